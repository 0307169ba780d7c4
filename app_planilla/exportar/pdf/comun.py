"""Lo común a todas las hojas impresas: papel, cabecera, pie, texto ajustado y tablas, en el lienzo de reportlab."""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.colors import Color, HexColor, black
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.pdfbase.pdfmetrics import getFont, registerFont, stringWidth
from reportlab.pdfbase.ttfonts import TTFError, TTFont
from reportlab.pdfgen.canvas import Canvas

from app_planilla import __version__
from app_planilla.nucleo import idioma
from app_planilla.nucleo.idioma import _

PAPELES = {"a4": A4, "carta": LETTER}
MARGEN = 36.0
FUENTE = "Helvetica"
NEGRITA = "Helvetica-Bold"
GRIS = HexColor("#666666")
FONDO_CABECERA = HexColor("#e8efe9")
VERDE = HexColor("#1f6f4a")

Destino = str | Path | BinaryIO

_DEJAVU = {FUENTE: "DejaVuSans", NEGRITA: "DejaVuSans-Bold"}
"""Para lo que las fuentes estándar no tienen (Ș, Ț, Ł, Ő, griego, cirílico…): DejaVu Sans, incluida en
``recursos/fuentes`` e incrustada (solo las letras usadas) en los documentos que la necesitan."""


@cache
def _falta(caracter: str) -> bool:
    """Si ni Helvetica (WinAnsi) ni Symbol, su sustituta en reportlab, tienen el carácter: saldría un cuadrado."""
    for codificacion in ("WinAnsiEncoding", "SymbolEncoding"):  # los códecs que registra reportlab
        try:
            caracter.encode(codificacion)
            return False
        except UnicodeEncodeError:
            pass
    return True


@cache
def _registrada(nombre: str) -> bool:
    from importlib.resources import files  # solo si algún nombre lo pide: tarda en cargar

    try:
        registerFont(TTFont(nombre, str(files("app_planilla.recursos") / "fuentes" / f"{nombre}.ttf")))
    except (OSError, TTFError):
        return False  # sin el archivo, como con las fuentes estándar: el cuadrado de reportlab
    return True


def fuente_para(cadena: str, fuente: str) -> str:
    """La fuente pedida o, si la cadena lleva letras que no tiene, DejaVu Sans: así «Ștefan Țurcanu» o
    «Łukasz» salen tal cual y el resto del documento sigue en las fuentes estándar, sin incrustar nada."""
    if cadena.isascii() or fuente not in _DEJAVU or not any(map(_falta, cadena)):
        return fuente
    return _DEJAVU[fuente] if _registrada(_DEJAVU[fuente]) else fuente


@cache
def _glifos_dejavu() -> frozenset[int]:
    """Los caracteres que tienen las dos DejaVu Sans incluidas (vacío si no están)."""
    cubiertos: frozenset[int] | None = None
    for nombre in _DEJAVU.values():
        if not _registrada(nombre):
            return frozenset()
        glifos = frozenset(getFont(nombre).face.charToGlyph)
        cubiertos = glifos if cubiertos is None else cubiertos & glifos
    return cubiertos or frozenset()


@cache
def imprimible(caracter: str) -> bool:
    """¿Sale en el papel? Si ni las fuentes estándar ni DejaVu Sans lo tienen (chino, japonés, emojis…),
    reportlab dibujaría un cuadrado vacío."""
    return not _falta(caracter) or ord(caracter) in _glifos_dejavu()


def _rtl(cadena: str) -> bool:
    """¿Lleva letras que se escriben de derecha a izquierda (hebreo, árabe)?"""
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in cadena)


def _dar_forma(cadena: str) -> str:
    """El árabe con la forma de cada letra según su posición (inicial, media, final, aislada), que
    reportlab no calcula; el orden sigue siendo el de lectura."""
    if any("\u0600" <= c <= "\u06ff" for c in cadena):
        from arabic_reshaper import reshape  # solo si hace falta: la mayoría de las hojas no lo necesitan

        return str(reshape(cadena))
    return cadena


def _en_orden_visual(cadena: str) -> str:
    """El texto en el orden en que se dibuja de izquierda a derecha (algoritmo bidireccional de Unicode):
    reportlab dibuja los caracteres en el orden en que llegan, y un nombre hebreo saldría al revés."""
    from bidi import get_display

    # Párrafo de izquierda a derecha: las hojas están en español o en inglés y los nombres van dentro de sus frases
    # («1. דוד כהן (abre)»); cada trozo en hebreo o árabe se invierte dentro de ellas.
    return str(get_display(cadena, base_dir="L")).translate(_CONTROLES_BIDI)


