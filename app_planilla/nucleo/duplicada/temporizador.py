"""Temporizador de ronda de la partida duplicada: 1, 2 o 3 minutos (3 en la FISE, art. 13) y sus avisos."""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.relojes import FuenteTiempo

DURACIONES_S = (60, 120, 180)


class Aviso(enum.Enum):
    """Llamadas habituales del árbitro durante la ronda; su valor, los segundos que quedan. ``texto`` es lo que
    se ve y, si hay voz, se dice."""

    UN_MINUTO = 60
    TREINTA_SEGUNDOS = 30
    ALCEN = 5
    TIEMPO = 0

    @property
    def texto(self) -> str:
        return {
            Aviso.UN_MINUTO: _("Queda un minuto"),
            Aviso.TREINTA_SEGUNDOS: _("Quedan 30 segundos"),
            Aviso.ALCEN: _("¡Alcen!"),
            Aviso.TIEMPO: _("¡Tiempo!"),
        }[self]


@dataclass(frozen=True)
class EstadoTemporizador:
    """Foto del reloj de la ronda: se guarda para que sobreviva a un cierre brusco."""

    duracion_s: int
    restante_ms: int
    en_marcha: bool

    def a_dict(self) -> dict[str, object]:
        return {"duracion_s": self.duracion_s, "restante_ms": self.restante_ms, "en_marcha": self.en_marcha}

    @classmethod
    def desde_dict(cls, datos: object) -> EstadoTemporizador:
        """Lo contrario de ``a_dict``; ``ErrorPlanilla`` si los datos no son una foto válida."""
        if not isinstance(datos, dict):
            raise ErrorPlanilla(_("La foto del reloj de la ronda no es válida."))
        duracion, restante, en_marcha = (datos.get(k) for k in ("duracion_s", "restante_ms", "en_marcha"))
        if (
            duracion not in DURACIONES_S
            or isinstance(restante, bool)
            or not isinstance(restante, int)
            or not 0 <= restante <= duracion * 1000
            or not isinstance(en_marcha, bool)
        ):
            raise ErrorPlanilla(_("La foto del reloj de la ronda no es válida."))
        return cls(duracion, restante, en_marcha)


class TemporizadorRonda:
    """Cuenta atrás de una ronda. ``avisos_nuevos()`` da cada aviso una sola vez, al cruzar su momento."""

    def __init__(self, duracion_s: int = 180, fuente: FuenteTiempo = time.monotonic) -> None:
        if duracion_s not in DURACIONES_S:
            raise ErrorPlanilla(_("El reloj de la ronda es de 1, 2 o 3 minutos."))
        self._fuente = fuente
        self.duracion_s = duracion_s
        self._base_ms = duracion_s * 1000
        self._desde: float | None = None
        self._dados: set[Aviso] = set()

    @property
    def en_marcha(self) -> bool:
        return self._desde is not None

    def restante_ms(self) -> int:
        if self._desde is None:
            return max(0, self._base_ms)
        return max(0, self._base_ms - round((self._fuente() - self._desde) * 1000))

    def iniciar(self) -> None:
        """Empieza (o reanuda) la cuenta atrás."""
        if self._desde is None and self.restante_ms() > 0:
            self._desde = self._fuente()

    def pausar(self) -> None:
        if self._desde is not None:
            self._base_ms = self.restante_ms()
            self._desde = None

    def reiniciar(self, duracion_s: int | None = None) -> None:
        """Vuelve al principio (nueva ronda), en pausa; los avisos vuelven a estar pendientes."""
        if duracion_s is not None:
            if duracion_s not in DURACIONES_S:
                raise ErrorPlanilla(_("El reloj de la ronda es de 1, 2 o 3 minutos."))
            self.duracion_s = duracion_s
        self._base_ms = self.duracion_s * 1000
        self._desde = None
        self._dados = set()

    def nueva_ronda(self) -> None:
        """Reinicia y arranca: cada ronda nueva empieza con su reloj."""
        self.reiniciar()
        self.iniciar()

    def restaurar(self, estado: EstadoTemporizador) -> None:
        """Vuelve a una foto guardada, siempre en pausa; los avisos ya pasados no se repiten."""
        self.duracion_s = estado.duracion_s
        self._base_ms = estado.restante_ms
        self._desde = None
        self._dados = {a for a in Aviso if estado.restante_ms <= a.value * 1000}

    def avisos_nuevos(self) -> list[Aviso]:
        """Los avisos cuyo momento se ha alcanzado desde la última consulta (cada uno una vez por ronda).

        Un aviso igual o mayor que la duración no se da (una ronda de 1 minuto no avisa «queda un minuto»).
        """
        restante = self.restante_ms()
        nuevos = []
        for aviso in Aviso:
            momento = aviso.value * 1000
            if aviso in self._dados or momento >= self.duracion_s * 1000:
                continue
            if restante <= momento:
                self._dados.add(aviso)
                nuevos.append(aviso)
        if restante == 0 and self._desde is not None:
            self._base_ms = 0
            self._desde = None
        return nuevos

    def estado(self) -> EstadoTemporizador:
        return EstadoTemporizador(self.duracion_s, self.restante_ms(), self.en_marcha)
