"""Por qué una papeleta de duplicada vale cero: las claves que se guardan en los eventos y su texto.

Módulo aparte (sin más dependencias) porque lo usan los eventos, que se leen sin juzgar nada.
"""

from __future__ import annotations

import enum

from app_planilla.nucleo.idioma import _

__all__ = ["Motivo"]


class Motivo(enum.Enum):
    """Por qué una papeleta vale cero. El valor es la clave que se guarda en el evento: no cambia."""

    PALABRA_NO_VALIDA = "palabra_no_valida"
    NO_SALE_DEL_ATRIL = "no_sale_del_atril"
    NO_CABE = "no_cabe"
    """No cabe, no toca lo que hay o incumple otra regla de colocación."""
    COORDENADA = "coordenada"
    """Coordenada errónea (la palabra no está donde dice la papeleta)."""
    COMODIN_SIN_MARCAR = "comodin_sin_marcar"
    TARDIA = "tardia"
    ILEGIBLE = "ilegible"
    EN_BLANCO = "en_blanco"
    VARIAS = "varias"
    """Varias papeletas del mismo participante en la ronda."""
    SIN_PAPELETA = "sin_papeleta"
    PUNTOS_ERRONEOS = "puntos_erroneos"
    """Los puntos declarados no son los de la jugada y las reglas les dan cero (FISE, opción)."""

    def texto(self) -> str:
        """El motivo como lo lee el árbitro, en el idioma de la interfaz."""
        textos = {
            Motivo.PALABRA_NO_VALIDA: _("palabra no válida"),
            Motivo.NO_SALE_DEL_ATRIL: _("no sale del atril"),
            Motivo.NO_CABE: _("no cabe o no toca"),
            Motivo.COORDENADA: _("coordenada errónea"),
            Motivo.COMODIN_SIN_MARCAR: _("comodín sin marcar"),
            Motivo.TARDIA: _("papeleta tardía"),
            Motivo.ILEGIBLE: _("papeleta ilegible"),
            Motivo.EN_BLANCO: _("papeleta en blanco"),
            Motivo.VARIAS: _("varias papeletas"),
            Motivo.SIN_PAPELETA: _("sin papeleta"),
            Motivo.PUNTOS_ERRONEOS: _("puntos declarados erróneos"),
        }
        return textos[self]
