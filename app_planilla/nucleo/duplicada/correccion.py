"""Corregir la jugada maestra de una ronda pasada en una sala con arbitraje de papeletas.

La maestra de la ronda R pasa al tablero de todas las siguientes: cambiarla cambia los tableros sobre los que
se juzgaron sus papeletas y se puntuaron sus maestras. La corrección se prevé antes de aplicarla: las maestras
siguientes se vuelven a puntuar con sus mismas fichas (si alguna ya no cabe, se rechaza diciendo cuál), las
papeletas tecleadas de las rondas siguientes se vuelven a juzgar con el atril de su ronda, y las dadas con «=»
siguen a la maestra de su ronda. Lo que decidió el árbitro a mano (ceros con motivo, decisiones por encima
del juicio) no cambia. Lo previsto se guarda entero en un solo evento (``CorreccionMaestra``): al reabrir no
se vuelve a juzgar nada.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from app_planilla.nucleo.clasica.eventos import MAX_PALABRA
from app_planilla.nucleo.duplicada.arbitraje import Decision, decidir
from app_planilla.nucleo.duplicada.estado import FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import (
    MAX_MOTIVO,
    MAX_PAPELETA,
    CorreccionMaestra,
    JugadaMaestra,
    PapeletaRonda,
)
from app_planilla.nucleo.duplicada.papeleta import Juicio, juzgar, leer_papeleta
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje
from app_planilla.nucleo.errores import ErrorColocacion, ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.puntuacion import puntuar
from app_planilla.nucleo.juego.tablero import Posicion, Tablero
from app_planilla.nucleo.registro.eventos import ErrorEvento

__all__ = [
    "CambioMaestra",
    "CambioPapeleta",
    "CorreccionPrevista",
    "papeleta_juzgada",
    "papeleta_maestra",
    "prever",
]


@dataclass(frozen=True)
class CambioMaestra:
    """La maestra de una ronda siguiente, antes y después de la corrección (mismas fichas)."""

    ronda: int
    antes: JugadaMaestra
    despues: JugadaMaestra


@dataclass(frozen=True)
class CambioPapeleta:
    """Lo decidido de la papeleta de unos participantes (la misma para todos), antes y después."""

    ronda: int
    participantes: tuple[int, ...]
    antes: PapeletaRonda
    despues: PapeletaRonda


@dataclass(frozen=True)
class CorreccionPrevista:
    """Todo lo que cambiaría una corrección, para mostrarlo antes de aplicarla (``aplicar_correccion``)."""

    evento: CorreccionMaestra
    antes: JugadaMaestra | None
    """La maestra que se corrige (``None`` si la ronda no tenía)."""
    maestras: tuple[CambioMaestra, ...]
    papeletas: tuple[CambioPapeleta, ...]
    numero: int
    """Eventos de la partida al preverla: si se anota algo más, lo previsto ya no vale."""

    @property
    def despues(self) -> JugadaMaestra:
        return self.evento.maestra

    @property
    def participantes_cambiados(self) -> tuple[tuple[int, int], ...]:
        """(ronda, participante) de cada papeleta que cambia, en orden."""
        return tuple(sorted((c.ronda, i) for c in self.papeletas for i in c.participantes))


def papeleta_juzgada(
    ronda: int, participantes: tuple[int, ...], texto: str, juicio: Juicio, decision: Decision
) -> PapeletaRonda:
    """El evento que guarda lo decidido de una papeleta tecleada (firme: no se vuelve a juzgar al reabrir)."""
    detalle = juicio.detalle
    if not detalle and juicio.puntos_erroneos:
        detalle = _("La papeleta declara {declarados} puntos y la jugada vale {calculados}.").format(
            declarados=juicio.declarados, calculados=juicio.calculados
        )
    return PapeletaRonda(
        ronda, participantes, decision.puntos, decision.motivo.value if decision.motivo else "",
        " ".join(texto.split())[:MAX_PAPELETA], detalle[:MAX_MOTIVO], juicio.calculados,
        juicio.declarados, juicio.coordenada, juicio.palabra[:MAX_PALABRA], juicio.desplazada, decision.avisos,
        decision.penalizacion, tuple(p[:MAX_PALABRA] for p in juicio.fuera_de_lista[:MAX_PALABRA]),
    )


def papeleta_maestra(ronda: int, participantes: tuple[int, ...], maestra: JugadaMaestra) -> PapeletaRonda:
    """Lo decidido de quienes dieron la maestra de la ronda (la tecla «=»)."""
    texto = " ".join(t for t in (maestra.coordenada, maestra.palabra) if t)
    return PapeletaRonda(
        ronda, participantes, maestra.puntos, texto=texto[:MAX_PAPELETA], calculados=maestra.puntos,
        coordenada=maestra.coordenada, palabra=maestra.palabra[:MAX_PALABRA], maestra=True,
    )


def _lo_que_cuenta(p: PapeletaRonda) -> tuple[object, ...]:
    """Lo que hace que una papeleta haya cambiado (no el texto del detalle, que va en el idioma de entonces)."""
    return (p.puntos, p.motivo, p.calculados, p.coordenada, p.palabra, p.desplazada, p.avisos, p.penalizacion,
            p.texto)


def prever(
    filas: Sequence[FilaDuplicada],
    nueva: JugadaMaestra,
    edicion: Edicion,
    reglas: ReglasArbitraje,
    numero: int,
    en_lista: Callable[[str], bool] | None = None,
) -> CorreccionPrevista:
    """Lo que cambia si la maestra de la ronda ``nueva.ronda`` pasa a ser ``nueva`` (sus fichas ya comprobadas
    sobre el tablero de su ronda). ``ErrorEvento`` si una maestra siguiente deja de caber en su tablero."""
    r = nueva.ronda
    tablero = Tablero()
    for fila in filas[: r - 1]:
        for c, ficha in fila.maestra.fichas if fila.maestra is not None else ():
            tablero.poner(c, ficha)
    notacion = Notacion.de_edicion(edicion)
    maestras: list[CambioMaestra] = []
    papeletas: list[CambioPapeleta] = []
    for fila in filas[r - 1:]:
        maestra = nueva if fila.numero == r else fila.maestra
        if fila.numero > r and maestra is not None and maestra.fichas:
            maestra = _puntuada(tablero, maestra, edicion)
            if maestra != fila.maestra:
                assert fila.maestra is not None
                maestras.append(CambioMaestra(fila.numero, fila.maestra, maestra))
        grupos: dict[int, tuple[PapeletaRonda, list[int]]] = {}
        for i, p in enumerate(fila.papeletas):
            if p is not None:
                grupos.setdefault(id(p), (p, []))[1].append(i)
        for p, quienes in grupos.values():
            antes = replace(p, participantes=tuple(quienes))
            despues = _otra_vez(antes, fila, maestra, tablero if fila.numero > r else None, edicion, notacion,
                                reglas, en_lista)
            if _lo_que_cuenta(despues) != _lo_que_cuenta(antes):
                papeletas.append(CambioPapeleta(fila.numero, antes.participantes, antes, despues))
        for c, ficha in maestra.fichas if maestra is not None else ():
            tablero.poner(c, ficha)
    evento = CorreccionMaestra(nueva, tuple(m.despues for m in maestras), tuple(c.despues for c in papeletas))
    return CorreccionPrevista(evento, filas[r - 1].maestra, tuple(maestras), tuple(papeletas), numero)


def _puntuada(tablero: Tablero, maestra: JugadaMaestra, edicion: Edicion) -> JugadaMaestra:
    """La maestra de una ronda siguiente, con sus mismas fichas, puntuada sobre su tablero nuevo."""
    direccion = Posicion.desde_fise(maestra.coordenada).direccion if maestra.coordenada else None
    try:
        resultado = puntuar(tablero, dict(maestra.fichas), edicion, direccion)
    except ErrorColocacion as e:
        raise ErrorEvento(
            _("Con esa corrección, la jugada maestra de la ronda {ronda} ({jugada}) ya no se puede jugar: {error} "
              "Corrige antes esa maestra, o deshaz hasta la ronda.").format(
                ronda=maestra.ronda, jugada=" ".join(t for t in (maestra.coordenada, maestra.palabra) if t), error=e
            )
        ) from None
    return replace(maestra, puntos=resultado.puntos, palabra=resultado.principal.texto[:MAX_PALABRA])


def _otra_vez(
    p: PapeletaRonda,
    fila: FilaDuplicada,
    maestra: JugadaMaestra | None,
    tablero: Tablero | None,
    edicion: Edicion,
    notacion: Notacion,
    reglas: ReglasArbitraje,
    en_lista: Callable[[str], bool] | None,
) -> PapeletaRonda:
    """Lo decidido de la papeleta con la corrección: la de «=» sigue a la maestra de su ronda; la tecleada se
    vuelve a juzgar sobre ``tablero`` (``None``: su tablero no cambia); la del árbitro se queda."""
    if p.maestra:
        return papeleta_maestra(p.ronda, p.participantes, maestra) if maestra is not None else p
    if p.arbitro or not p.texto or tablero is None or not fila.atril:
        return p
    try:
        juicio = juzgar(leer_papeleta(p.texto, edicion, notacion=notacion), tablero, fila.atril, edicion,
                        en_lista=en_lista)
    except ErrorPlanilla:
        return p
    despues = papeleta_juzgada(p.ronda, p.participantes, p.texto, juicio, decidir(juicio, reglas))
    return despues if en_lista is not None else replace(despues, fuera_de_lista=p.fuera_de_lista)
