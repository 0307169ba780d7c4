"""El sobre de cada archivo publicado: dice de qué torneo es, qué portátil lo escribió, con qué número de orden,
de qué tipo es y cuál es su huella (SHA-256 del contenido). La identidad de un archivo es su huella, no su
nombre: «x (1).json» o «x - Copia.json» de una memoria USB cuentan una vez.

La huella se calcula sobre la forma canónica del sobre sin la huella (JSON con las claves ordenadas, sin
espacios, UTF-8), así que no depende de cómo esté sangrado el archivo.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from dataclasses import dataclass
from typing import Any

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _

FORMATO = "planilla-torneo"
VERSION = 1
"""Versión del formato de los archivos; uno de una versión más nueva queda pendiente (no se adivina)."""

UNION = "union"
EMPAREJAMIENTOS = "emparejamientos"
RESULTADO = "resultado"
DECISION = "decision"
# La duplicada por salas (``duplicada.py``): la unión de una sala, la partida maestra ronda a ronda, los
# resultados de una ronda de una sala, la marca de una clasificación impresa por el director y su desempate a
# muerte súbita.
SALA = "sala"
MAESTRA = "maestra"
RONDA = "ronda"
IMPRESION = "impresion"
DESEMPATE = "desempate"
TIPOS = (UNION, EMPAREJAMIENTOS, RESULTADO, DECISION, SALA, MAESTRA, RONDA, IMPRESION, DESEMPATE)
DEL_DIRECTOR = (EMPAREJAMIENTOS, DECISION, MAESTRA, IMPRESION, DESEMPATE)
"""Tipos que solo vale si los publica el portátil del director (el de ``torneo.json``)."""

_ID = re.compile(r"[0-9a-f]{32}")
NOMBRE = re.compile(rf"({'|'.join(TIPOS)})-[0-9a-f]{{32}}-[0-9]{{6,}}-[0-9a-f]{{16}}\.json")
"""El nombre que escribe Planilla: solo ASCII en minúsculas, válido en FAT y distinto sin mirar mayúsculas."""


class ArchivoIlegible(ErrorPlanilla):
    """Un archivo que no es un sobre válido (a medio copiar, dañado o ajeno); ``motivo`` lo dice en una frase."""


class ArchivoAMedias(ArchivoIlegible):
    """Un archivo que puede estar a medio copiar (JSON incompleto, huella que no cuadra): se vuelve a mirar."""


class VersionNueva(ErrorPlanilla):
    """Un sobre de una versión del formato que esta Planilla no conoce."""


@dataclass(frozen=True)
class Sobre:
    evento: str
    portatil: str
    secuencia: int
    """Número de orden del archivo entre los de su portátil (1, 2, 3…): el orden es este, nunca la hora."""
    tipo: str
    datos: dict[str, Any]
    huella: str

    @property
    def nombre(self) -> str:
        return nombre_archivo(self.tipo, self.portatil, self.secuencia, self.huella)


def nuevo_id() -> str:
    """Un identificador de torneo o de portátil: 32 cifras hexadecimales en minúscula."""
    return uuid.uuid4().hex


def es_id(texto: object) -> bool:
    return isinstance(texto, str) and _ID.fullmatch(texto) is not None


def canonico(objeto: object) -> bytes:
    return json.dumps(objeto, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def huella_de(cuerpo: dict[str, Any]) -> str:
    return hashlib.sha256(canonico(cuerpo)).hexdigest()


def nombre_archivo(tipo: str, portatil: str, secuencia: int, huella: str) -> str:
    return f"{tipo}-{portatil}-{secuencia:06d}-{huella[:16]}.json"


def sellar(evento: str, portatil: str, secuencia: int, tipo: str, datos: dict[str, Any]) -> Sobre:
    """El sobre de unos datos, con su huella."""
    cuerpo = {"formato": FORMATO, "version": VERSION, "evento": evento, "portatil": portatil,
              "secuencia": secuencia, "tipo": tipo, "datos": datos}
    # Lo que se sella es lo que luego se lee: una ida y vuelta por JSON deja los datos en su forma leída.
    cuerpo = json.loads(canonico(cuerpo))
    return Sobre(evento, portatil, secuencia, tipo, cuerpo["datos"], huella_de(cuerpo))


def contenido(sobre: Sobre) -> bytes:
    """Los bytes del archivo: JSON legible (una clave por línea), terminado en salto de línea."""
    cuerpo = {"formato": FORMATO, "version": VERSION, "evento": sobre.evento, "portatil": sobre.portatil,
              "secuencia": sobre.secuencia, "tipo": sobre.tipo, "datos": sobre.datos, "huella": sobre.huella}
    return (json.dumps(cuerpo, sort_keys=True, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def abrir(datos: bytes) -> Sobre:
    """El sobre de un archivo; ``ArchivoIlegible`` si no lo es o su huella no cuadra (a medio copiar),
    ``VersionNueva`` si es de una versión posterior del formato."""
    try:
        cuerpo = json.loads(datos.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ArchivoAMedias(_("no es JSON completo (¿a medio copiar?)")) from None
    if not isinstance(cuerpo, dict) or cuerpo.get("formato") != FORMATO:
        raise ArchivoIlegible(_("no es un archivo de torneo de Planilla"))
    version = cuerpo.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise VersionNueva(_("es de una versión más nueva de Planilla ({version})").format(version=version))
    huella = cuerpo.pop("huella", None)
    secuencia = cuerpo.get("secuencia")
    if (
        version != VERSION or not es_id(cuerpo.get("evento")) or not es_id(cuerpo.get("portatil"))
        or not isinstance(secuencia, int) or isinstance(secuencia, bool) or not 1 <= secuencia < 10**9
        or cuerpo.get("tipo") not in TIPOS or not isinstance(cuerpo.get("datos"), dict)
        or not isinstance(huella, str) or set(cuerpo) != {"formato", "version", "evento", "portatil",
                                                           "secuencia", "tipo", "datos"}
    ):
        raise ArchivoIlegible(_("le faltan datos del sobre o sobran"))
    if huella_de(cuerpo) != huella:
        raise ArchivoAMedias(_("su huella no cuadra con el contenido (¿a medio copiar?)"))
    return Sobre(cuerpo["evento"], cuerpo["portatil"], secuencia, cuerpo["tipo"], cuerpo["datos"], huella)
