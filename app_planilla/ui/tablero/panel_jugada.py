"""Columna derecha: edición, modo, controles de la jugada y el desglose en vivo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.juego.ediciones import EDICIONES, Edicion
from app_planilla.ui.adaptable import FilaAdaptable
from app_planilla.ui.tablero.desglose import PanelDesglose

if TYPE_CHECKING:
    from app_planilla.ui.tablero.escritas import PanelEscritas

MODO_TABLERO = "tablero"
MODO_ESCRITAS = "escritas"
MODOS = (MODO_TABLERO, MODO_ESCRITAS)


def _boton_segmento(texto: str) -> QPushButton:
    b = QPushButton(texto)
    b.setCheckable(True)
    b.setAutoDefault(False)
    return b


class PanelJugada(QWidget):
    """Todo lo de la jugada que se está puntuando. La ventana conecta sus botones a las acciones."""

    modo_elegido = Signal(str)
    edicion_elegida = Signal(str)
    escritas_cambiada = Signal()
    """Cambió alguna palabra escrita (el panel de palabras escritas se crea la primera vez que se usa)."""

    def __init__(self, edicion: Edicion, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel_jugada")
        capa = self._capa = QVBoxLayout(self)
        capa.setContentsMargins(8, 6, 8, 6)
        capa.setSpacing(5)

        fila_edicion = QHBoxLayout()
        etiqueta = QLabel(self.tr("&Edición:"))
        self.edicion = QComboBox()
        self.edicion.setObjectName("edicion")
        for ed in EDICIONES.values():
            self.edicion.addItem(self.tr("Español (FISE)") if ed.codigo == "es" else self.tr("English"), ed.codigo)
        self.edicion.setCurrentIndex(self.edicion.findData(edicion.codigo))
        etiqueta.setBuddy(self.edicion)
        fila_edicion.addWidget(etiqueta)
        fila_edicion.addWidget(self.edicion, 1)
        capa.addLayout(fila_edicion)
        self.edicion.activated.connect(lambda i: self.edicion_elegida.emit(self.edicion.itemData(i)))

        # Selector de modo, encima de la jugada como en la semilla (uno encima del otro si el panel es estrecho).
        self.boton_tablero = _boton_segmento(self.tr("Colocar las fichas en el tablero"))
        self.boton_tablero.setObjectName("modo_tablero")
        self.boton_escritas = _boton_segmento(self.tr("Escribir las palabras"))
        self.boton_escritas.setObjectName("modo_escritas")
        self._grupo_modo = QButtonGroup(self)
        for b, modo in ((self.boton_tablero, MODO_TABLERO), (self.boton_escritas, MODO_ESCRITAS)):
            self._grupo_modo.addButton(b)
            b.clicked.connect(lambda _=False, m=modo: self.modo_elegido.emit(m))
        capa.addWidget(FilaAdaptable(self.boton_tablero, self.boton_escritas))

        self.pilas = QStackedWidget()
        self._pagina_tablero = self._controles_tablero()
        self.pilas.addWidget(self._pagina_tablero)
        self._edicion = edicion
        self._escritas: PanelEscritas | None = None
        capa.addWidget(self.pilas)

        self._extra_ayuda = 0
        self.desglose = PanelDesglose()
        capa.addWidget(self.desglose, 1)

        # Botones que dependen de la jugada calculada: la planilla añadirá aquí «Sumar».
        self.botonera = QHBoxLayout()
        capa.addLayout(self.botonera)

    def _controles_tablero(self) -> QWidget:
        w = QWidget()
        capa = QVBoxLayout(w)
        capa.setContentsMargins(0, 0, 0, 0)
        capa.setSpacing(6)
        direccion = QHBoxLayout()
        direccion.addWidget(QLabel(self.tr("Dirección:")))
        self.boton_horizontal = _boton_segmento(self.tr("→ Horizontal"))
        self.boton_horizontal.setObjectName("horizontal")
        self.boton_vertical = _boton_segmento(self.tr("↓ Vertical"))
        self.boton_vertical.setObjectName("vertical")
        grupo = QButtonGroup(self)
        for b in (self.boton_horizontal, self.boton_vertical):
            grupo.addButton(b)
        direccion.addWidget(FilaAdaptable(self.boton_horizontal, self.boton_vertical, espacio=4), 1)
        capa.addLayout(direccion)
        estado = self._estado = QGridLayout()
        estado.setSpacing(6)
        self.boton_dejar = QPushButton(self.tr("Dejar en el tablero"))
        self.boton_dejar.setObjectName("dejar")
        self.boton_dejar.setAutoDefault(False)
        self.boton_vaciar = QPushButton(self.tr("Vaciar el tablero"))
        self.boton_vaciar.setObjectName("vaciar")
        self.boton_vaciar.setAutoDefault(False)
        self.apilar_botones(False)
        capa.addLayout(estado)
        self.ayuda = ayuda = QLabel(self.tr(
            "Toca la casilla de inicio (otro toque cambia la dirección) y escribe. "
            "Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: dejar."
        ))
        ayuda.setObjectName("ayuda_tablero")
        ayuda.setWordWrap(True)
        ayuda.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(ayuda)
        linea = QFrame()
        linea.setFrameShape(QFrame.Shape.HLine)
        linea.setFrameShadow(QFrame.Shadow.Sunken)
        capa.addWidget(linea)
        return w

    def minimumSizeHint(self) -> QSize:
        # La ayuda ocupa más líneas cuanto más estrecho es el panel: su alto de verdad cuenta en el mínimo (Qt
        # solo cuenta una línea), para que un panel acoplado que crece no apriete los botones del tablero.
        minimo = super().minimumSizeHint()
        if self.pilas.currentWidget() is self._pagina_tablero and not self.ayuda.isHidden():
            minimo.setHeight(minimo.height() + self._alto_extra_ayuda())
        return minimo

    def _alto_extra_ayuda(self) -> int:
        if self.ayuda.isHidden() or self.ayuda.width() <= 0:
            return 0
        return max(0, self.ayuda.heightForWidth(self.ayuda.width()) - self.ayuda.minimumSizeHint().height())

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        extra = self._alto_extra_ayuda()
        if extra != self._extra_ayuda:
            self._extra_ayuda = extra
            self.updateGeometry()

    def apilar_botones(self, apilar: bool) -> None:
        """«Dejar…» y «Vaciar…» uno al lado del otro, o uno encima del otro si el texto de dejar es largo."""
        self.apilados = apilar
        self._estado.addWidget(self.boton_dejar, 0, 0, 1, 1 if not apilar else 2)
        self._estado.addWidget(self.boton_vaciar, *((0, 1, 1, 1) if not apilar else (1, 0, 1, 2)))

    @property
    def escritas(self) -> PanelEscritas:
        """El modo «Escribir las palabras»; se construye al usarlo por primera vez (arranque más rápido)."""
        if self._escritas is None:
            from app_planilla.ui.tablero.escritas import PanelEscritas

            self._escritas = PanelEscritas(self._edicion)
            self._escritas.cambiada.connect(self.escritas_cambiada)
            self.pilas.addWidget(self._escritas)
        return self._escritas

    def establecer_edicion(self, edicion: Edicion) -> None:
        self._edicion = edicion
        self.poner_edicion(edicion.codigo)
        if self._escritas is not None:
            self._escritas.establecer_edicion(edicion)

    def poner_modo(self, modo: str) -> None:
        indice = MODOS.index(modo)
        if modo == MODO_ESCRITAS:
            self.escritas  # noqa: B018 (se crea si aún no existe)
        # La pila toma el alto de la página visible, no el de la más alta.
        for i in range(self.pilas.count()):
            politica = QSizePolicy.Policy.Preferred if i == indice else QSizePolicy.Policy.Ignored
            pagina = self.pilas.widget(i)
            if pagina is not None:
                pagina.setSizePolicy(politica, politica)
        self.pilas.setCurrentIndex(indice)
        # Las palabras escritas reparten el alto con el desglose; los controles del tablero, no (pero tienen el
        # alto que pida su texto a ese ancho: en un panel estrecho la ayuda ocupa más líneas).
        self._capa.setStretchFactor(self.pilas, 1 if modo == MODO_ESCRITAS else 0)
        vertical = QSizePolicy.Policy.Preferred if modo == MODO_ESCRITAS else QSizePolicy.Policy.Maximum
        self.pilas.setSizePolicy(QSizePolicy.Policy.Preferred, vertical)
        (self.boton_tablero if modo == MODO_TABLERO else self.boton_escritas).setChecked(True)

    def poner_edicion(self, codigo: str) -> None:
        self.edicion.setCurrentIndex(self.edicion.findData(codigo))

    def mostrar_direccion(self, horizontal: bool) -> None:
        (self.boton_horizontal if horizontal else self.boton_vertical).setChecked(True)


__all__ = ["MODOS", "MODO_ESCRITAS", "MODO_TABLERO", "PanelJugada"]
