"""Diálogos de la partida clásica: nueva partida (con el sorteo), penalización, fin de partida, tabla final
y la lista «Partidas».

Ninguno toca la planilla por su cuenta: recogen datos y la hoja llama al controlador. Las pruebas los
rellenan y llaman a ``aceptar()`` sin abrirlos de forma modal.

Cada diálogo vive en su módulo (``dialogo_nueva_partida``, ``dialogo_sorteo``, ``dialogos_fin``,
``dialogo_partidas``; lo común en ``dialogo_comun``) para no pasar de ~400 líneas; aquí se reúnen con los
nombres de siempre. La hoja los busca en este módulo al abrirlos, así que sustituirlos aquí la sigue afectando;
lo que un diálogo usa de otro (el sorteo, ``tabla``, ``leer_atril``) se resuelve en su propio módulo.
"""

from __future__ import annotations

from app_planilla.ui.hojas.clasica.dialogo_sorteo import DialogoSorteo
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
