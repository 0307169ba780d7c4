"""Bench: anotar una jugada con los relojes en marcha (issue 13).

Ahora los relojes se mueven y su foto se guarda en la misma transacción que el evento. Como base, en la misma
ejecución y sobre el mismo almacén, lo que hacía la interfaz antes: el evento en su transacción y luego tres
fotos sueltas (la de antes del evento, la de después y, tras pulsar el reloj, otra vez la de después).
Cuenta las transacciones confirmadas (``COMMIT``) y el tiempo por jugada (mediana de bloques alternos).

    .venv/bin/python bench/anotar.py [--jugadas 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.relojes import PRESET_FISE, Relojes

BLOQUE = 20


def partida(almacen: Almacen) -> tuple[PartidaGuardada, Relojes]:
    guardada = almacen.crear(nueva_partida(["Ana", "Bea"], reglas="fise"))
    almacen.poner_relojes(guardada.id, PRESET_FISE)
    relojes = Relojes(2, PRESET_FISE)
    relojes.poner_en_marcha(0)
    return guardada, relojes


def jugada(planilla: Planilla, i: int) -> None:
    # Puntos escritos a mano: el coste es el del guardado, no el de puntuar en el tablero.
    planilla.anotar(10 + i % 40)


def antes(almacen: Almacen, guardada: PartidaGuardada, relojes: Relojes, i: int) -> None:
    """La interfaz de antes: el evento, y las fotos en transacciones sueltas tras él."""
    planilla = guardada.planilla
    assert isinstance(planilla, Planilla)
    jugada(planilla, i)
    numero = len(planilla.eventos) - 1
    almacen.guardar_foto_relojes(guardada.id, numero - 1, relojes.estado(), time.time())
    almacen.guardar_foto_relojes(guardada.id, numero, relojes.estado(), time.time())
    if relojes.activo != planilla.turno:
        relojes.pulsar(planilla.turno)
    almacen.guardar_foto_relojes(guardada.id, numero, relojes.estado(), time.time())


def ahora(_almacen: Almacen, guardada: PartidaGuardada, _relojes: Relojes, i: int) -> None:
    """El núcleo: el evento mueve los relojes y guarda sus fotos en su misma transacción."""
    planilla = guardada.planilla
    assert isinstance(planilla, Planilla)
    jugada(planilla, i)


def medir(jugadas: int) -> int:
    with tempfile.TemporaryDirectory() as carpeta, Almacen(carpeta) as almacen:
        confirmadas = [0]
        almacen._con.set_trace_callback(lambda sql: confirmadas.__setitem__(0, confirmadas[0] + (sql == "COMMIT")))
        vieja, relojes_viejos = partida(almacen)
        nueva, relojes_nuevos = partida(almacen)
        nueva.relojes = relojes_nuevos
        casos: dict[str, tuple[Callable[..., None], PartidaGuardada, Relojes]] = {
            "antes (evento + 3 fotos sueltas)": (antes, vieja, relojes_viejos),
            "ahora (una transacción)": (ahora, nueva, relojes_nuevos),
        }
        tiempos: dict[str, list[float]] = {k: [] for k in casos}
        transacciones: dict[str, int] = dict.fromkeys(casos, 0)
        hechas = 0
        while hechas < jugadas:
            for nombre, (paso, guardada, relojes) in casos.items():
                confirmadas[0] = 0
                t0 = time.perf_counter()
                for i in range(hechas, hechas + BLOQUE):
                    paso(almacen, guardada, relojes, i)
                tiempos[nombre].append((time.perf_counter() - t0) * 1000 / BLOQUE)
                transacciones[nombre] += confirmadas[0]
            hechas += BLOQUE
        # Lo guardado con la transacción única basta para reabrir con los relojes de la última jugada.
        foto = almacen.foto_relojes(nueva.id)
        assert foto is not None and foto[0].activo == nueva.planilla.turno  # type: ignore[union-attr]
    base = statistics.median(tiempos["antes (evento + 3 fotos sueltas)"])
    print(f"Anotar {hechas} jugadas por caso con los relojes en marcha (bloques de {BLOQUE}, alternos):")
    for nombre, ms in tiempos.items():
        mediana = statistics.median(ms)
        print(f"  {nombre:34} {transacciones[nombre] / hechas:.1f} transacciones por jugada, "
              f"{mediana:.2f} ms por jugada (mediana), {mediana / base:.2f}× la base")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jugadas", type=int, default=200)
    return medir(parser.parse_args().jugadas)


if __name__ == "__main__":
    sys.exit(main())
