"""La planilla impresa de una partida clásica, leída de vuelta del PDF; y ``planilla imprimir``."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pdfplumber
import pytest

from app_planilla.__main__ import main
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida


def _paginas(ruta: Path) -> list[str]:
    with pdfplumber.open(ruta) as pdf:
        return [p.extract_text() or "" for p in pdf.pages]


def _partida_terminada() -> Planilla:
    p = Planilla(nueva_partida(['Ana <b>&amp; "Cuca"', "Bea"], reglas="fise"))
    p.sumar("H4", "JAMON")
    p.sumar("6F", "ZU.OS")
    p.pasar()
    p.cambiar()
    p.penalizar(0, 10, "impugnación fallida")
    p.anotar(25)
    p.terminar(["XA", ""])
    p.anotar_tiempo_extra(0, 61)
    return p


def test_partida_terminada_con_todo(tmp_path: Path) -> None:
    ruta = tmp_path / "partida.pdf"
    planilla_clasica(ruta, _partida_terminada())
    (texto,) = _paginas(ruta)
    assert 'Ana <b>&amp; "Cuca"' in texto  # literal, sin interpretar marcado
    assert "Reglas: Torneo FISE" in texto
    for fragmento in ("H4 JAMON 44 44", "6F ZUMOS 38 38", "Pase 0 44", "Cambio 0 38", "(a mano) 25 59"):
        assert fragmento in texto
    assert "impugnación fallida -10 34" in texto
    assert "Tiempo extra -20 30" in texto
    assert "Tabla final" in texto
    assert "1.º Bea (cerró) 38 0 +9 0 47" in texto
    assert '2.º Ana <b>&amp; "Cuca" 59 9 -9 -20 30' in texto


def test_partida_larga_en_varias_paginas_y_nombres_largos(tmp_path: Path) -> None:
    nombres = ["Ana", "Bea", "Carlos", "Dolores Fuertes de Barriga Larguísimo"]
    p = Planilla(nueva_partida(nombres))
    for i in range(200):
        p.anotar(i % 40)
    ruta = tmp_path / "larga.pdf"
    planilla_clasica(ruta, p, papel="carta")
    paginas = _paginas(ruta)
    assert len(paginas) >= 2
    assert "(continuación)" in paginas[1]
    todo = "\n".join(paginas)
    assert "Partida en curso" in todo and "50 " in todo
    with pdfplumber.open(ruta) as pdf:
        for pagina in pdf.pages:
            assert all(w["x1"] <= pagina.width - 20 for w in pagina.extract_words())


def test_partida_sin_turnos(tmp_path: Path) -> None:
    ruta = tmp_path / "vacia.pdf"
    planilla_clasica(ruta, Planilla(nueva_partida(["", ""])))
    (texto,) = _paginas(ruta)
    assert "Participante 1" in texto and "Partida en curso" in texto


def test_imprimir_desde_la_linea_de_ordenes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    datos = tmp_path / "datos"
    with Almacen(datos) as almacen:
        guardada = almacen.crear(nueva_partida(["Ana", "Bea"]))
        guardada.planilla.sumar("H4", "JAMON")
    salida = tmp_path / "p.pdf"
    assert main(["imprimir", "partida", "--datos", str(datos), "-o", str(salida)]) == 0
    assert "H4 JAMON 44 44" in _paginas(salida)[0]
    for hoja, extra, esperado in [
        ("control-fichas", ["--edicion", "en"], "English"),
        ("clasica-en-blanco", ["--participantes", "3"], "Planilla de partida clásica"),
        ("duplicada-en-blanco", ["--participantes", "6", "--papel", "carta"], "P6"),
    ]:
        assert main(["imprimir", hoja, *extra, "-o", str(salida)]) == 0
        assert esperado in _paginas(salida)[0]


@pytest.mark.parametrize(
    ("args", "mensaje"),
    [
        (["clasica-en-blanco", "--participantes", "5"], "2 a 4 participantes"),
        (["partida", "--partida", "99"], "99"),
    ],
)
def test_imprimir_errores(tmp_path: Path, args: list[str], mensaje: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["imprimir", *args, "--datos", str(tmp_path), "-o", str(tmp_path / "x.pdf")]) == 1
    assert mensaje in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def _duplicada_de_la_semilla():
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada

    p = PlanillaDuplicada(nueva_duplicada(["Participante 1", "Participante 2 <&>"]))
    for maestra, a, b in [(24, 24, 20), (36, 30, 36), (18, 18, 9)]:
        p.nueva_ronda("AEIOUST")
        p.anotar_maestra_puntos(maestra)
        p.escribir_puntos(0, a)
        p.escribir_puntos(1, b)
    return p


def test_duplicada_de_la_semilla(tmp_path: Path) -> None:
    from app_planilla.exportar.pdf.duplicada import planilla_duplicada

    p = _duplicada_de_la_semilla()
    p.nueva_ronda()
    p.anotar_maestra("H4", "JAMON")
    p.escribir_puntos(0, 50)  # más que la maestra: se señala
    ruta = tmp_path / "dup.pdf"
    planilla_duplicada(ruta, p)
    (texto,) = _paginas(ruta)
    # Los nombres caben en la cabecera de sus columnas: sin códigos ni leyenda.
    assert "Acum. Participante 1 Participante 2 <&>" in texto
    assert "P2" not in texto
    assert "1 AEIOUST 24 24 24 20" in texto and "4 H4 JAMON 44 122 50 (!)" in texto
    assert "probable error al copiar" in texto
    assert "Clasificación" in texto and "Desempates" in texto


def test_duplicada_sin_la_ronda_de_solo_atril_y_con_la_pendiente_avisada(tmp_path: Path) -> None:
    from app_planilla.exportar.pdf.duplicada import planilla_duplicada

    p = _duplicada_de_la_semilla()
    p.nueva_ronda("ABCDEFG")
    ruta = tmp_path / "dup.pdf"
    planilla_duplicada(ruta, p)
    (texto,) = _paginas(ruta)
    assert "ABCDEFG" not in texto
    assert "La ronda 4 aún no cuenta" in texto
    assert "Total 78 72 65" in texto.replace("−", "-")


def test_duplicada_porcentajes_y_diferencias(tmp_path: Path) -> None:
    from app_planilla.exportar.pdf.duplicada import planilla_duplicada

    ruta = tmp_path / "dup.pdf"
    planilla_duplicada(ruta, _duplicada_de_la_semilla(), papel="carta")
    (texto,) = _paginas(ruta)
    texto = texto.replace("−", "-")  # Helvetica no tiene el signo menos tipográfico: sale el guion
    assert "Total 78 72 65" in texto
    assert "Dif. -6 -13" in texto
    assert "% 92,3 % 83,3 %" in texto
    assert "1.º Participante 1 72 72 -6 92,3 % 2 30" in texto


def test_imprimir_partida_duplicada_guardada(tmp_path: Path) -> None:
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(nueva_duplicada(["Ana"]))
        guardada.planilla.nueva_ronda("AEIOUST")
        guardada.planilla.anotar_maestra_puntos(30)
        guardada.planilla.escribir_puntos(0, 27)
    salida = tmp_path / "d.pdf"
    assert main(["imprimir", "partida", "--datos", str(tmp_path), "-o", str(salida)]) == 0
    assert "Partida duplicada en solitario" in _paginas(salida)[0]


def test_duplicada_de_16_con_todos_los_nombres_en_varias_paginas(tmp_path: Path) -> None:
    from app_planilla.exportar.pdf.duplicada import planilla_duplicada
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada

    p = PlanillaDuplicada(nueva_duplicada([f"Participante número {i + 1}" for i in range(16)]))
    for r in range(60):
        p.nueva_ronda("AEIOUST")
        p.anotar_maestra_puntos(20 + r)
        for i in range(16):
            p.escribir_puntos(i, (r * i) % 20)
    ruta = tmp_path / "dup16.pdf"
    planilla_duplicada(ruta, p)
    paginas = _paginas(ruta)
    assert len(paginas) >= 3 and "(continuación)" in paginas[1]
    # La leyenda de la primera página, en varias líneas: ningún nombre se corta.
    leyenda = " ".join(paginas[0].split())
    assert all(f"P{i + 1}: Participante número {i + 1}" in leyenda for i in range(16))
    assert "Total 2970" in " ".join(" ".join(paginas).split())


def test_cada_penalizacion_en_su_ronda_y_los_totales_se_siguen(tmp_path: Path) -> None:
    """Cada línea lleva el total de la de encima más sus puntos: la penalización, el ajuste y el tiempo extra
    van en la tabla de rondas, en su sitio, no en una tabla aparte."""
    ruta = tmp_path / "partida.pdf"
    planilla_clasica(ruta, _partida_terminada())
    (texto,) = _paginas(ruta)
    lineas = texto.splitlines()

    def donde(fragmento: str) -> int:
        return next(i for i, linea in enumerate(lineas) if fragmento in linea)

    # Ana: 44, pase (44), penalización −10 (34), 25 a mano (59), atril −9 (50), tiempo extra −20 (30).
    orden = ["H4 JAMON 44 44", "Pase 0 44", "impugnación fallida -10 34", "(a mano) 25 59", "Atril: XA -9 50",
             "Tiempo extra -20 30"]
    assert [donde(f) for f in orden] == sorted(donde(f) for f in orden)
    assert "Cerró +9 47" in texto  # Bea: 38 y lo que le quedaba a Ana
    assert "Penalizaciones y tiempo extra" not in texto


def test_penalizacion_antes_del_turno_de_la_ronda(tmp_path: Path) -> None:
    """Una penalización entre el turno de Ana y el de Bea en la misma ronda va encima del turno de Bea."""
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    p.anotar(30)
    p.anotar(20)
    p.anotar(10)  # Ana, ronda 2
    p.penalizar(1, 5, "ruido")  # Bea, antes de su turno de la ronda 2
    p.anotar(7)
    ruta = tmp_path / "partida.pdf"
    planilla_clasica(ruta, p)
    (texto,) = _paginas(ruta)
    lineas = texto.splitlines()
    pen = next(i for i, linea in enumerate(lineas) if "ruido -5 15" in linea)
    turno = next(i for i, linea in enumerate(lineas) if "(a mano) 7 22" in linea)
    assert pen < turno


def test_duplicada_con_nombres_en_la_cabecera_donde_caben(tmp_path: Path) -> None:
    from app_planilla.exportar.pdf.duplicada import planilla_duplicada
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada

    nombres = ["Ana", "Bea", "Dolores Fuertes de Barriga Larguísimo", "Eva", "Paco"]
    p = PlanillaDuplicada(nueva_duplicada(nombres))
    p.nueva_ronda("AEIOUST")
    p.anotar_maestra_puntos(30)
    ruta = tmp_path / "dup.pdf"
    planilla_duplicada(ruta, p)
    (texto,) = _paginas(ruta)
    # El nombre largo no cabe: lleva su código y solo él sale en la leyenda.
    assert "Acum. Ana Bea P3 Eva Paco" in texto
    assert "P3: Dolores Fuertes de Barriga Larguísimo" in texto
    assert "P1" not in texto and "P5" not in texto


def test_duplicada_con_un_nombre_que_es_un_codigo(tmp_path: Path) -> None:
    from app_planilla.exportar.pdf.duplicada import planilla_duplicada
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada

    p = PlanillaDuplicada(nueva_duplicada(["Dolores Fuertes de Barriga Larguísimo", "P1"]))
    ruta = tmp_path / "dup.pdf"
    planilla_duplicada(ruta, p)
    (texto,) = _paginas(ruta)
    assert "Acum. P1 P2" in texto and "P2: P1" in texto


def _sin_desbordes(ruta: Path) -> None:
    """Ningún carácter se sale de la página ni pisa a otro de su línea (lo que pasa si un texto no cabe en su
    celda y se mete en la de al lado)."""
    with pdfplumber.open(ruta) as pdf:
        for pagina in pdf.pages:
            letras = [c for c in pagina.chars if c["text"].strip()]
            assert letras
            for c in letras:
                assert 0 <= c["x0"] and c["x1"] <= pagina.width and 0 <= c["top"] and c["bottom"] <= pagina.height
            lineas: dict[float, list[tuple[float, float]]] = {}
            for c in letras:
                lineas.setdefault(round(c["top"], 1), []).append((c["x0"], c["x1"]))
            for tramos in lineas.values():
                tramos.sort()
                for (_a, fin), (inicio, _b) in pairwise(tramos):
                    assert inicio >= fin - 0.5, (fin, inicio)


def test_nombres_de_100_caracteres_caben_en_sus_celdas(tmp_path: Path) -> None:
    from app_planilla.exportar.pdf.duplicada import planilla_duplicada
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
    from app_planilla.nucleo.registro.eventos import MAX_NOMBRE

    largo = ("Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde y Montenegro de los Caballeros "
             "Sanz")[:MAX_NOMBRE]
    assert MAX_NOMBRE == len(largo) == 100
    nombres = [largo, "W" * MAX_NOMBRE]
    clasica = Planilla(nueva_partida(nombres))
    clasica.sumar("H4", "JAMON")
    clasica.terminar(["", "XA"])
    planilla_clasica(tmp_path / "clasica.pdf", clasica)
    duplicada = PlanillaDuplicada(nueva_duplicada([*nombres, "Eva"]))
    duplicada.nueva_ronda("AEIOUST")
    duplicada.anotar_maestra_puntos(30)
    planilla_duplicada(tmp_path / "duplicada.pdf", duplicada)
    for hoja in ("clasica", "duplicada"):
        _sin_desbordes(tmp_path / f"{hoja}.pdf")


def test_final_naspa_y_premio_por_impugnacion_en_la_planilla_impresa(tmp_path: Path) -> None:
    """Torneo en inglés: quien cierra suma el doble (el otro, ajuste 0), el premio en su fila y las dos reglas dichas
    bajo la tabla final."""
    p = Planilla(nueva_partida(["Ana", "Beto"], edicion="en", reglas="ingles", premio_impugnacion=5))
    p.sumar("H6", "JAM", "AJMQIXZ")
    p.impugnacion_fallida()
    p.anotar(34)
    p.terminar(["", "XA"])
    ruta = tmp_path / "naspa.pdf"
    planilla_clasica(ruta, p)
    (texto,) = _paginas(ruta)
    for fragmento in ("Premio impugnación 5 29", "Cerró +18 47", "Atril: XA 0 34",
                      "quien se queda sin fichas suma el doble de lo que queda a los demás",
                      "Cada impugnación fallida da 5 puntos a quien fue impugnado."):
        assert fragmento in texto, fragmento
