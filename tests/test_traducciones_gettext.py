"""Los catálogos gettext (núcleo, exportación y línea de órdenes): al día con el código, traducidos enteros y
usados de verdad.

Cada capa tiene su ``recursos/locale/en/LC_MESSAGES/<capa>.po``, que ``make traducciones`` extrae del código
(pybabel) y compila en ``.mo``. Estas pruebas sirven para cualquier capa que tenga su ``.po``: si el código
cambia un texto y no se vuelve a extraer, o queda un mensaje sin traducir, lo dicen.
"""

from __future__ import annotations

import ast
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir, extract_from_file
from babel.messages.pofile import read_po

from app_planilla import traducciones
from app_planilla.nucleo import idioma
from app_planilla.nucleo.clasica.eventos import Inicio
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.clasica.reglas import TORNEO_FISE
from app_planilla.nucleo.duplicada.clasificacion import texto_porcentaje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import edicion
from app_planilla.nucleo.juego.fichas import leer_palabra
from app_planilla.nucleo.texto import texto_planilla

RAIZ = Path(__file__).resolve().parent.parent
PAQUETE = RAIZ / "app_planilla"
LOCALE = traducciones.carpeta_locale()

# Las mismas fuentes que ``fuentes_<capa>`` del Makefile (la línea de órdenes lleva también los módulos sueltos
# de app_planilla/); ``test_las_capas_son_las_del_makefile`` comprueba que no se separan.
CAPAS: dict[str, tuple[Path, ...]] = {
    "nucleo": (PAQUETE / "nucleo",),
    "exportar": (PAQUETE / "exportar",),
    "cli": (PAQUETE / "cli", *sorted(PAQUETE.glob("*.py"))),
}
# Como ``pybabel extract -k _ -k N_ -k n_:1,2``: las palabras clave de Babel más las del proyecto.
PALABRAS_CLAVE = {**DEFAULT_KEYWORDS, "_": None, "N_": None, "n_": (1, 2)}


def _catalogo(capa: str) -> Catalog:
    ruta = LOCALE / "en" / "LC_MESSAGES" / f"{capa}.po"
    if not ruta.is_file():
        pytest.skip(f"la capa {capa} aún no tiene catálogo ({ruta.name})")
    with ruta.open("rb") as f:
        return read_po(f)


def _mensajes(catalogo: Catalog) -> list[Message]:
    return [m for m in catalogo if m.id]


def _clave(msgid: str | tuple[str, ...] | list[str]) -> str | tuple[str, ...]:
    return msgid if isinstance(msgid, str) else tuple(msgid)


def _extraidos(capa: str) -> set[str | tuple[str, ...]]:
    """Los msgid que ``make traducciones`` sacaría hoy del código de la capa (Babel, en este proceso)."""
    metodo = [("**.py", "python")]
    encontrados: set[str | tuple[str, ...]] = set()
    for fuente in CAPAS[capa]:
        if fuente.is_dir():
            sacados = (m[2] for m in extract_from_dir(fuente, metodo, keywords=PALABRAS_CLAVE))
        else:
            sacados = (m[1] for m in extract_from_file("python", fuente, keywords=PALABRAS_CLAVE))
        encontrados.update(_clave(m) for m in sacados)
    return encontrados


def _marcadores(texto: str) -> set[str]:
    """Los ``{marcadores}`` de un texto de ``str.format`` (``{{`` no cuenta)."""
    return {campo for _literal, campo, _forma, _conversion in string.Formatter().parse(texto) if campo is not None}


def _fuentes() -> Iterator[Path]:
    for fuentes in CAPAS.values():
        for fuente in fuentes:
            yield from (sorted(fuente.rglob("*.py")) if fuente.is_dir() else (fuente,))


# ---------------------------------------------------------------- (a) al día con el código


def test_las_capas_son_las_del_makefile() -> None:
    makefile = (RAIZ / "Makefile").read_text(encoding="utf-8")
    assert f"CAPAS_GETTEXT := {' '.join(CAPAS)}" in makefile
    assert "fuentes_nucleo := app_planilla/nucleo\n" in makefile
    assert "fuentes_exportar := app_planilla/exportar\n" in makefile
    assert "fuentes_cli := app_planilla/cli $(wildcard app_planilla/*.py)\n" in makefile


