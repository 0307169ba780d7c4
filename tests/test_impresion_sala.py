"""Las hojas impresas de una sala (sala sembrada de 200 × 20), leídas de vuelta del PDF: la clasificación, la
hoja de cada participante (las 200 en un PDF), la rejilla de arbitraje y la partida maestra; y ``planilla
imprimir`` con esas hojas."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from app_planilla.exportar.pdf import pdf_de_partida
from app_planilla.exportar.pdf.sala import (
    CODIGOS,
    clasificacion_sala,
    hojas_participantes,
    partida_maestra,
    rejilla_arbitraje,
)
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada, nueva_sala
from app_planilla.nucleo.duplicada.publicacion import publicar
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from tests.ayuda import salir
from tests.sala_sembrada import sala_sembrada


def _textos(ruta: Path, paginas: list[int] | None = None) -> tuple[int, list[str]]:
    """Cuántas páginas tiene y el texto de las pedidas (todas si no se dice). Con pdfium, que lee 200 páginas
    en lo que pdfplumber tarda en leer cinco."""
    pdf = pdfium.PdfDocument(ruta)
    try:
        elegidas = range(len(pdf)) if paginas is None else paginas
        return len(pdf), [pdf[k].get_textpage().get_text_range().replace("\r\n", "\n") for k in elegidas]
    finally:
        pdf.close()


@cache
def _sala() -> PlanillaDuplicada:
    return sala_sembrada(reglas="fisf")


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """El PDF de cada hoja de la sala sembrada, hecho una vez para todas las pruebas del módulo."""
    carpeta = tmp_path_factory.mktemp("sala")
    hojas = {"clasificacion": clasificacion_sala, "participantes": hojas_participantes, "rejilla": rejilla_arbitraje,
             "maestra": partida_maestra}
    for nombre, hacer in hojas.items():
        hacer(carpeta / f"{nombre}.pdf", _sala())
    return {nombre: carpeta / f"{nombre}.pdf" for nombre in hojas}


def test_la_clasificacion_de_200_en_pocas_paginas(pdfs: dict[str, Path], tmp_path: Path) -> None:
    p = _sala()
    n, paginas = _textos(pdfs["clasificacion"])
    assert n <= 5  # unas 50 líneas por página
    todo = "\n".join(paginas)
    c = publicar(p)
    assert paginas[0].startswith("Clasificación final") and "Reglas: FISF (francesa)." in paginas[0]
    for x in c.lineas:
        f = x.fila
        fila = f"{f.puesto}.º {x.nombre}"
        assert fila in todo, fila
    primera = c.lineas[0]
    assert re.search(rf"1\.º {primera.nombre} .*{primera.fila.total} {primera.fila.texto_diferencia} "
                     rf"{re.escape(primera.fila.texto_porcentaje)}", paginas[0])
    # Cada página se lee sola (en el tablón): título, reglas y cabecera de columnas.
    assert paginas[1].startswith("Clasificación final\nReglas: FISF") and "Puesto Participante Club" in paginas[1]
    assert "muerte súbita" in paginas[-1]
    parcial = tmp_path / "parcial.pdf"
    clasificacion_sala(parcial, p, hasta=6)
    assert _textos(parcial, [0])[1][0].startswith("Clasificación parcial tras la ronda 6")


def test_la_hoja_de_cada_participante_las_200_en_un_pdf(pdfs: dict[str, Path]) -> None:
    p = _sala()
    ruta = pdfs["participantes"]
    c = publicar(p)
    por_mesa = sorted(c.lineas, key=lambda x: x.mesa)
    k = _textos(pdfs["clasificacion"], [])[0]
    n, paginas = _textos(ruta, [0, k, k + 1, k + 199])
    assert n == k + 200  # la clasificación y una página por participante
    assert paginas[0].startswith("Clasificación final")
    for texto, x in zip(paginas[1:], [por_mesa[0], por_mesa[1], por_mesa[199]], strict=True):
        i = x.fila.participante
        assert texto.startswith(x.nombre) and f"Mesa {x.mesa}" in texto
        assert f"{x.fila.puesto}.º de 200 · Total {x.fila.total}" in texto
        for fila in p.filas:
            papeleta = fila.papeleta(i)
            if papeleta is None:
                continue
            escrita = "= maestra" if papeleta.maestra else papeleta.texto or "—"
            linea = f"{fila.numero} {escrita} {papeleta.puntos} {fila.descripcion_maestra} {fila.puntos_maestra}"
            assert linea in texto, linea
            if papeleta.motivo:
                assert Motivo(papeleta.motivo).texto() in texto
        assert f"Total: {x.fila.total}" in texto


def test_la_rejilla_de_arbitraje(pdfs: dict[str, Path]) -> None:
    p = _sala()
    n, paginas = _textos(pdfs["rejilla"])
    assert n == 7  # 200 participantes, 34 por página (la fila de las maestras se repite en cada una)
    maestras = " ".join(str(f.puntos_maestra) for f in p.filas)
    for texto in paginas:
        assert texto.startswith("Rejilla de arbitraje") and f"Maestra {maestras}" in texto  # en cada página
    todo = "\n".join(paginas)
    assert "0 IL" in todo and "0 SP" in todo and "IL = papeleta ilegible" in paginas[-1]
    # La fila de la mesa 1: sus puntos de cada ronda (los ceros con el código del motivo) y su total.
    x = next(x for x in publicar(p).lineas if x.mesa == 1)
    celdas = []
    for fila in p.filas:
        papeleta = fila.papeleta(x.fila.participante)
        assert papeleta is not None
        cero = papeleta.puntos == 0 and papeleta.motivo
        celdas.append(f"0 {CODIGOS[Motivo(papeleta.motivo)]}" if cero else str(papeleta.puntos))
    linea = next(linea for linea in paginas[0].splitlines() if linea.startswith(f"1 {x.nombre} "))
    assert linea.startswith(f"1 {x.nombre} {' '.join(celdas)}") and linea.endswith(f" {x.fila.total}")
    assert set(CODIGOS) == set(Motivo)


def test_la_partida_maestra(pdfs: dict[str, Path]) -> None:
    p = _sala()
    n, (texto,) = _textos(pdfs["maestra"], [0])
    assert n == 1 and texto.startswith("Partida maestra")
    acumulado = 0
    for fila in p.filas:
        acumulado += fila.puntos_maestra or 0
        assert f"{fila.numero} {fila.texto_atril} {fila.descripcion_maestra} {fila.puntos_maestra} {acumulado}" \
            in texto
    assert f"Suma de las maestras: {acumulado}." in texto and "Tablero tras la última maestra" in texto


def test_las_hojas_de_una_duplicada_pequena_y_de_nombres_no_imprimibles(tmp_path: Path) -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis"]))
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H4", "JAMON")
    p.escribir_puntos(0, 44)
    p.escribir_puntos(1, 20)
    for hacer in (clasificacion_sala, hojas_participantes, rejilla_arbitraje, partida_maestra):
        hacer(tmp_path / "x.pdf", p)
        todo = "\n".join(_textos(tmp_path / "x.pdf")[1])
        assert ("H4 JAMON" if hacer is partida_maestra else "Ana") in todo and "1 ronda" in todo
    sala = PlanillaDuplicada(nueva_sala([Inscrito("王小明", 1), Inscrito("Eva", 2)], reglas_arbitraje("fise")))
    sala.nueva_ronda("AJMNOSE")
    sala.anotar_maestra("H4", "JAMON")
    sala.anotar_maestra_a([0])
    sala.anotar_cero([1], Motivo.TARDIA)
    hojas_participantes(tmp_path / "y.pdf", sala)
    n, paginas = _textos(tmp_path / "y.pdf")
    todo = "\n".join(paginas)
    assert n == 3 and "Participante 1 (nombre no imprimible)" in todo and "papeleta tardía" in todo
    hojas_participantes(tmp_path / "z.pdf", sala, con_clasificacion=False)
    assert _textos(tmp_path / "z.pdf", [])[0] == 2  # solo las hojas


def test_imprimir_las_hojas_de_la_sala_desde_la_linea_de_ordenes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    datos = tmp_path / "datos"
    pequena = sala_sembrada(participantes=30, reglas="fisf")  # lo que se prueba aquí es la orden, no el tamaño
    with Almacen(datos) as almacen:
        sala = almacen.importar(pequena)
        clasica = Planilla(nueva_partida(["Ana", "Bea"]))
        clasica.sumar("H4", "JAMON")
        otra = almacen.importar(clasica)
    paginas = {"clasificacion": 1, "hojas-participantes": 1 + 30, "rejilla": 1, "partida-maestra": 1, "partida": 2}
    for hoja, n in paginas.items():
        salida = tmp_path / f"{hoja}.pdf"
        assert salir(["imprimir", hoja, "--datos", str(datos), "--partida", str(sala), "--papel", "a4",
                      "-o", str(salida)]) == 0
        assert _textos(salida, [])[0] == n, hoja
    salida = tmp_path / "parcial.pdf"
    assert salir(["imprimir", "clasificacion", "--hasta", "3", "--datos", str(datos), "--partida", str(sala),
                  "-o", str(salida)]) == 0
    assert "tras la ronda 3" in _textos(salida, [0])[1][0]
    capsys.readouterr()
    for argv, estado, mensaje in (
        (["clasificacion", "--hasta", "99"], 2, "No hay clasificación tras la ronda 99"),
        (["rejilla", "--hasta", "3"], 2, "--hasta es solo para la hoja «clasificacion»"),
        (["rejilla", "--partida", str(otra)], 1, "La hoja «rejilla» es de una partida duplicada."),
    ):
        if "--partida" not in argv:
            argv = [*argv, "--partida", str(sala)]
        destino = tmp_path / "mala.pdf"
        assert salir(["imprimir", *argv, "--datos", str(datos), "-o", str(destino)]) == estado
        err = capsys.readouterr().err
        assert mensaje in err and "Traceback" not in err
        assert not destino.exists()


def test_imprimir_la_partida_de_una_sala_no_es_una_columna_por_participante(
    pdfs: dict[str, Path], tmp_path: Path
) -> None:
    ruta = tmp_path / "partida.pdf"
    pdf_de_partida(_sala(), ruta)
    n, paginas = _textos(ruta, [0, 1])
    assert n == 1 + _textos(pdfs["clasificacion"], [])[0]
    assert paginas[0].startswith("Partida maestra") and paginas[1].startswith("Clasificación final")
