"""Comprobación a mano en ventanas de verdad (issue 24, puntos 2, 3, 6 y 20), fuera de ``make test``.

Con un servidor X y un gestor de ventanas abre las escenas de ``pantallas.py`` como la aplicación, escribe lo que
mide (el ancho de la ventana en cada llamada del reloj de la ronda, las columnas fuera de la vista, la disposición
guardada apretada al reabrir) y guarda capturas de la pantalla entera (``import -window root``) en ``CARPETA``.

Uso (``apt-get install xvfb openbox xdotool imagemagick``)::

    Xvfb :91 -screen 0 1024x600x24 & DISPLAY=:91 openbox &
    DISPLAY=:91 QT_QPA_PLATFORM=xcb PLANILLA_IDIOMA=es .venv/bin/python herramientas/ventanas_reales.py CARPETA
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QTableView

from herramientas import pantallas as P


def esperar(segundos: float = 0.8) -> None:
    """Deja que el gestor de ventanas coloque y pinte (aquí sí hace falta el tiempo de verdad)."""
    fin = time.time() + segundos
    while time.time() < fin:
        QApplication.processEvents()
        time.sleep(0.05)


class Capturas:
    def __init__(self, carpeta: Path) -> None:
        self.carpeta = carpeta
        pantalla = QApplication.primaryScreen()
        self.zona = pantalla.availableGeometry()
        self.tamano = f"{pantalla.geometry().width()}x{pantalla.geometry().height()}"

    def foto(self, nombre: str, v: P.VentanaPrincipal) -> None:
        esperar()
        subprocess.run(["import", "-window", "root", str(self.carpeta / f"{nombre}-{self.tamano}.png")], check=True)
        marco = v.frameGeometry()
        print(f"{nombre}: ventana {marco.getRect()} en {self.zona.getRect()}, dentro: {self.zona.contains(marco)}")


def reloj_a_la_derecha(c: Capturas) -> None:
    """«Reloj de la ronda» bajo la hoja, y el ancho de la ventana en cada llamada."""
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    tmp = Path(tempfile.mkdtemp())
    reloj = [0.0]
    v = P.crear_ventana(QSettings(str(tmp / "p.ini"), QSettings.Format.IniFormat), datos=tmp / "d",
                        fuente_tiempo=lambda: reloj[0])
    v.confirmar = lambda pregunta: True
    v.show()
    esperar(1.5)
    v.sesion.nueva(nueva_duplicada(["Carlos", "Dani", "Elena", "Fran"]))
    dup = v.duplicada
    dup.sonidos.con_audio = False
    dup.voz.activa = False
    for (coordenada, palabra, puntos), atril in zip(P.MAESTRAS_4["es"], P.ATRILES_4["es"], strict=True):
        dup.controlador.nueva_ronda(atril)
        dup.controlador.anotar_maestra_puntos(puntos, coordenada, palabra)
        for n in range(4):
            dup.controlador.escribir_puntos(n, puntos - 3 * n)
    v.splitDockWidget(dup.dock, dup.dock_reloj, Qt.Orientation.Vertical)
    esperar(1)
    t = dup.temporizador
    if not t.modelo.en_marcha:
        t.alternar()
    anchos = [("antes", v.frameGeometry().width())]
    for segundos in (120.5, 150.5, 175.5, 180.0):
        reloj[0] = segundos
        t.actualizar()
        esperar(0.4)
        anchos.append((t.llamada.text(), v.frameGeometry().width()))
        if segundos == 150.5:
            c.foto("duplicada-reloj-derecha", v)
    print("ancho de la ventana en cada llamada:", anchos)
    v.close()


def hojas(c: Capturas) -> None:
    """Las hojas de cuatro (y la clásica larga) enteras de ancho; «4 en letras» sin tablero."""
    for nombre, escena in (("duplicada-4", P.duplicada_de_4), ("clasica-4", P.clasica_de_4),
                           ("clasica-larga", P.clasica_larga), ("cuatro-letras-sin-tablero",
                                                                P.cuatro_letras_con_relojes(6))):
        tmp = Path(tempfile.mkdtemp())
        v, panel = escena(QSettings(str(tmp / "p.ini"), QSettings.Format.IniFormat), tmp / "d")
        esperar(1.5)
        tabla = panel.findChild(QTableView) if panel is not None else None
        fuera = P.columnas_fuera(tabla) if tabla is not None else []
        print(f"{nombre}: tablero {v.vista_tablero.size().toTuple()} a la vista: {v.con_tablero}; columnas fuera: "
              f"{fuera}; problemas: {P.problemas(v)}")
        c.foto(nombre, v)
        v.close()


def disposicion(c: Capturas) -> None:
    """La disposición guardada apretada, al guardarla y al reabrir (como la aplicación, con arranque diferido)."""
    tmp = Path(tempfile.mkdtemp())
    ajustes = QSettings(str(tmp / "p.ini"), QSettings.Format.IniFormat)
    v, _ = P.duplicada_de_16(ajustes, tmp / "d")
    esperar(1.5)
    P._apretar(v)
    esperar(1)
    print("apretada:", v.disposicion_apretada())
    c.foto("disposicion-apretada", v)
    v.close()
    esperar(0.5)
    v = P.crear_ventana(ajustes, datos=tmp / "d", diferir=True)
    v.show()
    esperar(3)
    print("reabierta:", v.disposicion_apretada() or "cabe", P.problemas(v), "hoja", v.duplicada.dock.width())
    c.foto("disposicion-reabierta", v)
    v.close()


def main(argv: list[str]) -> int:
    carpeta = Path(argv[0])
    carpeta.mkdir(parents=True, exist_ok=True)
    P.preparar()
    c = Capturas(carpeta)
    reloj_a_la_derecha(c)
    hojas(c)
    disposicion(c)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
