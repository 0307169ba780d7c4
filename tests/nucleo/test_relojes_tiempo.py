"""Los relojes para «Ajustar los relojes…»: cómo se escribe un tiempo (``formato_tiempo``, ``reloj_ajustado``),
cómo se lee lo que escribe el árbitro (``leer_tiempo``) y ``poner`` / ``sumar`` / ``mover`` en sus bordes."""

from __future__ import annotations

from pathlib import Path

import pytest

from app_planilla import traducciones
from app_planilla.nucleo.relojes import (
    MAX_AJUSTE_MS,
    PRESET_FISE,
    ErrorReloj,
    Momento,
    Movimiento,
    Relojes,
    formato_tiempo,
    id_arranque,
    leer_tiempo,
    mover,
    reloj_ajustado,
    transcurrido,
)
from tests.ayuda import RelojFalso

MINUTO = 60_000
TREINTA = 30 * MINUTO


# ---------------------------------------------------------------- escribir un tiempo


@pytest.mark.parametrize(
    ("ms", "texto"),
    [
        (0, "0:00"),
        (1, "0:01"),  # un milisegundo ya es un segundo empezado
        (999, "0:01"),
        (1_000, "0:01"),
        (1_001, "0:02"),
        (59_000, "0:59"),
        (60_000, "1:00"),
        (750_000, "12:30"),
        (3_599_000, "59:59"),
        (3_599_001, "1:00:00"),
        (3_600_000, "1:00:00"),
        (3_900_000, "1:05:00"),
        (MAX_AJUSTE_MS, "10:00:00"),
        (-1, "−0:01"),
        (-999, "−0:01"),
        (-90_000, "−1:30"),
        (-3_900_000, "−1:05:00"),
    ],
)
def test_formato_tiempo_redondea_hacia_arriba_y_pone_el_menos_en_tiempo_extra(ms: int, texto: str) -> None:
    assert formato_tiempo(ms) == texto


def test_reloj_ajustado_dice_de_quien_es_y_a_cuanto_queda() -> None:
    assert reloj_ajustado("Ana", 750_000) == "Reloj de Ana ajustado a 12:30 (árbitro)"
    assert reloj_ajustado("Luis", -1) == "Reloj de Luis ajustado a −0:01 (árbitro)"
    traducciones.elegir("en")
    assert reloj_ajustado("Ana", 3_600_000) == "Ana’s clock set to 1:00:00 (arbiter)"


# ---------------------------------------------------------------- leer lo que escribe el árbitro


@pytest.mark.parametrize(
    ("texto", "ms"),
    [
        ("0", 0),
        ("0:00", 0),
        ("-0:00", 0),
        ("1:00:01", 3_601_000),
        ("0:59", 59_000),
        ("1:1:00", 3_660_000),
        ("10:00:00", MAX_AJUSTE_MS),
        ("-10:00:00", -MAX_AJUSTE_MS),
        ("–2", -120_000),  # la raya corta también es un menos
        ("599:59", MAX_AJUSTE_MS - 1_000),
    ],
)
def test_leer_tiempo_en_sus_bordes(texto: str, ms: int) -> None:
    assert leer_tiempo(texto) == ms


@pytest.mark.parametrize("texto", ["600:01", "10:00:01", "-600:01", "1:00:00:00", "1.30", "+1:30"])
def test_leer_tiempo_rechaza_lo_que_pasa_del_tope_o_no_es_un_tiempo(texto: str) -> None:
    with pytest.raises(ErrorReloj):
        leer_tiempo(texto)


def test_leer_tiempo_dice_exactamente_que_falla() -> None:
    with pytest.raises(ErrorReloj) as e:
        leer_tiempo("  " + "x" * 30 + " ")
    assert str(e.value) == (
        f"«{'x' * 20}» no es un tiempo: escribe minutos y segundos (12:30); para tiempo extra, con un menos "
        "delante (-1:30)."
    )
    with pytest.raises(ErrorReloj) as e:
        leer_tiempo("600:00:01")  # las horas son de una o dos cifras
    assert "no es un tiempo" in str(e.value)
    with pytest.raises(ErrorReloj) as e:
        leer_tiempo("-600:01")
    assert str(e.value) == "Un reloj marca como mucho 600 minutos, también en tiempo extra."


# ---------------------------------------------------------------- poner y sumar


