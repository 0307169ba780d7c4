"""Los atajos se llaman igual en los menús que en «Ayuda ▸ Atajos de teclado» (F1)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence

from app_planilla.ui.acerca import texto_atajos
from tests.ui.conftest import RAIZ_PROYECTO


def test_cada_atajo_de_los_menus_esta_en_la_lista_con_el_mismo_nombre(abrir_hoja) -> None:
    ventana, _ = abrir_hoja()  # con todas las hojas montadas: sus menús y los relojes
    lista = texto_atajos(ventana.atajos_extra())
    nombres = {
        atajo.toString(QKeySequence.SequenceFormat.NativeText): accion.text()
        for accion in ventana.findChildren(QAction)
        for atajo in accion.shortcuts()
    }
    assert "Ctrl+Mayús+M" in nombres and "Ctrl+Retroceso" in nombres and "Ctrl+→" in nombres
    assert {t: a for t, a in nombres.items() if t not in lista} == {}


def test_el_qm_esta_al_dia_con_el_ts(tmp_path: Path) -> None:
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for ts in (RAIZ_PROYECTO / "recursos" / "locale").glob("*/*.ts"):
        compilado = tmp_path / "x.qm"
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(compilado)], check=True)
        assert compilado.read_bytes() == ts.with_suffix(".qm").read_bytes(), f"make traducciones ({ts.name})"
