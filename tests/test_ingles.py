"""Las hojas impresas, los informes y la línea de órdenes en inglés: ``--idioma en`` o ``PLANILLA_IDIOMA=en``.

El resto de las pruebas las pasa en español (``conftest``): así se ve que los textos en español no cambian.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pdfplumber
import pytest

from app_planilla import traducciones
from app_planilla.__main__ import main
from app_planilla.exportar.pdf import HOJAS_EN_BLANCO, hoja_en_blanco
from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from tests.ayuda import salida_de_planilla as _salida

RAIZ = Path(__file__).resolve().parent.parent
DIA = dt.date(2026, 12, 1)
ESPANOL = re.compile(
    r"[áéíóúñ¿¡«»]|\b(?:uso|opciones|argumentos|muestra|de|del|la|el|los|las|que|una|por|para|con|sin|partida|"
    r"partidas|jugada|jugadas|hoja|archivo|carpeta|atril|ficha|fichas|puntos|participantes?)\b",
    re.IGNORECASE,
)
"""Letras y palabras del español que no tienen por qué salir en un texto en inglés."""
NOMBRES_DE_MAQUINA = re.compile(r"\{[^}]*\}|--?[\w-]+|\b[\w]+(?:-[\w]+)+\b|\bplanilla \w+")
"""Lo que no se traduce (nombres de subórdenes, de opciones y sus valores): se quita antes de buscar español."""


def _sin_espanol(texto: str) -> None:
    limpio = NOMBRES_DE_MAQUINA.sub(" ", texto)
    for orden in ("puntuar", "exportar", "importar", "imprimir", "reparar", "respaldo", "restaurar", "maestra",
                  "partida", "carta", "texto", "JAMON", "ZUMOS"):
        limpio = re.sub(rf"\b{orden}\b", " ", limpio)
    assert not ESPANOL.findall(limpio), (ESPANOL.findall(limpio), texto)


@pytest.fixture
def ingles() -> Iterator[None]:
    traducciones.elegir("en")
    yield


def _texto(ruta: Path) -> str:
    with pdfplumber.open(ruta) as pdf:
        return "\n".join(p.extract_text() or "" for p in pdf.pages)


def _clasica() -> Planilla:
    p = Planilla(nueva_partida(["Alice", "Bob"], edicion="en", reglas="ingles"))
    p.sumar("H8", "QUIZ")
    p.pasar()
    p.cambiar()
    p.penalizar(0, 10, "")
    p.anotar(25)
    p.terminar(["XA", ""])
    p.anotar_tiempo_extra(0, 61)
    return p


def _duplicada() -> PlanillaDuplicada:
    p = PlanillaDuplicada(nueva_duplicada(["Alice", "Bob"], edicion="en"))
    for maestra, a, b in [(24, 24, 20), (36, 30, 36), (18, 18, 9)]:
        p.nueva_ronda("AEIOUST")
        p.anotar_maestra_puntos(maestra)
        p.escribir_puntos(0, a)
        p.escribir_puntos(1, b)
    p.nueva_ronda()
    p.anotar_maestra("H8", "QUIZ")
    p.escribir_puntos(0, 50)
    return p


def test_la_planilla_clasica_en_ingles(ingles: None, tmp_path: Path) -> None:
    ruta = tmp_path / "clasica.pdf"
    planilla_clasica(ruta, _clasica(), DIA)
    texto = _texto(ruta)
    for fragmento in ("Classic game: Alice – Bob", "2026-12-01", "Edition:", "Round Coord. Word Score Total",
                      "1. Alice (goes first)", "Pass 0", "Exchange 0", "Pen. Penalty -10", "(by hand) 25",
                      # NASPA/WESPA: Bob went out and adds twice Alice's rack; Alice loses nothing.
                      "End Rack: XA 0", "Went out +18", "the others lose nothing", "Overtime -20", "Final standings",
                      "Rank Player Before adjustment Rack Adjustment Overtime Total", "Bob (went out)", "Page 1"):
        assert fragmento in texto, fragmento
    for espanol in ("Partida clásica", "Ronda", "Palabra", "Puntos", "(abre)", "Pase", "Cambio", "Penalización",
                    "(a mano)", "Atril", "Cerró", "Tiempo extra", "Tabla final", "Puesto", "Participante",
                    "Ajuste", "Página", "01/12/2026"):
        assert espanol not in texto, espanol
    assert not re.search(r"\bFin\b", texto)


def test_la_planilla_duplicada_en_ingles_con_sus_porcentajes(ingles: None, tmp_path: Path) -> None:
    ruta = tmp_path / "duplicada.pdf"
    planilla_duplicada(ruta, _duplicada(), DIA)
    texto = _texto(ruta).replace("−", "-")
    for fragmento in ("Duplicate game", "Sum of the master moves: 78.", "Round Rack Master move Score Cum. Alice Bob",
                      "50 (!)", "Total 78 72 65", "Diff. -6 -13", "% 92.3% 83.3%", "More points than the master move",
                      "Standings", "Rank Player Score Bonus Total Diff. % Masters Best",
                      "1 Alice 72 72 -6 92.3% 2 30", "Tie-breaks: number of master moves found, then best move."):
        assert fragmento in texto, fragmento
    for espanol in ("Partida duplicada", "Suma de las maestras", "Jugada maestra", "Acum.", "Dif.", "92,3", "1.º",
                    "Clasificación", "Desempates", "Maestras", "probable error"):
        assert espanol not in texto, espanol


def test_la_duplicada_en_solitario_en_ingles(ingles: None, tmp_path: Path) -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Alice"], edicion="en"))
    assert p.en_solitario
    ruta = tmp_path / "solo.pdf"
    planilla_duplicada(ruta, p, DIA)
    assert "Solo duplicate game" in _texto(ruta)


HOJAS = [
    ("control-fichas", ["Tile tracking sheet · English", "100 tiles. Cross out a box", "Blank", "10 pt"],
     ["Hoja de control", "fichas", "Comodín", " p."]),
    ("clasica-en-blanco", ["Classic game score sheet", "Rules:", "Date:", "Turn Coord. Word Score Total",
                           "Penalty", "Rack", "Final", "whoever goes out adds"],
     ["Planilla de", "Reglas", "Fecha", "Turno", "Palabra", "Puntos", "Penaliz.", "Atril"]),
    ("duplicada-en-blanco", ["Duplicate game score sheet", "Round timer: ___ min", "Venue:", "Players:",
                             "Each player's score", "Round Rack Coord. Master move Score Cum. P1",
                             "Diff.: total minus the sum of the master moves."],
     ["Planilla de", "Reloj", "Lugar", "Participantes", "Ronda", "Jugada maestra", "Acum.", "Dif."]),
    ("tantrix-en-blanco", ["Tantrix score sheet", "Longest line: 1 point per tile.", "Game 1", "Winner:",
                           "Colour Player Line (tiles) × 1 Loop (tiles) × 2 Score Rank", "Tied players share"],
     ["Planilla de", "Línea", "Circuito", "Partida", "Ganador", "Puntos", "Puesto", "empatados"]),
    ("cuatro-letras-en-blanco", ["“4 en letras” series", "Each game is won by", "Players:", "Game Winner Word P1",
                                 "Total", "Draw: write “draw” under Winner."],
     ["Serie", "Gana cada partida", "Participantes", "Partida", "Ganador", "Palabra", "Empate"]),
]
"""Cada hoja en blanco: lo que dice en inglés y lo que ya no dice en español."""


def test_todas_las_hojas_en_blanco_se_prueban_en_ingles() -> None:
    assert {hoja for hoja, _en, _es in HOJAS} == set(HOJAS_EN_BLANCO)


@pytest.mark.parametrize(("hoja", "en_ingles", "en_espanol"), HOJAS)
def test_las_hojas_en_blanco_en_ingles(
    ingles: None, tmp_path: Path, hoja: str, en_ingles: list[str], en_espanol: list[str]
) -> None:
    ruta = tmp_path / f"{hoja}.pdf"
    hoja_en_blanco(hoja, ruta, edicion="en")
    texto = _texto(ruta)
    for fragmento in [*en_ingles, "Page 1"]:
        assert fragmento in texto, fragmento
    for espanol in [*en_espanol, "Página"]:
        assert espanol not in texto, espanol


# ------------------------------------------------------------------ línea de órdenes


def _planilla(*argv: str, idioma: str | None = None) -> subprocess.CompletedProcess[str]:
    entorno = {**os.environ}
    if idioma is None:
        entorno.pop("PLANILLA_IDIOMA", None)
    else:
        entorno["PLANILLA_IDIOMA"] = idioma
    return subprocess.run([sys.executable, "-m", "app_planilla", *argv], capture_output=True, text=True,
                          env=entorno, cwd=RAIZ, check=False, timeout=120)


def test_la_ayuda_en_ingles_con_la_variable_y_con_la_opcion() -> None:
    por_variable = _planilla("--help", idioma="en")
    por_opcion = _planilla("--idioma", "en", "--help", idioma="es")
    for hecho in (por_variable, por_opcion):
        assert hecho.returncode == 0, hecho.stderr
        texto = hecho.stdout
        assert texto.startswith("usage: planilla [-h]")
        for fragmento in ("Planilla: score keeper", "positional arguments:", "options:", "COMMAND",
                          "show this help message and exit", "show program's version number and exit",
                          "scores moves in FISE notation", "language of the texts"):
            assert fragmento in texto, fragmento
        _sin_espanol(texto)
    assert por_variable.stdout == por_opcion.stdout
    # Y al revés: --idioma es manda sobre la variable.
    espanol = _planilla("--idioma", "es", "--help", idioma="en")
    assert espanol.stdout.startswith("uso: planilla [-h]") and "muestra esta ayuda y termina" in espanol.stdout


@pytest.mark.parametrize(
    "orden", ["puntuar", "exportar", "importar", "imprimir", "reparar", "respaldo", "restaurar", "maestra",
              "instalar-escritorio"],
)
def test_la_ayuda_de_cada_suborden_en_ingles(orden: str, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--idioma", "en", orden, "--help"], [orden, "--help", "--idioma=en"]):
        estado, texto = _salida(argv, capsys)
        assert estado == 0
        assert texto.startswith(f"usage: planilla {orden}") and "show this help message and exit" in texto
        _sin_espanol(texto)


def test_la_ayuda_en_espanol_no_cambia_tras_pedirla_en_ingles(capsys: pytest.CaptureFixture[str]) -> None:
    _salida(["--idioma", "en", "--help"], capsys)
    estado, texto = _salida(["--help"], capsys)
    assert estado == 0 and texto.startswith("uso: planilla [-h]") and "SUBORDEN" in texto


@pytest.mark.parametrize(
    ("argv", "mensaje"),
    [
        (["imprimir"], "the following arguments are required: hoja, -o/--salida"),
        (["--nada"], "unrecognized arguments: --nada"),
        (["imprimir", "hoja-rara", "-o", "x.pdf"], "invalid choice: 'hoja-rara'"),
        (["imprimir", "partida", "--partida", "tres", "-o", "x.pdf"], "invalid int value: 'tres'"),
        (["--idioma", "fr", "--help"], "argument --idioma: invalid choice: 'fr'"),
    ],
)
def test_errores_de_uso_en_ingles(argv: list[str], mensaje: str, capsys: pytest.CaptureFixture[str]) -> None:
    estado, texto = _salida(["--idioma", "en", *argv] if argv[0] != "--idioma" else argv, capsys)
    assert estado == 2
    assert "usage: planilla" in texto and "planilla: usage error: " in texto and mensaje in texto
    # «hoja» es el nombre del argumento, como «--salida» el de la opción: no se traduce.
    _sin_espanol(re.sub(r"hoja-rara|\bhoja\b|tres", "", texto))


def test_mensajes_e_informes_en_ingles(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    estado, texto = _salida(["--idioma", "en", "puntuar", "--edicion", "en", "H8", "QUIZ", "8H", "QAT"], capsys)
    assert estado == 0
    assert "H8 QUIZ: 44 points" in texto and "Total: " in texto and texto.rstrip().endswith("points")
    datos = tmp_path / "datos"
    estado, texto = _salida(["--idioma", "en", "exportar", "--datos", str(datos), "--formato", "json"], capsys)
    assert estado == 1 and texto == "planilla exportar: there are no saved games.\n"
    gcg = tmp_path / "p.gcg"
    gcg.write_text("#player1 a Ann\n#player2 b Bob\n>a: EEIQRUZ 8H QUIZ +44 44\n>b: AAEERTT H8 .AT +99 99\n",
                   encoding="utf-8")
    estado, texto = _salida(["--idioma", "en", "importar", "--datos", str(datos), str(gcg)], capsys)
    assert estado == 0
    assert "Game imported as number 1." in texto and "2 moves replayed on the board." in texto
    assert "1 line with points different from the ones Planilla calculates:" in texto
    assert "Line 4: H8 .AT scores 12 according to Planilla and the file records 99; the score sheet keeps 99." in texto
    _sin_espanol(texto)


def test_un_gcg_de_otro_idioma_se_rechaza_en_ingles(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gcg = tmp_path / "fr.gcg"
    gcg.write_text("#lexicon ODS8\n#player1 a Ann\n#player2 b Bob\n>a: AEINST 8D SATINE +70 70\n", encoding="utf-8")
    estado, texto = _salida(["--idioma", "en", "importar", "--datos", str(tmp_path / "datos"), str(gcg)], capsys)
    assert estado == 1
    assert texto == ("planilla importar: Line 1: This file is from a game in French (#lexicon ODS8): Planilla scores "
                     "the Spanish and English editions, on the 15×15 board.\n")


def test_sin_libxcb_cursor_lo_dice_en_ingles(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("app_planilla.__main__.falta_xcb_cursor", lambda: True)
    assert main(["--idioma", "en"]) == 1
    assert capsys.readouterr().err == ("planilla: the window needs the libxcb-cursor.so.0 library, which is missing; "
                                       "install it with “sudo apt install libxcb-cursor0”.\n")


def test_la_ventana_recibe_el_idioma_de_la_orden(monkeypatch: pytest.MonkeyPatch) -> None:
    """``planilla --idioma en`` sin suborden deja el idioma en ``PLANILLA_IDIOMA``, que la ventana lee primero."""
    vistos: list[str | None] = []
    monkeypatch.setenv("PLANILLA_IDIOMA", "es")
    monkeypatch.setattr("app_planilla.__main__.falta_xcb_cursor", lambda: False)
    def ejecutar(args: object) -> int:
        vistos.append(os.environ.get("PLANILLA_IDIOMA"))
        return 0

    monkeypatch.setattr("app_planilla.ui.aplicacion.ejecutar", ejecutar)
    assert main(["--idioma", "en"]) == 0
    monkeypatch.setenv("PLANILLA_IDIOMA", "es")
    assert main([]) == 0
    assert vistos == ["en", "es"]
