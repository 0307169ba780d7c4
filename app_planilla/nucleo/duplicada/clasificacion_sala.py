"""La clasificación de una sala con arbitraje de papeletas: bonificaciones sobre todo el campo, avisos,
penalizaciones y desempates FISE (maestras encontradas, mejor jugada y, si aún empatan, la muerte súbita que
anota el árbitro).

Es una función pura sobre las filas de la partida: la misma sirve a una sala sola, a cada clasificación parcial
(las primeras N rondas) y a la fusión de varias salas, que le pasa el campo entero.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from app_planilla.nucleo.duplicada.arbitraje import bonificaciones, penalizacion_avisos
from app_planilla.nucleo.duplicada.clasificacion import FilaClasificacion, suma_maestras
from app_planilla.nucleo.duplicada.estado import FilaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje

__all__ = ["avisos_y_penalizaciones", "clasificacion_sala"]


def avisos_y_penalizaciones(
    filas: Sequence[FilaDuplicada], participantes: int, reglas: ReglasArbitraje
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Avisos de cada participante en las rondas dadas y lo que restan sus penalizaciones (las del árbitro, las
    de sus papeletas y, con las reglas, las de sus avisos)."""
    avisos = [0] * participantes
    resta = [0] * participantes
    for fila in filas:
        for i, papeleta in enumerate(fila.papeletas):
            if papeleta is not None:
                avisos[i] += papeleta.avisos
                resta[i] += papeleta.penalizacion
        for aviso in fila.avisos_arbitro:
            for i in aviso.participantes:
                avisos[i] += 1
        for penalizacion in fila.penalizaciones:
            for i in penalizacion.participantes:
                resta[i] += penalizacion.puntos
    total = tuple(r + penalizacion_avisos(a, reglas) for a, r in zip(avisos, resta, strict=True))
    return tuple(avisos), total


def clasificacion_sala(
    filas: Sequence[FilaDuplicada],
    participantes: int,
    reglas: ReglasArbitraje,
    *,
    fuera: Collection[int] = (),
    retirados: Collection[int] = (),
    desempates: Sequence[Sequence[int]] = (),
) -> tuple[FilaClasificacion, ...]:
    """Ordenada por total (puntos + bonificaciones − penalizaciones); a igual total, más maestras encontradas,
    luego mejor jugada y luego el último desempate anotado que los incluya a todos; si no lo hay, comparten
    puesto. ``fuera``: ausentes, que no se clasifican; ``retirados`` se clasifican con lo que hicieron."""
    suma = suma_maestras(filas)
    # Los ausentes no son del campo: no cuentan para el mínimo de participantes que bonifica.
    presentes = [i for i in range(participantes) if i not in fuera]
    campo = [[f.puntos[i] for i in presentes] for f in filas]
    bonos = [0] * participantes
    for i, bono in zip(presentes, bonificaciones([f.puntos_maestra for f in filas], campo, reglas), strict=False):
        bonos[i] = bono
    avisos, resta = avisos_y_penalizaciones(filas, participantes, reglas)
    # Una pasada por fila (no por participante y fila): con 200 inscritos y 20 rondas, cada papeleta la rehace.
    puntos = [0] * participantes
    mejor = [0] * participantes
    maestras = [0] * participantes
    for f in filas:
        tope = f.puntos_maestra
        for i, p in enumerate(f.puntos):
            if p is not None:
                puntos[i] += p
                if p > mejor[i]:
                    mejor[i] = p
                if p == tope:
                    maestras[i] += 1
    lineas = []
    for i in range(participantes):
        if i in fuera:
            continue
        total = puntos[i] + bonos[i] - resta[i]
        lineas.append(FilaClasificacion(
            i, puntos[i], bonos[i], total, total - suma, 100 * total / suma if suma > 0 else None, maestras[i],
            mejor[i], 0, avisos[i], resta[i], i in retirados,
        ))
    clave = {x.participante: (-x.total, -x.maestras, -x.mejor) for x in lineas}
    ordenadas = sorted(lineas, key=lambda x: (clave[x.participante], x.participante))
    grupos: list[list[FilaClasificacion]] = []
    for x in ordenadas:
        if grupos and clave[grupos[-1][0].participante] == clave[x.participante]:
            grupos[-1].append(x)
        else:
            grupos.append([x])
    resultado: list[FilaClasificacion] = []
    for grupo in grupos:
        puesto = len(resultado) + 1
        orden = _desempate(grupo, desempates)
        if orden is None:
            resultado.extend(replace(x, puesto=puesto) for x in grupo)
        else:
            resultado.extend(replace(x, puesto=puesto + k) for k, x in enumerate(orden))
    return tuple(resultado)


def _desempate(grupo: list[FilaClasificacion], desempates: Sequence[Sequence[int]]) -> list[FilaClasificacion] | None:
    """El grupo empatado en el orden del último desempate que los nombra a todos (``None`` si no lo hay)."""
    if len(grupo) < 2:
        return None
    miembros = {x.participante for x in grupo}
    for orden in reversed(desempates):
        if miembros <= set(orden):
            posicion = {p: k for k, p in enumerate(orden)}
            return sorted(grupo, key=lambda x: posicion[x.participante])
    return None
