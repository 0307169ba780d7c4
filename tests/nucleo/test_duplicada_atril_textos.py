"""Los mensajes de la lectura de un atril de la duplicada, enteros: la letra de otra edición (la K española, que
solo puede ser un comodín), el atril de más de siete fichas, citado como se escribió, y el aviso del sorteo
con una sola vocal."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.duplicada.atril import aviso_sorteo, leer_atril
from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.juego.ediciones import ESPANOL


@pytest.mark.parametrize(("texto", "mensaje"), [
    ("KA", "La K no es una ficha de esta edición: escribe ? si es un comodín."),
    ("a w", "La W no es una ficha de esta edición: escribe ? si es un comodín."),
    (" abcdefgh ", "Un atril tiene como mucho 7 fichas, y «abcdefgh» tiene más."),
    ("a b c d e f g ?", "Un atril tiene como mucho 7 fichas, y «a b c d e f g ?» tiene más."),
])
def test_lo_que_no_es_un_atril_se_rechaza_diciendo_por_que(texto: str, mensaje: str) -> None:
    with pytest.raises(ErrorFichas) as e:
        leer_atril(texto, ESPANOL)
    assert str(e.value) == mensaje


def test_el_aviso_del_sorteo_con_una_sola_vocal_la_dice_en_singular() -> None:
    assert aviso_sorteo(leer_atril("ABCDFGH", ESPANOL), 1, ESPANOL, ESPANOL.cantidades) == (
        "El atril ABCDFGH tiene 1 vocal y 6 consonantes: según la regla del sorteo de la FISE, hasta la ronda 15 "
        "hacen falta al menos 2 de cada (el comodín cuenta como cualquiera de las dos). El atril entero vuelve a la "
        "bolsa y se sortea otro."
    )
