"""Fichas y lectura de texto a fichas: dígrafos, tildes, comodines y letras ajenas a la edición."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion


@dataclass(frozen=True, slots=True)
class Ficha:
    """Una ficha: una letra o dígrafo, o un comodín que la representa."""

    letra: str
    """Letra en mayúsculas tal como se lee en la ficha (``A``, ``CH``, ``Ñ``)."""
    comodin: bool = False
    """Ficha en blanco: vale 0 aunque represente ``letra``."""
    fija: bool = False
    """Comodín que no puede volver a ser ficha con letra (K y W en español, art. 10.2)."""

    @property
    def texto(self) -> str:
        """Letra en mayúsculas, o en minúsculas si es comodín (como en la notación)."""
        return self.letra.lower() if self.comodin else self.letra

    def valor(self, edicion: Edicion) -> int:
        return 0 if self.comodin else edicion.valor(self.letra)

    def como_comodin(self, comodin: bool) -> Ficha:
        """La misma ficha como comodín o como letra; un comodín fijo no cambia."""
        if self.fija:
            return self
        return Ficha(self.letra, comodin)


@dataclass(frozen=True)
class Lectura:
    """Resultado de leer un texto: las fichas (``None`` = ficha ya en el tablero) y los avisos."""

    fichas: tuple[Ficha | None, ...]
    avisos: tuple[str, ...] = ()


# Tildes y diéresis que se quitan (las fichas no las llevan); la Ñ se conserva aparte.
_SIN_TILDE = str.maketrans("ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜáàâäéèêëíìîïóòôöúùûü", "AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu")


# El acento suelto de algunos teclados («CA´SA», «PINGU¨INO»): cuenta como el acento que se combina.
_ACENTO_SUELTO = str.maketrans({"\u00b4": "\u0301", "\u00a8": "\u0308"})


def quitar_tildes(texto: str) -> str:
    """ÁRBOL → ARBOL; la Ñ se queda.

    Antes se juntan las letras escritas en dos partes (A + acento combinante, N + tilde combinante, como
    las escriben macOS y algunos teclados): «CÁSA» llega igual escrita de un modo o del otro.
    """
    return unicodedata.normalize("NFC", texto.translate(_ACENTO_SUELTO)).translate(_SIN_TILDE)


def _nombre_edicion(edicion: Edicion) -> str:
    """El adjetivo de la edición para los mensajes: «la edición española»."""
    return _("española") if edicion.codigo == "es" else _("inglesa")


def no_es_ficha(texto: str, edicion: Edicion) -> ErrorFichas:
    """El error de lo que no es ninguna ficha de la edición, citado como se escribió."""
    return ErrorFichas(
        _("«{letra}» no es una ficha de la edición {edicion}.").format(letra=texto, edicion=_nombre_edicion(edicion))
    )


def _simbolo(caracter: str) -> ErrorFichas:
    if caracter.isdigit():
        return ErrorFichas(_("«{caracter}» es un número: escribe solo letras.").format(caracter=caracter))
    if caracter.isspace():
        return ErrorFichas(_("La palabra no puede llevar espacios."))
    return ErrorFichas(_("«{caracter}» no es una letra: escribe solo letras.").format(caracter=caracter))


def _ficha(letra: str, comodin: bool, edicion: Edicion, avisos: list[str]) -> Ficha:
    mayuscula = letra.upper()
    if mayuscula in edicion.valores:
        return Ficha(mayuscula, comodin)
    if mayuscula in edicion.letras_ajenas:
        avisos.append(
            _("La {letra} no existe en la edición {edicion}: se anota como comodín de 0 puntos.").format(
                letra=mayuscula, edicion=_nombre_edicion(edicion)
            )
        )
        return Ficha(mayuscula, comodin=True, fija=True)
    if len(mayuscula) == 1 and mayuscula.isalpha():
        raise ErrorFichas(
            _("La {letra} no es una ficha de la edición {edicion}.").format(
                letra=mayuscula, edicion=_nombre_edicion(edicion)
            )
        )
    raise no_es_ficha(letra, edicion)


def _trozos(texto: str, edicion: Edicion, unir_digrafos: bool) -> Iterator[tuple[str, bool]]:
    """Parte el texto en (letra, comodín); ``.`` sale como ``("." , False)``."""
    i = 0
    n = len(texto)
    while i < n:
        c = texto[i]
        if c == "[":
            cierre = texto.find("]", i)
            if cierre < 0:
                raise ErrorFichas(_("Falta cerrar el corchete: escribe los dígrafos como [CH], [LL] o [RR]."))
            dentro = texto[i + 1 : cierre]
            if dentro.upper() not in edicion.digrafos or not (dentro.isupper() or dentro.islower()):
                raise ErrorFichas(
                    _("«[{digrafo}]» no es un dígrafo de la edición {edicion}.").format(
                        digrafo=dentro, edicion=_nombre_edicion(edicion)
                    )
                )
            yield dentro.upper(), dentro.islower()
            i = cierre + 1
            continue
        if c == ".":
            yield ".", False
            i += 1
            continue
        if not c.isalpha():
            raise _simbolo(c)
        if unir_digrafos and i + 1 < n:
            par = texto[i : i + 2]
            if par.upper() in edicion.digrafos and (par.isupper() or par.islower()):
                yield par.upper(), par.islower()
                i += 2
                continue
        yield c.upper(), c.islower()
        i += 1


def leer_palabra(
    texto: str, edicion: Edicion, *, unir_digrafos: bool = True, permitir_puntos: bool = True
) -> Lectura:
    """Lee una palabra escrita como en la notación: minúscula = comodín; ``.`` = ficha ya colocada.

    Los dígrafos se unen al escribirlos seguidos (CH, LL, RR) o entre corchetes (``[CH]``, GCG).
    Números y símbolos se rechazan con ``ErrorFichas``; K y W en español pasan a comodín fijo con aviso.
    """
    limpio = quitar_tildes(texto.strip())
    if not limpio:
        raise ErrorFichas(_("Escribe al menos una letra."))
    avisos: list[str] = []
    fichas: list[Ficha | None] = []
    for letra, comodin in _trozos(limpio, edicion, unir_digrafos):
        if letra == ".":
            if not permitir_puntos:
                raise ErrorFichas(_("«.» no es una letra: escribe solo letras."))
            fichas.append(None)
        else:
            fichas.append(_ficha(letra, comodin, edicion, avisos))
    return Lectura(tuple(fichas), tuple(dict.fromkeys(avisos)))


def leer_fichas(texto: str, edicion: Edicion, *, unir_digrafos: bool = True) -> tuple[Ficha, ...]:
    """Lee un texto como fichas nuevas (sin ``.``); los avisos se descartan."""
    lectura = leer_palabra(texto, edicion, unir_digrafos=unir_digrafos, permitir_puntos=False)
    return tuple(f for f in lectura.fichas if f is not None)


def texto_fichas(fichas: Iterable[Ficha], *, corchetes: bool = False) -> str:
    """Fichas a texto; con ``corchetes`` los dígrafos salen como en GCG (``[CH]``, ``[ch]``)."""
    partes = []
    for ficha in fichas:
        texto = ficha.texto
        if corchetes and len(ficha.letra) > 1:
            texto = f"[{texto}]"
        partes.append(texto)
    return "".join(partes)
