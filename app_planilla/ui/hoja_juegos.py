"""Las hojas de Tantrix y de «4 en letras» en la ventana: lo común a las dos (controlador, panel acoplable,
menú, botones de la partida) y su instalación junto a la hoja clásica, sobre el mismo almacén.

El controlador clásico abre cualquier partida (nueva, de «Partidas…» o al arrancar) y, si es de uno de estos
juegos, la pasa con ``juego_abierto``; la hoja del juego ocupa entonces el sitio de la clásica y de la
duplicada, y se retira cuando se abre una de ellas. Como en las demás hojas, cada operación guarda su evento
antes de verse y un ``ErrorPlanilla`` se muestra en español sin cambiar nada.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..nucleo.almacen import Almacen, ErrorAlmacen, PartidaGuardada
from ..nucleo.cuatro_letras import MAX_PARTICIPANTES_CUATRO_LETRAS, MIN_PARTICIPANTES_CUATRO_LETRAS, nueva_cuatro_letras
from ..nucleo.errores import ErrorPlanilla
from ..nucleo.modalidades import CUATRO_LETRAS, TANTRIX, InicioPartida
from ..nucleo.registro_sencillo import EfectoSencillo, RegistroSencillo
from ..nucleo.tantrix import MAX_PARTICIPANTES_TANTRIX, MIN_PARTICIPANTES_TANTRIX, nueva_tantrix
from ..nucleo.texto import texto_clasificacion, texto_planilla

if TYPE_CHECKING:
    from .panel_planilla import Hoja
    from .ventana import VentanaPrincipal

Planilla = Any
"""``PlanillaTantrix`` o ``PlanillaCuatroLetras`` (según la hoja)."""


@dataclass(frozen=True)
class TipoJuego:
    """Lo que el diálogo «Nueva partida» necesita de cada juego para su «Tipo de partida»."""

    minimo: int
    maximo: int
    nueva: Callable[[Sequence[str]], InicioPartida]
    nota: str


TIPOS_JUEGO = {
    TANTRIX: TipoJuego(
        MIN_PARTICIPANTES_TANTRIX, MAX_PARTICIPANTES_TANTRIX, nueva_tantrix,
        "Al final, cada participante anota su línea más larga y su circuito más grande (en fichas): "
        "1 punto por ficha de línea, 2 por ficha de circuito; cuenta la mejor.",
    ),
    CUATRO_LETRAS: TipoJuego(
        MIN_PARTICIPANTES_CUATRO_LETRAS, MAX_PARTICIPANTES_CUATRO_LETRAS, nueva_cuatro_letras,
        "Una serie de partidas: se anota quién gana cada una y con qué palabra (o el empate con el área llena). "
        "Vencedor absoluto: quien más partidas gana.",
    ),
}
"""Tantrix y «4 en letras» en «Tipo de partida» (las claves son las modalidades del almacén)."""

ATAJOS = {
    "anotar": "Ctrl+S",
    "deshacer": "Ctrl+Backspace",
    "terminar": "Ctrl+Shift+F",
    "empate": "Ctrl+Alt+E",
    "otra": "Ctrl+Alt+O",
    "copiar_planilla": "Ctrl+Alt+P",
}
"""Los mismos que en la clásica y la duplicada: solo la hoja que tiene partida los deja activos."""


class ControladorJuego(QObject):
    """La partida abierta de un juego (Tantrix o «4 en letras»).

    Señales: ``abierta(planilla | None)``, ``cambiada(EfectoSencillo)`` (ya guardado), ``error(str)``.
    """

    abierta = Signal(object)
    cambiada = Signal(object)
    error = Signal(str)

    def __init__(self, clase: type[RegistroSencillo[Any]], almacen: Almacen | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clase = clase
        self.almacen = almacen
        self.partida: PartidaGuardada | None = None
        self.ultimo_error: str | None = None

    @property
    def planilla(self) -> Planilla | None:
        if self.partida is None or not isinstance(self.partida.planilla, self.clase):
            return None
        return self.partida.planilla

    def poner(self, partida: PartidaGuardada | None) -> None:
        """La partida que abrió el controlador clásico (``None``: ahora se lleva otra)."""
        if partida is not None and not isinstance(partida.planilla, self.clase):
            partida = None
        if partida is None and self.partida is None:
            return
        self.partida = partida
        self.abierta.emit(self.planilla)

    def operar(self, operacion: Callable[[Planilla], EfectoSencillo[Any]]) -> EfectoSencillo[Any] | None:
        planilla = self.planilla
        self.ultimo_error = None
        try:
            if planilla is None:
                raise ErrorPlanilla(self.tr("No hay ninguna partida abierta: empieza una con «Nueva partida…»."))
            efecto = operacion(planilla)
        except ErrorAlmacen as e:
            self.ultimo_error = self.tr("No se ha guardado nada: {0}").format(e)
        except ErrorPlanilla as e:
            self.ultimo_error = str(e)
        if self.ultimo_error is not None:
            self.error.emit(self.ultimo_error)
            return None
        # Ya está en disco: ahora sí, que lo vean las vistas.
        self.cambiada.emit(efecto)
        return efecto


def boton(texto: str, nombre: str, principal: bool = False) -> QPushButton:
    b = QPushButton(texto)
    b.setObjectName(nombre)
    b.setAutoDefault(False)
    if principal:
        b.setStyleSheet("QPushButton { font-weight: bold; padding: 4px 14px; }")
    return b


def vista_tabla(nombre: str, accesible: str) -> QTableView:
    tabla = QTableView()
    tabla.setObjectName(nombre)
    tabla.verticalHeader().hide()
    tabla.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    tabla.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    tabla.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    tabla.setWordWrap(False)
    tabla.verticalHeader().setDefaultSectionSize(24)
    tabla.setStyleSheet("QTableView { gridline-color: #d6dcd9; }")
    tabla.setAccessibleName(accesible)
    tabla.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return tabla


class PanelJuego(QWidget):
    """Lo común del panel: estado, tabla, resumen, avisos y los botones de la partida.

    Cada juego pone entre la tabla y los botones su zona de anotar (``zona``).
    """

    def __init__(self, nombre: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(nombre)
        self.capa = QVBoxLayout(self)
        self.capa.setContentsMargins(8, 6, 8, 8)
        self.capa.setSpacing(6)
        self.estado = QLabel()
        self.estado.setObjectName("estado_juego")
        fuente = self.estado.font()
        fuente.setPixelSize(17)
        fuente.setBold(True)
        self.estado.setFont(fuente)
        self.estado.setStyleSheet("color: #24493f;")
        self.estado.setWordWrap(True)
        self.capa.addWidget(self.estado)
        self.regla = QLabel()
        self.regla.setObjectName("regla")
        self.regla.setWordWrap(True)
        self.regla.setStyleSheet("color: #5a5a5a;")
        self.capa.addWidget(self.regla)
        self.tabla: QTableView | None = None
        self.resumen = QLabel()
        self.resumen.setObjectName("resumen")
        self.resumen.setTextFormat(Qt.TextFormat.RichText)
        self.resumen.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("error_juego")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(
            "QLabel { background: #fdecea; color: #8a1c12; border: 1px solid #f1b0a8;"
            " border-radius: 4px; padding: 5px 7px; }")
        self.error.hide()
        self.boton_deshacer = boton(self.tr("Deshacer la última línea"), "deshacer_linea")
        self.boton_terminar = boton(self.tr("Terminar la partida"), "terminar")
        self.boton_otra = boton(self.tr("Otra partida, mismas personas"), "otra_partida")
        self.boton_copiar = boton(self.tr("Copiar la planilla"), "copiar_planilla")
        self.boton_nueva = boton(self.tr("Nueva partida…"), "nueva_partida")
        self.boton_partidas = boton(self.tr("Partidas…"), "partidas")

    def montar(self, tabla: QTableView, zona: QWidget | None) -> None:
        """Coloca la tabla, el resumen, la zona de anotar del juego y los botones."""
        self.tabla = tabla
        self.capa.addWidget(tabla, 1)
        self.capa.addWidget(self.resumen)
        self.capa.addWidget(self.error)
        if zona is not None:
            self.capa.addWidget(zona)
        rejilla = QGridLayout()
        rejilla.setSpacing(4)
        rejilla.addWidget(self.boton_deshacer, 0, 0)
        rejilla.addWidget(self.boton_terminar, 0, 1)
        rejilla.addWidget(self.boton_otra, 1, 0)
        rejilla.addWidget(self.boton_copiar, 1, 1)
        rejilla.addWidget(self.boton_nueva, 2, 0)
        rejilla.addWidget(self.boton_partidas, 2, 1)
        self.capa.addLayout(rejilla)

    def poner_error(self, texto: str | None) -> None:
        self.error.setText(texto or "")
        self.error.setVisible(bool(texto))


class HojaJuego(QObject):
    """Base de las hojas de Tantrix y de «4 en letras»: dock, menú, botones comunes y cambio de hoja."""

    clave = ""

    def __init__(self, ventana: VentanaPrincipal, hoja: Hoja, clase: type[RegistroSencillo[Any]],
                 panel: PanelJuego, titulo: str, titulo_menu: str) -> None:
        super().__init__(ventana)
        self.titulo = titulo
        self.ventana = ventana
        self.hoja = hoja
        almacen = hoja.controlador.almacen if hoja.controlador is not None else None
        self.controlador = ControladorJuego(clase, almacen, self)
        self.panel = panel
        self.dock = ventana.agregar_panel(self.clave, self.titulo, panel)
        self.dock.setMinimumWidth(380)
        if ventana.ajustes.value("ventana/estado") is None:
            ventana.tabifyDockWidget(hoja.dock, self.dock)
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
        p.boton_nueva.clicked.connect(hoja.nueva_partida)
        p.boton_partidas.clicked.connect(hoja.partidas)
        c = self.controlador
        c.abierta.connect(self._abierta)
        c.cambiada.connect(self._cambiada)
        c.error.connect(self.mostrar_error)
        if hoja.controlador is not None:
            hoja.controlador.partida_abierta.connect(self._clasica_abierta)
            if hasattr(hoja.controlador, "duplicada_abierta"):
                hoja.controlador.duplicada_abierta.connect(lambda _p: self.controlador.poner(None))
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
        for b in self.panel.findChildren(QPushButton):
            if b.text() == texto:
                return b
        raise LookupError(texto)

    # --- menú ----------------------------------------------------------------------------------------

    def _crear_menu(self) -> None:
        v = self.ventana

        def accion(clave: str, texto: str, funcion: object) -> None:
            a = QAction(texto, v)
            atajo = ATAJOS.get(clave)
            if atajo:
                a.setShortcut(QKeySequence(atajo))
            a.triggered.connect(funcion)
            a.setEnabled(False)
            v.addAction(a)
            self.menu.addAction(a)
            self.acciones[clave] = a

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
        if planilla is None or self.hoja.controlador is None:
            return
        if not planilla.terminada and not self.ventana.confirmar(self.tr(
            "La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas»."
        )):
            return
        self.hoja.controlador.nueva(planilla.otra_partida())

    def copiar_planilla(self) -> None:
        planilla = self.planilla
        if planilla is not None:
            self._copiar(texto_planilla(planilla), self.tr("Planilla copiada al portapapeles."))

    def copiar_clasificacion(self) -> None:
        planilla = self.planilla
        if planilla is not None:
            self._copiar(texto_clasificacion(planilla), self.tr("Clasificación copiada al portapapeles."))

    def _copiar(self, texto: str, mensaje: str) -> None:
        portapapeles = QGuiApplication.clipboard()
        if portapapeles is not None:
            portapapeles.setText(texto)
        self.ventana.mensaje(mensaje)

    def mostrar_error(self, texto: str) -> None:
        """Un error del núcleo en español: en el panel y en la barra de estado. Nada ha cambiado."""
        self.panel.poner_error(texto)
        self.ventana.mensaje(texto)

    # --- cambio de hoja ------------------------------------------------------------------------------

    def _mostrar_dock(self, activa: bool, *, clasica: bool = True) -> None:
        """La hoja del juego ocupa el sitio de la clásica mientras hay una partida del juego."""
        self._activa = activa
        self.dock.setVisible(activa)
        if activa:
            self.hoja.dock.setVisible(False)
            self.dock.raise_()
        elif clasica:
            self.hoja.dock.setVisible(True)
        self.menu.menuAction().setVisible(activa)

    def _clasica_abierta(self, planilla: object) -> None:
        # Una partida clásica (no la señal vacía que precede a una duplicada o a un juego): esta se retira.
        if planilla is not None and self.controlador.partida is not None:
            self.controlador.poner(None)

    def _abierta(self, planilla: Planilla | None) -> None:
        self.panel.poner_error(None)
        if planilla is not None:
            duplicada = getattr(self.ventana, "duplicada", None)
            if duplicada is not None:
                duplicada.controlador.poner(None)
            self.ventana.edicion_fija = None
            self.ventana.al_pulsar_intro = None
            self._mostrar_dock(True)
            self.ventana.mensaje(self.tr("{0}: {1}.").format(self.titulo, " – ".join(planilla.nombres)))
        else:
            self._mostrar_dock(False, clasica=not self._otra_hoja_activa())
        self.repintar()

    def _otra_hoja_activa(self) -> bool:
        duplicada = getattr(self.ventana, "duplicada", None)
        return duplicada is not None and duplicada.planilla is not None

    def _cambiada(self, _efecto: EfectoSencillo[Any]) -> None:
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
        self.repintar()


class HojasJuegos(QObject):
    """Las dos hojas (Tantrix y «4 en letras») y el reparto de las partidas que abre el controlador clásico."""

    def __init__(self, ventana: VentanaPrincipal, hoja: Hoja) -> None:
        super().__init__(ventana)
        from .panel_cuatro_letras import HojaCuatroLetras
        from .panel_tantrix import HojaTantrix

        self.tantrix = HojaTantrix(ventana, hoja)
        self.cuatro_letras = HojaCuatroLetras(ventana, hoja)
        if hoja.controlador is not None and hasattr(hoja.controlador, "juego_abierto"):
            hoja.controlador.juego_abierto.connect(self.poner)

    @property
    def hojas(self) -> tuple[HojaJuego, ...]:
        return (self.tantrix, self.cuatro_letras)

    @property
    def activa(self) -> HojaJuego | None:
        return next((h for h in self.hojas if h.activa), None)

    def poner(self, partida: PartidaGuardada) -> None:
        """Una partida de uno de estos juegos: la lleva su hoja y la otra se retira."""
        for h in self.hojas:
            if not isinstance(partida.planilla, h.controlador.clase):
                h.controlador.poner(None)
        for h in self.hojas:
            if isinstance(partida.planilla, h.controlador.clase):
                h.controlador.poner(partida)

    def arrancado(self) -> None:
        for h in self.hojas:
            h.arrancado()


def instalar(ventana: VentanaPrincipal, hoja: Hoja) -> HojasJuegos:
    """Monta las hojas de Tantrix y de «4 en letras» junto a la clásica, sobre el mismo almacén."""
    return HojasJuegos(ventana, hoja)


__all__ = [
    "ATAJOS",
    "TIPOS_JUEGO",
    "ControladorJuego",
    "HojaJuego",
    "HojasJuegos",
    "PanelJuego",
    "TipoJuego",
    "instalar",
]
