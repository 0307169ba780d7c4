"""Deshacer en el tablero suelto (sin partida abierta): cada «Dejar en el tablero» o «Vaciar el tablero» guarda
cómo estaba, y «Deshacer "Dejar en el tablero"» lo devuelve. Con partida, deshacer es un evento de su planilla."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla, Tablero


@dataclass(frozen=True)
class FotoTablero:
    """El tablero en un momento: sus fichas y las de la última jugada (las que se ven marcadas)."""

    fichas: Mapping[Casilla, Ficha]
    ultima: frozenset[Casilla]

    @classmethod
    def de(cls, tablero: Tablero, ultima: Iterable[Casilla] = ()) -> FotoTablero:
        return cls(dict(tablero.fichas), frozenset(ultima))


class HistorialTablero:
    """Pila de fotos del tablero suelto, la más reciente arriba."""

    def __init__(self) -> None:
        self._fotos: list[FotoTablero] = []

    @property
    def puede_deshacer(self) -> bool:
        return bool(self._fotos)

    def guardar(self, foto: FotoTablero) -> None:
        """Cómo estaba el tablero justo antes de cambiarlo (tomada antes, por si el cambio no sale)."""
        self._fotos.append(foto)

    def deshacer(self, tablero: Tablero) -> FotoTablero | None:
        """Devuelve ``tablero`` a la última foto y la da (``None``, sin tocar nada, si no hay)."""
        if not self._fotos:
            return None
        foto = self._fotos.pop()
        tablero.vaciar()
        for casilla, ficha in foto.fichas.items():
            tablero.poner(casilla, ficha)
        return foto

    def olvidar(self) -> None:
        """El tablero pasa a ser otro (el de una partida, o de otra edición): lo anterior ya no se deshace."""
        self._fotos.clear()
