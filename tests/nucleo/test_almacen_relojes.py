"""Los relojes forman parte de la partida guardada: configuración, fotos, deshacer y cierre brusco."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.relojes import PRESET_INGLES, ConfigReloj, ErrorReloj, EstadoRelojes, Relojes
from tests.ayuda import RelojFalso


def test_configuracion_ida_y_vuelta() -> None:
    config = ConfigReloj(minutos=20, incremento_s=5, puntos_por_minuto=5, maximo_extra_min=3)
    assert ConfigReloj.desde_dict(json.loads(json.dumps(config.a_dict()))) == config
    for malo in (None, {"minutos": "30"}, {"minutos": 0}, {"minutos": 30, "incremento_s": 1.5}):
        with pytest.raises(ErrorReloj):
            ConfigReloj.desde_dict(malo)


def test_fotos_por_evento_y_reapertura_en_pausa(tmp_path: Path) -> None:
    t = RelojFalso(100.0)
    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(nueva_partida(["Ana", "Bea"], reglas="ingles"))
        almacen.poner_relojes(guardada.id, PRESET_INGLES)
        relojes = Relojes(2, PRESET_INGLES, t)
        relojes.poner_en_marcha(0)
        t.ahora += 60
        guardada.planilla.sumar("H4", "JAMON")
        relojes.pulsar()
        almacen.guardar_foto_relojes(guardada.id, 1, relojes.estado(), 1000.0)
        t.ahora += 30
        guardada.planilla.pasar()
        relojes.pulsar()
        almacen.guardar_foto_relojes(guardada.id, 2, relojes.estado(), 1030.0)
        ident = guardada.id
    # Se reabre (tras un cierre brusco): la última foto, con la hora en que se tomó.
    with Almacen(tmp_path) as almacen:
        assert almacen.config_relojes(ident) == PRESET_INGLES
        foto = almacen.foto_relojes(ident)
        assert foto is not None
        estado, tomada = foto
        assert tomada == 1030.0 and estado.en_marcha and estado.activo == 0
        assert estado.restantes_ms == (25 * 60_000 - 60_000, 25 * 60_000 - 30_000)
        restaurados = Relojes(2, PRESET_INGLES, t, estado)
        assert not restaurados.en_marcha
        # Deshacer el pase (evento 2): vuelve la foto anterior.
        anterior = almacen.foto_relojes(ident, antes_de=2)
        assert anterior is not None and anterior[0].activo == 1
        copia = almacen.duplicar(ident)
        assert almacen.config_relojes(copia) == PRESET_INGLES
        assert almacen.foto_relojes(copia) == foto
        almacen.borrar(ident)
        assert almacen.config_relojes(ident) is None and almacen.foto_relojes(ident) is None


def test_sin_reloj_y_fotos_danadas(tmp_path: Path) -> None:
    with Almacen(tmp_path) as almacen:
        ident = almacen.crear(nueva_partida(["Ana", "Bea"])).id
        assert almacen.config_relojes(ident) is None and almacen.foto_relojes(ident) is None
        almacen.poner_relojes(ident, ConfigReloj(minutos=10))
        almacen.guardar_foto_relojes(ident, 0, EstadoRelojes((1, 2), 0, False), 5.0)
        almacen.poner_relojes(ident, None)
        assert almacen.foto_relojes(ident) is None
        almacen.poner_relojes(ident, ConfigReloj(minutos=10))
    con = sqlite3.connect(tmp_path / "planilla.sqlite3")
    con.execute("UPDATE relojes SET config = '{\"minutos\": -3}'")
    con.execute("INSERT INTO fotos_relojes(partida, numero, estado, tomada) VALUES (?, 0, 'no es json', 1.0)", (ident,))
    con.commit()
    con.close()
    with Almacen(tmp_path) as almacen:
        assert almacen.config_relojes(ident) is None
        assert almacen.foto_relojes(ident) is None
        assert almacen.cargar(ident).nombres == ("Ana", "Bea")


def test_fotos_con_el_reloj_monotono_y_el_arranque(tmp_path: Path) -> None:
    from app_planilla.nucleo.relojes import Momento, id_arranque, transcurrido

    assert id_arranque(str(tmp_path / "no-existe")) is None
    (tmp_path / "boot_id").write_text("abc-123\n", encoding="ascii")
    assert id_arranque(str(tmp_path / "boot_id")) == "abc-123"
    # Mismo arranque: el monótono, exacto, aunque la pared salte; otro arranque o sin datos: la pared, aproximada.
    assert transcurrido(Momento(100.0, 5.0, "a"), Momento(3700.0, 16.0, "a")) == (11_000, True)
    assert transcurrido(Momento(100.0, 5.0, "a"), Momento(130.0, 1.0, "b")) == (30_000, False)
    assert transcurrido(Momento(100.0), Momento(90.0, 1.0, "a")) == (0, False)
    with Almacen(tmp_path) as almacen:
        ident = almacen.crear(nueva_partida(["Ana", "Bea"])).id
        almacen.poner_relojes(ident, ConfigReloj(minutos=10))
        assert almacen.momento_foto_relojes(ident) is None
        almacen.guardar_foto_relojes(ident, 0, EstadoRelojes((1, 2), 0, True), 1000.0, 42.5)
        assert almacen.momento_foto_relojes(ident) == Momento(1000.0, 42.5, almacen.arranque) or (
            almacen.arranque is None and almacen.momento_foto_relojes(ident) == Momento(1000.0))
        almacen.guardar_foto_relojes(ident, 1, EstadoRelojes((1, 2), 1, True), 1010.0)
        assert almacen.momento_foto_relojes(ident) == Momento(1010.0)
