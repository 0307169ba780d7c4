"""Arranque diferido de la aplicación: la ventana se ve con el tablero y la jugada, y las hojas, los paneles
y la partida reabierta llegan justo después del primer pintado, sin que nada cambie de sitio ni se pierda."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
from app_planilla.ui.aplicacion import crear_ventana
from app_planilla.ui.ventana import PANELES, VentanaPrincipal


def _abrir(qtbot, ajustes, datos, *, mostrar=True) -> VentanaPrincipal:
    v = crear_ventana(ajustes, datos=datos, diferir=True)
    qtbot.addWidget(v)
    v.confirmar = lambda pregunta: True
    if mostrar:
        v.resize(1366, 740)
        v.show()
    return v


def _partida_con_puntos(datos) -> None:
    with Almacen(datos) as almacen:
        p = almacen.crear(nueva_partida(["Ana", "Bea"])).planilla
        p.sumar("H4", "JAMON")


def _cerrar(qtbot, v: VentanaPrincipal) -> None:
    qtbot.waitUntil(lambda: v.arrancada)
    v.close()


def _sesion_anterior(qtbot, ajustes, datos) -> None:
    primera = _abrir(qtbot, ajustes, datos)
    # La primera vez no se sabe qué paneles habrá: todo se monta de una vez, sin diferir.
    assert primera.arrancada and primera.sesion is not None
    primera.close()


def test_la_ventana_se_ve_antes_y_la_partida_llega_tras_pintar(qtbot, ajustes, tmp_path):
    datos = tmp_path / "datos"
    _partida_con_puntos(datos)
    _sesion_anterior(qtbot, ajustes, datos)
    v = _abrir(qtbot, ajustes, datos)
    # Recién mostrada: tablero y jugada, todavía sin hojas ni almacén.
    assert not v.arrancada and v.hoja is None and v.duplicada is None
    with qtbot.waitSignal(v.arranque_completado, timeout=3000):
        pass
    assert v.arrancada and v.hoja is not None and v.hoja.planilla is not None
    assert v.hoja.planilla.totales == (44, 0)
    assert len(v.tablero) == 5  # la partida reabierta está en el tablero
    assert v.fichas is not None
    # Solo la hoja de la partida abierta: la duplicada y las de los juegos, la primera vez que hagan falta.
    assert v.duplicada is None and v.juegos is None


def test_los_paneles_de_la_sesion_anterior_estan_en_su_sitio_desde_el_principio(qtbot, ajustes, tmp_path):
    datos = tmp_path / "datos"
    _partida_con_puntos(datos)
    _sesion_anterior(qtbot, ajustes, datos)
    guardados = str(ajustes.value(PANELES)).splitlines()
    assert [linea.split("\t")[0] for linea in guardados][:2] == ["planilla", "relojes"]

    v = _abrir(qtbot, ajustes, datos, mostrar=False)
    # Antes de montarse nada: los paneles, vacíos, con su título y en Ver ▸ Paneles.
    vacios = {clave: dock for clave, dock in v.paneles.items()}
    assert set(vacios) == {linea.split("\t")[0] for linea in guardados}
    assert vacios["planilla"].windowTitle() == "Planilla" and vacios["planilla"].widget() is None
    assert vacios["planilla"].toggleViewAction() in v.acciones.menu_paneles.actions()
    v.resize(1366, 740)
    v.show()
    QApplication.sendPostedEvents()  # la disposición tal como se pinta por primera vez
    antes = v.vista_tablero.geometry(), v.panel.desglose.geometry().top()
    assert not v.arrancada
    qtbot.waitUntil(lambda: v.arrancada)
    QApplication.processEvents()  # que se asiente la disposición (nada debe moverse)
    assert (v.vista_tablero.geometry(), v.panel.desglose.geometry().top()) == antes
    # Cada hoja llenó su panel: los mismos objetos, ninguno repetido, ninguno vacío.
    assert v.hoja is not None and v.hoja.dock is vacios["planilla"]
    assert v.hoja.dock.widget() is v.hoja.panel
    nombres = [d.objectName() for d in v.findChildren(QDockWidget)]
    assert len(nombres) == len(set(nombres))
    assert all(d.widget() is not None for d in v.findChildren(QDockWidget) if d.isVisible())
    assert v.hoja.dock.isVisible() and "duplicada" not in v.paneles  # la clásica no la necesitó


def test_una_duplicada_abierta_monta_solo_su_hoja_en_su_sitio(qtbot, ajustes, tmp_path):
    datos = tmp_path / "datos"
    with Almacen(datos) as almacen:
        almacen.crear(nueva_duplicada(["Ana", "Bea"]))
    _sesion_anterior(qtbot, ajustes, datos)  # la sesión anterior ya tenía la duplicada abierta
    v = _abrir(qtbot, ajustes, datos)
    vacio = v.paneles["duplicada"]
    assert vacio.widget() is None
    qtbot.waitUntil(lambda: v.arrancada)
    # Solo la hoja de la partida abierta: ni la clásica ni las de los juegos.
    assert v.duplicada is not None and v.duplicada.planilla is not None
    assert v.hoja is None and v.juegos is None
    assert v.duplicada.dock is vacio and vacio.isVisible()
    assert v.fichas is not None and v.relojes is not None and not v.relojes.con_reloj
    # «Nueva partida…» de Tantrix: su hoja se monta entonces, y la duplicada se retira.
    v.sesion.ejecutar_dialogo = lambda d: (d.tipo.setCurrentIndex(d.tipo.findData("tantrix")),
                                            d.cuantos.setValue(2), d.aceptar())[-1]
    v.duplicada.nueva_partida()
    assert v.juegos is not None and v.juegos.tantrix.planilla is not None and v.juegos.tantrix.dock.isVisible()
    assert v.duplicada.planilla is None and not v.duplicada.dock.isVisible()
    assert v.sesion.actual is not None and v.sesion.actual.planilla is v.juegos.tantrix.planilla
    assert v.hoja is None
    # Una partida clásica: ahora se monta la hoja clásica, ocupa el sitio y se anota en ella.
    assert v.sesion.nueva(nueva_partida(["Ana", "Bea"]))
    assert v.hoja is not None and v.hoja.planilla is not None and v.hoja.dock.isVisible()
    assert v.juegos.tantrix.planilla is None and not v.juegos.tantrix.dock.isVisible()
    assert v.relojes.menu.menuAction() in v.hoja.menu.actions()  # el menú «Relojes», también en la suya
    qtbot.mouseClick(v.vista_tablero, Qt.MouseButton.LeftButton, pos=v.vista_tablero.centro_casilla("H8"))
    qtbot.keyClicks(v.vista_tablero, "MES")
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_Return)  # Intro suma en la hoja recién montada
    assert v.hoja.planilla.totales == (10, 0)
    _cerrar(qtbot, v)


def test_una_clasica_abierta_no_monta_las_demas_hojas_hasta_que_hacen_falta(qtbot, ajustes, tmp_path):
    datos = tmp_path / "datos"
    _partida_con_puntos(datos)
    _sesion_anterior(qtbot, ajustes, datos)
    v = _abrir(qtbot, ajustes, datos)
    qtbot.waitUntil(lambda: v.arrancada)
    assert v.hoja is not None and v.hoja.planilla is not None
    assert v.duplicada is None and v.juegos is None
    # Abrir una duplicada desde «Partidas»: su hoja se monta, la recibe y ocupa el sitio de la clásica.
    with Almacen(datos) as almacen:
        ident = almacen.crear(nueva_duplicada(["Ana", "Bea"])).id
    assert v.sesion.abrir(ident)
    assert v.duplicada is not None and v.duplicada.planilla is not None and v.duplicada.dock.isVisible()
    assert v.hoja.planilla is None and not v.hoja.dock.isVisible() and v.juegos is None
    assert v.duplicada.controlador.nueva_ronda("AEIOUSR") is not None  # y se juega en ella
    # Borrada la partida abierta: sin partida, se ve la clásica (la de una partida nueva).
    assert v.sesion.borrar(ident)
    assert v.sesion.actual is None and v.duplicada.planilla is None and v.hoja.dock.isVisible()
    _cerrar(qtbot, v)


def test_cada_modalidad_tiene_quien_monte_su_hoja(qtbot, ajustes, tmp_path):
    from app_planilla.nucleo.modalidades import MODALIDADES
    from app_planilla.ui.aplicacion import Hojas

    v = _abrir(qtbot, ajustes, tmp_path / "datos")
    hojas = v.sesion.findChild(Hojas)
    assert hojas is not None and set(hojas.montadores) == set(MODALIDADES)


def test_tocar_el_tablero_muy_pronto_no_pierde_la_jugada(qtbot, ajustes, tmp_path):
    datos = tmp_path / "datos"
    with Almacen(datos) as almacen:
        almacen.crear(nueva_partida(["Ana", "Bea"]))
    _sesion_anterior(qtbot, ajustes, datos)
    v = _abrir(qtbot, ajustes, datos)
    assert not v.arrancada
    # El primer toque, antes de que se pinte nada: las hojas se montan antes de atenderlo.
    qtbot.mouseClick(v.vista_tablero, Qt.MouseButton.LeftButton, pos=v.vista_tablero.centro_casilla("H8"))
    assert v.arrancada and v.hoja is not None and v.hoja.planilla is not None
    qtbot.keyClicks(v.vista_tablero, "MES")
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_Return)  # Intro suma en la hoja, no «deja en el tablero»
    assert v.hoja.planilla.totales == (10, 0)


def test_intro_muy_pronto_monta_la_hoja_antes(qtbot, ajustes, tmp_path):
    datos = tmp_path / "datos"
    _partida_con_puntos(datos)
    _sesion_anterior(qtbot, ajustes, datos)
    v = _abrir(qtbot, ajustes, datos, mostrar=False)
    assert not v.arrancada
    v._intro_en_tablero()
    assert v.arrancada and v.hoja is not None and v.al_pulsar_intro is not None


def test_cerrar_antes_de_arrancar_no_abre_el_almacen_ni_olvida_los_paneles(qtbot, ajustes, tmp_path):
    datos = tmp_path / "datos"
    ajustes.setValue(PANELES, "planilla\tPlanilla\nrelojes\tRelojes")
    v = _abrir(qtbot, ajustes, datos, mostrar=False)
    v.close()
    v.completar_arranque()  # lo que haría el temporizador de reserva: ya no hace nada
    assert v.hoja is None and not datos.exists()
    assert str(ajustes.value(PANELES)).splitlines() == ["planilla\tPlanilla", "relojes\tRelojes"]


def test_ajustes_de_paneles_danados_se_ignoran(qtbot, ajustes, tmp_path):
    ajustes.setValue(PANELES, "no es\tuna clave\n\tsin clave\nsolo_clave\n" + "x" * 30)
    v = _abrir(qtbot, ajustes, tmp_path / "datos")
    # Nada aprovechable: como la primera vez, todo montado de una vez.
    assert v.arrancada and v.hoja is not None
    assert "solo_clave" not in v.paneles and all(c.isidentifier() for c in v.paneles)
