"""El papel por omisión según el país del locale: carta donde CLDR la da (EE. UU., Canadá, México…), A4 en los
demás; en ``planilla imprimir``, con ``LC_PAPER`` antes que ``LC_ALL`` y ``LANG``."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from app_planilla.__main__ import main
from app_planilla.exportar.papel import PAISES_CARTA, papel_de_locale, papel_del_entorno, territorio


@pytest.mark.parametrize(("nombre", "pais"), [
    ("es_MX.UTF-8", "MX"), ("en-US", "US"), ("sr_RS@latin", "RS"), ("zh_Hant_TW.UTF-8", "TW"), ("es_419", "419"),
    ("en_us", "US"), ("C", None), ("C.UTF-8", None), ("POSIX", None), ("es", None), ("", None),
])
def test_territorio_del_nombre_de_locale(nombre: str, pais: str | None) -> None:
    assert territorio(nombre) == pais


def test_los_paises_de_papel_carta_y_los_demas_a4() -> None:
    for pais in ("US", "CA", "MX", "CL", "CO", "VE", "PH", "PR", "CR", "GT", "PA", "SV", "NI", "BZ"):
        assert papel_de_locale(f"es_{pais}.UTF-8") == "carta"
    assert len(PAISES_CARTA) == 14
    for nombre in ("es_ES.UTF-8", "en_GB", "es_AR", "pt_BR", "fr_FR", "C", "es_419"):
        assert papel_de_locale(nombre) == "a4"
    assert papel_de_locale("fr_CA") == "carta"  # el país manda, no el idioma


@pytest.mark.parametrize(("entorno", "papel"), [
    ({"LANG": "en_US.UTF-8"}, "carta"),
    ({"LANG": "en_GB.UTF-8"}, "a4"),
    ({"LC_PAPER": "es_MX.UTF-8", "LC_ALL": "en_GB.UTF-8", "LANG": "en_GB.UTF-8"}, "carta"),
    ({"LC_PAPER": "es_ES.UTF-8", "LANG": "en_US.UTF-8"}, "a4"),
    ({"LC_ALL": "es_CO.UTF-8", "LANG": "es_ES.UTF-8"}, "carta"),
    ({"LC_PAPER": "C", "LC_ALL": "C.UTF-8", "LANG": "en_CA"}, "carta"),  # sin país, la siguiente
    ({}, "a4"),
])
def test_papel_del_entorno(entorno: dict[str, str], papel: str) -> None:
    assert papel_del_entorno(entorno, sistema="C") == papel
    assert papel_del_entorno({}, sistema="en_US") == "carta"


def _tamano(ruta: Path) -> tuple[int, int]:
    with pdfplumber.open(ruta) as pdf:
        return round(pdf.pages[0].width), round(pdf.pages[0].height)


def test_planilla_imprimir_elige_el_papel_del_locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    salida = tmp_path / "hoja.pdf"
    for variable in ("LC_PAPER", "LC_ALL", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert main(["imprimir", "control-fichas", "-o", str(salida)]) == 0
    assert _tamano(salida) == (612, 792)  # carta
    monkeypatch.setenv("LC_PAPER", "es_ES.UTF-8")
    assert main(["imprimir", "control-fichas", "-o", str(salida)]) == 0
    assert _tamano(salida) == (595, 842)  # A4
    assert main(["imprimir", "control-fichas", "--papel", "carta", "-o", str(salida)]) == 0
    assert _tamano(salida) == (612, 792)  # lo pedido manda
