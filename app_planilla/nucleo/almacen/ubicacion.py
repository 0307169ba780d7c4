"""Dónde está la carpeta de datos: en una unidad de red o dentro de una carpeta sincronizada, se avisa.

SQLite en modo WAL comparte entre procesos un índice en memoria (``-shm``) que solo ven los de la misma
máquina: dos ordenadores con la misma carpeta de red no se ven y pueden dañar el archivo de partidas (y el
cerrojo de ``cerrojo`` tampoco cruza todas las unidades de red). Un servicio de sincronización copia el
archivo y su ``-wal`` por separado, mientras se escriben. Nada de esto se puede impedir desde aquí: se dice al
arrancar (la barra de estado de la ventana, la salida de errores de las órdenes que escriben).

Solo lee: ``/proc/self/mountinfo`` en Linux, ``statfs`` en macOS, ``GetDriveTypeW`` en Windows, y los nombres
de la carpeta y de las de encima. Si algo no se puede mirar, no se avisa: nunca impide abrir.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from app_planilla.nucleo.idioma import _

__all__ = ["MOUNTINFO", "aviso_ubicacion", "sincronizada", "unidad_de_red"]

MOUNTINFO = Path("/proc/self/mountinfo")

_DE_RED = frozenset({
    "nfs", "nfs4", "cifs", "smb3", "smbfs", "smb2", "9p", "afs", "ceph", "glusterfs", "fuse.glusterfs",
    "fuse.sshfs", "sshfs", "fuse.rclone", "fuse.s3fs", "davfs", "fuse.davfs", "fuse.gvfsd-fuse", "lustre",
    "gpfs", "ncpfs", "coda", "beegfs", "orangefs", "fuse.juicefs", "afpfs", "webdav",
})
"""Tipos de sistema de archivos de red (Linux en ``mountinfo``; macOS en ``f_fstypename``)."""

_MARCAS = (
    (".stfolder", "Syncthing"),
    # Un archivo en la carpeta de Dropbox; la carpeta «~/.dropbox» es la configuración del programa, no cuenta.
    (".dropbox", "Dropbox"),
    (".dropbox.cache", "Dropbox"),
    # «.sync» a secas es un nombre corriente: la de Resilio lleva su lista de ignorados.
    (".sync/IgnoreList", "Resilio Sync"),
)
"""Lo que cada servicio deja en la carpeta que sincroniza (y solo en ella)."""
_MARCA_NEXTCLOUD = re.compile(r"^\._?sync_(?:[0-9a-f]+|journal)\.db$")

_RAICES = {
    "onedrive": "OneDrive",
    "dropbox": "Dropbox",
    "google drive": "Google Drive",
    "googledrive": "Google Drive",
    "my drive": "Google Drive",
    "mi unidad": "Google Drive",
    "icloud drive": "iCloud",
    "iclouddrive": "iCloud",
    "mobile documents": "iCloud",
    "cloudstorage": "macOS CloudStorage",
    "nextcloud": "Nextcloud",
    "owncloud": "ownCloud",
    "pcloud drive": "pCloud",
}
"""Nombres de las carpetas de los servicios en la nube (en minúsculas): ``OneDrive - Empresa`` también vale."""


def aviso_ubicacion(carpeta: str | Path, *, mountinfo: Path | None = None) -> str | None:
    """El aviso si la carpeta de datos está en una unidad de red o sincronizada; ``None`` si no (o no se sabe)."""
    carpeta = Path(carpeta)
    red = unidad_de_red(carpeta, mountinfo=mountinfo)
    if red is not None:
        return _(
            "La carpeta de datos «{carpeta}» está en una unidad de red ({tipo}): si dos ordenadores la usan a la "
            "vez, el archivo de partidas se puede dañar. Mejor, usa una carpeta de este ordenador."
        ).format(carpeta=carpeta, tipo=red)
    servicio = sincronizada(carpeta)
    if servicio is not None:
        return _(
            "La carpeta de datos «{carpeta}» está dentro de una carpeta sincronizada ({servicio}): si se copia "
            "mientras Planilla la usa, el archivo de partidas se puede dañar. Mejor, usa una que no se sincronice."
        ).format(carpeta=carpeta, servicio=servicio)
    return None


def _real(carpeta: Path) -> Path:
    try:
        return Path(os.path.realpath(carpeta))
    except (OSError, ValueError):
        return Path(os.path.abspath(carpeta))


def unidad_de_red(carpeta: str | Path, *, mountinfo: Path | None = None) -> str | None:
    """El tipo de la unidad de red donde está ``carpeta`` (``nfs4``, ``cifs``…; en Windows, «red»), o ``None``.
    En Linux lo dice ``mountinfo`` (por defecto, el de este proceso)."""
    ruta = _real(Path(carpeta))
    try:
        if sys.platform == "win32":
            return _red_windows(ruta)
        if sys.platform == "darwin":
            tipo = _tipo_macos(ruta)
        else:
            tipo = _tipo_linux(ruta, mountinfo or MOUNTINFO)
    except (OSError, ValueError, AttributeError, TypeError):
        return None
    return tipo if tipo is not None and tipo in _DE_RED else None


def _desescapar(campo: str) -> str:
    """``mountinfo`` escribe el espacio, el tabulador, el salto de línea y la barra inversa en octal."""
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), campo)


def _tipo_linux(ruta: Path, mountinfo: Path) -> str | None:
    """El tipo del montaje más largo que contiene ``ruta`` (el último, si hay varios en el mismo punto)."""
    texto = mountinfo.read_text(encoding="utf-8", errors="surrogateescape")
    mejor: tuple[int, str] | None = None
    for linea in texto.splitlines():
        izquierda, separador, derecha = linea.partition(" - ")
        campos = izquierda.split()
        if not separador or len(campos) < 5 or not derecha.split():
            continue
        punto = Path(_desescapar(campos[4]))
        if punto == ruta or punto in ruta.parents:
            largo = len(punto.parts)
            if mejor is None or largo >= mejor[0]:
                mejor = (largo, derecha.split()[0])
    return mejor[1] if mejor is not None else None


def _tipo_macos(ruta: Path) -> str | None:
    import ctypes
    import ctypes.util

    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    # ``struct statfs`` de 64 bits: ``f_fstypename`` (16 bytes) empieza en el byte 72 de 2168.
    funcion = getattr(libc, "statfs$INODE64", None) or libc.statfs
    memoria = ctypes.create_string_buffer(2168)
    if funcion(os.fsencode(_existente(ruta)), memoria) != 0:
        return None
    return memoria.raw[72:88].split(b"\0", 1)[0].decode("ascii", "replace")


def _red_windows(ruta: Path) -> str | None:
    import ctypes

    texto = str(ruta)
    if texto.startswith("\\\\?\\"):
        texto = texto[4:]
        if texto.upper().startswith("UNC\\"):
            return _("red")
    unidad = os.path.splitdrive(texto)[0]
    if unidad.startswith("\\\\"):
        return _("red")  # \\servidor\recurso
    if not unidad:
        return None
    unidad_remota = 4  # DRIVE_REMOTE
    windll = getattr(ctypes, "windll")  # noqa: B009 (solo existe en Windows)
    return _("red") if windll.kernel32.GetDriveTypeW(unidad + "\\") == unidad_remota else None


def _existente(ruta: Path) -> Path:
    """La carpeta misma o la más cercana de encima que exista (la de datos puede no estar creada aún)."""
    for candidata in (ruta, *ruta.parents):
        if candidata.exists():
            return candidata
    return ruta


def sincronizada(carpeta: str | Path) -> str | None:
    """El servicio que sincroniza ``carpeta`` (Syncthing, Dropbox, OneDrive…), por las marcas que deja en ella o
    en una de encima, o por el nombre de su carpeta; ``None`` si no parece sincronizada."""
    ruta = _real(Path(carpeta))
    for candidata in (ruta, *ruta.parents):
        for marca, servicio in _MARCAS:
            if (os.path.isfile if marca == ".dropbox" else os.path.lexists)(candidata / marca):
                return servicio
        try:
            with os.scandir(candidata) as entradas:
                if any(_MARCA_NEXTCLOUD.match(e.name) for e in entradas):
                    return "Nextcloud / ownCloud"
        except OSError:
            pass
        nombre = candidata.name.lower()
        for raiz, servicio in _RAICES.items():
            if nombre == raiz or nombre.startswith((raiz + " - ", raiz + " (")):
                return servicio
    entorno = [os.environ.get(v) for v in ("OneDrive", "OneDriveConsumer", "OneDriveCommercial")]
    for raiz_onedrive in filter(None, entorno):
        real = _real(Path(raiz_onedrive))
        if real == ruta or real in ruta.parents:
            return "OneDrive"
    return None
