"""Los emparejamientos tecleados en la ventana del director: «Emparejar…» ▸ «Teclear…», con el teclado, la
lista de la división para completar, la comprobación (sin publicar nada) y la vista antes de publicar."""

from __future__ import annotations

import json
import os
from dataclasses import replace

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.emparejamientos import FilaTecleada, de_csv
from app_planilla.ui.torneo.director import VentanaDirector
from app_planilla.ui.torneo.emparejar import DialogoEmparejar
from app_planilla.ui.torneo.teclear import EMPIEZA, JUGADOR1, JUGADOR2, DialogoTeclear
from tests.ui.test_torneo_director import RAIZ, Evento, _letras, traductor  # noqa: F401  (fixture)


@pytest.fixture
def evento(tmp_path) -> Evento:
    ev = Evento(tmp_path, 4)
    ev.emparejar(1)
    return ev


@pytest.fixture
def director(qtbot, evento):
    v = VentanaDirector(evento.carpeta, datos=evento.datos_director)
    qtbot.addWidget(v)
    return v


def _emparejamientos(evento: Evento) -> list[dict]:
    """Los emparejamientos publicados, por ronda."""
    archivos = (evento.carpeta / c.DIRECCION).glob("emparejamientos-*")
    return sorted((json.loads(x.read_bytes())["datos"] for x in archivos), key=lambda d: d["ronda"])


def _mostrar(qtbot, d) -> None:
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)


def _teclas(qtbot, *teclas) -> None:
    """Cada tecla a quien tenga el foco en ese momento (el editor de la celda aparece al empezar a escribir)."""
    for t in teclas:
        if isinstance(t, str) and t not in ("\t",):
            for letra in t:
                qtbot.keyClicks(QApplication.focusWidget(), letra)
        else:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab if t == "\t" else t)
        QApplication.processEvents()


def test_teclear_una_ronda_solo_con_el_teclado_y_publicarla(director, evento, qtbot):
    v = director
    vistos: list = []

    def atender_teclear(d) -> bool:
        assert isinstance(d, DialogoTeclear)
        vistos.append(d)
        # Las mesas de la ronda anterior, sin jugadores; el cursor en el jugador 1 de la primera.
        assert [(f.mesa, f.jugador1, f.jugador2) for f in d.tabla.filas()] == [
            ("1", "", ""), ("2", "", ""), ("3", "", ""), ("4", "", "")]
        assert (d.tabla.currentRow(), d.tabla.currentColumn()) == (0, JUGADOR1)
        assert "La lista de la división tiene 8 jugadores" in d.findChild(type(d.nota), "ayuda").text()
        _mostrar(qtbot, d)
        # Mesa 1: 8 contra 1, empieza el 2.º; mesa 2: por el nombre, sin acentos ni mayúsculas; mesa 3: sorteo.
        _teclas(qtbot, "8", "\t", "1", "\t", "2", "\t", "\t",
                "jugador2,", "\t", "jugador3,", "\t", "\t", "\t",
                "4", "\t", "5", "\t", "?", "\t", "\t",
                "6", "\t", "0", "\t", "\t", "\t",  # descanso (+50)
                "7", "\t", "0", "\t", "-")  # incomparecencia (−50); la mesa 5 se queda sin nada
        assert d.tabla.item(0, EMPIEZA).text() == "Jugador 2" and d.tabla.item(2, EMPIEZA).text() == "Sorteo en la mesa"
        assert d.tabla.item(3, EMPIEZA).text() == "Descanso (+50)"
        assert d.tabla.item(4, EMPIEZA).text() == "Incomparecencia (−50)"
        assert d.tabla.texto(1, JUGADOR1) == "2 Jugador2, Bea"  # completado con la lista
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert d.result() == d.DialogCode.Accepted and d.nota.text() == ""
        return True

    def atender(d) -> bool:
        assert isinstance(d, DialogoEmparejar)
        assert d.ronda.value() == 2
        d.ejecutar_dialogo = atender_teclear
        _mostrar(qtbot, d)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)  # «&Teclear…»
        qtbot.waitUntil(lambda: d.texto_archivo.text() == "tecleados aquí")  # la letra pulsa el botón (animado)
        assert len(vistos) == 1
        assert d.vista.toPlainText().splitlines() == [
            "   1  1 Jugador1, Ana – 8 Jugador8, Bea",
            "   2  2 Jugador2, Bea – 3 Jugador3, Ana",
            "   3  4 Jugador4, Bea – 5 Jugador5, Ana  *",
            "   —  6 Jugador6, Bea: sin rival (+50)",
            "   —  7 Jugador7, Ana: sin rival (-50)"]
        assert "3 mesas y 2 descansos." in d.nota.text() and "lo elige la mesa" in d.nota.text()
        assert d.boton_publicar.isEnabled() and d.focusWidget() is d.boton_publicar
        assert _emparejamientos(evento)[-1]["ronda"] == 1  # nada publicado aún
        qtbot.keyClick(d.boton_publicar, Qt.Key.Key_Return)
        return d.result() == d.DialogCode.Accepted

    v.ejecutar_dialogo = atender
    assert v.emparejar()
    # Lo publicado es lo mismo que daría el CSV equivalente (empieza el primero; rival 0 = sin rival).
    csv = ("1;1;Jugador1, Ana;8;Jugador8, Bea\n2;2;Jugador2, Bea;3;Jugador3, Ana\n3;4;Jugador4, Bea;5;Jugador5, Ana\n"
           ";6;Jugador6, Bea;0;;50\n;7;Jugador7, Ana;0;;-50\n")
    leido = de_csv(csv.encode(), "A", 2)
    esperado = replace(leido, mesas=tuple(replace(m, empieza_sabido=m.mesa != 3) for m in leido.mesas))
    assert _emparejamientos(evento)[-1] == esperado.a_datos()
    assert v.seleccion() == ("A", 2)
    assert [f[:3] for f in v.filas_mesas()][:3] == [("1", "1 Jugador1, Ana", "8 Jugador8, Bea"),
                                                    ("2", "2 Jugador2, Bea", "3 Jugador3, Ana"),
                                                    ("3", "4 Jugador4, Bea", "5 Jugador5, Ana")]


