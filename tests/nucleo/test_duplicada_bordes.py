"""Duplicada en sus bordes: avisos del atril, rondas que existen o no, qué dice cada efecto y qué deshace."""

from __future__ import annotations

import re

import pytest

from app_planilla.nucleo.duplicada.eventos import AtrilRonda, FinDuplicada, JugadaMaestra, PuntosRonda
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import casilla
from app_planilla.nucleo.registro.eventos import MAX_NOMBRE, Anulacion


def exacto(mensaje: str) -> str:
    """El mensaje entero, ni más ni menos (``match`` busca solo una parte)."""
    return "^" + re.escape(mensaje) + "$"


def dos() -> PlanillaDuplicada:
    return PlanillaDuplicada(nueva_duplicada(["Ana", "Luis"]))


# ---------------------------------------------------------------- avisos del atril (registros importados)


def test_un_atril_con_mas_fichas_de_una_letra_de_las_que_hay_se_avisa_justo_al_pasarse() -> None:
    p = dos()
    # Hay una Z y dos comodines: con una Z o dos comodines no hay aviso de fichas.
    e = p.aplicar(AtrilRonda(1, ("Z", "?", "?", "A", "E", "R", "S")))
    assert not any("solo quedaban" in a for a in e.avisos)
    e = p.aplicar(AtrilRonda(1, ("Z", "Z", "A", "E", "R", "S", "T")))
    assert e.avisos == (
        "El atril lleva 2 fichas de la Z y solo quedaban 1 por salir: revisa el atril o las jugadas maestras "
        "anteriores.",
    )
    e = p.aplicar(AtrilRonda(1, ("?", "?", "?", "A", "E", "R", "S")))
    assert e.avisos == (
        "El atril lleva 3 fichas de comodines y solo quedaban 2 por salir: revisa el atril o las jugadas maestras "
        "anteriores.",
    )
    assert p.filas[0].avisos == e.avisos


def test_lo_que_quedaba_por_salir_descuenta_las_maestras_anteriores_y_no_baja_de_cero() -> None:
    p = dos()
    p.nueva_ronda("ZORASTE")
    p.anotar_maestra("H4", "ZORAS")
    assert p.por_salir(1)["Z"] == 1 and p.por_salir(2)["Z"] == 0 and p.por_salir()["Z"] == 0
    e = p.aplicar(AtrilRonda(2, ("Z", "A", "E", "R", "S", "T", "O")))
    assert "1 fichas de la Z y solo quedaban 0 por salir" in e.avisos[0]


def test_la_maestra_que_usa_fichas_fuera_del_atril_lo_dice_una_vez() -> None:
    p = dos()
    p.nueva_ronda("AJMNOSE")
    e = p.anotar_maestra("H4", "JAMON")
    assert e.avisos == ()
    p.nueva_ronda("ZUMOSEA")
    e = p.anotar_maestra("6F", "ZUMBOS")
    assert "La jugada maestra usa fichas que no están en el atril: B." in e.avisos
    # Corregir sus puntos no repite el aviso: ya está en la fila.
    e = p.corregir_maestra(2, 10)
    assert e.avisos == ()
    assert "La jugada maestra usa fichas que no están en el atril: B." in p.filas[1].avisos


# ---------------------------------------------------------------- rondas que existen

def test_solo_existen_las_rondas_de_la_hoja() -> None:
    p = dos()
    with pytest.raises(ErrorPlanilla, match=exacto("Aún no hay ninguna ronda: empieza la primera con su atril.")):
        p.escribir_puntos(0, 10)
    with pytest.raises(ErrorPlanilla, match=exacto("Aún no hay ninguna ronda: empieza la primera con su atril.")):
        p.aplicar(PuntosRonda(1, 0, 10))
    with pytest.raises(ErrorPlanilla, match=exacto("Aún no hay ninguna ronda: empieza la primera con su atril.")):
        p.aplicar(JugadaMaestra(1, 10))
    p.nueva_ronda()
    p.nueva_ronda()
    with pytest.raises(ErrorPlanilla, match=exacto("La ronda 3 no existe: la hoja va por la ronda 2.")):
        p.aplicar(PuntosRonda(3, 0, 10))
    p.aplicar(PuntosRonda(2, 1, 10))
    p.aplicar(PuntosRonda(1, 0, 10))
    assert [f.puntos for f in p.filas] == [(10, None), (None, 10)]
    # Un atril puede ser de una ronda que ya hay (corrección) o de la siguiente, no de más allá.
    with pytest.raises(ErrorPlanilla, match=exacto("La ronda 4 no existe: la siguiente es la 3.")):
        p.aplicar(AtrilRonda(4, ("A",)))
    p.aplicar(AtrilRonda(3, ("A",)))
    assert p.ronda == 3


