"""Los emparejamientos tecleados en la ventana del director: filas de texto → el mismo ``Emparejamiento`` que el
CSV o TSH, con una frase y el número de fila para lo que no vale."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.torneo.emparejamientos import (
    EMPIEZA_2,
    EMPIEZA_SORTEO,
    FilaMala,
    FilaTecleada,
    de_csv,
    de_filas,
    es_sin_rival,
    filas_de,
)
from app_planilla.nucleo.torneo.modelos import Descanso, Emparejamiento, Jugador, Mesa

LISTA = {1: "Pérez, Ana", 2: "Gómez, Luis", 3: "Ruiz, Eva", 4: "Sanz, Pío", 5: "Vera, Noa"}


def F(mesa: str, a: str, b: str, empieza: str = "1", margen: int = 50) -> FilaTecleada:
    return FilaTecleada(mesa, a, b, empieza, margen)


def test_por_numero_por_nombre_y_los_dos():
    t = de_filas([F("1", "1", "Gómez, Luis"), F("2", "3 Ruiz, Eva", "Pío Sanz"),
                  F("", "5", "0")], "A", 2, 7, LISTA)
    e = t.emparejamiento
    assert e == Emparejamiento("A", 2, (
        Mesa(1, (Jugador(1, "Pérez, Ana"), Jugador(2, "Gómez, Luis"))),
        Mesa(2, (Jugador(3, "Ruiz, Eva"), Jugador(4, "Sanz, Pío")))), (Descanso(Jugador(5, "Vera, Noa"), 50),))
    assert t.nuevos == ()


def test_es_lo_mismo_que_el_csv():
    csv = ("mesa;n1;nombre1;n2;nombre2;margen\n3;2;Gómez, Luis;1;Pérez, Ana\n1;3;Ruiz, Eva;4;Sanz, Pío\n"
           ";5;Vera, Noa;0;;-50\n")
    tecleado = de_filas([F("3", "2", "1"), F("1", "3", "4"), F("", "5", "0", margen=-50)], "A", 1, 7, LISTA)
    assert tecleado.emparejamiento == de_csv(csv.encode(), "A", 1)


def test_quien_empieza_y_el_sorteo():
    e = de_filas([F("1", "1", "2", EMPIEZA_2), F("2", "3", "4", EMPIEZA_SORTEO)], "A", 1, 7, LISTA).emparejamiento
    assert [j.numero for j in e.mesas[0].jugadores] == [2, 1] and e.mesas[0].empieza_sabido
    assert not e.mesas[1].empieza_sabido


def test_sin_lista_los_jugadores_nuevos_se_numeran_en_orden():
    t = de_filas([F("1", "Pérez, Ana", "Gómez, Luis"), F("2", "7 Ruiz, Eva", "Sanz, Pío"),
                  F("", "Vera, Noa", "0")], "A", 1, 7)
    # El número dado se respeta; los demás, los siguientes libres en orden de aparición.
    assert [(j.numero, j.nombre) for j in t.nuevos] == [
        (7, "Ruiz, Eva"), (8, "Pérez, Ana"), (9, "Gómez, Luis"), (10, "Sanz, Pío"), (11, "Vera, Noa")]
    assert t.emparejamiento.mesas[0].jugadores == (Jugador(8, "Pérez, Ana"), Jugador(9, "Gómez, Luis"))


def test_un_jugador_nuevo_con_la_lista_toma_el_siguiente_numero():
    t = de_filas([F("1", "3", "Ortiz, Iker"), F("2", "Ana Pérez", "2")], "A", 3, 7, LISTA)
    assert t.nuevos == (Jugador(6, "Ortiz, Iker"),)
    # «Ana Pérez» es «Pérez, Ana» de la lista: no es nuevo.
    assert t.emparejamiento.mesas[1].jugadores[0] == Jugador(1, "Pérez, Ana")


@pytest.mark.parametrize("filas,fila,texto", [
    ([F("1", "1", "2"), F("2", "3", "1")], 2, "fila 2: 1 Pérez, Ana ya está en la fila 1"),
    ([F("1", "1", "2"), F("", "Pérez, Ana", "0")], 2, "ya está en la fila 1"),
    ([F("1", "1", "2"), F("1", "3", "4")], 2, "fila 2: la mesa 1 ya está en la fila 1"),
    ([F("1", "1", "")], 1, "fila 1: falta un jugador"),
    ([F("1", "1", "2"), F("2", "", "4")], 2, "fila 2: falta un jugador"),
    ([F("", "1", "2")], 1, "fila 1: falta el número de mesa"),
    ([F("x", "1", "2")], 1, "«x» no es un número de mesa"),
    ([F("1", "1", "1 Pérez, Ana")], 1, "no puede jugar contra sí mismo"),
    ([F("1", "0", "2")], 1, "va en la columna del rival"),
    ([F("1", "9", "2")], 1, "no hay ningún jugador 9 en la división A: escriba también su nombre"),
    ([F("1", "1 Ruiz, Eva", "2")], 1, "el jugador 1 de la división A es «Pérez, Ana», no «Ruiz, Eva»"),
    ([F("1", "9 Ruiz, Eva", "2")], 1, "«Ruiz, Eva» ya es el jugador 3"),
    ([F("1", "x" * 101, "2")], 1, "pasa de 100 caracteres"),
    ([F("1", "Nuevo, Uno", "2"), F("2", "nuevo, uno", "3")], 2, "ya está en la fila 1"),
    ([F("3", "", "")], 0, "no hay ninguna partida de la ronda 2"),
    ([], 0, "no hay ninguna partida"),
])
def test_lo_que_no_vale_dice_la_fila(filas, fila, texto):
    with pytest.raises(FilaMala) as e:
        de_filas(filas, "A", 2, 7, LISTA)
    assert e.value.fila == fila and texto in str(e.value)


@pytest.mark.parametrize("ronda", [0, 8])
def test_una_ronda_fuera_del_torneo(ronda):
    with pytest.raises(FilaMala, match="no existe: el torneo tiene las rondas 1 a 7") as e:
        de_filas([F("1", "1", "2")], "A", ronda, 7, LISTA)
    assert e.value.fila == 0


def test_las_mesas_propuestas_sin_jugadores_no_cuentan():
    e = de_filas([F("1", "1", "2"), F("2", "", ""), F("3", "3", "4")], "A", 1, 7, LISTA).emparejamiento
    assert [m.mesa for m in e.mesas] == [1, 3]


def test_de_vuelta_a_filas_da_lo_mismo():
    e = de_filas([F("2", "1", "2", EMPIEZA_SORTEO), F("1", "3", "4"), F("", "5", "0", margen=-50)], "A", 1, 7,
                 LISTA).emparejamiento
    assert de_filas(filas_de(e), "A", 1, 7, LISTA).emparejamiento == e


def test_lo_leido_de_un_archivo_con_otra_grafia_se_corrige_con_los_nombres_de_la_lista():
    # Un CSV que escribe «Ana Perez Garcia» para el 1 de la lista («Pérez, Ana»): al teclear, la fila lleva el
    # nombre de la lista y se acepta tal cual.
    e = Emparejamiento("A", 2, (Mesa(1, (Jugador(1, "Ana Perez Garcia"), Jugador(2, "")), True),), ())
    filas = filas_de(e, LISTA)
    assert (filas[0].jugador1, filas[0].jugador2) == ("1 Pérez, Ana", "2 Gómez, Luis")
    assert de_filas(filas, "A", 2, 7, LISTA).emparejamiento.mesas[0].jugadores == (Jugador(1, "Pérez, Ana"),
                                                                                   Jugador(2, "Gómez, Luis"))


@pytest.mark.parametrize("texto,esperado", [("0", True), ("00", True), (" 0 ", True), ("10", False), ("", False),
                                            ("0 Pérez", True), ("Pérez", False)])
def test_el_jugador_0_es_sin_rival(texto, esperado):
    assert es_sin_rival(texto) is esperado
    assert F("1", "1", texto).sin_rival is esperado


@pytest.mark.parametrize("texto,esperado", [
    ("3", "3 Ruiz, Eva"), (" eva  ruiz ", "3 Ruiz, Eva"), ("sanz", "4 Sanz, Pío"), ("pío", "4 Sanz, Pío"),
    ("e", "e"),  # varios lo contienen: tal cual
    ("9", "9"), ("0", "0"), ("3 Otro, Nombre", "3 Otro, Nombre"), ("Nuevo,  Uno", "Nuevo, Uno"), ("", ""),
])
def test_completar_un_jugador_con_la_lista(texto, esperado):
    from app_planilla.nucleo.torneo.emparejamientos import completar_jugador

    assert completar_jugador(texto, LISTA) == esperado
