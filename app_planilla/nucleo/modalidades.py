"""Partida clásica, duplicada, de Tantrix o de «4 en letras»: lo que el almacén y el intercambio necesitan
para tratarlas igual.

La modalidad la fija el primer evento del registro (``inicio``, ``inicio_duplicada``, ``inicio_tantrix`` o
``inicio_cuatro_letras``); los registros guardados antes de la duplicada empiezan por ``inicio`` y siguen
leyéndose como clásicos.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app_planilla.nucleo.clasica.eventos import (
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
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.duplicada.eventos import (
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
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.juegos.cuatro_letras import (
    TIPOS_CUATRO_LETRAS,
    Empatada,
    EventoCuatroLetras,
    FinCuatroLetras,
    Ganada,
    InicioCuatroLetras,
    PlanillaCuatroLetras,
    a_dict_cuatro_letras,
    evento_cuatro_letras_desde_dict,
)
from app_planilla.nucleo.juegos.tantrix import (
    TIPOS_TANTRIX,
    EventoTantrix,
    FinTantrix,
    InicioTantrix,
    PlanillaTantrix,
    ResultadoTantrix,
    a_dict_tantrix,
    evento_tantrix_desde_dict,
)

CLASICA = "clasica"
DUPLICADA = "duplicada"
TANTRIX = "tantrix"
CUATRO_LETRAS = "cuatro_letras"
NOMBRES = {CLASICA: "clásica", DUPLICADA: "duplicada", TANTRIX: "de Tantrix", CUATRO_LETRAS: "de «4 en letras»"}
"""Para los mensajes: «una partida {nombre}»."""

Partida = Planilla | PlanillaDuplicada | PlanillaTantrix | PlanillaCuatroLetras
InicioPartida = Inicio | InicioDuplicada | InicioTantrix | InicioCuatroLetras
EventoPartida = Evento | EventoDuplicada | EventoTantrix | EventoCuatroLetras


def modalidad(partida: Partida) -> str:
    if isinstance(partida, PlanillaTantrix):
        return TANTRIX
    if isinstance(partida, PlanillaCuatroLetras):
        return CUATRO_LETRAS
    return DUPLICADA if isinstance(partida, PlanillaDuplicada) else CLASICA


_CLASICOS = (Inicio, Jugada, Pase, Cambio, PalabraRetirada, Penalizacion, Anulacion, Fin, TiempoExtra)
_DUPLICADOS = (InicioDuplicada, AtrilRonda, JugadaMaestra, PuntosRonda, FinDuplicada, Anulacion)


def a_dict_evento(evento: EventoPartida) -> dict[str, Any]:
    """Cualquier evento como diccionario apto para JSON."""
    if isinstance(evento, InicioDuplicada | AtrilRonda | JugadaMaestra | PuntosRonda | FinDuplicada):
        return a_dict_duplicada(evento)
    if isinstance(evento, InicioTantrix | ResultadoTantrix | FinTantrix):
        return a_dict_tantrix(evento)
    if isinstance(evento, InicioCuatroLetras | Ganada | Empatada | FinCuatroLetras):
        return a_dict_cuatro_letras(evento)
    return a_dict(evento)


def leer_evento(d: Any) -> EventoPartida:
    """Lee un evento de cualquier modalidad (la ``anulacion`` es común a todas)."""
    tipo = d.get("tipo") if isinstance(d, dict) else None
    if isinstance(tipo, str) and tipo not in TIPOS:
        if tipo in TIPOS_DUPLICADA:
            return evento_duplicada_desde_dict(d)
        if tipo in TIPOS_TANTRIX:
            return evento_tantrix_desde_dict(d)
        if tipo in TIPOS_CUATRO_LETRAS:
            return evento_cuatro_letras_desde_dict(d)
    return evento_desde_dict(d)


def crear(inicio: InicioPartida) -> Partida:
    """Planilla nueva de la modalidad de su evento de inicio."""
    if isinstance(inicio, InicioDuplicada):
        return PlanillaDuplicada(inicio)
    if isinstance(inicio, InicioTantrix):
        return PlanillaTantrix(inicio)
    if isinstance(inicio, InicioCuatroLetras):
        return PlanillaCuatroLetras(inicio)
    return Planilla(inicio)


def rehacer(eventos: Sequence[EventoPartida], *, leidos: bool = False, esperada: str | None = None) -> Partida:
    """Rehace la planilla de la modalidad que marca el primer evento; rechaza eventos de la otra."""
    if not eventos:
        raise ErrorEvento("El registro de la partida está vacío.")
    primero = eventos[0]
    if isinstance(primero, InicioTantrix):
        tipo = TANTRIX
    elif isinstance(primero, InicioCuatroLetras):
        tipo = CUATRO_LETRAS
    else:
        tipo = DUPLICADA if isinstance(primero, InicioDuplicada) else CLASICA
    duplicada = tipo == DUPLICADA
    if esperada is not None and esperada != tipo:
        raise ErrorEvento(f"El registro no es de una partida {NOMBRES.get(esperada, esperada)}.")
    if tipo in (TANTRIX, CUATRO_LETRAS):
        return _rehacer_sencilla(tipo, eventos, leidos)
    if duplicada:
        duplicados: list[EventoDuplicada] = []
        for numero, evento in enumerate(eventos):
            if not isinstance(evento, _DUPLICADOS):
                raise ErrorEvento(f"Evento {numero} («{evento.tipo}»): es de una partida {_de_cual(evento)}.")
            duplicados.append(evento)
        return PlanillaDuplicada.desde_eventos(duplicados, leidos=leidos)
    clasicos: list[Evento] = []
    for numero, evento in enumerate(eventos):
        if not isinstance(evento, _CLASICOS):
            raise ErrorEvento(f"Evento {numero} («{evento.tipo}»): es de una partida {_de_cual(evento)}.")
        clasicos.append(evento)
    return Planilla.desde_eventos(clasicos, leidos=leidos)


def _rehacer_sencilla(tipo: str, eventos: Sequence[EventoPartida], leidos: bool) -> Partida:
    """Tantrix o «4 en letras»: solo eventos de su juego (y anulaciones)."""
    propios = TIPOS_TANTRIX if tipo == TANTRIX else TIPOS_CUATRO_LETRAS
    for numero, evento in enumerate(eventos):
        if not isinstance(evento, tuple(propios.values())):
            raise ErrorEvento(
                f"Evento {numero} («{evento.tipo}»): es de una partida {_de_cual(evento)}, no {NOMBRES[tipo]}."
            )
    if tipo == TANTRIX:
        return PlanillaTantrix.desde_eventos(eventos, leidos=leidos)  # type: ignore[arg-type]
    return PlanillaCuatroLetras.desde_eventos(eventos, leidos=leidos)  # type: ignore[arg-type]


def _de_cual(evento: EventoPartida) -> str:
    """Para los mensajes: de qué modalidad es un evento que no pinta en el registro."""
    if isinstance(evento, InicioTantrix | ResultadoTantrix | FinTantrix):
        return NOMBRES[TANTRIX]
    if isinstance(evento, InicioCuatroLetras | Ganada | Empatada | FinCuatroLetras):
        return NOMBRES[CUATRO_LETRAS]
    if isinstance(evento, InicioDuplicada | AtrilRonda | JugadaMaestra | PuntosRonda | FinDuplicada):
        return NOMBRES[DUPLICADA]
    return NOMBRES[CLASICA]
