"""``kill -9`` a un proceso que anota papeletas de una sala a través del almacén, en momentos al azar.

Como en ``test_matar``: el hijo escribe «n» solo después de que la planilla confirme el evento n (el almacén lo
guardó en su transacción antes de aplicarlo), así que todo número leído tiene que estar en el almacén; en vuelo
puede haber a lo sumo uno más. El hijo anota con las operaciones de la sala (papeletas juzgadas, varias mesas a
la vez, «=», ceros, decisiones del árbitro, avisos, penalizaciones, «Deshacer»), cada una un solo evento y
función de su número: lo guardado tiene que ser exactamente lo que da el mismo guion en memoria, y reabrirse.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from tests.nucleo.matar_ayuda import leer_lineas, matar_y_recoger
from tests.nucleo.sala_ayuda import sala

RAIZ = Path(__file__).resolve().parents[2]
INSCRITOS = 40
PAPELETAS_1 = ("H4 JAMON 44", "H8 JAMONES", "H9 JAMON", "A1 JAMON", "H4 ZAMON", "8H JAMONES 84", "H5 AMO")
PAPELETAS_2 = ("I9 ODIAR", "13G DE 20", "13E TORA", "13I AT", "I9 ODIAR 99", "8F IA.", "13G D.A")

HIJO = r"""
import sys
from app_planilla.nucleo.almacen.almacen import Almacen
from tests.nucleo.test_matar_sala import accion, inicio

almacen = Almacen(sys.argv[1])
ident = almacen.sin_terminar()
partida = almacen.abrir(ident) if ident is not None else almacen.crear(inicio())
print("partida", partida.id, len(partida.planilla.eventos), flush=True)
while True:
    numero = len(partida.planilla.eventos)
    accion(numero)(partida.planilla)
    print(numero, flush=True)
"""


def inicio() -> object:
    return sala(INSCRITOS).inicio


def accion(numero: int) -> Callable[[PlanillaDuplicada], object]:
    """Lo que anota el hijo como evento ``numero`` (un solo evento, siempre válido tras los anteriores)."""
    if numero <= 4:
        return (
            lambda p: p.nueva_ronda("JAMONES"),
            lambda p: p.anotar_maestra("H8", "JAMONES"),
            lambda p: p.nueva_ronda("ADEIORT"),
            lambda p: p.anotar_maestra("I9", "ODIAR"),
        )[numero - 1]
    k = numero - 5
    uno, mesa = k % INSCRITOS, 1 + k % (INSCRITOS - 5)
    return (
        lambda p: p.anotar_papeleta([uno], PAPELETAS_2[k % 7], ronda=2),
        lambda p: p.anotar_papeleta(p.leer_mesas(f"{mesa}-{mesa + 4}"), PAPELETAS_1[k % 7], ronda=1),
        lambda p: p.anotar_maestra_a([uno, (uno + 13) % INSCRITOS], ronda=2),
        lambda p: p.anotar_cero([uno], Motivo.ILEGIBLE, ronda=1),
        lambda p: p.dar_aviso([uno], "ruido", ronda=2),
        lambda p: p.decidir_papeleta([uno], k % 50, ronda=2),
        lambda p: p.deshacer(),
        lambda p: p.penalizar([uno], 1 + k % 5, ronda=1),
        lambda p: p.anotar_papeleta([(7 * k) % INSCRITOS], PAPELETAS_1[(k // 10) % 7], ronda=1),
        lambda p: p.anotar_papeleta(p.leer_mesas(f"{mesa},{mesa + 2}"), PAPELETAS_2[(k // 10) % 7], ronda=2),
    )[k % 10]


def guion(hasta: int) -> PlanillaDuplicada:
    """El guion del hijo en memoria, hasta el evento ``hasta``."""
    p = PlanillaDuplicada(inicio())  # type: ignore[arg-type]
    for numero in range(1, hasta + 1):
        antes = len(p.eventos)
        accion(numero)(p)
        assert len(p.eventos) == antes + 1
    return p


def test_el_guion_del_hijo_es_valido() -> None:
    p = guion(400)
    assert sum(1 for f in p.filas for x in f.papeletas if x is not None) > 60


def test_kill_9_no_pierde_ninguna_papeleta_confirmada(tmp_path: Path) -> None:
    azar = random.Random(20261203)
    entorno = {**os.environ, "PYTHONPATH": str(RAIZ) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    datos = tmp_path / "datos"
    reconocidos: set[int] = set()
    ident: int | None = None
    for _vuelta in range(10):
        proceso = subprocess.Popen([sys.executable, "-c", HIJO, str(datos)], stdout=subprocess.PIPE, env=entorno,
                                   cwd=RAIZ)
        objetivo = azar.randint(0, 40)
        vistos = 0
        resto = b""
        lineas: list[str] = []
        # Unas veces se mata durante el arranque (importación, apertura, repaso del registro), otras anotando.
        if azar.random() < 0.15:
            time.sleep(azar.uniform(0, 0.15))
        else:
            while vistos <= objetivo and not resto.endswith(b"\0"):
                nuevas, resto = leer_lineas(proceso, resto)
                lineas += nuevas
                vistos += sum(1 for x in nuevas if not x.startswith("partida"))
            time.sleep(azar.uniform(0, 0.004))
        ident = matar_y_recoger(proceso, lineas, resto, ident, reconocidos)

        with Almacen(datos) as almacen:
            assert almacen.aviso is None
            if ident is None:
                assert len(almacen.partidas()) <= 1
                continue
            guardada = almacen.cargar(ident)  # se repasa entero: cada papeleta guardada se vuelve a aplicar
        eventos = guardada.eventos
        guardados = len(eventos) - 1
        assert reconocidos <= set(range(1, guardados + 1)), "falta una papeleta confirmada"
        assert guardados <= max(reconocidos, default=0) + 1, "hay más de un evento sin reconocer"
        esperada = guion(guardados)
        assert eventos == esperada.eventos
        assert [f.papeletas for f in guardada.filas] == [f.papeletas for f in esperada.filas]  # type: ignore[union-attr]
    assert len(reconocidos) > 50
