"""La clasificación de una división y las líneas que el ``addscore`` de TSH acepta con ``config entry = both``:
``a RONDA DIVISION`` y luego, por partida, ``n1 puntos1 n2 puntos2 margen`` con quien empezó primero (un
descanso: ``n 50 0 0 50``).

Orden (``DESEMPATES``): victorias (el empate vale ½), luego el margen acumulado y luego los puntos a favor. Lo
que consta de la FISE (``REFERENCIA.md``) no fija desempates para los torneos clásicos (solo para la duplicada):
estos son los de la práctica común de TSH (victorias y margen) con los puntos a favor detrás. Los empatados en
los tres comparten puesto. Un descanso o una incomparecencia suman su victoria (o derrota) y su margen, pero no
puntos a favor: no hubo partida.
"""

from __future__ import annotations

from dataclasses import dataclass

from app_planilla.nucleo.idioma import N_
from app_planilla.nucleo.torneo.fusion import Fusion

DESEMPATES = N_("Orden: victorias (el empate vale ½), margen y puntos a favor; con los tres iguales, el mismo "
                "puesto. La FISE no fija desempates para la clásica: son los de la práctica común (TSH).")
"""El criterio, para la ventana del director y la clasificación impresa (``_(DESEMPATES)`` al mostrarlo)."""


@dataclass(frozen=True)
class Fila:
    puesto: int
    numero: int
    nombre: str
    partidas: int
    victorias: float
    derrotas: float
    margen: int
    puntos: int = 0
    """Puntos a favor (tercer criterio): los de sus partidas, sin los descansos."""


def nombres(fusion: Fusion, division: str) -> dict[int, str]:
    """El nombre de cada jugador de la división: el de los emparejamientos más recientes."""
    vistos: dict[int, str] = {}
    for (d, _r), emp in sorted(fusion.emparejamientos.items()):
        if d != division:
            continue
        for m in emp.mesas:
            for j in m.jugadores:
                vistos[j.numero] = j.nombre or vistos.get(j.numero, "")
        for x in emp.descansos:
            vistos[x.jugador.numero] = x.jugador.nombre or vistos.get(x.jugador.numero, "")
    return vistos


def clasificacion(fusion: Fusion, division: str, hasta_ronda: int | None = None) -> tuple[Fila, ...]:
    """Por victorias, luego margen, luego puntos a favor (y, para el orden de la lista, el número de TSH);
    empatados en los tres, el mismo puesto."""
    cuentas: dict[int, list[float]] = {}  # jugador → [partidas, victorias, margen, puntos a favor]

    def sumar(n: int, victorias: float, margen: int, puntos: int) -> None:
        c = cuentas.setdefault(n, [0, 0.0, 0, 0])
        c[0] += 1
        c[1] += victorias
        c[2] += margen
        c[3] += puntos

    for p in fusion.partidas:
        r = p.resultado
        if r.division != division or (hasta_ronda is not None and r.ronda > hasta_ronda):
            continue
        for i in range(2):
            sumar(r.jugadores[i].numero, r.victorias(i), r.puntos[i] - r.puntos[1 - i], r.puntos[i])
    for d, ronda, x in fusion.descansos:
        if d == division and (hasta_ronda is None or ronda <= hasta_ronda):
            sumar(x.jugador.numero, 1.0 if x.margen > 0 else 0.5 if x.margen == 0 else 0.0, x.margen, 0)
    quien = nombres(fusion, division)
    for n in quien:
        cuentas.setdefault(n, [0, 0.0, 0, 0])
    orden = sorted(cuentas.items(), key=lambda kv: (-kv[1][1], -kv[1][2], -kv[1][3], kv[0]))
    filas: list[Fila] = []
    for i, (n, (partidas, victorias, margen, puntos)) in enumerate(orden):
        previa = filas[-1] if filas else None
        empatado = previa is not None and (previa.victorias, previa.margen, previa.puntos) == (victorias, margen,
                                                                                                puntos)
        puesto = previa.puesto if previa is not None and empatado else i + 1
        filas.append(Fila(puesto, n, quien.get(n, ""), int(partidas), victorias, partidas - victorias, int(margen),
                          int(puntos)))
    return tuple(filas)


def lineas_tsh(fusion: Fusion, ronda: int, division: str) -> tuple[str, ...]:
    """Las líneas de ``addscore`` de una ronda y división (``entry both``); sin nada aceptado, ninguna."""
    lineas: list[str] = []
    for p in fusion.partidas_de(division, ronda):
        r = p.resultado
        a, b = r.empezo, 1 - r.empezo
        lineas.append(f"{r.jugadores[a].numero} {r.puntos[a]} {r.jugadores[b].numero} {r.puntos[b]} "
                      f"{r.puntos[a] - r.puntos[b]}")
    for x in fusion.descansos_de(division, ronda):
        lineas.append(f"{x.jugador.numero} {x.margen} 0 0 {x.margen}")
    return (f"a {ronda} {division}", *lineas) if lineas else ()
