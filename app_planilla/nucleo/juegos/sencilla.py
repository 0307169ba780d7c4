"""Lo común a las hojas sin líneas (Tantrix y «4 en letras»): un cambio que se pone y se quita, y los puestos."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar, cast

from app_planilla.nucleo.registro.eventos import Anulacion
from app_planilla.nucleo.registro.registro import Aplicar, ConParticipantes, Efecto, Registro

E = TypeVar("E")
Ini = TypeVar("Ini", bound=ConParticipantes)
Deshacer = Callable[[], None]
Poner = Callable[[], Deshacer]
"""Aplica un evento ya comprobado y devuelve lo que lo deshace."""


@dataclass(frozen=True)
class Participantes:
    """Lo que lleva el evento de inicio de estas hojas: quién juega (``""`` = sin nombre)."""

    participantes: tuple[str, ...]


def puestos(valores: Sequence[int]) -> tuple[int, ...]:
    """Puesto de cada uno (más es mejor); los empatados comparten puesto y el siguiente salta: 1, 1, 3."""
    return tuple(1 + sum(1 for otro in valores if otro > v) for v in valores)


def sin_cambios() -> Deshacer:
    """Un evento que no cambia nada más que el registro (el final)."""
    return lambda: None


class PlanillaSencilla(Registro[E, None, Ini]):
    """Tantrix y «4 en letras»: la subclase da ``_poner(evento)``, que lo comprueba y devuelve cómo aplicarlo."""

    def _poner(self, evento: E) -> Poner:
        raise NotImplementedError

    def _preparar(self, numero: int, evento: E) -> Aplicar[E, None]:
        poner = self._poner(evento)

        def aplicar() -> tuple[Efecto[E, None], Callable[[int, Anulacion], Efecto[E, None]]]:
            quitar = poner()

            def inversa(n: int, anulacion: Anulacion) -> Efecto[E, None]:
                quitar()
                return Efecto(n, cast(E, anulacion))

            return Efecto(numero, evento), inversa

        return aplicar
