"""Nombres de hasta 100 caracteres (los de los GCG de Woogles pasan de 40): el diálogo los admite enteros y la
hoja los muestra sin ensanchar la ventana, aunque no tengan espacios por donde partirlos."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo import modalidades
from app_planilla.nucleo.registro.eventos import MAX_NOMBRE
from app_planilla.ui.hojas.comun import partible
from tests.ui.ayuda import rellenar_nueva

LARGO = ("Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde y Montenegro de los Caballeros "
         "Sanz")[:MAX_NOMBRE]


def test_partible_parte_las_palabras_largas_sin_separar_una_letra_de_su_acento() -> None:
    assert partible("Ana María de la O") == "Ana María de la O"
    assert partible("W" * 30) == "W" * 12 + "\u200b" + "W" * 12 + "\u200b" + "W" * 6
    acentuada = "e\u0301" * 15  # 30 puntos de código: cada acento detrás de su «e»
    assert partible(acentuada) == "e\u0301" * 6 + "\u200b" + "e\u0301" * 6 + "\u200b" + "e\u0301" * 3


@pytest.mark.parametrize("tipo", [modalidades.CLASICA, modalidades.CUATRO_LETRAS])
def test_nombres_de_100_sin_espacios_no_ensanchan_la_ventana(qtbot, abrir_hoja, tipo: str) -> None:
    v, dialogos = abrir_hoja()
    v.resize(1024, 600)
    nombres = ["W" * MAX_NOMBRE, LARGO, "Z" * MAX_NOMBRE]

    def rellenar(d: QDialog) -> bool:
        return rellenar_nueva(d, nombres, tipo=tipo).aceptar()

    dialogos.cola.append(rellenar)
    v.sesion.nueva_partida()
    assert v.sesion.actual is not None
    assert v.sesion.actual.planilla.nombres == tuple(nombres)  # enteros, sin recortar
    qtbot.wait(20)
    assert v.minimumSizeHint().width() <= 1024
    assert v.width() == 1024
