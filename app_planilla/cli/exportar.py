"""``planilla exportar``: escribe una partida guardada (por omisión, la más reciente) en JSON, texto o GCG."""

from __future__ import annotations

import argparse
import sys

REPARAR = " Para repararlo: «planilla reparar»."


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "exportar",
        help="escribe una partida guardada en la salida estándar (JSON o texto)",
        description="Escribe una partida guardada en la salida estándar. Sin --partida, la más reciente.",
    )
    # SUPPRESS: si no se da aquí, vale el --datos de delante de la suborden.
    p.add_argument("--datos", metavar="DIR", default=argparse.SUPPRESS, help="carpeta de datos")
    p.add_argument("--partida", metavar="ID", type=int, help="número de la partida (ver la lista «Partidas»)")
    p.add_argument(
        "--formato", choices=("json", "texto", "gcg"), required=True, help="json (con versión), texto o gcg (clásicas)"
    )
    p.set_defaults(funcion=ejecutar)


def ejecutar(args: argparse.Namespace) -> int:
    # Al ejecutar, no al registrar la suborden: ``planilla imprimir`` no paga el almacén ni el GCG.
    from app_planilla.datos import carpeta_datos
    from app_planilla.exportar.gcg.archivos import gcg_de_partida
    from app_planilla.exportar.json_partida import texto_json
    from app_planilla.nucleo.almacen.almacen import Almacen, AlmacenDanado
    from app_planilla.nucleo.errores import ErrorPlanilla
    from app_planilla.nucleo.texto import texto_planilla

    try:
        # Solo lee: funciona con el disco lleno o en un medio de solo lectura, para poder rescatar partidas.
        with Almacen(carpeta_datos(args.datos), solo_lectura=True) as almacen:
            if almacen.aviso:
                sys.stderr.write(f"planilla exportar: {almacen.aviso}\n")
            ident = args.partida if args.partida is not None else almacen.mas_reciente()
            if ident is None:
                sys.stderr.write("planilla exportar: no hay ninguna partida guardada.\n")
                return 1
            planilla = almacen.cargar(ident)
            gcg = gcg_de_partida(planilla, ident) if args.formato == "gcg" else None
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla exportar: {e}{REPARAR if isinstance(e, AlmacenDanado) else ''}\n")
        return 1
    if gcg is not None:
        sys.stdout.write(gcg.texto)
        # El informe (lo que no tiene forma GCG) no se mezcla con el archivo.
        for aviso in gcg.sin_forma + gcg.avisos:
            sys.stderr.write(f"planilla exportar: {aviso}\n")
        return 0
    sys.stdout.write(texto_json(planilla) if args.formato == "json" else texto_planilla(planilla))
    return 0
