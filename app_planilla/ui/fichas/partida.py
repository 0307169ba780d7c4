"""El panel de fichas acoplado a la ventana, con la partida abierta de la sesión.

En la clásica descuenta las fichas de cada jugada calculada en el tablero (las ``Linea.fichas`` de la hoja),
con un atril de siete por participante; en la duplicada, solo las maestras y un único atril común
(``PlanillaDuplicada.recuento``). Sin partida (o con una de un juego sin fichas), la caja entera de la
edición de la ventana.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence

from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.juego.control_fichas import Recuento, recuento
from app_planilla.nucleo.modalidades import CLASICA, DUPLICADA, modalidad
from app_planilla.ui.adaptable import con_desplazamiento
from app_planilla.ui.fichas.vista import PanelFichas

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto
    from app_planilla.ui.sesion import Sesion

ATAJO = "F8"
"""Muestra u oculta el panel de fichas."""

COLUMNAS_ABAJO = 10
"""Debajo del tablero hay sitio a lo ancho: tres filas de letras en lugar de ocho."""


def recuento_clasica(planilla: Planilla) -> Recuento:
    """Las jugadas con fichas se descuentan; las anotadas solo con puntos se cuentan aparte."""
    jugadas = [line for line in planilla.lineas if line.clase == "jugada"]
    con_fichas = [tuple(f for _c, f in line.fichas) for line in jugadas if line.fichas]
    sin_fichas = sum(1 for line in jugadas if not line.fichas)
    return recuento(planilla.edicion, con_fichas, atriles=planilla.participantes, jugadas_sin_fichas=sin_fichas)


class Fichas(QObject):
    """Mantiene el panel de fichas al día con la partida abierta de la sesión (clásica o duplicada)."""

    def __init__(self, ventana: Contexto, sesion: Sesion) -> None:
        super().__init__(sesion)
        self.ventana = ventana
        self.sesion = sesion
        self._mostrado: Recuento | None = self.recuento()
        self.panel = PanelFichas(self._mostrado, columnas=COLUMNAS_ABAJO)
        self.dock = ventana.agregar_panel("fichas", self.tr("Fichas"), con_desplazamiento(self.panel, "area_fichas"),
                                          Qt.DockWidgetArea.BottomDockWidgetArea)
        # Con una tecla: en pantallas bajas comparte pestañas con los relojes, o se quita para dar alto al tablero.
        alternar = self.dock.toggleViewAction()
        alternar.setShortcut(QKeySequence(ATAJO))
        ventana.addAction(alternar)  # la tecla vale con el menú cerrado
        sesion.abierta.connect(self.actualizar)
        sesion.cambiada.connect(self.actualizar)
        ventana.edicion_cambiada.connect(self.actualizar)

    def recuento(self) -> Recuento:
        actual = self.sesion.actual
        clave = modalidad(actual.planilla) if actual is not None else None
        if actual is not None and clave == DUPLICADA:
            return actual.planilla.recuento()
        if actual is not None and clave == CLASICA:
            return recuento_clasica(actual.planilla)
        return recuento(self.ventana.edicion, [], atriles=2)

    def actualizar(self, *_: object) -> None:
        """Tras cada cambio de la sesión; si las fichas no cambian (una papeleta de la sala, unos puntos), nada
        se repinta: rehacer las casillas costaba milisegundos por cada papeleta."""
        recuento = self.recuento()
        if recuento == self._mostrado:
            return
        self._mostrado = recuento
        self.panel.mostrar(recuento)


__all__ = ["Fichas", "recuento_clasica"]
