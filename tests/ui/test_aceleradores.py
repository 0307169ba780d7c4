"""Las letras subrayadas de los menús (``&x``, Alt+x): distintas en cada menú, con cada hoja montada y en los dos
idiomas, y en «Jugada» una para cada entrada."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app_planilla.nucleo import idioma as nucleo_idioma
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.juegos.cuatro_letras import nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import nueva_tantrix
from app_planilla.ui import idioma
from tests.ui.test_idioma import letras_repetidas, menus

PARTIDAS = {
    "clasica": lambda: nueva_partida(["Ana", "Bea"]),
    "duplicada": lambda: nueva_duplicada(["Ana", "Bea"]),
    "sala": lambda: nueva_sala([Inscrito("Ana", 1), Inscrito("Bea", 2)], reglas_arbitraje("fise")),
    "tantrix": lambda: nueva_tantrix(["Ana", "Bea"]),
    "cuatro_letras": lambda: nueva_cuatro_letras(["Ana", "Bea"]),
}


@pytest.fixture(autouse=True)
def _vuelta_al_espanol(qapp) -> Iterator[None]:
    yield
    idioma.poner(qapp, nucleo_idioma.ESPANOL)


@pytest.mark.parametrize("codigo", [nucleo_idioma.ESPANOL, nucleo_idioma.INGLES])
@pytest.mark.parametrize("modalidad", list(PARTIDAS))
def test_letras_distintas_en_cada_menu(monkeypatch, abrir_hoja, codigo: str, modalidad: str) -> None:
    monkeypatch.setenv(nucleo_idioma.VARIABLE, codigo)
    v, _ = abrir_hoja()
    v.sesion.nueva(PARTIDAS[modalidad]())
    todos = menus(v)
    assert len(todos) >= 6
    repetidas = {titulo: r for titulo, menu in todos.items() if (r := letras_repetidas(menu))}
    assert repetidas == {}
    assert letras_repetidas(v.menuBar()) == []  # también los menús de la barra entre sí
    jugada = v.acciones.menu_jugada
    sin_letra = [a.text() for a in jugada.actions() if a.isVisible() and not a.isSeparator() and "&" not in
                 a.text().replace("&&", "")]
    assert sin_letra == []
