"""Velocidad del núcleo: µs por jugada al comprobar y puntuar jugadas legales aleatorias.

Línea base en la misma ejecución: sumar el valor impreso de las fichas nuevas de cada jugada (lo mínimo
que cualquier contador tiene que hacer). Objetivo: ≤ 50 µs por jugada.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from partidas_aleatorias import jugadas_legales

from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.puntuacion import puntuar

N = 5000
REPETICIONES = 7


def _linea_base(jugadas: list) -> float:  # type: ignore[type-arg]
    inicio = time.perf_counter()
    for j in jugadas:
        sum(0 if f.comodin else ESPANOL.valores[f.letra] for f in j.nuevas.values())
    return time.perf_counter() - inicio


def _nucleo(jugadas: list) -> float:  # type: ignore[type-arg]
    inicio = time.perf_counter()
    for j in jugadas:
        puntuar(j.tablero, j.nuevas, ESPANOL, j.direccion)
    return time.perf_counter() - inicio


def main() -> None:
    jugadas = jugadas_legales(ESPANOL, N)
    palabras = sum(len(puntuar(j.tablero, j.nuevas, ESPANOL, j.direccion).palabras) for j in jugadas)
    base = statistics.median(_linea_base(jugadas) for _ in range(REPETICIONES))
    nucleo = statistics.median(_nucleo(jugadas) for _ in range(REPETICIONES))
    us = nucleo / N * 1e6
    print(f"jugadas legales aleatorias: {N} ({palabras / N:.2f} palabras por jugada), mediana de {REPETICIONES}")
    print(f"línea base (sumar fichas nuevas): {base / N * 1e6:8.2f} µs/jugada")
    print(f"núcleo (comprobar y puntuar):     {us:8.2f} µs/jugada  {N / nucleo:10,.0f} jugadas/s")
    print(f"razón núcleo / línea base: {nucleo / base:.1f}×   objetivo ≤ 50 µs: {'sí' if us <= 50 else 'NO'}")


if __name__ == "__main__":
    main()
