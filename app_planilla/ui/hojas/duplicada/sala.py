"""La vista de anotación de una sala con arbitraje (hasta 200 participantes): campos de teclado, no columnas.

Arriba, la mesa (un número, varias ``3-7,12`` o un trozo del nombre) y la papeleta (``H4 JAMON 44``; ``=`` la
maestra; ``-7`` un cero con su motivo; ``=30`` los puntos que decide el árbitro); debajo, a quién va, lo decidido
tras Intro y la tabla de la ronda (mesa, nombre, papeleta, puntos, juicio, marcas), que puede ocultar a los ya
anotados, con la clasificación al lado (o en otra pestaña si no hay alto). Solo widgets: la lógica de lo tecleado
está en ``entrada_sala.py`` y el cableado en la hoja.

Pensada para repintar poco: filas de alto fijo, columnas de ancho fijo (nada se mide celda a celda), y las
etiquetas de texto que cambian con cada papeleta tienen un alto fijo, así que escribir una papeleta no recoloca
el panel.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPainter, QPaintEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.duplicada.eventos import MAX_PAPELETA
from app_planilla.ui.adaptable import DivisorOPestanas
from app_planilla.ui.hojas.duplicada.modelo_sala import (
    CLAS_AVISOS,
    CLAS_BONIFICACION,
    CLAS_MAESTRAS,
    CLAS_MESA,
    CLAS_NOMBRE,
    CLAS_PENALIZACION,
    CLAS_PORCENTAJE,
    CLAS_PUESTO,
    CLAS_TOTAL,
    COL_JUICIO,
    COL_MESA,
    COL_NOMBRE,
    COL_PAPELETA,
    COL_PUNTOS,
    ModeloClasificacionSala,
    ModeloSala,
)

ESTILOS_JUICIO = {
    "": ("#f3f5f4", "#3a3a3a", "#d6dcd9"),
    "valida": ("#e6f4ea", "#1b4a2a", "#a8d5b5"),
    "cero": ("#fdecea", "#8a1c12", "#f1b0a8"),
    "marca": ("#fff4d6", "#5c4400", "#f0d58c"),
    "error": ("#b3261e", "#ffffff", "#8a1c12"),
}
"""El recuadro de lo decidido (fondo, letra, borde): neutro, válida, cero, con algo que mirar (fuera de lista,
desplazada) o error."""


class CampoSala(QLineEdit):
    """Un campo de la sala: ↑/↓ (``arriba``/``abajo``) mueven la mesa, Esc lo vacía, y con el campo vacío
    Ctrl+Retroceso llega a «Deshacer» (lleno, borra la palabra anterior, como siempre)."""

    arriba = Signal()
    abajo = Signal()

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride and isinstance(e, QKeyEvent) and not self.text() and (
                e.matches(QKeySequence.StandardKey.DeleteStartOfWord)):
            e.ignore()  # vacío, no hay palabra que borrar: el atajo de la ventana («Deshacer la última línea»)
            return False
        return super().event(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() == Qt.Key.Key_Up and not e.modifiers():
            self.arriba.emit()
            return
        if e.key() == Qt.Key.Key_Down and not e.modifiers():
            self.abajo.emit()
            return
        if e.key() == Qt.Key.Key_Escape and self.text():
            self.clear()
            return
        super().keyPressEvent(e)


class Rotulo(QWidget):
    """Una etiqueta de ``lineas`` de texto y alto fijo que se pinta ella misma: cambiar su texto solo la repinta a
    ella. Un ``QLabel`` pide sitio de nuevo con cada texto, y eso recolocaba (y repintaba) el panel y la ventana
    con cada papeleta. Lo que no cabe se corta con «…» (entero en la ayuda emergente)."""

    def __init__(self, nombre: str, lineas: int = 1, *, negrita: bool = False, color: str = "#24493f",
                 derecha: bool = False, recuadro: bool = False) -> None:
        super().__init__()
        self.setObjectName(nombre)
        self._texto = ""
        self._lineas = lineas
        self._recuadro = recuadro
        self._colores = ("", color, "")
        """Fondo, letra y borde (vacíos: sin fondo ni borde)."""
        self._alineacion = (Qt.AlignmentFlag.AlignRight if derecha else Qt.AlignmentFlag.AlignLeft) | (
            Qt.AlignmentFlag.AlignVCenter)
        if negrita:
            fuente = self.font()
            fuente.setBold(True)
            self.setFont(fuente)
        self._relleno = 6 if recuadro else 0
        alto = self.fontMetrics().lineSpacing() * lineas + (8 if recuadro else 2)
        self.setFixedHeight(alto)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)

    def text(self) -> str:
        return self._texto

    def setText(self, texto: str) -> None:
        if texto != self._texto:
            self._texto = texto
            self.setToolTip(texto)
            self.setAccessibleDescription(texto)
            self.update()

    def poner_colores(self, fondo: str, letra: str, borde: str) -> None:
        if (fondo, letra, borde) != self._colores:
            self._colores = (fondo, letra, borde)
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(200, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.height())

    def paintEvent(self, _e: QPaintEvent) -> None:
        pintor = QPainter(self)
        fondo, letra, borde = self._colores
        caja = self.rect().adjusted(0, 0, -1, -1)
        if fondo:
            pintor.setRenderHint(QPainter.RenderHint.Antialiasing)
            pintor.setPen(QColor(borde) if borde else Qt.PenStyle.NoPen)
            pintor.setBrush(QColor(fondo))
            pintor.drawRoundedRect(caja, 4, 4)
        pintor.setPen(QColor(letra))
        zona = self.rect().adjusted(self._relleno, 1, -self._relleno, -1)
        metrica = self.fontMetrics()
        if self._lineas == 1:
            texto = metrica.elidedText(self._texto, Qt.TextElideMode.ElideRight, zona.width())
            pintor.drawText(zona, int(self._alineacion), texto)
            return
        # Varias líneas: partidas por palabras; si no caben, la última acaba en «…».
        disposicion = QTextLayout(self._texto, self.font())
        opcion = QTextOption()
        opcion.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        disposicion.setTextOption(opcion)
        disposicion.beginLayout()
        lineas: list[str] = []
        while len(lineas) < self._lineas:
            linea = disposicion.createLine()
            if not linea.isValid():
                break
            linea.setLineWidth(zona.width())
            lineas.append(self._texto[linea.textStart():linea.textStart() + linea.textLength()])
        resto = disposicion.createLine()
        disposicion.endLayout()
        if resto.isValid() and lineas:
            lineas[-1] = metrica.elidedText(lineas[-1].rstrip() + " " + self._texto[resto.textStart():],
                                            Qt.TextElideMode.ElideRight, zona.width())
        alto = metrica.lineSpacing()
        y = zona.top() + (zona.height() - alto * len(lineas)) // 2
        for n, texto in enumerate(lineas):
            pintor.drawText(zona.left(), y + n * alto, zona.width(), alto, int(self._alineacion), texto.rstrip())


def _tabla_fija(nombre: str, alto: int) -> QTableView:
    """Una tabla de filas de alto fijo y columnas que no se miden con el contenido (200 filas, sin coste)."""
    tabla = QTableView()
    tabla.setObjectName(nombre)
    tabla.verticalHeader().hide()
    tabla.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    tabla.verticalHeader().setDefaultSectionSize(alto)
    tabla.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    tabla.horizontalHeader().setHighlightSections(False)
    tabla.setWordWrap(False)
    tabla.setTextElideMode(Qt.TextElideMode.ElideRight)
    tabla.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    tabla.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    tabla.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    tabla.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    tabla.setStyleSheet("QTableView { gridline-color: #d6dcd9; }")
    return tabla


class PanelSala(QWidget):
    """Los campos, lo decidido, la tabla de la ronda y la clasificación de la sala."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel_sala")
        capa = QVBoxLayout(self)
        capa.setContentsMargins(0, 0, 0, 0)
        capa.setSpacing(4)

        fila = QHBoxLayout()
        fila.setSpacing(4)
        self.mesa = CampoSala()
        self.mesa.setObjectName("mesa_sala")
        self.mesa.setMaxLength(200)
        self.mesa.setPlaceholderText(self.tr("mesa"))
        self.mesa.setToolTip(self.tr(
            "A quién va la papeleta: su número de mesa, varias (3-7,12: la misma jugada para todos) o un trozo de "
            "su nombre. Intro pasa a la papeleta; ↑/↓, la mesa anterior o siguiente sin papeleta."))
        self.mesa.setAccessibleName(self.tr("Mesa"))
        self.mesa.setFixedWidth(self.mesa.fontMetrics().horizontalAdvance("000-000") + 16)
        self.papeleta = CampoSala()
        self.papeleta.setObjectName("papeleta_sala")
        self.papeleta.setMaxLength(MAX_PAPELETA + 20)
        self.papeleta.setPlaceholderText(self.tr("H4 JAMON 44 · = maestra · -7 cero"))
        self.papeleta.setAccessibleName(self.tr("Papeleta"))
        self.papeleta.setToolTip(self.tr(
            "La papeleta: coordenada, palabra y, si los lleva, los puntos (H4 JAMON 44; minúscula = comodín). "
            "Intro la juzga y la anota. «=»: la maestra de la ronda. «-7»: cero con su motivo (-1 palabra no "
            "válida … -0 sin papeleta; «-» muestra la lista). «=30»: el árbitro decide los puntos. Delante puede ir "
            "la mesa: «12 H4 JAMON». ↑/↓: otra mesa; Ctrl+W: aviso; Ctrl+Mayús+P: penalización."))
        fuente = self.papeleta.font()
        fuente.setPointSizeF(fuente.pointSizeF() * 1.15)
        self.papeleta.setFont(fuente)
        self.mesa.setFont(fuente)
        etiqueta_mesa = QLabel(self.tr("Mesa:"))
        etiqueta_mesa.setBuddy(self.mesa)
        etiqueta_papeleta = QLabel(self.tr("Papeleta:"))
        etiqueta_papeleta.setBuddy(self.papeleta)
        fila.addWidget(etiqueta_mesa)
        fila.addWidget(self.mesa)
        fila.addWidget(etiqueta_papeleta)
        fila.addWidget(self.papeleta, 1)
        capa.addLayout(fila)

        fila_destino = QHBoxLayout()
        self.destino = Rotulo("destino_sala", negrita=True)
        self.ronda = QSpinBox()
        self.ronda.setObjectName("ronda_sala")
        self.ronda.setRange(0, 0)
        self.ronda.setPrefix(self.tr("Ronda "))
        self.ronda.setToolTip(self.tr("La ronda que se ve y en la que se anota (para corregir una anterior)."))
        self.ronda.setAccessibleName(self.tr("Ronda"))
        self.faltan = Rotulo("faltan_sala", color="#3a3a3a", derecha=True)
        fila_destino.addWidget(self.destino, 3)
        fila_destino.addWidget(self.faltan, 2)
        fila_destino.addWidget(self.ronda)
        capa.addLayout(fila_destino)

        self.juicio = Rotulo("juicio_sala", 2, recuadro=True)
        self.juicio.setAccessibleName(self.tr("Lo decidido"))
        self.clase_juicio = ""
        """El color del recuadro de lo decidido (``ESTILOS_JUICIO``)."""
        capa.addWidget(self.juicio)

        self.modelo = ModeloSala(self)
        self.tabla = _tabla_fija("tabla_sala", 22)
        self.tabla.setModel(self.modelo)
        self.tabla.setAccessibleName(self.tr("Participantes de la ronda"))
        self.tabla.setToolTip(self.tr("Intro o doble clic: anotar la papeleta de ese participante."))
        self.modelo_clasificacion = ModeloClasificacionSala(self)
        self.clasificacion = _tabla_fija("clasificacion_sala", 20)
        self.clasificacion.setModel(self.modelo_clasificacion)
        self.clasificacion.setAlternatingRowColors(True)
        self.clasificacion.setAccessibleName(self.tr("Clasificación de la sala"))
        self.titulo_clasificacion = Rotulo("titulo_clasificacion_sala", negrita=True)
        abajo = QWidget()
        capa_abajo = QVBoxLayout(abajo)
        capa_abajo.setContentsMargins(0, 2, 0, 0)
        capa_abajo.setSpacing(2)
        capa_abajo.addWidget(self.titulo_clasificacion)
        capa_abajo.addWidget(self.clasificacion, 1)
        self.divisor = QSplitter(Qt.Orientation.Vertical)
        self.divisor.setObjectName("divisor_sala")
        self.divisor.addWidget(self.tabla)
        self.divisor.addWidget(abajo)
        self.divisor.setStretchFactor(0, 3)
        self.divisor.setStretchFactor(1, 2)
        self.divisor.setChildrenCollapsible(False)
        self.vistas = DivisorOPestanas(self.divisor, (self.tr("Ronda"), self.tr("Clasificación")), 380)
        capa.addWidget(self.vistas, 1)

        self.pie = QWidget()
        self.pie.setObjectName("pie_sala")
        fila_abajo = QHBoxLayout(self.pie)
        fila_abajo.setContentsMargins(0, 0, 0, 0)
        self.ocultar = QCheckBox(self.tr("Ocultar los ya anotados"))
        self.ocultar.setObjectName("ocultar_anotados")
        self.ocultar.toggled.connect(self.modelo.poner_ocultar)
        fila_abajo.addWidget(self.ocultar)
        fila_abajo.addStretch(1)
        capa.addWidget(self.pie)
        self._capa = capa
        # En pestañas (poco alto), esta fila va junto a ellas: una fila más de mesas a la vista. En cola: el cambio
        # llega mientras esta capa coloca sus piezas, y sacarle el pie entonces rompía Qt (la ventana que encoge).
        self.vistas.currentChanged.connect(self._colocar_pie, Qt.ConnectionType.QueuedConnection)
        self.leyenda = self.tr("= maestra · -N cero («-» los lista) · =N puntos del árbitro · 12 H4 JAMON: otra mesa · "
                               "Ctrl+W aviso · Ctrl+Mayús+P penalización")
        """Lo que se puede teclear en la papeleta: el recuadro de lo decidido lo dice mientras no hay nada."""
        self._anchos()
        self.poner_juicio("", "")

    def _anchos(self) -> None:
        """Anchos fijos, medidos una vez con la letra de la tabla (no con su contenido)."""
        m = self.tabla.fontMetrics()
        ancho = m.horizontalAdvance
        self.tabla.setColumnWidth(COL_MESA, ancho("0000") + 12)
        self.tabla.setColumnWidth(COL_NOMBRE, ancho("Dolores Martínez") + 8)
        self.tabla.setColumnWidth(COL_PAPELETA, ancho("H10 JAMONES 120") + 8)
        self.tabla.setColumnWidth(COL_PUNTOS, max(ancho("2000"), ancho(self.tr("Pts."))) + 12)
        self.tabla.setColumnWidth(COL_JUICIO, ancho("palabra no válida") + 12)
        self.tabla.horizontalHeader().setStretchLastSection(True)
        m = self.clasificacion.fontMetrics()
        ancho = m.horizontalAdvance
        for col, muestra in ((CLAS_PUESTO, "200.º"), (CLAS_MESA, "0000"), (CLAS_NOMBRE, "Dolores Martínez"),
                             (CLAS_TOTAL, "00000"), (CLAS_PORCENTAJE, "100,0 %"), (CLAS_MAESTRAS, "00"),
                             (CLAS_BONIFICACION, "000"), (CLAS_AVISOS, "00"), (CLAS_PENALIZACION, "−000")):
            cabecera = self.clasificacion.model().headerData(col, Qt.Orientation.Horizontal)
            self.clasificacion.setColumnWidth(col, max(ancho(muestra), ancho(str(cabecera or ""))) + 14)
        self.clasificacion.horizontalHeader().setStretchLastSection(True)

    def _colocar_pie(self) -> None:
        pestanas = self.vistas.pestanas
        if self.vistas.en_pestanas:
            pestanas.setCornerWidget(self.pie, Qt.Corner.TopRightCorner)
            self.pie.show()
        elif pestanas.cornerWidget(Qt.Corner.TopRightCorner) is self.pie:
            pestanas.setCornerWidget(None, Qt.Corner.TopRightCorner)
            self._capa.addWidget(self.pie)
            self.pie.show()

    def poner_juicio(self, texto: str, clase: str) -> None:
        """Lo decidido (o el error) en el recuadro, con su color; sin nada que decir, lo que se puede teclear."""
        self.clase_juicio = clase
        self.juicio.poner_colores(*ESTILOS_JUICIO.get(clase, ESTILOS_JUICIO[""]))
        self.juicio.setText(texto or self.leyenda)


__all__ = ["ESTILOS_JUICIO", "CampoSala", "PanelSala", "Rotulo"]
