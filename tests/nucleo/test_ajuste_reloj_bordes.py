"""«Ajustar los relojes…» en la hoja clásica, en sus bordes: la línea «reloj» que deja (sin puntos ni turno), lo
que guarda para los relojes (poner; deshacer suma la diferencia), los topes de ±600 minutos y del tiempo
extra, y que con la partida terminada no se ajusta."""

from __future__ import annotations

from typing import Any

import pytest

from app_planilla.nucleo.clasica.eventos import AjusteReloj, TiempoExtra
from app_planilla.nucleo.clasica.lineas import Linea
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.registro.eventos import Anulacion, ErrorEvento
from app_planilla.nucleo.registro.registro import Anotado
from app_planilla.nucleo.relojes import (
    MAX_AJUSTE_MS,
    MAX_RELOJ_MS,
    PRESET_FISE,
    Movimiento,
    Relojes,
    mover,
)
from tests.ayuda import RelojFalso

MINUTO = 60_000
TREINTA = 30 * MINUTO


def _con_guardado(nombres: list[str], **kwargs: Any) -> tuple[Planilla, list[Anotado[Any]]]:
    guardados: list[Anotado[Any]] = []
    p = Planilla(nueva_partida(nombres, **kwargs), guardar=lambda anotados, _fin: guardados.extend(anotados))
    return p, guardados


def test_el_ajuste_deja_una_linea_reloj_sin_puntos_ni_turno() -> None:
    p = Planilla(nueva_partida(["Ana", "Luis", "Eva"], abre=1))
    p.anotar(30)  # Luis
    p.penalizar(2, 5)
    efecto = p.aplicar(AjusteReloj(2, -MINUTO, 1_000))
    esperada = Linea(3, "reloj", 2, 0, -5, None, reloj_ms=-MINUTO)
    assert efecto.numero == 3 and efecto.evento == AjusteReloj(2, -MINUTO, 1_000)
    assert efecto.linea == esperada and efecto.linea.reloj_ms == -MINUTO and efecto.linea.numero == 3
    assert efecto.antes is None and not efecto.tablero and not efecto.final
    assert p.lineas[-1] == esperada and p.lineas[-1].descripcion == "Reloj ajustado a −1:00 (árbitro)"
    assert p.totales == (0, 30, -5) and p.turno == 2 and p.ronda == 1
    # Deshacerlo quita la línea y deja el marcador y el turno como estaban.
    deshecho = p.deshacer()
    assert deshecho.numero == 4 and deshecho.antes == esperada and deshecho.deshecho == AjusteReloj(2, -MINUTO, 1_000)
    assert [linea.clase for linea in p.lineas] == ["jugada", "penalizacion"]
    assert p.totales == (0, 30, -5) and p.turno == 2


def test_el_ajuste_lleva_el_total_de_quien_lo_tiene_y_no_corta_la_racha_de_pases() -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    p.anotar(12)
    p.anotar(7)
    p.pasar()
    p.pasar()
    p.pasar()
    p.aplicar(AjusteReloj(1, 0, MINUTO))
    p.aplicar(AjusteReloj(0, 5_000, MINUTO))
    assert [(linea.participante, linea.total) for linea in p.lineas[-2:]] == [(1, 7), (0, 12)]
    assert p.avisos == () and p.turno == 1
    p.pasar()
    # Cuatro pases seguidos con dos participantes: el aviso sale aunque haya ajustes por medio.
    assert [a.clave for a in p.avisos] == ["pases"]


def test_cada_ajuste_guarda_que_pone_el_reloj_y_deshacerlo_suma_la_diferencia() -> None:
    p, guardados = _con_guardado(["Ana", "Luis"])
    p.anotar(10)
    p.aplicar(AjusteReloj(1, MAX_AJUSTE_MS, 5_000))  # de 0:05 a 10 horas
    p.aplicar(AjusteReloj(0, -MAX_AJUSTE_MS, MAX_RELOJ_MS))  # de lo más que puede marcar a −10 horas
    p.deshacer()
    p.deshacer()
    p.anotar(3)
    p.deshacer()
    assert [a.relojes for a in guardados] == [
        Movimiento(pulsar=1),
        Movimiento(poner=(1, MAX_AJUSTE_MS)),
        Movimiento(poner=(0, -MAX_AJUSTE_MS)),
        Movimiento(sumar=(0, MAX_RELOJ_MS + MAX_AJUSTE_MS)),
        Movimiento(sumar=(1, 5_000 - MAX_AJUSTE_MS)),
        Movimiento(pulsar=0),
        Movimiento(volver_antes_de=6, turno_sin_foto=1),
    ]
    assert [type(a.evento) for a in guardados[3:5]] == [Anulacion, Anulacion]


