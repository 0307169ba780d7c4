"""Comprobación opcional de palabras en una lista abierta. Nunca cambia la puntuación.

La lista no es el Lexicón FISE: una palabra válida en torneo puede faltar, o al revés. Las listas
escriben los dígrafos con dos letras (CH = c + h) y sin tildes, en minúsculas.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from typing import Protocol

from app_planilla.nucleo import idioma
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.fichas import Ficha, quitar_tildes
from app_planilla.nucleo.juego.puntuacion import Resultado

MAX_PALABRAS_LISTA = 2_000_000
"""Tope de palabras (y de líneas) de una lista propia: tres veces la española más larga (FISE, unas 640 000).
Con 5 millones, rechazar una lista así costaba 16 s y 420 MB."""
MAX_LARGO_PALABRA = 40


class ErrorLista(ErrorPlanilla):
    """Fichero de lista que no se puede usar."""


class ListaPalabras(Protocol):
    def __contains__(self, palabra: object, /) -> bool: ...


class Comprobacion(enum.Enum):
    EN_LISTA = N_("En la lista")
    NO_ESTA = N_("No está en la lista")
    NO_CARGADA = N_("Lista no cargada")

    @property
    def texto(self) -> str:
        """La marca para mostrarla, en el idioma en uso (el valor es el texto en español)."""
        return _(self.value)


def forma_de_lista(fichas: Iterable[Ficha]) -> str:
    """Cómo se escribe la palabra en las listas: minúsculas, dígrafos con dos letras."""
    return "".join(f.letra for f in fichas).lower()


def comprobar(resultado: Resultado, lista: ListaPalabras | None) -> list[tuple[str, Comprobacion]]:
    """Cada palabra de la jugada (texto de sus fichas) con su marca."""
    marcas = []
    for palabra in resultado.palabras:
        if lista is None:
            marca = Comprobacion.NO_CARGADA
        else:
            dentro = forma_de_lista(f.ficha for f in palabra.fichas) in lista
            marca = Comprobacion.EN_LISTA if dentro else Comprobacion.NO_ESTA
        marcas.append((palabra.texto, marca))
    return marcas


def _lineas(texto: str, trozo: int = 1 << 20) -> Iterator[str]:
    """Las líneas de ``texto``, las mismas que ``splitlines``, a trozos que acaban tras un ``\n`` (así un
    ``\r\n`` no se parte): todas a la vez, millones de líneas cortas ocupaban cientos de MB."""
    inicio = 0
    while inicio < len(texto):
        fin = texto.find("\n", inicio + trozo)
        fin = len(texto) if fin < 0 else fin + 1
        yield from texto[inicio:fin].splitlines()
        inicio = fin


def leer_lista(texto: str) -> list[str]:
    """Palabras de un fichero de lista (una por línea), normalizadas como las listas incluidas.

    Se quitan tildes y se pasa a minúsculas; las líneas vacías y las que empiezan por ``#`` se ignoran.
    Una línea que no es una palabra se rechaza diciendo cuál es.
    """
    if "\x00" in texto:
        raise ErrorLista(_("El fichero no es de texto: una lista tiene una palabra por línea, en UTF-8."))
    # Cada «\n» acaba una línea: con más líneas que el tope se rechaza sin leerlas una a una.
    if texto.count("\n") > MAX_PALABRAS_LISTA:
        raise ErrorLista(
            _("La lista tiene más de {maximo} líneas.").format(maximo=idioma.entero(MAX_PALABRAS_LISTA))
        )
    palabras: list[str] = []
    for n, linea in enumerate(_lineas(texto), start=1):
        limpia = linea.strip().lstrip("\ufeff")
        if not limpia or limpia.startswith("#"):
            continue
        # En ASCII no hay tildes que quitar (y es casi toda línea: la lista española entera tardaba 5 s).
        palabra = limpia.lower() if limpia.isascii() else quitar_tildes(limpia).lower()
        if not palabra.isalpha() or len(palabra) > MAX_LARGO_PALABRA:
            raise ErrorLista(
                _("Línea {linea}: «{texto}» no es una palabra (una palabra por línea, solo letras).").format(
                    linea=n, texto=limpia[:60]
                )
            )
        palabras.append(palabra)
        if len(palabras) > MAX_PALABRAS_LISTA:
            raise ErrorLista(
                _("La lista tiene más de {maximo} palabras.").format(maximo=idioma.entero(MAX_PALABRAS_LISTA))
            )
    if not palabras:
        raise ErrorLista(_("El fichero no tiene ninguna palabra."))
    return palabras
