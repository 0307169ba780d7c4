"""El texto de cada página en operadores PDF: codificado y medido una sola vez, en el orden de lectura.
También los trazados de muchas casillas, con cada coordenada formateada una sola vez.

Para las 14 fuentes Type 1 estándar se hace exactamente lo que hace reportlab (``PDFTextObject.textOut``
y ``stringWidth``): la misma codificación (WinAnsi en Helvetica), los mismos anchos y, para los caracteres
que no caben en ella, las mismas fuentes de sustitución (Symbol para «−» o «Ω»; el cuadrado de
ZapfDingbats si no está en ninguna). Se ahorra el trabajo repetido: medir tres veces cada cadena, un
``Tf`` y un color por cadena, y buscar la fuente en cada paso.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase.pdfmetrics import getFont, registerFont, standardFonts, stringWidth, unicode2T1
from reportlab.pdfbase.ttfonts import TTFError, TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject

Trozo = tuple[str, bytes, int]
"""Fuente, bytes tal como van al PDF y ancho en milésimas del cuerpo."""

# Codificación y anchos (en milésimas del cuerpo, por byte) de cada fuente estándar, leídos de reportlab.
_METRICAS: dict[str, tuple[str, Sequence[int]]] = {}
# Fuente, byte y ancho con que reportlab escribe cada carácter de una cadena que no cabe entera en la
# codificación de su fuente (datos de las fuentes, como los anchos; se llenan según hacen falta).
_CARACTERES: dict[tuple[str, str], Trozo] = {}


def _metricas(fuente: str) -> tuple[str, Sequence[int]] | None:
    metricas = _METRICAS.get(fuente)
    if metricas is None and fuente in standardFonts:
        f = getFont(fuente)
        metricas = _METRICAS[fuente] = (f.encName, f.widths)
    return metricas


def _codificar(cadena: str, codificacion: str) -> bytes | None:
    """Los bytes de la cadena en la codificación de la fuente; ``None`` si algún carácter no está en ella."""
    # ASCII imprimible es igual en WinAnsi y se codifica sin pasar por el códec de reportlab.
    if codificacion == "WinAnsiEncoding" and cadena.isascii() and cadena.isprintable():
        return cadena.encode()
    try:
        return cadena.encode(codificacion)
    except UnicodeEncodeError:
        return None


_TTF = {"Helvetica": ("DejaVuSans", "DejaVuSans.ttf"), "Helvetica-Bold": ("DejaVuSans-Bold", "DejaVuSans-Bold.ttf")}
"""Para lo que las fuentes estándar no tienen (Ș, Ț, Ł, Ő, griego, cirílico…): DejaVu Sans, incluida en
``recursos/fuentes`` e incrustada (solo las letras usadas) en los documentos que la necesitan."""
_REGISTRADAS: dict[str, bool] = {}
_FUERA: dict[str, bool] = {}


def _fuera_de_las_estandar(caracter: str) -> bool:
    """Si ni WinAnsi (Helvetica) ni Symbol tienen el carácter: reportlab lo escribiría como un cuadrado."""
    fuera = _FUERA.get(caracter)
    if fuera is None:
        fuera = _FUERA[caracter] = _codificar(caracter, "WinAnsiEncoding") is None and _codificar(
            caracter, getFont("Symbol").encName) is None
    return fuera


def _registrar(nombre: str, archivo: str) -> bool:
    registrada = _REGISTRADAS.get(nombre)
    if registrada is None:
        from app_planilla import recursos

        try:
            registerFont(TTFont(nombre, str(Path(recursos.__file__).parent / "fuentes" / archivo)))
            registrada = True
        except (OSError, TTFError):
            registrada = False  # sin el archivo, como antes: el cuadrado de reportlab
        _REGISTRADAS[nombre] = registrada
    return registrada


def fuente_para(cadena: str, fuente: str) -> str:
    """La fuente con que se escribe la cadena: la pedida, o DejaVu Sans si lleva letras que no tiene.

    Así un nombre como «Ștefan Țurcanu» o «Łukasz» sale tal cual, no con cuadrados; el resto del
    documento sigue en las fuentes estándar (sin incrustar nada).
    """
    if cadena.isascii() or fuente not in _TTF or not any(map(_fuera_de_las_estandar, cadena)):
        return fuente
    nombre, archivo = _TTF[fuente]
    return nombre if _registrar(nombre, archivo) else fuente


def trozos(cadena: str, fuente: str) -> tuple[list[Trozo], int] | None:
    """La cadena lista para el PDF, en trozos de una sola fuente, y su ancho en milésimas del cuerpo.

    ``None`` si la fuente no es una de las estándar (entonces la escribe reportlab por su camino general).
    """
    metricas = _metricas(fuente)
    if metricas is None:
        return None
    datos = _codificar(cadena, metricas[0])
    if datos is None:
        return _con_sustitucion(cadena, fuente)
    unidades = sum(map(metricas[1].__getitem__, datos))
    return [(fuente, datos, unidades)], unidades


def _con_sustitucion(cadena: str, fuente: str) -> tuple[list[Trozo], int]:
    """Cadena con caracteres de fuera de la codificación: los trozos que escribe ``unicode2T1`` de reportlab.

    Cada carácter va en la primera fuente de la cadena de sustitución que lo tiene (el cuadrado de
    ZapfDingbats si ninguna); los caracteres seguidos de la misma fuente forman un trozo.
    """
    partes: list[Trozo] = []
    for caracter in cadena:
        clave = (caracter, fuente)
        trozo = _CARACTERES.get(clave)
        if trozo is None:
            f = getFont(fuente)
            ((otra, datos),) = unicode2T1(caracter, [f, *f.substitutionFonts])
            trozo = _CARACTERES[clave] = (otra.fontName, datos, sum(map(otra.widths.__getitem__, datos)))
        if partes and partes[-1][0] == trozo[0]:
            anterior = partes[-1]
            partes[-1] = (anterior[0], anterior[1] + trozo[1], anterior[2] + trozo[2])
        else:
            partes.append(trozo)
    return partes, sum(t[2] for t in partes)


def medir(cadena: str, fuente: str, tam: float) -> float:
    """Ancho de la cadena en puntos, en la fuente con que se escribe: el mismo número que da ``stringWidth``."""
    fuente = fuente_para(cadena, fuente)
    medido = trozos(cadena, fuente)
    if medido is None:
        return stringWidth(cadena, fuente, tam)
    return medido[1] * 0.001 * tam


def ajustar(texto: str, fuente: str, tam: float, ancho: float) -> tuple[str, float]:
    """Reduce el cuerpo (hasta 6 pt) y, si aún no cabe, recorta con «…» para que el texto quepa."""
    # El ancho es proporcional al cuerpo: basta medir una vez para saber cuánto reducir.
    medida = medir(texto, fuente, tam)
    if medida <= ancho:
        return texto, tam
    tam = max(6.0, int(tam * ancho / medida * 2) / 2)
    if medir(texto, fuente, tam) <= ancho:
        return texto, tam
    while texto and medir(texto + "…", fuente, tam) > ancho:
        texto = texto[:-1]
    return texto + "…", tam


Medida = tuple[int, str | None, tuple[tuple[str, str], ...]]
"""Ancho en milésimas del cuerpo y lo que sigue a ``Tm``: «(cadena) Tj», ya escapada; si la cadena lleva
caracteres de otras fuentes, ``None`` y sus trozos (fuente, cadena escapada)."""


class Escritura:
    """Lo que se escribe en un documento: el texto de cada página, en el orden en que se escribe.

    Cada página se vuelca de una vez al cerrarla, encima de todo lo demás: un solo objeto de texto, con la
    fuente y el color cambiados solo cuando cambian (así se copia y se lee en orden). Lo que se repite en el
    documento (la misma cadena, la misma coordenada, el mismo color) se codifica, se mide y se formatea una
    sola vez.
    """

    __slots__ = ("_aparte", "_cadenas", "_colores", "_estado", "_estado_aparte", "_lienzo", "_nombres", "_numeros",
                 "_operadores", "_tramos")

    def __init__(self, lienzo: Canvas) -> None:
        self._lienzo = lienzo
        self._operadores: list[str] = []
        """Los operadores del texto de la página en curso."""
        self._estado: tuple[str, float, Color | None] | None = None
        """Fuente, cuerpo y color vigentes en ese texto."""
        self._colores: dict[int, tuple[Color, str]] = {}
        self._cadenas: dict[tuple[str, str], Medida] = {}
        self._numeros: dict[float, str] = {}
        self._nombres: dict[str, str] = {}
        self._tramos: list[str | PDFTextObject] = []
        """Lo ya cerrado de la página, en orden: texto en operadores (``BT … ET``) o en objetos de reportlab."""
        # Texto en fuentes que no son las estándar (DejaVu Sans): un objeto de texto de reportlab, en su sitio.
        self._aparte: PDFTextObject | None = None
        self._estado_aparte: tuple[str, float, Color] | None = None

    def _medir(self, cadena: str, fuente: str) -> Medida | None:
        """Codifica, mide y escapa la cadena la primera vez que sale en el documento."""
        medido = trozos(cadena, fuente)
        if medido is None:
            return None
        partes, unidades = medido
        medida: Medida
        if len(partes) == 1 and partes[0][0] == fuente:
            medida = (unidades, f"({escapePDF(partes[0][1])}) Tj", ())
        else:
            medida = (unidades, None, tuple((f, escapePDF(d)) for f, d, _ in partes))
        self._cadenas[cadena, fuente] = medida
        return medida

    def numero(self, valor: float) -> str:
        """``fp_str`` de reportlab, hecho una sola vez por documento para cada coordenada."""
        numeros = self._numeros
        return numeros.get(valor) or numeros.setdefault(valor, fp_str(valor))

    def rectangulos(self, cajas: Sequence[tuple[float, float, float, float]]) -> None:
        """Los contornos de muchos rectángulos en un solo trazado: lo mismo que ``drawPath`` de un camino
        hecho con ``rect`` (``n x y an al re … S``), con cada coordenada formateada una sola vez."""
        f = self.numero
        trazos = " ".join(f"{f(x)} {f(y)} {f(ancho)} {f(alto)} re" for x, y, ancho, alto in cajas)
        self._lienzo.addLiteral(f"n {trazos}\nS")

    def _nombre_interno(self, fuente: str) -> str:
        """Cómo llama el documento a la fuente («/F2»): lo dice un objeto de texto de reportlab al usarla."""
        nombre = self._nombres.get(fuente)
        if nombre is None:
            t = self._lienzo.beginText()
            t.setFont(fuente, 1)
            codigo = t.getCode().split()  # «BT 1 0 0 1 0 0 Tm /F2 1 Tf 1.2 TL ET»
            nombre = self._nombres[fuente] = codigo[codigo.index("Tf") - 2]
        return nombre

    def _mixta(self, trozos: tuple[tuple[str, str], ...], fuente: str, tam: float) -> str:
        """Una cadena con trozos en otras fuentes, seguidos como los escribe reportlab (cada ``Tj`` avanza
        lo que mide su trozo); al final se vuelve a la fuente del grupo."""
        cuerpo = fp_str(tam)
        operadores = [f"{self._nombre_interno(f)} {cuerpo} Tf ({escapada}) Tj" for f, escapada in trozos]
        if trozos[-1][0] != fuente:
            operadores.append(f"{self._nombre_interno(fuente)} {cuerpo} Tf")
        return " ".join(operadores)

    def escribir(
        self,
        x: float,
        y: float,
        cadena: str,
        fuente: str,
        tam: float,
        color: Color,
        ancho: float | None = None,
        alinear: str = "izquierda",
    ) -> None:
        """Añade la cadena a la página: reducida o recortada para que quepa en ``ancho`` y alineada en ``x``."""
        if not cadena.isascii():
            fuente = fuente_para(cadena, fuente)
        medida = self._cadenas.get((cadena, fuente)) or self._medir(cadena, fuente)
        if medida is None:
            self._escribir_aparte(x, y, cadena, fuente, tam, color, ancho, alinear)
            return
        if ancho is not None and medida[0] * 0.001 * tam > ancho:
            cadena, tam = ajustar(cadena, fuente, tam, ancho)
            medida = self._cadenas.get((cadena, fuente)) or self._medir(cadena, fuente) or medida
        unidades, operadores, trozos = medida
        if alinear != "izquierda":
            medida_pt = unidades * 0.001 * tam
            x -= medida_pt if alinear == "derecha" else medida_pt / 2
        if operadores is None:
            operadores = self._mixta(trozos, fuente, tam)
        # ``fp_str(x, y)`` de reportlab es ``fp_str(x)`` y ``fp_str(y)`` separados por un espacio.
        numeros = self._numeros
        fx = numeros.get(x) or numeros.setdefault(x, fp_str(x))
        fy = numeros.get(y) or numeros.setdefault(y, fp_str(y))
        if self._aparte is not None:
            self._aparte = None  # lo que sigue va en operadores, detrás del objeto de texto de reportlab
            self._estado = None
        operadores_pagina = self._operadores
        estado = self._estado
        if estado is None or estado[0] != fuente or estado[1] != tam:
            operadores_pagina.append(f"{self._nombre_interno(fuente)} {fp_str(tam)} Tf")
        if estado is None or estado[2] is not color:
            operadores_pagina.append(self._color(color))
        self._estado = (fuente, tam, color)
        operadores_pagina.append(f"1 0 0 1 {fx} {fy} Tm {operadores}")

    def _color(self, color: Color) -> str:
        """El operador de color de relleno tal como lo escribe reportlab («r g b rg»), una vez por color."""
        guardado = self._colores.get(id(color))
        if guardado is None or guardado[0] is not color:
            t = self._lienzo.beginText()
            t.setFillColor(color)
            codigo = t.getCode()  # «BT 1 0 0 1 0 0 Tm .1 .2 .3 rg ET»
            guardado = self._colores[id(color)] = (color, codigo[codigo.index("Tm") + 3:-3].strip())
        return guardado[1]

    def _escribir_aparte(
        self, x: float, y: float, cadena: str, fuente: str, tam: float, color: Color, ancho: float | None, alinear: str
    ) -> None:
        """El camino general de reportlab, para fuentes que no son de las estándar."""
        if ancho is not None:
            cadena, tam = ajustar(cadena, fuente, tam, ancho)
        if alinear != "izquierda":
            medida = stringWidth(cadena, fuente, tam)
            x -= medida if alinear == "derecha" else medida / 2
        self._cerrar_operadores()
        t = self._aparte
        if t is None:
            t = self._aparte = self._lienzo.beginText()
            self._tramos.append(t)
            self._estado_aparte = None
        estado = self._estado_aparte
        if estado is None or estado[:2] != (fuente, tam):
            t.setFont(fuente, tam)
        if estado is None or estado[2] is not color:
            t.setFillColor(color)
        self._estado_aparte = (fuente, tam, color)
        t.setTextOrigin(x, y)
        t.textOut(cadena)

    def _cerrar_operadores(self) -> None:
        if self._operadores:
            self._tramos.append(f"BT {' '.join(self._operadores)} ET")
            self._operadores.clear()
        self._estado = None

    def volcar(self) -> None:
        """Dibuja el texto de la página en curso, en orden y encima de lo demás (justo antes de cerrarla)."""
        self._cerrar_operadores()
        for tramo in self._tramos:
            if isinstance(tramo, str):
                self._lienzo.addLiteral(tramo)
            else:
                self._lienzo.drawText(tramo)
        self._tramos.clear()
        self._aparte = None
