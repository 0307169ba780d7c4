"""Bench: una sala con arbitraje de 200 participantes y 20 rondas (unas 4000 papeletas, el 60 % iguales a la
maestra y el 10 % a cero), anotada entera por el teclado de la ventana, sin pantalla.

Mide (cifras en pantalla, sin aserciones):

- de Intro en la papeleta a la fila repintada y la clasificación al día, sin el guardado en disco: p95 en la
  ronda 20 (objetivo ≤ 16 ms); el guardado (la transacción confirmada) aparte. Con ``--abiertas``, además con la
  ventana de la clasificación entera y el modo proyector (en su página de la clasificación) abiertos, al día
  tras cada papeleta como los vería el árbitro;
- juzgar y anotar una papeleta en el núcleo (mediana, objetivo ≤ 1 ms);
- reabrir la partida en la ventana (objetivo ≤ 300 ms);
- la memoria máxima de la ventana con la partida frente a la misma ventana sin partida, en dos procesos
  (objetivo ≤ 1,5×);
- las pulsaciones por papeleta tecleada (objetivo ≤ 14), por la maestra (≤ 3) y por un cero con su motivo (≤ 5),
  con la mesa propuesta (papeletas por orden de mesa) y contando la mesa cuando hay que teclearla;
- y la hoja de la mesa (16 participantes, ronda 35): escribir unos puntos, ahora frente a lo de antes (medir la
  tabla entera y llevarla al final tras cada cifra), en la misma ejecución.

Uso: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/sala.py [--rondas 20] [--abiertas]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
RAIZ = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RAIZ))
sys.path.insert(0, str(RAIZ / "bench"))

from comun import veredicto  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app_planilla.nucleo.almacen.almacen import Almacen  # noqa: E402
from app_planilla.nucleo.duplicada.inscripcion import Inscrito  # noqa: E402
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada, nueva_sala  # noqa: E402
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje  # noqa: E402
from app_planilla.ui.aplicacion import crear_ventana, preparar  # noqa: E402
from app_planilla.ui.ventana import VentanaPrincipal  # noqa: E402
from tests import sala_teclado as sembrada  # noqa: E402

TAMANO = (1366, 768)


def p95(valores: list[float]) -> float:
    return sorted(valores)[max(0, int(len(valores) * 0.95) - 1)] if valores else 0.0


def ventana(carpeta: Path, datos: Path) -> VentanaPrincipal:
    ajustes = QSettings(str(carpeta / "b.ini"), QSettings.Format.IniFormat)
    v = crear_ventana(ajustes, datos=datos)
    v.confirmar = lambda _pregunta: True  # type: ignore[method-assign]
    v.resize(*TAMANO)
    v.show()
    QApplication.processEvents()
    return v


class Cronometro:
    """Cuenta el tiempo de las transacciones del almacén (``anadir``) para restarlo de cada Intro."""

    def __init__(self, almacen: Almacen) -> None:
        self.segundos = 0.0
        self.cpu = 0.0
        self.medidas: list[float] = []
        original = almacen.anadir

        def anadir(*args: object, **kwargs: object) -> None:
            t, t_cpu = time.perf_counter(), time.process_time()
            try:
                original(*args, **kwargs)  # type: ignore[arg-type]
            finally:
                d = time.perf_counter() - t
                self.segundos += d
                self.cpu += time.process_time() - t_cpu
                self.medidas.append(d)

        almacen.anadir = anadir  # type: ignore[method-assign]


def jugar(v: VentanaPrincipal, rondas: int, abiertas: bool = False) -> dict[str, object]:
    """Anota la sala sembrada por el teclado: mesa propuesta o tecleada delante, la papeleta e Intro (con
    ``abiertas``, con la clasificación entera en su ventana y el proyector en la suya)."""
    app = QApplication.instance()
    assert app is not None
    hoja = v.duplicada
    assert hoja is not None and v.sesion is not None and v.sesion.almacen is not None
    inscritos = [Inscrito(x.nombre, x.mesa, x.licencia, x.club) for x in sembrada.inscritos()]
    v.sesion.nueva(nueva_sala(inscritos, reglas_arbitraje("fise")))
    crono = Cronometro(v.sesion.almacen)
    if abiertas:
        hoja.ver_clasificacion()
        hoja.alternar_proyector()
        app.processEvents()
    c = hoja.controlador
    sala = hoja.panel.sala
    papeleta = sala.papeleta
    intro: dict[int, list[float]] = {}
    cpu: dict[int, list[float]] = {}
    """El tiempo de CPU del proceso en cada Intro (sin el guardado): en una máquina compartida, el de pared cuenta
    también lo que hacen los demás."""
    teclas: dict[str, list[int]] = {"tecleada": [], "maestra": [], "cero": []}
    teclas_mesa_tecleada: dict[str, list[int]] = {"tecleada": [], "maestra": [], "cero": []}
    cierres: list[float] = []
    teclas_con_espacios: list[int] = []
    for numero, ronda in enumerate(sembrada.rondas(cuantas=rondas), start=1):
        c.nueva_ronda(ronda.atril)
        c.anotar_maestra_escrita(ronda.coordenada, ronda.palabra)
        app.processEvents()
        papeleta.setFocus()
        medidas = intro.setdefault(numero, [])
        medidas_cpu = cpu.setdefault(numero, [])
        for i, pap in enumerate(ronda.papeletas):
            if pap.tipo == "sin_papeleta":
                continue
            mesa = str(i + 1)
            if pap.tipo == "maestra":
                texto, clase = "=", "maestra"
            elif pap.cero:
                texto = f"{pap.texto} -{sembrada.CEROS[pap.tipo]}".strip()
                clase = "cero" if not pap.texto else "tecleada"
            else:
                # Sin espacios (``H4JAMON44``): la papeleta se lee igual y son dos teclas menos.
                texto, clase = pap.texto.replace(" ", ""), "tecleada"
                teclas_con_espacios.append(len(pap.texto) + 1)
            propuesta = sala.mesa.text() == mesa
            escrito = texto if propuesta else f"{mesa} {texto}"
            QTest.keyClicks(papeleta, escrito)
            teclas[clase].append(len(escrito) + 1)
            teclas_mesa_tecleada[clase].append(len(mesa) + 1 + len(texto) + 1)
            antes, antes_cpu = crono.segundos, crono.cpu
            t, t_cpu = time.perf_counter(), time.process_time()
            QTest.keyClick(papeleta, Qt.Key.Key_Return)
            app.processEvents()  # la fila repintada (y la clasificación, si cambió)
            total, total_cpu = time.perf_counter() - t, time.process_time() - t_cpu
            medidas.append(total - (crono.segundos - antes))
            medidas_cpu.append(total_cpu - (crono.cpu - antes_cpu))
            if papeleta.text():
                raise SystemExit(f"Ronda {numero}, mesa {mesa}: «{escrito}» no se anotó: {sala.juicio.text()}")
        t = time.perf_counter()
        hoja.entrada.cerrar_ronda()
        app.processEvents()
        cierres.append(time.perf_counter() - t)
    return {"intro": intro, "cpu": cpu, "teclas": teclas, "teclas_mesa": teclas_mesa_tecleada, "crono": crono,
            "cierres": cierres, "con_espacios": teclas_con_espacios}


def reabrir(v: VentanaPrincipal, veces: int = 5) -> list[float]:
    app = QApplication.instance()
    assert app is not None and v.sesion is not None and v.sesion.actual is not None
    ident = v.sesion.actual.id
    tiempos = []
    for _ in range(veces):
        v.sesion._anunciar(None)
        app.processEvents()
        t, cpu = time.perf_counter(), time.process_time()
        v.sesion.abrir(ident)
        app.processEvents()
        tiempos.append((time.perf_counter() - t, time.process_time() - cpu))
    return tiempos


def nucleo_juzgar(rondas: int) -> list[float]:
    """Juzgar y anotar cada papeleta tecleada en el núcleo, sin almacén ni ventana."""
    from app_planilla import listas

    lista = listas.cargar_incluida("es")
    inscritos = [Inscrito(x.nombre, x.mesa) for x in sembrada.inscritos()]
    p = PlanillaDuplicada(nueva_sala(inscritos, reglas_arbitraje("fise")))
    tiempos = []
    for ronda in sembrada.rondas(cuantas=rondas):
        p.nueva_ronda(ronda.atril)
        p.anotar_maestra(ronda.coordenada, ronda.palabra)
        for i, pap in enumerate(ronda.papeletas):
            if pap.texto and not pap.cero:
                t = time.perf_counter()
                p.anotar_papeleta([i], pap.texto, en_lista=lambda w: w.lower() in lista)
                tiempos.append(time.perf_counter() - t)
    return tiempos


def memoria(modo: str, datos: str) -> tuple[int, int]:
    """En un proceso aparte: la ventana (sin partida, o con la sala guardada en ``datos``): su memoria máxima y la
    residente al final, en KB."""
    codigo = (
        "import os, sys, resource, tempfile; from pathlib import Path\n"
        f"sys.path.insert(0, {str(RAIZ)!r})\n"
        "from PySide6.QtCore import QSettings\nfrom PySide6.QtWidgets import QApplication\n"
        "from app_planilla.ui.aplicacion import crear_ventana, preparar\n"
        "app = preparar(); c = Path(tempfile.mkdtemp())\n"
        "v = crear_ventana(QSettings(str(c / 'm.ini'), QSettings.Format.IniFormat), datos=sys.argv[2])\n"
        f"v.resize({TAMANO[0]}, {TAMANO[1]}); v.show()\n"
        "[app.processEvents() for _ in range(5)]\n"
        "if sys.argv[1] == 'partida':\n"
        "    ident = v.sesion.almacen.partidas()[0].id; v.sesion.abrir(ident)\n"
        "    [app.processEvents() for _ in range(5)]\n"
        "    v.duplicada.entrada.en_lista()\n"
        "    v.grab()\n"
        "    p = v.duplicada.planilla\n"
        "    assert p is not None and p.participantes == 200, 'la sala no se abrió'\n"
        "    print('rondas', p.ronda, file=sys.stderr)\n"
        "else:\n"
        "    v.grab()\n"
        "residente = int(open('/proc/self/statm').read().split()[1]) * os.sysconf('SC_PAGE_SIZE') // 1024\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, residente)\n"
    )
    datos_proceso = datos if modo == "partida" else tempfile.mkdtemp()
    salida = subprocess.run([sys.executable, "-c", codigo, modo, datos_proceso], capture_output=True, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), check=True)
    maxima, residente = salida.stdout.strip().splitlines()[-1].split()
    return int(maxima), int(residente)


def mesa_de_16(carpeta: Path, escrituras: int = 48) -> tuple[float, float]:
    """La hoja de la mesa con 16 participantes en la ronda 35: escribir unos puntos (mediana, ms), ahora y con lo
    que hacía antes tras cada cifra (la tabla entera repintada y medida, y llevada al final)."""
    app = QApplication.instance()
    assert app is not None
    v = ventana(carpeta / "m", carpeta / "datos16")
    hoja = v.duplicada
    assert hoja is not None and v.sesion is not None
    v.sesion.nueva(nueva_duplicada([f"Participante {i + 1}" for i in range(16)]))
    c = hoja.controlador
    for r in range(35):
        c.nueva_ronda("")
        c.anotar_maestra_puntos(50)
        if r < 34:
            for i in range(16):
                c.escribir_puntos(i, (i * 7 + r) % 50)
    app.processEvents()
    panel = hoja.panel

    def antes() -> None:
        panel.modelo.actualizar()
        panel.ajustar_columnas()
        panel.ver_ronda()

    ahora_ms: list[float] = []
    antes_ms: list[float] = []
    for k in range(escrituras):
        i = k % 16
        for extra, lista in ((None, ahora_ms), (antes, antes_ms)):
            t = time.perf_counter()
            c.escribir_puntos(i, 10 + k % 30)
            if extra is not None:
                extra()
            app.processEvents()
            lista.append((time.perf_counter() - t) * 1000)
    v.close()
    return statistics.median(ahora_ms), statistics.median(antes_ms)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rondas", type=int, default=20)
    parser.add_argument("--abiertas", action="store_true",
                        help="con la ventana de la clasificación entera y el proyector abiertos mientras se anota")
    args = parser.parse_args()
    app = preparar()
    assert app is not None
    with tempfile.TemporaryDirectory() as nombre:
        carpeta = Path(nombre)
        datos = carpeta / "datos"
        v = ventana(carpeta, datos)
        t = time.perf_counter()
        r = jugar(v, args.rondas, args.abiertas)
        total = time.perf_counter() - t
        intro = r["intro"]
        assert isinstance(intro, dict)
        ultima = intro[max(intro)]
        todas = [x for medidas in intro.values() for x in medidas]
        crono = r["crono"]
        assert isinstance(crono, Cronometro)
        abiertas = " (con la clasificación entera y el proyector abiertos)" if args.abiertas else ""
        print(f"Sala de 200, {args.rondas} rondas{abiertas}: {len(todas)} papeletas por el teclado en {total:.0f} s")
        print(f"Intro → fila repintada y clasificación, sin guardar: ronda {max(intro)} mediana "
              f"{statistics.median(ultima) * 1000:.1f} ms, p95 {p95(ultima) * 1000:.1f} ms, máx "
              f"{max(ultima) * 1000:.1f} ms; todas las rondas p95 {p95(todas) * 1000:.1f} ms")
        cpu = r["cpu"]
        assert isinstance(cpu, dict)
        ultima_cpu = cpu[max(cpu)]
        print(f"  (tiempo de CPU del proceso en cada Intro: ronda {max(cpu)} mediana "
              f"{statistics.median(ultima_cpu) * 1000:.1f} ms, p95 {p95(ultima_cpu) * 1000:.1f} ms)")
        cierres = r["cierres"]
        assert isinstance(cierres, list)
        print(f"Cerrar la ronda (la clasificación se recalcula): mediana {statistics.median(cierres) * 1000:.1f} ms")
        print(f"Guardar (transacción confirmada, aparte): mediana {statistics.median(crono.medidas) * 1000:.1f} ms, "
              f"p95 {p95(crono.medidas) * 1000:.1f} ms")
        veredicto(f"p95 de Intro en la ronda {max(intro)}", p95(ultima) * 1000, 16.0, "ms", ".1f")
        nucleo = nucleo_juzgar(args.rondas)
        veredicto("Juzgar y anotar una papeleta en el núcleo (mediana)", statistics.median(nucleo) * 1000, 1.0,
                  "ms", ".2f")
        tiempos = reabrir(v)
        pared = statistics.median(t for t, _cpu in tiempos)
        print(f"Reabrir: {len(v.sesion.actual.planilla.eventos)} eventos; tiempo de CPU del proceso, mediana "
              f"{statistics.median(c for _t, c in tiempos) * 1000:.0f} ms (en una máquina compartida, el reloj "
              "de pared cuenta también a los demás)")
        veredicto("Reabrir la partida en la ventana (mediana)", pared * 1000, 300.0, "ms", ".0f")
        teclas = r["teclas"]
        teclas_mesa = r["teclas_mesa"]
        assert isinstance(teclas, dict) and isinstance(teclas_mesa, dict)
        for clase, objetivo in (("tecleada", 14), ("maestra", 3), ("cero", 5)):
            valores, con_mesa = teclas[clase], teclas_mesa[clase]
            print(f"Pulsaciones, {clase}: mediana {statistics.median(valores):.0f}, media "
                  f"{statistics.mean(valores):.1f}, máx {max(valores)} (con la mesa propuesta, o tecleada si no lo "
                  f"está); tecleando siempre la mesa: media {statistics.mean(con_mesa):.1f}")
            if clase == "tecleada":
                espacios = r["con_espacios"]
                assert isinstance(espacios, list)
                print(f"  (tecleando los espacios, «H4 JAMON 44»: mediana {statistics.median(espacios):.0f}, media "
                      f"{statistics.mean(espacios):.1f}, sin contar la mesa)")
            veredicto(f"Pulsaciones por papeleta {clase} (mediana)", statistics.median(valores), objetivo, "teclas",
                      ".0f")
        v.close()
        app.processEvents()
        (sin, sin_ahora), (con, con_ahora) = memoria("vacia", str(datos)), memoria("partida", str(datos))
        print(f"Memoria máxima: sin partida {sin / 1024:.1f} MB, con la sala {con / 1024:.1f} MB; residente al "
              f"final: {sin_ahora / 1024:.1f} MB y {con_ahora / 1024:.1f} MB ({con_ahora / sin_ahora:.2f}×)")
        veredicto("Memoria máxima de la ventana con la sala frente a sin partida", con / sin, 1.5)
        ahora, antes = mesa_de_16(carpeta)
        print(f"Hoja de la mesa, 16 participantes en la ronda 35, escribir unos puntos: ahora {ahora:.1f} ms, "
              f"antes {antes:.1f} ms (medianas; {antes / ahora:.1f}× más rápido)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
