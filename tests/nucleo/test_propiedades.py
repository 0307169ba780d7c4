"""Propiedades del núcleo con entradas arbitrarias (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app_planilla.nucleo.errores import ErrorColocacion, ErrorFichas, ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.fichas import Ficha, leer_palabra
from app_planilla.nucleo.juego.notacion import jugar
from app_planilla.nucleo.juego.puntuacion import puntuar
from app_planilla.nucleo.juego.tablero import LADO, Direccion, Posicion, Tablero

casillas = st.tuples(st.integers(0, LADO - 1), st.integers(0, LADO - 1))
fichas = st.builds(Ficha, st.sampled_from(list(ESPANOL.valores)), st.booleans())


@given(st.text(max_size=30), st.sampled_from([ESPANOL, INGLES]))
def test_cualquier_texto_se_lee_o_se_rechaza_con_mensaje(texto: str, ed: object) -> None:
    try:
        lectura = leer_palabra(texto, ed)  # type: ignore[arg-type]
    except ErrorFichas as e:
        assert str(e)
    else:
        assert lectura.fichas


@given(casillas, st.sampled_from(list(Direccion)))
def test_notacion_ida_y_vuelta(inicio: tuple[int, int], direccion: Direccion) -> None:
    pos = Posicion(inicio, direccion)
    assert Posicion.desde_fise(pos.fise()) == pos


@settings(max_examples=300)
@given(st.dictionaries(casillas, fichas, max_size=9), st.dictionaries(casillas, fichas, min_size=0, max_size=20))
def test_puntuar_valida_o_rechaza_sin_tocar_el_tablero(nuevas: dict, previas: dict) -> None:  # type: ignore[type-arg]
    tablero = Tablero(previas)
    antes = dict(tablero.fichas)
    try:
        r = puntuar(tablero, nuevas, ESPANOL)
    except ErrorColocacion as e:
        assert str(e)
    else:
        assert r.puntos == sum(p.puntos for p in r.palabras) + r.premio
        assert r.premio == (50 if len(nuevas) == 7 else 0)
        assert 1 <= len(nuevas) <= 7 and not set(nuevas) & set(previas)
        principal = {f.casilla for f in r.principal.fichas}
        assert set(nuevas) <= principal or len(nuevas) == 1
        assert all(len(p.fichas) >= 2 for p in r.palabras)
    assert dict(tablero.fichas) == antes


@settings(max_examples=200)
@given(
    st.lists(st.tuples(casillas, st.sampled_from(list(Direccion)), st.text("ABCDEÑLRSTZ.a", min_size=1, max_size=9)))
)
def test_secuencias_de_jugadas_escritas_nunca_fallan_sin_mensaje(jugadas: list) -> None:  # type: ignore[type-arg]
    tablero = Tablero()
    total = 0
    for inicio, direccion, palabra in jugadas:
        try:
            total += jugar(tablero, Posicion(inicio, direccion), palabra, ESPANOL).puntos
        except ErrorPlanilla as e:
            assert str(e)
    assert total >= 0
