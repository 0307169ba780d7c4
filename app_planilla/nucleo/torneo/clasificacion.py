"""La clasificación de una división (victorias, con el empate a medias, y margen) y las líneas que el
``addscore`` de TSH acepta con ``config entry = both``: ``a RONDA DIVISION`` y luego, por partida,
``n1 puntos1 n2 puntos2 margen`` con quien empezó primero (un descanso: ``n 50 0 0 50``)."""

from __future__ import annotations

from dataclasses import dataclass

from app_planilla.nucleo.torneo.fusion import Fusion


@dataclass(frozen=True)
class Fila:
    puesto: int
    numero: int
    nombre: str
    partidas: int
    victorias: float
    derrotas: float
    margen: int


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
    """Por victorias, luego margen, luego número de TSH; empatados en las dos primeras, mismo puesto."""
    cuentas: dict[int, list[float]] = {}  # jugador → [partidas, victorias, margen]

    def sumar(n: int, victorias: float, margen: int) -> None:
        c = cuentas.setdefault(n, [0, 0.0, 0])
        c[0] += 1
        c[1] += victorias
        c[2] += margen

    for p in fusion.partidas:
        r = p.resultado
        if r.division != division or (hasta_ronda is not None and r.ronda > hasta_ronda):
            continue
        for i in range(2):
            sumar(r.jugadores[i].numero, r.victorias(i), r.puntos[i] - r.puntos[1 - i])
    for d, ronda, x in fusion.descansos:
        if d == division and (hasta_ronda is None or ronda <= hasta_ronda):
            sumar(x.jugador.numero, 1.0 if x.margen > 0 else 0.5 if x.margen == 0 else 0.0, x.margen)
    quien = nombres(fusion, division)
    for n in quien:
        cuentas.setdefault(n, [0, 0.0, 0])
    orden = sorted(cuentas.items(), key=lambda kv: (-kv[1][1], -kv[1][2], kv[0]))
    filas: list[Fila] = []
    for i, (n, (partidas, victorias, margen)) in enumerate(orden):
        previa = filas[-1] if filas else None
        puesto = previa.puesto if previa and (previa.victorias, previa.margen) == (victorias, margen) else i + 1
        filas.append(Fila(puesto, n, quien.get(n, ""), int(partidas), victorias, partidas - victorias, int(margen)))
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
