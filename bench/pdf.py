"""Tiempo de preparar cada hoja en PDF, dentro del proceso, frente a un documento mínimo de reportlab.

Todo en memoria (``BytesIO``) y en la misma ejecución. En cada vuelta se prepara el documento mínimo y
luego cada hoja, alternados, para que la línea base vea la misma máquina que las hojas (en una máquina
virtual compartida, medidas separadas en el tiempo varían un 30 %); se da la mediana de cada una tras unas
vueltas de calentamiento. Objetivo: la hoja más grande (duplicada de 16 participantes y 60 rondas, tres
páginas) en ≤ 50 ms; las demás se dan como referencia, en milisegundos y frente al documento mínimo.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable

from comun import medianas_alternas, veredicto
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

REPETICIONES = 30
CALENTAMIENTO = 3
OBJETIVO_MS = 50.0
MAYOR = "duplicada de 16 (60 rondas)"


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


def _duplicada(participantes: int, rondas: int) -> PlanillaDuplicada:
    p = PlanillaDuplicada(nueva_duplicada([f"Participante {i + 1}" for i in range(participantes)]))
    for r in range(rondas):
        p.nueva_ronda("AEIRSTL")
        p.anotar_maestra_puntos(20 + r)
        for i in range(participantes):
            p.escribir_puntos(i, (r * (i + 3)) % 30)
    return p


def medir(funcion: Callable[[io.BytesIO], object]) -> float:
    destino = io.BytesIO()
    inicio = time.perf_counter()
    funcion(destino)
    return time.perf_counter() - inicio


def main() -> None:
    partida = _partida()
    duplicada = _duplicada(4, 15)
    mayor = _duplicada(16, 60)
    hojas: dict[str, Callable[[io.BytesIO], object]] = {
        "control de fichas": lambda d: hoja_control_fichas(d, ESPANOL),
        "clásica en blanco (4)": lambda d: planilla_clasica_en_blanco(d, 4),
        "duplicada en blanco (4)": lambda d: planilla_duplicada_en_blanco(d, 4),
        "partida clásica (28 turnos)": lambda d: planilla_clasica(d, partida),
        "partida duplicada (15 rondas)": lambda d: planilla_duplicada(d, duplicada),
        MAYOR: lambda d: planilla_duplicada(d, mayor),
    }
    casos = {"base": minimo, **hojas}
    tiempos = medianas_alternas(
        {nombre: lambda funcion=funcion: medir(funcion) for nombre, funcion in casos.items()}, REPETICIONES,
        CALENTAMIENTO,
    )
    base = tiempos["base"]
    print(f"documento mínimo de reportlab (línea base): {base * 1000:6.2f} ms  (mediana de {REPETICIONES} vueltas)")
    for nombre in hojas:
        t = tiempos[nombre]
        print(f"{nombre:30} {t * 1000:6.2f} ms  {t / base:5.2f}×")
    mayor_ms = tiempos[MAYOR] * 1000
    veredicto("hoja más grande", mayor_ms, OBJETIVO_MS, "ms", ".1f")


if __name__ == "__main__":
    main()
