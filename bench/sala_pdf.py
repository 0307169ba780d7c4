"""Las hojas impresas de una sala: la clasificación y las 200 hojas de participante en un solo PDF, de la sala
sembrada de 200 participantes y 20 rondas (``tests/sala_sembrada.py``), en memoria.

Línea base medida en la misma ejecución, alternando vuelta a vuelta (en una máquina virtual compartida, medidas
separadas en el tiempo varían un 30 %): la planilla de la duplicada de 16 participantes y 60 rondas de
``bench/pdf.py``, la hoja más grande de antes. Se dan también la clasificación sola, la rejilla de arbitraje y
la partida maestra, y cuánto tarda en cargar la sala (fuera de lo medido). Objetivo (issue 25): la
clasificación más las 200 hojas en ≤ 2 s.
"""

from __future__ import annotations

import io
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from comun import medianas_alternas, veredicto

from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.sala import (
    clasificacion_sala,
    hojas_participantes,
    partida_maestra,
    rejilla_arbitraje,
)
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from tests.sala_sembrada import sala_sembrada

REPETICIONES = 5
CALENTAMIENTO = 1
OBJETIVO_S = 2.0
MEDIDO = "clasificación + 200 hojas"


def _base() -> PlanillaDuplicada:
    """La de ``bench/pdf.py``: 16 participantes y 60 rondas con puntos escritos."""
    p = PlanillaDuplicada(nueva_duplicada([f"Participante {i + 1}" for i in range(16)]))
    for r in range(60):
        p.nueva_ronda("AEIRSTL")
        p.anotar_maestra_puntos(20 + r)
        for i in range(16):
            p.escribir_puntos(i, (r * (i + 3)) % 30)
    return p


def medir(funcion: Callable[[io.BytesIO], object]) -> tuple[float, int]:
    destino = io.BytesIO()
    inicio = time.perf_counter()
    funcion(destino)
    return time.perf_counter() - inicio, len(destino.getvalue())


def main() -> None:
    inicio = time.perf_counter()
    sala = sala_sembrada()
    preparada = time.perf_counter() - inicio
    base = _base()
    casos: dict[str, Callable[[io.BytesIO], object]] = {
        "base: duplicada de 16 (60 rondas)": lambda d: planilla_duplicada(d, base),
        "clasificación de 200": lambda d: clasificacion_sala(d, sala),
        MEDIDO: lambda d: hojas_participantes(d, sala),
        "rejilla de arbitraje": lambda d: rejilla_arbitraje(d, sala),
        "partida maestra": lambda d: partida_maestra(d, sala),
    }
    tiempos = medianas_alternas({n: lambda f=f: medir(f) for n, f in casos.items()}, REPETICIONES, CALENTAMIENTO)
    print(f"sala sembrada de 200 × 20 hecha y rehecha en {preparada:.2f} s (no cuenta)")
    linea_base = tiempos["base: duplicada de 16 (60 rondas)"][0]
    for nombre, (segundos, octetos) in tiempos.items():
        print(f"{nombre:36} {segundos * 1000:7.0f} ms  {segundos / linea_base:6.1f}× la base  "
              f"{octetos / 1024:6.0f} KiB")
    veredicto(MEDIDO, tiempos[MEDIDO][0], OBJETIVO_S, "s", ".2f")


if __name__ == "__main__":
    main()
