"""Importar a ciegas: GCG y JSON mutados a partir de partidas válidas, y bytes al azar, como en ``planilla
importar``. Nunca una traza (solo ``ErrorPlanilla`` con su mensaje), nunca más de 5 s por archivo y nunca un
almacén a medias: un archivo rechazado deja el almacén exactamente como estaba, y uno aceptado se relee igual.

Semilla fija (``derandomize``): la misma tanda en cada ``make test``, sin base de datos de ejemplos.
"""

from __future__ import annotations

import copy
import json
import shutil
import signal
import sqlite3
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app_planilla.exportar.gcg.archivos import es_gcg
from app_planilla.exportar.gcg.escritura import texto_gcg
from app_planilla.exportar.gcg.importar import leer_planilla_gcg
from app_planilla.exportar.json_partida import leer_json
from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.modalidades import a_dict_evento

from .conftest import COMPARTIDO, RAIZ

CASOS = RAIZ / "tests" / "casos" / "almacen_f070baa"
SEMILLAS_JSON = [json.loads(r.read_text(encoding="utf-8")) for r in sorted(CASOS.glob("partida*.json"))]
_CLASICAS = [leer_json(json.dumps(d)) for d in SEMILLAS_JSON if d["formato"] == "planilla-clasica"]
# El GCG es de dos participantes: las clásicas de tres o cuatro solo van en JSON.
SEMILLAS_GCG = [texto_gcg(p) for p in _CLASICAS if isinstance(p, Planilla) and p.participantes == 2] + [
    r.read_text(encoding="utf-8") for r in sorted((COMPARTIDO / "datos" / "gcg").glob("*/*.gcg"))
]
"""Las partidas clásicas de los casos, en GCG, y las reales de ``../shared`` si está."""

MAX_SEGUNDOS = 5

AJUSTES = settings(
    derandomize=True,
    database=None,
    deadline=None,  # el tope de 5 s lo pone ``_a_tiempo``, con su propio mensaje
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# ---------------------------------------------------------------- valores raros

TEXTOS_RAROS = [
    "", " ", "\ud800", "\udfff", "A\u202eB", "\u2028", "\x00", "\x1b[31m", "\u200b", "\u3164", "ÑANDÚ", "CA\u0301SA",
    "ch", "LL", "?", "??", "ABCDEFGHI", "H8", "8H", "A1", "15O", "O15", "Z99", "H٨", "H８", "#", ">", ":", "x" * 300,
]
NUMEROS_RAROS = [0, 1, -1, 7, 2000, 2001, -2001, 37_800, 37_801, 86_400, 2**31, 2**63, -(2**63), 10**30]
VALORES = st.one_of(
    st.sampled_from(TEXTOS_RAROS),
    st.sampled_from(NUMEROS_RAROS),
    st.integers(-3000, 3000),
    st.sampled_from([None, True, False, 1.5, float("1e308"), [], {}, [None], {"tipo": "pase"}]),
    st.text(max_size=12),
)

# ---------------------------------------------------------------- GCG mutados

LINEAS_GCG = [
    "#player1 ana Ana", "#player2 bea Bea", "#player3 ana Otra", "#note una nota", "#title Partida",
    "#character-encoding UTF-8", "#character-encoding latin-1", "#lexicon FISE2", "#rack1 ABC?", "#description x",
    ">ana: ABCDEFG H8 ABCDEFG +80 80", ">ana: - +0 0", ">bea: -ABC +0 0", ">ana: (challenge) +5 85",
    ">bea: -- -44 0", ">ana: (time) -10 70", ">bea: (ABC) +6 6", ">ana: ABC (lost) +0 80", ">nadie: H8 A +1 1",
    ">ana: 8H .A +2 2", ">ana:", ">", "#", "",
]
"""Líneas sueltas que se cuelan en un GCG válido: jugadores repetidos, notas, castigos, finales, basura."""


@st.composite
def gcg_mutado(draw: st.DrawFn) -> bytes:
    lineas = draw(st.sampled_from(SEMILLAS_GCG)).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, max(0, len(lineas) - 1)))
        j = draw(st.integers(0, max(0, len(lineas) - 1)))
        operacion = draw(st.sampled_from(["borrar", "duplicar", "intercambiar", "palabra", "insertar", "cortar"]))
        if not lineas:
            lineas = [draw(st.sampled_from(LINEAS_GCG))]
        elif operacion == "borrar":
            del lineas[i]
        elif operacion == "duplicar":
            lineas.insert(j, lineas[i])
        elif operacion == "intercambiar":
            lineas[i], lineas[j] = lineas[j], lineas[i]
        elif operacion == "palabra":
            palabras = lineas[i].split(" ")
            k = draw(st.integers(0, len(palabras) - 1))
            nueva = draw(st.one_of(st.sampled_from(TEXTOS_RAROS), st.integers(-10**6, 10**6).map(str),
                                   st.sampled_from(["+0", "-0", "+" + "9" * 30, "-5", "+5"])))
            palabras[k] = nueva
            lineas[i] = " ".join(palabras)
        elif operacion == "insertar":
            lineas.insert(j, draw(st.sampled_from(LINEAS_GCG)))
        else:
            lineas[i] = lineas[i][: draw(st.integers(0, len(lineas[i])))]
    fin = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    texto = fin.join(lineas) + draw(st.sampled_from(["", fin]))
    codificacion = draw(st.sampled_from(["utf-8", "utf-8", "utf-8", "utf-8-sig", "utf-16", "latin-1"]))
    errores = "replace" if codificacion == "latin-1" else "surrogatepass"
    return texto.encode(codificacion, errors=errores)


