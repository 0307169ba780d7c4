"""Partida clásica o duplicada: lo que el almacén y el intercambio necesitan para tratar las dos igual.

La modalidad la fija el primer evento del registro (``inicio`` o ``inicio_duplicada``); los registros
guardados antes de la duplicada empiezan por ``inicio`` y siguen leyéndose como clásicos.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .duplicada import PlanillaDuplicada
from .eventos import (
    TIPOS,
    Anulacion,
    Cambio,
    ErrorEvento,
    Evento,
    Fin,
    Inicio,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    TiempoExtra,
    a_dict,
    evento_desde_dict,
)
from .eventos_duplicada import (
    TIPOS_DUPLICADA,
    AtrilRonda,
    EventoDuplicada,
    FinDuplicada,
    InicioDuplicada,
    JugadaMaestra,
    PuntosRonda,
    a_dict_duplicada,
    evento_duplicada_desde_dict,
)
from .planilla import Planilla

CLASICA = "clasica"
DUPLICADA = "duplicada"

Partida = Planilla | PlanillaDuplicada
InicioPartida = Inicio | InicioDuplicada
EventoPartida = Evento | EventoDuplicada


def modalidad(partida: Partida) -> str:
    return DUPLICADA if isinstance(partida, PlanillaDuplicada) else CLASICA


_CLASICOS = (Inicio, Jugada, Pase, Cambio, PalabraRetirada, Penalizacion, Anulacion, Fin, TiempoExtra)
_DUPLICADOS = (InicioDuplicada, AtrilRonda, JugadaMaestra, PuntosRonda, FinDuplicada, Anulacion)


def a_dict_evento(evento: EventoPartida) -> dict[str, Any]:
    """Cualquier evento como diccionario apto para JSON."""
    if isinstance(evento, InicioDuplicada | AtrilRonda | JugadaMaestra | PuntosRonda | FinDuplicada):
        return a_dict_duplicada(evento)
    return a_dict(evento)


def leer_evento(d: Any) -> EventoPartida:
    """Lee un evento de cualquier modalidad (la ``anulacion`` es común a las dos)."""
    tipo = d.get("tipo") if isinstance(d, dict) else None
    if isinstance(tipo, str) and tipo in TIPOS_DUPLICADA and tipo not in TIPOS:
        return evento_duplicada_desde_dict(d)
    return evento_desde_dict(d)


def crear(inicio: InicioPartida) -> Partida:
    """Planilla nueva de la modalidad de su evento de inicio."""
    if isinstance(inicio, InicioDuplicada):
        return PlanillaDuplicada(inicio)
    return Planilla(inicio)


def rehacer(eventos: Sequence[EventoPartida], *, leidos: bool = False, esperada: str | None = None) -> Partida:
    """Rehace la planilla de la modalidad que marca el primer evento; rechaza eventos de la otra."""
    if not eventos:
        raise ErrorEvento("El registro de la partida está vacío.")
    duplicada = isinstance(eventos[0], InicioDuplicada)
    if esperada is not None and esperada != (DUPLICADA if duplicada else CLASICA):
        raise ErrorEvento(f"El registro no es de una partida {'clásica' if esperada == CLASICA else 'duplicada'}.")
    if duplicada:
        duplicados: list[EventoDuplicada] = []
        for numero, evento in enumerate(eventos):
            if not isinstance(evento, _DUPLICADOS):
                raise ErrorEvento(f"Evento {numero} («{evento.tipo}»): es de una partida clásica.")
            duplicados.append(evento)
        return PlanillaDuplicada.desde_eventos(duplicados, leidos=leidos)
    clasicos: list[Evento] = []
    for numero, evento in enumerate(eventos):
        if not isinstance(evento, _CLASICOS):
            raise ErrorEvento(f"Evento {numero} («{evento.tipo}»): es de una partida duplicada.")
        clasicos.append(evento)
    return Planilla.desde_eventos(clasicos, leidos=leidos)
