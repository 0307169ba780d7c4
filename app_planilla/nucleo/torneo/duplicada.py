"""La duplicada por salas en la carpeta del torneo: lo que publica cada portátil y la cadena de la partida maestra.

Un torneo de duplicada con más participantes de los que caben en una sala se juega en varias, cada una con su
árbitro y su portátil, con la misma partida. Lo que viaja por la carpeta (cada tipo, dentro de su sobre):

- ``sala`` (:class:`UnionSala`): el portátil de una sala se une al torneo con el nombre de su sala.
- ``maestra`` (:class:`MaestraRonda`): el juez árbitro (el portátil del director) publica la partida ronda a
  ronda: atril y maestra, con una **cadena de huellas** (la de cada ronda encierra la de la anterior). Se puede
  publicar entera antes de empezar o ronda a ronda.
- ``ronda`` (:class:`RondaSala`): una sala publica cada ronda cerrada: lo que tecleó de la partida (atril y
  maestra) con su propia cadena, y lo que cuenta de cada participante (puntos, avisos, penalización y motivo
  del cero), con la lista de la sala (mesa, nombre, licencia, club y situación). Una corrección es otra ronda
  igual con número de orden mayor: sustituye a la anterior.
- ``impresion`` (:class:`Impresion`): el director imprimió la clasificación tras una ronda, con qué archivos:
  lo que una sala corrija después se señala.
- ``desempate`` (:class:`Desempate`): el director anota el desempate a muerte súbita de participantes empatados
  tras las maestras y la mejor jugada (de salas distintas, o de la misma): quiénes, en qué orden y de qué
  clasificación (la de una partida o la del torneo por la media de porcentajes).

**Varias partidas.** Un torneo FISE juega varias partidas (un fin de semana), cada una con su partida maestra, y
clasifica por la media de sus porcentajes. Cada archivo de ronda (la maestra y las de las salas), la marca de
impresión y el desempate dicen de qué partida son (``partida``: 1, 2…); la partida 1 no lo escribe, así que sus
archivos son los mismos que antes de haber varias y una carpeta de una sola partida sigue valiendo tal cual. La
cadena de cada partida empieza en su propio origen (:func:`origen`): una ronda de una partida no pasa por la de
otra.

Ninguna sala espera a la sincronización durante sus 3 minutos: el atril y la maestra se teclean en la sala y la
partida publicada solo los coteja (:func:`cotejar`), al publicar y en la fusión del director. Dos cadenas iguales
en una ronda prueban que las dos salas jugaron la misma partida hasta ella.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app_planilla.nucleo.clasica.eventos import MAX_PALABRA, MAX_PUNTOS_JUGADA
from app_planilla.nucleo.duplicada.atril import texto_atril
from app_planilla.nucleo.duplicada.estado import EfectoDuplicada, FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import (
    MAX_CLUB,
    MAX_FICHAS_ATRIL,
    MAX_LICENCIA,
    MAX_MESA,
    MAX_PARTICIPANTES_ARBITRAJE,
    SITUACIONES,
)
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import nombre_normal
from app_planilla.nucleo.duplicada.reglas_arbitraje import ErrorReglasArbitraje, ReglasArbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.modelos import (
    MAX_NOMBRE,
    MAX_NOMBRE_SALA,
    MAX_RONDAS,
    DatosMalos,
    sala_valida,
)
from app_planilla.nucleo.torneo.sobres import canonico

MAX_AVISOS = 1000
MAX_PENALIZACION = 100_000
MAX_PARTIDAS = 20
MAX_PARTICIPANTES_DESEMPATE = 2000
"""Partidas de un torneo (un fin de semana largo juega 5 o 6)."""
PARTIDA_TORNEO = 0
"""La «partida» de un desempate de la clasificación del torneo (la media de porcentajes de sus partidas)."""
_MOTIVOS = frozenset(m.value for m in Motivo) | {""}
_HEX = frozenset("0123456789abcdef")


class ErrorSala(ErrorPlanilla):
    """Una partida de sala que no se puede publicar (sin arbitraje, ronda sin cerrar…), con su frase."""


def _entero(valor: object, minimo: int, maximo: int, que: str) -> int:
    if isinstance(valor, bool) or not isinstance(valor, int) or not minimo <= valor <= maximo:
        raise DatosMalos(_("{que} tiene que ser un número de {minimo} a {maximo}").format(
            que=que, minimo=minimo, maximo=maximo))
    return valor


def _texto(valor: object, maximo: int, que: str) -> str:
    if not isinstance(valor, str) or len(valor) > maximo:
        raise DatosMalos(_("{que} tiene que ser un texto de hasta {maximo} caracteres").format(
            que=que, maximo=maximo))
    return valor


def _huella(valor: object, que: str) -> str:
    if not isinstance(valor, str) or len(valor) != 64 or not set(valor) <= _HEX:
        raise DatosMalos(_("{que} tiene que ser una huella SHA-256").format(que=que))
    return valor


def _dicc(valor: object, que: str) -> dict[str, Any]:
    if not isinstance(valor, dict):
        raise DatosMalos(_("{que} tiene que ser un objeto").format(que=que))
    return valor


def _lista(valor: object, que: str) -> list[Any]:
    if not isinstance(valor, list):
        raise DatosMalos(_("{que} tiene que ser una lista").format(que=que))
    return valor


def _partida(d: dict[str, Any], minimo: int = 1) -> int:
    """La partida de un archivo: la 1 si no lo dice (los de antes de haber varias partidas)."""
    return _entero(d.get("partida", 1), minimo, MAX_PARTIDAS, _("la partida"))


def _con_partida(d: dict[str, Any], partida: int) -> dict[str, Any]:
    """Los datos de un archivo con su partida; la 1 no se escribe (así son los archivos de siempre)."""
    return d if partida == 1 else {**d, "partida": partida}


def texto_partida(partida: int) -> str:
    """«partida 2» (o «clasificación del torneo», para ``PARTIDA_TORNEO``)."""
    return _("clasificación del torneo") if partida == PARTIDA_TORNEO else _("partida {numero}").format(numero=partida)


def rangos(rondas: Iterable[int]) -> str:
    """(1, 2, 3, 5) → «1–3, 5»."""
    partes: list[list[int]] = []
    for r in sorted(set(rondas)):
        if partes and r == partes[-1][-1] + 1:
            partes[-1].append(r)
        else:
            partes.append([r])
    return ", ".join(f"{x[0]}–{x[-1]}" if len(x) > 1 else str(x[0]) for x in partes)


# ------------------------------------------------------------------ unión de una sala

@dataclass(frozen=True)
class UnionSala:
    """Un portátil se une al torneo como una sala."""

    sala: str

    def a_datos(self) -> dict[str, Any]:
        return {"sala": self.sala}

    @staticmethod
    def de_datos(d: dict[str, Any]) -> UnionSala:
        return UnionSala(sala_valida(_texto(d.get("sala"), MAX_NOMBRE_SALA, _("la sala"))))

    def describir(self) -> str:
        return _("unión a la sala {sala}").format(sala=self.sala)


# ------------------------------------------------------------------ la partida: atril y maestra de cada ronda

@dataclass(frozen=True)
class Jugada:
    """El atril y la maestra de una ronda, como los encierra la cadena: el atril en orden (da igual cómo se
    tecleó), la coordenada en FISE y la palabra con sus comodines en minúscula."""

    ronda: int
    atril: tuple[str, ...]
    coordenada: str
    palabra: str
    puntos: int

    def a_datos(self) -> dict[str, Any]:
        return {"ronda": self.ronda, "atril": list(self.atril), "coordenada": self.coordenada,
                "palabra": self.palabra, "puntos": self.puntos}

    @staticmethod
    def de_datos(valor: object) -> Jugada:
        d = _dicc(valor, _("la jugada"))
        atril = _lista(d.get("atril"), _("el atril"))
        if len(atril) > MAX_FICHAS_ATRIL or not all(isinstance(x, str) and 1 <= len(x) <= 3 for x in atril):
            raise DatosMalos(_("el atril tiene como mucho {n} fichas").format(n=MAX_FICHAS_ATRIL))
        j = Jugada(_entero(d.get("ronda"), 1, MAX_RONDAS, _("la ronda")), tuple(atril),
                   _texto(d.get("coordenada"), 4, _("la coordenada")), _texto(d.get("palabra"), MAX_PALABRA,
                                                                                 _("la palabra")),
                   _entero(d.get("puntos"), 0, MAX_PUNTOS_JUGADA, _("los puntos")))
        if list(j.atril) != sorted(j.atril):
            raise DatosMalos(_("el atril tiene que ir en orden"))
        return j

    @property
    def movimiento(self) -> str:
        """«H8 JAMONES 84» (o solo los puntos, si la maestra se anotó sin jugada)."""
        return " ".join(t for t in (self.coordenada, self.palabra, str(self.puntos)) if t)

    @property
    def texto(self) -> str:
        return _("atril {atril}, maestra {maestra}").format(atril=texto_atril(self.atril) or "—",
                                                           maestra=self.movimiento)


def origen(evento: str, partida: int = 1) -> str:
    """El principio de la cadena de una partida de un torneo: la de la ronda 1 encierra el identificador del
    torneo (y, desde la segunda, el número de la partida), así que la partida de un torneo no pasa por la de
    otro ni una partida por otra del mismo torneo."""
    if partida == 1:
        return hashlib.sha256(f"planilla-duplicada:{evento}".encode()).hexdigest()
    return hashlib.sha256(f"planilla-duplicada:{evento}:{partida}".encode()).hexdigest()


def eslabon(anterior: str, jugada: Jugada) -> str:
    """La cadena tras una ronda: SHA-256 de la anterior y de la forma canónica de la jugada."""
    return hashlib.sha256(anterior.encode("ascii") + canonico(jugada.a_datos())).hexdigest()


def cadena(evento: str, jugadas: Sequence[Jugada], partida: int = 1) -> tuple[str, ...]:
    """La cadena tras cada una de ``jugadas`` (la ronda 1 primero) de la partida ``partida``."""
    eslabones: list[str] = []
    anterior = origen(evento, partida)
    for j in jugadas:
        anterior = eslabon(anterior, j)
        eslabones.append(anterior)
    return tuple(eslabones)


def jugada_de_fila(fila: FilaDuplicada) -> Jugada | None:
    """El atril y la maestra de una fila de la hoja; ``None`` si le falta alguno de los dos."""
    if not fila.atril or fila.maestra is None:
        return None
    m = fila.maestra
    return Jugada(fila.numero, tuple(sorted(fila.atril)), m.coordenada, m.palabra, m.puntos)


def diferencias(tecleada: Jugada, publicada: Jugada) -> tuple[str, ...]:
    """En qué se diferencian dos jugadas de la misma ronda, una frase por cosa."""
    lineas: list[str] = []
    if tecleada.atril != publicada.atril:
        lineas.append(_("el atril es {tecleado} y en la partida maestra {publicado}").format(
            tecleado=texto_atril(tecleada.atril) or "—", publicado=texto_atril(publicada.atril) or "—"))
    if (tecleada.coordenada, tecleada.palabra, tecleada.puntos) != (publicada.coordenada, publicada.palabra,
                                                                     publicada.puntos):
        lineas.append(_("la maestra es {tecleada} y en la partida maestra {publicada}").format(
            tecleada=tecleada.movimiento, publicada=publicada.movimiento))
    return tuple(lineas)


@dataclass(frozen=True)
class MaestraRonda:
    """Una ronda de la partida maestra, publicada por el juez árbitro (el portátil del director)."""

    jugada: Jugada
    anterior: str
    """La cadena tras la ronda anterior (la del origen de la partida, en la ronda 1)."""
    cadena: str
    partida: int = 1

    def a_datos(self) -> dict[str, Any]:
        return _con_partida({"jugada": self.jugada.a_datos(), "anterior": self.anterior, "cadena": self.cadena},
                            self.partida)

    @staticmethod
    def de_datos(d: dict[str, Any]) -> MaestraRonda:
        m = MaestraRonda(Jugada.de_datos(d.get("jugada")), _huella(d.get("anterior"), _("la cadena anterior")),
                         _huella(d.get("cadena"), _("la cadena")), _partida(d))
        if eslabon(m.anterior, m.jugada) != m.cadena:
            raise DatosMalos(_("su cadena no cuadra con su jugada"))
        return m

    @property
    def ronda(self) -> int:
        return self.jugada.ronda

    def describir(self) -> str:
        texto = _("partida maestra, ronda {ronda}: {jugada}").format(ronda=self.ronda, jugada=self.jugada.texto)
        return texto if self.partida == 1 else f"{texto_partida(self.partida)}, {texto}"


# ------------------------------------------------------------------ los resultados de una ronda de una sala

@dataclass(frozen=True)
class Anotado:
    """Un participante de la sala en una ronda: quién es y lo que cuenta de su papeleta."""

    mesa: int
    nombre: str
    licencia: str
    club: str
    situacion: str
    """``presente``, ``ausente``, ``tarde`` o ``retirado`` en esta ronda (quien se retira después aún está
    presente en ella)."""
    desde: int
    """La ronda desde la que vale la situación."""
    puntos: int | None
    """Lo que cuenta de su papeleta; ``None`` si no juega la ronda (ausente, llega después, retirado)."""
    avisos: int = 0
    """Los de su papeleta y los del árbitro en la ronda."""
    penalizacion: int = 0
    """Lo que resta en la ronda: su papeleta y las penalizaciones del árbitro (las de los avisos, no: se
    cuentan en la partida entera)."""
    motivo: str = ""
    """Clave del ``Motivo`` del cero, o vacío."""

    def a_lista(self) -> list[Any]:
        return [self.mesa, self.nombre, self.licencia, self.club, self.situacion, self.desde, self.puntos,
                self.avisos, self.penalizacion, self.motivo]

    @staticmethod
    def de_lista(valor: object) -> Anotado:
        x = _lista(valor, _("el participante"))
        if len(x) != 10:
            raise DatosMalos(_("cada participante lleva 10 datos"))
        situacion = x[4]
        if situacion not in SITUACIONES:
            raise DatosMalos(_("«{situacion}» no es una situación de un inscrito").format(situacion=situacion))
        motivo = x[9]
        if motivo not in _MOTIVOS:
            raise DatosMalos(_("«{motivo}» no es un motivo de cero").format(motivo=motivo))
        return Anotado(
            _entero(x[0], 1, MAX_MESA, _("la mesa")), _texto(x[1], MAX_NOMBRE, _("el nombre")),
            _texto(x[2], MAX_LICENCIA, _("la licencia")), _texto(x[3], MAX_CLUB, _("el club")), situacion,
            _entero(x[5], 1, MAX_RONDAS, _("la ronda de la situación")),
            None if x[6] is None else _entero(x[6], 0, MAX_PUNTOS_JUGADA, _("los puntos")),
            _entero(x[7], 0, MAX_AVISOS, _("los avisos")), _entero(x[8], 0, MAX_PENALIZACION, _("la penalización")),
            motivo,
        )


@dataclass(frozen=True)
class RondaSala:
    """Lo que publica una sala al cerrar una ronda."""

    sala: str
    jugada: Jugada
    """El atril y la maestra que tecleó la sala (se cotejan con la partida maestra)."""
    anterior: str
    cadena: str
    """La cadena de la sala tras esta ronda: igual a la de la partida maestra si jugó la misma partida."""
    reglas: ReglasArbitraje
    anotados: tuple[Anotado, ...]
    partida: int = 1

    @property
    def ronda(self) -> int:
        return self.jugada.ronda

    def a_datos(self) -> dict[str, Any]:
        return _con_partida({"sala": self.sala, "jugada": self.jugada.a_datos(), "anterior": self.anterior,
                             "cadena": self.cadena, "reglas": self.reglas.a_dict(),
                             "participantes": [a.a_lista() for a in self.anotados]}, self.partida)

    @staticmethod
    def de_datos(d: dict[str, Any]) -> RondaSala:
        try:
            reglas = ReglasArbitraje.desde_dict(_dicc(d.get("reglas"), _("las reglas")))
        except ErrorReglasArbitraje as e:
            raise DatosMalos(str(e)) from None
        filas = _lista(d.get("participantes"), _("los participantes"))
        if not 1 <= len(filas) <= MAX_PARTICIPANTES_ARBITRAJE:
            raise DatosMalos(_("una sala tiene de 1 a {maximo} participantes").format(
                maximo=MAX_PARTICIPANTES_ARBITRAJE))
        anotados = tuple(Anotado.de_lista(x) for x in filas)
        if len({a.mesa for a in anotados}) != len(anotados):
            raise DatosMalos(_("dos participantes de la sala tienen la misma mesa"))
        r = RondaSala(sala_valida(_texto(d.get("sala"), MAX_NOMBRE_SALA, _("la sala"))),
                      Jugada.de_datos(d.get("jugada")), _huella(d.get("anterior"), _("la cadena anterior")),
                      _huella(d.get("cadena"), _("la cadena")), reglas, anotados, _partida(d))
        if eslabon(r.anterior, r.jugada) != r.cadena:
            raise DatosMalos(_("su cadena no cuadra con su jugada"))
        return r

    def describir(self) -> str:
        texto = _("sala {sala}, ronda {ronda}: {jugada}; {n} participantes").format(
            sala=self.sala, ronda=self.ronda, jugada=self.jugada.texto, n=len(self.anotados))
        return texto if self.partida == 1 else f"{texto_partida(self.partida)}, {texto}"


@dataclass(frozen=True)
class Impresion:
    """El director imprimió (o exportó) la clasificación tras la ronda ``hasta`` con estos archivos."""

    hasta: int
    huellas: tuple[str, ...]
    partida: int = 1

    def a_datos(self) -> dict[str, Any]:
        return _con_partida({"hasta": self.hasta, "huellas": sorted(self.huellas)}, self.partida)

    @staticmethod
    def de_datos(d: dict[str, Any]) -> Impresion:
        return Impresion(_entero(d.get("hasta"), 0, MAX_RONDAS, _("la ronda")),
                         tuple(_huella(h, _("la huella")) for h in _lista(d.get("huellas"), _("las huellas"))),
                         _partida(d))

    def describir(self) -> str:
        texto = _("clasificación impresa tras la ronda {ronda}").format(ronda=self.hasta)
        return texto if self.partida == 1 else f"{texto_partida(self.partida)}, {texto}"


# ------------------------------------------------------------------ el desempate a muerte súbita del director

@dataclass(frozen=True)
class Nombrado:
    """Un participante en un desempate, como lo ve el director en la clasificación: lo identifica su licencia
    (sin ella, su sala y su mesa en una partida, o su nombre en la clasificación del torneo); lo demás es para
    que el archivo se lea solo."""

    licencia: str
    nombre: str
    sala: str = ""
    mesa: int = 0

    def a_datos(self) -> dict[str, Any]:
        return {"licencia": self.licencia, "nombre": self.nombre, "sala": self.sala, "mesa": self.mesa}

    @staticmethod
    def de_datos(valor: object) -> Nombrado:
        d = _dicc(valor, _("el participante"))
        return Nombrado(_texto(d.get("licencia"), MAX_LICENCIA, _("la licencia")),
                        _texto(d.get("nombre"), MAX_NOMBRE, _("el nombre")),
                        _texto(d.get("sala", ""), MAX_NOMBRE_SALA, _("la sala")),
                        _entero(d.get("mesa", 0), 0, MAX_MESA, _("la mesa")))

    @property
    def clave(self) -> str:
        """Lo que lo identifica: su licencia o, sin ella, su sala, su mesa y su nombre (sin mayúsculas)."""
        licencia = self.licencia.strip().casefold()
        return f"l:{licencia}" if licencia else f"s:{self.sala.casefold()}:{self.mesa}:{nombre_normal(self.nombre)}"

    @property
    def texto(self) -> str:
        """«García, Ana (L0012)» o, sin licencia, «García, Ana (Sala Norte, mesa 12)»."""
        if self.licencia.strip():
            return f"{self.nombre} ({self.licencia.strip()})"
        if self.sala:
            return _("{nombre} ({sala}, mesa {mesa})").format(nombre=self.nombre, sala=self.sala, mesa=self.mesa)
        return self.nombre


@dataclass(frozen=True)
class Desempate:
    """El desempate a muerte súbita de participantes empatados (total, maestras y mejor jugada), anotado por el
    director: ``orden``, del mejor al peor. Vale para la clasificación de la partida ``partida`` (o la del torneo,
    ``PARTIDA_TORNEO``) mientras sigan empatados exactamente ellos; si no, la fusión lo señala como conflicto."""

    partida: int
    orden: tuple[Nombrado, ...]
    tras: int = 0
    """Las rondas que contaban al anotarlo (solo informa)."""

    def a_datos(self) -> dict[str, Any]:
        return {"partida": self.partida, "orden": [x.a_datos() for x in self.orden], "tras": self.tras}

    @staticmethod
    def de_datos(d: dict[str, Any]) -> Desempate:
        orden = tuple(Nombrado.de_datos(x) for x in _lista(d.get("orden"), _("el orden del desempate")))
        if not 2 <= len(orden) <= MAX_PARTICIPANTES_DESEMPATE:
            raise DatosMalos(_("un desempate es entre 2 y {maximo} participantes").format(
                maximo=MAX_PARTICIPANTES_DESEMPATE))
        return Desempate(_partida(d, minimo=PARTIDA_TORNEO), orden,
                         _entero(d.get("tras", 0), 0, MAX_RONDAS, _("la ronda")))

    def describir(self) -> str:
        return _("desempate a muerte súbita ({clasificacion}): {orden}").format(
            clasificacion=texto_partida(self.partida), orden=" > ".join(x.texto for x in self.orden))


# ------------------------------------------------------------------ desde la partida de la sala

def jugadas(planilla: PlanillaDuplicada) -> tuple[Jugada | None, ...]:
    """La jugada (atril y maestra) de cada ronda de la partida; ``None`` donde falta alguno."""
    return tuple(jugada_de_fila(f) for f in planilla.filas)


def publicables(planilla: PlanillaDuplicada) -> tuple[int, ...]:
    """Las rondas que la sala puede publicar: con atril y maestra (también todas las anteriores, por la cadena)
    y sin papeletas por decidir."""
    if planilla.arbitraje is None:
        return ()
    rondas: list[int] = []
    for fila, jugada in zip(planilla.filas, jugadas(planilla), strict=True):
        if jugada is None:
            break
        if not planilla.faltan(fila.numero):
            rondas.append(fila.numero)
    return tuple(rondas)


def ronda_de_sala(planilla: PlanillaDuplicada, sala: str, ronda: int, evento: str, partida: int = 1) -> RondaSala:
    """La ronda ``ronda`` de la partida de la sala, como se publica (la de la partida ``partida`` del torneo);
    ``ErrorSala`` con la frase si no se puede."""
    reglas = planilla.arbitraje
    if reglas is None:
        raise ErrorSala(_("la partida no es de una sala con arbitraje de papeletas: no se publica."))
    if not 1 <= ronda <= planilla.ronda:
        raise ErrorSala(_("la partida no tiene la ronda {ronda}.").format(ronda=ronda))
    propias = jugadas(planilla)[:ronda]
    falta = next((i + 1 for i, j in enumerate(propias) if j is None), None)
    if falta is not None:
        raise ErrorSala(_("la ronda {ronda} no tiene su atril y su maestra anotados: sin ellos no se publica la "
                          "ronda {publicar}.").format(ronda=falta, publicar=ronda))
    faltan = planilla.faltan(ronda)
    if faltan:
        raise ErrorSala(_("en la ronda {ronda} faltan {n} papeletas: ciérrela antes de publicarla.").format(
            ronda=ronda, n=len(faltan)))
    js = tuple(j for j in propias if j is not None)
    eslabones = cadena(evento, js, partida)
    fila = planilla.filas[ronda - 1]
    nombres = planilla.nombres
    anotados: list[Anotado] = []
    for i, datos in enumerate(planilla.inscritos):
        papeleta = fila.papeleta(i)
        avisos = (papeleta.avisos if papeleta else 0) + sum(1 for a in fila.avisos_arbitro if i in a.participantes)
        resta = (papeleta.penalizacion if papeleta else 0) + sum(
            p.puntos for p in fila.penalizaciones if i in p.participantes)
        situacion, desde = planilla.situacion(i)
        if situacion == "retirado" and desde > ronda:
            # En esta ronda aún jugaba: retirarse después no cambia lo publicado de las rondas anteriores (no
            # son correcciones).
            situacion, desde = "presente", 1
        anotados.append(Anotado(datos.mesa, nombres[i][:MAX_NOMBRE], datos.licencia, datos.club, situacion, desde,
                                fila.puntos[i], avisos, resta, papeleta.motivo if papeleta else ""))
    anterior = eslabones[-2] if len(eslabones) > 1 else origen(evento, partida)
    return RondaSala(sala, js[-1], anterior, eslabones[-1], reglas, tuple(anotados), partida)


# ------------------------------------------------------------------ el cotejo en la sala

@dataclass(frozen=True)
class Diferencia:
    """Una ronda en la que lo tecleado en la sala no es la partida maestra publicada."""

    ronda: int
    lineas: tuple[str, ...]
    """En qué se diferencian (el atril, la maestra), una frase por cosa."""

    def mensaje(self, sala: str) -> str:
        return _("Sala {sala}, ronda {ronda}: {diferencias}.").format(sala=sala, ronda=self.ronda,
                                                                       diferencias="; ".join(self.lineas))


def cotejar(planilla: PlanillaDuplicada, maestras: Mapping[int, Jugada]) -> tuple[Diferencia, ...]:
    """Lo tecleado en la sala frente a la partida maestra publicada, ronda a ronda (las que tienen las dos):
    el atril en cuanto se teclea y la maestra en cuanto se anota."""
    encontradas: list[Diferencia] = []
    for fila in planilla.filas:
        publicada = maestras.get(fila.numero)
        if publicada is None:
            continue
        atril = tuple(sorted(fila.atril))
        if fila.maestra is not None:
            m = fila.maestra
            lineas = diferencias(Jugada(fila.numero, atril, m.coordenada, m.palabra, m.puntos), publicada)
        elif fila.atril:
            lineas = diferencias(Jugada(fila.numero, atril, publicada.coordenada, publicada.palabra,
                                        publicada.puntos), publicada)
        else:
            continue
        if lineas:
            encontradas.append(Diferencia(fila.numero, lineas))
    return tuple(encontradas)


# ------------------------------------------------------------------ la partida preparada, antes de empezar

def por_precargar(planilla: PlanillaDuplicada, maestras: Mapping[int, Jugada]) -> tuple[Jugada, ...]:
    """Las rondas de la partida maestra publicada que la sala aún no tiene, para tenerlas antes de empezar (o
    de la ronda siguiente): desde la primera ronda de la sala sin maestra, seguidas (la cadena no salta rondas)
    hasta la última publicada. Una ronda abierta con otro atril que el publicado para: ``ErrorSala``, porque
    cargar encima sería adivinar cuál vale."""
    hechas = 0
    for fila in planilla.filas:
        if fila.maestra is None:
            break
        hechas = fila.numero
    if hechas < planilla.ronda:
        abierta = planilla.filas[hechas]
        publicada = maestras.get(abierta.numero)
        if publicada is not None and abierta.atril and tuple(sorted(abierta.atril)) != publicada.atril:
            raise ErrorSala(_("la ronda {ronda} de la sala tiene el atril {atril} y la partida maestra publicada "
                              "{publicado}: corríjalo antes de cargar las demás.").format(
                ronda=abierta.numero, atril=texto_atril(sorted(abierta.atril)),
                publicado=texto_atril(publicada.atril)))
        if hechas + 1 < planilla.ronda:
            raise ErrorSala(_("la ronda {ronda} de la sala no tiene maestra y ya hay rondas después: anótela "
                              "antes de cargar las demás.").format(ronda=abierta.numero))
    jugadas_: list[Jugada] = []
    ronda = hechas + 1
    while ronda in maestras:
        jugadas_.append(maestras[ronda])
        ronda += 1
    return tuple(jugadas_)


def abrir_ronda_publicada(planilla: PlanillaDuplicada, jugada: Jugada) -> EfectoDuplicada | None:
    """El atril publicado de la ronda, si la sala aún no la ha abierto (``None`` si ya está abierta)."""
    if planilla.ronda >= jugada.ronda:
        return None
    if planilla.ronda + 1 != jugada.ronda:
        raise ErrorSala(_("la sala va por la ronda {ronda}: no se puede cargar la {publicada}.").format(
            ronda=planilla.ronda, publicada=jugada.ronda))
    return planilla.nueva_ronda(texto_atril(jugada.atril))


def anotar_maestra_publicada(planilla: PlanillaDuplicada, jugada: Jugada) -> EfectoDuplicada:
    """La maestra publicada como maestra de su ronda (la última abierta): en el tablero si tiene coordenada y
    palabra (se puntúa, y ``cotejar`` dirá si no da los mismos puntos), si no, solo sus puntos."""
    if planilla.ronda != jugada.ronda:
        raise ErrorSala(_("la sala va por la ronda {ronda}: no se puede cargar la {publicada}.").format(
            ronda=planilla.ronda, publicada=jugada.ronda))
    if jugada.coordenada and jugada.palabra:
        return planilla.anotar_maestra(jugada.coordenada, jugada.palabra)
    return planilla.anotar_maestra_puntos(jugada.puntos)
