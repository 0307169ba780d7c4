"""Grafo de palabras (DAWG) cuyas letras son las fichas de la edición: CH, LL, RR y Ñ son una letra cada una.

Lo recorre nodo a nodo el buscador de jugadas maestras (``maestra.py``). Ninguna biblioteca de PyPI da ese
recorrido con el alfabeto de fichas, así que el grafo es propio. Probadas: marisa-trie (la de las listas) no
da asa de nodo, solo consultas de prefijo (``bench/maestra.py`` mide esa búsqueda como línea base);
dawg2-python sigue nodos (``follow_char``) pero sobre los bytes UTF-8 de cada carácter (la Ñ son dos pasos,
CH dos letras, de modo que una C suelta seguida de una H leería «ch») y sus ficheros los construye una
extensión en C; gaddag (cGADDAG) solo admite las letras a–z y rechaza la Ñ.

Forma compacta, en arreglos y no un objeto por nodo: las letras son los números 1..N del alfabeto y cada
nodo ``n`` tiene ``mascaras[n]`` (bit 0: fin de palabra; bit ``L``: hay arista con la letra ``L``) y
``primeros[n]`` (índice de su primera arista en ``destinos``). Las aristas de un nodo van seguidas y en
orden de letra, así que la de la letra ``L`` está en ``primeros[n] + popcount(mascara & (2^L - 2))``.

Se guarda en un formato de datos (cabecera JSON y arreglos de enteros), nunca pickle: un fichero de la
carpeta de datos no puede ejecutar código al cargarlo.
"""

from __future__ import annotations

import hashlib
import json
import sys
from array import array
from collections.abc import Iterable
from dataclasses import dataclass

from app_planilla.nucleo import idioma
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion

MAGIA = b"PLANILLA-GRAFO\n"
VERSION = 2
MAX_NODOS = 500_000
"""Tope de nodos al construir el grafo de una lista propia: unos 300 bytes cada uno mientras se construye, así
que 150 MB. Las listas reales caben de sobra (la española incluida, 636 598 palabras, son 47 150 nodos; la
inglesa, 80 055); una de palabras al azar no se comprime y llenaría la memoria."""


class ErrorGrafo(ErrorPlanilla):
    """Fichero de grafo que no se puede usar (dañado, de otra versión o de otra edición)."""


def alfabeto(edicion: Edicion) -> tuple[str, ...]:
    """Letras del grafo, numeradas desde 1: las de la edición y, al final, las ajenas (K y W en español),
    que solo se juegan con comodín."""
    return edicion.letras + tuple(sorted(edicion.letras_ajenas))


class Traductor:
    """Pasa palabras de lista (minúsculas, sin tildes, dígrafos con dos letras) a letras del grafo.

    CH, LL y RR seguidas son siempre la ficha del dígrafo, nunca dos fichas (regla de la edición
    española). Con ``str.translate`` y no letra a letra: una lista de 600 000 palabras se traduce en
    menos de un segundo.
    """

    def __init__(self, edicion: Edicion) -> None:
        letras = alfabeto(edicion)
        self.indices = {letra: i for i, letra in enumerate(letras, start=1)}
        # Cada letra pasa a un carácter de control (su número); cualquier otro carácter se queda y delata
        # una palabra que no se puede formar con fichas de la edición.
        self._digrafos = [(d.lower(), chr(self.indices[d])) for d in edicion.digrafos]
        self._tabla = {ord(letra.lower()): i for letra, i in self.indices.items() if len(letra) == 1}

    def __call__(self, palabra: str) -> bytes | None:
        """La palabra como letras del grafo, o ``None`` si lleva algo que no es ficha de la edición."""
        p = palabra.lower()
        for digrafo, codigo in self._digrafos:
            if digrafo in p:
                p = p.replace(digrafo, codigo)
        t = p.translate(self._tabla)
        if not t or max(t) >= " ":
            return None
        return t.encode("ascii")


