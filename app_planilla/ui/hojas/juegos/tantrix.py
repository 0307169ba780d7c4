"""La hoja de Tantrix en la ventana: cada participante anota su línea más larga y su circuito más grande.

La tabla (un participante por fila) muestra las fichas, los puntos, qué cuenta y el puesto; tocar una fila
la carga abajo para corregirla. «Anotar el resultado» (Ctrl+S, o Intro en las cifras) guarda y pasa al
siguiente participante sin resultado.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QWidget

from app_planilla.nucleo.juegos.tantrix import FICHAS_TANTRIX, PlanillaTantrix
from app_planilla.ui.hojas.comun import TextosHojas, campo_numero, nombre_en_etiqueta
from app_planilla.ui.hojas.juegos.hoja_juego import HojaJuego, PanelJuego, boton, vista_tabla

if TYPE_CHECKING:
    from collections.abc import Callable

    from app_planilla.ui.contexto import Contexto, SitioHojas
    from app_planilla.ui.sesion import Sesion

Indice = QModelIndex | QPersistentModelIndex
COL_PARTICIPANTE, COL_LINEA, COL_CIRCUITO, COL_PUNTOS, COL_CUENTA, COL_PUESTO = range(6)


class ModeloTantrix(QAbstractTableModel):
    """Un participante por fila: línea, circuito (en fichas), puntos, qué cuenta y puesto."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.planilla: PlanillaTantrix | None = None

    def establecer(self, planilla: PlanillaTantrix | None) -> None:
        self.beginResetModel()
        self.planilla = planilla
        self.endResetModel()

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.planilla is None else self.planilla.participantes

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or rol != Qt.ItemDataRole.DisplayRole:
            return None
        titulos = (self.tr("Participante"), self.tr("Línea"), self.tr("Circuito"), self.tr("Puntos"),
                   self.tr("Cuenta"), self.tr("Puesto"))
        return titulos[seccion] if 0 <= seccion < len(titulos) else None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        p = self.planilla
        if p is None or not indice.isValid() or not 0 <= indice.row() < p.participantes:
            return None
        f = p.filas()[indice.row()]
        col = indice.column()
        if rol == Qt.ItemDataRole.DisplayRole:
            valores = (
                f.nombre,
                "" if f.linea is None else str(f.linea),
                "" if f.circuito is None else str(f.circuito),
                "" if f.puntos is None else str(f.puntos),
                f.texto_cuenta,
                "" if f.puesto is None else TextosHojas.puesto(f.puesto),
            )
            return valores[col] if 0 <= col < len(valores) else None
        if rol == Qt.ItemDataRole.TextAlignmentRole and col != COL_PARTICIPANTE:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.FontRole and f.puesto == 1 and col in (COL_PARTICIPANTE, COL_PUNTOS, COL_PUESTO):
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        if rol == Qt.ItemDataRole.ToolTipRole and f.linea is not None and f.circuito is not None:
            return self.tr("Línea {0} × 1 = {1} · circuito {2} × 2 = {3}").format(
                f.linea, f.linea, f.circuito, 2 * f.circuito)
        return None


