"""Planilla en JSON con campo de versión, y su lectura completa y desconfiada.

La lectura no cambia nada hasta que todo el archivo se ha comprobado: forma, tamaños, tipos, rangos y,
al final, que el registro se puede repasar entero con las reglas de la partida.
"""

from __future__ import annotations

import json
from typing import Any

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.modalidades import MODALIDADES, Partida, a_dict_evento, de_planilla, leer_evento, rehacer
from app_planilla.nucleo.registro.eventos import comprobar_nombres_nuevos
from app_planilla.nucleo.registro.registro import MAX_EVENTOS

FORMATOS = {m.archivo: m.clave for m in MODALIDADES.values()}
"""Modalidad de la partida según el «formato» del archivo."""
VERSION = 3
"""3: la duplicada con arbitraje de papeletas (hasta 200 inscritos, con mesa, licencia y club; papeletas,
avisos, penalizaciones, situaciones y desempates): una versión anterior dice que el archivo es más nuevo en vez
de tropezar con el tope de 16 participantes. Los archivos de las versiones 1 y 2 se leen igual.
2: los eventos clásicos pueden llevar atril, fichas cambiadas, nota, y el inicio los datos del GCG
importado (apodos, título…). Los archivos de la versión 1 se leen igual: esos campos son opcionales.
El ajuste de un reloj (``ajuste_reloj``) es un tipo de evento más de la versión 2: lo que ya se escribía se
lee igual, y una versión anterior lo rechaza como cualquier evento desconocido, diciendo su tipo."""
MAX_BYTES = 4 * 1024 * 1024
"""Tope del archivo: 20 000 eventos caben de sobra."""


class ErrorImportacion(ErrorPlanilla):
    """Archivo de partida que no se puede leer."""


def a_json(planilla: Partida) -> dict[str, Any]:
    """La partida como objeto JSON: el registro de eventos completo (incluidas las anulaciones)."""
    return {
        "formato": de_planilla(planilla).archivo,
        "version": VERSION,
        "eventos": [a_dict_evento(e) for e in planilla.eventos],
    }


def texto_json(planilla: Partida) -> str:
    return json.dumps(a_json(planilla), ensure_ascii=False, indent=1) + "\n"


def _rechazar_constante(nombre: str) -> None:
    raise ErrorImportacion(_("El archivo lleva un número no válido en JSON ({nombre}).").format(nombre=nombre))


def desde_json(datos: Any, *, importada: bool = True) -> Partida:
    """Comprueba un objeto JSON ya leído y rehace la planilla; ``ErrorPlanilla`` si algo no cuadra. Con
    ``importada`` (se guardará como partida nueva), sus nombres se comprueban como los que se escriben."""
    if not isinstance(datos, dict):
        raise ErrorImportacion(_("El archivo no es una partida de Planilla: falta el objeto principal."))
    formato = datos.get("formato")
    if not isinstance(formato, str) or formato not in FORMATOS:
        raise ErrorImportacion(
            _(
                "El archivo no es una partida de Planilla (clásica, duplicada, de Tantrix o de «4 en letras»): "
                "falta «formato» o no se conoce."
            )
        )
    version = datos.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ErrorImportacion(_("Al archivo le falta el número de versión."))
    if version > VERSION:
        raise ErrorImportacion(
            _("El archivo es de una versión más nueva de Planilla (versión {version}); actualiza la aplicación.")
            .format(version=version)
        )
    if version < 1:
        raise ErrorImportacion(_("La versión {version} del archivo no existe.").format(version=version))
    desconocidas = set(datos) - {"formato", "version", "eventos"}
    if desconocidas:
        raise ErrorImportacion(
            _("El archivo tiene un campo desconocido: «{campo}».").format(campo=sorted(desconocidas)[0][:40])
        )
    eventos = datos.get("eventos")
    if not isinstance(eventos, list) or not eventos:
        raise ErrorImportacion(_("El archivo no tiene la lista de eventos de la partida."))
    if len(eventos) > MAX_EVENTOS:
        raise ErrorImportacion(_("El archivo tiene demasiados eventos (más de {maximo}).").format(maximo=MAX_EVENTOS))
    leidos = []
    for numero, d in enumerate(eventos):
        try:
            leidos.append(leer_evento(d))
        except ErrorPlanilla as e:
            raise ErrorImportacion(_("Evento {numero}: {error}").format(numero=numero, error=e)) from None
    try:
        partida = rehacer(leidos, leidos=True, esperada=FORMATOS[formato])
    except ErrorPlanilla as e:
        raise ErrorImportacion(str(e)) from None
    if importada:
        # Se importa como partida nueva: sus nombres, como los que se escriben (no como los ya guardados).
        inicio = partida.inicio
        try:
            comprobar_nombres_nuevos(inicio.participantes)
            comprobar_nombres_nuevos(getattr(inicio, "apodos", ()), _("Un apodo"))
        except ErrorPlanilla as e:
            raise ErrorImportacion(_("Evento {numero}: {error}").format(numero=0, error=e)) from None
    return partida


def _sin_claves_repetidas(pares: list[tuple[str, Any]]) -> dict[str, Any]:
    """Una clave repetida es ambigua (cada programa se queda con una distinta): se rechaza."""
    objeto: dict[str, Any] = {}
    for clave, valor in pares:
        if clave in objeto:
            raise ErrorImportacion(
                _("El archivo repite la clave «{clave}» en un mismo objeto.").format(clave=clave[:40])
            )
        objeto[clave] = valor
    return objeto


def leer_json(texto: str | bytes, *, importada: bool = True) -> Partida:
    """Lee el texto de un archivo exportado; rechaza archivos enormes, mal codificados o mal formados."""
    if len(texto) > MAX_BYTES:
        raise ErrorImportacion(
            _("El archivo es demasiado grande (más de {mb} MB).").format(mb=MAX_BYTES // (1024 * 1024))
        )
    if isinstance(texto, bytes):
        try:
            texto = texto.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ErrorImportacion(_("El archivo no está en UTF-8.")) from None
    try:
        datos = json.loads(texto, parse_constant=_rechazar_constante, object_pairs_hook=_sin_claves_repetidas)
    except json.JSONDecodeError as e:
        raise ErrorImportacion(
            _("El archivo no es JSON válido (línea {linea}, columna {columna}).").format(
                linea=e.lineno, columna=e.colno
            )
        ) from None
    except RecursionError:
        raise ErrorImportacion(_("El archivo tiene demasiados niveles anidados.")) from None
    except ErrorPlanilla:
        raise
    except ValueError:
        # Por ejemplo, un número con miles de cifras (límite de int en Python 3.11).
        raise ErrorImportacion(_("El archivo lleva un número demasiado largo.")) from None
    return desde_json(datos, importada=importada)
