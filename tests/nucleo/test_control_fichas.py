"""Panel de fichas: recuento por letra, fichas fuera del tablero, en la bolsa, vocales y avisos."""

from __future__ import annotations

from app_planilla.nucleo.juego.control_fichas import recuento
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.fichas import leer_fichas


def test_partida_nueva_cien_fichas() -> None:
    r = recuento(ESPANOL, [], atriles=2)
    assert r.fuera_del_tablero == 100 and r.en_la_bolsa == 86
    assert r.vocales == 12 + 12 + 9 + 6 + 5 and r.comodines == 2
    assert r.consonantes == 100 - 44 - 2
    assert r.excedidas == [] and r.avisos() == []


def test_descuenta_jugadas_con_digrafos_y_comodines() -> None:
    jugadas = [leer_fichas("JAMON", ESPANOL), leer_fichas("ZUOS", ESPANOL), leer_fichas("CHORIzO", ESPANOL)]
    r = recuento(ESPANOL, jugadas, atriles=2, jugadas_sin_fichas=1)
    assert r.quedan("J") == 0 and r.quedan("CH") == 0 and r.quedan("Z") == 0  # la z comodín no es la Z
    assert r.quedan("?") == 1 and r.quedan("O") == 9 - 4
    assert r.fuera_del_tablero == 100 - 15
    assert r.en_la_bolsa == 100 - 15 - 14
    assert r.jugadas_sin_fichas == 1


def test_duplicada_un_solo_atril() -> None:
    r = recuento(ESPANOL, [leer_fichas("TORTILLA", ESPANOL)], atriles=1)
    assert r.fuera_del_tablero == 93 and r.en_la_bolsa == 86


def test_k_y_w_cuentan_como_comodines() -> None:
    r = recuento(ESPANOL, [leer_fichas("KIWI", ESPANOL)], atriles=2)
    assert r.quedan("?") == 0


def test_letra_de_mas_avisa() -> None:
    r = recuento(ESPANOL, [leer_fichas("ZZ", ESPANOL), leer_fichas("kwk", ESPANOL)], atriles=2)
    assert r.excedidas == ["Z", "?"]
    assert "Han salido 2 fichas de la Z y la caja trae 1" in r.avisos()[0]
    assert r.avisos()[1] == "Han salido 3 fichas de comodines y la caja trae 2: alguna jugada está mal anotada."
    assert r.jugadas_sin_fichas == 0  # por omisión, todas las jugadas llegaron al tablero
    assert r.fuera_del_tablero == 100 - 2 - 1  # lo que sobra no resta dos veces


def test_ingles() -> None:
    r = recuento(INGLES, [leer_fichas("QUIZ", INGLES)], atriles=3)
    assert r.quedan("Q") == 0 and r.en_la_bolsa == 96 - 21
