"""La papeleta de un participante en una ronda de duplicada: leerla y juzgarla como lo hace el árbitro.

Una papeleta dice ``COORDENADA PALABRA [PUNTOS]`` (``H4 JAMON 44``; la minúscula es comodín: ``H4 JAMoN``).
El árbitro la puntúa sobre el tablero de la ronda tal como estaba antes de su maestra, con el atril de la
ronda: comprueba la colocación, que las fichas salgan del atril, y compara los puntos declarados, que nunca
cuentan (los calcula él, como Eliot). La lista de palabras abierta solo señala las que no tiene: no es el
Lexicón FISE y quien decide es el árbitro. Si la misma palabra cabe una casilla más allá, lo dice: es una
«coordenada desplazada», que unas reglas castigan con cero y otras con una penalización.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from app_planilla.nucleo.clasica.eventos import MAX_PUNTOS_JUGADA
from app_planilla.nucleo.duplicada.atril import claves_jugada
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.errores import ErrorColocacion, ErrorCoordenada, ErrorFichas, ErrorPlanilla
from app_planilla.nucleo.idioma import _, n_
from app_planilla.nucleo.juego.control_fichas import COMODIN
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import leer_palabra, quitar_tildes
from app_planilla.nucleo.juego.notacion import Colocacion, Notacion, colocacion
from app_planilla.nucleo.juego.puntuacion import Resultado, puntuar
from app_planilla.nucleo.juego.tablero import Posicion, Tablero, en_tablero

__all__ = [
    "ErrorPapeleta",
    "Juicio",
    "Motivo",
    "Papeleta",
    "juzgar",
    "leer_papeleta",
]

_PUNTOS = re.compile(r"[0-9]{1,4}", re.ASCII)


class ErrorPapeleta(ErrorPlanilla):
    """Lo escrito no es una papeleta: el árbitro la vuelve a teclear (nada se guarda)."""


@dataclass(frozen=True)
class Papeleta:
    """Lo que dice una papeleta, ya leído (sin juzgar)."""

    posicion: Posicion
    palabra: str
    """Como se escribió, sin espacios alrededor (minúscula = comodín; ``.`` = ficha ya colocada)."""
    puntos: int | None = None
    """Los puntos declarados; ``None`` si la papeleta no los lleva."""


def leer_papeleta(texto: str, edicion: Edicion, *, notacion: Notacion = Notacion.FISE) -> Papeleta:
    """``H4 JAMON 44`` → la papeleta. ``ErrorPapeleta`` con el porqué si no tiene esa forma o lleva letras que
    no son de ``edicion``: es un error al teclear, no un motivo de cero (ese lo elige el árbitro).

    La coordenada puede ir delante o detrás de la palabra (``JAMON H4``, como la escriben algunos); los puntos,
    si van, al final."""
    trozos = texto.split()
    if not trozos:
        raise ErrorPapeleta(_("La papeleta está vacía: escribe la coordenada y la palabra (H4 JAMON)."))
    puntos: int | None = None
    if len(trozos) == 3 and _PUNTOS.fullmatch(trozos[2]):
        puntos = int(trozos[2])
        if puntos > MAX_PUNTOS_JUGADA:
            raise ErrorPapeleta(
                _("Los puntos de una jugada van de 0 a {maximo}.").format(maximo=MAX_PUNTOS_JUGADA)
            )
        trozos = trozos[:2]
    if len(trozos) != 2:
        raise ErrorPapeleta(
            _("«{texto}» no es una papeleta: escribe la coordenada, la palabra y, si los lleva, los puntos "
              "(H4 JAMON 44).").format(texto=" ".join(texto.split()))
        )
    primero, segundo = trozos
    try:
        posicion, palabra = notacion.leer(primero), segundo
    except ErrorCoordenada as error:
        try:
            posicion, palabra = notacion.leer(segundo), primero
        except ErrorCoordenada:
            raise ErrorPapeleta(str(error)) from None
    if any(c.isdigit() for c in palabra):
        raise ErrorPapeleta(
            _("«{palabra}» lleva cifras: la palabra de la papeleta es solo de letras.").format(palabra=palabra)
        )
    try:
        leer_palabra(palabra, edicion)
    except ErrorFichas as e:
        raise ErrorPapeleta(str(e)) from None
    # La K y la W en español: en el tablero se aceptan como comodín; en una papeleta, en mayúscula, serían una
    # ficha que la bolsa no tiene. Marcada (minúscula) es un comodín, y se juzga como tal.
    ajenas = [c for c in quitar_tildes(palabra) if c.isupper() and c in edicion.letras_ajenas]
    if ajenas:
        raise ErrorPapeleta(
            _("La {letra} no es una ficha de la edición {edicion}: si la papeleta la marca como comodín, escríbela "
              "en minúscula ({minuscula}).").format(letra=ajenas[0], edicion=_("española") if edicion.codigo == "es"
                                                    else _("inglesa"), minuscula=ajenas[0].lower())
        )
    return Papeleta(posicion, palabra, puntos)


@dataclass(frozen=True)
class Juicio:
    """Lo que el árbitro decide de una papeleta: válida con sus puntos, o cero con su motivo."""

    puntos: int
    """Los que cuentan: los calculados si es válida, 0 si no."""
    motivo: Motivo | None
    """``None``: válida."""
    detalle: str = ""
    """El porqué en una frase (la regla de colocación que incumple, las fichas que no tiene el atril…)."""
    calculados: int | None = None
    """Los puntos de la jugada tal como se escribió, si se pudo colocar (aunque valga cero por otro motivo)."""
    coordenada: str = ""
    """La de la papeleta, en FISE (como se guarda)."""
    palabra: str = ""
    """La palabra principal que forma, o la escrita si no se pudo colocar."""
    declarados: int | None = None
    puntos_erroneos: bool = False
    """La papeleta declara puntos y no son los calculados (unas reglas avisan, otras ponen cero)."""
    desplazada: str = ""
    """Si la misma palabra vale una casilla más allá: esa coordenada, en FISE («coordenada desplazada»)."""
    puntos_desplazada: int | None = None
    """Los puntos de la jugada en la coordenada desplazada."""
    fuera_de_lista: tuple[str, ...] = ()
    """Las palabras que forma y la lista abierta no tiene: solo un aviso para el árbitro."""

    @property
    def valida(self) -> bool:
        return self.motivo is None


def juzgar(
    papeleta: Papeleta,
    tablero: Tablero,
    atril: Sequence[str],
    edicion: Edicion,
    *,
    en_lista: Callable[[str], bool] | None = None,
) -> Juicio:
    """Puntúa la papeleta sobre ``tablero`` (el de la ronda, antes de su maestra) con el ``atril`` de la ronda
    (claves del control de fichas: la letra, o ``?`` el comodín).

    Nunca cambia el tablero. ``en_lista`` (opcional) dice si la lista abierta tiene una palabra (en mayúsculas,
    los dígrafos como una letra más): solo rellena ``fuera_de_lista``.
    """
    base = Juicio(0, None, coordenada=papeleta.posicion.fise(), palabra=papeleta.palabra,
                  declarados=papeleta.puntos)
    try:
        col, resultado = _colocar(tablero, papeleta.posicion, papeleta.palabra, edicion)
    except ErrorColocacion as e:
        desplazada = _desplazada(tablero, papeleta, atril, edicion)
        if desplazada is None:
            return replace(base, motivo=Motivo.NO_CABE, detalle=str(e))
        pos, res = desplazada
        detalle = _("La palabra no está en {escrita}, pero vale en {buena} ({puntos}).").format(
            escrita=papeleta.posicion.fise(), buena=pos.fise(), puntos=res.puntos
        )
        return replace(base, motivo=Motivo.COORDENADA, detalle=detalle, palabra=res.principal.texto,
                       desplazada=pos.fise(), puntos_desplazada=res.puntos)
    juicio = replace(
        base,
        calculados=resultado.puntos,
        palabra=resultado.principal.texto,
        puntos_erroneos=papeleta.puntos is not None and papeleta.puntos != resultado.puntos,
        fuera_de_lista=_fuera_de_lista(resultado, en_lista),
    )
    falta = _falta_del_atril(col, atril)
    if falta is not None:
        return replace(juicio, motivo=falta[0], detalle=falta[1])
    return replace(juicio, puntos=resultado.puntos)


def _colocar(tablero: Tablero, posicion: Posicion, palabra: str, edicion: Edicion) -> tuple[Colocacion, Resultado]:
    col = colocacion(tablero, posicion, palabra, edicion)
    if not col.nuevas:
        raise ErrorColocacion(_("La jugada no pone ninguna ficha nueva."))
    return col, puntuar(tablero, col.nuevas, edicion, col.posicion.direccion)


def _falta_del_atril(col: Colocacion, atril: Sequence[str]) -> tuple[Motivo, str] | None:
    """El motivo si las fichas nuevas no salen del atril: un comodín que falta, o una letra que falta cuando
    queda un comodín sin usar (la papeleta no lo marcó)."""
    gasta = claves_jugada(col.nuevas.items())
    tiene = Counter(atril)
    faltan = +(gasta - tiene)
    if not faltan:
        return None
    comodines_libres = tiene[COMODIN] - gasta[COMODIN]
    letras = sorted(k for k in faltan if k != COMODIN)
    if letras and COMODIN not in faltan and sum(faltan[k] for k in letras) <= comodines_libres:
        return Motivo.COMODIN_SIN_MARCAR, n_(
            "El atril no tiene {letras}: era un comodín y la papeleta no lo marca.",
            "El atril no tiene {letras}: eran comodines y la papeleta no los marca.",
            sum(faltan[k] for k in letras),
        ).format(letras=", ".join(letras))
    nombres = [_("un comodín") if k == COMODIN else k for k in sorted(faltan)]
    return Motivo.NO_SALE_DEL_ATRIL, _("El atril de la ronda no tiene {fichas}.").format(fichas=", ".join(nombres))


def _desplazada(
    tablero: Tablero, papeleta: Papeleta, atril: Sequence[str], edicion: Edicion
) -> tuple[Posicion, Resultado] | None:
    """La coordenada a una casilla de la escrita (misma dirección) en la que la palabra vale con el atril."""
    f, c = papeleta.posicion.inicio
    for df, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        inicio = (f + df, c + dc)
        if not en_tablero(inicio):
            continue
        posicion = Posicion(inicio, papeleta.posicion.direccion)
        try:
            col, resultado = _colocar(tablero, posicion, papeleta.palabra, edicion)
        except ErrorPlanilla:
            continue
        if _falta_del_atril(col, atril) is None:
            return posicion, resultado
    return None


def _fuera_de_lista(resultado: Resultado, en_lista: Callable[[str], bool] | None) -> tuple[str, ...]:
    if en_lista is None:
        return ()
    textos = (p.texto.upper() for p in resultado.palabras)
    return tuple(dict.fromkeys(t for t in textos if not en_lista(t)))
