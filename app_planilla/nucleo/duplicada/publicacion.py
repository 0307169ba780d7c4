"""La clasificación de una duplicada tal como se publica: las parciales cada N rondas, la de varias partidas de
un torneo (media de sus porcentajes), el texto para copiar, el CSV para la federación y los datos para JSON.

Sirve a la sala con arbitraje (mesa, licencia, club, bonificaciones, avisos, penalizaciones) y a la hoja de la
mesa (hasta 16, sin esos datos): las columnas que no dicen nada no salen en el texto.

**Varias partidas** (REFERENCIA.md: «media de porcentajes si hay varias partidas»): cada participante se
reconoce de una partida a otra por su licencia y, si no la tiene en alguna de las dos, por su nombre (sin
distinguir mayúsculas ni espacios de más). Quien no juega una partida (o está ausente en ella) cuenta 0 % en
esa partida: la FISE no dice otra cosa por escrito y así nadie sube en la clasificación por faltar. Una
partida sin ninguna maestra contada aún no entra en la media. A igual media desempatan, como en cada partida,
las maestras encontradas (sumadas), la mejor jugada y el último desempate a muerte súbita anotado en alguna de
las partidas que los nombre a todos; si no lo hay, comparten puesto.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app_planilla.nucleo import idioma
from app_planilla.nucleo.duplicada.clasificacion import FilaClasificacion, texto_diferencia, texto_porcentaje
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import NOMBRES, ReglasArbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _, n_

__all__ = [
    "CADA",
    "CODIFICACION_FEDERACION",
    "COLUMNAS_FEDERACION",
    "SEPARADOR_FEDERACION",
    "ClasificacionPublicada",
    "ClasificacionTorneo",
    "ErrorClasificacion",
    "FilaFederacion",
    "FilaTorneo",
    "LineaPublicada",
    "PartidaTorneo",
    "archivo_federacion",
    "celda",
    "columnas",
    "csv_clasificacion",
    "csv_federacion",
    "csv_torneo",
    "datos_clasificacion",
    "datos_torneo",
    "filas_federacion",
    "filas_federacion_torneo",
    "porcentaje_federacion",
    "publicar",
    "rondas_parciales",
    "separador_csv",
    "texto_clasificacion_sala",
    "texto_torneo",
    "titulos_columnas",
    "torneo",
    "torneo_de_partidas",
]

CADA = 3
"""Cada cuántas rondas se publica una clasificación parcial (REFERENCIA.md: «resultados parciales cada 3
rondas»)."""


class ErrorClasificacion(ErrorPlanilla):
    """Lo pedido no tiene clasificación (ronda que no existe, partidas que no son duplicadas…)."""


def rondas_parciales(planilla: PlanillaDuplicada, cada: int = CADA) -> tuple[int, ...]:
    """Las rondas tras las que se publica una parcial (3, 6, 9…) y la última que cuenta, en orden."""
    if isinstance(cada, bool) or not isinstance(cada, int) or cada < 1:
        raise ErrorClasificacion(_("Las clasificaciones parciales van cada 1 ronda o más."))
    numeros = [f.numero for f in planilla.filas_contadas]
    if not numeros:
        return ()
    ultima = numeros[-1]
    return (*(n for n in numeros if n % cada == 0 and n != ultima), ultima)


@dataclass(frozen=True)
class LineaPublicada:
    """Una línea de la clasificación con lo que se publica de cada participante."""

    fila: FilaClasificacion
    mesa: int
    nombre: str
    licencia: str
    club: str


@dataclass(frozen=True)
class ClasificacionPublicada:
    """La clasificación de una partida hasta una ronda, con todo lo que la acompaña al publicarla."""

    titulo: str
    lineas: tuple[LineaPublicada, ...]
    rondas: int
    """Rondas que cuentan en ella."""
    hasta: int | None
    """La ronda de la parcial (``None``: todas las que cuentan)."""
    suma_maestras: int
    arbitraje: bool
    """Sala con arbitraje (mesa, licencia, club, avisos y penalizaciones)."""
    bonificaciones: bool
    """Hay bonificaciones posibles (reglas de la sala o FISE en la hoja de la mesa)."""
    reglas: str
    """Nombre de las reglas de la sala (vacío en la hoja de la mesa)."""
    terminada: bool
    notas: tuple[str, ...]


def _suma(planilla: PlanillaDuplicada, hasta: int | None) -> tuple[int, int]:
    filas = [f for f in planilla.filas_contadas if hasta is None or f.numero <= hasta]
    return sum(f.puntos_maestra or 0 for f in filas), len(filas)


def publicar(planilla: PlanillaDuplicada, hasta: int | None = None) -> ClasificacionPublicada:
    """La clasificación de ``planilla`` (la parcial de las primeras ``hasta`` rondas, si se da)."""
    contadas = [f.numero for f in planilla.filas_contadas]
    if hasta is not None:
        if isinstance(hasta, bool) or not isinstance(hasta, int) or hasta < 1:
            raise ErrorClasificacion(_("La ronda de una clasificación parcial es un número desde 1."))
        if not contadas or hasta > contadas[-1]:
            raise ErrorClasificacion(
                _("No hay clasificación tras la ronda {ronda}: cuentan las rondas 1 a {ultima}.").format(
                    ronda=hasta, ultima=contadas[-1] if contadas else 0
                )
                if contadas
                else _("No hay clasificación tras la ronda {ronda}: aún no cuenta ninguna ronda.").format(ronda=hasta)
            )
        if hasta == contadas[-1]:
            hasta = None
    suma, rondas = _suma(planilla, hasta)
    nombres = planilla.nombres
    inscritos = planilla.inscritos
    lineas = tuple(
        LineaPublicada(x, inscritos[x.participante].mesa, nombres[x.participante], inscritos[x.participante].licencia,
                       inscritos[x.participante].club)
        for x in planilla.clasificacion(hasta)
    )
    reglas = planilla.arbitraje
    nombre_reglas = NOMBRES.get(reglas.clave, reglas.clave) if reglas else ""
    if hasta is not None:
        titulo = _("Clasificación parcial tras la ronda {ronda}").format(ronda=hasta)
    elif planilla.terminada:
        titulo = _("Clasificación final")
    elif rondas:
        titulo = _("Clasificación provisional tras la ronda {ronda}").format(ronda=contadas[-1])
    else:
        titulo = _("Clasificación provisional")
    notas = []
    if hasta is None and planilla.nota_clasificacion:
        notas.append(planilla.nota_clasificacion)
    notas.append(n_("Suma de las maestras: {suma} ({rondas} ronda).", "Suma de las maestras: {suma} ({rondas} rondas).",
                    rondas).format(suma=suma, rondas=rondas))
    notas.append(_("A igual total desempatan las maestras encontradas, la mejor jugada y, si aún empatan, la muerte "
                   "súbita que anota el árbitro."))
    return ClasificacionPublicada(
        titulo, lineas, rondas, hasta, suma, reglas is not None,
        hay_bonificaciones(reglas) if reglas else planilla.bonificaciones,
        _(nombre_reglas) if nombre_reglas else "", planilla.terminada, tuple(notas),
    )


# ------------------------------------------------------------------ texto

def tabla_texto(filas: Sequence[Sequence[str]], derecha: set[int]) -> list[str]:
    """Las filas en columnas alineadas (las de ``derecha``, a la derecha), para el texto copiado."""
    anchos = [max(len(f[i]) for f in filas) for i in range(len(filas[0]))]
    return [
        "  ".join(c.rjust(anchos[i]) if i in derecha else c.ljust(anchos[i]) for i, c in enumerate(f)).rstrip()
        for f in filas
    ]


def columnas(c: ClasificacionPublicada) -> list[str]:
    """Las claves de las columnas que dicen algo en esta clasificación, en su orden (las mismas en el texto, el
    PDF y la ventana)."""
    claves = ["puesto"]
    if c.arbitraje:
        claves.append("mesa")
    claves.append("nombre")
    if any(x.club for x in c.lineas):
        claves.append("club")
    claves += ["total", "diferencia", "porcentaje", "maestras", "mejor"]
    if c.bonificaciones:
        claves.append("bonificacion")
    if c.arbitraje:
        claves += ["avisos", "penalizacion"]
    return claves


def titulos_columnas() -> dict[str, str]:
    """El título de cada columna, en el idioma en uso."""
    return {
        "puesto": _("Puesto"), "mesa": _("Mesa"), "nombre": _("Participante"), "club": _("Club"),
        "total": _("Total"), "diferencia": _("Dif."), "porcentaje": "%", "maestras": _("Maestras"),
        "mejor": _("Mejor"), "bonificacion": _("Bonif."), "avisos": _("Avisos"), "penalizacion": _("Pen."),
    }


def celda(clave: str, linea: LineaPublicada) -> str:
    """Lo que se lee en la columna ``clave`` de una línea (números en el formato del idioma)."""
    x = linea.fila
    if clave == "nombre":
        return linea.nombre + (" " + _("(retirado)") if x.retirado else "")
    valores: dict[str, str] = {
        "puesto": str(x.puesto), "mesa": str(linea.mesa), "club": linea.club, "total": str(x.total),
        "diferencia": x.texto_diferencia, "porcentaje": x.texto_porcentaje, "maestras": str(x.maestras),
        "mejor": str(x.mejor), "bonificacion": str(x.bonificacion), "avisos": str(x.avisos),
        "penalizacion": texto_diferencia(-x.penalizacion),
    }
    return valores[clave]


def texto_clasificacion_sala(c: ClasificacionPublicada) -> str:
    """«Copiar como texto»: título, reglas, una línea por participante en columnas alineadas y las notas."""
    claves = columnas(c)
    titulos = titulos_columnas()
    filas = [[titulos[k] for k in claves]]
    filas += [[celda(k, x) for k in claves] for x in c.lineas]
    derecha = {i for i, k in enumerate(claves) if k not in ("nombre", "club")}
    cabecera = [c.titulo]
    if c.reglas:
        cabecera.append(_("Reglas: {reglas}. Participantes: {n}.").format(reglas=c.reglas, n=len(c.lineas)))
    return "\n".join([*cabecera, "", *tabla_texto(filas, derecha), "", *c.notas]) + "\n"


# ------------------------------------------------------------------ CSV

def separador_csv() -> str:
    """``;`` en español (la coma es la de los decimales, como la lee una hoja de cálculo en español), ``,`` en
    inglés. Para la clasificación de una partida que no es duplicada; el CSV de la federación tiene su regla fija
    (``SEPARADOR_FEDERACION``)."""
    return ";" if idioma.actual() == idioma.ESPANOL else ","


COLUMNAS_FEDERACION = ("puesto", "licencia", "nombre", "club", "total", "porcentaje", "maestras", "bonificaciones",
                       "penalizaciones", "sala", "mesa")
"""La cabecera del CSV de la federación, siempre la misma (no se traduce: la lee un programa)."""
SEPARADOR_FEDERACION = ";"
CODIFICACION_FEDERACION = "utf-8-sig"
"""UTF-8 con BOM: una hoja de cálculo lo abre en UTF-8 sin preguntar (los nombres llevan tildes y eñes)."""


@dataclass(frozen=True)
class FilaFederacion:
    """Una fila del CSV de la federación (ver :func:`csv_federacion`)."""

    puesto: int
    licencia: str
    nombre: str
    club: str
    total: int
    porcentaje: float | None
    maestras: int
    bonificaciones: int
    penalizaciones: int
    sala: str = ""
    mesa: int | None = None


def porcentaje_federacion(porcentaje: float | None) -> str:
    """El porcentaje en el CSV de la federación: dos decimales con coma, sin el signo («87,35»; vacío si no hay
    maestras), en cualquier idioma."""
    return "" if porcentaje is None else f"{porcentaje:.2f}".replace(".", ",")


def csv_federacion(filas: Iterable[FilaFederacion]) -> str:
    """**El** CSV de la clasificación para la federación: el mismo archivo si el torneo tuvo una sala o diez,
    una partida o varias, y en cualquier idioma de la interfaz. Lo escriben la «Exportar CSV…» de la sala,
    ``planilla clasificacion --formato csv``, la ventana del director y ``planilla torneo resultados --formato
    csv``.

    - Columnas (``COLUMNAS_FEDERACION``, esa cabecera sin traducir): puesto, licencia, nombre, club, total, %
      (porcentaje de la suma de las maestras; en un torneo de varias partidas, la media de sus porcentajes),
      maestras encontradas, bonificaciones, penalizaciones (lo que restan, en positivo), sala y mesa.
    - Una fila por participante clasificado, en el orden de la clasificación (los empatados comparten puesto).
    - La sala solo en un torneo por salas (vacía en una sala sola); la mesa, la de su sala (vacía en la hoja de
      la mesa y en la clasificación de varias partidas, en las que cada uno pudo cambiar de sala).
    - Separado por ``;`` y con coma decimal (``87,35``), como lo abre directamente una hoja de cálculo en
      español o en francés, los países de la duplicada; comillas solo donde hacen falta; fin de línea CRLF.
    - Se guarda en UTF-8 con BOM (``CODIFICACION_FEDERACION``; :func:`archivo_federacion` da los bytes); esta
      función devuelve el texto sin el BOM.
    """
    salida = io.StringIO()
    escritor = csv.writer(salida, delimiter=SEPARADOR_FEDERACION, lineterminator="\r\n")
    escritor.writerow(COLUMNAS_FEDERACION)
    for f in filas:
        escritor.writerow([f.puesto, f.licencia, f.nombre, f.club, f.total, porcentaje_federacion(f.porcentaje),
                           f.maestras, f.bonificaciones, f.penalizaciones, f.sala,
                           "" if f.mesa is None else f.mesa])
    return salida.getvalue()


def archivo_federacion(texto: str) -> bytes:
    """Los bytes del archivo del CSV de la federación (``csv_federacion``): UTF-8 con BOM."""
    return texto.encode(CODIFICACION_FEDERACION)


def filas_federacion(c: ClasificacionPublicada) -> list[FilaFederacion]:
    """Las filas del CSV de la federación de la clasificación de una partida."""
    return [FilaFederacion(x.fila.puesto, x.licencia, x.nombre, x.club, x.fila.total, x.fila.porcentaje,
                           x.fila.maestras, x.fila.bonificacion, x.fila.penalizacion, "",
                           x.mesa if c.arbitraje else None) for x in c.lineas]


def csv_clasificacion(c: ClasificacionPublicada) -> str:
    """El CSV para la federación de la clasificación de una partida (:func:`csv_federacion`)."""
    return csv_federacion(filas_federacion(c))


# ------------------------------------------------------------------ datos (JSON)

def datos_clasificacion(c: ClasificacionPublicada) -> dict[str, Any]:
    """La clasificación como datos para JSON: claves estables (en español, como el resto de los archivos) y
    números sin formato (el porcentaje con cuatro decimales)."""
    return {
        "titulo": c.titulo,
        "hasta": c.hasta,
        "rondas": c.rondas,
        "suma_maestras": c.suma_maestras,
        "terminada": c.terminada,
        "filas": [
            {
                "puesto": x.fila.puesto, "mesa": x.mesa, "licencia": x.licencia, "nombre": x.nombre,
                "club": x.club, "puntos": x.fila.puntos, "bonificacion": x.fila.bonificacion,
                "penalizacion": x.fila.penalizacion, "avisos": x.fila.avisos, "total": x.fila.total,
                "diferencia": x.fila.diferencia,
                "porcentaje": None if x.fila.porcentaje is None else round(x.fila.porcentaje, 4),
                "maestras": x.fila.maestras, "mejor": x.fila.mejor, "retirado": x.fila.retirado,
            }
            for x in c.lineas
        ],
    }


# ------------------------------------------------------------------ varias partidas

@dataclass(frozen=True)
class FilaTorneo:
    """Una persona en la clasificación de varias partidas."""

    puesto: int
    nombre: str
    licencia: str
    club: str
    porcentajes: tuple[float | None, ...]
    """El de cada partida; ``None``: no la jugó (cuenta 0 %) o la partida aún no tiene maestras."""
    totales: tuple[int | None, ...]
    media: float
    maestras: int
    mejor: int
    bonificacion: int
    penalizacion: int
    avisos: int

    @property
    def total(self) -> int:
        return sum(t or 0 for t in self.totales)

    @property
    def texto_media(self) -> str:
        return texto_porcentaje(self.media)


@dataclass(frozen=True)
class ClasificacionTorneo:
    filas: tuple[FilaTorneo, ...]
    partidas: int
    cuentan: tuple[bool, ...]
    """Por partida: si entra en la media (tiene alguna maestra contada)."""
    sumas: tuple[int, ...]


def nombre_normal(nombre: str) -> str:
    """Un nombre para compararlo con otro: sin espacios de más ni mayúsculas («García,  ana» = «García, Ana»)."""
    return " ".join(nombre.split()).casefold()


@dataclass
class _Persona:
    nombre: str
    licencia: str
    club: str
    partidas: dict[int, FilaClasificacion]


@dataclass(frozen=True)
class PartidaTorneo:
    """Una partida en la clasificación de varias: su clasificación (con el nombre, la licencia y el club de cada
    línea), la suma de sus maestras y los desempates anotados en ella (índices de ``fila.participante``)."""

    lineas: tuple[LineaPublicada, ...]
    suma_maestras: int
    desempates: tuple[tuple[int, ...], ...] = ()


def _lineas(p: PlanillaDuplicada) -> tuple[LineaPublicada, ...]:
    nombres, inscritos = p.nombres, p.inscritos
    return tuple(LineaPublicada(x, inscritos[x.participante].mesa, nombres[x.participante],
                                inscritos[x.participante].licencia, inscritos[x.participante].club)
                 for x in p.clasificacion())


def _personas(partidas: Sequence[PartidaTorneo]) -> tuple[list[_Persona], list[dict[int, int]]]:
    """Las personas de todas las partidas y, por partida, participante → persona: por licencia si ambas la
    tienen, si no por nombre; dos participantes de una misma partida nunca son la misma persona."""
    personas: list[_Persona] = []
    por_licencia: dict[str, int] = {}
    por_nombre: dict[str, list[int]] = {}
    mapas: list[dict[int, int]] = []
    for k, p in enumerate(partidas):
        mapa: dict[int, int] = {}
        usadas: set[int] = set()
        for linea in p.lineas:
            x = linea.fila
            i = x.participante
            licencia = linea.licencia.strip().casefold()
            nombre = linea.nombre
            elegida = por_licencia.get(licencia) if licencia else None
            if elegida is None or elegida in usadas:
                candidatas = [j for j in por_nombre.get(nombre_normal(nombre), ())
                              if j not in usadas and (not licencia or not personas[j].licencia)]
                elegida = candidatas[0] if candidatas else None
            if elegida is None:
                elegida = len(personas)
                personas.append(_Persona(nombre, "", "", {}))
                por_nombre.setdefault(nombre_normal(nombre), []).append(elegida)
            persona = personas[elegida]
            if licencia and not persona.licencia:
                persona.licencia = linea.licencia.strip()
                por_licencia.setdefault(licencia, elegida)
            persona.club = linea.club or persona.club
            persona.partidas[k] = x
            usadas.add(elegida)
            mapa[i] = elegida
        mapas.append(mapa)
    return personas, mapas


def torneo(planillas: Sequence[PlanillaDuplicada]) -> ClasificacionTorneo:
    """La clasificación de varias partidas duplicadas de un torneo por la media de sus porcentajes (ver el
    módulo: cómo se reconoce a cada persona y qué cuenta quien falta)."""
    if not planillas:
        raise ErrorClasificacion(_("Una clasificación de torneo necesita al menos una partida."))
    return torneo_de_partidas([PartidaTorneo(_lineas(p), p.suma_maestras, p.desempates) for p in planillas])


def hay_bonificaciones(reglas: ReglasArbitraje | None) -> bool:
    """Las reglas de la sala dan bonificaciones (a la maestra en solitario o al «subtop»)."""
    return bool(reglas.bonificacion_maestra or reglas.bonificacion_segunda) if reglas is not None else False


def publicada_de_torneo(c: ClasificacionTorneo, titulo: str, rondas: int, reglas: ReglasArbitraje | None,
                        nombre_reglas: str) -> ClasificacionPublicada:
    """La clasificación del torneo por la media como la pinta el proyector de una sala: el total, la diferencia
    con la suma de las maestras de las partidas que cuentan y la media en lugar del porcentaje."""
    suma = sum(s for s, cuenta in zip(c.sumas, c.cuentan, strict=True) if cuenta)
    lineas = tuple(LineaPublicada(FilaClasificacion(
        j, x.total - x.bonificacion + x.penalizacion, x.bonificacion, x.total, x.total - suma, x.media,
        x.maestras, x.mejor, x.puesto, x.avisos, x.penalizacion), 0, x.nombre, x.licencia, x.club)
        for j, x in enumerate(c.filas))
    return ClasificacionPublicada(titulo, lineas, rondas, None, suma, True, hay_bonificaciones(reglas), nombre_reglas,
                                  False, ())


def torneo_de_partidas(partidas: Sequence[PartidaTorneo],
                       desempates: Sequence[Sequence[tuple[int, int]]] = ()) -> ClasificacionTorneo:
    """La clasificación por la media de porcentajes de las ``partidas`` (las de un portátil, o las de un torneo
    por salas ya fusionadas). ``desempates``: otros desempates a muerte súbita, cada uno con sus participantes
    como (índice de la partida, participante), del mejor al peor; valen como los de las partidas (el último que
    nombra a todos los empatados)."""
    if not partidas:
        raise ErrorClasificacion(_("Una clasificación de torneo necesita al menos una partida."))
    sumas = tuple(p.suma_maestras for p in partidas)
    cuentan = tuple(s > 0 for s in sumas)
    n_cuentan = sum(cuentan)
    personas, mapas = _personas(partidas)
    medias: list[Fraction] = []
    filas = []
    for persona in personas:
        exacta = Fraction(0)
        for k, suma in enumerate(sumas):
            x = persona.partidas.get(k)
            if cuentan[k] and x is not None:
                exacta += Fraction(100 * x.total, suma)
        media = exacta / n_cuentan if n_cuentan else Fraction(0)
        medias.append(media)
        xs = list(persona.partidas.values())
        filas.append(FilaTorneo(
            0, persona.nombre, persona.licencia, persona.club,
            tuple(persona.partidas[k].porcentaje if k in persona.partidas else None for k in range(len(partidas))),
            tuple(persona.partidas[k].total if k in persona.partidas else None for k in range(len(partidas))),
            float(media), sum(x.maestras for x in xs), max((x.mejor for x in xs), default=0),
            sum(x.bonificacion for x in xs), sum(x.penalizacion for x in xs), sum(x.avisos for x in xs),
        ))
    clave = [(-medias[j], -filas[j].maestras, -filas[j].mejor) for j in range(len(filas))]
    orden = sorted(range(len(filas)), key=lambda j: (clave[j], j))
    todos = [tuple(mapas[k][i] for i in d if i in mapas[k]) for k, p in enumerate(partidas) for d in p.desempates]
    todos += [tuple(mapas[k][i] for k, i in d if 0 <= k < len(mapas) and i in mapas[k]) for d in desempates]
    resultado: list[FilaTorneo] = []
    inicio = 0
    while inicio < len(orden):
        fin = inicio
        while fin + 1 < len(orden) and clave[orden[fin + 1]] == clave[orden[inicio]]:
            fin += 1
        grupo = orden[inicio:fin + 1]
        decidido = next((d for d in reversed(todos) if len(grupo) > 1 and set(grupo) <= set(d)), None)
        if decidido is not None:
            grupo = sorted(grupo, key=decidido.index)
        for k, j in enumerate(grupo):
            puesto = inicio + 1 + (k if decidido is not None else 0)
            resultado.append(FilaTorneo(puesto, *_sin_puesto(filas[j])))
        inicio = fin + 1
    return ClasificacionTorneo(tuple(resultado), len(partidas), cuentan, sumas)


def _sin_puesto(f: FilaTorneo) -> tuple[Any, ...]:
    return (f.nombre, f.licencia, f.club, f.porcentajes, f.totales, f.media, f.maestras, f.mejor, f.bonificacion,
            f.penalizacion, f.avisos)


def _titulo_partida(k: int) -> str:
    return _("Partida {numero}").format(numero=k + 1)


def texto_torneo(c: ClasificacionTorneo, nombres: Sequence[str] = ()) -> str:
    """La clasificación de varias partidas en columnas: puesto, nombre, club, % de cada partida, media, total,
    maestras, mejor jugada, bonificaciones y penalizaciones. ``nombres``: cómo llamar a cada partida."""
    titulos_partidas = [nombres[k] if k < len(nombres) else _titulo_partida(k) for k in range(c.partidas)]
    cabecera = [_("Puesto"), _("Participante"), _("Club"), *titulos_partidas, _("Media"), _("Total"), _("Maestras"),
                _("Mejor"), _("Bonif."), _("Pen.")]
    filas = [cabecera]
    for f in c.filas:
        filas.append([
            str(f.puesto), f.nombre, f.club,
            *(texto_porcentaje(p) if p is not None else "—" for p in f.porcentajes),
            f.texto_media, str(f.total), str(f.maestras), str(f.mejor), str(f.bonificacion),
            texto_diferencia(-f.penalizacion),
        ])
    derecha = {0, *range(3, len(cabecera))}
    notas = [
        _("Media de los porcentajes de {n} partidas; quien no juega una partida cuenta con un cero en ella.").format(
            n=sum(c.cuentan)
        ),
        _("A igual media desempatan las maestras encontradas, la mejor jugada y la muerte súbita anotada."),
    ]
    notas += [
        _("{partida} aún no tiene maestras: no entra en la media.").format(partida=titulos_partidas[k])
        for k, cuenta in enumerate(c.cuentan) if not cuenta
    ]
    return "\n".join([_("Clasificación del torneo"), "", *tabla_texto(filas, derecha), "", *notas]) + "\n"


def filas_federacion_torneo(c: ClasificacionTorneo) -> list[FilaFederacion]:
    """Las filas del CSV de la federación de la clasificación de varias partidas: el porcentaje es la media; el
    total, las maestras, las bonificaciones y las penalizaciones, sumados."""
    return [FilaFederacion(f.puesto, f.licencia, f.nombre, f.club, f.total, f.media, f.maestras, f.bonificacion,
                           f.penalizacion) for f in c.filas]


def csv_torneo(c: ClasificacionTorneo) -> str:
    """El CSV para la federación de la clasificación de varias partidas (:func:`csv_federacion`)."""
    return csv_federacion(filas_federacion_torneo(c))


def datos_torneo(c: ClasificacionTorneo) -> dict[str, Any]:
    return {
        "sumas_maestras": list(c.sumas),
        "cuentan": list(c.cuentan),
        "filas": [
            {
                "puesto": f.puesto, "licencia": f.licencia, "nombre": f.nombre, "club": f.club,
                "porcentajes": [None if p is None else round(p, 4) for p in f.porcentajes],
                "totales": list(f.totales), "media": round(f.media, 4), "total": f.total, "maestras": f.maestras,
                "mejor": f.mejor, "bonificacion": f.bonificacion, "penalizacion": f.penalizacion,
                "avisos": f.avisos,
            }
            for f in c.filas
        ],
    }
