"""«Sortear quién empieza»: abre la ficha más cercana a la A; el comodín va antes; los empates repiten."""

from __future__ import annotations

import random

import pytest

from app_planilla.nucleo.clasica.sorteo import Sorteo, orden_ficha, sortear
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES


def test_orden_de_cercania_a_la_a() -> None:
    assert orden_ficha("?", ESPANOL) < orden_ficha("A", ESPANOL) < orden_ficha("B", ESPANOL)
    assert orden_ficha("C", ESPANOL) < orden_ficha("CH", ESPANOL) < orden_ficha("D", ESPANOL)
    assert orden_ficha("N", ESPANOL) < orden_ficha("Ñ", ESPANOL) < orden_ficha("O", ESPANOL)


def test_abre_la_mas_cercana_a_la_a() -> None:
    s = Sorteo(3, ESPANOL)
    s.sacar(["m", "D", "z"])
    assert s.abre == 1


def test_el_comodin_va_antes_que_la_a() -> None:
    s = Sorteo(2, ESPANOL)
    s.sacar(["A", "?"])
    assert s.abre == 1


def test_empate_vuelven_a_sacar_solo_los_empatados() -> None:
    s = Sorteo(4, ESPANOL)
    s.sacar(["E", "B", "Z", "B"])
    assert s.abre is None and s.empatados == (1, 3)
    with pytest.raises(ErrorPlanilla, match="2 fichas"):
        s.sacar(["A", "B", "C"])
    s.sacar(["F", "C"])
    assert s.abre == 3 and len(s.vueltas) == 2
    with pytest.raises(ErrorPlanilla, match="terminado"):
        s.sacar(["A"])


def test_ficha_escrita_invalida() -> None:
    s = Sorteo(2, ESPANOL)
    with pytest.raises(ErrorPlanilla) as error:
        s.sacar([" k ", "A"])
    assert str(error.value) == "«k» no es una ficha de la edición: escribe una letra o ? para el comodín."
    with pytest.raises(ErrorPlanilla) as error:
        s.sacar(["A"])
    assert str(error.value) == "Hacen falta 2 fichas, una por cada participante que saca."
    assert s.vueltas == [] and s.empatados == (0, 1)
    s2 = Sorteo(2, INGLES)
    s2.sacar(["K", "J"])
    assert s2.abre == 1


def test_sacar_de_la_bolsa_con_azar_inyectado() -> None:
    a = sortear(4, ESPANOL, random.Random(7))
    b = sortear(4, ESPANOL, random.Random(7))
    assert a.abre == b.abre and a.vueltas == b.vueltas
    assert a.abre is not None
    ultima = a.vueltas[-1]
    mejor = min(orden_ficha(f, ESPANOL) for f in ultima.fichas)
    ganador = ultima.participantes[[orden_ficha(f, ESPANOL) for f in ultima.fichas].index(mejor)]
    assert ganador == a.abre


def test_con_muchas_semillas_siempre_hay_quien_abre() -> None:
    for semilla in range(200):
        s = sortear(2 + semilla % 3, ESPANOL, random.Random(semilla))
        assert s.abre is not None and all(len(v.fichas) == len(v.participantes) for v in s.vueltas)


def test_participantes_fuera_de_rango() -> None:
    for n in (1, 5):
        with pytest.raises(ErrorPlanilla, match=r"^El sorteo es para 2 a 4 participantes\.$"):
            Sorteo(n, ESPANOL)


def test_sin_azar_dado_saca_de_la_bolsa_y_terminado_no_se_saca_mas() -> None:
    s = sortear(4, ESPANOL)
    assert s.abre in range(4)
    with pytest.raises(ErrorPlanilla, match=r"^El sorteo ya ha terminado\.$"):
        s.sacar()
