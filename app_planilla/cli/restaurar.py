"""``planilla restaurar FILE``: pone una copia hecha con «planilla respaldo» en lugar de las partidas."""

from __future__ import annotations

import argparse

from app_planilla.cli.comun import almacen_abierto, suborden
from app_planilla.nucleo.idioma import _, n_


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "restaurar",
        _("pone una copia de «planilla respaldo» en lugar de las partidas (guarda antes las de ahora)"),
        _(
            "Comprueba la copia FILE entera y, si está bien, la pone en lugar de las partidas de ahora, "
            "que se guardan antes en la carpeta de datos como planilla-antes-de-restaurar-FECHA.sqlite3."
        ),
        ejecutar, datos=True,
    )
    p.add_argument("archivo", metavar="FILE", help=_("la copia"))


def ejecutar(args: argparse.Namespace) -> int:
    abierta = _(
        "Planilla está abierta con la carpeta de datos «{carpeta}»: ciérrala para restaurar, o usa Archivo ▸ "
        "Restaurar una copia… en su ventana."
    )
    with almacen_abierto(args, abierta=abierta) as almacen:
        anterior = almacen.restaurar(args.archivo)
        partidas = len(almacen.partidas())
    print(
        n_(
            "Restaurada {n} partida. Las de antes se han guardado en «{anterior}».",
            "Restauradas {n} partidas. Las de antes se han guardado en «{anterior}».",
            partidas,
        ).format(n=partidas, anterior=anterior)
    )
    return 0
