"""Carpeta de datos del usuario: ``--datos DIR``, si no ``PLANILLA_DATOS``, si no la de ``platformdirs``.

Vive fuera de ``nucleo`` porque ``platformdirs`` no es de la biblioteca estándar; el núcleo recibe la ruta.
"""

from __future__ import annotations

import os
from pathlib import Path

VARIABLE = "PLANILLA_DATOS"


def carpeta_datos(opcion: str | os.PathLike[str] | None = None) -> Path:
    """La carpeta donde se guardan las partidas (no se crea aquí: la crea el almacén)."""
    if opcion:
        return Path(opcion).expanduser()
    entorno = os.environ.get(VARIABLE)
    if entorno:
        return Path(entorno).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("planilla", appauthor=False))
