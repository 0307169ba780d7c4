"""Hojas impresas de Tantrix y de «4 en letras»: la de la partida (tal como va o terminada) y la en blanco."""

from __future__ import annotations

import datetime as dt

from app_planilla.exportar.pdf.comun import (
    MARGEN,
    NEGRITA,
    Columna,
    Destino,
    cabecera,
    leyenda,
    nueva_hoja,
    pie,
    puesto,
    tabla,
    texto,
)
from app_planilla.exportar.pdf.partidas import ALTO_FILA, CONTINUACION, paginar
from app_planilla.nucleo.idioma import N_, _, n_
from app_planilla.nucleo.juegos.cuatro_letras import MAX_LETRAS, MIN_LETRAS, PlanillaCuatroLetras
from app_planilla.nucleo.juegos.tantrix import FICHAS_TANTRIX, PlanillaTantrix
from app_planilla.nucleo.relojes import formato_tiempo, reloj_ajustado

REGLA_TANTRIX = N_(
    "Línea más larga: 1 punto por ficha. Circuito más grande: 2 puntos por ficha. Solo cuenta la mejor."
)
REGLA_CUATRO_LETRAS = N_(
    "Gana cada partida quien forma una palabra de {minimo} a {maximo} letras; con el área de 7×7 llena, empate. "
    "Vencedor absoluto: quien más partidas gana."
)
"""Como en la ventana: «4 o más» (semilla 004) en un área de 7×7 es de 4 a 7 (``nucleo.juegos.cuatro_letras``)."""
PARTIDAS_TANTRIX_EN_BLANCO = 4
PARTIDAS_CUATRO_LETRAS_EN_BLANCO = 30


def _regla_cuatro_letras() -> str:
    return _(REGLA_CUATRO_LETRAS).format(minimo=MIN_LETRAS, maximo=MAX_LETRAS)


def _columnas_tantrix(ancho: float) -> list[Columna]:
    fijas = [48.0, 70.0, 46.0, 82.0, 46.0, 56.0, 56.0]
    return [
        Columna(_("Puesto"), fijas[0], "centro"),
        Columna(_("Participante"), ancho - sum(fijas)),
        Columna(_("Línea (fichas)"), fijas[1], "derecha"),
        Columna("× 1", fijas[2], "derecha"),
        Columna(_("Circuito (fichas)"), fijas[3], "derecha"),
        Columna("× 2", fijas[4], "derecha"),
        Columna(_("Puntos"), fijas[5], "derecha"),
        Columna(_("Cuenta"), fijas[6], "centro"),
    ]


def planilla_tantrix(
    destino: Destino, planilla: PlanillaTantrix, fecha: dt.date | None = None, papel: str = "a4"
) -> None:
    """La planilla de una partida de Tantrix: línea, circuito, puntos y puesto de cada participante, y los
    ajustes de los relojes."""
    titulo = _("Partida de Tantrix: {nombres}").format(nombres=" – ".join(planilla.nombres))
    h = nueva_hoja(destino, titulo, papel, nombres=planilla.nombres)
    y = cabecera(h, _(REGLA_TANTRIX), fecha or dt.date.today())
    filas = []
    orden = sorted(planilla.filas(), key=lambda f: (f.puesto is None, f.puesto or 0, f.participante))
    for f in orden:
        if f.linea is None or f.circuito is None:
            filas.append(["", f.nombre, "", "", "", "", "", ""])
            continue
        # ``cuenta`` es una clave estable en español; aquí, en una palabra del idioma en uso.
        cuenta = {"línea": _("línea"), "circuito": _("circuito"), "línea = circuito": _("igual")}.get(f.cuenta, "")
        filas.append([
            "" if f.puesto is None else puesto(f.puesto),
            f.nombre,
            str(f.linea),
            str(f.linea),
            str(f.circuito),
            str(2 * f.circuito),
            str(f.puntos),
            cuenta,
        ])
    y = tabla(h, h.izquierda, y - 6, _columnas_tantrix(h.util), filas, ALTO_FILA + 5, tam=10,
              negritas=[k for k, f in enumerate(orden) if f.puesto == 1])
    if planilla.terminada:
        ganadores = _(" y ").join(planilla.nombres[i] for i in planilla.ganadores)
        resumen = n_("Partida terminada. Gana: {ganadores}.", "Partida terminada. Ganan: {ganadores}.",
                     len(planilla.ganadores)).format(ganadores=ganadores)
    elif planilla.pendientes:
        faltan = ", ".join(planilla.nombres[i] for i in planilla.pendientes)
        resumen = _("Partida en curso. Faltan: {nombres}.").format(nombres=faltan)
    else:
        resumen = _("Todos han anotado su resultado: falta terminar la partida.")
    texto(h, h.izquierda, y - 18, resumen, 11, NEGRITA, ancho=h.util)
    texto(h, h.izquierda, y - 34, _("Los empatados comparten puesto."), 8, ancho=h.util)
    y -= 34
    pagina = 1
    # Los ajustes de los relojes, en el orden en que se anotaron (la tabla va por puesto, no por orden).
    for a in planilla.relojes_ajustados:
        if y - 14 < MARGEN + 20:
            pie(h, pagina)
            h.nueva_pagina()
            pagina += 1
            y = cabecera(h, _(CONTINUACION))
        y -= 14
        texto(h, h.izquierda, y, reloj_ajustado(planilla.nombres[a.participante], a.restante_ms), 9, ancho=h.util)
    pie(h, pagina)
    h.guardar()


