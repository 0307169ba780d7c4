"""La vista de anotación de una sala con arbitraje (hasta 200 participantes): campos de teclado, no columnas.

Arriba, la mesa (un número, varias ``3-7,12`` o un trozo del nombre) y la papeleta (``H4 JAMON 44``; ``=`` la
maestra; ``-7`` un cero con su motivo; ``=30`` los puntos que decide el árbitro); debajo, a quién va, lo decidido
tras Intro y la tabla de la ronda (mesa, nombre, papeleta, puntos, juicio, marcas), que puede ocultar a los ya
anotados, con la clasificación al lado (o en otra pestaña si no hay alto). Solo widgets: la lógica de lo tecleado
está en ``entrada_sala.py`` y el cableado en la hoja.

Pensada para repintar poco: filas de alto fijo, columnas de ancho fijo (nada se mide celda a celda; solo al
cambiar el ancho de la tabla se reparte de nuevo, y el juicio se queda con lo que ceden los nombres), y las
etiquetas de texto que cambian con cada papeleta tienen un alto fijo, así que escribir una papeleta no recoloca
el panel. Lo que no cabe en ellas se escribe con letra algo menor; el juicio entero de una mesa se lee en su
ayuda emergente y en el recuadro de lo decidido al elegir esa mesa.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
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
    TextosSala,
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


ESCALAS_LETRA = (1.0, 0.92, 0.85, 0.8)
"""Si un texto no cabe en su rótulo, se prueba con la letra así de menor antes de cortarlo con «…»."""


def partir(texto: str, fuente: QFont, ancho: int, maximo: int) -> tuple[list[str], int | None]:
    """``texto`` en líneas de ``ancho`` píxeles (por palabras; una palabra más larga, por donde sea): las
    ``maximo`` primeras y dónde empieza lo que sobra (``None`` si cabe todo)."""
    disposicion = QTextLayout(texto, fuente)
    opcion = QTextOption()
    opcion.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    disposicion.setTextOption(opcion)
    disposicion.beginLayout()
    lineas: list[str] = []
    while len(lineas) < maximo:
        linea = disposicion.createLine()
        if not linea.isValid():
            break
        linea.setLineWidth(max(1, ancho))
        lineas.append(texto[linea.textStart():linea.textStart() + linea.textLength()].rstrip())
    resto = disposicion.createLine()
    sobra = resto.textStart() if resto.isValid() else None
    disposicion.endLayout()
    return lineas, sobra


class Rotulo(QWidget):
    """Una etiqueta de ``lineas`` de texto y alto fijo que se pinta ella misma: cambiar su texto solo la repinta a
    ella. Un ``QLabel`` pide sitio de nuevo con cada texto, y eso recolocaba (y repintaba) el panel y la ventana
    con cada papeleta. Lo que no cabe se escribe con letra algo menor (``ESCALAS_LETRA``), que deja sitio para
    alguna línea más; si aún no cabe, se corta con «…» (entero en la ayuda emergente).

    Con ``crecer_hasta``, la etiqueta toma las líneas que pida su texto (hasta esas): para textos que cambian
    poco (los avisos de la ronda), que así se leen enteros."""

    def __init__(self, nombre: str, lineas: int = 1, *, negrita: bool = False, color: str = "#24493f",
                 derecha: bool = False, recuadro: bool = False, crecer_hasta: int | None = None) -> None:
        super().__init__()
        self.setObjectName(nombre)
        self._texto = ""
        self._lineas = lineas
        self._minimo = lineas
        self._maximo = max(lineas, crecer_hasta or lineas)
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
        self._dispuesto: tuple[tuple[str, int, int, str], tuple[QFont, list[str], bool]] | None = None
        """Lo último dispuesto: (texto, ancho, alto) → (letra, líneas, si se cortó)."""
        self.setFixedHeight(self._alto(lineas))
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)

    def _alto(self, lineas: int) -> int:
        return self.fontMetrics().lineSpacing() * lineas + (8 if self._recuadro else 2)

    def text(self) -> str:
        return self._texto

    def setText(self, texto: str) -> None:
        if texto != self._texto:
            self._texto = texto
            self.setToolTip(texto)
            self.setAccessibleDescription(texto)
            self._crecer()
            self.update()

    @property
    def lineas(self) -> int:
        return self._lineas

    def _crecer(self) -> None:
        """Con ``crecer_hasta``: las líneas que pide el texto con la letra de siempre (sin pasar de esas)."""
        if self._maximo == self._minimo or self.width() <= 2 * self._relleno:
            return
        partes, sobra = partir(self._texto, self.font(), self.width() - 2 * self._relleno, self._maximo)
        lineas = max(self._minimo, min(self._maximo, len(partes) + (0 if sobra is None else 1)))
        if lineas != self._lineas:
            self._lineas = lineas
            self.setFixedHeight(self._alto(lineas))

    def resizeEvent(self, e: QResizeEvent) -> None:
        if e.oldSize().width() != e.size().width():
            self._crecer()
        super().resizeEvent(e)

    def poner_colores(self, fondo: str, letra: str, borde: str) -> None:
        if (fondo, letra, borde) != self._colores:
            self._colores = (fondo, letra, borde)
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(200, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.height())

    def disponer(self) -> tuple[QFont, list[str], bool]:
        """La letra y las líneas con que se pinta el texto ahora, y si aun así se corta (con «…» al final)."""
        zona = self.rect().adjusted(self._relleno, 1, -self._relleno, -1)
        base = self.font()
        clave = (self._texto, zona.width(), zona.height(), base.key())
        if self._dispuesto is not None and self._dispuesto[0] == clave:
            return self._dispuesto[1]
        if "\n" not in self._texto and self.fontMetrics().horizontalAdvance(self._texto) <= zona.width():
            # Lo de casi siempre: cabe en una línea con su letra, sin partir nada.
            self._dispuesto = (clave, (base, [self._texto] if self._texto else [], False))
            return self._dispuesto[1]
        for escala in ESCALAS_LETRA:
            fuente = QFont(base)
            if base.pointSizeF() > 0:
                fuente.setPointSizeF(base.pointSizeF() * escala)
            else:
                fuente.setPixelSize(max(6, round(base.pixelSize() * escala)))
            caben = max(1, zona.height() // max(1, QFontMetrics(fuente).lineSpacing()))
            lineas, sobra = partir(self._texto, fuente, zona.width(), caben)
            if sobra is None:
                break
        if sobra is not None and lineas:
            # Ni con la letra menor: la última línea acaba en «…» con lo que falta.
            lineas[-1] = QFontMetrics(fuente).elidedText(lineas[-1] + " " + self._texto[sobra:].strip(),
                                                         Qt.TextElideMode.ElideRight, zona.width())
        self._dispuesto = (clave, (fuente, lineas, sobra is not None))
        return self._dispuesto[1]

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
        fuente, lineas, _sobra = self.disponer()
        pintor.setFont(fuente)
        alto = QFontMetrics(fuente).lineSpacing()
        y = zona.top() + (zona.height() - alto * len(lineas)) // 2
        for n, texto in enumerate(lineas):
            pintor.drawText(zona.left(), y + n * alto, zona.width(), alto, int(self._alineacion), texto)


ALTO_DIVISOR = 380
"""Por debajo de este alto, la tabla de la ronda y la clasificación van en pestañas (no una sobre otra)."""


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
        # Aquí, la clasificación compacta; la entera (club, diferencia, mejor jugada, parciales, copiar y CSV), en
        # su ventana: doce columnas no caben en el panel.
        self.boton_clasificacion = QPushButton(self.tr("Ver entera…"))
        self.boton_clasificacion.setObjectName("ver_clasificacion_sala")
        self.boton_clasificacion.setAutoDefault(False)
        self.boton_clasificacion.setToolTip(self.tr(
            "La clasificación entera en su ventana: club, diferencia, mejor jugada, la parcial tras la ronda 3, 6, "
            "9…, copiarla como texto y el CSV para la federación (Ctrl+Alt+V)."))
        fila_titulo = QHBoxLayout()
        fila_titulo.setContentsMargins(0, 0, 0, 0)
        fila_titulo.addWidget(self.titulo_clasificacion, 1)
        fila_titulo.addWidget(self.boton_clasificacion)
        abajo = QWidget()
        capa_abajo = QVBoxLayout(abajo)
        capa_abajo.setContentsMargins(0, 2, 0, 0)
        capa_abajo.setSpacing(2)
        capa_abajo.addLayout(fila_titulo)
        capa_abajo.addWidget(self.clasificacion, 1)
        self.divisor = QSplitter(Qt.Orientation.Vertical)
        self.divisor.setObjectName("divisor_sala")
        self.divisor.addWidget(self.tabla)
        self.divisor.addWidget(abajo)
        self.divisor.setStretchFactor(0, 3)
        self.divisor.setStretchFactor(1, 2)
        self.divisor.setChildrenCollapsible(False)
        self.vistas = DivisorOPestanas(self.divisor, (self.tr("Ronda"), self.tr("Clasificación")), ALTO_DIVISOR)
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
        # Mesa y puntos, cuatro cifras con el margen de la casilla: lo que se ahorra aquí es del juicio.
        self.tabla.setColumnWidth(COL_MESA, max(ancho("0000"), ancho(str(self.modelo.headerData(
            COL_MESA, Qt.Orientation.Horizontal)))) + 8)
        self._ancho_nombre = (ancho("Sara Sánchez") + 14, ancho("Dolores Martínez") + 8)
        """Lo menos y lo más que mide la columna de los nombres (un nombre que no cabe, entero en su ayuda)."""
        self._ancho_juicio_minimo = ancho(TextosSala.tr("válida")) + 10
        self._ancho_juicio = self._ancho_juicio_minimo
        """Lo que el juicio pide antes de que los nombres cedan su sitio: el más largo de la ronda (``medir``)."""
        self.tabla.setColumnWidth(COL_NOMBRE, self._ancho_nombre[1])
        self._ancho_papeleta = max(ancho("H8 JAMON 44"), ancho(str(self.modelo.headerData(
            COL_PAPELETA, Qt.Orientation.Horizontal)))) + 10
        """Lo menos que mide la columna de la papeleta: crece con la más larga de la ronda (``medir_papeletas``)."""
        self.tabla.setColumnWidth(COL_PAPELETA, self._ancho_papeleta)
        self.tabla.setColumnWidth(COL_PUNTOS, max(ancho("0000"), ancho(self.tr("Pts."))) + 8)
        # El juicio, sin ancho propio: se estira hasta el borde (con uno fijo, la tabla se desplazaba de lado en
        # 1024×600 en lugar de estrecharlo).
        self.tabla.setColumnWidth(COL_JUICIO, ancho(str(self.modelo.headerData(COL_JUICIO, Qt.Orientation.Horizontal)))
                                  + 12)
        self.tabla.horizontalHeader().setStretchLastSection(True)
        self.tabla.viewport().installEventFilter(self)
        m = self.clasificacion.fontMetrics()
        ancho = m.horizontalAdvance
        for col, muestra in ((CLAS_PUESTO, "200.º"), (CLAS_MESA, "0000"), (CLAS_NOMBRE, "Dolores Martínez"),
                             (CLAS_TOTAL, "00000"), (CLAS_PORCENTAJE, "100,0 %"), (CLAS_MAESTRAS, "00"),
                             (CLAS_BONIFICACION, "000"), (CLAS_AVISOS, "00"), (CLAS_PENALIZACION, "−000")):
            cabecera = self.clasificacion.model().headerData(col, Qt.Orientation.Horizontal)
            self.clasificacion.setColumnWidth(col, max(ancho(muestra), ancho(str(cabecera or ""))) + 14)
        self.clasificacion.horizontalHeader().setStretchLastSection(True)

    def medir(self, papeletas: Iterable[str], juicios: Iterable[str], solo_crecer: bool = True) -> None:
        """Las columnas de la papeleta y del juicio, a la medida de lo más largo de ``papeletas`` y ``juicios``: las
        de toda la ronda al cambiar de ronda; tras Intro, las de quien la recibió, que solo las hacen crecer (unas
        medidas por papeleta, no por tabla)."""
        ancho = self.tabla.fontMetrics().horizontalAdvance
        # Sin repetidas: los que dieron la misma jugada tienen el mismo texto (la maestra, 120 veces).
        papeleta = max([self._ancho_papeleta, *(ancho(t) + 10 for t in set(papeletas))])
        juicio = max([self._ancho_juicio_minimo, *(ancho(t) + 10 for t in set(juicios))])
        if solo_crecer:
            papeleta = max(papeleta, self.tabla.columnWidth(COL_PAPELETA))
            juicio = max(juicio, self._ancho_juicio)
        cambia = juicio != self._ancho_juicio
        self._ancho_juicio = juicio
        if papeleta != self.tabla.columnWidth(COL_PAPELETA):
            self.tabla.setColumnWidth(COL_PAPELETA, papeleta)
            cambia = True
        if cambia:
            self.repartir()

    def eventFilter(self, objeto: QObject, e: QEvent) -> bool:
        if objeto is self.tabla.viewport() and e.type() == QEvent.Type.Resize:
            self.repartir()
        return super().eventFilter(objeto, e)

    def repartir(self) -> None:
        """Con otro ancho de la tabla o un juicio más largo (no con cada papeleta): el juicio se queda con lo que
        sobra y, si no le llega para el más largo de la ronda, los nombres ceden sitio hasta su mínimo (entero en
        la ayuda emergente y en la línea de a quién va)."""
        fijas = sum(self.tabla.columnWidth(c) for c in (COL_MESA, COL_PAPELETA, COL_PUNTOS))
        minimo, maximo = self._ancho_nombre
        nombre = max(minimo, min(maximo, self.tabla.viewport().width() - fijas - self._ancho_juicio))
        if nombre != self.tabla.columnWidth(COL_NOMBRE):
            self.tabla.setColumnWidth(COL_NOMBRE, nombre)

    def _colocar_pie(self) -> None:
        pestanas = self.vistas.pestanas
        # Con margen: en pestañas la fila del pie va junto a ellas y las vistas ganan su alto; sin él, ese alto
        # las devolvería al divisor, que se lo quitaría, y volverían a las pestañas (una y otra vez).
        self.vistas.alto_minimo = ALTO_DIVISOR + (
            self.pie.sizeHint().height() + self._capa.spacing() if self.vistas.en_pestanas else 0)
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
