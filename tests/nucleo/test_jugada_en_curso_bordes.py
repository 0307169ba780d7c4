"""Bordes de la jugada que se teclea en el tablero: mensajes exactos, dígrafos tras cada acción, los bordes
del tablero, la descripción para lectores de pantalla y la notación con fichas cruzadas."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorColocacion, ErrorFichas
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.jugada_en_curso import Calculo, JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Direccion, Posicion, Tablero, casilla, nombre_casilla

AVISO_K = "La K no existe en la edición española: se anota como comodín de 0 puntos."
AVISO_W = "La W no existe en la edición española: se anota como comodín de 0 puntos."
CENTRAL = "La primera jugada tiene que tapar la casilla central, H8."


def _jugada(tablero: Tablero | None = None, edicion=ESPANOL) -> JugadaEnCurso:
    return JugadaEnCurso(tablero if tablero is not None else Tablero(), edicion)


def _desde(texto: str, letras: str = "", tablero: Tablero | None = None) -> JugadaEnCurso:
    j = _jugada(tablero)
    j.tocar(casilla(texto))
    if letras:
        j.escribir(letras)
    return j


def _letras(j: JugadaEnCurso) -> list[str]:
    return [f.letra for f in j.fichas]


def _casillas(j: JugadaEnCurso) -> list[str]:
    return [nombre_casilla(c) for c in j.nuevas()]


# --- estado al empezar -------------------------------------------------------------------------------


def test_una_jugada_nueva_no_tiene_inicio_ni_fichas_ni_calculo():
    j = _jugada()
    assert j.inicio is None and j.direccion is Direccion.HORIZONTAL and j.vacia() and j.fichas == ()
    assert j.posicion() is None and j.siguiente() is None and j.nuevas() == {}
    assert j.calcular() == Calculo() and j.calcular().puntos is None
    assert j.notacion() == ""
    assert j.descripcion() == "Sin jugada: toca la casilla donde empieza la palabra."


def test_la_posicion_sigue_al_inicio_y_a_la_direccion():
    j = _desde("H4")
    assert j.posicion() == Posicion(casilla("H4"), Direccion.HORIZONTAL)
    assert j.siguiente() == casilla("H4") and j.notacion() == "H4"
    j.tocar(casilla("H4"))
    assert j.posicion() == Posicion(casilla("H4"), Direccion.VERTICAL)
    assert j.notacion() == "4H"


# --- mensajes exactos ---------------------------------------------------------------------------------


def test_los_mensajes_al_teclear_son_exactos():
    j = _jugada()
    with pytest.raises(ErrorColocacion) as e:
        j.escribir("A")
    assert str(e.value) == "Toca primero la casilla donde empieza la palabra."
    j.tocar(casilla("H8"))
    with pytest.raises(ErrorFichas) as e:
        j.escribir("A B")
    assert str(e.value) == "La palabra no puede llevar espacios."
    assert _letras(j) == ["A"]  # lo tecleado antes del espacio se queda
    with pytest.raises(ErrorFichas) as e:
        j.escribir(".")
    assert str(e.value) == "«.» no es una letra: escribe solo letras."
    j.mover_a(casilla("H14"))
    j.escribir("B")
    with pytest.raises(ErrorColocacion) as e:
        j.escribir("C")
    assert str(e.value) == "No quedan casillas libres en esta línea: la palabra se sale del tablero."
    assert _casillas(j) == ["H14", "H15"]


def test_dejar_sin_fichas_o_mal_colocada_da_el_motivo_exacto():
    j = _desde("H8")
    with pytest.raises(ErrorColocacion) as e:
        j.dejar()
    assert str(e.value) == "La jugada no coloca ninguna ficha nueva."
    j = _desde("A1", "SOL")
    with pytest.raises(ErrorColocacion) as e:
        j.dejar()
    assert str(e.value) == CENTRAL
    assert j.tablero.vacio() and _letras(j) == ["S", "O", "L"]


def test_dejar_devuelve_el_resultado_y_las_casillas_ocupadas():
    j = _desde("H7", "sol")
    dejada = j.dejar()
    assert dejada.resultado.puntos == (1 + 1 + 1) * 2
    assert dejada.nuevas == {casilla("H7"): Ficha("S"), casilla("H8"): Ficha("O"), casilla("H9"): Ficha("L")}
    assert j.tablero[casilla("H8")] == Ficha("O") and len(j.tablero) == 3
    assert j.inicio is None and j.vacia() and j.direccion is Direccion.HORIZONTAL


# --- dígrafos ------------------------------------------------------------------------------------------


def test_el_digrafo_unido_es_una_ficha_normal():
    j = _desde("H8", "CH")
    assert j.fichas == (Ficha("CH"),)
    j.escribir("ACHO")
    assert j.fichas == (Ficha("CH"), Ficha("A"), Ficha("CH"), Ficha("O"))
    j.cancelar()
    j.tocar(casilla("H8"))
    j.escribir("RRR")  # RR y una R: un dígrafo no se alarga
    assert _letras(j) == ["RR", "R"]


@pytest.mark.parametrize(
    "accion",
    [
        lambda j: j.mover(0, -1),
        lambda j: j.cambiar_direccion(),
        lambda j: j.alternar_comodin() and j.alternar_comodin(),
        lambda j: j.tocar(casilla("G8")),  # otro inicio: la jugada se traslada
        lambda j: j.tocar(casilla("H8")),  # la ficha tocada pasa a comodín
    ],
    ids=["flecha", "direccion", "comodin", "otro-inicio", "toque-a-la-ficha"],
)
def test_tras_mover_cambiar_la_direccion_o_tocar_no_se_une_el_digrafo(accion):
    j = _desde("H8", "C")
    accion(j)
    j.escribir("H")
    assert _letras(j) == ["C", "H"]


def test_tras_tocar_la_ficha_el_comodin_no_se_une_con_la_siguiente_letra():
    j = _desde("H8", "C")
    assert j.alternar_comodin(casilla("H8"))
    j.escribir("H")
    assert j.fichas == (Ficha("C", comodin=True), Ficha("H"))


def test_en_ingles_no_hay_digrafos_al_teclear():
    j = _jugada(edicion=INGLES)
    j.tocar(casilla("H8"))
    j.escribir("LLRR")
    assert _letras(j) == ["L", "L", "R", "R"]


# --- comodines -----------------------------------------------------------------------------------------


def test_el_comodin_se_alterna_en_la_ficha_tocada_y_no_en_otra():
    j = _desde("H4", "JAMON")
    assert j.alternar_comodin(casilla("H6"))
    assert [f.comodin for f in j.fichas] == [False, False, True, False, False]
    assert not j.alternar_comodin(casilla("H9"))  # sin ficha nueva
    assert not j.alternar_comodin(casilla("A1"))
    assert [f.comodin for f in j.fichas] == [False, False, True, False, False]
    assert j.alternar_comodin(casilla("H6"))
    assert not any(f.comodin for f in j.fichas)


def test_sin_fichas_no_hay_comodin_que_alternar():
    j = _desde("H8")
    assert not j.alternar_comodin() and not j.alternar_comodin(casilla("H8"))
    assert not _jugada().alternar_comodin()


def test_los_avisos_de_k_y_w_no_se_repiten():
    j = _desde("H5")
    assert j.escribir("KAKI") == (AVISO_K,)
    assert j.escribir("W") == (AVISO_W,)
    r = j.calcular().resultado
    assert r is not None and r.avisos == (AVISO_K, AVISO_W)
    assert j.fichas[0] == Ficha("K", comodin=True, fija=True)
    assert not j.alternar_comodin() and j.fichas[-1].fija


def test_sin_k_ni_w_la_jugada_no_lleva_avisos():
    r = _desde("H8", "SOL").calcular().resultado
    assert r is not None and r.avisos == ()


# --- bordes del tablero --------------------------------------------------------------------------------


def test_en_vertical_la_ultima_fila_es_la_o():
    j = _desde("N8")
    j.tocar(casilla("N8"))
    j.escribir("SI")
    assert _casillas(j) == ["N8", "O8"] and j.siguiente() is None
    with pytest.raises(ErrorColocacion, match="se sale del tablero"):
        j.escribir("N")
    assert j.notacion() == "8N SI"


def test_las_letras_saltan_las_fichas_del_tablero_tambien_en_vertical():
    tablero = Tablero({casilla("I8"): Ficha("A"), casilla("J8"): Ficha("L")})
    j = _desde("H8", tablero=tablero)
    j.tocar(casilla("H8"))
    j.escribir("SES")
    assert _casillas(j) == ["H8", "K8", "L8"]
    assert j.notacion() == "8H S(AL)ES"


def test_las_flechas_mueven_por_filas_y_columnas_y_no_salen_del_tablero():
    j = _desde("H8")
    assert j.mover(1, 0) and j.inicio == casilla("I8")
    assert j.mover(-3, 2) and j.inicio == casilla("F10")
    assert j.mover(0, 5) and j.inicio == casilla("F15")
    assert not j.mover(0, 1) and j.inicio == casilla("F15")  # sin fichas, tampoco fuera
    j.mover_a(casilla("A3"))
    assert not j.mover(-1, 0) and j.inicio == casilla("A3")
    assert not j.mover_a((3, -1)) and not j.mover_a((15, 3)) and j.inicio == casilla("A3")


def test_la_flecha_que_deja_la_palabra_fuera_no_mueve():
    j = _desde("H12", "SOL")
    assert j.mover(0, 1) and j.inicio == casilla("H13")
    assert not j.mover(0, 1)
    assert j.inicio == casilla("H13") and _casillas(j) == ["H13", "H14", "H15"]


def test_cambiar_direccion_a_la_misma_no_cambia_nada():
    j = _desde("H8", "SOL")
    assert j.cambiar_direccion(Direccion.HORIZONTAL)
    assert j.direccion is Direccion.HORIZONTAL and _casillas(j) == ["H8", "H9", "H10"]
    assert j.cambiar_direccion(Direccion.VERTICAL) and j.cambiar_direccion(Direccion.VERTICAL)
    assert j.direccion is Direccion.VERTICAL and _casillas(j) == ["H8", "I8", "J8"]
    assert j.cambiar_direccion() and j.direccion is Direccion.HORIZONTAL


def test_sin_inicio_la_direccion_cambia_siempre():
    j = _jugada()
    assert j.cambiar_direccion() and j.direccion is Direccion.VERTICAL
    assert j.cambiar_direccion(Direccion.HORIZONTAL) and j.direccion is Direccion.HORIZONTAL


def test_la_direccion_en_la_que_no_caben_las_fichas_se_rechaza():
    j = _desde("O1", "SOL")
    assert not j.cambiar_direccion()
    assert not j.cambiar_direccion(Direccion.VERTICAL)
    assert j.direccion is Direccion.HORIZONTAL and _casillas(j) == ["O1", "O2", "O3"]


def test_el_segundo_toque_sin_sitio_en_la_otra_linea_empieza_de_nuevo_en_vertical():
    # El inicio sobre una ficha del tablero: tocarlo otra vez cambia la dirección (no hay ficha nueva allí).
    j = _desde("O1", "SOL", Tablero({casilla("O1"): Ficha("A")}))
    assert _casillas(j) == ["O2", "O3", "O4"]
    j.tocar(casilla("O1"))
    assert j.vacia() and j.inicio == casilla("O1") and j.direccion is Direccion.VERTICAL
    assert j.calcular() == Calculo()
    with pytest.raises(ErrorColocacion, match="se sale del tablero"):
        j.escribir("S")


def test_cancelar_vuelve_a_la_horizontal():
    j = _desde("H8", "SOL")
    j.cambiar_direccion()
    j.cancelar()
    assert j.direccion is Direccion.HORIZONTAL and j.inicio is None and j.vacia()
    j.tocar(casilla("H8"))
    j.escribir("SOL")
    assert _casillas(j) == ["H8", "H9", "H10"]


def test_si_el_tablero_se_llena_bajo_la_jugada_las_fichas_no_caen_en_ninguna_casilla():
    # El tablero se comparte con la hoja (deshacer, otra jugada dejada): puede llenarse la línea.
    tablero = Tablero()
    j = _desde("H13", "SO", tablero)
    tablero.poner(casilla("H14"), Ficha("A"))
    assert _casillas(j) == ["H13", "H15"] and j.siguiente() is None
    tablero.poner(casilla("H15"), Ficha("N"))
    assert j.nuevas() == {} and j.siguiente() is None and _letras(j) == ["S", "O"]
    assert j.calcular() == Calculo()


# --- cálculo en vivo -----------------------------------------------------------------------------------


def test_el_calculo_se_rehace_tras_cada_cambio():
    j = _desde("H8", "SOL")
    assert j.calcular().puntos == 6
    assert j.calcular() is j.calcular()  # sin cambios, el mismo
    j.alternar_comodin()
    assert j.calcular().puntos == 4
    j.borrar()
    assert j.calcular().puntos == 4  # «SO»: 1 + 1, doble
    j.escribir("L")
    j.mover(0, -1)
    assert j.calcular().puntos == 6  # de H7 a H9, la O en H8
    j.cambiar_direccion()
    assert j.calcular().error == CENTRAL  # de H7 a J7
    j.mover(0, 1)
    assert j.calcular().puntos == 6


def test_una_jugada_que_no_puntua_da_el_mensaje_de_la_puntuacion():
    c = _desde("A1", "SOL").calcular()
    assert c.resultado is None and c.error == CENTRAL


# --- notación y descripción ---------------------------------------------------------------------------


def test_la_notacion_une_las_fichas_cruzadas_seguidas_en_un_parentesis():
    j = _desde("H4", "JAMON")
    j.dejar()
    j.tocar(casilla("H9"))
    j.escribir("ES")
    assert j.notacion() == "H4 (JAMON)ES"


def test_la_notacion_de_una_jugada_que_no_puntua_es_lo_tecleado_desde_el_inicio():
    j = _desde("A1", "SOL")
    j.alternar_comodin(casilla("A2"))
    assert j.notacion() == "A1 SoL"
    j = _desde("A1")
    j.tocar(casilla("A1"))
    assert j.notacion() == "1A"
    en = _jugada(edicion=INGLES)
    en.tocar(casilla("A1"))
    en.escribir("SOL")
    assert en.notacion() == "1A SOL"


def test_la_descripcion_en_horizontal_nombra_cada_ficha_y_los_puntos():
    j = _desde("H4", "JAMON")
    j.tocar(casilla("H5"))
    assert j.descripcion() == (
        "Jugada desde H4, horizontal. Fichas nuevas: J en H4, A comodín en H5, M en H6, O en H7, N en H8. "
        "42 puntos."
    )


def test_la_descripcion_en_vertical_y_sin_puntos_da_el_motivo():
    j = _desde("A1")
    j.tocar(casilla("A1"))
    assert j.descripcion() == "Jugada desde A1, vertical."
    j.escribir("SOL")
    assert j.descripcion() == (
        "Jugada desde A1, vertical. Fichas nuevas: S en A1, O en B1, L en C1. No puntúa: " + CENTRAL
    )


def test_la_descripcion_de_un_punto_va_en_singular():
    j = _desde("H9", "S", Tablero({casilla("H8"): Ficha("A")}))
    j.tocar(casilla("H9"))  # la S pasa a comodín: «As» vale 1
    assert j.calcular().puntos == 1
    assert j.descripcion() == "Jugada desde H9, horizontal. Fichas nuevas: S comodín en H9. 1 punto."
    assert j.notacion() == "H8 (A)s"


def test_la_descripcion_en_ingles_nombra_las_casillas_como_gcg():
    j = _jugada(edicion=INGLES)
    j.tocar(casilla("H4"))
    j.escribir("JAMON")
    assert j.descripcion() == (
        "Jugada desde D8, horizontal. Fichas nuevas: J en D8, A en E8, M en F8, O en G8, N en H8. 44 puntos."
    )


def test_una_ficha_que_forma_dos_palabras_tiene_por_principal_la_de_la_direccion_de_la_jugada():
    tablero = Tablero({casilla("H8"): Ficha("A"), casilla("G9"): Ficha("E")})
    j = _desde("H9", tablero=tablero)
    j.tocar(casilla("H9"))  # sin fichas: el segundo toque pasa a vertical
    j.escribir("S")
    r = j.calcular().resultado
    assert r is not None and r.principal.texto == "ES" and [p.texto for p in r.palabras] == ["ES", "AS"]
    assert j.notacion() == "9G (E)S"
    assert j.cambiar_direccion()
    assert j.calcular().resultado.principal.texto == "AS" and j.notacion() == "H8 (A)S"
