"""``planilla importar FILE.json|FILE.gcg``: comprueba el archivo entero y solo entonces guarda la partida."""

from __future__ import annotations

import argparse
import sys

from app_planilla.cli.comun import almacen_abierto, suborden
from app_planilla.nucleo.idioma import _


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "importar", _("guarda una partida exportada en JSON, o un GCG, tras comprobarla entera"),
        _(
            "Lee una partida exportada con «planilla exportar --formato json», la comprueba entera "
            "y, si todo es correcto, la guarda como partida nueva. Si algo falla, no cambia nada. Un GCG (.gcg) "
            "se guarda como partida clásica con cada jugada puntuada de nuevo: se conservan los puntos del "
            "archivo y se listan las líneas que no coinciden."
        ),
        ejecutar, datos=True,
    )
    p.add_argument("archivo", metavar="FILE", help=_("archivo JSON o GCG; «-» lee la entrada estándar"))


def ejecutar(args: argparse.Namespace) -> int:
    # Al ejecutar, no al registrar la suborden: las demás subórdenes no pagan el almacén ni el GCG.
    from app_planilla.exportar.gcg.archivos import es_gcg
    from app_planilla.exportar.gcg.importar import Informe, leer_planilla_gcg
    from app_planilla.exportar.json_partida import MAX_BYTES, leer_json

    try:
        if args.archivo == "-":
            contenido = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(args.archivo, "rb") as f:
                contenido = f.read(MAX_BYTES + 1)
    except OSError as e:
        mensaje = _("no se puede leer «{archivo}»: {causa}.").format(archivo=args.archivo, causa=e.strerror)
        sys.stderr.write(f"planilla importar: {mensaje}\n")
        return 2
    informe: Informe | None = None
    # Todo se comprueba antes de abrir el almacén: un archivo malo no deja rastro.
    if es_gcg(args.archivo, contenido):
        importacion = leer_planilla_gcg(contenido)
        planilla, informe = importacion.planilla, importacion.informe
    else:
        planilla = leer_json(contenido)
    abierta = _(
        "Planilla está abierta con la carpeta de datos «{carpeta}»: ciérrala para importar, o usa Archivo ▸ "
        "Importar GCG… o Importar partida en JSON… en su ventana."
    )
    with almacen_abierto(args, abierta=abierta) as almacen:
        ident = almacen.importar(planilla)
    print(_("Partida importada con el número {numero}.").format(numero=ident))
    if informe is not None:
        sys.stdout.write(informe.texto())
    return 0
