"""La edición de la ventana sigue al idioma de la interfaz mientras no se elija otra (en inglés, el tablero
rotula TW/DW y «Nueva partida» ofrece la inglesa); la elegida se recuerda, sea cual sea el idioma."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo import idioma as nucleo_idioma
from app_planilla.nucleo.juego.tablero import Premio
from app_planilla.ui import idioma
from app_planilla.ui.hojas import dialogo_nueva_partida as dialogos
from app_planilla.ui.ventana import EDICION_ELEGIDA
from tests.ui.ayuda import rellenar_nueva


@pytest.fixture(autouse=True)
def _vuelta_al_espanol(qapp, monkeypatch) -> Iterator[None]:
    monkeypatch.delenv(nucleo_idioma.VARIABLE, raising=False)
    yield
    idioma.poner(qapp, nucleo_idioma.ESPANOL)


@pytest.mark.parametrize(("interfaz", "edicion", "triple"), [("en", "en", "TW"), ("es", "es", "TP")])
def test_sin_elegir_la_edicion_es_la_del_idioma(ajustes, abrir, interfaz: str, edicion: str, triple: str) -> None:
    ajustes.setValue(idioma.AJUSTE, interfaz)
    v = abrir()
    assert v.edicion.codigo == edicion and v.panel.edicion.currentData() == edicion
    assert v.acciones.edicion[edicion].isChecked()
    assert v.vista_tablero.notacion.premio(Premio.TP) == triple
    v.close()
    assert ajustes.value(EDICION_ELEGIDA) is None  # cerrar no es elegir: sigue al idioma


def test_la_elegida_se_recuerda_en_otro_idioma(qapp, ajustes, abrir) -> None:
    ajustes.setValue(idioma.AJUSTE, "en")
    v = abrir()
    v.acciones.edicion["es"].trigger()
    assert v.edicion.codigo == "es"
    v.close()
    assert abrir().edicion.codigo == "es"
    ajustes.setValue(idioma.AJUSTE, "es")
    ajustes.setValue(EDICION_ELEGIDA, "en")
    assert abrir().edicion.codigo == "en"


@pytest.mark.parametrize(("interfaz", "antigua", "esperada"), [("en", "es", "en"), ("es", "en", "en"),
                                                              ("es", "es", "es")])
def test_la_edicion_guardada_por_versiones_anteriores(ajustes, abrir, interfaz, antigua, esperada) -> None:
    # Antes se guardaba siempre, con el español por omisión: solo otra que el español se eligió.
    ajustes.setValue(idioma.AJUSTE, interfaz)
    ajustes.setValue("edicion", antigua)
    assert abrir().edicion.codigo == esperada


def test_nueva_partida_ofrece_la_del_idioma_y_recuerda_otra_elegida(ajustes, abrir_hoja) -> None:
    ajustes.setValue(idioma.AJUSTE, "en")
    v, conductor = abrir_hoja()
    ofrecidas = []

    def espanola(d: QDialog) -> bool:
        assert isinstance(d, dialogos.DialogoNuevaPartida)
        ofrecidas.append(d.edicion.currentData())
        rellenar_nueva(d, ["Ann", "Bob"])
        d.edicion.setCurrentIndex(d.edicion.findData("es"))
        return d.aceptar()

    conductor.cola.append(espanola)
    v.sesion.nueva_partida()
    assert ofrecidas == ["en"]
    assert v.sesion.actual is not None and v.sesion.actual.planilla.edicion.codigo == "es"
    assert ajustes.value(EDICION_ELEGIDA) == "es"
