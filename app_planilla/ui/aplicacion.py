"""Arranque de la aplicación de escritorio."""

from __future__ import annotations

import argparse
import sys


def ejecutar(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    ventana = QMainWindow()
    ventana.setWindowTitle("Planilla")
    ventana.resize(1100, 720)
    ventana.show()
    return app.exec()
