"""Diálogo «Imprimir»: elegir hoja, guardar el PDF (sin diálogo de ficheros) y abrirlo."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QMessageBox

from app_planilla.ui.archivo.imprimir import (
    AJUSTE_PAPEL,
    HOJA_CLASICA,
    HOJA_CONTROL,
    HOJA_DUPLICADA,
    HOJA_PARTIDA,
    DialogoImprimir,
    papel_del_sistema,
)


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


def test_partida_en_curso_y_error_al_guardar(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LC_PAPER", "es_ES.UTF-8")  # A4, sea cual sea el país de la máquina
    pedidas: list[tuple[Path, str]] = []
    d, _ = _dialogo(qtbot, tmp_path / "no" / "existe" / "p.pdf", lambda ruta, papel: pedidas.append((ruta, papel)))
    assert d.hoja.currentData() == HOJA_PARTIDA
    d.guardar()
    assert pedidas == [(tmp_path / "no" / "existe" / "p.pdf", "a4")]
    d.hoja.setCurrentIndex(d.hoja.findData(HOJA_CONTROL))
    d.guardar()
    assert "No se pudo guardar «p.pdf»" in d.error.text()


@pytest.mark.parametrize(("lc_paper", "papel", "alto"), [("es_MX.UTF-8", "carta", 792), ("es_ES.UTF-8", "a4", 842),
                                                         ("en_US.UTF-8", "carta", 792)])
def test_el_papel_es_el_del_pais_del_sistema(qtbot, tmp_path: Path, monkeypatch, lc_paper, papel, alto) -> None:
    monkeypatch.setenv("LC_PAPER", lc_paper)
    assert papel_del_sistema() == papel
    ajustes = QSettings(str(tmp_path / "a.ini"), QSettings.Format.IniFormat)
    d = DialogoImprimir(None, ajustes=ajustes)
    qtbot.addWidget(d)
    assert d.papel.currentData() == papel
    d.pedir_ruta = lambda: str(tmp_path / "fichas.pdf")
    d.abrir.setChecked(False)
    d.guardar()
    with pdfplumber.open(tmp_path / "fichas.pdf") as pdf:
        assert round(pdf.pages[0].height) == alto
    assert ajustes.value(AJUSTE_PAPEL) is None  # no se eligió: sigue al país


def test_el_papel_elegido_se_recuerda(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LC_PAPER", "es_ES.UTF-8")
    ajustes = QSettings(str(tmp_path / "a.ini"), QSettings.Format.IniFormat)
    d = DialogoImprimir(None, ajustes=ajustes)
    qtbot.addWidget(d)
    d.papel.setCurrentIndex(d.papel.findData("carta"))
    d.papel.activated.emit(d.papel.currentIndex())  # como quien lo elige en la lista
    d.pedir_ruta = lambda: str(tmp_path / "fichas.pdf")
    d.abrir.setChecked(False)
    d.guardar()
    assert ajustes.value(AJUSTE_PAPEL) == "carta"
    otro = DialogoImprimir(None, ajustes=ajustes)
    qtbot.addWidget(otro)
    assert otro.papel.currentData() == "carta"


def test_sin_visor_de_pdf_se_dice_donde_quedo(ventana, tmp_path: Path, monkeypatch) -> None:
    # Sin visor de PDF, QDesktopServices.openUrl devuelve False y no pasa nada más.
    pedidas: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: pedidas.append(url.toLocalFile()) or False)
    avisos: list[str] = []

    def atender(d: QDialog) -> bool:
        if isinstance(d, QMessageBox):
            avisos.append(d.text())
            return True
        assert isinstance(d, DialogoImprimir) and d.abrir.isChecked()
        d.pedir_ruta = lambda: str(tmp_path / "fichas.pdf")
        d.hoja.setCurrentIndex(d.hoja.findData(HOJA_CONTROL))
        d.guardar()
        return d.result() == QDialog.DialogCode.Accepted

    ventana.archivo.ejecutar_dialogo = atender
    assert ventana.archivo.imprimir()
    ruta = str(tmp_path / "fichas.pdf")
    assert pedidas == [ruta]
    assert len(avisos) == 1 and ruta in avisos[0] and "no hay ningún programa para ver PDF" in avisos[0]
    assert ruta in ventana.statusBar().currentMessage()
