"""La ventana de una mesa del torneo: «Archivo ▸ Mesa del torneo…» empieza la partida con los jugadores (nombres
de TSH) y quien empieza de los emparejamientos, y al terminarla el resultado se publica solo, sin esperar nunca a
la carpeta: si no está a mano, queda guardado y llega después."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo import mesa as nucleo_mesa
from app_planilla.nucleo.torneo.clasificacion import lineas_tsh
from app_planilla.nucleo.torneo.fusion import Fusion, fusionar
from app_planilla.nucleo.torneo.modelos import Emparejamiento, Jugador, Mesa
from app_planilla.nucleo.torneo.sobres import EMPAREJAMIENTOS
from app_planilla.ui.torneo import mesa as ui_mesa
from app_planilla.ui.torneo.mesa import DialogoMesa

LARGO = "Fernández de la Vega y Santa Cruz de los Caballeros, María del Pilar Concepción de la Santísima"
assert len(LARGO) <= 100


@pytest.fixture
def torneo(tmp_path: Path) -> Path:
    """Un torneo FISE de dos mesas con la ronda 1 emparejada: en la mesa 1 empieza «Gómez, Luis» (el 7)."""
    carpeta = tmp_path / "Open"
    t = c.crear(carpeta, tmp_path / "director", nombre="Open de Madrid", clase="clasica", divisiones=("A",),
                rondas=3, reglas="fise")
    p = c.leer_portatil(tmp_path / "director", t.evento)
    assert p is not None
    emp = Emparejamiento("A", 1, (Mesa(1, (Jugador(7, "Gómez, Luis"), Jugador(12, LARGO))),
                                  Mesa(2, (Jugador(3, "Ruiz, Marta"), Jugador(4, "Sol, Juan")), False)))
    c.publicar(tmp_path / "director", p, carpeta, EMPAREJAMIENTOS, emp.a_datos())
    return carpeta


def _fusion(carpeta: Path) -> Fusion:
    return fusionar(*c.leer_carpeta(carpeta))


def _elegir(v, carpeta: Path, mesa: int, empieza: int | None = None, comprobar=None) -> bool:
    """«Archivo ▸ Mesa del torneo…» con su diálogo atendido: la carpeta, la mesa y (si se da) quién empieza."""
    vistos: list[DialogoMesa] = []

    def atender(d: QDialog) -> bool:
        assert isinstance(d, DialogoMesa)
        vistos.append(d)
        if d.carpeta is None:
            d.pedir_carpeta = lambda: str(carpeta)
            d.elegir_carpeta()
        d.mesa.setValue(mesa)
        if empieza is not None:
            d.empieza.setCurrentIndex(empieza)
        if comprobar is not None:
            comprobar(d)
        d.aceptar()
        return d.result() == QDialog.DialogCode.Accepted

    v.archivo.ejecutar_dialogo = atender
    return v.archivo.mesa_torneo()


def _jugar_y_terminar(v, restos=("", "QI")) -> None:
    h = v.hoja.controlador
    assert h.anotar(44, "H4", "JAMON") is not None
    assert h.anotar(38, "6F", "ZUMOS") is not None
    assert h.terminar(list(restos)) is not None


def test_la_mesa_empieza_su_partida_y_la_publica_al_terminar(abrir_hoja, torneo, qtbot, datos):
    v, _d = abrir_hoja()

    def comprobar(d: DialogoMesa) -> None:
        assert d.partidas.count() == 1 and d.partidas.currentText().startswith("Ronda 1: 7 Gómez, Luis – 12 ")
        assert d.empieza.currentIndex() == 0 and d.empieza.currentText() == "7 Gómez, Luis"
        assert "Torneo FISE" in d.nota.text() and "queda como el de la mesa 1" in d.nota.text()

    assert _elegir(v, torneo, 1, comprobar=comprobar)
    partida = v.sesion.actual
    assert partida is not None
    inicio = partida.planilla.inicio
    # Los nombres de TSH, enteros, en el orden de los emparejamientos; empieza quien dicen; reglas y reloj FISE.
    assert inicio.participantes == ("Gómez, Luis", LARGO) and inicio.abre == 0 and inicio.reglas == "fise"
    assert inicio.titulo == "Open de Madrid · ronda 1, mesa 1"
    assert nucleo_mesa.leer_identificador(inicio.identificador).numeros == (7, 12)
    assert v.sesion.almacen.config_relojes(partida.id).minutos == 30
    assert c.mesa_actual(datos).mesa == 1  # unido como mesa 1
    with qtbot.waitSignal(v.archivo.publicador().entregado, timeout=10_000) as senal:
        _jugar_y_terminar(v)
    assert senal.args[0].fallo is None
    f = _fusion(torneo)
    assert not f.conflictos and not f.pendientes and len(f.partidas) == 1
    r = f.partidas[0].resultado
    # Luis (7) abre con 44 y cierra; a María le quedan Q e I (6): 50 – 32, con el ajuste FISE aplicado.
    assert (r.mesa, r.ronda, r.jugadores[0].numero, r.puntos, r.empezo) == (1, 1, 7, (50, 32), 0)
    assert f"#player2 Fernández {LARGO}" in r.gcg and "#title Open de Madrid · ronda 1, mesa 1" in r.gcg
    assert lineas_tsh(f, 1, "A") == ("a 1 A", "7 50 12 32 18")
    assert "publicado en la carpeta del torneo" in v.statusBar().currentMessage()


def test_quien_empieza_sin_saberlo_se_elige(abrir_hoja, torneo):
    v, _d = abrir_hoja()
    errores: list[str] = []

    def sin_elegir(d: DialogoMesa) -> None:
        assert d.empieza.currentIndex() == -1 and "no dicen quién empieza" in d.nota.text()
        d.aceptar()
        errores.append(d.error.text())
        d.empieza.setCurrentIndex(1)

    assert _elegir(v, torneo, 2, comprobar=sin_elegir)
    assert errores == ["Elija quién empieza."]
    assert v.sesion.actual.planilla.inicio.abre == 1


def test_sin_carpeta_se_anota_igual_y_se_publica_al_volver(abrir_hoja, torneo, qtbot, tmp_path):
    v, _d = abrir_hoja()
    assert _elegir(v, torneo, 1)
    fuera = tmp_path / "lejos" / "Open"
    fuera.parent.mkdir()
    shutil.move(torneo, fuera)  # la carpeta de red se cae a mitad de la partida
    publicador = v.archivo.publicador()
    with qtbot.waitSignal(publicador.entregado, timeout=10_000) as senal:
        _jugar_y_terminar(v)
    assert senal.args[0].fallo is not None
    assert v.sesion.actual.planilla.final is not None  # la partida terminó y está guardada
    assert "queda guardado en este portátil" in v.statusBar().currentMessage()
    assert publicador.reintento.isActive()
    shutil.move(fuera, torneo)
    with qtbot.waitSignal(publicador.entregado, timeout=10_000) as senal:
        publicador.reintento.timeout.emit()  # lo que haría el reintento pasados 30 s
    assert senal.args[0].fallo is None and len(senal.args[0].repuestos) == 1
    assert len(_fusion(torneo).partidas) == 1
    assert "publicado en la carpeta del torneo" in v.statusBar().currentMessage()


def test_publicar_nunca_hace_esperar_a_quien_anota(abrir_hoja, torneo, qtbot, monkeypatch):
    """Una carpeta de red que tarda en contestar: la partida termina, se empieza otra y se anota mientras la
    entrega sigue esperando en su hilo."""
    v, _d = abrir_hoja()
    assert _elegir(v, torneo, 1)
    suelta = threading.Event()
    entregar = nucleo_mesa.entregar

    def lenta(*args, **kw):
        assert suelta.wait(20)
        return entregar(*args, **kw)

    monkeypatch.setattr(ui_mesa.m, "entregar", lenta)
    publicador = v.archivo.publicador()
    _jugar_y_terminar(v)
    assert publicador.ocupado and v.sesion.actual.planilla.final is not None
    assert v.sesion.nueva(nueva_partida(["Ana", "Bea"]))
    assert v.hoja.controlador.anotar(20, "H8", "ZAS") is not None
    with qtbot.waitSignal(publicador.entregado, timeout=10_000) as senal:
        suelta.set()
    assert senal.args[0].fallo is None and len(_fusion(torneo).partidas) == 1


def test_una_correccion_sustituye_al_resultado_publicado(abrir_hoja, torneo, qtbot):
    v, _d = abrir_hoja()
    assert _elegir(v, torneo, 1)
    publicador = v.archivo.publicador()
    with qtbot.waitSignal(publicador.entregado, timeout=10_000):
        _jugar_y_terminar(v)
    assert v.hoja.controlador.deshacer() is not None  # deshace el final: nada que publicar
    assert not publicador.ocupado
    with qtbot.waitSignal(publicador.entregado, timeout=10_000):
        assert v.hoja.controlador.terminar(["", "A"]) is not None
    f = _fusion(torneo)
    assert len(f.partidas) == 1 and len(f.partidas[0].corrige) == 1
    assert f.partidas[0].resultado.puntos == (45, 37)  # a María solo le queda una A


def test_una_partida_empezada_a_mano_se_publica_por_los_nombres(abrir_hoja, torneo, qtbot, datos):
    c.unirse(torneo, datos, 1)
    v, _d = abrir_hoja()
    # Quien anota escribe los nombres a su manera y en otro orden: empieza María.
    assert v.sesion.nueva(nueva_partida([LARGO.split(", ")[1] + " " + LARGO.split(", ")[0], "Luis Gómez"],
                                        reglas="fise"))
    with qtbot.waitSignal(v.archivo.publicador().entregado, timeout=10_000) as senal:
        _jugar_y_terminar(v)
    assert senal.args[0].fallo is None and len(senal.args[0].publicados) == 1
    r = _fusion(torneo).partidas[0].resultado
    assert [j.numero for j in r.jugadores] == [12, 7] and r.jugadores[1].nombre == "Gómez, Luis"
    assert lineas_tsh(_fusion(torneo), 1, "A") == ("a 1 A", "12 50 7 32 18")


def test_una_partida_de_fuera_del_torneo_no_se_publica(abrir_hoja, torneo, qtbot, datos):
    c.unirse(torneo, datos, 1)
    v, _d = abrir_hoja()
    assert v.sesion.nueva(nueva_partida(["Ana", "Bea"]))
    with qtbot.waitSignal(v.archivo.publicador().entregado, timeout=10_000) as senal:
        _jugar_y_terminar(v)
    assert senal.args[0].avisos and "no se publica" in senal.args[0].avisos[0]
    assert not _fusion(torneo).partidas
    assert not list((c.estados(datos) / nucleo_mesa.BORRADORES).iterdir())  # dicho una vez y olvidado


def test_al_arrancar_publica_lo_que_quedo_sin_llegar(abrir, torneo, qtbot, datos, tmp_path, monkeypatch):
    monkeypatch.setattr("app_planilla.ui.archivo.menu.ESPERA_PUBLICAR_MS", 0)
    c.unirse(torneo, datos, 1)
    f = _fusion(torneo)
    e = nucleo_mesa.emparejadas(f, 1)[0]
    inicio, _partida = nucleo_mesa.inicio_de_partida(f.torneo, e, 0)
    from app_planilla.nucleo.almacen.almacen import Almacen

    with Almacen(datos) as a:
        planilla = a.crear(inicio).planilla
        planilla.anotar(44, "H4", "JAMON")
        planilla.terminar(["", "QI"])
        borrador = nucleo_mesa.borrador_de(planilla, "")
    nucleo_mesa.preparar(datos, borrador)  # guardado sin llegar a la carpeta (la ventana se cerró)
    assert not _fusion(torneo).partidas
    v = abrir(datos=datos)
    qtbot.waitUntil(lambda: v.archivo._publicador is not None, timeout=5000)
    qtbot.waitUntil(lambda: len(_fusion(torneo).partidas) == 1, timeout=10_000)
