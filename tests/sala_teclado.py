"""Una sala sembrada de 200 participantes y 20 rondas para las pruebas de la sala y ``bench/sala.py``.

Las jugadas salen de ``tests/casos/sala_20_rondas.json`` (``herramientas/sala_sembrada.py``: atriles sorteados con
semilla, la maestra y otras jugadas con sus puntos, halladas por el buscador). Aquí solo se reparten, con semilla:
cada participante y ronda recibe una ``Papeleta`` con lo que escribe el árbitro y lo que se espera de ella (puntos,
avisos por los puntos, coordenada desplazada), sin pasar por el juicio de la papeleta. En las rondas normales,
tres de cada cuatro dan la maestra; en cuatro rondas, una sola persona la da (maestra en solitario) y otra sola la
mejor puntuación por debajo («subtop»); en todas, una de cada diez vale cero (ilegible, en blanco, tardía, palabra
no válida o sin papeleta). En total, unas 4000 papeletas, el 60 % iguales a la maestra y el 10 % a cero.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

CASO = Path(__file__).resolve().parent / "casos" / "sala_20_rondas.json"
PARTICIPANTES = 200
RONDAS_SOLO = (2, 7, 12, 17)
"""Rondas (desde 0) con una sola maestra y un solo «subtop»."""

NOMBRES = ("Ana", "Bea", "Carlos", "Dolores", "Elena", "Fermín", "Gloria", "Héctor", "Inés", "Jaime", "Lucía",
           "Marcos", "Nuria", "Óscar", "Paula", "Ramón", "Sara", "Tomás", "Úrsula", "Víctor")
APELLIDOS = ("García", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno", "Álvarez")
CLUBES = ("Club Scrabble Madrid", "Club de Palabras de Sevilla", "Letras Canarias", "Club Barcelona")

# Las claves de los ceros, como las escribe el árbitro («-7»: papeleta ilegible…), con su motivo del núcleo.
CEROS = {"ilegible": 7, "en_blanco": 8, "tardia": 6, "palabra_no_valida": 1, "sin_papeleta": 0}


@dataclass(frozen=True)
class Papeleta:
    """Lo que el árbitro teclea para un participante en una ronda y lo que se espera."""

    tipo: str
    """``maestra``, ``otra``, ``sin_puntos``, ``puntos_mal``, ``desplazada`` o una clave de ``CEROS``."""
    texto: str = ""
    """La papeleta (``H4 JAMON 44``), vacía para la maestra y los ceros sin papeleta escrita."""
    puntos: int = 0
    """Los de la jugada (la maestra, la otra o la buena de la desplazada); 0 en un cero."""

    @property
    def cero(self) -> bool:
        return self.tipo in CEROS


@dataclass(frozen=True)
class Ronda:
    atril: str
    coordenada: str
    palabra: str
    maestra: int
    papeletas: tuple[Papeleta, ...]
    """Una por participante, en su orden."""

    def grupos(self) -> Iterator[tuple[str, tuple[int, ...]]]:
        """Los participantes con la misma papeleta (tipo y texto): así los anota el árbitro de una vez."""
        grupos: dict[tuple[str, str], list[int]] = {}
        for i, p in enumerate(self.papeletas):
            grupos.setdefault((p.tipo, p.texto), []).append(i)
        for (tipo, texto), quienes in grupos.items():
            yield (tipo if tipo == "maestra" or tipo in CEROS else texto), tuple(quienes)


@dataclass(frozen=True)
class Inscrito:
    nombre: str
    mesa: int
    licencia: str
    club: str


def inscritos(n: int = PARTICIPANTES, semilla: int = 11) -> tuple[Inscrito, ...]:
    azar = random.Random(semilla)
    nombres = [f"{a} {b}" for b in APELLIDOS for a in NOMBRES]
    azar.shuffle(nombres)
    return tuple(Inscrito(nombres[i], i + 1, f"E{1000 + i}", CLUBES[azar.randrange(len(CLUBES))]) for i in range(n))


def rondas(n: int = PARTICIPANTES, semilla: int = 5, cuantas: int = 20) -> tuple[Ronda, ...]:
    datos = json.loads(CASO.read_text(encoding="utf-8"))["rondas"][:cuantas]
    azar = random.Random(semilla)
    resultado = []
    for r, ronda in enumerate(datos):
        m = ronda["maestra"]
        otras = ronda["otras"]
        desplazada = ronda["desplazada"]
        tipos: list[Papeleta] = []
        for _ in range(n):
            x = azar.random()
            if x < 0.10:
                tipo = azar.choice(list(CEROS))
                texto = ""
                if tipo == "palabra_no_valida":
                    o = azar.choice(otras)
                    texto = f"{o['coordenada']} {o['palabra']} {o['puntos']}"
                tipos.append(Papeleta(tipo, texto))
            elif r not in RONDAS_SOLO and x < 0.85:
                tipos.append(Papeleta("maestra", "", m["puntos"]))
            else:
                tipos.append(_otra(azar, otras[1:] if r in RONDAS_SOLO else otras, desplazada))
        if r in RONDAS_SOLO:
            # Una sola maestra y un solo «subtop» (la mejor de las otras), en dos que no tenían un cero.
            sin_cero = [i for i, p in enumerate(tipos) if not p.cero]
            solo, subtop = azar.sample(sin_cero, 2)
            tipos[solo] = Papeleta("maestra", "", m["puntos"])
            o = otras[0]
            tipos[subtop] = Papeleta("otra", f"{o['coordenada']} {o['palabra']} {o['puntos']}", o["puntos"])
        resultado.append(Ronda(ronda["atril"], m["coordenada"], m["palabra"], m["puntos"], tuple(tipos)))
    return tuple(resultado)


def _otra(azar: random.Random, otras: list[dict[str, object]], desplazada: dict[str, object] | None) -> Papeleta:
    y = azar.random()
    if y < 0.12 and desplazada is not None:
        return Papeleta("desplazada", f"{desplazada['coordenada']} {desplazada['palabra']} {desplazada['puntos']}",
                        int(str(desplazada["puntos"])))
    o = azar.choice(otras)
    puntos = int(str(o["puntos"]))
    if y < 0.22:
        return Papeleta("sin_puntos", f"{o['coordenada']} {o['palabra']}", puntos)
    if y < 0.30:
        return Papeleta("puntos_mal", f"{o['coordenada']} {o['palabra']} {puntos + 1}", puntos)
    return Papeleta("otra", f"{o['coordenada']} {o['palabra']} {puntos}", puntos)


__all__ = ["CEROS", "PARTICIPANTES", "Inscrito", "Papeleta", "Ronda", "inscritos", "rondas"]
