"""``planilla restaurar FILE``: pone una copia hecha con «planilla respaldo» en lugar de las partidas."""

from __future__ import annotations

import argparse
import sys


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "restaurar",
        help="pone una copia de «planilla respaldo» en lugar de las partidas (guarda antes las de ahora)",
        description="Comprueba la copia FILE entera y, si está bien, la pone en lugar de las partidas de ahora, "
        "que se guardan antes en la carpeta de datos como planilla-antes-de-restaurar-FECHA.sqlite3.",
    )
    p.add_argument("--datos", metavar="DIR", default=argparse.SUPPRESS, help="carpeta de datos")
    p.add_argument("archivo", metavar="FILE", help="la copia")
    p.set_defaults(funcion=ejecutar)


def ejecutar(args: argparse.Namespace) -> int:
    from app_planilla.datos import carpeta_datos
    from app_planilla.nucleo.almacen.almacen import Almacen
    from app_planilla.nucleo.errores import ErrorPlanilla

    try:
        with Almacen(carpeta_datos(args.datos)) as almacen:
            if almacen.aviso:
                sys.stderr.write(f"planilla restaurar: {almacen.aviso}\n")
            anterior = almacen.restaurar(args.archivo)
            partidas = len(almacen.partidas())
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla restaurar: {e}\n")
        return 1
    print(f"Restauradas {partidas} partidas. Las de antes se han guardado en «{anterior}».")
    return 0
