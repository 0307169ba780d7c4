"""``planilla maestra`` en sus peores casos, proceso entero: tiempo y memoria máxima de cada uno, como proporción
de la línea base medida en la misma ejecución (la lista incluida, un atril sin comodines, tablero vacío).

Casos (issue 23, punto 10): con las listas incluidas, el atril de dos comodines más lento (se busca entre
atriles de las letras más frecuentes, en el tablero vacío y antes de jugadas de partidas reales de
``../shared/datos/gcg``) con ``--cuantas`` al máximo; y lo que se rechaza: ``/dev/zero``, ``/dev/urandom``,
una tubería como lista y como tablero, una carpeta, un fichero disperso de 50 MB, 16 MB de líneas cortas,
siete comodines, ``--cuantas`` de un millón. Objetivo: cada uno responde o se rechaza en ≤ 2 s y ≤ 300 MB.

Aparte, una sola vez (no caben en el objetivo y se dice por qué): la lista española incluida como lista propia
(construir su grafo la primera vez, y después ya guardado) y 16 MB de palabras al azar (el grafo pasa del tope
de nodos y se rechaza). Uso: ``.venv/bin/python bench/maestra_limites.py [REPETICIONES]``.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from comun import entorno_proceso, medianas_alternas

RAIZ = Path(__file__).resolve().parent.parent
COMPARTIDO = RAIZ.parent / "shared" / "datos"
SEGUNDOS = 2.0
MEGAS = 300
ATRILES = 8
POSICIONES = 4

# ``planilla maestra`` dentro de un proceso que, al acabar, dice su memoria máxima (la suya y la del proceso que
# construye el grafo de una lista propia).
ENVOLTORIO = r"""
import contextlib, io, json, resource, sys
from app_planilla.cli import principal
salida = io.StringIO()
with contextlib.redirect_stdout(salida), contextlib.redirect_stderr(salida):
    try:
        estado = principal(sys.argv[1:])
    except SystemExit as e:
        estado = e.code
