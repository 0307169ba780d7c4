"""«Partidas»: la lista de las partidas guardadas. Los botones los conecta la hoja, que sabe del almacén."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QHBoxLayout, QHeaderView, QPushButton, QVBoxLayout, QWidget

from app_planilla.ui.hojas.clasica.modelo import ModeloPartidas
from app_planilla.ui.hojas.dialogo_comun import tabla


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


__all__ = ["DialogoPartidas"]
