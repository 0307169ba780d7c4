"""``planilla torneo`` con una duplicada en tres salas: el director crea la carpeta con las salas, el juez árbitro
publica la partida maestra desde su almacén, cada sala se une y publica sus rondas cerradas desde el suyo, y
``resultados`` da la clasificación de todo el campo (texto, JSON y el CSV de la federación). Una sala que
tecleó otra maestra lo sabe al publicar y el director lo ve como conflicto; un proceso que publica matado con
kill -9 no deja nada mal contado."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla.cli import principal
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo.carpeta import leer_carpeta, leer_portatil, republicar
from app_planilla.nucleo.torneo.fusion_salas import fusionar_salas
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")
SALAS = ("A", "B", "Sala C")
RONDAS = 3


def salir(argv: list[str]) -> int:
    try:
        return principal(argv)
    except SystemExit as e:
        return int(e.code or 0)


def _guardar(datos: Path, p: PlanillaDuplicada) -> None:
    with Almacen(datos) as a:
        a.importar(p)


@pytest.fixture(scope="module")
def juego() -> tuple[PlanillaDuplicada, ayuda.Plan]:
    maestro, partida = ayuda.partida_maestra(RONDAS, 11, FISE)
    return maestro, ayuda.plan(SALAS, 6, partida, 5)


@pytest.fixture
def torneo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    ev = tmp_path / "Open"
    assert salir(["torneo", "crear", str(ev), "--clase", "duplicada", "--salas", ",".join(SALAS), "--datos",
                  str(tmp_path / "director")]) == 0
    assert "salas A, B, Sala C" in capsys.readouterr().out
    return ev


def _sala(tmp_path: Path, s: str) -> Path:
    return tmp_path / f"sala-{s.replace(' ', '_')}"


def _linea(fila: dict[str, str]) -> tuple[int, ...]:
    return (SALAS.index(fila["sala"]) * 1000 + int(fila["mesa"]), int(fila["puesto"]), int(fila["total"]),
            int(fila["bonificaciones"]), int(fila["penalizaciones"]), int(fila["maestras"]))


def _federacion(salida: str) -> list[dict[str, str]]:
    """El CSV de la federación: el de siempre (UTF-8 con BOM, «;», coma decimal), con la sala y la mesa."""
    assert salida.startswith("\ufeffpuesto;licencia;nombre;club;total;porcentaje;maestras;bonificaciones;"
                             "penalizaciones;sala;mesa\r\n")
    return list(csv.DictReader(io.StringIO(salida[1:], newline=""), delimiter=";"))


def _verdad(pl: ayuda.Plan) -> list[tuple[int, ...]]:
    ref = ayuda.referencia(pl, FISE)
    return [(ref.inscritos[x.participante].mesa, x.puesto, x.total, x.bonificacion, x.penalizacion, x.maestras)
            for x in ref.clasificacion()]


def test_tres_salas_publican_y_el_director_clasifica_todo_el_campo(
        torneo: Path, tmp_path: Path, juego: tuple[PlanillaDuplicada, ayuda.Plan],
        capsys: pytest.CaptureFixture[str]) -> None:
    maestro, pl = juego
    director = tmp_path / "director"
    for s in SALAS:
        assert salir(["torneo", "unirse", str(torneo), "--sala", s.lower(), "--datos", str(_sala(tmp_path, s))]) == 0
    assert "como sala Sala C" in capsys.readouterr().out
    # Cada sala juega y publica sin esperar a la partida maestra: aún no cuenta nada.
    for k, s in enumerate(SALAS):
        p, indice = ayuda.sala(pl, k, FISE)
        for n in range(1, RONDAS + 1):
            ayuda.jugar_ronda(p, pl, n, indice)
        _guardar(_sala(tmp_path, s), p)
        assert salir(["torneo", "publicar", "--datos", str(_sala(tmp_path, s))]) == 0
        salida = capsys.readouterr().out
        assert f"Publicada la ronda {RONDAS} de la sala {s}." in salida and "Atención" not in salida
    assert salir(["torneo", "resultados", str(torneo)]) == 0
    assert "Aún no cuenta ninguna ronda" in capsys.readouterr().out
    # El juez árbitro publica la partida desde su almacén; luego cuenta todo.
    _guardar(director, maestro)
    assert salir(["torneo", "maestra", str(torneo), "--datos", str(director)]) == 0
    assert f"Publicada la ronda {RONDAS} de la partida maestra." in capsys.readouterr().out
    assert salir(["torneo", "maestra", str(torneo), "--datos", str(director)]) == 0
    assert "ya estaba publicada" in capsys.readouterr().out
    assert salir(["torneo", "resultados", str(torneo), "--formato", "csv"]) == 0
    salida = capsys.readouterr().out
    filas = _federacion(salida)
    assert [_linea(f) for f in filas] == _verdad(pl)
    assert sum(int(f["bonificaciones"]) for f in filas) > 0  # solo se ven juntando las salas
    assert salir(["torneo", "resultados", str(torneo), "--formato", "json", "--hasta", "2"]) == 0
    datos = json.loads(capsys.readouterr().out)
    assert datos["contadas"] == RONDAS and datos["hasta"] == 2 and not datos["conflictos"]
    assert [e["contadas"] for e in datos["salas"]] == [RONDAS] * 3
    assert salir(["torneo", "resultados", str(torneo)]) == 0
    texto = capsys.readouterr().out
    assert f"Clasificación tras la ronda {RONDAS} (18 participantes)" in texto
    # Otra vez, nada nuevo que publicar.
    assert salir(["torneo", "publicar", "--datos", str(_sala(tmp_path, "A"))]) == 0
    assert "Nada nuevo que publicar" in capsys.readouterr().out


def test_una_sala_con_otra_maestra_lo_sabe_y_el_director_la_acepta(
        torneo: Path, tmp_path: Path, juego: tuple[PlanillaDuplicada, ayuda.Plan],
        capsys: pytest.CaptureFixture[str]) -> None:
    maestro, pl = juego
    director = tmp_path / "director"
    _guardar(director, maestro)
    assert salir(["torneo", "maestra", str(torneo), "--datos", str(director)]) == 0
    for k, s in enumerate(SALAS):
        datos = _sala(tmp_path, s)
        assert salir(["torneo", "unirse", str(torneo), "--sala", s, "--datos", str(datos)]) == 0
        p, indice = ayuda.sala(pl, k, FISE)
        for n in range(1, RONDAS + 1):
            otra = pl.partida[2].otras[0] if (s, n) == ("B", 3) else None
            ayuda.jugar_ronda(p, pl, n, indice, maestra=otra)
        _guardar(datos, p)
        capsys.readouterr()
        assert salir(["torneo", "publicar", "--datos", str(datos)]) == 0
        salida = capsys.readouterr().out
        assert ("¡Atención! Sala B, ronda 3: la maestra es" in salida) == (s == "B")
    assert salir(["torneo", "resultados", str(torneo), "--formato", "json"]) == 0
    datos = json.loads(capsys.readouterr().out)
    assert datos["contadas"] == 2
    [conflicto] = datos["conflictos"]
    assert conflicto["clave"] == "maestra:B:3" and "La sala B tecleó en la ronda 3" in conflicto["mensaje"]
    huella = conflicto["candidatos"][0]["huella"]
    # Una sala no elige; el director sí.
    assert salir(["torneo", "elegir", str(torneo), "maestra:B:3", huella[:12], "--datos",
                  str(_sala(tmp_path, "A"))]) == 1
    assert "solo el portátil del director" in capsys.readouterr().err
    assert salir(["torneo", "elegir", str(torneo), "maestra:B:3", huella[:12], "--datos", str(director)]) == 0
    assert "Elegido para «maestra:B:3»: sala B, ronda 3" in capsys.readouterr().out
    assert salir(["torneo", "resultados", str(torneo), "--formato", "json"]) == 0
    datos = json.loads(capsys.readouterr().out)
    assert datos["contadas"] == RONDAS and not datos["conflictos"]


def test_errores_claros_sin_traza(torneo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    casos = [
        (["torneo", "unirse", str(torneo), "--sala", "Z", "--datos", str(tmp_path / "z")], "no tiene la sala «Z»"),
        (["torneo", "unirse", str(torneo), "--mesa", "1", "--datos", str(tmp_path / "z")], "únase con --sala"),
        (["torneo", "crear", str(tmp_path / "otro"), "--clase", "duplicada", "--datos", str(tmp_path / "d2")],
         "--salas A,B,C"),
        (["torneo", "crear", str(tmp_path / "otro"), "--clase", "duplicada", "--salas", "A,a", "--datos",
          str(tmp_path / "d2")], "salas repetidas"),
        (["torneo", "crear", str(tmp_path / "otro"), "--clase", "duplicada", "--salas", "A;B", "--datos",
          str(tmp_path / "d2")], "no vale como nombre de sala"),
        (["torneo", "crear", str(tmp_path / "otro"), "--clase", "duplicada", "--salas", "A", "--reglas", "ingles",
          "--datos", str(tmp_path / "d2")], "reglas de arbitraje"),
        (["torneo", "resultados", str(torneo), "--formato", "tsh"], "no tiene líneas de TSH"),
        (["torneo", "maestra", str(torneo), "--datos", str(tmp_path / "z")], "solo el portátil del director"),
        (["torneo", "maestra", str(torneo), "--datos", str(tmp_path / "director")], "no hay ninguna partida"),
        (["torneo", "emparejar", str(torneo), "--ronda", "1", "--archivo", "x.csv", "--datos",
          str(tmp_path / "director")], "no tiene emparejamientos"),
    ]
    for argv, mensaje in casos:
        assert salir(argv) != 0, argv
        err = capsys.readouterr().err
        assert mensaje in err and "Traceback" not in err, (argv, err)
    # Una sala sin partida duplicada que publicar.
    assert salir(["torneo", "unirse", str(torneo), "--sala", "A", "--datos", str(tmp_path / "a")]) == 0
    assert salir(["torneo", "publicar", "--datos", str(tmp_path / "a")]) == 1
    assert "no hay ninguna partida" in capsys.readouterr().err


# ------------------------------------------------------------------ kill -9 a mitad de publicar

_ESCRITOR = """
import sys
from pathlib import Path
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.duplicada import Anotado, Jugada, RondaSala, eslabon, origen
from app_planilla.nucleo.torneo.salas import sala_actual
datos, raiz, evento = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
p = sala_actual(datos)
jugada = Jugada(1, ("A", "E", "I", "O", "S", "T", "U"), "H8", "OUTSIE", 20)
for n in range(1, 10_000):
    anotados = tuple(Anotado(m, "Participante " + "x" * 80, "", "", "presente", 1, (n + m) % 20, 0, 0, "")
                     for m in range(1, 201))
    r = RondaSala("A", jugada, origen(evento), eslabon(origen(evento), jugada), reglas_arbitraje("fise"), anotados)
    p, s = c.publicar(datos, p, raiz, "ronda", r.a_datos())
    print(s.secuencia, flush=True)
