"""Los inscritos de una duplicada grande (hasta 200): leerlos de una hoja de cálculo pegada o de un CSV.

Cada inscrito lleva nombre (hasta 100 caracteres), licencia y club opcionales y un número de mesa único. El
texto puede llegar pegado (tabuladores) o en un archivo CSV: UTF-8 con o sin BOM, UTF-16 con BOM (el «Texto
Unicode» de Excel) y, si no es nada de eso, cp1252 (el de Excel en Windows); separado por tabuladores, «;»
(Excel en español) o «,». La primera fila puede nombrar las columnas (Nombre, Licencia, Club, Mesa, o en
inglés); sin ella, las columnas son nombre, licencia, club y mesa, salvo que la primera sea un número en todas
las filas: entonces es la mesa. Cada línea mala da su propio mensaje y no entra; las buenas se pueden ver antes
de aceptar (la vista previa es esta misma lectura).
"""

from __future__ import annotations

import codecs
import csv
import io
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.registro.eventos import ErrorEvento, comprobar_nombres_nuevos, comprobar_texto

__all__ = [
    "MAX_INSCRITOS",
    "ErrorInscripcion",
    "Inscrito",
    "LecturaInscritos",
    "LineaMala",
    "leer_inscritos",
]

MAX_INSCRITOS = 200
MAX_NOMBRE = 100
MAX_LICENCIA = 20
MAX_CLUB = 100
MAX_MESA = 9999
MAX_LINEAS = 10_000
"""Más líneas que esto no es una lista de inscritos: se rechaza entero sin leerlo."""
MAX_BYTES = 2_000_000

_COLUMNAS = {
    "nombre": "nombre", "name": "nombre", "participante": "nombre", "player": "nombre", "jugador": "nombre",
    "licencia": "licencia", "licence": "licencia", "license": "licencia", "id": "licencia",
    "club": "club",
    "mesa": "mesa", "asiento": "mesa", "seat": "mesa", "table": "mesa", "puesto": "mesa",
}
_ORDEN = ("nombre", "licencia", "club", "mesa")


class ErrorInscripcion(ErrorPlanilla):
    """El texto o el archivo entero no se puede leer como lista de inscritos: nada entra."""


@dataclass(frozen=True)
class Inscrito:
    nombre: str
    mesa: int
    licencia: str = ""
    club: str = ""


@dataclass(frozen=True)
class LineaMala:
    """Una línea que no entra, con su número (desde 1, como la ve la hoja de cálculo) y el porqué."""

    numero: int
    texto: str
    motivo: str


@dataclass(frozen=True)
class LecturaInscritos:
    inscritos: tuple[Inscrito, ...]
    errores: tuple[LineaMala, ...]
    codificacion: str = "utf-8"
    separador: str = "\t"


def leer_inscritos(datos: bytes | str, *, ya_inscritos: Sequence[Inscrito] = ()) -> LecturaInscritos:
    """Lee la lista; ``ya_inscritos`` son los que ya tiene la partida (sus mesas y licencias no se repiten).

    ``ErrorInscripcion`` si el conjunto no se puede usar (binario, demasiado grande, más de 200 inscritos en
    total); las líneas malas van en ``errores`` con su mensaje."""
    texto, codificacion = _decodificar(datos)
    lineas = texto.splitlines()
    if len(lineas) > MAX_LINEAS:
        raise ErrorInscripcion(
            _("Eso tiene {n} líneas, y una partida tiene como mucho {maximo} inscritos.").format(
                n=len(lineas), maximo=MAX_INSCRITOS
            )
        )
    separador = _separador(lineas)
    filas = [(i, linea, _campos(linea, separador)) for i, linea in enumerate(lineas, start=1) if linea.strip()]
    columnas: tuple[str, ...] = _ORDEN
    if filas and (cabecera := _cabecera(filas[0][2] or [])) is not None:
        columnas = cabecera
        filas = filas[1:]
    elif filas and all(c and c[0].strip().isdigit() for _i, _l, c in filas):
        columnas = ("mesa", "nombre", "licencia", "club")
    return _validar(filas, columnas, ya_inscritos, codificacion, separador)


