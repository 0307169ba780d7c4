"""``planilla maestra``: las mejores jugadas de una posición tomada de un GCG, un JSON o una partida guardada."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app_planilla.cli import principal
from app_planilla.exportar.json_partida import texto_json
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada


def salir(argv: list[str]) -> int:
    try:
        return principal(argv)
    except SystemExit as e:
        return int(e.code or 0)


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert salir(["maestra", *argv, "--json"]) == 0, capsys.readouterr().err
    datos: dict[str, object] = json.loads(capsys.readouterr().out)
    return datos


def _trios(datos: dict[str, object]) -> list[tuple[object, object, object]]:
    jugadas = datos["jugadas"]
    assert isinstance(jugadas, list)
    return [(j["coordenada"], j["palabra"], j["puntos"]) for j in jugadas]


@pytest.fixture
def jamon(tmp_path: Path) -> Path:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    p.sumar("H4", "JAMON")
    p.sumar("6F", "ZUMOS")
    archivo = tmp_path / "partida.json"
    archivo.write_text(texto_json(p), encoding="utf-8")
    return archivo


def test_json_con_las_claves_de_puntuar(jamon: Path, capsys: pytest.CaptureFixture[str]) -> None:
    datos = _json(capsys, "--edicion", "es", "--tablero", str(jamon), "--atril", "[CH]OR?ZOS", "--cuantas", "12")
    assert datos["edicion"] == "es" and datos["atril"] == "[CH]OR?ZOS"
    assert datos["lista"] == "letterpress-es (incluida)"
    jugadas = datos["jugadas"]
    assert isinstance(jugadas, list) and len(jugadas) == 12
    puntos = [j["puntos"] for j in jugadas]
    assert puntos == sorted(puntos, reverse=True)
    # Cada jugada con las claves de ``planilla puntuar --json`` y los mismos puntos que da ``puntuar``.
    mejor = jugadas[0]
    assert salir(["puntuar", "--json", "H4", "JAMON", "6F", "ZUMOS", mejor["coordenada"], mejor["palabra"]]) == 0
    puntuada = json.loads(capsys.readouterr().out)["jugadas"][-1]
    assert puntuada == jugadas[0]
    assert set(jugadas[0]) == {"coordenada", "palabra", "puntos", "fichas_nuevas", "premio", "palabras"}


def test_antes_de_la_jugada_n(jamon: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Con --jugada 2 la posición es la de justo antes de ZUMOS: sale 6F ZUMOS con sus 38 puntos."""
    datos = _json(
        capsys, "--edicion", "es", "--tablero", str(jamon), "--jugada", "2", "--atril", "ZUSO", "--cuantas", "50"
    )
    assert ("6F", "ZUMOS", 38) in _trios(datos)
    vacio = _json(capsys, "--edicion", "es", "--tablero", str(jamon), "--jugada", "1", "--atril", "JAMON")
    assert vacio["jugadas"][0]["puntos"] == 44  # type: ignore[index]


def test_gcg_real(compartido: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (gcg,) = (compartido / "datos/gcg/es").glob("*.gcg")
    datos = _json(capsys, "--edicion", "es", "--tablero", str(gcg), "--jugada", "5", "--atril", "AE?RSTL")
    assert len(datos["jugadas"]) == 10  # type: ignore[arg-type]
    assert salir(["maestra", "--edicion", "en", "--tablero", str(gcg), "--atril", "AE"]) == 1
    assert "de la edición «es»" in capsys.readouterr().err


def test_partida_guardada_y_duplicada(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    datos = tmp_path / "datos"
    with Almacen(datos) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.sumar("H4", "JAMON")
        clasica = g.id
        d = a.crear(nueva_duplicada(["Ana"]))
        assert isinstance(d.planilla, PlanillaDuplicada)
        d.planilla.nueva_ronda("JAMONSE")
        d.planilla.anotar_maestra("H4", "JAMON")
        d.planilla.nueva_ronda("SEZUOTA")
        duplicada = d.id
    comun = ("--edicion", "es", "--datos", str(datos), "--atril", "ZUSO", "--cuantas", "50")
    guardada = _json(capsys, *comun, "--partida", str(clasica))
    assert ("6F", "ZUMOS", 38) in _trios(guardada)
    # En la duplicada, el tablero de su última ronda: JAMON ya está (la maestra de la ronda 1).
    ronda = _json(capsys, *comun, "--partida", str(duplicada))
    assert ("6F", "ZUMOS", 38) in _trios(ronda)


def test_lista_propia(jamon: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lista = tmp_path / "club.txt"
    lista.write_text("chorizos\nchoza\n", encoding="utf-8")
    datos = _json(
        capsys, "--edicion", "es", "--tablero", str(jamon), "--jugada", "1", "--atril", "CHORIZOS",
        "--lista", str(lista), "--datos", str(tmp_path / "datos"),
    )
    assert datos["lista"] == str(lista)
    assert {j["palabra"] for j in datos["jugadas"]} == {"CHORIZOS"}  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("argv", "estado", "mensaje"),
    [
        (["--atril", "AB", "--cuantas", "0"], 2, "--cuantas"),
        (["--atril", "ABCDEFGH"], 1, "como mucho 7 fichas"),
        (["--atril", "A1"], 1, "número"),
        (["--atril", "AB", "--jugada", "9"], 1, "--jugada 9 no existe"),
        (["--atril", "AB", "--lista", "/no/existe.txt"], 1, "No se puede leer"),
    ],
)
def test_errores(jamon: Path, capsys: pytest.CaptureFixture[str], argv: list[str], estado: int, mensaje: str) -> None:
    assert salir(["maestra", "--edicion", "es", "--tablero", str(jamon), *argv]) == estado
    assert mensaje in capsys.readouterr().err


def test_errores_de_uso(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert salir(["maestra", "--edicion", "es", "--atril", "AB"]) == 2
    assert salir(["maestra", "--edicion", "es", "--tablero", str(tmp_path / "no.gcg"), "--atril", "AB"]) == 1
    assert "no se puede leer" in capsys.readouterr().err


def test_edicion_inglesa_en_su_notacion_y_json_en_fise(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Como la ventana, el texto de una partida inglesa va en GCG (8D horizontal, D8 vertical); --json, en FISE."""
    from app_planilla.nucleo.juego.notacion import Notacion

    p = Planilla(nueva_partida(["Alice", "Bob"], edicion="en"))
    p.sumar("H4", "QUEEN")
    archivo = tmp_path / "game.json"
    archivo.write_text(texto_json(p), encoding="utf-8")
    comun = ["--edicion", "en", "--tablero", str(archivo), "--atril", "ZAXRTSE", "--cuantas", "8"]
    fise = [c for c, _palabra, _puntos in _trios(_json(capsys, *comun))]
    assert salir(["maestra", *comun]) == 0
    lineas = [linea for linea in capsys.readouterr().out.splitlines() if linea[:1].isdigit()]
    texto = [linea.split(". ", 1)[1].split(" ", 1)[0] for linea in lineas]
    assert texto == [Notacion.GCG.de_fise(c) for c in fise]
    assert texto != fise
