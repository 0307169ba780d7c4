"""La sesión: el almacén de partidas y la partida abierta, de cualquier modalidad.

Abre, crea y reabre partidas (con el controlador que las abre, ``ControladorPartida``), lleva los diálogos
«Nueva partida…» y «Partidas…», que valen para todas las hojas, y anuncia con ``abierta`` qué partida queda
abierta. Cada hoja recibe la sesión (y el ``Contexto`` de la ventana), nunca otra hoja.

Los diálogos que terminan o cambian la partida se abren dentro de ``relojes_en_pausa()``: mientras están
abiertos no corre ningún reloj, y al cerrarlos sigue el que corría (si la partida sigue en juego).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QLockFile, QObject, Signal

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.ui.hojas.dialogo_comun import Ejecutar, ejecutar_modal

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
    from app_planilla.nucleo.modalidades import InicioPartida
    from app_planilla.nucleo.relojes import ConfigReloj
    from app_planilla.ui.contexto import Contexto

Pausa = Callable[[], Callable[[], None] | None]
"""Para un reloj si corría y da con qué seguir después (``None`` si no había nada que parar)."""


class Abridor(Protocol):
    """Lo que abre, crea y reabre las partidas del almacén (``ControladorPartida``) y dice de qué hoja son."""

    almacen: Almacen
    partida: PartidaGuardada | None
    """La partida clásica abierta (las de otras hojas las llevan sus controladores)."""
    partida_abierta: SignalInstance
    duplicada_abierta: SignalInstance
    juego_abierto: SignalInstance
    error: SignalInstance

    def nueva(self, inicio: InicioPartida, relojes: ConfigReloj | None = None) -> bool: ...

    def abrir(self, partida: int) -> bool: ...

    def reabrir(self) -> bool: ...

    def duplicar(self, partida: int) -> int | None: ...

    def borrar(self, partida: int) -> bool: ...

    def restaurar(self, copia: str | Path) -> Path | None: ...

    def cerrar(self) -> None: ...


class Sesion(QObject):
    """Las partidas guardadas y la abierta.

    ``controlador`` abre, crea y reabre (``None`` si no hay almacén: el contador funciona igual, sin guardar).
    """

    abierta = Signal(object)
    """``PartidaGuardada | None``: la partida que queda abierta (de cualquier hoja), al abrirla o al retirarla."""

    def __init__(self, contexto: Contexto, controlador: Abridor | None, aviso: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.contexto = contexto
        self.controlador = controlador
        self.ejecutar_dialogo: Ejecutar = ejecutar_modal
        """Abre un diálogo y dice si se aceptó; las pruebas lo sustituyen para no bloquear."""
        self.actual: PartidaGuardada | None = None
        """La partida abierta, de cualquier hoja (``None``: ninguna)."""
        self._pausas: list[Pausa] = []
        self.aviso = aviso
        """El aviso del almacén (archivo dañado y apartado, o sin almacén), para la barra de estado."""
        self.cerrojo: QLockFile | None = None
        """El de la carpeta de datos (una sola Planilla por carpeta): se suelta al cerrar."""
        if controlador is not None:
            # Antes que las hojas: cuando ellas reaccionan, ``actual`` ya es la partida nueva.
            controlador.partida_abierta.connect(
                lambda planilla: self._anunciar(controlador.partida if planilla is not None else None))
            controlador.duplicada_abierta.connect(self._anunciar)
            controlador.juego_abierto.connect(self._anunciar)

    # --- la partida abierta --------------------------------------------------------------------------

    @property
    def almacen(self) -> Almacen | None:
        return self.controlador.almacen if self.controlador is not None else None

    def _anunciar(self, partida: PartidaGuardada | None) -> None:
        self.actual = partida
        self.abierta.emit(partida)

    def otra_hoja_abierta(self) -> bool:
        """La partida abierta es de otra hoja que la clásica (duplicada, Tantrix o «4 en letras»)."""
        c = self.controlador
        return self.actual is not None and c is not None and self.actual is not c.partida

    def partida_en_curso(self) -> tuple[Almacen, PartidaGuardada] | None:
        """La partida abierta y su almacén (para exportar e imprimir)."""
        almacen = self.almacen
        if almacen is None or self.actual is None:
            return None
        return almacen, self.actual

    def reabrir(self) -> None:
        """Al arrancar: la partida sin terminar más reciente, tal como estaba."""
        if self.aviso:
            self.contexto.mensaje(self.aviso)
        if self.controlador is not None:
            self.controlador.reabrir()

    def cerrar(self) -> None:
        if self.controlador is not None:
            self.controlador.cerrar()
        if self.cerrojo is not None:
            self.cerrojo.unlock()
            self.cerrojo = None

    # --- relojes en pausa mientras se decide ---------------------------------------------------------

    def al_pausar(self, pausa: Pausa) -> None:
        """Un reloj (los de la partida, el de la ronda) que se para en los diálogos de ``relojes_en_pausa``."""
        self._pausas.append(pausa)

    @contextmanager
    def relojes_en_pausa(self) -> Iterator[None]:
        """Mientras dura, ningún reloj corre (un diálogo abierto no gasta el tiempo de nadie); después sigue
        el que corría, salvo que la partida haya terminado o cambiado."""
        seguir = [s for s in (pausa() for pausa in self._pausas) if s is not None]
        try:
            yield
        finally:
            for s in seguir:
                s()

    # --- diálogos de todas las hojas -----------------------------------------------------------------

    def nueva_partida(self, nombres: tuple[str, ...] = (), *, preparar: Callable[[Any], None] | None = None) -> None:
        """«Nueva partida…» (``preparar`` ajusta el diálogo antes de abrirlo: p. ej. ya en duplicada)."""
        c = self.controlador
        if c is None:
            return
        from app_planilla.nucleo.modalidades import CLASICA, DUPLICADA
        from app_planilla.ui.hojas.dialogo_nueva_partida import DialogoNuevaPartida

        v = self.contexto
        dialogo = DialogoNuevaPartida(v, nombres=nombres, codigo_edicion=v.edicion.codigo,
                                      ejecutar=self.ejecutar_dialogo)
        if preparar is not None:
            preparar(dialogo)
        empezada = False
        with self.relojes_en_pausa():
            if self.ejecutar_dialogo(dialogo) and dialogo.inicio is not None:
                empezada = c.nueva(dialogo.inicio, dialogo.opciones_reloj.config())
        if empezada and dialogo.tipo.currentData() in (CLASICA, DUPLICADA):
            v.ir_al_tablero()  # lista para teclear la primera jugada (Tantrix y «4 en letras» no usan el tablero)

    def partidas(self) -> None:
        """«Partidas…»: reabrir o seguir, duplicar o borrar las partidas guardadas."""
        c = self.controlador
        if c is None:
            return
        from app_planilla.ui.hojas.dialogo_partidas import DialogoPartidas

        v = self.contexto
        dialogo = DialogoPartidas(v)

        def releer(elegida: int | None = None) -> None:
            try:
                dialogo.modelo.establecer(c.almacen.partidas())
            except (ErrorPlanilla, OSError, sqlite3.Error) as e:
                c.error.emit(str(e))
            if elegida is not None:
                dialogo.elegir(elegida)
            elif dialogo.modelo.rowCount():
                dialogo.vista.selectRow(0)

        def abrir() -> None:
            ident = dialogo.elegida()
            if ident is not None and c.abrir(ident):
                dialogo.accept()

        def duplicar() -> None:
            ident = dialogo.elegida()
            if ident is not None:
                releer(c.duplicar(ident))

        def borrar() -> None:
            ident = dialogo.elegida()
            pregunta = self.tr("¿Borrar la partida {0}? No se puede recuperar.")
            if ident is not None and v.confirmar(pregunta.format(ident)):
                c.borrar(ident)
                releer()

        dialogo.boton_abrir.clicked.connect(abrir)
        dialogo.boton_duplicar.clicked.connect(duplicar)
        dialogo.boton_borrar.clicked.connect(borrar)
        releer(c.partida.id if c.partida is not None else None)
        with self.relojes_en_pausa():
            self.ejecutar_dialogo(dialogo)


__all__ = ["Abridor", "Pausa", "Sesion"]
