"""Las reglas del arbitraje de una duplicada con muchos participantes: qué vale una papeleta juzgada, avisos,
penalizaciones y bonificaciones (maestra en solitario y «subtop») sobre todo el campo.

Preajustes: **FISE** (Mundial 2009: +10 a quien sola iguala la maestra, +5 a quien sola tiene la mejor
puntuación por debajo, tope 25 por partida, no recomendadas con menos de 10 participantes; si una coordenada
errónea o unos puntos declarados erróneos dan cero es una opción), **FISF** (cero por comodín sin marcar; aviso
por puntos ausentes o erróneos; −5 por aviso desde el tercero de la partida; −5 por coordenada desplazada;
solo 10 con al menos 16 participantes activos y sin subtop) y **a medida**. Lo que la FISE no fija por escrito
es una opción, como en las reglas de la clásica. Las bonificaciones dependen de todo el campo: se calculan con
una sola función sobre los resultados de todos los participantes (una sala o varias juntas).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

from app_planilla.nucleo.duplicada.papeleta import Juicio, Motivo
from app_planilla.nucleo.errores import ErrorPlanilla, elegir
from app_planilla.nucleo.idioma import N_, _

__all__ = [
    "PREAJUSTES",
    "Decision",
    "ErrorReglasArbitraje",
    "ReglasArbitraje",
    "activos",
    "bonificaciones",
    "decidir",
    "penalizacion_avisos",
    "reglas_arbitraje",
]


class ErrorReglasArbitraje(ErrorPlanilla):
    """Reglas de arbitraje que no se pueden usar (preajuste desconocido, valores fuera de rango)."""


@dataclass(frozen=True)
class ReglasArbitraje:
    """Los valores del arbitraje de una partida; se guardan con ella (``a_dict``/``desde_dict``)."""

    clave: str = "fise"
    """``fise``, ``fisf`` o ``a_medida``."""
    bonificacion_maestra: int = 10
    """A quien, solo en todo el campo, iguala la maestra de la ronda (0: sin ella)."""
    bonificacion_segunda: int = 5
    """A quien, solo, tiene la mejor puntuación por debajo de la maestra («subtop»; 0: sin ella)."""
    tope_bonificacion: int = 25
    """Como mucho por participante y partida (0: sin tope)."""
    minimo_para_bonificar: int = 10
    """Participantes (o activos, con ``cuentan_activos``) desde los que hay bonificaciones."""
    cuentan_activos: bool = False
    """El mínimo cuenta solo a los activos: quienes tienen alguna jugada con puntos en la partida (FISF)."""
    cero_por_coordenada: bool = True
    """Una coordenada desplazada da cero; si no, cuenta la jugada donde vale y se penaliza."""
    penalizacion_desplazada: int = 0
    """Lo que resta una coordenada desplazada cuando no da cero."""
    cero_por_puntos: bool = False
    """Puntos declarados erróneos dan cero (FISE, opción); si no, y con ``aviso_por_puntos``, un aviso."""
    aviso_por_puntos: bool = False
    """Puntos ausentes o erróneos dan un aviso (FISF)."""
    avisos_sin_penalizar: int = 0
    """Avisos de la partida que no restan; cada uno desde el siguiente resta ``penalizacion_aviso``."""
    penalizacion_aviso: int = 0
    """0: los avisos no restan nunca."""

    def a_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def desde_dict(cls, datos: Mapping[str, Any]) -> ReglasArbitraje:
        """Las reglas guardadas; un campo que falta toma el valor del preajuste de su clave."""
        if not isinstance(datos, Mapping):
            raise ErrorReglasArbitraje(_("Las reglas de arbitraje guardadas no se entienden."))
        base = reglas_arbitraje(str(datos.get("clave", "fise")))
        valores: dict[str, Any] = {}
        for f in fields(cls):
            if f.name == "clave" or f.name not in datos:
                continue
            valor = datos[f.name]
            esperado = bool if isinstance(getattr(base, f.name), bool) else int
            if type(valor) is not esperado or (esperado is int and not 0 <= valor <= _MAXIMO):
                raise ErrorReglasArbitraje(
                    _("Las reglas de arbitraje guardadas tienen un valor imposible en «{campo}».").format(
                        campo=f.name
                    )
                )
            valores[f.name] = valor
        return replace(base, **valores)


_MAXIMO = 1000
"""Ningún valor de las reglas (puntos, avisos, participantes) pasa de aquí."""

FISE = ReglasArbitraje()
FISF = ReglasArbitraje(
    clave="fisf",
    bonificacion_maestra=10,
    bonificacion_segunda=0,
    tope_bonificacion=0,
    minimo_para_bonificar=16,
    cuentan_activos=True,
    cero_por_coordenada=False,
    penalizacion_desplazada=5,
    cero_por_puntos=False,
    aviso_por_puntos=True,
    avisos_sin_penalizar=2,
    penalizacion_aviso=5,
)
A_MEDIDA = replace(FISE, clave="a_medida")

PREAJUSTES: Mapping[str, ReglasArbitraje] = {"fise": FISE, "fisf": FISF, "a_medida": A_MEDIDA}
NOMBRES = {"fise": N_("FISE"), "fisf": N_("FISF (francesa)"), "a_medida": N_("A medida")}


def reglas_arbitraje(clave: str) -> ReglasArbitraje:
    return elegir(PREAJUSTES, clave, ErrorReglasArbitraje, _("No hay reglas de arbitraje con ese nombre"))


@dataclass(frozen=True)
class Decision:
    """Lo que cuenta de una papeleta juzgada con unas reglas."""

    puntos: int
    avisos: int = 0
    """Avisos que da esta papeleta (cuentan para la penalización de la partida)."""
    penalizacion: int = 0
    """Lo que resta por sí misma (coordenada desplazada), aparte de los avisos."""


def decidir(juicio: Juicio, reglas: ReglasArbitraje) -> Decision:
    """Los puntos, avisos y penalización de una papeleta juzgada (``papeleta.juzgar``) con ``reglas``."""
    if juicio.motivo is Motivo.COORDENADA and juicio.puntos_desplazada is not None:
        if reglas.cero_por_coordenada:
            return Decision(0)
        return Decision(juicio.puntos_desplazada, penalizacion=reglas.penalizacion_desplazada)
    if not juicio.valida:
        return Decision(0)
    sin_puntos = juicio.declarados is None
    if juicio.puntos_erroneos and reglas.cero_por_puntos:
        return Decision(0)
    aviso = int(reglas.aviso_por_puntos and (sin_puntos or juicio.puntos_erroneos))
    return Decision(juicio.puntos, avisos=aviso)


def penalizacion_avisos(avisos: int, reglas: ReglasArbitraje) -> int:
    """Lo que restan los avisos de un participante en la partida (cada uno desde el que sigue a los libres)."""
    return max(0, avisos - reglas.avisos_sin_penalizar) * reglas.penalizacion_aviso


def activos(campo: Sequence[Sequence[int | None]]) -> int:
    """Participantes con alguna jugada con puntos en la partida (``campo``: una fila por ronda, una casilla por
    participante, ``None`` si aún no tiene puntos)."""
    if not campo:
        return 0
    return sum(1 for i in range(len(campo[0])) if any((r[i] or 0) > 0 for r in campo))


def bonificaciones(
    maestras: Sequence[int | None], campo: Sequence[Sequence[int | None]], reglas: ReglasArbitraje
) -> tuple[int, ...]:
    """Las bonificaciones de cada participante en la partida, con el tope ya aplicado.

    ``maestras``: los puntos de la maestra de cada ronda (``None``: aún no hay, la ronda no bonifica);
    ``campo``: los puntos de cada participante en cada ronda, de todo el campo (todas las salas)."""
    n = len(campo[0]) if campo else 0
    cuenta = activos(campo) if reglas.cuentan_activos else n
    bonos = [0] * n
    if cuenta < reglas.minimo_para_bonificar:
        return tuple(bonos)
    for tope, puntos in zip(maestras, campo, strict=True):
        if tope is None:
            continue
        aciertan = [i for i, p in enumerate(puntos) if p == tope]
        if len(aciertan) == 1:
            bonos[aciertan[0]] += reglas.bonificacion_maestra
        if reglas.bonificacion_segunda:
            debajo = [p for p in puntos if p is not None and 0 < p < tope]
            if debajo:
                segundos = [i for i, p in enumerate(puntos) if p == max(debajo)]
                if len(segundos) == 1:
                    bonos[segundos[0]] += reglas.bonificacion_segunda
    if reglas.tope_bonificacion:
        bonos = [min(b, reglas.tope_bonificacion) for b in bonos]
    return tuple(bonos)
