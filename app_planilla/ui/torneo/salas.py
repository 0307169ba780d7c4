"""La ventana del director de una duplicada por salas: todas las salas juntas, una sola clasificación del campo.

Todo sale de una llamada a ``fusion_salas.fusionar_salas`` sobre lo que lee ``carpeta.leer_carpeta``: el estado de
cada sala (sus rondas publicadas, las que cuentan y qué espera), la clasificación de todo el campo tras la última
ronda que cuenta o tras una parcial (cada 3 rondas), los conflictos con nombre y lo pendiente o rechazado. La
interfaz solo lo muestra; imprimir la clasificación (PDF) o exportar el CSV de la federación marca en la carpeta
qué se imprimió, para que una corrección posterior se señale.

Se actualiza sola, como la del torneo clásico: ``QFileSystemWatcher`` sobre la carpeta y sus subcarpetas y una
relectura periódica; las cachés del núcleo hacen que cada lectura solo abra y junte lo nuevo.

El proyector (``ProyectorClasificacion``) pasa las páginas de la clasificación él solo, en letra grande, para la
segunda pantalla de la sala.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QFileSystemWatcher,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.duplicada.clasificacion import texto_diferencia, texto_porcentaje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.torneo.carpeta import Firma, leer_carpeta, leer_portatil, publicar, raiz, torneo_de
from app_planilla.nucleo.torneo.fusion import Conflicto
from app_planilla.nucleo.torneo.fusion_salas import CacheSalas, FusionSalas, Linea, csv_federacion, fusionar_salas
from app_planilla.nucleo.torneo.modelos import DUPLICADA

RELEER_MS = 3000
ESPERA_AVISO_MS = 250
ATAJO_ACTUALIZAR = "Ctrl+R"
"""F5, F6 y F7 son de los relojes: actualizar no debe pulsar ningún reloj."""
ATAJO_IMPRIMIR = "Ctrl+P"
ATAJO_PROYECTOR = "Ctrl+Shift+P"
SEGUNDOS_PAGINA = 10
"""El proyector pasa de página cada tantos segundos."""
FILAS_PROYECTOR = 15
"""Filas por página del proyector: se leen desde el fondo de la sala (cada una, 1/19 del alto)."""

_ROJO = QColor(176, 0, 32)


def ventana_torneo(carpeta: str | os.PathLike[str], datos: Path | None = None, parent: QWidget | None = None, *,
                   ajustes: QSettings | None = None) -> QWidget:
    """La ventana del director que corresponde a la carpeta: la de las salas para una duplicada, la de las
    mesas para un torneo clásico. ``ErrorTorneo`` con su frase si no es una carpeta de torneo."""
    r = raiz(carpeta)
    if torneo_de(r).clase == DUPLICADA:
        return VentanaSalas(r, datos, parent, ajustes=ajustes)
    from app_planilla.ui.torneo.director import VentanaDirector

    return VentanaDirector(r, parent, datos=datos, ajustes=ajustes)


class ModeloClasificacion(QAbstractTableModel):
    """La clasificación de todo el campo (hasta 2000 líneas) para una ``QTableView``: los textos se preparan
    una vez por cambio y la vista solo pide las filas que pinta."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.filas: list[tuple[str, ...]] = []
        self.retirados: set[int] = set()
        self.cabeceras: list[str] = []

    def poner(self, filas: list[tuple[str, ...]], retirados: set[int]) -> None:
        self.beginResetModel()
        self.filas, self.retirados = filas, retirados
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.filas)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.cabeceras)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.filas[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() not in (1, 2, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and index.row() in self.retirados:
            return QColor(96, 96, 96)
        return None

    def headerData(self, seccion: int, orientacion: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientacion == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.cabeceras[seccion]
        return None


class VentanaSalas(QWidget):
    """Ventana propia (no modal) de la carpeta de una duplicada por salas; se cierra sin preguntar."""

    def __init__(self, carpeta: str | os.PathLike[str], datos: Path | None = None,
                 parent: QWidget | None = None, *, ajustes: QSettings | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ventana_salas")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.carpeta: Path = raiz(carpeta)
        self.datos = datos
        """La carpeta de datos de este portátil: si es la del director, imprimir lo marca en la carpeta."""
        self.ajustes = ajustes
        """Dónde se recuerdan las carpetas de los diálogos (los de la ventana principal)."""
        self._leidos: dict[str, tuple[Firma, bytes]] = {}
        self._cache = CacheSalas()
        self.fusion: FusionSalas | None = None
        self.error: str | None = None
        self.mensaje = ""
        self.proyector: ProyectorClasificacion | None = None
        self._locale = QLocale()

        capa = QVBoxLayout(self)
        arriba = QHBoxLayout()
        self.titulo = QLabel()
        self.titulo.setObjectName("titulo")
        self.titulo.setTextFormat(Qt.TextFormat.PlainText)
        fuente = self.titulo.font()
        fuente.setBold(True)
        self.titulo.setFont(fuente)
        arriba.addWidget(self.titulo, 1)
        self.hasta = QComboBox()
        self.hasta.setObjectName("hasta")
        etiqueta = QLabel(self.tr("Tras la &ronda:"))
        etiqueta.setBuddy(self.hasta)
        arriba.addWidget(etiqueta)
        arriba.addWidget(self.hasta)
        self.boton_actualizar = self._boton("actualizar", self.tr("&Actualizar"), ATAJO_ACTUALIZAR, self.actualizar)
        self.boton_proyector = self._boton("proyector", self.tr("&Proyector"), ATAJO_PROYECTOR, self.abrir_proyector)
        self.boton_imprimir = self._boton("imprimir", self.tr("&Imprimir…"), ATAJO_IMPRIMIR, self.imprimir)
        self.boton_csv = self._boton("csv", self.tr("E&xportar CSV…"), "", self.exportar_csv)
        self.boton_csv.setToolTip(self.tr("La clasificación para la federación (CSV)"))
        for b in (self.boton_actualizar, self.boton_proyector, self.boton_imprimir, self.boton_csv):
            arriba.addWidget(b)
        capa.addLayout(arriba)

        self.resumen = QLabel()
        self.resumen.setObjectName("resumen")
        self.resumen.setWordWrap(True)
        capa.addWidget(self.resumen)

        self.salas = QTableWidget(0, 4)
        self.salas.setObjectName("salas")
        self.salas.setHorizontalHeaderLabels([self.tr("Sala"), self.tr("Jug."), self.tr("Cuentan"),
                                              self.tr("Estado")])
        self._compacta(self.salas)
        cab = self.salas.horizontalHeader()
        for i in range(3):
            cab.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        cab.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.salas.setWordWrap(False)

        self.modelo = ModeloClasificacion(self)
        self.modelo.cabeceras = [self.tr("Pto."), self.tr("Nombre"), self.tr("Sala"), self.tr("Club"),
                                 self.tr("Mesa"), self.tr("Total"), self.tr("Dif."), "%", self.tr("Tops"),
                                 self.tr("Bon."), self.tr("Pen.")]
        self.clasif = QTableView()
        self.clasif.setObjectName("clasificacion")
        self.clasif.setModel(self.modelo)
        self._compacta(self.clasif)
        self._anchos()

        titulo_salas = QLabel(self.tr("&Salas"))
        titulo_salas.setBuddy(self.salas)
        self.titulo_clasif = QLabel()
        self.titulo_clasif.setObjectName("titulo_clasificacion")
        self.titulo_clasif.setBuddy(self.clasif)
        self.avisos = QListWidget()
        self.avisos.setObjectName("avisos")
        self.avisos.setWordWrap(True)
        self.avisos.setTextElideMode(Qt.TextElideMode.ElideNone)
        titulo_avisos = QLabel(self.tr("C&onflictos, pendientes y rechazados"))
        titulo_avisos.setBuddy(self.avisos)
        self.boton_decidir = QPushButton(self.tr("&Decidir…"))
        self.boton_decidir.setObjectName("decidir")
        self.boton_decidir.setToolTip(self.tr("Elegir qué cuenta en el conflicto elegido (Intro en la lista)"))
        self.boton_decidir.clicked.connect(lambda: self.decidir())
        self.boton_decidir.setEnabled(False)
        self.avisos.currentItemChanged.connect(lambda _a, _b: self._poner_boton_decidir())
        self.avisos.itemActivated.connect(lambda _i: self.decidir())
        fila_decidir = QHBoxLayout()
        fila_decidir.addStretch(1)
        fila_decidir.addWidget(self.boton_decidir)
        # A la izquierda, las salas (todas a la vista) y lo que hay que mirar; a la derecha, toda la altura para
        # la clasificación.
        izquierda = QWidget()
        capa_izquierda = QVBoxLayout(izquierda)
        capa_izquierda.setContentsMargins(0, 0, 0, 0)
        capa_izquierda.addWidget(titulo_salas)
        capa_izquierda.addWidget(self.salas)
        capa_izquierda.addWidget(titulo_avisos)
        capa_izquierda.addWidget(self.avisos, 1)
        capa_izquierda.addLayout(fila_decidir)
        self.avisos.setMinimumHeight(4 * self.avisos.fontMetrics().lineSpacing())
        horizontal = QSplitter(Qt.Orientation.Horizontal)
        horizontal.addWidget(izquierda)
        horizontal.addWidget(self._caja(self.titulo_clasif, self.clasif))
        horizontal.setStretchFactor(0, 0)
        horizontal.setStretchFactor(1, 1)
        horizontal.setSizes([self.fontMetrics().horizontalAdvance("M") * 26, 10_000])
        horizontal.setChildrenCollapsible(False)
        capa.addWidget(horizontal, 1)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self).activated.connect(self.close)

        self.hasta.currentIndexChanged.connect(lambda _i: self._mostrar())
        self._aviso = QTimer(self)
        self._aviso.setSingleShot(True)
        self._aviso.setInterval(ESPERA_AVISO_MS)
        self._aviso.timeout.connect(self.actualizar)
        self.vigilante = QFileSystemWatcher(self)
        self.vigilante.directoryChanged.connect(lambda _d: self._aviso.start())
        self.vigilante.fileChanged.connect(lambda _f: self._aviso.start())
        self.releer = QTimer(self)
        self.releer.setInterval(RELEER_MS)
        self.releer.timeout.connect(self.actualizar)
        self.releer.start()
        self.actualizar()

    # ------------------------------------------------------------------ montaje

    def _boton(self, nombre: str, texto: str, atajo: str, accion: object) -> QPushButton:
        b = QPushButton(texto)
        b.setObjectName(nombre)
        b.clicked.connect(accion)
        if atajo:
            b.setToolTip(atajo)
            QShortcut(QKeySequence(atajo), self).activated.connect(accion)
        return b

    @staticmethod
    def _caja(titulo: QLabel, cuerpo: QWidget) -> QWidget:
        caja = QWidget()
        capa = QVBoxLayout(caja)
        capa.setContentsMargins(0, 0, 0, 0)
        capa.addWidget(titulo)
        capa.addWidget(cuerpo, 1)
        return caja

    @staticmethod
    def _compacta(t: QTableView) -> None:
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setAlternatingRowColors(True)
        t.verticalHeader().setVisible(False)
        # Filas de alto fijo: 2000 líneas no se miden una a una.
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        t.verticalHeader().setDefaultSectionSize(t.fontMetrics().height() + 6)
        t.setWordWrap(False)

    def _anchos(self) -> None:
        """Los anchos de la clasificación, una vez, por lo que ocupan sus textos más largos (medir 2000 filas
        en cada cambio costaría más que juntar las salas); el nombre se estira."""
        m = QFontMetrics(self.clasif.font())
        cab = self.clasif.horizontalHeader()
        negrita = QFont(cab.font())
        negrita.setBold(True)
        mc = QFontMetrics(negrita)
        ejemplos = ["2000", "", "", "", "9999", "9999", "−999", texto_porcentaje(100.0), "99", "99", "999"]
        for i, ejemplo in enumerate(ejemplos):
            if i == 1:
                cab.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)
                continue
            if i in (2, 3):
                cab.setSectionResizeMode(i, QHeaderView.ResizeMode.Interactive)
                cab.resizeSection(i, m.horizontalAdvance("Sala Norte" if i == 2 else "Club Zaragoza") + 12)
                continue
            cab.setSectionResizeMode(i, QHeaderView.ResizeMode.Fixed)
            cab.resizeSection(i, max(m.horizontalAdvance(ejemplo), mc.horizontalAdvance(self.modelo.cabeceras[i]))
                              + 14)

    # ------------------------------------------------------------------ lectura

    def actualizar(self) -> None:
        """Lee la carpeta (solo lo nuevo) y la fusiona; si algo falla, lo dice y deja lo último que se vio."""
        try:
            torneo, archivos = leer_carpeta(self.carpeta, self._leidos)
            fusion = fusionar_salas(torneo, archivos, self._cache)
        except (ErrorPlanilla, OSError, ValueError) as e:
            self.error = self.tr("No se puede leer la carpeta del torneo: {0}").format(e)
            self.resumen.setText(self.error)
            self._vigilar()
            return
        habia_error, self.error = self.error is not None, None
        self._vigilar()
        if fusion == self.fusion and not habia_error:
            return
        previa = self.fusion
        self.fusion = fusion
        if previa is None:
            self.setWindowTitle(self.tr("Torneo «{0}» — director").format(fusion.torneo.nombre))
            self.titulo.setText(fusion.torneo.nombre)
            self.titulo.setToolTip(str(self.carpeta))
        self._llenar_hasta(seguir=previa is None or self.hasta.currentIndex() == 0)
        self._mostrar()

    def _vigilar(self) -> None:
        carpetas = [str(self.carpeta)]
        for base, dirs, _f in os.walk(self.carpeta):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            carpetas += [os.path.join(base, d) for d in dirs]
        nuevas = sorted(set(carpetas) - set(self.vigilante.directories()))
        if nuevas:
            self.vigilante.addPaths(nuevas)

    def _llenar_hasta(self, seguir: bool) -> None:
        """La última ronda que cuenta y las parciales (cada 3) por debajo; quien miraba la última la sigue."""
        assert self.fusion is not None
        anterior = self.hasta.currentData()
        k = self.fusion.contadas
        self.hasta.blockSignals(True)
        self.hasta.clear()
        if k:
            self.hasta.addItem(self.tr("{0} (la última)").format(self._locale.toString(k)), k)
        for r in reversed(self.fusion.parciales()):
            if r != k:
                self.hasta.addItem(self.tr("{0} (parcial)").format(self._locale.toString(r)), r)
        indice = 0 if seguir or anterior is None else max(0, self.hasta.findData(anterior))
        self.hasta.setCurrentIndex(indice)
        self.hasta.blockSignals(False)

    def seleccion(self) -> int:
        """Tras qué ronda se muestra la clasificación (0 si aún no cuenta ninguna)."""
        return int(self.hasta.currentData() or 0)

    # ------------------------------------------------------------------ lo que se ve

    def filas_salas(self) -> list[tuple[str, str, str, str]]:
        f = self.fusion
        if f is None:
            return []
        filas = []
        for e in f.salas:
            if e.portatil is None and not e.publicadas and e.espera:
                estado = self.tr("Espera: {0}").format(e.espera)
            elif e.espera:
                estado = self.tr("Espera: {0}").format(e.espera)
            elif e.publicadas:
                estado = self.tr("Al día")
            else:
                estado = self.tr("Aún sin rondas")
            if e.corregidas:
                estado += " · " + self.tr("corregidas: {0}").format(", ".join(map(str, e.corregidas)))
            filas.append((e.sala, self._locale.toString(e.participantes) if e.participantes else "—",
                          self._locale.toString(e.contadas), estado))
        return filas

    def filas_clasificacion(self, lineas: tuple[Linea, ...] | None = None) -> list[tuple[str, ...]]:
        f = self.fusion
        if f is None:
            return []
        filas = []
        for linea in lineas if lineas is not None else f.clasificacion(self.seleccion()):
            p, x = linea.participante, linea.fila
            filas.append((self._locale.toString(x.puesto), p.nombre + (" " + self.tr("(retirado)") if x.retirado
                                                                        else ""),
                          p.sala, p.club, self._locale.toString(p.mesa), self._locale.toString(x.total),
                          texto_diferencia(x.diferencia), texto_porcentaje(x.porcentaje),
                          self._locale.toString(x.maestras), self._locale.toString(x.bonificacion) if x.bonificacion
                          else "", self._locale.toString(x.penalizacion) if x.penalizacion else ""))
        return filas

    def avisos_texto(self) -> list[str]:
        f = self.fusion
        if f is None:
            return []
        lineas = [self.tr("Conflicto «{0}»: {1}").format(c.clave, c.mensaje) for c in f.conflictos]
        lineas += [self.tr("Pendiente: {0} — {1}").format(", ".join(p.archivos), p.motivo) for p in f.pendientes]
        lineas += [self.tr("Rechazado: {0} — {1}").format(", ".join(r.archivos), r.motivo) for r in f.rechazados]
        return lineas

    def _mostrar(self) -> None:
        f = self.fusion
        if f is None:
            return
        filas = self.filas_salas()
        self.salas.setRowCount(len(filas))
        for i, fila in enumerate(filas):
            for j, texto in enumerate(fila):
                item = QTableWidgetItem(texto)
                if j in (1, 2):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if j == 3:
                    item.setToolTip(texto)
                    if f.salas[i].espera:
                        item.setForeground(_ROJO)
                self.salas.setItem(i, j, item)
        # Todas las salas a la vista (hasta 12; más, con barra).
        alto = self.salas.verticalHeader().defaultSectionSize()
        self.salas.setFixedHeight(self.salas.horizontalHeader().sizeHint().height() + alto * min(len(filas), 12)
                                  + 2 * self.salas.frameWidth())
        k = self.seleccion()
        lineas = f.clasificacion(k)
        self.modelo.poner(self.filas_clasificacion(lineas), {i for i, x in enumerate(lineas) if x.fila.retirado})
        if k:
            self.titulo_clasif.setText(self.tr("C&lasificación tras la ronda {0}: {1} participantes").format(
                self._locale.toString(k), self._locale.toString(len(lineas))))
        else:
            self.titulo_clasif.setText(self.tr("C&lasificación: aún no cuenta ninguna ronda"))
        self.avisos.clear()
        self.avisos.addItems(self.avisos_texto() or [self.tr("Ni conflictos, ni archivos pendientes o rechazados.")])
        for i, c in enumerate(f.conflictos):
            self.avisos.item(i).setData(Qt.ItemDataRole.UserRole, c.clave)
        self._poner_boton_decidir()
        resumen = self.tr("Cuentan {0} de {1} rondas de la partida maestra ({2} salas, {3} participantes). En la "
                          "carpeta: conflictos, {4}; pendientes, {5}; rechazados, {6}.").format(
            self._locale.toString(f.contadas), self._locale.toString(len(f.maestras)),
            self._locale.toString(len(f.salas)), self._locale.toString(len(f.participantes)),
            self._locale.toString(len(f.conflictos)), self._locale.toString(len(f.pendientes)),
            self._locale.toString(len(f.rechazados)))
        espera = [f"{e.sala} ({e.espera})" for e in f.salas if e.espera]
        if espera:
            resumen += " " + self.tr("Esperan: {0}.").format("; ".join(espera))
        if self.mensaje:
            resumen += " " + self.mensaje
        self.resumen.setText(resumen)
        for b in (self.boton_imprimir, self.boton_csv, self.boton_proyector):
            b.setEnabled(bool(k))
        if self.proyector is not None:
            self.proyector.poner(f.torneo.nombre, k, self.filas_proyector(lineas))

    # ------------------------------------------------------------------ proyector, impresión y CSV

    def filas_proyector(self, lineas: tuple[Linea, ...]) -> list[tuple[str, str, str, str]]:
        return [(self._locale.toString(x.fila.puesto), f"{x.participante.nombre} · {x.participante.sala}",
                 self._locale.toString(x.fila.total), texto_porcentaje(x.fila.porcentaje)) for x in lineas]

    def abrir_proyector(self) -> ProyectorClasificacion | None:
        if self.fusion is None or not self.seleccion():
            return None
        if self.proyector is None:
            self.proyector = ProyectorClasificacion(self)
            self.proyector.destroyed.connect(lambda _o=None: setattr(self, "proyector", None))
        k = self.seleccion()
        self.proyector.poner(self.fusion.torneo.nombre, k, self.filas_proyector(self.fusion.clasificacion(k)))
        self.proyector.resize(1024, 768)
        self.proyector.show()
        self.proyector.activateWindow()
        return self.proyector

    def pedir_ruta_guardar(self, titulo: str, nombre: str, filtro: str) -> str:
        from app_planilla.ui.archivo.dialogo_ficheros import pedir_para_guardar

        return pedir_para_guardar(self, titulo, nombre, filtro, self.ajustes)

    # ------------------------------------------------------------------ decidir un conflicto

    def conflicto_elegido(self) -> Conflicto | None:
        item = self.avisos.currentItem()
        clave = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if self.fusion is None or not clave:
            return None
        return next((c for c in self.fusion.conflictos if c.clave == clave), None)

    def _poner_boton_decidir(self) -> None:
        c = self.conflicto_elegido()
        self.boton_decidir.setEnabled(c is not None and bool(c.candidatos))

    def ejecutar_dialogo(self, dialogo: QDialog) -> bool:
        """Las pruebas lo sustituyen."""
        return dialogo.exec() == QDialog.DialogCode.Accepted

    def decidir(self, clave: str | None = None) -> bool:
        """El diálogo con los candidatos del conflicto (el elegido en la lista, sin ``clave``) y, si se elige
        uno, la decisión publicada, como ``planilla torneo elegir``. Solo en el portátil del director."""
        from app_planilla.nucleo.torneo.direccion import del_director
        from app_planilla.nucleo.torneo.modelos import Decision
        from app_planilla.nucleo.torneo.sobres import DECISION
        from app_planilla.ui.torneo.decision import DialogoDecision

        f = self.fusion
        conflicto = (next((c for c in f.conflictos if c.clave == clave), None) if f is not None and clave
                     else self.conflicto_elegido())
        if f is None or conflicto is None or not conflicto.candidatos:
            return False
        try:
            if self.datos is None:
                raise ErrorPlanilla(self.tr("no se sabe cuál es la carpeta de datos de este portátil."))
            p, _t = del_director(self.datos, self.carpeta)
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se puede decidir desde este portátil: {0}").format(e)
            self._mostrar()
            return False
        # Cada candidato con su descripción (la sala y la ronda) y su portátil.
        dialogo = DialogoDecision(conflicto, lambda _k: None, {}, self)
        if not self.ejecutar_dialogo(dialogo) or dialogo.elegido is None:
            return False
        try:
            publicar(self.datos, p, self.carpeta, DECISION, Decision(conflicto.clave, dialogo.elegido).a_datos())
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se ha publicado la decisión: {0}").format(e)
            self._mostrar()
            return False
        self.mensaje = self.tr("Decidido «{0}».").format(conflicto.clave)
        self.actualizar()
        self._mostrar()
        return True

    def _marcar(self, k: int) -> str:
        """Publica en la carpeta qué clasificación se imprimió (si este es el portátil del director)."""
        assert self.fusion is not None
        from app_planilla.nucleo.torneo.salas import marcar_impresa

        p = leer_portatil(self.datos, self.fusion.torneo.evento) if self.datos is not None else None
        if p is None or not p.director:
            return self.tr("(Este portátil no es el del director: no queda marcada en la carpeta.)")
        marcar_impresa(self.datos, p, self.carpeta, self.fusion, k)  # type: ignore[arg-type]
        return self.tr("Queda marcada en la carpeta: una corrección posterior de una sala se verá como "
                       "conflicto.")

    def imprimir(self, ruta: str | None = None) -> str:
        """La clasificación elegida, en PDF; la marca en la carpeta. Devuelve dónde se guardó ("" si no)."""
        if self.fusion is None or not self.seleccion():
            return ""
        k = self.seleccion()
        ruta = ruta or self.pedir_ruta_guardar(self.tr("Imprimir la clasificación"),
                                               f"clasificacion-ronda-{k}.pdf", self.tr("PDF (*.pdf)"))
        if not ruta:
            return ""
        from app_planilla.exportar.pdf.salas import clasificacion_salas

        try:
            clasificacion_salas(Path(ruta), self.fusion, k)
            marca = self._marcar(k)
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se ha impreso: {0}").format(e)
            self._mostrar()
            return ""
        self.mensaje = self.tr("Clasificación tras la ronda {0} guardada en {1}.").format(k, ruta) + " " + marca
        self.actualizar()
        self._mostrar()
        return ruta

    def exportar_csv(self, ruta: str | None = None) -> str:
        """El CSV para la federación de la clasificación elegida; la marca en la carpeta, como al imprimir."""
        if self.fusion is None or not self.seleccion():
            return ""
        k = self.seleccion()
        ruta = ruta or self.pedir_ruta_guardar(self.tr("Exportar la clasificación para la federación"),
                                               f"clasificacion-ronda-{k}.csv", self.tr("CSV (*.csv)"))
        if not ruta:
            return ""
        try:
            Path(ruta).write_text(csv_federacion(self.fusion, k), encoding="utf-8")
            marca = self._marcar(k)
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se ha exportado: {0}").format(e)
            self._mostrar()
            return ""
        self.mensaje = self.tr("CSV de la clasificación tras la ronda {0} guardado en {1}.").format(k, ruta) + " " + \
            marca
        self.actualizar()
        self._mostrar()
        return ruta

    def closeEvent(self, evento: object) -> None:
        if self.proyector is not None:
            self.proyector.close()
        super().closeEvent(evento)  # type: ignore[arg-type]


class ProyectorClasificacion(QWidget):
    """La clasificación en la segunda pantalla: letra grande, pasa de página sola cada ``SEGUNDOS_PAGINA``.

    Espacio detiene o sigue; → o Av Pág, la página siguiente; ← o Re Pág, la anterior; F11, pantalla completa;
    Esc cierra."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("proyector_clasificacion")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Clasificación — proyector"))
        self.nombre = ""
        self.ronda = 0
        self.filas: list[tuple[str, str, str, str]] = []
        self.pagina = 0
        self.temporizador = QTimer(self)
        self.temporizador.setInterval(SEGUNDOS_PAGINA * 1000)
        self.temporizador.timeout.connect(self.siguiente)
        self.temporizador.start()

    @property
    def paginas(self) -> int:
        return max(1, math.ceil(len(self.filas) / FILAS_PROYECTOR))

    @property
    def en_pausa(self) -> bool:
        return not self.temporizador.isActive()

    def poner(self, nombre: str, ronda: int, filas: list[tuple[str, str, str, str]]) -> None:
        nueva = ronda != self.ronda
        self.nombre, self.ronda, self.filas = nombre, ronda, filas
        if nueva:
            self.pagina = 0
        self.pagina = min(self.pagina, self.paginas - 1)
        self.update()

    def siguiente(self) -> None:
        self.pagina = (self.pagina + 1) % self.paginas
        self.update()

    def anterior(self) -> None:
        self.pagina = (self.pagina - 1) % self.paginas
        self.update()

    def visibles(self) -> list[tuple[str, str, str, str]]:
        return self.filas[self.pagina * FILAS_PROYECTOR:(self.pagina + 1) * FILAS_PROYECTOR]

    def keyPressEvent(self, evento: QKeyEvent) -> None:
        tecla = evento.key()
        if tecla == Qt.Key.Key_Space:
            if self.en_pausa:
                self.temporizador.start()
            else:
                self.temporizador.stop()
            self.update()
        elif tecla in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.siguiente()
        elif tecla in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.anterior()
        elif tecla == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif tecla == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(evento)

    def paintEvent(self, _evento: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor("#ffffff"))
        ancho, alto = self.width(), self.height()
        margen = max(8, ancho // 40)
        linea = alto / (FILAS_PROYECTOR + 4)
        titulo = QFont()
        titulo.setBold(True)
        titulo.setPixelSize(max(8, round(linea * 0.6)))
        p.setFont(titulo)
        p.setPen(QColor("#24493f"))
        cabecera = self.tr("{0} · clasificación tras la ronda {1}").format(self.nombre, self.ronda)
        p.drawText(margen, 0, ancho - 2 * margen, round(linea * 1.4),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   QFontMetrics(titulo).elidedText(cabecera, Qt.TextElideMode.ElideRight, round(ancho * 0.72)))
        nota = self.tr("Página {0} de {1}").format(self.pagina + 1, self.paginas)
        if self.en_pausa:
            nota += " · " + self.tr("en pausa")
        p.setPen(QColor("#4a4a4a"))
        p.drawText(margen, 0, ancho - 2 * margen, round(linea * 1.4),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, nota)
        cuerpo = QFont()
        cuerpo.setPixelSize(max(8, round(linea * 0.62)))
        negrita = QFont(cuerpo)
        negrita.setBold(True)
        m = QFontMetrics(negrita)
        col_puesto = m.horizontalAdvance("2000.") + margen // 2
        col_pct = m.horizontalAdvance(texto_porcentaje(100.0)) + margen
        col_total = m.horizontalAdvance("99999") + margen
        x_nombre = margen + col_puesto
        ancho_nombre = ancho - margen - col_pct - col_total - x_nombre
        y = linea * 2
        p.setPen(QColor("#24493f"))
        p.drawLine(margen, round(y - linea * 0.3), ancho - margen, round(y - linea * 0.3))
        for i, (puesto, nombre, total, porcentaje) in enumerate(self.visibles()):
            if i % 2:
                p.fillRect(margen, round(y), ancho - 2 * margen, round(linea), QColor("#eef4f1"))
            caja = (round(y), round(linea))
            p.setPen(QColor("#1b1b1b"))
            p.setFont(negrita)
            p.drawText(margen, caja[0], col_puesto - margen // 2, caja[1],
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, puesto)
            p.setFont(cuerpo)
            p.drawText(x_nombre + margen // 2, caja[0], ancho_nombre, caja[1],
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       QFontMetrics(cuerpo).elidedText(nombre, Qt.TextElideMode.ElideRight, ancho_nombre - margen))
            p.setFont(negrita)
            p.drawText(ancho - margen - col_pct - col_total, caja[0], col_total, caja[1],
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, total)
            p.setFont(cuerpo)
            p.drawText(ancho - margen - col_pct, caja[0], col_pct, caja[1],
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, porcentaje)
            y += linea
        p.end()
