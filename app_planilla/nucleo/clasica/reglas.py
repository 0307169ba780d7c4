"""Preajustes de reglas de la partida clásica como datos (semilla 002 y REFERENCIA.md).

La hoja nunca termina la partida por su cuenta: estas reglas solo deciden avisos, la penalización que se
propone, el precio del tiempo extra y el desempate.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace

from app_planilla.nucleo.errores import ErrorPlanilla, elegir
from app_planilla.nucleo.idioma import N_, _


class ErrorReglas(ErrorPlanilla):
    """Preajuste de reglas u opción desconocida."""


class Empate(enum.Enum):
    """Cómo se reparte el puesto cuando dos totales coinciden."""

    COMPARTIDO = "compartido"
    """Semilla 002: el empate comparte puesto."""
    ANTES_DEL_AJUSTE = "antes_del_ajuste"
    """Regla de la caja inglesa (semilla 001): gana quien tenía más puntos antes del ajuste."""

    @classmethod
    def desde_texto(cls, texto: str) -> Empate:
        try:
            return cls(texto)
        except ValueError:
            raise ErrorReglas(
                _("«{texto}» no es una regla de empate: usa «compartido» o «antes_del_ajuste».").format(texto=texto)
            ) from None


class AjusteFinal(enum.Enum):
    """Cómo se ajustan los puntos al terminar cuando alguien se quedó sin fichas."""

    RESTAN = "restan"
    """Semilla 002 (casa y FISE): cada uno resta lo de su atril y quien cerró suma lo de los demás."""
    DOBLE = "doble"
    """NASPA y WESPA: quien cerró suma el doble de lo de los demás y ellos no restan nada (si nadie cerró,
    cada uno resta lo suyo). Es lo que escriben los GCG de Quackle, Macondo y Woogles: ``>Ana: (QI) +22``."""

    @classmethod
    def desde_texto(cls, texto: str) -> AjusteFinal:
        try:
            return cls(texto)
        except ValueError:
            raise ErrorReglas(
                _("«{texto}» no es un ajuste final: usa «restan» o «doble».").format(texto=texto)
            ) from None

    @property
    def descripcion(self) -> str:
        """La regla en una frase, para la hoja, el texto y el PDF."""
        if self is AjusteFinal.DOBLE:
            return _("Al terminar, quien se queda sin fichas suma el doble de lo que queda a los demás, "
                     "que no restan nada.")
        return _("Al terminar, cada uno resta lo que le queda y quien se queda sin fichas suma lo de los demás.")


MOTIVO_IMPUGNACION = N_("impugnación")
"""Motivo de la línea de premio por impugnación fallida (el ``(challenge)`` de un GCG), en el idioma en uso."""

PREMIOS_IMPUGNACION = (0, 5, 10)
"""Lo que gana quien fue impugnado sin razón: 0 = quien impugna solo pierde el turno (doble impugnación);
5 o 10 puntos por cada impugnación fallida (práctica WESPA y NASPA en CSW)."""


@dataclass(frozen=True)
class Reglas:
    """Un preajuste de reglas de la partida clásica."""

    clave: str
    """Identificador estable que se guarda en la planilla: ``casa``, ``fise`` o ``ingles``."""
    nombre_es: str
    """El nombre en español, marcado con ``N_``; la hoja muestra :attr:`nombre`."""
    torneo: bool
    max_participantes: int
    """Con más participantes la hoja vuelve a las reglas de casa (semilla 002)."""
    penalizacion_impugnacion: int
    """Puntos que pierde quien impugna una palabra válida; es la cifra que propone «Penalización»."""
    minutos_reloj: int | None
    """Minutos de reloj por participante; ``None`` si se juega sin reloj."""
    puntos_por_minuto_extra: int
    """Puntos restados por minuto o fracción de tiempo extra."""
    max_minutos_extra: int | None
    """Tiempo extra máximo; pasado ese tiempo se pierde la partida (torneos en inglés)."""
    min_bolsa_para_cambiar: int
    """Fichas que debe haber en la bolsa para poder cambiar."""
    cambio_es_pase: bool
    """El cambio cuenta para el aviso de pases seguidos (en torneo FISE no, art. 45.2)."""
    retirada_es_pase: bool
    """La palabra retirada cuenta para el aviso de pases seguidos (en torneo FISE sí, art. 45.2)."""
    turnos_sin_puntos: int | None
    """Turnos seguidos sin puntos que se señalan (12 en torneo FISE, art. 45.3); ``None`` = sin aviso."""
    empate: Empate = Empate.COMPARTIDO
    """Regla de empate que se propone al empezar (se puede cambiar)."""
    ajuste_final: AjusteFinal = AjusteFinal.RESTAN
    """Ajuste al terminar; cada partida guarda el suyo en su inicio (sin él, ``RESTAN``)."""

    @property
    def nombre(self) -> str:
        """Nombre que se muestra en la hoja, en el idioma en uso (se traduce al leerlo, no al importar)."""
        return _(self.nombre_es)

    def pases_para_aviso(self, participantes: int) -> int:
        """Dos vueltas de pases: 4 con dos participantes, 6 con tres, 8 con cuatro."""
        return 2 * participantes

    def puntos_tiempo_extra(self, segundos: int) -> int:
        """Puntos que cuesta un tiempo extra: por minuto o fracción (60 s = 1 minuto, 61 s = 2)."""
        if segundos <= 0:
            return 0
        return -(-segundos // 60) * self.puntos_por_minuto_extra


CASA = Reglas(
    clave="casa",
    nombre_es=N_("Casa (Mattel)"),
    torneo=False,
    max_participantes=4,
    penalizacion_impugnacion=10,
    minutos_reloj=None,
    puntos_por_minuto_extra=0,
    max_minutos_extra=None,
    min_bolsa_para_cambiar=1,
    cambio_es_pase=True,
    retirada_es_pase=False,
    turnos_sin_puntos=None,
)

# El torneo FISE, frente a la casa: para dos, con reloj y tiempo extra que cuesta puntos; la impugnación
# fallida no cuesta puntos; el cambio no cuenta como pase y la palabra retirada sí (art. 45).
TORNEO_FISE = replace(
    CASA,
    clave="fise",
    nombre_es=N_("Torneo FISE"),
    torneo=True,
    max_participantes=2,
    penalizacion_impugnacion=0,
    minutos_reloj=30,
    puntos_por_minuto_extra=10,
    cambio_es_pase=False,
    retirada_es_pase=True,
    turnos_sin_puntos=12,
)

# Como el torneo FISE, con la práctica común NASPA/WESPA: la impugnación fallida cuesta el turno (doble
# impugnación), no puntos, salvo que la partida elija premio (``PREMIOS_IMPUGNACION``); seis turnos seguidos
# sin puntos terminan la partida; quien cierra suma el doble de lo que queda a los demás.
TORNEO_INGLES = replace(
    TORNEO_FISE,
    clave="ingles",
    nombre_es=N_("Torneo en inglés (NASPA/WESPA)"),
    minutos_reloj=25,
    max_minutos_extra=10,
    min_bolsa_para_cambiar=7,
    turnos_sin_puntos=6,
    ajuste_final=AjusteFinal.DOBLE,
)

PREAJUSTES: Mapping[str, Reglas] = {r.clave: r for r in (CASA, TORNEO_FISE, TORNEO_INGLES)}


def reglas(clave: str) -> Reglas:
    """El preajuste ``casa``, ``fise`` o ``ingles``."""
    return elegir(
        PREAJUSTES, clave, ErrorReglas, _("No existen las reglas «{clave}». Reglas disponibles").format(clave=clave)
    )


def reglas_en_juego(elegidas: Reglas, participantes: int) -> Reglas:
    """Las reglas que se aplican: las de torneo son para dos; con más, las de casa (semilla 002)."""
    return elegidas if participantes <= elegidas.max_participantes else CASA


def reglas_por_defecto(codigo_edicion: str) -> Reglas:
    """El preajuste que se propone para una partida nueva: en inglés el torneo NASPA/WESPA (con el empate de
    la edición, :func:`empate_por_defecto`); en español, las de casa."""
    return TORNEO_INGLES if codigo_edicion == "en" else CASA


def empate_por_defecto(codigo_edicion: str) -> Empate:
    """La caja inglesa desempata por los puntos antes del ajuste; la española comparte puesto."""
    return Empate.ANTES_DEL_AJUSTE if codigo_edicion == "en" else Empate.COMPARTIDO