def test_deshacer_un_ajuste_en_tiempo_extra_devuelve_lo_que_quito() -> None:
    t = RelojFalso()
    relojes = Relojes(2, PRESET_FISE, t)
    p, guardados = _con_guardado(["Ana", "Luis"], reglas="fise")

    def aplicar_lo_guardado() -> None:
        for a in guardados:
            mover(relojes, a.relojes, lambda _n: None)
        guardados.clear()

    relojes.poner_en_marcha(0)
    t.ahora += 31 * 60  # Ana, un minuto en tiempo extra
    assert relojes.restante_ms(0) == -MINUTO
    p.ajustar_relojes(relojes, {0: 2 * MINUTO})
    aplicar_lo_guardado()
    t.ahora += 30
    assert relojes.restante_ms(0) == 2 * MINUTO - 30_000
    p.deshacer()
    aplicar_lo_guardado()
    # Vuelve a estar en tiempo extra, con los 30 s que corrieron después del ajuste.
    assert relojes.restante_ms(0) == -MINUTO - 30_000 and relojes.en_marcha and relojes.activo == 0


@pytest.mark.parametrize("ms", [MAX_AJUSTE_MS, -MAX_AJUSTE_MS, 0, -1])
def test_el_arbitro_puede_poner_de_menos_a_mas_600_minutos(ms: int) -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    p.aplicar(AjusteReloj(1, ms, TREINTA))
    assert p.lineas[-1].reloj_ms == ms


@pytest.mark.parametrize("ms", [MAX_AJUSTE_MS + 1, -MAX_AJUSTE_MS - 1])
def test_mas_de_600_minutos_a_cualquier_lado_se_rechaza(ms: int) -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    with pytest.raises(ErrorEvento, match="restante_ms"):
        p.aplicar(AjusteReloj(1, ms, TREINTA))
    assert p.lineas == ()


@pytest.mark.parametrize(("antes", "vale"), [(MAX_RELOJ_MS, True), (-MAX_RELOJ_MS, True),
                                             (MAX_RELOJ_MS + 1, False), (-MAX_RELOJ_MS - 1, False)])
def test_lo_que_marcaba_antes_puede_pasar_del_tope_del_ajuste(antes: int, vale: bool) -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    if vale:
        p.aplicar(AjusteReloj(0, 0, antes))
        assert p.eventos[-1] == AjusteReloj(0, 0, antes)
    else:
        with pytest.raises(ErrorEvento, match="antes_ms"):
            p.aplicar(AjusteReloj(0, 0, antes))


@pytest.mark.parametrize(("n", "participante"), [(2, 2), (2, 3), (2, -1), (3, 3)])
def test_el_reloj_tiene_que_ser_de_un_participante_de_la_partida(n: int, participante: int) -> None:
    p = Planilla(nueva_partida(["Ana", "Luis", "Eva", "Pau"][:n]))
    with pytest.raises(ErrorEvento) as e:
        p.aplicar(AjusteReloj(participante, 0, TREINTA))
    assert "participante" in str(e.value)
    if participante >= 0:
        assert str(e.value) == "El reloj que se ajusta tiene que ser de uno de los participantes."
    assert p.lineas == () and p.eventos[1:] == ()


def test_con_cuatro_el_ultimo_reloj_se_ajusta() -> None:
    p = Planilla(nueva_partida(["Ana", "Luis", "Eva", "Pau"]))
    p.aplicar(AjusteReloj(3, 0, TREINTA))
    assert p.lineas[-1].participante == 3


def test_terminada_no_se_ajusta_ni_tras_el_tiempo_extra_y_al_deshacer_el_final_si() -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"], reglas="fise"))
    relojes = Relojes(2, PRESET_FISE, RelojFalso())
    p.anotar(10)
    p.terminar(["A", ""])
    p.aplicar(TiempoExtra(0, 61))
    for intento in (lambda: p.aplicar(AjusteReloj(0, 0, TREINTA)), lambda: p.ajustar_relojes(relojes, {0: 0})):
        with pytest.raises(ErrorEvento, match="terminad"):
            intento()
    assert p.lineas[-1].clase == "tiempo"
    p.deshacer()
    p.deshacer()
    assert [e.evento for e in p.ajustar_relojes(relojes, {1: 0})] == [AjusteReloj(1, 0, TREINTA)]
    assert p.lineas[-1].clase == "reloj"
