"""Planilla de «4 en letras»: serie de partidas, palabra ganadora, empates, recuento y vencedor absoluto."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juegos.cuatro_letras import (
    MAX_PARTIDAS_SERIE,
    Empatada,
    FinCuatroLetras,
    Ganada,
    PlanillaCuatroLetras,
    nueva_cuatro_letras,
)


def serie(*nombres: str) -> PlanillaCuatroLetras:
    return PlanillaCuatroLetras(nueva_cuatro_letras(list(nombres or ("Ana", "Luis", "Eva"))))


def test_recuento_en_marcha_y_vencedor() -> None:
    p = serie()
    p.ganar(0, "mesa")
    p.empatar()
    p.ganar(2, " Casas ")
    p.ganar(0, "pino")
    assert [(f.numero, f.ganador, f.palabra, f.ganadas) for f in p.filas] == [
        (1, 0, "MESA", (1, 0, 0)),
        (2, None, "", (1, 0, 0)),
        (3, 2, "CASAS", (1, 0, 1)),
        (4, 0, "PINO", (2, 0, 1)),
    ]
    assert p.ganadas == (2, 0, 1) and p.empates == 1 and p.siguiente == 5
    clasificacion = [(c.puesto, c.nombre, c.ganadas) for c in p.clasificacion()]
    assert clasificacion == [(1, "Ana", 2), (2, "Eva", 1), (3, "Luis", 0)]
    p.terminar()
    assert p.terminada and p.vencedores == (0,)


def test_empate_en_cabeza_se_comparte() -> None:
    p = serie()
    p.ganar(1, "sapo")
    p.ganar(2, "rosal")
    assert p.vencedores == (1, 2)
    assert [c.puesto for c in p.clasificacion()] == [1, 1, 3]
    q = serie()
    q.empatar()
    assert q.vencedores == () and [c.puesto for c in q.clasificacion()] == [1, 1, 1]


@pytest.mark.parametrize(
    ("palabra", "mensaje"),
    [
        ("", "Escribe la palabra"),
        ("   ", "Escribe la palabra"),
        ("sol", "3 letras"),
        ("abecedario", "10 letras"),
        ("ca sa", "solo letras"),
        ("casa1", "solo letras"),
        ("ca-sa", "solo letras"),
    ],
)
def test_la_palabra_ganadora_tiene_de_4_a_7_letras(palabra: str, mensaje: str) -> None:
    p = serie()
    with pytest.raises(ErrorPlanilla, match=mensaje):
        p.ganar(0, palabra)
    assert p.eventos == (p.inicio,) and p.filas == ()


def test_letras_del_espanol() -> None:
    p = serie()
    p.ganar(1, "ñandú")
    p.ganar(1, "pingüino"[:7])
    assert [f.palabra for f in p.filas] == ["ÑANDÚ", "PINGÜIN"]


def test_deshacer_quita_la_ultima_partida_y_el_final() -> None:
    p = serie()
    p.ganar(0, "mesa")
    p.ganar(1, "lobo")
    p.terminar()
    with pytest.raises(ErrorPlanilla, match="terminado"):
        p.empatar()
    assert p.deshacer().deshecho == FinCuatroLetras()
    assert p.deshacer().deshecho == Ganada(1, "LOBO")
    assert p.ganadas == (1, 0, 0) and not p.terminada
    p.empatar()
    assert p.filas[-1].empate and p.eventos[-1] == Empatada()


def test_participantes_y_errores() -> None:
    with pytest.raises(ErrorPlanilla, match="2 a 16"):
        nueva_cuatro_letras(["Ana"])
    with pytest.raises(ErrorPlanilla, match="2 a 16"):
        nueva_cuatro_letras([str(i) for i in range(17)])
    p = PlanillaCuatroLetras(nueva_cuatro_letras([""] * 16))
    assert p.nombres[15] == "Participante 16"
    p.ganar(15, "gato")
    with pytest.raises(ErrorPlanilla, match="entre 0 y 15"):
        p.ganar(16, "gato")
    with pytest.raises(ErrorPlanilla, match="no existe"):
        serie("a", "b").aplicar(Ganada(5, "GATO"))
    with pytest.raises(ErrorPlanilla, match="ninguna partida"):
        serie().terminar()


def test_tope_de_partidas() -> None:
    p = serie("a", "b")
    for _ in range(MAX_PARTIDAS_SERIE):
        p.empatar()
    with pytest.raises(ErrorPlanilla, match="999"):
        p.ganar(0, "gato")
