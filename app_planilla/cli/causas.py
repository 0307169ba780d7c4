"""La causa de un error del sistema en el idioma de la orden, para los mensajes de todas las subórdenes."""

from __future__ import annotations

import errno

from app_planilla.nucleo.idioma import N_, _

_CAUSAS = {
    errno.ENOSPC: N_("el disco está lleno"),
    errno.EROFS: N_("el disco es de solo lectura"),
    errno.EACCES: N_("no hay permiso"),
    errno.EIO: N_("error de entrada y salida"),
    errno.ENOENT: N_("no existe"),
    errno.EISDIR: N_("es una carpeta"),
}


def causa(e: OSError) -> str:
    """La causa de un error del sistema en el idioma de la orden (las más corrientes) o como la da el sistema."""
    conocida = _CAUSAS.get(e.errno or 0)
    return _(conocida) if conocida is not None else e.strerror or str(e)
