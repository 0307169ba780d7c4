"""Issue 15 en la línea de órdenes: leer con el disco lleno, reparar, copias y no pisar el almacén al imprimir.

El disco lleno se simula de verdad en un proceso hijo con ``RLIMIT_FSIZE`` (ningún archivo puede crecer más
allá del límite; ``chmod`` no vale como root).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida
from tests.ayuda import salir

RAIZ = Path(__file__).resolve().parents[2]

LLENO = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, ({limite}, {limite}))
from app_planilla.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def con_disco_lleno(argv: list[str], limite: int = 0) -> subprocess.CompletedProcess[str]:
    """``planilla ARGV`` en un hijo que no puede hacer crecer ningún archivo más allá de ``limite`` bytes."""
    entorno = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(RAIZ)}
    return subprocess.run(
        [sys.executable, "-c", LLENO.format(limite=limite), *argv],
        capture_output=True, text=True, timeout=60, env=entorno, cwd=RAIZ,
    )


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        for n in range(7):
            g = a.crear(nueva_partida([f"Ana{n}", "Luis"]))
            g.planilla.anotar(10 + n)
    return carpeta


def _ids(carpeta: Path) -> list[int]:
    with Almacen(carpeta) as a:
        return [r.id for r in a.partidas()]


# --------------------------------------------------------------------- 4: leer con el disco lleno


def test_exportar_con_el_disco_lleno(datos: Path) -> None:
    antes = {p.name: p.read_bytes() for p in datos.iterdir()}
    r = con_disco_lleno(["exportar", "--datos", str(datos), "--formato", "texto"])
    assert r.returncode == 0, r.stderr
    assert "Ana6" in r.stdout and "Traceback" not in r.stderr
    # SQLite puede llegar a crear sus -wal y -shm, vacíos: no caben ni un byte.
    despues = {p.name: p.read_bytes() for p in datos.iterdir()}
    assert {n: b for n, b in despues.items() if n in antes or b} == antes


def test_exportar_con_el_disco_lleno_y_jugadas_en_el_wal_avisa(datos: Path, tmp_path: Path) -> None:
    vivo = tmp_path / "vivo"
    with Almacen(vivo) as a:
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.anotar(5)
        for nombre in (ARCHIVO, ARCHIVO + "-wal"):
            shutil.copyfile(vivo / nombre, datos / nombre)
    r = con_disco_lleno(["exportar", "--datos", str(datos), "--formato", "texto"])
    # Sin -shm ni sitio para copiarlo, lo del -wal no se lee: se dice, no se calla.
    assert "pueden faltar las últimas jugadas" in r.stderr and "Traceback" not in r.stderr


def test_imprimir_una_partida_con_la_carpeta_de_datos_llena(datos: Path, tmp_path: Path) -> None:
    salida = tmp_path / "partida.pdf"
    r = con_disco_lleno(["imprimir", "partida", "--datos", str(datos), "-o", str(salida)], limite=20000)
    assert r.returncode == 0, r.stderr
    assert salida.read_bytes().startswith(b"%PDF")


# --------------------------------------------------------------------- 3: reparar


def test_reparar_y_version_ilegible(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    con = sqlite3.connect(datos / ARCHIVO)
    con.execute("UPDATE version SET numero = 'dos'")
    con.commit()
    con.close()
    assert salir(["exportar", "--datos", str(datos), "--formato", "json"]) == 1
    err = capsys.readouterr().err
    assert "dañado" in err and "planilla reparar" in err and "Traceback" not in err
    assert salir(["reparar", "--datos", str(datos)]) == 0
    out = capsys.readouterr().out
    assert "Se han recuperado 7 partidas (0 incompletas) con 14 eventos" in out
    assert "se han perdido 0 partidas y 0 eventos" in out
    assert len(list(datos.glob("planilla-danada-*.sqlite3"))) == 1
    assert len(_ids(datos)) == 7


# --------------------------------------------------------------------- 5: imprimir no pisa el almacén


@pytest.mark.parametrize("archivo", [ARCHIVO, ARCHIVO + "-wal", ARCHIVO + "-shm"])
@pytest.mark.parametrize("hoja", ["partida", "clasica-en-blanco"])
def test_imprimir_no_escribe_sobre_el_almacen(
    datos: Path, capsys: pytest.CaptureFixture[str], archivo: str, hoja: str
) -> None:
    with Almacen(datos) as a:
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.pasar()
        antes = {p.name: p.read_bytes() for p in datos.iterdir() if p.name != ARCHIVO + "-shm"}
        assert salir(["imprimir", hoja, "--datos", str(datos), "-o", str(datos / archivo)]) == 1
        assert "archivo de las partidas guardadas" in capsys.readouterr().err
        despues = {p.name: p.read_bytes() for p in datos.iterdir() if p.name != ARCHIVO + "-shm"}
        assert despues == antes
    assert len(_ids(datos)) == 8


def test_imprimir_que_falla_no_deja_un_pdf_vacio(datos: Path, tmp_path: Path) -> None:
    salida = tmp_path / "hoja.pdf"
    r = con_disco_lleno(["imprimir", "clasica-en-blanco", "-o", str(salida)], limite=1000)
    assert r.returncode == 1 and "no se puede escribir" in r.stderr and "Traceback" not in r.stderr
    assert not salida.exists() and os.listdir(tmp_path) == ["datos"]
    # Una hoja anterior con ese nombre no se pierde por un intento fallido.
    salida.write_bytes(b"%PDF-anterior")
    r = con_disco_lleno(["imprimir", "partida", "--datos", str(datos), "-o", str(salida)], limite=1000)
    assert r.returncode == 1 and salida.read_bytes() == b"%PDF-anterior"
    assert sorted(os.listdir(tmp_path)) == ["datos", "hoja.pdf"]


# --------------------------------------------------------------------- 6: respaldo y restaurar


def test_respaldo_y_restaurar(datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    copia = tmp_path / "copia.sqlite3"
    with Almacen(datos) as abierta:  # la ventana sigue abierta mientras tanto
        abierta._con.execute("PRAGMA wal_autocheckpoint=0")
        abierta.crear(nueva_partida(["Eva", "Paz"])).planilla.pasar()
        assert salir(["respaldo", str(copia), "--datos", str(datos)]) == 0
        assert "Copia de 8 partidas" in capsys.readouterr().out
        assert salir(["respaldo", str(copia), "--datos", str(datos)]) == 1
        assert "ya existe" in capsys.readouterr().err
        assert salir(["respaldo", str(copia), "--datos", str(datos), "--reemplazar"]) == 0
        for propio in (ARCHIVO, ARCHIVO + "-wal"):
            assert salir(["respaldo", str(datos / propio), "--datos", str(datos), "--reemplazar"]) == 1
            assert "propio almacén" in capsys.readouterr().err
    with Almacen(datos) as a:
        a.borrar(1)
        a.crear(nueva_partida(["Sol", "Mar"]))
    capsys.readouterr()
    assert salir(["restaurar", str(copia), "--datos", str(datos)]) == 0
    assert "Restauradas 8 partidas" in capsys.readouterr().out
    assert sorted(_ids(datos)) == list(range(1, 9))
    (anterior,) = datos.glob("planilla-antes-de-restaurar-*.sqlite3")
    aparte = tmp_path / "aparte"
    aparte.mkdir()
    shutil.copyfile(anterior, aparte / ARCHIVO)
    assert sorted(_ids(aparte)) == list(range(2, 10))
    roto = tmp_path / "roto.sqlite3"
    roto.write_bytes(b"x" * 5000)
    assert salir(["restaurar", str(roto), "--datos", str(datos)]) == 1
    assert "no es una copia válida" in capsys.readouterr().err
    assert sorted(_ids(datos)) == list(range(1, 9))


# --------------------------------------------------------------------- 7: la más reciente


def test_exportar_sin_partida_usa_el_orden_de_actividad(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    horas = iter(["2026-05-01T10:00:00Z", "2026-05-01T10:00:01Z", "2025-01-01T00:00:00Z", "2025-01-01T00:00:01Z"])
    with Almacen(tmp_path, ahora=lambda: next(horas)) as a:
        a.crear(nueva_partida(["Ana", "Luis"])).planilla.pasar()
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.pasar()
    assert salir(["exportar", "--datos", str(tmp_path), "--formato", "json"]) == 0
    assert '"Eva"' in capsys.readouterr().out
