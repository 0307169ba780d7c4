"""Clasificación de la duplicada en sus bordes: diferencia de un punto, la segunda mejor a un punto, quien no
anotó nada, una suma de maestras de un punto y los puntos de cada línea."""

from __future__ import annotations

from app_planilla.nucleo.duplicada.clasificacion import bonificaciones_ronda, clasificacion, texto_diferencia
from app_planilla.nucleo.duplicada.estado import FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import JugadaMaestra


def _fila(numero: int, maestra: int | None, *puntos: int | None) -> FilaDuplicada:
    jugada = None if maestra is None else JugadaMaestra(numero, maestra)
    return FilaDuplicada(numero, tuple(puntos), maestra=jugada)


def test_diferencia_de_un_punto() -> None:
    assert (texto_diferencia(1), texto_diferencia(0), texto_diferencia(-1)) == ("+1", "0", "\u22121")


def test_la_segunda_mejor_puede_ser_de_un_punto() -> None:
    assert bonificaciones_ronda(_fila(1, 20, 20, 1, 0, None)) == (10, 5, 0, 0)


def test_quien_no_anoto_nada_y_maestras_de_un_punto() -> None:
    filas = [_fila(1, 1, 1, None)]
    primera, segunda = clasificacion(filas, 2, con_bonificaciones=False)
    assert (primera.participante, primera.puntos, primera.porcentaje, primera.mejor, primera.puesto) == (
        0, 1, 100.0, 1, 1
    )
    assert (segunda.puntos, segunda.total, segunda.porcentaje, segunda.mejor, segunda.maestras, segunda.puesto) == (
        0, 0, 0.0, 0, 0, 2
    )