# ---------------------------------------------------------------- JSON mutados


def _contenedor(actual: Any, draw: st.DrawFn) -> tuple[Any, Any]:
    """Baja al azar por un trozo del JSON y da un contenedor y una de sus claves (o posiciones)."""
    while True:
        claves = sorted(actual) if isinstance(actual, dict) else list(range(len(actual)))
        if not claves:
            return actual, None
        clave = draw(st.sampled_from(claves))
        hijo = actual[clave]
        if not isinstance(hijo, dict | list) or not hijo or draw(st.booleans()):
            return actual, clave
        actual = hijo


def _textos(actual: Any, camino: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Dónde hay texto en un trozo del JSON (nombres, palabras, motivos, casillas…), salvo el «tipo»."""
    claves = actual.items() if isinstance(actual, dict) else enumerate(actual) if isinstance(actual, list) else ()
    for clave, hijo in claves:
        if isinstance(hijo, str) and clave != "tipo":
            yield (*camino, clave)
        elif isinstance(hijo, dict | list):
            yield from _textos(hijo, (*camino, clave))


OPERACIONES_JSON = ["valor", "texto", "borrar", "duplicar", "intercambiar", "quitar", "campo", "tipo", "arriba"]
TIPOS = ["inicio", "jugada", "pase", "cambio", "retirada", "penalizacion", "anulacion", "fin", "tiempo_extra", "x"]


@st.composite
def json_mutado(draw: st.DrawFn) -> bytes:
    datos = copy.deepcopy(draw(st.sampled_from(SEMILLAS_JSON)))
    eventos = datos["eventos"]
    for _ in range(draw(st.integers(1, 4))):
        operacion = draw(st.sampled_from(OPERACIONES_JSON))
        if not eventos:
            eventos.append({"tipo": "pase"})
            continue
        i = draw(st.integers(0, len(eventos) - 1))
        j = draw(st.integers(0, len(eventos) - 1))
        evento = eventos[i]
        if operacion == "borrar":
            del eventos[i]
        elif operacion == "duplicar":
            eventos.insert(j, copy.deepcopy(evento))
        elif operacion == "intercambiar":
            eventos[i], eventos[j] = eventos[j], evento
        elif operacion == "arriba":  # la cabecera del archivo, pocas veces: casi todo se juega en los eventos
            datos[draw(st.sampled_from(["formato", "version", "x"]))] = draw(VALORES)
        elif not isinstance(evento, dict | list) or not evento:
            eventos[i] = draw(VALORES)
        elif operacion == "texto" and (caminos := list(_textos(evento))):
            *arriba, clave = draw(st.sampled_from(caminos))
            contenedor = evento
            for paso in arriba:
                contenedor = contenedor[paso]
            raro = draw(st.sampled_from(TEXTOS_RAROS))
            contenedor[clave] = draw(st.sampled_from([raro, contenedor[clave] + raro, raro + contenedor[clave]]))
        elif operacion == "tipo" and isinstance(evento, dict):
            evento["tipo"] = draw(st.sampled_from(TIPOS))
        elif operacion == "campo" and isinstance(evento, dict):
            evento[draw(st.sampled_from(["x", "puntos", "participante", "segundos", "retira", "motivo"]))] = draw(
                VALORES
            )
        else:
            contenedor, clave = _contenedor(evento, draw)
            if clave is None:
                continue
            if operacion == "quitar":
                del contenedor[clave]
            else:
                contenedor[clave] = draw(VALORES)
    # Con escapes ASCII, un sustituto suelto llega como «\ud800» y el archivo es UTF-8 válido.
    texto = json.dumps(datos, ensure_ascii=draw(st.booleans()), indent=draw(st.sampled_from([None, 1])))
    if draw(st.sampled_from([False] * 9 + [True])):  # de vez en cuando, una clave repetida
        texto = texto.replace('"tipo":', '"tipo": "pase", "tipo":', 1)
    return texto.encode("utf-8", errors="surrogatepass")


@st.composite
def bytes_tocados(draw: st.DrawFn, base: st.SearchStrategy[bytes]) -> bytes:
    """Un archivo estructurado con unos pocos bytes cambiados, borrados o metidos."""
    contenido = bytearray(draw(base))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(contenido)))
        operacion = draw(st.sampled_from(["cambiar", "borrar", "meter"]))
        if operacion == "meter" or i == len(contenido):
            contenido[i:i] = draw(st.binary(min_size=1, max_size=4))
        elif operacion == "borrar":
            del contenido[i : i + draw(st.integers(1, 8))]
        else:
            contenido[i] = draw(st.integers(0, 255))
    return bytes(contenido)


# ---------------------------------------------------------------- el almacén y la importación


class Colgado(BaseException):
    """Más de ``MAX_SEGUNDOS`` con un archivo (``BaseException``: ningún ``except Exception`` lo oculta)."""


@contextmanager
def _a_tiempo() -> Iterator[None]:
    if not hasattr(signal, "setitimer"):  # Windows: queda la medida de después
        yield
        return

    def cortar(*_: object) -> None:
        raise Colgado

    antes = signal.signal(signal.SIGALRM, cortar)
    signal.setitimer(signal.ITIMER_REAL, MAX_SEGUNDOS)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, antes)


@pytest.fixture(scope="module")
def plantilla(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Un almacén con una partida: cada archivo se importa en una copia suya."""
    carpeta = tmp_path_factory.mktemp("plantilla")
    with Almacen(carpeta) as almacen:
        almacen.importar(_CLASICAS[0])
    assert not (carpeta / (ARCHIVO + "-wal")).exists()  # al cerrar, todo queda en el archivo principal
    return carpeta / ARCHIVO


def _foto(ruta: Path) -> list[str]:
    con = sqlite3.connect(ruta)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def _importar(plantilla: Path, nombre: str, contenido: bytes) -> None:
    """Lo mismo que ``planilla importar``, comprobado: o un mensaje y nada cambia, o la partida entera."""
    carpeta = Path(tempfile.mkdtemp(dir=plantilla.parent.parent))
    try:
        shutil.copy(plantilla, carpeta / ARCHIVO)
        with Almacen(carpeta) as almacen:
            antes = _foto(almacen.ruta)
            inicio = time.monotonic()
            try:
                with _a_tiempo():
                    if es_gcg(nombre, contenido):
                        planilla = leer_planilla_gcg(contenido).planilla
                    else:
                        planilla = leer_json(contenido)
                    ident = almacen.importar(planilla)
            except Colgado:
                pytest.fail(f"Más de {MAX_SEGUNDOS} s con {contenido[:200]!r}")
            except ErrorPlanilla as e:
                mensaje = str(e)
                assert mensaje.strip() and "Traceback" not in mensaje, repr(contenido[:200])
                assert _foto(almacen.ruta) == antes, f"Rechazado ({mensaje}) pero el almacén cambió"
                return
            assert time.monotonic() - inicio <= MAX_SEGUNDOS
            releida = almacen.cargar(ident)
            assert [a_dict_evento(e) for e in releida.eventos] == [a_dict_evento(e) for e in planilla.eventos]
            assert len(almacen.partidas()) == 2
    finally:
        shutil.rmtree(carpeta)


# ---------------------------------------------------------------- las tandas


def test_las_semillas_se_importan(plantilla: Path) -> None:
    """Sin esto, las mutaciones podrían partir de archivos que ya se rechazan."""
    assert len(SEMILLAS_JSON) >= 4 and SEMILLAS_GCG
    for datos in SEMILLAS_JSON:
        _importar(plantilla, "p.json", json.dumps(datos).encode())
    for texto in SEMILLAS_GCG:
        _importar(plantilla, "p.gcg", texto.encode())


@settings(AJUSTES, max_examples=800)
@given(contenido=st.one_of(gcg_mutado(), bytes_tocados(gcg_mutado())))
def test_gcg_mutados(plantilla: Path, contenido: bytes) -> None:
    _importar(plantilla, "partida.gcg", contenido)


@settings(AJUSTES, max_examples=800)
@given(contenido=st.one_of(json_mutado(), bytes_tocados(json_mutado())))
def test_json_mutados(plantilla: Path, contenido: bytes) -> None:
    _importar(plantilla, "partida.json", contenido)


@settings(AJUSTES, max_examples=300)
@given(
    contenido=st.one_of(
        st.binary(max_size=3000),
        st.tuples(st.sampled_from([b"#", b">", b"{", b"\xef\xbb\xbf#", b"\xff\xfe#\x00"]), st.binary(max_size=500)).map(
            b"".join
        ),
    )
)
def test_bytes_al_azar_por_la_entrada_estandar(plantilla: Path, contenido: bytes) -> None:
    _importar(plantilla, "-", contenido)
