"""El panel de fichas acoplado a la ventana, para las dos modalidades.

En la clásica descuenta las fichas de cada jugada calculada en el tablero (las ``Linea.fichas`` de la hoja),
con un atril de siete por participante; en la duplicada, solo las maestras y un único atril común
(``PlanillaDuplicada.recuento``). Sin partida, la caja entera de la edición de la ventana.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence

from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.juego.control_fichas import Recuento, recuento
from app_planilla.ui.fichas.vista import PanelFichas, con_desplazamiento

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto
    from app_planilla.ui.hojas.clasica.hoja import Hoja
    from app_planilla.ui.hojas.duplicada.hoja import HojaDuplicada

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
    """Mantiene el panel de fichas al día con la partida abierta (clásica o duplicada)."""

    def __init__(self, ventana: Contexto, hoja: Hoja) -> None:
        super().__init__(ventana)
        self.ventana = ventana
        self.hoja = hoja
        self.duplicada: HojaDuplicada | None = None
        self.panel = PanelFichas(self.recuento(), columnas=COLUMNAS_ABAJO)
        self.dock = ventana.agregar_panel("fichas", self.tr("Fichas"), con_desplazamiento(self.panel),
                                          Qt.DockWidgetArea.BottomDockWidgetArea)
        # Con una tecla: en pantallas bajas comparte pestañas con los relojes, o se quita para dar alto al tablero.
        alternar = self.dock.toggleViewAction()
        alternar.setShortcut(QKeySequence(ATAJO))
        ventana.addAction(alternar)  # la tecla vale con el menú cerrado
        if hoja.controlador is not None:
            hoja.controlador.partida_abierta.connect(self.actualizar)
            hoja.controlador.cambiada.connect(self.actualizar)
        ventana.edicion_cambiada.connect(self.actualizar)

    def seguir_duplicada(self, duplicada: HojaDuplicada) -> None:
        """También la hoja duplicada (se monta la primera vez que se abre una partida duplicada)."""
        self.duplicada = duplicada
        duplicada.controlador.abierta.connect(self.actualizar)
        duplicada.controlador.cambiada.connect(self.actualizar)

    def recuento(self) -> Recuento:
        if self.duplicada is not None and self.duplicada.planilla is not None:
            return self.duplicada.planilla.recuento()
        planilla = self.hoja.planilla
        if planilla is not None:
            return recuento_clasica(planilla)
        return recuento(self.ventana.edicion, [], atriles=2)

    def actualizar(self, *_: object) -> None:
        self.panel.mostrar(self.recuento())


__all__ = ["Fichas", "recuento_clasica"]
