"""Punto de entrada: ``planilla`` sin argumentos abre la ventana; con subórdenes, la línea de órdenes."""

from __future__ import annotations

import sys

from app_planilla.cli import principal


def main(argv: list[str] | None = None) -> int:
    return principal(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
