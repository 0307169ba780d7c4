"""Lo que cada juego (Tantrix y «4 en letras») aporta fuera de su panel: su entrada en «Tipo de partida»
(``TIPOS_JUEGO``) y el controlador de su partida abierta (``ControladorJuego``).

Sin widgets: el diálogo «Nueva partida» y las hojas de los juegos (``hoja_juegos``) lo usan por igual.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.juegos.cuatro_letras import (
    MAX_PARTICIPANTES_CUATRO_LETRAS,
    MIN_PARTICIPANTES_CUATRO_LETRAS,
    nueva_cuatro_letras,
)
from app_planilla.nucleo.juegos.tantrix import MAX_PARTICIPANTES_TANTRIX, MIN_PARTICIPANTES_TANTRIX, nueva_tantrix
from app_planilla.nucleo.modalidades import CUATRO_LETRAS, TANTRIX, InicioPartida
from app_planilla.nucleo.registro.registro import EfectoSencillo, RegistroSencillo
from app_planilla.ui.hojas.operacion_guardada import operar_guardado

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


class ControladorJuego(QObject):
    """La partida abierta de un juego (Tantrix o «4 en letras»).

    Señales: ``abierta(planilla | None)``, ``cambiada(EfectoSencillo)`` (ya guardado), ``error(str)``.
    """

    abierta = Signal(object)
    cambiada = Signal(object)
    error = Signal(str)

    def __init__(self, clase: type[RegistroSencillo[Any]], almacen: Almacen | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clase = clase
        self.almacen = almacen
        self.partida: PartidaGuardada | None = None
        self.ultimo_error: str | None = None

    @property
    def planilla(self) -> Planilla | None:
        if self.partida is None or not isinstance(self.partida.planilla, self.clase):
            return None
        return self.partida.planilla

    def poner(self, partida: PartidaGuardada | None) -> None:
        """La partida que abrió el controlador clásico (``None``: ahora se lleva otra)."""
        if partida is not None and not isinstance(partida.planilla, self.clase):
            partida = None
        if partida is None and self.partida is None:
            return
        self.partida = partida
        self.abierta.emit(self.planilla)

    def operar(self, operacion: Callable[[Planilla], EfectoSencillo[Any]]) -> EfectoSencillo[Any] | None:
        efecto = operar_guardado(
            self, self.planilla, self.tr("No hay ninguna partida abierta: empieza una con «Nueva partida…»."),
            operacion,
        )
        if efecto is None:
            return None
        # Ya está en disco: ahora sí, que lo vean las vistas.
        self.cambiada.emit(efecto)
        return efecto


__all__ = ["TIPOS_JUEGO", "ControladorJuego", "Planilla", "TipoJuego"]
