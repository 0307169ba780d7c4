"""La ventana del director de una duplicada por salas: todas las salas juntas, una sola clasificación del campo.

Todo sale de una llamada a ``fusion_salas.fusionar_salas`` sobre lo que lee ``carpeta.leer_carpeta``: el estado de
cada sala (sus rondas publicadas, las que cuentan y qué espera), la clasificación de todo el campo tras la última
ronda que cuenta o tras una parcial (cada 3 rondas), los conflictos con nombre y lo pendiente o rechazado. La
interfaz solo lo muestra; imprimir la clasificación (PDF) o exportar el CSV de la federación marca en la carpeta
qué se imprimió, para que una corrección posterior se señale.

Se actualiza sola, como la del torneo clásico: ``QFileSystemWatcher`` sobre la carpeta y sus subcarpetas y una
relectura periódica; las cachés del núcleo hacen que cada lectura solo abra y junte lo nuevo.

Un torneo de varias partidas: «Partida» elige la clasificación de una (con sus parciales) o la del torneo por la
media de porcentajes. «Desempate…» anota la muerte súbita de los empatados de la fila elegida (de una sala o de
varias), el mismo archivo que ``planilla torneo desempate``.

El proyector es el de la sala (``hojas.duplicada.proyector_clasificacion.ProyectorClasificacion``: pasa las
páginas él solo con su reloj, en letra que se lee desde el fondo), en una ventana propia para la segunda
pantalla, con la clasificación que se ve en esta ventana.
"""

from __future__ import annotations

import os
from collections.abc import Callable
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
from PySide6.QtGui import QCloseEvent, QColor, QFont, QFontMetrics, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
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
from app_planilla.nucleo.duplicada.publicacion import (
    ClasificacionPublicada,
    LineaPublicada,
    archivo_federacion,
    hay_bonificaciones,
    publicada_de_torneo,
)
from app_planilla.nucleo.duplicada.reglas_arbitraje import nombre_reglas
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.torneo.carpeta import Firma, leer_carpeta, leer_portatil, publicar, raiz, torneo_de
from app_planilla.nucleo.torneo.duplicada import Nombrado
from app_planilla.nucleo.torneo.fusion import Conflicto
from app_planilla.nucleo.torneo.fusion_salas import (
    CacheSalas,
    FusionSalas,
    Linea,
    TorneoSalas,
    csv_federacion_salas,
    fusionar_torneo_salas,
)
from app_planilla.nucleo.torneo.modelos import DUPLICADA
from app_planilla.ui.hojas.duplicada.proyector_clasificacion import ProyectorClasificacion

