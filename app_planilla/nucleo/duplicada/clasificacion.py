"""Totales y clasificación de la duplicada: frente a la suma de las maestras, desempates y bonificaciones FISE.

Desempates (FISE): número de maestras encontradas y, después, la mejor jugada. Bonificaciones opcionales:
+10 a quien sola encuentra la maestra de una ronda, +5 a quien sola tiene la mejor puntuación por debajo
de ella; como mucho 25 por partida y participante. Se recomiendan solo desde 10 participantes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from app_planilla.nucleo import idioma
from app_planilla.nucleo.duplicada.estado import FilaDuplicada

BONIFICACION_MAESTRA = 10
BONIFICACION_SEGUNDA = 5
MAX_BONIFICACION = 25
PARTICIPANTES_PARA_BONIFICACIONES = 10
MENOS = "\u2212"
"""Signo menos tipográfico, como en «−6»."""


def texto_porcentaje(porcentaje: float | None) -> str:
    """Con un decimal, como se escribe en el idioma («92,3 %», «92.3%»); «—» si aún no hay maestras."""
    if porcentaje is None:
        return "—"
    return idioma.porcentaje(porcentaje)


def texto_diferencia(diferencia: int) -> str:
    """«−6», «0» o «+4»."""
    if diferencia < 0:
        return f"{MENOS}{-diferencia}"
    return f"+{diferencia}" if diferencia > 0 else "0"


def bonificaciones_ronda(fila: FilaDuplicada) -> tuple[int, ...]:
    """Bonificaciones de una ronda antes del tope por partida (ceros si no hay maestra)."""
    bonos = [0] * len(fila.puntos)
    tope = fila.puntos_maestra
    if tope is None:
        return tuple(bonos)
    aciertan = [i for i, p in enumerate(fila.puntos) if p == tope]
    if len(aciertan) == 1:
        bonos[aciertan[0]] += BONIFICACION_MAESTRA
    debajo = [p for p in fila.puntos if p is not None and 0 < p < tope]
    if debajo:
        mejor = max(debajo)
        segundos = [i for i, p in enumerate(fila.puntos) if p == mejor]
        if len(segundos) == 1:
            bonos[segundos[0]] += BONIFICACION_SEGUNDA
    return tuple(bonos)


@dataclass(frozen=True)
class FilaClasificacion:
    """Una línea de la clasificación."""

    participante: int
    puntos: int
    """Suma de sus casillas (las vacías valen 0)."""
    bonificacion: int
    """Bonificaciones FISE ya con el tope de 25 (0 si no se usan)."""
    total: int
    diferencia: int
    """Total menos la suma de las maestras (−6 = seis puntos por debajo)."""
    porcentaje: float | None
    """Total sobre la suma de las maestras, en %; ``None`` si aún no hay ninguna."""
    maestras: int
    """Rondas en las que igualó la maestra (primer desempate)."""
    mejor: int
    """Su mejor jugada (segundo desempate)."""
    puesto: int
    avisos: int = 0
    """Con arbitraje: avisos de la partida (de sus papeletas y del árbitro)."""
    penalizacion: int = 0
    """Con arbitraje: lo que restan sus penalizaciones y sus avisos (ya descontado del total)."""
    retirado: bool = False
    """Con arbitraje: se retiró (sigue en la clasificación con lo que hizo)."""

    @property
    def texto_porcentaje(self) -> str:
        return texto_porcentaje(self.porcentaje)

    @property
    def texto_diferencia(self) -> str:
        return texto_diferencia(self.diferencia)


def suma_maestras(filas: Sequence[FilaDuplicada]) -> int:
    return sum(f.puntos_maestra or 0 for f in filas)


def clasificacion(
    filas: Sequence[FilaDuplicada], participantes: int, con_bonificaciones: bool
) -> tuple[FilaClasificacion, ...]:
    """Ordenada por total; a igual total, más maestras encontradas y luego mejor jugada; si todo empata,
    comparten puesto."""
    suma = suma_maestras(filas)
    bonos = [0] * participantes
    if con_bonificaciones:
        for fila in filas:
            for i, b in enumerate(bonificaciones_ronda(fila)):
                bonos[i] += b
    lineas = []
    for i in range(participantes):
        suyas = [p for f in filas if (p := f.puntos[i]) is not None]
        puntos = sum(suyas)
        bonificacion = min(MAX_BONIFICACION, bonos[i])
        total = puntos + bonificacion
        maestras = sum(1 for f in filas if f.maestra is not None and f.puntos[i] == f.maestra.puntos)
        mejor = max(suyas, default=0)
        porcentaje = 100 * total / suma if suma > 0 else None
        lineas.append(FilaClasificacion(i, puntos, bonificacion, total, total - suma, porcentaje, maestras, mejor, 0))
    clave = {x.participante: (-x.total, -x.maestras, -x.mejor) for x in lineas}
    ordenadas = sorted(lineas, key=lambda x: (clave[x.participante], x.participante))
    resultado: list[FilaClasificacion] = []
    for posicion, x in enumerate(ordenadas, start=1):
        anterior = resultado[-1] if resultado else None
        if anterior is not None and clave[anterior.participante] == clave[x.participante]:
            posicion = anterior.puesto
        resultado.append(replace(x, puesto=posicion))
    return tuple(resultado)
