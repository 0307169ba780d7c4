"""Velocidad de la importación GCG con archivos del tamaño máximo (1 MB) de formas distintas.

Línea base en la misma ejecución: leer los mismos bytes del disco, pasarlos a texto y partirlos en líneas
(lo mínimo que cualquier lector hace). Objetivo: ≤ 1 s por megabyte, sea cual sea la forma del archivo.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from app_planilla.exportar.gcg.importar import leer_planilla_gcg
from app_planilla.exportar.gcg.lectura import MAX_BYTES, ErrorGcg

REPETICIONES = 3
CABECERA = "#player1 ana Ana\n#player2 bea Bea\n"
JUGADA = ">ana: AJMNO 8D JAMON +44 44\n"


def _lleno(cabecera: str, linea: str) -> bytes:
    veces = (MAX_BYTES - len(cabecera.encode())) // len(linea.encode())
    return (cabecera + linea * veces).encode()


def _formas() -> dict[str, bytes]:
    pases = "".join(f">{'ana' if i % 2 == 0 else 'bea'}: - +0 0\n" for i in range(19_990))
    return {
        "notas tras una jugada": _lleno(CABECERA + JUGADA, "#note una nota cualquiera\n"),
        "notas antes de jugar": _lleno("", "#note una nota cualquiera\n")[: -len(CABECERA + JUGADA)]
        + (CABECERA + JUGADA).encode(),
        "nota en varias líneas": _lleno(CABECERA + JUGADA + "#note empieza\n", "y sigue en otra línea\n"),
        "20 000 pases y notas": _lleno(CABECERA + pases, "#note al final\n"),
        "una línea de 1 MB": (CABECERA + ">ana: 8D " + "A" * (MAX_BYTES - 60) + " +1 1\n").encode(),
        "solo CR": _lleno(CABECERA + JUGADA, "#note una nota cualquiera\n").replace(b"\n", b"\r"),
    }


def _base(ruta: Path) -> float:
    inicio = time.perf_counter()
    ruta.read_bytes().decode("utf-8").splitlines()
    return time.perf_counter() - inicio


def _importar(ruta: Path) -> float:
    inicio = time.perf_counter()
    try:
        leer_planilla_gcg(ruta.read_bytes())
    except ErrorGcg:
        pass  # la palabra de 1 MB se rechaza: cuenta lo que tarda en decirlo
    return time.perf_counter() - inicio


def main() -> None:
    print(f"importar GCG de hasta {MAX_BYTES // 1024} KB, mediana de {REPETICIONES}")
    peor = 0.0
    with tempfile.TemporaryDirectory() as carpeta:
        for nombre, datos in _formas().items():
            ruta = Path(carpeta) / "partida.gcg"
            ruta.write_bytes(datos)
            base = statistics.median(_base(ruta) for _ in range(REPETICIONES))
            importar = statistics.median(_importar(ruta) for _ in range(REPETICIONES))
            por_mega = importar / (len(datos) / 1e6)
            peor = max(peor, por_mega)
            print(
                f"{nombre:24} {len(datos) / 1e6:5.2f} MB  leer {base * 1e3:7.1f} ms  "
                f"importar {importar * 1e3:7.1f} ms  razón {importar / base:6.0f}×"
            )
    print(f"peor: {peor:.2f} s por MB   objetivo ≤ 1 s: {'sí' if peor <= 1 else 'NO'}")


if __name__ == "__main__":
    main()
