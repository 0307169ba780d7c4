"""Notaciones de casillas y jugadas (FISE y GCG) y jugadas escritas (``H4 JAMON``, ``6F ZU.OS``) y su paso al
tablero."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace

from app_planilla.nucleo.errores import ErrorColocacion, ErrorCoordenada
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_palabra
from app_planilla.nucleo.juego.puntuacion import Resultado, colocar, puntuar
from app_planilla.nucleo.juego.tablero import (
    FILAS,
    LADO,
    Casilla,
    Direccion,
    Posicion,
    Premio,
    Tablero,
    en_tablero,
    nombre_casilla,
)

# Filas con número y columnas con letra: «8D» horizontal, «D8» vertical. re.ASCII: solo las cifras 0-9 y las
# letras A-O, también en minúscula (sin él, «8٥» sería un número y la «ı» turca una I).
_GCG_HORIZONTAL = re.compile(r"(\d{1,2})([A-O])", re.ASCII | re.IGNORECASE)
_GCG_VERTICAL = re.compile(r"([A-O])(\d{1,2})", re.ASCII | re.IGNORECASE)
# Los nombres de premio de los tableros en inglés: doble y triple de palabra son «word», no «palabra».
_PREMIOS_GCG = {Premio.DL: "DL", Premio.TL: "TL", Premio.DP: "DW", Premio.TP: "TW"}


class Notacion(enum.Enum):
    """Cómo se nombran casillas, jugadas y premios en pantalla, en los impresos y en el texto.

    En las dos, la fila primero es una jugada horizontal; cambia qué lleva letra. FISE (la española): filas
    A–O y columnas 1–15, ``H4`` horizontal y ``4H`` vertical. GCG (la de los clubes de habla inglesa,
    Quackle, cross-tables): filas 1–15 y columnas A–O, ``8D`` horizontal y ``D8`` vertical; es la misma
    jugada que FISE ``H4``. El mismo texto nombra casillas distintas en cada una, así que nunca se adivina:
    la da la edición de la partida o quien la pide. Lo que se guarda y los formatos de máquina (JSON,
    ``--json``) van siempre en FISE.
    """

    FISE = "fise"
    GCG = "gcg"

    @classmethod
    def de_edicion(cls, edicion: Edicion) -> Notacion:
        """La notación con que se muestran las partidas de ``edicion``."""
        return cls(edicion.notacion)

    def fila(self, fila: int) -> str:
        """Rótulo de la fila ``fila`` (desde 0): ``H`` en FISE, ``8`` en GCG."""
        return FILAS[fila] if self is Notacion.FISE else str(fila + 1)

    def columna(self, columna: int) -> str:
        """Rótulo de la columna ``columna`` (desde 0): ``4`` en FISE, ``D`` en GCG."""
        return str(columna + 1) if self is Notacion.FISE else FILAS[columna]

    def casilla(self, c: Casilla) -> str:
        """Nombre de una casilla, letra primero: (7, 3) es ``H4`` en FISE y ``D8`` en GCG."""
        if self is Notacion.FISE:
            return nombre_casilla(c)
        return self.columna(c[1]) + self.fila(c[0])

    def texto(self, posicion: Posicion) -> str:
        """La coordenada de una jugada: fila primero si es horizontal (``H4``/``8D``), columna primero si es
        vertical (``4H``/``D8``)."""
        fila, columna = self.fila(posicion.inicio[0]), self.columna(posicion.inicio[1])
        return fila + columna if posicion.direccion is Direccion.HORIZONTAL else columna + fila

    def leer(self, texto: str) -> Posicion:
        """La posición de una coordenada escrita en esta notación; ``ErrorCoordenada`` si no lo es."""
        if self is Notacion.FISE:
            return Posicion.desde_fise(texto)
        t = texto.strip()
        if m := _GCG_HORIZONTAL.fullmatch(t):
            fila, columna, direccion = int(m.group(1)), m.group(2), Direccion.HORIZONTAL
        elif m := _GCG_VERTICAL.fullmatch(t):
            fila, columna, direccion = int(m.group(2)), m.group(1), Direccion.VERTICAL
        else:
            fila, columna, direccion = 0, "", Direccion.HORIZONTAL
        if not 1 <= fila <= LADO:
            raise ErrorCoordenada(
                _("«{texto}» no es una coordenada: escribe 8D (horizontal desde la fila 8, columna D) "
                  "o D8 (vertical desde la columna D, fila 8).").format(texto=texto.strip())
            )
        return Posicion((fila - 1, FILAS.index(columna.upper())), direccion)

    def de_fise(self, coordenada: str) -> str:
        """Una coordenada guardada (siempre FISE, ``H4``) escrita en esta notación (``8D``). Vacía sigue vacía;
        una que no se entiende se muestra tal cual (mostrar nunca falla)."""
        if self is Notacion.FISE or not coordenada.strip():
            return coordenada
        try:
            return self.texto(Posicion.desde_fise(coordenada))
        except ErrorCoordenada:
            return coordenada

    def premio(self, premio: Premio) -> str:
        """Rótulo de una casilla de premio: DP y TP en FISE, DW y TW (double/triple word) en GCG."""
        return premio.value if self is Notacion.FISE else _PREMIOS_GCG[premio]


@dataclass(frozen=True)
class Colocacion:
    """Las fichas nuevas que una jugada escrita deja en el tablero."""

    posicion: Posicion
    nuevas: dict[Casilla, Ficha]
    avisos: tuple[str, ...] = ()


def colocacion(
    tablero: Tablero,
    posicion: Posicion | str,
    palabra: str,
    edicion: Edicion,
    *,
    unir_digrafos: bool = True,
    notacion: Notacion = Notacion.FISE,
) -> Colocacion:
    """Sitúa la palabra escrita desde ``posicion`` (un texto, en ``notacion``).

    Un ``.`` o la misma letra indican una ficha que ya está en el tablero. La palabra escrita tiene
    que ser la palabra entera: si sigue en una ficha contigua, se rechaza.
    """
    pos = notacion.leer(posicion) if isinstance(posicion, str) else posicion
    # Los mensajes nombran las casillas como se escribió la jugada.
    nombre_casilla = notacion.casilla
    # Ninguna ficha se escribe con más de cuatro caracteres («[ch]»): un texto más largo que eso por
    # casilla no cabe, y así no se lee entero (un GCG con una palabra de un megabyte tardaba segundos).
    if len(palabra.strip()) > LADO * len("[CH]"):
        raise ErrorColocacion(_("La jugada se sale del tablero."))
    lectura = leer_palabra(palabra, edicion, unir_digrafos=unir_digrafos)
    df, dc = pos.direccion.paso
    f, c = pos.inicio
    antes = (f - df, c - dc)
    if en_tablero(antes) and antes in tablero:
        raise ErrorColocacion(
            _("La palabra empieza antes: la casilla {casilla} ya tiene ficha. Escríbela entera.").format(
                casilla=nombre_casilla(antes)
            )
        )
    nuevas: dict[Casilla, Ficha] = {}
    for ficha in lectura.fichas:
        if not en_tablero((f, c)):
            raise ErrorColocacion(_("La jugada se sale del tablero."))
        existente = tablero[(f, c)]
        if existente is None:
            if ficha is None:
                raise ErrorColocacion(
                    _("El «.» de la casilla {casilla} indica una ficha ya colocada, pero está vacía.").format(
                        casilla=nombre_casilla((f, c))
                    )
                )
            nuevas[(f, c)] = ficha
        elif ficha is not None and ficha.letra != existente.letra:
            raise ErrorColocacion(
                _(
                    "En la casilla {casilla} ya hay una {hay}, no una {escrita}: escribe {hay} o «.» en su lugar."
                ).format(casilla=nombre_casilla((f, c)), hay=existente.letra, escrita=ficha.letra)
            )
        f, c = f + df, c + dc
    if en_tablero((f, c)) and (f, c) in tablero:
        raise ErrorColocacion(
            _("La palabra sigue en la casilla {casilla}, que ya tiene ficha. Escríbela entera.").format(
                casilla=nombre_casilla((f, c))
            )
        )
    return Colocacion(pos, nuevas, lectura.avisos)


def jugar(
    tablero: Tablero, posicion: Posicion | str, palabra: str, edicion: Edicion, *, notacion: Notacion = Notacion.FISE
) -> Resultado:
    """Puntúa la jugada escrita (la posición, en ``notacion``) y, si es válida, deja sus fichas en el tablero."""
    col = colocacion(tablero, posicion, palabra, edicion, notacion=notacion)
    resultado = puntuar(tablero, col.nuevas, edicion, col.posicion.direccion)
    colocar(tablero, col.nuevas)
    if col.avisos:
        resultado = replace(resultado, avisos=resultado.avisos + col.avisos)
    return resultado
