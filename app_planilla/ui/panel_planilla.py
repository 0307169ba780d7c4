"""La hoja de la partida clásica en la ventana: el panel (tabla por rondas, totales, turno, botones con los
textos de la semilla), el menú «Partida» con sus atajos y el pegamento con el tablero.

``instalar(ventana, carpeta)`` lo monta todo y devuelve la ``Hoja``. El tablero de la ventana refleja
siempre el de la planilla tras cada operación, al deshacer, al retirar una palabra y al reabrir; solo las
fichas dejadas con «Dejar en el tablero sin anotar puntos» viven aparte, encima.
"""

from __future__ import annotations

import sqlite3
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QIntValidator, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..nucleo.errores import ErrorPlanilla
from ..nucleo.eventos import MAX_PUNTOS_JUGADA, Atril
from ..nucleo.fichas import Ficha
from ..nucleo.jugada_en_curso import Calculo
from ..nucleo.lineas import Efecto
from ..nucleo.planilla import Planilla
from ..nucleo.tablero import Casilla
from ..nucleo.texto import texto_clasificacion, texto_planilla
from . import dialogos_partida as dialogos
from .controlador import ControladorPartida
from .panel_jugada import MODO_ESCRITAS
from .planilla_modelo import CAMPO_JUGADA, CAMPOS, COL_PARTICIPANTE, COL_RONDA, COL_TIEMPO, ModeloFinal, ModeloPlanilla

if TYPE_CHECKING:
    from .ventana import VentanaPrincipal

ATAJOS = {
    "sumar": "Ctrl+S",
    "a_mano": "Ctrl+Shift+M",
    "pasar": "Ctrl+Shift+P",
    "cambiar": "Ctrl+Shift+C",
    "retirada": "Ctrl+Shift+R",
    "deshacer": "Ctrl+Backspace",
    "penalizacion": "Ctrl+Shift+N",
    "terminar": "Ctrl+Shift+F",
    "nueva": "Ctrl+N",
    "partidas": "Ctrl+O",
}
"""Atajos del menú «Partida» (además, Intro en el tablero suma la jugada mientras hay una hoja)."""


def _boton(texto: str, nombre: str, principal: bool = False) -> QPushButton:
    b = QPushButton(texto)
    b.setObjectName(nombre)
    b.setAutoDefault(False)
    if principal:
        b.setStyleSheet("QPushButton { font-weight: bold; padding: 4px 14px; }")
    return b


