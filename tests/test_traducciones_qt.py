"""Los catálogos de Qt de la interfaz en inglés (``recursos/locale/en/*.ts``): al día con el código (lo que
``pyside6-lupdate`` encuentra ya está en el catálogo), cada mensaje traducido con las mismas marcas que el
original (``%1``, ``%n``, ``{0}``) y el ``.qm`` compilado del ``.ts`` tal como está."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

RAIZ = Path(__file__).resolve().parent.parent
LOCALE = RAIZ / "recursos" / "locale" / "en"
UI = RAIZ / "app_planilla" / "ui"


def _fuentes_ui() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if "hojas" not in p.relative_to(UI).parts)


def _fuentes_hojas() -> list[Path]:
    return sorted((UI / "hojas").rglob("*.py"))


FUENTES: dict[str, Callable[[], list[Path]]] = {"ui.ts": _fuentes_ui, "hojas.ts": _fuentes_hojas}
"""De qué código sale cada catálogo: lo mismo que ``make traducciones``."""

CATALOGOS = sorted(LOCALE.glob("*.ts"))

@dataclass(frozen=True)
class Mensaje:
    contexto: str
    original: str
    comentario: str | None
    traducciones: tuple[str, ...]
    """Una, o una por forma de plural (``%n``)."""
    terminado: bool


def mensajes(ts: Path) -> list[Mensaje]:
    raiz = ET.parse(ts).getroot()
    lista = []
    for contexto in raiz.iter("context"):
        nombre = contexto.findtext("name") or ""
        for m in contexto.iter("message"):
            traduccion = m.find("translation")
            assert traduccion is not None
            formas = [f.text or "" for f in traduccion.iter("numerusform")]
            lista.append(Mensaje(nombre, m.findtext("source") or "", m.findtext("comment"),
                                 tuple(formas) if m.get("numerus") == "yes" else (traduccion.text or "",),
                                 traduccion.get("type") is None))
    return lista


MARCAS = re.compile(r"%(?:\d+|n)|\{[^{}]*\}")
"""Lo que se sustituye al mostrar el texto: ``%1``, ``%n`` (Qt) y ``{0}``, ``{nombre}`` (``str.format``)."""


def _marcas(texto: str) -> list[str]:
    return sorted(MARCAS.findall(texto))


def test_hay_un_catalogo_por_cada_parte_de_la_interfaz() -> None:
    assert {ts.name for ts in CATALOGOS} == set(FUENTES)


@pytest.mark.parametrize("ts", CATALOGOS, ids=lambda ts: ts.name)
def test_el_catalogo_esta_al_dia_con_el_codigo(ts: Path, tmp_path: Path) -> None:
    copia = tmp_path / ts.name
    shutil.copy(ts, copia)
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), "-silent", "-locations", "none", "-no-obsolete", "-source-language", "es",
                    "-target-language", "en", *map(str, FUENTES[ts.name]()), "-ts", str(copia)], check=True)
    antes = {(m.contexto, m.original, m.comentario): m for m in mensajes(ts)}
    despues = {(m.contexto, m.original, m.comentario): m for m in mensajes(copia)}
    assert sorted(set(despues) - set(antes)) == [], f"textos nuevos sin catálogo: make traducciones ({ts.name})"
    assert sorted(set(antes) - set(despues)) == [], f"textos que ya no están: make traducciones ({ts.name})"
    assert [k for k, m in despues.items() if m.terminado != antes[k].terminado] == []


@pytest.mark.parametrize("ts", CATALOGOS, ids=lambda ts: ts.name)
def test_cada_mensaje_traducido_con_las_mismas_marcas(ts: Path) -> None:
    lista = mensajes(ts)
    assert lista
    sin_terminar = [m.original for m in lista if not m.terminado]
    assert sin_terminar == [], f"{len(sin_terminar)} mensajes sin terminar en {ts.name}"
    vacios = [m.original for m in lista if not all(t.strip() for t in m.traducciones)]
    assert vacios == []
    distintas = []
    for m in lista:
        esperadas = _marcas(m.original)
        for i, t in enumerate(m.traducciones):
            # El singular de un plural puede decir «one» en vez de ``%n``.
            validas = [esperadas, [x for x in esperadas if x != "%n"]] if i == 0 and len(m.traducciones) > 1 \
                else [esperadas]
            if _marcas(t) not in validas:
                distintas.append((m.original, t))
    assert distintas == []


@pytest.mark.parametrize("ts", CATALOGOS, ids=lambda ts: ts.name)
def test_el_qm_traduce_lo_que_dice_el_ts(ts: Path) -> None:
    traductor = QTranslator()
    assert traductor.load(str(ts.with_suffix(".qm"))), f"falta {ts.with_suffix('.qm').name}: make traducciones"
    for m in mensajes(ts):
        if len(m.traducciones) == 1:
            esperado = m.traducciones[0] if m.terminado else ""
            assert traductor.translate(m.contexto, m.original, m.comentario) == esperado, m.original
        else:
            # Inglés: singular con 1, plural con cualquier otro número.
            for n, forma in ((1, m.traducciones[0]), (2, m.traducciones[1])):
                esperado = forma if m.terminado else ""
                assert traductor.translate(m.contexto, m.original, m.comentario, n) == esperado, m.original
