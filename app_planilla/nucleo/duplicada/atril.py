"""El atril común de la duplicada: leerlo, sortearlo de las fichas que quedan y la regla del sorteo FISE.

Las fichas del atril se guardan como claves del control de fichas: la letra (o dígrafo), o ``?`` para el
comodín, que en el atril aún no representa ninguna letra.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from app_planilla.nucleo.duplicada.eventos import MAX_FICHAS_ATRIL
from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.idioma import _, n_
from app_planilla.nucleo.juego.control_fichas import COMODIN, clave
from app_planilla.nucleo.juego.ediciones import EDICIONES, Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas

RONDA_ULTIMA_EXIGENTE = 15
"""Hasta esta ronda el sorteo pide 2 vocales y 2 consonantes; desde la siguiente, 1 y 1."""


def leer_atril(texto: str, edicion: Edicion) -> tuple[str, ...]:
    """Un atril escrito: letras (CH, LL, RR seguidas o ``[CH]`` son una ficha), ``?`` para el comodín.

    Un espacio separa letras que no forman dígrafo («C H»). Mayúsculas y minúsculas valen igual: en el
    atril un comodín todavía no es ninguna letra, así que solo se escribe como ``?``.
    """
    fichas: list[str] = []
    for trozo in texto.split():
        for parte in trozo.replace(COMODIN, f" {COMODIN} ").split():
            if parte == COMODIN:
                fichas.append(COMODIN)
                continue
            for f in leer_fichas(parte.upper(), edicion):
                if f.fija:
                    raise ErrorFichas(
                        _("La {letra} no es una ficha de esta edición: escribe ? si es un comodín.").format(
                            letra=f.letra
                        )
                    )
                fichas.append(f.letra)
    if len(fichas) > MAX_FICHAS_ATRIL:
        raise ErrorFichas(
            _("Un atril tiene como mucho {maximo} fichas, y «{atril}» tiene más.").format(
                maximo=MAX_FICHAS_ATRIL, atril=texto.strip()
            )
        )
    return tuple(fichas)


_DIGRAFOS = frozenset(d for e in EDICIONES.values() for d in e.digrafos)


def texto_atril(fichas: Iterable[str]) -> str:
    """El atril como texto que ``leer_atril`` vuelve a leer igual.

    Los dígrafos van entre corchetes, y un espacio separa la C y la H sueltas para que no se unan.
    """
    partes: list[str] = []
    anterior = ""
    for f in fichas:
        if len(f) > 1:
            partes.append(f"[{f}]")
        else:
            partes.append(f" {f}" if anterior + f in _DIGRAFOS else f)
        anterior = f
    return "".join(partes)


def claves_jugada(fichas: Iterable[tuple[object, Ficha]]) -> Counter[str]:
    """Las fichas del atril que gasta una jugada (un comodín gasta ``?``, sea la letra que sea)."""
    return Counter(clave(f) for _c, f in fichas)


def restar(atril: Iterable[str], usadas: Mapping[str, int]) -> tuple[tuple[str, ...], Counter[str]]:
    """Lo que queda en el atril tras la jugada, y las fichas usadas que el atril no tenía."""
    pendientes = Counter(usadas)
    quedan = []
    for f in atril:
        if pendientes[f] > 0:
            pendientes[f] -= 1
        else:
            quedan.append(f)
    return tuple(quedan), +pendientes


def ordenar(fichas: Iterable[str], edicion: Edicion) -> tuple[str, ...]:
    """En el orden de la caja, con los comodines al final."""
    orden = {letra: i for i, letra in enumerate(edicion.cantidades)}
    return tuple(sorted(fichas, key=lambda f: orden.get(f, len(orden))))


def sortear(bolsa: Mapping[str, int], cuantas: int, azar: random.Random) -> tuple[str, ...]:
    """``cuantas`` fichas al azar de la bolsa (sin reposición); menos si no quedan tantas."""
    fichas = [letra for letra, n in bolsa.items() for _ in range(max(0, n))]
    return tuple(azar.sample(fichas, min(cuantas, len(fichas))))


def comprobar_existencias(atril: Sequence[str], por_salir: Mapping[str, int]) -> None:
    """``ErrorFichas`` si la bolsa no puede dar ese atril: pide más fichas de una letra (o comodines) de las
    que quedan por salir.

    ``por_salir``: las fichas que no estaban en el tablero al empezar la ronda (la bolsa y lo que quedó en el
    atril de la anterior). Un comodín del atril se escribe ``?`` y gasta un comodín, no su letra; CH, LL y RR
    son una ficha cada una (así las lee ``leer_atril``).
    """
    faltan = []
    for letra, lleva in Counter(atril).items():
        quedan = max(0, por_salir.get(letra, 0))
        if lleva <= quedan:
            continue
        nombre = _("el comodín") if letra == COMODIN else _("la {letra}").format(letra=letra)
        if lleva == 1:
            faltan.append(_("{nombre} (quedan 0)").format(nombre=nombre))
        else:
            faltan.append(n_("{nombre} (lleva {lleva}, queda {quedan})", "{nombre} (lleva {lleva}, quedan {quedan})",
                             quedan).format(nombre=nombre, lleva=lleva, quedan=quedan))
    if not faltan:
        return
    lista = faltan[0] if len(faltan) == 1 else _("{lista} y {ultima}").format(
        lista=", ".join(faltan[:-1]), ultima=faltan[-1])
    raise ErrorFichas(
        n_("No quedan fichas para ese atril: falta {lista}.", "No quedan fichas para ese atril: faltan {lista}.",
           len(faltan)).format(lista=lista)
        + " " + _("Revisa el atril o las jugadas maestras anteriores (un atril sin escribir también vale).")
    )


def comprobar_completo(atril: Sequence[str], por_salir: Mapping[str, int]) -> None:
    """``ErrorFichas`` si al atril escrito le faltan fichas que la bolsa aún puede dar: mientras quedan, un
    atril tiene ``MAX_FICHAS_ATRIL`` (al final, las que queden). Un atril sin escribir (vacío) vale.

    ``por_salir``: como en ``comprobar_existencias``; solo vale si se conoce (todas las maestras anteriores
    en el tablero: una anotada solo con puntos no se descuenta y haría pedir fichas que ya no están).
    """
    if not atril:
        return
    debe = min(MAX_FICHAS_ATRIL, sum(max(0, n) for n in por_salir.values()))
    faltan = debe - len(atril)
    if faltan <= 0:
        return
    texto = n_("Al atril le falta {n} ficha: «{atril}» tiene {tiene} y aún quedan fichas para {debe}.",
               "Al atril le faltan {n} fichas: «{atril}» tiene {tiene} y aún quedan fichas para {debe}.",
               faltan).format(n=faltan, atril=texto_atril(atril), tiene=len(atril), debe=debe)
    # «chaoser» son seis fichas, no siete: se dice por qué si el atril lleva un dígrafo.
    digrafo = next((f for f in atril if len(f) > 1), None)
    if digrafo is not None:
        texto += " " + _("La {letra} es una sola ficha.").format(letra=digrafo)
    raise ErrorFichas(texto)


def minimo_sorteo(ronda: int) -> int:
    """Vocales y consonantes mínimas del atril según la ronda (FISE)."""
    return 2 if ronda <= RONDA_ULTIMA_EXIGENTE else 1


def _cuenta(fichas: Mapping[str, int], edicion: Edicion) -> tuple[int, int, int]:
    vocales = sum(n for f, n in fichas.items() if f in edicion.vocales)
    comodines = fichas.get(COMODIN, 0)
    return vocales, sum(fichas.values()) - vocales - comodines, comodines


def _cumple(vocales: int, consonantes: int, comodines: int, minimo: int) -> bool:
    # El comodín cuenta como vocal o como consonante: cubre lo que falte de cualquiera de las dos.
    return max(0, minimo - vocales) + max(0, minimo - consonantes) <= comodines


def aviso_sorteo(atril: Sequence[str], ronda: int, edicion: Edicion, por_salir: Mapping[str, int]) -> str | None:
    """Aviso (nunca error) si el atril no cumple la regla del sorteo FISE; ``None`` si la cumple.

    ``por_salir``: las fichas que no estaban en el tablero al empezar la ronda (bolsa y atril). Si con
    ellas ya no se puede cumplir la regla, el aviso lo dice en lugar de pedir otro sorteo.
    """
    fichas = Counter(atril)
    if not fichas:
        return None
    minimo = minimo_sorteo(ronda)
    vocales, consonantes, comodines = _cuenta(fichas, edicion)
    if _cumple(vocales, consonantes, comodines, minimo):
        return None
    quedan = Counter({f: n for f, n in por_salir.items() if n > 0})
    tam = min(MAX_FICHAS_ATRIL, sum(quedan.values()))
    v, c, b = _cuenta(quedan, edicion)
    if tam < 2 * minimo or not _cumple(min(v, minimo), min(c, minimo), b, minimo):
        return _(
            "Con las fichas que quedan ya no se pueden reunir {minimo} vocales y {minimo} consonantes en el atril."
        ).format(minimo=minimo)
    if minimo == 2:
        hasta = _("hasta la ronda {ronda}").format(ronda=RONDA_ULTIMA_EXIGENTE)
    else:
        hasta = _("desde la ronda {ronda}").format(ronda=RONDA_ULTIMA_EXIGENTE + 1)
    texto_vocales = n_("{n} vocal", "{n} vocales", vocales).format(n=vocales)
    texto_consonantes = n_("{n} consonante", "{n} consonantes", consonantes).format(n=consonantes)
    if comodines:
        cuenta = _("{vocales}, {consonantes} y {comodines}").format(
            vocales=texto_vocales,
            consonantes=texto_consonantes,
            comodines=n_("{n} comodín", "{n} comodines", comodines).format(n=comodines),
        )
    else:
        cuenta = _("{vocales} y {consonantes}").format(vocales=texto_vocales, consonantes=texto_consonantes)
    return _(
        "El atril {atril} tiene {cuenta}: según la regla del sorteo de la FISE, {hasta} hacen falta al menos "
        "{minimo} de cada (el comodín cuenta como cualquiera de las dos). El atril entero vuelve a la bolsa y "
        "se sortea otro."
    ).format(atril=texto_atril(atril), cuenta=cuenta, hasta=hasta, minimo=minimo)
