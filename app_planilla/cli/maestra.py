"""``planilla maestra``: las mejores jugadas de un atril sobre la posición de un archivo o de una partida guardada."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app_planilla.cli.causas import causa
from app_planilla.cli.comun import suborden
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import N_, _, n_
from app_planilla.nucleo.juego.ediciones import EDICIONES

if TYPE_CHECKING:
    from app_planilla.nucleo.juego.ediciones import Edicion
    from app_planilla.nucleo.juego.tablero import Tablero

CUANTAS = 10
MAX_CUANTAS = 100
"""Más jugadas ya no son «las mejores» y cuestan: con dos comodines en un tablero vacío, 1.000 son 2 s y un
millón, 71 s."""
LISTA_INCLUIDA = N_("letterpress-{codigo} (incluida)")
"""Cómo se nombra la lista incluida; en ``--json``, sin traducir (es un formato para programas)."""
MAX_ARCHIVO = 16 * 1024 * 1024


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "maestra", _("las mejores jugadas de un atril sobre una posición (jugada maestra)"),
        _(
            "Busca todas las jugadas del atril cuyas palabras están en la lista y muestra las mejores, "
            "con el desempate de la FISE para la jugada maestra. La posición es el tablero al final del archivo o "
            "de la partida guardada, o justo antes de su jugada N con --jugada N; en una duplicada, el tablero "
            "de su última ronda."
        ),
        ejecutar, datos=True,
    )
    p.add_argument("--edicion", choices=sorted(EDICIONES), required=True, help=_("edición de fichas"))
    origen = p.add_mutually_exclusive_group(required=True)
    origen.add_argument("--tablero", metavar="FILE", help=_("partida en GCG (.gcg) o exportada en JSON (.json)"))
    origen.add_argument("--partida", metavar="ID", type=int, help=_("número de una partida guardada"))
    p.add_argument(
        "--jugada", metavar="N", type=int, help=_("la posición justo antes de la línea N (1 = la primera)")
    )
    p.add_argument(
        "--atril", metavar=_("ATRIL"), required=True,
        help=_("las fichas del atril: CH o [CH] para un dígrafo, ? para un comodín"),
    )
    p.add_argument("--lista", metavar="FILE", help=_("lista propia (una palabra por línea); por omisión, la incluida"))
    p.add_argument(
        "--cuantas", metavar="K", type=int, default=CUANTAS,
        help=_("cuántas jugadas, hasta {maximo} ({cuantas} por omisión)").format(maximo=MAX_CUANTAS, cuantas=CUANTAS),
    )
    p.add_argument("--json", action="store_true", help=_("salida como un único objeto JSON"))


def _leer(nombre: str) -> bytes:
    from app_planilla.ficheros import leer_fichero

    # Solo un fichero normal: una tubería dejaría esperando para siempre y /dev/zero no se acaba.
    demasiado = _("«{archivo}» es demasiado grande para ser una partida.").format(archivo=nombre)
    return leer_fichero(nombre, MAX_ARCHIVO, demasiado)


def _antes_de(n: int | None, cuantas: int) -> int:
    """Cuántas líneas se juegan: todas, o las anteriores a la N-ésima."""
    if n is None:
        return cuantas
    if not 1 <= n <= cuantas:
        raise ErrorPlanilla(
            n_(
                "--jugada {n} no existe: la partida tiene {cuantas} línea de juego.",
                "--jugada {n} no existe: la partida tiene {cuantas} líneas de juego.",
                cuantas,
            ).format(n=n, cuantas=cuantas)
        )
    return n - 1


def _posicion_gcg(contenido: bytes, jugada: int | None) -> tuple[Tablero, Edicion]:
    from app_planilla.exportar.gcg.lectura import decodificar, leer_gcg, reproducir
    from app_planilla.nucleo.juego.tablero import Tablero

    partida = leer_gcg(decodificar(contenido))
    # Cada evento del GCG es una línea «>»: la N-ésima es el evento N.
    partida.eventos = partida.eventos[: _antes_de(jugada, len(partida.eventos))]
    tablero = Tablero()
    for _jugada in reproducir(partida, tablero):
        pass
    return tablero, partida.edicion


def _posicion_planilla(planilla: object, jugada: int | None) -> tuple[Tablero, Edicion]:
    from app_planilla.nucleo.clasica.planilla import Planilla
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
    from app_planilla.nucleo.modalidades import rehacer

    if not isinstance(planilla, Planilla | PlanillaDuplicada):
        raise ErrorPlanilla(_("la partida no es de palabras cruzadas: no tiene tablero de letras."))
    if jugada is not None:
        # El primer evento es el inicio; el evento 1 es el primero después de él.
        eventos = planilla.eventos
        planilla = rehacer(eventos[: 1 + _antes_de(jugada, len(eventos) - 1)], leidos=True)
        assert isinstance(planilla, Planilla | PlanillaDuplicada)
    if isinstance(planilla, PlanillaDuplicada):
        return planilla.tablero_ronda, planilla.edicion
    return planilla.tablero, planilla.edicion


def _posicion(args: argparse.Namespace) -> tuple[Tablero, Edicion]:
    from app_planilla.datos import carpeta_datos

    if args.tablero is not None:
        from app_planilla.exportar.gcg.archivos import es_gcg
        from app_planilla.exportar.json_partida import leer_json

        contenido = _leer(args.tablero)
        if es_gcg(args.tablero, contenido):
            return _posicion_gcg(contenido, args.jugada)
        # Solo se lee la posición: no se guarda como partida nueva.
        return _posicion_planilla(leer_json(contenido, importada=False), args.jugada)
    from app_planilla.nucleo.almacen.almacen import Almacen

    # Solo se lee: no hace falta el cerrojo de la carpeta, y vale aunque haya una ventana abierta.
    with Almacen(carpeta_datos(getattr(args, "datos", None)), solo_lectura=True) as almacen:
        if almacen.aviso:
            sys.stderr.write(f"planilla maestra: {almacen.aviso}\n")
        planilla = almacen.cargar(args.partida)
    return _posicion_planilla(planilla, args.jugada)


def _carpeta_datos(args: argparse.Namespace) -> Path | None:
    """La carpeta de datos para guardar el grafo de una lista propia; ``None`` si ni se puede averiguar."""
    from app_planilla.datos import carpeta_datos

    try:
        return carpeta_datos(getattr(args, "datos", None))
    except OSError:
        return None


def ejecutar(args: argparse.Namespace) -> int:
    if not 1 <= args.cuantas <= MAX_CUANTAS:
        mensaje = _("error de uso: {mensaje}").format(
            mensaje=_("--cuantas va de 1 a {maximo}.").format(maximo=MAX_CUANTAS))
        sys.stderr.write(f"planilla maestra: {mensaje}\n")
        return 2
    # Al ejecutar, no al registrar la suborden: las demás subórdenes no pagan el buscador ni las listas.
    import json

    from app_planilla import listas
    from app_planilla.cli.puntuar import jugada_json, texto_resultado
    from app_planilla.nucleo.duplicada.atril import leer_atril, texto_atril
    from app_planilla.nucleo.juego.ediciones import edicion
    from app_planilla.nucleo.juego.maestra import buscar, comprobar_comodines
    from app_planilla.nucleo.juego.notacion import Notacion

    ed = edicion(args.edicion)
    try:
        atril = leer_atril(args.atril, ed)
        comprobar_comodines(atril, ed)  # antes de leer la posición y la lista: no hace falta ninguna
        tablero, ed_partida = _posicion(args)
        if ed_partida.codigo != ed.codigo:
            raise ErrorPlanilla(
                _("la partida es de la edición «{partida}», no de «{pedida}».").format(
                    partida=ed_partida.codigo, pedida=ed.codigo
                )
            )
        if args.lista is None:
            grafo = listas.grafo_incluido(ed.codigo)
        else:
            grafo = listas.grafo_de_archivo(args.lista, ed.codigo, _carpeta_datos(args))
        jugadas = buscar(tablero, atril, grafo, ed, cuantas=args.cuantas)
        resultados = [j.resultado(tablero, ed) for j in jugadas]
    except OSError as e:
        nombre = e.filename if e.filename is not None else args.tablero
        mensaje = _("no se puede leer «{archivo}»: {causa}.").format(archivo=nombre, causa=causa(e))
        sys.stderr.write(f"planilla maestra: {mensaje}\n")
        return 1
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla maestra: {e}\n")
        return 1
    if args.json:
        salida: dict[str, Any] = {
            "edicion": ed.codigo,
            "atril": texto_atril(atril),
            "lista": LISTA_INCLUIDA.format(codigo=ed.codigo) if args.lista is None else args.lista,
            "jugadas": [jugada_json(r) for r in resultados],
        }
        print(json.dumps(salida, ensure_ascii=False))
        return 0
    nombre_lista = _(LISTA_INCLUIDA).format(codigo=ed.codigo) if args.lista is None else args.lista
    print(_("Atril {atril}, lista {lista}:").format(atril=texto_atril(atril), lista=nombre_lista))
    if not resultados:
        print(_("Ninguna jugada posible."))
    # Como en la ventana: en la notación de la edición (8D en una partida inglesa); --json sigue en FISE.
    notacion = Notacion.de_edicion(ed)
    for n, r in enumerate(resultados, start=1):
        print(f"{n}. " + texto_resultado(r, notacion=notacion))
    return 0