propia = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
hijos = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps({"estado": estado, "kb": max(propia, hijos), "dice": salida.getvalue().strip()[-160:]}))
"""


def _proceso(argv: list[str], entorno: dict[str, str]) -> tuple[float, float, str]:
    """Segundos (proceso entero), MB de memoria máxima y lo que dice (estado y última línea) ``planilla argv``."""
    inicio = time.perf_counter()
    hecho = subprocess.run([sys.executable, "-c", ENVOLTORIO, *argv], capture_output=True, text=True, env=entorno,
                           timeout=600, check=True)
    segundos = time.perf_counter() - inicio
    datos = json.loads(hecho.stdout)
    dice = datos["dice"].splitlines()[-1] if datos["dice"] else ""
    return segundos, datos["kb"] / 1024, f"{datos['estado']}: {dice}"


def medir(argv: list[str], entorno: dict[str, str]) -> tuple[float, float]:
    return _proceso(argv, entorno)[:2]


def _peor_atril(codigo: str) -> tuple[list[str], str, float]:
    """El atril de dos comodines (y la posición) que más tarda con la lista incluida, buscando en el proceso."""
    from app_planilla.cli.maestra import MAX_CUANTAS, _posicion_gcg
    from app_planilla.listas import grafo_incluido
    from app_planilla.nucleo.duplicada.atril import leer_atril
    from app_planilla.nucleo.errores import ErrorPlanilla
    from app_planilla.nucleo.juego.ediciones import edicion
    from app_planilla.nucleo.juego.maestra import buscar
    from app_planilla.nucleo.juego.tablero import Tablero

    ed = edicion(codigo)
    grafo = grafo_incluido(codigo)
    azar = random.Random(23)
    # Las letras más frecuentes de la bolsa: las que más palabras forman.
    frecuentes = sorted((n, letra) for letra, n in ed.cantidades.items() if letra != "?" and len(letra) == 1)
    letras = [letra for _n, letra in frecuentes[-10:]]
    atriles = [("".join(azar.sample(letras, 5)) + "??") for _ in range(ATRILES)]
    posiciones: list[tuple[list[str], object]] = [([], Tablero())]
    archivos = sorted((COMPARTIDO / "gcg" / codigo).glob("*.gcg"))
    for archivo in azar.sample(archivos, min(POSICIONES, len(archivos))):
        contenido = archivo.read_bytes()
        jugada = azar.randint(5, 15)
        try:
            tablero, ed_archivo = _posicion_gcg(contenido, jugada)
        except ErrorPlanilla:  # un archivo que no llega a esa jugada: se prueba otro
            continue
        if ed_archivo is ed:
            posiciones.append((["--tablero", str(archivo), "--jugada", str(jugada)], tablero))
    peor: tuple[list[str], str, float] = ([], "", -1.0)
    for origen, tablero in posiciones:
        for atril in atriles:
            t = time.perf_counter()
            buscar(tablero, leer_atril(atril, ed), grafo, ed, MAX_CUANTAS)  # type: ignore[arg-type]
            segundos = time.perf_counter() - t
            if segundos > peor[2]:
                peor = (origen, atril, segundos)
    return peor


def main() -> int:
    from app_planilla.cli.maestra import MAX_CUANTAS

    repeticiones = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    with tempfile.TemporaryDirectory() as tmp:
        carpeta = Path(tmp)
        entorno = entorno_proceso(carpeta, PLANILLA_IDIOMA="es")
        vacios = {}
        for codigo, distribucion in (("es", "spanish"), ("en", "english")):
            vacios[codigo] = carpeta / f"vacio-{codigo}.gcg"
            vacios[codigo].write_text(f"#player1 a Ana\n#player2 b Bea\n#tile-distribution {distribucion}\n",
                                      encoding="utf-8")
        tuberia = carpeta / "tuberia"
        os.mkfifo(tuberia)
        disperso = carpeta / "disperso.txt"
        with open(disperso, "wb") as f:
            f.truncate(50 * 1024 * 1024)
        cortas = carpeta / "cortas.txt"
        cortas.write_bytes(b"ab\n" * (16 * 1024 * 1024 // 3 - 10))
        datos = ["--datos", str(carpeta / "datos")]

        def maestra(codigo: str, *resto: str, tablero: list[str] | None = None) -> list[str]:
            return ["maestra", "--edicion", codigo, *(tablero or ["--tablero", str(vacios[codigo])]), *datos, *resto]

        casos: dict[str, list[str]] = {"base": maestra("es", "--atril", "AEIOSRN")}
        for codigo in ("es", "en"):
            origen, atril, _s = _peor_atril(codigo)
            donde = f"antes de la jugada {origen[-1]} de {Path(origen[1]).name}" if origen else "tablero vacío"
            casos[f"[{codigo}] peor atril {atril}, {donde}, --cuantas {MAX_CUANTAS}"] = maestra(
                codigo, "--atril", atril, "--cuantas", str(MAX_CUANTAS), tablero=origen or None)
        atril = ["--atril", "AEIOSR?"]
        casos |= {
            "--lista /dev/zero": maestra("es", *atril, "--lista", "/dev/zero"),
            "--lista /dev/urandom": maestra("es", *atril, "--lista", "/dev/urandom"),
            "--lista tubería (FIFO)": maestra("es", *atril, "--lista", str(tuberia)),
            "--tablero tubería (FIFO)": maestra("es", *atril, tablero=["--tablero", str(tuberia)]),
            "--lista carpeta": maestra("es", *atril, "--lista", str(carpeta)),
            "--lista de 50 MB (dispersa)": maestra("es", *atril, "--lista", str(disperso)),
            "--lista de 16 MB de líneas cortas": maestra("es", *atril, "--lista", str(cortas)),
            "siete comodines": maestra("es", "--atril", "???????"),
            "--cuantas 1000000": maestra("es", *atril, "--cuantas", "1000000"),
        }
        medianas = medianas_alternas(
            {caso: lambda argv=argv: medir(argv, entorno) for caso, argv in casos.items()}, repeticiones)
        base_s, base_mb = medianas["base"]
        print(f"{len(casos) - 1} casos frente a la línea base (lista incluida, AEIOSRN, tablero vacío), "
              f"medianas de {repeticiones} procesos:")
        ancho = max(map(len, casos)) + 1
        fuera = []
        for caso, (s, mb) in medianas.items():
            dice = "" if caso == "base" else f"  → {_proceso(casos[caso], entorno)[2]}"
            print(f"  {caso + ':':{ancho}} {s:5.2f} s ({s / base_s:4.2f}×), {mb:4.0f} MB ({mb / base_mb:4.2f}×){dice}")
            if s > SEGUNDOS or mb > MEGAS:
                fuera.append(caso)

        # Una vez: construir el grafo de una lista propia no cabe en 2 s (ni se pretende: se guarda y la segunda
        # vez se carga); lo que se mide es que acaba, y cuánto.
        espanola = COMPARTIDO / "listas" / "letterpress-es.txt.gz"
        una_vez: dict[str, list[str]] = {}
        if espanola.exists():
            propia = carpeta / "propia.txt"
            propia.write_bytes(gzip.decompress(espanola.read_bytes()))
            una_vez["lista propia = la española (636.598 palabras), primera vez"] = maestra(
                "es", *atril, "--lista", str(propia))
            una_vez["la misma, con su grafo ya guardado"] = maestra("es", *atril, "--lista", str(propia))
        azar = random.Random(10)
        letras = "abcdefghijlmnopqrstuvxyz"
        al_azar = carpeta / "azar.txt"
        with open(al_azar, "w", encoding="ascii") as f:
            escritos = 0
            while escritos < 16 * 1024 * 1024 - 20:
                f.write("".join(azar.choice(letras) for _ in range(8)) + "\n")
                escritos += 9
        una_vez["16 MB de palabras al azar, primera vez"] = maestra("es", *atril, "--lista", str(al_azar))
        print("Una vez (construir el grafo de una lista propia):")
        for caso, argv in una_vez.items():
            s, mb, dice = _proceso(argv, entorno)
            print(f"  {caso + ':':{ancho}} {s:5.2f} s ({s / base_s:4.2f}×), {mb:4.0f} MB ({mb / base_mb:4.2f}×)"
                  f"  → {dice}")
    estado = "bien" if not fuera else "POR ENCIMA DEL OBJETIVO: " + "; ".join(fuera)
    print(f"objetivo (≤ {SEGUNDOS:.0f} s y ≤ {MEGAS} MB cada caso, salvo construir un grafo): {estado}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
