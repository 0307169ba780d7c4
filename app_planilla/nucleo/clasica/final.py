"""Fin de la partida clásica: valor de los atriles, ajuste final, tiempo extra y puestos (semilla 002)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app_planilla.nucleo.clasica.eventos import Atril
from app_planilla.nucleo.clasica.reglas import AjusteFinal, Empate
from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import leer_fichas
from app_planilla.nucleo.registro.eventos import ErrorEvento

MAX_FICHAS_ATRIL = 7


def valor_atril(atril: Atril, edicion: Edicion) -> int:
    """Puntos que quedan en un atril: letras (``?`` = comodín, dígrafos unidos) o puntos ya sumados."""
    if isinstance(atril, int):
        return atril
    limpio = "".join(atril.split())
    comodines = limpio.count("?")
    letras = limpio.replace("?", "")
    # En un atril no hay comodines escritos en minúscula: «xa» es X y A.
    fichas = leer_fichas(letras.upper(), edicion) if letras else ()
    for f in fichas:
        if f.fija:
            raise ErrorFichas(
                _("La {letra} no es una ficha de esta edición: escribe un ? si era un comodín.").format(letra=f.letra)
            )
    if comodines + len(fichas) > MAX_FICHAS_ATRIL:
        raise ErrorFichas(
            _("Un atril tiene como mucho {maximo} fichas, y «{atril}» tiene más.").format(
                maximo=MAX_FICHAS_ATRIL, atril=atril
            )
        )
    return sum(f.valor(edicion) for f in fichas)


def sin_fichas(atril: Atril) -> bool:
    """La casilla de quien se quedó sin fichas se deja vacía."""
    return isinstance(atril, str) and not atril.strip()


@dataclass(frozen=True)
class FilaFinal:
    """Una fila de la tabla final."""

    participante: int
    antes: int
    """Puntos antes del ajuste."""
    resto: int
    """Valor de lo que le quedaba en el atril."""
    ajuste: int
    """Lo que resta su atril, o lo que suma quien cerró."""
    tiempo: int
    """Puntos restados por tiempo extra (0 o negativo)."""
    total: int
    puesto: int
    cerro: bool
    """Se quedó sin fichas."""
    pierde_por_tiempo: bool = False
    """Superó el tiempo extra máximo de las reglas."""


def ajustes(
    atriles: Sequence[Atril], edicion: Edicion, regla: AjusteFinal = AjusteFinal.RESTAN
) -> tuple[list[int], list[int], int | None]:
    """Valor de cada atril, ajuste de cada participante según ``regla`` e índice de quien cerró (o ``None``)."""
    vacios = [i for i, a in enumerate(atriles) if sin_fichas(a)]
    if len(vacios) > 1:
        raise ErrorEvento(_("Solo un participante puede haberse quedado sin fichas: deja vacía una sola casilla."))
    restos = [0 if sin_fichas(a) else valor_atril(a, edicion) for a in atriles]
    cerro = vacios[0] if vacios else None
    ajuste = [-r for r in restos]
    if cerro is not None and regla is AjusteFinal.DOBLE:
        # NASPA/WESPA: los demás no restan y quien cierra suma el doble (la misma diferencia, otros totales).
        ajuste = [0] * len(restos)
        ajuste[cerro] = 2 * sum(restos)
    elif cerro is not None:
        # Quien cierra suma lo que les queda a los demás.
        ajuste[cerro] = sum(restos)
    return restos, ajuste, cerro


def puestos(totales: Sequence[int], antes: Sequence[int], empate: Empate) -> list[int]:
    """Puesto de cada uno: los empates comparten puesto salvo que la regla desempate por ``antes``."""

    def clave(i: int) -> tuple[int, int]:
        return (totales[i], antes[i] if empate is Empate.ANTES_DEL_AJUSTE else 0)

    return [1 + sum(1 for j in range(len(totales)) if clave(j) > clave(i)) for i in range(len(totales))]


def tabla_final(
    antes: Sequence[int],
    atriles: Sequence[Atril],
    tiempo: Sequence[int],
    pierde: Sequence[bool],
    edicion: Edicion,
    empate: Empate,
    anotados: Sequence[int] | None = None,
    regla: AjusteFinal = AjusteFinal.RESTAN,
) -> tuple[FilaFinal, ...]:
    """La tabla final; ``anotados`` sustituye al ajuste de ``regla`` (el de un GCG importado)."""
    restos, ajuste, cerro = ajustes(atriles, edicion, regla)
    if anotados is not None:
        if len(anotados) != len(antes):
            raise ErrorEvento(_("Hace falta un ajuste anotado por participante."))
        ajuste = list(anotados)
    totales = [antes[i] + ajuste[i] + tiempo[i] for i in range(len(antes))]
    lugar = puestos(totales, antes, empate)
    return tuple(
        FilaFinal(i, antes[i], restos[i], ajuste[i], tiempo[i], totales[i], lugar[i], cerro == i, pierde[i])
        for i in range(len(antes))
    )
