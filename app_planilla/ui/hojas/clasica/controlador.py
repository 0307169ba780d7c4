"""Controlador de la partida clásica: traduce las operaciones del núcleo en señales de Qt.

Opera solo sobre la partida clásica que le da la sesión (``poner``); abrir, crear y reabrir partidas es
cosa de la sesión. Como todos (``ControladorHoja``): las señales salen solo cuando el evento ya está guardado.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Signal

from app_planilla.nucleo.almacen.almacen import PartidaGuardada
from app_planilla.nucleo.clasica.eventos import Atril, Jugada
from app_planilla.nucleo.clasica.lineas import EfectoClasica as Efecto
from app_planilla.nucleo.clasica.planilla import Planilla, atril_anotado
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla, Direccion
from app_planilla.nucleo.modalidades import CLASICA
from app_planilla.ui.hojas.operacion_guardada import ControladorHoja


class ControladorPartida(ControladorHoja):
    """La partida clásica abierta.

    Señales (para la hoja; los relojes y el panel de fichas oyen a la sesión):

    - ``abierta(Planilla | None)``: nueva, reabierta o «Otra partida» (``None``: se retira); todo se repinta.
    - ``cambiada(Efecto)``: tras cualquier operación guardada (incluido deshacer).
    - ``turno_anotado(Efecto)``: una línea que gasta turno (jugada, pase, cambio, palabra retirada nueva);
      ``Efecto.linea.fichas`` lleva las fichas de la jugada. Los relojes cambian de turno aquí.
    - ``deshecho(Efecto)``: «Deshacer la última línea»; ``Efecto.quitada`` (o ``linea`` con ``sustituye``).
    - ``tablero_cambiado()``: cambió el tablero de la planilla (jugada, retirada, deshacer, apertura).
    - ``terminada(Efecto)``: «Terminar la partida» ya guardado.
    - ``avisos(tuple[str, ...])``: avisos de la operación (no terminan nada).
    - ``error(str)``: mensaje en español; la planilla no ha cambiado.
    """

    turno_anotado = Signal(object)
    deshecho = Signal(object)
    tablero_cambiado = Signal()
    terminada = Signal(object)
    avisos = Signal(object)

    claves = (CLASICA,)

    def poner(self, partida: PartidaGuardada | None) -> None:
        super().poner(partida)
        if self.partida is not None:
            self.tablero_cambiado.emit()

    # --- operaciones de la hoja ----------------------------------------------------------------------

    def sumar_colocacion(self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None,
                         atril: str = "") -> Efecto | None:
        """``atril`` como se escribe en la hoja (``ch?ll``): pasa a notación GCG con ``atril_anotado``."""
        return self._operar(lambda p: p.sumar_colocacion(nuevas, direccion, atril_anotado(atril, p.edicion)))

    def sumar_calculada(self, puntos: int, coordenada: str, palabra: str,
                        fichas: Mapping[Casilla, Ficha], atril: str = "") -> Efecto | None:
        """Jugada con los puntos ya calculados fuera (tablero con fichas dejadas sin anotar)."""

        def aplicar(p: Planilla) -> Efecto:
            anotado = atril_anotado(atril, p.edicion)
            return p.aplicar(Jugada(puntos, coordenada, palabra, tuple(sorted(fichas.items())), anotado))

        return self._operar(aplicar)

    def anotar(self, puntos: int, coordenada: str = "", palabra: str = "") -> Efecto | None:
        return self._operar(lambda p: p.anotar(puntos, coordenada, palabra))

    def pasar(self, atril: str = "") -> Efecto | None:
        return self._operar(lambda p: p.pasar(atril_anotado(atril, p.edicion)))

    def cambiar(self, cambiadas: str = "") -> Efecto | None:
        """``cambiadas``: las fichas cambiadas o cuántas (``4``), si se anotaron."""
        return self._operar(lambda p: p.cambiar(atril_anotado(cambiadas, p.edicion)))

    def retirar_palabra(self, coordenada: str = "", palabra: str = "") -> Efecto | None:
        return self._operar(lambda p: p.retirar_palabra(coordenada, palabra))

    def retirar_ultima_jugada(self) -> Efecto | None:
        return self._operar(lambda p: p.retirar_ultima_jugada())

    def penalizar(self, participante: int, puntos: int, motivo: str = "") -> Efecto | None:
        return self._operar(lambda p: p.penalizar(participante, puntos, motivo))

    def impugnacion_fallida(self) -> Efecto | None:
        return self._operar(lambda p: p.impugnacion_fallida())

    def deshacer(self) -> Efecto | None:
        return self._operar(lambda p: p.deshacer())

    def terminar(self, atriles: Sequence[Atril], *, silencioso: bool = False) -> Efecto | None:
        """Con ``silencioso`` el error no se emite: queda en ``ultimo_error`` (el diálogo lo muestra). Con
        relojes, el tiempo extra de cada uno va a la hoja junto con el final."""
        relojes = self.partida.relojes if self.partida is not None else None
        return self._operar(lambda p: p.terminar(atriles, relojes), silencioso=silencioso)

    def anotar_tiempo_extra(self, participante: int, segundos: int,
                            puntos_por_minuto: int | None = None) -> Efecto | None:
        return self._operar(lambda p: p.anotar_tiempo_extra(participante, segundos, puntos_por_minuto))

    def _anunciar(self, efecto: Efecto, planilla: Any) -> None:
        if efecto.evento.tipo == "anulacion":
            self.deshecho.emit(efecto)
        elif efecto.linea is not None and efecto.linea.es_turno and not efecto.sustituye:
            self.turno_anotado.emit(efecto)
        if efecto.tablero:
            self.tablero_cambiado.emit()
        if efecto.evento.tipo == "fin":
            self.terminada.emit(efecto)
        if efecto.avisos:
            self.avisos.emit(efecto.avisos)
