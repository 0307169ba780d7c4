"""Lectura de registros GCG 1.2 (Quackle, Woogles, cross-tables) y paso de su notación a la FISE.

En GCG las filas llevan número y las columnas letra: ``8D`` es horizontal (FISE ``H4``) y ``D8``
vertical (FISE ``4H``). También se lee la sintaxis antigua de Quackle: coordenadas en minúscula y
letras escritas en lugar de ``.`` para las fichas que ya están en el tablero.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from .ediciones import ESPANOL, INGLES, Edicion
from .errores import ErrorPlanilla
from .fichas import Ficha
from .notacion import colocacion
from .puntuacion import Resultado, colocar, puntuar
from .tablero import FILAS, LADO, Casilla, Direccion, Posicion, Tablero


class ErrorGcg(ErrorPlanilla):
    """Fichero GCG mal formado; el mensaje lleva el número de línea."""


class TipoGcg(enum.Enum):
    JUGADA = "jugada"
    PASE = "pase"
    CAMBIO = "cambio"
    RETIRADA = "retirada"
    """Jugada retirada tras una impugnación (``--``): sus fichas salen del tablero."""
    IMPUGNACION = "impugnacion"
    """Premio por impugnación fallida (``(challenge) +5``)."""
    FICHAS_FINALES = "fichas_finales"
    """Puntos de las fichas que quedan en un atril al terminar (``(DLR) +8``)."""
    TIEMPO = "tiempo"
    """Penalización por tiempo (``(time) -10``)."""


@dataclass(frozen=True)
class EventoGcg:
    linea: int
    jugador: str
    tipo: TipoGcg
    puntos: int
    total: int
    atril: str = ""
    posicion: Posicion | None = None
    palabra: str = ""
    """Palabra en GCG (``.`` = ficha ya colocada, dígrafos entre corchetes, minúscula = comodín)."""
    cambiadas: str = ""
    """Fichas cambiadas, o su número (``-4``)."""


@dataclass
class PartidaGcg:
    jugadores: dict[str, str] = field(default_factory=dict)
    """Apodo → nombre completo, en el orden de los ``#player``."""
    pragmas: dict[str, str] = field(default_factory=dict)
    eventos: list[EventoGcg] = field(default_factory=list)

    @property
    def edicion(self) -> Edicion:
        distribucion = self.pragmas.get("tile-distribution", "").lower()
        return ESPANOL if distribucion.startswith("span") else INGLES


_COORD_H = re.compile(r"(\d{1,2})([A-Oa-o])")
_COORD_V = re.compile(r"([A-Oa-o])(\d{1,2})")


def posicion_gcg(texto: str) -> Posicion:
    """``8D`` → FISE ``H4`` (horizontal); ``D8`` → FISE ``4H`` (vertical)."""
    if m := _COORD_H.fullmatch(texto):
        fila, columna, direccion = int(m.group(1)), m.group(2), Direccion.HORIZONTAL
    elif m := _COORD_V.fullmatch(texto):
        fila, columna, direccion = int(m.group(2)), m.group(1), Direccion.VERTICAL
    else:
        raise ErrorGcg(f"«{texto}» no es una coordenada GCG (como 8D o D8).")
    if not 1 <= fila <= LADO:
        raise ErrorGcg(f"«{texto}» no es una coordenada GCG: la fila va del 1 al 15.")
    return Posicion((fila - 1, FILAS.index(columna.upper())), direccion)


def coordenada_gcg(posicion: Posicion) -> str:
    """Posición a coordenada GCG: FISE ``H4`` → ``8D``; ``4H`` → ``D8``."""
    fila, columna = str(posicion.inicio[0] + 1), FILAS[posicion.inicio[1]]
    return fila + columna if posicion.direccion is Direccion.HORIZONTAL else columna + fila


def _entero(texto: str, n: int, que: str) -> int:
    if not re.fullmatch(r"[+-]?\d{1,5}", texto):
        raise ErrorGcg(f"Línea {n}: «{texto}» no es {que}.")
    return int(texto)


