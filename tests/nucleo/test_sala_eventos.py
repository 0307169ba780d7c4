"""Los eventos de la sala guardados y leídos: una partida entera de ida y vuelta por JSON y por el almacén (lo
decidido no se vuelve a juzgar), eventos mal formados que se rechazan con su porqué, y las partidas guardadas
antes de la sala (JSON versión 2, almacén de 9 migraciones), que se abren igual."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from app_planilla.cli import principal
from app_planilla.exportar.json_partida import ErrorImportacion, a_json, leer_json, texto_json
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada import correccion, planilla
from app_planilla.nucleo.duplicada.eventos import (
    AtrilRonda,
    InicioDuplicada,
    PapeletaRonda,
    SituacionInscrito,
    a_dict_duplicada,
    evento_duplicada_desde_dict,
)
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.registro.eventos import ErrorEvento
from tests.nucleo.sala_ayuda import FISF, foto, sala
from tests.nucleo.test_sala_correccion import BUENA, MALA, jugar

CASO = Path(__file__).resolve().parent.parent / "casos" / "almacen_c20e729"


def partida_entera() -> PlanillaDuplicada:
    """Una sala FISF con todo: papeletas, ceros, decisiones, avisos, penalizaciones, situaciones, una
    corrección de maestra, un desempate, una anulación y el final."""
    p = jugar(MALA, FISF)
    p.anotar_papeleta([10], "I4 BRIL", en_lista=lambda w: False)
    p.dar_aviso([0, 1], "ruido")
    p.penalizar([2], 10, "móvil")
    p.marcar_situacion([11], "retirado", 3)
    p.aplicar_correccion(p.prever_correccion(1, *BUENA))
    p.cerrar_ronda()
    p.anotar_desempate([6, 7])
    p.dar_aviso([3])
    p.deshacer()
    p.terminar()
    return p


# ---------------------------------------------------------------- ida y vuelta


def test_ida_y_vuelta_por_json() -> None:
    p = partida_entera()
    texto = texto_json(p)
    assert json.loads(texto)["version"] == 3
    leida = leer_json(texto)
    assert isinstance(leida, PlanillaDuplicada)
    assert leida.eventos == p.eventos and foto(leida) == foto(p)
    assert leida.inscritos == p.inscritos and leida.arbitraje == FISF
    assert texto_json(leida) == texto


def test_ida_y_vuelta_por_el_almacen(tmp_path: Path) -> None:
    p = partida_entera()
    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(p.inicio)
        for evento in p.eventos[1:]:
            guardada.planilla.aplicar(evento)
    with Almacen(tmp_path) as almacen:
        abierta = almacen.cargar(guardada.id)
    assert abierta.eventos == p.eventos and foto(abierta) == foto(p)  # type: ignore[arg-type]


def test_al_reabrir_no_se_vuelve_a_juzgar_nada(monkeypatch: pytest.MonkeyPatch) -> None:
    p = partida_entera()
    texto = texto_json(p)

    def prohibido(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("al reabrir no se juzga ninguna papeleta")

    for modulo in (planilla, correccion):
        monkeypatch.setattr(modulo, "juzgar", prohibido)
        monkeypatch.setattr(modulo, "decidir", prohibido)
    assert foto(leer_json(texto)) == foto(p)  # type: ignore[arg-type]


def test_lo_decidido_es_firme_aunque_hoy_se_juzgara_distinto() -> None:
    """Un registro cuyo juicio no es el de hoy (otra lista, otras reglas, otra versión): se abre tal cual."""
    p = sala()
    p.nueva_ronda("JAMONES")
    p.anotar_maestra("H8", "JAMONES")
    datos = a_json(p)
    datos["eventos"].append(a_dict_duplicada(PapeletaRonda(1, (0,), 44, texto="A1 JAMON", palabra="JAMON",
                                                           fuera_de_lista=("JAMON",))))
    leida = leer_json(json.dumps(datos))
    x = leida.filas[0].papeleta(0)  # type: ignore[union-attr]
    assert (x.puntos, x.motivo, x.fuera_de_lista) == (44, "", ("JAMON",))
    # Hoy, esa papeleta no cabe: juzgada de nuevo valdría cero.
    assert p.juzgar("A1 JAMON")[0].motivo is Motivo.NO_CABE


def test_cada_tipo_de_evento_es_de_una_sola_modalidad() -> None:
    """El almacén y el JSON eligen la modalidad de un evento por su tipo: la penalización del árbitro de la sala
    se llamaba «penalizacion», como la de la clásica, y guardarla o exportarla fallaba."""
    from collections import Counter

    from app_planilla.nucleo.modalidades import MODALIDADES, a_dict_evento, leer_evento

    cuenta = Counter(t for m in MODALIDADES.values() for t in m.formato.tipos)
    assert {t for t, n in cuenta.items() if n > 1} == {"anulacion", "ajuste_reloj"}  # comunes, a propósito
    for evento in partida_entera().eventos:
        assert leer_evento(a_dict_evento(evento)) == evento


# ---------------------------------------------------------------- eventos mal formados


def papeleta_buena() -> dict[str, Any]:
    return a_dict_duplicada(PapeletaRonda(1, (0, 3), 44, texto="H4 JAMON 44", calculados=44, declarados=44,
                                          coordenada="H4", palabra="JAMON"))


@pytest.mark.parametrize(
    ("cambio", "dice"),
    [
        ({"participantes": "0"}, "«participantes» tiene que ser una lista de 1 a 200 participantes."),
        ({"participantes": []}, "«participantes» tiene que ser una lista de 1 a 200 participantes."),
        ({"participantes": list(range(201))}, "«participantes» tiene que ser una lista de 1 a 200 participantes."),
        ({"participantes": [0, 0]}, "«participantes» nombra dos veces al mismo participante."),
        ({"participantes": [True]}, "«participantes» tiene que ser un número entero."),
        ({"participantes": [200]}, "«participantes» vale 200 y tiene que estar entre 0 y 199."),
        ({"participantes": ["1"]}, "«participantes» tiene que ser un número entero."),
        ({"puntos": "44"}, "«puntos» tiene que ser un número entero."),
        ({"puntos": -1}, "«puntos» vale -1 y tiene que estar entre 0 y 2000."),
        ({"puntos": None}, "«puntos» tiene que ser un número entero."),
        ({"ronda": 0}, "«ronda» vale 0 y tiene que estar entre 1 y 100."),
        ({"motivo": "inventado", "puntos": 0}, "«inventado» no es un motivo de cero de una papeleta."),
        ({"motivo": ["ilegible"], "puntos": 0}, "«motivo» tiene que ser un texto."),
        ({"motivo": False, "puntos": 0}, "«motivo» tiene que ser un texto."),
        ({"motivo": 0, "puntos": 0}, "«motivo» tiene que ser un texto."),
        ({"motivo": "ilegible"}, "Un motivo de cero va con 0 puntos."),
        ({"calculados": "44"}, "«calculados» tiene que ser un número entero."),
        ({"avisos": 11}, "«avisos» vale 11 y tiene que estar entre 0 y 10."),
        ({"penalizacion": -5}, "«penalizacion» vale -5"),
        ({"fuera_de_lista": "JAMON"}, "«fuera_de_lista» tiene que ser una lista de palabras."),
        ({"fuera_de_lista": [1]}, "«fuera_de_lista» tiene que ser una lista de palabras."),
        ({"fuera_de_lista": ["JA\u202eMON"]}, "control de dirección"),
        ({"maestra": "sí"}, "«maestra» tiene que ser true o false."),
        ({"texto": "H4 " + "A" * 60}, "«texto» es demasiado largo (más de 60 caracteres)."),
        ({"texto": "H4\nJAMON"}, "«texto» lleva caracteres de control."),
        ({"juez": "yo"}, "El evento «papeleta» tiene un campo desconocido: «juez»."),
    ],
)
def test_papeleta_mal_formada(cambio: dict[str, Any], dice: str) -> None:
    with pytest.raises(ErrorEvento) as error:
        evento_duplicada_desde_dict({**papeleta_buena(), **cambio})
    assert dice in str(error.value)


def test_papeleta_sin_puntos() -> None:
    d = papeleta_buena()
    del d["puntos"]
    with pytest.raises(ErrorEvento, match=re.escape("Al evento «papeleta» le falta el campo «puntos».")):
        evento_duplicada_desde_dict(d)


@pytest.mark.parametrize(
    ("d", "dice"),
    [
        ({"tipo": "aviso_arbitro", "ronda": 1, "participantes": [0], "motivo": 3}, "«motivo» tiene que ser un texto."),
        ({"tipo": "penalizacion_arbitro", "ronda": 1, "participantes": [0], "puntos": 0}, "«puntos» vale 0"),
        ({"tipo": "situacion", "participantes": [0], "situacion": "dormido"}, "«situacion» tiene que ser una de"),
        ({"tipo": "situacion", "participantes": [0], "situacion": ["ausente"]}, "«situacion» tiene que ser una de"),
        ({"tipo": "situacion", "participantes": [0], "situacion": "tarde", "ronda": 0}, "«ronda» vale 0"),
        ({"tipo": "desempate", "orden": [3]}, "«orden» tiene que ser una lista de 2 a 200 participantes."),
        ({"tipo": "desempate", "orden": [3, 3]}, "«orden» nombra dos veces al mismo participante."),
        ({"tipo": "correccion_maestra"}, "Al evento «correccion_maestra» le falta el campo «maestra»."),
        ({"tipo": "correccion_maestra", "maestra": {"tipo": "maestra", "ronda": 1, "puntos": 3}},
         "Cada parte de una corrección tiene que ser un objeto, sin «tipo»."),
        ({"tipo": "correccion_maestra", "maestra": {"ronda": 1, "puntos": -3}}, "«puntos» vale -3"),
        ({"tipo": "correccion_maestra", "maestra": {"ronda": 1, "puntos": 3}, "papeletas": {}},
         "«papeletas» tiene que ser una lista de hasta 20000 elementos."),
        ({"tipo": "correccion_maestra", "maestra": {"ronda": 1, "puntos": 3}, "papeletas": [{"ronda": 1}]},
         "Al evento «papeleta» le falta el campo"),
        ({"tipo": "correccion_maestra", "maestra": {"ronda": 1, "puntos": 3}, "maestras": [[]]},
         "Cada parte de una corrección tiene que ser un objeto, sin «tipo»."),
    ],
)
def test_otros_eventos_de_sala_mal_formados(d: dict[str, Any], dice: str) -> None:
    with pytest.raises(ErrorEvento) as error:
        evento_duplicada_desde_dict(d)
    assert dice in str(error.value)


def inicio_sala(**cambio: Any) -> dict[str, Any]:
    return {**a_dict_duplicada(sala(3).inicio), **cambio}


@pytest.mark.parametrize(
    ("d", "dice"),
    [
        (inicio_sala(participantes=[f"P{i}" for i in range(201)]),
         "«participantes» tiene que ser una lista de 1 a 200 nombres."),
        ({**inicio_sala(participantes=[f"P{i}" for i in range(17)]), "arbitraje": None},
         "Las reglas de arbitraje guardadas no se entienden."),
        (inicio_sala(inscritos=[{"mesa": 1}, {"mesa": 1}, {"mesa": 2}]), "Dos inscritos tienen la misma mesa."),
        (inicio_sala(inscritos=[{"mesa": 1, "licencia": "e9"}, {"mesa": 2, "licencia": "E9"}, {"mesa": 3}]),
         "Dos inscritos tienen la misma licencia."),
        (inicio_sala(inscritos=[{"mesa": 1}, {"mesa": 2}]),
         "«inscritos» tiene que llevar los datos de cada participante, en su orden."),
        (inicio_sala(inscritos=[{"mesa": 1}, {"mesa": 2}, {"mesa": 10_000}]), "«mesa» vale 10000"),
        (inicio_sala(inscritos=[{"mesa": 1}, {"mesa": 2}, {"mesa": 3, "asiento": 4}]), "campo desconocido"),
        (inicio_sala(arbitraje={"clave": "otra"}), "No hay reglas de arbitraje con ese nombre"),
        (inicio_sala(arbitraje={"penalizacion_aviso": -1}), "valor imposible en «penalizacion_aviso»"),
        ({**a_dict_duplicada(nueva_duplicada(["A", "B"])), "inscritos": [{"mesa": 1}, {"mesa": 2}]},
         "«inscritos» solo cabe en una partida con arbitraje de papeletas."),
        ({**a_dict_duplicada(nueva_duplicada(["A", "B"])), "participantes": [f"P{i}" for i in range(17)]},
         "«participantes» tiene que ser una lista de 1 a 16 nombres."),
    ],
)
def test_inicio_de_sala_mal_formado(d: dict[str, Any], dice: str) -> None:
    with pytest.raises(ErrorEvento) as error:
        evento_duplicada_desde_dict(d)
    assert dice in str(error.value)


@pytest.mark.parametrize(
    "evento",
    [
        PapeletaRonda(1, (0,), 10),
        SituacionInscrito((0,), "ausente"),
        evento_duplicada_desde_dict({"tipo": "correccion_maestra", "maestra": {"ronda": 1, "puntos": 3}}),
    ],
)
def test_un_evento_de_sala_en_una_partida_que_no_lo_es(evento: Any) -> None:
    eventos = [nueva_duplicada(["Ana", "Beto"]), AtrilRonda(1, tuple("JAMONES")), evento]
    with pytest.raises(ErrorEvento, match=r"^Evento 2 \(«.*»\): Esta partida no tiene arbitraje de papeletas"):
        PlanillaDuplicada.desde_eventos(eventos)
    datos = {"formato": "planilla-duplicada", "version": 3,
             "eventos": [a_dict_duplicada(e) for e in eventos]}  # type: ignore[arg-type]
    with pytest.raises(ErrorImportacion, match=re.escape("Esta partida no tiene arbitraje de papeletas")):
        leer_json(json.dumps(datos))


def test_un_evento_de_sala_que_no_cuadra_con_la_hoja() -> None:
    inicio = sala(3).inicio
    casos = [
        ([PapeletaRonda(1, (0,), 10)], "Aún no hay ninguna ronda: empieza la primera con su atril."),
        ([AtrilRonda(1), PapeletaRonda(2, (0,), 10)], "La ronda 2 no existe: la hoja va por la ronda 1."),
        ([AtrilRonda(1), PapeletaRonda(1, (3,), 10)], "La partida tiene 3 participantes: esa casilla no existe."),
        ([AtrilRonda(1), SituacionInscrito((1,), "ausente"), PapeletaRonda(1, (0, 1), 10)], "P2 está ausente."),
    ]
    for eventos, dice in casos:
        with pytest.raises(ErrorEvento, match=dice):
            PlanillaDuplicada.desde_eventos([inicio, *eventos])


def test_una_sala_de_200_y_no_de_201() -> None:
    p = sala(200)
    assert p.participantes == 200 and p.leer_mesas("200") == (199,)
    with pytest.raises(ErrorPlanilla, match=r"de 1 a 200 participantes|de 1 a 200 nombres"):
        sala(201)


def test_la_mesa_de_la_hoja_de_la_mesa() -> None:
    """Sin arbitraje, el inicio es el de siempre: ni arbitraje ni inscritos en su JSON."""
    d = a_dict_duplicada(nueva_duplicada(["Ana", "Beto"], bonificaciones=True))
    assert d == {"tipo": "inicio_duplicada", "participantes": ["Ana", "Beto"], "edicion": "es",
                 "bonificaciones": True}
    assert isinstance(evento_duplicada_desde_dict(d), InicioDuplicada)


# ---------------------------------------------------------------- partidas de antes de la sala


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    shutil.copy(CASO / "planilla.sqlite3", tmp_path)
    return tmp_path


@pytest.mark.parametrize("partida", [1, 2])
def test_una_duplicada_de_la_version_anterior_se_abre_igual(
    datos: Path, partida: int, capsys: pytest.CaptureFixture[str]
) -> None:
    antes = leer_json((CASO / f"partida{partida}.json").read_text(encoding="utf-8"))
    assert json.loads((CASO / f"partida{partida}.json").read_text(encoding="utf-8"))["version"] == 2
    assert principal(["exportar", "--datos", str(datos), "--formato", "texto", "--partida", str(partida)]) == 0
    assert capsys.readouterr().out == (CASO / f"partida{partida}.txt").read_text(encoding="utf-8")
    with Almacen(datos) as almacen:
        assert almacen.version == 10
        abierta = almacen.cargar(partida)
    assert abierta.eventos == antes.eventos
    assert isinstance(abierta, PlanillaDuplicada) and abierta.arbitraje is None
    assert abierta.clasificacion() == antes.clasificacion()  # type: ignore[union-attr]
    # Y se sigue jugando con la hoja de la mesa: puntos escritos a mano.
    if not abierta.terminada:
        abierta.escribir_puntos(15, 12)
        assert abierta.filas[-1].completa


def test_la_de_16_sigue_siendo_el_tope_de_la_hoja_de_la_mesa(datos: Path) -> None:
    with Almacen(datos) as almacen:
        abierta = almacen.cargar(1)
    inicio = abierta.inicio
    assert isinstance(inicio, InicioDuplicada) and len(inicio.participantes) == 16 and inicio.bonificaciones
    with pytest.raises(ErrorEvento):
        nueva_duplicada([*inicio.participantes, "Otro"])
