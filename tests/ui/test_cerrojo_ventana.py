"""Issue 23, 1, 2, 7 y 8 con la ventana: el cerrojo de la carpeta de datos fuera de Qt.

La ventana (en este proceso, sin pantalla) tiene la carpeta; ``planilla restaurar`` y ``planilla reparar``
corren en otro proceso, como los lanzaría alguien desde una terminal, y se niegan: la ventana sigue guardando
y todo lo que mostró está en el almacén. Un cerrojo abandonado (vacío, con basura, de otra máquina, una
carpeta) no deja la ventana en solo lectura. Con el disco lleno (``RLIMIT_FSIZE`` en un proceso hijo: ``chmod``
no vale como root) la ventana abre las partidas para verlas.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen import ubicacion
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.almacen.cerrojo import CERROJO, ErrorCerrojo
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.ui import carpeta_datos
from app_planilla.ui.ventana import VentanaPrincipal
from tests.nucleo.test_cerrojo import ABANDONADOS
from tests.ui.test_carpeta_datos import Preguntas, abrir, preguntas  # noqa: F401 (la fixture)

RAIZ = Path(__file__).resolve().parents[2]
ENTORNO = {**os.environ, "PYTHONPATH": str(RAIZ), "PYTHONDONTWRITEBYTECODE": "1", "PLANILLA_IDIOMA": "es"}


def planilla(*argv: str) -> subprocess.CompletedProcess[str]:
    """``planilla ARGV`` en otro proceso, como desde una terminal."""
    return subprocess.run([sys.executable, "-m", "app_planilla", *argv], capture_output=True, text=True,
                          timeout=60, env=ENTORNO, cwd=RAIZ)


def _pasar(v: VentanaPrincipal, veces: int) -> None:
    c = v.hoja.controlador
    assert c is not None
    for _ in range(veces):
        assert c.pasar() is not None, c.ultimo_error


def _eventos(datos: Path, ident: int) -> int:
    with Almacen(datos) as a:
        return len(a.cargar(ident).eventos)


def test_restaurar_desde_la_terminal_con_la_ventana_abierta_no_pierde_jugadas(
    qtbot, ajustes, tmp_path: Path, preguntas: Preguntas  # noqa: F811
) -> None:
    datos = tmp_path / "datos"
    v = abrir(qtbot, ajustes, datos)
    assert v.sesion.nueva(nueva_partida(["Ana", "Luis"])) and v.sesion.actual is not None
    ident = v.sesion.actual.id
    _pasar(v, 3)
    copia = v.archivo.respaldar(str(tmp_path / "C.sqlite3"))
    assert copia is not None
    _pasar(v, 2)
    r = planilla("restaurar", str(copia), "--datos", str(datos))
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr == (
        f"planilla restaurar: Planilla está abierta con la carpeta de datos «{datos}»: ciérrala para restaurar, o "
        "usa Archivo ▸ Restaurar una copia… en su ventana. No se ha cambiado nada.\n"
    )
    assert not list(datos.glob("planilla-antes-de-restaurar-*"))
    _pasar(v, 1)
    v.close()
    assert _eventos(datos, ident) == 1 + 6  # el inicio y los seis pases que mostró la ventana
    assert preguntas == []


def test_reparar_desde_la_terminal_con_la_ventana_abierta_no_pierde_jugadas(
    qtbot, ajustes, tmp_path: Path, preguntas: Preguntas  # noqa: F811
) -> None:
    datos = tmp_path / "datos"
    v = abrir(qtbot, ajustes, datos)
    assert v.sesion.nueva(nueva_partida(["Ana", "Luis"])) and v.sesion.actual is not None
    ident = v.sesion.actual.id
    _pasar(v, 4)
    r = planilla("reparar", "--datos", str(datos))
    assert r.returncode == 1 and r.stdout == "" and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"planilla reparar: Planilla está abierta con la carpeta de datos «{datos}»: "
                               "ciérrala para reparar el archivo de partidas")
    assert not list(datos.glob("planilla-danada-*")) and not list(datos.glob(".planilla-reparada-*"))
    _pasar(v, 4)
    v.close()
    assert _eventos(datos, ident) == 1 + 8


# Todas las formas, en tests/nucleo/test_cerrojo.py; aquí las que una Planilla de antes tomaba por ocupadas.
@pytest.mark.parametrize("como", ["basura", "otra_maquina", "carpeta_con_algo"])
def test_un_cerrojo_abandonado_no_deja_la_ventana_en_solo_lectura(
    qtbot, ajustes, tmp_path: Path, preguntas: Preguntas, como: str  # noqa: F811
) -> None:
    datos = tmp_path / "datos"
    with Almacen(datos) as a:
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.anotar(7)
    ABANDONADOS[como](datos / CERROJO)
    v = abrir(qtbot, ajustes, datos)
    assert preguntas == [] and v.sesion.cerrojo is not None
    assert v.sesion.almacen is not None and not v.sesion.almacen.solo_lectura
    assert v.hoja.planilla is not None and v.hoja.planilla.nombres == ("Eva", "Paz")
    _pasar(v, 1)


def test_la_carpeta_sincronizada_o_de_red_se_avisa_en_la_barra_de_estado(
    qtbot, ajustes, tmp_path: Path, preguntas: Preguntas, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    (tmp_path / "club" / ".stfolder").mkdir(parents=True)
    datos = tmp_path / "club" / "planilla"
    v = abrir(qtbot, ajustes, datos)
    aviso = (f"La carpeta de datos «{datos}» está dentro de una carpeta sincronizada (Syncthing): si se copia "
             "mientras Planilla la usa, el archivo de partidas se puede dañar. Mejor, usa una que no se sincronice.")
    assert v.sesion.aviso == aviso and v.statusBar().currentMessage() == aviso
    assert v.sesion.almacen is not None and not v.sesion.almacen.solo_lectura  # se avisa, no se impide
    v.close()
    montajes = tmp_path / "mountinfo"
    montajes.write_text(f"27 1 0:26 / / rw - ext4 /dev/sda1 rw\n40 27 0:40 / {tmp_path} rw - nfs4 servidor:/c rw\n",
                        encoding="utf-8")
    monkeypatch.setattr(ubicacion, "MOUNTINFO", montajes)
    otra = abrir(qtbot, ajustes, tmp_path / "en-red")
    assert "está en una unidad de red (nfs4): si dos ordenadores la usan a la vez" in (otra.sesion.aviso or "")


def test_sin_poder_tomar_el_cerrojo_las_partidas_se_ven(
    qtbot, ajustes, tmp_path: Path, preguntas: Preguntas, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    datos = tmp_path / "datos"
    with Almacen(datos) as a:
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.anotar(7)

    def solo_lectura(carpeta: Path, quien: str) -> None:
        raise ErrorCerrojo(f"No se puede usar la carpeta de datos «{carpeta}»: el disco es de solo lectura.")

    monkeypatch.setattr(carpeta_datos, "tomar", solo_lectura)
    v = abrir(qtbot, ajustes, datos)
    assert v.sesion.aviso == (f"No se pueden guardar partidas: No se puede usar la carpeta de datos «{datos}»: el "
                              "disco es de solo lectura. Las guardadas se pueden ver, exportar e imprimir.")
    assert v.sesion.almacen is not None and v.sesion.almacen.solo_lectura and v.sesion.cerrojo is None
    assert v.hoja.planilla is not None and v.hoja.planilla.nombres == ("Eva", "Paz")


LLENO = r"""
import resource, signal, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app_planilla.ui.aplicacion import crear_ventana
from app_planilla.ui.ventana import VentanaPrincipal
VentanaPrincipal.confirmar = lambda self, pregunta: print("pregunta", pregunta) or True
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))  # ningún archivo puede crecer: el disco lleno
v = crear_ventana(datos=sys.argv[1])
print("aviso", v.sesion.aviso)
print("solo_lectura", v.sesion.almacen is not None and v.sesion.almacen.solo_lectura)
print("cerrojo", v.sesion.cerrojo)
print("partida", v.hoja.planilla.nombres if v.hoja.planilla is not None else None)
print("pasar", v.hoja.controlador.pasar(), v.hoja.controlador.ultimo_error)
"""


def test_con_el_disco_lleno_la_ventana_muestra_las_partidas_para_verlas(tmp_path: Path) -> None:
    datos = tmp_path / "datos"
    with Almacen(datos) as a:
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.anotar(7)
    antes = (datos / "planilla.sqlite3").read_bytes()
    entorno = {**ENTORNO, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config")}
    # La salida por una tubería: un archivo tampoco podría crecer.
    r = subprocess.run([sys.executable, "-c", LLENO, str(datos)], capture_output=True, text=True, timeout=60,
                       env=entorno, cwd=RAIZ)
    assert r.returncode == 0, r.stderr
    lineas = dict(linea.split(" ", 1) for linea in r.stdout.splitlines())
    assert lineas["aviso"].startswith("No se pueden guardar partidas: ")
    assert lineas["aviso"].endswith(" Las guardadas se pueden ver, exportar e imprimir.")
    assert (lineas["solo_lectura"], lineas["cerrojo"]) == ("True", "None")
    assert lineas["partida"] == "('Eva', 'Paz')"
    assert lineas["pasar"].startswith("None No se ha guardado nada") and "solo para leer" in lineas["pasar"]
    assert "pregunta" not in lineas and "Traceback" not in r.stderr
    assert (datos / "planilla.sqlite3").read_bytes() == antes and not (datos / CERROJO).exists()
