"""Hojas en PDF (reportlab): funciones sobre los modelos del núcleo, sin ningún widget.

Las hojas viven en ``comun`` (papel, texto, tablas), ``en_blanco``, ``partidas`` (clásica), ``duplicada`` y
``juegos`` (Tantrix, «4 en letras»). Aquí se elige la hoja, y su módulo se importa solo entonces: imprimir
una hoja en blanco no carga las partidas ni sus modalidades.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from app_planilla.exportar.pdf.comun import Destino
    from app_planilla.nucleo.modalidades import Partida

CONTROL_FICHAS = "control-fichas"
HOJAS_EN_BLANCO = {
    CONTROL_FICHAS: "en_blanco:hoja_control_fichas",
    "clasica-en-blanco": "en_blanco:planilla_clasica_en_blanco",
    "duplicada-en-blanco": "en_blanco:planilla_duplicada_en_blanco",
    "tantrix-en-blanco": "juegos:planilla_tantrix_en_blanco",
    "cuatro-letras-en-blanco": "juegos:planilla_cuatro_letras_en_blanco",
}
"""Clave de la hoja en blanco (la de ``planilla imprimir`` y el diálogo «Imprimir») → ``módulo:función``."""
HOJAS_DE_DUPLICADA = {
    "clasificacion": "sala:clasificacion_sala",
    "hojas-participantes": "sala:hojas_participantes",
    "rejilla": "sala:rejilla_arbitraje",
    "partida-maestra": "sala:partida_maestra",
}
"""Hojas de una duplicada guardada (sobre todo de una sala con arbitraje): la clasificación, la clasificación
seguida de la hoja de cada participante, la rejilla de arbitraje y la partida maestra."""


def _funcion(donde: str) -> Callable[..., object]:
    modulo, nombre = donde.split(":")
    return cast("Callable[..., object]", getattr(import_module(f"{__name__}.{modulo}"), nombre))


def hoja_en_blanco(
    hoja: str, destino: Destino, participantes: int | None = None, edicion: str = "es", papel: str = "a4"
) -> None:
    """Escribe la hoja en blanco ``hoja``: la de control de fichas de la ``edicion`` (su código) o una
    planilla para ``participantes`` (por omisión, los de cada planilla)."""
    imprimir = _funcion(HOJAS_EN_BLANCO[hoja])
    if hoja == CONTROL_FICHAS:
        from app_planilla.nucleo.juego.ediciones import edicion as de_codigo

        imprimir(destino, de_codigo(edicion), papel)
    elif participantes is None:
        imprimir(destino, papel=papel)
    else:
        imprimir(destino, participantes, papel)


def fecha_local(iso: str) -> dt.date | None:
    """La fecha local de una marca de tiempo ISO del almacén (``…Z``); ``None`` si no se entiende."""
    from app_planilla.nucleo.almacen.almacen import hora_local

    hora = hora_local(iso)
    return hora.date() if hora is not None else None


def pdf_de_partida(partida: Partida, destino: Destino, creada: str | None = None, papel: str = "a4") -> None:
    """La planilla impresa de una partida de cualquier modalidad, tal como va o terminada, con la fecha en
    que se creó (``creada``, marca ISO del almacén; hoy si falta)."""
    from app_planilla.nucleo.modalidades import CLASICA, CUATRO_LETRAS, DUPLICADA, TANTRIX, modalidad

    impresoras = {
        CLASICA: "partidas:planilla_clasica",
        DUPLICADA: "duplicada:planilla_duplicada",
        TANTRIX: "juegos:planilla_tantrix",
        CUATRO_LETRAS: "juegos:planilla_cuatro_letras",
    }
    clave = modalidad(partida)
    donde = impresoras[clave]
    if clave == DUPLICADA and getattr(partida, "arbitraje", None) is not None:
        donde = "sala:planilla_sala"  # una columna por participante no se lee con 200
    _funcion(donde)(destino, partida, fecha_local(creada) if creada else None, papel)


def hoja_de_duplicada(
    hoja: str, partida: Partida, destino: Destino, creada: str | None = None, papel: str = "a4",
    hasta: int | None = None,
) -> None:
    """Una de ``HOJAS_DE_DUPLICADA`` de una duplicada guardada (``hasta``: la clasificación parcial tras esa
    ronda, solo en la hoja de la clasificación). ``ErrorPlanilla`` si la partida no es duplicada."""
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
    from app_planilla.nucleo.errores import ErrorPlanilla
    from app_planilla.nucleo.idioma import _

    if not isinstance(partida, PlanillaDuplicada):
        raise ErrorPlanilla(_("La hoja «{hoja}» es de una partida duplicada.").format(hoja=hoja))
    fecha = fecha_local(creada) if creada else None
    imprimir = _funcion(HOJAS_DE_DUPLICADA[hoja])
    if hoja == "clasificacion":
        imprimir(destino, partida, fecha, papel, hasta)
    else:
        imprimir(destino, partida, fecha, papel)