@dataclass(frozen=True)
class Grafo:
    """DAWG mínimo en arreglos (ver el docstring del módulo)."""

    alfabeto: tuple[str, ...]
    mascaras: array[int]
    primeros: array[int]
    destinos: array[int]
    alcances: bytes
    """Cuántas letras más puede tener como mucho una palabra desde cada nodo (la poda del buscador)."""
    raiz: int
    palabras: int
    """Cuántas palabras distintas contiene (las que no son fichas de la edición se descartan)."""

    def hijo(self, nodo: int, letra: int) -> int:
        """El nodo tras la letra ``letra``, o -1 si no hay arista."""
        m = self.mascaras[nodo]
        bit = 1 << letra
        if not m & bit:
            return -1
        return self.destinos[self.primeros[nodo] + (m & (bit - 2)).bit_count()]

    def recorrer(self, letras: Iterable[int], nodo: int | None = None) -> int:
        """Nodo al que se llega leyendo ``letras`` desde ``nodo`` (la raíz por defecto), o -1."""
        n = self.raiz if nodo is None else nodo
        for letra in letras:
            n = self.hijo(n, letra)
            if n < 0:
                return -1
        return n

    def contiene(self, letras: Iterable[int]) -> bool:
        n = self.recorrer(letras)
        return n >= 0 and bool(self.mascaras[n] & 1)

    def secuencias(self) -> Iterable[bytes]:
        """Todas las palabras, como letras del grafo, en orden (para las pruebas y la herramienta)."""
        pila: list[tuple[int, bytes]] = [(self.raiz, b"")]
        while pila:
            nodo, prefijo = pila.pop()
            m = self.mascaras[nodo]
            if m & 1:
                yield prefijo
            hijos = []
            resto = m >> 1
            letra = 1
            i = self.primeros[nodo]
            while resto:
                if resto & 1:
                    hijos.append((self.destinos[i], prefijo + bytes((letra,))))
                    i += 1
                resto >>= 1
                letra += 1
            pila.extend(reversed(hijos))

    @property
    def bytes_en_memoria(self) -> int:
        """Lo que ocupan los arreglos (el grueso de la estructura cargada)."""
        return sum(a.itemsize * len(a) for a in (self.mascaras, self.primeros, self.destinos))

    def a_bytes(self) -> bytes:
        cabecera = json.dumps(
            {
                "version": VERSION,
                "alfabeto": list(self.alfabeto),
                "nodos": len(self.mascaras),
                "aristas": len(self.destinos),
                "raiz": self.raiz,
                "palabras": self.palabras,
            },
            ensure_ascii=False,
        ).encode("utf-8")
        partes = [MAGIA, len(cabecera).to_bytes(4, "little"), cabecera]
        for a in (self.mascaras, self.primeros, self.destinos):
            copia = array("I", a)
            if sys.byteorder != "little":
                copia.byteswap()
            partes.append(copia.tobytes())
        partes.append(bytes(self.alcances))
        cuerpo = b"".join(partes)
        return cuerpo + hashlib.sha256(cuerpo).digest()

    @classmethod
    def desde_bytes(cls, datos: bytes, edicion: Edicion | None = None) -> Grafo:
        """Lee un grafo guardado; ``ErrorGrafo`` si está dañado o es de otra edición."""
        if not datos.startswith(MAGIA) or len(datos) < len(MAGIA) + 4 + 32:
            raise ErrorGrafo(_("El fichero no es un grafo de palabras de Planilla."))
        cuerpo, huella = datos[:-32], datos[-32:]
        if hashlib.sha256(cuerpo).digest() != huella:
            raise ErrorGrafo(_("El grafo de palabras está dañado."))
        i = len(MAGIA)
        largo = int.from_bytes(cuerpo[i : i + 4], "little")
        i += 4
        try:
            cabecera = json.loads(cuerpo[i : i + largo].decode("utf-8"))
            version = cabecera["version"]
            letras = tuple(str(x) for x in cabecera["alfabeto"])
            nodos, aristas = int(cabecera["nodos"]), int(cabecera["aristas"])
            raiz, palabras = int(cabecera["raiz"]), int(cabecera["palabras"])
        except (ValueError, KeyError, TypeError, UnicodeDecodeError):
            raise ErrorGrafo(_("La cabecera del grafo de palabras está dañada.")) from None
        if version != VERSION:
            raise ErrorGrafo(_("El grafo de palabras es de otra versión de Planilla."))
        if edicion is not None and letras != alfabeto(edicion):
            raise ErrorGrafo(_("El grafo de palabras no es de la edición «{codigo}».").format(codigo=edicion.codigo))
        i += largo
        arreglos = []
        for cuantos in (nodos, nodos, aristas):
            a = array("I")
            fin = i + cuantos * a.itemsize
            if fin > len(cuerpo):
                raise ErrorGrafo(_("El grafo de palabras está incompleto."))
            a.frombytes(cuerpo[i:fin])
            if sys.byteorder != "little":
                a.byteswap()
            arreglos.append(a)
            i = fin
        alcances = cuerpo[i : i + nodos]
        i += nodos
        if i != len(cuerpo) or not 0 <= raiz < nodos:
            raise ErrorGrafo(_("El grafo de palabras está dañado."))
        return cls(letras, arreglos[0], arreglos[1], arreglos[2], alcances, raiz, palabras)


