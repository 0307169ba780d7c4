"""``planilla importar FILE.json|FILE.gcg``: comprueba el archivo entero y solo entonces guarda la partida."""

from __future__ import annotations

import argparse
import sys


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "importar",
        help="guarda una partida exportada en JSON, o un GCG, tras comprobarla entera",
        description="Lee una partida exportada con «planilla exportar --formato json», la comprueba entera "
        "y, si todo es correcto, la guarda como partida nueva. Si algo falla, no cambia nada. Un GCG (.gcg) "
        "se guarda como partida clásica con cada jugada puntuada de nuevo: se conservan los puntos del "
        "archivo y se listan las líneas que no coinciden.",
    )
    p.add_argument("--datos", metavar="DIR", default=argparse.SUPPRESS, help="carpeta de datos")
    p.add_argument("archivo", metavar="FILE", help="archivo JSON o GCG; «-» lee la entrada estándar")
    p.set_defaults(funcion=ejecutar)


def ejecutar(args: argparse.Namespace) -> int:
    # Al ejecutar, no al registrar la suborden: las demás subórdenes no pagan el almacén ni el GCG.
    from app_planilla.datos import carpeta_datos
    from app_planilla.exportar.gcg.archivos import es_gcg
    from app_planilla.exportar.gcg.importar import Informe, leer_planilla_gcg
    from app_planilla.exportar.json_partida import MAX_BYTES, leer_json
    from app_planilla.nucleo.almacen.almacen import Almacen
    from app_planilla.nucleo.errores import ErrorPlanilla

    try:
        if args.archivo == "-":
            contenido = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(args.archivo, "rb") as f:
                contenido = f.read(MAX_BYTES + 1)
    except OSError as e:
        sys.stderr.write(f"planilla importar: no se puede leer «{args.archivo}»: {e.strerror}.\n")
        return 2
    informe: Informe | None = None
    try:
        # Todo se comprueba antes de abrir el almacén: un archivo malo no deja rastro.
        if es_gcg(args.archivo, contenido):
            importacion = leer_planilla_gcg(contenido)
            planilla, informe = importacion.planilla, importacion.informe
        else:
            planilla = leer_json(contenido)
        with Almacen(carpeta_datos(args.datos)) as almacen:
            if almacen.aviso:
                sys.stderr.write(f"planilla importar: {almacen.aviso}\n")
            ident = almacen.importar(planilla)
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla importar: {e}\n")
        return 1
    print(f"Partida importada con el número {ident}.")
    if informe is not None:
        sys.stdout.write(informe.texto())
    return 0
