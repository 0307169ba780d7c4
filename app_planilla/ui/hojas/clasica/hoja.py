"""La hoja de la partida clásica en la ventana: el panel (tabla por rondas, totales, turno, botones con los
textos de la semilla), el menú «Partida» con sus atajos y el pegamento con el tablero.

``Hoja(contexto, sesion, sitio)`` lo monta todo (lo hace la raíz de composición, ``aplicacion``); la sesión le
da su partida (o se la retira) y su controlador solo opera sobre ella. El tablero de la ventana refleja
siempre el de la planilla tras cada operación, al deshacer, al retirar una palabra y al reabrir; solo las
fichas dejadas con «Dejar en el tablero sin anotar puntos» viven aparte, encima.

Para que ningún archivo pase de ~400 líneas, el panel está en ``panel`` y la ``Hoja`` se reparte en
mezclas: lo que hace cada botón (``operaciones``) y las reacciones a los cambios y el tablero
(``reacciones``). Aquí quedan el montaje, el cableado, el menú y lo que las pruebas sustituyen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QPushButton

from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.ui.hojas.clasica.controlador import ControladorPartida
from app_planilla.ui.hojas.clasica.operaciones import OperacionesHoja
from app_planilla.ui.hojas.clasica.panel import PanelPlanilla
from app_planilla.ui.hojas.clasica.reacciones import ReaccionesHoja
from app_planilla.ui.hojas.comun import accion_de_menu, buscar_boton

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto, SitioHojas
    from app_planilla.ui.sesion import Sesion

ATAJOS = {
    "sumar": "Ctrl+S",
    "a_mano": "Ctrl+Shift+M",
    "pasar": "Ctrl+Shift+P",
    "cambiar": "Ctrl+Shift+C",
    "retirada": "Ctrl+Shift+R",
    "deshacer": "Ctrl+Backspace",
    "penalizacion": "Ctrl+Shift+N",
    "impugnacion": "Ctrl+Shift+I",
    "terminar": "Ctrl+Shift+F",
    "nueva": "Ctrl+N",
    "partidas": "Ctrl+O",
}
"""Atajos del menú «Partida» (además, Intro en el tablero suma la jugada mientras hay una hoja)."""


class Hoja(OperacionesHoja, ReaccionesHoja, QObject):
    """La hoja de la partida clásica montada en la ventana (panel, menú, tablero) sobre un controlador.

    Las mezclas van delante de ``QObject`` y no tienen ``__init__``: todo el estado se crea aquí.
    """

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: SitioHojas) -> None:
        super().__init__(sesion)
        self.ventana = ventana
        self.sesion = sesion
        self.sitio = sitio
        self.controlador = ControladorPartida(sesion.almacen, self)
        controlador = self.controlador
        self.panel = PanelPlanilla()
        self.dock = sitio.acoplar("planilla", self.tr("Planilla"), self.panel)
        self.dock.setMinimumWidth(300)
        self._avisos_operacion: list[str] = []
        self._aviso_almacen = sesion.aviso
        self._conservar_sueltas = False
        """Las fichas sueltas siguen al cambiar el tablero de la planilla (no al abrir otra partida)."""
        self.acciones = self._crear_menu()
        self.menu: QMenu

        # Todo el cableado de señales, aquí.
        p = self.panel
        p.boton_sumar.clicked.connect(self.sumar)
        p.puntos.returnPressed.connect(self.sumar)
        p.boton_pasar.clicked.connect(self.pasar)
        p.boton_cambiar.clicked.connect(self.cambiar)
        p.boton_retirada.clicked.connect(self.palabra_retirada)
        p.boton_deshacer.clicked.connect(self.deshacer)
        p.boton_penalizacion.clicked.connect(self.penalizacion)
        p.boton_impugnacion.clicked.connect(self.impugnacion_fallida)
        p.boton_terminar.clicked.connect(self.terminar)
        p.boton_otra.clicked.connect(self.otra_partida)
        p.boton_nueva.clicked.connect(self.nueva_partida)
        p.boton_partidas.clicked.connect(sesion.partidas)
        ventana.resultado_cambiado.connect(self._calculo_cambiado)
        controlador.abierta.connect(self._partida_abierta)
        controlador.cambiada.connect(self._cambiada)
        controlador.tablero_cambiado.connect(self._sincronizar_tablero)
        controlador.avisos.connect(self._avisos)
        controlador.error.connect(self.mostrar_error)
        sesion.error.connect(self.panel.poner_error)  # la barra de estado ya lo dice (``aplicacion``)
        if sesion.almacen is None:
            p.boton_nueva.setEnabled(False)
            p.boton_partidas.setEnabled(False)
        sesion.registrar(controlador)
        self._repintar()

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def planilla(self) -> Planilla | None:
        return self.controlador.planilla

    def boton(self, texto: str) -> QPushButton:
        """El botón del panel con ese texto (como lo buscaría quien juega)."""
        return buscar_boton(self.panel, texto)

    # --- arranque ------------------------------------------------------------------------------------

    def arrancado(self) -> None:
        """Tras reabrir la partida al arrancar (con la disposición de la sesión anterior ya puesta)."""
        if self.planilla is not None:
            self.sitio.mostrar(self.dock)
        self._repintar()

    # --- menú «Partida» ------------------------------------------------------------------------------

    def _crear_menu(self) -> dict[str, QAction]:
        v = self.ventana
        self.menu = QMenu(self.tr("&Partida"), v)
        v.menuBar().insertMenu(v.acciones.menu_ver.menuAction(), self.menu)
        acciones: dict[str, QAction] = {}

        def accion(clave: str, texto: str, funcion: object) -> None:
            acciones[clave] = accion_de_menu(v, self.menu, texto, funcion, ATAJOS.get(clave))

        accion("nueva", self.tr("&Nueva partida…"), self.nueva_partida)
        accion("partidas", self.tr("P&artidas…"), self.sesion.partidas)
        self.menu.addSeparator()
        accion("sumar", self.tr("&Sumar"), self.sumar)
        accion("a_mano", self.tr("Escribir los puntos a &mano"), self.escribir_a_mano)
        accion("pasar", self.tr("&Pasar"), self.pasar)
        accion("cambiar", self.tr("&Cambiar"), self.cambiar)
        accion("retirada", self.tr("Pala&bra retirada"), self.palabra_retirada)
        accion("deshacer", self.tr("&Deshacer la última línea"), self.deshacer)
        accion("penalizacion", self.tr("Penali&zación…"), self.penalizacion)
        accion("impugnacion", self.tr("Impugnación &fallida (premio a quien jugó)"), self.impugnacion_fallida)
        self.menu.addSeparator()
        accion("terminar", self.tr("&Terminar la partida…"), self.terminar)
        accion("otra", self.tr("&Otra partida, mismas personas"), self.otra_partida)
        self.menu.addSeparator()
        accion("copiar_planilla", self.tr("Copiar la plan&illa"), self.copiar_planilla)
        accion("copiar_clasificacion", self.tr("Copiar la c&lasificación"), self.copiar_clasificacion)
        return acciones

    # --- preguntas (las pruebas las sustituyen) ------------------------------------------------------

    def preguntar(self, pregunta: str, opciones: list[str]) -> int | None:
        """Elige una de ``opciones`` (o ``None`` si se cancela)."""
        caja = QMessageBox(QMessageBox.Icon.Question, self.tr("Planilla", "nombre de la aplicación"), pregunta,
                           QMessageBox.StandardButton.Cancel, self.ventana)
        botones = [caja.addButton(o, QMessageBox.ButtonRole.AcceptRole) for o in opciones]
        caja.exec()
        pulsado = caja.clickedButton()
        return next((i for i, b in enumerate(botones) if b is pulsado), None)

    def mostrar_error(self, texto: str) -> None:
        """Un error del núcleo en español: en el panel y en la barra de estado. Nada ha cambiado."""
        self.panel.poner_error(texto)
        self.ventana.mensaje(texto)


__all__ = ["ATAJOS", "Hoja", "PanelPlanilla"]
