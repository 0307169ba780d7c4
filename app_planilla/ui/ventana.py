"""Ventana principal: el tablero a la izquierda, la jugada y su desglose a la derecha, y sitio (paneles
acoplables) para la planilla, los relojes y el panel de fichas que llegan después."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QPushButton, QSplitter, QWidget

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import ESPANOL, Edicion, edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.jugada_en_curso import Calculo, Dejada, JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Tablero
from app_planilla.ui import acciones, armazones
from app_planilla.ui.tablero.panel_jugada import MODO_ESCRITAS, MODO_TABLERO, MODOS, PanelJugada
from app_planilla.ui.tablero.vista import VistaTablero

if TYPE_CHECKING:
    from app_planilla.ui.fichas.panel import Fichas
    from app_planilla.ui.hojas.clasica.hoja import Hoja
    from app_planilla.ui.hojas.duplicada.hoja import HojaDuplicada
    from app_planilla.ui.hojas.juegos.hoja import HojasJuegos
    from app_planilla.ui.relojes.partida import RelojesPartida


_ESPERA_MAXIMA_MS = 1000
"""Si el tablero no llega a pintarse (ventana minimizada), las hojas se montan igual pasado este tiempo."""


_ENTRADAS = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)


def ajustes_por_defecto() -> QSettings:
    return QSettings("Planilla", "Planilla")


class VentanaPrincipal(QMainWindow):
    """La pantalla de quien anota.

    Para las funciones que llegan después (planilla, relojes, fichas):

    - ``agregar_panel(clave, titulo, widget)`` acopla un panel a la derecha o abajo y lo pone en Ver ▸ Paneles;
    - ``agregar_boton_jugada(boton)`` pone un botón bajo el desglose (p. ej. «Sumar»);
    - ``calculo_actual()`` da la jugada calculada del modo activo; ``resultado_cambiado(Calculo)`` avisa
      en cada cambio; ``jugada_dejada(Dejada)`` cuando unas fichas quedan en el tablero;
      ``tablero_cambiado()`` tras dejar, deshacer o vaciar; ``edicion_cambiada(Edicion)``.

    Con ``datos`` (la carpeta de las partidas) se instala la hoja de la partida clásica: ``hoja`` (ver
    ``panel_planilla.Hoja``) con su panel, su menú «Partida» y su controlador (``hoja.controlador``, con las
    señales de cada turno anotado y de cada deshacer). La hoja usa ``mostrar_tablero(fichas)`` para que el
    tablero sea el de la planilla, ``al_pulsar_intro`` para que Intro sume y ``edicion_fija`` para que la
    edición no cambie a mitad de partida.

    Con ``diferir`` (la aplicación de verdad) la ventana se muestra con el tablero y la jugada, y las hojas se
    montan y la partida se reabre justo después del primer pintado (``arranque_completado``); sin él (pruebas,
    herramientas) todo queda montado al volver del constructor.
    """

    resultado_cambiado = Signal(object)
    jugada_dejada = Signal(object)
    tablero_cambiado = Signal()
    edicion_cambiada = Signal(object)

    arranque_completado = Signal()

    def __init__(
        self, ajustes: QSettings | None = None, parent: QWidget | None = None, *, datos: str | Path | None = None,
        fuente_tiempo: Callable[[], float] | None = None, hora: Callable[[], float] | None = None,
        diferir: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ventana_principal")
        self.ajustes = ajustes if ajustes is not None else ajustes_por_defecto()
        self.setWindowTitle(self.tr("Planilla"))
        self.setDockNestingEnabled(True)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)

        codigo = str(self.ajustes.value("edicion", ESPANOL.codigo))
        try:
            ed = edicion(codigo)
        except ErrorPlanilla:
            ed = ESPANOL
        self.tablero = Tablero()
        self.jugada = JugadaEnCurso(self.tablero, ed)
        # Cada «Dejar en el tablero» guarda lo anterior para poder deshacerlo.
        self._historial: list[tuple[dict[Casilla, Ficha], set[Casilla]]] = []
        self.paneles: dict[str, QDockWidget] = {}
        self.al_pulsar_intro: Callable[[], object] | None = None
        """Lo que hace Intro en el tablero en vez de «Dejar en el tablero» (con una hoja: «Sumar»)."""
        self.edicion_fija: str | None = None
        """Edición de la partida en curso: mientras dura, no se cambia."""
        self.hoja: Hoja | None = None
        self.relojes: RelojesPartida | None = None
        """Relojes de la partida clásica (``relojes_partida``); ``fuente_tiempo``/``hora`` para las pruebas."""
        self.duplicada: HojaDuplicada | None = None
        """La hoja de la partida duplicada (``panel_duplicada``), junto a la clásica y sobre su almacén."""
        self.fichas: Fichas | None = None
        self.juegos: HojasJuegos | None = None
        """Las hojas de Tantrix y de «4 en letras» (``hoja_juegos``), sobre el almacén de la clásica."""

        self.vista_tablero = VistaTablero(self.jugada)
        self.panel = PanelJugada(ed)
        self.panel.setMinimumWidth(330)
        self.panel.setMaximumWidth(520)
        self.divisor = QSplitter(Qt.Orientation.Horizontal)
        self.divisor.setObjectName("divisor")
        self.divisor.addWidget(self.vista_tablero)
        self.divisor.addWidget(self.panel)
        self.divisor.setStretchFactor(0, 1)
        self.divisor.setStretchFactor(1, 0)
        self.divisor.setChildrenCollapsible(False)
        self.setCentralWidget(self.divisor)

        self.acciones = acciones.crear(self)

        # Todo el cableado de señales, aquí.
        self.vista_tablero.cambiada.connect(self._jugada_cambiada)
        self.vista_tablero.mensaje.connect(self.mensaje)
        self.vista_tablero.dejar_pedido.connect(self._intro_en_tablero)
        self.vista_tablero.usada.connect(self._tablero_usado)
        self.panel.escritas_cambiada.connect(self._jugada_cambiada)
        self.panel.modo_elegido.connect(self.poner_modo)
        self.panel.edicion_elegida.connect(self.poner_edicion)
        self.panel.boton_horizontal.clicked.connect(lambda: self._direccion(Direccion.HORIZONTAL))
        self.panel.boton_vertical.clicked.connect(lambda: self._direccion(Direccion.VERTICAL))
        self.panel.boton_dejar.clicked.connect(self.dejar_en_tablero)
        self.panel.boton_vaciar.clicked.connect(self.vaciar_tablero)

        self.statusBar().setObjectName("estado")
        self._restaurada = False
        self._modo = MODO_TABLERO
        modo = str(self.ajustes.value("modo", MODO_TABLERO))
        self.poner_modo(modo if modo in MODOS else MODO_TABLERO)
        self._pendiente: tuple[str | Path | None, Callable[[], float] | None, Callable[[], float] | None] | None
        self._pendiente = (datos, fuente_tiempo, hora)
        self._programado = False
        # La ventana se ve antes: tablero y jugada ya; las hojas, el almacén y la partida reabierta, justo
        # después de pintar el tablero por primera vez. Solo si se sabe qué paneles habrá (los de la sesión
        # anterior, ya en su sitio y vacíos): así nada cambia de sitio al llenarse. La primera vez, todo junto.
        if diferir and armazones.crear(self):
            self._restaurar()
            # Los botones del tablero como quedaron (con hoja van uno encima del otro): la columna no salta.
            self.panel.apilar_botones(bool(self.ajustes.value("ventana/apilados", False, type=bool)))
            self.vista_tablero.installEventFilter(self)
            QTimer.singleShot(_ESPERA_MAXIMA_MS, self.completar_arranque)  # por si no llega a pintarse
        else:
            self.completar_arranque()

    def completar_arranque(self) -> None:
        """Monta las hojas, el menú «Archivo» y reabre la partida (una sola vez; al instante si no se difiere)."""
        if self._pendiente is None:
            return
        datos, fuente_tiempo, hora = self._pendiente
        self._pendiente = None
        self.vista_tablero.removeEventFilter(self)
        if datos is not None:
            from app_planilla.ui.hojas.clasica.hoja import instalar

            self.hoja = instalar(self, datos)
            from app_planilla.ui.relojes.partida import instalar as instalar_relojes

            # Antes que las demás hojas: los relojes, encima de la clásica, no en una pestaña con ella.
            self.relojes = instalar_relojes(self, self.hoja, fuente_tiempo, hora)
            from app_planilla.ui.fichas.panel import instalar as instalar_fichas
            from app_planilla.ui.hojas.duplicada.hoja import instalar as instalar_duplicada

            self.duplicada = instalar_duplicada(self, self.hoja)
            self.fichas = instalar_fichas(self, self.hoja, self.duplicada)
            from app_planilla.ui.hojas.juegos.hoja import instalar as instalar_juegos

            self.juegos = instalar_juegos(self, self.hoja)
            from app_planilla.ui.relojes.juegos import instalar as instalar_relojes_juegos

            instalar_relojes_juegos(self.relojes, self.juegos)  # los mismos relojes para Tantrix y «4 en letras»
        from app_planilla.ui.archivo import menu as archivo
        from app_planilla.ui.tablero import comprobacion

        self.comprobacion = comprobacion.instalar(self)
        """«Comprobar las palabras en una lista abierta» (``ui/comprobacion.py``)."""
        self.archivo = archivo.instalar(self)
        """Importar/exportar GCG y JSON e «Imprimir…» en el menú «Archivo» (``ui/archivo.py``)."""
        if not self._restaurada:
            self._restaurar()
        self._jugada_cambiada()
        if self.hoja is not None:
            self.hoja.arrancar()
        if self.duplicada is not None:
            self.duplicada.arrancado()
        if self.juegos is not None:
            self.juegos.arrancado()
        self.arranque_completado.emit()

    @property
    def arrancada(self) -> bool:
        """Si ya están montadas las hojas y reabierta la partida (ver ``diferir``)."""
        return self._pendiente is None

    def eventFilter(self, objeto: QObject, evento: QEvent) -> bool:
        if objeto is self.vista_tablero and self._pendiente is not None:
            if evento.type() in _ENTRADAS:
                # Quien ya toca el tablero: las hojas primero, para que reabrir la partida no le borre la jugada.
                self.completar_arranque()
            elif evento.type() == QEvent.Type.Paint and not self._programado:
                # Tras este primer pintado, en la vuelta siguiente del bucle de eventos.
                self._programado = True
                QTimer.singleShot(0, self.completar_arranque)
        return False

    # --- API para los paneles que llegan después ---------------------------------------------------

    def agregar_panel(
        self,
        clave: str,
        titulo: str,
        widget: QWidget,
        zona: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
    ) -> QDockWidget:
        """Acopla ``widget`` como panel con nombre ``clave`` (su posición se guarda entre sesiones)."""
        armazon = self.paneles.get(clave)
        if armazon is not None and armazon.widget() is None:
            # El panel ya está en su sitio desde el arranque (``armazones``): solo falta su contenido.
            armazon.setWindowTitle(titulo)
            armazon.setWidget(widget)
            return armazon
        dock = armazones.nuevo(self, clave, titulo, zona)
        dock.setWidget(widget)
        estado = self.ajustes.value("ventana/estado")
        if isinstance(estado, QByteArray):
            self.restoreDockWidget(dock)
        return dock

    def agregar_boton_jugada(self, boton: QPushButton) -> None:
        """Un botón bajo el desglose que actúa sobre la jugada calculada."""
        self.panel.botonera.addWidget(boton)

    @property
    def edicion(self) -> Edicion:
        return self.jugada.edicion

    @property
    def modo(self) -> str:
        """``tablero`` («Colocar las fichas en el tablero») o ``escritas`` («Escribir las palabras»)."""
        return self._modo

    def calculo_actual(self) -> Calculo:
        if self._modo == MODO_ESCRITAS:
            return self.panel.escritas.calcular()
        return self.jugada.calcular()

    def mensaje(self, texto: str) -> None:
        """Aviso en la barra de estado (errores de entrada, avisos de K y W…)."""
        self.statusBar().showMessage(texto, 8000)

    # --- acciones ------------------------------------------------------------------------------------

    def poner_modo(self, modo: str) -> None:
        self._modo = modo
        self.panel.poner_modo(modo)
        self.acciones.modo[modo].setChecked(True)
        self.ajustes.setValue("modo", modo)
        if modo == MODO_ESCRITAS:
            self.panel.escritas.filas[0].campo.setFocus()
        else:
            self.vista_tablero.setFocus()
        self._jugada_cambiada()

    def poner_edicion(self, codigo: str) -> None:
        nueva = edicion(codigo)
        if nueva is self.edicion:
            return
        if self.edicion_fija is not None and codigo != self.edicion_fija:
            self.panel.poner_edicion(self.edicion.codigo)
            self.acciones.edicion[self.edicion.codigo].setChecked(True)
            self.mensaje(self.tr("La partida en curso es de otra edición: para cambiarla, empieza una partida nueva."))
            return
        ocupado = not self.tablero.vacio() or not self.jugada.vacia()
        if ocupado and not self.confirmar(self.tr(
            "Al cambiar de edición se vacía el tablero y se pierde la jugada en curso. ¿Cambiar?"
        )):
            self.panel.poner_edicion(self.edicion.codigo)
            return
        self.tablero.vaciar()
        self._historial.clear()
        self.vista_tablero.ultima = set()
        self.jugada = JugadaEnCurso(self.tablero, nueva)
        self.vista_tablero.establecer_jugada(self.jugada)
        self.panel.establecer_edicion(nueva)
        self.acciones.edicion[nueva.codigo].setChecked(True)
        self.ajustes.setValue("edicion", nueva.codigo)
        self.mensaje(self.tr("Edición: {0}.").format(self.panel.edicion.currentText()))
        self.edicion_cambiada.emit(nueva)
        self.tablero_cambiado.emit()
        self._jugada_cambiada()

    def dejar_en_tablero(self) -> Dejada | None:
        """«Dejar en el tablero»: las fichas se quedan para el turno siguiente."""
        if self._modo != MODO_TABLERO:
            self.mensaje(self.tr("Lo que se escribe como palabras no se coloca en el tablero."))
            return None
        antes = (dict(self.tablero.fichas), set(self.vista_tablero.ultima))
        try:
            dejada = self.jugada.dejar()
        except ErrorPlanilla as e:
            self.mensaje(self.tr("No se puede dejar en el tablero: {0}").format(e))
            return None
        self._historial.append(antes)
        self.vista_tablero.ultima = set(dejada.nuevas)
        self.vista_tablero.establecer_jugada(self.jugada)
        self.mensaje(self.tr("{0} ({1} puntos) queda en el tablero.").format(
            dejada.resultado.principal.texto.upper(), dejada.resultado.puntos))
        self.jugada_dejada.emit(dejada)
        self.tablero_cambiado.emit()
        return dejada

    def mostrar_tablero(self, fichas: Mapping[Casilla, Ficha], ultima: set[Casilla] | None = None) -> None:
        """Pone en el tablero exactamente ``fichas`` (el de la planilla): sin jugada en curso ni historial."""
        self.tablero.vaciar()
        for c, f in fichas.items():
            self.tablero.poner(c, f)
        self._historial.clear()
        self.vista_tablero.ultima = set(ultima or ()) & set(fichas)
        self.jugada.cancelar()
        self.vista_tablero.establecer_jugada(self.jugada)
        self.tablero_cambiado.emit()

    def _intro_en_tablero(self) -> None:
        self.completar_arranque()  # Intro suma en la hoja: que esté montada aunque se pulse muy pronto
        if self.al_pulsar_intro is not None:
            self.al_pulsar_intro()
        else:
            self.dejar_en_tablero()

    def deshacer_dejar(self) -> None:
        if not self._historial:
            self.mensaje(self.tr("No hay nada que deshacer."))
            return
        fichas, ultima = self._historial.pop()
        self.tablero.vaciar()
        for c, f in fichas.items():
            self.tablero.poner(c, f)
        self.vista_tablero.ultima = ultima
        self.jugada.cancelar()
        self.vista_tablero.establecer_jugada(self.jugada)
        self.mensaje(self.tr("Se deshizo la última jugada dejada en el tablero."))
        self.tablero_cambiado.emit()

    def vaciar_tablero(self) -> None:
        """«Vaciar el tablero»: retira todas las fichas (se puede deshacer)."""
        if self.tablero.vacio() and self.jugada.vacia():
            return
        self._historial.append((dict(self.tablero.fichas), set(self.vista_tablero.ultima)))
        self.tablero.vaciar()
        self.vista_tablero.ultima = set()
        self.jugada.cancelar()
        self.vista_tablero.establecer_jugada(self.jugada)
        self.mensaje(self.tr("Tablero vacío. Ctrl+Z lo recupera."))
        self.tablero_cambiado.emit()

    def ir_al_tablero(self) -> None:
        if self._modo != MODO_TABLERO:
            self.poner_modo(MODO_TABLERO)
        self.vista_tablero.setFocus()

    def _tablero_usado(self) -> None:
        # Quien toca el tablero quiere colocar fichas: el desglose pasa a ser el de la jugada del tablero.
        if self._modo != MODO_TABLERO:
            self.poner_modo(MODO_TABLERO)

    def _direccion(self, direccion: Direccion) -> None:
        self.vista_tablero.cambiar_direccion(direccion)
        self.vista_tablero.setFocus()

    def confirmar(self, pregunta: str) -> bool:
        """Pregunta sí/no (las pruebas la sustituyen)."""
        from PySide6.QtWidgets import QMessageBox

        respuesta = QMessageBox.question(self, self.tr("Planilla"), pregunta)
        return respuesta == QMessageBox.StandardButton.Yes

    # --- actualización -------------------------------------------------------------------------------

    def _jugada_cambiada(self) -> None:
        calculo = self.calculo_actual()
        if self._modo == MODO_TABLERO:
            vacio = None if self.jugada.inicio is None else self.tr(
                "Escribe las letras: ocupan las casillas libres desde la marcada.")
            self.panel.desglose.mostrar(calculo, self.jugada.notacion(), vacio)
        else:
            self.panel.desglose.mostrar(calculo, "", self.tr("Escribe la palabra principal."))
        horizontal = self.jugada.direccion is Direccion.HORIZONTAL
        self.panel.mostrar_direccion(horizontal)
        self.acciones.horizontal.setChecked(horizontal)
        self.acciones.vertical.setChecked(not horizontal)
        self.acciones.dejar.setEnabled(self._modo == MODO_TABLERO and calculo.resultado is not None)
        self.panel.boton_dejar.setEnabled(self.acciones.dejar.isEnabled())
        self.resultado_cambiado.emit(calculo)

    # --- ajustes -------------------------------------------------------------------------------------

    def _restaurar(self) -> None:
        geometria = self.ajustes.value("ventana/geometria")
        if isinstance(geometria, QByteArray) and self.restoreGeometry(geometria):
            pass
        else:
            self.resize(1180, 760)
        divisor = self.ajustes.value("ventana/divisor")
        if isinstance(divisor, QByteArray):
            self.divisor.restoreState(divisor)
        else:
            self.divisor.setSizes([740, 440])
        estado = self.ajustes.value("ventana/estado")
        if isinstance(estado, QByteArray):
            self.restoreState(estado)
        self._restaurada = True

    def guardar_ajustes(self) -> None:
        self.ajustes.setValue("ventana/geometria", self.saveGeometry())
        self.ajustes.setValue("ventana/estado", self.saveState())
        self.ajustes.setValue("ventana/divisor", self.divisor.saveState())
        self.ajustes.setValue("edicion", self.edicion.codigo)
        self.ajustes.setValue("modo", self._modo)
        self.ajustes.setValue("ventana/apilados", self.panel.apilados)
        armazones.guardar(self)
        self.ajustes.sync()

    def closeEvent(self, e: QCloseEvent) -> None:
        self.guardar_ajustes()
        self._pendiente = None  # cerrada antes de terminar de arrancar: ya no se abre el almacén
        if self.hoja is not None:
            self.hoja.cerrar()
        super().closeEvent(e)
