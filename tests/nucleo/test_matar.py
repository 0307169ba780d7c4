"""``kill -9`` a un proceso que escribe una partida, en muchos momentos al azar, en cada modalidad.

Qué se puede afirmar: el hijo escribe «n» solo después de que ``anadir`` confirme el evento n, así que
todo número leído tiene que estar en el almacén. En vuelo puede haber a lo sumo un evento más: confirmado
pero muerto el hijo antes de escribir su número. Nada más puede aparecer, y lo guardado tiene que ser
exactamente lo que el hijo quiso escribir (cada evento es función de su número) y repasarse sin error.

El hijo tiene el cerrojo de la carpeta, como una ventana: mientras escribe, ``planilla restaurar`` y ``planilla
reparar`` lanzados desde otro proceso se niegan sin cambiar nada (issue 23), y la cuenta sigue cuadrando.

Con relojes, además: una partida terminada lleva siempre su tiempo extra (nunca el final sin él) y la foto
de los relojes del último evento guardado (van en la misma transacción).
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

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen
from app_planilla.nucleo.almacen.cerrojo import CERROJO
from app_planilla.nucleo.clasica.eventos import Cambio, Evento, Fin, Jugada, Pase, Penalizacion, TiempoExtra
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.duplicada.eventos import MAX_RONDAS, AtrilRonda, JugadaMaestra, PuntosRonda
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
from app_planilla.nucleo.juegos.cuatro_letras import MAX_PARTIDAS_SERIE, Empatada, Ganada, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import ResultadoTantrix, nueva_tantrix
from app_planilla.nucleo.modalidades import CUATRO_LETRAS, TANTRIX, EventoPartida, InicioPartida, crear
from app_planilla.nucleo.registro.eventos import Anulacion
from app_planilla.nucleo.relojes import ConfigReloj, Relojes
from tests.nucleo.matar_ayuda import leer_lineas, matar_y_recoger

RAIZ = Path(__file__).resolve().parents[2]
CLASICA = "clasica"
DUPLICADA = "duplicada"
MODALIDADES = [CLASICA, DUPLICADA, TANTRIX, CUATRO_LETRAS]

HIJO = r"""
import sys
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.almacen.cerrojo import tomar
from tests.nucleo.test_matar import evento_numero, inicio

modalidad = sys.argv[2]
cerrojo = tomar(sys.argv[1], "ventana")  # como la ventana: nadie más escribe en la carpeta mientras tanto
almacen = Almacen(sys.argv[1])
ident = almacen.sin_terminar()
partida = almacen.abrir(ident) if ident is not None else almacen.crear(inicio(modalidad))
print("partida", partida.id, len(partida.planilla.eventos), flush=True)
while True:
    numero = len(partida.planilla.eventos)
    partida.planilla.aplicar(evento_numero(modalidad, numero))
    print(numero, flush=True)
"""

HIJO_RELOJES = r"""
from app_planilla.nucleo.almacen.almacen import Almacen
from tests.nucleo.test_matar import jugar_con_relojes
import sys

almacen = Almacen(sys.argv[1])
while True:
    print(jugar_con_relojes(almacen), flush=True)
