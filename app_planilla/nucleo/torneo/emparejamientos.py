"""Los emparejamientos de una ronda leídos de un CSV o de TSH (el ``.t`` de la división o ``html/tourney.js``).

CSV (UTF-8 con o sin BOM, o cp1252; separador «;», «,» o tabulador; cabecera opcional), una partida por línea::

    mesa;numero1;nombre1;numero2;nombre2[;margen]

``numero1`` empieza. Un descanso o una incomparecencia: ``numero2`` = 0, sin nombre, y el margen (+50 por
omisión, −50 la incomparecencia); su mesa puede ir vacía.

TSH: ``Apellido, Nombre  1800 3 0 2; 412 50 388; board 4 0 2; p12 1 0 2`` (rivales por ronda; puntos; mesa;
1 empezó, 2 segundo). Sin ``board``, las mesas se numeran en orden del jugador más bajo de cada partida; sin
``p12``, no se sabe quién empieza (lo dirá la mesa).

Tecleados en la ventana del director (:func:`de_filas`): una fila por partida con la mesa, los dos jugadores
(su número, su nombre o los dos: «12», «Pérez, Ana», «12 Pérez, Ana») y quién empieza; rival «0» = sin rival
(descanso +50 o incomparecencia −50). Los jugadores se buscan en la lista de la división (los de sus
emparejamientos publicados); uno que no está en ella es un jugador nuevo, con el número que se le dé o el
siguiente libre.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.mesa import clave_nombre
from app_planilla.nucleo.torneo.modelos import (
    MARGEN_DESCANSO,
    MAX_JUGADOR,
    MAX_MESAS,
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


# ------------------------------------------------------------------ tecleados en la ventana del director

EMPIEZA_1 = "1"
EMPIEZA_2 = "2"
EMPIEZA_SORTEO = "?"
"""Quién empieza en una fila tecleada: el jugador 1, el 2 o no se sabe (lo sortea la mesa)."""
MARGEN_INCOMPARECENCIA = -MARGEN_DESCANSO

_NUMERO_Y_NOMBRE = re.compile(r"(\d{1,9})(?:\s+(.*))?")


def sin_acentos(texto: str) -> str:
    """Para buscar un nombre tecleado deprisa: sin mayúsculas ni acentos («Gómez» → «gomez», «Muñoz» → «munoz»)."""
    return "".join(c for c in unicodedata.normalize("NFD", texto.casefold()) if not unicodedata.combining(c))


def _clave(nombre: str) -> tuple[str, ...]:
    """«Pérez, Ana», «Ana Pérez» y «ana perez» son el mismo jugador."""
    return clave_nombre(sin_acentos(nombre))


@dataclass(frozen=True)
class FilaTecleada:
    """Una fila de los emparejamientos tecleados, tal como se escribió (los textos se leen en :func:`de_filas`)."""

    mesa: str
    jugador1: str
    jugador2: str
    """«0» (o vacío con ``sin_rival``): sin rival esta ronda."""
    empieza: str = EMPIEZA_1
    margen: int = MARGEN_DESCANSO
    """Sin rival: +50 (descanso), −50 (incomparecencia) u otro margen."""

    @property
    def vacia(self) -> bool:
        """Sin jugadores (una mesa propuesta que no se usó): no cuenta."""
        return not self.jugador1.strip() and not self.jugador2.strip()

    @property
    def sin_rival(self) -> bool:
        return es_sin_rival(self.jugador2)


def es_sin_rival(texto: str) -> bool:
    """Lo tecleado es el jugador 0 («0», «00»…): sin rival esta ronda."""
    m = _NUMERO_Y_NOMBRE.fullmatch(limpio(texto))
    return m is not None and int(m.group(1)) == 0


class FilaMala(DatosMalos):
    """Una fila tecleada que no se puede aceptar; ``fila`` es su número (desde 1), 0 si es de toda la ronda."""

    def __init__(self, fila: int, mensaje: str) -> None:
        super().__init__(mensaje)
        self.fila = fila


@dataclass(frozen=True)
class Tecleado:
    """Los emparejamientos tecleados, comprobados; ``nuevos``: los jugadores que no estaban en la lista."""

    emparejamiento: Emparejamiento
    nuevos: tuple[Jugador, ...] = ()


def _texto_jugador(j: Jugador, lista: Mapping[int, str] | None = None) -> str:
    """«12 Pérez, Ana»; con ``lista``, el nombre como lo escribe la lista de la división (el de un archivo o el
    de una ronda anterior puede ir escrito de otra manera, y al corregirlo no sería el mismo jugador)."""
    nombre = (lista or {}).get(j.numero) or j.nombre
    return f"{j.numero} {nombre}".strip()


def fila_de(m: Mesa, lista: Mapping[int, str] | None = None) -> FilaTecleada:
    """Una mesa de unos emparejamientos como fila para teclear (para corregirlos)."""
    a, b = m.jugadores
    return FilaTecleada(str(m.mesa), _texto_jugador(a, lista), _texto_jugador(b, lista),
                        EMPIEZA_1 if m.empieza_sabido else EMPIEZA_SORTEO)


def filas_de(e: Emparejamiento, lista: Mapping[int, str] | None = None) -> list[FilaTecleada]:
    """Unos emparejamientos como filas para teclear: las mesas y luego los descansos."""
    filas = [fila_de(m, lista) for m in e.mesas]
    filas += [FilaTecleada("", _texto_jugador(x.jugador, lista), "0", EMPIEZA_1, x.margen) for x in e.descansos]
    return filas


class _Lector:
    """Lee los jugadores de las filas contra la lista de la división; reparte números a los nuevos."""

    def __init__(self, lista: Mapping[int, str], division: str) -> None:
        self.lista = dict(lista)
        self.division = division
        self.por_nombre: dict[tuple[str, ...], int] = {}
        for n, nombre in sorted(self.lista.items()):
            if nombre:
                self.por_nombre.setdefault(_clave(nombre), n)
        self.nuevos: dict[int, str] = {}
        """Número → nombre de los jugadores nuevos con número dado."""
        self.sin_numero: dict[tuple[str, ...], str] = {}
        """Los jugadores nuevos sin número (clave del nombre → nombre), en orden de aparición."""

    def leer(self, n: int, texto: str) -> int | tuple[str, ...]:
        """El número del jugador, o la clave de su nombre si es nuevo y sin número (se le da uno al final)."""
        t = limpio(texto)
        m = _NUMERO_Y_NOMBRE.fullmatch(t)
        if m is None:
            if len(t) > MAX_NOMBRE:
                raise FilaMala(n, _("fila {n}: un nombre pasa de {maximo} caracteres").format(n=n, maximo=MAX_NOMBRE))
            clave = _clave(t)
            conocido = self.por_nombre.get(clave)
            if conocido is not None:
                return conocido
            nuevo = next((k for k, v in self.nuevos.items() if _clave(v) == clave), None)
            if nuevo is not None:
                return nuevo
            self.sin_numero.setdefault(clave, t)
            return clave
        numero, nombre = int(m.group(1)), limpio(m.group(2) or "")
        if not 1 <= numero <= MAX_JUGADOR:
            raise FilaMala(n, _("fila {n}: {numero} no es un número de jugador (de 1 a {maximo})").format(
                n=n, numero=numero, maximo=MAX_JUGADOR))
        if len(nombre) > MAX_NOMBRE:
            raise FilaMala(n, _("fila {n}: un nombre pasa de {maximo} caracteres").format(n=n, maximo=MAX_NOMBRE))
        sabido = self.lista.get(numero, self.nuevos.get(numero))
        if sabido is not None:
            if nombre and sabido and _clave(nombre) != _clave(sabido):
                raise FilaMala(n, _("fila {n}: el jugador {numero} de la división {division} es «{nombre}», no "
                                    "«{escrito}»").format(n=n, numero=numero, division=self.division,
                                                          nombre=sabido, escrito=nombre))
            return numero
        if not nombre:
            raise FilaMala(n, _("fila {n}: no hay ningún jugador {numero} en la división {division}: escriba "
                                "también su nombre («{numero} Apellido, Nombre»)").format(
                n=n, numero=numero, division=self.division))
        otro = self.por_nombre.get(_clave(nombre))
        if otro is not None:
            raise FilaMala(n, _("fila {n}: «{nombre}» ya es el jugador {otro} de la división {division}").format(
                n=n, nombre=nombre, otro=otro, division=self.division))
        self.nuevos[numero] = nombre
        return numero

    def numerar(self) -> dict[tuple[str, ...], int]:
        """Los números de los nuevos sin número: los siguientes libres, en orden de aparición."""
        usados = set(self.lista) | set(self.nuevos)
        siguiente = max(usados, default=0)
        numeros = {_clave(v): k for k, v in self.nuevos.items()}  # escrito antes sin número y luego con él
        for clave, nombre in self.sin_numero.items():
            if clave in numeros:
                continue
            siguiente += 1
            numeros[clave] = siguiente
            self.nuevos[siguiente] = nombre
        return numeros

    def jugador(self, leido: int | tuple[str, ...], numeros: Mapping[tuple[str, ...], int]) -> Jugador:
        n = leido if isinstance(leido, int) else numeros[leido]
        return Jugador(n, self.lista.get(n) or self.nuevos.get(n, ""))


def de_filas(filas: Sequence[FilaTecleada], division: str, ronda: int, rondas: int,
             lista: Mapping[int, str] | None = None) -> Tecleado:
    """Los emparejamientos tecleados de la ronda ``ronda`` (de 1 a ``rondas``) de ``division``, con la lista de
    jugadores de la división (número → nombre; ``clasificacion.nombres``). ``FilaMala`` con la fila y una frase
    para lo que no vale: una fila sin uno de sus jugadores o sin mesa, una mesa o un jugador dos veces, una ronda
    fuera del torneo, ninguna partida."""
    if not 1 <= ronda <= rondas:
        raise FilaMala(0, _("la ronda {ronda} no existe: el torneo tiene las rondas 1 a {rondas}").format(
            ronda=ronda, rondas=rondas))
    lector = _Lector(lista or {}, division)
    leidas: list[tuple[int, int | None, int | tuple[str, ...], int | tuple[str, ...] | None, FilaTecleada]] = []
    for n, f in enumerate(filas, start=1):
        if f.vacia:
            continue
        if not f.jugador1.strip() or not f.jugador2.strip():
            raise FilaMala(n, _("fila {n}: falta un jugador (para un descanso, 0 como rival)").format(n=n))
        if es_sin_rival(f.jugador1):
            raise FilaMala(n, _("fila {n}: el 0 («sin rival») va en la columna del rival").format(n=n))
        a = lector.leer(n, f.jugador1)
        if f.sin_rival:
            leidas.append((n, None, a, None, f))
            continue
        mesa = _int(f.mesa)
        if not f.mesa.strip():
            raise FilaMala(n, _("fila {n}: falta el número de mesa").format(n=n))
        if mesa is None or not 1 <= mesa <= MAX_MESAS:
            raise FilaMala(n, _("fila {n}: «{mesa}» no es un número de mesa (de 1 a {maximo})").format(
                n=n, mesa=f.mesa.strip(), maximo=MAX_MESAS))
        leidas.append((n, mesa, a, lector.leer(n, f.jugador2), f))
    numeros = lector.numerar()
    mesas: list[Mesa] = []
    descansos: list[Descanso] = []
    fila_de_mesa: dict[int, int] = {}
    fila_de_jugador: dict[int, int] = {}
    for n, mesa, a, b, f in leidas:
        ja = lector.jugador(a, numeros)
        jb = lector.jugador(b, numeros) if b is not None else None
        if jb is not None and ja.numero == jb.numero:
            raise FilaMala(n, _("fila {n}: {jugador} no puede jugar contra sí mismo").format(
                n=n, jugador=_texto_jugador(ja)))
        for j in (ja, jb):
            if j is None:
                continue
            otra = fila_de_jugador.setdefault(j.numero, n)
            if otra != n:
                raise FilaMala(n, _("fila {n}: {jugador} ya está en la fila {otra}").format(
                    n=n, jugador=_texto_jugador(j), otra=otra))
        if mesa is None or jb is None:
            descansos.append(Descanso(ja, f.margen))
            continue
        otra = fila_de_mesa.setdefault(mesa, n)
        if otra != n:
            raise FilaMala(n, _("fila {n}: la mesa {mesa} ya está en la fila {otra}").format(n=n, mesa=mesa, otra=otra))
        if f.empieza == EMPIEZA_2:
            ja, jb = jb, ja
        mesas.append(Mesa(mesa, (ja, jb), f.empieza != EMPIEZA_SORTEO))
    try:
        e = _comprobado(Emparejamiento(division, ronda, tuple(sorted(mesas, key=lambda x: x.mesa)),
                                       tuple(descansos)))
    except DatosMalos as error:  # de toda la ronda, no de una fila
        raise FilaMala(0, str(error)) from None
    nuevos = tuple(Jugador(k, v) for k, v in sorted(lector.nuevos.items()))
    return Tecleado(e, nuevos)


def completar_jugador(texto: str, lista: Mapping[int, str]) -> str:
    """Lo tecleado para un jugador, completado con la lista de la división si no hay duda: «12» → «12 Pérez,
    Ana»; «ana pérez» o «pére» (si solo un nombre lo contiene) → «1 Pérez, Ana». Si no, tal cual (sin los
    espacios de sobra): un jugador nuevo, un número que no está o algo que :func:`de_filas` rechazará."""
    t = limpio(texto)
    m = _NUMERO_Y_NOMBRE.fullmatch(t)
    if m is not None:
        numero = int(m.group(1))
        if m.group(2) is None and lista.get(numero):
            return f"{numero} {lista[numero]}"
        return t
    if not t:
        return t
    clave = _clave(t)
    exactos = [n for n, nombre in lista.items() if nombre and _clave(nombre) == clave]
    if len(exactos) == 1:
        return f"{exactos[0]} {lista[exactos[0]]}"
    buscado = sin_acentos(t)
    parecidos = [n for n, nombre in lista.items() if buscado in sin_acentos(nombre)]
    if len(parecidos) == 1:
        return f"{parecidos[0]} {lista[parecidos[0]]}"
    return t
