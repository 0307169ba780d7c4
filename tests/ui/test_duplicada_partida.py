"""La partida duplicada a través de la ventana: el ejemplo de la semilla (maestras 24, 36 y 18), la maestra
calculada en el tablero que se queda en él, la casilla señalada, deshacer y la reapertura; y el panel de
fichas en las dos modalidades."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog

from app_planilla.nucleo.juego.tablero import casilla
from app_planilla.ui.hojas.clasica import dialogos as dialogos
from app_planilla.ui.hojas.duplicada.hoja import HojaDuplicada
from app_planilla.ui.hojas.duplicada.modelo import (
    COL_MAESTRA,
    COL_PRIMER_PARTICIPANTE,
    COL_PUNTOS_MAESTRA,
    PIE_DIFERENCIA,
    PIE_PORCENTAJE,
    PIE_TOTAL,
    ROL_SOSPECHOSA,
)
from app_planilla.ui.ventana import VentanaPrincipal
from tests.ui.ayuda import Conductor, Dialogos, colocar, pulsar, rellenar_nueva


def nueva(nombres: list[str], duplicada: bool = True, bonificaciones: bool = False) -> Conductor:
    def rellenar(d: QDialog) -> bool:
        d = rellenar_nueva(d, nombres, "duplicada" if duplicada else "clasica")
        d.bonificaciones.setChecked(bonificaciones)
        return d.aceptar()

    return rellenar


@pytest.fixture
def abrir_hoja(abrir_hoja):
    """La de ``conftest``, con el sorteo de las rondas fijo y sin sonido."""

    def _abrir() -> tuple[VentanaPrincipal, Dialogos]:
        v, conductor = abrir_hoja()
        v.duplicada.controlador.azar = random.Random(7)
        v.duplicada.sonidos.con_audio = False
        return v, conductor

    return _abrir


def primera_ronda(qtbot, abrir_hoja) -> tuple[VentanaPrincipal, HojaDuplicada]:
    """Una duplicada de Ana y Bea con la primera ronda abierta (atril ZARELOS)."""
    v, d = abrir_hoja()
    hoja = v.duplicada
    d.cola.append(nueva(["Ana", "Bea"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    hoja.panel.atril.setText("zarelos")
    pulsar(qtbot, hoja, "Nueva ronda")
    return v, hoja


def a_mano(qtbot, hoja: HojaDuplicada, puntos: int, boton: str = "Escribir los puntos") -> None:
    hoja.panel.puntos.setText(str(puntos))
    pulsar(qtbot, hoja, boton)
    assert hoja.panel.puntos.text() == ""


def test_dialogo_tipo_de_partida(qtbot, ventana) -> None:
    d = dialogos.DialogoNuevaPartida(ventana)
    qtbot.addWidget(d)
    assert d.cuantos.maximum() == 4 and d.abre.isVisibleTo(d) and not d.bonificaciones.isVisibleTo(d)
    d.tipo.setCurrentIndex(d.tipo.findData("duplicada"))
    assert (d.cuantos.minimum(), d.cuantos.maximum()) == (1, 16)
    assert not d.abre.isVisibleTo(d) and not d.reglas.isVisibleTo(d) and d.bonificaciones.isVisibleTo(d)
    assert "desde 10 participantes" in d.nota.text()
    d.cuantos.setValue(16)
    assert all(c.isVisibleTo(d) for c in d.nombres)
    d.cuantos.setValue(1)
    assert "En solitario" in d.nota.text()
    d.cuantos.setValue(12)
    assert "desde 10" not in d.nota.text()
    d.bonificaciones.setChecked(True)
    assert d.aceptar()
    assert type(d.inicio).__name__ == "InicioDuplicada" and d.inicio.bonificaciones
    assert len(d.inicio.participantes) == 12


def test_la_ronda_a_medias_no_cuenta_y_la_hoja_lo_dice(qtbot, abrir_hoja) -> None:
    _v, hoja = primera_ronda(qtbot, abrir_hoja)
    a_mano(qtbot, hoja, 24, "Anotar como jugada maestra")
    a_mano(qtbot, hoja, 24)
    clas = hoja.panel.modelo_clasificacion
    assert [clas.data(clas.index(i, 2)) for i in range(2)] == ["0", "0"]
    assert "sin la ronda 1" in hoja.panel.titulo_clasificacion.text()
    assert "aún no cuenta" in hoja.panel.titulo_clasificacion.toolTip()
    a_mano(qtbot, hoja, 20)
    assert [clas.data(clas.index(i, 2)) for i in range(2)] == ["24", "20"]
    assert hoja.panel.titulo_clasificacion.text() == "Clasificación provisional"


def test_ejemplo_de_la_semilla_por_la_ventana(qtbot, abrir_hoja) -> None:
    v, d = abrir_hoja()
    hoja = v.duplicada
    assert hoja is not None and v.hoja is not None
    assert hoja.dock.isHidden() and not v.hoja.dock.isHidden()
    d.cola.append(nueva(["Participante 1", "Participante 2"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    p = hoja.planilla
    assert p is not None and p.participantes == 2
    assert not hoja.dock.isHidden() and v.hoja.dock.isHidden() and not hoja.dock_reloj.isHidden()
    assert hoja.menu.menuAction().isVisible()

    # Ronda 1: atril escrito; la maestra se calcula en el tablero y se queda en él.
    hoja.panel.atril.setText("zarelos")
    pulsar(qtbot, hoja, "Nueva ronda")
    assert p.ronda == 1 and p.filas[0].texto_atril == "ZARELOS"
    assert hoja.temporizador.modelo.en_marcha  # la ronda arranca su reloj
    assert colocar(v, "H8", "ZAR") == 24
    pulsar(qtbot, hoja, "Anotar como jugada maestra")
    assert p.filas[0].puntos_maestra == 24 and p.filas[0].descripcion_maestra == "H8 ZAR"
    assert v.calculo_actual().resultado is not None  # sigue colocada en el tablero
    pulsar(qtbot, hoja, "Escribir los puntos")
    a_mano(qtbot, hoja, 20)
    assert p.filas[0].puntos == (24, 20)

    # Ronda 2: sorteada de lo que quedó (ELOS) y de las fichas por salir; ZAR ya es parte del tablero.
    pulsar(qtbot, hoja, "Sortear")
    assert p.ronda == 2 and len(p.filas[1].atril) == 7 and p.filas[1].sorteado
    assert v.tablero.fichas[casilla("H8")].letra == "Z" and v.jugada.vacia()
    assert casilla("H8") in v.vista_tablero.ultima
    a_mano(qtbot, hoja, 36, "Anotar como jugada maestra")
    a_mano(qtbot, hoja, 30)
    a_mano(qtbot, hoja, 36)

    # Ronda 3: con la maestra anotada solo con puntos no se sabe qué quedó: el sorteo lo dice.
    pulsar(qtbot, hoja, "Sortear")
    assert p.ronda == 2 and "qué quedó en el atril" in hoja.panel.error.text()
    hoja.panel.atril.setText("AEIOUBC")
    qtbot.keyClick(hoja.panel.atril, Qt.Key.Key_Return)
    assert p.ronda == 3 and not hoja.panel.error.isVisible()
    a_mano(qtbot, hoja, 18, "Anotar como jugada maestra")
    a_mano(qtbot, hoja, 18)
    a_mano(qtbot, hoja, 45)  # más que la maestra: probable error al copiar
    modelo = hoja.panel.modelo
    celda = modelo.index(2, COL_PRIMER_PARTICIPANTE + 1)
    assert modelo.data(celda, ROL_SOSPECHOSA) is True
    assert "⚠" in modelo.data(celda) and "error al copiar" in modelo.data(celda, Qt.ItemDataRole.ToolTipRole)
    assert "error al copiar" in hoja.panel.avisos.text()
    # Corregir la casilla: una operación del núcleo; deshacer la devuelve y se vuelve a corregir.
    assert modelo.setData(celda, "9")
    assert p.filas[2].puntos == (18, 9) and modelo.data(celda, ROL_SOSPECHOSA) is False
    pulsar(qtbot, hoja, "Deshacer la última línea")
    assert p.filas[2].puntos == (18, 45)
    assert modelo.setData(celda, "9")
    hoja.panel.puntos.setText("5")
    pulsar(qtbot, hoja, "Escribir los puntos")
    assert "ya tienen puntos" in hoja.panel.error.text() and hoja.panel.puntos.text() == "5"
    hoja.panel.puntos.clear()

    # Totales frente a la suma de las maestras (78), con los números de la semilla.
    total = len(p.filas) + PIE_TOTAL
    textos = [[modelo.data(modelo.index(total + pie, COL_PRIMER_PARTICIPANTE + i)) for i in range(2)]
              for pie in (PIE_TOTAL, PIE_DIFERENCIA, PIE_PORCENTAJE)]
    assert textos == [["72", "65"], ["\u22126", "\u221213"], ["92,3", "83,3"]]
    assert modelo.data(modelo.index(total, COL_PUNTOS_MAESTRA)) == "78"
    clas = hoja.panel.modelo_clasificacion
    assert [clas.data(clas.index(0, c)) for c in range(1, 6)] == ["Participante 1", "72", "0", "\u22126", "92,3 %"]
    assert clas.data(clas.index(1, 5)) == "83,3 %"

    # La jugada maestra de la última ronda se puede escribir en su casilla (y se puntúa en el tablero).
    assert modelo.flags(modelo.index(2, COL_MAESTRA)) & Qt.ItemFlag.ItemIsEditable
    assert not modelo.flags(modelo.index(0, COL_MAESTRA)) & Qt.ItemFlag.ItemIsEditable

    # Reabrir desde la misma carpeta: la duplicada sin terminar vuelve tal como estaba, con su tablero.
    v2, _d2 = abrir_hoja()
    h2 = v2.duplicada
    assert h2 is not None and h2.planilla is not None and v2.hoja is not None
    assert h2.planilla.totales == (72, 65) and h2.planilla.ronda == 3
    assert not h2.dock.isHidden() and v2.hoja.dock.isHidden()
    assert v2.tablero.fichas[casilla("H8")].letra == "Z"
    assert v2.edicion_fija == "es"
    v2.close()

    # Terminar, copiar la clasificación y «Otra partida, mismas personas».
    pulsar(qtbot, hoja, "Terminar la partida")
    assert p.terminada and "final" in hoja.panel.titulo_clasificacion.text()
    assert not hoja.boton("Nueva ronda").isEnabled()
    pulsar(qtbot, hoja, "Copiar la clasificación")
    copiado = QGuiApplication.clipboard().text()
    assert "92,3 %" in copiado and "83,3 %" in copiado
    pulsar(qtbot, hoja, "Otra partida, mismas personas")
    otra = hoja.planilla
    assert otra is not None and otra is not p and otra.nombres == p.nombres and otra.ronda == 0
    assert v.tablero.vacio()


def test_clasica_y_duplicada_se_turnan_y_el_panel_de_fichas(qtbot, abrir_hoja) -> None:
    v, d = abrir_hoja()
    assert v.hoja is not None and v.duplicada is not None and v.fichas is not None
    fichas = v.fichas.panel
    assert "<b>100</b> fichas sin salir" in fichas.cifras.text()

    d.cola.append(nueva(["Ana", "Bea"], duplicada=False))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    assert v.hoja.planilla is not None and v.duplicada.planilla is None
    colocar(v, "H4", "JAMON")
    v.hoja.sumar()
    colocar(v, "F6", "ZUOS", vertical=True)
    v.hoja.sumar()
    v.hoja.panel.puntos.setText("12")
    v.hoja.sumar()  # solo con puntos: no se descuenta
    assert fichas.casillas["J"].cuenta.text() == "<b>0</b>/1"
    assert fichas.casillas["Z"].cuenta.text() == "<b>0</b>/1"
    assert "<b>91</b> fichas sin salir" in fichas.cifras.text()  # JAMON + ZUOS: 9 fichas
    assert "<b>77</b> en la bolsa (con 2 atriles" in fichas.cifras.text()
    assert fichas.sin_fichas.text().startswith("Una jugada anotada solo con puntos")

    # Una duplicada desde la misma ventana: el panel pasa a su recuento (un solo atril común).
    d.cola.append(nueva(["Ana", "Bea", "Carla"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    dup = v.duplicada.planilla
    assert dup is not None and v.hoja.planilla is None and v.hoja.dock.isHidden()
    assert "<b>100</b> fichas sin salir" in fichas.cifras.text() and "con un atril" in fichas.cifras.text()
    v.duplicada.panel.atril.setText("JAMONES")
    v.duplicada.nueva_ronda()
    colocar(v, "H4", "JAMON")
    v.duplicada.anotar_maestra()
    assert fichas.casillas["J"].cuenta.text() == "<b>0</b>/1"
    assert "<b>95</b> fichas" in fichas.cifras.text()

    # La lista «Partidas» abre la clásica otra vez: la hoja clásica vuelve a su sitio; y luego la duplicada.
    partidas = v.sesion.almacen.partidas()
    clasica = next(r.id for r in partidas if r.modalidad == "clasica")
    duplicada = next(r.id for r in partidas if r.modalidad == "duplicada")
    d.cola.append(abrir_en_partidas(clasica))
    v.duplicada.panel.boton_partidas.click()
    assert v.duplicada.planilla is None and v.duplicada.dock.isHidden() and not v.hoja.dock.isHidden()
    assert "<b>91</b> fichas" in fichas.cifras.text()
    assert not v.duplicada.menu.menuAction().isVisible()
    d.cola.append(abrir_en_partidas(duplicada))
    qtbot.mouseClick(v.hoja.boton("Partidas…"), Qt.MouseButton.LeftButton)
    assert v.duplicada.planilla is not None and v.duplicada.planilla.ronda == 1
    # JAMON es la maestra de la ronda en curso: vuelve a verse colocada, lista para «Escribir los puntos».
    assert v.tablero.vacio() and v.jugada.nuevas()[casilla("H4")].letra == "J"
    assert v.calculo_actual().resultado is not None and v.calculo_actual().resultado.puntos == 44
    assert "<b>95</b> fichas" in fichas.cifras.text()
    # «Nueva partida…» desde la hoja duplicada: ya en duplicada, con los mismos nombres.
    def mirar(dialogo: QDialog) -> bool:
        assert isinstance(dialogo, dialogos.DialogoNuevaPartida)
        assert dialogo.duplicada and dialogo.cuantos.value() == 3 and dialogo.nombres[2].text() == "Carla"
        dialogo.reject()
        return False

    d.cola.append(mirar)
    v.duplicada.panel.boton_nueva.click()
    assert not d.cola
    v.duplicada.modo_proyector()
    assert v.duplicada.proyector is not None and v.duplicada.proyector.isVisible()
    v.duplicada.proyector.close()


def abrir_en_partidas(ident: int) -> Conductor:
    def conducir(d: QDialog) -> bool:
        assert isinstance(d, dialogos.DialogoPartidas)
        assert any("Duplicada" in str(d.modelo.data(d.modelo.index(f, 2))) for f in range(d.modelo.rowCount()))
        d.elegir(ident)
        d.boton_abrir.click()
        return True

    return conducir


def test_atajos_de_la_duplicada(qtbot, abrir_hoja) -> None:
    v, d = abrir_hoja()
    hoja = v.duplicada
    assert hoja is not None and v.hoja is not None
    d.cola.append(nueva(["Ana"]))
    v.hoja.nueva_partida()
    p = hoja.planilla
    assert p is not None and p.en_solitario and "solitario" in hoja.panel.titulo.text()
    hoja.panel.atril.setText("ZARELOS")
    hoja.acciones["ronda"].trigger()
    assert p.ronda == 1
    colocar(v, "H8", "ZAR")
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow, timeout=3000)
    v.vista_tablero.setFocus()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert p.filas[0].puntos_maestra == 24
    # Ctrl+S es «Escribir los puntos» mientras hay duplicada (el «Sumar» de la clásica está desactivado).
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert p.filas[0].puntos == (24,)
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
    assert p.filas[0].puntos == (None,)
    # Intro en el tablero también escribe los puntos de la jugada colocada.
    assert v.al_pulsar_intro == hoja.escribir_puntos
    hoja.acciones["sortear"].trigger()
    assert p.ronda == 2 and p.filas[1].atril[:4] == ("E", "L", "O", "S")  # lo que quedó, más tres sorteadas
    assert hoja.acciones["copiar_clasificacion"].isEnabled()


def test_modelo_sin_vista(qapp) -> None:
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
    from app_planilla.ui.hojas.duplicada.modelo import ModeloClasificacionDuplicada, ModeloDuplicada

    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea", "Carla"], bonificaciones=True))
    modelo = ModeloDuplicada()
    modelo.establecer(None)
    assert modelo.rowCount() == 0 and modelo.columnCount() == COL_PRIMER_PARTICIPANTE
    modelo.establecer(p)
    assert modelo.rowCount() == 3 and modelo.columnCount() == COL_PRIMER_PARTICIPANTE + 3
    assert modelo.data(modelo.index(99, 0)) is None and modelo.data(modelo.index(0, 99)) is None
    assert modelo.data(modelo.index(2, COL_PRIMER_PARTICIPANTE + 2)) == "—"  # sin maestras aún
    p.nueva_ronda("ZARELOS")
    p.anotar_maestra("H8", "ZAR")
    for i, puntos in enumerate((24, 20, 10)):
        p.escribir_puntos(i, puntos)
    modelo.actualizar()
    assert modelo.rowCount() == 4
    assert modelo.data(modelo.index(0, COL_PRIMER_PARTICIPANTE)) == "24 +10"  # bonificación por ronda
    assert modelo.data(modelo.index(0, COL_PRIMER_PARTICIPANTE + 1)) == "20 +5"
    assert modelo.headerData(COL_PRIMER_PARTICIPANTE, Qt.Orientation.Horizontal) == "Ana"
    clas = ModeloClasificacionDuplicada()
    clas.establecer(p)
    assert [clas.data(clas.index(0, c)) for c in range(5)] == ["1.º", "Ana", "34", "10", "+10"]
    p.deshacer()
    p.deshacer()
    p.deshacer()
    p.deshacer()
    p.deshacer()
    modelo.actualizar()
    assert modelo.rowCount() == 3


def test_captura_de_la_duplicada(qapp, tmp_path) -> None:
    from PySide6.QtGui import QImage

    from .test_captura import _capturas

    salida = _capturas().capturar_duplicada(tmp_path / "duplicada.png")
    imagen = QImage(str(salida))
    assert not imagen.isNull() and imagen.width() >= 1366


def test_la_disposicion_guardada_no_esconde_la_hoja_clasica(qtbot, abrir_hoja) -> None:
    v, d = abrir_hoja()
    assert v.hoja is not None and v.duplicada is not None
    d.cola.append(nueva(["Ana", "Bea"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    assert v.hoja.dock.isHidden()
    v.duplicada.terminar()
    v.close()  # guarda la disposición con la hoja clásica escondida
    v2, _d2 = abrir_hoja()  # la duplicada está terminada: no se reabre
    assert v2.hoja is not None and v2.duplicada is not None and v2.duplicada.planilla is None
    assert not v2.hoja.dock.isHidden() and v2.duplicada.dock.isHidden() and v2.duplicada.dock_reloj.isHidden()


def test_vaciar_el_tablero_no_quita_las_maestras(qtbot, abrir_hoja) -> None:
    v, hoja = primera_ronda(qtbot, abrir_hoja)
    colocar(v, "H8", "ZAR")
    pulsar(qtbot, hoja, "Anotar como jugada maestra")
    hoja.panel.atril.setText("elosaba")
    pulsar(qtbot, hoja, "Nueva ronda")
    assert v.tablero.fichas[casilla("H8")].letra == "Z"
    v.vista_tablero.tocar("I9")
    v.vista_tablero.escribir("O")
    v.vaciar_tablero()
    # ZAR es del tablero de la ronda: sigue; la jugada en curso, no.
    assert len(v.tablero) == 3 and v.jugada.vacia()
    assert "maestras siguen en el tablero" in v.statusBar().currentMessage()
    pulsar(qtbot, hoja, "Terminar la partida")
    v.vaciar_tablero()  # terminada: ya se puede vaciar
    assert v.tablero.vacio()


def test_cifras_tecleadas_en_el_tablero_van_a_los_puntos_a_mano(qtbot, abrir_hoja) -> None:
    """En la mesa se teclea 24 con el foco en el tablero e Intro: se escriben 24 en la casilla siguiente, no los
    puntos de la maestra que sigue colocada; y Ctrl+Mayús+M lleva a ese campo."""
    v, d = abrir_hoja()
    hoja = v.duplicada
    d.cola.append(nueva(["Ana", "Bea"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    p = hoja.planilla
    hoja.panel.atril.setText("zarelos")
    pulsar(qtbot, hoja, "Nueva ronda")
    assert colocar(v, "H8", "ZARELOS") > 24
    maestra = v.calculo_actual().puntos
    pulsar(qtbot, hoja, "Anotar como jugada maestra")
    assert p.filas[0].puntos_maestra == maestra and v.calculo_actual().puntos == maestra  # sigue colocada
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    v.vista_tablero.setFocus()
    qtbot.keyClicks(v.vista_tablero, "24")
    assert hoja.panel.puntos.text() == "24" and hoja.panel.puntos.hasFocus()
    assert v.jugada.vacia() or v.calculo_actual().puntos == maestra  # nada de cifras en el tablero
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert p.filas[0].puntos == (24, None) and hoja.panel.puntos.text() == ""
    # Ctrl+Mayús+M: al campo de los puntos a mano, como en la clásica.
    v.vista_tablero.setFocus()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_M,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert hoja.panel.puntos.hasFocus()
    qtbot.keyClicks(hoja.panel.puntos, "31")
    qtbot.keyClick(hoja.panel.puntos, Qt.Key.Key_Return)
    assert p.filas[0].puntos == (24, 31)


def test_atril_que_la_bolsa_no_puede_dar_se_rechaza_con_su_mensaje(qtbot, abrir_hoja) -> None:
    v, hoja = primera_ronda(qtbot, abrir_hoja)
    p = hoja.planilla
    assert colocar(v, "H8", "ZAR") == 24  # la única Z, al tablero
    pulsar(qtbot, hoja, "Anotar como jugada maestra")
    a_mano(qtbot, hoja, 24)
    a_mano(qtbot, hoja, 20)
    eventos, filas = p.eventos, hoja.panel.modelo.rowCount()
    hoja.panel.atril.setText("ZEIOSRT")
    qtbot.keyClick(hoja.panel.atril, Qt.Key.Key_Return)
    assert p.eventos == eventos and p.ronda == 1 and hoja.panel.modelo.rowCount() == filas
    assert not hoja.panel.error.isHidden()
    assert "No quedan fichas para ese atril: falta la Z (quedan 0)." in hoja.panel.error.text()
    assert hoja.panel.atril.text() == "ZEIOSRT"  # para corregirlo, no para escribirlo otra vez
    hoja.panel.atril.setText("EIOSRTU")
    qtbot.keyClick(hoja.panel.atril, Qt.Key.Key_Return)
    assert p.ronda == 2 and hoja.panel.error.isHidden()



def test_la_voz_de_las_llamadas_se_enciende_y_apaga_desde_el_menu(qtbot, abrir_hoja) -> None:
    from app_planilla.ui.relojes.voz import CLAVE_VOZ

    v, d = abrir_hoja()
    hoja = v.duplicada
    # Nada de voz al abrir: el motor se crea cuando el reloj de la ronda arranca.
    assert hoja.voz.activa and hoja.voz.tts is None and not hoja.voz._preparada
    accion = hoja.acciones["voz"]
    assert accion.isCheckable() and accion.isChecked() and "&voz" in accion.text()
    assert accion in hoja.menu.actions()  # en el menú «Duplicada», con su tecla subrayada
    accion.trigger()
    assert not hoja.voz.activa and v.ajustes.value(CLAVE_VOZ, type=bool) is False
    d.cola.append(nueva(["Ana", "Bea"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    hoja.panel.atril.setText("zarelos")
    pulsar(qtbot, hoja, "Nueva ronda")
    assert hoja.temporizador.modelo.en_marcha
    QApplication.processEvents()  # lo que se hubiera dejado para el bucle de eventos
    assert hoja.voz.tts is None and not hoja.voz._preparada  # apagada: ni se intenta
    assert not hoja.voz.decir("¡Alcen!") and hoja.voz.tts is None
    # Otra ventana recuerda la elección.
    otra, _ = abrir_hoja()
    assert not otra.duplicada.voz.activa and not otra.duplicada.acciones["voz"].isChecked()
    otra.duplicada.acciones["voz"].trigger()
    assert otra.duplicada.voz.activa and v.ajustes.value(CLAVE_VOZ, type=bool) is True
