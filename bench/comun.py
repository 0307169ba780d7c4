"""Lo común a las mediciones de ``bench/``: los casos medidos alternando en la misma ejecución (medianas), el
entorno de un proceso nuevo medido y la línea final con el objetivo. No mide nada por sí mismo (``make bench``
lo ejecuta sin efecto)."""

from __future__ import annotations

import os
import statistics
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any


def medianas_alternas(
    casos: Mapping[str, Callable[[], Any]], repeticiones: int, calentamiento: int = 1
) -> dict[str, Any]:
    """La mediana de cada caso, medidos por turnos en cada vuelta para que todos vean la misma máquina (en una
    máquina virtual compartida, medidas separadas en el tiempo varían un 30 %). Las ``calentamiento`` primeras
    vueltas no cuentan (caché de disco, .pyc). Un caso da un número o una tupla de números (varios momentos de
    la misma medida); su mediana, igual.
    """
    tiempos: dict[str, list[Any]] = {caso: [] for caso in casos}
    for vuelta in range(calentamiento + repeticiones):
        for caso, medir in casos.items():
            medida = medir()
            if vuelta >= calentamiento:
                tiempos[caso].append(medida)
    return {
        caso: tuple(map(statistics.median, zip(*medidas, strict=True))) if isinstance(medidas[0], tuple)
        else statistics.median(medidas)
        for caso, medidas in tiempos.items()
    }


def entorno_proceso(carpeta: str | Path, **extra: str) -> dict[str, str]:
    """El entorno de un proceso medido: sin pantalla, con ``extra`` y sin la carpeta de partidas de quien mide.

    Como en una instalación normal, el código compilado (.pyc) se guarda en la primera vuelta y se reutiliza;
    aquí en ``carpeta`` para no ensuciar el árbol de trabajo.
    """
    entorno = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"), **extra)
    entorno.pop("PYTHONDONTWRITEBYTECODE", None)
    entorno.pop("PLANILLA_DATOS", None)
    entorno["PYTHONPYCACHEPREFIX"] = str(Path(carpeta) / "pyc")
    return entorno


def informe(filas: list[tuple[str, float, str]], ancho: int) -> None:
    """Una línea por caso: su nombre, su mediana en milisegundos y una nota (procesos, proporción…)."""
    for nombre, segundos, nota in filas:
        print(f"{nombre + ':':{ancho}} mediana {segundos * 1000:.0f} ms ({nota})")


def veredicto(medida: str, valor: float, objetivo: float, unidad: str = "×", cifras: str = ".2f") -> None:
    """La línea final: la medida frente a su objetivo, «bien» o «POR ENCIMA DEL OBJETIVO»."""
    estado = "bien" if valor <= objetivo else "POR ENCIMA DEL OBJETIVO"
    if unidad == "×":
        print(f"{medida}: {valor:{cifras}}× (objetivo ≤ {objetivo}×): {estado}")
    else:
        print(f"{medida}: {valor:{cifras}} {unidad} (objetivo ≤ {objetivo:.0f} {unidad}): {estado}")
