"""Corpus de almacenes dañados, con semilla: 20 clases de daño sobre un mismo almacén de partidas (con su
``-wal``), y la comparación de ``reparar`` con ``.recover`` del intérprete ``sqlite3``.

Lo usan ``test_reparacion_corpus.py`` (pocas semillas) y ``herramientas/corpus_reparacion.py`` (muchas).
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, ErrorAlmacen
from app_planilla.nucleo.almacen.reparacion import _prefijo_valido, reparar
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.modalidades import leer_evento
from app_planilla.nucleo.relojes import ConfigReloj, EstadoRelojes

PAGINA = 4096
WAL = ARCHIVO + "-wal"
PALABRAS = ["CASA", "JAMONES", "PERRO", "ZAFIRO", "QUESO", "ARBOLEDA", "EXAMINABAIS", "LUZ", "OCA", "WEB"]

Clave = tuple[int, int, str]
"""(partida, número, datos normalizados)."""


def almacen_base(carpeta: Path, semilla: int = 23) -> None:
    """Doce partidas clásicas (una con relojes y fotos) en ``carpeta``, copiado con el almacén abierto: el
    archivo principal y su ``-wal`` con las últimas jugadas, como tras un cierre brusco."""
    azar = random.Random(semilla)
    vivo = carpeta.with_name(carpeta.name + "-vivo")
    a = Almacen(vivo)
    try:
        for g in range(12):
            p = a.crear(nueva_partida([f"Jugador {g}", "Rival"]))
            if g == 3:
                a.poner_relojes(p.id, ConfigReloj(minutos=25))
            for i in range(azar.randint(15, 45)):
                if azar.random() < 0.15:
                    p.planilla.pasar()
                else:
                    fila = "ABCDEFGHIJKLMNO"[azar.randrange(15)]
                    p.planilla.anotar(azar.randint(2, 90), f"{fila}{azar.randint(1, 15)}", azar.choice(PALABRAS))
                if g == 3:
                    a.guardar_foto_relojes(p.id, i + 1, EstadoRelojes((i, i + 1), i % 2, False), 100.0 + i)
        # Las últimas jugadas, solo en el -wal (como las que no llegan a las 16 páginas de un volcado).
        a._con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        for _ in range(8):
            p.planilla.pasar()
        carpeta.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(vivo / ARCHIVO, carpeta / ARCHIVO)
        shutil.copyfile(vivo / WAL, carpeta / WAL)
    finally:
        a.cerrar()
        shutil.rmtree(vivo, ignore_errors=True)


def _normal(datos: object) -> str:
    if not isinstance(datos, str):
        return repr(datos)
    try:
        return json.dumps(json.loads(datos), sort_keys=True, ensure_ascii=False)
    except (ValueError, RecursionError):
        return datos


def eventos_de(ruta: Path) -> set[Clave]:
    """Los eventos que SQLite lee de un archivo sano."""
    con = sqlite3.connect(ruta)
    try:
        return {(p, n, _normal(d)) for p, n, d in con.execute("SELECT partida, numero, datos FROM eventos")}
    finally:
        con.close()


# --------------------------------------------------------------------------------- los daños

Danar = Callable[[Path, random.Random], None]


def _bytes(carpeta: Path) -> tuple[bytearray, bytearray]:
    wal = carpeta / WAL
    return bytearray((carpeta / ARCHIVO).read_bytes()), bytearray(wal.read_bytes() if wal.exists() else b"")


def _guardar(carpeta: Path, principal: bytearray, wal: bytearray) -> None:
    (carpeta / ARCHIVO).write_bytes(bytes(principal))
    if wal or (carpeta / WAL).exists():
        (carpeta / WAL).write_bytes(bytes(wal))


def _pagina(principal: bytearray, azar: random.Random) -> int:
    return azar.randrange(1, len(principal) // PAGINA)  # nunca la 1: lleva la cabecera (ver «cabecera»)


def _paginas_de_tipo(principal: bytearray, tipo: int) -> list[int]:
    return [n for n in range(1, len(principal) // PAGINA) if principal[n * PAGINA] == tipo]


def bytes_al_azar(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    inicio = _pagina(principal, azar) * PAGINA + azar.randrange(PAGINA - 64)
    principal[inicio:inicio + 64] = azar.randbytes(64)
    _guardar(carpeta, principal, wal)


def pagina_a_cero(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    n = _pagina(principal, azar)
    principal[n * PAGINA:(n + 1) * PAGINA] = bytes(PAGINA)
    _guardar(carpeta, principal, wal)


def cortar_en_pagina(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    n = len(principal) // PAGINA
    _guardar(carpeta, principal[:azar.randrange(n // 2, n) * PAGINA], wal)


def cortar_a_media_pagina(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    n = len(principal) // PAGINA
    _guardar(carpeta, principal[:azar.randrange(n // 2, n) * PAGINA + azar.randrange(1, PAGINA)], wal)


def cabecera(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    for _ in range(3):
        principal[azar.randrange(16, 100)] = azar.randrange(256)
    _guardar(carpeta, principal, wal)


def paginas_cambiadas(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    a, b = azar.sample(range(1, len(principal) // PAGINA), 2)
    pa, pb = principal[a * PAGINA:(a + 1) * PAGINA], principal[b * PAGINA:(b + 1) * PAGINA]
    principal[a * PAGINA:(a + 1) * PAGINA], principal[b * PAGINA:(b + 1) * PAGINA] = pb, pa
    _guardar(carpeta, principal, wal)


def pagina_duplicada(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    a, b = azar.sample(range(1, len(principal) // PAGINA), 2)
    principal[b * PAGINA:(b + 1) * PAGINA] = principal[a * PAGINA:(a + 1) * PAGINA]
    _guardar(carpeta, principal, wal)


def bits(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    for _ in range(24):
        i = azar.randrange(PAGINA, len(principal))
        principal[i] ^= 1 << azar.randrange(8)
    _guardar(carpeta, principal, wal)


def wal_danado(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    if len(wal) > 32 + 24 + PAGINA:
        inicio = azar.randrange(32, len(wal) - 64)
        wal[inicio:inicio + 64] = azar.randbytes(64)
    _guardar(carpeta, principal, wal)


def wal_cortado(carpeta: Path, azar: random.Random) -> None:
    principal, wal = _bytes(carpeta)
    _guardar(carpeta, principal, wal[:azar.randrange(32, max(len(wal), 33))])


def hoja_de_eventos(carpeta: Path, azar: random.Random) -> None:
    """Una hoja del índice de eventos (``WITHOUT ROWID``) con basura en su mitad."""
    principal, wal = _bytes(carpeta)
    hojas = _paginas_de_tipo(principal, 0x0A) or [_pagina(principal, azar)]
    n = azar.choice(hojas)
    inicio = n * PAGINA + azar.randrange(PAGINA // 2)
    principal[inicio:inicio + PAGINA // 4] = azar.randbytes(PAGINA // 4)
    _guardar(carpeta, principal, wal)


def interior(carpeta: Path, azar: random.Random) -> None:
    """Una página interior (de índice o de tabla) a cero: SQLite pierde todo lo que cuelga de ella."""
    principal, wal = _bytes(carpeta)
    interiores = _paginas_de_tipo(principal, 0x02) + _paginas_de_tipo(principal, 0x05)
    n = azar.choice(interiores) if interiores else _pagina(principal, azar)
    principal[n * PAGINA:(n + 1) * PAGINA] = bytes(PAGINA)
    _guardar(carpeta, principal, wal)


def _sql(carpeta: Path, *ordenes: str) -> None:
    con = sqlite3.connect(carpeta / ARCHIVO, isolation_level=None)
    try:
        con.execute("PRAGMA foreign_keys=OFF")
        for orden in ordenes:
            con.execute(orden)
    finally:
        con.close()


def _evento_al_azar(carpeta: Path, azar: random.Random) -> tuple[int, int]:
    con = sqlite3.connect(carpeta / ARCHIVO)
    try:
        claves = con.execute("SELECT partida, numero FROM eventos WHERE numero > 0 ORDER BY 1, 2").fetchall()
    finally:
        con.close()
    partida, numero = azar.choice(claves)
    return int(partida), int(numero)


def json_a_medias(carpeta: Path, azar: random.Random) -> None:
    p, n = _evento_al_azar(carpeta, azar)
    _sql(carpeta, "UPDATE eventos SET datos = substr(datos, 1, length(datos) / 2)"
                  f" WHERE partida = {p} AND numero = {n}")


def evento_borrado(carpeta: Path, azar: random.Random) -> None:
    p, n = _evento_al_azar(carpeta, azar)
    _sql(carpeta, f"DELETE FROM eventos WHERE partida = {p} AND numero = {n}")


def evento_renumerado(carpeta: Path, azar: random.Random) -> None:
    p, n = _evento_al_azar(carpeta, azar)
    _sql(carpeta, f"UPDATE eventos SET numero = 100000 WHERE partida = {p} AND numero = {n}")


def version_no_entera(carpeta: Path, azar: random.Random) -> None:
    _sql(carpeta, f"UPDATE version SET numero = '{azar.choice(['x', '9.5', ''])}'")


def sin_version(carpeta: Path, azar: random.Random) -> None:
    _sql(carpeta, "DROP TABLE version")


def sin_partidas(carpeta: Path, azar: random.Random) -> None:
    _sql(carpeta, "DROP TABLE partidas")


def claves_repetidas(carpeta: Path, azar: random.Random) -> None:
    """JSON con una clave dos veces (``json`` se queda con la última)."""
    p, n = _evento_al_azar(carpeta, azar)
    _sql(carpeta, "UPDATE eventos SET datos = '{\"tipo\":\"nada\",' || substr(datos, 2)"
                  f" WHERE partida = {p} AND numero = {n}")


def mezcla(carpeta: Path, azar: random.Random) -> None:
    for danar in azar.sample([bytes_al_azar, pagina_a_cero, bits, paginas_cambiadas, wal_danado, hoja_de_eventos], 3):
        danar(carpeta, azar)


def mezcla_con_sql(carpeta: Path, azar: random.Random) -> None:
    azar.choice([evento_renumerado, evento_borrado, json_a_medias])(carpeta, azar)
    # Tras el SQL el -wal quedó vacío: el daño va al archivo principal.
    azar.choice([bytes_al_azar, pagina_a_cero, cortar_a_media_pagina])(carpeta, azar)


DANOS: dict[str, Danar] = {
    f.__name__: f
    for f in (
        bytes_al_azar, pagina_a_cero, cortar_en_pagina, cortar_a_media_pagina, cabecera, paginas_cambiadas,
        pagina_duplicada, bits, wal_danado, wal_cortado, hoja_de_eventos, interior, json_a_medias,
        evento_borrado, evento_renumerado, version_no_entera, sin_version, sin_partidas, claves_repetidas,
        mezcla, mezcla_con_sql,
    )
}


# --------------------------------------------------------------------------------- la comparación


@dataclass
class Resultado:
    dano: str
    semilla: int
    guardados: int
    """Eventos del almacén sano, antes del daño."""
    error: str | None = None
    """Si ``reparar`` falló: su mensaje (o la excepción inesperada)."""
    recuperados: set[Clave] = field(default_factory=set)
    informe_eventos: int = 0
    informe_perdidos: int = 0
    al_menos: bool = False
    recover: set[Clave] | None = None
    """Todo lo que ``.recover`` deja en la tabla de eventos (``None``: este ``sqlite3`` no sabe)."""
    sqlite: set[Clave] = field(default_factory=set)
    """Lo que SQLite lee por sí mismo del archivo dañado."""
    legibles: set[Clave] = field(default_factory=set)
    """Los eventos del almacén sano cuyo texto sigue entero en el archivo dañado."""

    @property
    def ancla(self) -> set[Clave]:
        """Lo que SQLite recupera (``.recover`` si sabe, y sus propias lecturas) y una partida puede guardar:
        cada partida hasta su primer evento que falta o no se rehace."""
        return utiles(self.sqlite | (self.recover or set()))

    @property
    def faltan(self) -> set[Clave]:
        """Lo que SQLite recupera (y sirve) y Planilla no."""
        return self.ancla - self.recuperados


def utiles(eventos: set[Clave]) -> set[Clave]:
    """Cada partida hasta su primer evento que falta, no se lee o no se rehace (lo que puede guardar)."""
    por_partida: dict[int, dict[int, str]] = {}
    for p, n, d in eventos:
        por_partida.setdefault(p, {}).setdefault(n, d)
    quedan: set[Clave] = set()
    for p, numeros in por_partida.items():
        leidos = []
        n = 0
        while n in numeros:
            try:
                leidos.append(leer_evento(json.loads(numeros[n])))
            except Exception:
                break
            n += 1
        planilla = _prefijo_valido(leidos)
        cuantos = 0 if planilla is None else len(planilla.eventos)
        quedan |= {(p, i, numeros[i]) for i in range(cuantos)}
    return quedan


def _copia(carpeta: Path, destino: Path) -> Path:
    destino.mkdir()
    for nombre in (ARCHIVO, WAL):
        if (carpeta / nombre).exists():
            shutil.copyfile(carpeta / nombre, destino / nombre)
    return destino / ARCHIVO


def recover(carpeta: Path, trabajo: Path) -> set[Clave] | None:
    """Lo que ``.recover`` de SQLite saca a su tabla ``eventos``; ``None`` si este ``sqlite3`` no sabe hacerlo
    (el de Debian 12, 3.40.1, no tiene ``sqlite_dbpage`` y su ``.recover`` dice «SQL logic error» siempre)."""
    copia = _copia(carpeta, trabajo / "recover")
    hecho = subprocess.run(["sqlite3", str(copia), ".recover"], capture_output=True, timeout=60)
    if b"SQL logic error" in hecho.stderr or b"sqlite_dbpage" in hecho.stderr:
        return None
    salida = trabajo / "recuperado.sqlite3"
    subprocess.run(["sqlite3", str(salida)], input=hecho.stdout, capture_output=True, timeout=60)
    try:
        con = sqlite3.connect(salida)
        try:
            return {(p, n, _normal(d)) for p, n, d in con.execute("SELECT partida, numero, datos FROM eventos")
                    if isinstance(p, int) and isinstance(n, int)}
        finally:
            con.close()
    except sqlite3.Error:
        return set()


def sqlite_lee(carpeta: Path, trabajo: Path) -> set[Clave]:
    """Lo que SQLite lee del archivo dañado: la tabla entera hasta el primer error y, partida a partida (de las
    que vea en una u otra tabla), por su clave hasta el primer error."""
    copia = _copia(carpeta, trabajo / "sqlite")
    leidos: set[Clave] = set()

    def filas(con: sqlite3.Connection, consulta: str, *parametros: object) -> list[tuple[object, ...]]:
        vistas: list[tuple[object, ...]] = []
        try:
            for fila in con.execute(consulta, parametros):
                vistas.append(tuple(fila))
        except (sqlite3.Error, ValueError, OverflowError):
            pass
        return vistas

    try:
        con = sqlite3.connect(f"{copia.as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return leidos
    try:
        todas = filas(con, "SELECT partida, numero, datos FROM eventos")
        ids = {f[0] for f in todas} | {f[0] for f in filas(con, "SELECT id FROM partidas")}
        for ident in ids:
            todas += filas(con, "SELECT partida, numero, datos FROM eventos WHERE partida = ? ORDER BY numero", ident)
        leidos = {(p, n, _normal(d)) for p, n, d in todas if isinstance(p, int) and isinstance(n, int)}
    finally:
        con.close()
    return leidos


def _varint(n: int) -> bytes:
    trozos = [n & 0x7F]
    n >>= 7
    while n:
        trozos.append(0x80 | (n & 0x7F))
        n >>= 7
    return bytes(reversed(trozos))


def _entero(n: int) -> tuple[int, bytes]:
    if n in (0, 1):
        return 8 + n, b""
    for tipo, tam in ((1, 1), (2, 2), (3, 3), (4, 4), (5, 6), (6, 8)):
        if -(1 << (8 * tam - 1)) <= n < 1 << (8 * tam - 1):
            return tipo, n.to_bytes(tam, "big", signed=True)
    raise ValueError(n)


def registro(partida: int, numero: int, datos: str) -> bytes:
    """El registro de SQLite de un evento, tal como va en su celda."""
    texto = datos.encode("utf-8")
    (tp, vp), (tn, vn) = _entero(partida), _entero(numero)
    tipos = bytes([tp, tn]) + _varint(13 + 2 * len(texto))
    return _varint(1 + len(tipos)) + tipos + vp + vn + texto


def legibles(carpeta: Path, verdad: dict[tuple[int, int], str]) -> set[Clave]:
    """Los eventos del almacén sano cuyo registro (clave y texto) sigue entero en algún sitio del archivo dañado
    o de su ``-wal`` (aunque sea en el espacio libre de una página)."""
    crudo = b"".join((carpeta / n).read_bytes() for n in (ARCHIVO, WAL) if (carpeta / n).exists())
    return {(p, n, _normal(d)) for (p, n), d in verdad.items() if registro(p, n, d) in crudo}


def probar(base: Path, dano: str, semilla: int, con_recover: bool = True) -> Resultado:
    """Daña una copia de ``base`` con ``dano`` y la semilla, la repara y la compara con ``.recover``."""
    guardados = len(verdad_de_base(base))
    with tempfile.TemporaryDirectory(prefix="planilla-corpus-") as temporal:
        trabajo = Path(temporal)
        carpeta = trabajo / "datos"
        carpeta.mkdir()
        for nombre in (ARCHIVO, WAL):
            shutil.copyfile(base / nombre, carpeta / nombre)
        DANOS[dano](carpeta, random.Random(f"{dano}-{semilla}"))
        resultado = Resultado(dano, semilla, guardados)
        if con_recover:
            resultado.recover = recover(carpeta, trabajo)
        resultado.sqlite = sqlite_lee(carpeta, trabajo)
        resultado.legibles = legibles(carpeta, verdad_de_base(base))
        try:
            informe = reparar(carpeta)
        except ErrorAlmacen as e:
            resultado.error = str(e)
            return resultado
        except Exception as e:
            resultado.error = f"{type(e).__name__}: {e}"
            return resultado
        resultado.informe_eventos = informe.eventos
        resultado.informe_perdidos = informe.eventos_perdidos
        resultado.al_menos = informe.sin_contar
        resultado.recuperados = eventos_de(carpeta / ARCHIVO)
    return resultado


_BASE: dict[Path, dict[tuple[int, int], str]] = {}


def verdad_de_base(base: Path) -> dict[tuple[int, int], str]:
    """Los eventos del almacén sano, (partida, número) → datos tal como se guardaron."""
    if base not in _BASE:
        with tempfile.TemporaryDirectory() as temporal:
            ruta = _copia(base, Path(temporal) / "base")
            con = sqlite3.connect(ruta)
            try:
                _BASE[base] = {(p, n): d for p, n, d in con.execute("SELECT partida, numero, datos FROM eventos")}
            finally:
                con.close()
    return _BASE[base]
