"""Lo común a las hojas de Tantrix y de «4 en letras» (``HojaJuego``): panel acoplable, menú, botones de la
partida y el cambio de hoja. El controlador está en ``controlador``; los widgets comunes del panel, en ``panel``.

Bajo la tabla, los ajustes de los relojes que anotó el árbitro («Ajustar los relojes…», F7).

La hoja del juego ocupa el sitio de las hojas mientras su partida está abierta, y se retira cuando la sesión
abre otra. Como en las demás hojas, cada operación guarda su evento antes de verse y un
``ErrorPlanilla`` se muestra en español sin cambiar nada.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QPushButton

from app_planilla.nucleo.registro.registro import Efecto, Registro
from app_planilla.nucleo.relojes import formato_tiempo
from app_planilla.nucleo.texto import texto_clasificacion, texto_planilla

# Reexportados: los paneles de cada juego los importan de aquí.
from app_planilla.ui.hojas.comun import accion_de_menu, al_portapapeles, buscar_boton
from app_planilla.ui.hojas.juegos.controlador import ControladorJuego, Planilla
from app_planilla.ui.hojas.juegos.panel import PanelJuego, boton, vista_tabla

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto, SitioHojas
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
RELOJES_A_LA_VISTA = 3
"""Líneas de ajustes de los relojes bajo la tabla, como mucho (con la que dice cuántos hubo antes)."""


class HojaJuego(QObject):
    """Base de las hojas de Tantrix y de «4 en letras»: dock, menú, botones comunes y cambio de hoja."""

    clave = ""

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: SitioHojas, clase: type[Registro[Any, Any, Any]],
                 panel: PanelJuego, titulo: str, titulo_menu: str) -> None:
        super().__init__(sesion)
        self.titulo = titulo
        self.ventana = ventana
        self.sesion = sesion
        self.sitio = sitio
        """Donde van los paneles de las hojas: el de este juego se ve mientras hay partida del juego."""
        self.controlador = ControladorJuego(clase, sesion.almacen, self)
        self.panel = panel
        self.dock = sitio.acoplar(self.clave, self.titulo, panel)
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
        if sesion.almacen is None:
            p.boton_nueva.setEnabled(False)
            p.boton_partidas.setEnabled(False)
        sesion.registrar(c)

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
        accion("copiar_planilla", self.tr("Copiar la plan&illa"), self.copiar_planilla)
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
        """«Otra partida, mismas personas» (la sesión pregunta si la abierta no ha terminado)."""
        if self.planilla is not None:
            self.sesion.otra_partida()

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

    def _mostrar_dock(self, activa: bool) -> None:
        """La hoja del juego ocupa el sitio de las hojas mientras hay una partida del juego."""
        self._activa = activa
        if activa:
            self.sitio.mostrar(self.dock)
        else:
            self.dock.setVisible(False)
        self.menu.menuAction().setVisible(activa)

    def _abierta(self, planilla: Planilla | None) -> None:
        self.panel.poner_error(None)
        if planilla is not None:
            self.ventana.edicion_fija = None
            self.ventana.al_pulsar_intro = None
            self.ventana.al_escribir_cifra = None
            self._mostrar_dock(True)
            self.ventana.mensaje(self.tr("{0}: {1}.").format(self.titulo, " – ".join(planilla.nombres)))
        else:
            self._mostrar_dock(False)
        self.repintar()

    def _cambiada(self, _efecto: Efecto[Any, None]) -> None:
        self.panel.poner_error(None)
        self.repintar()

    def repintar(self) -> None:
        planilla = self.planilla
        self.mostrar(planilla)
        self.panel.poner_relojes(self._relojes_ajustados(planilla))
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

    def _relojes_ajustados(self, planilla: Planilla | None) -> list[str]:
        """Los ajustes de los relojes que anotó el árbitro, en orden; en «4 en letras», con la partida de la
        serie tras la que se anotaron. Solo los últimos (``RELOJES_A_LA_VISTA``), para que la tabla no pierda
        filas: todos van en la planilla copiada e impresa."""
        ajustes = planilla.relojes_ajustados if planilla is not None else ()
        lineas = []
        if len(ajustes) > RELOJES_A_LA_VISTA:
            lineas.append(QCoreApplication.translate("HojaJuego", "… y {0} ajustes de los relojes antes").format(
                len(ajustes) - RELOJES_A_LA_VISTA + 1))
            ajustes = ajustes[-(RELOJES_A_LA_VISTA - 1):]
        for a in ajustes:
            texto = QCoreApplication.translate("HojaJuego", "Reloj de {0} ajustado a {1} (árbitro)").format(
                planilla.nombres[a.participante], formato_tiempo(a.restante_ms))
            if a.tras:
                texto = QCoreApplication.translate("HojaJuego", "Tras la partida {0}: {1}").format(a.tras, texto)
            lineas.append(texto)
        return lineas

    def arrancado(self) -> None:
        """Tras reabrir la partida al arrancar: si es de este juego, su hoja encima; si no, retirada."""
        self._mostrar_dock(self.planilla is not None)
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
