"""``planilla torneo``: el director y las mesas por la línea de órdenes, TSH de ida y vuelta, errores claros y
un proceso que publica matado con kill -9."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app_planilla.cli import principal
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.torneo.carpeta import leer_carpeta, leer_portatil, republicar
from app_planilla.nucleo.torneo.emparejamientos import de_tourney, de_tsh
from app_planilla.nucleo.torneo.fusion import fusionar

T = """# división A
Pérez, Ana          1800 2 3; 412 380; board 1 2; p12 2 1
Gómez, Luis         1750 1 4; 390 400; board 1 1; p12 1 2
Ruiz, Marta         1700 4 1; 350 370; board 2 2; p12 1 2
Sol, Juan           1650 3 2; 360 350; board 2 1; p12 2 1
Sola, Eva           1600 0 0; 50 -50
"""


def salir(argv: list[str]) -> int:
    try:
        return principal(argv)
    except SystemExit as e:
        return int(e.code or 0)


def _partida(datos: Path, jugadores: list[str], atriles: list[str], abre: int = 0) -> None:
    with Almacen(datos) as a:
        p = a.crear(nueva_partida(jugadores, abre=abre, reglas="fise")).planilla
        p.sumar("H4", "JAMON")
        p.sumar("6F", "ZUMOS")
        p.terminar(atriles)


@pytest.fixture
def torneo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    ev = tmp_path / "Open"
    assert salir(["torneo", "crear", str(ev), "--clase", "clasica", "--rondas", "2", "--datos",
                  str(tmp_path / "director")]) == 0
    (tmp_path / "a.t").write_text(T, encoding="utf-8")
    assert salir(["torneo", "emparejar", str(ev), "--ronda", "1", "--tsh", str(tmp_path / "a.t"), "--datos",
                  str(tmp_path / "director")]) == 0
    capsys.readouterr()
    return ev


def test_director_y_dos_mesas_hasta_las_lineas_de_tsh(torneo: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    mesa1, mesa2 = tmp_path / "m1", tmp_path / "m2"
    assert salir(["torneo", "unirse", str(torneo), "--mesa", "1", "--datos", str(mesa1)]) == 0
    assert salir(["torneo", "unirse", str(torneo), "--mesa", "2", "--datos", str(mesa2)]) == 0
    # Mesa 1, ronda 1: empieza Luis (p12 1); los nombres, como los escriba quien anota.
    _partida(mesa1, ["Luis Gómez", "Ana Pérez"], ["", "QI"])
    _partida(mesa2, ["Marta Ruiz", "Juan Sol"], ["A", ""], abre=0)
    assert salir(["torneo", "publicar", "--datos", str(mesa1)]) == 0
    assert salir(["torneo", "publicar", "--datos", str(mesa2)]) == 0
    assert "ya estaba publicado" in (capsys.readouterr(), salir(["torneo", "publicar", "--datos", str(mesa1)]),
                                     capsys.readouterr().out)[2]
    # La carpeta se mueve: la mesa la encuentra por el identificador del torneo.
    movida = torneo.with_name("Open-movido")
    torneo.rename(movida)
    assert salir(["torneo", "publicar", "--datos", str(mesa1)]) == 0
    assert "ya estaba publicado" in capsys.readouterr().out
    assert salir(["torneo", "resultados", str(movida), "--formato", "tsh"]) == 0
    tsh = capsys.readouterr().out
    assert tsh.splitlines()[0] == "a 1 A"
    assert _leer_addscore(tsh) == {1: {(2, 1), (3, 4), (5, 0)}}
    assert salir(["torneo", "resultados", str(movida), "--formato", "json"]) == 0
    datos = json.loads(capsys.readouterr().out)
    assert [(p["mesa"], p["empezo"]) for p in datos["partidas"]] == [(1, 2), (2, 3)]
    assert datos["partidas"][0]["nombre1"] == "Gómez, Luis" and "#player1" in json.dumps(datos)
    assert datos["clasificacion"]["A"][0]["numero"] in (2, 3, 5)
    assert salir(["torneo", "resultados", str(movida), "--formato", "csv"]) == 0
    assert capsys.readouterr().out.startswith("division,ronda,mesa,")
    assert salir(["torneo", "resultados", str(movida)]) == 0
    texto = capsys.readouterr().out
    assert "2 de 2 mesas" in texto and "Descanso: 5 Sola, Eva (+50)" in texto


def test_el_director_elige_entre_dos_portatiles_de_una_mesa(torneo: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    for nombre in ("m1", "m9"):
        assert salir(["torneo", "unirse", str(torneo), "--mesa", "1", "--datos", str(tmp_path / nombre)]) == 0
    _partida(tmp_path / "m9", ["Luis Gómez", "Ana Pérez"], ["", "QI"])
    assert salir(["torneo", "publicar", "--datos", str(tmp_path / "m9")]) == 0
    capsys.readouterr()
    assert salir(["torneo", "resultados", str(torneo), "--formato", "json"]) == 0
    conflicto = json.loads(capsys.readouterr().out)["conflictos"][0]
    assert conflicto["clave"] == "mesa:1"
    portatil = leer_portatil(tmp_path / "m9", _evento(torneo))
    assert portatil is not None
    m9 = next(k for k in conflicto["candidatos"] if k["portatil"] == portatil.portatil)
    director = str(tmp_path / "director")
    assert salir(["torneo", "elegir", str(torneo), "mesa:1", "abc", "--datos", director]) == 1
    assert "uno solo de los candidatos" in capsys.readouterr().err
    assert salir(["torneo", "elegir", str(torneo), "mesa:7", m9["huella"], "--datos", director]) == 1
    assert "abiertos: mesa:1" in capsys.readouterr().err
    assert salir(["torneo", "elegir", str(torneo), "mesa:1", m9["huella"][:10], "--datos", director]) == 0
    assert salir(["torneo", "resultados", str(torneo)]) == 0
    texto = capsys.readouterr().out
    assert "Conflictos" not in texto and "1 de 2 mesas" in texto
    # Eva (descanso, +50) primera; Luis segundo con la partida de la mesa elegida.
    assert re.search(r"2\. +2 Gómez, Luis +1 +\+18", texto), texto


def _evento(carpeta: Path) -> str:
    return str(json.loads((carpeta / "direccion" / "torneo.json").read_text())["evento"])


def test_errores_claros_sin_traza(torneo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mesa = tmp_path / "m"
    otro = tmp_path / "Otro"
    assert salir(["torneo", "crear", str(otro), "--clase", "clasica", "--datos", str(tmp_path / "d2")]) == 0
    capsys.readouterr()
    casos = [
        (["torneo", "publicar", "--datos", str(mesa)], "no se ha unido"),
        (["torneo", "unirse", str(tmp_path), "--mesa", "1", "--datos", str(mesa)], "no es una carpeta de torneo"),
        (["torneo", "crear", str(torneo), "--clase", "clasica", "--datos", str(mesa)], "ya es una carpeta"),
        (["torneo", "emparejar", str(torneo), "--ronda", "1", "--tsh", str(tmp_path / "a.t"), "--datos",
          str(mesa)], "solo el portátil del director"),
        (["torneo", "resultados", str(torneo), "--ronda", "9"], "rondas 1 a 2"),
        (["torneo", "resultados", str(torneo), "--division", "Z"], "no tiene la división"),
    ]
    for argv, mensaje in casos:
        assert salir(argv) == 1, argv
        err = capsys.readouterr().err
        assert mensaje in err and "Traceback" not in err
    # Mesa equivocada: los jugadores de la partida no son los de su mesa.
    assert salir(["torneo", "unirse", str(torneo), "--mesa", "2", "--datos", str(mesa)]) == 0
    _partida(mesa, ["Luis Gómez", "Ana Pérez"], ["", "QI"])
    assert salir(["torneo", "publicar", "--datos", str(mesa)]) == 1
    assert "no son los emparejados en la mesa 2" in capsys.readouterr().err
    # Un torneo.json ajeno o basura en la carpeta.
    (torneo / "direccion" / "torneo.json").write_bytes((otro / "direccion" / "torneo.json").read_bytes())
    assert salir(["torneo", "publicar", "--datos", str(mesa), "--carpeta", str(torneo)]) == 1
    assert "es de otro torneo" in capsys.readouterr().err
    (torneo / "direccion" / "torneo.json").write_bytes(b"\x00basura")
    assert salir(["torneo", "resultados", str(torneo)]) == 1
    assert "no es JSON" in capsys.readouterr().err
    for nombre in ("x.csv", "y.t"):
        (tmp_path / nombre).write_bytes(b"\xff\xfe basura;;\n1;2")
    assert salir(["torneo", "emparejar", str(otro), "--ronda", "1", "--archivo", str(tmp_path / "x.csv"),
                  "--datos", str(tmp_path / "d2")]) == 1
    assert "línea" in capsys.readouterr().err


def test_emparejamientos_de_tourney_js_iguales_que_del_t() -> None:
    jugadores: list[object] = [None]
    for n, linea in enumerate(T.splitlines()[1:], start=1):
        nombre, resto = linea[:20].strip(), linea[20:].split(";")
        rivales = [int(x) for x in resto[0].split()[1:]]
        etc = {k.split()[0]: [int(x) for x in k.split()[1:]] for k in resto[2:]}
        jugadores.append({"id": n, "name": nombre, "pairings": rivales, "scores": [int(x) for x in resto[1].split()],
                          "etc": etc})
    js = ("newt=" + json.dumps({"divisions": [{"name": "a", "players": jugadores}]}) + ";").encode()
    for ronda in (1, 2):
        assert de_tourney(js, "A", ronda) == de_tsh(T.encode(), "A", ronda)
    e = de_tsh(T.encode(), "A", 2)
    assert [(m.mesa, [j.numero for j in m.jugadores]) for m in e.mesas] == [(1, [4, 2]), (2, [1, 3])]
    assert [(x.jugador.numero, x.margen) for x in e.descansos] == [(5, -50)]


# ------------------------------------------------------------------ las líneas de TSH, leídas por su gramática

_ORDEN = re.compile(r"a (\d+) (\S+)")
_LINEA = re.compile(r"(\d+) (-?\d+) (\d+) (-?\d+) (-?\d+)")


def _leer_addscore(texto: str) -> dict[int, set[tuple[int, int]]]:
    """Lee las líneas como las toma ``addscore`` de TSH con ``entry both`` (REFERENCIA.md): ``a RONDA DIV``
    y luego ``n1 puntos1 n2 puntos2 margen``; el margen tiene que ser la resta y nadie juega dos veces por
    ronda. Devuelve por ronda las parejas (quien empezó, rival)."""
    rondas: dict[int, set[tuple[int, int]]] = {}
    ronda = None
    vistos: set[int] = set()
    for linea in texto.splitlines():
        if m := _ORDEN.fullmatch(linea):
            ronda = int(m[1])
            rondas.setdefault(ronda, set())
            vistos = set()
            continue
        m = _LINEA.fullmatch(linea)
        assert m and ronda is not None, linea
        n1, s1, n2, s2, margen = map(int, m.groups())
        assert margen == s1 - s2 and n1 != n2 and n1 not in vistos and (n2 == 0 or n2 not in vistos)
        vistos |= {n1, n2} - {0}
        rondas[ronda].add((n1, n2))
    return rondas


def test_lineas_de_tsh_contra_lineas_comprobadas_a_mano(torneo: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    mesa = tmp_path / "m1"
    assert salir(["torneo", "unirse", str(torneo), "--mesa", "1", "--datos", str(mesa)]) == 0
    # Luis abre con JAMON (44), Ana ZUMOS (38); Luis cierra y a Ana le queda QI (Q 5 + I 1): con las reglas
    # FISE, Luis 44 + 6 = 50 y Ana 38 − 6 = 32.
    _partida(mesa, ["Luis Gómez", "Ana Pérez"], ["", "QI"])
    assert salir(["torneo", "publicar", "--datos", str(mesa)]) == 0
    capsys.readouterr()
    assert salir(["torneo", "resultados", str(torneo), "--formato", "tsh"]) == 0
    salida = capsys.readouterr().out
    # Comprobadas a mano: empezó Luis (2), 50–32 → margen 18; Eva (5) descansa con +50.
    assert salida == "a 1 A\n2 50 1 32 18\n5 50 0 0 50\n"
    assert _leer_addscore(salida) == {1: {(2, 1), (5, 0)}}
    with pytest.raises(AssertionError):
        _leer_addscore("a 1 A\n2 50 1 32 -18\n")  # el margen no es la resta: la gramática lo rechaza


# ------------------------------------------------------------------ kill -9 a mitad de publicar

_ESCRITOR = """
import sys
from pathlib import Path
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.modelos import Jugador, Resultado
datos, raiz = Path(sys.argv[1]), Path(sys.argv[2])
p = c.mesa_actual(datos)
gcg = "#note " + "x" * 200_000 + "\\n"
for n in range(1, 10_000):
    r = Resultado("A", 1, 1, (Jugador(1, "A"), Jugador(2, "B")), (n, 0), 0, None, gcg)
    p, s = c.publicar(datos, p, raiz, "resultado", r.a_datos())
    print(s.secuencia, flush=True)
