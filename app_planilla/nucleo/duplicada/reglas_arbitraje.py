"""Los valores del arbitraje de una duplicada grande, que se guardan con la partida, y sus preajustes.

Módulo aparte de ``arbitraje`` (que juzga y bonifica) porque los lee el evento de inicio, que no juzga nada.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from app_planilla.nucleo.errores import ErrorPlanilla, elegir
from app_planilla.nucleo.idioma import N_, _

__all__ = ["NOMBRES", "PREAJUSTES", "ErrorReglasArbitraje", "ReglasArbitraje", "reglas_arbitraje"]


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


def nombre_reglas(clave: str) -> str:
    """El nombre de unas reglas de arbitraje en el idioma en uso («FISE», «FISF (francesa)», «A medida»)."""
    nombre = NOMBRES.get(clave)
    return _(nombre) if nombre is not None else clave


def reglas_arbitraje(clave: str) -> ReglasArbitraje:
    return elegir(PREAJUSTES, clave, ErrorReglasArbitraje, _("No hay reglas de arbitraje con ese nombre"))
