"""Bordes de la lectura de texto a fichas: que termina, mensajes exactos, corchetes y puntos en cualquier sitio,
mayúsculas y minúsculas mezcladas, y las tablas de las dos ediciones."""

from __future__ import annotations

import itertools

import pytest

from app_planilla.nucleo.errores import ErrorEdicion, ErrorFichas, ErrorPlanilla, elegir
from app_planilla.nucleo.juego.ediciones import EDICIONES, ESPANOL, INGLES, Edicion, _edicion, edicion
from app_planilla.nucleo.juego.fichas import (
    Ficha,
    Lectura,
    _trozos,
    leer_fichas,
    leer_palabra,
    quitar_tildes,
    texto_fichas,
)


def _trozos_acotados(texto: str, unir_digrafos: bool = True) -> list[tuple[str, bool]]:
    # Con un tope: si el avance por el texto se rompe, la prueba falla en vez de no terminar nunca.
    return list(itertools.islice(_trozos(texto, ESPANOL, unir_digrafos), 20))


def _letras(texto: str, ed=ESPANOL, **opciones) -> list[str | None]:
    return [f.letra if f else None for f in leer_palabra(texto, ed, **opciones).fichas]


# --- el recorrido del texto termina y no se salta nada -------------------------------------------------


@pytest.mark.parametrize(
    ("texto", "esperado"),
    [
        ("AB", [("A", False), ("B", False)]),
        ("aB", [("A", True), ("B", False)]),
        ("CALLE", [("C", False), ("A", False), ("LL", False), ("E", False)]),
        ("CH", [("CH", False)]),
        ("ACHO", [("A", False), ("CH", False), ("O", False)]),
        ("ch", [("CH", True)]),
        ("Ch", [("C", False), ("H", True)]),  # mezcladas no forman dígrafo
        ("cH", [("C", True), ("H", False)]),
        ("ZU.OS", [("Z", False), ("U", False), (".", False), ("O", False), ("S", False)]),
        (".A", [(".", False), ("A", False)]),
        ("A..", [("A", False), (".", False), (".", False)]),
        ("A[CH]O", [("A", False), ("CH", False), ("O", False)]),
        ("[ll][RR]", [("LL", True), ("RR", False)]),
    ],
)
def test_el_texto_se_parte_entero_y_en_orden(texto, esperado):
    assert _trozos_acotados(texto) == esperado


def test_sin_unir_digrafos_cada_letra_es_una_ficha_y_los_corchetes_siguen_valiendo():
    assert _trozos_acotados("CALLE", unir_digrafos=False) == [
        ("C", False), ("A", False), ("L", False), ("L", False), ("E", False)
    ]
    assert _trozos_acotados("[CH]E", unir_digrafos=False) == [("CH", False), ("E", False)]


def test_leer_palabra_une_los_digrafos_y_admite_puntos_por_omision():
    lectura = leer_palabra("CH.LL", ESPANOL)
    assert lectura == Lectura((Ficha("CH"), None, Ficha("LL")), ())
    assert _letras("ZU.OS") == ["Z", "U", None, "O", "S"]
    assert _letras("PERRO", unir_digrafos=False) == ["P", "E", "R", "R", "O"]


def test_leer_fichas_une_los_digrafos_por_omision_y_no_admite_puntos():
    assert leer_fichas("CALLE", ESPANOL) == (Ficha("C"), Ficha("A"), Ficha("LL"), Ficha("E"))
    assert leer_fichas("CALLE", ESPANOL, unir_digrafos=False)[2:4] == (Ficha("L"), Ficha("L"))
    with pytest.raises(ErrorFichas) as e:
        leer_fichas("ZU.OS", ESPANOL)
    assert str(e.value) == "«.» no es una letra: escribe solo letras."


def test_el_comodin_es_la_minuscula_y_se_compara_igual():
    assert leer_fichas("sOl", ESPANOL) == (Ficha("S", True), Ficha("O"), Ficha("L", True))
    assert leer_fichas("Ñu", ESPANOL) == (Ficha("Ñ"), Ficha("U", True))
    assert leer_fichas("[rr]", ESPANOL) == (Ficha("RR", True),)


