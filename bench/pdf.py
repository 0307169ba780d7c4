"""Tiempo de preparar cada hoja en PDF frente a un documento mínimo de reportlab de una página.

Todo en memoria (``BytesIO``) y en la misma ejecución. En cada vuelta se prepara el documento mínimo y
luego cada hoja, alternados, para que la línea base vea la misma máquina que las hojas (en una máquina
virtual compartida, medidas separadas en el tiempo varían un 30 %); se da la mediana de cada una tras unas
vueltas de calentamiento. Objetivo: cada hoja ≤ 2× el documento mínimo.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Callable

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.en_blanco import (
    hoja_control_fichas,
    planilla_clasica_en_blanco,
    planilla_duplicada_en_blanco,
)
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.juego.ediciones import ESPANOL

REPETICIONES = 60
CALENTAMIENTO = 5


def minimo(destino: io.BytesIO) -> None:
    c = Canvas(destino, pagesize=A4, pageCompression=1)
    c.setFont("Helvetica", 12)
    c.drawString(72, 720, "Planilla")
    c.showPage()
    c.save()


def _partida() -> Planilla:
    p = Planilla(nueva_partida(["Ana", "Bea"], reglas="fise"))
    p.sumar("H4", "JAMON")
    p.sumar("6F", "ZU.OS")
    for i in range(26):
        p.anotar(i * 3 % 40)
    p.terminar(["XA", ""])
    return p


def _duplicada() -> PlanillaDuplicada:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea", "Carlos", "Dolores"]))
    for r in range(15):
        p.nueva_ronda()
        p.anotar_maestra_puntos(20 + r)
        for i in range(4):
            p.escribir_puntos(i, (r * (i + 3)) % 30)
    return p


def medir(funcion: Callable[[io.BytesIO], object]) -> float:
    destino = io.BytesIO()
    inicio = time.perf_counter()
    funcion(destino)
    return time.perf_counter() - inicio


def main() -> None:
    partida = _partida()
    duplicada = _duplicada()
    hojas: dict[str, Callable[[io.BytesIO], object]] = {
        "control de fichas": lambda d: hoja_control_fichas(d, ESPANOL),
        "clásica en blanco (4)": lambda d: planilla_clasica_en_blanco(d, 4),
        "duplicada en blanco (4)": lambda d: planilla_duplicada_en_blanco(d, 4),
        "partida clásica (28 turnos)": lambda d: planilla_clasica(d, partida),
        "partida duplicada (15 rondas)": lambda d: planilla_duplicada(d, duplicada),
    }
    tiempos: dict[str, list[float]] = {nombre: [] for nombre in ("base", *hojas)}
    for vuelta in range(CALENTAMIENTO + REPETICIONES):
        medidas = {"base": medir(minimo)} | {nombre: medir(funcion) for nombre, funcion in hojas.items()}
        if vuelta >= CALENTAMIENTO:
            for nombre, t in medidas.items():
                tiempos[nombre].append(t)
    base = statistics.median(tiempos["base"])
    print(f"documento mínimo de reportlab (línea base): {base * 1000:6.2f} ms  (mediana de {REPETICIONES} vueltas)")
    peor = 0.0
    for nombre in hojas:
        t = statistics.median(tiempos[nombre])
        peor = max(peor, t / base)
        print(f"{nombre:30} {t * 1000:6.2f} ms  {t / base:4.2f}×")
    print(f"peor razón: {peor:.2f}×   objetivo ≤ 2×: {'sí' if peor <= 2 else 'NO'}")


if __name__ == "__main__":
    main()
