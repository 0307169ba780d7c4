"""Relojes por participante y temporizador de ronda, con una fuente de tiempo falsa."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.duplicada.temporizador import Aviso, TemporizadorRonda
from app_planilla.nucleo.relojes import (
    PRESET_FISE,
    PRESET_INGLES,
    ConfigReloj,
    ErrorReloj,
    EstadoRelojes,
    Relojes,
    penalizacion,
)
from tests.ayuda import RelojFalso


@pytest.mark.parametrize(
    ("extra_s", "puntos"), [(0, 0), (0.001, 10), (1, 10), (59, 10), (60, 10), (61, 20), (120, 20), (121, 30)]
)
def test_penalizacion_por_minuto_o_fraccion(extra_s: float, puntos: int) -> None:
    assert penalizacion(round(extra_s * 1000)) == puntos


def test_el_reloj_en_turno_corre_y_pulsar_pasa_el_turno() -> None:
    t = RelojFalso(1000.0)
    r = Relojes(2, PRESET_FISE, t)
    assert r.restante_ms(0) == 30 * 60_000 and not r.en_marcha
    r.poner_en_marcha(0)
    t.avanzar(90)
    assert r.restante_ms(0) == 30 * 60_000 - 90_000
    assert r.restante_ms(1) == 30 * 60_000
    r.pulsar()
    assert r.activo == 1
    t.avanzar(30)
    assert r.restante_ms(0) == 30 * 60_000 - 90_000
    assert r.restante_ms(1) == 30 * 60_000 - 30_000


@pytest.mark.parametrize(("extra_s", "puntos"), [(1, 10), (60, 10), (61, 20)])
def test_tiempo_extra_negativo_con_su_penalizacion(extra_s: int, puntos: int) -> None:
    t = RelojFalso(1000.0)
    r = Relojes(2, ConfigReloj(minutos=1), t)
    r.poner_en_marcha(0)
    t.avanzar(60 + extra_s)
    assert r.restante_ms(0) == -extra_s * 1000
    assert r.extra_ms(0) == extra_s * 1000
    assert r.penalizacion(0) == puntos
    assert r.penalizacion(1) == 0


def test_pausa_detiene_el_tiempo() -> None:
    t = RelojFalso(1000.0)
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha(0)
    t.avanzar(10)
    r.pausar()
    t.avanzar(500)
    assert r.restante_ms(0) == 30 * 60_000 - 10_000
    r.alternar_pausa()
    t.avanzar(5)
    assert r.restante_ms(0) == 30 * 60_000 - 15_000


def test_incremento_fischer_solo_al_pulsar_en_marcha() -> None:
    t = RelojFalso(1000.0)
    r = Relojes(2, ConfigReloj(minutos=10, incremento_s=5), t)
    r.poner_en_marcha(0)
    t.avanzar(20)
    r.pulsar()
    assert r.restante_ms(0) == 10 * 60_000 - 20_000 + 5_000
    r.pausar()
    r.pulsar()  # en pausa: pasa el turno sin incremento
    assert r.activo == 0 and r.restante_ms(1) == 10 * 60_000


def test_perder_por_tiempo_pasado_el_maximo() -> None:
    t = RelojFalso(1000.0)
    r = Relojes(2, PRESET_INGLES, t)
    r.poner_en_marcha(1)
    t.avanzar(25 * 60 + 10 * 60)
    assert not r.perdio_por_tiempo(1) and r.penalizacion(1) == 100
    t.avanzar(1)
    assert r.perdio_por_tiempo(1) and r.penalizacion(1) == 110


def test_deshacer_restaura_la_foto_anterior() -> None:
    t = RelojFalso(1000.0)
    r = Relojes(3, PRESET_FISE, t)
    r.poner_en_marcha(0)
    t.avanzar(10)
    antes = r.estado()
    r.pulsar()
    t.avanzar(20)
    r.restaurar(antes)
    assert r.activo == 0 and r.en_marcha
    assert r.restante_ms(1) == 30 * 60_000
    assert r.restante_ms(0) == 30 * 60_000 - 10_000


def test_tras_un_cierre_brusco_vuelve_en_pausa_con_el_tiempo_guardado() -> None:
    t = RelojFalso(1000.0)
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha(0)
    t.avanzar(100)
    guardado = EstadoRelojes.desde_dict(r.estado().a_dict())
    t.avanzar(3600)  # el programa estuvo cerrado una hora
    r2 = Relojes(2, PRESET_FISE, t, guardado)
    assert not r2.en_marcha and r2.activo == 0
    assert r2.restante_ms(0) == 30 * 60_000 - 100_000
    assert guardado.en_marcha  # la foto recuerda que corría: la interfaz muestra el tiempo perdido


@pytest.mark.parametrize(
    "datos",
    [
        None,
        [],
        {"restantes_ms": "x", "activo": 0, "en_marcha": False},
        {"restantes_ms": [1, 2], "activo": 5, "en_marcha": False},
        {"restantes_ms": [1.5], "activo": 0, "en_marcha": False},
        {"restantes_ms": [1], "activo": 0, "en_marcha": "sí"},
    ],
)
def test_estado_corrupto_se_rechaza(datos: object) -> None:
    with pytest.raises(ErrorReloj):
        EstadoRelojes.desde_dict(datos)


@pytest.mark.parametrize(
    "kwargs", [{"minutos": 0}, {"minutos": 30, "incremento_s": -1}, {"minutos": 30, "maximo_extra_min": 0}]
)
def test_configuracion_imposible(kwargs: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(ErrorReloj):
        ConfigReloj(**kwargs)


def test_temporizador_avisa_una_vez_en_su_momento() -> None:
    t = RelojFalso(1000.0)
    tr = TemporizadorRonda(180, t)
    tr.iniciar()
    assert tr.avisos_nuevos() == []
    t.avanzar(119.9)
    assert tr.avisos_nuevos() == []
    t.avanzar(0.1)
    assert tr.avisos_nuevos() == [Aviso.UN_MINUTO]
    assert tr.avisos_nuevos() == []
    t.avanzar(30)
    assert tr.avisos_nuevos() == [Aviso.TREINTA_SEGUNDOS]
    t.avanzar(25)
    assert tr.avisos_nuevos() == [Aviso.ALCEN]
    t.avanzar(100)
    assert tr.avisos_nuevos() == [Aviso.TIEMPO]
    assert tr.restante_ms() == 0 and not tr.en_marcha
    assert tr.avisos_nuevos() == []


def test_temporizador_pausa_reinicio_y_ronda_de_un_minuto() -> None:
    t = RelojFalso(1000.0)
    tr = TemporizadorRonda(60, t)
    tr.iniciar()
    assert tr.avisos_nuevos() == []  # un minuto: no avisa de que queda un minuto
    t.avanzar(20)
    tr.pausar()
    t.avanzar(100)
    assert tr.restante_ms() == 40_000
    tr.iniciar()
    t.avanzar(15)
    assert tr.avisos_nuevos() == [Aviso.TREINTA_SEGUNDOS]
    tr.nueva_ronda()
    assert tr.restante_ms() == 60_000 and tr.en_marcha
    t.avanzar(31)
    assert tr.avisos_nuevos() == [Aviso.TREINTA_SEGUNDOS]
    # Si la consulta llega tarde, salen juntos los avisos atrasados, en orden.
    t.avanzar(60)
    assert tr.avisos_nuevos() == [Aviso.ALCEN, Aviso.TIEMPO]


def test_temporizador_duracion_invalida() -> None:
    with pytest.raises(ValueError, match="1, 2 o 3 minutos"):
        TemporizadorRonda(90)
