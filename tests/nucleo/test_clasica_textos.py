"""Los textos de la hoja clásica, enteros: los avisos de fin de partida (con el artículo FISE solo en su torneo) y
cada mensaje de rechazo del estado y de la planilla, con lo que cita (casilla, atril, nombre, tope)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from app_planilla.nucleo.clasica.eventos import Cambio, Fin, Jugada, PalabraRetirada, Penalizacion, TiempoExtra
from app_planilla.nucleo.clasica.planilla import Planilla, atril_anotado, nueva_partida
from app_planilla.nucleo.duplicada.eventos import FinDuplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.fichas import Ficha

SI_ESTAIS = "Si estáis de acuerdo, pulsa «Terminar la partida»."


def _partida(reglas: str = "fise", nombres: tuple[str, ...] = ("Ana", "Luis")) -> Planilla:
    return Planilla(nueva_partida(list(nombres), reglas=reglas))


def _mensaje(hacer: Callable[[], object]) -> str:
    with pytest.raises(ErrorPlanilla) as e:
        hacer()
    return str(e.value)


# ---------------------------------------------------------------- avisos


def test_el_aviso_de_pases_entero_con_y_sin_el_articulo_fise() -> None:
    for reglas, articulo in (("fise", " (art. 45.2 del reglamento FISE)"), ("casa", "")):
        p = _partida(reglas)
        for _ in range(4):
            p.pasar()
        assert [(a.clave, a.texto) for a in p.avisos] == [(
            "pases",
            f"4 pases seguidos: todos han pasado dos veces seguidas y, según las reglas{articulo}, la partida "
            f"termina. {SI_ESTAIS}",
        )]


def test_el_aviso_de_turnos_sin_puntos_entero_con_el_articulo_fise() -> None:
    p = _partida("fise")
    for _ in range(12):
        p.anotar(0)
    assert [(a.clave, a.texto) for a in p.avisos] == [(
        "sin_puntos",
        "12 turnos seguidos sin puntos: según las reglas (art. 45.3 del reglamento FISE), la partida termina. "
        + SI_ESTAIS,
    )]


# ---------------------------------------------------------------- rechazos del estado


def test_retirar_lo_que_no_es_la_ultima_jugada() -> None:
    p = _partida()
    p.anotar(5)
    p.pasar()
    assert _mensaje(lambda: p.aplicar(PalabraRetirada("", "", retira=1))) == (
        "Solo se puede retirar la última jugada anotada, y tiene que ser la última línea.")
    assert _mensaje(p.retirar_ultima_jugada) == "La última línea no es una jugada: no hay palabra que retirar."


@pytest.mark.parametrize("quien", [2, 3])
def test_penalizar_o_dar_tiempo_extra_a_quien_no_juega(quien: int) -> None:
    p = _partida()
    assert _mensaje(lambda: p.aplicar(Penalizacion(quien, 5))) == (
        "La penalización tiene que ser para uno de los participantes.")
    p.terminar(["A", "B"])
    assert _mensaje(lambda: p.aplicar(TiempoExtra(quien, 60))) == (
        "El tiempo extra tiene que ser de uno de los participantes.")


def test_los_mensajes_del_tiempo_extra() -> None:
    p = _partida()
    assert _mensaje(lambda: p.aplicar(TiempoExtra(0, 60))) == (
        "El tiempo extra se anota después del ajuste final: primero termina la partida.")
    p.terminar(["A", "B"])
    p.aplicar(TiempoExtra(0, 60))
    assert _mensaje(lambda: p.aplicar(TiempoExtra(0, 60))) == (
        "Ana ya tiene su línea de tiempo extra: deshazla para anotar otra.")
    assert _mensaje(lambda: p.aplicar(TiempoExtra(1, 37_801))) == (
        "El tiempo extra es como mucho el del reloj más 10 horas: 10 h 30 min (37800 segundos); 37801 segundos "
        "no puede ser.")
    casa = _partida("casa", ("", "Luis"))
    casa.terminar(["A", "B"])
    assert _mensaje(lambda: casa.aplicar(TiempoExtra(0, 60))) == (
        "Con las reglas «Casa (Mattel)» el tiempo extra no resta puntos.")
    # Sin nombre, el participante se nombra por su número.
    casa.anotar_tiempo_extra(0, 60, puntos_por_minuto=10)
    assert _mensaje(lambda: casa.anotar_tiempo_extra(0, 60, puntos_por_minuto=10)) == (
        "Participante 1 ya tiene su línea de tiempo extra: deshazla para anotar otra.")


def test_el_tope_del_tiempo_extra_en_minutos_con_dos_cifras() -> None:
    p = _partida("ingles")
    p.terminar(["A", "B"])
    # 25 minutos de reloj más 10 horas: 10 h 25 min.
    assert _mensaje(lambda: p.aplicar(TiempoExtra(1, 37_501))) == (
        "El tiempo extra es como mucho el del reloj más 10 horas: 10 h 25 min (37500 segundos); 37501 segundos "
        "no puede ser.")


def test_terminar_con_los_atriles_de_otro_numero_de_participantes() -> None:
    p = _partida()
    assert _mensaje(lambda: p.aplicar(Fin(("A", "B", "C")))) == "Hacen falta los atriles de los 2 participantes."


def test_las_fichas_de_una_jugada_que_no_caben() -> None:
    p = _partida()
    p.sumar("H8", "CASA")
    assert _mensaje(lambda: p.aplicar(Jugada(10, "H8", "A", (((7, 7), Ficha("A")),)))) == (
        "La casilla H8 ya tiene una ficha.")
    assert _mensaje(lambda: p.aplicar(Jugada(10, "G7", "AB", (((6, 6), Ficha("A")), ((6, 6), Ficha("B")))))) == (
        "La casilla G7 ya tiene una ficha.")
    assert _mensaje(lambda: p.aplicar(Jugada(10, "G7", "AB", (((6, 6), Ficha("A")), ((5, 5), Ficha("B")))))) == (
        "Las fichas de una jugada tienen que quedar en una sola fila o columna.")
    assert _mensaje(lambda: p.aplicar(Jugada(10, "G7", "K", (((6, 6), Ficha("K")),)))) == (
        "«K» no es una ficha de la edición Español (FISE).")
    assert len(p.tablero) == 4 and len(p.lineas) == 1


def test_una_ficha_fuera_del_tablero_en_eventos_ya_leidos() -> None:
    # Lo leído de un archivo ya trae casillas del tablero; el estado lo comprueba igual.
    with pytest.raises(ErrorPlanilla) as e:
        Planilla.desde_eventos([nueva_partida(["Ana", "Luis"]), Jugada(10, "", "A", (((15, 0), Ficha("A")),))],
                               leidos=True)
    assert str(e.value) == "Evento 1 («jugada»): Una ficha de la jugada cae fuera del tablero."


def test_un_evento_de_otra_modalidad_ya_leido_no_se_aplica() -> None:
    # Sin volver a leerlo (``leidos``), nadie lo rechaza antes que el estado.
    with pytest.raises(ErrorPlanilla) as e:
        Planilla.desde_eventos([nueva_partida(["Ana", "Luis"]), FinDuplicada()], leidos=True)
    assert str(e.value) == "Evento 1 («fin_duplicada»): El evento «fin_duplicada» no se puede aplicar aquí."


def test_los_mensajes_del_atril_anotado() -> None:
    p = _partida()
    assert _mensaje(lambda: p.aplicar(Jugada(10, "H8", "A", (((7, 7), Ficha("A")),), atril="BCD"))) == (
        "El atril «BCD» no tiene todas las fichas de la jugada.")
    assert _mensaje(lambda: p.aplicar(Cambio("BCD", "AB"))) == "El atril «BCD» no tiene todas las fichas cambiadas."
    assert _mensaje(lambda: p.aplicar(Jugada(10, atril="BCk"))) == (
        "El atril «BCk» lleva «k»: no es una ficha de la edición Español (FISE).")
    assert p.lineas == ()


# ---------------------------------------------------------------- rechazos y notas de la planilla


def test_los_mensajes_de_la_planilla() -> None:
    p = _partida()
    assert _mensaje(lambda: p.anotar(2001)) == "Los puntos de una jugada van de 0 a 2000."
    assert _mensaje(lambda: p.penalizar(0, 0)) == "La penalización tiene que ser de 1 a 1000 puntos."
    assert _mensaje(lambda: atril_anotado("CAK", ESPANOL)) == (
        "La K no es una ficha de esta edición: escribe un ? si era un comodín.")


def test_la_nota_de_las_reglas() -> None:
    assert _partida("fise").nota_reglas == "Reglas: Torneo FISE."
    assert _partida("fise", ("Ana", "Luis", "Eva")).nota_reglas == (
        "Reglas: Casa (Mattel). Las de «Torneo FISE» son para 2 participantes; con 3 se aplican las de casa.")
