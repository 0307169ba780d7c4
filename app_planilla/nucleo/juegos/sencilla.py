"""Lo común a las hojas sin líneas (Tantrix y «4 en letras»): un cambio que se pone y se quita, los puestos y
los ajustes de los relojes que anota el árbitro."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from app_planilla.nucleo.registro.eventos import (
    AjusteReloj,
    Anulacion,
    ConTipo,
    a_dict_campos,
    ajuste_reloj_a_dict,
    comprobar_ajuste,
)
from app_planilla.nucleo.registro.registro import Aplicar, ConParticipantes, Efecto, Guardar, Registro

E = TypeVar("E")
Ini = TypeVar("Ini", bound=ConParticipantes)
Deshacer = Callable[[], None]
Poner = Callable[[], Deshacer]
"""Aplica un evento ya comprobado y devuelve lo que lo deshace."""


@dataclass(frozen=True)
class Participantes:
    """Lo que lleva el evento de inicio de estas hojas: quién juega (``""`` = sin nombre)."""

    participantes: tuple[str, ...]


@dataclass(frozen=True)
class RelojAjustado:
    """Un ajuste del reloj anotado en la hoja: de quién, lo que marca tras él y dónde cae."""

    numero: int
    """El número del evento."""
    participante: int
    restante_ms: int
    tras: int
    """Filas que tenía la hoja al anotarlo (en «4 en letras», las partidas de la serie): va tras ellas."""


def a_dict_juego(evento: ConTipo) -> dict[str, Any]:
    """Un evento de estos juegos como diccionario apto para JSON (el ajuste, como en la clásica)."""
    return ajuste_reloj_a_dict(evento) if isinstance(evento, AjusteReloj) else a_dict_campos(evento)


def puestos(valores: Sequence[int]) -> tuple[int, ...]:
    """Puesto de cada uno (más es mejor); los empatados comparten puesto y el siguiente salta: 1, 1, 3."""
    return tuple(1 + sum(1 for otro in valores if otro > v) for v in valores)


def sin_cambios() -> Deshacer:
    """Un evento que no cambia nada más que el registro (el final)."""
    return lambda: None


class PlanillaSencilla(Registro[E, None, Ini]):
    """Tantrix y «4 en letras»: la subclase da ``_poner(evento)``, que lo comprueba y devuelve cómo aplicarlo;
    los ajustes de los relojes (``AjusteReloj``) los anota esta base en :attr:`relojes_ajustados`."""

    def __init__(self, inicio: Ini, *, guardar: Guardar | None = None) -> None:
        self._ajustados: list[RelojAjustado] = []
        super().__init__(inicio, guardar=guardar)

    def _poner(self, evento: E) -> Poner:
        raise NotImplementedError

    def _filas_hoja(self) -> int:
        """Filas de la hoja hasta ahora (para saber dónde cae un ajuste del reloj)."""
        return 0

    @property
    def relojes_ajustados(self) -> tuple[RelojAjustado, ...]:
        """Los ajustes de los relojes en pie, en el orden en que se anotaron."""
        return tuple(self._ajustados)

    def _ajustar(self, numero: int, evento: AjusteReloj) -> Poner:
        comprobar_ajuste(evento, self.participantes)
        ajustado = RelojAjustado(numero, evento.participante, evento.restante_ms, self._filas_hoja())

        def poner() -> Deshacer:
            self._ajustados.append(ajustado)
            return lambda: self._ajustados.remove(ajustado)

        return poner

    def _preparar(self, numero: int, evento: E) -> Aplicar[E, None]:
        poner = self._ajustar(numero, evento) if isinstance(evento, AjusteReloj) else self._poner(evento)

        def aplicar() -> tuple[Efecto[E, None], Callable[[int, Anulacion], Efecto[E, None]]]:
            quitar = poner()

            def inversa(n: int, anulacion: Anulacion) -> Efecto[E, None]:
                quitar()
                return Efecto(n, cast(E, anulacion))

            return Efecto(numero, evento), inversa

        return aplicar