"""


def test_kill_9_a_mitad_de_publicar_una_ronda(torneo: Path, tmp_path: Path) -> None:
    sala = tmp_path / "sala-A"
    assert salir(["torneo", "unirse", str(torneo), "--sala", "A", "--datos", str(sala)]) == 0
    evento = fusionar_salas(*leer_carpeta(torneo)).torneo.evento
    proceso = subprocess.Popen([sys.executable, "-c", _ESCRITOR, str(sala), str(torneo), evento],
                               stdout=subprocess.PIPE, text=True)
    assert proceso.stdout is not None
    for _ in range(5):
        proceso.stdout.readline()
    os.kill(proceso.pid, signal.SIGKILL)
    proceso.wait()
    torneo_json, archivos = leer_carpeta(torneo)
    f = fusionar_salas(torneo_json, archivos)
    rondas = [n for n in archivos if "/ronda-" in n]
    # Cada ronda que quedó con su nombre está entera: cuenta la última; el temporal a medias ni se lee.
    assert len(rondas) >= 5 and not f.rechazados and not f.pendientes[1:]
    assert f.estado("A") is not None and f.estado("A").corregidas == (1,)  # type: ignore[union-attr]
    assert f.estado("A").publicadas == (1,)  # type: ignore[union-attr]
    p = leer_portatil(sala, evento)
    assert p is not None and p.secuencia >= len(rondas) + 1
    republicar(sala, p, torneo)
    f2 = fusionar_salas(*leer_carpeta(torneo))
    assert not f2.rechazados and f2.estado("A").publicadas == (1,)  # type: ignore[union-attr]


# ------------------------------------------------------------------ dos partidas y un desempate

def test_dos_partidas_y_un_desempate_entre_salas(torneo: Path, tmp_path: Path, juego: tuple[PlanillaDuplicada,
                                                                                               ayuda.Plan],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from app_planilla.nucleo.duplicada.publicacion import archivo_federacion, csv_torneo
    from app_planilla.nucleo.duplicada.publicacion import torneo as de_torneo
    from app_planilla.nucleo.torneo.fusion_salas import fusionar_torneo_salas

    maestro, pl = juego
    pl = ayuda.gemelos(pl, (0, 0), (1, 0))  # el de la mesa 1 de A y el de la mesa 1 de B empatan en la partida 1
    maestro2, partida2 = ayuda.partida_maestra(RONDAS, 13, FISE)
    pl2 = ayuda.plan(SALAS, 6, partida2, 3)
    director = tmp_path / "director"
    _guardar(director, maestro)
    _guardar(director, maestro2)  # la partida 2 del almacén del juez árbitro es la 2 del torneo
    assert salir(["torneo", "maestra", str(torneo), "--partida", "1", "--datos", str(director)]) == 0
    assert salir(["torneo", "maestra", str(torneo), "--partida", "2", "--partida-torneo", "2", "--datos",
                  str(director)]) == 0
    assert f"Partida 2: Publicada la ronda {RONDAS} de la partida maestra." in capsys.readouterr().out
    for k, s in enumerate(SALAS):
        datos = _sala(tmp_path, s)
        assert salir(["torneo", "unirse", str(torneo), "--sala", s, "--datos", str(datos)]) == 0
        for numero, plan in ((1, pl), (2, pl2)):
            p, indice = ayuda.sala(plan, k, FISE)
            for n in range(1, RONDAS + 1):
                ayuda.jugar_ronda(p, plan, n, indice)
            _guardar(datos, p)
            assert salir(["torneo", "publicar", "--partida-torneo", str(numero), "--datos", str(datos)]) == 0
        assert "Atención" not in capsys.readouterr().out
    # La clasificación del torneo por la media (la de las dos partidas de un solo portátil), en texto y en el
    # CSV de la federación.
    assert salir(["torneo", "resultados", str(torneo)]) == 0
    texto = capsys.readouterr().out
    assert "2 partidas" in texto and "Clasificación del torneo" in texto and "Partida 2: 3 rondas" in texto
    verdad = de_torneo([ayuda.referencia(pl, FISE), ayuda.referencia(pl2, FISE)])
    assert salir(["torneo", "resultados", str(torneo), "--formato", "csv"]) == 0
    assert capsys.readouterr().out.encode("utf-8") == archivo_federacion(csv_torneo(verdad))
    assert salir(["torneo", "resultados", str(torneo), "--formato", "json", "--partida-torneo", "2"]) == 0
    datos = json.loads(capsys.readouterr().out)
    assert datos["partida"] == 2 and datos["partidas"] == [1, 2] and datos["contadas"] == RONDAS
    assert salir(["torneo", "resultados", str(torneo), "--partida-torneo", "3"]) == 1
    assert "el torneo tiene las partidas 1 a 2" in capsys.readouterr().err
    # Los gemelos de A y B empatan en la partida 1: el director lo ve y los desempata (gana el de B).
    assert salir(["torneo", "resultados", str(torneo), "--partida-torneo", "1"]) == 0
    texto = capsys.readouterr().out
    f = fusionar_torneo_salas(*leer_carpeta(torneo)).partida(1)
    [grupo] = [g for g in f.empates() if any(x.participante.licencia == "L000001" for x in g)]
    licencias = sorted((x.participante.licencia for x in grupo), reverse=True)  # L01… (B) antes que L00… (A)
    assert "planilla torneo desempate" in texto and f"{licencias[-1]} (" in texto
    direccion = torneo / "direccion"
    antes = sorted(direccion.iterdir())
    otro = next(x.participante.licencia for x in f.clasificacion() if x not in grupo)
    for argv, mensaje in (
        ([*licencias, "--datos", str(_sala(tmp_path, "A"))], "solo el portátil del director"),
        ([licencias[0], otro, "--datos", str(director)], "no están empatados"),
        ([*licencias, "L9999", "--datos", str(director)], "«L9999» no es un participante de la partida 1"),
        ([licencias[0], "--datos", str(director)], "entre dos participantes o más"),
    ):
        assert salir(["torneo", "desempate", str(torneo), "--partida-torneo", "1", *argv]) == 1, argv
        assert mensaje in capsys.readouterr().err, argv
    assert sorted(direccion.iterdir()) == antes  # nada publicado
    assert salir(["torneo", "desempate", str(torneo), "--partida-torneo", "1", *licencias, "--datos",
                  str(director)]) == 0
    assert "Desempate anotado (partida 1):" in capsys.readouterr().out
    assert salir(["torneo", "resultados", str(torneo), "--partida-torneo", "1", "--formato", "json"]) == 0
    datos = json.loads(capsys.readouterr().out)
    puestos = {x["licencia"]: x["puesto"] for x in datos["clasificacion"]}
    assert [puestos[x] for x in licencias] == sorted(puestos[x] for x in licencias) and not datos["conflictos"]
    assert len({puestos[x] for x in licencias}) == len(licencias)
