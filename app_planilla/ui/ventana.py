"""Ventana principal: el tablero a la izquierda, la jugada y su desglose a la derecha, y sitio (paneles
acoplables) para la planilla, los relojes y el panel de fichas que llegan después.

No conoce las hojas: las monta la raíz de composición (``aplicacion.py``), y cada hoja ve la ventana como un
``Contexto`` (``contexto.py``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QPushButton, QSplitter, QWidget

from app_planilla.nucleo import idioma
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import EDICIONES, ESPANOL, Edicion, edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.historial_tablero import FotoTablero, HistorialTablero
from app_planilla.nucleo.juego.jugada_en_curso import Calculo, Dejada, JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Tablero
from app_planilla.ui import acciones
from app_planilla.ui.adaptable import dentro_de
from app_planilla.ui.tablero.panel_jugada import MODO_ESCRITAS, MODO_TABLERO, MODOS, PanelJugada
from app_planilla.ui.tablero.vista import VistaTablero

PANELES = "ventana/paneles"
"""Los paneles de la sesión, una línea por panel: ``clave<TAB>título`` (una sola cadena: QSettings no devuelve
bien listas de uno). Al abrir, la raíz de composición los crea vacíos y en su sitio antes de montar las hojas."""

DISPOSICION = "ventana/disposicion"
"""``compacta`` o ``amplia``: la clase de pantalla de la disposición guardada. Si la pantalla es ahora de la otra
clase, la disposición de los paneles se hace de nuevo (la guardada no cabría o desaprovecharía el sitio)."""

ALTO_AMPLIO = 900
"""Desde este alto de pantalla disponible, los relojes van encima de la hoja; por debajo (1366×768, 1024×600),
abajo, en pestañas con las fichas, para que la hoja tenga su alto entero."""

RELOJES = ("relojes", "reloj_ronda")

ANCHO_ESTRECHO = 1100
"""En una ventana más estrecha (1024×600) la hoja empieza con el 41 % del ancho: con cuatro participantes, todas sus
columnas a la vista; en las demás, con el 36 %."""

TABLERO_MINIMO = 280
"""Lado del tablero por debajo del cual una disposición guardada está apretada (en 1024×600 la de la primera vez
le da unos 305)."""
FILAS_MINIMAS = 8
"""Filas de la hoja a la vista en cualquier pantalla de referencia."""
FILAS_CON_RELOJES = 12
"""…y en la clásica con relojes a partir de 1366×768 (``herramientas/pantallas.py`` lo comprueba)."""
ALTO_RELOJ_RONDA = 130
"""El alto de «Reloj de la ronda» la primera vez."""

ANCHO_HOJA_SIN_TABLERO = 55
"""Sin tablero (Tantrix, «4 en letras»), la hoja ocupa al menos este tanto por ciento del ancho; los relojes, el
resto."""

TAMANO_INICIAL = QSize(1366, 860)
"""La primera vez; en una pantalla más pequeña, lo que quepa (``caber_en_pantalla``)."""

ZONAS = (Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.BottomDockWidgetArea
         | Qt.DockWidgetArea.LeftDockWidgetArea)


EDICION_ELEGIDA = "edicion_elegida"
"""La edición que eligió quien usa Planilla («Edición» en el menú o junto al tablero, o otra en «Nueva partida»).
Mientras no elija ninguna, la del idioma de la interfaz: en inglés, las fichas y premios en inglés (TW/DW)."""

_EDICION_ANTIGUA = "edicion"
"""Donde se guardaba antes la edición de la ventana, elegida o no, con el español por omisión: otra que el
español la eligió alguien y se respeta."""


def ajustes_por_defecto() -> QSettings:
    return QSettings("Planilla", "Planilla")


def edicion_por_omision(ajustes: QSettings) -> Edicion:
    """La edición con que abre la ventana: la elegida o, si no se eligió ninguna, la del idioma de la interfaz."""
    for clave in (EDICION_ELEGIDA, _EDICION_ANTIGUA):
        codigo = ajustes.value(clave)
        if codigo in EDICIONES and (clave == EDICION_ELEGIDA or codigo != ESPANOL.codigo):
            return EDICIONES[str(codigo)]
    return EDICIONES.get(idioma.actual(), ESPANOL)


class VentanaPrincipal(QMainWindow):
    """La pantalla de quien anota.

    Para las funciones que llegan después (planilla, relojes, fichas):

    - ``agregar_panel(clave, titulo, widget)`` acopla un panel a la derecha o abajo y lo pone en Ver ▸ Paneles;
    - ``agregar_boton_jugada(boton)`` pone un botón bajo el desglose (p. ej. «Sumar»);
    - ``calculo_actual()`` da la jugada calculada del modo activo; ``resultado_cambiado(Calculo)`` avisa
      en cada cambio; ``jugada_dejada(Dejada)`` cuando unas fichas quedan en el tablero;
      ``tablero_cambiado()`` tras dejar, deshacer o vaciar; ``edicion_cambiada(Edicion)``.

    Las hojas (las monta ``aplicacion.montar``) usan ``mostrar_partida(fichas)`` para que el tablero sea el de
    la planilla, ``al_pulsar_intro`` para que Intro sume y ``edicion_fija`` para que la edición no cambie a
    mitad de partida. Las monta tras el primer pintado (``completar_arranque``, ``arranque_completado``).
    """

    resultado_cambiado = Signal(object)
    jugada_dejada = Signal(object)
    tablero_cambiado = Signal()
    edicion_cambiada = Signal(object)

    arranque_completado = Signal()
    cerrandose = Signal()
    """Al cerrar, tras guardar la disposición: la sesión cierra su almacén."""

    def __init__(self, ajustes: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ventana_principal")
        self.ajustes = ajustes if ajustes is not None else ajustes_por_defecto()
        self.setWindowTitle(self.tr("Planilla"))
        self.setDockNestingEnabled(True)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        if self.ajustes.value(DISPOSICION, self.disposicion) != self.disposicion:
            self.ajustes.remove("ventana/estado")

        ed = edicion_por_omision(self.ajustes)
        self.tablero = Tablero()
        self.jugada = JugadaEnCurso(self.tablero, ed)
        self._base: dict[Casilla, Ficha] = {}
        self._ultima_base: set[Casilla] = set()
        self._aviso_base: str | None = None
        self.historial = HistorialTablero()
        """Cada «Dejar en el tablero» o «Vaciar» guarda lo anterior para poder deshacerlo (sin partida)."""
        self.paneles: dict[str, QDockWidget] = {}
        self.al_pulsar_intro: Callable[[], object] | None = None
        """Lo que hace Intro en el tablero en vez de «Dejar en el tablero» (con una hoja: «Sumar»)."""
        self.al_escribir_cifra: Callable[[str], object] | None = None
        """Adónde va una cifra tecleada en el tablero (con una hoja en juego: sus puntos a mano)."""
        self.edicion_fija: str | None = None
        """Edición de la partida en curso: mientras dura, no se cambia."""
        self.atajos_extra: Callable[[], Sequence[tuple[str, str]]] = tuple
        """Filas de más para «Atajos de teclado» (las de los relojes, cuando los hay)."""
        self.pendiente: Callable[[], None] | None = None
        """Lo que falta por montar tras el primer pintado (lo deja ``aplicacion``); ``None``: ya arrancada."""
        # Lo que monta la raíz de composición, a la vista de pruebas y herramientas; la ventana no lo usa.
        self.sesion: Any = None
        self.hoja: Any = None
        self.relojes: Any = None
        self.duplicada: Any = None
        self.fichas: Any = None
        self.juegos: Any = None
        self.comprobacion: Any = None
        self.archivo: Any = None

        self.vista_tablero = VistaTablero(self.jugada)
        self.panel = PanelJugada(ed)
        self.panel.setMaximumWidth(520)
        self.divisor = QSplitter(Qt.Orientation.Horizontal)
        self.divisor.setObjectName("divisor")
        self.divisor.addWidget(self.vista_tablero)
        self.divisor.addWidget(self.panel)
        self.divisor.setStretchFactor(0, 1)
        self.divisor.setStretchFactor(1, 0)
        self.divisor.setChildrenCollapsible(False)
        self.setCentralWidget(self.divisor)

        self.acciones = acciones.crear(self, self)

        # Todo el cableado de señales, aquí.
        self.vista_tablero.cambiada.connect(self.actualizar_jugada)
        self.vista_tablero.mensaje.connect(self.mensaje)
        self.vista_tablero.dejar_pedido.connect(self._intro_en_tablero)
        self.vista_tablero.cifra_escrita.connect(self._cifra_en_tablero)
        self.vista_tablero.usada.connect(self._tablero_usado)
        self.panel.escritas_cambiada.connect(self.actualizar_jugada)
        self.panel.modo_elegido.connect(self.poner_modo)
        self.panel.edicion_elegida.connect(self.poner_edicion)
        self.panel.boton_horizontal.clicked.connect(lambda: self.poner_direccion(Direccion.HORIZONTAL))
        self.panel.boton_vertical.clicked.connect(lambda: self.poner_direccion(Direccion.VERTICAL))
        self.panel.boton_dejar.clicked.connect(self.dejar_en_tablero)
        self.panel.boton_vaciar.clicked.connect(self.vaciar_tablero)

        # En una pantalla baja la ayuda del tablero (varias líneas en una columna estrecha) queda como globo del
        # tablero: esas líneas son las que le faltan a la ventana para caber en 1024×600 con los relojes.
        self.panel.ayuda.setVisible(self.disposicion == "amplia")
        self.vista_tablero.setToolTip(self.panel.ayuda.text())
        self.statusBar().setObjectName("estado")
        self._restaurada = False
        self._revisar_al_mostrar = False
        """La disposición restaurada se revisa al mostrarse la ventana (``revisar_disposicion``)."""
        self._ancho_con_tablero: int | None = None
        """El ancho de la hoja antes de retirar el tablero, para devolvérselo al volver."""
        self._modo = MODO_TABLERO
        modo = str(self.ajustes.value("modo", MODO_TABLERO))
        self.poner_modo(modo if modo in MODOS else MODO_TABLERO)

    def completar_arranque(self) -> None:
        """Monta lo que falte (una sola vez; ver ``aplicacion.montar``)."""
        pendiente, self.pendiente = self.pendiente, None
        if pendiente is not None:
            pendiente()

    @property
    def arrancada(self) -> bool:
        """Si ya están montadas las hojas y reabierta la partida."""
        return self.pendiente is None

    def filas_atajos(self) -> Sequence[tuple[str, str]]:
        return self.atajos_extra()

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
            # El panel ya está en su sitio desde el arranque (``aplicacion``): solo falta su contenido.
            armazon.setWindowTitle(titulo)
            armazon.setWidget(widget)
            armazon.toggleViewAction().setVisible(True)
            return armazon
        dock = self.nuevo_panel(clave, titulo, zona)
        dock.setWidget(widget)
        estado = self.ajustes.value("ventana/estado")
        if isinstance(estado, QByteArray):
            self.restoreDockWidget(dock)
        elif clave == "fichas" and self.disposicion == "compacta":
            for reloj in (self.paneles[r] for r in RELOJES if r in self.paneles):
                self._en_pestana_con_fichas(reloj)
        return dock

    @property
    def disposicion(self) -> str:
        """``compacta`` en pantallas bajas (menos de ``ALTO_AMPLIO``), ``amplia`` en las demás."""
        pantalla = self.screen()
        alto = pantalla.availableGeometry().height() if pantalla is not None else ALTO_AMPLIO
        return "compacta" if alto < ALTO_AMPLIO else "amplia"

    def acoplar_reloj(self, reloj: QDockWidget, hoja: QDockWidget, encima: bool = True) -> None:
        """La primera vez, el sitio de un reloj (los de la partida, el de la ronda): en pantalla amplia, encima
        (o debajo) de la hoja; en una baja, abajo y en pestaña con las fichas (delante), para que la hoja tenga
        su alto."""
        if self.disposicion == "amplia":
            self.splitDockWidget(*((reloj, hoja) if encima else (hoja, reloj)), Qt.Orientation.Vertical)
        else:
            self._en_pestana_con_fichas(reloj)

    def _en_pestana_con_fichas(self, reloj: QDockWidget) -> None:
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, reloj)
        fichas = self.paneles.get("fichas")
        if fichas is not None:
            self.tabifyDockWidget(fichas, reloj)
        reloj.raise_()

    def nuevo_panel(self, clave: str, titulo: str,
                    zona: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea) -> QDockWidget:
        """Un panel acoplado, aún sin contenido, con su nombre (para guardar su sitio) y en Ver ▸ Paneles."""
        dock = QDockWidget(titulo, self)
        dock.setObjectName(f"panel_{clave}")
        dock.setAllowedAreas(ZONAS)
        self.addDockWidget(zona, dock)
        self.paneles[clave] = dock
        self.acciones.menu_paneles.addAction(dock.toggleViewAction())
        self.acciones.menu_paneles.menuAction().setVisible(True)
        return dock

    def tablero_para_hoja(self, con_partida: bool, ayuda: str, intro: Callable[[], object] | None,
                          cifra: Callable[[str], object] | None = None) -> None:
        """El tablero según la hoja: con partida, «Dejar» no anota puntos (y sus botones van uno encima del otro);
        ``ayuda``, lo que dice bajo los botones; ``intro``, lo que hace Intro en vez de dejar; ``cifra``, adónde
        va una cifra tecleada en el tablero."""
        texto = self.tr("&Dejar en el tablero sin anotar puntos") if con_partida else self.tr("&Dejar en el tablero")
        self.acciones.dejar.setText(texto)
        # El botón, sin la letra subrayada del menú (Alt+D ya es del menú).
        self.panel.boton_dejar.setText(self.acciones.dejar.iconText())
        self.panel.apilar_botones(con_partida)
        self.panel.ayuda.setText(ayuda)
        self.vista_tablero.setToolTip(ayuda)
        self.al_pulsar_intro = intro
        self.al_escribir_cifra = cifra

    def tomar_edicion(self, codigo: str, fija: bool) -> bool:
        """La edición de la partida abierta: si era otra, el tablero pasa a ella (vacío); con ``fija``, no se
        cambia mientras dura. Dice si cambió."""
        self.edicion_fija = None
        cambia = codigo != self.edicion.codigo
        if cambia:
            self.mostrar_partida({})
            self._cambiar_edicion(codigo)
        self.edicion_fija = codigo if fija else None
        return cambia

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
        self.actualizar_jugada()

    def poner_edicion(self, codigo: str) -> None:
        """La edición que elige quien usa Planilla (menú o desplegable): si la ventana pasa a ella, se recuerda."""
        self._cambiar_edicion(codigo)
        if self.edicion.codigo == codigo:
            self.recordar_edicion(codigo)

    def recordar_edicion(self, codigo: str) -> None:
        """``codigo`` es la edición elegida: la de la ventana al volver a abrirla, sea cual sea el idioma."""
        self.ajustes.setValue(EDICION_ELEGIDA, codigo)

    def _cambiar_edicion(self, codigo: str) -> None:
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
        self.historial.olvidar()
        self.vista_tablero.ultima = set()
        self.jugada = JugadaEnCurso(self.tablero, nueva)
        self.vista_tablero.establecer_jugada(self.jugada)
        self.panel.establecer_edicion(nueva)
        self.acciones.edicion[nueva.codigo].setChecked(True)
        self.mensaje(self.tr("Edición: {0}.").format(self.panel.edicion.currentText()))
        self.edicion_cambiada.emit(nueva)
        self.tablero_cambiado.emit()
        self.actualizar_jugada()

    def elegir_idioma(self, codigo: str) -> None:
        """«Ver ▸ Idioma»: se recuerda y se ve al volver a abrir (se ofrece reiniciar ya)."""
        from app_planilla.ui import idioma

        idioma.cambiar(self, self.ajustes, codigo)

    def dejar_en_tablero(self) -> Dejada | None:
        """«Dejar en el tablero»: las fichas se quedan para el turno siguiente."""
        if self._modo != MODO_TABLERO:
            self.mensaje(self.tr("Lo que se escribe como palabras no se coloca en el tablero."))
            return None
        antes = FotoTablero.de(self.tablero, self.vista_tablero.ultima)
        try:
            dejada = self.jugada.dejar()
        except ErrorPlanilla as e:
            self.mensaje(self.tr("No se puede dejar en el tablero: {0}").format(e))
            return None
        self.historial.guardar(antes)
        self.vista_tablero.ultima = set(dejada.nuevas)
        self.vista_tablero.establecer_jugada(self.jugada)
        self.mensaje(self.tr("{0} ({1} puntos) queda en el tablero.").format(
            dejada.resultado.principal.texto.upper(), dejada.resultado.puntos))
        self.jugada_dejada.emit(dejada)
        self.tablero_cambiado.emit()
        return dejada

    def mostrar_partida(self, fichas: Mapping[Casilla, Ficha], ultima: set[Casilla] | None = None, *,
                        sueltas: bool = False) -> None:
        """El tablero pasa a ser el de la partida abierta (``fichas``; sin partida, ``{}``), sin jugada en curso ni
        historial. Con ``sueltas``, las dejadas sin anotar que no choquen con las suyas siguen encima."""
        encima = self.sueltas() if sueltas else {}
        self._base = dict(fichas)
        self._ultima_base = set(ultima or ()) & set(fichas)
        self.tablero.vaciar()
        for c, f in {**encima, **self._base}.items():
            self.tablero.poner(c, f)
        self.historial.olvidar()
        self.vista_tablero.ultima = set(self._ultima_base)
        self.jugada.cancelar()
        self.vista_tablero.establecer_jugada(self.jugada)
        self.tablero_cambiado.emit()

    def limpiar_jugada(self) -> None:
        """La jugada en curso del modo activo, en blanco (ya está anotada)."""
        if self._modo == MODO_ESCRITAS:
            self.panel.escritas.limpiar()
        else:
            self.jugada.cancelar()
            self.vista_tablero.establecer_jugada(self.jugada)

    @property
    def base(self) -> Mapping[Casilla, Ficha]:
        """Las fichas de la partida abierta en el tablero (``mostrar_partida``)."""
        return self._base

    def sueltas(self) -> dict[Casilla, Ficha]:
        """Las fichas del tablero que la partida no tiene (dejadas sin anotar puntos)."""
        return {c: f for c, f in self.tablero.fichas.items() if c not in self._base}

    def proteger(self, aviso: str | None) -> None:
        """Con ``aviso``, las fichas de la partida no se quitan a mano («Vaciar el tablero»): vuelven y ``aviso``
        dice cómo quitarlas; ``None`` (sin partida o terminada), se quitan como las demás."""
        self._aviso_base = aviso

    def _intro_en_tablero(self) -> None:
        self.completar_arranque()  # Intro suma en la hoja: que esté montada aunque se pulse muy pronto
        if self.al_pulsar_intro is not None:
            self.al_pulsar_intro()
        else:
            self.dejar_en_tablero()

    def _cifra_en_tablero(self, cifra: str) -> None:
        self.completar_arranque()
        if self.al_escribir_cifra is not None:
            self.al_escribir_cifra(cifra)
        else:
            self.vista_tablero.escribir(cifra)  # sin hoja: el tablero dice que no es una letra

    def deshacer_dejar(self) -> None:
        foto = self.historial.deshacer(self.tablero)
        if foto is None:
            self.mensaje(self.tr("No hay nada que deshacer."))
            return
        self.vista_tablero.ultima = set(foto.ultima)
        self.jugada.cancelar()
        self.vista_tablero.establecer_jugada(self.jugada)
        self.mensaje(self.tr("Se deshizo la última jugada dejada en el tablero."))
        self.tablero_cambiado.emit()

    def vaciar_tablero(self) -> None:
        """«Vaciar el tablero»: retira todas las fichas (se puede deshacer)."""
        if self.tablero.vacio() and self.jugada.vacia():
            return
        if self._aviso_base is not None and self._base:
            # Las fichas de la partida se quedan; las sueltas y la jugada en curso, no.
            self.mostrar_partida(self._base, self._ultima_base)
            self.mensaje(self._aviso_base)
            return
        self.historial.guardar(FotoTablero.de(self.tablero, self.vista_tablero.ultima))
        self.tablero.vaciar()
        self.vista_tablero.ultima = set()
        self.jugada.cancelar()
        self.vista_tablero.establecer_jugada(self.jugada)
        self.mensaje(self.tr("Tablero vacío. Ctrl+Z lo recupera."))
        self.tablero_cambiado.emit()

    @property
    def con_tablero(self) -> bool:
        """Si se ve el tablero con la jugada (no en Tantrix ni en «4 en letras», que no lo usan)."""
        return not self.divisor.isHidden()

    def mostrar_tablero(self, visible: bool, hoja: QDockWidget | None = None) -> None:
        """El tablero y la jugada, a la vista o no: Tantrix y «4 en letras» no los usan y su sitio es para la hoja
        (``hoja``, que se ensancha) y los relojes. Sin tablero, el menú «Jugada» (todo del tablero) se retira con
        sus atajos; al volver, la hoja recupera el ancho que tenía."""
        if visible == self.con_tablero:
            return
        self.divisor.setVisible(visible)
        self.acciones.menu_jugada.menuAction().setVisible(visible)
        for accion in self.acciones.menu_jugada.actions():
            accion.setEnabled(visible)
        if not visible:
            if hoja is not None and not hoja.isFloating():
                self._ancho_con_tablero = hoja.width()
                # En la vuelta siguiente, como al volver: la hoja recién mostrada aún no tiene su sitio.
                QTimer.singleShot(0, self, lambda: self._ancho_hoja(
                    max(hoja.width(), self.width() * ANCHO_HOJA_SIN_TABLERO // 100), hoja))
            return
        ancho, self._ancho_con_tablero = self._ancho_con_tablero, None
        if ancho is not None:
            QTimer.singleShot(0, self, lambda: self._ancho_hoja(ancho))
        self.actualizar_jugada()  # «Dejar en el tablero», activo o no según la jugada

    def _ancho_hoja(self, ancho: int, hoja: QDockWidget | None = None) -> None:
        """La hoja (sin ``hoja``, la que se ve junto al tablero) con ese ancho, si el tablero sigue como estaba."""
        if hoja is None:
            junto = [d for d in self.paneles.values() if d.isVisible() and not d.isFloating()
                     and self.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea]
            hoja = junto[0] if junto and self.con_tablero else None
        elif self.con_tablero or not hoja.isVisible():
            hoja = None
        if hoja is not None:
            self.resizeDocks([hoja], [ancho], Qt.Orientation.Horizontal)

    def ir_al_tablero(self) -> None:
        if not self.con_tablero:
            return
        if self._modo != MODO_TABLERO:
            self.poner_modo(MODO_TABLERO)
        self.vista_tablero.setFocus()

    def _tablero_usado(self) -> None:
        # Quien toca el tablero quiere colocar fichas: el desglose pasa a ser el de la jugada del tablero.
        if self._modo != MODO_TABLERO:
            self.poner_modo(MODO_TABLERO)

    def poner_direccion(self, direccion: Direccion) -> None:
        self.vista_tablero.cambiar_direccion(direccion)
        self.vista_tablero.setFocus()

    def confirmar(self, pregunta: str) -> bool:
        """Pregunta sí/no (las pruebas la sustituyen)."""
        from PySide6.QtWidgets import QMessageBox

        respuesta = QMessageBox.question(self, self.tr("Planilla"), pregunta)
        return respuesta == QMessageBox.StandardButton.Yes

    # --- actualización -------------------------------------------------------------------------------

    def actualizar_jugada(self) -> None:
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

    def restaurar(self) -> None:
        """La geometría, el divisor y la disposición de los paneles de la sesión anterior (una vez)."""
        if self._restaurada:
            return
        geometria = self.ajustes.value("ventana/geometria")
        if not (isinstance(geometria, QByteArray) and self.restoreGeometry(geometria)):
            self.resize(TAMANO_INICIAL)
        self.caber_en_pantalla()
        divisor = self.ajustes.value("ventana/divisor")
        if isinstance(divisor, QByteArray):
            self.divisor.restoreState(divisor)
        else:
            self.divisor.setSizes([740, 440])
        estado = self.ajustes.value("ventana/estado")
        if isinstance(estado, QByteArray):
            self.restoreState(estado)
        self._restaurada = True

    # --- disposición de los paneles -------------------------------------------------------------------

    def _hojas(self) -> list[QDockWidget]:
        """Los paneles de las hojas (todos menos las fichas y los relojes), en el orden en que se acoplaron."""
        return [d for clave, d in self.paneles.items() if clave != "fichas" and clave not in RELOJES]

    def _hoja_a_la_vista(self) -> QDockWidget | None:
        hojas = self._hojas()
        return next((d for d in hojas if d.isVisible()), hojas[0] if hojas else None)

    def medidas_por_defecto(self, hoja: QDockWidget | None = None) -> None:
        """Las medidas de la primera vez: la hoja con sitio para cuatro participantes y la jugada estrecha, en
        proporción en pantallas pequeñas (la ventana no crece para hacerles sitio); «Reloj de la ronda», bajo."""
        hoja = hoja if hoja is not None else self._hoja_a_la_vista()
        if hoja is not None:
            parte = 41 if self.width() < ANCHO_ESTRECHO else 36
            ancho, jugada = min(460, self.width() * parte // 100), min(360, self.width() * 27 // 100)
            self.resizeDocks([hoja], [ancho], Qt.Orientation.Horizontal)
            self.divisor.setSizes([self.width() - ancho - jugada, jugada])
        reloj = self.paneles.get("reloj_ronda")
        if reloj is not None and reloj.isVisible():
            self.resizeDocks([reloj], [ALTO_RELOJ_RONDA], Qt.Orientation.Vertical)

    def restablecer_disposicion(self) -> None:
        """«Ver ▸ Restablecer la disposición»: la ventana y los paneles como la primera vez en esta pantalla (las
        hojas a la derecha, las fichas abajo y los relojes con ``acoplar_reloj``), sin cambiar cuáles se ven."""
        if not (self.isMaximized() or self.isFullScreen()):
            self.resize(TAMANO_INICIAL)
            self.caber_en_pantalla()
        for dock in self.paneles.values():
            dock.setFloating(False)
        hojas = self._hojas()
        for dock in hojas:
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        fichas = self.paneles.get("fichas")
        if fichas is not None:
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, fichas)
        hoja = self._hoja_a_la_vista()
        for clave in RELOJES:
            reloj = self.paneles.get(clave)
            if reloj is not None and hoja is not None:
                junto = self.paneles.get("duplicada", hoja) if clave == "reloj_ronda" else hoja
                self.acoplar_reloj(reloj, junto, encima=clave == "relojes")
        for reloj in (self.paneles[r] for r in RELOJES if r in self.paneles):
            if reloj.isVisible():
                reloj.raise_()  # en pestaña con las fichas, delante el que se ve
        # Los paneles recolocados, ya en su sitio (si no, las medidas no se aplican a la nueva disposición); y otra
        # vez en la vuelta siguiente, por si el gestor de ventanas aún estaba colocando la ventana.
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.medidas_por_defecto()
        QTimer.singleShot(0, self, self.medidas_por_defecto)
        self.mensaje(self.tr("Disposición de los paneles como la primera vez en esta pantalla."))

    def disposicion_apretada(self) -> list[str]:
        """Lo que no cabe con la disposición de ahora en esta pantalla: el tablero más pequeño que
        ``TABLERO_MINIMO`` o la hoja a la vista con menos filas que ``FILAS_MINIMAS`` (``FILAS_CON_RELOJES`` en la
        clásica con relojes desde 768 de alto). Vacío si todo cabe."""
        from PySide6.QtWidgets import QTableView

        problemas = []
        if self.con_tablero:
            lado = min(self.vista_tablero.width(), self.vista_tablero.height())
            if lado < TABLERO_MINIMO:
                problemas.append(f"tablero de {lado} px (al menos {TABLERO_MINIMO})")
        hoja = next((d for d in self._hojas() if d.isVisible()), None)
        tabla = hoja.widget().findChild(QTableView) if hoja is not None and hoja.widget() is not None else None
        if hoja is not None and tabla is not None and tabla.isVisible():
            relojes = self.paneles.get("relojes")
            pantalla = self.screen()
            alto = pantalla.availableGeometry().height() if pantalla is not None else 0
            con_relojes = (hoja is self.paneles.get("planilla") and relojes is not None and relojes.isVisible()
                           and relojes.widget() is not None and alto >= 768)
            minimas = FILAS_CON_RELOJES if con_relojes else FILAS_MINIMAS
            filas = tabla.viewport().height() // max(1, tabla.verticalHeader().defaultSectionSize())
            if filas < minimas:
                problemas.append(f"{filas} filas a la vista en la hoja (al menos {minimas})")
        return problemas

    def revisar_disposicion(self) -> None:
        """Tras restaurar una disposición guardada (quizá en otra pantalla): si aquí queda apretada, la de la
        primera vez. Con la ventana a la vista y ya colocada, en la vuelta siguiente."""
        if not isinstance(self.ajustes.value("ventana/estado"), QByteArray):
            return
        if not self.isVisible():
            self._revisar_al_mostrar = True
            return
        QTimer.singleShot(0, self, self._revisar_ahora)

    def _revisar_ahora(self) -> None:
        if self.disposicion_apretada():
            self.restablecer_disposicion()

    def showEvent(self, e: QShowEvent) -> None:
        super().showEvent(e)
        if self._revisar_al_mostrar:
            self._revisar_al_mostrar = False
            QTimer.singleShot(0, self, self._revisar_ahora)

    def caber_en_pantalla(self) -> None:
        """La ventana nunca más grande que la pantalla disponible (la de la sesión anterior pudo ser otra)."""
        pantalla = self.screen()
        if pantalla is None or self.isMaximized() or self.isFullScreen():
            return
        zona = pantalla.availableGeometry()
        rect = dentro_de(self.geometry(), zona)
        if rect == self.geometry():
            return
        if self.isVisible() or self.testAttribute(Qt.WidgetAttribute.WA_Moved):
            self.setGeometry(rect)
        else:
            # Aún sin colocar (la primera vez): solo el tamaño; el gestor de ventanas la coloca con su marco. En
            # (0, 0) la barra de título quedaría por encima de la pantalla.
            self.resize(rect.size())

    def guardar_ajustes(self) -> None:
        self.ajustes.setValue("ventana/geometria", self.saveGeometry())
        self.ajustes.setValue("ventana/estado", self.saveState())
        self.ajustes.setValue("ventana/divisor", self.divisor.saveState())
        self.ajustes.setValue(DISPOSICION, self.disposicion)
        self.ajustes.setValue("modo", self._modo)
        self.ajustes.setValue("ventana/apilados", self.panel.apilados)
        # También los vacíos: son los de hojas que esta vez no hizo falta montar (y siguen en su sitio).
        self.ajustes.setValue(PANELES, "\n".join(
            f"{clave}\t{dock.windowTitle()}" for clave, dock in self.paneles.items()))
        self.ajustes.sync()

    def closeEvent(self, e: QCloseEvent) -> None:
        self.guardar_ajustes()
        self.pendiente = None  # cerrada antes de terminar de arrancar: ya no se abre el almacén
        self.cerrandose.emit()
        super().closeEvent(e)
