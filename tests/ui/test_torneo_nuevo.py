"""«Archivo ▸ Nueva carpeta de torneo…»: crear la carpeta del torneo desde la ventana (como ``planilla torneo
crear``) y abrir sobre ella la ventana del director; lo que no vale se dice y no se escribe nada."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.ui.torneo.director import VentanaDirector
from app_planilla.ui.torneo.nuevo import DialogoNuevoTorneo
from tests.ui.test_torneo_director import RAIZ, _letras, traductor  # noqa: F401  (fixture)


def _nada_escrito(base: Path, datos: Path, antes: set[str]) -> None:
    assert {p.name for p in base.iterdir()} == antes
    assert not (datos / "torneos").exists()


def test_desde_el_menu_con_el_teclado_y_se_abre_el_director(abrir, tmp_path, qtbot):
    datos = tmp_path / "datos"
    ventana = abrir(datos=datos)
    accion = ventana.archivo.acciones["nuevo_torneo"]
    assert accion in ventana.acciones.menu_archivo.actions() and accion.text() == "&Nueva carpeta de torneo…"
    base = tmp_path / "Torneos"
    ventana.archivo.carpeta_para_torneos = lambda: base
    vistos: list[DialogoNuevoTorneo] = []

    def atender(d) -> bool:
        assert isinstance(d, DialogoNuevoTorneo)
        vistos.append(d)
        qtbot.addWidget(d)
        d.show()
        d.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
        assert QApplication.focusWidget() is d.nombre
        qtbot.keyClicks(d.nombre, "Open de Getafe: 2025")
        # La carpeta se propone con el nombre (sin lo que no vale en FAT).
        assert d.ruta.text() == str(base / "Open de Getafe 2025")
        qtbot.keyClick(d.nombre, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is d.clase and d.clase.currentData() == "clasica"
        qtbot.keyClick(d.clase, Qt.Key.Key_Tab)
        d.divisiones.selectAll()
        qtbot.keyClicks(QApplication.focusWidget(), "A, B  C")
        qtbot.keyClick(d.divisiones, Qt.Key.Key_Tab)
        d.rondas_clasica.selectAll()
        qtbot.keyClicks(QApplication.focusWidget(), "5")
        d.reglas.setCurrentIndex(d.reglas.findData("ingles"))
        qtbot.keyClick(d.nombre, Qt.Key.Key_Return)  # Intro en cualquier campo: «Crear y abrir»
        return d.result() == d.DialogCode.Accepted

    ventana.archivo.ejecutar_dialogo = atender
    accion.trigger()
    assert len(vistos) == 1
    carpeta = base / "Open de Getafe 2025"
    t = c.torneo_de(carpeta)
    assert (t.nombre, t.clase, t.divisiones, t.rondas, t.reglas) == ("Open de Getafe: 2025", "clasica",
                                                                     ("A", "B", "C"), 5, "ingles")
    # Este portátil queda como el del director: puede emparejar.
    p = c.leer_portatil(datos, t.evento)
    assert p is not None and p.director and p.portatil == t.director
    d = ventana.archivo.director
    assert isinstance(d, VentanaDirector) and d.carpeta == carpeta and d.datos == datos and d.isVisible()
    qtbot.addWidget(d)
    assert str(ventana.ajustes.value("ficheros/carpeta/torneo")) == str(carpeta)


def test_la_carpeta_nueva_se_propone_junto_a_la_ultima(abrir, tmp_path):
    ventana = abrir(datos=tmp_path / "datos")
    assert ventana.archivo.carpeta_para_torneos().name == "Torneos"
    (tmp_path / "Clubes" / "Open").mkdir(parents=True)
    ventana.ajustes.setValue("ficheros/carpeta/torneo", str(tmp_path / "Clubes" / "Open"))
    assert ventana.archivo.carpeta_para_torneos() == tmp_path / "Clubes"


def test_una_duplicada_por_salas(qtbot, tmp_path):
    from app_planilla.ui.torneo.salas import VentanaSalas, ventana_torneo

    datos = tmp_path / "datos"
    d = DialogoNuevoTorneo(datos, tmp_path)
    qtbot.addWidget(d)
    d.nombre.setText("Duplicada de Reus")
    d.clase.setCurrentIndex(d.clase.findData("duplicada"))
    assert d.salas.isVisibleTo(d) and not d.divisiones.isVisibleTo(d)
    d.salas.setText("Norte, Sala 2 ,  Anexo")
    d.rondas_duplicada.setValue(25)
    d.arbitraje.setCurrentIndex(d.arbitraje.findData("fisf"))
    assert [d.arbitraje.itemText(i) for i in range(d.arbitraje.count())] == ["FISE", "FISF (francesa)"]
    assert d.aceptar() and d.result() == d.DialogCode.Accepted
    t = c.torneo_de(tmp_path / "Duplicada de Reus")
    assert (t.clase, t.salas, t.rondas, t.reglas) == ("duplicada", ("Norte", "Sala 2", "Anexo"), 25, "fisf")
    assert t.arbitraje is not None and t.arbitraje.clave == "fisf"
    v = ventana_torneo(d.carpeta, datos)
    qtbot.addWidget(v)
    assert isinstance(v, VentanaSalas)


@pytest.mark.parametrize("caso,texto", [
    ("sin_nombre", "Escriba el nombre del torneo."),
    ("llena", "no está vacía: elija una carpeta nueva o vacía"),
    ("en_datos", "no puede estar dentro de la carpeta de datos de Planilla"),
    ("division_repetida", "La división «A» está repetida."),
    ("division_mala", "no vale como nombre de división"),
    ("sin_divisiones", "Escriba al menos una división"),
    ("sala_repetida", "La sala «Norte» está repetida."),
    ("sin_salas", "Escriba las salas"),
    ("relativa", "Escriba la carpeta entera"),
    ("ya_es_torneo", "no está vacía"),
])
def test_lo_que_no_vale_se_dice_y_no_se_escribe_nada(qtbot, tmp_path, caso, texto):
    datos = tmp_path / "datos"
    datos.mkdir()
    (tmp_path / "llena").mkdir()
    (tmp_path / "llena" / "notas.txt").write_text("x")
    existente = tmp_path / "Existente"
    c.crear(existente, tmp_path / "otro", nombre="Otro", clase="clasica", divisiones=("A",), rondas=7, reglas="fise")
    antes = {p.name for p in tmp_path.iterdir()}
    d = DialogoNuevoTorneo(datos, tmp_path)
    qtbot.addWidget(d)
    d.nombre.setText("Open")
    d.divisiones.setText("A, B")
    d.salas.setText("Norte, Sur")
    if caso == "sin_nombre":
        d.nombre.setText("   ")
        d.ruta.setText(str(tmp_path / "Open"))
    elif caso == "llena":
        d.ruta.setText(str(tmp_path / "llena"))
    elif caso == "en_datos":
        d.ruta.setText(str(datos / "Open"))
    elif caso == "division_repetida":
        d.divisiones.setText("a, B, A")
    elif caso == "division_mala":
        d.divisiones.setText("A, B/C")
    elif caso == "sin_divisiones":
        d.divisiones.setText(" , ")
    elif caso in ("sala_repetida", "sin_salas"):
        d.clase.setCurrentIndex(d.clase.findData("duplicada"))
        d.salas.setText("norte, Sur, Norte" if caso == "sala_repetida" else " ")
    elif caso == "relativa":
        d.ruta.setText("Open")
    elif caso == "ya_es_torneo":
        d.ruta.setText(str(existente))
    assert not d.aceptar()
    assert texto in d.nota.text() and d.carpeta is None and d.result() != d.DialogCode.Accepted
    _nada_escrito(tmp_path, datos, antes)


def test_sin_carpeta_de_datos_no_se_crea(abrir):
    ventana = abrir()  # sin almacén
    errores: list[str] = []
    ventana.archivo.mostrar_error = errores.append
    assert ventana.archivo.nuevo_torneo() is None
    assert errores and "sin carpeta de datos" in errores[0]


def test_la_carpeta_elegida_no_se_cambia_con_el_nombre(qtbot, tmp_path):
    d = DialogoNuevoTorneo(tmp_path / "datos", tmp_path / "Torneos")
    qtbot.addWidget(d)
    d.pedir_carpeta = lambda: str(tmp_path / "aqui")
    d.elegir_carpeta()
    d.nombre.setText("Otro nombre")
    assert d.ruta.text() == str(tmp_path / "aqui")


@pytest.mark.parametrize("ingles", [False, True])
def test_letras_distintas_en_las_dos_clases(qtbot, tmp_path, ingles, traductor):  # noqa: F811
    if ingles:
        traductor()
    d = DialogoNuevoTorneo(tmp_path / "datos", tmp_path)
    qtbot.addWidget(d)
    d.show()
    for clase in ("clasica", "duplicada"):
        d.clase.setCurrentIndex(d.clase.findData(clase))
        letras = _letras(d)
        assert len(letras) >= 6 and sorted({x for x in letras if letras.count(x) > 1}) == [], clase
    assert d.minimumSizeHint().width() <= 1024 and d.height() <= 560


@pytest.mark.parametrize("tamano,ingles", [((1024, 600), False), ((1366, 768), False), ((1024, 600), True)])
def test_capturas(abrir, tmp_path, qtbot, tamano, ingles, traductor):  # noqa: F811
    """Sobre la ventana principal, en una pantalla de ese tamaño: cabe y nada se corta; en ``docs/pantallas`` si
    se pide (``PLANILLA_CAPTURAS=1``)."""
    from tests.ui.test_torneo_teclear import componer

    ventana = abrir()
    if ingles:
        traductor()
    ventana.resize(*tamano)
    d = DialogoNuevoTorneo(tmp_path / "datos", Path("/home/club/Documentos/Torneos"), parent=ventana)
    qtbot.addWidget(d)
    d.nombre.setText("Open Internacional de Madrid 2025")
    d.divisiones.setText("A, B, C")
    d.show()
    qtbot.waitExposed(d)
    for clase, nombre in (("clasica", "nuevo"), ("duplicada", "nuevo-duplicada")):
        d.clase.setCurrentIndex(d.clase.findData(clase))
        d.salas.setText("Norte, Sur, Anexo")
        QApplication.processEvents()
        assert d.width() <= tamano[0] and d.height() + 30 <= tamano[1]
        for w in (d.ruta, d.nombre):
            assert w.width() >= 300 and w.height() >= w.sizeHint().height(), w.objectName()
        assert d.nota.heightForWidth(d.nota.width()) <= d.nota.height()  # la nota entera, sin cortar
        if os.environ.get("PLANILLA_CAPTURAS"):
            sufijo = "-en" if ingles else ""
            componer(ventana, [d], RAIZ / "docs" / "pantallas" / f"torneo-{nombre}-{tamano[0]}x{tamano[1]}{sufijo}.png")


def test_si_falla_a_medias_en_una_carpeta_vacia_se_puede_volver_a_intentar(qtbot, tmp_path, monkeypatch):
    datos, carpeta = tmp_path / "datos", tmp_path / "Open"
    carpeta.mkdir()  # elegida ya creada y vacía

    def disco_lleno(*_a, **_k):
        raise OSError(28, "No queda espacio en el dispositivo")

    monkeypatch.setattr(c, "guardar_portatil", disco_lleno)
    d = DialogoNuevoTorneo(datos, tmp_path)
    qtbot.addWidget(d)
    d.nombre.setText("Open")
    d.ruta.setText(str(carpeta))
    assert not d.aceptar()
    assert carpeta.is_dir() and not any(carpeta.iterdir())  # vacía otra vez, y sigue ahí
    monkeypatch.undo()
    assert d.aceptar() and c.torneo_de(carpeta).nombre == "Open"
