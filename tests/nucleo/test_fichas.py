"""Ediciones y lectura de texto a fichas."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorEdicion, ErrorFichas
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES, edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas, leer_palabra, texto_fichas


@pytest.mark.parametrize("ed", [ESPANOL, INGLES])
def test_cien_fichas_dos_comodines(ed: object) -> None:
    assert ed.total_fichas == 100  # type: ignore[attr-defined]
    assert ed.cantidades["?"] == 2  # type: ignore[attr-defined]


def test_espanol_sin_k_ni_w_y_con_digrafos() -> None:
    assert "K" not in ESPANOL.valores and "W" not in ESPANOL.valores
    assert {ESPANOL.valor(d) for d in ("LL", "RR", "Ñ", "J", "X")} == {8}
    assert ESPANOL.valor("CH") == ESPANOL.valor("Q") == 5
    assert ESPANOL.valor("Z") == 10
    # Diez letras de un punto reúnen 68 fichas (semilla).
    unos = [letra for letra, v in ESPANOL.valores.items() if v == 1]
    assert len(unos) == 10 and sum(ESPANOL.cantidades[u] for u in unos) == 68


def test_edicion_desconocida() -> None:
    with pytest.raises(ErrorEdicion, match="No existe la edición «fr»"):
        edicion("fr")


@pytest.mark.parametrize(
    ("texto", "esperado"),
    [
        ("CALLE", ["C", "A", "LL", "E"]),
        ("CHORIZOS", ["CH", "O", "R", "I", "Z", "O", "S"]),
        ("PERRO", ["P", "E", "RR", "O"]),
        ("[CH]ICAS", ["CH", "I", "C", "A", "S"]),
        ("ÁRBOL", ["A", "R", "B", "O", "L"]),
        ("pingüino", ["P", "I", "N", "G", "U", "I", "N", "O"]),
        ("AÑO", ["A", "Ñ", "O"]),
    ],
)
def test_lectura_espanol(texto: str, esperado: list[str]) -> None:
    assert [f.letra for f in leer_fichas(texto, ESPANOL)] == esperado


def test_minuscula_es_comodin_y_dígrafo_comodin() -> None:
    fichas = leer_fichas("cHa", ESPANOL)
    assert fichas == (Ficha("C", True), Ficha("H"), Ficha("A", True))
    assert leer_fichas("ch", ESPANOL) == (Ficha("CH", True),)
    assert leer_fichas("[ll]", ESPANOL) == (Ficha("LL", True),)
    assert texto_fichas(leer_fichas("CHAo", ESPANOL), corchetes=True) == "[CH]Ao"


def test_sin_unir_digrafos_como_en_gcg() -> None:
    assert [f.letra for f in leer_fichas("CH", ESPANOL, unir_digrafos=False)] == ["C", "H"]


def test_ingles_no_une_digrafos() -> None:
    assert [f.letra for f in leer_fichas("CHILL", INGLES)] == ["C", "H", "I", "L", "L"]


@pytest.mark.parametrize("letra", ["K", "w"])
def test_k_y_w_son_comodines_fijos_con_aviso(letra: str) -> None:
    lectura = leer_palabra(f"{letra}IWI", ESPANOL)
    primera = lectura.fichas[0]
    assert primera == Ficha(letra.upper(), comodin=True, fija=True)
    assert primera.valor(ESPANOL) == 0
    assert primera.como_comodin(False) is primera
    assert any("no existe en la edición española" in a for a in lectura.avisos)
    # Un aviso por letra, sin repetir la W.
    assert len(lectura.avisos) == (2 if letra == "K" else 1)


@pytest.mark.parametrize(
    ("texto", "mensaje"),
    [
        ("CA5A", "«5» es un número"),
        ("CA-SA", "«-» no es una letra"),
        ("CA SA", "no puede llevar espacios"),
        ("", "Escribe al menos una letra"),
        ("[XY]", "no es un dígrafo"),
        ("[CH", "Falta cerrar el corchete"),
        ("ÇA", "no es una ficha de la edición española"),
    ],
)
def test_texto_rechazado(texto: str, mensaje: str) -> None:
    with pytest.raises(ErrorFichas, match=mensaje):
        leer_fichas(texto, ESPANOL)


def test_enye_no_existe_en_ingles() -> None:
    with pytest.raises(ErrorFichas, match="La Ñ no es una ficha de la edición inglesa"):
        leer_fichas("AÑO", INGLES)


def test_punto_solo_en_palabras_de_notacion() -> None:
    assert leer_palabra("ZU.OS", ESPANOL).fichas[2] is None
    with pytest.raises(ErrorFichas):
        leer_fichas("ZU.OS", ESPANOL)
