"""Partidas clásicas enteras jugadas a través de la ventana: botones buscados por los textos de la semilla,
diálogos rellenados y aceptados sin abrirlos de forma modal, y la partida reabierta desde la misma carpeta."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.juego.tablero import casilla
from app_planilla.ui.hojas.clasica import dialogos as dialogos
from app_planilla.ui.ventana import VentanaPrincipal
from tests.ui.ayuda import Conductor, Dialogos, cerrar, colocar, pulsar, rellenar_nueva


def nueva(nombres: list[str], abre: int = 0, reglas: str = "casa") -> Conductor:
    def rellenar(d: QDialog) -> bool:
        d = rellenar_nueva(d, nombres)
        d.abre.setCurrentIndex(abre)
        d.reglas.setCurrentIndex(d.reglas.findData(reglas))
        return d.aceptar()

    return rellenar


def empezar(qtbot, v: VentanaPrincipal, d: Dialogos, nombres: list[str], **kw):
    """Una partida nueva con esos nombres (``kw``: las opciones de ``nueva``); devuelve su hoja."""
    d.cola.append(nueva(nombres, **kw))
    pulsar(qtbot, v.hoja, "Nueva partida…")
    assert v.hoja is not None and v.hoja.planilla is not None
    return v.hoja


def test_partida_entera_con_tablero_deshacer_penalizacion_y_final(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    hoja = v.hoja
    assert hoja is not None and hoja.planilla is None
    assert v.panel.boton_dejar.text() == "Dejar en el tablero"
    empezar(qtbot, v, d, ["Ana", "Bea"])
    p = hoja.planilla
    assert p is not None and p.nombres == ("Ana", "Bea") and p.turno == 0
    assert v.panel.boton_dejar.text() == "Dejar en el tablero sin anotar puntos"
    assert "Casa (Mattel)" in hoja.panel.reglas.text()
    assert "Turno de Ana" in hoja.panel.turno.text()

    jamon = colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")
    assert p.totales == (jamon, 0) and p.turno == 1
    assert len(v.tablero) == 5 and v.jugada.vacia()  # las fichas quedan; la jugada, en blanco
    assert p.lineas[-1].palabra == "JAMON" and p.lineas[-1].coordenada == "H4"

    zumos = colocar(v, "F6", "ZUOS", vertical=True)
    pulsar(qtbot, v.hoja, "Sumar")
    assert p.lineas[-1].palabra == "ZUMOS" and p.totales == (jamon, zumos)
    assert dict(v.tablero.fichas) == dict(p.tablero.fichas)
    modelo = hoja.panel.modelo
    assert modelo.rowCount() == 2  # ronda 1 y la ronda 2 en curso
    assert "JAMON" in modelo.data(modelo.index(0, 1)) and modelo.data(modelo.index(0, 3)) == str(jamon)

    pulsar(qtbot, v.hoja, "Pasar")
    pulsar(qtbot, v.hoja, "Cambiar")
    assert [linea.clase for linea in p.lineas] == ["jugada", "jugada", "pase", "cambio"]
    assert p.turno == 0 and p.ronda == 3

    # NIÑO de Ana, impugnada: «Palabra retirada» retira la última jugada y sus fichas salen del tablero.
    colocar(v, "H8", "IÑO", vertical=True)
    pulsar(qtbot, v.hoja, "Sumar")
    assert casilla("J8") in v.tablero
    hoja.preguntar = lambda pregunta, opciones: 0
    pulsar(qtbot, v.hoja, "Palabra retirada")
    assert p.lineas[-1].clase == "retirada" and p.totales == (jamon, zumos)
    assert casilla("J8") not in v.tablero and dict(v.tablero.fichas) == dict(p.tablero.fichas)
    assert p.turno == 1

    # Deshacer la retirada devuelve la jugada y sus fichas; otra vez, quita la jugada.
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert p.lineas[-1].clase == "jugada" and casilla("J8") in v.tablero
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert p.turno == 0 and casilla("J8") not in v.tablero and len(v.tablero) == 9

    # Penalización: propone 10 y no gasta turno.
    def penalizar(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoPenalizacion)
        assert dlg.puntos.value() == 10
        dlg.participante.setCurrentIndex(1)
        dlg.motivo.setText("impugnó JAMON")
        return dlg.aceptar()

    d.cola.append(penalizar)
    pulsar(qtbot, v.hoja, "Penalización")
    assert p.totales == (jamon, zumos - 10) and p.turno == 0
    assert any(modelo.fila(i).etiqueta == "Penalización" for i in range(modelo.rowCount()))

    # Fin: Ana cerró (casilla vacía); a Bea le quedan X y A (9 puntos).
    def fin(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoFin)
        dlg.atriles[1].setText("xa")
        return dlg.aceptar()

    clasificacion: list[dialogos.DialogoClasificacion] = []

    def ver_clasificacion(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoClasificacion)
        clasificacion.append(dlg)
        dlg.boton_copiar.click()
        return cerrar(dlg)

    d.cola += [fin, ver_clasificacion]
    pulsar(qtbot, v.hoja, "Terminar la partida")
    assert p.terminada and p.final is not None
    assert [(f.total, f.puesto, f.cerro) for f in p.final] == [(jamon + 9, 1, True), (zumos - 10 - 9, 2, False)]
    assert "Clasificación final" in QGuiApplication.clipboard().text()
    assert clasificacion[0].modelo.rowCount() == 2
    assert hoja.panel.tabla_final.isVisible() and "terminada" in hoja.panel.turno.text()
    assert not hoja.boton("Sumar").isEnabled() and not hoja.boton("Pasar").isEnabled()
    assert len(v.tablero) == 9  # la partida terminada sigue en el tablero

    hoja.copiar_planilla()
    assert "JAMON" in QGuiApplication.clipboard().text()


def test_error_del_nucleo_mensaje_claro_y_nada_cambia(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"])
    assert v.hoja is not None
    p = v.hoja.planilla
    assert p is not None
    pulsar(qtbot, v.hoja, "Sumar")  # sin jugada
    assert "jugada" in v.hoja.panel.error.text() and not p.lineas
    assert not v.hoja.boton("Deshacer la última línea").isEnabled()
    v.hoja.deshacer()
    assert "No hay ninguna línea que deshacer" in v.hoja.panel.error.text()
    # Fin con dos casillas vacías: el núcleo lo rechaza y el diálogo sigue abierto con el motivo.
    errores: list[str] = []

    def fin_mal(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoFin)
        assert not dlg.aceptar()
        errores.append(dlg.error.text())
        return cerrar(dlg)

    d.cola.append(fin_mal)
    pulsar(qtbot, v.hoja, "Terminar la partida")
    assert "Solo un participante" in errores[0] and not p.terminada


def test_puntos_a_mano_empate_y_otra_partida(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    hoja = empezar(qtbot, v, d, ["Ana", "Bea", "Ceci"], reglas="fise")
    p = hoja.planilla
    assert p is not None
    assert p.reglas.clave == "casa" and "se aplican las de casa" in hoja.panel.reglas.text()
    for puntos in ("20", "15", "20"):
        hoja.panel.puntos.setText(puntos)
        pulsar(qtbot, v.hoja, "Sumar")
    assert p.totales == (20, 15, 20) and not v.tablero.fichas

    def fin(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoFin)
        for campo, atril in zip(dlg.atriles, ("A", "3", "?E"), strict=True):
            campo.setText(atril)
        return dlg.aceptar()

    def otra(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoClasificacion)
        dlg.boton_otra.click()
        return True

    d.cola += [fin, otra]
    pulsar(qtbot, v.hoja, "Terminar la partida")
    assert p.final is not None
    # Ana y Ceci quedan en 19: comparten el primer puesto; Bea es tercera.
    assert [(f.total, f.puesto) for f in p.final] == [(19, 1), (12, 3), (19, 1)]
    nueva_p = hoja.planilla
    assert nueva_p is not None and nueva_p is not p
    assert nueva_p.nombres == ("Ana", "Bea", "Ceci") and nueva_p.turno == 1 and not nueva_p.lineas
    assert "Turno de Bea" in hoja.panel.turno.text()


def test_cerrar_y_reabrir_la_misma_partida(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"], abre=1)
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")
    colocar(v, "F6", "ZUOS", vertical=True)
    pulsar(qtbot, v.hoja, "Sumar")
    pulsar(qtbot, v.hoja, "Pasar")
    assert v.hoja is not None and v.hoja.planilla is not None
    antes = v.hoja.planilla
    lineas, tablero, turno = antes.lineas, dict(antes.tablero.fichas), antes.turno
    v.close()

    otra, _ = abrir_hoja()
    assert otra.hoja is not None
    p = otra.hoja.planilla
    assert p is not None and p is not antes
    assert p.lineas == lineas and p.turno == turno == 0 and dict(p.tablero.fichas) == tablero
    assert dict(otra.tablero.fichas) == tablero
    assert otra.hoja.panel.modelo.rowCount() == 2
    assert "Turno de Ana · ronda 2" in otra.hoja.panel.turno.text()
    assert otra.panel.boton_dejar.text() == "Dejar en el tablero sin anotar puntos"


def test_partida_terminada_no_se_reabre_sola(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"])
    assert v.hoja is not None and v.hoja.controlador is not None
    v.hoja.controlador.terminar(["", "A"])
    v.close()
    otra, _ = abrir_hoja()
    assert otra.hoja is not None and otra.hoja.planilla is None
    assert otra.tablero.vacio() and "No hay ninguna partida" in otra.hoja.panel.turno.text()


def _ajena(ruta):
    con = sqlite3.connect(ruta)
    con.execute("CREATE TABLE clientes (nombre TEXT)")
    con.commit()
    con.close()


def test_almacen_ajeno_aviso_y_almacen_nuevo(qtbot, abrir_hoja, datos):
    datos.mkdir(parents=True)
    _ajena(datos / "planilla.sqlite3")
    v, d = abrir_hoja()
    assert v.hoja is not None
    assert "no es de Planilla" in v.hoja.panel.avisos.text() and v.hoja.panel.avisos.isVisible()
    assert list(datos.glob("planilla-apartada-*.sqlite3"))
    empezar(qtbot, v, d, ["Ana", "Bea"])
    pulsar(qtbot, v.hoja, "Pasar")
    assert v.hoja.planilla is not None and len(v.hoja.planilla.lineas) == 1


def _sin_version(datos):
    with Almacen(datos):
        pass
    con = sqlite3.connect(datos / "planilla.sqlite3")
    con.execute("DROP TABLE version")
    con.commit()
    con.close()


@pytest.mark.parametrize(
    ("preparar", "motivo"),
    [
        (lambda d: d.write_text("x"), "no es una carpeta"),
        (lambda d: (d / "planilla.sqlite3").mkdir(parents=True), "es una carpeta"),
        (lambda d: (d.mkdir(parents=True), (d / "planilla.sqlite3").symlink_to(d / "no" / "hay")), "enlace"),
        (lambda d: (d.mkdir(parents=True), (d / "planilla.sqlite3").write_bytes(b"basura" * 500)), "dañado"),
        (_sin_version, "dañado"),
    ],
    ids=["datos-es-un-archivo", "archivo-es-carpeta", "enlace-roto", "basura", "sin-tabla-version"],
)
def test_sin_almacen_la_ventana_abre_y_dice_donde_y_por_que(qtbot, abrir_hoja, datos, preparar, motivo,
                                                            monkeypatch):
    """Issue 15.1: antes el aviso de respaldo fallaba él mismo (``QObject.tr(ventana, …)``) y la ventana no abría.
    Un archivo dañado se ofrece reparar al arrancar: aquí se dice que no."""
    monkeypatch.setattr(VentanaPrincipal, "confirmar", lambda self, pregunta: False)
    preparar(datos)
    v, _d = abrir_hoja()
    assert v.hoja is not None and v.sesion.almacen is None
    texto = v.hoja.panel.avisos.text()
    assert v.hoja.panel.avisos.isVisible() and motivo in texto and str(datos) in texto
    assert "El contador funciona igual" in texto
    assert not list(datos.parent.glob("**/planilla-apartada-*"))


def test_atajos_de_teclado_e_intro_en_el_tablero_suma(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    hoja = empezar(qtbot, v, d, ["Ana", "Bea"])
    p = hoja.planilla
    atajos = {a.text().replace("&", ""): a.shortcut().toString() for a in hoja.menu.actions()}
    for texto in ("Sumar", "Pasar", "Cambiar", "Deshacer la última línea", "Penalización…",
                  "Terminar la partida…"):
        assert atajos[texto], texto
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    v.vista_tablero.setFocus()
    v.vista_tablero.tocar("H4")
    qtbot.keyClicks(v.vista_tablero, "JAMON")
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_Return)
    assert p.lineas and p.lineas[-1].palabra == "JAMON"
    ctrl_mayus = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_P, ctrl_mayus)
    qtbot.waitUntil(lambda: p.lineas[-1].clase == "pase")
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: p.lineas[-1].clase == "jugada")


def test_sortear_quien_empieza_con_empate(qtbot, abrir_hoja):
    v, d = abrir_hoja()

    def sorteo(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoSorteo)
        dlg.sacar(["E", "E", "Z"])
        assert "Empate" in dlg.historia.text() and dlg.sorteo.abre is None
        dlg.sacar(["?", "A"])
        assert dlg.sorteo.abre == 0
        dlg.accept()
        return True

    def rellenar(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoNuevaPartida)
        dlg.cuantos.setValue(3)
        d.cola.insert(0, sorteo)
        dlg.boton_sortear.click()
        assert dlg.abre.currentIndex() == 0
        return dlg.aceptar()

    # Ana y Bea empatan con una E; en la segunda vuelta el comodín de Ana va antes que la A de Bea.
    d.cola.append(rellenar)
    pulsar(qtbot, v.hoja, "Nueva partida…")
    assert v.hoja is not None and v.hoja.planilla is not None


def test_lista_de_partidas_duplicar_abrir_y_borrar(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"])
    pulsar(qtbot, v.hoja, "Pasar")
    hoja = v.hoja
    assert hoja is not None and hoja.controlador is not None
    primera = hoja.controlador.partida
    assert primera is not None

    def duplicar_y_abrir(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoPartidas)
        assert dlg.modelo.rowCount() == 1 and dlg.elegida() == primera.id
        dlg.boton_duplicar.click()
        assert dlg.modelo.rowCount() == 2
        copia = dlg.elegida()
        assert copia is not None and copia != primera.id
        dlg.boton_abrir.click()
        return dlg.result() == QDialog.DialogCode.Accepted

    d.cola.append(duplicar_y_abrir)
    pulsar(qtbot, v.hoja, "Partidas…")
    abierta = hoja.controlador.partida
    assert abierta is not None and abierta.id != primera.id
    assert hoja.planilla is not None and len(hoja.planilla.lineas) == 1

    def borrar(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoPartidas)
        dlg.elegir(abierta.id)
        dlg.boton_borrar.click()
        assert dlg.modelo.rowCount() == 1
        return cerrar(dlg)

    d.cola.append(borrar)
    pulsar(qtbot, v.hoja, "Partidas…")
    assert hoja.planilla is None and v.tablero.vacio()


def test_palabras_escritas_fichas_sueltas_y_edicion_inglesa(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    hoja = v.hoja
    assert hoja is not None
    # Una partida en inglés: la ventana toma su edición y no deja cambiarla mientras dura.
    def inglesa(dlg: QDialog) -> bool:
        assert isinstance(dlg, dialogos.DialogoNuevaPartida)
        dlg.nombres[0].setText("Ann")
        dlg.edicion.setCurrentIndex(dlg.edicion.findData("en"))
        assert dlg.empate.currentData() == "antes_del_ajuste"
        return dlg.aceptar()

    d.cola.append(inglesa)
    pulsar(qtbot, v.hoja, "Nueva partida…")
    p = hoja.planilla
    assert p is not None and p.edicion.codigo == "en" and v.edicion.codigo == "en"
    v.poner_edicion("es")
    assert v.edicion.codigo == "en"

    # «Escribir las palabras»: se anota la palabra y sus puntos, sin fichas en el tablero.
    v.poner_modo("escritas")
    v.panel.escritas.filas[0].campo.setText("QUIZ")
    puntos = v.calculo_actual().puntos
    pulsar(qtbot, v.hoja, "Sumar")
    assert p.lineas[-1].palabra == "QUIZ" and p.lineas[-1].puntos == puntos and not v.tablero.fichas
    assert not v.panel.escritas.filas[0].campo.text()

    # Fichas dejadas sin anotar: siguen en el tablero y la jugada siguiente se anota con lo que se ve.
    v.poner_modo("tablero")
    colocar(v, "H7", "CAT")
    v.dejar_en_tablero()
    assert len(v.tablero) == 3 and p.tablero.vacio()
    cats = colocar(v, "H10", "S")
    pulsar(qtbot, v.hoja, "Sumar")
    assert p.lineas[-1].puntos == cats and len(p.tablero) == 1 and len(v.tablero) == 4
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert p.tablero.vacio() and len(v.tablero) == 3  # las sueltas siguen

    # Puntos a mano con Ctrl+Mayús+M e Intro.
    hoja.escribir_a_mano()
    qtbot.keyClicks(hoja.panel.puntos, "12")
    qtbot.keyClick(hoja.panel.puntos, Qt.Key.Key_Return)
    assert p.lineas[-1].puntos == 12 and p.lineas[-1].participante == 1


def test_aviso_de_pases_sin_terminar_la_partida(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    hoja = empezar(qtbot, v, d, ["Ana", "Bea"], reglas="fise")
    assert "Torneo FISE" in hoja.panel.reglas.text()
    for _ in range(3):
        pulsar(qtbot, v.hoja, "Pasar")
    assert not hoja.panel.avisos.isVisible()
    pulsar(qtbot, v.hoja, "Palabra retirada")  # en torneo FISE cuenta como pase (art. 45.2)
    assert hoja.panel.avisos.isVisible() and "4 pases seguidos" in hoja.panel.avisos.text()
    assert not hoja.planilla.terminada and hoja.boton("Sumar").isEnabled()
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert not hoja.panel.avisos.isVisible()


def test_la_aplicacion_abre_el_almacen_de_datos_y_reabre(qtbot, ajustes, tmp_path, monkeypatch):
    import argparse

    from PySide6.QtWidgets import QApplication

    from app_planilla.nucleo.almacen.almacen import Almacen
    from app_planilla.nucleo.clasica.planilla import nueva_partida
    from app_planilla.ui import aplicacion

    datos = tmp_path / "otra_carpeta"
    with Almacen(datos) as almacen:
        almacen.crear(nueva_partida(["Ana", "Bea"])).planilla.anotar(33)
    abiertas: list[VentanaPrincipal] = []

    def exec_falso(_app: QApplication) -> int:
        abiertas.extend(w for w in QApplication.topLevelWidgets() if isinstance(w, VentanaPrincipal) and w.isVisible())
        # Arranque diferido: las hojas llegan tras el primer pintado, con el bucle de eventos en marcha.
        qtbot.waitUntil(lambda: all(w.arrancada for w in abiertas))
        for w in abiertas:
            w.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_falso)
    assert aplicacion.ejecutar(argparse.Namespace(datos=str(datos))) == 0
    (v,) = [w for w in abiertas if w.hoja is not None and w.hoja.controlador is not None
            and w.sesion.almacen.carpeta == datos]
    assert v.hoja is not None and v.hoja.planilla is not None and v.hoja.planilla.totales == (33, 0)


def test_vaciar_el_tablero_no_quita_las_fichas_anotadas(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"])
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")
    colocar(v, "F6", "ZUOS", vertical=True)
    v.dejar_en_tablero()  # sin anotar puntos
    assert len(v.tablero) == 9
    qtbot.mouseClick(v.panel.boton_vaciar, Qt.MouseButton.LeftButton)
    assert v.hoja is not None and v.hoja.planilla is not None
    assert dict(v.tablero.fichas) == dict(v.hoja.planilla.tablero.fichas) and len(v.tablero) == 5
    assert "siguen en el tablero" in v.statusBar().currentMessage()


def test_si_no_se_puede_guardar_no_cambia_nada(qtbot, abrir_hoja):
    from app_planilla.nucleo.almacen.almacen import ErrorAlmacen

    v, d = abrir_hoja()
    hoja = empezar(qtbot, v, d, ["Ana", "Bea"])
    p = hoja.planilla
    guardar = p.guardar

    def disco_lleno(anotados, terminada):
        raise ErrorAlmacen("el disco está lleno.")

    p.guardar = disco_lleno
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")
    assert "No se ha guardado nada" in hoja.panel.error.text() and hoja.panel.error.isVisible()
    assert not p.lineas and p.turno == 0 and v.tablero.vacio() and not v.jugada.vacia()
    assert hoja.panel.modelo.rowCount() == 1
    p.guardar = guardar
    pulsar(qtbot, v.hoja, "Sumar")
    assert len(p.lineas) == 1 and not hoja.panel.error.isVisible() and len(v.tablero) == 5


def test_senales_para_relojes_y_fichas(qtbot, abrir_hoja):

    v, d = abrir_hoja()
    hoja = empezar(qtbot, v, d, ["Ana", "Bea"])
    assert hoja.controlador is not None
    c = hoja.controlador
    turnos, deshechos, tableros = [], [], []
    c.turno_anotado.connect(turnos.append)
    c.deshecho.connect(deshechos.append)
    c.tablero_cambiado.connect(lambda: tableros.append(1))
    colocar(v, "H4", "JAMON")
    pulsar(qtbot, v.hoja, "Sumar")
    c.penalizar(0, 5)
    pulsar(qtbot, v.hoja, "Deshacer la última línea")
    assert [e.linea.participante for e in turnos] == [0] and len(turnos[0].linea.fichas) == 5
    assert len(deshechos) == 1 and deshechos[0].quitada.clase == "penalizacion"
    assert tableros == [1]
    assert v.relojes.dock.objectName() == "panel_relojes"  # su sitio se guarda entre sesiones


def test_atril_opcional_pase_y_cambio_con_sus_fichas(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"])
    hoja = v.hoja
    assert hoja is not None and hoja.planilla is not None
    p = hoja.planilla
    atril = hoja.panel.atril
    assert atril.text() == "" and atril.isEnabled()  # vacío por omisión
    # Un atril que no tiene las fichas jugadas: error claro y nada cambia.
    colocar(v, "H4", "JAMON")
    atril.setText("ajm")
    pulsar(qtbot, v.hoja, "Sumar")
    assert "no tiene todas las fichas de la jugada" in hoja.panel.error.text() and not p.lineas
    atril.setText("ajmnoch")
    pulsar(qtbot, v.hoja, "Sumar")
    assert p.eventos[-1].atril == "AJMNO[CH]" and atril.text() == ""  # se vacía tras anotar
    atril.setText("eiou?")
    pulsar(qtbot, v.hoja, "Pasar")
    assert p.eventos[-1].atril == "EIOU?"
    atril.setText("4")  # «Cambiar»: cuántas
    pulsar(qtbot, v.hoja, "Cambiar")
    assert (p.eventos[-1].cambiadas, p.eventos[-1].cuantas) == ("", 4)
    atril.setText("xy")  # o cuáles
    pulsar(qtbot, v.hoja, "Cambiar")
    assert (p.eventos[-1].cambiadas, p.eventos[-1].cuantas) == ("XY", 0)
    pulsar(qtbot, v.hoja, "Pasar")
    assert p.eventos[-1].atril == ""


def test_aviso_de_digrafo_con_fichas_sueltas_en_el_tablero(qtbot, abrir_hoja):
    from app_planilla.nucleo.juego.fichas import Ficha

    v, d = abrir_hoja()
    empezar(qtbot, v, d, ["Ana", "Bea"])
    hoja = v.hoja
    assert hoja is not None and hoja.controlador is not None
    nuevas = {casilla("H7"): Ficha("C"), casilla("H8"): Ficha("H"), casilla("H9"): Ficha("E")}
    assert hoja.controlador.sumar_colocacion(nuevas) is not None
    assert "art. 11" in hoja.panel.avisos.text() and hoja.panel.avisos.isVisible()


def test_cifras_tecleadas_en_el_tablero_van_a_los_puntos_a_mano(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    hoja = empezar(qtbot, v, d, ["Ana", "Bea"])
    p = hoja.planilla
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    v.vista_tablero.setFocus()
    qtbot.keyClicks(v.vista_tablero, "31")
    assert hoja.panel.puntos.text() == "31" and hoja.panel.puntos.hasFocus() and v.jugada.vacia()
    qtbot.keyClick(hoja.panel.puntos, Qt.Key.Key_Return)
    assert p.lineas[-1].puntos == 31 and p.lineas[-1].participante == 0


def test_tras_nueva_partida_el_foco_esta_en_el_tablero(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    v.hoja.panel.puntos.setFocus()
    empezar(qtbot, v, d, ["Ana", "Bea"])
    assert v.vista_tablero.hasFocus()
    qtbot.keyClicks(v.vista_tablero, "31")  # lista para teclear: aquí, los puntos a mano
    assert v.hoja.panel.puntos.text() == "31"
