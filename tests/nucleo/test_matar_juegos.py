"""``kill -9`` a un proceso que escribe una partida de Tantrix o una serie de «4 en letras»: lo mismo que
``test_matar.py`` para la clásica.

El hijo escribe «n» solo después de que ``anadir`` confirme el evento n: todo número leído tiene que estar
en el almacén, a lo sumo uno más puede haberse confirmado sin llegar a leerse, y lo guardado tiene que ser
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

import pytest

from app_planilla.nucleo.almacen import Almacen
from app_planilla.nucleo.cuatro_letras import MAX_PARTIDAS_SERIE, Empatada, Ganada, nueva_cuatro_letras
from app_planilla.nucleo.eventos import Anulacion
from app_planilla.nucleo.modalidades import CUATRO_LETRAS, TANTRIX, EventoPartida, InicioPartida, crear
from app_planilla.nucleo.tantrix import ResultadoTantrix, nueva_tantrix
from tests.nucleo.test_matar import _leer_lineas

RAIZ = Path(__file__).resolve().parents[2]

HIJO = r"""
import sys
from app_planilla.nucleo.almacen import Almacen
from tests.nucleo.test_matar_juegos import evento_numero, inicio

juego = sys.argv[2]
almacen = Almacen(sys.argv[1])
ident = almacen.sin_terminar()
partida = almacen.abrir(ident) if ident is not None else almacen.crear(inicio(juego))
print("partida", partida.id, len(partida.planilla.eventos), flush=True)
while True:
    numero = len(partida.planilla.eventos)
    partida.planilla.aplicar(evento_numero(juego, numero))
    print(numero, flush=True)
"""


def inicio(juego: str) -> InicioPartida:
    if juego == TANTRIX:
        return nueva_tantrix(["Verde", "Azul", "Rojo"])
    return nueva_cuatro_letras(["Ana", "Luis", "Eva", "Paz"])


def evento_numero(juego: str, numero: int) -> EventoPartida:
    """El evento que el hijo escribe en la posición ``numero`` (siempre válido en esa posición).

    Tantrix: resultados y correcciones, con una anulación de cada tres. «4 en letras»: partidas ganadas y
    empatadas con una anulación de cada cuatro (la serie crece dos partidas por bloque, lejos del tope).
    """
    if juego == TANTRIX:
        if numero % 3 == 0:
            return Anulacion()
        return ResultadoTantrix(numero % 3, numero % 40, 3 + numero % 7)
    resto = numero % 4
    if resto == 0:
        return Anulacion()
    if resto == 3:
        return Empatada()
    return Ganada(numero % 4, ("MESA", "ROSAL", "ÑANDÚ", "PALOMAS")[numero % 4])


@pytest.mark.parametrize("juego", [TANTRIX, CUATRO_LETRAS])
def test_kill_9_no_pierde_ni_inventa_eventos(tmp_path: Path, juego: str) -> None:
    azar = random.Random(20261129)
    entorno = {**os.environ, "PYTHONPATH": str(RAIZ) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    reconocidos: set[int] = set()
    ident: int | None = None
    muertes = 0
    comienzo = time.monotonic()
    while muertes < 15 and time.monotonic() - comienzo < 20:
        proceso = subprocess.Popen(
            [sys.executable, "-c", HIJO, str(tmp_path), juego], stdout=subprocess.PIPE, env=entorno, cwd=RAIZ
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
                assert len(partidas) <= 1
                continue
            assert [(r.id, r.modalidad) for r in partidas] == [(ident, juego)]
            planilla = almacen.cargar(ident)  # comprueba que los números van seguidos y que se repasa
        eventos = planilla.eventos
        guardados = len(eventos) - 1  # el inicio es el evento 0
        assert reconocidos <= set(range(1, guardados + 1)), "falta un evento confirmado"
        ultimo = max(reconocidos, default=0)
        assert guardados <= ultimo + 1, "hay más de un evento sin reconocer"
        for numero in range(1, guardados + 1):
            assert eventos[numero] == evento_numero(juego, numero)
    assert muertes >= 10 and len(reconocidos) > 60


@pytest.mark.parametrize("juego", [TANTRIX, CUATRO_LETRAS])
def test_el_guion_del_hijo_es_valido(juego: str) -> None:
    p = crear(inicio(juego))
    for numero in range(1, MAX_PARTIDAS_SERIE + 1):  # la serie llega a la mitad del tope
        p.aplicar(evento_numero(juego, numero))  # type: ignore[arg-type]
