"""``planilla restaurar FILE``: pone una copia hecha con «planilla respaldo» en lugar de las partidas."""

from __future__ import annotations

import argparse

from app_planilla.cli.comun import almacen_abierto, suborden


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "restaurar", "pone una copia de «planilla respaldo» en lugar de las partidas (guarda antes las de ahora)",
        "Comprueba la copia FILE entera y, si está bien, la pone en lugar de las partidas de ahora, "
        "que se guardan antes en la carpeta de datos como planilla-antes-de-restaurar-FECHA.sqlite3.",
        ejecutar, datos=True,
    )
    p.add_argument("archivo", metavar="FILE", help="la copia")


def ejecutar(args: argparse.Namespace) -> int:
    with almacen_abierto(args) as almacen:
        anterior = almacen.restaurar(args.archivo)
        partidas = len(almacen.partidas())
    print(f"Restauradas {partidas} partidas. Las de antes se han guardado en «{anterior}».")
    return 0
