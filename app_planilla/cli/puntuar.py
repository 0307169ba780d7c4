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
from app_planilla.nucleo.idioma import _, n_
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
        sub, "puntuar", _("puntúa jugadas en notación FISE (H4 JAMON, 6F ZUMOS)"),
        _(
            "Juega las jugadas en orden sobre un mismo tablero y muestra los puntos de cada una "
            "con la cuenta de cada palabra. Minúscula = comodín; «.» o la propia letra = ficha ya colocada."
        ),
        ejecutar,
    )
    p.add_argument("--edicion", choices=sorted(EDICIONES), default="es", help=_("edición de fichas (es por defecto)"))
    p.add_argument("--json", action="store_true", help=_("salida como un único objeto JSON"))
    # Nunca se adivina: «H8» es la misma casilla en las dos, pero «A4» no (FISE fila A; GCG columna A).
    p.add_argument("--notacion", choices=("fise", "gcg"), default="fise",
                   help=_("notación de las coordenadas: fise (H4 horizontal, 4H vertical; por defecto) o gcg "
                          "(8D horizontal, D8 vertical); la salida --json va siempre en FISE"))
    p.add_argument(
        "--archivo", metavar="FILE", help=_("una jugada por línea («H4 JAMON»); «-» lee la entrada estándar")
    )
    p.add_argument("jugadas", nargs="*", metavar=_("COORD PALABRA"), help=_("coordenada y palabra, repetidas"))


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
        raise ErrorPlanilla(
            _("el archivo es demasiado grande (más de {kb} KB): una jugada por línea.").format(kb=MAX_ENTRADA // 1024)
        )
    # utf-8-sig: la marca que ponen algunos editores de Windows no es parte de la primera jugada.
    texto = datos.decode("utf-8-sig")
    entradas = []
    for n, linea in enumerate(texto.splitlines(), start=1):
        if len(linea) > MAX_LINEA:
            raise ErrorPlanilla(
                _(
                    "la línea {n} es demasiado larga ({largo} caracteres; como mucho {maximo}): "
                    "escribe una jugada por línea, como «H4 JAMON»."
                ).format(n=n, largo=len(linea), maximo=MAX_LINEA)
            )
        limpia = linea.split("#", 1)[0].strip()
        if not limpia:
            continue
        partes = limpia.split()
        if len(partes) != 2:
            raise ErrorPlanilla(
                _("línea {n} («{texto}»): escribe una coordenada y una palabra, como «H4 JAMON».").format(
                    n=n, texto=_cita(linea.strip())
                )
            )
        origen = _("línea {n} ({coordenada} {palabra})").format(n=n, coordenada=partes[0], palabra=_cita(partes[1]))
        entradas.append(_Entrada(partes[0], partes[1], origen))
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
        "total": sum(r.puntos for _entrada, r in jugadas),
    }


def texto_resultado(r: Resultado, coordenada: str = "", notacion: Notacion | None = None) -> str:
    """Una jugada en texto: coordenada (en ``notacion``; FISE si no se da), palabra y puntos, y debajo la cuenta
    de cada palabra."""
    coord = coordenada
    if r.posicion is not None:
        coord = notacion.texto(r.posicion) if notacion is not None else r.posicion.fise()
    lineas = [
        n_("{coordenada} {palabra}: {puntos} punto", "{coordenada} {palabra}: {puntos} puntos", r.puntos).format(
            coordenada=coord, palabra=r.principal.texto, puntos=r.puntos
        )
    ]
    ancho = max(len(p.texto) for p in r.palabras)
    for p in r.palabras:
        lineas.append(f"  {p.texto:<{ancho}}  {p.cuenta}")
    if r.premio:
        lineas.append("  " + _("+{premio} por colocar las siete fichas").format(premio=r.premio))
    return "\n".join(lineas)


def _texto(jugadas: list[tuple[_Entrada, Resultado]], notacion: Notacion) -> str:
    lineas = [texto_resultado(r, e.coordenada, notacion) for e, r in jugadas]
    total = sum(r.puntos for _entrada, r in jugadas)
    lineas.append(n_("Total: {puntos} punto", "Total: {puntos} puntos", total).format(puntos=total))
    return "\n".join(lineas)


def _error_de_uso(mensaje: str) -> None:
    sys.stderr.write("planilla puntuar: " + _("error de uso: {mensaje}").format(mensaje=mensaje) + "\n")


def ejecutar(args: argparse.Namespace) -> int:
    if len(args.jugadas) % 2:
        _error_de_uso(_("cada jugada lleva una coordenada y una palabra."))
        return 2
    if args.archivo and args.jugadas:
        _error_de_uso(_("usa --archivo o jugadas en la orden, no ambas."))
        return 2
    try:
        if args.archivo:
            entradas = _leer_archivo(args.archivo)
        else:
            pares = zip(args.jugadas[::2], args.jugadas[1::2], strict=True)
            entradas = []
            for i, (c, p) in enumerate(pares, start=1):
                if len(c) + len(p) > MAX_LINEA:
                    raise ErrorPlanilla(
                        _("la jugada {i} es demasiado larga (como mucho {maximo} caracteres).").format(
                            i=i, maximo=MAX_LINEA
                        )
                    )
                origen = _("jugada {i} ({coordenada} {palabra})").format(i=i, coordenada=_cita(c), palabra=_cita(p))
                entradas.append(_Entrada(c, p, origen))
    except OSError as e:
        mensaje = _("no se puede leer «{archivo}»: {causa}.").format(archivo=args.archivo, causa=causa(e))
        sys.stderr.write(f"planilla puntuar: {mensaje}\n")
        return 2
    except UnicodeDecodeError:
        mensaje = _("«{archivo}» no está en UTF-8.").format(archivo=args.archivo)
        sys.stderr.write(f"planilla puntuar: {mensaje}\n")
        return 1
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla puntuar: {e}\n")
        return 1
    if not entradas:
        _error_de_uso(_("no hay ninguna jugada que puntuar."))
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
            mensaje = _("aviso en {origen}: {aviso}").format(origen=entrada.origen, aviso=aviso)
            sys.stderr.write(f"planilla puntuar: {mensaje}\n")
        hechas.append((entrada, resultado))
    if args.json:
        print(json.dumps(_json(ed.codigo, hechas), ensure_ascii=False))
    else:
        print(_texto(hechas, notacion))
    return 0
