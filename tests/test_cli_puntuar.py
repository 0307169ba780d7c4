"""``planilla puntuar`` como lo usaría alguien desde la terminal."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla.__main__ import main


def _planilla(*args: str, entrada: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app_planilla", *args],
        input=entrada,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def test_json_exacto_como_en_el_issue() -> None:
    r = _planilla("puntuar", "--json", "H4", "JAMÓN")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == {
        "edicion": "es",
        "jugadas": [
            {
                "coordenada": "H4",
                "palabra": "JAMON",
                "puntos": 44,
                "fichas_nuevas": 5,
                "premio": 0,
                "palabras": [{"palabra": "JAMON", "puntos": 44, "cuenta": "(8×2 + 1 + 3 + 1 + 1) × 2 = 44"}],
            }
        ],
        "total": 44,
    }


def test_texto_con_varias_jugadas_y_premio(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puntuar", "H4", "JAMON", "6F", "ZU.OS"]) == 0
    salida = capsys.readouterr().out
    assert "H4 JAMON: 44 puntos" in salida and "6F ZUMOS: 38 puntos" in salida and "Total: 82 puntos" in salida
    assert main(["puntuar", "H5", "TORTILLA"]) == 0
    assert "+50 por colocar las siete fichas" in capsys.readouterr().out


def test_archivo_con_comentarios(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archivo = tmp_path / "jugadas.txt"
    archivo.write_text("# apertura\nH4 JAMON\n\n6F ZU.OS  # cruza la M\n", encoding="utf-8")
    assert main(["puntuar", "--json", "--archivo", str(archivo)]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 82


def test_archivo_desde_la_entrada_estandar() -> None:
    r = _planilla("puntuar", "--json", "--archivo", "-", entrada="H4 JAMON\n6F ZU.OS\n")
    assert r.returncode == 0 and json.loads(r.stdout)["total"] == 82


def test_comodin_en_minuscula_y_edicion_inglesa(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puntuar", "--json", "--edicion", "en", "H8", "QuIZ"]) == 0
    jugada = json.loads(capsys.readouterr().out)["jugadas"][0]
    assert jugada["palabra"] == "QuIZ" and jugada["puntos"] == 42


def test_jugada_invalida_estado_1_y_sin_json() -> None:
    r = _planilla("puntuar", "--json", "H4", "JAMON", "A1", "SOL")
    assert r.returncode == 1
    assert r.stdout == ""
    lineas = r.stderr.strip().splitlines()
    assert len(lineas) == 1
    assert "jugada 2 (A1 SOL)" in lineas[0] and "tocar alguna ficha" in lineas[0]
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize(
    ("args", "mensaje"),
    [(["H4", "JAM0N"], "«0» es un número"), (["Z9", "SOL"], "no es una coordenada")],
)
def test_entrada_mala_mensaje_claro(args: list[str], mensaje: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puntuar", *args]) == 1
    assert mensaje in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ["puntuar", "H4"],
        ["puntuar"],
        ["puntuar", "--edicion", "fr", "H4", "SOL"],
        ["puntuar", "--archivo", "/no/existe"],
    ],
)
def test_errores_de_uso_estado_2(args: list[str]) -> None:
    r = _planilla(*args)
    assert r.returncode == 2, r.stderr
    assert r.stdout == "" and "Traceback" not in r.stderr


def test_aviso_de_k_en_espanol() -> None:
    r = _planilla("puntuar", "H8", "KIWI")
    assert r.returncode == 0
    assert "La K no existe en la edición española" in r.stderr


def test_version() -> None:
    r = _planilla("--version")
    assert r.returncode == 0 and r.stdout.startswith("planilla ")
