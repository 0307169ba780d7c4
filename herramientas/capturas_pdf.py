"""Genera cada hoja en PDF con datos de ejemplo y la pasa a PNG con pdftoppm, en ``docs/hojas/``; las de una
partida inglesa, también en inglés (``…-en.png``).

Las de la sala con arbitraje (``sala-*.png``) son de la sala sembrada de las pruebas (200 participantes, 20
rondas, ``tests/sala_sembrada.py``): la primera página de la clasificación, de la hoja de un participante, de la
rejilla de arbitraje y la partida maestra.

Uso: ``.venv/bin/python herramientas/capturas_pdf.py [NOMBRE…]`` (necesita ``pdftoppm``, de poppler-utils); con
nombres (o principios de nombre, como ``sala``), solo esas hojas.
"""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app_planilla import traducciones
from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.en_blanco import (
    hoja_control_fichas,
    planilla_clasica_en_blanco,
    planilla_duplicada_en_blanco,
)
from app_planilla.exportar.pdf.juegos import (
    planilla_cuatro_letras,
    planilla_cuatro_letras_en_blanco,
    planilla_tantrix,
    planilla_tantrix_en_blanco,
)
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.exportar.pdf.sala import clasificacion_sala, hojas_participantes, partida_maestra, rejilla_arbitraje
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix, nueva_tantrix

DESTINO = Path(__file__).resolve().parent.parent / "docs" / "hojas"
FECHA = dt.date(2026, 11, 29)
"""Siempre la misma: las capturas solo cambian si cambia la hoja."""


def partida_clasica() -> Planilla:
    p = Planilla(nueva_partida(["Úrsula Iguarán", "José Arcadio"], reglas="fise"))
    for coord, palabra in [("H4", "JAMON"), ("6F", "ZU.OS"), ("8H", "NOS"), ("K3", "CASAS"), ("2I", "REPITE")]:
        p.sumar(coord, palabra)
    p.pasar()
    p.penalizar(1, 10, "impugnación fallida")
    p.cambiar()
    p.anotar(31)
    p.terminar(["XA", ""])
    p.anotar_tiempo_extra(0, 75)
    return p


def partida_inglesa() -> Planilla:
    p = Planilla(nueva_partida(["Alice Walker", "Bob Marley"], edicion="en", reglas="ingles"))
    for coord, palabra in [("H8", "QUIZ"), ("8H", ".AT"), ("J6", "OA.S"), ("6J", ".BOE")]:
        p.sumar(coord, palabra)
    p.pasar()
    p.cambiar()
    p.anotar(26)
    p.terminar(["", "RE"])
    p.anotar_tiempo_extra(1, 40)
    return p


def duplicada_inglesa() -> PlanillaDuplicada:
    p = PlanillaDuplicada(nueva_duplicada(["Alice", "Bob", "Carol"], edicion="en"))
    for maestra, puntos in [(24, (24, 20, 24)), (36, (30, 36, 12)), (18, (18, 9, 16))]:
        p.nueva_ronda("AEIRSTL")
        p.anotar_maestra_puntos(maestra)
        for i, n in enumerate(puntos):
            p.escribir_puntos(i, n)
    return p


def partida_duplicada() -> PlanillaDuplicada:
    p = PlanillaDuplicada(nueva_duplicada(["Participante 1", "Participante 2", "Carmen", "Diego"]))
    for maestra, puntos in [(24, (24, 20, 18, 24)), (36, (30, 36, 36, 12)), (18, (18, 9, 18, 16))]:
        p.nueva_ronda("AEIRSTL")
        p.anotar_maestra_puntos(maestra)
        for i, n in enumerate(puntos):
            p.escribir_puntos(i, n)
    return p


def partida_tantrix() -> PlanillaTantrix:
    p = PlanillaTantrix(nueva_tantrix(["Verde", "Azul", "Rojo", "Amarillo"]))
    for i, (linea, circuito) in enumerate([(8, 0), (3, 4), (14, 5), (6, 0)]):
        p.anotar(i, linea, circuito)
    p.terminar()
    return p


def serie_cuatro_letras() -> PlanillaCuatroLetras:
    p = PlanillaCuatroLetras(nueva_cuatro_letras(["Ana", "Luis", "Eva", "Paz"]))
    for quien, palabra in [(0, "mesa"), (None, ""), (2, "casas"), (0, "pino"), (3, "ñandú"), (0, "lobos")]:
        p.empatar() if quien is None else p.ganar(quien, palabra)
    p.terminar()
    return p


def sala() -> PlanillaDuplicada:
    from tests.sala_sembrada import sala_sembrada

    return sala_sembrada()


def main() -> None:
    DESTINO.mkdir(parents=True, exist_ok=True)
    hojas = {
        "control-fichas": lambda r: hoja_control_fichas(r, ESPANOL),
        "clasica-en-blanco": lambda r: planilla_clasica_en_blanco(r, 2),
        "duplicada-en-blanco": lambda r: planilla_duplicada_en_blanco(r, 4),
        "partida-clasica": lambda r: planilla_clasica(r, partida_clasica(), FECHA),
        "partida-duplicada": lambda r: planilla_duplicada(r, partida_duplicada(), FECHA),
        "tantrix-en-blanco": lambda r: planilla_tantrix_en_blanco(r, 4),
        "partida-tantrix": lambda r: planilla_tantrix(r, partida_tantrix(), FECHA),
        "cuatro-letras-en-blanco": lambda r: planilla_cuatro_letras_en_blanco(r, 4),
        "serie-cuatro-letras": lambda r: planilla_cuatro_letras(r, serie_cuatro_letras(), FECHA),
        "sala-clasificacion": lambda r: clasificacion_sala(r, sala(), FECHA),
        "sala-participante": lambda r: hojas_participantes(r, sala(), FECHA, con_clasificacion=False),
        "sala-rejilla": lambda r: rejilla_arbitraje(r, sala(), FECHA),
        "sala-maestra": lambda r: partida_maestra(r, sala(), FECHA),
    }
    en_ingles = {
        "partida-clasica-en": lambda r: planilla_clasica(r, partida_inglesa(), FECHA),
        "partida-duplicada-en": lambda r: planilla_duplicada(r, duplicada_inglesa(), FECHA),
    }
    pedidas = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        for idioma, lote in (("es", hojas), ("en", en_ingles)):
            traducciones.elegir(idioma)
            for nombre, hacer in lote.items():
                if pedidas and not any(nombre.startswith(p) for p in pedidas):
                    continue
                pdf = Path(tmp) / f"{nombre}.pdf"
                hacer(pdf)
                subprocess.run(
                    ["pdftoppm", "-png", "-r", "70", "-f", "1", "-l", "1", str(pdf), str(Path(tmp) / nombre)],
                    check=True,
                )
                (png,) = Path(tmp).glob(f"{nombre}-*.png")
                shutil.move(png, DESTINO / f"{nombre}.png")
                print(DESTINO / f"{nombre}.png")


if __name__ == "__main__":
    main()
