"""Arranque de la aplicación de escritorio."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLibraryInfo, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from app_planilla.ui.ventana import VentanaPrincipal

ORGANIZACION = "Planilla"
NOMBRE = "Planilla"


def ruta_icono() -> str:
    """El SVG del icono dentro del paquete (instalación editable o rueda)."""
    # ``recursos`` es un paquete normal, en disco: su carpeta basta (``importlib.resources`` tarda más en cargar).
    from app_planilla import recursos

    return str(Path(recursos.__file__).parent / "iconos" / "planilla.svg")


def preparar(argv: list[str] | None = None) -> QApplication:
    """La QApplication con nombre (QSettings lo usa) e icono; reutiliza la que ya exista."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANIZACION)
    app.setApplicationName(NOMBRE)
    app.setApplicationDisplayName(NOMBRE)
    app.setDesktopFileName("planilla")
    app.setWindowIcon(QIcon(ruta_icono()))
    _traducir_qt(app)
    return app


def _traducir_qt(app: QApplication) -> None:
    """Los textos propios de Qt (Guardar, Cancelar, Sí, No…) en español, como el resto de la interfaz."""
    if app.property("planilla_traducida"):
        return
    traductor = QTranslator(app)
    if traductor.load("qtbase_es", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(traductor)
    app.setProperty("planilla_traducida", True)


def abrir_ventana(datos: str | None = None) -> VentanaPrincipal:
    """La ventana de la aplicación sobre la carpeta de datos (la de siempre sin ``datos``), sin mostrar.

    Con arranque diferido: se ve antes y las hojas llegan tras el primer pintado. ``bench/arranque.py`` mide
    exactamente esto.
    """
    from app_planilla.datos import carpeta_datos
    from app_planilla.ui.ventana import VentanaPrincipal

    return VentanaPrincipal(datos=carpeta_datos(datos), diferir=True)


def ejecutar(args: argparse.Namespace) -> int:
    app = preparar()
    ventana = abrir_ventana(getattr(args, "datos", None))
    ventana.show()
    return app.exec()
