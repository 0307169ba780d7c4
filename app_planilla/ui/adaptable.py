"""Piezas que se adaptan al sitio que tienen, para que la ventana quepa en pantallas pequeñas (1024×600)
sin que nadie tenga que buscar un ajuste."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

MARGEN_MARCO = 40
"""Lo que suele ocupar el marco de la ventana (título y bordes) que ``availableGeometry`` no descuenta."""


class FilaAdaptable(QWidget):
    """Widgets uno al lado del otro si caben; si no, uno encima del otro (su mínimo es el de la columna)."""

    def __init__(self, *widgets: QWidget, espacio: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._capa = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._capa.setContentsMargins(0, 0, 0, 0)
        self._capa.setSpacing(espacio)
        self._widgets = widgets
        for w in widgets:
            self._capa.addWidget(w, 1)

    def _ancho_en_fila(self) -> int:
        return sum(w.sizeHint().width() for w in self._widgets) + self._capa.spacing() * (len(self._widgets) - 1)

    def minimumSizeHint(self) -> QSize:
        ancho = max((w.minimumSizeHint().width() for w in self._widgets), default=0)
        alto = sum(w.minimumSizeHint().height() for w in self._widgets) + self._capa.spacing() * (
            len(self._widgets) - 1)
        return QSize(ancho, alto if self.apilada else max((w.minimumSizeHint().height() for w in self._widgets),
                                                          default=0))

    @property
    def apilada(self) -> bool:
        return self._capa.direction() == QBoxLayout.Direction.TopToBottom

    def resizeEvent(self, e: QResizeEvent) -> None:
        direccion = (QBoxLayout.Direction.LeftToRight if e.size().width() >= self._ancho_en_fila()
                     else QBoxLayout.Direction.TopToBottom)
        if direccion != self._capa.direction():
            self._capa.setDirection(direccion)
            self.updateGeometry()
        super().resizeEvent(e)


def dentro_de(rect: QRect, zona: QRect, marco: int = MARGEN_MARCO) -> QRect:
    """``rect`` (la geometría de una ventana sin marco) recortado y movido para que, con su marco, quepa en
    ``zona`` (la ``availableGeometry`` de la pantalla)."""
    ancho = min(rect.width(), zona.width() - marco // 4)
    alto = min(rect.height(), zona.height() - marco)
    x = min(max(rect.x(), zona.x()), zona.x() + zona.width() - ancho)
    y = min(max(rect.y(), zona.y()), zona.y() + zona.height() - alto)
    return QRect(x, y, ancho, alto)


def caber_en_pantalla(ventana: QWidget, ancho: int, alto: int) -> None:
    """Da a ``ventana`` (un diálogo) ese tamaño, o el que quepa en la pantalla con su marco."""
    pantalla = ventana.screen()
    if pantalla is not None:
        zona = pantalla.availableGeometry()
        ancho = min(ancho, zona.width() - MARGEN_MARCO // 4)
        alto = min(alto, zona.height() - MARGEN_MARCO)
    ventana.resize(ancho, alto)


class DivisorOPestanas(QStackedWidget):
    """Dos widgets uno encima del otro (con un divisor) si hay alto para los dos; si no, en dos pestañas, para
    que el de arriba se vea entero (p. ej. las rondas de la duplicada y la clasificación en 1024×600)."""

    def __init__(self, divisor: QSplitter, titulos: tuple[str, str], alto_minimo: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.divisor = divisor
        self.titulos = titulos
        self.alto_minimo = alto_minimo
        """Por debajo de este alto, pestañas."""
        self.pestanas = QTabWidget()
        self.pestanas.setDocumentMode(True)
        self.addWidget(divisor)
        self.addWidget(self.pestanas)

    @property
    def en_pestanas(self) -> bool:
        return self.currentWidget() is self.pestanas

    def minimumSizeHint(self) -> QSize:
        # El mínimo es el de las pestañas (una sola a la vista): el de la pila contaría el del divisor.
        return self.pestanas.minimumSizeHint()

    def resizeEvent(self, e: QResizeEvent) -> None:
        pestanas = e.size().height() < self.alto_minimo
        if pestanas != self.en_pestanas:
            if pestanas:
                arriba, abajo = self.divisor.widget(0), self.divisor.widget(1)
                self.pestanas.addTab(arriba, self.titulos[0])
                self.pestanas.addTab(abajo, self.titulos[1])
                self.setCurrentWidget(self.pestanas)
            else:
                arriba, abajo = self.pestanas.widget(0), self.pestanas.widget(1)
                self.pestanas.clear()
                self.divisor.insertWidget(0, arriba)
                self.divisor.insertWidget(1, abajo)
                arriba.show()
                abajo.show()
                self.setCurrentWidget(self.divisor)
        super().resizeEvent(e)


def con_desplazamiento(widget: QWidget, nombre: str) -> QScrollArea:
    """``widget`` dentro de un área que se desplaza en vertical, sin marco: si no cabe de alto, no se corta."""
    area = QScrollArea()
    area.setObjectName(nombre)
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


class EtiquetaAjustada(QLabel):
    """Una línea de texto cuyo tamaño no depende del texto que lleve: pide el ancho del más largo de ``posibles``
    y se conforma con menos. Lo que no cabe se dibuja con letra más pequeña (hasta ``minimo_pt``) y, si aún
    no cabe, recortado con «…» (entero en la ayuda emergente). Así cambiar el texto (las llamadas del reloj de
    la ronda) nunca agranda el panel ni la ventana, que en una pantalla pequeña se saldría de ella."""

    def __init__(self, posibles: Sequence[str], minimo_pt: float = 9.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.posibles = tuple(posibles)
        self.minimo_pt = minimo_pt

    def setText(self, texto: str) -> None:
        super().setText(texto)
        self.setToolTip(texto)

    def sizeHint(self) -> QSize:
        metrica = self.fontMetrics()
        ancho = max((metrica.horizontalAdvance(t) for t in self.posibles), default=0)
        margenes = self.contentsMargins()
        return QSize(ancho + margenes.left() + margenes.right() + 2,
                     metrica.height() + margenes.top() + margenes.bottom())

    def minimumSizeHint(self) -> QSize:
        # Sitio para «…»: lo demás se gana achicando la letra o recortando, nunca pidiéndoselo a la ventana.
        return QSize(self.fontMetrics().horizontalAdvance("M…"), self.sizeHint().height())

    def texto_a_la_vista(self) -> tuple[str, QFont]:
        """El texto como se dibuja (quizá recortado) y su letra (quizá más pequeña)."""
        ancho = self.contentsRect().width()
        texto = self.text()
        fuente = QFont(self.font())
        while QFontMetrics(fuente).horizontalAdvance(texto) > ancho and fuente.pointSizeF() - 1 >= self.minimo_pt:
            fuente.setPointSizeF(fuente.pointSizeF() - 1)
        return QFontMetrics(fuente).elidedText(texto, Qt.TextElideMode.ElideRight, ancho), fuente

    def paintEvent(self, e: QPaintEvent) -> None:
        texto, fuente = self.texto_a_la_vista()
        pintor = QPainter(self)
        pintor.setFont(fuente)
        self.style().drawItemText(pintor, self.contentsRect(), int(self.alignment()), self.palette(),
                                  self.isEnabled(), texto, self.foregroundRole())
