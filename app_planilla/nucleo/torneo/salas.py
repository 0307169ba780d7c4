"""Los portátiles de un torneo de duplicada por salas: el director crea la carpeta con las salas, el juez árbitro
(el portátil del director) publica la partida maestra y cada sala se une con su nombre y publica sus rondas.

Cada portátil publica con ``carpeta.publicar`` (su archivo entero, nunca reescrito, y su copia en la carpeta de
datos para volver a publicarlo si falta): una ronda que cambia (una papeleta corregida, la maestra corregida) es
un archivo nuevo que sustituye al anterior; una ronda que no cambia no se vuelve a publicar.

La ventana no espera nunca a la carpeta del torneo: guarda lo que hay que publicar solo en la carpeta de datos
(``preparar_rondas``, ``preparar_maestra``) y lo lleva a la del torneo en otro hilo (``carpeta.republicar``);
para cotejar lo tecleado lee solo la partida maestra (``leer_maestras``), no las rondas de todas las salas. Qué
partida de este portátil es la de su sala (o la maestra) lo dice ``vinculada``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
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
    leer_bytes,
    leer_portatil,
    publicados,
    publicar,
    raiz,
    torneo_de,
)
from app_planilla.nucleo.torneo.duplicada import (
    Impresion,
    MaestraRonda,
    UnionSala,
    cadena,
    jugadas,
    origen,
    publicables,
    ronda_de_sala,
)
from app_planilla.nucleo.torneo.fusion_salas import FusionSalas, fusionar_salas
from app_planilla.nucleo.torneo.modelos import DUPLICADA, MAX_RONDAS, Torneo, leer_torneo, sala_valida
from app_planilla.nucleo.torneo.sobres import IMPRESION, MAESTRA, RONDA, SALA, Sobre, abrir, canonico, es_id, nuevo_id


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
        if s.casefold() == " ".join(nombre.split()).casefold():
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


def _propios(archivos: dict[str, bytes], portatil: str, tipo: str) -> dict[int, tuple[int, dict[str, object]]]:
    """De los archivos de ``portatil`` de un tipo (de ronda), el último de cada ronda: (secuencia, datos)."""
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
        if isinstance(ronda, int) and (ronda not in ultimos or sobre.secuencia > ultimos[ronda][0]):
            ultimos[ronda] = (sobre.secuencia, sobre.datos)
    return ultimos


@dataclass(frozen=True)
class Publicada:
    ronda: int
    corrige: bool
    """Ya se había publicado otra versión de la ronda: esta la sustituye."""


def _rondas_maestra(planilla: PlanillaDuplicada, evento: str) -> list[tuple[int, dict[str, Any]]]:
    """Las rondas de la partida maestra tal como se publican (atril y maestra con su cadena): las seguidas
    desde la 1 que tienen los dos."""
    propias = []
    for j in jugadas(planilla):
        if j is None:
            break
        propias.append(j)
    eslabones = cadena(evento, propias)
    return [(j.ronda, MaestraRonda(j, eslabones[i - 1] if i else origen(evento), eslabones[i]).a_datos())
            for i, j in enumerate(propias)]


def _rondas_sala(planilla: PlanillaDuplicada, sala: str, evento: str, rondas: int, desde: int = 1
                 ) -> list[tuple[int, dict[str, Any]]]:
    """Las rondas cerradas de la partida de la sala tal como se publican (de la ``desde`` a la ``rondas`` del
    torneo)."""
    return [(r, ronda_de_sala(planilla, sala, r, evento).a_datos()) for r in publicables(planilla)
            if desde <= r <= rondas]


def publicar_maestra(datos: Path, p: Portatil, carpeta: Path, t: Torneo, planilla: PlanillaDuplicada,
                     archivos: dict[str, bytes]) -> tuple[Portatil, list[Publicada]]:
    """Publica las rondas de la partida maestra (atril y maestra anotados en ``planilla``) que aún no están
    publicadas así: las nuevas y las que cambian (y, como su cadena cambia, todas las siguientes)."""
    if not p.director or p.portatil != t.director:
        raise ErrorTorneo(_("solo el portátil del director (el del juez árbitro) publica la partida maestra."))
    propias = _rondas_maestra(planilla, t.evento)
    if not propias:
        raise ErrorTorneo(_("la partida no tiene ninguna ronda con su atril y su maestra anotados."))
    if len(propias) > t.rondas:
        raise ErrorTorneo(_("el torneo tiene las rondas 1 a {rondas}.").format(rondas=t.rondas))
    ya = _propios(archivos, p.portatil, MAESTRA)
    hechas: list[Publicada] = []
    for ronda, contenido_ in propias:
        previa = ya.get(ronda)
        if previa is not None and canonico(previa[1]) == canonico(contenido_):
            continue
        p, _s = publicar(datos, p, carpeta, MAESTRA, contenido_)
        hechas.append(Publicada(ronda, previa is not None))
    return p, hechas


def publicar_rondas(datos: Path, p: Portatil, carpeta: Path, t: Torneo, planilla: PlanillaDuplicada,
                    archivos: dict[str, bytes]) -> tuple[Portatil, list[Publicada]]:
    """Publica las rondas cerradas de la partida de la sala que aún no están publicadas así (las nuevas y las
    que cambiaron: una papeleta corregida, la maestra corregida)."""
    if p.sala is None:
        raise ErrorTorneo(_("este portátil no se ha unido como sala: «planilla torneo unirse CARPETA --sala S»."))
    ya = _propios(archivos, p.portatil, RONDA)
    hechas: list[Publicada] = []
    for r, contenido_ in _rondas_sala(planilla, p.sala, t.evento, t.rondas):
        previa = ya.get(r)
        if previa is not None and canonico(previa[1]) == canonico(contenido_):
            continue
        p, _s = publicar(datos, p, carpeta, RONDA, contenido_)
        hechas.append(Publicada(r, previa is not None))
    return p, hechas


def marcar_impresa(datos: Path, p: Portatil, carpeta: Path, fusion: FusionSalas, hasta: int) -> Portatil:
    """El director imprimió (o exportó) la clasificación tras ``hasta``: lo que se corrija después se señala."""
    if not p.director or p.portatil != fusion.torneo.director:
        raise ErrorTorneo(_("solo el portátil del director marca la clasificación como impresa."))
    p, _s = publicar(datos, p, carpeta, IMPRESION, Impresion(hasta, fusion.huellas_hasta(hasta)).a_datos())
    return p


# ------------------------------------------------------------------ la ventana: sin esperar nunca a la carpeta

VINCULADA = "vinculada.json"
"""Dentro de ``carpeta.estados(datos)``: qué partida de este portátil es la de su sala (o la maestra)."""
PAPEL_SALA = "sala"
PAPEL_MAESTRA = "maestra"


@dataclass(frozen=True)
class Vinculada:
    """La partida del almacén de este portátil que publica en un torneo por salas: la de su sala (``sala``)
    o, en el portátil del director, la partida maestra (``maestra``). La partida duplicada no lleva en sí de
    qué torneo es (la clásica sí, en su identificador): lo guarda el portátil, como su sala."""

    evento: str
    partida: int
    """Su número en el almacén de la carpeta de datos."""
    papel: str
    rondas: int
    """Las rondas del torneo (para no pasar de ellas con la carpeta fuera de alcance)."""


def vincular(datos: Path, v: Vinculada) -> None:
    """Guarda qué partida de este portátil publica en el torneo (sustituye a la anterior)."""
    if v.papel not in (PAPEL_SALA, PAPEL_MAESTRA) or not es_id(v.evento) or v.partida < 1:
        raise ErrorTorneo(_("no se puede vincular esa partida al torneo."))
    _estados(datos).mkdir(parents=True, exist_ok=True)
    escribir_entero(_estados(datos) / VINCULADA, (json.dumps(asdict(v)) + "\n").encode("utf-8"))


def vinculada(datos: Path) -> Vinculada | None:
    """La partida vinculada al torneo en este portátil, si la hay (y se lee bien)."""
    try:
        d = json.loads((_estados(datos) / VINCULADA).read_bytes())
        v = Vinculada(**d)
    except (OSError, ValueError, TypeError):
        return None
    ok = (es_id(v.evento) and v.papel in (PAPEL_SALA, PAPEL_MAESTRA)
          and all(isinstance(x, int) and not isinstance(x, bool) and x >= 1 for x in (v.partida, v.rondas)))
    return v if ok else None


def guardadas(datos: Path, p: Portatil, tipo: str) -> dict[int, bytes]:
    """Lo último que este portátil guardó para publicar de cada ronda de un tipo (``RONDA`` o ``MAESTRA``), en
    forma canónica: con qué comparar para guardar solo lo que cambió."""
    ultimos: dict[int, tuple[int, bytes]] = {}
    for s in publicados(datos, p):
        jugada = s.datos.get("jugada")
        ronda = jugada.get("ronda") if isinstance(jugada, dict) else None
        if s.tipo != tipo or s.portatil != p.portatil or not isinstance(ronda, int):
            continue
        if ronda not in ultimos or s.secuencia > ultimos[ronda][0]:
            ultimos[ronda] = (s.secuencia, canonico(s.datos))
    return {r: c for r, (_s, c) in ultimos.items()}


def _preparar(datos: Path, p: Portatil, tipo: str, rondas: list[tuple[int, dict[str, Any]]],
              ya: dict[int, bytes]) -> tuple[Portatil, list[Publicada]]:
    hechas: list[Publicada] = []
    for r, contenido_ in rondas:
        forma = canonico(contenido_)
        previa = ya.get(r)
        if previa == forma:
            continue
        p, _s = guardar_para_publicar(datos, p, tipo, contenido_)
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
    return _preparar(datos, p, RONDA, _rondas_sala(planilla, p.sala, v.evento, v.rondas, desde), ya)


def preparar_maestra(datos: Path, p: Portatil, v: Vinculada, planilla: PlanillaDuplicada,
                     ya: dict[int, bytes]) -> tuple[Portatil, list[Publicada]]:
    """Como ``publicar_maestra``, pero solo en la carpeta de datos; sin rondas completas no hay nada que guardar, y
    las que pasan de las del torneo no se guardan."""
    if not p.director:
        raise ErrorTorneo(_("solo el portátil del director (el del juez árbitro) publica la partida maestra."))
    propias = [x for x in _rondas_maestra(planilla, v.evento) if x[0] <= v.rondas]
    return _preparar(datos, p, MAESTRA, propias, ya)


def _archivos_de(carpeta: Path) -> dict[str, bytes]:
    """Los archivos de ``carpeta`` y sus subcarpetas (sin las ocultas ni los temporales), nombre → bytes."""
    archivos: dict[str, bytes] = {}
    pendientes = [carpeta]
    while pendientes:
        base = pendientes.pop()
        try:
            entradas = sorted(os.scandir(base), key=lambda e: e.name)
        except OSError:
            continue
        for e in entradas:
            if e.name.startswith("."):
                continue
            try:
                if e.is_dir(follow_symlinks=False):
                    pendientes.append(Path(e.path))
                elif e.name != TORNEO:
                    archivos[f"{DIRECCION}/{Path(e.path).relative_to(carpeta).as_posix()}"] = leer_bytes(Path(e.path))
            except OSError:
                continue  # desaparece mientras se lee: la próxima vez
    return archivos


def leer_maestras(carpeta: Path) -> tuple[Torneo, Mapping[int, MaestraRonda]]:
    """La partida maestra publicada, leyendo solo la carpeta de la dirección (la maestra, las decisiones): lo
    que una sala coteja cada vez que teclea un atril o una maestra, sin leer las rondas de todas las salas. Con
    las mismas reglas que la fusión del director (la misma función, sobre menos archivos)."""
    torneo = leer_bytes(carpeta / DIRECCION / TORNEO)
    f = fusionar_salas(torneo, _archivos_de(carpeta / DIRECCION))
    return f.torneo, f.maestras
