"""Los diálogos de ficheros en español: los de Qt (traducidos por ``qtbase_es``) si los del sistema no lo están."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton

from app_planilla.ui.archivo import dialogo_ficheros
from app_planilla.ui.archivo.dialogo_ficheros import usar_los_de_qt
from app_planilla.ui.archivo.imprimir import DialogoImprimir


def test_los_de_qt_si_el_sistema_no_habla_espanol() -> None:
    assert usar_los_de_qt(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert usar_los_de_qt(QLocale(QLocale.Language.German))
    assert not usar_los_de_qt(QLocale(QLocale.Language.Spanish, QLocale.Country.Spain))
    assert not usar_los_de_qt(QLocale("es_MX"))


def _dialogo_visto(pedir) -> tuple[bool, list[str], list[str], str]:
    """Abre el diálogo con ``pedir``, lo mira mientras está abierto y lo cancela."""
    visto: list[tuple[bool, list[str], list[str], str]] = []

    def mirar() -> None:
        dialogo = QApplication.activeModalWidget()
        if isinstance(dialogo, QFileDialog) and not visto:
            botones = [b.text() for b in dialogo.findChildren(QPushButton) if b.isVisible()]
            de_qt = dialogo.testOption(QFileDialog.Option.DontUseNativeDialog)
            etiquetas = [e.text() for e in dialogo.findChildren(QLabel) if e.isVisible()]
            visto.append((de_qt, botones, etiquetas, Path(dialogo.selectedFiles()[0]).name))
            dialogo.reject()

    reloj = QTimer()
    reloj.timeout.connect(mirar)
    reloj.start(10)
    try:
        assert pedir() == ""
    finally:
        reloj.stop()
    assert visto, "no se abrió un diálogo de ficheros de Qt"
    return visto[0]


@pytest.mark.parametrize("cual", ["abrir", "guardar", "pdf", "lista"])
def test_dialogos_de_ficheros_de_qt_en_espanol(ventana, tmp_path: Path, monkeypatch, cual: str) -> None:
    # El sistema de las pruebas puede estar en cualquier idioma: se hace como si estuviera en inglés.
    monkeypatch.setattr(dialogo_ficheros, "usar_los_de_qt", lambda idioma: True)
    imprimir = DialogoImprimir(ventana)
    pedir = {
        "abrir": lambda: ventana.archivo.pedir_ruta_abrir("Importar GCG", "GCG (*.gcg)"),
        "guardar": lambda: ventana.archivo.pedir_ruta_guardar("Exportar GCG", "partida.gcg", "GCG (*.gcg)"),
        "pdf": imprimir.pedir_ruta,
        "lista": ventana.comprobacion.pedir_ruta_lista,
    }[cual]
    de_qt, botones, etiquetas, propuesta = _dialogo_visto(pedir)
    assert de_qt
    assert "Cancelar" in botones
    assert any(b.replace("&", "") in ("Abrir", "Guardar") for b in botones), botones
    if cual in ("guardar", "pdf"):
        assert propuesta == {"guardar": "partida.gcg", "pdf": imprimir.nombre_propuesto()}[cual]
    assert sorted(etiquetas) == ["&Buscar en:", "&Nombre de fichero:", "&Tipo de fichero:"]
