"""La planilla y la clasificación como texto, para copiar al portapapeles o exportar (cualquier modalidad)."""

from __future__ import annotations

from app_planilla.nucleo.modalidades import Partida, de_planilla


def texto_planilla(planilla: Partida) -> str:
    """La hoja entera, como la escribe su modalidad."""
    return de_planilla(planilla).texto(planilla)


def texto_clasificacion(planilla: Partida) -> str:
    """La clasificación (provisional o final)."""
    return de_planilla(planilla).texto_clasificacion(planilla)
