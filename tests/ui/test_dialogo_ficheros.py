"""Los diálogos de ficheros en español: los de Qt (traducidos por ``qtbase_es``) si los del sistema no lo están."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QLineEdit, QPushButton

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
            elegidos = dialogo.selectedFiles()
            visto.append((de_qt, botones, etiquetas, Path(elegidos[0]).name if elegidos else ""))
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


def _mirar_y_hacer(pedir, hacer) -> tuple[str, dict[str, str]]:
    """Abre el diálogo con ``pedir``; mientras está abierto, apunta su carpeta, el nombre escrito y sus etiquetas,
    y le hace ``hacer`` (cancelarlo o elegir un fichero)."""
    visto: dict[str, str] = {}

    def mirar() -> None:
        dialogo = QApplication.activeModalWidget()
        if isinstance(dialogo, QFileDialog) and not visto:
            try:
                nombre = dialogo.findChild(QLineEdit, "fileNameEdit")
                visto["carpeta"] = dialogo.directory().absolutePath()
                visto["nombre"] = nombre.text() if nombre is not None else "?"
                visto["etiquetas"] = "|".join(sorted(e.text() for e in dialogo.findChildren(QLabel) if e.isVisible()))
                hacer(dialogo)
            finally:
                if dialogo.isVisible():  # si algo falló, que la prueba no se quede esperando
                    dialogo.reject()

    reloj = QTimer()
    reloj.timeout.connect(mirar)
    reloj.start(10)
    try:
        elegido = pedir()
    finally:
        reloj.stop()
    assert visto, "no se abrió un diálogo de ficheros de Qt"
    return elegido, visto


def test_el_de_qt_en_espanol_aunque_el_sistema_hable_espanol(ventana, monkeypatch) -> None:
    # Sin diálogo propio del sistema (sin escritorio, como aquí) sale el de Qt aunque el sistema hable español:
    # también con sus etiquetas en español.
    monkeypatch.setattr(dialogo_ficheros, "usar_los_de_qt", lambda idioma: False)
    _, visto = _mirar_y_hacer(lambda: ventana.archivo.pedir_ruta_abrir("Importar GCG", "GCG (*.gcg)"),
                              lambda d: d.reject())
    assert visto["etiquetas"] == "&Buscar en:|&Nombre de fichero:|&Tipo de fichero:"


def _teclear_nombre(d: QFileDialog, ruta: str) -> None:
    """Lo que hace quien escribe la ruta en el campo del nombre (``selectFile`` del diálogo de Qt no siempre lo
    rellena sin pantalla)."""
    nombre = d.findChild(QLineEdit, "fileNameEdit")
    assert nombre is not None
    nombre.setText(ruta)


def test_carpeta_de_documentos_o_personal_y_despues_la_ultima_usada(ventana, tmp_path: Path, monkeypatch) -> None:
    casa = tmp_path / "casa"
    casa.mkdir()
    monkeypatch.setenv("HOME", str(casa))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))  # sin user-dirs.dirs: Documents en la personal
    monkeypatch.setattr(dialogo_ficheros, "usar_los_de_qt", lambda idioma: True)
    archivo = ventana.archivo
    restaurar = lambda: archivo.pedir_ruta_abrir("Restaurar una copia", archivo._filtro_copia())  # noqa: E731
    exportar = lambda: archivo.pedir_ruta_guardar("Exportar GCG", "partida-3.gcg", "GCG (*.gcg)")  # noqa: E731
    importar = lambda: archivo.pedir_ruta_abrir("Importar GCG", "GCG (*.gcg)")  # noqa: E731

    # Sin carpeta de documentos: la personal, sin «Documents» escrito como nombre.
    _, visto = _mirar_y_hacer(restaurar, lambda d: d.reject())
    assert visto["carpeta"] == str(casa) and visto["nombre"] == ""
    _, visto = _mirar_y_hacer(exportar, lambda d: d.reject())
    assert visto["carpeta"] == str(casa) and visto["nombre"] == "partida-3.gcg"
    # Con ella, la de documentos.
    (casa / "Documents").mkdir()
    _, visto = _mirar_y_hacer(restaurar, lambda d: d.reject())
    assert visto["carpeta"] == str(casa / "Documents") and visto["nombre"] == ""

    # Una copia elegida en otra carpeta: la próxima vez, esa; también para otra clase de fichero que aún no tiene.
    copias = tmp_path / "copias"
    copias.mkdir()
    (copias / "planilla.sqlite3").write_bytes(b"")

    def elegir(d: QFileDialog) -> None:
        _teclear_nombre(d, str(copias / "planilla.sqlite3"))
        d.accept()

    elegido, _ = _mirar_y_hacer(restaurar, elegir)
    assert elegido == str(copias / "planilla.sqlite3")
    for pedir in (restaurar, importar):
        _, visto = _mirar_y_hacer(pedir, lambda d: d.reject())
        assert visto["carpeta"] == str(copias)
    # Cada clase recuerda la suya.
    gcg = tmp_path / "gcg"
    gcg.mkdir()

    def guardar(d: QFileDialog) -> None:
        _teclear_nombre(d, str(gcg / "partida-3.gcg"))
        d.accept()

    assert _mirar_y_hacer(exportar, guardar)[0] == str(gcg / "partida-3.gcg")
    assert _mirar_y_hacer(importar, lambda d: d.reject())[1]["carpeta"] == str(gcg)
    assert _mirar_y_hacer(restaurar, lambda d: d.reject())[1]["carpeta"] == str(copias)
