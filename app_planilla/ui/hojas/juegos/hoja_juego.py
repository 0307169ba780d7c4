"""Lo común a las hojas de Tantrix y de «4 en letras» (``HojaJuego``): panel acoplable, menú, botones de la
partida y el cambio de hoja. El controlador está en ``controlador``; los widgets comunes del panel, en ``panel``.

La hoja del juego ocupa el sitio de la clásica y de la duplicada mientras su partida está abierta, y se retira
cuando se abre una de ellas. Como en las demás hojas, cada operación guarda su evento antes de verse y un
``ErrorPlanilla`` se muestra en español sin cambiar nada.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QPushButton

from app_planilla.nucleo.registro.registro import Efecto, Registro
from app_planilla.nucleo.texto import texto_clasificacion, texto_planilla

# Reexportados: los paneles de cada juego los importan de aquí.
from app_planilla.ui.hojas.comun import accion_de_menu, al_portapapeles, buscar_boton
from app_planilla.ui.hojas.juegos.controlador import ControladorJuego, Planilla
from app_planilla.ui.hojas.juegos.panel import PanelJuego, boton, vista_tabla

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto
    from app_planilla.ui.sesion import Sesion

ATAJOS = {
    "anotar": "Ctrl+S",
    "deshacer": "Ctrl+Backspace",
    "terminar": "Ctrl+Shift+F",
    "empate": "Ctrl+Alt+E",
    "otra": "Ctrl+Alt+O",
    "copiar_planilla": "Ctrl+Alt+P",
}
"""Los mismos que en la clásica y la duplicada: solo la hoja que tiene partida los deja activos."""


class HojaJuego(QObject):
    """Base de las hojas de Tantrix y de «4 en letras»: dock, menú, botones comunes y cambio de hoja."""

    clave = ""

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: QDockWidget, clase: type[Registro[Any, Any, Any]],
                 panel: PanelJuego, titulo: str, titulo_menu: str) -> None:
        super().__init__(sesion)
        self.titulo = titulo
        self.ventana = ventana
        self.sesion = sesion
        self.sitio = sitio
        """El panel de la hoja clásica, cuyo sitio ocupa esta mientras hay partida del juego."""
        self.controlador = ControladorJuego(clase, sesion.almacen, self)
        self.panel = panel
        self.dock = ventana.agregar_panel(self.clave, self.titulo, panel)
        # En la zona de la clásica, sin pestañas (como la duplicada): solo se ve una de las dos a la vez. En
        # pestañas, Qt deja a la vista una barra de pestañas vieja («Planilla | Tantrix») encima de otro panel.
        self.dock.setMinimumWidth(300)
        self._activa = False
        self.menu = QMenu(titulo_menu, ventana)
        ventana.menuBar().insertMenu(ventana.acciones.menu_ver.menuAction(), self.menu)
        self.acciones: dict[str, QAction] = {}
        self._crear_menu()
        self.menu.menuAction().setVisible(False)

        # Todo el cableado de señales, aquí (más el de cada juego en su subclase).
        p = self.panel
        p.boton_deshacer.clicked.connect(self.deshacer)
        p.boton_terminar.clicked.connect(self.terminar)
        p.boton_otra.clicked.connect(self.otra_partida)
        p.boton_copiar.clicked.connect(self.copiar_planilla)
        p.boton_nueva.clicked.connect(lambda: sesion.nueva_partida())
        p.boton_partidas.clicked.connect(sesion.partidas)
        c = self.controlador
        c.abierta.connect(self._abierta)
        c.cambiada.connect(self._cambiada)
        c.error.connect(self.mostrar_error)
        if sesion.controlador is not None:
            sesion.controlador.partida_abierta.connect(self._clasica_abierta)
            sesion.controlador.duplicada_abierta.connect(lambda _p: self.controlador.poner(None))
        else:
            p.boton_nueva.setEnabled(False)
            p.boton_partidas.setEnabled(False)

    # --- para cada juego -----------------------------------------------------------------------------

    def acciones_propias(self, accion: Callable[[str, str, object], None]) -> None:
        """Las entradas del menú propias del juego (antes de las comunes)."""

    def mostrar(self, planilla: Planilla | None) -> None:
        """Repinta el panel del juego (estado, tabla, resumen, zona de anotar)."""

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def planilla(self) -> Planilla | None:
        return self.controlador.planilla

    @property
    def activa(self) -> bool:
        return self._activa

    def boton(self, texto: str) -> QPushButton:
        """El botón del panel con ese texto (como lo buscaría quien juega)."""
        return buscar_boton(self.panel, texto)

    # --- menú ----------------------------------------------------------------------------------------

    def _crear_menu(self) -> None:
        v = self.ventana

        def accion(clave: str, texto: str, funcion: object) -> None:
            self.acciones[clave] = accion_de_menu(v, self.menu, texto, funcion, ATAJOS.get(clave), activa=False)

        self.acciones_propias(accion)
        accion("deshacer", self.tr("&Deshacer la última línea"), self.deshacer)
        self.menu.addSeparator()
        accion("terminar", self.tr("&Terminar la partida"), self.terminar)
        accion("otra", self.tr("&Otra partida, mismas personas"), self.otra_partida)
        accion("copiar_planilla", self.tr("Copiar la &planilla"), self.copiar_planilla)
        accion("copiar_clasificacion", self.tr("Copiar la c&lasificación"), self.copiar_clasificacion)

    # --- operaciones comunes -------------------------------------------------------------------------

    def deshacer(self) -> None:
        self.controlador.operar(lambda p: p.deshacer())

    def terminar(self) -> None:
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida en juego que terminar."))
            return
        if self.controlador.operar(lambda p: p.terminar()) is not None:
            self.ventana.mensaje(self.texto_final())

    def texto_final(self) -> str:
        return self.tr("Partida terminada.")

    def otra_partida(self) -> None:
        planilla = self.planilla
        c = self.sesion.controlador
        if planilla is None or c is None:
            return
        if not planilla.terminada and not self.ventana.confirmar(self.tr(
            "La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas»."
        )):
            return
        ident = self.controlador.partida.id if self.controlador.partida is not None else None
        c.nueva(planilla.otra_partida(), c.almacen.config_relojes(ident) if ident is not None else None)

    def copiar_planilla(self) -> None:
        planilla = self.planilla
        if planilla is not None:
            self._copiar(texto_planilla(planilla), self.tr("Planilla copiada al portapapeles."))

    def copiar_clasificacion(self) -> None:
        planilla = self.planilla
        if planilla is not None:
            self._copiar(texto_clasificacion(planilla), self.tr("Clasificación copiada al portapapeles."))

    def _copiar(self, texto: str, mensaje: str) -> None:
        al_portapapeles(texto)
        self.ventana.mensaje(mensaje)

    def mostrar_error(self, texto: str) -> None:
        """Un error del núcleo en español: en el panel y en la barra de estado. Nada ha cambiado."""
        self.panel.poner_error(texto)
        self.ventana.mensaje(texto)

    # --- cambio de hoja ------------------------------------------------------------------------------

    def _mostrar_dock(self, activa: bool, *, clasica: bool = True) -> None:
        """La hoja del juego ocupa el sitio de la clásica mientras hay una partida del juego."""
        self._activa = activa
        if activa:
            # Primero se oculta la clásica: con las dos a la vista un momento, la ventana crecería para ellas.
            self.sitio.setVisible(False)
            self.dock.setVisible(True)
            self.dock.raise_()
        else:
            self.dock.setVisible(False)
            if clasica:
                self.sitio.setVisible(True)
        self.menu.menuAction().setVisible(activa)

    def _clasica_abierta(self, planilla: object) -> None:
        # Una partida clásica (no la señal vacía que precede a una duplicada o a un juego): esta se retira.
        if planilla is not None and self.controlador.partida is not None:
            self.controlador.poner(None)

    def _abierta(self, planilla: Planilla | None) -> None:
        self.panel.poner_error(None)
        if planilla is not None:
            self.ventana.edicion_fija = None
            self.ventana.al_pulsar_intro = None
            self.ventana.al_escribir_cifra = None
            self._mostrar_dock(True)
            self.ventana.mensaje(self.tr("{0}: {1}.").format(self.titulo, " – ".join(planilla.nombres)))
        else:
            self._mostrar_dock(False, clasica=not self.sesion.otra_hoja_abierta())
        self.repintar()

    def _cambiada(self, _efecto: Efecto[Any, None]) -> None:
        self.panel.poner_error(None)
        self.repintar()

    def repintar(self) -> None:
        planilla = self.planilla
        self.mostrar(planilla)
        en_juego = self._activa and planilla is not None and not planilla.terminada
        for clave, accion in self.acciones.items():
            if clave == "deshacer":
                accion.setEnabled(self._activa and planilla is not None and planilla.puede_deshacer)
            elif clave in ("otra", "copiar_planilla", "copiar_clasificacion"):
                accion.setEnabled(self._activa and planilla is not None)
            else:
                accion.setEnabled(en_juego)
        p = self.panel
        p.boton_deshacer.setEnabled(planilla is not None and planilla.puede_deshacer)
        p.boton_terminar.setEnabled(planilla is not None and not planilla.terminada)
        p.boton_otra.setEnabled(planilla is not None)
        p.boton_copiar.setEnabled(planilla is not None)

    def arrancado(self) -> None:
        """Tras el arranque de la hoja clásica: si se reabrió una partida de este juego, su hoja encima."""
        self._mostrar_dock(self.planilla is not None, clasica=False)
        if self.planilla is not None:
            self.ventana.al_pulsar_intro = None
            self.ventana.al_escribir_cifra = None
        self.repintar()


__all__ = [
    "ATAJOS",
    "ControladorJuego",
    "HojaJuego",
    "PanelJuego",
    "boton",
    "vista_tabla",
]