def construir(palabras: Iterable[str], edicion: Edicion) -> Grafo:
    """El DAWG mínimo de las palabras (algoritmo incremental de Daciuk et al., entrada ordenada).

    Cada nodo se registra al cerrarse, con sus hijos ya registrados: sus aristas van seguidas al final
    de ``destinos`` y un nodo igual a otro ya registrado (mismo fin y mismas aristas) se reutiliza.
    """
    letras = alfabeto(edicion)
    if len(letras) > 31:
        raise ErrorGrafo(_("La edición tiene demasiadas letras para el grafo."))
    traducir = Traductor(edicion)
    # Una lista ordenada y no un conjunto: con millones de palabras, la mitad de memoria. Las repetidas quedan
    # seguidas y no cambian el grafo (solo no se cuentan dos veces).
    secuencias = sorted(s for p in palabras if (s := traducir(p)))
    distintas = 0
    mascaras = array("I")
    primeros = array("I")
    destinos = array("I")
    alcances = bytearray()
    registro: dict[tuple[int, ...], int] = {}

    def registrar(aristas: list[int], fin: bool) -> int:
        # ``aristas`` alterna letra y destino: la clave es el nodo entero.
        clave = (int(fin), *aristas)
        nodo = registro.get(clave)
        if nodo is None:
            nodo = len(mascaras)
            if nodo >= MAX_NODOS:
                raise ErrorGrafo(
                    _("La lista es demasiado grande para buscar jugadas en ella: su grafo pasa de {maximo} nodos "
                      "(el de la lista española incluida tiene unos 47.000).").format(maximo=idioma.entero(MAX_NODOS))
                )
            registro[clave] = nodo
            primeros.append(len(destinos))
            m = int(fin)
            alcance = 0
            for j in range(0, len(aristas), 2):
                m |= 1 << aristas[j]
                destinos.append(aristas[j + 1])
                alcance = max(alcance, alcances[aristas[j + 1]] + 1)
            mascaras.append(m)
            alcances.append(min(alcance, 255))
        return nodo

    # Camino abierto: (letra que entra, aristas [letra, destino, ...], fin de palabra).
    camino: list[tuple[int, list[int], list[bool]]] = [(0, [], [False])]
    anterior = b""
    for s in secuencias:
        if s == anterior:
            continue
        distintas += 1
        # Prefijo común con la anterior de una vez (XOR de los bytes como enteros), no letra a letra.
        tope = min(len(s), len(anterior))
        diferencia = int.from_bytes(s[:tope], "big") ^ int.from_bytes(anterior[:tope], "big")
        comun = tope - (diferencia.bit_length() + 7) // 8
        while len(camino) > comun + 1:
            letra, aristas, fin = camino.pop()
            camino[-1][1].extend((letra, registrar(aristas, fin[0])))
        for letra in s[comun:]:
            camino.append((letra, [], [False]))
        camino[-1][2][0] = True
        anterior = s
    while len(camino) > 1:
        letra, aristas, fin = camino.pop()
        camino[-1][1].extend((letra, registrar(aristas, fin[0])))
    raiz = registrar(camino[0][1], camino[0][2][0])
    return Grafo(letras, mascaras, primeros, destinos, bytes(alcances), raiz, distintas)
