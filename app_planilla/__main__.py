"""Punto de entrada: ``planilla`` sin argumentos abre la ventana; con subórdenes, la línea de órdenes."""

from __future__ import annotations

import argparse
import sys

from app_planilla.cli import principal


def _ventana(args: argparse.Namespace) -> int:
    from app_planilla.ui.aplicacion import ejecutar

    return ejecutar(args)


def main(argv: list[str] | None = None) -> int:
    try:
        return principal(sys.argv[1:] if argv is None else argv, sin_suborden=_ventana)
    except KeyboardInterrupt:
        # Ctrl+C en la terminal: cada orden guarda antes de contestar, así que no queda nada a medias.
        sys.stderr.write("\nplanilla: interrumpida.\n")
        return 130
    except Exception as e:
        # Último recurso: un fallo que nadie previó se cuenta en una línea, nunca con una traza.
        sys.stderr.write(f"planilla: error inesperado ({type(e).__name__}: {e}).\n")
        return 1


if __name__ == "__main__":
    sys.exit(main())
