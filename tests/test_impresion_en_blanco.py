"""Hojas en blanco y de control de fichas: se leen de vuelta y se comprueba su contenido."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pdfplumber
import pytest

from app_planilla.exportar.pdf.en_blanco import (
    hoja_control_fichas,
    planilla_clasica_en_blanco,
    planilla_duplicada_en_blanco,
)
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES


def _texto(ruta: Path) -> str:
    with pdfplumber.open(ruta) as pdf:
        assert len(pdf.pages) == 1
        return pdf.pages[0].extract_text() or ""


def _casillas(ruta: Path) -> list[tuple[float, float]]:
    """Rectángulos cuadrados pequeños sin relleno: las casillas para tachar."""
    with pdfplumber.open(ruta) as pdf:
        return [
            (r["x0"], r["top"])
            for r in pdf.pages[0].rects
            if 15 <= r["width"] <= 25 and abs(r["width"] - r["height"]) < 0.5 and not r["fill"]
        ]


@pytest.mark.parametrize("ed", [ESPANOL, INGLES], ids=["es", "en"])
@pytest.mark.parametrize("papel", ["a4", "carta"])
def test_control_de_fichas_una_casilla_por_ficha(tmp_path: Path, ed: object, papel: str) -> None:
    ruta = tmp_path / "control.pdf"
    assert hoja_control_fichas(ruta, ed, papel) == 100  # type: ignore[arg-type]
    casillas = _casillas(ruta)
    assert len(casillas) == 100 and len(set(casillas)) == 100
    texto = _texto(ruta)
    assert "Hoja de control de fichas" in texto and "Comodín" in texto
    if ed is ESPANOL:
        for letra in ("CH", "LL", "RR", "Ñ"):
            assert letra in texto.split()
        assert "K" not in texto.split() and "W" not in texto.split()
        assert "×12" in texto and "10 p." in texto


def test_control_de_fichas_agrupa_por_letra(tmp_path: Path) -> None:
    ruta = tmp_path / "control.pdf"
    hoja_control_fichas(ruta, ESPANOL)
    with pdfplumber.open(ruta) as pdf:
        pagina = pdf.pages[0]
        palabras = pagina.extract_words()
        a = next(w for w in palabras if w["text"] == "A")
        # La fila de la A tiene 12 casillas a su derecha, en dos filas de casillas.
        fila_a = [r for r in pagina.rects if abs(r["top"] - a["top"]) < 30 and r["x0"] > a["x1"] and r["x0"] < 300]
        assert len(fila_a) == 12


@pytest.mark.parametrize("participantes", [2, 3, 4])
def test_clasica_en_blanco(tmp_path: Path, participantes: int) -> None:
    ruta = tmp_path / "clasica.pdf"
    planilla_clasica_en_blanco(ruta, participantes)
    texto = _texto(ruta)
    assert "Planilla de partida clásica" in texto
    assert texto.count("Palabra") == participantes and texto.count("Coord.") == participantes
    assert f"{participantes}." in texto and f"{participantes + 1}." not in texto.split()[:40]
    assert "Atril" in texto and "Final" in texto


@pytest.mark.parametrize("participantes", [1, 4, 16])
def test_duplicada_en_blanco(tmp_path: Path, participantes: int) -> None:
    ruta = tmp_path / "duplicada.pdf"
    planilla_duplicada_en_blanco(ruta, participantes, "carta")
    texto = _texto(ruta)
    for rotulo in ("Ronda", "Jugada maestra", "Puntos", "Dif.", "%"):
        assert rotulo in texto
    assert f"P{participantes}" in texto and f"P{participantes + 1}" not in texto


def test_numero_de_participantes_imposible(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="2 a 4"):
        planilla_clasica_en_blanco(tmp_path / "x.pdf", 5)
    with pytest.raises(ValueError, match="1 a 16"):
        planilla_duplicada_en_blanco(tmp_path / "x.pdf", 0)


def test_la_hoja_en_blanco_no_carga_el_almacen_ni_las_partidas(tmp_path: Path) -> None:
    """``planilla imprimir control-fichas`` importa solo lo que la hoja necesita (así arranca deprisa)."""
    codigo = (
        "import sys\n"
        "from app_planilla.__main__ import main\n"
        f"assert main(['imprimir', 'control-fichas', '-o', {str(tmp_path / 'c.pdf')!r}]) == 0\n"
        "print(' '.join(m for m in sys.modules if m.startswith('app_planilla')))\n"
    )
    salida = subprocess.run([sys.executable, "-c", codigo], check=True, capture_output=True, text=True).stdout
    cargados = set(salida.split())
    assert "app_planilla.exportar.pdf.en_blanco" in cargados
    pesados = ["nucleo.almacen.almacen", "nucleo.modalidades", "nucleo.clasica.planilla", "nucleo.duplicada.planilla",
               "nucleo.juegos.tantrix", "exportar.gcg.archivos", "exportar.pdf.juegos"]
    assert not cargados & {f"app_planilla.{m}" for m in pesados}
