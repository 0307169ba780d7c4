"""La planilla clásica y su clasificación como texto, para copiar al portapapeles o exportar."""

from __future__ import annotations

from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.relojes import reloj_ajustado


def texto_clasica(planilla: Planilla) -> str:
    """La hoja entera: reglas, turnos por ronda con totales acumulados, penalizaciones, ajustes de los relojes y
    final."""
    nombres = planilla.nombres
    filas = [
        (ronda.numero, ["" if t is None else f"{t.descripcion} {t.puntos} ({t.total})" for t in ronda.turnos])
        for ronda in planilla.rondas()
    ]
    ancho = max(len(c) for c in (*nombres, *(c for _ronda, celdas in filas for c in celdas)))
    lineas = [
        _("Planilla — {edicion}").format(edicion=planilla.edicion.nombre),
        planilla.nota_reglas,
        *([planilla.nota_final] if planilla.nota_final else []),
        _("Abre: {nombre}.").format(nombre=nombres[planilla.inicio.abre]),
        "",
        # La cabecera de la columna de rondas ocupa lo que el número de ronda (5 caracteres).
        (_("Ronda").ljust(5) + "  " + "  ".join(n.ljust(ancho) for n in nombres)).rstrip(),
    ]
    for numero, celdas in filas:
        lineas.append((f"{numero:>5}  " + "  ".join(c.ljust(ancho) for c in celdas)).rstrip())
    extras = [linea for linea in planilla.lineas if not linea.es_turno]
    if extras:
        lineas.append("")
        for linea in extras:
            if linea.clase == "reloj":  # no suma ni resta puntos
                lineas.append(reloj_ajustado(nombres[linea.participante], linea.reloj_ms or 0))
                continue
            lineas.append(f"{linea.descripcion} — {nombres[linea.participante]}: {linea.puntos} ({linea.total})")
    lineas.append("")
    etiqueta = _("Totales antes del ajuste") if planilla.final is not None else _("Totales")
    lineas.append(f"{etiqueta}: " + ", ".join(f"{n} {t}" for n, t in zip(nombres, planilla.totales, strict=True)))
    for aviso in planilla.avisos:
        lineas.append(_("Aviso: {texto}").format(texto=aviso.texto))
    if planilla.final is not None:
        lineas.append("")
        lineas.append(texto_clasificacion_clasica(planilla).rstrip("\n"))
    return "\n".join(lineas) + "\n"


def texto_clasificacion_clasica(planilla: Planilla) -> str:
    """La clasificación: puesto, nombre, antes del ajuste, ajuste, tiempo extra y total."""
    nombres = planilla.nombres
    final = planilla.final
    if final is None:
        orden = sorted(range(planilla.participantes), key=lambda i: -planilla.totales[i])
        filas = [f"{nombres[i]}: {planilla.totales[i]}" for i in orden]
        return _("Clasificación provisional") + "\n" + "\n".join(filas) + "\n"
    # La cabecera va alineada a mano con las columnas de abajo (también en cada traducción).
    filas = [_("Clasificación final"), _("Puesto  Participante          Antes  Ajuste  Tiempo  Total")]
    for fila in sorted(final, key=lambda f: (f.puesto, f.participante)):
        marca = " " + _("(cerró)") if fila.cerro else ""
        pierde = " — " + _("superó el tiempo extra máximo") if fila.pierde_por_tiempo else ""
        filas.append(
            f"{fila.puesto:>6}  {nombres[fila.participante]:<18}  "
            f"{fila.antes:>6}  {fila.ajuste:>+6}  {fila.tiempo:>6}  {fila.total:>5}{marca}{pierde}"
        )
    return "\n".join(filas) + "\n"
