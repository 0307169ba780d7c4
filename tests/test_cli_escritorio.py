"""``planilla instalar-escritorio``: la entrada del menú y el icono en las carpetas XDG del usuario."""

from __future__ import annotations

import configparser
import shlex
import sys
from importlib.resources import files
from pathlib import Path

import pytest

from tests.ayuda import salir


def _entrada(ruta: Path) -> configparser.SectionProxy:
    lector = configparser.ConfigParser(interpolation=None, strict=True)
    lector.optionxform = str  # type: ignore[assignment,method-assign]  # las claves distinguen mayúsculas
    lector.read_string(ruta.read_text(encoding="utf-8"))
    return lector["Desktop Entry"]


def test_instala_la_entrada_y_el_icono_en_xdg_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "casa"))
    assert salir(["instalar-escritorio"]) == 0
    escritorio = tmp_path / "xdg" / "applications" / "planilla.desktop"
    icono = tmp_path / "xdg" / "icons" / "hicolor" / "scalable" / "apps" / "planilla.svg"
    assert str(escritorio) in capsys.readouterr().out
    e = _entrada(escritorio)
    assert (e["Type"], e["Name"], e["Icon"], e["Terminal"]) == ("Application", "Planilla", "planilla", "false")
    # La orden abre este mismo Planilla (aquí, este Python con -m app_planilla), con su ruta entera.
    assert shlex.split(e["Exec"]) == [sys.executable, "-m", "app_planilla"]
    assert icono.read_bytes() == files("app_planilla.recursos").joinpath("iconos", "planilla.svg").read_bytes()
    assert not (tmp_path / "casa").exists()
    # Otra vez: se sustituye, sin errores.
    assert salir(["instalar-escritorio"]) == 0
    assert _entrada(escritorio)["Exec"] == e["Exec"]


@pytest.mark.parametrize("xdg", [None, "", "relativa/datos"])
def test_sin_xdg_data_home_absoluta_va_a_local_share(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, xdg: str | None
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    if xdg is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
    assert salir(["instalar-escritorio"]) == 0
    assert (tmp_path / ".local" / "share" / "applications" / "planilla.desktop").is_file()
    assert (tmp_path / ".local" / "share" / "icons" / "hicolor" / "scalable" / "apps" / "planilla.svg").is_file()
    assert not (tmp_path / "relativa").exists()


def test_el_paquete_apunta_a_su_ejecutable_y_las_rutas_raras_van_entre_comillas(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    raro = '/opt/mi "club"/$HOME/100%/a\\b/planilla'
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", raro)
    assert salir(["instalar-escritorio"]) == 0
    texto = (tmp_path / "applications" / "planilla.desktop").read_text(encoding="utf-8")
    # Comillas, \" \$ y \\ dentro, % doblado, y cada barra inversa doblada otra vez (valor de texto).
    assert 'Exec="/opt/mi \\\\"club\\\\"/\\\\$HOME/100%%/a\\\\\\\\b/planilla"\n' in texto
    assert texto.count("Exec=") == 1


def test_una_carpeta_que_no_se_puede_crear_se_cuenta_sin_traza(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    archivo = tmp_path / "no-es-carpeta"
    archivo.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(archivo))
    assert salir(["instalar-escritorio"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("planilla instalar-escritorio: no se puede usar «") and "Traceback" not in err
