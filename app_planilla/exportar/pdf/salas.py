"""La clasificación impresa de una duplicada por salas: todo el campo, tras las rondas que cuentan (o una parcial),
con la sala y la mesa de cada participante. Lee la fusión del núcleo (``nucleo.torneo.fusion_salas``), nunca la
ventana."""

from __future__ import annotations

import datetime as dt

from app_planilla.exportar.pdf.comun import Columna, Destino, cabecera, nueva_hoja, pie, puesto
from app_planilla.exportar.pdf.partidas import paginar
from app_planilla.nucleo.duplicada.clasificacion import texto_diferencia, texto_porcentaje
from app_planilla.nucleo.idioma import _, entero
from app_planilla.nucleo.torneo.duplicada import nombre_reglas
from app_planilla.nucleo.torneo.fusion_salas import FusionSalas


def clasificacion_salas(destino: Destino, fusion: FusionSalas, hasta: int | None = None,
                        fecha: dt.date | None = None, papel: str = "a4") -> None:
    """La clasificación de todo el campo tras ``hasta`` rondas (por omisión, todas las que cuentan)."""
    k = fusion.contadas if hasta is None else min(hasta, fusion.contadas)
    lineas = fusion.clasificacion(k)
    t = fusion.torneo
    h = nueva_hoja(destino, t.nombre, papel, nombres=[x.participante.nombre for x in lineas])
    parcial = k < fusion.contadas or k < len(fusion.maestras)
    sub = _("Clasificación tras la ronda {ronda}{parcial} · {salas} salas · {n} participantes · reglas {reglas} · "
            "suma de las maestras: {suma}").format(
        ronda=k, parcial=" " + _("(parcial)") if parcial else "", salas=len(t.salas), n=len(lineas),
        reglas=nombre_reglas(t.reglas), suma=entero(fusion.suma_maestras(k)))
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
