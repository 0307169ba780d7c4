"""Los diálogos para elegir un fichero: los del sistema si hablan el idioma de la aplicación; si no, los de Qt,
que van en el de la aplicación (en español, con ``qtbase_es``): los del sistema salen en el idioma del sistema."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from app_planilla.nucleo.idioma import actual


def usar_los_de_qt(idioma: QLocale) -> bool:
    """Si el diálogo del sistema, en ``idioma``, no saldría en el de la aplicación."""
    return idioma.language() != QLocale(actual()).language()


def _pedir(padre: QWidget | None, titulo: str, ruta: str, filtro: str, guardar: bool) -> str:
    dialogo = QFileDialog(padre, titulo, ruta, filtro)
    if guardar:
        dialogo.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    else:
        dialogo.setFileMode(QFileDialog.FileMode.ExistingFile)
    if usar_los_de_qt(QLocale.system()):
        dialogo.setOption(QFileDialog.Option.DontUseNativeDialog)
        # Las dos etiquetas que qtbase_es no trae con el texto de Qt 6 («&Look in:», «Files of &type:»).
        buscar_en = QCoreApplication.translate("DialogoFicheros", "&Buscar en:")
        tipo = QCoreApplication.translate("DialogoFicheros", "&Tipo de fichero:")
        dialogo.setLabelText(QFileDialog.DialogLabel.LookIn, buscar_en)
        dialogo.setLabelText(QFileDialog.DialogLabel.FileType, tipo)
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
