"""Casillas de una hoja que nunca cortan lo que llevan: el texto pasa a la línea siguiente por los espacios y,
si una palabra sola no cabe en el ancho de la columna, por donde haga falta (``DESCONOCIMI``/``ENTO``).

Los delegados de Qt solo parten por los espacios y cortan con «…» la palabra que no cabe; este pinta y mide
con ``QTextOption.WrapAtWordBoundaryOrAnywhere``. La tabla pone ``ResizeToContents`` en las filas: cada una
tan alta como su casilla más larga.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

Indice = QModelIndex | QPersistentModelIndex


def margen_texto(widget: QWidget | None) -> int:
    """Lo que el estilo deja a cada lado del texto de una casilla (como ``QCommonStyle``)."""
    estilo = widget.style() if widget is not None else QApplication.style()
    return estilo.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1


def _opcion(alineacion: Qt.AlignmentFlag) -> QTextOption:
    opcion = QTextOption(alineacion & Qt.AlignmentFlag.AlignHorizontal_Mask)
    opcion.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    return opcion


def lineas(texto: str, fuente: QFont, ancho: float) -> list[str]:
    """Cómo se parte ``texto`` en ese ancho: las líneas que se pintan."""
    capa = QTextLayout(texto, fuente)
    capa.setTextOption(_opcion(Qt.AlignmentFlag.AlignLeft))
    partes = []
    capa.beginLayout()
    while (linea := capa.createLine()).isValid():
        linea.setLineWidth(ancho)
        partes.append(texto[linea.textStart():linea.textStart() + linea.textLength()].strip())
    capa.endLayout()
    return partes


def alto_texto(texto: str, fuente: QFont, ancho: float) -> int:
    """El alto de ``texto`` partido en ese ancho."""
    capa = QTextLayout(texto, fuente)
    capa.setTextOption(_opcion(Qt.AlignmentFlag.AlignLeft))
    alto = 0.0
    capa.beginLayout()
    while (linea := capa.createLine()).isValid():
        linea.setLineWidth(ancho)
        alto += linea.height()
    capa.endLayout()
    return math.ceil(alto)


class DelegadoPartido(QStyledItemDelegate):
    """Pinta el texto de la casilla entero, en varias líneas si hace falta, y pide el alto que necesita."""

    def paint(self, pintor: QPainter, opcion: QStyleOptionViewItem, indice: Indice) -> None:
        o = QStyleOptionViewItem(opcion)
        self.initStyleOption(o, indice)
        texto = o.text
        o.text = ""
        widget = o.widget
        estilo = widget.style() if widget is not None else QApplication.style()
        estilo.drawControl(QStyle.ControlElement.CE_ItemViewItem, o, pintor, widget)
        if not texto:
            return
        caja = QRectF(estilo.subElementRect(QStyle.SubElement.SE_ItemViewItemText, o, widget))
        m = margen_texto(widget)
        caja.adjust(m, 0, -m, 0)
        alto = alto_texto(texto, o.font, caja.width())
        if o.displayAlignment & Qt.AlignmentFlag.AlignVCenter and alto < caja.height():
            caja.setTop(caja.top() + (caja.height() - alto) / 2)
        pintor.save()
        pintor.setFont(o.font)
        pintor.setPen(o.palette.color(QPalette.ColorRole.Text))
        pintor.setClipRect(caja.adjusted(-m, 0, m, 0))
        capa = QTextLayout(texto, o.font)
        capa.setTextOption(_opcion(o.displayAlignment))
        capa.beginLayout()
        y = 0.0
        while (linea := capa.createLine()).isValid():
            linea.setLineWidth(caja.width())
            linea.setPosition(QPointF(0, y))
            y += linea.height()
        capa.endLayout()
        capa.draw(pintor, caja.topLeft())
        pintor.restore()

    def sizeHint(self, opcion: QStyleOptionViewItem, indice: Indice) -> QSize:
        base = super().sizeHint(opcion, indice)
        o = QStyleOptionViewItem(opcion)
        self.initStyleOption(o, indice)
        if not o.text or opcion.rect.width() <= 0:
            return base
        m = margen_texto(o.widget)
        alto = alto_texto(o.text, o.font, opcion.rect.width() - 2 * m - 1) + 2
        return QSize(base.width(), max(base.height(), alto))


__all__ = ["DelegadoPartido", "alto_texto", "lineas", "margen_texto"]
