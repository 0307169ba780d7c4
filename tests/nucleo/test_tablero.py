"""Tablero: casillas y coordenadas escritas (también en minúsculas y con espacios), sus mensajes y quitar fichas."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import PREMIOS, Direccion, Posicion, Premio, Tablero, casilla, nombre_casilla


def test_una_casilla_se_escribe_en_mayusculas_o_minusculas() -> None:
    assert casilla("h8") == casilla("H8") == (7, 7)
    assert casilla(" o 15 ") == (14, 14) and nombre_casilla((14, 14)) == "O15"
    assert casilla("a1") == (0, 0)


@pytest.mark.parametrize("texto", ["P1", "A0", "A16", "8H", ""])
def test_una_casilla_que_no_existe_lo_dice_con_lo_escrito(texto: str) -> None:
    with pytest.raises(ErrorPlanilla) as error:
        casilla(f" {texto} ")
    assert str(error.value) == (
        f"«{texto}» no es una casilla: usa una fila de la A a la O y una columna del 1 al 15."
    )


def test_una_coordenada_mala_lo_dice_con_lo_escrito() -> None:
    assert Posicion.desde_fise(" o15 ") == Posicion((14, 14), Direccion.HORIZONTAL)
    assert Posicion.desde_fise("15o") == Posicion((14, 14), Direccion.VERTICAL)
    with pytest.raises(ErrorPlanilla) as error:
        Posicion.desde_fise(" H16 ")
    assert str(error.value) == (
        "«H16» no es una coordenada: escribe H4 (horizontal desde la fila H, columna 4) "
        "o 4H (vertical desde la columna 4, fila H)."
    )


def test_las_casillas_de_premio_de_cada_clase() -> None:
    cuenta = {p: sum(1 for x in PREMIOS.values() if x is p) for p in Premio}
    assert cuenta == {Premio.TP: 8, Premio.DP: 17, Premio.TL: 12, Premio.DL: 24}
    assert PREMIOS[casilla("H8")] is Premio.DP and PREMIOS[casilla("A1")] is Premio.TP


def test_quitar_una_ficha_que_no_esta_no_falla() -> None:
    t = Tablero({casilla("H8"): Ficha("A")})
    t.quitar(casilla("A1"))
    assert len(t) == 1
    t.quitar(casilla("H8"))
    assert t.vacio()
