"""Rehacer una planilla repasando su registro: el bucle común a la clásica y la duplicada.

(Tantrix y «4 en letras» tienen el suyo en ``RegistroSencillo._repasar``: anotan también la inversa de
cada evento para deshacer.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from app_planilla.nucleo.clasica.eventos import ErrorEvento
from app_planilla.nucleo.errores import ErrorPlanilla


class ConTipo(Protocol):
    """Un evento: todos dicen su «tipo» (el del JSON)."""

    @property
    def tipo(self) -> str: ...


E = TypeVar("E", bound=ConTipo)
R = TypeVar("R")


def repasar(
    eventos: Iterable[E],
    hacer: Callable[[E], tuple[E, Callable[[], R]]],
    anotar: Callable[[E], None],
) -> None:
    """Comprueba y aplica cada evento (``hacer`` da su forma canónica y la función que lo aplica) y lo anota.

    Los números empiezan en 1 porque el 0 es el inicio, que ya está aplicado: un evento inválido se señala
    con su número y su tipo, para que se pueda buscar en el archivo.
    """
    for numero, evento in enumerate(eventos, start=1):
        try:
            limpio, aplicar = hacer(evento)
        except ErrorPlanilla as e:
            raise ErrorEvento(f"Evento {numero} («{evento.tipo}»): {e}") from None
        aplicar()
        anotar(limpio)
