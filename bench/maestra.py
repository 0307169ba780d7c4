"""Buscador de jugadas maestras: tiempo por posición, memoria, construcción y carga del grafo, y una línea
base medida en la misma ejecución (la misma búsqueda con consultas de prefijo al trie MARISA incluido).

Posiciones: las de las partidas reales de ``../shared/datos/gcg`` (antes de cada jugada, con el atril que
anota el GCG) y las de partidas aleatorias con jugadas legales (cada turno, la mejor jugada de un atril
sacado de la bolsa). Objetivos (issue 17), por edición: todas las jugadas de una posición sin comodín en
mediana ≤ 50 ms y p95 ≤ 150 ms; las 10 mejores con dos comodines en p95 ≤ 1 s; la estructura cargada ≤ 150 MB,
construirla ≤ 10 s y cargarla ≤ 1 s.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from app_planilla.exportar.gcg.lectura import TipoGcg, decodificar, leer_gcg, reproducir
from app_planilla.listas import cargar_incluida, grafo_incluido
from app_planilla.nucleo.duplicada.atril import leer_atril
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion, edicion
from app_planilla.nucleo.juego.grafo import Grafo
from app_planilla.nucleo.juego.maestra import buscar
from app_planilla.nucleo.juego.puntuacion import colocar
from app_planilla.nucleo.juego.tablero import Tablero

RAIZ = Path(__file__).resolve().parent.parent
COMPARTIDO = RAIZ.parent / "shared" / "datos"
PARTIDAS_ALEATORIAS = 3
POSICIONES_COMODINES = 25
POSICIONES_BASE = 12

Posicion = tuple[Tablero, tuple[str, ...]]


def _reales(ed: Edicion) -> list[Posicion]:
    posiciones: list[Posicion] = []
    for archivo in sorted((COMPARTIDO / "gcg" / ed.codigo).glob("*.gcg")):
        partida = leer_gcg(decodificar(archivo.read_bytes()))
        if partida.edicion is not ed:
            continue
        tablero = Tablero()
        antes = tablero.copia()
        try:
            for evento, _r in reproducir(partida, tablero):
                if evento.tipo is TipoGcg.JUGADA and evento.atril:
                    try:
                        posiciones.append((antes, leer_atril(evento.atril, ed)))
                    except ErrorPlanilla:
                        pass
                antes = tablero.copia()
        except ErrorPlanilla:
            pass  # una jugada que el núcleo no acepta: hasta ahí
    return posiciones


def _aleatorias(ed: Edicion, grafo: Grafo, azar: random.Random) -> list[Posicion]:
    posiciones: list[Posicion] = []
    for _ in range(PARTIDAS_ALEATORIAS):
        bolsa = [letra for letra, n in ed.cantidades.items() if letra != "?" for _ in range(n)]
        azar.shuffle(bolsa)
        atril: list[str] = []
        tablero = Tablero()
        while True:
            while len(atril) < 7 and bolsa:
                atril.append(bolsa.pop())
            posiciones.append((tablero.copia(), tuple(atril)))
            mejores = buscar(tablero, atril, grafo, ed, cuantas=1)
            if not mejores:
                break
            colocar(tablero, mejores[0].fichas())
            for _c, f in mejores[0].nuevas:
                atril.remove(f.letra)
    return posiciones


def _p95(valores: list[float]) -> float:
    return statistics.quantiles(valores, n=20, method="inclusive")[-1] if len(valores) > 1 else valores[0]


def _tiempos(posiciones: list[Posicion], grafo: Any, ed: Edicion, cuantas: int | None) -> list[float]:
    tiempos = []
    for tablero, atril in posiciones:
        t = time.perf_counter()
        buscar(tablero, atril, grafo, ed, cuantas)
        tiempos.append(time.perf_counter() - t)
    return tiempos


class _PrefijosMarisa:
    """La línea base: el mismo buscador, pero cada «nodo» es un prefijo y sus aristas se averiguan con
    consultas de prefijo al trie MARISA (``iterkeys(prefijo)``, una por letra del alfabeto), sin asa de nodo.
    Dentro de una búsqueda se recuerda lo ya preguntado de cada prefijo (si no, sería aún más lenta)."""

    def __init__(self, trie: Any, grafo: Grafo) -> None:
        self.trie = trie
        self.alfabeto = grafo.alfabeto
        self._letras = [letra.lower() for letra in grafo.alfabeto]
        self._prefijos = [""]
        self._ids = {"": 0}
        self._mascaras: dict[int, int] = {}
        self.raiz = 0
        self.mascaras = _Perezoso(self._mascara)
        self.primeros = _Perezoso(lambda n: n * 32)
        self.destinos = _Perezoso(self._destino)
        # Sin grafo no se sabe cuánto puede crecer una palabra: el máximo (solo cuenta al podar las K mejores).
        self.alcances = _Perezoso(lambda n: 15)

    def _mascara(self, nodo: int) -> int:
        m = self._mascaras.get(nodo)
        if m is None:
            p = self._prefijos[nodo]
            m = int(p in self.trie) if p else 0
            for i, letra in enumerate(self._letras, start=1):
                if next(self.trie.iterkeys(p + letra), None) is not None:
                    m |= 1 << i
            self._mascaras[nodo] = m
        return m

    def _destino(self, k: int) -> int:
        nodo, rango = divmod(k, 32)
        m = self._mascara(nodo) >> 1
        letra = 0
        while True:
            letra += 1
            if m & 1:
                if rango == 0:
                    break
                rango -= 1
            m >>= 1
        p = self._prefijos[nodo] + self._letras[letra - 1]
        hijo = self._ids.get(p)
        if hijo is None:
            hijo = self._ids[p] = len(self._prefijos)
            self._prefijos.append(p)
        return hijo

    def hijo(self, nodo: int, letra: int) -> int:
        m = self._mascara(nodo)
        bit = 1 << letra
        if not m & bit:
            return -1
        return self._destino(nodo * 32 + (m & (bit - 2)).bit_count())

    # El mismo recorrido que el grafo, sobre el ``hijo`` de aquí: solo cambia cómo se baja un nodo.
    recorrer = Grafo.recorrer


class _Perezoso:
    def __init__(self, funcion: Any) -> None:
        self.funcion = funcion

    def __getitem__(self, i: int) -> int:
        return int(self.funcion(i))


CODIGO_MEMORIA = r"""
import json, sys, time
def rss():
    for linea in open("/proc/self/status"):
        if linea.startswith("VmRSS:"):
            return int(linea.split()[1]) * 1024
