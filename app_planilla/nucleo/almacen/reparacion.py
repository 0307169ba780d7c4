"""Reparar un almacén dañado: cada partida se recupera hasta su primer evento ilegible o inválido.

Se lee el archivo dañado sin escribir en él, se escribe uno nuevo en un temporal de la misma carpeta con
todo lo recuperado (mismos números de partida, sus relojes y las fotos de los eventos que quedan) y solo
entonces el nuevo ocupa su sitio; el dañado (con su ``-wal``) se queda al lado como
``planilla-danada-FECHA.sqlite3``. Una partida que se corta antes de su último evento queda marcada como
incompleta.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app_planilla.nucleo.almacen.almacen import Almacen, ErrorAlmacen
from app_planilla.nucleo.almacen.archivos import ARCHIVO, nombre_libre
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.modalidades import EventoPartida, Partida, leer_evento, rehacer


@dataclass(frozen=True)
class InformeReparacion:
    """Qué se recuperó y qué se perdió."""

    partidas: int
    """Partidas recuperadas (al menos su inicio)."""
    incompletas: int
    """De ellas, las que se cortan antes de su último evento."""
    partidas_perdidas: int
    """Partidas de las que no se pudo leer ni el inicio."""
    eventos: int
    eventos_perdidos: int
    """Los eventos perdidos que se saben (una página ilegible puede esconder más: ver ``sin_contar``)."""
    sin_contar: bool
    """Hubo partes ilegibles cuyos eventos no se pueden contar."""
    apartado: Path
    """El archivo dañado, guardado al lado."""

    def texto(self) -> str:
        perdidos = str(self.eventos_perdidos)
        if self.sin_contar:
            perdidos = _("{n} o más").format(n=perdidos)
        return _(
            "Se han recuperado {partidas} partidas ({incompletas} incompletas) con {eventos} eventos; se han "
            "perdido {partidas_perdidas} partidas y {perdidos} eventos. El archivo dañado se ha guardado aparte "
            "como «{apartado}»."
        ).format(
            partidas=self.partidas,
            incompletas=self.incompletas,
            eventos=self.eventos,
            partidas_perdidas=self.partidas_perdidas,
            perdidos=perdidos,
            apartado=self.apartado.name,
        )


@dataclass
class _Recuperada:
    id: int
    fila: dict[str, Any]
    planilla: Partida
    incompleta: bool


def reparar(carpeta: str | Path, *, ahora: Callable[[], datetime] = lambda: datetime.now(UTC)) -> InformeReparacion:
    """Repara el almacén de ``carpeta`` (dañado o no: uno sano se copia entero)."""
    carpeta = Path(carpeta)
    ruta = carpeta / ARCHIVO
    if not ruta.is_file():
        raise ErrorAlmacen(_("No hay ningún archivo de partidas que reparar en «{carpeta}».").format(carpeta=carpeta))
    lector = _Lector(ruta)
    try:
        recuperadas, informe = lector.recuperar()
        relojes, fotos = lector.relojes(recuperadas)
    finally:
        lector.cerrar()
    marca = ahora().strftime("%Y%m%d-%H%M%S")
    apartado = nombre_libre(carpeta, f"planilla-danada-{marca}")
    try:
        with tempfile.TemporaryDirectory(prefix=".planilla-reparada-", dir=carpeta) as temporal:
            nuevo = Path(temporal)
            _escribir(nuevo, recuperadas, relojes, fotos)
            _sustituir(ruta, nuevo / ARCHIVO, apartado)
    except OSError as e:
        raise ErrorAlmacen(
            _("No se ha podido reparar el archivo de partidas: {error}. No se ha cambiado nada.").format(
                error=e.strerror or e
            )
        ) from None
    return InformeReparacion(
        partidas=len(recuperadas),
        incompletas=sum(r.incompleta for r in recuperadas),
        partidas_perdidas=informe.partidas_perdidas,
        eventos=sum(len(r.planilla.eventos) for r in recuperadas),
        eventos_perdidos=informe.eventos_perdidos,
        sin_contar=informe.sin_contar,
        apartado=apartado,
    )


@dataclass
class _Cuenta:
    partidas_perdidas: int = 0
    eventos_perdidos: int = 0
    sin_contar: bool = False


class _Lector:
    """Lee lo que se pueda del archivo dañado, sin escribir nada en él, con lo que guarde su ``-wal``."""

    def __init__(self, ruta: Path) -> None:
        self.cuenta = _Cuenta()
        try:
            self.con = sqlite3.connect(f"{ruta.absolute().as_uri()}?mode=ro", uri=True, isolation_level=None)
            self.con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error:
            # Ni la cabecera se lee (o no se puede abrir junto a su -wal): no hay nada que recuperar.
            self.con = sqlite3.connect(":memory:", isolation_level=None)
            self.cuenta.sin_contar = True

    def cerrar(self) -> None:
        self.con.close()

    def _filas(self, consulta: str, parametros: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        """Las filas que se lean hasta el primer error (la página dañada corta ahí)."""
        return self._filas_y_corte(consulta, parametros)[0]

    def _filas_y_corte(self, consulta: str, parametros: tuple[Any, ...] = ()) -> tuple[list[sqlite3.Row], bool]:
        """Las filas leídas y si un error cortó la lectura."""
        filas: list[sqlite3.Row] = []
        try:
            cursor = self.con.execute(consulta, parametros)
            cursor.row_factory = sqlite3.Row
            for fila in cursor:
                filas.append(fila)
        except sqlite3.Error:
            self.cuenta.sin_contar = True
            return filas, True
        return filas, False

    def recuperar(self) -> tuple[list[_Recuperada], _Cuenta]:
        filas = {int(f["id"]): dict(f) for f in self._filas("SELECT * FROM partidas ORDER BY id")}
        # Las partidas cuya fila se perdió se buscan también por sus eventos.
        ids = set(filas) | {int(f[0]) for f in self._filas("SELECT DISTINCT partida FROM eventos")}
        recuperadas = []
        for ident in sorted(ids):
            r = self._partida(ident, filas.get(ident, {}))
            if r is None:
                self.cuenta.partidas_perdidas += 1
            else:
                recuperadas.append(r)
        return recuperadas, self.cuenta

    def _partida(self, ident: int, fila: dict[str, Any]) -> _Recuperada | None:
        filas, cortada = self._filas_y_corte(
            "SELECT numero, datos FROM eventos WHERE partida = ? ORDER BY numero", (ident,)
        )
        eventos: list[EventoPartida] = []
        for esperado, f in enumerate(filas):
            try:
                if f["numero"] != esperado:
                    raise ValueError("falta un evento")
                eventos.append(leer_evento(json.loads(f["datos"])))
            except (ValueError, TypeError, RecursionError):
                cortada = True
                break
        planilla = _prefijo_valido(eventos)
        recuperados = 0 if planilla is None else len(planilla.eventos)
        guardados = self._cuantos(ident)
        if guardados is None:
            # Ni el último número se lee: se sabe que se perdió algo, no cuánto.
            self.cuenta.sin_contar = True
            guardados = max(len(filas), recuperados)
        self.cuenta.eventos_perdidos += max(guardados - recuperados, 0)
        if planilla is None:
            return None
        incompleta = cortada or recuperados < guardados or bool(fila.get("incompleta"))
        return _Recuperada(ident, fila, planilla, incompleta)

    def _cuantos(self, ident: int) -> int | None:
        """Cuántos eventos tenía la partida según el último número que se lea."""
        try:
            fila = self.con.execute("SELECT max(numero) FROM eventos WHERE partida = ?", (ident,)).fetchone()
        except sqlite3.Error:
            return None
        return None if fila[0] is None else int(fila[0]) + 1

    def relojes(self, recuperadas: list[_Recuperada]) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
        """Configuración de los relojes y fotos de los eventos que quedan (el esquema antiguo no tiene)."""
        if not self._filas("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'relojes'"):
            # Antes de la migración 4 no había relojes: no es una parte ilegible (no cuenta como «o más»).
            return [], []
        ultimos = {r.id: len(r.planilla.eventos) - 1 for r in recuperadas}
        relojes = [
            (f["partida"], f["config"])
            for f in self._filas("SELECT partida, config FROM relojes ORDER BY partida")
            if f["partida"] in ultimos
        ]
        fotos = [
            (f["partida"], f["numero"], f["estado"], f["tomada"])
            for f in self._filas("SELECT partida, numero, estado, tomada FROM fotos_relojes ORDER BY partida, numero")
            if f["partida"] in ultimos and f["numero"] <= ultimos[f["partida"]]
        ]
        return relojes, fotos


def _prefijo_valido(eventos: list[EventoPartida]) -> Partida | None:
    """La planilla con el mayor número de eventos que se puede rehacer (búsqueda binaria: si los ``n`` primeros
    se rehacen, también los ``n - 1`` primeros)."""
    bien: Partida | None = None
    bajo, alto = 1, len(eventos)
    while bajo <= alto:
        medio = (bajo + alto) // 2
        try:
            bien_medio = rehacer(eventos[:medio], leidos=True)
        except (ErrorPlanilla, RecursionError):
            alto = medio - 1
        else:
            bien, bajo = bien_medio, medio + 1
    return bien


def _escribir(
    carpeta: Path,
    recuperadas: list[_Recuperada],
    relojes: list[tuple[Any, ...]],
    fotos: list[tuple[Any, ...]],
) -> None:
    """El almacén reparado, en una carpeta aparte; al cerrarse su -wal queda vacío y basta el archivo."""
    config = dict(relojes)
    with Almacen(carpeta) as nuevo:
        # En el orden de actividad que tenían, para que «la más reciente» siga siéndolo.
        for r in sorted(recuperadas, key=lambda r: (r.fila.get("orden", 0), r.fila.get("actualizada", ""), r.id)):
            nuevo.recuperar(
                r.id,
                r.planilla,
                creada=str(r.fila.get("creada", "")),
                actualizada=str(r.fila.get("actualizada", "")),
                incompleta=r.incompleta,
                relojes=config.get(r.id),
                fotos=[(n, e, t) for p, n, e, t in fotos if p == r.id],
            )


def _sustituir(ruta: Path, reparado: Path, apartado: Path) -> None:
    """El dañado se queda (con otro nombre, y su -wal) y el reparado ocupa su sitio."""
    # Un enlace duro deja el dañado con los dos nombres hasta que el reparado lo sustituye de una vez.
    try:
        os.link(ruta, apartado)
    except OSError:
        ruta.rename(apartado)  # sistema de archivos sin enlaces: queda un instante sin archivo principal
    for sufijo in ("-wal", "-shm"):
        compañero = ruta.with_name(ruta.name + sufijo)
        if compañero.exists():
            compañero.rename(apartado.with_name(apartado.name + sufijo))
    os.replace(reparado, ruta)

