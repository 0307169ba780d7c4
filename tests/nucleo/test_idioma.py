"""El idioma del núcleo: elección por el entorno, catálogos gettext y formato de números."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from app_planilla import traducciones
from app_planilla.nucleo import idioma
from app_planilla.nucleo.idioma import _, n_


@pytest.mark.parametrize(("locale", "esperado"), [
    ("es_ES.UTF-8", "es"), ("es_AR", "es"), ("ca_ES.UTF-8", "es"), ("gl_ES", "es"), ("eu_ES", "es"),
    ("pt_BR.UTF-8", "es"), ("en_GB.UTF-8", "en"), ("fr_FR", "en"), ("C", "en"), ("POSIX", "en"),
    ("C.UTF-8", "en"), ("de_DE@euro", "en"), ("es", "es"), ("en", "en"), ("EN-us", "en"),
])
def test_idioma_de_un_locale(locale: str, esperado: str) -> None:
    assert idioma.de_locale(locale) == esperado


def test_el_entorno_manda_en_este_orden() -> None:
    assert idioma.del_entorno({"PLANILLA_IDIOMA": "en", "LANG": "es_ES.UTF-8"}) == "en"
    assert idioma.del_entorno({"LANGUAGE": "ca:en", "LANG": "en_US.UTF-8"}) == "es"
    assert idioma.del_entorno({"LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"}) == "en"
    assert idioma.del_entorno({"LC_MESSAGES": "gl_ES", "LANG": "en_US"}) == "es"
    assert idioma.del_entorno({"LANG": "es_MX.UTF-8"}) == "es"
    assert idioma.del_entorno({}) == "en"


def _catalogo(carpeta: Path, nombre: str, mensajes: dict[str, str | tuple[str, str]]) -> None:
    catalogo = Catalog(locale="en")
    for msgid, msgstr in mensajes.items():
        if isinstance(msgstr, tuple):
            catalogo.add((msgid, msgid + "s"), msgstr)
        else:
            catalogo.add(msgid, msgstr)
    destino = carpeta / "en" / "LC_MESSAGES"
    destino.mkdir(parents=True, exist_ok=True)
    with (destino / f"{nombre}.mo").open("wb") as f:
        write_mo(f, catalogo)


def test_catalogos_de_varias_capas_y_vuelta_al_espanol(tmp_path: Path) -> None:
    _catalogo(tmp_path, "nucleo", {"Turno de {0}": "{0}'s turn", "ficha": ("tile", "tiles")})
    _catalogo(tmp_path, "exportar", {"Planilla de juego": "Score sheet"})
    _catalogo(tmp_path, "argparse", {"Turno de {0}": "no es de Planilla"})
    idioma.usar("en", tmp_path)
    assert idioma.actual() == "en"
    assert _("Turno de {0}").format("Ana") == "Ana's turn"
    assert _("Planilla de juego") == "Score sheet"
    assert n_("ficha", "fichas", 1) == "tile" and n_("ficha", "fichas", 3) == "tiles"
    assert _("Sin traducir") == "Sin traducir"  # lo que falta sale en español, nunca vacío
    idioma.usar("es", tmp_path)
    assert _("Planilla de juego") == "Planilla de juego" and n_("ficha", "fichas", 3) == "fichas"


def test_sin_catalogos_el_ingles_muestra_el_espanol(tmp_path: Path) -> None:
    idioma.usar("en", tmp_path / "no-existe")
    assert idioma.actual() == "en" and _("Turno") == "Turno"
    idioma.usar("klingon")
    assert idioma.actual() == "en"


def test_numeros_porcentajes_y_fechas_con_el_formato_del_idioma() -> None:
    dia = datetime.date(2026, 12, 1)
    momento = datetime.datetime(2026, 12, 1, 16, 52, 38)
    assert idioma.porcentaje(92.34) == "92,3 %" and idioma.numero(1.5, 2) == "1,50"
    assert idioma.fecha(dia) == "01/12/2026" and idioma.fecha_hora(momento) == "01/12/2026 16:52"
    idioma.usar("en")
    assert idioma.porcentaje(92.34) == "92.3%" and idioma.numero(1.5, 2) == "1.50"
    assert idioma.fecha(dia) == "2026-12-01" and idioma.fecha_hora(momento) == "2026-12-01 16:52"


def test_elegir_al_arrancar(monkeypatch: pytest.MonkeyPatch) -> None:
    assert traducciones.elegir("en_GB.UTF-8") == "en" and idioma.actual() == "en"
    monkeypatch.setenv("PLANILLA_IDIOMA", "es")
    assert traducciones.elegir() == "es" and idioma.actual() == "es"
    assert traducciones.carpeta_locale().is_dir()
