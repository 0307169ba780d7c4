"""Un torneo de duplicada por salas sembrado, jugado con el núcleo: la partida maestra (atriles sorteados y la
mejor de muchas colocaciones legales al azar; sin diccionario), el plan de lo que hace cada participante en cada
ronda (la maestra, otra jugada con sus puntos declarados bien, mal o sin ellos, un cero con su motivo, nada:
«sin papeleta» al cerrar) y los avisos y penalizaciones del árbitro. Las salas anotan su parte del plan en su
propia ``PlanillaDuplicada``; la referencia anota el plan entero en una sola sala con todos los participantes.

Lo usan ``tests/nucleo/test_torneo_salas_simulacion.py`` (pequeño) y ``bench/torneo_salas.py`` (10 salas × 200
participantes × 15 rondas).
"""

from __future__ import annotations

import copy
import itertools
import random
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from app_planilla.nucleo.duplicada import estado, eventos
from app_planilla.nucleo.duplicada.atril import texto_atril
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import CENTRO, LADO, Casilla, Direccion, Tablero
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.carpeta import Portatil
from app_planilla.nucleo.torneo.duplicada import (
    Desempate,
    Impresion,
    MaestraRonda,
    UnionSala,
    cadena,
    jugadas,
    origen,
    ronda_de_sala,
)
from app_planilla.nucleo.torneo.modelos import DUPLICADA, Torneo
from app_planilla.nucleo.torneo.salas import crear_duplicada, publicar_maestra, unirse_sala
from app_planilla.nucleo.torneo.sobres import (
    DEL_DIRECTOR,
    DESEMPATE,
    IMPRESION,
    MAESTRA,
    RONDA,
    SALA,
    contenido,
    sellar,
)

APELLIDOS = ("García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez",
             "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso",
             "Gutiérrez")
NOMBRES = ("Ana", "Luis", "Marta", "Javier", "Lucía", "Carlos", "Elena", "Pablo", "Sara", "Jorge", "Paula", "Diego",
           "Laura", "Andrés", "Carmen", "Raúl", "Irene", "Sergio", "Nuria", "Óscar")
CLUBES = ("Club Zaragoza", "Scrabble Madrid", "Club Sevilla", "Tarragona", "Club Bilbao", "Palabras Valencia",
          "Club Oviedo")
MOTIVOS_CERO = (Motivo.ILEGIBLE, Motivo.TARDIA, Motivo.EN_BLANCO, Motivo.PALABRA_NO_VALIDA)


@dataclass(frozen=True)
class Colocada:
    nuevas: tuple[tuple[Casilla, Ficha], ...]
    direccion: Direccion
    puntos: int
    texto: str
    """Como en una papeleta, sin puntos: «H4 JAMoN»."""


@dataclass(frozen=True)
class RondaMaestra:
    atril: str
    maestra: Colocada
    otras: tuple[Colocada, ...]
    """Otras jugadas válidas de la ronda, de más a menos puntos (todas por debajo de la maestra)."""


def _intento(tablero: Tablero, atril: list[str], azar: random.Random, letras: list[str]
             ) -> tuple[dict[Casilla, Ficha], Direccion]:
    d = azar.choice(list(Direccion))
    df, dc = d.paso
    if tablero.vacio():
        ancla = CENTRO
    else:
        f0, c0 = azar.choice(list(tablero.fichas))
        a, b = azar.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
        ancla = (f0 + a, c0 + b)
    atras = azar.randint(0, 3)
    f, c = ancla[0] - df * atras, ancla[1] - dc * atras
    fichas = azar.sample(atril, azar.randint(1, min(5, len(atril))))
    nuevas: dict[Casilla, Ficha] = {}
    while fichas and 0 <= f < LADO and 0 <= c < LADO:
        if (f, c) not in tablero:
            letra = fichas.pop()
            nuevas[(f, c)] = Ficha(azar.choice(letras), True) if letra == "?" else Ficha(letra)
        f, c = f + df, c + dc
    return nuevas, d


