"""Las modalidades (clásica, duplicada, Tantrix, «4 en letras»): un registro clave → todo lo de cada una.

Como las variantes de python-chess (``find_variant``): quien necesita tratar una partida según su modalidad
busca su ``Modalidad`` aquí (por clave, por su planilla o por su evento de inicio) en vez de preguntar por
su clase. La imprenta tiene su propio registro con las mismas claves (el núcleo no sabe imprimir).

La modalidad la fija el primer evento del registro (``inicio``, ``inicio_duplicada``, ``inicio_tantrix`` o
``inicio_cuatro_letras``); los registros guardados antes de la duplicada empiezan por ``inicio`` y siguen
leyéndose como clásicos.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app_planilla.nucleo.clasica.eventos import FORMATO, Evento, Inicio, nota_leida
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.clasica.texto import texto_clasica, texto_clasificacion_clasica
from app_planilla.nucleo.duplicada.eventos import FORMATO_DUPLICADA, EventoDuplicada, InicioDuplicada
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.texto import texto_clasificacion_duplicada, texto_duplicada
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juegos.cuatro_letras import (
    FORMATO_CUATRO_LETRAS,
    MAX_PARTICIPANTES_CUATRO_LETRAS,
    EventoCuatroLetras,
    InicioCuatroLetras,
    PlanillaCuatroLetras,
    texto_clasificacion_cuatro_letras,
    texto_cuatro_letras,
)
from app_planilla.nucleo.juegos.tantrix import (
    FORMATO_TANTRIX,
    EventoTantrix,
    InicioTantrix,
    PlanillaTantrix,
    texto_tantrix,
)
from app_planilla.nucleo.registro.eventos import AjusteReloj, ErrorEvento, Formato, ajuste_reloj_leido

CLASICA = "clasica"
DUPLICADA = "duplicada"
TANTRIX = "tantrix"
CUATRO_LETRAS = "cuatro_letras"

Partida = Planilla | PlanillaDuplicada | PlanillaTantrix | PlanillaCuatroLetras
InicioPartida = Inicio | InicioDuplicada | InicioTantrix | InicioCuatroLetras
EventoPartida = Evento | EventoDuplicada | EventoTantrix | EventoCuatroLetras


@dataclass(frozen=True)
class Modalidad:
    """Todo lo que el almacén, el intercambio y la interfaz necesitan saber de una modalidad."""

    clave: str
    """La del almacén (columna ``modalidad``) y la de las impresoras."""
    nombre_es: str
    """En español, marcado con ``N_``: los mensajes usan :attr:`nombre`."""
    planilla: type[Any]
    inicio: type[Any]
    formato: Formato[Any]
    """Sus eventos en JSON (lectura y escritura)."""
    archivo: str
    """El «formato» de su archivo exportado."""
    texto: Callable[[Any], str]
    texto_clasificacion: Callable[[Any], str]
    relojes: bool
    """Lleva relojes de partida, uno por participante (la duplicada tiene el suyo por ronda)."""

    @property
    def nombre(self) -> str:
        """Para los mensajes: «una partida {nombre}», en el idioma en uso."""
        return _(self.nombre_es)


MODALIDADES: dict[str, Modalidad] = {
    m.clave: m
    for m in (
        Modalidad(CLASICA, N_("clásica"), Planilla, Inicio, FORMATO, "planilla-clasica",
                  texto_clasica, texto_clasificacion_clasica, relojes=True),
        Modalidad(DUPLICADA, N_("duplicada"), PlanillaDuplicada, InicioDuplicada, FORMATO_DUPLICADA,
                  "planilla-duplicada", texto_duplicada, texto_clasificacion_duplicada, relojes=False),
        Modalidad(TANTRIX, N_("de Tantrix"), PlanillaTantrix, InicioTantrix, FORMATO_TANTRIX, "planilla-tantrix",
                  texto_tantrix, texto_tantrix, relojes=True),
        Modalidad(CUATRO_LETRAS, N_("de «4 en letras»"), PlanillaCuatroLetras, InicioCuatroLetras,
                  FORMATO_CUATRO_LETRAS, "planilla-cuatro-letras", texto_cuatro_letras,
                  texto_clasificacion_cuatro_letras, relojes=True),
    )
}
"""En el orden en que se ofrecen; la clásica primero (lo que no se reconoce se lee como clásico)."""

_POR_PLANILLA = {m.planilla: m for m in MODALIDADES.values()}
_POR_INICIO = {m.inicio: m for m in MODALIDADES.values()}
_POR_TIPO: dict[str, Modalidad] = {}
for _m in MODALIDADES.values():
    for _tipo in _m.formato.tipos:
        _POR_TIPO.setdefault(_tipo, _m)  # la «anulacion», común, queda en la clásica


def buscar(clave: str) -> Modalidad:
    """La modalidad de una clave (``ErrorEvento`` si no existe)."""
    try:
        return MODALIDADES[clave]
    except KeyError:
        raise ErrorEvento(_("Modalidad desconocida: «{clave}».").format(clave=clave[:40])) from None


def de_clase(planilla: type[Any]) -> Modalidad:
    """La modalidad de una clase de planilla."""
    return _POR_PLANILLA[planilla]


def de_planilla(partida: Partida) -> Modalidad:
    return _POR_PLANILLA[type(partida)]


def modalidad(partida: Partida) -> str:
    """La clave de la modalidad de una partida."""
    return de_planilla(partida).clave


def a_dict_evento(evento: EventoPartida) -> dict[str, Any]:
    """Cualquier evento como diccionario apto para JSON."""
    return _POR_TIPO[evento.tipo].formato.a_dict(evento)


def leer_evento(d: Any) -> EventoPartida:
    """Lee un evento de cualquier modalidad (la ``anulacion`` es común a todas)."""
    tipo = d.get("tipo") if isinstance(d, dict) else None
    if tipo == AjusteReloj.tipo:
        # Común a las modalidades con relojes: con el tope mayor de participantes (16, «4 en letras») y la nota
        # que puede traer de un GCG la clásica; cada planilla comprueba que el participante es suyo.
        return ajuste_reloj_leido(d, MAX_PARTICIPANTES_CUATRO_LETRAS, nota_leida)
    m = _POR_TIPO.get(tipo, MODALIDADES[CLASICA]) if isinstance(tipo, str) else MODALIDADES[CLASICA]
    evento: EventoPartida = m.formato.desde_dict(d)
    return evento


def crear(inicio: InicioPartida) -> Partida:
    """Planilla nueva de la modalidad de su evento de inicio."""
    partida: Partida = _POR_INICIO.get(type(inicio), MODALIDADES[CLASICA]).planilla(inicio)
    return partida


def rehacer(eventos: Sequence[EventoPartida], *, leidos: bool = False, esperada: str | None = None) -> Partida:
    """Rehace la planilla de la modalidad que marca el primer evento; rechaza eventos de otra."""
    if not eventos:
        raise ErrorEvento(_("El registro de la partida está vacío."))
    m = _POR_INICIO.get(type(eventos[0]), MODALIDADES[CLASICA])
    if esperada is not None and esperada != m.clave:
        nombre = MODALIDADES[esperada].nombre if esperada in MODALIDADES else esperada
        raise ErrorEvento(_("El registro no es de una partida {nombre}.").format(nombre=nombre))
    propios = tuple(m.formato.tipos.values())
    for numero, evento in enumerate(eventos):
        if not isinstance(evento, propios):
            raise ErrorEvento(
                _("Evento {numero} («{tipo}»): es de una partida {otra}, no {esta}.").format(
                    numero=numero, tipo=evento.tipo, otra=_POR_TIPO[evento.tipo].nombre, esta=m.nombre
                )
            )
    partida: Partida = m.planilla.desde_eventos(eventos, leidos=leidos)
    return partida
