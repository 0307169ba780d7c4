"""Modo «Escribir las palabras»: la palabra principal y hasta siete cruzadas, con la casilla de cada ficha
marcada por quien juega (semilla 002)."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorColocacion
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas
from app_planilla.nucleo.juego.puntuacion import (
    MAX_FICHAS_NUEVAS,
    PREMIO_SIETE,
    FichaEnPalabra,
    PalabraPuntuada,
    Resultado,
    puntuar_palabra,
)
from app_planilla.nucleo.juego.tablero import LADO, Premio

MAX_CRUZADAS = 7


class Marca(enum.Enum):
    """Lo que quien juega indica de cada ficha escrita."""

    NINGUNA = ""
    DL = "DL"
    TL = "TL"
    DP = "DP"
    TP = "TP"
    ANTERIOR = "anterior"
    """Ficha colocada en un turno anterior: vale su valor impreso y no cuenta como nueva."""

    @property
    def premio(self) -> Premio | None:
        return Premio(self.value) if self.value in ("DL", "TL", "DP", "TP") else None


# Orden en que un toque sobre la ficha cambia su marca; el comodín se alterna aparte.
CICLO_MARCAS = (Marca.NINGUNA, Marca.DL, Marca.TL, Marca.DP, Marca.TP, Marca.ANTERIOR)


@dataclass(frozen=True, slots=True)
class FichaEscrita:
    ficha: Ficha
    marca: Marca = Marca.NINGUNA


def fichas_escritas(texto: str, edicion: Edicion, marcas: Sequence[Marca] = ()) -> tuple[FichaEscrita, ...]:
    """Lee una palabra escrita y le aplica las marcas dadas, por posición."""
    fichas = leer_fichas(texto, edicion)
    return tuple(
        FichaEscrita(f, marcas[i] if i < len(marcas) else Marca.NINGUNA) for i, f in enumerate(fichas)
    )


def puntuar_escritas(palabras: Sequence[Sequence[FichaEscrita]], edicion: Edicion) -> Resultado:
    """Puntúa la principal (primera) y las cruzadas; +50 si la principal tiene exactamente 7 fichas nuevas.

    Con más de siete fichas nuevas no hay premio y se avisa: alguna ya estaba en el tablero.
    """
    if not palabras or not palabras[0]:
        raise ErrorColocacion(_("Escribe la palabra principal."))
    if len(palabras) > 1 + MAX_CRUZADAS:
        raise ErrorColocacion(_("Como mucho se anotan {maximo} palabras cruzadas.").format(maximo=MAX_CRUZADAS))
    puntuadas: list[PalabraPuntuada] = []
    for i, palabra in enumerate(palabras):
        if not palabra:
            continue
        if len(palabra) > LADO:
            raise ErrorColocacion(_("Una palabra tiene como mucho {maximo} fichas.").format(maximo=LADO))
        if len(palabra) < 2:
            raise ErrorColocacion(_("Cada palabra tiene al menos dos fichas."))
        fichas = [FichaEnPalabra(f.ficha, f.marca is not Marca.ANTERIOR, f.marca.premio) for f in palabra]
        p = puntuar_palabra(fichas, edicion)
        if i == 0:
            p = PalabraPuntuada(p.fichas, p.puntos, p.cuenta, principal=True)
        puntuadas.append(p)
    nuevas = sum(1 for f in palabras[0] if f.marca is not Marca.ANTERIOR)
    if nuevas == 0:
        raise ErrorColocacion(_("La palabra principal no tiene ninguna ficha nueva."))
    avisos: tuple[str, ...] = ()
    if nuevas > MAX_FICHAS_NUEVAS:
        avisos = (
            _(
                "La palabra principal tiene {nuevas} fichas nuevas, más de siete: alguna ya estaba en el tablero y "
                "falta marcarla como colocada en un turno anterior."
            ).format(nuevas=nuevas),
        )
    premio = PREMIO_SIETE if nuevas == MAX_FICHAS_NUEVAS else 0
    total = sum(p.puntos for p in puntuadas) + premio
    return Resultado(tuple(puntuadas), nuevas, premio, total, None, avisos)