def test_la_casilla_de_cada_participante_existe() -> None:
    p = dos()
    p.nueva_ronda()
    with pytest.raises(ErrorPlanilla, match=exacto("La partida tiene 2 participantes: esa casilla no existe.")):
        p.aplicar(PuntosRonda(1, 2, 10))
    p.aplicar(PuntosRonda(1, 1, 10))
    p.aplicar(PuntosRonda(1, 0, 5))
    assert p.filas[0].puntos == (5, 10)


def test_el_atril_solo_lleva_fichas_de_la_edicion() -> None:
    p = dos()
    with pytest.raises(ErrorPlanilla) as error:
        p.aplicar(AtrilRonda(1, ("A", "K")))
    assert str(error.value) == "«K» no es una ficha de la edición Español (FISE)."

    p.aplicar(AtrilRonda(1, ("?", "CH", "Ñ")))
    assert p.filas[0].atril == ("?", "CH", "Ñ")


# ---------------------------------------------------------------- lo que dice cada efecto

def test_el_atril_corrige_solo_si_ya_habia_uno() -> None:
    p = dos()
    e = p.nueva_ronda()
    assert e.nueva and e.corrige is False and not e.tablero
    e = p.corregir_atril(1, "ABCDEFG")
    assert not e.corrige and e.antes is not None and p.filas[0].atril == tuple("ABCDEFG")
    e = p.corregir_atril(1, "ABDDEFG")
    assert e.corrige and e.antes is not None and e.antes.atril == tuple("ABCDEFG")
    # Corregir el atril no pierde lo ya escrito en la ronda.
    p.escribir_puntos(0, 7)
    p.aplicar(AtrilRonda(1, ("E",), sorteado=True))
    assert p.filas[0].puntos == (7, None) and p.filas[0].sorteado


def test_los_puntos_corrigen_solo_una_casilla_escrita() -> None:
    p = dos()
    p.nueva_ronda()
    e = p.escribir_puntos(1, 8)
    assert not e.corrige and e.linea is not None and e.linea.puntos == (None, 8)
    e = p.escribir_puntos(1, 9)
    assert e.corrige
    e = p.borrar_puntos(1)
    assert e.corrige and p.filas[0].puntos == (None, None)
    with pytest.raises(ErrorPlanilla, match=exacto("Esa casilla ya está vacía.")):
        p.borrar_puntos(1)
    with pytest.raises(ErrorPlanilla, match=exacto("Los puntos de una jugada van de 0 a 2000.")):
        p.escribir_puntos(1, 2001)


def test_la_maestra_calculada_mueve_el_tablero_y_deshacerla_lo_devuelve() -> None:
    p = dos()
    p.nueva_ronda("AJMNOSE")
    e = p.anotar_maestra("H4", "JAMON")
    assert e.tablero and not e.corrige and len(p.tablero) == 5
    e = p.deshacer()
    # La fila vuelve a no tener maestra; el tablero, vacío (pero la fila ya estaba: no es «nueva»).
    assert e.linea is not None and e.linea.maestra is None and p.tablero.vacio()
    e = p.anotar_maestra_puntos(30)
    assert not e.tablero and not e.corrige
    e = p.anotar_maestra("H4", "JAMON")
    assert e.tablero and e.corrige
    e = p.deshacer()
    assert e.tablero and p.tablero.vacio() and p.filas[0].puntos_maestra == 30
    e = p.deshacer()
    assert not e.tablero and p.filas[0].maestra is None


def test_deshacer_una_ronda_nueva_la_quita_y_no_dice_que_cambie_el_tablero() -> None:
    p = dos()
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda()
    e = p.deshacer()
    assert e.quitada and not e.tablero and p.ronda == 1 and len(p.tablero) == 5


