"""Construye los tries de ``recursos/listas/`` a partir de las listas abiertas de ``../shared/datos/listas``.

Uso: ``.venv/bin/python herramientas/construir_listas.py``. Un trie MARISA ocupa menos que la lista en gzip,
se carga en milisegundos y responde en menos de un microsegundo; una prueba comprueba que coincide con
la lista de origen.
"""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import marisa_trie

RAIZ = Path(__file__).resolve().parent.parent
ORIGEN = RAIZ.parent / "shared" / "datos" / "listas"
DESTINO = RAIZ / "recursos" / "listas"


def main() -> None:
    DESTINO.mkdir(parents=True, exist_ok=True)
    for codigo in ("es", "en"):
        texto = gzip.decompress((ORIGEN / f"letterpress-{codigo}.txt.gz").read_bytes()).decode("utf-8")
        palabras = [p for p in texto.split("\n") if p]
        marisa_trie.Trie(palabras).save(str(DESTINO / f"letterpress-{codigo}.marisa"))
        print(f"{codigo}: {len(palabras)} palabras")
    for licencia in ("LICENSE-Words-CC0.txt", "LICENSE-an-array-of-words-MIT.txt"):
        shutil.copy(ORIGEN / licencia, DESTINO / licencia)


if __name__ == "__main__":
    main()
