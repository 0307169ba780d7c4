"""Eventos de la planilla duplicada, con la infraestructura común (``registro.eventos``).

Cada casilla de la hoja (atril, jugada maestra, puntos de cada participante) se escribe con un evento; volver
a escribir una casilla llena es una corrección. «Deshacer la última línea» es la ``Anulacion`` de siempre.
La lectura comprueba forma, tipos y tamaños; las reglas de la partida las comprueba ``PlanillaDuplicada``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, fields
from typing import Any, TypeVar

from app_planilla.nucleo.clasica.eventos import MAX_PALABRA, MAX_PUNTOS_JUGADA
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.reglas_arbitraje import ErrorReglasArbitraje, ReglasArbitraje
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla
from app_planilla.nucleo.registro.eventos import (
    Anulacion,
    ConTipo,
    ErrorEvento,
    Formato,
    campos,
    entero,
    ficha_a_dict,
    fichas_leidas,
    nombre,
    texto,
    tipo_leido,
)

MIN_PARTICIPANTES_DUPLICADA = 1
MAX_PARTICIPANTES_DUPLICADA = 16
"""En la hoja de la mesa, donde se escriben los puntos de cada uno en su columna."""
MAX_PARTICIPANTES_ARBITRAJE = 200
"""Con arbitraje de papeletas (una sala de torneo)."""
MAX_MESA = 9999
MAX_LICENCIA = 20
MAX_CLUB = 100
MAX_MOTIVO = 200
MAX_PAPELETA = 60
"""Lo tecleado de una papeleta («H4 JAMON 44»): una palabra de 15 fichas cabe de sobra."""
SITUACIONES = ("presente", "ausente", "tarde", "retirado")
"""Situación de un inscrito desde una ronda: ausente (no juega ninguna), llega tarde (juega desde esa ronda) o
se retira (no juega desde esa ronda); «presente» deshace cualquiera de ellas."""
MAX_RONDAS = 100
"""Con 100 fichas y al menos una por jugada maestra, una partida no llega a tantas rondas."""
MAX_FICHAS_ATRIL = 7
MAX_LISTA = 200
"""Largo máximo del nombre de la lista con que se encontró una maestra."""
COMODIN = "?"


@dataclass(frozen=True)
class DatosInscrito:
    """Lo que una sala sabe de cada participante, además del nombre: su mesa (única), licencia y club."""

    mesa: int
    licencia: str = ""
    club: str = ""


@dataclass(frozen=True)
class InicioDuplicada(ConTipo, tipo="inicio_duplicada"):
    """Primer evento de una partida duplicada: quién juega, con qué edición y si hay bonificaciones."""

    participantes: tuple[str, ...]
    """Nombres (1 a 16); ``""`` = sin nombre («Participante 2»). Con uno, en solitario contra las maestras."""
    edicion: str = "es"
    bonificaciones: bool = False
    """Bonificaciones FISE: +10 a quien sola encuentra la maestra, +5 a la única mejor por debajo."""
    arbitro_automatico: bool = False
    """«Duplicada en solitario»: la aplicación sortea cada atril y busca cada maestra en su lista de palabras
    (una persona, o varias ante la misma pantalla que escriben sus puntos)."""
    arbitraje: ReglasArbitraje | None = None
    """Con arbitraje de papeletas (hasta 200 participantes): las reglas de la sala. Sin él, la hoja de la
    mesa (hasta 16) donde se escriben los puntos."""
    inscritos: tuple[DatosInscrito, ...] = ()
    """Con arbitraje: mesa, licencia y club de cada participante, en su orden (vacío: mesas 1, 2, 3…)."""


@dataclass(frozen=True)
class AtrilRonda(ConTipo, tipo="atril"):
    """El atril común de una ronda. Con ``ronda`` = la siguiente, abre una ronda; si ya existe, la corrige."""

    ronda: int
    fichas: tuple[str, ...] = ()
    """Fichas del atril (letra o dígrafo; ``?`` = comodín); vacío si no se anota."""
    sorteado: bool = False
    """Sacado al azar por la aplicación (solo informativo)."""


@dataclass(frozen=True)
class JugadaMaestra(ConTipo, tipo="maestra"):
    """La jugada maestra de una ronda; si la ronda ya la tenía, la sustituye (corrección)."""

    ronda: int
    puntos: int
    coordenada: str = ""
    palabra: str = ""
    fichas: tuple[tuple[Casilla, Ficha], ...] = ()
    """Fichas que deja en el tablero; vacío si los puntos se escribieron a mano."""
    lista: str = ""
    """Con qué lista de palabras la encontró la aplicación («Buscar la jugada maestra»); vacío si la
    encontró otro (a mano, DupliTop…)."""


@dataclass(frozen=True)
class PuntosRonda(ConTipo, tipo="puntos"):
    """Los puntos de un participante en una ronda; ``None`` vacía la casilla. Escribir encima corrige."""

    ronda: int
    participante: int
    puntos: int | None
    fuera_de_lista: str = ""
    """Palabras de la jugada que no están en la lista de la aplicación (duplicada en solitario): con 0 puntos
    se aplicó la regla de la palabra no válida; con más, quien juega prefirió guardar los puntos."""


@dataclass(frozen=True)
class PapeletaRonda(ConTipo, tipo="papeleta"):
    """Lo que decidió el árbitro de la papeleta de uno o varios participantes en una ronda (la misma jugada
    para todos: un evento, una transacción, un «Deshacer»). Se guarda el juicio entero y nunca se vuelve a
    juzgar al reabrir: lo decidido es firme aunque cambie la lista de palabras. Escribir encima corrige."""

    ronda: int
    participantes: tuple[int, ...]
    puntos: int
    """Los que cuentan (0 si vale cero)."""
    motivo: str = ""
    """Clave de ``Motivo`` si vale cero por un motivo; vacío si es válida."""
    texto: str = ""
    """La papeleta como se tecleó (``H4 JAMON 44``); vacío si no la hay (sin papeleta, en blanco…)."""
    detalle: str = ""
    """El porqué en una frase."""
    calculados: int | None = None
    """Los puntos de la jugada escrita, si se pudo colocar."""
    declarados: int | None = None
    coordenada: str = ""
    """La de la papeleta, en FISE."""
    palabra: str = ""
    desplazada: str = ""
    """Coordenada a una casilla en la que la misma palabra vale («coordenada desplazada»)."""
    avisos: int = 0
    """Avisos que da por sí misma (puntos ausentes o erróneos con las reglas FISF)."""
    penalizacion: int = 0
    """Lo que resta por sí misma (coordenada desplazada penalizada)."""
    fuera_de_lista: tuple[str, ...] = ()
    """Palabras que la lista abierta no tiene (solo un aviso al árbitro)."""
    maestra: bool = False
    """Dio la maestra de la ronda (la tecla ``=``)."""
    arbitro: bool = False
    """El árbitro decidió por encima del juicio de la aplicación."""

    @property
    def motivo_cero(self) -> Motivo | None:
        return Motivo(self.motivo) if self.motivo else None


@dataclass(frozen=True)
class AvisoArbitro(ConTipo, tipo="aviso_arbitro"):
    """Un aviso del árbitro (papeleta mal hecha, disciplina) a uno o varios participantes en una ronda."""

    ronda: int
    participantes: tuple[int, ...]
    motivo: str = ""


@dataclass(frozen=True)
class PenalizacionArbitro(ConTipo, tipo="penalizacion_arbitro"):
    """Puntos que el árbitro resta a uno o varios participantes en una ronda."""

    ronda: int
    participantes: tuple[int, ...]
    puntos: int
    motivo: str = ""


@dataclass(frozen=True)
class SituacionInscrito(ConTipo, tipo="situacion"):
    """Ausente, llega tarde (juega desde ``ronda``), se retira (no juega desde ``ronda``) o presente."""

    participantes: tuple[int, ...]
    situacion: str
    ronda: int = 1


@dataclass(frozen=True)
class DesempateArbitro(ConTipo, tipo="desempate"):
    """El resultado del desempate a muerte súbita entre empatados, como lo anota el árbitro: mejor primero."""

    orden: tuple[int, ...]


@dataclass(frozen=True)
class CorreccionMaestra(ConTipo, tipo="correccion_maestra"):
    """La jugada maestra de una ronda corregida en una sala con arbitraje, con todo lo que cambia por ella: las
    maestras de las rondas siguientes puntuadas sobre los tableros nuevos y lo decidido de las papeletas que,
    vueltas a juzgar, cambian (las de «=» siguen a la maestra de su ronda). Un evento, una transacción, un
    «Deshacer». Lo guardado es firme: al reabrir no se vuelve a juzgar nada."""

    maestra: JugadaMaestra
    maestras: tuple[JugadaMaestra, ...] = ()
    """Maestras de rondas siguientes con sus puntos (o su palabra) nuevos; las mismas fichas."""
    papeletas: tuple[PapeletaRonda, ...] = ()
    """Lo decidido nuevo de las papeletas que cambian, de esta ronda o de las siguientes."""


@dataclass(frozen=True)
class FinDuplicada(ConTipo, tipo="fin_duplicada"):
    """«Terminar la partida»: sin ajuste de atriles, porque nadie tiene atril propio."""


EventoDuplicada = (
    InicioDuplicada | AtrilRonda | JugadaMaestra | PuntosRonda | PapeletaRonda | AvisoArbitro | PenalizacionArbitro
    | SituacionInscrito | DesempateArbitro | CorreccionMaestra | FinDuplicada | Anulacion
)

EVENTOS_ARBITRAJE = (PapeletaRonda, AvisoArbitro, PenalizacionArbitro, SituacionInscrito, DesempateArbitro)
"""Los que solo caben en una partida con arbitraje de papeletas (además de ``CorreccionMaestra``)."""
MAX_CAMBIOS_CORRECCION = MAX_RONDAS * MAX_PARTICIPANTES_ARBITRAJE
"""Papeletas que puede cambiar una corrección: todas las de la partida, una a una."""

TIPOS_DUPLICADA: Mapping[str, type[EventoDuplicada]] = {
    c.tipo: c
    for c in (InicioDuplicada, AtrilRonda, JugadaMaestra, PuntosRonda, *EVENTOS_ARBITRAJE, CorreccionMaestra,
              FinDuplicada, Anulacion)
}


def a_dict_duplicada(evento: EventoDuplicada) -> dict[str, Any]:
    """El evento como diccionario apto para JSON (solo campos con valor distinto del de omisión)."""
    d: dict[str, Any] = {"tipo": evento.tipo}
    if isinstance(evento, InicioDuplicada):
        d.update(participantes=list(evento.participantes), edicion=evento.edicion)
        if evento.bonificaciones:
            d["bonificaciones"] = True
        if evento.arbitro_automatico:
            d["arbitro_automatico"] = True
        if evento.arbitraje is not None:
            d["arbitraje"] = evento.arbitraje.a_dict()
        if evento.inscritos:
            d["inscritos"] = [_inscrito_a_dict(x) for x in evento.inscritos]
    elif isinstance(evento, AtrilRonda):
        d.update(ronda=evento.ronda, fichas=list(evento.fichas))
        if evento.sorteado:
            d["sorteado"] = True
    elif isinstance(evento, JugadaMaestra):
        d.update(ronda=evento.ronda, puntos=evento.puntos)
        if evento.coordenada:
            d["coordenada"] = evento.coordenada
        if evento.palabra:
            d["palabra"] = evento.palabra
        if evento.fichas:
            d["fichas"] = [ficha_a_dict(c, f) for c, f in evento.fichas]
        if evento.lista:
            d["lista"] = evento.lista
    elif isinstance(evento, PuntosRonda):
        d.update(ronda=evento.ronda, participante=evento.participante, puntos=evento.puntos)
        if evento.fuera_de_lista:
            d["fuera_de_lista"] = evento.fuera_de_lista
    elif isinstance(evento, EVENTOS_ARBITRAJE):
        d.update(_campos_con_valor(evento))
    elif isinstance(evento, CorreccionMaestra):
        d["maestra"] = _sin_tipo(a_dict_duplicada(evento.maestra))
        if evento.maestras:
            d["maestras"] = [_sin_tipo(a_dict_duplicada(m)) for m in evento.maestras]
        if evento.papeletas:
            d["papeletas"] = [_sin_tipo(a_dict_duplicada(p)) for p in evento.papeletas]
    return d


def _sin_tipo(d: dict[str, Any]) -> dict[str, Any]:
    """Un evento dentro de otro: su tipo lo dice el campo que lo lleva."""
    del d["tipo"]
    return d


def _inscrito_a_dict(inscrito: DatosInscrito) -> dict[str, Any]:
    d: dict[str, Any] = {"mesa": inscrito.mesa}
    if inscrito.licencia:
        d["licencia"] = inscrito.licencia
    if inscrito.club:
        d["club"] = inscrito.club
    return d


def _campos_con_valor(evento: Any) -> dict[str, Any]:
    """Los campos que no tienen su valor por omisión (las tuplas, como listas); los obligatorios, siempre."""
    d: dict[str, Any] = {}
    for f in fields(evento):
        valor = getattr(evento, f.name)
        if f.default is not MISSING and valor == f.default:
            continue
        d[f.name] = list(valor) if isinstance(valor, tuple) else valor
    return d


def _bool(d: Mapping[str, Any], clave: str) -> bool:
    valor = d.get(clave, False)
    if not isinstance(valor, bool):
        raise ErrorEvento(_("«{clave}» tiene que ser true o false.").format(clave=clave))
    return valor


def _fichas_atril(valor: Any) -> tuple[str, ...]:
    if not isinstance(valor, list) or len(valor) > MAX_FICHAS_ATRIL:
        raise ErrorEvento(
            _("«fichas» del atril tiene que ser una lista de hasta {maximo} fichas.").format(maximo=MAX_FICHAS_ATRIL)
        )
    fichas = []
    for f in valor:
        if not isinstance(f, str):
            raise ErrorEvento(_("Cada ficha del atril tiene que ser un texto (una letra, un dígrafo o ?)."))
        fichas.append(texto({"ficha": f}, "ficha", 2))
    return tuple(fichas)


def evento_duplicada_desde_dict(d: Any) -> EventoDuplicada:
    """Lee y comprueba la forma de un evento de la duplicada."""
    tipo = tipo_leido(d, TIPOS_DUPLICADA, _("en una partida duplicada"))
    if tipo == "inicio_duplicada":
        campos(d, tipo, {"participantes"}, {"edicion", "bonificaciones", "arbitro_automatico", "arbitraje",
                                            "inscritos"})
        arbitraje = _reglas_leidas(d["arbitraje"]) if "arbitraje" in d else None
        maximo = MAX_PARTICIPANTES_DUPLICADA if arbitraje is None else MAX_PARTICIPANTES_ARBITRAJE
        nombres = d["participantes"]
        if not isinstance(nombres, list) or not MIN_PARTICIPANTES_DUPLICADA <= len(nombres) <= maximo:
            raise ErrorEvento(
                _("«participantes» tiene que ser una lista de {minimo} a {maximo} nombres.").format(
                    minimo=MIN_PARTICIPANTES_DUPLICADA, maximo=maximo
                )
            )
        inscritos = _inscritos_leidos(d.get("inscritos", []), len(nombres)) if "inscritos" in d else ()
        if inscritos and arbitraje is None:
            raise ErrorEvento(_("«inscritos» solo cabe en una partida con arbitraje de papeletas."))
        return InicioDuplicada(
            tuple(nombre(n) for n in nombres),
            texto(d, "edicion", 10) if "edicion" in d else "es",
            _bool(d, "bonificaciones"),
            _bool(d, "arbitro_automatico"),
            arbitraje,
            inscritos,
        )
    if tipo == "atril":
        campos(d, tipo, {"ronda", "fichas"}, {"sorteado"})
        return AtrilRonda(entero(d, "ronda", 1, MAX_RONDAS), _fichas_atril(d["fichas"]), _bool(d, "sorteado"))
    if tipo == "maestra":
        campos(d, tipo, {"ronda", "puntos"}, {"coordenada", "palabra", "fichas", "lista"})
        return JugadaMaestra(
            entero(d, "ronda", 1, MAX_RONDAS),
            entero(d, "puntos", 0, MAX_PUNTOS_JUGADA),
            texto(d, "coordenada", 3),
            texto(d, "palabra", MAX_PALABRA),
            fichas_leidas(d.get("fichas", [])),
            texto(d, "lista", MAX_LISTA) if "lista" in d else "",
        )
    if tipo == "puntos":
        campos(d, tipo, {"ronda", "participante", "puntos"}, {"fuera_de_lista"})
        puntos = None if d["puntos"] is None else entero(d, "puntos", 0, MAX_PUNTOS_JUGADA)
        return PuntosRonda(
            entero(d, "ronda", 1, MAX_RONDAS),
            entero(d, "participante", 0, MAX_PARTICIPANTES_DUPLICADA - 1),
            puntos,
            texto(d, "fuera_de_lista", MAX_PALABRA) if "fuera_de_lista" in d else "",
        )
    if tipo == "papeleta":
        return _papeleta_leida(d)
    if tipo == "aviso_arbitro":
        campos(d, tipo, {"ronda", "participantes"}, {"motivo"})
        return AvisoArbitro(entero(d, "ronda", 1, MAX_RONDAS), _participantes(d), _texto(d, "motivo", MAX_MOTIVO))
    if tipo == "penalizacion_arbitro":
        campos(d, tipo, {"ronda", "participantes", "puntos"}, {"motivo"})
        return PenalizacionArbitro(entero(d, "ronda", 1, MAX_RONDAS), _participantes(d),
                                   entero(d, "puntos", 1, MAX_PUNTOS_JUGADA), _texto(d, "motivo", MAX_MOTIVO))
    if tipo == "situacion":
        campos(d, tipo, {"participantes", "situacion"}, {"ronda"})
        situacion = d["situacion"]
        if situacion not in SITUACIONES:
            raise ErrorEvento(_("«situacion» tiene que ser una de: {lista}.").format(lista=", ".join(SITUACIONES)))
        return SituacionInscrito(_participantes(d), situacion, entero(d, "ronda", 1, MAX_RONDAS, 1))
    if tipo == "desempate":
        campos(d, tipo, {"orden"}, set())
        return DesempateArbitro(_participantes(d, "orden", minimo=2))
    if tipo == "correccion_maestra":
        return _correccion_leida(d)
    campos(d, tipo, set(), set())
    return FinDuplicada() if tipo == "fin_duplicada" else Anulacion()


def _texto(d: Mapping[str, Any], clave: str, maximo: int) -> str:
    return texto(d, clave, maximo) if clave in d else ""


def _reglas_leidas(valor: Any) -> ReglasArbitraje:
    try:
        return ReglasArbitraje.desde_dict(valor)
    except ErrorReglasArbitraje as e:
        raise ErrorEvento(str(e)) from None


def _inscritos_leidos(valor: Any, n: int) -> tuple[DatosInscrito, ...]:
    if not isinstance(valor, list) or len(valor) != n:
        raise ErrorEvento(_("«inscritos» tiene que llevar los datos de cada participante, en su orden."))
    inscritos = []
    for x in valor:
        if not isinstance(x, dict):
            raise ErrorEvento(_("Cada inscrito tiene que ser un objeto con su mesa."))
        campos(x, "inscritos", {"mesa"}, {"licencia", "club"})
        mesa = entero(x, "mesa", 1, MAX_MESA)
        inscritos.append(DatosInscrito(mesa, _texto(x, "licencia", MAX_LICENCIA), _texto(x, "club", MAX_CLUB)))
    mesas = [x.mesa for x in inscritos]
    if len(set(mesas)) != len(mesas):
        raise ErrorEvento(_("Dos inscritos tienen la misma mesa."))
    licencias = [x.licencia.casefold() for x in inscritos if x.licencia]  # como al inscribirlos
    if len(set(licencias)) != len(licencias):
        raise ErrorEvento(_("Dos inscritos tienen la misma licencia."))
    return tuple(inscritos)


def _participantes(d: Mapping[str, Any], clave: str = "participantes", *, minimo: int = 1) -> tuple[int, ...]:
    valor = d[clave]
    if not isinstance(valor, list) or not minimo <= len(valor) <= MAX_PARTICIPANTES_ARBITRAJE:
        raise ErrorEvento(
            _("«{clave}» tiene que ser una lista de {minimo} a {maximo} participantes.").format(
                clave=clave, minimo=minimo, maximo=MAX_PARTICIPANTES_ARBITRAJE
            )
        )
    numeros = tuple(entero({clave: x}, clave, 0, MAX_PARTICIPANTES_ARBITRAJE - 1) for x in valor)
    if len(set(numeros)) != len(numeros):
        raise ErrorEvento(_("«{clave}» nombra dos veces al mismo participante.").format(clave=clave))
    return numeros


def _papeleta_leida(d: Mapping[str, Any]) -> PapeletaRonda:
    campos(d, "papeleta", {"ronda", "participantes", "puntos"},
           {"motivo", "texto", "detalle", "calculados", "declarados", "coordenada", "palabra", "desplazada", "avisos",
            "penalizacion", "fuera_de_lista", "maestra", "arbitro"})
    motivo = _texto(d, "motivo", MAX_MOTIVO)
    if motivo and motivo not in {m.value for m in Motivo}:
        raise ErrorEvento(_("«{motivo}» no es un motivo de cero de una papeleta.").format(motivo=motivo))
    puntos = entero(d, "puntos", 0, MAX_PUNTOS_JUGADA)
    if motivo and puntos != 0:
        raise ErrorEvento(_("Un motivo de cero va con 0 puntos."))
    fuera = d.get("fuera_de_lista", [])
    if not isinstance(fuera, list) or len(fuera) > MAX_PALABRA or not all(isinstance(p, str) for p in fuera):
        raise ErrorEvento(_("«fuera_de_lista» tiene que ser una lista de palabras."))

    def opcional(clave: str) -> int | None:
        return None if d.get(clave) is None else entero(d, clave, 0, MAX_PUNTOS_JUGADA)

    return PapeletaRonda(
        entero(d, "ronda", 1, MAX_RONDAS),
        _participantes(d),
        puntos,
        motivo,
        _texto(d, "texto", MAX_PAPELETA),
        _texto(d, "detalle", MAX_MOTIVO),
        opcional("calculados"),
        opcional("declarados"),
        _texto(d, "coordenada", 3),
        _texto(d, "palabra", MAX_PALABRA),
        _texto(d, "desplazada", 3),
        entero(d, "avisos", 0, 10, 0),
        entero(d, "penalizacion", 0, MAX_PUNTOS_JUGADA, 0),
        tuple(texto({"palabra": p}, "palabra", MAX_PALABRA) for p in fuera),
        _bool(d, "maestra"),
        _bool(d, "arbitro"),
    )


_Dentro = TypeVar("_Dentro", JugadaMaestra, PapeletaRonda)


def _correccion_leida(d: Mapping[str, Any]) -> CorreccionMaestra:
    campos(d, "correccion_maestra", {"maestra"}, {"maestras", "papeletas"})
    maestra = _dentro(d["maestra"], JugadaMaestra)
    maestras = tuple(_dentro(m, JugadaMaestra) for m in _lista(d, "maestras", MAX_RONDAS))
    papeletas = tuple(_dentro(p, PapeletaRonda) for p in _lista(d, "papeletas", MAX_CAMBIOS_CORRECCION))
    return CorreccionMaestra(maestra, maestras, papeletas)


def _lista(d: Mapping[str, Any], clave: str, maximo: int) -> list[Any]:
    valor = d.get(clave, [])
    if not isinstance(valor, list) or len(valor) > maximo:
        raise ErrorEvento(_("«{clave}» tiene que ser una lista de hasta {maximo} elementos.").format(
            clave=clave, maximo=maximo
        ))
    return valor


def _dentro(d: Any, clase: type[_Dentro]) -> _Dentro:
    """Un evento dentro de la corrección, leído con su propio tipo (sin campo «tipo»)."""
    if not isinstance(d, dict) or "tipo" in d:
        raise ErrorEvento(_("Cada parte de una corrección tiene que ser un objeto, sin «tipo»."))
    evento = evento_duplicada_desde_dict({**d, "tipo": clase.tipo})
    assert isinstance(evento, clase)
    return evento


FORMATO_DUPLICADA = Formato[EventoDuplicada](
    TIPOS_DUPLICADA, a_dict_duplicada, evento_duplicada_desde_dict, N_("la planilla duplicada")
)
