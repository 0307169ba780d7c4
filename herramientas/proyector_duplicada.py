"""El modo proyector de una duplicada en una segunda pantalla, con la comprobación de lo que la sala ve.

Uso: ``.venv/bin/python herramientas/proyector_duplicada.py 1920x1080 [CARPETA]``: con dos pantallas
``offscreen`` (la de la ventana, de 1366×768, y a su derecha la del proyector, del tamaño dado: la plataforma
solo lee su configuración al arrancar el proceso), juega dos rondas de una duplicada de cuatro con el proyector
abierto y escribe en la salida un problema por línea (nada si todo está bien): el proyector, a pantalla
completa en la segunda pantalla; las letras del atril y las cifras del reloj, con las mayúsculas de al menos
un octavo del alto de esa pantalla; el atril, el tablero y el reloj dentro de la ventana; y lo que muestra
sigue a lo que se anota (ronda, atril, maestra, fichas del tablero). Con ``CARPETA`` guarda
``CARPETA/proyector-duplicada-<ancho>x<alto>.png``. ``tests/ui/test_proyector_duplicada.py`` la ejecuta.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

PANTALLA_VENTANA = (1366, 768)

_tamano = re.fullmatch(r"(\d+)x(\d+)", sys.argv[1]) if __name__ == "__main__" and len(sys.argv) > 1 else None
if _tamano is not None:
    _ancho, _alto = (int(n) for n in _tamano.groups())
    _config = Path(tempfile.mkdtemp()) / "pantallas.json"
    _config.write_text(json.dumps({"screens": [
        {"name": "ventana", "x": 0, "y": 0, "width": PANTALLA_VENTANA[0], "height": PANTALLA_VENTANA[1],
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "proyector", "x": PANTALLA_VENTANA[0], "y": 0, "width": _ancho, "height": _alto,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    ]}), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_config}"
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RAIZ = Path(__file__).resolve().parent.parent
if str(RAIZ) not in sys.path:
    sys.path.insert(0, str(RAIZ))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QFontMetricsF, QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app_planilla.ui.aplicacion import crear_ventana, preparar  # noqa: E402


def _esperar(condicion, veces: int = 200) -> bool:
    for _ in range(veces):
        QApplication.processEvents()
        if condicion():
            return True
    return False


def comprobar(carpeta: Path | None, datos: Path) -> list[str]:
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
    from app_planilla.ui.hojas.duplicada.proyector import ProyectorDuplicada

    problemas: list[str] = []
    ajustes = QSettings(str(datos / "planilla.ini"), QSettings.Format.IniFormat)
    v = crear_ventana(ajustes, datos=datos / "datos")
    v.confirmar = lambda _pregunta: True
    # La ventana, en su pantalla (la plataforma ``offscreen`` da las pantallas en cualquier orden).
    propia, segunda = sorted(QGuiApplication.screens(), key=lambda s: s.name() != "ventana")
    v.setScreen(propia)
    v.move(propia.geometry().topLeft())
    v.show()
    v.sesion.nueva(nueva_duplicada(["Ana", "Bea", "Carlos", "Dani"]))
    dup = v.duplicada
    dup.sonidos.con_audio = False
    c = dup.controlador
    c.nueva_ronda("ZARELOS")
    accion = dup.acciones["proyector"]  # Duplicada ▸ Modo proyector
    if not accion.isEnabled():
        return ["Duplicada ▸ Modo proyector no está activo con una duplicada abierta"]
    accion.trigger()
    ventana = dup.proyector
    if ventana is None:
        return ["el modo proyector no abrió ninguna ventana"]
    proyector = ventana.findChild(ProyectorDuplicada)
    _esperar(lambda: ventana.isVisible() and ventana.geometry() == segunda.geometry())
    if ventana.screen() is not segunda or not ventana.isFullScreen():
        problemas.append(f"el proyector no está a pantalla completa en la segunda pantalla ({ventana.geometry()})")
    if ventana.geometry() != segunda.geometry():
        problemas.append(f"el proyector ocupa {ventana.geometry()}, no la pantalla {segunda.geometry()}")
    octavo = segunda.geometry().height() / 8

    def visto():
        _esperar(lambda: False, 3)
        proyector.repaint()
        return proyector.visto

    v1 = visto()
    if v1 is None or (v1.ronda, v1.atril) != (1, ("Z", "A", "R", "E", "L", "O", "S")):
        problemas.append(f"ronda 1: el proyector muestra {v1}")
    # Las letras y las cifras, medidas con la fuente con que se pintan.
    for nombre, fuente, texto in (("las letras del atril", proyector.fuente_atril(), "ZARELOS"),
                                  ("las cifras del reloj", proyector.fuente_reloj(), "3:00")):
        m = QFontMetricsF(fuente)
        if m.capHeight() < octavo:
            problemas.append(f"{nombre} miden {m.capHeight():.0f} px de alto, menos de 1/8 ({octavo:.0f} px)")
        if nombre.startswith("las cifras") and m.horizontalAdvance(texto) > proyector.disposicion().columna.width():
            problemas.append(f"{nombre} no caben en su columna")
    d = proyector.disposicion()
    dentro = proyector.rect()
    for nombre, caja in [("el tablero", d.tablero), ("la columna del reloj", d.columna),
                         *((f"la ficha {i + 1} del atril", f) for i, f in enumerate(d.fichas))]:
        if not dentro.contains(caja):
            problemas.append(f"{nombre} se sale de la ventana: {caja} fuera de {dentro}")
    if d.tablero.width() < 0.45 * segunda.geometry().height():
        problemas.append(f"el tablero mide solo {d.tablero.width()} px")
    if d.tablero.intersects(d.columna) or any(f.intersects(d.tablero) for f in d.fichas):
        problemas.append("el tablero se monta con el atril o con el reloj")

    # Lo que se anota se ve al momento: la maestra, en el tablero; la ronda siguiente, su atril.
    p = dup.planilla
    c.anotar_maestra_escrita("H4", "ZARELOS")  # sin buscarla: cargar la lista costaría más que todo lo demás
    v2 = visto()
    puntos = str(p.filas[-1].puntos_maestra)
    if v2 is None or v2.fichas_tablero != 7 or "H4 ZARELOS" not in v2.maestra or puntos not in v2.maestra:
        problemas.append(f"anotada la maestra, el proyector muestra {v2}")
    for i in range(4):
        c.escribir_puntos(i, 10 + i)
    c.sortear_ronda()
    v3 = visto()
    if v3 is None or v3.ronda != 2 or v3.atril != p.filas[-1].atril or v3.maestra:
        problemas.append(f"ronda 2: el proyector muestra {v3}, no el atril {p.filas[-1].atril}")
    dup.temporizador.modelo.pausar()
    dup.temporizador.actualizar()
    if carpeta is not None:
        ancho, alto = segunda.geometry().width(), segunda.geometry().height()
        carpeta.mkdir(parents=True, exist_ok=True)
        ventana.grab().save(str(carpeta / f"proyector-duplicada-{ancho}x{alto}.png"))
    v.close()
    if dup.proyector is not None and dup.proyector.isVisible():
        problemas.append("al cerrar la ventana, el proyector sigue abierto")
    return problemas


def main(argv: list[str]) -> int:
    if _tamano is None:
        print(__doc__, file=sys.stderr)
        return 2
    app = preparar()
    assert isinstance(app, QApplication)
    if len(QGuiApplication.screens()) != 2:
        print("la plataforma no tiene las dos pantallas", file=sys.stderr)
        return 2
    carpeta = Path(argv[2]) if len(argv) > 2 else None
    with tempfile.TemporaryDirectory() as datos:
        for linea in comprobar(carpeta, Path(datos)):
            print(linea)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
