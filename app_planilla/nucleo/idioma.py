"""El idioma de los textos del núcleo, de lo que se exporta y de la línea de órdenes (gettext).

El español es el idioma de origen: cada texto se escribe en español y se marca con ``_("…")``; sin catálogo
(o en español) ``_`` lo devuelve tal cual. El inglés viene de los catálogos ``.mo`` de
``recursos/locale/en/LC_MESSAGES`` (uno por capa: ``nucleo.mo``, ``exportar.mo``…), que carga quien elige el
idioma (la ventana o la línea de órdenes) con :func:`usar`: el núcleo no sabe dónde están los archivos.

Los textos que se calculan al importar un módulo (tablas, constantes) se marcan con ``N_`` y se traducen
donde se muestran, con ``_(constante)``: al importar aún no se sabe el idioma.
"""

from __future__ import annotations

import datetime as dt
import gettext
import os
from collections.abc import Mapping
from pathlib import Path

ESPANOL = "es"
INGLES = "en"
IDIOMAS = (ESPANOL, INGLES)
VARIABLE = "PLANILLA_IDIOMA"
# Catálogos de otros programas que viven en la misma carpeta y no son de Planilla.
_AJENOS = frozenset({"argparse"})
# Idiomas de la península (y el portugués) en los que un club juega en español: la interfaz, en español.
_HISPANOS = frozenset({"es", "ca", "gl", "eu", "pt", "ast", "an", "oc"})

_codigo = ESPANOL
_traduccion: gettext.NullTranslations = gettext.NullTranslations()


def usar(codigo: str, carpeta: str | os.PathLike[str] | None = None) -> None:
    """Textos en ``codigo`` (``es`` o ``en``) desde ahora, con los catálogos de ``carpeta/codigo/LC_MESSAGES``.

    Un idioma desconocido cuenta como inglés, el idioma común; sin carpeta o sin catálogos, los textos quedan
    en español (el de origen), nunca vacíos.
    """
    global _codigo, _traduccion
    codigo = codigo if codigo in IDIOMAS else INGLES
    traduccion: gettext.NullTranslations = gettext.NullTranslations()
    if codigo != ESPANOL and carpeta is not None:
        mensajes = Path(carpeta) / codigo / "LC_MESSAGES"
        archivos = sorted(mensajes.glob("*.mo")) if mensajes.is_dir() else []
        for mo in archivos:
            if mo.stem in _AJENOS:
                continue
            with mo.open("rb") as f:
                catalogo = gettext.GNUTranslations(f)
            if type(traduccion) is gettext.NullTranslations:
                traduccion = catalogo
            else:
                traduccion.add_fallback(catalogo)
    _codigo = codigo
    _traduccion = traduccion


def actual() -> str:
    """El código del idioma en uso (``es`` o ``en``)."""
    return _codigo


def _(texto: str) -> str:
    """``texto`` (en español) en el idioma en uso."""
    return _traduccion.gettext(texto)


def n_(singular: str, plural: str, n: int) -> str:
    """La forma de ``n`` (singular o plural, en español) en el idioma en uso."""
    return _traduccion.ngettext(singular, plural, n)


def N_(texto: str) -> str:
    """Marca un texto para el catálogo sin traducirlo aún (constantes calculadas al importar)."""
    return texto


def de_locale(nombre: str) -> str:
    """El idioma de Planilla para un nombre de locale (``es_ES.UTF-8``, ``ca_ES``, ``en_GB``, ``C``…).

    Español para los idiomas hispanos y el portugués; inglés para cualquier otro (también ``C`` y ``POSIX``).
    """
    base = nombre.split(".", 1)[0].split("@", 1)[0].replace("-", "_").split("_", 1)[0].strip().lower()
    return ESPANOL if base in _HISPANOS else INGLES


def del_entorno(entorno: Mapping[str, str] | None = None) -> str:
    """El idioma que pide el entorno: ``PLANILLA_IDIOMA`` si lo hay; si no, el locale del sistema.

    El locale se lee como gettext: ``LANGUAGE`` (su primer idioma), ``LC_ALL``, ``LC_MESSAGES``, ``LANG``.
    """
    entorno = os.environ if entorno is None else entorno
    pedido = entorno.get(VARIABLE, "").strip().lower()
    if pedido:
        return de_locale(pedido)
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        valor = entorno.get(variable, "").split(":", 1)[0].strip()
        if valor:
            return de_locale(valor)
    return INGLES


def numero(valor: float, decimales: int = 1) -> str:
    """``valor`` con ``decimales`` cifras decimales y la coma o el punto del idioma (``92,3`` / ``92.3``)."""
    texto = f"{valor:.{decimales}f}"
    return texto.replace(".", ",") if _codigo == ESPANOL else texto


def entero(valor: int) -> str:
    """Un entero con el separador de miles del idioma: ``5.000.000`` en español, ``5,000,000`` en inglés."""
    texto = f"{valor:,}"
    return texto.replace(",", ".") if _codigo == ESPANOL else texto


def porcentaje(valor: float, decimales: int = 1) -> str:
    """Un porcentaje como se escribe en el idioma: ``92,3 %`` en español, ``92.3%`` en inglés."""
    return numero(valor, decimales) + (" %" if _codigo == ESPANOL else "%")


def fecha(dia: dt.date) -> str:
    """Una fecha como se lee en el idioma: ``01/12/2026`` en español; en inglés, ISO (``2026-12-01``), que
    se lee igual en el Reino Unido y en los Estados Unidos."""
    return dia.strftime("%d/%m/%Y") if _codigo == ESPANOL else dia.isoformat()


def fecha_hora(momento: dt.datetime) -> str:
    """Fecha y hora (hasta el minuto) como se leen en el idioma: ``01/12/2026 16:52`` / ``2026-12-01 16:52``."""
    return f"{fecha(momento.date())} {momento:%H:%M}"
