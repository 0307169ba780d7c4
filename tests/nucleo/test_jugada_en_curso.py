"""La jugada que se teclea en el tablero (semilla 002, «La vista de tablero»)."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorColocacion, ErrorFichas
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.jugada_en_curso import JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Direccion, Tablero, casilla, nombre_casilla


def _jugada(tablero: Tablero | None = None) -> JugadaEnCurso:
    return JugadaEnCurso(tablero if tablero is not None else Tablero(), ESPANOL)


def _con_jamon() -> JugadaEnCurso:
    j = _jugada()
    j.tocar(casilla("H4"))
    j.escribir("JAMÓN")
    j.dejar()
    return j


def test_jamon_de_h4_a_h8_suma_44():
    j = _jugada()
    j.tocar(casilla("H4"))
    j.escribir("jamón")
    assert [nombre_casilla(c) for c in j.nuevas()] == ["H4", "H5", "H6", "H7", "H8"]
    r = j.calcular().resultado
    assert r is not None and r.puntos == 44
    assert r.principal.cuenta == "(8×2 + 1 + 3 + 1 + 1) × 2 = 44"
    assert j.notacion() == "H4 JAMON"


def test_zumos_salta_la_m_ya_colocada_y_suma_38():
    j = _con_jamon()
    j.tocar(casilla("F6"))
    j.tocar(casilla("F6"))  # segundo toque: vertical
    assert j.direccion is Direccion.VERTICAL
    j.escribir("ZUOS")
    assert [nombre_casilla(c) for c in j.nuevas()] == ["F6", "G6", "I6", "J6"]
    r = j.calcular().resultado
    assert r is not None and r.puntos == 38 and r.principal.texto == "ZUMOS"
    assert r.principal.cuenta == "10×3 + 1 + 3 + 1 + 1×3 = 38"
    assert j.notacion() == "6F ZU(M)OS"


def test_digrafos_se_unen_al_teclearlos_seguidos():
    j = _jugada()
    j.tocar(casilla("H8"))
    j.escribir("CALLE")
    assert [f.letra for f in j.fichas] == ["C", "A", "LL", "E"]
    assert j.calcular().puntos == (3 + 1 + 8 + 1) * 2
    j.cancelar()
    j.tocar(casilla("H6"))
    j.escribir("LLL")  # LL y después otra L suelta
    assert [f.letra for f in j.fichas] == ["LL", "L"]


def test_no_se_une_tras_borrar_ni_en_ingles():
    j = _jugada()
    j.tocar(casilla("H8"))
    j.escribir("CA")
    j.borrar()
    j.escribir("H")
    assert [f.letra for f in j.fichas] == ["C", "H"]
    en = JugadaEnCurso(Tablero(), INGLES)
    en.tocar(casilla("H8"))
    en.escribir("CH")
    assert [f.letra for f in en.fichas] == ["C", "H"]


def test_comodin_al_tocar_una_ficha_nueva_cambia_los_puntos():
    j = _jugada()
    j.tocar(casilla("H4"))
    j.escribir("JAMON")
    j.tocar(casilla("H4"))  # la J pasa a comodín: 0 puntos, y la N sigue doblando
    assert j.fichas[0] == Ficha("J", comodin=True)
    assert j.calcular().puntos == (0 + 1 + 3 + 1 + 1) * 2
    j.tocar(casilla("H4"))
    assert j.calcular().puntos == 44
    assert j.alternar_comodin()  # la última, por teclado
    assert j.fichas[-1].comodin


def test_k_y_w_son_comodines_fijos_con_aviso():
    j = _jugada()
    j.tocar(casilla("H7"))
    avisos = j.escribir("KIWI")
    assert avisos and "comodín de 0 puntos" in avisos[0]
    assert j.fichas[0].comodin and j.fichas[0].fija
    assert not j.alternar_comodin(casilla("H7"))
    r = j.calcular().resultado
    assert r is not None and r.puntos == (0 + 1 + 0 + 1) * 2 and r.avisos


@pytest.mark.parametrize("caracter", ["3", "-", "*"])
def test_numeros_y_simbolos_se_rechazan_con_mensaje(caracter):
    j = _jugada()
    j.tocar(casilla("H8"))
    with pytest.raises(ErrorFichas):
        j.escribir(caracter)
    assert j.vacia()


def test_sin_inicio_o_sin_sitio_se_avisa():
    j = _jugada()
    with pytest.raises(ErrorColocacion, match="Toca primero"):
        j.escribir("A")
    j.tocar(casilla("H14"))
    j.escribir("AB")
    with pytest.raises(ErrorColocacion, match="se sale del tablero"):
        j.escribir("C")
    assert len(j.fichas) == 2


def test_colocacion_invalida_no_puntua_y_da_el_motivo():
    j = _jugada()
    j.tocar(casilla("A1"))
    j.escribir("SOL")
    c = j.calcular()
    assert c.resultado is None and c.puntos is None
    assert c.error == "La primera jugada tiene que tapar la casilla central, H8."
    with pytest.raises(ErrorColocacion):
        j.dejar()
    assert j.tablero.vacio()


def test_borrar_y_cancelar():
    j = _jugada()
    j.tocar(casilla("H8"))
    j.escribir("PERRO")
    assert [f.letra for f in j.fichas] == ["P", "E", "RR", "O"]
    assert j.borrar() and j.borrar()
    assert [f.letra for f in j.fichas] == ["P", "E"]
    j.cancelar()
    assert j.inicio is None and j.vacia() and not j.borrar()


def test_flechas_mueven_la_jugada_entera():
    j = _jugada()
    assert j.mover(0, 1)  # sin inicio: la casilla central
    assert j.inicio == casilla("H8")
    j.escribir("SOL")
    assert j.mover(0, -2)
    assert [nombre_casilla(c) for c in j.nuevas()] == ["H6", "H7", "H8"]
    j.mover_a(casilla("H13"))
    assert not j.mover(0, 1)  # ya no cabe
    assert j.inicio == casilla("H13")


def test_cambiar_direccion_recoloca_y_segundo_toque_sin_fichas():
    j = _jugada()
    j.tocar(casilla("E8"))
    j.escribir("SOLA")
    assert j.cambiar_direccion(Direccion.VERTICAL)
    assert [nombre_casilla(c) for c in j.nuevas()] == ["E8", "F8", "G8", "H8"]
    assert j.calcular().puntos == 4 * 2
    # Tocar otra casilla traslada la jugada; si no cabe, empieza una nueva.
    j.tocar(casilla("N8"))
    assert j.inicio == casilla("N8") and j.vacia()


def test_dejar_coloca_las_fichas_y_reinicia():
    j = _con_jamon()
    assert len(j.tablero) == 5 and j.inicio is None and j.vacia()
    j.tocar(casilla("H4"))  # inicio sobre una ficha ya colocada: las letras la saltan
    j.escribir("ES")
    assert [nombre_casilla(c) for c in j.nuevas()] == ["H9", "H10"]
    assert j.calcular().resultado is not None
    assert j.calcular().resultado.principal.texto == "JAMONES"


def test_siete_fichas_dan_el_premio_de_50():
    j = _jugada()
    j.tocar(casilla("H5"))  # de H5 a H11: ninguna casilla de letra
    j.escribir("TORTILLA")
    r = j.calcular().resultado
    assert r is not None and r.premio == 50 and r.puntos == 78


def test_descripcion_para_lectores_de_pantalla():
    j = _jugada()
    assert "Sin jugada" in j.descripcion()
    j.tocar(casilla("H4"))
    j.escribir("JAMON")
    texto = j.descripcion()
    assert "H4" in texto and "horizontal" in texto and "44 puntos" in texto
