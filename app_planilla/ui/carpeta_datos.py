"""Abrir la carpeta de datos para la ventana: una sola Planilla por carpeta, y reparar el archivo si está dañado.

Una segunda ventana sobre la misma carpeta esperaría a que la primera soltara el archivo en cada jugada: el
cerrojo (``QLockFile``, que se suelta solo si el proceso muere) lo evita y ofrece abrir solo para leer. Un
archivo dañado no se toca sin preguntar: se ofrece repararlo (``nucleo.almacen.reparacion``). Pase lo que
pase, la ventana abre: sin almacén, el contador funciona igual.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile

from app_planilla.nucleo.almacen.almacen import Almacen, AlmacenDanado
from app_planilla.nucleo.errores import ErrorPlanilla

if TYPE_CHECKING:
    from app_planilla.ui.ventana import VentanaPrincipal

CERROJO = "planilla.lock"

# Así, con el contexto escrito, ``pyside6-lupdate`` ve los textos.
translate = QCoreApplication.translate


def abrir_carpeta(
    ventana: VentanaPrincipal, datos: Path
) -> tuple[Almacen | None, str | None, QLockFile | None]:
    """El almacén de las partidas de ``datos`` (``None`` sin almacén: lo llevará la sesión), el aviso para la
    barra de estado y el cerrojo de la carpeta (``None`` si no se tomó)."""
    sin_almacen = translate("CarpetaDatos", "No se pueden guardar partidas: {0} El contador funciona igual.")
    cerrojo, ocupada = _cerrojo(datos)
    solo_lectura = False
    if ocupada:
        pregunta = translate("CarpetaDatos", "Otra Planilla está usando la carpeta de datos «{0}». ¿Abrir sus "
                             "partidas solo para verlas, exportarlas e imprimirlas?").format(datos)
        if not ventana.confirmar(pregunta):
            ocupante = translate("CarpetaDatos", "otra Planilla está usando la carpeta «{0}».").format(datos)
            return None, sin_almacen.format(ocupante), None
        solo_lectura = True
    aviso: str | None = None
    try:
        try:
            almacen = Almacen(datos, solo_lectura=solo_lectura)
        except AlmacenDanado as e:
            if solo_lectura or not ventana.confirmar(translate("CarpetaDatos", "{0} ¿Repararlo ahora?").format(e)):
                raise
            from app_planilla.nucleo.almacen.reparacion import reparar

            aviso = reparar(datos).texto()
            almacen = Almacen(datos)
    except ErrorPlanilla as e:
        if cerrojo is not None:
            cerrojo.unlock()
        return None, sin_almacen.format(e), None
    if solo_lectura:
        aviso = translate("CarpetaDatos", "Otra Planilla está usando la carpeta de datos «{0}»: aquí sus "
                          "partidas solo se pueden ver, exportar e imprimir.").format(datos)
    return almacen, almacen.aviso or aviso, cerrojo


def _cerrojo(datos: Path) -> tuple[QLockFile | None, bool]:
    """El cerrojo tomado (``None`` si no se pudo) y si es porque lo tiene otra Planilla viva. Si ni se puede
    crear (carpeta de solo lectura, disco lleno…), se sigue sin él: el almacén dirá qué pasa."""
    try:
        datos.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    cerrojo = QLockFile(str(datos / CERROJO))
    cerrojo.setStaleLockTime(0)  # solo se da por abandonado si su proceso ya no existe
    if cerrojo.tryLock(0):
        return cerrojo, False
    if cerrojo.error() != QLockFile.LockError.LockFailedError:
        return None, False
    # Otra ventana de este mismo proceso (pruebas, herramientas) no es otra Planilla: comparten el almacén.
    return None, cerrojo.getLockInfo()[0] != os.getpid()
