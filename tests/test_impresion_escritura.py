"""El texto escrito como operadores PDF (``impresion.escritura``) mide, codifica y se lee igual que el de reportlab."""

from __future__ import annotations

import io

import pdfplumber
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib.colors import HexColor, black
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from app_planilla.exportar.pdf.comun import NEGRITA, nueva_hoja, texto
from app_planilla.exportar.pdf.escritura import ajustar, fuente_para, medir

FUENTES = ["Helvetica", "Helvetica-Bold"]
RAROS = "ÑñáéíóúüÁÉÍÓÚÜ€‰«»¿¡·−Ω—–…ŁΣ中<>&\"'()\\"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 .,:;-+" + RAROS), max_size=40),
       st.sampled_from(FUENTES), st.sampled_from([6.0, 8.5, 9.0, 12.0]))
def test_medir_da_lo_mismo_que_stringwidth(cadena: str, fuente: str, tam: float) -> None:
    # En la fuente con que se escribe de verdad (DejaVu Sans para lo que Helvetica no tiene).
    assert medir(cadena, fuente, tam) == pytest.approx(stringWidth(cadena, fuente_para(cadena, fuente), tam), abs=1e-9)


def test_ajustar_reduce_y_recorta_hasta_caber() -> None:
    assert ajustar("Ana", "Helvetica", 9, 100) == ("Ana", 9)
    largo = "Wolfeschlegelsteinhausenbergerdorff"
    cadena, tam = ajustar(largo, "Helvetica", 9, 60)
    assert cadena.endswith("…") and tam == 6.0 and medir(cadena, "Helvetica", tam) <= 60
    cadena, tam = ajustar(largo, "Helvetica", 9, 120)
    assert cadena == largo and 6.0 <= tam < 9 and medir(cadena, "Helvetica", tam) <= 120


def _palabras_en_orden_del_archivo(datos: bytes) -> str:
    """Los caracteres en el orden en que están en el PDF (el que siguen copiar y pegar o un lector)."""
    with pdfplumber.open(io.BytesIO(datos)) as pdf:
        return "".join(c["text"] for c in pdf.pages[0].chars)


def test_el_texto_queda_en_orden_de_lectura_con_sus_fuentes_y_colores() -> None:
    destino = io.BytesIO()
    h = nueva_hoja(destino, "Prueba")
    verde = HexColor("#1b5e20")
    texto(h, 50, 700, "Uno", 12, NEGRITA)
    texto(h, 50, 680, "dos", 9)
    texto(h, 50, 660, "Tres", 12, NEGRITA, color=verde)
    texto(h, 50, 640, "cuatro −5 Ñ", 9)
    h.guardar()
    datos = destino.getvalue()
    # El «−» sale de la fuente Symbol, que pdfminer lee como «-».
    assert _palabras_en_orden_del_archivo(datos).replace(" ", "") == "Unodos" + "Tres" + "cuatro-5Ñ"
    with pdfplumber.open(io.BytesIO(datos)) as pdf:
        chars = {c["text"]: c for c in pdf.pages[0].chars}
    assert chars["U"]["fontname"].endswith("Helvetica-Bold") and chars["d"]["fontname"].endswith("Helvetica")
    assert chars["T"]["non_stroking_color"] == pytest.approx((0x1B / 255, 0x5E / 255, 0x20 / 255), abs=1e-3)
    assert chars["c"]["non_stroking_color"] in ((0,), (0, 0, 0), 0)
    assert chars["-"]["fontname"].endswith("Symbol") and chars["Ñ"]["fontname"].endswith("Helvetica")


def test_alinear_a_la_derecha_y_al_centro() -> None:
    destino = io.BytesIO()
    h = nueva_hoja(destino, "Prueba")
    texto(h, 300, 700, "123", 10, alinear="derecha")
    texto(h, 300, 680, "ABC", 10, alinear="centro")
    h.guardar()
    with pdfplumber.open(io.BytesIO(destino.getvalue())) as pdf:
        palabras = {w["text"]: w for w in pdf.pages[0].extract_words()}
    assert palabras["123"]["x1"] == pytest.approx(300, abs=0.05)
    assert (palabras["ABC"]["x0"] + palabras["ABC"]["x1"]) / 2 == pytest.approx(300, abs=0.05)


