"""La fusión de un torneo de duplicada por salas: todas las salas juntas, una sola clasificación de todo el campo.

Como ``fusion.fusionar`` (cuyos pasos de lectura, decisiones y clones usa), ``fusionar_salas`` es una función
pura de los bytes presentes: determinista, idempotente e independiente del orden de llegada.

Las bonificaciones (maestra en solitario, «subtop») dependen de todo el campo: ninguna sala las puede calcular
sola. La fusión junta las rondas de todas las salas en una sola hoja (una fila por ronda con los puntos de
todos los participantes, la maestra publicada y los avisos y penalizaciones) y la clasifica con la misma función
que una sala sola (``clasificacion_sala``, que usa ``arbitraje.bonificaciones``). Solo cuentan las rondas que
todas las salas unidas ya publicaron y que coinciden con la partida maestra: una ronda a medias compararía a
unos participantes con otros que aún no la tienen.

Conflictos con nombre (los de ``fusion`` —copias en conflicto, clones— y además):

- ``sala:S``: dos portátiles dicen llevar la sala S (el director elige uno: ``elegir``).
- ``maestra:S:R``: la sala S tecleó en la ronda R otro atril u otra maestra que la partida publicada; sus rondas
  desde la R no cuentan hasta que la corrija (o el director acepte ese archivo: ``elegir``).
- ``cadena:maestra:R`` / ``cadena:S:R``: una ronda que no sigue a la anterior publicada (se corrigió una ronda
  anterior sin volver a publicar las siguientes).
- ``falta:S:R``: a la sala S le falta la ronda R que otras ya publicaron.
- ``sin_unir:S``: una sala del torneo que aún no se ha unido (la clasificación la espera; el director la puede
  dar por no jugada eligiendo su único candidato).
- ``licencia:L``: la misma licencia en dos participantes (de salas distintas o de la misma).
- ``reglas:S``: la sala S arbitra con otras reglas que las del torneo (sus ceros y avisos cuentan como los
  decidió su árbitro; las bonificaciones son las del torneo).
- ``impresa:S:R`` / ``impresa:maestra:R``: una corrección publicada después de imprimir la clasificación.
- ``desempate:H``: un desempate a muerte súbita del director (``H``, las primeras cifras de su huella) que nombra
  a quien no está en la clasificación (una licencia desconocida) o a participantes que ya no están empatados
  exactamente entre ellos (una sala corrigió algo, o no nombra a todos los empatados): no cuenta; el director
  anota otro con los empatados de ahora (el nuevo sustituye a los anteriores que nombran a alguno de ellos).

**Desempates.** La clasificación de todo el campo desempata como la de una sala: maestras encontradas, mejor
jugada y, si aún empatan, la muerte súbita. Solo el director la puede anotar (los empatados pueden estar en salas
distintas): es su archivo ``desempate`` (``duplicada.Desempate``), que nombra a los participantes por su licencia
(sin ella, por su sala y su mesa). Vale en la clasificación completa de su partida (no en las parciales) o en la
del torneo, mientras los que nombra sean exactamente los empatados de un puesto.

**Varias partidas.** ``fusionar_torneo_salas`` fusiona todas las partidas de la carpeta (una ``FusionSalas`` por
partida: su partida maestra, sus rondas contadas, su clasificación y sus conflictos) y da la clasificación del
torneo por la media de sus porcentajes (``publicacion.torneo_de_partidas``, la misma que la de varias partidas de un
portátil). En las partidas desde la 2 las claves de sus conflictos llevan delante la partida (``partida2:falta:A:3``);
las de la partida 1 son las de siempre. ``fusionar_salas`` da una partida (la 1 por omisión).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from app_planilla.nucleo.duplicada.clasificacion import FilaClasificacion
from app_planilla.nucleo.duplicada.clasificacion_sala import clasificacion_sala
from app_planilla.nucleo.duplicada.estado import FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import JugadaMaestra, PapeletaRonda
from app_planilla.nucleo.duplicada.publicacion import (
    CADA,
    ClasificacionTorneo,
    FilaFederacion,
    LineaPublicada,
    PartidaTorneo,
    csv_federacion,
    filas_federacion_torneo,
    nombre_normal,
    torneo_de_partidas,
)
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.duplicada import (
    PARTIDA_TORNEO,
    Anotado,
    Desempate,
    Impresion,
    MaestraRonda,
    Nombrado,
    RondaSala,
    UnionSala,
    diferencias,
    origen,
    texto_partida,
)
from app_planilla.nucleo.torneo.fusion import (
    Cache,
    Candidato,
    Conflicto,
    Datos,
    Pendiente,
    Rechazado,
    _Fusionador,
    corto,
)
from app_planilla.nucleo.torneo.modelos import DUPLICADA, DatosMalos, Decision, Torneo, leer_torneo
from app_planilla.nucleo.torneo.sobres import Sobre

SALA = "sala"
MAESTRA = "maestra"
CADENA = "cadena"
FALTA = "falta"
SIN_UNIR = "sin_unir"
LICENCIA = "licencia"
REGLAS = "reglas"
IMPRESA = "impresa"
DESEMPATE = "desempate"
PARCIALES = CADA
"""Clasificaciones parciales cada 3 rondas (la costumbre FISE y FISF)."""


@dataclass(frozen=True)
class Participante:
    """Un participante del campo: su sala y su mesa en ella (lo que lo identifica), y sus datos."""

    sala: str
    mesa: int
    nombre: str
    licencia: str = ""
    club: str = ""
    situacion: str = "presente"
    desde: int = 1


@dataclass(frozen=True)
class Linea:
    """Una línea de la clasificación de todo el campo."""

    participante: Participante
    fila: FilaClasificacion
    """La de ``clasificacion_sala`` (``fila.participante`` es el índice en ``FusionSalas.participantes``)."""


@dataclass(frozen=True)
class EstadoSala:
    sala: str
    portatil: str | None
    """El portátil que la lleva (``None``: aún no se ha unido o está en disputa)."""
    participantes: int
    contadas: int
    """Sus rondas seguidas desde la 1 que coinciden con la partida maestra."""
    publicadas: tuple[int, ...]
    """Las rondas que ha publicado (con su última versión presente)."""
    corregidas: tuple[int, ...]
    """Las rondas que ha publicado más de una vez (cuenta la última)."""
    espera: str = ""
    """Por qué su ronda siguiente aún no cuenta (vacío si no tiene nada esperando)."""


SIN_DESEMPATES = -1
"""La clave de ``FusionSalas._memo`` de la clasificación completa sin desempates (las demás son rondas, ≥ 0)."""


@dataclass(frozen=True)
class FusionSalas:
    torneo: Torneo
    salas: tuple[EstadoSala, ...]
    """Cada sala del torneo, en su orden."""
    maestras: dict[int, MaestraRonda]
    """Las rondas de la partida maestra que encadenan desde la 1."""
    contadas: int
    """Las rondas que cuentan en la clasificación: todas las salas unidas las tienen y coinciden."""
    participantes: tuple[Participante, ...]
    filas: tuple[FilaDuplicada, ...]
    """La hoja de todo el campo: una fila por ronda contada."""
    huellas_por_ronda: tuple[tuple[str, ...], ...]
    """Los archivos (maestra y salas) que cuentan en cada ronda contada."""
    conflictos: tuple[Conflicto, ...]
    pendientes: tuple[Pendiente, ...]
    rechazados: tuple[Rechazado, ...]
    copias: tuple[tuple[str, ...], ...]
    distintos: int
    impresa: Impresion | None = None
    """La última clasificación impresa por el director."""
    partida: int = 1
    """Qué partida del torneo es (1, 2…)."""
    desempates: tuple[tuple[int, ...], ...] = ()
    """Los desempates del director que valen en la clasificación completa (índices de ``participantes``, del
    mejor al peor)."""
    _memo: dict[int, tuple[Linea, ...]] = field(default_factory=dict, compare=False, repr=False)

    @property
    def reglas(self) -> ReglasArbitraje:
        return self.torneo.arbitraje or ReglasArbitraje()

    def clasificacion(self, hasta: int | None = None) -> tuple[Linea, ...]:
        """La clasificación de todo el campo tras las rondas contadas (o, con ``hasta``, la parcial de esas
        primeras rondas), con la misma función que una sala sola; los desempates del director, solo en la
        completa."""
        k = self.contadas if hasta is None else max(0, min(hasta, self.contadas))
        if k not in self._memo:
            self._memo[k] = self._clasificar(k, self.desempates if k == self.contadas else ())
        return self._memo[k]

    def _clasificar(self, k: int, desempates: tuple[tuple[int, ...], ...]) -> tuple[Linea, ...]:
        if k == 0:
            return ()
        fuera = {i for i, p in enumerate(self.participantes) if p.situacion == "ausente"}
        retirados = {i for i, p in enumerate(self.participantes) if p.situacion == "retirado"}
        filas = clasificacion_sala(self.filas[:k], len(self.participantes), self.reglas, fuera=fuera,
                                   retirados=retirados, desempates=desempates)
        return tuple(Linea(self.participantes[x.participante], x) for x in filas)

    def sin_desempates(self) -> tuple[Linea, ...]:
        """La clasificación completa sin los desempates del director (la que comprueba uno nuevo; la ventana la
        pide al moverse por la tabla, así que se guarda: ``SIN_DESEMPATES``)."""
        if not self.desempates:
            return self.clasificacion()
        if SIN_DESEMPATES not in self._memo:
            self._memo[SIN_DESEMPATES] = self._clasificar(self.contadas, ())
        return self._memo[SIN_DESEMPATES]

    def empates(self) -> tuple[tuple[Linea, ...], ...]:
        """Los grupos que comparten puesto en la clasificación completa (los que se desempatan a muerte súbita)."""
        grupos: dict[int, list[Linea]] = defaultdict(list)
        for x in self.clasificacion():
            grupos[x.fila.puesto].append(x)
        return tuple(tuple(g) for g in grupos.values() if len(g) > 1)

    def partida_torneo(self) -> PartidaTorneo:
        """Esta partida (su clasificación completa) para la clasificación del torneo por la media."""
        return PartidaTorneo(tuple(LineaPublicada(x.fila, x.participante.mesa, x.participante.nombre,
                                                  x.participante.licencia, x.participante.club)
                                   for x in self.clasificacion()), self.suma_maestras())

    def parciales(self, cada: int = PARCIALES) -> tuple[int, ...]:
        """Las rondas de las clasificaciones parciales (cada ``cada``) que ya cuentan."""
        return tuple(range(cada, self.contadas + 1, cada)) if cada > 0 else ()

    def huellas_hasta(self, hasta: int) -> tuple[str, ...]:
        """Los archivos que cuentan en las ``hasta`` primeras rondas (lo que se guarda al imprimir)."""
        return tuple(sorted(h for r in self.huellas_por_ronda[:hasta] for h in r))

    def suma_maestras(self, hasta: int | None = None) -> int:
        k = self.contadas if hasta is None else min(hasta, self.contadas)
        return sum(m.jugada.puntos for r, m in self.maestras.items() if r <= k)

    def estado(self, sala: str) -> EstadoSala | None:
        return next((e for e in self.salas if e.sala == sala), None)


@dataclass
class CacheSalas(Cache):
    """La caché de lecturas de ``fusion`` más las filas de la hoja ya juntadas (por los archivos de los que
    salen): tras una ronda nueva de una sala solo se juntan las filas que cambian. No cambia el resultado."""

    _filas: dict[tuple[object, ...], FilaDuplicada] = field(default_factory=dict)

    def fila(self, clave: tuple[object, ...], hacer: Callable[[], FilaDuplicada]) -> FilaDuplicada:
        fila = self._filas.get(clave)
        if fila is None:
            fila = self._filas[clave] = hacer()
        return fila

    def podar_filas(self, usadas: set[tuple[object, ...]]) -> None:
        self._filas = {k: v for k, v in self._filas.items() if k in usadas}


# ------------------------------------------------------------------ la fusión

def clave_partida(partida: int, clave: str) -> str:
    """La clave de un conflicto de una partida: la de siempre en la 1; desde la 2, con la partida delante."""
    return clave if partida == 1 else f"partida{partida}:{clave}"


class _FusionadorSalas(_Fusionador):
    def __init__(self, torneo: Torneo) -> None:
        super().__init__(torneo)
        self.por_nombre = {s.casefold(): s for s in torneo.salas}

    def sala(self, nombre: str) -> str | None:
        return self.por_nombre.get(nombre.casefold())

    def uniones_sala(self, vivos: dict[str, tuple[Sobre, Datos]]) -> tuple[dict[str, str], set[str], set[str]]:
        """Portátil → sala (las uniones aceptadas), los portátiles en disputa y los descartados por el director."""
        ultimas: dict[str, tuple[int, str, str]] = {}
        for h, (sobre, datos) in vivos.items():
            if not isinstance(datos, UnionSala):
                continue
            sala = self.sala(datos.sala)
            if sala is None:
                self.rechazar([h], _("la sala «{sala}» no es de este torneo (tiene {salas})").format(
                    sala=datos.sala, salas=", ".join(self.t.salas)))
                continue
            previa = ultimas.get(sobre.portatil)
            if previa is None or (sobre.secuencia, h) > previa[:2]:
                ultimas[sobre.portatil] = (sobre.secuencia, h, sala)
        por_sala: dict[str, list[str]] = defaultdict(list)
        for portatil, (_s, _h, sala) in ultimas.items():
            por_sala[sala].append(portatil)
        salas: dict[str, str] = {}
        disputa: set[str] = set()
        descartados: set[str] = set()
        for sala, portatiles in sorted(por_sala.items()):
            if len(portatiles) == 1:
                salas[portatiles[0]] = sala
                continue
            clave = f"sala:{sala}"
            huellas = [ultimas[p][1] for p in portatiles]
            elegido = self.elegido(clave, huellas)
            if elegido is None:
                disputa.update(portatiles)
                self.conflicto(SALA, clave, _(
                    "Los portátiles {portatiles} dicen llevar la sala {sala}: no cuenta nada de ella hasta que el "
                    "director elija uno."
                ).format(portatiles=", ".join(sorted(corto(p) for p in portatiles)), sala=sala), huellas)
                continue
            for p in portatiles:
                if ultimas[p][1] == elegido:
                    salas[p] = sala
                else:
                    descartados.add(p)
        return salas, disputa, descartados

    def maestras(self, vivos: dict[str, tuple[Sobre, Datos]], partida: int = 1) -> dict[int, tuple[str, MaestraRonda]]:
        """Las rondas de la partida maestra de ``partida`` que encadenan desde la 1 (la última publicada de cada
        ronda)."""
        ultimas: dict[int, tuple[int, str, MaestraRonda]] = {}
        for h, (sobre, datos) in vivos.items():
            if not isinstance(datos, MaestraRonda) or datos.partida != partida:
                continue
            if datos.ronda > self.t.rondas:
                self.rechazar([h], _("la ronda no es de este torneo"))
                continue
            previa = ultimas.get(datos.ronda)
            if previa is None or (sobre.secuencia, h) > previa[:2]:
                ultimas[datos.ronda] = (sobre.secuencia, h, datos)
        validas: dict[int, tuple[str, MaestraRonda]] = {}
        anterior = origen(self.t.evento, partida)
        for r in range(1, max(ultimas, default=0) + 1):
            if r not in ultimas:
                self.pendiente([ultimas[x][1] for x in sorted(ultimas) if x > r], _(
                    "falta la ronda {ronda} de la partida maestra").format(ronda=r))
                break
            _s, h, m = ultimas[r]
            if m.anterior != anterior:
                siguientes = [ultimas[x][1] for x in sorted(ultimas) if x >= r]
                self.conflicto(CADENA, clave_partida(partida, f"cadena:maestra:{r}"), _(
                    "La ronda {ronda} de la partida maestra no sigue a la anterior publicada (su cadena no "
                    "encadena): ¿se corrigió una ronda anterior sin volver a publicar las siguientes? Cuentan las "
                    "rondas 1 a {previa}."
                ).format(ronda=r, previa=r - 1), siguientes)
                break
            validas[r] = (h, m)
            anterior = m.cadena
        return validas


def _fila(ronda: int, maestra: MaestraRonda, columnas: list[Anotado | None]) -> FilaDuplicada:
    """La fila de la hoja de todo el campo en una ronda."""
    j = maestra.jugada
    puntos = tuple(None if a is None else a.puntos for a in columnas)
    papeletas: list[PapeletaRonda | None] = [None] * len(columnas)
    con_papeleta = False
    for i, a in enumerate(columnas):
        if a is not None and (a.avisos or a.penalizacion):
            # Solo los avisos y la penalización de la ronda: lo demás de la papeleta no cambia la clasificación.
            papeletas[i] = PapeletaRonda(ronda, (i,), a.puntos or 0, a.motivo, avisos=a.avisos,
                                         penalizacion=a.penalizacion)
            con_papeleta = True
    return FilaDuplicada(ronda, puntos, j.atril, maestra=JugadaMaestra(ronda, j.puntos, j.coordenada, j.palabra),
                         papeletas=tuple(papeletas) if con_papeleta else ())


@dataclass(frozen=True)
class TorneoSalas:
    """Todas las partidas de un torneo de duplicada por salas, fusionadas, y la clasificación del torneo."""

    torneo: Torneo
    partidas: tuple[FusionSalas, ...]
    """Una por partida (la 1 primero); siempre al menos la 1."""
    conflictos: tuple[Conflicto, ...]
    """Los de la carpeta y los de todas las partidas."""
    pendientes: tuple[Pendiente, ...]
    rechazados: tuple[Rechazado, ...]
    copias: tuple[tuple[str, ...], ...]
    distintos: int
    desempates: tuple[tuple[tuple[int, int], ...], ...] = ()
    """Los desempates del director que valen en la clasificación del torneo: (índice de la partida, participante
    de ella), del mejor al peor."""
    _memo: dict[str, ClasificacionTorneo] = field(default_factory=dict, compare=False, repr=False)

    @property
    def numeros(self) -> tuple[int, ...]:
        return tuple(f.partida for f in self.partidas)

    def partida(self, numero: int) -> FusionSalas:
        """La fusión de la partida ``numero`` (1, 2…)."""
        return self.partidas[numero - 1]

    @property
    def varias(self) -> bool:
        return len(self.partidas) > 1

    def clasificacion(self) -> ClasificacionTorneo:
        """La clasificación del torneo por la media de los porcentajes de sus partidas (con sus desempates)."""
        if "torneo" not in self._memo:
            self._memo["torneo"] = torneo_de_partidas([f.partida_torneo() for f in self.partidas], self.desempates)
        return self._memo["torneo"]

    def sin_desempates(self) -> ClasificacionTorneo:
        """La del torneo sin los desempates del director (la que comprueba uno nuevo)."""
        if not self.desempates:
            return self.clasificacion()
        if "sin" not in self._memo:
            self._memo["sin"] = torneo_de_partidas([f.partida_torneo() for f in self.partidas])
        return self._memo["sin"]

    def empates(self) -> tuple[tuple[int, ...], ...]:
        """Los grupos (índices de ``clasificacion().filas``) que comparten puesto en la del torneo."""
        grupos: dict[int, list[int]] = defaultdict(list)
        for j, x in enumerate(self.clasificacion().filas):
            grupos[x.puesto].append(j)
        return tuple(tuple(g) for g in grupos.values() if len(g) > 1)


def _participante_de(n: Nombrado, participantes: tuple[Participante, ...]) -> list[int]:
    """Los participantes de una partida que son ``n``: por su licencia o, sin ella, por su sala y su mesa."""
    licencia = n.licencia.strip().casefold()
    if licencia:
        return [i for i, p in enumerate(participantes) if p.licencia.strip().casefold() == licencia]
    return [i for i, p in enumerate(participantes) if p.sala.casefold() == n.sala.casefold() and p.mesa == n.mesa]


def _vigentes(lista: list[tuple[int, str, Desempate]]) -> list[tuple[str, Desempate]]:
    """Los desempates que siguen en pie: uno posterior sustituye a los anteriores que nombran a alguno de los
    suyos."""
    vigentes: list[tuple[str, Desempate, set[str]]] = []
    for _s, h, d in sorted(lista, key=lambda x: (x[0], x[1])):
        suyos = {n.clave for n in d.orden}
        vigentes = [v for v in vigentes if not v[2] & suyos]
        vigentes.append((h, d, suyos))
    return [(h, d) for h, d, _x in vigentes]


def _validar_desempates(f: _FusionadorSalas, lista: list[tuple[int, str, Desempate]],
                        buscar: Callable[[Nombrado], list[int]], puestos: Mapping[int, int],
                        nombre_de: Callable[[int], str]) -> list[tuple[int, ...]]:
    """Los desempates vigentes de una clasificación que valen (los que nombran exactamente a los empatados de un
    puesto), como los índices de ``buscar``; los demás, conflicto con nombre. ``puestos``: el de cada índice en
    la clasificación sin desempates."""
    por_puesto: dict[int, list[int]] = defaultdict(list)
    for i, puesto in puestos.items():
        por_puesto[puesto].append(i)
    validos: list[tuple[int, ...]] = []
    for h, d in _vigentes(lista):
        clasificacion = texto_partida(d.partida)
        orden = " > ".join(n.texto for n in d.orden)
        clave = f"{DESEMPATE}:{h[:12]}"
        indices: list[int] = []
        desconocidos: list[str] = []
        for n in d.orden:
            hallados = [i for i in buscar(n) if i in puestos]
            if len(hallados) == 1:
                indices.append(hallados[0])
            else:
                desconocidos.append(n.texto)
        if desconocidos:
            f.conflictos.append(Conflicto(DESEMPATE, clave, _(
                "El desempate de la {clasificacion} ({orden}) nombra a {quien}, que no está (o no es uno solo) en "
                "esa clasificación: no cuenta. Anote otro con los empatados de ahora."
            ).format(clasificacion=clasificacion, orden=orden, quien="; ".join(desconocidos)),
                archivos=f.nombres_de(h)))
            continue
        primeros = {puestos[i] for i in indices}
        empatados = por_puesto[puestos[indices[0]]]
        if len(primeros) > 1 or len(set(indices)) != len(indices) or set(empatados) != set(indices):
            if len(primeros) > 1:
                detalle = _("ya no empatan: {puestos}").format(puestos="; ".join(
                    _("{nombre}, puesto {puesto}").format(nombre=nombre_de(i), puesto=puestos[i]) for i in indices))
            else:
                detalle = _("con ellos empata también {otros}").format(otros="; ".join(
                    nombre_de(i) for i in empatados if i not in indices))
            f.conflictos.append(Conflicto(DESEMPATE, clave, _(
                "El desempate de la {clasificacion} ({orden}) no es entre los empatados de un puesto ({detalle}): no "
                "cuenta. Anote otro con los empatados de ahora."
            ).format(clasificacion=clasificacion, orden=orden, detalle=detalle), archivos=f.nombres_de(h)))
            continue
        validos.append(tuple(indices))
    return validos


def fusionar_salas(torneo: bytes | Torneo, archivos: Mapping[str, bytes], cache: Cache | None = None,
                   partida: int = 1) -> FusionSalas:
    """La partida ``partida`` (la 1 por omisión) de todos los archivos presentes de un torneo de duplicada por
    salas, fusionada; ``torneo`` es su ``torneo.json``. Pura: ``cache`` (mejor una ``CacheSalas``) solo ahorra
    volver a leer y a juntar. Sus conflictos son los de la carpeta y los de esa partida."""
    return fusionar_torneo_salas(torneo, archivos, cache, al_menos=partida).partida(partida)


def fusionar_torneo_salas(torneo: bytes | Torneo, archivos: Mapping[str, bytes], cache: Cache | None = None, *,
                          al_menos: int = 1) -> TorneoSalas:
    """Todas las partidas de los archivos presentes de un torneo de duplicada por salas (al menos ``al_menos``:
    las que aún no tienen archivos salen vacías), fusionadas, con la clasificación del torneo. Pura."""
    t = torneo if isinstance(torneo, Torneo) else leer_torneo(torneo)
    if t.clase != DUPLICADA:
        raise DatosMalos(_("el torneo no es de duplicada por salas"))
    f = _FusionadorSalas(t)
    cache = cache if cache is not None else CacheSalas()
    f.leer(archivos, cache)
    cache.podar()
    f.decisiones()
    vivos = f.clones()
    for h, (_sobre, datos) in sorted(vivos.items()):
        if not isinstance(datos, UnionSala | MaestraRonda | RondaSala | Impresion | Decision | Desempate):
            f.rechazar([h], _("no es de un torneo de duplicada por salas"))
    salas_de, disputa, descartados = f.uniones_sala(vivos)
    unidas = set(salas_de.values())
    en_disputa = sorted({s for s in t.salas if any(c.clave == f"sala:{s}" for c in f.conflictos)})

    # Las salas que no se han unido: se esperan (sus participantes cambiarían las bonificaciones de todos),
    # salvo que el director las dé por no jugadas (``elegir sin_unir:S``).
    empezado = bool(salas_de or disputa or any(isinstance(d, RondaSala) for _s, d in vivos.values()))
    no_juega = origen(t.evento)
    sin_unir: set[str] = set()
    for sala in t.salas:
        if sala in en_disputa or sala in unidas:
            continue
        clave = f"sin_unir:{sala}"
        if f.elegido(clave, [no_juega]) is None:
            sin_unir.add(sala)
            if empezado:
                f.conflictos.append(Conflicto(SIN_UNIR, clave, _(
                    "La sala {sala} aún no se ha unido al torneo: la clasificación la espera. Si no va a jugar, el "
                    "director la puede dar por no jugada."
                ).format(sala=sala), (Candidato(no_juega, t.director, (), _(
                    "la sala {sala} no juega: clasificar sin ella").format(sala=sala)),)))

    numeros = {1, al_menos}
    for _s, d in vivos.values():
        if isinstance(d, MaestraRonda | RondaSala | Impresion) or (
                isinstance(d, Desempate) and d.partida != PARTIDA_TORNEO):
            numeros.add(d.partida)
    comunes = (len(f.conflictos), len(f.pendientes), len(f.rechazados))
    usadas: set[tuple[object, ...]] = set()
    partidas: list[FusionSalas] = []
    propios: list[tuple[list[Conflicto], list[Pendiente], list[Rechazado]]] = []
    for k in range(1, max(numeros) + 1):
        antes = (len(f.conflictos), len(f.pendientes), len(f.rechazados))
        partidas.append(_partida(f, t, vivos, k, cache, usadas, salas_de, disputa, descartados, en_disputa,
                                 sin_unir))
        propios.append((f.conflictos[antes[0]:], f.pendientes[antes[1]:], f.rechazados[antes[2]:]))
    if isinstance(cache, CacheSalas):
        cache.podar_filas(usadas)

    # Los desempates de la clasificación del torneo.
    del_torneo = [(sobre.secuencia, h, d) for h, (sobre, d) in vivos.items()
                  if isinstance(d, Desempate) and d.partida == PARTIDA_TORNEO]
    desempates: list[tuple[tuple[int, int], ...]] = []
    if del_torneo:
        partidas_torneo = [p.partida_torneo() for p in partidas]
        if not any(p.suma_maestras for p in partidas_torneo):
            f.pendiente([h for _s, h, _d in del_torneo], _("espera: el torneo aún no tiene ninguna ronda contada"))
        else:
            sin = torneo_de_partidas(partidas_torneo).filas
            # Cada persona de la clasificación del torneo, por su licencia o (sin ella) por su nombre; y la
            # partida y el participante de ella por los que se la nombra en los desempates.
            def buscar(n: Nombrado) -> list[int]:
                licencia = n.licencia.strip().casefold()
                if licencia:
                    return [j for j, x in enumerate(sin) if x.licencia.strip().casefold() == licencia]
                nombre = nombre_normal(n.nombre)
                return [j for j, x in enumerate(sin) if not x.licencia.strip() and nombre_normal(x.nombre) == nombre]

            validos = _validar_desempates(f, del_torneo, buscar, {j: x.puesto for j, x in enumerate(sin)},
                                          lambda j: sin[j].nombre)
            for orden in validos:
                desempates.append(tuple(_en_partida(partidas_torneo, sin[j].licencia, sin[j].nombre)
                                        for j in orden))

    copias = tuple(f.nombres_de(h) for h in sorted(f.nombres) if len(f.nombres[h]) > 1)
    comun_c, comun_p, comun_r = (f.conflictos[:comunes[0]], f.pendientes[:comunes[1]], f.rechazados[:comunes[2]])

    def ordenar_c(xs: list[Conflicto]) -> tuple[Conflicto, ...]:
        return tuple(sorted(xs, key=lambda c: (c.tipo, c.clave)))

    def ordenar_p(xs: list[Pendiente]) -> tuple[Pendiente, ...]:
        return tuple(sorted(xs, key=lambda p: (p.archivos, p.motivo)))

    def ordenar_r(xs: list[Rechazado]) -> tuple[Rechazado, ...]:
        return tuple(sorted(xs, key=lambda x: (x.archivos, x.motivo)))

    hechas = tuple(
        replace(p, conflictos=ordenar_c(comun_c + c), pendientes=ordenar_p(comun_p + pe),
                rechazados=ordenar_r(comun_r + r), copias=copias, distintos=len(f.archivos))
        for p, (c, pe, r) in zip(partidas, propios, strict=True))
    return TorneoSalas(t, hechas, ordenar_c(f.conflictos), ordenar_p(f.pendientes), ordenar_r(f.rechazados), copias,
                       len(f.archivos), tuple(desempates))


def _en_partida(partidas: list[PartidaTorneo], licencia: str, nombre: str) -> tuple[int, int]:
    """Una partida y un participante de ella que son la persona de la clasificación del torneo con esa licencia
    (o, sin ella, ese nombre), como los reconoce ``publicacion.torneo_de_partidas``."""
    clave = licencia.strip().casefold()
    for k, p in enumerate(partidas):
        for x in p.lineas:
            if (x.licencia.strip().casefold() == clave) if clave else (
                    not x.licencia.strip() and nombre_normal(x.nombre) == nombre_normal(nombre)):
                return k, x.fila.participante
    return -1, -1


def _partida(f: _FusionadorSalas, t: Torneo, vivos: dict[str, tuple[Sobre, Datos]], partida: int, cache: Cache,
             usadas: set[tuple[object, ...]], salas_de: dict[str, str], disputa: set[str], descartados: set[str],
             en_disputa: list[str], sin_unir: set[str]) -> FusionSalas:
    """Una partida del torneo: su partida maestra, las rondas de cada sala, lo que cuenta y sus conflictos (que
    se añaden a los de ``f``; las claves, con ``clave_partida``)."""
    k_ = partida

    def clave(texto: str) -> str:
        return clave_partida(k_, texto)

    maestras = f.maestras(vivos, partida)

    # La última ronda publicada por cada sala (las anteriores de la misma ronda quedan corregidas).
    publicadas: dict[tuple[str, int], list[tuple[int, str, RondaSala]]] = defaultdict(list)
    for h, (sobre, datos) in sorted(vivos.items()):
        if not isinstance(datos, RondaSala) or datos.partida != partida:
            continue
        sala = salas_de.get(sobre.portatil)
        if sobre.portatil in descartados:
            f.rechazar([h], _("el director eligió otro portátil para su sala"))
        elif sobre.portatil in disputa:
            f.pendiente([h], _("su portátil está en un conflicto de sala"))
        elif sala is None:
            f.pendiente([h], _("su portátil aún no ha publicado su unión como sala"))
        elif f.sala(datos.sala) != sala:
            f.rechazar([h], _("dice ser de la sala {sala} y su portátil lleva la sala {suya}").format(
                sala=datos.sala, suya=sala))
        elif datos.ronda > t.rondas:
            f.rechazar([h], _("la ronda no es de este torneo"))
        else:
            publicadas[(sala, datos.ronda)].append((sobre.secuencia, h, datos))
    ultimas: dict[tuple[str, int], tuple[str, RondaSala]] = {}
    corregidas: dict[str, list[int]] = defaultdict(list)
    for (sala_, ronda_), lista in publicadas.items():
        lista.sort(key=lambda x: (x[0], x[1]))
        ultimas[(sala_, ronda_)] = lista[-1][1:]
        if len(lista) > 1:
            corregidas[sala_].append(ronda_)
    unidas = set(salas_de.values())
    maxima = max((r for _s, r in ultimas), default=0)

    # Cada sala, ronda a ronda desde la 1: coincide con la partida maestra y sigue su cadena.
    contadas: dict[str, int] = {}
    esperas: dict[str, str] = {}
    for sala in t.salas:
        if sala in en_disputa:
            contadas[sala] = 0
            esperas[sala] = _("dos portátiles dicen llevarla")
            continue
        if sala not in unidas:
            if sala in sin_unir:
                contadas[sala] = 0
                esperas[sala] = _("no se ha unido al torneo")
            continue
        esperado = origen(t.evento, partida)
        hechas = 0
        propias = sorted(r for s, r in ultimas if s == sala)
        motivo = ""
        for r in range(1, max(propias, default=0) + 1):
            item = ultimas.get((sala, r))
            if item is None:
                motivo = _("falta su ronda {ronda}").format(ronda=r)
                break
            h, rs = item
            m = maestras.get(r)
            if m is None:
                motivo = _("la partida maestra aún no tiene la ronda {ronda}").format(ronda=r)
                break
            if rs.jugada != m[1].jugada:
                clave_m = clave(f"maestra:{sala}:{r}")
                if f.elegido(clave_m, [h]) is None:
                    f.conflicto(MAESTRA, clave_m, _(
                        "La sala {sala} tecleó en la ronda {ronda} otra partida: {diferencias}. Sus rondas desde la "
                        "{ronda} no cuentan hasta que la corrija y la vuelva a publicar (o el director acepte su "
                        "archivo)."
                    ).format(sala=sala, ronda=r, diferencias="; ".join(diferencias(rs.jugada, m[1].jugada))), [h])
                    motivo = _("su ronda {ronda} no es la de la partida maestra").format(ronda=r)
                    break
            if rs.anterior != esperado:
                f.conflicto(CADENA, clave(f"cadena:{sala}:{r}"), _(
                    "La ronda {ronda} de la sala {sala} no sigue a lo que la sala publicó antes (su cadena no "
                    "encadena): ¿corrigió una ronda anterior sin volver a publicar las siguientes?"
                ).format(sala=sala, ronda=r), [h])
                motivo = _("su ronda {ronda} no encadena").format(ronda=r)
                break
            esperado = rs.cadena
            hechas = r
        contadas[sala] = hechas
        esperas[sala] = motivo
        esperan = [ultimas[(sala, r)][0] for r in propias if r > hechas]
        if esperan:
            f.pendiente(esperan, _("espera: {motivo}").format(motivo=motivo))
    k = min((contadas[s] for s in contadas), default=0)

    # Lo que falta, con nombre: rondas que otras salas ya publicaron.
    for sala in t.salas:
        if sala in unidas:
            for r in range(contadas[sala] + 1, maxima + 1):
                if (sala, r) not in ultimas:
                    f.conflictos.append(Conflicto(FALTA, clave(f"falta:{sala}:{r}"), _(
                        "Falta la ronda {ronda} de la sala {sala}, que otras salas ya publicaron: la clasificación "
                        "no pasa de la ronda {contadas} hasta que llegue."
                    ).format(ronda=r, sala=sala, contadas=min(k, r - 1))))

    # El campo: la lista de cada sala en su última ronda contada, en el orden de las salas.
    participantes: list[Participante] = []
    columnas: list[tuple[str, int]] = []
    if k:
        for sala in t.salas:
            if sala not in unidas:
                continue
            for a in ultimas[(sala, k)][1].anotados:
                participantes.append(Participante(sala, a.mesa, a.nombre, a.licencia, a.club, a.situacion, a.desde))
                columnas.append((sala, a.mesa))
    filas: list[FilaDuplicada] = []
    huellas_por_ronda: list[tuple[str, ...]] = []
    clave_campo = tuple(columnas)  # la misma lista de participantes en el mismo orden: la fila no cuenta
    for r in range(1, k + 1):
        h_maestra, maestra = maestras[r]
        de_salas = tuple(ultimas[(s, r)][0] for s in t.salas if s in unidas)
        huellas_por_ronda.append((h_maestra, *de_salas))
        clave_fila = (partida, r, h_maestra, de_salas, clave_campo)
        usadas.add(clave_fila)

        def hacer(r: int = r, maestra: MaestraRonda = maestra) -> FilaDuplicada:
            por_sala = {s: {a.mesa: a for a in ultimas[(s, r)][1].anotados} for s in t.salas if s in unidas}
            return _fila(r, maestra, [por_sala[s].get(m) for s, m in columnas])

        filas.append(cache.fila(clave_fila, hacer) if isinstance(cache, CacheSalas) else hacer())

    # Licencias repetidas en todo el campo (con la última lista de cada sala, cuente ya o no).
    por_licencia: dict[str, list[tuple[str, Anotado]]] = defaultdict(list)
    for sala in t.salas:
        propias = sorted(r for s, r in ultimas if s == sala)
        if propias:
            for a in ultimas[(sala, propias[-1])][1].anotados:
                if a.licencia.strip():
                    por_licencia[a.licencia.strip().casefold()].append((sala, a))
    for _licencia, quienes in sorted(por_licencia.items()):
        if len(quienes) > 1:
            f.conflictos.append(Conflicto(LICENCIA, clave(f"licencia:{quienes[0][1].licencia.strip()}"), _(
                "La licencia {licencia} está en {quienes}: cada licencia es de un solo participante del torneo. "
                "Que la sala que se equivocó la corrija y vuelva a publicar."
            ).format(licencia=quienes[0][1].licencia.strip(), quienes="; ".join(
                _("la sala {sala}, mesa {mesa} ({nombre})").format(sala=s, mesa=a.mesa, nombre=a.nombre)
                for s, a in quienes))))

    # Reglas distintas de las del torneo.
    for sala in t.salas:
        propias = sorted(r for s, r in ultimas if s == sala)
        if propias and ultimas[(sala, propias[-1])][1].reglas != (t.arbitraje or ReglasArbitraje()):
            f.conflictos.append(Conflicto(REGLAS, clave(f"reglas:{sala}"), _(
                "La sala {sala} arbitra con otras reglas que las del torneo: sus ceros, avisos y penalizaciones "
                "cuentan como los decidió su árbitro; las bonificaciones son las del torneo."
            ).format(sala=sala)))

    # Correcciones publicadas después de imprimir la clasificación.
    impresa: Impresion | None = None
    ultima_impresion: tuple[int, str] | None = None
    for h, (sobre, datos) in vivos.items():
        if (isinstance(datos, Impresion) and datos.partida == partida
                and (ultima_impresion is None or (sobre.secuencia, h) > ultima_impresion)):
            ultima_impresion, impresa = (sobre.secuencia, h), datos
    if impresa is not None:
        impresas = set(impresa.huellas)
        for r in range(1, impresa.hasta + 1):
            m_r = maestras.get(r)
            if m_r is not None and m_r[0] not in impresas:
                f.conflictos.append(Conflicto(IMPRESA, clave(f"impresa:maestra:{r}"), _(
                    "La partida maestra se corrigió en la ronda {ronda} después de imprimir la clasificación tras "
                    "la ronda {hasta}: vuelva a imprimirla."
                ).format(ronda=r, hasta=impresa.hasta)))
            for sala in t.salas:
                item = ultimas.get((sala, r))
                if item is not None and item[0] not in impresas:
                    f.conflictos.append(Conflicto(IMPRESA, clave(f"impresa:{sala}:{r}"), _(
                        "La sala {sala} publicó una corrección de la ronda {ronda} después de imprimir la "
                        "clasificación tras la ronda {hasta}: vuelva a imprimirla."
                    ).format(sala=sala, ronda=r, hasta=impresa.hasta), archivos=f.nombres_de(item[0])))

    portatil_de = {s: p for p, s in salas_de.items()}
    estados = tuple(EstadoSala(
        s, portatil_de.get(s),
        len(ultimas[(s, max(r for x, r in ultimas if x == s))][1].anotados) if any(x == s for x, _r in ultimas)
        else 0,
        contadas.get(s, 0), tuple(sorted(r for x, r in ultimas if x == s)), tuple(sorted(corregidas.get(s, []))),
        esperas.get(s, ""),
    ) for s in t.salas)
    fusion = FusionSalas(
        t, estados, {r: m for r, (_h, m) in sorted(maestras.items())}, k, tuple(participantes), tuple(filas),
        tuple(huellas_por_ronda), (), (), (), (), 0, impresa, partida,
    )

    # Los desempates del director de esta partida: valen en su clasificación completa si nombran exactamente
    # a los empatados de un puesto.
    propios = [(sobre.secuencia, h, d) for h, (sobre, d) in vivos.items()
               if isinstance(d, Desempate) and d.partida == partida]
    if not propios:
        return fusion
    if not k:
        f.pendiente([h for _s, h, _d in propios], _("espera: la partida aún no tiene ninguna ronda contada"))
        return fusion
    sin = fusion._clasificar(k, ())
    validos = _validar_desempates(
        f, propios, lambda n: _participante_de(n, fusion.participantes),
        {x.fila.participante: x.fila.puesto for x in sin},
        lambda i: _("{nombre} ({sala}, mesa {mesa})").format(nombre=participantes[i].nombre,
                                                              sala=participantes[i].sala, mesa=participantes[i].mesa))
    return replace(fusion, desempates=tuple(validos), _memo={SIN_DESEMPATES: sin}) if validos else fusion


# ------------------------------------------------------------------ para la federación

def filas_federacion(fusion: FusionSalas, hasta: int | None = None) -> list[FilaFederacion]:
    """Las filas del CSV de la federación (``publicacion.csv_federacion``) de la clasificación de todo el campo
    de una partida, con la sala y la mesa de cada participante."""
    return [FilaFederacion(x.fila.puesto, x.participante.licencia, x.participante.nombre, x.participante.club,
                           x.fila.total, x.fila.porcentaje, x.fila.maestras, x.fila.bonificacion, x.fila.penalizacion,
                           x.participante.sala, x.participante.mesa) for x in fusion.clasificacion(hasta)]


def csv_federacion_salas(fusion: FusionSalas | TorneoSalas, hasta: int | None = None) -> str:
    """El CSV de la federación (``publicacion.csv_federacion``, el mismo que el de una sala sola) de una partida
    (tras ``hasta`` rondas) o, de un torneo de varias partidas, el de su clasificación por la media."""
    if isinstance(fusion, TorneoSalas):
        if not fusion.varias:
            return csv_federacion(filas_federacion(fusion.partidas[0], hasta))
        return csv_federacion(filas_federacion_torneo(fusion.clasificacion()))
    return csv_federacion(filas_federacion(fusion, hasta))
