"""Reparar un corpus de almacenes dañados (``corpus_danado``: 21 clases de daño, con semilla) sin fallar nunca,
recuperando al menos lo que recupera SQLite (``.recover`` del intérprete ``sqlite3`` si sabe hacerlo, y sus
propias lecturas) y contando lo perdido sin pasarse de lo que tenía el archivo.

Y un ancla que no depende de SQLite: cada evento cuyo registro (clave y texto) sigue entero en algún byte del
archivo o de su ``-wal`` se recupera (si su partida puede guardarlo: sin huecos delante). Es lo más que podría
sacar cualquier recuperación página a página, ``.recover`` incluido. Un barrido con más semillas:
``bench/reparacion.py``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.nucleo.corpus_danado import DANOS, Resultado, almacen_base, probar, utiles

CASOS = [(d, 0) for d in DANOS] + [(d, 1) for d in ("bytes_al_azar", "bits", "interior", "cortar_a_media_pagina",
                                                    "wal_danado", "mezcla", "mezcla_con_sql")]


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    assert shutil.which("sqlite3"), "hace falta el intérprete sqlite3 (Debian: apt install sqlite3; ver .ci/run)"
    carpeta = tmp_path_factory.mktemp("corpus") / "base"
    almacen_base(carpeta)
    return carpeta


@pytest.mark.parametrize(("dano", "semilla"), CASOS)
def test_reparar_un_almacen_danado(base: Path, dano: str, semilla: int) -> None:
    r: Resultado = probar(base, dano, semilla)
    assert r.error is None
    assert not r.faltan, sorted(r.faltan)[:5]
    if r.recover is not None:
        assert utiles(r.recover) <= r.recuperados
    assert r.informe_eventos == len(r.recuperados)
    # Nunca más perdidos de los que tenía el archivo; exacto si SQLite lo lee entero.
    assert r.informe_eventos + r.informe_perdidos <= r.guardados
    if not r.al_menos:
        assert r.informe_eventos + r.informe_perdidos == len(r.sqlite)
    assert utiles(r.legibles) <= r.recuperados