class PanelTantrix(PanelJuego):
    """El panel «Tantrix»: la tabla y, debajo, a quién se anota y sus fichas de línea y de circuito."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("panel_tantrix", parent)
        self.regla.setText(self.tr("Línea más larga: 1 punto por ficha. Circuito más grande: 2 puntos por ficha. "
                                   "Solo cuenta la mejor; los empatados comparten puesto."))
        self.modelo = ModeloTantrix(self)
        tabla = vista_tabla("tabla_tantrix", self.tr("Tantrix: línea, circuito y puntos de cada participante"))
        tabla.setModel(self.modelo)
        tabla.horizontalHeader().setSectionResizeMode(COL_PARTICIPANTE, QHeaderView.ResizeMode.Stretch)
        zona = QWidget()
        formulario = QFormLayout(zona)
        formulario.setContentsMargins(0, 0, 0, 0)
        self.participante = QComboBox()
        self.participante.setObjectName("participante_tantrix")
        formulario.addRow(self.tr("&Participante:"), self.participante)
        fila = QHBoxLayout()
        self.linea = campo_numero(
            "linea", 0, FICHAS_TANTRIX, self.tr(" fichas"), prefijo=self.tr("línea: "),
            ayuda=self.tr("Fichas de la línea más larga de su color (1 punto cada una)"))
        self.circuito = campo_numero(
            "circuito", 0, FICHAS_TANTRIX, self.tr(" fichas"), prefijo=self.tr("circuito: "),
            ayuda=self.tr("Fichas del circuito más grande (2 puntos cada una); 0 si no tiene"))
        self.boton_anotar = boton(self.tr("Anotar el resultado"), "anotar_tantrix", principal=True)
        fila.addWidget(self.linea)
        fila.addWidget(self.circuito)
        etiqueta = QLabel(self.tr("&Línea y circuito:"))
        etiqueta.setBuddy(self.linea)
        formulario.addRow(etiqueta, fila)
        # En su propia fila: con las dos cifras al lado, el panel no cabría junto al tablero en 1024×600.
        formulario.addRow("", self.boton_anotar)
        self.montar(tabla, zona)
        self.zona = zona


class HojaTantrix(HojaJuego):
    """La hoja de Tantrix montada en la ventana sobre su controlador."""

    clave = "tantrix"

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: SitioHojas) -> None:
        panel = PanelTantrix()
        super().__init__(ventana, sesion, sitio, PlanillaTantrix, panel,
                         QCoreApplication.translate("HojaTantrix", "Tantrix"),
                         QCoreApplication.translate("HojaTantrix", "&Tantrix"))
        self.panel_tantrix = p = panel
        p.boton_anotar.clicked.connect(self.anotar)
        p.linea.lineEdit().returnPressed.connect(self.anotar)
        p.circuito.lineEdit().returnPressed.connect(self.anotar)
        p.participante.activated.connect(lambda _i: self._cargar_fila())
        assert p.tabla is not None
        p.tabla.clicked.connect(lambda i: self.elegir(i.row()))
        self.repintar()

    def acciones_propias(self, accion: Callable[[str, str, object], None]) -> None:
        accion("anotar", self.tr("&Anotar el resultado"), self.anotar)

    # --- operaciones ---------------------------------------------------------------------------------

    def anotar(self) -> None:
        """Anota (o corrige) la línea y el circuito del participante elegido y pasa al siguiente sin resultado."""
        p = self.panel_tantrix
        quien = p.participante.currentIndex()
        linea, circuito = p.linea.value(), p.circuito.value()
        efecto = self.controlador.operar(lambda planilla: planilla.anotar(quien, linea, circuito))
        if efecto is None:
            return
        planilla = self.planilla
        if planilla is not None and planilla.siguiente is not None:
            self.elegir(planilla.siguiente)
        if planilla is not None and (puntos := planilla.puntos[quien]) is not None:
            self.ventana.mensaje(self.tr("{0}: {1}.").format(planilla.nombres[quien], TextosHojas.puntos(puntos)))
        p.linea.setFocus()
        p.linea.selectAll()

    def elegir(self, participante: int) -> None:
        """Lleva a la zona de anotar a ese participante, con sus cifras si ya las tenía (para corregir)."""
        p = self.panel_tantrix
        if 0 <= participante < p.participante.count():
            p.participante.setCurrentIndex(participante)
            self._cargar_fila()

    def _cargar_fila(self) -> None:
        p = self.panel_tantrix
        planilla = self.planilla
        r = planilla.resultado(p.participante.currentIndex()) if planilla is not None else None
        p.linea.setValue(r[0] if r else 0)
        p.circuito.setValue(r[1] if r else 0)

    def texto_final(self) -> str:
        planilla = self.planilla
        if planilla is None:
            return ""
        ganadores = TextosHojas.enumerar([nombre_en_etiqueta(planilla.nombres[i]) for i in planilla.ganadores])
        if len(planilla.ganadores) > 1:
            return self.tr("Partida terminada. Ganan: {0}.").format(ganadores)
        return self.tr("Partida terminada. Gana: {0}.").format(ganadores)

    # --- pintar --------------------------------------------------------------------------------------

    def _abierta(self, planilla: PlanillaTantrix | None) -> None:
        p = self.panel_tantrix
        p.modelo.establecer(planilla)
        p.participante.clear()
        if planilla is not None:
            p.participante.addItems(list(planilla.nombres))
            self.elegir(planilla.siguiente if planilla.siguiente is not None else 0)
        super()._abierta(planilla)
        if planilla is not None and not planilla.terminada:
            p.linea.setFocus()  # se anota con el teclado sin buscar el panel

    def _cambiada(self, efecto: Any) -> None:
        self.panel_tantrix.modelo.establecer(self.planilla)
        super()._cambiada(efecto)

    def mostrar(self, planilla: PlanillaTantrix | None) -> None:
        p = self.panel_tantrix
        en_juego = planilla is not None and not planilla.terminada
        for w in (p.participante, p.linea, p.circuito, p.boton_anotar):
            w.setEnabled(en_juego)
        if planilla is None:
            p.estado.setText(self.tr("No hay ninguna partida de Tantrix abierta"))
            p.poner_resumen("")
            return
        if planilla.terminada:
            p.estado.setText(self.texto_final())
        elif planilla.pendientes:
            p.estado.setText(self.tr("Tantrix · faltan {0} de {1}").format(
                len(planilla.pendientes), planilla.participantes))
        else:
            p.estado.setText(self.tr("Tantrix · todos anotados: «Terminar la partida»"))
        partes = []
        for f in planilla.clasificacion():
            partes.append(f"{TextosHojas.puesto_y_nombre(f.puesto, escape(f.nombre))} "
                          f"<b style='font-size:15px'>{f.puntos}</b>")
        p.poner_resumen("&nbsp;&nbsp;·&nbsp;&nbsp;".join(partes))


__all__ = ["HojaTantrix", "ModeloTantrix", "PanelTantrix"]