# --- mensajes exactos ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("texto", "mensaje"),
    [
        ("CA5A", "«5» es un número: escribe solo letras."),
        ("CA-SA", "«-» no es una letra: escribe solo letras."),
        ("CA\tSA", "La palabra no puede llevar espacios."),
        ("", "Escribe al menos una letra."),
        ("   ", "Escribe al menos una letra."),
        ("[XY]", "«[XY]» no es un dígrafo de la edición española."),
        ("[Ch]", "«[Ch]» no es un dígrafo de la edición española."),
        ("[]", "«[]» no es un dígrafo de la edición española."),
        ("[CH", "Falta cerrar el corchete: escribe los dígrafos como [CH], [LL] o [RR]."),
        ("ÇA", "La Ç no es una ficha de la edición española."),
        ("ça", "La Ç no es una ficha de la edición española."),
        # La ß en mayúscula son dos letras: no es una letra de la caja ni una ficha.
        ("CAßA", "«SS» no es una ficha de la edición española."),
        ("ZU.OS", "«.» no es una letra: escribe solo letras."),
    ],
)
def test_mensajes_exactos_en_espanol(texto, mensaje):
    with pytest.raises(ErrorFichas) as e:
        leer_palabra(texto, ESPANOL, permitir_puntos=False)
    assert str(e.value) == mensaje


@pytest.mark.parametrize(
    ("texto", "mensaje"),
    [
        ("AÑO", "La Ñ no es una ficha de la edición inglesa."),
        ("[CH]", "«[CH]» no es un dígrafo de la edición inglesa."),
        ("STRAßE", "«SS» no es una ficha de la edición inglesa."),
    ],
)
def test_mensajes_exactos_en_ingles(texto, mensaje):
    with pytest.raises(ErrorFichas) as e:
        leer_fichas(texto, INGLES)
    assert str(e.value) == mensaje


def test_el_aviso_de_k_y_w_es_exacto_y_no_se_repite():
    lectura = leer_palabra("KIWIK", ESPANOL)
    assert lectura.avisos == (
        "La K no existe en la edición española: se anota como comodín de 0 puntos.",
        "La W no existe en la edición española: se anota como comodín de 0 puntos.",
    )
    assert lectura.fichas[2] == Ficha("W", comodin=True, fija=True)
    assert lectura.fichas[4] == Ficha("K", comodin=True, fija=True)
    # En inglés son letras con su valor, sin aviso.
    ingles = leer_palabra("KIWI", INGLES)
    assert ingles.avisos == () and ingles.fichas[0] == Ficha("K") and ingles.fichas[0].valor(INGLES) == 5


def test_el_primer_corchete_cierra_con_el_primer_cierre():
    assert leer_fichas("[CH][LL]", ESPANOL) == (Ficha("CH"), Ficha("LL"))
    assert leer_fichas("A[rr]A[CH]", ESPANOL) == (Ficha("A"), Ficha("RR", True), Ficha("A"), Ficha("CH"))


# --- fichas, tildes y texto ----------------------------------------------------------------------------


def test_el_valor_de_una_ficha_y_del_comodin():
    assert Ficha("Z").valor(ESPANOL) == 10 and Ficha("Z", comodin=True).valor(ESPANOL) == 0
    assert Ficha("Q").valor(INGLES) == 10 and Ficha("Q", comodin=True).valor(INGLES) == 0


def test_como_comodin_cambia_solo_el_comodin():
    assert Ficha("A").como_comodin(True) == Ficha("A", comodin=True)
    assert Ficha("A", comodin=True).como_comodin(False) == Ficha("A")
    assert Ficha("CH").como_comodin(False) == Ficha("CH")
    fija = Ficha("W", comodin=True, fija=True)
    assert fija.como_comodin(False) is fija


def test_quitar_tildes_deja_la_enye_y_une_los_acentos_sueltos():
    assert quitar_tildes("ÁRBOL pingüino ÑANDÚ") == "ARBOL pinguino ÑANDU"
    assert quitar_tildes("CA\u00b4SA") == "CASA" and quitar_tildes("PINGU\u00a8INO") == "PINGUINO"
    assert quitar_tildes("N\u0303U") == "ÑU"  # N + tilde combinante: la Ñ de una pieza


def test_texto_fichas_con_y_sin_corchetes():
    fichas = (Ficha("CH"), Ficha("A", True), Ficha("LL", True), Ficha("O"))
    assert texto_fichas(fichas) == "CHallO"
    assert texto_fichas(fichas, corchetes=True) == "[CH]a[ll]O"
    assert texto_fichas(()) == ""


# --- las ediciones ----------------------------------------------------------------------------------------


