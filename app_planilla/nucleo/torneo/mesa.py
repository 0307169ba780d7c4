"""El portátil de una mesa: qué partidas le tocan, la partida que empieza con los jugadores emparejados y quién
empieza, y el resultado de esa partida al terminar.

La partida empezada desde la carpeta del torneo lleva en su ``identificador`` (el ``#id`` de su GCG) de qué
torneo, división, ronda y mesa es y el número de TSH de cada participante, y en su ``titulo`` (``#title``) lo
mismo para leerlo: así se publica sin adivinar nada, aunque la carpeta de datos se restaure de una copia. Una
partida empezada a mano se reconoce por los nombres de sus participantes (:func:`por_nombres`), como hace
``planilla torneo publicar``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.carpeta import (
    ErrorTorneo,
    escribir_entero,
    estados,
    guardar_para_publicar,
    leer_carpeta,
    leer_portatil,
    localizar,
    mesa_actual,
    publicados,
    republicar,
)
from app_planilla.nucleo.torneo.fusion import fusionar
from app_planilla.nucleo.torneo.modelos import (
    MAX_GCG,
    MAX_NOMBRE,
    MAX_PUNTOS,
    DatosMalos,
    Jugador,
    Mesa,
    Resultado,
    Torneo,
    division_valida,
)
from app_planilla.nucleo.torneo.sobres import RESULTADO, Sobre, es_id, nuevo_id

if TYPE_CHECKING:
    from app_planilla.nucleo.clasica.eventos import Inicio
    from app_planilla.nucleo.clasica.planilla import Planilla
    from app_planilla.nucleo.torneo.fusion import Fusion

PREFIJO = "planilla-torneo"
"""Lo que empieza el identificador de una partida de torneo (la «autoridad» del ``#id`` de GCG)."""
_IDENTIFICADOR = re.compile(
    rf"{PREFIJO} ([0-9a-f]{{32}})/([^/\s]{{1,20}})/([0-9]{{1,3}})/([0-9]{{1,4}})/([0-9]{{1,6}})-([0-9]{{1,6}})")
MAX_TITULO = 200


@dataclass(frozen=True)
class PartidaDeTorneo:
    """De qué partida del torneo es una planilla."""

    evento: str
    division: str
    ronda: int
    mesa: int
    numeros: tuple[int, int]
    """Los números de TSH de los participantes de la planilla, en su orden (el primero es el participante 1)."""

    @property
    def identificador(self) -> str:
        a, b = self.numeros
        return f"{PREFIJO} {self.evento}/{self.division}/{self.ronda}/{self.mesa}/{a}-{b}"


def leer_identificador(texto: str) -> PartidaDeTorneo | None:
    """La partida de torneo que dice el identificador de una planilla, o ``None`` si no es de ningún torneo."""
    m = _IDENTIFICADOR.fullmatch(texto.strip())
    if m is None:
        return None
    try:
        division = division_valida(m.group(2))
    except ErrorPlanilla:
        return None
    a, b = int(m.group(5)), int(m.group(6))
    if a == b or 0 in (a, b):
        return None
    return PartidaDeTorneo(m.group(1), division, int(m.group(3)), int(m.group(4)), (a, b))


def edicion_de(reglas: str) -> str:
    """La edición de las partidas de un torneo con estas reglas: en inglés las NASPA/WESPA, si no la española."""
    return "en" if reglas == "ingles" else "es"


# ------------------------------------------------------------------ lo que le toca a una mesa

@dataclass(frozen=True)
class Emparejada:
    """Una partida emparejada en esta mesa."""

    division: str
    ronda: int
    mesa: Mesa
    con_resultado: bool
    """La carpeta ya tiene su resultado, o este portátil ya lo publicó."""


def emparejadas(fusion: Fusion, mesa: int, propios: Iterable[Resultado] = ()) -> tuple[Emparejada, ...]:
    """Las partidas emparejadas en la mesa ``mesa``, por ronda y división; ``propios``: los resultados que
    publicó este portátil (aún pueden no haber llegado a la carpeta)."""
    hechas = {(r.division.casefold(), r.ronda, r.mesa) for r in [*(p.resultado for p in fusion.partidas), *propios]}
    lista: list[Emparejada] = []
    for (division, ronda), emp in sorted(fusion.emparejamientos.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        m = emp.mesa(mesa)
        if m is not None:
            lista.append(Emparejada(division, ronda, m, (division.casefold(), ronda, mesa) in hechas))
    return tuple(lista)


def propuesta(lista: Sequence[Emparejada]) -> int:
    """Cuál proponer: la primera sin resultado; si todas lo tienen, la última (``-1`` si no hay ninguna)."""
    return next((i for i, e in enumerate(lista) if not e.con_resultado), len(lista) - 1)


def titulo(torneo: Torneo, division: str, ronda: int, mesa: int) -> str:
    """El título de la partida (``#title`` de su GCG): torneo, división si hay varias, ronda y mesa."""
    if len(torneo.divisiones) > 1:
        cola = _("división {division}, ronda {ronda}, mesa {mesa}").format(division=division, ronda=ronda, mesa=mesa)
    else:
        cola = _("ronda {ronda}, mesa {mesa}").format(ronda=ronda, mesa=mesa)
    nombre = torneo.nombre[: MAX_TITULO - len(cola) - 3]
    return f"{nombre} · {cola}"


def inicio_de_partida(torneo: Torneo, e: Emparejada, abre: int) -> tuple[Inicio, PartidaDeTorneo]:
    """El inicio de la partida de la mesa: los nombres de TSH («Apellido, Nombre», hasta 100 caracteres) en el
    orden de los emparejamientos, quien empieza (``abre``, 0 o 1), la edición y las reglas del torneo, y su
    título e identificador."""
    from app_planilla.nucleo.clasica.planilla import nueva_partida

    if abre not in (0, 1):
        raise ErrorTorneo(_("empieza uno de los dos jugadores de la mesa"))
    a, b = e.mesa.jugadores
    inicio = nueva_partida([a.nombre[:MAX_NOMBRE], b.nombre[:MAX_NOMBRE]], abre=abre,
                           edicion=edicion_de(torneo.reglas), reglas=torneo.reglas)
    partida = PartidaDeTorneo(torneo.evento, e.division, e.ronda, e.mesa.mesa, (a.numero, b.numero))
    return replace(inicio, titulo=titulo(torneo, e.division, e.ronda, e.mesa.mesa),
                   identificador=partida.identificador), partida


# ------------------------------------------------------------------ el resultado al terminar

@dataclass(frozen=True)
class Borrador:
    """Lo que cuenta de una partida clásica de dos terminada, sacado de su planilla: datos sin más, que se
    pueden guardar y publicar después (o en otro hilo) sin tocar la planilla."""

    nombres: tuple[str, str]
    puntos: tuple[int, int]
    """Los puntos finales: con el tiempo extra y el ajuste final de sus reglas ya aplicados."""
    empezo: int
    pierde_por_tiempo: int | None
    gcg: str
    identificador: str = ""

    def a_datos(self) -> dict[str, Any]:
        return {"nombres": list(self.nombres), "puntos": list(self.puntos), "empezo": self.empezo,
                "pierde_por_tiempo": self.pierde_por_tiempo, "gcg": self.gcg, "identificador": self.identificador}

    @staticmethod
    def de_datos(d: object) -> Borrador:
        """El borrador guardado; ``DatosMalos`` si no lo es."""
        malo = DatosMalos(_("el borrador de la partida está dañado"))
        if not isinstance(d, dict):
            raise malo
        nombres, puntos = d.get("nombres"), d.get("puntos")
        empezo, pierde = d.get("empezo"), d.get("pierde_por_tiempo")
        gcg, identificador = d.get("gcg", ""), d.get("identificador", "")
        if (not isinstance(nombres, list) or len(nombres) != 2
                or not all(isinstance(n, str) and len(n) <= MAX_NOMBRE for n in nombres)
                or not isinstance(puntos, list) or len(puntos) != 2
                or not all(_entero(x, MAX_PUNTOS) for x in puntos)
                or empezo not in (0, 1) or isinstance(empezo, bool)
                or not (pierde is None or (pierde in (0, 1) and not isinstance(pierde, bool)))
                or not isinstance(gcg, str) or len(gcg) > MAX_GCG
                or not isinstance(identificador, str) or len(identificador) > MAX_TITULO):
            raise malo
        return Borrador((nombres[0], nombres[1]), (puntos[0], puntos[1]), empezo, pierde, gcg, identificador)


def _entero(valor: object, maximo: int) -> bool:
    return isinstance(valor, int) and not isinstance(valor, bool) and -maximo <= valor <= maximo


def borrador_de(planilla: Planilla, gcg: str) -> Borrador:
    """El borrador de una partida clásica de dos terminada; ``ErrorTorneo`` si no lo es."""
    final = planilla.final
    if planilla.participantes != 2:
        raise ErrorTorneo(_("la partida no es una partida clásica de dos"))
    if final is None:
        raise ErrorTorneo(_("la partida no ha terminado"))
    filas = {f.participante: f for f in final}
    pierde = next((i for i in range(2) if filas[i].pierde_por_tiempo), None)
    nombres = planilla.inicio.participantes
    return Borrador((nombres[0], nombres[1]), (filas[0].total, filas[1].total), planilla.inicio.abre, pierde, gcg,
                    planilla.inicio.identificador)


def resultado_de(borrador: Borrador, partida: PartidaDeTorneo, nombres: tuple[str, str] | None = None
                 ) -> Resultado:
    """El resultado que publica la mesa: los jugadores con sus números de TSH, los puntos finales, quién empezó,
    quién perdió por tiempo y el GCG. ``nombres``: los de TSH, si no son los de la planilla."""
    propios = nombres or borrador.nombres
    jugadores = (Jugador(partida.numeros[0], propios[0][:MAX_NOMBRE]),
                 Jugador(partida.numeros[1], propios[1][:MAX_NOMBRE]))
    return Resultado(partida.division, partida.ronda, partida.mesa, jugadores, borrador.puntos, borrador.empezo,
                     borrador.pierde_por_tiempo, borrador.gcg)


def clave_nombre(nombre: str) -> tuple[str, ...]:
    """«Pérez, Ana» y «Ana Pérez» son la misma persona; sin mirar mayúsculas ni espacios."""
    return tuple(sorted(nombre.replace(",", " ").casefold().split()))


def por_nombres(fusion: Fusion, mesa: int, nombres: Sequence[str], ronda: int | None = None
                ) -> tuple[PartidaDeTorneo, tuple[str, str]]:
    """Una partida empezada a mano: la ronda (la última, si hay varias) cuyos emparejados en esta mesa son los de
    la partida, y sus nombres de TSH en el orden de la planilla."""
    claves = [clave_nombre(n) for n in nombres]
    encontradas: list[tuple[PartidaDeTorneo, tuple[str, str]]] = []
    vistos: list[str] = []
    for (division, r), emp in sorted(fusion.emparejamientos.items(), key=lambda kv: kv[0][1]):
        m = emp.mesa(mesa)
        if m is None or (ronda is not None and r != ronda):
            continue
        a, b = m.jugadores
        vistos.append(_("ronda {ronda}: {a} – {b}").format(ronda=r, a=a.nombre, b=b.nombre))
        propios = [clave_nombre(a.nombre), clave_nombre(b.nombre)]
        if claves == propios:
            orden = (a, b)
        elif claves == propios[::-1]:
            orden = (b, a)
        else:
            continue
        encontradas.append((PartidaDeTorneo(fusion.torneo.evento, division, r, mesa,
                                            (orden[0].numero, orden[1].numero)), (orden[0].nombre, orden[1].nombre)))
    if not encontradas:
        if not vistos:
            raise ErrorTorneo(_("no hay emparejamientos publicados para la mesa {mesa}{ronda}.").format(
                mesa=mesa, ronda=_(" en la ronda {ronda}").format(ronda=ronda) if ronda else ""))
        raise ErrorTorneo(_("los jugadores de la partida ({jugadores}) no son los emparejados en la mesa {mesa} "
                            "({emparejados}).").format(jugadores=" – ".join(nombres), mesa=mesa,
                                                       emparejados="; ".join(vistos)))
    return encontradas[-1]


def ya_publicado(propios: Iterable[Resultado], resultado: Resultado) -> tuple[bool, bool]:
    """``(igual, corrige)``: el último resultado propio de la misma partida dice lo mismo (no hace falta
    publicarlo otra vez), o hay uno anterior distinto al que este corrige."""
    mismos = [r for r in propios if (r.division.casefold(), r.ronda, r.mesa)
              == (resultado.division.casefold(), resultado.ronda, resultado.mesa)]
    if not mismos:
        return False, False
    ultimo = mismos[-1]
    igual = ultimo.esencial == resultado.esencial and ultimo.gcg == resultado.gcg
    return igual, not igual


def resultados_propios(sobres: Iterable[Sobre]) -> list[Resultado]:
    """Los resultados entre los sobres publicados por este portátil (``carpeta.publicados``), en su orden."""
    propios: list[Resultado] = []
    for s in sobres:
        if s.tipo == RESULTADO:
            try:
                propios.append(Resultado.de_datos(s.datos))
            except ErrorPlanilla:
                continue
    return propios


# ------------------------------------------------------------------ publicar sin esperar a la carpeta

BORRADORES = "borradores"
"""Dentro de ``carpeta.estados(datos)``: las partidas terminadas sin identificador de torneo que esperan a
que se lea la carpeta para saber de qué mesa y ronda son."""


@dataclass(frozen=True)
class Preparado:
    """Lo que quedó guardado en la carpeta de datos al terminar una partida."""

    evento: str
    resultado: Resultado | None
    """El resultado ya sellado (``None`` si la partida espera en borrador a buscarse por los nombres)."""
    corrige: bool = False
    """Sustituye a otro resultado publicado de la misma partida."""
    repetido: bool = False
    """Ya estaba publicado tal cual: no se ha guardado nada nuevo."""


@dataclass
class Entrega:
    """Lo que hizo :func:`entregar`."""

    publicados: list[Resultado] = field(default_factory=list)
    """Resultados nuevos de partidas buscadas por los nombres."""
    repuestos: list[str] = field(default_factory=list)
    """Archivos llevados a la carpeta del torneo."""
    avisos: list[str] = field(default_factory=list)
    """Partidas que no se publican (no son de la mesa): se dice y se olvidan."""
    fallo: str | None = None
    """La carpeta del torneo no está a mano: se vuelve a intentar más tarde."""


def preparar(datos: Path, borrador: Borrador) -> Preparado | None:
    """Al terminar una partida: lo que hay que publicar, guardado solo en la carpeta de datos (local, nunca
    espera a la del torneo; lo lleva :func:`entregar`). Con identificador de torneo, su resultado sellado; sin
    él, si el portátil lleva una mesa, el borrador. ``None`` si la partida no es de ningún torneo."""
    partida = leer_identificador(borrador.identificador)
    if partida is not None:
        p = leer_portatil(datos, partida.evento)
        if p is None or p.director or p.mesa is None:
            raise ErrorTorneo(_("la partida es de un torneo en el que este portátil no lleva ninguna mesa (¿otra "
                                "carpeta de datos?)."))
        resultado = resultado_de(borrador, partida)
        igual, corrige = ya_publicado(resultados_propios(publicados(datos, p)), resultado)
        if not igual:
            guardar_para_publicar(datos, p, RESULTADO, resultado.a_datos())
        return Preparado(p.evento, resultado, corrige, igual)
    try:
        p = mesa_actual(datos)
    except ErrorTorneo:
        return None
    carpeta = estados(datos) / BORRADORES
    carpeta.mkdir(parents=True, exist_ok=True)
    cuerpo = {"evento": p.evento, "borrador": borrador.a_datos()}
    escribir_entero(carpeta / f"{nuevo_id()}.json", json.dumps(cuerpo, ensure_ascii=False).encode("utf-8"))
    return Preparado(p.evento, None)


def _borradores(datos: Path) -> list[tuple[Path, str, Borrador | None]]:
    carpeta = estados(datos) / BORRADORES
    try:
        rutas = sorted(x for x in carpeta.iterdir() if x.suffix == ".json" and not x.name.startswith("."))
    except OSError:
        return []
    lista: list[tuple[Path, str, Borrador | None]] = []
    for ruta in rutas:
        try:
            d = json.loads(ruta.read_bytes())
            evento = d.get("evento") if isinstance(d, dict) else None
            lista.append((ruta, str(evento) if es_id(evento) else "", Borrador.de_datos(d.get("borrador"))))
        except (OSError, ValueError, ErrorPlanilla, AttributeError):
            lista.append((ruta, "", None))
    return lista


def entregar(datos: Path, eventos: Iterable[str] = ()) -> Entrega:
    """Lleva a la carpeta de cada torneo (``eventos``, más el de la mesa que lleva este portátil) lo guardado
    para publicar que aún no está en ella, después de buscar por los nombres las partidas en borrador. Lo que
    no llega porque la carpeta no está a mano queda guardado: ``fallo`` lo dice y se vuelve a intentar."""
    entrega = Entrega()
    todos = set(eventos)
    try:
        todos.add(mesa_actual(datos).evento)
    except ErrorTorneo:
        pass
    for ruta, evento, borrador in _borradores(datos):
        p = leer_portatil(datos, evento) if evento else None
        if borrador is None or p is None or p.mesa is None:
            entrega.avisos.append(_("«{archivo}» no es una partida que se pueda publicar: se deja aparte.").format(
                archivo=ruta.name))
            ruta.replace(ruta.with_suffix(".danado"))
            continue
        todos.add(evento)
        try:
            f = fusionar(*leer_carpeta(localizar(p)))
        except (ErrorPlanilla, OSError) as e:
            entrega.fallo = str(e)
            continue
        try:
            partida, nombres = por_nombres(f, p.mesa, borrador.nombres)
        except ErrorTorneo as e:
            entrega.avisos.append(_("La partida de {a} y {b} no se publica: {error}").format(
                a=borrador.nombres[0], b=borrador.nombres[1], error=e))
            ruta.unlink()
            continue
        resultado = resultado_de(borrador, partida, nombres)
        igual, _corrige = ya_publicado(resultados_propios(publicados(datos, p)), resultado)
        if not igual:
            guardar_para_publicar(datos, p, RESULTADO, resultado.a_datos())
            entrega.publicados.append(resultado)
        ruta.unlink()
    for evento in sorted(todos):
        p = leer_portatil(datos, evento)
        if p is None or p.director:
            continue
        try:
            entrega.repuestos += republicar(datos, p, localizar(p))
        except (ErrorPlanilla, OSError) as e:
            entrega.fallo = str(e)
    return entrega
