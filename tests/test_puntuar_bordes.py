"""Entrada de jugadas en los bordes: marca UTF-8, acentos en dos partes, cifras de otras escrituras, tamaños."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from app_planilla.cli.puntuar import MAX_ENTRADA, MAX_LINEA
from app_planilla.exportar.gcg.lectura import ErrorGcg, posicion_gcg
from app_planilla.nucleo.errores import ErrorCoordenada
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.fichas import leer_fichas, quitar_tildes
from app_planilla.nucleo.juego.tablero import Posicion, casilla
from tests.ayuda import salir


@pytest.mark.parametrize(
    ("escrito", "leido"),
    [
        ("CA\u0301SA", "CASA"),  # A + acento combinante (macOS, algunos teclados)
        ("CA\u00b4SA", "CASA"),  # acento suelto tras la letra
        ("N\u0303U", "ÑU"),  # la Ñ escrita en dos partes sigue siendo Ñ
        ("PINGU\u0308INO", "PINGUINO"),
        ("PINGU\u00a8INO", "PINGUINO"),
    ],
)
def test_las_letras_escritas_en_dos_partes_se_juntan(escrito: str, leido: str) -> None:
    assert quitar_tildes(escrito) == leido
    assert "".join(f.letra for f in leer_fichas(escrito, ESPANOL)) == leido


@pytest.mark.parametrize("texto", ["H٨", "H８", "H\u0668", "٨H", "H1٥", "A\U0001d7d9"])
def test_las_coordenadas_solo_llevan_cifras_ascii(texto: str) -> None:
    with pytest.raises(ErrorCoordenada):
        Posicion.desde_fise(texto)
    with pytest.raises(ErrorCoordenada):
        casilla(texto)


@pytest.mark.parametrize("texto", ["٨D", "８D", "D٨"])
def test_las_coordenadas_gcg_solo_llevan_cifras_ascii(texto: str) -> None:
    with pytest.raises(ErrorGcg):
        posicion_gcg(texto)


@pytest.mark.parametrize("args", [["H٨", "SOL"], ["H８", "SOL"], ["٨H", "SOL"]])
def test_puntuar_rechaza_cifras_de_otras_escrituras(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["puntuar", *args]) == 1
    assert "no es una coordenada" in capsys.readouterr().err


def test_puntuar_acepta_el_acento_escrito_en_dos_partes(capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["puntuar", "--json", "H8", "CA\u0301SA", "11G", "N\u0303A"]) == 0
    jugadas = json.loads(capsys.readouterr().out)["jugadas"]
    assert [j["palabra"] for j in jugadas] == ["CASA", "ÑA"]


def test_la_marca_utf8_no_estropea_la_primera_linea(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archivo = tmp_path / "jugadas.txt"
    archivo.write_bytes("\ufeffH4 JAMON\n6F ZU.OS\n".encode())
    assert salir(["puntuar", "--json", "--archivo", str(archivo)]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 82


def test_la_marca_utf8_por_la_entrada_estandar(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO("\ufeffH4 JAMON\r\n".encode())))
    assert salir(["puntuar", "--json", "--archivo", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 44


def test_una_linea_enorme_se_rechaza_sin_repetirla(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archivo = tmp_path / "jugadas.txt"
    archivo.write_text("H4 JAMON\nH4 " + "A" * (MAX_ENTRADA // 2) + "\n", encoding="utf-8")
    assert salir(["puntuar", "--archivo", str(archivo)]) == 1
    salida = capsys.readouterr()
    assert salida.out == ""
    assert "la línea 2 es demasiado larga" in salida.err and f"como mucho {MAX_LINEA}" in salida.err
    assert len(salida.err) < 300


def test_un_archivo_enorme_se_rechaza_con_un_mensaje(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archivo = tmp_path / "jugadas.txt"
    archivo.write_text("H4 JAMON\n" * (MAX_ENTRADA // 9 + 1), encoding="utf-8")
    assert salir(["puntuar", "--archivo", str(archivo)]) == 1
    err = capsys.readouterr().err
    assert "el archivo es demasiado grande (más de 1024 KB)" in err and len(err) < 300


def test_una_jugada_enorme_en_la_orden_no_vuelve_entera(capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["puntuar", "H4", "A" * 100_000]) == 1
    err = capsys.readouterr().err
    assert "la jugada 1 es demasiado larga" in err and len(err) < 300


def test_los_mensajes_citan_la_entrada_acortada(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archivo = tmp_path / "jugadas.txt"
    archivo.write_text("H4 JAMON " + "X" * 150 + "\n", encoding="utf-8")
    assert salir(["puntuar", "--archivo", str(archivo)]) == 1
    err = capsys.readouterr().err
    assert "línea 1 («H4 JAMON XXXX" in err and "…»)" in err and "X" * 100 not in err
