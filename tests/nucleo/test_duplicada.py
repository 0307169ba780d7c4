"""Planilla duplicada: el ejemplo de la semilla, desempates, bonificaciones, correcciones, deshacer y avisos."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app_planilla.nucleo.duplicada.clasificacion import texto_diferencia, texto_porcentaje
from app_planilla.nucleo.duplicada.eventos import AtrilRonda, InicioDuplicada, JugadaMaestra, PuntosRonda
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.tablero import casilla
from app_planilla.nucleo.registro.eventos import Anulacion
from app_planilla.nucleo.texto import texto_clasificacion, texto_planilla


def hoja(maestras: list[int], *puntos: list[int | None], bonificaciones: bool = False) -> PlanillaDuplicada:
    """Una duplicada anotada a mano: las maestras de cada ronda y los puntos de cada participante."""
    p = PlanillaDuplicada(nueva_duplicada([""] * len(puntos), bonificaciones=bonificaciones))
    for r, m in enumerate(maestras):
        p.nueva_ronda()
        p.anotar_maestra_puntos(m)
        for i, suyos in enumerate(puntos):
            if suyos[r] is not None:
                p.escribir_puntos(i, suyos[r])
    return p


def resumen(p: PlanillaDuplicada) -> list[tuple[int, int, int, str, str, int]]:
    return [
        (x.participante, x.total, x.diferencia, x.texto_diferencia, x.texto_porcentaje, x.puesto)
        for x in p.clasificacion()
    ]


# ---------------------------------------------------------------- la semilla


def test_ejemplo_de_la_semilla() -> None:
    p = hoja([24, 36, 18], [24, 30, 18], [20, 36, 9])
    assert p.suma_maestras == 78
    assert p.totales == (72, 65)
    assert resumen(p) == [(0, 72, -6, "−6", "92,3 %", 1), (1, 65, -13, "−13", "83,3 %", 2)]
    texto = texto_clasificacion(p)
    assert "92,3 %" in texto and "83,3 %" in texto and "−6" in texto and "−13" in texto
    assert "Participante 1" in texto_planilla(p)


def test_quien_acierta_todas_queda_a_cero() -> None:
    p = hoja([24, 36, 18], [24, 36, 18])
    (x,) = p.clasificacion()
    assert (x.total, x.texto_diferencia, x.texto_porcentaje, x.maestras) == (78, "0", "100,0 %", 3)
    assert p.en_solitario


def test_formatos() -> None:
    assert texto_porcentaje(None) == "—"
    assert texto_porcentaje(100 * 72 / 78) == "92,3 %"
    assert texto_porcentaje(100 * 65 / 78) == "83,3 %"
    assert texto_diferencia(-6) == "−6" and texto_diferencia(4) == "+4" and texto_diferencia(0) == "0"


def test_sin_maestras_no_hay_porcentaje() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda()
    p.escribir_puntos(0, 12)
    (x,) = p.clasificacion()
    assert x.porcentaje is None and x.texto_porcentaje == "—" and x.diferencia == 12


# ---------------------------------------------------------------- clasificación y desempates


def test_desempates_fise_maestras_y_luego_mejor_jugada() -> None:
    # Todos suman 50: desempatan las maestras encontradas y después la mejor jugada.
    p = hoja(
        [30, 20, 10],
        [30, 10, 10],  # 2 maestras, mejor 30
        [20, 20, 10],  # 2 maestras, mejor 20
        [25, 20, 5],  # 1 maestra, mejor 25
        [30, 15, 5],  # 1 maestra, mejor 30
        [30, 10, 10],  # igual que el primero en todo: comparten puesto
    )
    c = p.clasificacion()
    assert [(x.participante, x.puesto) for x in c] == [(0, 1), (4, 1), (1, 3), (3, 4), (2, 5)]
    assert [(x.maestras, x.mejor) for x in c] == [(2, 30), (2, 30), (2, 20), (1, 30), (1, 25)]


def test_casillas_vacias_valen_cero() -> None:
    p = hoja([30, 20], [30, None], [None, None])
    assert p.totales == (30, 0)
    assert [x.participante for x in p.clasificacion()] == [0, 1]


def test_la_ronda_abierta_cuenta_cuando_todos_tienen_puntos() -> None:
    p = hoja([30, 20], [30, 20], [25, 10])
    p.nueva_ronda()
    p.anotar_maestra_puntos(40)
    p.escribir_puntos(0, 40)
    # A mitad de ronda: la clasificación sigue con las dos primeras y lo dice.
    assert p.ronda_pendiente == 3
    assert p.totales == (50, 35) and p.suma_maestras == 50
    assert "ronda 3 aún no cuenta" in p.nota_clasificacion
    assert "ronda 3 aún no cuenta" in texto_clasificacion(p)
    p.escribir_puntos(1, 12)
    assert p.ronda_pendiente is None and p.nota_clasificacion == ""
    assert p.totales == (90, 47) and p.suma_maestras == 90


def test_al_terminar_cuenta_la_ultima_aunque_falten_puntos() -> None:
    p = hoja([30, 20], [30, 20], [25, None])
    assert p.totales == (30, 25)
    p.terminar()
    assert p.ronda_pendiente is None and p.totales == (50, 25) and p.suma_maestras == 50


def test_la_ronda_con_solo_el_atril_no_cuenta() -> None:
    p = hoja([30], [30], [25], bonificaciones=True)
    p.nueva_ronda("AEIOUST")
    assert p.ronda_pendiente == 2
    p.terminar()
    assert [f.numero for f in p.filas_contadas] == [1]
    assert p.totales == (40, 30)


# ---------------------------------------------------------------- bonificaciones


def test_bonificaciones_fise() -> None:
    p = hoja([30, 20, 40], [30, 20, 35], [25, 20, 40], [10, 15, 35], bonificaciones=True)
    # Ronda 1: +10 a P1 (sola con la maestra), +5 a P2 (sola con 25). Ronda 2: dos aciertan (nada),
    # 15 es la única mejor por debajo: +5 a P3. Ronda 3: +10 a P2; 35 empatado: nada.
    c = {x.participante: x for x in p.clasificacion()}
    assert [c[i].bonificacion for i in range(3)] == [10, 15, 5]
    assert [c[i].total for i in range(3)] == [95, 100, 65]
    assert c[1].diferencia == 10 and c[1].texto_porcentaje == "111,1 %"


def test_bonificaciones_tope_de_25() -> None:
    p = hoja([30] * 4, [30] * 4, [20] * 4, bonificaciones=True)
    c = {x.participante: x for x in p.clasificacion()}
    assert c[0].bonificacion == 25  # 4 × 10 = 40, con tope 25
    assert c[1].bonificacion == 20  # 4 × 5
    assert c[0].total == 120 + 25


def test_sin_bonificaciones_no_cuentan() -> None:
    p = hoja([30, 30], [30, 30], [20, 20])
    assert [x.bonificacion for x in p.clasificacion()] == [0, 0]


def test_cero_puntos_no_es_mejor_por_debajo() -> None:
    p = hoja([30], [30], [0], bonificaciones=True)
    assert {x.participante: x.bonificacion for x in p.clasificacion()} == {0: 10, 1: 0}


def test_bonificaciones_recomendadas_desde_diez() -> None:
    pocos = PlanillaDuplicada(nueva_duplicada(["a", "b"], bonificaciones=True))
    assert not pocos.bonificaciones_recomendadas
    assert "desde 10 participantes" in pocos.nota_bonificaciones
    muchos = PlanillaDuplicada(nueva_duplicada([f"P{i}" for i in range(10)]))
    assert muchos.bonificaciones_recomendadas and not muchos.bonificaciones
    assert PlanillaDuplicada(nueva_duplicada([""] * 16)).participantes == 16


# ---------------------------------------------------------------- tablero y jugadas calculadas


def test_maestra_calculada_queda_en_el_tablero_para_la_ronda_siguiente() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis"]))
    p.nueva_ronda("AJMNOSE")
    e = p.escribir_jugada("H4", "JAMON")  # la de Ana, calculada: no toca el tablero
    assert (e.linea and e.linea.numero, e.linea and e.linea.puntos) == (1, (44, None)) and not e.tablero
    assert p.tablero.vacio()
    e = p.anotar_maestra("H4", "JAMON")
    assert e.tablero and e.linea is not None and e.linea.maestra is not None
    assert (e.linea.puntos_maestra, e.linea.descripcion_maestra) == (44, "H4 JAMON")
    assert len(p.tablero) == 5 and p.tablero_ronda.vacio()  # la ronda 1 se jugó sobre el tablero vacío
    assert p.quedan_en_atril() == ("S", "E")
    p.escribir_jugada("8D", "JAMON")  # Luis también la calcula sobre el tablero de su ronda, aún vacío
    assert p.filas[0].puntos == (44, 44) and len(p.tablero) == 5
    p.nueva_ronda("SEZUOTA")
    assert len(p.tablero_ronda) == 5
    e = p.anotar_maestra("6F", "ZUMOS")
    assert p.filas[1].quedan == ("E", "T", "A")
    assert len(p.tablero) == 9


def test_escribe_en_la_siguiente_casilla_vacia() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis"]))
    p.nueva_ronda()
    assert p.siguiente_casilla() == 0
    p.escribir_jugada("H4", "JAMON")
    assert p.siguiente_casilla() == 1
    p.escribir_jugada("H7", "SOL")
    assert p.filas[0].puntos == (44, 6)
    antes = p.eventos
    with pytest.raises(ErrorPlanilla, match="ya tienen puntos"):
        p.escribir_jugada("H8", "SOL")
    assert p.eventos == antes
    # Una casilla concreta se puede reescribir desde el tablero.
    e = p.escribir_jugada("H8", "SOL", participante=1)
    assert e.corrige and p.filas[0].puntos[1] == 6


def test_corregir_la_maestra_de_la_ultima_ronda_cambia_el_tablero() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda()
    p.anotar_maestra("H4", "JAMON")
    e = p.anotar_maestra("8D", "JAMON")
    assert e.corrige and e.tablero
    assert casilla("H4") not in p.tablero and casilla("D8") in p.tablero and len(p.tablero) == 5
    p.deshacer()
    assert casilla("H4") in p.tablero and casilla("D8") not in p.tablero
    e = p.anotar_maestra_puntos(50)  # a mano: sus fichas salen del tablero
    assert e.tablero and p.tablero.vacio()


def test_maestra_de_una_ronda_pasada_solo_cambia_sus_puntos() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda()
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda()
    antes = (p.eventos, p.filas, sorted(p.tablero.fichas.items()))
    with pytest.raises(ErrorPlanilla, match="ya no es la última"):
        p.anotar_maestra_puntos(40, ronda=1)
    assert (p.eventos, p.filas, sorted(p.tablero.fichas.items())) == antes
    e = p.corregir_maestra(1, 40)
    assert e.corrige and not e.tablero and p.filas[0].puntos_maestra == 40 and len(p.tablero) == 5
    # Una maestra anotada a mano sí se corrige entera, aunque la ronda ya haya pasado.
    p.anotar_maestra_puntos(20)
    p.nueva_ronda()
    p.anotar_maestra_puntos(25, "h10", "coz", ronda=2)
    assert p.filas[1].descripcion_maestra == "H10 coz" and p.filas[1].puntos_maestra == 25


def test_maestra_que_choca_con_el_tablero() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda()
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda()
    antes = p.eventos
    jota = p.tablero[casilla("H4")]
    assert jota is not None
    with pytest.raises(ErrorPlanilla, match="ya tiene una ficha"):
        p.aplicar(JugadaMaestra(2, 10, "H4", "J", ((casilla("H4"), jota),)))
    assert p.eventos == antes


# ---------------------------------------------------------------- correcciones, avisos y deshacer


def test_cualquier_casilla_se_corrige_y_la_correccion_es_un_evento() -> None:
    p = hoja([24, 36, 18], [24, 30, 18], [20, 36, 9])
    n = len(p.eventos)
    e = p.escribir_puntos(1, 19, ronda=3)
    assert e.corrige and e.linea.numero == 3 and p.filas[2].puntos == (18, 19)
    assert len(p.eventos) == n + 1 and p.eventos[-1] == PuntosRonda(3, 1, 19)
    e = p.borrar_puntos(0, ronda=1)
    assert p.filas[0].puntos == (None, 20) and p.siguiente_casilla(1) == 0
    with pytest.raises(ErrorPlanilla, match="ya está vacía"):
        p.borrar_puntos(0, ronda=1)
    e = p.corregir_atril(2, "abc?")
    assert p.filas[1].atril == ("A", "B", "C", "?") and not e.corrige
    assert p.corregir_atril(2, "ABCD").corrige


def test_puntos_por_encima_de_la_maestra_se_senalan() -> None:
    p = hoja([24], [None], [None])
    e = p.escribir_puntos(0, 42)
    assert p.filas[0].sospechosas == (0,)
    assert any("error al copiar" in a for a in e.avisos)
    assert "42!" in texto_planilla(p)
    p.escribir_puntos(1, 24)
    e = p.corregir_maestra(1, 42)  # corregir la maestra también lo arregla
    assert p.filas[0].sospechosas == () and not e.avisos


def test_deshacer_la_ultima_linea() -> None:
    p = hoja([24], [20])
    e = p.deshacer()
    assert e.linea.numero == 1 and e.linea is not None and e.linea.puntos == (None,)
    e = p.deshacer()
    assert e.linea is not None and e.linea.maestra is None
    e = p.deshacer()
    assert e.quitada and p.filas == () and p.ronda == 0
    with pytest.raises(ErrorPlanilla, match="deshacer"):
        p.deshacer()
    assert [ev.tipo for ev in p.eventos] == ["inicio_duplicada", "atril", "maestra", "puntos"] + ["anulacion"] * 3


def test_terminar_y_deshacer_el_final() -> None:
    p = hoja([24], [20])
    assert p.terminar().final and p.terminada
    assert "Clasificación final" in texto_clasificacion(p)
    with pytest.raises(ErrorPlanilla, match="terminado"):
        p.escribir_puntos(0, 3)
    with pytest.raises(ErrorPlanilla):
        p.terminar()
    assert p.deshacer().final and not p.terminada
    p.escribir_puntos(0, 3)


def test_otra_partida_mismas_personas() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["  Ana  María ", "Luis"], bonificaciones=True))
    p.nueva_ronda()
    q = PlanillaDuplicada(p.otra_partida())
    assert q.nombres == ("Ana María", "Luis") and q.bonificaciones and q.filas == ()


@pytest.mark.parametrize(
    ("hacer", "mensaje"),
    [
        (lambda p: p.escribir_puntos(0, 10), "ninguna ronda"),
        (lambda p: p.nueva_ronda("ABCDEFGH"), "como mucho 7"),
        (lambda p: p.nueva_ronda("AB1"), "número"),
        (lambda p: p.nueva_ronda("KA"), "no es una ficha"),
    ],
)
def test_errores_sin_rondas(hacer: Any, mensaje: str) -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis"]))
    with pytest.raises(ErrorPlanilla, match=mensaje):
        hacer(p)
    assert len(p.eventos) == 1


@pytest.mark.parametrize(
    ("hacer", "mensaje"),
    [
        (lambda p: p.escribir_puntos(2, 10), "2 participantes"),
        (lambda p: p.escribir_puntos(0, -1), "de 0 a 2000"),
        (lambda p: p.escribir_puntos(0, True), "de 0 a 2000"),
        (lambda p: p.escribir_puntos(0, 10, ronda=2), "no existe"),
        (lambda p: p.anotar_maestra_puntos(2001), "de 0 a 2000"),
        (lambda p: p.anotar_maestra_puntos(10, "Z9"), "coordenada"),
        (lambda p: p.anotar_maestra("H4", "JAM0N"), "número"),
        (lambda p: p.corregir_maestra(1, 10), "aún no tiene"),
        (lambda p: p.aplicar(AtrilRonda(3)), "la siguiente es la 2"),
        (lambda p: p.aplicar(InicioDuplicada(("a",))), "ya ha empezado"),
        (lambda p: p.aplicar(PuntosRonda(1, 0, 10**6)), "entre 0 y 2000"),
    ],
)
def test_entrada_mala_no_cambia_nada(hacer: Any, mensaje: str) -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis"]))
    p.nueva_ronda()
    antes = (p.eventos, p.filas)
    with pytest.raises(ErrorPlanilla, match=mensaje):
        hacer(p)
    assert (p.eventos, p.filas) == antes


@pytest.mark.parametrize("n", [0, 17])
def test_de_1_a_16_participantes(n: int) -> None:
    with pytest.raises(ErrorPlanilla, match="de 1 a 16"):
        nueva_duplicada([""] * n)


def test_guardar_que_falla_no_cambia_nada() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda()

    def falla(anotados: object, terminada: bool) -> None:
        raise ErrorPlanilla("disco lleno")

    p.guardar = falla
    with pytest.raises(ErrorPlanilla, match="disco lleno"):
        p.anotar_maestra("H4", "JAMON")
    assert p.tablero.vacio() and p.filas[0].maestra is None and len(p.eventos) == 2


# ---------------------------------------------------------------- deshacer = no haberlo hecho

OPERACIONES = st.lists(
    st.one_of(
        st.tuples(st.just("ronda"), st.sampled_from(["", "AJMNOSE", "SEZUOTA", "ABCDFGH", "??AEIOU"])),
        st.tuples(st.just("puntos"), st.tuples(st.integers(0, 2), st.integers(0, 80))),
        st.tuples(st.just("borrar"), st.integers(0, 2)),
        st.tuples(st.just("maestra"), st.sampled_from(["H4 JAMON", "8D JAMON", "6F ZUMOS", "J6 SOL", "H8 TORTILLA"])),
        st.tuples(st.just("maestra_puntos"), st.integers(0, 80)),
        st.tuples(st.just("corregir"), st.tuples(st.integers(1, 4), st.integers(0, 80))),
        st.tuples(st.just("jugada"), st.sampled_from(["H4 JAMON", "6F ZUMOS", "H8 SOL"])),
        st.tuples(st.just("deshacer"), st.none()),
        st.tuples(st.just("terminar"), st.none()),
    ),
    max_size=40,
)


def jugar(p: PlanillaDuplicada, ops: list[tuple[str, Any]]) -> None:
    for nombre, x in ops:
        try:
            if nombre == "ronda":
                p.nueva_ronda(x)
            elif nombre == "puntos":
                p.escribir_puntos(x[0] % p.participantes, x[1])
            elif nombre == "borrar":
                p.borrar_puntos(x % p.participantes)
            elif nombre == "maestra":
                p.anotar_maestra(*x.split())
            elif nombre == "maestra_puntos":
                p.anotar_maestra_puntos(x)
            elif nombre == "corregir":
                p.corregir_maestra(*x)
            elif nombre == "jugada":
                p.escribir_jugada(*x.split())
            elif nombre == "deshacer":
                p.deshacer()
            else:
                p.terminar()
        except ErrorPlanilla:
            pass


def vista(p: PlanillaDuplicada) -> tuple[object, ...]:
    return (p.filas, sorted(p.tablero.fichas.items()), p.terminada, p.clasificacion(), p.recuento())


def _en_pie(eventos: tuple[Any, ...]) -> list[Any]:
    pila: list[Any] = []
    for e in eventos:
        if isinstance(e, Anulacion):
            pila.pop()
        else:
            pila.append(e)
    return pila


@settings(max_examples=80, deadline=None)
@given(st.integers(1, 3), st.booleans(), OPERACIONES)
def test_deshacer_equivale_a_no_haberlo_hecho(n: int, bonos: bool, ops: list[tuple[str, Any]]) -> None:
    p = PlanillaDuplicada(nueva_duplicada([f"P{i}" for i in range(n)], bonificaciones=bonos))
    jugar(p, ops)
    q = PlanillaDuplicada.desde_eventos(_en_pie(p.eventos))
    assert vista(q) == vista(p)
    # Repasar el registro entero (con sus anulaciones) da lo mismo.
    assert vista(PlanillaDuplicada.desde_eventos(p.eventos)) == vista(p)


def test_la_maestra_recuerda_con_que_lista_la_hallo_la_aplicacion() -> None:
    from app_planilla.nucleo.duplicada.eventos import a_dict_duplicada, evento_duplicada_desde_dict

    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    fichas = dict(p.filas[0].maestra.fichas)  # la colocación, como la daría el buscador
    p.anotar_maestra_colocacion(fichas, lista="la lista propia «club.txt»")
    m = p.filas[0].maestra
    assert m.lista == "la lista propia «club.txt»" and m.puntos == 44
    d = a_dict_duplicada(m)
    assert d["lista"] == "la lista propia «club.txt»"
    assert evento_duplicada_desde_dict(d) == m
    # Una maestra de antes (sin «lista») se lee igual, y a mano no se dice ninguna.
    del d["lista"]
    assert evento_duplicada_desde_dict(d).lista == ""
    p.anotar_maestra("H4", "JAMON")
    assert p.filas[0].maestra.lista == "" and "lista" not in a_dict_duplicada(p.filas[0].maestra)


def test_en_solitario_el_inicio_y_las_palabras_fuera_de_la_lista() -> None:
    from app_planilla.nucleo.duplicada.eventos import a_dict_duplicada, evento_duplicada_desde_dict

    inicio = nueva_duplicada(["Ana"], arbitro_automatico=True)
    assert inicio.arbitro_automatico and a_dict_duplicada(inicio)["arbitro_automatico"] is True
    assert evento_duplicada_desde_dict(a_dict_duplicada(inicio)) == inicio
    assert "arbitro_automatico" not in a_dict_duplicada(nueva_duplicada(["Ana"]))
    p = PlanillaDuplicada(inicio)
    assert p.otra_partida().arbitro_automatico
    p.nueva_ronda("AJMNOSE")
    p.escribir_puntos(0, 0, fuera_de_lista="JNAM")
    assert p.filas[0].fuera_de_lista == ("JNAM",) and p.filas[0].puntos == (0,)
    d = {"tipo": "puntos", "ronda": 1, "participante": 0, "puntos": 12, "fuera_de_lista": "JNAM"}
    assert evento_duplicada_desde_dict(d).fuera_de_lista == "JNAM"
    assert a_dict_duplicada(evento_duplicada_desde_dict(d)) == d
    # Corregir la casilla sin palabras fuera de la lista quita la marca; deshacer la devuelve.
    p.escribir_puntos(0, 7)
    assert p.filas[0].fuera_de_lista == () and p.filas[0].puntos == (7,)
    p.deshacer()
    assert p.filas[0].fuera_de_lista == ("JNAM",)
