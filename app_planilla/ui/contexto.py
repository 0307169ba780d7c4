"""Lo que una hoja (o un panel que llega después: relojes, fichas, «Archivo», comprobación) usa de la ventana.

Las hojas no conocen ``VentanaPrincipal``: reciben un ``Contexto`` (la ventana lo cumple) con los mensajes,
las preguntas, los ajustes, los paneles, los menús y el tablero con la jugada en curso, y el ``SitioHojas``
donde va el panel de cada hoja. Solo la raíz de composición (``aplicacion.py``) conoce la ventana; así
ninguna hoja importa la ventana ni otra hoja.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections.abc import Mapping

    from PySide6.QtCore import QObject, QSettings, Qt, SignalInstance
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QMenuBar, QSplitter, QWidget

    from app_planilla.nucleo.juego.ediciones import Edicion
    from app_planilla.nucleo.juego.fichas import Ficha
    from app_planilla.nucleo.juego.jugada_en_curso import Calculo, JugadaEnCurso
    from app_planilla.nucleo.juego.tablero import Casilla, Tablero
    from app_planilla.ui.acciones import Acciones
    from app_planilla.ui.tablero.panel_jugada import PanelJugada
    from app_planilla.ui.tablero.vista import VistaTablero


class Contexto(Protocol):
    """La ventana vista desde una hoja."""

    ajustes: QSettings
    acciones: Acciones
    """Los menús de la ventana («Archivo», «Ver», «Ver ▸ Paneles»…) y sus acciones del tablero."""
    paneles: dict[str, QDockWidget]
    al_pulsar_intro: Callable[[], object] | None
    """Lo que hace Intro en el tablero en vez de «Dejar en el tablero» (la hoja con partida lo pone)."""
    al_escribir_cifra: Callable[[str], object] | None
    """Adónde va una cifra tecleada en el tablero (la hoja con partida lo pone: sus puntos a mano)."""
    edicion_fija: str | None
    """Edición de la partida en curso: mientras dura, no se cambia."""

    # El tablero de la partida y la jugada que se está colocando encima.
    tablero: Tablero
    jugada: JugadaEnCurso
    vista_tablero: VistaTablero
    panel: PanelJugada
    divisor: QSplitter
    resultado_cambiado: SignalInstance
    """``Calculo``: la jugada calculada del modo activo, en cada cambio."""
    tablero_cambiado: SignalInstance
    edicion_cambiada: SignalInstance

    @property
    def edicion(self) -> Edicion: ...

    @property
    def modo(self) -> str: ...

    def calculo_actual(self) -> Calculo: ...

    def limpiar_jugada(self) -> None: ...

    def mostrar_partida(self, fichas: Mapping[Casilla, Ficha], ultima: set[Casilla] | None = None, *,
                        sueltas: bool = False) -> None: ...

    @property
    def base(self) -> Mapping[Casilla, Ficha]: ...

    def sueltas(self) -> dict[Casilla, Ficha]: ...

    def proteger(self, aviso: str | None) -> None: ...

    def poner_edicion(self, codigo: str) -> None: ...

    def recordar_edicion(self, codigo: str) -> None: ...

    def tomar_edicion(self, codigo: str, fija: bool) -> bool: ...

    def tablero_para_hoja(self, con_partida: bool, ayuda: str, intro: Callable[[], object] | None,
                          cifra: Callable[[str], object] | None = None) -> None: ...

    # Mensajes, preguntas y paneles.
    def mensaje(self, texto: str) -> None: ...

    def ir_al_tablero(self) -> None: ...

    def mostrar_tablero(self, visible: bool, hoja: QDockWidget | None = None) -> None:
        """El tablero y la jugada, a la vista o no (Tantrix y «4 en letras» no los usan: su ``hoja`` se ensancha)."""
        ...

    def confirmar(self, pregunta: str) -> bool: ...

    def agregar_panel(self, clave: str, titulo: str, widget: QWidget,
                      zona: Qt.DockWidgetArea = ...) -> QDockWidget: ...

    def acoplar_reloj(self, reloj: QDockWidget, hoja: QDockWidget, encima: bool = True) -> None: ...

    # Lo de ``QMainWindow`` que usan las hojas para colocar sus paneles y menús.
    def menuBar(self) -> QMenuBar: ...

    def addAction(self, accion: QAction) -> None: ...

    def splitDockWidget(self, primero: QDockWidget, segundo: QDockWidget, orientacion: Qt.Orientation) -> None: ...

    def resizeDocks(self, docks: list[QDockWidget], medidas: list[int], orientacion: Qt.Orientation) -> None: ...

    def width(self) -> int: ...

    def installEventFilter(self, filtro: QObject) -> None: ...


class SitioHojas:
    """El sitio de los paneles de las hojas (lo crea la raíz de composición): todos en la misma zona de la
    ventana y solo se ve el de la partida abierta. Los relojes se colocan junto al primero."""

    def __init__(self, contexto: Contexto) -> None:
        self.contexto = contexto
        self.docks: list[QDockWidget] = []

    @property
    def primero(self) -> QDockWidget | None:
        """El panel de la primera hoja montada (junto al que se colocan los relojes la primera vez)."""
        return self.docks[0] if self.docks else None

    def acoplar(self, clave: str, titulo: str, widget: QWidget) -> QDockWidget:
        """El panel de una hoja, en la zona de las demás y sin pestañas: en pestañas, Qt deja a la vista una
        barra de pestañas vieja («Planilla | Tantrix») encima de otro panel."""
        dock = self.contexto.agregar_panel(clave, titulo, widget)
        self.docks.append(dock)
        return dock

    def mostrar(self, dock: QDockWidget) -> None:
        """Se ve ``dock`` (el de la hoja de la partida abierta); los de las demás hojas, no. Primero se ocultan
        los que se van: con dos a la vista un momento, la ventana crecería para ellos."""
        for otro in self.docks:
            if otro is not dock:
                otro.setVisible(False)
        dock.setVisible(True)
        dock.raise_()


__all__ = ["Contexto", "SitioHojas"]
