"""Un cerrojo por carpeta de datos, el mismo para la ventana y para las órdenes que escriben en el almacén.

Es un cerrojo consultivo sobre un archivo abierto, ``planilla.lock``: ``flock`` en POSIX (no ``lockf``, que
suelta cualquier ``close()`` del archivo en el proceso) y ``msvcrt.locking`` en Windows. El sistema lo suelta
cuando el proceso muere, aunque sea con ``kill -9``: un archivo que queda (vacío, con ceros, con basura, escrito
en otra máquina) no dice nada por sí solo, y el siguiente lo toma sin esperar. Lo que hay dentro (proceso,
máquina y quién: ``ventana`` o el nombre de la orden) solo sirve para los mensajes.

Varias ventanas de un mismo proceso comparten la carpeta (como con el ``QLockFile`` de antes): el cerrojo del
proceso se cuenta y se suelta al soltar el último. Mientras se tiene, nadie más escribe en el almacén de la
carpeta: quien abre ``Almacen`` para escribir lo tiene antes.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import stat
import sys
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _

__all__ = ["CERROJO", "VENTANA", "CarpetaOcupada", "Cerrojo", "ErrorCerrojo", "Ocupante", "ocupante", "tomar"]

CERROJO = "planilla.lock"
VENTANA = "ventana"
"""Quién tiene el cerrojo cuando es la ventana (si no, el nombre de la orden: ``restaurar``, ``reparar``…)."""

_INTENTOS = 20
"""Veces que se reintenta si el archivo cambia entre abrirlo y bloquearlo (lo soltó y lo borró otro)."""
_BYTE_WINDOWS = 1 << 30
"""En Windows el bloqueo impide leer lo bloqueado: se bloquea un byte lejos de lo escrito, que sí se lee."""
_MAX_INFO = 4096
_SIN_CERROJOS = frozenset({errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS})


class ErrorCerrojo(ErrorPlanilla):
    """No se puede tomar el cerrojo de la carpeta (ni crear su archivo): solo lectura, disco lleno…"""


@dataclass(frozen=True)
class Ocupante:
    """Quién tiene el cerrojo, según lo que escribió en él."""

    pid: int
    maquina: str
    quien: str
    """``ventana`` o el nombre de la orden."""

    @property
    def es_ventana(self) -> bool:
        return self.quien == VENTANA

    @property
    def en_esta_maquina(self) -> bool:
        return self.maquina == socket.gethostname()


class CarpetaOcupada(ErrorCerrojo):
    """Otro proceso tiene el cerrojo de la carpeta."""

    def __init__(self, carpeta: Path, ocupante: Ocupante | None) -> None:
        self.carpeta = carpeta
        self.ocupante = ocupante
        super().__init__(_("Otra Planilla está usando la carpeta de datos «{carpeta}».").format(carpeta=carpeta))


@dataclass
class _Tomado:
    fd: int
    ruta: Path
    veces: int


_TOMADOS: dict[tuple[int, int], _Tomado] = {}
"""Los cerrojos de este proceso, por carpeta (dispositivo e inodo: dos rutas a la misma carpeta son una)."""
_MUTEX = threading.Lock()


class Cerrojo:
    """El cerrojo de una carpeta, tomado: ``soltar`` (o salir del ``with``) lo suelta una vez."""

    def __init__(self, carpeta: Path, clave: tuple[int, int]) -> None:
        self.carpeta = carpeta
        self._clave = clave
        self._suelto = False

    def soltar(self) -> None:
        with _MUTEX:
            if self._suelto:
                return
            self._suelto = True
            tomado = _TOMADOS[self._clave]
            tomado.veces -= 1
            if tomado.veces == 0:
                del _TOMADOS[self._clave]
                _soltar(tomado)

    def __enter__(self) -> Cerrojo:
        return self

    def __exit__(self, *_: object) -> None:
        self.soltar()


def tomar(carpeta: str | Path, quien: str) -> Cerrojo:
    """El cerrojo de ``carpeta`` (se crea si falta) para ``quien`` (``VENTANA`` o el nombre de la orden).

    ``CarpetaOcupada`` si lo tiene otro proceso vivo; ``ErrorCerrojo`` si ni se puede crear su archivo. Si este
    proceso ya lo tiene, se comparte."""
    carpeta = Path(carpeta)
    try:
        carpeta.mkdir(parents=True, exist_ok=True)
        info = os.stat(carpeta)
    except OSError as e:
        raise ErrorCerrojo(_no_se_puede(carpeta, e)) from None
    clave = (info.st_dev, info.st_ino)
    with _MUTEX:
        tomado = _TOMADOS.get(clave)
        if tomado is not None:
            tomado.veces += 1
        else:
            ruta = carpeta / CERROJO
            _TOMADOS[clave] = _Tomado(_bloquear(carpeta, ruta, quien), ruta, 1)
    return Cerrojo(carpeta, clave)


def ocupante(carpeta: str | Path) -> Ocupante | None:
    """Quién dice tener el cerrojo de ``carpeta`` (``None`` si nadie lo dice o no se entiende)."""
    try:
        # Sin esperar ni seguir enlaces: en su sitio puede haber cualquier cosa (una FIFO esperaría sin fin).
        fd = os.open(Path(carpeta) / CERROJO, os.O_RDONLY | _SIN_ENLACE | _SIN_HEREDAR)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            datos = json.loads(os.read(fd, _MAX_INFO))
        finally:
            os.close(fd)
        pid, maquina, quien = datos["pid"], datos["maquina"], datos["quien"]
    except (OSError, ValueError, TypeError, KeyError, RecursionError):
        return None
    if type(pid) is not int or not isinstance(maquina, str) or not isinstance(quien, str):
        return None
    return Ocupante(pid, maquina, quien)


def _no_se_puede(carpeta: Path, e: OSError) -> str:
    return _("No se puede usar la carpeta de datos «{carpeta}»: {causa}.").format(carpeta=carpeta, causa=_causa(e))


def _causa(e: OSError) -> str:
    if e.errno == errno.EROFS:
        return _("el disco es de solo lectura")
    if e.errno == errno.ENOSPC:
        return _("el disco está lleno")
    if e.errno in (errno.EACCES, errno.EPERM):
        return _("no hay permiso")
    if isinstance(e, FileExistsError | NotADirectoryError):
        return _("no es una carpeta, sino un archivo")
    return e.strerror or str(e)


def _bloquear(carpeta: Path, ruta: Path, quien: str) -> int:
    for _intento in range(_INTENTOS):
        _apartar_si_no_es_archivo(carpeta, ruta)
        try:
            fd = os.open(ruta, os.O_RDWR | os.O_CREAT | _SIN_ENLACE | _SIN_HEREDAR, 0o644)
        except OSError as e:
            if e.errno in (errno.EISDIR, errno.ELOOP, errno.ENXIO):
                continue  # se ha vuelto carpeta o enlace entre mirarlo y abrirlo: se aparta otra vez
            raise ErrorCerrojo(_no_se_puede(carpeta, e)) from None
        try:
            libre = _bloquear_fd(fd)
        except OSError as e:
            if e.errno in _SIN_CERROJOS:
                # El sistema de archivos no tiene cerrojos (una unidad de red sin ellos): se sigue sin él antes
                # que dejar la carpeta para siempre en solo lectura; el aviso de la unidad de red lo explica.
                _escribir_ocupante(fd, quien)
                return fd
            os.close(fd)
            raise ErrorCerrojo(_no_se_puede(carpeta, e)) from None
        if not libre:
            os.close(fd)
            raise CarpetaOcupada(carpeta, ocupante(carpeta))
        if _sigue_siendo(fd, ruta):
            _escribir_ocupante(fd, quien)
            return fd
        # Quien lo tenía lo borró al soltarlo, después de que se abriera aquí: este ya no es el de la carpeta.
        _desbloquear_fd(fd)
        os.close(fd)
    raise ErrorCerrojo(_("No se puede tomar el cerrojo de la carpeta de datos «{carpeta}».").format(carpeta=carpeta))


def _apartar_si_no_es_archivo(carpeta: Path, ruta: Path) -> None:
    """Una carpeta, un enlace o cualquier cosa que no sea un archivo en el sitio del cerrojo no lo tiene nadie:
    se quita (una carpeta vacía) o se aparta con otro nombre, para no quedarse sin poder escribir para siempre."""
    try:
        modo = os.lstat(ruta).st_mode
    except FileNotFoundError:
        return
    except OSError as e:
        raise ErrorCerrojo(_no_se_puede(carpeta, e)) from None
    if stat.S_ISREG(modo):
        return
    try:
        if stat.S_ISDIR(modo):
            try:
                ruta.rmdir()
                return
            except OSError:
                pass  # no está vacía: se aparta entera
            os.rename(ruta, _libre(carpeta))
        else:
            ruta.unlink()
    except FileNotFoundError:
        pass  # otro proceso la apartó a la vez
    except OSError as e:
        raise ErrorCerrojo(
            _(
                "En la carpeta de datos «{carpeta}», «{cerrojo}» no es un archivo y no se puede apartar ({causa}): "
                "bórralo y vuelve a intentarlo."
            ).format(carpeta=carpeta, cerrojo=CERROJO, causa=_causa(e))
        ) from None


def _libre(carpeta: Path) -> Path:
    marca = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    destino = carpeta / f"{CERROJO}-apartado-{marca}"
    n = 2
    while os.path.lexists(destino):
        destino = carpeta / f"{CERROJO}-apartado-{marca}-{n}"
        n += 1
    return destino


def _sigue_siendo(fd: int, ruta: Path) -> bool:
    """El archivo bloqueado sigue siendo el de la carpeta (en Windows no se borra mientras alguien lo abre)."""
    if sys.platform == "win32":
        return True
    try:
        en_carpeta = os.stat(ruta, follow_symlinks=False)
    except OSError:
        return False
    abierto = os.fstat(fd)
    return (en_carpeta.st_dev, en_carpeta.st_ino) == (abierto.st_dev, abierto.st_ino)


def _escribir_ocupante(fd: int, quien: str) -> None:
    datos = json.dumps(
        {"pid": os.getpid(), "maquina": socket.gethostname(), "quien": quien,
         "desde": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")},
        ensure_ascii=False,
    ).encode("utf-8")
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, datos + b"\n")
    except OSError:
        pass  # disco lleno: el cerrojo vale igual, solo que los mensajes no sabrán quién lo tiene


def _soltar(tomado: _Tomado) -> None:
    # Se borra antes de soltarlo (con él aún tomado): quien lo abrió antes y lo bloquea después ve que ya no es
    # el de la carpeta (``_sigue_siendo``). Así no queda un archivo que una Planilla antigua tomaría por ocupado.
    if sys.platform != "win32" and _sigue_siendo(tomado.fd, tomado.ruta):
        try:
            tomado.ruta.unlink()
        except OSError:
            pass
    try:
        _desbloquear_fd(tomado.fd)
    except OSError:
        pass
    os.close(tomado.fd)
    if sys.platform == "win32":
        try:
            tomado.ruta.unlink()  # falla si otro proceso lo tiene abierto: entonces es suyo
        except OSError:
            pass


if sys.platform == "win32":
    import msvcrt

    _SIN_ENLACE = 0
    _SIN_HEREDAR = os.O_NOINHERIT | os.O_BINARY

    def _bloquear_fd(fd: int) -> bool:
        os.lseek(fd, _BYTE_WINDOWS, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as e:
            if e.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True

    def _desbloquear_fd(fd: int) -> None:
        os.lseek(fd, _BYTE_WINDOWS, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    _SIN_ENLACE = os.O_NOFOLLOW | os.O_NONBLOCK
    _SIN_HEREDAR = os.O_CLOEXEC

    def _bloquear_fd(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _desbloquear_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
