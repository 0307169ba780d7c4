"""Los relojes de la partida clásica (``relojes/partida.py``) también para Tantrix y «4 en letras».

Los mismos relojes, el mismo panel y las mismas fotos en el almacén; solo cambia de dónde llegan las señales:
del ``ControladorJuego`` de cada hoja (``abierta`` y ``cambiada``) en lugar del controlador clásico.

- En estos juegos la hoja no anota turnos: quien juega pulsa su reloj a mano (F5 o las teclas del panel).
- Cualquier línea anotada (un resultado de Tantrix, una partida de la serie de «4 en letras» ganada o
  empatada, el final) es que esa partida se acabó: los relojes se paran. Con la siguiente de la serie, se
  sigue con F6 o pulsando el reloj, con el tiempo que le quedaba a cada uno.
- Deshacer una línea devuelve los relojes a la foto de justo antes de anotarla.
- El tiempo extra se ve en el reloj, pero no va a la hoja: no hay puntos que restar (el diálogo guarda 0
  puntos por minuto para estos juegos).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from app_planilla.nucleo.registro.registro import Efecto

if TYPE_CHECKING:
    from app_planilla.ui.hojas.juegos.controlador import ControladorJuego
    from app_planilla.ui.hojas.juegos.hoja import HojasJuegos
    from app_planilla.ui.relojes.partida import RelojesPartida


class RelojesJuegos(QObject):
    """Cablea las hojas de Tantrix y de «4 en letras» con los relojes de la ventana."""

    def __init__(self, relojes: RelojesPartida, juegos: HojasJuegos) -> None:
        super().__init__(relojes)
        self.relojes = relojes
        for hoja in juegos.hojas:
            c = hoja.controlador
            c.abierta.connect(lambda planilla, c=c: self._abierta(c, planilla))
            c.cambiada.connect(lambda efecto, c=c: self._cambiada(c, efecto))
            # El menú «Relojes» también en el menú de cada juego (la clásica queda oculta mientras tanto).
            hoja.menu.addSeparator()
            hoja.menu.addMenu(relojes.menu)
            if c.planilla is not None:  # ya abierta antes de cablear
                self._abierta(c, c.planilla)

    def _abierta(self, origen: ControladorJuego, planilla: Any) -> None:
        if planilla is None and origen is not self.relojes.origen:
            return  # se retira una hoja que ya no llevaba los relojes (los lleva la partida que se abrió)
        self.relojes.abrir(origen if planilla is not None else None, planilla)

    def _cambiada(self, origen: ControladorJuego, _efecto: Efecto[Any, None]) -> None:
        # Como en la clásica: el núcleo ya movió los relojes (deshacer vuelve a los de antes; lo demás los
        # para, porque se anota al final) y guardó su foto con el evento.
        if self.relojes.propio(origen):
            self.relojes.repintar()


__all__ = ["RelojesJuegos"]
