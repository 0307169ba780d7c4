"""Antes de cargar Qt, ``planilla`` mira si falta ``libxcb-cursor.so.0`` (Qt 6.5+ la necesita con X11 y muchos
escritorios Debian y Ubuntu no la traen) y lo dice en una frase, en vez del largo aborto de Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla import __main__ as principal


@pytest.fixture
def x11(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """Linux con X11, sin QT_QPA_PLATFORM y sin la biblioteca."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    for variable in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        monkeypatch.delenv(variable, raising=False)
    buscadas: list[str] = []
    monkeypatch.setattr(principal, "biblioteca_disponible", lambda nombre: buscadas.append(nombre) or False)
    return monkeypatch


def test_sin_la_biblioteca_lo_dice_en_una_frase_y_no_abre_la_ventana(
    x11: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_abrir(args: object) -> int:
        raise AssertionError("no debía abrir la ventana")

    x11.setattr("app_planilla.ui.aplicacion.ejecutar", no_abrir)
    assert principal.main([]) == 1
    err = capsys.readouterr().err
    assert err == ("planilla: para abrir la ventana falta la biblioteca libxcb-cursor.so.0; "
                   "instálela con «sudo apt install libxcb-cursor0».\n")


@pytest.mark.parametrize(("variables", "falta"), [
    ({}, True),
    ({"QT_QPA_PLATFORM": "xcb"}, True),
    ({"QT_QPA_PLATFORM": "xcb;wayland"}, True),
    ({"QT_QPA_PLATFORM": "offscreen"}, False),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, False),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, False),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, True),
    ({"DISPLAY": ""}, False),
])
def test_solo_se_mira_si_qt_usaria_xcb(x11: pytest.MonkeyPatch, variables: dict[str, str], falta: bool) -> None:
    for variable, valor in variables.items():
        x11.setenv(variable, valor)
    assert principal.falta_xcb_cursor() is falta


def test_fuera_de_linux_no_se_mira(x11: pytest.MonkeyPatch) -> None:
    x11.setattr(sys, "platform", "win32")
    assert principal.falta_xcb_cursor() is False


def test_con_la_biblioteca_no_falta(x11: pytest.MonkeyPatch) -> None:
    x11.setattr(principal, "biblioteca_disponible", lambda nombre: nombre == "libxcb-cursor.so.0")
    assert principal.falta_xcb_cursor() is False


def test_la_busqueda_usa_el_cargador_dinamico() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("bibliotecas de Linux")
    assert principal.biblioteca_disponible("libc.so.6")
    assert not principal.biblioteca_disponible("libplanilla-no-existe.so.0")


def test_se_mira_antes_de_cargar_qt(tmp_path: Path) -> None:
    # En un proceso nuevo: el aviso sale sin que se haya importado nada de Qt.
    codigo = (
        "import sys\n"
        "from app_planilla import __main__ as m\n"
        "m.biblioteca_disponible = lambda nombre: False\n"
        "estado = m.main(['--datos', sys.argv[1]])\n"
        "print(estado, any(n.startswith(('PySide6', 'shiboken6')) for n in sys.modules))\n"
    )
    entorno = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    entorno["DISPLAY"] = ":99"
    r = subprocess.run([sys.executable, "-c", codigo, str(tmp_path)], capture_output=True, text=True, timeout=60,
                       env=entorno)
    if not sys.platform.startswith("linux"):
        pytest.skip("solo en Linux")
    assert r.stdout == "1 False\n", r.stderr
    assert "sudo apt install libxcb-cursor0" in r.stderr
    assert not any(tmp_path.iterdir())  # ni siquiera se abrió la carpeta de datos


def test_la_ventana_se_cierra_sola_al_arrancar_si_se_pide(tmp_path: Path) -> None:
    # Lo que usan la prueba del paquete y bench/paquete.py: abre la ventana sin pantalla, arranca del todo y sale.
    entorno = {**os.environ, "QT_QPA_PLATFORM": "offscreen", principal.SALIR_AL_ARRANCAR: "1",
               "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    r = subprocess.run([sys.executable, "-m", "app_planilla", "--datos", str(tmp_path / "datos")],
                       capture_output=True, text=True, timeout=60, env=entorno)
    assert r.returncode == 0, r.stderr
    # Arrancó del todo (el almacén de partidas se abre al montar las hojas) y guardó sus ajustes al cerrarse.
    assert (tmp_path / "datos" / "planilla.sqlite3").is_file()
    assert (tmp_path / "config" / "Planilla" / "Planilla.conf").is_file()