def partida_maestra(rondas: int, semilla: int, reglas: ReglasArbitraje) -> tuple[PlanillaDuplicada,
                                                                                  list[RondaMaestra]]:
    """La partida del juez árbitro (una sala de un participante: solo atriles y maestras) y sus rondas."""
    azar = random.Random(semilla)
    p = PlanillaDuplicada(nueva_sala([Inscrito("Juez árbitro", 1)], reglas))
    letras = [x for x in p.edicion.valores if x != "?" and len(x) == 1]
    partida: list[RondaMaestra] = []
    while len(partida) < rondas:
        p.sortear_ronda(azar)
        fila = p.filas[-1]
        atril = list(fila.atril)
        tablero = p.tablero_ronda
        vistas: dict[str, Colocada] = {}
        for _ in range(400):
            nuevas, d = _intento(tablero, atril, azar, letras)
            if not nuevas:
                continue
            try:
                r = p.calcular(nuevas, d)
            except ErrorPlanilla:
                continue
            if r.posicion is None:
                continue
            texto = f"{r.posicion.fise()} {r.principal.texto}"
            if texto not in vistas:
                vistas[texto] = Colocada(tuple(sorted(nuevas.items())), d, r.puntos, texto)
        if not vistas:
            raise AssertionError("sin jugadas legales: otra semilla")
        orden = sorted(vistas.values(), key=lambda x: (-x.puntos, x.texto))
        maestra = orden[0]
        otras: list[Colocada] = []
        for o in orden[1:]:
            if o.puntos >= maestra.puntos or (otras and o.puntos == otras[-1].puntos):
                continue
            juicio, decision = p.juzgar(o.texto)
            if juicio.valida and decision.puntos == o.puntos:
                otras.append(o)
            if len(otras) == 4:
                break
        p.anotar_maestra_colocacion(dict(maestra.nuevas), maestra.direccion)
        partida.append(RondaMaestra(fila.texto_atril or texto_atril(fila.atril), maestra, tuple(otras)))
    return p, partida


# ------------------------------------------------------------------ el plan de cada participante

@dataclass(frozen=True)
class Hace:
    """Lo que entrega un participante en una ronda."""

    que: str
    """``maestra``, ``otra``, ``cero`` o ``nada`` (sin papeleta: cero al cerrar la ronda)."""
    otra: int = 0
    declarados: str = ""
    """``bien``, ``mal`` o vacío (sin puntos)."""
    motivo: Motivo | None = None


@dataclass
class Plan:
    salas: tuple[str, ...]
    jugadores: int
    """Por sala."""
    partida: list[RondaMaestra]
    hace: list[dict[tuple[int, int], Hace]] = field(default_factory=list)
    """Por ronda: (sala, participante) → lo que entrega (solo quienes juegan)."""
    avisos: list[list[tuple[int, int]]] = field(default_factory=list)
    penalizaciones: list[list[tuple[int, int, int]]] = field(default_factory=list)
    situaciones: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)

    def inscritos(self, sala: int) -> list[Inscrito]:
        """Nombres como los de un torneo («Apellido Apellido, Nombre»), distintos dentro de cada sala."""
        return [Inscrito(f"{APELLIDOS[i % 20]} {APELLIDOS[(i // 20 + 3 * sala) % 20]}, {NOMBRES[(i + 7 * sala) % 20]}",
                         i + 1, f"L{sala:02d}{i + 1:04d}", CLUBES[(i + sala) % len(CLUBES)])
                for i in range(self.jugadores)]

    def juega(self, sala: int, i: int, ronda: int) -> bool:
        situacion, desde = self.situaciones.get((sala, i), ("presente", 1))
        return (situacion == "presente" or (situacion == "tarde" and ronda >= desde)
                or (situacion == "retirado" and ronda < desde))


