"""«Partidas»: la lista de las partidas guardadas (de todas las modalidades) y su modelo de tabla. Los
botones los conecta la sesión, que sabe del almacén."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QHeaderView, QPushButton, QVBoxLayout, QWidget

from app_planilla.nucleo.almacen.almacen import ResumenPartida, hora_local
from app_planilla.nucleo.idioma import fecha_hora
from app_planilla.ui.hojas.dialogo_comun import tabla

Indice = QModelIndex | QPersistentModelIndex


COL_ID, COL_PARTICIPANTES, COL_ESTADO, COL_EVENTOS, COL_ACTUALIZADA = range(5)


class ModeloPartidas(QAbstractTableModel):
    """La lista «Partidas»: la más reciente primero."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._filas: list[ResumenPartida] = []

    def establecer(self, partidas: list[ResumenPartida]) -> None:
        self.beginResetModel()
        self._filas = list(partidas)
        self.endResetModel()

    def partida(self, fila: int) -> ResumenPartida | None:
        return self._filas[fila] if 0 <= fila < len(self._filas) else None

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._filas)

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or rol != Qt.ItemDataRole.DisplayRole:
            return None
        titulos = (self.tr("N.º"), self.tr("Participantes"), self.tr("Estado"), self.tr("Líneas"),
                   self.tr("Última anotación"))
        return titulos[seccion] if 0 <= seccion < len(titulos) else None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not indice.isValid() or not 0 <= indice.row() < len(self._filas) or not 0 <= indice.column() < 5:
            return None
        p = self._filas[indice.row()]
        if rol == Qt.ItemDataRole.DisplayRole:
            col = indice.column()
            if col == COL_ID:
                return str(p.id)
            if col == COL_PARTICIPANTES:
                return ", ".join(n or self.tr("Participante {0}").format(i + 1) for i, n in enumerate(p.participantes))
            if col == COL_ESTADO:
                estado = self.tr("Terminada") if p.terminada else self.tr("En juego")
                modalidad = getattr(p, "modalidad", "clasica")
                otras = {"duplicada": self.tr("Duplicada, {0}"), "tantrix": self.tr("Tantrix, {0}"),
                         "cuatro_letras": self.tr("«4 en letras», {0}")}
                return otras[modalidad].format(estado.lower()) if modalidad in otras else estado
            if col == COL_EVENTOS:
                return str(max(0, p.eventos - 1))
            hora = hora_local(p.actualizada)
            return fecha_hora(hora) if hora is not None else p.actualizada
        if rol == Qt.ItemDataRole.UserRole:
            return p.id
        return None



class DialogoPartidas(QDialog):
    """«Partidas»: reabrir o seguir, duplicar o borrar las partidas guardadas."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_partidas")
        self.setWindowTitle(self.tr("Partidas"))
        self.modelo = ModeloPartidas(self)
        capa = QVBoxLayout(self)
        self.vista = tabla(self.modelo, "lista_partidas")
        self.vista.setSortingEnabled(False)
        self.vista.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.vista.horizontalHeader().setStretchLastSection(False)
        capa.addWidget(self.vista)
        fila = QHBoxLayout()
        self.boton_abrir = QPushButton(self.tr("Abrir"))
        self.boton_duplicar = QPushButton(self.tr("Duplicar"))
        self.boton_borrar = QPushButton(self.tr("Borrar"))
        cerrar = QPushButton(self.tr("Cerrar"))
        for b in (self.boton_abrir, self.boton_duplicar, self.boton_borrar):
            fila.addWidget(b)
        fila.addStretch(1)
        fila.addWidget(cerrar)
        capa.addLayout(fila)
        cerrar.clicked.connect(self.reject)
        self.vista.doubleClicked.connect(lambda _i: self.boton_abrir.click())
        self.resize(720, 380)

    def elegida(self) -> int | None:
        fila = self.vista.currentIndex().row()
        p = self.modelo.partida(fila)
        return p.id if p is not None else None

    def elegir(self, ident: int) -> None:
        for fila in range(self.modelo.rowCount()):
            p = self.modelo.partida(fila)
            if p is not None and p.id == ident:
                self.vista.selectRow(fila)
                return


__all__ = ["COL_ACTUALIZADA", "COL_ESTADO", "COL_EVENTOS", "COL_ID", "COL_PARTICIPANTES", "DialogoPartidas",
           "ModeloPartidas"]
