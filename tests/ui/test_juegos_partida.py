"""Tantrix y «4 en letras» a través de la ventana: «Tipo de partida» en el diálogo, su hoja en lugar de la
clásica, anotar, deshacer, errores en español, terminar, atajos de teclado, «Partidas…» y la reapertura al
arrancar; y los modelos de sus tablas sin vista."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix, nueva_tantrix
from app_planilla.ui.hojas.clasica import dialogos as dialogos
from app_planilla.ui.hojas.juegos.cuatro_letras import ModeloSerie
from app_planilla.ui.hojas.juegos.tantrix import COL_CUENTA, COL_PUESTO, COL_PUNTOS, ModeloTantrix
from tests.ui.ayuda import Conductor, pulsar, rellenar_nueva


def nueva(tipo: str, nombres: list[str]) -> Conductor:
    def rellenar(d: QDialog) -> bool:
        d = rellenar_nueva(d, nombres, tipo)
        assert d.tipo.currentData() == tipo
        assert d.cuantos.value() == len(nombres)
        return d.aceptar()

    return rellenar


def celdas(modelo, fila: int) -> list[str]:
    return [modelo.data(modelo.index(fila, c)) for c in range(modelo.columnCount())]


def test_tantrix_entera_por_la_ventana(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    assert v.hoja is not None and v.juegos is not None
    t = v.juegos.tantrix
    assert not t.dock.isVisible() and v.hoja.dock.isVisible()
    d.cola.append(nueva("tantrix", ["Verde", "Azul", "Rojo"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    assert isinstance(t.planilla, PlanillaTantrix)
    assert t.dock.isVisible() and not v.hoja.dock.isVisible() and t.menu.menuAction().isVisible()
    p = t.panel_tantrix
    # El ejemplo de la semilla: una línea de 8 y un circuito de 4 valen lo mismo.
    p.linea.setValue(8)
    pulsar(qtbot, t, "Anotar el resultado")
    assert p.participante.currentIndex() == 1  # pasa al siguiente sin resultado
    p.circuito.setValue(4)
    qtbot.keyClick(p.circuito, Qt.Key.Key_Return)  # Intro en las cifras anota
    assert t.planilla.puntos == (8, 8, None)
    assert celdas(p.modelo, 1)[COL_PUNTOS:] == ["8", "circuito", "1.º"]
    # Un circuito de 2 fichas no existe: mensaje en español y nada cambia.
    p.circuito.setValue(2)
    pulsar(qtbot, t, "Anotar el resultado")
    assert "al menos 3 fichas" in p.error.text() and p.error.isVisible()
    assert t.planilla.resultado(2) is None
    p.linea.setValue(5)
    p.circuito.setValue(3)
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    p.circuito.setFocus()
    qtbot.keyClick(p.circuito, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Ctrl+S: anotar
    assert not p.error.isVisible() and t.planilla.puntos == (8, 8, 6)
    assert celdas(p.modelo, 2)[COL_PUESTO] == "3.º"
    # Corregir: tocar la fila la carga abajo.
    t.elegir(0)
    assert (p.linea.value(), p.circuito.value()) == (8, 0)
    p.linea.setValue(9)
    pulsar(qtbot, t, "Anotar el resultado")
    assert celdas(p.modelo, 0)[COL_PUESTO] == "1.º"
    pulsar(qtbot, t, "Deshacer la última línea")
    assert t.planilla.puntos == (8, 8, 6)
    pulsar(qtbot, t, "Terminar la partida")
    assert t.planilla.terminada and p.estado.text() == "Partida terminada. Ganan: Verde y Azul."
    assert not p.boton_anotar.isEnabled() and not t.acciones["anotar"].isEnabled()
    pulsar(qtbot, t, "Copiar la planilla")
    assert "Planilla de Tantrix" in QGuiApplication.clipboard().text()
    ident = v.sesion.almacen.partidas()[0].id
    # Otra partida, mismas personas: nueva y vacía.
    pulsar(qtbot, t, "Otra partida, mismas personas")
    assert t.planilla.nombres == ("Verde", "Azul", "Rojo") and t.planilla.puntos == (None, None, None)
    assert v.sesion.almacen.partidas()[0].id != ident


def test_cuatro_letras_entera_y_reapertura(qtbot, abrir_hoja):
    v, d = abrir_hoja()
    assert v.hoja is not None and v.juegos is not None
    c = v.juegos.cuatro_letras
    nombres = ["Ana", "Luis", "Eva", "Paz", "Rut"]
    d.cola.append(nueva("cuatro_letras", nombres))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    assert isinstance(c.planilla, PlanillaCuatroLetras) and c.planilla.participantes == 5
    assert c.dock.isVisible() and not v.hoja.dock.isVisible() and not v.juegos.tantrix.dock.isVisible()
    p = c.panel_serie
    p.ganador.setCurrentIndex(0)
    p.palabra.setFocus()
    qtbot.keyClicks(p.palabra, "mesa")
    qtbot.keyClick(p.palabra, Qt.Key.Key_Return)  # Intro en la palabra: gana la partida
    assert c.planilla.ganadas == (1, 0, 0, 0, 0) and p.palabra.text() == ""
    p.ganador.setCurrentIndex(2)
    p.palabra.setText("sol")
    pulsar(qtbot, c, "Gana la partida")
    assert "3 letras" in p.error.text() and c.planilla.jugadas == 1
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    qtbot.keyClick(p.palabra, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert c.planilla.filas[-1].empate
    p.palabra.setText("ñandú")
    pulsar(qtbot, c, "Gana la partida")
    assert celdas(p.modelo, 2) == ["3", "Eva", "ÑANDÚ", "1", "0", "1", "0", "0"]
    assert p.modelo.headerData(3, Qt.Orientation.Horizontal) == "Ana"
    assert "Empates: 1" in p.resumen.text()
    pulsar(qtbot, c, "Deshacer la última línea")
    assert p.modelo.rowCount() == 2 and c.planilla.ganadas == (1, 0, 0, 0, 0)
    ident = v.sesion.almacen.partidas()[0].id
    v.close()

    # Al arrancar se reabre la serie sin terminar, con su hoja.
    v2, d2 = abrir_hoja()
    assert v2.juegos is not None and v2.hoja is not None
    c2 = v2.juegos.cuatro_letras
    assert isinstance(c2.planilla, PlanillaCuatroLetras) and c2.planilla.jugadas == 2
    assert c2.dock.isVisible() and not v2.hoja.dock.isVisible()
    pulsar(qtbot, c2, "Terminar la serie")
    assert c2.planilla.terminada and "Vencedor absoluto: Ana." in c2.panel_serie.estado.text()
    # Desde «Partidas…», una clásica: la hoja de «4 en letras» se retira; y se vuelve a la serie.
    assert v2.sesion.nueva(nueva_partida(["Sol", "Luna"]))
    assert c2.planilla is None and not c2.dock.isVisible() and v2.hoja.dock.isVisible()

    def abrir_serie(dialogo: QDialog) -> bool:
        assert isinstance(dialogo, dialogos.DialogoPartidas)
        estados = [dialogo.modelo.data(dialogo.modelo.index(f, 2)) for f in range(dialogo.modelo.rowCount())]
        assert "«4 en letras», terminada" in estados
        dialogo.elegir(ident)
        dialogo.boton_abrir.click()
        return True

    d2.cola.append(abrir_serie)
    qtbot.mouseClick(v2.hoja.boton("Partidas…"), Qt.MouseButton.LeftButton)
    assert isinstance(c2.planilla, PlanillaCuatroLetras) and c2.dock.isVisible() and not v2.hoja.dock.isVisible()


def test_dialogo_tipo_de_partida(qtbot, ajustes):
    d = dialogos.DialogoNuevaPartida()
    qtbot.addWidget(d)
    tipos = [d.tipo.itemData(i) for i in range(d.tipo.count())]
    assert {"tantrix", "cuatro_letras"} <= set(tipos)
    d.tipo.setCurrentIndex(d.tipo.findData("tantrix"))
    assert (d.cuantos.minimum(), d.cuantos.maximum()) == (2, 4)
    assert "circuito" in d.nota.text()
    d.tipo.setCurrentIndex(d.tipo.findData("cuatro_letras"))
    assert (d.cuantos.minimum(), d.cuantos.maximum()) == (2, 16)
    d.cuantos.setValue(16)
    assert d.aceptar() and d.inicio == nueva_cuatro_letras([""] * 16)


def test_modelos_sin_vista():
    t = PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))
    m = ModeloTantrix()
    m.establecer(t)
    assert m.rowCount() == 2 and m.columnCount() == 6
    assert celdas(m, 0) == ["Verde", "", "", "", "", ""]
    t.anotar(0, 8)
    t.anotar(1, 0, 4)
    assert celdas(m, 0) == ["Verde", "8", "0", "8", "línea", "1.º"]
    assert m.data(m.index(1, COL_CUENTA)) == "circuito"
    assert m.data(m.index(5, 0)) is None and m.data(m.index(0, 9)) is None
    m.establecer(None)
    assert m.rowCount() == 0
    s = PlanillaCuatroLetras(nueva_cuatro_letras(["Ana", "Luis"]))
    ms = ModeloSerie()
    ms.establecer(s)
    assert ms.rowCount() == 0 and ms.columnCount() == 5
    s.ganar(1, "rosal")
    s.empatar()
    ms.actualizar()
    assert ms.rowCount() == 2
    assert celdas(ms, 0) == ["1", "Luis", "ROSAL", "0", "1"]
    assert celdas(ms, 1) == ["2", "Empate (área llena)", "", "0", "1"]
    assert ms.data(ms.index(0, 4), Qt.ItemDataRole.FontRole).bold()
    s.deshacer()
    ms.actualizar()
    assert ms.rowCount() == 1


def test_imprimir_la_partida_y_las_hojas_en_blanco(qtbot, abrir_hoja, tmp_path):
    import pdfplumber

    from app_planilla.ui.archivo.imprimir import DialogoImprimir

    v, d = abrir_hoja()
    assert v.hoja is not None and v.juegos is not None
    d.cola.append(nueva("tantrix", ["Verde", "Azul"]))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    v.juegos.tantrix.panel_tantrix.linea.setValue(8)
    pulsar(qtbot, v.juegos.tantrix, "Anotar el resultado")
    preparar = v.archivo.preparar_partida()
    assert preparar is not None
    preparar(tmp_path / "t.pdf", "a4")
    with pdfplumber.open(tmp_path / "t.pdf") as pdf:
        texto = pdf.pages[0].extract_text()
    assert "Partida de Tantrix: Verde – Azul" in texto and "Faltan: Azul." in texto
    dialogo = DialogoImprimir(None)
    qtbot.addWidget(dialogo)
    for hoja, maximo, titulo in [("tantrix-en-blanco", 4, "Planilla de Tantrix"),
                                 ("cuatro-letras-en-blanco", 16, "Serie de «4 en letras»")]:
        dialogo.hoja.setCurrentIndex(dialogo.hoja.findData(hoja))
        assert dialogo.participantes.isEnabled() and dialogo.participantes.maximum() == maximo
        dialogo.escribir(tmp_path / f"{hoja}.pdf")
        with pdfplumber.open(tmp_path / f"{hoja}.pdf") as pdf:
            assert titulo in pdf.pages[0].extract_text()


def test_tantrix_y_cuatro_letras_dan_el_sitio_del_tablero_a_la_hoja(qtbot, abrir_hoja):
    """Estos juegos no usan el tablero: se retira con su menú «Jugada» y la hoja se ensancha; con una partida
    de palabras vuelve, y la hoja con el ancho que tenía."""
    v, _ = abrir_hoja()
    v.sesion.nueva(nueva_partida(["Ana", "Beto"]))
    qtbot.waitUntil(lambda: v.hoja.dock.isVisible() and v.vista_tablero.isVisible())
    ancho_clasica = v.hoja.dock.width()
    tope = max(ancho_clasica, *(h.dock.minimumSizeHint().width() for h in v.juegos.hojas))
    for juego, hoja in ((nueva_tantrix(["Verde", "Azul"]), v.juegos.tantrix),
                        (nueva_cuatro_letras(["Ana", "Beto", "Carla"]), v.juegos.cuatro_letras)):
        v.sesion.nueva(juego)
        qtbot.waitUntil(lambda h=hoja: h.dock.isVisible() and h.dock.width() > ancho_clasica + 150)
        assert not v.vista_tablero.isVisible() and not v.panel.isVisible()
        assert not v.acciones.menu_jugada.menuAction().isVisible()
        assert not v.acciones.dejar.isEnabled() and not v.acciones.vaciar.isEnabled()  # sus atajos, tampoco
        v.sesion.nueva(nueva_partida(["Ana", "Beto"]))
        # Vuelve con el ancho de antes (o el mínimo de otra hoja, si es mayor: las hojas comparten columna).
        qtbot.waitUntil(lambda: v.vista_tablero.isVisible() and v.hoja.dock.width() <= tope)
        assert v.acciones.menu_jugada.menuAction().isVisible() and v.acciones.vaciar.isEnabled()
