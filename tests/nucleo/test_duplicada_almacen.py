"""La duplicada guardada como la clásica: almacén SQLite, migración, JSON de ida y vuelta, archivos hostiles
y ``planilla exportar`` / ``importar``."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app_planilla.exportar.json_partida import VERSION, a_json, leer_json
from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen
from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES
from app_planilla.nucleo.clasica.eventos import a_dict
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.modalidades import DUPLICADA, buscar
from tests.ayuda import ida_y_vuelta, json_rechazado, salir
from tests.nucleo.test_duplicada import OPERACIONES, jugar

FORMATO_DUPLICADA = buscar(DUPLICADA).archivo


def vista(p: PlanillaDuplicada) -> tuple[object, ...]:
    return (p.eventos, p.filas, sorted(p.tablero.fichas.items()), p.terminada, p.clasificacion(), p.recuento())


def jugar_un_poco(p: PlanillaDuplicada) -> None:
    p.nueva_ronda("AJMNOSE")
    p.escribir_jugada("H4", "JAMON")
    p.escribir_puntos(1, 30)
    p.anotar_maestra("H4", "JAMON")
    p.nueva_ronda("SEZUOTA")
    p.anotar_maestra("6F", "ZUMOS")
    p.escribir_puntos(0, 99)  # por encima de la maestra: se señala
    p.borrar_puntos(0)
    p.deshacer()


# ---------------------------------------------------------------- almacén


def test_se_guarda_cada_evento_y_se_reabre_igual(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_duplicada(["Ana", "Luis"], bonificaciones=True))
        assert isinstance(g.planilla, PlanillaDuplicada)
        jugar_un_poco(g.planilla)
        esperado = vista(g.planilla)
        c = a.crear(nueva_partida(["Eva", "Paz"]))
        assert isinstance(c.planilla, Planilla)
        c.planilla.anotar(10)
    with Almacen(tmp_path) as a:
        reabierta = a.abrir(g.id).planilla
        assert isinstance(reabierta, PlanillaDuplicada) and vista(reabierta) == esperado
        resumen = {r.id: r.modalidad for r in a.partidas()}
        assert resumen == {g.id: "duplicada", c.id: "clasica"}
        reabierta.terminar()
        assert a.sin_terminar() == c.id
        copia = a.duplicar(g.id)
        assert vista(a.cargar(copia)) == vista(reabierta)  # type: ignore[arg-type]


def test_el_reloj_de_la_ronda_se_guarda_y_se_borra_con_la_partida(tmp_path: Path) -> None:
    from app_planilla.nucleo.duplicada.temporizador import EstadoTemporizador, TemporizadorRonda
    from app_planilla.nucleo.relojes import Momento

    with Almacen(tmp_path) as a:
        g = a.crear(nueva_duplicada(["Ana", "Bea"]))
        assert a.temporizador(g.id) is None
        a.guardar_temporizador(g.id, 1, EstadoTemporizador(180, 95_000, True), 1234.5)
        assert a.temporizador(g.id) == (1, EstadoTemporizador(180, 95_000, True), Momento(1234.5))
        a.guardar_temporizador(g.id, 2, EstadoTemporizador(120, 70_000, False), 1300.0, 77.25)
        arranque = a.arranque
    with Almacen(tmp_path) as a:
        # Con el reloj monótono va el arranque de la máquina (``None`` fuera de Linux: la foto es de pared).
        momento = Momento(1300.0, 77.25, arranque) if arranque is not None else Momento(1300.0)
        assert a.temporizador(g.id) == (2, EstadoTemporizador(120, 70_000, False), momento)
        # Una foto dañada no impide abrir la partida: el reloj vuelve al principio.
        a._con.execute("UPDATE temporizadores SET estado = '{\"duracion_s\": 7}'")
        assert a.temporizador(g.id) is None
        a.borrar(g.id)
        assert a._con.execute("SELECT count(*) FROM temporizadores").fetchone() == (0,)
    t = TemporizadorRonda(180)
    t.restaurar(EstadoTemporizador(120, 45_000, True))
    assert (t.duracion_s, t.restante_ms(), t.en_marcha) == (120, 45_000, False)
    assert t.avisos_nuevos() == []  # el minuto ya se avisó antes del cierre
    for malo in ({"duracion_s": 180, "restante_ms": 200_000, "en_marcha": False}, [], {"duracion_s": 180}):
        with pytest.raises(ErrorPlanilla):
            EstadoTemporizador.desde_dict(malo)


def test_las_partidas_clasicas_de_antes_siguen_abriendose(tmp_path: Path) -> None:
    """Un archivo en la versión 2 (sin modalidad) pasa a la 3 y sus partidas son clásicas."""
    ruta = tmp_path / ARCHIVO
    con = sqlite3.connect(ruta, isolation_level=None)
    con.execute(f"PRAGMA application_id={ID_APLICACION}")
    MIGRACIONES[0](con)
    MIGRACIONES[1](con)
    con.execute("UPDATE version SET numero = 2")
    con.execute("INSERT INTO partidas(id, creada, actualizada, participantes) VALUES (3, 'x', 'x', '[\"Ana\"]')")
    con.execute("INSERT INTO eventos VALUES (3, 0, ?)", (json.dumps(a_dict(nueva_partida(["Ana", "Luis"]))),))
    con.execute("INSERT INTO eventos VALUES (3, 1, ?)", (json.dumps({"tipo": "jugada", "puntos": 9}),))
    con.close()
    with Almacen(tmp_path) as a:
        assert a.version == len(MIGRACIONES) >= 3
        (r,) = a.partidas()
        assert r.modalidad == "clasica"
        p = a.cargar(3)
        assert isinstance(p, Planilla) and p.totales == (9, 0)


# ---------------------------------------------------------------- JSON


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 16), st.booleans(), OPERACIONES)
def test_ida_y_vuelta(n: int, bonos: bool, ops: list[tuple[str, Any]]) -> None:
    p = PlanillaDuplicada(nueva_duplicada([f"P{i}" for i in range(n)], bonificaciones=bonos))
    jugar(p, ops)
    ida_y_vuelta(p, vista)


def test_formato_con_version() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana"]))
    p.nueva_ronda("AJMN[CH]?E")
    p.anotar_maestra("H4", "JAMoN")
    d = a_json(p)
    assert d["formato"] == FORMATO_DUPLICADA == "planilla-duplicada" and d["version"] == VERSION
    assert d["eventos"][0] == {"tipo": "inicio_duplicada", "participantes": ["Ana"], "edicion": "es"}
    assert d["eventos"][1] == {"tipo": "atril", "ronda": 1, "fichas": ["A", "J", "M", "N", "CH", "?", "E"]}
    assert d["eventos"][2]["fichas"][3] == {"casilla": "H7", "letra": "O", "comodin": True}
    assert vista(leer_json(json.dumps(d).encode("utf-8-sig"))) == vista(p)  # type: ignore[arg-type]


def _inicio(**extra: Any) -> dict[str, Any]:
    return {"tipo": "inicio_duplicada", "participantes": ["Ana", "Luis"], **extra}


def _con(*eventos: Any, inicio: Any = None, formato: str = FORMATO_DUPLICADA) -> dict[str, Any]:
    return {"formato": formato, "version": 1, "eventos": [inicio or _inicio(), *eventos]}


R1 = {"tipo": "atril", "ronda": 1, "fichas": []}
JAMON = [{"casilla": f"H{c}", "letra": x} for c, x in zip(range(4, 9), "JAMON", strict=True)]

HOSTILES: list[tuple[str, Any]] = [
    ("sin participantes", _con(inicio=_inicio(participantes=[]))),
    ("17 participantes", _con(inicio=_inicio(participantes=["a"] * 17))),
    ("bonificaciones no bool", _con(inicio=_inicio(bonificaciones=1))),
    ("edición rara", _con(inicio=_inicio(edicion="fr"))),
    ("inicio clásico en archivo duplicado", _con(inicio={"tipo": "inicio", "participantes": ["a", "b"]})),
    ("inicio duplicado en archivo clásico", _con(formato="planilla-clasica")),
    ("evento clásico", _con({"tipo": "pase"})),
    ("evento duplicado en clásica", _con(R1, inicio={"tipo": "inicio", "participantes": ["a", "b"]},
                                         formato="planilla-clasica")),
    ("ronda que no sigue", _con({"tipo": "atril", "ronda": 2, "fichas": []})),
    ("ronda cero", _con({"tipo": "atril", "ronda": 0, "fichas": []})),
    ("ronda 101", _con({"tipo": "atril", "ronda": 101, "fichas": []})),
    ("atril de 8", _con({"tipo": "atril", "ronda": 1, "fichas": ["A"] * 8})),
    ("atril con K", _con({"tipo": "atril", "ronda": 1, "fichas": ["K"]})),
    ("atril con número", _con({"tipo": "atril", "ronda": 1, "fichas": [1]})),
    ("atril no lista", _con({"tipo": "atril", "ronda": 1, "fichas": "ABC"})),
    ("sorteado no bool", _con({"tipo": "atril", "ronda": 1, "fichas": [], "sorteado": "sí"})),
    ("maestra sin ronda", _con({"tipo": "maestra", "ronda": 1, "puntos": 3})),
    ("maestra negativa", _con(R1, {"tipo": "maestra", "ronda": 1, "puntos": -3})),
    ("maestra con coordenada mala", _con(R1, {"tipo": "maestra", "ronda": 1, "puntos": 3, "coordenada": "Z1"})),
    ("maestra encima de otra", _con(R1, {"tipo": "maestra", "ronda": 1, "puntos": 44, "fichas": JAMON},
                                    {"tipo": "atril", "ronda": 2, "fichas": []},
                                    {"tipo": "maestra", "ronda": 2, "puntos": 44, "fichas": JAMON[:1]})),
    ("maestra pasada con fichas nuevas", _con(R1, {"tipo": "atril", "ronda": 2, "fichas": []},
                                              {"tipo": "maestra", "ronda": 1, "puntos": 44, "fichas": JAMON})),
    ("puntos de un tercero", _con(R1, {"tipo": "puntos", "ronda": 1, "participante": 2, "puntos": 3})),
    ("puntos texto", _con(R1, {"tipo": "puntos", "ronda": 1, "participante": 0, "puntos": "3"})),
    ("puntos sin campo", _con(R1, {"tipo": "puntos", "ronda": 1, "participante": 0})),
    ("vaciar lo vacío", _con(R1, {"tipo": "puntos", "ronda": 1, "participante": 0, "puntos": None})),
    ("campo de más", _con(R1, {"tipo": "fin_duplicada", "atriles": []})),
    ("dos finales", _con({"tipo": "fin_duplicada"}, {"tipo": "fin_duplicada"})),
    ("puntos tras el final", _con(R1, {"tipo": "fin_duplicada"},
                                  {"tipo": "puntos", "ronda": 1, "participante": 0, "puntos": 3})),
    ("deshacer sin nada", _con({"tipo": "anulacion"})),
    ("nombre con control", _con(inicio=_inicio(participantes=["a\x07"]))),
]


@pytest.mark.parametrize(("nombre", "datos"), HOSTILES, ids=[h[0] for h in HOSTILES])
def test_archivo_hostil_se_rechaza_con_un_mensaje_claro(nombre: str, datos: Any) -> None:
    json_rechazado(json.dumps(datos))


# ---------------------------------------------------------------- exportar e importar


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        g = a.crear(nueva_duplicada(["Ana", "Luis"]))
        for m, x, y in [(24, 24, 20), (36, 30, 36), (18, 18, 9)]:
            g.planilla.nueva_ronda()  # type: ignore[union-attr]
            g.planilla.anotar_maestra_puntos(m)  # type: ignore[union-attr]
            g.planilla.escribir_puntos(0, x)  # type: ignore[union-attr]
            g.planilla.escribir_puntos(1, y)  # type: ignore[union-attr]
        g.planilla.terminar()
    return carpeta


def test_exportar_en_texto(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["exportar", "--datos", str(datos), "--formato", "texto"]) == 0
    texto = capsys.readouterr().out
    assert "Planilla duplicada" in texto and "Clasificación final" in texto
    assert "92,3 %" in texto and "83,3 %" in texto and "Suma de las maestras: 78" in texto


def test_exportar_e_importar_en_json(datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["exportar", "--datos", str(datos), "--formato", "json"]) == 0
    salida = capsys.readouterr().out
    assert json.loads(salida)["formato"] == "planilla-duplicada"
    archivo = tmp_path / "duplicada.json"
    archivo.write_text(salida, encoding="utf-8")
    otra = tmp_path / "otra"
    assert salir(["importar", "--datos", str(otra), str(archivo)]) == 0
    with Almacen(otra) as a, Almacen(datos) as b:
        assert a.cargar(1).eventos == b.cargar(1).eventos
        (r,) = a.partidas()
        assert r.modalidad == "duplicada" and r.terminada and r.participantes == ("Ana", "Luis")


def test_importar_una_duplicada_mala_no_cambia_nada(
    datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    malo = tmp_path / "malo.json"
    malo.write_text(json.dumps(_con({"tipo": "pase"})), encoding="utf-8")
    antes = {p.name: p.read_bytes() for p in datos.iterdir() if not p.name.endswith("-shm")}
    assert salir(["importar", "--datos", str(datos), str(malo)]) == 1
    err = capsys.readouterr().err
    assert "clásica" in err and "Traceback" not in err
    assert {p.name: p.read_bytes() for p in datos.iterdir() if not p.name.endswith("-shm")} == antes
