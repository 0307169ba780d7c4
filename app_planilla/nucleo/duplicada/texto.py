"""La planilla duplicada y su clasificación como texto, para copiar al portapapeles o exportar.

La de una sala con arbitraje (hasta 200) no lleva una columna por participante, que no se podría leer: lleva lo
que un árbitro pega en un correo o en el tablón del club, la partida maestra (ronda, atril, jugada, puntos, el
acumulado, cuántos la dieron y cuántos ceros hubo) y la clasificación publicada (``publicacion``).
"""

from __future__ import annotations

from app_planilla.nucleo.duplicada.clasificacion import bonificaciones_ronda
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import publicar, tabla_texto, texto_clasificacion_sala
from app_planilla.nucleo.idioma import _, n_

MARCA_SOSPECHOSA = "!"
"""Tras una cifra más alta que la maestra de su ronda: probable error al copiar."""


def texto_duplicada(planilla: PlanillaDuplicada) -> str:
    """La hoja entera: una fila por ronda (atril, maestra, puntos de cada participante), totales y avisos. La de
    una sala con arbitraje, la partida maestra y la clasificación (``texto_sala``)."""
    if planilla.arbitraje is not None:
        return texto_sala(planilla)
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
    lineas += ["", *tabla_texto(filas, {0, 3, *range(4, 4 + planilla.participantes)}), ""]
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
    return "\n".join([titulo, *tabla_texto(filas, derecha), *pie]) + "\n"


def texto_sala(planilla: PlanillaDuplicada) -> str:
    """Una sala con arbitraje como la enviaría su árbitro: en qué punto está, la partida maestra (una línea por
    ronda: atril, jugada maestra, puntos, acumulado, cuántos la dieron y cuántos ceros), los avisos de los
    atriles y la clasificación publicada con sus columnas y sus notas."""
    lineas = [_("Sala de duplicada — {edicion}").format(edicion=planilla.edicion.nombre)]
    rondas = [f for f in planilla.filas if not f.solo_atril or f.atril]
    if planilla.terminada:
        lineas.append(n_("Partida terminada: {n} ronda.", "Partida terminada: {n} rondas.", len(rondas)).format(
            n=len(rondas)))
    elif planilla.ronda == 0:
        lineas.append(_("Aún no hay ninguna ronda."))
    else:
        faltan = len(planilla.faltan())
        if faltan:
            lineas.append(n_("Ronda {ronda} en juego: falta {n} papeleta.", "Ronda {ronda} en juego: faltan {n} "
                             "papeletas.", faltan).format(ronda=planilla.ronda, n=faltan))
        else:
            lineas.append(_("Ronda {ronda}: todas las papeletas anotadas.").format(ronda=planilla.ronda))
    if rondas:
        cabecera = [_("Ronda"), _("Atril"), _("Jugada maestra"), _("Puntos"), _("Acum."), _("Maestras"), _("Ceros")]
        filas = [cabecera]
        acumulado = 0
        avisos: list[str] = []
        for fila in rondas:
            maestra = fila.puntos_maestra
            acumulado += maestra or 0
            dieron = sum(1 for p in fila.puntos if p is not None and p == maestra) if maestra is not None else 0
            ceros = sum(1 for x in fila.papeletas if x is not None and x.motivo)
            filas.append([str(fila.numero), fila.texto_atril, fila.descripcion_maestra,
                          "" if maestra is None else str(maestra), str(acumulado), str(dieron), str(ceros)])
            avisos += [_("Ronda {ronda}: {aviso}").format(ronda=fila.numero, aviso=a) for a in fila.avisos]
        lineas += ["", _("Partida maestra"), *tabla_texto(filas, {0, 3, 4, 5, 6})]
        lineas += [_("Aviso: {texto}").format(texto=a) for a in avisos]
    lineas += ["", texto_clasificacion_sala(publicar(planilla)).rstrip("\n")]
    return "\n".join(lineas) + "\n"
