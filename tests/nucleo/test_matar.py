"""``kill -9`` a un proceso que escribe una partida, en muchos momentos al azar.

Qué se puede afirmar: el hijo escribe «n» solo después de que ``anadir`` confirme el evento n, así que
todo número leído tiene que estar en el almacén. En vuelo puede haber a lo sumo un evento más: confirmado
pero muerto el hijo antes de escribir su número. Nada más puede aparecer, y lo guardado tiene que ser
exactamente lo que el hijo quiso escribir (cada evento es función de su número) y repasarse sin error.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from app_planilla.nucleo.almacen import Almacen
from app_planilla.nucleo.eventos import Anulacion, Cambio, Evento, Jugada, Pase, Penalizacion

RAIZ = Path(__file__).resolve().parents[2]

HIJO = r"""
import sys
from app_planilla.nucleo.almacen import Almacen
from app_planilla.nucleo.planilla import nueva_partida
from tests.nucleo.test_matar import evento_numero

almacen = Almacen(sys.argv[1])
ident = almacen.sin_terminar()
partida = almacen.abrir(ident) if ident is not None else almacen.crear(nueva_partida(["Ana", "Luis", "Eva"]))
print("partida", partida.id, len(partida.planilla.eventos), flush=True)
while True:
    numero = len(partida.planilla.eventos)
    partida.planilla.aplicar(evento_numero(numero))
    print(numero, flush=True)
"""


def evento_numero(numero: int) -> Evento:
    """El evento que el hijo escribe en la posición ``numero`` (siempre válido en esa posición)."""
    resto = numero % 5
    if resto == 1:
        return Jugada(numero % 50, "H4", "PALABRA")
    if resto == 2:
        return Penalizacion(numero % 3, 1 + numero % 7)
    if resto == 3:
        return Cambio()
    if resto == 4:
        return Anulacion()
    return Pase()


def _leer_lineas(proceso: subprocess.Popen[bytes], resto: bytes) -> tuple[list[str], bytes]:
    assert proceso.stdout is not None
    trozo = os.read(proceso.stdout.fileno(), 65536)
    if not trozo:
        return [], resto + b"\0"  # fin del flujo
    datos = resto + trozo
    *completas, resto = datos.split(b"\n")
    return [linea.decode() for linea in completas], resto


def test_kill_9_no_pierde_ni_inventa_eventos(tmp_path: Path) -> None:
    azar = random.Random(20261129)
    entorno = {**os.environ, "PYTHONPATH": str(RAIZ) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    reconocidos: set[int] = set()
    ident: int | None = None
    muertes = 0
    inicio = time.monotonic()
    while muertes < 25 and time.monotonic() - inicio < 15:
        proceso = subprocess.Popen(
            [sys.executable, "-c", HIJO, str(tmp_path)], stdout=subprocess.PIPE, env=entorno, cwd=RAIZ
        )
        objetivo = azar.randint(0, 40)
        vistos = 0
        resto = b""
        lineas: list[str] = []
        # Unas veces se mata durante el arranque (importación, apertura, migración), otras escribiendo.
        if azar.random() < 0.15:
            time.sleep(azar.uniform(0, 0.15))
        else:
            while vistos <= objetivo and not resto.endswith(b"\0"):
                nuevas, resto = _leer_lineas(proceso, resto)
                lineas += nuevas
                vistos += sum(1 for x in nuevas if not x.startswith("partida"))
            time.sleep(azar.uniform(0, 0.004))
        proceso.send_signal(signal.SIGKILL)
        proceso.wait(timeout=10)
        assert proceso.returncode == -signal.SIGKILL, "el hijo tenía que seguir escribiendo hasta el kill"
        # Lo que el hijo llegó a escribir antes de morir también está reconocido.
        while not resto.endswith(b"\0"):
            nuevas, resto = _leer_lineas(proceso, resto)
            lineas += nuevas
        assert proceso.stdout is not None
        proceso.stdout.close()
        muertes += 1
        for linea in lineas:
            partes = linea.split()
            if partes[0] == "partida":
                assert ident is None or int(partes[1]) == ident
                ident = int(partes[1])
            else:
                reconocidos.add(int(partes[0]))

        with Almacen(tmp_path) as almacen:
            assert almacen.aviso is None
            partidas = almacen.partidas()
            if ident is None:
                # Muerto antes de confirmar la creación: como mucho, la partida recién creada.
                assert len(partidas) <= 1
                continue
            assert [r.id for r in partidas] == [ident]
            eventos = almacen.cargar(ident).eventos  # comprueba que los números van seguidos
        guardados = len(eventos) - 1  # el inicio es el evento 0
        assert reconocidos <= set(range(1, guardados + 1)), "falta un evento confirmado"
        ultimo = max(reconocidos, default=0)
        assert guardados <= ultimo + 1, "hay más de un evento sin reconocer"
        for numero in range(1, guardados + 1):
            assert eventos[numero] == evento_numero(numero)
    assert muertes >= 20 and len(reconocidos) > 100
