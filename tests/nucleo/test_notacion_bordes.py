"""La notación en sus bordes: cada mensaje de ``colocacion``, entero, con las casillas nombradas en la notación
en que se escribió la jugada (FISE o GCG), y lo que ``leer`` y ``de_fise`` hacen con los espacios."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorColocacion, ErrorCoordenada
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.notacion import Notacion, colocacion, jugar
from app_planilla.nucleo.juego.tablero import LADO, Tablero


def _con_jamon() -> Tablero:
    t = Tablero()
    jugar(t, "H4", "JAMON", ESPANOL)  # H4 a H8
    return t


def _mensaje(notacion: Notacion, fise: str, palabra: str) -> str:
    escrita = notacion.texto(Notacion.FISE.leer(fise))
    with pytest.raises(ErrorColocacion) as e:
        colocacion(_con_jamon(), escrita, palabra, ESPANOL, notacion=notacion)
    return str(e.value)


@pytest.mark.parametrize(
    ("fise", "palabra", "en_fise", "en_gcg"),
    [
        ("5I", "ES", "La palabra empieza antes: la casilla H5 ya tiene ficha. Escríbela entera.",
         "La palabra empieza antes: la casilla E8 ya tiene ficha. Escríbela entera."),
        ("H2", "CA", "La palabra sigue en la casilla H4, que ya tiene ficha. Escríbela entera.",
         "La palabra sigue en la casilla D8, que ya tiene ficha. Escríbela entera."),
        ("4F", "SOL", "En la casilla H4 ya hay una J, no una L: escribe J o «.» en su lugar.",
         "En la casilla D8 ya hay una J, no una L: escribe J o «.» en su lugar."),
        ("3F", ".O", "El «.» de la casilla F3 indica una ficha ya colocada, pero está vacía.",
         "El «.» de la casilla C6 indica una ficha ya colocada, pero está vacía."),
        ("H13", "CASA", "La jugada se sale del tablero.", "La jugada se sale del tablero."),
    ],
)
def test_cada_mensaje_nombra_las_casillas_en_la_notacion_escrita(
    fise: str, palabra: str, en_fise: str, en_gcg: str
) -> None:
    assert _mensaje(Notacion.FISE, fise, palabra) == en_fise
    assert _mensaje(Notacion.GCG, fise, palabra) == en_gcg


def test_una_palabra_mas_larga_que_el_tablero_ni_se_lee() -> None:
    # Cuatro caracteres por casilla como mucho («[CH]»): 60 aún se leen, 61 no.
    with pytest.raises(ErrorColocacion) as e:
        colocacion(Tablero(), "A1", "[CH]" * LADO + "A", ESPANOL)
    assert str(e.value) == "La jugada se sale del tablero."
    assert len(colocacion(Tablero(), "A1", "[CH]" * LADO, ESPANOL).nuevas) == LADO


def test_gcg_rechaza_con_el_texto_sin_espacios() -> None:
    with pytest.raises(ErrorCoordenada) as e:
        Notacion.GCG.leer(" 16D ")
    assert str(e.value) == (
        "«16D» no es una coordenada: escribe 8D (horizontal desde la fila 8, columna D) o D8 (vertical desde la "
        "columna D, fila 8)."
    )


def test_de_fise_deja_los_espacios_y_lee_con_ellos() -> None:
    assert Notacion.GCG.de_fise("   ") == "   " and Notacion.FISE.de_fise(" h4 ") == " h4 "
    assert Notacion.GCG.de_fise(" H4 ") == "8D" and Notacion.GCG.de_fise("4h") == "D8"
    assert Notacion.GCG.leer("15o") == Notacion.FISE.leer("O15")
    assert Notacion.GCG.leer("o15") == Notacion.FISE.leer("15O")
