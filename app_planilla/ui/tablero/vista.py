"""El tablero que se toca y se teclea: traduce ratón y teclado a la jugada en curso y la dibuja."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from app_planilla.nucleo.errores import ErrorCoordenada, ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.jugada_en_curso import JugadaEnCurso
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Tablero, casilla, nombre_casilla
from app_planilla.ui.tablero import dibujo

# Flechas: mueven el inicio de la jugada.
_FLECHAS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (0, -1),
    Qt.Key.Key_Right.value: (0, 1),
    Qt.Key.Key_Up.value: (-1, 0),
    Qt.Key.Key_Down.value: (1, 0),
}


class VistaTablero(QWidget):
    """Tablero 15×15 con la jugada en curso.

    Señales: ``cambiada`` tras cualquier cambio de la jugada; ``mensaje(str)`` con avisos y errores de
    entrada para la barra de estado (nunca una excepción); ``dejar_pedido`` al pulsar Intro.
    """

    cambiada = Signal()
    mensaje = Signal(str)
    dejar_pedido = Signal()
    cifra_escrita = Signal(str)
    """Una cifra tecleada sobre el tablero (no es una letra): la ventana la lleva a los puntos a mano."""
    usada = Signal()
    """Clic o tecla de quien juega sobre el tablero (la ventana vuelve al modo de tablero)."""

    def __init__(self, jugada: JugadaEnCurso, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablero")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # Casillas de 16 px como poco: en 1024×600 el tablero cede sitio a la hoja (y crece con la ventana).
        self.setMinimumSize(15 * 16 + 30, 15 * 16 + 30)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self.jugada = jugada
        self.ultima: set[Casilla] = set()
        """Casillas de la última jugada dejada en el tablero (se resaltan)."""
        self._cache = dibujo.CacheFichas()
        self._fondo: QPixmap | None = None
        self._clave_fondo: tuple[int, int, float, Notacion] | None = None
        self.setAccessibleName(self.tr("Tablero"))
        self._describir()

    # --- modelo -------------------------------------------------------------------------------------

    @property
    def tablero(self) -> Tablero:
        return self.jugada.tablero

    @property
    def edicion(self) -> Edicion:
        return self.jugada.edicion

    @property
    def notacion(self) -> Notacion:
        """La de la edición: rótulos, premios y casillas de los mensajes (``D8`` en una partida inglesa)."""
        return Notacion.de_edicion(self.edicion)

    def establecer_jugada(self, jugada: JugadaEnCurso) -> None:
        """Otra jugada en curso (p. ej. al cambiar de edición)."""
        self.jugada = jugada
        self._hecho()

    def _hecho(self) -> None:
        self._describir()
        self.update()
        self.cambiada.emit()

    def _describir(self) -> None:
        self.setAccessibleDescription(self.jugada.descripcion())

    # --- acciones públicas (también las usan los menús) --------------------------------------------

    def tocar(self, coord: str | Casilla) -> None:
        c = casilla(coord) if isinstance(coord, str) else coord
        antes = self.jugada.fichas
        self.jugada.tocar(c)
        if len(self.jugada.fichas) < len(antes):
            self.mensaje.emit(self.tr("La jugada no cabía desde {0}: se empieza de nuevo allí.").format(
                self.notacion.casilla(c)))
        self._hecho()

    def escribir(self, texto: str) -> None:
        try:
            avisos = self.jugada.escribir(texto)
        except ErrorPlanilla as e:
            self.mensaje.emit(str(e))
            avisos = ()
        for aviso in avisos:
            self.mensaje.emit(aviso)
        self._hecho()

    def borrar(self) -> None:
        if self.jugada.borrar():
            self._hecho()

    def cancelar(self) -> None:
        self.jugada.cancelar()
        self._hecho()

    def cambiar_direccion(self, direccion: Direccion | None = None) -> None:
        if self.jugada.inicio is None:
            self.jugada.mover_a((7, 7))
        if not self.jugada.cambiar_direccion(direccion):
            self.mensaje.emit(self.tr("La jugada no cabe en esa dirección desde {0}.").format(
                self.notacion.casilla(self.jugada.inicio or (7, 7))))
        self._hecho()

    def alternar_comodin(self) -> None:
        """La última ficha nueva pasa a comodín o vuelve a ser letra (teclado: ?)."""
        if self.jugada.vacia():
            self.mensaje.emit(self.tr("No hay ninguna ficha nueva que marcar como comodín."))
        elif not self.jugada.alternar_comodin():
            self.mensaje.emit(self.tr("Esa ficha es un comodín fijo: la K y la W no existen en español."))
        self._hecho()

    def mover(self, filas: int, columnas: int) -> None:
        if not self.jugada.mover(filas, columnas):
            return
        self._hecho()

    # --- coordenadas (pruebas y accesibilidad) -------------------------------------------------------

    def geometria(self) -> dibujo.Geometria:
        return dibujo.Geometria.para(self.width(), self.height())

    def centro_casilla(self, coord: str) -> QPoint:
        """Centro de la casilla ``H8`` en coordenadas del widget."""
        return self.geometria().rect(casilla(coord)).center()

    def casilla_en(self, punto: QPoint) -> str | None:
        """Nombre de la casilla bajo ``punto`` (``H8``), o ``None`` fuera del tablero."""
        c = self.geometria().casilla_en(punto.x(), punto.y())
        return nombre_casilla(c) if c is not None else None

    # --- eventos ------------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(640, 640)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(e)
        nombre = self.casilla_en(e.position().toPoint())
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.usada.emit()
        if nombre is not None:
            try:
                self.tocar(nombre)
            except ErrorCoordenada:  # no debería pasar: la casilla sale de la geometría
                pass
        e.accept()

    def keyPressEvent(self, e: QKeyEvent) -> None:
        tecla = e.key()
        mods = e.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if e.text() or tecla in _FLECHAS:
            self.usada.emit()
        if tecla in _FLECHAS and not mods:
            self.mover(*_FLECHAS[tecla])
        elif tecla == Qt.Key.Key_Backspace:
            self.borrar()
        elif tecla == Qt.Key.Key_Escape:
            self.cancelar()
        elif tecla == Qt.Key.Key_Space and not mods:
            self.cambiar_direccion()
        elif tecla in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.dejar_pedido.emit()
        elif e.text() == "?":
            self.alternar_comodin()
        elif len(e.text()) == 1 and e.text() in "0123456789" and not (mods & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
            self.cifra_escrita.emit(e.text())
        elif e.text() and e.text().isprintable() and not (mods & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                | Qt.KeyboardModifier.MetaModifier)):
            self.escribir(e.text())
        else:
            super().keyPressEvent(e)
            return
        e.accept()

    def focusInEvent(self, e: QFocusEvent) -> None:
        super().focusInEvent(e)
        self.update()

    def focusOutEvent(self, e: QFocusEvent) -> None:
        super().focusOutEvent(e)
        self.update()

    def resizeEvent(self, e: QResizeEvent) -> None:
        self._fondo = None
        super().resizeEvent(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        g = self.geometria()
        escala = self.devicePixelRatioF()
        clave = (self.width(), self.height(), escala, self.notacion)
        if self._fondo is None or self._clave_fondo != clave:
            self._fondo = dibujo.fondo(g, self.width(), self.height(), escala, self.notacion)
            self._clave_fondo = clave
        p = QPainter(self)
        p.drawPixmap(0, 0, self._fondo)
        anteriores = self.tablero.fichas
        ultima = {c: f for c, f in anteriores.items() if c in self.ultima}
        normales = {c: f for c, f in anteriores.items() if c not in self.ultima} if ultima else anteriores
        dibujo.dibujar_fichas(p, g, normales, dibujo.NORMAL, self.edicion, self._cache, escala)
        dibujo.dibujar_fichas(p, g, ultima, dibujo.ULTIMA, self.edicion, self._cache, escala)
        nuevas = self.jugada.nuevas()
        dibujo.dibujar_fichas(p, g, nuevas, dibujo.NUEVA, self.edicion, self._cache, escala)
        dibujo.dibujar_cursor(p, g, self.jugada.inicio, self.jugada.direccion, self.jugada.siguiente(),
                              nuevas, self.hasFocus())
        p.end()
