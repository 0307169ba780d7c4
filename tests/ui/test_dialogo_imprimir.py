"""Diálogo «Imprimir»: elegir hoja, guardar el PDF (sin diálogo de ficheros) y abrirlo."""

from __future__ import annotations

from pathlib import Path

import pdfplumber

from app_planilla.ui.archivo.imprimir import HOJA_CLASICA, HOJA_CONTROL, HOJA_DUPLICADA, HOJA_PARTIDA, DialogoImprimir


def _texto(ruta: Path) -> str:
    with pdfplumber.open(ruta) as pdf:
        return pdf.pages[0].extract_text() or ""


def _dialogo(qtbot, ruta: Path, partida=None) -> tuple[DialogoImprimir, list[Path]]:
    d = DialogoImprimir(partida)
    qtbot.addWidget(d)
    abiertos: list[Path] = []
    d.pedir_ruta = lambda: str(ruta)
    d.abrir_pdf = abiertos.append
    return d, abiertos


def test_hoja_de_control_en_ingles(qtbot, tmp_path: Path) -> None:
    d, abiertos = _dialogo(qtbot, tmp_path / "fichas")
    d.hoja.setCurrentIndex(d.hoja.findData(HOJA_CONTROL))
    d.edicion.setCurrentIndex(d.edicion.findData("en"))
    assert d.edicion.isEnabled() and not d.participantes.isEnabled()
    d.guardar()
    assert abiertos == [tmp_path / "fichas.pdf"]
    assert "English" in _texto(tmp_path / "fichas.pdf")


def test_planillas_en_blanco_con_participantes(qtbot, tmp_path: Path) -> None:
    d, _ = _dialogo(qtbot, tmp_path / "clasica.pdf")
    d.hoja.setCurrentIndex(d.hoja.findData(HOJA_CLASICA))
    assert (d.participantes.minimum(), d.participantes.maximum()) == (2, 4)
    d.participantes.setValue(3)
    d.abrir.setChecked(False)
    d.guardar()
    assert _texto(tmp_path / "clasica.pdf").count("Palabra") == 3
    d2, _ = _dialogo(qtbot, tmp_path / "dup.pdf")
    d2.hoja.setCurrentIndex(d2.hoja.findData(HOJA_DUPLICADA))
    d2.participantes.setValue(10)
    d2.papel.setCurrentIndex(1)
    d2.guardar()
    assert "P10" in _texto(tmp_path / "dup.pdf")


def test_partida_en_curso_y_error_al_guardar(qtbot, tmp_path: Path) -> None:
    pedidas: list[tuple[Path, str]] = []
    d, _ = _dialogo(qtbot, tmp_path / "no" / "existe" / "p.pdf", lambda ruta, papel: pedidas.append((ruta, papel)))
    assert d.hoja.currentData() == HOJA_PARTIDA
    d.guardar()
    assert pedidas == [(tmp_path / "no" / "existe" / "p.pdf", "a4")]
    d.hoja.setCurrentIndex(d.hoja.findData(HOJA_CONTROL))
    d.guardar()
    assert "No se pudo guardar «p.pdf»" in d.error.text()
