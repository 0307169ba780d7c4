"""Listas de palabras abiertas (Letterpress, CC0) guardadas como tries MARISA, y listas propias del club.

Fuera del núcleo porque usa ``marisa-trie``, ficheros y procesos; la normalización y la comprobación viven
en ``nucleo.comprobacion``. Para buscar jugadas maestras cada lista tiene además su grafo de palabras
(``nucleo.juego.grafo``): el de las incluidas viaja construido en ``recursos/listas``; el de una lista
propia se construye en otro proceso (unos segundos que no retienen el intérprete de la ventana) y se guarda
en la carpeta de datos, en el formato de datos del grafo (nunca pickle: un fichero de esa carpeta no puede
ejecutar código al cargarse). Si la carpeta de datos no se puede usar, el grafo se construye igual.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path

import marisa_trie

from app_planilla import traducciones
from app_planilla.ficheros import leer_fichero
from app_planilla.nucleo import idioma
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.comprobacion import ErrorLista, leer_lista
from app_planilla.nucleo.juego.ediciones import edicion
from app_planilla.nucleo.juego.grafo import ErrorGrafo, Grafo
from app_planilla.nucleo.juego.grafo import construir as construir_grafo

MAX_BYTES_LISTA = 16 * 1024 * 1024
"""Tope del fichero de una lista propia: más del doble que la lista española más larga (FISE, unos 640 000
palabras, 7 MB); más grande, el grafo tardaría minutos en construirse y no cabría en la memoria de un portátil."""

ORIGEN = N_(
    "Lista de Letterpress de Loren Brichter (dominio público, CC0 1.0), vía los paquetes "
    "an-array-of-spanish-words y an-array-of-english-words de Zeke Sikelianos (MIT)."
)
"""De dónde vienen las listas incluidas; quien lo muestra lo traduce (``idioma._``)."""


def cargar_incluida(codigo: str) -> marisa_trie.Trie:
    """La lista abierta de la edición ``es`` o ``en`` que viaja con la aplicación."""
    datos = files("app_planilla.recursos").joinpath("listas", f"letterpress-{codigo}.marisa").read_bytes()
    return marisa_trie.Trie().frombytes(datos)


def construir(palabras: list[str]) -> marisa_trie.Trie:
    return marisa_trie.Trie(palabras)


def _leer_bytes(ruta: Path) -> bytes:
    """El fichero de una lista: solo un fichero normal de hasta ``MAX_BYTES_LISTA``, leído a trozos (un
    dispositivo no se acaba nunca y una tubería dejaría esperando para siempre)."""
    demasiado = _("El fichero es demasiado grande para ser una lista de palabras (más de {mb} MB).").format(
        mb=MAX_BYTES_LISTA // (1024 * 1024))
    try:
        return leer_fichero(ruta, MAX_BYTES_LISTA, demasiado, ErrorLista)
    except OSError as e:
        mensaje = _("No se puede leer «{nombre}»: {causa}.").format(nombre=ruta.name, causa=e.strerror)
        raise ErrorLista(mensaje) from None


def _palabras(ruta: Path, datos: bytes) -> list[str]:
    try:
        texto = datos.decode("utf-8")
    except UnicodeDecodeError:
        raise ErrorLista(
            _("«{nombre}» no está en UTF-8: guárdalo como texto UTF-8, una palabra por línea.").format(nombre=ruta.name)
        ) from None
    return leer_lista(texto)


def cargar_archivo(ruta: str | Path) -> marisa_trie.Trie:
    """Una lista propia: UTF-8, una palabra por línea. Los problemas se explican con ``ErrorLista``."""
    ruta = Path(ruta)
    return construir(_palabras(ruta, _leer_bytes(ruta)))


# --- Grafos de palabras para el buscador de jugadas maestras -----------------------------------------

CARPETA_GRAFOS = "grafos"
"""Subcarpeta de la carpeta de datos donde se guardan los grafos de las listas propias."""
ESPERA_CONSTRUCCION = 300
"""Segundos como mucho para construir el grafo de una lista propia (5 millones de palabras caben)."""
NO_SE_PUDO_PREPARAR = N_("No se pudo preparar «{nombre}» para buscar jugadas.")


def grafo_incluido(codigo: str) -> Grafo:
    """El grafo de la lista abierta de la edición ``es`` o ``en``, construido de antemano."""
    datos = files("app_planilla.recursos").joinpath("listas", f"letterpress-{codigo}.grafo").read_bytes()
    return Grafo.desde_bytes(datos, edicion(codigo))


def grafo_de_archivo(ruta: str | Path, codigo: str, carpeta_datos: Path | None) -> Grafo:
    """El grafo de una lista propia para la edición ``codigo``.

    Se busca en la carpeta de datos por la huella del contenido (si la lista cambia, se construye otra
    vez); si no está, se construye en otro proceso y se intenta guardar. ``ErrorLista`` explica una lista
    que no se puede usar.
    """
    ruta = Path(ruta)
    datos = _leer_bytes(ruta)
    ed = edicion(codigo)
    huella = hashlib.sha256(codigo.encode() + b"\0" + datos).hexdigest()
    guardado = carpeta_datos / CARPETA_GRAFOS / f"{huella}.grafo" if carpeta_datos is not None else None
    if guardado is not None:
        try:
            return Grafo.desde_bytes(guardado.read_bytes(), ed)
        except (OSError, ErrorGrafo):
            pass  # no está, no se puede leer o está dañado: se construye de nuevo
    binario = _construir_en_proceso(ruta, codigo)
    try:
        grafo = Grafo.desde_bytes(binario, ed)
    except ErrorGrafo:
        raise ErrorLista(_(NO_SE_PUDO_PREPARAR).format(nombre=ruta.name)) from None
    if guardado is not None:
        _guardar(guardado, binario)
    return grafo


def _guardar(destino: Path, binario: bytes) -> None:
    """Guarda el grafo de forma atómica; si la carpeta no se puede usar, simplemente no queda guardado."""
    try:
        destino.parent.mkdir(parents=True, exist_ok=True)
        fd, temporal = tempfile.mkstemp(dir=destino.parent, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(binario)
            os.replace(temporal, destino)
        except OSError:
            Path(temporal).unlink(missing_ok=True)
            raise
    except OSError:
        pass


def _construir_en_proceso(ruta: Path, codigo: str) -> bytes:
    """Construye el grafo en un proceso aparte: la espera no retiene el intérprete de quien llama."""
    orden = [sys.executable, "-m", "app_planilla.listas", codigo, str(ruta)]
    # El otro proceso explica una lista mala en el idioma de este.
    entorno = {**os.environ, idioma.VARIABLE: idioma.actual()}
    try:
        hecho = subprocess.run(orden, capture_output=True, timeout=ESPERA_CONSTRUCCION, check=False, env=entorno)
    except subprocess.TimeoutExpired:
        mensaje = _("Preparar «{nombre}» para buscar jugadas tarda demasiado.").format(nombre=ruta.name)
        raise ErrorLista(mensaje) from None
    except OSError as e:
        raise ErrorLista(
            _("No se pudo preparar «{nombre}» para buscar jugadas: {causa}.").format(nombre=ruta.name, causa=e.strerror)
        ) from None
    if hecho.returncode != 0:
        mensaje = hecho.stderr.decode("utf-8", errors="replace").strip().splitlines()
        raise ErrorLista(mensaje[-1] if mensaje else _(NO_SE_PUDO_PREPARAR).format(nombre=ruta.name))
    return hecho.stdout


def _vaciando(palabras: list[str]) -> Iterator[str]:
    """Las palabras, sacándolas de la lista según se traducen: la lista de palabras y la de sus letras en el
    grafo no llegan a estar enteras a la vez (con 2 millones de palabras, más de 100 MB menos)."""
    while palabras:
        yield palabras.pop()


def _principal(argv: list[str]) -> int:
    """``python -m app_planilla.listas CODIGO RUTA``: escribe en la salida el grafo de la lista."""
    codigo, ruta = argv
    traducciones.elegir()
    try:
        ruta_lista = Path(ruta)
        palabras = _palabras(ruta_lista, _leer_bytes(ruta_lista))
        grafo = construir_grafo(_vaciando(palabras), edicion(codigo))
    except (ErrorLista, ErrorGrafo) as e:
        sys.stderr.write(f"{e}\n")
        return 1
    sys.stdout.buffer.write(grafo.a_bytes())
    return 0


if __name__ == "__main__":
    raise SystemExit(_principal(sys.argv[1:]))
