"""Reglas de la casa comprobadas: el núcleo no importa Qt y los recursos se empaquetan en la rueda."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

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


def _lint_imports(raiz: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` con los contratos de ``pyproject.toml`` sobre el paquete que haya en ``raiz``."""
    programa = Path(sys.executable).with_name("lint-imports")
    entorno = {**os.environ, "PYTHONPATH": str(raiz)}
    return subprocess.run(
        [str(programa), "--config", str(RAIZ / "pyproject.toml"), "--no-cache"],
        capture_output=True, text=True, timeout=300, cwd=raiz, env=entorno,
    )


def test_los_contratos_de_importacion_se_cumplen() -> None:
    r = _lint_imports(RAIZ)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize(
    ("modulo", "importacion", "contrato"),
    [
        ("nucleo/juego/fichas.py", "import PySide6.QtCore", "El núcleo solo usa la biblioteca estándar"),
        ("nucleo/clasica/planilla.py", "from app_planilla.exportar import gcg", "El núcleo solo usa la biblioteca"),
        ("exportar/pdf/comun.py", "from app_planilla.ui import ventana", "Exportar (PDF, GCG, JSON) lee solo"),
        ("cli/puntuar.py", "from app_planilla.ui import aplicacion", "La línea de órdenes no carga Qt"),
    ],
)
def test_un_contrato_roto_se_detecta(tmp_path: Path, modulo: str, importacion: str, contrato: str) -> None:
    """Una importación prohibida en una copia del paquete hace fallar ``lint-imports`` con su contrato."""
    copia = tmp_path / "app_planilla"
    shutil.copytree(RAIZ / "app_planilla", copia, ignore=shutil.ignore_patterns("__pycache__"))
    archivo = copia / modulo
    archivo.write_text(archivo.read_text(encoding="utf-8") + f"\n{importacion}\n", encoding="utf-8")
    r = _lint_imports(tmp_path)
    assert r.returncode != 0
    assert f"{contrato}" in r.stdout and "BROKEN" in r.stdout, r.stdout
