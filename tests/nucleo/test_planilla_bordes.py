"""Las operaciones de la hoja clásica en sus bordes (halladas con ``make mutantes``): terminar con los relojes
de la partida, límites de la penalización, el aviso de la bolsa al cambiar, la dirección de una sola ficha."""

from __future__ import annotations

from typing import Any

import pytest

from app_planilla.nucleo.clasica.eventos import Cambio, Fin, Inicio, Jugada, TiempoExtra
from app_planilla.nucleo.clasica.planilla import Planilla, atril_anotado, nueva_partida
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.registro.registro import Anotado
from app_planilla.nucleo.relojes import PRESET_FISE, QUIETOS, ConfigReloj, EstadoRelojes, Movimiento, Relojes
from tests.ayuda import RelojFalso


def partida(*nombres: str, **opciones: object) -> Planilla:
    return Planilla(nueva_partida(nombres or ("Ana", "Luis"), **opciones))  # type: ignore[arg-type]


def relojes(config: ConfigReloj, *restantes_ms: int) -> Relojes:
    return Relojes(len(restantes_ms), config, RelojFalso(), EstadoRelojes(restantes_ms, 0, False))


@pytest.mark.parametrize(
    ("reglas", "config", "restante_ms", "extras", "tiempo"),
    [
        # El precio de las reglas no se repite en la línea; solo quien se pasó lleva línea (62 s: 2 minutos).
        ("fise", PRESET_FISE, -61_500, (TiempoExtra(0, 62),), -20),
        # Medio segundo ya es un segundo, y un minuto empezado.
        ("fise", PRESET_FISE, -500, (TiempoExtra(0, 1),), -10),
        # Un reloj a medida cobra su precio, también de 1 punto y también en casa.
        ("casa", ConfigReloj(minutos=30, puntos_por_minuto=1), -61_500, (TiempoExtra(0, 62, 1),), -2),
        ("fise", ConfigReloj(minutos=30, puntos_por_minuto=5), -61_500, (TiempoExtra(0, 62, 5),), -10),
        # Un reloj que no cobra no deja líneas de tiempo extra.
        ("fise", ConfigReloj(minutos=30, puntos_por_minuto=0), -61_500, (), 0),
    ],
)
def test_terminar_con_los_relojes_anota_el_tiempo_extra_de_quien_se_paso(
    reglas: str, config: ConfigReloj, restante_ms: int, extras: tuple[TiempoExtra, ...], tiempo: int
) -> None:
    p = partida(reglas=reglas)
    p.anotar(30)
    e = p.terminar(["A", "B"], relojes(config, restante_ms, 5_000))
    assert e.evento == Fin(("A", "B")) and p.terminada
    assert p.eventos[2:] == (Fin(("A", "B")), *extras)
    uno, dos = p.final or ()
    assert (uno.tiempo, dos.tiempo) == (tiempo, 0)


def test_la_penalizacion_va_de_1_a_1000_puntos() -> None:
    p = partida()
    assert p.penalizar(0, 1).evento.puntos == 1  # type: ignore[union-attr]
    assert p.penalizar(1, 1000).evento.puntos == 1000  # type: ignore[union-attr]
    for mala in (0, 1001, True):
        with pytest.raises(ErrorPlanilla, match="de 1 a 1000 puntos"):
            p.penalizar(0, mala)  # type: ignore[arg-type]
    assert p.totales == (-1, -1000)


def llenar(p: Planilla, cuantas: int) -> None:
    """Deja ``cuantas`` fichas en el tablero, de siete en siete por fila (como jugadas leídas de un archivo)."""
    for fila in range(0, cuantas, 7):
        p.aplicar(Jugada(0, fichas=tuple(((fila // 7, c), Ficha("A")) for c in range(min(7, cuantas - fila)))))


@pytest.mark.parametrize(
    ("reglas", "en_tablero", "aviso"),
    [("ingles", 79, False), ("ingles", 80, True), ("casa", 86, False), ("fise", 86, False)],
)
def test_cambiar_avisa_si_la_bolsa_no_llega_al_minimo_de_las_reglas(reglas: str, en_tablero: int, aviso: bool) -> None:
    """100 fichas y 7 por atril: con 79 en el tablero quedan 7 en la bolsa, lo justo para cambiar en inglés."""
    p = partida(reglas=reglas)
    llenar(p, en_tablero)
    e = p.cambiar("4")
    assert e.evento == Cambio("", "", 4)
    assert bool(e.avisos) is aviso
    if aviso:
        assert e.avisos == (
            "Quedan unas 6 fichas en la bolsa y con las reglas «Torneo en inglés (NASPA/WESPA)» cambiar exige al "
            "menos 7.",
        )


def test_una_sola_ficha_se_anota_en_la_direccion_escrita() -> None:
    """La A en G5 forma «SA» en horizontal y «AA» en vertical: «5G» dice que la jugada es la vertical."""
    p = partida()
    p.sumar("H4", "JAMON")
    p.sumar("4G", "SJ")
    e = p.sumar("5G", "AA")
    assert e.linea is not None and (e.linea.coordenada, e.linea.palabra) == ("5G", "AA")


def test_los_avisos_de_la_notacion_llegan_con_la_jugada() -> None:
    e = partida().sumar("H5", "KIWI")
    assert any("K" in a and "comodín" in a for a in e.avisos)


def test_retirar_palabra_sin_datos_deja_la_linea_vacia() -> None:
    e = partida().retirar_palabra()
    assert e.linea is not None and (e.linea.coordenada, e.linea.palabra, e.linea.clase) == ("", "", "retirada")


def test_otra_partida_olvida_los_datos_del_archivo_importado_y_abre_el_siguiente() -> None:
    p = Planilla(Inicio(("A", "B", "C"), 2, titulo="T", descripcion="D", lexico="FISE", identificador="I"))
    assert p.otra_partida() == Inicio(("A", "B", "C"), 0, lexico="FISE")


def test_atril_escrito_a_mano_en_notacion_gcg() -> None:
    assert atril_anotado("ch?ll a", ESPANOL) == "[CH]?[LL]A"
    assert atril_anotado("??", ESPANOL) == "??"
    assert atril_anotado(" 4 ", ESPANOL) == "4"


def test_cada_evento_guarda_lo_que_hace_con_los_relojes_tambien_con_tres() -> None:
    """Un turno pasa el reloj al siguiente (tras el último, al primero); deshacer un turno vuelve a los relojes
    de antes; penalizaciones y retirar la última jugada no los tocan; el final los para."""
    guardados: list[Anotado[Any]] = []
    p = Planilla(nueva_partida(["A", "B", "C"], abre=1), guardar=lambda anotados, _fin: guardados.extend(anotados))
    p.anotar(5)
    p.pasar()
    p.cambiar()
    p.penalizar(0, 5)
    p.retirar_palabra()
    p.deshacer()
    p.deshacer()
    p.sumar("H4", "JAMON")
    p.retirar_ultima_jugada()
    p.terminar(["A", "B", "C"])
    assert [a.relojes for a in guardados] == [
        Movimiento(pulsar=2),
        Movimiento(pulsar=0),
        Movimiento(pulsar=1),
        QUIETOS,
        Movimiento(pulsar=2),
        Movimiento(volver_antes_de=5, turno_sin_foto=1),
        QUIETOS,
        Movimiento(pulsar=2),
        QUIETOS,
        Movimiento(pausar=True),
    ]
    assert [a.numero for a in guardados] == list(range(1, 11))
