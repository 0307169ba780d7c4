"""Los portátiles de un torneo de duplicada por salas: el director crea la carpeta con las salas, el juez árbitro
(el portátil del director) publica la partida maestra y cada sala se une con su nombre y publica sus rondas; el
director anota los desempates a muerte súbita de la clasificación de todo el campo.

Un torneo de varias partidas: el juez árbitro publica la partida maestra de cada una y las salas sus rondas,
cada una con ``partida=N`` (la 1 por omisión: así eran todas antes de haber varias).

Cada portátil publica con ``carpeta.publicar`` (su archivo entero, nunca reescrito, y su copia en la carpeta de
datos para volver a publicarlo si falta): una ronda que cambia (una papeleta corregida, la maestra corregida) es
un archivo nuevo que sustituye al anterior; una ronda que no cambia no se vuelve a publicar.

La ventana no espera nunca a la carpeta del torneo: guarda lo que hay que publicar solo en la carpeta de datos
(``preparar_rondas``, ``preparar_maestra``) y lo lleva a la del torneo en otro hilo (``carpeta.republicar``);
para cotejar lo tecleado lee solo la partida maestra (``leer_maestras``), no las rondas de todas las salas. Qué
partidas de este portátil son las de su sala (o las maestras) lo dice ``vinculadas``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import nombre_normal
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.carpeta import (
    DIRECCION,
    MESAS,
    TORNEO,
    ErrorTorneo,
    Portatil,
    _estados,
    escribir_entero,
    guardar_para_publicar,
    guardar_portatil,
    leer_carpeta,
    leer_portatil,
    publicados,
    publicar,
    raiz,
    torneo_de,
)
from app_planilla.nucleo.torneo.duplicada import (
    MAX_PARTIDAS,
    PARTIDA_TORNEO,
    Desempate,
    Impresion,
    Jugada,
    MaestraRonda,
    Nombrado,
    UnionSala,
    cadena,
    jugadas,
    origen,
    publicables,
    ronda_de_sala,
    texto_partida,
)
from app_planilla.nucleo.torneo.fusion_salas import FusionSalas, Participante, TorneoSalas, fusionar_salas
from app_planilla.nucleo.torneo.modelos import DUPLICADA, MAX_RONDAS, Torneo, leer_torneo, sala_valida
from app_planilla.nucleo.torneo.sobres import (
    DESEMPATE,
    IMPRESION,
    MAESTRA,
    RONDA,
    SALA,
    Sobre,
    abrir,
    canonico,
    es_id,
    nuevo_id,
)


def crear_duplicada(carpeta: Path, datos: Path, *, nombre: str, salas: tuple[str, ...], reglas: ReglasArbitraje,
                    rondas: int = MAX_RONDAS) -> Torneo:
    """Crea la carpeta de un torneo de duplicada por salas; este portátil queda como el del director (y el
    del juez árbitro, que publica la partida maestra)."""
    if (carpeta / DIRECCION / TORNEO).exists() or (carpeta / TORNEO).exists():
        raise ErrorTorneo(_("«{carpeta}» ya es una carpeta de torneo.").format(carpeta=carpeta))
    t = Torneo(nuevo_id(), nombre, DUPLICADA, (), rondas, reglas.clave, nuevo_id(),
               tuple(sala_valida(s) for s in salas), reglas)
    leer_torneo(t.a_bytes())  # la misma comprobación que al leerlo
    (carpeta / DIRECCION).mkdir(parents=True, exist_ok=True)
    (carpeta / MESAS).mkdir(exist_ok=True)
    guardar_portatil(datos, Portatil(t.evento, t.director, str(carpeta.resolve()), director=True))
    escribir_entero(carpeta / DIRECCION / TORNEO, t.a_bytes())
    return t


def sala_del_torneo(t: Torneo, nombre: str) -> str:
    """La sala pedida tal como está escrita en el torneo (sin mirar mayúsculas)."""
    for s in t.salas:
        if s.casefold() == nombre_normal(nombre):
            return s
    raise ErrorTorneo(_("el torneo no tiene la sala «{sala}» (tiene {salas}).").format(
        sala=nombre, salas=", ".join(t.salas)))


def unirse_sala(carpeta: Path, datos: Path, sala: str) -> tuple[Portatil, Sobre | None]:
    """Une este portátil al torneo como la sala ``sala``; otra vez con la misma sala no publica nada."""
    r = raiz(carpeta)
    t = torneo_de(r)
    if t.clase != DUPLICADA:
        raise ErrorTorneo(_("«{nombre}» no es un torneo de duplicada por salas: únase con --mesa.").format(
            nombre=t.nombre))
    nombre = sala_del_torneo(t, sala)
    p = leer_portatil(datos, t.evento)
    if p is not None and p.director:
        raise ErrorTorneo(_("este portátil es el del director de este torneo: use otra carpeta de datos "
                            "(--datos) para una sala."))
    p = replace(p, carpeta=str(r.resolve())) if p else Portatil(t.evento, nuevo_id(), str(r.resolve()))
    sobre = None
    if p.sala != nombre:
        p = replace(p, sala=nombre, mesa=None)
        p, sobre = publicar(datos, p, r, SALA, UnionSala(nombre).a_datos())
    else:
        guardar_portatil(datos, p)
    _estados(datos).mkdir(parents=True, exist_ok=True)
    escribir_entero(_estados(datos) / "actual.json", json.dumps({"evento": t.evento}).encode("utf-8"))
    return p, sobre


def sala_actual(datos: Path) -> Portatil | None:
    """El torneo al que se unió este portátil, si se unió como sala (``None`` si no, o como mesa)."""
    try:
        evento = json.loads((_estados(datos) / "actual.json").read_bytes()).get("evento", "")
    except (OSError, ValueError, AttributeError):
        return None
    p = leer_portatil(datos, evento) if es_id(evento) else None
    return p if p is not None and p.sala is not None else None


def _propios(archivos: dict[str, bytes], portatil: str, tipo: str, partida: int = 1
             ) -> dict[int, tuple[int, dict[str, object]]]:
    """De los archivos de ``portatil`` de un tipo (de ronda) de la partida ``partida``, el último de cada ronda:
    (secuencia, datos)."""
    ultimos: dict[int, tuple[int, dict[str, object]]] = {}
    prefijo = f"{tipo}-{portatil}-"
    for nombre, contenido in archivos.items():
        if not nombre.rsplit("/", 1)[-1].startswith(prefijo):
            continue
        try:
            sobre = abrir(contenido)
            jugada = sobre.datos["jugada"]
            ronda = jugada["ronda"] if isinstance(jugada, dict) else None
        except (ErrorPlanilla, KeyError, TypeError):  # ajeno o a medio copiar: no es una ronda publicada
            continue
        if sobre.datos.get("partida", 1) != partida:
            continue
        if isinstance(ronda, int) and (ronda not in ultimos or sobre.secuencia > ultimos[ronda][0]):
            ultimos[ronda] = (sobre.secuencia, sobre.datos)
    return ultimos


@dataclass(frozen=True)
class Publicada:
    ronda: int
    corrige: bool
    """Ya se había publicado otra versión de la ronda: esta la sustituye."""


def partida_valida(partida: int) -> int:
    """El número de una partida del torneo (1 a ``MAX_PARTIDAS``); ``ErrorTorneo`` si no lo es."""
    if isinstance(partida, bool) or not isinstance(partida, int) or not 1 <= partida <= MAX_PARTIDAS:
        raise ErrorTorneo(_("la partida del torneo tiene que ser un número de 1 a {maximo}.").format(
            maximo=MAX_PARTIDAS))
    return partida


def publicar_maestra(datos: Path, p: Portatil, carpeta: Path, t: Torneo, planilla: PlanillaDuplicada,
                     archivos: dict[str, bytes], *, partida: int = 1) -> tuple[Portatil, list[Publicada]]:
    """Publica las rondas de la partida maestra (atril y maestra anotados en ``planilla``) de la partida
    ``partida`` del torneo que aún no están publicadas así: las nuevas y las que cambian (y, como su cadena
    cambia, todas las siguientes)."""
    partida_valida(partida)
    if not p.director or p.portatil != t.director:
        raise ErrorTorneo(_("solo el portátil del director (el del juez árbitro) publica la partida maestra."))
    propias = _seguidas(planilla)
    if not propias:
        raise ErrorTorneo(_("la partida no tiene ninguna ronda con su atril y su maestra anotados."))
    if len(propias) > t.rondas:
        raise ErrorTorneo(_("el torneo tiene las rondas 1 a {rondas}.").format(rondas=t.rondas))
    ya = {r: canonico(d) for r, (_s, d) in _propios(archivos, p.portatil, MAESTRA, partida).items()}
    return _emitir(lambda q, datos_: publicar(datos, q, carpeta, MAESTRA, datos_), p,
                   _rondas_maestra(t.evento, propias, partida), ya)


def publicar_rondas(datos: Path, p: Portatil, carpeta: Path, t: Torneo, planilla: PlanillaDuplicada,
                    archivos: dict[str, bytes], *, partida: int = 1) -> tuple[Portatil, list[Publicada]]:
    """Publica las rondas cerradas de la partida de la sala (la partida ``partida`` del torneo) que aún no están
    publicadas así (las nuevas y las que cambiaron: una papeleta corregida, la maestra corregida)."""
    partida_valida(partida)
    if p.sala is None:
        raise ErrorTorneo(_("este portátil no se ha unido como sala: «planilla torneo unirse CARPETA --sala S»."))
    ya = {r: canonico(d) for r, (_s, d) in _propios(archivos, p.portatil, RONDA, partida).items()}
    return _emitir(lambda q, datos_: publicar(datos, q, carpeta, RONDA, datos_), p,
                   _rondas_sala(planilla, p.sala, t.evento, partida, 1, t.rondas), ya)


def marcar_impresa(datos: Path, p: Portatil, carpeta: Path, fusion: FusionSalas | TorneoSalas,
                   hasta: int | None = None) -> Portatil:
    """El director imprimió (o exportó) la clasificación de una partida tras ``hasta`` (por omisión, todas las
    rondas que cuentan) o la del torneo (cada partida, con las suyas): lo que se corrija después se señala."""
    if not p.director or p.portatil != fusion.torneo.director:
        raise ErrorTorneo(_("solo el portátil del director marca la clasificación como impresa."))
    for f in fusion.partidas if isinstance(fusion, TorneoSalas) else (fusion,):
        k = f.contadas if hasta is None or isinstance(fusion, TorneoSalas) else hasta
        if k or not isinstance(fusion, TorneoSalas):
            p, _s = publicar(datos, p, carpeta, IMPRESION, Impresion(k, f.huellas_hasta(k), f.partida).a_datos())
    return p


def _nombrado(p: Participante) -> Nombrado:
    return Nombrado(p.licencia.strip(), p.nombre, p.sala, p.mesa)


def empatables(fusion: FusionSalas | TorneoSalas) -> list[tuple[Nombrado, int]]:
    """Cada participante de la clasificación completa, sin los desempates del director, con su puesto."""
    if isinstance(fusion, TorneoSalas):
        return [(Nombrado(f.licencia.strip(), f.nombre), f.puesto) for f in fusion.sin_desempates().filas]
    return [(_nombrado(x.participante), x.fila.puesto) for x in fusion.sin_desempates()]


def identificar(fusion: FusionSalas | TorneoSalas, texto: str) -> Nombrado:
    """El participante de una clasificación que nombra ``texto``: su licencia o, sin ella, «SALA:MESA» (en una
    partida) o su nombre (en la clasificación del torneo); ``ErrorTorneo`` si no es uno solo."""
    x = nombre_normal(texto)
    todos = [n for n, _p in empatables(fusion)]
    hallados = [n for n in todos if n.licencia and n.licencia.casefold() == x]
    if not hallados:
        sala, dos_puntos, mesa = x.rpartition(":")
        hallados = [n for n in todos if not n.licencia and (
            (dos_puntos and mesa.strip().isdigit() and n.sala.casefold() == sala.strip() and n.mesa == int(mesa))
            or (isinstance(fusion, TorneoSalas) and nombre_normal(n.nombre) == x))]
    if len(hallados) != 1:
        raise ErrorTorneo(_("«{quien}» no es un participante de la {clasificacion}: se nombra por su licencia o, sin "
                            "ella, por SALA:MESA (en la del torneo, por su nombre).").format(
            quien=texto.strip(), clasificacion=texto_partida(_de(fusion))))
    return hallados[0]


def _de(fusion: FusionSalas | TorneoSalas) -> int:
    return PARTIDA_TORNEO if isinstance(fusion, TorneoSalas) else fusion.partida


def comprobar_desempate(fusion: FusionSalas | TorneoSalas, orden: Sequence[Nombrado]) -> None:
    """Que ``orden`` sean exactamente los empatados de un puesto de la clasificación completa de ``fusion`` (sin
    contar los desempates ya anotados), sin repetir a nadie; ``ErrorTorneo`` con la frase si no."""
    if len(orden) < 2:
        raise ErrorTorneo(_("un desempate es entre dos participantes o más."))
    claves = [n.clave for n in orden]
    if len(set(claves)) != len(claves):
        raise ErrorTorneo(_("el desempate nombra dos veces al mismo participante."))
    todos = empatables(fusion)
    puestos = {n.clave: p for n, p in todos}
    suyos = [puestos.get(c) for c in claves]
    if any(x is None for x in suyos):
        raise ErrorTorneo(_("el desempate nombra a quien no está en la clasificación."))
    if len(set(suyos)) != 1:
        raise ErrorTorneo(_("no están empatados: {quienes}.").format(quienes="; ".join(
            _("{nombre}, puesto {puesto}").format(nombre=n.nombre, puesto=x)
            for n, x in zip(orden, suyos, strict=True))))
    otros = [n.nombre for n, p in todos if p == suyos[0] and n.clave not in set(claves)]
    if otros:
        raise ErrorTorneo(_("con ellos empata también {otros}: el desempate los nombra a todos.").format(
            otros="; ".join(otros)))


def publicar_desempate(datos: Path, p: Portatil, carpeta: Path, fusion: FusionSalas | TorneoSalas,
                       orden: Sequence[Nombrado]) -> Portatil:
    """El director publica el desempate a muerte súbita de los empatados ``orden`` (del mejor al peor) de la
    clasificación completa de una partida o de la del torneo: su propio archivo, que la fusión aplica mientras
    sigan empatados exactamente ellos."""
    if not p.director or p.portatil != fusion.torneo.director:
        raise ErrorTorneo(_("solo el portátil del director anota los desempates."))
    comprobar_desempate(fusion, orden)
    tras = max((f.contadas for f in fusion.partidas), default=0) if isinstance(fusion, TorneoSalas) else \
        fusion.contadas
    p, _s = publicar(datos, p, carpeta, DESEMPATE, Desempate(_de(fusion), tuple(orden), tras).a_datos())
    return p


# ------------------------------------------------------------------ la ventana: sin esperar nunca a la carpeta

VINCULADA = "vinculada.json"
"""Dentro de ``carpeta.estados(datos)``: qué partidas de este portátil son las de su sala (o las maestras)."""
PAPEL_SALA = "sala"
PAPEL_MAESTRA = "maestra"


@dataclass(frozen=True)
class Vinculada:
    """Una partida del almacén de este portátil que publica en un torneo por salas: la de su sala (``sala``) o, en
    el portátil del director, la partida maestra (``maestra``), de una de las partidas del torneo. La partida
    duplicada no lleva en sí de qué torneo es (la clásica sí, en su identificador): lo guarda el portátil, como
    su sala."""

    evento: str
    partida: int
    """Su número en el almacén de la carpeta de datos (el ``--partida`` de la línea de órdenes)."""
    papel: str
    rondas: int
    """Las rondas del torneo (para no pasar de ellas con la carpeta fuera de alcance)."""
    partida_torneo: int = 1
    """Qué partida del torneo es (1, 2…; el ``--partida-torneo`` de la línea de órdenes)."""


def _valida(v: Vinculada) -> bool:
    numeros = (v.partida, v.rondas, v.partida_torneo)
    return (es_id(v.evento) and v.papel in (PAPEL_SALA, PAPEL_MAESTRA)
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 1 for x in numeros)
            and v.partida_torneo <= MAX_PARTIDAS)


def vinculadas(datos: Path) -> tuple[Vinculada, ...]:
    """Las partidas vinculadas al torneo en este portátil, la última vinculada al final (las que se leen bien)."""
    try:
        lista = json.loads((_estados(datos) / VINCULADA).read_bytes())
    except (OSError, ValueError):
        return ()
    salida: list[Vinculada] = []
    for d in lista if isinstance(lista, list) else ():
        try:
            v = Vinculada(**d)
        except TypeError:
            continue
        if _valida(v):
            salida.append(v)
    return tuple(salida)


def vincular(datos: Path, v: Vinculada) -> None:
    """Guarda que la partida ``v.partida`` del almacén es la de la sala (o la maestra) de la partida
    ``v.partida_torneo`` del torneo: sustituye a la que lo era y a otra vinculación de la misma partida; las de
    otro torneo se olvidan (un portátil lleva una sala de un torneo a la vez)."""
    if not _valida(v):
        raise ErrorTorneo(_("no se puede vincular esa partida al torneo."))
    otras = [x for x in vinculadas(datos) if x.evento == v.evento and x.partida != v.partida
             and (x.papel, x.partida_torneo) != (v.papel, v.partida_torneo)]
    _estados(datos).mkdir(parents=True, exist_ok=True)
    escribir_entero(_estados(datos) / VINCULADA,
                    (json.dumps([asdict(x) for x in [*otras, v]]) + "\n").encode("utf-8"))


def guardadas(datos: Path, p: Portatil, tipo: str, partida: int = 1) -> dict[int, bytes]:
    """Lo último que este portátil guardó para publicar de cada ronda de un tipo (``RONDA`` o ``MAESTRA``) de la
    partida ``partida`` del torneo, en forma canónica: con qué comparar para guardar solo lo que cambió."""
    ultimos: dict[int, tuple[int, bytes]] = {}
    for s in publicados(datos, p):
        jugada = s.datos.get("jugada")
        ronda = jugada.get("ronda") if isinstance(jugada, dict) else None
        if (s.tipo != tipo or s.portatil != p.portatil or not isinstance(ronda, int)
                or s.datos.get("partida", 1) != partida):
            continue
        if ronda not in ultimos or s.secuencia > ultimos[ronda][0]:
            ultimos[ronda] = (s.secuencia, canonico(s.datos))
    return {r: c for r, (_s, c) in ultimos.items()}


def _seguidas(planilla: PlanillaDuplicada, hasta: int | None = None) -> list[Jugada]:
    """Las rondas seguidas desde la 1 con su atril y su maestra (las de la cadena), como mucho ``hasta``."""
    propias: list[Jugada] = []
    for j in jugadas(planilla)[:hasta]:
        if j is None:
            break
        propias.append(j)
    return propias


def _rondas_maestra(evento: str, propias: Sequence[Jugada], partida: int) -> list[tuple[int, dict[str, Any]]]:
    """Lo que se publica de cada ronda de la partida maestra: su jugada con su eslabón de la cadena."""
    eslabones = cadena(evento, propias, partida)
    return [(j.ronda, MaestraRonda(j, eslabones[i - 1] if i else origen(evento, partida), eslabones[i],
                                   partida).a_datos()) for i, j in enumerate(propias)]


def _rondas_sala(planilla: PlanillaDuplicada, sala: str, evento: str, partida: int, desde: int, hasta: int
                 ) -> list[tuple[int, dict[str, Any]]]:
    """Lo que se publica de cada ronda cerrada de la sala, de ``desde`` a ``hasta``."""
    return [(r, ronda_de_sala(planilla, sala, r, evento, partida).a_datos())
            for r in publicables(planilla) if desde <= r <= hasta]


def _emitir(escribir: Callable[[Portatil, dict[str, Any]], tuple[Portatil, Sobre]], p: Portatil,
            rondas: list[tuple[int, dict[str, Any]]], ya: dict[int, bytes]) -> tuple[Portatil, list[Publicada]]:
    """Escribe (publica, o guarda para publicar) cada ronda que no está ya así en ``ya`` (que se pone al día):
    las nuevas y las que cambian, estas como corrección."""
    hechas: list[Publicada] = []
    for r, contenido_ in rondas:
        forma = canonico(contenido_)
        previa = ya.get(r)
        if previa == forma:
            continue
        p, _s = escribir(p, contenido_)
        ya[r] = forma
        hechas.append(Publicada(r, previa is not None))
    return p, hechas


def preparar_rondas(datos: Path, p: Portatil, v: Vinculada, planilla: PlanillaDuplicada,
                    ya: dict[int, bytes], desde: int = 1) -> tuple[Portatil, list[Publicada]]:
    """Como ``publicar_rondas``, pero solo en la carpeta de datos (``carpeta.guardar_para_publicar``): lo lleva a
    la del torneo ``carpeta.republicar``, cuando se pueda. ``ya`` (de ``guardadas``) se pone al día. Con
    ``desde``, las rondas anteriores no se miran (lo que cambió en una ronda no cambia las de antes)."""
    if p.sala is None:
        raise ErrorTorneo(_("este portátil no se ha unido como sala: «planilla torneo unirse CARPETA --sala S»."))
    return _emitir(lambda q, datos_: guardar_para_publicar(datos, q, RONDA, datos_), p,
                   _rondas_sala(planilla, p.sala, v.evento, v.partida_torneo, desde, v.rondas), ya)


def preparar_maestra(datos: Path, p: Portatil, v: Vinculada, planilla: PlanillaDuplicada,
                     ya: dict[int, bytes]) -> tuple[Portatil, list[Publicada]]:
    """Como ``publicar_maestra``, pero solo en la carpeta de datos; sin rondas completas no hay nada que guardar, y
    las que pasan de las del torneo no se guardan."""
    if not p.director:
        raise ErrorTorneo(_("solo el portátil del director (el del juez árbitro) publica la partida maestra."))
    return _emitir(lambda q, datos_: guardar_para_publicar(datos, q, MAESTRA, datos_), p,
                   _rondas_maestra(v.evento, _seguidas(planilla, v.rondas), v.partida_torneo), ya)


def leer_maestras(carpeta: Path, partida: int = 1) -> tuple[Torneo, Mapping[int, MaestraRonda]]:
    """La partida maestra publicada de la partida ``partida`` del torneo, leyendo solo la carpeta de la dirección
    (la maestra, las decisiones): lo que una sala coteja cada vez que teclea un atril o una maestra, sin leer las
    rondas de todas las salas. Con las mismas reglas que la fusión del director (la misma función, sobre menos
    archivos)."""
    torneo, archivos = leer_carpeta(carpeta, subcarpetas=(DIRECCION,))
    f = fusionar_salas(torneo, archivos, partida=partida)
    return f.torneo, f.maestras