SUSTITUTO = "\ufffd"
"""Lo que sale en lugar de un carácter que ninguna fuente incluida tiene: el signo de «carácter que no se
puede mostrar», nunca un cuadrado vacío que parezca una letra."""
_INVISIBLES = ("Cf", "Mn")
"""Unidores, selectores de variante y marcas: sin glifo propio, se quitan sin más."""
_AISLAR, _FIN_AISLAR = "\u2068", "\u2069"
"""Aislamiento bidireccional de Unicode (FSI … PDI): cuenta para ordenar y se quita antes de dibujar."""
_CONTROLES_BIDI = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def nombre_imprimible(nombre: str, numero: int) -> str:
    """El nombre tal cual si todo él sale en el papel. Los símbolos que no salen (emojis) se quitan; si
    le faltan letras (chino, japonés, coreano…), en su lugar va «Participante N (nombre no imprimible)»:
    mejor decirlo que dejar cuadrados vacíos o medio nombre."""
    faltan = [c for c in _dar_forma(nombre) if not imprimible(c)]
    if not faltan:
        return nombre
    if not any(unicodedata.category(c).startswith(("L", "N", "M")) for c in faltan):
        limpio = " ".join("".join(c for c in nombre if c not in faltan).split())
        if any(c.isalnum() for c in limpio):
            return limpio
    return _("Participante {numero} (nombre no imprimible)").format(numero=numero)


def _para_imprimir(h: Hoja | None, cadena: str) -> str:
    """Nombres sustituidos, árabe con forma y, en lugar de lo que ninguna fuente tiene, ``SUSTITUTO``."""
    if h is not None:
        for original, sustituto in h.sustitutos.items():
            if original in cadena:
                cadena = cadena.replace(original, sustituto)
    cadena = _dar_forma(cadena)
    if not all(map(imprimible, cadena)):
        cadena = "".join(
            c if imprimible(c) or c in (_AISLAR, _FIN_AISLAR)
            else "" if unicodedata.category(c) in _INVISIBLES
            else SUSTITUTO
            for c in cadena
        )
    return cadena


def medida(h: Hoja | None, cadena: str, fuente: str, tam: float) -> float:
    """Ancho de la cadena tal como la escribe ``texto``."""
    if not cadena.isascii():
        cadena = _para_imprimir(h, cadena).translate(_CONTROLES_BIDI)
        fuente = fuente_para(cadena, fuente)
    return float(stringWidth(cadena, fuente, tam))


def ajustar(cadena: str, fuente: str, tam: float, ancho: float) -> tuple[str, float]:
    """Reduce el cuerpo (hasta 6 pt) y, si aún no cabe, recorta con «…» para que la cadena quepa en ``ancho``."""

    def medir(t: str, tam: float) -> float:
        # Los controles bidireccionales no se dibujan: no ocupan sitio.
        return float(stringWidth(t if t.isascii() else t.translate(_CONTROLES_BIDI), fuente, tam))

    # El ancho es proporcional al cuerpo: basta medir una vez para saber cuánto reducir.
    medida = medir(cadena, tam)
    if medida <= ancho:
        return cadena, tam
    tam = max(6.0, int(tam * ancho / medida * 2) / 2)
    if medir(cadena, tam) <= ancho:
        return cadena, tam
    while cadena and medir(cadena + "…", tam) > ancho:
        cadena = cadena[:-1]
    return cadena + "…", tam


@dataclass
class Hoja:
    """Un lienzo con su tamaño y los márgenes ya descontados."""

    lienzo: Canvas
    ancho: float
    alto: float
    titulo: str
    pluma: tuple[str, float, Color] | None = field(default=None, init=False)
    """Fuente, cuerpo y color de relleno vigentes: se cambian en el lienzo solo cuando cambian."""
    sustitutos: dict[str, str] = field(default_factory=dict)
    """Nombre → lo que se imprime en su lugar, solo para los que no salen tal cual (``nombre_imprimible``)."""

    def poner(self, fuente: str, tam: float, color: Color) -> None:
        pluma = self.pluma
        if pluma is None or pluma[0] != fuente or pluma[1] != tam:
            self.lienzo.setFont(fuente, tam)
        if pluma is None or pluma[2] is not color:
            self.lienzo.setFillColor(color)
        self.pluma = (fuente, tam, color)

    def rellenar(self, color: Color) -> None:
        """Color de relleno de lo que sigue (fondos); el texto vuelve a poner el suyo."""
        self.lienzo.setFillColor(color)
        self.pluma = None

    def nueva_pagina(self) -> None:
        self.lienzo.showPage()
        self.pluma = None  # cada página empieza con la fuente y el color por omisión

    def guardar(self) -> None:
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


