"""Las reglas del arbitraje de una duplicada con muchos participantes: qué vale una papeleta juzgada, avisos,
penalizaciones y bonificaciones (maestra en solitario y «subtop») sobre todo el campo.

Preajustes: **FISE** (Mundial 2009: +10 a quien sola iguala la maestra, +5 a quien sola tiene la mejor
puntuación por debajo, tope 25 por partida, no recomendadas con menos de 10 participantes; si una coordenada
errónea o unos puntos declarados erróneos dan cero es una opción), **FISF** (cero por comodín sin marcar; aviso
por puntos ausentes o erróneos; −5 por aviso desde el tercero de la partida; −5 por coordenada desplazada;
solo 10 con al menos 16 participantes activos y sin subtop) y **a medida**. Lo que la FISE no fija por escrito
es una opción, como en las reglas de la clásica. Las bonificaciones dependen de todo el campo: se calculan con
una sola función sobre los resultados de todos los participantes (una sala o varias juntas).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.papeleta import Juicio
from app_planilla.nucleo.duplicada.reglas_arbitraje import (
    PREAJUSTES,
    ErrorReglasArbitraje,
    ReglasArbitraje,
    reglas_arbitraje,
)

__all__ = [
    "PREAJUSTES",
    "Decision",
    "ErrorReglasArbitraje",
    "ReglasArbitraje",
    "activos",
    "bonificaciones",
    "decidir",
    "penalizacion_avisos",
    "reglas_arbitraje",
]


@dataclass(frozen=True)
class Decision:
    """Lo que cuenta de una papeleta juzgada con unas reglas."""

    puntos: int
    avisos: int = 0
    """Avisos que da esta papeleta (cuentan para la penalización de la partida)."""
    penalizacion: int = 0
    """Lo que resta por sí misma (coordenada desplazada), aparte de los avisos."""
    motivo: Motivo | None = None
    """Por qué vale cero, si vale cero por un motivo (el del juicio, o el de las reglas: coordenada desplazada,
    puntos declarados erróneos)."""


def decidir(juicio: Juicio, reglas: ReglasArbitraje) -> Decision:
    """Los puntos, avisos y penalización de una papeleta juzgada (``papeleta.juzgar``) con ``reglas``.

    Una coordenada desplazada que no da cero cuenta como la jugada donde vale, con su penalización: sus puntos
    declarados se comparan con los de ahí, como los de cualquier papeleta válida."""
    if juicio.motivo is Motivo.COORDENADA and juicio.puntos_desplazada is not None:
        if reglas.cero_por_coordenada:
            return Decision(0, motivo=Motivo.COORDENADA)
        puntos, penalizacion = juicio.puntos_desplazada, reglas.penalizacion_desplazada
        erroneos = juicio.declarados is not None and juicio.declarados != puntos
    elif not juicio.valida:
        return Decision(0, motivo=juicio.motivo)
    else:
        puntos, penalizacion, erroneos = juicio.puntos, 0, juicio.puntos_erroneos
    if erroneos and reglas.cero_por_puntos:
        return Decision(0, motivo=Motivo.PUNTOS_ERRONEOS)
    aviso = int(reglas.aviso_por_puntos and (juicio.declarados is None or erroneos))
    return Decision(puntos, avisos=aviso, penalizacion=penalizacion)


def penalizacion_avisos(avisos: int, reglas: ReglasArbitraje) -> int:
    """Lo que restan los avisos de un participante en la partida (cada uno desde el que sigue a los libres)."""
    return max(0, avisos - reglas.avisos_sin_penalizar) * reglas.penalizacion_aviso


def activos(campo: Sequence[Sequence[int | None]]) -> int:
    """Participantes con alguna jugada con puntos en la partida (``campo``: una fila por ronda, una casilla por
    participante, ``None`` si aún no tiene puntos)."""
    if not campo:
        return 0
    return sum(1 for i in range(len(campo[0])) if any((r[i] or 0) > 0 for r in campo))


def bonificaciones(
    maestras: Sequence[int | None], campo: Sequence[Sequence[int | None]], reglas: ReglasArbitraje
) -> tuple[int, ...]:
    """Las bonificaciones de cada participante en la partida, con el tope ya aplicado.

    ``maestras``: los puntos de la maestra de cada ronda (``None``: aún no hay, la ronda no bonifica);
    ``campo``: los puntos de cada participante en cada ronda, de todo el campo (todas las salas)."""
    n = len(campo[0]) if campo else 0
    cuenta = activos(campo) if reglas.cuentan_activos else n
    bonos = [0] * n
    if cuenta < reglas.minimo_para_bonificar:
        return tuple(bonos)
    for tope, puntos in zip(maestras, campo, strict=True):
        if tope is None:
            continue
        aciertan = [i for i, p in enumerate(puntos) if p == tope]
        if len(aciertan) == 1:
            bonos[aciertan[0]] += reglas.bonificacion_maestra
        if reglas.bonificacion_segunda:
            debajo = [p for p in puntos if p is not None and 0 < p < tope]
            if debajo:
                mejor = max(debajo)
                segundos = [i for i, p in enumerate(puntos) if p == mejor]
                if len(segundos) == 1:
                    bonos[segundos[0]] += reglas.bonificacion_segunda
    if reglas.tope_bonificacion:
        bonos = [min(b, reglas.tope_bonificacion) for b in bonos]
    return tuple(bonos)
