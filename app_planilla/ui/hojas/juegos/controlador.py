"""El controlador de la partida abierta de un juego (Tantrix o «4 en letras»); sin widgets. Su entrada en
«Tipo de partida» (``TIPOS_JUEGO``) está con el diálogo «Nueva partida», que es quien la usa.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.modalidades import de_clase
from app_planilla.nucleo.registro.registro import Efecto, Registro
from app_planilla.ui.hojas.operacion_guardada import ControladorHoja

Planilla = Any
"""``PlanillaTantrix`` o ``PlanillaCuatroLetras`` (según la hoja)."""


class ControladorJuego(ControladorHoja):
    """La partida abierta de un juego (Tantrix o «4 en letras»); ``cambiada(Efecto)`` ya guardado."""

    def __init__(self, clase: type[Registro[Any, Any, Any]], almacen: Almacen | None,
                 parent: QObject | None = None) -> None:
        super().__init__(almacen, parent)
        self.clase = clase
        self.claves = (de_clase(clase).clave,)

    def operar(self, operacion: Callable[[Planilla], Efecto[Any, None]]) -> Efecto[Any, None] | None:
        return self._operar(operacion)


__all__ = ["ControladorJuego", "Planilla"]