def test_igual_que_el_objeto_de_texto_de_reportlab() -> None:
    """Lo que se ve y se lee del texto es lo mismo que con ``textOut`` de reportlab."""
    cadenas = ["Ana <b>&amp;", 'Bea "la" (\\) Ñoño', "€ ‰ Ω −13", "92,3 %"]
    propio = io.BytesIO()
    h = nueva_hoja(propio, "Prueba")
    for i, cadena in enumerate(cadenas):
        texto(h, 72, 700 - 20 * i, cadena, 10)
    h.guardar()
    ajeno = io.BytesIO()
    c = Canvas(ajeno)
    t = c.beginText()
    t.setFont("Helvetica", 10)
    t.setFillColor(black)
    for i, cadena in enumerate(cadenas):
        t.setTextOrigin(72, 700 - 20 * i)
        t.textOut(cadena)
    c.drawText(t)
    c.save()

    def leer(datos: bytes) -> list[tuple[str, float, float]]:
        with pdfplumber.open(io.BytesIO(datos)) as pdf:
            return [(w["text"], round(w["x0"], 2), round(w["x1"], 2)) for w in pdf.pages[0].extract_words()
                    if w["top"] > 60 and w["bottom"] < 200]

    assert leer(propio.getvalue()) == leer(ajeno.getvalue())


def test_nombres_con_letras_que_helvetica_no_tiene_salen_tal_cual() -> None:
    """Ș, Ț, Ł, Ő… no caben en las fuentes estándar del PDF: esas cadenas van en DejaVu Sans, incrustada."""
    destino = io.BytesIO()
    h = nueva_hoja(destino, "Prueba")
    texto(h, 50, 700, "Uno", 12, NEGRITA)
    texto(h, 50, 680, "Ștefan Țurcanu", 9)
    texto(h, 50, 660, "Łukasz Ődön", 12, NEGRITA)
    texto(h, 50, 640, "tres Ñ", 9)
    h.guardar()
    with pdfplumber.open(io.BytesIO(destino.getvalue())) as pdf:
        pagina = pdf.pages[0]
        lineas = (pagina.extract_text() or "").splitlines()
        fuentes = {c["text"]: c["fontname"] for c in pagina.chars}
        en_orden = "".join(c["text"] for c in pagina.chars).replace(" ", "")
    assert "Ștefan Țurcanu" in lineas and "Łukasz Ődön" in lineas
    assert fuentes["Ș"].endswith("DejaVuSans") and fuentes["Ł"].endswith("DejaVuSans-Bold")
    assert fuentes["U"].endswith("Helvetica-Bold") and fuentes["Ñ"].endswith("Helvetica")
    assert en_orden == "Uno" + "ȘtefanȚurcanu" + "ŁukaszŐdön" + "tresÑ"  # en el orden en que se escribió


def test_sin_esas_letras_no_se_incrusta_ninguna_fuente() -> None:
    destino = io.BytesIO()
    h = nueva_hoja(destino, "Prueba")
    texto(h, 50, 700, "Ana Ñoño −3 € ‰", 9)
    h.guardar()
    assert b"FontFile2" not in destino.getvalue() and b"DejaVu" not in destino.getvalue()


def test_medir_y_ajustar_con_la_fuente_incrustada() -> None:
    assert fuente_para("Ștefan", "Helvetica") == "DejaVuSans"
    assert fuente_para("Ștefan", "Helvetica-Bold") == "DejaVuSans-Bold"
    assert fuente_para("Ñoño −3 €", "Helvetica") == "Helvetica"
    assert medir("Ștefan", "Helvetica", 10) == pytest.approx(stringWidth("Ștefan", "DejaVuSans", 10))
    cadena, tam = ajustar("Ștefan Țurcanu Wolfeschlegelsteinhausen", "Helvetica", 10, 70)
    assert cadena.endswith("…") and medir(cadena, "Helvetica", tam) <= 70