def test_la_caja_espanola_entera():
    assert ESPANOL.codigo == "es" and ESPANOL.nombre == "Español (FISE)" and ESPANOL.notacion == "fise"
    assert ESPANOL.letras == tuple("A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z".split())
    assert dict(ESPANOL.valores) == {
        "A": 1, "B": 3, "C": 3, "CH": 5, "D": 2, "E": 1, "F": 4, "G": 2, "H": 4, "I": 1, "J": 8, "L": 1,
        "LL": 8, "M": 3, "N": 1, "Ñ": 8, "O": 1, "P": 3, "Q": 5, "R": 1, "RR": 8, "S": 1, "T": 1, "U": 1,
        "V": 4, "X": 8, "Y": 4, "Z": 10,
    }
    assert dict(ESPANOL.cantidades) == {
        "A": 12, "B": 2, "C": 4, "CH": 1, "D": 5, "E": 12, "F": 1, "G": 2, "H": 2, "I": 6, "J": 1, "L": 4,
        "LL": 1, "M": 2, "N": 5, "Ñ": 1, "O": 9, "P": 2, "Q": 1, "R": 5, "RR": 1, "S": 6, "T": 4, "U": 5,
        "V": 1, "X": 1, "Y": 1, "Z": 1, "?": 2,
    }
    assert ESPANOL.vocales == frozenset("AEIOU")
    assert ESPANOL.digrafos == ("CH", "LL", "RR") and ESPANOL.letras_ajenas == frozenset("KW")


def test_la_caja_inglesa_entera():
    assert INGLES.codigo == "en" and INGLES.nombre == "English" and INGLES.notacion == "gcg"
    assert INGLES.letras == tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert dict(INGLES.valores) == {
        "A": 1, "B": 3, "C": 3, "D": 2, "E": 1, "F": 4, "G": 2, "H": 4, "I": 1, "J": 8, "K": 5, "L": 1,
        "M": 3, "N": 1, "O": 1, "P": 3, "Q": 10, "R": 1, "S": 1, "T": 1, "U": 1, "V": 4, "W": 4, "X": 8,
        "Y": 4, "Z": 10,
    }
    assert dict(INGLES.cantidades) == {
        "A": 9, "B": 2, "C": 2, "D": 4, "E": 12, "F": 2, "G": 3, "H": 2, "I": 9, "J": 1, "K": 1, "L": 4,
        "M": 2, "N": 6, "O": 8, "P": 2, "Q": 1, "R": 6, "S": 4, "T": 6, "U": 4, "V": 2, "W": 2, "X": 1,
        "Y": 2, "Z": 1, "?": 2,
    }
    assert INGLES.vocales == frozenset("AEIOU") and INGLES.total_fichas == 100
    assert INGLES.digrafos == () and INGLES.letras_ajenas == frozenset()


def test_una_edicion_se_arma_desde_el_orden_de_la_caja_y_la_tabla_de_valores():
    # ESPANOL e INGLES se arman al importar; aquí, una caja pequeña armada dentro de la prueba.
    e = _edicion("xx", "Prueba", "X CH A", {1: "A12 CH3", 10: "X1"}, digrafos=("CH",), notacion="gcg")
    assert e == Edicion(
        codigo="xx",
        nombre_es="Prueba",
        valores={"X": 10, "CH": 1, "A": 1},
        cantidades={"X": 1, "CH": 3, "A": 12, "?": 2},
        vocales=frozenset("AEIOU"),
        digrafos=("CH",),
        letras_ajenas=frozenset(),
        notacion="gcg",
    )
    assert e.letras == ("X", "CH", "A") and list(e.cantidades) == ["X", "CH", "A", "?"] and e.total_fichas == 18


def test_elegir_la_edicion_por_su_codigo():
    assert edicion("es") is ESPANOL and edicion("en") is INGLES
    assert set(EDICIONES) == {"es", "en"}
    with pytest.raises(ErrorEdicion) as e:
        edicion("fr")
    assert str(e.value) == "No existe la edición «fr». Ediciones disponibles: es, en."
    assert e.value.__cause__ is None and e.value.__suppress_context__


def test_elegir_dice_que_falta_y_las_claves_que_hay():
    tabla = {"uno": 1, "dos": 2}
    assert elegir(tabla, "dos", ErrorPlanilla, "No está") == 2
    with pytest.raises(ErrorPlanilla) as e:
        elegir(tabla, "tres", ErrorPlanilla, "No está «tres»")
    assert type(e.value) is ErrorPlanilla and str(e.value) == "No está «tres»: uno, dos."
