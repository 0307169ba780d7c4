"""``planilla imprimir``: hojas en PDF (control de fichas, planillas en blanco, partida guardada y, de una
duplicada guardada, la clasificación, la hoja de cada participante, la rejilla de arbitraje y la partida
maestra)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from app_planilla.cli.causas import causa
from app_planilla.cli.comun import almacen_abierto, partida_elegida, suborden
from app_planilla.exportar.papel import PAPELES, papel_del_entorno
from app_planilla.exportar.pdf import (
    HOJAS_DE_DUPLICADA,
    HOJAS_EN_BLANCO,
    hoja_de_duplicada,
    hoja_en_blanco,
    pdf_de_partida,
)
from app_planilla.nucleo.almacen.archivos import es_del_almacen
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import EDICIONES

# Solo lo que la hoja pide se importa al ejecutar: una hoja en blanco no carga el almacén ni las partidas.
HOJAS = (*HOJAS_EN_BLANCO, "partida", *HOJAS_DE_DUPLICADA)


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "imprimir", _("prepara una hoja en PDF (control de fichas, planillas en blanco o una partida guardada)"),
        _("Prepara una hoja para imprimir en PDF. De una duplicada guardada: «clasificacion» (con --hasta, la "
          "parcial), «hojas-participantes» (la clasificación y la hoja de cada participante, todas en un PDF), "
          "«rejilla» (rondas × participantes, para que un segundo árbitro compruebe a mano) y «partida-maestra»."),
        ejecutar, datos=True,
    )
    p.add_argument("hoja", choices=HOJAS, help=_("qué hoja"))
    p.add_argument("--edicion", choices=sorted(EDICIONES), default="es", help=_("edición de fichas (es por defecto)"))
    p.add_argument("--participantes", type=int, metavar="N", help=_("participantes de la planilla en blanco"))
    p.add_argument("--partida", type=int, metavar="ID", help=_("partida guardada (por omisión, la más reciente)"))
    p.add_argument("--hasta", type=int, metavar="N", help=_("la clasificación parcial tras la ronda N"))
    p.add_argument("--papel", choices=PAPELES, help=_(
        "tamaño del papel; por omisión, el del país del locale (LC_PAPER, LC_ALL o LANG): carta en EE. UU., "
        "Canadá, México y los demás países que lo usan, a4 en el resto"))
    p.add_argument("-o", "--salida", metavar="FILE.pdf", required=True, help=_("fichero PDF que se escribe"))


def _escribir(salida: str, escribir: Callable[[str], None]) -> None:
    """Escribe en un temporal junto a ``salida`` y lo renombra: un fallo no deja un PDF vacío o a medias."""
    destino = Path(salida)
    if destino.exists() and not destino.is_file():
        escribir(salida)  # /dev/stdout, una tubería con nombre…: no se pueden sustituir
        return
    fd, temporal = tempfile.mkstemp(prefix=f".{destino.name}.", suffix=".tmp", dir=destino.parent)
    os.close(fd)
    try:
        escribir(temporal)
        mascara = os.umask(0)
        os.umask(mascara)
        os.chmod(temporal, 0o666 & ~mascara)  # los permisos de un archivo nuevo, no los del temporal
        os.replace(temporal, destino)
    except BaseException:
        Path(temporal).unlink(missing_ok=True)
        raise


def _partida(args: argparse.Namespace) -> int:
    # Solo lee: funciona con el disco lleno o en un medio de solo lectura, para poder rescatar partidas.
    with almacen_abierto(args, solo_lectura=True) as almacen:
        ident = partida_elegida(args, almacen)
        planilla = almacen.cargar(ident)
        resumen = next((r for r in almacen.partidas() if r.id == ident), None)
    _escribir(args.salida, lambda ruta: pdf_de_partida(planilla, ruta, resumen.creada if resumen else None, args.papel))
    return 0


def _de_duplicada(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.duplicada.publicacion import ErrorClasificacion

    with almacen_abierto(args, solo_lectura=True) as almacen:
        ident = partida_elegida(args, almacen)
        planilla = almacen.cargar(ident)
        resumen = next((r for r in almacen.partidas() if r.id == ident), None)
    creada = resumen.creada if resumen else None
    try:
        _escribir(args.salida, lambda ruta: hoja_de_duplicada(args.hoja, planilla, ruta, creada, args.papel,
                                                              args.hasta))
    except ErrorClasificacion as e:
        sys.stderr.write(f"planilla imprimir: {e}\n")
        return 2
    return 0


def ejecutar(args: argparse.Namespace) -> int:
    from app_planilla.datos import carpeta_datos

    args.carpeta = carpeta_datos(args.datos)
    if args.papel is None:
        args.papel = papel_del_entorno(os.environ)
    if es_del_almacen(args.salida, args.carpeta):
        mensaje = _("«{archivo}» es un archivo de las partidas guardadas: el PDF va en otro archivo.")
        sys.stderr.write(f"planilla imprimir: {mensaje.format(archivo=args.salida)}\n")
        return 1
    if args.hasta is not None and args.hoja != "clasificacion":
        sys.stderr.write("planilla imprimir: " + _("error de uso: {mensaje}").format(
            mensaje=_("--hasta es solo para la hoja «clasificacion».")) + "\n")
        return 2
    try:
        if args.hoja == "partida":
            return _partida(args)
        if args.hoja in HOJAS_DE_DUPLICADA:
            return _de_duplicada(args)
        _escribir(
            args.salida,
            lambda ruta: hoja_en_blanco(args.hoja, ruta, args.participantes, args.edicion, args.papel),
        )
    except (ErrorPlanilla, ValueError) as e:
        sys.stderr.write(f"planilla imprimir: {e}\n")
        return 1
    except OSError as e:
        mensaje = _("no se puede escribir «{archivo}»: {causa}.").format(archivo=args.salida, causa=causa(e))
        sys.stderr.write(f"planilla imprimir: {mensaje}\n")
        return 1
    return 0
