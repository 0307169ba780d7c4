"""``planilla exportar`` e ``importar``: estados de salida 0 (bien), 1 (entrada mala), 2 (uso)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app_planilla.datos import carpeta_datos
from app_planilla.exportar.json_partida import VERSION
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida
from tests.ayuda import salir


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.sumar("H4", "JAMON")
        g.planilla.terminar(["", "XA"])
        h = a.crear(nueva_partida(["Eva", "Paz", "Sol"]))
        h.planilla.anotar(30)
    return carpeta


def test_exportar_la_mas_reciente_en_json(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["exportar", "--datos", str(datos), "--formato", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["version"] == VERSION and d["eventos"][0]["participantes"] == ["Eva", "Paz", "Sol"]


def test_datos_delante_o_detras_de_la_suborden(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["--datos", str(datos), "exportar", "--partida", "1", "--formato", "texto"]) == 0
    texto = capsys.readouterr().out
    assert "H4 JAMON 44 (44)" in texto and "Clasificación final" in texto
    assert salir(["--datos", "/no/existe/nunca", "exportar", "--datos", str(datos), "--formato", "texto"]) == 0


def test_variable_de_entorno(datos: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PLANILLA_DATOS", str(datos))
    assert carpeta_datos(None) == datos
    assert carpeta_datos(str(datos / "otra")) == datos / "otra"
    assert salir(["exportar", "--formato", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["eventos"]


def test_carpeta_de_usuario_por_omision() -> None:
    assert carpeta_datos(None).name == "planilla"


def test_exportar_errores(datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["exportar", "--datos", str(datos), "--partida", "99", "--formato", "json"]) == 1
    assert "No existe la partida 99" in capsys.readouterr().err
    assert salir(["exportar", "--datos", str(tmp_path / "vacia"), "--formato", "json"]) == 1
    assert "ninguna partida" in capsys.readouterr().err
    assert salir(["exportar", "--datos", str(datos)]) == 2
    assert salir(["exportar", "--datos", str(datos), "--formato", "pdf"]) == 2
    assert salir(["exportar", "--datos", str(datos), "--formato", "json", "--partida", "uno"]) == 2


def test_importar_lo_exportado(datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["exportar", "--datos", str(datos), "--partida", "1", "--formato", "json"]) == 0
    archivo = tmp_path / "partida.json"
    archivo.write_text(capsys.readouterr().out, encoding="utf-8")
    otra = tmp_path / "otra"
    assert salir(["importar", "--datos", str(otra), str(archivo)]) == 0
    assert "número 1" in capsys.readouterr().out
    with Almacen(otra) as a:
        with Almacen(datos) as b:
            assert a.cargar(1).eventos == b.cargar(1).eventos
        assert a.partidas()[0].terminada


def test_importar_un_archivo_malo_no_cambia_nada(
    datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    malo = tmp_path / "malo.json"
    malo.write_text('{"formato": "planilla-clasica", "version": 1, "eventos": [{"tipo": "pase"}]}')
    antes = {p.name: p.read_bytes() for p in datos.iterdir() if not p.name.endswith("-shm")}
    assert salir(["importar", "--datos", str(datos), str(malo)]) == 1
    err = capsys.readouterr().err
    assert "inicio" in err and "Traceback" not in err
    despues = {p.name: p.read_bytes() for p in datos.iterdir() if not p.name.endswith("-shm")}
    assert despues == antes
    # Ni siquiera crea la carpeta de datos si no existía.
    nueva = tmp_path / "nueva"
    assert salir(["importar", "--datos", str(nueva), str(malo)]) == 1
    assert not nueva.exists()


def test_importar_errores_de_uso(datos: Path, tmp_path: Path) -> None:
    assert salir(["importar", "--datos", str(datos), str(tmp_path / "no-existe.json")]) == 2
    assert salir(["importar", "--datos", str(datos)]) == 2