def plan(salas: tuple[str, ...], jugadores: int, partida: list[RondaMaestra], semilla: int) -> Plan:
    """Lo que hace cada participante en cada ronda. Cada tres rondas una es difícil: solo un participante de
    todo el campo da con la maestra y solo otro con la mejor jugada por debajo (bonificaciones que ninguna sala
    ve sola); en las demás, más de la mitad da la maestra."""
    azar = random.Random(semilla)
    pl = Plan(salas, jugadores, partida)
    for s in range(len(salas)):
        if jugadores >= 10:
            pl.situaciones[(s, 2)] = ("ausente", 1)
            pl.situaciones[(s, 5)] = ("tarde", 3)
            pl.situaciones[(s, 8)] = ("retirado", min(10, len(partida)))
    todos = [(s, i) for s in range(len(salas)) for i in range(jugadores)]
    for n, ronda in enumerate(partida, start=1):
        juegan = [x for x in todos if pl.juega(x[0], x[1], n)]
        hace: dict[tuple[int, int], Hace] = {}
        dificil = n % 3 == 2 and len(ronda.otras) >= 2
        orden = juegan[:]
        azar.shuffle(orden)
        for k, x in enumerate(orden):
            suerte = azar.random()
            if dificil:
                if k == 0:
                    hace[x] = Hace("maestra")
                elif k == 1:
                    hace[x] = Hace("otra", 0, "bien")
                elif suerte < 0.1:
                    hace[x] = Hace("cero", motivo=azar.choice(MOTIVOS_CERO))
                elif suerte < 0.13:
                    hace[x] = Hace("nada")
                else:
                    hace[x] = Hace("otra", azar.randrange(1, len(ronda.otras)), azar.choice(("bien", "mal", "")))
            elif suerte < 0.6 or not ronda.otras:
                hace[x] = Hace("maestra")
            elif suerte < 0.7:
                hace[x] = Hace("cero", motivo=azar.choice(MOTIVOS_CERO))
            elif suerte < 0.73:
                hace[x] = Hace("nada")
            else:
                hace[x] = Hace("otra", azar.randrange(len(ronda.otras)), azar.choice(("bien", "bien", "mal", "")))
        pl.hace.append(hace)
        pl.avisos.append([azar.choice(juegan) for _ in range(azar.randint(0, 2))])
        pl.penalizaciones.append([(*azar.choice(juegan), azar.choice((5, 10))) for _ in range(azar.randint(0, 1))])
    return pl


def gemelos(pl: Plan, a: tuple[int, int], b: tuple[int, int]) -> Plan:
    """El mismo plan, con ``b`` (sala, participante) haciendo en cada ronda lo mismo que ``a`` (papeleta,
    avisos, penalizaciones y situación): empatan en todo, también en las maestras y la mejor jugada."""
    pl = copy.deepcopy(pl)
    for n in range(len(pl.partida)):
        pl.hace[n].pop(b, None)
        if a in pl.hace[n]:
            pl.hace[n][b] = pl.hace[n][a]
        pl.avisos[n] = [x for x in pl.avisos[n] if x != b] + [b for x in pl.avisos[n] if x == a]
        pl.penalizaciones[n] = [x for x in pl.penalizaciones[n] if x[:2] != b] + [
            (*b, x[2]) for x in pl.penalizaciones[n] if x[:2] == a]
    pl.situaciones.pop(b, None)
    if a in pl.situaciones:
        pl.situaciones[b] = pl.situaciones[a]
    return pl


def _texto(ronda: RondaMaestra, h: Hace) -> str:
    o = ronda.otras[h.otra]
    if h.declarados == "bien":
        return f"{o.texto} {o.puntos}"
    if h.declarados == "mal":
        return f"{o.texto} {o.puntos + 1}"
    return o.texto


