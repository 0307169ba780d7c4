"""La clasificación de una sala de duplicada en la ventana: puesto, mesa, nombre, club, total, diferencia y % de
las maestras, maestras encontradas, mejor jugada, bonificaciones, avisos y penalizaciones; un selector de la
parcial (tras la ronda 3, 6, 9… o todas), «Copiar como texto» y «Exportar CSV…».

Solo lee: la hoja la monta donde quiera y llama a ``actualizar(planilla)`` tras cada operación; si la partida no
ha cambiado (mismo número de eventos) y la parcial elegida es la misma, no recalcula nada. Los textos de cada
casilla salen del núcleo (``publicacion.celda``), los mismos que en el texto copiado y en el PDF.

Teclado: el selector y los botones se alcanzan con Tab; las acciones ``accion_copiar`` y ``accion_csv`` están
para que la hoja las ponga en su menú con el atajo que no choque con los suyos.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import (
    CADA,
    ClasificacionPublicada,
    LineaPublicada,
    celda,
    columnas,
    csv_clasificacion,
    publicar,
    rondas_parciales,
    texto_clasificacion_sala,
)

Indice = QModelIndex | QPersistentModelIndex

FONDO_PODIO = QColor("#eef6ef")
COLOR_NEGATIVO = QColor("#8a1c12")
COLOR_RETIRADO = QColor("#777777")
_IZQUIERDA = ("nombre", "club")
MAX_CLUB = 220
"""Ancho máximo de la columna del club (un club más largo se lee entero en su ayuda emergente)."""


class ModeloClasificacionSala(QAbstractTableModel):
    """Una fila por participante clasificado, en el orden de la clasificación; las columnas, las que dicen algo
    en esta partida (``publicacion.columnas``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clasificacion: ClasificacionPublicada | None = None
        self.claves: list[str] = []

    def establecer(self, clasificacion: ClasificacionPublicada | None) -> None:
        self.beginResetModel()
        self.clasificacion = clasificacion
        self.claves = columnas(clasificacion) if clasificacion is not None else []
        self.endResetModel()

    def linea(self, fila: int) -> LineaPublicada | None:
        c = self.clasificacion
        return c.lineas[fila] if c is not None and 0 <= fila < len(c.lineas) else None

    def titulos(self) -> dict[str, tuple[str, str]]:
        """Título corto y ayuda de cada columna."""
        return {
            "puesto": (self.tr("Puesto"), self.tr("Puesto en la clasificación (comparten puesto si empatan en todo)")),
            "mesa": (self.tr("Mesa"), self.tr("Número de mesa")),
            "nombre": (self.tr("Participante"), self.tr("Nombre")),
            "club": (self.tr("Club"), self.tr("Club")),
            "total": (self.tr("Total"), self.tr("Puntos más bonificaciones menos penalizaciones")),
            "diferencia": (self.tr("Dif."), self.tr("Diferencia con la suma de las maestras")),
            "porcentaje": ("%", self.tr("Porcentaje de la suma de las maestras")),
            "maestras": (self.tr("Maestras"), self.tr("Rondas en las que igualó la maestra (primer desempate)")),
            "mejor": (self.tr("Mejor"), self.tr("Su mejor jugada (segundo desempate)")),
            "bonificacion": (self.tr("Bonif."), self.tr("Bonificaciones (maestra en solitario, subtop)")),
            "avisos": (self.tr("Avisos"), self.tr("Avisos de la partida")),
            "penalizacion": (self.tr("Pen."), self.tr("Lo que restan sus penalizaciones y sus avisos")),
        }

    # --- Qt ------------------------------------------------------------------------------------------

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        c = self.clasificacion
        return 0 if parent.isValid() or c is None else len(c.lineas)

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.claves)

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or not 0 <= seccion < len(self.claves):
            return None
        titulo, ayuda = self.titulos()[self.claves[seccion]]
        if rol == Qt.ItemDataRole.DisplayRole:
            return titulo
        if rol == Qt.ItemDataRole.ToolTipRole:
            return ayuda
        return None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not indice.isValid() or not 0 <= indice.column() < len(self.claves):
            return None
        x = self.linea(indice.row())
        if x is None:
            return None
        clave = self.claves[indice.column()]
        if rol == Qt.ItemDataRole.DisplayRole:
            return celda(clave, x)
        if rol == Qt.ItemDataRole.ToolTipRole and clave in _IZQUIERDA:
            return celda(clave, x)
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            if clave in _IZQUIERDA:
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.BackgroundRole and x.fila.puesto <= 3:
            return QBrush(FONDO_PODIO)
        if rol == Qt.ItemDataRole.ForegroundRole:
            if x.fila.retirado:
                return QBrush(COLOR_RETIRADO)
            if clave == "penalizacion" and x.fila.penalizacion:
                return QBrush(COLOR_NEGATIVO)
        if rol == Qt.ItemDataRole.FontRole and clave in ("puesto", "total"):
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        return None


