"""Relojes y hoja clásica nunca en desacuerdo en silencio (con una fuente de tiempo falsa, sin esperas): relojes
parados con turnos anotados, el reloj de otro tras F5, el tiempo perdido de un cierre brusco descontado con un
botón; y en la hoja, el valor de cada atril al terminar y la impugnación fallida con premio."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.registro.eventos import AjusteReloj
from app_planilla.ui.hojas.clasica import dialogos as dialogos
from tests.ui.ayuda import Conductor, colocar, pulsar, rellenar_nueva
from tests.ui.test_planilla_partida import empezar
from tests.ui.test_relojes_partida import TREINTA, abrir_hoja, relojes_de, tecla, tiempo  # noqa: F401


def test_relojes_parados_con_turnos_anotados_lo_dice_y_f6_los_pone_en_marcha(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    r = relojes_de(v)
    assert r.relojes is not None and not r.relojes.en_marcha
    assert r.aviso is not None and not r.aviso.isVisibleTo(r.contenedor)  # sin turnos aún: nada que avisar
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")  # anotar no los pone en marcha
    assert not r.relojes.en_marcha and r.relojes.activo == 1
    assert r.aviso.isVisibleTo(r.contenedor) and r.aviso.text() == "Relojes parados — F6 para empezar"
    tecla(qtbot, v, Qt.Key.Key_F6)
    assert r.relojes.en_marcha and r.relojes.activo == 1
    assert not r.aviso.isVisibleTo(r.contenedor)


def test_el_reloj_de_otro_tras_f5_se_avisa_con_como_arreglarlo(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    hoja = empezar(qtbot, v, d, ["Ana", "Beto"], reglas="fise")
    r = relojes_de(v)
    assert r.relojes is not None and r.aviso is not None
    tecla(qtbot, v, Qt.Key.Key_F6)  # empieza Ana
    tiempo.pasar(30)
    tecla(qtbot, v, Qt.Key.Key_F5)  # Ana pulsa su reloj antes de que se anote su jugada
    assert r.relojes.activo == 1 and "Turno de Ana" in hoja.panel.turno.text()
    assert r.aviso.isVisibleTo(r.contenedor)
    assert "Corre el reloj de Beto, pero en la hoja es el turno de Ana" in r.aviso.text() and "F5" in r.aviso.text()
    # Se pulsó por error: F5 otra vez y vuelve a ser el de Ana.
    tecla(qtbot, v, Qt.Key.Key_F5)
    assert r.relojes.activo == 0 and not r.aviso.isVisibleTo(r.contenedor)
    # En pausa tampoco pasa en silencio.
    tecla(qtbot, v, Qt.Key.Key_F5)
    tecla(qtbot, v, Qt.Key.Key_F6)
    assert "El reloj en pausa es el de Beto" in r.aviso.text() and r.aviso.isVisibleTo(r.contenedor)
    tecla(qtbot, v, Qt.Key.Key_F6)
    # O se anota el turno de Ana: el reloj ya pulsado no se vuelve a pulsar y todo cuadra.
    assert r.aviso.isVisibleTo(r.contenedor)
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")
    assert r.relojes.activo == 1 and "Turno de Beto" in hoja.panel.turno.text()
    assert not r.aviso.isVisibleTo(r.contenedor)


def test_el_tiempo_perdido_de_un_cierre_brusco_se_descuenta_con_un_boton(qtbot, abrir_hoja, tiempo):  # noqa: F811
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(60)
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")  # última foto: corre el de Bea
    tiempo.pasar(61)

    otra, _ = abrir_hoja()  # como tras un cierre brusco
    r = relojes_de(otra)
    assert r.relojes is not None and r.panel is not None and r.relojes.restante_ms(1) == TREINTA
    panel = r.panel
    assert "pasaron 1:01 con el reloj en marcha" in panel.perdido.text()
    assert panel.boton_descontar.isVisibleTo(panel) and panel.boton_descontar.text() == "Descontar 1:01 a Bea"
    qtbot.mouseClick(panel.boton_descontar, Qt.MouseButton.LeftButton)
    assert r.relojes.restante_ms(1) == TREINTA - 61_000 and not r.relojes.en_marcha
    assert not panel.perdido.isVisibleTo(panel)
    hoja = otra.hoja
    assert hoja is not None and hoja.planilla is not None
    evento = hoja.planilla.eventos[-1]
    assert isinstance(evento, AjusteReloj) and (evento.participante, evento.restante_ms) == (1, TREINTA - 61_000)
    assert hoja.planilla.lineas[-1].descripcion == "Reloj ajustado a 28:59 (árbitro)"
    pulsar(qtbot, hoja, "Deshacer la última línea")  # un ajuste como cualquier otro: se deshace
    assert r.relojes.restante_ms(1) == TREINTA


def test_terminar_muestra_lo_que_vale_cada_atril_segun_se_escribe(qtbot) -> None:
    p = Planilla(nueva_partida(["Ana", "Bea"], edicion="en", reglas="ingles"))
    p.anotar(30)
    dialogo = dialogos.DialogoFin(p, lambda atriles: None)
    qtbot.addWidget(dialogo)
    campo, valor = dialogo.atriles[1], dialogo.valores[1]
    assert valor.text() == "sin fichas"
    qtbot.keyClicks(campo, "X")
    assert valor.text() == "= 8 puntos"
    qtbot.keyClicks(campo, "A")
    assert valor.text() == "= 9 puntos"
    qtbot.keyClicks(campo, "1")  # «XA1» no es un atril
    assert valor.text() == "no se entiende" and valor.toolTip()
    campo.setText("1")
    assert valor.text() == "= 1 punto"
    assert "suma el doble" in dialogo.findChild(type(valor), "nota_fin").text()


def _con_premio(premio: int) -> Conductor:
    def rellenar(d: QDialog) -> bool:
        d = rellenar_nueva(d, ["Ana", "Bea"])
        d.reglas.setCurrentIndex(d.reglas.findData("casa"))
        assert not d._formulario.isRowVisible(d.impugnacion)  # solo en torneo en inglés
        d.reglas.setCurrentIndex(d.reglas.findData("ingles"))
        assert d._formulario.isRowVisible(d.impugnacion)
        d.impugnacion.setCurrentIndex(d.impugnacion.findData(premio))
        return d.aceptar()

    return rellenar


def test_impugnacion_fallida_con_premio_desde_la_hoja_y_el_teclado(qtbot, abrir_hoja):  # noqa: F811
    v, d = abrir_hoja()
    hoja = v.hoja
    assert hoja is not None
    d.cola.append(_con_premio(5))
    pulsar(qtbot, hoja, "Nueva partida…")
    p = hoja.planilla
    assert p is not None and p.premio_impugnacion == 5
    boton = hoja.boton("Impugnación fallida: +5 a quien jugó")
    assert boton.isVisibleTo(hoja.panel) and hoja.acciones["impugnacion"].isVisible()
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, hoja, "Sumar")
    antes = p.totales
    tecla(qtbot, v, Qt.Key.Key_I)  # sin modificadores no hace nada
    assert p.totales == antes
    v.vista_tablero.setFocus()
    control_mayusculas = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_I, control_mayusculas)  # Ctrl+Shift+I
    assert p.totales == (antes[0] + 5, antes[1]) and p.turno == 1
    assert p.lineas[-1].descripcion == "Premio: impugnación"
    modelo = hoja.panel.modelo
    fila = next(f for f in range(modelo.rowCount()) if modelo.data(modelo.index(f, 0)) == "Premio")
    assert "impugnación" in [modelo.data(modelo.index(fila, c)) for c in range(modelo.columnCount())]
    pulsar(qtbot, hoja, "Deshacer la última línea")
    assert p.totales == antes