"""


def test_kill_9_a_mitad_de_escribir_no_deja_nada_mal_contado(torneo: Path, tmp_path: Path) -> None:
    mesa = tmp_path / "m1"
    assert salir(["torneo", "unirse", str(torneo), "--mesa", "1", "--datos", str(mesa)]) == 0
    proceso = subprocess.Popen([sys.executable, "-c", _ESCRITOR, str(mesa), str(torneo)], stdout=subprocess.PIPE,
                               text=True)
    assert proceso.stdout is not None
    for _ in range(5):
        proceso.stdout.readline()
    os.kill(proceso.pid, signal.SIGKILL)
    proceso.wait()
    torneo_json, archivos = leer_carpeta(torneo)
    f = fusionar(torneo_json, archivos)
    resultados = [n for n in archivos if "/resultado-" in n]
    # Cada archivo que quedó con su nombre está entero (sus correcciones: cuenta el último); el temporal
    # que pudo quedar a medias ni se lee.
    assert len(resultados) >= 5 and not f.pendientes and not f.rechazados and not f.conflictos
    assert len(f.partidas) == 1 and len(f.partidas[0].corrige) == len(resultados) - 1
    assert f.partidas[0].resultado.puntos[0] == len(resultados)
    # El portátil sigue: su siguiente número no repite ninguno publicado, y lo que quedó en su carpeta de
    # datos sin llegar a la del torneo se vuelve a publicar (entero) sin cambiar la cuenta.
    p = leer_portatil(mesa, f.torneo.evento)
    assert p is not None and p.secuencia >= len(resultados) + 1
    repuestos = republicar(mesa, p, torneo)
    f2 = fusionar(*leer_carpeta(torneo))
    assert len(f2.partidas) == 1 and not f2.pendientes and not f2.rechazados
    assert f2.partidas[0].resultado.puntos[0] == len(resultados) + len(repuestos)
