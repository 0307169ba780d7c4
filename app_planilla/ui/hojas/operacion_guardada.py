"""La base de los controladores de las hojas (clásica, duplicada, Tantrix y «4 en letras»).

Cada controlador lleva la partida abierta de sus modalidades (``claves``, las de ``nucleo.modalidades``), la
que le da la sesión (``Sesion.registrar``); no abre ni crea partidas.
La planilla del almacén guarda cada evento antes de aplicarlo; si algo falla (``ErrorPlanilla``, o
``ErrorAlmacen`` al escribir), nada ha cambiado y el mensaje en español queda en ``ultimo_error`` y sale
por la señal ``error``. Solo cuando la operación vuelve se emiten las señales de lo que cambió, así que
ninguna vista muestra algo que no esté ya en disco.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from app_planilla.nucleo.almacen.almacen import Almacen, ErrorAlmacen, PartidaGuardada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.modalidades import modalidad
from app_planilla.nucleo.registro.registro import Efecto


class ControladorHoja(QObject):
    """La partida abierta de unas modalidades y sus operaciones ya guardadas.

    Señales: ``abierta(planilla | None)`` (con ``poner``), ``cambiada(Efecto)`` tras cualquier operación
    guardada (incluido deshacer) y ``error(str)``; cada subclase anuncia además lo suyo en ``_anunciar``.
    """

    abierta = Signal(object)
    cambiada = Signal(object)
    error = Signal(str)

    claves: tuple[str, ...] = ()
    """Las modalidades cuya partida lleva este controlador."""

    def __init__(self, almacen: Almacen | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.almacen = almacen
        self.partida: PartidaGuardada | None = None
        self.ultimo_error: str | None = None
        """Mensaje del último error de una operación (``None`` si salió bien)."""

    @property
    def planilla(self) -> Any | None:
        if self.partida is None or modalidad(self.partida.planilla) not in self.claves:
            return None
        return self.partida.planilla

    def poner(self, partida: PartidaGuardada | None) -> None:
        """La partida que le da la sesión (``None``, o una de otra modalidad: ahora se lleva otra)."""
        if partida is not None and modalidad(partida.planilla) not in self.claves:
            partida = None
        if partida is None and self.partida is None:
            return
        self.partida = partida
        self.abierta.emit(self.planilla)

    def _sin_partida(self) -> str:
        return self.tr("No hay ninguna partida abierta: empieza una con «Nueva partida…».")

    def _anunciar(self, efecto: Efecto[Any, Any], planilla: Any) -> None:
        """Las señales propias de la hoja tras una operación ya guardada."""

    def operar(self, operacion: Callable[[Any], Efecto[Any, Any]]) -> Efecto[Any, Any] | None:
        """Una operación que no es de la hoja (los relojes, por la sesión) sobre su partida: se guarda y se anuncia
        como las suyas, y la hoja se repinta."""
        return self._operar(operacion)

    def _operar(self, operacion: Callable[[Any], Efecto[Any, Any]], *, silencioso: bool = False
                ) -> Efecto[Any, Any] | None:
        """El efecto de ``operacion(planilla)`` ya guardado, o ``None`` si no se pudo. Con ``silencioso`` el
        error no se emite: solo queda en ``ultimo_error`` (un diálogo lo muestra)."""
        self.ultimo_error = None
        planilla = self.planilla
        try:
            if planilla is None:
                raise ErrorPlanilla(self._sin_partida())
            efecto = operacion(planilla)
        except ErrorAlmacen as e:
            self.ultimo_error = self.tr("No se ha guardado nada: {0}").format(e)
        except ErrorPlanilla as e:
            self.ultimo_error = str(e)
        if self.ultimo_error is not None:
            if not silencioso:
                self.error.emit(self.ultimo_error)
            return None
        # Ya está en disco: ahora sí, que lo vean las vistas.
        self.cambiada.emit(efecto)
        self._anunciar(efecto, planilla)
        return efecto
