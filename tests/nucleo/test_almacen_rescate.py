"""Issue 23: restaurar solo tras comprobar la copia entera en un temporal, reparar no toca un almacén más nuevo,
y los restos de un cierre brusco a media reparación o restauración se recogen al abrir para escribir."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, ErrorAlmacen
from app_planilla.nucleo.almacen.migraciones import MIGRACIONES
from app_planilla.nucleo.almacen.reparacion import reparar
from app_planilla.nucleo.clasica.planilla import nueva_partida

RAIZ = Path(__file__).resolve().parents[2]
LISTA = "lista"
"""La marca de reparado entero (``archivos.LISTA``); escrita aquí para que la prueba también corra en la versión
de antes (y falle)."""


def _jugar(a: Almacen, nombres: list[str], jugadas: int) -> int:
    g = a.crear(nueva_partida(nombres))
    for i in range(jugadas):
        g.planilla.anotar(i + 1)
    return g.id


def _filas(a: Almacen) -> list[tuple[object, ...]]:
    con = a._con
    tablas = [n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    return [(t, *f) for t in tablas for f in sorted(map(repr, con.execute(f"SELECT * FROM {t}")))]


def _archivos(carpeta: Path) -> dict[str, bytes]:
    """Lo que hay en la carpeta, sin el índice compartido ni un -wal vacío (los crea SQLite al leer)."""
    return {p.name: p.read_bytes() for p in carpeta.iterdir()
            if not p.name.endswith("-shm") and not (p.name.endswith("-wal") and p.stat().st_size == 0)}


def _sql(ruta: Path, *ordenes: str) -> None:
    con = sqlite3.connect(ruta, isolation_level=None)
    con.execute("PRAGMA foreign_keys=OFF")
    for orden in ordenes:
        con.execute(orden)
    con.close()


@pytest.fixture(scope="module")
def copia_sana(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, int, int]:
    carpeta = tmp_path_factory.mktemp("copia")
    with Almacen(carpeta / "origen") as a:
        uno = _jugar(a, ["Ana", "Luis"], 2)
        dos = _jugar(a, ["Eva", "Paz"], 1)
        ruta = a.respaldar(carpeta / "copia.sqlite3")
    return ruta.read_bytes(), uno, dos


@pytest.fixture
def copia(tmp_path: Path, copia_sana: tuple[bytes, int, int]) -> tuple[Path, int, int]:
    """Una copia con dos partidas (la primera con 3 eventos, la segunda con 2)."""
    ruta = tmp_path / "copia.sqlite3"
    ruta.write_bytes(copia_sana[0])
    return ruta, copia_sana[1], copia_sana[2]


ROTAS: dict[str, tuple[Callable[[int, int], list[str]], str]] = {
    "version_vacia": (lambda uno, dos: ["DELETE FROM version"], "no dice de qué versión es"),
    "sin_version": (lambda uno, dos: ["DROP TABLE version"], "no dice de qué versión es"),
    "version_1": (lambda uno, dos: ["UPDATE version SET numero = 1"], "dice ser de la versión 1"),
    "sin_evento_0": (
        lambda uno, dos: [f"DELETE FROM eventos WHERE partida = {dos} AND numero = 0"],
        "a la partida {dos} le falta el evento 0",
    ),
    "eventos_sin_partida": (
        lambda uno, dos: [f"DELETE FROM partidas WHERE id = {dos}"], "tiene eventos de la partida {dos}, que no existe"
    ),
    "partida_sin_eventos": (
        lambda uno, dos: [f"DELETE FROM eventos WHERE partida = {uno}"], "la partida {uno} no tiene ningún evento"
    ),
}


@pytest.mark.parametrize("caso", sorted(ROTAS))
def test_una_copia_que_falla_no_cambia_nada_y_dice_por_que(
    tmp_path: Path, copia: tuple[Path, int, int], caso: str
) -> None:
    ruta, uno, dos = copia
    ordenes, mensaje = ROTAS[caso]
    _sql(ruta, *ordenes(uno, dos))
    datos = tmp_path / "datos"
    with Almacen(datos) as a:
        g = a.crear(nueva_partida(["Sol", "Mar"]))
        g.planilla.pasar()
        antes = _filas(a)
        nombres = sorted(p.name for p in datos.iterdir())
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(ruta)
        assert mensaje.format(uno=uno, dos=dos) in str(error.value)
        assert "planilla reparar --datos CARPETA" in str(error.value)
        assert _filas(a) == antes
        assert sorted(p.name for p in datos.iterdir()) == nombres  # ni siquiera la copia de las de antes
        # Lo que se anota justo después se guarda en la misma partida.
        g.planilla.pasar()
        assert len(a.cargar(g.id).eventos) == 3


def test_una_copia_de_un_esquema_viejo_se_pone_al_dia_en_el_temporal(tmp_path: Path) -> None:
    from tests.ayuda import almacen_de_la_version_1

    (tmp_path / "vieja").mkdir()
    vieja = almacen_de_la_version_1(tmp_path / "vieja")
    with Almacen(tmp_path / "datos") as a:
        a.restaurar(vieja)
        assert [p.participantes for p in a.partidas()] == [("Ana", "Participante 2")]
        assert a.version == len(MIGRACIONES)


@pytest.mark.parametrize("caso", ["version_vacia", "sin_evento_0", "partida_sin_eventos"])
def test_el_consejo_de_reparar_la_copia_antes_funciona(tmp_path: Path, copia: tuple[Path, int, int], caso: str) -> None:
    ruta, uno, dos = copia
    _sql(ruta, *ROTAS[caso][0](uno, dos))
    aparte = tmp_path / "aparte"
    aparte.mkdir()
    (aparte / ARCHIVO).write_bytes(ruta.read_bytes())
    reparar(aparte)
    with Almacen(tmp_path / "datos") as a:
        a.restaurar(aparte / ARCHIVO)
        assert len(a.partidas()) == (2 if caso == "version_vacia" else 1)


def test_una_copia_con_otro_tamano_de_pagina_se_restaura(tmp_path: Path, copia: tuple[Path, int, int]) -> None:
    ruta, uno, dos = copia
    con = sqlite3.connect(ruta, isolation_level=None)
    con.execute("PRAGMA page_size=1024")
    con.execute("VACUUM")
    assert con.execute("PRAGMA page_size").fetchone()[0] == 1024
    con.close()
    with Almacen(tmp_path / "datos") as a:
        _jugar(a, ["Sol", "Mar"], 1)
        a.restaurar(ruta)
        assert {p.id: p.eventos for p in a.partidas()} == {uno: 3, dos: 2}


def test_sin_carpeta_temporal_no_se_restaura_nada_y_se_dice(
    tmp_path: Path, copia: tuple[Path, int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "no-existe"))
    with Almacen(tmp_path / "datos") as a:
        _jugar(a, ["Sol", "Mar"], 1)
        antes = _filas(a)
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(copia[0])
        assert "carpeta temporal" in str(error.value)
        assert _filas(a) == antes


# --------------------------------------------------------------------------------- item 4


def test_reparar_con_un_numero_de_partida_que_no_es_entero_no_falla(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        uno = _jugar(a, ["Ana", "Luis"], 3)
        dos = _jugar(a, ["Eva", "Paz"], 2)
    _sql(tmp_path / ARCHIVO, f"UPDATE eventos SET partida = 'x' WHERE partida = {uno} AND numero = 3")
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.eventos) == (2, 3 + 3)
    with Almacen(tmp_path) as a:
        assert {p.id: p.eventos for p in a.partidas()} == {uno: 3, dos: 3}


def test_reparar_con_una_foto_de_los_relojes_repetida_no_se_niega(tmp_path: Path) -> None:
    """Una tabla de fotos que da la misma foto dos veces (como una página repetida): se guarda una."""
    from app_planilla.nucleo.relojes import ConfigReloj, EstadoRelojes

    with Almacen(tmp_path) as a:
        uno = _jugar(a, ["Ana", "Luis"], 2)
        a.poner_relojes(uno, ConfigReloj(minutos=10))
        a.guardar_foto_relojes(uno, 1, EstadoRelojes((1, 2), 0, False), 5.0)
    _sql(tmp_path / ARCHIVO,
         "CREATE TABLE f2 AS SELECT * FROM fotos_relojes", "DROP TABLE fotos_relojes",
         "ALTER TABLE f2 RENAME TO fotos_relojes", "INSERT INTO fotos_relojes SELECT * FROM fotos_relojes")
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.eventos, informe.eventos_perdidos) == (1, 3, 0)
    with Almacen(tmp_path) as a:
        assert a.foto_relojes(uno) == (EstadoRelojes((1, 2), 0, False), 5.0)


def test_un_evento_renumerado_no_hace_perder_mas_eventos_de_los_que_habia(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        uno = _jugar(a, ["Ana", "Luis"], 9)  # eventos 0…9
    _sql(tmp_path / ARCHIVO, f"UPDATE eventos SET numero = 100000 WHERE partida = {uno} AND numero = 5")
    informe = reparar(tmp_path)
    # Se recuperan 0…4; del archivo se pierden 6…9 y el renumerado: 5, y se sabe exacto.
    assert (informe.eventos, informe.eventos_perdidos, informe.sin_contar) == (5, 5, False)
    assert "se han perdido 0 partidas y 5 eventos" in informe.texto()


# --------------------------------------------------------------------------------- item 5


def test_reparar_no_toca_un_almacen_de_una_version_mas_nueva(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        _jugar(a, ["Ana", "Luis"], 2)
    _sql(tmp_path / ARCHIVO, "UPDATE version SET numero = 99",
         "CREATE TABLE novedades (x)",
         """INSERT INTO eventos(partida, numero, datos) VALUES (1, 3, '{"tipo":"algo_nuevo"}')""")
    antes = _archivos(tmp_path)
    with pytest.raises(ErrorAlmacen) as error:
        reparar(tmp_path)
    assert "versión más reciente de Planilla (99)" in str(error.value) and "no se repara" in str(error.value)
    assert _archivos(tmp_path) == antes


def test_reparar_no_toca_un_almacen_sano_con_una_tabla_que_no_conoce(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        _jugar(a, ["Ana", "Luis"], 2)
    _sql(tmp_path / ARCHIVO, "CREATE TABLE novedades (x)")
    antes = _archivos(tmp_path)
    with pytest.raises(ErrorAlmacen) as error:
        reparar(tmp_path)
    assert "«novedades»" in str(error.value)
    assert _archivos(tmp_path) == antes


# --------------------------------------------------------------------------------- item 6


def _almacen_con_restos(carpeta: Path, partidas: int = 1) -> list[tuple[object, ...]]:
    with Almacen(carpeta) as a:
        for _ in range(partidas):
            _jugar(a, ["Ana", "Luis"], 2)
        return _filas(a)


def _reparado(carpeta: Path, apartado: str | None, partidas: int = 2) -> Path:
    """Una carpeta de reparación con su archivo reparado (y, si ``apartado``, la marca de que está entero)."""
    resto = carpeta / ".planilla-reparada-abc123"
    with Almacen(resto) as a:
        for _ in range(partidas):
            _jugar(a, ["Eva", "Paz"], 1)
    if apartado is not None:
        (resto / LISTA).write_text(apartado, encoding="utf-8")
    return resto


def test_restos_de_una_reparacion_a_medias_se_borran_y_el_archivo_sigue(tmp_path: Path) -> None:
    antes = _almacen_con_restos(tmp_path)
    resto = _reparado(tmp_path, None)
    tmp = tmp_path / ".planilla-antes-de-restaurar-20260101-000000.sqlite3.k2j3.tmp"
    tmp.write_bytes(b"a medias")
    with Almacen(tmp_path) as a:
        assert _filas(a) == antes
    assert not resto.exists() and not tmp.exists()


def test_restos_con_el_reparado_entero_pero_sin_apartar_el_danado_se_borran(tmp_path: Path) -> None:
    antes = _almacen_con_restos(tmp_path)
    resto = _reparado(tmp_path, "planilla-danada-1.sqlite3")
    with Almacen(tmp_path) as a:
        assert _filas(a) == antes
    assert not resto.exists() and not (tmp_path / "planilla-danada-1.sqlite3").exists()


def test_sin_archivo_principal_y_con_el_reparado_entero_se_termina_el_cambio(tmp_path: Path) -> None:
    """Donde no hay enlaces duros (FAT, exFAT, SMB) el dañado se aparta antes: el cierre brusco llegó ahí."""
    _almacen_con_restos(tmp_path)
    resto = _reparado(tmp_path, "planilla-danada-1.sqlite3", partidas=2)
    (tmp_path / ARCHIVO).rename(tmp_path / "planilla-danada-1.sqlite3")
    with Almacen(tmp_path) as a:
        assert [p.participantes for p in a.partidas()] == [("Eva", "Paz"), ("Eva", "Paz")]
    assert not resto.exists() and (tmp_path / "planilla-danada-1.sqlite3").is_file()


def test_sin_archivo_principal_ni_apartado_el_reparado_entero_no_se_borra(tmp_path: Path) -> None:
    _almacen_con_restos(tmp_path)
    resto = _reparado(tmp_path, "planilla-danada-1.sqlite3", partidas=2)
    (tmp_path / ARCHIVO).unlink()
    with Almacen(tmp_path) as a:
        assert len(a.partidas()) == 2
    assert not resto.exists()


def test_con_enlace_duro_y_el_wal_ya_apartado_se_termina_el_cambio(tmp_path: Path) -> None:
    _almacen_con_restos(tmp_path)
    resto = _reparado(tmp_path, "planilla-danada-1.sqlite3", partidas=2)
    os.link(tmp_path / ARCHIVO, tmp_path / "planilla-danada-1.sqlite3")
    with Almacen(tmp_path) as a:
        assert len(a.partidas()) == 2
    assert not resto.exists()


def test_sustituir_cortado_en_cada_paso_deja_siempre_un_archivo_que_abre(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """El cambio de ``sustituir`` cortado tras cada operación de archivos (sin enlaces duros y con ellos)."""
    from app_planilla.nucleo.almacen.archivos import sustituir

    modelo = tmp_path / "modelo"
    _almacen_con_restos(modelo)
    _reparado(modelo, "planilla-danada-1.sqlite3", partidas=2)
    for enlaces in (True, False):
        for corte in range(4):
            carpeta = tmp_path / f"{enlaces}-{corte}"
            shutil.copytree(modelo, carpeta)
            resto = carpeta / ".planilla-reparada-abc123"
            hechas = 0

            def contar(funcion: Callable[..., object], corte: int = corte) -> Callable[..., object]:
                def envuelta(*args: object, **kwargs: object) -> object:
                    nonlocal hechas
                    if hechas == corte:
                        raise KeyboardInterrupt  # el proceso muere aquí
                    hechas += 1
                    return funcion(*args, **kwargs)
                return envuelta

            with monkeypatch.context() as m:
                m.setattr(os, "link", contar(os.link) if enlaces else _sin_enlaces)
                m.setattr(Path, "rename", contar(Path.rename))
                m.setattr(os, "replace", contar(os.replace))
                try:
                    sustituir(carpeta / ARCHIVO, resto / ARCHIVO, carpeta / "planilla-danada-1.sqlite3")
                except KeyboardInterrupt:
                    pass
            with Almacen(carpeta) as a:
                cuantas = len(a.partidas())
            assert cuantas in (1, 2), (enlaces, corte)
            assert not resto.exists() and not list(carpeta.glob(".planilla-*"))


def _sin_enlaces(*_: object) -> None:
    raise OSError("sin enlaces duros")


HIJO_REPARAR = r"""
import sys, time
from pathlib import Path
import app_planilla.nucleo.almacen.reparacion as r

