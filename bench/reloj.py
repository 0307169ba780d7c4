"""Bench: los relojes no se desvían (issue 5).

1. Ejecución real de ``--segundos`` (60 por omisión) con el panel de relojes repintando cada 100 ms en un
   bucle de eventos de Qt (fuera de pantalla): en cada repintado, el tiempo mostrado frente al de la fuente
   (``time.monotonic``) en ese instante, y cada cuánto llegó de verdad el repintado.
2. Partida simulada de 30 minutos con una fuente falsa: turnos de duración conocida, pausas, incremento y
   miles de repintados; lo que queda en cada reloj tiene que ser exactamente lo esperado. Como base, un
   reloj ingenuo que cuenta ticks de 100 ms (lo que no hay que hacer) con el mismo guion.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/reloj.py [--segundos 60]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app_planilla.nucleo.relojes import MS_MINUTO, PRESET_FISE, ConfigReloj, Relojes

TOTAL_MS = round(PRESET_FISE.minutos * MS_MINUTO)


def real(segundos: float) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app_planilla.ui.relojes.vista import PanelRelojes, formato_tiempo

    app = QApplication.instance() or QApplication([])
    ultima: list[float] = [0.0]

    def fuente() -> float:
        ultima[0] = time.monotonic()
        return ultima[0]

    relojes = Relojes(2, PRESET_FISE, fuente)
    panel = PanelRelojes(relojes, ["Ana", "Bea"])
    panel.resize(700, 260)
    panel.show()
    relojes.poner_en_marcha(0)
    inicio = ultima[0]
    errores: list[float] = []
    intervalos: list[float] = []
    textos_mal = 0
    anterior = [time.monotonic()]

    def medir() -> None:
        # Tras el repintado del panel (va conectado después): lo mostrado frente a la fuente en ese instante.
        nonlocal textos_mal
        ahora = time.monotonic()
        intervalos.append((ahora - anterior[0]) * 1000)
        anterior[0] = ahora
        mostrado = relojes.restante_ms(0)
        verdad = TOTAL_MS - (ultima[0] - inicio) * 1000
        errores.append(abs(mostrado - verdad))
        if panel.vistas[0].tiempo.text() != formato_tiempo(mostrado):
            textos_mal += 1

    panel._temporizador.timeout.connect(medir)
    QTimer.singleShot(round(segundos * 1000), app.quit)
    app.exec()
    transcurrido = time.monotonic() - inicio
    esperado = TOTAL_MS - transcurrido * 1000
    final = relojes.restante_ms(0)
    print(f"Ejecución real: {transcurrido:.1f} s, {len(errores)} repintados (cada "
          f"{statistics.median(intervalos):.1f} ms de mediana, {max(intervalos):.1f} ms el más lento)")
    print(f"  tiempo mostrado frente a la fuente: error máximo {max(errores):.3f} ms, "
          f"mediana {statistics.median(errores):.3f} ms (límite: 5 ms)")
    print(f"  al terminar: {final} ms frente a {esperado:.1f} ms; textos distintos del modelo: {textos_mal}")
    return 0 if max(errores) <= 5 and textos_mal == 0 else 1


class FuenteFalsa:
    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> float:
        return 1000.0 + self.ms / 1000


def simulada() -> int:
    """30 minutos por cabeza, turnos de 20–90 s, una pausa cada tanto, incremento de 2 s y repintados."""
    azar = random.Random(5)
    config = ConfigReloj(minutos=30, incremento_s=2)
    fuente = FuenteFalsa()
    relojes = Relojes(2, config, fuente)
    relojes.poner_en_marcha(0)
    usado = [0, 0]
    incrementos = [0, 0]
    ticks = [0, 0]  # el reloj ingenuo: suma 100 ms por cada tick que ve correr
    repintados = 0
    turnos = 0
    quien = 0
    while max(usado) < TOTAL_MS - 120_000:
        pensar = azar.randint(20_000, 90_000)
        paso = 0
        while paso < pensar:
            # Ticks de 100 ms con retrasos como los de un bucle de eventos de verdad (0–37 ms).
            avance = min(100 + azar.randint(0, 37), pensar - paso)
            fuente.ms += avance
            paso += avance
            ticks[quien] += 100
            relojes.restante_ms(quien)  # repintar: solo lee
            repintados += 1
        usado[quien] += pensar
        if azar.random() < 0.1:  # una pausa por una impugnación: no cuenta para nadie
            relojes.pausar()
            fuente.ms += azar.randint(30_000, 180_000)
            relojes.poner_en_marcha()
        relojes.pulsar()
        incrementos[quien] += config.incremento_s * 1000
        quien = 1 - quien
        turnos += 1
    relojes.pausar()
    esperado = [TOTAL_MS - usado[i] + incrementos[i] for i in (0, 1)]
    obtenido = [relojes.restante_ms(i) for i in (0, 1)]
    ingenuo = [TOTAL_MS - ticks[i] + incrementos[i] for i in (0, 1)]
    deriva = [o - e for o, e in zip(obtenido, esperado, strict=True)]
    deriva_ingenua = [n - e for n, e in zip(ingenuo, esperado, strict=True)]
    print(f"Partida simulada: {turnos} turnos, {repintados} repintados, {sum(usado) / 60_000:.1f} minutos de juego")
    print(f"  deriva de los relojes (ms): {deriva} — base, contando ticks de 100 ms: {deriva_ingenua}")
    return 0 if deriva == [0, 0] else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--segundos", type=float, default=60.0)
    args = ap.parse_args()
    fallos = simulada()
    fallos += real(args.segundos)
    return 1 if fallos else 0


if __name__ == "__main__":
    sys.exit(main())
