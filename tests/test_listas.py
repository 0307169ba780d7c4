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
