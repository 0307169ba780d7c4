"""Tantrix en sus bordes: la hoja como texto entera, cada mensaje con su texto exacto, los rangos justo en su
límite, la lectura de sus eventos en JSON y lo común de las hojas sencillas (puestos, deshacer, ajustes)."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juegos.cuatro_letras import Empatada
from app_planilla.nucleo.juegos.sencilla import RelojAjustado, a_dict_juego, puestos
from app_planilla.nucleo.juegos.tantrix import (
    FinTantrix,
    InicioTantrix,
    PlanillaTantrix,
    ResultadoTantrix,
    evento_tantrix_desde_dict,
    nueva_tantrix,
    puntos_tantrix,
    texto_tantrix,
)
from app_planilla.nucleo.registro.eventos import AjusteReloj, Anulacion


def partida(*nombres: str) -> PlanillaTantrix:
    return PlanillaTantrix(nueva_tantrix(list(nombres or ("Ana", "Luis"))))


def mensaje(error: pytest.ExceptionInfo[ErrorPlanilla]) -> str:
    return str(error.value)


# ---------------------------------------------------------------- la hoja como texto

CABEZA = (
    "Planilla de Tantrix\n"
    "Línea: 1 punto por ficha. Circuito: 2 puntos por ficha. Cuenta la mejor.\n"
    "\n"
)


def test_el_texto_sin_resultados_dice_quien_falta_en_su_orden() -> None:
    p = partida("Verde", "Azul", "")
    assert texto_tantrix(p) == CABEZA + (
        "Puesto  Participante    Línea  Circuito  Puntos  Cuenta\n"
        "        Verde\n"
        "        Azul\n"
        "        Participante 3\n"
        "\n"
        "Faltan: Verde, Azul, Participante 3.\n"
    )


def test_el_texto_ordena_por_puesto_y_deja_al_final_a_quien_falta() -> None:
    p = partida("Verde", "Azul", "")
    p.anotar(1, 8, 4)
    p.anotar(2, 3, 5)
    assert texto_tantrix(p) == CABEZA + (
        "Puesto  Participante    Línea  Circuito  Puntos  Cuenta\n"
        "1.º     Participante 3      3         5      10  circuito\n"
        "2.º     Azul                8         4       8  línea = circuito\n"
        "        Verde\n"
        "\n"
        "Faltan: Verde.\n"
    )


def test_el_texto_con_todos_anotados_es_provisional_y_lleva_los_ajustes() -> None:
    p = partida("Verde", "Azul", "")
    p.anotar(1, 8, 4)
    p.anotar(2, 3, 5)
    p.anotar(0, 12, 0)
    p.aplicar(AjusteReloj(2, -90_000, 60_000))
    p.aplicar(AjusteReloj(0, 600_000, 60_000))
    tabla = (
        "Puesto  Participante    Línea  Circuito  Puntos  Cuenta\n"
        "1.º     Verde              12         0      12  línea\n"
        "2.º     Participante 3      3         5      10  circuito\n"
        "3.º     Azul                8         4       8  línea = circuito\n"
        "\n"
        "Reloj de Participante 3 ajustado a −1:30 (árbitro)\n"
        "Reloj de Verde ajustado a 10:00 (árbitro)\n"
        "\n"
    )
    assert texto_tantrix(p) == CABEZA + tabla + "Clasificación provisional: falta terminar la partida.\n"
    p.terminar()
    assert texto_tantrix(p) == CABEZA + tabla + "Partida terminada. Gana: Verde.\n"


def test_el_texto_de_un_empate_en_cabeza_nombra_a_los_ganadores() -> None:
    p = partida("Ana", "Luis", "Eva")
    p.anotar(0, 8)
    p.anotar(1, 0, 4)
    p.anotar(2, 0, 0)
    p.terminar()
    assert texto_tantrix(p) == CABEZA + (
        "Puesto  Participante  Línea  Circuito  Puntos  Cuenta\n"
        "1.º     Ana               8         0       8  línea\n"
        "1.º     Luis              0         4       8  circuito\n"
        "3.º     Eva               0         0       0\n"
        "\n"
        "Partida terminada. Ganan: Ana y Luis.\n"
    )


def test_los_puntos_son_enteros() -> None:
    # «8», no «8.0», en la hoja y en el PDF.
    for linea, circuito in [(8, 0), (0, 4), (7, 3)]:
        assert type(puntos_tantrix(linea, circuito)) is int
    assert puntos_tantrix(9, 4) == 9 and puntos_tantrix(3, 4) == 8


# ---------------------------------------------------------------- rangos y mensajes


@pytest.mark.parametrize(
    ("participante", "linea", "circuito", "esperado"),
    [
        (2, 1, 0, "El participante tiene que estar entre 0 y 1 (es 2)."),
        (-1, 1, 0, "El participante tiene que estar entre 0 y 1 (es -1)."),
        ("0", 1, 0, "El participante tiene que ser un número entero."),
        (0, -1, 0, "La línea más larga tiene que estar entre 0 y 56 (es -1)."),
        (0, 57, 0, "La línea más larga tiene que estar entre 0 y 56 (es 57)."),
        (0, 1.0, 0, "La línea más larga tiene que ser un número entero."),
        (0, 1, 57, "El circuito más grande tiene que estar entre 0 y 56 (es 57)."),
        (0, 1, -1, "El circuito más grande tiene que estar entre 0 y 56 (es -1)."),
        (0, 1, None, "El circuito más grande tiene que ser un número entero."),
        (0, 0, 2, "Un circuito tiene al menos 3 fichas: escribe 0 si no hay circuito."),
        (0, 30, 27, "La línea y el circuito suman 57 fichas y el juego solo tiene 56."),
        (0, 56, 1, "Un circuito tiene al menos 3 fichas: escribe 0 si no hay circuito."),
        (0, 50, 10, "La línea y el circuito suman 60 fichas y el juego solo tiene 56."),
    ],
)
def test_cada_rechazo_con_su_mensaje_exacto(participante: object, linea: object, circuito: object,
                                             esperado: str) -> None:
    p = partida()
    with pytest.raises(ErrorPlanilla) as error:
        p.anotar(participante, linea, circuito)  # type: ignore[arg-type]
    assert mensaje(error) == esperado
    assert p.eventos == (p.inicio,)


@pytest.mark.parametrize(("linea", "circuito", "puntos"), [(56, 0, 56), (0, 56, 112), (28, 28, 56), (0, 3, 6),
                                                           (53, 3, 53), (0, 0, 0)])
def test_los_limites_que_caben(linea: int, circuito: int, puntos: int) -> None:
    p = partida()
    p.anotar(0, linea, circuito)
    assert p.resultado(0) == (linea, circuito) and p.puntos == (puntos, None)
    assert p.filas()[0].linea == linea and p.filas()[0].circuito == circuito


def test_el_participante_que_no_existe_en_la_partida_aunque_quepa_en_el_juego() -> None:
    # La lectura admite hasta el participante 3 (4 en Tantrix); la planilla, solo los suyos.
    p = partida()
    with pytest.raises(ErrorPlanilla) as error:
        p.aplicar(ResultadoTantrix(2, 1, 0))
    assert mensaje(error) == "La partida tiene 2 participantes: ese participante no existe."
    cuatro = partida("a", "b", "c", "d")
    with pytest.raises(ErrorPlanilla) as error:
        cuatro.aplicar(ResultadoTantrix(4, 1, 0))
    assert mensaje(error) == "«participante» tiene que estar entre 0 y 3 (es 4)."
    cuatro.aplicar(ResultadoTantrix(3, 1, 0))
    assert cuatro.resultado(3) == (1, 0) and cuatro.pendientes == (0, 1, 2) and cuatro.siguiente == 0


def test_terminar_nombra_a_todos_los_que_faltan() -> None:
    p = partida("Ana", "", "Eva")
    p.anotar(1, 4)
    with pytest.raises(ErrorPlanilla) as error:
        p.terminar()
    assert mensaje(error) == "Para terminar, falta el resultado de: Ana, Eva."


def test_un_evento_de_otro_juego_ya_leido_se_rechaza_al_aplicarlo() -> None:
    # Los eventos «leídos» no se vuelven a canonizar: la planilla misma rechaza lo que no es suyo.
    inicio = nueva_tantrix(["Ana", "Luis"])
    with pytest.raises(ErrorPlanilla) as error:
        PlanillaTantrix.desde_eventos([inicio, Empatada()], leidos=True)  # type: ignore[list-item]
    assert mensaje(error) == ("Evento 1 («empate_cuatro_letras»): El evento «empate_cuatro_letras» no se puede "
                              "aplicar en una partida de Tantrix.")


# ---------------------------------------------------------------- la lectura en JSON


@pytest.mark.parametrize(
    ("datos", "esperado"),
    [
        ({"tipo": "x"}, "Tipo de evento desconocido en una partida de Tantrix: «x»."),
        ({"tipo": "fin_tantrix", "x": 1}, "El evento «fin_tantrix» tiene un campo desconocido: «x»."),
        ({"tipo": "anulacion", "x": 1}, "El evento «anulacion» tiene un campo desconocido: «x»."),
        ({"tipo": "resultado_tantrix", "participante": "0", "linea": 1},
         "«participante» tiene que ser un número entero."),
        ({"tipo": "resultado_tantrix", "participante": 4, "linea": 1},
         "«participante» tiene que estar entre 0 y 3 (es 4)."),
        ({"tipo": "resultado_tantrix", "participante": -1, "linea": 1},
         "«participante» tiene que estar entre 0 y 3 (es -1)."),
        ({"tipo": "resultado_tantrix", "participante": 0}, "Al evento «resultado_tantrix» le falta el campo «linea»."),
        ({"tipo": "resultado_tantrix", "linea": 0},
         "Al evento «resultado_tantrix» le falta el campo «participante»."),
        ({"tipo": "resultado_tantrix", "participante": 0, "linea": 1, "c": 1},
         "El evento «resultado_tantrix» tiene un campo desconocido: «c»."),
        ({"tipo": "resultado_tantrix", "participante": 0, "linea": 0, "circuito": 2},
         "Un circuito tiene al menos 3 fichas: escribe 0 si no hay circuito."),
        ({"tipo": "inicio_tantrix", "participantes": ["a"]}, "Tantrix es de 2 a 4 participantes."),
        ({"tipo": "inicio_tantrix", "participantes": ["a"] * 5}, "Tantrix es de 2 a 4 participantes."),
        ({"tipo": "inicio_tantrix"}, "Al evento «inicio_tantrix» le falta el campo «participantes»."),
        ({"tipo": "inicio_tantrix", "participantes": ["a", "b"], "x": 1},
         "El evento «inicio_tantrix» tiene un campo desconocido: «x»."),
        ({"tipo": "ajuste_reloj", "participante": 4, "restante_ms": 1, "antes_ms": 2},
         "«participante» vale 4 y tiene que estar entre 0 y 3."),
    ],
)
def test_la_lectura_rechaza_con_su_mensaje_exacto(datos: dict[str, object], esperado: str) -> None:
    with pytest.raises(ErrorPlanilla) as error:
        evento_tantrix_desde_dict(datos)
    assert mensaje(error) == esperado


def test_la_lectura_de_cada_evento() -> None:
    assert evento_tantrix_desde_dict({"tipo": "inicio_tantrix", "participantes": [" Ana ", "", "c", "d"]}) == (
        InicioTantrix(("Ana", "", "c", "d"))
    )
    # Sin «circuito», no hay circuito (los archivos escritos a mano pueden omitirlo).
    assert evento_tantrix_desde_dict({"tipo": "resultado_tantrix", "participante": 3, "linea": 7}) == (
        ResultadoTantrix(3, 7, 0)
    )
    assert evento_tantrix_desde_dict({"tipo": "resultado_tantrix", "participante": 0, "linea": 0,
                                      "circuito": 3}) == ResultadoTantrix(0, 0, 3)
    assert evento_tantrix_desde_dict({"tipo": "fin_tantrix"}) == FinTantrix()
    assert evento_tantrix_desde_dict({"tipo": "anulacion"}) == Anulacion()
    assert evento_tantrix_desde_dict({"tipo": "ajuste_reloj", "participante": 3, "restante_ms": -5,
                                      "antes_ms": 7}) == AjusteReloj(3, -5, 7)


def test_la_escritura_de_cada_evento() -> None:
    assert a_dict_juego(ResultadoTantrix(1, 9, 4)) == {"tipo": "resultado_tantrix", "participante": 1, "linea": 9,
                                                       "circuito": 4}
    assert a_dict_juego(FinTantrix()) == {"tipo": "fin_tantrix"}
    assert a_dict_juego(AjusteReloj(1, 60_000, 5_000)) == {"tipo": "ajuste_reloj", "participante": 1,
                                                           "restante_ms": 60_000, "antes_ms": 5_000}


# ---------------------------------------------------------------- lo común de las hojas sencillas


@pytest.mark.parametrize(
    ("valores", "esperado"),
    [((), ()), ((5,), (1,)), ((3, 3), (1, 1)), ((1, 2, 3), (3, 2, 1)), ((7, 9, 7, 2), (2, 1, 2, 4)),
     ((0, 0, 4), (2, 2, 1))],
)
def test_los_puestos_comparten_el_empate_y_el_siguiente_salta(valores: tuple[int, ...],
                                                               esperado: tuple[int, ...]) -> None:
    assert puestos(valores) == esperado


def test_cada_efecto_dice_su_numero_y_su_evento_tambien_al_deshacer() -> None:
    p = partida()
    efecto = p.anotar(1, 5, 3)
    assert (efecto.numero, efecto.evento) == (1, ResultadoTantrix(1, 5, 3))
    efecto = p.aplicar(AjusteReloj(0, 60_000, 5_000))
    assert (efecto.numero, efecto.evento) == (2, AjusteReloj(0, 60_000, 5_000))
    efecto = p.deshacer()
    assert (efecto.numero, efecto.evento, efecto.deshecho) == (3, Anulacion(), AjusteReloj(0, 60_000, 5_000))
    efecto = p.deshacer()
    assert (efecto.numero, efecto.evento, efecto.deshecho) == (4, Anulacion(), ResultadoTantrix(1, 5, 3))
    assert p.resultado(1) is None and p.relojes_ajustados == ()


def test_los_ajustes_se_anotan_en_orden_y_deshacer_quita_el_suyo() -> None:
    p = partida()
    p.aplicar(AjusteReloj(1, 60_000, 5_000))
    p.anotar(0, 4)
    p.aplicar(AjusteReloj(1, 60_000, 7_000))  # el mismo valor otra vez: es otro ajuste
    p.aplicar(AjusteReloj(0, -1_000, 7_000))
    assert p.relojes_ajustados == (RelojAjustado(1, 1, 60_000, 0), RelojAjustado(3, 1, 60_000, 0),
                                   RelojAjustado(4, 0, -1_000, 0))
    p.deshacer()
    p.deshacer()
    assert list(p.relojes_ajustados) == [RelojAjustado(1, 1, 60_000, 0)]
    with pytest.raises(ErrorPlanilla) as error:
        p.aplicar(AjusteReloj(2, 60_000, 5_000))
    assert mensaje(error) == "El reloj que se ajusta tiene que ser de uno de los participantes."
    with pytest.raises(ErrorPlanilla) as error:
        p.aplicar(AjusteReloj(0, 5_000, 5_000))
    assert mensaje(error) == "El reloj ya marca ese tiempo: el ajuste no cambiaría nada."


def test_guardar_recibe_cada_evento_con_su_numero() -> None:
    guardados: list[tuple[int, object, bool]] = []
    p = PlanillaTantrix(nueva_tantrix(["Ana", "Luis"]),
                        guardar=lambda anotados, terminada: guardados.extend(
                            (a.numero, a.evento, terminada) for a in anotados))
    p.anotar(0, 3)
    p.anotar(1, 0, 3)
    p.terminar()
    assert guardados == [(1, ResultadoTantrix(0, 3, 0), False), (2, ResultadoTantrix(1, 0, 3), False),
                         (3, FinTantrix(), True)]


@pytest.mark.parametrize("nombres", [["Ana"], ["a", "b", "c", "d", "e"]])
def test_una_partida_nueva_de_tantrix_dice_cuantos_pueden_jugar(nombres: list[str]) -> None:
    with pytest.raises(ErrorPlanilla) as error:
        nueva_tantrix(nombres)
    assert mensaje(error) == "Tantrix es de 2 a 4 participantes."
    assert nueva_tantrix(["a", "b", "c", " d "]) == InicioTantrix(("a", "b", "c", "d"))