RELEER_MS = 3000
ESPERA_AVISO_MS = 250
ATAJO_ACTUALIZAR = "Ctrl+R"
"""F5, F6 y F7 son de los relojes: actualizar no debe pulsar ningún reloj."""
ATAJO_IMPRIMIR = "Ctrl+P"
ATAJO_PROYECTOR = "Ctrl+Shift+P"
TORNEO = 0
"""En el selector de la partida: la clasificación del torneo (la media de los porcentajes)."""

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
        self.consejos: list[str] = []
        """El texto de ayuda de cada fila (en la clasificación del torneo, el porcentaje de cada partida)."""

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
        if role == Qt.ItemDataRole.ToolTipRole and index.row() < len(self.consejos):
            return self.consejos[index.row()]
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
        self.todo: TorneoSalas | None = None
        """Todas las partidas de la carpeta, fusionadas."""
        self.fusion: FusionSalas | None = None
        """La partida elegida (la última, si se mira la clasificación del torneo)."""
        self.error: str | None = None
        self.mensaje = ""
        self.proyector: VentanaProyector | None = None
        self._vistas = 0
        """Cuántas partidas tenía la carpeta la última vez: si llega una nueva, se pasa a ella."""
        self._publicada: tuple[TorneoSalas | None, tuple[int, int], ClasificacionPublicada | None] = (
            None, (0, 0), None)
        """La clasificación para el proyector, hecha una vez por fusión y por lo que se elige en la ventana."""
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
        self.partida = QComboBox()
        self.partida.setObjectName("partida")
        self.etiqueta_partida = QLabel(self.tr("Par&tida:"))
        self.etiqueta_partida.setBuddy(self.partida)
        arriba.addWidget(self.etiqueta_partida)
        arriba.addWidget(self.partida)
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
        self.boton_desempate = QPushButton(self.tr("Desempat&e…"))
        self.boton_desempate.setObjectName("desempate")
        self.boton_desempate.setToolTip(self.tr("Anotar la muerte súbita entre los empatados de la fila elegida "
                                                "(maestras y mejor jugada iguales), aunque sean de salas distintas"))
        self.boton_desempate.clicked.connect(lambda: self.desempatar())
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
        derecha = QWidget()
        capa_derecha = QVBoxLayout(derecha)
        capa_derecha.setContentsMargins(0, 0, 0, 0)
        cabeza = QHBoxLayout()
        cabeza.addWidget(self.titulo_clasif, 1)
        cabeza.addWidget(self.boton_desempate)
        capa_derecha.addLayout(cabeza)
        capa_derecha.addWidget(self.clasif, 1)
        horizontal = QSplitter(Qt.Orientation.Horizontal)
        horizontal.addWidget(izquierda)
        horizontal.addWidget(derecha)
        horizontal.setStretchFactor(0, 0)
        horizontal.setStretchFactor(1, 1)
        horizontal.setSizes([self.fontMetrics().horizontalAdvance("M") * 26, 10_000])
        horizontal.setChildrenCollapsible(False)
        capa.addWidget(horizontal, 1)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self).activated.connect(self.close)

        self.partida.currentIndexChanged.connect(lambda _i: self._cambiar_partida())
        self.hasta.currentIndexChanged.connect(lambda _i: self._mostrar())
        self.clasif.selectionModel().currentRowChanged.connect(lambda _a, _b: self._poner_boton_desempate())
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
            todo = fusionar_torneo_salas(torneo, archivos, self._cache)
        except (ErrorPlanilla, OSError, ValueError) as e:
            self.error = self.tr("No se puede leer la carpeta del torneo: {0}").format(e)
            self.resumen.setText(self.error)
            self._vigilar()
            return
        habia_error, self.error = self.error is not None, None
        self._vigilar()
        if todo == self.todo and not habia_error:
            return
        previa = self.todo
        self.todo = todo
        if previa is None:
            self.setWindowTitle(self.tr("Torneo «{0}» — director").format(todo.torneo.nombre))
            self.titulo.setText(todo.torneo.nombre)
            self.titulo.setToolTip(str(self.carpeta))
        self._llenar_partidas()
        self.fusion = todo.partida(self.numero() or len(todo.partidas))
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

    def _llenar_partidas(self) -> None:
        """Las partidas del torneo y, si hay varias, su clasificación por la media; quien miraba una la sigue
        mirando (al aparecer la segunda partida, se pasa a ella)."""
        assert self.todo is not None
        anterior = self.partida.currentData()
        numeros = self.todo.numeros
        nueva = len(numeros) > max(1, self._vistas)
        self._vistas = len(numeros)
        self.partida.blockSignals(True)
        self.partida.clear()
        for n in numeros:
            self.partida.addItem(self._locale.toString(n), n)
        if len(numeros) > 1:
            self.partida.addItem(self.tr("Torneo (media)"), TORNEO)
        indice = self.partida.findData(anterior) if anterior is not None and not nueva else -1
        self.partida.setCurrentIndex(indice if indice >= 0 else len(numeros) - 1)
        self.partida.blockSignals(False)
        for w in (self.partida, self.etiqueta_partida):
            w.setVisible(len(numeros) > 1)

    def numero(self) -> int:
        """La partida elegida (1, 2…) o ``TORNEO`` (la clasificación del torneo por la media)."""
        dato = self.partida.currentData()
        return 1 if dato is None else int(dato)

    def de_torneo(self) -> bool:
        """Se mira la clasificación del torneo (la media de varias partidas)."""
        return self.numero() == TORNEO

    def _cambiar_partida(self) -> None:
        if self.todo is None:
            return
        self.fusion = self.todo.partida(self.numero() or len(self.todo.partidas))
        self._llenar_hasta(seguir=True)
        self._mostrar()

    def _llenar_hasta(self, seguir: bool) -> None:
        """La última ronda que cuenta y las parciales (cada 3) por debajo; quien miraba la última la sigue. En la
        clasificación del torneo, no hay parciales."""
        assert self.fusion is not None
        anterior = self.hasta.currentData()
        k = self.fusion.contadas
        self.hasta.blockSignals(True)
        self.hasta.clear()
        if self.de_torneo():
            self.hasta.addItem(self.tr("todas"), -1)
        else:
            if k:
                self.hasta.addItem(self.tr("{0} (la última)").format(self._locale.toString(k)), k)
            for r in reversed(self.fusion.parciales()):
                if r != k:
                    self.hasta.addItem(self.tr("{0} (parcial)").format(self._locale.toString(r)), r)
        indice = 0 if seguir or anterior is None else max(0, self.hasta.findData(anterior))
        self.hasta.setCurrentIndex(indice)
        self.hasta.setEnabled(not self.de_torneo())
        self.hasta.blockSignals(False)

    def seleccion(self) -> int:
        """Tras qué ronda se muestra la clasificación de la partida (0 si aún no cuenta ninguna; en la del
        torneo, -1 si alguna partida cuenta)."""
        if self.de_torneo():
            return -1 if self.todo is not None and any(f.contadas for f in self.todo.partidas) else 0
        return int(self.hasta.currentData() or 0)

    def completa(self) -> bool:
        """Se mira una clasificación completa (la última de una partida o la del torneo): la que se desempata."""
        return self.de_torneo() or (self.fusion is not None and self.seleccion() == self.fusion.contadas > 0)

    # ------------------------------------------------------------------ lo que se ve

    def filas_salas(self) -> list[tuple[str, str, str, str]]:
        f = self.fusion
        if f is None:
            return []
        filas = []
        for e in f.salas:
            if e.espera:
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

    def _numero_local(self, n: int) -> str:
        return self._locale.toString(n) if n else ""

    def filas_clasificacion(self, lineas: tuple[Linea, ...] | None = None) -> list[tuple[str, ...]]:
        """Los textos de la tabla: la clasificación de la partida elegida (tras la ronda elegida) o la del
        torneo (su total, la media de los porcentajes, sus maestras, bonificaciones y penalizaciones)."""
        f = self.fusion
        if f is None:
            return []
        if self.de_torneo() and lineas is None:
            assert self.todo is not None
            return [(self._locale.toString(x.puesto), x.nombre, "", x.club, "", self._locale.toString(x.total), "",
                     texto_porcentaje(x.media), self._locale.toString(x.maestras),
                     self._numero_local(x.bonificacion), self._numero_local(x.penalizacion))
                    for x in self.todo.clasificacion().filas]
        filas = []
        for linea in lineas if lineas is not None else f.clasificacion(self.seleccion()):
            p, x = linea.participante, linea.fila
            filas.append((self._locale.toString(x.puesto), p.nombre + (" " + self.tr("(retirado)") if x.retirado
                                                                        else ""),
                          p.sala, p.club, self._locale.toString(p.mesa), self._locale.toString(x.total),
                          texto_diferencia(x.diferencia), texto_porcentaje(x.porcentaje),
                          self._locale.toString(x.maestras), self._numero_local(x.bonificacion),
                          self._numero_local(x.penalizacion)))
        return filas

    def avisos_texto(self) -> list[str]:
        """Los conflictos, pendientes y rechazados de toda la carpeta (de todas las partidas)."""
        f = self.todo
        if f is None:
            return []
        lineas = [self.tr("Conflicto «{0}»: {1}").format(c.clave, c.mensaje) for c in f.conflictos]
        lineas += [self.tr("Pendiente: {0} — {1}").format(", ".join(p.archivos), p.motivo) for p in f.pendientes]
        lineas += [self.tr("Rechazado: {0} — {1}").format(", ".join(r.archivos), r.motivo) for r in f.rechazados]
        return lineas

    def _mostrar(self) -> None:
        f, todo = self.fusion, self.todo
        if f is None or todo is None:
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
        if self.de_torneo():
            c = todo.clasificacion()
            self.modelo.poner(self.filas_clasificacion(), set())
            self.modelo.consejos = [" · ".join(
                self.tr("Partida {0}: {1}").format(self._locale.toString(n),
                                                   texto_porcentaje(p) if p is not None else "—")
                for n, p in zip(todo.numeros, x.porcentajes, strict=True)) for x in c.filas]
            self.titulo_clasif.setText(self.tr("C&lasificación del torneo (media de {0} partidas): {1} "
                                               "participantes").format(self._locale.toString(sum(c.cuentan)),
                                                                       self._locale.toString(len(c.filas))))
        else:
            lineas = f.clasificacion(k)
            self.modelo.poner(self.filas_clasificacion(lineas), {i for i, x in enumerate(lineas) if x.fila.retirado})
            self.modelo.consejos = []
            partida = (self.tr("partida {0}, ").format(self._locale.toString(f.partida)) if todo.varias else "")
            if k:
                self.titulo_clasif.setText(self.tr("C&lasificación ({0}tras la ronda {1}): {2} participantes").format(
                    partida, self._locale.toString(k), self._locale.toString(len(lineas))))
            else:
                self.titulo_clasif.setText(self.tr("C&lasificación: aún no cuenta ninguna ronda"))
        self.avisos.clear()
        self.avisos.addItems(self.avisos_texto() or [self.tr("Ni conflictos, ni archivos pendientes o rechazados.")])
        for i, c_ in enumerate(todo.conflictos):
            self.avisos.item(i).setData(Qt.ItemDataRole.UserRole, c_.clave)
        self._poner_boton_decidir()
        self._poner_boton_desempate()
        resumen = self.tr("Cuentan {0} de {1} rondas de la partida maestra ({2} salas, {3} participantes). En la "
                          "carpeta: conflictos, {4}; pendientes, {5}; rechazados, {6}.").format(
            self._locale.toString(f.contadas), self._locale.toString(len(f.maestras)),
            self._locale.toString(len(f.salas)), self._locale.toString(len(f.participantes)),
            self._locale.toString(len(todo.conflictos)), self._locale.toString(len(todo.pendientes)),
            self._locale.toString(len(todo.rechazados)))
        if todo.varias:
            resumen = self.tr("Partida {0}:").format(self._locale.toString(f.partida)) + " " + resumen
        espera = [f"{e.sala} ({e.espera})" for e in f.salas if e.espera]
        if espera:
            resumen += " " + self.tr("Esperan: {0}.").format("; ".join(espera))
        if self.mensaje:
            resumen += " " + self.mensaje
        self.resumen.setText(resumen)
        for b in (self.boton_imprimir, self.boton_csv, self.boton_proyector):
            b.setEnabled(bool(k))
        if self.proyector is not None:
            clave = (self.numero(), k)
            if clave != self.proyector.mirando:
                self.proyector.mirando = clave
                self.proyector.proyector.volver_al_principio()  # otra clasificación: desde la primera página
            self.proyector.proyector.update()

    # ------------------------------------------------------------------ proyector, impresión y CSV

    def clasificacion_publicada(self) -> ClasificacionPublicada | None:
        """Lo que se ve en la tabla, como lo pinta el proyector de la sala (una vez por cambio): la sala y el club
        de cada participante en la columna del club."""
        f, todo = self.fusion, self.todo
        if f is None or todo is None or not self.seleccion():
            return None
        clave = (self.numero(), self.seleccion())
        if self._publicada[0] is todo and self._publicada[1] == clave:
            return self._publicada[2]
        reglas = todo.torneo.arbitraje
        bonos = hay_bonificaciones(reglas)
        if self.de_torneo():
            c = todo.clasificacion()
            titulo = self.tr("Clasificación del torneo ({0} partidas)").format(self._locale.toString(sum(c.cuentan)))
            publicada = publicada_de_torneo(c, titulo, max(g.contadas for g in todo.partidas), reglas,
                                            nombre_reglas(todo.torneo.reglas))
        else:
            k = self.seleccion()
            lineas = tuple(LineaPublicada(x.fila, x.participante.mesa, x.participante.nombre, x.participante.licencia,
                                          " · ".join(t for t in (x.participante.sala, x.participante.club) if t))
                           for x in f.clasificacion(k))
            titulo = self.tr("Clasificación tras la ronda {0}").format(self._locale.toString(k))
            if todo.varias:
                titulo = self.tr("Partida {0}").format(self._locale.toString(f.partida)) + " · " + titulo
            publicada = ClasificacionPublicada(titulo, lineas, k, k if k < f.contadas else None, f.suma_maestras(k),
                                               True, bonos, nombre_reglas(todo.torneo.reglas), False, ())
        self._publicada = (todo, clave, publicada)
        return publicada

    def abrir_proyector(self) -> VentanaProyector | None:
        if self.fusion is None or not self.seleccion():
            return None
        if self.proyector is None:
            self.proyector = VentanaProyector(self.clasificacion_publicada, self)
            self.proyector.mirando = (self.numero(), self.seleccion())
            self.proyector.destroyed.connect(lambda _o=None: setattr(self, "proyector", None))
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
        if self.todo is None or not clave:
            return None
        return next((c for c in self.todo.conflictos if c.clave == clave), None)

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

        f = self.todo
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

    # ------------------------------------------------------------------ el desempate a muerte súbita

    def empatados(self, fila: int | None = None) -> list[tuple[Nombrado, str]]:
        """Los empatados con la fila ``fila`` de la tabla (la elegida, sin ella) en la clasificación completa sin
        los desempates ya anotados, en el orden de la tabla: cada uno con lo que se ve de él. Vacío si no
        comparte puesto (o se mira una parcial)."""
        from app_planilla.nucleo.torneo.salas import empatables

        if fila is None:
            fila = self.clasif.currentIndex().row()
        objetivo = self._objetivo()
        if objetivo is None or fila < 0 or fila >= self.modelo.rowCount():
            return []
        if isinstance(objetivo, TorneoSalas):
            filas = objetivo.clasificacion().filas
            yo = Nombrado(filas[fila].licencia.strip(), filas[fila].nombre)
        else:
            lineas = objetivo.clasificacion()
            p = lineas[fila].participante
            yo = Nombrado(p.licencia.strip(), p.nombre, p.sala, p.mesa)
        todos = empatables(objetivo)
        puesto = next((x for n, x in todos if n == yo), None)
        grupo = [n for n, x in todos if x == puesto]
        if len(grupo) < 2:
            return []
        return [(n, f"{n.texto}" + (f" · {n.sala}" if n.sala and n.licencia else "")) for n in grupo]

    def _objetivo(self) -> FusionSalas | TorneoSalas | None:
        """Lo que se desempata: la partida elegida o el torneo, si se mira su clasificación completa."""
        if self.todo is None or self.fusion is None or not self.completa():
            return None
        return self.todo if self.de_torneo() else self.fusion

    def _poner_boton_desempate(self) -> None:
        self.boton_desempate.setEnabled(bool(self.empatados()))

    def desempatar(self, fila: int | None = None) -> bool:
        """El diálogo con los empatados de la fila elegida (se ordenan del ganador al último) y, si se acepta,
        el desempate publicado, como ``planilla torneo desempate``. Solo en el portátil del director."""
        from app_planilla.nucleo.torneo.direccion import del_director
        from app_planilla.nucleo.torneo.salas import publicar_desempate

        grupo = self.empatados(fila)
        objetivo = self._objetivo()
        if not grupo or objetivo is None:
            self.mensaje = self.tr("Elija en la clasificación completa a un participante que comparta puesto.")
            self._mostrar()
            return False
        try:
            if self.datos is None:
                raise ErrorPlanilla(self.tr("no se sabe cuál es la carpeta de datos de este portátil."))
            p, _t = del_director(self.datos, self.carpeta)
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se puede anotar un desempate desde este portátil: {0}").format(e)
            self._mostrar()
            return False
        dialogo = DialogoDesempate([texto for _n, texto in grupo], self)
        if not self.ejecutar_dialogo(dialogo):
            return False
        orden = [grupo[i][0] for i in dialogo.orden()]
        try:
            publicar_desempate(self.datos, p, self.carpeta, objetivo, orden)
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se ha publicado el desempate: {0}").format(e)
            self._mostrar()
            return False
        self.mensaje = self.tr("Desempate anotado: {0}.").format(" > ".join(n.nombre for n in orden))
        self.actualizar()
        self._mostrar()
        return True

    # ------------------------------------------------------------------ imprimir y exportar

    def _marcar(self) -> str:
        """Publica en la carpeta qué clasificación se imprimió (si este es el portátil del director)."""
        assert self.fusion is not None and self.todo is not None
        from app_planilla.nucleo.torneo.salas import marcar_impresa

        p = leer_portatil(self.datos, self.todo.torneo.evento) if self.datos is not None else None
        if p is None or not p.director:
            return self.tr("(Este portátil no es el del director: no queda marcada en la carpeta.)")
        if self.de_torneo():
            marcar_impresa(self.datos, p, self.carpeta, self.todo)  # type: ignore[arg-type]
        else:
            marcar_impresa(self.datos, p, self.carpeta, self.fusion, self.seleccion())  # type: ignore[arg-type]
        return self.tr("Queda marcada en la carpeta: una corrección posterior de una sala se verá como "
                       "conflicto.")

    def _nombre_archivo(self, extension: str) -> str:
        assert self.fusion is not None and self.todo is not None
        if self.de_torneo():
            return f"clasificacion-torneo.{extension}"
        partida = f"partida-{self.fusion.partida}-" if self.todo.varias else ""
        return f"clasificacion-{partida}ronda-{self.seleccion()}.{extension}"

    def _que(self) -> str:
        """Qué clasificación se imprime o exporta, para el mensaje."""
        assert self.fusion is not None and self.todo is not None
        if self.de_torneo():
            return self.tr("La clasificación del torneo")
        texto = self.tr("La clasificación tras la ronda {0}").format(self.seleccion())
        return texto + (" " + self.tr("(partida {0})").format(self.fusion.partida) if self.todo.varias else "")

    def imprimir(self, ruta: str | None = None) -> str:
        """La clasificación elegida, en PDF; la marca en la carpeta. Devuelve dónde se guardó ("" si no)."""
        if self.fusion is None or self.todo is None or not self.seleccion():
            return ""
        ruta = ruta or self.pedir_ruta_guardar(self.tr("Imprimir la clasificación"), self._nombre_archivo("pdf"),
                                               self.tr("PDF (*.pdf)"))
        if not ruta:
            return ""
        from app_planilla.exportar.pdf.salas import clasificacion_salas, clasificacion_torneo_salas

        try:
            if self.de_torneo():
                clasificacion_torneo_salas(Path(ruta), self.todo)
            else:
                clasificacion_salas(Path(ruta), self.fusion, self.seleccion(), varias=self.todo.varias)
            marca = self._marcar()
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se ha impreso: {0}").format(e)
            self._mostrar()
            return ""
        self.mensaje = self.tr("{0}: guardada en {1}.").format(self._que(), ruta) + " " + marca
        self.actualizar()
        self._mostrar()
        return ruta

    def exportar_csv(self, ruta: str | None = None) -> str:
        """El CSV para la federación de la clasificación elegida (el mismo archivo que el de una sala sola y el
        de ``planilla torneo resultados --formato csv``); la marca en la carpeta, como al imprimir."""
        if self.fusion is None or self.todo is None or not self.seleccion():
            return ""
        ruta = ruta or self.pedir_ruta_guardar(self.tr("Exportar la clasificación para la federación"),
                                               self._nombre_archivo("csv"), self.tr("CSV (*.csv)"))
        if not ruta:
            return ""
        try:
            texto = (csv_federacion_salas(self.todo) if self.de_torneo()
                     else csv_federacion_salas(self.fusion, self.seleccion()))
            Path(ruta).write_bytes(archivo_federacion(texto))
            marca = self._marcar()
        except (ErrorPlanilla, OSError) as e:
            self.mensaje = self.tr("No se ha exportado: {0}").format(e)
            self._mostrar()
            return ""
        self.mensaje = self.tr("{0}: CSV guardado en {1}.").format(self._que(), ruta) + " " + marca
        self.actualizar()
        self._mostrar()
        return ruta

    def closeEvent(self, evento: QCloseEvent) -> None:
        if self.proyector is not None:
            self.proyector.close()
        super().closeEvent(evento)


