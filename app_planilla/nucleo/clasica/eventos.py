"""Eventos de la planilla clásica: el registro es la verdad y el estado se deriva repasándolo.

Cada evento es un valor pequeño e inmutable con su pareja ``a_dict`` / ``evento_desde_dict``; la lectura
comprueba tipos, rangos y tamaños (los datos pueden venir de un archivo ajeno) y nunca confía en el origen.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla
from app_planilla.nucleo.registro.eventos import (
    MAX_TEXTO,
    AjusteReloj,
    Anulacion,
    ConTipo,
    ErrorEvento,
    Formato,
    ajuste_reloj_a_dict,
    ajuste_reloj_leido,
    campos,
    comprobar_texto,
    entero,
    ficha_a_dict,
    fichas_leidas,
    nombre,
    texto,
    tipo_leido,
)

MIN_PARTICIPANTES = 2
MAX_PARTICIPANTES = 4
MAX_PUNTOS_JUGADA = 2000
MAX_PENALIZACION = 1000
MAX_PUNTOS_ATRIL = 200
MAX_AJUSTE = 2 * MAX_PUNTOS_ATRIL * (MAX_PARTICIPANTES - 1)
"""Ajuste final anotado: a lo sumo el doble de los atriles de los demás."""
MAX_SEGUNDOS_EXTRA = 24 * 3600
MAX_PUNTOS_MINUTO = 100
"""Precio máximo de un minuto de tiempo extra (el del reloj de la partida)."""
MAX_PALABRA = 40
MAX_NOTA = 4000
"""Nota de un turno (los ``#note`` de un GCG): un comentario de la partida, con saltos de línea."""
MAX_FICHAS_ATRIL = 7
MAX_APODO = 100
"""Apodo GCG (``#player1 apodo Nombre``): los de Woogles pasan de 40 (``Grab_em_by_the_Short_and_(James)_Curley(s)``,
42); el tope solo frena el abuso."""


@dataclass(frozen=True)
class Inicio(ConTipo, tipo="inicio"):
    """Primer evento: quién juega, en qué orden, quién abre y con qué edición y reglas."""

    participantes: tuple[str, ...]
    """Nombres en orden de juego; ``""`` = sin nombre («Participante 2»)."""
    abre: int = 0
    """Índice de quien abre la partida."""
    edicion: str = "es"
    reglas: str = "casa"
    """Preajuste elegido (``casa``, ``fise``, ``ingles``); con 3–4 participantes se aplican las de casa."""
    empate: str = "compartido"
    """``compartido`` o ``antes_del_ajuste``."""
    apodos: tuple[str, ...] = ()
    """Apodos de un GCG importado (``#player1 apodo Nombre``), uno por participante; ``()`` = sacarlos
    de los nombres al exportar."""
    titulo: str = ""
    """Lo que traía el GCG importado (``#title``, ``#description``, ``#lexicon``, ``#id``): vuelve a él."""
    descripcion: str = ""
    lexico: str = ""
    identificador: str = ""
    ajuste_final: str = "restan"
    """``restan`` (cada uno resta su atril y quien cierra suma lo de los demás) o ``doble`` (NASPA/WESPA:
    quien cierra suma el doble y nadie resta). Sin él, el de las partidas de antes: ``restan``."""
    premio_impugnacion: int = 0
    """Puntos para quien fue impugnado sin razón (5 o 10, práctica WESPA/NASPA en CSW); 0 = quien impugna
    solo pierde el turno."""


@dataclass(frozen=True)
class Jugada(ConTipo, tipo="jugada"):
    """Turno con puntos: calculada (con sus fichas, que quedan en el tablero) o anotada a mano."""

    puntos: int
    coordenada: str = ""
    palabra: str = ""
    fichas: tuple[tuple[Casilla, Ficha], ...] = ()
    """Fichas nuevas que deja en el tablero; vacío si los puntos se escribieron a mano."""
    atril: str = ""
    """El atril antes de jugar, si se conoce, en notación GCG (``?`` = comodín, dígrafos entre corchetes:
    ``AC[CH]IS``); ``""`` = no se anotó."""
    nota: str = ""
    """Comentario del turno (los ``#note`` de un GCG)."""


@dataclass(frozen=True)
class Pase(ConTipo, tipo="pase"):
    """Pase: 0 puntos y pierde el turno."""

    atril: str = ""
    nota: str = ""


@dataclass(frozen=True)
class Cambio(ConTipo, tipo="cambio"):
    """Cambio de fichas: 0 puntos y pierde el turno."""

    atril: str = ""
    cambiadas: str = ""
    """Las fichas cambiadas, si se conocen (notación GCG, como ``atril``)."""
    cuantas: int = 0
    """Cuántas fichas se cambiaron, si solo se sabe eso; 0 = no se sabe o están en ``cambiadas``."""
    nota: str = ""


@dataclass(frozen=True)
class PalabraRetirada(ConTipo, tipo="retirada"):
    """Palabra retirada tras una impugnación: 0 puntos.

    Sin ``retira`` es un turno nuevo de quien tiene el turno (las fichas no llegaron a la planilla).
    Con ``retira`` convierte la última jugada anotada (número de evento) en retirada: sus puntos pasan a 0
    y sus fichas salen del tablero, sin gastar otro turno.
    """

    coordenada: str = ""
    palabra: str = ""
    retira: int | None = None
    atril: str = ""
    """El atril de quien la jugó, si se conoce (notación GCG); con ``retira``, vacío: es el de la jugada."""
    nota: str = ""


@dataclass(frozen=True)
class Penalizacion(ConTipo, tipo="penalizacion"):
    """Puntos restados a cualquier participante sin gastar turno."""

    participante: int
    puntos: int
    """Cuánto se resta (positivo). Negativo = premio que se suma, como el ``(challenge) +5`` de un GCG."""
    motivo: str = ""
    nota: str = ""


Atril = str | int
"""Lo que queda en un atril al final: letras (``?`` = comodín), ``""`` = se quedó sin fichas, o puntos."""


@dataclass(frozen=True)
class Fin(ConTipo, tipo="fin"):
    """«Terminar la partida»: lo que queda en cada atril, en el orden de los participantes."""

    atriles: tuple[Atril, ...]
    ajustes: tuple[int, ...] | None = None
    """Ajuste de cada participante tal como lo anotó otro programa; ``None`` = el que dan las reglas.

    Un GCG da a quien cierra el doble de lo que queda a los demás y no les resta nada: la diferencia es la
    misma, pero los totales no, y al importarlo se conservan los del archivo.
    """
    nota: str = ""


@dataclass(frozen=True)
class TiempoExtra(ConTipo, tipo="tiempo_extra"):
    """Tiempo extra de un participante (lo añadirá el reloj): se resta tras el ajuste final."""

    participante: int
    segundos: int
    puntos_por_minuto: int | None = None
    """Precio del minuto o fracción según el reloj de la partida; ``None`` = el de las reglas."""
    nota: str = ""


Evento = (
    Inicio | Jugada | Pase | Cambio | PalabraRetirada | Penalizacion | Anulacion | Fin | TiempoExtra | AjusteReloj
)

TIPOS: Mapping[str, type[Evento]] = {
    c.tipo: c
    for c in (Inicio, Jugada, Pase, Cambio, PalabraRetirada, Penalizacion, Anulacion, Fin, TiempoExtra, AjusteReloj)
}


# ---------------------------------------------------------------- escritura


def a_dict(evento: Evento) -> dict[str, Any]:
    """El evento como diccionario apto para JSON (solo campos con valor distinto del de omisión)."""
    if isinstance(evento, AjusteReloj):
        return ajuste_reloj_a_dict(evento)
    d: dict[str, Any] = {"tipo": evento.tipo}
    if isinstance(evento, Inicio):
        d.update(
            participantes=list(evento.participantes),
            abre=evento.abre,
            edicion=evento.edicion,
            reglas=evento.reglas,
            empate=evento.empate,
        )
        if evento.apodos:
            d["apodos"] = list(evento.apodos)
        for clave in ("titulo", "descripcion", "lexico", "identificador"):
            if getattr(evento, clave):
                d[clave] = getattr(evento, clave)
        # Solo si no son los de omisión: un inicio de antes se escribe igual que entonces.
        if evento.ajuste_final != "restan":
            d["ajuste_final"] = evento.ajuste_final
        if evento.premio_impugnacion:
            d["premio_impugnacion"] = evento.premio_impugnacion
        return d
    if isinstance(evento, Jugada):
        d["puntos"] = evento.puntos
        if evento.coordenada:
            d["coordenada"] = evento.coordenada
        if evento.palabra:
            d["palabra"] = evento.palabra
        if evento.fichas:
            d["fichas"] = [ficha_a_dict(c, f) for c, f in evento.fichas]
    elif isinstance(evento, Cambio):
        if evento.cambiadas:
            d["cambiadas"] = evento.cambiadas
        if evento.cuantas:
            d["cuantas"] = evento.cuantas
    elif isinstance(evento, PalabraRetirada):
        if evento.coordenada:
            d["coordenada"] = evento.coordenada
        if evento.palabra:
            d["palabra"] = evento.palabra
        if evento.retira is not None:
            d["retira"] = evento.retira
    elif isinstance(evento, Penalizacion):
        d.update(participante=evento.participante, puntos=evento.puntos)
        if evento.motivo:
            d["motivo"] = evento.motivo
    elif isinstance(evento, Fin):
        d["atriles"] = list(evento.atriles)
        if evento.ajustes is not None:
            d["ajustes"] = list(evento.ajustes)
    elif isinstance(evento, TiempoExtra):
        d.update(participante=evento.participante, segundos=evento.segundos)
        if evento.puntos_por_minuto is not None:
            d["puntos_por_minuto"] = evento.puntos_por_minuto
    if isinstance(evento, Jugada | Pase | Cambio | PalabraRetirada) and evento.atril:
        d["atril"] = evento.atril
    if not isinstance(evento, Anulacion) and evento.nota:
        d["nota"] = evento.nota
    return d


# ---------------------------------------------------------------- lectura


def _atril(valor: Any) -> Atril:
    if isinstance(valor, bool) or not isinstance(valor, str | int):
        raise ErrorEvento(_("Cada atril tiene que ser un texto con sus fichas o un número de puntos."))
    if isinstance(valor, int):
        if not 0 <= valor <= MAX_PUNTOS_ATRIL:
            raise ErrorEvento(
                _("Los puntos de un atril tienen que estar entre 0 y {maximo}.").format(maximo=MAX_PUNTOS_ATRIL)
            )
        return valor
    if len(valor) > 30:
        raise ErrorEvento(_("Un atril tiene como mucho 7 fichas."))
    return valor


_FICHA_GCG = re.compile(r"[^\W\d_]|\?|\[[^\W\d_]{2}\]")
_APODO = re.compile(rf"[^\s:]{{1,{MAX_APODO}}}")


def fichas_gcg(texto: str) -> list[str]:
    """Las fichas de un atril en notación GCG (``AC[CH]?``): ``["A", "C", "[CH]", "?"]``; ``ErrorEvento``
    si no es esa notación."""
    fichas = _FICHA_GCG.findall(texto)
    if "".join(fichas) != texto:
        raise ErrorEvento(
            _("«{texto}» no es un atril: letras, ? por cada comodín y los dígrafos entre corchetes ([CH]).").format(
                texto=texto[:20]
            )
        )
    return fichas


def _atril_gcg(d: Mapping[str, Any], clave: str = "atril") -> str:
    valor = texto(d, clave, 4 * MAX_FICHAS_ATRIL)
    if len(fichas_gcg(valor)) > MAX_FICHAS_ATRIL:
        raise ErrorEvento(_("«{clave}» tiene más de {maximo} fichas.").format(clave=clave, maximo=MAX_FICHAS_ATRIL))
    return valor


def nota_leida(d: Mapping[str, Any]) -> str:
    """Una nota: texto con saltos de línea, sin otros caracteres de control."""
    valor = d.get("nota", "")
    if not isinstance(valor, str):
        raise ErrorEvento(_("«nota» tiene que ser un texto."))
    if len(valor) > MAX_NOTA:
        raise ErrorEvento(_("«nota» es demasiado larga (más de {maximo} caracteres).").format(maximo=MAX_NOTA))
    # Como cualquier texto de la partida, salvo los saltos de línea.
    for linea in valor.split("\n"):
        comprobar_texto(linea, "«nota»")
    return valor


def _apodos(valor: Any, n: int) -> tuple[str, ...]:
    if not isinstance(valor, list) or len(valor) != n:
        raise ErrorEvento(_("«apodos» tiene que llevar un apodo por participante."))
    if not all(isinstance(a, str) and _APODO.fullmatch(a) for a in valor):
        raise ErrorEvento(
            _("Cada apodo es una palabra sin espacios ni «:» de hasta {maximo} caracteres.").format(maximo=MAX_APODO)
        )
    if len(set(valor)) != n:
        raise ErrorEvento(_("Los apodos tienen que ser distintos."))
    return tuple(valor)


def evento_desde_dict(d: Any) -> Evento:
    """Lee y comprueba la forma de un evento; las reglas de la partida las comprueba ``Planilla``."""
    tipo = tipo_leido(d, TIPOS)
    if tipo == "inicio":
        campos(
            d,
            tipo,
            {"participantes"},
            {"abre", "edicion", "reglas", "empate", "apodos", "titulo", "descripcion", "lexico", "identificador",
             "ajuste_final", "premio_impugnacion"},
        )
        nombres = d["participantes"]
        if not isinstance(nombres, list) or not MIN_PARTICIPANTES <= len(nombres) <= MAX_PARTICIPANTES:
            raise ErrorEvento(_("«participantes» tiene que ser una lista de 2 a 4 nombres."))
        limpios = tuple(nombre(n) for n in nombres)
        return Inicio(
            limpios,
            entero(d, "abre", 0, len(limpios) - 1, 0),
            texto(d, "edicion", 10) if "edicion" in d else "es",
            texto(d, "reglas", 20) if "reglas" in d else "casa",
            texto(d, "empate", 20) if "empate" in d else "compartido",
            _apodos(d["apodos"], len(limpios)) if "apodos" in d else (),
            texto(d, "titulo", MAX_TEXTO),
            texto(d, "descripcion", MAX_NOTA),
            texto(d, "lexico", MAX_PALABRA),
            texto(d, "identificador", MAX_TEXTO),
            texto(d, "ajuste_final", 20) if "ajuste_final" in d else "restan",
            entero(d, "premio_impugnacion", 0, MAX_PENALIZACION, 0),
        )
    if tipo == "anulacion":
        campos(d, tipo, set(), set())
        return Anulacion()
    return _evento_de_partida(tipo, d)


def _evento_de_partida(tipo: str, d: Mapping[str, Any]) -> Evento:
    if tipo == "jugada":
        campos(d, tipo, {"puntos"}, {"coordenada", "palabra", "fichas", "atril", "nota"})
        return Jugada(
            entero(d, "puntos", 0, MAX_PUNTOS_JUGADA),
            texto(d, "coordenada", 3),
            texto(d, "palabra", MAX_PALABRA),
            fichas_leidas(d.get("fichas", [])),
            _atril_gcg(d),
            nota_leida(d),
        )
    if tipo == "pase":
        campos(d, tipo, set(), {"atril", "nota"})
        return Pase(_atril_gcg(d), nota_leida(d))
    if tipo == "cambio":
        campos(d, tipo, set(), {"atril", "cambiadas", "cuantas", "nota"})
        cambiadas = _atril_gcg(d, "cambiadas")
        cuantas = entero(d, "cuantas", 1, MAX_FICHAS_ATRIL) if "cuantas" in d else 0
        if cambiadas and cuantas:
            raise ErrorEvento(_("Un cambio lleva sus fichas («cambiadas») o cuántas fueron («cuantas»), no las dos."))
        return Cambio(_atril_gcg(d), cambiadas, cuantas, nota_leida(d))
    if tipo == "retirada":
        campos(d, tipo, set(), {"coordenada", "palabra", "retira", "atril", "nota"})
        retira = entero(d, "retira", 1, 10**9) if d.get("retira") is not None else None
        return PalabraRetirada(
            texto(d, "coordenada", 3), texto(d, "palabra", MAX_PALABRA), retira, _atril_gcg(d), nota_leida(d)
        )
    if tipo == "penalizacion":
        campos(d, tipo, {"participante", "puntos"}, {"motivo", "nota"})
        participante = entero(d, "participante", 0, MAX_PARTICIPANTES - 1)
        puntos = entero(d, "puntos", -MAX_PENALIZACION, MAX_PENALIZACION)
        if puntos == 0:
            raise ErrorEvento(_("Una penalización de 0 puntos no cambia nada."))
        return Penalizacion(participante, puntos, texto(d, "motivo", MAX_TEXTO), nota_leida(d))
    if tipo == "fin":
        campos(d, tipo, {"atriles"}, {"ajustes", "nota"})
        atriles = d["atriles"]
        if not isinstance(atriles, list) or not MIN_PARTICIPANTES <= len(atriles) <= MAX_PARTICIPANTES:
            raise ErrorEvento(_("Hacen falta los atriles de todos los participantes, uno por cada uno."))
        ajustes = d.get("ajustes")
        if ajustes is None:
            return Fin(tuple(_atril(a) for a in atriles), None, nota_leida(d))
        if not isinstance(ajustes, list) or len(ajustes) != len(atriles):
            raise ErrorEvento(_("«ajustes» tiene que llevar un número por participante, como «atriles»."))
        return Fin(
            tuple(_atril(a) for a in atriles),
            tuple(entero({"ajustes": a}, "ajustes", -MAX_AJUSTE, MAX_AJUSTE) for a in ajustes),
            nota_leida(d),
        )
    if tipo == "ajuste_reloj":
        return ajuste_reloj_leido(d, MAX_PARTICIPANTES, nota_leida)
    campos(d, tipo, {"participante", "segundos"}, {"puntos_por_minuto", "nota"})
    return TiempoExtra(
        entero(d, "participante", 0, MAX_PARTICIPANTES - 1),
        entero(d, "segundos", 0, MAX_SEGUNDOS_EXTRA),
        entero(d, "puntos_por_minuto", 1, MAX_PUNTOS_MINUTO) if "puntos_por_minuto" in d else None,
        nota_leida(d),
    )


FORMATO = Formato[Evento](TIPOS, a_dict, evento_desde_dict, N_("la planilla"))