def _decodificar(datos: bytes | str) -> tuple[str, str]:
    if len(datos) > MAX_BYTES:
        # También lo pegado: un texto de megas no es una lista de inscritos (y leerlo entero tardaría).
        raise ErrorInscripcion(
            _("El archivo tiene más de {mb} MB: no es una lista de inscritos.").format(mb=MAX_BYTES // 1_000_000)
        )
    if isinstance(datos, str):
        texto, codificacion = datos, "utf-8"
    else:
        try:
            if datos.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
                # «Texto Unicode» de Excel: UTF-16 con su marca.
                texto, codificacion = datos.decode("utf-16"), "utf-16"
            else:
                texto, codificacion = datos.decode("utf-8-sig"), "utf-8"
        except UnicodeDecodeError:
            if datos.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
                raise ErrorInscripcion(_("El archivo no es texto: no es una lista de inscritos.")) from None
            try:
                texto, codificacion = datos.decode("cp1252"), "cp1252"
            except UnicodeDecodeError:
                raise ErrorInscripcion(_("El archivo no es texto: no es una lista de inscritos.")) from None
    texto = texto.removeprefix("\ufeff")
    controles = sum(1 for c in texto if unicodedata.category(c) == "Cc" and c not in "\t\r\n")
    if "\x00" in texto or controles > len(texto) // 100:
        raise ErrorInscripcion(_("El archivo no es texto: no es una lista de inscritos."))
    return texto, codificacion


def _separador(lineas: Iterable[str]) -> str:
    muestra = [linea for linea in lineas if linea.strip()][:20]
    if any("\t" in linea for linea in muestra):
        return "\t"
    puntos_y_coma = sum(linea.count(";") for linea in muestra)
    comas = sum(linea.count(",") for linea in muestra)
    return ";" if puntos_y_coma and puntos_y_coma >= comas else ","


def _campos(linea: str, separador: str) -> list[str] | None:
    """Los campos de la línea; ``None`` si unas comillas no se cierran (``"Ana;1``): la línea no entra, con su
    mensaje, en vez de entrar con el separador dentro del nombre."""
    try:
        return next(csv.reader(io.StringIO(linea), delimiter=separador, strict=True), [])
    except csv.Error:
        return None


def _cabecera(campos: Sequence[str]) -> tuple[str, ...] | None:
    nombres = [_COLUMNAS.get(c.strip().lower()) for c in campos]
    if "nombre" not in nombres:
        return None
    return tuple(n or "" for n in nombres)


def _validar(
    filas: Sequence[tuple[int, str, list[str] | None]],
    columnas: Sequence[str],
    ya_inscritos: Sequence[Inscrito],
    codificacion: str,
    separador: str,
) -> LecturaInscritos:
    mesas = {i.mesa for i in ya_inscritos}
    licencias = {i.licencia.casefold() for i in ya_inscritos if i.licencia}
    leidos: list[tuple[int, dict[str, str]]] = []
    errores: list[LineaMala] = []
    for numero, linea, campos in filas:
        if campos is None:
            errores.append(LineaMala(numero, linea, _("Unas comillas de la línea no se cierran.")))
            continue
        valores = {col: campo.strip() for col, campo in zip(columnas, campos, strict=False) if col}
        try:
            _comprobar(valores)
            mesa = valores.get("mesa", "")
            if mesa:
                if int(mesa) in mesas:
                    raise ErrorInscripcion(_("La mesa {mesa} ya es de otro inscrito.").format(mesa=int(mesa)))
                mesas.add(int(mesa))
            licencia = valores.get("licencia", "")
            if licencia:
                if licencia.casefold() in licencias:
                    raise ErrorInscripcion(
                        _("La licencia {licencia} ya es de otro inscrito.").format(licencia=licencia)
                    )
                licencias.add(licencia.casefold())
        except ErrorPlanilla as e:
            errores.append(LineaMala(numero, linea, str(e)))
            continue
        leidos.append((numero, valores))
    total = len(ya_inscritos) + len(leidos)
    if total > MAX_INSCRITOS:
        raise ErrorInscripcion(
            _("Con estos serían {total} inscritos, y una partida tiene como mucho {maximo}.").format(
                total=total, maximo=MAX_INSCRITOS
            )
        )
    siguiente = max(mesas, default=0)
    inscritos = []
    for _numero, valores in leidos:
        if valores.get("mesa"):
            numero_mesa = int(valores["mesa"])
        else:
            siguiente += 1
            numero_mesa = siguiente
        inscritos.append(Inscrito(valores["nombre"], numero_mesa, valores.get("licencia", ""), valores.get("club", "")))
    return LecturaInscritos(tuple(inscritos), tuple(errores), codificacion, separador)


def _comprobar(valores: dict[str, str]) -> None:
    """``ErrorInscripcion`` con el primer problema de la línea."""
    nombre = valores.get("nombre", "")
    if not nombre:
        raise ErrorInscripcion(_("Falta el nombre."))
    for campo, maximo, que in (
        ("nombre", MAX_NOMBRE, _("El nombre")),
        ("licencia", MAX_LICENCIA, _("La licencia")),
        ("club", MAX_CLUB, _("El club")),
    ):
        valor = valores.get(campo, "")
        if len(valor) > maximo:
            raise ErrorInscripcion(
                _("{que} tiene más de {maximo} caracteres.").format(que=que, maximo=maximo)
            )
        try:
            comprobar_texto(valor, que)
            comprobar_nombres_nuevos([valor], que)
        except ErrorEvento as e:
            raise ErrorInscripcion(str(e)) from None
    mesa = valores.get("mesa", "")
    if mesa and not (mesa.isascii() and mesa.isdigit() and 1 <= int(mesa) <= MAX_MESA):
        raise ErrorInscripcion(
            _("«{mesa}» no es un número de mesa (de 1 a {maximo}).").format(mesa=mesa, maximo=MAX_MESA)
        )
