"""JSON de la planilla: ida y vuelta, y archivos mal formados u hostiles que se rechazan sin cambiar nada."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app_planilla.exportar.json_partida import VERSION, a_json, desde_json, leer_json, texto_json
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.modalidades import CLASICA, buscar
from tests.ayuda import ida_y_vuelta, json_rechazado

FORMATO = buscar(CLASICA).archivo


def vista(p: Planilla) -> tuple[object, ...]:
    return (p.eventos, p.lineas, p.totales, p.turno, sorted(p.tablero.fichas.items()), p.final, p.avisos)


OPERACIONES = st.lists(
    st.one_of(
        st.tuples(st.just("anotar"), st.integers(0, 2000)),
        st.tuples(st.just("pasar"), st.none()),
        st.tuples(st.just("cambiar"), st.none()),
        st.tuples(st.just("retirar"), st.none()),
        st.tuples(st.just("retirar_ultima"), st.none()),
        st.tuples(st.just("penalizar"), st.integers(0, 3)),
        st.tuples(st.just("deshacer"), st.none()),
        st.tuples(st.just("terminar"), st.integers(0, 3)),
        st.tuples(st.just("tiempo"), st.integers(0, 900)),
        st.tuples(st.just("sumar"), st.sampled_from(["H4 JAMON", "6F ZUMOS", "8G SOL", "H8 TORTILLA"])),
    ),
    max_size=40,
)


def jugar(p: Planilla, ops: list[tuple[str, Any]]) -> None:
    for nombre, x in ops:
        try:
            if nombre == "anotar":
                p.anotar(x, "H4", "A")
            elif nombre == "penalizar":
                p.penalizar(x % p.participantes, 1 + x)
            elif nombre == "terminar":
                p.terminar(["" if i == x else "AB?" for i in range(p.participantes)])
            elif nombre == "tiempo":
                p.anotar_tiempo_extra(0, x)
            elif nombre == "sumar":
                p.sumar(*x.split())
            else:
                {
                    "pasar": p.pasar,
                    "cambiar": p.cambiar,
                    "retirar": p.retirar_palabra,
                    "retirar_ultima": p.retirar_ultima_jugada,
                    "deshacer": p.deshacer,
                }[nombre]()
        except ErrorPlanilla:
            pass


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), st.sampled_from(["casa", "fise", "ingles"]), OPERACIONES)
def test_ida_y_vuelta(n: int, reglas: str, ops: list[tuple[str, Any]]) -> None:
    p = Planilla(nueva_partida([f"P{i}" for i in range(n)], reglas=reglas, edicion="es"))
    jugar(p, ops)
    ida_y_vuelta(p, vista)


def test_formato_con_version() -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    p.sumar("H4", "JAMoN")
    d = a_json(p)
    assert d["formato"] == FORMATO and d["version"] == VERSION == 3
    assert d["eventos"][1]["fichas"][3] == {"casilla": "H7", "letra": "O", "comodin": True}
    assert leer_json(json.dumps(d).encode("utf-8-sig")).totales == p.totales


def _f(casilla: str, letra: str = "A", **extra: Any) -> dict[str, Any]:
    return {"casilla": casilla, "letra": letra, **extra}


def _jug(*fichas: dict[str, Any]) -> dict[str, Any]:
    return {"tipo": "jugada", "puntos": 1, "fichas": list(fichas)}


def _con(*eventos: Any, **arriba: Any) -> dict[str, Any]:
    inicio = {"tipo": "inicio", "participantes": ["Ana", "Luis"]}
    return {"formato": FORMATO, "version": 1, "eventos": [inicio, *eventos], **arriba}


HOSTILES: list[tuple[str, Any]] = [
    ("no es JSON", "{"),
    ("vacío", ""),
    ("lista arriba", []),
    ("sin formato", {"version": 1, "eventos": []}),
    ("otro formato", {**_con(), "formato": "gcg"}),
    ("versión texto", {**_con(), "version": "1"}),
    ("versión futura", {**_con(), "version": 99}),
    ("versión cero", {**_con(), "version": 0}),
    ("versión bool", {**_con(), "version": True}),
    ("campo desconocido", _con(extra=1)),
    ("sin eventos", {"formato": FORMATO, "version": 1, "eventos": []}),
    ("eventos no lista", {"formato": FORMATO, "version": 1, "eventos": {"a": 1}}),
    ("evento no objeto", _con(7)),
    ("tipo desconocido", _con({"tipo": "borrar_todo"})),
    ("tipo no texto", _con({"tipo": ["pase"]})),
    ("campo que falta", _con({"tipo": "jugada"})),
    ("campo de más", _con({"tipo": "pase", "puntos": 3})),
    ("puntos texto", _con({"tipo": "jugada", "puntos": "10"})),
    ("puntos bool", _con({"tipo": "jugada", "puntos": True})),
    ("puntos decimales", _con({"tipo": "jugada", "puntos": 10.5})),
    ("puntos de más", _con({"tipo": "jugada", "puntos": 2001})),
    ("puntos negativos", _con({"tipo": "jugada", "puntos": -1})),
    ("penalización cero", _con({"tipo": "penalizacion", "participante": 0, "puntos": 0})),
    ("penalización a un tercero", _con({"tipo": "penalizacion", "participante": 2, "puntos": 10})),
    ("ficha en casilla rara", _con({"tipo": "jugada", "puntos": 1, "fichas": [{"casilla": "Z99", "letra": "A"}]})),
    ("ficha ajena", _con({"tipo": "jugada", "puntos": 1, "fichas": [{"casilla": "H8", "letra": "K"}]})),
    ("ficha con letra larga", _con({"tipo": "jugada", "puntos": 1, "fichas": [{"casilla": "H8", "letra": "AAA"}]})),
    ("comodín no bool", _con(_jug(_f("H8", comodin=1)))),
    ("ocho fichas", _con(_jug(*[_f(f"H{c}") for c in range(1, 9)]))),
    ("dos fichas en una casilla", _con(_jug(_f("H8"), _f("H8")))),
    ("fichas en diagonal", _con(_jug(_f("H8"), _f("I9")))),
    ("ficha con campo raro", _con(_jug(_f("H8", valor=50)))),
    ("cinco participantes", {**_con(), "eventos": [{"tipo": "inicio", "participantes": list("abcde")}]}),
    ("nombre larguísimo", {**_con(), "eventos": [{"tipo": "inicio", "participantes": ["a" * 101, "b"]}]}),
    ("nombre con control", {**_con(), "eventos": [{"tipo": "inicio", "participantes": ["a\x1b[31m", "b"]}]}),
    ("nombre no texto", {**_con(), "eventos": [{"tipo": "inicio", "participantes": [1, 2]}]}),
    ("abre fuera", {**_con(), "eventos": [{"tipo": "inicio", "participantes": ["a", "b"], "abre": 2}]}),
    ("edición rara", {**_con(), "eventos": [{"tipo": "inicio", "participantes": ["a", "b"], "edicion": "fr"}]}),
    ("reglas raras", {**_con(), "eventos": [{"tipo": "inicio", "participantes": ["a", "b"], "reglas": "x"}]}),
    ("empezar sin inicio", {**_con(), "eventos": [{"tipo": "pase"}]}),
    ("dos inicios", _con({"tipo": "inicio", "participantes": ["a", "b"]})),
    ("deshacer sin líneas", _con({"tipo": "anulacion"})),
    ("retirar lo que no es", _con({"tipo": "pase"}, {"tipo": "retirada", "retira": 1})),
    ("dos finales", _con({"tipo": "fin", "atriles": ["", "A"]}, {"tipo": "fin", "atriles": ["", "A"]})),
    ("dos cierres", _con({"tipo": "fin", "atriles": ["", ""]})),
    ("atriles de más", _con({"tipo": "fin", "atriles": ["", "A", "B"]})),
    ("atril con 8 fichas", _con({"tipo": "fin", "atriles": ["", "AAAAAAAA"]})),
    ("atril con puntos de más", _con({"tipo": "fin", "atriles": ["", 201]})),
    ("atril nulo", _con({"tipo": "fin", "atriles": ["", None]})),
    ("tiempo antes del final", _con({"tipo": "tiempo_extra", "participante": 0, "segundos": 10})),
    ("turno tras el final", _con({"tipo": "fin", "atriles": ["", "A"]}, {"tipo": "pase"})),
    ("demasiados eventos", _con(*[{"tipo": "pase"}] * 20_000)),
    ("NaN", '{"formato": "planilla-clasica", "version": NaN, "eventos": []}'),
    ("Infinity", '{"formato": "planilla-clasica", "version": 1, "eventos": [{"tipo": "jugada", "puntos": Infinity}]}'),
    ("número enorme", '{"formato": "planilla-clasica", "version": ' + "9" * 5000 + ', "eventos": []}'),
    ("anidado sin fin", "[" * 200_000 + "]" * 200_000),
    ("demasiado grande", " " * (5 * 1024 * 1024) + "{}"),
    ("no UTF-8", b'{"formato": "\xff\xfe"}'),
]


@pytest.mark.parametrize(("nombre", "datos"), HOSTILES, ids=[h[0] for h in HOSTILES])
def test_archivo_hostil_se_rechaza_con_un_mensaje_claro(nombre: str, datos: Any) -> None:
    texto = datos if isinstance(datos, str | bytes) else json.dumps(datos)
    json_rechazado(texto)


@pytest.mark.parametrize("constante", ["NaN", "Infinity", "-Infinity"])
def test_constantes_que_no_son_json(constante: str) -> None:
    with pytest.raises(ErrorPlanilla, match="no válido en JSON"):
        leer_json('{"formato": "planilla-clasica", "version": ' + constante + ', "eventos": []}')


@pytest.mark.parametrize(
    ("segundos", "mensaje"),
    [((70, 30), "ya tiene su línea de tiempo extra"), ((37_801,), "el del reloj más 10 horas")],
)
def test_json_con_tiempo_extra_imposible(segundos: tuple[int, ...], mensaje: str) -> None:
    """Lo mismo que al anotarlo a mano: una línea por participante y no más que el reloj más 10 horas."""
    inicio = {"tipo": "inicio", "participantes": ["Ana", "Luis"], "reglas": "fise"}
    tiempos = [{"tipo": "tiempo_extra", "participante": 1, "segundos": s} for s in segundos]
    datos = {"formato": FORMATO, "version": 1, "eventos": [inicio, {"tipo": "fin", "atriles": ["", "A"]}, *tiempos]}
    with pytest.raises(ErrorPlanilla, match=mensaje):
        leer_json(json.dumps(datos))


def test_desde_json_acepta_lo_que_exporta() -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"], reglas="fise"))
    p.sumar("H4", "JAMON")
    p.retirar_ultima_jugada()
    p.terminar(["", "XA"])
    p.anotar_tiempo_extra(1, 70)
    assert vista(desde_json(json.loads(texto_json(p)))) == vista(p)


def _en_pie(eventos: tuple[Any, ...]) -> list[Any]:
    """Los eventos que siguen en pie (cada anulación quita el último), renumerando las retiradas."""
    pila: list[tuple[int, Any]] = []
    for numero, e in enumerate(eventos):
        if e.tipo == "anulacion":
            pila.pop()
        else:
            pila.append((numero, e))
    nuevo = {viejo: i for i, (viejo, _) in enumerate(pila)}
    return [replace(e, retira=nuevo[e.retira]) if getattr(e, "retira", None) else e for _, e in pila]


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 4), st.sampled_from(["casa", "fise"]), OPERACIONES)
def test_deshacer_equivale_a_no_haberlo_hecho(n: int, reglas: str, ops: list[tuple[str, Any]]) -> None:
    p = Planilla(nueva_partida([f"P{i}" for i in range(n)], reglas=reglas))
    jugar(p, ops)
    q = Planilla.desde_eventos(_en_pie(p.eventos))
    # Los números de línea cambian (no hay anulaciones), pero lo demás no.
    def sin_numero(x: Planilla) -> tuple[object, ...]:
        lineas = [(i.clase, i.participante, i.puntos, i.total, i.ronda, i.fichas) for i in x.lineas]
        return (lineas, x.totales, x.turno, sorted(x.tablero.fichas.items()), x.final, x.avisos)

    assert sin_numero(q) == sin_numero(p)
