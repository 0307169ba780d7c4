"""La clasificación de una sala recién empezada (ninguna ronda cuenta): todos a cero, sin bonificaciones."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje


@pytest.mark.parametrize("clave", ["fise", "fisf"])
def test_clasificacion_sin_rondas_que_cuenten(clave: str) -> None:
    p = PlanillaDuplicada(nueva_sala([Inscrito(f"P{i}", i + 1) for i in range(12)], reglas_arbitraje(clave)))
    assert [(x.total, x.bonificacion, x.puesto) for x in p.clasificacion()] == [(0, 0, 1)] * 12
    p.nueva_ronda("AEIOUSR")  # una ronda a medias tampoco cuenta
    assert [x.total for x in p.clasificacion()] == [0] * 12
