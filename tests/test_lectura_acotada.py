"""``planilla maestra`` y «Cargar una lista propia…» con lo que no es un fichero normal o es demasiado: un
dispositivo, una tubería, una carpeta, un fichero enorme, más comodines de los que tiene la edición. Se
rechaza enseguida con un mensaje claro, sin colgarse ni llenar la memoria.

La tubería y /dev/zero se prueban en otro proceso con un tiempo y una memoria máximos: antes se quedaba
esperando para siempre en ``open()`` o leía hasta agotar la memoria, y eso no debe llevarse por delante las
pruebas."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla.nucleo.juego import grafo as modulo_grafo
from app_planilla.nucleo.juego.comprobacion import _lineas
from app_planilla.nucleo.juego.ediciones import edicion
from app_planilla.nucleo.juego.grafo import ErrorGrafo, construir
from tests.ayuda import salir

VACIO = "#player1 a Ana\n#player2 b Bea\n#tile-distribution spanish\n"

# Cada caso, ``planilla maestra`` dentro de este proceso, con su estado y lo que dijo; y la lista de la
# ventana (``listas.cargar_archivo``, lo que usa «Cargar una lista propia…»).
GUION = r"""
import contextlib, io, json, resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
from app_planilla.cli import principal
from app_planilla import listas
from app_planilla.nucleo.errores import ErrorPlanilla
casos = json.loads(sys.argv[1])
resultado = {}
for nombre, argv in casos.items():
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            estado = principal(argv)
        except SystemExit as e:
            estado = e.code
    resultado[nombre] = [estado, err.getvalue()]
try:
    listas.cargar_archivo(sys.argv[2])
    resultado["ventana"] = [0, ""]
except ErrorPlanilla as e:
    resultado["ventana"] = [1, str(e)]
print(json.dumps(resultado))
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(), reason="sin tuberías ni /dev/zero")
def test_tuberia_dispositivo_carpeta_y_enorme_se_rechazan_enseguida(tmp_path: Path) -> None:
    tablero = tmp_path / "vacio.gcg"
    tablero.write_text(VACIO, encoding="utf-8")
    tuberia = tmp_path / "tuberia"
    os.mkfifo(tuberia)
    enorme = tmp_path / "enorme.txt"
    with open(enorme, "wb") as f:
        f.truncate(50 * 1024 * 1024)  # disperso: no ocupa disco
    comun = ["maestra", "--edicion", "es", "--datos", str(tmp_path / "datos"), "--atril", "AEIOSR?"]
    casos = {
        "cero": [*comun, "--tablero", str(tablero), "--lista", "/dev/zero"],
        "tuberia": [*comun, "--tablero", str(tablero), "--lista", str(tuberia)],
        "tablero_tuberia": [*comun, "--tablero", str(tuberia)],
        "tablero_cero": [*comun, "--tablero", "/dev/zero"],
        "carpeta": [*comun, "--tablero", str(tablero), "--lista", str(tmp_path)],
        "enorme": [*comun, "--tablero", str(tablero), "--lista", str(enorme)],
    }
    entorno = {**os.environ, "PLANILLA_IDIOMA": "es"}
    hecho = subprocess.run([sys.executable, "-c", GUION, json.dumps(casos), str(tuberia)], capture_output=True,
                           text=True, timeout=60, env=entorno, check=False)
    assert hecho.returncode == 0, hecho.stderr[-2000:]
    r = json.loads(hecho.stdout)
    dispositivo = ("planilla maestra: «/dev/zero» es un dispositivo, no un fichero: Planilla solo lee ficheros "
                   "normales.\n")
    assert r["cero"] == [1, dispositivo]
    assert r["tablero_cero"] == [1, dispositivo]
    fifo = f"«{tuberia}» es una tubería (FIFO), no un fichero: Planilla solo lee ficheros normales."
    assert r["tuberia"] == [1, f"planilla maestra: {fifo}\n"]
    assert r["tablero_tuberia"] == [1, f"planilla maestra: {fifo}\n"]
    assert r["ventana"] == [1, fifo]
    assert r["carpeta"] == [1, f"planilla maestra: «{tmp_path}» es una carpeta, no un fichero.\n"]
    assert r["enorme"] == [
        1, "planilla maestra: El fichero es demasiado grande para ser una lista de palabras (más de 16 MB).\n"]


def test_mas_comodines_de_los_que_tiene_la_edicion_y_demasiadas_jugadas(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tablero = tmp_path / "vacio.gcg"
    tablero.write_text(VACIO, encoding="utf-8")
    comun = ["maestra", "--tablero", str(tablero), "--datos", str(tmp_path)]
    # Antes: 27 s y 1,4 GB buscando con siete comodines en un tablero vacío.
    assert salir([*comun, "--edicion", "es", "--atril", "A???"]) == 1
    assert capsys.readouterr().err == "planilla maestra: El atril lleva 3 comodines y la edición solo tiene 2.\n"
    assert salir([*comun, "--edicion", "en", "--atril", "???????", "--tablero", "/no/existe.gcg"]) == 1
    assert "7 comodines y la edición solo tiene 2" in capsys.readouterr().err  # antes de leer nada
    assert salir([*comun, "--edicion", "es", "--atril", "AB", "--cuantas", "101"]) == 2
    assert capsys.readouterr().err == "planilla maestra: error de uso: --cuantas va de 1 a 100.\n"


def test_las_lineas_a_trozos_son_las_de_splitlines() -> None:
    texto = "uno\r\ndos\rtres\n\ncuatro\u2028cinco\x0bseis\r\n\r\nsiete\nocho"
    for trozo in range(1, len(texto) + 2):
        assert list(_lineas(texto, trozo)) == texto.splitlines(), trozo
    assert list(_lineas("", 3)) == []


def test_una_lista_cuyo_grafo_no_cabe_se_rechaza(monkeypatch: pytest.MonkeyPatch) -> None:
    palabras = ["casa", "caso", "cosa", "mesa", "misa", "rosa"]
    nodos = len(construir(palabras, edicion("es")).mascaras)
    monkeypatch.setattr(modulo_grafo, "MAX_NODOS", nodos)
    assert construir(palabras, edicion("es")).palabras == 6
    monkeypatch.setattr(modulo_grafo, "MAX_NODOS", nodos - 1)
    with pytest.raises(ErrorGrafo, match=r"^La lista es demasiado grande para buscar jugadas en ella"):
        construir(palabras, edicion("es"))
