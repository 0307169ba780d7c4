"""Corregir la maestra de la primera ronda de una sala de 200 con todas sus papeletas tecleadas una a una (el peor
caso: nada agrupado): lo que tarda la vista previa (volver a juzgar cada papeleta de las rondas siguientes),
aplicarla y deshacerla, frente a anotar una papeleta, medidos por turnos en la misma ejecución."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.comun import medianas_alternas, veredicto
from tests.nucleo.sala_ayuda import sala
from tests.nucleo.test_sala_correccion import BUENA, MALA, RONDA_2, RONDA_3

INSCRITOS = 200


def partida():  # type: ignore[no-untyped-def]
    p = sala(INSCRITOS)
    p.nueva_ronda("JAMONES")
    p.anotar_maestra(*MALA)
    p.anotar_maestra_a(range(INSCRITOS))
    for atril, maestra, papeletas in (("ADEIORT", ("I9", "ODIAR"), list(RONDA_2)),
                                      ("ABEILRT", ("8E", "RIA."), list(RONDA_3))):
        p.nueva_ronda(atril)
        p.anotar_maestra(*maestra)
        for i in range(INSCRITOS):
            p.anotar_papeleta([i], papeletas[i % len(papeletas)])
    return p


def main() -> None:
    p = partida()
    tecleadas = 2 * INSCRITOS

    def una_papeleta() -> float:
        t = time.perf_counter()
        p.juzgar("13G DE 20", ronda=2)
        return time.perf_counter() - t

    def corregir() -> tuple[float, float, float]:
        t0 = time.perf_counter()
        prevista = p.prever_correccion(1, *BUENA)
        t1 = time.perf_counter()
        p.aplicar_correccion(prevista)
        t2 = time.perf_counter()
        p.deshacer()
        return t1 - t0, t2 - t1, time.perf_counter() - t2

    m = medianas_alternas({"papeleta": una_papeleta, "corregir": corregir}, repeticiones=9)
    prever, aplicar, deshacer = m["corregir"]
    print(f"juzgar una papeleta: mediana {m['papeleta'] * 1000:.2f} ms")
    print(f"prever la corrección ({tecleadas} papeletas tecleadas sueltas que volver a juzgar): {prever * 1000:.0f} ms"
          f" ({prever / tecleadas * 1000:.3f} ms por papeleta, {prever / tecleadas / m['papeleta']:.2f}× juzgar una)")
    print(f"aplicarla (un evento): {aplicar * 1000:.0f} ms; deshacerla: {deshacer * 1000:.1f} ms")
    veredicto("prever por papeleta frente a juzgar una", prever / tecleadas / m["papeleta"], 1.5)


if __name__ == "__main__":
    main()