class DialogoDesempate(QDialog):
    """Ordenar a los empatados según la muerte súbita, del ganador al último: Ctrl+↑ y Ctrl+↓ mueven al elegido
    (o «Subir» y «Bajar»); Intro publica, Escape cierra sin publicar."""

    def __init__(self, nombres: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_desempate")
        self.setWindowTitle(self.tr("Desempate a muerte súbita"))
        capa = QVBoxLayout(self)
        explica = QLabel(self.tr("Empatan en total, maestras encontradas y mejor jugada. Ordénelos como quedaron en la "
                                 "muerte súbita, del ganador al último (Ctrl+↑ y Ctrl+↓ mueven al elegido)."))
        explica.setWordWrap(True)
        capa.addWidget(explica)
        self.lista = QListWidget()
        self.lista.setObjectName("empatados")
        for k, nombre in enumerate(nombres):
            self.lista.addItem(nombre)
            self.lista.item(k).setData(Qt.ItemDataRole.UserRole, k)
        self.lista.setCurrentRow(0)
        etiqueta = QLabel(self.tr("&Orden:"))
        etiqueta.setBuddy(self.lista)
        capa.addWidget(etiqueta)
        capa.addWidget(self.lista, 1)
        botones = QHBoxLayout()
        self.subir = QPushButton(self.tr("&Subir"))
        self.bajar = QPushButton(self.tr("&Bajar"))
        self.subir.clicked.connect(lambda: self.mover(-1))
        self.bajar.clicked.connect(lambda: self.mover(1))
        botones.addWidget(self.subir)
        botones.addWidget(self.bajar)
        botones.addStretch(1)
        capa.addLayout(botones)
        caja = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        caja.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Publicar el desempate"))
        caja.accepted.connect(self.accept)
        caja.rejected.connect(self.reject)
        capa.addWidget(caja)
        self.lista.installEventFilter(self)
        self.resize(self.fontMetrics().horizontalAdvance("M") * 40, self.sizeHint().height())

    def eventFilter(self, objeto: object, evento: object) -> bool:
        """Ctrl+↑ y Ctrl+↓ en la lista mueven al elegido (sin ellas, las flechas eligen, como siempre)."""
        if (objeto is self.lista and isinstance(evento, QKeyEvent) and evento.type() == QKeyEvent.Type.KeyPress
                and evento.modifiers() & Qt.KeyboardModifier.ControlModifier
                and evento.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)):
            self.mover(-1 if evento.key() == Qt.Key.Key_Up else 1)
            return True
        return super().eventFilter(objeto, evento)  # type: ignore[arg-type]

    def mover(self, paso: int) -> None:
        fila = self.lista.currentRow()
        destino = fila + paso
        if fila < 0 or not 0 <= destino < self.lista.count():
            return
        item = self.lista.takeItem(fila)
        self.lista.insertItem(destino, item)
        self.lista.setCurrentRow(destino)

    def orden(self) -> list[int]:
        """Los índices de los nombres dados, en el orden elegido."""
        return [int(self.lista.item(k).data(Qt.ItemDataRole.UserRole)) for k in range(self.lista.count())]


