"""De qué juego es un GCG: idioma (``#lexicon``, ``#tile-distribution``), variante y tablero.

Planilla puntúa las ediciones española e inglesa en el tablero de 15×15: lo demás se rechaza por su nombre
(no se puntúa como si fuera inglés). Cada función da ``None`` si el valor es de un juego que Planilla puntúa
(o se desconoce), y si no, qué juego es, para el mensaje.
"""

from __future__ import annotations

import re

ESPANOL = "es"
INGLES = "en"

_LEXICOS = (
    (ESPANOL, r"FILE|FISE|DRAE|LEXICON[-_ ]?FISE|SPANISH|ESPA[NÑ]OL"),
    (INGLES, r"TWL|NWL|CSW|OWL|OSPD|ECWL|NSWL|COLLINS|AMERICA|SOWPODS|ENGLISH|WORDNIK"),
    ("alemán", r"GERMAN|DEUTSCH|RD\d"),
    ("francés", r"FRA|FRENCH|ODS\d"),
    ("polaco", r"OSPS|POLISH|POLSKI"),
    ("catalán", r"DISC|CATALAN|CATAL[AÀ]"),
    ("noruego", r"NSF|NORWEGIAN|NORSK"),
    ("sueco", r"SAOL|SWEDISH|SVENSK"),
    ("neerlandés", r"DUTCH|NEDERLANDS"),
    ("italiano", r"ITALIAN|ZINGA"),
    ("portugués", r"PORTUGUESE|PORTUGU[EÊ]S"),
    ("eslovaco", r"SLOVAK"),
)
_DISTRIBUCIONES = {
    "english": INGLES,
    "en": INGLES,
    "spanish": ESPANOL,
    "es": ESPANOL,
    "german": "alemán",
    "french": "francés",
    "polish": "polaco",
    "catalan": "catalán",
    "norwegian": "noruego",
    "swedish": "sueco",
    "dutch": "neerlandés",
    "italian": "italiano",
    "portuguese": "portugués",
    "slovak": "eslovaco",
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
        return "la variante WordSmog"
    return f"la variante «{variante.strip()}»"


def tablero_ajeno(tablero: str) -> str | None:
    """``None`` para el tablero de 15×15; si no, cómo llamarlo."""
    nombre = tablero.strip().lower().replace("_", "").replace("-", "")
    if nombre in ("", "crosswordgame", "standard", "standard15", "15x15", "scrabble"):
        return None
    if "super" in nombre or "21" in nombre:
        return "el tablero de 21×21"
    return f"el tablero «{tablero.strip()}»"
