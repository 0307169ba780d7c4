"""La herramienta de capturas (docs/ventana.png) sigue funcionando y la partida de ejemplo puntúa bien."""

from __future__ import annotations

import importlib.util
import sys

from PySide6.QtGui import QImage

from .conftest import RAIZ_PROYECTO


def _capturas():
    ruta = RAIZ_PROYECTO / "herramientas" / "capturas.py"
    spec = importlib.util.spec_from_file_location("capturas", ruta)
    assert spec is not None and spec.loader is not None
    modulo = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("capturas", modulo)
    spec.loader.exec_module(modulo)
    return modulo


def test_partida_de_ejemplo(qtbot, ajustes):
    v = _capturas().ventana_con_partida(ajustes)
    qtbot.addWidget(v)
    assert len(v.tablero) == 5 + 4 + 3
    calculo = v.calculo_actual()
    r = calculo.resultado
    assert r is not None and r.principal.texto == "RUsO"
    # RUSO 1×2 + 1 + 0 + 1, IR 1 + 1×2, ÑU 8 + 1, OS 1 + 0
    assert [(p.texto, p.puntos) for p in r.palabras] == [("RUsO", 4), ("IR", 3), ("ÑU", 9), ("Os", 1)]
    assert r.puntos == 17


def test_captura_en_png(qapp, ajustes, tmp_path):
    salida = _capturas().capturar(tmp_path / "ventana.png", 1366, 740)
    imagen = QImage(str(salida))
    assert not imagen.isNull() and imagen.width() >= 1366


def test_partida_de_ejemplo_con_la_hoja(qtbot, ajustes, tmp_path):
    v = _capturas().ventana_con_partida(ajustes, datos=tmp_path / "datos")
    qtbot.addWidget(v)
    assert v.hoja is not None and v.hoja.planilla is not None
    p = v.hoja.planilla
    assert [linea.palabra for linea in p.lineas] == ["JAMON", "ZUMOS", "NIÑO"]
    assert dict(v.tablero.fichas) == dict(p.tablero.fichas) and len(v.tablero) == 12
    assert v.calculo_actual().puntos == 17


def test_partida_terminada_de_ejemplo(qtbot, ajustes, tmp_path):
    v = _capturas().ventana_con_partida_terminada(ajustes, tmp_path / "datos")
    qtbot.addWidget(v)
    assert v.hoja is not None and v.hoja.planilla is not None
    final = v.hoja.planilla.final
    assert final is not None and [(f.total, f.puesto) for f in final] == [(86, 1), (59, 2)]


def test_captura_de_la_partida_terminada(qapp, ajustes, tmp_path):
    salida = _capturas().capturar_terminada(tmp_path / "partida_terminada.png", 1366, 740)
    imagen = QImage(str(salida))
    assert not imagen.isNull() and imagen.width() >= 1366