def nueva_hoja(
    destino: Destino, titulo: str, papel: str = "a4", apaisada: bool = False, nombres: Sequence[str] = ()
) -> Hoja:
    """Un documento nuevo. ``nombres``: los de los participantes, para sustituir en todo el documento
    los que no se pueden imprimir (ver ``nombre_imprimible``)."""
    if papel not in PAPELES:
        raise ValueError(_("Papel desconocido «{papel}»: usa a4 o carta.").format(papel=papel))
    tam = landscape(PAPELES[papel]) if apaisada else PAPELES[papel]
    destino_rl = str(destino) if isinstance(destino, Path) else destino
    c = Canvas(destino_rl, pagesize=tam, pageCompression=1)
    c.setTitle(titulo)
    c.setAuthor("Planilla")
    c.setCreator(f"Planilla {__version__}")
    c.setSubject(titulo)
    h = Hoja(c, tam[0], tam[1], titulo)
    for i, nombre in enumerate(nombres, start=1):
        if nombre.isascii():
            continue
        imprimir = nombre_imprimible(nombre, i)
        if _rtl(imprimir):
            # Aislado: «Totales: דוד: 20   محمد: 7» no junta los dos nombres (ni sus cifras) en un solo
            # trozo de derecha a izquierda; cada nombre se invierte dentro de su sitio.
            imprimir = f"{_AISLAR}{imprimir}{_FIN_AISLAR}"
        if imprimir != nombre:
            h.sustitutos[nombre] = imprimir
    return h


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
    """Escribe texto literal (sin marcado: «<», «&» y comillas salen tal cual), ajustado a ``ancho``.

    Hebreo y árabe salen en su orden de lectura (y el árabe con sus letras enlazadas); lo que ninguna
    fuente incluida tiene sale como ``SUSTITUTO``.
    """
    rtl = False
    if not cadena.isascii():
        cadena = _para_imprimir(h, cadena)
        fuente = fuente_para(cadena, fuente)
        rtl = _rtl(cadena)
    if ancho is not None:
        # Se recorta en el orden de lectura, antes de reordenar: el «…» va donde acaba el texto.
        cadena, tam = ajustar(cadena, fuente, tam, ancho)
    if rtl:
        cadena = _en_orden_visual(cadena)
    h.poner(fuente, tam, color)
    c = h.lienzo
    if alinear == "derecha":
        c.drawRightString(x, y, cadena)
    elif alinear == "centro":
        c.drawCentredString(x, y, cadena)
    else:
        c.drawString(x, y, cadena)


def leyenda(h: Hoja, y: float, partes: Sequence[str], tam: float = 9) -> float:
    """Las partes en negrita, separadas por tres espacios, en tantas líneas como hagan falta (cada parte
    entera en una): así se leen todos los nombres, sean cuantos sean. Devuelve la altura de la última línea."""
    linea = ""
    for parte in partes:
        junta = f"{linea}   {parte}" if linea else parte
        if linea and medida(h, junta, NEGRITA, tam) > h.util:
            texto(h, h.izquierda, y, linea, tam, NEGRITA, ancho=h.util)
            y -= tam + 3
            junta = parte
        linea = junta
    texto(h, h.izquierda, y, linea, tam, NEGRITA, ancho=h.util)
    return y


def cabecera(h: Hoja, subtitulo: str = "", fecha: dt.date | None = None) -> float:
    """Título, subtítulo y fecha; devuelve la altura donde empieza el contenido."""
    y = h.alto - MARGEN - 14
    texto(h, h.izquierda, y, h.titulo, 16, NEGRITA, ancho=h.util * 0.7, color=VERDE)
    if fecha is not None:
        texto(h, h.derecha, y, idioma.fecha(fecha), 10, alinear="derecha", color=GRIS)
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
    texto(h, h.derecha, MARGEN / 2, _("Página {pagina}").format(pagina=pagina), 7, alinear="derecha", color=GRIS)


def puesto(numero: int) -> str:
    """El puesto en una clasificación: «1.º» (en inglés, el número solo, bajo «Rank»)."""
    return _("{puesto}.º").format(puesto=numero)


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
        h.rellenar(FONDO_CABECERA)
        c.rect(x, y - alto_fila, ancho_total, alto_fila, stroke=1, fill=1)
        i = 0
        for titulo_grupo, n in grupos:
            ancho = sum(col.ancho for col in columnas[i : i + n])
            texto(h, gx + ancho / 2, y - alto_fila + 4.5, titulo_grupo, tam, NEGRITA, ancho - 4, "centro")
            c.line(gx, y, gx, y - alto_fila)
            gx += ancho
            i += n
        y -= alto_fila
    h.rellenar(FONDO_CABECERA)
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
    for n, fila in enumerate(filas):
        fuente = NEGRITA if n in negritas else FUENTE
        base = y - alto_fila + 4.5
        for (ancla, ancho, alinear), valor in zip(celdas, fila, strict=False):
            if valor:
                texto(h, ancla, base, valor, tam, fuente, ancho, alinear)
        y -= alto_fila
    # Rejilla: líneas horizontales y verticales de todo el cuerpo.
    alto_cuerpo = alto_fila * (len(filas) + 1)
    arriba = y + alto_cuerpo
    rayas = [(x, arriba - n * alto_fila, x + ancho_total, arriba - n * alto_fila) for n in range(len(filas) + 2)]
    cx = x
    for col in columnas:
        rayas.append((cx, arriba, cx, y))
        cx += col.ancho
    rayas.append((cx, arriba, cx, y))
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
    for _participante in range(participantes):
        columnas += [
            Columna(_("Coord."), ancho_part * 0.17),
            Columna(_("Palabra"), ancho_part * 0.43),
            Columna(_("Puntos"), ancho_part * 0.18, "derecha"),
            Columna(_("Total"), ancho_part * 0.22, "derecha"),
        ]
    return columnas, ancho_part
