"""La planilla clásica como registro de eventos: turnos, deshacer, penalizaciones y palabras retiradas."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.clasica.eventos import Cambio, Inicio, Jugada, Pase, Penalizacion
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.errores import ErrorColocacion, ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import casilla
from app_planilla.nucleo.registro.eventos import Anulacion


def partida(*nombres: str, **opciones: object) -> Planilla:
    return Planilla(nueva_partida(nombres or ("Ana", "Luis"), **opciones))  # type: ignore[arg-type]


def estado(p: Planilla) -> tuple[object, ...]:
    """Todo lo visible de la planilla, para comprobar que un error no cambia nada."""
    return (p.eventos, p.lineas, p.totales, p.turno, sorted(p.tablero.fichas.items()), p.final, p.avisos)


def test_sumar_deja_la_jugada_en_el_tablero_y_pasa_el_turno() -> None:
    p = partida()
    e = p.sumar("H4", "JAMON")
    assert e.linea is not None and e.linea.puntos == 44 and e.linea.total == 44
    assert e.tablero and e.numero == 1
    assert p.turno == 1 and p.totales == (44, 0)
    e = p.sumar("6F", "ZUMOS")
    assert e.linea is not None and e.linea.puntos == 38 and e.linea.palabra == "ZUMOS"
    assert p.tablero[casilla("H6")] is not None and len(p.tablero) == 9
    assert p.turno == 0 and p.ronda == 2


def test_quien_abre_tiene_el_primer_turno() -> None:
    p = partida("Ana", "Luis", "Eva", abre=2)
    assert p.turno == 2
    p.pasar()
    assert p.turno == 0


def test_puntos_a_mano_sin_tablero() -> None:
    p = partida()
    e = p.anotar(2000, "H4", "ALGO")
    assert e.linea is not None and e.linea.puntos == 2000 and not e.tablero
    assert p.tablero.vacio()
    for malo in (-1, 2001, True):
        antes = estado(p)
        with pytest.raises(ErrorPlanilla, match="0 a 2000"):
            p.anotar(malo)  # type: ignore[arg-type]
        assert estado(p) == antes


def test_jugada_invalida_no_cambia_nada() -> None:
    p = partida()
    antes = estado(p)
    with pytest.raises(ErrorColocacion):
        p.sumar("A1", "JAMON")  # no tapa la H8
    with pytest.raises(ErrorPlanilla):
        p.sumar("Z9", "JAMON")
    assert estado(p) == antes


def test_pasar_cambiar_y_retirar_anotan_cero() -> None:
    p = partida("Ana", "Luis", "Eva")
    for op in (p.pasar, p.cambiar, p.retirar_palabra):
        e = op()
        assert e.linea is not None and e.linea.puntos == 0
    assert [linea.clase for linea in p.lineas] == ["pase", "cambio", "retirada"]
    assert p.turno == 0 and p.ronda == 2


def test_penalizacion_no_gasta_turno_y_propone_diez_en_casa() -> None:
    p = partida()
    p.sumar("H4", "JAMON")
    assert p.penalizacion_propuesta == 10
    e = p.penalizar(0, motivo="impugnación fallida")
    assert e.linea is not None and e.linea.puntos == -10 and e.linea.total == 34 and e.linea.ronda is None
    assert p.turno == 1
    p.penalizar(1, 7)
    assert p.totales == (34, -7)
    with pytest.raises(ErrorPlanilla):
        p.penalizar(2)
    with pytest.raises(ErrorPlanilla):
        p.penalizar(0, 0)


def test_deshacer_es_un_evento_y_quita_la_ultima_linea() -> None:
    p = partida()
    p.sumar("H4", "JAMON")
    p.sumar("6F", "ZUMOS")
    p.penalizar(1)
    e = p.deshacer()
    assert isinstance(p.eventos[-1], Anulacion)
    assert e.quitada is not None and e.quitada.clase == "penalizacion"
    assert p.totales == (44, 38)
    e = p.deshacer()
    assert e.quitada is not None and e.quitada.palabra == "ZUMOS" and e.tablero
    assert len(p.tablero) == 5 and p.turno == 1
    p.deshacer()
    assert p.tablero.vacio() and p.turno == 0 and p.lineas == ()
    with pytest.raises(ErrorPlanilla, match="deshacer"):
        p.deshacer()
    assert len(p.eventos) == 7


def test_retirar_la_ultima_jugada_la_saca_del_tablero() -> None:
    p = partida()
    p.sumar("H4", "JAMON")
    p.sumar("6F", "ZUMOS")
    e = p.retirar_ultima_jugada()
    assert e.sustituye and e.tablero
    assert e.linea is not None and e.linea.clase == "retirada" and e.linea.puntos == 0
    assert p.totales == (44, 0) and p.turno == 0
    assert len(p.tablero) == 5 and p.tablero[casilla("F6")] is None
    # Deshacer la retirada devuelve la jugada y sus fichas.
    e = p.deshacer()
    assert e.sustituye and e.linea is not None and e.linea.puntos == 38
    assert len(p.tablero) == 9 and p.totales == (44, 38)


def test_retirar_sin_jugada_anterior_es_un_error() -> None:
    p = partida()
    p.pasar()
    with pytest.raises(ErrorPlanilla, match="no es una jugada"):
        p.retirar_ultima_jugada()


def test_tabla_por_rondas_con_totales_acumulados() -> None:
    p = partida("Ana", "Luis", "Eva", abre=1)
    p.anotar(10)
    p.anotar(20)
    p.pasar()
    p.anotar(5)
    rondas = p.rondas()
    assert [r.numero for r in rondas] == [1, 2]
    primera = rondas[0].turnos
    assert [t.puntos if t else None for t in primera] == [0, 10, 20]
    segunda = rondas[1].turnos
    assert segunda[0] is None and segunda[1] is not None and segunda[1].total == 15


def test_guardar_que_falla_no_cambia_nada() -> None:
    p = partida()
    p.sumar("H4", "JAMON")

    def falla(anotados: object, terminada: bool) -> None:
        raise ErrorPlanilla("disco lleno")

    p.guardar = falla
    antes = estado(p)
    for op in (lambda: p.sumar("6F", "ZUMOS"), p.pasar, p.deshacer, lambda: p.terminar(["", "A"])):
        with pytest.raises(ErrorPlanilla, match="disco lleno"):
            op()
        assert estado(p) == antes


def test_guardar_recibe_numero_evento_y_si_termina() -> None:
    vistos: list[tuple[int, str, bool]] = []
    p = partida()
    p.guardar = lambda anotados, t: vistos.extend((a.numero, a.evento.tipo, t) for a in anotados)
    p.pasar()
    p.terminar(["", "A"])
    p.deshacer()
    assert vistos == [(1, "pase", False), (2, "fin", True), (3, "anulacion", False)]


def test_el_registro_rehace_lo_mismo() -> None:
    p = partida("Ana", "Luis", "Eva")
    p.sumar("H4", "JAMON")
    p.penalizar(2)
    p.sumar("6F", "ZUMOS")
    p.retirar_ultima_jugada()
    p.cambiar()
    p.deshacer()
    p.pasar()
    q = Planilla.desde_eventos(p.eventos)
    assert estado(q) == estado(p)


def test_registro_invalido_se_rechaza_con_el_numero_de_evento() -> None:
    inicio = nueva_partida(["Ana", "Luis"])
    with pytest.raises(ErrorPlanilla, match="inicio"):
        Planilla.desde_eventos([Pase()])
    with pytest.raises(ErrorPlanilla, match="Evento 1"):
        Planilla.desde_eventos([inicio, inicio])
    encima = Jugada(5, fichas=((casilla("H8"), Ficha("A")),))
    with pytest.raises(ErrorPlanilla, match=r"Evento 2.*H8"):
        Planilla.desde_eventos([inicio, encima, encima])
    with pytest.raises(ErrorPlanilla, match="Evento 2"):
        Planilla.desde_eventos([inicio, Penalizacion(0, 5), Penalizacion(3, 5)])
    with pytest.raises(ErrorPlanilla, match=r"Evento 1.*ficha"):
        Planilla.desde_eventos([inicio, Jugada(5, fichas=((casilla("H8"), Ficha("K")),))])


def test_inicio_invalido() -> None:
    with pytest.raises(ErrorPlanilla, match="2 a 4"):
        nueva_partida(["Sola"])
    with pytest.raises(ErrorPlanilla, match="2 a 4"):
        Planilla(Inicio(("a", "b", "c", "d", "e")))
    with pytest.raises(ErrorPlanilla, match="abre"):
        nueva_partida(["Ana", "Luis"], abre=2)
    with pytest.raises(ErrorPlanilla, match="edición"):
        nueva_partida(["Ana", "Luis"], edicion="fr")
    with pytest.raises(ErrorPlanilla, match="reglas"):
        nueva_partida(["Ana", "Luis"], reglas="club")
    with pytest.raises(ErrorPlanilla, match="empate"):
        nueva_partida(["Ana", "Luis"], empate="moneda")


def test_nombres_por_omision_y_limpios() -> None:
    p = partida("  Ana   María ", "")
    assert p.nombres == ("Ana María", "Participante 2")


def test_otra_partida_mismas_personas_abre_la_siguiente() -> None:
    p = partida("Ana", "Luis", "Eva", abre=2, reglas="fise")
    nueva = p.otra_partida()
    assert nueva.participantes == ("Ana", "Luis", "Eva") and nueva.abre == 0 and nueva.reglas == "fise"
    assert Planilla(nueva).turno == 0


def test_cambio_en_ingles_avisa_si_la_bolsa_no_llega() -> None:
    inicio = nueva_partida(["Ana", "Luis"], edicion="en", reglas="ingles")
    p = Planilla(inicio)
    assert p.cambiar().avisos == ()
    # 100 fichas - 14 en los atriles - 84 en el tablero: quedan 2 en la bolsa.
    filas = [Jugada(10, fichas=tuple(((f, c), Ficha("E")) for c in range(7))) for f in range(12)]
    p = Planilla.desde_eventos([inicio, *filas])
    assert p.fichas_en_bolsa == 2
    (aviso,) = p.cambiar().avisos
    assert "al menos 7" in aviso and isinstance(p.eventos[-1], Cambio)
    # En español basta una ficha: no hay aviso.
    q = Planilla.desde_eventos([nueva_partida(["Ana", "Luis"]), *filas[:1]])
    assert q.cambiar().avisos == ()


def test_lo_que_se_acepta_se_puede_exportar_e_importar() -> None:
    p = partida()
    antes = estado(p)
    with pytest.raises(ErrorPlanilla, match="control"):
        p.penalizar(0, 5, "a\x1b[31mb")
    with pytest.raises(ErrorPlanilla, match="largo"):
        p.anotar(5, "H4", "X" * 41)
    with pytest.raises(ErrorPlanilla, match="coordenada"):
        p.anotar(5, "Q99")
    with pytest.raises(ErrorPlanilla, match="control"):
        Planilla(Inicio(("a\x00", "b")))
    with pytest.raises(ErrorPlanilla):
        p.aplicar("pase")  # type: ignore[arg-type]
    assert estado(p) == antes
    assert p.anotar(5, "h4").linea.coordenada == "H4"  # type: ignore[union-attr]
