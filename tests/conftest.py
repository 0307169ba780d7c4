"""Configuración común: Qt sin pantalla antes de cualquier importación de Qt."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Las pruebas esperan los textos en español, sea cual sea el locale de la máquina (y los procesos hijos también);
# las que prueban el inglés lo piden.
os.environ["PLANILLA_IDIOMA"] = "es"

RAIZ = Path(__file__).resolve().parent.parent
# Datos compartidos del proyecto (solo para pruebas; nunca se copian al repositorio).
COMPARTIDO = RAIZ.parent / "shared"

import pytest  # noqa: E402


@pytest.fixture
def compartido() -> Path:
    """La carpeta ``../shared``; las pruebas que la necesitan se saltan si no está."""
    if not COMPARTIDO.is_dir():
        pytest.skip("no está ../shared (datos de prueba compartidos, fuera del repositorio)")
    return COMPARTIDO


@pytest.fixture(autouse=True)
def _sin_variable_de_datos(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ninguna prueba usa la carpeta de partidas de quien las pasa (``PLANILLA_DATOS``)."""
    monkeypatch.delenv("PLANILLA_DATOS", raising=False)


@pytest.fixture(autouse=True)
def _idioma_espanol() -> Iterator[None]:
    """Cada prueba empieza y termina con el núcleo en español, aunque una anterior lo pusiera en inglés."""
    from app_planilla.nucleo import idioma

    idioma.usar(idioma.ESPANOL)
    yield
    idioma.usar(idioma.ESPANOL)
