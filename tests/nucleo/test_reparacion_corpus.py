"""Reparar un corpus de almacenes dañados (``corpus_danado``: 21 clases de daño, con semilla) sin fallar nunca,
recuperando al menos lo que recupera SQLite (``.recover`` del intérprete ``sqlite3`` si sabe hacerlo, y sus
propias lecturas) y contando lo perdido sin pasarse de lo que tenía el archivo. Un barrido con más semillas:
``herramientas/corpus_reparacion.py``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.nucleo.corpus_danado import DANOS, Resultado, almacen_base, probar, utiles

FISICOS_SIN_SQLITE = {"cabecera", "paginas_cambiadas", "interior", "wal_danado", "wal_cortado"}
"""Daños en los que SQLite pierde partidas enteras y el texto de cada evento sigue en el archivo: Planilla los
recupera todos (los que su partida puede guardar)."""

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
    if dano in FISICOS_SIN_SQLITE:
        assert utiles(r.legibles) <= r.recuperados