def _evento(n: int, linea: str) -> EventoGcg:
    cabeza, sep, resto = linea[1:].partition(":")
    if not sep or not cabeza.strip():
        raise ErrorGcg(f"Línea {n}: falta «>apodo:» al principio del turno.")
    jugador = cabeza.strip()
    partes = resto.split()
    if len(partes) < 3:
        raise ErrorGcg(f"Línea {n}: el turno está incompleto.")
    total = _entero(partes[-1], n, "un total")
    puntos = _entero(partes[-2], n, "una puntuación con signo")
    cuerpo = partes[:-2]

    def crear(
        tipo: TipoGcg, atril: str = "", posicion: Posicion | None = None, palabra: str = "", cambiadas: str = ""
    ) -> EventoGcg:
        return EventoGcg(n, jugador, tipo, puntos, total, atril, posicion, palabra, cambiadas)

    ultimo = cuerpo[-1]
    atril = cuerpo[0] if len(cuerpo) > 1 else ""
    if ultimo == "--":
        return crear(TipoGcg.RETIRADA, atril)
    if ultimo == "-":
        return crear(TipoGcg.PASE, atril)
    if ultimo.startswith("-"):
        return crear(TipoGcg.CAMBIO, atril, cambiadas=ultimo[1:])
    if ultimo == "(challenge)":
        return crear(TipoGcg.IMPUGNACION, atril)
    if ultimo == "(time)":
        return crear(TipoGcg.TIEMPO, atril)
    if ultimo.startswith("(") and ultimo.endswith(")"):
        return crear(TipoGcg.FICHAS_FINALES, ultimo[1:-1])
    if len(cuerpo) == 3:
        atril, coord, palabra = cuerpo
    elif len(cuerpo) == 2:
        atril, (coord, palabra) = "", cuerpo
    else:
        raise ErrorGcg(f"Línea {n}: no se entiende el turno «{linea.strip()}».")
    try:
        posicion = posicion_gcg(coord)
    except ErrorGcg as e:
        raise ErrorGcg(f"Línea {n}: {e}") from None
    return crear(TipoGcg.JUGADA, atril, posicion=posicion, palabra=palabra)


def leer_gcg(texto: str) -> PartidaGcg:
    """Lee el texto de un fichero GCG. Los errores dicen en qué línea están."""
    partida = PartidaGcg()
    for n, linea in enumerate(texto.splitlines(), start=1):
        linea = linea.rstrip("\r\n")
        if not linea.strip():
            continue
        if linea.startswith("#"):
            clave, _, valor = linea[1:].partition(" ")
            if clave == "player1" or clave == "player2" or re.fullmatch(r"player\d", clave):
                apodo, _, nombre = valor.strip().partition(" ")
                partida.jugadores[apodo] = nombre.strip() or apodo
            elif clave not in ("note",):
                partida.pragmas[clave] = valor.strip()
            continue
        if linea.startswith(">"):
            partida.eventos.append(_evento(n, linea))
            continue
        # Las notas pueden seguir en varias líneas; se ignoran.
    return partida


def reproducir(partida: PartidaGcg, tablero: Tablero | None = None) -> Iterator[tuple[EventoGcg, Resultado | None]]:
    """Juega los eventos sobre un tablero y da cada uno con la jugada puntuada por el núcleo.

    Una jugada retirada (``--``) quita del tablero las fichas de la última jugada de ese jugador.
    Las jugadas inválidas lanzan ``ErrorGcg`` con su número de línea.
    """
    ed = partida.edicion
    t = tablero if tablero is not None else Tablero()
    ultimas: dict[str, dict[Casilla, Ficha]] = {}
    for evento in partida.eventos:
        if evento.tipo is TipoGcg.JUGADA and evento.posicion is not None:
            try:
                col = colocacion(t, evento.posicion, evento.palabra, ed, unir_digrafos=False)
                resultado = puntuar(t, col.nuevas, ed, col.posicion.direccion)
            except ErrorPlanilla as e:
                raise ErrorGcg(f"Línea {evento.linea}: {e}") from None
            colocar(t, col.nuevas)
            ultimas[evento.jugador] = col.nuevas
            yield evento, resultado
            continue
        if evento.tipo is TipoGcg.RETIRADA:
            for c in ultimas.pop(evento.jugador, {}):
                t.quitar(c)
        yield evento, None
