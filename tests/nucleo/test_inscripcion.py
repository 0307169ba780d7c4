"""Los inscritos de una duplicada grande: pegados de una hoja de cálculo o de un CSV (codificación, separador,
cabecera, mesas y licencias únicas) y un mensaje por cada línea mala."""

from __future__ import annotations

from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.inscripcion import (
    ErrorInscripcion,
    Inscrito,
    leer_inscritos,
)
from app_planilla.nucleo.duplicada.planilla import nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.registro.eventos import ErrorEvento


def test_pegado_de_una_hoja_de_calculo_con_cabecera() -> None:
    texto = "Nombre\tLicencia\tClub\tMesa\nAna Pérez\tE-101\tCD Madrid\t3\nBeto Núñez\t\t\t7\n"
    lectura = leer_inscritos(texto)
    assert lectura.errores == ()
    assert lectura.inscritos == (Inscrito("Ana Pérez", 3, "E-101", "CD Madrid"), Inscrito("Beto Núñez", 7))


def test_csv_utf8_con_bom_y_punto_y_coma() -> None:
    datos = "\ufeffmesa;nombre;club\n1;Íñigo;Bilbo\n2;\"Gómez; Ana\";\n".encode()
    lectura = leer_inscritos(datos)
    assert (lectura.codificacion, lectura.separador) == ("utf-8", ";")
    assert [(i.mesa, i.nombre, i.club) for i in lectura.inscritos] == [(1, "Íñigo", "Bilbo"), (2, "Gómez; Ana", "")]


def test_csv_cp1252_con_comas_y_cabecera_en_ingles() -> None:
    datos = "Name,Seat\nMuñoz,4\nPeña,5\n".encode("cp1252")
    lectura = leer_inscritos(datos)
    assert lectura.codificacion == "cp1252" and lectura.separador == ","
    assert [(i.nombre, i.mesa) for i in lectura.inscritos] == [("Muñoz", 4), ("Peña", 5)]


def test_sin_cabecera_la_primera_columna_numerica_es_la_mesa() -> None:
    lectura = leer_inscritos("12\tAna\n14\tBeto\n")
    assert [(i.mesa, i.nombre) for i in lectura.inscritos] == [(12, "Ana"), (14, "Beto")]


def test_sin_mesa_se_numeran_tras_la_mayor() -> None:
    lectura = leer_inscritos("Ana\nBeto\n", ya_inscritos=[Inscrito("Carla", 9)])
    assert [(i.nombre, i.mesa) for i in lectura.inscritos] == [("Ana", 10), ("Beto", 11)]


def test_cada_linea_mala_con_su_mensaje_y_las_buenas_entran() -> None:
    texto = "\n".join([
        "nombre\tlicencia\tmesa",
        "Ana\tE1\t1",
        "\tE2\t2",
        "Beto\tE1\t3",
        "Carla\tE3\t1",
        "Dani\tE4\tdos",
        "X" * 101 + "\t\t5",
        "Eva\u202e\t\t6",
        "Fede\tE7\t7",
        "Gil\u200b\t\t8",
    ])
    lectura = leer_inscritos(texto)
    assert [i.nombre for i in lectura.inscritos] == ["Ana", "Fede"]
    assert [(e.numero, e.motivo) for e in lectura.errores] == [
        (3, "Falta el nombre."),
        (4, "La licencia E1 ya es de otro inscrito."),
        (5, "La mesa 1 ya es de otro inscrito."),
        (6, "«dos» no es un número de mesa (de 1 a 9999)."),
        (7, "El nombre tiene más de 100 caracteres."),
        (8, "El nombre lleva un control de dirección del texto (U+202E), que lo mostraría en otro orden."),
        (10, "El nombre («Gil») lleva un carácter invisible, U+200B (ZERO WIDTH SPACE): escríbelo de nuevo sin él."),
    ]


def test_mesas_y_licencias_de_los_ya_inscritos_no_se_repiten() -> None:
    lectura = leer_inscritos("nombre,licencia,mesa\nAna,e9,1\nBeto,E5,2\n", ya_inscritos=[Inscrito("X", 2, "E9")])
    assert [e.numero for e in lectura.errores] == [2, 3]


def test_mas_de_200_inscritos_no_entra_ninguno() -> None:
    with pytest.raises(ErrorInscripcion, match="serían 201 inscritos"):
        leer_inscritos("\n".join(f"P{i}" for i in range(201)))
    assert len(leer_inscritos("\n".join(f"P{i}" for i in range(200))).inscritos) == 200


@pytest.mark.parametrize(
    ("datos", "dice"),
    [
        (b"\x00\x01\x02PK\x03\x04" * 100, "no es texto"),
        ("\n".join("x" for _ in range(10_001)).encode(), "10001 líneas"),
        (b"a" * 2_000_001, "más de 2 MB"),
        (bytes([0x81, 0x8D, 0x8F]) + b"\xff\xfe", "no es texto"),
    ],
)
def test_lo_que_no_es_una_lista(datos: bytes, dice: str) -> None:
    with pytest.raises(ErrorInscripcion, match=dice):
        leer_inscritos(datos)


# ---------------------------------------------------------------- más entrada mala (issue 25)


