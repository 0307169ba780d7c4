"""Almacén de partidas en SQLite: cada evento en su propia transacción (WAL, ``synchronous=FULL``).

``anadir`` vuelve solo cuando el evento está confirmado en disco, así que cerrar de golpe no pierde nada
de lo que la interfaz ya ha mostrado. Los relojes de la partida, si los lleva, se mueven con cada evento
(``relojes.Movimiento``) y su foto va en la misma transacción. Un archivo ajeno se aparta como copia y se
empieza otro; uno dañado no se toca (``AlmacenDanado``: lo arregla ``reparacion.reparar``) y uno de una
versión más nueva se abre solo para leer. ``solo_lectura`` abre sin escribir nada en la carpeta (disco lleno,
medio de solo lectura), con lo que guarde el ``-wal``.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from app_planilla.nucleo.almacen.archivos import ARCHIVO, es_del_almacen, nombre_libre, recoger_restos
from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES, version_de
from app_planilla.nucleo.duplicada.temporizador import EstadoTemporizador
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
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
from app_planilla.nucleo.relojes import ConfigReloj, EstadoRelojes, Momento, Relojes, id_arranque, mover

__all__ = ["ARCHIVO", "Almacen", "AlmacenDanado", "ErrorAlmacen", "PartidaGuardada", "ResumenPartida"]

ESPERA = 1.0
"""Segundos que se espera a que otro proceso suelte el archivo: más, y la ventana parecería colgada."""


PAGINAS_POR_VOLCADO = 16
"""Páginas del ``-wal`` tras las que SQLite las vuelca al archivo principal (unas pocas jugadas)."""


class ErrorAlmacen(ErrorPlanilla):
    """No se puede leer o escribir en el almacén de partidas."""


class AlmacenDanado(ErrorAlmacen):
    """El archivo de partidas está dañado: no se toca hasta repararlo (``reparacion.reparar``)."""


class _Conflicto(ErrorAlmacen):
    """Choque de claves: el evento ya existe o la partida no."""


class _Apartable(Exception):
    """El archivo no es un almacén de Planilla: hay que apartarlo."""


class _Futuro(Exception):
    """El almacén es de una versión más nueva de Planilla: se lee, no se escribe."""

    def __init__(self, version: int) -> None:
        self.version = version


def _ahora() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def hora_local(marca: str) -> datetime | None:
    """La fecha y hora locales de una marca del almacén (ISO en UTC, ``…Z``); ``None`` si no se entiende."""
    try:
        return datetime.fromisoformat(marca.replace("Z", "+00:00")).astimezone()
    except ValueError:
        return None


def _ocupado(e: sqlite3.Error) -> bool:
    return getattr(e, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))


def _danado(e: sqlite3.Error) -> bool:
    return getattr(e, "sqlite_errorname", "").startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT"))


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
    incompleta: bool = False
    """Una reparación la recuperó solo hasta su primer evento ilegible."""


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
    monotona: Callable[[], float] = time.monotonic
    """Reloj monótono de las fotos: exacto si la máquina no se reinició, aunque la hora de pared salte."""


class Almacen:
    """Partidas guardadas en ``carpeta/planilla.sqlite3``."""

    def __init__(
        self,
        carpeta: str | Path,
        *,
        ahora: Callable[[], str] = _ahora,
        espera: float = ESPERA,
        solo_lectura: bool = False,
    ) -> None:
        self.carpeta = Path(carpeta)
        self._espera = espera
        """Segundos que se espera a que otro proceso suelte el archivo."""
        self.ruta = self.carpeta / ARCHIVO
        self._ahora = ahora
        self.aviso: str | None = None
        """Texto para la interfaz: el archivo anterior era ajeno y se apartó, es de una versión más nueva o
        pueden faltar las últimas jugadas."""
        self.apartado: Path | None = None
        self.solo_lectura = solo_lectura
        self.arranque = id_arranque()
        """El arranque de la máquina, con las fotos de los relojes (ver ``relojes.transcurrido``)."""
        """Nada se escribe: lo pidió quien abre (órdenes que solo leen) o el archivo es de una versión más nueva."""
        self._por_que_no_se_escribe = _("se ha abierto solo para leer")
        if solo_lectura:
            self._con = self._abrir_para_leer()
            return
        if self.carpeta.exists() and not self.carpeta.is_dir():
            raise ErrorAlmacen(self._no_se_puede_usar(_("no es una carpeta, sino un archivo")))
        try:
            self.carpeta.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ErrorAlmacen(
                self._no_se_puede_usar(_("no se puede crear la carpeta ({error})").format(error=e.strerror))
            ) from None
        # Quien abre para escribir tiene el cerrojo de la carpeta: nadie más está reparando ni restaurando.
        recoger_restos(self.carpeta)
        try:
            self._con = self._abrir()
        except _Apartable as motivo:
            self.apartado = self._apartar()
            self.aviso = _(
                "El archivo de partidas {motivo}. Se ha guardado aparte como «{apartado}» y se ha empezado un "
                "archivo nuevo; las partidas anteriores no se han borrado."
            ).format(motivo=motivo, apartado=self.apartado.name)
            self._con = self._abrir()
        except _Futuro as futuro:
            self.solo_lectura = True
            # Una frase para el aviso y un trozo para «No se puede guardar nada: el archivo de partidas …».
            self._por_que_no_se_escribe = _("es de una versión más reciente de Planilla ({version})").format(
                version=futuro.version
            )
            self.aviso = self._texto_futuro(futuro.version)
            self._con = self._abrir_para_leer()

    # -------------------------------------------------------------- apertura

    def _no_se_puede_usar(self, motivo: str) -> str:
        return _(
            "Las partidas se guardan en la carpeta de datos «{carpeta}», pero no se pueden usar: {motivo}."
        ).format(carpeta=self.carpeta, motivo=motivo)

    @staticmethod
    def _texto_futuro(version: int) -> str:
        return _(
            "Esta carpeta la usa una versión más reciente de Planilla ({version}): sus partidas se pueden ver, "
            "exportar e imprimir, pero no cambiar. Ábrelas con esa versión."
        ).format(version=version)

    def _conectar(self, destino: str | Path, *, uri: bool = False) -> sqlite3.Connection:
        try:
            return sqlite3.connect(destino, uri=uri, isolation_level=None, timeout=self._espera)
        except sqlite3.Error as e:
            raise ErrorAlmacen(
                self._no_se_puede_usar(_("«{archivo}» no se puede abrir ({error})").format(
                    archivo=self.ruta.name, error=e
                ))
            ) from None

    def _error_al_abrir(self, e: sqlite3.Error) -> ErrorAlmacen:
        if _danado(e):
            return self._danado()
        if _ocupado(e):
            return ErrorAlmacen(self._no_se_puede_usar(_("otra Planilla la está usando y no la suelta")))
        nombre = self.ruta.name
        if self.ruta.is_dir():
            return ErrorAlmacen(self._no_se_puede_usar(_("«{archivo}» es una carpeta, no un archivo").format(
                archivo=nombre
            )))
        if self.ruta.is_symlink() and not self.ruta.exists():
            return ErrorAlmacen(
                self._no_se_puede_usar(_("«{archivo}» es un enlace a un archivo que no existe").format(archivo=nombre))
            )
        return ErrorAlmacen(
            self._no_se_puede_usar(_("no se puede abrir ni escribir «{archivo}» ({error})").format(
                archivo=nombre, error=e
            ))
        )

    def _danado(self) -> AlmacenDanado:
        return AlmacenDanado(
            _(
                "El archivo de partidas «{ruta}» está dañado y no se ha tocado. Repararlo recupera cada partida "
                "hasta su primer evento ilegible y guarda aparte el archivo dañado."
            ).format(ruta=self.ruta)
        )

    def _abrir(self) -> sqlite3.Connection:
        if self.ruta.is_dir() or (self.ruta.is_symlink() and not self.ruta.exists()):
            # Un enlace roto: SQLite crearía su destino en otra carpeta; mejor decirlo que esconder las partidas.
            raise self._error_al_abrir(sqlite3.OperationalError("unable to open database file"))
        con = self._conectar(self.ruta)
        try:
            self._comprobar(con, integridad=True)
            con.execute("PRAGMA journal_mode=WAL")
            con.execute("PRAGMA synchronous=FULL")
            # Volcados al archivo principal cada pocas páginas (no cada 1000): quien copie solo
            # «planilla.sqlite3» tras un cierre brusco pierde a lo sumo las últimas jugadas, no la partida.
            con.execute(f"PRAGMA wal_autocheckpoint={PAGINAS_POR_VOLCADO}")
            con.execute("PRAGMA foreign_keys=ON")
            self._migrar(con)
        except sqlite3.Error as e:
            con.close()
            # Bloqueado, sin permiso o disco lleno no es daño: no se aparta nada.
            raise self._error_al_abrir(e) from None
        except BaseException:
            con.close()
            raise
        return con

    def _abrir_para_leer(self) -> sqlite3.Connection:
        """Sin escribir nada junto al archivo, e incluyendo lo que guarda su ``-wal``."""
        if not self.ruta.exists() and not self.ruta.is_symlink():
            return self._en_memoria(None)  # nada guardado todavía: un almacén vacío
        try:
            con = sqlite3.connect(
                f"{self.ruta.absolute().as_uri()}?mode=ro", uri=True, isolation_level=None, timeout=self._espera
            )
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as e:
            if _danado(e) or _ocupado(e):
                raise self._error_al_abrir(e) from None
            # SQLite no puede crear su índice compartido (-shm): carpeta de solo lectura o disco lleno.
            con = self._sin_indice_compartido()
        try:
            self._comprobar(con, integridad=False)
            if version_de(con) < len(MIGRACIONES):
                # Un esquema antiguo se pone al día en una copia en memoria: el archivo no se toca.
                con = self._en_memoria(con)
        except _Futuro as futuro:
            self.aviso = self._texto_futuro(futuro.version)
        except _Apartable as motivo:
            con.close()
            raise ErrorAlmacen(
                self._no_se_puede_usar(_("el archivo de partidas {motivo}").format(motivo=motivo))
            ) from None
        except sqlite3.Error as e:
            con.close()
            raise self._error_al_abrir(e) from None
        return con

    def _en_memoria(self, origen: sqlite3.Connection | None) -> sqlite3.Connection:
        con = sqlite3.connect(":memory:", isolation_level=None)
        if origen is not None:
            origen.backup(con)
            origen.close()
        self._migrar(con)
        return con

    def _sin_indice_compartido(self) -> sqlite3.Connection:
        wal = self.ruta.with_name(self.ruta.name + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            # Hay jugadas en el -wal: se leen en una copia en la carpeta temporal.
            try:
                with tempfile.TemporaryDirectory(prefix="planilla-") as temporal:
                    copia = Path(temporal) / ARCHIVO
                    shutil.copyfile(self.ruta, copia)
                    shutil.copyfile(wal, copia.with_name(copia.name + "-wal"))
                    con = sqlite3.connect(copia, isolation_level=None)
                    try:
                        memoria = sqlite3.connect(":memory:", isolation_level=None)
                        con.backup(memoria)
                    finally:
                        con.close()
                    return memoria
            except (OSError, sqlite3.Error):
                self.aviso = _(
                    "No se ha podido leer «{archivo}» (ni copiarlo a la carpeta temporal): pueden faltar las "
                    "últimas jugadas guardadas."
                ).format(archivo=wal.name)
        # Sin -wal que leer, ``immutable`` no se salta nada.
        return self._conectar(f"{self.ruta.absolute().as_uri()}?immutable=1", uri=True)

    def _comprobar(self, con: sqlite3.Connection, *, integridad: bool) -> None:
        # Solo lecturas antes de decidir: un archivo ajeno o dañado no se toca.
        app = con.execute("PRAGMA application_id").fetchone()[0]
        tablas = con.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app == 0 and tablas == 0:
            return
        if app != ID_APLICACION:
            raise _Apartable(_("no es de Planilla"))
        if integridad and con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise self._danado()
        tiene_version = con.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'version'"
        ).fetchone()
        if tiene_version is None and tablas > 0:
            raise self._danado()  # es de Planilla y tiene tablas, pero perdió la de la versión
        try:
            version = version_de(con)
        except ValueError:
            raise self._danado() from None
        if version > len(MIGRACIONES):
            raise _Futuro(version)

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
        destino = nombre_libre(self.carpeta, f"planilla-apartada-{marca}")
        try:
            self.ruta.rename(destino)
            for sufijo in ("-wal", "-shm"):
                compañero = self.ruta.with_name(self.ruta.name + sufijo)
                if compañero.exists():
                    compañero.rename(destino.with_name(destino.name + sufijo))
        except OSError as e:
            raise ErrorAlmacen(
                _("El archivo de partidas no es de Planilla y no se puede apartar: {error}.").format(error=e.strerror)
            ) from None
        return destino

    def cerrar(self) -> None:
        # Todo al archivo principal: quien copie solo «planilla.sqlite3» (o borre el -wal) lo tiene todo.
        self._volcar("TRUNCATE")
        self._con.close()

    def _volcar(self, modo: str) -> None:
        if self.solo_lectura:
            return
        try:
            self._con.execute(f"PRAGMA wal_checkpoint({modo})").fetchone()
        except sqlite3.Error:
            pass  # otro lector lo impide ahora: lo hará el siguiente volcado o SQLite al cerrar el último

    def __enter__(self) -> Almacen:
        return self

    def __exit__(self, *_: object) -> None:
        self.cerrar()

    @contextmanager
    def _transaccion(self) -> Iterator[sqlite3.Connection]:
        con = self._con
        if self.solo_lectura:
            raise ErrorAlmacen(
                _("No se puede guardar nada: el archivo de partidas {motivo}").format(
                    motivo=self._por_que_no_se_escribe
                )
            )
        try:
            con.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            if _ocupado(e):
                raise ErrorAlmacen(
                    _(
                        "No se puede escribir en el archivo de partidas: otra Planilla está usando la carpeta "
                        "«{carpeta}». No se ha guardado nada; ciérrala y vuelve a intentarlo."
                    ).format(carpeta=self.carpeta)
                ) from None
            raise ErrorAlmacen(_("No se puede escribir en el archivo de partidas: {error}.").format(error=e)) from None
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
                raise ErrorAlmacen(_("No se ha podido guardar en el archivo de partidas: {error}.").format(
                    error=e
                )) from None
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
                "INSERT INTO partidas(creada, actualizada, terminada, participantes, modalidad, orden)"
                f" VALUES (?, ?, ?, ?, ?, {_SIGUIENTE})",
                (ahora, ahora, int(planilla.terminada), nombres, modalidad(planilla)),
            )
            ident = cursor.lastrowid
            assert ident is not None
            con.executemany(
                "INSERT INTO eventos(partida, numero, datos) VALUES (?, ?, ?)",
                ((ident, n, _json(e)) for n, e in enumerate(planilla.eventos)),
            )
        return ident

    def recuperar(
        self,
        ident: int,
        planilla: Partida,
        *,
        creada: str,
        actualizada: str,
        incompleta: bool,
        relojes: str | None,
        fotos: Sequence[tuple[int, str, float]],
    ) -> None:
        """Guarda, con su número y sus fechas, una partida que recuperó una reparación (``reparacion``)."""
        nombres = json.dumps(list(planilla.nombres), ensure_ascii=False)
        ahora = self._ahora()
        with self._transaccion() as con:
            con.execute(
                "INSERT INTO partidas(id, creada, actualizada, terminada, participantes, modalidad, orden, incompleta)"
                f" VALUES (?, ?, ?, ?, ?, ?, {_SIGUIENTE}, ?)",
                (ident, creada or ahora, actualizada or ahora, int(planilla.terminada), nombres, modalidad(planilla),
                 int(incompleta)),
            )
            con.executemany(
                "INSERT INTO eventos(partida, numero, datos) VALUES (?, ?, ?)",
                ((ident, n, _json(e)) for n, e in enumerate(planilla.eventos)),
            )
            if relojes is not None:
                con.execute("INSERT INTO relojes(partida, config) VALUES (?, ?)", (ident, relojes))
                con.executemany(
                    "INSERT INTO fotos_relojes(partida, numero, estado, tomada) VALUES (?, ?, ?, ?)",
                    ((ident, n, estado, tomada) for n, estado, tomada in fotos),
                )

    def anadir(
        self,
        partida: int,
        eventos: Sequence[tuple[int, EventoPartida]],
        terminada: bool,
        fotos: Sequence[tuple[int, EstadoRelojes]] = (),
        tomadas: float = 0.0,
        monotona: float | None = None,
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
                    f"UPDATE partidas SET actualizada = ?, terminada = ?, orden = {_SIGUIENTE} WHERE id = ?",
                    (self._ahora(), int(terminada), partida),
                )
                self._fotos(con, partida, fotos, tomadas, monotona)
            if terminada:
                # Una partida terminada queda entera en el archivo principal, no solo en el -wal.
                self._volcar("PASSIVE")
        except _Conflicto as e:
            if "FOREIGN KEY" in str(e):
                raise ErrorAlmacen(_("La partida {partida} ya no existe.").format(partida=partida)) from None
            raise ErrorAlmacen(
                _("La partida {partida} ha cambiado en otra ventana: vuelve a abrirla para seguir.").format(
                    partida=partida
                )
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
                self.anadir(ident, eventos, terminada, fotos, partida.hora(), partida.monotona())
            except BaseException:
                relojes.restaurar(antes)
                raise

        planilla.guardar = guardar
        return partida

    def abrir(self, partida: int) -> PartidaGuardada:
        """Rehace la partida repasando sus eventos; lo que se haga después se guarda en ella."""
        return self._enganchar(partida, self.cargar(partida))

    def cargar(self, partida: int) -> Partida:
        """La planilla (clásica o duplicada) de una partida guardada, sin enganchar al almacén.

        La recogida de ciclos de Python espera mientras tanto (si estaba en marcha): una sala de 200 con 4000
        papeletas crea decenas de miles de objetos que no forman ciclos, y las recogidas que eso dispara, que
        recorren también todo lo demás que vive en el proceso (la ventana entera), eran casi la mitad del tiempo
        de reabrirla."""
        pausar = gc.isenabled()
        if pausar:
            gc.disable()
        try:
            return self._cargar(partida)
        finally:
            if pausar:
                gc.enable()

    def _cargar(self, partida: int) -> Partida:
        try:
            filas = self._con.execute(
                "SELECT numero, datos FROM eventos WHERE partida = ? ORDER BY numero", (partida,)
            ).fetchall()
        except sqlite3.Error as e:
            raise ErrorAlmacen(_("No se puede leer la partida {partida}: {error}.").format(
                partida=partida, error=e
            )) from None
        if not filas:
            raise ErrorAlmacen(_("No existe la partida {partida}.").format(partida=partida))
        eventos = []
        for esperado, (numero, datos) in enumerate(filas):
            if numero != esperado:
                raise ErrorAlmacen(
                    _("A la partida {partida} le falta el evento {numero}.").format(partida=partida, numero=esperado)
                )
            try:
                eventos.append(leer_evento(json.loads(datos)))
            except (ValueError, RecursionError) as e:
                raise ErrorAlmacen(
                    _("El evento {numero} de la partida {partida} está dañado: {error}").format(
                        numero=numero, partida=partida, error=e
                    )
                ) from None
        try:
            return rehacer(eventos, leidos=True)
        except ErrorPlanilla as e:
            raise ErrorAlmacen(_("La partida {partida} no se puede rehacer: {error}").format(
                partida=partida, error=e
            )) from None

    def partidas(self) -> list[ResumenPartida]:
        """Todas las partidas, la más reciente primero."""
        filas = self._con.execute(
            "SELECT p.id, p.participantes, p.creada, p.actualizada, p.terminada,"
            " (SELECT count(*) FROM eventos e WHERE e.partida = p.id), p.modalidad, p.incompleta"
            " FROM partidas p ORDER BY p.orden DESC, p.id DESC"
        ).fetchall()
        return [
            ResumenPartida(i, _nombres(n), c, a, bool(t), e, m, bool(x)) for i, n, c, a, t, e, m, x in filas
        ]

    def mas_reciente(self) -> int | None:
        fila = self._con.execute("SELECT id FROM partidas ORDER BY orden DESC, id DESC LIMIT 1").fetchone()
        return None if fila is None else int(fila[0])

    def sin_terminar(self) -> int | None:
        """La partida sin terminar más reciente: la que se reabre al arrancar."""
        fila = self._con.execute(
            "SELECT id FROM partidas WHERE terminada = 0 ORDER BY orden DESC, id DESC LIMIT 1"
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

    def guardar_foto_relojes(
        self, partida: int, numero: int, estado: EstadoRelojes, tomada: float, monotona: float | None = None
    ) -> None:
        """La foto de los relojes tras el evento ``numero`` (la sustituye si ya había una): pulsar o pausar a
        mano, o cerrar la ventana."""
        with self._transaccion() as con:
            self._fotos(con, partida, [(numero, estado)], tomada, monotona)

    def _fotos(self, con: sqlite3.Connection, partida: int, fotos: Sequence[tuple[int, EstadoRelojes]],
               tomada: float, monotona: float | None) -> None:
        arranque = self.arranque if monotona is not None else None
        con.executemany(
            "INSERT OR REPLACE INTO fotos_relojes(partida, numero, estado, tomada, monotona, arranque)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            ((partida, numero, json.dumps(estado.a_dict()), tomada, monotona, arranque)
             for numero, estado in fotos if numero >= 0),
        )

    def momento_foto_relojes(self, partida: int) -> Momento | None:
        """Cuándo se tomó la última foto de los relojes (para el tiempo perdido tras un cierre brusco)."""
        fila = self._con.execute(
            "SELECT tomada, monotona, arranque FROM fotos_relojes WHERE partida = ? ORDER BY numero DESC LIMIT 1",
            (partida,),
        ).fetchone()
        if fila is None:
            return None
        tomada, monotona, arranque = fila
        if not isinstance(tomada, (int, float)):
            return None
        exacto = isinstance(monotona, (int, float)) and isinstance(arranque, str)
        return Momento(float(tomada), float(monotona), arranque) if exacto else Momento(float(tomada))

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

    # -------------------------------------------------------------- reloj de la ronda (duplicada)

    def guardar_temporizador(
        self, partida: int, ronda: int, estado: EstadoTemporizador, tomada: float, monotona: float | None = None
    ) -> None:
        """La foto del reloj de la ronda ``ronda`` (sustituye a la anterior): cada vez que arranca, se para,
        vuelve a empezar o cambia de duración. ``tomada`` es la hora de pared y ``monotona`` el reloj monótono
        (con el arranque de la máquina), como en las fotos de los relojes."""
        arranque = self.arranque if monotona is not None else None
        with self._transaccion() as con:
            con.execute(
                "INSERT OR REPLACE INTO temporizadores(partida, ronda, estado, tomada, monotona, arranque)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (partida, ronda, json.dumps(estado.a_dict()), tomada, monotona, arranque),
            )

    def temporizador(self, partida: int) -> tuple[int, EstadoTemporizador, Momento] | None:
        """La última foto del reloj de la ronda: su ronda, el estado y cuándo se tomó (``None`` si no hay o
        está dañada: el reloj vuelve entonces al principio)."""
        fila = self._con.execute(
            "SELECT ronda, estado, tomada, monotona, arranque FROM temporizadores WHERE partida = ?", (partida,)
        ).fetchone()
        if fila is None:
            return None
        try:
            ronda, estado, pared = int(fila[0]), EstadoTemporizador.desde_dict(json.loads(fila[1])), float(fila[2])
        except (ValueError, TypeError, ErrorPlanilla):
            return None
        monotona, arranque = fila[3], fila[4]
        if isinstance(monotona, (int, float)) and isinstance(arranque, str):
            return ronda, estado, Momento(pared, float(monotona), arranque)
        return ronda, estado, Momento(pared)

    # -------------------------------------------------------------- copias

    def respaldar(self, destino: str | Path, *, reemplazar: bool = False) -> Path:
        """Copia coherente en un solo archivo (la API de copia de SQLite, con lo que guarde el -wal).

        Se escribe en un temporal junto al destino y se renombra: un fallo no deja una copia a medias.
        """
        ruta = Path(destino).expanduser()
        if es_del_almacen(ruta, self.carpeta):
            raise ErrorAlmacen(_("«{ruta}» es un archivo del propio almacén: la copia va en otro archivo.").format(
                ruta=ruta
            ))
        if ruta.is_dir():
            raise ErrorAlmacen(_("«{ruta}» es una carpeta: indica el nombre del archivo de la copia.").format(
                ruta=ruta
            ))
        if ruta.exists() and not reemplazar:
            raise ErrorAlmacen(_("«{ruta}» ya existe: elige otro nombre o pide reemplazarlo.").format(ruta=ruta))
        temporal: Path | None = None
        try:
            fd, nombre = tempfile.mkstemp(prefix=f".{ruta.name}.", suffix=".tmp", dir=ruta.parent)
            os.close(fd)
            temporal = Path(nombre)
            copia = sqlite3.connect(temporal, isolation_level=None)
            try:
                self._con.backup(copia)
                # Un solo archivo que se basta: sin -wal que acompañarlo.
                copia.execute("PRAGMA journal_mode=DELETE")
            finally:
                copia.close()
            os.replace(temporal, ruta)
        except (OSError, sqlite3.Error) as e:
            if temporal is not None:
                temporal.unlink(missing_ok=True)
            motivo = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            raise ErrorAlmacen(
                _("No se ha podido escribir la copia en «{ruta}»: {motivo}.").format(ruta=ruta, motivo=motivo)
            ) from None
        return ruta

    def restaurar(self, copia: str | Path) -> Path:
        """Pone la copia ``copia`` en lugar de las partidas de ahora, que se guardan antes con fecha en la
        carpeta de datos (devuelve dónde).

        La copia se comprueba entera en un temporal (abrirla, ponerla al día, ``integrity_check``, rehacer cada
        partida, claves ajenas) antes de tocar nada: si algo falla, las partidas de ahora siguen intactas."""
        if self.solo_lectura:
            raise ErrorAlmacen(
                _("No se puede restaurar: el archivo de partidas {motivo}").format(motivo=self._por_que_no_se_escribe)
            )
        ruta = Path(copia).expanduser()
        if es_del_almacen(ruta, self.carpeta):
            raise ErrorAlmacen(_("«{copia}» es el propio archivo de partidas, no una copia.").format(copia=ruta))
        if not ruta.is_file():
            raise ErrorAlmacen(_("«{copia}» no existe o no es un archivo.").format(copia=ruta))
        try:
            temporal = tempfile.TemporaryDirectory(prefix="planilla-restaurando-", ignore_cleanup_errors=True)
        except OSError as e:
            raise ErrorAlmacen(self._sin_temporal(e.strerror or str(e))) from None
        with temporal as carpeta_temporal:
            probada = self._probar_copia(ruta, Path(carpeta_temporal) / ARCHIVO)
            try:
                self._mismo_tamano_de_pagina(probada)
                marca = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
                anterior = nombre_libre(self.carpeta, f"planilla-antes-de-restaurar-{marca}")
                self.respaldar(anterior)
                try:
                    # La copia ya al día entra en una sola transacción sobre el archivo abierto (y su -wal).
                    probada.backup(self._con, progress=self._sin_esperar_de_mas())
                except sqlite3.Error as e:
                    if _ocupado(e):
                        raise ErrorAlmacen(
                            _("No se puede restaurar: otra Planilla está usando la carpeta «{carpeta}».").format(
                                carpeta=self.carpeta
                            )
                        ) from None
                    raise ErrorAlmacen(_("No se ha podido restaurar la copia: {error}.").format(error=e)) from None
            finally:
                probada.close()
        return anterior

    def _sin_esperar_de_mas(self) -> Callable[[int, int, int], None]:
        """Para la API de copia, que reintenta sin fin mientras otro proceso tiene el archivo: tras ``espera``
        segundos se corta como al guardar (si no, la ventana se quedaría colgada)."""
        limite = time.monotonic() + self._espera

        def progreso(estado: int, quedan: int, total: int) -> None:
            if estado in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) and time.monotonic() > limite:
                ocupado = sqlite3.OperationalError("database is locked")
                ocupado.sqlite_errorname = "SQLITE_BUSY"
                raise ocupado

        return progreso

    def _probar_copia(self, copia: Path, prueba: Path) -> sqlite3.Connection:
        """La copia pasada a ``prueba`` (un temporal), puesta al día y comprobada entera; abierta para copiarla."""
        try:
            origen = sqlite3.connect(f"{copia.absolute().as_uri()}?mode=ro", uri=True, isolation_level=None)
        except sqlite3.Error as e:
            raise ErrorAlmacen(_("«{copia}» no se puede abrir: {error}.").format(copia=copia, error=e)) from None
        try:
            if origen.execute("PRAGMA application_id").fetchone()[0] != ID_APLICACION:
                raise ErrorAlmacen(_("«{copia}» no es una copia de las partidas de Planilla.").format(copia=copia))
            if origen.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                raise ErrorAlmacen(_("«{copia}» está dañada: no se restaura.").format(copia=copia))
            con = self._temporal(origen, prueba)
        except ErrorAlmacen:
            raise
        except sqlite3.Error as e:
            raise ErrorAlmacen(_("«{copia}» no es una copia válida de las partidas: {error}").format(
                copia=copia, error=e
            )) from None
        finally:
            origen.close()
        try:
            self._comprobar_copia(copia, con)
        except BaseException:
            con.close()
            raise
        return con

    def _mismo_tamano_de_pagina(self, probada: sqlite3.Connection) -> None:
        """La API de copia no cambia el tamaño de página de un archivo en modo WAL: la copia se rehace antes con
        el del almacén (una copia hecha en otra máquina puede tenerlo distinto)."""
        tam = self._con.execute("PRAGMA page_size").fetchone()[0]
        if probada.execute("PRAGMA page_size").fetchone()[0] != tam:
            try:
                probada.execute(f"PRAGMA page_size={int(tam)}")
                probada.execute("VACUUM")
            except sqlite3.Error as e:
                raise ErrorAlmacen(self._sin_temporal(e)) from None

    @staticmethod
    def _sin_temporal(error: object) -> str:
        return _(
            "No se ha restaurado nada: la copia se comprueba antes en la carpeta temporal, y no se puede usar "
            "({error})."
        ).format(error=error)

    def _temporal(self, origen: sqlite3.Connection, prueba: Path) -> sqlite3.Connection:
        """La copia pasada al temporal; un fallo al escribirlo (disco lleno) no es culpa de la copia."""
        try:
            con = sqlite3.connect(prueba, isolation_level=None)
        except sqlite3.Error as e:
            raise ErrorAlmacen(self._sin_temporal(e)) from None
        try:
            origen.backup(con)
        except sqlite3.Error as e:
            con.close()
            if getattr(e, "sqlite_errorname", "").startswith(("SQLITE_FULL", "SQLITE_IOERR", "SQLITE_CANTOPEN")):
                raise ErrorAlmacen(self._sin_temporal(e)) from None
            raise
        return con

    def _comprobar_copia(self, copia: Path, con: sqlite3.Connection) -> None:
        reparar_antes = _(
            "Repárala antes en una copia: pon una copia de «{nombre}» con el nombre {archivo} en una carpeta "
            "vacía y usa «planilla reparar --datos CARPETA»; luego restaura el {archivo} reparado."
        ).format(nombre=copia.name, archivo=ARCHIVO)
        try:
            try:
                version = version_de(con)
            except ValueError:
                raise ErrorAlmacen(
                    _("«{copia}» no es una copia válida de las partidas: su versión no es un número.").format(
                        copia=copia
                    ) + " " + reparar_antes
                ) from None
            if version > len(MIGRACIONES):
                raise ErrorAlmacen(
                    _("«{copia}» es de una versión más reciente de Planilla ({version}).").format(
                        copia=copia, version=version
                    )
                )
            tablas = con.execute("SELECT count(*) FROM sqlite_master WHERE name != 'version'").fetchone()[0]
            if version == 0 and tablas > 0:
                # Tiene tablas pero no dice de qué versión: ponerla al día a ciegas rompería la copia.
                raise ErrorAlmacen(
                    _("«{copia}» no es una copia válida de las partidas: no dice de qué versión es.").format(
                        copia=copia
                    ) + " " + reparar_antes
                )
            try:
                self._migrar(con)
            except sqlite3.Error as e:
                if not any(t in str(e) for t in ("already exists", "duplicate column", "no such")):
                    raise ErrorAlmacen(_("No se ha podido restaurar la copia: {error}.").format(error=e)) from None
                raise ErrorAlmacen(
                    _(
                        "«{copia}» no se puede poner al día con esta versión de Planilla: dice ser de la versión "
                        "{version}, pero sus tablas no son las de esa versión ({error})."
                    ).format(copia=copia, version=version, error=e) + " " + reparar_antes
                ) from None
            if con.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                raise ErrorAlmacen(_("«{copia}» está dañada: no se restaura.").format(copia=copia))
            self._comprobar_partidas(copia, con, reparar_antes)
            ajena = con.execute("PRAGMA foreign_key_check").fetchone()
            if ajena is not None:
                raise ErrorAlmacen(
                    _(
                        "«{copia}» no es una copia válida de las partidas: su tabla «{tabla}» tiene datos de una "
                        "partida que no existe."
                    ).format(
                        copia=copia, tabla=ajena[0]
                    ) + " " + reparar_antes
                )
        except sqlite3.Error as e:
            raise ErrorAlmacen(_("«{copia}» no es una copia válida de las partidas: {error}").format(
                copia=copia, error=e
            )) from None

    @staticmethod
    def _comprobar_partidas(copia: Path, con: sqlite3.Connection, reparar_antes: str) -> None:
        """Cada partida tiene eventos, empieza en el 0, no le falta ninguno y se rehace; no hay eventos sueltos."""
        huerfana = con.execute(
            "SELECT partida FROM eventos WHERE partida NOT IN (SELECT id FROM partidas) LIMIT 1"
        ).fetchone()
        if huerfana is not None:
            raise ErrorAlmacen(
                _(
                    "«{copia}» no es una copia válida de las partidas: tiene eventos de la partida {partida}, que "
                    "no existe."
                ).format(
                    copia=copia, partida=huerfana[0]
                ) + " " + reparar_antes
            )
        for (ident,) in con.execute("SELECT id FROM partidas ORDER BY id").fetchall():
            filas = con.execute(
                "SELECT numero, datos FROM eventos WHERE partida = ? ORDER BY numero", (ident,)
            ).fetchall()
            if not filas:
                raise ErrorAlmacen(
                    _(
                        "«{copia}» no es una copia válida de las partidas: la partida {partida} no tiene ningún "
                        "evento."
                    ).format(copia=copia, partida=ident) + " " + reparar_antes
                )
            try:
                eventos = []
                for esperado, (numero, datos) in enumerate(filas):
                    if numero != esperado:
                        raise ErrorAlmacen(
                            _(
                                "«{copia}» no es una copia válida de las partidas: a la partida {partida} le falta "
                                "el evento {numero}."
                            ).format(
                                copia=copia, partida=ident, numero=esperado
                            ) + " " + reparar_antes
                        )
                    eventos.append(leer_evento(json.loads(datos)))
                rehacer(eventos, leidos=True)
            except (ErrorPlanilla, ValueError, TypeError, RecursionError) as e:
                if isinstance(e, ErrorAlmacen):
                    raise
                raise ErrorAlmacen(
                    _(
                        "«{copia}» no es una copia válida de las partidas: la partida {partida} no se puede "
                        "rehacer: {error}"
                    ).format(
                        copia=copia, partida=ident, error=e
                    ) + " " + reparar_antes
                ) from None

    def borrar(self, partida: int) -> None:
        with self._transaccion() as con:
            con.execute("DELETE FROM fotos_relojes WHERE partida = ?", (partida,))
            con.execute("DELETE FROM relojes WHERE partida = ?", (partida,))
            con.execute("DELETE FROM temporizadores WHERE partida = ?", (partida,))
            con.execute("DELETE FROM eventos WHERE partida = ?", (partida,))
            cursor = con.execute("DELETE FROM partidas WHERE id = ?", (partida,))
            if cursor.rowcount != 1:
                raise ErrorAlmacen(_("No existe la partida {partida}.").format(partida=partida))


_SIGUIENTE = "(SELECT coalesce(max(orden), 0) + 1 FROM partidas)"
"""Orden de actividad (ver la migración 5): crece siempre, aunque la hora de pared vaya hacia atrás."""


def _json(evento: EventoPartida) -> str:
    return json.dumps(a_dict_evento(evento), ensure_ascii=False, separators=(",", ":"))


def _nombres(texto: str) -> tuple[str, ...]:
    try:
        valor = json.loads(texto)
    except ValueError:
        return ()
    return tuple(str(n) for n in valor) if isinstance(valor, list) else ()
