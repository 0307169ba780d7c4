"""La sala con arbitraje en JSON y en el almacén: cada evento de arbitraje va y vuelve igual, la sala sembrada de
200 participantes y 20 rondas pasa por ``planilla exportar`` / ``importar`` sin perder nada, y su GCG no se
escribe (el informe dice por qué)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app_planilla.exportar.gcg.archivos import gcg_de_partida
from app_planilla.exportar.gcg.lectura import ErrorGcg
from app_planilla.exportar.json_partida import a_json, leer_json, texto_json
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.eventos import EVENTOS_ARBITRAJE
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.modalidades import MODALIDADES, leer_evento
from tests.ayuda import ida_y_vuelta, salir
from tests.sala_sembrada import sala_sembrada


def sala_pequena(reglas: str = "fisf") -> PlanillaDuplicada:
    """Cinco participantes y todos los eventos de arbitraje: papeletas, ceros, aviso, penalización, situación,
    decisión del árbitro, cierre de ronda y desempate."""
    nombres = ["Ana", "Bea", "Carlos", "Dani", "Eva"]
    inscritos = [Inscrito(n, 10 + i, f"L{i}" if i % 2 else "", "Club Ñ") for i, n in enumerate(nombres)]
    p = PlanillaDuplicada(nueva_sala(inscritos, reglas_arbitraje(reglas)))
    p.marcar_situacion([4], "tarde", 2)
    p.nueva_ronda("JAMONES")
    p.anotar_maestra("H8", "JAMONES")
    p.anotar_maestra_a([0, 1])
    p.anotar_papeleta([2], "H8 JAMON")
    p.anotar_cero([3], Motivo.ILEGIBLE)
    p.dar_aviso([2], "disciplina")
    p.penalizar([3], 5, "móvil")
    p.nueva_ronda("RETASIL")
    p.anotar_maestra("9G", "TALES")
    p.anotar_papeleta([0, 2], "9G TALES 9")
    p.anotar_papeleta([1], "9G TALES")
    p.decidir_papeleta([1], 0, motivo=Motivo.PALABRA_NO_VALIDA, detalle="no está")
    p.cerrar_ronda()
    p.anotar_desempate([4, 3])
    return p


def test_los_tipos_de_evento_no_se_repiten_entre_modalidades() -> None:
    # La penalización del árbitro se llamaba «penalizacion», como la de la clásica: no se podía guardar.
    tipos = [t for m in MODALIDADES.values() for t in m.formato.tipos if t not in ("anulacion", "ajuste_reloj")]
    assert len(tipos) == len(set(tipos))
    p = sala_pequena()
    for evento in p.eventos:
        if isinstance(evento, EVENTOS_ARBITRAJE):
            assert leer_evento(json.loads(json.dumps(MODALIDADES["duplicada"].formato.a_dict(evento)))) == evento


@pytest.mark.parametrize("reglas", ["fise", "fisf"])
def test_cada_evento_de_arbitraje_va_y_vuelve_en_json_y_en_el_almacen(reglas: str, tmp_path: Path) -> None:
    p = sala_pequena(reglas)
    assert {type(e) for e in p.eventos} >= set(EVENTOS_ARBITRAJE)
    ida_y_vuelta(p, lambda q: (q.eventos, q.filas, q.clasificacion(), q.inscritos, q.arbitraje, q.desempates))
    with Almacen(tmp_path) as almacen:
        ident = almacen.importar(p)
    with Almacen(tmp_path) as almacen:
        q = almacen.cargar(ident)
    assert isinstance(q, PlanillaDuplicada)
    assert q.eventos == p.eventos and q.clasificacion() == p.clasificacion()
    assert q.situacion(4) == ("tarde", 2) and q.desempates == ((4, 3),)


def test_la_sala_sembrada_pasa_por_exportar_e_importar(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = sala_sembrada(reglas="fisf")
    datos, otra = tmp_path / "datos", tmp_path / "otra"
    with Almacen(datos) as almacen:
        ident = almacen.importar(p)
    assert salir(["exportar", "--datos", str(datos), "--partida", str(ident), "--formato", "json"]) == 0
    salida = capsys.readouterr().out
    assert salida == texto_json(p) and json.loads(salida)["version"] == a_json(p)["version"]
    archivo = tmp_path / "sala.json"
    archivo.write_text(salida, encoding="utf-8")
    assert salir(["importar", "--datos", str(otra), str(archivo)]) == 0
    with Almacen(otra) as almacen:
        (resumen,) = almacen.partidas()
        q = almacen.cargar(resumen.id)
    assert isinstance(q, PlanillaDuplicada) and len(resumen.participantes) == 200
    assert q.eventos == p.eventos and q.inscritos == p.inscritos and q.arbitraje == p.arbitraje
    assert q.clasificacion() == p.clasificacion() and q.clasificacion(hasta=9) == p.clasificacion(hasta=9)
    assert [f.papeletas for f in q.filas] == [f.papeletas for f in p.filas]
    assert leer_json(salida).eventos == p.eventos


def test_de_una_sala_no_se_escribe_gcg_y_el_informe_dice_por_que(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(ErrorGcg, match="Macondo y MAGPIE solo leen GCG de dos"):
        gcg_de_partida(sala_pequena(), 7)
    datos = tmp_path / "datos"
    with Almacen(datos) as almacen:
        ident = almacen.importar(sala_pequena())
    assert salir(["exportar", "--datos", str(datos), "--partida", str(ident), "--formato", "gcg"]) == 1
    capturado = capsys.readouterr()
    assert capturado.out == ""
    assert f"La partida {ident} es duplicada: no se escribe GCG" in capturado.err
    assert "JSON" in capturado.err and "Traceback" not in capturado.err
