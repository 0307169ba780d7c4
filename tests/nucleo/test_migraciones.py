"""Migraciones del almacén: el esquema que dejan, un almacén de cada versión anterior se abre con sus datos, la
lectura de la versión y qué pasa si una migración falla a medias."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

import app_planilla.nucleo.almacen.almacen as modulo_almacen
from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, ErrorAlmacen
from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES, version_de

ESQUEMA = [
    ("table", "eventos", "eventos",
     "CREATE TABLE eventos ( partida INTEGER NOT NULL REFERENCES partidas(id), numero INTEGER NOT NULL,"
     " datos TEXT NOT NULL, PRIMARY KEY (partida, numero)) WITHOUT ROWID"),
    ("table", "fotos_relojes", "fotos_relojes",
     "CREATE TABLE fotos_relojes ( partida INTEGER NOT NULL REFERENCES partidas(id), numero INTEGER NOT NULL,"
     " estado TEXT NOT NULL, tomada REAL NOT NULL, monotona REAL, arranque TEXT,"
     " PRIMARY KEY (partida, numero)) WITHOUT ROWID"),
    ("table", "partidas", "partidas",
     "CREATE TABLE partidas ( id INTEGER PRIMARY KEY AUTOINCREMENT, creada TEXT NOT NULL,"
     " actualizada TEXT NOT NULL, terminada INTEGER NOT NULL DEFAULT 0,"
     " participantes TEXT NOT NULL DEFAULT '[]', modalidad TEXT NOT NULL DEFAULT 'clasica',"
     " orden INTEGER NOT NULL DEFAULT 0, incompleta INTEGER NOT NULL DEFAULT 0)"),
    ("index", "partidas_por_fecha", "partidas", "CREATE INDEX partidas_por_fecha ON partidas(actualizada)"),
    ("index", "partidas_por_orden", "partidas", "CREATE INDEX partidas_por_orden ON partidas(orden)"),
    ("table", "relojes", "relojes",
     "CREATE TABLE relojes ( partida INTEGER PRIMARY KEY REFERENCES partidas(id), config TEXT NOT NULL)"),
    ("table", "sqlite_sequence", "sqlite_sequence", "CREATE TABLE sqlite_sequence(name,seq)"),
    ("table", "temporizadores", "temporizadores",
     "CREATE TABLE temporizadores ( partida INTEGER PRIMARY KEY REFERENCES partidas(id), ronda INTEGER NOT NULL,"
     " estado TEXT NOT NULL, tomada REAL NOT NULL, monotona REAL, arranque TEXT)"),
    ("table", "version", "version", "CREATE TABLE version (numero INTEGER NOT NULL)"),
]

INICIO = {"tipo": "inicio", "participantes": ["Ana", "Luis"]}


def _esquema(con: sqlite3.Connection) -> list[tuple[str, ...]]:
    return [tuple(f) for f in con.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name")]


def _hasta(ruta: Path, version: int) -> sqlite3.Connection:
    """Un archivo con el esquema de ``version`` (las migraciones de entonces, a mano, sin el almacén)."""
    con = sqlite3.connect(ruta, isolation_level=None)
    con.execute(f"PRAGMA application_id={ID_APLICACION}")
    for migracion in MIGRACIONES[:version]:
        migracion(con)
    con.execute("UPDATE version SET numero = ?", (version,))
    return con


def test_el_esquema_de_un_almacen_nuevo(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        assert _esquema(a._con) == ESQUEMA
        assert a.version == len(MIGRACIONES) == 10
        assert a._con.execute("SELECT numero FROM version").fetchall() == [(10,)]


@pytest.mark.parametrize("version", range(1, len(MIGRACIONES)))
def test_un_almacen_de_cada_version_anterior_se_abre_con_sus_datos(tmp_path: Path, version: int) -> None:
    con = _hasta(tmp_path / ARCHIVO, version)
    con.execute("INSERT INTO partidas(id, creada, actualizada) VALUES (3, '2026-01-01T00:00:00Z', 'x')")
    if version >= 2:  # desde la 2, quien guardaba la partida ponía también los nombres en su fila
        con.execute("UPDATE partidas SET participantes = '[\"Ana\", \"Luis\"]'")
    con.execute("INSERT INTO eventos VALUES (3, 0, ?)", (json.dumps(INICIO),))
    con.execute("INSERT INTO eventos VALUES (3, 1, ?)", (json.dumps({"tipo": "jugada", "puntos": 12}),))
    con.close()
    with Almacen(tmp_path) as a:
        assert a.aviso is None and a.version == len(MIGRACIONES)
        assert _esquema(a._con) == ESQUEMA
        (r,) = a.partidas()
        assert (r.id, r.participantes, r.eventos, r.modalidad, r.incompleta, r.terminada) == (
            3, ("Ana", "Luis"), 2, "clasica", False, False)
        assert r.creada == "2026-01-01T00:00:00Z" and r.actualizada == "x"
        assert a.cargar(3).totales == (12, 0)
        # Y se sigue jugando en ella, con las tablas nuevas.
        a.abrir(3).planilla.pasar()
        assert a.sin_terminar() == 3 and len(a.cargar(3).eventos) == 3
        assert a.temporizador(3) is None and a.config_relojes(3) is None


def test_la_version_que_se_lee(tmp_path: Path) -> None:
    con = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
    assert version_de(con) == 0  # sin tabla de versión
    con.execute("CREATE TABLE version (numero INTEGER)")
    assert version_de(con) == 0  # tabla vacía
    con.execute("INSERT INTO version VALUES (5)")
    assert version_de(con) == 5
    for malo, texto in (("'cinco'", "'cinco'"), ("5.5", "5.5"), ("NULL", "None")):
        con.execute(f"UPDATE version SET numero = {malo}")
        with pytest.raises(ValueError, match="^la versión del almacén no es un número: " + texto + "$"):
            version_de(con)
    # Otra tabla que no se llama «version» no cuenta.
    otra = sqlite3.connect(":memory:")
    otra.execute("CREATE TABLE versiones (numero INTEGER)")
    otra.execute("INSERT INTO versiones VALUES (3)")
    assert version_de(otra) == 0
    con.close()


def test_la_migracion_2_pone_los_nombres_y_se_salta_los_inicios_raros(tmp_path: Path) -> None:
    con = _hasta(tmp_path / ARCHIVO, 1)
    inicios = {
        1: "esto no es JSON",
        2: json.dumps({"tipo": "inicio"}),  # sin participantes
        3: json.dumps({"tipo": "inicio", "participantes": 7}),  # no es una lista
        4: json.dumps({"tipo": "inicio", "participantes": ["Íñigo", "", "Zoë"]}),
        5: json.dumps([1, 2]),  # ni siquiera un objeto
    }
    for ident, datos in inicios.items():
        con.execute("INSERT INTO partidas(id, creada, actualizada) VALUES (?, 'x', 'x')", (ident,))
        con.execute("INSERT INTO eventos VALUES (?, 0, ?)", (ident, datos))
    # Un evento que no es el inicio no cuenta aunque tenga participantes.
    con.execute("INSERT INTO eventos VALUES (1, 1, ?)", (json.dumps(INICIO),))
    con.close()
    with Almacen(tmp_path) as a:
        nombres = {r.id: r.participantes for r in a.partidas()}
        crudos = dict(a._con.execute("SELECT id, participantes FROM partidas").fetchall())
    assert nombres == {1: (), 2: (), 3: (), 4: ("Íñigo", "Participante 2", "Zoë"), 5: ()}
    # Sin escapar: el archivo guarda los nombres tal cual.
    assert crudos[4] == '["Íñigo", "Participante 2", "Zoë"]' and crudos[1] == "[]"


def test_la_migracion_del_orden_desempata_por_numero(tmp_path: Path) -> None:
    con = _hasta(tmp_path / ARCHIVO, 4)
    for ident, hora in ((1, "2026-02-01"), (2, "2026-01-01"), (3, "2026-02-01"), (4, "2026-01-01"), (5, "2025")):
        con.execute("INSERT INTO partidas(id, creada, actualizada) VALUES (?, 'x', ?)", (ident, hora))
        con.execute("INSERT INTO eventos VALUES (?, 0, ?)", (ident, json.dumps(INICIO)))
    con.close()
    with Almacen(tmp_path) as a:
        assert [r.id for r in a.partidas()] == [3, 1, 4, 2, 5]
        assert dict(a._con.execute("SELECT id, orden FROM partidas").fetchall()) == {5: 1, 2: 2, 4: 3, 1: 4, 3: 5}
        # La siguiente anotada va detrás de todas.
        a.abrir(5).planilla.pasar()
        assert a._con.execute("SELECT orden FROM partidas WHERE id = 5").fetchone() == (6,)
        assert a.mas_reciente() == 5


def test_cada_migracion_va_en_su_transaccion(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Si una migración falla a medias, lo suyo se deshace y la versión queda en la de la anterior."""

    def rota(con: sqlite3.Connection) -> None:
        con.execute("CREATE TABLE a_medias (x)")
        raise sqlite3.OperationalError("disk I/O error")

    con = _hasta(tmp_path / ARCHIVO, 2)
    con.close()
    monkeypatch.setattr(modulo_almacen, "MIGRACIONES", (*MIGRACIONES[:3], rota, *MIGRACIONES[4:]))
    with pytest.raises(ErrorAlmacen) as error:
        Almacen(tmp_path)
    assert str(error.value) == (
        f"Las partidas se guardan en la carpeta de datos «{tmp_path}», pero no se pueden usar: no se puede abrir "
        "ni escribir «planilla.sqlite3» (disk I/O error).")
    con = sqlite3.connect(tmp_path / ARCHIVO)
    assert version_de(con) == 3
    tablas = {f[0] for f in con.execute("SELECT name FROM sqlite_master")}
    assert "a_medias" not in tablas and "relojes" not in tablas
    assert "modalidad" in {f[1] for f in con.execute("PRAGMA table_info(partidas)")}
    con.close()
    monkeypatch.undo()
    with Almacen(tmp_path) as a:
        assert a.version == len(MIGRACIONES) and _esquema(a._con) == ESQUEMA


def test_el_id_de_aplicacion_es_plnl(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        assert a._con.execute("PRAGMA application_id").fetchone() == (ID_APLICACION,)
    assert ID_APLICACION == 0x504C4E4C
    assert (tmp_path / ARCHIVO).read_bytes()[68:72] == b"PLNL"
