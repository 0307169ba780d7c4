"""La hoja de «4 en letras» en la ventana: una fila por partida de la serie (ganador y palabra, o empate) con
el recuento de partidas ganadas de cada participante hasta esa fila, y la clasificación al día.

Abajo se elige quién ganó y se escribe la palabra: «Gana la partida» (Ctrl+S, o Intro en la palabra) o
«Empate (área llena)» (Ctrl+Alt+E).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QWidget

from app_planilla.nucleo.juegos.cuatro_letras import MAX_LETRAS, MIN_LETRAS, PlanillaCuatroLetras
from app_planilla.ui.hojas.comun import TextosHojas, nombre_en_etiqueta
from app_planilla.ui.hojas.juegos.hoja_juego import HojaJuego, PanelJuego, boton, vista_tabla

if TYPE_CHECKING:
    from collections.abc import Callable

    from app_planilla.ui.contexto import Contexto, SitioHojas
    from app_planilla.ui.sesion import Sesion

Indice = QModelIndex | QPersistentModelIndex
COL_PARTIDA, COL_GANADOR, COL_PALABRA = range(3)
FIJAS = 3


class ModeloSerie(QAbstractTableModel):
    """Una fila por partida: número, ganador, palabra y el recuento de cada participante tras ella."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.planilla: PlanillaCuatroLetras | None = None
        self._filas = 0
        """Filas que la vista conoce (las partidas anotadas la última vez que se avisó)."""

    def establecer(self, planilla: PlanillaCuatroLetras | None) -> None:
        self.beginResetModel()
        self.planilla = planilla
        self._filas = planilla.jugadas if planilla is not None else 0
        self.endResetModel()

    def actualizar(self) -> None:
        """Tras anotar o deshacer una partida: solo cambia la última fila (se añade o se quita)."""
        p = self.planilla
        if p is None:
            return
        antes = self._filas
        ahora = p.jugadas
        if ahora > antes:
            self.beginInsertRows(QModelIndex(), antes, ahora - 1)
            self._filas = ahora
            self.endInsertRows()
        elif ahora < antes:
            self.beginRemoveRows(QModelIndex(), ahora, antes - 1)
            self._filas = ahora
            self.endRemoveRows()

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._filas

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return FIJAS + (self.planilla.participantes if self.planilla is not None else 0)

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or rol not in (Qt.ItemDataRole.DisplayRole,
                                                                   Qt.ItemDataRole.ToolTipRole):
            return None
        fijas = (self.tr("Partida"), self.tr("Ganador"), self.tr("Palabra"))
        if 0 <= seccion < FIJAS:
            return fijas[seccion]
        if self.planilla is not None and 0 <= seccion - FIJAS < self.planilla.participantes:
            return self.planilla.nombres[seccion - FIJAS]
        return None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        p = self.planilla
        if p is None or not indice.isValid() or not 0 <= indice.row() < min(self._filas, p.jugadas):
            return None
        f = p.filas[indice.row()]
        col = indice.column()
        if rol == Qt.ItemDataRole.DisplayRole:
            if col == COL_PARTIDA:
                return str(f.numero)
            if col == COL_GANADOR:
                return self.tr("Empate (área llena)") if f.ganador is None else p.nombres[f.ganador]
            if col == COL_PALABRA:
                return f.palabra
            i = col - FIJAS
            return str(f.ganadas[i]) if 0 <= i < p.participantes else None
        if rol == Qt.ItemDataRole.TextAlignmentRole and col not in (COL_GANADOR, COL_PALABRA):
            return Qt.AlignmentFlag.AlignCenter
        if rol == Qt.ItemDataRole.FontRole and f.ganador is not None and col - FIJAS == f.ganador:
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        return None


