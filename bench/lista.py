"""Lista de palabras española: carga, consulta y memoria del trie incluido frente a un ``frozenset``.

Cada variante se mide en un proceso nuevo (la memoria es la diferencia de RSS). Objetivos: carga ≤ 0,5 s,
consulta ≤ 5 µs, ≤ 60 MB de memoria añadida.
"""

from __future__ import annotations

import json
import subprocess
import sys

CODIGO = r"""
import gzip, json, sys, time, timeit
from pathlib import Path

def rss():
    for linea in open("/proc/self/status"):
        if linea.startswith("VmRSS:"):
            return int(linea.split()[1]) * 1024
variante = sys.argv[1]
if variante == "trie":
    import marisa_trie
    from app_planilla.listas import cargar_incluida
    antes = rss(); t = time.perf_counter()
    lista = cargar_incluida("es")
else:
    origen = Path(sys.argv[2])
    antes = rss(); t = time.perf_counter()
    lista = frozenset(gzip.decompress(origen.read_bytes()).decode("utf-8").split("\n"))
carga = time.perf_counter() - t
memoria = rss() - antes
palabras = ["chorizos", "tortilla", "jamon", "zzzzq", "calle", "arbol", "xyzzy", "ñandu"]
n = 200_000
consulta = timeit.timeit(lambda: [p in lista for p in palabras], number=n // len(palabras)) / n
print(json.dumps({"carga": carga, "memoria": memoria, "consulta": consulta, "n": len(lista)}))
"""


def medir(variante: str) -> dict[str, float]:
    origen = "../shared/datos/listas/letterpress-es.txt.gz"
    r = subprocess.run([sys.executable, "-c", CODIGO, variante, origen], capture_output=True, text=True, check=True)
    return json.loads(r.stdout)  # type: ignore[no-any-return]


def main() -> None:
    trie, conjunto = medir("trie"), medir("set")
    print(f"lista española: {int(trie['n']):,} palabras".replace(",", "."))
    for nombre, m in (("trie MARISA (incluido)", trie), ("frozenset (línea base)", conjunto)):
        print(
            f"{nombre:24} carga {m['carga'] * 1000:7.1f} ms   consulta {m['consulta'] * 1e6:5.2f} µs"
            f"   memoria {m['memoria'] / 2**20:6.1f} MB"
        )
    print(
        f"razones trie/frozenset: carga {trie['carga'] / conjunto['carga']:.3f}×, "
        f"consulta {trie['consulta'] / conjunto['consulta']:.1f}×, memoria {trie['memoria'] / conjunto['memoria']:.3f}×"
    )
    ok = trie["carga"] <= 0.5 and trie["consulta"] <= 5e-6 and trie["memoria"] <= 60 * 2**20
    print(f"objetivos (≤ 0,5 s, ≤ 5 µs, ≤ 60 MB): {'sí' if ok else 'NO'}")


if __name__ == "__main__":
    main()
