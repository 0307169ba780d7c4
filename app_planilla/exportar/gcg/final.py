"""Importar GCG, el final de la partida: atriles finales, ajuste y tiempo extra (ver ``importar``).

Recibe el lector de ``importar`` como un ``LectorFinal`` (lo que usa de él): así no lo importa de vuelta.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from app_planilla.exportar.gcg.lectura import ErrorGcg, EventoGcg, marcas
from app_planilla.nucleo.clasica.eventos import Atril, Fin, Penalizacion
from app_planilla.nucleo.clasica.final import ajustes
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.errores import ErrorFichas, ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas

MOTIVO_TIEMPO = "tiempo extra"


class LectorFinal(Protocol):
    """Lo que el final necesita del lector de la partida: la planilla a medio importar y dónde avisar."""

    planilla: Planilla
    apodos: list[str]
    edicion: Edicion
    avisos: list[str]

    def comprobar_total(self, ev: EventoGcg, quien: int, nuestro: int) -> None: ...


def _atril(texto: str, edicion: Edicion) -> Atril:
    """Un atril final de GCG (``DLR``, ``?[CH]A``) como lo anota la hoja.

    En GCG las letras sueltas son fichas sueltas y los dígrafos van entre corchetes; en la hoja ``CH``
    se lee como dígrafo. Se escribe sin corchetes cuando no hay ambigüedad, con corchetes si hace falta
    y, si ni así (dos L sueltas se leerían como LL), solo con sus puntos.
    """
    if re.fullmatch(r"[0-9]{1,4}", texto):
        return int(texto)
    trozos = texto.split("?")
    sencillo: list[str] = []
    corchetes: list[str] = []
    fichas: list[tuple[Ficha, ...]] = []
    for trozo in trozos:
        # Como en la hoja, en un atril no hay comodines en minúscula: el comodín es «?».
        leidas = leer_fichas(trozo.upper(), edicion, unir_digrafos=False) if trozo else ()
        if any(f.fija for f in leidas):
            raise ErrorFichas("lleva una letra que no es de esta edición")
        fichas.append(leidas)
        sencillo.append("".join(f.letra for f in leidas))
        corchetes.append("".join(f"[{f.letra}]" if len(f.letra) > 1 else f.letra for f in leidas))
    for opcion in (sencillo, corchetes):
        if all((leer_fichas(t, edicion) if t else ()) == f for t, f in zip(opcion, fichas, strict=True)):
            return "?".join(opcion)
    return sum(f.valor(edicion) for grupo in fichas for f in grupo)


def _atril_final(f: EventoGcg, edicion: Edicion) -> Atril:
    try:
        return _atril(f.atril, edicion)
    except ErrorPlanilla as e:
        raise ErrorGcg(f"Línea {f.linea}: el atril «{f.atril}» no se entiende: {e}") from None


def terminar(lector: LectorFinal, finales: Sequence[EventoGcg], tiempos: Sequence[EventoGcg]) -> None:
    planilla = lector.planilla
    apodos = lector.apodos
    precio = planilla.reglas.puntos_por_minuto_extra
    for t in tiempos:
        if t.puntos > 0:
            raise ErrorGcg(f"Línea {t.linea}: el tiempo extra resta puntos, no suma {t.puntos}.")
    # El tiempo extra de la hoja va tras el final y cuesta lo que digan las reglas por minuto.
    con_reloj = bool(finales) and precio > 0 and all(-t.puntos % precio == 0 for t in tiempos)
    try:
        if not con_reloj:
            for t in tiempos:
                if t.puntos:
                    planilla.aplicar(Penalizacion(apodos.index(t.jugador), -t.puntos, MOTIVO_TIEMPO))
        if finales:
            _fin(lector, finales)
        if con_reloj:
            for t in tiempos:
                quien = apodos.index(t.jugador)
                segundos = -t.puntos // precio * 60
                anotados = marcas(t.notas).get("segundos", "").strip()
                # Los segundos de la nota de Planilla, si dan los mismos puntos.
                if re.fullmatch(r"[0-9]{1,6}", anotados):
                    if planilla.reglas.puntos_tiempo_extra(int(anotados)) == -t.puntos:
                        segundos = int(anotados)
                planilla.anotar_tiempo_extra(quien, segundos)
                final = planilla.final
                assert final is not None
                lector.comprobar_total(t, quien, final[quien].total)
    except ErrorGcg:
        raise
    except ErrorPlanilla as e:
        linea = (list(finales) + list(tiempos))[0].linea
        raise ErrorGcg(f"Línea {linea}: {e}") from None
    if not con_reloj and tiempos:
        for t in tiempos:
            quien = apodos.index(t.jugador)
            total = planilla.final[quien].total if planilla.final else planilla.totales[quien]
            lector.comprobar_total(t, quien, total)


def _fin(lector: LectorFinal, finales: Sequence[EventoGcg]) -> None:
    planilla = lector.planilla
    apodos = lector.apodos
    ed = lector.edicion
    n = planilla.participantes
    atriles: list[Atril | None] = [None] * n
    anotados = [0] * n
    cerro: int | None = None
    ajenos: list[EventoGcg] = []
    for f in finales:
        quien = apodos.index(f.jugador)
        anotados[quien] += f.puntos
        if f.propio or f.puntos < 0:
            # «DLR (DLR) -4»: lo que le quedaba a esa persona.
            atriles[quien] = _atril_final(f, ed)
        else:
            # «(DLR) +8»: cerró y suma lo que les quedaba a los demás.
            if cerro is not None and cerro != quien:
                raise ErrorGcg(f"Línea {f.linea}: solo una persona puede cerrar la partida.")
            cerro = quien
            atriles[quien] = ""
            ajenos.append(f)
    sin_atril = [i for i in range(n) if atriles[i] is None]
    if len(sin_atril) == 1 and len(ajenos) == 1:
        atriles[sin_atril[0]] = _atril_final(ajenos[0], ed)
    elif sin_atril:
        lector.avisos.append(
            "No se sabe qué atril tenía al final "
            + ", ".join(f"«{apodos[i]}»" for i in sin_atril)
            + ": se anota con 0 puntos."
        )
    completos: tuple[Atril, ...] = tuple(0 if a is None else a for a in atriles)
    _restos, calculados, _ = ajustes(completos, ed)
    explicitos = None if calculados == anotados else tuple(anotados)
    if explicitos is not None:
        cifras = ", ".join(f"{apodos[i]} {c:+d}" for i, c in enumerate(calculados))
        lector.avisos.append(
            f"Línea {finales[0].linea}: el final del archivo sigue la convención GCG (quien cierra suma el doble "
            "de lo que queda a los demás y nadie resta): se conservan sus totales. Con el ajuste de la hoja "
            f"sería {cifras}."
        )
    planilla.aplicar(Fin(completos, explicitos))
    final = planilla.final
    assert final is not None
    acumulado = [final[i].antes for i in range(n)]
    for f in finales:
        quien = apodos.index(f.jugador)
        acumulado[quien] += f.puntos
        lector.comprobar_total(f, quien, acumulado[quien])