class PanelCuatroLetras(PanelJuego):
    """El panel «4 en letras»: la serie y, debajo, quién ganó la partida y con qué palabra."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("panel_cuatro_letras", parent)
        self.regla.setText(self.tr("Gana la partida quien forma una palabra de {0} a {1} letras; con el área de 7×7 "
                                   "llena, empate. Vencedor absoluto: quien más partidas gana.")
                           .format(MIN_LETRAS, MAX_LETRAS))
        self.modelo = ModeloSerie(self)
        tabla = vista_tabla("tabla_cuatro_letras",
                            self.tr("«4 en letras»: ganador, palabra y recuento de cada partida de la serie"))
        tabla.setModel(self.modelo)
        tabla.horizontalHeader().setStretchLastSection(False)
        tabla.horizontalHeader().setSectionResizeMode(COL_GANADOR, QHeaderView.ResizeMode.Stretch)
        zona = QWidget()
        formulario = QFormLayout(zona)
        formulario.setContentsMargins(0, 0, 0, 0)
        self.ganador = QComboBox()
        self.ganador.setObjectName("ganador")
        fila_ganador = QHBoxLayout()
        fila_ganador.addWidget(self.ganador, 1)
        etiqueta_ganador = QLabel(self.tr("&Ganador:"))
        etiqueta_ganador.setBuddy(self.ganador)  # sin compañero, el «&» se vería tal cual
        formulario.addRow(etiqueta_ganador, fila_ganador)
        fila = QHBoxLayout()
        self.palabra = QLineEdit()
        self.palabra.setObjectName("palabra")
        self.palabra.setMaxLength(20)
        self.palabra.setPlaceholderText(self.tr("palabra de {0} a {1} letras").format(MIN_LETRAS, MAX_LETRAS))
        self.boton_ganar = boton(self.tr("Gana la partida"), "gana_partida", principal=True)
        self.boton_empate = boton(self.tr("Empate (área llena)"), "empate")
        fila.addWidget(self.palabra, 1)
        fila.addWidget(self.boton_ganar)
        etiqueta = QLabel(self.tr("Pa&labra:"))
        etiqueta.setBuddy(self.palabra)
        formulario.addRow(etiqueta, fila)
        # Junto al ganador, no en una fila propia: una fila más de la serie a la vista en 1024×600.
        fila_ganador.addWidget(self.boton_empate)
        self.montar(tabla, zona)
        self.boton_terminar.setText(self.tr("Terminar la serie"))
        self.boton_otra.setText(self.tr("Otra serie, mismas personas"))


class HojaCuatroLetras(HojaJuego):
    """La hoja de «4 en letras» montada en la ventana sobre su controlador."""

    clave = "cuatro_letras"

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: SitioHojas) -> None:
        panel = PanelCuatroLetras()
        super().__init__(ventana, sesion, sitio, PlanillaCuatroLetras, panel,
                         QCoreApplication.translate("HojaCuatroLetras", "«4 en letras»"),
                         QCoreApplication.translate("HojaCuatroLetras", "«&4 en letras»"))
        self.panel_serie = p = panel
        p.boton_ganar.clicked.connect(self.ganar)
        p.palabra.returnPressed.connect(self.ganar)
        p.boton_empate.clicked.connect(self.empatar)
        self.acciones["terminar"].setText(self.tr("&Terminar la serie"))
        self.acciones["otra"].setText(self.tr("&Otra serie, mismas personas"))
        self.repintar()

    def acciones_propias(self, accion: Callable[[str, str, object], None]) -> None:
        accion("anotar", self.tr("&Gana la partida"), self.ganar)
        accion("empate", self.tr("&Empate (área llena)"), self.empatar)

    # --- operaciones ---------------------------------------------------------------------------------

    def ganar(self) -> None:
        """La partida la gana quien está elegido, con la palabra escrita."""
        p = self.panel_serie
        quien = p.ganador.currentIndex()
        palabra = p.palabra.text()
        if self.controlador.operar(lambda planilla: planilla.ganar(quien, palabra)) is None:
            return
        p.palabra.clear()
        p.palabra.setFocus()
        planilla = self.planilla
        if planilla is not None:
            f = planilla.filas[-1]
            self.ventana.mensaje(self.tr("Partida {0}: gana {1} con {2}.").format(
                f.numero, planilla.nombres[quien], f.palabra))

    def empatar(self) -> None:
        if self.controlador.operar(lambda planilla: planilla.empatar()) is not None:
            self.panel_serie.palabra.clear()
            self.ventana.mensaje(self.tr("Partida en empate: el área de 7×7 está llena."))

    def terminar(self) -> None:
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna serie en juego que terminar."))
            return
        with self.sesion.relojes_en_pausa():
            if not self.ventana.confirmar(HojaCuatroLetras.tr("¿Terminar la serie tras %n partidas?", "",
                                                              planilla.jugadas)):
                return
        super().terminar()

    def texto_final(self) -> str:
        planilla = self.planilla
        if planilla is None:
            return ""
        vencedores = planilla.vencedores
        if not vencedores:
            return self.tr("Serie terminada: nadie ha ganado ninguna partida.")
        quien = TextosHojas.enumerar([nombre_en_etiqueta(planilla.nombres[i]) for i in vencedores])
        if len(vencedores) > 1:
            return self.tr("Serie terminada. Vencedores absolutos: {0}.").format(quien)
        return self.tr("Serie terminada. Vencedor absoluto: {0}.").format(quien)

    # --- pintar --------------------------------------------------------------------------------------

    def _abierta(self, planilla: PlanillaCuatroLetras | None) -> None:
        p = self.panel_serie
        p.modelo.establecer(planilla)
        p.ganador.clear()
        if planilla is not None:
            p.ganador.addItems(list(planilla.nombres))
        p.palabra.clear()
        super()._abierta(planilla)
        self._ver_final()
        if planilla is not None and not planilla.terminada:
            p.ganador.setFocus()  # se anota con el teclado sin buscar el panel

    def _cambiada(self, efecto: Any) -> None:
        self.panel_serie.modelo.actualizar()
        super()._cambiada(efecto)
        self._ver_final()

    def _ver_final(self) -> None:
        tabla = self.panel_serie.tabla
        filas = self.panel_serie.modelo.rowCount()
        if tabla is not None and filas:
            tabla.scrollTo(self.panel_serie.modelo.index(filas - 1, 0))

    def mostrar(self, planilla: PlanillaCuatroLetras | None) -> None:
        p = self.panel_serie
        en_juego = planilla is not None and not planilla.terminada
        for w in (p.ganador, p.palabra, p.boton_ganar, p.boton_empate):
            w.setEnabled(en_juego)
        if planilla is None:
            p.estado.setText(self.tr("No hay ninguna serie de «4 en letras» abierta"))
            p.poner_resumen("")
            return
        if planilla.terminada:
            p.estado.setText(self.texto_final())
        else:
            p.estado.setText(self.tr("«4 en letras» · partida {0}").format(planilla.siguiente))
        lideres = set(planilla.vencedores)
        partes = []
        for c in planilla.clasificacion():
            nombre = escape(nombre_en_etiqueta(c.nombre))
            if c.participante in lideres:
                nombre = f"<b>{nombre}</b>"
            partes.append(f"{TextosHojas.puesto_y_nombre(c.puesto, nombre)} <b style='font-size:15px'>{c.ganadas}</b>")
        resumen = "&nbsp;&nbsp;·&nbsp;&nbsp;".join(partes)
        if planilla.empates:
            resumen += "<br>" + escape(self.tr("Empates: {0}").format(planilla.empates))
        p.poner_resumen(resumen)


__all__ = ["HojaCuatroLetras", "ModeloSerie", "PanelCuatroLetras"]
