"""La ventana como aplicación: edición, modo y geometría recordados, menús con atajos, icono."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QPushButton

from app_planilla.ui.aplicacion import ruta_icono
from app_planilla.ui.ventana import VentanaPrincipal


def test_se_recuerdan_edicion_y_modo(qtbot, abrir):
    v = abrir()
    assert v.edicion.codigo == "es" and v.modo == "tablero"
    v.acciones.edicion["en"].trigger()
    v.acciones.modo["escritas"].trigger()
    assert v.panel.edicion.currentData() == "en"
    v.close()
    otra = abrir()
    assert otra.edicion.codigo == "en" and otra.modo == "escritas"
    assert otra.panel.escritas.isVisible()


def test_cambiar_de_edicion_vacia_el_tablero_tras_confirmar(qtbot, ventana):
    ventana.vista_tablero.tocar("H4")
    ventana.vista_tablero.escribir("JAMON")
    ventana.dejar_en_tablero()
    ventana.confirmar = lambda pregunta: False
    ventana.poner_edicion("en")
    assert ventana.edicion.codigo == "es" and len(ventana.tablero) == 5
    ventana.confirmar = lambda pregunta: True
    with qtbot.waitSignal(ventana.edicion_cambiada):
        ventana.poner_edicion("en")
    assert ventana.tablero.vacio() and ventana.panel.edicion.currentData() == "en"
    ventana.vista_tablero.tocar("H8")
    ventana.vista_tablero.escribir("CH")  # en inglés no hay dígrafos
    assert [f.letra for f in ventana.jugada.fichas] == ["C", "H"]


def test_menus_con_atajos_y_paneles_reservados(qtbot, ventana):
    atajos = {a.text().replace("&", ""): a.shortcut().toString() for a in ventana.acciones.menu_jugada.actions()}
    assert atajos["Dejar en el tablero"] and atajos["Vaciar el tablero"] and atajos["Horizontal"]
    assert ventana.windowTitle() == "Planilla"
    planilla = ventana.agregar_panel("planilla", "Planilla", QLabel("hoja"))
    assert planilla.objectName() == "panel_planilla"
    qtbot.waitUntil(planilla.isVisible)
    assert planilla.toggleViewAction() in ventana.acciones.menu_paneles.actions()
    boton = QPushButton("Sumar")
    ventana.agregar_boton_jugada(boton)
    qtbot.waitUntil(boton.isVisible)


def test_ctrl_2_cambia_al_modo_de_palabras_escritas(qtbot, ventana):
    ventana.activateWindow()
    qtbot.keyClick(ventana.vista_tablero, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ventana.modo == "escritas")


def test_icono_svg_del_paquete():
    ruta = Path(ruta_icono())
    assert ruta.is_file() and ruta.suffix == ".svg"
    assert not QIcon(str(ruta)).isNull()


def test_acerca_de_lleva_version_y_licencias():
    from app_planilla import __version__
    from app_planilla.ui.acerca import texto_acerca

    texto = texto_acerca()
    assert __version__ in texto and "MIT" in texto and "LGPL" in texto and "DejaVu" in texto


def test_se_exporta_desde_el_paquete():
    assert VentanaPrincipal.__name__ == "VentanaPrincipal"


def test_restablecer_la_disposicion_desde_el_menu_ver(qtbot, abrir_hoja):
    """«Ver ▸ Restablecer la disposición» se alcanza con el teclado (Alt+V y su letra, que nadie más usa en «Ver»)
    y devuelve cada panel a su sitio de la primera vez: las hojas a la derecha, las fichas abajo."""
    v, _ = abrir_hoja()
    accion = v.acciones.restablecer
    assert accion in v.acciones.menu_ver.actions() and accion.text() == "Re&stablecer la disposición"
    letras = [a.text().lower().split("&")[1][:1] for a in v.acciones.menu_ver.actions() if "&" in a.text()]
    assert letras.count("s") == 1
    hoja, fichas = v.hoja.dock, v.paneles["fichas"]
    fichas.setFloating(True)
    v.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, hoja)
    accion.trigger()
    assert not fichas.isFloating() and v.dockWidgetArea(fichas) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert v.dockWidgetArea(hoja) == Qt.DockWidgetArea.RightDockWidgetArea and hoja.isVisible()
    assert "como la primera vez" in v.statusBar().currentMessage()


def test_la_primera_vez_la_ventana_no_se_coloca_en_la_esquina(qtbot, ajustes):
    """Sin geometría guardada, la ventana toma el tamaño que quepa en la pantalla y deja que el gestor de
    ventanas la coloque con su marco: puesta en (0, 0), su barra de título quedaba por encima de la pantalla."""
    from app_planilla.ui.aplicacion import crear_ventana

    v = crear_ventana(ajustes)
    qtbot.addWidget(v)
    zona = v.screen().availableGeometry()
    assert v.width() <= zona.width() and v.height() < zona.height()  # más pequeña que TAMANO_INICIAL aquí
    assert not v.testAttribute(Qt.WidgetAttribute.WA_Moved)
