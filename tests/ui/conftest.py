"""Ventana para las pruebas de interfaz: ajustes en una carpeta temporal, para que no se influyan; con la hoja
sobre una carpeta de datos temporal y sus diálogos atendidos por una cola (``abrir_hoja``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from app_planilla.ui.aplicacion import crear_ventana, preparar
from app_planilla.ui.ventana import VentanaPrincipal
from tests.ui.ayuda import Dialogos

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

    def _abrir(**opciones) -> VentanaPrincipal:
        v = crear_ventana(ajustes, **opciones)
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


@pytest.fixture
def datos(tmp_path):
    return tmp_path / "datos"


@pytest.fixture
def abrir_hoja(abrir, datos):
    """Ventana con la hoja sobre la carpeta ``datos`` y la cola que atiende sus diálogos (se puede abrir otra
    para probar que se reabre); ``opciones`` van a ``crear_ventana``."""

    def _abrir(**opciones) -> tuple[VentanaPrincipal, Dialogos]:
        v = abrir(datos=datos, **opciones)
        assert v.hoja is not None and v.duplicada is not None and v.juegos is not None  # todas montadas
        conductor = Dialogos()
        v.sesion.ejecutar_dialogo = conductor
        return v, conductor

    return _abrir
