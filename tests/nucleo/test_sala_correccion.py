"""Corregir la jugada maestra de una ronda pasada en una sala: las maestras siguientes se vuelven a puntuar y las
papeletas de las rondas siguientes se vuelven a juzgar sobre los tableros nuevos; se ve todo lo que cambia antes
de aplicarlo, se guarda como un evento y se deshace entero. La prueba fuerte: corregir da la misma hoja que
haber anotado la maestra buena desde el principio."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from app_planilla.exportar.json_partida import leer_json, texto_json
from app_planilla.nucleo.duplicada.eventos import CorreccionMaestra, JugadaMaestra
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.registro.eventos import ErrorEvento
from tests.nucleo.sala_ayuda import FISF, foto, sala, sin_grupo

# Ronda 1: el árbitro anotó H8 JAMON y la buena era H8 JAMONES (la E y la S, en H13 y H14, cambian los tableros).
MALA = ("H8", "JAMON")
BUENA = ("H8", "JAMONES")
# Ronda 2, atril ADEIORT: maestra I9 ODIAR, bajo JAMON (con la E en H13, su R forma ER y vale más).
RONDA_2 = {
    "I9 ODIAR": [2],  # igual que la maestra: sube con ella
    "I9 ODIAR 99": [3],  # puntos declarados erróneos (en FISF, un aviso: sigue igual)
    "13G D.A": [4],  # el «.» de H13 estaba vacío; con la E, «DEA» vale
    "13G DE": [5],  # valía JAMONE; con la E ya puesta solo pone la D: otros puntos
    "13E TORA": [6],  # su A caía en H13: con la E allí, ya no cabe
    "13I AT": [7],  # desplazada (valía en 13H); con la E en H13, ya no cabe ni desplazada
}
# Ronda 3, atril ABEILRT: maestra 8E RIA. (sobre la J: no cambia); 14E BRI. necesita la S de H14.
RONDA_3 = {"8E RIA.": [2, 3], "14E BRI.": [4], "I4 BRIL": [5]}


def jugar(maestra_1: tuple[str, str], reglas: object = None, *, arbitro: bool = True) -> PlanillaDuplicada:
    """La misma sala, papeleta a papeleta, con la maestra dada en la ronda 1."""
    p = sala(12) if reglas is None else sala(12, reglas)  # type: ignore[arg-type]
    p.nueva_ronda("JAMONES")
    p.anotar_maestra(*maestra_1)
    p.anotar_maestra_a([0, 1, 2])
    p.anotar_papeleta([3, 4], "H4 JAMON 44")
    p.anotar_papeleta([5], "H9 JAMON")
    p.cerrar_ronda()
    p.nueva_ronda("ADEIORT")
    p.anotar_maestra("I9", "ODIAR")
    p.anotar_maestra_a([0, 1])
    for texto, quienes in RONDA_2.items():
        p.anotar_papeleta(quienes, texto)
    p.anotar_cero([8], Motivo.ILEGIBLE, texto="I9 OD?")
    if arbitro:
        p.decidir_papeleta([9], 15, detalle="lo decide el árbitro")
    p.cerrar_ronda()
    p.nueva_ronda("ABEILRT")
    p.anotar_maestra("8E", "RIA.")
    p.anotar_maestra_a([0])
    for texto, quienes in RONDA_3.items():
        p.anotar_papeleta(quienes, texto)
    return p


def por_participante(p: PlanillaDuplicada) -> list[list[object]]:
    return [[sin_grupo(x) for x in f.papeletas] for f in p.filas]


def test_corregir_da_la_hoja_de_haber_anotado_la_maestra_buena() -> None:
    p = jugar(MALA)
    esperada = jugar(BUENA)
    antes = foto(p)
    prevista = p.prever_correccion(1, *BUENA)
    assert foto(p) == antes, "prever no anota nada"
    assert prevista.antes == p.filas[0].maestra and prevista.despues.puntos == esperada.filas[0].maestra.puntos
    # Lo que lista la vista previa es exactamente lo que cambia.
    cambian = {(c.ronda, i) for c in prevista.papeletas for i in c.participantes}
    distintas = {(f, i) for f, (a, b) in enumerate(zip(por_participante(p), por_participante(esperada),
                                                       strict=True), start=1)
                 for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y}
    assert cambian == distintas == set(prevista.participantes_cambiados)
    assert [(c.ronda, c.antes.puntos, c.despues.puntos) for c in prevista.maestras] == [
        (2, p.filas[1].maestra.puntos, esperada.filas[1].maestra.puntos)]
    assert prevista.maestras[0].despues.puntos > prevista.maestras[0].antes.puntos
    # Cambian las de «=» de las rondas 1 y 2, las tecleadas que se juzgan distinto; no las del árbitro ni la ronda 3
    # que no toca lo corregido.
    assert {(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (2, 3), (2, 4), (2, 5), (2, 6), (2, 7), (3, 4)} == cambian
    antes_despues = {(c.ronda, c.participantes): (c.antes.motivo_cero, c.despues.motivo_cero)
                     for c in prevista.papeletas}
    assert antes_despues[(2, (6,))] == (None, Motivo.NO_CABE)  # valía y ya no cabe
    assert antes_despues[(2, (4,))][1] is None  # no cabía y ahora vale
    assert antes_despues[(3, (4,))] == (Motivo.NO_CABE, None)

    n = len(p.eventos)
    efecto = p.aplicar_correccion(prevista)
    assert len(p.eventos) == n + 1 and isinstance(efecto.evento, CorreccionMaestra)
    assert efecto.corrige and efecto.tablero and efecto.linea == p.filas[0]
    assert por_participante(p) == por_participante(esperada)
    assert [f.maestra for f in p.filas] == [f.maestra for f in esperada.filas]
    assert [f.puntos for f in p.filas] == [f.puntos for f in esperada.filas]
    assert list(p.tablero) == list(esperada.tablero)
    assert p.clasificacion() == esperada.clasificacion()
    # Las del árbitro (el cero ilegible, su decisión) no se tocan.
    assert p.filas[1].papeleta(8) == jugar(MALA).filas[1].papeleta(8)
    assert p.filas[1].papeleta(9).puntos == 15  # type: ignore[union-attr]

    # Firme: se reabre igual desde el registro y desde JSON, sin volver a juzgar.
    assert foto(PlanillaDuplicada.desde_eventos(p.eventos)) == foto(p)
    assert foto(leer_json(texto_json(p))) == foto(p)  # type: ignore[arg-type]
    # «Deshacer» lo devuelve todo, tablero incluido.
    p.deshacer()
    assert foto(p) == antes


def test_fisf_los_avisos_y_penalizaciones_se_vuelven_a_decidir() -> None:
    p = jugar(MALA, FISF)
    p.aplicar_correccion(p.prever_correccion(1, *BUENA))
    esperada = jugar(BUENA, FISF)
    assert por_participante(p) == por_participante(esperada)
    assert p.clasificacion() == esperada.clasificacion()


def test_la_lista_de_palabras_solo_senala_tambien_al_volver_a_juzgar() -> None:
    p = jugar(MALA)
    prevista = p.prever_correccion(1, *BUENA, en_lista=lambda w: w != "DEA")
    c = next(c for c in prevista.papeletas if c.ronda == 2 and c.participantes == (4,))
    assert (c.despues.palabra, c.despues.fuera_de_lista, c.despues.puntos > 0) == ("DEA", ("DEA",), True)
    # Sin lista, las señales guardadas se quedan como estaban.
    p.anotar_papeleta([10], "I4 BRIL", en_lista=lambda w: False)
    sin_lista = p.prever_correccion(1, *BUENA)
    assert all(c.despues.fuera_de_lista == c.antes.fuera_de_lista for c in sin_lista.papeletas)


def test_solo_los_puntos_las_de_igual_siguen_a_la_maestra() -> None:
    p = jugar(MALA)
    prevista = p.prever_correccion_puntos(1, 31)
    assert prevista.maestras == ()
    assert [(c.ronda, c.participantes, c.despues.puntos) for c in prevista.papeletas] == [(1, (0, 1, 2), 31)]
    p.aplicar_correccion(prevista)
    assert p.filas[0].puntos[:3] == (31, 31, 31) and p.filas[0].maestra.puntos == 31  # type: ignore[union-attr]


def test_corregir_maestra_con_igual_dadas_va_en_un_solo_evento() -> None:
    p = jugar(MALA)
    n = len(p.eventos)
    p.corregir_maestra(2, 40)
    assert len(p.eventos) == n + 1 and isinstance(p.eventos[-1], CorreccionMaestra)
    assert p.filas[1].puntos[:2] == (40, 40)
    p.deshacer()
    # En la última ronda, volver a anotar la maestra también arrastra a los de «=».
    p.anotar_maestra("8F", "IA.")
    assert isinstance(p.eventos[-1], CorreccionMaestra)
    assert p.filas[2].papeleta(0).palabra == "IAJ"  # type: ignore[union-attr]
    assert p.filas[2].puntos[0] == p.filas[2].maestra.puntos  # type: ignore[union-attr]
    # Sin nadie con «=» en la ronda, la maestra es el evento de siempre.
    q = sala()
    q.nueva_ronda("JAMONES")
    q.anotar_maestra("H8", "JAMON")
    q.anotar_papeleta([0], "H8 JAMON")
    q.anotar_maestra("H8", "JAMONES")
    assert isinstance(q.eventos[-1], JugadaMaestra)


def test_una_maestra_siguiente_que_ya_no_cabe_se_rechaza() -> None:
    p = jugar(MALA)
    antes = foto(p)
    # JAMON bajando desde 8D: la maestra I9 ODIAR de la ronda 2 ya no toca nada.
    with pytest.raises(ErrorEvento, match=r"^Con esa corrección, la jugada maestra de la ronda 2 \(I9 ODIAR\) ya no se "
                                          r"puede jugar: La jugada tiene que tocar alguna ficha"):
        p.prever_correccion(1, "8D", "JAMON")
    # Encima: la maestra de la ronda 2 ocupa una casilla que la corrección quiere.
    q = sala()
    q.nueva_ronda("JAMONES")
    q.anotar_maestra("H8", "JAMON")
    q.nueva_ronda("AEIRSTU")
    q.anotar_maestra("13H", "ERA")
    with pytest.raises(ErrorEvento, match=r"ronda 2 \(13H ERA\) ya no se puede jugar: La casilla H13 ya tiene una"):
        q.prever_correccion(1, *BUENA)
    assert foto(p) == antes


def test_el_estado_rechaza_una_correccion_imposible_aunque_venga_hecha() -> None:
    """Un registro ajeno (o manipulado) con una corrección que pisa la maestra de la ronda siguiente."""
    q = sala()
    q.nueva_ronda("JAMONES")
    q.anotar_maestra("H8", "JAMON")
    q.nueva_ronda("AEIRSTU")
    q.anotar_maestra("13H", "ERA")
    buena = sala()
    buena.nueva_ronda("JAMONES")
    buena.anotar_maestra("H8", "JAMONES")
    evento = CorreccionMaestra(buena.filas[0].maestra)  # type: ignore[arg-type]
    with pytest.raises(ErrorEvento, match=re.escape("Con la corrección, la maestra de la ronda 2 ya no cabe: "
                                                    "La casilla H13 ya tiene una ficha.")):
        q.aplicar(evento)


def test_una_vista_previa_vieja_no_se_aplica() -> None:
    p = jugar(MALA)
    prevista = p.prever_correccion(1, *BUENA)
    p.anotar_papeleta([6], "I4 BRIL")
    with pytest.raises(ErrorEvento, match=re.escape("La hoja ha cambiado desde que se previó la corrección")):
        p.aplicar_correccion(prevista)


@pytest.mark.parametrize(
    ("cambio", "dice"),
    [
        (lambda p, e: e.__class__(e.maestra, (p.filas[0].maestra,)), "no es una de las siguientes con maestra"),
        (lambda p, e: e.__class__(e.maestra, (e.maestras[0], e.maestras[0])), "(o la cambia dos veces)"),
        (lambda p, e: e.__class__(e.maestra, (e.maestras[0].__class__(2, 10, "I9", "ODIA", e.maestras[0].fichas[:4]),)),
         "solo puede cambiar los puntos y la palabra de la maestra de la ronda 2, no sus fichas"),
        (lambda p, e: e.__class__(e.maestra, e.maestras, e.papeletas + e.papeletas[-1:]),
         "cambia dos veces la papeleta de P5 en la ronda 3"),
    ],
)
def test_correcciones_mal_hechas(cambio: Callable[..., CorreccionMaestra], dice: str) -> None:
    p = jugar(MALA)
    evento = cambio(p, p.prever_correccion(1, *BUENA).evento)
    with pytest.raises(ErrorEvento, match=dice.replace("(", r"\(").replace(")", r"\)")):
        p.aplicar(evento)


def test_corregir_papeletas_de_una_ronda_anterior_se_rechaza() -> None:
    p = jugar(MALA)
    e = p.prever_correccion(2, "I9", "ODIA").evento
    primera = p.filas[0].papeleta(3)
    with pytest.raises(ErrorEvento, match=re.escape(
            "La corrección de la ronda 2 no puede cambiar papeletas de la ronda 1.")):
        p.aplicar(CorreccionMaestra(e.maestra, e.maestras, (primera,)))  # type: ignore[arg-type]
