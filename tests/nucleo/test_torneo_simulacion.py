"""Simulación sembrada de un torneo de 20 mesas × 7 rondas: copias duplicadas, copias en conflicto, archivos a
medio escribir, una mesa que vuelve tras tres rondas sin red, una corrección y órdenes de llegada al azar. La
fusión no pierde nada, no cuenta nada dos veces, nombra cada conflicto y da lo mismo en cualquier orden."""

from __future__ import annotations

import random

from app_planilla.nucleo.torneo.clasificacion import clasificacion
from app_planilla.nucleo.torneo.fusion import COPIA, Cache, Fusion, fusionar
from tests.nucleo.torneo_ayuda import Evento, nuevo

MESAS = 20
RONDAS = 7
VIAJERA = 7
"""La mesa que se queda sin red en las rondas 2 a 4 y lo publica todo al volver."""
Llegada = tuple[str, bytes]


def _torneo(semilla: int) -> tuple[Evento, list[Llegada], list[Llegada], dict[tuple[int, int], tuple[int, ...]], int]:
    """Las llegadas (algunas repetidas, a medias o en conflicto), las tardías de la mesa viajera, la verdad
    (ronda, mesa) → (n1, p1, n2, p2) y cuántas copias en conflicto hay."""
    azar = random.Random(semilla)
    ev = Evento(rondas=RONDAS)
    portatiles = [nuevo() for _ in range(MESAS)]
    llegadas: list[Llegada] = [ev.union(p, m + 1) for m, p in enumerate(portatiles)]
    tardias: list[Llegada] = []
    verdad: dict[tuple[int, int], tuple[int, ...]] = {}
    conflictivas = 0
    for ronda in range(1, RONDAS + 1):
        jugadores = list(range(1, 2 * MESAS + 1))
        azar.shuffle(jugadores)
        mesas = [(m + 1, jugadores[2 * m], jugadores[2 * m + 1]) for m in range(MESAS)]
        llegadas.append(ev.emparejar(ronda, mesas))
        for m, a, b in mesas:
            pa, pb = azar.randint(250, 550), azar.randint(250, 550)
            verdad[(ronda, m)] = (a, pa, b, pb)
            portatil = portatiles[m - 1]
            if ronda == 5 and m == 3:  # un resultado mal anotado y su corrección
                llegadas.append(ev.resultado(portatil, ronda, m, a, pa + 100, b, pb))
            archivo = ev.resultado(portatil, ronda, m, a, pa, b, pb)
            destino = tardias if m == VIAJERA and 2 <= ronda <= 4 else llegadas
            destino.append(archivo)
            nombre, datos = archivo
            suerte = azar.random()
            if suerte < 0.15:  # la misma copia con otro nombre (memoria USB)
                destino.append((nombre.replace(".json", " (1).json"), datos))
            elif suerte < 0.25:  # a medio escribir: llega antes entero (mismo nombre)
                destino.insert(azar.randrange(len(destino)), (nombre, datos[: azar.randrange(1, len(datos))]))
            elif suerte < 0.30:
                conflictivas += 1
                otra = ev.resultado(portatil, ronda, m, a, 0, b, 0, secuencia=9000 + ronda)[1]
                destino.append((nombre.replace(".json", ".sync-conflict-20260101-000000-ABC1234.json"), otra))
    return ev, llegadas, tardias, verdad, conflictivas


def _llegar(llegadas: list[Llegada], azar: random.Random) -> list[Llegada]:
    """Un orden de llegada al azar que respeta lo único que un sincronizador respeta: la versión a medias de
    un archivo llega antes que la entera (la sustituye)."""
    orden = llegadas[:]
    azar.shuffle(orden)
    completas = {n: d for n, d in llegadas if n in dict(llegadas) and len(d) == max(
        len(x) for m, x in llegadas if m == n)}
    vistos: dict[str, int] = {}
    final: list[Llegada] = []
    for nombre, datos in orden:
        if datos is completas[nombre]:
            final.append((nombre, datos))
        else:
            vistos[nombre] = vistos.get(nombre, 0) + 1
            final.insert(0, (nombre, datos))
    return final


def _comprobar_parcial(f: Fusion, verdad: dict[tuple[int, int], tuple[int, ...]]) -> None:
    """Lo aceptado es verdad y cada partida cuenta una vez."""
    vistas = set()
    for p in f.partidas:
        r = p.resultado
        assert (r.ronda, r.mesa) not in vistas
        vistas.add((r.ronda, r.mesa))
        a, pa, b, pb = verdad[(r.ronda, r.mesa)]
        leido = {(r.jugadores[0].numero, r.puntos[0]), (r.jugadores[1].numero, r.puntos[1])}
        # Antes de que llegue la corrección, cuenta el resultado mal anotado (y solo ese).
        assert leido == {(a, pa), (b, pb)} or ((r.ronda, r.mesa) == (5, 3) and leido == {(a, pa + 100), (b, pb)})
    assert not [c for c in f.conflictos if c.tipo != COPIA]


def _clasificacion_verdadera(verdad: dict[tuple[int, int], tuple[int, ...]]) -> dict[int, tuple[float, int]]:
    cuentas: dict[int, list[float]] = {}
    for a, pa, b, pb in verdad.values():
        for n, propios, ajenos in ((a, pa, pb), (b, pb, pa)):
            c = cuentas.setdefault(n, [0.0, 0])
            c[0] += 1 if propios > ajenos else 0.5 if propios == ajenos else 0
            c[1] += propios - ajenos
    return {n: (v, int(m)) for n, (v, m) in cuentas.items()}


def test_veinte_mesas_siete_rondas_en_cualquier_orden() -> None:
    ev, llegadas, tardias, verdad, conflictivas = _torneo(2026)
    torneo = ev.torneo.a_bytes()
    referencia: Fusion | None = None
    for semilla in range(3):
        azar = random.Random(semilla)
        orden = _llegar(llegadas, azar)
        carpeta: dict[str, bytes] = {}
        cache = Cache()
        for i, (nombre, datos) in enumerate(orden):
            carpeta[nombre] = datos
            if i % 25 == 0:
                _comprobar_parcial(fusionar(torneo, carpeta, cache), verdad)
        # Sin la mesa viajera: todo lo demás cuenta, sus tres rondas faltan y nada queda pendiente.
        sin_viajera = fusionar(torneo, carpeta, cache)
        _comprobar_parcial(sin_viajera, verdad)
        assert len(sin_viajera.partidas) == MESAS * RONDAS - 3
        assert all(sin_viajera.mesas_sin_resultado("A", r) == (VIAJERA,) for r in (2, 3, 4))
        assert not sin_viajera.pendientes
        for nombre, datos in _llegar(tardias, azar):
            carpeta[nombre] = datos
        final = fusionar(torneo, carpeta, cache)
        _comprobar_parcial(final, verdad)
        assert final.partidas_de("A", 5)[2].resultado.puntos[0] == verdad[(5, 3)][1]
        assert len(final.partidas) == MESAS * RONDAS and not final.pendientes and not final.rechazados
        assert len([c for c in final.conflictos if c.tipo == COPIA]) == conflictivas > 0
        corregida = next(p for p in final.partidas if (p.resultado.ronda, p.resultado.mesa) == (5, 3))
        assert len(corregida.corrige) == 1
        assert {x.numero: (x.victorias, x.margen) for x in clasificacion(final, "A")} == \
            _clasificacion_verdadera(verdad)
        assert fusionar(torneo, carpeta) == final  # idempotente y sin caché, lo mismo
        if referencia is None:
            referencia = final
        assert final == referencia
