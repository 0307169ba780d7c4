"""Buscador de jugadas maestras en los bordes: fichas en las orillas y esquinas del tablero, cruzadas hechas
solo de comodines, el máximo de siete fichas, los mensajes de error, cada criterio de desempate por separado
y las K mejores con empates, comodines a cero puntos y el premio de 50."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

import pytest

from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES, Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.grafo import construir
from app_planilla.nucleo.juego.maestra import Jugada, buscar, clave_preferencia, desequilibrio, orden_alfabetico
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Posicion, Tablero
from tests.nucleo.test_maestra import PALABRAS_ES, _conjunto, _fuerza_bruta

H, V = Direccion.HORIZONTAL, Direccion.VERTICAL


def _tablero(*palabras: tuple[str, Casilla, Direccion]) -> Tablero:
    """Fichas puestas a mano (sin las reglas de colocación); minúscula = comodín."""
    tablero = Tablero()
    for texto, (f, c), direccion in palabras:
        df, dc = direccion.paso
        for k, letra in enumerate(texto):
            tablero.poner((f + df * k, c + dc * k), Ficha(letra.upper(), letra.islower()))
    return tablero


def _comprobar(
    tablero: Tablero, atril: tuple[str, ...], palabras: list[str], edicion: Edicion = ESPANOL
) -> list[Jugada]:
    """Lo que encuentra el buscador es lo mismo que la fuerza bruta, y cada jugada dice bien su palabra, su
    posición, sus puntos y lo que queda en el atril."""
    grafo = construir(palabras, edicion)
    jugadas = buscar(tablero, atril, grafo, edicion)
    assert len(_conjunto(jugadas)) == len(jugadas)
    assert _conjunto(jugadas) == _fuerza_bruta(tablero, atril, palabras, edicion)
    for j in jugadas:
        r = j.resultado(tablero, edicion)
        assert (r.puntos, r.principal.texto, r.posicion) == (j.puntos, j.palabra, j.posicion)
        gastadas = Counter("?" if f.comodin else f.letra for _c, f in j.nuevas)
        assert Counter(j.resto) + gastadas == Counter(atril)
    return jugadas


ORILLAS_HORIZONTALES = _tablero(
    ("SOL", (0, 0), H),  # esquina A1
    ("LO", (0, 13), H),  # esquina A15
    ("OLA", (6, 12), H),  # orilla derecha, con la fila siguiente empezando en ficha
    ("SAL", (7, 0), H),  # orilla izquierda
    ("MAR", (14, 12), H),  # esquina O15
    ("ES", (14, 0), H),  # esquina O1
)


# Las palabras que caben alrededor de esas fichas con los atriles de las pruebas (la fuerza bruta, con menos
# palabras, tarda menos).
PALABRAS_ORILLAS = [
    "sol",
    "sal",
    "sola",
    "lo",
    "la",
    "al",
    "ola",
    "olas",
    "hola",
    "mar",
    "mas",
    "ama",
    "amas",
    "rama",
    "es",
    "se",
    "os",
    "so",
    "as",
    "ah",
    "ha",
    "he",
    "eh",
    "oh",
    "ole",
    "ser",
    "res",
    "ara",
    "oso",
    "sosa",
    "sala",
    "ese",
]


def _traspuesto(tablero: Tablero) -> Tablero:
    return Tablero({(c, f): ficha for (f, c), ficha in tablero.fichas.items()})


# --- Desempate ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("resto", "esperado"),
    [
        ((), 0),
        (("A",), 1),
        (("S",), 1),
        (("?",), 1),
        (("?", "?"), 0),
        (("?", "?", "?"), 1),
        (("A", "E", "I"), 3),
        (("A", "E", "I", "S"), 2),
        (("A", "S", "T", "R"), 2),
        (("S", "T", "R", "L", "N"), 5),
        (("A", "E", "I", "?"), 2),
        (("S", "?"), 0),
        (("S", "T", "?"), 1),
        (("A", "?", "?", "?"), 0),
        (("A", "E", "?", "?", "?"), 1),
        (("A", "E", "I", "O", "?", "?"), 2),
        (("Y", "CH", "LL", "A"), 2),
        (("S", "T", "R", "?"), 2),
        (("S", "T", "R", "L", "N", "?", "?"), 3),
    ],
)
def test_desequilibrio_del_resto(resto: tuple[str, ...], esperado: int) -> None:
    assert desequilibrio(resto, ESPANOL) == esperado


def test_orden_alfabetico_espanol() -> None:
    assert orden_alfabetico("ama") == orden_alfabetico("AMA") == (0, 12, 0)
    assert orden_alfabetico("Ñu") == (14, 21)
    assert orden_alfabetico("CHAL") == (2, 7, 0, 11)
    assert orden_alfabetico("kILO") == (10, 8, 11, 15)


def test_cada_criterio_de_desempate_por_separado() -> None:
    """Tablero vacío, atril AS y la lista «as», «sa»: todas valen 4. Primero AS y luego SA (alfabético), y
    cada palabra de la más cercana a A1 a la más lejana, horizontal antes que vertical en la misma casilla."""
    grafo = construir(["as", "sa"], ESPANOL)
    jugadas = buscar(Tablero(), ("A", "S"), grafo, ESPANOL)
    assert {j.puntos for j in jugadas} == {4}
    assert [(j.palabra, j.posicion.inicio, j.posicion.direccion) for j in jugadas] == [
        ("AS", (6, 7), V),
        ("AS", (7, 6), H),
        ("AS", (7, 7), H),
        ("AS", (7, 7), V),
        ("SA", (6, 7), V),
        ("SA", (7, 6), H),
        ("SA", (7, 7), H),
        ("SA", (7, 7), V),
    ]
    assert [j.coordenada for j in jugadas[:4]] == ["8G", "H7", "H8", "8H"]
    assert buscar(Tablero(), ("A", "S"), grafo, ESPANOL, cuantas=3) == jugadas[:3]


def test_al_final_decide_que_ficha_es_el_comodin() -> None:
    """AA con una A y un comodín: misma palabra, casilla, dirección y puntos; primero la que lleva la A de
    verdad en la primera casilla."""
    grafo = construir(["aa"], ESPANOL)
    jugadas = buscar(Tablero(), ("A", "?"), grafo, ESPANOL)
    assert [(j.palabra, j.posicion.inicio, j.posicion.direccion) for j in jugadas[:2]] == [
        ("Aa", (6, 7), V),
        ("aA", (6, 7), V),
    ]
    assert jugadas[0].puntos == jugadas[1].puntos
    assert all(j.resto == () for j in jugadas)


def test_menos_comodines_y_resto_mas_equilibrado_a_igual_puntuacion() -> None:
    """Atril A, S, E y comodín: primero las de 4 puntos sin comodín; entre las de 2 con comodín, las que dejan
    el resto equilibrado (una vocal y una consonante) van antes que las que dejan dos vocales, aunque su
    palabra vaya después en el alfabeto (sA antes que aS)."""
    grafo = construir(["as", "sa", "es"], ESPANOL)
    jugadas = buscar(Tablero(), ("A", "S", "E", "?"), grafo, ESPANOL)
    assert [(j.puntos, j.palabra, j.resto) for j in jugadas[::4]] == [
        (4, "AS", ("E", "?")),
        (4, "ES", ("A", "?")),
        (4, "SA", ("E", "?")),
        (2, "As", ("S", "E")),
        (2, "Es", ("A", "S")),
        (2, "sA", ("S", "E")),
        (2, "aS", ("A", "E")),
        (2, "eS", ("A", "E")),
        (2, "Sa", ("A", "E")),
    ]
    assert len(jugadas) == 36
    claves = [clave_preferencia(j, ESPANOL) for j in jugadas]
    assert claves == sorted(claves) and len(set(claves)) == len(claves)


def test_la_cuenta_de_una_ficha_suelta_sigue_la_direccion_de_la_jugada() -> None:
    """Una jugada de una ficha que forma palabra en las dos direcciones: su cuenta toma como principal la de
    su dirección, también si es la vertical."""
    tablero = _tablero(("SOL", (7, 6), H))
    nuevas = (((8, 6), Ficha("E")),)
    horizontal = Jugada(Posicion((8, 6), H), nuevas, 0, "", ())
    vertical = Jugada(Posicion((7, 6), V), nuevas, 0, "", ())
    assert tablero[(8, 6)] is None
    r = vertical.resultado(tablero, ESPANOL)
    assert r.posicion == Posicion((7, 6), V) and r.principal.texto == "SE"
    # Sin palabra horizontal, la principal es la vertical aunque la jugada diga horizontal.
    assert horizontal.resultado(tablero, ESPANOL).principal.texto == "SE"
    tablero.poner((8, 7), Ficha("S"))
    r = horizontal.resultado(tablero, ESPANOL)
    assert r.posicion == Posicion((8, 6), H) and r.principal.texto == "ES"
    r = vertical.resultado(tablero, ESPANOL)
    assert r.posicion == Posicion((7, 6), V) and [p.texto for p in r.palabras] == ["SE", "ES"]


# --- Mensajes ----------------------------------------------------------------------------------


def test_mensajes_de_fichas_que_no_son_de_la_edicion() -> None:
    grafo = construir(["sol"], ESPANOL)
    with pytest.raises(ErrorFichas) as e:
        buscar(Tablero(), ("S", "K"), grafo, ESPANOL)
    assert str(e.value) == "La K no es una ficha del atril de esta edición."
    with pytest.raises(ErrorFichas) as e:
        buscar(Tablero(), ("Ç",), grafo, ESPANOL)
    assert str(e.value) == "La Ç no es una ficha del atril de esta edición."
    with pytest.raises(ErrorFichas) as e:
        buscar(Tablero({(7, 7): Ficha("Ç")}), ("S",), grafo, ESPANOL)
    assert str(e.value) == "La ficha Ç del tablero no es de la edición."
    ingles = construir(["cat"], INGLES)
    with pytest.raises(ErrorFichas) as e:
        buscar(Tablero(), ("CH",), ingles, INGLES)
    assert str(e.value) == "La CH no es una ficha del atril de esta edición."
    with pytest.raises(ErrorFichas) as e:
        buscar(Tablero({(7, 7): Ficha("Ñ")}), ("A",), ingles, INGLES)
    assert str(e.value) == "La ficha Ñ del tablero no es de la edición."
    # La K y la W (las dos últimas letras del grafo) se juegan con comodín, también donde no hay cruzada.
    kiwi = _comprobar(Tablero(), ("?", "?", "I", "I"), ["kiwi"])
    assert {j.palabra for j in kiwi} == {"kIwI"} and len(kiwi) == 8
    assert all(j.resto == () and j.comodines == 2 for j in kiwi)
    # La K del tablero (comodín fijo) sí es de la edición española.
    kilo = buscar(_tablero(("kILO", (7, 4), H)), ("S",), construir(["kilo", "kilos"], ESPANOL), ESPANOL)
    assert [j.palabra for j in kilo] == ["kILOS"]


# --- Comodines ---------------------------------------------------------------------------------


def test_cruzadas_hechas_solo_de_comodines() -> None:
    """Una cruzada cuyas fichas son comodines suma 0, pero existe: la ficha nueva puntúa en ella y la
    jugada de una ficha sale una sola vez."""
    tablero = _tablero(("os", (7, 7), H), ("s", (8, 9), H))
    jugadas = _comprobar(tablero, ("E", "S", "O", "A", "L"), PALABRAS_ORILLAS)
    # La E sola bajo la s (comodín) forma SE en vertical y ES en horizontal con la otra s: una sola jugada,
    # que cuenta la E (doble de letra) en las dos palabras.
    (una,) = [j for j in jugadas if j.fichas() == {(8, 8): Ficha("E")}]
    assert una.puntos == 4
    grafo = construir(PALABRAS_ORILLAS, ESPANOL)
    for k in range(1, 8):
        assert buscar(tablero, ("E", "S", "O", "A", "L"), grafo, ESPANOL, cuantas=k) == jugadas[:k]


def test_cero_o_menos_mejores_es_ninguna() -> None:
    grafo = construir(["sol", "sal", "as"], ESPANOL)
    for cuantas in (0, -1, -7):
        assert buscar(Tablero(), ("S", "O", "L", "A"), grafo, ESPANOL, cuantas=cuantas) == []
        assert buscar(Tablero(), ("S", "O", "L", "?"), grafo, ESPANOL, cuantas=cuantas) == []
    assert len(buscar(Tablero(), ("S", "O", "L", "A"), grafo, ESPANOL, cuantas=1)) == 1


def test_solo_comodines_dan_jugadas_de_cero_puntos_tambien_en_las_k_mejores() -> None:
    grafo = construir(["ama", "mas", "as"], ESPANOL)
    todas = buscar(Tablero(), ("?", "?"), grafo, ESPANOL)
    assert todas and all(j.puntos == 0 for j in todas)
    assert buscar(Tablero(), ("?", "?"), grafo, ESPANOL, cuantas=3) == todas[:3]
    assert buscar(Tablero(), ("?", "?"), grafo, ESPANOL, cuantas=1) == todas[:1]


def test_con_comodines_las_k_mejores_no_repiten_jugadas() -> None:
    grafo = construir(PALABRAS_ES, ESPANOL)
    tablero = _tablero(("SOL", (7, 5), H))
    atril = ("A", "M", "A", "S", "?")
    todas = buscar(tablero, atril, grafo, ESPANOL)
    for k in (1, 2, 5, 20, len(todas), len(todas) + 3):
        mejores = buscar(tablero, atril, grafo, ESPANOL, cuantas=k)
        assert mejores == todas[:k]
        assert len(_conjunto(mejores)) == len(mejores)


# --- Siete fichas como mucho -------------------------------------------------------------------


def test_nunca_mas_de_siete_fichas_aunque_el_atril_traiga_mas() -> None:
    grafo = construir(["lamentos", "lamento", "lento", "mas"], ESPANOL)
    atril = ("L", "A", "M", "E", "N", "T", "O", "S")
    jugadas = buscar(Tablero(), atril, grafo, ESPANOL)
    assert jugadas
    assert max(len(j.nuevas) for j in jugadas) == 7
    assert {j.palabra for j in jugadas} == {"LAMENTO", "LENTO", "MAS"}
    siete = [j for j in jugadas if len(j.nuevas) == 7]
    assert siete and all(j.puntos == j.resultado(Tablero(), ESPANOL).puntos for j in siete)
    assert buscar(Tablero(), atril, grafo, ESPANOL, cuantas=3) == jugadas[:3]
    # Lo mismo si una de las ocho es un comodín (aquí, la L del principio).
    atril = ("?", "A", "M", "E", "N", "T", "O", "S")
    jugadas = buscar(Tablero(), atril, grafo, ESPANOL)
    assert max(len(j.nuevas) for j in jugadas) == 7
    assert not any(j.palabra.upper() == "LAMENTOS" for j in jugadas)


# --- Las K mejores -----------------------------------------------------------------------------


def test_las_k_mejores_con_empates_en_la_ultima() -> None:
    """Muchas jugadas de igual puntuación: las K mejores son siempre el principio de la lista completa, también
    cuando la K-ésima empata con las siguientes."""
    grafo = construir(PALABRAS_ES, ESPANOL)
    for tablero, atril in (
        (Tablero(), ("A", "S", "O", "L", "E")),
        (ORILLAS_HORIZONTALES, ("H", "A", "S", "O", "L", "E", "?")),
        (_traspuesto(ORILLAS_HORIZONTALES), ("A", "A", "S", "L", "O", "M", "R")),
        (_tablero(("CORRAL", (7, 4), H), ("LLAMAS", (2, 9), V)), ("O", "S", "A", "E", "L", "C", "R")),
    ):
        todas = buscar(tablero, atril, grafo, ESPANOL)
        assert len(todas) > 20
        for k in range(1, 16):
            assert buscar(tablero, atril, grafo, ESPANOL, cuantas=k) == todas[:k]


def test_la_mejor_es_un_siete_fichas_gracias_al_premio() -> None:
    """El premio de 50 decide: sin él, otra jugada valdría más. La poda tiene que contar con él."""
    grafo = construir(["chorizos", "ocho", "oh", "rizo", "rizos", "oro", "os", "so"], ESPANOL)
    tablero = Tablero()
    atril = ("CH", "O", "R", "I", "Z", "O", "S")
    todas = buscar(tablero, atril, grafo, ESPANOL)
    assert len(todas[0].nuevas) == 7 and todas[0].palabra == "CHORIZOS"
    for k in (1, 2, 3):
        assert buscar(tablero, atril, grafo, ESPANOL, cuantas=k) == todas[:k]


# Posiciones de partida (halladas con ``_tablero_al_azar``, semillas 31, 146, 173, 183 y 462) donde la cota de
# la poda queda justa: contar de menos las fichas del tablero que la palabra alcanzaría, el premio de letra de
# una cruzada o alguna de las cruzadas pierde alguna de las mejores.
POSICIONES_JUSTAS = [
    ("5,7:C 5,8:O 5,9:CH 5,10:E 6,7:A 7,5:S 7,6:O 7,7:L 8,6:C 9,6:A", ("E", "E", "I", "L", "I", "R", "E")),
    ("4,7:A 4,8:N 4,9:A 5,7:M 6,7:A 7,6:E 7,7:S", ("R", "E", "L", "S", "I", "N", "O")),
    ("7,6:A 7,7:R 7,8:A", ("CH", "H", "L", "B", "E", "H", "C")),
    ("7,7:M 7,8:A 7,9:R 8,7:A 9,7:S 9,8:E", ("A", "D", "B", "R", "I", "L", "L")),
    ("5,6:A 6,6:L 6,7:A 7,7:R 8,5:A 8,6:R 8,7:A", ("H", "I", "D", "A", "E", "A", "R")),
]


@pytest.mark.parametrize(("fichas", "atril"), POSICIONES_JUSTAS)
def test_las_k_mejores_cuando_la_cota_queda_justa(fichas: str, atril: tuple[str, ...]) -> None:
    tablero = Tablero()
    for dato in fichas.split():
        casilla, letra = dato.split(":")
        f, c = casilla.split(",")
        tablero.poner((int(f), int(c)), Ficha(letra.upper(), letra.islower()))
    grafo = construir(PALABRAS_ES, ESPANOL)
    todas = buscar(tablero, atril, grafo, ESPANOL)
    for k in range(1, 6):
        assert buscar(tablero, atril, grafo, ESPANOL, cuantas=k) == todas[:k]


@contextmanager
def _cuenta_llamadas(nombre: str) -> Iterator[list[int]]:
    cuenta = [0]

    def perfil(frame: FrameType, evento: str, _arg: Any) -> None:
        if evento == "call" and frame.f_code.co_name == nombre:
            cuenta[0] += 1

    anterior = sys.getprofile()
    sys.setprofile(perfil)
    try:
        yield cuenta
    finally:
        sys.setprofile(anterior)


def test_la_poda_de_las_k_mejores_recorre_mucho_menos() -> None:
    """Con ``cuantas`` la búsqueda descarta las ramas que no pueden llegar: el mismo resultado que cortar la
    lista completa, recorriendo mucho menos del grafo."""
    grafo = construir(PALABRAS_ES, ESPANOL)
    atril = ("H", "A", "S", "O", "L", "E", "?")
    with _cuenta_llamadas("extender") as todas_llamadas:
        todas = buscar(ORILLAS_HORIZONTALES, atril, grafo, ESPANOL)
    for k in (1, 3):
        with _cuenta_llamadas("extender") as llamadas:
            mejores = buscar(ORILLAS_HORIZONTALES, atril, grafo, ESPANOL, cuantas=k)
        assert mejores == todas[:k]
        # Medido: unas 13 300 llamadas sin poda, 2300 con K = 1 y 2800 con K = 3.
        assert llamadas[0] * 3 < todas_llamadas[0]


# --- Orillas y esquinas --------------------------------------------------------------------------


@pytest.mark.parametrize("atril", [("H", "A", "S", "O", "L", "E", "?"), ("A", "A", "S", "L", "O", "M", "R")])
@pytest.mark.parametrize("traspuesto", [False, True], ids=["horizontales", "verticales"])
def test_palabras_en_las_orillas_y_esquinas_del_tablero(atril: tuple[str, ...], traspuesto: bool) -> None:
    tablero = _traspuesto(ORILLAS_HORIZONTALES) if traspuesto else ORILLAS_HORIZONTALES
    jugadas = _comprobar(tablero, atril, PALABRAS_ORILLAS)
    assert jugadas
    # Entre ellas, las que alargan las palabras de la orilla hasta tocar el borde: HOLA acaba en la
    # columna 15 (la fila 15 en el traspuesto) y la ficha siguiente del tablero no forma parte de la palabra.
    if "H" in atril:
        (hola,) = [j for j in jugadas if j.palabra == "HOLA" and len(j.nuevas) == 1]
        assert hola.fichas() == {((11, 6) if traspuesto else (6, 11)): Ficha("H")}


@pytest.mark.parametrize("traspuesto", [False, True], ids=["horizontales", "verticales"])
def test_cruzadas_de_varias_fichas_por_delante_y_por_detras(traspuesto: bool) -> None:
    """OLA en vertical: una jugada horizontal que pasa por debajo forma OLAS (tres fichas delante de la
    nueva) y una que pasa por encima, HOLA (tres detrás); cada cruzada suma todas sus fichas."""
    tablero = _tablero(("OLA", (3, 5), V), ("MAR", (10, 3), V))
    if traspuesto:
        tablero = _traspuesto(tablero)
    jugadas = _comprobar(tablero, ("S", "H", "E", "A", "O"), PALABRAS_ORILLAS)
    abajo = (5, 6) if traspuesto else (6, 5)
    arriba = (5, 2) if traspuesto else (2, 5)
    assert any(abajo in j.fichas() and len(j.nuevas) >= 2 for j in jugadas)
    assert any(arriba in j.fichas() and len(j.nuevas) >= 2 for j in jugadas)


def test_la_ficha_de_la_esquina_cuenta_para_las_cruzadas() -> None:
    """Con SOL en A1 horizontal, la casilla B1 tiene encima la S: solo admite lo que forme palabra con ella."""
    tablero = _tablero(("SOL", (0, 0), H))
    jugadas = _comprobar(tablero, ("E", "A", "S", "O"), ["sol", "se", "es", "os", "so", "ese", "sos", "ea", "ae"])
    assert any(j.fichas() == {(1, 0): Ficha("E")} for j in jugadas)  # SE
    assert not any((1, 0) in j.fichas() and j.fichas()[(1, 0)].letra == "A" for j in jugadas)  # SA no está
    tablero = _tablero(("SOL", (0, 0), V))
    jugadas = _comprobar(tablero, ("E", "A", "S", "O"), ["sol", "se", "es", "os", "so", "ese", "sos", "ea", "ae"])
    assert any(j.fichas() == {(0, 1): Ficha("E")} for j in jugadas)


def test_parte_izquierda_hasta_la_orilla() -> None:
    """Con una ficha en la tercera columna, la palabra puede empezar en la primera (dos fichas delante),
    también si la última casilla de la fila está ocupada."""
    tablero = _tablero(("L", (4, 2), H), ("S", (4, 14), H))
    jugadas = _comprobar(tablero, ("A", "S", "O", "E"), ["sal", "sola", "al", "la", "ola", "solas", "as"])
    assert {j.palabra for j in jugadas if j.posicion.direccion is H} >= {"SAL", "AL", "OLA", "LA"}
    (sal,) = [j for j in jugadas if j.palabra == "SAL" and j.posicion.direccion is H]
    assert sal.posicion.inicio == (4, 0)


def test_las_palabras_de_una_letra_no_son_jugada() -> None:
    """La lista tiene A, O e Y: una ficha sola no es palabra principal, solo cuenta su cruzada."""
    tablero = _tablero(("S", (7, 7), H))
    palabras = ["a", "o", "y", "as", "sa", "so", "os", "ya", "oy", "soy", "osa"]
    jugadas = _comprobar(tablero, ("A", "Y", "O"), palabras)
    assert not any(len(j.palabra) < 2 for j in jugadas)
    assert buscar(Tablero(), ("A", "O"), construir(palabras, ESPANOL), ESPANOL) == []


def test_dos_anclas_con_un_hueco_entre_ellas() -> None:
    """S en G6 y en G8: las casillas de debajo son anclas y la de en medio no. OSO de H6 a H8 sale una sola
    vez (desde su ancla de más a la izquierda)."""
    tablero = _tablero(("S", (6, 5), H), ("S", (6, 7), H))
    jugadas = _comprobar(tablero, ("O", "S", "O", "E"), PALABRAS_ORILLAS)
    (oso,) = [j for j in jugadas if j.palabra == "OSO" and j.posicion.inicio == (7, 5)]
    assert oso.posicion.direccion is H and len(oso.nuevas) == 3


def test_palabra_de_siete_fichas_que_acaba_en_la_orilla() -> None:
    """Siete fichas delante de una del tablero en la última columna: la parte izquierda llega a 7."""
    tablero = _tablero(("S", (3, 14), H))
    jugadas = _comprobar(tablero, ("L", "A", "M", "E", "N", "T", "O"), ["lamentos", "lamento", "os"])
    (j,) = [j for j in jugadas if j.palabra == "LAMENTOS"]
    assert j.posicion.inicio == (3, 7) and len(j.nuevas) == 7
    assert j.puntos == j.resultado(tablero, ESPANOL).puntos
