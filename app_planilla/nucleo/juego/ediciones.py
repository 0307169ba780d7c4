"""Ediciones del juego: fichas, valores y cantidades como datos (ver REFERENCIA.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app_planilla.nucleo.errores import ErrorEdicion, elegir
from app_planilla.nucleo.idioma import N_, _


@dataclass(frozen=True)
class Edicion:
    """Juego de fichas de un idioma."""

    codigo: str
    """Código corto: ``es`` o ``en``."""
    nombre_es: str
    """El nombre en español, marcado con ``N_``; la interfaz muestra :attr:`nombre`."""
    valores: Mapping[str, int]
    """Valor impreso de cada letra (dígrafos incluidos), sin el comodín."""
    cantidades: Mapping[str, int]
    """Cuántas fichas de cada letra trae la caja; ``?`` son los comodines."""
    vocales: frozenset[str]
    """Letras que cuentan como vocal (el comodín cuenta como ambas)."""
    digrafos: tuple[str, ...] = ()
    """Dígrafos con ficha propia (CH, LL, RR en español)."""
    letras_ajenas: frozenset[str] = field(default_factory=frozenset)
    """Letras latinas que la edición no tiene y que se anotan como comodín fijo (K y W en español)."""
    notacion: str = "fise"
    """Cómo se muestran sus partidas: ``fise`` (filas con letra, ``H4``) o ``gcg`` (filas con número, ``8D``),
    la de los clubes de habla inglesa. Ver ``notacion.Notacion``."""

    @property
    def nombre(self) -> str:
        """Nombre para la interfaz, en el idioma en uso (se traduce al leerlo, no al importar)."""
        return _(self.nombre_es)

    def valor(self, letra: str) -> int:
        """Valor impreso de una letra de la edición."""
        return self.valores[letra]

    @property
    def total_fichas(self) -> int:
        return sum(self.cantidades.values())

    @property
    def letras(self) -> tuple[str, ...]:
        """Letras de la edición en el orden de la caja (alfabético, dígrafos en su sitio)."""
        return tuple(self.valores)


def _edicion(codigo: str, nombre: str, orden: str, por_valor: Mapping[int, str], **resto: Any) -> Edicion:
    """Una edición desde el orden de la caja y la tabla ``{1: "A12 E12 ..."}`` (valor: letras con su cantidad),
    con dos comodines y las vocales AEIOU."""
    valores: dict[str, int] = {}
    cantidades: dict[str, int] = {}
    for valor, grupo in por_valor.items():
        for entrada in grupo.split():
            letra = entrada.rstrip("0123456789")
            valores[letra] = valor
            cantidades[letra] = int(entrada[len(letra):])
    letras = orden.split()
    return Edicion(
        codigo=codigo,
        nombre_es=nombre,
        valores={letra: valores[letra] for letra in letras},
        cantidades={**{letra: cantidades[letra] for letra in letras}, "?": 2},
        vocales=frozenset("AEIOU"),
        **resto,
    )


ESPANOL = _edicion(
    "es",
    N_("Español (FISE)"),
    "A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z",
    {
        1: "A12 E12 O9 I6 S6 N5 R5 U5 L4 T4",
        2: "D5 G2",
        3: "C4 B2 M2 P2",
        4: "H2 F1 V1 Y1",
        5: "CH1 Q1",
        8: "J1 LL1 Ñ1 RR1 X1",
        10: "Z1",
    },
    digrafos=("CH", "LL", "RR"),
    letras_ajenas=frozenset("KW"),
)

INGLES = _edicion(
    "en",
    N_("English"),
    "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z",
    {
        1: "E12 A9 I9 O8 N6 R6 T6 L4 S4 U4",
        2: "D4 G3",
        3: "B2 C2 M2 P2",
        4: "F2 H2 V2 W2 Y2",
        5: "K1",
        8: "J1 X1",
        10: "Q1 Z1",
    },
    notacion="gcg",
)

EDICIONES: Mapping[str, Edicion] = {e.codigo: e for e in (ESPANOL, INGLES)}


def edicion(codigo: str) -> Edicion:
    """La edición de código ``es`` o ``en``."""
    return elegir(
        EDICIONES, codigo, ErrorEdicion, _("No existe la edición «{codigo}». Ediciones disponibles").format(
            codigo=codigo
        )
    )
