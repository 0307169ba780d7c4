"""Reglas del arbitraje de duplicada: qué cuenta de cada papeleta, avisos y penalizaciones, y las bonificaciones
sobre todo el campo con los preajustes FISE y FISF."""

from __future__ import annotations

import random

import pytest

from app_planilla.nucleo.duplicada.arbitraje import (
    PREAJUSTES,
    Decision,
    ErrorReglasArbitraje,
    ReglasArbitraje,
    activos,
    bonificaciones,
    decidir,
    penalizacion_avisos,
    reglas_arbitraje,
)
from app_planilla.nucleo.duplicada.papeleta import Juicio, Motivo

FISE = reglas_arbitraje("fise")
FISF = reglas_arbitraje("fisf")


def valida(puntos: int, declarados: int | None) -> Juicio:
    return Juicio(puntos, None, calculados=puntos, declarados=declarados,
                  puntos_erroneos=declarados is not None and declarados != puntos)


DESPLAZADA = Juicio(0, Motivo.COORDENADA, desplazada="H8", puntos_desplazada=44, declarados=44)


# ---------------------------------------------------------------- decidir


def test_papeleta_valida_con_sus_puntos() -> None:
    assert decidir(valida(44, 44), FISE) == Decision(44)
    assert decidir(valida(44, 44), FISF) == Decision(44)


def test_puntos_erroneos_fise_opcion_cero_fisf_aviso() -> None:
    assert decidir(valida(44, 40), FISE) == Decision(44)
    assert decidir(valida(44, 40), ReglasArbitraje(cero_por_puntos=True)) == Decision(0, motivo=Motivo.PUNTOS_ERRONEOS)
    assert decidir(valida(44, None), ReglasArbitraje(cero_por_puntos=True)) == Decision(44)
    assert decidir(valida(44, 40), FISF) == Decision(44, avisos=1)
    assert decidir(valida(44, None), FISF) == Decision(44, avisos=1)
    assert decidir(valida(44, None), FISE) == Decision(44)


def test_coordenada_desplazada_cero_o_penalizacion() -> None:
    assert decidir(DESPLAZADA, FISE) == Decision(0, motivo=Motivo.COORDENADA)
    assert decidir(DESPLAZADA, FISF) == Decision(44, penalizacion=5)


def test_coordenada_desplazada_que_cuenta_compara_sus_puntos_declarados() -> None:
    # FISF: la jugada cuenta donde vale, con −5; sus puntos, ausentes o distintos de los de ahí, dan un aviso.
    sin_puntos = Juicio(0, Motivo.COORDENADA, desplazada="H8", puntos_desplazada=44)
    assert decidir(sin_puntos, FISF) == Decision(44, avisos=1, penalizacion=5)
    otros = Juicio(0, Motivo.COORDENADA, desplazada="H8", puntos_desplazada=44, declarados=40)
    assert decidir(otros, FISF) == Decision(44, avisos=1, penalizacion=5)
    a_medida = ReglasArbitraje(clave="a_medida", cero_por_coordenada=False, cero_por_puntos=True)
    assert decidir(otros, a_medida) == Decision(0, motivo=Motivo.PUNTOS_ERRONEOS)
    assert decidir(DESPLAZADA, a_medida) == Decision(44)


@pytest.mark.parametrize("motivo", [m for m in Motivo if m is not Motivo.COORDENADA])
def test_cualquier_otro_motivo_es_cero(motivo: Motivo) -> None:
    j = Juicio(0, motivo, calculados=30, declarados=30)
    assert decidir(j, FISE) == Decision(0, motivo=motivo) == decidir(j, FISF)


def test_avisos_desde_el_tercero() -> None:
    assert [penalizacion_avisos(n, FISF) for n in range(6)] == [0, 0, 0, 5, 10, 15]
    assert penalizacion_avisos(9, FISE) == 0


# ---------------------------------------------------------------- bonificaciones


def test_fise_maestra_en_solitario_y_subtop() -> None:
    campo = [[30, 24, 20, 20] + [10] * 6]
    assert bonificaciones([30], campo, FISE) == (10, 5) + (0,) * 8


def test_fise_sin_bonificacion_si_empatan() -> None:
    campo = [[30, 30, 24, 24] + [10] * 6]
    assert bonificaciones([30], campo, FISE) == (0,) * 10


def test_fise_tope_de_25_por_partida() -> None:
    rondas = 4
    campo = [[30] + [10] * 9 for _ in range(rondas)]
    assert bonificaciones([30] * rondas, campo, FISE)[0] == 25


def test_fise_no_bonifica_con_menos_de_10_participantes() -> None:
    assert bonificaciones([30], [[30, 24, 10]], FISE) == (0, 0, 0)


def test_fisf_solo_con_16_activos_y_sin_subtop() -> None:
    quince = [[30, 24] + [10] * 13 + [0]]
    assert bonificaciones([30], quince, FISF) == (0,) * 16  # 15 activos: el del cero no cuenta
    dieciseis = [[30, 24] + [10] * 14]
    assert bonificaciones([30], dieciseis, FISF) == (10,) + (0,) * 15
    assert activos(quince) == 15


def test_ronda_sin_maestra_no_bonifica() -> None:
    assert bonificaciones([None], [[30] + [10] * 9], FISE) == (0,) * 10


def test_el_orden_del_campo_no_cambia_las_bonificaciones() -> None:
    azar = random.Random(7)
    maestras = [azar.randint(20, 60) for _ in range(8)]
    campo = [[azar.choice([m, m, m - 3, m - 7, 0, None]) for _ in range(30)] for m in maestras]
    bonos = bonificaciones(maestras, campo, FISE)
    orden = list(range(30))
    azar.shuffle(orden)
    barajado = [[fila[i] for i in orden] for fila in campo]
    assert bonificaciones(maestras, barajado, FISE) == tuple(bonos[i] for i in orden)


# ---------------------------------------------------------------- guardar


@pytest.mark.parametrize("clave", list(PREAJUSTES))
def test_ida_y_vuelta(clave: str) -> None:
    reglas = reglas_arbitraje(clave)
    assert ReglasArbitraje.desde_dict(reglas.a_dict()) == reglas


def test_un_campo_que_falta_toma_el_del_preajuste() -> None:
    assert ReglasArbitraje.desde_dict({"clave": "fisf"}) == FISF


@pytest.mark.parametrize(
    "datos",
    [{"clave": "otra"}, {"penalizacion_aviso": -5}, {"penalizacion_aviso": True}, {"cuentan_activos": 1},
     {"tope_bonificacion": 10**6}, []],
)
def test_reglas_imposibles(datos: object) -> None:
    with pytest.raises(ErrorReglasArbitraje):
        ReglasArbitraje.desde_dict(datos)  # type: ignore[arg-type]
