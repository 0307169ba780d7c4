"""«Ajustar los relojes…»: el árbitro escribe lo que tiene que marcar el reloj de cada participante.

El diálogo solo recoge los tiempos (``nuevos``: los que cambian); anotarlos es cosa del núcleo
(``Planilla.ajustar_relojes``), que los guarda como líneas de la hoja con la foto de los relojes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.relojes import formato_tiempo, leer_tiempo
from app_planilla.ui.adaptable import caber_en_pantalla, con_desplazamiento
from app_planilla.ui.hojas.dialogo_comun import botones_aceptar, etiqueta_error

_ESCRIBIENDO = QRegularExpression(r"\s*[-−–]?\s*\d{0,3}(:\d{0,2}){0,2}\s*")
"""Lo que se deja escribir (también a medias); ``leer_tiempo`` dice si es un tiempo."""


class DialogoAjusteRelojes(QDialog):
    """Un campo por participante con lo que marca su reloj (en pausa mientras el diálogo está abierto)."""

    def __init__(self, nombres: Sequence[str], restantes_ms: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_ajuste_relojes")
        self.setWindowTitle(self.tr("Ajustar los relojes"))
        self.setMinimumWidth(440)
        self.nuevos: dict[int, int] = {}
        """Participante → milisegundos, solo de los relojes que cambian (tras aceptar)."""
        self._textos = [formato_tiempo(ms) for ms in restantes_ms]
        # Lo que se muestra, como lo leería ``leer_tiempo`` (redondeado al segundo); un reloj que pasó del tope
        # (se quedó corriendo toda la noche) no se puede escribir, pero sí dejar como está: ``None``.
        self._mostrados = [_leido(texto) for texto in self._textos]
        capa = self._capa = QVBoxLayout(self)
        explicacion = QLabel(self.tr(
            "Escribe lo que tiene que marcar cada reloj, en minutos y segundos (12:30). Para dejarlo en tiempo "
            "extra, con un menos delante (-1:30). Queda en la planilla; «Deshacer la última línea» lo quita."))
        explicacion.setWordWrap(True)
        capa.addWidget(explicacion)
        contenido = QWidget()
        formulario = QFormLayout(contenido)
        formulario.setContentsMargins(0, 0, 0, 0)
        self.campos: list[QLineEdit] = []
        validador = QRegularExpressionValidator(_ESCRIBIENDO, self)
        for i, (nombre, ms) in enumerate(zip(nombres, restantes_ms, strict=True)):
            campo = QLineEdit(formato_tiempo(ms))
            campo.setObjectName(f"reloj_{i + 1}")
            campo.setValidator(validador)
            campo.setMaxLength(12)
            campo.setToolTip(self.tr("Ahora marca {0}").format(formato_tiempo(ms)))
            # «&1», «&2»…: Alt y el número lleva a cada reloj sin ratón.
            formulario.addRow(self.tr("&{0}. {1}:").format(i + 1, nombre), campo)
            self.campos.append(campo)
        # Con los 16 de una serie de «4 en letras» los relojes se desplazan: el diálogo cabe en la pantalla.
        area = con_desplazamiento(contenido, "area_relojes")
        capa.addWidget(area, 1)
        self.error = etiqueta_error()
        self._reservado = 0
        """Alto que ya se añadió al diálogo para el mensaje de error."""
        capa.addWidget(self.error)
        botones = botones_aceptar(self, self.tr("Ajustar los relojes"), self.aceptar)
        capa.addWidget(botones)
        margenes = capa.contentsMargins()
        alto = (explicacion.heightForWidth(440) + contenido.sizeHint().height() + botones.sizeHint().height()
                + 2 * capa.spacing() + margenes.top() + margenes.bottom())
        caber_en_pantalla(self, max(440, self.sizeHint().width()), alto)
        if self.campos:
            self.campos[0].setFocus()
            self.campos[0].selectAll()

    def aceptar(self) -> bool:
        """Lee cada campo; uno que no es un tiempo se dice y el diálogo sigue abierto con el foco en él."""
        nuevos: dict[int, int] = {}
        for i, campo in enumerate(self.campos):
            if campo.text().strip() == self._textos[i]:
                continue  # lo que ya marca: sin tope, que no lo escribió el árbitro
            try:
                ms = leer_tiempo(campo.text())
            except ErrorPlanilla as e:
                self._mostrar_error(str(e))
                campo.setFocus()
                campo.selectAll()
                return False
            if ms != self._mostrados[i]:
                nuevos[i] = ms
        self.nuevos = nuevos
        self.accept()
        return True

    def _mostrar_error(self, texto: str) -> None:
        """El mensaje no quita sitio a los relojes: el diálogo crece lo que ocupa (si cabe en la pantalla)."""
        self.error.setText(texto)
        self.error.show()
        alto = self.error.heightForWidth(self.width() - 2 * self._capa.contentsMargins().left())
        alto += self._capa.spacing()
        if alto > self._reservado:
            caber_en_pantalla(self, self.width(), self.height() + alto - self._reservado)
            self._reservado = alto


def _leido(texto: str) -> int | None:
    try:
        return leer_tiempo(texto)
    except ErrorPlanilla:
        return None


__all__ = ["DialogoAjusteRelojes"]
