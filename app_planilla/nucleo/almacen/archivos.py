"""Los archivos del almacén en su carpeta, sin abrirlo: para no escribir nunca encima de ellos.

Módulo ligero (solo ``pathlib``): ``planilla imprimir`` lo usa para una hoja en blanco sin cargar el almacén.
"""

from __future__ import annotations

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
