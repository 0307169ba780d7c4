"""«Buscar la jugada maestra» en la hoja duplicada: la lista de las mejores jugadas, con el teclado; la elegida
se coloca en el tablero y se anota como maestra, y la hoja dice con qué lista se encontró."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app_planilla import listas
from app_planilla.nucleo.juego.ediciones import edicion
from app_planilla.nucleo.juego.maestra import buscar
from app_planilla.ui.hojas.duplicada.maestra import CUANTAS, DialogoMaestra, cargar_grafo
from app_planilla.ui.hojas.duplicada.modelo import COL_MAESTRA
from app_planilla.ui.tablero.comprobacion import CLAVE_PROPIA
from tests.ui.ayuda import pulsar
from tests.ui.test_duplicada_partida import nueva


def _empezar(qtbot, abrir_hoja, atril: str = "ZARELOS"):
    v, d = abrir_hoja()
    hoja = v.duplicada
    d.cola.append(nueva(["Ana", "Bea"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    hoja.panel.atril.setText(atril)
    pulsar(qtbot, hoja, "Nueva ronda")
    return v, hoja


def _dialogo(qtbot, hoja) -> DialogoMaestra:
    qtbot.waitUntil(lambda: hoja.busqueda.dialogo is not None and bool(hoja.busqueda.dialogo.jugadas), timeout=10000)
    d = hoja.busqueda.dialogo
    assert d is not None and d.isVisible()
    return d


def test_buscar_con_el_teclado_y_anotar_la_segunda(qtbot, abrir_hoja) -> None:
    v, hoja = _empezar(qtbot, abrir_hoja)
    p = hoja.planilla
    # El atajo del menú abre la lista del atril de la ronda.
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow, timeout=3000)
    v.vista_tablero.setFocus()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_M,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    d = _dialogo(qtbot, hoja)
    esperadas = buscar(p.tablero_ronda, p.filas[0].atril, listas.grafo_incluido("es"), edicion("es"), CUANTAS)
    assert [j.fichas() for j in d.jugadas] == [j.fichas() for j in esperadas]
    assert d.tabla.rowCount() == len(esperadas) >= 10
    assert d.tabla.item(0, 2).text() == str(esperadas[0].puntos)
    assert d.tabla.item(0, 0).text() == esperadas[0].coordenada
    assert "=" in d.tabla.item(0, 3).text()  # el desglose de cada palabra
    assert "lista abierta incluida" in d.estado.text()
    assert d.tabla.currentRow() == 0 and QApplication.focusWidget() is d.tabla
    # Flecha abajo e Intro: la segunda queda anotada como maestra y colocada en el tablero.
    qtbot.keyClick(d.tabla, Qt.Key.Key_Down)
    assert d.elegida is not None and d.elegida.fichas() == esperadas[1].fichas()
    qtbot.keyClick(d.tabla, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: p.filas[0].maestra is not None)
    m = p.filas[0].maestra
    assert m.puntos == esperadas[1].puntos and dict(m.fichas) == esperadas[1].fichas()
    assert "lista abierta incluida" in m.lista
    assert v.jugada.nuevas() == esperadas[1].fichas()  # colocada, como una maestra puesta a mano
    assert v.calculo_actual().resultado.puntos == esperadas[1].puntos
    assert not d.isVisible()
    # La hoja dice con qué lista se encontró.
    ayuda = hoja.panel.modelo.index(0, COL_MAESTRA).data(Qt.ItemDataRole.ToolTipRole)
    assert "lista abierta incluida" in ayuda
    # «Escribir los puntos» con la maestra colocada da sus puntos al primero.
    pulsar(qtbot, hoja, "Escribir los puntos")
    assert p.filas[0].puntos[0] == esperadas[1].puntos


def test_boton_y_doble_clic(qtbot, abrir_hoja) -> None:
    _v, hoja = _empezar(qtbot, abrir_hoja, "AEIRST?")
    p = hoja.planilla
    pulsar(qtbot, hoja, "Buscar la maestra…")
    d = _dialogo(qtbot, hoja)
    primera = d.jugadas[0]
    rect = d.tabla.visualItemRect(d.tabla.item(0, 1))
    # QTest no manda la pulsación que precede al doble clic de verdad: primero un clic.
    qtbot.mouseClick(d.tabla.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(d.tabla.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: p.filas[0].maestra is not None)
    assert p.filas[0].puntos_maestra == primera.puntos and dict(p.filas[0].maestra.fichas) == primera.fichas()
    # Esc cierra la lista sin anotar nada.
    pulsar(qtbot, hoja, "Deshacer la última línea")
    assert p.filas[0].maestra is None
    pulsar(qtbot, hoja, "Buscar la maestra…")
    d = _dialogo(qtbot, hoja)
    qtbot.keyClick(d.tabla, Qt.Key.Key_Escape)
    assert p.filas[0].maestra is None


def test_con_la_lista_propia_sin_congelar_la_ventana(qtbot, abrir_hoja, tmp_path: Path) -> None:
    v, hoja = _empezar(qtbot, abrir_hoja, "ZARELOS")
    p = hoja.planilla
    lista = tmp_path / "club.txt"
    lista.write_text("zar\nrezo\nzarzo\nlazo\nlosa\n", encoding="utf-8")
    v.ajustes.setValue(CLAVE_PROPIA.format("es"), str(lista))
    # La carga del grafo se retiene: la ventana sigue respondiendo mientras tanto.
    soltar = threading.Event()
    pedidas: list[str | None] = []

    def retenida(codigo, propia, carpeta):
        pedidas.append(propia)
        assert soltar.wait(10)
        return cargar_grafo(codigo, propia, carpeta)

    hoja.busqueda.buscador.cargar_grafo = retenida
    pulsar(qtbot, hoja, "Buscar la maestra…")
    d = hoja.busqueda.dialogo
    assert d is not None and "Buscando" in d.estado.text()
    qtbot.keyClick(d.tabla, Qt.Key.Key_Return)  # aún sin lista: Intro no cierra ni anota
    assert d.isVisible() and p.filas[0].maestra is None
    hoja.panel.puntos.setText("7")  # la ventana responde
    assert hoja.panel.puntos.text() == "7"
    soltar.set()
    d = _dialogo(qtbot, hoja)
    assert pedidas == [str(lista)]
    assert {j.palabra for j in d.jugadas} <= {"ZAR", "REZO", "ZARZO", "LAZO", "LOSA"}
    assert "club.txt" in d.estado.text()
    qtbot.keyClick(d.tabla, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: p.filas[0].maestra is not None)
    assert p.filas[0].maestra.lista == "la lista propia «club.txt»"
    assert hoja.panel.puntos.text() == ""
    # El grafo de la lista propia quedó guardado en la carpeta de datos.
    assert list((hoja.sesion.almacen.carpeta / listas.CARPETA_GRAFOS).glob("*.grafo"))
