"""Relojes en Tantrix y «4 en letras», con una fuente de tiempo falsa (sin esperas): el reloj a medida del
diálogo, pulsar con F5 y con las teclas del panel, pausa, los relojes parados al anotar un resultado,
deshacer, cierre brusco y vuelta en pausa, «Otra partida» con el mismo reloj y el modo proyector."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix, nueva_tantrix
from app_planilla.nucleo.relojes import ConfigReloj
from app_planilla.ui.hojas.clasica import dialogos as dialogos
from app_planilla.ui.relojes.opciones import A_MEDIDA, FISE, SIN_RELOJ
from tests.ui.ayuda import Conductor, pulsar, rellenar_nueva
from tests.ui.test_relojes_partida import abrir_hoja, relojes_de, tecla, tiempo  # noqa: F401

VEINTE = 20 * 60_000
DIEZ = 10 * 60_000


def con_reloj(tipo: str, nombres: list[str], minutos: int, incremento: int = 0) -> Conductor:
    def rellenar(d: QDialog) -> bool:
        d = rellenar_nueva(d, nombres, tipo)
        o = d.opciones_reloj
        assert d._formulario.isRowVisible(o)
        # Sin preajustes de torneo ni puntos por tiempo extra; por omisión, sin reloj.
        assert [o.modo.itemData(i) for i in range(o.modo.count())] == [SIN_RELOJ, A_MEDIDA]
        assert o.clave == SIN_RELOJ and o.puntos.isHidden()
        o.elegir(A_MEDIDA)
        o.minutos.setValue(minutos)
        o.incremento.setValue(incremento)
        return d.aceptar()

    return rellenar


def test_tantrix_con_relojes_pulsar_pausa_cierre_brusco_y_resultado(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    assert v.hoja is not None and v.juegos is not None
    r = relojes_de(v)
    d.cola.append(con_reloj("tantrix", ["Verde", "Azul", "Rojo"], 20, 5))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    t = v.juegos.tantrix
    assert isinstance(t.planilla, PlanillaTantrix) and t.dock.isVisible()
    assert r.con_reloj and r.dock.isVisible() and r.panel is not None and r.relojes is not None
    assert t.controlador.partida is not None
    ident = t.controlador.partida.id
    assert v.hoja.controlador is not None
    assert v.sesion.almacen.config_relojes(ident) == ConfigReloj(20, 5, 0, None)
    assert r.menu.menuAction() in t.menu.actions()  # «Relojes» también en el menú del juego
    panel, relojes = r.panel, r.relojes
    assert [x.tiempo.text() for x in panel.vistas] == ["20:00"] * 3 and not relojes.en_marcha

    tecla(qtbot, v, Qt.Key.Key_F5)  # el primer pulsado arranca el reloj de Verde
    assert relojes.en_marcha and relojes.activo == 0
    tiempo.pasar(30)
    tecla(qtbot, v, Qt.Key.Key_F5)
    assert relojes.activo == 1 and relojes.restante_ms(0) == VEINTE - 30_000 + 5_000
    tiempo.pasar(10)
    tecla(qtbot, v, Qt.Key.Key_F6)  # pausa
    assert not relojes.en_marcha
    tiempo.pasar(100)
    assert relojes.restante_ms(1) == VEINTE - 10_000
    tecla(qtbot, v, Qt.Key.Key_F6)
    tiempo.pasar(15)
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_3)  # la tecla de Rojo no pasa el turno de Azul
    assert relojes.activo == 1
    qtbot.keyClick(panel, Qt.Key.Key_2)
    assert relojes.activo == 2 and relojes.restante_ms(1) == VEINTE - 25_000 + 5_000
    tiempo.pasar(40)

    # Otra ventana sobre los mismos datos sin que la primera se cierre: como tras un cierre brusco.
    otra, _ = abrir_hoja()
    assert otra.juegos is not None
    t2 = otra.juegos.tantrix
    r2 = relojes_de(otra)
    assert isinstance(t2.planilla, PlanillaTantrix) and t2.dock.isVisible()
    assert r2.relojes is not None and r2.panel is not None and r2.dock.isVisible()
    relojes2 = r2.relojes
    assert not relojes2.en_marcha and relojes2.activo == 2
    assert [relojes2.restante_ms(i) for i in range(3)] == [VEINTE - 25_000, VEINTE - 20_000, VEINTE]
    assert r2.panel.perdido.isVisibleTo(r2.panel) and "0:40" in r2.panel.perdido.text()
    assert "En pausa" in r2.panel.vistas[2].extra.text()
    assert [x.tiempo.text() for x in r2.panel.vistas] == ["19:35", "19:40", "20:00"]
    tecla(qtbot, otra, Qt.Key.Key_F6)  # se pusieron de acuerdo: sigue
    assert relojes2.en_marcha and not r2.panel.perdido.isVisibleTo(r2.panel)
    tiempo.pasar(10)

    # Anotar un resultado es que la partida acabó: los relojes se paran; deshacerlo los devuelve.
    pt = t2.panel_tantrix
    pt.participante.setCurrentIndex(0)
    pt.linea.setValue(8)
    pulsar(qtbot, t2, "Anotar el resultado")
    assert t2.planilla.puntos == (8, None, None)
    assert not relojes2.en_marcha and relojes2.restante_ms(2) == VEINTE - 10_000
    tiempo.pasar(50)
    pulsar(qtbot, t2, "Deshacer la última línea")
    assert t2.planilla.puntos == (None, None, None)
    assert relojes2.en_marcha and relojes2.activo == 2 and relojes2.restante_ms(2) == VEINTE - 10_000
    tiempo.pasar(5)
    pt.participante.setCurrentIndex(0)
    pt.linea.setValue(8)
    pulsar(qtbot, t2, "Anotar el resultado")
    assert not relojes2.en_marcha and relojes2.restante_ms(2) == VEINTE - 15_000

    # Modo proyector con los tres relojes; al terminar, parados y sin pulsar.
    proyector = r2.abrir_proyector()
    assert proyector is not None
    qtbot.waitExposed(proyector)
    grande = proyector.findChild(type(r2.panel))
    assert grande is not None and len(grande.vistas) == 3 and grande.vistas[2].tiempo.text() == "19:45"
    qtbot.keyClick(grande, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: r2.proyector is None)
    for i, linea in ((1, 6), (2, 5)):  # los resultados de Azul y de Rojo (ya está parado: nada cambia)
        pt.participante.setCurrentIndex(i)
        pt.linea.setValue(linea)
        pt.circuito.setValue(0)
        pulsar(qtbot, t2, "Anotar el resultado")
    assert t2.planilla.puntos == (8, 6, 5) and relojes2.restante_ms(2) == VEINTE - 15_000
    pulsar(qtbot, t2, "Terminar la partida")
    assert t2.planilla.terminada and not relojes2.en_marcha
    assert not r2.panel.isEnabled() and not r2.acciones["pulsar"].isEnabled()


def test_cuatro_letras_con_relojes_serie_deshacer_y_otra(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    assert v.hoja is not None and v.juegos is not None and v.hoja.controlador is not None
    r = relojes_de(v)
    d.cola.append(con_reloj("cuatro_letras", ["Ana", "Luis", "Eva", "Paz", "Rut"], 10))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    c = v.juegos.cuatro_letras
    assert isinstance(c.planilla, PlanillaCuatroLetras) and c.dock.isVisible()
    assert r.relojes is not None and r.panel is not None and len(r.panel.vistas) == 5
    relojes = r.relojes
    assert relojes.config == ConfigReloj(10, 0, 0, None)

    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(12)
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(8)
    # Ana gana la primera partida de la serie: los relojes se paran.
    p = c.panel_serie
    p.ganador.setCurrentIndex(0)
    p.palabra.setText("mesa")
    pulsar(qtbot, c, "Gana la partida")
    assert c.planilla.ganadas == (1, 0, 0, 0, 0)
    assert not relojes.en_marcha and relojes.restante_ms(1) == DIEZ - 8_000 and r.panel.isEnabled()
    tiempo.pasar(60)
    tecla(qtbot, v, Qt.Key.Key_F6)  # la siguiente partida de la serie, con el tiempo que quedaba
    tiempo.pasar(5)
    pulsar(qtbot, c, "Empate (área llena)")
    assert not relojes.en_marcha and relojes.restante_ms(1) == DIEZ - 13_000
    tiempo.pasar(30)
    pulsar(qtbot, c, "Deshacer la última línea")  # el empate no fue: vuelve a correr el de Luis
    assert c.planilla.jugadas == 1
    assert relojes.en_marcha and relojes.activo == 1 and relojes.restante_ms(1) == DIEZ - 13_000

    # «Otra partida, mismas personas»: el mismo reloj, entero.
    pulsar(qtbot, c, "Otra serie, mismas personas")
    assert c.planilla is not None and c.planilla.jugadas == 0
    assert r.relojes is not None and r.relojes is not relojes and r.relojes.config == ConfigReloj(10, 0, 0, None)
    assert [r.relojes.restante_ms(i) for i in range(5)] == [DIEZ] * 5 and not r.relojes.en_marcha
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(3)
    p.ganador.setCurrentIndex(3)
    p.palabra.setText("casa")
    pulsar(qtbot, c, "Gana la partida")
    assert not r.relojes.en_marcha and r.relojes.restante_ms(0) == DIEZ - 3_000
    pulsar(qtbot, c, "Terminar la serie")
    assert c.planilla.terminada and r.panel is not None and not r.panel.isEnabled()

    # Una clásica sin reloj: la serie se retira y los relojes con ella.
    assert v.sesion.nueva(nueva_partida(["Sol", "Luna"]))
    assert c.planilla is None and not r.con_reloj and not r.dock.isVisible()


def test_juegos_sin_reloj_por_omision_y_vuelta_a_la_clasica(qtbot, abrir_hoja):  # noqa: F811
    v, d = abrir_hoja()
    assert v.hoja is not None and v.juegos is not None
    r = relojes_de(v)
    d.cola.append(lambda dlg: dlg.tipo.setCurrentIndex(dlg.tipo.findData("tantrix")) or dlg.aceptar())
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    assert isinstance(v.juegos.tantrix.planilla, PlanillaTantrix)
    assert not r.con_reloj and not r.dock.isVisible() and not r.acciones["pulsar"].isEnabled()

    dlg = dialogos.DialogoNuevaPartida()
    qtbot.addWidget(dlg)
    o = dlg.opciones_reloj
    dlg.reglas.setCurrentIndex(dlg.reglas.findData("fise"))
    assert o.clave == FISE and o.modo.count() == 4
    dlg.tipo.setCurrentIndex(dlg.tipo.findData("cuatro_letras"))
    assert o.clave == SIN_RELOJ and o.modo.count() == 2 and o.config() is None
    o.elegir(A_MEDIDA)
    assert o.config() == ConfigReloj(30, 0, 0, None)
    dlg.tipo.setCurrentIndex(dlg.tipo.findData("duplicada"))
    assert not dlg._formulario.isRowVisible(o)
    dlg.tipo.setCurrentIndex(dlg.tipo.findData("clasica"))  # las reglas vuelven a proponer su reloj
    assert dlg._formulario.isRowVisible(o) and o.clave == FISE and not o.puntos.isHidden()
    assert o.config() == ConfigReloj(30, 0, 10, None)


NOMBRES_16 = ["Ana", "Bea", "Carlos", "Dani", "Elena", "Fran", "Gema", "Hugo", "Inés", "Javier", "Karen", "Luis",
              "Marta", "Nico", "Olga", "Pablo"]


@pytest.mark.parametrize(("nueva", "cuantos"), [(nueva_tantrix, 4), (nueva_cuatro_letras, 6),
                                                (nueva_cuatro_letras, 16)])
def test_los_relojes_de_muchos_no_agrandan_la_ventana(qtbot, abrir_hoja, nueva, cuantos):  # noqa: F811
    """Un reloj por participante: la ventana no cambia de tamaño al empezar la partida (antes crecía hasta salirse
    de la pantalla); los relojes se reparten en columnas y se desplazan, y cada uno se puede poner a la vista."""
    v, _ = abrir_hoja()
    QApplication.processEvents()
    antes = v.size()
    assert v.sesion.nueva(nueva(NOMBRES_16[:cuantos]), ConfigReloj(20))
    QApplication.processEvents()
    panel = relojes_de(v).panel
    assert panel is not None and len(panel.vistas) == cuantos
    assert v.size() == antes
    for vista in (panel.vistas[0], panel.vistas[-1]):
        panel.area.ensureWidgetVisible(vista)
        QApplication.processEvents()
        assert not vista.visibleRegion().isEmpty()
