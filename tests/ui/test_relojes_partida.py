"""Relojes de torneo en la ventana, con una fuente de tiempo falsa (sin esperas): pulsar con F5 y al anotar,
pausa, deshacer, el tiempo extra en la hoja al terminar, cierre y vuelta, y el modo proyector."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.clasica.reglas import reglas
from app_planilla.nucleo.relojes import ConfigReloj
from app_planilla.nucleo.texto import texto_clasificacion
from app_planilla.ui.acerca import texto_atajos
from app_planilla.ui.hojas.clasica import dialogos as dialogos
from app_planilla.ui.hojas.clasica.modelo import COL_TIEMPO
from app_planilla.ui.relojes.opciones import A_MEDIDA, FISE, INGLES, SIN_RELOJ, OpcionesReloj
from app_planilla.ui.relojes.partida import RelojesPartida
from app_planilla.ui.ventana import VentanaPrincipal
from tests.ui.ayuda import Dialogos, cerrar, colocar, pulsar
from tests.ui.test_captura import _capturas
from tests.ui.test_planilla_partida import empezar

TREINTA = 30 * 60_000


class Tiempo:
    """Reloj monótono y hora de pared falsos que avanzan juntos."""

    def __init__(self) -> None:
        self.mono = 1000.0
        self.pared = 1_800_000_000.0

    def fuente(self) -> float:
        return self.mono

    def hora(self) -> float:
        return self.pared

    def pasar(self, segundos: float) -> None:
        self.mono += segundos
        self.pared += segundos


@pytest.fixture
def tiempo() -> Tiempo:
    return Tiempo()


@pytest.fixture
def abrir_hoja(qtbot, abrir_hoja, tiempo):
    """La de ``conftest``, con el tiempo falso y la ventana activa (los atajos de toda la ventana)."""

    def _abrir() -> tuple[VentanaPrincipal, Dialogos]:
        v, conductor = abrir_hoja(fuente_tiempo=tiempo.fuente, hora=tiempo.hora)
        v.activateWindow()
        qtbot.waitUntil(v.isActiveWindow)
        return v, conductor

    return _abrir


def relojes_de(v: VentanaPrincipal) -> RelojesPartida:
    assert v.relojes is not None
    return v.relojes


def tecla(qtbot, v: VentanaPrincipal, clave: Qt.Key) -> None:
    """Un atajo de toda la ventana, con el foco en el tablero (como quien anota)."""
    v.vista_tablero.setFocus()
    qtbot.keyClick(v.vista_tablero, clave)


def terminar(qtbot, v: VentanaPrincipal, d: Dialogos, atriles: tuple[str, ...]) -> None:
    def fin(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoFin)
        for campo, atril in zip(dlg.atriles, atriles, strict=True):
            campo.setText(atril)
        return dlg.aceptar()

    d.cola += [fin, cerrar]
    pulsar(qtbot, v.hoja, "Terminar la partida")


def test_relojes_fise_pulsar_pausa_deshacer_y_tiempo_extra_en_la_hoja(qtbot, abrir_hoja, tiempo):
    v, d = abrir_hoja()
    r = relojes_de(v)
    assert not r.con_reloj and not r.dock.isVisible()  # sin partida, sin relojes
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    assert r.con_reloj and r.dock.isVisible() and r.panel is not None and r.relojes is not None
    panel, relojes = r.panel, r.relojes
    assert [x.tiempo.text() for x in panel.vistas] == ["30:00", "30:00"]
    assert relojes.activo == 0 and not relojes.en_marcha

    tecla(qtbot, v, Qt.Key.Key_F5)  # el primer pulsado arranca el reloj de quien abre
    assert relojes.en_marcha and relojes.activo == 0
    tiempo.pasar(31 * 60 + 5)
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")  # anotar pulsa el reloj
    assert relojes.activo == 1 and relojes.en_marcha
    assert relojes.restante_ms(0) == -65_000
    panel.actualizar()
    assert panel.vistas[0].tiempo.text() == "−1:05" and "−20 puntos" in panel.vistas[0].extra.text()

    tiempo.pasar(10)
    tecla(qtbot, v, Qt.Key.Key_F6)  # pausa (una impugnación)
    assert not relojes.en_marcha
    tiempo.pasar(100)
    tecla(qtbot, v, Qt.Key.Key_F6)
    tiempo.pasar(20)
    pulsar(qtbot, v.hoja, "Pasar")
    assert relojes.activo == 0 and relojes.restante_ms(1) == TREINTA - 30_000

    # Deshacer el pase: el reloj vuelve a Bea como estaba justo antes de anotarlo, y sigue corriendo.
    tiempo.pasar(5)
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert relojes.activo == 1 and relojes.en_marcha
    assert relojes.restante_ms(1) == TREINTA - 30_000 and relojes.restante_ms(0) == -65_000
    tiempo.pasar(2)
    pulsar(qtbot, v.hoja, "Pasar")
    assert relojes.activo == 0 and relojes.restante_ms(1) == TREINTA - 32_000

    # Una pulsación a mano antes de anotar no se repite al anotar.
    tiempo.pasar(3)
    tecla(qtbot, v, Qt.Key.Key_F5)
    assert relojes.activo == 1
    pulsar(qtbot, v.hoja, "Cambiar")
    assert relojes.activo == 1 and relojes.restante_ms(0) == -68_000

    # Al terminar: relojes parados y el tiempo extra de Ana (1:08 → 2 minutos → −20) en la hoja.
    hoja = v.hoja
    assert hoja is not None and hoja.planilla is not None
    p = hoja.planilla
    terminar(qtbot, v, d, ("", "A"))
    assert not relojes.en_marcha and not panel.isEnabled()
    tiempos = [linea for linea in p.lineas if linea.clase == "tiempo"]
    assert [(t.participante, t.puntos) for t in tiempos] == [(0, -20)]
    assert p.eventos[-1].segundos == 68  # type: ignore[union-attr]
    assert p.final is not None and p.final[0].tiempo == -20 and p.final[1].tiempo == 0
    assert not hoja.panel.tabla_final.isColumnHidden(COL_TIEMPO)
    assert "-20" in texto_clasificacion(p)
    assert not r.acciones["pulsar"].isEnabled()

    # Deshacer el tiempo extra y el final, y volver a terminar: la línea no se repite.
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert not p.terminada and panel.isEnabled() and not relojes.en_marcha
    terminar(qtbot, v, d, ("", "A"))
    assert [(t.participante, t.puntos) for t in p.lineas if t.clase == "tiempo"] == [(0, -20)]


def test_cierre_brusco_vuelve_en_pausa_con_el_tiempo_perdido(qtbot, abrir_hoja, tiempo):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    r = relojes_de(v)
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(60)
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")  # última foto: Bea corre
    tiempo.pasar(20)
    assert r.relojes is not None and r.relojes.restante_ms(1) == TREINTA - 20_000

    # Otra ventana sobre los mismos datos sin que la primera se cierre: como tras un cierre brusco.
    otra, _ = abrir_hoja()
    r2 = relojes_de(otra)
    assert r2.relojes is not None and r2.panel is not None
    assert not r2.relojes.en_marcha and r2.relojes.activo == 1
    assert [r2.relojes.restante_ms(i) for i in (0, 1)] == [TREINTA - 60_000, TREINTA]
    assert r2.panel.perdido.isVisibleTo(r2.panel) and "0:20" in r2.panel.perdido.text()
    assert "En pausa" in r2.panel.vistas[1].extra.text()
    tecla(qtbot, otra, Qt.Key.Key_F6)  # se pusieron de acuerdo: sigue
    assert r2.relojes.en_marcha and not r2.panel.perdido.isVisibleTo(r2.panel)


def test_cerrar_y_volver_guarda_los_relojes_del_cierre(qtbot, abrir_hoja, tiempo):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], abre=1, reglas="ingles")
    r = relojes_de(v)
    assert r.relojes is not None and r.relojes.activo == 1  # abre Bea: su reloj
    assert r.relojes.config == ConfigReloj(25, maximo_extra_min=10)
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(42)
    # Con el reloj en marcha, cerrar pregunta; si se dice que no, la ventana sigue y el reloj corre.
    preguntas = []
    v.confirmar = lambda pregunta: preguntas.append(pregunta) and False
    v.close()
    assert v.isVisible() and r.relojes.en_marcha and "relojes están en marcha" in preguntas[0]
    v.confirmar = lambda pregunta: True
    v.close()
    assert not v.isVisible() and not r.relojes.en_marcha
    tiempo.pasar(7)

    # Se guardaron en pausa: al volver no hay tiempo perdido que acordar (los 7 s cerrada no cuentan).
    otra, _ = abrir_hoja()
    r2 = relojes_de(otra)
    assert r2.relojes is not None and r2.panel is not None
    assert not r2.relojes.en_marcha and r2.relojes.restante_ms(1) == 25 * 60_000 - 42_000
    assert not r2.panel.perdido.isVisibleTo(r2.panel)
    assert r2.panel.vistas[1].tiempo.text() == "24:18"


def test_modo_proyector_abre_y_cierra(qtbot, abrir_hoja, tiempo):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    r = relojes_de(v)
    assert r.panel is not None and r.relojes is not None
    qtbot.mouseClick(r.panel.boton_proyector, Qt.MouseButton.LeftButton)
    proyector = r.proyector
    assert proyector is not None
    qtbot.waitExposed(proyector)
    assert proyector.isFullScreen()
    grande = proyector.findChild(type(r.panel))
    assert grande is not None and grande.vistas[0].tiempo.font().pointSize() > 40
    grande.setFocus()
    qtbot.keyClick(grande, Qt.Key.Key_Space)  # pulsar desde la pantalla grande arranca el reloj
    assert r.relojes.en_marcha
    tiempo.pasar(3)
    qtbot.keyClick(grande, Qt.Key.Key_Space)
    assert r.relojes.activo == 1
    assert r.abrir_proyector() is proyector  # una sola ventana
    qtbot.keyClick(grande, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: r.proyector is None)
    assert r.abrir_proyector() is not None  # se vuelve a abrir; cambiar de partida lo cierra
    v.hoja.otra_partida()
    assert r.proyector is None and r.relojes is not None and r.relojes.restante_ms(0) == TREINTA


def test_reloj_a_medida_en_casa_con_su_precio_y_sin_reloj(qtbot, abrir_hoja, tiempo):
    v, d = abrir_hoja()
    r = relojes_de(v)
    empezar(qtbot, v, d, ["Ana", "Bea"])  # casa: sin reloj
    assert not r.con_reloj and not r.dock.isVisible() and not r.acciones["pulsar"].isEnabled()

    def a_medida(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoNuevaPartida)
        dlg.cuantos.setValue(3)
        o = dlg.opciones_reloj
        assert o.clave == SIN_RELOJ and o.detalles.isHidden()
        o.elegir(A_MEDIDA)
        o.minutos.setValue(1)
        o.incremento.setValue(5)
        o.puntos.setValue(3)
        return dlg.aceptar()

    d.cola.append(a_medida)
    pulsar(qtbot, v.hoja, "Nueva partida…")
    assert r.relojes is not None and r.dock.isVisible() and len(r.panel.vistas if r.panel else ()) == 3
    assert r.relojes.config == ConfigReloj(1, 5, 3, None)
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(50)
    pulsar(qtbot, v.hoja, "Pasar")
    assert r.relojes.restante_ms(0) == 15_000  # 10 s que quedaban + 5 de incremento
    tiempo.pasar(61)
    pulsar(qtbot, v.hoja, "Pasar")
    assert r.relojes.restante_ms(1) == -1_000 + 5_000
    tiempo.pasar(125)
    hoja = v.hoja
    assert hoja is not None and hoja.planilla is not None
    p = hoja.planilla
    terminar(qtbot, v, d, ("A", "B", "C"))
    # Ceci lleva 1:05 de tiempo extra: 2 minutos a 3 puntos, aunque las reglas de casa no cobren el tiempo.
    assert [(t.participante, t.puntos) for t in p.lineas if t.clase == "tiempo"] == [(2, -6)]

    # «Otra partida, mismas personas» lleva el mismo reloj, entero.
    pulsar(qtbot, v.hoja, "Otra partida, mismas personas")
    assert r.relojes is not None and r.relojes.config == ConfigReloj(1, 5, 3, None)
    assert r.relojes.activo == 1 and r.relojes.restante_ms(0) == 60_000


def test_opciones_reloj_siguen_las_reglas(qtbot):
    o = OpcionesReloj()
    qtbot.addWidget(o)
    o.poner_reglas(reglas("casa"))
    assert o.config() is None
    o.poner_reglas(reglas("fise"))
    assert o.clave == FISE and o.config() == ConfigReloj(30, 0, 10, None) and not o.minutos.isEnabled()
    o.incremento.setValue(10)
    o.poner_reglas(reglas("fise"))  # las mismas reglas no deshacen lo elegido a mano
    assert o.config() == ConfigReloj(30, 10, 10, None)
    o.poner_reglas(reglas("ingles"))
    assert o.clave == INGLES and o.config() == ConfigReloj(25, 10, 10, 10)
    o.elegir(A_MEDIDA)
    o.minutos.setValue(45)
    o.maximo.setValue(0)
    assert o.minutos.isEnabled() and o.config() == ConfigReloj(45, 10, 10, None)


def test_atajos_configurables_y_en_la_ayuda(qtbot, ajustes, abrir_hoja):
    ajustes.setValue("atajos/pulsar_reloj", "F9")
    ajustes.setValue("atajos/pausar_reloj", "esto no es una tecla ni nada")
    v, _ = abrir_hoja()
    r = relojes_de(v)
    assert r.acciones["pulsar"].shortcut().toString() == "F9"
    assert r.acciones["pausar"].shortcut().toString() == "F6"
    texto = texto_atajos(r.atajos())
    assert "F9" in texto and "F6" in texto and "Relojes: pausa o seguir" in texto
    assert "Ctrl+S" in texto  # los de siempre siguen


def test_captura_con_relojes(qapp, ajustes, tmp_path):
    capturas = _capturas()
    v = capturas.ventana_con_relojes(ajustes, tmp_path / "datos")
    r = relojes_de(v)
    assert r.panel is not None and r.dock.isVisibleTo(v)
    assert [x.tiempo.text() for x in r.panel.vistas] == ["19:45", "−0:44"]
    assert r.panel.boton_pulsar.text() == "Pulsar el reloj (F5)"
    v.close()
    salida = capturas.capturar_relojes(tmp_path / "relojes.png", 1366, 768)
    imagen = QImage(str(salida))
    assert not imagen.isNull() and imagen.width() >= 1366


def _duplicada_con_ronda(qtbot, v, d):
    from tests.ui.test_duplicada_partida import nueva

    d.cola.append(nueva(["Ana", "Bea"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    hoja = v.duplicada
    hoja.sonidos.con_audio = False
    hoja.panel.atril.setText("zarelos")
    pulsar(qtbot, hoja, "Nueva ronda")
    assert hoja.temporizador.modelo.en_marcha
    return hoja


def test_el_reloj_de_la_ronda_sobrevive_a_un_cierre_brusco(qtbot, abrir_hoja, tiempo):
    v, d = abrir_hoja()
    hoja = _duplicada_con_ronda(qtbot, v, d)
    tiempo.pasar(50)
    hoja.temporizador.alternar()  # pausa a 2:10: se guarda
    assert hoja.temporizador.modelo.restante_ms() == 130_000
    hoja.temporizador.alternar()  # sigue: se guarda en marcha
    tiempo.pasar(11)

    # Otra ventana sobre los mismos datos sin que la primera se cierre: como tras un kill -9.
    otra, _ = abrir_hoja()
    t = otra.duplicada.temporizador
    assert not t.modelo.en_marcha and t.modelo.restante_ms() == 119_000
    assert t.perdido.isVisibleTo(t) and "0:11" in t.perdido.text()
    assert t.cifras.text() == "1:59"
    t.alternar()  # sigue: la nota se va
    assert t.modelo.en_marcha and not t.perdido.isVisibleTo(t)


def test_el_reloj_de_la_ronda_se_guarda_en_pausa_al_cerrar(qtbot, abrir_hoja, tiempo):
    v, d = abrir_hoja()
    hoja = _duplicada_con_ronda(qtbot, v, d)
    hoja.temporizador.duracion.setCurrentIndex(1)  # 2 minutos: vuelve a empezar, en pausa
    hoja.temporizador.alternar()
    tiempo.pasar(30)
    v.close()
    assert not hoja.temporizador.modelo.en_marcha
    tiempo.pasar(100)
    otra, _ = abrir_hoja()
    t = otra.duplicada.temporizador
    assert t.modelo.duracion_s == 120 and t.duracion.currentData() == 120
    assert not t.modelo.en_marcha and t.modelo.restante_ms() == 90_000 and not t.perdido.isVisibleTo(t)


def test_tiempo_perdido_exacto_con_el_reloj_monotono_y_aproximado_tras_reiniciar(qtbot, abrir_hoja, tiempo, datos):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    tecla(qtbot, v, Qt.Key.Key_F5)
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")  # última foto: Bea corre
    tiempo.pasar(11)
    tiempo.pared += 3600  # la hora de pared salta una hora (cambio de hora, sincronización)

    # Sin reiniciar la máquina: el reloj monótono manda y la nota es exacta.
    r2 = relojes_de(abrir_hoja()[0])
    assert "pasaron 0:11" in r2.panel.perdido.text() and "unos" not in r2.panel.perdido.text()

    # Tras reiniciar (otro arranque): solo queda la hora de pared, y la nota no la da por cierta.
    con = sqlite3.connect(datos / "planilla.sqlite3")
    con.execute("UPDATE fotos_relojes SET arranque = 'otro-arranque'")
    con.commit()
    con.close()
    r3 = relojes_de(abrir_hoja()[0])
    assert "unos 1:00:11" in r3.panel.perdido.text() and "pudo cambiar" in r3.panel.perdido.text()


def test_el_reloj_de_la_ronda_usa_el_reloj_monotono_aunque_salte_la_hora(qtbot, abrir_hoja, tiempo, datos):
    v, d = abrir_hoja()
    hoja = _duplicada_con_ronda(qtbot, v, d)
    tiempo.pasar(20)
    hoja.temporizador.alternar()
    hoja.temporizador.alternar()  # foto en marcha a 2:40
    tiempo.pasar(11)
    tiempo.pared += 3600  # la hora de pared salta una hora: no se come la ronda

    # Sin reiniciar la máquina (kill -9 y vuelta): el reloj monótono manda y la nota es exacta.
    t = abrir_hoja()[0].duplicada.temporizador
    assert t.modelo.restante_ms() == 149_000 and not t.modelo.en_marcha
    assert "corrió 0:11" in t.perdido.text() and "unos" not in t.perdido.text()

    # La vuelta la guardó en pausa; en marcha otra vez, y la hora de pared salta ahora hacia atrás.
    t.alternar()
    tiempo.pasar(9)
    tiempo.pared -= 7200
    t = abrir_hoja()[0].duplicada.temporizador
    assert t.modelo.restante_ms() == 140_000 and "corrió 0:09" in t.perdido.text()

    # Tras reiniciar (otro arranque) solo queda la hora de pared: se descuenta lo que dice, y la nota lo avisa.
    t.alternar()
    tiempo.pasar(5)
    con = sqlite3.connect(datos / "planilla.sqlite3")
    con.execute("UPDATE temporizadores SET arranque = 'otro-arranque'")
    con.commit()
    con.close()
    t = abrir_hoja()[0].duplicada.temporizador
    assert t.modelo.restante_ms() == 135_000
    assert "unos 0:05" in t.perdido.text() and "pudo cambiar" in t.perdido.text()
