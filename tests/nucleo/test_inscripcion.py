"""Los inscritos de una duplicada grande: pegados de una hoja de cálculo o de un CSV (codificación, separador,
cabecera, mesas y licencias únicas) y un mensaje por cada línea mala."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.duplicada.inscripcion import (
    ErrorInscripcion,
    Inscrito,
    leer_inscritos,
)


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
