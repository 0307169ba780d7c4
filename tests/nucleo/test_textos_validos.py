"""Solo texto que se puede guardar y mostrar tal cual: nombres, palabras y motivos sin sustitutos UTF-16
sueltos, controles, saltos de línea Unicode ni controles de dirección; nombres que no son solo invisibles;
JSON sin claves repetidas. Lo malo se rechaza con un mensaje y no llega al almacén."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app_planilla.exportar.json_partida import VERSION, leer_json, texto_json
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.eventos import Penalizacion
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla

MALOS = [
    pytest.param("A\ud800na", "U+D800, un sustituto suelto", id="sustituto-suelto"),
    pytest.param("Ana\udfff", "U+DFFF, un sustituto suelto", id="sustituto-bajo"),
    pytest.param("A\u202ena", "control de dirección del texto (U+202E)", id="forzado-rtl"),
    pytest.param("A\u2066na", "control de dirección del texto (U+2066)", id="aislamiento"),
    pytest.param("A\x85na", "caracteres de control", id="control-c1"),
    pytest.param("A\x7fna", "caracteres de control", id="suprimir"),
]


def _json_con(campo: str, valor: str) -> str:
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    p.sumar("H4", "JAMON")
    p.aplicar(Penalizacion(1, 10, "tiempo"))
    datos = json.loads(texto_json(p))
    if campo == "nombre":
        datos["eventos"][0]["participantes"][0] = valor
    elif campo == "palabra":
        datos["eventos"][1]["palabra"] = valor
    else:
        datos["eventos"][2]["motivo"] = valor
    return json.dumps(datos)  # ensure_ascii: los sustitutos sueltos viajan como \ud800, como en un archivo ajeno


@pytest.mark.parametrize("campo", ["nombre", "palabra", "motivo"])
@pytest.mark.parametrize(("valor", "mensaje"), MALOS)
def test_json_con_texto_invalido_se_rechaza(campo: str, valor: str, mensaje: str) -> None:
    with pytest.raises(ErrorPlanilla, match=mensaje.replace("(", r"\(").replace(")", r"\)").replace("+", r"\+")):
        leer_json(_json_con(campo, valor))


@pytest.mark.parametrize(("valor", "mensaje"), [m for m in MALOS if m.id != "control-c1"])
def test_la_ventana_tampoco_guarda_texto_invalido(tmp_path: Path, valor: str, mensaje: str) -> None:
    """Lo que se escribe en la ventana pasa por la misma comprobación: el almacén nunca ve el texto. (U+0085
    es un espacio para ``str.split``: en un nombre escrito, se limpia como cualquier otro espacio.)"""
    with pytest.raises(ErrorPlanilla, match="Un nombre de participante"):
        nueva_partida(["Bea", valor])
    with pytest.raises(ErrorPlanilla, match="Un nombre de participante"):
        nueva_duplicada(["Bea", valor])
    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(nueva_partida(["Ana", "Bea"]))
        with pytest.raises(ErrorPlanilla, match="«motivo»"):
            guardada.planilla.aplicar(Penalizacion(0, 5, valor))
        assert len(almacen.cargar(guardada.id).eventos) == 1


@pytest.mark.parametrize("nombre", ["\u200b", "\u200b\u200d", "\u3164", "\u2800 \u2800", "\u0301"])
def test_nombres_solo_invisibles(nombre: str) -> None:
    with pytest.raises(ErrorPlanilla, match="solo lleva caracteres invisibles"):
        nueva_partida(["Ana", nombre])
    with pytest.raises(ErrorPlanilla, match="solo lleva caracteres invisibles"):
        leer_json(_json_con("nombre", nombre))


def test_separador_de_linea_unicode() -> None:
    with pytest.raises(ErrorPlanilla, match=r"salto de línea \(U\+2028\)"):
        leer_json(_json_con("motivo", "tiempo\u2028extra"))


@pytest.mark.parametrize("nombre", ["דוד כהן", "محمد علي", "李明", "Ștefan", "Ana 🎲", "Zoë\u200d", ""])
def test_nombres_de_verdad_se_aceptan(nombre: str) -> None:
    assert nueva_partida(["Ana", nombre]).participantes[1] == nombre
    assert leer_json(_json_con("nombre", nombre)).nombres[0] == (nombre or "Participante 1")


def test_claves_repetidas_en_el_json() -> None:
    bueno = _json_con("motivo", "tiempo")
    repetido = bueno.replace('"motivo": "tiempo"', '"motivo": "tiempo", "motivo": "otro"')
    assert repetido != bueno
    with pytest.raises(ErrorPlanilla, match="repite la clave «motivo»"):
        leer_json(repetido)
    with pytest.raises(ErrorPlanilla, match="repite la clave «version»"):
        leer_json(bueno.replace(f'"version": {VERSION}', f'"version": {VERSION}, "version": {VERSION}'))
