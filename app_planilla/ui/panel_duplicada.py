"""La hoja de la partida duplicada en la ventana: el panel (una fila por ronda, totales y clasificación), el
reloj de la ronda, el menú «Duplicada» con sus atajos y el pegamento con el tablero.

``instalar(ventana, hoja)`` la monta junto a la hoja clásica, sobre el mismo almacén: cuando el controlador
clásico abre una partida duplicada (nueva, desde «Partidas» o al arrancar) la pasa aquí, y este panel
ocupa el sitio del de la clásica. El tablero de la ventana es el de la ronda en curso
(``tablero_ronda``) más la jugada que se está colocando; una maestra anotada desde el tablero se queda
colocada y pasa a formar parte del tablero en la ronda siguiente.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QIntValidator, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..nucleo.duplicada import PlanillaDuplicada
from ..nucleo.errores import ErrorPlanilla
from ..nucleo.estado_duplicada import EfectoDuplicada
from ..nucleo.eventos import MAX_PUNTOS_JUGADA
from ..nucleo.fichas import Ficha
from ..nucleo.jugada_en_curso import Calculo
from ..nucleo.modalidades import DUPLICADA
from ..nucleo.tablero import Casilla, Direccion, Posicion
from ..nucleo.temporizador import TemporizadorRonda
from ..nucleo.texto_duplicada import texto_clasificacion_duplicada, texto_duplicada
from .controlador_duplicada import ControladorDuplicada
from .duplicada_modelo import (
    COL_ATRIL,
    COL_MAESTRA,
    COL_PUNTOS_MAESTRA,
    COL_RONDA,
    ModeloClasificacionDuplicada,
    ModeloDuplicada,
    participante_de,
)
from .panel_jugada import MODO_ESCRITAS
from .temporizador import PanelTemporizador, VentanaProyector

if TYPE_CHECKING:
    from .panel_planilla import Hoja
    from .ventana import VentanaPrincipal

ATAJOS = {
    "ronda": "Ctrl+Alt+N",
    "sortear": "Ctrl+Alt+S",
    "maestra": "Ctrl+M",
    "escribir": "Ctrl+S",
    "deshacer": "Ctrl+Backspace",
    "terminar": "Ctrl+Shift+F",
    "otra": "Ctrl+Alt+O",
    "copiar_clasificacion": "Ctrl+Alt+C",
}
"""Atajos del menú «Duplicada». Los que repiten los de la clásica («Escribir los puntos» como «Sumar»,
deshacer, terminar) no chocan: solo una de las dos hojas tiene partida, y la otra los desactiva."""

ANCHO_PARTICIPANTE = 40
NO_VALE = -1


def _boton(texto: str, nombre: str, principal: bool = False) -> QPushButton:
    b = QPushButton(texto)
    b.setObjectName(nombre)
    b.setAutoDefault(False)
    if principal:
        b.setStyleSheet("QPushButton { font-weight: bold; padding: 4px 10px; }")
    return b


def _aviso(nombre: str, fondo: str, color: str, borde: str) -> QLabel:
    etiqueta = QLabel()
    etiqueta.setObjectName(nombre)
    etiqueta.setWordWrap(True)
    etiqueta.setStyleSheet(f"QLabel {{ background: {fondo}; color: {color}; border: 1px solid {borde};"
                           " border-radius: 4px; padding: 5px 7px; }")
    etiqueta.hide()
    return etiqueta


class PanelDuplicada(QWidget):
    """El contenido del panel «Planilla duplicada». No sabe de la ventana: la ``HojaDuplicada`` lo conecta."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel_duplicada")
        capa = QVBoxLayout(self)
        capa.setContentsMargins(8, 6, 8, 8)
        capa.setSpacing(6)

        self.titulo = QLabel()
        self.titulo.setObjectName("titulo_duplicada")
        fuente = self.titulo.font()
        fuente.setPixelSize(17)
        fuente.setBold(True)
        self.titulo.setFont(fuente)
        self.titulo.setStyleSheet("color: #24493f;")
        self.titulo.setWordWrap(True)
        capa.addWidget(self.titulo)
        self.nota = QLabel()
        self.nota.setObjectName("nota_duplicada")
        self.nota.setWordWrap(True)
        self.nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(self.nota)

        # La ronda siguiente: atril escrito o sorteado de las fichas que no han salido.
        fila_ronda = QHBoxLayout()
        self.atril = QLineEdit()
        self.atril.setObjectName("atril")
        self.atril.setMaxLength(40)
        self.atril.setPlaceholderText(self.tr("atril (? = comodín)"))
        self.atril.setToolTip(self.tr(
            "Las fichas del atril de la ronda siguiente (CH, LL y RR seguidas son una ficha; ? es un comodín). "
            "Vacío: la ronda empieza sin anotar el atril. Con «Sortear», lo que haya aquí es lo que quedó en el "
            "atril (solo hace falta si la maestra anterior no se calculó en el tablero)."))
        self.boton_ronda = _boton(self.tr("Nueva ronda"), "nueva_ronda", principal=True)
        self.boton_sortear = _boton(self.tr("Sortear"), "sortear")
        self.boton_sortear.setToolTip(self.tr("Completa el atril con fichas al azar de las que aún no han salido."))
        self.boton_resortear = _boton(self.tr("Volver a sortear"), "volver_a_sortear")
        self.boton_resortear.setToolTip(self.tr("Regla del sorteo: el atril entero vuelve a la bolsa y se sacan "
                                                "siete nuevas."))
        self.boton_resortear.hide()
        fila_ronda.addWidget(self.atril, 1)
        fila_ronda.addWidget(self.boton_ronda)
        fila_ronda.addWidget(self.boton_sortear)
        fila_ronda.addWidget(self.boton_resortear)
        capa.addLayout(fila_ronda)

        self.avisos = _aviso("avisos_duplicada", "#fff4d6", "#5c4400", "#f0d58c")
        capa.addWidget(self.avisos)
        self.error = _aviso("error_duplicada", "#fdecea", "#8a1c12", "#f1b0a8")
        capa.addWidget(self.error)

        self.modelo = ModeloDuplicada(self)
        self.tabla = QTableView()
        self.tabla.setObjectName("tabla_duplicada")
        self.tabla.setModel(self.modelo)
        self.tabla.verticalHeader().hide()
        self.tabla.verticalHeader().setDefaultSectionSize(24)
        self.tabla.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.tabla.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tabla.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.tabla.setWordWrap(False)
        self.tabla.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.tabla.setStyleSheet("QTableView { gridline-color: #d6dcd9; }")
        self.tabla.setToolTip(self.tr("Doble clic (o F2) en una casilla para corregirla."))
        self.tabla.setAccessibleName(self.tr("Planilla duplicada: una fila por ronda y los totales"))

        self.modelo_clasificacion = ModeloClasificacionDuplicada(self)
        self.clasificacion = QTableView()
        self.clasificacion.setObjectName("tabla_clasificacion_duplicada")
        self.clasificacion.setModel(self.modelo_clasificacion)
        self.clasificacion.verticalHeader().hide()
        self.clasificacion.verticalHeader().setDefaultSectionSize(22)
        self.clasificacion.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.clasificacion.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.clasificacion.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.clasificacion.setAlternatingRowColors(True)
        cabecera = self.clasificacion.horizontalHeader()
        cabecera.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        cabecera.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.clasificacion.setAccessibleName(self.tr("Clasificación de la partida duplicada"))
        self.titulo_clasificacion = QLabel()
        self.titulo_clasificacion.setObjectName("titulo_clasificacion")
        self.titulo_clasificacion.setStyleSheet("font-weight: bold; color: #24493f;")
        abajo = QWidget()
        capa_abajo = QVBoxLayout(abajo)
        capa_abajo.setContentsMargins(0, 4, 0, 0)
        capa_abajo.setSpacing(2)
        capa_abajo.addWidget(self.titulo_clasificacion)
        capa_abajo.addWidget(self.clasificacion, 1)
        self.divisor = QSplitter(Qt.Orientation.Vertical)
        self.divisor.setObjectName("divisor_duplicada")
        self.divisor.addWidget(self.tabla)
        self.divisor.addWidget(abajo)
        self.divisor.setStretchFactor(0, 3)
        self.divisor.setStretchFactor(1, 1)
        self.divisor.setChildrenCollapsible(False)
        self._divisor_movido = False
        """Quien juega movió el divisor: ya no se recoloca solo al cambiar de tamaño."""
        self.divisor.splitterMoved.connect(self._al_mover_divisor)
        self.divisor.installEventFilter(self)
        capa.addWidget(self.divisor, 1)

        # La jugada calculada arriba: como maestra o en la siguiente casilla vacía.
        fila_jugada = QHBoxLayout()
        self.pendiente = QLabel()
        self.pendiente.setObjectName("pendiente_duplicada")
        self.pendiente.setWordWrap(True)
        self.puntos = QLineEdit()
        self.puntos.setObjectName("puntos_duplicada")
        self.puntos.setValidator(QIntValidator(0, MAX_PUNTOS_JUGADA, self.puntos))
        self.puntos.setPlaceholderText(self.tr("a mano"))
        self.puntos.setToolTip(self.tr("Puntos escritos a mano (0–2000): si hay algo aquí, los botones usan esto "
                                       "en lugar de la jugada calculada. Intro escribe los puntos."))
        self.puntos.setMaximumWidth(64)
        fila_jugada.addWidget(self.pendiente, 1)
        fila_jugada.addWidget(self.puntos)
        capa.addLayout(fila_jugada)

        rejilla = QGridLayout()
        rejilla.setSpacing(3)
        self.boton_maestra = _boton(self.tr("Anotar como jugada maestra"), "anotar_maestra", principal=True)
        self.boton_escribir = _boton(self.tr("Escribir los puntos"), "escribir_puntos", principal=True)
        self.boton_deshacer = _boton(self.tr("Deshacer la última línea"), "deshacer_duplicada")
        self.boton_terminar = _boton(self.tr("Terminar la partida"), "terminar_duplicada")
        self.boton_otra = _boton(self.tr("Otra partida, mismas personas"), "otra_duplicada")
        self.boton_copiar = _boton(self.tr("Copiar la clasificación"), "copiar_clasificacion_duplicada")
        self.boton_nueva = _boton(self.tr("Nueva partida…"), "nueva_partida_duplicada")
        self.boton_partidas = _boton(self.tr("Partidas…"), "partidas_duplicada")
        rejilla.addWidget(self.boton_maestra, 0, 0)
        rejilla.addWidget(self.boton_escribir, 0, 1)
        rejilla.addWidget(self.boton_deshacer, 1, 0)
        rejilla.addWidget(self.boton_terminar, 1, 1)
        rejilla.addWidget(self.boton_otra, 2, 0)
        rejilla.addWidget(self.boton_copiar, 2, 1)
        rejilla.addWidget(self.boton_nueva, 3, 0)
        rejilla.addWidget(self.boton_partidas, 3, 1)
        capa.addLayout(rejilla)

    # --- pintar -------------------------------------------------------------------------------------

    def mostrar(self, planilla: PlanillaDuplicada | None) -> None:
        """Todo lo que no son las tablas: título, nota, botones y el tamaño de la clasificación."""
        en_juego = planilla is not None and not planilla.terminada
        for w in (self.atril, self.boton_ronda, self.boton_sortear, self.boton_terminar, self.puntos):
            w.setEnabled(en_juego)
        con_ronda = en_juego and planilla is not None and planilla.ronda > 0
        self.boton_maestra.setEnabled(con_ronda)
        self.boton_escribir.setEnabled(con_ronda)
        self.boton_deshacer.setEnabled(planilla is not None and planilla.puede_deshacer)
        self.boton_otra.setEnabled(planilla is not None)
        self.boton_copiar.setEnabled(planilla is not None)
        ultima = planilla.filas[-1] if planilla is not None and planilla.filas else None
        self.boton_resortear.setVisible(en_juego and ultima is not None and ultima.sorteado and bool(ultima.avisos))
        if planilla is None:
            self.titulo.setText(self.tr("No hay ninguna partida duplicada abierta"))
            self.nota.clear()
            self.titulo_clasificacion.clear()
            return
        n = planilla.participantes
        quienes = self.tr("en solitario") if planilla.en_solitario else self.tr("{0} participantes").format(n)
        if planilla.terminada:
            self.titulo.setText(self.tr("Duplicada terminada · {0} rondas · {1}").format(planilla.ronda, quienes))
        elif planilla.ronda == 0:
            self.titulo.setText(self.tr("Duplicada · {0} · escribe o sortea el primer atril").format(quienes))
        else:
            self.titulo.setText(self.tr("Duplicada · ronda {0} · {1}").format(planilla.ronda, quienes))
        partes = [self.tr("Contra las jugadas maestras.")] if planilla.en_solitario else []
        if planilla.nota_bonificaciones:
            partes.append(planilla.nota_bonificaciones)
        self.nota.setText(" ".join(partes))
        self.nota.setVisible(bool(partes))
        self.titulo_clasificacion.setText(
            self.tr("Clasificación final") if planilla.terminada else self.tr("Clasificación provisional"))
        self.clasificacion.setColumnHidden(3, not planilla.bonificaciones)
        self.ajustar_columnas()

    def ajustar_columnas(self) -> None:
        """Cada columna tan ancha como su contenido (los nombres largos se acortan en la cabecera): con 16
        participantes la tabla se desplaza en horizontal y se lee igual."""
        cabecera = self.tabla.horizontalHeader()
        cabecera.setMinimumSectionSize(ANCHO_PARTICIPANTE)
        cabecera.setStretchLastSection(False)
        cabecera.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def _al_mover_divisor(self) -> None:
        self._divisor_movido = True

    def eventFilter(self, objeto: QObject, e: QEvent) -> bool:
        # Cuando el divisor cambia de alto se recoloca, después de que él mismo reparta el sitio.
        if objeto is self.divisor and e.type() == QEvent.Type.Resize and not self._divisor_movido:
            QTimer.singleShot(0, self, self.ajustar_divisor)
        return super().eventFilter(objeto, e)

    def ajustar_divisor(self) -> None:
        """La clasificación con sitio para cuatro filas (con más, se desplaza); el resto, para la hoja."""
        filas = max(1, min(4, self.modelo_clasificacion.rowCount()))
        alto = (self.clasificacion.horizontalHeader().sizeHint().height() + 2 * self.clasificacion.frameWidth()
                + filas * self.clasificacion.verticalHeader().defaultSectionSize()
                + self.titulo_clasificacion.sizeHint().height() + 6)
        total = sum(self.divisor.sizes()) or 400
        self.divisor.setSizes([max(120, total - alto), alto])

    def poner_avisos(self, textos: list[str]) -> None:
        self.avisos.setText("\n".join(textos))
        self.avisos.setVisible(bool(textos))

    def poner_error(self, texto: str | None) -> None:
        self.error.setText(texto or "")
        self.error.setVisible(bool(texto))

    def ver_ronda(self) -> None:
        """Lleva la tabla al final: la ronda en curso y, debajo, los totales."""
        filas = self.modelo.rowCount()
        if filas:
            self.tabla.scrollTo(self.modelo.index(filas - 1, 0))


