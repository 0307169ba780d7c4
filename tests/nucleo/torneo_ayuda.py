"""Un torneo en memoria para las pruebas de la fusión: archivos sellados como los escribe un portátil."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from app_planilla.nucleo.torneo.modelos import (
    Decision,
    Descanso,
    Emparejamiento,
    Jugador,
    Mesa,
    Resultado,
    Torneo,
    Union,
)
from app_planilla.nucleo.torneo.sobres import (
    DECISION,
    EMPAREJAMIENTOS,
    RESULTADO,
    UNION,
    contenido,
    sellar,
)

_ids = (f"{n:032x}" for n in itertools.count(0xA0000000000000000000000000000001))


def nuevo() -> str:
    return next(_ids)


@dataclass
class Evento:
    divisiones: tuple[str, ...] = ("A",)
    rondas: int = 7
    torneo: Torneo = field(init=False)
    secuencias: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.torneo = Torneo(nuevo(), "Open", "clasica", self.divisiones, self.rondas, "fise", nuevo())

    @property
    def director(self) -> str:
        return self.torneo.director

    def archivo(self, portatil: str, tipo: str, datos: dict[str, object], secuencia: int | None = None,
                evento: str | None = None) -> tuple[str, bytes]:
        if secuencia is None:
            secuencia = self.secuencias.get(portatil, 0) + 1
        self.secuencias[portatil] = max(secuencia, self.secuencias.get(portatil, 0))
        sobre = sellar(evento or self.torneo.evento, portatil, secuencia, tipo, datos)
        carpeta = "direccion" if tipo in (EMPAREJAMIENTOS, DECISION) else "mesas"
        return f"{carpeta}/{sobre.nombre}", contenido(sobre)

    def union(self, portatil: str, mesa: int, **k: object) -> tuple[str, bytes]:
        return self.archivo(portatil, UNION, Union(mesa).a_datos(), **k)  # type: ignore[arg-type]

    def emparejar(self, ronda: int, mesas: list[tuple[int, int, int]], descansos: tuple[tuple[int, int], ...] = (),
                  division: str = "A") -> tuple[str, bytes]:
        emp = Emparejamiento(division, ronda, tuple(
            Mesa(m, (Jugador(a, f"J{a}"), Jugador(b, f"J{b}"))) for m, a, b in mesas),
            tuple(Descanso(Jugador(n, f"J{n}"), margen) for n, margen in descansos))
        return self.archivo(self.director, EMPAREJAMIENTOS, emp.a_datos())

    def resultado(self, portatil: str, ronda: int, mesa: int, a: int, sa: int, b: int, sb: int, *,
                  empezo: int = 0, division: str = "A", pierde: int | None = None, **k: object) -> tuple[str, bytes]:
        r = Resultado(division, ronda, mesa, (Jugador(a, f"J{a}"), Jugador(b, f"J{b}")), (sa, sb), empezo, pierde,
                      f"#player1 J{a}\n")
        return self.archivo(portatil, RESULTADO, r.a_datos(), **k)  # type: ignore[arg-type]

    def decision(self, conflicto: str, elegido: str) -> tuple[str, bytes]:
        return self.archivo(self.director, DECISION, Decision(conflicto, elegido).a_datos())
