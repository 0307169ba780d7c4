"""Bordes del núcleo de la sala que encontró la ventana: la clasificación sin rondas que cuenten, y los eventos del
árbitro guardados en el almacén y en JSON (la penalización de la sala no puede confundirse con la de la clásica)."""

from __future__ import annotations

import json

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.eventos import PenalizacionArbitro
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.modalidades import a_dict_evento, leer_evento


def sala(clave: str = "fise", n: int = 12) -> PlanillaDuplicada:
    return PlanillaDuplicada(nueva_sala([Inscrito(f"P{i}", i + 1) for i in range(n)], reglas_arbitraje(clave)))


@pytest.mark.parametrize("clave", ["fise", "fisf"])
def test_clasificacion_sin_rondas_que_cuenten(clave: str) -> None:
    p = sala(clave)
    assert [(x.total, x.bonificacion, x.puesto) for x in p.clasificacion()] == [(0, 0, 1)] * 12
    p.nueva_ronda("AEIOUSR")  # una ronda a medias tampoco cuenta
    assert [x.total for x in p.clasificacion()] == [0] * 12


def test_eventos_del_arbitro_en_el_almacen_y_en_json(tmp_path) -> None:
    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(nueva_sala([Inscrito(f"P{i}", i + 1) for i in range(12)], reglas_arbitraje("fisf")))
        p = guardada.planilla
        assert isinstance(p, PlanillaDuplicada)
        p.nueva_ronda("AEJMNOS")
        p.anotar_maestra("H4", "JAMONES")
        p.anotar_papeleta([0, 1], "H8 JAMON")
        p.anotar_cero([2], Motivo.ILEGIBLE)
        p.dar_aviso([3], "disciplina")
        p.penalizar([3], 7, "ruido")
        p.marcar_situacion([4], "ausente")
        p.anotar_desempate([0, 1])
        reabierta = almacen.cargar(guardada.id)
    assert isinstance(reabierta, PlanillaDuplicada)
    assert reabierta.eventos == p.eventos
    assert [x.total for x in reabierta.clasificacion()] == [x.total for x in p.clasificacion()]
    penalizacion = next(e for e in p.eventos if isinstance(e, PenalizacionArbitro))
    assert leer_evento(json.loads(json.dumps(a_dict_evento(penalizacion)))) == penalizacion


@pytest.mark.parametrize("en_marcha", [True, False])
def test_cargar_deja_la_recogida_de_ciclos_como_estaba(tmp_path, en_marcha: bool) -> None:
    import gc

    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(nueva_sala([Inscrito("Ana", 1), Inscrito("Bea", 2)], reglas_arbitraje("fise")))
        antes = gc.isenabled()
        try:
            (gc.enable if en_marcha else gc.disable)()
            assert isinstance(almacen.cargar(guardada.id), PlanillaDuplicada)
            assert gc.isenabled() is en_marcha
            with pytest.raises(Exception, match="No existe la partida 99"):
                almacen.cargar(99)
            assert gc.isenabled() is en_marcha
        finally:
            (gc.enable if antes else gc.disable)()