class VistaClasificacionSala(QWidget):
    """La clasificación con su selector de parcial y sus dos botones; ``actualizar(planilla)`` la rehace."""

    copiada = Signal(str)
    """El texto copiado al portapapeles."""
    exportada = Signal(str)
    """La ruta del CSV escrito."""
    error = Signal(str)
    """Un mensaje para quien monta la vista (no se pudo escribir el CSV…)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("vista_clasificacion_sala")
        self.planilla: PlanillaDuplicada | None = None
        self.cada = CADA
        self._clave: tuple[int, int, int | None] | None = None
        self.pedir_ruta: Callable[[str], str] = self._pedir_ruta
        """Dónde escribir el CSV (el nombre propuesto → la ruta, ``""`` si se cancela); la hoja puede poner el
        diálogo de ficheros de la aplicación, y las pruebas, una ruta."""

        self.titulo = QLabel()
        self.titulo.setObjectName("titulo_clasificacion")
        fuente = self.titulo.font()
        fuente.setBold(True)
        fuente.setPointSizeF(fuente.pointSizeF() * 1.15)
        self.titulo.setFont(fuente)
        self.parcial = QComboBox()
        self.parcial.setObjectName("parcial")
        self.parcial.setToolTip(self.tr("La clasificación tras una ronda (cada {0} rondas) o con todas").format(
            self.cada))
        etiqueta = QLabel(self.tr("&Clasificación:"))
        etiqueta.setBuddy(self.parcial)
        self.accion_copiar = QAction(self.tr("Copiar la clasificación como texto"), self)
        self.accion_csv = QAction(self.tr("Exportar la clasificación en CSV…"), self)
        self.boton_copiar = QPushButton(self.tr("Copiar como texto"))
        self.boton_copiar.setObjectName("copiar")
        self.boton_csv = QPushButton(self.tr("Exportar CSV…"))
        self.boton_csv.setObjectName("exportar_csv")
        self.boton_csv.setToolTip(self.tr("Licencia, nombre, club, total, %, maestras, bonificaciones y "
                                          "penalizaciones, para la federación"))

        self.modelo = ModeloClasificacionSala(self)
        self.tabla = QTableView()
        self.tabla.setObjectName("tabla_clasificacion_sala")
        self.tabla.setModel(self.modelo)
        self.tabla.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tabla.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tabla.setAlternatingRowColors(True)
        self.tabla.setWordWrap(False)
        self.tabla.verticalHeader().setVisible(False)
        # Filas de alto fijo: con 200 participantes, la tabla no mide cada casilla para pintar.
        alto = self.tabla.fontMetrics().height() + 6
        self.tabla.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.tabla.verticalHeader().setDefaultSectionSize(alto)
        self.tabla.horizontalHeader().setHighlightSections(False)
        self.notas = QLabel()
        self.notas.setObjectName("notas_clasificacion")
        self.notas.setWordWrap(True)
        self.notas.setStyleSheet("color: #555;")

        arriba = QHBoxLayout()
        arriba.addWidget(self.titulo, 1)
        arriba.addWidget(etiqueta)
        arriba.addWidget(self.parcial)
        arriba.addWidget(self.boton_copiar)
        arriba.addWidget(self.boton_csv)
        capa = QVBoxLayout(self)
        capa.setContentsMargins(4, 4, 4, 4)
        capa.addLayout(arriba)
        capa.addWidget(self.tabla, 1)
        capa.addWidget(self.notas)

        self.parcial.currentIndexChanged.connect(lambda _i: self._rehacer())
        self.boton_copiar.clicked.connect(self.copiar)
        self.boton_csv.clicked.connect(self.exportar_csv)
        self.accion_copiar.triggered.connect(self.copiar)
        self.accion_csv.triggered.connect(self.exportar_csv)
        self.actualizar(None)

    # --- datos ---------------------------------------------------------------------------------------

    @property
    def hasta(self) -> int | None:
        """La ronda de la parcial elegida (``None``: todas las rondas que cuentan)."""
        dato = self.parcial.currentData()
        return dato if isinstance(dato, int) and dato > 0 else None

    @property
    def clasificacion(self) -> ClasificacionPublicada | None:
        return self.modelo.clasificacion

    def actualizar(self, planilla: PlanillaDuplicada | None) -> None:
        """La clasificación de ``planilla`` (``None``: vacía). Conserva la parcial elegida si sigue existiendo."""
        self.planilla = planilla
        parciales = rondas_parciales(planilla, self.cada) if planilla is not None else ()
        elegida = self.hasta
        self.parcial.blockSignals(True)
        self.parcial.clear()
        self.parcial.addItem(self.tr("Todas las rondas"), 0)
        for r in parciales[:-1]:
            self.parcial.addItem(self.tr("Tras la ronda {0}").format(r), r)
        k = self.parcial.findData(elegida) if elegida is not None else 0
        self.parcial.setCurrentIndex(max(0, k))
        self.parcial.blockSignals(False)
        self._rehacer()

    def _rehacer(self) -> None:
        p = self.planilla
        clave = (id(p), len(p.eventos), self.hasta) if p is not None else None
        if clave is not None and clave == self._clave:
            return  # nada ha cambiado desde la última vez
        self._clave = clave
        c = publicar(p, self.hasta) if p is not None else None
        self.modelo.establecer(c)
        self.titulo.setText(c.titulo if c is not None else self.tr("Sin partida duplicada"))
        self.notas.setText("  ".join(c.notas) if c is not None else "")
        for boton in (self.boton_copiar, self.boton_csv):
            boton.setEnabled(c is not None)
        for accion in (self.accion_copiar, self.accion_csv):
            accion.setEnabled(c is not None)
        self._medir()

    def _medir(self) -> None:
        """Anchos de columna una vez por clasificación: a lo que piden las primeras filas (las cifras ocupan lo
        mismo en todas) y el nombre y el club, lo que sobre."""
        cabecera = self.tabla.horizontalHeader()
        claves = self.modelo.claves
        metrica = self.tabla.fontMetrics()
        c = self.modelo.clasificacion
        for k, clave in enumerate(claves):
            titulo = self.modelo.headerData(k, Qt.Orientation.Horizontal) or ""
            ancho = metrica.horizontalAdvance(str(titulo)) + 18
            if c is not None and clave not in _IZQUIERDA:
                muestras = [celda(clave, x) for x in c.lineas[:5]] + [celda(clave, x) for x in c.lineas[-5:]]
                ancho = max([ancho, *(metrica.horizontalAdvance(m) + 14 for m in muestras)])
            if clave == "nombre":
                cabecera.setSectionResizeMode(k, QHeaderView.ResizeMode.Stretch)
            elif clave == "club":
                # El club, lo que pida el más largo (hasta un tope): el resto del ancho, para los nombres.
                largo = max((metrica.horizontalAdvance(x.club) for x in c.lineas), default=0) if c else 0
                cabecera.setSectionResizeMode(k, QHeaderView.ResizeMode.Interactive)
                cabecera.resizeSection(k, min(MAX_CLUB, max(ancho, largo + 14)))
            else:
                cabecera.setSectionResizeMode(k, QHeaderView.ResizeMode.Fixed)
                cabecera.resizeSection(k, ancho)

    # --- acciones ------------------------------------------------------------------------------------

    def texto(self) -> str:
        c = self.modelo.clasificacion
        return texto_clasificacion_sala(c) if c is not None else ""

    def copiar(self) -> None:
        """«Copiar como texto»: la clasificación elegida, en columnas, al portapapeles."""
        texto = self.texto()
        if not texto:
            return
        QGuiApplication.clipboard().setText(texto)
        self.copiada.emit(texto)

    def nombre_csv(self) -> str:
        hasta = self.hasta
        return self.tr("clasificacion-ronda-{0}.csv").format(hasta) if hasta else self.tr("clasificacion.csv")

    def exportar_csv(self) -> None:
        """«Exportar CSV…»: el de la federación, en UTF-8 con BOM (así lo abre bien una hoja de cálculo)."""
        c = self.modelo.clasificacion
        if c is None:
            return
        ruta = self.pedir_ruta(self.nombre_csv())
        if not ruta:
            return
        try:
            Path(ruta).write_text(csv_clasificacion(c), encoding="utf-8-sig", newline="")
        except OSError as e:
            self.error.emit(self.tr("No se puede escribir «{0}»: {1}.").format(ruta, e.strerror or e))
            return
        self.exportada.emit(ruta)

    def _pedir_ruta(self, nombre: str) -> str:
        ruta, _filtro = QFileDialog.getSaveFileName(self, self.tr("Exportar la clasificación en CSV"), nombre,
                                                    self.tr("CSV (*.csv)"))
        return ruta


__all__ = ["ModeloClasificacionSala", "VistaClasificacionSala"]
