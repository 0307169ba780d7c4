"""La parte común de las operaciones de los controladores (clásica, duplicada, Tantrix y «4 en letras»).

La planilla del almacén guarda cada evento antes de aplicarlo; si algo falla (``ErrorPlanilla``, o
``ErrorAlmacen`` al escribir), nada ha cambiado y el mensaje en español queda en ``ultimo_error`` y sale
por la señal ``error``. Las señales de lo que sí cambió las emite cada controlador, que sabe cuáles son.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from app_planilla.nucleo.almacen.almacen import ErrorAlmacen
from app_planilla.nucleo.errores import ErrorPlanilla

P = TypeVar("P")
R = TypeVar("R")


class ControladorConError(Protocol):
    """Un controlador de Qt con su señal ``error(str)`` y su ``ultimo_error``."""

    ultimo_error: str | None
    error: Any

    def tr(self, texto: str) -> str: ...


def operar_guardado(
    controlador: ControladorConError,
    planilla: P | None,
    sin_partida: str,
    operacion: Callable[[P], R],
    *,
    silencioso: bool = False,
) -> R | None:
    """El resultado de ``operacion(planilla)`` ya guardado, o ``None`` si no se pudo (``sin_partida`` si no
    hay planilla). Con ``silencioso`` el error no se emite: solo queda en ``ultimo_error``."""
    controlador.ultimo_error = None
    try:
        if planilla is None:
            raise ErrorPlanilla(sin_partida)
        resultado = operacion(planilla)
    except ErrorAlmacen as e:
        controlador.ultimo_error = controlador.tr("No se ha guardado nada: {0}").format(e)
    except ErrorPlanilla as e:
        controlador.ultimo_error = str(e)
    if controlador.ultimo_error is not None:
        if not silencioso:
            controlador.error.emit(controlador.ultimo_error)
        return None
    return resultado