"""
RELOJ = ConfigReloj(minutos=1)


def jugar_con_relojes(almacen: Almacen) -> int:
    """Una partida con relojes de un minuto, de principio a fin: seis turnos, un ajuste del árbitro y terminar con
    tiempo extra."""
    guardada = almacen.crear(nueva_partida(["Ana", "Luis", "Eva"], reglas="fise"))
    almacen.poner_relojes(guardada.id, RELOJ)
    segundos = iter(range(0, 10**9, 25))  # cada consulta de los relojes, 25 s más: hay tiempo extra
    relojes = Relojes(3, RELOJ, lambda: next(segundos))
    relojes.poner_en_marcha(0)
    guardada.relojes = relojes
    guardada.hora = lambda: 0.0
    planilla = guardada.planilla
    for i in range(6):
        planilla.aplicar(Cambio() if i % 2 else Jugada(10 + i, "", ""))
    planilla.ajustar_relojes(relojes, {1: -5_000})  # type: ignore[attr-defined]
    planilla.terminar(["", "A", "B"], relojes)  # type: ignore[call-arg]
    return guardada.id


def inicio(modalidad: str) -> InicioPartida:
    if modalidad == CLASICA:
        return nueva_partida(["Ana", "Luis", "Eva"])
    if modalidad == DUPLICADA:
        return nueva_duplicada(["Ana", "Luis", "Eva"], bonificaciones=True)
    if modalidad == TANTRIX:
        return nueva_tantrix(["Verde", "Azul", "Rojo"])
    return nueva_cuatro_letras(["Ana", "Luis", "Eva", "Paz"])


def evento_numero(modalidad: str, numero: int) -> EventoPartida:
    """El evento que el hijo escribe en la posición ``numero`` (siempre válido en esa posición)."""
    if modalidad == CLASICA:
        return (
            Pase(),
            Jugada(numero % 50, "H4", "PALABRA"),
            Penalizacion(numero % 3, 1 + numero % 7),
            Cambio(),
            Anulacion(),
        )[numero % 5]
    if modalidad == DUPLICADA:
        # Cada bloque de cinco abre una ronda (o corrige el atril de la última, pasado el tope de rondas),
        # escribe unos puntos, anota la maestra, la deshace y escribe otros puntos.
        bloque, resto = divmod(numero - 1, 5)
        ronda = min(bloque + 1, MAX_RONDAS)
        return (
            AtrilRonda(ronda, tuple("AEIOUBC"[: 1 + numero % 7])),
            PuntosRonda(ronda, numero % 3, numero % 60),
            JugadaMaestra(ronda, 50, "H4", "PALABRA"),
            Anulacion(),
            PuntosRonda(ronda, (numero + 1) % 3, numero % 40),
        )[resto]
    if modalidad == TANTRIX:
        return Anulacion() if numero % 3 == 0 else ResultadoTantrix(numero % 3, numero % 40, 3 + numero % 7)
    # «4 en letras»: la serie crece dos partidas por bloque de cuatro, lejos del tope.
    resto = numero % 4
    if resto == 0:
        return Anulacion()
    if resto == 3:
        return Empatada()
    return Ganada(numero % 4, ("MESA", "ROSAL", "ÑANDÚ", "PALOMAS")[numero % 4])


@pytest.mark.parametrize("modalidad", MODALIDADES)
def test_el_guion_del_hijo_es_valido(modalidad: str) -> None:
    p = crear(inicio(modalidad))
    # Más eventos de los que escribe el hijo en la prueba, y en duplicada más allá del tope de rondas.
    cuantos = {CLASICA: 300, DUPLICADA: 5 * MAX_RONDAS + 30, TANTRIX: 300, CUATRO_LETRAS: MAX_PARTIDAS_SERIE}
    for numero in range(1, cuantos[modalidad] + 1):
        p.aplicar(evento_numero(modalidad, numero))  # type: ignore[arg-type]


def _orden_que_se_niega(entorno: dict[str, str], *argv: str) -> None:
    """``planilla ARGV`` desde otro proceso mientras el hijo tiene la carpeta: se niega sin tocar nada."""
    r = subprocess.run([sys.executable, "-m", "app_planilla", *argv], capture_output=True, text=True, timeout=60,
                       env=entorno, cwd=RAIZ)
    assert r.returncode == 1 and "Planilla está abierta con la carpeta de datos" in r.stderr, r.stderr


@pytest.mark.parametrize("modalidad", MODALIDADES)
def test_kill_9_no_pierde_ni_inventa_eventos(tmp_path: Path, modalidad: str) -> None:
    azar = random.Random(20261129 + MODALIDADES.index(modalidad))
    entorno = {**os.environ, "PYTHONPATH": str(RAIZ) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    datos = tmp_path / "datos"
    copia = tmp_path / "copia.sqlite3"
    with Almacen(tmp_path / "otra") as otra:  # una copia buena, sin ninguna de las partidas del hijo
        otra.respaldar(copia)
    # Con el hijo escribiendo, en una vuelta (la cuarta o después): restaurar en dos modalidades, reparar en las
    # otras dos (cada orden lanzada cuesta un arranque de Python).
    orden: list[str] | None = ["restaurar", str(copia)] if MODALIDADES.index(modalidad) % 2 == 0 else ["reparar"]
    reconocidos: set[int] = set()
    ident: int | None = None
    # Un número fijo de muertes, no un tiempo: con la máquina cargada cada hijo tarda más en arrancar y la
    # prueba tiene que mirar lo mismo.
    for vuelta in range(12):
        proceso = subprocess.Popen(
            [sys.executable, "-c", HIJO, str(datos), modalidad], stdout=subprocess.PIPE, env=entorno, cwd=RAIZ
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
                nuevas, resto = leer_lineas(proceso, resto)
                lineas += nuevas
                vistos += sum(1 for x in nuevas if not x.startswith("partida"))
            if orden is not None and vuelta >= 3:
                _orden_que_se_niega(entorno, *orden, "--datos", str(datos))
                orden = None
            time.sleep(azar.uniform(0, 0.004))
        ident = matar_y_recoger(proceso, lineas, resto, ident, reconocidos)

        with Almacen(datos) as almacen:
            assert almacen.aviso is None
            partidas = almacen.partidas()
            if ident is None:
                # Muerto antes de confirmar la creación: como mucho, la partida recién creada.
                assert len(partidas) <= 1
                continue
            assert [(r.id, r.modalidad) for r in partidas] == [(ident, modalidad)]
            eventos = almacen.cargar(ident).eventos  # comprueba que los números van seguidos y que se repasa
        guardados = len(eventos) - 1  # el inicio es el evento 0
        assert reconocidos <= set(range(1, guardados + 1)), "falta un evento confirmado"
        ultimo = max(reconocidos, default=0)
        assert guardados <= ultimo + 1, "hay más de un evento sin reconocer"
        for numero in range(1, guardados + 1):
            assert eventos[numero] == evento_numero(modalidad, numero)
    assert len(reconocidos) > 60
    assert orden is None, "la orden tenía que correr con el hijo escribiendo"
    # Ni copias de antes de restaurar ni archivos dañados apartados: solo el almacén (y el cerrojo del muerto).
    assert {p.name for p in datos.iterdir()} - {CERROJO} == {ARCHIVO}


def test_kill_9_no_separa_el_final_de_su_tiempo_extra(tmp_path: Path) -> None:
    with Almacen(tmp_path / "guion") as almacen:
        esperada = almacen.cargar(jugar_con_relojes(almacen)).eventos
    final = [e for e in esperada if isinstance(e, Fin | TiempoExtra)]
    assert isinstance(final[0], Fin) and len(final) > 1, "el guion tiene que terminar con tiempo extra"
    azar = random.Random(20261201)
    entorno = {**os.environ, "PYTHONPATH": str(RAIZ) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    terminadas = 0
    for _ in range(12):
        proceso = subprocess.Popen(
            [sys.executable, "-c", HIJO_RELOJES, str(tmp_path)], stdout=subprocess.PIPE, env=entorno, cwd=RAIZ
        )
        assert proceso.stdout is not None
        proceso.stdout.readline()  # una partida entera confirmada: ya se está escribiendo la siguiente
        time.sleep(azar.uniform(0, 0.02))
        proceso.send_signal(signal.SIGKILL)
        proceso.wait(timeout=10)
        proceso.stdout.close()
        with Almacen(tmp_path) as almacen:
            for resumen in almacen.partidas():
                eventos: tuple[Evento, ...] = almacen.cargar(resumen.id).eventos  # type: ignore[assignment]
                # O no terminó, o terminó con todo su tiempo extra: nunca el final solo.
                assert eventos == esperada[: len(eventos)]
                assert not resumen.terminada or eventos == esperada
                terminadas += resumen.terminada
                ultima_foto = almacen._con.execute(
                    "SELECT max(numero) FROM fotos_relojes WHERE partida = ?", (resumen.id,)
                ).fetchone()[0]
                if almacen.config_relojes(resumen.id) is not None and len(eventos) > 1:
                    assert ultima_foto == len(eventos) - 1, "falta la foto del último evento"
    assert terminadas >= 12
