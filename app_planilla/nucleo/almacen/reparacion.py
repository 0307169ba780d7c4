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
import struct
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app_planilla.nucleo.almacen import paginas
from app_planilla.nucleo.almacen.almacen import Almacen, ErrorAlmacen
from app_planilla.nucleo.almacen.archivos import ARCHIVO, LISTA, REPARADA, nombre_libre, sustituir
from app_planilla.nucleo.almacen.migraciones import MIGRACIONES, version_de
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
            perdidos = _("al menos {n}").format(n=perdidos)
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
    """Repara el almacén de ``carpeta`` (dañado o no: uno sano se copia entero; uno de una versión más nueva no
    se toca)."""
    carpeta = Path(carpeta)
    ruta = carpeta / ARCHIVO
    if not ruta.is_file():
        raise ErrorAlmacen(_("No hay ningún archivo de partidas que reparar en «{carpeta}».").format(carpeta=carpeta))
    _no_es_mas_nuevo(ruta)
    lector = _Lector(ruta)
    try:
        recuperadas = lector.recuperar()
        relojes, fotos = lector.relojes(recuperadas)
    finally:
        lector.cerrar()
    cuenta = lector.cuenta
    marca = ahora().strftime("%Y%m%d-%H%M%S")
    apartado = nombre_libre(carpeta, f"planilla-danada-{marca}")
    try:
        with tempfile.TemporaryDirectory(prefix=REPARADA, dir=carpeta) as temporal:
            nuevo = Path(temporal)
            _escribir(nuevo, recuperadas, relojes, fotos)
            _a_disco(nuevo / ARCHIVO)
            # La marca de que el reparado está entero: con ella, un cierre brusco durante el cambio se termina
            # en la siguiente apertura (``archivos.recoger_restos``).
            with (nuevo / LISTA).open("w", encoding="utf-8") as lista:
                lista.write(apartado.name)
                lista.flush()
                os.fsync(lista.fileno())
            sustituir(ruta, nuevo / ARCHIVO, apartado)
    except (OSError, sqlite3.Error) as e:
        error = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise ErrorAlmacen(
            _("No se ha podido reparar el archivo de partidas: {error}. No se ha cambiado nada.").format(error=error)
        ) from None
    return InformeReparacion(
        partidas=len(recuperadas),
        incompletas=sum(r.incompleta for r in recuperadas),
        partidas_perdidas=cuenta.partidas_perdidas,
        eventos=sum(len(r.planilla.eventos) for r in recuperadas),
        eventos_perdidos=cuenta.eventos_perdidos,
        sin_contar=cuenta.sin_contar,
        apartado=apartado,
    )


TABLAS = frozenset({"version", "partidas", "eventos", "relojes", "fotos_relojes", "temporizadores"})
"""Las tablas que conoce esta versión: otra, en un archivo sano, es de una versión más nueva."""


