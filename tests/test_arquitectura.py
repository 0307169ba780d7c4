"""Reglas de la casa comprobadas: el núcleo no importa Qt y los recursos se empaquetan en la rueda."""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent


def test_el_nucleo_no_importa_qt() -> None:
    codigo = (
        "import sys, pkgutil, importlib, app_planilla.nucleo as n\n"
        "for m in pkgutil.walk_packages(n.__path__, 'app_planilla.nucleo.'): importlib.import_module(m.name)\n"
        "malos = sorted(k for k in sys.modules if k.split('.')[0] in ('PySide6', 'shiboken6', 'platformdirs'))\n"
        "print(','.join(malos))\n"
    )
    r = subprocess.run([sys.executable, "-c", codigo], capture_output=True, text=True, check=True, timeout=60)
    assert r.stdout.strip() == ""


def test_recursos_desde_la_instalacion_editable() -> None:
    from importlib.resources import files

    icono = files("app_planilla.recursos").joinpath("iconos", "planilla.svg")
    assert icono.read_text(encoding="utf-8").lstrip().startswith("<")


def test_la_rueda_lleva_los_recursos_y_se_leen_instalada(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(RAIZ),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (rueda,) = tmp_path.glob("app_planilla-*.whl")
    with zipfile.ZipFile(rueda) as z:
        nombres = z.namelist()
    assert "app_planilla/recursos/iconos/planilla.svg" in nombres
    assert "app_planilla/recursos/listas/letterpress-es.marisa" in nombres
    assert "app_planilla/recursos/sonidos/tiempo.wav" in nombres
    assert "app_planilla/recursos/fuentes/DejaVuSans.ttf" in nombres
    assert "app_planilla/recursos/fuentes/LICENSE-DejaVu.txt" in nombres
    # Todos los módulos del proyecto van en la rueda (una lista de paquetes incompleta los perdería).
    fuentes = {p.relative_to(RAIZ).as_posix() for p in (RAIZ / "app_planilla").rglob("*.py")}
    assert fuentes <= set(nombres), sorted(fuentes - set(nombres))
    entorno = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(entorno)
    python = entorno / "bin" / "python"
    # Sin pip en el entorno nuevo: se instala con el pip de este intérprete apuntando a su prefijo.
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--ignore-installed",
            "-q",
            "--prefix",
            str(entorno),
            str(rueda),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    codigo = (
        "from importlib.resources import files\n"
        "import app_planilla\n"
        "assert 'site-packages' in app_planilla.__file__, app_planilla.__file__\n"
        "print(files('app_planilla.recursos').joinpath('iconos', 'planilla.svg').read_text()[:5])\n"
    )
    r = subprocess.run([str(python), "-I", "-c", codigo], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("<")