def test_la_maestra_de_una_ronda_pasada_con_las_mismas_fichas_corrige_sin_tocar_el_tablero() -> None:
    p = dos()
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda()
    m = p.filas[0].maestra
    assert m is not None
    e = p.aplicar(JugadaMaestra(1, 50, m.coordenada, "JAMÓN", m.fichas))
    assert e.corrige and not e.tablero and p.filas[0].maestra is not None
    assert (p.filas[0].puntos_maestra, p.filas[0].maestra.palabra) == (50, "JAMÓN") and len(p.tablero) == 5
    # En la última ronda, una maestra sin fichas en lugar de otra sin fichas no mueve nada.
    p.anotar_maestra_puntos(10)
    e = p.anotar_maestra_puntos(12)
    assert not e.tablero and e.corrige


def test_el_tablero_de_la_ronda_no_lleva_su_propia_maestra() -> None:
    p = dos()
    assert p.tablero_ronda.vacio()
    p.nueva_ronda("AJMNOSE")
    assert p.tablero_ronda.vacio()
    p.anotar_maestra("H4", "JAMON")
    assert p.tablero_ronda.vacio() and len(p.tablero) == 5
    p.nueva_ronda()
    assert len(p.tablero_ronda) == 5
    p.anotar_maestra_puntos(20)
    assert len(p.tablero_ronda) == 5 and casilla("H4") in p.tablero_ronda


# ---------------------------------------------------------------- puntos sospechosos

def test_igualar_la_maestra_no_es_sospechoso_y_pasarla_por_uno_si() -> None:
    p = dos()
    p.nueva_ronda()
    p.anotar_maestra_puntos(30)
    e = p.escribir_puntos(0, 30)
    assert e.avisos == () and p.filas[0].sospechosas == ()
    e = p.escribir_puntos(1, 31)
    assert e.avisos == (
        "Luis: 31 puntos en la ronda 1 es más que la jugada maestra (30): probablemente es un error al copiar.",
    )
    assert p.filas[0].sospechosas == (1,)
    # Sin maestra no hay nada con qué comparar.
    p.nueva_ronda()
    assert p.escribir_puntos(0, 500).avisos == () and p.filas[1].sospechosas == ()


def test_la_maestra_anotada_despues_avisa_de_todos_los_que_la_pasan() -> None:
    p = dos()
    p.nueva_ronda()
    p.escribir_puntos(0, 40)
    p.escribir_puntos(1, 41)
    e = p.anotar_maestra_puntos(39)
    assert [a.split(":")[0] for a in e.avisos] == ["Ana", "Luis"]


# ---------------------------------------------------------------- la fila

def test_la_fila_sabe_si_esta_completa_y_cual_es_la_siguiente_casilla() -> None:
    p = dos()
    p.nueva_ronda()
    f = p.filas[0]
    assert f.solo_atril and not f.completa and f.siguiente_vacia == 0
    p.escribir_puntos(1, 0)
    f = p.filas[0]
    assert not f.solo_atril and not f.completa and f.siguiente_vacia == 0
    p.escribir_puntos(0, 0)
    f = p.filas[0]
    assert f.completa and f.siguiente_vacia is None
    p.nueva_ronda()
    p.anotar_maestra_puntos(0)
    assert not p.filas[1].solo_atril and p.filas[1].descripcion_maestra == ""


def test_lo_que_queda_en_el_atril_solo_se_sabe_con_atril_y_maestra_calculada() -> None:
    p = dos()
    assert p.quedan_en_atril() == ()
    p.nueva_ronda()
    assert p.quedan_en_atril() is None
    p.anotar_maestra("H4", "JAMON")
    assert p.quedan_en_atril() is None  # sin atril anotado
    p.corregir_atril(1, "AJMNOSE")
    assert p.quedan_en_atril() == ("S", "E")
    p.nueva_ronda("ABCDEFG")
    p.anotar_maestra_puntos(10)
    assert p.quedan_en_atril() is None  # maestra a mano


def test_la_coordenada_de_la_maestra_se_muestra_en_la_notacion_de_la_edicion() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ann"], edicion="en"))
    p.nueva_ronda("AEIRSTL")
    p.anotar_maestra_puntos(20, "H4", "TAILERS")
    assert p.filas[0].descripcion_maestra == "8D TAILERS"


