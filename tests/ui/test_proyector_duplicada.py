"""El modo proyector de la duplicada en una segunda pantalla de 1024×768 y de 1920×1080: a pantalla completa
allí, con el atril, el tablero, la ronda y el reloj; las letras del atril y las cifras del reloj de al menos un
octavo del alto de la pantalla, y lo que se anota se ve al momento.

La plataforma ``offscreen`` lee sus pantallas al arrancar el proceso: cada tamaño, en un proceso aparte con
``herramientas/proyector_duplicada.py``, que dice lo que no está bien (los dos a la vez)."""

from __future__ import annotations

import os
import subprocess
import sys

from .conftest import RAIZ_PROYECTO

HERRAMIENTA = RAIZ_PROYECTO / "herramientas" / "proyector_duplicada.py"
TAMANOS = ("1024x768", "1920x1080")


def test_el_proyector_de_la_duplicada_en_la_segunda_pantalla(tmp_path):
    entorno = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), PLANILLA_IDIOMA="es")
    entorno.pop("QT_QPA_PLATFORM", None)
    procesos = {
        tamano: subprocess.Popen([sys.executable, str(HERRAMIENTA), tamano, str(tmp_path)], env=entorno,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for tamano in TAMANOS
    }
    for tamano, proceso in procesos.items():
        salida, errores = proceso.communicate(timeout=180)
        assert proceso.returncode == 0, errores
        assert salida == "", f"{tamano}:\n{salida}"
        assert (tmp_path / f"proyector-duplicada-{tamano}.png").stat().st_size > 10_000
