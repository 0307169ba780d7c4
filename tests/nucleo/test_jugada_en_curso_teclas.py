"""Teclas que no son una letra de la caja aunque lo parezcan, en la jugada que se teclea en el tablero."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.jugada_en_curso import JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Tablero, casilla


@pytest.mark.parametrize(
    ("edicion", "caracter", "mensaje"),
    [
        (ESPANOL, "ß", "«ß» no es una ficha de la edición española."),
        (ESPANOL, "\ufb01", "«\ufb01» no es una ficha de la edición española."),  # la ligadura fi
        (INGLES, "ß", "«ß» no es una ficha de la edición inglesa."),
    ],
    ids=["es-eszett", "es-ligadura-fi", "en-eszett"],
)
def test_una_tecla_que_en_mayuscula_son_dos_letras_se_rechaza_con_mensaje(edicion, caracter, mensaje):
    # Antes: ValueError sin mensaje («too many values to unpack»), que la vista del tablero no recogía.
    j = JugadaEnCurso(Tablero(), edicion)
    j.tocar(casilla("H8"))
    j.escribir("S")
    with pytest.raises(ErrorFichas) as e:
        j.escribir(caracter)
    assert str(e.value) == mensaje
    assert [f.letra for f in j.fichas] == ["S"]
