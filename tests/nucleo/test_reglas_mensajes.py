"""Las reglas en los textos: los mensajes de una clave que no existe, enteros, y los nombres de los preajustes en
el idioma en uso (se traducen al leerlos, no al importar)."""

from __future__ import annotations

import pytest

from app_planilla import traducciones
from app_planilla.nucleo.clasica.reglas import CASA, TORNEO_FISE, TORNEO_INGLES, Empate, ErrorReglas, reglas


def test_unas_reglas_que_no_existen_se_rechazan_diciendo_cuales_hay() -> None:
    with pytest.raises(ErrorReglas) as e:
        reglas("torneo")
    assert str(e.value) == "No existen las reglas «torneo». Reglas disponibles: casa, fise, ingles."


def test_una_regla_de_empate_que_no_existe_se_rechaza_diciendo_cuales_hay() -> None:
    with pytest.raises(ErrorReglas) as e:
        Empate.desde_texto("moneda")
    assert str(e.value) == "«moneda» no es una regla de empate: usa «compartido» o «antes_del_ajuste»."


def test_los_nombres_de_las_reglas_y_el_mensaje_en_ingles() -> None:
    traducciones.elegir("en")
    assert [r.nombre for r in (CASA, TORNEO_FISE, TORNEO_INGLES)] == [
        "House rules (Mattel)", "FISE tournament", "NASPA/WESPA tournament"]
    assert CASA.nombre_es == "Casa (Mattel)"
    with pytest.raises(ErrorReglas) as e:
        reglas("torneo")
    assert str(e.value) == "There is no “torneo” rule set. Available rule sets: casa, fise, ingles."
