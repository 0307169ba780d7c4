"""``planilla exportar``: escribe una partida guardada (por omisión, la más reciente) en JSON, texto o GCG."""

from __future__ import annotations

import argparse
import sys

from app_planilla.cli.comun import almacen_abierto, partida_elegida, suborden
from app_planilla.nucleo.idioma import _


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "exportar", _("escribe una partida guardada en la salida estándar (JSON o texto)"),
        _("Escribe una partida guardada en la salida estándar. Sin --partida, la más reciente."), ejecutar, datos=True,
    )
    p.add_argument("--partida", metavar="ID", type=int, help=_("número de la partida (ver la lista «Partidas»)"))
    p.add_argument(
        "--formato", choices=("json", "texto", "gcg"), required=True,
        help=_("json (con versión), texto o gcg (clásicas)"),
    )


def ejecutar(args: argparse.Namespace) -> int:
    # Al ejecutar, no al registrar la suborden: ``planilla imprimir`` no paga el almacén ni el GCG.
    from app_planilla.exportar.gcg.archivos import gcg_de_partida
    from app_planilla.exportar.json_partida import texto_json
    from app_planilla.nucleo.texto import texto_planilla

    # Solo lee: funciona con el disco lleno o en un medio de solo lectura, para poder rescatar partidas.
    with almacen_abierto(args, solo_lectura=True) as almacen:
        ident = partida_elegida(args, almacen)
        planilla = almacen.cargar(ident)
        gcg = gcg_de_partida(planilla, ident) if args.formato == "gcg" else None
    if gcg is not None:
        sys.stdout.write(gcg.texto)
        # El informe (lo que no tiene forma GCG) no se mezcla con el archivo: qué lleva, una vez, y las líneas.
        if gcg.resumen:
            sys.stderr.write(f"planilla exportar: {gcg.resumen}\n")
        for linea in gcg.sin_forma:
            sys.stderr.write(f"  {linea}\n")
        for aviso in gcg.avisos:
            sys.stderr.write(f"planilla exportar: {aviso}\n")
        return 0
    sys.stdout.write(texto_json(planilla) if args.formato == "json" else texto_planilla(planilla))
    return 0
