"""«Terminar la partida»: ajuste de atriles, puestos y empates (ambas reglas), tiempo extra."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.clasica.eventos import TiempoExtra, a_dict
from app_planilla.nucleo.clasica.eventos import evento_desde_dict as leer
from app_planilla.nucleo.clasica.final import puestos, tabla_final, valor_atril
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.clasica.reglas import Empate
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES


def jugada(puntos: list[int], **opciones: object) -> Planilla:
    """Una partida en la que cada participante anota, por turno, los puntos dados."""
    p = Planilla(nueva_partida([f"P{i + 1}" for i in range(len(puntos))], **opciones))  # type: ignore[arg-type]
    for x in puntos:
        p.anotar(x)
    return p


@pytest.mark.parametrize(
    ("atril", "valor"),
    [("XA", 9), ("xa", 9), ("X A", 9), ("?A", 1), ("??", 0), ("CH", 5), ("ch", 5), ("LLAVE", 14), ("Ñ", 8), (12, 12)],
)
def test_valor_del_atril(atril: str | int, valor: int) -> None:
    assert valor_atril(atril, ESPANOL) == valor


@pytest.mark.parametrize("atril", ["K", "AAAAAAAA", "A1", "A.B", "?????AAA"])
def test_atril_invalido(atril: str) -> None:
    with pytest.raises(ErrorPlanilla):
        valor_atril(atril, ESPANOL)


def test_atril_ingles() -> None:
    assert valor_atril("KQ?", INGLES) == 15


def test_quien_cierra_suma_lo_de_los_demas() -> None:
    p = jugada([50, 40])
    e = p.terminar(["", "XA"])
    assert e.final and p.terminada
    uno, dos = p.final or ()
    assert (uno.antes, uno.resto, uno.ajuste, uno.total, uno.puesto, uno.cerro) == (50, 0, 9, 59, 1, True)
    assert (dos.antes, dos.resto, dos.ajuste, dos.total, dos.puesto, dos.cerro) == (40, 9, -9, 31, 2, False)


def test_sin_cierre_todos_restan() -> None:
    p = jugada([30, 20, 10])
    p.terminar(["A", 5, "?"])
    assert [(f.ajuste, f.total, f.puesto) for f in p.final or ()] == [(-1, 29, 1), (-5, 15, 2), (0, 10, 3)]


def test_solo_uno_puede_quedarse_sin_fichas_y_no_cambia_nada() -> None:
    p = jugada([30, 20])
    antes = (p.eventos, p.lineas, p.final)
    with pytest.raises(ErrorPlanilla, match="Solo un participante"):
        p.terminar(["", " "])
    with pytest.raises(ErrorPlanilla, match="atril"):
        p.terminar(["A"])
    with pytest.raises(ErrorPlanilla):
        p.terminar(["A", "K"])
    assert (p.eventos, p.lineas, p.final) == antes and not p.terminada


def test_empate_compartido() -> None:
    s = jugada([40, 46, 10], empate="compartido")
    s.terminar(["", "D", "D"])  # P1 40 + 4 = 44, P2 46 - 2 = 44, P3 10 - 2 = 8
    assert [(f.total, f.puesto) for f in s.final or ()] == [(44, 1), (44, 1), (8, 3)]


def test_empate_compartido_es_lo_habitual_en_espanol() -> None:
    p = jugada([20, 20])
    assert p.empate is Empate.COMPARTIDO
    p.terminar(["A", "E"])
    assert [f.puesto for f in p.final or ()] == [1, 1]


def test_empate_regla_inglesa_gana_quien_tenia_mas_antes_del_ajuste() -> None:
    s = jugada([40, 46, 10], empate="antes_del_ajuste")
    s.terminar(["", "D", "D"])
    assert [(f.antes, f.total, f.puesto) for f in s.final or ()] == [(40, 44, 2), (46, 44, 1), (10, 8, 3)]


def test_empate_total_incluso_antes_del_ajuste_comparte() -> None:
    assert puestos([10, 10, 5], [8, 8, 9], Empate.ANTES_DEL_AJUSTE) == [1, 1, 3]
    assert puestos([10, 10, 5], [8, 9, 9], Empate.COMPARTIDO) == [1, 1, 3]


def test_tras_el_final_no_hay_turnos_y_deshacer_lo_reabre() -> None:
    p = jugada([10, 20])
    p.terminar(["A", ""])
    with pytest.raises(ErrorPlanilla, match="terminado"):
        p.pasar()
    with pytest.raises(ErrorPlanilla, match="terminado"):
        p.penalizar(0)
    with pytest.raises(ErrorPlanilla, match="terminado"):
        p.terminar(["A", ""])
    e = p.deshacer()
    assert e.final and not p.terminada and p.final is None
    p.pasar()


def test_tiempo_extra_tras_el_ajuste() -> None:
    p = jugada([100, 90], reglas="fise")
    with pytest.raises(ErrorPlanilla, match="después del ajuste"):
        p.anotar_tiempo_extra(0, 30)
    p.terminar(["", "E"])
    e = p.anotar_tiempo_extra(0, 61)
    assert e.final and e.linea is not None and e.linea.puntos == -20 and e.linea.clase == "tiempo"
    uno, dos = p.final or ()
    assert (uno.antes, uno.ajuste, uno.tiempo, uno.total) == (100, 1, -20, 81)
    assert dos.total == 89 and dos.puesto == 1 and uno.puesto == 2
    p.deshacer()
    assert (p.final or ())[0].total == 101


def test_tiempo_extra_en_casa_no_resta() -> None:
    p = jugada([1, 2])
    p.terminar(["A", "B"])
    with pytest.raises(ErrorPlanilla, match="no resta"):
        p.anotar_tiempo_extra(0, 30)


def test_tiempo_extra_al_precio_del_reloj_de_la_partida() -> None:
    """Un reloj a medida cobra su precio, también en casa; el evento lo guarda y se relee igual."""
    p = jugada([1, 2])
    p.terminar(["A", "B"])
    e = p.anotar_tiempo_extra(1, 61, puntos_por_minuto=5)
    assert e.linea is not None and e.linea.puntos == -10 and (p.final or ())[1].tiempo == -10
    releida = Planilla.desde_eventos([leer(a_dict(ev)) for ev in p.eventos])
    assert releida.eventos[-1] == TiempoExtra(1, 61, 5) and releida.final == p.final
    assert "puntos_por_minuto" not in a_dict(TiempoExtra(0, 61))  # sin precio propio, como siempre
    with pytest.raises(ErrorPlanilla, match="puntos_por_minuto"):
        p.anotar_tiempo_extra(0, 30, puntos_por_minuto=0)


def test_una_sola_linea_de_tiempo_extra_por_participante() -> None:
    p = jugada([100, 90], reglas="fise")
    p.terminar(["", "E"])
    p.anotar_tiempo_extra(0, 61)
    antes = (p.eventos, p.lineas, p.final)
    with pytest.raises(ErrorPlanilla, match="P1 ya tiene su línea de tiempo extra"):
        p.anotar_tiempo_extra(0, 30)
    assert (p.eventos, p.lineas, p.final) == antes
    p.anotar_tiempo_extra(1, 5)  # el otro participante sí puede
    p.deshacer()
    p.deshacer()
    p.anotar_tiempo_extra(0, 120)  # deshecha la suya, se vuelve a anotar
    assert (p.final or ())[0].tiempo == -20


@pytest.mark.parametrize(
    ("reglas", "tope"),
    [("fise", (30 + 600) * 60), ("ingles", (25 + 600) * 60), ("casa", (600 + 600) * 60)],
)
def test_tiempo_extra_como_mucho_el_reloj_mas_diez_horas(reglas: str, tope: int) -> None:
    p = jugada([100, 90], reglas=reglas, edicion="en" if reglas == "ingles" else "es")
    p.terminar(["", "E"])
    antes = (p.eventos, p.lineas, p.final)
    with pytest.raises(ErrorPlanilla, match=r"el del reloj más 10 horas.*no puede ser"):
        p.anotar_tiempo_extra(0, tope + 1, puntos_por_minuto=10)
    assert (p.eventos, p.lineas, p.final) == antes
    p.anotar_tiempo_extra(0, tope, puntos_por_minuto=10)
    assert (p.final or ())[0].tiempo == -10 * tope // 60


def test_torneo_ingles_pasarse_del_maximo() -> None:
    p = jugada([300, 200], edicion="en", reglas="ingles")
    p.terminar(["", "Q"])
    p.anotar_tiempo_extra(0, 10 * 60 + 1)
    uno, _ = p.final or ()
    assert uno.tiempo == -110 and uno.pierde_por_tiempo


def test_atril_lleno_de_siete_fichas_se_valora() -> None:
    assert valor_atril("AEIOULN", ESPANOL) == 7
    assert valor_atril("CHLLRR?AEI", ESPANOL) == 5 + 8 + 8 + 0 + 1 + 1 + 1  # siete fichas, tres dígrafos


@pytest.mark.parametrize(
    ("atril", "mensaje"),
    [
        ("AAAAAAAA", "Un atril tiene como mucho 7 fichas, y «AAAAAAAA» tiene más."),
        ("K", "La K no es una ficha de esta edición: escribe un ? si era un comodín."),
    ],
)
def test_atril_invalido_con_su_mensaje(atril: str, mensaje: str) -> None:
    with pytest.raises(ErrorPlanilla) as error:
        valor_atril(atril, ESPANOL)
    assert str(error.value) == mensaje


def test_tabla_final_mensajes() -> None:
    with pytest.raises(ErrorPlanilla) as error:
        tabla_final([10, 20], ["", " "], [0, 0], [False, False], ESPANOL, Empate.COMPARTIDO)
    assert str(error.value) == (
        "Solo un participante puede haberse quedado sin fichas: deja vacía una sola casilla."
    )
    with pytest.raises(ErrorPlanilla) as error:
        tabla_final([10, 20], ["", "A"], [0, 0], [False, False], ESPANOL, Empate.COMPARTIDO, [4])
    assert str(error.value) == "Hace falta un ajuste anotado por participante."
