"""La clasificación de una sala de duplicada en la ventana: puesto, mesa, nombre, club, total, diferencia y % de
las maestras, maestras encontradas, mejor jugada, bonificaciones, avisos y penalizaciones; un selector de la
parcial (tras la ronda 3, 6, 9… o todas), «Copiar como texto» y «Exportar CSV…».

Solo lee: la hoja la monta en su ventana propia (``VentanaClasificacionSala``, Duplicada ▸ «Ver la clasificación
entera…») y llama a ``actualizar(planilla)`` tras cada operación; si no ha cambiado lo que la decide
(``clave_clasificacion``: las rondas que cuentan, situaciones, desempates) y la parcial elegida es la misma, no
recalcula nada: anotar una papeleta de la ronda en curso, que aún no cuenta, no cuesta nada aquí. Los textos de
cada casilla salen del núcleo (``publicacion.celda``), los mismos que en el texto copiado y en el PDF.

Teclado: el selector (Alt+C) y los botones (Alt+P copia, Alt+E exporta) se alcanzan también con Tab; las acciones
``accion_copiar`` y ``accion_csv`` están para que la hoja las ponga en su menú si quiere.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
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
    archivo_federacion,
    celda,
    columnas,
    csv_clasificacion,
    publicar,
    rondas_parciales,
    texto_clasificacion_sala,
)
from app_planilla.ui.hojas.duplicada.modelo_sala import Clave, clave_clasificacion, misma_clave

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
        if rol not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None  # los títulos (24 traducciones) solo para lo que los muestra
        titulo, ayuda = self.titulos()[self.claves[seccion]]
        return titulo if rol == Qt.ItemDataRole.DisplayRole else ayuda

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
        self._clave: Clave | None = None
        self._parciales: tuple[int, ...] | None = None
        self.ajustes: QSettings | None = None
        """Los de la aplicación (la hoja los pone): la carpeta donde se guardó el último CSV."""
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
        self.boton_copiar = QPushButton(self.tr("Co&piar como texto"))
        self.boton_copiar.setObjectName("copiar")
        self.boton_csv = QPushButton(self.tr("&Exportar CSV…"))
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
        if planilla is not self.planilla:
            self._parciales = None
        self.planilla = planilla
        parciales = rondas_parciales(planilla, self.cada) if planilla is not None else ()
        if parciales != self._parciales:  # el selector, solo si cambian las parciales (no con cada papeleta)
            self._parciales = parciales
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
        clave = clave_clasificacion(p, self.hasta)
        if clave is not None and misma_clave(clave, self._clave):
            return  # nada de lo que la decide ha cambiado desde la última vez
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
            Path(ruta).write_bytes(archivo_federacion(csv_clasificacion(c)))
        except OSError as e:
            self.error.emit(self.tr("No se puede escribir «{0}»: {1}.").format(ruta, e.strerror or e))
            return
        self.exportada.emit(ruta)

    def _pedir_ruta(self, nombre: str) -> str:
        """El diálogo de ficheros de la aplicación: se abre en la última carpeta usada (con ``ajustes``)."""
        from app_planilla.ui.archivo.dialogo_ficheros import pedir_para_guardar

        return pedir_para_guardar(self, self.tr("Exportar la clasificación en CSV"), nombre, self.tr("CSV (*.csv)"),
                                  self.ajustes)


class VentanaClasificacionSala(QWidget):
    """La clasificación entera de la sala en su propia ventana (Duplicada ▸ «Ver la clasificación entera…»): el
    panel de la sala es estrecho para doce columnas. Se queda encima de la ventana principal, se puede llevar a
    otra pantalla o maximizar; Esc la cierra (la hoja la sigue teniendo al día mientras se ve)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ventana_clasificacion_sala")
        self.setWindowTitle(self.tr("Clasificación de la sala"))
        self.vista = VistaClasificacionSala()
        capa = QVBoxLayout(self)
        capa.setContentsMargins(0, 0, 0, 0)
        capa.addWidget(self.vista)

    def mostrar(self, junto_a: QWidget | None = None) -> None:
        """A la vista y delante, del tamaño de la pantalla de ``junto_a`` (la ventana principal) como mucho; el
        foco, en la tabla (Tab lleva al selector y a los botones)."""
        if not self.isVisible():
            pantalla = (junto_a.screen() if junto_a is not None else None) or QGuiApplication.primaryScreen()
            zona = pantalla.availableGeometry()
            ancho, alto = min(1180, zona.width() * 92 // 100), min(820, zona.height() * 90 // 100)
            self.resize(ancho, alto)
            self.move(zona.center().x() - ancho // 2, zona.center().y() - alto // 2)
        self.show()
        self.raise_()
        self.activateWindow()
        self.vista.tabla.setFocus()

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(e)


__all__ = ["ModeloClasificacionSala", "VentanaClasificacionSala", "VistaClasificacionSala"]
