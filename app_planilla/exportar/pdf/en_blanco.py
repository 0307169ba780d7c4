"""Hojas para jugar en papel: planillas clásica y duplicada en blanco, y la hoja de control de fichas."""

from __future__ import annotations

from app_planilla.exportar.pdf.comun import (
    MARGEN,
    NEGRITA,
    VERDE,
    Columna,
    Destino,
    Hoja,
    cabecera,
    columnas_clasica,
    nueva_hoja,
    pie,
    tabla,
    texto,
)
from app_planilla.nucleo.idioma import _, n_
from app_planilla.nucleo.juego.control_fichas import COMODIN
from app_planilla.nucleo.juego.ediciones import Edicion

TURNOS_CLASICA = 30
RONDAS_DUPLICADA = 25


def _linea_nombre(h: Hoja, x: float, y: float, rotulo: str, ancho: float) -> None:
    """Rótulo y una raya para escribir el nombre a mano."""
    texto(h, x, y, rotulo, 9, NEGRITA)
    h.lienzo.setLineWidth(0.5)
    h.lienzo.line(x + 14, y - 2, x + ancho - 8, y - 2)


def planilla_clasica_en_blanco(destino: Destino, participantes: int = 2, papel: str = "a4") -> None:
    """Planilla de partida clásica para 2 a 4 participantes: coordenada, palabra, puntos y total por turno."""
    if not 2 <= participantes <= 4:
        raise ValueError(_("La planilla clásica es para 2 a 4 participantes."))
    h = nueva_hoja(destino, _("Planilla de partida clásica"), papel, apaisada=participantes > 2)
    y = cabecera(h, _("Reglas: ____________________   Edición: ____________   Fecha: ____/____/________"))
    ancho_turno = 40.0
    cols, ancho_part = columnas_clasica(h, participantes, Columna(_("Turno"), ancho_turno, "centro"))
    # Nombres a mano sobre cada grupo de columnas.
    x = h.izquierda + ancho_turno
    for i in range(participantes):
        _linea_nombre(h, x + 4, y, f"{i + 1}.", ancho_part)
        x += ancho_part
    y -= 12
    alto = 16.0 if participantes == 2 else 14.5
    espacio = y - MARGEN - 5 * alto - 40
    turnos = min(TURNOS_CLASICA, int(espacio // alto))
    filas = [[str(n)] for n in range(1, turnos + 1)]
    filas += [[_("Penaliz.")], [_("Atril")], [_("Final")]]
    gruesas = [1 + 4 * i for i in range(participantes)]
    y = tabla(h, h.izquierda, y, cols, filas, alto, negritas=[len(filas) - 1], gruesas=gruesas)
    texto(
        h,
        h.izquierda,
        y - 14,
        _(
            "Atril: resta lo que queda en tu atril; quien se queda sin fichas suma lo de los demás. "
            "Penaliz.: impugnaciones (en casa) y tiempo extra (10 por minuto o fracción)."
        ),
        7.5,
        ancho=h.util,
    )
    pie(h, 1)
    h.guardar()


def planilla_duplicada_en_blanco(destino: Destino, participantes: int = 4, papel: str = "a4") -> None:
    """Planilla de duplicada: ronda, atril, jugada maestra, sus puntos y los de cada participante."""
    if not 1 <= participantes <= 16:
        raise ValueError(_("La planilla duplicada es para 1 a 16 participantes."))
    h = nueva_hoja(destino, _("Planilla de partida duplicada"), papel, apaisada=participantes > 3)
    y = cabecera(h, _("Reloj de la ronda: ___ min   Fecha: ____/____/________   Lugar: ______________________"))
    fijas = [
        Columna(_("Ronda"), 30, "centro"),
        Columna(_("Atril"), 70),
        Columna(_("Coord."), 36),
        Columna(_("Jugada maestra"), 100),
        Columna(_("Puntos"), 38, "derecha"),
        Columna(_("Acum."), 38, "derecha"),
    ]
    resto = h.util - sum(c.ancho for c in fijas)
    ancho_part = resto / participantes
    cols = fijas + [Columna(f"P{i + 1}", ancho_part, "derecha") for i in range(participantes)]
    # Nombres de cada participante en una fila aparte, para escribirlos a mano.
    texto(h, h.izquierda, y, _("Participantes:"), 9, NEGRITA)
    x = h.izquierda + 70
    por_fila = 4
    ancho_nombre = (h.util - 70) / por_fila
    for i in range(participantes):
        if i and i % por_fila == 0:
            y -= 16
            x = h.izquierda + 70
        _linea_nombre(h, x, y, f"P{i + 1}", ancho_nombre)
        x += ancho_nombre
    y -= 16
    alto = 16.0 if participantes <= 3 else 14.0
    espacio = y - MARGEN - 3 * alto - 30
    rondas = min(RONDAS_DUPLICADA, int(espacio // alto))
    filas = [[str(n)] for n in range(1, rondas + 1)] + [[_("Total")], [_("Dif.")], ["%"]]
    grupos = [("", 6), (_("Puntos de cada participante"), participantes)]
    y = tabla(h, h.izquierda, y, cols, filas, alto, grupos=grupos, gruesas=[6])
    texto(
        h,
        h.izquierda,
        y - 14,
        _("Dif.: total menos la suma de las maestras. %: total entre la suma de las maestras, con un decimal."),
        7.5,
        ancho=h.util,
    )
    pie(h, 1)
    h.guardar()


LADO_CASILLA = 19.0
HUECO = 4.0


def hoja_control_fichas(destino: Destino, edicion: Edicion, papel: str = "a4") -> int:
    """Una casilla por ficha de la edición, agrupadas por letra con su valor; devuelve cuántas casillas dibuja."""
    h = nueva_hoja(destino, _("Hoja de control de fichas · {edicion}").format(edicion=edicion.nombre), papel)
    y = cabecera(
        h,
        n_(
            "{fichas} ficha. Tacha una casilla cada vez que una ficha sale al tablero.",
            "{fichas} fichas. Tacha una casilla cada vez que una ficha sale al tablero.",
            edicion.total_fichas,
        ).format(fichas=edicion.total_fichas),
    )
    letras = [*edicion.letras, COMODIN]
    mitad = (len(letras) + 1) // 2
    columnas = [letras[:mitad], letras[mitad:]]
    ancho_columna = h.util / 2
    rotulo = 78.0
    por_fila = int((ancho_columna - rotulo - 10) // (LADO_CASILLA + HUECO))
    paso = LADO_CASILLA + HUECO

    # Alto del bloque de cada letra: sus filas de casillas.
    altos = {x: ((edicion.cantidades[x] + por_fila - 1) // por_fila) * paso for x in letras}

    # El aire entre letras se reparte para llenar la página con la columna más larga.
    disponible = y - MARGEN - 20
    necesario = max(sum(altos[x] for x in grupo) for grupo in columnas)
    aire = min(18.0, max(4.0, (disponible - necesario) / mitad))
    # Todas las casillas en un solo trazado.
    casillas = h.lienzo.beginPath()
    cuantas_casillas = 0
    for n, grupo in enumerate(columnas):
        x0 = h.izquierda + n * ancho_columna + (8 if n else 0)
        yy = y
        for letra in grupo:
            cuantas = edicion.cantidades[letra]
            nombre = _("Comodín") if letra == COMODIN else letra
            valor = 0 if letra == COMODIN else edicion.valor(letra)
            base = yy - LADO_CASILLA + 5
            texto(h, x0, base, nombre, 15 if letra != COMODIN else 10, NEGRITA, ancho=44)
            texto(h, x0 + 50, base, _("{valor} p.").format(valor=valor), 8, ancho=24, color=VERDE)
            texto(h, x0 + 50, base + 9, f"×{cuantas}", 7, ancho=24, color=VERDE)
            for k in range(cuantas):
                fila_k, col_k = divmod(k, por_fila)
                casillas.rect(x0 + rotulo + col_k * paso, yy - LADO_CASILLA - fila_k * paso, LADO_CASILLA, LADO_CASILLA)
            cuantas_casillas += cuantas
            yy -= altos[letra] + aire
    h.lienzo.setLineWidth(0.9)
    h.lienzo.drawPath(casillas, fill=0)
    pie(h, 1)
    h.guardar()
    return cuantas_casillas
