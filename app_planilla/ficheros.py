"""Leer un fichero que nombra quien usa Planilla (una lista de palabras, una partida) sin quedarse colgado ni
llenar la memoria: solo ficheros normales, con un tope de tamaño y a trozos.

Un dispositivo (``/dev/zero``, ``/dev/urandom``) no tiene tamaño y no se acaba nunca; abrir una tubería (FIFO)
para leer espera a que alguien escriba en ella, para siempre. Por eso el tipo se mira con ``os.stat`` antes de
abrir, y otra vez con ``os.fstat`` sobre lo abierto (sin esperar: ``O_NONBLOCK``), por si lo cambiaron entre
medias; el tamaño, antes de leer y mientras se lee (un fichero puede crecer).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _

TROZO = 1024 * 1024
"""Lo que se lee de una vez."""


def comprobar_tipo(modo: int, nombre: str, error: type[ErrorPlanilla] = ErrorPlanilla) -> None:
    """``error`` con un mensaje claro si ``modo`` (de ``os.stat``) no es el de un fichero normal."""
    if stat.S_ISREG(modo):
        return
    if stat.S_ISDIR(modo):
        raise error(_("«{nombre}» es una carpeta, no un fichero.").format(nombre=nombre))
    if stat.S_ISFIFO(modo):
        raise error(
            _("«{nombre}» es una tubería (FIFO), no un fichero: Planilla solo lee ficheros normales.").format(
                nombre=nombre)
        )
    if stat.S_ISCHR(modo) or stat.S_ISBLK(modo):
        raise error(
            _("«{nombre}» es un dispositivo, no un fichero: Planilla solo lee ficheros normales.").format(
                nombre=nombre)
        )
    raise error(_("«{nombre}» no es un fichero normal: Planilla solo lee ficheros normales.").format(nombre=nombre))


def leer_fichero(
    ruta: str | Path, maximo: int, demasiado: str, error: type[ErrorPlanilla] = ErrorPlanilla
) -> bytes:
    """El contenido de ``ruta``, si es un fichero normal de hasta ``maximo`` bytes; si no, ``error`` (con
    ``demasiado`` si es grande). Un fallo al leer es ``OSError``, como con ``open``."""
    nombre = str(ruta)
    antes = os.stat(ruta)
    comprobar_tipo(antes.st_mode, nombre, error)
    if antes.st_size > maximo:
        raise error(demasiado)
    # Sin esperar al abrir: si entre medias pusieron una tubería en su sitio, fstat lo dice.
    fd = os.open(ruta, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb", buffering=0) as f:
        datos = os.fstat(fd)
        comprobar_tipo(datos.st_mode, nombre, error)
        if datos.st_size > maximo:
            raise error(demasiado)
        trozos: list[bytes] = []
        leidos = 0
        while True:
            trozo = f.read(min(TROZO, maximo + 1 - leidos))
            if not trozo:
                break
            trozos.append(trozo)
            leidos += len(trozo)
            if leidos > maximo:
                raise error(demasiado)
    return b"".join(trozos)
