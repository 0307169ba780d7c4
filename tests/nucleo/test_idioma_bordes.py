"""Bordes del idioma del núcleo: nombres de locale poco comunes, el entorno del proceso, catálogos que no
cuentan y el formato de números en los dos idiomas."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from app_planilla.nucleo import idioma
from app_planilla.nucleo.idioma import _, n_


def _catalogo(carpeta: Path, codigo: str, nombre: str, mensajes: dict[str, str]) -> None:
    catalogo = Catalog(locale=codigo)
    for msgid, msgstr in mensajes.items():
        catalogo.add(msgid, msgstr)
    destino = carpeta / codigo / "LC_MESSAGES"
    destino.mkdir(parents=True, exist_ok=True)
    with (destino / f"{nombre}.mo").open("wb") as f:
        write_mo(f, catalogo)


@pytest.mark.parametrize(
    ("nombre", "esperado"),
    [
        # El idioma es lo que va antes del primer «.», «@», «_» o «-», sea cual sea el resto.
        ("es.UTF-8", "es"),
        ("ca@valencia", "es"),
        ("ca-ES-valencia", "es"),
        ("es-MX", "es"),
        ("ast_ES.UTF-8@euro", "es"),
        ("es.UTF-8.x", "es"),
        ("es@euro@x", "es"),
        ("oc_FR_x", "es"),
        ("  ES_es  ", "es"),
        ("fr-ES", "en"),
        ("it_IT@es", "en"),
        ("", "en"),
    ],
)
def test_el_idioma_de_nombres_de_locale_poco_comunes(nombre, esperado):
    assert idioma.de_locale(nombre) == esperado


def test_sin_entorno_dado_se_lee_el_del_proceso(monkeypatch):
    for variable in ("PLANILLA_IDIOMA", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "gl_ES.UTF-8")
    assert idioma.del_entorno() == "es"
    monkeypatch.setenv("PLANILLA_IDIOMA", "en")
    assert idioma.del_entorno() == "en"


def test_language_manda_con_su_primer_idioma_aunque_haya_varios():
    assert idioma.del_entorno({"LANGUAGE": "es:en:fr", "LANG": "en_US.UTF-8"}) == "es"
    assert idioma.del_entorno({"LANGUAGE": "en:es:ca", "LANG": "es_ES.UTF-8"}) == "en"
    # Vacías o con solo espacios no cuentan: manda la siguiente.
    assert idioma.del_entorno({"PLANILLA_IDIOMA": " ", "LANGUAGE": "", "LC_ALL": " ", "LANG": "es_ES"}) == "es"
    assert idioma.del_entorno({"PLANILLA_IDIOMA": " ES "}) == "es"


def test_en_espanol_no_se_carga_ningun_catalogo(tmp_path: Path):
    # El español es el idioma de origen: aunque haya un catálogo «es» en la carpeta, los textos no cambian.
    _catalogo(tmp_path, "es", "nucleo", {"Turno": "Otro texto"})
    idioma.usar("es", tmp_path)
    assert idioma.actual() == "es" and _("Turno") == "Turno"


def test_los_catalogos_de_otros_programas_no_cuentan_aunque_vayan_primero(tmp_path: Path):
    _catalogo(tmp_path, "en", "argparse", {"usage: ": "uso: "})
    _catalogo(tmp_path, "en", "nucleo", {"Turno": "Turn", "usage: ": "no"})
    idioma.usar("en", tmp_path)
    assert _("Turno") == "Turn" and _("usage: ") == "no"


def test_un_solo_catalogo_traduce_y_lo_demas_queda_en_espanol(tmp_path: Path):
    _catalogo(tmp_path, "en", "nucleo", {"Turno": "Turn"})
    idioma.usar("en", tmp_path)
    assert _("Turno") == "Turn" and _("Sin traducir") == "Sin traducir"
    assert n_("{n} ficha", "{n} fichas", 1) == "{n} ficha" and n_("{n} ficha", "{n} fichas", 2) == "{n} fichas"


def test_una_carpeta_sin_lc_messages_deja_el_espanol(tmp_path: Path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "LC_MESSAGES").write_text("no es una carpeta")
    idioma.usar("en", tmp_path)
    assert idioma.actual() == "en" and _("Turno") == "Turno"


def test_numeros_con_un_decimal_por_omision_y_miles_con_el_separador_del_idioma():
    assert idioma.numero(92.34) == "92,3" and idioma.numero(2) == "2,0" and idioma.numero(7.25, 0) == "7"
    assert idioma.entero(5_000_000) == "5.000.000" and idioma.entero(999) == "999"
    assert idioma.porcentaje(50, 0) == "50 %"
    idioma.usar("en")
    assert idioma.numero(92.34) == "92.3" and idioma.entero(5_000_000) == "5,000,000"
    assert idioma.porcentaje(50, 0) == "50%" and idioma.porcentaje(12.345) == "12.3%"
