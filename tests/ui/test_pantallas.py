"""Las pantallas principales caben en las pantallas de referencia (1024×600 y 1366×768, y también 1920×1080):
la ventana dentro de la pantalla, cada botón y campo a la vista dentro de la ventana, y la hoja con sus filas
(al menos 8; con relojes en 1366×768, 12).

La plataforma ``offscreen`` fija el tamaño de la pantalla al arrancar el proceso (``configfile=``), así que
cada tamaño se prueba en un proceso aparte con ``herramientas/pantallas.py``, que dice lo que no cabe.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from .conftest import RAIZ_PROYECTO

HERRAMIENTA = RAIZ_PROYECTO / "herramientas" / "pantallas.py"
PANTALLAS = ("clasica-relojes", "duplicada-16", "tantrix", "cuatro-letras", "proyector")


@pytest.mark.parametrize(("ancho", "alto"), [(1024, 600), (1366, 768), (1920, 1080)])
def test_todo_cabe_en_la_pantalla(tmp_path, ancho, alto):
    entorno = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"))
    entorno.pop("QT_QPA_PLATFORM", None)
    capturas = tmp_path / "capturas"
    r = subprocess.run([sys.executable, str(HERRAMIENTA), f"{ancho}x{alto}", str(capturas)], env=entorno,
                       capture_output=True, text=True, timeout=120, check=False)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "", r.stdout
    # Se abrieron las cinco pantallas, en una pantalla de ese tamaño.
    assert sorted(p.name for p in capturas.glob("*.png")) == sorted(f"{n}-{ancho}x{alto}.png" for n in PANTALLAS)
