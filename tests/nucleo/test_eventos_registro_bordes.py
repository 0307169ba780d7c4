"""La lectura común de los eventos (``registro/eventos.py``) en sus bordes: lo que las pruebas de mutación
(``make mutantes``) hallaron sin probar.

El ajuste del reloj y su nota, los campos que faltan o sobran, los enteros y los textos justo en sus límites,
qué caracteres se rechazan (y cuáles no), los nombres (limpios, visibles, cuántos), las fichas leídas y el
tipo de un evento desconocido; cada mensaje, con su texto exacto."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juegos.tantrix import FORMATO_TANTRIX, InicioTantrix, nueva_tantrix
from app_planilla.nucleo.registro.eventos import (
    MAX_NOMBRE,
    MAX_TEXTO,
    AjusteReloj,
    Anulacion,
    ConTipo,
    ErrorEvento,
    a_dict_campos,
    ajuste_reloj_a_dict,
    ajuste_reloj_leido,
    campos,
    comprobar_ajuste,
    comprobar_texto,
    entero,
    ficha_a_dict,
    fichas_leidas,
    inicio_limpio,
    limpiar_nombres,
    nombre,
    nombres_mostrados,
    numero_entero,
    participantes_leidos,
    texto,
    tipo_leido,
)
from app_planilla.nucleo.relojes import MAX_AJUSTE_MS, MAX_RELOJ_MS


def _error(funcion: object, *args: object) -> str:
    """El mensaje con que ``funcion(*args)`` rechaza."""
    with pytest.raises(ErrorEvento) as error:
        funcion(*args)  # type: ignore[operator]
    return str(error.value)


def _escapado(valor: object) -> str:
    """Nombre de la prueba en ASCII: con los textos tal cual, un sustituto suelto o un nulo en el nombre rompen
    la prueba misma (pytest lo pone en el entorno) con la opción sin escapar de ``make mutantes``."""
    return str(valor).encode("unicode_escape").decode("ascii")


def _nota(d: object) -> str:
    return "nota leída"


# ---------------------------------------------------------------- el ajuste del reloj


def test_el_ajuste_se_escribe_con_su_nota_solo_si_la_lleva() -> None:
    assert ajuste_reloj_a_dict(AjusteReloj(1, -30_000, 60_000)) == {
        "tipo": "ajuste_reloj", "participante": 1, "restante_ms": -30_000, "antes_ms": 60_000,
    }
    assert ajuste_reloj_a_dict(AjusteReloj(0, 1, 2, "#note reloj")) == {
        "tipo": "ajuste_reloj", "participante": 0, "restante_ms": 1, "antes_ms": 2, "nota": "#note reloj",
    }


def test_el_ajuste_se_lee_en_sus_limites() -> None:
    d = {"tipo": "ajuste_reloj", "participante": 3, "restante_ms": -MAX_AJUSTE_MS, "antes_ms": MAX_RELOJ_MS}
    assert ajuste_reloj_leido(d, 4) == AjusteReloj(3, -MAX_AJUSTE_MS, MAX_RELOJ_MS)
    d = {"tipo": "ajuste_reloj", "participante": 0, "restante_ms": MAX_AJUSTE_MS, "antes_ms": -MAX_RELOJ_MS}
    assert ajuste_reloj_leido(d, 2) == AjusteReloj(0, MAX_AJUSTE_MS, -MAX_RELOJ_MS)
    assert _error(ajuste_reloj_leido, {**d, "participante": 2}, 2) == (
        "«participante» vale 2 y tiene que estar entre 0 y 1."
    )
    assert _error(ajuste_reloj_leido, {**d, "restante_ms": MAX_AJUSTE_MS + 1}, 2) == (
        f"«restante_ms» vale {MAX_AJUSTE_MS + 1} y tiene que estar entre {-MAX_AJUSTE_MS} y {MAX_AJUSTE_MS}."
    )
    assert _error(ajuste_reloj_leido, {**d, "restante_ms": -MAX_AJUSTE_MS - 1}, 2).startswith(
        f"«restante_ms» vale {-MAX_AJUSTE_MS - 1} "
    )
    assert _error(ajuste_reloj_leido, {**d, "antes_ms": MAX_RELOJ_MS + 1}, 2) == (
        f"«antes_ms» vale {MAX_RELOJ_MS + 1} y tiene que estar entre {-MAX_RELOJ_MS} y {MAX_RELOJ_MS}."
    )
    assert _error(ajuste_reloj_leido, {**d, "antes_ms": -MAX_RELOJ_MS - 1}, 2).startswith("«antes_ms» vale ")


def test_la_nota_del_ajuste_solo_se_lee_donde_se_admite() -> None:
    d = {"tipo": "ajuste_reloj", "participante": 0, "restante_ms": 1, "antes_ms": 2}
    assert ajuste_reloj_leido(d, 2) == AjusteReloj(0, 1, 2, "")
    assert ajuste_reloj_leido(d, 2, _nota) == AjusteReloj(0, 1, 2, "nota leída")
    assert ajuste_reloj_leido({**d, "nota": "x"}, 2, _nota) == AjusteReloj(0, 1, 2, "nota leída")
    assert _error(ajuste_reloj_leido, {**d, "nota": "x"}, 2) == (
        "El evento «ajuste_reloj» tiene un campo desconocido: «nota»."
    )
    assert _error(ajuste_reloj_leido, {"tipo": "ajuste_reloj", "participante": 0}, 2) == (
        "Al evento «ajuste_reloj» le falta el campo «antes_ms»."
    )


@pytest.mark.parametrize(
    ("ajuste", "mensaje"),
    [(AjusteReloj(2, 1, 2), "El reloj que se ajusta tiene que ser de uno de los participantes."),
     (AjusteReloj(-1, 1, 2), "El reloj que se ajusta tiene que ser de uno de los participantes."),
     (AjusteReloj(0, 5, 5), "El reloj ya marca ese tiempo: el ajuste no cambiaría nada.")],
)
def test_comprobar_un_ajuste(ajuste: AjusteReloj, mensaje: str) -> None:
    assert _error(comprobar_ajuste, ajuste, 2) == mensaje


def test_un_ajuste_del_primero_o_del_ultimo_se_admite() -> None:
    comprobar_ajuste(AjusteReloj(0, 1, 2), 2)
    comprobar_ajuste(AjusteReloj(1, 1, 2), 2)


# ---------------------------------------------------------------- campos y números


def test_falta_o_sobra_un_campo_dice_el_primero_por_orden() -> None:
    assert _error(campos, {"tipo": "x", "b": 1}, "jugada", {"a", "b", "c"}, set()) == (
        "Al evento «jugada» le falta el campo «a»."
    )
    assert _error(campos, {"tipo": "x", "a": 1, "z": 1, "m": 1}, "jugada", {"a"}, {"b"}) == (
        "El evento «jugada» tiene un campo desconocido: «m»."
    )
    campos({"tipo": "x", "a": 1, "b": 2}, "jugada", {"a"}, {"b"})
    campos({"a": 1}, "jugada", {"a"}, {"b"})


def test_un_entero_en_sus_limites() -> None:
    assert entero({"n": 3}, "n", 3, 5) == 3
    assert entero({"n": 5}, "n", 3, 5) == 5
    assert entero({}, "n", 3, 5, 4) == 4
    assert _error(entero, {"n": 6}, "n", 3, 5) == "«n» vale 6 y tiene que estar entre 3 y 5."
    assert _error(entero, {"n": 2}, "n", 3, 5) == "«n» vale 2 y tiene que estar entre 3 y 5."
    assert _error(entero, {"n": True}, "n", 0, 5) == "«n» tiene que ser un número entero."
    assert _error(entero, {"n": 1.0}, "n", 0, 5) == "«n» tiene que ser un número entero."
    assert _error(entero, {}, "n", 0, 5) == "«n» tiene que ser un número entero."


def test_un_numero_entero_en_sus_limites() -> None:
    assert numero_entero(3, "La línea", 3, 5) == 3
    assert numero_entero(5, "La línea", 3, 5) == 5
    assert _error(numero_entero, 6, "La línea", 3, 5) == "La línea tiene que estar entre 3 y 5 (es 6)."
    assert _error(numero_entero, 2, "La línea", 3, 5) == "La línea tiene que estar entre 3 y 5 (es 2)."
    assert _error(numero_entero, False, "La línea", 0, 5) == "La línea tiene que ser un número entero."
    assert _error(numero_entero, "3", "La línea", 0, 5) == "La línea tiene que ser un número entero."


# ---------------------------------------------------------------- textos


@pytest.mark.parametrize("valor", ["", "Ana", " ~", "á", "\u00a0", "\u00a0Ana", "\ud7ff", "\ue000", "\u2027",
                                   "\u202f", "\u2065", "\u206a", "x\u0301"],
                         ids=_escapado)
def test_un_texto_de_verdad_se_admite(valor: str) -> None:
    comprobar_texto(valor, "«palabra»")


@pytest.mark.parametrize(
    ("valor", "mensaje"),
    [("A\x1fna", "«palabra» lleva caracteres de control."),
     ("A\x7f", "«palabra» lleva caracteres de control."),
     ("\nAna", "«palabra» lleva caracteres de control."),
     ("á\x1f", "«palabra» lleva caracteres de control."),
     ("á\x00", "«palabra» lleva caracteres de control."),
     ("á\x7f", "«palabra» lleva caracteres de control."),
     ("á\x9f", "«palabra» lleva caracteres de control."),
     ("á\x80", "«palabra» lleva caracteres de control."),
     ("á\ud800", "«palabra» lleva un carácter que no es texto válido (U+D800, un sustituto suelto)."),
     ("á\udfff", "«palabra» lleva un carácter que no es texto válido (U+DFFF, un sustituto suelto)."),
     ("á\u2028", "«palabra» lleva un salto de línea (U+2028)."),
     ("á\u2029", "«palabra» lleva un salto de línea (U+2029)."),
     *[(f"á{c}", f"«palabra» lleva un control de dirección del texto (U+{ord(c):04X}), que lo mostraría en otro "
                 "orden.") for c in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"]],
    ids=_escapado,
)
def test_un_texto_con_caracteres_que_no_se_ven_igual_se_rechaza_con_su_mensaje(valor: str, mensaje: str) -> None:
    assert _error(comprobar_texto, valor, "«palabra»") == mensaje


def test_un_texto_en_su_largo_maximo() -> None:
    assert texto({"p": "x" * 7}, "p", 7) == "x" * 7
    assert texto({}, "p", 7) == ""
    assert _error(texto, {"p": "x" * 8}, "p", 7) == "«p» es demasiado largo (más de 7 caracteres)."
    assert _error(texto, {"p": 7}, "p", 7) == "«p» tiene que ser un texto."
    assert _error(texto, {"p": "a\x00"}, "p", 7) == "«p» lleva caracteres de control."


# ---------------------------------------------------------------- nombres


def test_un_nombre_en_su_largo_maximo() -> None:
    assert nombre("x" * MAX_NOMBRE) == "x" * MAX_NOMBRE
    assert nombre("") == ""
    assert _error(nombre, "x" * (MAX_NOMBRE + 1)) == (
        f"Un nombre de participante tiene como mucho {MAX_NOMBRE} caracteres."
    )
    assert _error(nombre, None) == (
        "Cada nombre de participante tiene que ser un texto (vacío si no tiene nombre)."
    )
    assert _error(nombre, "A\u202eB") == (
        "Un nombre de participante lleva un control de dirección del texto (U+202E), que lo mostraría en otro orden."
    )
    assert _error(nombre, "\u200b") == (
        "Un nombre de participante solo lleva caracteres invisibles: escribe el nombre o déjalo vacío."
    )


@pytest.mark.parametrize("invisible", ["\u200b", "\u00ad", "\u0301", "\u20dd", "\u200b\u3000", "\u115f", "\u1160",
                                       "\uffa0", "\u2800", "\u200b\u0301\u3164"], ids=_escapado)
def test_un_nombre_solo_de_invisibles_se_rechaza(invisible: str) -> None:
    assert "solo lleva caracteres invisibles" in _error(nombre, invisible)


@pytest.mark.parametrize("visible", ["\u200bA", "A\u0301", "\u3164x", "😀", "_", "1", "\u2800.", "\u00a0a"],
                         ids=_escapado)
def test_un_nombre_con_algo_visible_se_admite(visible: str) -> None:
    assert nombre(visible) == visible


def test_un_nombre_de_solo_espacios_no_es_invisible_sino_vacio() -> None:
    """Solo espacios: la limpieza lo deja vacío (sin nombre); no es «solo invisibles»."""
    assert nombre("   ") == "   "
    assert limpiar_nombres(["  ", "Ana"], 2, 4, "Tantrix") == ("", "Ana")


def test_los_nombres_se_limpian_de_espacios_de_mas() -> None:
    assert limpiar_nombres(["  Ana   María ", "Luis"], 2, 4, "Tantrix") == ("Ana María", "Luis")
    assert limpiar_nombres(("a", "b", "c", "d"), 2, 4, "Tantrix") == ("a", "b", "c", "d")
    # El largo se mide ya limpio: 40 letras entre espacios caben.
    largo = "  " + "x" * 20 + "    " + "y" * 19 + "  "
    assert limpiar_nombres([largo, ""], 2, 4, "Tantrix") == ("x" * 20 + " " + "y" * 19, "")


@pytest.mark.parametrize("nombres", [["Ana"], ["a", "b", "c", "d", "e"], "Ana", "AnaLuis"])
def test_cuantos_participantes(nombres: object) -> None:
    assert _error(limpiar_nombres, nombres, 2, 4, "Tantrix") == "Tantrix es de 2 a 4 participantes."


def test_los_nombres_que_no_valen() -> None:
    assert _error(limpiar_nombres, ["Ana", 7], 2, 4, "Tantrix") == (
        "Cada nombre de participante tiene que ser un texto (vacío si no tiene nombre)."
    )
    assert _error(limpiar_nombres, ["Ana", "x" * 101], 2, 4, "Tantrix") == (
        "Un nombre de participante tiene como mucho 100 caracteres."
    )
    assert _error(limpiar_nombres, ["Ana", "\u2800"], 2, 4, "Tantrix").startswith(
        "Un nombre de participante solo lleva caracteres invisibles"
    )


def test_el_nombre_mostrado_de_quien_no_tiene_nombre() -> None:
    assert nombres_mostrados(["", "Ana", ""]) == ("Participante 1", "Ana", "Participante 3")
    assert nombres_mostrados([]) == ()


def test_el_inicio_limpio_y_leido() -> None:
    assert inicio_limpio(FORMATO_TANTRIX, InicioTantrix, [" Ana ", "Luis  Gil"], 2, 4, "Tantrix") == (
        InicioTantrix(("Ana", "Luis Gil"))
    )
    assert _error(inicio_limpio, FORMATO_TANTRIX, InicioTantrix, ["Ana"], 2, 4, "Tantrix") == (
        "Tantrix es de 2 a 4 participantes."
    )
    d = {"tipo": "inicio_tantrix", "participantes": ["Ana ", " Luis"]}
    assert participantes_leidos(d, "inicio_tantrix", 2, 4, "Tantrix") == ("Ana", "Luis")
    assert _error(participantes_leidos, {**d, "participantes": "Ana"}, "inicio_tantrix", 2, 4, "Tantrix") == (
        "«participantes» tiene que ser una lista de nombres."
    )
    assert _error(participantes_leidos, {"tipo": "inicio_tantrix"}, "inicio_tantrix", 2, 4, "Tantrix") == (
        "Al evento «inicio_tantrix» le falta el campo «participantes»."
    )
    assert _error(participantes_leidos, {**d, "abre": 0}, "inicio_tantrix", 2, 4, "Tantrix") == (
        "El evento «inicio_tantrix» tiene un campo desconocido: «abre»."
    )
    assert _error(participantes_leidos, {**d, "participantes": ["Ana"]}, "inicio_tantrix", 2, 4, "Tantrix") == (
        "Tantrix es de 2 a 4 participantes."
    )
    assert nueva_tantrix(["Ana", "Luis", "", ""]).participantes == ("Ana", "Luis", "", "")


# ---------------------------------------------------------------- fichas


def test_las_fichas_leidas_y_escritas() -> None:
    f = [{"casilla": "H8", "letra": "CH", "comodin": True}, {"casilla": "h9", "letra": "A"}]
    assert fichas_leidas(f) == (((7, 7), Ficha("CH", True)), ((7, 8), Ficha("A", False)))
    assert ficha_a_dict((7, 7), Ficha("CH", True)) == {"casilla": "H8", "letra": "CH", "comodin": True}
    siete = [{"casilla": f"A{i}", "letra": "A"} for i in range(1, 8)]
    assert len(fichas_leidas(siete)) == 7
    assert fichas_leidas([]) == ()


@pytest.mark.parametrize(
    ("valor", "mensaje"),
    [([{"casilla": f"A{i}", "letra": "A"} for i in range(1, 9)], "«fichas» tiene que ser una lista de hasta 7 fichas."),
     ({"casilla": "A1", "letra": "A"}, "«fichas» tiene que ser una lista de hasta 7 fichas."),
     (["A1"], "Cada ficha tiene que ser un objeto con «casilla», «letra» y «comodin»."),
     ([{"casilla": "A1"}], "Al evento «ficha» le falta el campo «letra»."),
     ([{"casilla": "A1", "letra": "A", "valor": 1}], "El evento «ficha» tiene un campo desconocido: «valor»."),
     ([{"casilla": "A10 ", "letra": "A"}], "«casilla» es demasiado largo (más de 3 caracteres)."),
     ([{"casilla": "A1", "letra": "LLL"}], "«letra» es demasiado largo (más de 2 caracteres)."),
     ([{"casilla": "A1", "letra": "A", "comodin": 1}], "«comodin» tiene que ser true o false."),
     ([{"casilla": "A1", "letra": "A", "comodin": None}], "«comodin» tiene que ser true o false.")],
)
def test_las_fichas_que_no_valen(valor: object, mensaje: str) -> None:
    assert _error(fichas_leidas, valor) == mensaje


# ---------------------------------------------------------------- tipos


TIPOS = {"anulacion": Anulacion, "ajuste_reloj": AjusteReloj}


def test_el_tipo_de_un_evento_leido() -> None:
    assert tipo_leido({"tipo": "anulacion"}, TIPOS) == "anulacion"
    assert _error(tipo_leido, ["anulacion"], TIPOS) == "Cada evento tiene que ser un objeto con un campo «tipo»."
    assert _error(tipo_leido, {"tipo": "jugada"}, TIPOS) == "Tipo de evento desconocido: «jugada»."
    assert _error(tipo_leido, {"tipo": "jugada"}, TIPOS, "en una partida de Tantrix") == (
        "Tipo de evento desconocido en una partida de Tantrix: «jugada»."
    )
    assert _error(tipo_leido, {"tipo": 3}, TIPOS) == "Tipo de evento desconocido: «?»."
    assert _error(tipo_leido, {}, TIPOS) == "Tipo de evento desconocido: «?»."
    # Un tipo larguísimo no se copia en el mensaje.
    assert _error(tipo_leido, {"tipo": "x" * MAX_TEXTO}, TIPOS) == f"Tipo de evento desconocido: «{'x' * MAX_TEXTO}»."
    assert _error(tipo_leido, {"tipo": "x" * (MAX_TEXTO + 1)}, TIPOS) == "Tipo de evento desconocido: «?»."


def test_un_evento_de_campos_sencillos_como_diccionario() -> None:
    @dataclass(frozen=True)
    class Prueba(ConTipo, tipo="prueba_registro"):
        numero: int
        nombres: tuple[str, ...]
        nota: str = ""

    assert Prueba.tipo == "prueba_registro"
    assert a_dict_campos(Prueba(3, ("a", "b"))) == {"tipo": "prueba_registro", "numero": 3, "nombres": ["a", "b"],
                                                    "nota": ""}
    assert a_dict_campos(Anulacion()) == {"tipo": "anulacion"}


def test_un_evento_ajeno_no_es_de_la_planilla() -> None:
    assert _error(FORMATO_TANTRIX.canonico, {"tipo": "anulacion"}) == "Eso no es un evento de la planilla de Tantrix."
    assert FORMATO_TANTRIX.canonico(Anulacion()) == Anulacion()
