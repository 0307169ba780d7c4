"""Línea de órdenes: ``planilla [--version] [--idioma es|en] [SUBORDEN ...]``.

Cada suborden vive en su propio módulo y se registra en ``SUBORDENES``. Sin suborden no hay nada que hacer
aquí: ``app_planilla.__main__`` abre entonces la ventana (la línea de órdenes nunca carga Qt).

Los textos (ayuda, mensajes, informes) salen en el idioma de ``--idioma``; sin él, en el de ``PLANILLA_IDIOMA`` o
el del sistema (``traducciones.elegir``).
"""

from __future__ import annotations

import argparse
import gettext
import os
import sys
from collections.abc import Callable

from app_planilla import __version__, traducciones
from app_planilla.cli import (
    clasificacion,
    escritorio,
    exportar,
    importar,
    imprimir,
    maestra,
    puntuar,
    reparar,
    respaldo,
    restaurar,
    torneo,
)
from app_planilla.cli.causas import causa
from app_planilla.nucleo import idioma
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _

Registrar = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]

SUBORDENES: list[Registrar] = [
    puntuar.registrar,
    exportar.registrar,
    importar.registrar,
    imprimir.registrar,
    clasificacion.registrar,
    reparar.registrar,
    respaldo.registrar,
    restaurar.registrar,
    maestra.registrar,
    escritorio.registrar,
    torneo.registrar,
]


class _Analizador(argparse.ArgumentParser):
    """Errores de uso en el idioma de la orden y con estado 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(_("planilla: error de uso: {mensaje}").format(mensaje=message) + "\n")
        raise SystemExit(2)


class _OrdenIncompleta(Exception):
    """``--idioma`` mal escrito al mirarlo por adelantado: lo dirá luego el analizador de verdad."""


class _Idioma(argparse.ArgumentParser):
    """Solo ``--idioma``, para saberlo antes de crear el analizador; lo demás de la orden se deja pasar."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _OrdenIncompleta(message)


def idioma_pedido(argv: list[str]) -> str | None:
    """El ``--idioma`` de la orden (``--idioma en``, ``--idioma=en``, en cualquier sitio antes de ``--``), o
    ``None``. Lo lee argparse mismo antes de crear el analizador, porque la ayuda se traduce al crearlo."""
    previo = _Idioma(prog="planilla", add_help=False)
    previo.add_argument("--idioma")
    try:
        pedido: str | None = previo.parse_known_args(argv)[0].idioma
    except _OrdenIncompleta:
        return None
    return pedido


def _argparse_en(codigo: str) -> None:
    """Los textos propios de argparse («usage:», «the following arguments are required»…) en el idioma de la
    orden: en español, del dominio ``argparse`` de gettext (``recursos/locale``); en inglés, los suyos.

    argparse los pide a ``gettext.gettext`` y ``ngettext``, importados al cargarse (Python 3.11 a 3.13), que
    buscan en el dominio global y en el idioma del entorno: se le dan los del catálogo (o los de argparse tal
    cual) antes de crear el analizador (la ayuda de ``-h`` se traduce al crearlo).
    """
    catalogo = (
        gettext.translation("argparse", traducciones.carpeta_locale(), languages=["es"], fallback=True)
        if codigo == idioma.ESPANOL
        else gettext.NullTranslations()
    )
    argparse._ = catalogo.gettext  # type: ignore[attr-defined]
    argparse.ngettext = catalogo.ngettext  # type: ignore[attr-defined]


def analizador() -> argparse.ArgumentParser:
    """El analizador de la orden, con los textos en el idioma que ya esté elegido (``traducciones.elegir``)."""
    _argparse_en(idioma.actual())
    p = _Analizador(prog="planilla",
                    description=_("Planilla: contador de puntos, planillas y relojes de torneo."))
    # La ayuda de --version no pasa por gettext en Python 3.11: se da aquí.
    p.add_argument("--version", action="version", version=f"planilla {__version__}",
                   help=_("muestra la versión del programa y termina"))
    p.add_argument("--datos", metavar="DIR", help=_("carpeta de datos (por defecto, la del usuario)"))
    p.add_argument("--idioma", choices=idioma.IDIOMAS,
                   help=_("idioma de los textos: es (español) o en (inglés); por defecto, el de PLANILLA_IDIOMA o "
                          "el del sistema"))
    sub = p.add_subparsers(dest="orden", metavar=_("SUBORDEN"), parser_class=_Analizador)
    for registrar in SUBORDENES:
        registrar(sub)
    return p


def principal(argv: list[str], *, sin_suborden: Callable[[argparse.Namespace], int] | None = None) -> int:
    """Ejecuta la suborden de ``argv``; sin suborden, ``sin_suborden`` (la ventana) o la ayuda de uso."""
    traducciones.elegir(idioma_pedido(argv))
    args = analizador().parse_args(argv)
    if args.orden is None:
        if sin_suborden is None:
            analizador().print_usage(sys.stderr)
            return 2
        return sin_suborden(args)
    partida = getattr(args, "partida", None)
    if partida is not None and not -(2**63) <= partida < 2**63:
        # Fuera de lo que cabe en SQLite no hay partida posible: el mismo mensaje que para cualquier otra.
        mensaje = _("No existe la partida {partida}.").format(partida=partida)
        sys.stderr.write(f"planilla {args.orden}: {mensaje}\n")
        return 1
    funcion: Callable[[argparse.Namespace], int] = args.funcion
    try:
        estado = funcion(args)
        # Aquí y no al salir de Python: un fallo al vaciar la salida se cuenta en el idioma de la orden.
        sys.stdout.flush()
    except ErrorPlanilla as e:
        # Lo que el núcleo rechaza (partida que no existe, archivo ajeno, almacén dañado…): su mensaje, estado 1.
        sys.stderr.write(f"planilla {args.orden}: {e}\n")
        return 1
    except BrokenPipeError:
        # Quien leía ya no quiere más (``| head``): se termina sin quejarse, como cualquier orden de Unix.
        _descartar_salida()
        return 1
    except OSError as e:
        if e.filename is None:
            mensaje = _("no se puede escribir la salida: {causa}.").format(causa=causa(e))
        else:
            mensaje = _("no se puede usar «{archivo}»: {causa}.").format(archivo=e.filename, causa=causa(e))
        sys.stderr.write(f"planilla {args.orden}: {mensaje}\n")
        _descartar_salida()
        return 1
    return estado


def _descartar_salida() -> None:
    """Lo que quede en el búfer de la salida se intentaría escribir otra vez al terminar Python, que se
    quejaría en inglés: la salida pasa a /dev/null."""
    try:
        nulo = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nulo, sys.stdout.fileno())
        os.close(nulo)
    except (OSError, ValueError):
        pass  # la salida no es un descriptor (pruebas): no hay nada que se vaya a vaciar al salir
