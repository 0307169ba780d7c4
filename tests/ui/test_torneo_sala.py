"""El portátil de una sala de un torneo por salas, y el del juez árbitro, en la ventana: «Archivo ▸ Sala del torneo…»
une el portátil a su sala y empieza la partida de la sala con las reglas del torneo (o vincula la abierta); cada
ronda cerrada se publica sola, sin esperar nunca a la carpeta (si no está, queda guardada y llega después); el
atril y la maestra tecleados se cotejan con la partida maestra publicada y lo que no coincide se nombra por ronda
hasta que se corrige. «Partida maestra del torneo…», en el portátil del director, publica sola cada maestra."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.fusion_salas import FusionSalas, fusionar_salas
from app_planilla.nucleo.torneo.modelos import Torneo
from app_planilla.nucleo.torneo.salas import (
    PAPEL_SALA,
    Vinculada,
    crear_duplicada,
    guardadas,
    leer_maestras,
    preparar_rondas,
    publicar_maestra,
    sala_actual,
    unirse_sala,
    vinculadas,
    vincular,
)
from app_planilla.nucleo.torneo.sobres import RONDA
from app_planilla.ui.hojas.dialogo_nueva_partida import SALA, DialogoNuevaPartida
from app_planilla.ui.torneo import sala as ui_sala
from app_planilla.ui.torneo.mesa import DialogoMesa
from app_planilla.ui.torneo.sala import DialogoSalaTorneo, PublicadorSala
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")
FISF = reglas_arbitraje("fisf")
INSCRITOS = ("Ana García", "Bea López", "Carlos Ruiz", "Dolores Díaz")


@pytest.fixture(scope="module")
def partida() -> tuple[PlanillaDuplicada, list[ayuda.RondaMaestra]]:
    """La partida maestra de 3 rondas (atriles sorteados, maestras legales) y sus rondas."""
    return ayuda.partida_maestra(3, 11, FISE)


@pytest.fixture
def torneo(tmp_path: Path, monkeypatch) -> tuple[Path, Torneo]:
    """Un torneo FISF de las salas A y B, 3 rondas; el director en ``tmp_path/director``."""
    monkeypatch.setattr(ui_sala, "ESPERA_MS", 0)  # sin el respiro tras cada cambio: las pruebas no esperan
    carpeta = tmp_path / "Open"
    t = crear_duplicada(carpeta, tmp_path / "director", nombre="Open por salas", salas=("A", "B"), reglas=FISF,
                        rondas=3)
    return carpeta, t


def _publicar_maestra(tmp_path: Path, carpeta: Path, t: Torneo, maestro: PlanillaDuplicada) -> None:
    dp = c.leer_portatil(tmp_path / "director", t.evento)
    publicar_maestra(tmp_path / "director", dp, carpeta, t, maestro, {})


def _fusion(carpeta: Path) -> FusionSalas:
    return fusionar_salas(*c.leer_carpeta(carpeta))


def _por_salas(v, conductor, carpeta: Path, *, sala: str = "A", nueva: bool = True, maestra: bool = False,
               comprobar=None) -> bool:
    """«Archivo ▸ Sala del torneo…» (o «Partida maestra del torneo…») con su diálogo atendido; si se empieza una
    partida, el diálogo «Nueva partida» atendido con los inscritos."""

    def atender(d: QDialog) -> bool:
        assert isinstance(d, DialogoSalaTorneo)
        if d.carpeta is None:
            d.pedir_carpeta = lambda: str(carpeta)
            d.elegir_carpeta()
        if not maestra:
            d.sala.setCurrentIndex(d.sala.findText(sala))
        d.partida.setCurrentIndex(d.partida.findData(nueva))
        if comprobar is not None:
            comprobar(d)
        d.aceptar()
        return d.result() == QDialog.DialogCode.Accepted

    def nueva_partida(d: QDialog) -> bool:
        assert isinstance(d, DialogoNuevaPartida)
        if not maestra:
            # La sala con arbitraje y las reglas del torneo (FISF), ya elegidas.
            assert d.tipo.currentData() == SALA and d.reglas_sala.reglas() == FISF
            d.inscritos.texto.setPlainText("\n".join(INSCRITOS))
        else:
            assert d.duplicada and d.cuantos.value() == 1
        return d.aceptar()

    conductor.cola.append(atender)
    if nueva:
        conductor.cola.append(nueva_partida)
    v.archivo.ejecutar_dialogo = conductor
    return v.archivo.maestra_torneo() if maestra else v.archivo.sala_torneo()


def _ronda(v, rm: ayuda.RondaMaestra, *, atril: str | None = None, cerrar: bool = True) -> None:
    """Una ronda en la sala abierta: su atril, su maestra, las papeletas de las mesas 1 y 2 (la maestra) y el
    cierre (las demás, sin papeleta)."""
    h = v.duplicada.controlador
    assert h.nueva_ronda(atril or rm.atril) is not None
    assert h.anotar_maestra(dict(rm.maestra.nuevas), rm.maestra.direccion) is not None
    assert h.anotar_maestra_a([0, 1]) is not None
    if cerrar:
        assert h.cerrar_ronda() is not None


def _publicador(v) -> PublicadorSala:
    p = v.archivo.publicador_sala()
    assert p is not None
    return p


def _leida(qtbot, p: PublicadorSala) -> None:
    """Espera a que acabe lo que esté haciendo en la carpeta (y a que haya leído la partida maestra)."""
    qtbot.waitUntil(lambda: p.leida and not p.ocupado, timeout=10_000)


def test_se_une_como_sala_y_empieza_su_partida_con_las_reglas_del_torneo(abrir_hoja, torneo, qtbot, datos):
    carpeta, t = torneo
    v, conductor = abrir_hoja()
    textos: list[str] = []

    def comprobar(d: DialogoSalaTorneo) -> None:
        assert [d.sala.itemText(i) for i in range(d.sala.count())] == ["A", "B"]
        textos.append(d.nota.text())

    assert _por_salas(v, conductor, carpeta, sala="B", comprobar=comprobar)
    assert "reglas de arbitraje FISF" in textos[0] and "queda como la sala B" in textos[0]
    partida = v.sesion.actual
    assert partida is not None and partida.planilla.arbitraje == FISF
    assert list(partida.planilla.nombres) == list(INSCRITOS)
    assert sala_actual(datos).sala == "B"  # unido como sala B, y su unión publicada
    assert vinculadas(datos) == (Vinculada(t.evento, partida.id, PAPEL_SALA, 3),)
    p = _publicador(v)
    _leida(qtbot, p)
    assert p.marca.isVisible() and p.marca.text().startswith("Sala B")
    assert f"la partida {partida.id} es la de la sala" in v.statusBar().currentMessage()
    assert _fusion(carpeta).estado("B").portatil is not None
    # Otra vez el diálogo: propone la partida abierta (ya vinculada) y la sala a la que se unió.
    vistos: list[tuple[str, bool]] = []
    assert _por_salas(v, conductor, carpeta, sala="B", nueva=False,
                      comprobar=lambda d: vistos.append((d.sala.currentText(), d.nueva)))
    assert vistos == [("B", False)] and v.sesion.actual.id == partida.id
    # La partida del torneo: la de la abierta (la 1); una partida nueva de la sala, la siguiente (la 2).
    d = DialogoSalaTorneo(datos, v.sesion.actual, parent=v)
    assert not d.nueva and d.numero.value() == 1
    d.partida.setCurrentIndex(d.partida.findData(True))
    assert d.numero.value() == 2


def test_una_carpeta_de_salas_no_es_de_mesas_ni_la_sala_del_director(abrir_hoja, torneo, tmp_path):
    carpeta, _t = torneo
    v, _c = abrir_hoja()
    mesa = DialogoMesa(tmp_path / "otra", None, v)
    mesa.pedir_carpeta = lambda: str(carpeta)
    mesa.elegir_carpeta()
    assert "Sala del torneo" in mesa.error.text()
    # El portátil del director no se une como sala, y uno de sala no publica la partida maestra.
    director = DialogoSalaTorneo(tmp_path / "director", None, parent=v)
    director.cargar(carpeta)
    assert "Partida maestra del torneo" in director.error.text() and not director.boton_aceptar.isEnabled()
    sala = DialogoSalaTorneo(tmp_path / "otra", None, maestra=True, parent=v)
    sala.cargar(carpeta)
    assert "no es el del director" in sala.error.text() and not sala.boton_aceptar.isEnabled()


def test_lo_que_no_es_la_partida_maestra_se_nombra_por_ronda_hasta_corregirlo(abrir_hoja, torneo, partida, qtbot,
                                                                             tmp_path):
    carpeta, t = torneo
    maestro, rondas = partida
    v, conductor = abrir_hoja()
    assert _por_salas(v, conductor, carpeta)
    p = _publicador(v)
    _leida(qtbot, p)
    assert p.maestras == {} and not p.aviso.isVisible()
    h = v.duplicada.controlador
    # La sala teclea un atril equivocado antes de que el juez árbitro publique: aún no hay con qué cotejar.
    malo = rondas[0].atril.replace("?", "S")
    assert h.nueva_ronda(malo) is not None
    assert not p.diferencias
    _publicar_maestra(tmp_path, carpeta, t, maestro)
    p.releer.timeout.emit()  # la relectura periódica (cada 20 s) encuentra la partida maestra
    qtbot.waitUntil(lambda: bool(p.diferencias), timeout=10_000)
    assert [d.ronda for d in p.diferencias] == [1]
    assert p.aviso.isVisible() and p.aviso.lineas[0].startswith("⚠ Ronda 1: el atril es")
    assert "Corríjalo" in p.aviso.toolTip()
    assert p.marca.text() == "⚠ Sala A: ronda 1 distinta de la partida maestra"
    assert v.statusBar().currentMessage().startswith("¡Atención! Sala A, ronda 1: el atril es")
    # Corregido el atril, el aviso se va; una maestra distinta se nombra en el acto (sin esperar a la carpeta).
    assert h.corregir_atril(1, rondas[0].atril) is not None
    assert not p.diferencias and not p.aviso.isVisible()
    assert v.statusBar().currentMessage() == "La ronda 1 ya coincide con la partida maestra."
    otra = rondas[0].otras[0]
    assert h.anotar_maestra(dict(otra.nuevas), otra.direccion) is not None
    assert [d.ronda for d in p.diferencias] == [1] and "la maestra es" in p.aviso.lineas[0]
    assert p.aviso.isVisible() and p.marca.text().startswith("⚠")
    assert h.deshacer() is not None  # vuelve la maestra de antes: la buena
    assert not p.diferencias and not p.aviso.isVisible() and not p.marca.text().startswith("⚠")


def test_cada_ronda_cerrada_se_publica_sola_y_su_correccion_tambien(abrir_hoja, torneo, partida, qtbot, tmp_path):
    carpeta, t = torneo
    maestro, rondas = partida
    _publicar_maestra(tmp_path, carpeta, t, maestro)
    v, conductor = abrir_hoja()
    assert _por_salas(v, conductor, carpeta)
    p = _publicador(v)
    _leida(qtbot, p)
    _ronda(v, rondas[0], cerrar=False)
    assert not p.publicadas and not p._por_anunciar  # sin cerrar (faltan papeletas) no se publica
    v.duplicada.controlador.cerrar_ronda()
    qtbot.waitUntil(lambda: p.publicadas == {1} and not p.ocupado, timeout=10_000)
    assert v.statusBar().currentMessage() == "Publicada en la carpeta del torneo la ronda 1 de la sala A."
    assert p.marca.text() == "Sala A: publicada hasta la ronda 1"
    e = _fusion(carpeta).estado("A")
    assert e.publicadas == (1,) and e.contadas == 1
    # Una papeleta corregida en la ronda ya publicada: se publica otra vez, como corrección.
    assert v.duplicada.controlador.anotar_cero([0], Motivo.ILEGIBLE, ronda=1) is not None
    qtbot.waitUntil(lambda: _fusion(carpeta).estado("A").corregidas == (1,), timeout=10_000)
    qtbot.waitUntil(lambda: p.publicadas == {1} and not p.ocupado, timeout=10_000)
    assert "Corrige lo publicado antes de la ronda 1" in v.statusBar().currentMessage()


def test_la_sala_carga_la_partida_maestra_publicada_y_anota_solo_las_papeletas(abrir_hoja, torneo, partida,
                                                                               qtbot, tmp_path):
    carpeta, t = torneo
    maestro, _rondas = partida
    v, conductor = abrir_hoja()
    assert _por_salas(v, conductor, carpeta)
    p = _publicador(v)
    _leida(qtbot, p)
    preguntas: list[str] = []
    v.confirmar = lambda pregunta: preguntas.append(pregunta) or True
    # Sin nada publicado, nada que cargar (y se dice).
    assert v.archivo.cargar_maestra() == 0 and not preguntas
    assert v.statusBar().currentMessage() == "La partida maestra publicada no tiene rondas que la sala no tenga ya."
    _publicar_maestra(tmp_path, carpeta, t, maestro)
    p.releer.timeout.emit()
    qtbot.waitUntil(lambda: len(p.maestras) == 3 and not p.ocupado, timeout=10_000)
    # «No» no anota nada.
    v.confirmar = lambda pregunta: preguntas.append(pregunta) and False
    assert v.archivo.cargar_maestra() == 0
    assert preguntas[-1].startswith("¿Anotar en la partida de la sala A el atril y la maestra de la ronda 1–3")
    planilla = v.sesion.actual.planilla
    assert planilla.ronda == 0
    v.confirmar = lambda pregunta: True
    assert v.archivo.cargar_maestra() == 3
    assert v.statusBar().currentMessage() == ("Cargadas de la partida maestra publicada las rondas 1–3: sus atriles "
                                              "y sus maestras.")
    assert planilla.ronda == 3 and not p.diferencias
    assert [f.maestra.puntos for f in planilla.filas] == [f.maestra.puntos for f in maestro.filas]
    # Guardado como cualquier otra anotación: la partida reabierta es la misma.
    with Almacen(v.sesion.almacen.carpeta, solo_lectura=True) as otro:
        assert len(otro.cargar(v.sesion.actual.id).eventos) == len(planilla.eventos)
    # Las papeletas, ronda a ronda, y cada ronda cerrada se publica como siempre.
    h = v.duplicada.controlador
    for r in (1, 2, 3):
        assert h.anotar_maestra_a([0, 1], ronda=r) is not None
        assert h.cerrar_ronda(r) is not None
    qtbot.waitUntil(lambda: p.publicadas == {1, 2, 3} and not p.ocupado, timeout=10_000)
    assert _fusion(carpeta).estado("A").contadas == 3
    assert v.archivo.cargar_maestra() == 0


def test_sin_carpeta_queda_pendiente_y_se_publica_al_volver(abrir_hoja, torneo, partida, qtbot, tmp_path):
    carpeta, t = torneo
    maestro, rondas = partida
    _publicar_maestra(tmp_path, carpeta, t, maestro)
    v, conductor = abrir_hoja()
    assert _por_salas(v, conductor, carpeta)
    p = _publicador(v)
    _leida(qtbot, p)
    mensajes: list[str] = []
    decir = p.mensaje
    p.mensaje = lambda texto: (mensajes.append(texto), decir(texto))
    fuera = tmp_path / "lejos" / "Open"
    fuera.parent.mkdir()
    shutil.move(carpeta, fuera)  # la carpeta de red se cae a mitad del torneo
    for rm in rondas[:2]:
        _ronda(v, rm)
        qtbot.waitUntil(lambda: p.sin_carpeta is not None and not p.ocupado and not p.espera.isActive(),
                        timeout=10_000)
    assert v.sesion.actual.planilla.ronda == 2  # se anota igual
    assert sum("no está a mano" in m for m in mensajes) == 1  # dicho una vez, no con cada cosa
    assert p.marca.text() == "Sala A: ronda 1–2 por publicar · sin carpeta"
    shutil.move(fuera, carpeta)
    p.releer.timeout.emit()  # la relectura periódica es también el reintento
    qtbot.waitUntil(lambda: p.publicadas == {1, 2} and not p.ocupado, timeout=10_000)
    assert mensajes[-1] == "Publicada en la carpeta del torneo la ronda 1–2 de la sala A."
    assert _fusion(carpeta).estado("A").contadas == 2


def test_nada_se_pierde_si_falla_la_escritura_en_la_carpeta(abrir_hoja, torneo, partida, qtbot, tmp_path,
                                                           monkeypatch, datos):
    carpeta, t = torneo
    maestro, rondas = partida
    _publicar_maestra(tmp_path, carpeta, t, maestro)
    v, conductor = abrir_hoja()
    assert _por_salas(v, conductor, carpeta)
    p = _publicador(v)
    _leida(qtbot, p)
    real = ui_sala.republicar

    def llena(*_a, **_k):
        raise OSError(28, "No queda espacio en el dispositivo")

    monkeypatch.setattr(ui_sala, "republicar", llena)
    _ronda(v, rondas[0])
    qtbot.waitUntil(lambda: p.sin_carpeta is not None and not p.ocupado, timeout=10_000)
    assert "No queda espacio" in p.sin_carpeta and p._por_anunciar and not _fusion(carpeta).estado("A").publicadas
    assert 1 in guardadas(datos, c.leer_portatil(datos, t.evento), RONDA)  # guardada en la carpeta de datos
    monkeypatch.setattr(ui_sala, "republicar", real)
    p.releer.timeout.emit()
    qtbot.waitUntil(lambda: p.publicadas == {1} and not p.ocupado, timeout=10_000)
    assert _fusion(carpeta).estado("A").publicadas == (1,)


def test_una_carpeta_que_no_contesta_no_hace_esperar_a_quien_anota(abrir_hoja, torneo, partida, qtbot, tmp_path,
                                                                 monkeypatch):
    carpeta, t = torneo
    maestro, rondas = partida
    _publicar_maestra(tmp_path, carpeta, t, maestro)
    suelta = threading.Event()
    leer = ui_sala.leer_maestras

    def colgada(carpeta_: Path, partida: int = 1):
        assert suelta.wait(20)
        return leer(carpeta_, partida)

    v, conductor = abrir_hoja()
    # La carpeta deja de contestar justo después de elegirla en el diálogo.
    assert _por_salas(v, conductor, carpeta, comprobar=lambda d: monkeypatch.setattr(ui_sala, "leer_maestras",
                                                                                       colgada))
    p = _publicador(v)
    assert p.ocupado  # la lectura, colgada en su hilo
    mensajes: list[str] = []
    decir = p.mensaje
    p.mensaje = lambda texto: (mensajes.append(texto), decir(texto))
    _ronda(v, rondas[0])  # se anota la ronda entera mientras
    assert v.sesion.actual.planilla.ronda == 1 and not v.sesion.actual.planilla.faltan(1)
    p.limite.timeout.emit()  # lo que haría el límite pasados 10 s
    p.limite.timeout.emit()
    assert sum("no contesta" in m for m in mensajes) == 1 and "la carpeta no contesta" in p.marca.text()
    suelta.set()
    qtbot.waitUntil(lambda: p.publicadas == {1} and not p.ocupado, timeout=10_000)
    assert not p.colgada and _fusion(carpeta).estado("A").contadas == 1


def test_el_juez_arbitro_publica_la_partida_maestra_sola(abrir, torneo, partida, qtbot, tmp_path):
    carpeta, _t = torneo
    _maestro, rondas = partida
    from tests.ui.ayuda import Dialogos

    v = abrir(datos=tmp_path / "director")
    conductor = Dialogos()
    v.sesion.ejecutar_dialogo = conductor
    # Una partida duplicada nueva, de un participante: la partida maestra.
    assert _por_salas(v, conductor, carpeta, maestra=True)
    assert v.sesion.actual.planilla.nombres == ("Partida maestra",)
    p = _publicador(v)
    h = v.duplicada.controlador
    for rm in rondas[:2]:
        assert h.nueva_ronda(rm.atril) is not None
        assert h.anotar_maestra(dict(rm.maestra.nuevas), rm.maestra.direccion) is not None
    qtbot.waitUntil(lambda: p.publicadas == {1, 2} and not p.ocupado, timeout=10_000)
    assert "Partida maestra publicada en la carpeta del torneo" in v.statusBar().currentMessage()
    assert p.marca.text() == "Partida maestra: publicada hasta la ronda 2"
    _t, maestras = leer_maestras(carpeta)
    assert [(r, m.jugada.puntos) for r, m in maestras.items()] == [(1, rondas[0].maestra.puntos),
                                                                   (2, rondas[1].maestra.puntos)]
    # Corregir la maestra de la ronda 1 vuelve a publicar esa ronda y la siguiente (su cadena cambia).
    otra = rondas[0].otras[0]
    assert h.corregir_maestra(1, otra.puntos) is not None

    def corregida() -> bool:
        maestras = leer_maestras(carpeta)[1]  # la 2, otra vez publicada, encadena con la 1 nueva
        return len(maestras) == 2 and maestras[1].jugada.puntos == otra.puntos

    qtbot.waitUntil(corregida, timeout=10_000)
    qtbot.waitUntil(lambda: not p.ocupado, timeout=10_000)
    assert "Corrige lo publicado antes de la ronda 1–2" in v.statusBar().currentMessage()


def test_al_arrancar_publica_lo_que_quedo_sin_llegar(abrir, torneo, partida, qtbot, datos, monkeypatch):
    carpeta, t = torneo
    _maestro, rondas = partida
    monkeypatch.setattr("app_planilla.ui.archivo.menu.ESPERA_PUBLICAR_MS", 0)
    unirse_sala(carpeta, datos, "A")
    with Almacen(datos) as a:
        guardada = a.crear(nueva_sala([Inscrito(n, i + 1) for i, n in enumerate(INSCRITOS)], FISF))
        planilla = guardada.planilla
        rm = rondas[0]
        planilla.nueva_ronda(rm.atril)
        planilla.anotar_maestra_colocacion(dict(rm.maestra.nuevas), rm.maestra.direccion)
        planilla.cerrar_ronda()
        vincular(datos, Vinculada(t.evento, guardada.id, PAPEL_SALA, t.rondas))
        pt = c.leer_portatil(datos, t.evento)
        preparar_rondas(datos, pt, vinculadas(datos)[0], planilla, {})  # guardada sin llegar (la ventana se cerró)
    assert not _fusion(carpeta).estado("A").publicadas
    v = abrir(datos=datos)
    qtbot.waitUntil(lambda: v.archivo._publicador_sala is not None, timeout=5000)
    qtbot.waitUntil(lambda: _fusion(carpeta).estado("A").publicadas == (1,), timeout=10_000)
    p = v.archivo._publicador_sala
    qtbot.waitUntil(lambda: p.marca.text() == "Sala A: publicada hasta la ronda 1", timeout=10_000)


def test_la_sala_pasa_a_pestanas_al_encoger_la_ventana_sin_romperse(abrir_hoja, torneo, qtbot):
    """Quitarle alto a la ventana (un aviso, quien la encoge) pasa la sala a pestañas mientras Qt coloca sus
    piezas, y sacar entonces de su capa la fila de «Ocultar» rompía la aplicación (violación de segmento)."""
    carpeta, _t = torneo
    v, conductor = abrir_hoja()
    assert _por_salas(v, conductor, carpeta)
    sala = v.duplicada.panel.sala
    alto = 760
    v.resize(1366, alto)
    qtbot.waitUntil(lambda: not sala.vistas.en_pestanas, timeout=5000)
    while sala.vistas.height() > sala.vistas.alto_minimo + 8:  # justo por encima del paso a pestañas
        alto -= 8
        v.resize(1366, alto)
        qtbot.waitUntil(lambda a=alto: v.height() == a, timeout=5000)
    v.resize(1366, alto - 40)
    qtbot.waitUntil(lambda: sala.vistas.en_pestanas and sala.vistas.pestanas.cornerWidget() is sala.pie, timeout=5000)
    v.resize(1366, alto + 40)
    qtbot.waitUntil(lambda: not sala.vistas.en_pestanas and sala.pie.isVisible(), timeout=5000)
