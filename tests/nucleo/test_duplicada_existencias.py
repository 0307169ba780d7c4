"""``comprobar_existencias``: un atril de la duplicada que pide más fichas de las que quedan por salir se
rechaza, y el mensaje dice cuáles faltan, cuántas lleva y cuántas quedan (singular y plural), entero."""

from __future__ import annotations

import pytest

from app_planilla import traducciones
from app_planilla.nucleo.duplicada.atril import comprobar_existencias
from app_planilla.nucleo.errores import ErrorFichas

REVISA = " Revisa el atril o las jugadas maestras anteriores (un atril sin escribir también vale)."


def _mensaje(atril: tuple[str, ...], por_salir: dict[str, int]) -> str:
    with pytest.raises(ErrorFichas) as e:
        comprobar_existencias(atril, por_salir)
    return str(e.value)


@pytest.mark.parametrize(
    ("atril", "por_salir"),
    [
        ((), {}),
        (("A", "A"), {"A": 2}),  # justo las que quedan
        (("A",), {"A": 9}),
        (("?", "?", "CH"), {"?": 2, "CH": 1}),
        (("E", "A", "E"), {"A": 1, "E": 2, "Z": 0}),
    ],
)
def test_un_atril_que_la_bolsa_puede_dar_vale(atril: tuple[str, ...], por_salir: dict[str, int]) -> None:
    comprobar_existencias(atril, por_salir)


@pytest.mark.parametrize(
    ("atril", "por_salir", "falta"),
    [
        (("J",), {}, "falta la J (quedan 0)"),  # una letra que no está en la cuenta: no queda ninguna
        (("J",), {"J": 0}, "falta la J (quedan 0)"),
        (("J",), {"J": -1}, "falta la J (quedan 0)"),  # una cuenta negativa (registro importado) es 0
        (("J", "J"), {"J": -3}, "falta la J (lleva 2, quedan 0)"),
        (("J", "J"), {"J": 1}, "falta la J (lleva 2, queda 1)"),
        (("J", "J", "J"), {"J": 2}, "falta la J (lleva 3, quedan 2)"),
        (("?",), {"A": 3}, "falta el comodín (quedan 0)"),
        (("?", "?"), {"?": 1}, "falta el comodín (lleva 2, queda 1)"),
        (("LL", "A"), {"A": 1, "L": 2}, "falta la LL (quedan 0)"),
        (("Z", "J"), {"Z": 0}, "faltan la Z (quedan 0) y la J (quedan 0)"),
        (("Z", "J", "M", "M", "A"), {"M": 1, "A": 1},
         "faltan la Z (quedan 0), la J (quedan 0) y la M (lleva 2, queda 1)"),
    ],
)
def test_el_mensaje_dice_que_falta_entero(atril: tuple[str, ...], por_salir: dict[str, int], falta: str) -> None:
    assert _mensaje(atril, por_salir) == f"No quedan fichas para ese atril: {falta}." + REVISA


def test_en_ingles_entero() -> None:
    traducciones.elegir("en")
    assert _mensaje(("Z", "?", "?", "M"), {"?": 1}) == (
        "The bag cannot supply that rack: missing Z (0 left), the blank (2 in the rack, 1 left) and M (0 left). "
        "Check the rack or the previous master moves (leaving the rack blank is also fine)."
    )
