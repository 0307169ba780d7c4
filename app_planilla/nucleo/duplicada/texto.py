"""La planilla duplicada y su clasificación como texto, para copiar al portapapeles o exportar."""

from __future__ import annotations

from app_planilla.nucleo.duplicada.clasificacion import bonificaciones_ronda
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada

MARCA_SOSPECHOSA = "!"
"""Tras una cifra más alta que la maestra de su ronda: probable error al copiar."""


def _tabla(filas: list[list[str]], derecha: set[int]) -> list[str]:
    anchos = [max(len(f[i]) for f in filas) for i in range(len(filas[0]))]
    return [
        "  ".join(c.rjust(anchos[i]) if i in derecha else c.ljust(anchos[i]) for i, c in enumerate(f)).rstrip()
        for f in filas
    ]


def texto_duplicada(planilla: PlanillaDuplicada) -> str:
    """La hoja entera: una fila por ronda (atril, maestra, puntos de cada participante), totales y avisos."""
    nombres = planilla.nombres
    cabecera = ["Ronda", "Atril", "Jugada maestra", "Puntos", *nombres]
    filas = [cabecera]
    avisos = []
    for fila in planilla.filas:
        celdas = [
            str(fila.numero),
            fila.texto_atril,
            fila.descripcion_maestra,
            "" if fila.puntos_maestra is None else str(fila.puntos_maestra),
        ]
        bonos = bonificaciones_ronda(fila) if planilla.bonificaciones else (0,) * planilla.participantes
        for i, p in enumerate(fila.puntos):
            celda = "" if p is None else str(p)
            if bonos[i]:
                celda += f" (+{bonos[i]})"
            if i in fila.sospechosas:
                celda += MARCA_SOSPECHOSA
            celdas.append(celda)
        filas.append(celdas)
        avisos += [f"Ronda {fila.numero}: {a}" for a in fila.avisos]
        avisos += [
            f"Ronda {fila.numero}: {nombres[i]} tiene más puntos que la maestra; probable error al copiar."
            for i in fila.sospechosas
        ]
    lineas = [f"Planilla duplicada — {planilla.edicion.nombre}"]
    if planilla.en_solitario:
        lineas.append("En solitario, contra las jugadas maestras.")
    if planilla.nota_bonificaciones:
        lineas.append(planilla.nota_bonificaciones)
    lineas += ["", *_tabla(filas, {0, 3, *range(4, 4 + planilla.participantes)}), ""]
    lineas += [f"Aviso: {a}" for a in avisos]
    lineas += [f"Aviso: {a}" for a in planilla.recuento().avisos()]
    lineas.append("")
    lineas.append(texto_clasificacion_duplicada(planilla).rstrip("\n"))
    return "\n".join(lineas) + "\n"


def texto_clasificacion_duplicada(planilla: PlanillaDuplicada) -> str:
    """La clasificación: puesto, nombre, total, diferencia y porcentaje sobre las maestras, desempates."""
    titulo = "Clasificación final" if planilla.terminada else "Clasificación provisional"
    cabecera = ["Puesto", "Participante", "Total", "Dif.", "%", "Maestras", "Mejor"]
    if planilla.bonificaciones:
        cabecera.insert(3, "Bonif.")
    filas = [cabecera]
    for x in planilla.clasificacion():
        celdas = [
            str(x.puesto),
            planilla.nombres[x.participante],
            str(x.total),
            x.texto_diferencia,
            x.texto_porcentaje,
            str(x.maestras),
            str(x.mejor),
        ]
        if planilla.bonificaciones:
            celdas.insert(3, str(x.bonificacion))
        filas.append(celdas)
    derecha = {0, *range(2, len(cabecera))}
    pie = [planilla.nota_clasificacion] if planilla.nota_clasificacion else []
    pie += [
        f"Suma de las maestras: {planilla.suma_maestras}.",
        "A igual total desempatan las maestras encontradas y, después, la mejor jugada.",
    ]
    return "\n".join([titulo, *_tabla(filas, derecha), *pie]) + "\n"
