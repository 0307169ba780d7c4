"""La duplicada por salas del lado del director: un solo CSV para la federación (el de una sala sola y el de
todo el campo son el mismo archivo), los desempates a muerte súbita que anota el director entre salas (y sus
conflictos con nombre: quien ya no empata, quien no está) y un torneo de varias partidas en la misma carpeta (cada
una con su partida maestra y su cadena, la clasificación del torneo por la media de porcentajes igual a la de
las partidas de un solo portátil, y las carpetas de una sola partida, como antes)."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace

import pytest

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import (
    COLUMNAS_FEDERACION,
    csv_clasificacion,
    csv_torneo,
    publicar,
    torneo,
)
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo.duplicada import (
    PARTIDA_TORNEO,
    Desempate,
    MaestraRonda,
    Nombrado,
    RondaSala,
    origen,
)
from app_planilla.nucleo.torneo.fusion_salas import (
    CADENA,
    DESEMPATE,
    FALTA,
    FusionSalas,
    Linea,
    csv_federacion_salas,
    fusionar_salas,
    fusionar_torneo_salas,
)
from app_planilla.nucleo.torneo.salas import comprobar_desempate, identificar
from app_planilla.nucleo.torneo.sobres import RONDA
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")
SALAS = ("A", "B", "C")
RONDAS = 3
JUGADORES = 4
Archivos = dict[str, bytes]


def _datos(contenido: bytes) -> dict[str, object]:
    datos: dict[str, object] = json.loads(contenido)["datos"]
    return datos


class Evento:
    """Tres salas de cuatro, dos partidas de tres rondas (con otra partida maestra y otro plan la segunda)."""

    def __init__(self) -> None:
        self.ev = ayuda.EventoSalas(SALAS, FISE)
        self.archivos: Archivos = {}
        self.planes: list[ayuda.Plan] = []
        self.salas: list[dict[str, PlanillaDuplicada]] = []
        for s in SALAS:
            self.archivos.update([self.ev.union(s)])
        for numero, (semilla, plan) in enumerate(((23, 9), (29, 5)), start=1):
            maestro, partida = ayuda.partida_maestra(RONDAS, semilla, FISE)
            pl = ayuda.plan(SALAS, JUGADORES, partida, plan)
            self.planes.append(pl)
            self.archivos.update(self.ev.maestras(maestro, partida=numero))
            juegos = {}
            for k, s in enumerate(SALAS):
                p, indice = ayuda.sala(pl, k, FISE)
                for n in range(1, RONDAS + 1):
                    ayuda.jugar_ronda(p, pl, n, indice)
                    self.archivos.update([self.ev.ronda(s, p, n, partida=numero)])
                juegos[s] = p
            self.salas.append(juegos)

    def solo_la_primera(self) -> Archivos:
        """La carpeta sin los archivos de la partida 2 (como la de un torneo de una sola partida)."""
        return {n: d for n, d in self.archivos.items() if _datos(d).get("partida", 1) == 1}

    def referencia(self, numero: int) -> PlanillaDuplicada:
        return ayuda.referencia(self.planes[numero - 1], FISE)


@pytest.fixture(scope="module")
def base() -> Evento:
    return Evento()


@pytest.fixture
def e(base: Evento) -> Evento:
    copia = object.__new__(Evento)
    copia.__dict__.update(base.__dict__)
    copia.archivos = dict(base.archivos)
    return copia


# ------------------------------------------------------------------ un solo CSV para la federación

def test_el_csv_de_todo_el_campo_es_el_de_una_sala_sola(base: Evento) -> None:
    """Las mismas columnas, los mismos valores y la misma forma: solo la sala y la mesa dicen de dónde es cada
    uno (la sala sola no tiene sala)."""
    f = fusionar_salas(base.ev.torneo, base.archivos)
    fusionado = list(csv.reader(io.StringIO(csv_federacion_salas(f), newline=""), delimiter=";"))
    sola = list(csv.reader(io.StringIO(csv_clasificacion(publicar(base.referencia(1))), newline=""), delimiter=";"))
    assert fusionado[0] == sola[0] == list(COLUMNAS_FEDERACION)
    assert [x[:9] for x in fusionado] == [x[:9] for x in sola] and len(fusionado) == 1 + 3 * JUGADORES
    por_licencia = {x.participante.licencia: x.participante for x in f.clasificacion()}
    for fila in fusionado[1:]:
        p = por_licencia[fila[1]]
        assert fila[9:] == [p.sala, str(p.mesa)]
    assert all(fila[9] == "" for fila in sola[1:])


# ------------------------------------------------------------------ desempates del director

def _empatar(e: Evento, quien: tuple[str, int], con: tuple[str, int], numero: int = 1) -> list[RondaSala]:
    """Publica de nuevo las rondas de la sala de ``quien`` con lo mismo que ``con`` en cada ronda: empatan en
    todo (total, maestras, mejor jugada). Devuelve esas rondas."""
    s, i = quien
    hechas = []
    for n in range(1, RONDAS + 1):
        suya = RondaSala.de_datos(_datos(e.ev.ronda(s, e.salas[numero - 1][s], n, partida=numero)[1]))
        otra = RondaSala.de_datos(_datos(e.ev.ronda(con[0], e.salas[numero - 1][con[0]], n, partida=numero)[1]))
        a, b = suya.anotados[i], otra.anotados[con[1]]
        anotados = list(suya.anotados)
        anotados[i] = replace(a, puntos=b.puntos, avisos=b.avisos, penalizacion=b.penalizacion, motivo=b.motivo,
                              situacion=b.situacion, desde=b.desde)
        hechas.append(replace(suya, anotados=tuple(anotados)))
        nombre, datos = e.ev.archivo(e.ev.portatiles[s], RONDA, hechas[-1].a_datos())
        e.archivos[nombre] = datos
    return hechas


def _linea(f: FusionSalas, sala: str, mesa: int) -> Linea:
    return next(x for x in f.clasificacion() if (x.participante.sala, x.participante.mesa) == (sala, mesa))


def _nombrado(x: Linea) -> Nombrado:
    p = x.participante
    return Nombrado(p.licencia, p.nombre, p.sala, p.mesa)


def _desempatar(e: Evento, d: Desempate) -> str:
    nombre, datos = e.ev.desempate(d)
    e.archivos[nombre] = datos
    return nombre


def test_el_director_desempata_a_dos_de_salas_distintas(e: Evento) -> None:
    # El primero de la sala C hace lo mismo que el primero de la sala A: empatan en todo.
    _empatar(e, ("C", 0), ("A", 0))
    f = fusionar_salas(e.ev.torneo, e.archivos)
    a, c = _linea(f, "A", 1), _linea(f, "C", 1)
    assert a.fila.puesto == c.fila.puesto and not f.conflictos
    grupo = next(g for g in f.empates() if a in g)
    assert {x.participante.sala for x in grupo} >= {"A", "C"}
    orden = [_nombrado(x) for x in sorted(grupo, key=lambda x: x.participante.sala != "C")]  # gana la de C
    with pytest.raises(Exception, match="no están empatados"):
        comprobar_desempate(f, [orden[0], _nombrado(next(x for x in f.clasificacion() if x not in grupo))])
    comprobar_desempate(f, orden)
    nombre = _desempatar(e, Desempate(1, tuple(orden), RONDAS))
    d = fusionar_salas(e.ev.torneo, e.archivos)
    assert not d.conflictos and d.desempates
    puesto = a.fila.puesto
    assert [_linea(d, n.sala, n.mesa).fila.puesto for n in orden] == list(range(puesto, puesto + len(orden)))
    # Las parciales no se desempatan; lo demás de la clasificación no cambia.
    assert d.clasificacion(2) == f.clasificacion(2)
    assert [x.fila.total for x in d.clasificacion()] == [x.fila.total for x in f.clasificacion()]
    # Otro desempate posterior de los mismos sustituye al primero (el archivo anterior sigue, nunca se reescribe).
    _desempatar(e, Desempate(1, tuple(reversed(orden)), RONDAS))
    d2 = fusionar_salas(e.ev.torneo, e.archivos)
    assert nombre in e.archivos and not d2.conflictos
    assert _linea(d2, orden[-1].sala, orden[-1].mesa).fila.puesto == puesto


def test_un_desempate_que_ya_no_vale_es_un_conflicto_con_nombre(e: Evento) -> None:
    publicadas = _empatar(e, ("C", 0), ("A", 0))
    f = fusionar_salas(e.ev.torneo, e.archivos)
    grupo = next(g for g in f.empates() if _linea(f, "A", 1) in g)
    orden = tuple(_nombrado(x) for x in grupo)
    # Una licencia que no está en la clasificación.
    extrano = Nombrado("L9999", "Nadie")
    nombre = _desempatar(e, Desempate(1, (*orden, extrano), RONDAS))
    d = fusionar_salas(e.ev.torneo, e.archivos)
    [c] = d.conflictos
    assert c.tipo == DESEMPATE and c.clave.startswith("desempate:") and c.archivos == (nombre,)
    assert "nombra a Nadie (L9999), que no está" in c.mensaje and not d.desempates
    assert [x.fila.puesto for x in d.clasificacion()] == [x.fila.puesto for x in f.clasificacion()]
    # Uno nuevo, con los de verdad, sustituye al malo.
    _desempatar(e, Desempate(1, orden, RONDAS))
    assert not fusionar_salas(e.ev.torneo, e.archivos).conflictos
    # La sala C corrige su ronda 3 (una penalización al que empataba): ya no empatan; no se adivina nada.
    r = publicadas[-1]
    corregida = replace(r, anotados=(replace(r.anotados[0], penalizacion=r.anotados[0].penalizacion + 5),
                                     *r.anotados[1:]))
    e.archivos.update([e.ev.archivo(e.ev.portatiles["C"], RONDA, corregida.a_datos())])
    d = fusionar_salas(e.ev.torneo, e.archivos)
    [c] = d.conflictos
    assert c.tipo == DESEMPATE and "no es entre los empatados de un puesto (ya no empatan:" in c.mensaje
    assert not d.desempates


def test_un_desempate_tiene_que_nombrar_a_todos_los_empatados(e: Evento) -> None:
    _empatar(e, ("C", 0), ("A", 0))
    _empatar(e, ("B", 0), ("A", 0))
    f = fusionar_salas(e.ev.torneo, e.archivos)
    grupo = next(g for g in f.empates() if _linea(f, "A", 1) in g)
    assert len(grupo) >= 3
    dos = tuple(_nombrado(x) for x in grupo[:2])
    with pytest.raises(Exception, match="empata también"):
        comprobar_desempate(f, dos)
    _desempatar(e, Desempate(1, dos, RONDAS))
    [c] = fusionar_salas(e.ev.torneo, e.archivos).conflictos
    assert "con ellos empata también" in c.mensaje


def test_solo_el_director_desempata(e: Evento) -> None:
    _empatar(e, ("C", 0), ("A", 0))
    f = fusionar_salas(e.ev.torneo, e.archivos)
    grupo = next(g for g in f.empates() if _linea(f, "A", 1) in g)
    nombre, datos = e.ev.desempate(Desempate(1, tuple(_nombrado(x) for x in grupo), RONDAS), e.ev.portatiles["A"])
    e.archivos[nombre] = datos
    d = fusionar_salas(e.ev.torneo, e.archivos)
    assert not d.desempates and [r.motivo for r in d.rechazados] == [
        "solo el director publica emparejamientos y decisiones"]


def test_identificar_por_licencia_o_por_sala_y_mesa(base: Evento) -> None:
    f = fusionar_salas(base.ev.torneo, base.archivos)
    x = f.clasificacion()[0].participante
    assert identificar(f, x.licencia.lower()) == Nombrado(x.licencia, x.nombre, x.sala, x.mesa)
    with pytest.raises(Exception, match="no es un participante de la partida 1"):
        identificar(f, "L9999")
    with pytest.raises(Exception, match="SALA:MESA"):
        identificar(f, f"{x.sala}:{x.mesa}")  # tiene licencia: se le nombra por ella


# ------------------------------------------------------------------ varias partidas

def test_dos_partidas_en_la_misma_carpeta(base: Evento) -> None:
    todo = fusionar_torneo_salas(base.ev.torneo, base.archivos)
    assert todo.numeros == (1, 2) and todo.varias and not todo.conflictos and not todo.pendientes
    for numero in (1, 2):
        f = todo.partida(numero)
        assert f.partida == numero and f.contadas == RONDAS
        verdad = base.referencia(numero).clasificacion()
        assert tuple(x.fila for x in f.clasificacion()) == verdad
        assert fusionar_salas(base.ev.torneo, base.archivos, partida=numero).clasificacion() == f.clasificacion()
    # La partida 1 es la misma que en una carpeta sin la 2.
    sola = fusionar_torneo_salas(base.ev.torneo, base.solo_la_primera())
    assert sola.numeros == (1,) and sola.partida(1).clasificacion() == todo.partida(1).clasificacion()
    # La del torneo, por la media: la misma que la de las dos partidas de un solo portátil.
    c = todo.clasificacion()
    verdad_torneo = torneo([base.referencia(1), base.referencia(2)])
    assert [(x.puesto, x.licencia, x.total, x.maestras) for x in c.filas] == [
        (x.puesto, x.licencia, x.total, x.maestras) for x in verdad_torneo.filas]
    assert [x.media for x in c.filas] == pytest.approx([x.media for x in verdad_torneo.filas])
    assert csv_federacion_salas(todo) == csv_torneo(verdad_torneo)


def test_la_partida_1_se_escribe_como_siempre(base: Evento) -> None:
    """Los archivos de la partida 1 no dicen «partida» (una carpeta de antes sigue valiendo y su cadena es la de
    siempre); los de la 2, sí, y su cadena empieza en otro origen."""
    rondas = [_datos(d) for d in base.archivos.values() if "jugada" in _datos(d)]
    assert {x.get("partida") for x in rondas} == {None, 2}
    primeras = [x for x in rondas if x["jugada"]["ronda"] == 1]  # type: ignore[index]
    assert {x["anterior"] for x in primeras if "partida" not in x} == {origen(base.ev.evento)}
    assert {x["anterior"] for x in primeras if "partida" in x} == {origen(base.ev.evento, 2)} != {
        origen(base.ev.evento)}


def test_una_ronda_de_una_partida_no_vale_por_la_de_otra(e: Evento) -> None:
    # La ronda 1 de la sala B de la partida 1, publicada como si fuera de la 2 (con su jugada y su cadena).
    r = RondaSala.de_datos(_datos(e.ev.ronda("B", e.salas[0]["B"], 1)[1]))
    e.archivos.update([e.ev.archivo(e.ev.portatiles["B"], RONDA, replace(r, partida=2).a_datos())])
    todo = fusionar_torneo_salas(e.ev.torneo, e.archivos)
    claves = [c.clave for c in todo.conflictos]
    assert claves[0].startswith("partida2:") and any(c.tipo in (CADENA, "maestra") for c in todo.conflictos)
    assert todo.partida(2).contadas == 0 and todo.partida(1).contadas == RONDAS
    # Los conflictos de la partida 2 son suyos: la 1 no los tiene.
    assert not todo.partida(1).conflictos and todo.partida(2).conflictos


def test_los_conflictos_de_la_partida_2_llevan_su_numero(e: Evento) -> None:
    for nombre in [n for n, d in e.archivos.items() if e.ev.portatiles["C"] in n and _datos(d).get("partida") == 2
                   and _datos(d)["jugada"]["ronda"] == 2]:  # type: ignore[index]
        del e.archivos[nombre]
    todo = fusionar_torneo_salas(e.ev.torneo, e.archivos)
    assert [(c.tipo, c.clave) for c in todo.conflictos] == [(FALTA, "partida2:falta:C:2")]
    assert todo.partida(2).contadas == 1 and todo.partida(1).contadas == RONDAS
    maestra = MaestraRonda.de_datos(_datos(next(d for d in e.archivos.values() if _datos(d).get("partida") == 2
                                                 and "participantes" not in _datos(d))))
    assert maestra.partida == 2 and maestra.describir().startswith("partida 2, partida maestra, ronda")


def test_el_director_desempata_la_clasificacion_del_torneo(e: Evento) -> None:
    # En las dos partidas, el primero de C hace lo mismo que el primero de A: empatan en la media.
    _empatar(e, ("C", 0), ("A", 0), numero=1)
    _empatar(e, ("C", 0), ("A", 0), numero=2)
    todo = fusionar_torneo_salas(e.ev.torneo, e.archivos)
    filas = todo.clasificacion().filas
    grupo = next(g for g in todo.empates() if any(filas[j].licencia == "L000001" for j in g))
    orden = tuple(identificar(todo, filas[j].licencia) for j in reversed(grupo))
    comprobar_desempate(todo, orden)
    _desempatar(e, Desempate(PARTIDA_TORNEO, orden, RONDAS))
    d = fusionar_torneo_salas(e.ev.torneo, e.archivos)
    assert not d.conflictos and d.desempates
    puestos = {x.licencia: x.puesto for x in d.clasificacion().filas}
    primero = filas[grupo[0]].puesto
    assert [puestos[n.licencia] for n in orden] == list(range(primero, primero + len(orden)))
    # No toca la clasificación de cada partida.
    assert d.partida(1).clasificacion() == todo.partida(1).clasificacion()
