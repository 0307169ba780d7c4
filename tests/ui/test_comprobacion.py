"""«Comprobar las palabras en una lista abierta»: marcas en el desglose, carga fuera del hilo de la interfaz,
listas propias (buenas y malas), la lista sigue a la edición y la puntuación no cambia nunca."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import Qt, QTimer

from app_planilla.listas import cargar_incluida
from app_planilla.nucleo.juego.comprobacion import ListaPalabras
from app_planilla.ui.acerca import ATAJOS, texto_acerca
from app_planilla.ui.ventana import VentanaPrincipal


def marcas(v: VentanaPrincipal) -> dict[str, str]:
    """Palabra → su línea del desglose, solo las que llevan marca de la lista."""
    lineas = v.panel.desglose.texto().splitlines()
    return {linea.split()[0]: linea for linea in lineas if "lista" in linea.lower()}


def marca(v: VentanaPrincipal, palabra: str) -> str:
    linea = marcas(v).get(palabra, "")
    for texto in ("No está en la lista", "Lista no cargada", "En la lista"):
        if texto in linea:
            return texto
    return ""


def jugar(v: VentanaPrincipal, inicio: str, letras: str) -> None:
    v.vista_tablero.cancelar()
    v.vista_tablero.tocar(inicio)
    v.vista_tablero.escribir(letras)


def test_apagada_por_omision_y_se_recuerda(qtbot, abrir):
    v = abrir()
    caja = v.comprobacion.caja
    assert not caja.casilla.isChecked() and not caja.nota.isVisible()
    jugar(v, "H4", "JAMON")
    assert marcas(v) == {}
    caja.casilla.setChecked(True)
    assert v.comprobacion.accion_comprobar.isChecked()
    qtbot.waitUntil(lambda: marca(v, "JAMON") == "En la lista")
    assert "No es el Lexicón FISE" in caja.nota.text()
    v.close()
    otra = abrir()
    assert otra.comprobacion.caja.casilla.isChecked()
    qtbot.waitUntil(lambda: otra.comprobacion.comprobador.lista is not None)


def test_marcas_en_la_lista_y_no_esta_sin_cambiar_la_puntuacion(qtbot, ventana):
    jugar(ventana, "H4", "JAMON")
    antes = (ventana.calculo_actual(), ventana.panel.desglose.total.text())
    ventana.comprobacion.accion_comprobar.trigger()  # Ver ▸ Comprobar… (Ctrl+Mayús+L)
    assert ventana.comprobacion.caja.casilla.isChecked()
    qtbot.waitUntil(lambda: marca(ventana, "JAMON") == "En la lista")
    assert (ventana.calculo_actual(), ventana.panel.desglose.total.text()) == antes

    ventana.dejar_en_tablero()
    jugar(ventana, "G5", "QXAO")  # QXAO y sus cruzadas QA, XM, AO, ON
    assert marca(ventana, "QXAO") == "No está en la lista"
    assert marca(ventana, "XM") == "No está en la lista"
    con = (ventana.calculo_actual(), ventana.panel.desglose.total.text())
    ventana.comprobacion.caja.casilla.setChecked(False)
    assert marcas(ventana) == {}
    assert (ventana.calculo_actual(), ventana.panel.desglose.total.text()) == con


def test_la_carga_no_bloquea_la_ventana(qtbot, ventana):
    """La carga retenida en otro hilo: la ventana sigue atendiendo eventos y marca «Lista no cargada»."""
    soltar = threading.Event()
    hilos: list[int] = []
    comprobador = ventana.comprobacion.comprobador

    def lenta(codigo: str) -> ListaPalabras:
        hilos.append(threading.get_ident())
        assert soltar.wait(10)
        return cargar_incluida(codigo)

    comprobador.cargar_incluida = lenta
    try:
        jugar(ventana, "H4", "JAMON")
        ventana.comprobacion.caja.casilla.setChecked(True)
        assert marca(ventana, "JAMON") == "Lista no cargada"
        assert "Cargando la lista" in ventana.comprobacion.caja.nota.text()
        qtbot.waitUntil(lambda: bool(hilos))
        # El bucle de eventos sigue vivo mientras la lista se carga: un temporizador dispara y se puede
        # seguir escribiendo la jugada.
        with qtbot.waitSignal(_temporizador(ventana).timeout, timeout=2000):
            pass
        ventana.vista_tablero.escribir("ES")
        assert marca(ventana, "JAMONES") == "Lista no cargada"
        assert comprobador.cargando
    finally:
        soltar.set()
    with qtbot.waitSignal(comprobador.cambiada, timeout=5000):
        pass
    assert hilos[0] != threading.get_ident()
    jugar(ventana, "H4", "JAMON")
    assert marca(ventana, "JAMON") == "En la lista"


def _temporizador(v: VentanaPrincipal) -> QTimer:
    t = QTimer(v)
    t.setSingleShot(True)
    t.start(0)
    return t


def test_lista_incluida_que_falla_marca_lista_no_cargada(qtbot, ventana):
    def rota(codigo: str) -> ListaPalabras:
        raise OSError("recurso dañado")

    ventana.comprobacion.comprobador.cargar_incluida = rota
    jugar(ventana, "H4", "JAMON")
    with qtbot.waitSignal(ventana.comprobacion.comprobador.error, timeout=5000):
        ventana.comprobacion.caja.casilla.setChecked(True)
    assert marca(ventana, "JAMON") == "Lista no cargada"
    assert ventana.comprobacion.caja.nota.text().count("recurso dañado") == 1
    assert ventana.calculo_actual().resultado is not None
    # Volver a marcar la casilla lo reintenta.
    ventana.comprobacion.comprobador.cargar_incluida = cargar_incluida
    ventana.comprobacion.caja.casilla.setChecked(False)
    ventana.comprobacion.caja.casilla.setChecked(True)
    qtbot.waitUntil(lambda: marca(ventana, "JAMON") == "En la lista")


def test_lista_propia_mala_explica_el_problema_y_sigue_la_incluida(qtbot, ventana, tmp_path: Path):
    mala = tmp_path / "club.txt"
    mala.write_bytes("jamón\ncañón\n".encode("latin-1"))
    ventana.comprobacion.pedir_ruta_lista = lambda: str(mala)
    ventana.comprobacion.caja.casilla.setChecked(True)
    comprobador = ventana.comprobacion.comprobador
    qtbot.waitUntil(lambda: comprobador.lista is not None)
    incluida = comprobador.lista
    with qtbot.waitSignal(comprobador.error, timeout=5000) as senal:
        ventana.comprobacion.accion_propia.trigger()
    assert senal.args == ["No se ha cargado la lista «club.txt»: «club.txt» no está en UTF-8: guárdalo como texto "
                          "UTF-8, una palabra por línea."]
    assert "no está en UTF-8" in ventana.comprobacion.caja.nota.text()
    assert "no está en UTF-8" in ventana.statusBar().currentMessage()
    assert comprobador.lista is incluida and comprobador.propia() is None

    (tmp_path / "numeros.txt").write_text("casa\n1234\n", encoding="utf-8")
    ventana.comprobacion.pedir_ruta_lista = lambda: str(tmp_path / "numeros.txt")
    with qtbot.waitSignal(comprobador.error, timeout=5000) as senal:
        ventana.comprobacion.elegir_lista_propia()
    assert "Línea 2: «1234» no es una palabra" in senal.args[0]


def test_lista_propia_sustituye_a_la_incluida_y_se_recuerda(qtbot, abrir, tmp_path: Path):
    v = abrir()
    club = tmp_path / "lexicon-club.txt"
    club.write_text("# lista del club\nJAMÓN\nzumos\n", encoding="utf-8")
    v.comprobacion.pedir_ruta_lista = lambda: str(club)
    jugar(v, "H4", "JAMON")
    v.comprobacion.accion_propia.trigger()  # activa la comprobación si estaba apagada
    assert v.comprobacion.caja.casilla.isChecked()
    qtbot.waitUntil(lambda: "lexicon-club.txt" in v.comprobacion.caja.nota.text())
    assert marca(v, "JAMON") == "En la lista"
    jugar(v, "H5", "CASA")  # está en la lista incluida, no en la del club
    assert marca(v, "CASA") == "No está en la lista"
    assert v.comprobacion.accion_incluida.isEnabled()
    v.close()

    otra = abrir()
    qtbot.waitUntil(lambda: "lexicon-club.txt" in otra.comprobacion.caja.nota.text())
    jugar(otra, "H5", "CASA")
    assert marca(otra, "CASA") == "No está en la lista"
    otra.comprobacion.accion_incluida.trigger()
    qtbot.waitUntil(lambda: marca(otra, "CASA") == "En la lista")
    assert "Letterpress" in otra.comprobacion.caja.nota.text()
    assert not otra.comprobacion.accion_incluida.isEnabled()


def test_la_lista_sigue_a_la_edicion(qtbot, ventana):
    ventana.comprobacion.caja.casilla.setChecked(True)
    ventana.poner_edicion("en")
    jugar(ventana, "H8", "QUIZ")
    qtbot.waitUntil(lambda: marca(ventana, "QUIZ") == "En la lista")
    assert "inglés" in ventana.comprobacion.caja.nota.text()
    ventana.poner_edicion("es")
    jugar(ventana, "H8", "QUIZ")
    qtbot.waitUntil(lambda: marca(ventana, "QUIZ") == "No está en la lista")


def test_palabras_escritas_tambien_se_marcan(qtbot, ventana):
    ventana.comprobacion.caja.casilla.setChecked(True)
    qtbot.waitUntil(lambda: ventana.comprobacion.comprobador.lista is not None)
    ventana.poner_modo("escritas")
    ventana.panel.escritas.filas[0].campo.setText("CHORIZO")
    qtbot.waitUntil(lambda: marca(ventana, "CHORIZO") == "En la lista")


def test_acerca_de_con_el_origen_de_las_listas_y_atajos():
    texto = texto_acerca()
    assert "Letterpress" in texto and "CC0" in texto and "LICENSE-Words-CC0.txt" in texto
    assert "no son el Lexicón FISE" in texto
    atajos = dict(ATAJOS)
    assert "Comprobar las palabras" in atajos["Ctrl+Mayús+L"]
    assert atajos["Ctrl+P"].startswith("Imprimir") and "GCG" in atajos["Ctrl+I / Ctrl+E"]


def test_ctrl_mayus_l_activa_la_comprobacion(qtbot, ventana):
    ventana.activateWindow()
    qtbot.keyClick(ventana.vista_tablero, Qt.Key.Key_L,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: ventana.comprobacion.caja.casilla.isChecked())
    qtbot.waitUntil(lambda: ventana.comprobacion.comprobador.lista is not None)


def test_las_marcas_salen_del_catalogo_del_nucleo_en_ingles():
    """La marca es el texto del núcleo (``Comprobacion.texto``) en el idioma en uso: en inglés, la del catálogo."""
    from app_planilla import traducciones
    from app_planilla.nucleo import idioma
    from app_planilla.nucleo.juego.comprobacion import Comprobacion
    from app_planilla.ui.tablero.desglose import _marca_html

    assert "No&nbsp;está&nbsp;en&nbsp;la&nbsp;lista" in _marca_html(Comprobacion.NO_ESTA)
    idioma.usar(idioma.INGLES, traducciones.carpeta_locale())
    assert "Not&nbsp;in&nbsp;the&nbsp;list" in _marca_html(Comprobacion.NO_ESTA)
    assert "In&nbsp;the&nbsp;list" in _marca_html(Comprobacion.EN_LISTA)
