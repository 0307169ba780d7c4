"""Controlador de la partida clásica: traduce las operaciones del núcleo en señales de Qt.

Abre, crea y reabre las partidas de cualquier modalidad (las que no son clásicas las pasa a su hoja).
Como todos (``ControladorHoja``): las señales salen solo cuando el evento ya está guardado.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import SIGNAL, QObject, Signal

from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.clasica.eventos import Atril, Jugada
from app_planilla.nucleo.clasica.lineas import EfectoClasica as Efecto
from app_planilla.nucleo.clasica.planilla import Planilla, atril_anotado
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla, Direccion
from app_planilla.nucleo.modalidades import CLASICA, CUATRO_LETRAS, DUPLICADA, TANTRIX, InicioPartida, de_planilla
from app_planilla.nucleo.relojes import ConfigReloj
from app_planilla.ui.hojas.operacion_guardada import ControladorHoja


class ControladorPartida(ControladorHoja):
    """La partida abierta y su almacén.

    Señales (para la hoja, los relojes y el panel de fichas):

    - ``partida_abierta(Planilla)``: nueva, reabierta o «Otra partida»; todo se repinta desde cero.
    - ``cambiada(Efecto)``: tras cualquier operación guardada (incluido deshacer).
    - ``turno_anotado(Efecto)``: una línea que gasta turno (jugada, pase, cambio, palabra retirada nueva);
      ``Efecto.linea.fichas`` lleva las fichas de la jugada. Los relojes cambian de turno aquí.
    - ``deshecho(Efecto)``: «Deshacer la última línea»; ``Efecto.quitada`` (o ``linea`` con ``sustituye``).
    - ``tablero_cambiado()``: cambió el tablero de la planilla (jugada, retirada, deshacer, apertura).
    - ``terminada(Efecto)``: «Terminar la partida» ya guardado.
    - ``avisos(tuple[str, ...])``: avisos de la operación (no terminan nada).
    - ``error(str)``: mensaje en español; la planilla no ha cambiado.
    - ``duplicada_abierta(PartidaGuardada)``: se abrió una partida duplicada; la lleva su propia hoja
      (``panel_duplicada``) y aquí no queda ninguna partida clásica abierta.
    """

    partida_abierta = Signal(object)
    turno_anotado = Signal(object)
    deshecho = Signal(object)
    tablero_cambiado = Signal()
    terminada = Signal(object)
    avisos = Signal(object)
    duplicada_abierta = Signal(object)
    juego_abierto = Signal(object)
    """Se abrió una partida de Tantrix o de «4 en letras»: la lleva su hoja (``hoja_juegos``)."""

    claves = (CLASICA,)

    def __init__(self, carpeta: str | Path, parent: QObject | None = None, *, solo_lectura: bool = False) -> None:
        super().__init__(Almacen(carpeta, solo_lectura=solo_lectura), parent)

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def abierta(self) -> bool:
        """Hay una partida sin terminar en la que se puede anotar."""
        return self.planilla is not None and not self.planilla.terminada

    @property
    def aviso_almacen(self) -> str | None:
        """El aviso del almacén si su archivo estaba dañado o era ajeno y se apartó."""
        return self.almacen.aviso

    # --- partidas ------------------------------------------------------------------------------------

    def nueva(self, inicio: InicioPartida, relojes: ConfigReloj | None = None) -> bool:
        """Partida nueva; con ``relojes`` (clásica, Tantrix o «4 en letras»), se guardan antes de anunciarla."""
        return self._abrir(lambda: self._crear(inicio, relojes))

    def _crear(self, inicio: InicioPartida, relojes: ConfigReloj | None) -> PartidaGuardada:
        partida = self.almacen.crear(inicio)
        if relojes is not None and de_planilla(partida.planilla).relojes:
            self.almacen.poner_relojes(partida.id, relojes)
        return partida

    def abrir(self, partida: int) -> bool:
        return self._abrir(lambda: self.almacen.abrir(partida))

    def reabrir(self) -> bool:
        """Al arrancar: la partida sin terminar más reciente, tal como estaba. ``False`` si no hay."""
        try:
            partidas = self.almacen.partidas()
        except (ErrorPlanilla, sqlite3.Error) as e:
            self.error.emit(self.tr("No se pueden leer las partidas guardadas: {0}").format(e))
            return False
        # La más reciente de cualquier modalidad: las duplicadas se abren con su propia hoja.
        sin_terminar = [p for p in partidas if not p.terminada]
        return bool(sin_terminar) and self.abrir(sin_terminar[0].id)

    def otra_partida(self) -> bool:
        """«Otra partida, mismas personas»: abre la siguiente persona."""
        planilla = self.planilla
        if planilla is None:
            self.error.emit(self.tr("No hay ninguna partida abierta."))
            return False
        relojes = self.almacen.config_relojes(self.partida.id) if self.partida is not None else None
        return self.nueva(planilla.otra_partida(), relojes)

    def duplicar(self, partida: int) -> int | None:
        try:
            return self.almacen.duplicar(partida)
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return None

    def borrar(self, partida: int) -> bool:
        try:
            self.almacen.borrar(partida)
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return False
        if self.partida is not None and self.partida.id == partida:
            self.partida = None
            self.partida_abierta.emit(None)
        return True

    def restaurar(self, copia: str | Path) -> Path | None:
        """Pone la copia en lugar de las partidas (las de ahora quedan aparte: devuelve dónde) y reabre la
        partida sin terminar más reciente de la copia. ``None`` si no se pudo (nada cambió)."""
        try:
            anterior = self.almacen.restaurar(copia)
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return None
        # La partida abierta era del archivo de antes: se retira y se abre la de la copia.
        self.partida = None
        self.partida_abierta.emit(None)
        self.reabrir()
        return anterior

    def cerrar(self) -> None:
        self.almacen.cerrar()

    def _abrir(self, abrir: Callable[[], PartidaGuardada]) -> bool:
        try:
            partida = abrir()
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return False
        modalidad = de_planilla(partida.planilla)
        if modalidad.clave != CLASICA:
            # Las demás modalidades las lleva su hoja, si está montada.
            senal, firma = {
                DUPLICADA: (self.duplicada_abierta, "duplicada_abierta(PyObject)"),
                TANTRIX: (self.juego_abierto, "juego_abierto(PyObject)"),
                CUATRO_LETRAS: (self.juego_abierto, "juego_abierto(PyObject)"),
            }[modalidad.clave]
            if not self.receivers(SIGNAL(firma)):
                self.error.emit(self.tr("La partida {0} es una partida {1}: esta hoja es la de la partida "
                                        "clásica.").format(partida.id, modalidad.nombre))
                return False
            self.partida = None
            self.partida_abierta.emit(None)
            senal.emit(partida)
            return True
        self.partida = partida
        self.partida_abierta.emit(partida.planilla)
        self.tablero_cambiado.emit()
        return True

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
