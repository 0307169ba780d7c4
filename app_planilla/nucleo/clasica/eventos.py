"""Eventos de la planilla clásica: el registro es la verdad y el estado se deriva repasándolo.

Cada evento es un valor pequeño e inmutable con su pareja ``a_dict`` / ``evento_desde_dict``; la lectura
comprueba tipos, rangos y tamaños (los datos pueden venir de un archivo ajeno) y nunca confía en el origen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla
from app_planilla.nucleo.registro.eventos import (
    MAX_TEXTO,
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

MIN_PARTICIPANTES = 2
MAX_PARTICIPANTES = 4
MAX_PUNTOS_JUGADA = 2000
MAX_PENALIZACION = 1000
MAX_PUNTOS_ATRIL = 200
MAX_AJUSTE = 2 * MAX_PUNTOS_ATRIL * (MAX_PARTICIPANTES - 1)
"""Ajuste final anotado: a lo sumo el doble de los atriles de los demás."""
MAX_SEGUNDOS_EXTRA = 24 * 3600
MAX_PUNTOS_MINUTO = 100
"""Precio máximo de un minuto de tiempo extra (el del reloj de la partida)."""
MAX_PALABRA = 40


@dataclass(frozen=True)
class Inicio(ConTipo, tipo="inicio"):
    """Primer evento: quién juega, en qué orden, quién abre y con qué edición y reglas."""

    participantes: tuple[str, ...]
    """Nombres en orden de juego; ``""`` = sin nombre («Participante 2»)."""
    abre: int = 0
    """Índice de quien abre la partida."""
    edicion: str = "es"
    reglas: str = "casa"
    """Preajuste elegido (``casa``, ``fise``, ``ingles``); con 3–4 participantes se aplican las de casa."""
    empate: str = "compartido"
    """``compartido`` o ``antes_del_ajuste``."""


@dataclass(frozen=True)
class Jugada(ConTipo, tipo="jugada"):
    """Turno con puntos: calculada (con sus fichas, que quedan en el tablero) o anotada a mano."""

    puntos: int
    coordenada: str = ""
    palabra: str = ""
    fichas: tuple[tuple[Casilla, Ficha], ...] = ()
    """Fichas nuevas que deja en el tablero; vacío si los puntos se escribieron a mano."""


@dataclass(frozen=True)
class Pase(ConTipo, tipo="pase"):
    """Pase: 0 puntos y pierde el turno."""


@dataclass(frozen=True)
class Cambio(ConTipo, tipo="cambio"):
    """Cambio de fichas: 0 puntos y pierde el turno."""


@dataclass(frozen=True)
class PalabraRetirada(ConTipo, tipo="retirada"):
    """Palabra retirada tras una impugnación: 0 puntos.

    Sin ``retira`` es un turno nuevo de quien tiene el turno (las fichas no llegaron a la planilla).
    Con ``retira`` convierte la última jugada anotada (número de evento) en retirada: sus puntos pasan a 0
    y sus fichas salen del tablero, sin gastar otro turno.
    """

    coordenada: str = ""
    palabra: str = ""
    retira: int | None = None


@dataclass(frozen=True)
class Penalizacion(ConTipo, tipo="penalizacion"):
    """Puntos restados a cualquier participante sin gastar turno."""

    participante: int
    puntos: int
    """Cuánto se resta (positivo). Negativo = premio que se suma, como el ``(challenge) +5`` de un GCG."""
    motivo: str = ""


Atril = str | int
"""Lo que queda en un atril al final: letras (``?`` = comodín), ``""`` = se quedó sin fichas, o puntos."""


@dataclass(frozen=True)
class Fin(ConTipo, tipo="fin"):
    """«Terminar la partida»: lo que queda en cada atril, en el orden de los participantes."""

    atriles: tuple[Atril, ...]
    ajustes: tuple[int, ...] | None = None
    """Ajuste de cada participante tal como lo anotó otro programa; ``None`` = el que dan las reglas.

    Un GCG da a quien cierra el doble de lo que queda a los demás y no les resta nada: la diferencia es la
    misma, pero los totales no, y al importarlo se conservan los del archivo.
    """


@dataclass(frozen=True)
class TiempoExtra(ConTipo, tipo="tiempo_extra"):
    """Tiempo extra de un participante (lo añadirá el reloj): se resta tras el ajuste final."""

    participante: int
    segundos: int
    puntos_por_minuto: int | None = None
    """Precio del minuto o fracción según el reloj de la partida; ``None`` = el de las reglas."""


Evento = Inicio | Jugada | Pase | Cambio | PalabraRetirada | Penalizacion | Anulacion | Fin | TiempoExtra

TIPOS: Mapping[str, type[Evento]] = {
    c.tipo: c
    for c in (Inicio, Jugada, Pase, Cambio, PalabraRetirada, Penalizacion, Anulacion, Fin, TiempoExtra)
}


# ---------------------------------------------------------------- escritura


def a_dict(evento: Evento) -> dict[str, Any]:
    """El evento como diccionario apto para JSON (solo campos con valor distinto del de omisión)."""
    d: dict[str, Any] = {"tipo": evento.tipo}
    if isinstance(evento, Inicio):
        d.update(
            participantes=list(evento.participantes),
            abre=evento.abre,
            edicion=evento.edicion,
            reglas=evento.reglas,
            empate=evento.empate,
        )
    elif isinstance(evento, Jugada):
        d["puntos"] = evento.puntos
        if evento.coordenada:
            d["coordenada"] = evento.coordenada
        if evento.palabra:
            d["palabra"] = evento.palabra
        if evento.fichas:
            d["fichas"] = [ficha_a_dict(c, f) for c, f in evento.fichas]
    elif isinstance(evento, PalabraRetirada):
        if evento.coordenada:
            d["coordenada"] = evento.coordenada
        if evento.palabra:
            d["palabra"] = evento.palabra
        if evento.retira is not None:
            d["retira"] = evento.retira
    elif isinstance(evento, Penalizacion):
        d.update(participante=evento.participante, puntos=evento.puntos)
        if evento.motivo:
            d["motivo"] = evento.motivo
    elif isinstance(evento, Fin):
        d["atriles"] = list(evento.atriles)
        if evento.ajustes is not None:
            d["ajustes"] = list(evento.ajustes)
    elif isinstance(evento, TiempoExtra):
        d.update(participante=evento.participante, segundos=evento.segundos)
        if evento.puntos_por_minuto is not None:
            d["puntos_por_minuto"] = evento.puntos_por_minuto
    return d


# ---------------------------------------------------------------- lectura


def _atril(valor: Any) -> Atril:
    if isinstance(valor, bool) or not isinstance(valor, str | int):
        raise ErrorEvento("Cada atril tiene que ser un texto con sus fichas o un número de puntos.")
    if isinstance(valor, int):
        if not 0 <= valor <= MAX_PUNTOS_ATRIL:
            raise ErrorEvento(f"Los puntos de un atril tienen que estar entre 0 y {MAX_PUNTOS_ATRIL}.")
        return valor
    if len(valor) > 30:
        raise ErrorEvento("Un atril tiene como mucho 7 fichas.")
    return valor


def evento_desde_dict(d: Any) -> Evento:
    """Lee y comprueba la forma de un evento; las reglas de la partida las comprueba ``Planilla``."""
    tipo = tipo_leido(d, TIPOS)
    if tipo == "inicio":
        campos(d, tipo, {"participantes"}, {"abre", "edicion", "reglas", "empate"})
        nombres = d["participantes"]
        if not isinstance(nombres, list) or not MIN_PARTICIPANTES <= len(nombres) <= MAX_PARTICIPANTES:
            raise ErrorEvento("«participantes» tiene que ser una lista de 2 a 4 nombres.")
        limpios = tuple(nombre(n) for n in nombres)
        return Inicio(
            limpios,
            entero(d, "abre", 0, len(limpios) - 1, 0),
            texto(d, "edicion", 10) if "edicion" in d else "es",
            texto(d, "reglas", 20) if "reglas" in d else "casa",
            texto(d, "empate", 20) if "empate" in d else "compartido",
        )
    if tipo == "jugada":
        campos(d, tipo, {"puntos"}, {"coordenada", "palabra", "fichas"})
        return Jugada(
            entero(d, "puntos", 0, MAX_PUNTOS_JUGADA),
            texto(d, "coordenada", 3),
            texto(d, "palabra", MAX_PALABRA),
            fichas_leidas(d.get("fichas", [])),
        )
    if tipo in ("pase", "cambio", "anulacion"):
        campos(d, tipo, set(), set())
        if tipo == "pase":
            return Pase()
        return Cambio() if tipo == "cambio" else Anulacion()
    if tipo == "retirada":
        campos(d, tipo, set(), {"coordenada", "palabra", "retira"})
        retira = entero(d, "retira", 1, 10**9) if d.get("retira") is not None else None
        return PalabraRetirada(texto(d, "coordenada", 3), texto(d, "palabra", MAX_PALABRA), retira)
    if tipo == "penalizacion":
        campos(d, tipo, {"participante", "puntos"}, {"motivo"})
        participante = entero(d, "participante", 0, MAX_PARTICIPANTES - 1)
        puntos = entero(d, "puntos", -MAX_PENALIZACION, MAX_PENALIZACION)
        if puntos == 0:
            raise ErrorEvento("Una penalización de 0 puntos no cambia nada.")
        return Penalizacion(participante, puntos, texto(d, "motivo", MAX_TEXTO))
    if tipo == "fin":
        campos(d, tipo, {"atriles"}, {"ajustes"})
        atriles = d["atriles"]
        if not isinstance(atriles, list) or not MIN_PARTICIPANTES <= len(atriles) <= MAX_PARTICIPANTES:
            raise ErrorEvento("Hacen falta los atriles de todos los participantes, uno por cada uno.")
        ajustes = d.get("ajustes")
        if ajustes is None:
            return Fin(tuple(_atril(a) for a in atriles))
        if not isinstance(ajustes, list) or len(ajustes) != len(atriles):
            raise ErrorEvento("«ajustes» tiene que llevar un número por participante, como «atriles».")
        return Fin(
            tuple(_atril(a) for a in atriles),
            tuple(entero({"ajustes": a}, "ajustes", -MAX_AJUSTE, MAX_AJUSTE) for a in ajustes),
        )
    campos(d, tipo, {"participante", "segundos"}, {"puntos_por_minuto"})
    return TiempoExtra(
        entero(d, "participante", 0, MAX_PARTICIPANTES - 1),
        entero(d, "segundos", 0, MAX_SEGUNDOS_EXTRA),
        entero(d, "puntos_por_minuto", 1, MAX_PUNTOS_MINUTO) if "puntos_por_minuto" in d else None,
    )


FORMATO = Formato[Evento](TIPOS, a_dict, evento_desde_dict, "la planilla")
