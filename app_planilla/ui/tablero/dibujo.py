"""Dibujo del tablero con QPainter: una función sobre el modelo, sin estado de interfaz.

El fondo (casillas de premio, rejilla y coordenadas) se guarda en un pixmap por tamaño y las fichas en
otro caché por aspecto: así repintar tras una tecla con el tablero casi lleno cuesta poco.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import CENTRO, LADO, PREMIOS, Casilla, Direccion, Premio

# Colores de la semilla: azul claro DL, azul oscuro TL, rosa DP, rojo TP, estrella en H8.
COLOR_PREMIO = {
    Premio.DL: QColor("#a9d6ef"),
    Premio.TL: QColor("#2f6fb3"),
    Premio.DP: QColor("#f6b8c6"),
    Premio.TP: QColor("#d8433b"),
}
TEXTO_PREMIO = {Premio.DL: QColor("#1d4e6e"), Premio.TL: QColor("#ffffff"),
                Premio.DP: QColor("#7a2336"), Premio.TP: QColor("#ffffff")}
COLOR_CASILLA = QColor("#e9e4d0")
COLOR_REJILLA = QColor("#2f5d50")
COLOR_MARCO = QColor("#24493f")
COLOR_COORDENADA = QColor("#e8efe9")
COLOR_FICHA = QColor("#f3dfb0")
COLOR_FICHA_BORDE = QColor("#b08d4f")
COLOR_FICHA_NUEVA = QColor("#ffd54a")
COLOR_FICHA_NUEVA_BORDE = QColor("#d9480f")
COLOR_FICHA_ULTIMA = QColor("#cfe8b7")
COLOR_FICHA_ULTIMA_BORDE = QColor("#4f8a2f")
COLOR_LETRA = QColor("#1f1a12")
COLOR_COMODIN = QColor("#c0392b")
COLOR_CURSOR = QColor("#d9480f")

FAMILIA = "DejaVu Sans"


@dataclass(frozen=True, slots=True)
class Geometria:
    """Dónde cae cada casilla dentro del widget (en píxeles lógicos, enteros para que se vea nítido)."""

    x: int
    y: int
    celda: int
    margen: int
    """Ancho de la franja de coordenadas (rótulos de fila a la izquierda, de columna arriba)."""

    @classmethod
    def para(cls, ancho: int, alto: int) -> Geometria:
        # 15 casillas + franja de coordenadas (0,7) + respiro a la derecha y abajo (0,25).
        celda = max(8, int(min(ancho, alto) / (LADO + 0.95)))
        margen = max(10, round(celda * 0.7))
        total = margen + celda * LADO
        x = (ancho - total - round(celda * 0.25)) // 2 + margen
        y = (alto - total - round(celda * 0.25)) // 2 + margen
        return cls(max(margen, x), max(margen, y), celda, margen)

    def rect(self, c: Casilla) -> QRect:
        return QRect(self.x + c[1] * self.celda, self.y + c[0] * self.celda, self.celda, self.celda)

    def casilla_en(self, px: float, py: float) -> Casilla | None:
        col = math.floor((px - self.x) / self.celda)
        fila = math.floor((py - self.y) / self.celda)
        if 0 <= fila < LADO and 0 <= col < LADO:
            return (fila, col)
        return None

    @property
    def area(self) -> QRect:
        return QRect(self.x, self.y, self.celda * LADO, self.celda * LADO)


def _fuente(pixeles: float, negrita: bool = False, estrecha: bool = False) -> QFont:
    f = QFont(FAMILIA)
    f.setPixelSize(max(6, round(pixeles)))
    f.setBold(negrita)
    if estrecha:
        f.setStretch(QFont.Stretch.Condensed)
    return f


def fondo(g: Geometria, ancho: int, alto: int, escala: float, notacion: Notacion) -> QPixmap:
    """Casillas de premio, rejilla y coordenadas en ``notacion`` (la de la edición de la partida: filas con
    letra en FISE, con número en GCG); se dibuja una vez por tamaño de ventana."""
    pm = QPixmap(round(ancho * escala), round(alto * escala))
    pm.setDevicePixelRatio(escala)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    marco = g.area.adjusted(-g.margen, -g.margen, round(g.celda * 0.22), round(g.celda * 0.22))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(COLOR_MARCO)
    p.drawRoundedRect(marco, g.celda * 0.25, g.celda * 0.25)
    p.fillRect(g.area, COLOR_REJILLA)
    hueco = max(1, round(g.celda / 22))
    fuente_premio = _fuente(g.celda * 0.30, negrita=True)
    for fila in range(LADO):
        for col in range(LADO):
            c = (fila, col)
            r = g.rect(c).adjusted(hueco, hueco, 0, 0)
            premio = PREMIOS.get(c)
            p.fillRect(r, COLOR_PREMIO[premio] if premio else COLOR_CASILLA)
            if c == CENTRO:
                _estrella(p, QRectF(r), TEXTO_PREMIO[Premio.DP])
            elif premio is not None:
                p.setFont(fuente_premio)
                p.setPen(TEXTO_PREMIO[premio])
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, notacion.premio(premio))
                p.setPen(Qt.PenStyle.NoPen)
    p.setFont(_fuente(g.celda * 0.36, negrita=True))
    p.setPen(COLOR_COORDENADA)
    for i in range(LADO):
        fila = QRect(g.x - g.margen, g.y + i * g.celda, g.margen - 2, g.celda)
        p.drawText(fila, Qt.AlignmentFlag.AlignCenter, notacion.fila(i))
        columna = QRect(g.x + i * g.celda, g.y - g.margen, g.celda, g.margen - 2)
        p.drawText(columna, Qt.AlignmentFlag.AlignCenter, notacion.columna(i))
    p.end()
    return pm


def _estrella(p: QPainter, r: QRectF, color: QColor) -> None:
    centro = r.center()
    radio = r.width() * 0.36
    puntos = []
    for i in range(10):
        angulo = -math.pi / 2 + i * math.pi / 5
        rr = radio if i % 2 == 0 else radio * 0.45
        puntos.append(QPointF(centro.x() + rr * math.cos(angulo), centro.y() + rr * math.sin(angulo)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPolygon(QPolygonF(puntos))


# Aspecto de una ficha: normal, de la jugada en curso o de la última jugada dejada en el tablero.
NORMAL, NUEVA, ULTIMA = 0, 1, 2
_RELLENO = {NORMAL: (COLOR_FICHA, COLOR_FICHA_BORDE), NUEVA: (COLOR_FICHA_NUEVA, COLOR_FICHA_NUEVA_BORDE),
            ULTIMA: (COLOR_FICHA_ULTIMA, COLOR_FICHA_ULTIMA_BORDE)}


class CacheFichas:
    """Pixmaps de fichas por (texto, valor, aspecto, tamaño, escala): dibujar texto es lo caro."""

    def __init__(self) -> None:
        self._pm: dict[tuple[str, bool, int, int, int, float], QPixmap] = {}

    def ficha(self, ficha: Ficha, valor: int, aspecto: int, celda: int, escala: float) -> QPixmap:
        clave = (ficha.letra, ficha.comodin, valor, aspecto, celda, escala)
        pm = self._pm.get(clave)
        if pm is None:
            if len(self._pm) > 2000:
                self._pm.clear()
            pm = self._pm[clave] = _pintar_ficha(ficha, valor, aspecto, celda, escala)
        return pm


def _pintar_ficha(ficha: Ficha, valor: int, aspecto: int, celda: int, escala: float) -> QPixmap:
    pm = QPixmap(round(celda * escala), round(celda * escala))
    pm.setDevicePixelRatio(escala)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    relleno, borde = _RELLENO[aspecto]
    m = max(1.0, celda * 0.06)
    r = QRectF(m, m, celda - 2 * m, celda - 2 * m)
    grosor = max(1.0, celda * (0.09 if aspecto != NORMAL else 0.04))
    p.setPen(QPen(borde, grosor))
    p.setBrush(relleno)
    p.drawRoundedRect(r.adjusted(grosor / 2, grosor / 2, -grosor / 2, -grosor / 2), celda * 0.14, celda * 0.14)
    digrafo = len(ficha.letra) > 1
    # Los dígrafos caben en una casilla con letra estrecha y algo menor.
    fuente = _fuente(celda * (0.42 if digrafo else 0.58), negrita=True, estrecha=digrafo)
    # La letra se aparta a la izquierda para que el valor, abajo a la derecha, no la toque.
    aparte = 0.0 if ficha.comodin else (0.24 if digrafo else 0.14)
    letra = r.adjusted(0, -celda * 0.04, -celda * aparte, 0)
    if ficha.comodin:
        # Comodín: letra en otro color, sin valor, dentro de un círculo para distinguirlo sin color.
        p.setPen(QPen(COLOR_COMODIN, max(1.0, celda * 0.05)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        circulo = r.adjusted(celda * 0.13, celda * 0.13, -celda * 0.13, -celda * 0.13)
        p.drawEllipse(circulo)
        p.setFont(fuente)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, ficha.letra)
    else:
        p.setPen(COLOR_LETRA)
        p.setFont(fuente)
        p.drawText(letra, Qt.AlignmentFlag.AlignCenter, ficha.letra)
        p.setFont(_fuente(celda * 0.26, negrita=True))
        valor_r = r.adjusted(0, 0, -celda * 0.07, -celda * 0.03)
        p.drawText(valor_r, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(valor))
    p.end()
    return pm


def dibujar_fichas(
    p: QPainter,
    g: Geometria,
    fichas: Mapping[Casilla, Ficha],
    aspecto: int,
    edicion: Edicion,
    cache: CacheFichas,
    escala: float,
) -> None:
    for c, ficha in fichas.items():
        valor = 0 if ficha.comodin else edicion.valores.get(ficha.letra, 0)
        p.drawPixmap(g.rect(c).topLeft(), cache.ficha(ficha, valor, aspecto, g.celda, escala))


def dibujar_cursor(
    p: QPainter,
    g: Geometria,
    inicio: Casilla | None,
    direccion: Direccion,
    siguiente: Casilla | None,
    casillas_jugada: Collection[Casilla],
    con_foco: bool,
) -> None:
    """Marca el inicio y la casilla donde caerá la próxima letra, con una flecha de la dirección."""
    if inicio is None:
        return
    color = QColor(COLOR_CURSOR)
    if not con_foco:
        color.setAlpha(150)
    grosor = max(2.0, g.celda * 0.08)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if inicio not in casillas_jugada:
        p.setPen(QPen(color, grosor, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(g.rect(inicio)).adjusted(grosor / 2, grosor / 2, -grosor / 2, -grosor / 2))
    if siguiente is None:
        return
    r = QRectF(g.rect(siguiente))
    p.setPen(QPen(color, grosor))
    # Fondo claro para que la flecha se lea sobre cualquier color de premio.
    p.setBrush(QColor(255, 255, 255, 200))
    p.drawRect(r.adjusted(grosor / 2, grosor / 2, -grosor / 2, -grosor / 2))
    # Flecha: ▶ horizontal, ▼ vertical.
    c = r.center()
    t = g.celda * 0.22
    flecha = QPainterPath()
    if direccion is Direccion.HORIZONTAL:
        flecha.moveTo(c.x() - t * 0.6, c.y() - t)
        flecha.lineTo(c.x() + t, c.y())
        flecha.lineTo(c.x() - t * 0.6, c.y() + t)
    else:
        flecha.moveTo(c.x() - t, c.y() - t * 0.6)
        flecha.lineTo(c.x(), c.y() + t)
        flecha.lineTo(c.x() + t, c.y() - t * 0.6)
    flecha.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(flecha)
