"""El texto de las hojas: literal, en orden, ajustado a su sitio y en DejaVu Sans solo para lo que Helvetica
no tiene. Se lee de vuelta del PDF con pdfplumber."""

from __future__ import annotations

import io

import pdfplumber
import pytest
from reportlab.lib.colors import HexColor
from reportlab.pdfbase.pdfmetrics import stringWidth

from app_planilla.exportar.pdf.comun import NEGRITA, ajustar, fuente_para, nueva_hoja, texto
from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada


def test_ajustar_reduce_y_recorta_hasta_caber() -> None:
    assert ajustar("Ana", "Helvetica", 9, 100) == ("Ana", 9)
    largo = "Wolfeschlegelsteinhausenbergerdorff"
    cadena, tam = ajustar(largo, "Helvetica", 9, 60)
    assert cadena.endswith("…") and tam == 6.0 and stringWidth(cadena, "Helvetica", tam) <= 60
    cadena, tam = ajustar(largo, "Helvetica", 9, 120)
    assert cadena == largo and 6.0 <= tam < 9 and stringWidth(cadena, "Helvetica", tam) <= 120


def test_el_texto_queda_en_orden_de_lectura_con_sus_fuentes_y_colores() -> None:
    destino = io.BytesIO()
    h = nueva_hoja(destino, "Prueba")
    verde = HexColor("#1b5e20")
    texto(h, 50, 700, "Uno", 12, NEGRITA)
    texto(h, 50, 680, "dos", 9)
    texto(h, 50, 660, "Tres", 12, NEGRITA, color=verde)
    texto(h, 50, 640, "cuatro −5 Ñ", 9)
    h.guardar()
    with pdfplumber.open(destino) as pdf:
        caracteres = pdf.pages[0].chars
    # El «−» sale de la fuente Symbol, que pdfminer lee como «-».
    assert "".join(c["text"] for c in caracteres).replace(" ", "") == "Unodos" + "Tres" + "cuatro-5Ñ"
    por_letra = {c["text"]: c for c in caracteres}
    assert por_letra["U"]["fontname"].endswith("Helvetica-Bold") and por_letra["d"]["fontname"].endswith("Helvetica")
    assert por_letra["T"]["non_stroking_color"] == pytest.approx((0x1B / 255, 0x5E / 255, 0x20 / 255), abs=1e-3)
    assert por_letra["c"]["non_stroking_color"] in ((0,), (0, 0, 0), 0)
    assert por_letra["-"]["fontname"].endswith("Symbol") and por_letra["Ñ"]["fontname"].endswith("Helvetica")


def test_alinear_a_la_derecha_y_al_centro() -> None:
    destino = io.BytesIO()
    h = nueva_hoja(destino, "Prueba")
    texto(h, 300, 700, "123", 10, alinear="derecha")
    texto(h, 300, 680, "ABC", 10, alinear="centro")
    h.guardar()
    with pdfplumber.open(destino) as pdf:
        palabras = {w["text"]: w for w in pdf.pages[0].extract_words()}
    assert palabras["123"]["x1"] == pytest.approx(300, abs=0.05)
    assert (palabras["ABC"]["x0"] + palabras["ABC"]["x1"]) / 2 == pytest.approx(300, abs=0.05)


def _leer(datos: bytes) -> tuple[str, dict[str, set[str]]]:
    """El texto de la primera página y las fuentes (sin el prefijo del subconjunto) de cada carácter."""
    with pdfplumber.open(io.BytesIO(datos)) as pdf:
        pagina = pdf.pages[0]
        fuentes: dict[str, set[str]] = {}
        for c in pagina.chars:
            fuentes.setdefault(c["text"], set()).add(c["fontname"].split("+")[-1])
        return pagina.extract_text() or "", fuentes


def test_nombres_literales_sin_incrustar_ninguna_fuente() -> None:
    """Marcado, comillas, barras y paréntesis salen tal cual; con letras de Helvetica no se incrusta nada."""
    nombres = ['Ana <b>&amp; "la"', "Bea (\\) [Ñoño] €‰"]
    p = Planilla(nueva_partida(nombres))
    p.sumar("H4", "JAMON")
    destino = io.BytesIO()
    planilla_clasica(destino, p)
    leido, _ = _leer(destino.getvalue())
    assert all(nombre in leido for nombre in nombres)
    assert b"FontFile2" not in destino.getvalue() and b"DejaVu" not in destino.getvalue()


def test_nombres_largos_con_letras_que_helvetica_no_tiene_en_la_leyenda() -> None:
    """Los que no caben en su columna van en la leyenda, en negrita, en DejaVu Sans si lo necesitan."""
    nombres = ["Ștefan Țurcanu Popescu Ionescu", "Łukasz Ődön Wiśniewski-Kowal", "Ñoño"]
    p = PlanillaDuplicada(nueva_duplicada(nombres))
    destino = io.BytesIO()
    planilla_duplicada(destino, p)
    leido, fuentes = _leer(destino.getvalue())
    plano = " ".join(leido.split())
    assert "P1: Ștefan Țurcanu Popescu Ionescu P2: Łukasz Ődön Wiśniewski-Kowal" in plano
    assert "Acum. P1 P2 Ñoño" in plano
    assert "DejaVuSans-Bold" in fuentes["Ș"] and "DejaVuSans-Bold" in fuentes["ś"]


def test_nombres_con_letras_que_helvetica_no_tiene_salen_tal_cual() -> None:
    """Ș, Ț, Ł, Ő… no caben en las fuentes estándar del PDF: esas cadenas van en DejaVu Sans, incrustada."""
    nombres = ["Ștefan Țurcanu", "Łukasz Ődön", "Ñoño"]
    p = PlanillaDuplicada(nueva_duplicada(nombres))
    p.nueva_ronda("AEIOUST")
    p.anotar_maestra_puntos(30)
    destino = io.BytesIO()
    planilla_duplicada(destino, p)
    leido, fuentes = _leer(destino.getvalue())
    lineas = leido.splitlines()
    # Caben en la cabecera de sus columnas (en negrita), sin códigos ni leyenda.
    assert "Acum. Ștefan Țurcanu Łukasz Ődön Ñoño" in " ".join(leido.split())
    # En la clasificación, cada nombre en su fila (la primera en negrita).
    assert any(linea.startswith("1.º Ștefan Țurcanu ") for linea in lineas)
    assert any(linea.startswith("1.º Łukasz Ődön ") for linea in lineas)
    assert fuentes["Ș"] == {"DejaVuSans-Bold"} and fuentes["Ł"] == {"DejaVuSans", "DejaVuSans-Bold"}
    # «Ñoño» no necesita DejaVu: Helvetica en su cabecera y en su fila.
    assert fuentes["R"] == {"Helvetica-Bold"} and fuentes["ñ"] == {"Helvetica-Bold", "Helvetica"}
    assert b"FontFile2" in destino.getvalue()


def test_fuente_y_ajuste_de_los_nombres_con_letras_incrustadas() -> None:
    assert fuente_para("Ștefan", "Helvetica") == "DejaVuSans"
    assert fuente_para("Ștefan", "Helvetica-Bold") == "DejaVuSans-Bold"
    assert fuente_para("Ñoño −3 €", "Helvetica") == "Helvetica"
    cadena, tam = ajustar("Ștefan Țurcanu Wolfeschlegelsteinhausen", "DejaVuSans", 10, 70)
    assert cadena.endswith("…") and stringWidth(cadena, "DejaVuSans", tam) <= 70
