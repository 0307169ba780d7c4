"""De qué juego es un GCG: idioma (``#lexicon``, ``#tile-distribution``), variante y tablero.

Planilla puntúa las ediciones española e inglesa en el tablero de 15×15: lo demás se rechaza por su nombre
(no se puntúa como si fuera inglés). Cada función da ``None`` si el valor es de un juego que Planilla puntúa
(o se desconoce), y si no, qué juego es, para el mensaje.
"""

from __future__ import annotations

import re

from app_planilla.nucleo.idioma import N_, _

ESPANOL = "es"
INGLES = "en"

_LEXICOS = (
    (ESPANOL, r"FILE|FISE|DRAE|LEXICON[-_ ]?FISE|SPANISH|ESPA[NÑ]OL"),
    (INGLES, r"TWL|NWL|CSW|OWL|OSPD|ECWL|NSWL|COLLINS|AMERICA|SOWPODS|ENGLISH|WORDNIK"),
    (N_("alemán"), r"GERMAN|DEUTSCH|RD\d"),
    (N_("francés"), r"FRA|FRENCH|ODS\d"),
    (N_("polaco"), r"OSPS|POLISH|POLSKI"),
    (N_("catalán"), r"DISC|CATALAN|CATAL[AÀ]"),
    (N_("noruego"), r"NSF|NORWEGIAN|NORSK"),
    (N_("sueco"), r"SAOL|SWEDISH|SVENSK"),
    (N_("neerlandés"), r"DUTCH|NEDERLANDS"),
    (N_("italiano"), r"ITALIAN|ZINGA"),
    (N_("portugués"), r"PORTUGUESE|PORTUGU[EÊ]S"),
    (N_("eslovaco"), r"SLOVAK"),
)
_DISTRIBUCIONES = {
    "english": INGLES,
    "en": INGLES,
    "spanish": ESPANOL,
    "es": ESPANOL,
    "german": N_("alemán"),
    "french": N_("francés"),
    "polish": N_("polaco"),
    "catalan": N_("catalán"),
    "norwegian": N_("noruego"),
    "swedish": N_("sueco"),
    "dutch": N_("neerlandés"),
    "italian": N_("italiano"),
    "portuguese": N_("portugués"),
    "slovak": N_("eslovaco"),
}


def idioma_del_lexico(lexico: str) -> str | None:
    """``es``, ``en``, el nombre de otro idioma, o ``None`` si no se conoce el léxico."""
    nombre = lexico.strip().upper()
    for idioma, patron in _LEXICOS:
        if re.match(rf"(?:{patron})", nombre):
            return idioma
    return None


def idioma_de_la_distribucion(distribucion: str) -> str | None:
    """``es``, ``en``, el nombre de otro idioma, o ``None`` si no se conoce (``spanish…`` es español)."""
    nombre = distribucion.strip().lower()
    if nombre.startswith("span"):
        return ESPANOL
    return _DISTRIBUCIONES.get(nombre)


def variante_ajena(variante: str) -> str | None:
    """``None`` para el juego clásico; si no, cómo llamar a la variante."""
    nombre = variante.strip().lower().replace("_", "").replace("-", "")
    if nombre in ("", "classic", "clasico", "clásico", "crosswordgame", "scrabble"):
        return None
    if "wordsmog" in nombre:
        return _("la variante WordSmog")
    return _("la variante «{variante}»").format(variante=variante.strip())


def tablero_ajeno(tablero: str) -> str | None:
    """``None`` para el tablero de 15×15; si no, cómo llamarlo."""
    nombre = tablero.strip().lower().replace("_", "").replace("-", "")
    if nombre in ("", "crosswordgame", "standard", "standard15", "15x15", "scrabble"):
        return None
    if "super" in nombre or "21" in nombre:
        return _("el tablero de 21×21")
    return _("el tablero «{tablero}»").format(tablero=tablero.strip())
