"""Planilla de Tantrix: puntos de línea y circuito, clasificación con empates, rangos, deshacer y final."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juegos.tantrix import (
    FinTantrix,
    PlanillaTantrix,
    ResultadoTantrix,
    nueva_tantrix,
    puntos_tantrix,
)
from app_planilla.nucleo.registro.eventos import Anulacion
from app_planilla.nucleo.registro.registro import Anotado


def test_ejemplo_de_la_semilla_linea_de_8_igual_a_circuito_de_4() -> None:
    """«El verde tiene una línea de ocho fichas, mientras que el azul tiene un circuito de cuatro fichas, y en
    ambos casos la puntuación es de ocho.»"""
    p = PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))
    p.anotar(0, 8, 0)
    p.anotar(1, 0, 4)
    assert p.puntos == (8, 8)
    assert [(f.nombre, f.puesto, f.cuenta) for f in p.clasificacion()] == [
        ("Verde", 1, "línea"),
        ("Azul", 1, "circuito"),
    ]
    assert p.ganadores == (0, 1)
    # «Con una ficha más, el jugador verde podría cerrar un circuito de 11 fichas y su puntuación sería de 22.»
    assert puntos_tantrix(8, 11) == 22


@pytest.mark.parametrize(
    ("linea", "circuito", "puntos"),
    [(0, 0, 0), (1, 0, 1), (8, 4, 8), (9, 4, 9), (7, 4, 8), (20, 11, 22), (56, 0, 56), (0, 28, 56), (30, 26, 52)],
)
def test_solo_cuenta_la_mejor(linea: int, circuito: int, puntos: int) -> None:
    assert puntos_tantrix(linea, circuito) == puntos


def test_puestos_compartidos_y_el_siguiente_salta() -> None:
    p = PlanillaTantrix(nueva_tantrix(["Ana", "Luis", "Eva", "Paz"]))
    for i, (linea, circuito) in enumerate([(10, 0), (23, 0), (3, 5), (12, 0)]):
        p.anotar(i, linea, circuito)
    assert [(f.participante, f.puesto) for f in p.clasificacion()] == [(1, 1), (3, 2), (0, 3), (2, 3)]
    p.terminar()
    assert p.terminada and p.ganadores == (1,)


def test_corregir_y_deshacer() -> None:
    p = PlanillaTantrix(nueva_tantrix(["Ana", "Luis"]))
    p.anotar(0, 5)
    p.anotar(0, 9, 3)  # corrige
    assert p.resultado(0) == (9, 3) and p.puntos == (9, None)
    efecto = p.deshacer()
    assert efecto.deshecho == ResultadoTantrix(0, 9, 3)
    assert p.resultado(0) == (5, 0)
    p.deshacer()
    assert p.resultado(0) is None and not p.puede_deshacer
    with pytest.raises(ErrorPlanilla, match="deshacer"):
        p.deshacer()
    assert p.eventos[-1] == Anulacion() and len(p.eventos) == 6 - 1  # inicio + 2 + 2 anulaciones


def test_terminar_exige_todos_y_deshacer_el_final_reabre() -> None:
    p = PlanillaTantrix(nueva_tantrix(["Ana", "", "Eva"]))
    p.anotar(0, 5)
    with pytest.raises(ErrorPlanilla, match="Participante 2, Eva"):
        p.terminar()
    p.anotar(1, 4)
    p.anotar(2, 0, 3)
    p.terminar()
    assert p.terminada
    with pytest.raises(ErrorPlanilla, match="terminado"):
        p.anotar(0, 6)
    p.deshacer()
    assert not p.terminada
    p.anotar(0, 6)
    assert p.puntos == (6, 4, 6)


@pytest.mark.parametrize(
    ("linea", "circuito", "mensaje"),
    [
        (-1, 0, "línea más larga"),
        (57, 0, "línea más larga"),
        (0, 57, "circuito más grande"),
        (0, 2, "al menos 3 fichas"),
        (0, 1, "al menos 3 fichas"),
        (40, 20, "solo tiene 56"),
        (True, 0, "número entero"),
        ("8", 0, "número entero"),
    ],
)
def test_rangos_con_mensajes_en_espanol(linea: object, circuito: object, mensaje: str) -> None:
    p = PlanillaTantrix(nueva_tantrix(["Ana", "Luis"]))
    with pytest.raises(ErrorPlanilla, match=mensaje):
        p.anotar(0, linea, circuito)  # type: ignore[arg-type]
    assert p.eventos == (p.inicio,)


def test_participantes_y_nombres() -> None:
    with pytest.raises(ErrorPlanilla, match="2 a 4"):
        nueva_tantrix(["Ana"])
    with pytest.raises(ErrorPlanilla, match="2 a 4"):
        nueva_tantrix(["a", "b", "c", "d", "e"])
    with pytest.raises(ErrorPlanilla, match="100"):
        nueva_tantrix(["a" * 101, "b"])
    p = PlanillaTantrix(nueva_tantrix(["  Ana   María ", ""]))
    assert p.nombres == ("Ana María", "Participante 2")
    with pytest.raises(ErrorPlanilla, match="no existe"):
        p.aplicar(ResultadoTantrix(3, 1, 0))
    with pytest.raises(ErrorPlanilla, match="entre 0 y 1"):
        p.anotar(2, 1)


def test_si_guardar_falla_no_cambia_nada() -> None:
    p = PlanillaTantrix(nueva_tantrix(["Ana", "Luis"]))
    guardados: list[tuple[int, object, bool]] = []

    def guardar(anotados: Sequence[Anotado[object]], terminada: bool) -> None:
        if len(guardados) == 3:
            raise ErrorPlanilla("disco lleno")
        guardados.extend((a.numero, a.evento, terminada) for a in anotados)

    p.guardar = guardar
    p.anotar(0, 3)
    p.anotar(1, 4)
    p.terminar()
    assert guardados[-1] == (3, FinTantrix(), True)
    with pytest.raises(ErrorPlanilla, match="disco lleno"):
        p.deshacer()
    assert p.terminada and len(p.eventos) == 4
    assert PlanillaTantrix.desde_eventos(p.eventos).puntos == p.puntos
