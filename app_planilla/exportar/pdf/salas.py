"""La clasificación impresa de una duplicada por salas: todo el campo, tras las rondas que cuentan (o una parcial),
con la sala y la mesa de cada participante; y, en un torneo de varias partidas, la del torneo por la media de sus
porcentajes. Lee la fusión del núcleo (``nucleo.torneo.fusion_salas``), nunca la ventana."""

from __future__ import annotations

import datetime as dt

from app_planilla.exportar.pdf.comun import (
    GRIS,
    Columna,
    Destino,
    cabecera,
    nueva_hoja,
    pie,
    puesto,
    texto,
)
from app_planilla.exportar.pdf.partidas import nueva_pagina_si, paginar
from app_planilla.nucleo.duplicada.clasificacion import texto_diferencia, texto_porcentaje
from app_planilla.nucleo.duplicada.reglas_arbitraje import nombre_reglas
from app_planilla.nucleo.idioma import _, entero
from app_planilla.nucleo.torneo.fusion_salas import FusionSalas, TorneoSalas


def clasificacion_salas(destino: Destino, fusion: FusionSalas, hasta: int | None = None,
                        fecha: dt.date | None = None, papel: str = "a4", *, varias: bool = False) -> None:
    """La clasificación de todo el campo tras ``hasta`` rondas (por omisión, todas las que cuentan); ``varias``:
    el torneo tiene varias partidas (el subtítulo dice cuál es)."""
    k = fusion.contadas if hasta is None else min(hasta, fusion.contadas)
    lineas = fusion.clasificacion(k)
    t = fusion.torneo
    h = nueva_hoja(destino, t.nombre, papel, nombres=[x.participante.nombre for x in lineas])
    parcial = k < fusion.contadas or k < len(fusion.maestras)
    sub = _("Clasificación tras la ronda {ronda}{parcial} · {salas} salas · {n} participantes · reglas {reglas} · "
            "suma de las maestras: {suma}").format(
        ronda=k, parcial=" " + _("(parcial)") if parcial else "", salas=len(t.salas), n=len(lineas),
        reglas=nombre_reglas(t.reglas), suma=entero(fusion.suma_maestras(k)))
    if varias:
        sub = _("Partida {numero}").format(numero=fusion.partida) + " · " + sub
    y = cabecera(h, sub, fecha or dt.date.today())
    fijas = 40 + 76 + 52 + 30 + 38 + 34 + 38 + 3 * 28
    columnas = [
        Columna(_("Puesto"), 40, "derecha"), Columna(_("Nombre"), h.util - fijas), Columna(_("Club"), 76),
        Columna(_("Sala"), 52), Columna(_("Mesa"), 30, "derecha"), Columna(_("Total"), 38, "derecha"),
        Columna(_("Dif."), 34, "derecha"), Columna("%", 38, "derecha"), Columna(_("Tops"), 28, "derecha"),
        Columna(_("Bon."), 28, "derecha"), Columna(_("Pen."), 28, "derecha"),
    ]
    filas = []
    for linea in lineas:
        p, x = linea.participante, linea.fila
        nombre = p.nombre + (" " + _("(retirado)") if x.retirado else "")
        filas.append([puesto(x.puesto), nombre, p.club, p.sala, str(p.mesa), entero(x.total),
                      texto_diferencia(x.diferencia), texto_porcentaje(x.porcentaje), str(x.maestras),
                      str(x.bonificacion) if x.bonificacion else "", str(x.penalizacion) if x.penalizacion else ""])
    if not filas:
        filas.append(["", _("Aún no cuenta ninguna ronda: todas las salas tienen que publicar la primera."),
                      "", "", "", "", "", "", "", "", ""])
    _y, pagina = paginar(h, y, columnas, filas, 1)
    pie(h, pagina)
    h.guardar()


def clasificacion_torneo_salas(destino: Destino, todo: TorneoSalas, fecha: dt.date | None = None,
                               papel: str = "a4") -> None:
    """La clasificación del torneo por la media de los porcentajes de sus partidas: el porcentaje de cada una,
    la media, el total, las maestras, las bonificaciones y las penalizaciones."""
    c = todo.clasificacion()
    t = todo.torneo
    n = len(todo.partidas)
    apaisada = n > 4
    h = nueva_hoja(destino, t.nombre, papel, apaisada, nombres=[x.nombre for x in c.filas])
    sub = _("Clasificación del torneo: media de los porcentajes de {n} partidas · {personas} participantes · "
            "reglas {reglas}").format(n=sum(c.cuentan), personas=len(c.filas), reglas=nombre_reglas(t.reglas))
    y = cabecera(h, sub, fecha or dt.date.today())
    fijas = 40 + 76 + n * 40 + 44 + 38 + 3 * 28
    columnas = [
        Columna(_("Puesto"), 40, "derecha"), Columna(_("Nombre"), h.util - fijas), Columna(_("Club"), 76),
        *(Columna(_("P. {numero}").format(numero=k), 40, "derecha") for k in todo.numeros),
        Columna(_("Media"), 44, "derecha"), Columna(_("Total"), 38, "derecha"), Columna(_("Tops"), 28, "derecha"),
        Columna(_("Bon."), 28, "derecha"), Columna(_("Pen."), 28, "derecha"),
    ]
    filas = [[puesto(x.puesto), x.nombre, x.club,
              *(texto_porcentaje(p) if p is not None else "—" for p in x.porcentajes),
              texto_porcentaje(x.media), entero(x.total), str(x.maestras),
              str(x.bonificacion) if x.bonificacion else "", str(x.penalizacion) if x.penalizacion else ""]
             for x in c.filas]
    if not filas:
        filas.append(["", _("Aún no cuenta ninguna ronda: todas las salas tienen que publicar la primera."), "",
                      *([""] * n), "", "", "", "", ""])
    y, pagina = paginar(h, y, columnas, filas, 1)
    notas = [_("Quien no juega una partida cuenta con un cero en ella. A igual media desempatan las maestras "
               "encontradas, la mejor jugada y la muerte súbita que anota el director.")]
    notas += [_("La partida {numero} aún no tiene maestras: no entra en la media.").format(numero=k)
              for k, cuenta in zip(todo.numeros, c.cuentan, strict=True) if not cuenta]
    for nota in notas:
        y, pagina = nueva_pagina_si(h, y, 14, pagina)  # con su cabecera de continuación, como las tablas
        y -= 14
        texto(h, h.izquierda, y, nota, 8, ancho=h.util, color=GRIS)
    pie(h, pagina)
    h.guardar()
