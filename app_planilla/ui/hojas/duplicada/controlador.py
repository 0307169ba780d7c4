"""Controlador de la partida duplicada: traduce las operaciones de ``PlanillaDuplicada`` en señales de Qt.

Como todos (``ControladorHoja``): las señales salen solo cuando el evento ya está guardado. El almacén es
el de la sesión: una sola base de datos y una sola lista de «Partidas».
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.duplicada.estado import EfectoDuplicada
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Casilla, Direccion
from app_planilla.nucleo.modalidades import DUPLICADA
from app_planilla.ui.hojas.operacion_guardada import ControladorHoja


class ControladorDuplicada(ControladorHoja):
    """La partida duplicada abierta.

    Señales:

    - ``abierta(PlanillaDuplicada | None)``: se abrió (o se cerró) una duplicada; todo se repinta.
    - ``cambiada(Efecto)``: tras cualquier operación guardada (incluido deshacer).
    - ``ronda_nueva(EfectoDuplicada)``: se abrió una ronda (arranca el reloj de la ronda).
    - ``tablero_cambiado()``: cambió el tablero de la ronda (ronda nueva o deshecha, maestra de otra ronda).
    - ``terminada(EfectoDuplicada)``, ``avisos(tuple[str, ...])``, ``error(str)``.
    """

    ronda_nueva = Signal(object)
    tablero_cambiado = Signal()
    terminada = Signal(object)
    avisos = Signal(object)

    claves = (DUPLICADA,)

    def __init__(self, almacen: Almacen | None, parent: QObject | None = None) -> None:
        super().__init__(almacen, parent)
        self.azar: random.Random | None = None
        """Fuente del sorteo (las pruebas ponen una con semilla)."""

    def poner(self, partida: PartidaGuardada | None) -> None:
        antes = self.partida
        super().poner(partida)
        if self.partida is not None or antes is not None:
            self.tablero_cambiado.emit()

    # --- operaciones ---------------------------------------------------------------------------------

    def nueva_ronda(self, atril: str = "") -> EfectoDuplicada | None:
        return self._operar(lambda p: p.nueva_ronda(atril))

    def sortear_ronda(self, quedan: str | None = None) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.sortear_ronda(self.azar, quedan=quedan))

    def volver_a_sortear(self) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.volver_a_sortear(self.azar))

    def corregir_atril(self, ronda: int, atril: str) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.corregir_atril(ronda, atril))

    def anotar_maestra(self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None,
                       lista: str = "") -> EfectoDuplicada | None:
        return self._operar(lambda p: p.anotar_maestra_colocacion(nuevas, direccion, lista=lista))

    def anotar_maestra_escrita(self, coordenada: str, palabra: str) -> EfectoDuplicada | None:
        """La maestra escrita en la hoja: la coordenada, en la notación de la partida (``8D`` en inglés)."""
        return self._operar(lambda p: p.anotar_maestra(coordenada, palabra, notacion=Notacion.de_edicion(p.edicion)))

    def anotar_maestra_puntos(self, puntos: int, coordenada: str = "", palabra: str = "",
                              ronda: int | None = None) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.anotar_maestra_puntos(puntos, coordenada, palabra, ronda=ronda))

    def corregir_maestra(self, ronda: int, puntos: int) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.corregir_maestra(ronda, puntos))

    def escribir_colocacion(self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None
                            ) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.escribir_colocacion(nuevas, direccion))

    def escribir_puntos(self, participante: int, puntos: int, ronda: int | None = None,
                        fuera_de_lista: str = "") -> EfectoDuplicada | None:
        return self._operar(lambda p: p.escribir_puntos(participante, puntos, ronda=ronda,
                                                        fuera_de_lista=fuera_de_lista))

    def escribir_siguiente(self, puntos: int) -> EfectoDuplicada | None:
        """Los puntos en la siguiente casilla vacía de la última ronda."""

        def escribir(p: PlanillaDuplicada) -> EfectoDuplicada:
            casilla = p.siguiente_casilla()
            if casilla is None:
                raise ErrorPlanilla(self.tr("Todas las casillas de la ronda {0} ya tienen puntos: toca la que "
                                            "quieras corregir.").format(p.ronda))
            return p.escribir_puntos(casilla, puntos)

        return self._operar(escribir)

    def borrar_puntos(self, participante: int, ronda: int | None = None) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.borrar_puntos(participante, ronda=ronda))

    # --- sala con arbitraje de papeletas ---------------------------------------------------------------

    def operar_silencioso(self, operacion: Callable[[PlanillaDuplicada], EfectoDuplicada]) -> EfectoDuplicada | None:
        """Una operación cuyo error dice quien la pidió (el recuadro de la papeleta, un diálogo), no la hoja: sin
        la señal ``error``; el mensaje queda en ``ultimo_error``."""
        return self._operar(operacion, silencioso=True)

    def anotar_papeleta(self, participantes: Sequence[int], texto: str, ronda: int | None = None,
                        en_lista: Callable[[str], bool] | None = None) -> EfectoDuplicada | None:
        """La papeleta tecleada, juzgada y anotada para esos participantes (la misma jugada: un evento)."""
        return self._operar(lambda p: p.anotar_papeleta(participantes, texto, ronda=ronda, en_lista=en_lista))

    def anotar_maestra_a(self, participantes: Sequence[int], ronda: int | None = None) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.anotar_maestra_a(participantes, ronda=ronda))

    def anotar_cero(self, participantes: Sequence[int], motivo: Motivo, ronda: int | None = None,
                    texto: str = "") -> EfectoDuplicada | None:
        return self._operar(lambda p: p.anotar_cero(participantes, motivo, ronda=ronda, texto=texto))

    def cerrar_ronda(self, ronda: int | None = None) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.cerrar_ronda(ronda))

    def deshacer(self) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.deshacer())

    def terminar(self) -> EfectoDuplicada | None:
        return self._operar(lambda p: p.terminar())

    def _sin_partida(self) -> str:
        return self.tr("No hay ninguna partida duplicada abierta.")

    def _anunciar(self, efecto: EfectoDuplicada, planilla: Any) -> None:
        if efecto.nueva:
            self.ronda_nueva.emit(efecto)
        if efecto.nueva or efecto.quitada or efecto.tablero:
            self.tablero_cambiado.emit()
        if efecto.final and planilla.terminada:
            self.terminada.emit(efecto)
        if efecto.avisos:
            self.avisos.emit(efecto.avisos)


__all__ = ["ControladorDuplicada"]
