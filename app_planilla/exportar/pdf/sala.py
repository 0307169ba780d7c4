"""Las hojas impresas de una sala de duplicada con arbitraje (también sirven a la hoja de la mesa): la
clasificación, la hoja de cada participante (todas en un PDF), la rejilla de arbitraje para que un segundo
árbitro compruebe a mano y la partida maestra.

Todo sale de los modelos del núcleo (``publicacion`` y las filas de la planilla), calculado una sola vez por
documento: 200 hojas de participante son 200 páginas del mismo lienzo, sin volver a pedir la clasificación.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from itertools import accumulate

from reportlab.lib.colors import HexColor, black

from app_planilla.exportar.pdf.comun import (
    FUENTE,
    GRIS,
    MARGEN,
    NEGRITA,
    Columna,
    Destino,
    Hoja,
    cabecera,
    leyenda,
    medida,
    nueva_hoja,
    pie,
    puesto,
    tabla,
    texto,
)
from app_planilla.exportar.pdf.partidas import CONTINUACION
from app_planilla.nucleo.duplicada.clasificacion import texto_diferencia
from app_planilla.nucleo.duplicada.estado import FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import PapeletaRonda
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import (
    ClasificacionPublicada,
    LineaPublicada,
    celda,
    columnas,
    publicar,
    titulos_columnas,
)
from app_planilla.nucleo.idioma import N_, _, n_
from app_planilla.nucleo.juego.tablero import FILAS, LADO, PREMIOS, Premio

ALTO = 13.0
"""Alto de fila de las tablas de la sala: 50 participantes por página vertical."""
CUERPO = 8.0
ALTO_REJILLA = 12.5
"""La rejilla, apaisada: 34 participantes por página bajo la fila de las maestras."""
GRUESA = HexColor("#333333")
RAYA_CADA = 5
"""La rejilla se raya cada 5 rondas y cada 5 participantes, para seguir la fila y la columna a ojo."""

CODIGOS = {
    Motivo.PALABRA_NO_VALIDA: N_("PV"),
    Motivo.NO_SALE_DEL_ATRIL: N_("AT"),
    Motivo.NO_CABE: N_("NC"),
    Motivo.COORDENADA: N_("CO"),
    Motivo.COMODIN_SIN_MARCAR: N_("CM"),
    Motivo.TARDIA: N_("TA"),
    Motivo.ILEGIBLE: N_("IL"),
    Motivo.EN_BLANCO: N_("BL"),
    Motivo.VARIAS: N_("VA"),
    Motivo.SIN_PAPELETA: N_("SP"),
    Motivo.PUNTOS_ERRONEOS: N_("PE"),
}
"""Dos letras por motivo de cero, para la rejilla (con su leyenda al pie)."""

_ANCHOS = {
    "puesto": 30.0, "mesa": 28.0, "club": 95.0, "total": 32.0, "diferencia": 32.0, "porcentaje": 42.0,
    "maestras": 40.0, "mejor": 30.0, "bonificacion": 30.0, "avisos": 32.0, "penalizacion": 28.0,
}


def _subtitulo(planilla: PlanillaDuplicada, c: ClasificacionPublicada) -> str:
    partes = []
    if c.reglas:
        partes.append(_("Reglas: {reglas}.").format(reglas=c.reglas))
    partes.append(_("Edición: {edicion}.").format(edicion=planilla.edicion.nombre))
    partes.append(n_("{n} participante.", "{n} participantes.", planilla.participantes).format(
        n=planilla.participantes))
    partes.append(n_("Suma de las maestras: {suma} ({rondas} ronda).",
                     "Suma de las maestras: {suma} ({rondas} rondas).", c.rondas).format(
        suma=c.suma_maestras, rondas=c.rondas))
    return " ".join(partes)


def _nueva_pagina(h: Hoja, pagina: int, subtitulo: str = "") -> tuple[float, int]:
    pie(h, pagina)
    h.nueva_pagina()
    return cabecera(h, subtitulo or _(CONTINUACION)), pagina + 1


def _tabla_paginada(
    h: Hoja, y: float, columnas_: Sequence[Columna], filas: Sequence[Sequence[str]], pagina: int, *,
    negritas: Sequence[int] = (), gruesas: Sequence[int] = (), rayas_cada: int = 0, subtitulo: str = "",
    cabeza: Sequence[Sequence[str]] = (), alto: float = ALTO,
) -> tuple[float, int]:
    """La tabla en tantas páginas como hagan falta, con su cabecera en cada una; ``cabeza``: filas (en negrita)
    que se repiten arriba en cada página; ``rayas_cada``: una raya gruesa entre filas cada tantas (contadas
    desde la primera de toda la tabla, sin la cabeza)."""
    k = 0
    while True:
        caben = max(1, int((y - MARGEN - 24) // alto) - 1 - len(cabeza))
        trozo = filas[k:k + caben]
        arriba = y - alto * (1 + len(cabeza))  # bajo la cabecera de columnas y la cabeza
        propias = [len(cabeza) + n - k for n in negritas if k <= n < k + caben]
        y = tabla(h, h.izquierda, y, columnas_, [*cabeza, *trozo], alto, tam=CUERPO, gruesas=gruesas,
                  negritas=[*range(len(cabeza)), *propias])
        ancho = sum(col.ancho for col in columnas_)
        h.lienzo.setLineWidth(1.2)
        if cabeza:
            h.lienzo.line(h.izquierda, arriba, h.izquierda + ancho, arriba)
        if rayas_cada:
            for n in range(1, len(trozo)):
                if (k + n) % rayas_cada == 0:
                    h.lienzo.line(h.izquierda, arriba - n * alto, h.izquierda + ancho, arriba - n * alto)
        h.lienzo.setLineWidth(0.5)
        k += caben
        if k >= len(filas):
            return y, pagina
        y, pagina = _nueva_pagina(h, pagina, subtitulo)


def _lineas(h: Hoja, cadena: str, tam: float) -> list[str]:
    """La cadena partida en líneas que caben en el ancho de la hoja (por palabras)."""
    lineas: list[str] = []
    actual = ""
    for palabra in cadena.split():
        junta = f"{actual} {palabra}" if actual else palabra
        if actual and medida(h, junta, FUENTE, tam) > h.util:
            lineas.append(actual)
            junta = palabra
        actual = junta
    return [*lineas, actual] if actual else lineas


def _notas(h: Hoja, y: float, notas: Sequence[str], pagina: int) -> tuple[float, int]:
    """Notas al pie de una tabla, en gris, en tantas líneas como hagan falta."""
    for nota in notas:
        for linea in _lineas(h, nota, 8):
            if y - 11 < MARGEN + 12:
                y, pagina = _nueva_pagina(h, pagina)
            texto(h, h.izquierda, y - 11, linea, 8, ancho=h.util, color=GRIS)
            y -= 11
        y -= 2
    return y, pagina


# ------------------------------------------------------------------ clasificación

def _dibujar_clasificacion(
    h: Hoja, planilla: PlanillaDuplicada, c: ClasificacionPublicada, fecha: dt.date, pagina: int
) -> int:
    h.titulo = c.titulo
    subtitulo = _subtitulo(planilla, c)
    y = cabecera(h, subtitulo, fecha)
    claves = [k for k in columnas(c) if k != "mesa"]
    titulos = titulos_columnas()
    fijo = sum(_ANCHOS[k] for k in claves if k != "nombre")
    if "club" in claves and h.util - fijo < 130:
        claves.remove("club")
        fijo -= _ANCHOS["club"]
    cols = [
        Columna(titulos[k], h.util - fijo if k == "nombre" else _ANCHOS[k],
                "izquierda" if k in ("nombre", "club") else "centro" if k == "puesto" else "derecha")
        for k in claves
    ]
    filas = [[puesto(x.fila.puesto) if k == "puesto" else celda(k, x) for k in claves] for x in c.lineas]
    y, pagina = _tabla_paginada(h, y, cols, filas, pagina, negritas=[n for n, x in enumerate(c.lineas)
                                                                      if x.fila.puesto <= 3],
                                rayas_cada=RAYA_CADA, subtitulo=subtitulo)
    y, pagina = _notas(h, y - 2, c.notas, pagina)
    pie(h, pagina)
    return pagina


def clasificacion_sala(
    destino: Destino, planilla: PlanillaDuplicada, fecha: dt.date | None = None, papel: str = "a4",
    hasta: int | None = None,
) -> None:
    """La clasificación (la parcial tras la ronda ``hasta``, si se da) en tantas páginas como haga falta."""
    c = publicar(planilla, hasta)
    h = nueva_hoja(destino, c.titulo, papel, nombres=planilla.nombres)
    _dibujar_clasificacion(h, planilla, c, fecha or dt.date.today(), 1)
    h.guardar()


# ------------------------------------------------------------------ hoja de cada participante

def _razon(fila: FilaDuplicada, i: int, papeleta: PapeletaRonda | None, juega: bool) -> str:
    """El porqué de la línea: motivo del cero (y su detalle), coordenada desplazada, avisos y penalizaciones."""
    partes = []
    if not juega:
        partes.append(_("no juega esta ronda"))
    if papeleta is not None:
        motivo = papeleta.motivo_cero
        if motivo is not None:
            partes.append(motivo.texto() + (f": {papeleta.detalle}" if papeleta.detalle else ""))
        elif papeleta.arbitro and not papeleta.maestra and papeleta.detalle:
            partes.append(_("decide el árbitro: {detalle}").format(detalle=papeleta.detalle))
        if papeleta.desplazada and papeleta.puntos:
            partes.append(_("coordenada desplazada ({coordenada})").format(coordenada=papeleta.desplazada))
        if papeleta.avisos and papeleta.declarados is None:
            partes.append(_("aviso: la papeleta no lleva los puntos"))
        elif papeleta.avisos and papeleta.declarados != papeleta.calculados:
            partes.append(_("aviso: declara {declarados}, son {calculados}").format(
                declarados=papeleta.declarados, calculados=papeleta.calculados))
        elif papeleta.avisos:
            partes.append(_("aviso"))
        if papeleta.penalizacion:
            partes.append(_("penalización {puntos}").format(puntos=texto_diferencia(-papeleta.penalizacion)))
    for aviso in fila.avisos_arbitro:
        if i in aviso.participantes:
            partes.append(_("aviso del árbitro") + (f": {aviso.motivo}" if aviso.motivo else ""))
    for pen in fila.penalizaciones:
        if i in pen.participantes:
            partes.append(_("penalización del árbitro {puntos}").format(puntos=texto_diferencia(-pen.puntos))
                          + (f": {pen.motivo}" if pen.motivo else ""))
    return "; ".join(partes)


def _columnas_participante(h: Hoja) -> list[Columna]:
    fijas = [30.0, 92.0, 34.0, 92.0, 40.0, 32.0, 36.0]
    return [
        Columna(_("Ronda"), fijas[0], "centro"),
        Columna(_("Papeleta"), fijas[1]),
        Columna(_("Puntos"), fijas[2], "derecha"),
        Columna(_("Jugada maestra"), fijas[3]),
        Columna(_("Maestra"), fijas[4], "derecha"),
        Columna(_("Dif."), fijas[5], "derecha"),
        Columna(_("Acum."), fijas[6], "derecha"),
        Columna(_("Motivo"), h.util - sum(fijas)),
    ]


def _dibujar_participante(
    h: Hoja, planilla: PlanillaDuplicada, filas: Sequence[FilaDuplicada], c: ClasificacionPublicada,
    linea: LineaPublicada, fecha: dt.date, pagina: int, cols: Sequence[Columna],
) -> int:
    i = linea.fila.participante
    h.titulo = linea.nombre
    datos = [_("Mesa {mesa}").format(mesa=linea.mesa)]
    if linea.licencia:
        datos.append(_("Licencia {licencia}").format(licencia=linea.licencia))
    if linea.club:
        datos.append(linea.club)
    if c.reglas:
        datos.append(_("Reglas: {reglas}").format(reglas=c.reglas))
    subtitulo = " · ".join(datos)
    y = cabecera(h, subtitulo, fecha)
    f = linea.fila
    resumen = _("{puesto} de {n} · Total {total} ({dif}) · {porcentaje} · Maestras {maestras} · Mejor {mejor}").format(
        puesto=puesto(f.puesto), n=len(c.lineas), total=f.total, dif=f.texto_diferencia,
        porcentaje=f.texto_porcentaje, maestras=f.maestras, mejor=f.mejor,
    )
    if f.retirado:
        resumen += " · " + _("retirado")
    texto(h, h.izquierda, y - 4, resumen, 11, NEGRITA, ancho=h.util)
    y -= 14
    tabla_filas = []
    acumulada = 0
    suma_puntos = 0
    for fila in filas:
        papeleta = fila.papeleta(i)
        puntos = fila.puntos[i]
        maestra = fila.puntos_maestra
        dif = ""
        if puntos is not None and maestra is not None:
            acumulada += puntos - maestra
            dif = texto_diferencia(puntos - maestra)
        elif maestra is not None:
            acumulada -= maestra
        suma_puntos += puntos or 0
        if papeleta is None:
            escrita = ""
        elif papeleta.maestra:
            escrita = _("= maestra")
        else:
            escrita = papeleta.texto or "—"
        tabla_filas.append([
            str(fila.numero), escrita, "" if puntos is None else str(puntos), fila.descripcion_maestra,
            "" if maestra is None else str(maestra), dif, texto_diferencia(acumulada),
            _razon(fila, i, papeleta, planilla.juega(i, fila.numero)),
        ])
    suma = sum(x.puntos_maestra or 0 for x in filas)
    tabla_filas.append([_("Total"), "", str(suma_puntos), "", str(suma), "", texto_diferencia(suma_puntos - suma), ""])
    y, pagina = _tabla_paginada(h, y, cols, tabla_filas, pagina, negritas=[len(tabla_filas) - 1],
                                rayas_cada=RAYA_CADA, subtitulo=subtitulo)
    cuentas = [
        _("Puntos de las jugadas: {puntos}").format(puntos=f.puntos),
        _("Bonificaciones: {bonos}").format(bonos=f"+{f.bonificacion}" if f.bonificacion else "0"),
        _("Penalizaciones: {pen}").format(pen=texto_diferencia(-f.penalizacion)),
        _("Avisos: {avisos}").format(avisos=f.avisos),
        _("Total: {total}").format(total=f.total),
    ]
    if y - 30 < MARGEN + 12:
        y, pagina = _nueva_pagina(h, pagina, subtitulo)
    leyenda(h, y - 16, ["   ".join(cuentas)], 9)
    pie(h, pagina)
    return pagina


def hojas_participantes(
    destino: Destino, planilla: PlanillaDuplicada, fecha: dt.date | None = None, papel: str = "a4",
    con_clasificacion: bool = True,
) -> None:
    """La hoja de cada participante (ronda, papeleta, puntos, maestra, diferencia y motivo), una tras otra en
    el orden de las mesas; con ``con_clasificacion``, precedidas por la clasificación."""
    c = publicar(planilla)
    dia = fecha or dt.date.today()
    h = nueva_hoja(destino, c.titulo, papel, nombres=planilla.nombres)
    pagina = 0
    if con_clasificacion:
        pagina = _dibujar_clasificacion(h, planilla, c, dia, 1)
    filas = planilla.filas_contadas
    cols = _columnas_participante(h)
    for linea in sorted(c.lineas, key=lambda x: x.mesa):
        if pagina:
            h.nueva_pagina()
        pagina = _dibujar_participante(h, planilla, filas, c, linea, dia, pagina + 1, cols)
    h.guardar()


# ------------------------------------------------------------------ rejilla de arbitraje

def _celda_rejilla(fila: FilaDuplicada, i: int, juega: bool) -> str:
    puntos = fila.puntos[i]
    if puntos is None:
        return "" if juega else "·"
    papeleta = fila.papeleta(i)
    motivo = papeleta.motivo_cero if puntos == 0 and papeleta is not None else None
    if motivo is not None:
        codigo = CODIGOS[motivo]
        return f"0 {_(codigo)}"
    return str(puntos)


def _bloques(rondas: int, ancho: float) -> list[range]:
    """Las rondas que caben juntas en el ancho (al menos 17 puntos por columna), en bloques de 5 en 5."""
    por_bloque = max(RAYA_CADA, int(ancho // 17) // RAYA_CADA * RAYA_CADA)
    return [range(k, min(rondas, k + por_bloque)) for k in range(0, rondas, por_bloque)] or [range(0)]


def rejilla_arbitraje(
    destino: Destino, planilla: PlanillaDuplicada, fecha: dt.date | None = None, papel: str = "a4"
) -> None:
    """Rondas × participantes (en el orden de las mesas) con los puntos de cada papeleta, la maestra arriba y los
    totales; rayada cada 5 rondas y cada 5 participantes, para que un segundo árbitro la compruebe a mano con
    las papeletas. Los ceros llevan el código de su motivo (leyenda al pie)."""
    c = publicar(planilla)
    dia = fecha or dt.date.today()
    titulo = _("Rejilla de arbitraje")
    h = nueva_hoja(destino, titulo, papel, apaisada=True, nombres=planilla.nombres)
    subtitulo = _subtitulo(planilla, c)
    y = cabecera(h, subtitulo, dia)
    filas = planilla.filas_contadas
    por_participante = {x.fila.participante: x for x in c.lineas}
    orden = sorted(range(planilla.participantes), key=lambda i: planilla.inscritos[i].mesa)
    fijas = [Columna(_("Mesa"), 28, "centro"), Columna(_("Participante"), 128)]
    finales = [Columna(_("Bonif."), 30, "derecha"), Columna(_("Pen."), 28, "derecha"),
               Columna(_("Total"), 34, "derecha")]
    libre = h.util - sum(col.ancho for col in fijas) - sum(col.ancho for col in finales)
    bloques = _bloques(len(filas), libre)
    pagina = 1
    for b, bloque in enumerate(bloques):
        ultimo = b == len(bloques) - 1
        ancho = min(30.0, (libre + (0 if ultimo else sum(col.ancho for col in finales))) / max(1, len(bloque)))
        cols = fijas + [Columna(str(filas[r].numero), ancho, "derecha") for r in bloque]
        if ultimo:
            cols += finales
        gruesas = [len(fijas) + k for k in range(0, len(bloque) + 1, RAYA_CADA)]
        if ultimo:
            gruesas.append(len(fijas) + len(bloque))
        maestras = [str(filas[r].puntos_maestra or "") for r in bloque]
        cabeza = [["", _("Maestra"), *maestras, *(["", "", str(c.suma_maestras)] if ultimo else [])]]
        tabla_filas = []
        for i in orden:
            x = por_participante.get(i)
            celdas = [str(planilla.inscritos[i].mesa), planilla.nombres[i]]
            celdas += [_celda_rejilla(filas[r], i, planilla.juega(i, filas[r].numero)) for r in bloque]
            if ultimo:
                celdas += ["", "", _("ausente")] if x is None else [
                    str(x.fila.bonificacion) if x.fila.bonificacion else "",
                    texto_diferencia(-x.fila.penalizacion) if x.fila.penalizacion else "", str(x.fila.total),
                ]
            tabla_filas.append(celdas)
        if b:
            y, pagina = _nueva_pagina(h, pagina, subtitulo)
        y, pagina = _tabla_paginada(h, y, cols, tabla_filas, pagina, gruesas=gruesas, rayas_cada=RAYA_CADA,
                                    subtitulo=subtitulo, cabeza=cabeza, alto=ALTO_REJILLA)
    claves = [f"{_(codigo)} = {motivo.texto()}" for motivo, codigo in CODIGOS.items()]
    claves.append(_("· = no juega la ronda"))
    if y - 30 < MARGEN + 12:
        y, pagina = _nueva_pagina(h, pagina, subtitulo)
    leyenda(h, y - 14, claves, 7.5)
    pie(h, pagina)
    h.guardar()


# ------------------------------------------------------------------ partida maestra

def _dibujar_maestra(h: Hoja, planilla: PlanillaDuplicada, fecha: dt.date, pagina: int) -> tuple[float, int]:
    """La tabla de rondas (atril, maestra, puntos, acumulado, notas cortas), los avisos de los atriles al pie y
    el tablero final con las maestras."""
    h.titulo = _("Partida maestra")
    rondas = [f for f in planilla.filas if not f.solo_atril or f.atril]
    acumulado = list(accumulate(f.puntos_maestra or 0 for f in rondas))
    subtitulo = n_("Edición: {edicion}. {n} ronda. Suma de las maestras: {suma}.",
                   "Edición: {edicion}. {n} rondas. Suma de las maestras: {suma}.", len(rondas)).format(
        edicion=planilla.edicion.nombre, n=len(rondas), suma=acumulado[-1] if acumulado else 0
    )
    y = cabecera(h, subtitulo, fecha)
    fijas = [34.0, 90.0, 120.0, 44.0, 48.0]
    cols = [
        Columna(_("Ronda"), fijas[0], "centro"),
        Columna(_("Atril"), fijas[1]),
        Columna(_("Jugada maestra"), fijas[2]),
        Columna(_("Puntos"), fijas[3], "derecha"),
        Columna(_("Acum."), fijas[4], "derecha"),
        Columna(_("Notas"), h.util - sum(fijas)),
    ]
    tabla_filas = []
    avisos = []
    for fila, acum in zip(rondas, acumulado, strict=True):
        notas = []
        if fila.sorteado:
            notas.append(_("sorteado"))
        if fila.maestra is not None and fila.maestra.lista:
            notas.append(_("buscada con {lista}").format(lista=fila.maestra.lista))
        elif fila.maestra is not None and not fila.maestra.fichas:
            notas.append(_("anotada a mano"))
        if fila.avisos:
            notas.append(_("ver el aviso al pie"))
            avisos += [_("Ronda {ronda}: {aviso}").format(ronda=fila.numero, aviso=a) for a in fila.avisos]
        tabla_filas.append([
            str(fila.numero), fila.texto_atril, fila.descripcion_maestra,
            "" if fila.puntos_maestra is None else str(fila.puntos_maestra), str(acum), "; ".join(notas),
        ])
    if not tabla_filas:
        tabla_filas = [["", "", _("Aún no hay ninguna ronda."), "", "", ""]]
    y, pagina = _tabla_paginada(h, y, cols, tabla_filas, pagina, rayas_cada=RAYA_CADA, subtitulo=subtitulo)
    y, pagina = _notas(h, y - 2, avisos, pagina)
    # El tablero, tan grande como quepa bajo la tabla (hasta 330 puntos); si no llega a 240, en otra página.
    lado = min(h.util, 330.0, y - MARGEN - 50)
    if lado < 240:
        y, pagina = _nueva_pagina(h, pagina, subtitulo)
        lado = min(h.util, 330.0)
    texto(h, h.izquierda, y - 16, _("Tablero tras la última maestra"), 10, NEGRITA)
    _tablero(h, h.izquierda + (h.util - lado) / 2, y - 24, lado, planilla)
    return y - 24 - lado, pagina


_COLORES_PREMIO = {
    Premio.TP: HexColor("#f2a7a0"), Premio.DP: HexColor("#f8d3cf"),
    Premio.TL: HexColor("#7fb0dc"), Premio.DL: HexColor("#c6def1"),
}
_FICHA = HexColor("#f3e0b0")
_BORDE_FICHA = HexColor("#9c7a3c")


def _tablero(h: Hoja, x: float, arriba: float, lado: float, planilla: PlanillaDuplicada) -> None:
    """El tablero de la partida (las maestras colocadas), con las casillas de premio en color y las coordenadas;
    el comodín, en minúscula y sin valor."""
    c = h.lienzo
    celda_ = lado / (LADO + 1)
    x0, y0 = x + celda_, arriba - celda_  # la primera fila y la primera columna llevan las coordenadas
    for k in range(LADO):
        texto(h, x0 + (k + 0.5) * celda_, arriba - celda_ * 0.7, str(k + 1), 7, alinear="centro", color=GRIS)
        texto(h, x + celda_ / 2, y0 - (k + 0.7) * celda_, FILAS[k], 7, alinear="centro", color=GRIS)
    c.setLineWidth(0.4)
    c.setStrokeColor(GRIS)
    fichas = planilla.tablero.fichas
    valores = planilla.edicion.valores
    for (f, col), premio in PREMIOS.items():
        if (f, col) not in fichas:
            h.rellenar(_COLORES_PREMIO[premio])
            c.rect(x0 + col * celda_, y0 - (f + 1) * celda_, celda_, celda_, stroke=0, fill=1)
    rayas = [(x0, y0 - k * celda_, x0 + LADO * celda_, y0 - k * celda_) for k in range(LADO + 1)]
    rayas += [(x0 + k * celda_, y0, x0 + k * celda_, y0 - LADO * celda_) for k in range(LADO + 1)]
    c.lines(rayas)
    c.setStrokeColor(_BORDE_FICHA)
    for (f, col), ficha in fichas.items():
        h.rellenar(_FICHA)
        c.roundRect(x0 + col * celda_ + 0.8, y0 - (f + 1) * celda_ + 0.8, celda_ - 1.6, celda_ - 1.6, 1.5, stroke=1,
                    fill=1)
        letra = ficha.letra.lower() if ficha.comodin else ficha.letra
        cuerpo = celda_ * (0.5 if len(letra) == 1 else 0.36)
        texto(h, x0 + (col + 0.45) * celda_, y0 - (f + 0.72) * celda_, letra, cuerpo, NEGRITA, alinear="centro")
        if not ficha.comodin:
            texto(h, x0 + (col + 0.92) * celda_, y0 - (f + 0.9) * celda_, str(valores.get(ficha.letra, 0)),
                  celda_ * 0.24, alinear="derecha")
    c.setStrokeColor(black)


def partida_maestra(
    destino: Destino, planilla: PlanillaDuplicada, fecha: dt.date | None = None, papel: str = "a4"
) -> None:
    """La partida maestra: cada ronda con su atril, su jugada maestra, sus puntos y el acumulado."""
    h = nueva_hoja(destino, _("Partida maestra"), papel, nombres=planilla.nombres)
    _y, pagina = _dibujar_maestra(h, planilla, fecha or dt.date.today(), 1)
    pie(h, pagina)
    h.guardar()


def planilla_sala(
    destino: Destino, planilla: PlanillaDuplicada, fecha: dt.date | None = None, papel: str = "a4"
) -> None:
    """«Imprimir la partida» de una sala: la partida maestra y, en página aparte, la clasificación (una hoja
    con una columna por participante no se podría leer con 200)."""
    dia = fecha or dt.date.today()
    h = nueva_hoja(destino, _("Partida maestra"), papel, nombres=planilla.nombres)
    _y, pagina = _dibujar_maestra(h, planilla, dia, 1)
    pie(h, pagina)
    h.nueva_pagina()
    _dibujar_clasificacion(h, planilla, publicar(planilla), dia, pagina + 1)
    h.guardar()