def test_poner_el_reloj_que_corre_sigue_corriendo_desde_lo_puesto() -> None:
    t = RelojFalso()
    r = Relojes(3, PRESET_FISE, t)
    r.poner_en_marcha(1)
    t.ahora += 20
    r.poner(1, 5 * MINUTO)
    assert r.en_marcha and r.activo == 1 and r.restante_ms(1) == 5 * MINUTO
    t.ahora += 3
    assert r.restante_ms(1) == 5 * MINUTO - 3_000
    # Poner el de otro no para el que corre ni le devuelve lo que ya corrió.
    r.poner(2, -MINUTO)
    t.ahora += 2
    assert r.restante_ms(1) == 5 * MINUTO - 5_000 and r.restante_ms(2) == -MINUTO and r.activo == 1
    assert r.restante_ms(0) == TREINTA


def test_poner_en_pausa_sigue_en_pausa() -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner(0, 0)
    t.ahora += 10
    assert not r.en_marcha and r.restante_ms(0) == 0 and r.restante_ms(1) == TREINTA


def test_sumar_no_para_el_reloj_ni_olvida_lo_que_corrio() -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha(0)
    t.ahora += 10
    r.sumar(0, MINUTO)
    assert r.en_marcha and r.restante_ms(0) == TREINTA - 10_000 + MINUTO
    r.sumar(1, -TREINTA - MINUTO)
    assert r.restante_ms(1) == -MINUTO


@pytest.mark.parametrize("i", [-1, 2, 3])
def test_poner_y_sumar_solo_a_quien_existe(i: int) -> None:
    r = Relojes(2, PRESET_FISE, RelojFalso())
    for accion in (r.poner, r.sumar):
        with pytest.raises(ErrorReloj) as e:
            accion(i, MINUTO)
        assert str(e.value) == "Ese participante no existe."
    assert (r.restante_ms(0), r.restante_ms(1)) == (TREINTA, TREINTA)


def test_poner_y_sumar_a_quien_no_existe_lo_dicen_en_el_idioma_en_uso() -> None:
    r = Relojes(2, PRESET_FISE, RelojFalso())
    traducciones.elegir("en")
    for accion in (r.poner, r.sumar):
        with pytest.raises(ErrorReloj) as e:
            accion(5, MINUTO)
        assert str(e.value) == "That player does not exist."


def test_mover_pone_y_suma_sin_tocar_el_turno() -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha(1)
    t.ahora += 4
    mover(r, Movimiento(poner=(0, 750_000)), lambda _n: None)
    mover(r, Movimiento(sumar=(1, 4_000)), lambda _n: None)
    assert r.en_marcha and r.activo == 1
    assert (r.restante_ms(0), r.restante_ms(1)) == (750_000, TREINTA)


# ---------------------------------------------------------------- fotos: reloj monótono y arranque


def test_id_arranque_vacio_o_ilegible_es_none(tmp_path: Path) -> None:
    vacio = tmp_path / "vacio"
    vacio.write_text(" \n", encoding="ascii")
    raro = tmp_path / "raro"
    raro.write_bytes("arranque-ñ".encode())
    bien = tmp_path / "bien"
    bien.write_text("  abc-123 \n", encoding="ascii")
    assert id_arranque(str(vacio)) is None and id_arranque(str(raro)) is None
    assert id_arranque(str(bien)) == "abc-123" and id_arranque(str(tmp_path)) is None  # una carpeta: OSError


@pytest.mark.parametrize(
    ("desde", "hasta", "esperado"),
    [
        # Sin arranque conocido, el reloj monótono no vale: la hora de pared, no exacta.
        (Momento(100.0, 5.0, None), Momento(200.0, 6.0, None), (100_000, False)),
        (Momento(100.0, None, "a"), Momento(200.0, 6.0, "a"), (100_000, False)),
        (Momento(100.0, 5.0, "a"), Momento(200.0, None, "a"), (100_000, False)),
        (Momento(100.0, 5.0, "a"), Momento(200.0, 6.0, "b"), (100_000, False)),
        (Momento(100.0, 5.0, "a"), Momento(200.0, 6.25, "a"), (1_250, True)),
        (Momento(100.0, 7.0, "a"), Momento(200.0, 6.0, "a"), (0, True)),  # monótono hacia atrás: 0
        (Momento(100.0, 5.0, "a"), Momento(99.5, 6.0, None), (0, False)),  # la hora de pared, atrasada
        (Momento(100.0), Momento(100.5), (500, False)),
    ],
)
def test_transcurrido_solo_es_exacto_con_el_monotono_del_mismo_arranque(
    desde: Momento, hasta: Momento, esperado: tuple[int, bool]
) -> None:
    assert transcurrido(desde, hasta) == esperado
