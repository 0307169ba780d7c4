"""Salas jugadas al azar con todas las operaciones del árbitro (papeletas, «=», ceros, decisiones, avisos,
penalizaciones, situaciones, cierres, desempates, correcciones de maestras y «Deshacer»): lo que se rechaza no
cambia nada, cada «Deshacer» devuelve la hoja de antes, y la partida se rehace igual desde su registro y desde
JSON. Semillas fijas: un fallo se repite."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from app_planilla.exportar.json_partida import leer_json, texto_json
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from tests.nucleo.sala_ayuda import FISE, FISF, foto, sala

ATRILES = ("JAMONES", "ADEIORT", "ABEILRT")
MAESTRAS = {
    1: (("H8", "JAMONES"), ("H8", "JAMON"), ("H4", "JAMON"), ("8H", "JAMONES"), ("8D", "JAMON")),
    2: (("I9", "ODIAR"), ("13G", "DE"), ("8F", "IA."), ("I9", "ODIA"), ("9G", "DOTE")),
    3: (("8E", "RIA."), ("14E", "BRI."), ("G9", "BRIL"), ("9F", "LIBRE")),
}
PAPELETAS = ("H4 JAMON 44", "H8 JAMONES", "H9 JAMON", "A1 JAMON", "I9 ODIAR", "13G DE 20", "13E TORA", "8E RIA.",
             "14E BRI.", "G9 BRIL 12", "H5 AMO", "8F IA.", "13G D.A")


def un_paso(p: PlanillaDuplicada, azar: random.Random) -> Callable[[], object] | None:
    """Una operación al azar (que puede no ser válida en ese momento); ``None`` si ahora no toca."""
    r = p.ronda
    quienes = azar.sample(range(p.participantes), azar.randint(1, min(4, p.participantes)))
    ronda = azar.randint(1, r) if r else 1
    maestra = azar.choice(MAESTRAS[min(ronda, 3)])
    operaciones: list[Callable[[], object]] = [lambda: p.marcar_situacion(
        quienes, azar.choice(["presente", "ausente", "tarde", "retirado"]), azar.randint(1, 4))]
    if r < len(ATRILES):
        operaciones.append(lambda: p.nueva_ronda(ATRILES[r]))
    if len(quienes) > 1:
        operaciones.append(lambda: p.anotar_desempate(quienes))
    if r:
        lista = azar.choice([None, lambda w: len(w) % 2 == 0])
        operaciones += [
            lambda: p.anotar_maestra(*azar.choice(MAESTRAS[min(r, 3)])),
            lambda: p.anotar_papeleta(quienes, azar.choice(PAPELETAS), ronda=ronda, en_lista=lista),
            lambda: p.anotar_papeleta(quienes, azar.choice(PAPELETAS), ronda=ronda),
            lambda: p.anotar_maestra_a(quienes, ronda=ronda),
            lambda: p.anotar_cero(quienes, azar.choice(list(Motivo)), ronda=ronda),
            lambda: p.decidir_papeleta(quienes, azar.randint(0, 90), ronda=ronda),
            lambda: p.dar_aviso(quienes, ronda=ronda),
            lambda: p.penalizar(quienes, azar.randint(1, 10), ronda=ronda),
            lambda: p.cerrar_ronda(ronda),
            lambda: p.aplicar_correccion(p.prever_correccion(ronda, *maestra, en_lista=lista)),
            lambda: p.corregir_maestra(ronda, azar.randint(0, 120)),
        ]
    return azar.choice(operaciones)


@pytest.mark.parametrize("semilla", range(10))
def test_sala_al_azar(semilla: int) -> None:
    azar = random.Random(20261203 + semilla)
    p = sala(azar.choice([3, 12, 17]), azar.choice([FISE, FISF]))
    fotos = [foto(p)]
    hechas = 0
    for _ in range(100):
        if p.puede_deshacer and azar.random() < 0.1:
            p.deshacer()
            fotos.pop()
            assert foto(p) == fotos[-1], "«Deshacer» devuelve la hoja de antes"
            continue
        operacion = un_paso(p, azar)
        assert operacion is not None
        try:
            operacion()
        except ErrorPlanilla:
            assert foto(p) == fotos[-1], "lo rechazado no cambia nada"
            continue
        hechas += 1
        fotos.append(foto(p))
        p.empates()
    assert hechas > 40
    assert foto(PlanillaDuplicada.desde_eventos(p.eventos)) == foto(p)
    assert foto(leer_json(texto_json(p))) == foto(p)  # type: ignore[arg-type]
    while p.puede_deshacer:
        p.deshacer()
        fotos.pop()
        assert foto(p) == fotos[-1]
    assert len(fotos) == 1
