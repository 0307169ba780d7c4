"""El reloj de la ronda de la duplicada: duración, avisos del árbitro justo en su momento, pausa, foto guardada."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.duplicada.temporizador import Aviso, EstadoTemporizador, TemporizadorRonda
from app_planilla.nucleo.errores import ErrorPlanilla
from tests.ayuda import RelojFalso

NO_VALE = r"^La foto del reloj de la ronda no es válida\.$"
DURACION = r"^El reloj de la ronda es de 1, 2 o 3 minutos\.$"


def test_por_omision_tres_minutos_en_pausa() -> None:
    t = TemporizadorRonda(fuente=RelojFalso())
    assert t.estado() == EstadoTemporizador(180, 180_000, False)


def test_cada_aviso_justo_en_su_momento_y_una_sola_vez() -> None:
    reloj = RelojFalso()
    t = TemporizadorRonda(180, reloj)
    t.iniciar()
    reloj.avanzar(119.999)
    assert t.restante_ms() == 60_001 and t.avisos_nuevos() == []
    reloj.avanzar(0.001)
    assert t.avisos_nuevos() == [Aviso.UN_MINUTO]
    assert t.avisos_nuevos() == []
    reloj.avanzar(60)
    assert t.avisos_nuevos() == [Aviso.TREINTA_SEGUNDOS, Aviso.ALCEN, Aviso.TIEMPO]
    assert t.estado() == EstadoTemporizador(180, 0, False)
    t.iniciar()  # a cero no vuelve a correr
    assert not t.en_marcha


def test_los_avisos_del_arbitro_dicen_lo_de_siempre() -> None:
    assert [a.texto for a in Aviso] == ["Queda un minuto", "Quedan 30 segundos", "¡Alcen!", "¡Tiempo!"]


def test_iniciar_otra_vez_no_pierde_lo_corrido() -> None:
    reloj = RelojFalso()
    t = TemporizadorRonda(60, reloj)
    t.iniciar()
    reloj.avanzar(10)
    t.iniciar()
    reloj.avanzar(5)
    assert t.estado() == EstadoTemporizador(60, 45_000, True)


def test_reiniciar_con_otra_duracion_y_solo_de_las_permitidas() -> None:
    reloj = RelojFalso()
    t = TemporizadorRonda(180, reloj)
    t.reiniciar(60)
    assert t.estado() == EstadoTemporizador(60, 60_000, False)
    with pytest.raises(ErrorPlanilla, match=DURACION):
        t.reiniciar(90)
    with pytest.raises(ErrorPlanilla, match=DURACION):
        TemporizadorRonda(90, reloj)
    assert t.duracion_s == 60


def test_restaurar_no_repite_el_aviso_ya_dado_ni_se_salta_el_siguiente() -> None:
    reloj = RelojFalso()
    t = TemporizadorRonda(180, reloj)
    t.restaurar(EstadoTemporizador(180, 60_000, True))
    assert not t.en_marcha and t.avisos_nuevos() == []
    t.restaurar(EstadoTemporizador(180, 60_050, False))
    t.iniciar()
    assert t.avisos_nuevos() == []
    reloj.avanzar(0.05)
    assert t.avisos_nuevos() == [Aviso.UN_MINUTO]
    t.restaurar(EstadoTemporizador(120, 1, False))
    t.iniciar()  # con un milisegundo aún corre
    assert t.en_marcha


@pytest.mark.parametrize("restante", [0, 60_000])
def test_la_foto_guardada_vuelve_igual_en_sus_bordes(restante: int) -> None:
    foto = EstadoTemporizador(60, restante, True)
    assert EstadoTemporizador.desde_dict(foto.a_dict()) == foto


@pytest.mark.parametrize(
    "datos",
    [
        {"duracion_s": 90, "restante_ms": 1000, "en_marcha": False},
        {"duracion_s": 60, "restante_ms": True, "en_marcha": False},
        {"duracion_s": 60, "restante_ms": 60_001, "en_marcha": False},
        {"duracion_s": 60, "restante_ms": -1, "en_marcha": False},
        {"duracion_s": 60, "restante_ms": 1.5, "en_marcha": False},
        {"duracion_s": 60, "restante_ms": 1000, "en_marcha": 1},
        [60, 1000, False],
    ],
)
def test_una_foto_mala_se_rechaza(datos: object) -> None:
    with pytest.raises(ErrorPlanilla, match=NO_VALE):
        EstadoTemporizador.desde_dict(datos)