original = r.sustituir
def lento(ruta, reparado, apartado):
    # Aparta el dañado y se para antes de poner el reparado en su sitio: ahí llega el kill -9.
    ruta.rename(apartado)
    print("a medias", flush=True)
    time.sleep(60)
r.sustituir = lento
r.reparar(Path(sys.argv[1]))
"""


def test_kill_9_a_media_reparacion_se_termina_al_abrir(tmp_path: Path) -> None:
    _almacen_con_restos(tmp_path, partidas=2)
    _sql(tmp_path / ARCHIVO, "UPDATE version SET numero = 'x'")  # dañado: hay que repararlo
    hijo = subprocess.Popen([sys.executable, "-c", HIJO_REPARAR, str(tmp_path)], cwd=RAIZ, stdout=subprocess.PIPE,
                            text=True)
    try:
        assert hijo.stdout is not None and hijo.stdout.readline() == "a medias\n"
        os.kill(hijo.pid, signal.SIGKILL)
    finally:
        hijo.wait()
    assert not (tmp_path / ARCHIVO).exists() and list(tmp_path.glob(".planilla-reparada-*"))
    with Almacen(tmp_path) as a:
        assert len(a.partidas()) == 2 and a.version == len(MIGRACIONES)
    assert not list(tmp_path.glob(".planilla-*"))
    assert len(list(tmp_path.glob("planilla-danada-*.sqlite3"))) == 1
