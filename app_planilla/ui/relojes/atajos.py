"""Los atajos de toda la ventana de los relojes (``F5`` pulsar, ``F6`` pausa, ``F7`` ajustar), cambiables en
``QSettings``."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

ATAJOS_RELOJ = {
    "pulsar_reloj": "F5",
    "pausar_reloj": "F6",
    "ajustar_relojes": "F7",
}
"""Atajos de toda la ventana (clave de ``QSettings`` ``atajos/<clave>`` para cambiarlos)."""


def atajo(ajustes_valor: object, clave: str) -> str:
    """El atajo guardado en los ajustes, o el de omisión si no hay o no se entiende."""
    texto = ajustes_valor if isinstance(ajustes_valor, str) else ""
    # Lo que Qt no entiende se queda en una secuencia que se escribe vacía.
    if texto and QKeySequence(texto).toString():
        return texto
    return ATAJOS_RELOJ[clave]


__all__ = ["ATAJOS_RELOJ", "atajo"]