def test_cada_efecto_lleva_su_numero_y_su_evento_y_deshacer_tambien() -> None:
    p = dos()
    atril = AtrilRonda(1, ("A", "J", "M", "N", "O", "S", "E"))
    hechos = [p.aplicar(atril)]
    hechos.append(p.anotar_maestra("H4", "JAMON"))
    hechos.append(p.escribir_puntos(0, 44))
    hechos.append(p.terminar())
    assert [e.numero for e in hechos] == [1, 2, 3, 4]
    assert [e.evento for e in hechos] == list(p.eventos[1:])
    assert hechos[0].evento == atril and isinstance(hechos[3].evento, FinDuplicada)
    for numero in (5, 6, 7, 8):
        e = p.deshacer()
        assert e.numero == numero and isinstance(e.evento, Anulacion)
    assert p.ronda == 0


def test_un_nombre_de_largo_maximo_cabe() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["N" * MAX_NOMBRE, "Luis"]))
    assert p.nombres[0] == "N" * MAX_NOMBRE


def test_la_maestra_de_un_registro_guarda_sus_fichas_limpias() -> None:
    # Un comodín de K en español queda fijo (no puede volver a ser ficha con letra), como en la clásica.
    p = dos()
    p.nueva_ronda()
    fichas = ((casilla("H8"), Ficha("K", True)), (casilla("H9"), Ficha("A", False, fija=True)))
    p.aplicar(JugadaMaestra(1, 2, "H8", "KA", fichas))
    m = p.filas[0].maestra
    assert m is not None
    assert m.fichas == ((casilla("H8"), Ficha("K", True, fija=True)), (casilla("H9"), Ficha("A")))
    assert p.tablero[casilla("H8")] == Ficha("K", True, fija=True)


def test_la_maestra_de_una_ronda_pasada_no_cambia_de_fichas_y_lo_dice() -> None:
    p = dos()
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda()
    with pytest.raises(ErrorPlanilla) as error:
        p.aplicar(JugadaMaestra(1, 44, "H4", "JAMON"))
    assert str(error.value) == (
        "La ronda 1 ya no es la última: de su jugada maestra solo se pueden corregir los puntos (y la palabra si no "
        "está en el tablero). Para cambiarla, deshaz hasta esa ronda."
    )


def test_las_palabras_fuera_de_la_lista_solo_se_marcan_en_quien_las_tiene() -> None:
    p = dos()
    p.nueva_ronda()
    p.escribir_puntos(0, 5)
    assert p.filas[0].fuera_de_lista == ()
    p.escribir_puntos(1, 0, fuera_de_lista="JNAM")
    assert p.filas[0].fuera_de_lista == ("", "JNAM")


# ---------------------------------------------------------------- la planilla: rondas, sorteo, jugadas escritas

def test_solo_se_escribe_en_rondas_que_existen_y_lo_dice_con_sus_numeros() -> None:
    p = dos()
    p.nueva_ronda()
    for ronda in (0, 2, True):
        with pytest.raises(ErrorPlanilla) as error:
            p.escribir_puntos(0, 5, ronda=ronda)
        assert str(error.value) == f"La ronda {ronda} no existe: la hoja va por la ronda 1."
    with pytest.raises(ErrorPlanilla) as error:
        p.corregir_maestra(1, 10)
    assert str(error.value) == "La ronda 1 aún no tiene jugada maestra."
    p.escribir_puntos(0, 2000)
    p.escribir_puntos(1, 0)
    with pytest.raises(ErrorPlanilla) as error:
        p.escribir_jugada("H4", "JAMON")
    assert str(error.value) == "Todas las casillas de la ronda 1 ya tienen puntos: toca la que quieras corregir."


@pytest.mark.parametrize("participante", [True, 1.0, "1", -1, 2])
def test_la_casilla_de_un_participante_es_un_numero_de_la_partida(participante: object) -> None:
    p = dos()
    p.nueva_ronda()
    with pytest.raises(ErrorPlanilla, match=exacto("La partida tiene 2 participantes: esa casilla no existe.")):
        p.escribir_puntos(participante, 5)  # type: ignore[arg-type]
    assert p.filas[0].puntos == (None, None)


def test_el_atril_escrito_se_comprueba_contra_la_bolsa_y_no_es_sorteado() -> None:
    p = dos()
    with pytest.raises(ErrorPlanilla):
        p.nueva_ronda("ZZ")
    p.nueva_ronda("ZAEIOUS")
    assert p.filas[0].sorteado is False and p.eventos[-1].sorteado is False
    with pytest.raises(ErrorPlanilla):
        p.corregir_atril(1, "ZZ")
    # Una ronda que no existe se rechaza por eso, no por las fichas.
    with pytest.raises(ErrorPlanilla, match=exacto("La ronda 3 no existe: la siguiente es la 2.")):
        p.corregir_atril(3, "ZZ")


