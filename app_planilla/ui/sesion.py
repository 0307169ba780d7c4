"""La sesión: el almacén de partidas y la partida abierta, de cualquier modalidad.

Lleva el almacén que abrió la raíz de composición (``carpeta_datos``: si no se pudo, el contador funciona igual,
sin guardar, y ``aviso`` lo explica) y lo cierra; abre, crea, reabre, duplica y borra partidas de cualquier
modalidad (``nucleo.modalidades``) y restaura una copia de seguridad; lleva los diálogos
«Nueva partida…» y «Partidas…», que valen para todas las hojas, y anuncia con ``abierta`` qué partida queda
abierta. Cada hoja registra su controlador (``registrar``): la sesión le da la partida si es de sus
modalidades y se la retira si no; el controlador solo opera sobre la que recibe. Ninguna hoja conoce otra.

Los diálogos que terminan o cambian la partida se abren dentro de ``relojes_en_pausa()``: mientras están
abiertos no corre ningún reloj de quien juega, y al cerrarlos sigue el que corría (si la partida sigue en juego).
El reloj de la ronda de una duplicada en la mesa es el de la sala y no se para (``HojaDuplicada.pausa_del_reloj``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.modalidades import CLASICA, de_planilla, modalidad
from app_planilla.ui.hojas.dialogo_comun import Ejecutar, ejecutar_modal

if TYPE_CHECKING:
    from app_planilla.nucleo.almacen.cerrojo import Cerrojo
    from app_planilla.nucleo.modalidades import InicioPartida
    from app_planilla.nucleo.relojes import ConfigReloj
    from app_planilla.ui.contexto import Contexto

Pausa = Callable[[], Callable[[], None] | None]
"""Para un reloj si corría y da con qué seguir después (``None`` si no había nada que parar)."""


class Controlador(Protocol):
    """Lo que la sesión usa del controlador de una hoja (``ControladorHoja``)."""

    claves: tuple[str, ...]

    @property
    def cambiada(self) -> Any: ...

    def poner(self, partida: PartidaGuardada | None) -> None: ...

    def operar(self, operacion: Callable[[Any], Any]) -> Any | None: ...


class Sesion(QObject):
    """Las partidas guardadas y la abierta.

    Señales:

    - ``por_abrir(str)``: la clave de la modalidad de la partida que se va a anunciar (``clasica`` si
      ninguna): quien monta las hojas monta aquí la suya si aún no está.
    - ``abierta(PartidaGuardada | None)``: la partida que queda abierta (de cualquier modalidad), ya en manos
      del controlador de su hoja; ``None``: ninguna.
    - ``cambiada(Efecto)``: una operación ya guardada en la partida abierta (de cualquier hoja).
    - ``error(str)``: el mensaje en español; nada ha cambiado.
    """

    por_abrir = Signal(str)
    abierta = Signal(object)
    cambiada = Signal(object)
    error = Signal(str)

    def __init__(self, contexto: Contexto, almacen: Almacen | None, aviso: str | None = None,
                 cerrojo: Cerrojo | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.contexto = contexto
        self.almacen = almacen
        """``None`` si no hay almacén: el contador funciona igual, sin guardar."""
        self.aviso = aviso
        """El aviso del almacén (reparado, solo para leer, o sin almacén), para la barra de estado."""
        self.cerrojo = cerrojo
        """El de la carpeta de datos (una sola Planilla por carpeta, y ninguna orden que la cambie mientras):
        se suelta al cerrar, después del almacén."""
        self.ejecutar_dialogo: Ejecutar = ejecutar_modal
        """Abre un diálogo y dice si se aceptó; las pruebas lo sustituyen para no bloquear."""
        self.actual: PartidaGuardada | None = None
        """La partida abierta, de cualquier hoja (``None``: ninguna)."""
        self._controladores: list[Controlador] = []
        self._pausas: list[Pausa] = []
        self._por_reabrir: int | None = None

    # --- la partida abierta --------------------------------------------------------------------------

    @property
    def clave(self) -> str:
        """La modalidad de la partida abierta (``clasica`` sin partida: la de una partida nueva)."""
        return modalidad(self.actual.planilla) if self.actual is not None else CLASICA

    def registrar(self, controlador: Controlador) -> None:
        """El controlador de una hoja: recibe (``poner``) las partidas de sus modalidades."""
        self._controladores.append(controlador)
        controlador.cambiada.connect(self.cambiada)
        if self.actual is not None and self.clave in controlador.claves:
            controlador.poner(self.actual)

    def _anunciar(self, partida: PartidaGuardada | None) -> None:
        clave = modalidad(partida.planilla) if partida is not None else CLASICA
        self.por_abrir.emit(clave)
        self.actual = partida
        # Primero se retiran las demás hojas; luego la suya la recibe; después, los demás lo ven.
        for c in self._controladores:
            if clave not in c.claves:
                c.poner(None)
        for c in self._controladores:
            if clave in c.claves:
                c.poner(partida)
        self.abierta.emit(partida)

    def operar(self, operacion: Callable[[Any], Any]) -> Any | None:
        """Una operación sobre la partida abierta que no hace su hoja (ajustar los relojes): la hace el
        controlador de su hoja, así que se guarda antes de que nadie la vea y su hoja se repinta. Devuelve el
        efecto, o ``None`` si no se pudo (el controlador ya dijo por qué)."""
        if self.actual is None:
            self.error.emit(self.tr("No hay ninguna partida abierta."))
            return None
        controlador = next((c for c in self._controladores if self.clave in c.claves), None)
        return controlador.operar(operacion) if controlador is not None else None

    def partida_en_curso(self) -> tuple[Almacen, PartidaGuardada] | None:
        """La partida abierta y su almacén (para exportar e imprimir)."""
        if self.almacen is None or self.actual is None:
            return None
        return self.almacen, self.actual

    def _abrir(self, abrir: Callable[[Almacen], PartidaGuardada]) -> bool:
        if self.almacen is None:
            self.error.emit(self.tr("No se pueden guardar partidas: no hay almacén."))
            return False
        try:
            partida = abrir(self.almacen)
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return False
        self._anunciar(partida)
        return True

    def nueva(self, inicio: InicioPartida, relojes: ConfigReloj | None = None) -> bool:
        """Partida nueva; con ``relojes`` (si su modalidad los lleva), se guardan antes de anunciarla."""

        def crear(almacen: Almacen) -> PartidaGuardada:
            partida = almacen.crear(inicio)
            if relojes is not None and de_planilla(partida.planilla).relojes:
                almacen.poner_relojes(partida.id, relojes)
            return partida

        return self._abrir(crear)

    def abrir(self, partida: int) -> bool:
        return self._abrir(lambda almacen: almacen.abrir(partida))

    def restaurar(self, copia: str | Path) -> Path | None:
        """Pone la copia en lugar de las partidas (las de ahora quedan aparte: devuelve dónde) y reabre la
        partida sin terminar más reciente de la copia. ``None`` si no se pudo (nada cambió)."""
        if self.almacen is None:
            return None
        try:
            anterior = self.almacen.restaurar(copia)
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return None
        # La partida abierta era del archivo de antes: se retira y se abre la de la copia.
        self._anunciar(None)
        self.por_reabrir()
        self._reabrir()
        return anterior

    def por_reabrir(self) -> str | None:
        """La modalidad de la partida que ``reabrir`` abrirá (la sin terminar más reciente), o ``None``."""
        self._por_reabrir = None
        if self.almacen is None:
            return None
        try:
            partidas = self.almacen.partidas()
        except (ErrorPlanilla, sqlite3.Error) as e:
            self.error.emit(self.tr("No se pueden leer las partidas guardadas: {0}").format(e))
            return None
        sin_terminar = next((p for p in partidas if not p.terminada), None)
        if sin_terminar is None:
            return None
        self._por_reabrir = sin_terminar.id
        return sin_terminar.modalidad

    def reabrir(self) -> bool:
        """Al arrancar: el aviso del almacén, si lo hay, y la partida de ``por_reabrir`` tal como estaba."""
        if self.aviso:
            self.contexto.mensaje(self.aviso)
        return self._reabrir()

    def _reabrir(self) -> bool:
        ident, self._por_reabrir = self._por_reabrir, None
        return ident is not None and self.abrir(ident)

    def otra_partida(self) -> bool:
        """«Otra partida, mismas personas»: la siguiente de la abierta, con sus mismos relojes. Si la abierta no ha
        terminado, se pregunta antes (queda guardada)."""
        actual = self.actual
        if actual is None or self.almacen is None:
            self.error.emit(self.tr("No hay ninguna partida abierta."))
            return False
        if not actual.planilla.terminada and not self.contexto.confirmar(self.tr(
            "La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas»."
        )):
            return False
        try:
            relojes = self.almacen.config_relojes(actual.id)
        except (ErrorPlanilla, sqlite3.Error) as e:
            self.error.emit(str(e))
            return False
        return self.nueva(actual.planilla.otra_partida(), relojes)

    def duplicar(self, partida: int) -> int | None:
        if self.almacen is None:
            return None
        try:
            return self.almacen.duplicar(partida)
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return None

    def borrar(self, partida: int) -> bool:
        if self.almacen is None:
            return False
        try:
            self.almacen.borrar(partida)
        except ErrorPlanilla as e:
            self.error.emit(str(e))
            return False
        if self.actual is not None and self.actual.id == partida:
            self._anunciar(None)
        return True

    def cerrar(self) -> None:
        if self.almacen is not None:
            self.almacen.cerrar()
        if self.cerrojo is not None:
            self.cerrojo.soltar()
            self.cerrojo = None

    # --- relojes en pausa mientras se decide ---------------------------------------------------------

    def al_pausar(self, pausa: Pausa) -> None:
        """Un reloj (los de la partida, el de la ronda en solitario) que se para en los diálogos de
        ``relojes_en_pausa``; la pausa da ``None`` si no tiene nada que parar."""
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
        if self.almacen is None:
            return
        from app_planilla.nucleo.modalidades import CLASICA, DUPLICADA
        from app_planilla.ui.hojas.dialogo_nueva_partida import DialogoNuevaPartida

        v = self.contexto
        ofrecida = v.edicion.codigo
        dialogo = DialogoNuevaPartida(v, nombres=nombres, codigo_edicion=ofrecida,
                                      ejecutar=self.ejecutar_dialogo)
        if preparar is not None:
            preparar(dialogo)
        empezada = False
        with self.relojes_en_pausa():
            if self.ejecutar_dialogo(dialogo) and dialogo.inicio is not None:
                empezada = self.nueva(dialogo.inicio, dialogo.opciones_reloj.config())
        elegida = str(dialogo.edicion.currentData())
        if empezada and dialogo.juego is None and elegida != ofrecida:
            v.recordar_edicion(elegida)  # otra que la ofrecida: la elige quien juega y vale para las siguientes
        if empezada and dialogo.tipo.currentData() in (CLASICA, DUPLICADA):
            v.ir_al_tablero()  # lista para teclear la primera jugada (Tantrix y «4 en letras» no usan el tablero)

    def partidas(self) -> None:
        """«Partidas…»: reabrir o seguir, duplicar o borrar las partidas guardadas."""
        almacen = self.almacen
        if almacen is None:
            return
        from app_planilla.ui.hojas.dialogo_partidas import DialogoPartidas

        v = self.contexto
        dialogo = DialogoPartidas(v)

        def releer(elegida: int | None = None) -> None:
            try:
                dialogo.modelo.establecer(almacen.partidas())
            except (ErrorPlanilla, OSError, sqlite3.Error) as e:
                self.error.emit(str(e))
            if elegida is not None:
                dialogo.elegir(elegida)
            elif dialogo.modelo.rowCount():
                dialogo.vista.selectRow(0)

        def abrir() -> None:
            ident = dialogo.elegida()
            if ident is not None and self.abrir(ident):
                dialogo.accept()

        def duplicar() -> None:
            ident = dialogo.elegida()
            if ident is not None:
                releer(self.duplicar(ident))

        def borrar() -> None:
            ident = dialogo.elegida()
            pregunta = self.tr("¿Borrar la partida {0}? No se puede recuperar.")
            if ident is not None and v.confirmar(pregunta.format(ident)):
                self.borrar(ident)
                releer()

        dialogo.boton_abrir.clicked.connect(abrir)
        dialogo.boton_duplicar.clicked.connect(duplicar)
        dialogo.boton_borrar.clicked.connect(borrar)
        releer(self.actual.id if self.actual is not None else None)
        with self.relojes_en_pausa():
            self.ejecutar_dialogo(dialogo)


__all__ = ["Controlador", "Pausa", "Sesion"]
