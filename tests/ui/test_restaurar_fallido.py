"""Issue 23: «Restaurar una copia…» con una copia que falla a medias (su tabla de versión vacía) no cambia nada, y
la jugada que se anota justo después se guarda en la partida abierta."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.ui.aplicacion import crear_ventana
from app_planilla.ui.ventana import VentanaPrincipal


def test_tras_una_restauracion_fallida_lo_anotado_se_guarda(qtbot, ajustes, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    datos = tmp_path / "datos"
    with Almacen(datos) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        for _ in range(3):
            g.planilla.pasar()
        copia = a.respaldar(tmp_path / "copia.sqlite3")
    con = sqlite3.connect(copia)
    con.execute("DELETE FROM version")
    con.commit()
    con.close()
    monkeypatch.setattr(VentanaPrincipal, "confirmar", lambda self, pregunta: True)
    v = crear_ventana(ajustes, datos=datos)
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    errores: list[str] = []
    v.archivo.mostrar_error = errores.append
    assert v.hoja.planilla is not None and len(v.hoja.planilla.lineas) == 3
    qtbot.mouseClick(v.hoja.boton("Pasar"), Qt.MouseButton.LeftButton)
    assert v.archivo.restaurar(str(copia)) is None
    qtbot.mouseClick(v.hoja.boton("Pasar"), Qt.MouseButton.LeftButton)
    assert len(v.hoja.planilla.lineas) == 5
    with Almacen(datos, solo_lectura=True) as a:
        assert len(a.cargar(g.id).eventos) == 6  # el inicio y los 5 pases: nada se perdió
    assert len(errores) == 1 and "no dice de qué versión es" in errores[0]
    assert not list(datos.glob("planilla-antes-de-restaurar-*"))