def _no_es_mas_nuevo(ruta: Path) -> None:
    """Un almacén de una versión más nueva de Planilla no se repara: se perdería lo que esta no entiende."""
    try:
        con = sqlite3.connect(f"{ruta.absolute().as_uri()}?mode=ro", uri=True, isolation_level=None)
        try:
            version = version_de(con)
            tablas = {n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            sano = con.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        finally:
            con.close()
    except (sqlite3.Error, ValueError):
        return  # ni la versión se lee: está dañado y se repara
    if version > len(MIGRACIONES):
        raise ErrorAlmacen(
            _(
                "El archivo de partidas «{ruta}» es de una versión más reciente de Planilla ({version}): no se "
                "repara ni se cambia. Ábrelo con esa versión."
            ).format(ruta=ruta, version=version)
        )
    ajenas = sorted(t for t in tablas - TABLAS if not t.startswith("sqlite_"))
    if sano and ajenas:
        raise ErrorAlmacen(
            _(
                "El archivo de partidas «{ruta}» tiene la tabla «{tabla}», que esta versión de Planilla no "
                "conoce: será de una versión más reciente. No se repara ni se cambia."
            ).format(ruta=ruta, tabla=ajenas[0])
        )


@dataclass
class _Cuenta:
    partidas_perdidas: int = 0
    eventos_perdidos: int = 0
    sin_contar: bool = False


def _entero(valor: object) -> bool:
    return isinstance(valor, int) and not isinstance(valor, bool)


class _Lector:
    """Lee lo que se pueda del archivo dañado, sin escribir nada en él, con lo que guarde su ``-wal``: página a
    página (``paginas``) y además con SQLite por claves, partida a partida, saltándose lo que falle."""

    def __init__(self, ruta: Path) -> None:
        self.cuenta = _Cuenta()
        try:
            self.lectura = paginas.leer(ruta)
        except (ValueError, IndexError, OverflowError, RecursionError, MemoryError, struct.error):
            # Un archivo que ni se deja recorrer página a página: queda lo que lea SQLite.
            self.lectura = paginas.Lectura(ilegibles=1)
        self.danado = self.lectura.ilegibles > 0
        try:
            self.con = sqlite3.connect(f"{ruta.absolute().as_uri()}?mode=ro", uri=True, isolation_level=None)
            self.con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error:
            # Ni la cabecera se lee (o no se puede abrir junto a su -wal): queda lo que se lea página a página.
            self.con = sqlite3.connect(":memory:", isolation_level=None)
            self.danado = True
            return
        try:
            if self.con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                self.danado = True
        except sqlite3.Error:
            self.danado = True

    def cerrar(self) -> None:
        self.con.close()

    def _filas(self, consulta: str, parametros: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Las filas que se lean hasta el primer error (la página dañada corta ahí)."""
        filas: list[tuple[Any, ...]] = []
        try:
            for fila in self.con.execute(consulta, parametros):
                filas.append(tuple(fila))
        except (sqlite3.Error, OverflowError, ValueError):
            self.danado = True
        return filas

    def _columnas(self, tabla: str) -> list[str]:
        return [str(f[1]) for f in self._filas(f"PRAGMA table_info({tabla})")]

    def recuperar(self) -> list[_Recuperada]:
        eventos = paginas.eventos(self.lectura)
        # Las partidas, de sus propios eventos y de las filas que SQLite lea (aunque pare en una página dañada).
        ids = {p for p, _ in eventos}
        filas = {f[0] for f in self._filas("SELECT id FROM partidas ORDER BY id") if _entero(f[0])}
        ids |= filas
        ids |= {f[0] for f in self._filas("SELECT DISTINCT partida FROM eventos") if _entero(f[0])}
        if self.danado:
            # Lo que quede en el espacio libre de las páginas, solo para partidas que se conocen (una borrada no
            # vuelve) y solo si el archivo está dañado: en uno sano no hay nada escondido que buscar.
            for clave, datos in paginas.eventos(self.lectura, tallados=True).items():
                if clave[0] in ids:
                    eventos.setdefault(clave, datos)
        columnas = self._columnas("partidas")
        recuperadas = []
        maximos: dict[int, int] = {}
        por_partida: dict[int, dict[int, str]] = {}
        for (partida, numero), datos in eventos.items():
            por_partida.setdefault(partida, {})[numero] = datos
        for ident in sorted(ids):
            propios = por_partida.setdefault(ident, {})
            # Lo que SQLite lee por la clave manda sobre lo visto en páginas sueltas (que pueden ser viejas).
            danado, self.danado = self.danado, False
            for partida, numero, datos in self._filas(
                "SELECT partida, numero, datos FROM eventos WHERE partida = ? ORDER BY numero", (ident,)
            ):
                # En un árbol dañado (una página cambiada de sitio) SQLite puede dar filas de otra partida.
                if partida == ident and _entero(numero) and numero >= 0 and isinstance(datos, str):
                    propios[numero] = datos
            # SQLite la leyó entera por su clave: no hay más eventos suyos escondidos en una página dañada.
            entera = not self.danado and 0 in propios
            ultimo = [u for (u,) in self._filas("SELECT max(numero) FROM eventos WHERE partida = ?", (ident,))
                      if _entero(u) and not self.danado]
            self.danado = self.danado or danado
            fila: dict[str, Any] = {}
            for valores in self._filas("SELECT * FROM partidas WHERE id = ?", (ident,)):
                if valores and valores[0] == ident:
                    fila = dict(zip(columnas, valores, strict=False))
                    break
            numeros = sorted(propios)
            tenia = max([*numeros, *ultimo], default=-1) + 1
            r = self._partida(ident, fila, [(n, propios[n]) for n in numeros], tenia, entera)
            # Una partida con fila o con su inicio existió; un número de partida que solo sale en un evento suelto
            # puede ser un bit cambiado: sus eventos cuentan como perdidos, pero ni la partida ni sus huecos.
            conocida = ident in filas or 0 in propios
            if conocida:
                maximos[ident] = tenia - len(numeros)  # números que faltan por debajo del último
            if r is not None:
                recuperadas.append(r)
            elif conocida:
                self.cuenta.partidas_perdidas += 1
        if self.danado:
            # Los huecos en la numeración son eventos que había y no se leen (el archivo está dañado), pero nunca
            # más de los que cabrían en lo ilegible; y puede faltar más: «al menos».
            self.cuenta.sin_contar = True
            todos = [d for propios in por_partida.values() for d in propios.values()]
            self.cuenta.eventos_perdidos += min(sum(maximos.values()), self._caben_en_lo_ilegible(todos))
        return recuperadas

    def _caben_en_lo_ilegible(self, eventos: list[str]) -> int:
        minimo = min((len(d.encode("utf-8")) + 8 for d in eventos), default=40)
        return self.lectura.ilegibles * max(self.lectura.tam_pagina // minimo, 1)

    def _partida(
        self, ident: int, fila: dict[str, Any], filas: list[tuple[int, str]], tenia: int, entera: bool
    ) -> _Recuperada | None:
        """La partida hasta su primer evento que falta, no se lee o no se rehace. ``tenia``: cuántos eventos tenía
        según el último número que se lee; ``entera``: SQLite la leyó sin tropezar."""
        eventos: list[EventoPartida] = []
        for esperado, (numero, datos) in enumerate(filas):
            if numero != esperado:
                break
            try:
                eventos.append(leer_evento(json.loads(datos)))
            except (ValueError, TypeError, RecursionError, ErrorPlanilla):
                break
        planilla = _prefijo_valido(eventos)
        recuperados = 0 if planilla is None else len(planilla.eventos)
        # Leídos y no recuperados: detrás de un hueco, ilegibles o que no se rehacen. Eso se sabe exacto.
        self.cuenta.eventos_perdidos += len(filas) - recuperados
        if planilla is None:
            return None
        # En un archivo dañado, una partida que SQLite no lee entera puede seguir en una página ilegible.
        incompleta = recuperados < tenia or (self.danado and not entera) or bool(fila.get("incompleta"))
        return _Recuperada(ident, fila, planilla, incompleta)

    def relojes(self, recuperadas: list[_Recuperada]) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
        """Configuración de los relojes y fotos de los eventos que quedan (el esquema antiguo no tiene)."""
        relojes: list[tuple[Any, ...]] = []
        fotos: list[tuple[Any, ...]] = []
        sueltos = {rowid: f[1] for _p, rowid, f in self.lectura.filas
                   if len(f) == 2 and f[0] is None and isinstance(f[1], str) and f[1].startswith("{")}
        sueltas: dict[int, dict[int, tuple[str, float]]] = {}
        for _p, registro in self.lectura.indices:
            if len(registro) not in (4, 6):
                continue
            partida, numero, estado, tomada = registro[:4]
            if (isinstance(partida, int) and isinstance(numero, int) and isinstance(estado, str)
                    and isinstance(tomada, (int, float)) and estado.startswith("{")):
                sueltas.setdefault(partida, {}).setdefault(numero, (estado, float(tomada)))
        for r in recuperadas:
            ultimo = len(r.planilla.eventos) - 1
            config = next((c for p, c in self._filas("SELECT partida, config FROM relojes WHERE partida = ?", (r.id,))
                           if p == r.id and isinstance(c, str)), sueltos.get(r.id))
            if config is None:
                continue
            relojes.append((r.id, config))
            # Una por número (una página repetida no da dos), las de SQLite antes que las sueltas.
            propias = {n: v for n, v in sueltas.get(r.id, {}).items() if 0 <= n <= ultimo}
            for partida, numero, estado, tomada in self._filas(
                "SELECT partida, numero, estado, tomada FROM fotos_relojes WHERE partida = ? AND numero <= ?",
                (r.id, ultimo),
            ):
                if (partida == r.id and _entero(numero) and 0 <= numero <= ultimo and isinstance(estado, str)
                        and isinstance(tomada, (int, float))):
                    propias[numero] = (estado, float(tomada))
            fotos.extend((r.id, n, e, t) for n, (e, t) in sorted(propias.items()))
        return relojes, fotos


def _prefijo_valido(eventos: list[EventoPartida]) -> Partida | None:
    """La planilla con el mayor número de eventos que se puede rehacer (búsqueda binaria: si los ``n`` primeros
    se rehacen, también los ``n - 1`` primeros)."""
    bien: Partida | None = None
    if eventos:
        try:
            return rehacer(eventos, leidos=True)  # lo normal: se rehace entera, y basta una vez
        except (ErrorPlanilla, RecursionError):
            pass
    bajo, alto = 1, len(eventos) - 1
    while bajo <= alto:
        medio = (bajo + alto) // 2
        try:
            bien_medio = rehacer(eventos[:medio], leidos=True)
        except (ErrorPlanilla, RecursionError):
            alto = medio - 1
        else:
            bien, bajo = bien_medio, medio + 1
    return bien


def _a_disco(ruta: Path) -> None:
    with ruta.open("rb+") as archivo:
        os.fsync(archivo.fileno())


def _texto(valor: object) -> str:
    return valor if isinstance(valor, str) else ""


def _orden(r: _Recuperada) -> tuple[int, str, int]:
    """Orden de actividad de la fila leída (una fila dañada puede traer cualquier tipo: cuenta como la primera)."""
    orden, actualizada = r.fila.get("orden"), r.fila.get("actualizada")
    return (orden if isinstance(orden, int) else 0), (actualizada if isinstance(actualizada, str) else ""), r.id


def _escribir(
    carpeta: Path,
    recuperadas: list[_Recuperada],
    relojes: list[tuple[Any, ...]],
    fotos: list[tuple[Any, ...]],
) -> None:
    """El almacén reparado, en una carpeta aparte; al cerrarse su -wal queda vacío y basta el archivo."""
    config = dict(relojes)
    with Almacen(carpeta) as nuevo:
        # Un archivo aún sin usar: basta asegurarlo en disco una vez al final (``_a_disco``), no partida a partida.
        nuevo._con.execute("PRAGMA synchronous=OFF")
        # En el orden de actividad que tenían, para que «la más reciente» siga siéndolo.
        for r in sorted(recuperadas, key=_orden):
            nuevo.recuperar(
                r.id,
                r.planilla,
                creada=_texto(r.fila.get("creada")),
                actualizada=_texto(r.fila.get("actualizada")),
                incompleta=r.incompleta,
                relojes=config.get(r.id),
                fotos=[(n, e, t) for p, n, e, t in fotos if p == r.id],
            )
