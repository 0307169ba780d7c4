"""Captura de la ventana con una partida en curso (``docs/ventana.png``), sin pantalla.

Uso: ``QT_QPA_PLATFORM=offscreen .venv/bin/python herramientas/capturas.py [SALIDA.png] [ANCHOxALTO]``.
Las pruebas la usan también (``tests/ui/test_captura.py``) para que no se rompa sin que nadie lo vea.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RAIZ = Path(__file__).resolve().parent.parent
if str(RAIZ) not in sys.path:
    sys.path.insert(0, str(RAIZ))

from PySide6.QtCore import QSettings  # noqa: E402

from app_planilla.ui.aplicacion import preparar  # noqa: E402
from app_planilla.ui.ventana import VentanaPrincipal  # noqa: E402

# Jugadas de la partida de ejemplo, tecleadas como lo haría una persona: (inicio, vertical, letras).
JUGADAS = [("H4", False, "JAMÓN"), ("F6", True, "ZUOS"), ("H8", True, "IÑO")]
# RUSO baja por la columna 9 junto a NIÑO: forma IR, ÑU y OS; la S es un comodín (se toca en K9).
EN_CURSO = ("I9", True, "RUSO", "K9")


def ventana_con_partida(ajustes: QSettings, ancho: int = 1366, alto: int = 740) -> VentanaPrincipal:
    """Ventana con tres jugadas dejadas en el tablero y una cuarta a medio teclear."""
    v = VentanaPrincipal(ajustes)
    v.resize(ancho, alto)
    v.divisor.setSizes([ancho - 460, 460])
    tablero = v.vista_tablero
    for inicio, vertical, letras in JUGADAS:
        tablero.tocar(inicio)
        if vertical:
            tablero.tocar(inicio)
        tablero.escribir(letras)
        v.dejar_en_tablero()
    inicio, vertical, letras, comodin = EN_CURSO
    tablero.tocar(inicio)
    if vertical:
        tablero.tocar(inicio)
    tablero.escribir(letras)
    tablero.tocar(comodin)
    tablero.setFocus()
    return v


def capturar(salida: Path, ancho: int = 1366, alto: int = 740) -> Path:
    app = preparar()
    with tempfile.TemporaryDirectory() as tmp:
        ajustes = QSettings(str(Path(tmp) / "planilla.ini"), QSettings.Format.IniFormat)
        v = ventana_con_partida(ajustes, ancho, alto)
        v.show()
        v.activateWindow()
        app.processEvents()
        v.statusBar().showMessage(v.tr("RUSO en curso: la S es un comodín (toca una ficha nueva para cambiarlo)."))
        app.processEvents()
        salida.parent.mkdir(parents=True, exist_ok=True)
        v.grab().save(str(salida))
        v.close()
    return salida


def main(argv: list[str]) -> int:
    salida = Path(argv[0]) if argv else RAIZ / "docs" / "ventana.png"
    ancho, alto = (int(x) for x in argv[1].split("x")) if len(argv) > 1 else (1366, 740)
    capturar(salida, ancho, alto)
    print(salida)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
