"""Los emparejamientos de una ronda leídos de un CSV o de TSH (el ``.t`` de la división o ``html/tourney.js``).

CSV (UTF-8 con o sin BOM, o cp1252; separador «;», «,» o tabulador; cabecera opcional), una partida por línea::

    mesa;numero1;nombre1;numero2;nombre2[;margen]

``numero1`` empieza. Un descanso o una incomparecencia: ``numero2`` = 0, sin nombre, y el margen (+50 por
omisión, −50 la incomparecencia); su mesa puede ir vacía.

TSH: ``Apellido, Nombre  1800 3 0 2; 412 50 388; board 4 0 2; p12 1 0 2`` (rivales por ronda; puntos; mesa;
1 empezó, 2 segundo). Sin ``board``, las mesas se numeran en orden del jugador más bajo de cada partida; sin
``p12``, no se sabe quién empieza (lo dirá la mesa).
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass

from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.modelos import (
    MARGEN_DESCANSO,
    MAX_JUGADOR,
    MAX_NOMBRE,
    DatosMalos,
    Descanso,
    Emparejamiento,
    Jugador,
    Mesa,
    limpio,
)


@dataclass(frozen=True)
class _Ficha:
    """Lo de un jugador en una ronda según TSH."""

    numero: int
    nombre: str
    rival: int
    puntos: int | None
    mesa: int | None
    p12: int | None


def _texto(contenido: bytes) -> str:
    try:
        return contenido.decode("utf-8-sig")
    except UnicodeDecodeError:
        return contenido.decode("cp1252", errors="replace")


def _int(texto: str) -> int | None:
    t = texto.strip()
    return int(t) if t.lstrip("+-").isdigit() and len(t) < 10 else None


def de_csv(contenido: bytes, division: str, ronda: int) -> Emparejamiento:
    texto = _texto(contenido)
    primera = texto.split("\n", 1)[0]
    separador = max(";,\t", key=primera.count)
    mesas: list[Mesa] = []
    descansos: list[Descanso] = []
    for n, fila in enumerate(csv.reader(io.StringIO(texto), delimiter=separador), start=1):
        campos = [c.strip() for c in fila]
        if not any(campos):
            continue
        if n == 1 and (len(campos) < 2 or _int(campos[1]) is None):
            continue  # cabecera
        if len(campos) < 4:
            raise DatosMalos(_("línea {n}: hacen falta al menos mesa, número 1, nombre 1 y número 2").format(n=n))
        mesa, n1, n2 = _int(campos[0]), _int(campos[1]), _int(campos[3])
        nombre1 = limpio(campos[2])
        nombre2 = limpio(campos[4]) if len(campos) > 4 else ""
        if n1 is None or not 1 <= n1 <= MAX_JUGADOR or n2 is None or not 0 <= n2 <= MAX_JUGADOR:
            raise DatosMalos(_("línea {n}: los números de jugador tienen que ser números de TSH").format(n=n))
        if len(nombre1) > MAX_NOMBRE or len(nombre2) > MAX_NOMBRE:
            raise DatosMalos(_("línea {n}: un nombre pasa de {maximo} caracteres").format(n=n, maximo=MAX_NOMBRE))
        if n2 == 0:
            margen = _int(campos[5]) if len(campos) > 5 and campos[5] else MARGEN_DESCANSO
            if margen is None:
                raise DatosMalos(_("línea {n}: el margen del descanso tiene que ser un número").format(n=n))
            descansos.append(Descanso(Jugador(n1, nombre1), margen))
            continue
        if mesa is None or mesa < 1:
            raise DatosMalos(_("línea {n}: falta el número de mesa").format(n=n))
        mesas.append(Mesa(mesa, (Jugador(n1, nombre1), Jugador(n2, nombre2))))
    return _comprobado(Emparejamiento(division, ronda, tuple(sorted(mesas, key=lambda m: m.mesa)),
                                      tuple(descansos)))


def _comprobado(e: Emparejamiento) -> Emparejamiento:
    if not e.mesas and not e.descansos:
        raise DatosMalos(_("no hay ninguna partida de la ronda {ronda}").format(ronda=e.ronda))
    e.comprobar()
    return e


def de_tsh(contenido: bytes, division: str, ronda: int) -> Emparejamiento:
    """Del ``.t`` de una división: un jugador por línea, su número es el orden de su línea."""
    fichas: list[_Ficha] = []
    numero = 0
    for n, linea in enumerate(_texto(contenido).splitlines(), start=1):
        if not linea.strip() or linea.lstrip().startswith("#"):
            continue
        numero += 1
        partes = linea.split(";")
        palabras = partes[0].split()
        i = next((k for k, p in enumerate(palabras) if _int(p) is not None), None)
        if i is None or i == 0:
            raise DatosMalos(_("línea {n}: no tiene la forma «Apellido, Nombre  rating rivales…; puntos…»").format(
                n=n))
        rivales = [_int(p) for p in palabras[i + 1:]]
        puntos = [_int(p) for p in partes[1].split()] if len(partes) > 1 else []
        extra: dict[str, list[int | None]] = {}
        for parte in partes[2:]:
            trozos = parte.split()
            if trozos:
                extra[trozos[0]] = [_int(x) for x in trozos[1:]]
        if any(r is None for r in rivales):
            raise DatosMalos(_("línea {n}: los rivales tienen que ser números").format(n=n))
        fichas.append(_ficha(numero, " ".join(palabras[:i]), rivales, puntos, extra, ronda))
    return _de_fichas(fichas, division, ronda)


def _ficha(numero: int, nombre: str, rivales: list[int | None], puntos: list[int | None],
           extra: dict[str, list[int | None]], ronda: int) -> _Ficha:
    k = ronda - 1
    mesas, p12 = extra.get("board", []), extra.get("p12", [])
    rival = rivales[k] if k < len(rivales) else None
    return _Ficha(numero, limpio(nombre)[:MAX_NOMBRE], -1 if rival is None else rival,
                  puntos[k] if k < len(puntos) else None, mesas[k] if k < len(mesas) else None,
                  p12[k] if k < len(p12) else None)


def de_tourney(contenido: bytes, division: str, ronda: int) -> Emparejamiento:
    """De ``html/tourney.js`` (``newt={...};``), la división pedida (sin mirar mayúsculas)."""
    texto = _texto(contenido).strip()
    inicio = texto.find("{")
    fin = texto.rfind("}")
    try:
        datos = json.loads(texto[inicio:fin + 1]) if 0 <= inicio < fin else None
    except (ValueError, RecursionError):
        datos = None
    if not isinstance(datos, dict) or not isinstance(datos.get("divisions"), list):
        raise DatosMalos(_("no es un tourney.js de TSH (newt=…)"))
    div = next((d for d in datos["divisions"] if isinstance(d, dict)
                and str(d.get("name", "")).casefold() == division.casefold()), None)
    if div is None or not isinstance(div.get("players"), list):
        raise DatosMalos(_("tourney.js no tiene la división «{division}»").format(division=division))
    fichas: list[_Ficha] = []
    for jugador in div["players"]:
        if not isinstance(jugador, dict):
            continue  # el primero es null: los números de TSH empiezan en 1
        etc_ = jugador.get("etc")
        etc: dict[str, object] = etc_ if isinstance(etc_, dict) else {}
        try:
            numero = int(jugador["id"])
            rivales = [int(x) for x in jugador.get("pairings", [])]
            puntos = [int(x) for x in jugador.get("scores", [])]
            extra: dict[str, list[int | None]] = {
                k: [int(x) for x in v] if isinstance(v := etc.get(k, []), list) else [] for k in ("board", "p12")}
        except (KeyError, TypeError, ValueError):
            raise DatosMalos(_("tourney.js: un jugador sin número o con rivales que no son números")) from None
        fichas.append(_ficha(numero, str(jugador.get("name", "")), list(rivales), list(puntos), extra, ronda))
    return _de_fichas(fichas, division, ronda)


def _de_fichas(fichas: list[_Ficha], division: str, ronda: int) -> Emparejamiento:
    por_numero = {f.numero: f for f in fichas}
    mesas: list[tuple[int | None, Jugador, Jugador, bool]] = []
    descansos: list[Descanso] = []
    for f in sorted(fichas, key=lambda x: x.numero):
        if f.rival < 0:
            continue  # sin emparejar en esta ronda (se retiró o aún no está)
        if f.rival == 0:
            descansos.append(Descanso(Jugador(f.numero, f.nombre), f.puntos if f.puntos else MARGEN_DESCANSO))
            continue
        otro = por_numero.get(f.rival)
        if otro is None or otro.rival != f.numero:
            raise DatosMalos(_("el jugador {numero} juega contra {rival} en la ronda {ronda}, pero {rival} no "
                               "juega contra {numero}").format(numero=f.numero, rival=f.rival, ronda=ronda))
        if f.numero > otro.numero:
            continue
        a, b = Jugador(f.numero, f.nombre), Jugador(otro.numero, otro.nombre)
        if f.p12 == 2 or otro.p12 == 1:
            a, b = b, a
        mesas.append((f.mesa or otro.mesa, a, b, f.p12 in (1, 2) or otro.p12 in (1, 2)))
    if not mesas and not descansos:
        raise DatosMalos(_("la ronda {ronda} no está emparejada en TSH").format(ronda=ronda))
    libres = iter(n for n in range(1, len(mesas) * 2 + 2) if n not in {m[0] for m in mesas})
    finales = tuple(sorted((Mesa(m if m else next(libres), (a, b), sabido) for m, a, b, sabido in mesas),
                           key=lambda x: x.mesa))
    return _comprobado(Emparejamiento(division, ronda, finales, tuple(descansos)))