def test_sortear_descuenta_lo_que_quedo_y_lo_marca_sorteado() -> None:
    import random

    for semilla in range(60):
        p = dos()
        e = p.sortear_ronda(random.Random(semilla), quedan="Z??")
        atril = p.filas[0].atril
        # Solo hay una Z y dos comodines: lo que quedó en el atril no vuelve a salir de la bolsa.
        assert atril.count("Z") == 1 and atril.count("?") == 2 and len(atril) == 7
        assert p.filas[0].sorteado and e.evento.sorteado is True


def test_sin_lo_que_quedo_en_el_atril_no_se_sortea_y_lo_dice() -> None:
    p = dos()
    p.nueva_ronda()
    p.anotar_maestra_puntos(20)
    with pytest.raises(ErrorPlanilla) as error:
        p.sortear_ronda()
    assert str(error.value) == (
        "No se sabe qué quedó en el atril de la ronda 1: hace falta su atril y su jugada maestra calculada en el "
        "tablero. Escribe lo que quedó en el atril para sortear el resto."
    )


def test_volver_a_sortear_con_la_misma_semilla_da_el_mismo_atril_sorteado() -> None:
    import random

    atriles = []
    for _vez in range(2):
        p = dos()
        p.nueva_ronda("AEIOUST")
        p.volver_a_sortear(random.Random(7))
        assert p.filas[0].sorteado is True and p.eventos[-1].sorteado is True
        atriles.append(p.filas[0].atril)
    assert atriles[0] == atriles[1] and len(atriles[0]) == 7


def test_las_jugadas_escritas_traen_los_avisos_de_la_lectura() -> None:
    p = dos()
    p.nueva_ronda()
    aviso = "La K no existe en la edición española: se anota como comodín de 0 puntos."
    e = p.escribir_jugada("H8", "KA")
    assert aviso in e.avisos and p.filas[0].puntos == (2, None)
    e = p.anotar_maestra("H8", "KA")
    assert aviso in e.avisos and p.filas[0].descripcion_maestra == "H8 kA"


# ---------------------------------------------------------------- lectura de los eventos guardados

def leer_mal(d: object) -> str:
    from app_planilla.nucleo.duplicada.eventos import evento_duplicada_desde_dict

    with pytest.raises(ErrorPlanilla) as error:
        evento_duplicada_desde_dict(d)
    return str(error.value)


def test_leer_un_inicio_sin_edicion_es_el_espanol_y_la_edicion_tiene_hasta_10_letras() -> None:
    from app_planilla.nucleo.duplicada.eventos import evento_duplicada_desde_dict

    inicio = evento_duplicada_desde_dict({"tipo": "inicio_duplicada", "participantes": ["a"]})
    assert isinstance(inicio, type(nueva_duplicada(["a"]))) and inicio.edicion == "es"
    assert evento_duplicada_desde_dict(
        {"tipo": "inicio_duplicada", "participantes": ["a"], "edicion": "e" * 10}
    ).edicion == "e" * 10
    assert "más de 10" in leer_mal({"tipo": "inicio_duplicada", "participantes": ["a"], "edicion": "e" * 11})
    assert leer_mal({"tipo": "inicio_duplicada", "participantes": "ab"}) == (
        "«participantes» tiene que ser una lista de 1 a 16 nombres."
    )
    assert leer_mal({"tipo": "inicio_duplicada", "participantes": ["a"], "bonificaciones": 1}) == (
        "«bonificaciones» tiene que ser true o false."
    )


def test_leer_los_eventos_dice_el_tipo_y_el_campo_que_sobra() -> None:
    assert leer_mal({"tipo": "partida"}) == "Tipo de evento desconocido en una partida duplicada: «partida»."
    for tipo, base in [
        ("inicio_duplicada", {"participantes": ["a"]}),
        ("atril", {"ronda": 1, "fichas": []}),
        ("maestra", {"ronda": 1, "puntos": 0}),
        ("puntos", {"ronda": 1, "participante": 0, "puntos": 0}),
        ("fin_duplicada", {}),
    ]:
        assert leer_mal({"tipo": tipo, **base, "x": 1}) == f"El evento «{tipo}» tiene un campo desconocido: «x»."


