"""Eventos de la planilla duplicada, con la infraestructura común (``registro.eventos``).

Cada casilla de la hoja (atril, jugada maestra, puntos de cada participante) se escribe con un evento; volver
a escribir una casilla llena es una corrección. «Deshacer la última línea» es la ``Anulacion`` de siempre.
La lectura comprueba forma, tipos y tamaños; las reglas de la partida las comprueba ``PlanillaDuplicada``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app_planilla.nucleo.clasica.eventos import MAX_PALABRA, MAX_PUNTOS_JUGADA
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla
from app_planilla.nucleo.registro.eventos import (
    Anulacion,
    ConTipo,
    ErrorEvento,
    Formato,
    campos,
    entero,
    ficha_a_dict,
    fichas_leidas,
    nombre,
    texto,
    tipo_leido,
)

MIN_PARTICIPANTES_DUPLICADA = 1
MAX_PARTICIPANTES_DUPLICADA = 16
MAX_RONDAS = 100
"""Con 100 fichas y al menos una por jugada maestra, una partida no llega a tantas rondas."""
MAX_FICHAS_ATRIL = 7
MAX_LISTA = 200
"""Largo máximo del nombre de la lista con que se encontró una maestra."""
COMODIN = "?"


@dataclass(frozen=True)
class InicioDuplicada(ConTipo, tipo="inicio_duplicada"):
    """Primer evento de una partida duplicada: quién juega, con qué edición y si hay bonificaciones."""

    participantes: tuple[str, ...]
    """Nombres (1 a 16); ``""`` = sin nombre («Participante 2»). Con uno, en solitario contra las maestras."""
    edicion: str = "es"
    bonificaciones: bool = False
    """Bonificaciones FISE: +10 a quien sola encuentra la maestra, +5 a la única mejor por debajo."""
    arbitro_automatico: bool = False
    """«Duplicada en solitario»: la aplicación sortea cada atril y busca cada maestra en su lista de palabras
    (una persona, o varias ante la misma pantalla que escriben sus puntos)."""


@dataclass(frozen=True)
class AtrilRonda(ConTipo, tipo="atril"):
    """El atril común de una ronda. Con ``ronda`` = la siguiente, abre una ronda; si ya existe, la corrige."""

    ronda: int
    fichas: tuple[str, ...] = ()
    """Fichas del atril (letra o dígrafo; ``?`` = comodín); vacío si no se anota."""
    sorteado: bool = False
    """Sacado al azar por la aplicación (solo informativo)."""


@dataclass(frozen=True)
class JugadaMaestra(ConTipo, tipo="maestra"):
    """La jugada maestra de una ronda; si la ronda ya la tenía, la sustituye (corrección)."""

    ronda: int
    puntos: int
    coordenada: str = ""
    palabra: str = ""
    fichas: tuple[tuple[Casilla, Ficha], ...] = ()
    """Fichas que deja en el tablero; vacío si los puntos se escribieron a mano."""
    lista: str = ""
    """Con qué lista de palabras la encontró la aplicación («Buscar la jugada maestra»); vacío si la
    encontró otro (a mano, DupliTop…)."""


@dataclass(frozen=True)
class PuntosRonda(ConTipo, tipo="puntos"):
    """Los puntos de un participante en una ronda; ``None`` vacía la casilla. Escribir encima corrige."""

    ronda: int
    participante: int
    puntos: int | None
    fuera_de_lista: str = ""
    """Palabras de la jugada que no están en la lista de la aplicación (duplicada en solitario): con 0 puntos
    se aplicó la regla de la palabra no válida; con más, quien juega prefirió guardar los puntos."""


@dataclass(frozen=True)
class FinDuplicada(ConTipo, tipo="fin_duplicada"):
    """«Terminar la partida»: sin ajuste de atriles, porque nadie tiene atril propio."""


EventoDuplicada = InicioDuplicada | AtrilRonda | JugadaMaestra | PuntosRonda | FinDuplicada | Anulacion

TIPOS_DUPLICADA: Mapping[str, type[EventoDuplicada]] = {
    c.tipo: c for c in (InicioDuplicada, AtrilRonda, JugadaMaestra, PuntosRonda, FinDuplicada, Anulacion)
}


def a_dict_duplicada(evento: EventoDuplicada) -> dict[str, Any]:
    """El evento como diccionario apto para JSON (solo campos con valor distinto del de omisión)."""
    d: dict[str, Any] = {"tipo": evento.tipo}
    if isinstance(evento, InicioDuplicada):
        d.update(participantes=list(evento.participantes), edicion=evento.edicion)
        if evento.bonificaciones:
            d["bonificaciones"] = True
        if evento.arbitro_automatico:
            d["arbitro_automatico"] = True
    elif isinstance(evento, AtrilRonda):
        d.update(ronda=evento.ronda, fichas=list(evento.fichas))
        if evento.sorteado:
            d["sorteado"] = True
    elif isinstance(evento, JugadaMaestra):
        d.update(ronda=evento.ronda, puntos=evento.puntos)
        if evento.coordenada:
            d["coordenada"] = evento.coordenada
        if evento.palabra:
            d["palabra"] = evento.palabra
        if evento.fichas:
            d["fichas"] = [ficha_a_dict(c, f) for c, f in evento.fichas]
        if evento.lista:
            d["lista"] = evento.lista
    elif isinstance(evento, PuntosRonda):
        d.update(ronda=evento.ronda, participante=evento.participante, puntos=evento.puntos)
        if evento.fuera_de_lista:
            d["fuera_de_lista"] = evento.fuera_de_lista
    return d


def _bool(d: Mapping[str, Any], clave: str) -> bool:
    valor = d.get(clave, False)
    if not isinstance(valor, bool):
        raise ErrorEvento(_("«{clave}» tiene que ser true o false.").format(clave=clave))
    return valor


def _fichas_atril(valor: Any) -> tuple[str, ...]:
    if not isinstance(valor, list) or len(valor) > MAX_FICHAS_ATRIL:
        raise ErrorEvento(
            _("«fichas» del atril tiene que ser una lista de hasta {maximo} fichas.").format(maximo=MAX_FICHAS_ATRIL)
        )
    fichas = []
    for f in valor:
        if not isinstance(f, str):
            raise ErrorEvento(_("Cada ficha del atril tiene que ser un texto (una letra, un dígrafo o ?)."))
        fichas.append(texto({"ficha": f}, "ficha", 2))
    return tuple(fichas)


def evento_duplicada_desde_dict(d: Any) -> EventoDuplicada:
    """Lee y comprueba la forma de un evento de la duplicada."""
    tipo = tipo_leido(d, TIPOS_DUPLICADA, _("en una partida duplicada"))
    if tipo == "inicio_duplicada":
        campos(d, tipo, {"participantes"}, {"edicion", "bonificaciones", "arbitro_automatico"})
        nombres = d["participantes"]
        if not isinstance(nombres, list) or not (
            MIN_PARTICIPANTES_DUPLICADA <= len(nombres) <= MAX_PARTICIPANTES_DUPLICADA
        ):
            raise ErrorEvento(
                _("«participantes» tiene que ser una lista de {minimo} a {maximo} nombres.").format(
                    minimo=MIN_PARTICIPANTES_DUPLICADA, maximo=MAX_PARTICIPANTES_DUPLICADA
                )
            )
        return InicioDuplicada(
            tuple(nombre(n) for n in nombres),
            texto(d, "edicion", 10) if "edicion" in d else "es",
            _bool(d, "bonificaciones"),
            _bool(d, "arbitro_automatico"),
        )
    if tipo == "atril":
        campos(d, tipo, {"ronda", "fichas"}, {"sorteado"})
        return AtrilRonda(entero(d, "ronda", 1, MAX_RONDAS), _fichas_atril(d["fichas"]), _bool(d, "sorteado"))
    if tipo == "maestra":
        campos(d, tipo, {"ronda", "puntos"}, {"coordenada", "palabra", "fichas", "lista"})
        return JugadaMaestra(
            entero(d, "ronda", 1, MAX_RONDAS),
            entero(d, "puntos", 0, MAX_PUNTOS_JUGADA),
            texto(d, "coordenada", 3),
            texto(d, "palabra", MAX_PALABRA),
            fichas_leidas(d.get("fichas", [])),
            texto(d, "lista", MAX_LISTA) if "lista" in d else "",
        )
    if tipo == "puntos":
        campos(d, tipo, {"ronda", "participante", "puntos"}, {"fuera_de_lista"})
        puntos = None if d["puntos"] is None else entero(d, "puntos", 0, MAX_PUNTOS_JUGADA)
        return PuntosRonda(
            entero(d, "ronda", 1, MAX_RONDAS),
            entero(d, "participante", 0, MAX_PARTICIPANTES_DUPLICADA - 1),
            puntos,
            texto(d, "fuera_de_lista", MAX_PALABRA) if "fuera_de_lista" in d else "",
        )
    campos(d, tipo, set(), set())
    return FinDuplicada() if tipo == "fin_duplicada" else Anulacion()


FORMATO_DUPLICADA = Formato[EventoDuplicada](
    TIPOS_DUPLICADA, a_dict_duplicada, evento_duplicada_desde_dict, N_("la planilla duplicada")
)
