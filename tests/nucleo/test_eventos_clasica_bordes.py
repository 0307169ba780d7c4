"""Los eventos guardados de la planilla clásica en sus bordes: cómo se escriben y cómo se leen comprobados.

Lo que las pruebas de mutación (``make mutantes``) hallaron sin probar en ``clasica/eventos.py``: qué campos
se escriben (solo los que no valen lo de omisión), cada límite justo en su borde y el mensaje entero de cada
rechazo (un archivo ajeno o estropeado se explica con él)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from app_planilla.nucleo.clasica.eventos import (
    MAX_AJUSTE,
    Cambio,
    Fin,
    Inicio,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    TiempoExtra,
    a_dict,
    evento_desde_dict,
    fichas_gcg,
    nota_leida,
)
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import casilla
from app_planilla.nucleo.registro.eventos import AjusteReloj, Anulacion, ErrorEvento


def leer(d: dict[str, Any]) -> Any:
    return evento_desde_dict(d)


def leer_mal(d: object) -> str:
    """El mensaje entero con el que se rechaza ``d``."""
    with pytest.raises(ErrorPlanilla) as error:
        evento_desde_dict(d)
    return str(error.value)


def ida_y_vuelta(evento: Any) -> dict[str, Any]:
    """El diccionario del evento, comprobando que se relee igual."""
    d = a_dict(evento)
    assert evento_desde_dict(d) == evento
    return d


INICIO: dict[str, Any] = {"tipo": "inicio", "participantes": ["Ana", "Luis"]}


def inicio(**campos: Any) -> dict[str, Any]:
    return {**INICIO, **campos}


# ---------------------------------------------------------------- escritura: solo lo que no es de omisión


def test_el_inicio_escribe_siempre_sus_cinco_campos_y_los_del_gcg_solo_si_los_hay() -> None:
    assert ida_y_vuelta(Inicio(("Ana", ""))) == {
        "tipo": "inicio",
        "participantes": ["Ana", ""],
        "abre": 0,
        "edicion": "es",
        "reglas": "casa",
        "empate": "compartido",
    }
    completo = Inicio(
        ("Ana", "Luis", "Eva"),
        2,
        "en",
        "ingles",
        "antes_del_ajuste",
        ("ana", "luis", "eva"),
        "Final",
        "Una partida larga",
        "CSW21",
        "id-7",
    )
    assert ida_y_vuelta(completo) == {
        "tipo": "inicio",
        "participantes": ["Ana", "Luis", "Eva"],
        "abre": 2,
        "edicion": "en",
        "reglas": "ingles",
        "empate": "antes_del_ajuste",
        "apodos": ["ana", "luis", "eva"],
        "titulo": "Final",
        "descripcion": "Una partida larga",
        "lexico": "CSW21",
        "identificador": "id-7",
    }
    # Cada campo del GCG por separado: ninguno arrastra a otro.
    for clave in ("titulo", "descripcion", "lexico", "identificador"):
        extra: dict[str, Any] = {clave: "x"}
        solo = Inicio(("Ana", "Luis"), **extra)
        assert set(ida_y_vuelta(solo)) == {"tipo", "participantes", "abre", "edicion", "reglas", "empate", clave}


def test_la_jugada_escribe_sus_puntos_y_solo_los_campos_con_algo() -> None:
    assert ida_y_vuelta(Jugada(0)) == {"tipo": "jugada", "puntos": 0}
    fichas = ((casilla("H8"), Ficha("CH")), (casilla("H9"), Ficha("A", comodin=True)))
    jugada = Jugada(12, "H8", "CHa", fichas, "AC[CH]?", "bien\njugada")
    assert ida_y_vuelta(jugada) == {
        "tipo": "jugada",
        "puntos": 12,
        "coordenada": "H8",
        "palabra": "CHa",
        "fichas": [
            {"casilla": "H8", "letra": "CH", "comodin": False},
            {"casilla": "H9", "letra": "A", "comodin": True},
        ],
        "atril": "AC[CH]?",
        "nota": "bien\njugada",
    }
    assert ida_y_vuelta(Jugada(3, palabra="AS")) == {"tipo": "jugada", "puntos": 3, "palabra": "AS"}
    assert ida_y_vuelta(Jugada(3, coordenada="H8")) == {"tipo": "jugada", "puntos": 3, "coordenada": "H8"}


def test_el_pase_y_el_cambio_escriben_solo_lo_que_se_sabe() -> None:
    assert ida_y_vuelta(Pase()) == {"tipo": "pase"}
    assert ida_y_vuelta(Pase("ABC", "n")) == {"tipo": "pase", "atril": "ABC", "nota": "n"}
    assert ida_y_vuelta(Cambio()) == {"tipo": "cambio"}
    assert ida_y_vuelta(Cambio("ABCDEFG", "AB", 0, "n")) == {
        "tipo": "cambio",
        "atril": "ABCDEFG",
        "cambiadas": "AB",
        "nota": "n",
    }
    assert ida_y_vuelta(Cambio(cuantas=3)) == {"tipo": "cambio", "cuantas": 3}


def test_la_retirada_escribe_lo_que_retira_aunque_sea_el_evento_uno() -> None:
    assert ida_y_vuelta(PalabraRetirada()) == {"tipo": "retirada"}
    assert ida_y_vuelta(PalabraRetirada("H8", "CASA", 1, "", "n")) == {
        "tipo": "retirada",
        "coordenada": "H8",
        "palabra": "CASA",
        "retira": 1,
        "nota": "n",
    }
    assert ida_y_vuelta(PalabraRetirada(palabra="CASA", atril="ACSA")) == {
        "tipo": "retirada",
        "palabra": "CASA",
        "atril": "ACSA",
    }
    assert ida_y_vuelta(PalabraRetirada(coordenada="8H")) == {"tipo": "retirada", "coordenada": "8H"}


def test_la_penalizacion_el_fin_y_el_tiempo_extra_escriben_sus_campos() -> None:
    assert ida_y_vuelta(Penalizacion(1, 10)) == {"tipo": "penalizacion", "participante": 1, "puntos": 10}
    assert ida_y_vuelta(Penalizacion(0, -5, "impugnación", "n")) == {
        "tipo": "penalizacion",
        "participante": 0,
        "puntos": -5,
        "motivo": "impugnación",
        "nota": "n",
    }
    assert ida_y_vuelta(Fin(("", "AB", 7))) == {"tipo": "fin", "atriles": ["", "AB", 7]}
    # Un ajuste anotado de todo ceros sigue siendo un ajuste anotado.
    assert ida_y_vuelta(Fin(("", ""), (0, 0), "n")) == {
        "tipo": "fin",
        "atriles": ["", ""],
        "ajustes": [0, 0],
        "nota": "n",
    }
    assert ida_y_vuelta(TiempoExtra(1, 90)) == {"tipo": "tiempo_extra", "participante": 1, "segundos": 90}
    assert ida_y_vuelta(TiempoExtra(0, 0, 1, "n")) == {
        "tipo": "tiempo_extra",
        "participante": 0,
        "segundos": 0,
        "puntos_por_minuto": 1,
        "nota": "n",
    }


def test_la_anulacion_y_el_ajuste_del_reloj_se_escriben_con_su_forma_comun() -> None:
    assert ida_y_vuelta(Anulacion()) == {"tipo": "anulacion"}
    assert ida_y_vuelta(AjusteReloj(3, -5, 7, "a mano")) == {
        "tipo": "ajuste_reloj",
        "participante": 3,
        "restante_ms": -5,
        "antes_ms": 7,
        "nota": "a mano",
    }
    assert ida_y_vuelta(AjusteReloj(0, 1, 2)) == {
        "tipo": "ajuste_reloj",
        "participante": 0,
        "restante_ms": 1,
        "antes_ms": 2,
    }


# ---------------------------------------------------------------- lectura: el inicio


def test_leer_un_inicio_sin_opciones_da_las_de_omision() -> None:
    assert leer(INICIO) == Inicio(("Ana", "Luis"), 0, "es", "casa", "compartido", (), "", "", "", "")


def test_el_inicio_lleva_de_2_a_4_participantes_en_una_lista() -> None:
    mensaje = "«participantes» tiene que ser una lista de 2 a 4 nombres."
    assert leer(inicio(participantes=["", "b", "c", "d"])).participantes == ("", "b", "c", "d")
    assert leer_mal(inicio(participantes=["a"])) == mensaje
    assert leer_mal(inicio(participantes=["a", "b", "c", "d", "e"])) == mensaje
    assert leer_mal(inicio(participantes="ab")) == mensaje
    assert leer_mal(inicio(participantes=("a", "b"))) == mensaje
    assert leer_mal({"tipo": "inicio"}) == "Al evento «inicio» le falta el campo «participantes»."
    assert leer_mal(inicio(participantes=["a", 7])) == (
        "Cada nombre de participante tiene que ser un texto (vacío si no tiene nombre)."
    )


def test_abre_uno_de_los_participantes() -> None:
    assert leer(inicio(abre=1)).abre == 1
    assert leer(inicio(participantes=["a", "b", "c", "d"], abre=3)).abre == 3
    assert leer_mal(inicio(abre=2)) == "«abre» vale 2 y tiene que estar entre 0 y 1."
    assert leer_mal(inicio(abre=-1)) == "«abre» vale -1 y tiene que estar entre 0 y 1."
    assert leer_mal(inicio(abre=None)) == "«abre» tiene que ser un número entero."


def test_la_edicion_las_reglas_y_el_empate_tienen_su_largo_maximo() -> None:
    leido = leer(inicio(edicion="e" * 10, reglas="r" * 20, empate="x" * 20))
    assert (leido.edicion, leido.reglas, leido.empate) == ("e" * 10, "r" * 20, "x" * 20)
    assert leer_mal(inicio(edicion="e" * 11)) == "«edicion» es demasiado largo (más de 10 caracteres)."
    assert leer_mal(inicio(reglas="r" * 21)) == "«reglas» es demasiado largo (más de 20 caracteres)."
    assert leer_mal(inicio(empate="x" * 21)) == "«empate» es demasiado largo (más de 20 caracteres)."
    assert leer_mal(inicio(edicion=1)) == "«edicion» tiene que ser un texto."
    # Escritos vacíos se leen vacíos (la planilla los rechazará): no se cambian por los de omisión.
    leido = leer(inicio(edicion="", reglas="", empate=""))
    assert (leido.edicion, leido.reglas, leido.empate) == ("", "", "")


def test_los_textos_del_gcg_en_el_inicio_tienen_su_largo_maximo() -> None:
    leido = leer(inicio(titulo="t" * 200, descripcion="d" * 4000, lexico="l" * 40, identificador="i" * 200))
    assert (leido.titulo, leido.descripcion, leido.lexico, leido.identificador) == (
        "t" * 200,
        "d" * 4000,
        "l" * 40,
        "i" * 200,
    )
    assert leer_mal(inicio(titulo="t" * 201)) == "«titulo» es demasiado largo (más de 200 caracteres)."
    assert leer_mal(inicio(descripcion="d" * 4001)) == "«descripcion» es demasiado largo (más de 4000 caracteres)."
    assert leer_mal(inicio(lexico="l" * 41)) == "«lexico» es demasiado largo (más de 40 caracteres)."
    assert leer_mal(inicio(identificador="i" * 201)) == (
        "«identificador» es demasiado largo (más de 200 caracteres)."
    )


def test_los_apodos_uno_por_participante_distintos_y_sin_espacios() -> None:
    assert leer(inicio(apodos=["ana", "l" * 100])).apodos == ("ana", "l" * 100)
    uno_por = "«apodos» tiene que llevar un apodo por participante."
    assert leer_mal(inicio(apodos=["ana"])) == uno_por
    assert leer_mal(inicio(apodos=["a", "b", "c"])) == uno_por
    assert leer_mal(inicio(apodos="ab")) == uno_por
    assert leer_mal(inicio(apodos=None)) == uno_por
    palabra = "Cada apodo es una palabra sin espacios ni «:» de hasta 100 caracteres."
    for malo in (["ana", "l" * 101], ["ana", "a b"], ["ana", "a:b"], ["ana", ""], ["ana", 7]):
        assert leer_mal(inicio(apodos=malo)) == palabra
    assert leer_mal(inicio(apodos=["ana", "ana"])) == "Los apodos tienen que ser distintos."
    trio = leer(inicio(participantes=["a", "b", "c"], apodos=["x", "y", "z"]))
    assert trio.apodos == ("x", "y", "z")


def test_el_inicio_no_admite_campos_desconocidos() -> None:
    assert leer_mal(inicio(ronda=1)) == "El evento «inicio» tiene un campo desconocido: «ronda»."
    assert leer_mal(inicio(nota="n")) == "El evento «inicio» tiene un campo desconocido: «nota»."


def test_un_tipo_desconocido_o_sin_objeto_se_rechaza() -> None:
    assert leer_mal({"tipo": "inicio_duplicada"}) == "Tipo de evento desconocido: «inicio_duplicada»."
    assert leer_mal(["inicio"]) == "Cada evento tiene que ser un objeto con un campo «tipo»."


def test_la_anulacion_no_lleva_campos() -> None:
    assert leer({"tipo": "anulacion"}) == Anulacion()
    assert leer_mal({"tipo": "anulacion", "nota": "n"}) == (
        "El evento «anulacion» tiene un campo desconocido: «nota»."
    )


# ---------------------------------------------------------------- lectura: la jugada


def test_la_jugada_lleva_de_0_a_2000_puntos() -> None:
    assert leer({"tipo": "jugada", "puntos": 2000}) == Jugada(2000)
    assert leer({"tipo": "jugada", "puntos": 0}) == Jugada(0)
    assert leer_mal({"tipo": "jugada", "puntos": 2001}) == "«puntos» vale 2001 y tiene que estar entre 0 y 2000."
    assert leer_mal({"tipo": "jugada", "puntos": -1}) == "«puntos» vale -1 y tiene que estar entre 0 y 2000."
    assert leer_mal({"tipo": "jugada"}) == "Al evento «jugada» le falta el campo «puntos»."


def test_la_jugada_con_coordenada_de_3_y_palabra_de_40() -> None:
    j = leer({"tipo": "jugada", "puntos": 5, "coordenada": "10H", "palabra": "A" * 40})
    assert j == Jugada(5, "10H", "A" * 40)
    assert leer_mal({"tipo": "jugada", "puntos": 5, "coordenada": "10HH"}) == (
        "«coordenada» es demasiado largo (más de 3 caracteres)."
    )
    assert leer_mal({"tipo": "jugada", "puntos": 5, "palabra": "A" * 41}) == (
        "«palabra» es demasiado largo (más de 40 caracteres)."
    )


def test_la_jugada_lee_sus_fichas() -> None:
    j = leer({"tipo": "jugada", "puntos": 5, "fichas": [{"casilla": "H8", "letra": "A"}]})
    assert j.fichas == ((casilla("H8"), Ficha("A")),)
    assert leer_mal({"tipo": "jugada", "puntos": 5, "fichas": "H8"}) == (
        "«fichas» tiene que ser una lista de hasta 7 fichas."
    )


def test_el_atril_de_una_jugada_es_notacion_gcg_de_hasta_7_fichas() -> None:
    # 7 dígrafos: 28 caracteres, el máximo.
    assert leer({"tipo": "jugada", "puntos": 5, "atril": "[CH]" * 7}).atril == "[CH]" * 7
    assert leer({"tipo": "jugada", "puntos": 5, "atril": "ABCDEF?"}).atril == "ABCDEF?"
    assert leer_mal({"tipo": "jugada", "puntos": 5, "atril": "ABCDEFGH"}) == "«atril» tiene más de 7 fichas."
    assert leer_mal({"tipo": "jugada", "puntos": 5, "atril": "[CH]" * 7 + "A"}) == (
        "«atril» es demasiado largo (más de 28 caracteres)."
    )
    assert leer_mal({"tipo": "jugada", "puntos": 5, "atril": "A1"}) == (
        "«A1» no es un atril: letras, ? por cada comodín y los dígrafos entre corchetes ([CH])."
    )


def test_la_jugada_no_admite_campos_desconocidos() -> None:
    assert leer_mal({"tipo": "jugada", "puntos": 1, "retira": 1}) == (
        "El evento «jugada» tiene un campo desconocido: «retira»."
    )


# ---------------------------------------------------------------- lectura: notas


def test_la_nota_admite_saltos_de_linea_y_hasta_4000_caracteres() -> None:
    assert leer({"tipo": "pase", "nota": "a\nb\n"}).nota == "a\nb\n"
    assert leer({"tipo": "pase", "nota": "n" * 4000}).nota == "n" * 4000
    assert nota_leida({}) == ""
    assert leer_mal({"tipo": "pase", "nota": "n" * 4001}) == "«nota» es demasiado larga (más de 4000 caracteres)."
    assert leer_mal({"tipo": "pase", "nota": 1}) == "«nota» tiene que ser un texto."
    assert leer_mal({"tipo": "pase", "nota": None}) == "«nota» tiene que ser un texto."


def test_la_nota_no_admite_otros_caracteres_de_control() -> None:
    assert leer_mal({"tipo": "pase", "nota": "a\rb"}) == "«nota» lleva caracteres de control."
    assert leer_mal({"tipo": "pase", "nota": "a\n\tb"}) == "«nota» lleva caracteres de control."
    assert leer_mal({"tipo": "pase", "nota": "añ\u202eb"}) == (
        "«nota» lleva un control de dirección del texto (U+202E), que lo mostraría en otro orden."
    )


def test_cada_evento_con_nota_la_lee() -> None:
    for d in (
        {"tipo": "jugada", "puntos": 1},
        {"tipo": "pase"},
        {"tipo": "cambio"},
        {"tipo": "retirada"},
        {"tipo": "penalizacion", "participante": 0, "puntos": 1},
        {"tipo": "fin", "atriles": ["", ""]},
        {"tipo": "fin", "atriles": ["", ""], "ajustes": [1, -1]},
        {"tipo": "tiempo_extra", "participante": 0, "segundos": 1},
        {"tipo": "ajuste_reloj", "participante": 0, "restante_ms": 1, "antes_ms": 2},
    ):
        assert leer(d).nota == ""
        assert leer({**d, "nota": "hola\nadiós"}).nota == "hola\nadiós"
        assert leer_mal({**d, "nota": "a\x00"}) == "«nota» lleva caracteres de control."


# ---------------------------------------------------------------- lectura: pase y cambio


def test_el_pase_lee_su_atril() -> None:
    assert leer({"tipo": "pase", "atril": "AB?"}) == Pase("AB?")
    assert leer_mal({"tipo": "pase", "atril": "ABCDEFGH"}) == "«atril» tiene más de 7 fichas."
    assert leer_mal({"tipo": "pase", "puntos": 0}) == "El evento «pase» tiene un campo desconocido: «puntos»."


def test_el_cambio_lleva_sus_fichas_o_cuantas_pero_no_las_dos() -> None:
    assert leer({"tipo": "cambio", "atril": "ABCDEFG", "cambiadas": "AB"}) == Cambio("ABCDEFG", "AB")
    assert leer({"tipo": "cambio", "cuantas": 1}) == Cambio(cuantas=1)
    assert leer({"tipo": "cambio", "cuantas": 7}) == Cambio(cuantas=7)
    assert leer({"tipo": "cambio", "cambiadas": "[CH]" * 7}).cambiadas == "[CH]" * 7
    assert leer_mal({"tipo": "cambio", "cuantas": 0}) == "«cuantas» vale 0 y tiene que estar entre 1 y 7."
    assert leer_mal({"tipo": "cambio", "cuantas": 8}) == "«cuantas» vale 8 y tiene que estar entre 1 y 7."
    assert leer_mal({"tipo": "cambio", "cambiadas": "ABCDEFGH"}) == "«cambiadas» tiene más de 7 fichas."
    assert leer_mal({"tipo": "cambio", "cambiadas": "A", "cuantas": 1}) == (
        "Un cambio lleva sus fichas («cambiadas») o cuántas fueron («cuantas»), no las dos."
    )
    assert leer_mal({"tipo": "cambio", "atril": "ABCDEFGH"}) == "«atril» tiene más de 7 fichas."
    assert leer_mal({"tipo": "cambio", "puntos": 0}) == "El evento «cambio» tiene un campo desconocido: «puntos»."


# ---------------------------------------------------------------- lectura: retirada


def test_la_retirada_lee_lo_que_retira_desde_el_evento_1() -> None:
    assert leer({"tipo": "retirada", "retira": 1}) == PalabraRetirada(retira=1)
    assert leer({"tipo": "retirada", "retira": 10**9}).retira == 10**9
    assert leer({"tipo": "retirada", "retira": None}) == PalabraRetirada()
    assert leer_mal({"tipo": "retirada", "retira": 0}) == (
        "«retira» vale 0 y tiene que estar entre 1 y 1000000000."
    )
    assert leer_mal({"tipo": "retirada", "retira": 10**9 + 1}) == (
        "«retira» vale 1000000001 y tiene que estar entre 1 y 1000000000."
    )
    assert leer_mal({"tipo": "retirada", "retira": "1"}) == "«retira» tiene que ser un número entero."


def test_la_retirada_lee_coordenada_palabra_y_atril() -> None:
    r = leer({"tipo": "retirada", "coordenada": "H10", "palabra": "P" * 40, "atril": "ABC"})
    assert r == PalabraRetirada("H10", "P" * 40, None, "ABC")
    assert leer_mal({"tipo": "retirada", "coordenada": "H100"}) == (
        "«coordenada» es demasiado largo (más de 3 caracteres)."
    )
    assert leer_mal({"tipo": "retirada", "palabra": "P" * 41}) == (
        "«palabra» es demasiado largo (más de 40 caracteres)."
    )
    assert leer_mal({"tipo": "retirada", "atril": "ABCDEFGH"}) == "«atril» tiene más de 7 fichas."
    assert leer_mal({"tipo": "retirada", "puntos": 0}) == "El evento «retirada» tiene un campo desconocido: «puntos»."


# ---------------------------------------------------------------- lectura: penalización


def test_la_penalizacion_es_a_uno_de_hasta_4_y_de_1_a_1000_puntos_con_signo() -> None:
    assert leer({"tipo": "penalizacion", "participante": 3, "puntos": 1000}) == Penalizacion(3, 1000)
    assert leer({"tipo": "penalizacion", "participante": 0, "puntos": -1000}) == Penalizacion(0, -1000)
    assert leer({"tipo": "penalizacion", "participante": 0, "puntos": 1}) == Penalizacion(0, 1)
    assert leer({"tipo": "penalizacion", "participante": 0, "puntos": -1}) == Penalizacion(0, -1)
    assert leer_mal({"tipo": "penalizacion", "participante": 4, "puntos": 1}) == (
        "«participante» vale 4 y tiene que estar entre 0 y 3."
    )
    assert leer_mal({"tipo": "penalizacion", "participante": -1, "puntos": 1}) == (
        "«participante» vale -1 y tiene que estar entre 0 y 3."
    )
    assert leer_mal({"tipo": "penalizacion", "participante": 0, "puntos": 1001}) == (
        "«puntos» vale 1001 y tiene que estar entre -1000 y 1000."
    )
    assert leer_mal({"tipo": "penalizacion", "participante": 0, "puntos": -1001}) == (
        "«puntos» vale -1001 y tiene que estar entre -1000 y 1000."
    )
    assert leer_mal({"tipo": "penalizacion", "participante": 0, "puntos": 0}) == (
        "Una penalización de 0 puntos no cambia nada."
    )
    assert leer_mal({"tipo": "penalizacion", "puntos": 1}) == (
        "Al evento «penalizacion» le falta el campo «participante»."
    )
    assert leer_mal({"tipo": "penalizacion", "participante": 0}) == (
        "Al evento «penalizacion» le falta el campo «puntos»."
    )


def test_el_motivo_de_una_penalizacion_tiene_hasta_200_caracteres() -> None:
    p = leer({"tipo": "penalizacion", "participante": 1, "puntos": 5, "motivo": "m" * 200})
    assert p == Penalizacion(1, 5, "m" * 200)
    assert leer_mal({"tipo": "penalizacion", "participante": 1, "puntos": 5, "motivo": "m" * 201}) == (
        "«motivo» es demasiado largo (más de 200 caracteres)."
    )
    assert leer_mal({"tipo": "penalizacion", "participante": 1, "puntos": 5, "atril": "A"}) == (
        "El evento «penalizacion» tiene un campo desconocido: «atril»."
    )


# ---------------------------------------------------------------- lectura: fin


def test_el_fin_lleva_un_atril_por_participante_de_2_a_4() -> None:
    assert leer({"tipo": "fin", "atriles": ["A", "", 200, 0]}) == Fin(("A", "", 200, 0))
    mensaje = "Hacen falta los atriles de todos los participantes, uno por cada uno."
    assert leer_mal({"tipo": "fin", "atriles": [""]}) == mensaje
    assert leer_mal({"tipo": "fin", "atriles": ["", "", "", "", ""]}) == mensaje
    assert leer_mal({"tipo": "fin", "atriles": "AB"}) == mensaje
    assert leer_mal({"tipo": "fin"}) == "Al evento «fin» le falta el campo «atriles»."
    assert leer_mal({"tipo": "fin", "atriles": ["", ""], "puntos": 1}) == (
        "El evento «fin» tiene un campo desconocido: «puntos»."
    )


def test_cada_atril_final_es_un_texto_de_hasta_30_o_de_0_a_200_puntos() -> None:
    assert leer({"tipo": "fin", "atriles": ["A" * 30, 0]}).atriles == ("A" * 30, 0)
    assert leer_mal({"tipo": "fin", "atriles": ["A" * 31, 0]}) == "Un atril tiene como mucho 7 fichas."
    puntos = "Los puntos de un atril tienen que estar entre 0 y 200."
    assert leer_mal({"tipo": "fin", "atriles": ["", 201]}) == puntos
    assert leer_mal({"tipo": "fin", "atriles": ["", -1]}) == puntos
    tipo = "Cada atril tiene que ser un texto con sus fichas o un número de puntos."
    for malo in (True, False, None, 1.5, ["A"]):
        assert leer_mal({"tipo": "fin", "atriles": ["", malo]}) == tipo
        assert leer_mal({"tipo": "fin", "atriles": ["", malo], "ajustes": [0, 0]}) == tipo
    assert leer_mal({"tipo": "fin", "atriles": ["", 201], "ajustes": [0, 0]}) == puntos


def test_los_ajustes_anotados_uno_por_atril_y_de_hasta_el_doble_de_tres_atriles() -> None:
    assert MAX_AJUSTE == 1200
    fin = leer({"tipo": "fin", "atriles": ["", 5, "AB"], "ajustes": [1200, -1200, 0]})
    assert fin == Fin(("", 5, "AB"), (1200, -1200, 0))
    mensaje = "«ajustes» tiene que llevar un número por participante, como «atriles»."
    assert leer_mal({"tipo": "fin", "atriles": ["", ""], "ajustes": [0]}) == mensaje
    assert leer_mal({"tipo": "fin", "atriles": ["", ""], "ajustes": [0, 0, 0]}) == mensaje
    assert leer_mal({"tipo": "fin", "atriles": ["", ""], "ajustes": {"0": 0, "1": 0}}) == mensaje
    assert leer_mal({"tipo": "fin", "atriles": ["", ""], "ajustes": [1201, 0]}) == (
        "«ajustes» vale 1201 y tiene que estar entre -1200 y 1200."
    )
    assert leer_mal({"tipo": "fin", "atriles": ["", ""], "ajustes": [0, -1201]}) == (
        "«ajustes» vale -1201 y tiene que estar entre -1200 y 1200."
    )
    assert leer_mal({"tipo": "fin", "atriles": ["", ""], "ajustes": [0, "1"]}) == (
        "«ajustes» tiene que ser un número entero."
    )
    # «ajustes»: null es lo mismo que no anotarlos.
    assert leer({"tipo": "fin", "atriles": ["", ""], "ajustes": None}) == Fin(("", ""))


# ---------------------------------------------------------------- lectura: tiempo extra y ajuste del reloj


def test_el_tiempo_extra_de_uno_de_hasta_4_y_de_hasta_24_horas() -> None:
    assert leer({"tipo": "tiempo_extra", "participante": 3, "segundos": 86400}) == TiempoExtra(3, 86400)
    assert leer({"tipo": "tiempo_extra", "participante": 0, "segundos": 0}) == TiempoExtra(0, 0)
    assert leer_mal({"tipo": "tiempo_extra", "participante": 4, "segundos": 1}) == (
        "«participante» vale 4 y tiene que estar entre 0 y 3."
    )
    assert leer_mal({"tipo": "tiempo_extra", "participante": -1, "segundos": 1}) == (
        "«participante» vale -1 y tiene que estar entre 0 y 3."
    )
    assert leer_mal({"tipo": "tiempo_extra", "participante": 0, "segundos": 86401}) == (
        "«segundos» vale 86401 y tiene que estar entre 0 y 86400."
    )
    assert leer_mal({"tipo": "tiempo_extra", "participante": 0, "segundos": -1}) == (
        "«segundos» vale -1 y tiene que estar entre 0 y 86400."
    )
    assert leer_mal({"tipo": "tiempo_extra", "participante": 0}) == (
        "Al evento «tiempo_extra» le falta el campo «segundos»."
    )
    assert leer_mal({"tipo": "tiempo_extra", "participante": 0, "segundos": 1, "motivo": "m"}) == (
        "El evento «tiempo_extra» tiene un campo desconocido: «motivo»."
    )


def test_el_precio_del_minuto_extra_de_1_a_100_puntos_si_se_anota() -> None:
    base = {"tipo": "tiempo_extra", "participante": 1, "segundos": 60}
    assert leer(base).puntos_por_minuto is None
    assert leer({**base, "puntos_por_minuto": 1}) == TiempoExtra(1, 60, 1)
    assert leer({**base, "puntos_por_minuto": 100}) == TiempoExtra(1, 60, 100)
    assert leer_mal({**base, "puntos_por_minuto": 0}) == (
        "«puntos_por_minuto» vale 0 y tiene que estar entre 1 y 100."
    )
    assert leer_mal({**base, "puntos_por_minuto": 101}) == (
        "«puntos_por_minuto» vale 101 y tiene que estar entre 1 y 100."
    )
    assert leer_mal({**base, "puntos_por_minuto": None}) == "«puntos_por_minuto» tiene que ser un número entero."


def test_el_ajuste_del_reloj_de_la_clasica_es_de_hasta_4_y_lleva_nota() -> None:
    d = {"tipo": "ajuste_reloj", "participante": 3, "restante_ms": -5, "antes_ms": 7, "nota": "n"}
    assert leer(d) == AjusteReloj(3, -5, 7, "n")
    assert leer_mal({**d, "participante": 4}) == "«participante» vale 4 y tiene que estar entre 0 y 3."
    assert leer_mal({**d, "nota": "a\x07"}) == "«nota» lleva caracteres de control."
    assert leer_mal({**d, "motivo": "m"}) == "El evento «ajuste_reloj» tiene un campo desconocido: «motivo»."


# ---------------------------------------------------------------- fichas en notación GCG


def test_las_fichas_gcg_separan_letras_comodines_y_digrafos() -> None:
    assert fichas_gcg("AC[CH]?ñ") == ["A", "C", "[CH]", "?", "ñ"]
    assert fichas_gcg("") == []


def test_lo_que_no_es_notacion_gcg_se_rechaza_citando_sus_20_primeros_caracteres() -> None:
    with pytest.raises(ErrorEvento) as error:
        fichas_gcg("ABCDEFGHIJKLMNOPQRST1UV")
    assert str(error.value) == (
        "«ABCDEFGHIJKLMNOPQRST» no es un atril: letras, ? por cada comodín y los dígrafos entre corchetes ([CH])."
    )
    for malo in ("[C]", "[CHA]", "A B", "_", "[CH"):
        with pytest.raises(ErrorEvento, match=re.escape(f"«{malo}» no es un atril")):
            fichas_gcg(malo)
