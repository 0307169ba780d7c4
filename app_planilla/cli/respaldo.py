"""``planilla respaldo FILE``: copia coherente de todas las partidas en un solo archivo."""

from __future__ import annotations

import argparse
import sys


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "respaldo",
        help="copia todas las partidas en un solo archivo (se restaura con «planilla restaurar»)",
        description="Escribe una copia coherente de todas las partidas en FILE, aunque Planilla esté abierta. "
        "Solo lee la carpeta de datos: sirve también con el disco lleno o en un medio de solo lectura.",
    )
    p.add_argument("--datos", metavar="DIR", default=argparse.SUPPRESS, help="carpeta de datos")
    p.add_argument("--reemplazar", action="store_true", help="sustituye FILE si ya existe")
    p.add_argument("archivo", metavar="FILE", help="archivo de la copia")
    p.set_defaults(funcion=ejecutar)


def ejecutar(args: argparse.Namespace) -> int:
    from app_planilla.datos import carpeta_datos
    from app_planilla.nucleo.almacen.almacen import Almacen
    from app_planilla.nucleo.errores import ErrorPlanilla

    try:
        with Almacen(carpeta_datos(args.datos), solo_lectura=True) as almacen:
            if almacen.aviso:
                sys.stderr.write(f"planilla respaldo: {almacen.aviso}\n")
            destino = almacen.respaldar(args.archivo, reemplazar=args.reemplazar)
            partidas = len(almacen.partidas())
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla respaldo: {e}\n")
        return 1
    print(f"Copia de {partidas} partidas escrita en «{destino}».")
    return 0
