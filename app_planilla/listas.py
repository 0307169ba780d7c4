"""Listas de palabras abiertas (Letterpress, CC0) guardadas como tries MARISA, y listas propias del club.

Fuera del núcleo porque usa ``marisa-trie``; la normalización y la comprobación viven en
``nucleo.comprobacion``.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import marisa_trie

from app_planilla.nucleo.juego.comprobacion import ErrorLista, leer_lista

MAX_BYTES_LISTA = 64 * 1024 * 1024

ORIGEN = (
    "Lista de Letterpress de Loren Brichter (dominio público, CC0 1.0), vía los paquetes "
    "an-array-of-spanish-words y an-array-of-english-words de Zeke Sikelianos (MIT)."
)


def cargar_incluida(codigo: str) -> marisa_trie.Trie:
    """La lista abierta de la edición ``es`` o ``en`` que viaja con la aplicación."""
    datos = files("app_planilla.recursos").joinpath("listas", f"letterpress-{codigo}.marisa").read_bytes()
    return marisa_trie.Trie().frombytes(datos)


def construir(palabras: list[str]) -> marisa_trie.Trie:
    return marisa_trie.Trie(palabras)


def cargar_archivo(ruta: str | Path) -> marisa_trie.Trie:
    """Una lista propia: UTF-8, una palabra por línea. Los problemas se explican con ``ErrorLista``."""
    ruta = Path(ruta)
    try:
        if ruta.stat().st_size > MAX_BYTES_LISTA:
            raise ErrorLista("El fichero es demasiado grande para ser una lista de palabras (más de 64 MB).")
        texto = ruta.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ErrorLista(f"«{ruta.name}» no está en UTF-8: guárdalo como texto UTF-8, una palabra por línea.") from None
    except IsADirectoryError:
        raise ErrorLista(f"«{ruta.name}» es una carpeta, no un fichero de lista.") from None
    except OSError as e:
        raise ErrorLista(f"No se puede leer «{ruta.name}»: {e.strerror}.") from None
    return construir(leer_lista(texto))
