"""Tantrix y «4 en letras» guardados como las demás: almacén SQLite, JSON de ida y vuelta, archivos hostiles,
texto y ``planilla exportar`` / ``importar``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app_planilla.exportar.json_partida import VERSION, a_json, leer_json
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juegos.cuatro_letras import PlanillaCuatroLetras, nueva_cuatro_letras
from app_planilla.nucleo.juegos.tantrix import PlanillaTantrix, nueva_tantrix
from app_planilla.nucleo.modalidades import CUATRO_LETRAS, TANTRIX, buscar
from tests.ayuda import ida_y_vuelta, json_rechazado, salir

FORMATO_TANTRIX = buscar(TANTRIX).archivo
FORMATO_CUATRO_LETRAS = buscar(CUATRO_LETRAS).archivo


def vista(p: object) -> tuple[object, ...]:
    if isinstance(p, PlanillaTantrix):
        return (p.eventos, p.filas(), p.terminada, p.puede_deshacer)
    assert isinstance(p, PlanillaCuatroLetras)
    return (p.eventos, p.filas, p.clasificacion(), p.terminada, p.puede_deshacer)


def tantrix_un_poco(p: PlanillaTantrix) -> None:
    p.anotar(0, 8)
    p.anotar(1, 2, 4)
    p.anotar(2, 12, 3)
    p.anotar(2, 11, 3)
    p.deshacer()


def cuatro_letras_un_poco(p: PlanillaCuatroLetras) -> None:
    p.ganar(0, "mesa")
    p.empatar()
    p.ganar(1, "rosal")
    p.deshacer()
    p.ganar(2, "ñandú")


# ---------------------------------------------------------------- almacén


def test_se_guarda_cada_evento_y_se_reabre_igual(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        t = a.crear(nueva_tantrix(["Verde", "Azul", "Rojo"]))
        assert isinstance(t.planilla, PlanillaTantrix)
        tantrix_un_poco(t.planilla)
        c = a.crear(nueva_cuatro_letras(["Ana", "Luis", "Eva"]))
        assert isinstance(c.planilla, PlanillaCuatroLetras)
        cuatro_letras_un_poco(c.planilla)
        k = a.crear(nueva_partida(["Eva", "Paz"]))
        assert isinstance(k.planilla, Planilla)
        esperado_t, esperado_c = vista(t.planilla), vista(c.planilla)
    with Almacen(tmp_path) as a:
        assert {r.id: r.modalidad for r in a.partidas()} == {t.id: "tantrix", c.id: "cuatro_letras", k.id: "clasica"}
        reabierta = a.abrir(t.id).planilla
        assert isinstance(reabierta, PlanillaTantrix) and vista(reabierta) == esperado_t
        serie = a.abrir(c.id).planilla
        assert isinstance(serie, PlanillaCuatroLetras) and vista(serie) == esperado_c
        reabierta.terminar()
        serie.terminar()
        assert a.sin_terminar() == k.id
        assert {r.id for r in a.partidas() if r.terminada} == {t.id, c.id}
        copia = a.duplicar(c.id)
        assert vista(a.cargar(copia)) == vista(serie)
        serie.deshacer()  # deshacer el final reabre la serie
        assert a.sin_terminar() == c.id
    with Almacen(tmp_path) as a:
        assert not a.cargar(c.id).terminada


@pytest.mark.parametrize(
    ("inicio", "ajeno", "mensaje"),
    [
        (nueva_partida, '{"tipo":"atril","ronda":1,"fichas":[]}', "duplicada"),  # de la duplicada en una clásica
        (nueva_tantrix, '{"tipo":"empate_cuatro_letras"}', "Tantrix"),
    ],
)
def test_evento_de_otra_modalidad_en_la_base(tmp_path: Path, inicio: Any, ajeno: str, mensaje: str) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(inicio(["Ana", "Luis"]))
        a._con.execute("INSERT INTO eventos VALUES (?, 1, ?)", (g.id, ajeno))
        with pytest.raises(ErrorPlanilla, match=mensaje):
            a.cargar(g.id)


# ---------------------------------------------------------------- JSON


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), st.lists(st.tuples(st.integers(0, 4), st.integers(0, 30), st.integers(0, 20)), max_size=12))
def test_ida_y_vuelta_tantrix(n: int, ops: list[tuple[int, int, int]]) -> None:
    p = PlanillaTantrix(nueva_tantrix([f"P{i}" for i in range(n)]))
    for quien, linea, circuito in ops:
        try:
            if quien == 4:
                p.deshacer() if p.puede_deshacer and linea % 2 else p.terminar()
            else:
                p.anotar(quien, linea, circuito)
        except ErrorPlanilla:
            pass
    ida_y_vuelta(p, vista)


PALABRAS = st.sampled_from(["mesa", "ROSAL", "ñandú", "sol", "casa1", "pingüin", ""])


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 16), st.lists(st.tuples(st.integers(-2, 16), PALABRAS), max_size=15))
def test_ida_y_vuelta_cuatro_letras(n: int, ops: list[tuple[int, str]]) -> None:
    p = PlanillaCuatroLetras(nueva_cuatro_letras([f"P{i}" for i in range(n)]))
    for quien, palabra in ops:
        try:
            if quien == -2:
                p.deshacer()
            elif quien == -1:
                p.empatar() if palabra else p.terminar()
            else:
                p.ganar(quien, palabra)
        except ErrorPlanilla:
            pass
    ida_y_vuelta(p, vista)


def test_formatos_con_version() -> None:
    t = PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))
    t.anotar(0, 8)
    d = a_json(t)
    assert d["formato"] == FORMATO_TANTRIX == "planilla-tantrix" and d["version"] == VERSION
    assert d["eventos"] == [
        {"tipo": "inicio_tantrix", "participantes": ["Verde", "Azul"]},
        {"tipo": "resultado_tantrix", "participante": 0, "linea": 8, "circuito": 0},
    ]
    c = PlanillaCuatroLetras(nueva_cuatro_letras(["Ana", "Luis"]))
    c.ganar(1, "Ñandú")
    c.empatar()
    d = a_json(c)
    assert d["formato"] == FORMATO_CUATRO_LETRAS == "planilla-cuatro-letras"
    assert d["eventos"][1:] == [
        {"tipo": "ganada_cuatro_letras", "participante": 1, "palabra": "ÑANDÚ"},
        {"tipo": "empate_cuatro_letras"},
    ]
    assert vista(leer_json(json.dumps(d).encode("utf-8-sig"))) == vista(c)


def _t(*eventos: Any, inicio: Any = None, formato: str = FORMATO_TANTRIX) -> dict[str, Any]:
    primero = inicio or {"tipo": "inicio_tantrix", "participantes": ["Ana", "Luis"]}
    return {"formato": formato, "version": 1, "eventos": [primero, *eventos]}


def _c(*eventos: Any, inicio: Any = None, formato: str = FORMATO_CUATRO_LETRAS) -> dict[str, Any]:
    primero = inicio or {"tipo": "inicio_cuatro_letras", "participantes": ["Ana", "Luis"]}
    return {"formato": formato, "version": 1, "eventos": [primero, *eventos]}


def _r(**campos: Any) -> dict[str, Any]:
    return {"tipo": "resultado_tantrix", "participante": 0, "linea": 3, **campos}


GANA = {"tipo": "ganada_cuatro_letras", "participante": 0, "palabra": "MESA"}

HOSTILES: list[tuple[str, Any]] = [
    ("tantrix de 1", _t(inicio={"tipo": "inicio_tantrix", "participantes": ["a"]})),
    ("tantrix de 5", _t(inicio={"tipo": "inicio_tantrix", "participantes": ["a"] * 5})),
    ("tantrix sin lista", _t(inicio={"tipo": "inicio_tantrix", "participantes": "ab"})),
    ("tantrix nombre número", _t(inicio={"tipo": "inicio_tantrix", "participantes": [1, 2]})),
    ("tantrix nombre con control", _t(inicio={"tipo": "inicio_tantrix", "participantes": ["a\x07", "b"]})),
    ("tantrix campo de más en inicio", _t(inicio={"tipo": "inicio_tantrix", "participantes": ["a", "b"], "x": 1})),
    ("inicio clásico en archivo tantrix", _t(inicio={"tipo": "inicio", "participantes": ["a", "b"]})),
    ("inicio tantrix en archivo de 4 en letras", _t(formato=FORMATO_CUATRO_LETRAS)),
    ("inicio tantrix en archivo clásico", _t(formato="planilla-clasica")),
    ("evento clásico en tantrix", _t({"tipo": "pase"})),
    ("evento de 4 en letras en tantrix", _t({"tipo": "empate_cuatro_letras"})),
    ("línea negativa", _t(_r(linea=-1))),
    ("línea enorme", _t(_r(linea=10**40))),
    ("línea texto", _t(_r(linea="8"))),
    ("línea bool", _t(_r(linea=True))),
    ("línea real", _t(_r(linea=8.0))),
    ("circuito de 2", _t(_r(circuito=2))),
    ("más fichas que el juego", _t(_r(linea=30, circuito=30))),
    ("participante 2 de 2", _t(_r(participante=2))),
    ("participante 9", _t(_r(participante=9))),
    ("participante negativo", _t(_r(participante=-1))),
    ("resultado sin línea", _t({"tipo": "resultado_tantrix", "participante": 0})),
    ("resultado con campo de más", _t(_r(color="verde"))),
    ("terminar sin todos", _t(_r(), {"tipo": "fin_tantrix"})),
    ("resultado tras el final", _t(_r(), _r(participante=1), {"tipo": "fin_tantrix"}, _r())),
    ("fin con campo", _t({"tipo": "fin_tantrix", "x": None})),
    ("deshacer sin nada tantrix", _t({"tipo": "anulacion"})),
    ("segundo inicio tantrix", _t({"tipo": "inicio_tantrix", "participantes": ["a", "b"]})),
    ("serie de 1", _c(inicio={"tipo": "inicio_cuatro_letras", "participantes": ["a"]})),
    ("serie de 17", _c(inicio={"tipo": "inicio_cuatro_letras", "participantes": ["a"] * 17})),
    ("inicio de 4 en letras en archivo tantrix", _c(formato=FORMATO_TANTRIX)),
    ("evento duplicado en serie", _c({"tipo": "atril", "ronda": 1, "fichas": []})),
    ("evento tantrix en serie", _c(_r())),
    ("palabra corta", _c({**GANA, "palabra": "SOL"})),
    ("palabra larga", _c({**GANA, "palabra": "ABECEDARIO"})),
    ("palabra enorme", _c({**GANA, "palabra": "A" * 100000})),
    ("palabra con números", _c({**GANA, "palabra": "MES4"})),
    ("palabra con control", _c({**GANA, "palabra": "ME\nSA"})),
    ("palabra no texto", _c({**GANA, "palabra": ["MESA"]})),
    ("sin palabra", _c({"tipo": "ganada_cuatro_letras", "participante": 0})),
    ("ganador de fuera", _c({**GANA, "participante": 2})),
    ("ganador texto", _c({**GANA, "participante": "0"})),
    ("empate con campo", _c({"tipo": "empate_cuatro_letras", "ganador": 0})),
    ("terminar vacía", _c({"tipo": "fin_cuatro_letras"})),
    ("ganada tras el final", _c(GANA, {"tipo": "fin_cuatro_letras"}, GANA)),
    ("deshacer sin nada serie", _c({"tipo": "anulacion"})),
    ("tipo raro", _c({"tipo": "x" * 1000})),
    ("evento no objeto", _c(["ganada_cuatro_letras"])),
]


@pytest.mark.parametrize(("nombre", "datos"), HOSTILES, ids=[h[0] for h in HOSTILES])
def test_archivo_hostil_se_rechaza_con_un_mensaje_claro(nombre: str, datos: Any) -> None:
    json_rechazado(json.dumps(datos))


def test_formato_desconocido() -> None:
    with pytest.raises(ErrorPlanilla, match="4 en letras"):
        leer_json(json.dumps(_t(formato="planilla-parchis")))


# ---------------------------------------------------------------- exportar e importar


@pytest.fixture
def datos(tmp_path: Path) -> Path:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        t = a.crear(nueva_tantrix(["Verde", "Azul"]))
        assert isinstance(t.planilla, PlanillaTantrix)
        t.planilla.anotar(0, 8)
        t.planilla.anotar(1, 0, 4)
        t.planilla.terminar()
        c = a.crear(nueva_cuatro_letras(["Ana", "Luis", "Eva"]))
        assert isinstance(c.planilla, PlanillaCuatroLetras)
        cuatro_letras_un_poco(c.planilla)
    return carpeta


def test_exportar_en_texto(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["exportar", "--datos", str(datos), "--partida", "1", "--formato", "texto"]) == 0
    texto = capsys.readouterr().out
    assert "Planilla de Tantrix" in texto and "Ganan: Verde y Azul." in texto
    assert salir(["exportar", "--datos", str(datos), "--formato", "texto"]) == 0
    texto = capsys.readouterr().out
    assert "«4 en letras»" in texto and "ÑANDÚ" in texto and "Clasificación provisional" in texto


@pytest.mark.parametrize(("ident", "formato"), [(1, "planilla-tantrix"), (2, "planilla-cuatro-letras")])
def test_exportar_e_importar_en_json(
    datos: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], ident: int, formato: str
) -> None:
    assert salir(["exportar", "--datos", str(datos), "--partida", str(ident), "--formato", "json"]) == 0
    salida = capsys.readouterr().out
    assert json.loads(salida)["formato"] == formato
    archivo = tmp_path / "partida.json"
    archivo.write_text(salida, encoding="utf-8")
    otra = tmp_path / "otra"
    assert salir(["importar", "--datos", str(otra), str(archivo)]) == 0
    with Almacen(otra) as a, Almacen(datos) as b:
        assert a.cargar(1).eventos == b.cargar(ident).eventos
        (r,) = a.partidas()
        assert r.modalidad == formato.removeprefix("planilla-").replace("-", "_")


def test_gcg_no_es_para_estos_juegos(datos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["exportar", "--datos", str(datos), "--partida", "1", "--formato", "gcg"]) == 1
    assert "no es clásica" in capsys.readouterr().err
