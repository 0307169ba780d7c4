"""La notación en lo que sale: los PDF de una partida inglesa en GCG (``8D``/``D8``) y los de una española en
FISE; el JSON en FISE siempre; ``planilla puntuar --notacion``."""

from __future__ import annotations

import io
import json

import pdfplumber
import pytest

from app_planilla.exportar.json_partida import a_json
from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from tests.ayuda import salir
from tests.nucleo.test_notacion import clasica


def _texto_pdf(datos: bytes) -> str:
    with pdfplumber.open(io.BytesIO(datos)) as pdf:
        return " ".join(" ".join((p.extract_text() or "") for p in pdf.pages).split())


@pytest.mark.parametrize(("edicion", "jugada", "retirada"), [("en", "8D JAMON 44 44", "F6 Retirada: ZUMOS"),
                                                             ("es", "H4 JAMON 44 44", "6F Retirada: ZUMOS")])
def test_pdf_clasica_en_la_notacion_de_la_partida(edicion: str, jugada: str, retirada: str) -> None:
    destino = io.BytesIO()
    planilla_clasica(destino, clasica(edicion))
    texto = _texto_pdf(destino.getvalue())
    assert jugada in texto and retirada in texto


@pytest.mark.parametrize(("edicion", "escrita", "mostrada"), [("en", "6F", "F6 ZUMOS"), ("es", "6F", "6F ZUMOS")])
def test_pdf_duplicada_en_la_notacion_de_la_partida(edicion: str, escrita: str, mostrada: str) -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea"], edicion=edicion))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda("SEZUOTA")
    p.anotar_maestra(escrita, "ZU.OS")
    destino = io.BytesIO()
    planilla_duplicada(destino, p)
    texto = _texto_pdf(destino.getvalue())
    assert mostrada in texto and ("8D JAMON" if edicion == "en" else "H4 JAMON") in texto


def test_el_json_de_una_partida_inglesa_sigue_en_fise() -> None:
    eventos = a_json(clasica("en"))["eventos"]
    assert [e.get("coordenada") for e in eventos if e.get("tipo") in ("jugada", "retirada")] == ["H4", "6F", "6F"]
    assert [f["casilla"] for f in eventos[1]["fichas"]] == ["H4", "H5", "H6", "H7", "H8"]


def test_puntuar_lee_fise_salvo_que_se_pida_gcg(capsys: pytest.CaptureFixture[str]) -> None:
    # El mismo texto son jugadas distintas: «8D» en FISE baja por la columna 8; en GCG va por la fila 8.
    assert salir(["puntuar", "--json", "8D", "JAMON"]) == 0
    fise = json.loads(capsys.readouterr().out)["jugadas"][0]
    assert salir(["puntuar", "--json", "--notacion", "gcg", "8D", "JAMON"]) == 0
    gcg = json.loads(capsys.readouterr().out)["jugadas"][0]
    assert (fise["coordenada"], gcg["coordenada"]) == ("8D", "H4")  # el JSON, siempre en FISE
    assert salir(["puntuar", "--notacion", "gcg", "8D", "JAMON", "F7", "Z.MO"]) == 0
    salida = capsys.readouterr().out
    assert salida.startswith("8D JAMON: 44 puntos\n") and "\nF7 ZMMO: 19 puntos\n" in salida
    assert salir(["puntuar", "--notacion", "fise", "H4", "JAMON"]) == 0
    assert capsys.readouterr().out.startswith("H4 JAMON: 44 puntos\n")


def test_puntuar_en_gcg_rechaza_una_coordenada_que_no_es_gcg(capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["puntuar", "--notacion", "gcg", "H", "JAMON"]) == 1
    assert "«H» no es una coordenada: escribe 8D" in capsys.readouterr().err
    # Las casillas de los errores, en la notación pedida.
    assert salir(["puntuar", "--notacion", "gcg", "8D", "JAMON", "D8", "ZUMO"]) == 1
    assert "En la casilla D8 ya hay una J" in capsys.readouterr().err
    assert salir(["puntuar", "--notacion", "otra", "8D", "JAMON"]) == 2
    assert "fise" in capsys.readouterr().err
