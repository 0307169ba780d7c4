"""``planilla clasificacion``: la clasificación de una partida guardada en texto, CSV o JSON.

Cualquier partida: una sala con arbitraje o la hoja de la mesa de una duplicada (con ``--hasta N``, la parcial
tras la ronda N), una clásica, una de Tantrix o una serie de «4 en letras». Con varias ``--partida`` (todas
duplicadas), la del torneo por la media de sus porcentajes (``nucleo.duplicada.publicacion``).

Errores: lo que se pide mal (una ronda que no existe, una partida repetida, un torneo con una partida que no es
duplicada) se explica con estado 2; una partida que no existe o un almacén dañado, con estado 1, como en las
demás órdenes.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from typing import TYPE_CHECKING, Any

from app_planilla.cli.comun import almacen_abierto, suborden
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _

if TYPE_CHECKING:
    from app_planilla.nucleo.modalidades import Partida

FORMATOS = ("texto", "csv", "json")


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "clasificacion", _("escribe la clasificación de una partida guardada (texto, CSV o JSON)"),
        _("Escribe la clasificación de una partida guardada (por omisión, la más reciente): de una duplicada, con "
          "mesa, licencia, club, porcentaje, maestras, bonificaciones y penalizaciones; de cualquier otra, sus "
          "puestos. Con varias --partida duplicadas, la del torneo por la media de sus porcentajes (quien no "
          "juega una partida cuenta con un cero en ella)."),
        ejecutar, datos=True,
    )
    p.add_argument("--partida", dest="partidas", metavar="ID", type=int, action="append",
                   help=_("número de la partida (se repite para un torneo de varias duplicadas)"))
    p.add_argument("--formato", choices=FORMATOS, default="texto",
                   help=_("texto (por omisión), csv (el de la federación: el mismo de la ventana, en UTF-8 con "
                          "BOM) o json"))
    p.add_argument("--hasta", type=int, metavar="N", help=_("la clasificación parcial tras la ronda N (duplicada)"))


def _error_de_uso(mensaje: str) -> int:
    sys.stderr.write("planilla clasificacion: " + _("error de uso: {mensaje}").format(mensaje=mensaje) + "\n")
    return 2


def ejecutar(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
    from app_planilla.nucleo.duplicada.publicacion import ErrorClasificacion

    idents: list[int] = args.partidas or []
    for ident in idents:
        if not -(2**63) <= ident < 2**63:
            raise ErrorPlanilla(_("No existe la partida {partida}.").format(partida=ident))
    if len(set(idents)) != len(idents):
        return _error_de_uso(_("la misma partida está dos veces en --partida."))
    if args.hasta is not None and args.hasta < 1:
        return _error_de_uso(_("--hasta es el número de una ronda, desde 1."))
    if args.hasta is not None and len(idents) > 1:
        return _error_de_uso(_("--hasta es para la clasificación de una sola partida."))
    # Solo lee: funciona con el disco lleno o en un medio de solo lectura.
    with almacen_abierto(args, solo_lectura=True) as almacen:
        if not idents:
            reciente = almacen.mas_reciente()
            if reciente is None:
                raise ErrorPlanilla(_("no hay ninguna partida guardada."))
            idents = [reciente]
        partidas = [almacen.cargar(i) for i in idents]
    try:
        if len(partidas) > 1:
            otras = [i for i, p in zip(idents, partidas, strict=True) if not isinstance(p, PlanillaDuplicada)]
            if otras:
                return _error_de_uso(
                    _("la partida {partida} no es duplicada: la clasificación de varias partidas es la media de los "
                      "porcentajes de duplicadas.").format(partida=otras[0])
                )
            salida = _torneo(idents, [p for p in partidas if isinstance(p, PlanillaDuplicada)], args.formato)
        elif isinstance(partidas[0], PlanillaDuplicada):
            salida = _duplicada(idents[0], partidas[0], args.formato, args.hasta)
        elif args.hasta is not None:
            return _error_de_uso(_("--hasta es para las duplicadas, que se juegan por rondas."))
        else:
            salida = _otra(idents[0], partidas[0], args.formato)
    except ErrorClasificacion as e:
        sys.stderr.write(f"planilla clasificacion: {e}\n")
        return 2
    if args.formato == "csv" and isinstance(partidas[0], PlanillaDuplicada):
        escribir_federacion(salida)
    else:
        sys.stdout.write(salida)
    return 0


def escribir_federacion(texto: str) -> None:
    """El CSV de la federación en la salida, byte a byte el del archivo que exporta la ventana (UTF-8 con BOM,
    fin de línea CRLF): ``planilla clasificacion --formato csv > clasificacion.csv`` da el mismo archivo."""
    from app_planilla.nucleo.duplicada.publicacion import archivo_federacion

    sys.stdout.flush()
    sys.stdout.buffer.write(archivo_federacion(texto))
    sys.stdout.buffer.flush()


def _json(datos: dict[str, Any]) -> str:
    return json.dumps(datos, ensure_ascii=False, indent=1) + "\n"


def _duplicada(ident: int, planilla: Any, formato: str, hasta: int | None) -> str:
    from app_planilla.nucleo.duplicada.publicacion import (
        csv_clasificacion,
        datos_clasificacion,
        publicar,
        texto_clasificacion_sala,
    )

    c = publicar(planilla, hasta)
    if formato == "csv":
        return csv_clasificacion(c)
    if formato == "json":
        reglas = planilla.arbitraje
        return _json({"partida": ident, "modalidad": "duplicada", "reglas": reglas.clave if reglas else None,
                      **datos_clasificacion(c)})
    return texto_clasificacion_sala(c)


def _torneo(idents: list[int], planillas: list[Any], formato: str) -> str:
    from app_planilla.nucleo.duplicada.publicacion import csv_torneo, datos_torneo, texto_torneo, torneo

    c = torneo(planillas)
    nombres = [_("Partida {numero}").format(numero=i) for i in idents]
    if formato == "csv":
        return csv_torneo(c)
    if formato == "json":
        return _json({"partidas": idents, **datos_torneo(c)})
    return texto_torneo(c, nombres)


def _puestos(partida: Partida) -> list[tuple[int, str, int]]:
    """(puesto, nombre, total) de una partida que no es duplicada: la tabla final de la clásica (o sus totales,
    provisionales), los puntos de Tantrix y las partidas ganadas de «4 en letras»; los empatados comparten
    puesto."""
    from app_planilla.nucleo.clasica.planilla import Planilla
    from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras
    from app_planilla.nucleo.juegos.sencilla import puestos
    from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix

    nombres = partida.nombres
    if isinstance(partida, Planilla):
        if partida.final is not None:
            return [(f.puesto, nombres[f.participante], f.total)
                    for f in sorted(partida.final, key=lambda f: (f.puesto, f.participante))]
        totales = partida.totales
        puesto = puestos(totales)
        orden = sorted(range(partida.participantes), key=lambda i: (-totales[i], i))
        return [(puesto[i], nombres[i], totales[i]) for i in orden]
    if isinstance(partida, PlanillaTantrix):
        return [(f.puesto or 0, f.nombre, f.puntos or 0) for f in partida.clasificacion()]
    if isinstance(partida, PlanillaCuatroLetras):
        return [(f.puesto, f.nombre, f.ganadas) for f in partida.clasificacion()]
    raise ErrorPlanilla(_("Esta partida no tiene clasificación."))


def _otra(ident: int, partida: Partida, formato: str) -> str:
    from app_planilla.nucleo.duplicada.publicacion import separador_csv
    from app_planilla.nucleo.modalidades import modalidad
    from app_planilla.nucleo.texto import texto_clasificacion

    if formato == "texto":
        return texto_clasificacion(partida)
    filas = _puestos(partida)
    if formato == "json":
        return _json({"partida": ident, "modalidad": modalidad(partida), "terminada": partida.terminada,
                      "filas": [{"puesto": p, "nombre": n, "total": t} for p, n, t in filas]})
    salida = io.StringIO()
    escritor = csv.writer(salida, delimiter=separador_csv(), lineterminator="\n")
    escritor.writerow([_("Puesto"), _("Nombre"), _("Total")])
    escritor.writerows(filas)
    return salida.getvalue()
