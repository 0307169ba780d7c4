"""Lo que cada juego (Tantrix y «4 en letras») aporta fuera de su panel: su entrada en «Tipo de partida»
(``TIPOS_JUEGO``) y el controlador de su partida abierta (``ControladorJuego``).

Sin widgets: el diálogo «Nueva partida» y las hojas de los juegos (``hoja_juegos``) lo usan por igual.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.juegos.cuatro_letras import (
    MAX_PARTICIPANTES_CUATRO_LETRAS,
    MIN_PARTICIPANTES_CUATRO_LETRAS,
    nueva_cuatro_letras,
)
from app_planilla.nucleo.juegos.tantrix import MAX_PARTICIPANTES_TANTRIX, MIN_PARTICIPANTES_TANTRIX, nueva_tantrix
from app_planilla.nucleo.modalidades import CUATRO_LETRAS, TANTRIX, InicioPartida, de_clase
from app_planilla.nucleo.registro.registro import Efecto, Registro
from app_planilla.ui.hojas.operacion_guardada import ControladorHoja

Planilla = Any
"""``PlanillaTantrix`` o ``PlanillaCuatroLetras`` (según la hoja)."""


@dataclass(frozen=True)
class TipoJuego:
    """Lo que el diálogo «Nueva partida» necesita de cada juego para su «Tipo de partida»."""

    minimo: int
    maximo: int
    nueva: Callable[[Sequence[str]], InicioPartida]
    nota: str


TIPOS_JUEGO = {
    TANTRIX: TipoJuego(
        MIN_PARTICIPANTES_TANTRIX, MAX_PARTICIPANTES_TANTRIX, nueva_tantrix,
        "Al final, cada participante anota su línea más larga y su circuito más grande (en fichas): "
        "1 punto por ficha de línea, 2 por ficha de circuito; cuenta la mejor.",
    ),
    CUATRO_LETRAS: TipoJuego(
        MIN_PARTICIPANTES_CUATRO_LETRAS, MAX_PARTICIPANTES_CUATRO_LETRAS, nueva_cuatro_letras,
        "Una serie de partidas: se anota quién gana cada una y con qué palabra (o el empate con el área llena). "
        "Vencedor absoluto: quien más partidas gana.",
    ),
}
"""Tantrix y «4 en letras» en «Tipo de partida» (las claves son las modalidades del almacén)."""


class ControladorJuego(ControladorHoja):
    """La partida abierta de un juego (Tantrix o «4 en letras»); ``cambiada(Efecto)`` ya guardado."""

    def __init__(self, clase: type[Registro[Any, Any, Any]], almacen: Almacen | None,
                 parent: QObject | None = None) -> None:
        super().__init__(almacen, parent)
        self.clase = clase
        self.claves = (de_clase(clase).clave,)

    def operar(self, operacion: Callable[[Planilla], Efecto[Any, None]]) -> Efecto[Any, None] | None:
        return self._operar(operacion)


__all__ = ["TIPOS_JUEGO", "ControladorJuego", "Planilla", "TipoJuego"]
