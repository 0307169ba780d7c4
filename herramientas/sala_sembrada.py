"""Genera ``tests/casos/sala_20_rondas.json``: una duplicada de 20 rondas con atriles sorteados con semilla, su
maestra y, por ronda, otras jugadas válidas con sus puntos (las del buscador de maestras con la lista incluida) y
una papeleta con la coordenada desplazada una casilla.

Las pruebas de la sala (``tests/ui/test_sala*.py``) y ``bench/sala.py`` reparten estas jugadas entre 200
participantes (``tests/sala_teclado.py``); los puntos esperados salen de este archivo, no del juicio de la
papeleta que se prueba. Uso: ``.venv/bin/python herramientas/sala_sembrada.py`` (unos segundos).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
if str(RAIZ) not in sys.path:
    sys.path.insert(0, str(RAIZ))

from app_planilla import listas  # noqa: E402
from app_planilla.nucleo.duplicada.atril import texto_atril  # noqa: E402
from app_planilla.nucleo.duplicada.papeleta import Papeleta, juzgar, leer_papeleta  # noqa: E402
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada  # noqa: E402
from app_planilla.nucleo.juego.maestra import Jugada, buscar  # noqa: E402
from app_planilla.nucleo.juego.tablero import LADO, Posicion  # noqa: E402

DESTINO = RAIZ / "tests" / "casos" / "sala_20_rondas.json"
RONDAS = 20
SEMILLA = 2025
OTRAS = 12


def _desplazada(p: PlanillaDuplicada, j: Jugada) -> str | None:
    """Una coordenada a una casilla de la de ``j`` donde la palabra no cabe y el juicio la encuentra en ``j``."""
    f, c = j.posicion.inicio
    atril = p.filas[-1].atril
    for df, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        inicio = (f + df, c + dc)
        if not (0 <= inicio[0] < LADO and 0 <= inicio[1] < LADO):
            continue
        pos = Posicion(inicio, j.posicion.direccion)
        juicio = juzgar(Papeleta(pos, j.palabra), p.tablero_ronda, atril, p.edicion)
        if juicio.desplazada == j.coordenada and juicio.puntos_desplazada == j.puntos:
            return pos.fise()
    return None


def _se_lee(p: PlanillaDuplicada, j: Jugada) -> bool:
    """La papeleta escrita (``H4 JAMON``) da esa misma jugada: sin dígrafos ambiguos (dos R sueltas)."""
    papeleta = leer_papeleta(f"{j.coordenada} {j.palabra}", p.edicion)
    juicio = juzgar(papeleta, p.tablero_ronda, p.filas[-1].atril, p.edicion)
    return juicio.valida and juicio.puntos == j.puntos


def main() -> int:
    grafo = listas.grafo_incluido("es")
    p = PlanillaDuplicada(nueva_duplicada(["Sala"]))
    azar = random.Random(SEMILLA)
    rondas = []
    for _ in range(RONDAS):
        p.sortear_ronda(azar)
        atril = p.filas[-1].atril
        jugadas = buscar(p.tablero_ronda, atril, grafo, p.edicion, 80)
        if not jugadas:
            break
        maestra = jugadas[0]
        if not _se_lee(p, maestra):
            raise SystemExit(f"La maestra {maestra.coordenada} {maestra.palabra} no se lee igual: cambia la semilla.")
        # Otras jugadas: por debajo de la maestra, sin comodín (la papeleta lo marcaría en minúscula, como aquí),
        # de puntos distintos para que haya «subtop» en unas rondas y no en otras.
        vistas: set[int] = {maestra.puntos}
        otras = []
        desplazada = None
        for j in jugadas[1:]:
            if j.puntos in vistas or len(otras) >= OTRAS or not _se_lee(p, j):
                continue
            vistas.add(j.puntos)
            otras.append({"coordenada": j.coordenada, "palabra": j.palabra, "puntos": j.puntos})
            if desplazada is None and (escrita := _desplazada(p, j)) is not None:
                desplazada = {"coordenada": escrita, "palabra": j.palabra, "puntos": j.puntos, "buena": j.coordenada}
        rondas.append({
            "atril": texto_atril(atril),
            "maestra": {"coordenada": maestra.coordenada, "palabra": maestra.palabra, "puntos": maestra.puntos},
            "otras": otras,
            "desplazada": desplazada,
        })
        p.anotar_maestra_colocacion(maestra.fichas(), maestra.posicion.direccion)
    DESTINO.write_text(json.dumps({"semilla": SEMILLA, "rondas": rondas}, ensure_ascii=False, indent=1) + "\n",
                       encoding="utf-8")
    print(f"{DESTINO.relative_to(RAIZ)}: {len(rondas)} rondas, maestras {[r['maestra']['puntos'] for r in rondas]}")
    return 0


if __name__ == "__main__":

    sys.exit(main())
