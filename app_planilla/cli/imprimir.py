"""``planilla imprimir``: hojas en PDF (control de fichas, planillas en blanco, partida guardada)."""

from __future__ import annotations

import argparse
import datetime as dt
import sys

from app_planilla.datos import carpeta_datos
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import EDICIONES, edicion

HOJAS = (
    "control-fichas",
    "clasica-en-blanco",
    "duplicada-en-blanco",
    "tantrix-en-blanco",
    "cuatro-letras-en-blanco",
    "partida",
)


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "imprimir",
        help="prepara una hoja en PDF (control de fichas, planillas en blanco o una partida guardada)",
        description="Prepara una hoja para imprimir en PDF.",
    )
    p.add_argument("hoja", choices=HOJAS, help="qué hoja")
    p.add_argument("--edicion", choices=sorted(EDICIONES), default="es", help="edición de fichas (es por defecto)")
    p.add_argument("--participantes", type=int, metavar="N", help="participantes de la planilla en blanco")
    p.add_argument("--partida", type=int, metavar="ID", help="partida guardada (por omisión, la más reciente)")
    p.add_argument("--datos", metavar="DIR", default=argparse.SUPPRESS, help="carpeta de datos")
    p.add_argument("--papel", choices=("a4", "carta"), default="a4", help="tamaño del papel (a4 por defecto)")
    p.add_argument("-o", "--salida", metavar="FILE.pdf", required=True, help="fichero PDF que se escribe")
    p.set_defaults(funcion=ejecutar)


def _fecha(iso: str) -> dt.date | None:
    try:
        return dt.datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone().date()
    except ValueError:
        return None


def _partida(args: argparse.Namespace) -> int:
    from app_planilla.exportar.pdf import (
        planilla_clasica,
        planilla_cuatro_letras,
        planilla_duplicada,
        planilla_tantrix,
    )
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
    from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras
    from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix

    with Almacen(carpeta_datos(args.datos)) as almacen:
        if almacen.aviso:
            sys.stderr.write(f"planilla imprimir: {almacen.aviso}\n")
        ident = args.partida if args.partida is not None else almacen.mas_reciente()
        if ident is None:
            sys.stderr.write("planilla imprimir: no hay ninguna partida guardada.\n")
            return 1
        planilla = almacen.cargar(ident)
        resumen = next((r for r in almacen.partidas() if r.id == ident), None)
    fecha = _fecha(resumen.creada) if resumen else None
    if isinstance(planilla, PlanillaDuplicada):
        planilla_duplicada(args.salida, planilla, fecha, args.papel)
    elif isinstance(planilla, PlanillaTantrix):
        planilla_tantrix(args.salida, planilla, fecha, args.papel)
    elif isinstance(planilla, PlanillaCuatroLetras):
        planilla_cuatro_letras(args.salida, planilla, fecha, args.papel)
    else:
        planilla_clasica(args.salida, planilla, fecha, args.papel)
    return 0


def ejecutar(args: argparse.Namespace) -> int:
    from app_planilla.exportar.pdf import (
        hoja_control_fichas,
        planilla_clasica_en_blanco,
        planilla_duplicada_en_blanco,
    )

    n = args.participantes
    try:
        if args.hoja == "control-fichas":
            hoja_control_fichas(args.salida, edicion(args.edicion), args.papel)
        elif args.hoja == "clasica-en-blanco":
            planilla_clasica_en_blanco(args.salida, 2 if n is None else n, args.papel)
        elif args.hoja == "duplicada-en-blanco":
            planilla_duplicada_en_blanco(args.salida, 4 if n is None else n, args.papel)
        elif args.hoja == "tantrix-en-blanco":
            from app_planilla.exportar.pdf import planilla_tantrix_en_blanco

            planilla_tantrix_en_blanco(args.salida, 4 if n is None else n, args.papel)
        elif args.hoja == "cuatro-letras-en-blanco":
            from app_planilla.exportar.pdf import planilla_cuatro_letras_en_blanco

            planilla_cuatro_letras_en_blanco(args.salida, 4 if n is None else n, args.papel)
        else:
            return _partida(args)
    except (ErrorPlanilla, ValueError) as e:
        sys.stderr.write(f"planilla imprimir: {e}\n")
        return 1
    except OSError as e:
        sys.stderr.write(f"planilla imprimir: no se puede escribir «{args.salida}»: {e.strerror}.\n")
        return 1
    return 0
