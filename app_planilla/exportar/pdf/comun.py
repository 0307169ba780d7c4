"""Lo común a todas las hojas impresas: papel, cabecera, pie y tablas dibujadas con reportlab."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.colors import Color, HexColor, black
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.pdfgen.canvas import Canvas

from app_planilla import __version__
from app_planilla.exportar.pdf.escritura import Escritura

PAPELES = {"a4": A4, "carta": LETTER}
MARGEN = 36.0
FUENTE = "Helvetica"
NEGRITA = "Helvetica-Bold"
GRIS = HexColor("#666666")
FONDO_CABECERA = HexColor("#e8efe9")
VERDE = HexColor("#1f6f4a")

Destino = str | Path | BinaryIO


@dataclass
class Hoja:
    """Un lienzo con su tamaño y los márgenes ya descontados."""

    lienzo: Canvas
    ancho: float
    alto: float
    titulo: str
    escritura: Escritura
    """El texto de la página (se dibuja encima de todo al cerrarla) y los trazados hechos a mano."""

    def nueva_pagina(self) -> None:
        self.escritura.volcar()
        self.lienzo.showPage()

    def guardar(self) -> None:
        self.escritura.volcar()
        self.lienzo.showPage()
        self.lienzo.save()

    @property
    def izquierda(self) -> float:
        return MARGEN

    @property
    def derecha(self) -> float:
        return self.ancho - MARGEN

    @property
    def util(self) -> float:
        return self.ancho - 2 * MARGEN


def nueva_hoja(destino: Destino, titulo: str, papel: str = "a4", apaisada: bool = False) -> Hoja:
    if papel not in PAPELES:
        raise ValueError(f"Papel desconocido «{papel}»: usa a4 o carta.")
    tam = landscape(PAPELES[papel]) if apaisada else PAPELES[papel]
    destino_rl = str(destino) if isinstance(destino, Path) else destino
    c = Canvas(destino_rl, pagesize=tam, pageCompression=1)
    c.setTitle(titulo)
    c.setAuthor("Planilla")
    c.setCreator(f"Planilla {__version__}")
    c.setSubject(titulo)
    return Hoja(c, tam[0], tam[1], titulo, Escritura(c))


def texto(
    h: Hoja,
    x: float,
    y: float,
    cadena: str,
    tam: float = 10,
    fuente: str = FUENTE,
    ancho: float | None = None,
    alinear: str = "izquierda",
    color: Color = black,
) -> None:
    """Escribe texto literal (sin marcado: «<», «&» y comillas salen tal cual), ajustado a ``ancho``."""
    h.escritura.escribir(x, y, cadena, fuente, tam, color, ancho, alinear)


def cabecera(h: Hoja, subtitulo: str = "", fecha: dt.date | None = None) -> float:
    """Título, subtítulo y fecha; devuelve la altura donde empieza el contenido."""
    y = h.alto - MARGEN - 14
    texto(h, h.izquierda, y, h.titulo, 16, NEGRITA, ancho=h.util * 0.7, color=VERDE)
    if fecha is not None:
        texto(h, h.derecha, y, fecha.strftime("%d/%m/%Y"), 10, alinear="derecha", color=GRIS)
    if subtitulo:
        y -= 16
        texto(h, h.izquierda, y, subtitulo, 10, ancho=h.util, color=GRIS)
    h.lienzo.setStrokeColor(VERDE)
    h.lienzo.setLineWidth(1.2)
    h.lienzo.line(h.izquierda, y - 8, h.derecha, y - 8)
    h.lienzo.setStrokeColor(black)
    return y - 22


def pie(h: Hoja, pagina: int) -> None:
    texto(h, h.izquierda, MARGEN / 2, f"Planilla {__version__}", 7, color=GRIS)
    texto(h, h.derecha, MARGEN / 2, f"Página {pagina}", 7, alinear="derecha", color=GRIS)


@dataclass(frozen=True)
class Columna:
    titulo: str
    ancho: float
    alinear: str = "izquierda"


def tabla(
    h: Hoja,
    x: float,
    y: float,
    columnas: Sequence[Columna],
    filas: Sequence[Sequence[str]],
    alto_fila: float = 16,
    grupos: Sequence[tuple[str, int]] = (),
    tam: float = 9,
    negritas: Sequence[int] = (),
    gruesas: Sequence[int] = (),
) -> float:
    """Dibuja una tabla con rejilla; ``grupos`` = (título, nº de columnas) encima de la cabecera.

    Devuelve la altura bajo la tabla.
    """
    c = h.lienzo
    ancho_total = sum(col.ancho for col in columnas)
    c.setLineWidth(0.5)
    if grupos:
        gx = x
        c.setFillColor(FONDO_CABECERA)
        c.rect(x, y - alto_fila, ancho_total, alto_fila, stroke=1, fill=1)
        i = 0
        for titulo_grupo, n in grupos:
            ancho = sum(col.ancho for col in columnas[i : i + n])
            texto(h, gx + ancho / 2, y - alto_fila + 4.5, titulo_grupo, tam, NEGRITA, ancho - 4, "centro")
            c.line(gx, y, gx, y - alto_fila)
            gx += ancho
            i += n
        y -= alto_fila
    c.setFillColor(FONDO_CABECERA)
    c.rect(x, y - alto_fila, ancho_total, alto_fila, stroke=1, fill=1)
    cx = x
    for col in columnas:
        texto(h, cx + col.ancho / 2, y - alto_fila + 4.5, col.titulo, tam - 0.5, NEGRITA, col.ancho - 4, "centro")
        cx += col.ancho
    y -= alto_fila
    # Dónde va el texto de cada columna: el mismo cálculo para todas las filas, hecho una sola vez.
    celdas = []
    cx = x
    for col in columnas:
        if col.alinear == "derecha":
            celdas.append((cx + col.ancho - 3, col.ancho - 6, "derecha"))
        elif col.alinear == "centro":
            celdas.append((cx + col.ancho / 2, col.ancho - 6, "centro"))
        else:
            celdas.append((cx + 3, col.ancho - 6, "izquierda"))
        cx += col.ancho
    escribir = h.escritura.escribir
    for n, fila in enumerate(filas):
        fuente = NEGRITA if n in negritas else FUENTE
        base = y - alto_fila + 4.5
        for (ancla, ancho, alinear), valor in zip(celdas, fila, strict=False):
            if valor:
                escribir(ancla, base, valor, fuente, tam, black, ancho, alinear)
        y -= alto_fila
    # Rejilla: líneas horizontales y verticales de todo el cuerpo.
    alto_cuerpo = alto_fila * (len(filas) + 1)
    arriba = y + alto_cuerpo
    rayas = [(x, arriba - n * alto_fila, x + ancho_total, arriba - n * alto_fila) for n in range(len(filas) + 2)]
    cx = x
    for col in (*columnas, None):
        rayas.append((cx, arriba, cx, y))
        if col is not None:
            cx += col.ancho
    c.lines(rayas)
    if grupos:
        c.line(x + ancho_total, arriba + alto_fila, x + ancho_total, arriba)
    # Líneas gruesas que separan a cada participante.
    c.setLineWidth(1.4)
    for i in gruesas:
        gx = x + sum(col.ancho for col in columnas[:i])
        c.line(gx, arriba + (alto_fila if grupos else 0), gx, y)
    c.rect(x, y, ancho_total, arriba + (alto_fila if grupos else 0) - y)
    c.setLineWidth(0.5)
    return y


def columnas_clasica(h: Hoja, participantes: int, primera: Columna) -> tuple[list[Columna], float]:
    """Columnas de la planilla clásica: la primera (turno o ronda) y, por participante, coordenada,
    palabra, puntos y total. Devuelve también el ancho del grupo de cada participante."""
    ancho_part = (h.util - primera.ancho) / participantes
    columnas = [primera]
    for _ in range(participantes):
        columnas += [
            Columna("Coord.", ancho_part * 0.17),
            Columna("Palabra", ancho_part * 0.43),
            Columna("Puntos", ancho_part * 0.18, "derecha"),
            Columna("Total", ancho_part * 0.22, "derecha"),
        ]
    return columnas, ancho_part
