"""Las hojas de Tantrix y de «4 en letras» en la ventana, sobre el almacén de la sesión.

La sesión abre cualquier partida (nueva, de «Partidas…» o al arrancar) y, si es de uno de estos juegos, la
pasa con ``juego_abierto``: aquí se reparte a la hoja de su juego (``tantrix``, ``cuatro_letras``; lo común a
las dos, en ``hoja_juego``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDockWidget

from app_planilla.nucleo.almacen.almacen import PartidaGuardada
from app_planilla.ui.hojas.juegos.cuatro_letras import HojaCuatroLetras
from app_planilla.ui.hojas.juegos.hoja_juego import HojaJuego
from app_planilla.ui.hojas.juegos.tantrix import HojaTantrix

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto
    from app_planilla.ui.sesion import Sesion


class HojasJuegos(QObject):
    """Las dos hojas (Tantrix y «4 en letras») y el reparto de las partidas que abre el controlador clásico."""

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: QDockWidget) -> None:
        super().__init__(sesion)
        self.tantrix = HojaTantrix(ventana, sesion, sitio)
        self.cuatro_letras = HojaCuatroLetras(ventana, sesion, sitio)
        if sesion.controlador is not None:
            sesion.controlador.juego_abierto.connect(self.poner)

    @property
    def hojas(self) -> tuple[HojaJuego, ...]:
        return (self.tantrix, self.cuatro_letras)

    @property
    def activa(self) -> HojaJuego | None:
        return next((h for h in self.hojas if h.activa), None)

    def poner(self, partida: PartidaGuardada) -> None:
        """Una partida de uno de estos juegos: la lleva su hoja y la otra se retira."""
        for h in self.hojas:
            if not isinstance(partida.planilla, h.controlador.clase):
                h.controlador.poner(None)
        for h in self.hojas:
            if isinstance(partida.planilla, h.controlador.clase):
                h.controlador.poner(partida)

    def arrancado(self) -> None:
        for h in self.hojas:
            h.arrancado()


__all__ = ["HojasJuegos"]
