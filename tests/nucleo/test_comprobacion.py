"""Comprobar palabras en una lista abierta (solo marca, nunca cambia los puntos) y leer una lista propia."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.juego import comprobacion
from app_planilla.nucleo.juego.comprobacion import Comprobacion, ErrorLista, comprobar, forma_de_lista, leer_lista
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import jugar
from app_planilla.nucleo.juego.tablero import Tablero


def test_cada_palabra_de_la_jugada_con_su_marca_y_los_digrafos_con_dos_letras() -> None:
    r = jugar(Tablero(), "H7", "CHAÑo", ESPANOL)
    assert comprobar(r, {"chaño"}) == [("CHAÑo", Comprobacion.EN_LISTA)]
    assert comprobar(r, {"chano", "CHAÑO"}) == [("CHAÑo", Comprobacion.NO_ESTA)]
    assert comprobar(r, None) == [("CHAÑo", Comprobacion.NO_CARGADA)]
    assert forma_de_lista([Ficha("CH"), Ficha("A", comodin=True), Ficha("Ñ")]) == "chañ"
    assert [m.value for m in Comprobacion] == ["En la lista", "No está en la lista", "Lista no cargada"]


def test_leer_lista_quita_tildes_mayusculas_bom_comentarios_y_lineas_vacias() -> None:
    texto = "\ufeffPingüino\r\n\n   # comentario\nAÑO\n  casa  \nXilófono\n" + "a" * comprobacion.MAX_LARGO_PALABRA
    assert leer_lista(texto) == ["pinguino", "año", "casa", "xilofono", "a" * comprobacion.MAX_LARGO_PALABRA]


@pytest.mark.parametrize(
    ("texto", "mensaje"),
    [
        ("casa\x00", r"^El fichero no es de texto: una lista tiene una palabra por línea, en UTF-8\.$"),
        ("casa\ncasa grande\n", r"^Línea 2: «casa grande» no es una palabra \(una palabra por línea, solo letras\)\.$"),
        ("casa\n\nca5a", r"^Línea 3: «ca5a»"),
        ("a" * 41, r"^Línea 1: «a{41}» no es una palabra"),
        ("casa " + "x" * 70, r"^Línea 1: «casa x{55}» no es una palabra"),  # la línea, cortada a 60
        ("\n# nada\n", r"^El fichero no tiene ninguna palabra\.$"),
    ],
)
def test_una_lista_que_no_se_puede_usar_dice_por_que(texto: str, mensaje: str) -> None:
    with pytest.raises(ErrorLista, match=mensaje):
        leer_lista(texto)


def test_una_lista_demasiado_larga_se_rechaza_pasado_el_tope(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(comprobacion, "MAX_PALABRAS_LISTA", 1500)
    assert len(leer_lista("a\n" * 1500)) == 1500
    # Más líneas que el tope: se rechaza sin leerlas; con saltos que no son «\n», al pasar de las palabras.
    with pytest.raises(ErrorLista, match=r"^La lista tiene más de 1\.500 líneas\.$"):
        leer_lista("a\n" * 1501)
    with pytest.raises(ErrorLista, match=r"^La lista tiene más de 1\.500 palabras\.$"):
        leer_lista("a\r" * 1501)
    assert leer_lista("# c\n" * 100 + "a\n" * 1400) == ["a"] * 1400