@pytest.mark.parametrize("filas,fila,texto", [
    ([("1", "1", "2"), ("2", "3", "1")], 2, "fila 2: 1 Jugador1, Ana ya está en la fila 1"),
    ([("1", "1", "2"), ("1", "3", "4")], 2, "fila 2: la mesa 1 ya está en la fila 1"),
    ([("1", "1", "2"), ("2", "3", "")], 2, "fila 2: falta un jugador"),
    ([("1", "1", "2"), ("2", "12", "3")], 2, "no hay ningún jugador 12 en la división A"),
])
def test_lo_que_no_vale_lo_dice_lleva_a_su_fila_y_no_se_publica(director, evento, qtbot, filas, fila, texto):
    d = DialogoTeclear("A", 2, 7, {n: f"Jugador{n}, {'Ana' if n % 2 else 'Bea'}" for n in range(1, 9)},
                       [FilaTecleada(*f) for f in filas])
    _mostrar(qtbot, d)
    d.tabla.setCurrentCell(0, JUGADOR1)
    qtbot.keyClick(d.tabla, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert d.isVisible() and d.result() != d.DialogCode.Accepted and d.tecleado is None
    assert texto in d.nota.text() and d.tabla.currentRow() == fila - 1
    assert len(_emparejamientos(evento)) == 1


def test_la_ronda_solo_va_de_1_al_numero_de_rondas(director, evento):
    d = DialogoEmparejar(director.fusion, evento.carpeta, evento.datos_director, "A", 9)
    assert (d.ronda.minimum(), d.ronda.maximum(), d.ronda.value()) == (1, 7, 7)
    # Y lo tecleado se vuelve a comprobar con la ronda elegida en «Emparejar».
    d.filas = [FilaTecleada("1", "1", "2")]
    d.leer()
    assert d.leido is not None and d.leido.ronda == 7
    d.filas = [FilaTecleada("1", "1", "1")]
    d.leer()
    assert d.leido is None and not d.boton_publicar.isEnabled()
    assert d.nota.text().startswith("Los emparejamientos tecleados no valen: fila 1:")
    d.aceptar()
    assert d.publicado is None and len(_emparejamientos(evento)) == 1


def test_corregir_una_ronda_publicada_y_un_archivo_leido(director, evento, qtbot, tmp_path):
    """«Teclear…» sobre una ronda ya emparejada empieza por lo publicado; tras leer un CSV, por lo leído; un
    jugador que no está en la lista es nuevo, con el número siguiente, y la vista lo dice."""
    d = DialogoEmparejar(director.fusion, evento.carpeta, evento.datos_director, "A", 1)
    qtbot.addWidget(d)
    vistos: list[DialogoTeclear] = []

    def cambiar(td) -> bool:
        vistos.append(td)
        td.tabla.item(3, JUGADOR2).setText("Nueva, Eva")
        td.aceptar()
        return td.result() == td.DialogCode.Accepted

    d.ejecutar_dialogo = cambiar
    assert d.teclear()
    assert [f.jugador1 for f in vistos[0].filas][:4] == ["1 Jugador1, Ana", "3 Jugador3, Ana", "5 Jugador5, Ana",
                                                         "7 Jugador7, Ana"]
    assert "4 mesas y 0 descansos." in d.nota.text() and "ya tiene emparejamientos" in d.nota.text()
    assert "Jugadores nuevos en la división: 9 Nueva, Eva." in d.nota.text()
    assert d.vista.toPlainText().splitlines()[3] == "   4  7 Jugador7, Ana – 9 Nueva, Eva"

    csv = tmp_path / "r1.csv"
    csv.write_text("1;2;Jugador2, Bea;1;Jugador1, Ana\n", encoding="utf-8")
    d.pedir_archivo = lambda: str(csv)
    d.elegir_archivo()
    d.ejecutar_dialogo = lambda td: vistos.append(td) or False  # se mira y se cancela
    assert not d.teclear()
    assert [(f.mesa, f.jugador1, f.jugador2) for f in vistos[-1].tabla.filas()] == [
        ("1", "2 Jugador2, Bea", "1 Jugador1, Ana"), ("2", "", "")]
    assert d.ruta == csv and d.texto_archivo.text() == str(csv)  # cancelar no cambia lo leído


def test_las_teclas_de_la_tabla(qtbot):
    lista = {1: "Pérez, Ana", 2: "Gómez, Luis", 3: "Ruiz, Eva"}
    d = DialogoTeclear("A", 1, 7, lista, [FilaTecleada("1", "1 Pérez, Ana", "2 Gómez, Luis"),
                                          FilaTecleada("2", "3", "0")])
    _mostrar(qtbot, d)
    t = d.tabla
    assert t.rowCount() == 3  # siempre una vacía al final, con la mesa siguiente
    assert t.texto(2, 0) == "3"
    t.setCurrentCell(0, EMPIEZA)
    for tecla, texto in ((Qt.Key.Key_Space, "Jugador 2"), (Qt.Key.Key_Space, "Sorteo en la mesa"),
                         (Qt.Key.Key_1, "Jugador 1")):
        qtbot.keyClick(t, tecla)
        assert t.item(0, EMPIEZA).text() == texto
    t.setCurrentCell(1, EMPIEZA)
    qtbot.keyClick(t, Qt.Key.Key_Minus)
    assert t.item(1, EMPIEZA).text() == "Incomparecencia (−50)"
    qtbot.keyClick(t, Qt.Key.Key_Plus)
    assert t.item(1, EMPIEZA).text() == "Descanso (+50)"
    # Intro baja de fila y no cierra el diálogo; Supr vacía la celda; Ctrl+Supr quita la fila.
    t.setCurrentCell(0, JUGADOR2)
    qtbot.keyClick(t, Qt.Key.Key_Return)
    assert (t.currentRow(), t.currentColumn()) == (1, JUGADOR2) and d.isVisible()
    qtbot.keyClick(t, Qt.Key.Key_Delete)
    assert t.texto(1, JUGADOR2) == "" and t.item(1, EMPIEZA).text() == "Jugador 1"  # ya no es sin rival
    qtbot.keyClick(t, Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier)
    assert [f.mesa for f in t.filas()] == ["1", "3"]
    # La lista para completar: por número o por nombre (sin acentos); el rival puede ser «0 (sin rival)».
    t.setCurrentCell(1, JUGADOR2)
    qtbot.keyClicks(t, "g")
    editor = QApplication.focusWidget()
    qtbot.keyClicks(editor, "omez")
    modelo = editor.completer().completionModel()
    assert [modelo.index(i, 0).data() for i in range(modelo.rowCount())] == ["2 Gómez, Luis"]
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    opciones = t.itemDelegateForColumn(JUGADOR2).modelo
    assert [opciones.item(i).text() for i in range(opciones.rowCount())] == [
        "0 (sin rival)", "1 Pérez, Ana", "2 Gómez, Luis", "3 Ruiz, Eva"]


@pytest.mark.parametrize("ingles", [False, True])
def test_letras_distintas_y_cabe(director, evento, qtbot, ingles, traductor):  # noqa: F811
    if ingles:
        traductor()
    emp = DialogoEmparejar(director.fusion, evento.carpeta, evento.datos_director, "A", 2)
    tec = DialogoTeclear("A", 2, 7, {1: "Pérez, Ana"}, [FilaTecleada("1", "", "")])
    tec.resize(DialogoTeclear.medida(QSize(1024, 600 - 30)))  # en una pantalla de 1024×600
    for d in (emp, tec):
        qtbot.addWidget(d)
        d.show()
        letras = _letras(d)
        assert len(letras) >= 3 and sorted({x for x in letras if letras.count(x) > 1}) == [], d.objectName()
        assert d.width() <= 1024 and d.height() <= 600 - 40, d.objectName()  # cabe con la barra de título
        assert d.minimumSizeHint().width() <= 1024


def componer(fondo, dialogos, ruta) -> None:
    """Una captura como en una pantalla de ese tamaño: la ventana y, encima, centrados, los diálogos."""
    from PySide6.QtGui import QColor, QPainter

    imagen = fondo.grab()
    pintor = QPainter(imagen)
    for d in dialogos:
        px = d.grab()
        x, y = (imagen.width() - px.width()) // 2, (imagen.height() - px.height()) // 2
        pintor.fillRect(x - 1, y - 1, px.width() + 2, px.height() + 2, QColor(80, 80, 80))
        pintor.drawPixmap(x, y, px)
    pintor.end()
    imagen.save(str(ruta))


@pytest.mark.parametrize("tamano,ingles", [((1024, 600), False), ((1366, 768), False), ((1024, 600), True)])
def test_capturas(qtbot, tmp_path, tamano, ingles, traductor):  # noqa: F811
    """La tabla con una ronda tecleada y la vista antes de publicar, sobre la ventana del director: caben y
    nada se corta; en ``docs/pantallas`` si se pide (``PLANILLA_CAPTURAS=1``)."""
    if ingles:
        traductor()
    ev = Evento(tmp_path, 10)
    ev.emparejar(1)
    v = VentanaDirector(ev.carpeta, datos=ev.datos_director)
    qtbot.addWidget(v)
    v.resize(*tamano)
    v.show()
    qtbot.waitExposed(v)
    nombres = ["García Fernández, María José", "O'Connor, Seán"]
    d = DialogoEmparejar(v.fusion, ev.carpeta, ev.datos_director, "A", 2, parent=v)
    filas = [FilaTecleada("1", "20", "1", "2"), FilaTecleada("2", "2", "3"), FilaTecleada("3", "4", "5", "?"),
             FilaTecleada("4", nombres[0], nombres[1]), FilaTecleada("5", "6", "7"), FilaTecleada("6", "8", "9"),
             FilaTecleada("7", "10", "11"), FilaTecleada("8", "12", "13"), FilaTecleada("9", "14", "15"),
             FilaTecleada("", "16", "0"), FilaTecleada("", "17", "0", margen=-50)]
    tec = DialogoTeclear("A", 2, 7, {n: f"Jugador{n}, {'Ana' if n % 2 else 'Bea'}" for n in range(1, 21)}, filas,
                         parent=d)
    # Lo que mediría en una pantalla de ese tamaño (la de pruebas es otra), menos el panel del escritorio.
    tec.resize(DialogoTeclear.medida(QSize(tamano[0], tamano[1] - 30)))
    for w in (d, tec):
        w.show()
        qtbot.waitExposed(w)
        assert w.width() <= tamano[0] and w.height() + 30 <= tamano[1], w.objectName()  # con la barra de título
    d.usar_tecleados(tec.tabla.filas())
    assert d.boton_publicar.isEnabled() and [j.numero for j in d.nuevos] == [21, 22]
    QApplication.processEvents()
    assert not tec.tabla.horizontalScrollBar().isVisible()
    assert tec.tabla.columnWidth(JUGADOR1) > tec.fontMetrics().horizontalAdvance("9 " + nombres[0])
    assert tec.tabla.columnWidth(EMPIEZA) >= tec.fontMetrics().horizontalAdvance(tec.tabla.item(10, EMPIEZA).text())
    if os.environ.get("PLANILLA_CAPTURAS"):
        sufijo = "-en" if ingles else ""
        tec.tabla.setCurrentCell(3, JUGADOR2)
        carpeta = RAIZ / "docs" / "pantallas"
        componer(v, [d, tec], carpeta / f"torneo-teclear-{tamano[0]}x{tamano[1]}{sufijo}.png")
        componer(v, [d], carpeta / f"torneo-emparejar-{tamano[0]}x{tamano[1]}{sufijo}.png")