def test_un_csv_de_10000_lineas_buenas_no_entra_ninguna() -> None:
    lineas = [f"Jugador {i};{i};Club {i % 7}" for i in range(1, 10_001)]
    for datos in ("\n".join(lineas).encode(), "\n".join(lineas)):
        with pytest.raises(ErrorInscripcion, match="Con estos serían 10000 inscritos, y una partida tiene como "
                                                   "mucho 200"):
            leer_inscritos(datos)


@pytest.mark.parametrize(
    ("datos", "dice"),
    [
        ("Ana\x00\nBeto\n", "no es texto"),  # pegado, no solo en un archivo
        ("\x01\x02\x03\x04" * 100, "no es texto"),
        ("a" * 2_000_001, "más de 2 MB"),  # un texto pegado de megas tampoco se lee entero
        ("\n".join("x" for _ in range(10_001)), "10001 líneas"),
        (b"\xff\xfe" + "Ana\n".encode("utf-16-le") + b"\x00", "no es texto"),  # UTF-16 a medias
        (bytes(range(256)) * 10, "no es texto"),
    ],
)
def test_mas_cosas_que_no_son_una_lista(datos: bytes | str, dice: str) -> None:
    with pytest.raises(ErrorInscripcion, match=dice):
        leer_inscritos(datos)


def test_texto_unicode_de_excel() -> None:
    """Excel guarda «Texto Unicode» en UTF-16 con su marca, separado por tabuladores."""
    for codificacion in ("utf-16", "utf-16-be"):
        datos = ("\ufeff" if codificacion == "utf-16-be" else "") + "Nombre\tMesa\r\nÍñigo\t4\r\nŁucja\t5\r\n"
        lectura = leer_inscritos(datos.encode(codificacion))
        assert lectura.codificacion == "utf-16" and lectura.separador == "\t"
        assert [(i.nombre, i.mesa) for i in lectura.inscritos] == [("Íñigo", 4), ("Łucja", 5)]


@pytest.mark.parametrize(
    ("linea", "motivo"),
    [
        ("Ana,0", "«0» no es un número de mesa (de 1 a 9999)."),
        ("Ana,10000", "«10000» no es un número de mesa (de 1 a 9999)."),
        ("Ana,-3", "«-3» no es un número de mesa (de 1 a 9999)."),
        ("Ana,3.0", "«3.0» no es un número de mesa (de 1 a 9999)."),
        ("Ana,３", "«３» no es un número de mesa (de 1 a 9999)."),
        ("Ana,²", "«²» no es un número de mesa (de 1 a 9999)."),
        ('"Ana,1', "Unas comillas de la línea no se cierran."),
        ('"Ana"x,1', "Unas comillas de la línea no se cierran."),
    ],
)
def test_una_linea_mala_con_su_porque(linea: str, motivo: str) -> None:
    lectura = leer_inscritos(f"nombre,mesa\n{linea}\nBeto,2\n")
    assert [(e.numero, e.motivo) for e in lectura.errores] == [(2, motivo)]
    assert [i.nombre for i in lectura.inscritos] == ["Beto"]


def test_licencia_y_club_demasiado_largos_y_licencias_repetidas_sin_mayusculas() -> None:
    lectura = leer_inscritos("nombre\tlicencia\tclub\nAna\t" + "L" * 21 + "\tx\nBeto\tab1\t" + "C" * 101
                             + "\nCarla\tab1\t\nDani\tAB1\t\n")
    assert [(e.numero, e.motivo) for e in lectura.errores] == [
        (2, "La licencia tiene más de 20 caracteres."),
        (3, "El club tiene más de 100 caracteres."),
        (5, "La licencia AB1 ya es de otro inscrito."),
    ]
    assert [i.nombre for i in lectura.inscritos] == ["Carla"]


def test_sin_nadie_no_hay_sala(tmp_path: Path) -> None:
    for vacio in ("", "nombre;mesa\n", "\n \n"):
        assert (leer_inscritos(vacio).inscritos, leer_inscritos(vacio).errores) == ((), ())
    with Almacen(tmp_path) as almacen:
        with pytest.raises(ErrorEvento, match="de 1 a 200"):
            almacen.crear(nueva_sala([], reglas_arbitraje("fise")))
        assert almacen.partidas() == []


@pytest.mark.parametrize(
    ("inscritos", "dice"),
    [
        ([Inscrito("Ana", 1), Inscrito("Beto", 1)], "Dos inscritos tienen la misma mesa."),
        ([Inscrito("Ana", 1, "E9"), Inscrito("Beto", 2, "e9 ")], "Dos inscritos tienen la misma licencia."),
        ([Inscrito("Ana", 0)], "«mesa» vale 0"),
        ([Inscrito("Ana\u200b", 1)], "lleva un carácter invisible"),
        ([Inscrito(f"P{i}", i + 1) for i in range(201)], "de 1 a 200"),
    ],
)
def test_una_sala_con_inscritos_imposibles_no_se_guarda(tmp_path: Path, inscritos: list[Inscrito], dice: str) -> None:
    """Lo que la vista previa no dejó pasar tampoco entra por otro camino: mensaje claro y nada guardado."""
    with Almacen(tmp_path) as almacen:
        with pytest.raises(ErrorEvento) as error:
            almacen.crear(nueva_sala(inscritos, reglas_arbitraje("fise")))
        assert dice in str(error.value)
        assert almacen.partidas() == []
