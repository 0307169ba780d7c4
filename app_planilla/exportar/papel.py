"""El papel por omisión según el país: carta donde se usa (CLDR, ``paperSize``), A4 en el resto del mundo.

Sin reportlab ni Qt: lo usan la línea de órdenes (con las variables del locale) y la ventana (con el de Qt).
"""

from __future__ import annotations

import locale
import re
from collections.abc import Mapping

A4 = "a4"
CARTA = "carta"
PAPELES = (A4, CARTA)

PAISES_CARTA = frozenset({"US", "CA", "MX", "CL", "CO", "VE", "PH", "PR", "CR", "GT", "PA", "SV", "NI", "BZ"})
"""Los territorios donde CLDR da el papel carta (Letter); en los demás, A4."""

# ``es_MX.UTF-8``, ``en-US``, ``sr_RS@latin``, ``zh_Hant_TW``: el territorio es el último tramo de dos letras
# (o tres cifras, las regiones de la ONU) antes de la codificación y el modificador.
_TERRITORIO = re.compile(r"^[A-Za-z]{2,3}(?:[_-][A-Za-z]{4})?[_-]([A-Za-z]{2}|\d{3})(?:[.@]|$)")

# Las variables que dicen el locale del papel, de la más concreta a la más general.
VARIABLES = ("LC_PAPER", "LC_ALL", "LANG")


def territorio(nombre: str) -> str | None:
    """El territorio (``MX``) de un nombre de locale (``es_MX.UTF-8``); ``None`` si no lo dice (``C``, ``es``)."""
    m = _TERRITORIO.match(nombre.strip())
    return m.group(1).upper() if m else None


def papel_de_locale(nombre: str) -> str:
    """``carta`` si el locale es de un país de papel carta; si no (o si no dice el país), ``a4``."""
    return CARTA if territorio(nombre) in PAISES_CARTA else A4


def papel_del_entorno(entorno: Mapping[str, str], sistema: str | None = None) -> str:
    """El papel de la línea de órdenes: el país de ``LC_PAPER`` si lo hay; si no, el de ``LC_ALL`` o ``LANG``;
    si ninguna dice un país (``C``, sin variables: Windows), el del locale del sistema (``sistema``; por omisión,
    el de Python)."""
    for variable in VARIABLES:
        valor = entorno.get(variable, "")
        if territorio(valor) is not None:
            return papel_de_locale(valor)
    if sistema is None:
        try:
            sistema = locale.getlocale()[0] or ""
        except ValueError:  # un locale que Python no sabe leer: como si no dijera el país
            sistema = ""
    return papel_de_locale(sistema)


__all__ = ["A4", "CARTA", "PAISES_CARTA", "PAPELES", "VARIABLES", "papel_de_locale", "papel_del_entorno",
           "territorio"]