@pytest.mark.parametrize("capa", list(CAPAS))
def test_el_po_esta_al_dia_con_el_codigo(capa: str) -> None:
    """Los mensajes del ``.po`` son exactamente los que se extraen hoy del código: si no, ``make traducciones``."""
    en_el_po = {_clave(m.id) for m in _mensajes(_catalogo(capa))}
    en_el_codigo = _extraidos(capa)
    assert sorted(map(str, en_el_codigo - en_el_po)) == [], f"{capa}.po: faltan (make traducciones)"
    assert sorted(map(str, en_el_po - en_el_codigo)) == [], f"{capa}.po: sobran (make traducciones)"


# ---------------------------------------------------------------- (b) traducido entero


@pytest.mark.parametrize("capa", list(CAPAS))
def test_cada_mensaje_tiene_su_traduccion(capa: str) -> None:
    """Ni vacías ni dudosas («fuzzy»), y con los mismos ``{marcadores}`` (con nombre) que el original."""
    malos = []
    for m in _mensajes(_catalogo(capa)):
        original = m.id if isinstance(m.id, str) else m.id[-1]
        formas = [m.string] if isinstance(m.string, str) else list(m.string)
        esperados = _marcadores(original)
        if m.fuzzy:
            malos.append(f"dudosa: {original!r}")
        if any(not f.strip() for f in formas):
            malos.append(f"sin traducir: {original!r}")
        if any(_marcadores(f) != esperados for f in formas if f.strip()):
            malos.append(f"marcadores distintos: {original!r} → {formas!r}")
        if any(not c.isidentifier() for c in esperados):
            malos.append(f"marcador sin nombre: {original!r}")
    assert malos == []


def test_el_nucleo_tiene_sus_mensajes() -> None:
    """El catálogo del núcleo no está vacío: sus errores, avisos y textos pasan por gettext."""
    mensajes = {_clave(m.id) for m in _mensajes(_catalogo("nucleo"))}
    assert len(mensajes) > 300
    assert "La jugada se sale del tablero." in mensajes
    assert ("{n} partida", "{n} partidas") in mensajes


# ---------------------------------------------------------------- (c) nada que gettext no pueda extraer


def _es_texto(nodo: ast.expr) -> bool:
    return isinstance(nodo, ast.Constant) and isinstance(nodo.value, str)