from app_planilla.nucleo.juego.grafo import Grafo, construir
from app_planilla.nucleo.juego.ediciones import edicion
from app_planilla.listas import grafo_incluido
import gzip
codigo, origen = sys.argv[1], sys.argv[2]
antes = rss(); t = time.perf_counter()
grafo = grafo_incluido(codigo)
carga = time.perf_counter() - t
memoria = rss() - antes
palabras = gzip.decompress(open(origen, "rb").read()).decode("utf-8").split()
t = time.perf_counter()
construir(palabras, edicion(codigo))
construccion = time.perf_counter() - t
print(json.dumps({"carga": carga, "memoria": memoria, "construccion": construccion, "nodos": len(grafo.mascaras)}))
"""


def _proceso(codigo: str) -> dict[str, float]:
    origen = COMPARTIDO / "listas" / f"letterpress-{codigo}.txt.gz"
    r = subprocess.run(
        [sys.executable, "-c", CODIGO_MEMORIA, codigo, str(origen)], capture_output=True, text=True, check=True
    )
    return json.loads(r.stdout)  # type: ignore[no-any-return]


def medir(codigo: str) -> bool:
    ed = edicion(codigo)
    grafo = grafo_incluido(codigo)
    azar = random.Random(17)
    reales = _reales(ed)
    posiciones = reales + _aleatorias(ed, grafo, azar)
    sin_comodin = [(t, tuple(f for f in a if f != "?")) for t, a in posiciones]
    sin_comodin = [(t, a) for t, a in sin_comodin if a]
    # Dos comodines: dos fichas del atril pasan a ser comodines.
    muestra = azar.sample(posiciones, min(POSICIONES_COMODINES, len(posiciones)))
    letras = [(t, tuple(f for f in a if f != "?")) for t, a in muestra]
    con_dos = [(t, (*a[:5], "?", "?")) for t, a in letras if len(a) >= 5]
    todas = _tiempos(sin_comodin, grafo, ed, None)
    dos = _tiempos(con_dos, grafo, ed, 10)
    base_muestra = azar.sample(sin_comodin, min(POSICIONES_BASE, len(sin_comodin)))
    trie = cargar_incluida(codigo)
    propio = _tiempos(base_muestra, grafo, ed, None)
    base = [
        _tiempos([p], _PrefijosMarisa(trie, grafo), ed, None)[0]  # un adaptador nuevo por búsqueda
        for p in base_muestra
    ]
    proceso = _proceso(codigo)
    mediana, p95, p95_dos = statistics.median(todas), _p95(todas), _p95(dos)
    nodos = f"{int(proceso['nodos']):,}".replace(",", ".")
    print(f"[{codigo}] {len(sin_comodin)} posiciones ({len(reales)} de partidas reales), grafo de {nodos} nodos")
    print(f"  todas las jugadas, sin comodín: mediana {mediana * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms")
    print(f"  10 mejores con dos comodines ({len(con_dos)} posiciones): p95 {p95_dos * 1000:.0f} ms, "
          f"máximo {max(dos) * 1000:.0f} ms")
    print(f"  memoria del grafo cargado {proceso['memoria'] / 2**20:.1f} MB, carga {proceso['carga'] * 1000:.1f} ms, "
          f"construcción {proceso['construccion']:.1f} s")
    razon = statistics.median(b / p for b, p in zip(base, propio, strict=True))
    print(f"  línea base (prefijos en el trie MARISA, {len(base)} posiciones): mediana "
          f"{statistics.median(base) * 1000:.0f} ms frente a {statistics.median(propio) * 1000:.0f} ms; "
          f"razón base/grafo {razon:.1f}×")
    return (
        mediana <= 0.05 and p95 <= 0.15 and p95_dos <= 1.0 and proceso["memoria"] <= 150 * 2**20
        and proceso["construccion"] <= 10 and proceso["carga"] <= 1
    )


def main() -> None:
    resultados = [medir(codigo) for codigo in ("es", "en")]
    estado = "bien" if all(resultados) else "POR ENCIMA DEL OBJETIVO"
    print(f"objetivos (50/150 ms, 1 s con dos comodines, 150 MB, 10 s, 1 s): {estado}")


if __name__ == "__main__":
    main()
