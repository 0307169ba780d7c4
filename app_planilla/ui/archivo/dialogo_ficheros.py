"""Los diálogos para elegir un fichero: los del sistema si hablan español; si no, los de Qt, que ``qtbase_es``
traduce (los del sistema salen en el idioma del sistema, que puede no ser el de la aplicación)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget


def usar_los_de_qt(idioma: QLocale) -> bool:
    """Si el diálogo del sistema, en ``idioma``, no saldría en español."""
    return idioma.language() != QLocale.Language.Spanish


def _tr(texto: str) -> str:
    return QCoreApplication.translate("DialogoFicheros", texto)


def _pedir(padre: QWidget | None, titulo: str, ruta: str, filtro: str, guardar: bool) -> str:
    dialogo = QFileDialog(padre, titulo, ruta, filtro)
    if guardar:
        dialogo.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    else:
        dialogo.setFileMode(QFileDialog.FileMode.ExistingFile)
    if usar_los_de_qt(QLocale.system()):
        dialogo.setOption(QFileDialog.Option.DontUseNativeDialog)
        # Las dos etiquetas que qtbase_es no trae con el texto de Qt 6 («&Look in:», «Files of &type:»).
        dialogo.setLabelText(QFileDialog.DialogLabel.LookIn, _tr("&Buscar en:"))
        dialogo.setLabelText(QFileDialog.DialogLabel.FileType, _tr("&Tipo de fichero:"))
    try:
        if dialogo.exec() != QDialog.DialogCode.Accepted or not dialogo.selectedFiles():
            return ""
        return dialogo.selectedFiles()[0]
    finally:
        dialogo.deleteLater()


def pedir_para_abrir(padre: QWidget | None, titulo: str, carpeta: str, filtro: str) -> str:
    """El fichero elegido para abrir, o ``""`` si se cancela."""
    return _pedir(padre, titulo, carpeta, filtro, guardar=False)


def pedir_para_guardar(padre: QWidget | None, titulo: str, propuesta: str, filtro: str) -> str:
    """Dónde guardar (``propuesta``: carpeta y nombre que se ofrecen), o ``""`` si se cancela."""
    return _pedir(padre, titulo, propuesta, filtro, guardar=True)
