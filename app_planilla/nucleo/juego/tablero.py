"""Tablero 15×15: casillas de premio, coordenadas FISE y fichas colocadas."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorCoordenada
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.fichas import Ficha

LADO = 15
FILAS = "ABCDEFGHIJKLMNO"
CENTRO = (7, 7)

Casilla = tuple[int, int]
"""(fila, columna) empezando en 0: A1 es (0, 0) y H8 es (7, 7)."""


class Premio(enum.Enum):
    """Casilla de premio (solo cuenta el turno en que se tapa)."""

    DL = "DL"
    TL = "TL"
    DP = "DP"
    TP = "TP"

    @property
    def letra(self) -> int:
        """Multiplicador de la ficha."""
        return _MULTIPLICADORES[self][0]

    @property
    def palabra(self) -> int:
        """Multiplicador de la palabra."""
        return _MULTIPLICADORES[self][1]


# (letra, palabra) por casilla de premio; fuera de la clase para no rehacerlo en cada consulta.
_MULTIPLICADORES = {Premio.DL: (2, 1), Premio.TL: (3, 1), Premio.DP: (1, 2), Premio.TP: (1, 3)}


class Direccion(enum.Enum):
    HORIZONTAL = "H"
    VERTICAL = "V"

    @property
    def paso(self) -> Casilla:
        return (0, 1) if self is Direccion.HORIZONTAL else (1, 0)

    @property
    def otra(self) -> Direccion:
        return Direccion.VERTICAL if self is Direccion.HORIZONTAL else Direccion.HORIZONTAL


def casilla(texto: str) -> Casilla:
    """``H8`` → (7, 7). Fila A–O y columna 1–15."""
    m = re.fullmatch(r"\s*([A-Oa-o])\s*([0-9]{1,2})\s*", texto)
    if not m or not 1 <= int(m.group(2)) <= LADO:
        raise ErrorCoordenada(
            _("«{texto}» no es una casilla: usa una fila de la A a la O y una columna del 1 al 15.").format(
                texto=texto.strip()
            )
        )
    return FILAS.index(m.group(1).upper()), int(m.group(2)) - 1


def nombre_casilla(c: Casilla) -> str:
    """(7, 7) → ``H8``."""
    return f"{FILAS[c[0]]}{c[1] + 1}"


def en_tablero(c: Casilla) -> bool:
    return 0 <= c[0] < LADO and 0 <= c[1] < LADO


@dataclass(frozen=True)
class Posicion:
    """Inicio y dirección de una jugada en notación FISE."""

    inicio: Casilla
    direccion: Direccion

    @classmethod
    def desde_fise(cls, texto: str) -> Posicion:
        """``H4`` = horizontal desde la fila H, columna 4; ``4H`` = vertical desde la columna 4, fila H."""
        t = texto.strip().upper()
        # [0-9] y no \d: «H٨» o «H８» no son H8 (\d acepta cifras de cualquier escritura).
        m = re.fullmatch(r"([A-O])([0-9]{1,2})", t)
        if m and 1 <= int(m.group(2)) <= LADO:
            return cls((FILAS.index(m.group(1)), int(m.group(2)) - 1), Direccion.HORIZONTAL)
        m = re.fullmatch(r"([0-9]{1,2})([A-O])", t)
        if m and 1 <= int(m.group(1)) <= LADO:
            return cls((FILAS.index(m.group(2)), int(m.group(1)) - 1), Direccion.VERTICAL)
        raise ErrorCoordenada(
            _(
                "«{texto}» no es una coordenada: escribe H4 (horizontal desde la fila H, columna 4) "
                "o 4H (vertical desde la columna 4, fila H)."
            ).format(texto=texto.strip())
        )

    def fise(self) -> str:
        fila, columna = FILAS[self.inicio[0]], self.inicio[1] + 1
        return f"{fila}{columna}" if self.direccion is Direccion.HORIZONTAL else f"{columna}{fila}"

    def __str__(self) -> str:
        return self.fise()


def _premios() -> dict[Casilla, Premio]:
    listas = {
        Premio.TP: "A1 H1 O1 A8 O8 A15 H15 O15",
        Premio.DP: "B2 N2 C3 M3 D4 L4 E5 K5 H8 E11 K11 D12 L12 C13 M13 B14 N14",
        Premio.TL: "F2 J2 B6 F6 J6 N6 B10 F10 J10 N10 F14 J14",
        Premio.DL: "D1 L1 G3 I3 A4 H4 O4 C7 G7 I7 M7 D8 L8 C9 G9 I9 M9 A12 H12 O12 G13 I13 D15 L15",
    }
    return {casilla(c): premio for premio, texto in listas.items() for c in texto.split()}


PREMIOS: Mapping[Casilla, Premio] = _premios()


class Tablero:
    """Fichas colocadas en turnos anteriores. Mutable y barato de copiar."""

    __slots__ = ("_fichas",)

    def __init__(self, fichas: Mapping[Casilla, Ficha] | None = None) -> None:
        self._fichas: dict[Casilla, Ficha] = dict(fichas or {})

    def __getitem__(self, c: Casilla) -> Ficha | None:
        return self._fichas.get(c)

    def __contains__(self, c: object) -> bool:
        return c in self._fichas

    def __len__(self) -> int:
        return len(self._fichas)

    def __iter__(self) -> Iterator[tuple[Casilla, Ficha]]:
        return iter(sorted(self._fichas.items()))

    def vacio(self) -> bool:
        return not self._fichas

    def copia(self) -> Tablero:
        return Tablero(self._fichas)

    def poner(self, c: Casilla, ficha: Ficha) -> None:
        self._fichas[c] = ficha

    def quitar(self, c: Casilla) -> None:
        self._fichas.pop(c, None)

    def vaciar(self) -> None:
        self._fichas.clear()

    @property
    def fichas(self) -> Mapping[Casilla, Ficha]:
        return self._fichas
