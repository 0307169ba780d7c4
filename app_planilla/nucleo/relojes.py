"""Relojes de ajedrez por participante, con tiempo extra y su penalización.

El tiempo se deduce siempre de marcas de la fuente de tiempo (``time.monotonic`` por defecto), nunca
contando ticks: el temporizador de la interfaz solo repinta. Todo se guarda en milisegundos enteros.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _

FuenteTiempo = Callable[[], float]

ARCHIVO_ARRANQUE = "/proc/sys/kernel/random/boot_id"
"""Identificador del arranque de la máquina (Linux): el reloj monótono solo se compara dentro de uno."""


def id_arranque(ruta: str = ARCHIVO_ARRANQUE) -> str | None:
    """El identificador del arranque en curso, o ``None`` donde no lo hay (fuera de Linux)."""
    try:
        with open(ruta, encoding="ascii") as f:
            return f.read().strip() or None
    except (OSError, ValueError):
        return None


@dataclass(frozen=True)
class Momento:
    """Cuándo se tomó una foto de los relojes: hora de pared y, si se sabe, reloj monótono y arranque."""

    pared: float
    monotona: float | None = None
    arranque: str | None = None


def transcurrido(desde: Momento, hasta: Momento) -> tuple[int, bool]:
    """Milisegundos entre dos momentos y si son exactos.

    Exactos con el reloj monótono si los dos son del mismo arranque; si no, la hora de pared, que pudo
    cambiarse (a mano, al sincronizar, con otra zona): nunca se da por cierta. Hacia atrás da 0, no exacto.
    """
    mismo = desde.arranque is not None and desde.arranque == hasta.arranque
    if mismo and desde.monotona is not None and hasta.monotona is not None:
        return max(0, round((hasta.monotona - desde.monotona) * 1000)), True
    return max(0, round((hasta.pared - desde.pared) * 1000)), False
"""Devuelve segundos de un reloj monótono."""

MS_MINUTO = 60_000
MAX_MINUTOS = 600
"""Tiempo más largo que puede llevar un reloj por participante (10 horas)."""


class ErrorReloj(ErrorPlanilla):
    """Configuración de reloj imposible."""


@dataclass(frozen=True)
class ConfigReloj:
    """Cómo se juega con reloj."""

    minutos: float
    """Tiempo de cada participante para toda la partida."""
    incremento_s: int = 0
    """Segundos que se suman a quien termina su turno (Fischer); 0 = sin incremento."""
    puntos_por_minuto: int = 10
    """Penalización por minuto o fracción de tiempo extra."""
    maximo_extra_min: int | None = None
    """Tiempo extra tras el cual se pierde la partida por tiempo (lo decide el árbitro); ``None`` = sin límite."""

    def __post_init__(self) -> None:
        if not 0 < self.minutos <= MAX_MINUTOS:
            raise ErrorReloj(_("El tiempo de cada participante va de 1 a 600 minutos."))
        if not 0 <= self.incremento_s <= 600:
            raise ErrorReloj(_("El incremento va de 0 a 600 segundos."))
        if not 0 <= self.puntos_por_minuto <= 100:
            raise ErrorReloj(_("La penalización va de 0 a 100 puntos por minuto."))
        if self.maximo_extra_min is not None and not 0 < self.maximo_extra_min <= 120:
            raise ErrorReloj(_("El tiempo extra máximo va de 1 a 120 minutos."))


    def a_dict(self) -> dict[str, object]:
        return {
            "minutos": self.minutos,
            "incremento_s": self.incremento_s,
            "puntos_por_minuto": self.puntos_por_minuto,
            "maximo_extra_min": self.maximo_extra_min,
        }

    @classmethod
    def desde_dict(cls, datos: object) -> ConfigReloj:
        """Valida una configuración guardada; cualquier cosa rara es ``ErrorReloj``."""
        if not isinstance(datos, dict):
            raise ErrorReloj(_("La configuración de los relojes no es válida."))
        minutos = datos.get("minutos")
        incremento = datos.get("incremento_s", 0)
        puntos = datos.get("puntos_por_minuto", 10)
        maximo = datos.get("maximo_extra_min")
        if (
            type(minutos) not in (int, float)
            or type(incremento) is not int
            or type(puntos) is not int
            or not (maximo is None or type(maximo) is int)
        ):
            raise ErrorReloj(_("La configuración de los relojes no es válida."))
        assert isinstance(minutos, int | float) and isinstance(incremento, int) and isinstance(puntos, int)
        return cls(float(minutos), incremento, puntos, maximo if isinstance(maximo, int) else None)


PRESET_FISE = ConfigReloj(minutos=30)
PRESET_INGLES = ConfigReloj(minutos=25, maximo_extra_min=10)


def formato_tiempo(ms: int) -> str:
    """``29:59``; en tiempo extra con signo menos (``−1:05``); con horas si hacen falta (``1:05:00``)."""
    segundos = math.ceil(abs(ms) / 1000)
    horas, resto = divmod(segundos, 3600)
    minutos, seg = divmod(resto, 60)
    texto = f"{horas}:{minutos:02d}:{seg:02d}" if horas else f"{minutos}:{seg:02d}"
    return ("−" if ms < 0 and segundos else "") + texto


def reloj_ajustado(nombre: str, restante_ms: int) -> str:
    """Un ajuste del reloj con el nombre de quien lo tiene, como lo dicen las hojas: «Reloj de Ana ajustado a
    12:30 (árbitro)»."""
    return _("Reloj de {nombre} ajustado a {tiempo} (árbitro)").format(
        nombre=nombre, tiempo=formato_tiempo(restante_ms))


MAX_RELOJ_MS = 10**9
"""Lo más que puede marcar un reloj guardado, a cada lado del cero (unos 11 días: más es un dato dañado)."""
MAX_AJUSTE_MS = MAX_MINUTOS * MS_MINUTO
"""Lo más que el árbitro puede poner en un reloj, a cada lado del cero (10 horas, o 10 horas de tiempo extra)."""

_TIEMPO = re.compile(r"\s*([-−–])?\s*(?:(\d{1,2}):(?=\d{1,3}:))?(\d{1,3})(?::([0-5]\d))?\s*")


def leer_tiempo(texto: str) -> int:
    """Lo que escribe el árbitro para un reloj, en milisegundos: ``12:30``, ``1:05:00``, ``12`` (minutos) o, en
    tiempo extra, con signo menos (``-1:30`` o ``−1:30``). Lee lo que escribe ``formato_tiempo``."""
    m = _TIEMPO.fullmatch(texto)
    if m is None:
        raise ErrorReloj(
            _("«{texto}» no es un tiempo: escribe minutos y segundos (12:30); para tiempo extra, con un menos "
              "delante (-1:30).").format(texto=texto.strip()[:20])
        )
    signo, horas, minutos, segundos = m.groups()
    ms = ((int(horas or 0) * 60 + int(minutos)) * 60 + int(segundos or 0)) * 1000
    if ms > MAX_AJUSTE_MS:
        raise ErrorReloj(_("Un reloj marca como mucho {maximo} minutos, también en tiempo extra.").format(
            maximo=MAX_MINUTOS))
    return -ms if signo else ms


def penalizacion(extra_ms: int, puntos_por_minuto: int = 10) -> int:
    """Puntos que se restan por ``extra_ms`` de tiempo extra: 10 por minuto o fracción (0:01 → 10, 1:01 → 20)."""
    if extra_ms <= 0:
        return 0
    return math.ceil(extra_ms / MS_MINUTO) * puntos_por_minuto


@dataclass(frozen=True)
class EstadoRelojes:
    """Foto de los relojes para guardar con cada evento de la planilla."""

    restantes_ms: tuple[int, ...]
    """Tiempo que le queda a cada participante (negativo = tiempo extra)."""
    activo: int | None
    """Participante cuyo reloj corre (o correría al reanudar)."""
    en_marcha: bool

    def a_dict(self) -> dict[str, object]:
        return {"restantes_ms": list(self.restantes_ms), "activo": self.activo, "en_marcha": self.en_marcha}

    @classmethod
    def desde_dict(cls, datos: object) -> EstadoRelojes:
        """Valida un estado guardado; cualquier cosa rara es ``ErrorReloj``."""
        if not isinstance(datos, dict):
            raise ErrorReloj(_("El estado de los relojes no es válido."))
        restantes = datos.get("restantes_ms")
        activo = datos.get("activo")
        en_marcha = datos.get("en_marcha")
        if (
            not isinstance(restantes, list)
            or not 1 <= len(restantes) <= 16
            or not all(type(r) is int and abs(r) <= MAX_RELOJ_MS for r in restantes)
            or not (activo is None or (type(activo) is int and 0 <= activo < len(restantes)))
            or not isinstance(en_marcha, bool)
        ):
            raise ErrorReloj(_("El estado de los relojes no es válido."))
        return cls(tuple(restantes), activo, en_marcha)


class Relojes:
    """Un reloj por participante; corre el del participante en turno."""

    def __init__(
        self,
        participantes: int,
        config: ConfigReloj,
        fuente: FuenteTiempo = time.monotonic,
        estado: EstadoRelojes | None = None,
    ) -> None:
        if not 1 <= participantes <= 16:
            raise ErrorReloj(_("Los relojes son para 1 a 16 participantes."))
        self.config = config
        self._fuente = fuente
        if estado is None:
            total = round(config.minutos * MS_MINUTO)
            estado = EstadoRelojes(tuple([total] * participantes), 0, False)
        elif len(estado.restantes_ms) != participantes:
            raise ErrorReloj(_("El estado guardado no corresponde a este número de participantes."))
        self._base = list(estado.restantes_ms)
        self._activo = estado.activo
        # Al restaurar, siempre en pausa: los participantes deciden cuándo sigue.
        self._desde: float | None = None

    # --- consulta -------------------------------------------------------------------------------------
    @property
    def participantes(self) -> int:
        return len(self._base)

    @property
    def activo(self) -> int | None:
        return self._activo

    @property
    def en_marcha(self) -> bool:
        return self._desde is not None

    def _transcurrido_ms(self) -> int:
        if self._desde is None:
            return 0
        return max(0, round((self._fuente() - self._desde) * 1000))

    def restante_ms(self, i: int) -> int:
        """Tiempo que le queda a ``i`` ahora mismo (negativo en tiempo extra)."""
        if i == self._activo:
            return self._base[i] - self._transcurrido_ms()
        return self._base[i]

    def extra_ms(self, i: int) -> int:
        return max(0, -self.restante_ms(i))

    def penalizacion(self, i: int) -> int:
        return penalizacion(self.extra_ms(i), self.config.puntos_por_minuto)

    def perdio_por_tiempo(self, i: int) -> bool:
        """Pasado el tiempo extra máximo (se muestra; decide el árbitro)."""
        maximo = self.config.maximo_extra_min
        return maximo is not None and self.extra_ms(i) > maximo * MS_MINUTO

    def estado(self) -> EstadoRelojes:
        """La foto de ahora, para guardarla."""
        restantes = tuple(self.restante_ms(i) for i in range(self.participantes))
        return EstadoRelojes(restantes, self._activo, self.en_marcha)

    # --- acciones -------------------------------------------------------------------------------------
    def _congelar(self) -> None:
        if self._activo is not None and self._desde is not None:
            self._base[self._activo] -= self._transcurrido_ms()
        self._desde = None

    def poner_en_marcha(self, turno: int | None = None) -> None:
        """Arranca (o reanuda) el reloj de ``turno``, o el del participante activo."""
        if turno is not None:
            if not 0 <= turno < self.participantes:
                raise ErrorReloj(_("Ese participante no existe."))
            self._congelar()
            self._activo = turno
        if self._activo is None:
            self._activo = 0
        if self._desde is None:
            self._desde = self._fuente()

    def pausar(self) -> None:
        self._congelar()

    def alternar_pausa(self) -> None:
        if self.en_marcha:
            self.pausar()
        else:
            self.poner_en_marcha()

    def pulsar(self, siguiente: int | None = None) -> None:
        """Quien tiene el turno pulsa su reloj: recibe el incremento y corre el del siguiente.

        Si los relojes estaban en pausa, siguen en pausa con el turno ya pasado.
        """
        corria = self.en_marcha
        self._congelar()
        actual = self._activo if self._activo is not None else 0
        if self.config.incremento_s and corria:
            self._base[actual] += self.config.incremento_s * 1000
        self._activo = (actual + 1) % self.participantes if siguiente is None else siguiente
        if not 0 <= self._activo < self.participantes:
            raise ErrorReloj(_("Ese participante no existe."))
        if corria:
            self._desde = self._fuente()

    def poner(self, i: int, restante_ms: int) -> None:
        """El árbitro pone el reloj de ``i`` a ``restante_ms`` (negativo: en tiempo extra); si corría, sigue."""
        if not 0 <= i < self.participantes:
            raise ErrorReloj(_("Ese participante no existe."))
        corria = self.en_marcha
        self._congelar()
        self._base[i] = restante_ms
        if corria:
            self._desde = self._fuente()

    def sumar(self, i: int, ms: int) -> None:
        """Suma ``ms`` (negativos: resta) al reloj de ``i`` sin pararlo: lo que corrió después sigue contado."""
        if not 0 <= i < self.participantes:
            raise ErrorReloj(_("Ese participante no existe."))
        self._base[i] += ms

    def restaurar(self, estado: EstadoRelojes) -> None:
        """Vuelve a una foto anterior (deshacer), en pausa si la foto lo estaba."""
        if len(estado.restantes_ms) != self.participantes:
            raise ErrorReloj(_("El estado guardado no corresponde a este número de participantes."))
        self._base = list(estado.restantes_ms)
        self._activo = estado.activo
        self._desde = self._fuente() if estado.en_marcha else None


@dataclass(frozen=True)
class Movimiento:
    """Lo que un evento de la hoja hace con los relojes de la partida (lo decide cada modalidad)."""

    pulsar: int | None = None
    """Pasa el turno a este participante (si su reloj no es ya el activo: se pudo pulsar a mano)."""
    pausar: bool = False
    volver_antes_de: int | None = None
    """Deshacer el evento N: los relojes de justo antes de anotarlo, sin devolver el tiempo que se pensó."""
    turno_sin_foto: int | None = None
    """Si no hay foto a la que volver (partida de antes de los relojes), solo vuelve el turno a este."""
    poner: tuple[int, int] | None = None
    """Ajuste del árbitro: el reloj de este participante pasa a marcar estos milisegundos."""
    sumar: tuple[int, int] | None = None
    """Deshacer un ajuste: suma estos milisegundos al reloj de este participante. No vuelve a una foto: lo que
    corrió después del ajuste (y quién tiene el turno) sigue como está."""


QUIETOS = Movimiento()


def mover(relojes: Relojes, movimiento: Movimiento, foto_antes_de: Callable[[int], EstadoRelojes | None]) -> None:
    """Aplica ``movimiento``; ``foto_antes_de(N)`` es la última foto guardada antes del evento N."""
    if movimiento.pausar:
        relojes.pausar()
    if movimiento.poner is not None:
        relojes.poner(*movimiento.poner)
    if movimiento.sumar is not None:
        relojes.sumar(*movimiento.sumar)
    if movimiento.pulsar is not None and relojes.activo != movimiento.pulsar:
        relojes.pulsar(movimiento.pulsar)
    if movimiento.volver_antes_de is not None:
        foto = foto_antes_de(movimiento.volver_antes_de)
        if foto is not None and len(foto.restantes_ms) == relojes.participantes:
            relojes.restaurar(foto)
        elif movimiento.turno_sin_foto is not None:
            actual = relojes.estado()
            relojes.restaurar(EstadoRelojes(actual.restantes_ms, movimiento.turno_sin_foto, actual.en_marcha))


def segundos_extra(relojes: Relojes) -> tuple[int, ...]:
    """El tiempo extra de cada participante al terminar, en segundos redondeados hacia arriba (lo que va a la
    hoja como línea de tiempo extra)."""
    return tuple(math.ceil(relojes.extra_ms(i) / 1000) for i in range(relojes.participantes))