def test_leer_un_atril_de_hasta_siete_fichas_de_una_o_dos_letras() -> None:
    from app_planilla.nucleo.duplicada.eventos import evento_duplicada_desde_dict

    atril = evento_duplicada_desde_dict({"tipo": "atril", "ronda": 1, "fichas": ["CH", "?", "A"]})
    assert isinstance(atril, AtrilRonda) and atril.fichas == ("CH", "?", "A")
    assert leer_mal({"tipo": "atril", "ronda": 1, "fichas": ["A"] * 8}) == (
        "«fichas» del atril tiene que ser una lista de hasta 7 fichas."
    )
    assert leer_mal({"tipo": "atril", "ronda": 1, "fichas": [1]}) == (
        "Cada ficha del atril tiene que ser un texto (una letra, un dígrafo o ?)."
    )
    assert "más de 2" in leer_mal({"tipo": "atril", "ronda": 1, "fichas": ["CHA"]})


def test_leer_una_maestra_con_coordenada_de_hasta_tres_caracteres() -> None:
    from app_planilla.nucleo.duplicada.eventos import evento_duplicada_desde_dict

    m = evento_duplicada_desde_dict({"tipo": "maestra", "ronda": 1, "puntos": 9, "coordenada": "H10"})
    assert isinstance(m, JugadaMaestra) and m.coordenada == "H10"
    assert "más de 3" in leer_mal({"tipo": "maestra", "ronda": 1, "puntos": 9, "coordenada": "H100"})


def test_leer_los_puntos_de_hasta_el_participante_16() -> None:
    from app_planilla.nucleo.duplicada.eventos import evento_duplicada_desde_dict

    e = evento_duplicada_desde_dict({"tipo": "puntos", "ronda": 1, "participante": 15, "puntos": None})
    assert isinstance(e, PuntosRonda) and e.participante == 15 and e.puntos is None
    assert leer_mal({"tipo": "puntos", "ronda": 1, "participante": 16, "puntos": 1}) == (
        "«participante» vale 16 y tiene que estar entre 0 y 15."
    )


def test_la_maestra_de_una_sola_ficha_sigue_la_direccion_escrita() -> None:
    # Una ficha que forma palabra en las dos direcciones: la coordenada escrita dice cuál es la principal.
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda()
    p.anotar_maestra("4G", "AJ")
    p.nueva_ronda()
    p.anotar_maestra("G4", "AS")
    assert p.filas[2].descripcion_maestra == "G4 AS" and p.filas[2].puntos_maestra == 4
    p.anotar_maestra("5G", "SA")
    assert p.filas[2].descripcion_maestra == "5G SA" and p.filas[2].puntos_maestra == 4


def bolsa_gastada(menos: str = "") -> PlanillaDuplicada:
    """Una duplicada cuyas maestras (de registro, 7 fichas por fila) han gastado toda la bolsa menos ``menos``."""
    p = dos()
    fichas = [f for f, n in p.edicion.cantidades.items() for _i in range(n)]
    for f in menos:
        fichas.remove(f)
    for ronda, inicio in enumerate(range(0, len(fichas), 7), start=1):
        fila = [
            (casilla(f"{'ABCDEFGHIJKLMNO'[ronda - 1]}{columna}"), Ficha("A", True) if f == "?" else Ficha(f))
            for columna, f in enumerate(fichas[inicio : inicio + 7], start=1)
        ]
        p.aplicar(AtrilRonda(ronda))
        p.aplicar(JugadaMaestra(ronda, 0, "", "", tuple(fila)))
    return p


def test_al_final_de_la_bolsa_se_sortea_solo_lo_que_queda() -> None:
    import random

    p = bolsa_gastada("AA")
    assert {f: n for f, n in p.por_salir().items() if n} == {"A": 2}
    p.sortear_ronda(random.Random(1), quedan="A")
    assert p.filas[-1].atril == ("A", "A")
    p = bolsa_gastada()
    with pytest.raises(ErrorPlanilla) as error:
        p.sortear_ronda(random.Random(1), quedan="")
    assert str(error.value) == "No quedan fichas por salir: la partida ha terminado."
