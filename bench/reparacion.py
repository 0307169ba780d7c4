"""Barrido del corpus de almacenes dañados (``tests/nucleo/corpus_danado.py``) con más semillas que la prueba:
por clase de daño, cuántos casos, cuántos fallos de ``reparar``, los eventos que tenía el almacén sano, los que
siguen legibles en el archivo dañado (su registro entero, y de ellos los que su partida puede guardar), los que
Planilla recupera y da por perdidos, y los que recupera SQLite (sus propias lecturas y ``.recover``).

Objetivo: ningún fallo, y Planilla nunca por debajo de SQLite ni de lo legible que su partida puede guardar.
``python bench/reparacion.py [SEMILLAS]``.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.nucleo.corpus_danado import DANOS, almacen_base, probar, utiles

COLUMNAS = ("daño", "casos", "fallos", "tenía", "legibles", "útiles", "Planilla", "perdidos", "SQLite", ".recover")


def main() -> int:
    semillas = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    inicio = time.monotonic()
    with tempfile.TemporaryDirectory() as temporal:
        base = Path(temporal) / "base"
        almacen_base(base)
        totales = [0] * (len(COLUMNAS) - 1)
        por_debajo = 0
        recover_sabe = True
        print(" ".join(f"{c:>22}" if i == 0 else f"{c:>9}" for i, c in enumerate(COLUMNAS)))
        for dano in DANOS:
            fila = [0] * (len(COLUMNAS) - 1)
            for semilla in range(semillas):
                r = probar(base, dano, semilla)
                recover_sabe = recover_sabe and r.recover is not None
                por_debajo += bool(r.faltan or utiles(r.legibles) - r.recuperados)
                valores = (1, r.error is not None, r.guardados, len(r.legibles), len(utiles(r.legibles)),
                           len(r.recuperados), r.informe_perdidos, len(r.ancla),
                           len(utiles(r.recover)) if r.recover is not None else 0)
                fila = [a + b for a, b in zip(fila, valores, strict=True)]
            totales = [a + b for a, b in zip(totales, fila, strict=True)]
            print(f"{dano:>22} " + " ".join(f"{v:>9}" for v in fila))
        print(f"{'total':>22} " + " ".join(f"{v:>9}" for v in totales))
    if not recover_sabe:
        print("(.recover: este sqlite3 no sabe hacerlo —sin sqlite_dbpage—; la columna SQLite son sus lecturas)")
    print(f"casos en los que Planilla recupera menos que SQLite o que lo legible: {por_debajo}; fallos: {totales[1]}; "
          f"{time.monotonic() - inicio:.0f} s")
    return 1 if por_debajo or totales[1] else 0


if __name__ == "__main__":
    raise SystemExit(main())
