"""Lo común a las pruebas del núcleo y de la línea de órdenes: ``planilla …`` con su estado de salida, y el JSON
de una planilla leído de vuelta como la misma, y el de un archivo hostil rechazado."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from app_planilla.cli import principal
from app_planilla.exportar.json_partida import leer_json, texto_json
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.texto import texto_clasificacion, texto_planilla


def salir(argv: list[str]) -> int:
    """``planilla argv`` dentro del proceso: su estado de salida (0 bien, 1 entrada mala, 2 uso)."""
    try:
        return principal(argv)
    except SystemExit as e:
        return int(e.code or 0)


def ida_y_vuelta(p: Any, vista: Callable[[Any], object]) -> None:
    """El JSON de ``p`` se lee como la misma planilla: misma clase y ``vista``, el mismo JSON y los mismos textos."""
    texto = texto_json(p)
    q = leer_json(texto)
    assert type(q) is type(p) and vista(q) == vista(p)
    assert texto_json(q) == texto
    assert texto_planilla(q) == texto_planilla(p) and texto_clasificacion(q) == texto_clasificacion(p)


def json_rechazado(texto: str | bytes) -> None:
    """Un archivo hostil se rechaza con un mensaje claro: ``ErrorPlanilla`` corto y sin traza."""
    with pytest.raises(ErrorPlanilla) as error:
        leer_json(texto)
    mensaje = str(error.value)
    assert mensaje and len(mensaje) < 300, mensaje
    assert "Traceback" not in mensaje
