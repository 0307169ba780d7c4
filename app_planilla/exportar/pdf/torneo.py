"""Hojas del director de un torneo con carpeta compartida: los emparejamientos de una ronda (por mesa y por
orden alfabético, para colgar en la sala) y la clasificación tras una ronda. Leen la fusión del núcleo
(``nucleo.torneo.fusion``), nunca la ventana."""

from __future__ import annotations

import datetime as dt

from app_planilla.exportar.pdf.comun import (
    FUENTE,
    MARGEN,
    NEGRITA,
    Columna,
    Destino,
    Hoja,
    cabecera,
    medida,
    nueva_hoja,
    pie,
    puesto,
    texto,
)
from app_planilla.exportar.pdf.partidas import ALTO_FILA, CONTINUACION, paginar
from app_planilla.nucleo.idioma import _, entero, numero
from app_planilla.nucleo.torneo.clasificacion import DESEMPATES, clasificacion, nombres
from app_planilla.nucleo.torneo.emparejamientos import sin_acentos
from app_planilla.nucleo.torneo.fusion import Fusion
from app_planilla.nucleo.torneo.modelos import Jugador

MARCA_SORTEO = "*"
"""Junto a la mesa cuyo primer jugador no se sabe si empieza (TSH sin ``p12``): lo sortea la mesa."""


def _jugador(j: Jugador) -> str:
    return f"{j.numero} {j.nombre}".strip()


def _margen(n: int) -> str:
    return f"+{entero(n)}" if n > 0 else entero(n)


def _victorias(v: float) -> str:
    return numero(v) if v % 1 else entero(int(v))


def _subtitulo(fusion: Fusion, division: str, texto_ronda: str) -> str:
    if len(fusion.torneo.divisiones) > 1:
        return _("{ronda} · división {division}").format(ronda=texto_ronda, division=division)
    return texto_ronda


def _parrafo(h: Hoja, y: float, cadena: str, pagina: int, tam: float = 8) -> tuple[float, int]:
    """Un texto en tantas líneas como haga falta (cortadas entre palabras), bajo ``y``."""
    lineas: list[str] = []
    for palabra in cadena.split():
        junta = f"{lineas[-1]} {palabra}" if lineas else palabra
        if lineas and medida(h, junta, FUENTE, tam) <= h.util:
            lineas[-1] = junta
        else:
            lineas.append(palabra)
    for linea in lineas:
        if y - tam - 4 < MARGEN:
            pie(h, pagina)
            h.nueva_pagina()
            pagina += 1
            y = cabecera(h, _(CONTINUACION))
        texto(h, h.izquierda, y - tam - 4, linea, tam, ancho=h.util)
        y -= tam + 4
    return y, pagina


def _seccion(h: Hoja, y: float, titulo: str, filas: int, pagina: int) -> tuple[float, int]:
    """El título de una parte; si no caben él, la cabecera y unas filas, en una página nueva."""
    if y - (min(filas, 3) + 2) * ALTO_FILA - 24 < MARGEN + 20:
        pie(h, pagina)
        h.nueva_pagina()
        pagina += 1
        y = cabecera(h, _(CONTINUACION))
    texto(h, h.izquierda, y - 14, titulo, 11, NEGRITA)
    return y - 20, pagina


