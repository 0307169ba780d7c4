"""El registro de modalidades: buscar por clave, crear y rehacer planillas, leer eventos de cualquiera."""

from __future__ import annotations

import pytest

from app_planilla.nucleo import modalidades
from app_planilla.nucleo.clasica.eventos import Pase
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix, nueva_tantrix
from app_planilla.nucleo.modalidades import (
    CLASICA,
    CUATRO_LETRAS,
    DUPLICADA,
    MODALIDADES,
    TANTRIX,
    buscar,
    crear,
    leer_evento,
    rehacer,
)
from app_planilla.nucleo.registro.eventos import AjusteReloj, ErrorEvento

INICIOS = {
    CLASICA: (nueva_partida(["Ana", "Bea"]), Planilla),
    DUPLICADA: (nueva_duplicada(["Ana", "Bea"]), PlanillaDuplicada),
    TANTRIX: (nueva_tantrix(["Ana", "Bea"]), PlanillaTantrix),
    CUATRO_LETRAS: (nueva_cuatro_letras(["Ana", "Bea"]), PlanillaCuatroLetras),
}


@pytest.mark.parametrize("clave", list(INICIOS))
def test_cada_inicio_crea_y_rehace_la_planilla_de_su_modalidad(clave: str) -> None:
    inicio, clase = INICIOS[clave]
    assert buscar(clave) is MODALIDADES[clave] and buscar(clave).clave == clave
    assert type(crear(inicio)) is clase
    rehecha = rehacer([inicio], esperada=clave)
    assert type(rehecha) is clase and modalidades.modalidad(rehecha) == clave
    assert modalidades.de_clase(clase) is MODALIDADES[clave]


def test_una_clave_desconocida_se_rechaza_por_su_nombre_recortado() -> None:
    with pytest.raises(ErrorEvento) as e:
        buscar("ajedrez")
    assert str(e.value) == "Modalidad desconocida: «ajedrez»."
    with pytest.raises(ErrorEvento) as e:
        buscar("x" * 100)
    assert str(e.value) == f"Modalidad desconocida: «{'x' * 40}»."


def test_rehacer_un_registro_vacio_o_de_otra_modalidad_se_rechaza_con_su_mensaje() -> None:
    with pytest.raises(ErrorEvento) as e:
        rehacer([])
    assert str(e.value) == "El registro de la partida está vacío."
    with pytest.raises(ErrorEvento) as e:
        rehacer([INICIOS[TANTRIX][0]], esperada=DUPLICADA)
    assert str(e.value) == "El registro no es de una partida duplicada."
    with pytest.raises(ErrorEvento) as e:
        rehacer([INICIOS[CLASICA][0]], esperada=TANTRIX)
    assert str(e.value) == "El registro no es de una partida de Tantrix."  # su nombre, no su clave
    with pytest.raises(ErrorEvento) as e:
        rehacer([INICIOS[TANTRIX][0]], esperada="damas")
    assert str(e.value) == "El registro no es de una partida damas."


def test_un_evento_de_otra_modalidad_en_el_registro_se_senala_con_su_numero() -> None:
    with pytest.raises(ErrorEvento) as e:
        rehacer([INICIOS[TANTRIX][0], Pase()])
    assert str(e.value) == "Evento 1 («pase»): es de una partida clásica, no de Tantrix."


def test_el_ajuste_de_un_reloj_se_lee_para_cualquier_modalidad_hasta_el_participante_16() -> None:
    evento = leer_evento({"tipo": "ajuste_reloj", "participante": 15, "restante_ms": 0, "antes_ms": 60_000})
    assert evento == AjusteReloj(participante=15, restante_ms=0, antes_ms=60_000)
    # La nota (la que trae un GCG importado) se conserva.
    con_nota = leer_evento({"tipo": "ajuste_reloj", "participante": 0, "restante_ms": 1000, "antes_ms": 0,
                            "nota": "árbitro"})
    assert isinstance(con_nota, AjusteReloj) and con_nota.nota == "árbitro"
    with pytest.raises(ErrorEvento):
        leer_evento({"tipo": "ajuste_reloj", "participante": 16, "restante_ms": 0, "antes_ms": 60_000})


def test_los_eventos_se_leen_con_el_formato_de_su_modalidad_y_lo_desconocido_como_clasico() -> None:
    assert leer_evento({"tipo": "pase"}) == Pase()
    assert type(leer_evento({"tipo": "inicio_tantrix", "participantes": ["Ana", "Bea"]})).__name__ == "InicioTantrix"
    for raro in ({"tipo": "jaque"}, {"tipo": 7}, ["pase"]):
        with pytest.raises(ErrorEvento):
            leer_evento(raro)
