"""Arranque hasta la primera ventana mostrada, como proporción de una QMainWindow de PySide6 vacía.

Cada medida es un proceso nuevo (intérprete, importaciones, QApplication, ventana, primer ciclo de
eventos tras mostrarla), alternando los casos en la misma ejecución. Objetivo: ≤ 1,3×.

La Planilla se abre como la aplicación de verdad (``aplicacion.abrir_ventana``: almacén de partidas y
arranque diferido). Se dan dos momentos: la ventana mostrada (con tablero y jugada, lo que pide el objetivo)
y la ventana completa (todas las hojas montadas y la partida reabierta, tras el primer pintado).
Uso: ``.venv/bin/python bench/arranque.py [REPETICIONES]``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from comun import entorno_proceso, informe, medianas_alternas, veredicto

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
    entorno = entorno_proceso(carpeta)
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
        # La vuelta de calentamiento llena la caché de disco de las bibliotecas de Qt y guarda la disposición
        # de los paneles, como tras una primera sesión.
        casos = {"vacia": VACIA, "minima": MINIMA, "sin_qt": SIN_QT, "planilla": PLANILLA}
        medianas = medianas_alternas(
            {caso: lambda codigo=codigo: medir(codigo, carpeta) for caso, codigo in casos.items()}, repeticiones
        )
    (mv, _), (mm, _), (ms, _), (mp, mc) = medianas.values()
    proporcion = mp / mv
    informe([
        ("QMainWindow vacía", mv, f"{repeticiones} procesos"),
        ("QMainWindow con menú y texto", mm, f"{mm / mv:.2f}×, referencia"),
        ("  la misma sin importar Qt", ms, f"{ms / mv:.2f}×, referencia"),
        ("Planilla, ventana mostrada", mp, f"{repeticiones} procesos"),
        ("Planilla, ventana completa", mc, f"{mc / mv:.2f}×, hojas y partida"),
    ], 30)
    veredicto("proporción", proporcion, OBJETIVO)
    return 0


if __name__ == "__main__":
    sys.exit(main())
