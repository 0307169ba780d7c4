"""Atril de la duplicada: lectura, sorteo de las fichas que quedan, regla del sorteo FISE y panel de fichas."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from app_planilla.nucleo.duplicada.atril import (
    aviso_sorteo,
    comprobar_completo,
    leer_atril,
    minimo_sorteo,
    ordenar,
    restar,
    sortear,
    texto_atril,
)
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL

CAJA = dict(ESPANOL.cantidades)


# ---------------------------------------------------------------- lectura


@pytest.mark.parametrize(
    ("texto", "fichas"),
    [
        ("AJMNOSE", ("A", "J", "M", "N", "O", "S", "E")),
        ("chorizo", ("CH", "O", "R", "I", "Z", "O")),
        ("C H ? ?", ("C", "H", "?", "?")),
        ("A[RR]?LL", ("A", "RR", "?", "LL")),
        ("  ñandú ", ("Ñ", "A", "N", "D", "U")),
        ("", ()),
    ],
)
def test_leer_atril(texto: str, fichas: tuple[str, ...]) -> None:
    assert leer_atril(texto, ESPANOL) == fichas
    assert leer_atril(texto_atril(fichas), ESPANOL) == fichas


@pytest.mark.parametrize(
    ("texto", "mensaje"), [("ABCDEFGH", "como mucho 7"), ("KIWI", "no es una ficha"), ("A-B", "letra")]
)
def test_atril_mal_escrito(texto: str, mensaje: str) -> None:
    with pytest.raises(ErrorPlanilla, match=mensaje):
        leer_atril(texto, ESPANOL)


# ---------------------------------------------------------------- regla del sorteo


@pytest.mark.parametrize(
    ("atril", "ronda", "cumple"),
    [
        ("AEBCDFG", 1, True),  # 2 vocales, 5 consonantes
        ("AEIOUBC", 15, True),
        ("ABCDFGH", 1, False),  # 1 vocal
        ("AEIOUUB", 1, False),  # 1 consonante
        ("AEIOUUA", 1, False),
        ("A?BCDFG", 1, True),  # el comodín hace de vocal
        ("AEIOU?B", 1, True),  # o de consonante
        ("AEIOU??", 1, True),  # dos comodines, dos consonantes
        ("?BCDFGH", 1, False),  # un comodín no llega a dos vocales
        ("ABCDFGH", 16, True),  # desde la 16 basta una de cada
        ("BCDFGHJ", 16, False),
        ("?BCDFGH", 16, True),
        ("AEIOUAE", 16, False),
        ("Y[CH]AEBCD", 1, True),  # la Y es consonante
    ],
)
def test_regla_del_sorteo(atril: str, ronda: int, cumple: bool) -> None:
    aviso = aviso_sorteo(leer_atril(atril, ESPANOL), ronda, ESPANOL, CAJA)
    assert (aviso is None) == cumple
    if aviso:
        assert "regla del sorteo" in aviso and ("ronda 15" in aviso or "ronda 16" in aviso)


def test_regla_imposible_con_lo_que_queda() -> None:
    quedan = {"B": 3, "C": 2, "A": 1}
    aviso = aviso_sorteo(("B", "C", "B", "A", "C", "B"), 3, ESPANOL, quedan)
    assert aviso is not None and "ya no se pueden reunir" in aviso


def test_la_regla_avisa_en_la_hoja_sin_impedir() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    e = p.nueva_ronda("ABCDFGH")
    assert any("regla del sorteo" in a for a in e.avisos)
    assert p.filas[0].avisos == e.avisos and p.filas[0].atril == tuple("ABCDFGH")


# ---------------------------------------------------------------- sorteo


def test_sortear_de_una_bolsa() -> None:
    azar = random.Random(1)
    assert sorted(sortear({"A": 2, "B": 1, "C": 0, "D": -1}, 7, azar)) == ["A", "A", "B"]
    assert len(sortear(CAJA, 7, azar)) == 7


def test_sorteo_reproducible_con_azar_inyectado() -> None:
    a = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    b = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    ea = a.sortear_ronda(random.Random(42))
    eb = b.sortear_ronda(random.Random(42))
    assert ea.linea is not None and eb.linea is not None
    assert ea.linea.atril == eb.linea.atril and len(ea.linea.atril) == 7 and ea.linea.sorteado


def test_el_atril_siguiente_conserva_lo_que_quedo_y_no_saca_fichas_del_tablero() -> None:
    for semilla in range(60):
        p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
        p.nueva_ronda("AJMNOSE")
        p.anotar_maestra("H4", "JAMON")
        e = p.sortear_ronda(random.Random(semilla))
        assert e.linea is not None
        atril = e.linea.atril
        assert atril[:2] == ("S", "E") and len(atril) == 7
        assert "J" not in atril  # la única J está en el tablero
        # Ninguna letra sale más veces de las que quedan por salir.
        por_salir = Counter(CAJA)
        por_salir.subtract(Counter("JAMON"))
        assert all(n <= por_salir[f] for f, n in Counter(atril).items())


def test_sin_saber_lo_que_quedo_hay_que_escribirlo() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra_puntos(44, "H4", "JAMON")  # a mano: no se sabe qué fichas usó
    with pytest.raises(ErrorPlanilla, match="Escribe lo que quedó"):
        p.sortear_ronda(random.Random(1))
    e = p.sortear_ronda(random.Random(1), quedan="SE")
    assert e.linea is not None and e.linea.atril[:2] == ("S", "E")


def test_volver_a_sortear_devuelve_el_atril_entero() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.sortear_ronda(random.Random(3))
    e = p.volver_a_sortear(random.Random(5))
    assert e.corrige and e.linea.numero == 2 and e.linea is not None
    assert len(e.linea.atril) == 7 and "J" not in e.linea.atril and p.ronda == 2


# ---------------------------------------------------------------- panel de fichas


def test_panel_de_fichas_solo_descuenta_las_maestras() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis", "Eva"]))
    r = p.recuento()
    assert r.fuera_del_tablero == 100 and r.en_la_bolsa == 93  # un solo atril común
    p.nueva_ronda("AJMNOSE")
    p.escribir_jugada("H4", "JAMON")  # jugadas de participantes: no llegan al tablero
    p.escribir_jugada("8D", "JAMON")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda("SEZUOTA")
    p.anotar_maestra("6F", "ZUMOS")
    p.nueva_ronda()
    p.anotar_maestra_puntos(30, "J6", "SOL")  # solo puntos: no se descuenta, se cuenta aparte
    r = p.recuento()
    assert r.quedan("J") == 0 and r.quedan("Z") == 0 and r.quedan("O") == 9 - 2
    assert r.fuera_del_tablero == 100 - 9 and r.en_la_bolsa == 100 - 9 - 7
    assert r.jugadas_sin_fichas == 1 and r.avisos() == []
    assert p.por_salir()["J"] == 0


def test_atril_que_la_bolsa_no_puede_dar_se_rechaza_y_nada_cambia() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")  # la única J, al tablero
    eventos = p.eventos
    with pytest.raises(ErrorPlanilla, match=r"No quedan fichas para ese atril: falta la J \(quedan 0\)"):
        p.nueva_ronda("JE")
    with pytest.raises(ErrorPlanilla, match="falta la J"):
        p.sortear_ronda(random.Random(1), quedan="JE")
    assert p.eventos == eventos and p.ronda == 1
    # Lo que quedó en el atril (S, E) sigue por salir: un atril que lo lleva vale.
    assert p.nueva_ronda("SEZUOTA").linea is not None and p.ronda == 2


def test_atril_imposible_nombra_cada_letra_que_falta() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda("SEZUOTA")
    p.anotar_maestra("6F", "ZUMOS")  # la única Z; la M de JAMON la cruza: queda una
    with pytest.raises(ErrorPlanilla) as e:
        p.nueva_ronda("ZJMMAE")
    assert str(e.value).startswith(
        "No quedan fichas para ese atril: faltan la Z (quedan 0), la J (quedan 0) y la M (lleva 2, queda 1).")


def test_atril_corregido_se_comprueba_con_lo_que_quedaba_en_su_ronda() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda("SEZUOTA")
    # La ronda 1 se jugó antes de JAMON: su atril puede llevar la J; la 2 ya no.
    assert p.corregir_atril(1, "AJMNOSE").corrige
    with pytest.raises(ErrorPlanilla, match="falta la J"):
        p.corregir_atril(2, "SEJUOTA")
    assert p.filas[1].atril == ("S", "E", "Z", "U", "O", "T", "A")


def test_comodines_y_digrafos_cuentan_como_sus_fichas() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("??CHOZAE")
    p.anotar_maestra("H5", "CHoZa")  # los dos comodines, la CH y la Z
    # Sin comodines ni CH por salir; la C y la H sueltas sí quedan, y la O y la A que representaban también.
    with pytest.raises(ErrorPlanilla, match="falta el comodín"):
        p.nueva_ronda("?EOA")
    with pytest.raises(ErrorPlanilla, match="falta la CH"):
        p.nueva_ronda("[CH]EOA")
    assert p.nueva_ronda("C HOAEIU").linea is not None


def test_un_registro_guardado_con_un_atril_imposible_se_sigue_abriendo_con_su_aviso() -> None:
    from app_planilla.nucleo.duplicada.eventos import AtrilRonda

    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    # Así quedaban las partidas de antes de rechazarlo (o una importada): el atril entra en la hoja con su aviso.
    e = p.aplicar(AtrilRonda(2, ("J", "E")))
    assert any("fichas de la J" in a for a in e.avisos)
    q = PlanillaDuplicada.desde_eventos(p.eventos)
    assert q.ronda == 2 and any("fichas de la J" in a for a in q.filas[1].avisos)


def test_un_atril_incompleto_se_rechaza_con_las_fichas_que_le_faltan_y_nada_cambia() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    eventos = p.eventos
    with pytest.raises(ErrorPlanilla) as e:
        p.nueva_ronda("chaoser")  # la CH es una ficha: seis
    assert str(e.value) == ("Al atril le falta 1 ficha: «[CH]AOSER» tiene 6 y aún quedan fichas para 7. "
                            "La CH es una sola ficha.")
    with pytest.raises(ErrorPlanilla, match=r"^Al atril le faltan 2 fichas: «EOSAR» tiene 5 y aún quedan fichas "
                                            r"para 7\.$"):
        p.nueva_ronda("eosar")
    assert p.eventos == eventos
    assert p.nueva_ronda("").nueva  # sin escribir, vale: el atril no se anota
    with pytest.raises(ErrorPlanilla, match="Al atril le falta 1 ficha"):
        p.corregir_atril(1, "chaoser")
    assert p.corregir_atril(1, "chaoser?").linea is not None


def test_el_atril_corto_vale_si_la_bolsa_no_da_mas_o_no_se_sabe_que_queda() -> None:
    # Al final de la partida: en la bolsa quedan tres fichas, y el atril lleva las tres.
    comprobar_completo(("A", "A", "E"), {"A": 2, "E": 1, "J": 0})
    with pytest.raises(ErrorPlanilla, match="Al atril le falta 1 ficha: «AE» tiene 2 y aún quedan fichas para 3"):
        comprobar_completo(("A", "E"), {"A": 2, "E": 1})
    # Con una maestra anotada solo con puntos no se sabe qué queda: no se pide un atril completo.
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra_puntos(30)
    assert p.nueva_ronda("ZUO").linea is not None


def test_una_partida_guardada_con_un_atril_corto_se_sigue_abriendo(tmp_path: Path) -> None:
    from app_planilla.exportar.json_partida import a_json, leer_json
    from app_planilla.nucleo.almacen.almacen import Almacen
    from app_planilla.nucleo.duplicada.eventos import AtrilRonda

    with Almacen(tmp_path) as a:
        g = a.crear(nueva_duplicada(["Ana", "Bea"]))
        p = g.planilla
        assert isinstance(p, PlanillaDuplicada)
        # Así quedaban las partidas de antes de exigir el atril completo (o una importada): se guarda tal cual.
        p.aplicar(AtrilRonda(1, ("CH", "A", "O", "S", "E", "R")))
        p.anotar_maestra("H8", "CHAO")
        p.escribir_puntos(0, 12)
    with Almacen(tmp_path) as a:
        q = a.abrir(g.id).planilla
        assert isinstance(q, PlanillaDuplicada)
        assert q.ronda == 1 and q.filas[0].atril == ("CH", "A", "O", "S", "E", "R") and q.filas[0].puntos == (12, None)
    r = leer_json(json.dumps(a_json(q)).encode("utf-8"))
    assert isinstance(r, PlanillaDuplicada) and r.filas[0].texto_atril == "[CH]AOSER"


def test_maestra_con_fichas_que_no_estan_en_el_atril_avisa() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AEIOSTR")
    e = p.anotar_maestra("H4", "JAMON")
    assert any("no están en el atril: J, M, N" in a for a in e.avisos)
    assert p.filas[0].quedan == ("E", "I", "S", "T", "R")


def test_texto_del_atril_con_digrafos_entre_corchetes() -> None:
    assert texto_atril(("CH", "A", "C", "H", "?")) == "[CH]AC H?"


def test_restar_gasta_cada_ficha_una_vez() -> None:
    assert restar(("A", "A", "B", "?"), Counter({"A": 2, "?": 1, "Z": 1})) == (("B",), Counter({"Z": 1}))


def test_ordenar_en_el_orden_de_la_caja_con_los_comodines_al_final() -> None:
    assert ordenar(["Z", "?", "Ñ", "O", "CH", "D", "A", "N"], ESPANOL) == ("A", "CH", "D", "N", "Ñ", "O", "Z", "?")


def test_dos_vocales_y_dos_consonantes_hasta_la_ronda_15_y_una_desde_la_16() -> None:
    assert [minimo_sorteo(r) for r in (1, 15, 16, 30)] == [2, 2, 1, 1]


@pytest.mark.parametrize(
    ("atril", "ronda", "texto"),
    [
        ("?BCDFGH", 1, "El atril ?BCDFGH tiene 0 vocales, 6 consonantes y 1 comodín: según la regla del sorteo de la "
         "FISE, hasta la ronda 15 hacen falta al menos 2 de cada"),
        ("??B", 15, "El atril ??B tiene 0 vocales, 1 consonante y 2 comodines: según la regla del sorteo de la FISE, "
         "hasta la ronda 15 hacen falta al menos 2 de cada"),
        ("BCDFGHJ", 16, "El atril BCDFGHJ tiene 0 vocales y 7 consonantes: según la regla del sorteo de la FISE, "
         "desde la ronda 16 hacen falta al menos 1 de cada (el comodín cuenta como cualquiera de las dos). "
         "El atril entero vuelve a la bolsa y se sortea otro."),
    ],
)
def test_el_aviso_del_sorteo_cuenta_vocales_consonantes_y_comodines(atril: str, ronda: int, texto: str) -> None:
    aviso = aviso_sorteo(leer_atril(atril, ESPANOL), ronda, ESPANOL, ESPANOL.cantidades)
    assert aviso is not None and aviso.startswith(texto)


def test_con_justo_dos_vocales_y_dos_consonantes_por_salir_aun_se_puede_sortear() -> None:
    atril = leer_atril("BCDFGHJ", ESPANOL)
    quedan = {"A": 1, "E": 1, "B": 1, "C": 1, "D": 0, "F": -1}
    aviso = aviso_sorteo(atril, 1, ESPANOL, quedan)
    assert aviso is not None and aviso.endswith("se sortea otro.")
    aviso = aviso_sorteo(atril, 1, ESPANOL, {"A": 1, "E": 1, "B": 1})
    assert aviso == "Con las fichas que quedan ya no se pueden reunir 2 vocales y 2 consonantes en el atril."
