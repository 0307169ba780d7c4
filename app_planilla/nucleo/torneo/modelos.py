"""Lo que lleva cada archivo del torneo (``datos`` del sobre) y ``torneo.json``: de y a diccionarios JSON.

Cada ``de_datos`` comprueba la forma y lanza ``DatosMalos`` con una frase; nada mal formado entra en la fusión.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from app_planilla.nucleo.duplicada.reglas_arbitraje import ErrorReglasArbitraje, ReglasArbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.sobres import FORMATO, VERSION, es_id

CLASICA = "clasica"
DUPLICADA = "duplicada"
CLASES = (CLASICA, DUPLICADA)
"""Clases de torneo que esta versión sabe llevar: la clásica por mesas y la duplicada por salas."""
MAX_SALAS = 50
MAX_NOMBRE_SALA = 30
MAX_NOMBRE = 100
"""TSH admite nombres de hasta 100 caracteres («Apellido, Nombre»)."""
MAX_RONDAS = 100
MAX_MESAS = 1000
MAX_JUGADOR = 100_000
MAX_PUNTOS = 10_000
MAX_GCG = 512 * 1024
MARGEN_DESCANSO = 50


class DatosMalos(ErrorPlanilla):
    """Datos de un archivo del torneo con una forma que no se puede aceptar."""


def _entero(valor: object, minimo: int, maximo: int, que: str) -> int:
    if isinstance(valor, bool) or not isinstance(valor, int) or not minimo <= valor <= maximo:
        raise DatosMalos(_("{que} tiene que ser un número de {minimo} a {maximo}").format(
            que=que, minimo=minimo, maximo=maximo))
    return valor


def _texto(valor: object, maximo: int, que: str, *, vacio: bool = False) -> str:
    if not isinstance(valor, str) or len(valor) > maximo or (not vacio and not valor.strip()):
        raise DatosMalos(_("{que} tiene que ser un texto de hasta {maximo} caracteres").format(
            que=que, maximo=maximo))
    return valor


def _lista(valor: object, que: str) -> list[Any]:
    if not isinstance(valor, list):
        raise DatosMalos(_("{que} tiene que ser una lista").format(que=que))
    return valor


def _dicc(valor: object, que: str) -> dict[str, Any]:
    if not isinstance(valor, dict):
        raise DatosMalos(_("{que} tiene que ser un objeto").format(que=que))
    return valor


def limpio(nombre: str) -> str:
    """Un nombre con los espacios de sobra quitados."""
    return " ".join(nombre.split())


# ------------------------------------------------------------------ torneo.json

@dataclass(frozen=True)
class Torneo:
    evento: str
    nombre: str
    clase: str
    divisiones: tuple[str, ...]
    rondas: int
    reglas: str
    director: str
    """El identificador del portátil del director: solo valen sus emparejamientos y sus decisiones."""
    salas: tuple[str, ...] = ()
    """Duplicada: las salas, con el nombre que les dio el director (sin divisiones)."""
    arbitraje: ReglasArbitraje | None = None
    """Duplicada: las reglas del arbitraje (``reglas`` es su clave); las bonificaciones salen de ellas."""

    def a_datos(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "formato": FORMATO, "version": VERSION, "tipo": "torneo", "evento": self.evento, "nombre": self.nombre,
            "clase": self.clase, "divisiones": list(self.divisiones), "rondas": self.rondas, "reglas": self.reglas,
            "director": self.director}
        if self.clase == DUPLICADA:
            d["salas"] = list(self.salas)
            d["arbitraje"] = (self.arbitraje or ReglasArbitraje()).a_dict()
        return d

    def a_bytes(self) -> bytes:
        return (json.dumps(self.a_datos(), ensure_ascii=False, indent=1) + "\n").encode("utf-8")

    def division(self, nombre: str | None) -> str:
        """La división pedida tal como está escrita en el torneo (sin mirar mayúsculas); sin nombre, la única."""
        if nombre is None:
            if len(self.divisiones) == 1:
                return self.divisiones[0]
            raise DatosMalos(_("el torneo tiene varias divisiones ({divisiones}): diga cuál").format(
                divisiones=", ".join(self.divisiones)))
        for d in self.divisiones:
            if d.casefold() == nombre.strip().casefold():
                return d
        raise DatosMalos(_("el torneo no tiene la división «{division}» (tiene {divisiones})").format(
            division=nombre, divisiones=", ".join(self.divisiones)))


def division_valida(nombre: str) -> str:
    """Un nombre de división como los de TSH: letras, cifras, «-» o «_», hasta 20 caracteres."""
    n = nombre.strip()
    if not n or len(n) > 20 or not all(c.isalnum() or c in "-_" for c in n):
        raise DatosMalos(_("«{division}» no vale como nombre de división: letras y cifras, sin espacios").format(
            division=nombre))
    return n


def sala_valida(nombre: str) -> str:
    """Un nombre de sala: letras, cifras, espacios, «-» o «_», hasta 30 caracteres (sin comas: la línea de
    órdenes las separa con ellas)."""
    n = " ".join(nombre.split())
    if not n or len(n) > MAX_NOMBRE_SALA or not all(c.isalnum() or c in " -_" for c in n):
        raise DatosMalos(_("«{sala}» no vale como nombre de sala: letras, cifras y espacios, hasta {maximo}").format(
            sala=nombre, maximo=MAX_NOMBRE_SALA))
    return n


def _salas(d: dict[str, Any]) -> tuple[tuple[str, ...], ReglasArbitraje]:
    salas = tuple(sala_valida(_texto(x, MAX_NOMBRE_SALA, _("la sala"))) for x in _lista(d.get("salas"), _("las salas")))
    if not 1 <= len(salas) <= MAX_SALAS or len({x.casefold() for x in salas}) != len(salas):
        raise DatosMalos(_("torneo.json tiene que tener de 1 a {maximo} salas, sin repetir").format(maximo=MAX_SALAS))
    try:
        reglas = ReglasArbitraje.desde_dict(_dicc(d.get("arbitraje"), _("las reglas del arbitraje")))
    except ErrorReglasArbitraje as e:
        raise DatosMalos(str(e)) from None
    return salas, reglas


def leer_torneo(contenido: bytes) -> Torneo:
    """El ``torneo.json`` leído y comprobado; ``DatosMalos`` si no lo es."""
    try:
        d = json.loads(contenido.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise DatosMalos(_("torneo.json no es JSON válido")) from None
    if not isinstance(d, dict) or d.get("formato") != FORMATO or d.get("tipo") != "torneo":
        raise DatosMalos(_("torneo.json no es de una carpeta de torneo de Planilla"))
    if d.get("version") != VERSION:
        raise DatosMalos(_("torneo.json es de otra versión de Planilla ({version})").format(version=d.get("version")))
    if not es_id(d.get("evento")) or not es_id(d.get("director")):
        raise DatosMalos(_("torneo.json no tiene un identificador de torneo válido"))
    clase = d.get("clase")
    if clase not in CLASES:
        raise DatosMalos(_("esta Planilla no sabe llevar torneos de clase «{clase}»").format(clase=clase))
    divisiones = tuple(division_valida(_texto(x, 20, _("la división"))) for x in _lista(d.get("divisiones"),
                                                                                           _("las divisiones")))
    if (not divisiones and clase == CLASICA) or len({x.casefold() for x in divisiones}) != len(divisiones):
        raise DatosMalos(_("torneo.json tiene que tener divisiones, sin repetir"))
    salas, arbitraje = _salas(d) if clase == DUPLICADA else ((), None)
    return Torneo(
        d["evento"], _texto(d.get("nombre"), 200, _("el nombre del torneo")), clase, divisiones,
        _entero(d.get("rondas"), 1, MAX_RONDAS, _("el número de rondas")),
        _texto(d.get("reglas"), 40, _("las reglas")), d["director"], salas, arbitraje,
    )


# ------------------------------------------------------------------ unión

@dataclass(frozen=True)
class Union:
    """Un portátil se une al torneo: la mesa que lleva."""

    mesa: int

    def a_datos(self) -> dict[str, Any]:
        return {"mesa": self.mesa}

    @staticmethod
    def de_datos(d: dict[str, Any]) -> Union:
        return Union(_entero(d.get("mesa"), 1, MAX_MESAS, _("la mesa")))


# ------------------------------------------------------------------ emparejamientos

@dataclass(frozen=True)
class Jugador:
    numero: int
    """Su número en TSH (el de su línea en el ``.t`` de la división)."""
    nombre: str

    def a_datos(self) -> dict[str, Any]:
        return {"numero": self.numero, "nombre": self.nombre}

    @staticmethod
    def de_datos(d: object) -> Jugador:
        d = _dicc(d, _("el jugador"))
        return Jugador(_entero(d.get("numero"), 1, MAX_JUGADOR, _("el número de jugador")),
                       limpio(_texto(d.get("nombre"), MAX_NOMBRE, _("el nombre del jugador"), vacio=True)))


@dataclass(frozen=True)
class Mesa:
    """Una partida emparejada; ``jugadores[0]`` empieza si ``empieza_sabido``."""

    mesa: int
    jugadores: tuple[Jugador, Jugador]
    empieza_sabido: bool = True

    def a_datos(self) -> dict[str, Any]:
        return {"mesa": self.mesa, "jugadores": [j.a_datos() for j in self.jugadores],
                "empieza_sabido": self.empieza_sabido}

    @staticmethod
    def de_datos(d: object) -> Mesa:
        d = _dicc(d, _("la mesa"))
        jugadores = _lista(d.get("jugadores"), _("los jugadores"))
        if len(jugadores) != 2:
            raise DatosMalos(_("una mesa tiene dos jugadores"))
        sabido = d.get("empieza_sabido", True)
        if not isinstance(sabido, bool):
            raise DatosMalos(_("«empieza_sabido» tiene que ser verdadero o falso"))
        return Mesa(_entero(d.get("mesa"), 1, MAX_MESAS, _("la mesa")),
                    (Jugador.de_datos(jugadores[0]), Jugador.de_datos(jugadores[1])), sabido)

    @property
    def numeros(self) -> frozenset[int]:
        return frozenset(j.numero for j in self.jugadores)


@dataclass(frozen=True)
class Descanso:
    """Un jugador sin rival esta ronda (rival 0 en TSH): descanso (+50) o incomparecencia (−50)."""

    jugador: Jugador
    margen: int = MARGEN_DESCANSO

    def a_datos(self) -> dict[str, Any]:
        return {"jugador": self.jugador.a_datos(), "margen": self.margen}

    @staticmethod
    def de_datos(d: object) -> Descanso:
        d = _dicc(d, _("el descanso"))
        return Descanso(Jugador.de_datos(d.get("jugador")),
                        _entero(d.get("margen"), -MAX_PUNTOS, MAX_PUNTOS, _("el margen del descanso")))


@dataclass(frozen=True)
class Emparejamiento:
    """Los emparejamientos de una ronda de una división."""

    division: str
    ronda: int
    mesas: tuple[Mesa, ...]
    descansos: tuple[Descanso, ...] = ()

    def a_datos(self) -> dict[str, Any]:
        return {"division": self.division, "ronda": self.ronda, "mesas": [m.a_datos() for m in self.mesas],
                "descansos": [x.a_datos() for x in self.descansos]}

    @staticmethod
    def de_datos(d: dict[str, Any]) -> Emparejamiento:
        e = Emparejamiento(
            division_valida(_texto(d.get("division"), 20, _("la división"))),
            _entero(d.get("ronda"), 1, MAX_RONDAS, _("la ronda")),
            tuple(Mesa.de_datos(m) for m in _lista(d.get("mesas"), _("las mesas"))),
            tuple(Descanso.de_datos(x) for x in _lista(d.get("descansos", []), _("los descansos"))),
        )
        e.comprobar()
        return e

    def comprobar(self) -> None:
        """Cada mesa una vez y cada jugador en una sola partida (o descanso) de la ronda."""
        vistas: set[int] = set()
        for m in self.mesas:
            if m.mesa in vistas:
                raise DatosMalos(_("la mesa {mesa} aparece dos veces en la ronda {ronda}").format(
                    mesa=m.mesa, ronda=self.ronda))
            vistas.add(m.mesa)
        jugadores: set[int] = set()
        for n in [j.numero for m in self.mesas for j in m.jugadores] + [x.jugador.numero for x in self.descansos]:
            if n in jugadores:
                raise DatosMalos(_("el jugador {numero} aparece dos veces en la ronda {ronda}").format(
                    numero=n, ronda=self.ronda))
            jugadores.add(n)

    def mesa(self, numero: int) -> Mesa | None:
        return self._por_mesa.get(numero)

    @cached_property
    def _por_mesa(self) -> dict[int, Mesa]:
        return {m.mesa: m for m in self.mesas}


# ------------------------------------------------------------------ resultado

@dataclass(frozen=True)
class Resultado:
    """La partida de una mesa, con los puntos finales (tiempo extra y ajuste final ya aplicados)."""

    division: str
    ronda: int
    mesa: int
    jugadores: tuple[Jugador, Jugador]
    puntos: tuple[int, int]
    empezo: int
    """Índice (0 o 1) de quien empezó."""
    pierde_por_tiempo: int | None = None
    """Índice de quien perdió por superar el tiempo extra máximo de las reglas, o ``None``."""
    gcg: str = ""

    def a_datos(self) -> dict[str, Any]:
        return {"division": self.division, "ronda": self.ronda, "mesa": self.mesa,
                "jugadores": [j.a_datos() for j in self.jugadores], "puntos": list(self.puntos),
                "margen": self.margen, "empezo": self.empezo, "pierde_por_tiempo": self.pierde_por_tiempo,
                "gcg": self.gcg}

    @staticmethod
    def de_datos(d: dict[str, Any]) -> Resultado:
        jugadores = _lista(d.get("jugadores"), _("los jugadores"))
        puntos = _lista(d.get("puntos"), _("los puntos"))
        if len(jugadores) != 2 or len(puntos) != 2:
            raise DatosMalos(_("un resultado tiene dos jugadores y dos puntuaciones"))
        pierde = d.get("pierde_por_tiempo")
        r = Resultado(
            division_valida(_texto(d.get("division"), 20, _("la división"))),
            _entero(d.get("ronda"), 1, MAX_RONDAS, _("la ronda")),
            _entero(d.get("mesa"), 1, MAX_MESAS, _("la mesa")),
            (Jugador.de_datos(jugadores[0]), Jugador.de_datos(jugadores[1])),
            (_entero(puntos[0], -MAX_PUNTOS, MAX_PUNTOS, _("los puntos")),
             _entero(puntos[1], -MAX_PUNTOS, MAX_PUNTOS, _("los puntos"))),
            _entero(d.get("empezo"), 0, 1, _("quién empezó")),
            None if pierde is None else _entero(pierde, 0, 1, _("quién perdió por tiempo")),
            _texto(d.get("gcg", ""), MAX_GCG, _("el GCG"), vacio=True),
        )
        if r.jugadores[0].numero == r.jugadores[1].numero:
            raise DatosMalos(_("un jugador no puede jugar contra sí mismo"))
        if d.get("margen") != r.margen:
            raise DatosMalos(_("el margen no cuadra con los puntos"))
        return r

    @property
    def margen(self) -> int:
        return self.puntos[0] - self.puntos[1]

    @property
    def numeros(self) -> frozenset[int]:
        return frozenset(j.numero for j in self.jugadores)

    @property
    def esencial(self) -> tuple[object, ...]:
        """Lo que cuenta para la clasificación, con los jugadores en orden: dos resultados iguales en esto
        dicen lo mismo aunque los hayan publicado portátiles distintos."""
        orden = sorted(range(2), key=lambda i: self.jugadores[i].numero)
        return (self.division, self.ronda, self.mesa, tuple(self.jugadores[i].numero for i in orden),
                tuple(self.puntos[i] for i in orden), self.jugadores[self.empezo].numero,
                None if self.pierde_por_tiempo is None else self.jugadores[self.pierde_por_tiempo].numero)

    def victorias(self, i: int) -> float:
        """Lo que suma el jugador ``i``: 1, ½ (empate) o 0; quien pierde por tiempo pierde."""
        if self.pierde_por_tiempo is not None:
            return 0.0 if self.pierde_por_tiempo == i else 1.0
        propios, ajenos = self.puntos[i], self.puntos[1 - i]
        return 1.0 if propios > ajenos else 0.5 if propios == ajenos else 0.0


# ------------------------------------------------------------------ decisión del director

@dataclass(frozen=True)
class Decision:
    """El director resuelve un conflicto eligiendo uno de sus archivos candidatos (por su huella)."""

    conflicto: str
    elegido: str

    def a_datos(self) -> dict[str, Any]:
        return {"conflicto": self.conflicto, "elegido": self.elegido}

    @staticmethod
    def de_datos(d: dict[str, Any]) -> Decision:
        elegido = d.get("elegido")
        if not isinstance(elegido, str) or len(elegido) != 64 or not all(c in "0123456789abcdef" for c in elegido):
            raise DatosMalos(_("la decisión tiene que nombrar la huella del archivo elegido"))
        return Decision(_texto(d.get("conflicto"), 200, _("el conflicto")), elegido)
