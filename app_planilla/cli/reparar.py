"""``planilla reparar``: recupera cada partida de un archivo de partidas dañado hasta su primer evento ilegible."""

from __future__ import annotations

import argparse

from app_planilla.cli.comun import carpeta_tomada, suborden
from app_planilla.nucleo.idioma import _


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    suborden(
        sub, "reparar", _("recupera las partidas de un archivo de partidas dañado"),
        _(
            "Lee el archivo de partidas dañado sin cambiarlo (página a página, con su -wal: también lo que SQLite "
            "ya no alcanza), recupera cada partida hasta su primer evento ilegible (las que se cortan quedan "
            "marcadas como incompletas) y pone el archivo reparado en su lugar. El dañado se guarda al lado como "
            "planilla-danada-FECHA.sqlite3. Un archivo de una versión más reciente de Planilla no se toca."
        ),
        ejecutar, datos=True,
    )


def ejecutar(args: argparse.Namespace) -> int:
    from app_planilla.datos import carpeta_datos
    from app_planilla.nucleo.almacen.reparacion import reparar

    if not carpeta_datos(args.datos).is_dir():
        reparar(carpeta_datos(args.datos))  # no hay nada que reparar: lo dice, sin crear la carpeta para el cerrojo

    abierta = _(
        "Planilla está abierta con la carpeta de datos «{carpeta}»: ciérrala para reparar el archivo de partidas "
        "(al abrirla otra vez, si está dañado, ofrece repararlo)."
    )
    with carpeta_tomada(args, abierta) as carpeta:
        print(reparar(carpeta).texto())
    return 0
