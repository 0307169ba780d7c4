"""Nombres en otras escrituras en los PDF: hebreo y árabe en su orden de lectura (y el árabe enlazado), y
lo que ninguna fuente incluida tiene (chino, emojis) con un sustituto a la vista, nunca cuadrados vacíos."""

from __future__ import annotations

import io

import pdfplumber

from app_planilla.exportar.pdf.comun import SUSTITUTO, imprimible, nombre_imprimible, nueva_hoja, texto
from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada

HEBREO = "דוד כהן"
ARABE = "محمد علي"
ARABE_DIBUJADO = "\ufef2\ufee0\ufecb \ufeaa\ufee4\ufea4\ufee3"
"""«محمد علي» de izquierda a derecha en el papel: cada letra con su forma (final, media, inicial)."""


def _lineas(datos: bytes) -> list[str]:
    """Cada línea de la primera página con sus caracteres de izquierda a derecha, tal como se dibujaron
    (sin espacios: unas fuentes los dan como caracteres y otras no)."""
    with pdfplumber.open(io.BytesIO(datos)) as pdf:
        caracteres = pdf.pages[0].chars
    filas: dict[float, list[tuple[float, str]]] = {}
    for c in caracteres:
        if c["text"] != " ":
            filas.setdefault(round(c["top"]), []).append((c["x0"], c["text"]))
    return ["".join(t for _, t in sorted(fila)) for _, fila in sorted(filas.items())]


def _clasica(nombres: list[str]) -> bytes:
    p = Planilla(nueva_partida(nombres))
    p.sumar("H4", "JAMON")
    destino = io.BytesIO()
    planilla_clasica(destino, p)
    return destino.getvalue()


def test_hebreo_y_arabe_en_orden_de_lectura_y_el_arabe_enlazado() -> None:
    lineas = _lineas(_clasica([HEBREO, ARABE]))
    dibujado_hebreo = HEBREO[::-1].replace(" ", "")  # pdfplumber no da los espacios como caracteres
    titulo = next(linea for linea in lineas if linea.startswith("Partidaclásica:"))
    # Cada nombre invertido en su sitio, y en el orden de la frase: primero el 1, luego el 2.
    assert titulo == "Partidaclásica:" + dibujado_hebreo + "–" + ARABE_DIBUJADO.replace(" ", "")
    assert any(linea.startswith("1." + dibujado_hebreo + "(abre)") for linea in lineas)
    totales = next(linea for linea in lineas if "Totales" in linea)
    assert dibujado_hebreo + ":44" in totales and ARABE_DIBUJADO.replace(" ", "") + ":0" in totales


def test_el_arabe_y_el_hebreo_van_en_dejavu_sans() -> None:
    with pdfplumber.open(io.BytesIO(_clasica([HEBREO, ARABE]))) as pdf:
        fuentes = {c["text"]: c["fontname"].split("+")[-1] for c in pdf.pages[0].chars}
    assert fuentes["ד"].startswith("DejaVuSans") and fuentes["\ufee3"].startswith("DejaVuSans")
    assert "م" not in fuentes  # la letra sin forma (la de reportlab, sin enlazar) no aparece


def test_nombres_sin_fuente_llevan_su_numero_y_no_cuadrados() -> None:
    datos = _clasica(["李明", "Ana 🎲", "Bea"])
    texto_pdf = "".join(_lineas(datos))
    assert "李" not in texto_pdf and "🎲" not in texto_pdf
    assert "1.Participante1(nombrenoimprimible)(abre)" in texto_pdf
    assert "2.Ana" in texto_pdf and "Partidaclásica:Participante1(nombrenoimprimible)–Ana–Bea" in texto_pdf
    with pdfplumber.open(io.BytesIO(datos)) as pdf:
        assert all(imprimible(c["text"]) for c in pdf.pages[0].chars)


def test_la_duplicada_nombra_a_todos_en_la_cabecera_la_leyenda_y_la_clasificacion() -> None:
    p = PlanillaDuplicada(nueva_duplicada([HEBREO, "山田太郎", "Łukasz"]))
    p.nueva_ronda("AEIOUST")
    p.anotar_maestra_puntos(30)
    destino = io.BytesIO()
    planilla_duplicada(destino, p)
    lineas = _lineas(destino.getvalue())
    dibujado_hebreo = HEBREO[::-1].replace(" ", "")
    # Los nombres que caben encabezan su columna; el sustituto del que no tiene fuente no cabe: va en la leyenda.
    assert "P2:Participante2(nombrenoimprimible)" in lineas
    assert any(linea.endswith("Acum." + dibujado_hebreo + "P2Łukasz") for linea in lineas)
    # En la clasificación, cada nombre en su celda (recortado con «…» si no cabe).
    assert dibujado_hebreo in lineas and "Łukasz" in lineas
    assert any(linea.startswith("Participante2(nombre") for linea in lineas)


def test_nombre_imprimible() -> None:
    assert nombre_imprimible(HEBREO, 1) == HEBREO  # sale tal cual: el orden se resuelve al dibujar
    assert nombre_imprimible("Ștefan", 1) == "Ștefan"
    assert nombre_imprimible("Ana 🎲 Pérez", 2) == "Ana Pérez"
    assert nombre_imprimible("🎲🎲", 3) == "Participante 3 (nombre no imprimible)"
    assert nombre_imprimible("María 李", 4) == "Participante 4 (nombre no imprimible)"


def test_un_texto_cualquiera_con_letras_sin_fuente_lleva_el_sustituto() -> None:
    destino = io.BytesIO()
    h = nueva_hoja(destino, "Prueba")
    texto(h, 50, 700, "Motivo: 規則 👍🏽", 10)
    h.guardar()
    linea = _lineas(destino.getvalue())[0]
    assert linea == "Motivo:" + SUSTITUTO * 2 + SUSTITUTO * 2
