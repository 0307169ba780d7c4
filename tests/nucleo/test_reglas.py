"""Preajustes de reglas y avisos de fin de partida (casos en ``tests/casos/avisos.toml``)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida, reglas_disponibles
from app_planilla.nucleo.clasica.reglas import (
    CASA,
    TORNEO_FISE,
    TORNEO_INGLES,
    Empate,
    empate_por_defecto,
    reglas,
    reglas_en_juego,
)
from app_planilla.nucleo.errores import ErrorPlanilla

CASOS = tomllib.loads((Path(__file__).parent.parent / "casos" / "avisos.toml").read_text(encoding="utf-8"))["caso"]


def test_casa_mattel() -> None:
    r = reglas("casa")
    assert r is CASA and r.nombre == "Casa (Mattel)" and not r.torneo
    assert r.penalizacion_impugnacion == 10 and r.minutos_reloj is None and r.puntos_por_minuto_extra == 0
    assert r.min_bolsa_para_cambiar == 1 and r.cambio_es_pase and not r.retirada_es_pase
    assert r.turnos_sin_puntos is None and r.max_participantes == 4


def test_torneo_fise() -> None:
    r = reglas("fise")
    assert r is TORNEO_FISE and r.nombre == "Torneo FISE" and r.torneo and r.max_participantes == 2
    assert r.penalizacion_impugnacion == 0  # arts. 38 a 42
    assert r.minutos_reloj == 30 and r.puntos_por_minuto_extra == 10 and r.max_minutos_extra is None
    assert not r.cambio_es_pase and r.retirada_es_pase  # art. 45.2
    assert r.turnos_sin_puntos == 12  # art. 45.3
    assert r.min_bolsa_para_cambiar == 1


def test_torneo_ingles() -> None:
    r = reglas("ingles")
    assert r is TORNEO_INGLES and r.nombre == "Torneo en inglés (NASPA/WESPA)" and r.max_participantes == 2
    assert r.minutos_reloj == 25 and r.puntos_por_minuto_extra == 10 and r.max_minutos_extra == 10
    assert r.min_bolsa_para_cambiar == 7


def test_reglas_desconocidas() -> None:
    with pytest.raises(ErrorPlanilla, match="casa, fise, ingles"):
        reglas("club")


@pytest.mark.parametrize("elegidas", [TORNEO_FISE, TORNEO_INGLES])
def test_torneo_con_3_o_4_vuelve_a_casa(elegidas: Any) -> None:
    assert reglas_en_juego(elegidas, 2) is elegidas
    assert reglas_en_juego(elegidas, 3) is CASA and reglas_en_juego(elegidas, 4) is CASA
    p = Planilla(nueva_partida(["a", "b", "c"], reglas=elegidas.clave))
    assert p.reglas is CASA and p.reglas_elegidas is elegidas
    assert "se aplican las de casa" in p.nota_reglas
    assert p.penalizacion_propuesta == 10


def test_nota_de_reglas_y_propuesta_en_torneo() -> None:
    p = Planilla(nueva_partida(["a", "b"], reglas="fise"))
    assert p.nota_reglas == "Reglas: Torneo FISE."
    assert p.penalizacion_propuesta == 10  # el panel propone 10 aunque la impugnación no cueste


def test_pases_para_aviso_son_dos_vueltas() -> None:
    assert [CASA.pases_para_aviso(n) for n in (2, 3, 4)] == [4, 6, 8]


@pytest.mark.parametrize(("segundos", "puntos"), [(0, 0), (1, 10), (60, 10), (61, 20), (600, 100), (601, 110)])
def test_tiempo_extra_por_minuto_o_fraccion(segundos: int, puntos: int) -> None:
    assert TORNEO_FISE.puntos_tiempo_extra(segundos) == puntos
    assert CASA.puntos_tiempo_extra(segundos) == 0


def test_empate_por_defecto_y_desde_texto() -> None:
    assert empate_por_defecto("es") is Empate.COMPARTIDO
    assert empate_por_defecto("en") is Empate.ANTES_DEL_AJUSTE
    assert Empate.desde_texto("antes_del_ajuste") is Empate.ANTES_DEL_AJUSTE
    with pytest.raises(ErrorPlanilla):
        Empate.desde_texto("moneda")


def test_preajustes_en_orden() -> None:
    assert [r.clave for r in reglas_disponibles()] == ["casa", "fise", "ingles"]


@pytest.mark.parametrize("caso", CASOS, ids=[c["nombre"] for c in CASOS])
def test_avisos(caso: dict[str, Any]) -> None:
    nombres = [f"P{i}" for i in range(caso["participantes"])]
    p = Planilla(nueva_partida(nombres, reglas=caso["reglas"]))
    for turno in caso["turnos"]:
        if turno.startswith("jugada:"):
            p.anotar(int(turno.split(":")[1]))
        elif turno == "penal":
            p.penalizar(0)
        else:
            {"pase": p.pasar, "cambio": p.cambiar, "retirada": p.retirar_palabra}[turno]()
    assert [a.clave for a in p.avisos] == caso["avisos"]
    # La hoja nunca termina sola.
    assert not p.terminada


def test_los_avisos_desaparecen_al_deshacer_y_al_terminar() -> None:
    p = Planilla(nueva_partida(["a", "b"]))
    for _ in range(4):
        p.pasar()
    (aviso,) = p.avisos
    assert "4 pases seguidos" in aviso.texto and "Terminar la partida" in aviso.texto
    p.deshacer()
    assert p.avisos == ()
    p.pasar()
    p.terminar(["A", "B"])
    assert p.avisos == ()


def test_aviso_fise_cita_el_articulo() -> None:
    p = Planilla(nueva_partida(["a", "b"], reglas="fise"))
    for _ in range(12):
        p.cambiar()
    (aviso,) = p.avisos
    assert aviso.clave == "sin_puntos" and "45.3" in aviso.texto
