"""Los diálogos para elegir un fichero: los del sistema si hablan el idioma de la aplicación; si no, los de Qt,
que van en el de la aplicación (en español, con ``qtbase_es``): los del sistema salen en el idioma del sistema.

Se abren en la última carpeta usada para esa clase de fichero (la extensión del filtro: ``gcg``, ``pdf``…) o, si
no hay, en la última usada para cualquiera; la primera vez, en la de documentos del usuario, o en la personal si
esa no existe (Qt propone la de documentos aunque no exista, y el diálogo caía entonces en otra carpeta con
«Documents» escrito como nombre de fichero). Al abrir no se propone ningún nombre; al guardar, solo el dado.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDir, QLocale, QSettings, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from app_planilla.nucleo.idioma import actual

CARPETAS = "ficheros/carpeta"
"""Prefijo de ``QSettings`` de la última carpeta usada: ``ficheros/carpeta/gcg``… y ``ficheros/carpeta/ultima``."""

_EXTENSION = re.compile(r"\*\.(\w+)")


def usar_los_de_qt(idioma: QLocale) -> bool:
    """Si el diálogo del sistema, en ``idioma``, no saldría en el de la aplicación."""
    return idioma.language() != QLocale(actual()).language()


def clase_de_fichero(filtro: str) -> str:
    """La clase de fichero de un filtro (``GCG (*.gcg);;Todos (*)`` → ``gcg``): cada una recuerda su carpeta."""
    m = _EXTENSION.search(filtro)
    return m.group(1).lower() if m else "otros"


def carpeta_inicial(ajustes: QSettings | None, clase: str) -> Path:
    """Donde se abre el diálogo: la última carpeta usada para ``clase`` o para cualquiera (si sigue existiendo),
    la de documentos (si existe) o la personal."""
    candidatas: list[str] = []
    if ajustes is not None:
        candidatas += [str(ajustes.value(f"{CARPETAS}/{clase}", "")), str(ajustes.value(f"{CARPETAS}/ultima", ""))]
    candidatas.append(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    for carpeta in candidatas:
        if carpeta and Path(carpeta).is_dir():
            return Path(carpeta)
    return Path(QDir.homePath())


def recordar_carpeta(ajustes: QSettings | None, clase: str, elegido: str) -> None:
    if ajustes is None or not elegido:
        return
    carpeta = str(Path(elegido).parent)
    ajustes.setValue(f"{CARPETAS}/{clase}", carpeta)
    ajustes.setValue(f"{CARPETAS}/ultima", carpeta)


def _pedir(padre: QWidget | None, titulo: str, nombre: str, filtro: str, guardar: bool,
           ajustes: QSettings | None) -> str:
    clase = clase_de_fichero(filtro)
    carpeta = carpeta_inicial(ajustes, clase)
    dialogo = QFileDialog(padre, titulo, str(carpeta), filtro)
    if guardar:
        dialogo.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialogo.selectFile(str(carpeta / nombre))
    else:
        dialogo.setFileMode(QFileDialog.FileMode.ExistingFile)
    if usar_los_de_qt(QLocale.system()):
        dialogo.setOption(QFileDialog.Option.DontUseNativeDialog)
    # Las dos etiquetas que qtbase_es no trae con el texto de Qt 6 («&Look in:», «Files of &type:»): siempre,
    # porque el de Qt también sale cuando el sistema no tiene uno propio (sin escritorio, con otro gestor de
    # ventanas). Un diálogo del sistema no las usa.
    buscar_en = QCoreApplication.translate("DialogoFicheros", "&Buscar en:")
    tipo = QCoreApplication.translate("DialogoFicheros", "&Tipo de fichero:")
    dialogo.setLabelText(QFileDialog.DialogLabel.LookIn, buscar_en)
    dialogo.setLabelText(QFileDialog.DialogLabel.FileType, tipo)
    try:
        if dialogo.exec() != QDialog.DialogCode.Accepted or not dialogo.selectedFiles():
            return ""
        elegido = dialogo.selectedFiles()[0]
        recordar_carpeta(ajustes, clase, elegido)
        return elegido
    finally:
        dialogo.deleteLater()


def pedir_para_abrir(padre: QWidget | None, titulo: str, filtro: str, ajustes: QSettings | None) -> str:
    """El fichero elegido para abrir, o ``""`` si se cancela (``ajustes``: donde se recuerda la carpeta)."""
    return _pedir(padre, titulo, "", filtro, False, ajustes)


def pedir_para_guardar(padre: QWidget | None, titulo: str, nombre: str, filtro: str, ajustes: QSettings | None) -> str:
    """Dónde guardar (``nombre``: el que se propone), o ``""`` si se cancela."""
    return _pedir(padre, titulo, nombre, filtro, True, ajustes)


def pedir_carpeta(padre: QWidget | None, titulo: str, clase: str, ajustes: QSettings | None) -> str:
    """La carpeta elegida, o ``""`` si se cancela; se abre en la última usada para ``clase`` (la recuerda la
    carpeta misma, no su madre: la próxima vez se vuelve a ella)."""
    carpeta = carpeta_inicial(ajustes, clase)
    dialogo = QFileDialog(padre, titulo, str(carpeta))
    dialogo.setFileMode(QFileDialog.FileMode.Directory)
    dialogo.setOption(QFileDialog.Option.ShowDirsOnly, True)
    if usar_los_de_qt(QLocale.system()):
        dialogo.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialogo.setLabelText(QFileDialog.DialogLabel.LookIn, QCoreApplication.translate("DialogoFicheros", "&Buscar en:"))
    try:
        if dialogo.exec() != QDialog.DialogCode.Accepted or not dialogo.selectedFiles():
            return ""
        elegido = dialogo.selectedFiles()[0]
        if ajustes is not None:
            ajustes.setValue(f"{CARPETAS}/{clase}", elegido)
        return elegido
    finally:
        dialogo.deleteLater()
