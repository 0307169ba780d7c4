"""Abrir la carpeta de datos para la ventana: una sola Planilla por carpeta, y reparar el archivo si está dañado.

Una segunda ventana sobre la misma carpeta esperaría a que la primera soltara el archivo en cada jugada, y una
orden que restaura o repara le cambiaría el archivo por debajo: el cerrojo de la carpeta
(``nucleo.almacen.cerrojo``, que el sistema suelta si el proceso muere) lo evita, y aquí se ofrece abrir solo
para leer. Sin poder escribir en la carpeta (medio de solo lectura, disco lleno…) las partidas también se
abren solo para leer, con el porqué. Un archivo dañado no se toca sin preguntar: se ofrece repararlo
(``nucleo.almacen.reparacion``). Una carpeta en una unidad de red o sincronizada se avisa. Pase lo que pase,
la ventana abre: sin almacén, el contador funciona igual.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, AlmacenDanado
from app_planilla.nucleo.almacen.cerrojo import VENTANA, CarpetaOcupada, Cerrojo, ErrorCerrojo, tomar
from app_planilla.nucleo.almacen.ubicacion import aviso_ubicacion
from app_planilla.nucleo.errores import ErrorPlanilla

if TYPE_CHECKING:
    from app_planilla.ui.ventana import VentanaPrincipal

# Así, con el contexto escrito, ``pyside6-lupdate`` ve los textos.
translate = QCoreApplication.translate


def abrir_carpeta(
    ventana: VentanaPrincipal, datos: Path
) -> tuple[Almacen | None, str | None, Cerrojo | None]:
    """El almacén de las partidas de ``datos`` (``None`` sin almacén: lo llevará la sesión), el aviso para la
    barra de estado y el cerrojo de la carpeta (``None`` si no se tomó: entonces el almacén es solo para leer)."""
    almacen, aviso, cerrojo = _abrir(ventana, datos)
    ubicacion = aviso_ubicacion(datos)
    if ubicacion:
        aviso = f"{aviso} {ubicacion}" if aviso else ubicacion
    return almacen, aviso, cerrojo


def _abrir(ventana: VentanaPrincipal, datos: Path) -> tuple[Almacen | None, str | None, Cerrojo | None]:
    sin_almacen = translate("CarpetaDatos", "No se pueden guardar partidas: {0} El contador funciona igual.")
    try:
        cerrojo = tomar(datos, VENTANA)
    except CarpetaOcupada:
        pregunta = translate("CarpetaDatos", "Otra Planilla está usando la carpeta de datos «{0}». ¿Abrir sus "
                             "partidas solo para verlas, exportarlas e imprimirlas?").format(datos)
        if not ventana.confirmar(pregunta):
            ocupante = translate("CarpetaDatos", "otra Planilla está usando la carpeta «{0}».").format(datos)
            return None, sin_almacen.format(ocupante), None
        ocupada = translate("CarpetaDatos", "Otra Planilla está usando la carpeta de datos «{0}»: aquí sus "
                            "partidas solo se pueden ver, exportar e imprimir.").format(datos)
        return _solo_para_leer(datos, ocupada, sin_almacen)
    except ErrorCerrojo as e:
        # Ni el archivo del cerrojo se puede crear: tampoco se podrá guardar nada, pero lo guardado se ve.
        return _lo_guardado(datos, e, sin_almacen)
    aviso: str | None = None
    try:
        almacen = Almacen(datos)
    except AlmacenDanado as e:
        if not ventana.confirmar(translate("CarpetaDatos", "{0} ¿Repararlo ahora?").format(e)):
            cerrojo.soltar()
            return None, sin_almacen.format(e), None
        from app_planilla.nucleo.almacen.reparacion import reparar

        try:
            aviso = reparar(datos).texto()
            almacen = Almacen(datos)
        except ErrorPlanilla as no_reparado:
            cerrojo.soltar()
            return None, sin_almacen.format(no_reparado), None
    except ErrorPlanilla as e:
        # Medio de solo lectura, disco lleno, sin permiso…: lo guardado se abre para verlo, como en una segunda
        # ventana. Sin escribir no hace falta el cerrojo: queda libre para quien pueda arreglarlo.
        cerrojo.soltar()
        return _lo_guardado(datos, e, sin_almacen)
    return almacen, almacen.aviso or aviso, cerrojo


def _lo_guardado(datos: Path, e: ErrorPlanilla, sin_almacen: str) -> tuple[Almacen | None, str | None, None]:
    """Sin poder escribir: las partidas guardadas, solo para verlas. Si no hay ninguna que ver (ni archivo, o
    en su sitio una carpeta, un enlace roto…), sin almacén: el contador funciona igual."""
    if not (datos / ARCHIVO).is_file():
        return None, sin_almacen.format(e), None
    sin_escribir = translate("CarpetaDatos", "No se pueden guardar partidas: {0} Las guardadas se pueden ver, "
                             "exportar e imprimir.").format(e)
    return _solo_para_leer(datos, sin_escribir, sin_almacen, e)


def _solo_para_leer(
    datos: Path, aviso: str, sin_almacen: str, motivo: ErrorPlanilla | None = None
) -> tuple[Almacen | None, str | None, None]:
    """Las partidas para verlas, con ``aviso``; si ni así se pueden leer, sin almacén, diciendo por qué (lo que
    impidió escribir, ``motivo``, si lo hubo)."""
    try:
        almacen = Almacen(datos, solo_lectura=True)
    except ErrorPlanilla as e:
        return None, sin_almacen.format(motivo or e), None
    return almacen, f"{aviso} {almacen.aviso}" if almacen.aviso else aviso, None
