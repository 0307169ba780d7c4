"""``planilla instalar-escritorio``: la entrada del menú de aplicaciones y el icono, para el usuario actual.

Sigue la especificación XDG: ``$XDG_DATA_HOME`` (o ``~/.local/share``) con ``applications/planilla.desktop`` e
``icons/hicolor/scalable/apps/planilla.svg``. La orden apunta a este mismo programa: el ejecutable del paquete
de PyInstaller o, instalado con pip, este Python con ``-m app_planilla``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from importlib.resources import files
from pathlib import Path

from app_planilla.cli.comun import suborden
from app_planilla.nucleo.idioma import _

# Los caracteres que obligan a poner un argumento de Exec entre comillas (especificación Desktop Entry).
_RESERVADOS = frozenset(" \t\n\"'\\><~|&;$*?#()`")


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    suborden(
        sub, "instalar-escritorio", _("añade Planilla al menú de aplicaciones (Linux)"),
        _(
            "Instala para el usuario actual la entrada de Planilla del menú de aplicaciones "
            "(~/.local/share/applications/planilla.desktop) y su icono, apuntando a este mismo programa."
        ),
        ejecutar,
    )


def ejecutar(args: argparse.Namespace) -> int:
    base = carpeta_datos_xdg()
    recursos = files("app_planilla.recursos")
    entrada = base / "applications" / "planilla.desktop"
    icono = base / "icons" / "hicolor" / "scalable" / "apps" / "planilla.svg"
    for ruta in (entrada, icono):
        ruta.parent.mkdir(parents=True, exist_ok=True)
    plantilla = recursos.joinpath("planilla.desktop").read_text(encoding="utf-8")
    exec_ = "Exec=" + " ".join(argumento_exec(a) for a in orden())
    entrada.write_text(re.sub(r"(?m)^Exec=.*$", lambda _coincidencia: exec_, plantilla), encoding="utf-8")
    icono.write_bytes(recursos.joinpath("iconos", "planilla.svg").read_bytes())
    print(_("Planilla está en el menú de aplicaciones: {entrada}").format(entrada=entrada))
    print(_("Icono: {icono}").format(icono=icono))
    return 0


def carpeta_datos_xdg() -> Path:
    """``$XDG_DATA_HOME`` si es una ruta absoluta (la especificación ignora las relativas); si no,
    ``~/.local/share``."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"


def orden() -> list[str]:
    """Cómo se abre este mismo Planilla desde el menú."""
    if getattr(sys, "frozen", False):
        return [sys.executable]  # el ejecutable del paquete de PyInstaller
    return [sys.executable, "-m", "app_planilla"]


def argumento_exec(argumento: str) -> str:
    """Un argumento de la clave Exec: entre comillas si lleva caracteres reservados (con ``"`` `` ` `` ``$`` y
    ``\\`` escapados dentro), ``%`` doblado, y las barras inversas dobladas otra vez por ser un valor de texto."""
    argumento = argumento.replace("%", "%%")
    if any(c in _RESERVADOS for c in argumento):
        argumento = '"' + re.sub(r'(["`$\\])', r"\\\1", argumento) + '"'
    return argumento.replace("\\", "\\\\")
