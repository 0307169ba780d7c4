"""La clasificación de una sala en la ventana y en el proyector, en una pantalla del tamaño dado, con capturas y la
comprobación de que se lee entera.

Uso: ``.venv/bin/python herramientas/sala_clasificacion.py 1366x768 [CARPETA]``: con una pantalla ``offscreen``
de ese tamaño (la plataforma solo lee su configuración al arrancar el proceso), abre la ventana de la aplicación
con la sala sembrada de 200 participantes y 20 rondas (``tests/sala_sembrada.py``, guardada y abierta como
cualquier partida) y llega a la clasificación como lo haría el árbitro: Duplicada ▸ «Ver la clasificación
entera…» (su ventana) y «Proyector: la clasificación o el tablero» (el modo proyector, en su página de la
clasificación). Escribe en la salida un problema por línea (nada si todo está bien): columnas que no caben o
cortan su texto, la ventana de la clasificación fuera de la pantalla, letras del proyector de menos de 1/40 de
la pantalla, nombres que no salen en ninguna página. Con ``CARPETA`` guarda
``CARPETA/sala-clasificacion-<ancho>x<alto>.png`` y ``CARPETA/sala-proyector-<ancho>x<alto>.png``.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

_tamano = re.fullmatch(r"(\d+)x(\d+)", sys.argv[1]) if __name__ == "__main__" and len(sys.argv) > 1 else None
if _tamano is not None:
    _ancho, _alto = (int(n) for n in _tamano.groups())
    _config = Path(tempfile.mkdtemp()) / "pantalla.json"
    _config.write_text(json.dumps({"screens": [{"name": "pantalla", "x": 0, "y": 0, "width": _ancho,
                                                "height": _alto, "logicalDpi": 96, "logicalBaseDpi": 96,
                                                "dpr": 1}]}), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_config}"
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RAIZ = Path(__file__).resolve().parent.parent
if str(RAIZ) not in sys.path:
    sys.path.insert(0, str(RAIZ))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QFontMetrics, QGuiApplication  # noqa: E402

from app_planilla.nucleo.duplicada.publicacion import publicar  # noqa: E402
from app_planilla.ui.aplicacion import crear_ventana, preparar  # noqa: E402
from app_planilla.ui.hojas.duplicada.vista_clasificacion import VistaClasificacionSala  # noqa: E402
from tests.sala_sembrada import sala_sembrada  # noqa: E402


class _Reloj:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def revisar_vista(vista: VistaClasificacionSala) -> list[str]:
    problemas = []
    tabla = vista.tabla
    cabecera = tabla.horizontalHeader()
    if cabecera.length() > tabla.viewport().width() + 1:
        problemas.append(f"la clasificación mide {cabecera.length()} px y se ven {tabla.viewport().width()}")
    modelo = vista.modelo
    metrica = QFontMetrics(tabla.font())
    for col in range(modelo.columnCount()):
        ancho = cabecera.sectionSize(col)
        titulo = str(modelo.headerData(col, Qt.Orientation.Horizontal))
        if metrica.horizontalAdvance(titulo) + 8 > ancho:
            problemas.append(f"la cabecera «{titulo}» no cabe en {ancho} px")
        if modelo.claves[col] in ("nombre", "club"):
            continue
        for fila in range(modelo.rowCount()):
            texto = str(modelo.data(modelo.index(fila, col)))
            if metrica.horizontalAdvance(texto) + 6 > ancho:
                problemas.append(f"«{texto}» (columna «{titulo}») no cabe en {ancho} px")
                break
    for w in (vista.titulo, vista.parcial, vista.boton_copiar, vista.boton_csv):
        if w.width() < w.sizeHint().width() - 2:
            problemas.append(f"{w.objectName() or type(w).__name__} queda cortado ({w.width()} < "
                             f"{w.sizeHint().width()} px)")
    return problemas


def main() -> int:
    carpeta = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    app = preparar()
    pantalla = QGuiApplication.primaryScreen().geometry()
    tamano = f"{pantalla.width()}x{pantalla.height()}"
    problemas: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        ajustes = QSettings(str(Path(tmp) / "planilla.ini"), QSettings.Format.IniFormat)
        v = crear_ventana(ajustes, datos=Path(tmp) / "datos")
        v.confirmar = lambda _pregunta: True  # type: ignore[method-assign]
        v.show()
        app.processEvents()
        assert v.sesion is not None and v.sesion.almacen is not None
        v.sesion.abrir(v.sesion.almacen.importar(sala_sembrada()))
        hoja = v.duplicada
        assert hoja is not None and hoja.planilla is not None
        hoja.sonidos.con_audio = False
        planilla = hoja.planilla
        app.processEvents()

        hoja.acciones["clasificacion_sala"].trigger()  # Ctrl+Alt+V
        app.processEvents()
        ventana = hoja.ventana_clasificacion
        assert ventana is not None and ventana.isVisible()
        problemas += revisar_vista(ventana.vista)
        if not pantalla.contains(ventana.frameGeometry()):
            problemas.append(f"la ventana de la clasificación {ventana.frameGeometry().getRect()} no cabe en la "
                             f"pantalla {pantalla.getRect()}")
        if carpeta is not None:
            ventana.grab().save(str(carpeta / f"sala-clasificacion-{tamano}.png"))
        ventana.close()

        reloj = _Reloj()
        hoja.acciones["proyector_clasificacion"].trigger()  # el proyector, ya en la clasificación
        proyector = hoja.proyector_sala
        assert proyector is not None and hoja.proyector is not None
        pagina = proyector.clasificacion
        pagina.reloj = reloj
        pagina.volver_al_principio()
        app.processEvents()
        vistos: list[str] = []
        for k in range(pagina.paginas()):
            reloj.t = k * pagina.segundos_por_pagina + 0.5
            pagina.repaint()
            assert pagina.visto is not None
            vistos += pagina.visto.nombres
            if k == 0 and carpeta is not None:
                hoja.proyector.grab().save(str(carpeta / f"sala-proyector-{tamano}.png"))
        visto = pagina.visto
        assert visto is not None
        if visto.alto_mayusculas < pantalla.height() / 40:
            problemas.append(f"las letras del proyector miden {visto.alto_mayusculas:.0f} px (menos de 1/40 de "
                             f"{pantalla.height()})")
        esperados = [x.nombre for x in publicar(planilla).lineas]
        if vistos != esperados:
            problemas.append(f"el proyector muestra {len(vistos)} nombres de {len(esperados)}, o no en su orden")
        hoja.cerrar_proyector()
        v.close()
        app.processEvents()
    for linea in problemas:
        print(linea)
    return 0


if __name__ == "__main__":
    sys.exit(main())
