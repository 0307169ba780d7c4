"""El paquete de PyInstaller frente a ``make run`` (``.venv/bin/planilla``): arranque y tamaño.

Cada medida es un proceso nuevo que abre la ventana sin pantalla, arranca del todo (hojas montadas, almacén
abierto) y se cierra sola (``PLANILLA_SALIR_AL_ARRANCAR``), alternando los dos casos en la misma ejecución:
segundos hasta que el proceso termina. Objetivos: arranque ≤ 1,2× el de ``make run``; tamaño ≤ 150 MB.
Uso: ``make paquete`` y luego ``.venv/bin/python bench/paquete.py [REPETICIONES]``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from comun import entorno_proceso, informe, medianas_alternas, veredicto

RAIZ = Path(__file__).resolve().parent.parent
PAQUETE = RAIZ / "dist" / "planilla"
OBJETIVO = 1.2
OBJETIVO_MB = 150


def medir(ejecutable: Path, carpeta: str) -> float:
    entorno = entorno_proceso(carpeta, PLANILLA_SALIR_AL_ARRANCAR="1", HOME=carpeta,
                              XDG_CONFIG_HOME=str(Path(carpeta) / "config"))
    inicio = time.perf_counter()
    r = subprocess.run([str(ejecutable), "--datos", str(Path(carpeta) / "datos")], capture_output=True, text=True,
                       env=entorno, timeout=120)
    segundos = time.perf_counter() - inicio
    if r.returncode != 0:
        raise SystemExit(f"{ejecutable} terminó con {r.returncode}:\n{r.stderr}")
    return segundos


def tamano_mb(carpeta: Path) -> float:
    """Lo que ocupa la carpeta (los enlaces simbólicos, como enlaces)."""
    return sum(f.lstat().st_size for f in carpeta.rglob("*") if f.is_symlink() or f.is_file()) / 1e6


def main() -> int:
    ejecutable = PAQUETE / ("planilla.exe" if os.name == "nt" else "planilla")
    if not ejecutable.is_file():
        print("sin paquete que medir: hágalo antes con «make paquete»")
        return 0
    repeticiones = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    instalada = Path(sys.executable).with_name("planilla")
    with tempfile.TemporaryDirectory() as carpeta:
        medianas = medianas_alternas({
            "make run": lambda: medir(instalada, carpeta),
            "paquete": lambda: medir(ejecutable, carpeta),
        }, repeticiones)
    venv, paquete = medianas["make run"], medianas["paquete"]
    informe([
        ("make run (.venv/bin/planilla)", venv, f"{repeticiones} procesos"),
        ("paquete (dist/planilla)", paquete, f"{paquete / venv:.2f}×"),
    ], 32)
    veredicto("tamaño del paquete", tamano_mb(PAQUETE), OBJETIVO_MB, "MB", ".0f")
    veredicto("arranque del paquete", paquete / venv, OBJETIVO)
    return 0


if __name__ == "__main__":
    sys.exit(main())
