"""La sala con arbitraje de papeletas, caso a caso: cada motivo de cero, los puntos declarados, avisos y
penalizaciones, bonificaciones FISE y FISF sobre el campo, situaciones de los inscritos, desempates, decisiones
del árbitro, varias mesas en un evento y «Deshacer» de cada clase de evento."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pytest

from app_planilla.nucleo.duplicada.eventos import (
    AvisoArbitro,
    CorreccionMaestra,
    DesempateArbitro,
    PapeletaRonda,
    PenalizacionArbitro,
    SituacionInscrito,
)
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.registro.eventos import ErrorEvento
from tests.nucleo.sala_ayuda import FISE, FISF, foto, sala

A_MEDIDA = replace(FISE, clave="a_medida", cero_por_coordenada=False, penalizacion_desplazada=3)


def ronda_jamones(p: PlanillaDuplicada, *, maestra: bool = True, atril: str = "JAMONES") -> PlanillaDuplicada:
    """La primera ronda, con el atril JAMONES y su maestra H8 JAMONES (84)."""
    p.nueva_ronda(atril)
    if maestra:
        p.anotar_maestra("H8", "JAMONES")
    return p


def papeleta(p: PlanillaDuplicada, i: int, ronda: int | None = None) -> PapeletaRonda:
    fila = p.filas[(ronda or p.ronda) - 1]
    x = fila.papeleta(i)
    assert x is not None
    return x


def linea(p: PlanillaDuplicada, i: int) -> object:
    return next(x for x in p.clasificacion() if x.participante == i)


# ---------------------------------------------------------------- cada motivo de cero


def test_palabra_senalada_por_la_lista_la_decide_el_arbitro() -> None:
    p = ronda_jamones(sala())
    p.anotar_papeleta([0], "H4 JAMON 44", en_lista=lambda w: w != "JAMON")
    x = papeleta(p, 0)
    # La lista abierta solo señala: la papeleta vale sus puntos hasta que el árbitro decide.
    assert (x.puntos, x.motivo, x.fuera_de_lista, x.arbitro) == (44, "", ("JAMON",), False)
    p.decidir_papeleta([0], 0, motivo=Motivo.PALABRA_NO_VALIDA, detalle="No está en el Lexicón")
    x = papeleta(p, 0)
    assert (x.puntos, x.motivo_cero, x.arbitro) == (0, Motivo.PALABRA_NO_VALIDA, True)
    assert x.detalle == "No está en el Lexicón"
    assert (x.texto, x.fuera_de_lista, x.palabra) == ("H4 JAMON 44", ("JAMON",), "JAMON")  # la papeleta se conserva
    assert p.filas[0].puntos[0] == 0


@pytest.mark.parametrize(
    ("texto", "atril", "motivo", "detalle"),
    [
        ("H4 ZAMON", "JAMONES", Motivo.NO_SALE_DEL_ATRIL, "El atril de la ronda no tiene Z."),
        ("H4 jAMON", "JAMONES", Motivo.NO_SALE_DEL_ATRIL, "El atril de la ronda no tiene un comodín."),
        ("A1 JAMON", "JAMONES", Motivo.NO_CABE, "La primera jugada tiene que tapar la casilla central, H8."),
        ("H4 JAMON 44", "?AMONES", Motivo.COMODIN_SIN_MARCAR,
         "El atril no tiene J: era un comodín y la papeleta no lo marca."),
        ("H9 JAMON 30", "JAMONES", Motivo.COORDENADA, "La palabra no está en H9, pero vale en H8 (30)."),
    ],
)
def test_cero_juzgado_con_su_motivo(texto: str, atril: str, motivo: Motivo, detalle: str) -> None:
    p = ronda_jamones(sala(), maestra=False, atril=atril)
    p.anotar_papeleta([3], texto)
    x = papeleta(p, 3)
    assert (x.puntos, x.motivo_cero, x.detalle, x.texto, x.arbitro) == (0, motivo, detalle, texto, False)
    assert p.filas[0].puntos[3] == 0


def test_la_que_no_se_puede_colocar_no_tiene_puntos_calculados() -> None:
    p = ronda_jamones(sala(), maestra=False)
    p.anotar_papeleta([0], "A1 JAMON 44")
    p.anotar_papeleta([1], "H4 ZAMON 52")
    assert papeleta(p, 0).calculados is None and papeleta(p, 0).declarados == 44
    assert papeleta(p, 1).calculados == 52  # se pudo colocar: vale cero por el atril


def test_coordenada_desplazada_fise_cero_a_medida_cuenta_con_su_penalizacion() -> None:
    fise = ronda_jamones(sala())
    fise.anotar_papeleta([0], "H9 JAMON 30")
    x = papeleta(fise, 0)
    assert (x.puntos, x.motivo_cero, x.desplazada, x.penalizacion) == (0, Motivo.COORDENADA, "H8", 0)
    # FISE con la opción de no dar cero: cuenta donde vale (sin penalización, que la FISE no fija).
    opcion = ronda_jamones(sala(reglas=replace(FISE, cero_por_coordenada=False)))
    opcion.anotar_papeleta([0], "H9 JAMON 30")
    x = papeleta(opcion, 0)
    assert (x.puntos, x.motivo, x.desplazada, x.penalizacion) == (30, "", "H8", 0)
    medida = ronda_jamones(sala(reglas=A_MEDIDA))
    medida.anotar_papeleta([0], "H9 JAMON 30")
    x = papeleta(medida, 0)
    assert (x.puntos, x.motivo, x.desplazada, x.penalizacion, x.avisos) == (30, "", "H8", 3, 0)
    medida.cerrar_ronda()
    x = linea(medida, 0)
    assert (x.puntos, x.bonificacion, x.penalizacion, x.total) == (30, 5, 3, 32)  # +5: la mejor por debajo


def test_coordenada_desplazada_fisf_menos_5() -> None:
    p = ronda_jamones(sala(reglas=FISF))
    p.anotar_papeleta([0], "H9 JAMON 30")
    p.anotar_papeleta([1], "H9 JAMON")  # sin puntos: además, un aviso
    assert (papeleta(p, 0).puntos, papeleta(p, 0).penalizacion, papeleta(p, 0).avisos) == (30, 5, 0)
    assert (papeleta(p, 1).puntos, papeleta(p, 1).penalizacion, papeleta(p, 1).avisos) == (30, 5, 1)
    p.cerrar_ronda()
    assert (linea(p, 0).total, linea(p, 0).penalizacion) == (25, 5)


@pytest.mark.parametrize(
    "motivo", [Motivo.TARDIA, Motivo.ILEGIBLE, Motivo.EN_BLANCO, Motivo.VARIAS, Motivo.COORDENADA]
)
def test_cero_del_arbitro(motivo: Motivo) -> None:
    p = ronda_jamones(sala())
    p.anotar_cero([4, 6], motivo, texto=" H4  JAMON ", detalle="  entregada tarde ")
    for i in (4, 6):
        x = papeleta(p, i)
        assert (x.puntos, x.motivo_cero, x.arbitro, x.texto, x.detalle) == (0, motivo, True, "H4 JAMON",
                                                                            "entregada tarde")
    assert p.faltan() == tuple(i for i in range(12) if i not in (4, 6))


def test_sin_papeleta_al_cerrar_la_ronda() -> None:
    p = ronda_jamones(sala())
    p.anotar_papeleta(p.leer_mesas("1-10"), "H8 JAMONES")
    assert p.ronda_pendiente == 1 and "La ronda 1 aún no cuenta" in p.nota_clasificacion
    p.cerrar_ronda()
    for i in (10, 11):
        assert (papeleta(p, i).motivo_cero, papeleta(p, i).arbitro, papeleta(p, i).participantes) == (
            Motivo.SIN_PAPELETA, True, (10, 11))
    assert p.faltan() == () and p.ronda_pendiente is None
    with pytest.raises(ErrorEvento, match=re.escape("En la ronda 1 no falta ninguna papeleta.")):
        p.cerrar_ronda()


def test_leer_papeleta_mal_escrita_no_anota_nada() -> None:
    p = ronda_jamones(sala())
    n = len(p.eventos)
    for texto in ("", "H4", "H4 JAM0N", "Z9 JAMON", "H4 JAMΩN", "H4 JAMON 2001", "H4 JAMON 44 55"):
        with pytest.raises(ErrorPlanilla):
            p.anotar_papeleta([0], texto)
    assert len(p.eventos) == n and p.filas[0].puntos[0] is None


def test_sin_atril_no_se_juzga() -> None:
    p = sala()
    p.nueva_ronda("")
    with pytest.raises(ErrorEvento, match=re.escape("no tiene su atril anotado")):
        p.anotar_papeleta([0], "H4 JAMON")


# ---------------------------------------------------------------- puntos declarados


def test_fise_puntos_erroneos_o_ausentes_no_cambian_nada() -> None:
    p = ronda_jamones(sala())
    p.anotar_papeleta([0], "H4 JAMON 40")
    p.anotar_papeleta([1], "H4 JAMON")
    assert (papeleta(p, 0).puntos, papeletas_avisos(p, 0), papeleta(p, 0).declarados) == (44, 0, 40)
    assert papeleta(p, 0).detalle == "La papeleta declara 40 puntos y la jugada vale 44."
    assert (papeleta(p, 1).puntos, papeletas_avisos(p, 1), papeleta(p, 1).declarados) == (44, 0, None)


def papeletas_avisos(p: PlanillaDuplicada, i: int) -> int:
    return papeleta(p, i).avisos


def test_fise_opcion_cero_por_puntos() -> None:
    p = ronda_jamones(sala(reglas=replace(FISE, cero_por_puntos=True)))
    p.anotar_papeleta([0], "H4 JAMON 40")
    p.anotar_papeleta([1], "H4 JAMON")
    p.anotar_papeleta([2], "H4 JAMON 44")
    x = papeleta(p, 0)
    assert (x.puntos, x.motivo_cero, x.calculados, x.declarados) == (0, Motivo.PUNTOS_ERRONEOS, 44, 40)
    assert x.detalle == "La papeleta declara 40 puntos y la jugada vale 44."
    assert (papeleta(p, 1).puntos, papeleta(p, 1).motivo) == (44, "")  # sin puntos declarados no hay error
    assert (papeleta(p, 2).puntos, papeleta(p, 2).motivo) == (44, "")


def test_fisf_puntos_erroneos_o_ausentes_dan_un_aviso() -> None:
    p = ronda_jamones(sala(reglas=FISF))
    p.anotar_papeleta([0], "H4 JAMON 40")
    p.anotar_papeleta([1], "H4 JAMON")
    p.anotar_papeleta([2], "H4 JAMON 44")
    assert [(papeleta(p, i).puntos, papeleta(p, i).avisos) for i in range(3)] == [(44, 1), (44, 1), (44, 0)]


def test_fisf_menos_5_por_aviso_desde_el_tercero() -> None:
    p = sala(reglas=FISF)
    for ronda, (atril, maestra) in enumerate([("JAMONES", ("H8", "JAMONES")), ("ADEIORT", ("I9", "ODIAR")),
                                              ("ABEILRT", ("8E", "RIA."))], start=1):
        p.nueva_ronda(atril)
        p.anotar_maestra(*maestra)
        texto = " ".join(maestra)
        p.anotar_papeleta([0], texto)  # sin puntos: un aviso por ronda
        p.anotar_papeleta([1], texto)
        if ronda == 1:
            p.dar_aviso([1], "habla durante la ronda")
        p.anotar_maestra_a(range(2, 12))
        avisos = {x.participante: (x.avisos, x.penalizacion) for x in p.clasificacion()}
        assert avisos[0] == (ronda, 5 * max(0, ronda - 2))
        assert avisos[1] == (ronda + 1, 5 * max(0, ronda - 1))
    assert linea(p, 2).total - linea(p, 0).total == 5 and linea(p, 2).total - linea(p, 1).total == 10


def test_fise_los_avisos_no_restan() -> None:
    p = ronda_jamones(sala())
    p.dar_aviso([0], "móvil")
    p.dar_aviso([0])
    p.dar_aviso([0, 1])
    p.anotar_maestra_a(range(12))
    assert (linea(p, 0).avisos, linea(p, 0).penalizacion, linea(p, 0).total) == (3, 0, 84)


# ---------------------------------------------------------------- penalizaciones del árbitro


def test_penalizacion_del_arbitro_a_varios() -> None:
    p = ronda_jamones(sala())
    p.anotar_maestra_a(range(12))
    p.penalizar([0, 1], 10, "  móvil ")
    p.penalizar([0], 3)
    assert p.filas[0].penalizaciones == (PenalizacionArbitro(1, (0, 1), 10, "móvil"), PenalizacionArbitro(1, (0,), 3))
    assert [(linea(p, i).penalizacion, linea(p, i).total) for i in (0, 1, 2)] == [(13, 71), (10, 74), (0, 84)]
    for puntos in (0, -5, 2001, True):
        with pytest.raises(ErrorEvento, match=re.escape("Una penalización resta de 1 a 2000 puntos.")):
            p.penalizar([2], puntos)  # type: ignore[arg-type]


# ---------------------------------------------------------------- bonificaciones


def sala_con_maestras(n: int, rondas: int, reglas: ReglasArbitraje = FISE) -> PlanillaDuplicada:
    """Rondas con maestras de 50 anotadas solo con puntos (las bonificaciones no miran el tablero)."""
    p = sala(n, reglas)
    for _ in range(rondas):
        p.nueva_ronda("")
        p.anotar_maestra_puntos(50)
    return p


def test_fise_maestra_en_solitario_y_subtop() -> None:
    p = sala_con_maestras(12, 1)
    p.anotar_maestra_a([0])
    p.decidir_papeleta([1], 40)
    p.decidir_papeleta([2, 3], 30)
    p.cerrar_ronda()
    assert [linea(p, i).bonificacion for i in range(4)] == [10, 5, 0, 0]
    assert linea(p, 0).total == 60 and linea(p, 0).maestras == 1


def test_fise_sin_bonificacion_si_la_comparten() -> None:
    p = sala_con_maestras(12, 1)
    p.anotar_maestra_a([0, 1])
    p.decidir_papeleta([2, 3], 40)
    p.cerrar_ronda()
    assert all(x.bonificacion == 0 for x in p.clasificacion())


def test_fise_tope_de_25_por_partida() -> None:
    p = sala_con_maestras(12, 3)
    for ronda in (1, 2, 3):
        p.anotar_maestra_a([0], ronda=ronda)
        p.decidir_papeleta([1], 1, ronda=ronda)
        p.cerrar_ronda(ronda)
    assert (linea(p, 0).bonificacion, linea(p, 1).bonificacion) == (25, 15)
    # La clasificación parcial de las dos primeras rondas aún no llega al tope.
    parcial = {x.participante: x.bonificacion for x in p.clasificacion(hasta=2)}
    assert (parcial[0], parcial[1]) == (20, 10)


def test_fise_minimo_de_10_participantes_sin_contar_ausentes() -> None:
    nueve = sala_con_maestras(9, 1)
    nueve.anotar_maestra_a([0])
    nueve.cerrar_ronda()
    assert linea(nueve, 0).bonificacion == 0
    diez = sala_con_maestras(10, 1)
    diez.anotar_maestra_a([0])
    diez.cerrar_ronda()
    assert linea(diez, 0).bonificacion == 10
    # Diez inscritos con uno ausente son nueve en el campo: sin bonificaciones.
    ausente = sala_con_maestras(10, 1)
    ausente.marcar_situacion([9], "ausente")
    ausente.anotar_maestra_a([0])
    ausente.cerrar_ronda()
    assert linea(ausente, 0).bonificacion == 0


def test_fisf_solo_con_16_activos_y_sin_subtop() -> None:
    p = sala_con_maestras(16, 1, FISF)
    p.anotar_maestra_a([0])
    p.decidir_papeleta([1], 40)
    p.decidir_papeleta(range(2, 15), 20)
    p.anotar_cero([15], Motivo.EN_BLANCO)  # 15 activos: nadie bonifica
    assert [x.bonificacion for x in p.clasificacion()] == [0] * 16
    p.decidir_papeleta([15], 10)  # 16 activos
    assert {x.participante: x.bonificacion for x in p.clasificacion()} == {i: 10 if i == 0 else 0 for i in range(16)}


# ---------------------------------------------------------------- situaciones


def test_ausente_no_juega_ni_se_clasifica() -> None:
    p = ronda_jamones(sala())
    p.marcar_situacion([2], "ausente", 4)
    assert p.situacion(2) == ("ausente", 1) and not p.juega(2, 1)
    with pytest.raises(ErrorEvento, match=r"^P3 está ausente\.$"):
        p.anotar_papeleta([1, 2], "H8 JAMONES")
    with pytest.raises(ErrorEvento, match=r"^P3 está ausente\.$"):
        p.anotar_maestra_a([2])
    assert 2 not in p.faltan() and p.filas[0].puntos[1] is None  # el evento entero se rechazó
    p.cerrar_ronda()
    assert p.filas[0].puntos[2] is None
    assert 2 not in [x.participante for x in p.clasificacion()] and len(p.clasificacion()) == 11


def test_llega_tarde_desde_la_ronda_2() -> None:
    p = ronda_jamones(sala())
    p.marcar_situacion([5], "tarde", 2)
    with pytest.raises(ErrorEvento, match=r"^P6 llega en la ronda 2: no juega la 1\.$"):
        p.anotar_cero([5], Motivo.TARDIA)
    p.cerrar_ronda()
    assert p.filas[0].puntos[5] is None
    p.nueva_ronda("ADEIORT")
    assert 5 in p.faltan()
    p.anotar_papeleta([5], "I9 ODIAR")
    assert linea(p, 5).puntos == 0  # la ronda 2 aún no cuenta: falta el resto
    p.cerrar_ronda()
    assert linea(p, 5).puntos == papeleta(p, 5).puntos > 0


def test_retirado_se_clasifica_marcado() -> None:
    p = ronda_jamones(sala())
    p.anotar_maestra_a([7])
    p.marcar_situacion([7], "retirado", 2)
    p.cerrar_ronda()
    p.nueva_ronda("ADEIORT")
    with pytest.raises(ErrorEvento, match=r"^P8 se retiró en la ronda 2: no juega la 2\.$"):
        p.anotar_papeleta([7], "I9 ODIAR")
    assert 7 not in p.faltan()
    p.cerrar_ronda()
    x = linea(p, 7)
    assert (x.retirado, x.puntos) == (True, 84)
    assert not any(y.retirado for y in p.clasificacion() if y.participante != 7)


def test_situacion_que_contradice_una_papeleta_se_rechaza() -> None:
    p = ronda_jamones(sala())
    p.anotar_maestra_a([0, 1])
    for situacion, ronda in (("ausente", 1), ("tarde", 2), ("retirado", 1)):
        with pytest.raises(ErrorEvento, match=re.escape(
                "P1 ya tiene papeleta en la ronda 1: no se le puede marcar así.")):
            p.marcar_situacion([2, 0], situacion, ronda)
    assert p.situacion(2) == ("presente", 1)
    p.marcar_situacion([0], "retirado", 2)
    p.marcar_situacion([0], "presente")
    assert p.situacion(0) == ("presente", 1)


def test_mesa_que_no_existe_o_situacion_desconocida() -> None:
    p = ronda_jamones(sala())
    with pytest.raises(ErrorEvento, match=re.escape("La partida tiene 12 participantes: esa casilla no existe.")):
        p.anotar_maestra_a([12])
    with pytest.raises(ErrorEvento, match=re.escape(
            "«situacion» tiene que ser una de: presente, ausente, tarde, retirado.")):
        p.marcar_situacion([0], "dormido")


# ---------------------------------------------------------------- desempates


def test_desempate_a_muerte_subita() -> None:
    p = ronda_jamones(sala(4))
    p.anotar_maestra_a([0, 1, 2])
    p.anotar_papeleta([3], "H4 JAMON")
    assert p.empates() == ((0, 1, 2),)
    assert [x.puesto for x in p.clasificacion()] == [1, 1, 1, 4]
    p.anotar_desempate([2, 0])  # no los nombra a todos: no desempata
    assert p.empates() == ((0, 1, 2),)
    p.anotar_desempate([2, 0, 1])
    assert [(x.participante, x.puesto) for x in p.clasificacion()] == [(2, 1), (0, 2), (1, 3), (3, 4)]
    assert p.empates() == () and p.desempates == ((2, 0), (2, 0, 1))
    p.anotar_desempate([1, 0, 2])  # el último manda
    assert [x.participante for x in p.clasificacion()][:3] == [1, 0, 2]
    p.deshacer()
    assert [x.participante for x in p.clasificacion()][:3] == [2, 0, 1]
    with pytest.raises(ErrorEvento, match=re.escape("Un desempate es entre dos participantes o más.")):
        p.anotar_desempate([1])
    with pytest.raises(ErrorEvento, match=re.escape("nombra dos veces al mismo participante")):
        p.anotar_desempate([1, 1])


def test_antes_del_desempate_las_maestras_y_la_mejor_jugada() -> None:
    p = sala_con_maestras(4, 2)
    # Todos 60: el 0 con una maestra, el 1 con su mejor jugada de 40, el 2 con 30 y 30.
    for i, puntos in ((0, (50, 10)), (1, (40, 20)), (2, (30, 30)), (3, (0, 0))):
        for ronda, x in enumerate(puntos, start=1):
            p.decidir_papeleta([i], x, ronda=ronda)
    assert [(x.participante, x.total, x.puesto) for x in p.clasificacion()] == [
        (0, 60, 1), (1, 60, 2), (2, 60, 3), (3, 0, 4)]


# ---------------------------------------------------------------- el árbitro decide


def test_el_arbitro_decide_por_encima_del_juicio() -> None:
    p = ronda_jamones(sala())
    p.anotar_papeleta([0, 1, 2], "H9 JAMON 30")  # coordenada desplazada: cero en FISE
    p.decidir_papeleta([1], 30, detalle="la coordenada se lee H8")
    x = papeleta(p, 1)
    assert (x.puntos, x.motivo, x.arbitro, x.texto, x.participantes) == (30, "", True, "H9 JAMON 30", (1,))
    assert x.detalle == "la coordenada se lee H8"
    assert papeleta(p, 0).participantes == (0, 1, 2) and papeleta(p, 0).puntos == 0  # los otros, como estaban
    # Sin papeleta anterior, el árbitro decide sobre una en blanco.
    p.decidir_papeleta([5], 20)
    assert (papeleta(p, 5).puntos, papeleta(p, 5).texto, papeleta(p, 5).arbitro) == (20, "", True)
    with pytest.raises(ErrorEvento, match=re.escape("Un motivo de cero va con 0 puntos.")):
        p.decidir_papeleta([1], 5, motivo=Motivo.ILEGIBLE)
    with pytest.raises(ErrorEvento, match=re.escape(
            "«participantes» tiene que ser una lista de 1 a 200 participantes.")):
        p.decidir_papeleta([], 5)


def test_el_arbitro_decide_para_varios_con_papeletas_distintas() -> None:
    p = ronda_jamones(sala())
    p.anotar_papeleta([0, 1], "H4 JAMON 44")
    p.anotar_papeleta([2], "H9 JAMON")
    p.decidir_papeleta([0, 1], 40)
    assert (papeleta(p, 1).texto, papeleta(p, 1).puntos, papeleta(p, 1).participantes) == ("H4 JAMON 44", 40, (0, 1))
    # La papeleta de uno no pasa a la hoja de otro.
    p.decidir_papeleta([1, 2], 0, motivo=Motivo.VARIAS)
    assert (papeleta(p, 2).texto, papeleta(p, 2).motivo_cero) == ("", Motivo.VARIAS)
    for raros in ([12], [-1], ["1"], [True, 0]):
        with pytest.raises(ErrorEvento):
            p.decidir_papeleta(raros, 5)  # type: ignore[arg-type]


def test_sin_arbitraje_nada_de_esto() -> None:
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Beto"]))
    p.nueva_ronda("JAMONES")
    mensaje = "Esta partida no tiene arbitraje de papeletas: escribe los puntos de cada uno."
    for accion in (
        lambda: p.anotar_papeleta([0], "H4 JAMON"), lambda: p.anotar_cero([0], Motivo.ILEGIBLE),
        lambda: p.dar_aviso([0]), lambda: p.penalizar([0], 5), lambda: p.marcar_situacion([0], "ausente"),
        lambda: p.cerrar_ronda(), lambda: p.anotar_desempate([0, 1]), lambda: p.juzgar("H4 JAMON"),
        lambda: p.prever_correccion_puntos(1, 10),
    ):
        with pytest.raises(ErrorEvento, match=mensaje):
            accion()
    assert p.arbitraje is None and p.inscritos[1].mesa == 2


def test_en_la_sala_no_se_escriben_puntos_sueltos() -> None:
    p = ronda_jamones(sala())
    with pytest.raises(ErrorEvento, match=re.escape("En una sala con arbitraje, los puntos salen de la papeleta")):
        p.escribir_puntos(0, 30)


# ---------------------------------------------------------------- varios a la vez y «Deshacer»


def test_varias_mesas_un_evento_un_deshacer() -> None:
    p = ronda_jamones(sala(12, mesas=[101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]))
    antes = foto(p)
    n = len(p.eventos)
    efecto = p.anotar_papeleta(p.leer_mesas("103-107,112,101"), "H4 JAMON 44")
    assert len(p.eventos) == n + 1 and efecto.evento.participantes == (2, 3, 4, 5, 6, 11, 0)  # type: ignore[union-attr]
    assert [i for i, x in enumerate(p.filas[0].puntos) if x == 44] == [0, 2, 3, 4, 5, 6, 11]
    p.deshacer()
    assert foto(p) == antes


def test_corregir_encima_de_una_papeleta_y_deshacer() -> None:
    p = ronda_jamones(sala())
    p.anotar_papeleta([0, 1], "H4 JAMON")
    e = p.anotar_maestra_a([1])
    assert e.corrige and p.filas[0].puntos[:2] == (44, 84)
    p.deshacer()
    assert p.filas[0].puntos[:2] == (44, 44) and papeleta(p, 1).participantes == (0, 1)


Accion = Callable[[PlanillaDuplicada], object]

ACCIONES: dict[str, Accion] = {
    "atril": lambda p: p.nueva_ronda("ADEIORT"),
    "maestra": lambda p: p.anotar_maestra("I9", "ODIA"),
    "papeleta": lambda p: p.anotar_papeleta([0, 3], "I9 ODIAR 20"),
    "maestra_a": lambda p: p.anotar_maestra_a([4, 5]),
    "cero": lambda p: p.anotar_cero([6], Motivo.ILEGIBLE),
    "decision": lambda p: p.decidir_papeleta([1], 12),
    "aviso": lambda p: p.dar_aviso([0, 1], "ruido"),
    "penalizacion": lambda p: p.penalizar([2], 10),
    "situacion": lambda p: p.marcar_situacion([9], "retirado", 2),
    "cierre": lambda p: p.cerrar_ronda(),
    "desempate": lambda p: p.anotar_desempate([11, 10]),
    "correccion": lambda p: p.aplicar_correccion(p.prever_correccion(1, "H8", "JAMON")),
    "correccion_puntos": lambda p: p.corregir_maestra(1, 90),
    "fin": lambda p: p.terminar(),
}


@pytest.mark.parametrize("clase", list(ACCIONES))
def test_deshacer_cada_clase_de_evento(clase: str) -> None:
    p = ronda_jamones(sala())
    p.anotar_maestra_a(range(8))
    p.anotar_papeleta([8, 9, 10, 11], "H4 JAMON")
    p.nueva_ronda("ADEIORT")
    p.anotar_maestra("I9", "ODIAR")
    p.anotar_papeleta([2], "I9 ODIAR")
    antes = foto(p)
    n = len(p.eventos)
    ACCIONES[clase](p)
    assert len(p.eventos) == n + 1, "cada acción es un solo evento"
    assert foto(p) != antes
    p.deshacer()
    assert foto(p) == antes
    # Y rehecha desde su registro, la misma hoja (la anulación incluida).
    assert foto(PlanillaDuplicada.desde_eventos(p.eventos)) == antes


def test_cada_evento_de_sala_se_anota_de_su_clase() -> None:
    p = ronda_jamones(sala())
    p.anotar_maestra_a(range(8))
    tipos = []
    for clase in ("aviso", "penalizacion", "situacion", "desempate", "correccion_puntos"):
        tipos.append(type(ACCIONES[clase](p).evento))  # type: ignore[attr-defined]
    assert tipos == [AvisoArbitro, PenalizacionArbitro, SituacionInscrito, DesempateArbitro, CorreccionMaestra]


# ---------------------------------------------------------------- leer las mesas


@pytest.mark.parametrize(
    ("texto", "mesas"),
    [
        ("3", (3,)),
        ("3-7,12", (3, 4, 5, 6, 7, 12)),
        (" 3 - 5 ; 12  1 ", (3, 4, 5, 12, 1)),
        ("5,3,5,3-4", (5, 3, 4)),
        ("0012", (12,)),
        ("1-99999999", (*range(1, 13), 40, 50)),  # un intervalo salta los huecos
        ("13-45", (40,)),
    ],
)
def test_leer_mesas(texto: str, mesas: tuple[int, ...]) -> None:
    p = sala(14, mesas=[*range(1, 13), 40, 50])
    assert tuple(p.inscritos[i].mesa for i in p.leer_mesas(texto)) == mesas


@pytest.mark.parametrize(
    ("texto", "dice"),
    [
        ("", "Escribe el número de mesa (o varias: 3-7,12)."),
        (" , ; ", "Escribe el número de mesa (o varias: 3-7,12)."),
        ("13", "Ningún participante tiene la mesa 13."),
        ("0", "Ningún participante tiene la mesa 0."),
        ("3,13", "Ningún participante tiene la mesa 13."),
        ("7-3", "El intervalo «7-3» no va de menor a mayor."),
        ("13-39", "Ningún participante tiene mesa en «13-39»."),
        ("tres", "«tres» no es un número de mesa ni un intervalo (3-7)."),
        ("3-", "«3-» no es un número de mesa ni un intervalo (3-7)."),
        ("-3", "«-3» no es un número de mesa ni un intervalo (3-7)."),
        ("3-5-7", "«3-5-7» no es un número de mesa ni un intervalo (3-7)."),
        ("３", "«３» no es un número de mesa ni un intervalo (3-7)."),
        ("²", "«²» no es un número de mesa ni un intervalo (3-7)."),
        ("9" * 5000, "no es un número de mesa ni un intervalo (3-7)."),
        ("1-" + "9" * 5000, "no es un número de mesa ni un intervalo (3-7)."),
    ],
)
def test_leer_mesas_que_no_se_entienden(texto: str, dice: str) -> None:
    p = sala(14, mesas=[*range(1, 13), 40, 50])
    with pytest.raises(ErrorEvento) as error:
        p.leer_mesas(texto)
    assert dice in str(error.value) and len(str(error.value)) < 200
