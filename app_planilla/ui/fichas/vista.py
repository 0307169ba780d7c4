"""Panel de fichas: las de la edición letra a letra, con su valor, cuántas trae la caja y cuántas quedan."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QLayout, QVBoxLayout, QWidget

from app_planilla.nucleo.juego.control_fichas import COMODIN, Recuento

COLUMNAS = 4


def _contar(n: int, singular: str, plural: str) -> str:
    return f"{n} {singular if n == 1 else plural}"


class CasillaLetra(QFrame):
    """Una letra: la ficha, su valor y «quedan/total»."""

    def __init__(self, letra: str, valor: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("casilla_letra")
        self.letra = letra
        self.ficha = QLabel("?" if letra == COMODIN else letra)
        self.ficha.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ficha.setMinimumWidth(34)
        self.ficha.setToolTip(self.tr("Comodín") if letra == COMODIN else letra)
        self.valor = valor
        self.cuenta = QLabel("")
        self.cuenta.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        fila = QGridLayout(self)
        fila.setContentsMargins(2, 1, 2, 1)
        fila.setHorizontalSpacing(6)
        fila.addWidget(self.ficha, 0, 0)
        fila.addWidget(self.cuenta, 0, 1)

    def mostrar(self, quedan: int, total: int) -> None:
        agotada = quedan <= 0
        fondo = "#e0e0e0" if agotada else "#f3dfb0"
        borde = "#c62828" if quedan < 0 else "#b8955a"
        self.ficha.setStyleSheet(
            f"background: {fondo}; border: 1px solid {borde}; border-radius: 4px; font-weight: bold; "
            f"font-size: 13pt; color: {'#888' if agotada else '#2b2118'}; padding: 1px 3px;"
        )
        self.ficha.setText(
            ("?" if self.letra == COMODIN else self.letra) + f"<sub style='font-size:7pt'>{self.valor}</sub>"
        )
        self.cuenta.setText(f"<b>{quedan}</b>/{total}")
        self.cuenta.setStyleSheet("color: #c62828;" if quedan < 0 else ("color: #888;" if agotada else ""))


class PanelFichas(QWidget):
    """Lo que muestra el panel de fichas durante una partida (o la caja entera si no hay ninguna)."""

    def __init__(self, recuento: Recuento, parent: QWidget | None = None, *, columnas: int = COLUMNAS) -> None:
        super().__init__(parent)
        self.setObjectName("panel_fichas")
        self.columnas = columnas
        """Letras por fila de la rejilla como mucho (más si el panel va a lo ancho, debajo del tablero); menos si
        no caben (``resizeEvent``)."""
        self._en_fila = columnas
        self.rejilla = QGridLayout()
        self.rejilla.setHorizontalSpacing(10)
        self.rejilla.setVerticalSpacing(3)
        self.casillas: dict[str, CasillaLetra] = {}
        self.cifras = QLabel("")
        self.cifras.setWordWrap(True)
        self.vocales = QLabel("")
        self.sin_fichas = QLabel("")
        self.sin_fichas.setWordWrap(True)
        self.avisos = QLabel("")
        self.avisos.setWordWrap(True)
        self.avisos.setStyleSheet("color: #c62828; font-weight: bold;")
        caja = self._caja = QVBoxLayout(self)
        # El mínimo lo da minimumSizeHint (unas pocas letras por fila), no la rejilla tal como está ahora.
        caja.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        caja.addWidget(self.cifras)
        caja.addWidget(self.vocales)
        caja.addLayout(self.rejilla)
        caja.addWidget(self.sin_fichas)
        caja.addWidget(self.avisos)
        caja.addStretch(1)
        self.mostrar(recuento)

    def _construir(self, recuento: Recuento) -> None:
        while self.rejilla.count():
            item = self.rejilla.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()
        self.casillas.clear()
        letras = [*recuento.edicion.letras, COMODIN]
        for n, letra in enumerate(letras):
            valor = 0 if letra == COMODIN else recuento.edicion.valor(letra)
            casilla = CasillaLetra(letra, valor)
            self.casillas[letra] = casilla
            self.rejilla.addWidget(casilla, n // self._en_fila, n % self._en_fila)
        self._edicion = recuento.edicion

    def _ancho_casilla(self) -> int:
        ancho = max((c.sizeHint().width() for c in self.casillas.values()), default=80)
        return ancho + self.rejilla.horizontalSpacing()

    def minimumSizeHint(self) -> QSize:
        margenes = self._caja.contentsMargins()
        return QSize(3 * self._ancho_casilla() + margenes.left() + margenes.right(), super().minimumSizeHint().height())

    def resizeEvent(self, e: QResizeEvent) -> None:
        """Tantas letras por fila como quepan (hasta ``columnas``): el panel se estrecha sin cortarse."""
        margenes = self._caja.contentsMargins()
        util = e.size().width() - margenes.left() - margenes.right() + self.rejilla.horizontalSpacing()
        en_fila = max(3, min(self.columnas, util // self._ancho_casilla()))
        if en_fila != self._en_fila:
            self._en_fila = en_fila
            for n, casilla in enumerate(self.casillas.values()):
                self.rejilla.addWidget(casilla, n // en_fila, n % en_fila)
            self.updateGeometry()
        super().resizeEvent(e)


    def mostrar(self, recuento: Recuento) -> None:
        if getattr(self, "_edicion", None) is not recuento.edicion:
            self._construir(recuento)
        self.recuento = recuento
        for letra, casilla in self.casillas.items():
            casilla.mostrar(recuento.quedan(letra), recuento.total[letra])
        plantilla = (
            self.tr("<b>%1</b> fichas sin salir al tablero · <b>%2</b> en la bolsa (con un atril de siete)")
            if recuento.atriles == 1
            else self.tr("<b>%1</b> fichas sin salir al tablero · <b>%2</b> en la bolsa (con %3 atriles de siete)")
        )
        self.cifras.setText(
            plantilla
            .replace("%1", str(recuento.fuera_del_tablero))
            .replace("%2", str(recuento.en_la_bolsa))
            .replace("%3", str(recuento.atriles))
        )
        self.vocales.setText(
            self.tr("Por salir: %1, %2, %3")
            .replace("%1", _contar(recuento.vocales, self.tr("vocal"), self.tr("vocales")))
            .replace("%2", _contar(recuento.consonantes, self.tr("consonante"), self.tr("consonantes")))
            .replace("%3", _contar(recuento.comodines, self.tr("comodín"), self.tr("comodines")))
        )
        n = recuento.jugadas_sin_fichas
        self.sin_fichas.setText(
            self.tr("Una jugada anotada solo con puntos: sus fichas no se descuentan.")
            if n == 1
            else self.tr("%1 jugadas anotadas solo con puntos: sus fichas no se descuentan.").replace("%1", str(n))
        )
        self.sin_fichas.setVisible(bool(n))
        self.avisos.setText("\n".join(recuento.avisos()))
        self.avisos.setVisible(bool(recuento.excedidas))
