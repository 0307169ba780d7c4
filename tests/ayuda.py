"""Lo común a las pruebas del núcleo y de la línea de órdenes: ``planilla …`` con su estado de salida, y el JSON
de una planilla leído de vuelta como la misma, y el de un archivo hostil rechazado."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app_planilla.cli import principal
from app_planilla.exportar.json_partida import leer_json, texto_json
from app_planilla.nucleo.almacen.archivos import ARCHIVO
from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.texto import texto_clasificacion, texto_planilla


def salir(argv: list[str]) -> int:
    """``planilla argv`` dentro del proceso: su estado de salida (0 bien, 1 entrada mala, 2 uso)."""
    try:
        return principal(argv)
    except SystemExit as e:
        return int(e.code or 0)


def salida_de_planilla(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """``planilla argv`` por la entrada de verdad (``__main__``), dentro del proceso: estado y lo que escribió."""
    from app_planilla.__main__ import main

    try:
        estado = main(argv)
    except SystemExit as e:
        estado = int(e.code or 0)
    salida = capsys.readouterr()
    return estado, salida.out + salida.err


def ida_y_vuelta(p: Any, vista: Callable[[Any], object]) -> None:
    """El JSON de ``p`` se lee como la misma planilla: misma clase y ``vista``, el mismo JSON y los mismos textos."""
    texto = texto_json(p)
    q = leer_json(texto)
    assert type(q) is type(p) and vista(q) == vista(p)
    assert texto_json(q) == texto
    assert texto_planilla(q) == texto_planilla(p) and texto_clasificacion(q) == texto_clasificacion(p)


def json_rechazado(texto: str | bytes) -> None:
    """Un archivo hostil se rechaza con un mensaje claro: ``ErrorPlanilla`` corto y sin traza."""
    with pytest.raises(ErrorPlanilla) as error:
        leer_json(texto)
    mensaje = str(error.value)
    assert mensaje and len(mensaje) < 300, mensaje
    assert "Traceback" not in mensaje


def almacen_de_la_version_1(carpeta: Path, *eventos: dict[str, Any]) -> Path:
    """Un ``planilla.sqlite3`` con el esquema de la versión 1 y la partida 7: un inicio de Ana y alguien sin
    nombre, y ``eventos`` detrás. Devuelve su ruta."""
    ruta = carpeta / ARCHIVO
    con = sqlite3.connect(ruta, isolation_level=None)
    con.execute(f"PRAGMA application_id={ID_APLICACION}")
    MIGRACIONES[0](con)
    con.execute("UPDATE version SET numero = 1")
    con.execute("INSERT INTO partidas(id, creada, actualizada) VALUES (7, 'x', 'x')")
    for numero, evento in enumerate(({"tipo": "inicio", "participantes": ["Ana", ""]}, *eventos)):
        con.execute("INSERT INTO eventos VALUES (7, ?, ?)", (numero, json.dumps(evento)))
    con.close()
    return ruta


class RelojFalso:
    """Fuente de tiempo de los relojes que solo avanza cuando la prueba lo dice."""

    def __init__(self, ahora: float = 500.0) -> None:
        self.ahora = ahora

    def __call__(self) -> float:
        return self.ahora

    def avanzar(self, segundos: float) -> None:
        self.ahora += segundos
