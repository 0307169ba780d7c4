"""Esquema del almacén: tabla de versión y migraciones en orden. La migración N lleva a la versión N.

Nunca se edita una migración publicada: los cambios van en una nueva al final de ``MIGRACIONES``.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable

ID_APLICACION = 0x504C4E4C
"""``PRAGMA application_id`` de Planilla («PLNL»): distingue nuestro archivo de otra base SQLite."""


def version_de(con: sqlite3.Connection) -> int:
    existe = con.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'version'").fetchone()
    if existe is None:
        return 0
    fila = con.execute("SELECT numero FROM version").fetchone()
    if fila is None:
        return 0
    if not isinstance(fila[0], int):
        # Un texto o un real aquí es daño: quien llama lo trata como tal, no como una versión.
        raise ValueError(f"la versión del almacén no es un número: {fila[0]!r}")
    return fila[0]


def _v1_registro(con: sqlite3.Connection) -> None:
    con.execute("CREATE TABLE version (numero INTEGER NOT NULL)")
    con.execute("INSERT INTO version(numero) VALUES (0)")
    con.execute(
        "CREATE TABLE partidas ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " creada TEXT NOT NULL,"
        " actualizada TEXT NOT NULL,"
        " terminada INTEGER NOT NULL DEFAULT 0)"
    )
    con.execute(
        "CREATE TABLE eventos ("
        " partida INTEGER NOT NULL REFERENCES partidas(id),"
        " numero INTEGER NOT NULL,"
        " datos TEXT NOT NULL,"
        " PRIMARY KEY (partida, numero)) WITHOUT ROWID"
    )


def _v2_lista(con: sqlite3.Connection) -> None:
    """Nombres en la fila de la partida, para que la lista «Partidas» no tenga que rehacer cada una."""
    con.execute("ALTER TABLE partidas ADD COLUMN participantes TEXT NOT NULL DEFAULT '[]'")
    con.execute("CREATE INDEX partidas_por_fecha ON partidas(actualizada)")
    filas = con.execute("SELECT partida, datos FROM eventos WHERE numero = 0").fetchall()
    for partida, datos in filas:
        try:
            inicio = json.loads(datos)
            nombres = [n or f"Participante {i + 1}" for i, n in enumerate(inicio["participantes"])]
        except (ValueError, KeyError, TypeError):
            continue
        con.execute(
            "UPDATE partidas SET participantes = ? WHERE id = ?", (json.dumps(nombres, ensure_ascii=False), partida)
        )


def _v3_modalidad(con: sqlite3.Connection) -> None:
    """Modalidad en la fila de la partida (``clasica`` o ``duplicada``) para la lista «Partidas».

    Antes de esta versión solo había partidas clásicas: el valor por omisión las deja bien.
    """
    con.execute("ALTER TABLE partidas ADD COLUMN modalidad TEXT NOT NULL DEFAULT 'clasica'")


def _v4_relojes(con: sqlite3.Connection) -> None:
    """Relojes de la partida: su configuración y una foto tras cada evento (o pulsación y pausa).

    La foto lleva el número del último evento guardado, para volver a la de antes al deshacer, y la hora
    de pared en que se tomó, para decir cuánto corrió el reloj sin contarse tras un cierre brusco.
    """
    con.execute(
        "CREATE TABLE relojes ("
        " partida INTEGER PRIMARY KEY REFERENCES partidas(id),"
        " config TEXT NOT NULL)"
    )
    con.execute(
        "CREATE TABLE fotos_relojes ("
        " partida INTEGER NOT NULL REFERENCES partidas(id),"
        " numero INTEGER NOT NULL,"
        " estado TEXT NOT NULL,"
        " tomada REAL NOT NULL,"
        " PRIMARY KEY (partida, numero)) WITHOUT ROWID"
    )


def _v5_orden(con: sqlite3.Connection) -> None:
    """Orden de actividad: un número que crece con cada partida creada o anotada.

    La hora de pared puede ir hacia atrás (cambio de hora a mano, reloj sin pila): ordenar por ella haría
    «más reciente» una partida vieja. Las partidas que ya había conservan el orden que tenían.
    """
    con.execute("ALTER TABLE partidas ADD COLUMN orden INTEGER NOT NULL DEFAULT 0")
    con.execute(
        "UPDATE partidas SET orden = (SELECT count(*) FROM partidas q WHERE q.actualizada < partidas.actualizada"
        " OR (q.actualizada = partidas.actualizada AND q.id <= partidas.id))"
    )
    con.execute("CREATE INDEX partidas_por_orden ON partidas(orden)")


def _v6_incompleta(con: sqlite3.Connection) -> None:
    """Marca de las partidas que una reparación recuperó solo hasta su primer evento ilegible."""
    con.execute("ALTER TABLE partidas ADD COLUMN incompleta INTEGER NOT NULL DEFAULT 0")


def _v7_temporizador(con: sqlite3.Connection) -> None:
    """Reloj de la ronda de la duplicada: su última foto (la ronda, el estado y la hora de pared en que se
    tomó), para que un cierre brusco no lo devuelva a 3:00."""
    con.execute(
        "CREATE TABLE temporizadores ("
        " partida INTEGER PRIMARY KEY REFERENCES partidas(id),"
        " ronda INTEGER NOT NULL,"
        " estado TEXT NOT NULL,"
        " tomada REAL NOT NULL)"
    )


def _v8_fotos_monotonas(con: sqlite3.Connection) -> None:
    """Las fotos de los relojes con el reloj monótono y el arranque de la máquina: tras un cierre brusco sin
    reiniciar, el tiempo perdido es exacto aunque la hora de pared haya saltado (las de antes no lo tienen)."""
    con.execute("ALTER TABLE fotos_relojes ADD COLUMN monotona REAL")
    con.execute("ALTER TABLE fotos_relojes ADD COLUMN arranque TEXT")


def _v9_temporizador_monotono(con: sqlite3.Connection) -> None:
    """La foto del reloj de la ronda con el reloj monótono y el arranque de la máquina, como las de los relojes
    (migración 8): un salto de la hora de pared no come ni regala tiempo de la ronda tras un cierre brusco."""
    con.execute("ALTER TABLE temporizadores ADD COLUMN monotona REAL")
    con.execute("ALTER TABLE temporizadores ADD COLUMN arranque TEXT")


def _v10_arbitraje(con: sqlite3.Connection) -> None:
    """Duplicada con arbitraje de papeletas: hasta 200 inscritos y eventos nuevos (papeleta, aviso, penalización,
    situación, desempate). El esquema no cambia; la versión sube para que una Planilla anterior abra la carpeta
    solo para leer, con su aviso, en vez de no poder abrir esas partidas o escribir en ellas."""
    con.execute("SELECT 1")


MIGRACIONES: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _v1_registro,
    _v2_lista,
    _v3_modalidad,
    _v4_relojes,
    _v5_orden,
    _v6_incompleta,
    _v7_temporizador,
    _v8_fotos_monotonas,
    _v9_temporizador_monotono,
    _v10_arbitraje,
)
