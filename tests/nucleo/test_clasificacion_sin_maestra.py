"""Las bonificaciones de una ronda que aún no tiene maestra: ninguna, y la clasificación con bonificaciones
cuenta solo las de las rondas con maestra."""

from __future__ import annotations

from app_planilla.nucleo.duplicada.clasificacion import bonificaciones_ronda, clasificacion
from app_planilla.nucleo.duplicada.estado import FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import JugadaMaestra


def _fila(numero: int, maestra: int | None, *puntos: int | None) -> FilaDuplicada:
    jugada = None if maestra is None else JugadaMaestra(numero, maestra)
    return FilaDuplicada(numero, tuple(puntos), maestra=jugada)


def test_una_ronda_sin_maestra_no_da_bonificaciones() -> None:
    assert bonificaciones_ronda(_fila(2, None, 30, 20)) == (0, 0)
    primera, segunda = clasificacion([_fila(1, 40, 40, 30), _fila(2, None, 30, 20)], 2, con_bonificaciones=True)
    assert (primera.participante, primera.bonificacion, segunda.bonificacion) == (0, 10, 5)
