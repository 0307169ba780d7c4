"""Las hojas de Tantrix y de «4 en letras» en la ventana, sobre el almacén de la sesión.

La sesión abre cualquier partida (nueva, de «Partidas…» o al arrancar) y, si es de uno de estos juegos, se la
da al controlador de la hoja de su juego (``tantrix``, ``cuatro_letras``; lo común a las dos, en
``hoja_juego``). Se montan juntas, la primera vez que se abre una partida de cualquiera de los dos.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app_planilla.ui.hojas.juegos.cuatro_letras import HojaCuatroLetras
from app_planilla.ui.hojas.juegos.hoja_juego import HojaJuego
from app_planilla.ui.hojas.juegos.tantrix import HojaTantrix

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto, SitioHojas
    from app_planilla.ui.sesion import Sesion


class HojasJuegos(QObject):
    """Las dos hojas (Tantrix y «4 en letras»)."""

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: SitioHojas) -> None:
        super().__init__(sesion)
        self.ventana = ventana
        self.tantrix = HojaTantrix(ventana, sesion, sitio)
        self.cuatro_letras = HojaCuatroLetras(ventana, sesion, sitio)
        # Después de las hojas: cuando cada una ya sabe si su partida es la abierta.
        for h in self.hojas:
            h.controlador.abierta.connect(self._poner_tablero)

    @property
    def hojas(self) -> tuple[HojaJuego, ...]:
        return (self.tantrix, self.cuatro_letras)

    @property
    def activa(self) -> HojaJuego | None:
        return next((h for h in self.hojas if h.activa), None)

    def _poner_tablero(self) -> None:
        """Estos juegos no usan el tablero: mientras uno está abierto, su sitio es para la hoja y los relojes."""
        activa = self.activa
        self.ventana.mostrar_tablero(activa is None, None if activa is None else activa.dock)

    def arrancado(self) -> None:
        for h in self.hojas:
            h.arrancado()
        self._poner_tablero()


__all__ = ["HojasJuegos"]
