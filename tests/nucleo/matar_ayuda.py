"""Lo común a las pruebas de ``kill -9``: leer lo que el hijo confirma por su salida y, tras matarlo, recoger
hasta la última línea que llegó a escribir.

El hijo escribe «partida N» al abrir o crear su partida y un número por cada evento que el almacén ya guardó.
"""

from __future__ import annotations

import os
import signal
import subprocess


def leer_lineas(proceso: subprocess.Popen[bytes], resto: bytes) -> tuple[list[str], bytes]:
    """Las líneas completas que hay ya en la salida del hijo y lo que queda a medias (``\\0`` al final: se acabó)."""
    assert proceso.stdout is not None
    trozo = os.read(proceso.stdout.fileno(), 65536)
    if not trozo:
        return [], resto + b"\0"  # fin del flujo
    *completas, resto = (resto + trozo).split(b"\n")
    return [linea.decode() for linea in completas], resto


def matar_y_recoger(proceso: subprocess.Popen[bytes], lineas: list[str], resto: bytes, ident: int | None,
                    reconocidos: set[int]) -> int | None:
    """``kill -9`` al hijo; lo que llegó a escribir antes de morir también está reconocido: sus números van a
    ``reconocidos``. Devuelve el número de su partida (``None`` si murió antes de confirmarla)."""
    proceso.send_signal(signal.SIGKILL)
    proceso.wait(timeout=10)
    assert proceso.returncode == -signal.SIGKILL, "el hijo tenía que seguir escribiendo hasta el kill"
    while not resto.endswith(b"\0"):
        nuevas, resto = leer_lineas(proceso, resto)
        lineas += nuevas
    assert proceso.stdout is not None
    proceso.stdout.close()
    for linea in lineas:
        partes = linea.split()
        if partes[0] == "partida":
            assert ident is None or int(partes[1]) == ident
            ident = int(partes[1])
        else:
            reconocidos.add(int(partes[0]))
    return ident
