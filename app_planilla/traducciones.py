"""Dónde están los catálogos de traducción y qué idioma se elige al arrancar (ventana o línea de órdenes).

Vive fuera de ``nucleo`` porque conoce ``recursos``; el núcleo solo recibe la carpeta (``idioma.usar``).
"""

from __future__ import annotations

from pathlib import Path

from app_planilla import recursos
from app_planilla.nucleo import idioma


def carpeta_locale() -> Path:
    """``recursos/locale``: ``<idioma>/LC_MESSAGES/*.mo`` (gettext) y ``<idioma>/*.qm`` (Qt)."""
    # ``recursos`` es un paquete normal, en disco (también en la aplicación empaquetada): su carpeta basta.
    return Path(recursos.__file__).parent / "locale"


def elegir(pedido: str | None = None) -> str:
    """Pone el núcleo en el idioma ``pedido`` (``es``/``en``, o un nombre de locale) o, sin él, en el del
    entorno (``PLANILLA_IDIOMA``, luego el locale del sistema); devuelve el código elegido."""
    codigo = idioma.de_locale(pedido) if pedido else idioma.del_entorno()
    idioma.usar(codigo, carpeta_locale())
    return codigo
