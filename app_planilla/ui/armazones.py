"""Los paneles de la sesión anterior, vacíos y ya en su sitio, para el arranque diferido de la ventana.

Al cerrar se guarda qué paneles había (clave y título); al abrir con ``diferir`` se crean esos paneles sin
contenido antes de restaurar la disposición, de modo que la ventana se muestra ya con su forma definitiva y
cada hoja, al montarse, solo pone su contenido en el panel que le toca (``VentanaPrincipal.agregar_panel``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

if TYPE_CHECKING:
    from app_planilla.ui.ventana import VentanaPrincipal

CLAVE = "ventana/paneles"
"""Una línea por panel: ``clave<TAB>título`` (una sola cadena: QSettings no devuelve bien listas de uno)."""

ZONAS = (Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.BottomDockWidgetArea
         | Qt.DockWidgetArea.LeftDockWidgetArea)


def _leer(ventana: VentanaPrincipal) -> list[tuple[str, str]]:
    valor = ventana.ajustes.value(CLAVE)
    if not isinstance(valor, str):
        return []
    paneles = []
    for linea in valor.splitlines():
        clave, _, titulo = linea.partition("\t")
        if clave.isidentifier() and titulo:
            paneles.append((clave, titulo))
    return paneles


def nuevo(ventana: VentanaPrincipal, clave: str, titulo: str,
          zona: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea) -> QDockWidget:
    """Un panel acoplado, aún sin contenido, con su nombre (para guardar su sitio) y en Ver ▸ Paneles."""
    dock = QDockWidget(titulo, ventana)
    dock.setObjectName(f"panel_{clave}")
    dock.setAllowedAreas(ZONAS)
    ventana.addDockWidget(zona, dock)
    ventana.paneles[clave] = dock
    ventana.acciones.menu_paneles.addAction(dock.toggleViewAction())
    ventana.acciones.menu_paneles.menuAction().setVisible(True)
    return dock


def crear(ventana: VentanaPrincipal) -> int:
    """Un panel vacío por cada uno de la sesión anterior (antes de ``restoreState``); cuántos."""
    creados = 0
    for clave, titulo in _leer(ventana):
        if clave in ventana.paneles:
            continue
        nuevo(ventana, clave, titulo)
        creados += 1
    return creados


def guardar(ventana: VentanaPrincipal) -> None:
    # Un panel que quedó vacío tras arrancar ya no existe en esta versión: no se vuelve a crear.
    lineas = [f"{clave}\t{dock.windowTitle()}" for clave, dock in ventana.paneles.items()
              if dock.widget() is not None or not ventana.arrancada]
    ventana.ajustes.setValue(CLAVE, "\n".join(lineas))
