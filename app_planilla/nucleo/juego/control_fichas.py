"""Panel de fichas: cuántas de cada letra quedan por salir, según las jugadas calculadas en el tablero.

Las jugadas anotadas solo con puntos no dicen qué letras se usaron: no se descuentan, y se cuentan aparte.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha

COMODIN = "?"
FICHAS_POR_ATRIL = 7


def clave(ficha: Ficha) -> str:
    """La casilla del control a la que corresponde una ficha: su letra, o ``?`` si es comodín."""
    return COMODIN if ficha.comodin else ficha.letra


@dataclass(frozen=True)
class Recuento:
    """Lo que el panel de fichas muestra."""

    edicion: Edicion
    total: dict[str, int]
    """Cuántas trae la caja de cada letra (``?`` = comodines)."""
    salidas: dict[str, int]
    """Cuántas han salido al tablero."""
    atriles: int
    """Atriles de siete fichas que hay en juego (uno por participante; uno solo en duplicada)."""
    jugadas_sin_fichas: int
    """Jugadas anotadas solo con puntos: no se descuentan."""

    def quedan(self, letra: str) -> int:
        """Las que aún no han salido (negativo si alguna jugada está mal anotada)."""
        return self.total[letra] - self.salidas.get(letra, 0)

    @property
    def fuera_del_tablero(self) -> int:
        """Fichas que aún no han salido al tablero (bolsa y atriles)."""
        return sum(max(0, self.quedan(letra)) for letra in self.total)

    @property
    def en_la_bolsa(self) -> int:
        """Las que siguen en la bolsa mientras cada atril tiene siete."""
        return max(0, self.fuera_del_tablero - FICHAS_POR_ATRIL * self.atriles)

    @property
    def vocales(self) -> int:
        return sum(max(0, self.quedan(v)) for v in self.edicion.vocales if v in self.total)

    @property
    def comodines(self) -> int:
        return max(0, self.quedan(COMODIN))

    @property
    def consonantes(self) -> int:
        return self.fuera_del_tablero - self.vocales - self.comodines

    @property
    def excedidas(self) -> list[str]:
        """Letras usadas más veces de las que trae la caja: alguna jugada está mal anotada."""
        return [letra for letra in self.total if self.quedan(letra) < 0]

    def avisos(self) -> list[str]:
        avisos = []
        for letra in self.excedidas:
            if letra == COMODIN:
                aviso = _(
                    "Han salido {salidas} fichas de comodines y la caja trae {total}: alguna jugada está mal anotada."
                )
            else:
                aviso = _(
                    "Han salido {salidas} fichas de la {letra} y la caja trae {total}: alguna jugada está mal anotada."
                )
            avisos.append(aviso.format(salidas=self.salidas[letra], letra=letra, total=self.total[letra]))
        return avisos


def recuento(
    edicion: Edicion, jugadas: Iterable[Iterable[Ficha]], atriles: int, jugadas_sin_fichas: int = 0
) -> Recuento:
    """Cuenta las fichas de las jugadas calculadas en el tablero (las que llegan al tablero)."""
    salidas: Counter[str] = Counter()
    for fichas in jugadas:
        salidas.update(clave(f) for f in fichas)
    return Recuento(edicion, dict(edicion.cantidades), dict(salidas), atriles, jugadas_sin_fichas)
