"""Las pantallas principales caben en las pantallas de referencia (1024×600 y 1366×768, y también 1920×1080):
la ventana dentro de la pantalla, cada botón y campo a la vista dentro de la ventana, y la hoja con sus filas
(al menos 8; con relojes en 1366×768, 12).

La plataforma ``offscreen`` fija el tamaño de la pantalla al arrancar el proceso (``configfile=``), así que
cada tamaño se prueba en un proceso aparte con ``herramientas/pantallas.py``, que dice lo que no cabe.
"""

from __future__ import annotations

import os
import subprocess
import sys

from .conftest import RAIZ_PROYECTO

HERRAMIENTA = RAIZ_PROYECTO / "herramientas" / "pantallas.py"
PANTALLAS = ("clasica-relojes", "duplicada-16", "duplicada-4", "clasica-4", "tantrix", "cuatro-letras", "proyector",
             "relojes-tras-cierre", "atajos", "nueva-duplicada-16", "clasica-larga", "duplicada-larga",
             "tantrix-relojes", "cuatro-letras-relojes-2", "cuatro-letras-relojes-6", "cuatro-letras-relojes-16",
             "sala-entrada", "nueva-sala")


TAMANOS = ("1024x600", "1366x768", "1920x1080", "1920x1080@2")
"""Las dos de referencia, una de escritorio y una 4K al 200 %."""


def test_todo_cabe_en_la_pantalla(tmp_path):
    """También que la ventana no cambia de tamaño al empezar la partida ni al añadir columnas, y que los
    diálogos largos (F1, nueva duplicada de 16) caben con su botón de cerrar a la vista. Un proceso por tamaño,
    todos a la vez."""
    comprobar(tmp_path, TAMANOS)


def test_en_ingles_todo_cabe_en_las_pantallas_de_referencia(tmp_path):
    """Los textos en inglés pueden ser más largos que en español; las partidas de palabras son de la edición
    inglesa y nada a la vista queda en español (salvo el nombre del juego «4 en letras»)."""
    comprobar(tmp_path, ("1024x600", "1366x768"), PLANILLA_IDIOMA="en")


def comprobar(tmp_path, tamanos: tuple[str, ...], **extra: str) -> None:
    entorno = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), **extra)
    entorno.pop("QT_QPA_PLATFORM", None)
    procesos = {
        pantalla: subprocess.Popen([sys.executable, str(HERRAMIENTA), pantalla, str(tmp_path / pantalla)],
                                   env=entorno, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for pantalla in tamanos
    }
    for pantalla, proceso in procesos.items():
        salida, errores = proceso.communicate(timeout=180)
        assert proceso.returncode == 0, errores
        assert salida == "", f"{pantalla}:\n{salida}"
        # Se abrieron todas, en una pantalla de ese tamaño (en puntos lógicos).
        tamano = pantalla.split("@")[0]
        hechas = sorted(p.name for p in (tmp_path / pantalla).glob("*.png"))
        assert hechas == sorted(f"{n}-{tamano}.png" for n in PANTALLAS)


def test_las_llamadas_del_reloj_de_la_ronda_no_mueven_la_ventana(tmp_path):
    """Con «Reloj de la ronda» en cada sitio donde se puede acoplar (abajo con las fichas, bajo la hoja, a la
    izquierda, abajo aparte, flotando), sus llamadas (1:00, 0:30, «¡Alcen!», 0:00), la pausa, otra duración y la
    nota tras un cierre brusco no cambian el tamaño de la ventana ni la sacan de la pantalla. A la izquierda no
    cabe en 1024×600 (Qt no deja soltarlo ahí): solo se prueba en 1366×768."""
    entorno = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), PLANILLA_IDIOMA="es")
    entorno.pop("QT_QPA_PLATFORM", None)
    tamanos = ("1024x600", "1366x768")
    procesos = {
        tamano: subprocess.Popen([sys.executable, str(HERRAMIENTA), tamano, "--reloj-ronda", str(tmp_path / tamano)],
                                 env=entorno, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for tamano in tamanos
    }
    for tamano, proceso in procesos.items():
        salida, errores = proceso.communicate(timeout=180)
        assert proceso.returncode == 0, errores
        assert salida == "", f"{tamano}:\n{salida}"
        probadas = sorted(p.name.removeprefix("reloj-ronda-").removesuffix(f"-{tamano}.png")
                          for p in (tmp_path / tamano).glob("*.png"))
        assert probadas == sorted({"abajo", "derecha", "abajo-aparte", "flotante"}
                                  | ({"izquierda"} if tamano == "1366x768" else set()))


def test_una_disposicion_guardada_apretada_vuelve_a_la_de_la_primera_vez(tmp_path):
    """La disposición de otra sesión con el tablero en su mínimo y la hoja de 16 sin filas a la vista: al abrir
    en 1024×600 o 1366×768 se usa la de la primera vez en esa pantalla (tablero y filas de la hoja como piden
    las reglas de las pantallas pequeñas), y «Ver ▸ Restablecer la disposición» hace lo mismo; una guardada que
    cabe (sin el panel de fichas) se respeta."""
    entorno = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), PLANILLA_IDIOMA="es")
    entorno.pop("QT_QPA_PLATFORM", None)
    procesos = {
        tamano: subprocess.Popen([sys.executable, str(HERRAMIENTA), tamano, "--disposicion", str(tmp_path / tamano)],
                                 env=entorno, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for tamano in ("1024x600", "1366x768")
    }
    for tamano, proceso in procesos.items():
        salida, errores = proceso.communicate(timeout=180)
        assert proceso.returncode == 0, errores
        assert salida == "", f"{tamano}:\n{salida}"
        assert (tmp_path / tamano / f"disposicion-reabierta-{tamano}.png").exists()
