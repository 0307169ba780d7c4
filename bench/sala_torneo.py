"""Bench: lo que hace el portátil de una sala de un torneo por salas mientras se anota (la ventana), sobre la carpeta
de 10 salas × 200 participantes × 15 rondas de ``bench/torneo_salas.py``.

Cotejar lo tecleado necesita la partida maestra publicada. Se mide, alternando en la misma ejecución:

- fusión entera: leer la carpeta y ``fusionar_salas`` para sacar de ella ``.maestras`` (lo que hace el director);
- lectura ligera: ``salas.leer_maestras``, solo los archivos de la dirección (la partida maestra y las decisiones);
- cotejar: ``cotejar`` de la partida de la sala (200 × 15) con la partida maestra ya leída (lo que se hace tras
  cada atril o maestra tecleados, en el hilo de la ventana);
- preparar sin cambios: las 15 rondas de la sala como se publican, comparadas con lo ya guardado (lo que se hace
  tras cada cambio de la partida, en el hilo de la ventana);
- preparar una ronda: además, sellar y guardar en la carpeta de datos la ronda que cambió (con su fsync).

Con ``--ventana``, además, la ventana de verdad (sin pantalla) de una sala vinculada: lo que tarda cada papeleta
tecleada sin torneo, con la carpeta a mano y con una carpeta de red que no contesta (la lectura se queda colgada en
su hilo). Objetivo: la carpeta no añade a la papeleta más que ruido.

    .venv/bin/python bench/sala_torneo.py [--repeticiones 9] [--salas 10] [--jugadores 200] [--rondas 15] [--ventana]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from comun import informe, medianas_alternas, veredicto

from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.duplicada import cotejar
from app_planilla.nucleo.torneo.fusion_salas import fusionar_salas
from app_planilla.nucleo.torneo.salas import (
    PAPEL_SALA,
    Vinculada,
    crear_duplicada,
    guardadas,
    leer_maestras,
    preparar_rondas,
    unirse_sala,
)
from app_planilla.nucleo.torneo.sobres import RONDA
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("--repeticiones", type=int, default=9)
    args.add_argument("--salas", type=int, default=10)
    args.add_argument("--jugadores", type=int, default=200)
    args.add_argument("--rondas", type=int, default=15)
    args.add_argument("--ventana", action="store_true", help="medir también la ventana (papeletas tecleadas)")
    a = args.parse_args()
    salas = tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ"[: a.salas])
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        raiz = Path(tmp)
        carpeta, t, _pl, _maestro, montadas = ayuda.montar_salas(raiz, salas, a.jugadores, a.rondas, FISE)
        # La sala A (la primera) es la que se mide: su partida y su carpeta de datos.
        propia = montadas[salas[0]].juego
        datos_a = raiz / "sala-A"
        pa = c.leer_portatil(datos_a, t.evento)
        assert pa is not None
        v = Vinculada(t.evento, 1, PAPEL_SALA, t.rondas)
        montar = time.perf_counter() - t0
        _t, archivos = c.leer_carpeta(carpeta)
        megas = sum(map(len, archivos.values())) / 1e6

        _t2, maestras = leer_maestras(carpeta)
        publicadas = {r: m.jugada for r, m in maestras.items()}
        assert publicadas == {r: m.jugada for r, m in fusionar_salas(*c.leer_carpeta(carpeta)).maestras.items()}
        assert len(publicadas) == a.rondas and not cotejar(propia, publicadas)
        ya = guardadas(datos_a, pa, RONDA)
        assert len(ya) == a.rondas

        def entera() -> float:
            t0 = time.perf_counter()
            m = fusionar_salas(*c.leer_carpeta(carpeta)).maestras
            assert len(m) == a.rondas
            return time.perf_counter() - t0

        def ligera() -> float:
            t0 = time.perf_counter()
            _t, m = leer_maestras(carpeta)
            assert len(m) == a.rondas
            return time.perf_counter() - t0

        def coteja() -> float:
            t0 = time.perf_counter()
            for _ in range(100):
                cotejar(propia, publicadas)
            return (time.perf_counter() - t0) / 100

        def sin_cambios() -> float:
            t0 = time.perf_counter()
            _p, hechas = preparar_rondas(datos_a, pa, v, propia, ya)
            assert not hechas
            return time.perf_counter() - t0

        def una_ronda() -> float:
            del ya[a.rondas]  # como si la última ronda acabara de cerrarse (o de corregirse)
            t0 = time.perf_counter()
            _p, hechas = preparar_rondas(datos_a, pa, v, propia, ya)
            assert len(hechas) == 1
            return time.perf_counter() - t0

        m = medianas_alternas({"entera": entera, "ligera": ligera, "cotejar": coteja, "sin_cambios": sin_cambios,
                               "una_ronda": una_ronda}, a.repeticiones)
    print(f"Duplicada en {a.salas} salas × {a.jugadores} participantes × {a.rondas} rondas: {len(archivos) + 1} "
          f"archivos, {megas:.1f} MB (montada en {montar:.1f} s)")
    informe([
        ("partida maestra por la fusión entera", m["entera"], "1×"),
        ("partida maestra, lectura ligera", m["ligera"], f"{m['entera'] / m['ligera']:.0f}× más rápida"),
        ("cotejar la sala (200 × 15)", m["cotejar"], f"{m['cotejar'] * 1e6:.0f} µs"),
        ("preparar tras un cambio, nada nuevo", m["sin_cambios"], "las 15 rondas comparadas"),
        ("preparar tras cerrar una ronda", m["una_ronda"], "con la ronda sellada y guardada"),
    ], 40)
    veredicto("lectura ligera de la partida maestra", m["ligera"] * 1000, 50, "ms", ".1f")
    veredicto("preparar tras cerrar una ronda (hilo de la ventana)", m["una_ronda"] * 1000, 50, "ms", ".1f")
    if a.ventana:
        ventana(a.repeticiones)


def ventana(repeticiones: int) -> None:
    """Cada papeleta tecleada en la ventana de una sala de 200 vinculada al torneo: sin torneo, con la carpeta a
    mano y con una carpeta que no contesta (su lectura, colgada en el hilo). También, cerrar la ronda (con lo que
    se prepara para publicar en el hilo de la ventana)."""
    import os
    import threading

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app_planilla.nucleo.duplicada.inscripcion import Inscrito
    from app_planilla.nucleo.duplicada.planilla import nueva_sala
    from app_planilla.ui.aplicacion import crear_ventana, preparar
    from app_planilla.ui.torneo import sala as ui_sala

    app = QApplication.instance() or QApplication([])
    preparar()
    _maestro, partida = ayuda.partida_maestra(3, 11, FISE)
    bloqueo = threading.Event()
    leer = ui_sala.leer_maestras

    def colgada(carpeta: Path, partida: int = 1):
        bloqueo.wait(120)
        return leer(carpeta, partida)

    casos = ("sin torneo", "carpeta a mano", "carpeta colgada")
    papeletas: dict[str, list[float]] = {caso: [] for caso in casos}
    cierres: dict[str, list[float]] = {caso: [] for caso in casos}
    with tempfile.TemporaryDirectory() as tmp:
        raiz = Path(tmp)
        ajustes = QSettings(str(raiz / "p.ini"), QSettings.Format.IniFormat)
        for vuelta in range(max(1, repeticiones // 3)):
            for caso in casos:
                carpeta = raiz / f"torneo-{vuelta}-{casos.index(caso)}"
                t = crear_duplicada(carpeta, raiz / f"director-{vuelta}-{casos.index(caso)}", nombre="Bench",
                                    salas=("A", "B"), reglas=FISE)
                datos = raiz / f"datos-{vuelta}-{casos.index(caso)}"
                v = crear_ventana(ajustes, datos=datos)
                v.show()
                app.processEvents()
                v.completar_arranque()
                inscritos = [Inscrito(f"Participante {i}", i) for i in range(1, 201)]
                assert v.sesion.nueva(nueva_sala(inscritos, FISE))
                h = v.duplicada.controlador
                if caso != "sin torneo":
                    unirse_sala(carpeta, datos, "A")
                    if caso == "carpeta colgada":
                        ui_sala.leer_maestras = colgada
                    publicador = v.archivo.publicador_sala()
                    publicador.vincular(t, v.sesion.actual.id, PAPEL_SALA)
                for rm in partida:
                    h.nueva_ronda(rm.atril)
                    h.anotar_maestra(dict(rm.maestra.nuevas), rm.maestra.direccion)
                    for i in range(200):
                        t0 = time.perf_counter()
                        h.anotar_maestra_a([i])
                        app.processEvents()
                        papeletas[caso].append(time.perf_counter() - t0)
                    h.anotar_papeleta([0], "H8 ZZ")  # una corrección: la ronda ya estaba completa
                    t0 = time.perf_counter()
                    h.cerrar_ronda()
                    if caso != "sin torneo":
                        publicador.preparar()  # lo que hace el respiro de 300 ms, medido aquí
                    app.processEvents()
                    cierres[caso].append(time.perf_counter() - t0)
                ui_sala.leer_maestras = leer
                bloqueo.set()
                v.close()
                app.processEvents()
                bloqueo.clear()

    def mediana(x: list[float]) -> float:
        return sorted(x)[len(x) // 2]

    base = mediana(papeletas["sin torneo"])
    for caso in casos:
        x = sorted(papeletas[caso])
        print(f"papeleta tecleada, {caso + ':':17} mediana {mediana(x) * 1000:.1f} ms, percentil 95 "
              f"{x[int(len(x) * 0.95)] * 1000:.1f} ms ({mediana(x) / base:.2f}× sin torneo); cerrar la ronda y "
              f"prepararla: mediana {mediana(cierres[caso]) * 1000:.0f} ms")
    veredicto("papeleta con la carpeta colgada frente a sin torneo (mediana)",
              mediana(papeletas["carpeta colgada"]) / base, 1.5)


if __name__ == "__main__":
    main()
