"""Buscador de jugadas maestras: el mismo conjunto que una búsqueda a fuerza bruta, puntos de ``puntuar``,
dígrafos, comodines, desempate FISE y poda de las K mejores."""

from __future__ import annotations

import itertools
import random
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app_planilla.nucleo.errores import ErrorColocacion
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES, Edicion
from app_planilla.nucleo.juego.fichas import Ficha, quitar_tildes
from app_planilla.nucleo.juego.grafo import Grafo, Traductor, construir
from app_planilla.nucleo.juego.maestra import Jugada, buscar, desequilibrio, orden_alfabetico
from app_planilla.nucleo.juego.notacion import colocacion, jugar
from app_planilla.nucleo.juego.puntuacion import colocar, puntuar
from app_planilla.nucleo.juego.tablero import LADO, Casilla, Direccion, Tablero

PALABRAS_ES = [
    "chorizo", "chorizos", "calle", "calles", "carro", "caro", "cara", "ocho", "hola", "ola", "olas", "sol", "sal",
    "llama", "llamas", "rama", "ramas", "ama", "amas", "mas", "mar", "ara", "oca", "cal", "coche", "leche", "lo",
    "la", "al", "os", "so", "se", "es", "ser", "res", "rr", "corral", "perro", "ch", "no", "ñu", "ñus", "año",
    "caña", "cañas", "sana", "ana", "ha", "he", "eh", "ah", "oh", "choza", "zas", "haz", "kilo", "ole", "ley",
]
PALABRAS_EN = [
    "cat", "cats", "at", "as", "ta", "act", "acts", "scat", "tax", "ax", "xi", "qi", "za", "zax", "taxi", "it", "its",
    "sit", "tis", "ti", "is", "si", "act", "kit", "kits", "ski", "ik",
]


def _fuerza_bruta(tablero: Tablero, atril: tuple[str, ...], palabras: list[str], edicion: Edicion) -> set[object]:
    """Cada palabra de la lista en cada casilla y dirección, con cada forma de usar el atril; se queda con
    lo que ``puntuar`` acepta y cuyas palabras (principal y cruzadas) están todas en la lista."""
    traducir = Traductor(edicion)
    indices = traducir.indices
    letras = ("", *indices)
    lista = {s for p in palabras if (s := traducir(p))}
    encontradas: set[object] = set()
    for secuencia in lista:
        palabra = [letras[i] for i in secuencia]
        for direccion in Direccion:
            df, dc = direccion.paso
            for f0, c0 in itertools.product(range(LADO), repeat=2):
                fin = (f0 + df * len(palabra), c0 + dc * len(palabra))
                if fin[0] > LADO or fin[1] > LADO:
                    continue
                antes, despues = (f0 - df, c0 - dc), fin
                if antes in tablero or despues in tablero:
                    continue
                huecos: list[tuple[Casilla, str]] = []
                encaja = True
                for k, letra in enumerate(palabra):
                    c = (f0 + df * k, c0 + dc * k)
                    ficha = tablero[c]
                    if ficha is None:
                        huecos.append((c, letra))
                    elif ficha.letra != letra:
                        encaja = False
                        break
                if not encaja or not huecos or len(huecos) > len(atril):
                    continue
                # Atajo de la prueba (``puntuar`` lo rechazaría igual): tiene que tocar el tablero o el centro.
                cerca = {(f + a, c + b) for (f, c), _l in huecos for a, b in ((0, 0), (0, 1), (1, 0), (0, -1), (-1, 0))}
                if len(huecos) == len(palabra) and not (cerca & tablero.fichas.keys() or (7, 7) in cerca):
                    continue
                blancos = atril.count("?")
                elecciones = (
                    set(elegidos)
                    for n in range(min(blancos, len(huecos)) + 1)
                    for elegidos in itertools.combinations(range(len(huecos)), n)
                )
                for con_comodin in elecciones:
                    comodines = [k in con_comodin for k in range(len(huecos))]
                    gasto = [("?" if b else letra) for (_c, letra), b in zip(huecos, comodines, strict=True)]
                    if any(gasto.count(x) > atril.count(x) for x in set(gasto)):
                        continue
                    ajenas = edicion.letras_ajenas
                    nuevas = {
                        c: Ficha(letra, b or letra in ajenas, letra in ajenas)
                        for (c, letra), b in zip(huecos, comodines, strict=True)
                    }
                    try:
                        r = puntuar(tablero, nuevas, edicion, direccion)
                    except ErrorColocacion:
                        continue
                    # Las palabras formadas se comparan ficha a ficha: una C y una H sueltas no son «ch».
                    if all(bytes(indices[f.ficha.letra] for f in p.fichas) in lista for p in r.palabras):
                        encontradas.add((frozenset(nuevas.items()), r.puntos))
    return encontradas


def _conjunto(jugadas: list[Jugada]) -> set[object]:
    return {(frozenset(j.nuevas), j.puntos) for j in jugadas}


