"""El registro común de todas las modalidades (``Registro``) en sus bordes: lo que las pruebas de mutación
(``make mutantes``) hallaron sin probar.

Qué recibe ``guardar`` (número, evento, qué hace con los relojes y si la partida queda terminada), rehacer un
registro (vacío, con un evento ajeno o inválido, con ``leidos``), lo hecho junto que se deshace si algo falla, el
tope de eventos, el reloj que no es de nadie y una subclase sin formato propio."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.clasica.eventos import Jugada, TiempoExtra
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.eventos import JugadaMaestra, a_dict_duplicada
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juegos.tantrix import (
    FORMATO_TANTRIX,
    FinTantrix,
    InicioTantrix,
    PlanillaTantrix,
    ResultadoTantrix,
    nueva_tantrix,
)
from app_planilla.nucleo.registro.eventos import AjusteReloj, Anulacion, ErrorEvento
from app_planilla.nucleo.registro.registro import MAX_EVENTOS, Anotado, Guardar
from app_planilla.nucleo.relojes import PRESET_FISE, Movimiento, Relojes

TREINTA = 30 * 60_000
Guardado = tuple[tuple[Anotado[object], ...], bool]


def _guardando() -> tuple[list[Guardado], Guardar]:
    """Un ``guardar`` que apunta lo que recibe: los anotados de cada llamada y si la partida queda terminada."""
    guardados: list[Guardado] = []

    def guardar(anotados: object, terminada: bool) -> None:
        guardados.append((tuple(anotados), terminada))  # type: ignore[arg-type]

    return guardados, guardar


def _relojes(n: int) -> Relojes:
    """Relojes parados (el tiempo no corre: solo se leen)."""
    return Relojes(n, PRESET_FISE, lambda: 0.0)


def _tantrix(*nombres: str, guardar: Guardar | None = None) -> PlanillaTantrix:
    return PlanillaTantrix(nueva_tantrix(nombres or ("Verde", "Azul", "Rojo")), guardar=guardar)


# ---------------------------------------------------------------- lo que recibe guardar


def test_guardar_recibe_cada_evento_con_su_numero_y_deshacer_vuelve_a_los_relojes_de_antes_del_ultimo() -> None:
    """En Tantrix (los relojes por omisión del registro): anotar los para; deshacer vuelve a los de justo
    antes del evento que quita, el último en pie, no otro."""
    guardados, guardar = _guardando()
    p = _tantrix(guardar=guardar)
    assert p.terminada is False and guardados == []
    p.anotar(0, 10)
    p.anotar(1, 8)
    p.anotar(2, 6)
    assert guardados == [
        ((Anotado(1, ResultadoTantrix(0, 10, 0), Movimiento(pausar=True)),), False),
        ((Anotado(2, ResultadoTantrix(1, 8, 0), Movimiento(pausar=True)),), False),
        ((Anotado(3, ResultadoTantrix(2, 6, 0), Movimiento(pausar=True)),), False),
    ]
    e = p.deshacer()
    assert (e.numero, e.evento, e.deshecho) == (4, Anulacion(), ResultadoTantrix(2, 6, 0))
    assert guardados[-1] == ((Anotado(4, Anulacion(), Movimiento(volver_antes_de=3)),), False)
    e = p.deshacer()
    assert (e.numero, e.evento, e.deshecho) == (5, Anulacion(), ResultadoTantrix(1, 8, 0))
    assert guardados[-1] == ((Anotado(5, Anulacion(), Movimiento(volver_antes_de=2)),), False)
    e = p.anotar(1, 7)
    assert (e.numero, e.evento, e.deshecho) == (6, ResultadoTantrix(1, 7, 0), None)
    assert p.eventos[1:] == (ResultadoTantrix(0, 10, 0), ResultadoTantrix(1, 8, 0), ResultadoTantrix(2, 6, 0),
                             Anulacion(), Anulacion(), ResultadoTantrix(1, 7, 0))


def test_un_evento_tras_un_ajuste_del_reloj_para_los_relojes_y_no_deshace_el_ajuste() -> None:
    """Lo que se anota después de un ajuste no es deshacerlo: no suma nada al reloj, los para."""
    guardados, guardar = _guardando()
    p = _tantrix("Verde", "Azul", guardar=guardar)
    p.ajustar_relojes(_relojes(2), {0: 60_000})
    assert guardados[-1] == ((Anotado(1, AjusteReloj(0, 60_000, TREINTA), Movimiento(poner=(0, 60_000))),), False)
    p.anotar(0, 10)
    assert guardados[-1] == ((Anotado(2, ResultadoTantrix(0, 10, 0), Movimiento(pausar=True)),), False)
    p.deshacer()
    assert guardados[-1][0][0].relojes == Movimiento(volver_antes_de=2)
    p.deshacer()
    assert guardados[-1][0][0].relojes == Movimiento(sumar=(0, TREINTA - 60_000))


def test_guardar_sabe_si_la_partida_queda_terminada_al_terminar_y_al_deshacer_el_final() -> None:
    guardados, guardar = _guardando()
    p = _tantrix("Verde", "Azul", guardar=guardar)
    p.anotar(0, 10)
    p.anotar(1, 8)
    p.terminar()
    assert guardados[-1] == ((Anotado(3, FinTantrix(), Movimiento(pausar=True)),), True)
    assert p.terminada is True
    p.deshacer()
    assert guardados[-1] == ((Anotado(4, Anulacion(), Movimiento(volver_antes_de=3)),), False)
    assert p.terminada is False
    p.anotar(1, 9)
    assert guardados[-1][1] is False


def test_el_tiempo_extra_tras_el_final_se_guarda_con_la_partida_aun_terminada() -> None:
    """En la clásica se anota tiempo extra con la partida terminada: ni anotarlo ni deshacerlo la reabren;
    deshacer después el final, sí."""
    guardados, guardar = _guardando()
    p = Planilla(nueva_partida(["Ana", "Luis"], reglas="fise"), guardar=guardar)
    p.anotar(20)
    p.anotar(10)
    p.terminar(["", "AB"])
    assert guardados[-1][1] is True
    p.anotar_tiempo_extra(1, 30)
    assert guardados[-1][0][0].evento == TiempoExtra(1, 30) and guardados[-1][1] is True
    p.deshacer()
    assert guardados[-1][0][0].evento == Anulacion() and guardados[-1][1] is True and p.terminada
    p.deshacer()
    assert guardados[-1][0][0].evento == Anulacion() and guardados[-1][1] is False and not p.terminada


# ---------------------------------------------------------------- rehacer un registro


@pytest.mark.parametrize("eventos", [[], [ResultadoTantrix(0, 10, 0)], [FinTantrix()]])
def test_un_registro_vacio_o_que_no_empieza_por_el_inicio_se_rechaza_con_su_mensaje(eventos: list[object]) -> None:
    with pytest.raises(ErrorEvento) as error:
        PlanillaTantrix.desde_eventos(eventos)  # type: ignore[arg-type]
    assert str(error.value) == "El registro de una partida de Tantrix tiene que empezar por su evento de inicio."


def test_un_evento_invalido_del_registro_se_senala_con_su_numero_y_su_tipo() -> None:
    inicio = nueva_tantrix(["Verde", "Azul"])
    with pytest.raises(ErrorEvento) as error:
        PlanillaTantrix.desde_eventos([inicio, ResultadoTantrix(0, 10, 0), ResultadoTantrix(1, 57, 0)])
    assert str(error.value) == (
        "Evento 2 («resultado_tantrix»): La línea más larga tiene que estar entre 0 y 56 (es 57)."
    )
    # Lo que no es un evento (no tiene tipo) se señala con «?».
    with pytest.raises(ErrorEvento) as error:
        PlanillaTantrix.desde_eventos([inicio, {"tipo": "fin_tantrix"}])  # type: ignore[list-item]
    assert str(error.value) == "Evento 1 («?»): Eso no es un evento de la planilla de Tantrix."


def test_los_eventos_leidos_de_json_no_se_vuelven_a_comprobar() -> None:
    """``leidos``: ya vienen en su forma canónica (la lectura de JSON la comprobó); sin él se comprueban."""
    inicio = nueva_tantrix(["Verde", "Azul"])
    ya_leido = ResultadoTantrix(0, 57, 0)  # la lectura no lo habría dejado pasar: así se ve si se comprueba
    p = PlanillaTantrix.desde_eventos([inicio, ya_leido], leidos=True)
    assert p.eventos == (inicio, ya_leido) and p.resultado(0) == (57, 0)
    with pytest.raises(ErrorEvento, match=r"^Evento 1 .*entre 0 y 56"):
        PlanillaTantrix.desde_eventos([inicio, ya_leido])
    with pytest.raises(ErrorEvento, match=r"^Evento 1 .*entre 0 y 56"):
        PlanillaTantrix.desde_eventos([inicio, ya_leido], leidos=False)


def test_la_planilla_rehecha_guarda_con_el_guardar_que_se_le_da() -> None:
    guardados, guardar = _guardando()
    p = _tantrix("Verde", "Azul")
    p.anotar(0, 10)
    q = PlanillaTantrix.desde_eventos(p.eventos, guardar=guardar)
    assert q.guardar is guardar and guardados == []
    q.anotar(1, 8)
    assert guardados == [((Anotado(2, ResultadoTantrix(1, 8, 0), Movimiento(pausar=True)),), False)]


def test_una_planilla_rehecha_sin_guardar_no_guarda() -> None:
    p = PlanillaTantrix.desde_eventos([nueva_tantrix(["Verde", "Azul"])])
    assert p.guardar is None
    p.anotar(0, 10)
    assert p.resultado(0) == (10, 0)


# ---------------------------------------------------------------- eventos juntos


def test_deshacer_no_se_anota_junto_con_otros_eventos() -> None:
    guardados, guardar = _guardando()
    p = _tantrix("Verde", "Azul", guardar=guardar)
    p.anotar(0, 10)
    with pytest.raises(ErrorEvento) as error:
        p.aplicar_juntos([ResultadoTantrix(1, 8, 0), Anulacion()])
    assert str(error.value) == "«Deshacer» no se anota junto con otros eventos."
    assert len(guardados) == 1 and p.eventos[1:] == (ResultadoTantrix(0, 10, 0),) and p.resultado(1) is None


def test_si_falla_uno_de_los_eventos_juntos_la_partida_sigue_terminada() -> None:
    """Dos tiempos extra tras el final, el segundo de alguien que no juega: no se anota ninguno y la partida
    sigue terminada (no admite jugadas)."""
    guardados, guardar = _guardando()
    p = Planilla(nueva_partida(["Ana", "Luis"], reglas="fise"), guardar=guardar)
    p.anotar(20)
    p.anotar(10)
    p.terminar(["", "AB"])
    eventos, totales = p.eventos, p.final
    with pytest.raises(ErrorEvento):
        p.aplicar_juntos([TiempoExtra(0, 30), TiempoExtra(2, 30)])
    assert p.terminada is True and p.eventos == eventos and p.final == totales and len(guardados) == 3
    with pytest.raises(ErrorEvento, match="ya ha terminado"):
        p.aplicar(Jugada(5))
    # Y lo que sí se puede anotar junto tras el final se anota en un solo guardado, aún terminada.
    p.aplicar_juntos([TiempoExtra(0, 30), TiempoExtra(1, 30)])
    assert len(guardados) == 4 and [a.numero for a in guardados[-1][0]] == [4, 5] and guardados[-1][1] is True


# ---------------------------------------------------------------- ajustar los relojes


@pytest.mark.parametrize("quien", [2, -1])
def test_ajustar_el_reloj_de_quien_no_juega_se_rechaza_con_su_mensaje(quien: int) -> None:
    guardados, guardar = _guardando()
    p = _tantrix("Verde", "Azul", guardar=guardar)
    with pytest.raises(ErrorEvento) as error:
        p.ajustar_relojes(_relojes(2), {0: 60_000, quien: 60_000})
    assert str(error.value) == "El reloj que se ajusta tiene que ser de uno de los participantes."
    assert guardados == [] and p.relojes_ajustados == ()


# ---------------------------------------------------------------- tope de eventos


def test_la_partida_admite_hasta_max_eventos_y_ni_uno_mas() -> None:
    inicio = nueva_tantrix(["Verde", "Azul"])
    resultados = [ResultadoTantrix(i % 2, i % 50, 0) for i in range(1, MAX_EVENTOS)]
    p = PlanillaTantrix.desde_eventos([inicio, *resultados], leidos=True)
    assert len(p.eventos) == MAX_EVENTOS
    mensaje = f"La partida tiene demasiados eventos (más de {MAX_EVENTOS})."
    with pytest.raises(ErrorEvento) as error:
        p.anotar(0, 10)
    assert str(error.value) == mensaje and len(p.eventos) == MAX_EVENTOS
    with pytest.raises(ErrorEvento) as error:
        PlanillaTantrix.desde_eventos([inicio, *resultados, FinTantrix()], leidos=True)
    assert str(error.value) == f"Evento {MAX_EVENTOS} («fin_tantrix»): {mensaje}"


# ---------------------------------------------------------------- subclases


def test_una_subclase_sin_formato_sigue_con_el_de_su_madre() -> None:
    class TantrixDeCasa(PlanillaTantrix):
        """Una variante que no da formato propio: sigue con el de Tantrix (como hace ``PlanillaSencilla``, que
        no lo da, con su registro)."""

    p = TantrixDeCasa(nueva_tantrix(["Verde", "Azul"]))
    p.anotar(0, 10)
    p.anotar(1, 8)
    p.terminar()
    assert p.terminada and p.ganadores == (0,)
    with pytest.raises(ErrorEvento) as error:
        TantrixDeCasa.desde_eventos([])
    assert str(error.value) == "El registro de una partida de Tantrix tiene que empezar por su evento de inicio."


def test_una_modalidad_que_no_nombra_su_partida_la_llama_partida() -> None:
    class TantrixSinNombre(PlanillaTantrix, formato=FORMATO_TANTRIX, inicio=InicioTantrix, fin=FinTantrix):
        """Una modalidad que no dice cómo se llama su partida: es una «partida»."""

    with pytest.raises(ErrorEvento) as error:
        TantrixSinNombre.desde_eventos([])
    assert str(error.value) == "El registro de una partida tiene que empezar por su evento de inicio."


# ---------------------------------------------------------------- mensajes de lo que no se puede anotar


def _mensaje(hacer: object, *args: object) -> str:
    with pytest.raises(ErrorEvento) as error:
        hacer(*args)  # type: ignore[operator]
    return str(error.value)


def test_lo_que_no_se_puede_anotar_dice_por_que_con_el_nombre_de_su_partida() -> None:
    assert _mensaje(PlanillaTantrix, ResultadoTantrix(0, 10, 0)) == (
        "La partida de Tantrix tiene que empezar por su evento de inicio."
    )
    p = _tantrix("Verde", "Azul")
    assert _mensaje(p.deshacer) == "No hay ninguna línea que deshacer."
    assert _mensaje(p.aplicar, nueva_tantrix(["Rojo", "Azul"])) == (
        "La partida de Tantrix ya ha empezado: el inicio solo puede ser el primer evento."
    )
    p.anotar(0, 10)
    p.anotar(1, 8)
    p.terminar()
    assert _mensaje(p.anotar, 0, 12) == (
        "La partida ya ha terminado. Para seguir, deshaz el final con «Deshacer la última línea»."
    )
    assert _mensaje(p.ajustar_relojes, _relojes(2), {0: 60_000}) == (
        "La partida ha terminado: sus relojes ya no se ajustan. Para corregirlos, deshaz el final con «Deshacer la "
        "última línea»."
    )
    assert p.eventos[1:] == (ResultadoTantrix(0, 10, 0), ResultadoTantrix(1, 8, 0), FinTantrix())


def test_la_duplicada_no_lleva_relojes_que_ajustar() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis"]))
    assert _mensaje(p.ajustar_relojes, _relojes(2), {0: 60_000}) == "La partida duplicada no lleva relojes que ajustar."
    assert p.eventos == (p.inicio,)


@pytest.mark.parametrize("casilla", [(-1, 3), (3, -1), (15, 3), (3, 15)])
def test_una_ficha_fuera_del_tablero_se_rechaza_al_anotar_y_no_cambia_nada(casilla: tuple[int, int]) -> None:
    # (−1, 3) se escribía «O4» (FILAS[−1]) y la ficha acababa en otra casilla; (15, 3) daba IndexError.
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    jugada = Jugada(2, "H8", "A", fichas=((casilla, Ficha("A")),))
    assert _mensaje(p.aplicar, jugada) == "Una ficha de la jugada cae fuera del tablero."
    assert p.eventos == (p.inicio,)
    maestra = JugadaMaestra(1, 2, "H8", "A", fichas=((casilla, Ficha("A")),))
    assert _mensaje(a_dict_duplicada, maestra) == "Una ficha de la jugada cae fuera del tablero."
