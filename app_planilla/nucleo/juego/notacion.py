"""Jugadas escritas en notación FISE (``H4 JAMON``, ``6F ZU.OS``) y su paso al tablero."""

from __future__ import annotations

from dataclasses import dataclass, replace

from app_planilla.nucleo.errores import ErrorColocacion
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_palabra
from app_planilla.nucleo.juego.puntuacion import Resultado, colocar, puntuar
from app_planilla.nucleo.juego.tablero import LADO, Casilla, Posicion, Tablero, en_tablero, nombre_casilla


@dataclass(frozen=True)
class Colocacion:
    """Las fichas nuevas que una jugada escrita deja en el tablero."""

    posicion: Posicion
    nuevas: dict[Casilla, Ficha]
    avisos: tuple[str, ...] = ()


def colocacion(
    tablero: Tablero,
    posicion: Posicion | str,
    palabra: str,
    edicion: Edicion,
    *,
    unir_digrafos: bool = True,
) -> Colocacion:
    """Sitúa la palabra escrita desde ``posicion``.

    Un ``.`` o la misma letra indican una ficha que ya está en el tablero. La palabra escrita tiene
    que ser la palabra entera: si sigue en una ficha contigua, se rechaza.
    """
    pos = Posicion.desde_fise(posicion) if isinstance(posicion, str) else posicion
    # Ninguna ficha se escribe con más de cuatro caracteres («[ch]»): un texto más largo que eso por
    # casilla no cabe, y así no se lee entero (un GCG con una palabra de un megabyte tardaba segundos).
    if len(palabra.strip()) > LADO * len("[CH]"):
        raise ErrorColocacion(_("La jugada se sale del tablero."))
    lectura = leer_palabra(palabra, edicion, unir_digrafos=unir_digrafos)
    df, dc = pos.direccion.paso
    f, c = pos.inicio
    antes = (f - df, c - dc)
    if en_tablero(antes) and antes in tablero:
        raise ErrorColocacion(
            _("La palabra empieza antes: la casilla {casilla} ya tiene ficha. Escríbela entera.").format(
                casilla=nombre_casilla(antes)
            )
        )
    nuevas: dict[Casilla, Ficha] = {}
    for ficha in lectura.fichas:
        if not en_tablero((f, c)):
            raise ErrorColocacion(_("La jugada se sale del tablero."))
        existente = tablero[(f, c)]
        if existente is None:
            if ficha is None:
                raise ErrorColocacion(
                    _("El «.» de la casilla {casilla} indica una ficha ya colocada, pero está vacía.").format(
                        casilla=nombre_casilla((f, c))
                    )
                )
            nuevas[(f, c)] = ficha
        elif ficha is not None and ficha.letra != existente.letra:
            raise ErrorColocacion(
                _(
                    "En la casilla {casilla} ya hay una {hay}, no una {escrita}: escribe {hay} o «.» en su lugar."
                ).format(casilla=nombre_casilla((f, c)), hay=existente.letra, escrita=ficha.letra)
            )
        f, c = f + df, c + dc
    if en_tablero((f, c)) and (f, c) in tablero:
        raise ErrorColocacion(
            _("La palabra sigue en la casilla {casilla}, que ya tiene ficha. Escríbela entera.").format(
                casilla=nombre_casilla((f, c))
            )
        )
    return Colocacion(pos, nuevas, lectura.avisos)


def jugar(tablero: Tablero, posicion: Posicion | str, palabra: str, edicion: Edicion) -> Resultado:
    """Puntúa la jugada escrita y, si es válida, deja sus fichas en el tablero."""
    col = colocacion(tablero, posicion, palabra, edicion)
    resultado = puntuar(tablero, col.nuevas, edicion, col.posicion.direccion)
    colocar(tablero, col.nuevas)
    if col.avisos:
        resultado = replace(resultado, avisos=resultado.avisos + col.avisos)
    return resultado
