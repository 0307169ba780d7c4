"""Las hojas en inglés (``recursos/locale/en/hojas.qm``): cabeceras de la clásica y de la clasificación duplicada,
el diálogo «Nueva partida», plurales y porcentajes como se escriben en inglés; sin el traductor, en español."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel

from app_planilla import traducciones
from app_planilla.nucleo import idioma
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.ui.hojas.clasica.modelo import (
    CAMPO_JUGADA,
    CAMPO_PUNTOS,
    CAMPO_TOTAL,
    COL_RONDA,
    ModeloFinal,
    ModeloPlanilla,
    columna,
)
from app_planilla.ui.hojas.comun import TextosHojas
from app_planilla.ui.hojas.dialogo_nueva_partida import DialogoNuevaPartida
from app_planilla.ui.hojas.duplicada.modelo import (
    COL_PRIMER_PARTICIPANTE,
    COL_PUNTOS_MAESTRA,
    PIE_PORCENTAJE,
    ModeloClasificacionDuplicada,
    ModeloDuplicada,
)

H = Qt.Orientation.Horizontal


def _instalar(app: QCoreApplication) -> QTranslator:
    traductor = QTranslator(app)
    assert traductor.load(str(traducciones.carpeta_locale() / "en" / "hojas.qm"))
    app.installTranslator(traductor)
    idioma.usar(idioma.INGLES, traducciones.carpeta_locale())
    return traductor


@pytest.fixture
def ingles(qapp) -> Iterator[None]:
    """La interfaz de las hojas en inglés mientras dura la prueba (el núcleo vuelve al español en ``conftest``)."""
    traductor = _instalar(qapp)
    yield
    qapp.removeTranslator(traductor)


def _duplicada() -> PlanillaDuplicada:
    """Una ronda con maestra de 78: Ana 72 (92,3 %) y Bea 65 (83,3 %)."""
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea"], edicion="en"))
    p.nueva_ronda("QUIXOTE")
    p.anotar_maestra_puntos(78)
    p.escribir_puntos(0, 72)
    p.escribir_puntos(1, 65)
    return p


def _cabeceras(modelo) -> list[str]:
    return [modelo.headerData(c, H) for c in range(modelo.columnCount())]


def test_cabecera_de_la_planilla_clasica_en_ingles(ingles):
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    p.anotar(24)
    modelo = ModeloPlanilla()
    modelo.establecer(p)
    assert _cabeceras(modelo) == ["Round", "Ana", "Pts", "Total", "Bea", "Pts", "Total"]
    assert modelo.headerData(columna(0, CAMPO_PUNTOS), H, Qt.ItemDataRole.ToolTipRole) == "Ana’s points for each turn"
    assert modelo.data(modelo.index(0, columna(0, CAMPO_JUGADA))) == "by hand"
    assert modelo.data(modelo.index(0, columna(1, CAMPO_JUGADA))) == "▶ turn"
    assert modelo.data(modelo.index(0, columna(0, CAMPO_TOTAL)), Qt.ItemDataRole.ToolTipRole) == (
        "Ana: by hand, 24 points; total 24")
    assert _cabeceras(ModeloFinal()) == ["Rank", "Player", "Before adjustment", "Adjustment", "Overtime", "Total"]


def test_clasificacion_duplicada_en_ingles_con_el_porcentaje_del_idioma(ingles):
    p = _duplicada()
    clasificacion = ModeloClasificacionDuplicada()
    clasificacion.establecer(p)
    assert _cabeceras(clasificacion) == ["Rank", "Player", "Total", "Bonus", "Diff.", "%", "Masters", "Best"]
    fila = [clasificacion.data(clasificacion.index(0, c)) for c in range(6)]
    assert fila == ["1", "Ana", "72", "0", "\u22126", "92.3%"]
    assert clasificacion.data(clasificacion.index(1, 5)) == "83.3%"
    hoja = ModeloDuplicada()
    hoja.establecer(p)
    assert _cabeceras(hoja)[:4] == ["No.", "Rack", "Master", "Pts"]
    porcentajes = [hoja.data(hoja.index(len(p.filas) + PIE_PORCENTAJE, c))
                   for c in (COL_PUNTOS_MAESTRA, COL_PRIMER_PARTICIPANTE, COL_PRIMER_PARTICIPANTE + 1)]
    assert porcentajes == ["", "92.3", "83.3"]  # la de las maestras es siempre el 100 %: en blanco


def test_plurales_en_ingles(ingles):
    assert TextosHojas.puntos(1) == "1 point"
    assert TextosHojas.puntos(12) == "12 points"
    assert TextosHojas.puntos(-10) == "-10 points"
    assert TextosHojas.puesto(2) == "2"
    assert TextosHojas.enumerar(["Ana", "Bea", "Carlos"]) == "Ana, Bea and Carlos"


def _mnemonico(texto: str) -> str | None:
    m = re.search(r"&([^&\s])", texto.replace("&&", ""))
    return m.group(1).lower() if m else None


def test_dialogo_nueva_partida_en_ingles(qtbot, ingles):
    d = DialogoNuevaPartida()
    qtbot.addWidget(d)
    assert d.windowTitle() == "New game"
    assert [d.tipo.itemText(i) for i in range(d.tipo.count())] == [
        "Classic", "Duplicate", "Duplicate with arbitration (room)", "Tantrix", "“4 en letras”"]
    assert d.edicion.currentText() == "Spanish (FISE)"
    assert d.nombres[0].placeholderText() == "Player 1 (name optional)"
    etiquetas = [e.text() for e in d.findChildren(QLabel)]
    for texto in ("Game &type:", "&Players:", "&First to play:", "&Rules:", "&Edition:", "T&ies:", "C&lock:"):
        assert texto in etiquetas
    assert d.boton_sortear.text() == "Draw for first play"
    # Cada tecla de acceso (Alt+letra) lleva a un solo sitio del diálogo, también en inglés.
    textos = etiquetas + [b.text() for b in d.findChildren(QAbstractButton)]
    teclas = [t for t in map(_mnemonico, textos) if t]
    assert len(teclas) == len(set(teclas)) >= 8
    d.tipo.setCurrentIndex(d.tipo.findData("tantrix"))
    assert d.nota.text().startswith("At the end, each player records their longest line")


def test_la_pregunta_de_terminar_la_duplicada_tiene_plural(abrir_hoja, ingles):
    """El texto es de ``AccionesDuplicada`` y lo pide la hoja, una subclase: el plural se encuentra igual."""
    v, _dialogos = abrir_hoja()
    preguntas: list[str] = []

    def no_terminar(pregunta: str) -> bool:
        preguntas.append(pregunta)
        return False

    v.confirmar = no_terminar
    v.sesion.nueva(nueva_duplicada(["Ana", "Bea"]))
    hoja = v.duplicada
    hoja.sonidos.con_audio = False
    hoja.controlador.nueva_ronda("ZARELOS")
    hoja.controlador.anotar_maestra_puntos(30)
    hoja.controlador.escribir_puntos(0, 20)
    hoja.terminar()
    assert preguntas == ["End the game? Duplicate has no end-of-game adjustment. 1 cell has no score yet: it counts "
                         "as 0."]
    hoja.controlador.nueva_ronda("ELOSTIA")
    hoja.terminar()
    assert preguntas[-1].endswith(" 3 cells have no score yet: they count as 0.")
    assert hoja.panel.titulo.text() == "Duplicate · round 2 · 2 players"


def test_sin_traductor_las_hojas_siguen_en_espanol(qapp):
    p = _duplicada()
    clasificacion = ModeloClasificacionDuplicada()
    clasificacion.establecer(p)
    assert _cabeceras(clasificacion)[:2] == ["Puesto", "Participante"]
    assert clasificacion.data(clasificacion.index(0, 0)) == "1.º"
    assert clasificacion.data(clasificacion.index(0, 5)) == "92,3 %"
    modelo = ModeloPlanilla()
    modelo.establecer(Planilla(nueva_partida(["Ana", "Bea"])))
    assert modelo.headerData(COL_RONDA, H) == "Ronda"
    assert TextosHojas.puntos(12) == "12 puntos"
    assert TextosHojas.enumerar(["Ana", "Bea"]) == "Ana y Bea"
