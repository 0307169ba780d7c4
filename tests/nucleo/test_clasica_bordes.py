"""La planilla clásica en sus bordes: lo que las pruebas de mutación (``make mutantes``) hallaron sin probar.

Retirar y devolver una jugada, el tiempo extra máximo de las reglas inglesas justo en su límite, el desempate y
el ajuste anotado tras el tiempo extra, y qué artículo del reglamento cita cada aviso."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.clasica.eventos import (
    Cambio,
    Fin,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    TiempoExtra,
)
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.registro.eventos import MAX_NOMBRE, Anulacion


def partida(*nombres: str, **opciones: object) -> Planilla:
    return Planilla(nueva_partida(nombres or ("Ana", "Luis"), **opciones))  # type: ignore[arg-type]


def test_deshacer_la_palabra_retirada_devuelve_sus_fichas_al_tablero() -> None:
    p = partida()
    p.sumar("H4", "JAMON")
    puestas = dict(p.tablero.fichas)
    e = p.retirar_ultima_jugada()
    assert (e.numero, e.evento, e.tablero) == (2, PalabraRetirada("H4", "JAMON", retira=1), True)
    assert p.tablero.vacio() and p.totales == (0, 0)
    e = p.deshacer()
    assert (e.numero, e.evento, e.tablero) == (3, Anulacion(), True)
    assert e.linea is not None and e.linea.clase == "jugada"
    assert dict(p.tablero.fichas) == puestas and p.totales == (44, 0)


def test_retirar_una_jugada_en_una_hoja_vacia_se_rechaza_con_su_mensaje() -> None:
    p = partida()
    with pytest.raises(ErrorPlanilla, match="Solo se puede retirar la última jugada"):
        p.aplicar(PalabraRetirada(retira=1))
    assert p.eventos == (p.inicio,)


@pytest.mark.parametrize(("segundos", "pierde"), [(60, False), (600, False), (601, True)])
def test_en_torneo_ingles_se_pierde_solo_al_pasar_de_diez_minutos_extra(segundos: int, pierde: bool) -> None:
    p = partida(edicion="en", reglas="ingles")
    p.anotar(30)
    p.anotar(20)
    p.terminar(["", "Q"])
    p.anotar_tiempo_extra(0, segundos)
    assert (p.final or ())[0].pierde_por_tiempo is pierde


def test_el_desempate_ingles_sigue_tras_el_tiempo_extra() -> None:
    """20 a 10 antes del ajuste; un minuto extra a 10 puntos los empata a 10: gana quien tenía más antes."""
    p = partida(edicion="en")
    p.anotar(20)
    p.anotar(10)
    p.terminar([0, 0])
    p.anotar_tiempo_extra(0, 60, puntos_por_minuto=10)
    uno, dos = p.final or ()
    assert (uno.total, dos.total) == (10, 10)
    assert (uno.puesto, dos.puesto) == (1, 2)


def test_el_ajuste_anotado_de_un_gcg_sigue_tras_el_tiempo_extra() -> None:
    p = partida(reglas="fise")
    p.anotar(20)
    p.anotar(10)
    p.aplicar(Fin(("", "AB"), ajustes=(8, 0)))
    p.anotar_tiempo_extra(1, 30)
    uno, dos = p.final or ()
    assert (uno.ajuste, uno.total) == (8, 28)
    assert (dos.ajuste, dos.tiempo, dos.total) == (0, -10, 0)


def pases(p: Planilla, veces: int) -> str:
    for _ in range(veces):
        p.pasar()
    (aviso,) = p.avisos
    return aviso.texto


def test_el_aviso_de_pases_cita_el_articulo_45_2_solo_en_torneo_fise() -> None:
    assert "según las reglas (art. 45.2 del reglamento FISE), la partida termina" in pases(partida(reglas="fise"), 4)
    for reglas in ("casa", "ingles"):
        assert "según las reglas, la partida termina" in pases(partida(reglas=reglas), 4)


def test_el_aviso_de_turnos_sin_puntos_no_cita_a_la_fise_en_torneo_ingles() -> None:
    p = partida(edicion="en", reglas="ingles")
    for _ in range(6):
        p.anotar(0)
    (aviso,) = p.avisos
    assert aviso.clave == "sin_puntos"
    assert "6 turnos seguidos sin puntos: según las reglas, la partida termina" in aviso.texto


def test_tiempo_extra_de_quien_no_juega_se_rechaza() -> None:
    p = partida()
    p.anotar(5)
    p.terminar(["A", ""])
    antes = (p.eventos, p.final)
    with pytest.raises(ErrorPlanilla, match="uno de los participantes"):
        p.anotar_tiempo_extra(2, 30, puntos_por_minuto=10)
    assert (p.eventos, p.final) == antes


def test_la_bolsa_estimada_no_baja_de_cero_con_el_tablero_lleno() -> None:
    """100 fichas: con 86 en el tablero y 7 en cada atril no queda ninguna, y con más tampoco menos de cero."""
    p = partida()
    assert p.fichas_en_bolsa == 100 - 14

    def poner(fila: int, cuantas: int) -> None:
        p.aplicar(Jugada(0, fichas=tuple(((fila, col), Ficha("A")) for col in range(cuantas))))

    for fila in range(12):
        poner(fila, 7)
    assert p.fichas_en_bolsa == 2
    poner(12, 2)
    assert p.fichas_en_bolsa == 0
    poner(13, 1)
    assert len(p.tablero) == 87 and p.fichas_en_bolsa == 0


def test_penalizacion_y_tiempo_extra_dan_su_numero_y_su_evento_tambien_al_deshacerse() -> None:
    p = partida(reglas="fise")
    p.anotar(10)
    e = p.penalizar(1, 5, "ruido")
    assert (e.numero, e.evento) == (2, Penalizacion(1, 5, "ruido"))
    e = p.terminar(["A", "B"])
    assert (e.numero, e.evento, e.final) == (3, Fin(("A", "B")), True)
    e = p.anotar_tiempo_extra(1, 30)
    assert (e.numero, e.evento) == (4, TiempoExtra(1, 30))
    totales = p.totales
    e = p.deshacer()
    assert e.numero == 5 and e.evento == Anulacion() and e.final
    assert e.quitada is not None and e.quitada.clase == "tiempo" and p.totales == totales
    e = p.deshacer()
    assert e.numero == 6 and e.evento == Anulacion() and e.final and p.final is None


def test_penalizar_a_quien_no_juega_y_terminar_sin_todos_los_atriles_dicen_por_que() -> None:
    p = partida()
    with pytest.raises(ErrorPlanilla, match="La penalización tiene que ser para uno de los participantes"):
        p.penalizar(2, 5)
    with pytest.raises(ErrorPlanilla, match="Hacen falta los atriles de los 2 participantes"):
        p.terminar(["A", "B", "C"])
    assert p.eventos == (p.inicio,)


def test_deshacer_el_final_vuelve_a_dar_los_avisos_y_a_pedir_el_final_para_el_tiempo_extra() -> None:
    p = partida(reglas="fise")
    for _ in range(4):
        p.pasar()
    assert [a.clave for a in p.avisos] == ["pases"]
    p.terminar(["A", "B"])
    assert p.avisos == ()
    p.deshacer()
    assert [a.clave for a in p.avisos] == ["pases"]
    with pytest.raises(ErrorPlanilla, match="primero termina la partida"):
        p.anotar_tiempo_extra(0, 30)


def test_el_tope_del_tiempo_extra_se_dice_en_horas_y_minutos() -> None:
    p = partida(reglas="fise")
    p.terminar(["A", "B"])
    with pytest.raises(ErrorPlanilla, match=r"10 h 30 min \(37800 segundos\); 37801 segundos no puede ser"):
        p.anotar_tiempo_extra(0, 37801)


def test_cada_turno_da_su_evento_y_su_linea_sin_tocar_el_final() -> None:
    p = partida()
    e = p.anotar(7)
    assert e.evento == Jugada(7) and not e.final
    e = p.pasar()
    assert e.evento == Pase() and not e.final and not e.tablero
    assert e.linea is not None and (e.linea.coordenada, e.linea.palabra) == ("", "")
    e = p.deshacer()
    assert (e.numero, e.evento, e.final) == (3, Anulacion(), False) and e.quitada is not None
    assert p.cambiar("AB").evento == Cambio("", "AB")
    assert p.retirar_palabra("h4", "JAMON").evento == PalabraRetirada("H4", "JAMON")


def test_un_cambio_de_fichas_ajenas_a_la_edicion_y_una_retirada_fuera_del_tablero_se_rechazan() -> None:
    p = partida()
    with pytest.raises(ErrorPlanilla, match="no es una ficha de la edición"):
        p.cambiar("Ab")
    for fuera in (PalabraRetirada("Z9", "JAMON"), Jugada(5, "Z9", "JAMON")):
        with pytest.raises(ErrorPlanilla):
            p.aplicar(fuera)
    assert p.eventos == (p.inicio,)


def test_el_atril_anotado_lleva_las_fichas_jugadas_contando_repetidas_comodines_y_digrafos() -> None:
    p = partida()
    with pytest.raises(ErrorPlanilla, match="no tiene todas las fichas de la jugada"):
        p.sumar("H4", "CASAS", atril="CASXEEE")  # una A y una S: faltan la segunda de cada una
    assert p.eventos == (p.inicio,)
    p.sumar("H4", "CASAs", atril="CAAS?EE")  # la s minúscula es el comodín
    with pytest.raises(ErrorPlanilla, match="no tiene todas las fichas cambiadas"):
        p.cambiar("AA", atril="ABCDEFG")
    e = p.cambiar("[CH]A", atril="[CH]AEIOUL")
    assert e.evento == Cambio("[CH]AEIOUL", "[CH]A")


def test_un_nombre_de_largo_maximo_vale_y_uno_mas_no() -> None:
    assert partida("A" * MAX_NOMBRE, "Luis").nombres[0] == "A" * MAX_NOMBRE
    with pytest.raises(ErrorPlanilla, match=f"como mucho {MAX_NOMBRE} caracteres"):
        partida("A" * (MAX_NOMBRE + 1), "Luis")


def test_las_fichas_leidas_de_un_archivo_conservan_el_comodin_y_la_k_espanola_es_comodin_fijo() -> None:
    p = partida()
    p.aplicar(Jugada(0, fichas=(((7, 7), Ficha("A", True)), ((7, 8), Ficha("K", True)), ((7, 9), Ficha("B")))))
    assert [p.tablero[(7, c)] for c in (7, 8, 9)] == [Ficha("A", True), Ficha("K", True, fija=True), Ficha("B")]
    with pytest.raises(ErrorPlanilla, match="«K» no es una ficha de la edición"):
        p.aplicar(Jugada(0, fichas=(((8, 8), Ficha("K")),)))
