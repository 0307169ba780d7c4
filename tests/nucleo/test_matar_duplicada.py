"""``kill -9`` a un proceso que escribe una partida duplicada: lo mismo que ``test_matar.py`` para la clásica.

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

from app_planilla.nucleo.almacen import Almacen
from app_planilla.nucleo.duplicada import PlanillaDuplicada
from app_planilla.nucleo.eventos import Anulacion
from app_planilla.nucleo.eventos_duplicada import MAX_RONDAS, AtrilRonda, EventoDuplicada, JugadaMaestra, PuntosRonda
from tests.nucleo.test_matar import _leer_lineas

RAIZ = Path(__file__).resolve().parents[2]
PARTICIPANTES = 3

HIJO = r"""
import sys
from app_planilla.nucleo.almacen import Almacen
from app_planilla.nucleo.duplicada import nueva_duplicada
from tests.nucleo.test_matar_duplicada import evento_numero

almacen = Almacen(sys.argv[1])
ident = almacen.sin_terminar()
if ident is not None:
    partida = almacen.abrir(ident)
else:
    partida = almacen.crear(nueva_duplicada(["Ana", "Luis", "Eva"], bonificaciones=True))
print("partida", partida.id, len(partida.planilla.eventos), flush=True)
while True:
    numero = len(partida.planilla.eventos)
    partida.planilla.aplicar(evento_numero(numero))
    print(numero, flush=True)
"""


def evento_numero(numero: int) -> EventoDuplicada:
    """El evento que el hijo escribe en la posición ``numero`` (siempre válido en esa posición).

    Cada bloque de cinco abre una ronda (o corrige el atril de la última, pasado el tope de rondas),
    escribe unos puntos, anota la maestra, la deshace y escribe otros puntos.
    """
    bloque, resto = divmod(numero - 1, 5)
    ronda = min(bloque + 1, MAX_RONDAS)
    if resto == 0:
        return AtrilRonda(ronda, tuple("AEIOUBC"[: 1 + numero % 7]))
    if resto == 1:
        return PuntosRonda(ronda, numero % PARTICIPANTES, numero % 60)
    if resto == 2:
        return JugadaMaestra(ronda, 50, "H4", "PALABRA")
    if resto == 3:
        return Anulacion()
    return PuntosRonda(ronda, (numero + 1) % PARTICIPANTES, numero % 40)


def test_kill_9_no_pierde_ni_inventa_eventos(tmp_path: Path) -> None:
    azar = random.Random(20261130)
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
            assert [(r.id, r.modalidad) for r in partidas] == [(ident, "duplicada")]
            planilla = almacen.cargar(ident)  # comprueba que los números van seguidos y que se repasa
        assert isinstance(planilla, PlanillaDuplicada)
        eventos = planilla.eventos
        guardados = len(eventos) - 1  # el inicio es el evento 0
        assert reconocidos <= set(range(1, guardados + 1)), "falta un evento confirmado"
        ultimo = max(reconocidos, default=0)
        assert guardados <= ultimo + 1, "hay más de un evento sin reconocer"
        for numero in range(1, guardados + 1):
            assert eventos[numero] == evento_numero(numero)
    assert muertes >= 20 and len(reconocidos) > 100


def test_el_guion_del_hijo_es_valido_mas_alla_del_tope_de_rondas() -> None:
    from app_planilla.nucleo.duplicada import nueva_duplicada

    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis", "Eva"], bonificaciones=True))
    for numero in range(1, 5 * MAX_RONDAS + 30):
        p.aplicar(evento_numero(numero))
    assert p.ronda == MAX_RONDAS
