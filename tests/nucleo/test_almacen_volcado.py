"""Un ``kill -9`` y luego copiar solo «planilla.sqlite3» (sin su ``-wal``): el archivo principal lleva todo salvo
las últimas jugadas, porque SQLite vuelca el ``-wal`` cada pocas páginas (``PAGINAS_POR_VOLCADO``)."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from app_planilla.nucleo.almacen.almacen import ARCHIVO

RAIZ = Path(__file__).resolve().parents[2]
JUGADAS = 150

HIJO = r"""
import sys
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida

almacen = Almacen(sys.argv[1])
partida = almacen.crear(nueva_partida(["Ana", "Luis"]))
for i in range(int(sys.argv[2])):
    partida.planilla.anotar(i + 1)
print("hecho", flush=True)
sys.stdin.read()
"""


def test_copiar_solo_el_archivo_principal_tras_un_kill_9_pierde_a_lo_sumo_las_ultimas_jugadas(
    tmp_path: Path,
) -> None:
    datos = tmp_path / "datos"
    hijo = subprocess.Popen(
        [sys.executable, "-c", HIJO, str(datos), str(JUGADAS)],
        cwd=RAIZ, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert hijo.stdout is not None
        assert hijo.stdout.readline() == "hecho\n"
        os.kill(hijo.pid, signal.SIGKILL)
    finally:
        hijo.wait()
    assert (datos / f"{ARCHIVO}-wal").stat().st_size > 0  # sin volcar del todo: hay algo en el -wal
    copia = tmp_path / "copia"
    copia.mkdir()
    shutil.copyfile(datos / ARCHIVO, copia / ARCHIVO)
    con = sqlite3.connect(copia / ARCHIVO)
    try:
        eventos = con.execute("SELECT count(*) FROM eventos").fetchone()[0]
    finally:
        con.close()
    # 1 de inicio + JUGADAS anotadas; con el volcado de SQLite por omisión (1000 páginas) no quedaba ninguna.
    assert JUGADAS + 1 - eventos <= 8, eventos
