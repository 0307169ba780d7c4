"""Los relojes no corren mientras está abierto un diálogo que termina o cambia la partida («Terminar la
partida», penalización, nueva partida, «Partidas…», imprimir, importar): al cancelarlo siguen como estaban
(el que corría sigue, el que estaba en pausa sigue en pausa) y no se cobra el tiempo que estuvo abierto.
El reloj de la ronda de una duplicada en la mesa es el de la sala: ningún diálogo lo para (en solitario, sí)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.duplicada.temporizador import TemporizadorRonda
from app_planilla.ui.aplicacion import crear_ventana
from app_planilla.ui.hojas.clasica import dialogos as dialogos
from tests.ui.ayuda import Dialogos, pulsar, rellenar_nueva
from tests.ui.test_relojes_juegos import con_reloj
from tests.ui.test_relojes_partida import (  # noqa: F401
    TREINTA,
    Tiempo,
    abrir_hoja,
    empezar,
    relojes_de,
    tecla,
    tiempo,
)


def abierto_un_rato(reloj: Tiempo, segundos: float, vistos: list[bool], relojes, aceptar=None):
    """Un diálogo que se queda abierto ``segundos`` (y se cancela, salvo que ``aceptar`` lo acepte)."""

    def atender(d: QDialog) -> bool:
        vistos.append(relojes.en_marcha)
        reloj.pasar(segundos)
        if aceptar is not None:
            return aceptar(d)
        d.reject()
        return False

    return atender


def test_clasica_cancelar_los_dialogos_no_cobra_tiempo_y_sigue_como_estaba(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    relojes = relojes_de(v).relojes
    assert relojes is not None
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(10)
    vistos: list[bool] = []
    for boton in ("Terminar la partida", "Penalización", "Nueva partida…", "Partidas…"):
        d.cola.append(abierto_un_rato(tiempo, 120, vistos, relojes))
        pulsar(qtbot, v.hoja, boton)
        assert relojes.en_marcha and relojes.activo == 0, boton  # el que corría, sigue
    assert vistos == [False] * 4  # ninguno corría con el diálogo abierto
    assert relojes.restante_ms(0) == TREINTA - 10_000

    # En pausa antes de abrir: en pausa al cancelar.
    tecla(qtbot, v, Qt.Key.Key_F6)
    d.cola.append(abierto_un_rato(tiempo, 60, vistos, relojes))
    pulsar(qtbot, v.hoja, "Terminar la partida")
    assert not relojes.en_marcha and relojes.restante_ms(0) == TREINTA - 10_000

    # Imprimir e importar (menú «Archivo»), también.
    tecla(qtbot, v, Qt.Key.Key_F6)
    v.archivo.ejecutar_dialogo = abierto_un_rato(tiempo, 60, vistos, relojes)
    v.archivo.imprimir()
    v.archivo.pedir_ruta_abrir = lambda *_: abierto_un_rato(tiempo, 60, vistos, relojes)(QDialog()) and ""
    v.archivo.importar_gcg()
    v.archivo.importar_json()
    assert vistos[-3:] == [False] * 3
    assert relojes.en_marcha and relojes.restante_ms(0) == TREINTA - 10_000


def test_clasica_el_tiempo_extra_no_cuenta_lo_que_dura_terminar(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    r = relojes_de(v)
    relojes = r.relojes
    assert relojes is not None and v.hoja is not None and v.hoja.planilla is not None
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(30 * 60 + 5)  # Ana, 5 segundos de más: un minuto empezado, −10

    def fin(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoFin) and not relojes.en_marcha
        tiempo.pasar(10 * 60)  # diez minutos con el diálogo abierto (contando fichas)
        for campo, atril in zip(dlg.atriles, ("", "A"), strict=True):
            campo.setText(atril)
        return dlg.aceptar()

    d.cola += [fin, lambda dlg: dlg.reject() or False]
    pulsar(qtbot, v.hoja, "Terminar la partida")
    p = v.hoja.planilla
    assert p.terminada and not relojes.en_marcha  # terminada: no vuelve a correr
    assert [(t.participante, t.puntos) for t in p.lineas if t.clase == "tiempo"] == [(0, -10)]
    tiempo.pasar(60)
    assert relojes.restante_ms(0) == -5_000


def test_juegos_partidas_y_terminar_la_serie_paran_los_relojes(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    assert v.hoja is not None and v.juegos is not None
    d.cola.append(con_reloj("tantrix", ["Verde", "Azul"], 20))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    relojes = relojes_de(v).relojes
    assert relojes is not None and v.juegos.tantrix.planilla is not None
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(30)
    vistos: list[bool] = []
    d.cola.append(abierto_un_rato(tiempo, 300, vistos, relojes))
    qtbot.mouseClick(v.juegos.tantrix.boton("Partidas…"), Qt.MouseButton.LeftButton)
    assert vistos == [False] and relojes.en_marcha and relojes.restante_ms(0) == 20 * 60_000 - 30_000

    d.cola.append(con_reloj("cuatro_letras", ["Ana", "Luis"], 10))
    qtbot.mouseClick(v.juegos.tantrix.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    c = v.juegos.cuatro_letras
    relojes = relojes_de(v).relojes
    assert relojes is not None and c.planilla is not None
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(12)

    def no_terminar(_pregunta: str) -> bool:
        vistos.append(relojes.en_marcha)
        tiempo.pasar(90)
        return False

    v.confirmar = no_terminar
    c.terminar()
    assert vistos[-1] is False and not c.planilla.terminada
    assert relojes.en_marcha and relojes.restante_ms(0) == 10 * 60_000 - 12_000


def _duplicada_en_marcha(qtbot, ajustes, tmp_path, solitario: bool = False):
    falso = Tiempo()
    v = crear_ventana(ajustes, datos=tmp_path / "datos", fuente_tiempo=falso.fuente, hora=falso.hora)
    qtbot.addWidget(v)
    d = Dialogos()
    v.sesion.ejecutar_dialogo = d
    hoja = v.duplicada
    hoja.sonidos.con_audio = False

    def rellenar(dlg: QDialog) -> bool:
        dlg = rellenar_nueva(dlg, ["Ana"] if solitario else ["Ana", "Bea"], "duplicada")
        dlg.solitario.setChecked(solitario)
        return dlg.aceptar()

    d.cola.append(rellenar)
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    if not solitario:
        hoja.panel.atril.setText("zarelos")
        pulsar(qtbot, hoja, "Nueva ronda")
    modelo: TemporizadorRonda = hoja.temporizador.modelo
    assert modelo.en_marcha and hoja.planilla.ronda == 1
    falso.pasar(20)
    return v, hoja, modelo, falso


def test_duplicada_el_reloj_de_la_ronda_es_el_de_la_sala_y_ningun_dialogo_lo_para(qtbot, ajustes, tmp_path):
    """Mientras quien arbitra imprime, importa, exporta, hace una copia o se lo piensa antes de terminar, los demás
    siguen pensando: el reloj de la ronda sigue y ese tiempo cuenta. Solo Espacio («Pausa») lo para."""
    v, hoja, modelo, falso = _duplicada_en_marcha(qtbot, ajustes, tmp_path)
    vistos: list[bool] = []

    def abierto(segundos: float):
        def atender(dlg: QDialog) -> bool:
            vistos.append(modelo.en_marcha)
            falso.pasar(segundos)
            dlg.reject()
            return False
        return atender

    v.archivo.ejecutar_dialogo = abierto(10)
    v.archivo.imprimir()
    v.archivo.pedir_ruta_abrir = lambda *_: abierto(10)(QDialog()) and ""
    v.archivo.importar_gcg()
    v.archivo.importar_json()
    v.archivo.pedir_ruta_guardar = lambda *_: abierto(10)(QDialog()) and ""
    v.archivo.respaldar()
    v.archivo.exportar_json()

    def no_terminar(_pregunta: str) -> bool:
        vistos.append(modelo.en_marcha)
        falso.pasar(10)
        return False

    v.confirmar = no_terminar
    pulsar(qtbot, hoja, "Terminar la partida")
    assert vistos == [True] * 6
    assert modelo.en_marcha and modelo.restante_ms() == 180_000 - 20_000 - 60_000
    # «Pausa (Espacio)» en el reloj: lo para quien arbitra.
    assert hoja.temporizador.boton_empezar.text() == "Pausa (Espacio)"
    qtbot.mouseClick(hoja.temporizador.boton_empezar, Qt.MouseButton.LeftButton)
    assert not modelo.en_marcha


def test_duplicada_en_solitario_el_reloj_de_quien_juega_para_en_los_dialogos(qtbot, ajustes, tmp_path):
    """En solitario no hay sala: el reloj de la ronda es el de quien juega, que está en el diálogo."""
    v, _hoja, modelo, falso = _duplicada_en_marcha(qtbot, ajustes, tmp_path, solitario=True)
    vistos: list[bool] = []

    def imprimir(dlg: QDialog) -> bool:
        vistos.append(modelo.en_marcha)
        falso.pasar(100)
        dlg.reject()
        return False

    v.archivo.ejecutar_dialogo = imprimir
    v.archivo.imprimir()
    assert vistos == [False] and modelo.en_marcha and modelo.restante_ms() == 160_000
