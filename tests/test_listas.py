"""Listas de palabras: las incluidas coinciden con su origen, las propias se validan, la puntuación no cambia."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from app_planilla.listas import cargar_archivo, cargar_incluida
from app_planilla.nucleo.juego.comprobacion import Comprobacion, ErrorLista, comprobar, leer_lista
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.notacion import jugar
from app_planilla.nucleo.juego.tablero import Tablero


@pytest.mark.parametrize(("codigo", "cuantas"), [("es", 636_598), ("en", 274_937)])
def test_lista_incluida_igual_a_la_de_origen(compartido: Path, codigo: str, cuantas: int) -> None:
    lista = cargar_incluida(codigo)
    origen = gzip.decompress((compartido / f"datos/listas/letterpress-{codigo}.txt.gz").read_bytes())
    palabras = [p for p in origen.decode("utf-8").split("\n") if p]
    assert len(lista) == len(palabras) == cuantas
    assert all(p in lista for p in palabras[::997])


def test_comprobacion_con_digrafos_y_comodines() -> None:
    lista = cargar_incluida("es")
    tablero = Tablero()
    r = jugar(tablero, "H4", "CHORIzO", ESPANOL)
    assert comprobar(r, lista) == [("CHORIzO", Comprobacion.EN_LISTA)]
    r2 = jugar(tablero, "4H", "CHXQ", ESPANOL)
    assert comprobar(r2, lista) == [("CHXQ", Comprobacion.NO_ESTA)]
    assert comprobar(r2, None) == [("CHXQ", Comprobacion.NO_CARGADA)]


def test_k_comodin_fijo_no_esta_en_la_lista_espanola() -> None:
    r = jugar(Tablero(), "H8", "KIWI", ESPANOL)
    assert comprobar(r, cargar_incluida("es"))[0][1] is Comprobacion.NO_ESTA


def test_lista_inglesa() -> None:
    r = jugar(Tablero(), "H8", "QUIZ", INGLES)
    assert comprobar(r, cargar_incluida("en")) == [("QUIZ", Comprobacion.EN_LISTA)]


def test_lista_propia(tmp_path: Path) -> None:
    f = tmp_path / "club.txt"
    f.write_text("\ufeff# léxico del club\nÁRBOL\n\nxyzzy\n", encoding="utf-8")
    lista = cargar_archivo(f)
    assert "arbol" in lista and "xyzzy" in lista and "casa" not in lista


@pytest.mark.parametrize(
    ("contenido", "mensaje"),
    [
        (b"casa\ncasa grande\n", "Línea 2: «casa grande» no es una palabra"),
        (b"\n\n# nada\n", "no tiene ninguna palabra"),
        ("árbol".encode("latin-1"), "no está en UTF-8"),
        (b"PK\x03\x04\x00\x00", "no es de texto"),
        (b"casa\nca5a\n", "Línea 2"),
    ],
)
def test_lista_propia_mala(tmp_path: Path, contenido: bytes, mensaje: str) -> None:
    f = tmp_path / "mala.txt"
    f.write_bytes(contenido)
    with pytest.raises(ErrorLista, match=mensaje):
        cargar_archivo(f)


def test_lista_que_no_existe_o_carpeta(tmp_path: Path) -> None:
    with pytest.raises(ErrorLista, match="No se puede leer"):
        cargar_archivo(tmp_path / "no.txt")
    with pytest.raises(ErrorLista, match="es una carpeta"):
        cargar_archivo(tmp_path)


def test_leer_lista_normaliza() -> None:
    assert leer_lista("Pingüino\r\nAÑO\n") == ["pinguino", "año"]


# --- Grafos de palabras del buscador de jugadas maestras ---------------------------------------------


@pytest.mark.parametrize("codigo", ["es", "en"])
def test_grafo_incluido_igual_a_la_lista(codigo: str) -> None:
    """El grafo que viaja en recursos/ tiene exactamente las palabras del trie (herramientas/construir_listas.py)."""
    from app_planilla.listas import grafo_incluido
    from app_planilla.nucleo.juego.ediciones import edicion
    from app_planilla.nucleo.juego.grafo import Traductor

    grafo = grafo_incluido(codigo)
    traducir = Traductor(edicion(codigo))
    esperadas = sorted({s for p in cargar_incluida(codigo) if (s := traducir(p))})
    assert grafo.palabras == len(esperadas)
    assert list(grafo.secuencias()) == esperadas


def test_grafo_de_lista_propia_en_otro_proceso_y_guardado(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app_planilla import listas
    from app_planilla.nucleo.juego.grafo import Traductor

    f = tmp_path / "club.txt"
    f.write_text("# club\nCHORIZO\nárbol\nkiwi\n", encoding="utf-8")
    datos = tmp_path / "datos"
    procesos: list[object] = []
    original = listas._construir_en_proceso

    def contar(ruta: Path, codigo: str) -> bytes:
        procesos.append(ruta)
        return original(ruta, codigo)

    monkeypatch.setattr(listas, "_construir_en_proceso", contar)
    grafo = listas.grafo_de_archivo(f, "es", datos)
    traducir = Traductor(ESPANOL)
    assert sorted(grafo.secuencias()) == sorted(traducir(p) for p in ("chorizo", "arbol", "kiwi"))
    assert len(procesos) == 1
    (guardado,) = (datos / listas.CARPETA_GRAFOS).iterdir()
    assert guardado.read_bytes().startswith(b"PLANILLA-GRAFO\n")  # formato de datos, no pickle
    # La segunda vez sale de la carpeta de datos, sin otro proceso.
    assert list(listas.grafo_de_archivo(f, "es", datos).secuencias()) == list(grafo.secuencias())
    assert len(procesos) == 1
    # Un grafo guardado dañado se construye de nuevo; si la lista cambia, también.
    guardado.write_bytes(b"PLANILLA-GRAFO\n" + bytes(100))
    assert list(listas.grafo_de_archivo(f, "es", datos).secuencias()) == list(grafo.secuencias())
    assert len(procesos) == 2
    f.write_text("casa\n", encoding="utf-8")
    assert list(listas.grafo_de_archivo(f, "es", datos).secuencias()) == [traducir("casa")]
    assert len(procesos) == 3


def test_grafo_de_lista_propia_sin_carpeta_de_datos_usable(tmp_path: Path) -> None:
    from app_planilla import listas

    f = tmp_path / "club.txt"
    f.write_text("casa\n", encoding="utf-8")
    ocupada = tmp_path / "no-es-carpeta"
    ocupada.write_text("un fichero donde debería ir la carpeta de datos")
    assert listas.grafo_de_archivo(f, "es", ocupada).palabras == 1
    assert listas.grafo_de_archivo(f, "es", None).palabras == 1


def test_grafo_de_lista_propia_mala(tmp_path: Path) -> None:
    from app_planilla import listas

    f = tmp_path / "club.txt"
    f.write_bytes(b"casa\nca5a\n")
    with pytest.raises(ErrorLista, match="Línea 2"):
        listas.grafo_de_archivo(f, "es", tmp_path)
    with pytest.raises(ErrorLista, match="no está en UTF-8"):
        f.write_bytes("árbol".encode("latin-1"))
        listas.grafo_de_archivo(f, "es", tmp_path)
