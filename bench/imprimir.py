"""``planilla imprimir control-fichas -o F.pdf``, proceso entero, como proporción de un proceso que escribe un
documento de reportlab de una línea.

Cada medida es un proceso nuevo (intérprete, importaciones, PDF escrito en disco, salida), alternando los casos
en la misma ejecución; se da la mediana de cada uno. Objetivo: ≤ 1,3×. Como referencia, también
``planilla imprimir partida`` con un almacén de una partida (abre el almacén y rehace la partida).
Uso: ``.venv/bin/python bench/imprimir.py [REPETICIONES]``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from comun import entorno_proceso, informe, medianas_alternas, veredicto

OBJETIVO = 1.3

LINEA_BASE = """
import sys
from reportlab.pdfgen.canvas import Canvas
c = Canvas(sys.argv[1])
c.drawString(72, 720, "Planilla")
c.save()
"""


def _almacen(carpeta: Path) -> None:
    """Una partida clásica guardada, para la referencia de ``imprimir partida``."""
    from app_planilla.nucleo.almacen.almacen import Almacen
    from app_planilla.nucleo.clasica.planilla import nueva_partida

    with Almacen(carpeta) as almacen:
        guardada = almacen.crear(nueva_partida(["Ana", "Bea"]))
        guardada.planilla.sumar("H4", "JAMON")
        guardada.planilla.sumar("6F", "ZU.OS")


def medir(orden: list[str], entorno: dict[str, str]) -> float:
    inicio = time.perf_counter()
    subprocess.run(orden, check=True, env=entorno, stdout=subprocess.DEVNULL)
    return time.perf_counter() - inicio


def main() -> int:
    repeticiones = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    with tempfile.TemporaryDirectory() as tmp:
        carpeta = Path(tmp)
        _almacen(carpeta / "datos")
        entorno = entorno_proceso(carpeta)
        pdf = str(carpeta / "hoja.pdf")
        casos = {
            "base": [sys.executable, "-c", LINEA_BASE, pdf],
            "control": [sys.executable, "-m", "app_planilla", "imprimir", "control-fichas", "-o", pdf],
            "partida": [sys.executable, "-m", "app_planilla", "imprimir", "partida", "--datos",
                        str(carpeta / "datos"), "-o", pdf],
        }
        medianas = medianas_alternas(
            {caso: lambda orden=orden: medir(orden, entorno) for caso, orden in casos.items()}, repeticiones
        )
    base, control, partida = medianas.values()
    proporcion = control / base
    informe([
        ("reportlab, documento de una línea", base, f"{repeticiones} procesos"),
        ("planilla imprimir control-fichas", control, f"{proporcion:.2f}×"),
        ("planilla imprimir partida (almacén)", partida, f"{partida / base:.2f}×, referencia"),
    ], 38)
    veredicto("proporción", proporcion, OBJETIVO)
    return 0


if __name__ == "__main__":
    sys.exit(main())
