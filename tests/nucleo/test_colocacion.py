"""Reglas de colocación: cada incumplimiento tiene su mensaje y la jugada no puntúa ni cambia el tablero."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorColocacion, ErrorCoordenada
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.escritas import Marca, fichas_escritas, puntuar_escritas
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import colocacion, jugar
from app_planilla.nucleo.juego.puntuacion import puntuar
from app_planilla.nucleo.juego.tablero import PREMIOS, Direccion, Posicion, Premio, Tablero, casilla, nombre_casilla


def _tablero(*jugadas: str) -> Tablero:
    t = Tablero()
    for j in jugadas:
        jugar(t, *j.split(), ESPANOL)
    return t


def test_disposicion_de_premios() -> None:
    cuenta = {p: sum(1 for v in PREMIOS.values() if v is p) for p in Premio}
    assert cuenta == {Premio.TP: 8, Premio.DP: 17, Premio.TL: 12, Premio.DL: 24}
    # Simétrica respecto a la diagonal.
    assert all(PREMIOS.get((c, f)) is p for (f, c), p in PREMIOS.items())
    assert PREMIOS[casilla("H8")] is Premio.DP


@pytest.mark.parametrize(
    ("texto", "fila", "columna", "direccion"),
    [("H4", 7, 3, Direccion.HORIZONTAL), ("4H", 7, 3, Direccion.VERTICAL), ("a15", 0, 14, Direccion.HORIZONTAL)],
)
def test_notacion_fise(texto: str, fila: int, columna: int, direccion: Direccion) -> None:
    pos = Posicion.desde_fise(texto)
    assert pos.inicio == (fila, columna) and pos.direccion is direccion
    assert pos.fise() == texto.upper()


@pytest.mark.parametrize("texto", ["H16", "P4", "44", "HH", "H0", ""])
def test_coordenada_mal_escrita(texto: str) -> None:
    with pytest.raises(ErrorCoordenada):
        Posicion.desde_fise(texto)
    assert nombre_casilla((7, 7)) == "H8"


@pytest.mark.parametrize(
    ("previas", "jugada", "mensaje"),
    [
        ([], "H1 CASA", "tapar la casilla central, H8"),
        ([], "H8 A", "al menos dos fichas"),
        (["H4 JAMON"], "A1 SOL", "tocar alguna ficha"),
        (["H4 JAMON"], "H9 ES", "empieza antes: la casilla H8"),
        (["H4 JAMON"], "H2 CA", "sigue en la casilla H4"),
        (["H4 JAMON"], "H13 CASA", "se sale del tablero"),
        (["H4 JAMON"], "4F SOL", "ya hay una J, no una L"),
        (["H4 JAMON"], "3F .O", "indica una ficha ya colocada"),
        ([], "H3 ABCDEFGH", "como mucho 7 fichas nuevas"),
    ],
)
def test_colocacion_invalida(previas: list[str], jugada: str, mensaje: str) -> None:
    tablero = _tablero(*previas)
    antes = dict(tablero.fichas)
    with pytest.raises(ErrorColocacion, match=mensaje):
        jugar(tablero, *jugada.split(), ESPANOL)
    assert dict(tablero.fichas) == antes


def test_fichas_fuera_de_linea_y_con_huecos() -> None:
    tablero = _tablero("H4 JAMON")
    a = Ficha("A")
    with pytest.raises(ErrorColocacion, match="una sola fila o columna"):
        puntuar(tablero, {casilla("G4"): a, casilla("F5"): a}, ESPANOL)
    with pytest.raises(ErrorColocacion, match="no pueden dejar huecos: la casilla G10"):
        puntuar(tablero, {casilla("G9"): a, casilla("G11"): a}, ESPANOL)
    with pytest.raises(ErrorColocacion, match="ninguna ficha nueva"):
        puntuar(tablero, {}, ESPANOL)
    with pytest.raises(ErrorColocacion, match="ya tiene una ficha"):
        puntuar(tablero, {casilla("H4"): a}, ESPANOL)
    with pytest.raises(ErrorColocacion, match="se sale del tablero"):
        puntuar(tablero, {(7, 15): a, (7, 14): a}, ESPANOL)


def test_una_ficha_forma_la_palabra_de_su_direccion() -> None:
    tablero = _tablero("H4 JAMON")
    # Una S bajo la N: la única palabra es vertical (NS), aunque se sugiera horizontal.
    r = puntuar(tablero, {casilla("I8"): Ficha("S")}, ESPANOL, Direccion.HORIZONTAL)
    assert [p.texto for p in r.palabras] == ["NS"] and r.palabras[0].principal
    assert r.posicion == Posicion(casilla("H8"), Direccion.VERTICAL)
    # Una S tras JAMON forma JAMONS, con o sin sugerencia.
    r = puntuar(tablero, {casilla("H9"): Ficha("S")}, ESPANOL, Direccion.VERTICAL)
    assert r.principal.texto == "JAMONS" and r.puntos == 15


def test_premio_solo_cuando_se_tapa() -> None:
    tablero = _tablero("H4 JAMON")
    # La J ya está sobre su letra doble: ahora vale 8.
    r = jugar(tablero, "4G", "OJO", ESPANOL)
    assert r.principal.cuenta == "1 + 8 + 1 = 10"


def test_dos_palabras_triples_multiplican_por_nueve() -> None:
    tablero = Tablero()
    for c in "H2 H3 H4 H5 H6 H7 H8".split():
        tablero.poner(casilla(c), Ficha("A"))
    nuevas = {casilla("H1"): Ficha("S"), casilla("H15"): Ficha("S")}
    for col in range(9, 15):
        tablero.poner((7, col - 1), Ficha("E"))
    r = puntuar(tablero, nuevas, ESPANOL)
    assert r.principal.cuenta.endswith(") × 9 = 135")


def test_ingles_puntua_con_sus_valores() -> None:
    r = jugar(Tablero(), "H8", "QUIZ", INGLES)
    assert r.principal.cuenta == "(10 + 1 + 1 + 10) × 2 = 44"


def test_escritas_mas_de_siete_avisa_sin_premio() -> None:
    palabra = fichas_escritas("ABCDEFGH", ESPANOL)
    r = puntuar_escritas([palabra], ESPANOL)
    assert r.premio == 0 and r.avisos and "más de siete" in r.avisos[0]


def test_escritas_limites() -> None:
    with pytest.raises(ErrorColocacion) as error:
        puntuar_escritas([fichas_escritas("A" * 16, ESPANOL)], ESPANOL)
    assert str(error.value) == "Una palabra tiene como mucho 15 fichas."
    with pytest.raises(ErrorColocacion) as error:
        puntuar_escritas([fichas_escritas("AS", ESPANOL)] * 9, ESPANOL)
    assert str(error.value) == "Como mucho se anotan 7 palabras cruzadas."
    with pytest.raises(ErrorColocacion, match="ninguna ficha nueva"):
        puntuar_escritas([fichas_escritas("AS", ESPANOL, [Marca.ANTERIOR] * 2)], ESPANOL)
    with pytest.raises(ErrorColocacion, match="principal"):
        puntuar_escritas([], ESPANOL)


def test_escritas_comodin_fijo_y_siete_con_comodin() -> None:
    r = puntuar_escritas([fichas_escritas("KIWIs", ESPANOL)], ESPANOL)
    assert r.puntos == 2  # K, W y s valen 0
    r = puntuar_escritas([fichas_escritas("TORTIlLa", ESPANOL)], ESPANOL)
    assert r.fichas_nuevas == 8 and r.premio == 0  # l y L sueltas no forman LL
    r = puntuar_escritas([fichas_escritas("TORTIllA", ESPANOL)], ESPANOL)
    assert r.fichas_nuevas == 7 and r.premio == 50 and r.puntos == 56


def test_jugar_una_sola_ficha_en_la_direccion_escrita_y_con_los_avisos_de_la_notacion() -> None:
    tablero = _tablero("H4 JAMON", "4G SJ")
    # La A en G5 forma «SA» en horizontal y «AA» en vertical: «5G» dice que la principal es la vertical.
    r = jugar(tablero, "5G", "AA", ESPANOL)
    assert r.principal.texto == "AA" and r.posicion == Posicion(casilla("G5"), Direccion.VERTICAL)
    assert jugar(_tablero("H4 JAMON", "4G SJ"), "G4", "SA", ESPANOL).principal.texto == "SA"
    r = jugar(Tablero(), "H5", "KIWI", ESPANOL)
    assert r.principal.texto == "kIwI" and r.avisos == (
        "La K no existe en la edición española: se anota como comodín de 0 puntos.",
        "La W no existe en la edición española: se anota como comodín de 0 puntos.",
    )


def test_la_palabra_mas_larga_cabe_justo_y_una_letra_mas_se_sale() -> None:
    assert len(colocacion(Tablero(), "H1", "[CH]" * 15, ESPANOL).nuevas) == 15
    for fuera in ("[CH]" * 15 + "A", "ABCDEFGHIJKLMNOP"):
        with pytest.raises(ErrorColocacion, match=r"^La jugada se sale del tablero\.$"):
            colocacion(Tablero(), "H1", fuera, ESPANOL)


def test_escritas_en_sus_bordes() -> None:
    """Ocho palabras (principal y siete cruzadas, aunque alguna esté vacía) y quince fichas caben; una palabra
    vacía se salta; la principal es la primera."""
    cruzada = fichas_escritas("AS", ESPANOL, [Marca.ANTERIOR])
    r = puntuar_escritas([fichas_escritas("CASA", ESPANOL), [], *[cruzada] * 6], ESPANOL)
    assert [p.principal for p in r.palabras] == [True] + [False] * 6 and r.principal.texto == "CASA"
    assert r.avisos == () and r.puntos == 6 + 6 * 2
    r = puntuar_escritas([fichas_escritas("A" * 15, ESPANOL, [Marca.ANTERIOR] * 8)], ESPANOL)
    assert r.fichas_nuevas == 7 and r.premio == 50 and r.avisos == ()
    with pytest.raises(ErrorColocacion, match=r"^Cada palabra tiene al menos dos fichas\.$"):
        puntuar_escritas([fichas_escritas("CASA", ESPANOL), fichas_escritas("A", ESPANOL)], ESPANOL)
    with pytest.raises(ErrorColocacion, match=r"^Escribe la palabra principal\.$"):
        puntuar_escritas([[]], ESPANOL)
    with pytest.raises(ErrorColocacion, match=r"^La palabra principal no tiene ninguna ficha nueva\.$"):
        puntuar_escritas([fichas_escritas("AS", ESPANOL, [Marca.ANTERIOR] * 2)], ESPANOL)
    r = puntuar_escritas([fichas_escritas("ABCDEFGH", ESPANOL)], ESPANOL)
    assert r.avisos == (
        "La palabra principal tiene 8 fichas nuevas, más de siete: alguna ya estaba en el tablero y falta "
        "marcarla como colocada en un turno anterior.",
    )
