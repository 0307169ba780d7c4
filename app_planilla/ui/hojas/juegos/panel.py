"""Los widgets comunes a los paneles de Tantrix y de «4 en letras»: el botón, la tabla de solo lectura y el
panel base (``PanelJuego``) en el que cada juego pone su zona de anotar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from app_planilla.ui.adaptable import con_desplazamiento
from app_planilla.ui.hojas.comun import (
    COLORES_ERROR,
    boton,
    cabecera_panel,
    etiqueta_aviso,
    mostrar_texto,
    rejilla_botones,
)
from app_planilla.ui.hojas.dialogo_comun import tabla_solo_lectura

LINEAS_RESUMEN = 2
"""Líneas de la clasificación a la vista bajo la tabla; con más participantes (hasta 16), se desplaza: así la
tabla no pierde filas."""


def vista_tabla(nombre: str, accesible: str) -> QTableView:
    tabla = tabla_solo_lectura(nombre)
    tabla.setWordWrap(False)
    tabla.verticalHeader().setDefaultSectionSize(24)
    tabla.setStyleSheet("QTableView { gridline-color: #d6dcd9; }")
    tabla.setAccessibleName(accesible)
    return tabla


class PanelJuego(QWidget):
    """Lo común del panel: estado, tabla, resumen, los ajustes de los relojes, avisos y los botones de la partida.

    Cada juego pone entre la tabla y los botones su zona de anotar (``zona``).
    """

    def __init__(self, nombre: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.capa, self.estado, self.regla = cabecera_panel(self, nombre, "estado_juego", "regla")
        self.tabla: QTableView | None = None
        self.resumen = QLabel()
        self.resumen.setObjectName("resumen")
        self.resumen.setTextFormat(Qt.TextFormat.RichText)
        self.resumen.setWordWrap(True)
        self.area_resumen = con_desplazamiento(self.resumen, "area_resumen")
        cifras = QFont(self.resumen.font())
        cifras.setPixelSize(15)  # las cifras del resumen, las más altas de sus líneas
        cifras.setBold(True)
        self._alto_resumen = LINEAS_RESUMEN * QFontMetrics(cifras).lineSpacing() + 2
        self.relojes = QLabel()
        self.relojes.setObjectName("relojes_ajustados")
        self.relojes.setWordWrap(True)
        self.relojes.setStyleSheet("color: #5a5a5a;")
        self.relojes.hide()
        self.error = etiqueta_aviso("error_juego", COLORES_ERROR)
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
        self.capa.addWidget(self.area_resumen)
        self.capa.addWidget(self.relojes)
        self.capa.addWidget(self.error)
        if zona is not None:
            self.capa.addWidget(zona)
        rejilla_botones(self.capa, [
            [self.boton_deshacer, self.boton_terminar],
            [self.boton_otra, self.boton_copiar],
            [self.boton_nueva, self.boton_partidas],
        ])

    def poner_resumen(self, texto: str) -> None:
        """La clasificación bajo la tabla (``texto`` enriquecido), a su alto hasta ``LINEAS_RESUMEN`` líneas."""
        self.resumen.setText(texto)
        self._ajustar_resumen()

    def _ajustar_resumen(self) -> None:
        alto = self.resumen.heightForWidth(self.area_resumen.width()) if self.resumen.text() else 0
        self.area_resumen.setFixedHeight(min(max(alto, 0), self._alto_resumen))

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self._ajustar_resumen()

    def poner_error(self, texto: str | None) -> None:
        mostrar_texto(self.error, texto)

    def poner_relojes(self, lineas: list[str]) -> None:
        """Los ajustes de los relojes de la partida, uno por línea (oculto si no hay)."""
        mostrar_texto(self.relojes, "\n".join(lineas))


__all__ = ["PanelJuego", "boton", "vista_tabla"]