def _tablero_al_azar(azar: random.Random, grafo: Grafo, edicion: Edicion, jugadas: int) -> Tablero:
    """Un tablero de partida: jugadas al azar entre las que encuentra el buscador."""
    tablero = Tablero()
    letras = [letra for letra, n in edicion.cantidades.items() if letra != "?" for _ in range(n)]
    for _ in range(jugadas):
        atril = tuple(azar.sample(letras, 7))
        posibles = buscar(tablero, atril, grafo, edicion)
        if posibles:
            colocar(tablero, azar.choice(posibles).fichas())
    return tablero


@pytest.fixture(scope="module")
def grafo_es() -> Grafo:
    return construir(PALABRAS_ES, ESPANOL)


@pytest.fixture(scope="module")
def grafo_en() -> Grafo:
    return construir(PALABRAS_EN, INGLES)


def test_grafo_contiene_las_palabras_con_digrafos_como_una_letra(grafo_es: Grafo) -> None:
    traducir = Traductor(ESPANOL)
    assert sorted(grafo_es.secuencias()) == sorted({s for p in PALABRAS_ES if (s := traducir(p))})
    # «chorizo» empieza por la ficha CH: la C suelta seguida de H no lleva a ninguna palabra.
    ch, c, h = (traducir(x) for x in ("ch", "c", "h"))
    assert ch is not None and c is not None and h is not None and len(ch) == 1
    assert grafo_es.contiene(traducir("chorizo") or b"")
    assert grafo_es.recorrer(c + h) < 0
    assert traducir("rrr") == traducir("rr") + traducir("r")  # type: ignore[operator]
    assert traducir("ça") is None


def test_grafo_se_guarda_y_se_carga_igual(grafo_es: Grafo) -> None:
    datos = grafo_es.a_bytes()
    cargado = Grafo.desde_bytes(datos, ESPANOL)
    assert list(cargado.secuencias()) == list(grafo_es.secuencias())
    from app_planilla.nucleo.juego.grafo import ErrorGrafo

    with pytest.raises(ErrorGrafo):
        Grafo.desde_bytes(datos, INGLES)
    with pytest.raises(ErrorGrafo):
        Grafo.desde_bytes(datos[:-40] + bytes(40))
    with pytest.raises(ErrorGrafo):
        Grafo.desde_bytes(b"cualquier cosa")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(semilla=st.integers(0, 2**32), jugadas=st.integers(0, 4), comodines=st.integers(0, 2))
def test_mismo_conjunto_que_fuerza_bruta_es(grafo_es: Grafo, semilla: int, jugadas: int, comodines: int) -> None:
    azar = random.Random(semilla)
    tablero = _tablero_al_azar(azar, grafo_es, ESPANOL, jugadas)
    letras = [letra for letra, n in ESPANOL.cantidades.items() if letra != "?" for _ in range(n)]
    atril = tuple(azar.sample(letras, 7 - comodines)) + ("?",) * comodines
    encontradas = buscar(tablero, atril, grafo_es, ESPANOL)
    assert len(_conjunto(encontradas)) == len(encontradas)  # ninguna repetida
    assert _conjunto(encontradas) == _fuerza_bruta(tablero, atril, PALABRAS_ES, ESPANOL)
    for j in encontradas:
        r = j.resultado(tablero, ESPANOL)
        assert r.puntos == j.puntos
        assert r.principal.texto == j.palabra
        assert r.posicion == j.posicion


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(semilla=st.integers(0, 2**32), jugadas=st.integers(0, 3), comodines=st.integers(0, 2))
def test_mismo_conjunto_que_fuerza_bruta_en(grafo_en: Grafo, semilla: int, jugadas: int, comodines: int) -> None:
    azar = random.Random(semilla)
    tablero = _tablero_al_azar(azar, grafo_en, INGLES, jugadas)
    atril = tuple(azar.sample(list("CATSIXQZKAT"), 7 - comodines)) + ("?",) * comodines
    encontradas = buscar(tablero, atril, grafo_en, INGLES)
    assert _conjunto(encontradas) == _fuerza_bruta(tablero, atril, PALABRAS_EN, INGLES)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(semilla=st.integers(0, 2**32), cuantas=st.integers(1, 12), comodines=st.integers(0, 2))
def test_las_k_mejores_con_poda_son_el_principio_de_todas(
    grafo_es: Grafo, semilla: int, cuantas: int, comodines: int
) -> None:
    azar = random.Random(semilla)
    tablero = _tablero_al_azar(azar, grafo_es, ESPANOL, 3)
    letras = [letra for letra, n in ESPANOL.cantidades.items() if letra != "?" for _ in range(n)]
    atril = tuple(azar.sample(letras, 7 - comodines)) + ("?",) * comodines
    todas = buscar(tablero, atril, grafo_es, ESPANOL)
    assert buscar(tablero, atril, grafo_es, ESPANOL, cuantas=cuantas) == todas[:cuantas]


