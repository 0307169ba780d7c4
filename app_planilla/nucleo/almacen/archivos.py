"""Los archivos del almacén en su carpeta, sin abrirlo: para no escribir nunca encima de ellos.

Módulo ligero (solo ``os``, ``shutil`` y ``pathlib``): ``planilla imprimir`` lo usa para una hoja en blanco
sin cargar el almacén.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

ARCHIVO = "planilla.sqlite3"
COMPAÑEROS = ("-wal", "-shm", "-journal")
"""Los archivos que SQLite pone junto al principal: borrar o pisar el ``-wal`` pierde lo último guardado."""


def archivos_del_almacen(carpeta: Path) -> tuple[Path, ...]:
    principal = carpeta / ARCHIVO
    return (principal, *(principal.with_name(principal.name + s) for s in COMPAÑEROS))


def es_del_almacen(ruta: str | Path, carpeta: str | Path) -> bool:
    """``ruta`` es uno de los archivos del almacén de ``carpeta``, o está dentro de uno (si es una carpeta)."""
    destino = Path(ruta).expanduser().resolve()
    propios = {p.resolve() for p in archivos_del_almacen(Path(carpeta).expanduser())}
    return destino in propios or any(p in propios for p in destino.parents)


def nombre_libre(carpeta: Path, base: str) -> Path:
    """``carpeta/base.sqlite3``, o ``base-2``, ``base-3``… si ya existe: un archivo apartado nunca pisa a otro."""
    destino = carpeta / f"{base}.sqlite3"
    n = 2
    while destino.exists():
        destino = carpeta / f"{base}-{n}.sqlite3"
        n += 1
    return destino


REPARADA = ".planilla-reparada-"
"""Prefijo de la carpeta temporal de una reparación (``reparacion``), dentro de la carpeta de datos."""
LISTA = "lista"
"""En esa carpeta, la marca de que el archivo reparado está entero: lleva el nombre con el que se aparta el dañado."""
ANTES_DE_RESTAURAR = "planilla-antes-de-restaurar-"


def sustituir(ruta: Path, reparado: Path, apartado: Path) -> None:
    """El dañado ``ruta`` se queda (como ``apartado``, con su -wal) y ``reparado`` ocupa su sitio.

    Si un cierre brusco corta a medias, ``recoger_restos`` termina el cambio a la siguiente apertura."""
    # Un enlace duro deja el dañado con los dos nombres hasta que el reparado lo sustituye de una vez.
    try:
        os.link(ruta, apartado)
    except OSError:
        ruta.rename(apartado)  # sistema de archivos sin enlaces (FAT, exFAT, SMB): queda un instante sin archivo
    for sufijo in ("-wal", "-shm"):
        compañero = ruta.with_name(ruta.name + sufijo)
        if compañero.exists():
            compañero.rename(apartado.with_name(apartado.name + sufijo))
    os.replace(reparado, ruta)


def recoger_restos(carpeta: Path) -> None:
    """Lo que dejó un cierre brusco a media reparación o restauración (solo con el cerrojo de la carpeta).

    Una reparación que ya había escrito entero el archivo reparado y empezado a apartar el dañado se termina;
    cualquier otro resto (una reparación a medias, la copia a medias de las partidas de antes de restaurar) se
    borra: el archivo de partidas sigue siendo el de antes."""
    try:
        restos = sorted(p for p in carpeta.iterdir() if _es_resto(p.name))
    except OSError:
        return
    ruta = carpeta / ARCHIVO
    for resto in restos:
        try:
            if resto.is_dir() and not resto.is_symlink():
                _terminar_reparacion(resto, ruta)
                shutil.rmtree(resto, ignore_errors=True)
            else:
                resto.unlink()
        except OSError:
            continue  # se intentará en la siguiente apertura; no impide abrir las partidas


def _es_resto(nombre: str) -> bool:
    return nombre.startswith(REPARADA) or (nombre.startswith(f".{ANTES_DE_RESTAURAR}") and nombre.endswith(".tmp"))


def _terminar_reparacion(resto: Path, ruta: Path) -> None:
    reparado, marca = resto / ARCHIVO, resto / LISTA
    if not (reparado.is_file() and marca.is_file()):
        return  # a medias: el dañado sigue en su sitio
    nombre = marca.read_text(encoding="utf-8").strip()
    if not nombre or Path(nombre).name != nombre:
        return
    apartado = ruta.with_name(nombre)
    if ruta.exists() or ruta.is_symlink():
        # El dañado sigue en su sitio (aún sin apartar: se queda) o el cambio ya se hizo; solo falta terminarlo si
        # el dañado ya tiene sus dos nombres (enlace duro).
        if not (apartado.is_file() and os.path.samefile(ruta, apartado)):
            return
    # Sin archivo principal, el reparado entero ocupa su sitio: si no, se borraría lo único que queda.
    sustituir_desde_apartado(ruta, reparado, apartado)


def sustituir_desde_apartado(ruta: Path, reparado: Path, apartado: Path) -> None:
    """El final de ``sustituir`` cuando el dañado ya tiene su nombre de apartado."""
    for sufijo in ("-wal", "-shm"):
        compañero = ruta.with_name(ruta.name + sufijo)
        destino = apartado.with_name(apartado.name + sufijo)
        n = 2
        while destino.exists():
            destino = apartado.with_name(f"{apartado.name}{sufijo}-{n}")
            n += 1
        if compañero.exists():
            # El -wal del dañado nunca acompaña al reparado: SQLite lo aplicaría encima.
            compañero.rename(destino)
    os.replace(reparado, ruta)
