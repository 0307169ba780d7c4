"""Punto de entrada: ``planilla`` sin argumentos abre la ventana; con subórdenes, la línea de órdenes."""

from __future__ import annotations

import argparse
import sys

from app_planilla.cli import principal


def _ventana(args: argparse.Namespace) -> int:
    from app_planilla.ui.aplicacion import ejecutar

    return ejecutar(args)


def main(argv: list[str] | None = None) -> int:
    return principal(sys.argv[1:] if argv is None else argv, sin_suborden=_ventana)


if __name__ == "__main__":
    sys.exit(main())
