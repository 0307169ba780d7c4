"""Ventana para las pruebas de interfaz: ajustes en una carpeta temporal, para que no se influyan."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from app_planilla.ui.aplicacion import crear_ventana, preparar
from app_planilla.ui.ventana import VentanaPrincipal

RAIZ_PROYECTO = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def ajustes(tmp_path, qapp):
    # Cualquier QSettings() por defecto también cae en la carpeta temporal.
    for formato in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(formato, QSettings.Scope.UserScope, str(tmp_path / "config"))
    preparar()
    return QSettings(str(tmp_path / "planilla.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def abrir(qtbot, ajustes):
    """Abre una ventana con esos ajustes (se puede llamar dos veces para probar que se recuerdan)."""

    def _abrir() -> VentanaPrincipal:
        v = crear_ventana(ajustes)
        qtbot.addWidget(v)
        v.confirmar = lambda pregunta: True  # sin diálogos modales en las pruebas
        v.resize(1366, 740)
        v.show()
        qtbot.waitExposed(v)
        return v

    return _abrir


@pytest.fixture
def ventana(abrir):
    return abrir()
