"""Genera los sonidos de ``recursos/sonidos/`` con la biblioteca estándar (``wave``): nada descargado.

Uso: ``.venv/bin/python herramientas/sonidos.py``. Tonos senoidales con rampa para que no chasqueen.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

DESTINO = Path(__file__).resolve().parent.parent / "recursos" / "sonidos"
MUESTREO = 22_050

# (nombre, [(frecuencia Hz, duración s, volumen 0–1), ...]); frecuencia 0 = silencio.
SONIDOS = {
    "aviso": [(880, 0.15, 0.5)],
    "alcen": [(988, 0.12, 0.6), (0, 0.06, 0), (988, 0.12, 0.6), (0, 0.06, 0), (1319, 0.25, 0.6)],
    "tiempo": [(660, 0.35, 0.7), (0, 0.08, 0), (440, 0.6, 0.7)],
    "pulsar": [(1200, 0.04, 0.35)],
}


def _tono(frecuencia: float, duracion: float, volumen: float) -> list[int]:
    n = int(MUESTREO * duracion)
    rampa = max(1, int(MUESTREO * 0.01))
    muestras = []
    for i in range(n):
        envolvente = min(1.0, i / rampa, (n - i) / rampa)
        valor = math.sin(2 * math.pi * frecuencia * i / MUESTREO) if frecuencia else 0.0
        muestras.append(int(32767 * volumen * envolvente * valor))
    return muestras


def main() -> None:
    DESTINO.mkdir(parents=True, exist_ok=True)
    for nombre, partes in SONIDOS.items():
        muestras = [m for parte in partes for m in _tono(*parte)]
        with wave.open(str(DESTINO / f"{nombre}.wav"), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(MUESTREO)
            w.writeframes(struct.pack(f"<{len(muestras)}h", *muestras))
        print(nombre, f"{len(muestras) / MUESTREO:.2f} s")


if __name__ == "__main__":
    main()
