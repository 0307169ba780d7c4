"""La notación de la partida en la ventana: el tablero de una partida inglesa con columnas A–O, filas 1–15 y
premios TW/DW; la hoja con 8D/D8; la maestra escrita en su notación; el torneo NASPA/WESPA por omisión."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES, Edicion
from app_planilla.nucleo.juego.jugada_en_curso import JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Tablero, casilla
from app_planilla.ui.hojas.clasica import dialogos
from app_planilla.ui.hojas.clasica.modelo import CAMPO_JUGADA, ModeloPlanilla, columna
from app_planilla.ui.hojas.duplicada.modelo import COL_MAESTRA
from app_planilla.ui.tablero import dibujo
from app_planilla.ui.tablero.vista import VistaTablero
from tests.ui.ayuda import colocar, pulsar, rellenar_nueva


@pytest.fixture
def rotulos(monkeypatch: pytest.MonkeyPatch) -> list[tuple[QRect, str]]:
    """Lo que pinta el fondo del tablero: cada texto con su rectángulo."""
    pintados: list[tuple[QRect, str]] = []

    class Pintor(QPainter):
        def drawText(self, *args: object) -> None:
            if len(args) == 3 and isinstance(args[0], QRect) and isinstance(args[2], str):
                pintados.append((QRect(args[0]), args[2]))
            super().drawText(*args)

    monkeypatch.setattr(dibujo, "QPainter", Pintor)
    return pintados


def _pintar(qtbot, edicion: Edicion, pintados: list[tuple[QRect, str]]) -> tuple[list[str], list[str], set[str]]:
    """Pinta el tablero de ``edicion`` y devuelve los rótulos de la izquierda (de arriba abajo), los de arriba
    (de izquierda a derecha) y los de las casillas de premio."""
    vista = VistaTablero(JugadaEnCurso(Tablero(), edicion))
    qtbot.addWidget(vista)
    vista.resize(640, 640)
    vista.grab()
    g = vista.geometria()
    izquierda = [t for r, t in sorted(pintados, key=lambda x: x[0].y()) if r.right() < g.x]
    arriba = [t for r, t in sorted(pintados, key=lambda x: x[0].x()) if r.bottom() < g.y]
    premios = {t for r, t in pintados if g.area.contains(r.center())}
    return izquierda, arriba, premios


def test_tablero_ingles_con_columnas_de_letra_filas_de_numero_y_premios_en_ingles(qtbot, rotulos) -> None:
    izquierda, arriba, premios = _pintar(qtbot, INGLES, rotulos)
    assert izquierda == [str(i) for i in range(1, 16)]
    assert arriba == list("ABCDEFGHIJKLMNO")
    assert premios == {"DL", "TL", "DW", "TW"}


def test_tablero_espanol_como_siempre(qtbot, rotulos) -> None:
    izquierda, arriba, premios = _pintar(qtbot, ESPANOL, rotulos)
    assert izquierda == list("ABCDEFGHIJKLMNO")
    assert arriba == [str(i) for i in range(1, 16)]
    assert premios == {"DL", "TL", "DP", "TP"}


def test_el_tablero_se_repinta_al_cambiar_de_edicion(qtbot, rotulos) -> None:
    vista = VistaTablero(JugadaEnCurso(Tablero(), ESPANOL))
    qtbot.addWidget(vista)
    vista.resize(400, 400)
    vista.grab()
    assert "TP" in {t for _, t in rotulos}
    rotulos.clear()
    vista.establecer_jugada(JugadaEnCurso(Tablero(), INGLES))
    vista.grab()
    assert "TW" in {t for _, t in rotulos} and "TP" not in {t for _, t in rotulos}


def test_mensajes_y_descripcion_del_tablero_en_la_notacion_de_la_partida(qtbot) -> None:
    vista = VistaTablero(JugadaEnCurso(Tablero(), INGLES))
    qtbot.addWidget(vista)
    mensajes: list[str] = []
    vista.mensaje.connect(mensajes.append)
    vista.tocar("A14")  # FISE: fila A, columna 14 (lo que usan las pruebas); en GCG es N1
    vista.escribir("AT")
    assert vista.jugada.notacion() == "1N AT"
    vista.tocar("B15")  # dos fichas no caben en horizontal desde la última columna
    assert mensajes == ["La jugada no cabía desde O2: se empieza de nuevo allí."]
    assert vista.accessibleDescription().startswith("Jugada desde O2, horizontal.")


def test_la_hoja_clasica_muestra_la_notacion_de_la_partida(qapp) -> None:
    for edicion, esperado in (("en", "8D JAMON"), ("es", "H4 JAMON")):
        p = Planilla(nueva_partida(["Ana", "Bea"], edicion=edicion))
        p.sumar("H4", "JAMON")
        modelo = ModeloPlanilla()
        modelo.establecer(p)
        assert modelo.data(modelo.index(0, columna(0, CAMPO_JUGADA))) == esperado


def test_dialogo_nueva_partida_inglesa_propone_el_torneo_naspa_wespa(qtbot) -> None:
    d = dialogos.DialogoNuevaPartida()
    qtbot.addWidget(d)
    assert (d.reglas.currentData(), d.empate.currentData()) == ("casa", "compartido")
    d.edicion.setCurrentIndex(d.edicion.findData("en"))
    assert (d.reglas.currentData(), d.empate.currentData()) == ("ingles", "antes_del_ajuste")
    assert "25 minutos" in d.nota.text()
    d.edicion.setCurrentIndex(d.edicion.findData("es"))
    assert d.reglas.currentData() == "casa"
    # Unas reglas elegidas a mano no cambian con la edición.
    d.reglas.setFocus()
    qtbot.keyClick(d.reglas, Qt.Key.Key_Down)  # «Torneo FISE», con el teclado
    assert d.reglas.currentData() == "fise"
    d.edicion.setCurrentIndex(d.edicion.findData("en"))
    assert d.reglas.currentData() == "fise" and d.empate.currentData() == "antes_del_ajuste"
    assert d.aceptar() and d.inicio is not None and (d.inicio.edicion, d.inicio.reglas) == ("en", "fise")

    inglesa = dialogos.DialogoNuevaPartida(codigo_edicion="en")
    qtbot.addWidget(inglesa)
    assert inglesa.aceptar() and inglesa.inicio is not None
    assert (inglesa.inicio.reglas, inglesa.inicio.empate) == ("ingles", "antes_del_ajuste")


def test_partida_inglesa_en_la_ventana(qtbot, abrir_hoja) -> None:
    v, d = abrir_hoja()
    hoja = v.hoja
    assert hoja is not None

    def inglesa(dlg: QDialog) -> bool:
        dlg = rellenar_nueva(dlg, ["Ann", "Bob"], "clasica")
        dlg.edicion.setCurrentIndex(dlg.edicion.findData("en"))
        return dlg.aceptar()

    d.cola.append(inglesa)
    pulsar(qtbot, hoja, "Nueva partida…")
    p = hoja.planilla
    assert p is not None and p.inicio.reglas == "ingles"
    colocar(v, "H5", "QUIZ")
    assert v.jugada.notacion() == "8E QUIZ" and v.panel.desglose.notacion.text() == "8E QUIZ"
    pulsar(qtbot, hoja, "Sumar")
    assert p.lineas[-1].coordenada == "H5" and p.lineas[-1].descripcion == "8E QUIZ"
    modelo = hoja.panel.modelo
    assert modelo.data(modelo.index(0, columna(0, CAMPO_JUGADA))) == "8E QUIZ"


def test_maestra_escrita_en_la_hoja_de_una_duplicada_inglesa(qtbot, abrir_hoja) -> None:
    v, d = abrir_hoja()
    hoja = v.duplicada
    assert hoja is not None

    def inglesa(dlg: QDialog) -> bool:
        dlg = rellenar_nueva(dlg, ["Ann", "Bob"], "duplicada")
        dlg.edicion.setCurrentIndex(dlg.edicion.findData("en"))
        return dlg.aceptar()

    d.cola.append(inglesa)
    pulsar(qtbot, v.hoja, "Nueva partida…")
    hoja.panel.atril.setText("quizatr")
    pulsar(qtbot, hoja, "Nueva ronda")
    p = hoja.planilla
    assert p is not None and p.edicion.codigo == "en"
    modelo = hoja.panel.modelo
    celda = modelo.index(0, COL_MAESTRA)
    assert not modelo.setData(celda, "8D")
    assert "p. ej. «8D QUIZ»" in hoja.panel.error.text()
    assert not modelo.setData(celda, "H QUIZ")
    assert "escribe 8D" in hoja.panel.error.text()
    assert modelo.setData(celda, "8G QUIZ")
    assert p.filas[0].maestra is not None and p.filas[0].maestra.coordenada == "H7"
    assert modelo.data(celda) == "8G QUIZ"
    assert p.filas[0].maestra.fichas[0][0] == casilla("H7")