def jugar_ronda(p: PlanillaDuplicada, pl: Plan, n: int, indice: dict[tuple[int, int], int],
                maestra: Colocada | None = None) -> None:
    """Anota la ronda ``n`` del plan en ``p`` para los participantes de ``indice`` ((sala, i) → participante
    de ``p``): atril, maestra (``maestra``, si la sala teclea otra), papeletas agrupadas por jugada (un evento
    cada grupo, como la tecla de varias mesas), avisos, penalizaciones y el cierre."""
    ronda = pl.partida[n - 1]
    p.nueva_ronda(ronda.atril)
    m = maestra or ronda.maestra
    p.anotar_maestra_colocacion(dict(m.nuevas), m.direccion)
    grupos: dict[tuple[object, ...], list[int]] = defaultdict(list)
    for x, h in sorted(pl.hace[n - 1].items()):
        if x in indice and h.que != "nada":
            grupos[(h.que, h.otra, h.declarados, h.motivo.value if h.motivo else "")].append(indice[x])
    for (que, _o, _d, _m), quienes in sorted(grupos.items(), key=lambda kv: str(kv[0])):
        h = pl.hace[n - 1][next(x for x, i in indice.items() if i == quienes[0])]
        if que == "maestra":
            p.anotar_maestra_a(quienes)
        elif que == "cero":
            assert h.motivo is not None
            p.anotar_cero(quienes, h.motivo)
        else:
            p.anotar_papeleta(quienes, _texto(ronda, h))
    for x in pl.avisos[n - 1]:
        if x in indice:
            p.dar_aviso([indice[x]], "disciplina")
    for s, i, puntos in pl.penalizaciones[n - 1]:
        if (s, i) in indice:
            p.penalizar([indice[(s, i)]], puntos, "ruido")
    if p.faltan(n):
        p.cerrar_ronda(n)


def _situaciones(p: PlanillaDuplicada, pl: Plan, indice: dict[tuple[int, int], int]) -> None:
    for x, (situacion, desde) in sorted(pl.situaciones.items()):
        if x in indice:
            p.marcar_situacion([indice[x]], situacion, desde)


def sala(pl: Plan, s: int, reglas: ReglasArbitraje) -> tuple[PlanillaDuplicada, dict[tuple[int, int], int]]:
    """La partida de la sala ``s``, aún sin rondas (se juegan con ``jugar_ronda``)."""
    p = PlanillaDuplicada(nueva_sala(pl.inscritos(s), reglas))
    indice = {(s, i): i for i in range(pl.jugadores)}
    _situaciones(p, pl, indice)
    return p, indice


@contextmanager
def sin_tope() -> Iterator[None]:
    """Una sala de más de 200 (la referencia de un campo de 2000): el tope de la sala se levanta solo aquí."""
    antes = eventos.MAX_PARTICIPANTES_ARBITRAJE
    for modulo in (estado, eventos):
        modulo.MAX_PARTICIPANTES_ARBITRAJE = 100_000  # type: ignore[misc]
    try:
        yield
    finally:
        for modulo in (estado, eventos):
            modulo.MAX_PARTICIPANTES_ARBITRAJE = antes  # type: ignore[misc]


def referencia(pl: Plan, reglas: ReglasArbitraje) -> PlanillaDuplicada:
    """Todo el campo en una sola sala (el mismo plan, anotado por el núcleo): la clasificación de verdad."""
    inscritos = []
    indice: dict[tuple[int, int], int] = {}
    for s in range(len(pl.salas)):
        for i, x in enumerate(pl.inscritos(s)):
            indice[(s, i)] = len(inscritos)
            inscritos.append(Inscrito(x.nombre, s * 1000 + x.mesa,
                                      x.licencia, x.club))
    with sin_tope():
        p = PlanillaDuplicada(nueva_sala(inscritos, reglas))
        _situaciones(p, pl, indice)
        for n in range(1, len(pl.partida) + 1):
            jugar_ronda(p, pl, n, indice)
    return p


# ------------------------------------------------------------------ los archivos, sellados como los publica un portátil

_ids = (f"{n:032x}" for n in itertools.count(0xB0000000000000000000000000000001))


def nuevo() -> str:
    return next(_ids)


