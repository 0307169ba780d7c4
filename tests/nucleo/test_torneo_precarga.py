"""La partida preparada: una sala carga de la partida maestra publicada los atriles y las maestras que aún no
tiene (antes de empezar, o de la ronda siguiente) y queda igual que la del juez árbitro, sin nada que cotejar."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.duplicada.atril import texto_atril
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.torneo.duplicada import (
    ErrorSala,
    Jugada,
    abrir_ronda_publicada,
    anotar_maestra_publicada,
    cotejar,
    jugadas,
    por_precargar,
)
from tests.sala_sembrada import eventos_sala

RONDAS = 20


def _maestra() -> tuple[PlanillaDuplicada, dict[int, Jugada]]:
    p = PlanillaDuplicada.desde_eventos(eventos_sala(12, RONDAS, terminada=False), leidos=True)
    return p, {j.ronda: j for j in jugadas(p) if j is not None}


def _vacia() -> PlanillaDuplicada:
    return PlanillaDuplicada.desde_eventos(eventos_sala(12, RONDAS, terminada=False)[:1], leidos=True)


def _cargar(p: PlanillaDuplicada, maestras: dict[int, Jugada]) -> list[int]:
    hechas = []
    for j in por_precargar(p, maestras):
        abrir_ronda_publicada(p, j)
        anotar_maestra_publicada(p, j)
        hechas.append(j.ronda)
    return hechas


def test_la_partida_entera_antes_de_empezar_queda_como_la_maestra() -> None:
    original, maestras = _maestra()
    assert len(maestras) == RONDAS
    sala = _vacia()
    assert _cargar(sala, maestras) == list(range(1, RONDAS + 1))
    assert jugadas(sala) == jugadas(original)
    assert cotejar(sala, maestras) == ()
    # Cargada, no queda nada más: volver a cargar no cambia nada.
    assert por_precargar(sala, maestras) == ()


def test_desde_la_ronda_abierta_con_el_mismo_atril_y_solo_hasta_donde_se_ha_publicado() -> None:
    _original, maestras = _maestra()
    sala = _vacia()
    for j in (maestras[1], maestras[2]):
        abrir_ronda_publicada(sala, j)
        anotar_maestra_publicada(sala, j)
    sala.nueva_ronda(texto_atril(reversed(maestras[3].atril)))  # tecleado en otro orden: es el mismo atril
    publicadas = {r: j for r, j in maestras.items() if r <= 6}
    assert [j.ronda for j in por_precargar(sala, publicadas)] == [3, 4, 5, 6]
    assert _cargar(sala, publicadas) == [3, 4, 5, 6]
    assert sala.ronda == 6 and cotejar(sala, maestras) == ()
    # Con un hueco en lo publicado (falta la 8), solo hasta la 7: la cadena no salta rondas.
    sin_la_8 = {r: j for r, j in maestras.items() if r != 8}
    assert [j.ronda for j in por_precargar(sala, sin_la_8)] == [7]


def test_una_ronda_abierta_con_otro_atril_no_se_pisa() -> None:
    _original, maestras = _maestra()
    sala = _vacia()
    sala.nueva_ronda("AEIOUST" if tuple(sorted("AEIOUST")) != maestras[1].atril else "BCDFGHJ")
    eventos = len(sala.eventos)
    with pytest.raises(ErrorSala, match="ronda 1 de la sala tiene el atril"):
        por_precargar(sala, maestras)
    assert len(sala.eventos) == eventos


def test_la_maestra_de_otra_ronda_se_niega_sin_tocar_nada() -> None:
    _original, maestras = _maestra()
    sala = _vacia()
    with pytest.raises(ErrorSala, match="va por la ronda 0"):
        anotar_maestra_publicada(sala, maestras[1])
    with pytest.raises(ErrorSala, match="va por la ronda 0"):
        abrir_ronda_publicada(sala, maestras[2])
    assert len(sala.eventos) == 1
