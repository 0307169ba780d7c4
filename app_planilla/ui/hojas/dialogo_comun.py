"""Piezas que comparten los diálogos de la partida (``clasica/dialogos.py`` los reúne) y el panel de la hoja:
cómo se abre un diálogo, la etiqueta de error y la tabla de solo lectura."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableView

Ejecutar = Callable[[QDialog], bool]


def ejecutar_modal(dialogo: QDialog) -> bool:
    return dialogo.exec() == QDialog.DialogCode.Accepted


def etiqueta_error() -> QLabel:
    error = QLabel()
    error.setObjectName("error")
    error.setWordWrap(True)
    error.setStyleSheet("QLabel { color: #8a1c12; }")
    error.hide()
    return error


def tabla_solo_lectura(nombre: str) -> QTableView:
    """Una tabla que no se edita, sin números de fila, que elige una fila entera y ajusta las columnas a lo que
    llevan."""
    vista = QTableView()
    vista.setObjectName(nombre)
    vista.verticalHeader().hide()
    vista.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    vista.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    vista.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    vista.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return vista


def tabla(modelo: QAbstractItemModel, nombre: str) -> QTableView:
    """La de los diálogos: de solo lectura, con ``modelo``, filas de colores alternos y la última columna estirada."""
    vista = tabla_solo_lectura(nombre)
    vista.setModel(modelo)
    vista.setAlternatingRowColors(True)
    vista.horizontalHeader().setStretchLastSection(True)
    return vista


__all__ = ["Ejecutar", "ejecutar_modal", "etiqueta_error", "tabla"]


def botones_aceptar(dialogo: QDialog, texto: str, aceptar: Callable[[], object]) -> QDialogButtonBox:
    """«Cancelar» y el botón de aceptar con lo que hace dicho (``texto``): el primero cierra, el segundo llama a
    ``aceptar`` (que cierra el diálogo solo si todo va bien)."""
    botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    ok = botones.button(QDialogButtonBox.StandardButton.Ok)
    if ok is not None:
        ok.setText(texto)
    botones.accepted.connect(aceptar)
    botones.rejected.connect(dialogo.reject)
    return botones