@dataclass
class EventoSalas:
    """Un torneo de duplicada por salas en memoria: ``torneo.json`` y los archivos de cada portátil."""

    salas: tuple[str, ...]
    reglas: ReglasArbitraje
    rondas: int = 100
    torneo: Torneo = field(init=False)
    portatiles: dict[str, str] = field(default_factory=dict)
    secuencias: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.torneo = Torneo(nuevo(), "Open por salas", DUPLICADA, (), self.rondas, self.reglas.clave, nuevo(),
                             self.salas, self.reglas)
        self.portatiles = {s: nuevo() for s in self.salas}

    @property
    def director(self) -> str:
        return self.torneo.director

    @property
    def evento(self) -> str:
        return self.torneo.evento

    def archivo(self, portatil: str, tipo: str, datos: dict[str, object], secuencia: int | None = None
                ) -> tuple[str, bytes]:
        if secuencia is None:
            secuencia = self.secuencias.get(portatil, 0) + 1
        self.secuencias[portatil] = max(secuencia, self.secuencias.get(portatil, 0))
        sobre = sellar(self.evento, portatil, secuencia, tipo, datos)
        carpeta = "direccion" if tipo in DEL_DIRECTOR else "mesas"
        return f"{carpeta}/{sobre.nombre}", contenido(sobre)

    def union(self, sala: str, portatil: str | None = None) -> tuple[str, bytes]:
        return self.archivo(portatil or self.portatiles[sala], SALA, UnionSala(sala).a_datos())

    def maestras(self, p: PlanillaDuplicada, desde: int = 1, partida: int = 1) -> list[tuple[str, bytes]]:
        """Las rondas ``desde``… de la partida maestra de ``p`` (la partida ``partida`` del torneo), con su
        cadena."""
        js = [j for j in jugadas(p) if j is not None]
        eslabones = cadena(self.evento, js, partida)
        return [self.archivo(self.director, MAESTRA, MaestraRonda(
            j, eslabones[i - 1] if i else origen(self.evento, partida), eslabones[i], partida).a_datos())
            for i, j in enumerate(js) if j.ronda >= desde]

    def ronda(self, sala: str, p: PlanillaDuplicada, ronda: int, portatil: str | None = None, partida: int = 1
              ) -> tuple[str, bytes]:
        return self.archivo(portatil or self.portatiles[sala], RONDA,
                            ronda_de_sala(p, sala, ronda, self.evento, partida).a_datos())

    def impresa(self, hasta: int, huellas: tuple[str, ...], partida: int = 1) -> tuple[str, bytes]:
        return self.archivo(self.director, IMPRESION, Impresion(hasta, huellas, partida).a_datos())

    def desempate(self, d: Desempate, portatil: str | None = None) -> tuple[str, bytes]:
        return self.archivo(portatil or self.director, DESEMPATE, d.a_datos())


@dataclass
class SalaMontada:
    """Una sala de un torneo montado en disco: su carpeta de datos, su portátil y su partida jugada."""

    datos: Path
    portatil: Portatil
    juego: PlanillaDuplicada


def montar_salas(raiz: Path, salas: tuple[str, ...], jugadores: int, rondas: int, reglas: ReglasArbitraje, *,
                 sin_publicar: tuple[str, int] | None = None
                 ) -> tuple[Path, Torneo, Plan, PlanillaDuplicada, dict[str, SalaMontada]]:
    """Un torneo por salas de verdad, en ``raiz`` (lo que miden los bench): la carpeta del torneo con la partida
    maestra publicada por el director y cada sala unida, jugada y con sus rondas publicadas (salvo
    ``sin_publicar``, (sala, ronda)). Devuelve la carpeta, el torneo, el plan, la partida maestra y las salas."""
    maestro, partida = partida_maestra(rondas, 31, reglas)
    pl = plan(salas, jugadores, partida, 17)
    carpeta, director = raiz / "torneo", raiz / "director"
    t = crear_duplicada(carpeta, director, nombre="Bench", salas=salas, reglas=reglas)
    dp = c.leer_portatil(director, t.evento)
    assert dp is not None
    publicar_maestra(director, dp, carpeta, t, maestro, {})
    montadas: dict[str, SalaMontada] = {}
    for k, s in enumerate(salas):
        datos = raiz / f"sala-{s}"
        p, _sobre = unirse_sala(carpeta, datos, s)
        juego, indice = sala(pl, k, reglas)
        for n in range(1, rondas + 1):
            jugar_ronda(juego, pl, n, indice)
            if (s, n) != sin_publicar:
                p, _sobre = c.publicar(datos, p, carpeta, RONDA, ronda_de_sala(juego, s, n, t.evento).a_datos())
        montadas[s] = SalaMontada(datos, p, juego)
    return carpeta, t, pl, maestro, montadas
