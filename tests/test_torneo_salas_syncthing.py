"""Una ronda de duplicada en dos salas con Syncthing de verdad (las instancias y las carpetas de
``test_torneo_syncthing``: el director, el juez árbitro, comparte ``direccion`` y recibe ``mesas``). El director
crea el torneo con las salas y publica la partida maestra; cada sala se une, juega su ronda y la publica con la
línea de órdenes; el director junta las dos y su clasificación es la de una sola sala con todos. Se espera en
``/rest/events`` con un límite duro, nunca durmiendo; sin ``syncthing``, se salta con su motivo."""

from __future__ import annotations

import json
import time
from pathlib import Path

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from tests.nucleo import salas_ayuda as ayuda
from tests.test_torneo_syncthing import LIMITE, Instancia, _esperar, _planilla, pytestmark, red  # noqa: F401

FISE = reglas_arbitraje("fise")


def test_una_ronda_de_duplicada_en_dos_salas_por_syncthing(red: dict[str, Instancia],  # noqa: F811
                                                         tmp_path: Path) -> None:
    limite = time.monotonic() + LIMITE
    d = tmp_path / "D" / "Open"
    director = tmp_path / "datos-director"
    _planilla("torneo", "crear", str(d), "--clase", "duplicada", "--salas", "Norte,Sur", "--datos", str(director))
    maestro, partida = ayuda.partida_maestra(1, 5, FISE)
    plan = ayuda.plan(("Norte", "Sur"), 6, partida, 3)
    with Almacen(director) as a:
        a.importar(maestro)
    _planilla("torneo", "maestra", str(d), "--datos", str(director))
    red["director"].rest("/rest/db/scan?folder=direccion", "POST")
    for k, (nombre, sala) in enumerate((("m1", "Norte"), ("m2", "Sur"))):
        carpeta = tmp_path / nombre / "Open"
        # La sala necesita torneo.json para unirse; no espera a la partida maestra para jugar ni publicar.
        _esperar(red[nombre], lambda c=carpeta: (c / "direccion" / "torneo.json").is_file(), limite)
        datos = tmp_path / f"datos-{nombre}"
        assert "como sala" in _planilla("torneo", "unirse", str(carpeta), "--sala", sala, "--datos", str(datos))
        p, indice = ayuda.sala(plan, k, FISE)
        ayuda.jugar_ronda(p, plan, 1, indice)
        with Almacen(datos) as a:
            a.importar(p)
        assert f"Publicada la ronda 1 de la sala {sala}." in _planilla("torneo", "publicar", "--datos", str(datos))
        red[nombre].rest("/rest/db/scan?folder=mesas", "POST")
    _esperar(red["director"], lambda: len(list((d / "mesas").glob("*.json"))) == 4, limite)
    datos_json = json.loads(_planilla("torneo", "resultados", str(d), "--formato", "json"))
    assert datos_json["contadas"] == 1 and not datos_json["conflictos"] and not datos_json["pendientes"]
    verdad = ayuda.referencia(plan, FISE).clasificacion()
    assert [(f["puesto"], f["total"], f["bonificacion"]) for f in datos_json["clasificacion"]] == \
        [(x.puesto, x.total, x.bonificacion) for x in verdad]
    # Las salas recibieron la partida maestra y cotejan con ella lo que tecleó cada una.
    for nombre in ("m1", "m2"):
        carpeta = tmp_path / nombre / "Open"
        _esperar(red[nombre], lambda c=carpeta: len(list((c / "direccion").glob("maestra-*.json"))) == 1, limite)
        salida = _planilla("torneo", "publicar", "--datos", str(tmp_path / f"datos-{nombre}"))
        assert "Nada nuevo que publicar" in salida and "Atención" not in salida
