"""Línea de órdenes: ``planilla [--version] [SUBORDEN ...]``.

Cada suborden vive en su propio módulo y se registra en ``SUBORDENES``. Sin suborden no hay nada que hacer
aquí: ``app_planilla.__main__`` abre entonces la ventana (la línea de órdenes nunca carga Qt).
"""

from __future__ import annotations

import argparse
import gettext
import os
import sys
from collections.abc import Callable
from pathlib import Path

from app_planilla import __version__, recursos
from app_planilla.cli import (
    escritorio,
    exportar,
    importar,
    imprimir,
    maestra,
    puntuar,
    reparar,
    respaldo,
    restaurar,
)
from app_planilla.cli.causas import causa
from app_planilla.nucleo.errores import ErrorPlanilla

Registrar = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]

SUBORDENES: list[Registrar] = [
    puntuar.registrar,
    exportar.registrar,
    importar.registrar,
    imprimir.registrar,
    reparar.registrar,
    respaldo.registrar,
    restaurar.registrar,
    maestra.registrar,
    escritorio.registrar,
]


class _Analizador(argparse.ArgumentParser):
    """Errores de uso en español y con estado 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"planilla: error de uso: {message}\n")
        raise SystemExit(2)


def _argparse_en_espanol() -> None:
    """Los textos propios de argparse («usage:», «the following arguments are required»…) en español, del
    dominio ``argparse`` de gettext (``recursos/locale``): así una interfaz en otro idioma usaría el suyo.

    argparse los pide a ``gettext.gettext`` y ``ngettext``, importados al cargarse (Python 3.11 a 3.13), que
    buscan en el dominio global y en el idioma del entorno: se le dan los del catálogo, en español siempre,
    antes de crear el analizador (la ayuda de ``-h`` se traduce al crearlo).
    """
    # ``recursos`` es un paquete normal, en disco: su carpeta basta, como para el icono de la ventana.
    carpeta = Path(recursos.__file__).parent / "locale"
    catalogo = gettext.translation("argparse", carpeta, languages=["es"], fallback=True)
    argparse._ = catalogo.gettext  # type: ignore[attr-defined]
    argparse.ngettext = catalogo.ngettext  # type: ignore[attr-defined]


def analizador() -> argparse.ArgumentParser:
    _argparse_en_espanol()
    p = _Analizador(prog="planilla", description="Planilla: contador de puntos, planillas y relojes de torneo.")
    # La ayuda de --version no pasa por gettext en Python 3.11: se da aquí.
    p.add_argument("--version", action="version", version=f"planilla {__version__}",
                   help="muestra la versión del programa y termina")
    p.add_argument("--datos", metavar="DIR", help="carpeta de datos (por defecto, la del usuario)")
    sub = p.add_subparsers(dest="orden", metavar="SUBORDEN", parser_class=_Analizador)
    for registrar in SUBORDENES:
        registrar(sub)
    return p


def principal(argv: list[str], *, sin_suborden: Callable[[argparse.Namespace], int] | None = None) -> int:
    """Ejecuta la suborden de ``argv``; sin suborden, ``sin_suborden`` (la ventana) o la ayuda de uso."""
    args = analizador().parse_args(argv)
    if args.orden is None:
        if sin_suborden is None:
            analizador().print_usage(sys.stderr)
            return 2
        return sin_suborden(args)
    partida = getattr(args, "partida", None)
    if partida is not None and not -(2**63) <= partida < 2**63:
        # Fuera de lo que cabe en SQLite no hay partida posible: el mismo mensaje que para cualquier otra.
        sys.stderr.write(f"planilla {args.orden}: No existe la partida {partida}.\n")
        return 1
    funcion: Callable[[argparse.Namespace], int] = args.funcion
    try:
        estado = funcion(args)
        # Aquí y no al salir de Python: un fallo al vaciar la salida se cuenta en español.
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
            sys.stderr.write(f"planilla {args.orden}: no se puede escribir la salida: {causa(e)}.\n")
        else:
            sys.stderr.write(f"planilla {args.orden}: no se puede usar «{e.filename}»: {causa(e)}.\n")
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
