"""Teclear los emparejamientos de una ronda en la ventana del director, como en una hoja de cálculo.

Una fila por partida: mesa, jugador 1, jugador 2 y quién empieza. Un jugador se escribe por su número, su nombre
o los dos («12», «Pérez, Ana», «12 Pérez, Ana»); la lista de la división (los jugadores de sus emparejamientos
publicados) lo completa. Rival «0»: sin rival (descanso +50 o incomparecencia −50). Todo se lee y se comprueba
en el núcleo (``emparejamientos.de_filas``), que da el mismo ``Emparejamiento`` que un CSV o TSH: el diálogo
«Emparejar» lo muestra antes de publicarlo y lo publica igual.

Con el teclado: escribir empieza a editar; Tab pasa a la celda siguiente (y a la fila siguiente al final);
Intro baja de fila; en «Empieza», 1, 2 o ? (sorteo) y, sin rival, + o − (Espacio va pasando; con el ratón, doble
clic); Ctrl+Supr quita la fila; Ctrl+Intro comprueba y vuelve al diálogo «Emparejar».
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QAbstractItemModel, QLocale, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.torneo.emparejamientos import (
    EMPIEZA_1,
    EMPIEZA_2,
    EMPIEZA_SORTEO,
    MARGEN_INCOMPARECENCIA,
    FilaMala,
    FilaTecleada,
    Tecleado,
    completar_jugador,
    de_filas,
    es_sin_rival,
    sin_acentos,
)
from app_planilla.nucleo.torneo.modelos import MARGEN_DESCANSO

MESA, JUGADOR1, JUGADOR2, EMPIEZA = range(4)
_EMPIEZA = Qt.ItemDataRole.UserRole
_MARGEN = Qt.ItemDataRole.UserRole + 1
ATAJO_VER = "Ctrl+Return"
ATAJO_QUITAR = "Ctrl+Del"


_BUSCAR = Qt.ItemDataRole.UserRole


class _Completar(QCompleter):
    """Busca en el texto sin acentos (``_BUSCAR``: «gomez» encuentra «Gómez») y pone el de verdad."""

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        return str(index.data(Qt.ItemDataRole.DisplayRole))


class _DelegadoJugador(QStyledItemDelegate):
    """Un jugador: una línea con la lista de la división para completar (por número o por nombre)."""

    def __init__(self, tabla: TablaEmparejamientos, opciones: list[str]) -> None:
        super().__init__(tabla)
        self.tabla = tabla
        self.modelo = QStandardItemModel(self)
        for texto in opciones:
            item = QStandardItem(texto)
            item.setData(f"{texto} {sin_acentos(texto)}", _BUSCAR)
            self.modelo.appendRow(item)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        editor = QLineEdit(parent)
        editor.setMaxLength(120)
        completar = _Completar(self.modelo, editor)
        completar.setCompletionRole(_BUSCAR)
        completar.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completar.setFilterMode(Qt.MatchFlag.MatchContains)
        completar.setMaxVisibleItems(8)
        editor.setCompleter(completar)
        # Elegido en la lista (Intro o clic): cuenta ya y se pasa a la celda siguiente, como con Tab.
        completar.activated[str].connect(lambda _t, e=editor: self._elegido(e))
        return editor

    def _elegido(self, editor: QLineEdit) -> None:
        self.commitData.emit(editor)
        self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.EditNextItem)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        assert isinstance(editor, QLineEdit)
        model.setData(index, self.tabla.completar(editor.text(), index.column()))


class TablaEmparejamientos(QTableWidget):
    """Las filas tecleadas; siempre queda una vacía al final para seguir escribiendo."""

    def __init__(self, lista: Mapping[int, str], parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setObjectName("filas")
        self.lista = dict(lista)
        self._locale = QLocale()
        self.setHorizontalHeaderLabels([self.tr("Mesa"), self.tr("Jugador 1"), self.tr("Jugador 2 (0: sin rival)"),
                                        self.tr("Empieza")])
        self.horizontalHeaderItem(EMPIEZA).setToolTip(self.tr(
            "1 o 2: ese jugador; ?: lo sortea la mesa. Sin rival: + descanso (+50), − incomparecencia (−50). "
            "Espacio pasa a la siguiente."))
        self.horizontalHeaderItem(JUGADOR1).setToolTip(self.tr(
            "Número, nombre o los dos: «12», «Pérez, Ana», «12 Pérez, Ana». Uno que no está en la lista es nuevo."))
        self.horizontalHeaderItem(JUGADOR2).setToolTip(self.horizontalHeaderItem(JUGADOR1).toolTip())
        self.verticalHeader().setVisible(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        cab = self.horizontalHeader()
        cab.setSectionResizeMode(MESA, QHeaderView.ResizeMode.ResizeToContents)
        cab.setSectionResizeMode(JUGADOR1, QHeaderView.ResizeMode.Stretch)
        cab.setSectionResizeMode(JUGADOR2, QHeaderView.ResizeMode.Stretch)
        cab.setSectionResizeMode(EMPIEZA, QHeaderView.ResizeMode.Interactive)
        cab.resizeSection(EMPIEZA, max(self.fontMetrics().horizontalAdvance(t) for t, _v in self._todas()) + 36)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AnyKeyPressed
                             | QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.setTabKeyNavigation(True)
        self.setWordWrap(False)
        opciones = [f"{n} {nombre}".strip() for n, nombre in sorted(self.lista.items())]
        self.setItemDelegateForColumn(JUGADOR1, _DelegadoJugador(self, opciones))
        self.setItemDelegateForColumn(JUGADOR2, _DelegadoJugador(self, [self.tr("0 (sin rival)"), *opciones]))
        self.cellDoubleClicked.connect(self._al_doble_clic)
        self.itemChanged.connect(self._al_cambiar)

    # ------------------------------------------------------------------ filas

    def poner_filas(self, filas: Sequence[FilaTecleada]) -> None:
        previo = self.blockSignals(True)
        self.setRowCount(0)
        for f in filas:
            self._anadir(f)
        self.blockSignals(previo)
        self._una_vacia_al_final()

    def _anadir(self, f: FilaTecleada) -> None:
        fila = self.rowCount()
        self.insertRow(fila)
        for col, texto in ((MESA, f.mesa), (JUGADOR1, self.completar(f.jugador1, JUGADOR1)),
                           (JUGADOR2, self.completar(f.jugador2, JUGADOR2))):
            item = QTableWidgetItem(texto)
            if col == MESA:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.setItem(fila, col, item)
        item = QTableWidgetItem()
        # No se edita con una lista: se elige con 1, 2, ?, +, − o Espacio (o con el menú del doble clic).
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        item.setData(_EMPIEZA, f.empieza)
        item.setData(_MARGEN, f.margen)
        self.setItem(fila, EMPIEZA, item)
        self._pintar_empieza(fila)

    def texto(self, fila: int, col: int) -> str:
        item = self.item(fila, col)
        return item.text() if item is not None else ""

    def filas(self) -> list[FilaTecleada]:
        return [FilaTecleada(self.texto(i, MESA), self.texto(i, JUGADOR1), self.texto(i, JUGADOR2),
                             str(self.item(i, EMPIEZA).data(_EMPIEZA)), int(self.item(i, EMPIEZA).data(_MARGEN)))
                for i in range(self.rowCount())]

    def _vacia(self, fila: int) -> bool:
        """Sin jugadores (la mesa puede estar propuesta): se puede seguir escribiendo en ella."""
        return not any(self.texto(fila, c).strip() for c in (JUGADOR1, JUGADOR2))

    def _una_vacia_al_final(self) -> None:
        n = self.rowCount()
        if n == 0 or not self._vacia(n - 1):
            previo = self.blockSignals(True)
            mesas = [int(t) for i in range(n) if (t := self.texto(i, MESA).strip()).isdigit()]
            siguiente = str(max(mesas) + 1) if mesas else ""
            self._anadir(FilaTecleada(siguiente, "", ""))
            self.blockSignals(previo)

    def quitar_fila(self) -> None:
        fila = self.currentRow()
        if fila < 0:
            return
        col = max(0, self.currentColumn())
        self.removeRow(fila)
        self._una_vacia_al_final()
        self.setCurrentCell(min(fila, self.rowCount() - 1), col)

    def _al_cambiar(self, item: QTableWidgetItem) -> None:
        if item.column() in (JUGADOR1, JUGADOR2):
            self._pintar_empieza(item.row())
        if item.row() == self.rowCount() - 1 and not self._vacia(item.row()):
            self._una_vacia_al_final()

    def completar(self, texto: str, columna: int) -> str:
        if columna == JUGADOR2 and es_sin_rival(texto):
            return "0"
        return completar_jugador(texto, self.lista)

    # ------------------------------------------------------------------ quién empieza

    def _todas(self) -> list[tuple[str, object]]:
        return self._opciones(False) + self._opciones(True)

    def _opciones(self, sin_rival: bool) -> list[tuple[str, object]]:
        if sin_rival:
            return [(self.tr("Descanso (+50)"), MARGEN_DESCANSO),
                    (self.tr("Incomparecencia (−50)"), MARGEN_INCOMPARECENCIA)]
        return [(self.tr("Jugador 1"), EMPIEZA_1), (self.tr("Jugador 2"), EMPIEZA_2),
                (self.tr("Sorteo en la mesa"), EMPIEZA_SORTEO)]

    def sin_rival(self, fila: int) -> bool:
        return es_sin_rival(self.texto(fila, JUGADOR2))

    def opciones_empieza(self, fila: int) -> list[tuple[str, object]]:
        opciones = self._opciones(self.sin_rival(fila))
        valor = self.valor_empieza(fila)
        if all(v != valor for _t, v in opciones) and isinstance(valor, int):
            opciones.append((self.tr("Sin rival ({0})").format(self._margen(valor)), valor))  # venía de un CSV
        return opciones

    def valor_empieza(self, fila: int) -> object:
        item = self.item(fila, EMPIEZA)
        return item.data(_MARGEN if self.sin_rival(fila) else _EMPIEZA)

    def poner_empieza(self, fila: int, valor: object) -> None:
        item = self.item(fila, EMPIEZA)
        if isinstance(valor, int):
            item.setData(_MARGEN, valor)
        elif isinstance(valor, str):
            item.setData(_EMPIEZA, valor)
        self._pintar_empieza(fila)

    def _margen(self, n: int) -> str:
        return ("+" if n > 0 else "") + self._locale.toString(n)

    def _pintar_empieza(self, fila: int) -> None:
        item = self.item(fila, EMPIEZA)
        if item is None:
            return
        valor = self.valor_empieza(fila)
        # Una fila sin jugadores (una mesa propuesta) no dice nada aún.
        texto = "" if self._vacia(fila) else next((t for t, v in self.opciones_empieza(fila) if v == valor), "")
        previo = self.blockSignals(True)
        item.setText(texto)
        self.blockSignals(previo)

    def _al_doble_clic(self, fila: int, col: int) -> None:
        if col != EMPIEZA:
            return
        menu = QMenu(self)
        for texto, valor in self.opciones_empieza(fila):
            accion = menu.addAction(texto)
            accion.setCheckable(True)
            accion.setChecked(valor == self.valor_empieza(fila))
            accion.triggered.connect(lambda _c=False, v=valor: self.poner_empieza(fila, v))
        menu.popup(self.viewport().mapToGlobal(self.visualRect(self.model().index(fila, col)).bottomLeft()))

    def _pasar_empieza(self, fila: int) -> None:
        opciones = [v for _t, v in self.opciones_empieza(fila)]
        actual = self.valor_empieza(fila)
        i = opciones.index(actual) if actual in opciones else -1
        self.poner_empieza(fila, opciones[(i + 1) % len(opciones)])

    # ------------------------------------------------------------------ teclas

    def keyPressEvent(self, event: QKeyEvent) -> None:
        fila, col = self.currentRow(), self.currentColumn()
        editando = self.state() == QAbstractItemView.State.EditingState
        tecla, texto = event.key(), event.text()
        if not editando and tecla in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                event.modifiers() == Qt.KeyboardModifier.NoModifier:
            # Intro baja de fila (como en una hoja de cálculo); nunca llega al botón por omisión del diálogo.
            if fila + 1 < self.rowCount():
                self.setCurrentCell(fila + 1, col)
            event.accept()
            return
        if not editando and fila >= 0 and col == EMPIEZA:
            valores = ({"+": MARGEN_DESCANSO, "-": MARGEN_INCOMPARECENCIA, "−": MARGEN_INCOMPARECENCIA}
                       if self.sin_rival(fila) else {"1": EMPIEZA_1, "2": EMPIEZA_2, "?": EMPIEZA_SORTEO})
            if texto in valores:
                self.poner_empieza(fila, valores[texto])
                event.accept()
                return
            if texto == " " or tecla == Qt.Key.Key_F2:
                self._pasar_empieza(fila)
                event.accept()
                return
        if not editando and fila >= 0 and col != EMPIEZA and tecla in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            item = self.item(fila, col)
            if item is not None:
                item.setText("")
            event.accept()
            return
        super().keyPressEvent(event)


class DialogoTeclear(QDialog):
    """Las filas de una ronda de una división; al aceptar, ``tecleado`` (comprobado) y ``filas`` (tal cual)."""

    def __init__(self, division: str, ronda: int, rondas: int, lista: Mapping[int, str],
                 filas: Sequence[FilaTecleada], varias_divisiones: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_teclear")
        self.division = division
        self.ronda = ronda
        self.rondas = rondas
        self.lista = dict(lista)
        self.tecleado: Tecleado | None = None
        self.filas: list[FilaTecleada] = list(filas)
        locale = QLocale()
        titulo = (self.tr("Teclear los emparejamientos de la ronda {0}, división {1}").format(
            locale.toString(ronda), division) if varias_divisiones
            else self.tr("Teclear los emparejamientos de la ronda {0}").format(locale.toString(ronda)))
        self.setWindowTitle(titulo)

        capa = QVBoxLayout(self)
        if self.lista:
            sobre_lista = self.tr("La lista de la división tiene {0} jugadores: escriba su número o parte de su "
                                  "nombre y elija.").format(locale.toString(len(self.lista)))
        else:
            sobre_lista = self.tr("La división aún no tiene lista de jugadores: escriba «número Apellido, Nombre» "
                                  "(sin número, se numeran en orden).")
        ayuda = QLabel(" ".join([sobre_lista, self.tr(
            "Rival 0: sin rival. Empieza: 1, 2 o ? (sorteo); sin rival, + descanso o − incomparecencia. Tab o "
            "Intro para moverse, Ctrl+Supr quita la fila, Ctrl+Intro para ver y publicar.")]))
        ayuda.setObjectName("ayuda")
        ayuda.setWordWrap(True)
        capa.addWidget(ayuda)
        self.tabla = TablaEmparejamientos(self.lista)
        etiqueta = QLabel(self.tr("&Mesas de la ronda:"))
        etiqueta.setBuddy(self.tabla)
        capa.addWidget(etiqueta)
        capa.addWidget(self.tabla, 1)
        self.tabla.poner_filas(self.filas)
        self.nota = QLabel()
        self.nota.setObjectName("nota")
        self.nota.setWordWrap(True)
        self.nota.setTextFormat(Qt.TextFormat.PlainText)
        capa.addWidget(self.nota)

        abajo = QHBoxLayout()
        self.boton_quitar = QPushButton(self.tr("&Quitar la fila"))
        self.boton_quitar.setObjectName("quitar_fila")
        self.boton_quitar.setToolTip(ATAJO_QUITAR)
        self.boton_quitar.setAutoDefault(False)
        self.boton_quitar.clicked.connect(self.quitar_fila)
        abajo.addWidget(self.boton_quitar)
        abajo.addStretch(1)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.boton_ver = botones.addButton(self.tr("&Ver"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.boton_ver.setObjectName("ver")
        self.boton_ver.setToolTip(self.tr("Comprueba las filas y las muestra antes de publicarlas ({0})").format(
            QKeySequence(ATAJO_VER).toString(QKeySequence.SequenceFormat.NativeText)))
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        abajo.addWidget(botones)
        capa.addLayout(abajo)
        for atajo, funcion in ((ATAJO_VER, self.aceptar), ("Ctrl+Enter", self.aceptar),
                               (ATAJO_QUITAR, self.quitar_fila)):
            QShortcut(QKeySequence(atajo), self).activated.connect(funcion)

        self.resize(self.medida((parent.screen() if parent is not None else self.screen()).availableGeometry().size()))
        self.tabla.setFocus()
        primera = next((i for i in range(self.tabla.rowCount()) if not self.tabla.texto(i, JUGADOR1).strip()), 0)
        self.tabla.setCurrentCell(primera, JUGADOR1)

    @staticmethod
    def medida(disponible: QSize) -> QSize:
        """Su tamaño al abrirse en una pantalla con ``disponible``: lo más alto que quepa (con la barra de título),
        para ver una ronda de 20 mesas sin desplazar en 1366×768."""
        return QSize(min(900, disponible.width() - 40), min(700, disponible.height() - 60))

    def quitar_fila(self) -> None:
        self.tabla.quitar_fila()
        self.tabla.setFocus()

    def aceptar(self) -> None:
        """Comprueba las filas en el núcleo; si algo no vale, lo dice, lleva a su fila y no se cierra."""
        if self.tabla.state() == QAbstractItemView.State.EditingState:
            # Ctrl+Intro con una celda a medio escribir: lo escrito cuenta.
            editor = self.tabla.indexWidget(self.tabla.currentIndex())
            if editor is not None:
                self.tabla.commitData(editor)
                self.tabla.closeEditor(editor, QStyledItemDelegate.EndEditHint.NoHint)
        self.filas = self.tabla.filas()
        try:
            self.tecleado = de_filas(self.filas, self.division, self.ronda, self.rondas, self.lista)
        except FilaMala as e:
            self.tecleado = None
            self.nota.setText(str(e))
            self.nota.setStyleSheet("color: #c62828;")
            if e.fila > 0:
                self.tabla.setCurrentCell(e.fila - 1, max(0, self.tabla.currentColumn()))
            self.tabla.setFocus()
            return
        self.accept()