def planilla_tantrix_en_blanco(destino: Destino, participantes: int = 4, papel: str = "a4") -> None:
    """Varias partidas de Tantrix por hoja: cada participante escribe su línea y su circuito."""
    if not 2 <= participantes <= 4:
        raise ValueError(_("La planilla de Tantrix es para 2 a 4 participantes."))
    h = nueva_hoja(destino, _("Planilla de Tantrix"), papel)
    y = cabecera(h, _(REGLA_TANTRIX) + "   " + _("Fecha: ____/____/________"))
    columnas = _columnas_tantrix(h.util)
    columnas[0] = Columna(_("Color"), columnas[0].ancho, "centro")
    columnas[-1] = Columna(_("Puesto"), columnas[-1].ancho, "centro")
    alto = 20.0
    bloque = (participantes + 1) * alto + 34
    partidas = max(1, min(PARTIDAS_TANTRIX_EN_BLANCO, int((y - MARGEN - 30) // bloque)))
    for n in range(1, partidas + 1):
        texto(h, h.izquierda, y - 12, _("Partida {numero}").format(numero=n), 11, NEGRITA)
        texto(h, h.derecha, y - 12, _("Ganador: ______________________"), 9, alinear="derecha")
        y = tabla(h, h.izquierda, y - 18, columnas, [[""] for _ in range(participantes)], alto)
        y -= 16
    texto(
        h,
        h.izquierda,
        y,
        _(
            "Cuenta: escribe la mayor de «× 1» y «× 2». Un circuito tiene al menos 3 fichas; el juego tiene "
            "{fichas}. Los empatados comparten puesto."
        ).format(fichas=FICHAS_TANTRIX),
        7.5,
        ancho=h.util,
    )
    pie(h, 1)
    h.guardar()


def _columnas_serie(ancho: float, participantes: int) -> tuple[list[Columna], float]:
    fijas = [Columna(_("Partida"), 40, "centro"), Columna(_("Ganador"), 120), Columna(_("Palabra"), 80)]
    resto = ancho - sum(c.ancho for c in fijas)
    por = resto / participantes
    return fijas + [Columna(f"P{i + 1}", por, "centro") for i in range(participantes)], por


def planilla_cuatro_letras(
    destino: Destino, planilla: PlanillaCuatroLetras, fecha: dt.date | None = None, papel: str = "a4"
) -> None:
    """La serie de «4 en letras»: cada partida con su ganador y su palabra, el recuento (con los ajustes de los
    relojes en su sitio) y la clasificación."""
    n = planilla.participantes
    nombres = planilla.nombres
    h = nueva_hoja(destino, _("Serie de «4 en letras»"), papel, apaisada=n > 6, nombres=nombres)
    y = cabecera(h, _regla_cuatro_letras(), fecha or dt.date.today())
    y = leyenda(h, y, [f"P{i + 1}: {nombre}" for i, nombre in enumerate(nombres)]) - 8
    columnas, _ancho = _columnas_serie(h.util, n)
    filas: list[list[str]] = []

    def ajustes_tras(partidas: int) -> None:
        # Cada ajuste del reloj en su sitio, tras la partida de la serie tras la que se anotó; sin recuento: no
        # cambia el marcador. Como en la clásica: «Reloj | Ana | 12:30 (árbitro)».
        filas.extend([_("Reloj"), nombres[a.participante], _("{tiempo} (árbitro)").format(
            tiempo=formato_tiempo(a.restante_ms))] for a in planilla.relojes_ajustados if a.tras == partidas)

    ajustes_tras(0)
    for f in planilla.filas:
        quien = _("Empate") if f.ganador is None else nombres[f.ganador]
        palabra = _("(área llena)") if f.ganador is None else f.palabra
        filas.append([str(f.numero), quien, palabra, *(str(g) for g in f.ganadas)])
        ajustes_tras(f.numero)
    if not planilla.filas:
        filas.append(["1"])
    filas.append([_("Total"), "", "", *(str(g) for g in planilla.ganadas)])
    y, pagina = paginar(h, y, columnas, filas, 1, gruesas=[3], negritas_finales=[len(filas) - 1])
    texto(h, h.izquierda, y - 11, _("Cada columna P lleva las partidas ganadas hasta esa fila."), 7.5, ancho=h.util)
    y -= 14

    clasificacion = planilla.clasificacion()
    alto = (len(clasificacion) + 1) * (ALTO_FILA + 2) + 50
    if y - alto < MARGEN + 20:
        pie(h, pagina)
        h.nueva_pagina()
        pagina += 1
        y = cabecera(h, _(CONTINUACION))
    titulo = _("Clasificación final") if planilla.terminada else _("Clasificación provisional")
    partidas = n_("{n} partida", "{n} partidas", planilla.jugadas).format(n=planilla.jugadas)
    empates = n_("{n} empatada", "{n} empatadas", planilla.empates).format(n=planilla.empates)
    texto(h, h.izquierda, y - 14, f"{titulo}: {partidas}, {empates}", 11, NEGRITA)
    cols = [Columna(_("Puesto"), 50, "centro"), Columna(_("Participante"), h.util - 50 - 90),
            Columna(_("Ganadas"), 90, "derecha")]
    filas_clas = [[puesto(c.puesto), c.nombre, str(c.ganadas)] for c in clasificacion]
    y = tabla(h, h.izquierda, y - 20, cols, filas_clas, ALTO_FILA + 2,
              negritas=[k for k, c in enumerate(clasificacion) if c.puesto == 1 and c.ganadas])
    vencedores = planilla.vencedores
    if planilla.terminada and vencedores:
        quien = _(" y ").join(nombres[i] for i in vencedores)
        rotulo = n_("Vencedor absoluto: {nombres}.", "Vencedores absolutos: {nombres}.", len(vencedores))
        texto(h, h.izquierda, y - 16, rotulo.format(nombres=quien), 11, NEGRITA, ancho=h.util)
    pie(h, pagina)
    h.guardar()


def planilla_cuatro_letras_en_blanco(destino: Destino, participantes: int = 4, papel: str = "a4") -> None:
    """Hoja de una serie de «4 en letras»: ganador y palabra de cada partida, y una columna por participante
    para llevar el recuento."""
    if not 2 <= participantes <= 16:
        raise ValueError(_("La planilla de «4 en letras» es para 2 a 16 participantes."))
    h = nueva_hoja(destino, _("Serie de «4 en letras»"), papel, apaisada=participantes > 6)
    y = cabecera(h, _regla_cuatro_letras())
    texto(h, h.izquierda, y, _("Participantes:"), 9, NEGRITA)
    por_fila = 4
    ancho_nombre = (h.util - 70) / por_fila
    x = h.izquierda + 70
    for i in range(participantes):
        if i and i % por_fila == 0:
            y -= 16
            x = h.izquierda + 70
        texto(h, x, y, f"P{i + 1}", 9, NEGRITA)
        h.lienzo.setLineWidth(0.5)
        h.lienzo.line(x + 18, y - 2, x + ancho_nombre - 8, y - 2)
        x += ancho_nombre
    y -= 14
    columnas, _ancho = _columnas_serie(h.util, participantes)
    alto = 16.0
    filas_caben = int((y - MARGEN - 2 * alto - 40) // alto)
    partidas = max(1, min(PARTIDAS_CUATRO_LETRAS_EN_BLANCO, filas_caben))
    filas = [[str(n)] for n in range(1, partidas + 1)] + [[_("Total")]]
    y = tabla(h, h.izquierda, y, columnas, filas, alto, negritas=[partidas], gruesas=[3])
    texto(
        h,
        h.izquierda,
        y - 14,
        _(
            "Palabra de {minimo} a {maximo} letras (horizontal, vertical o diagonal, al derecho o al revés). "
            "Empate: escribe «empate» en Ganador. Marca una raya en la columna de quien gana cada partida."
        ).format(minimo=MIN_LETRAS, maximo=MAX_LETRAS),
        7.5,
        ancho=h.util,
    )
    pie(h, 1)
    h.guardar()