class PanelPlanilla(QWidget):
    """El contenido del panel «Planilla». No sabe de la ventana: la ``Hoja`` conecta sus botones."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel_planilla")
        capa = QVBoxLayout(self)
        capa.setContentsMargins(8, 6, 8, 8)
        capa.setSpacing(6)

        self.turno = QLabel()
        self.turno.setObjectName("turno")
        fuente = self.turno.font()
        fuente.setPixelSize(17)
        fuente.setBold(True)
        self.turno.setFont(fuente)
        self.turno.setStyleSheet("color: #24493f;")
        self.turno.setWordWrap(True)
        capa.addWidget(self.turno)
        self.reglas = QLabel()
        self.reglas.setObjectName("reglas")
        self.reglas.setWordWrap(True)
        self.reglas.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(self.reglas)

        self.modelo = ModeloPlanilla(self)
        self.tabla = QTableView()
        self.tabla.setObjectName("tabla_planilla")
        self.tabla.setModel(self.modelo)
        self.tabla.verticalHeader().hide()
        self.tabla.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tabla.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tabla.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tabla.setWordWrap(False)
        self.tabla.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tabla.verticalHeader().setDefaultSectionSize(24)
        self.tabla.setStyleSheet("QTableView { gridline-color: #d6dcd9; }")
        self.tabla.setAccessibleName(self.tr("Planilla: turnos por ronda con el total acumulado"))
        capa.addWidget(self.tabla, 1)

        self.totales = QLabel()
        self.totales.setObjectName("totales")
        self.totales.setTextFormat(Qt.TextFormat.RichText)
        self.totales.setWordWrap(True)
        capa.addWidget(self.totales)

        self.modelo_final = ModeloFinal(self)
        self.tabla_final = dialogos.tabla(self.modelo_final, "tabla_final_panel")
        self.tabla_final.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tabla_final.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tabla_final.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.tabla_final.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tabla_final.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tabla_final.verticalHeader().setDefaultSectionSize(24)
        self.tabla_final.horizontalHeader().setSectionResizeMode(COL_PARTICIPANTE, QHeaderView.ResizeMode.Stretch)
        self.tabla_final.horizontalHeader().setStretchLastSection(False)
        self.tabla_final.hide()
        capa.addWidget(self.tabla_final)

        self.avisos = QLabel()
        self.avisos.setObjectName("avisos")
        self.avisos.setWordWrap(True)
        self.avisos.setStyleSheet(
            "QLabel { background: #fff4d6; color: #5c4400; border: 1px solid #f0d58c;"
            " border-radius: 4px; padding: 5px 7px; }")
        self.avisos.hide()
        capa.addWidget(self.avisos)
        self.error = QLabel()
        self.error.setObjectName("error_planilla")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(
            "QLabel { background: #fdecea; color: #8a1c12; border: 1px solid #f1b0a8;"
            " border-radius: 4px; padding: 5px 7px; }")
        self.error.hide()
        capa.addWidget(self.error)

        # Sumar: la jugada calculada, o los puntos escritos a mano.
        fila_sumar = QHBoxLayout()
        self.pendiente = QLabel()
        self.pendiente.setObjectName("pendiente")
        self.pendiente.setWordWrap(True)
        self.puntos = QLineEdit()
        self.puntos.setObjectName("puntos_a_mano")
        self.puntos.setValidator(QIntValidator(0, MAX_PUNTOS_JUGADA, self.puntos))
        self.puntos.setPlaceholderText(self.tr("a mano"))
        self.puntos.setToolTip(self.tr("Puntos escritos a mano (0–2000): si hay algo aquí, «Sumar» anota esto."))
        self.puntos.setMaximumWidth(70)
        self.boton_sumar = _boton(self.tr("Sumar"), "sumar", principal=True)
        fila_sumar.addWidget(self.pendiente, 1)
        fila_sumar.addWidget(self.puntos)
        fila_sumar.addWidget(self.boton_sumar)
        capa.addLayout(fila_sumar)

        rejilla = QGridLayout()
        rejilla.setSpacing(4)
        self.boton_pasar = _boton(self.tr("Pasar"), "pasar")
        self.boton_cambiar = _boton(self.tr("Cambiar"), "cambiar")
        self.boton_retirada = _boton(self.tr("Palabra retirada"), "retirada")
        self.boton_deshacer = _boton(self.tr("Deshacer la última línea"), "deshacer_linea")
        self.boton_penalizacion = _boton(self.tr("Penalización"), "penalizacion")
        self.boton_terminar = _boton(self.tr("Terminar la partida"), "terminar")
        self.boton_otra = _boton(self.tr("Otra partida, mismas personas"), "otra_partida")
        self.boton_nueva = _boton(self.tr("Nueva partida…"), "nueva_partida")
        self.boton_partidas = _boton(self.tr("Partidas…"), "partidas")
        rejilla.addWidget(self.boton_pasar, 0, 0)
        rejilla.addWidget(self.boton_cambiar, 0, 1)
        rejilla.addWidget(self.boton_retirada, 0, 2)
        rejilla.addWidget(self.boton_deshacer, 1, 0, 1, 2)
        rejilla.addWidget(self.boton_penalizacion, 1, 2)
        rejilla.addWidget(self.boton_terminar, 2, 0, 1, 1)
        rejilla.addWidget(self.boton_otra, 2, 1, 1, 2)
        rejilla.addWidget(self.boton_nueva, 3, 0, 1, 2)
        rejilla.addWidget(self.boton_partidas, 3, 2)
        capa.addLayout(rejilla)

    # --- pintar -------------------------------------------------------------------------------------

    def mostrar(self, planilla: Planilla | None) -> None:
        """Todo lo que no es la tabla: turno, reglas, totales, tabla final, avisos y botones."""
        hay = planilla is not None
        for b in (self.boton_sumar, self.boton_pasar, self.boton_cambiar, self.boton_retirada,
                  self.boton_penalizacion, self.boton_terminar, self.puntos):
            b.setEnabled(hay and planilla is not None and not planilla.terminada)
        self.boton_deshacer.setEnabled(planilla is not None and planilla.puede_deshacer)
        self.boton_otra.setEnabled(hay)
        if planilla is None:
            self.turno.setText(self.tr("No hay ninguna partida abierta"))
            self.reglas.setText(self.tr("Pulsa «Nueva partida…» (Ctrl+N) para llevar la hoja, o «Partidas…» "
                                        "para seguir una guardada. Sin partida, el contador puntúa jugadas sueltas."))
            self.totales.clear()
            self.tabla_final.hide()
            self.avisos.hide()
            return
        nombres = planilla.nombres
        if planilla.terminada:
            self.turno.setText(self.tr("Partida terminada"))
        else:
            self.turno.setText(self.tr("Turno de {0} · ronda {1}").format(nombres[planilla.turno], planilla.ronda))
        self.reglas.setText(planilla.nota_reglas)
        final = planilla.final
        if final is None:
            partes = []
            for i, (n, t) in enumerate(zip(nombres, planilla.totales, strict=True)):
                marca = "▶ " if i == planilla.turno else ""
                partes.append(f"{marca}{escape(n)} <b style='font-size:15px'>{t}</b>")
            self.totales.setText("&nbsp;&nbsp;·&nbsp;&nbsp;".join(partes))
            self.totales.show()
            self.tabla_final.hide()
        else:
            self.totales.hide()
            self.modelo_final.establecer(planilla)
            self.tabla_final.setColumnHidden(COL_TIEMPO, all(f.tiempo == 0 for f in final))
            cabecera = self.tabla_final.horizontalHeader()
            alto = cabecera.sizeHint().height() + 2 * self.tabla_final.frameWidth()
            alto += self.tabla_final.verticalHeader().defaultSectionSize() * self.modelo_final.rowCount()
            self.tabla_final.setFixedHeight(alto)
            self.tabla_final.show()
        self.ajustar_columnas()

    def poner_avisos(self, textos: list[str]) -> None:
        self.avisos.setText("\n".join(textos))
        self.avisos.setVisible(bool(textos))

    def poner_error(self, texto: str | None) -> None:
        self.error.setText(texto or "")
        self.error.setVisible(bool(texto))

    def ajustar_columnas(self) -> None:
        """Con dos participantes, jugada, puntos y total de cada uno; con más, solo puntos y total (la
        jugada se ve al pasar el ratón) para que la hoja quepa sin barra de desplazamiento."""
        cabecera = self.tabla.horizontalHeader()
        cabecera.setMinimumSectionSize(24)
        planilla = self.modelo.planilla
        visibles = planilla is None or planilla.participantes <= 2
        if visibles != self.modelo.jugadas_visibles:
            self.modelo.jugadas_visibles = visibles
            self.modelo.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.modelo.columnCount() - 1)
        for col in range(self.modelo.columnCount()):
            jugada = col != COL_RONDA and (col - 1) % CAMPOS == CAMPO_JUGADA
            self.tabla.setColumnHidden(col, jugada and not visibles)
            estirar = jugada or (not visibles and col != COL_RONDA)
            modo = QHeaderView.ResizeMode.Stretch if estirar else QHeaderView.ResizeMode.ResizeToContents
            cabecera.setSectionResizeMode(col, modo)

    def ver_turno(self) -> None:
        """Lleva la tabla a la última fila (la ronda en curso)."""
        filas = self.modelo.rowCount()
        if filas:
            self.tabla.scrollTo(self.modelo.index(filas - 1, 0))


class Hoja(QObject):
    """La hoja de la partida clásica montada en la ventana (panel, menú, tablero) sobre un controlador."""

    def __init__(self, ventana: VentanaPrincipal, controlador: ControladorPartida | None,
                 aviso: str | None = None) -> None:
        super().__init__(ventana)
        self.ventana = ventana
        self.controlador = controlador
        self.panel = PanelPlanilla()
        self.dock = ventana.agregar_panel("planilla", self.tr("Planilla"), self.panel)
        self.dock.setMinimumWidth(400)
        self.ejecutar_dialogo: dialogos.Ejecutar = dialogos.ejecutar_modal
        """Abre un diálogo y dice si se aceptó; las pruebas lo sustituyen para no bloquear."""
        self._avisos_operacion: list[str] = []
        self._aviso_almacen = aviso
        self._sincronizando = False
        self._tablero_hoja: dict[Casilla, Ficha] | None = None
        """El tablero de la planilla tal como se mostró la última vez (para separar las fichas sueltas)."""
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
        p.boton_terminar.clicked.connect(self.terminar)
        p.boton_otra.clicked.connect(self.otra_partida)
        p.boton_nueva.clicked.connect(self.nueva_partida)
        p.boton_partidas.clicked.connect(self.partidas)
        ventana.resultado_cambiado.connect(self._calculo_cambiado)
        ventana.tablero_cambiado.connect(self._tablero_de_la_ventana)
        if controlador is not None:
            controlador.partida_abierta.connect(self._partida_abierta)
            controlador.cambiada.connect(self._cambiada)
            controlador.tablero_cambiado.connect(self._sincronizar_tablero)
            controlador.avisos.connect(self._avisos)
            controlador.error.connect(self.mostrar_error)
        else:
            p.boton_nueva.setEnabled(False)
            p.boton_partidas.setEnabled(False)
        self._repintar()

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def planilla(self) -> Planilla | None:
        return self.controlador.planilla if self.controlador is not None else None

    def boton(self, texto: str) -> QPushButton:
        """El botón del panel con ese texto (como lo buscaría quien juega)."""
        for b in self.panel.findChildren(QPushButton):
            if b.text() == texto:
                return b
        raise LookupError(texto)

    def acoplar_junto(self, clave: str, titulo: str, widget: QWidget,
                      orientacion: Qt.Orientation = Qt.Orientation.Vertical) -> QDockWidget:
        """Un panel (p. ej. los relojes) junto a la hoja: encima/debajo (vertical) o al lado."""
        dock = self.ventana.agregar_panel(clave, titulo, widget)
        if self.ventana.ajustes.value("ventana/estado") is None:
            self.ventana.splitDockWidget(self.dock, dock, orientacion)
        return dock

    # --- arranque y cierre ---------------------------------------------------------------------------

    def arrancar(self) -> None:
        """Reabre la partida sin terminar más reciente, tal como estaba, y da el aviso del almacén si lo hay."""
        if self._aviso_almacen:
            self.ventana.mensaje(self._aviso_almacen)
        v = self.ventana
        if v.ajustes.value("ventana/estado") is None:
            # Primera vez: la hoja con sitio para cuatro participantes y la columna de la jugada estrecha.
            v.resizeDocks([self.dock], [460], Qt.Orientation.Horizontal)
            v.divisor.setSizes([max(420, v.width() - 460 - 360), 360])
        if self.controlador is not None:
            self.controlador.reabrir()
        self._repintar()

    def cerrar(self) -> None:
        if self.controlador is not None:
            self.controlador.cerrar()

    # --- menú «Partida» ------------------------------------------------------------------------------

    def _crear_menu(self) -> dict[str, QAction]:
        v = self.ventana
        self.menu = QMenu(self.tr("&Partida"), v)
        v.menuBar().insertMenu(v.acciones.menu_ver.menuAction(), self.menu)
        acciones: dict[str, QAction] = {}

        def accion(clave: str, texto: str, funcion: object) -> None:
            a = QAction(texto, v)
            atajo = ATAJOS.get(clave)
            if atajo:
                a.setShortcut(QKeySequence(atajo))
            a.triggered.connect(funcion)
            v.addAction(a)
            self.menu.addAction(a)
            acciones[clave] = a

        accion("nueva", self.tr("&Nueva partida…"), self.nueva_partida)
        accion("partidas", self.tr("P&artidas…"), self.partidas)
        self.menu.addSeparator()
        accion("sumar", self.tr("&Sumar"), self.sumar)
        accion("a_mano", self.tr("Escribir los puntos a &mano"), self.escribir_a_mano)
        accion("pasar", self.tr("&Pasar"), self.pasar)
        accion("cambiar", self.tr("&Cambiar"), self.cambiar)
        accion("retirada", self.tr("Palabra &retirada"), self.palabra_retirada)
        accion("deshacer", self.tr("&Deshacer la última línea"), self.deshacer)
        accion("penalizacion", self.tr("Pe&nalización…"), self.penalizacion)
        self.menu.addSeparator()
        accion("terminar", self.tr("&Terminar la partida…"), self.terminar)
        accion("otra", self.tr("&Otra partida, mismas personas"), self.otra_partida)
        self.menu.addSeparator()
        accion("copiar_planilla", self.tr("Copiar la &planilla"), self.copiar_planilla)
        accion("copiar_clasificacion", self.tr("Copiar la c&lasificación"), self.copiar_clasificacion)
        return acciones

    # --- operaciones ---------------------------------------------------------------------------------

    def sumar(self) -> None:
        """«Sumar»: los puntos escritos a mano si los hay; si no, la jugada calculada, a quien tiene el turno."""
        c = self.controlador
        planilla = self.planilla
        if c is None or planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida en juego: empieza una con «Nueva partida…»."))
            return
        v = self.ventana
        escrito = self.panel.puntos.text().strip()
        calculo = v.calculo_actual()
        resultado = calculo.resultado
        en_tablero = v.modo != MODO_ESCRITAS and resultado is not None and resultado.posicion is not None
        nuevas = v.jugada.nuevas() if en_tablero else {}
        if escrito:
            if not escrito.isdigit():
                self.mostrar_error(self.tr("Los puntos a mano tienen que ser un número de 0 a 2000."))
                return
            puntos = int(escrito)
            if resultado is not None and nuevas and resultado.posicion is not None:
                # Puntos corregidos a mano para la jugada del tablero: las fichas también quedan.
                efecto = c.sumar_calculada(puntos, resultado.posicion.fise(), resultado.principal.texto, nuevas)
            elif resultado is not None and v.modo == MODO_ESCRITAS:
                efecto = c.anotar(puntos, "", resultado.principal.texto)
            else:
                efecto = c.anotar(puntos)
        elif resultado is None:
            self.mostrar_error(calculo.error or self.tr(
                "No hay ninguna jugada calculada: coloca las fichas en el tablero o escribe los puntos a mano."))
            return
        elif not en_tablero:
            efecto = c.anotar(resultado.puntos, "", resultado.principal.texto)
        elif self._sueltas():
            # Hay fichas dejadas sin anotar: la planilla no las conoce, así que se anota lo que se ve.
            assert resultado.posicion is not None
            efecto = c.sumar_calculada(resultado.puntos, resultado.posicion.fise(), resultado.principal.texto,
                                       nuevas)
        else:
            efecto = c.sumar_colocacion(nuevas, v.jugada.direccion)
        if efecto is None:
            return
        self.panel.puntos.clear()
        if v.modo == MODO_ESCRITAS:
            v.panel.escritas.limpiar()
        elif not efecto.tablero:
            v.jugada.cancelar()
            v.vista_tablero.establecer_jugada(v.jugada)

    def escribir_a_mano(self) -> None:
        """Lleva el foco a los puntos a mano (Intro en ese campo suma)."""
        self.dock.show()
        self.panel.puntos.setFocus()
        self.panel.puntos.selectAll()

    def pasar(self) -> None:
        if self.controlador is not None:
            self.controlador.pasar()

    def cambiar(self) -> None:
        if self.controlador is not None:
            self.controlador.cambiar()

    def palabra_retirada(self) -> None:
        """«Palabra retirada»: la jugada en curso, o la última anotada (sus fichas salen del tablero)."""
        c = self.controlador
        planilla = self.planilla
        if c is None or planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida abierta."))
            return
        v = self.ventana
        calculo = v.calculo_actual()
        if calculo.resultado is not None or not v.jugada.vacia():
            r = calculo.resultado
            coord = r.posicion.fise() if r is not None and r.posicion is not None else ""
            palabra = r.principal.texto if r is not None else ""
            if c.retirar_palabra(coord, palabra) is not None:
                if v.modo == MODO_ESCRITAS:
                    v.panel.escritas.limpiar()
                else:
                    v.jugada.cancelar()
                    v.vista_tablero.establecer_jugada(v.jugada)
            return
        ultima = planilla.lineas[-1] if planilla.lineas else None
        if ultima is not None and ultima.clase == "jugada" and not planilla.terminada:
            nombre = planilla.nombres[ultima.participante]
            opciones = [
                self.tr("Retirar {0} de {1}").format(ultima.descripcion, nombre),
                self.tr("Anotar una palabra retirada a {0}").format(planilla.nombres[planilla.turno]),
            ]
            pregunta = self.tr("¿Qué palabra se retira? {0} ({1} puntos) es la última jugada anotada; si se "
                               "retira, sus puntos pasan a 0 y sus fichas salen del tablero.").format(
                ultima.descripcion, ultima.puntos)
            eleccion = self.preguntar(pregunta, opciones)
            if eleccion == 0:
                c.retirar_ultima_jugada()
            elif eleccion == 1:
                c.retirar_palabra()
            return
        c.retirar_palabra()

    def deshacer(self) -> None:
        if self.controlador is not None:
            self.controlador.deshacer()

    def penalizacion(self) -> None:
        planilla = self.planilla
        if self.controlador is None or planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida abierta."))
            return
        dialogo = dialogos.DialogoPenalizacion(planilla, self.ventana)
        if self.ejecutar_dialogo(dialogo):
            self.controlador.penalizar(dialogo.participante.currentIndex(), dialogo.puntos.value(),
                                       dialogo.motivo.text())

    def terminar(self) -> None:
        planilla = self.planilla
        c = self.controlador
        if c is None or planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida en juego que terminar."))
            return

        def aplicar(atriles: list[Atril]) -> str | None:
            assert c is not None
            return None if c.terminar(atriles, silencioso=True) is not None else c.ultimo_error

        if self.ejecutar_dialogo(dialogos.DialogoFin(planilla, aplicar, self.ventana)):
            self.mostrar_clasificacion()

    def mostrar_clasificacion(self) -> None:
        planilla = self.planilla
        if planilla is None or planilla.final is None:
            return
        dialogo = dialogos.DialogoClasificacion(planilla, self.ventana)
        dialogo.copiar_pedido = self.copiar_clasificacion  # type: ignore[method-assign]
        self.ejecutar_dialogo(dialogo)
        if dialogo.otra:
            self.otra_partida()

    def otra_partida(self) -> None:
        planilla = self.planilla
        if self.controlador is None or planilla is None:
            return
        if not planilla.terminada and not self.ventana.confirmar(self.tr(
            "La partida no ha terminado. ¿Empezar otra con las mismas personas? Esta queda guardada en «Partidas»."
        )):
            return
        self.controlador.otra_partida()

    def nueva_partida(self) -> None:
        if self.controlador is None:
            return
        planilla = self.planilla
        nombres = planilla.inicio.participantes if planilla is not None else ()
        dialogo = dialogos.DialogoNuevaPartida(
            self.ventana, nombres=nombres, codigo_edicion=self.ventana.edicion.codigo, ejecutar=self.ejecutar_dialogo
        )
        if self.ejecutar_dialogo(dialogo) and dialogo.inicio is not None:
            self.controlador.nueva(dialogo.inicio, dialogo.opciones_reloj.config())

    def partidas(self) -> None:
        c = self.controlador
        if c is None:
            return
        dialogo = dialogos.DialogoPartidas(self.ventana)

        def releer(elegida: int | None = None) -> None:
            try:
                dialogo.modelo.establecer(c.almacen.partidas())
            except (ErrorPlanilla, OSError, sqlite3.Error) as e:
                self.mostrar_error(str(e))
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
                nueva = c.duplicar(ident)
                releer(nueva)

        def borrar() -> None:
            ident = dialogo.elegida()
            if ident is not None and self.ventana.confirmar(
                self.tr("¿Borrar la partida {0}? No se puede recuperar.").format(ident)
            ):
                c.borrar(ident)
                releer()

        dialogo.boton_abrir.clicked.connect(abrir)
        dialogo.boton_duplicar.clicked.connect(duplicar)
        dialogo.boton_borrar.clicked.connect(borrar)
        releer(c.partida.id if c.partida is not None else None)
        self.ejecutar_dialogo(dialogo)

    def copiar_planilla(self) -> None:
        planilla = self.planilla
        if planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida que copiar."))
            return
        self._copiar(texto_planilla(planilla), self.tr("Planilla copiada al portapapeles."))

    def copiar_clasificacion(self) -> None:
        planilla = self.planilla
        if planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida que copiar."))
            return
        self._copiar(texto_clasificacion(planilla), self.tr("Clasificación copiada al portapapeles."))

    def _copiar(self, texto: str, mensaje: str) -> None:
        portapapeles = QGuiApplication.clipboard()
        if portapapeles is not None:
            portapapeles.setText(texto)
        self.ventana.mensaje(mensaje)

    # --- preguntas (las pruebas las sustituyen) ------------------------------------------------------

    def preguntar(self, pregunta: str, opciones: list[str]) -> int | None:
        """Elige una de ``opciones`` (o ``None`` si se cancela)."""
        caja = QMessageBox(QMessageBox.Icon.Question, self.tr("Planilla"), pregunta,
                           QMessageBox.StandardButton.Cancel, self.ventana)
        botones = [caja.addButton(o, QMessageBox.ButtonRole.AcceptRole) for o in opciones]
        caja.exec()
        pulsado = caja.clickedButton()
        return next((i for i, b in enumerate(botones) if b is pulsado), None)

    def mostrar_error(self, texto: str) -> None:
        """Un error del núcleo en español: en el panel y en la barra de estado. Nada ha cambiado."""
        self.panel.poner_error(texto)
        self.ventana.mensaje(texto)

    # --- reacciones a los cambios ya guardados -------------------------------------------------------

    def _partida_abierta(self, planilla: Planilla | None) -> None:
        self._avisos_operacion = []
        self._tablero_hoja = None
        self.panel.poner_error(None)
        self.panel.modelo.establecer(planilla)
        self._ajustar_edicion(al_abrir=True)
        if planilla is None:
            self.ventana.mostrar_tablero({})
        self._repintar()
        self.panel.ver_turno()
        if planilla is not None:
            nombres = " – ".join(planilla.nombres)
            self.ventana.mensaje(self.tr("Partida: {0}. {1}").format(nombres, planilla.nota_reglas))

    def _cambiada(self, efecto: Efecto) -> None:
        self._avisos_operacion = list(efecto.avisos)
        self.panel.poner_error(None)
        self.panel.modelo.actualizar()
        self._ajustar_edicion()
        self._repintar()
        self.panel.ver_turno()

    def _avisos(self, avisos: tuple[str, ...]) -> None:
        if avisos:
            self.ventana.mensaje(" ".join(avisos))

    def _ajustar_edicion(self, al_abrir: bool = False) -> None:
        """La ventana toma la edición de la partida al abrirla y la mantiene mientras no ha terminado."""
        v = self.ventana
        planilla = self.planilla
        if planilla is None or (planilla.terminada and not al_abrir):
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
            self._tablero_hoja = None
            self._sincronizar_tablero()
        v.edicion_fija = None if planilla.terminada else codigo

    def _sueltas(self) -> dict[Casilla, Ficha]:
        """Fichas del tablero de la ventana que la planilla no tiene (dejadas sin anotar puntos)."""
        base = self._tablero_hoja or {}
        return {c: f for c, f in self.ventana.tablero.fichas.items() if c not in base}

    def _sincronizar_tablero(self) -> None:
        """El tablero de la ventana pasa a ser el de la planilla (más las fichas sueltas que no choquen)."""
        planilla = self.planilla
        sueltas = self._sueltas() if self._tablero_hoja is not None else {}
        hoja = dict(planilla.tablero.fichas) if planilla is not None else {}
        fichas = dict(hoja)
        for c, f in sueltas.items():
            fichas.setdefault(c, f)
        ultima: set[Casilla] = set()
        if planilla is not None and planilla.lineas and planilla.lineas[-1].fichas:
            ultima = {c for c, _ in planilla.lineas[-1].fichas}
        self._tablero_hoja = hoja
        self._sincronizando = True
        try:
            self.ventana.mostrar_tablero(fichas, ultima)
        finally:
            self._sincronizando = False

    def _tablero_de_la_ventana(self) -> None:
        """Las fichas anotadas no se quitan a mano («Vaciar el tablero»): vuelven y se dice cómo quitarlas."""
        planilla = self.planilla
        if self._sincronizando or self._tablero_hoja is None or planilla is None or planilla.terminada:
            return
        fichas = self.ventana.tablero.fichas
        if all(fichas.get(c) == f for c, f in self._tablero_hoja.items()):
            return
        self._sincronizar_tablero()
        self.ventana.mensaje(self.tr(
            "Las fichas anotadas en la planilla siguen en el tablero: para quitarlas, «Deshacer la última "
            "línea» o «Palabra retirada»."))

    def _calculo_cambiado(self, calculo: Calculo) -> None:
        planilla = self.planilla
        r = calculo.resultado
        if planilla is None or planilla.terminada:
            self.panel.pendiente.clear()
        elif r is not None:
            self.panel.pendiente.setText(self.tr("{0}: {1} puntos para {2}").format(
                r.principal.texto.upper(), r.puntos, planilla.nombres[planilla.turno]))
        else:
            self.panel.pendiente.setText(self.tr("Coloca la jugada o escribe los puntos"))

    def _repintar(self) -> None:
        planilla = self.planilla
        v = self.ventana
        self.panel.mostrar(planilla)
        hay_hoja = planilla is not None
        en_juego = planilla is not None and not planilla.terminada
        texto_dejar = self.tr("Dejar en el tablero sin anotar puntos") if hay_hoja else self.tr("Dejar en el tablero")
        v.panel.boton_dejar.setText(texto_dejar)
        v.panel.apilar_botones(hay_hoja)
        ayuda = v.panel.findChild(QLabel, "ayuda_tablero")
        if ayuda is not None:
            ayuda.setText(self.tr(
                "Toca la casilla de inicio (otro toque cambia la dirección) y escribe. "
                "Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: {0}."
            ).format(self.tr("sumar") if en_juego else self.tr("dejar")))
        v.acciones.dejar.setText(texto_dejar)
        v.al_pulsar_intro = self.sumar if en_juego else None
        for clave in ("sumar", "a_mano", "pasar", "cambiar", "retirada", "penalizacion", "terminar"):
            self.acciones[clave].setEnabled(en_juego)
        self.acciones["deshacer"].setEnabled(planilla is not None and planilla.puede_deshacer)
        for clave in ("otra", "copiar_planilla", "copiar_clasificacion"):
            self.acciones[clave].setEnabled(hay_hoja)
        avisos = []
        if self._aviso_almacen:
            avisos.append(self._aviso_almacen)
        if planilla is not None:
            avisos.extend(a.texto for a in planilla.avisos)
        avisos.extend(self._avisos_operacion)
        self.panel.poner_avisos(avisos)
        self._calculo_cambiado(v.calculo_actual())


def instalar(ventana: VentanaPrincipal, carpeta: str | Path) -> Hoja:
    """Abre el almacén de ``carpeta`` y monta la hoja en la ventana (sin almacén, avisa y sigue)."""
    aviso: str | None = None
    controlador: ControladorPartida | None
    try:
        controlador = ControladorPartida(carpeta)
        aviso = controlador.aviso_almacen
    except ErrorPlanilla as e:
        controlador = None
        aviso = QObject.tr(ventana, "No se pueden guardar partidas: {0} El contador funciona igual.").format(e)
    return Hoja(ventana, controlador, aviso)


__all__ = ["ATAJOS", "Hoja", "PanelPlanilla", "instalar"]
