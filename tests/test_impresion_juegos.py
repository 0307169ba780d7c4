"""Hojas impresas de Tantrix y de «4 en letras» (de la partida y en blanco), leídas de vuelta del PDF; y
``planilla imprimir``."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from app_planilla.cli import principal
from app_planilla.exportar.pdf.juegos import (
    planilla_cuatro_letras,
    planilla_cuatro_letras_en_blanco,
    planilla_tantrix,
    planilla_tantrix_en_blanco,
)
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix, nueva_tantrix


def paginas(ruta: Path) -> list[str]:
    with pdfplumber.open(ruta) as pdf:
        return [p.extract_text() or "" for p in pdf.pages]


def lineas(texto: str) -> list[str]:
    return [" ".join(linea.split()) for linea in texto.splitlines()]


def filas_pdf(ruta: Path) -> list[str]:
    """Las líneas de un PDF de una sola página."""
    (texto,) = paginas(ruta)
    return lineas(texto)


def tantrix() -> PlanillaTantrix:
    p = PlanillaTantrix(nueva_tantrix(["Verde", "Azul", "Rojo"]))
    p.anotar(0, 8, 0)
    p.anotar(1, 0, 4)
    p.anotar(2, 5, 3)
    return p


def serie(n: int = 3) -> PlanillaCuatroLetras:
    p = PlanillaCuatroLetras(nueva_cuatro_letras(["Ana", "Luis", "Eva", *(f"Persona {i}" for i in range(4, n + 1))]))
    p.ganar(0, "mesa")
    p.empatar()
    p.ganar(2, "ñandú")
    p.ganar(0, "pino")
    return p


def test_tantrix_de_la_partida(tmp_path: Path) -> None:
    p = tantrix()
    ruta = tmp_path / "t.pdf"
    planilla_tantrix(ruta, p)
    filas = filas_pdf(ruta)
    assert "Partida de Tantrix: Verde – Azul – Rojo" in filas[0]
    assert "1.º Verde 8 8 0 0 8 línea" in filas
    assert "1.º Azul 0 0 4 8 8 circuito" in filas
    assert "3.º Rojo 5 5 3 6 6 circuito" in filas
    assert "Todos han anotado su resultado: falta terminar la partida." in filas
    p.terminar()
    planilla_tantrix(ruta, p, papel="carta")
    assert "Partida terminada. Ganan: Verde y Azul." in filas_pdf(ruta)
    with pdfplumber.open(ruta) as pdf:
        assert round(pdf.pages[0].width) == 612


def test_tantrix_a_medias(tmp_path: Path) -> None:
    p = PlanillaTantrix(nueva_tantrix(["Verde", ""]))
    p.anotar(1, 0, 11)
    ruta = tmp_path / "t.pdf"
    planilla_tantrix(ruta, p)
    filas = filas_pdf(ruta)
    assert "1.º Participante 2 0 0 11 22 22 circuito" in filas
    assert "Partida en curso. Faltan: Verde." in filas


@pytest.mark.parametrize("participantes", [2, 3, 4])
def test_tantrix_en_blanco(tmp_path: Path, participantes: int) -> None:
    ruta = tmp_path / "tb.pdf"
    planilla_tantrix_en_blanco(ruta, participantes)
    (texto,) = paginas(ruta)
    assert "Planilla de Tantrix" in texto
    assert [f"Partida {n}" in texto for n in range(1, 5)] == [True] * 4
    assert texto.count("Color Participante Línea (fichas) × 1 Circuito (fichas) × 2 Puntos Puesto") == 4
    with pdfplumber.open(ruta) as pdf:
        # Una fila por participante en cada una de las cuatro partidas: rayas horizontales de lado a lado.
        rayas = [x for x in pdf.pages[0].lines if abs(x["top"] - x["bottom"]) < 0.1 and x["width"] > 500]
        assert len(rayas) == 1 + 4 * (participantes + 2)  # con la raya verde de la cabecera
    with pytest.raises(ValueError, match="2 a 4"):
        planilla_tantrix_en_blanco(tmp_path / "x.pdf", 5)


def test_cuatro_letras_de_la_serie(tmp_path: Path) -> None:
    p = serie()
    ruta = tmp_path / "c.pdf"
    planilla_cuatro_letras(ruta, p)
    filas = filas_pdf(ruta)
    assert "P1: Ana P2: Luis P3: Eva" in filas
    assert "1 Ana MESA 1 0 0" in filas
    assert "2 Empate (área llena) 1 0 0" in filas
    assert "3 Eva ÑANDÚ 1 0 1" in filas
    assert "4 Ana PINO 2 0 1" in filas
    assert "Total 2 0 1" in filas
    assert "Clasificación provisional: 4 partidas, 1 empatada" in filas
    assert "Vencedor absoluto: Ana." not in filas
    p.terminar()
    planilla_cuatro_letras(ruta, p)
    filas = filas_pdf(ruta)
    assert "Clasificación final: 4 partidas, 1 empatada" in filas
    assert ["1.º Ana 2", "2.º Eva 1", "3.º Luis 0"] == [f for f in filas if "º" in f]
    assert "Vencedor absoluto: Ana." in filas


def test_la_regla_de_cuatro_letras_impresa_es_la_de_la_ventana(tmp_path: Path) -> None:
    """La semilla dice «4 o más letras», pero filas, columnas y diagonales tienen como mucho 7 cartas: la
    ventana y el núcleo dicen «de 4 a 7», y la hoja impresa (de la serie y en blanco) también."""
    ruta = tmp_path / "c.pdf"
    for imprimir in (lambda: planilla_cuatro_letras(ruta, serie()), lambda: planilla_cuatro_letras_en_blanco(ruta, 4)):
        imprimir()
        texto = " ".join(lineas("\n".join(paginas(ruta))))
        assert "palabra de 4 a 7 letras" in texto.lower() and "o más letras" not in texto


def test_cuatro_letras_larga_con_16_en_varias_paginas(tmp_path: Path) -> None:
    p = PlanillaCuatroLetras(nueva_cuatro_letras([f"Participante con nombre largo {i}" for i in range(16)]))
    for k in range(70):
        p.ganar(k % 16, "gatos")
    p.terminar()
    ruta = tmp_path / "c.pdf"
    planilla_cuatro_letras(ruta, p)
    todo = paginas(ruta)
    assert len(todo) >= 2
    texto = "\n".join(todo)
    # La leyenda cabe entera (en varias líneas) y están todas las partidas y todos en la clasificación.
    assert "P16: Participante con nombre largo 15" in texto
    assert all(f"\n{n} Participante con nombre largo {(n - 1) % 16} GATOS" in texto for n in range(1, 71))
    assert "Vencedores absolutos: " in texto and texto.count("Participante con nombre largo 5 5") == 1


@pytest.mark.parametrize("participantes", [2, 6, 7, 16])
def test_cuatro_letras_en_blanco(tmp_path: Path, participantes: int) -> None:
    ruta = tmp_path / "cb.pdf"
    planilla_cuatro_letras_en_blanco(ruta, participantes)
    (texto,) = paginas(ruta)
    cabecera = "Partida Ganador Palabra " + " ".join(f"P{i + 1}" for i in range(participantes))
    assert cabecera in lineas(texto)
    assert "Total" in texto and "Palabra de 4 a 7 letras" in texto
    with pdfplumber.open(ruta) as pdf:
        apaisada = pdf.pages[0].width > pdf.pages[0].height
    assert apaisada == (participantes > 6)
    with pytest.raises(ValueError, match="2 a 16"):
        planilla_cuatro_letras_en_blanco(tmp_path / "x.pdf", 17)


def test_imprimir_desde_la_linea_de_ordenes(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        t = a.crear(nueva_tantrix(["Verde", "Azul"]))
        t.planilla.anotar(0, 8)  # type: ignore[union-attr]
        c = a.crear(nueva_cuatro_letras(["Ana", "Luis"]))
        c.planilla.ganar(1, "rosal")  # type: ignore[union-attr]
    salida = tmp_path / "p.pdf"
    assert principal(["imprimir", "partida", "--datos", str(tmp_path), "--partida", str(t.id), "-o", str(salida)]) == 0
    assert "Partida de Tantrix: Verde – Azul" in paginas(salida)[0]
    assert principal(["imprimir", "partida", "--datos", str(tmp_path), "-o", str(salida)]) == 0
    assert "2 Luis ROSAL 0 1" in paginas(salida)[0] or "1 Luis ROSAL 0 1" in paginas(salida)[0]
    for hoja, titulo in [("tantrix-en-blanco", "Planilla de Tantrix"), ("cuatro-letras-en-blanco", "«4 en letras»")]:
        assert principal(["imprimir", hoja, "--participantes", "3", "-o", str(salida)]) == 0
        assert titulo in paginas(salida)[0]
    assert principal(["imprimir", "tantrix-en-blanco", "--participantes", "9", "-o", str(salida)]) == 1