class VentanaProyector(QWidget):
    """La segunda pantalla del director: el proyector de la sala (``ProyectorClasificacion``) con la
    clasificación que se ve en la ventana. Las páginas pasan solas; Av Pág o → la siguiente, Inicio la primera,
    F11 pantalla completa, Escape cierra."""

    def __init__(self, clasificacion: Callable[[], ClasificacionPublicada | None], parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ventana_proyector")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Clasificación — proyector"))
        capa = QVBoxLayout(self)
        capa.setContentsMargins(0, 0, 0, 0)
        self.proyector = ProyectorClasificacion(clasificacion=clasificacion, parent=self)
        self.mirando: tuple[int, int] | None = None
        """La clasificación que muestra (partida y ronda): si la ventana elige otra, vuelve a la primera página."""
        capa.addWidget(self.proyector)
        self.setFocusProxy(self.proyector)
        self.proyector.installEventFilter(self)

    def eventFilter(self, objeto: object, evento: object) -> bool:
        if isinstance(evento, QKeyEvent) and evento.type() == QKeyEvent.Type.KeyPress:
            if evento.key() == Qt.Key.Key_Escape:
                self.close()
                return True
            if evento.key() == Qt.Key.Key_F11:
                self.showNormal() if self.isFullScreen() else self.showFullScreen()
                return True
        return super().eventFilter(objeto, evento)  # type: ignore[arg-type]
