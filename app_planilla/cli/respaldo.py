"""``planilla respaldo FILE``: copia coherente de todas las partidas en un solo archivo."""

from __future__ import annotations

import argparse

from app_planilla.cli.comun import almacen_abierto, suborden
from app_planilla.nucleo.idioma import _, n_


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "respaldo", _("copia todas las partidas en un solo archivo (se restaura con «planilla restaurar»)"),
        _(
            "Escribe una copia coherente de todas las partidas en FILE, aunque Planilla esté abierta. "
            "Solo lee la carpeta de datos: sirve también con el disco lleno o en un medio de solo lectura."
        ),
        ejecutar, datos=True,
    )
    p.add_argument("--reemplazar", action="store_true", help=_("sustituye FILE si ya existe"))
    p.add_argument("archivo", metavar="FILE", help=_("archivo de la copia"))


def ejecutar(args: argparse.Namespace) -> int:
    with almacen_abierto(args, solo_lectura=True) as almacen:
        destino = almacen.respaldar(args.archivo, reemplazar=args.reemplazar)
        partidas = len(almacen.partidas())
    print(
        n_("Copia de {n} partida escrita en «{destino}».", "Copia de {n} partidas escrita en «{destino}».", partidas)
        .format(n=partidas, destino=destino)
    )
    return 0
