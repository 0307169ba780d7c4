"""La sala de 200 de ``herramientas/pantallas.py`` (escena «sala-entrada») unida a un torneo por salas, con la
partida maestra publicada distinta de lo tecleado en la ronda 10: el aviso rojo bajo el menú y la marca de la
barra de estado. Captura y comprobación de que todo cabe, como las demás escenas.

Uso: ``.venv/bin/python herramientas/pantalla_sala_torneo.py 1024x600 [CARPETA]`` (guarda
``CARPETA/sala-torneo-<ancho>x<alto>.png``; escribe un problema por línea, nada si todo cabe).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
if str(RAIZ) not in sys.path:
    sys.path.insert(0, str(RAIZ))

from herramientas.pantallas import TAMANO, json_pantalla  # noqa: E402  (aún sin Qt: solo lo del tamaño)

_tamano = TAMANO.fullmatch(sys.argv[1]) if len(sys.argv) > 1 else None
if _tamano is None:
    raise SystemExit(__doc__)
_config = Path(tempfile.mkdtemp()) / "pantalla.json"
_config.write_text(json_pantalla(int(_tamano.group(1)), int(_tamano.group(2))), encoding="utf-8")
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_config}"

from PySide6.QtCore import QSettings  # noqa: E402

from herramientas.pantallas import problemas, sala_de_200  # noqa: E402


def main() -> int:
    from app_planilla.nucleo.duplicada.inscripcion import Inscrito
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
    from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
    from app_planilla.nucleo.torneo.carpeta import leer_portatil
    from app_planilla.nucleo.torneo.salas import PAPEL_SALA, crear_duplicada, publicar_maestra, unirse_sala
    from app_planilla.ui.aplicacion import preparar

    app = preparar()
    pantalla = app.primaryScreen().availableGeometry()
    carpeta_capturas = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    with tempfile.TemporaryDirectory() as tmp:
        raiz = Path(tmp)
        fise = reglas_arbitraje("fise")
        carpeta = raiz / "Open de Madrid"
        t = crear_duplicada(carpeta, raiz / "director", nombre="Open de Madrid", salas=("A", "B", "C"), reglas=fise,
                            rondas=15)
        ajustes = QSettings(str(raiz / "planilla.ini"), QSettings.Format.IniFormat)
        v, _panel = sala_de_200(ajustes, raiz / "datos")
        sala = v.sesion.actual.planilla
        # El juez árbitro teclea las mismas rondas, pero en la 10 se equivoca en los puntos de la maestra.
        maestro = PlanillaDuplicada(nueva_sala([Inscrito("Juez árbitro", 1)], fise))
        for fila in sala.filas:
            maestro.nueva_ronda(fila.texto_atril)
            m = fila.maestra
            if fila.numero < sala.ronda:
                maestro.anotar_maestra(m.coordenada, m.palabra)
            else:
                maestro.anotar_maestra_puntos(m.puntos + 3, m.coordenada, m.palabra)
        dp = leer_portatil(raiz / "director", t.evento)
        publicar_maestra(raiz / "director", dp, carpeta, t, maestro, {})
        app.processEvents()
        tamano = v.size()
        unirse_sala(carpeta, raiz / "datos", "A")
        publicador = v.archivo.publicador_sala()
        publicador.vincular(t, v.sesion.actual.id, PAPEL_SALA)
        while publicador.ocupado or not publicador.leida:
            app.processEvents()
        app.processEvents()
        salida = [f"sala-torneo: {p}" for p in problemas(v)]
        if v.size() != tamano:
            salida.append(f"sala-torneo: la ventana pasó de {tamano.toTuple()} a {v.size().toTuple()} con el aviso")
        if not publicador.diferencias:
            salida.append("sala-torneo: no se ve ninguna diferencia con la partida maestra")
        if carpeta_capturas is not None:
            carpeta_capturas.mkdir(parents=True, exist_ok=True)
            v.grab().save(str(carpeta_capturas / f"sala-torneo-{pantalla.width()}x{pantalla.height()}.png"))
        v.close()
        app.processEvents()
    for linea in salida:
        print(linea)
    return 1 if salida else 0


if __name__ == "__main__":
    sys.exit(main())
