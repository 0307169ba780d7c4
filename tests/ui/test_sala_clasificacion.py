"""La clasificación de una sala en la ventana y en el proyector, montadas con la sala sembrada de 200
participantes: las columnas y las parciales, «Copiar como texto», «Exportar CSV…», y el proyector que pasa las
200 líneas por páginas él solo (reloj falso, repintado por su temporizador)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import (
    celda,
    csv_clasificacion,
    publicar,
    texto_clasificacion_sala,
)
from app_planilla.nucleo.duplicada.temporizador import TemporizadorRonda
from app_planilla.ui.hojas.duplicada.proyector_clasificacion import ProyectorClasificacion, ProyectorSala
from app_planilla.ui.hojas.duplicada.vista_clasificacion import VistaClasificacionSala
from app_planilla.ui.relojes.temporizador import PanelTemporizador
from tests.sala_sembrada import sala_sembrada


class Reloj:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


@cache
def _sala() -> PlanillaDuplicada:
    return sala_sembrada()


@pytest.fixture
def vista(qtbot) -> VistaClasificacionSala:
    v = VistaClasificacionSala()
    qtbot.addWidget(v)
    v.resize(1024, 600)
    v.show()
    qtbot.waitExposed(v)
    return v


def test_la_vista_de_200_con_sus_columnas_y_sus_parciales(vista: VistaClasificacionSala) -> None:
    p = sala_sembrada(terminada=False)  # una copia propia, aún en juego: la prueba le añade un aviso
    assert vista.modelo.rowCount() == 0 and not vista.boton_copiar.isEnabled()
    vista.actualizar(p)
    c = publicar(p)
    modelo = vista.modelo
    assert modelo.rowCount() == 200
    titulos = [modelo.headerData(k, Qt.Orientation.Horizontal) for k in range(modelo.columnCount())]
    assert titulos == ["Puesto", "Mesa", "Participante", "Club", "Total", "Dif.", "%", "Maestras", "Mejor", "Bonif.",
                       "Avisos", "Pen."]
    for fila in (0, 57, 199):
        x = c.lineas[fila]
        assert [modelo.data(modelo.index(fila, k)) for k in range(len(titulos))] == [
            celda(clave, x) for clave in modelo.claves
        ]
    assert modelo.data(modelo.index(0, 6)).endswith(" %") and "," in modelo.data(modelo.index(0, 6))
    assert vista.titulo.text() == "Clasificación provisional tras la ronda 20"
    # Las parciales: todas, y tras las rondas 3, 6… 18; elegir una cambia la tabla.
    opciones = [vista.parcial.itemText(k) for k in range(vista.parcial.count())]
    assert opciones == ["Todas las rondas", *(f"Tras la ronda {r}" for r in (3, 6, 9, 12, 15, 18))]
    vista.parcial.setCurrentIndex(3)
    assert vista.hasta == 9 and vista.titulo.text() == "Clasificación parcial tras la ronda 9"
    parcial = publicar(p, 9)
    assert [modelo.data(modelo.index(k, 2)) for k in range(5)] == [celda("nombre", x) for x in parcial.lineas[:5]]
    # Otra operación en la partida: la parcial elegida se conserva y la tabla se rehace; sin cambios, no.
    antes = modelo.clasificacion
    vista.actualizar(p)
    assert modelo.clasificacion is antes
    ultimo = parcial.lineas[-1].fila.participante
    p.dar_aviso([ultimo], "disciplina", ronda=5)
    vista.actualizar(p)
    assert vista.hasta == 9 and modelo.clasificacion is not antes
    fila = next(k for k in range(200) if modelo.linea(k).fila.participante == ultimo)  # type: ignore[union-attr]
    assert modelo.data(modelo.index(fila, 10)) == str(parcial.lineas[-1].fila.avisos + 1)
    vista.actualizar(None)
    assert modelo.rowCount() == 0 and vista.parcial.count() == 1


def test_copiar_como_texto_y_exportar_csv(vista: VistaClasificacionSala, qtbot, tmp_path: Path) -> None:
    p = _sala()
    vista.actualizar(p)
    vista.parcial.setCurrentIndex(2)  # tras la ronda 6
    with qtbot.waitSignal(vista.copiada) as senal:
        vista.boton_copiar.click()
    assert senal.args[0] == texto_clasificacion_sala(publicar(p, 6))
    assert QGuiApplication.clipboard().text() == senal.args[0]
    ruta = tmp_path / "clasificacion.csv"
    propuestos: list[str] = []
    vista.pedir_ruta = lambda nombre: propuestos.append(nombre) or str(ruta)
    with qtbot.waitSignal(vista.exportada):
        vista.accion_csv.trigger()
    assert propuestos == ["clasificacion-ronda-6.csv"]
    datos = ruta.read_bytes()
    assert datos.startswith(b"\xef\xbb\xbf")  # con BOM: una hoja de cálculo lo abre en UTF-8
    assert datos.decode("utf-8-sig") == csv_clasificacion(publicar(p, 6))
    vista.pedir_ruta = lambda _nombre: str(tmp_path / "no" / "existe.csv")
    with qtbot.waitSignal(vista.error) as error:
        vista.exportar_csv()
    assert "No se puede escribir" in error.args[0]
    vista.pedir_ruta = lambda _nombre: ""  # cancelado: nada
    with qtbot.assertNotEmitted(vista.exportada), qtbot.assertNotEmitted(vista.error):
        vista.exportar_csv()


def test_el_proyector_pasa_las_200_lineas_por_paginas_el_solo(qtbot) -> None:
    p = _sala()
    reloj = Reloj()
    w = ProyectorClasificacion(lambda: p, reloj=reloj, segundos_por_pagina=8)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    w._repintado.setInterval(10)  # el temporizador solo repinta: la página sale del reloj
    qtbot.waitUntil(lambda: w.visto is not None)
    paginas = w.paginas()
    assert paginas == -(-200 // w.por_pagina()) and paginas > 1
    vistos: list[str] = []
    for k in range(paginas):
        reloj.t = 100.0 + k * 8 + 0.5
        qtbot.waitUntil(lambda k=k: w.visto is not None and w.visto.pagina == k)
        assert w.visto is not None
        vistos += w.visto.nombres
        assert w.visto.alto_mayusculas >= w.alto_pantalla() / 40  # se lee desde el fondo de la sala
    assert vistos == [x.nombre for x in publicar(p).lineas]
    reloj.t += 8  # tras la última, vuelta a la primera
    qtbot.waitUntil(lambda: w.visto is not None and w.visto.pagina == 0)
    assert w.visto is not None and w.visto.titulo == "Clasificación final"
    qtbot.keyClick(w, Qt.Key.Key_PageDown)  # la siguiente ya
    qtbot.waitUntil(lambda: w.visto is not None and w.visto.pagina == 1)
    qtbot.keyClick(w, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: w.visto is not None and w.visto.pagina == 0)
    w.actualizar(p, 9)
    qtbot.waitUntil(lambda: w.visto is not None and w.visto.titulo == "Clasificación parcial tras la ronda 9")


def test_las_dos_paginas_del_proyector_de_la_sala(qtbot) -> None:
    p = _sala()
    reloj = Reloj()
    proyector = ProyectorSala(lambda: p, PanelTemporizador(TemporizadorRonda(180)), reloj_paginas=reloj)
    qtbot.addWidget(proyector)
    proyector.resize(1024, 600)
    proyector.show()
    qtbot.waitExposed(proyector)
    proyector.actualizar(p)
    assert proyector.currentWidget() is proyector.tablero
    proyector.tablero.setFocus()
    qtbot.keyClick(proyector.tablero, Qt.Key.Key_C)
    assert proyector.currentWidget() is proyector.clasificacion
    qtbot.waitUntil(lambda: proyector.clasificacion.visto is not None)
    assert proyector.clasificacion.visto is not None and proyector.clasificacion.visto.pagina == 0
    qtbot.keyClick(proyector.clasificacion, Qt.Key.Key_Tab)
    assert proyector.currentWidget() is proyector.tablero
    proyector.mostrar_clasificacion()
    assert proyector.currentWidget() is proyector.clasificacion
