"""Importar GCG, el final de la partida: atriles finales, ajuste y tiempo extra (ver ``importar``).

Recibe el lector de ``importar`` como un ``LectorFinal`` (lo que usa de él): así no lo importa de vuelta.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Protocol

from app_planilla.exportar.gcg.lectura import MARCA, ErrorGcg, EventoGcg, marcas
from app_planilla.nucleo.clasica.eventos import MAX_NOTA, Atril, Fin, Penalizacion, TiempoExtra
from app_planilla.nucleo.clasica.final import ajustes, valor_atril
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.errores import ErrorFichas, ErrorPlanilla
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas

MOTIVO_TIEMPO = N_("tiempo extra")
"""Motivo de la penalización de un ``(time)`` que no es tiempo extra de la hoja: se guarda en el idioma en uso."""


class LectorFinal(Protocol):
    """Lo que el final necesita del lector de la partida: la planilla a medio importar y dónde avisar."""

    planilla: Planilla
    apodos: list[str]
    edicion: Edicion
    avisos: list[str]
    fuera: list[int]

    def comprobar_total(self, ev: EventoGcg, quien: int, nuestro: int) -> None: ...

    def diferencia(self, linea: int, anotado: int, calculado: int, detalle: str) -> None: ...


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
            raise ErrorFichas(_("lleva una letra que no es de esta edición"))
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
        raise ErrorGcg(
            _("Línea {n}: el atril «{atril}» no se entiende: {error}").format(n=f.linea, atril=f.atril, error=e)
        ) from None


def terminar(lector: LectorFinal, finales: Sequence[EventoGcg], tiempos: Sequence[EventoGcg]) -> None:
    planilla = lector.planilla
    apodos = lector.apodos
    precio = planilla.reglas.puntos_por_minuto_extra
    vistos: dict[str, int] = {}
    for t in tiempos:
        if t.puntos > 0:
            raise ErrorGcg(
                _("Línea {n}: el tiempo extra resta puntos, no suma {puntos}.").format(n=t.linea, puntos=t.puntos)
            )
        if t.jugador in vistos:
            raise ErrorGcg(
                _(
                    "Línea {n}: «{jugador}» ya tenía su tiempo extra en la línea {anterior}: "
                    "se anota una vez, con todo el tiempo."
                ).format(n=t.linea, jugador=t.jugador, anterior=vistos[t.jugador])
            )
        vistos[t.jugador] = t.linea
    # El tiempo extra de la hoja va tras el final y cuesta lo que digan las reglas por minuto.
    con_reloj = bool(finales) and precio > 0 and all(-t.puntos % precio == 0 for t in tiempos)
    try:
        if not con_reloj:
            for t in tiempos:
                if t.puntos:
                    nota = nota_ajena(t.notas, t.linea, lector.avisos)
                    planilla.aplicar(Penalizacion(apodos.index(t.jugador), -t.puntos, _(MOTIVO_TIEMPO), nota))
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
                planilla.aplicar(TiempoExtra(quien, segundos, None, nota_ajena(t.notas, t.linea, lector.avisos)))
                final = planilla.final
                assert final is not None
                lector.comprobar_total(t, quien, final[quien].total)
    except ErrorGcg:
        raise
    except ErrorPlanilla as e:
        linea = (list(finales) + list(tiempos))[0].linea
        raise ErrorGcg(_("Línea {n}: {error}").format(n=linea, error=e)) from None
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
            _comprobar(lector, f, -_valor(f, ed))
        else:
            # «(DLR) +8»: cerró y suma lo que les quedaba a los demás.
            if cerro is not None and cerro != quien:
                raise ErrorGcg(_("Línea {n}: solo una persona puede cerrar la partida.").format(n=f.linea))
            cerro = quien
            atriles[quien] = ""
            ajenos.append(f)
    sin_atril = [i for i in range(n) if atriles[i] is None]
    if len(sin_atril) == 1 and len(ajenos) == 1:
        atriles[sin_atril[0]] = _atril_final(ajenos[0], ed)
    elif sin_atril:
        quienes = ", ".join(f"«{apodos[i]}»" for i in sin_atril)
        aviso = _("No se sabe qué atril tenía al final {quienes}: se anota con 0 puntos.")
        lector.avisos.append(aviso.format(quienes=quienes))
    for f in ajenos if n == 2 else ():
        # Quien cierra suma el doble de lo ajeno (convención GCG) o una vez (la de la hoja, archivos antiguos).
        valor = _valor(f, ed)
        # Una vez lo ajeno solo si los demás restan lo suyo (la hoja de versiones anteriores).
        if f.puntos != valor or not any(g.propio for g in finales):
            _comprobar(lector, f, 2 * valor)
    completos: tuple[Atril, ...] = tuple(0 if a is None else a for a in atriles)
    _restos, calculados, _cerro = ajustes(completos, ed, planilla.ajuste_final)
    notas = marcas([nota for f in finales for nota in f.notas])
    hoja = _ajuste_anotado(notas.get("ajuste", ""), n, finales[-1])
    propios = hoja if hoja is not None else anotados
    explicitos = None if calculados == propios else tuple(propios)
    if explicitos is not None and hoja is None:
        cifras = ", ".join(f"{apodos[i]} {c:+d}" for i, c in enumerate(calculados))
        lector.avisos.append(
            _(
                "Línea {n}: el final del archivo sigue la convención GCG (quien cierra suma el doble "
                "de lo que queda a los demás y nadie resta): se conservan sus totales. Con el ajuste de la hoja "
                "sería {cifras}."
            ).format(n=finales[0].linea, cifras=cifras)
        )
    texto = nota_ajena([n for f in finales for n in f.notas], finales[0].linea, lector.avisos)
    planilla.aplicar(Fin(completos, explicitos, texto))
    final = planilla.final
    assert final is not None
    acumulado = [final[i].antes for i in range(n)]
    for f in finales:
        quien = apodos.index(f.jugador)
        acumulado[quien] += f.puntos
        lector.comprobar_total(f, quien, acumulado[quien])
    if hoja is not None:
        # Los totales del archivo siguen con el ajuste del GCG; la hoja, con el suyo.
        for i in range(n):
            lector.fuera[i] += hoja[i] - anotados[i]


def nota_ajena(notas: Sequence[str], linea: int, avisos: list[str]) -> str:
    """Las notas de una línea que no son de Planilla, juntas, como ``nota`` de su evento (con su tope)."""
    # Sin controles ni marcas de formato (un control de dirección mostraría la nota en otro orden).
    limpias = ("".join(c for c in n if unicodedata.category(c) not in ("Cc", "Cf", "Zl", "Zp") or c == "\n")
               for n in notas if not n.lower().startswith(MARCA))
    texto = "\n".join("\n".join(t.rstrip() for t in n.split("\n")) for n in limpias)
    if len(texto) > MAX_NOTA:
        avisos.append(_("Línea {n}: la nota se ha acortado a {maximo} caracteres.").format(n=linea, maximo=MAX_NOTA))
        texto = texto[:MAX_NOTA]
    return texto


def _valor(f: EventoGcg, edicion: Edicion) -> int:
    atril = _atril_final(f, edicion)
    try:
        return valor_atril(atril, edicion)
    except ErrorPlanilla as e:
        raise ErrorGcg(
            _("Línea {n}: el atril «{atril}» no se entiende: {error}").format(n=f.linea, atril=f.atril, error=e)
        ) from None


def _comprobar(lector: LectorFinal, f: EventoGcg, esperado: int) -> None:
    """Las fichas finales valen lo que dice la convención; si no, una diferencia más del informe."""
    if f.puntos != esperado:
        lector.diferencia(
            f.linea, f.puntos, esperado, _("«{atril}» de {jugador}").format(atril=f.atril, jugador=f.jugador)
        )


def _ajuste_anotado(texto: str, n: int, f: EventoGcg) -> list[int] | None:
    """El ajuste de la hoja en la nota ``planilla-ajuste`` (uno por participante), si la hay."""
    if not texto:
        return None
    partes = texto.split()
    if len(partes) != n or not all(re.fullmatch(r"-?[0-9]{1,4}", p) for p in partes):
        raise ErrorGcg(_("Línea {n}: la nota planilla-ajuste lleva un número por participante.").format(n=f.linea))
    return [int(p) for p in partes]
