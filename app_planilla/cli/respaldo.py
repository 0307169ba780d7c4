"""``planilla respaldo FILE``: copia coherente de todas las partidas en un solo archivo."""

from __future__ import annotations

import argparse

from app_planilla.cli.comun import almacen_abierto, suborden


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "respaldo", "copia todas las partidas en un solo archivo (se restaura con «planilla restaurar»)",
        "Escribe una copia coherente de todas las partidas en FILE, aunque Planilla esté abierta. "
        "Solo lee la carpeta de datos: sirve también con el disco lleno o en un medio de solo lectura.",
        ejecutar, datos=True,
    )
    p.add_argument("--reemplazar", action="store_true", help="sustituye FILE si ya existe")
    p.add_argument("archivo", metavar="FILE", help="archivo de la copia")


def ejecutar(args: argparse.Namespace) -> int:
    with almacen_abierto(args, solo_lectura=True) as almacen:
        destino = almacen.respaldar(args.archivo, reemplazar=args.reemplazar)
        partidas = len(almacen.partidas())
    print(f"Copia de {partidas} partidas escrita en «{destino}».")
    return 0
