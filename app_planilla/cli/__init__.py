"""Línea de órdenes: ``planilla [--version] [SUBORDEN ...]``.

Cada suborden vive en su propio módulo y se registra en ``SUBORDENES``. Sin suborden no hay nada que hacer
aquí: ``app_planilla.__main__`` abre entonces la ventana (la línea de órdenes nunca carga Qt).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from app_planilla import __version__
from app_planilla.cli import exportar, importar, imprimir, puntuar

Registrar = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]

SUBORDENES: list[Registrar] = [puntuar.registrar, exportar.registrar, importar.registrar, imprimir.registrar]


class _Analizador(argparse.ArgumentParser):
    """Errores de uso en español y con estado 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"planilla: error de uso: {message}\n")
        raise SystemExit(2)


def analizador() -> argparse.ArgumentParser:
    p = _Analizador(prog="planilla", description="Planilla: contador de puntos, planillas y relojes de torneo.")
    p.add_argument("--version", action="version", version=f"planilla {__version__}")
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
    funcion: Callable[[argparse.Namespace], int] = args.funcion
    return funcion(args)