def emparejamientos_pdf(destino: Destino, fusion: Fusion, division: str, ronda: int, papel: str = "a4",
                        fecha: dt.date | None = None) -> None:
    """Los emparejamientos de la ronda: por mesa (quién empieza, el rival y el resultado si ya está, o su
    hueco para escribirlo) y por orden alfabético (cada jugador, su mesa y su rival)."""
    emp = fusion.emparejamientos.get((division, ronda))
    if emp is None:
        raise ValueError(_("la ronda {ronda} de la división {division} aún no tiene emparejamientos").format(
            ronda=ronda, division=division))
    t = fusion.torneo
    todos = [j.nombre for m in emp.mesas for j in m.jugadores] + [x.jugador.nombre for x in emp.descansos]
    h = nueva_hoja(destino, t.nombre, papel, nombres=todos)
    y = cabecera(h, _subtitulo(fusion, division, _("Emparejamientos de la ronda {ronda}").format(ronda=ronda)),
                 fecha or dt.date.today())
    hechas = {p.resultado.mesa: p.resultado for p in fusion.partidas_de(division, ronda)}
    filas: list[list[str]] = []
    sorteo = False
    for m in emp.mesas:
        a, b = m.jugadores
        r = hechas.get(m.mesa)
        resultado = ""
        if r is not None:
            puntos = dict(zip((j.numero for j in r.jugadores), r.puntos, strict=True))
            resultado = f"{entero(puntos.get(a.numero, 0))} – {entero(puntos.get(b.numero, 0))}"
        sorteo = sorteo or not m.empieza_sabido
        filas.append([entero(m.mesa) + ("" if m.empieza_sabido else f" {MARCA_SORTEO}"), _jugador(a), _jugador(b),
                      resultado])
    for x in emp.descansos:
        que = (_("descansa ({margen})") if x.margen > 0 else _("no se presenta ({margen})")).format(
            margen=_margen(x.margen))
        filas.append(["—", _jugador(x.jugador), que, ""])
    ancho_nombre = (h.util - 44 - 96) / 2
    columnas = [Columna(_("Mesa"), 44, "centro"), Columna(_("Empieza"), ancho_nombre),
                Columna(_("Rival"), ancho_nombre), Columna(_("Resultado"), 96, "centro")]
    y, pagina = _seccion(h, y + 6, _("Por mesa"), len(filas), 1)
    y, pagina = paginar(h, y, columnas, filas, pagina)
    if sorteo:
        y, pagina = _parrafo(h, y, _("{marca} Quién empieza en esta mesa no viene en los emparejamientos: lo "
                                     "sortea la mesa.").format(marca=MARCA_SORTEO), pagina)

    # Cada jugador busca su nombre: la mesa y el rival.
    por_nombre: list[tuple[str, list[str]]] = []
    for m in emp.mesas:
        for i, j in enumerate(m.jugadores):
            otro = m.jugadores[1 - i]
            empieza = _("sí") if i == 0 and m.empieza_sabido else _("no") if m.empieza_sabido else MARCA_SORTEO
            por_nombre.append((j.nombre, [j.nombre, entero(j.numero), entero(m.mesa), _jugador(otro), empieza]))
    for x in emp.descansos:
        por_nombre.append((x.jugador.nombre, [x.jugador.nombre, entero(x.jugador.numero), "—",
                                              _("(sin rival)"), ""]))
    por_nombre.sort(key=lambda kv: (sin_acentos(kv[0]), kv[1][1]))
    ancho = h.util - 44 - 44 - 60
    columnas = [Columna(_("Jugador"), ancho * 0.5), Columna(_("N.º"), 44, "derecha"),
                Columna(_("Mesa"), 44, "centro"), Columna(_("Rival"), ancho * 0.5), Columna(_("Empieza"), 60, "centro")]
    y, pagina = _seccion(h, y - 10, _("Por orden alfabético"), len(por_nombre), pagina)
    y, pagina = paginar(h, y, columnas, [f for _n, f in por_nombre], pagina)
    pie(h, pagina)
    h.guardar()


def clasificacion_pdf(destino: Destino, fusion: Fusion, division: str, ronda: int, papel: str = "a4",
                      fecha: dt.date | None = None) -> None:
    """La clasificación de la división tras la ronda, con lo que falta y los conflictos sin decidir (que no
    cuentan), y el criterio de orden."""
    t = fusion.torneo
    filas_clas = clasificacion(fusion, division, hasta_ronda=ronda)
    h = nueva_hoja(destino, t.nombre, papel, nombres=list(nombres(fusion, division).values()))
    emp = fusion.emparejamientos.get((division, ronda))
    sub = _("Clasificación tras la ronda {ronda}").format(ronda=ronda)
    if emp is not None:
        sub += " · " + _("{hechas} de {total} mesas con resultado").format(
            hechas=entero(len(fusion.partidas_de(division, ronda))), total=entero(len(emp.mesas)))
    y = cabecera(h, _subtitulo(fusion, division, sub), fecha or dt.date.today())
    filas = [[puesto(x.puesto), entero(x.numero), x.nombre, entero(x.partidas), _victorias(x.victorias),
              _victorias(x.derrotas), _margen(x.margen), entero(x.puntos)] for x in filas_clas]
    ancho_nombre = h.util - 44 - 40 - 5 * 58
    columnas = [Columna(_("Puesto"), 44, "centro"), Columna(_("N.º"), 40, "derecha"),
                Columna(_("Jugador"), ancho_nombre), Columna(_("Partidas"), 58, "derecha"),
                Columna(_("Victorias"), 58, "derecha"), Columna(_("Derrotas"), 58, "derecha"),
                Columna(_("Margen"), 58, "derecha"), Columna(_("Puntos"), 58, "derecha")]
    y, pagina = paginar(h, y + 6, columnas, filas, 1)
    notas = [_(DESEMPATES)]
    conflictos = [c for c in fusion.conflictos if c.candidatos]
    if conflictos:
        notas.append(_("Hay {n} conflictos sin decidir en la carpeta del torneo: sus partidas no cuentan aún.")
                     .format(n=len(conflictos)))
    for nota in notas:
        y, pagina = _parrafo(h, y - 2, nota, pagina)
    pie(h, pagina)
    h.guardar()