CASOS = tomllib.loads((Path(__file__).parent.parent / "casos" / "semilla.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("caso", CASOS["tablero"], ids=lambda c: c["nombre"])
def test_casos_de_la_semilla(caso: dict[str, Any]) -> None:
    """Con el atril de las fichas nuevas y una lista con sus palabras, el buscador da la jugada de la semilla
    con sus puntos y su cuenta."""
    tablero = Tablero()
    for previa in caso.get("previas", []):
        jugar(tablero, previa.split()[0], previa.split()[1], ESPANOL)
    col = colocacion(tablero, caso["jugada"].split()[0], caso["jugada"].split()[1], ESPANOL)
    atril = tuple("?" if f.comodin else f.letra for f in col.nuevas.values())
    grafo = construir([quitar_tildes(p).lower() for p, _cuenta in caso["palabras"]], ESPANOL)
    jugadas = buscar(tablero, atril, grafo, ESPANOL)
    (j,) = [j for j in jugadas if dict(j.nuevas) == col.nuevas]
    assert j.puntos == caso["puntos"]
    assert j.coordenada == col.posicion.fise()
    r = j.resultado(tablero, ESPANOL)
    assert [(p.texto, p.cuenta) for p in r.palabras] == [(p, c) for p, c in caso["palabras"]]
    assert all(x.resultado(tablero, ESPANOL).puntos == x.puntos for x in jugadas)


def test_chorizos_solo_con_la_ficha_ch() -> None:
    """CH es siempre la ficha del dígrafo: con una C y una H sueltas no hay CHORIZOS."""
    grafo = construir(["chorizos"], ESPANOL)
    assert buscar(Tablero(), ("CH", "O", "R", "I", "Z", "O", "S"), grafo, ESPANOL)
    assert not buscar(Tablero(), ("C", "H", "O", "R", "I", "Z", "O", "S")[:7], grafo, ESPANOL)


def test_k_y_w_solo_como_comodin() -> None:
    grafo = construir(["kilo", "kiwi"], ESPANOL)
    assert not buscar(Tablero(), ("I", "L", "O"), grafo, ESPANOL)
    con_comodin = buscar(Tablero(), ("?", "I", "L", "O"), grafo, ESPANOL)
    assert con_comodin and all(j.palabra == "kILO" for j in con_comodin)
    (k,) = (f for _c, f in con_comodin[0].nuevas if f.letra == "K")
    assert k.comodin and k.fija


def test_desempate_fise() -> None:
    """A igual puntuación: sin comodín, resto equilibrado, menos fichas, alfabético, más cerca de A1."""
    assert desequilibrio(("A", "E", "S"), ESPANOL) == 1
    assert desequilibrio(("A", "E", "?"), ESPANOL) == 1
    assert desequilibrio(("A", "?", "?"), ESPANOL) == 1
    assert desequilibrio(("A", "S", "?"), ESPANOL) == 1
    assert desequilibrio(("A", "S"), ESPANOL) == 0
    assert desequilibrio(("Y", "A"), ESPANOL) == 0  # la Y es consonante
    assert desequilibrio((), ESPANOL) == 0
    assert orden_alfabetico("NUCA") < orden_alfabetico("ÑU") < orden_alfabetico("OCA")
    assert orden_alfabetico("CHAL") < orden_alfabetico("CIMA")  # CH se deletrea: C, H
    grafo = construir(["ama", "mas", "sal", "as", "sa"], ESPANOL)
    jugadas = buscar(Tablero(), ("A", "M", "A", "S", "?"), grafo, ESPANOL)
    for a, b in itertools.pairwise(jugadas):
        assert a.puntos >= b.puntos
        if a.puntos == b.puntos:
            assert a.comodines <= b.comodines
    # Igual puntuación y sin comodín: H8 AMA y 8H AMA; la horizontal H6..H8 está más cerca de A1 que H8...
    mismas = [j for j in jugadas if j.palabra == "AMA" and j.puntos == jugadas[0].puntos]
    assert [j.posicion.inicio for j in mismas] == sorted(j.posicion.inicio for j in mismas)


def test_jugada_de_una_ficha_sale_una_vez() -> None:
    grafo = construir(["sol", "sal", "os", "as", "ol", "al"], ESPANOL)
    tablero = Tablero()
    jugar(tablero, "H8", "SOL", ESPANOL)
    jugadas = buscar(tablero, ("A",), grafo, ESPANOL)
    assert len(_conjunto(jugadas)) == len(jugadas)
    for j in jugadas:
        assert j.resultado(tablero, ESPANOL).puntos == j.puntos


def test_atril_o_tablero_ajenos_a_la_edicion() -> None:
    from app_planilla.nucleo.errores import ErrorFichas

    grafo = construir(["sol"], ESPANOL)
    with pytest.raises(ErrorFichas):
        buscar(Tablero(), ("K",), grafo, ESPANOL)
    assert buscar(Tablero(), (), grafo, ESPANOL) == []
    assert buscar(Tablero(), ("S", "O", "L"), grafo, ESPANOL, cuantas=0) == []
