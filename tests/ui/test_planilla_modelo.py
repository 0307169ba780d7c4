"""Modelos de tabla de la hoja, sin vista: filas por ronda, columnas por participante, totales acumulados,
penalizaciones, ajuste final, cabeceras, guardas de índice y repintado solo de lo que cambia."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from app_planilla.nucleo.almacen.almacen import ResumenPartida
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida, reglas_disponibles
from app_planilla.ui.hojas.clasica.modelo import (
    CAMPO_JUGADA,
    CAMPO_PUNTOS,
    CAMPO_TOTAL,
    COL_FINAL,
    COL_PUESTO,
    COL_RONDA,
    ROL_LINEA,
    ModeloFinal,
    ModeloPlanilla,
    columna,
    filas_de,
)
from app_planilla.ui.hojas.dialogo_partidas import ModeloPartidas

D = Qt.ItemDataRole.DisplayRole


def _modelo(planilla: Planilla) -> ModeloPlanilla:
    modelo = ModeloPlanilla()
    QAbstractItemModelTester(modelo, QAbstractItemModelTester.FailureReportingMode.Fatal, modelo)
    modelo.establecer(planilla)
    return modelo


def _texto(modelo: ModeloPlanilla, fila: int, quien: int, campo: int) -> str:
    return modelo.data(modelo.index(fila, columna(quien, campo)), D)


def test_sin_partida_no_hay_filas_ni_columnas(qapp):
    modelo = ModeloPlanilla()
    assert modelo.rowCount() == 0 and modelo.columnCount() == 1
    assert modelo.data(modelo.index(0, 0)) is None
    assert modelo.headerData(0, Qt.Orientation.Horizontal) == "Ronda"
    assert modelo.headerData(1, Qt.Orientation.Horizontal) is None


def test_rondas_totales_acumulados_y_turno(qapp):
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    modelo = _modelo(p)
    # Sin líneas: solo la ronda en curso, con la casilla de Ana marcada.
    assert modelo.rowCount() == 1 and modelo.columnCount() == 7
    assert _texto(modelo, 0, 0, CAMPO_JUGADA) == "▶ turno"
    assert modelo.headerData(columna(0, CAMPO_JUGADA), Qt.Orientation.Horizontal) == "Ana"
    assert modelo.headerData(columna(1, CAMPO_TOTAL), Qt.Orientation.Horizontal) == "Total"
    assert modelo.headerData(COL_RONDA, Qt.Orientation.Horizontal) == "Ronda"
    assert modelo.headerData(99, Qt.Orientation.Horizontal) is None
    assert modelo.headerData(0, Qt.Orientation.Vertical) is None

    p.sumar("H4", "JAMON")
    modelo.actualizar()
    p.anotar(20)
    modelo.actualizar()
    p.pasar()
    modelo.actualizar()
    assert modelo.rowCount() == 2
    assert modelo.data(modelo.index(0, COL_RONDA), D) == "1"
    assert _texto(modelo, 0, 0, CAMPO_JUGADA) == "H4 JAMON"
    assert _texto(modelo, 0, 0, CAMPO_PUNTOS) == "44" and _texto(modelo, 0, 0, CAMPO_TOTAL) == "44"
    assert _texto(modelo, 0, 1, CAMPO_JUGADA) == "a mano"
    assert _texto(modelo, 1, 0, CAMPO_JUGADA) == "Pase" and _texto(modelo, 1, 0, CAMPO_TOTAL) == "44"
    assert _texto(modelo, 1, 1, CAMPO_JUGADA) == "▶ turno"
    linea = modelo.data(modelo.index(0, columna(0, CAMPO_PUNTOS)), ROL_LINEA)
    assert linea is not None and len(linea.fichas) == 5
    # Guardas de índice.
    assert modelo.data(modelo.index(5, 0), D) is None
    assert modelo.data(QModelIndex(), D) is None
    assert modelo.rowCount(modelo.index(0, 0)) == 0


def test_deshacer_quita_la_fila_y_retirada_la_tacha(qapp):
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    modelo = _modelo(p)
    quitadas: list[int] = []
    modelo.rowsRemoved.connect(lambda _padre, primera, _ultima: quitadas.append(primera))
    p.sumar("H4", "JAMON")
    modelo.actualizar()
    p.anotar(10)
    modelo.actualizar()
    assert modelo.rowCount() == 2
    p.deshacer()
    modelo.actualizar()
    assert modelo.rowCount() == 1 and quitadas == [1]
    assert _texto(modelo, 0, 1, CAMPO_JUGADA) == "▶ turno"
    p.retirar_ultima_jugada()
    modelo.actualizar()
    assert _texto(modelo, 0, 0, CAMPO_JUGADA) == "Palabra retirada: H4 JAMON"
    assert _texto(modelo, 0, 0, CAMPO_PUNTOS) == "0"
    fuente = modelo.data(modelo.index(0, columna(0, CAMPO_JUGADA)), Qt.ItemDataRole.FontRole)
    assert fuente.strikeOut()


def test_penalizacion_ajuste_final_y_tiempo_extra(qapp):
    p = Planilla(nueva_partida(["Ana", "Bea"], reglas="fise"))
    modelo = _modelo(p)
    p.anotar(30)
    p.anotar(25)
    p.penalizar(1, 10, "impugnó mal")
    p.terminar(["", "QE"])
    p.anotar_tiempo_extra(0, 61)
    modelo.actualizar()
    etiquetas = [modelo.data(modelo.index(i, COL_RONDA), D) for i in range(modelo.rowCount())]
    assert etiquetas == ["1", "Penalización", "Ajuste final", "Tiempo extra"]
    assert _texto(modelo, 1, 1, CAMPO_JUGADA) == "impugnó mal"
    assert _texto(modelo, 1, 1, CAMPO_PUNTOS) == "-10" and _texto(modelo, 1, 1, CAMPO_TOTAL) == "15"
    assert _texto(modelo, 1, 0, CAMPO_PUNTOS) is None
    assert _texto(modelo, 2, 0, CAMPO_JUGADA) == "Cerró" and _texto(modelo, 2, 0, CAMPO_PUNTOS) == "+6"
    assert _texto(modelo, 2, 1, CAMPO_TOTAL) == "9"
    assert _texto(modelo, 2, 1, CAMPO_JUGADA) == "Atril: QE"  # las letras que le quedaron, no solo «Atril»
    assert _texto(modelo, 3, 0, CAMPO_PUNTOS) == "-20" and _texto(modelo, 3, 0, CAMPO_TOTAL) == "16"
    # Terminada: ninguna casilla de turno.
    assert all("turno" not in str(_texto(modelo, i, q, CAMPO_JUGADA)) for i in range(4) for q in range(2))

    final = ModeloFinal()
    QAbstractItemModelTester(final, QAbstractItemModelTester.FailureReportingMode.Fatal, final)
    final.establecer(p)
    assert final.rowCount() == 2 and final.columnCount() == 6
    assert final.data(final.index(0, COL_PUESTO), D) == "1.º"
    assert final.data(final.index(0, 1), D) == "Ana (cerró)"
    assert final.data(final.index(0, COL_FINAL), D) == "16"
    assert final.headerData(2, Qt.Orientation.Horizontal) == "Antes del ajuste"
    assert final.data(final.index(9, 0), D) is None


def test_empate_comparte_puesto_en_la_tabla_final(qapp):
    p = Planilla(nueva_partida(["Ana", "Bea", "Ceci"]))
    for puntos in (20, 15, 20):
        p.anotar(puntos)
    p.terminar(["A", 3, "?E"])
    final = ModeloFinal()
    final.establecer(p)
    puestos = [final.data(final.index(i, COL_PUESTO), D) for i in range(3)]
    nombres = [final.data(final.index(i, 1), D) for i in range(3)]
    assert puestos == ["1.º", "1.º", "3.º"] and nombres == ["Ana", "Ceci", "Bea"]


@pytest.mark.parametrize("reglas", [r.clave for r in reglas_disponibles()])
def test_cada_preajuste_con_dos_y_con_cuatro(qapp, reglas):
    for nombres in (["Ana", "Bea"], ["Ana", "Bea", "Ceci", "Dani"]):
        p = Planilla(nueva_partida(nombres, reglas=reglas))
        modelo = _modelo(p)
        assert modelo.columnCount() == 1 + 3 * len(nombres)
        for _ in range(2 * len(nombres)):
            p.pasar()
        p.cambiar()
        modelo.actualizar()
        assert modelo.rowCount() == len(filas_de(p)) == 3
        assert p.avisos or p.reglas.cambio_es_pase is False


@pytest.fixture
def hora_de_madrid(monkeypatch):
    """La hora local de Madrid (UTC+1 en enero), para ver que las marcas del almacén (UTC) se pasan a la local."""
    import time

    monkeypatch.setenv("TZ", "Europe/Madrid")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_modelo_de_partidas(qapp, hora_de_madrid):
    modelo = ModeloPartidas()
    QAbstractItemModelTester(modelo, QAbstractItemModelTester.FailureReportingMode.Fatal, modelo)
    modelo.establecer([
        ResumenPartida(2, ("Ana", ""), "2026-01-01T10:00:00Z", "2026-01-01T11:30:00.1Z", False, 5),
        ResumenPartida(1, ("Ana", "Bea"), "2025-12-01T10:00:00Z", "2025-12-01T10:30:00Z", True, 30),
    ])
    assert modelo.rowCount() == 2 and modelo.columnCount() == 5
    assert modelo.data(modelo.index(0, 1), D) == "Ana, Participante 2"
    assert modelo.data(modelo.index(0, 2), D) == "En juego" and modelo.data(modelo.index(1, 2), D) == "Terminada"
    # La hora local (11:30 UTC son las 12:30 en Madrid), con la fecha como se escribe en español.
    assert modelo.data(modelo.index(0, 4), D) == "01/01/2026 12:30"
    assert modelo.partida(1) is not None and modelo.partida(5) is None
    assert modelo.data(modelo.index(3, 0), D) is None


def test_modelo_de_partidas_con_la_fecha_en_ingles(qapp, hora_de_madrid):
    from app_planilla.nucleo import idioma

    modelo = ModeloPartidas()
    modelo.establecer([ResumenPartida(1, ("Ana", "Bea"), "2026-12-01T10:00:00Z", "2026-12-01T15:52:07Z", True, 3)])
    idioma.usar(idioma.INGLES)
    assert modelo.data(modelo.index(0, 4), D) == "2026-12-01 16:52"
