"""Arranque hasta la primera ventana mostrada, como proporción de una QMainWindow de PySide6 vacía.

Cada medida es un proceso nuevo (intérprete, importaciones, QApplication, ventana, primer ciclo de
eventos tras mostrarla), alternando los dos casos en la misma ejecución. Objetivo: ≤ 1,3×.
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

PLANILLA = """
import sys
from PySide6.QtCore import QSettings
for formato in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
    QSettings.setPath(formato, QSettings.Scope.UserScope, sys.argv[1])
from app_planilla.ui.aplicacion import preparar
app = preparar()
from app_planilla.ui import VentanaPrincipal
# Como la aplicación de verdad: con su almacén de partidas (vacío la primera vez) y todos sus paneles.
ventana = VentanaPrincipal(datos=sys.argv[1] + "/datos")
""" + _FINAL


def medir(codigo: str, carpeta: str) -> float:
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
    linea = proceso.stdout.readline()
    fin = time.perf_counter()
    _, errores = proceso.communicate()
    if "listo" not in linea:
        raise SystemExit(f"el proceso no mostró la ventana:\n{errores}")
    return fin - inicio


def main() -> int:
    repeticiones = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    with tempfile.TemporaryDirectory() as carpeta:
        medir(VACIA, carpeta)  # calienta la caché de disco de las bibliotecas de Qt
        medir(PLANILLA, carpeta)
        vacia, minima, planilla = [], [], []
        for _ in range(repeticiones):
            vacia.append(medir(VACIA, carpeta))
            minima.append(medir(MINIMA, carpeta))
            planilla.append(medir(PLANILLA, carpeta))
    mv, mm, mp = statistics.median(vacia), statistics.median(minima), statistics.median(planilla)
    proporcion = mp / mv
    print(f"QMainWindow vacía:             mediana {mv * 1000:.0f} ms ({repeticiones} procesos)")
    print(f"QMainWindow con menú y texto:  mediana {mm * 1000:.0f} ms ({mm / mv:.2f}×, referencia)")
    print(f"Planilla:                      mediana {mp * 1000:.0f} ms ({repeticiones} procesos)")
    estado = "bien" if proporcion <= OBJETIVO else "POR ENCIMA DEL OBJETIVO"
    print(f"proporción: {proporcion:.2f}× (objetivo ≤ {OBJETIVO}×): {estado}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
