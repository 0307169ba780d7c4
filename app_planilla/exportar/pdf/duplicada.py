"""Planilla impresa de una partida duplicada: rondas con atril y maestra, puntos de cada participante,
totales frente a la suma de las maestras y clasificación."""

from __future__ import annotations

import datetime as dt
from itertools import accumulate

from app_planilla.exportar.pdf.comun import (
    MARGEN,
    NEGRITA,
    Columna,
    Destino,
    cabecera,
    leyenda,
    medida,
    nueva_hoja,
    pie,
    puesto,
    tabla,
    texto,
)
from app_planilla.exportar.pdf.partidas import ALTO_FILA, CONTINUACION, paginar
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.idioma import _

CUERPO_MINIMO_NOMBRE = 7.0
"""Cuerpo más pequeño con el que un nombre encabeza su columna (la cabecera va a 8,5 y ``texto`` reduce)."""


def planilla_duplicada(
    destino: Destino, planilla: PlanillaDuplicada, fecha: dt.date | None = None, papel: str = "a4"
) -> None:
    """La planilla de una duplicada, tal como va o ya terminada."""
    n = planilla.participantes
    nombres = planilla.nombres
    titulo = _("Partida duplicada en solitario") if planilla.en_solitario else _("Partida duplicada")
    h = nueva_hoja(destino, titulo, papel, apaisada=n > 3, nombres=nombres)
    sub = _("Edición: {edicion}. Suma de las maestras: {suma}.").format(
        edicion=planilla.edicion.nombre, suma=planilla.suma_maestras
    )
    if planilla.bonificaciones:
        sub += " " + _("Con bonificaciones FISE.")
    y = cabecera(h, sub, fecha or dt.date.today())
    fijas = [
        Columna(_("Ronda"), 32, "centro"),
        Columna(_("Atril"), 64),
        Columna(_("Jugada maestra"), 104),
        Columna(_("Puntos"), 38, "derecha"),
        Columna(_("Acum."), 40, "derecha"),
    ]
    ancho_part = (h.util - sum(c.ancho for c in fijas)) / n
    # El nombre encabeza su columna si cabe entero con un cuerpo legible; si no, P1, P2… y la leyenda.
    titulos = [
        nombre if medida(h, nombre, NEGRITA, CUERPO_MINIMO_NOMBRE) <= ancho_part - 4 else f"P{i + 1}"
        for i, nombre in enumerate(nombres)
    ]
    con_nombre = {t for t, nombre in zip(titulos, nombres, strict=True) if t == nombre}
    if con_nombre & {t for t, nombre in zip(titulos, nombres, strict=True) if t != nombre}:
        titulos = [f"P{i + 1}" for i in range(n)]  # alguien se llama como el código de otro: códigos para todos
    columnas = fijas + [Columna(t, ancho_part, "derecha") for t in titulos]
    # Quién es cada P: en una línea (o varias) sobre la tabla.
    codigos = [f"{t}: {nombre}" for t, nombre in zip(titulos, nombres, strict=True) if t != nombre]
    if codigos:
        y = leyenda(h, y, codigos) - 8
    # Filas, sospechosas y clasificación se calculan una sola vez: el núcleo las rehace en cada consulta.
    # Una ronda con solo el atril no tiene nada que leer: no se imprime.
    rondas = [f for f in planilla.filas if not f.solo_atril]
    acumulado = list(accumulate(f.puntos_maestra or 0 for f in rondas))
    filas = []
    hay_sospechosas = False
    for fila, acum in zip(rondas, acumulado, strict=True):
        maestra = fila.puntos_maestra
        celdas = [
            str(fila.numero),
            fila.texto_atril,
            fila.descripcion_maestra,
            "" if maestra is None else str(maestra),
            str(acum),
        ]
        sospechosas = fila.sospechosas
        hay_sospechosas = hay_sospechosas or bool(sospechosas)
        for i, p in enumerate(fila.puntos):
            marca = " (!)" if i in sospechosas else ""
            celdas.append("" if p is None else f"{p}{marca}")
        filas.append(celdas)
    clasificacion_fise = planilla.clasificacion()
    clasificacion = sorted(clasificacion_fise, key=lambda c: c.participante)
    filas.append([_("Total"), "", "", str(planilla.suma_maestras), ""] + [str(c.total) for c in clasificacion])
    filas.append([_("Dif."), "", "", "", ""] + [c.texto_diferencia for c in clasificacion])
    filas.append(["%", "", "", "", ""] + [c.texto_porcentaje for c in clasificacion])
    negritas = [len(filas) - 3]
    y, pagina = paginar(h, y, columnas, filas, 1, gruesas=[5], negritas_finales=negritas)
    if hay_sospechosas:
        texto(h, h.izquierda, y - 12, _("(!) Más puntos que la maestra de la ronda: probable error al copiar."), 8)
        y -= 12
    if planilla.nota_clasificacion:
        texto(h, h.izquierda, y - 12, planilla.nota_clasificacion, 8)
        y -= 12

    # Clasificación con los desempates de la FISE.
    filas_clas = []
    for c in sorted(clasificacion_fise, key=lambda c: (c.puesto, c.participante)):
        filas_clas.append(
            [
                puesto(c.puesto),
                nombres[c.participante],
                str(c.puntos),
                str(c.bonificacion) if planilla.bonificaciones else "",
                str(c.total),
                c.texto_diferencia,
                c.texto_porcentaje,
                str(c.maestras),
                str(c.mejor),
            ]
        )
    alto = (len(filas_clas) + 2) * (ALTO_FILA + 2) + 30
    if y - alto < MARGEN + 20:
        pie(h, pagina)
        h.nueva_pagina()
        pagina += 1
        y = cabecera(h, _(CONTINUACION))
    texto(h, h.izquierda, y - 14, _("Clasificación"), 11, NEGRITA)
    ancho_nombre = h.util - 44 - 7 * 58
    cols = [
        Columna(_("Puesto"), 44, "centro"),
        Columna(_("Participante"), ancho_nombre),
        Columna(_("Puntos"), 58, "derecha"),
        Columna(_("Bonif."), 58, "derecha"),
        Columna(_("Total"), 58, "derecha"),
        Columna(_("Dif."), 58, "derecha"),
        Columna("%", 58, "derecha"),
        Columna(_("Maestras"), 58, "derecha"),
        Columna(_("Mejor"), 58, "derecha"),
    ]
    y = tabla(h, h.izquierda, y - 20, cols, filas_clas, ALTO_FILA + 2, negritas=[0])
    texto(h, h.izquierda, y - 12, _("Desempates: número de maestras encontradas y, después, mejor jugada."), 8)
    pie(h, pagina)
    h.guardar()
