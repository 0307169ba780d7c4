"""Lectura estricta de GCG 1.2: la gramática con la que lo leen Macondo (``gcgio``) y MAGPIE (``gcg.c``).

``leer_gcg`` es tolerante (Quackle antiguo, retiradas ``-- +0``, pases con puntos…) porque importa partidas de
cualquier origen. Esta lectura no perdona nada de lo que esos dos lectores rechazan, y sirve para comprobar
que lo que escribe Planilla lo abre cualquier otro programa:

- cada línea es una de sus formas, entera (los lectores buscan la primera forma que encaja: una línea
  ambigua, como ``(challenge)`` con un solo espacio, se toma por otra cosa y aquí es un error);
- ``#character-encoding`` solo en la primera línea; ``#player1`` y ``#player2`` (no más), con apodo y nombre;
  los datos de la partida (``#title``, ``#lexicon``…) antes del primer turno y una sola vez; ningún ``#note``
  antes del primer evento; ningún pragma que no conozcan los dos (``#tile``);
- todo evento lleva su campo de atril; el premio de impugnación y el tiempo pueden llevarlo vacío, y entonces
  son dos espacios (``>apodo:  (challenge) +5 total``; con uno, Macondo lo toma por las fichas finales);
- los turnos se alternan; el premio de impugnación y la retirada ``--`` siguen a una jugada de la misma persona
  (la retirada, con el mismo atril y los mismos puntos en negativo); las fichas finales valen lo que dicen
  (el doble de las ajenas, o menos las propias); tras ellas y el tiempo no hay más turnos;
- cada total es el anterior de esa persona más los puntos de la línea.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app_planilla.exportar.gcg.lectura import ErrorGcg
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES, Edicion

_APODO = r"(?P<apodo>[^\s:]+)"
_TOTAL = r"(?P<total>-?[0-9]+)"
_PUNTOS = r"(?P<puntos>[0-9]+)"
"""Cifras 0-9 (los dos lectores no toman otras cifras de Unicode por números)."""
_ATRIL = r"(?P<atril>[^\s()]+)"
_S = r"\s+"
"""Entre campos, uno o más espacios, como en los dos lectores (y así un campo vacío son dos espacios)."""
_FORMAS = {
    "jugada": re.compile(
        rf">{_APODO}:{_S}{_ATRIL}{_S}(?P<coord>[0-9]{{1,2}}[A-O]|[A-O][0-9]{{1,2}}){_S}"
        rf"(?P<palabra>(?:[^\W\d_]|\.|\[[^\W\d_]{{2}}\])+){_S}\+{_PUNTOS}{_S}{_TOTAL}"
    ),
    "retirada": re.compile(rf">{_APODO}:{_S}{_ATRIL}{_S}--{_S}-{_PUNTOS}{_S}{_TOTAL}"),
    "pase": re.compile(rf">{_APODO}:{_S}{_ATRIL}{_S}-{_S}\+0{_S}{_TOTAL}"),
    "impugnacion": re.compile(rf">{_APODO}:{_S}(?P<atril>[^\s()]*){_S}\(challenge\){_S}\+{_PUNTOS}{_S}{_TOTAL}"),
    "cambio": re.compile(rf">{_APODO}:{_S}{_ATRIL}{_S}-(?P<cambiadas>[^\s-]\S*){_S}\+0{_S}{_TOTAL}"),
    "fichas_finales": re.compile(rf">{_APODO}:{_S}\((?P<atril>[^\s()]+)\){_S}\+{_PUNTOS}{_S}{_TOTAL}"),
    "tiempo": re.compile(rf">{_APODO}:{_S}(?P<atril>[^\s()]*){_S}\(time\){_S}-{_PUNTOS}{_S}{_TOTAL}"),
    "fichas_propias": re.compile(
        rf">{_APODO}:{_S}{_ATRIL}{_S}\((?P<otro>[^\s()]+)\){_S}-{_PUNTOS}{_S}{_TOTAL}"
    ),
}
_PRAGMAS_UNICOS = ("title", "description", "id", "lexicon", "game-type", "tile-distribution", "board-layout")
_PRAGMA = re.compile(r"#(?P<clave>[a-z0-9-]+)(?: (?P<valor>.*))?")
_FICHA = re.compile(r"[^\W\d_]|\?|\[[^\W\d_]{2}\]")
_FINALES = ("fichas_finales", "fichas_propias", "tiempo")


@dataclass
class _Evento:
    linea: int
    forma: str
    apodo: str
    atril: str
    puntos: int


def _valor(atril: str, edicion: Edicion, n: int) -> int:
    fichas = _FICHA.findall(atril)
    if "".join(fichas) != atril:
        raise ErrorGcg(_("Línea {n}: «{atril}» no es un atril GCG.").format(n=n, atril=atril))
    valor = 0
    for f in fichas:
        letra = f.strip("[]").upper()
        if f != "?" and (f != f.upper() or letra not in edicion.valores):
            raise ErrorGcg(
                _("Línea {n}: «{ficha}» no es una ficha de la edición {nombre}.").format(
                    n=n, ficha=f, nombre=edicion.nombre
                )
            )
        valor += 0 if f == "?" else edicion.valor(letra)
    return valor


def _edicion(pragmas: dict[str, str]) -> Edicion:
    distribucion = pragmas.get("tile-distribution", "english").lower()
    return ESPANOL if distribucion == "spanish" else INGLES


def comprobar_estricto(texto: str) -> None:
    """Lanza ``ErrorGcg`` (con su número de línea) si un lector estricto no aceptaría ``texto``."""
    lineas = texto.split("\n")
    if lineas and lineas[-1] == "":
        lineas.pop()
    pragmas: dict[str, str] = {}
    apodos: dict[int, tuple[str, str]] = {}
    eventos: list[_Evento] = []
    totales: dict[str, int] = {}
    anterior_nota = False
    terminada = False
    for n, linea in enumerate(lineas, start=1):
        if "\r" in linea:
            raise ErrorGcg(_("Línea {n}: un retorno de carro suelto.").format(n=n))
        if not linea.startswith(("#", ">")):
            if anterior_nota:
                continue  # continuación de la nota
            raise ErrorGcg(_("Línea {n}: «{texto}» no es ni un pragma ni un evento.").format(n=n, texto=linea[:40]))
        if linea.startswith("#"):
            anterior_nota = _pragma(n, linea, pragmas, apodos, eventos)
            continue
        anterior_nota = False
        if len(apodos) != 2:
            raise ErrorGcg(_("Línea {n}: un evento antes de #player1 y #player2.").format(n=n))
        forma, m = next(((f, m) for f, r in _FORMAS.items() if (m := r.fullmatch(linea))), ("", None))
        if m is None:
            raise ErrorGcg(_("Línea {n}: «{linea}» no es ninguna forma de evento GCG 1.2.").format(n=n, linea=linea))
        evento = _Evento(n, forma, m["apodo"], m["atril"], int(m.groupdict().get("puntos") or 0))
        if forma in ("retirada", "tiempo", "fichas_propias"):
            evento.puntos = -evento.puntos
        nombres = {a for a, _nombre in apodos.values()}
        if evento.apodo not in nombres:
            raise ErrorGcg(_("Línea {n}: «{apodo}» no es #player1 ni #player2.").format(n=n, apodo=evento.apodo))
        _orden(evento, eventos, terminada, m, _edicion(pragmas))
        terminada = terminada or forma in _FINALES
        total = totales.get(evento.apodo, 0) + evento.puntos
        if int(m["total"]) != total:
            raise ErrorGcg(
                _("Línea {n}: el total es {anotado} y con los puntos de la línea sale {total}.").format(
                    n=n, anotado=m["total"], total=total
                )
            )
        totales[evento.apodo] = total
        eventos.append(evento)


def _pragma(
    n: int, linea: str, pragmas: dict[str, str], apodos: dict[int, tuple[str, str]], eventos: list[_Evento]
) -> bool:
    """Comprueba un pragma; ``True`` si es una nota (las líneas siguientes pueden continuarla)."""
    m = _PRAGMA.fullmatch(linea)
    if m is None:
        raise ErrorGcg(_("Línea {n}: «{texto}» no es un pragma.").format(n=n, texto=linea[:40]))
    clave, valor = m["clave"], m["valor"] or ""
    if clave == "note":
        if not eventos:
            raise ErrorGcg(_("Línea {n}: un #note antes del primer evento.").format(n=n))
        return True
    if clave == "character-encoding":
        if n != 1 or valor.lower() not in ("utf-8", "utf8", "iso-8859-1"):
            raise ErrorGcg(_("Línea {n}: #character-encoding va en la primera línea (UTF-8 o ISO-8859-1).").format(n=n))
        return False
    if clave in ("rack1", "rack2"):
        if not re.fullmatch(r"\S+", valor):
            raise ErrorGcg(_("Línea {n}: #{clave} sin atril.").format(n=n, clave=clave))
        return False
    if eventos:
        raise ErrorGcg(_("Línea {n}: #{clave} después del primer evento.").format(n=n, clave=clave))
    if clave in ("player1", "player2"):
        jugador = re.fullmatch(r"(\S+)\s+(\S.*)", valor)
        if jugador is None or ":" in jugador[1]:
            raise ErrorGcg(_("Línea {n}: #{clave} lleva apodo (sin «:») y nombre.").format(n=n, clave=clave))
        numero = int(clave[-1])
        if numero in apodos or any(jugador[1] == a or jugador[2] == b for a, b in apodos.values()):
            raise ErrorGcg(
                _("Línea {n}: #{clave} repetido, o con el apodo o el nombre del otro.").format(n=n, clave=clave)
            )
        apodos[numero] = (jugador[1], jugador[2])
        return False
    if clave not in _PRAGMAS_UNICOS:
        raise ErrorGcg(_("Línea {n}: los lectores estrictos no conocen #{clave}.").format(n=n, clave=clave))
    if clave in pragmas:
        raise ErrorGcg(_("Línea {n}: #{clave} repetido.").format(n=n, clave=clave))
    if clave == "id" and not re.fullmatch(r"\S+\s+\S+", valor):
        raise ErrorGcg(_("Línea {n}: #id lleva autoridad e identificador.").format(n=n))
    if clave in ("lexicon", "game-type", "tile-distribution", "board-layout") and not valor.strip():
        raise ErrorGcg(_("Línea {n}: #{clave} vacío.").format(n=n, clave=clave))
    if clave == "tile-distribution" and valor.lower() not in ("english", "spanish"):
        raise ErrorGcg(_("Línea {n}: Planilla solo comprueba las distribuciones english y spanish.").format(n=n))
    pragmas[clave] = valor
    return False


def _orden(evento: _Evento, eventos: list[_Evento], terminada: bool, m: re.Match[str], edicion: Edicion) -> None:
    """Lo que los lectores comprueban del orden y del valor de cada evento."""
    n, forma = evento.linea, evento.forma
    previo = eventos[-1] if eventos else None
    turno = next((e for e in reversed(eventos) if e.forma in ("jugada", "pase", "cambio")), None)
    if forma in ("jugada", "pase", "cambio"):
        if terminada:
            raise ErrorGcg(_("Línea {n}: un turno después del final de la partida.").format(n=n))
        if turno is not None and turno.apodo == evento.apodo:
            raise ErrorGcg(_("Línea {n}: «{apodo}» juega dos turnos seguidos.").format(n=n, apodo=evento.apodo))
        _valor(evento.atril, edicion, n)
        if forma == "cambio" and not m["cambiadas"].isdigit():
            _valor(m["cambiadas"], edicion, n)
        if forma == "jugada":
            # En la palabra, minúscula = comodín; «.» = ficha que ya estaba.
            _valor(m["palabra"].replace(".", "").upper(), edicion, n)
    elif forma in ("retirada", "impugnacion"):
        if terminada or previo is None or previo.forma != "jugada" or previo.apodo != evento.apodo:
            raise ErrorGcg(
                _("Línea {n}: «{que}» sigue a una jugada de la misma persona.").format(n=n, que=m[0].split()[2])
            )
        if forma == "retirada" and (evento.atril != previo.atril or evento.puntos != -previo.puntos):
            raise ErrorGcg(
                _("Línea {n}: la retirada lleva el atril y los puntos de la jugada, en negativo.").format(n=n)
            )
        if evento.atril:
            _valor(evento.atril, edicion, n)
    elif forma == "fichas_finales":
        if evento.atril in ("challenge", "time"):
            raise ErrorGcg(
                _("Línea {n}: «({atril})» con atril vacío lleva dos espacios tras «:».").format(n=n, atril=evento.atril)
            )
        if evento.puntos != 2 * _valor(evento.atril, edicion, n):
            raise ErrorGcg(_("Línea {n}: quien cierra suma el doble del atril ajeno.").format(n=n))
    elif forma == "fichas_propias":
        if m["otro"] != evento.atril or evento.puntos != -_valor(evento.atril, edicion, n):
            raise ErrorGcg(
                _("Línea {n}: «ATRIL (ATRIL) -puntos»: el mismo atril dos veces y su valor en negativo.").format(n=n)
            )
    elif forma == "tiempo":
        if not terminada:
            raise ErrorGcg(_("Línea {n}: el tiempo extra va tras las fichas finales.").format(n=n))
        if evento.atril:
            _valor(evento.atril, edicion, n)
