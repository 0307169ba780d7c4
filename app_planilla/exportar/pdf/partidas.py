"""Planillas de la partida en curso: la clásica con sus turnos, penalizaciones, ajustes de los relojes, ajuste
final y tabla final."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from app_planilla.exportar.pdf.comun import (
    MARGEN,
    NEGRITA,
    Columna,
    Destino,
    Hoja,
    cabecera,
    columnas_clasica,
    nueva_hoja,
    pie,
    puesto,
    tabla,
    texto,
)
from app_planilla.nucleo.clasica.eventos import Atril, Fin
from app_planilla.nucleo.clasica.final import FilaFinal
from app_planilla.nucleo.clasica.lineas import Linea
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.relojes import formato_tiempo

ALTO_FILA = 15.0
CONTINUACION = N_("(continuación)")
"""Subtítulo de las páginas que siguen a la primera."""


def _celdas(linea: Linea | None) -> list[str]:
    if linea is None:
        return ["", "", "", ""]
    if linea.clase == "jugada":
        palabra = linea.palabra or (_("(a mano)") if not linea.coordenada else "")
        return [linea.coordenada_mostrada, palabra, str(linea.puntos), str(linea.total)]
    if linea.clase == "penalizacion":
        # La coordenada no hace falta: su casilla dice qué es y deja al motivo todo el ancho de la palabra.
        # Una penalización negativa es un premio (el «(challenge) +5» de un GCG).
        if linea.puntos > 0:
            etiqueta = que = _("Premio")
        else:
            etiqueta, que = _("Pen."), _("Penalización")
        return [etiqueta, linea.motivo or que, str(linea.puntos), str(linea.total)]
    if linea.clase == "tiempo":
        return ["", _("Tiempo extra"), str(linea.puntos), str(linea.total)]
    if linea.clase == "reloj":
        # Sin puntos ni total: no cambia el marcador. Corto, para que quepa con cuatro participantes.
        tiempo = formato_tiempo(linea.reloj_ms or 0)
        return [_("Reloj"), _("{tiempo} (árbitro)").format(tiempo=tiempo), "", ""]
    if not linea.es_turno:
        return ["", linea.descripcion, str(linea.puntos), str(linea.total)]
    nombre = {"pase": _("Pase"), "cambio": _("Cambio"), "retirada": _("Retirada")}.get(linea.clase, linea.clase)
    if linea.clase == "retirada" and linea.palabra:
        nombre = _("Retirada: {palabra}").format(palabra=linea.palabra)
    return [linea.coordenada_mostrada if linea.clase == "retirada" else "", nombre, str(linea.puntos), str(linea.total)]


def _filas_clasica(planilla: Planilla) -> list[list[str]]:
    """Filas de la tabla de rondas: cada penalización bajo el último turno de su participante, y al final el
    ajuste y el tiempo extra, para que en cada columna el total de una línea sea el de encima más sus puntos."""
    n = planilla.participantes
    rondas = {r.numero: r for r in planilla.rondas()}
    # Líneas fuera de turno de cada participante tras su ronda r (0: antes de su primer turno).
    fuera: dict[int, list[list[Linea]]] = {}
    ultima = [0] * n
    tiempo: list[list[Linea]] = [[] for _ in range(n)]
    for linea in planilla.lineas:
        quien = linea.participante
        if linea.ronda is not None:
            ultima[quien] = linea.ronda
        elif linea.clase == "tiempo":
            tiempo[quien].append(linea)
        else:
            fuera.setdefault(ultima[quien], [[] for _ in range(n)])[quien].append(linea)
    filas: list[list[str]] = []

    def apiladas(columnas: Sequence[Sequence[Sequence[str]]], etiqueta: str) -> None:
        # Varias líneas de un mismo participante van en filas sucesivas; las de otros comparten fila.
        for k in range(max((len(c) for c in columnas), default=0)):
            celdas = [c[k] if k < len(c) else _celdas(None) for c in columnas]
            filas.append([etiqueta if k == 0 else ""] + [x for celda in celdas for x in celda])

    for r in sorted(set(rondas) | set(fuera)):
        if r in rondas:
            filas.append([str(r)] + [x for linea in rondas[r].turnos for x in _celdas(linea)])
        if r in fuera:
            apiladas([[_celdas(linea) for linea in c] for c in fuera[r]], "")
    final = planilla.final
    if final is not None:
        fin = next((e for e in reversed(planilla.eventos) if isinstance(e, Fin)), None)
        atriles = fin.atriles if fin is not None else ("",) * n
        apiladas([[_celdas_ajuste(f, a)] for f, a in zip(final, atriles, strict=True)], _("Fin"))
    apiladas([[_celdas(linea) for linea in c] for c in tiempo], "")
    return filas


def _celdas_ajuste(fila: FilaFinal, atril: Atril) -> list[str]:
    if fila.cerro:
        motivo = _("Cerró")
    elif fila.resto and isinstance(atril, str) and atril.strip():
        motivo = _("Atril: {fichas}").format(fichas=atril.strip().upper())
    else:
        motivo = _("Atril") if fila.resto else _("Atril sin puntos")
    return ["", motivo, f"+{fila.ajuste}" if fila.ajuste > 0 else str(fila.ajuste), str(fila.antes + fila.ajuste)]


def paginar(
    h: Hoja,
    y: float,
    columnas: Sequence[Columna],
    filas: Sequence[Sequence[str]],
    pagina: int,
    gruesas: Sequence[int] = (),
    negritas_finales: Sequence[int] = (),
) -> tuple[float, int]:
    """Dibuja la tabla en tantas páginas como haga falta, repitiendo la cabecera de columnas.

    ``negritas_finales`` son índices de ``filas`` (no del trozo de cada página) que van en negrita.
    """
    restantes = list(enumerate(filas))
    while True:
        caben = max(1, int((y - MARGEN - 20) // ALTO_FILA) - 1)
        trozo, restantes = restantes[:caben], restantes[caben:]
        negritas = [k for k, (i, _fila) in enumerate(trozo) if i in negritas_finales]
        y = tabla(h, h.izquierda, y, columnas, [f for _i, f in trozo], ALTO_FILA, gruesas=gruesas, negritas=negritas)
        if not restantes:
            return y, pagina
        pie(h, pagina)
        h.nueva_pagina()
        pagina += 1
        y = cabecera(h, _(CONTINUACION))


def nueva_pagina_si(h: Hoja, y: float, hace_falta: float, pagina: int) -> tuple[float, int]:
    if y - hace_falta >= MARGEN + 20:
        return y, pagina
    pie(h, pagina)
    h.nueva_pagina()
    return cabecera(h, _(CONTINUACION)), pagina + 1


def planilla_clasica(destino: Destino, planilla: Planilla, fecha: dt.date | None = None, papel: str = "a4") -> None:
    """La planilla de una partida clásica, tal como va o ya terminada."""
    n = planilla.participantes
    nombres = planilla.nombres
    titulo = _("Partida clásica: {nombres}").format(nombres=" – ".join(nombres))
    h = nueva_hoja(destino, titulo, papel, apaisada=n > 2, nombres=nombres)
    subtitulo = _("{reglas}  Edición: {edicion}.").format(reglas=planilla.nota_reglas, edicion=planilla.edicion.nombre)
    y = cabecera(h, subtitulo, fecha or dt.date.today())
    ancho_ronda = 34.0
    columnas, ancho_part = columnas_clasica(h, n, Columna(_("Ronda"), ancho_ronda, "centro"))
    # Nombre de cada participante sobre sus columnas.
    x = h.izquierda + ancho_ronda
    for i, nombre in enumerate(nombres):
        marca = _(" (abre)") if i == planilla.inicio.abre else ""
        texto(h, x + 3, y, f"{i + 1}. {nombre}{marca}", 10, NEGRITA, ancho=ancho_part - 6)
        x += ancho_part
    y -= 8
    filas = _filas_clasica(planilla)
    if not filas:
        filas = [["1"] + [""] * (4 * n)]
    gruesas = [1 + 4 * i for i in range(n)]
    y, pagina = paginar(h, y, columnas, filas, 1, gruesas)

    final = planilla.final
    y, pagina = nueva_pagina_si(h, y - 10, (n + 2) * ALTO_FILA + 30, pagina)
    if final is None:
        totales = "   ".join(f"{nombres[i]}: {t}" for i, t in enumerate(planilla.totales))
        texto(h, h.izquierda, y - 14, _("Partida en curso. Totales: {totales}").format(totales=totales), 10, NEGRITA,
              ancho=h.util)
        for k, aviso in enumerate(planilla.avisos):
            texto(h, h.izquierda, y - 28 - 12 * k, aviso.texto, 9, ancho=h.util)
    else:
        texto(h, h.izquierda, y - 12, _("Tabla final"), 11, NEGRITA)
        cols = [
            Columna(_("Puesto"), 44, "centro"),
            Columna(_("Participante"), h.util - 44 - 5 * 70),
            Columna(_("Antes del ajuste"), 70, "derecha"),
            Columna(_("Atril"), 70, "derecha"),
            Columna(_("Ajuste"), 70, "derecha"),
            Columna(_("Tiempo extra"), 70, "derecha"),
            Columna(_("Total"), 70, "derecha"),
        ]
        filas_final = []
        for f in sorted(final, key=lambda f: (f.puesto, f.participante)):
            nombre = nombres[f.participante] + (_(" (cerró)") if f.cerro else "")
            if f.pierde_por_tiempo:
                nombre += _(" (superó el tiempo extra máximo)")
            ajuste = f"+{f.ajuste}" if f.ajuste > 0 else str(f.ajuste)
            filas_final.append(
                [puesto(f.puesto), nombre, str(f.antes), str(f.resto), ajuste, str(f.tiempo), str(f.total)]
            )
        y = tabla(h, h.izquierda, y - 18, cols, filas_final, ALTO_FILA + 2, negritas=[0])
    notas = planilla.notas_final
    if notas:
        # El ajuste NASPA/WESPA (quien no cerró tiene ajuste 0) y el premio por impugnación, dichos.
        y, pagina = nueva_pagina_si(h, y, 12 * len(notas) + 12, pagina)
        for k, nota in enumerate(notas):
            texto(h, h.izquierda, y - 14 - 12 * k, nota, 9, ancho=h.util)
    pie(h, pagina)
    h.guardar()
