"""Issue 23, 1, 2 y 7 en la línea de órdenes: las órdenes que escriben toman el cerrojo de la carpeta.

Mientras otro proceso (``Hijo``: una ventana o una orden) lo tiene, ``restaurar``, ``reparar`` e ``importar``
se niegan con su propio mensaje, estado 1, sin cambiar nada; las que solo leen siguen sirviendo. Con la ventana
de verdad: ``tests/ui/test_cerrojo_ventana.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app_planilla.exportar.json_partida import texto_json
from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen
from app_planilla.nucleo.almacen.cerrojo import CERROJO, VENTANA
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.modalidades import crear
from tests.ayuda import salir
from tests.nucleo.test_cerrojo import Hijo


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        for n in range(3):
            a.crear(nueva_partida([f"Ana{n}", "Luis"])).planilla.anotar(10 + n)
        a.respaldar(tmp_path / "copia.sqlite3")
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.pasar()
    (tmp_path / "partida.json").write_text(texto_json(crear(nueva_partida(["Sol", "Mar"]))), encoding="utf-8")
    return carpeta


@pytest.fixture
def ocupada(datos: Path) -> Iterator[Hijo]:
    hijo = Hijo(datos, VENTANA)
    assert hijo.primera == "listo"
    yield hijo
    hijo.terminar()


def _contenido(carpeta: Path) -> dict[str, bytes]:
    # Un lector crea el -wal y el -shm de SQLite (vacío y su índice): eso no es escribir.
    return {p.name: p.read_bytes() for p in carpeta.iterdir() if p.name not in (CERROJO, f"{ARCHIVO}-shm")
            and not (p.name == f"{ARCHIVO}-wal" and p.stat().st_size == 0)}


def _ordenes(tmp_path: Path, datos: Path) -> dict[str, list[str]]:
    return {
        "restaurar": ["restaurar", str(tmp_path / "copia.sqlite3"), "--datos", str(datos)],
        "reparar": ["reparar", "--datos", str(datos)],
        "importar": ["importar", str(tmp_path / "partida.json"), "--datos", str(datos)],
    }


MENSAJES = {
    "restaurar": "ciérrala para restaurar, o usa Archivo ▸ Restaurar una copia… en su ventana.",
    "reparar": "ciérrala para reparar el archivo de partidas",
    "importar": "ciérrala para importar, o usa Archivo ▸ Importar GCG… o Importar partida en JSON…",
}


@pytest.mark.parametrize("orden", list(MENSAJES))
def test_con_la_ventana_abierta_las_ordenes_que_escriben_se_niegan(
    tmp_path: Path, datos: Path, ocupada: Hijo, capsys: pytest.CaptureFixture[str], orden: str
) -> None:
    antes = _contenido(datos)
    assert salir(_ordenes(tmp_path, datos)[orden]) == 1
    salida = capsys.readouterr()
    assert salida.out == ""
    assert salida.err == (
        f"planilla {orden}: Planilla está abierta con la carpeta de datos «{datos}»: " + salida.err.split(": ", 2)[2]
    )
    assert MENSAJES[orden] in salida.err and salida.err.endswith(" No se ha cambiado nada.\n")
    assert _contenido(datos) == antes
    # Cuando la suelta, la misma orden funciona.
    assert ocupada.seguir() == "suelto"
    assert salir(_ordenes(tmp_path, datos)[orden]) == 0
    assert _contenido(datos) != antes


def test_con_otra_orden_en_marcha_se_dice_cual(tmp_path: Path, datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hijo = Hijo(datos, "importar")
    try:
        assert hijo.primera == "listo"
        assert salir(_ordenes(tmp_path, datos)["restaurar"]) == 1
        err = capsys.readouterr().err
        assert (f"«planilla importar» está usando la carpeta de datos «{datos}» (proceso {hijo.proceso.pid}): "
                "espera a que termine y vuelve a intentarlo. No se ha cambiado nada.") in err
    finally:
        hijo.terminar()


def test_las_ordenes_que_solo_leen_siguen_sirviendo(
    tmp_path: Path, datos: Path, ocupada: Hijo, capsys: pytest.CaptureFixture[str]
) -> None:
    antes = _contenido(datos)
    assert salir(["exportar", "--datos", str(datos), "--formato", "texto", "--partida", "4"]) == 0
    assert "Eva" in capsys.readouterr().out
    assert salir(["respaldo", str(tmp_path / "otra.sqlite3"), "--datos", str(datos)]) == 0
    assert salir(["maestra", "--edicion", "es", "--datos", str(datos), "--atril", "ZUSO", "--partida", "1"]) == 0
    assert "ZUSO" in capsys.readouterr().out.upper()
    assert _contenido(datos) == antes


def test_las_ordenes_que_escriben_avisan_de_una_carpeta_sincronizada(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "club" / ".stfolder").mkdir(parents=True)
    datos = tmp_path / "club" / "planilla"
    (tmp_path / "partida.json").write_text(texto_json(crear(nueva_partida(["Sol", "Mar"]))), encoding="utf-8")
    assert salir(["importar", str(tmp_path / "partida.json"), "--datos", str(datos)]) == 0
    err = capsys.readouterr().err
    assert err.startswith(f"planilla importar: La carpeta de datos «{datos}» está dentro de una carpeta sincronizada "
                          "(Syncthing)")
    # Las que solo leen no lo repiten.
    assert salir(["exportar", "--datos", str(datos), "--formato", "texto"]) == 0
    assert capsys.readouterr().err == ""
