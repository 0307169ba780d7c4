"""El idioma de la ventana: cuál se elige al arrancar (``PLANILLA_IDIOMA``, «Ver ▸ Idioma», el del sistema), la
ventana en inglés (menús, mensajes del núcleo, números, atajos) y el cambio con «Reiniciar ahora»."""

from __future__ import annotations

import gettext
import re
import sys
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from app_planilla import traducciones
from app_planilla.nucleo import idioma as nucleo_idioma
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL as EDICION_ESPANOLA
from app_planilla.nucleo.juego.jugada_en_curso import JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Tablero
from app_planilla.ui import idioma
from app_planilla.ui.acerca import texto_atajos
from app_planilla.ui.ventana import VentanaPrincipal
from tests.ui.test_planilla_partida import empezar
from tests.ui.test_relojes_partida import Tiempo, relojes_de, tecla


@pytest.fixture(autouse=True)
def _vuelta_al_espanol(qapp) -> Iterator[None]:
    """Las demás pruebas esperan la interfaz en español (los traductores de Qt son de toda la aplicación)."""
    yield
    idioma.poner(qapp, nucleo_idioma.ESPANOL)


@pytest.fixture
def en_ingles(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(nucleo_idioma.VARIABLE, "en")


def textos_de_menu(menu: QMenu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def menus(v: VentanaPrincipal) -> dict[str, QMenu]:
    """Cada menú de la ventana (también los submenús), por su texto."""
    todos: dict[str, QMenu] = {}
    pendientes = [a.menu() for a in v.menuBar().actions() if a.menu() is not None]
    while pendientes:
        menu = pendientes.pop()
        todos[menu.title()] = menu
        pendientes += [a.menu() for a in menu.actions() if a.menu() is not None]
    return todos


def letras_repetidas(menu: QMenu) -> list[str]:
    """Las letras subrayadas (``&x``) que se repiten entre las entradas visibles de ``menu``."""
    letras = [m.group(1).lower() for a in menu.actions() if a.isVisible() and not a.isSeparator()
              for m in [re.search(r"&([^&])", a.text())] if m]
    return sorted({x for x in letras if letras.count(x) > 1})


# --- la elección al arrancar -------------------------------------------------------------------------


@pytest.mark.parametrize(("sistema", "esperado"), [
    ("es_ES", "es"), ("es_MX", "es"), ("ca_ES", "es"), ("gl_ES", "es"), ("eu_ES", "es"), ("pt_BR", "es"),
    ("pt_PT", "es"), ("en_GB", "en"), ("en_US", "en"), ("de_DE", "en"), ("fr_FR", "en"), ("C", "en"),
])
def test_sin_nada_elegido_sigue_al_sistema(tmp_path, sistema: str, esperado: str) -> None:
    ajustes = QSettings(str(tmp_path / "a.ini"), QSettings.Format.IniFormat)
    assert idioma.elegir(ajustes, entorno={}, sistema=sistema) == esperado


def test_la_variable_manda_sobre_lo_elegido_y_lo_elegido_sobre_el_sistema(tmp_path) -> None:
    ajustes = QSettings(str(tmp_path / "a.ini"), QSettings.Format.IniFormat)
    ajustes.setValue(idioma.AJUSTE, "en")
    assert idioma.elegir(ajustes, entorno={}, sistema="es_ES") == "en"
    assert idioma.elegir(ajustes, entorno={"PLANILLA_IDIOMA": "es"}, sistema="en_US") == "es"
    assert idioma.elegir(ajustes, entorno={"PLANILLA_IDIOMA": "ca_ES.UTF-8"}, sistema="en_US") == "es"
    ajustes.setValue(idioma.AJUSTE, "klingon")  # lo que no se entiende no cuenta
    assert idioma.elegir(ajustes, entorno={}, sistema="es_ES") == "es"


def test_el_idioma_pone_los_numeros_de_qt_y_el_nucleo(qapp) -> None:
    idioma.poner(qapp, "en")
    assert QLocale().toString(92.3, "f", 1) == "92.3" and nucleo_idioma.actual() == "en"
    idioma.poner(qapp, "es")
    assert QLocale().toString(92.3, "f", 1) == "92,3" and nucleo_idioma.actual() == "es"


# --- la ventana en inglés ----------------------------------------------------------------------------


def test_con_planilla_idioma_en_la_ventana_esta_en_ingles(en_ingles, abrir_hoja) -> None:
    v, _ = abrir_hoja()
    barra = [a.text() for a in v.menuBar().actions()]
    assert barra[0] == "&File" and "&View" in barra and "&Move" in barra and barra[-1] == "&Help"
    todos = menus(v)
    assert "&Language" in todos and textos_de_menu(todos["&Language"]) == ["&Español", "E&nglish"]
    assert todos["&Language"].actions()[1].isChecked()
    assert "&Keyboard shortcuts" in textos_de_menu(todos["&Help"])
    assert v.panel.boton_dejar.text() == "Leave on the board"
    assert QLocale().decimalPoint() == "."
    # Las letras subrayadas de los menús que no son de las hojas (que se traducen aparte), distintas.
    for titulo in ("&File", "&Move", "&View", "&Language", "E&dition", "&Help"):
        assert letras_repetidas(todos[titulo]) == [], titulo


def test_un_error_del_nucleo_se_ve_en_ingles(en_ingles, abrir) -> None:
    v = abrir()
    v.dejar_en_tablero()  # sin jugada: el núcleo lo rechaza
    visto = v.statusBar().currentMessage()
    prefijo = "Cannot leave it on the board: "
    assert visto.startswith(prefijo)
    # El mismo error en español, y lo que dice de él el catálogo inglés del núcleo.
    nucleo_idioma.usar(nucleo_idioma.ESPANOL)
    with pytest.raises(ErrorPlanilla) as error:
        JugadaEnCurso(Tablero(), EDICION_ESPANOLA).dejar()
    espanol = str(error.value)
    catalogo = gettext.translation("nucleo", traducciones.carpeta_locale(), ["en"])
    assert visto.removeprefix(prefijo) == catalogo.gettext(espanol) != espanol


def test_en_ingles_cada_atajo_de_los_menus_esta_en_la_lista_con_el_mismo_nombre(en_ingles, abrir_hoja) -> None:
    ventana, _ = abrir_hoja()
    lista = texto_atajos(ventana.atajos_extra())
    assert "Keyboard shortcuts" in lista and "Switch between across and down" in lista
    nombres = {
        atajo.toString(QKeySequence.SequenceFormat.NativeText): accion.text()
        for accion in ventana.findChildren(QAction)
        for atajo in accion.shortcuts()
    }
    assert "Ctrl+Shift+M" in nombres and "Ctrl+Backspace" in nombres and "Ctrl+Right" in nombres
    assert {t: a for t, a in nombres.items() if t not in lista} == {}


def test_acerca_de_en_ingles(en_ingles, abrir) -> None:
    from app_planilla.ui.acerca import texto_acerca

    abrir()
    texto = texto_acerca()
    assert "Tile values and counts" in texto and "MIT licence" in texto and "Licencia" not in texto


# --- «Ver ▸ Idioma» ----------------------------------------------------------------------------------


def test_ver_idioma_se_recuerda_y_vale_al_volver_a_abrir(qtbot, monkeypatch, ajustes, abrir) -> None:
    monkeypatch.delenv(nucleo_idioma.VARIABLE)
    ajustes.setValue(idioma.AJUSTE, "es")
    v = abrir()
    todos = menus(v)
    assert "Idi&oma" in todos and textos_de_menu(todos["Idi&oma"]) == ["&Español", "E&nglish"]
    assert letras_repetidas(todos["Idi&oma"]) == []
    assert v.acciones.idioma["es"].isChecked()
    avisos: list[QMessageBox] = []
    monkeypatch.setattr(idioma, "ejecutar_aviso", lambda caja: avisos.append(caja) or False)  # «Más tarde»
    v.acciones.idioma["en"].trigger()
    # El aviso, en el idioma nuevo; la ventana sigue en el de antes hasta que se vuelva a abrir.
    (caja,) = avisos
    assert caja.text().startswith("The new language takes effect when Planilla is reopened.")
    assert sorted(b.text() for b in caja.buttons()) == ["&Later", "&Restart now"]
    assert ajustes.value(idioma.AJUSTE) == "en" and v.acciones.idioma["en"].isChecked()
    assert v.menuBar().actions()[0].text() == "&Archivo" and v.isVisible()
    v.close()

    otra = abrir()
    assert otra.menuBar().actions()[0].text() == "&File" and otra.acciones.idioma["en"].isChecked()
    # Volver al español avisa en español; elegir el que ya se ve no avisa.
    otra.acciones.idioma["es"].trigger()
    assert avisos[-1].text().startswith("El idioma nuevo se verá al volver a abrir Planilla.")
    assert [b.text() for b in avisos[-1].buttons()] == ["&Reiniciar ahora", "Más &tarde"]
    otra.acciones.idioma["en"].trigger()
    assert len(avisos) == 2 and ajustes.value(idioma.AJUSTE) == "en"


def test_el_menu_idioma_se_abre_con_el_teclado(qtbot, abrir) -> None:
    v = abrir()
    ver = menus(v)["&Ver"]
    idioma_accion = next(a for a in ver.actions() if a.text() == "Idi&oma")
    assert idioma_accion.isVisible() and letras_repetidas(menus(v)["Idi&oma"]) == []
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    qtbot.keyClick(v, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(ver.isVisible)
    qtbot.keyClick(ver, Qt.Key.Key_O)
    qtbot.waitUntil(idioma_accion.menu().isVisible)
    idioma_accion.menu().close()
    ver.close()


@pytest.fixture
def tiempo() -> Tiempo:
    return Tiempo()


def test_reiniciar_ahora_guarda_la_partida_y_vuelve_en_el_idioma_nuevo_con_los_relojes_en_pausa(
        qtbot, monkeypatch, ajustes, abrir_hoja, tiempo) -> None:
    monkeypatch.delenv(nucleo_idioma.VARIABLE)
    ajustes.setValue(idioma.AJUSTE, "es")
    v, d = abrir_hoja(fuente_tiempo=tiempo.fuente, hora=tiempo.hora)
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow)
    empezar(qtbot, v, d, ["Ana", "Bea"], abre=1, reglas="ingles")
    tecla(qtbot, v, Qt.Key.Key_F5)
    tiempo.pasar(42)
    assert relojes_de(v).relojes.en_marcha
    lanzadas = []
    monkeypatch.setattr(idioma, "ejecutar_aviso", lambda caja: True)  # «Reiniciar ahora»
    monkeypatch.setattr(idioma, "relanzar", lambda *orden: lanzadas.append(orden))
    v.acciones.idioma["en"].trigger()
    # Cerrada como quien la cierra (los relojes, guardados en pausa) y otra Planilla, en inglés.
    assert not v.isVisible() and not relojes_de(v).relojes.en_marcha
    ((programa, argumentos, codigo),) = lanzadas
    assert programa == sys.executable and codigo == "en" and "--idioma" not in argumentos
    tiempo.pasar(7)

    otra, _ = abrir_hoja(fuente_tiempo=tiempo.fuente, hora=tiempo.hora)
    assert otra.menuBar().actions()[0].text() == "&File"
    r = relojes_de(otra)
    assert otra.hoja.planilla is not None and otra.hoja.planilla.nombres == ("Ana", "Bea")
    assert r.relojes is not None and not r.relojes.en_marcha
    assert r.relojes.restante_ms(1) == 25 * 60_000 - 42_000


def test_reiniciar_no_sigue_si_no_se_cierra(qtbot, monkeypatch, ajustes, abrir) -> None:
    v = abrir()
    lanzadas = []
    monkeypatch.setattr(idioma, "relanzar", lambda *orden: lanzadas.append(orden))
    v.confirmar = lambda pregunta: False
    monkeypatch.setattr(VentanaPrincipal, "close", lambda self: False)  # quien cierra se echa atrás
    assert not idioma.reiniciar(v, "en") and lanzadas == []


def test_la_orden_de_arranque_deja_fuera_el_idioma_pedido() -> None:
    programa, argumentos = idioma.orden_de_arranque(
        ["-m", "app_planilla", "--idioma", "es", "--datos", "x", "--idioma=en"])
    assert programa == sys.executable and argumentos == ["-m", "app_planilla", "--datos", "x"]
