"""``planilla reparar``: recupera cada partida de un archivo de partidas dañado hasta su primer evento ilegible."""

from __future__ import annotations

import argparse
import sys


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "reparar",
        help="recupera las partidas de un archivo de partidas dañado",
        description="Lee el archivo de partidas dañado sin cambiarlo, recupera cada partida hasta su primer "
        "evento ilegible (las que se cortan quedan marcadas como incompletas) y pone el archivo reparado en su "
        "lugar. El dañado se guarda al lado como planilla-danada-FECHA.sqlite3.",
    )
    p.add_argument("--datos", metavar="DIR", default=argparse.SUPPRESS, help="carpeta de datos")
    p.set_defaults(funcion=ejecutar)


def ejecutar(args: argparse.Namespace) -> int:
    from app_planilla.datos import carpeta_datos
    from app_planilla.nucleo.almacen.reparacion import reparar
    from app_planilla.nucleo.errores import ErrorPlanilla

    try:
        informe = reparar(carpeta_datos(args.datos))
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla reparar: {e}\n")
        return 1
    print(informe.texto())
    return 0
