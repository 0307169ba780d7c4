"""Salas con arbitraje de papeletas para las pruebas del núcleo: inscritos, reglas y una foto del estado."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app_planilla.nucleo.duplicada.eventos import PapeletaRonda
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje, reglas_arbitraje

FISE = reglas_arbitraje("fise")
FISF = reglas_arbitraje("fisf")


def sala(n: int = 12, reglas: ReglasArbitraje = FISE, *, mesas: list[int] | None = None) -> PlanillaDuplicada:
    """Una sala de ``n`` inscritos («P1», «P2»…) en las mesas 1…n (o las dadas)."""
    numeros = mesas or list(range(1, n + 1))
    return PlanillaDuplicada(nueva_sala([Inscrito(f"P{i + 1}", m) for i, m in enumerate(numeros)], reglas))


def sin_grupo(p: PapeletaRonda | None) -> PapeletaRonda | None:
    """Lo decidido de una papeleta sin la lista de con quién se anotó (para comparar participante a participante)."""
    return None if p is None else replace(p, participantes=())


def foto(p: PlanillaDuplicada) -> Any:
    """Todo lo que se ve de la sala: filas (papeletas sin su grupo), tablero, situaciones, desempates y
    clasificación. Dos fotos iguales: la misma hoja."""
    filas = tuple(
        replace(f, papeletas=tuple(sin_grupo(x) for x in f.papeletas)) for f in p.filas
    )
    situaciones = tuple(p.situacion(i) for i in range(p.participantes))
    return filas, tuple(p.tablero), situaciones, p.desempates, p.clasificacion(), p.terminada
