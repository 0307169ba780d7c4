"""Diálogos de la partida clásica (penalización, fin de partida, tabla final) y, con los nombres de siempre,
los que comparten todas las hojas (nueva partida con su sorteo, «Partidas»; los abre la sesión).

Ninguno toca la planilla por su cuenta: recogen datos y la hoja (o la sesión) llama al controlador. Las
pruebas los rellenan y llaman a ``aceptar()`` sin abrirlos de forma modal.

Cada diálogo vive en su módulo (``dialogos_fin`` aquí; ``hojas/dialogo_nueva_partida``, ``hojas/dialogo_sorteo``
y ``hojas/dialogo_partidas`` fuera, porque son de todas las hojas; lo común en ``hojas/dialogo_comun``).
"""

from __future__ import annotations

from app_planilla.ui.hojas.clasica.dialogos_fin import (
    DialogoClasificacion,
    DialogoFin,
    DialogoPenalizacion,
    leer_atril,
)
from app_planilla.ui.hojas.dialogo_comun import Ejecutar as Ejecutar
from app_planilla.ui.hojas.dialogo_comun import ejecutar_modal
from app_planilla.ui.hojas.dialogo_comun import tabla as tabla
from app_planilla.ui.hojas.dialogo_nueva_partida import DialogoNuevaPartida
from app_planilla.ui.hojas.dialogo_partidas import DialogoPartidas
from app_planilla.ui.hojas.dialogo_sorteo import DialogoSorteo

__all__ = [
    "DialogoClasificacion",
    "DialogoFin",
    "DialogoNuevaPartida",
    "DialogoPartidas",
    "DialogoPenalizacion",
    "DialogoSorteo",
    "ejecutar_modal",
    "leer_atril",
]
