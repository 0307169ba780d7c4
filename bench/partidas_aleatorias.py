"""Partidas aleatorias con jugadas legales (sin diccionario) para las mediciones de ``bench/``."""

from __future__ import annotations

import random
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorColocacion
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.puntuacion import colocar, puntuar
from app_planilla.nucleo.juego.tablero import CENTRO, LADO, Casilla, Direccion, Tablero


@dataclass(frozen=True)
class JugadaAleatoria:
    tablero: Tablero
    nuevas: dict[Casilla, Ficha]
    direccion: Direccion


def _bolsa(ed: Edicion, azar: random.Random) -> list[Ficha]:
    bolsa = []
    for letra, n in ed.cantidades.items():
        for _ in range(n):
            bolsa.append(Ficha(azar.choice(list(ed.valores)), True) if letra == "?" else Ficha(letra))
    azar.shuffle(bolsa)
    return bolsa


def _intento(tablero: Tablero, atril: list[Ficha], azar: random.Random) -> tuple[dict[Casilla, Ficha], Direccion]:
    d = azar.choice(list(Direccion))
    df, dc = d.paso
    if tablero.vacio():
        ancla = CENTRO
    else:
        ocupada = azar.choice(list(tablero.fichas))
        vecina = azar.choice([(ocupada[0] + a, ocupada[1] + b) for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0))])
        ancla = vecina
    atras = azar.randint(0, 3)
    f, c = ancla[0] - df * atras, ancla[1] - dc * atras
    cuantas = azar.randint(1, min(7, len(atril)))
    nuevas: dict[Casilla, Ficha] = {}
    fichas = azar.sample(atril, cuantas)
    while fichas and 0 <= f < LADO and 0 <= c < LADO:
        if (f, c) not in tablero:
            nuevas[(f, c)] = fichas.pop()
        f, c = f + df, c + dc
    return nuevas, d


def jugadas_legales(ed: Edicion, cuantas: int, semilla: int = 1) -> list[JugadaAleatoria]:
    """``cuantas`` jugadas legales de partidas aleatorias, cada una con el tablero de antes."""
    azar = random.Random(semilla)
    jugadas: list[JugadaAleatoria] = []
    while len(jugadas) < cuantas:
        tablero, bolsa = Tablero(), _bolsa(ed, azar)
        atril = [bolsa.pop() for _ in range(7)]
        fallos = 0
        while len(jugadas) < cuantas and fallos < 300 and atril:
            nuevas, d = _intento(tablero, atril, azar)
            try:
                puntuar(tablero, nuevas, ed, d)
            except ErrorColocacion:
                fallos += 1
                continue
            fallos = 0
            jugadas.append(JugadaAleatoria(tablero.copia(), nuevas, d))
            colocar(tablero, nuevas)
            for ficha in nuevas.values():
                atril.remove(ficha)
            while len(atril) < 7 and bolsa:
                atril.append(bolsa.pop())
    return jugadas
