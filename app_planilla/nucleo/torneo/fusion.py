"""La fusión: todos los archivos presentes en la carpeta del torneo → lo aceptado, lo pendiente y los conflictos.

``fusionar`` es una función pura: los mismos bytes dan el mismo resultado, en cualquier orden de llegada y
cuantas veces se llame. Los conflictos se muestran, nunca se adivinan: lo que está en conflicto no cuenta hasta
que el director publica una decisión que elige uno de los archivos candidatos (por su huella).

Claves de conflicto (las nombra la decisión del director):

- ``copia:NOMBRE``: una copia en conflicto del motor de sincronización (``*.sync-conflict-*``, «conflicted
  copy»); no se usa como dato, solo se señala.
- ``clon:PORTATIL:N``: el mismo portátil y número de orden con dos contenidos (una carpeta de datos copiada a
  otro portátil).
- ``mesa:M``: dos portátiles dicen llevar la mesa M.
- ``partida:D:R:M``: dos resultados distintos para la mesa M de la ronda R de la división D.
- ``jugador:D:R:N``: el jugador N en dos partidas (o en una partida y un descanso) de la ronda R.
- ``emparejamiento:D:R:M``: un resultado entre jugadores que no son los emparejados en su mesa.

Un archivo a medio copiar (no es JSON completo o su huella no cuadra) queda pendiente y se vuelve a mirar en la
siguiente fusión; los resultados de un portátil que aún no ha publicado su unión, también.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.duplicada import Desempate, Impresion, MaestraRonda, RondaSala, UnionSala
from app_planilla.nucleo.torneo.modelos import (
    DatosMalos,
    Decision,
    Descanso,
    Emparejamiento,
    Resultado,
    Torneo,
    Union,
    leer_torneo,
)
from app_planilla.nucleo.torneo.sobres import (
    DEL_DIRECTOR,
    DESEMPATE,
    EMPAREJAMIENTOS,
    IMPRESION,
    MAESTRA,
    RESULTADO,
    RONDA,
    SALA,
    UNION,
    ArchivoAMedias,
    ArchivoIlegible,
    Sobre,
    VersionNueva,
    abrir,
)

COPIA = "copia"
CLON = "clon"
MESA = "mesa"
PARTIDA = "partida"
JUGADOR = "jugador"
EMPAREJAMIENTO = "emparejamiento"

Datos = Union | Emparejamiento | Resultado | Decision | UnionSala | MaestraRonda | RondaSala | Impresion | Desempate
_DE_SALAS: dict[str, Callable[[dict[str, Any]], Datos]] = {
    SALA: UnionSala.de_datos, MAESTRA: MaestraRonda.de_datos, RONDA: RondaSala.de_datos, IMPRESION: Impresion.de_datos,
    DESEMPATE: Desempate.de_datos}
"""Los tipos de la duplicada por salas (``duplicada.py``; los fusiona ``fusion_salas``)."""

_COPIA_EN_CONFLICTO = re.compile(r"\.sync-conflict-|conflicted copy", re.IGNORECASE)


def es_temporal(nombre: str) -> bool:
    """Un archivo que se está escribiendo: el de Planilla (``.syncthing.NOMBRE.tmp``, que Syncthing no
    sincroniza) o el de Syncthing mientras recibe (``.syncthing.*.tmp``, ``~syncthing~*.tmp``)."""
    base = nombre.rsplit("/", 1)[-1]
    return base.endswith(".tmp") and base.startswith((".syncthing.", "~syncthing~"))


def es_copia_en_conflicto(nombre: str) -> bool:
    return _COPIA_EN_CONFLICTO.search(nombre.rsplit("/", 1)[-1]) is not None


# ------------------------------------------------------------------ el resultado de la fusión

@dataclass(frozen=True)
class Candidato:
    """Un archivo entre los que el director puede elegir para resolver un conflicto."""

    huella: str
    portatil: str
    archivos: tuple[str, ...]
    descripcion: str


@dataclass(frozen=True)
class Conflicto:
    tipo: str
    clave: str
    """Lo que nombra la decisión del director que lo resuelve."""
    mensaje: str
    candidatos: tuple[Candidato, ...] = ()
    archivos: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pendiente:
    """Un archivo que aún no cuenta y se vuelve a mirar en la siguiente fusión."""

    archivos: tuple[str, ...]
    motivo: str


@dataclass(frozen=True)
class Rechazado:
    """Un archivo que no cuenta nunca (de otro torneo, ajeno, mal formado, descartado por el director)."""

    archivos: tuple[str, ...]
    motivo: str


@dataclass(frozen=True)
class Partida:
    """Un resultado aceptado."""

    resultado: Resultado
    huella: str
    portatil: str
    corrige: tuple[str, ...] = ()
    """Huellas de los resultados anteriores del mismo portátil para la misma mesa y ronda, que este sustituye."""
    elegida: bool = False
    """La aceptó una decisión del director."""


@dataclass(frozen=True)
class Fusion:
    torneo: Torneo
    mesas: dict[str, int]
    """Portátil → mesa que lleva (las uniones aceptadas)."""
    emparejamientos: dict[tuple[str, int], Emparejamiento]
    partidas: tuple[Partida, ...]
    descansos: tuple[tuple[str, int, Descanso], ...]
    """(división, ronda, descanso) que cuentan."""
    conflictos: tuple[Conflicto, ...]
    pendientes: tuple[Pendiente, ...]
    rechazados: tuple[Rechazado, ...]
    copias: tuple[tuple[str, ...], ...]
    """Nombres que son el mismo archivo (mismo contenido): cuentan una vez."""
    distintos: int
    """Archivos válidos distintos de este torneo (por su huella)."""

    def partidas_de(self, division: str, ronda: int) -> tuple[Partida, ...]:
        return tuple(p for p in self.partidas if p.resultado.division == division and p.resultado.ronda == ronda)

    def descansos_de(self, division: str, ronda: int) -> tuple[Descanso, ...]:
        return tuple(x for d, r, x in self.descansos if d == division and r == ronda)

    def mesas_sin_resultado(self, division: str, ronda: int) -> tuple[int, ...]:
        emp = self.emparejamientos.get((division, ronda))
        if emp is None:
            return ()
        hechas = {p.resultado.mesa for p in self.partidas_de(division, ronda)}
        return tuple(sorted(m.mesa for m in emp.mesas if m.mesa not in hechas))


# ------------------------------------------------------------------ lectura con caché

@dataclass(frozen=True)
class _Fallo:
    motivo: str
    pendiente: bool


@dataclass
class Cache:
    """Lo leído de cada contenido, por la SHA-256 de sus bytes: una fusión tras un archivo nuevo solo lee ese.

    No cambia el resultado de ``fusionar`` (que sigue siendo puro): solo evita volver a leer lo ya leído.
    """

    _leidos: dict[bytes, tuple[Sobre, Datos | _Fallo] | _Fallo] = field(default_factory=dict)
    _vistos: set[bytes] = field(default_factory=set)

    def leer(self, contenido: bytes) -> tuple[Sobre, Datos | _Fallo] | _Fallo:
        clave = hashlib.sha256(contenido).digest()
        self._vistos.add(clave)
        leido = self._leidos.get(clave)
        if leido is None:
            leido = self._leidos[clave] = _leer(contenido)
        return leido

    def podar(self) -> None:
        """Olvida lo que no se leyó desde la poda anterior (lo que ya no está en la carpeta): la caché de una
        ventana abierta todo el torneo no crece sin fin."""
        self._leidos = {k: v for k, v in self._leidos.items() if k in self._vistos}
        self._vistos = set()

    def __len__(self) -> int:
        return len(self._leidos)


def _leer(contenido: bytes) -> tuple[Sobre, Datos | _Fallo] | _Fallo:
    try:
        sobre = abrir(contenido)
    except VersionNueva as e:
        return _Fallo(str(e), True)
    except ArchivoIlegible as e:
        # Lo que no es JSON completo o no cuadra con su huella puede estar a medio copiar: se vuelve a mirar.
        return _Fallo(str(e), isinstance(e, ArchivoAMedias))
    try:
        datos: Datos
        if sobre.tipo == UNION:
            datos = Union.de_datos(sobre.datos)
        elif sobre.tipo == EMPAREJAMIENTOS:
            datos = Emparejamiento.de_datos(sobre.datos)
        elif sobre.tipo == RESULTADO:
            datos = Resultado.de_datos(sobre.datos)
        elif sobre.tipo in _DE_SALAS:
            datos = _DE_SALAS[sobre.tipo](sobre.datos)
        else:
            datos = Decision.de_datos(sobre.datos)
    except DatosMalos as e:
        return sobre, _Fallo(_("datos mal formados: {error}").format(error=e), False)
    return sobre, datos


# ------------------------------------------------------------------ la fusión

def corto(portatil: str) -> str:
    """Un portátil en un mensaje: las 8 primeras cifras de su identificador."""
    return portatil[:8]


def describir(datos: Datos) -> str:
    if isinstance(datos, Union):
        return _("unión a la mesa {mesa}").format(mesa=datos.mesa)
    if isinstance(datos, Resultado):
        a, b = datos.jugadores
        return _("mesa {mesa}, ronda {ronda} ({division}): {n1} {s1} – {n2} {s2}").format(
            mesa=datos.mesa, ronda=datos.ronda, division=datos.division, n1=f"{a.numero} {a.nombre}".strip(),
            s1=datos.puntos[0], n2=f"{b.numero} {b.nombre}".strip(), s2=datos.puntos[1])
    if isinstance(datos, Emparejamiento):
        return _("emparejamientos de la ronda {ronda} ({division})").format(ronda=datos.ronda,
                                                                            division=datos.division)
    if isinstance(datos, UnionSala | MaestraRonda | RondaSala | Impresion | Desempate):
        return datos.describir()
    return _("decisión sobre «{conflicto}»").format(conflicto=datos.conflicto)


class _Fusionador:
    def __init__(self, torneo: Torneo) -> None:
        self.t = torneo
        self.conflictos: list[Conflicto] = []
        self.pendientes: list[Pendiente] = []
        self.rechazados: list[Rechazado] = []
        self.archivos: dict[str, tuple[Sobre, Datos]] = {}
        self.nombres: dict[str, list[str]] = defaultdict(list)
        self.eleccion: dict[str, str] = {}
        self.huella_emparejamiento: dict[tuple[str, int], str] = {}

    def nombres_de(self, huella: str) -> tuple[str, ...]:
        return tuple(sorted(self.nombres[huella]))

    def candidato(self, huella: str) -> Candidato:
        sobre, datos = self.archivos[huella]
        return Candidato(huella, sobre.portatil, self.nombres_de(huella), describir(datos))

    def elegido(self, clave: str, candidatos: Iterable[str]) -> str | None:
        e = self.eleccion.get(clave)
        return e if e is not None and e in set(candidatos) else None

    def conflicto(self, tipo: str, clave: str, mensaje: str, huellas: Iterable[str]) -> None:
        self.conflictos.append(Conflicto(tipo, clave, mensaje, tuple(self.candidato(h) for h in sorted(huellas))))

    def rechazar(self, huellas: Iterable[str], motivo: str) -> None:
        for h in sorted(huellas):
            self.rechazados.append(Rechazado(self.nombres_de(h), motivo))

    def pendiente(self, huellas: Iterable[str], motivo: str) -> None:
        for h in sorted(huellas):
            self.pendientes.append(Pendiente(self.nombres_de(h), motivo))

    # -------------------------------------------------------------- pasos

    def leer(self, archivos: Mapping[str, bytes], cache: Cache) -> None:
        for nombre in sorted(archivos):
            if es_temporal(nombre):
                continue
            if es_copia_en_conflicto(nombre):
                self.conflictos.append(Conflicto(COPIA, f"copia:{nombre}", _(
                    "«{archivo}» es una copia en conflicto del motor de sincronización: no se usa como dato. "
                    "Suele querer decir dos portátiles con la misma carpeta de datos."
                ).format(archivo=nombre), archivos=(nombre,)))
                continue
            if not nombre.lower().endswith(".json"):
                self.rechazados.append(Rechazado((nombre,), _("no es un archivo de torneo (no acaba en .json)")))
                continue
            leido = cache.leer(archivos[nombre])
            if isinstance(leido, _Fallo):
                (self.pendientes.append(Pendiente((nombre,), leido.motivo)) if leido.pendiente
                 else self.rechazados.append(Rechazado((nombre,), leido.motivo)))
                continue
            sobre, datos = leido
            if sobre.evento != self.t.evento:
                self.rechazados.append(Rechazado((nombre,), _("es de otro torneo")))
                continue
            if sobre.tipo in DEL_DIRECTOR and sobre.portatil != self.t.director:
                self.rechazados.append(Rechazado((nombre,), _("solo el director publica emparejamientos y "
                                                             "decisiones")))
                continue
            if isinstance(datos, _Fallo):
                self.rechazados.append(Rechazado((nombre,), datos.motivo))
                continue
            self.archivos[sobre.huella] = (sobre, datos)
            self.nombres[sobre.huella].append(nombre)

    def decisiones(self) -> None:
        ultimas: dict[str, tuple[int, str, str]] = {}
        for h, (sobre, datos) in self.archivos.items():
            if isinstance(datos, Decision):
                previa = ultimas.get(datos.conflicto)
                if previa is None or (sobre.secuencia, h) > previa[:2]:
                    ultimas[datos.conflicto] = (sobre.secuencia, h, datos.elegido)
        self.eleccion = {clave: elegido for clave, (_s, _h, elegido) in ultimas.items()}

    def clones(self) -> dict[str, tuple[Sobre, Datos]]:
        grupos: dict[tuple[str, int], list[str]] = defaultdict(list)
        for h, (sobre, _datos) in self.archivos.items():
            grupos[(sobre.portatil, sobre.secuencia)].append(h)
        vivos: dict[str, tuple[Sobre, Datos]] = {}
        for (portatil, secuencia), huellas in sorted(grupos.items()):
            if len(huellas) == 1:
                vivos[huellas[0]] = self.archivos[huellas[0]]
                continue
            clave = f"clon:{portatil}:{secuencia}"
            elegido = self.elegido(clave, huellas)
            if elegido is not None:
                vivos[elegido] = self.archivos[elegido]
                self.rechazar([h for h in huellas if h != elegido], _("el director eligió otro archivo"))
            else:
                self.conflicto(CLON, clave, _(
                    "El portátil {portatil} publicó {n} archivos distintos con el número {secuencia}: ¿se copió "
                    "su carpeta de datos a otro portátil? No cuenta ninguno hasta que el director elija."
                ).format(portatil=corto(portatil), n=len(huellas), secuencia=secuencia), huellas)
        return vivos

    def uniones(self, vivos: dict[str, tuple[Sobre, Datos]]) -> tuple[dict[str, int], set[str]]:
        ultimas: dict[str, tuple[int, str, Union]] = {}
        for h, (sobre, datos) in vivos.items():
            if isinstance(datos, Union):
                previa = ultimas.get(sobre.portatil)
                if previa is None or sobre.secuencia > previa[0]:
                    ultimas[sobre.portatil] = (sobre.secuencia, h, datos)
        por_mesa: dict[int, list[str]] = defaultdict(list)
        for portatil, (_s, _h, union) in ultimas.items():
            por_mesa[union.mesa].append(portatil)
        mesas: dict[str, int] = {}
        en_disputa: set[str] = set()
        for mesa, portatiles in sorted(por_mesa.items()):
            if len(portatiles) == 1:
                mesas[portatiles[0]] = mesa
                continue
            clave = f"mesa:{mesa}"
            huellas = [ultimas[p][1] for p in portatiles]
            elegido = self.elegido(clave, huellas)
            if elegido is None:
                en_disputa.update(portatiles)
                self.conflicto(MESA, clave, _(
                    "Los portátiles {portatiles} dicen llevar la mesa {mesa}: sus resultados no cuentan hasta "
                    "que el director elija uno."
                ).format(portatiles=", ".join(sorted(corto(p) for p in portatiles)), mesa=mesa), huellas)
                continue
            # El director eligió qué portátil lleva la mesa; los resultados del otro siguen contando donde no
            # choquen con nada (un portátil de repuesto a mitad del torneo): lo vigilan las comprobaciones de
            # cada partida.
            for p in portatiles:
                mesas[p] = mesa if ultimas[p][1] == elegido else -mesa
        return mesas, en_disputa

    def emparejamientos(self, vivos: dict[str, tuple[Sobre, Datos]]) -> dict[tuple[str, int], Emparejamiento]:
        ultimos: dict[tuple[str, int], tuple[int, str, Emparejamiento]] = {}
        for h, (sobre, datos) in vivos.items():
            if not isinstance(datos, Emparejamiento):
                continue
            division = self._division(datos.division)
            if division is None or datos.ronda > self.t.rondas:
                self.rechazar([h], _("la división o la ronda no son de este torneo"))
                continue
            clave = (division, datos.ronda)
            previo = ultimos.get(clave)
            if previo is None or (sobre.secuencia, h) > previo[:2]:
                ultimos[clave] = (sobre.secuencia, h, datos)
        self.huella_emparejamiento = {k: h for k, (_s, h, _e) in ultimos.items()}
        return {k: Emparejamiento(k[0], k[1], e.mesas, e.descansos) for k, (_s, _h, e) in ultimos.items()}

    def _division(self, nombre: str) -> str | None:
        return next((d for d in self.t.divisiones if d.casefold() == nombre.casefold()), None)

    def resultados(
        self, vivos: dict[str, tuple[Sobre, Datos]], mesas: dict[str, int], en_disputa: set[str],
        emparejamientos: dict[tuple[str, int], Emparejamiento],
    ) -> tuple[list[Partida], list[tuple[str, int, Descanso]]]:
        # Lo último de cada portátil para cada mesa de cada ronda; lo anterior queda corregido.
        por_portatil: dict[tuple[str, str, int, int], list[tuple[int, str, Resultado]]] = defaultdict(list)
        for h, (sobre, datos) in vivos.items():
            if not isinstance(datos, Resultado):
                continue
            division = self._division(datos.division)
            if division is None or datos.ronda > self.t.rondas:
                self.rechazar([h], _("la división o la ronda no son de este torneo"))
            elif sobre.portatil not in mesas and sobre.portatil not in en_disputa:
                self.pendiente([h], _("su portátil aún no ha publicado su unión al torneo"))
            elif sobre.portatil in en_disputa:
                self.pendiente([h], _("su portátil está en un conflicto de mesa"))
            else:
                # La división como la escribe el torneo: «a» y «A» son la misma.
                por_portatil[(sobre.portatil, division, datos.ronda, datos.mesa)].append(
                    (sobre.secuencia, h, replace(datos, division=division)))
        # Por mesa de cada ronda: los resultados vigentes de cada portátil.
        por_mesa: dict[tuple[str, int, int], list[tuple[str, Resultado, tuple[str, ...]]]] = defaultdict(list)
        for (_p, div, rnd, num), propios in sorted(por_portatil.items()):
            propios.sort()
            _s, ultimo, res = propios[-1]
            por_mesa[(div, rnd, num)].append((ultimo, res, tuple(x[1] for x in propios[:-1])))
        partidas: list[Partida] = []
        descansos: list[tuple[str, int, Descanso]] = []
        rondas = sorted({(d, r) for d, r, _m in por_mesa} | set(emparejamientos))
        for division, ronda in rondas:
            emp = emparejamientos.get((division, ronda))
            unicos: dict[int, tuple[str, Resultado, tuple[str, ...], bool]] = {}
            for (d, r, mesa), lista in sorted(por_mesa.items()):
                if (d, r) != (division, ronda):
                    continue
                if emp is None:
                    self.pendiente([h for h, _r, _c in lista], _("aún no hay emparejamientos de su ronda"))
                    continue
                distintos: dict[tuple[object, ...], list[tuple[str, Resultado, tuple[str, ...]]]] = defaultdict(list)
                for item in lista:
                    distintos[item[1].esencial].append(item)
                if len(distintos) == 1:
                    # Varios portátiles que dicen lo mismo no son un conflicto: cuenta uno.
                    h, r_, corr = min(lista, key=lambda x: x[0])
                    unicos[mesa] = (h, r_, corr, False)
                    continue
                clave = f"partida:{division}:{ronda}:{mesa}"
                huellas = [h for h, _r, _c in lista]
                elegido = self.elegido(clave, huellas)
                if elegido is None:
                    self.conflicto(PARTIDA, clave, _(
                        "Hay {n} resultados distintos para la mesa {mesa} de la ronda {ronda} ({division}): no "
                        "cuenta ninguno hasta que el director elija."
                    ).format(n=len(huellas), mesa=mesa, ronda=ronda, division=division), huellas)
                    continue
                self.rechazar([h for h in huellas if h != elegido], _("el director eligió otro resultado"))
                h, r_, corr = next(x for x in lista if x[0] == elegido)
                unicos[mesa] = (h, r_, corr, True)
            if emp is None:
                continue
            aceptadas, libres = self._ronda(division, ronda, emp, unicos)
            partidas.extend(aceptadas)
            descansos.extend(libres)
        return partidas, descansos

    def _ronda(
        self, division: str, ronda: int, emp: Emparejamiento,
        unicos: dict[int, tuple[str, Resultado, tuple[str, ...], bool]],
    ) -> tuple[list[Partida], list[tuple[str, int, Descanso]]]:
        """Cada resultado contra los emparejamientos: fuera de ellos, o con un jugador en dos partidas, no cuenta
        hasta que el director lo elija."""
        sitio: dict[int, int | None] = {}  # jugador → mesa emparejada (None = descanso)
        for m in emp.mesas:
            for j in m.jugadores:
                sitio[j.numero] = m.mesa
        for x in emp.descansos:
            sitio[x.jugador.numero] = None
        fuera = {mesa for mesa, (_h, r, _c, _e) in unicos.items()
                 if (em := emp.mesa(mesa)) is None or em.numeros != r.numeros}
        con: dict[int, list[str]] = defaultdict(list)  # jugador → resultados donde aparece
        for _mesa, (h, r, _c, _e) in sorted(unicos.items()):
            for n in r.numeros:
                con[n].append(h)
        en_conflicto: set[int] = set()
        for mesa in fuera:
            _h, r, _c, _e = unicos[mesa]
            for n in r.numeros:
                if len(con[n]) > 1 or (n in sitio and sitio[n] != mesa):
                    en_conflicto.add(n)
        aceptado: dict[str, bool] = {h: True for h, _r, _c, _e in unicos.values()}
        mesa_de = {h: mesa for mesa, (h, _r, _c, _e) in unicos.items()}
        # El director también puede elegir los emparejamientos mismos: «vale lo emparejado» descarta los
        # resultados que los contradicen (y deja contar el descanso).
        emparejado = self.huella_emparejamiento[(division, ronda)]
        elegido_por: set[str] = set()
        resueltos: set[int] = set()
        for n in sorted(en_conflicto):
            huellas = con[n]
            clave = f"jugador:{division}:{ronda}:{n}"
            elegido = self.elegido(clave, [*huellas, emparejado])
            if elegido is None:
                for h in huellas:
                    aceptado[h] = False
                donde = ""
                if n in sitio and sitio[n] is None:
                    donde = _(" (emparejado con descanso)")
                elif n in sitio:
                    donde = _(" (emparejado en la mesa {mesa})").format(mesa=sitio[n])
                self.conflicto(JUGADOR, clave, _(
                    "El jugador {numero} aparece en más de una partida de la ronda {ronda} ({division}){donde}: "
                    "no cuenta ninguna hasta que el director elija."
                ).format(numero=n, ronda=ronda, division=division, donde=donde), [*huellas, emparejado])
                continue
            resueltos.add(n)
            for h in huellas:
                if h != elegido and (elegido != emparejado or mesa_de[h] in fuera):
                    aceptado[h] = False
                    self.rechazar([h], _("el director eligió otro resultado para el jugador {numero}").format(
                        numero=n) if elegido != emparejado else _("el director mantuvo los emparejamientos"))
            if elegido != emparejado:
                elegido_por.add(elegido)
        partidas: list[Partida] = []
        for mesa, (h, r, corr, elegida) in sorted(unicos.items()):
            if not aceptado[h]:
                continue
            if mesa in fuera and not (r.numeros & en_conflicto):
                clave = f"emparejamiento:{division}:{ronda}:{mesa}"
                elegido = self.elegido(clave, [h, emparejado])
                if elegido == emparejado:
                    self.rechazar([h], _("el director mantuvo los emparejamientos"))
                    continue
                if elegido is None:
                    emparejada = emp.mesa(mesa)
                    self.conflicto(EMPAREJAMIENTO, clave, _(
                        "El resultado de la mesa {mesa}, ronda {ronda} ({division}), no es entre los jugadores "
                        "emparejados en ella ({emparejados}): no cuenta hasta que el director lo acepte."
                    ).format(mesa=mesa, ronda=ronda, division=division, emparejados=(
                        " – ".join(str(j.numero) for j in emparejada.jugadores) if emparejada else _("ninguno"))),
                        [h, emparejado])
                    continue
                elegida = True
            partidas.append(Partida(r, h, self.archivos[h][0].portatil, corr, elegida or h in elegido_por))
        jugando = {n for p in partidas for n in p.resultado.numeros}
        descansos = [(division, ronda, x) for x in emp.descansos
                     if x.jugador.numero not in jugando and x.jugador.numero not in en_conflicto - resueltos]
        return partidas, descansos


def fusionar(torneo: bytes | Torneo, archivos: Mapping[str, bytes], cache: Cache | None = None) -> Fusion:
    """Todos los archivos presentes (nombre relativo → bytes) fusionados; ``torneo`` es ``torneo.json``.

    Pura, determinista, idempotente e independiente del orden: el resultado solo depende de los bytes.
    ``cache`` solo ahorra volver a leer contenidos ya leídos.
    """
    t = torneo if isinstance(torneo, Torneo) else leer_torneo(torneo)
    f = _Fusionador(t)
    cache = cache if cache is not None else Cache()
    f.leer(archivos, cache)
    cache.podar()
    f.decisiones()
    vivos = f.clones()
    mesas, en_disputa = f.uniones(vivos)
    emparejamientos = f.emparejamientos(vivos)
    partidas, descansos = f.resultados(vivos, mesas, en_disputa, emparejamientos)
    partidas.sort(key=lambda p: (p.resultado.division, p.resultado.ronda, p.resultado.mesa))
    copias = tuple(f.nombres_de(h) for h in sorted(f.nombres) if len(f.nombres[h]) > 1)
    return Fusion(
        t, {p: m for p, m in sorted(mesas.items()) if m > 0}, dict(sorted(emparejamientos.items())),
        tuple(partidas), tuple(descansos),
        tuple(sorted(f.conflictos, key=lambda c: (c.tipo, c.clave))),
        tuple(sorted(f.pendientes, key=lambda p: (p.archivos, p.motivo))),
        tuple(sorted(f.rechazados, key=lambda r: (r.archivos, r.motivo))), copias, len(f.archivos),
    )
