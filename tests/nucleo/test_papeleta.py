"""La papeleta de la duplicada: leerla y juzgarla como el árbitro (colocación, atril, comodín, puntos declarados,
coordenada desplazada y la lista abierta, que solo señala)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from app_planilla.nucleo.duplicada.atril import leer_atril
from app_planilla.nucleo.duplicada.papeleta import ErrorPapeleta, Juicio, Motivo, juzgar, leer_papeleta
from app_planilla.nucleo.juego.ediciones import edicion
from app_planilla.nucleo.juego.notacion import Notacion, jugar
from app_planilla.nucleo.juego.tablero import Tablero

ES = edicion("es")
EN = edicion("en")


def juicio(
    texto: str, atril: str, tablero: Tablero | None = None, en_lista: Callable[[str], bool] | None = None
) -> Juicio:
    return juzgar(leer_papeleta(texto, ES), tablero or Tablero(), leer_atril(atril, ES), ES, en_lista=en_lista)


# ---------------------------------------------------------------- leer


def test_lee_coordenada_palabra_y_puntos() -> None:
    p = leer_papeleta("  H4   JAMON  44 ", ES)
    assert (p.posicion.fise(), p.palabra, p.puntos) == ("H4", "JAMON", 44)
    assert leer_papeleta("4H jamón", ES).palabra == "jamón"
    assert leer_papeleta("4H jamón", ES).puntos is None
    assert leer_papeleta("JAMON H4 44", ES).posicion.fise() == "H4"


def test_lee_en_notacion_gcg() -> None:
    p = leer_papeleta("8D QUIZ 10", EN, notacion=Notacion.GCG)
    assert p.posicion.fise() == "H4"


@pytest.mark.parametrize(
    ("texto", "dice"),
    [
        ("", "La papeleta está vacía: escribe la coordenada y la palabra (H4 JAMON)."),
        ("H4", "«H4» no es una papeleta: escribe la coordenada, la palabra y, si los lleva, los puntos (H4 JAMON 44)."),
        ("H4 JAMON 44 55", "«H4 JAMON 44 55» no es una papeleta"),
        ("H4 JAM0N", "«JAM0N» lleva cifras: la palabra de la papeleta es solo de letras."),
        ("Z9 JAMON", "«Z9» no es una coordenada"),
        ("H4 JAMΩN", "no es una ficha"),
        ("H4 KIWI", "La K no es una ficha de la edición española: si la papeleta la marca como comodín, escríbela "
                    "en minúscula (k)."),
        ("H4 JAMON 2001", "Los puntos de una jugada van de 0 a 2000."),
    ],
)
def test_lo_que_no_es_una_papeleta_se_rechaza_con_su_porque(texto: str, dice: str) -> None:
    with pytest.raises(ErrorPapeleta) as error:
        leer_papeleta(texto, ES)
    assert str(error.value).startswith(dice) or dice in str(error.value)


# ---------------------------------------------------------------- juzgar


def test_la_k_marcada_es_un_comodin() -> None:
    assert leer_papeleta("H8 kORA", ES).palabra == "kORA"
    assert juicio("H8 kORA", "AEIOR?S").valida


def test_valida_con_los_puntos_que_calcula_el_arbitro() -> None:
    j = juicio("H4 JAMON 44", "JAMONES")
    assert j.valida and j.motivo is None
    assert (j.puntos, j.calculados, j.declarados, j.puntos_erroneos) == (44, 44, 44, False)
    assert (j.coordenada, j.palabra) == ("H4", "JAMON")


def test_los_puntos_declarados_solo_se_comparan() -> None:
    j = juicio("H4 JAMON 40", "JAMONES")
    assert j.valida and j.puntos == 44 and j.puntos_erroneos
    assert not juicio("H4 JAMON", "JAMONES").puntos_erroneos


def test_comodin_marcado() -> None:
    j = juicio("H4 jAMON", "?AMONES")
    assert j.valida and j.puntos == (0 + 1 + 3 + 1 + 1) * 2


def test_comodin_sin_marcar_es_cero() -> None:
    j = juicio("H4 JAMON 44", "?AMONES")
    assert j.motivo is Motivo.COMODIN_SIN_MARCAR and j.puntos == 0
    assert j.calculados == 44
    assert j.detalle == "El atril no tiene J: era un comodín y la papeleta no lo marca."


def test_letras_que_no_estan_en_el_atril() -> None:
    j = juicio("H4 JAMON", "AMONESX")
    assert j.motivo is Motivo.NO_SALE_DEL_ATRIL and j.puntos == 0
    assert j.detalle == "El atril de la ronda no tiene J."
    marcado = juicio("H4 jAMON", "JAMONES")
    assert marcado.motivo is Motivo.NO_SALE_DEL_ATRIL
    assert marcado.detalle == "El atril de la ronda no tiene un comodín."


def test_dos_letras_sin_comodin_suficiente() -> None:
    # Dos letras que faltan y un solo comodín: no sale del atril (no basta con marcarlo).
    j = juicio("H4 JAMON", "?AMEISX")
    assert j.motivo is Motivo.NO_SALE_DEL_ATRIL


def test_no_cabe_o_no_toca() -> None:
    j = juicio("A1 JAMON", "JAMONES")
    assert j.motivo is Motivo.NO_CABE and j.puntos == 0 and j.desplazada == ""
    assert j.detalle


def test_coordenada_desplazada_una_casilla() -> None:
    # H9 no tapa la casilla central; H8, una casilla a la izquierda, sí.
    j = juicio("H9 JAMON 44", "JAMONES")
    assert j.motivo is Motivo.COORDENADA and j.puntos == 0
    assert j.desplazada == "H8" and j.puntos_desplazada is not None and j.puntos_desplazada > 0
    assert j.detalle == f"La palabra no está en H9, pero vale en H8 ({j.puntos_desplazada})."


def test_sobre_el_tablero_de_la_ronda_sin_cambiarlo() -> None:
    tablero = Tablero()
    jugar(tablero, "H4", "JAMON", ES)
    antes = list(tablero)
    j = juicio("4H .AMAS", "AMASTER", tablero)  # baja desde la J: JAMAS
    assert j.valida and j.palabra == "JAMAS"
    assert list(tablero) == antes


def test_la_lista_abierta_solo_senala() -> None:
    j = juicio("H4 JAMON", "JAMONES", en_lista=lambda w: w != "JAMON")
    assert j.valida and j.puntos == 44 and j.fuera_de_lista == ("JAMON",)
    assert juicio("H4 JAMON", "JAMONES", en_lista=lambda w: True).fuera_de_lista == ()


def test_cada_motivo_tiene_su_texto_y_una_clave_estable() -> None:
    assert len({m.value for m in Motivo}) == len(Motivo)
    assert len({m.texto() for m in Motivo}) == len(Motivo)
    assert Motivo("sin_papeleta") is Motivo.SIN_PAPELETA
