"""Modo «Escribir las palabras»: la principal y hasta siete cruzadas, con la casilla de cada ficha marcada
a mano (semilla 002). Tocar una ficha cambia su marca; el comodín se alterna con clic derecho o «?»."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QContextMenuEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.escritas import CICLO_MARCAS, MAX_CRUZADAS, FichaEscrita, Marca, puntuar_escritas
from app_planilla.nucleo.juego.fichas import Ficha, leer_palabra
from app_planilla.nucleo.juego.jugada_en_curso import Calculo
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Premio
from app_planilla.ui.tablero import dibujo

_LADO_FICHA = 34
_ALTO_MARCA = 15


def nombre_marca(marca: Marca, notacion: Notacion) -> str:
    """Texto corto bajo la ficha; el premio, con el rótulo del tablero de la edición (DP o DW)."""
    if marca is Marca.ANTERIOR:
        return str(QCoreApplication.translate("TiraFichas", "antes"))
    return "" if marca.premio is None else notacion.premio(marca.premio)


class TiraFichas(QWidget):
    """Las fichas de una palabra escrita, cada una con su marca. Teclado: ←/→ eligen ficha, Espacio cambia
    la marca, «?» alterna comodín, la tecla de menú abre todas las opciones."""

    cambiada = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.fichas: list[FichaEscrita] = []
        self.edicion: Edicion | None = None
        self.elegida = 0
        self._cache = dibujo.CacheFichas()

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self.fichas)) * (_LADO_FICHA + 3), _LADO_FICHA + _ALTO_MARCA + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(_LADO_FICHA, _LADO_FICHA + _ALTO_MARCA + 4)

    def rect_ficha(self, i: int) -> QRect:
        return QRect(2 + i * (_LADO_FICHA + 3), 2, _LADO_FICHA, _LADO_FICHA)

    def centro_ficha(self, i: int) -> QPoint:
        """Centro de la ficha ``i`` (para pruebas)."""
        return self.rect_ficha(i).center()

    def _indice_en(self, punto: QPoint) -> int | None:
        for i in range(len(self.fichas)):
            if self.rect_ficha(i).adjusted(0, 0, 0, _ALTO_MARCA).contains(punto):
                return i
        return None

    def poner_marca(self, i: int, marca: Marca) -> None:
        self.fichas[i] = FichaEscrita(self.fichas[i].ficha, marca)
        self._hecho()

    def siguiente_marca(self, i: int) -> None:
        actual = CICLO_MARCAS.index(self.fichas[i].marca)
        self.poner_marca(i, CICLO_MARCAS[(actual + 1) % len(CICLO_MARCAS)])

    def alternar_comodin(self, i: int) -> None:
        f = self.fichas[i]
        self.fichas[i] = FichaEscrita(f.ficha.como_comodin(not f.ficha.comodin), f.marca)
        self._hecho()

    def _hecho(self) -> None:
        self.update()
        self.cambiada.emit()

    def mousePressEvent(self, e: QMouseEvent) -> None:
        i = self._indice_en(e.position().toPoint())
        if i is None or e.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(e)
        self.elegida = i
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.siguiente_marca(i)

    def contextMenuEvent(self, e: QContextMenuEvent) -> None:
        if e.reason() == QContextMenuEvent.Reason.Mouse:
            i = self._indice_en(e.pos())
        else:
            i = self.elegida if self.fichas else None
        if i is None:
            return
        self.elegida = i
        menu = QMenu(self)
        textos = {Marca.NINGUNA: self.tr("Sin premio"), Marca.DL: self.tr("Doble tanto de letra (DL)"),
                  Marca.TL: self.tr("Triple tanto de letra (TL)"), Marca.DP: self.tr("Doble tanto de palabra (DP)"),
                  Marca.TP: self.tr("Triple tanto de palabra (TP)"),
                  Marca.ANTERIOR: self.tr("Colocada en un turno anterior")}
        for marca in CICLO_MARCAS:
            accion = menu.addAction(textos[marca])
            accion.setCheckable(True)
            accion.setChecked(self.fichas[i].marca is marca)
            accion.triggered.connect(lambda _=False, m=marca: self.poner_marca(i, m))
        menu.addSeparator()
        comodin = menu.addAction(self.tr("Comodín"))
        comodin.setCheckable(True)
        comodin.setChecked(self.fichas[i].ficha.comodin)
        comodin.setEnabled(not self.fichas[i].ficha.fija)
        comodin.triggered.connect(lambda: self.alternar_comodin(i))
        menu.exec(e.globalPos())

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if not self.fichas:
            return super().keyPressEvent(e)
        if e.key() == Qt.Key.Key_Left:
            self.elegida = max(0, self.elegida - 1)
        elif e.key() == Qt.Key.Key_Right:
            self.elegida = min(len(self.fichas) - 1, self.elegida + 1)
        elif e.key() == Qt.Key.Key_Space:
            self.siguiente_marca(self.elegida)
        elif e.text() == "?":
            self.alternar_comodin(self.elegida)
        else:
            return super().keyPressEvent(e)
        self.update()

    def paintEvent(self, e: QPaintEvent) -> None:
        if self.edicion is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        escala = self.devicePixelRatioF()
        fuente = p.font()
        fuente.setPixelSize(10)
        fuente.setBold(True)
        p.setFont(fuente)
        for i, fe in enumerate(self.fichas):
            r = self.rect_ficha(i)
            premio = fe.marca.premio
            # La casilla que hay debajo, con su color del tablero.
            p.fillRect(r, dibujo.COLOR_PREMIO[premio] if premio else dibujo.COLOR_CASILLA)
            aspecto = dibujo.NORMAL if fe.marca is Marca.ANTERIOR else dibujo.NUEVA
            valor = 0 if fe.ficha.comodin else self.edicion.valores.get(fe.ficha.letra, 0)
            p.drawPixmap(r.topLeft(), self._cache.ficha(fe.ficha, valor, aspecto, _LADO_FICHA, escala))
            marca = QRect(r.left(), r.bottom() + 1, r.width(), _ALTO_MARCA)
            color = dibujo.TEXTO_PREMIO[Premio.DL] if premio is None else dibujo.COLOR_PREMIO[premio].darker(140)
            p.setPen(color if fe.marca is not Marca.ANTERIOR else QColor("#555555"))
            p.drawText(marca, Qt.AlignmentFlag.AlignCenter, nombre_marca(fe.marca, Notacion.de_edicion(self.edicion)))
            if i == self.elegida and self.hasFocus():
                p.setPen(QPen(dibujo.COLOR_CURSOR, 2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(r).adjusted(-1, -1, 1, _ALTO_MARCA), 3, 3)
        p.end()


class FilaPalabra(QWidget):
    """Una palabra escrita: el campo de texto y sus fichas marcables. Las marcas siguen a su posición."""

    cambiada = Signal()

    def __init__(self, indice: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        capa = QVBoxLayout(self)
        capa.setContentsMargins(0, 0, 0, 4)
        capa.setSpacing(2)
        self.campo = QLineEdit()
        self.campo.setObjectName(f"palabra_{indice}")
        self.campo.setMaxLength(30)
        if indice == 0:
            nombre = self.tr("Principal")
            self.campo.setPlaceholderText(self.tr("Palabra principal"))
        else:
            nombre = self.tr("Cruzada {0}").format(indice)
            self.campo.setPlaceholderText(self.tr("Palabra cruzada {0} (si la hay)").format(indice))
        etiqueta = QLabel(nombre)
        etiqueta.setBuddy(self.campo)
        etiqueta.setMinimumWidth(70)
        if indice == 0:
            negrita = etiqueta.font()
            negrita.setBold(True)
            etiqueta.setFont(negrita)
        self.campo.setAccessibleName(self.campo.placeholderText())
        self.tira = TiraFichas()
        self.tira.setObjectName(f"fichas_{indice}")
        self.tira.setAccessibleName(self.tr("Fichas de la palabra: clic o Espacio cambia la casilla"))
        arriba = QHBoxLayout()
        arriba.addWidget(etiqueta)
        arriba.addWidget(self.campo, 1)
        abajo = QHBoxLayout()
        abajo.addSpacing(etiqueta.minimumWidth() + arriba.spacing())
        abajo.addWidget(self.tira, 1)
        capa.addLayout(arriba)
        capa.addLayout(abajo)
        self.error: str | None = None
        self.avisos: tuple[str, ...] = ()
        self.campo.textChanged.connect(self._releer)
        self.tira.cambiada.connect(self.cambiada)

    def establecer_edicion(self, edicion: Edicion) -> None:
        self.tira.edicion = edicion
        self._releer()

    def _releer(self) -> None:
        edicion = self.tira.edicion
        assert edicion is not None
        texto = self.campo.text().strip()
        anteriores = self.tira.fichas
        self.error = None
        self.avisos = ()
        fichas: tuple[Ficha, ...] = ()
        if texto:
            try:
                # Mayúsculas: el comodín se marca en la ficha, no escribiendo en minúscula.
                lectura = leer_palabra(texto.upper(), edicion, permitir_puntos=False)
                fichas = tuple(f for f in lectura.fichas if f is not None)
                self.avisos = lectura.avisos
            except ErrorPlanilla as e:
                self.error = str(e)
        nuevas = []
        for i, ficha in enumerate(fichas):
            previa = anteriores[i] if i < len(anteriores) else None
            if previa is not None and previa.ficha.comodin and not previa.ficha.fija and not ficha.fija:
                ficha = ficha.como_comodin(True)
            nuevas.append(FichaEscrita(ficha, previa.marca if previa else Marca.NINGUNA))
        self.tira.fichas = nuevas
        self.tira.elegida = min(self.tira.elegida, max(0, len(nuevas) - 1))
        self.campo.setStyleSheet("QLineEdit { border: 1px solid #d9480f; }" if self.error else "")
        self.tira.updateGeometry()
        self.tira.update()
        self.cambiada.emit()


class PanelEscritas(QFrame):
    """La principal y hasta siete cruzadas; se ve una fila vacía más tras la última escrita."""

    cambiada = Signal()

    def __init__(self, edicion: Edicion, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel_escritas")
        self.edicion = edicion
        capa = QVBoxLayout(self)
        capa.setContentsMargins(0, 0, 0, 0)
        self.ayuda = ayuda = QLabel()
        ayuda.setWordWrap(True)
        ayuda.setStyleSheet("color: #555;")
        capa.addWidget(ayuda)
        contenido = QWidget()
        self._capa_filas = QVBoxLayout(contenido)
        self._capa_filas.setContentsMargins(0, 0, 4, 0)
        self.filas = [FilaPalabra(i) for i in range(1 + MAX_CRUZADAS)]
        for fila in self.filas:
            fila.establecer_edicion(edicion)
            fila.cambiada.connect(self._cambio)
            self._capa_filas.addWidget(fila)
        self._capa_filas.addStretch(1)
        desplazable = QScrollArea()
        desplazable.setWidgetResizable(True)
        desplazable.setFrameShape(QFrame.Shape.NoFrame)
        desplazable.setWidget(contenido)
        capa.addWidget(desplazable, 1)
        self._rotular_ayuda()
        self._mostrar_filas()

    def _mostrar_filas(self) -> None:
        ultima = max((i for i, f in enumerate(self.filas) if f.campo.text().strip()), default=0)
        for i, fila in enumerate(self.filas):
            fila.setVisible(i <= ultima + 1)

    def _cambio(self) -> None:
        self._mostrar_filas()
        self.cambiada.emit()

    def establecer_edicion(self, edicion: Edicion) -> None:
        self.edicion = edicion
        for fila in self.filas:
            fila.establecer_edicion(edicion)
        self._rotular_ayuda()

    def _rotular_ayuda(self) -> None:
        """La ayuda nombra los premios como los rotula la edición de la partida (DP/TP o DW/TW)."""
        notacion = Notacion.de_edicion(self.edicion)
        self.ayuda.setText(self.tr(
            "Escribe la palabra principal y, debajo, cada palabra cruzada. Toca una ficha para elegir la "
            "casilla que tiene debajo ({premios}) o marcarla como colocada antes; clic derecho o «?»: comodín."
        ).format(premios=", ".join(notacion.premio(p) for p in Premio)))

    def limpiar(self) -> None:
        for fila in reversed(self.filas):
            fila.tira.fichas = []
            fila.campo.clear()
        self.filas[0].campo.setFocus()

    def calcular(self) -> Calculo:
        """El desglose de las palabras escritas, o el primer error de lectura o de puntuación."""
        for fila in self.filas:
            if fila.error:
                return Calculo(error=fila.error)
        palabras = [fila.tira.fichas for fila in self.filas]
        while palabras and not palabras[-1]:
            palabras.pop()
        if not palabras:
            return Calculo()
        try:
            resultado = puntuar_escritas(palabras, self.edicion)
        except ErrorPlanilla as e:
            return Calculo(error=str(e))
        # Los avisos de lectura (K y W en español) se ven en el desglose, como en el tablero.
        avisos = tuple(dict.fromkeys(a for fila in self.filas for a in fila.avisos))
        if avisos:
            resultado = replace(resultado, avisos=resultado.avisos + avisos)
        return Calculo(resultado)
