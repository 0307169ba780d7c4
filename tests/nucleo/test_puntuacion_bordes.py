"""Puntuar en los bordes: la apertura más corta, los lados del tablero, la palabra principal y las cruzadas,
las fichas de turnos anteriores sin premio, la dirección sugerida de una ficha sola y cada rechazo con su
mensaje exacto."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorColocacion
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.puntuacion import FichaEnPalabra, colocar, digrafos_sueltos, puntuar, puntuar_palabra
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Posicion, Premio, Tablero

CENTRO = (7, 7)


def _tablero(fichas: dict[Casilla, str]) -> Tablero:
    tablero = Tablero()
    for c, letra in fichas.items():
        tablero.poner(c, Ficha(letra))
    return tablero


def _nuevas(fichas: dict[Casilla, str]) -> dict[Casilla, Ficha]:
    return {c: Ficha(letra) for c, letra in fichas.items()}


def test_apertura_de_dos_fichas_en_el_centro() -> None:
    r = puntuar(Tablero(), _nuevas({CENTRO: "S", (7, 8): "I"}), ESPANOL)
    assert (r.puntos, r.premio, r.fichas_nuevas) == (4, 0, 2)
    assert [(p.texto, p.cuenta, p.principal) for p in r.palabras] == [("SI", "(1 + 1) × 2 = 4", True)]
    assert r.posicion == Posicion(CENTRO, Direccion.HORIZONTAL)


def test_las_fichas_de_antes_no_repiten_su_premio() -> None:
    """La S quedó en la casilla central (palabra doble): quien la usa después no la duplica."""
    tablero = _tablero({CENTRO: "S", (7, 8): "I"})
    r = puntuar(tablero, _nuevas({(8, 7): "E"}), ESPANOL)
    assert r.puntos == 2 and r.principal.cuenta == "1 + 1 = 2"


def test_palabra_principal_y_cruzadas() -> None:
    tablero = _tablero({CENTRO: "S", (7, 8): "I"})
    r = puntuar(tablero, _nuevas({(8, 7): "N", (8, 8): "O"}), ESPANOL)
    assert [(p.texto, p.principal) for p in r.palabras] == [("NO", True), ("SN", False), ("IO", False)]
    principal, cruzada, _ = r.palabras
    assert [(f.casilla, f.nueva) for f in principal.fichas] == [((8, 7), True), ((8, 8), True)]
    assert [(f.casilla, f.nueva) for f in cruzada.fichas] == [((7, 7), False), ((8, 7), True)]
    assert cruzada.fichas[0].premio is None


@pytest.mark.parametrize(
    ("previa", "nueva", "texto", "inicio"),
    [
        ((0, 0), (0, 1), "AL", (0, 0)),  # horizontal desde la columna A
        ((0, 0), (1, 0), "AL", (0, 0)),  # vertical desde la fila 1
        ((14, 13), (14, 14), "AL", (14, 13)),  # hasta la última columna
        ((13, 14), (14, 14), "AL", (13, 14)),  # hasta la última fila
    ],
)
def test_palabras_pegadas_a_los_lados(previa: Casilla, nueva: Casilla, texto: str, inicio: Casilla) -> None:
    r = puntuar(_tablero({previa: "A", CENTRO: "X"}), _nuevas({nueva: "L"}), ESPANOL)
    assert r.principal.texto == texto and r.posicion is not None and r.posicion.inicio == inicio


@pytest.mark.parametrize(
    ("direccion", "texto"), [(None, "AL"), (Direccion.HORIZONTAL, "AL"), (Direccion.VERTICAL, "SL")]
)
def test_una_ficha_sola_sigue_la_direccion_sugerida(direccion: Direccion | None, texto: str) -> None:
    tablero = _tablero({CENTRO: "S", (8, 6): "A"})
    r = puntuar(tablero, _nuevas({(8, 7): "L"}), ESPANOL, direccion)
    assert r.principal.texto == texto and len(r.palabras) == 2


@pytest.mark.parametrize(
    ("previas", "nuevas", "mensaje"),
    [
        ({}, {}, "La jugada no coloca ninguna ficha nueva."),
        ({}, {(15, 0): "A", (15, 1): "B"}, "La jugada se sale del tablero."),
        ({}, {(0, 15): "A", (1, 15): "B"}, "La jugada se sale del tablero."),
        ({}, {(-1, 3): "A", (0, 3): "B"}, "La jugada se sale del tablero."),
        ({CENTRO: "A"}, {CENTRO: "B", (7, 8): "C"}, "La casilla H8 ya tiene una ficha."),
        ({}, {(7, i): "A" for i in range(8)}, "Una jugada coloca como mucho 7 fichas nuevas, y esta coloca 8."),
        ({}, {CENTRO: "A", (8, 8): "B"}, "Las fichas nuevas tienen que quedar en una sola fila o columna."),
        ({}, {(0, 0): "A", (0, 1): "B"}, "La primera jugada tiene que tapar la casilla central, H8."),
        ({}, {CENTRO: "A"}, "La primera jugada tiene que usar al menos dos fichas."),
        ({CENTRO: "A", (7, 8): "B"}, {(0, 0): "C", (0, 1): "D"},
         "La jugada tiene que tocar alguna ficha que ya esté en el tablero."),
        ({}, {(7, 6): "A", CENTRO: "B", (7, 9): "C"},
         "Las fichas nuevas no pueden dejar huecos: la casilla H9 está vacía."),
    ],
)
def test_cada_rechazo_con_su_mensaje(previas: dict[Casilla, str], nuevas: dict[Casilla, str], mensaje: str) -> None:
    tablero = _tablero(previas)
    antes = dict(tablero.fichas)
    with pytest.raises(ErrorColocacion) as error:
        puntuar(tablero, _nuevas(nuevas), ESPANOL)
    assert str(error.value) == mensaje
    assert dict(tablero.fichas) == antes


def test_siete_fichas_dan_el_premio_y_colocar_las_deja() -> None:
    tablero = Tablero()
    nuevas = _nuevas({(7, 4 + i): letra for i, letra in enumerate("ASALTOS")})
    r = puntuar(tablero, nuevas, ESPANOL)
    assert r.premio == 50 and r.puntos == r.principal.puntos + 50
    colocar(tablero, nuevas)
    assert dict(tablero.fichas) == nuevas



def test_el_digrafo_con_una_ficha_suelta_del_tablero_y_otra_nueva_tambien_se_avisa() -> None:
    # FISE art. 11: basta con que una de las dos sea nueva (una C ya jugada y una H que se pone detrás).
    tablero = Tablero()
    tablero.poner((7, 7), Ficha("C"))
    r = puntuar(tablero, {(7, 8): Ficha("H"), (7, 9): Ficha("E")}, ESPANOL)
    assert digrafos_sueltos(r, ESPANOL) == (
        "«CHE» forma CH con dos fichas sueltas (C y H): el reglamento FISE no permite formar un dígrafo con fichas "
        "sueltas (art. 11).",
    )
    # Las dos del tablero no avisan: ya se avisó al jugarlas.
    tablero.poner((7, 8), Ficha("H"))
    r = puntuar(tablero, {(7, 9): Ficha("E")}, ESPANOL)
    assert r.principal.texto == "CHE" and digrafos_sueltos(r, ESPANOL) == ()


def test_una_ficha_de_un_turno_anterior_no_aprovecha_su_casilla_de_premio() -> None:
    # Aunque quien llama pase el premio de la casilla, solo cuenta el turno en que se tapa.
    fichas = [
        FichaEnPalabra(Ficha("Z"), False, Premio.TP),
        FichaEnPalabra(Ficha("A"), True, Premio.DL),
    ]
    p = puntuar_palabra(fichas, ESPANOL)
    assert (p.puntos, p.cuenta) == (12, "10 + 1×2 = 12")
