"""Issue 15 en la ventana: reparar un archivo dañado, una sola Planilla por carpeta, otra Planilla con el
archivo bloqueado, y «Copia de seguridad…» / «Restaurar una copia…».

La pregunta del arranque se contesta sustituyendo ``VentanaPrincipal.confirmar`` antes de crear la ventana
(la hace al montar la sesión). «Otra Planilla» es de verdad otro proceso que tiene el cerrojo.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen
from app_planilla.nucleo.almacen.cerrojo import CERROJO
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.ui.aplicacion import crear_ventana
from app_planilla.ui.ventana import VentanaPrincipal

HIJO = (
    "import sys\n"
    "from app_planilla.nucleo.almacen.cerrojo import tomar\n"
    "c = tomar(sys.argv[1], 'ventana')\n"
    "print('listo', flush=True)\n"
    "sys.stdin.read()\n"
)


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        a.crear(nueva_partida(["Ana", "Luis"])).planilla.anotar(12)
        g = a.crear(nueva_partida(["Eva", "Paz"]))
        g.planilla.anotar(7)
    return carpeta


class Preguntas(list):
    """Las preguntas del arranque; se contesta lo que haya en ``respuestas`` (si no queda nada, sí)."""

    def __init__(self) -> None:
        super().__init__()
        self.respuestas: list[bool] = []


@pytest.fixture
def preguntas(monkeypatch: pytest.MonkeyPatch) -> Preguntas:
    hechas = Preguntas()

    def confirmar(self: VentanaPrincipal, pregunta: str) -> bool:
        hechas.append(pregunta)
        return hechas.respuestas.pop(0) if hechas.respuestas else True

    monkeypatch.setattr(VentanaPrincipal, "confirmar", confirmar)
    return hechas


def abrir(qtbot, ajustes, datos: Path) -> VentanaPrincipal:
    v = crear_ventana(ajustes, datos=datos)
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    return v


def _danar(datos: Path) -> None:
    con = sqlite3.connect(datos / ARCHIVO)
    con.execute("UPDATE version SET numero = 'x'")
    con.commit()
    con.close()


def test_archivo_danado_se_ofrece_repararlo(qtbot, ajustes, datos, preguntas):
    _danar(datos)
    v = abrir(qtbot, ajustes, datos)
    assert len(preguntas) == 1 and "dañado" in preguntas[0] and "¿Repararlo ahora?" in preguntas[0]
    assert v.sesion.almacen is not None and "Se han recuperado 2 partidas" in (v.sesion.aviso or "")
    assert len(list(datos.glob("planilla-danada-*.sqlite3"))) == 1
    # Reabre la partida sin terminar más reciente, y se sigue jugando.
    assert v.hoja.planilla is not None and v.hoja.planilla.nombres == ("Eva", "Paz")
    assert v.hoja.controlador.pasar() is not None


def test_archivo_danado_sin_reparar_no_se_toca(qtbot, ajustes, datos, preguntas):
    _danar(datos)
    antes = (datos / ARCHIVO).read_bytes()
    preguntas.respuestas.append(False)
    v = abrir(qtbot, ajustes, datos)
    assert v.sesion.almacen is None
    aviso = v.sesion.aviso or ""
    assert "dañado" in aviso and "El contador funciona igual" in aviso
    assert (datos / ARCHIVO).read_bytes() == antes and not list(datos.glob("planilla-danada-*"))


@pytest.fixture
def otra_planilla(datos: Path):
    hijo = subprocess.Popen([sys.executable, "-c", HIJO, str(datos)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[2])
    assert hijo.stdout is not None and hijo.stdout.readline().strip() == "listo"
    yield hijo
    assert hijo.stdin is not None
    hijo.stdin.close()
    hijo.wait(timeout=30)


def test_otra_planilla_en_la_carpeta_ofrece_solo_leer(qtbot, ajustes, datos, preguntas, otra_planilla):
    antes = (datos / ARCHIVO).read_bytes()
    v = abrir(qtbot, ajustes, datos)
    assert len(preguntas) == 1 and "Otra Planilla está usando la carpeta de datos" in preguntas[0]
    assert "solo se pueden ver" in (v.sesion.aviso or "")
    c = v.hoja.controlador
    assert c is not None and c.almacen.solo_lectura
    assert v.hoja.planilla is not None and v.hoja.planilla.nombres == ("Eva", "Paz")
    assert c.pasar() is None and "solo para leer" in (c.ultimo_error or "")
    assert len(v.hoja.planilla.lineas) == 1
    v.close()
    assert (datos / ARCHIVO).read_bytes() == antes


def test_otra_planilla_en_la_carpeta_y_no_leer(qtbot, ajustes, datos, preguntas, otra_planilla):
    preguntas.respuestas.append(False)
    v = abrir(qtbot, ajustes, datos)
    assert v.sesion.almacen is None and "otra Planilla" in (v.sesion.aviso or "")


def test_el_cerrojo_se_suelta_al_cerrar(qtbot, ajustes, datos, preguntas):
    v = abrir(qtbot, ajustes, datos)
    assert (datos / CERROJO).exists()
    v.close()
    assert not (datos / CERROJO).exists() and preguntas == []


def test_archivo_bloqueado_por_otro_proceso_no_congela_ni_cambia_nada(qtbot, ajustes, datos, preguntas):
    v = abrir(qtbot, ajustes, datos)
    c = v.hoja.controlador
    assert c is not None and v.hoja.planilla is not None
    otro = sqlite3.connect(datos / ARCHIVO, isolation_level=None)
    otro.execute("BEGIN IMMEDIATE")
    try:
        boton = v.hoja.boton("Pasar")
        qtbot.mouseClick(boton, Qt.MouseButton.LeftButton)
        assert "otra Planilla está usando la carpeta" in (c.ultimo_error or "")
        assert len(v.hoja.planilla.lineas) == 1
    finally:
        otro.execute("ROLLBACK")
        otro.close()
    qtbot.mouseClick(v.hoja.boton("Pasar"), Qt.MouseButton.LeftButton)
    assert len(v.hoja.planilla.lineas) == 2


def test_copia_de_seguridad_y_restaurar_desde_el_menu(qtbot, ajustes, datos, preguntas, tmp_path):
    v = abrir(qtbot, ajustes, datos)
    textos = {a.text().replace("&", "") for a in v.acciones.menu_archivo.actions()}
    assert {"Copia de seguridad…", "Restaurar una copia…"} <= textos
    copia = v.archivo.respaldar(str(tmp_path / "copia.sqlite3"))
    assert copia == tmp_path / "copia.sqlite3" and copia.is_file()
    c = v.hoja.controlador
    c.pasar()
    v.sesion.nueva(nueva_partida(["Sol", "Mar"]))
    assert len(c.almacen.partidas()) == 3
    anterior = v.archivo.restaurar(str(copia))
    assert anterior is not None and anterior.parent == datos
    assert len(c.almacen.partidas()) == 2
    assert v.hoja.planilla is not None and v.hoja.planilla.nombres == ("Eva", "Paz")
    assert len(v.hoja.planilla.lineas) == 1
    # Una copia mala no cambia nada.
    v.archivo.mostrar_error = lambda texto: setattr(v.archivo, "ultimo_error", texto)
    roto = tmp_path / "roto.sqlite3"
    roto.write_bytes(b"x" * 4096)
    assert v.archivo.restaurar(str(roto)) is None and "no es una copia válida" in v.archivo.ultimo_error
    assert len(c.almacen.partidas()) == 2


def test_version_mas_nueva_se_abre_para_ver(qtbot, ajustes, datos, preguntas):
    con = sqlite3.connect(datos / ARCHIVO)
    con.execute("UPDATE version SET numero = 99")
    con.commit()
    con.close()
    antes = (datos / ARCHIVO).read_bytes()
    v = abrir(qtbot, ajustes, datos)
    assert "Esta carpeta la usa una versión más reciente de Planilla (99)" in (v.sesion.aviso or "")
    c = v.hoja.controlador
    assert c is not None and v.hoja.planilla is not None and v.hoja.planilla.nombres == ("Eva", "Paz")
    assert c.pasar() is None and "versión más reciente" in (c.ultimo_error or "")
    v.close()
    assert (datos / ARCHIVO).read_bytes() == antes and not list(datos.glob("planilla-apartada-*"))
    assert preguntas == []