def _problemas(ruta: Path) -> Iterator[str]:
    """La regla, sencilla a propósito:

    - ``_(x)``: ``x`` es un texto literal o el nombre de algo marcado antes con ``N_`` (una constante, un
      campo, un valor de una enumeración: ``Name`` o ``Attribute``). Una f-string, una suma, un ``%`` o un
      ``.format()`` dentro de ``_()`` no se pueden extraer (o se traducirían ya rellenos) y son un fallo.
    - ``N_(x)`` y los dos primeros argumentos de ``n_``: textos literales.
    - ``_("…").format(…)`` / ``n_(…).format(…)``: solo argumentos con nombre, y justo los ``{marcadores}`` del
      texto (un nombre mal escrito fallaría en la traducción, no en español).
    """
    arbol = ast.parse(ruta.read_text(encoding="utf-8"))
    for nodo in ast.walk(arbol):
        if not isinstance(nodo, ast.Call):
            continue
        donde = f"{ruta.relative_to(RAIZ) if ruta.is_relative_to(RAIZ) else ruta.name}:{nodo.lineno}"
        funcion = nodo.func.id if isinstance(nodo.func, ast.Name) else None
        if funcion == "_":
            if len(nodo.args) != 1 or nodo.keywords:
                yield f"{donde}: _() lleva un solo argumento"
            elif not (_es_texto(nodo.args[0]) or isinstance(nodo.args[0], ast.Name | ast.Attribute)):
                yield f"{donde}: _() con {type(nodo.args[0]).__name__}, no un texto literal"
        elif funcion == "N_":
            if len(nodo.args) != 1 or not _es_texto(nodo.args[0]):
                yield f"{donde}: N_() con algo que no es un texto literal"
        elif funcion == "n_":
            if len(nodo.args) != 3 or not (_es_texto(nodo.args[0]) and _es_texto(nodo.args[1])):
                yield f"{donde}: n_() sin sus dos textos literales"
        elif isinstance(nodo.func, ast.Attribute) and nodo.func.attr == "format":
            texto = nodo.func.value
            if not (isinstance(texto, ast.Call) and isinstance(texto.func, ast.Name) and texto.func.id in ("_", "n_")):
                continue
            literales = [a.value for a in texto.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if not literales:
                continue
            esperados = set().union(*map(_marcadores, literales))
            dados = {k.arg or "**" for k in nodo.keywords}
            if nodo.args or "**" in dados:
                yield f"{donde}: .format() de un texto traducible con argumentos sin nombre"
            elif dados != esperados:
                yield f"{donde}: .format() da {sorted(dados)} y el texto pide {sorted(esperados)}"


def test_los_textos_traducibles_se_pueden_extraer() -> None:
    problemas = [p for ruta in _fuentes() for p in _problemas(ruta)]
    assert problemas == []


def test_la_regla_detecta_una_f_string(tmp_path: Path) -> None:
    """La comprobación anterior no es de adorno: una f-string dentro de ``_()`` (y sus primas) falla."""
    malo = tmp_path / "malo.py"
    malo.write_text(
        "from app_planilla.nucleo.idioma import _, n_\n"
        "x = 3\n"
        "a = _(f'Ronda {x}')\n"
        "b = _('Ronda ' + str(x))\n"
        "c = _('Ronda {ronda}').format(x)\n"
        "d = _('Ronda {ronda}').format(rondas=x)\n"
        "e = n_(f'{x} ficha', '{x} fichas', x)\n"
        "f = _('Ronda {ronda}').format(ronda=x)\n",
        encoding="utf-8",
    )
    problemas = list(_problemas(malo))
    assert [p.split(": ", 1)[0].rsplit(":", 1)[1] for p in problemas] == ["3", "4", "5", "6", "7"]


# ---------------------------------------------------------------- (d) el inglés se usa, y el español no cambia


@pytest.fixture
def ingles() -> Iterator[None]:
    idioma.usar(idioma.INGLES, LOCALE)
    yield
    idioma.usar(idioma.ESPANOL)


def _error_de_puntos() -> str:
    with pytest.raises(ErrorPlanilla) as error:
        Planilla(Inicio(("Ana", "Luis"))).anotar(5000)
    return str(error.value)


def _partida() -> Planilla:
    p = Planilla(Inicio(("Ana", "")))
    p.anotar(24, "H4", "CASA")
    p.pasar()
    p.cambiar("3")
    p.terminar(["AB", ""])
    return p


@pytest.mark.usefixtures("ingles")
def test_mensajes_del_nucleo_en_ingles() -> None:
    assert _error_de_puntos() == "A move scores between 0 and 2000 points."
    # Las constantes se traducen al mostrarlas, no al importar (el módulo ya estaba importado en español).
    assert TORNEO_FISE.nombre == "FISE tournament"
    assert edicion("es").nombre == "Spanish (FISE)"
    assert texto_porcentaje(100 * 72 / 78) == "92.3%"
    assert leer_palabra("kilo", edicion("es")).avisos == (
        "K does not exist in the Spanish edition: it is recorded as a 0-point blank.",
    )
    texto = texto_planilla(_partida())
    assert "Score sheet — Spanish (FISE)" in texto and "Player 2" in texto and "Final standings" in texto
    assert "Pass 0 (0)" in texto and "Exchange 0 (24)" in texto and "(went out)" in texto


def test_el_espanol_no_cambia_al_ir_y_volver_del_ingles() -> None:
    """Los textos en español son los de siempre, también después de pasar por el inglés."""
    antes = (_error_de_puntos(), texto_planilla(_partida()), TORNEO_FISE.nombre, texto_porcentaje(92.34))
    assert antes[0] == "Los puntos de una jugada van de 0 a 2000."
    assert antes[2:] == ("Torneo FISE", "92,3 %")
    assert "Clasificación final" in antes[1] and "Participante 2" in antes[1] and "(cerró)" in antes[1]
    idioma.usar(idioma.INGLES, LOCALE)
    assert _error_de_puntos() != antes[0]
    idioma.usar(idioma.ESPANOL, LOCALE)
    assert (_error_de_puntos(), texto_planilla(_partida()), TORNEO_FISE.nombre, texto_porcentaje(92.34)) == antes
