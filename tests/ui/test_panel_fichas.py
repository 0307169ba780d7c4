"""Panel de fichas en pantalla: recuento por letra, cifras, jugadas sin fichas y avisos."""

from __future__ import annotations

from app_planilla.nucleo.juego.control_fichas import recuento
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.fichas import leer_fichas
from app_planilla.ui.fichas.vista import PanelFichas


def test_caja_entera_y_tras_unas_jugadas(qtbot) -> None:
    panel = PanelFichas(recuento(ESPANOL, [], atriles=2))
    qtbot.addWidget(panel)
    assert len(panel.casillas) == 29  # 28 letras (con CH, LL, RR, Ñ) y el comodín
    assert "<b>100</b> fichas sin salir" in panel.cifras.text() and "<b>86</b> en la bolsa" in panel.cifras.text()
    assert panel.sin_fichas.isHidden() and panel.avisos.isHidden()
    jugadas = [leer_fichas(p, ESPANOL) for p in ("JAMON", "ZUOS", "CHORIzO")]
    panel.mostrar(recuento(ESPANOL, jugadas, atriles=2, jugadas_sin_fichas=1))
    assert panel.casillas["J"].cuenta.text() == "<b>0</b>/1"
    assert panel.casillas["?"].cuenta.text() == "<b>1</b>/2"
    assert "<b>85</b> fichas" in panel.cifras.text()
    assert "1 comodín" in panel.vocales.text()
    assert panel.sin_fichas.text().startswith("Una jugada anotada solo con puntos")


def test_letra_de_mas_avisa_y_cambio_de_edicion(qtbot) -> None:
    panel = PanelFichas(recuento(ESPANOL, [leer_fichas("ZZ", ESPANOL)], atriles=1))
    qtbot.addWidget(panel)
    assert not panel.avisos.isHidden() and "la Z" in panel.avisos.text()
    panel.mostrar(recuento(INGLES, [], atriles=2))
    assert "K" in panel.casillas and "Ñ" not in panel.casillas and "CH" not in panel.casillas


def test_f8_muestra_y_oculta_el_panel_de_fichas(qtbot, ajustes, tmp_path) -> None:
    from PySide6.QtCore import Qt

    from app_planilla.ui.aplicacion import crear_ventana

    v = crear_ventana(ajustes, datos=tmp_path / "datos")
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    dock = v.fichas.dock
    assert dock.isVisible()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_F8)
    assert not dock.isVisible()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_F8)
    assert dock.isVisible()
