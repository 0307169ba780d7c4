"""Las hojas en pantalla muestran lo que pasó y ninguna casilla corta una jugada: la palabra retirada, el motivo
de la penalización y las letras del atril del ajuste final se leen en la hoja clásica, y cada jugada se ve
entera (en varias líneas si hace falta) en la clásica y en la duplicada, en un panel estrecho y en uno ancho."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QHeaderView, QStyledItemDelegate

from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.ui.hojas.celdas import lineas, margen_texto
from app_planilla.ui.hojas.clasica.modelo import CAMPO_JUGADA, columna
from app_planilla.ui.hojas.clasica.panel import PanelPlanilla
from app_planilla.ui.hojas.duplicada.modelo import COL_MAESTRA
from app_planilla.ui.hojas.duplicada.panel import PanelDuplicada
from herramientas import pantallas
from herramientas.pantallas import casillas_cortadas

# Las de la partida larga española de las capturas (dígrafos, eñes).
PALABRAS_LARGAS = pantallas.PALABRAS_LARGAS["es"]
MOTIVO_LARGO = pantallas.MOTIVO_LARGO["es"]
JUGADAS = list(zip(PALABRAS_LARGAS[1::2], PALABRAS_LARGAS[0::2], strict=False))


def clasica_larga() -> Planilla:
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    for i, (coordenada, palabra) in enumerate(JUGADAS):
        p.anotar(20 + 3 * i, coordenada, palabra)
        if i == 4:
            p.retirar_ultima_jugada()
        if i == 6:
            p.penalizar(0, 10, MOTIVO_LARGO)
    p.terminar(["", "QXÑLLRR"])
    return p


def _panel_clasico(qtbot, ancho: int) -> PanelPlanilla:
    panel = PanelPlanilla()
    qtbot.addWidget(panel)
    p = clasica_larga()
    panel.modelo.establecer(p)
    panel.mostrar(p)
    panel.resize(ancho, 700)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _textos_jugada(panel: PanelPlanilla, quien: int) -> list[str]:
    m = panel.modelo
    return [m.data(m.index(f, columna(quien, CAMPO_JUGADA))) or "" for f in range(m.rowCount())]


def test_la_hoja_clasica_dice_que_se_retiro_por_que_se_penalizo_y_que_quedo_en_el_atril(qtbot) -> None:
    panel = _panel_clasico(qtbot, 700)
    ana, bea = _textos_jugada(panel, 0), _textos_jugada(panel, 1)
    assert "Palabra retirada: K11 ZAS" in ana  # la palabra retirada, no solo que se retiró
    assert MOTIVO_LARGO in ana  # el motivo entero, en la fila de la penalización
    assert ana[-1] == "Cerró" and bea[-1] == "Atril: QXÑLLRR"  # las letras del atril en el ajuste final
    assert "H4 DESCONOCIMIENTO" in ana and "3C CHURRERIAS" in bea


@pytest.mark.parametrize("ancho", [360, 700])
def test_ninguna_casilla_de_la_clasica_corta_una_jugada(qtbot, ancho: int) -> None:
    """360: el panel de la hoja en 1024×600; 700, uno ancho."""
    panel = _panel_clasico(qtbot, ancho)
    t = panel.tabla
    assert casillas_cortadas(t) == []
    margen = 2 * margen_texto(t) + 1
    for fila, texto in enumerate(_textos_jugada(panel, 0)):
        if not texto:
            continue
        col = columna(0, CAMPO_JUGADA)
        partes = lineas(texto, t.font(), t.columnWidth(col) - margen)
        assert all(t.fontMetrics().horizontalAdvance(p) <= t.columnWidth(col) - margen for p in partes)
        assert t.rowHeight(fila) >= len(partes) * t.fontMetrics().lineSpacing()
    if ancho == 700:
        # Con sitio, cada jugada en una línea: la columna es tan ancha como la más larga.
        for quien in (0, 1):
            col = columna(quien, CAMPO_JUGADA)
            for texto in _textos_jugada(panel, quien):
                if texto and not texto.startswith(("Consultó", "Palabra retirada")):
                    assert t.fontMetrics().horizontalAdvance(texto) <= t.columnWidth(col) - margen, texto


def test_la_comprobacion_ve_las_jugadas_cortadas(qtbot) -> None:
    """La de antes (una línea, cortada con «…» en una columna estirada) no pasaría."""
    panel = _panel_clasico(qtbot, 360)
    t = panel.tabla
    t.setItemDelegate(QStyledItemDelegate(t))
    t.setWordWrap(False)
    t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    t.horizontalHeader().setSectionResizeMode(columna(0, CAMPO_JUGADA), QHeaderView.ResizeMode.Stretch)
    t.horizontalHeader().setSectionResizeMode(columna(1, CAMPO_JUGADA), QHeaderView.ResizeMode.Stretch)
    assert any("DESCONOCIMIENTO" in c for c in casillas_cortadas(t))


def test_ninguna_maestra_de_la_duplicada_se_corta(qtbot) -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea", "Carlos"]))
    for ronda, (coordenada, palabra) in enumerate(JUGADAS):
        p.nueva_ronda("")
        p.anotar_maestra_puntos(40 + ronda, coordenada, palabra)
    panel = PanelDuplicada()
    qtbot.addWidget(panel)
    panel.modelo.establecer(p)
    panel.mostrar(p)
    panel.resize(360, 600)
    panel.show()
    qtbot.waitExposed(panel)
    t = panel.tabla
    assert casillas_cortadas(t) == []
    m = panel.modelo
    maestras = [m.data(m.index(f, COL_MAESTRA)) for f in range(len(p.filas))]
    assert maestras[0] == "H4 DESCONOCIMIENTO"
    ancho = t.columnWidth(COL_MAESTRA) - 2 * margen_texto(t)
    assert all(t.fontMetrics().horizontalAdvance(x) <= ancho for x in maestras)
