"""Bench: fusionar la carpeta de un torneo de 20 mesas × 7 rondas (unos 170 archivos, cada resultado con su GCG).

Casos medidos alternando en la misma ejecución (``comun.medianas_alternas``):

- base: leer los archivos de disco y decodificar su JSON (el suelo de cualquier fusión);
- en frío: leer la carpeta y fusionar sin caché (objetivo ≤ 1 s);
- refresco: un archivo nuevo en la carpeta, leer lo que cambió (por su firma) y fusionar con la caché de
  lecturas (objetivo ≤ 100 ms).

    .venv/bin/python bench/torneo.py [--repeticiones 15]
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

from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.fusion import Cache, fusionar
from app_planilla.nucleo.torneo.modelos import Emparejamiento, Jugador, Mesa, Resultado

MESAS, RONDAS = 20, 7
GCG = "".join(f">J: ABCDEFG {8 + n % 7}D PALABRA +{20 + n} {20 * n}\n" for n in range(30))


def preparar(raiz: Path) -> tuple[Path, c.Portatil, Path]:
    carpeta, director = raiz / "torneo", raiz / "director"
    t = c.crear(carpeta, director, nombre="Bench", clase="clasica", divisiones=("A",), rondas=RONDAS,
                reglas="fise")
    dp = c.leer_portatil(director, t.evento)
    assert dp is not None
    mesas = []
    for m in range(1, MESAS + 1):
        p, _s = c.unirse(carpeta, raiz / f"m{m}", m)
        mesas.append(p)
    for r in range(1, RONDAS + 1):
        emp = Emparejamiento("A", r, tuple(Mesa(m, (Jugador(2 * m - 1, f"J{2 * m - 1}"), Jugador(2 * m, f"J{2 * m}")))
                                           for m in range(1, MESAS + 1)))
        dp, _s = c.publicar(director, dp, carpeta, "emparejamientos", emp.a_datos())
        for m, p in enumerate(mesas, start=1):
            res = Resultado("A", r, m, (Jugador(2 * m - 1, ""), Jugador(2 * m, "")), (400 + r, 380 + m), 0, None, GCG)
            mesas[m - 1], _s = c.publicar(raiz / f"m{m}", p, carpeta, "resultado", res.a_datos())
    return carpeta, mesas[0], raiz / "m1"


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("--repeticiones", type=int, default=15)
    repeticiones = args.parse_args().repeticiones
    with tempfile.TemporaryDirectory() as tmp:
        carpeta, portatil, datos = preparar(Path(tmp))
        cache = Cache()
        leidos: dict[str, tuple[c.Firma, bytes]] = {}
        fusionar(*c.leer_carpeta(carpeta, leidos), cache)
        n_archivos = len(c.leer_carpeta(carpeta)[1])
        extra = [0]

        def base() -> float:
            t0 = time.perf_counter()
            _t, archivos = c.leer_carpeta(carpeta)
            for datos_ in archivos.values():
                json.loads(datos_)
            return time.perf_counter() - t0

        def frio() -> float:
            t0 = time.perf_counter()
            f = fusionar(*c.leer_carpeta(carpeta), Cache())
            assert len(f.partidas) == MESAS * RONDAS
            return time.perf_counter() - t0

        def refresco() -> float:
            nonlocal portatil
            extra[0] += 1
            res = Resultado("A", 1, 1, (Jugador(1, ""), Jugador(2, "")), (500 + extra[0], 380), 0, None, GCG)
            portatil, _s = c.publicar(datos, portatil, carpeta, "resultado", res.a_datos())
            t0 = time.perf_counter()
            f = fusionar(*c.leer_carpeta(carpeta, leidos), cache)
            assert f.partidas[0].resultado.puntos[0] == 500 + extra[0]
            return time.perf_counter() - t0

        m = medianas_alternas({"base": base, "frio": frio, "refresco": refresco}, repeticiones)
    print(f"Torneo de {MESAS} mesas × {RONDAS} rondas: {n_archivos} archivos")
    informe([
        ("leer y decodificar (base)", m["base"], "1×"),
        ("fusión en frío", m["frio"], f"{m['frio'] / m['base']:.1f}× la base"),
        ("refresco tras un archivo", m["refresco"], f"{m['refresco'] / m['base']:.1f}× la base"),
    ], 28)
    veredicto("fusión en frío", m["frio"] * 1000, 1000, "ms", ".0f")
    veredicto("refresco tras un archivo", m["refresco"] * 1000, 100, "ms", ".0f")


if __name__ == "__main__":
    main()
