"""Almacén de partidas en SQLite: cada evento en su propia transacción (WAL, ``synchronous=FULL``).

``anadir`` vuelve solo cuando el evento está confirmado en disco, así que cerrar de golpe no pierde nada
de lo que la interfaz ya ha mostrado. Los relojes de la partida, si los lleva, se mueven con cada evento
(``relojes.Movimiento``) y su foto va en la misma transacción. Un archivo dañado o ajeno se aparta como
copia y se empieza otro.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES, version_de
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.modalidades import (
    EventoPartida,
    InicioPartida,
    Partida,
    a_dict_evento,
    crear,
    leer_evento,
    modalidad,
    rehacer,
)
from app_planilla.nucleo.registro.registro import Anotado
from app_planilla.nucleo.relojes import ConfigReloj, EstadoRelojes, Relojes, mover

ARCHIVO = "planilla.sqlite3"


class ErrorAlmacen(ErrorPlanilla):
    """No se puede leer o escribir en el almacén de partidas."""


class _Conflicto(ErrorAlmacen):
    """Choque de claves: el evento ya existe o la partida no."""


class _Apartable(Exception):
    """El archivo no es un almacén de Planilla utilizable: hay que apartarlo."""


def _ahora() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


@dataclass(frozen=True)
class ResumenPartida:
    """Una fila de la lista «Partidas»."""

    id: int
    participantes: tuple[str, ...]
    creada: str
    actualizada: str
    terminada: bool
    eventos: int
    modalidad: str = "clasica"
    """``clasica``, ``duplicada``, ``tantrix`` o ``cuatro_letras``."""


@dataclass
class PartidaGuardada:
    """Una partida abierta cuyo ``planilla.guardar`` escribe en el almacén."""

    id: int
    planilla: Partida
    """``Planilla``, ``PlanillaDuplicada``, ``PlanillaTantrix`` o ``PlanillaCuatroLetras``, según la modalidad."""
    relojes: Relojes | None = None
    """Los relojes en marcha de la partida (los pone quien los muestra); con ellos, cada evento los mueve y
    guarda su foto en su misma transacción."""
    hora: Callable[[], float] = time.time
    """Hora de pared de las fotos: para saber cuánto pasó entre un cierre brusco y la vuelta."""


class Almacen:
    """Partidas guardadas en ``carpeta/planilla.sqlite3``."""

    def __init__(self, carpeta: str | Path, *, ahora: Callable[[], str] = _ahora, espera: float = 10.0) -> None:
        self.carpeta = Path(carpeta)
        self._espera = espera
        """Segundos que se espera a que otro proceso suelte el archivo."""
        self.ruta = self.carpeta / ARCHIVO
        self._ahora = ahora
        self.aviso: str | None = None
        """Texto para la interfaz si el archivo anterior estaba dañado y se apartó."""
        self.apartado: Path | None = None
        try:
            self.carpeta.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ErrorAlmacen(f"No se puede crear la carpeta de datos «{self.carpeta}»: {e.strerror}.") from None
        try:
            self._con = self._abrir()
        except _Apartable as motivo:
            self.apartado = self._apartar()
            self.aviso = (
                f"El archivo de partidas {motivo}. Se ha guardado aparte como «{self.apartado.name}» "
                "y se ha empezado un archivo nuevo; las partidas anteriores no se han borrado."
            )
            self._con = self._abrir()

    # -------------------------------------------------------------- apertura

    def _abrir(self) -> sqlite3.Connection:
        try:
            con = sqlite3.connect(self.ruta, isolation_level=None, timeout=self._espera)
        except sqlite3.Error as e:
            raise ErrorAlmacen(f"No se puede abrir «{self.ruta}»: {e}.") from None
        try:
            self._comprobar(con)
            con.execute("PRAGMA journal_mode=WAL")
            con.execute("PRAGMA synchronous=FULL")
            con.execute("PRAGMA foreign_keys=ON")
            self._migrar(con)
        except sqlite3.DatabaseError as e:
            con.close()
            # Solo un archivo roto se aparta; bloqueado, sin permiso o disco lleno no es daño.
            if e.sqlite_errorname.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
                raise _Apartable("estaba dañado") from None
            raise ErrorAlmacen(f"No se puede abrir el archivo de partidas «{self.ruta}»: {e}.") from None
        except BaseException:
            con.close()
            raise
        return con

    @staticmethod
    def _comprobar(con: sqlite3.Connection) -> None:
        # Solo lecturas antes de decidir: un archivo ajeno no se toca.
        app = con.execute("PRAGMA application_id").fetchone()[0]
        tablas = con.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app == 0 and tablas == 0:
            return
        if app != ID_APLICACION:
            raise _Apartable("no es de Planilla")
        if con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise _Apartable("estaba dañado")
        if version_de(con) > len(MIGRACIONES):
            raise _Apartable("es de una versión más nueva de Planilla")

    @staticmethod
    def _migrar(con: sqlite3.Connection) -> None:
        """Aplica en orden las migraciones que falten, cada una en su transacción."""
        if con.execute("PRAGMA application_id").fetchone()[0] == 0:
            con.execute(f"PRAGMA application_id={ID_APLICACION}")
        for numero, migracion in enumerate(MIGRACIONES, start=1):
            if version_de(con) >= numero:
                continue
            con.execute("BEGIN IMMEDIATE")
            try:
                migracion(con)
                con.execute("UPDATE version SET numero = ?", (numero,))
                con.execute("COMMIT")
            except BaseException:
                con.execute("ROLLBACK")
                raise

    def _apartar(self) -> Path:
        marca = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        destino = self.carpeta / f"planilla-apartada-{marca}.sqlite3"
        n = 2
        while destino.exists():
            destino = self.carpeta / f"planilla-apartada-{marca}-{n}.sqlite3"
            n += 1
        try:
            self.ruta.rename(destino)
            for sufijo in ("-wal", "-shm"):
                compañero = self.ruta.with_name(self.ruta.name + sufijo)
                if compañero.exists():
                    compañero.rename(destino.with_name(destino.name + sufijo))
        except OSError as e:
            raise ErrorAlmacen(f"El archivo de partidas está dañado y no se puede apartar: {e.strerror}.") from None
        return destino

    def cerrar(self) -> None:
        self._con.close()

    def __enter__(self) -> Almacen:
        return self

    def __exit__(self, *_: object) -> None:
        self.cerrar()

    @contextmanager
    def _transaccion(self) -> Iterator[sqlite3.Connection]:
        con = self._con
        try:
            con.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise ErrorAlmacen(f"No se puede escribir en el archivo de partidas: {e}.") from None
        try:
            yield con
            con.execute("COMMIT")
        except BaseException as e:
            if con.in_transaction:
                try:
                    con.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            if isinstance(e, sqlite3.IntegrityError):
                raise _Conflicto(str(e)) from None
            if isinstance(e, sqlite3.Error):
                raise ErrorAlmacen(f"No se ha podido guardar en el archivo de partidas: {e}.") from None
            raise

    # -------------------------------------------------------------- partidas

    @property
    def version(self) -> int:
        return version_de(self._con)

    def crear(self, inicio: InicioPartida) -> PartidaGuardada:
        """Partida nueva (de cualquier modalidad) a partir de su evento de inicio, comprobado antes de guardar."""
        planilla = crear(inicio)
        ident = self._insertar(planilla)
        return self._enganchar(ident, planilla)

    def importar(self, planilla: Partida) -> int:
        """Guarda una planilla entera (ya comprobada) en una sola transacción."""
        return self._insertar(planilla)

    def _insertar(self, planilla: Partida) -> int:
        ahora = self._ahora()
        nombres = json.dumps(list(planilla.nombres), ensure_ascii=False)
        with self._transaccion() as con:
            cursor = con.execute(
                "INSERT INTO partidas(creada, actualizada, terminada, participantes, modalidad)"
                " VALUES (?, ?, ?, ?, ?)",
                (ahora, ahora, int(planilla.terminada), nombres, modalidad(planilla)),
            )
            ident = cursor.lastrowid
            assert ident is not None
            con.executemany(
                "INSERT INTO eventos(partida, numero, datos) VALUES (?, ?, ?)",
                ((ident, n, _json(e)) for n, e in enumerate(planilla.eventos)),
            )
        return ident

    def anadir(
        self,
        partida: int,
        eventos: Sequence[tuple[int, EventoPartida]],
        terminada: bool,
        fotos: Sequence[tuple[int, EstadoRelojes]] = (),
        tomadas: float = 0.0,
    ) -> None:
        """Escribe los eventos (número, evento) y las fotos de los relojes que los acompañan en una sola
        transacción; vuelve cuando está confirmada."""
        try:
            with self._transaccion() as con:
                con.executemany(
                    "INSERT INTO eventos(partida, numero, datos) VALUES (?, ?, ?)",
                    ((partida, numero, _json(evento)) for numero, evento in eventos),
                )
                con.execute(
                    "UPDATE partidas SET actualizada = ?, terminada = ? WHERE id = ?",
                    (self._ahora(), int(terminada), partida),
                )
                self._fotos(con, partida, fotos, tomadas)
        except _Conflicto as e:
            if "FOREIGN KEY" in str(e):
                raise ErrorAlmacen(f"La partida {partida} ya no existe.") from None
            raise ErrorAlmacen(
                f"La partida {partida} ha cambiado en otra ventana: vuelve a abrirla para seguir."
            ) from None

    def _enganchar(self, ident: int, planilla: Partida) -> PartidaGuardada:
        partida = PartidaGuardada(ident, planilla)

        def guardar(anotados: Sequence[Anotado[EventoPartida]], terminada: bool) -> None:
            eventos = [(a.numero, a.evento) for a in anotados]
            relojes = partida.relojes
            if relojes is None:
                self.anadir(ident, eventos, terminada)
                return
            # La foto de justo antes (a ella vuelve deshacer) y la de después, con el evento.
            antes = relojes.estado()
            for a in anotados:
                mover(relojes, a.relojes, lambda numero: self._foto_antes_de(ident, numero))
            fotos = [(anotados[0].numero - 1, antes), (anotados[-1].numero, relojes.estado())]
            try:
                self.anadir(ident, eventos, terminada, fotos, partida.hora())
            except BaseException:
                relojes.restaurar(antes)
                raise

        planilla.guardar = guardar
        return partida

    def abrir(self, partida: int) -> PartidaGuardada:
        """Rehace la partida repasando sus eventos; lo que se haga después se guarda en ella."""
        return self._enganchar(partida, self.cargar(partida))

    def cargar(self, partida: int) -> Partida:
        """La planilla (clásica o duplicada) de una partida guardada, sin enganchar al almacén."""
        try:
            filas = self._con.execute(
                "SELECT numero, datos FROM eventos WHERE partida = ? ORDER BY numero", (partida,)
            ).fetchall()
        except sqlite3.Error as e:
            raise ErrorAlmacen(f"No se puede leer la partida {partida}: {e}.") from None
        if not filas:
            raise ErrorAlmacen(f"No existe la partida {partida}.")
        eventos = []
        for esperado, (numero, datos) in enumerate(filas):
            if numero != esperado:
                raise ErrorAlmacen(f"A la partida {partida} le falta el evento {esperado}.")
            try:
                eventos.append(leer_evento(json.loads(datos)))
            except (ValueError, RecursionError) as e:
                raise ErrorAlmacen(f"El evento {numero} de la partida {partida} está dañado: {e}") from None
        try:
            return rehacer(eventos, leidos=True)
        except ErrorPlanilla as e:
            raise ErrorAlmacen(f"La partida {partida} no se puede rehacer: {e}") from None

    def partidas(self) -> list[ResumenPartida]:
        """Todas las partidas, la más reciente primero."""
        filas = self._con.execute(
            "SELECT p.id, p.participantes, p.creada, p.actualizada, p.terminada,"
            " (SELECT count(*) FROM eventos e WHERE e.partida = p.id), p.modalidad"
            " FROM partidas p ORDER BY p.actualizada DESC, p.id DESC"
        ).fetchall()
        return [ResumenPartida(i, _nombres(n), c, a, bool(t), e, m) for i, n, c, a, t, e, m in filas]

    def mas_reciente(self) -> int | None:
        fila = self._con.execute("SELECT id FROM partidas ORDER BY actualizada DESC, id DESC LIMIT 1").fetchone()
        return None if fila is None else int(fila[0])

    def sin_terminar(self) -> int | None:
        """La partida sin terminar más reciente: la que se reabre al arrancar."""
        fila = self._con.execute(
            "SELECT id FROM partidas WHERE terminada = 0 ORDER BY actualizada DESC, id DESC LIMIT 1"
        ).fetchone()
        return None if fila is None else int(fila[0])

    def duplicar(self, partida: int) -> int:
        """Copia una partida con todos sus eventos (para seguirla por otro camino) y sus relojes."""
        nueva = self._insertar(self.cargar(partida))
        config = self.config_relojes(partida)
        foto = self.foto_relojes(partida)
        if config is not None:
            self.poner_relojes(nueva, config)
            if foto is not None:
                numero = len(self.cargar(nueva).eventos) - 1
                self.guardar_foto_relojes(nueva, numero, foto[0], foto[1])
        return nueva

    # -------------------------------------------------------------- relojes

    def poner_relojes(self, partida: int, config: ConfigReloj | None) -> None:
        """Guarda con qué relojes se juega la partida (``None`` = sin reloj)."""
        with self._transaccion() as con:
            if config is None:
                con.execute("DELETE FROM relojes WHERE partida = ?", (partida,))
                con.execute("DELETE FROM fotos_relojes WHERE partida = ?", (partida,))
            else:
                con.execute(
                    "INSERT OR REPLACE INTO relojes(partida, config) VALUES (?, ?)",
                    (partida, json.dumps(config.a_dict())),
                )

    def config_relojes(self, partida: int) -> ConfigReloj | None:
        fila = self._con.execute("SELECT config FROM relojes WHERE partida = ?", (partida,)).fetchone()
        if fila is None:
            return None
        try:
            return ConfigReloj.desde_dict(json.loads(fila[0]))
        except (ValueError, ErrorPlanilla):
            return None  # una configuración dañada no impide abrir la partida: se juega sin reloj

    def guardar_foto_relojes(self, partida: int, numero: int, estado: EstadoRelojes, tomada: float) -> None:
        """La foto de los relojes tras el evento ``numero`` (la sustituye si ya había una): pulsar o pausar a
        mano, o cerrar la ventana."""
        with self._transaccion() as con:
            self._fotos(con, partida, [(numero, estado)], tomada)

    @staticmethod
    def _fotos(con: sqlite3.Connection, partida: int, fotos: Sequence[tuple[int, EstadoRelojes]], tomada: float
               ) -> None:
        con.executemany(
            "INSERT OR REPLACE INTO fotos_relojes(partida, numero, estado, tomada) VALUES (?, ?, ?, ?)",
            ((partida, numero, json.dumps(estado.a_dict()), tomada) for numero, estado in fotos if numero >= 0),
        )

    def _foto_antes_de(self, partida: int, numero: int) -> EstadoRelojes | None:
        foto = self.foto_relojes(partida, antes_de=numero)
        return foto[0] if foto is not None else None

    def foto_relojes(self, partida: int, antes_de: int | None = None) -> tuple[EstadoRelojes, float] | None:
        """La última foto (o la última anterior al evento ``antes_de``) y cuándo se tomó."""
        consulta = "SELECT estado, tomada FROM fotos_relojes WHERE partida = ?"
        parametros: tuple[int, ...] = (partida,)
        if antes_de is not None:
            consulta += " AND numero < ?"
            parametros += (antes_de,)
        fila = self._con.execute(consulta + " ORDER BY numero DESC LIMIT 1", parametros).fetchone()
        if fila is None:
            return None
        try:
            return EstadoRelojes.desde_dict(json.loads(fila[0])), float(fila[1])
        except (ValueError, ErrorPlanilla):
            return None

    def borrar(self, partida: int) -> None:
        with self._transaccion() as con:
            con.execute("DELETE FROM fotos_relojes WHERE partida = ?", (partida,))
            con.execute("DELETE FROM relojes WHERE partida = ?", (partida,))
            con.execute("DELETE FROM eventos WHERE partida = ?", (partida,))
            cursor = con.execute("DELETE FROM partidas WHERE id = ?", (partida,))
            if cursor.rowcount != 1:
                raise ErrorAlmacen(f"No existe la partida {partida}.")


def _json(evento: EventoPartida) -> str:
    return json.dumps(a_dict_evento(evento), ensure_ascii=False, separators=(",", ":"))


def _nombres(texto: str) -> tuple[str, ...]:
    try:
        valor = json.loads(texto)
    except ValueError:
        return ()
    return tuple(str(n) for n in valor) if isinstance(valor, list) else ()