class HojaDuplicada(QObject):
    """La hoja duplicada montada en la ventana (panel, reloj, menú, tablero) sobre su controlador."""

    def __init__(self, ventana: VentanaPrincipal, hoja: Hoja) -> None:
        super().__init__(ventana)
        self.ventana = ventana
        self.hoja = hoja
        almacen = hoja.controlador.almacen if hoja.controlador is not None else None
        self.controlador = ControladorDuplicada(almacen, self)
        self.panel = PanelDuplicada()
        self.dock = ventana.agregar_panel("duplicada", self.tr("Planilla duplicada"), self.panel)
        self.dock.setMinimumWidth(400)
        self._primera_vez = ventana.ajustes.value("ventana/estado") is None
        # Debajo de la hoja clásica, en la misma zona: solo se ve una de las dos a la vez.
        from .sonido import Sonidos

        self.sonidos = Sonidos(self)
        self.sonidos.preparar_despues()
        self.temporizador = PanelTemporizador(TemporizadorRonda(180), self.sonidos)
        self.dock_reloj = ventana.agregar_panel("reloj_ronda", self.tr("Reloj de la ronda"), self.temporizador)
        if self._primera_vez:
            ventana.splitDockWidget(self.dock, self.dock_reloj, Qt.Orientation.Vertical)
        self.proyector: VentanaProyector | None = None
        self._avisos_operacion: list[str] = []
        self._tablero_mostrado: dict[Casilla, Ficha] | None = None
        self._sincronizando = False
        self._activa = False
        """Si el panel de la duplicada es el que se ve (hay una duplicada abierta)."""
        self.menu: QMenu
        self.acciones = self._crear_menu()
        self.panel.modelo.escribir = self.escribir_casilla

        # Todo el cableado de señales, aquí.
        p = self.panel
        p.boton_ronda.clicked.connect(self.nueva_ronda)
        p.atril.returnPressed.connect(self.nueva_ronda)
        p.boton_sortear.clicked.connect(self.sortear)
        p.boton_resortear.clicked.connect(self.volver_a_sortear)
        p.boton_maestra.clicked.connect(self.anotar_maestra)
        p.boton_escribir.clicked.connect(self.escribir_puntos)
        p.puntos.returnPressed.connect(self.escribir_puntos)
        p.boton_deshacer.clicked.connect(self.deshacer)
        p.boton_terminar.clicked.connect(self.terminar)
        p.boton_otra.clicked.connect(self.otra_partida)
        p.boton_copiar.clicked.connect(self.copiar_clasificacion)
        p.boton_nueva.clicked.connect(self.nueva_partida)
        p.boton_partidas.clicked.connect(hoja.partidas)
        self.temporizador.proyector_pedido.connect(self.modo_proyector)
        self.temporizador.aviso.connect(ventana.mensaje)
        ventana.resultado_cambiado.connect(self._calculo_cambiado)
        ventana.tablero_cambiado.connect(self._tablero_de_la_ventana)
        c = self.controlador
        c.abierta.connect(self._abierta)
        c.cambiada.connect(self._cambiada)
        c.ronda_nueva.connect(self._ronda_nueva)
        c.tablero_cambiado.connect(self._sincronizar_tablero)
        c.avisos.connect(lambda avisos: ventana.mensaje(" ".join(avisos)))
        c.error.connect(self.mostrar_error)
        if hoja.controlador is not None:
            hoja.controlador.duplicada_abierta.connect(c.poner)
            hoja.controlador.partida_abierta.connect(self._clasica_abierta)
        else:
            p.boton_nueva.setEnabled(False)
            p.boton_partidas.setEnabled(False)
        self._mostrar_docks(False)
        self.repintar()

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def planilla(self) -> PlanillaDuplicada | None:
        return self.controlador.planilla

    def boton(self, texto: str) -> QPushButton:
        """El botón del panel con ese texto (como lo buscaría quien juega)."""
        for b in self.panel.findChildren(QPushButton):
            if b.text() == texto:
                return b
        raise LookupError(texto)

    # --- menú «Duplicada» ----------------------------------------------------------------------------

    def _crear_menu(self) -> dict[str, QAction]:
        v = self.ventana
        self.menu = QMenu(self.tr("&Duplicada"), v)
        v.menuBar().insertMenu(v.acciones.menu_ver.menuAction(), self.menu)
        acciones: dict[str, QAction] = {}

        def accion(clave: str, texto: str, funcion: object) -> None:
            a = QAction(texto, v)
            atajo = ATAJOS.get(clave)
            if atajo:
                a.setShortcut(QKeySequence(atajo))
            a.triggered.connect(funcion)
            a.setEnabled(False)
            v.addAction(a)
            self.menu.addAction(a)
            acciones[clave] = a

        accion("ronda", self.tr("&Nueva ronda (atril escrito)"), self.nueva_ronda)
        accion("sortear", self.tr("&Sortear el atril de la ronda"), self.sortear)
        accion("atril", self.tr("Escribir el &atril…"), self.ir_al_atril)
        self.menu.addSeparator()
        accion("maestra", self.tr("Anotar como jugada &maestra"), self.anotar_maestra)
        accion("escribir", self.tr("&Escribir los puntos"), self.escribir_puntos)
        accion("deshacer", self.tr("&Deshacer la última línea"), self.deshacer)
        self.menu.addSeparator()
        accion("reloj", self.tr("Empezar o parar el &reloj de la ronda"), self.temporizador.alternar)
        self.menu.addSeparator()
        accion("terminar", self.tr("&Terminar la partida"), self.terminar)
        accion("otra", self.tr("&Otra partida, mismas personas"), self.otra_partida)
        accion("copiar_planilla", self.tr("Copiar la &planilla"), self.copiar_planilla)
        accion("copiar_clasificacion", self.tr("Copiar la c&lasificación"), self.copiar_clasificacion)
        self.menu.menuAction().setVisible(False)
        return acciones

    # --- operaciones ---------------------------------------------------------------------------------

    def ir_al_atril(self) -> None:
        self.dock.show()
        self.dock.raise_()
        self.panel.atril.setFocus()
        self.panel.atril.selectAll()

    def nueva_ronda(self) -> None:
        """«Nueva ronda» con el atril escrito (o vacío); arranca el reloj de la ronda."""
        if self.controlador.nueva_ronda(self.panel.atril.text()) is not None:
            self.panel.atril.clear()

    def sortear(self) -> None:
        """«Sortear»: lo que quedó en el atril más fichas al azar de las que no han salido."""
        quedan = self.panel.atril.text().strip() or None
        if self.controlador.sortear_ronda(quedan) is not None:
            self.panel.atril.clear()

    def volver_a_sortear(self) -> None:
        self.controlador.volver_a_sortear()

    def _puntos_a_mano(self) -> int | None:
        """Los puntos escritos a mano; ``None`` si no hay; ``NO_VALE`` (y el error dicho) si no son un número."""
        escrito = self.panel.puntos.text().strip()
        if not escrito:
            return None
        if not escrito.isdigit() or int(escrito) > MAX_PUNTOS_JUGADA:
            self.mostrar_error(self.tr("Los puntos a mano tienen que ser un número de 0 a {0}.").format(
                MAX_PUNTOS_JUGADA))
            return NO_VALE
        return int(escrito)

    def anotar_maestra(self) -> None:
        """«Anotar como jugada maestra»: la jugada del tablero (que se queda colocada) o los puntos a mano."""
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida duplicada en juego."))
            return
        v = self.ventana
        a_mano = self._puntos_a_mano()
        if a_mano == NO_VALE:
            return
        calculo = v.calculo_actual()
        r = calculo.resultado
        en_tablero = v.modo != MODO_ESCRITAS and r is not None and r.posicion is not None
        if a_mano is not None:
            coord = r.posicion.fise() if r is not None and r.posicion is not None else ""
            palabra = r.principal.texto if r is not None else ""
            efecto = self.controlador.anotar_maestra_puntos(a_mano, coord, palabra)
        elif r is None:
            self.mostrar_error(calculo.error or self.tr(
                "No hay ninguna jugada calculada: coloca la jugada maestra en el tablero o escribe sus puntos."))
            return
        elif en_tablero:
            efecto = self.controlador.anotar_maestra(v.jugada.nuevas(), v.jugada.direccion)
        else:
            efecto = self.controlador.anotar_maestra_puntos(r.puntos, "", r.principal.texto)
        if efecto is not None:
            self.panel.puntos.clear()
            if v.modo == MODO_ESCRITAS:
                v.panel.escritas.limpiar()
            # La jugada del tablero se queda colocada: en la ronda siguiente ya es parte del tablero.

    def escribir_puntos(self) -> None:
        """«Escribir los puntos»: los de la jugada calculada (o a mano) en la siguiente casilla vacía."""
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida duplicada en juego."))
            return
        v = self.ventana
        a_mano = self._puntos_a_mano()
        if a_mano == NO_VALE:
            return
        if a_mano is not None:
            puntos = a_mano
        else:
            calculo = v.calculo_actual()
            if calculo.resultado is None:
                self.mostrar_error(calculo.error or self.tr(
                    "No hay ninguna jugada calculada: coloca la jugada en el tablero o escribe los puntos a mano."))
                return
            puntos = calculo.resultado.puntos
        if self.controlador.escribir_siguiente(puntos) is None:
            return
        self.panel.puntos.clear()
        if v.modo == MODO_ESCRITAS:
            v.panel.escritas.limpiar()
        elif a_mano is None and not self._es_la_maestra(v.jugada.nuevas()):
            v.jugada.cancelar()
            v.vista_tablero.establecer_jugada(v.jugada)

    def _es_la_maestra(self, nuevas: dict[Casilla, Ficha]) -> bool:
        planilla = self.planilla
        if planilla is None or not planilla.filas or planilla.filas[-1].maestra is None:
            return False
        return bool(nuevas) and dict(planilla.filas[-1].maestra.fichas) == nuevas

    def escribir_casilla(self, ronda: int, columna: int, texto: str) -> bool:
        """Lo escrito en una casilla de la tabla: cada corrección es una operación del núcleo."""
        c = self.controlador
        planilla = self.planilla
        if planilla is None:
            return False
        texto = texto.strip()
        fila = planilla.filas[ronda - 1] if 1 <= ronda <= planilla.ronda else None
        if fila is None:
            return False
        i = participante_de(columna)
        if columna == COL_ATRIL:
            return c.corregir_atril(ronda, texto) is not None
        if columna == COL_MAESTRA:
            partes = texto.split(None, 1)
            if len(partes) != 2:
                self.mostrar_error(self.tr("Escribe la jugada maestra como coordenada y palabra, p. ej. «H4 JAMÓN»."))
                return False
            return c.anotar_maestra_escrita(partes[0], partes[1]) is not None
        if columna in (COL_PUNTOS_MAESTRA, COL_RONDA) or i is not None:
            if not texto:
                if i is not None and fila.puntos[i] is not None:
                    return c.borrar_puntos(i, ronda) is not None
                return False
            if not texto.isdigit():
                self.mostrar_error(self.tr("Los puntos tienen que ser un número de 0 a {0}.").format(
                    MAX_PUNTOS_JUGADA))
                return False
            puntos = int(texto)
            if i is not None:
                return c.escribir_puntos(i, puntos, ronda) is not None
            if columna == COL_PUNTOS_MAESTRA:
                if fila.maestra is None:
                    return c.anotar_maestra_puntos(puntos, ronda=ronda) is not None
                return c.corregir_maestra(ronda, puntos) is not None
        return False

    def deshacer(self) -> None:
        self.controlador.deshacer()

    def terminar(self) -> None:
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida duplicada en juego que terminar."))
            return
        vacias = sum(1 for f in planilla.filas for p in f.puntos if p is None)
        pregunta = self.tr("¿Terminar la partida? En la duplicada no hay ajuste de fichas.")
        if vacias:
            pregunta += " " + self.tr("Quedan {0} casillas sin puntos: cuentan como 0.").format(vacias)
        if not self.ventana.confirmar(pregunta):
            return
        if self.controlador.terminar() is not None:
            self.temporizador.modelo.pausar()
            self.temporizador.actualizar()
            self.ventana.mensaje(self.tr("Partida terminada. Ganador: {0}.").format(
                self.planilla.nombres[self.planilla.clasificacion()[0].participante] if self.planilla else ""))

    def nueva_partida(self) -> None:
        """«Nueva partida…» desde esta hoja: el diálogo de siempre, ya en duplicada y con los mismos nombres."""
        from . import dialogos_partida as dialogos

        c = self.hoja.controlador
        if c is None:
            return
        planilla = self.planilla
        nombres = planilla.inicio.participantes if planilla is not None else ()
        dialogo = dialogos.DialogoNuevaPartida(self.ventana, nombres=nombres,
                                               codigo_edicion=self.ventana.edicion.codigo,
                                               ejecutar=self.hoja.ejecutar_dialogo)
        dialogo.tipo.setCurrentIndex(max(0, dialogo.tipo.findData(DUPLICADA)))
        if nombres:
            dialogo.cuantos.setValue(len(nombres))
        if planilla is not None:
            dialogo.bonificaciones.setChecked(planilla.bonificaciones)
        if self.hoja.ejecutar_dialogo(dialogo) and dialogo.inicio is not None:
            opciones = getattr(dialogo, "opciones_reloj", None)
            relojes = opciones.config() if opciones is not None else None
            c.nueva(dialogo.inicio, relojes)

    def otra_partida(self) -> None:
        planilla = self.planilla
        if planilla is None or self.hoja.controlador is None:
            return
        if not planilla.terminada and not self.ventana.confirmar(self.tr(
            "La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas»."
        )):
            return
        self.hoja.controlador.nueva(planilla.otra_partida())

    def copiar_clasificacion(self) -> None:
        planilla = self.planilla
        if planilla is None:
            return
        self._copiar(texto_clasificacion_duplicada(planilla), self.tr("Clasificación copiada al portapapeles."))

    def copiar_planilla(self) -> None:
        planilla = self.planilla
        if planilla is None:
            return
        self._copiar(texto_duplicada(planilla), self.tr("Planilla copiada al portapapeles."))

    def _copiar(self, texto: str, mensaje: str) -> None:
        portapapeles = QGuiApplication.clipboard()
        if portapapeles is not None:
            portapapeles.setText(texto)
        self.ventana.mensaje(mensaje)

    def modo_proyector(self) -> None:
        """El reloj en grande, en otra ventana (a pantalla completa en la segunda pantalla si la hay)."""
        # El mismo modelo: cada aviso suena una sola vez, lo dé el panel que lo dé.
        grande = PanelTemporizador(self.temporizador.modelo, self.sonidos, grande=True)
        self.proyector = VentanaProyector(grande, self.tr("Reloj de la ronda"))
        self.proyector.mostrar()

    def mostrar_error(self, texto: str) -> None:
        self.panel.poner_error(texto)
        self.ventana.mensaje(texto)

    # --- reacciones ----------------------------------------------------------------------------------

    def _mostrar_docks(self, duplicada: bool) -> None:
        """El panel de la duplicada y su reloj ocupan el sitio de la hoja clásica mientras hay duplicada."""
        self._activa = duplicada
        self.dock.setVisible(duplicada)
        self.dock_reloj.setVisible(duplicada)
        self.hoja.dock.setVisible(not duplicada)
        if duplicada:
            self.dock.raise_()
        else:
            self.hoja.dock.raise_()
        self.menu.menuAction().setVisible(duplicada)

    def _clasica_abierta(self, planilla: object) -> None:
        # Una partida clásica abierta (no la señal vacía que precede a una duplicada): esta hoja se retira.
        if planilla is not None and self.controlador.partida is not None:
            self.controlador.poner(None)

    def _abierta(self, planilla: PlanillaDuplicada | None) -> None:
        self._avisos_operacion = []
        self._tablero_mostrado = None
        self.panel.poner_error(None)
        self.panel.modelo.establecer(planilla)
        self.panel.modelo_clasificacion.establecer(planilla)
        self._mostrar_docks(planilla is not None)
        if planilla is not None and self._primera_vez:
            self.ventana.resizeDocks([self.dock_reloj], [130], Qt.Orientation.Vertical)
        self._ajustar_edicion(al_abrir=True)
        self.temporizador.reiniciar()
        self._sincronizar_tablero()
        self._reponer_maestra()
        self.repintar()
        self.panel.ajustar_divisor()
        self.panel.ver_ronda()
        if planilla is not None:
            self.ventana.mensaje(self.tr("Partida duplicada: {0}.").format(" – ".join(planilla.nombres)))

    def _cambiada(self, efecto: EfectoDuplicada) -> None:
        self._avisos_operacion = list(efecto.avisos)
        self.panel.poner_error(None)
        self.panel.modelo.actualizar()
        self.panel.modelo_clasificacion.establecer(self.planilla)
        self._ajustar_edicion()
        self.repintar()
        self.panel.ver_ronda()

    def _ronda_nueva(self, _efecto: EfectoDuplicada) -> None:
        self.temporizador.nueva_ronda()

    def _ajustar_edicion(self, al_abrir: bool = False) -> None:
        """La ventana toma la edición de la partida y la mantiene mientras no ha terminado."""
        v = self.ventana
        planilla = self.planilla
        if planilla is None:
            return
        if planilla.terminada and not al_abrir:
            v.edicion_fija = None
            return
        codigo = planilla.edicion.codigo
        if v.edicion.codigo != codigo:
            v.edicion_fija = None
            self._sincronizando = True
            try:
                v.mostrar_tablero({})
                v.poner_edicion(codigo)
            finally:
                self._sincronizando = False
            self._tablero_mostrado = None
            self._sincronizar_tablero()
        v.edicion_fija = None if planilla.terminada else codigo

    def _sincronizar_tablero(self, forzar: bool = False) -> None:
        """El tablero de la ventana pasa a ser el de la ronda en curso; si no ha cambiado, la jugada que se
        está colocando (p. ej. la maestra recién anotada) se queda."""
        planilla = self.planilla
        if planilla is None:
            return
        fichas = dict(planilla.tablero_ronda.fichas)
        if not forzar and fichas == self._tablero_mostrado and all(
                self.ventana.tablero.fichas.get(c) == f for c, f in fichas.items()):
            return
        ultima: set[Casilla] = set()
        if len(planilla.filas) >= 2 and planilla.filas[-2].maestra is not None:
            ultima = {c for c, _f in planilla.filas[-2].maestra.fichas}
        elif planilla.terminada and planilla.filas and planilla.filas[-1].maestra is not None:
            fichas = dict(planilla.tablero.fichas)
            ultima = {c for c, _f in planilla.filas[-1].maestra.fichas}
        self._tablero_mostrado = fichas
        self._sincronizando = True
        try:
            self.ventana.mostrar_tablero(fichas, ultima)
        finally:
            self._sincronizando = False

    def _reponer_maestra(self) -> None:
        """Al abrir la partida: la maestra de la ronda en curso, si se calculó en el tablero, vuelve a verse
        colocada (el tablero de la ronda no la incluye hasta la ronda siguiente)."""
        planilla = self.planilla
        v = self.ventana
        if planilla is None or planilla.terminada or not planilla.filas or v.modo == MODO_ESCRITAS:
            return
        maestra = planilla.filas[-1].maestra
        if maestra is None or not maestra.fichas or not v.jugada.vacia():
            return
        fichas = dict(maestra.fichas)
        casillas = sorted(fichas)
        direccion = Direccion.HORIZONTAL
        if len({c[0] for c in casillas}) > 1:
            direccion = Direccion.VERTICAL
        elif len(casillas) == 1 and maestra.coordenada:
            try:
                direccion = Posicion.desde_fise(maestra.coordenada).direccion
            except ErrorPlanilla:
                pass
        j = v.jugada
        try:
            j.tocar(casillas[0])
            j.cambiar_direccion(direccion)
            for c in casillas:
                j.escribir(fichas[c].letra)
            for c in casillas:
                if fichas[c].comodin and not j.nuevas()[c].comodin:
                    j.alternar_comodin(c)
        except (ErrorPlanilla, KeyError):
            pass
        if j.nuevas() != fichas:
            j.cancelar()  # no se ha podido rehacer igual (p. ej. una C seguida de una H): mejor nada
        v.vista_tablero.establecer_jugada(j)  # avisa a la ventana: el desglose se recalcula

    def _tablero_de_la_ventana(self) -> None:
        """Las fichas de la hoja no se quitan a mano: vuelven y se dice cómo quitarlas."""
        planilla = self.planilla
        if self._sincronizando or self._tablero_mostrado is None or planilla is None or planilla.terminada:
            return
        fichas = self.ventana.tablero.fichas
        if all(fichas.get(c) == f for c, f in self._tablero_mostrado.items()):
            return
        self._sincronizar_tablero(forzar=True)
        self.ventana.mensaje(self.tr(
            "Las jugadas maestras siguen en el tablero: para quitar la última, «Deshacer la última línea»."))

    def _calculo_cambiado(self, calculo: Calculo) -> None:
        planilla = self.planilla
        r = calculo.resultado
        if planilla is None or planilla.terminada:
            self.panel.pendiente.clear()
        elif planilla.ronda == 0:
            self.panel.pendiente.setText(self.tr("Empieza la primera ronda con su atril."))
        elif r is not None:
            casilla = planilla.siguiente_casilla()
            destino = planilla.nombres[casilla] if casilla is not None else self.tr("ninguna casilla vacía")
            self.panel.pendiente.setText(self.tr("{0}: <b>{1}</b> puntos · siguiente casilla: {2}").format(
                escape(r.principal.texto.upper()), r.puntos, escape(destino)))
        else:
            self.panel.pendiente.setText(self.tr("Coloca la jugada en el tablero o escribe los puntos"))

    def repintar(self) -> None:
        planilla = self.planilla
        v = self.ventana
        self.panel.mostrar(planilla)
        en_juego = planilla is not None and not planilla.terminada
        con_ronda = en_juego and planilla is not None and planilla.ronda > 0
        for clave in ("ronda", "sortear", "atril", "terminar", "reloj"):
            self.acciones[clave].setEnabled(en_juego)
        for clave in ("maestra", "escribir"):
            self.acciones[clave].setEnabled(con_ronda)
        self.acciones["deshacer"].setEnabled(planilla is not None and planilla.puede_deshacer)
        for clave in ("otra", "copiar_planilla", "copiar_clasificacion"):
            self.acciones[clave].setEnabled(planilla is not None)
        if self._activa:
            v.al_pulsar_intro = self.escribir_puntos if con_ronda else None
            texto = self.tr("Dejar en el tablero sin anotar puntos")
            v.panel.boton_dejar.setText(texto)
            v.acciones.dejar.setText(texto)
            v.panel.apilar_botones(True)
            ayuda = v.panel.findChild(QLabel, "ayuda_tablero")
            if ayuda is not None:
                ayuda.setText(self.tr(
                    "Toca la casilla de inicio (otro toque cambia la dirección) y escribe. "
                    "«?»: comodín · Esc · Intro: escribir los puntos."))
        avisos: list[str] = []
        if planilla is not None and planilla.filas:
            ultima = planilla.filas[-1]
            avisos.extend(self.tr("Ronda {0}: {1}").format(ultima.numero, a) for a in ultima.avisos)
        avisos.extend(a for a in self._avisos_operacion if a not in " ".join(avisos))
        if planilla is not None:
            avisos.extend(planilla.recuento().avisos())
        self.panel.poner_avisos(avisos)
        self._calculo_cambiado(v.calculo_actual())

    def arrancado(self) -> None:
        """Tras el arranque de la hoja clásica (que repinta la ventana): lo de la duplicada, encima."""
        if self.planilla is not None:
            self._mostrar_docks(True)
            self._sincronizar_tablero(forzar=True)
            self._reponer_maestra()
            if self._primera_vez:
                self.ventana.resizeDocks([self.dock_reloj], [130], Qt.Orientation.Vertical)
        else:
            # La disposición guardada puede venir de una sesión con duplicada: la hoja clásica vuelve a verse
            # (si la partida abierta es de otra hoja, esa la retira al arrancar después).
            self._mostrar_docks(False)
        self.repintar()


def instalar(ventana: VentanaPrincipal, hoja: Hoja) -> HojaDuplicada:
    """Monta la hoja duplicada junto a la clásica, sobre el mismo almacén."""
    return HojaDuplicada(ventana, hoja)


__all__ = ["ATAJOS", "HojaDuplicada", "PanelDuplicada", "instalar"]
