"""Ninguna traza llega a quien usa la línea de órdenes: salida cerrada, disco lleno, números enormes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla.__main__ import main
from app_planilla.cli import principal
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida

ENORME = "1180591620717411303424"


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        a.crear(nueva_partida(["Ana", "Bea"]))
    return carpeta


def _planilla(*args: str, stdout: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app_planilla", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        timeout=60,
        env={**os.environ, "PLANILLA_DATOS": ""},
    )


@pytest.mark.parametrize("formato", ["json", "texto"])
def test_salida_cerrada_sin_traza(datos: Path, formato: str) -> None:
    """``planilla exportar … | head -c0``: quien lee ya se fue antes de que se escriba nada."""
    lectura, escritura = os.pipe()
    os.close(lectura)  # nadie leerá: la primera escritura da EPIPE, siempre
    try:
        r = _planilla("exportar", "--datos", str(datos), "--formato", formato, stdout=escritura)
    finally:
        os.close(escritura)
    assert r.returncode == 1
    assert r.stderr == ""


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="hace falta /dev/full (Linux)")
@pytest.mark.parametrize(
    "args",
    [["exportar", "--formato", "json"], ["exportar", "--formato", "texto"], ["puntuar", "H4", "JAMON"]],
)
def test_disco_lleno_en_la_salida(datos: Path, args: list[str]) -> None:
    if args[0] == "exportar":
        args = [*args, "--datos", str(datos)]
    with open("/dev/full", "w") as lleno:
        r = _planilla(*args, stdout=lleno.fileno())
    assert r.returncode == 1
    assert r.stderr == f"planilla {args[0]}: no se puede escribir la salida: el disco está lleno.\n"


@pytest.mark.parametrize(("orden", "extra"), [("exportar", ["--formato", "json"]), ("imprimir", ["partida", "-o"])])
def test_numero_de_partida_enorme(
    datos: Path, tmp_path: Path, orden: str, extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    if orden == "imprimir":
        extra = [*extra, str(tmp_path / "p.pdf")]
    assert principal([orden, "--datos", str(datos), "--partida", ENORME, *extra]) == 1
    assert capsys.readouterr().err == f"planilla {orden}: No existe la partida {ENORME}.\n"
    assert principal([orden, "--datos", str(datos), "--partida", "-" + ENORME, *extra]) == 1
    assert not (tmp_path / "p.pdf").exists()


def test_un_error_inesperado_se_cuenta_en_una_linea(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def fallar(_args: object) -> int:
        raise RuntimeError("algo que nadie previó")

    from app_planilla.cli import puntuar

    monkeypatch.setattr(puntuar, "ejecutar", fallar)
    assert main(["puntuar", "H4", "JAMON"]) == 1
    assert capsys.readouterr().err == "planilla: error inesperado (RuntimeError: algo que nadie previó).\n"


def test_ctrl_c_sin_traza(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def interrumpir(_args: object) -> int:
        raise KeyboardInterrupt

    from app_planilla.cli import puntuar

    monkeypatch.setattr(puntuar, "ejecutar", interrumpir)
    assert main(["puntuar", "H4", "JAMON"]) == 130
    assert "Traceback" not in capsys.readouterr().err


def test_imprimir_en_un_disco_lleno_lo_dice_en_espanol(datos: Path) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("hace falta /dev/full (Linux)")
    r = _planilla("imprimir", "partida", "--datos", str(datos), "-o", "/dev/full", stdout=subprocess.PIPE)
    assert r.returncode == 1
    assert r.stderr == "planilla imprimir: no se puede escribir «/dev/full»: el disco está lleno.\n"
