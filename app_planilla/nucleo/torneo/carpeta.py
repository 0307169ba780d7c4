"""La carpeta del torneo en disco y el estado de cada portátil en su carpeta de datos.

Estructura (dos carpetas de Syncthing: una del director a las mesas y otra de vuelta)::

    CARPETA/direccion/torneo.json      el torneo (lo escribe el director)
    CARPETA/direccion/*.json           emparejamientos y decisiones del director
    CARPETA/mesas/*.json               uniones y resultados de las mesas

Cada portátil escribe solo sus archivos, enteros y una sola vez: primero ``.syncthing.NOMBRE.tmp`` en la misma
carpeta (Syncthing nunca sincroniza ese patrón, el de sus propios temporales, y la fusión lo ignora), luego se
renombra. El estado del portátil (su identificador, su mesa, su último número de orden y una copia de todo lo
publicado, para volver a publicar lo que falte) vive en su carpeta de datos, nunca en la del torneo.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.modelos import Torneo, Union, leer_torneo
from app_planilla.nucleo.torneo.sobres import (
    DEL_DIRECTOR,
    NOMBRE,
    UNION,
    Sobre,
    abrir,
    contenido,
    es_id,
    nuevo_id,
    sellar,
)

DIRECCION = "direccion"
MESAS = "mesas"
TORNEO = "torneo.json"
MAX_ARCHIVO = 2 * 1024 * 1024
"""Un resultado con su GCG ocupa unos KB; lo que pase de aquí se lee cortado (y la fusión lo da por dañado)."""


class ErrorTorneo(ErrorPlanilla):
    """Una carpeta de torneo que no se puede usar, con la frase que lo explica."""


def escribir_entero(destino: Path, datos: bytes) -> None:
    """Escribe ``destino`` de una vez: un temporal que Syncthing no sincroniza, vaciado a disco y renombrado."""
    temporal = destino.with_name(f".syncthing.{destino.name}.tmp")
    with open(temporal, "wb") as f:
        f.write(datos)
        f.flush()
        os.fsync(f.fileno())
    os.replace(temporal, destino)


def raiz(ruta: str | os.PathLike[str]) -> Path:
    """La carpeta del torneo a partir de ella misma o de su subcarpeta ``direccion``."""
    r = Path(ruta).expanduser()
    if (r / DIRECCION / TORNEO).is_file():
        return r
    if r.name == DIRECCION and (r / TORNEO).is_file():
        return r.parent
    raise ErrorTorneo(_("«{carpeta}» no es una carpeta de torneo (no tiene {archivo}).").format(
        carpeta=r, archivo=f"{DIRECCION}/{TORNEO}"))


def leer_bytes(ruta: Path) -> bytes:
    with open(ruta, "rb") as f:
        return f.read(MAX_ARCHIVO + 1)


def torneo_de(carpeta: Path) -> Torneo:
    try:
        return leer_torneo(leer_bytes(carpeta / DIRECCION / TORNEO))
    except ErrorPlanilla as e:
        raise ErrorTorneo(_("«{carpeta}»: {error}.").format(carpeta=carpeta, error=e)) from None


Firma = tuple[int, int, int]
"""Tamaño, hora de modificación (ns) e inodo de un archivo: si no cambia, su contenido tampoco."""


def leer_carpeta(carpeta: Path, leidos: dict[str, tuple[Firma, bytes]] | None = None, *,
                 subcarpetas: tuple[str, ...] = (DIRECCION, MESAS)) -> tuple[bytes, dict[str, bytes]]:
    """``torneo.json`` y todos los archivos de ``direccion`` y ``mesas`` (nombre relativo → bytes), para
    ``fusionar``. Las carpetas ocultas (``.stversions``, ``.stfolder``) y los temporales no se leen. Con
    ``subcarpetas=(DIRECCION,)``, solo lo del director (lo que una sala coteja, sin leer las demás salas).

    Con ``leidos`` (de la llamada anterior; se actualiza), un archivo con la misma firma no se vuelve a leer.
    Un archivo a medio copiar que luego se completa cambia de tamaño, de hora o de inodo (Syncthing escribe un
    temporal y lo renombra), así que se vuelve a leer; lo que lea la fusión sigue comprobado por su huella.
    """
    torneo = leer_bytes(carpeta / DIRECCION / TORNEO)
    archivos: dict[str, bytes] = {}
    vistos: set[str] = set()
    for sub in subcarpetas:
        pendientes = [carpeta / sub]
        while pendientes:
            base = pendientes.pop()
            try:
                entradas = sorted(os.scandir(base), key=lambda e: e.name)
            except OSError:
                continue
            for e in entradas:
                if e.name.startswith("."):
                    continue
                try:
                    if e.is_dir(follow_symlinks=False):
                        pendientes.append(Path(e.path))
                        continue
                    relativo = f"{base.relative_to(carpeta).as_posix()}/{e.name}"
                    if relativo == f"{DIRECCION}/{TORNEO}":
                        continue
                    st = e.stat()
                    firma = (st.st_size, st.st_mtime_ns, st.st_ino)
                    previo = leidos.get(relativo) if leidos is not None else None
                    datos = previo[1] if previo is not None and previo[0] == firma else leer_bytes(Path(e.path))
                except OSError:
                    continue  # desaparece mientras se lee (Syncthing lo está sustituyendo): la próxima vez
                archivos[relativo] = datos
                vistos.add(relativo)
                if leidos is not None:
                    leidos[relativo] = (firma, datos)
    if leidos is not None:
        for nombre in set(leidos) - vistos:
            del leidos[nombre]
    return torneo, archivos


# ------------------------------------------------------------------ el portátil (en su carpeta de datos)

@dataclass(frozen=True)
class Portatil:
    evento: str
    portatil: str
    carpeta: str
    """Dónde estaba la carpeta del torneo la última vez: si se mueve o se renombra, se busca por el evento."""
    director: bool = False
    mesa: int | None = None
    secuencia: int = 0
    """El último número de orden usado."""
    sala: str | None = None
    """Duplicada por salas: la sala que lleva este portátil (``salas.unirse_sala``)."""


def _estados(datos: Path) -> Path:
    return datos / "torneos"


def estados(datos: Path) -> Path:
    """La carpeta, dentro de la de datos, con el estado de este portátil en cada torneo."""
    return _estados(datos)


_RESERVA = threading.Lock()
"""Dos publicaciones a la vez en el mismo proceso (la ventana y su hilo de publicar) no reservan el mismo número."""


def guardar_portatil(datos: Path, p: Portatil) -> None:
    carpeta = _estados(datos)
    carpeta.mkdir(parents=True, exist_ok=True)
    escribir_entero(carpeta / f"{p.evento}.json", (json.dumps(asdict(p), indent=1) + "\n").encode("utf-8"))


def leer_portatil(datos: Path, evento: str) -> Portatil | None:
    ruta = _estados(datos) / f"{evento}.json"
    try:
        d: Any = json.loads(ruta.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        raise ErrorTorneo(_("no se puede leer «{archivo}»: {error}.").format(archivo=ruta, error=e)) from None
    try:
        p = Portatil(**d)
    except TypeError:
        p = None
    if p is None or not es_id(p.evento) or not es_id(p.portatil):
        raise ErrorTorneo(_("«{archivo}» está dañado.").format(archivo=ruta))
    return p


def mesa_actual(datos: Path) -> Portatil:
    """El torneo al que se unió este portátil como mesa (el último, si hay varios)."""
    try:
        evento = json.loads((_estados(datos) / "actual.json").read_bytes()).get("evento", "")
    except (OSError, ValueError, AttributeError):
        evento = ""
    p = leer_portatil(datos, evento) if es_id(evento) else None
    if p is None or p.mesa is None:
        raise ErrorTorneo(_("este portátil no se ha unido a ningún torneo: «planilla torneo unirse CARPETA "
                            "--mesa N»."))
    return p


def localizar(p: Portatil, otra: str | os.PathLike[str] | None = None) -> Path:
    """La carpeta del torneo ``p.evento``: la indicada, la de la última vez o, si se movió o se renombró, una
    hermana suya con el mismo torneo. Una carpeta de otro torneo se rechaza."""
    if otra is not None:
        r = raiz(otra)
        t = torneo_de(r)
        if t.evento != p.evento:
            raise ErrorTorneo(_("«{carpeta}» es de otro torneo («{nombre}»).").format(carpeta=r, nombre=t.nombre))
        return r
    ultima = Path(p.carpeta)
    candidatas = [ultima]
    try:
        candidatas += sorted(x for x in ultima.parent.iterdir() if x.is_dir() and x != ultima)
    except OSError:
        pass
    for c in candidatas:
        try:
            if torneo_de(raiz(c)).evento == p.evento:
                return raiz(c)
        except (ErrorTorneo, OSError):
            continue
    raise ErrorTorneo(_("no se encuentra la carpeta del torneo (estaba en «{carpeta}»): indíquela con "
                        "--carpeta.").format(carpeta=ultima))


def _datos_fuera(carpeta: Path, datos: Path) -> None:
    """La carpeta de datos de Planilla (SQLite, el estado del portátil) nunca dentro de la del torneo: el motor
    de sincronización la copiaría a los demás portátiles (y SQLite no se puede compartir así)."""
    c, d = carpeta.resolve(), datos.resolve()
    if d == c or c in d.parents:
        raise ErrorTorneo(_("la carpeta de datos («{datos}») no puede estar dentro de la del torneo («{carpeta}»): "
                            "se copiaría a los demás portátiles. Use otra.").format(datos=datos, carpeta=carpeta))


def comprobar_nueva(carpeta: Path, datos: Path) -> None:
    """Antes de crear un torneo desde la ventana: la carpeta tiene que ser nueva o estar vacía (nada de otro
    torneo ni de otra cosa que se fuera a sincronizar con él) y no estar dentro de la carpeta de datos de Planilla
    (ni la de datos dentro de ella). No escribe nada."""
    c = carpeta.expanduser().resolve()
    d = datos.expanduser().resolve()
    if c == d or d in c.parents:
        raise ErrorTorneo(_("la carpeta del torneo («{carpeta}») no puede estar dentro de la carpeta de datos de "
                            "Planilla («{datos}»): elija otra.").format(carpeta=carpeta, datos=datos))
    _datos_fuera(carpeta, datos)
    if c.exists() and not c.is_dir():
        raise ErrorTorneo(_("«{carpeta}» es un archivo, no una carpeta.").format(carpeta=carpeta))
    if c.is_dir():
        try:
            with os.scandir(c) as entradas:
                ocupada = any(entradas)
        except OSError as e:
            raise ErrorTorneo(_("no se puede leer «{carpeta}»: {error}.").format(
                carpeta=carpeta, error=e.strerror or e)) from None
        if ocupada:
            raise ErrorTorneo(_("«{carpeta}» no está vacía: elija una carpeta nueva o vacía para el torneo.").format(
                carpeta=carpeta))


def crear(carpeta: Path, datos: Path, *, nombre: str, clase: str, divisiones: tuple[str, ...], rondas: int,
          reglas: str) -> Torneo:
    """Crea la carpeta del torneo; este portátil (su carpeta de datos) queda como el del director."""
    if (carpeta / DIRECCION / TORNEO).exists() or (carpeta / TORNEO).exists():
        raise ErrorTorneo(_("«{carpeta}» ya es una carpeta de torneo.").format(carpeta=carpeta))
    _datos_fuera(carpeta, datos)
    t = Torneo(nuevo_id(), nombre, clase, divisiones, rondas, reglas, nuevo_id())
    leer_torneo(t.a_bytes())  # la misma comprobación que al leerlo
    (carpeta / DIRECCION).mkdir(parents=True, exist_ok=True)
    (carpeta / MESAS).mkdir(exist_ok=True)
    guardar_portatil(datos, Portatil(t.evento, t.director, str(carpeta.resolve()), director=True))
    escribir_entero(carpeta / DIRECCION / TORNEO, t.a_bytes())
    return t


def unirse(carpeta: Path, datos: Path, mesa: int) -> tuple[Portatil, Sobre | None]:
    """Une este portátil al torneo con su mesa; otra vez con la misma mesa no publica nada."""
    r = raiz(carpeta)
    t = torneo_de(r)
    _datos_fuera(r, datos)
    p = leer_portatil(datos, t.evento)
    if p is not None and p.director:
        raise ErrorTorneo(_("este portátil es el del director de este torneo: use otra carpeta de datos "
                            "(--datos) para una mesa."))
    p = replace(p, carpeta=str(r.resolve())) if p else Portatil(t.evento, nuevo_id(), str(r.resolve()))
    sobre = None
    if p.mesa != mesa:
        p = replace(p, mesa=mesa)
        p, sobre = publicar(datos, p, r, UNION, Union(mesa).a_datos())
    else:
        guardar_portatil(datos, p)
    _estados(datos).mkdir(parents=True, exist_ok=True)
    escribir_entero(_estados(datos) / "actual.json", json.dumps({"evento": t.evento}).encode("utf-8"))
    return p, sobre


def _enviados(datos: Path, p: Portatil) -> Path:
    return _estados(datos) / p.evento


def _secuencias(carpeta: Path, portatil: str) -> list[int]:
    """Los números de orden de ``portatil`` entre los archivos de ``carpeta`` (los nombres que escribe Planilla)."""
    return [int(n.split("-")[2]) for n in os.listdir(carpeta) if NOMBRE.fullmatch(n) and n.split("-")[1] == portatil]


def guardar_para_publicar(datos: Path, p: Portatil, tipo: str, contenido_datos: dict[str, Any]
                          ) -> tuple[Portatil, Sobre]:
    """Sella un archivo nuevo de este portátil y lo guarda solo en su carpeta de datos (local), sin tocar la
    del torneo: lo lleva allí ``republicar`` en cuanto se pueda. Así anotar nunca espera a una carpeta de red
    lenta o que no está. El número de orden se reserva (se guarda) antes de escribir nada."""
    copia = _enviados(datos, p)
    with _RESERVA:
        copia.mkdir(parents=True, exist_ok=True)
        secuencia = max([p.secuencia, *_secuencias(copia, p.portatil)]) + 1
        p = replace(p, secuencia=secuencia)
        guardar_portatil(datos, p)
        sobre = sellar(p.evento, p.portatil, secuencia, tipo, contenido_datos)
        escribir_entero(copia / sobre.nombre, contenido(sobre))
    return p, sobre


def publicar(datos: Path, p: Portatil, carpeta: Path, tipo: str, contenido_datos: dict[str, Any]
             ) -> tuple[Portatil, Sobre]:
    """Publica un archivo nuevo de este portátil. El número de orden se reserva (se guarda) antes de
    escribirlo, y el archivo se guarda primero en la carpeta de datos: nada publicado se pierde."""
    destino = carpeta / (DIRECCION if tipo in DEL_DIRECTOR else MESAS)
    destino.mkdir(parents=True, exist_ok=True)
    # Una carpeta de datos restaurada de una copia vieja no debe repetir números ya publicados.
    p = replace(p, secuencia=max([p.secuencia, *_secuencias(destino, p.portatil)]), carpeta=str(carpeta.resolve()))
    p, sobre = guardar_para_publicar(datos, p, tipo, contenido_datos)
    escribir_entero(destino / sobre.nombre, contenido(sobre))
    return p, sobre


def publicados(datos: Path, p: Portatil) -> list[Sobre]:
    """Lo que este portátil ha publicado (o guardado para publicar), en orden: la copia de su carpeta de datos."""
    copia = _enviados(datos, p)
    sobres: list[Sobre] = []
    try:
        nombres = sorted(n for n in os.listdir(copia) if NOMBRE.fullmatch(n))
    except OSError:
        return sobres
    for nombre in nombres:
        try:
            sobres.append(abrir(leer_bytes(copia / nombre)))
        except (ErrorPlanilla, OSError):
            continue
    return sorted(sobres, key=lambda s: s.secuencia)


def republicar(datos: Path, p: Portatil, carpeta: Path) -> list[str]:
    """Vuelve a escribir en la carpeta del torneo lo publicado por este portátil que falte (borrado, o una
    carpeta que se vació): los nombres repuestos."""
    copia = _enviados(datos, p)
    repuestos: list[str] = []
    if not copia.is_dir():
        return repuestos
    for nombre in sorted(os.listdir(copia)):
        tipo = nombre.split("-", 1)[0]
        if not NOMBRE.fullmatch(nombre):
            continue
        destino = carpeta / (DIRECCION if tipo in DEL_DIRECTOR else MESAS) / nombre
        if not destino.exists():
            destino.parent.mkdir(parents=True, exist_ok=True)
            escribir_entero(destino, (copia / nombre).read_bytes())
            repuestos.append(nombre)
    return repuestos
