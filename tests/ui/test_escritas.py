"""Modo «Escribir las palabras»: MES de la hoja de Mattel, 21 puntos (semilla 002)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app_planilla.nucleo.juego.escritas import Marca

ANTERIOR = 5  # toques: ninguna → DL → TL → DP → TP → colocada antes


def escribir_palabra(qtbot, ventana, indice: int, texto: str, toques: dict[int, int]) -> None:
    fila = ventana.panel.escritas.filas[indice]
    qtbot.waitUntil(fila.isVisible)
    qtbot.mouseClick(fila.campo, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(fila.campo, texto)
    for ficha, veces in toques.items():
        for _ in range(veces):
            qtbot.mouseClick(fila.tira, Qt.MouseButton.LeftButton, pos=fila.tira.centro_ficha(ficha))


def test_mes_con_me_en_y_so_suma_21(qtbot, ventana):
    qtbot.mouseClick(ventana.panel.boton_escritas, Qt.MouseButton.LeftButton)
    assert ventana.modo == "escritas"
    escribir_palabra(qtbot, ventana, 0, "MES", {0: 1, 2: 1})  # M y S en DL
    qtbot.waitUntil(lambda: ventana.panel.desglose.total.text() == "9 puntos")
    escribir_palabra(qtbot, ventana, 1, "ME", {0: 1, 1: ANTERIOR})  # M en DL, E de antes
    escribir_palabra(qtbot, ventana, 2, "EN", {1: ANTERIOR})  # E, N de antes
    escribir_palabra(qtbot, ventana, 3, "SO", {0: 1, 1: ANTERIOR})  # S en DL, O de antes
    qtbot.waitUntil(lambda: ventana.panel.desglose.total.text() == "21 puntos")
    texto = ventana.panel.desglose.texto()
    for cuenta in ("3×2 + 1 + 1×2 = 9", "3×2 + 1 = 7", "1 + 1 = 2", "1×2 + 1 = 3"):
        assert cuenta in texto
    assert ventana.panel.escritas.filas[1].tira.fichas[1].marca is Marca.ANTERIOR
    # Lo escrito no aparece en el tablero.
    assert ventana.tablero.vacio()


def test_comodin_con_clic_derecho_o_interrogacion_y_errores(qtbot, ventana):
    ventana.acciones.modo["escritas"].trigger()
    fila = ventana.panel.escritas.filas[0]
    qtbot.keyClicks(fila.campo, "ZORRO")
    qtbot.waitUntil(lambda: ventana.panel.desglose.total.text() == "20 puntos")
    assert [f.ficha.letra for f in fila.tira.fichas] == ["Z", "O", "RR", "O"]
    fila.tira.setFocus()
    qtbot.keyClicks(fila.tira, "?")  # la ficha elegida (la Z) pasa a comodín
    qtbot.waitUntil(lambda: ventana.panel.desglose.total.text() == "10 puntos")
    fila.campo.setText("ZO3")
    qtbot.waitUntil(lambda: ventana.panel.desglose.error.isVisible())
    assert "número" in ventana.panel.desglose.error.text()
    assert ventana.panel.desglose.total.text() == "No puntúa"


def test_k_en_espanol_es_comodin_fijo_con_aviso_en_el_desglose(qtbot, ventana):
    ventana.poner_modo("escritas")
    fila = ventana.panel.escritas.filas[0]
    qtbot.keyClicks(fila.campo, "kilo")
    qtbot.waitUntil(lambda: ventana.panel.desglose.total.text() == "3 puntos")
    assert "comodín de 0 puntos" in ventana.panel.desglose.texto()
    assert fila.tira.fichas[0].ficha.fija


def test_la_ayuda_nombra_los_premios_de_la_edicion(qtbot):
    """DP y TP en una partida española; DW y TW (double/triple word) en una inglesa."""
    from app_planilla.nucleo.juego.ediciones import edicion
    from app_planilla.ui.tablero.escritas import PanelEscritas

    panel = PanelEscritas(edicion("es"))
    qtbot.addWidget(panel)
    assert "(DL, TL, DP, TP)" in panel.ayuda.text()
    panel.establecer_edicion(edicion("en"))
    assert "(DL, TL, DW, TW)" in panel.ayuda.text()
