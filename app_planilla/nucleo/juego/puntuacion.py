"""Reglas de colocación, palabras formadas y puntuación con la cuenta paso a paso (semilla 002).

Orden de Mattel: premio de letra a cada ficha nueva, suma de la palabra, premio de palabra; se suman
todas las palabras y, si se colocan siete fichas, +50 al final.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from app_planilla.nucleo.errores import ErrorColocacion
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, texto_fichas
from app_planilla.nucleo.juego.tablero import (
    CENTRO,
    LADO,
    PREMIOS,
    Casilla,
    Direccion,
    Posicion,
    Premio,
    Tablero,
    nombre_casilla,
)

PREMIO_SIETE = 50
MAX_FICHAS_NUEVAS = 7


class FichaEnPalabra(NamedTuple):
    """Una ficha de una palabra formada (tupla con nombre: se crean muchas por jugada y así cuesta menos)."""

    ficha: Ficha
    nueva: bool
    """Colocada en este turno (solo las nuevas aprovechan la casilla de premio)."""
    premio: Premio | None = None
    """Casilla de premio bajo una ficha nueva."""
    casilla: Casilla | None = None
    """Dónde está en el tablero (``None`` en el modo de palabras escritas)."""


@dataclass(frozen=True, slots=True)
class PalabraPuntuada:
    """Palabra formada en el turno, con sus puntos y la cuenta como la explica la semilla."""

    fichas: tuple[FichaEnPalabra, ...]
    puntos: int
    cuenta: str
    """Por ejemplo ``(8×2 + 1 + 3 + 1 + 1) × 2 = 44``."""
    principal: bool

    @property
    def texto(self) -> str:
        """Letras de sus fichas; los comodines en minúscula."""
        return texto_fichas(f.ficha for f in self.fichas)


@dataclass(frozen=True, slots=True)
class Resultado:
    """Puntos de una jugada: cada palabra, el premio de 50 y el total."""

    palabras: tuple[PalabraPuntuada, ...]
    fichas_nuevas: int
    premio: int
    """Los 50 puntos por colocar las siete fichas del atril, o 0."""
    puntos: int
    posicion: Posicion | None = None
    """Inicio y dirección de la palabra principal (``None`` en el modo de palabras escritas)."""
    avisos: tuple[str, ...] = ()

    @property
    def principal(self) -> PalabraPuntuada:
        return self.palabras[0]


def puntuar_palabra(fichas: Sequence[FichaEnPalabra], edicion: Edicion) -> PalabraPuntuada:
    """Puntos de una palabra y su cuenta. Las fichas de turnos anteriores valen su valor impreso."""
    terminos: list[str] = []
    suma = 0
    multiplicador = 1
    for f in fichas:
        valor = 0 if f.ficha.comodin else edicion.valores[f.ficha.letra]
        premio = f.premio if f.nueva else None
        if premio is not None:
            multiplicador *= premio.palabra
            if premio.letra > 1 and valor:
                terminos.append(f"{valor}×{premio.letra}")
                suma += valor * premio.letra
                continue
        terminos.append(str(valor))
        suma += valor
    total = suma * multiplicador
    cuenta = " + ".join(terminos)
    if multiplicador > 1:
        cuenta = f"({cuenta}) × {multiplicador}"
    return PalabraPuntuada(tuple(fichas), total, f"{cuenta} = {total}", principal=False)


def _principal(palabra: PalabraPuntuada) -> PalabraPuntuada:
    return PalabraPuntuada(palabra.fichas, palabra.puntos, palabra.cuenta, principal=True)


def _extension(tablero: Tablero, nuevas: Mapping[Casilla, Ficha], c: Casilla, paso: Casilla) -> list[Casilla]:
    """Casillas ocupadas seguidas que pasan por ``c`` en la dirección ``paso``."""
    df, dc = paso
    f, col = c
    ocupadas = tablero.fichas
    while 0 <= f - df and 0 <= col - dc and ((f - df, col - dc) in nuevas or (f - df, col - dc) in ocupadas):
        f, col = f - df, col - dc
    casillas = []
    while f < LADO and col < LADO and ((f, col) in nuevas or (f, col) in ocupadas):
        casillas.append((f, col))
        f, col = f + df, col + dc
    return casillas


def _palabra(tablero: Tablero, nuevas: Mapping[Casilla, Ficha], casillas: Iterable[Casilla]) -> list[FichaEnPalabra]:
    ocupadas = tablero.fichas
    return [
        FichaEnPalabra(nuevas[c], True, PREMIOS.get(c), c)
        if c in nuevas
        else FichaEnPalabra(ocupadas[c], False, None, c)
        for c in casillas
    ]


def _comprobar_fichas(tablero: Tablero, nuevas: Mapping[Casilla, Ficha]) -> None:
    if not nuevas:
        raise ErrorColocacion(_("La jugada no coloca ninguna ficha nueva."))
    for c in nuevas:
        if not (0 <= c[0] < LADO and 0 <= c[1] < LADO):
            raise ErrorColocacion(_("La jugada se sale del tablero."))
        if c in tablero:
            raise ErrorColocacion(_("La casilla {casilla} ya tiene una ficha.").format(casilla=nombre_casilla(c)))
    if len(nuevas) > MAX_FICHAS_NUEVAS:
        raise ErrorColocacion(
            _("Una jugada coloca como mucho {maximo} fichas nuevas, y esta coloca {n}.").format(
                maximo=MAX_FICHAS_NUEVAS, n=len(nuevas)
            )
        )


def _direccion(
    tablero: Tablero, nuevas: Mapping[Casilla, Ficha], sugerida: Direccion | None
) -> Direccion:
    filas = {c[0] for c in nuevas}
    columnas = {c[1] for c in nuevas}
    if len(nuevas) > 1:
        if len(filas) == 1:
            return Direccion.HORIZONTAL
        if len(columnas) == 1:
            return Direccion.VERTICAL
        raise ErrorColocacion(_("Las fichas nuevas tienen que quedar en una sola fila o columna."))
    # Una sola ficha: la palabra principal es la de la dirección sugerida si forma palabra.
    (c,) = nuevas
    orden = [sugerida, sugerida.otra] if sugerida else [Direccion.HORIZONTAL, Direccion.VERTICAL]
    for d in orden:
        if len(_extension(tablero, nuevas, c, d.paso)) > 1:
            return d
    return orden[0]


def puntuar(
    tablero: Tablero,
    nuevas: Mapping[Casilla, Ficha],
    edicion: Edicion,
    direccion: Direccion | None = None,
) -> Resultado:
    """Comprueba la colocación de ``nuevas`` sobre ``tablero`` y la puntúa.

    ``direccion`` solo decide la palabra principal cuando se coloca una sola ficha.
    Lanza ``ErrorColocacion`` con el motivo en español si la jugada no es válida.
    """
    _comprobar_fichas(tablero, nuevas)
    d = _direccion(tablero, nuevas, direccion)
    paso = d.paso
    primera = min(nuevas)
    ultima = max(nuevas)
    # Sin huecos: toda casilla entre la primera y la última ficha nueva está ocupada.
    f, col = primera
    while (f, col) != ultima:
        f, col = f + paso[0], col + paso[1]
        if (f, col) not in nuevas and (f, col) not in tablero:
            raise ErrorColocacion(
                _("Las fichas nuevas no pueden dejar huecos: la casilla {casilla} está vacía.").format(
                    casilla=nombre_casilla((f, col))
                )
            )
    linea = _extension(tablero, nuevas, primera, paso)
    palabras: list[PalabraPuntuada] = []
    toca = False
    if len(linea) > 1:
        fichas = _palabra(tablero, nuevas, linea)
        toca = len(linea) > len(nuevas)
        palabras.append(_principal(puntuar_palabra(fichas, edicion)))
    cruce = d.otra.paso
    for c in sorted(nuevas):
        casillas = _extension(tablero, nuevas, c, cruce)
        if len(casillas) > 1:
            toca = True
            palabras.append(puntuar_palabra(_palabra(tablero, nuevas, casillas), edicion))
    if tablero.vacio():
        if CENTRO not in nuevas:
            raise ErrorColocacion(_("La primera jugada tiene que tapar la casilla central, H8."))
        if len(nuevas) < 2:
            raise ErrorColocacion(_("La primera jugada tiene que usar al menos dos fichas."))
    elif not toca:
        raise ErrorColocacion(_("La jugada tiene que tocar alguna ficha que ya esté en el tablero."))
    premio = PREMIO_SIETE if len(nuevas) == MAX_FICHAS_NUEVAS else 0
    total = sum(p.puntos for p in palabras) + premio
    return Resultado(tuple(palabras), len(nuevas), premio, total, Posicion(linea[0], d))


def colocar(tablero: Tablero, nuevas: Mapping[Casilla, Ficha]) -> None:
    """Deja las fichas nuevas en el tablero (tras puntuar la jugada)."""
    for c, ficha in nuevas.items():
        tablero.poner(c, ficha)


def digrafos_sueltos(resultado: Resultado, edicion: Edicion) -> tuple[str, ...]:
    """Avisos por cada dígrafo formado con dos fichas sueltas (C y H, L y L, R y R) en una palabra de la
    jugada: el reglamento FISE (art. 11) no lo permite, pero la hoja no lo impide (solo avisa)."""
    avisos = []
    for palabra in resultado.palabras:
        for a, b in zip(palabra.fichas, palabra.fichas[1:], strict=False):
            par = a.ficha.letra + b.ficha.letra
            if (a.nueva or b.nueva) and par in edicion.digrafos:
                avisos.append(
                    _(
                        "«{palabra}» forma {par} con dos fichas sueltas ({a} y {b}): el reglamento FISE no permite "
                        "formar un dígrafo con fichas sueltas (art. 11)."
                    ).format(palabra=palabra.texto, par=par, a=a.ficha.letra, b=b.ficha.letra)
                )
    return tuple(dict.fromkeys(avisos))
