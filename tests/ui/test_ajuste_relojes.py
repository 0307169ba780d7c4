"""«Ajustar los relojes…» en la ventana, con el tiempo falso: F7 abre el diálogo con los relojes en pausa, lo
aceptado se ve en los relojes y en la hoja y se deshace con ella; cancelar deja seguir el reloj que corría."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.juegos.cuatro_letras import nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import nueva_tantrix
from app_planilla.nucleo.relojes import PRESET_FISE
from app_planilla.ui.acerca import texto_atajos
from app_planilla.ui.hojas.clasica.modelo import CAMPO_JUGADA, CAMPO_PUNTOS, CAMPO_TOTAL, columna
from app_planilla.ui.relojes.ajuste import DialogoAjusteRelojes
from tests.ui.ayuda import colocar, pulsar
from tests.ui.test_planilla_partida import empezar

# Con las fixtures de los relojes (``abrir_hoja`` con el tiempo falso y la ventana activa, y ``tiempo``).
from tests.ui.test_relojes_partida import TREINTA, abrir_hoja, relojes_de, tecla, terminar, tiempo  # noqa: F401


def _rellenar(textos: dict[int, str], vistos: list[bool]):  # type: ignore[no-untyped-def]
    """Conductor del diálogo: apunta si los relojes corrían con él abierto, escribe los tiempos y acepta."""

    def conducir(dlg: QDialog) -> bool:
        assert isinstance(dlg, DialogoAjusteRelojes)
        relojes = dlg.parent().relojes.relojes  # type: ignore[attr-defined]
        vistos.append(relojes.en_marcha)
        for i, texto in textos.items():
            dlg.campos[i].setText(texto)
        return dlg.aceptar()

    return conducir


def test_ajustar_con_f7_se_ve_en_los_relojes_y_en_la_hoja_y_se_deshace(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    r = relojes_de(v)
    relojes, panel = r.relojes, r.panel
    assert relojes is not None and panel is not None and r.acciones["ajustar"].isEnabled()
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(60)
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")  # corre el de Bea
    tiempo.pasar(10)

    vistos: list[bool] = []
    d.cola.append(_rellenar({0: "12:30", 1: "-1:30"}, vistos))
    tecla(qtbot, v, Qt.Key.Key_F7)
    assert vistos == [False], "con el diálogo abierto ningún reloj corre"
    assert relojes.en_marcha and relojes.activo == 1  # sigue el que corría
    assert (relojes.restante_ms(0), relojes.restante_ms(1)) == (750_000, -90_000)
    assert [x.tiempo.text() for x in panel.vistas] == ["12:30", "−1:30"]
    assert "−20 puntos" in panel.vistas[1].extra.text()  # 1:30 de tiempo extra: dos minutos empezados

    hoja = v.hoja
    assert hoja is not None and hoja.planilla is not None
    p = hoja.planilla
    assert [line.clase for line in p.lineas] == ["jugada", "reloj", "reloj"] and p.totales[1] == 0
    modelo = hoja.panel.modelo
    filas = [modelo.fila(i) for i in range(modelo.rowCount())]
    reloj = next(i for i, f in enumerate(filas) if f is not None and f.etiqueta == "Reloj")
    assert modelo.index(reloj, columna(0, CAMPO_JUGADA)).data() == "12:30"
    ayuda = modelo.index(reloj, columna(0, CAMPO_JUGADA)).data(Qt.ItemDataRole.ToolTipRole)
    assert ayuda == "Ana: Reloj ajustado a 12:30 (árbitro)"
    assert modelo.index(reloj, columna(0, CAMPO_PUNTOS)).data() == ""  # el marcador no cambia
    assert modelo.index(reloj, columna(0, CAMPO_TOTAL)).data() == ""
    assert modelo.index(reloj + 1, columna(1, CAMPO_JUGADA)).data() == "−1:30"
    almacen = v.sesion.almacen
    foto = almacen.foto_relojes(v.sesion.actual.id)
    assert foto is not None and foto[0].restantes_ms == (750_000, -90_000)

    # Deshacer la última línea (Ctrl+Retroceso) quita lo que puso el ajuste; lo que corrió después sigue contado.
    tiempo.pasar(5)
    v.vista_tablero.setFocus()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
    assert relojes.restante_ms(1) == TREINTA - 10_000 - 5_000 and relojes.en_marcha and relojes.activo == 1
    assert panel.vistas[1].tiempo.text() == "29:45"
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert relojes.restante_ms(0) == TREINTA - 60_000 and [line.clase for line in p.lineas] == ["jugada"]

    # Sin cambiar nada no se anota nada; lo que no es un tiempo se dice y el diálogo sigue abierto.
    d.cola.append(_rellenar({}, vistos))
    tecla(qtbot, v, Qt.Key.Key_F7)
    assert len(p.lineas) == 1 and "siguen como estaban" in v.statusBar().currentMessage()

    def mal_escrito(dlg: QDialog) -> bool:
        assert isinstance(dlg, DialogoAjusteRelojes)
        dlg.campos[1].setText("12:")
        assert not dlg.aceptar() and "no es un tiempo" in dlg.error.text() and dlg.focusWidget() is dlg.campos[1]
        dlg.reject()
        return False

    d.cola.append(mal_escrito)
    r.ajustar()
    assert len(p.lineas) == 1 and not d.cola


def test_cancelar_deja_seguir_el_reloj_que_corria(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    r = relojes_de(v)
    relojes = r.relojes
    assert relojes is not None
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(20)
    antes = relojes.restante_ms(0)

    def cancelar(dlg: QDialog) -> bool:
        assert isinstance(dlg, DialogoAjusteRelojes) and not relojes.en_marcha
        assert [c.text() for c in dlg.campos] == ["29:40", "30:00"]
        tiempo.pasar(300)  # el árbitro tarda: no lo paga Ana
        dlg.campos[0].setText("5:00")
        dlg.reject()
        return False

    d.cola.append(cancelar)
    r.acciones["ajustar"].trigger()
    assert relojes.en_marcha and relojes.restante_ms(0) == antes
    assert v.hoja is not None and v.hoja.planilla is not None and v.hoja.planilla.lineas == ()
    tiempo.pasar(1)
    assert relojes.restante_ms(0) == antes - 1000


def test_sin_partida_en_juego_no_se_ajusta_y_esta_en_la_lista_de_atajos(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    r = relojes_de(v)
    assert not r.acciones["ajustar"].isEnabled()  # sin partida
    assert "F7" in texto_atajos(v.atajos_extra()) and r.acciones["ajustar"].shortcut().toString() == "F7"
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    assert r.acciones["ajustar"].isEnabled()
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")
    terminar(qtbot, v, d, ("", "A"))
    assert not r.acciones["ajustar"].isEnabled()
    r.ajustar()  # por si llega de otro sitio: se dice por qué, sin diálogo
    assert "ha terminado" in v.statusBar().currentMessage() and not d.cola
    # Tantrix lleva relojes y su hoja anota los ajustes: la acción está mientras la partida sigue.
    assert v.sesion.nueva(nueva_tantrix(["Verde", "Azul"]), PRESET_FISE) and r.relojes is not None
    assert r.acciones["ajustar"].isEnabled()


def test_tantrix_ajusta_con_f7_se_ve_en_su_hoja_y_se_deshace(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    assert v.sesion.nueva(nueva_tantrix(["Verde", "Azul", "Rojo"]), PRESET_FISE)
    r = relojes_de(v)
    relojes, panel = r.relojes, r.panel
    assert relojes is not None and panel is not None and r.acciones["ajustar"].isEnabled()
    t = v.juegos.tantrix
    assert t.activa and t.panel.relojes.isHidden()
    tecla(qtbot, v, Qt.Key.Key_F6)  # en Tantrix se empieza a mano
    tiempo.pasar(20)
    assert relojes.en_marcha and relojes.activo == 0

    vistos: list[bool] = []
    d.cola.append(_rellenar({0: "12:30", 2: "-0:45"}, vistos))
    tecla(qtbot, v, Qt.Key.Key_F7)
    assert vistos == [False], "con el diálogo abierto ningún reloj corre"
    assert relojes.en_marcha and relojes.activo == 0  # el ajuste no para los relojes
    assert [relojes.restante_ms(i) for i in range(3)] == [750_000, TREINTA, -45_000]
    assert [x.tiempo.text() for x in panel.vistas] == ["12:30", "30:00", "−0:45"]
    p = t.planilla
    assert p is not None and [(a.participante, a.restante_ms) for a in p.relojes_ajustados] == [(0, 750_000),
                                                                                               (2, -45_000)]
    assert not t.panel.relojes.isHidden()
    assert t.panel.relojes.text().splitlines() == ["Reloj de Verde ajustado a 12:30 (árbitro)",
                                                   "Reloj de Rojo ajustado a −0:45 (árbitro)"]
    foto = v.sesion.almacen.foto_relojes(v.sesion.actual.id)
    assert foto is not None and foto[0].restantes_ms == (750_000, TREINTA, -45_000)

    # Deshacer la última línea (Ctrl+Retroceso) quita el último ajuste; lo que corrió después sigue contado.
    tiempo.pasar(5)
    v.vista_tablero.setFocus()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
    assert relojes.restante_ms(2) == TREINTA and relojes.restante_ms(0) == 745_000 and relojes.en_marcha
    assert t.panel.relojes.text() == "Reloj de Verde ajustado a 12:30 (árbitro)"
    pulsar(qtbot, t, "Deshacer la última línea")
    assert relojes.restante_ms(0) == TREINTA - 25_000 and p.relojes_ajustados == () and t.panel.relojes.isHidden()

    # Cancelar deja seguir el reloj que corría, sin anotar nada ni cobrarle a Verde lo que tardó el árbitro.
    antes = relojes.restante_ms(0)

    def cancelar(dlg: QDialog) -> bool:
        assert isinstance(dlg, DialogoAjusteRelojes) and not relojes.en_marcha
        tiempo.pasar(300)
        dlg.campos[0].setText("5:00")
        dlg.reject()
        return False

    d.cola.append(cancelar)
    tecla(qtbot, v, Qt.Key.Key_F7)
    assert relojes.en_marcha and relojes.restante_ms(0) == antes and p.relojes_ajustados == () and not d.cola
    tiempo.pasar(1)
    assert relojes.restante_ms(0) == antes - 1000


def test_cuatro_letras_ajusta_tras_la_partida_en_que_pasa(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    assert v.sesion.nueva(nueva_cuatro_letras(["Ana", "Bea"]), PRESET_FISE)
    r = relojes_de(v)
    c = v.juegos.cuatro_letras
    assert r.acciones["ajustar"].isEnabled()
    c.controlador.operar(lambda p: p.ganar(0, "casa"))
    d.cola.append(_rellenar({1: "10:00"}, []))
    r.acciones["ajustar"].trigger()
    assert c.panel.relojes.text() == "Tras la partida 1: Reloj de Bea ajustado a 10:00 (árbitro)"
    assert r.relojes is not None and r.relojes.restante_ms(1) == 600_000
    # Bajo la tabla, solo los últimos: la tabla no pierde filas (todos van en la planilla copiada e impresa).
    for minutos in (9, 8, 7):
        d.cola.append(_rellenar({0: f"{minutos}:00"}, []))
        r.acciones["ajustar"].trigger()
    assert c.panel.relojes.text().splitlines() == [
        "… y 2 ajustes de los relojes antes",
        "Tras la partida 1: Reloj de Ana ajustado a 8:00 (árbitro)",
        "Tras la partida 1: Reloj de Ana ajustado a 7:00 (árbitro)"]
    c.controlador.operar(lambda p: p.terminar())
    assert not r.acciones["ajustar"].isEnabled()
    r.ajustar()
    assert "ha terminado" in v.statusBar().currentMessage() and not d.cola


def test_un_reloj_que_paso_del_tope_se_muestra_y_solo_se_acota_lo_que_escribe_el_arbitro(
        qtbot, abrir_hoja, tiempo):  # noqa: F811
    """Un reloj que se quedó corriendo toda la noche marca más de 10 horas de tiempo extra: F7 abre el diálogo
    con lo que marca de verdad; se puede dejar como está o corregir, y solo lo escrito pasa por el tope."""
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    r = relojes_de(v)
    relojes = r.relojes
    assert relojes is not None
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(11 * 3600)  # corre el de Ana: 30 minutos menos 11 horas
    noche = TREINTA - 11 * 3600_000
    assert relojes.restante_ms(0) == noche

    def sin_tocar_el_de_ana(dlg: QDialog) -> bool:
        assert isinstance(dlg, DialogoAjusteRelojes)
        assert [c.text() for c in dlg.campos] == ["−10:30:00", "30:00"]
        dlg.campos[0].setText("-10:30:01")  # escrito por el árbitro: más allá del tope
        assert not dlg.aceptar() and "600 minutos" in dlg.error.text()
        dlg.campos[0].setText("−10:30:00")  # lo que ya marca se deja estar
        dlg.campos[1].setText("12:00")
        return dlg.aceptar()

    d.cola.append(sin_tocar_el_de_ana)
    tecla(qtbot, v, Qt.Key.Key_F7)
    assert not d.cola
    assert (relojes.restante_ms(0), relojes.restante_ms(1)) == (noche, 720_000)
    p = v.hoja.planilla if v.hoja is not None else None
    assert p is not None and [line.clase for line in p.lineas] == ["reloj"]

    def corregir_el_de_ana(dlg: QDialog) -> bool:
        assert isinstance(dlg, DialogoAjusteRelojes)
        dlg.campos[0].setText("-5:00")
        return dlg.aceptar()

    d.cola.append(corregir_el_de_ana)
    tecla(qtbot, v, Qt.Key.Key_F7)
    assert relojes.restante_ms(0) == -300_000 and [line.clase for line in p.lineas] == ["reloj", "reloj"]
