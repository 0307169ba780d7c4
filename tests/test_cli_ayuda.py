"""``planilla --help`` y los mensajes propios de argparse, en español (dominio ``argparse`` de gettext)."""

from __future__ import annotations

import argparse
import ast
import gettext
from pathlib import Path

import pytest

from tests.ayuda import salida_de_planilla as _salida

LOCALE = Path(__file__).resolve().parent.parent / "recursos" / "locale"
INGLES = ("usage", "positional arguments", "options:", "show ", "help message", "required", "invalid", "expected",
          "unrecognized", "choose from")


def _sin_ingles(texto: str) -> None:
    assert not [p for p in INGLES if p in texto], texto


def test_ayuda_en_espanol(capsys: pytest.CaptureFixture[str]) -> None:
    estado, texto = _salida(["--help"], capsys)
    assert estado == 0
    assert texto.startswith("uso: planilla [-h]")
    for fragmento in ("argumentos:", "opciones:", "muestra esta ayuda y termina",
                      "muestra la versión del programa y termina"):
        assert fragmento in texto
    _sin_ingles(texto)
    estado, texto = _salida(["imprimir", "--help"], capsys)
    assert estado == 0 and texto.startswith("uso: planilla imprimir") and "muestra esta ayuda y termina" in texto
    _sin_ingles(texto)


@pytest.mark.parametrize(
    ("argv", "mensaje"),
    [
        (["imprimir"], "faltan argumentos obligatorios: hoja, -o/--salida"),
        (["--nada"], "argumentos no reconocidos: --nada"),
        (["imprimir", "hoja-rara", "-o", "x.pdf"], "valor no válido: 'hoja-rara' (se puede elegir entre"),
        (["imprimir", "partida", "-o"], "argumento -o/--salida: espera un argumento"),
        (["imprimir", "partida", "--partida", "tres", "-o", "x.pdf"], "valor no válido para int: 'tres'"),
    ],
)
def test_errores_de_uso_en_espanol(argv: list[str], mensaje: str, capsys: pytest.CaptureFixture[str]) -> None:
    estado, texto = _salida(argv, capsys)
    assert estado == 2
    assert "uso: planilla" in texto and mensaje in texto
    _sin_ingles(texto)


def test_el_catalogo_traduce_todos_los_mensajes_de_argparse() -> None:
    """Cada texto que argparse pasa por gettext en este Python tiene su traducción (si otro Python añade
    alguno, esta prueba lo dice)."""
    arbol = ast.parse(Path(argparse.__file__).read_text(encoding="utf-8"))
    mensajes = {
        llamada.args[0].value
        for llamada in ast.walk(arbol)
        if isinstance(llamada, ast.Call) and isinstance(llamada.func, ast.Name)
        and llamada.func.id in ("_", "ngettext") and llamada.args
        and isinstance(llamada.args[0], ast.Constant) and isinstance(llamada.args[0].value, str)
    }
    assert "the following arguments are required: %s" in mensajes
    catalogo = gettext.translation("argparse", LOCALE, languages=["es"])
    # Los que solo llevan marcadores se quedan iguales, y está bien.
    iguales = {"%(heading)s:", "%(prog)s: error: %(message)s\n"}
    assert [m for m in sorted(mensajes) if catalogo.gettext(m) == m and m not in iguales] == []


def test_el_mo_esta_al_dia_con_el_po() -> None:
    """Cada ``.mo`` da, para cada mensaje de su ``.po``, la traducción del ``.po`` (``make traducciones``)."""
    from babel.messages.pofile import read_po

    for po in LOCALE.glob("*/LC_MESSAGES/*.po"):
        with po.open("rb") as f:
            catalogo = read_po(f)
        with po.with_suffix(".mo").open("rb") as f:
            mo = gettext.GNUTranslations(f)
        for mensaje in catalogo:
            if not mensaje.id or mensaje.fuzzy:
                continue
            if isinstance(mensaje.id, tuple | list):
                esperado = [t or mensaje.id[min(n, 1)] for n, t in enumerate(mensaje.string)]
                assert [mo.ngettext(mensaje.id[0], mensaje.id[1], n) for n in (1, 2)] == esperado[:2], po.name
            else:
                assert mo.gettext(mensaje.id) == (mensaje.string or mensaje.id), f"make traducciones ({po.name})"
