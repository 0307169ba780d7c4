"""Notación de la partida: FISE (filas con letra) en español, GCG (filas con número) en inglés; lo guardado y
el JSON siempre en FISE."""

from __future__ import annotations

import itertools

import pytest

from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.clasica.reglas import CASA, TORNEO_INGLES, Empate, reglas_por_defecto
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.errores import ErrorColocacion, ErrorCoordenada
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.jugada_en_curso import JugadaEnCurso
from app_planilla.nucleo.juego.notacion import Notacion, jugar
from app_planilla.nucleo.juego.tablero import LADO, Direccion, Posicion, Premio, Tablero
from app_planilla.nucleo.texto import texto_planilla

TODAS = [
    Posicion((f, c), d) for f, c, d in itertools.product(range(LADO), range(LADO), Direccion)
]


@pytest.mark.parametrize("notacion", list(Notacion))
def test_leer_lo_escrito_da_la_misma_posicion_en_cada_casilla_y_direccion(notacion: Notacion) -> None:
    textos = set()
    for p in TODAS:
        escrito = notacion.texto(p)
        assert notacion.leer(escrito) == p
        assert notacion.leer(escrito.lower()) == p and notacion.leer(f" {escrito} ") == p
        textos.add(escrito)
    assert len(textos) == len(TODAS) == 2 * LADO * LADO  # cada posición, un texto distinto


@pytest.mark.parametrize("notacion", list(Notacion))
def test_la_fila_primero_es_horizontal_y_la_casilla_empieza_por_letra(notacion: Notacion) -> None:
    for p in TODAS:
        fila, columna = notacion.fila(p.inicio[0]), notacion.columna(p.inicio[1])
        esperado = fila + columna if p.direccion is Direccion.HORIZONTAL else columna + fila
        assert notacion.texto(p) == esperado
        nombre = notacion.casilla(p.inicio)
        assert nombre[0].isalpha() and nombre[1:].isdigit()
        # El nombre de la casilla es la coordenada de la jugada que empieza por letra.
        assert nombre == notacion.texto(Posicion(p.inicio, Direccion.HORIZONTAL if notacion is Notacion.FISE
                                                 else Direccion.VERTICAL))


@pytest.mark.parametrize(
    ("fise", "gcg"), [("H4", "8D"), ("4H", "D8"), ("H8", "8H"), ("8H", "H8"), ("A1", "1A"), ("O15", "15O"),
                      ("15O", "O15"), ("B12", "2L"), ("12B", "L2")],
)
def test_la_misma_jugada_en_las_dos_notaciones(fise: str, gcg: str) -> None:
    p = Notacion.FISE.leer(fise)
    assert Notacion.GCG.texto(p) == gcg and Notacion.GCG.leer(gcg) == p
    assert Notacion.GCG.de_fise(fise) == gcg and Notacion.FISE.de_fise(fise) == fise
    assert p.fise() == fise


def test_el_mismo_texto_son_casillas_distintas_en_cada_notacion() -> None:
    # «8D» en FISE: vertical desde la columna 8, fila D; en GCG: horizontal desde la fila 8, columna D.
    assert Notacion.FISE.leer("8D") == Posicion((3, 7), Direccion.VERTICAL)
    assert Notacion.GCG.leer("8D") == Posicion((7, 3), Direccion.HORIZONTAL)
    assert Notacion.FISE.casilla((0, 3)) == "A4" and Notacion.GCG.casilla((0, 3)) == "D1"


@pytest.mark.parametrize("texto", ["", "8", "D", "16D", "0D", "8P", "P8", "D16", "8DD", "88D", "8 D", "8٥D",
                                   "٨D", "D٨", "８D", "8ıD", "8ı", "ıD", "8-D", "+8D"])
def test_gcg_rechaza_lo_que_no_es_una_coordenada_con_un_ejemplo(texto: str) -> None:
    with pytest.raises(ErrorCoordenada, match=r"no es una coordenada: escribe 8D .* o D8"):
        Notacion.GCG.leer(texto)


def test_fise_lee_como_siempre() -> None:
    with pytest.raises(ErrorCoordenada, match="escribe H4"):
        Notacion.FISE.leer("P8")


def test_premios_rotulos_y_edicion() -> None:
    assert [Notacion.FISE.premio(p) for p in Premio] == ["DL", "TL", "DP", "TP"]
    assert [Notacion.GCG.premio(p) for p in Premio] == ["DL", "TL", "DW", "TW"]
    assert [Notacion.FISE.fila(i) for i in (0, 14)] == ["A", "O"] and Notacion.FISE.columna(14) == "15"
    assert [Notacion.GCG.fila(i) for i in (0, 14)] == ["1", "15"] and Notacion.GCG.columna(14) == "O"
    assert Notacion.de_edicion(ESPANOL) is Notacion.FISE and Notacion.de_edicion(INGLES) is Notacion.GCG


