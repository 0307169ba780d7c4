"""El final NASPA/WESPA (quien cierra suma el doble, nadie resta) y el premio por impugnación fallida: guardados
con la partida, en JSON y GCG de ida y vuelta, y los GCG reales de Woogles, Macondo y Quackle con sus totales."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app_planilla.exportar.gcg.escritura import texto_gcg
from app_planilla.exportar.gcg.estricto import comprobar_estricto
from app_planilla.exportar.gcg.importar import leer_planilla_gcg
from app_planilla.exportar.gcg.lectura import leer_gcg
from app_planilla.exportar.json_partida import leer_json, texto_json
from app_planilla.nucleo.clasica.eventos import Fin, Penalizacion, a_dict, evento_desde_dict
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.clasica.reglas import AjusteFinal
from app_planilla.nucleo.clasica.texto import texto_clasica
from app_planilla.nucleo.errores import ErrorPlanilla


def _partida(reglas: str, edicion: str = "en", **opciones: object) -> Planilla:
    """Ana 30 y Beto 34; Ana se queda sin fichas y a Beto le quedan X y A (9 puntos)."""
    p = Planilla(nueva_partida(["Ana", "Beto"], edicion=edicion, reglas=reglas, **opciones))  # type: ignore[arg-type]
    p.anotar(30)
    p.anotar(34)
    return p


def _totales(p: Planilla) -> list[int]:
    assert p.final is not None
    return [f.total for f in p.final]


def test_ingles_quien_cierra_suma_el_doble_y_nadie_resta() -> None:
    p = _partida("ingles")
    assert p.inicio.ajuste_final == "doble" and p.ajuste_final is AjusteFinal.DOBLE
    p.terminar(["", "XA"])
    assert p.final is not None and [f.ajuste for f in p.final] == [18, 0]
    assert _totales(p) == [48, 34]  # antes, 39–25
    assert "+18" in texto_clasica(p) and "suma el doble" in texto_clasica(p)


def test_ingles_si_nadie_cierra_cada_uno_resta_lo_suyo() -> None:
    p = _partida("ingles")
    p.terminar(["Q", "XA"])
    assert _totales(p) == [20, 25]


@pytest.mark.parametrize(("reglas", "edicion"), [("casa", "es"), ("casa", "en"), ("fise", "es"), ("fise", "en")])
def test_casa_y_fise_siguen_con_la_regla_de_la_semilla(reglas: str, edicion: str) -> None:
    p = _partida(reglas, edicion)
    assert p.ajuste_final is AjusteFinal.RESTAN and "ajuste_final" not in a_dict(p.inicio)
    p.terminar(["", "XA" if edicion == "en" else 9])
    assert _totales(p) == [39, 25]
    assert "suma el doble" not in texto_clasica(p)


def test_con_tres_participantes_el_torneo_ingles_aplica_la_regla_de_casa() -> None:
    p = Planilla(nueva_partida(["Ana", "Beto", "Cris"], edicion="en", reglas="ingles"))
    assert p.ajuste_final is AjusteFinal.RESTAN


def test_una_partida_guardada_antes_conserva_sus_totales() -> None:
    """Un inicio «ingles» sin ``ajuste_final`` (las partidas de antes) se repasa con la regla de entonces."""
    p = _partida("ingles")
    p.terminar(["", "XA"])
    datos = json.loads(texto_json(p))
    del datos["eventos"][0]["ajuste_final"]
    vieja = leer_json(json.dumps(datos))
    assert isinstance(vieja, Planilla) and vieja.ajuste_final is AjusteFinal.RESTAN
    assert _totales(vieja) == [39, 25]
    # Y la de hoy vuelve igual de su JSON.
    otra = leer_json(texto_json(p))
    assert isinstance(otra, Planilla) and otra.eventos == p.eventos and _totales(otra) == [48, 34]


@pytest.mark.parametrize("valor", ["triple", "", 3])
def test_un_ajuste_final_desconocido_no_se_lee(valor: object) -> None:
    datos = a_dict(nueva_partida(["Ana", "Beto"], edicion="en", reglas="ingles"))
    datos["ajuste_final"] = valor
    with pytest.raises(ErrorPlanilla):
        Planilla(evento_desde_dict(datos))  # type: ignore[arg-type]


def test_gcg_de_ida_y_vuelta_con_el_final_doble() -> None:
    p = _partida("ingles")
    p.terminar(["", "XA"])
    texto = texto_gcg(p)
    comprobar_estricto(texto)  # lo que leen Quackle, Macondo, MAGPIE y Woogles
    lineas = texto.splitlines()
    assert "#note planilla-ajuste-final: doble" in lineas
    # Los puntos a mano no tienen forma GCG (van en notas): el total del archivo es solo el del final.
    assert ">Ana: (XA) +18 18" in lineas and not any(x.startswith("#note planilla-ajuste:") for x in lineas)
    otra = leer_planilla_gcg(texto)
    assert otra.planilla.eventos == p.eventos and otra.informe.diferencias == ()
    assert not any("convención GCG" in a for a in otra.informe.avisos)


def test_gcg_de_planilla_sin_nota_de_ajuste_final_es_de_antes() -> None:
    """Un GCG que exportó Planilla antes (reglas «ingles», ajuste de la hoja en su nota) vuelve con sus totales."""
    p = _partida("ingles", ajuste_final="restan")
    p.terminar(["", "XA"])
    texto = texto_gcg(p)
    assert "#note planilla-ajuste: 9 -9" in texto.splitlines()
    otra = leer_planilla_gcg(texto).planilla
    assert otra.ajuste_final is AjusteFinal.RESTAN and otra.eventos == p.eventos and _totales(otra) == [39, 25]


@pytest.mark.parametrize(
    "nombre",
    ["en/liwords_vs_josh_time_penalty.gcg", "en/macondo_noah_vs_mishu.gcg", "en/quackle_capp_wsc2001_legacy.gcg"],
)
def test_los_gcg_reales_en_ingles_terminan_con_su_regla(compartido: Path, nombre: str) -> None:
    contenido = (compartido / "datos" / "gcg" / nombre).read_text(encoding="utf-8")
    importacion = leer_planilla_gcg(contenido)
    p = importacion.planilla
    fin = next(e for e in p.eventos if isinstance(e, Fin))
    # La regla de la partida da el final del archivo: sin ajustes anotados aparte ni aviso de convención.
    assert p.ajuste_final is AjusteFinal.DOBLE and fin.ajustes is None
    assert not any("convención GCG" in a for a in importacion.informe.avisos)
    assert importacion.informe.diferencias == ()
    esperados: dict[str, int] = {}
    for evento in leer_gcg(contenido).eventos:
        esperados[evento.jugador] = evento.total
    apodos = list(leer_gcg(contenido).jugadores)
    assert p.final is not None and {apodos[f.participante]: f.total for f in p.final} == esperados


# ---------------------------------------------------------------- premio por impugnación fallida


def test_impugnacion_fallida_da_el_premio_a_quien_jugo_sin_gastar_turno() -> None:
    p = _partida("ingles", premio_impugnacion=5)
    assert p.inicio.premio_impugnacion == 5 and a_dict(p.inicio)["premio_impugnacion"] == 5
    turno = p.turno
    efecto = p.impugnacion_fallida()  # Beto jugó 34 y Ana lo impugnó sin razón
    assert efecto.linea is not None and efecto.linea.participante == 1 and efecto.linea.puntos == 5
    assert efecto.linea.descripcion == "Premio: impugnación"
    assert p.turno == turno and p.totales == (30, 39)
    p.impugnacion_fallida()  # otra palabra de la misma jugada
    assert p.totales == (30, 44)
    p.deshacer()
    assert p.totales == (30, 39)
    assert "Premio: impugnación — Beto: 5 (39)" in texto_clasica(p)
    assert "5 puntos a quien fue impugnado" in texto_clasica(p)


def test_impugnacion_fallida_sin_premio_o_sin_jugada_no_anota_nada() -> None:
    p = _partida("ingles")
    with pytest.raises(ErrorPlanilla, match="pierde el turno"):
        p.impugnacion_fallida()
    q = Planilla(nueva_partida(["Ana", "Beto"], edicion="en", reglas="ingles", premio_impugnacion=10))
    with pytest.raises(ErrorPlanilla, match="última jugada"):
        q.impugnacion_fallida()
    q.anotar(10)
    q.pasar()
    with pytest.raises(ErrorPlanilla, match="última jugada"):
        q.impugnacion_fallida()
    assert len(q.eventos) == 3


@pytest.mark.parametrize("premio", [7, -5, 1001])
def test_premio_que_no_es_de_las_reglas(premio: int) -> None:
    with pytest.raises(ErrorPlanilla):
        nueva_partida(["Ana", "Beto"], edicion="en", reglas="ingles", premio_impugnacion=premio)


def test_premio_en_gcg_y_json_de_ida_y_vuelta() -> None:
    p = Planilla(nueva_partida(["Ana", "Beto"], edicion="en", reglas="ingles", premio_impugnacion=10))
    p.sumar("H6", "JAM", "AJMQIXZ")
    p.impugnacion_fallida()
    # Otra palabra de la jugada impugnada sin razón: los lectores de GCG solo aceptan un «(challenge)» tras la
    # jugada, así que el segundo premio va en una nota de Planilla (los totales del archivo no lo cuentan).
    p.impugnacion_fallida()
    p.pasar()
    texto = texto_gcg(p)
    comprobar_estricto(texto)
    lineas = texto.splitlines()
    assert "#note planilla-premio-impugnacion: 10" in lineas
    assert [x.split(" (challenge) ")[1] for x in lineas if "(challenge)" in x] == ["+10 34"]
    assert any(x.startswith("#note planilla-evento:") and '"puntos":-10' in x for x in lineas)
    otra = leer_planilla_gcg(texto).planilla
    assert otra.eventos == p.eventos and otra.premio_impugnacion == 10
    assert isinstance(otra.eventos[3], Penalizacion) and otra.eventos[3].puntos == -10
    copia = leer_json(texto_json(p))
    assert isinstance(copia, Planilla) and copia.eventos == p.eventos


def test_el_gcg_de_quackle_trae_su_premio(compartido: Path) -> None:
    """WSC 2001: ``(challenge) +5``; la partida importada lleva el premio de 5."""
    contenido = (compartido / "datos" / "gcg" / "en" / "quackle_capp_wsc2001_legacy.gcg").read_bytes()
    assert leer_planilla_gcg(contenido).planilla.premio_impugnacion == 5
