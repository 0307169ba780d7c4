"""La planilla duplicada y su clasificación como texto, para copiar al portapapeles o exportar."""

from __future__ import annotations

from app_planilla.nucleo.duplicada.clasificacion import bonificaciones_ronda
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import publicar, texto_clasificacion_sala
from app_planilla.nucleo.idioma import _

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
    cabecera = [_("Ronda"), _("Atril"), _("Jugada maestra"), _("Puntos"), *nombres]
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
        avisos += [_("Ronda {ronda}: {aviso}").format(ronda=fila.numero, aviso=a) for a in fila.avisos]
        avisos += [
            _("Ronda {ronda}: {nombre} tiene más puntos que la maestra; probable error al copiar.").format(
                ronda=fila.numero, nombre=nombres[i]
            )
            for i in fila.sospechosas
        ]
    lineas = [_("Planilla duplicada — {edicion}").format(edicion=planilla.edicion.nombre)]
    if planilla.en_solitario:
        lineas.append(_("En solitario, contra las jugadas maestras."))
    if planilla.nota_bonificaciones:
        lineas.append(planilla.nota_bonificaciones)
    lineas += ["", *_tabla(filas, {0, 3, *range(4, 4 + planilla.participantes)}), ""]
    lineas += [_("Aviso: {texto}").format(texto=a) for a in avisos]
    lineas += [_("Aviso: {texto}").format(texto=a) for a in planilla.recuento().avisos()]
    lineas.append("")
    lineas.append(texto_clasificacion_duplicada(planilla).rstrip("\n"))
    return "\n".join(lineas) + "\n"


def texto_clasificacion_duplicada(planilla: PlanillaDuplicada) -> str:
    """La clasificación: puesto, nombre, total, diferencia y porcentaje sobre las maestras, desempates. La de
    una sala con arbitraje, con mesa, club, avisos y penalizaciones (``publicacion``)."""
    if planilla.arbitraje is not None:
        return texto_clasificacion_sala(publicar(planilla))
    titulo = _("Clasificación final") if planilla.terminada else _("Clasificación provisional")
    cabecera = [_("Puesto"), _("Participante"), _("Total"), _("Dif."), "%", _("Maestras"), _("Mejor")]
    if planilla.bonificaciones:
        cabecera.insert(3, _("Bonif."))
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
        _("Suma de las maestras: {suma}.").format(suma=planilla.suma_maestras),
        _("A igual total desempatan las maestras encontradas y, después, la mejor jugada."),
    ]
    return "\n".join([titulo, *_tabla(filas, derecha), *pie]) + "\n"
