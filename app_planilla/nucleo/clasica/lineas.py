"""Líneas de la planilla, avisos y efectos: lo que la interfaz lee del núcleo."""

from __future__ import annotations

from dataclasses import dataclass, field

from app_planilla.nucleo.clasica.eventos import Evento
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Casilla
from app_planilla.nucleo.registro.registro import Efecto
from app_planilla.nucleo.relojes import formato_tiempo


@dataclass(frozen=True)
class Linea:
    """Una línea de la planilla: un turno, una penalización, un tiempo extra o un ajuste del reloj."""

    numero: int
    """Número del evento que la creó (estable: es lo que cita una palabra retirada)."""
    clase: str
    """``jugada``, ``pase``, ``cambio``, ``retirada``, ``penalizacion``, ``tiempo`` o ``reloj``."""
    participante: int
    puntos: int
    """Con signo: las penalizaciones y el tiempo extra restan."""
    total: int
    """Total del participante tras esta línea."""
    ronda: int | None
    """Ronda del turno (desde 1); ``None`` si la línea no gasta turno."""
    coordenada: str = ""
    """En FISE, como se guarda; ``coordenada_mostrada`` la da en la notación de la partida."""
    palabra: str = ""
    fichas: tuple[tuple[Casilla, Ficha], ...] = ()
    motivo: str = ""
    notacion: Notacion = field(default=Notacion.FISE, compare=False)
    """La de la edición de la partida: con ella se muestra la coordenada (``8D`` en una partida inglesa)."""
    reloj_ms: int | None = None
    """En un ajuste del reloj (``reloj``), lo que marca tras el ajuste."""

    @property
    def es_turno(self) -> bool:
        return self.ronda is not None

    @property
    def coordenada_mostrada(self) -> str:
        return self.notacion.de_fise(self.coordenada)

    @property
    def descripcion(self) -> str:
        """Texto corto de la línea para la hoja (en el idioma en uso)."""
        jugada = " ".join(t for t in (self.coordenada_mostrada, self.palabra) if t)
        if self.clase == "jugada":
            return jugada or _("Puntos anotados a mano")
        if self.clase == "pase":
            return _("Pase")
        if self.clase == "cambio":
            return _("Cambio")
        if self.clase == "retirada":
            return _("Palabra retirada: {jugada}").format(jugada=jugada) if jugada else _("Palabra retirada")
        if self.clase == "penalizacion":
            # Una penalización negativa es un premio (el «(challenge) +5» de un GCG).
            etiqueta = _("Premio") if self.puntos > 0 else _("Penalización")
            return _("{etiqueta}: {motivo}").format(etiqueta=etiqueta, motivo=self.motivo) if self.motivo else etiqueta
        if self.clase == "reloj":
            return _("Reloj ajustado a {tiempo} (árbitro)").format(tiempo=formato_tiempo(self.reloj_ms or 0))
        return _("Tiempo extra")


@dataclass(frozen=True)
class Aviso:
    """Aviso de fin de partida según las reglas: la hoja avisa, nunca termina sola."""

    clave: str
    """``pases`` o ``sin_puntos``."""
    texto: str


EfectoClasica = Efecto[Evento, Linea]
