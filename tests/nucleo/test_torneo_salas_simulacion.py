"""Simulación sembrada de una duplicada en 10 salas × 20 participantes × 15 rondas (la de 10 × 200 está en
``bench/torneo_salas.py``), publicada por escritores separados en un orden de llegada al azar: copias duplicadas,
archivos a medio copiar, una sala sin red en tres rondas que lo publica todo al volver y una sala que tecleó otra
maestra en una ronda y la corrige. La clasificación fusionada es en cada momento la de esas rondas como si todos
hubieran jugado en una sola sala (una partida del núcleo con los 200 participantes), no se pierde ni se cuenta dos
veces nada y cada conflicto tiene nombre."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest

from app_planilla.nucleo.duplicada.clasificacion import FilaClasificacion
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo.fusion import COPIA
from app_planilla.nucleo.torneo.fusion_salas import (
    FALTA,
    MAESTRA,
    SIN_UNIR,
    CacheSalas,
    FusionSalas,
    fusionar_salas,
)
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")
SALAS = tuple("ABCDEFGHIJ")
JUGADORES = 20
RONDAS = 15
SIN_RED = "D"
"""La sala que se queda sin red en las rondas 5 a 7 y lo publica todo al volver."""
EQUIVOCADA = ("F", 9)
"""La sala que tecleó otra maestra en esa ronda, lo vio al publicar y la corrigió."""
Llegada = tuple[float, str, bytes]
"""(cuándo se escribe, nombre, contenido): la ronda de juego en la que el portátil lo escribe."""


@dataclass
class Torneo:
    ev: ayuda.EventoSalas
    llegadas: list[Llegada]
    tardias: list[Llegada]
    correccion: Llegada
    referencia: PlanillaDuplicada


@pytest.fixture(scope="module")
def torneo() -> Torneo:
    azar = random.Random(2027)
    maestro, partida = ayuda.partida_maestra(RONDAS, 31, FISE)
    pl = ayuda.plan(SALAS, JUGADORES, partida, 17)
    ev = ayuda.EventoSalas(SALAS, FISE)
    # El juez árbitro publica cada ronda de la partida al empezarla.
    llegadas: list[Llegada] = [(n, *x) for n, x in enumerate(ev.maestras(maestro))]
    tardias: list[Llegada] = []
    correccion: Llegada | None = None
    for k, s in enumerate(SALAS):
        llegadas.append((0, *ev.union(s)))
        p, indice = ayuda.sala(pl, k, FISE)
        for n in range(1, RONDAS + 1):
            if (s, n) == EQUIVOCADA:
                # Teclea otra maestra, cierra y publica; ve la diferencia, corrige y vuelve a publicar.
                ayuda.jugar_ronda(p, pl, n, indice, maestra=partida[n - 1].otras[0])
                llegadas.append((n, *ev.ronda(s, p, n)))
                m = partida[n - 1].maestra
                p.anotar_maestra_colocacion(dict(m.nuevas), m.direccion)
                p.anotar_maestra_a([i for i, x in enumerate(p.filas[n - 1].papeletas) if x is not None and x.maestra])
                correccion = (n + 0.5, *ev.ronda(s, p, n))
                continue
            ayuda.jugar_ronda(p, pl, n, indice)
            nombre, datos = ev.ronda(s, p, n)
            destino = tardias if s == SIN_RED and 5 <= n <= 7 else llegadas
            destino.append((n, nombre, datos))
            suerte = azar.random()
            if suerte < 0.15:  # la misma copia con otro nombre (memoria USB)
                destino.append((n, nombre.replace(".json", " (1).json"), datos))
            elif suerte < 0.25:  # a medio copiar: se ve antes que la entera (mismo nombre)
                destino.append((n - 0.01, nombre, datos[: azar.randrange(1, len(datos))]))
    assert correccion is not None
    return Torneo(ev, llegadas, tardias, correccion, ayuda.referencia(pl, FISE))


def _llegar(llegadas: list[Llegada], azar: random.Random) -> list[tuple[str, bytes]]:
    """Un orden de llegada al azar: cada archivo llega cuando se escribe más un retraso de hasta tres rondas;
    solo se respeta lo que respeta un sincronizador: la versión a medias de un archivo llega antes que la entera
    (que la sustituye)."""
    retraso = {nombre: azar.uniform(0, 3) for _t, nombre, _d in llegadas}
    orden = sorted(llegadas, key=lambda x: (x[0] + retraso[x[1]], x[1], len(x[2])))
    return [(nombre, datos) for _t, nombre, datos in orden]


def _verdad(ref: PlanillaDuplicada, k: int) -> tuple[FilaClasificacion, ...]:
    """La clasificación de una sola sala tras la ronda ``k``, como se veía entonces: quien se retira en una ronda
    posterior aún no figura como retirado (la partida de referencia ya está entera)."""
    return tuple(replace(x, retirado=x.retirado and ref.situacion(x.participante)[1] <= k)
                 for x in ref.clasificacion(hasta=k))


def _igual_a_una_sala(f: FusionSalas, ref: PlanillaDuplicada) -> None:
    """Lo que cuenta es la verdad: las rondas contadas, fila a fila, y su clasificación, la de una sola sala."""
    assert [x.puntos for x in f.filas] == [x.puntos for x in ref.filas[: f.contadas]]
    if f.contadas:
        assert tuple(x.fila for x in f.clasificacion()) == _verdad(ref, f.contadas)
    assert [(p.sala, p.mesa) for p in f.participantes] == (
        [(s, i + 1) for s in SALAS for i in range(JUGADORES)] if f.contadas else [])


def test_diez_salas_en_cualquier_orden(torneo: Torneo) -> None:
    t, ref = torneo.ev.torneo, torneo.referencia
    final: FusionSalas | None = None
    for semilla in range(2):
        azar = random.Random(semilla)
        carpeta: dict[str, bytes] = {}
        cache = CacheSalas()
        vistas: set[int] = set()
        for i, (nombre, datos) in enumerate(_llegar([*torneo.llegadas, torneo.correccion], azar)):
            carpeta[nombre] = datos
            if i % 3 == 0:
                f = fusionar_salas(t, carpeta, cache)
                _igual_a_una_sala(f, ref)
                vistas.add(f.contadas)
                assert not f.rechazados
                # Mientras llega todo: salas cuya unión aún no llegó, rondas que faltan y, hasta su corrección,
                # la maestra de F.
                assert {c.tipo for c in f.conflictos} <= {FALTA, MAESTRA, SIN_UNIR}
                assert all(c.clave == "maestra:F:9" for c in f.conflictos if c.tipo == MAESTRA)
        assert vistas >= {1, 2, 3, 4}  # clasificaciones parciales comparadas por el camino, no solo la final
        # Sin la sala que se quedó sin red: cuenta hasta la ronda 4 y sus tres rondas tienen nombre.
        f = fusionar_salas(t, carpeta, cache)
        _igual_a_una_sala(f, ref)
        assert f.contadas == 4
        assert [c.clave for c in f.conflictos] == [f"falta:{SIN_RED}:{r}" for r in (5, 6, 7)]
        assert "Falta la ronda 5 de la sala D" in f.conflictos[0].mensaje
        d = f.estado(SIN_RED)
        assert d is not None and d.contadas == 4 and d.espera == "falta su ronda 5"
        assert len(f.pendientes) == RONDAS - 7  # sus rondas 8 a 15 esperan, nada más
        for nombre, datos in _llegar(torneo.tardias, azar):
            carpeta[nombre] = datos
        f = fusionar_salas(t, carpeta, cache)
        _igual_a_una_sala(f, ref)
        assert f.contadas == RONDAS and len(f.participantes) == len(SALAS) * JUGADORES
        assert not f.conflictos and not f.pendientes and not f.rechazados and f.copias
        assert f.estado("F").corregidas == (9,)  # type: ignore[union-attr]
        assert sum(x.fila.bonificacion for x in f.clasificacion()) > 0
        assert f.parciales() == (3, 6, 9, 12, 15)
        # La parcial tras la 6 vista al final: la clasificación de la sala única con las seis primeras rondas.
        assert tuple(x.fila for x in f.clasificacion(6)) == ref.clasificacion(hasta=6)
        assert fusionar_salas(t, carpeta) == f  # sin caché, lo mismo
        if final is None:
            final = f
        assert f == final  # y en cualquier orden


def test_la_maestra_equivocada_tiene_nombre_hasta_su_correccion(torneo: Torneo) -> None:
    t = torneo.ev.torneo
    carpeta = dict(_llegar(torneo.llegadas + torneo.tardias, random.Random(5)))
    f = fusionar_salas(t, carpeta)
    [c] = [c for c in f.conflictos if c.tipo == MAESTRA]
    assert c.clave == "maestra:F:9" and "La sala F tecleó en la ronda 9 otra partida: la maestra es" in c.mensaje
    assert f.contadas == 8 and f.estado("F").espera == "su ronda 9 no es la de la partida maestra"  # type: ignore
    _igual_a_una_sala(f, torneo.referencia)
    carpeta[torneo.correccion[1]] = torneo.correccion[2]
    f = fusionar_salas(t, carpeta)
    assert f.contadas == RONDAS and not [c for c in f.conflictos if c.tipo != COPIA]
