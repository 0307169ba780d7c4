"""``planilla puntuar``: juega jugadas en notación FISE (o GCG, con ``--notacion gcg``) sobre un tablero y
muestra sus puntos."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app_planilla.cli.causas import causa
from app_planilla.cli.comun import suborden
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import EDICIONES, edicion

if TYPE_CHECKING:
    from app_planilla.nucleo.juego.notacion import Notacion
    from app_planilla.nucleo.juego.puntuacion import Resultado


@dataclass(frozen=True)
class _Entrada:
    coordenada: str
    palabra: str
    origen: str
    """Cómo nombrar la jugada en un mensaje de error."""


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(
        sub, "puntuar", "puntúa jugadas en notación FISE (H4 JAMON, 6F ZUMOS)",
        "Juega las jugadas en orden sobre un mismo tablero y muestra los puntos de cada una "
        "con la cuenta de cada palabra. Minúscula = comodín; «.» o la propia letra = ficha ya colocada.",
        ejecutar,
    )
    p.add_argument("--edicion", choices=sorted(EDICIONES), default="es", help="edición de fichas (es por defecto)")
    p.add_argument("--json", action="store_true", help="salida como un único objeto JSON")
    # Nunca se adivina: «H8» es la misma casilla en las dos, pero «A4» no (FISE fila A; GCG columna A).
    p.add_argument("--notacion", choices=("fise", "gcg"), default="fise",
                   help="notación de las coordenadas: fise (H4 horizontal, 4H vertical; por defecto) o gcg "
                        "(8D horizontal, D8 vertical); la salida --json va siempre en FISE")
    p.add_argument("--archivo", metavar="FILE", help="una jugada por línea («H4 JAMON»); «-» lee la entrada estándar")
    p.add_argument("jugadas", nargs="*", metavar="COORD PALABRA", help="coordenada y palabra, repetidas")


MAX_ENTRADA = 1024 * 1024
"""Tope de ``--archivo``: mil jugadas ocupan unos 15 KB."""
MAX_LINEA = 200
"""Tope de una línea o de una jugada: la palabra más larga cabe en 60 caracteres («[ch]» quince veces)."""


def _cita(texto: str, n: int = 40) -> str:
    """El texto para un mensaje, acortado: una entrada enorme no vuelve entera a la pantalla."""
    return texto if len(texto) <= n else texto[:n] + "…"


def _leer_archivo(nombre: str) -> list[_Entrada]:
    if nombre == "-":
        datos = sys.stdin.buffer.read(MAX_ENTRADA + 1)
    else:
        with open(nombre, "rb") as f:
            datos = f.read(MAX_ENTRADA + 1)
    if len(datos) > MAX_ENTRADA:
        raise ErrorPlanilla(f"el archivo es demasiado grande (más de {MAX_ENTRADA // 1024} KB): una jugada por línea.")
    # utf-8-sig: la marca que ponen algunos editores de Windows no es parte de la primera jugada.
    texto = datos.decode("utf-8-sig")
    entradas = []
    for n, linea in enumerate(texto.splitlines(), start=1):
        if len(linea) > MAX_LINEA:
            raise ErrorPlanilla(
                f"la línea {n} es demasiado larga ({len(linea)} caracteres; como mucho {MAX_LINEA}): "
                "escribe una jugada por línea, como «H4 JAMON»."
            )
        limpia = linea.split("#", 1)[0].strip()
        if not limpia:
            continue
        partes = limpia.split()
        if len(partes) != 2:
            raise ErrorPlanilla(
                f"línea {n} («{_cita(linea.strip())}»): escribe una coordenada y una palabra, como «H4 JAMON»."
            )
        entradas.append(_Entrada(partes[0], partes[1], f"línea {n} ({partes[0]} {_cita(partes[1])})"))
    return entradas


def jugada_json(r: Resultado, coordenada: str = "") -> dict[str, Any]:
    """Una jugada como la escribe ``--json`` (también ``planilla maestra``)."""
    return {
        "coordenada": r.posicion.fise() if r.posicion else coordenada,
        "palabra": r.principal.texto,
        "puntos": r.puntos,
        "fichas_nuevas": r.fichas_nuevas,
        "premio": r.premio,
        "palabras": [{"palabra": p.texto, "puntos": p.puntos, "cuenta": p.cuenta} for p in r.palabras],
    }


def _json(codigo: str, jugadas: list[tuple[_Entrada, Resultado]]) -> dict[str, Any]:
    return {
        "edicion": codigo,
        "jugadas": [jugada_json(r, e.coordenada) for e, r in jugadas],
        "total": sum(r.puntos for _, r in jugadas),
    }


def texto_resultado(r: Resultado, coordenada: str = "", notacion: Notacion | None = None) -> str:
    """Una jugada en texto: coordenada (en ``notacion``; FISE si no se da), palabra y puntos, y debajo la cuenta
    de cada palabra."""
    coord = coordenada
    if r.posicion is not None:
        coord = notacion.texto(r.posicion) if notacion is not None else r.posicion.fise()
    lineas = [f"{coord} {r.principal.texto}: {r.puntos} puntos"]
    ancho = max(len(p.texto) for p in r.palabras)
    for p in r.palabras:
        lineas.append(f"  {p.texto:<{ancho}}  {p.cuenta}")
    if r.premio:
        lineas.append(f"  +{r.premio} por colocar las siete fichas")
    return "\n".join(lineas)


def _texto(jugadas: list[tuple[_Entrada, Resultado]], notacion: Notacion) -> str:
    lineas = [texto_resultado(r, e.coordenada, notacion) for e, r in jugadas]
    lineas.append(f"Total: {sum(r.puntos for _, r in jugadas)} puntos")
    return "\n".join(lineas)


def ejecutar(args: argparse.Namespace) -> int:
    if len(args.jugadas) % 2:
        sys.stderr.write("planilla puntuar: error de uso: cada jugada lleva una coordenada y una palabra.\n")
        return 2
    if args.archivo and args.jugadas:
        sys.stderr.write("planilla puntuar: error de uso: usa --archivo o jugadas en la orden, no ambas.\n")
        return 2
    try:
        if args.archivo:
            entradas = _leer_archivo(args.archivo)
        else:
            pares = zip(args.jugadas[::2], args.jugadas[1::2], strict=True)
            entradas = []
            for i, (c, p) in enumerate(pares, start=1):
                if len(c) + len(p) > MAX_LINEA:
                    raise ErrorPlanilla(f"la jugada {i} es demasiado larga (como mucho {MAX_LINEA} caracteres).")
                entradas.append(_Entrada(c, p, f"jugada {i} ({_cita(c)} {_cita(p)})"))
    except OSError as e:
        sys.stderr.write(f"planilla puntuar: no se puede leer «{args.archivo}»: {causa(e)}.\n")
        return 2
    except UnicodeDecodeError:
        sys.stderr.write(f"planilla puntuar: «{args.archivo}» no está en UTF-8.\n")
        return 1
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla puntuar: {e}\n")
        return 1
    if not entradas:
        sys.stderr.write("planilla puntuar: error de uso: no hay ninguna jugada que puntuar.\n")
        return 2
    # Al ejecutar, no al registrar la suborden: las demás subórdenes no pagan el motor de puntuación.
    import json

    from app_planilla.nucleo.juego.notacion import Notacion, jugar
    from app_planilla.nucleo.juego.tablero import Tablero

    ed = edicion(args.edicion)
    notacion = Notacion(args.notacion)
    tablero = Tablero()
    hechas: list[tuple[_Entrada, Resultado]] = []
    for entrada in entradas:
        try:
            resultado = jugar(tablero, entrada.coordenada, entrada.palabra, ed, notacion=notacion)
        except ErrorPlanilla as e:
            sys.stderr.write(f"planilla puntuar: {entrada.origen}: {e}\n")
            return 1
        for aviso in resultado.avisos:
            sys.stderr.write(f"planilla puntuar: aviso en {entrada.origen}: {aviso}\n")
        hechas.append((entrada, resultado))
    if args.json:
        print(json.dumps(_json(ed.codigo, hechas), ensure_ascii=False))
    else:
        print(_texto(hechas, notacion))
    return 0
