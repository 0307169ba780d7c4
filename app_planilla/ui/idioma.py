"""El idioma de la ventana: cuál se elige al arrancar, los traductores de Qt que lo ponen y «Ver ▸ Idioma».

Se elige antes de crear ningún widget (cada texto se traduce al crearse): ``PLANILLA_IDIOMA`` si lo hay (lo pone
``--idioma``); si no, el elegido en «Ver ▸ Idioma» (``QSettings``); si no, el del sistema (español para los
locales hispanos y el portugués, inglés para los demás: ``nucleo.idioma.de_locale``). Cambiarlo con la ventana
abierta vale al volver a abrirla: «Reiniciar ahora» la cierra como quien la cierra (la partida ya está guardada
y los relojes se guardan en pausa) y abre otra Planilla.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from app_planilla import traducciones
from app_planilla.nucleo import idioma
from app_planilla.nucleo.idioma import ESPANOL

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

AJUSTE = "idioma"
"""Clave de ``QSettings`` con el idioma elegido en «Ver ▸ Idioma» (``es`` o ``en``)."""

_TRADUCTOR = "planilla_traductor"
_PROPIEDAD = "planilla_idioma"

# Lo que se dice al cambiar de idioma se dice en el idioma nuevo (se traduce al mostrarlo, con su catálogo).
_TITULO = QT_TRANSLATE_NOOP("Idioma", "Idioma")
_AVISO = QT_TRANSLATE_NOOP(
    "Idioma", "El idioma nuevo se verá al volver a abrir Planilla. La partida queda guardada y, si lleva "
    "relojes, vuelven en pausa.")
_REINICIAR = QT_TRANSLATE_NOOP("Idioma", "&Reiniciar ahora")
_DESPUES = QT_TRANSLATE_NOOP("Idioma", "Más &tarde")


def elegir(ajustes: QSettings, entorno: Mapping[str, str] | None = None, sistema: str | None = None) -> str:
    """El idioma con el que arranca la ventana: ``PLANILLA_IDIOMA``, el recordado en ``ajustes`` o el del
    ``sistema`` (nombre de locale; por omisión, el de Qt)."""
    entorno = os.environ if entorno is None else entorno
    pedido = entorno.get(idioma.VARIABLE, "").strip()
    if pedido:
        return idioma.de_locale(pedido)
    recordado = ajustes.value(AJUSTE)
    if recordado in idioma.IDIOMAS:
        return str(recordado)
    return idioma.de_locale(QLocale.system().name() if sistema is None else sistema)


def catalogos(codigo: str) -> list[Path]:
    """Los ``.qm`` de Planilla en ``codigo`` (en español, el de origen, solo los nombres de las teclas)."""
    carpeta = traducciones.carpeta_locale() / codigo
    return sorted(carpeta.glob("*.qm")) if carpeta.is_dir() else []


def poner(app: QCoreApplication, codigo: str) -> None:
    """Los textos del núcleo y los de Qt en ``codigo``, y los números con la coma o el punto del idioma.

    Una sola vez al arrancar; si se pide otro idioma (solo las pruebas lo hacen), quita los traductores del
    anterior.
    """
    if app.property(_PROPIEDAD) == codigo:
        return
    for viejo in app.findChildren(QTranslator, _TRADUCTOR):
        app.removeTranslator(viejo)
        viejo.setParent(None)
    idioma.usar(codigo, traducciones.carpeta_locale())
    archivos = [str(qm) for qm in catalogos(codigo)]
    if codigo == ESPANOL:
        # Los textos propios de Qt (Guardar, Cancelar, Sí, No…) en español; después, para que manden, los nombres
        # de las teclas de los menús como en la lista de atajos (F1). En inglés, los de Qt ya lo están.
        archivos.insert(0, str(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_es"))
    for archivo in archivos:
        traductor = QTranslator(app)
        traductor.setObjectName(_TRADUCTOR)
        if traductor.load(archivo):
            app.installTranslator(traductor)
    # Fijo por idioma, como ``idioma.numero``: 92,3 en español, 92.3 en inglés, sea cual sea el país.
    QLocale.setDefault(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain) if codigo == ESPANOL
                       else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    app.setProperty(_PROPIEDAD, codigo)


def en_idioma(codigo: str, contexto: str, texto: str) -> str:
    """``texto`` en ``codigo`` aunque la interfaz esté en otro (el aviso del cambio de idioma)."""
    traductor = QTranslator()
    for qm in catalogos(codigo) if codigo != ESPANOL else ():
        if traductor.load(str(qm)):
            traducido = traductor.translate(contexto, texto)
            if traducido:
                return traducido
    return texto


def aviso(codigo: str, padre: QWidget | None = None) -> QMessageBox:
    """El aviso de que ``codigo`` se verá al volver a abrir Planilla, en ese idioma, con «Reiniciar ahora» y
    «Más tarde»."""
    from PySide6.QtWidgets import QMessageBox

    caja = QMessageBox(QMessageBox.Icon.Information, en_idioma(codigo, "Idioma", _TITULO),
                       en_idioma(codigo, "Idioma", _AVISO), QMessageBox.StandardButton.NoButton, padre)
    caja.setObjectName("aviso_idioma")
    reiniciar = caja.addButton(en_idioma(codigo, "Idioma", _REINICIAR), QMessageBox.ButtonRole.AcceptRole)
    reiniciar.setObjectName("reiniciar")
    despues = caja.addButton(en_idioma(codigo, "Idioma", _DESPUES), QMessageBox.ButtonRole.RejectRole)
    despues.setObjectName("despues")
    caja.setDefaultButton(reiniciar)
    caja.setEscapeButton(despues)
    return caja


def ejecutar_aviso(caja: QMessageBox) -> bool:
    """Muestra el aviso y dice si se pidió reiniciar ahora (las pruebas lo sustituyen: nada modal)."""
    caja.exec()
    pulsado = caja.clickedButton()
    return pulsado is not None and pulsado.objectName() == "reiniciar"


def cambiar(ventana: QWidget, ajustes: QSettings, codigo: str) -> None:
    """«Ver ▸ Idioma»: recuerda ``codigo`` en ``ajustes``; si no es el de ahora, avisa de que se verá al volver
    a abrir y, si se pide, reinicia ya (cierra ``ventana``)."""
    ajustes.setValue(AJUSTE, codigo)
    ajustes.sync()
    if codigo == idioma.actual():
        return
    if ejecutar_aviso(aviso(codigo, ventana)):
        reiniciar(ventana, codigo)


def reiniciar(ventana: QWidget, codigo: str) -> bool:
    """Cierra la ventana como quien la cierra (si se cancela, no se reinicia) y abre otra Planilla en ``codigo``."""
    if not ventana.close():
        return False
    programa, argumentos = orden_de_arranque()
    relanzar(programa, argumentos, codigo)
    return True


def orden_de_arranque(argv: Sequence[str] | None = None) -> tuple[str, list[str]]:
    """El programa y los argumentos con que se arrancó esta Planilla, sin ``--idioma`` (manda el elegido)."""
    if argv is None:
        # Empaquetada (PyInstaller), el programa es la aplicación; si no, el intérprete con lo que se le dio
        # (``-m app_planilla``, el guion ``planilla``…).
        argv = sys.argv[1:] if getattr(sys, "frozen", False) else sys.orig_argv[1:]
    programa, resto = sys.executable, list(argv)
    argumentos: list[str] = []
    saltar = False
    for a in resto:
        if saltar:
            saltar = False
        elif a == "--idioma":
            saltar = True
        elif not a.startswith("--idioma="):
            argumentos.append(a)
    return programa, argumentos


def relanzar(programa: str, argumentos: list[str], codigo: str) -> None:
    """Abre ``programa`` aparte, con ``PLANILLA_IDIOMA`` en ``codigo``, y termina esta (las pruebas lo
    sustituyen)."""
    from PySide6.QtCore import QProcess, QProcessEnvironment  # solo al reiniciar: el arranque no lo paga

    proceso = QProcess()
    entorno = QProcessEnvironment.systemEnvironment()
    entorno.insert(idioma.VARIABLE, codigo)
    proceso.setProcessEnvironment(entorno)
    proceso.setProgram(programa)
    proceso.setArguments(argumentos)
    proceso.startDetached()
    QCoreApplication.quit()


__all__ = ["AJUSTE", "aviso", "cambiar", "catalogos", "elegir", "en_idioma", "poner", "reiniciar",
           "relanzar"]
