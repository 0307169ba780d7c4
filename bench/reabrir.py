"""Bench: reabrir una partida de 1000 eventos (abrir el almacén, leer, comprobar y repasar el registro).

Se compara con una base medida en la misma ejecución: un SELECT pelado de las mismas filas. También
se mide cuánto tarda ``anadir`` (una transacción con fsync por evento).

    .venv/bin/python bench/reabrir.py [--eventos 1000] [--repeticiones 15]
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.errores import ErrorPlanilla

JUGADAS = ["H4 JAMON", "6F ZUMOS", "J6 SOL", "4H JAMONES", "8G TE"]


def partida_de(eventos: int) -> Planilla:
    """Una partida realista: jugadas sobre el tablero, a mano, pases, cambios, penalizaciones y deshacer."""
    p = Planilla(nueva_partida(["Ana", "Luis", "Eva", "Paz"]))
    for jugada in JUGADAS:
        try:
            p.sumar(*jugada.split())
        except ErrorPlanilla:
            p.pasar()
    i = 0
    while len(p.eventos) < eventos:
        i += 1
        resto = i % 10
        if resto in (0, 1, 2, 3):
            p.anotar(i % 90, "H4", "PALABRA")
        elif resto == 4:
            p.pasar()
        elif resto == 5:
            p.cambiar()
        elif resto == 6:
            p.penalizar(i % 4, 10, "impugnación fallida")
        elif resto == 7:
            p.deshacer()
        elif resto == 8:
            p.retirar_palabra("A1", "XYZ")
        else:
            p.anotar(7)
            if len(p.eventos) < eventos:
                p.retirar_ultima_jugada()
    return p


def medir(funcion: Callable[[], object], repeticiones: int) -> float:
    """Mediana en milisegundos."""
    tiempos = []
    for _ in range(repeticiones):
        t = time.perf_counter()
        funcion()
        tiempos.append((time.perf_counter() - t) * 1000)
    return statistics.median(tiempos)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--eventos", type=int, default=1000)
    ap.add_argument("--repeticiones", type=int, default=15)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as carpeta:
        planilla = partida_de(args.eventos)
        with Almacen(carpeta) as almacen:
            ident = almacen.importar(planilla)
            # Coste de guardar: una transacción confirmada (fsync) por evento.
            g = almacen.crear(nueva_partida(["Ana", "Luis"]))
            t = time.perf_counter()
            for _ in range(200):
                g.planilla.anotar(5)
            por_evento = (time.perf_counter() - t) * 1000 / 200
        ruta = Path(carpeta) / ARCHIVO

        def select_pelado() -> object:
            con = sqlite3.connect(ruta)
            filas = con.execute("SELECT numero, datos FROM eventos WHERE partida = ? ORDER BY numero", (ident,))
            resultado = filas.fetchall()
            con.close()
            return resultado

        def reabrir() -> object:
            with Almacen(carpeta) as a:
                return a.abrir(ident).planilla

        eventos = planilla.eventos

        def repasar() -> object:
            return Planilla.desde_eventos(eventos, leidos=True)

        assert len(select_pelado()) == args.eventos  # type: ignore[arg-type]
        base = medir(select_pelado, args.repeticiones)
        total = medir(reabrir, args.repeticiones)
        solo_repaso = medir(repasar, args.repeticiones)
    print(f"eventos: {args.eventos} (de ellos, {sum(e.tipo == 'anulacion' for e in eventos)} deshacer)")
    print(f"base, SELECT pelado de las mismas filas: {base:.1f} ms")
    print(f"reabrir (abrir almacén + leer + comprobar + repasar): {total:.1f} ms ({total / base:.1f}× la base)")
    print(f"  de ello, repasar el registro en memoria: {solo_repaso:.1f} ms")
    print(f"guardar un evento (transacción con fsync): {por_evento:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
