"""«4 en letras» en sus bordes: la hoja y la clasificación como texto enteras (ajustes de los relojes en su sitio,
singulares y plurales), cada mensaje con su texto exacto, la palabra justo en sus límites y la lectura en JSON."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juegos.cuatro_letras import (
    MAX_PARTIDAS_SERIE,
    Empatada,
    FinCuatroLetras,
    Ganada,
    InicioCuatroLetras,
    PlanillaCuatroLetras,
    PuestoSerie,
    evento_cuatro_letras_desde_dict,
    limpiar_palabra,
    nueva_cuatro_letras,
    texto_clasificacion_cuatro_letras,
    texto_cuatro_letras,
)
from app_planilla.nucleo.juegos.sencilla import RelojAjustado, a_dict_juego
from app_planilla.nucleo.juegos.tantrix import FinTantrix
from app_planilla.nucleo.registro.eventos import AjusteReloj, Anulacion


def serie(*nombres: str) -> PlanillaCuatroLetras:
    return PlanillaCuatroLetras(nueva_cuatro_letras(list(nombres or ("Ana", "Luis"))))


def mensaje(error: pytest.ExceptionInfo[ErrorPlanilla]) -> str:
    return str(error.value)


# ---------------------------------------------------------------- la hoja como texto


def cabeza(nombres: str) -> str:
    return (
        "Planilla de «4 en letras»\n"
        "Gana la serie quien más partidas gana.\n"
        f"Recuento de partidas ganadas en este orden: {nombres}.\n"
        "\n"
    )


def test_el_texto_de_una_serie_vacia() -> None:
    p = serie("Ana", "Bea", "")
    assert texto_cuatro_letras(p) == cabeza("Ana, Bea, Participante 3") + (
        "Aún no hay ninguna partida anotada.\n"
        "\n"
        "Clasificación provisional (0 partidas, 0 empatadas)\n"
        "  1.º  Ana             0\n"
        "  1.º  Bea             0\n"
        "  1.º  Participante 3  0\n"
    )


def _serie_con_ajustes() -> PlanillaCuatroLetras:
    p = serie("Ana", "Bea", "")
    p.aplicar(AjusteReloj(2, 900_000, 1_800_000))
    p.ganar(0, "casa")
    p.aplicar(AjusteReloj(1, -90_000, 20_000))
    p.aplicar(AjusteReloj(0, 60_000, 20_000))
    p.empatar()
    p.ganar(2, "pingüin")
    return p


HOJA_CON_AJUSTES = cabeza("Ana, Bea, Participante 3") + (
    "     Reloj de Participante 3 ajustado a 15:00 (árbitro)\n"
    "  1  Ana             CASA          1 0 0\n"
    "     Reloj de Bea ajustado a −1:30 (árbitro)\n"
    "     Reloj de Ana ajustado a 1:00 (árbitro)\n"
    "  2  Empate          (área llena)  1 0 0\n"
    "  3  Participante 3  PINGÜIN       1 0 1\n"
    "\n"
)
CLASIFICACION_CON_AJUSTES = (
    "  1.º  Ana             1\n"
    "  1.º  Participante 3  1\n"
    "  3.º  Bea             0\n"
)


def test_el_texto_pone_cada_ajuste_tras_la_partida_tras_la_que_se_anoto() -> None:
    p = _serie_con_ajustes()
    assert p.relojes_ajustados == (RelojAjustado(1, 2, 900_000, 0), RelojAjustado(3, 1, -90_000, 1),
                                   RelojAjustado(4, 0, 60_000, 1))
    assert texto_cuatro_letras(p) == HOJA_CON_AJUSTES + (
        "Clasificación provisional (3 partidas, 1 empatada)\n" + CLASIFICACION_CON_AJUSTES
    )
    p.terminar()
    final = ("Clasificación final (3 partidas, 1 empatada)\n" + CLASIFICACION_CON_AJUSTES
             + "Vencedores absolutos: Ana y Participante 3.\n")
    assert texto_cuatro_letras(p) == HOJA_CON_AJUSTES + final
    assert texto_clasificacion_cuatro_letras(p) == final


def test_el_texto_de_un_solo_vencedor_y_los_singulares() -> None:
    p = serie("Carolina", "Bea")
    p.ganar(1, "mesa")
    p.empatar()
    p.ganar(1, "lobos")
    p.terminar()
    assert texto_cuatro_letras(p) == cabeza("Carolina, Bea") + (
        "  1  Bea       MESA          0 1\n"
        "  2  Empate    (área llena)  0 1\n"
        "  3  Bea       LOBOS         0 2\n"
        "\n"
        "Clasificación final (3 partidas, 1 empatada)\n"
        "  1.º  Bea       2\n"
        "  2.º  Carolina  0\n"
        "Vencedor absoluto: Bea.\n"
    )
    q = serie("Ana", "Bea")
    q.ganar(0, "mesa")
    assert texto_clasificacion_cuatro_letras(q) == (
        "Clasificación provisional (1 partida, 0 empatadas)\n"
        "  1.º  Ana  1\n"
        "  2.º  Bea  0\n"
    )


def test_una_serie_terminada_sin_ganadas_no_tiene_vencedor() -> None:
    p = serie("Ana", "Bea")
    p.empatar()
    p.empatar()
    p.terminar()
    assert texto_cuatro_letras(p) == cabeza("Ana, Bea") + (
        "  1  Empate  (área llena)  0 0\n"
        "  2  Empate  (área llena)  0 0\n"
        "\n"
        "Clasificación final (2 partidas, 2 empatadas)\n"
        "  1.º  Ana  0\n"
        "  1.º  Bea  0\n"
    )
    assert p.vencedores == () and p.empates == 2 and p.jugadas == 2 and p.siguiente == 3


# ---------------------------------------------------------------- la serie


def test_el_recuento_y_la_clasificacion_con_puestos_que_saltan() -> None:
    p = serie("Ana", "Bea", "Eva", "Paz")
    assert p.ganadas == (0, 0, 0, 0) and p.jugadas == 0
    p.ganar(3, "mesa")
    p.ganar(1, "mesa")
    p.ganar(3, "mesa")
    p.ganar(0, "mesa")
    assert p.ganadas == (1, 1, 0, 2)
    assert p.clasificacion() == (
        PuestoSerie(1, 3, "Paz", 2), PuestoSerie(2, 0, "Ana", 1), PuestoSerie(2, 1, "Bea", 1),
        PuestoSerie(4, 2, "Eva", 0),
    )
    assert [fila.numero for fila in p.filas] == [1, 2, 3, 4] and p.vencedores == (3,)


def test_deshacer_una_partida_quita_su_fila_y_su_recuento() -> None:
    p = serie()
    p.ganar(1, "mesa")
    p.ganar(1, "lobo")
    efecto = p.deshacer()
    assert (efecto.numero, efecto.evento, efecto.deshecho) == (3, Anulacion(), Ganada(1, "LOBO"))
    assert p.ganadas == (0, 1) and [f.palabra for f in p.filas] == ["MESA"]
    p.ganar(0, "casa")
    assert p.filas[-1].numero == 2 and p.ganadas == (1, 1)


def test_terminar_y_deshacer_el_final_con_su_efecto() -> None:
    p = serie()
    p.empatar()
    efecto = p.terminar()
    assert (efecto.numero, efecto.evento) == (2, FinCuatroLetras()) and p.terminada
    p.deshacer()
    assert not p.terminada and p.filas[0].empate


def test_el_tope_de_partidas_justo_en_su_limite() -> None:
    p = serie()
    for _ in range(MAX_PARTIDAS_SERIE - 1):
        p.empatar()
    p.ganar(1, "mesa")  # la 999 cabe
    assert p.jugadas == MAX_PARTIDAS_SERIE and p.filas[-1].numero == 999
    with pytest.raises(ErrorPlanilla) as error:
        p.empatar()
    assert mensaje(error) == "La serie ya tiene 999 partidas: empieza otra serie."


# ---------------------------------------------------------------- la palabra y los mensajes


@pytest.mark.parametrize(("palabra", "limpia"), [("mesa", "MESA"), (" Ñandú ", "ÑANDÚ"), ("abcdefg", "ABCDEFG")])
def test_la_palabra_que_cabe(palabra: str, limpia: str) -> None:
    assert limpiar_palabra(palabra) == limpia


@pytest.mark.parametrize(
    ("participante", "palabra", "esperado"),
    [
        (2, "mesa", "El participante tiene que estar entre 0 y 1 (es 2)."),
        (-1, "mesa", "El participante tiene que estar entre 0 y 1 (es -1)."),
        (True, "mesa", "El participante tiene que ser un número entero."),
        (0, None, "La palabra tiene que ser un texto."),
        (0, "", "Escribe la palabra con la que ganó la partida."),
        (0, "sol", "«SOL» tiene 3 letras: la palabra ganadora tiene de 4 a 7 (el área es de 7×7 cartas)."),
        (0, "abcdefgh", "«ABCDEFGH» tiene 8 letras: la palabra ganadora tiene de 4 a 7 (el área es de 7×7 cartas)."),
        (0, "abcdefghijklmnopqrstuvwxy",
         "«ABCDEFGHIJKLMNOPQRST» tiene 25 letras: la palabra ganadora tiene de 4 a 7 (el área es de 7×7 cartas)."),
        (0, "ca sa", "«CA SA» no es una palabra: solo letras, sin espacios ni números."),
        (0, "abcdefghijklmnopqrstuvwx1", "«ABCDEFGHIJKLMNOPQRST» no es una palabra: solo letras, sin espacios ni "
                                         "números."),
    ],
)
def test_cada_rechazo_con_su_mensaje_exacto(participante: object, palabra: object, esperado: str) -> None:
    p = serie()
    with pytest.raises(ErrorPlanilla) as error:
        p.ganar(participante, palabra)  # type: ignore[arg-type]
    assert mensaje(error) == esperado
    assert p.eventos == (p.inicio,)


def test_los_demas_mensajes_de_la_serie() -> None:
    p = serie()
    with pytest.raises(ErrorPlanilla) as error:
        p.aplicar(Ganada(2, "MESA"))
    assert mensaje(error) == "La serie tiene 2 participantes: ese participante no existe."
    with pytest.raises(ErrorPlanilla) as error:
        p.terminar()
    assert mensaje(error) == "La serie no tiene ninguna partida anotada: no hay nada que terminar."
    with pytest.raises(ErrorPlanilla) as error:
        PlanillaCuatroLetras.desde_eventos([p.inicio, FinTantrix()], leidos=True)  # type: ignore[list-item]
    assert mensaje(error) == ("Evento 1 («fin_tantrix»): El evento «fin_tantrix» no se puede aplicar en una serie "
                              "de «4 en letras».")
    dieciseis = PlanillaCuatroLetras(nueva_cuatro_letras([""] * 16))
    dieciseis.aplicar(Ganada(15, "MESA"))
    with pytest.raises(ErrorPlanilla) as error:
        dieciseis.aplicar(Ganada(16, "MESA"))
    assert mensaje(error) == "«participante» tiene que estar entre 0 y 15 (es 16)."


# ---------------------------------------------------------------- la lectura en JSON


GANA = {"tipo": "ganada_cuatro_letras", "participante": 0, "palabra": "MESA"}


@pytest.mark.parametrize(
    ("datos", "esperado"),
    [
        ({"tipo": "x"}, "Tipo de evento desconocido en una serie de «4 en letras»: «x»."),
        ({"tipo": "empate_cuatro_letras", "x": 1}, "El evento «empate_cuatro_letras» tiene un campo desconocido: «x»."),
        ({"tipo": "fin_cuatro_letras", "x": 1}, "El evento «fin_cuatro_letras» tiene un campo desconocido: «x»."),
        ({"tipo": "anulacion", "x": 1}, "El evento «anulacion» tiene un campo desconocido: «x»."),
        ({**GANA, "participante": "0"}, "«participante» tiene que ser un número entero."),
        ({**GANA, "participante": 16}, "«participante» tiene que estar entre 0 y 15 (es 16)."),
        ({**GANA, "participante": -1}, "«participante» tiene que estar entre 0 y 15 (es -1)."),
        ({**GANA, "palabra": "A" * 41}, "«palabra» es demasiado largo (más de 40 caracteres)."),
        ({**GANA, "palabra": "A" * 40},
         "«AAAAAAAAAAAAAAAAAAAA» tiene 40 letras: la palabra ganadora tiene de 4 a 7 (el área es de 7×7 cartas)."),
        ({**GANA, "palabra": 4}, "«palabra» tiene que ser un texto."),
        ({"tipo": "ganada_cuatro_letras", "participante": 0},
         "Al evento «ganada_cuatro_letras» le falta el campo «palabra»."),
        ({"tipo": "ganada_cuatro_letras", "palabra": "MESA"},
         "Al evento «ganada_cuatro_letras» le falta el campo «participante»."),
        ({**GANA, "y": 2}, "El evento «ganada_cuatro_letras» tiene un campo desconocido: «y»."),
        ({"tipo": "inicio_cuatro_letras", "participantes": ["a"]}, "«4 en letras» es de 2 a 16 participantes."),
        ({"tipo": "inicio_cuatro_letras", "participantes": ["a"] * 17}, "«4 en letras» es de 2 a 16 participantes."),
        ({"tipo": "inicio_cuatro_letras", "participantes": ["a", "b"], "x": 1},
         "El evento «inicio_cuatro_letras» tiene un campo desconocido: «x»."),
        ({"tipo": "ajuste_reloj", "participante": 16, "restante_ms": 1, "antes_ms": 2},
         "«participante» vale 16 y tiene que estar entre 0 y 15."),
    ],
)
def test_la_lectura_rechaza_con_su_mensaje_exacto(datos: dict[str, object], esperado: str) -> None:
    with pytest.raises(ErrorPlanilla) as error:
        evento_cuatro_letras_desde_dict(datos)
    assert mensaje(error) == esperado


def test_la_lectura_y_la_escritura_de_cada_evento() -> None:
    assert evento_cuatro_letras_desde_dict({"tipo": "inicio_cuatro_letras", "participantes": ["a"] * 16}) == (
        InicioCuatroLetras(("a",) * 16)
    )
    assert evento_cuatro_letras_desde_dict({**GANA, "participante": 15, "palabra": " mesa "}) == Ganada(15, "MESA")
    assert evento_cuatro_letras_desde_dict({"tipo": "empate_cuatro_letras"}) == Empatada()
    assert evento_cuatro_letras_desde_dict({"tipo": "fin_cuatro_letras"}) == FinCuatroLetras()
    assert evento_cuatro_letras_desde_dict({"tipo": "anulacion"}) == Anulacion()
    assert evento_cuatro_letras_desde_dict({"tipo": "ajuste_reloj", "participante": 15, "restante_ms": 0,
                                            "antes_ms": 9}) == AjusteReloj(15, 0, 9)
    assert a_dict_juego(Ganada(3, "MESA")) == {"tipo": "ganada_cuatro_letras", "participante": 3, "palabra": "MESA"}
    assert a_dict_juego(Empatada()) == {"tipo": "empate_cuatro_letras"}


@pytest.mark.parametrize("nombres", [["Ana"], [""] * 17])
def test_una_serie_nueva_dice_cuantos_pueden_jugar(nombres: list[str]) -> None:
    with pytest.raises(ErrorPlanilla) as error:
        nueva_cuatro_letras(nombres)
    assert mensaje(error) == "«4 en letras» es de 2 a 16 participantes."
    assert nueva_cuatro_letras([" a ", "b"]) == InicioCuatroLetras(("a", "b"))
