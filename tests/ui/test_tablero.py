"""La vista de tablero manejada como una persona: clics en casillas y letras tecleadas (issue 3)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app_planilla.nucleo.juego.tablero import casilla


def tocar(qtbot, ventana, coord: str) -> None:
    tablero = ventana.vista_tablero
    qtbot.mouseClick(tablero, Qt.MouseButton.LeftButton, pos=tablero.centro_casilla(coord))


def esperar_total(qtbot, ventana, texto: str) -> None:
    qtbot.waitUntil(lambda: ventana.panel.desglose.total.text() == texto, timeout=2000)


def jugar_jamon(qtbot, ventana) -> None:
    tocar(qtbot, ventana, "H4")
    qtbot.keyClicks(ventana.vista_tablero, "JAMON")
    esperar_total(qtbot, ventana, "44 puntos")


def test_jamon_suma_44_con_la_cuenta_de_la_semilla_y_zumos_38(qtbot, ventana):
    jugar_jamon(qtbot, ventana)
    texto = ventana.panel.desglose.texto()
    assert "JAMON" in texto and "(8×2 + 1 + 3 + 1 + 1) × 2 = 44" in texto
    assert ventana.panel.desglose.notacion.text() == "H4 JAMON"

    # «Dejar en el tablero»: las fichas se quedan y la jugada queda en blanco.
    assert ventana.panel.boton_dejar.isEnabled()
    with qtbot.waitSignal(ventana.jugada_dejada) as senal:
        qtbot.mouseClick(ventana.panel.boton_dejar, Qt.MouseButton.LeftButton)
    assert senal.args[0].resultado.puntos == 44
    assert len(ventana.tablero) == 5 and ventana.vista_tablero.ultima == {(7, c) for c in range(3, 8)}
    esperar_total(qtbot, ventana, "—")

    # ZUMOS baja por la columna 6: dos toques en F6 (el segundo cambia a vertical) y Z, U, O, S.
    tocar(qtbot, ventana, "F6")
    tocar(qtbot, ventana, "F6")
    assert ventana.panel.boton_vertical.isChecked()
    qtbot.keyClicks(ventana.vista_tablero, "ZUOS")
    esperar_total(qtbot, ventana, "38 puntos")
    texto = ventana.panel.desglose.texto()
    assert "ZUMOS" in texto and "10×3 + 1 + 3 + 1 + 1×3 = 38" in texto
    assert [f"{c}" for c in ventana.jugada.nuevas()] == [
        f"{casilla(n)}" for n in ("F6", "G6", "I6", "J6")
    ]


def test_boton_vertical_y_tecla_espacio_cambian_la_direccion(qtbot, ventana):
    jugar_jamon(qtbot, ventana)
    qtbot.keyClick(ventana.vista_tablero, Qt.Key.Key_Return)  # Intro deja en el tablero
    qtbot.waitUntil(lambda: len(ventana.tablero) == 5)
    tocar(qtbot, ventana, "F6")
    qtbot.mouseClick(ventana.panel.boton_vertical, Qt.MouseButton.LeftButton)
    assert ventana.focusWidget() is ventana.vista_tablero  # el foco vuelve al tablero para seguir tecleando
    qtbot.keyClicks(ventana.vista_tablero, "ZUOS")
    esperar_total(qtbot, ventana, "38 puntos")
    qtbot.keyClick(ventana.vista_tablero, Qt.Key.Key_Space)  # Espacio: la jugada pasa a horizontal
    assert ventana.panel.boton_horizontal.isChecked()
    assert list(ventana.jugada.nuevas()) == [(5, 5), (5, 6), (5, 7), (5, 8)]


def test_colocacion_invalida_muestra_el_motivo_y_no_puntua(qtbot, ventana):
    tocar(qtbot, ventana, "A1")
    qtbot.keyClicks(ventana.vista_tablero, "SOL")
    error = ventana.panel.desglose.error
    qtbot.waitUntil(lambda: error.isVisible())
    assert error.text() == "La primera jugada tiene que tapar la casilla central, H8."
    assert ventana.panel.desglose.total.text() == "No puntúa"
    assert "puntos" not in ventana.panel.desglose.texto().replace(error.text(), "")
    assert not ventana.panel.boton_dejar.isEnabled()
    assert ventana.calculo_actual().resultado is None


def test_entrada_incorrecta_da_un_mensaje_en_la_barra_de_estado(qtbot, ventana):
    qtbot.keyClicks(ventana.vista_tablero, "A")
    qtbot.waitUntil(lambda: "Toca primero" in ventana.statusBar().currentMessage())
    tocar(qtbot, ventana, "H8")
    qtbot.keyClicks(ventana.vista_tablero, "3")
    qtbot.waitUntil(lambda: "es un número" in ventana.statusBar().currentMessage())
    qtbot.keyClicks(ventana.vista_tablero, "K")
    qtbot.waitUntil(lambda: "comodín de 0 puntos" in ventana.statusBar().currentMessage())
    assert ventana.jugada.fichas[0].fija


def test_tocar_una_ficha_nueva_la_hace_comodin_y_cambia_los_puntos(qtbot, ventana):
    jugar_jamon(qtbot, ventana)
    tocar(qtbot, ventana, "H4")  # la J pasa a comodín: (0 + 1 + 3 + 1 + 1) × 2
    esperar_total(qtbot, ventana, "12 puntos")
    assert "(0 + 1 + 3 + 1 + 1) × 2 = 12" in ventana.panel.desglose.texto()
    tocar(qtbot, ventana, "H4")
    esperar_total(qtbot, ventana, "44 puntos")
    qtbot.keyClicks(ventana.vista_tablero, "?")  # por teclado: la última ficha (la N)
    esperar_total(qtbot, ventana, "42 puntos")


def test_digrafos_retroceso_escape_y_flechas_sin_raton(qtbot, ventana):
    tablero = ventana.vista_tablero
    tablero.setFocus()
    qtbot.keyClick(tablero, Qt.Key.Key_Right)  # sin inicio: la casilla central
    assert ventana.jugada.inicio == (7, 7)
    qtbot.keyClicks(tablero, "CALLE")
    esperar_total(qtbot, ventana, "26 puntos")
    assert [f.letra for f in ventana.jugada.fichas] == ["C", "A", "LL", "E"]
    qtbot.keyClick(tablero, Qt.Key.Key_Left)  # la jugada entera se mueve a H7
    assert ventana.panel.desglose.notacion.text() == "H7 CALLE"
    qtbot.keyClick(tablero, Qt.Key.Key_Backspace)
    assert [f.letra for f in ventana.jugada.fichas] == ["C", "A", "LL"]
    qtbot.keyClick(tablero, Qt.Key.Key_Escape)
    esperar_total(qtbot, ventana, "—")
    assert ventana.jugada.inicio is None


def test_descripcion_accesible_y_coordenadas(qtbot, ventana):
    tablero = ventana.vista_tablero
    assert tablero.objectName() == "tablero"
    for nombre in ("A1", "H8", "O15", "F6"):
        assert tablero.casilla_en(tablero.centro_casilla(nombre)) == nombre
    jugar_jamon(qtbot, ventana)
    descripcion = tablero.accessibleDescription()
    assert "H4" in descripcion and "44 puntos" in descripcion


def test_deshacer_y_vaciar_el_tablero(qtbot, ventana):
    jugar_jamon(qtbot, ventana)
    ventana.acciones.dejar.trigger()
    assert len(ventana.tablero) == 5
    qtbot.mouseClick(ventana.panel.boton_vaciar, Qt.MouseButton.LeftButton)
    assert ventana.tablero.vacio()
    ventana.acciones.deshacer.trigger()
    assert len(ventana.tablero) == 5
    ventana.acciones.deshacer.trigger()
    assert ventana.tablero.vacio()


def test_tocar_el_tablero_vuelve_al_modo_de_tablero(qtbot, ventana):
    ventana.poner_modo("escritas")
    tocar(qtbot, ventana, "H8")
    assert ventana.modo == "tablero" and ventana.jugada.inicio == (7, 7)
