"""La causa de un error del sistema en español, para los mensajes de todas las subórdenes."""

from __future__ import annotations

import errno

_CAUSAS = {
    errno.ENOSPC: "el disco está lleno",
    errno.EROFS: "el disco es de solo lectura",
    errno.EACCES: "no hay permiso",
    errno.EIO: "error de entrada y salida",
    errno.ENOENT: "no existe",
    errno.EISDIR: "es una carpeta",
}


def causa(e: OSError) -> str:
    """La causa de un error del sistema en español (las más corrientes) o como la da el sistema."""
    return _CAUSAS.get(e.errno or 0, e.strerror or str(e))
