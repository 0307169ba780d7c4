"""Los relojes en sus bordes: límites de la configuración y del estado guardado, orden de turno con 3 y 4
participantes, quién empieza, y ``mover`` / ``segundos_extra`` sin pasar por la interfaz."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.relojes import (
    PRESET_FISE,
    PRESET_INGLES,
    ConfigReloj,
    ErrorReloj,
    EstadoRelojes,
    Movimiento,
    Relojes,
    mover,
    segundos_extra,
)
from tests.ayuda import RelojFalso

MINUTO = 60_000



# ---------------------------------------------------------------- configuración


@pytest.mark.parametrize(
    "kwargs",
    [
        {"minutos": 600},
        {"minutos": 0.5},
        {"minutos": 30, "incremento_s": 0},
        {"minutos": 30, "incremento_s": 600},
        {"minutos": 30, "puntos_por_minuto": 0},
        {"minutos": 30, "puntos_por_minuto": 100},
        {"minutos": 30, "maximo_extra_min": 1},
        {"minutos": 30, "maximo_extra_min": 120},
    ],
)
def test_configuracion_en_sus_limites(kwargs: dict[str, Any]) -> None:
    config = ConfigReloj(**kwargs)
    assert ConfigReloj.desde_dict(config.a_dict()) == config


@pytest.mark.parametrize(
    ("kwargs", "mensaje"),
    [
        ({"minutos": 600.5}, "El tiempo de cada participante va de 1 a 600 minutos."),
        ({"minutos": 0}, "El tiempo de cada participante va de 1 a 600 minutos."),
        ({"minutos": 30, "incremento_s": 601}, "El incremento va de 0 a 600 segundos."),
        ({"minutos": 30, "incremento_s": -1}, "El incremento va de 0 a 600 segundos."),
        ({"minutos": 30, "puntos_por_minuto": 101}, "La penalización va de 0 a 100 puntos por minuto."),
        ({"minutos": 30, "puntos_por_minuto": -1}, "La penalización va de 0 a 100 puntos por minuto."),
        ({"minutos": 30, "maximo_extra_min": 121}, "El tiempo extra máximo va de 1 a 120 minutos."),
        ({"minutos": 30, "maximo_extra_min": 0}, "El tiempo extra máximo va de 1 a 120 minutos."),
    ],
)
def test_configuracion_fuera_de_sus_limites(kwargs: dict[str, Any], mensaje: str) -> None:
    with pytest.raises(ErrorReloj) as error:
        ConfigReloj(**kwargs)
    assert str(error.value) == mensaje


def test_configuracion_guardada_sin_lo_opcional() -> None:
    """Lo que falta toma el valor de siempre: sin incremento, 10 puntos por minuto y sin máximo."""
    assert ConfigReloj.desde_dict({"minutos": 30}) == PRESET_FISE
    assert PRESET_FISE.maximo_extra_min is None and PRESET_FISE.incremento_s == 0
    assert PRESET_FISE.puntos_por_minuto == 10
    assert ConfigReloj.desde_dict({"minutos": 25, "maximo_extra_min": 10}) == PRESET_INGLES


@pytest.mark.parametrize(
    "datos",
    [
        [],
        {"minutos": 30, "puntos_por_minuto": "10"},
        {"minutos": 30, "puntos_por_minuto": True},
        {"minutos": 30, "maximo_extra_min": 1.5},
        {"minutos": 30, "incremento_s": None},
    ],
)
def test_configuracion_guardada_rara(datos: object) -> None:
    with pytest.raises(ErrorReloj) as error:
        ConfigReloj.desde_dict(datos)
    assert str(error.value) == "La configuración de los relojes no es válida."


@pytest.mark.parametrize("config", [PRESET_FISE, PRESET_INGLES], ids=["sin_maximo", "con_maximo"])
def test_la_configuracion_vuelve_igual_del_almacen(tmp_path: Path, config: ConfigReloj) -> None:
    """Sin tiempo extra máximo (FISE) también: si no, la partida se reabriría sin relojes."""
    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(nueva_partida(["Ana", "Bea"], reglas="fise"))
        almacen.poner_relojes(guardada.id, config)
    with Almacen(tmp_path) as almacen:
        assert almacen.config_relojes(guardada.id) == config


# ---------------------------------------------------------------- estado guardado


def _estado(restantes: list[int], activo: object = 0, en_marcha: object = False) -> dict[str, object]:
    return {"restantes_ms": restantes, "activo": activo, "en_marcha": en_marcha}


@pytest.mark.parametrize(
    "datos",
    [
        _estado([1]),
        _estado([0] * 16, 15),
        _estado([10**9, -(10**9)], None, True),
    ],
)
def test_estado_en_sus_limites(datos: dict[str, object]) -> None:
    estado = EstadoRelojes.desde_dict(datos)
    assert estado.a_dict() == datos


@pytest.mark.parametrize(
    "datos",
    [
        [],
        _estado([], None),
        _estado([0] * 17),
        _estado([10**9 + 1, 0]),
        _estado([0, -(10**9) - 1]),
        _estado([0, 0], 2),
        _estado([0, 0], -1),
        _estado([0, 0], True),
        _estado([True, 0]),
    ],
)
def test_estado_fuera_de_sus_limites(datos: dict[str, object]) -> None:
    with pytest.raises(ErrorReloj) as error:
        EstadoRelojes.desde_dict(datos)
    assert str(error.value) == "El estado de los relojes no es válido."


# ---------------------------------------------------------------- relojes


@pytest.mark.parametrize("participantes", [1, 16])
def test_de_1_a_16_participantes_empieza_el_primero_en_pausa(participantes: int) -> None:
    r = Relojes(participantes, PRESET_FISE, RelojFalso())
    assert r.estado() == EstadoRelojes((30 * MINUTO,) * participantes, 0, False)
    r.poner_en_marcha()
    assert r.activo == 0 and r.en_marcha


@pytest.mark.parametrize("participantes", [0, 17])
def test_participantes_imposibles(participantes: int) -> None:
    with pytest.raises(ErrorReloj) as error:
        Relojes(participantes, PRESET_FISE)
    assert str(error.value) == "Los relojes son para 1 a 16 participantes."


def test_estado_de_otro_numero_de_participantes() -> None:
    mensaje = "El estado guardado no corresponde a este número de participantes."
    with pytest.raises(ErrorReloj) as error:
        Relojes(3, PRESET_FISE, estado=EstadoRelojes((1, 2), 0, False))
    assert str(error.value) == mensaje
    r = Relojes(2, PRESET_FISE)
    with pytest.raises(ErrorReloj) as error:
        r.restaurar(EstadoRelojes((1, 2, 3), 0, False))
    assert str(error.value) == mensaje


@pytest.mark.parametrize("participantes", [3, 4])
def test_el_turno_da_la_vuelta_en_orden_con_3_y_4(participantes: int) -> None:
    t = RelojFalso()
    r = Relojes(participantes, PRESET_FISE, t)
    r.poner_en_marcha()
    vistos = []
    for i in range(2 * participantes):
        t.ahora += 1 + i  # cada uno piensa un tiempo distinto
        r.pulsar()
        vistos.append(r.activo)
    assert vistos == [(i + 1) % participantes for i in range(2 * participantes)]
    gastado = [30 * MINUTO - r.restante_ms(i) for i in range(participantes)]
    esperado = [sum(1000 * (1 + k) for k in range(i, 2 * participantes, participantes)) for i in range(participantes)]
    assert gastado == esperado


def test_pulsar_sin_turno_empieza_por_el_primero() -> None:
    r = Relojes(3, PRESET_FISE, RelojFalso(), EstadoRelojes((MINUTO,) * 3, None, False))
    r.pulsar()
    assert r.activo == 1
    otro = Relojes(3, PRESET_FISE, RelojFalso(), EstadoRelojes((MINUTO,) * 3, None, False))
    otro.poner_en_marcha()
    assert otro.activo == 0 and otro.en_marcha


def test_pulsar_a_quien_se_diga_y_solo_a_quien_existe() -> None:
    r = Relojes(3, PRESET_FISE, RelojFalso())
    r.pulsar(2)
    assert r.activo == 2
    r.pulsar(0)
    assert r.activo == 0
    r.poner_en_marcha(2)
    assert r.activo == 2
    for accion in (r.pulsar, r.poner_en_marcha):
        for malo in (3, -1):
            with pytest.raises(ErrorReloj) as error:
                accion(malo)
            assert str(error.value) == "Ese participante no existe."


def test_la_penalizacion_cobra_el_precio_del_reloj() -> None:
    t = RelojFalso()
    r = Relojes(2, ConfigReloj(minutos=1, puntos_por_minuto=5), t)
    r.poner_en_marcha()
    t.ahora += 60 + 61
    assert r.penalizacion(0) == 10 and r.penalizacion(1) == 0


def test_perder_por_tiempo_justo_en_el_maximo() -> None:
    t = RelojFalso()
    r = Relojes(2, ConfigReloj(minutos=1, maximo_extra_min=1), t)
    r.poner_en_marcha()
    t.ahora += 120
    assert r.extra_ms(0) == MINUTO and not r.perdio_por_tiempo(0)
    t.ahora += 0.001
    assert r.perdio_por_tiempo(0)


def test_una_fuente_que_vuelve_atras_no_devuelve_tiempo() -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha()
    t.ahora -= 50
    assert r.restante_ms(0) == 30 * MINUTO


def test_pausar_una_foto_en_marcha_sin_turno() -> None:
    """Una foto guardada puede decir «en marcha» sin participante activo: pausar no toca ningún reloj."""
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.restaurar(EstadoRelojes((MINUTO, MINUTO), None, True))
    t.ahora += 10
    r.pausar()
    assert r.estado() == EstadoRelojes((MINUTO, MINUTO), None, False)


def test_restaurar_una_foto_en_pausa_queda_en_pausa() -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha()
    r.restaurar(EstadoRelojes((MINUTO, 2 * MINUTO), 1, False))
    t.ahora += 10
    assert not r.en_marcha and r.restante_ms(1) == 2 * MINUTO


# ---------------------------------------------------------------- mover y segundos_extra


def test_mover_pulsa_solo_si_el_turno_cambia() -> None:
    t = RelojFalso()
    r = Relojes(3, ConfigReloj(minutos=1, incremento_s=5), t)
    r.poner_en_marcha(1)
    t.ahora += 2
    mover(r, Movimiento(pulsar=1), lambda _n: None)  # ya corre el suyo: ni incremento ni cambio
    assert r.activo == 1 and r.restante_ms(1) == MINUTO - 2000
    mover(r, Movimiento(pulsar=2), lambda _n: None)
    assert r.activo == 2 and r.restante_ms(1) == MINUTO + 3000 and r.en_marcha
    mover(r, Movimiento(pulsar=1), lambda _n: None)  # a quien diga el evento, no al siguiente
    assert r.activo == 1


def test_mover_pausa() -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha()
    mover(r, Movimiento(pausar=True), lambda _n: None)
    assert not r.en_marcha


def test_mover_vuelve_a_la_foto_de_antes() -> None:
    r = Relojes(2, PRESET_FISE, RelojFalso())
    foto = EstadoRelojes((MINUTO, 2 * MINUTO), 1, False)
    pedidas: list[int] = []

    def foto_antes_de(n: int) -> EstadoRelojes:
        pedidas.append(n)
        return foto

    mover(r, Movimiento(volver_antes_de=7, turno_sin_foto=0), foto_antes_de)
    assert pedidas == [7] and r.estado() == foto


@pytest.mark.parametrize("foto", [None, EstadoRelojes((1, 2, 3), 2, False)], ids=["sin_foto", "foto_de_otros"])
def test_mover_sin_foto_util_solo_devuelve_el_turno(foto: EstadoRelojes | None) -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha()
    t.ahora += 3
    mover(r, Movimiento(volver_antes_de=4, turno_sin_foto=1), lambda _n: foto)
    assert r.activo == 1 and r.en_marcha and r.restante_ms(0) == 30 * MINUTO - 3000
    antes = r.estado()
    mover(r, Movimiento(volver_antes_de=4), lambda _n: foto)
    assert r.estado() == antes


@pytest.mark.parametrize(("extra_ms", "segundos"), [(0, 0), (1, 1), (1000, 1), (1001, 2), (61_000, 61)])
def test_segundos_extra_redondea_hacia_arriba(extra_ms: int, segundos: int) -> None:
    r = Relojes(2, PRESET_FISE, RelojFalso(), EstadoRelojes((-extra_ms, 5), 0, False))
    assert segundos_extra(r) == (segundos, 0)
