"""Caracteres de formato invisibles (Unicode Cf) en los nombres: se rechazan al escribirlos y al importarlos
(GCG y JSON), salvo ZWJ/ZWNJ y las etiquetas de las banderas; las partidas ya guardadas con uno así se abren."""

from __future__ import annotations

from pathlib import Path

import pytest

from app_planilla.exportar.gcg.importar import leer_planilla_gcg
from app_planilla.exportar.json_partida import leer_json, texto_json
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.eventos import Inicio
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juegos.cuatro_letras import nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import nueva_tantrix

INVISIBLES = ["\u200e", "\u200f", "\u200b", "\u2060", "\ufeff", "\u00ad", "\u061c", "\U000e0001"]
BANDERA = "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"  # Escocia, con etiquetas
PERMITIDOS = ["Ana \U0001f469\u200d\U0001f469\u200d\U0001f467", "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",
              f"Bea {BANDERA}"]
NUEVAS = [
    lambda nombres: nueva_partida(nombres),
    lambda nombres: nueva_duplicada(nombres),
    lambda nombres: nueva_tantrix(nombres),
    lambda nombres: nueva_cuatro_letras(nombres),
]


@pytest.mark.parametrize("invisible", INVISIBLES)
@pytest.mark.parametrize("nueva", NUEVAS)
def test_al_escribir_un_nombre_se_rechaza_con_el_caracter_dicho(invisible: str, nueva) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ErrorPlanilla) as e:
        nueva(["Bea", f"A{invisible}na"])
    assert str(e.value).startswith(
        f"Un nombre de participante («Ana») lleva un carácter invisible, U+{ord(invisible):04X}")
    assert str(e.value).endswith(": escríbelo de nuevo sin él.")


@pytest.mark.parametrize("nueva", NUEVAS)
def test_las_uniones_y_las_banderas_se_aceptan(nueva) -> None:  # type: ignore[no-untyped-def]
    assert nueva([*PERMITIDOS, "Eva"][:2]).participantes == tuple(PERMITIDOS[:2])
    assert nueva([PERMITIDOS[2], "Eva"]).participantes == (PERMITIDOS[2], "Eva")


def test_los_controles_de_direccion_siguen_con_su_mensaje() -> None:
    with pytest.raises(ErrorPlanilla, match="control de dirección del texto"):
        nueva_partida(["A\u202ena", "Bea"])


def test_una_partida_guardada_con_un_nombre_asi_se_abre_igual(tmp_path: Path) -> None:
    """Lo ya guardado se lee como siempre: la comprobación más estricta no la hace parecer dañada."""
    nombres = ("A\u200bna", "Be\u00ada")
    p = Planilla(Inicio(nombres, apodos=("a\u2060", "b")))
    p.anotar(12)
    with Almacen(tmp_path) as a:
        ident = a.importar(p)
    with Almacen(tmp_path) as a:
        cargada = a.cargar(ident)
        assert not a.aviso
    assert isinstance(cargada, Planilla) and cargada.inicio.participantes == nombres
    assert cargada.inicio.apodos == ("a\u2060", "b") and cargada.eventos == p.eventos
    # Su JSON se lee para mirar la posición (planilla maestra), pero no se importa como partida nueva.
    texto = texto_json(cargada)
    assert leer_json(texto, importada=False).eventos == p.eventos
    with pytest.raises(ErrorPlanilla, match=r"^Evento 0: Un nombre de participante \(«Ana»\) .* U\+200B"):
        leer_json(texto)


def test_al_importar_un_gcg_se_rechazan_en_los_nombres_y_en_los_apodos() -> None:
    bien = "#player1 ana Ana\n#player2 bea Bea\n>ana: AJMNO 8D JAMON +44 44\n"
    assert leer_planilla_gcg(bien).planilla.nombres == ("Ana", "Bea")
    with pytest.raises(ErrorPlanilla, match=r"^Línea 1: .*Un nombre de participante \(«Ana»\) .* U\+FEFF"):
        leer_planilla_gcg(bien.replace("ana Ana", "ana An\ufeffa"))
    with pytest.raises(ErrorPlanilla, match=r"^Línea 1: .*Un apodo \(«ana»\) .* U\+200F"):
        leer_planilla_gcg(bien.replace("ana", "ana\u200f"))
    bandera = bien.replace("Bea", f"Bea {BANDERA}")
    assert leer_planilla_gcg(bandera).planilla.nombres == ("Ana", f"Bea {BANDERA}")
