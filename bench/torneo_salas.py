"""Bench: la carpeta de una duplicada en 10 salas × 200 participantes × 15 rondas (unos 175 archivos, 4 MB), y
su clasificación de todo el campo frente a la de una sola sala con los 2000 (una partida del núcleo).

Se construye de verdad en disco: el juez árbitro publica la partida maestra, cada sala se une y publica sus
rondas con ``carpeta.publicar``. Casos medidos alternando en la misma ejecución (``comun.medianas_alternas``):

- base: leer los archivos de disco y decodificar su JSON (el suelo de cualquier fusión);
- en frío: leer la carpeta, fusionar sin cachés y clasificar a los 2000 (objetivo ≤ 1 s);
- refresco: la sala J publica su ronda 15 (la que faltaba para contarla), leer lo que cambió (por su firma),
  fusionar con las cachés y clasificar (objetivo ≤ 100 ms).

Con ``--partidas 2`` (o más), además: la carpeta con esas partidas (las mismas rondas publicadas otra vez como
las partidas 2, 3…, con su cadena), fusionada en frío con la clasificación de cada partida y la del torneo por la
media (sin objetivo propio: crece con el número de partidas).

    .venv/bin/python bench/torneo_salas.py [--repeticiones 9] [--salas 10] [--jugadores 200] [--rondas 15]
                                           [--partidas 1]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from comun import informe, medianas_alternas, veredicto

from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.duplicada import ronda_de_sala
from app_planilla.nucleo.torneo.fusion_salas import CacheSalas, fusionar_salas, fusionar_torneo_salas
from app_planilla.nucleo.torneo.salas import publicar_maestra
from app_planilla.nucleo.torneo.sobres import RONDA
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("--repeticiones", type=int, default=9)
    args.add_argument("--salas", type=int, default=10)
    args.add_argument("--jugadores", type=int, default=200)
    args.add_argument("--rondas", type=int, default=15)
    args.add_argument("--partidas", type=int, default=1)
    a = args.parse_args()
    salas = tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ"[: a.salas])
    t0 = time.perf_counter()
    ultima = salas[-1]
    with tempfile.TemporaryDirectory() as tmp:
        raiz = Path(tmp)
        carpeta, t, pl, maestro, montadas = ayuda.montar_salas(raiz, salas, a.jugadores, a.rondas, FISE,
                                                               sin_publicar=(ultima, a.rondas))
        director = raiz / "director"
        dp = c.leer_portatil(director, t.evento)
        assert dp is not None
        juegos = {s: (m.datos, m.portatil, m.juego) for s, m in montadas.items()}
        _d, p, juego = juegos[ultima]
        la_ultima = ronda_de_sala(juego, ultima, a.rondas, t.evento).a_datos()
        datos_ultima, portatil = raiz / f"sala-{ultima}", p
        montar = time.perf_counter() - t0
        t0 = time.perf_counter()
        referencia = ayuda.referencia(pl, FISE).clasificacion()
        t_referencia = time.perf_counter() - t0

        _t, archivos = c.leer_carpeta(carpeta)
        megas = sum(map(len, archivos.values())) / 1e6
        leidos: dict[str, tuple[c.Firma, bytes]] = {}
        cache = CacheSalas()
        assert fusionar_salas(*c.leer_carpeta(carpeta, leidos), cache).contadas == a.rondas - 1
        publicada: list[Path] = []

        def base() -> float:
            t0 = time.perf_counter()
            _t, archivos = c.leer_carpeta(carpeta)
            for datos_ in archivos.values():
                json.loads(datos_)
            return time.perf_counter() - t0

        def frio() -> float:
            t0 = time.perf_counter()
            f = fusionar_salas(*c.leer_carpeta(carpeta))
            f.clasificacion()
            return time.perf_counter() - t0

        def refresco() -> tuple[float, float]:
            nonlocal portatil
            # Sin medir: la carpeta vuelve a estar sin la ronda 15 de la última sala y la ventana lo ha visto.
            for x in publicada:
                x.unlink()
            publicada.clear()
            assert fusionar_salas(*c.leer_carpeta(carpeta, leidos), cache).contadas == a.rondas - 1
            portatil, sobre = c.publicar(datos_ultima, portatil, carpeta, RONDA, la_ultima)
            publicada.append(carpeta / c.MESAS / sobre.nombre)
            t0 = time.perf_counter()
            f = fusionar_salas(*c.leer_carpeta(carpeta, leidos), cache)
            t1 = time.perf_counter()
            lineas = f.clasificacion()
            t2 = time.perf_counter()
            assert f.contadas == a.rondas and len(lineas) == len(referencia)
            return t2 - t0, t1 - t0

        m = medianas_alternas({"base": base, "frio": frio, "refresco": refresco}, a.repeticiones)
        final = fusionar_salas(*c.leer_carpeta(carpeta))
        varias: float | None = None
        if a.partidas > 1:
            # Las partidas 2… (las mismas rondas, cada una con su cadena), con todo publicado.
            portatil, _sobre = c.publicar(datos_ultima, portatil, carpeta, RONDA, la_ultima)
            juegos[ultima] = (datos_ultima, portatil, juegos[ultima][2])
            for numero in range(2, a.partidas + 1):
                publicar_maestra(director, dp, carpeta, t, maestro, {}, partida=numero)
                for s, (datos_, p_, juego_) in juegos.items():
                    for n in range(1, a.rondas + 1):
                        p_, _sobre = c.publicar(datos_, p_, carpeta, RONDA,
                                                ronda_de_sala(juego_, s, n, t.evento, numero).a_datos())
                    juegos[s] = (datos_, p_, juego_)

            def torneo() -> float:
                t0 = time.perf_counter()
                todo = fusionar_torneo_salas(*c.leer_carpeta(carpeta))
                todo.clasificacion()
                assert len(todo.partidas) == a.partidas and all(f.contadas == a.rondas for f in todo.partidas)
                return time.perf_counter() - t0

            varias = medianas_alternas({"torneo": torneo}, a.repeticiones)["torneo"]
        igual = tuple(x.fila for x in final.clasificacion()) == referencia
        bonos = sum(x.bonificacion for x in referencia)
    print(f"Duplicada en {a.salas} salas × {a.jugadores} participantes × {a.rondas} rondas: {len(archivos) + 1} "
          f"archivos, {megas:.1f} MB (montada en {montar:.1f} s; la sala única de referencia, {t_referencia:.1f} s)")
    print(f"Clasificación fusionada igual a la de una sola sala con los {a.salas * a.jugadores} ({len(referencia)} "
          f"clasificados; los demás, ausentes): {'sí' if igual else 'NO'} (bonificaciones repartidas: {bonos}; "
          f"conflictos: {len(final.conflictos)})")
    informe([
        ("leer y decodificar (base)", m["base"], "1×"),
        ("fusión y clasificación en frío", m["frio"], f"{m['frio'] / m['base']:.1f}× la base"),
        ("refresco tras una ronda de una sala", m["refresco"][0],
         f"{m['refresco'][0] / m['base']:.1f}× la base; sin clasificar, {m['refresco'][1] * 1000:.0f} ms"),
    ], 38)
    if varias is not None:
        informe([(f"{a.partidas} partidas en frío y la del torneo", varias, f"{varias / m['frio']:.1f}× una partida")],
                38)
    veredicto("fusión en frío", m["frio"] * 1000, 1000, "ms", ".0f")
    veredicto("refresco tras una ronda de una sala", m["refresco"][0] * 1000, 100, "ms", ".0f")
    if not igual:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
