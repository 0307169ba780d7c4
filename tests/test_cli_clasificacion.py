"""``planilla clasificacion``: la de una sala (texto, CSV de la federación, JSON y parciales), la de un torneo de
varias duplicadas por la media de sus porcentajes, la de cualquier otra partida, y lo que se pide mal (estado 2,
sin traza)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.publicacion import csv_clasificacion, publicar, texto_clasificacion_sala
from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix, nueva_tantrix
from tests.ayuda import salida_de_planilla, salir
from tests.sala_sembrada import sala_sembrada

SALA, OTRA_SALA, CLASICA, TANTRIX, CUATRO = 1, 2, 3, 4, 5


@pytest.fixture(scope="module")
def datos(tmp_path_factory: pytest.TempPathFactory) -> Path:
    carpeta = tmp_path_factory.mktemp("clasificacion") / "datos"
    with Almacen(carpeta) as almacen:
        assert almacen.importar(sala_sembrada()) == SALA
        assert almacen.importar(sala_sembrada(semilla=7, incidencias=False)) == OTRA_SALA
        clasica = Planilla(nueva_partida(["Ana", "Bea", "Carlos"], reglas="fise"))
        clasica.sumar("H4", "JAMON")
        clasica.pasar()
        clasica.anotar(30)
        assert almacen.importar(clasica) == CLASICA
        tantrix = PlanillaTantrix(nueva_tantrix(["Ana", "Bea"]))
        tantrix.anotar(0, 10, 3)
        tantrix.anotar(1, 12)
        assert almacen.importar(tantrix) == TANTRIX
        cuatro = PlanillaCuatroLetras(nueva_cuatro_letras(["Ana", "Bea", "Eva"]))
        cuatro.ganar(2, "CASA")
        cuatro.ganar(0, "MESA")
        cuatro.ganar(2, "LUNA")
        assert almacen.importar(cuatro) == CUATRO
    return carpeta


def _orden(datos: Path, *argv: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    estado = salir(["clasificacion", "--datos", str(datos), *argv])
    capturado = capsys.readouterr()
    return estado, capturado.out, capturado.err


def test_la_de_una_sala_en_texto_csv_y_json(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = sala_sembrada()
    estado, texto, err = _orden(datos, "--partida", "1", capsys=capsys)
    assert estado == 0 and err == ""
    assert texto == texto_clasificacion_sala(publicar(p))
    assert texto.startswith("Clasificación final\nReglas: FISE. Participantes: 200.")
    estado, salida, _err = _orden(datos, "--partida", "1", "--formato", "csv", capsys=capsys)
    # El mismo archivo que «Exportar CSV…» de la sala: UTF-8 con BOM.
    assert estado == 0 and salida == "\ufeff" + csv_clasificacion(publicar(p))
    filas = list(csv.reader(io.StringIO(salida[1:], newline=""), delimiter=";"))
    assert len(filas) == 201 and filas[0][:3] == ["puesto", "licencia", "nombre"]
    estado, salida, _err = _orden(datos, "--partida", "1", "--formato", "json", "--hasta", "9", capsys=capsys)
    assert estado == 0
    datos_json = json.loads(salida)
    parcial = publicar(p, 9)
    assert datos_json["partida"] == 1 and datos_json["reglas"] == "fise" and datos_json["hasta"] == 9
    assert [(f["puesto"], f["nombre"], f["total"]) for f in datos_json["filas"]] == [
        (x.fila.puesto, x.nombre, x.fila.total) for x in parcial.lineas
    ]
    # Sin --partida, la más reciente (aquí, la serie de «4 en letras»).
    estado, salida, _err = _orden(datos, "--formato", "csv", capsys=capsys)
    assert estado == 0 and salida.splitlines() == ["Puesto;Nombre;Total", "1;Eva;2", "2;Ana;1", "3;Bea;0"]


def test_la_de_un_torneo_es_la_media_de_los_porcentajes(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = publicar(sala_sembrada()), publicar(sala_sembrada(semilla=7, incidencias=False))
    estado, salida, _err = _orden(datos, "--partida", "1", "--partida", "2", "--formato", "json", capsys=capsys)
    assert estado == 0
    torneo = json.loads(salida)
    assert torneo["partidas"] == [1, 2] and len(torneo["filas"]) == 200
    # Las mismas 200 personas (por licencia o, sin ella, por nombre) en las dos salas.
    por_licencia = {}
    for c in (a, b):
        for x in c.lineas:
            por_licencia.setdefault(x.licencia or x.nombre, []).append(x.fila.porcentaje)
    for fila in torneo["filas"]:
        porcentajes = por_licencia[fila["licencia"] or fila["nombre"]]
        assert fila["media"] == pytest.approx(sum(porcentajes) / 2, abs=1e-4)
    medias = [f["media"] for f in torneo["filas"]]
    assert medias == sorted(medias, reverse=True)
    estado, texto, _err = _orden(datos, "--partida", "2", "--partida", "1", capsys=capsys)
    assert estado == 0 and texto.startswith("Clasificación del torneo")
    assert "Partida 2" in texto.splitlines()[2] and "cuenta con un cero" in texto
    estado, salida, _err = _orden(datos, "--partida", "1", "--partida", "2", "--formato", "csv", capsys=capsys)
    # El CSV de la federación de siempre, con la media en el porcentaje.
    filas = list(csv.DictReader(io.StringIO(salida[1:], newline=""), delimiter=";"))
    assert estado == 0 and salida.startswith("\ufeffpuesto;licencia;nombre;") and len(filas) == 200
    assert [f["porcentaje"] for f in filas] == [f"{x['media']:.2f}".replace(".", ",") for x in torneo["filas"]]


def test_la_de_otras_partidas(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    estado, texto, _err = _orden(datos, "--partida", "3", capsys=capsys)
    assert estado == 0 and texto.startswith("Clasificación provisional") and "Ana: 44" in texto
    estado, salida, _err = _orden(datos, "--partida", "3", "--formato", "json", capsys=capsys)
    assert json.loads(salida)["filas"] == [{"puesto": 1, "nombre": "Ana", "total": 44},
                                           {"puesto": 2, "nombre": "Carlos", "total": 30},
                                           {"puesto": 3, "nombre": "Bea", "total": 0}]
    estado, salida, _err = _orden(datos, "--partida", "4", "--formato", "csv", capsys=capsys)
    assert estado == 0 and salida.splitlines()[1:] == ["1;Bea;12", "2;Ana;10"]


@pytest.mark.parametrize(
    ("argv", "mensaje"),
    [
        (["--partida", "1", "--hasta", "21"], "No hay clasificación tras la ronda 21: cuentan las rondas 1 a 20."),
        (["--partida", "1", "--hasta", "0"], "--hasta es el número de una ronda, desde 1."),
        (["--partida", "1", "--partida", "1"], "la misma partida está dos veces en --partida."),
        (["--partida", "1", "--partida", "3"], "la partida 3 no es duplicada"),
        (["--partida", "1", "--partida", "2", "--hasta", "3"], "--hasta es para la clasificación de una sola"),
        (["--partida", "3", "--hasta", "3"], "--hasta es para las duplicadas"),
        (["--partida", "1", "--formato", "pdf"], "valor no válido: 'pdf'"),
        (["--partida", "uno"], "valor no válido para int: 'uno'"),
    ],
)
def test_lo_que_se_pide_mal_sale_con_estado_2(
    datos: Path, argv: list[str], mensaje: str, capsys: pytest.CaptureFixture[str]
) -> None:
    estado, salida, err = _orden(datos, *argv, capsys=capsys)
    assert estado == 2 and salida == "" and mensaje in err and "Traceback" not in err


def test_una_partida_que_no_existe_o_ninguna(datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for ident in ("99", str(2**70)):
        estado, salida, err = _orden(datos, "--partida", ident, capsys=capsys)
        assert estado == 1 and salida == "" and f"No existe la partida {ident}." in err
    estado, _salida, err = _orden(tmp_path / "vacia", capsys=capsys)
    assert estado == 1 and "no hay ninguna partida guardada" in err


def test_la_ayuda(capsys: pytest.CaptureFixture[str]) -> None:
    estado, texto = salida_de_planilla(["clasificacion", "--help"], capsys)
    assert estado == 0 and texto.startswith("uso: planilla clasificacion")
    for fragmento in ("--partida ID", "--formato {texto,csv,json}", "--hasta N", "media de sus porcentajes"):
        assert fragmento in texto
    estado, texto = salida_de_planilla(["--help"], capsys)
    assert "clasificacion" in texto
