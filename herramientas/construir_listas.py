"""Construye los tries y los grafos de palabras de ``recursos/listas/`` a partir de las listas abiertas de
``../shared/datos/listas``.

Uso: ``.venv/bin/python herramientas/construir_listas.py``. Un trie MARISA ocupa menos que la lista en gzip,
se carga en milisegundos y responde en menos de un microsegundo; una prueba comprueba que coincide con
la lista de origen. El grafo (``.grafo``, ``nucleo.juego.grafo``) es el que recorre el buscador de jugadas
maestras; construirlo lleva unos segundos, por eso viaja hecho.
"""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import marisa_trie

from app_planilla.nucleo.juego.ediciones import edicion
from app_planilla.nucleo.juego.grafo import construir

RAIZ = Path(__file__).resolve().parent.parent
ORIGEN = RAIZ.parent / "shared" / "datos" / "listas"
DESTINO = RAIZ / "recursos" / "listas"


def main() -> None:
    DESTINO.mkdir(parents=True, exist_ok=True)
    for codigo in ("es", "en"):
        texto = gzip.decompress((ORIGEN / f"letterpress-{codigo}.txt.gz").read_bytes()).decode("utf-8")
        palabras = [p for p in texto.split("\n") if p]
        marisa_trie.Trie(palabras).save(str(DESTINO / f"letterpress-{codigo}.marisa"))
        grafo = construir(palabras, edicion(codigo))
        (DESTINO / f"letterpress-{codigo}.grafo").write_bytes(grafo.a_bytes())
        print(f"{codigo}: {len(palabras)} palabras, grafo de {len(grafo.mascaras)} nodos")
    for licencia in ("LICENSE-Words-CC0.txt", "LICENSE-an-array-of-words-MIT.txt"):
        shutil.copy(ORIGEN / licencia, DESTINO / licencia)


if __name__ == "__main__":
    main()
