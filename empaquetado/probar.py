"""Prueba del paquete de PyInstaller, como la haría quien lo descarga: sin Python ni datos previos.

Con un HOME temporal y vacío, desde el ejecutable del paquete: ``--version``, la ventana sin pantalla (arranca del
todo y se cierra sola), ``imprimir``, ``importar`` de un GCG (y ``exportar`` de vuelta), ``puntuar`` e
``instalar-escritorio``; y que todos los recursos viajan en el paquete. ``.ci/run`` la ejecuta tras ``make
paquete``. Uso: ``python empaquetado/probar.py [dist/planilla/planilla]``.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
# Ștefan: un nombre que las fuentes estándar del PDF no tienen (se imprime con la DejaVu Sans del paquete).
GCG = "#character-encoding UTF-8\n#player1 ana Ana\n#player2 stefan Ștefan Țurcanu\n>ana: AJMNOST 8D JAMON +44 44\n"


class Fallo(Exception):
    pass


def main() -> int:
    por_defecto = RAIZ / "dist" / "planilla" / ("planilla.exe" if os.name == "nt" else "planilla")
    ejecutable = Path(sys.argv[1] if len(sys.argv) > 1 else por_defecto).resolve()
    if not ejecutable.is_file():
        print(f"probar: no está el paquete ({ejecutable}); hágalo con «make paquete».", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="planilla-paquete-") as carpeta:
        try:
            probar(ejecutable, Path(carpeta))
        except Fallo as e:
            print(f"probar: MAL: {e}", file=sys.stderr)
            return 1
    print("probar: el paquete funciona")
    return 0


def probar(ejecutable: Path, carpeta: Path) -> None:
    casa = carpeta / "casa"
    casa.mkdir()
    # Nada del entorno de quien prueba: ni su Python, ni sus datos, ni sus ajustes.
    entorno = {k: v for k, v in os.environ.items()
               if not k.startswith(("PYTHON", "PLANILLA_", "XDG_", "QT_")) and k not in ("VIRTUAL_ENV",)}
    # Los textos que se comprueban, en español sea cual sea el locale de la máquina (el inglés se pide aparte).
    entorno.update(HOME=str(casa), USERPROFILE=str(casa), APPDATA=str(casa / "AppData"),
                   LOCALAPPDATA=str(casa / "AppData"), QT_QPA_PLATFORM="offscreen", PLANILLA_IDIOMA="es")

    def planilla(*argumentos: str, **extra: str) -> str:
        r = subprocess.run([str(ejecutable), *argumentos], capture_output=True, text=True, timeout=120,
                           env={**entorno, **extra}, cwd=carpeta)
        orden = shlex.join(["planilla", *argumentos])
        if r.returncode != 0 or "Traceback" in r.stderr or "error inesperado" in r.stderr:
            raise Fallo(f"«{orden}» terminó con {r.returncode}:\n{r.stdout}{r.stderr}")
        print(f"bien: {orden}")
        return r.stdout

    from app_planilla import __version__

    if planilla("--version").strip() != f"planilla {__version__}":
        raise Fallo("--version no da la versión del proyecto")

    recursos(ejecutable.parent)
    voz(ejecutable.parent)

    planilla(PLANILLA_SALIR_AL_ARRANCAR="1")  # la ventana, sin pantalla: arranca del todo y se cierra sola
    almacenes = list(casa.rglob("planilla.sqlite3"))
    if len(almacenes) != 1:
        raise Fallo(f"la ventana no abrió la carpeta de datos del usuario dentro de HOME: {almacenes}")

    planilla("imprimir", "control-fichas", "-o", "fichas.pdf")
    if not (carpeta / "fichas.pdf").read_bytes().startswith(b"%PDF-"):
        raise Fallo("imprimir no escribió un PDF")

    (carpeta / "partida.gcg").write_text(GCG, encoding="utf-8")
    if "Partida importada" not in planilla("importar", "partida.gcg"):
        raise Fallo("importar no guardó la partida")
    texto = planilla("exportar", "--formato", "texto")
    if "JAMON" not in texto or "Ștefan Țurcanu" not in texto:
        raise Fallo("la partida importada no se lee de vuelta")
    planilla("imprimir", "partida", "-o", "partida.pdf")
    if b"DejaVuSans" not in (carpeta / "partida.pdf").read_bytes():
        raise Fallo("el PDF de la partida no lleva la fuente del paquete para «Ștefan Țurcanu»")

    if "H4 JAMON: 44 puntos" not in planilla("puntuar", "H4", "JAMON"):
        raise Fallo("puntuar no da 44 puntos a H4 JAMON")
    if "H4 JAMON: 44 points" not in planilla("--idioma", "en", "puntuar", "H4", "JAMON"):
        raise Fallo("con --idioma en, puntuar no contesta en inglés: ¿faltan los catálogos en el paquete?")

    if sys.platform.startswith("linux"):
        planilla("instalar-escritorio")
        entrada = casa / ".local" / "share" / "applications" / "planilla.desktop"
        if f"Exec={ejecutable}\n" not in entrada.read_text(encoding="utf-8"):
            raise Fallo("la entrada del menú no apunta al ejecutable del paquete")


def recursos(carpeta_paquete: Path) -> None:
    """Cada archivo de ``recursos/`` (listas, fuentes, sonidos, iconos, traducciones…) está en el paquete, igual,
    y de las traducciones de Qt las de sus diálogos en español e inglés."""
    dentro = carpeta_paquete / "_internal" / "app_planilla" / "recursos"
    origen = RAIZ / "recursos"
    for f in origen.rglob("*"):
        if f.is_file() and f.suffix != ".pyc" and "__pycache__" not in f.parts:
            copia = dentro / f.relative_to(origen)
            if not copia.is_file() or copia.read_bytes() != f.read_bytes():
                raise Fallo(f"falta en el paquete: recursos/{f.relative_to(origen).as_posix()}")
    traducciones = {t.name for t in carpeta_paquete.rglob("qtbase_*.qm")}
    if not {"qtbase_es.qm", "qtbase_en.qm"} <= traducciones:
        raise Fallo(f"faltan las traducciones de Qt: {sorted(traducciones)}")
    print("bien: recursos y traducciones de Qt en el paquete")


def voz(carpeta_paquete: Path) -> None:
    """QtTextToSpeech y, en Linux, su motor de speech-dispatcher viajan en el paquete (las llamadas del reloj de
    la ronda en voz alta); el motor de pruebas de Qt, no."""
    if not any(carpeta_paquete.rglob("QtTextToSpeech*")):
        raise Fallo("falta QtTextToSpeech en el paquete: las llamadas del reloj de la ronda no se dirían")
    motores = {m.name for m in carpeta_paquete.rglob("*qtexttospeech_*")}
    if sys.platform.startswith("linux") and "libqtexttospeech_speechd.so" not in motores:
        raise Fallo(f"falta el motor de voz de speech-dispatcher: {sorted(motores)}")
    if any("mock" in m for m in motores):
        raise Fallo(f"el motor de pruebas de Qt no va en el paquete: {sorted(motores)}")
    print("bien: la voz (QtTextToSpeech y su motor) en el paquete")


if __name__ == "__main__":
    sys.exit(main())