def test_de_fise_nunca_falla_al_mostrar() -> None:
    assert Notacion.GCG.de_fise("") == "" and Notacion.GCG.de_fise("Z99") == "Z99"


def test_jugar_en_gcg_nombra_las_casillas_en_gcg() -> None:
    t = Tablero()
    jugar(t, "8D", "JAMON", ESPANOL, notacion=Notacion.GCG)
    assert {c for c, _ in t} == {(7, c) for c in range(3, 8)}
    with pytest.raises(ErrorColocacion, match="casilla D8 ya hay una J"):
        jugar(t, "D8", "ZUMO", ESPANOL, notacion=Notacion.GCG)
    with pytest.raises(ErrorColocacion, match="casilla H4 ya hay una J"):
        jugar(t, "4H", "ZUMO", ESPANOL)  # la misma jugada en FISE, con la casilla en FISE


def clasica(edicion: str) -> Planilla:
    """Una clásica con una jugada y una palabra retirada (las otras pruebas de la notación la usan)."""
    p = Planilla(nueva_partida(["Ana", "Bea"], edicion=edicion))
    p.sumar("H4", "JAMON")  # la planilla del núcleo se escribe en FISE, como se guarda
    p.sumar("6F", "ZU.OS")
    p.retirar_ultima_jugada()
    return p


def test_partida_inglesa_en_gcg_y_espanola_en_fise_en_la_hoja_y_el_texto() -> None:
    en, es = clasica("en"), clasica("es")
    assert [linea.descripcion for linea in en.lineas] == ["8D JAMON", "Palabra retirada: F6 ZUMOS"]
    assert [linea.descripcion for linea in es.lineas] == ["H4 JAMON", "Palabra retirada: 6F ZUMOS"]
    assert [linea.coordenada for linea in en.lineas] == ["H4", "6F"]  # lo guardado, en FISE
    assert "8D JAMON 44 (44)" in texto_planilla(en) and "H4 JAMON" not in texto_planilla(en)
    assert "H4 JAMON 44 (44)" in texto_planilla(es)


def test_duplicada_inglesa_maestra_escrita_en_gcg_y_mostrada_en_gcg() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"], edicion="en"))
    p.nueva_ronda("AJMNOSE")
    with pytest.raises(ErrorCoordenada, match="escribe 8D"):
        p.anotar_maestra("H", "JAMON", notacion=Notacion.GCG)
    e = p.anotar_maestra("8D", "JAMON", notacion=Notacion.GCG)
    assert e.linea is not None and e.linea.descripcion_maestra == "8D JAMON"
    assert p.filas[0].maestra is not None and p.filas[0].maestra.coordenada == "H4"
    es = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    es.nueva_ronda("AJMNOSE")
    es.anotar_maestra("H4", "JAMON")
    assert es.filas[0].descripcion_maestra == "H4 JAMON"
    assert "8D JAMON" in texto_planilla(p) and "H4 JAMON" in texto_planilla(es)


def test_jugada_en_curso_en_la_notacion_de_su_edicion() -> None:
    for edicion, esperado, desde in ((INGLES, "8D JAM", "D8"), (ESPANOL, "H4 JAM", "H4")):
        j = JugadaEnCurso(Tablero(), edicion)
        j.tocar((7, 3))
        j.escribir("JAM")
        assert j.notacion() == esperado
        assert j.descripcion().startswith(f"Jugada desde {desde}, horizontal.")


def test_una_partida_inglesa_nueva_es_de_torneo_naspa_wespa_con_el_empate_ingles() -> None:
    assert reglas_por_defecto("en") is TORNEO_INGLES and reglas_por_defecto("es") is CASA
    en = Planilla(nueva_partida(["Ana", "Bea"], edicion="en"))
    assert (en.inicio.reglas, en.empate) == ("ingles", Empate.ANTES_DEL_AJUSTE)
    es = Planilla(nueva_partida(["Ana", "Bea"]))
    assert (es.inicio.reglas, es.empate) == ("casa", Empate.COMPARTIDO)
    # Quien elige otras reglas las tiene.
    assert Planilla(nueva_partida(["Ana", "Bea"], edicion="en", reglas="casa")).inicio.reglas == "casa"
