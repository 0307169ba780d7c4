"""Cada ejemplo resuelto de la semilla 002, en modo tablero y en modo palabras escritas."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.escritas import FichaEscrita, Marca, puntuar_escritas
from app_planilla.nucleo.juego.fichas import leer_fichas
from app_planilla.nucleo.juego.notacion import jugar
from app_planilla.nucleo.juego.tablero import Tablero

CASOS = tomllib.loads((Path(__file__).parent.parent / "casos" / "semilla.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("caso", CASOS["tablero"], ids=lambda c: c["nombre"])
def test_modo_tablero(caso: dict[str, Any]) -> None:
    tablero = Tablero()
    for previa in caso.get("previas", []):
        jugar(tablero, *previa.split(), ESPANOL)
    resultado = jugar(tablero, *caso["jugada"].split(), ESPANOL)
    assert [[p.texto, p.cuenta] for p in resultado.palabras] == caso["palabras"]
    assert resultado.puntos == caso["puntos"]
    assert resultado.premio == caso.get("premio", 0)
    if "fichas_nuevas" in caso:
        assert resultado.fichas_nuevas == caso["fichas_nuevas"]


def _palabra(texto: str) -> list[FichaEscrita]:
    fichas = []
    for trozo in texto.split():
        letras, _, marca = trozo.partition("/")
        (ficha,) = leer_fichas(letras, ESPANOL)
        fichas.append(FichaEscrita(ficha, Marca(marca) if marca else Marca.NINGUNA))
    return fichas


@pytest.mark.parametrize("caso", CASOS["escritas"], ids=lambda c: c["nombre"])
def test_modo_palabras_escritas(caso: dict[str, Any]) -> None:
    resultado = puntuar_escritas([_palabra(p) for p in caso["palabras"]], ESPANOL)
    assert [p.cuenta for p in resultado.palabras] == caso["cuentas"]
    assert resultado.puntos == caso["puntos"]
    assert resultado.premio == caso.get("premio", 0)


def test_jamon_y_zumos_encadenadas_suman_82() -> None:
    tablero = Tablero()
    assert jugar(tablero, "H4", "JAMON", ESPANOL).puntos == 44
    assert jugar(tablero, "6F", "ZU.OS", ESPANOL).puntos == 38
    assert len(tablero) == 9
