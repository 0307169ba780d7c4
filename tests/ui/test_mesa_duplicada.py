"""La duplicada en la mesa, con el teclado de verdad: anotada la maestra (con «Buscar la maestra» o Ctrl+M),
las cifras que se teclean son los puntos de quien va, en cada ronda; el atril incompleto se rechaza al
escribirlo; el reloj de la ronda es el de la sala y no se para en los diálogos; y «en solitario» es uno.

Las teclas van a ``QApplication.focusWidget()`` tras ``activateWindow()``, como las de quien arbitra: nada de
llamar a los métodos que harían lo mismo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from app_planilla import listas
from app_planilla.nucleo.juego.maestra import buscar
from tests.ui.ayuda import pulsar, rellenar_nueva
from tests.ui.test_duplicada_partida import abrir_hoja, nueva  # noqa: F401

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def _activa(qtbot, v):
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow, timeout=3000)
    foco = QApplication.focusWidget()
    assert foco is not None and foco.window() is v
    return foco


def _teclear(qtbot, v, texto: str) -> None:
    """Como en el teclado: cada tecla, al widget que tiene el foco ahora (Intro es «\\n»)."""
    for c in texto:
        foco = _activa(qtbot, v)
        if c == "\n":
            qtbot.keyClick(foco, Qt.Key.Key_Return)
        else:
            qtbot.keyClicks(foco, c)


def _buscar_y_anotar(qtbot, v, hoja) -> int:
    """Ctrl+Alt+M e Intro en la lista: la mejor jugada, anotada como maestra. Sus puntos."""
    qtbot.keyClick(_activa(qtbot, v), Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(lambda: hoja.busqueda.dialogo is not None and hoja.busqueda.dialogo.isVisible()
                    and bool(hoja.busqueda.dialogo.jugadas), timeout=10000)
    d = hoja.busqueda.dialogo
    assert QApplication.focusWidget() is d.tabla
    puntos = d.jugadas[0].puntos
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not d.isVisible())
    return puntos


def _atril_de(p) -> str:
    """Siete fichas sencillas que la bolsa aún puede dar (vocales y consonantes que no forman dígrafos)."""
    quedan = p.por_salir()
    fichas: list[str] = []
    for letra in "AEIOUSTNDAEIOUSTND":
        if len(fichas) < 7 and quedan.get(letra, 0) > fichas.count(letra):
            fichas.append(letra)
    assert len(fichas) == 7
    return "".join(fichas).lower()


def test_tras_anotar_la_maestra_las_cifras_son_los_puntos_de_quien_va(qtbot, abrir_hoja) -> None:  # noqa: F811
    v, d = abrir_hoja()
    hoja = v.duplicada
    d.cola.append(nueva(["Ana", "Bea", "Ciro"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    p = hoja.planilla

    # Ronda 1: «Sortear» con el ratón (el foco se queda en el botón), la maestra con la lista de la búsqueda.
    pulsar(qtbot, hoja, "Sortear")
    assert p.ronda == 1
    maestra = _buscar_y_anotar(qtbot, v, hoja)
    assert p.filas[0].puntos_maestra == maestra
    _teclear(qtbot, v, "28\n")
    assert p.filas[0].puntos == (28, None, None)
    _teclear(qtbot, v, "\n")  # Intro sin cifras: los de la maestra colocada, como Intro en el tablero
    _teclear(qtbot, v, "9\n")
    assert p.filas[0].puntos == (28, maestra, 9)

    # Ronda 2: el atril escrito en su campo e Intro (el foco se queda allí); la maestra, con la búsqueda.
    qtbot.mouseClick(hoja.panel.atril, Qt.MouseButton.LeftButton)
    _teclear(qtbot, v, _atril_de(p) + "\n")
    assert p.ronda == 2 and hoja.panel.error.isHidden(), hoja.panel.error.text()
    _buscar_y_anotar(qtbot, v, hoja)
    _teclear(qtbot, v, "7\n")
    assert p.ronda == 2 and p.filas[1].puntos == (7, None, None) and hoja.panel.error.isHidden()

    # Ronda 3: la maestra colocada en el tablero y anotada con Ctrl+M desde el campo del atril.
    qtbot.mouseClick(hoja.panel.atril, Qt.MouseButton.LeftButton)
    _teclear(qtbot, v, _atril_de(p) + "\n")
    assert p.ronda == 3
    encargo = hoja.busqueda.encargo()
    assert encargo is not None
    jugada = buscar(encargo.tablero, encargo.atril, listas.grafo_incluido("es"), encargo.edicion, 1)[0]
    fichas = jugada.fichas()
    casillas = sorted(fichas)
    v.jugada.tocar(casillas[0])
    v.jugada.cambiar_direccion(jugada.posicion.direccion)
    for c in casillas:
        v.jugada.escribir(fichas[c].letra)
    v.vista_tablero.establecer_jugada(v.jugada)
    assert v.calculo_actual().puntos == jugada.puntos
    hoja.panel.atril.setFocus()
    qtbot.keyClick(_activa(qtbot, v), Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert p.filas[2].puntos_maestra == jugada.puntos
    _teclear(qtbot, v, "12\n31\n")
    assert p.filas[2].puntos == (12, 31, None) and hoja.panel.atril.text() == ""


def test_un_atril_incompleto_se_rechaza_al_escribirlo(qtbot, abrir_hoja) -> None:  # noqa: F811
    v, d = abrir_hoja()
    hoja = v.duplicada
    d.cola.append(nueva(["Ana", "Bea"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    p = hoja.planilla
    eventos = p.eventos
    hoja.panel.atril.setText("chaoser")  # la CH es una ficha: seis
    qtbot.keyClick(hoja.panel.atril, Qt.Key.Key_Return)
    assert p.eventos == eventos and p.ronda == 0
    assert hoja.panel.error.text().startswith("Al atril le falta 1 ficha: «[CH]AOSER» tiene 6")
    assert "La CH es una sola ficha." in hoja.panel.error.text()
    assert hoja.panel.atril.text() == "chaoser"  # para completarlo
    hoja.panel.atril.setText("chaoser?")
    qtbot.keyClick(hoja.panel.atril, Qt.Key.Key_Return)
    assert p.ronda == 1 and hoja.panel.error.isHidden()


def test_en_solitario_un_participante_y_al_quitarlo_los_de_antes(qtbot, abrir_hoja) -> None:  # noqa: F811
    v, d = abrir_hoja()
    vistos: list[tuple[int, int, int]] = []

    def rellenar(dlg: QDialog) -> bool:
        dlg = rellenar_nueva(dlg, ["Ana", "Bea", "Ciro"], "duplicada")
        assert dlg.cuantos.value() == 3
        dlg.solitario.setChecked(True)
        uno = dlg.cuantos.value()
        dlg.solitario.setChecked(False)
        tres = dlg.cuantos.value()
        dlg.solitario.setChecked(True)
        dlg.cuantos.setValue(2)  # varias personas ante la misma pantalla: se puede subir
        dlg.solitario.setChecked(False)
        vistos.append((uno, tres, dlg.cuantos.value()))
        dlg.solitario.setChecked(True)
        return dlg.aceptar()

    d.cola.append(rellenar)
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    assert vistos == [(1, 3, 2)]  # quien cambió el número a mano se queda con el suyo
    p = v.duplicada.planilla
    assert p.participantes == 1 and p.inicio.arbitro_automatico

