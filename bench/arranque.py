"""Arranque hasta la primera ventana mostrada, como proporción de una QMainWindow de PySide6 vacía.

Cada medida es un proceso nuevo (intérprete, importaciones, QApplication, ventana, primer ciclo de
eventos tras mostrarla), alternando los casos en la misma ejecución. Objetivo: ≤ 1,3×.

La Planilla se abre como la aplicación de verdad (``aplicacion.abrir_ventana``: almacén de partidas y
arranque diferido). Se dan dos momentos: la ventana mostrada (con tablero y jugada, lo que pide el objetivo)
y la ventana completa (todas las hojas montadas y la partida reabierta, tras el primer pintado).
Uso: ``.venv/bin/python bench/arranque.py [REPETICIONES]``.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
OBJETIVO = 1.3

# El mismo final en los dos casos: mostrar y salir en cuanto el bucle de eventos da la primera vuelta.
_FINAL = """
from PySide6.QtCore import QTimer
ventana.show()
QTimer.singleShot(0, lambda: (print("listo", flush=True), app.quit()))
app.exec()
"""

VACIA = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
ventana = QMainWindow()
ventana.resize(1180, 760)
""" + _FINAL

# Referencia informativa: lo mínimo que tiene cualquier ventana real (menú, texto, enumeraciones de Qt).
MINIMA = """
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
ventana = QMainWindow()
ventana.menuBar().addMenu("&Archivo").addAction("&Salir")
ventana.setCentralWidget(QLabel("Planilla", alignment=Qt.AlignmentFlag.AlignCenter))
ventana.statusBar().showMessage("listo")
ventana.resize(1180, 760)
""" + _FINAL

# La misma, sin tocar el espacio de nombres ``Qt`` (PySide6 crea sus ~90 enumeraciones de Python al importarlo):
# la diferencia con MINIMA es lo que cuesta cualquier ventana que alinee un texto.
SIN_QT = MINIMA.replace("from PySide6.QtCore import Qt\n", "").replace(
    ", alignment=Qt.AlignmentFlag.AlignCenter", "")

PLANILLA = """
import sys
from PySide6.QtCore import QSettings
for formato in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
    QSettings.setPath(formato, QSettings.Scope.UserScope, sys.argv[1])
from app_planilla.ui.aplicacion import abrir_ventana, preparar
app = preparar()
# Como la aplicación de verdad: con su almacén de partidas (vacío la primera vez) y todos sus paneles.
ventana = abrir_ventana(sys.argv[1] + "/datos")
ventana.arranque_completado.connect(lambda: print("completo", flush=True))
from PySide6.QtCore import QTimer
ventana.show()
QTimer.singleShot(0, lambda: print("listo", flush=True))
if ventana.arrancada:
    print("completo", flush=True)
ventana.arranque_completado.connect(app.quit)
QTimer.singleShot(5000, app.quit)
app.exec()
ventana.guardar_ajustes()  # la disposición de los paneles, como al cerrar la aplicación
"""


def medir(codigo: str, carpeta: str) -> tuple[float, float]:
    """Segundos hasta la ventana mostrada («listo») y hasta la ventana completa («completo»)."""
    entorno = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    # Como en una instalación normal, el código compilado (.pyc) se guarda en la primera vuelta y se
    # reutiliza; aquí en una carpeta temporal para no ensuciar el árbol de trabajo.
    entorno.pop("PYTHONDONTWRITEBYTECODE", None)
    entorno["PYTHONPYCACHEPREFIX"] = str(Path(carpeta) / "pyc")
    inicio = time.perf_counter()
    # Cuenta hasta que la ventana está mostrada (la línea «listo»), no hasta que el proceso termina.
    proceso = subprocess.Popen(
        [sys.executable, "-c", codigo, carpeta],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=entorno, cwd=RAIZ,
    )
    assert proceso.stdout is not None
    momentos: dict[str, float] = {}
    for linea in proceso.stdout:
        momentos.setdefault(linea.strip(), time.perf_counter() - inicio)
        if "listo" in momentos and ("completo" in momentos or codigo is not PLANILLA):
            break
    _, errores = proceso.communicate()
    if "listo" not in momentos or (codigo is PLANILLA and "completo" not in momentos):
        raise SystemExit(f"el proceso no mostró la ventana:\n{errores}")
    return momentos["listo"], momentos.get("completo", momentos["listo"])


def main() -> int:
    repeticiones = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    with tempfile.TemporaryDirectory() as carpeta:
        medir(VACIA, carpeta)  # calienta la caché de disco de las bibliotecas de Qt
        medir(PLANILLA, carpeta)  # y guarda la disposición de los paneles, como tras una primera sesión
        vacia, minima, sin_qt, planilla, completa = [], [], [], [], []
        for _ in range(repeticiones):
            vacia.append(medir(VACIA, carpeta)[0])
            minima.append(medir(MINIMA, carpeta)[0])
            sin_qt.append(medir(SIN_QT, carpeta)[0])
            mostrada, entera = medir(PLANILLA, carpeta)
            planilla.append(mostrada)
            completa.append(entera)
    mv, mm, ms = statistics.median(vacia), statistics.median(minima), statistics.median(sin_qt)
    mp, mc = statistics.median(planilla), statistics.median(completa)
    proporcion = mp / mv
    print(f"QMainWindow vacía:             mediana {mv * 1000:.0f} ms ({repeticiones} procesos)")
    print(f"QMainWindow con menú y texto:  mediana {mm * 1000:.0f} ms ({mm / mv:.2f}×, referencia)")
    print(f"  la misma sin importar Qt:    mediana {ms * 1000:.0f} ms ({ms / mv:.2f}×, referencia)")
    print(f"Planilla, ventana mostrada:    mediana {mp * 1000:.0f} ms ({repeticiones} procesos)")
    print(f"Planilla, ventana completa:    mediana {mc * 1000:.0f} ms ({mc / mv:.2f}×, hojas y partida)")
    estado = "bien" if proporcion <= OBJETIVO else "POR ENCIMA DEL OBJETIVO"
    print(f"proporción: {proporcion:.2f}× (objetivo ≤ {OBJETIVO}×): {estado}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
