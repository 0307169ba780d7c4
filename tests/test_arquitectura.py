"""Reglas de la casa comprobadas: el núcleo no importa Qt y los recursos se empaquetan en la rueda."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import grimp
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


def _pip(orden: str, *argumentos: str) -> str:
    """``pip orden -q argumentos`` con el pip de este intérprete; devuelve lo que escribió en la salida de errores
    (ahí van los avisos de setuptools)."""
    orden_entera = [sys.executable, "-m", "pip", orden, "-q", *argumentos]
    return subprocess.run(orden_entera, check=True, capture_output=True, text=True, timeout=300).stderr


def test_la_rueda_lleva_los_recursos_y_se_leen_instalada(tmp_path: Path) -> None:
    avisos = _pip("wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path), str(RAIZ))
    # Sin avisos de setuptools: ni la licencia como tabla ni carpetas de recursos que faltan en los paquetes.
    for aviso in ("Deprecat", "deprecat", "BuildBackendWarning", "absent from the `packages`"):
        assert aviso not in avisos, avisos
    (rueda,) = tmp_path.glob("app_planilla-*.whl")
    with zipfile.ZipFile(rueda) as z:
        nombres = z.namelist()
    assert "app_planilla/recursos/iconos/planilla.svg" in nombres
    assert "app_planilla/recursos/listas/letterpress-es.marisa" in nombres
    assert "app_planilla/recursos/listas/letterpress-es.grafo" in nombres
    assert "app_planilla/recursos/sonidos/tiempo.wav" in nombres
    assert "app_planilla/recursos/planilla.desktop" in nombres  # la usa planilla instalar-escritorio
    assert "app_planilla/recursos/fuentes/DejaVuSans.ttf" in nombres
    assert "app_planilla/recursos/fuentes/LICENSE-DejaVu.txt" in nombres
    assert "app_planilla/recursos/locale/en/LC_MESSAGES/nucleo.mo" in nombres
    assert "app_planilla/recursos/locale/en/ui.qm" in nombres and "app_planilla/recursos/locale/es/teclas.qm" in nombres
    # Todos los módulos del proyecto van en la rueda (una lista de paquetes incompleta los perdería).
    fuentes = {p.relative_to(RAIZ).as_posix() for p in (RAIZ / "app_planilla").rglob("*.py")}
    assert fuentes <= set(nombres), sorted(fuentes - set(nombres))
    entorno = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(entorno)
    python = entorno / "bin" / "python"
    # Sin pip en el entorno nuevo: se instala con el pip de este intérprete apuntando a su prefijo.
    _pip("install", "--no-deps", "--ignore-installed", "--prefix", str(entorno), str(rueda))
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
        # También bajo TYPE_CHECKING (una hoja que necesita un tipo de otra recibe un ``Protocol``).
        ("ui/hojas/duplicada/hoja.py", "if TYPE_CHECKING:\n    from app_planilla.ui.hojas.clasica import hoja",
         "Las hojas no se conocen entre sí"),
        ("ui/hojas/juegos/tantrix.py", "from app_planilla.ui.hojas.duplicada import modelo",
         "Las hojas no se conocen entre sí"),
        ("ui/hojas/clasica/operaciones.py", "from app_planilla.ui import ventana",
         "Las hojas no conocen la ventana ni la raíz de composición"),
        ("ui/hojas/juegos/hoja.py", "from app_planilla.ui import aplicacion",
         "Las hojas no conocen la ventana ni la raíz de composición"),
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


def _ciclos(grafo: grimp.ImportGraph) -> list[list[str]]:
    """Los ciclos de importación entre módulos: cada componente fuertemente conexa de más de un módulo."""
    indice: dict[str, int] = {}
    bajo: dict[str, int] = {}
    pila: list[str] = []
    en_pila: set[str] = set()
    ciclos: list[list[str]] = []

    def visitar(modulo: str) -> None:  # Tarjan
        indice[modulo] = bajo[modulo] = len(indice)
        pila.append(modulo)
        en_pila.add(modulo)
        for otro in grafo.find_modules_directly_imported_by(modulo):
            if otro not in indice:
                visitar(otro)
                bajo[modulo] = min(bajo[modulo], bajo[otro])
            elif otro in en_pila:
                bajo[modulo] = min(bajo[modulo], indice[otro])
        if bajo[modulo] == indice[modulo]:
            componente = []
            while True:
                otro = pila.pop()
                en_pila.discard(otro)
                componente.append(otro)
                if otro == modulo:
                    break
            if len(componente) > 1:
                ciclos.append(sorted(componente))

    for modulo in sorted(grafo.modules):
        if modulo not in indice:
            visitar(modulo)
    return ciclos


def ciclos_del_paquete() -> list[list[str]]:
    # Cuenta también lo importado bajo ``TYPE_CHECKING`` y dentro de funciones (grimp lo incluye siempre).
    return _ciclos(grimp.build_graph("app_planilla", include_external_packages=False, cache_dir=None))


def test_no_hay_ciclos_de_importacion() -> None:
    ciclos = ciclos_del_paquete()
    assert not ciclos, "ciclos de importación: " + "; ".join(" ↔ ".join(c) for c in ciclos)


def test_un_ciclo_bajo_type_checking_se_detecta(tmp_path: Path) -> None:
    """La comprobación de ciclos falla con una importación de vuelta, aunque sea solo para tipos."""
    copia = tmp_path / "app_planilla"
    shutil.copytree(RAIZ / "app_planilla", copia, ignore=shutil.ignore_patterns("__pycache__"))
    archivo = copia / "ui" / "tablero" / "vista.py"
    archivo.write_text(archivo.read_text(encoding="utf-8")
                       + "\nif TYPE_CHECKING:\n    from app_planilla.ui.ventana import VentanaPrincipal\n",
                       encoding="utf-8")
    # En otro proceso: este ya tiene importado el paquete de verdad.
    codigo = (
        f"import sys; sys.path[:0] = [{str(tmp_path)!r}, {str(RAIZ)!r}]\n"
        "from tests.test_arquitectura import ciclos_del_paquete\n"
        "print(ciclos_del_paquete())\n"
    )
    r = subprocess.run([sys.executable, "-c", codigo], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "'app_planilla.ui.tablero.vista'" in r.stdout and "'app_planilla.ui.ventana'" in r.stdout, r.stdout
