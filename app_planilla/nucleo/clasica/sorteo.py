"""«Sortear quién empieza» (Mattel): cada participante saca una ficha; abre quien saca la más cercana a
la A, y el comodín va antes que la A. Si empatan los mejores, vuelven a sacar solo ellos."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from app_planilla.nucleo.errores import ErrorFichas, ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion

COMODIN = "?"


def orden_ficha(letra: str, edicion: Edicion) -> int:
    """Cercanía a la A: el comodín 0, la A 1, y así en el orden de la caja (la CH tras la C)."""
    if letra == COMODIN:
        return 0
    return edicion.letras.index(letra) + 1


def leer_ficha_sorteo(texto: str, edicion: Edicion) -> str:
    """Una ficha escrita para el sorteo: una letra o dígrafo de la edición, o ``?`` para el comodín."""
    limpio = texto.strip().upper()
    if limpio == COMODIN or limpio in edicion.valores:
        return limpio
    raise ErrorFichas(
        _("«{texto}» no es una ficha de la edición: escribe una letra o ? para el comodín.").format(texto=texto.strip())
    )


@dataclass(frozen=True)
class Saca:
    """Una vuelta del sorteo: quién sacó qué."""

    participantes: tuple[int, ...]
    fichas: tuple[str, ...]


@dataclass
class Sorteo:
    """Sorteo en curso entre ``participantes`` personas."""

    participantes: int
    edicion: Edicion
    vueltas: list[Saca] = field(default_factory=list)
    empatados: tuple[int, ...] = ()
    """Quiénes tienen que sacar en la próxima vuelta (al principio, todos)."""
    abre: int | None = None
    """Resultado: índice de quien abre, cuando ya se sabe."""

    def __post_init__(self) -> None:
        if not 2 <= self.participantes <= 4:
            raise ErrorPlanilla(_("El sorteo es para 2 a 4 participantes."))
        self.empatados = tuple(range(self.participantes))

    def sacar(self, fichas: Sequence[str] | None = None, azar: random.Random | None = None) -> Saca:
        """Una vuelta: las fichas escritas (una por participante que saca) o sacadas de la bolsa."""
        if self.abre is not None:
            raise ErrorPlanilla(_("El sorteo ya ha terminado."))
        quienes = self.empatados
        if fichas is None:
            generador = azar if azar is not None else random.Random()
            bolsa = [letra for letra, n in self.edicion.cantidades.items() for _vez in range(n)]
            # Sin reposición dentro de la vuelta: cada uno saca una ficha distinta de la misma bolsa.
            sacadas = tuple(generador.sample(bolsa, len(quienes)))
        else:
            if len(fichas) != len(quienes):
                raise ErrorPlanilla(
                    _("Hacen falta {n} fichas, una por cada participante que saca.").format(n=len(quienes))
                )
            sacadas = tuple(leer_ficha_sorteo(f, self.edicion) for f in fichas)
        saca = Saca(quienes, sacadas)
        self.vueltas.append(saca)
        mejor = min(orden_ficha(f, self.edicion) for f in sacadas)
        ganadores = tuple(q for q, f in zip(quienes, sacadas, strict=True) if orden_ficha(f, self.edicion) == mejor)
        if len(ganadores) == 1:
            self.abre = ganadores[0]
        self.empatados = ganadores
        return saca


def sortear(participantes: int, edicion: Edicion, azar: random.Random | None = None) -> Sorteo:
    """Sorteo completo sacando de la bolsa hasta que no haya empate."""
    sorteo = Sorteo(participantes, edicion)
    while sorteo.abre is None:
        sorteo.sacar(azar=azar)
    return sorteo
