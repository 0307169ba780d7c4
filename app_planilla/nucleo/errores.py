"""Errores del núcleo: todos heredan de ``ValueError`` y llevan un mensaje para quien juega, en su idioma."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from app_planilla.nucleo.idioma import _

T = TypeVar("T")


class ErrorPlanilla(ValueError):
    """Entrada que no se puede aceptar; el mensaje se muestra tal cual."""


class ErrorEdicion(ErrorPlanilla):
    """Edición desconocida."""


class ErrorFichas(ErrorPlanilla):
    """Texto que no se puede convertir en fichas (números, símbolos, letras de otra edición)."""


class ErrorCoordenada(ErrorPlanilla):
    """Coordenada o notación de jugada mal escrita."""


class ErrorColocacion(ErrorPlanilla):
    """Jugada que incumple las reglas de colocación: no puntúa."""


def elegir(tabla: Mapping[str, T], clave: str, error: type[ErrorPlanilla], falta: str) -> T:
    """El valor de ``clave`` en una tabla de preajustes; si no está, ``error`` con ``falta`` y las claves que hay."""
    try:
        return tabla[clave]
    except KeyError:
        raise error(_("{falta}: {claves}.").format(falta=falta, claves=", ".join(tabla))) from None
