"""Opciones de reloj del diálogo «Nueva partida»: sin reloj, el de torneo FISE o en inglés, o a medida.

Es un widget aparte para que el diálogo solo tenga que ponerlo en una fila, avisarle de las reglas
elegidas (``poner_reglas``) o de que la partida es de Tantrix o «4 en letras» (``poner_juego``) y leer
``config()`` al aceptar.

En Tantrix y «4 en letras» no hay reglas de torneo con reloj ni puntos que restar: solo «Sin reloj» (por
omisión) o «A medida» (minutos por participante, incremento y máximo de tiempo extra). El tiempo extra se ve
en el reloj pero no cuesta puntos: ``config()`` guarda 0 puntos por minuto y esa fila no se muestra.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QGridLayout, QLabel, QVBoxLayout, QWidget

from app_planilla.nucleo.clasica.reglas import Reglas
from app_planilla.nucleo.relojes import PRESET_FISE, PRESET_INGLES, ConfigReloj
from app_planilla.ui.hojas.comun import campo_numero

SIN_RELOJ = "sin"
FISE = "fise"
INGLES = "ingles"
A_MEDIDA = "medida"
PRESETS: dict[str, ConfigReloj] = {FISE: PRESET_FISE, INGLES: PRESET_INGLES}
"""Relojes de los preajustes de reglas que los llevan (misma clave que las reglas)."""


class OpcionesReloj(QWidget):
    """Qué reloj lleva la partida; ``config()`` es ``None`` sin reloj."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("opciones_reloj")
        self._por_omision: str | None = None
        """El modo que propusieron las últimas reglas (solo se cambia la elección si cambia esto)."""
        self._juego = False
        """Partida de Tantrix o «4 en letras» (``poner_juego``): sin preajustes de torneo ni puntos."""
        self.modo = QComboBox()
        self.modo.setObjectName("modo_reloj")
        self._poner_modos()
        self.modo.setToolTip(self.tr("Reloj de ajedrez por participante; el de quien tiene el turno corre."))

        self.minutos = campo_numero("minutos_reloj", 1, 600, self.tr(" min"))
        self.incremento = campo_numero(
            "incremento_reloj", 0, 600, self.tr(" s por jugada"), especial=self.tr("sin incremento"),
            ayuda=self.tr("Incremento Fischer: segundos que gana quien pulsa su reloj."))
        self.puntos = campo_numero(
            "puntos_por_minuto", 0, 100, self.tr(" puntos por minuto"), especial=self.tr("no resta puntos"),
            ayuda=self.tr("Lo que cuesta el tiempo extra: por minuto o fracción (FISE: 10)."))
        self.maximo = campo_numero(
            "maximo_extra", 0, 120, self.tr(" min"), especial=self.tr("sin límite"),
            ayuda=self.tr("Pasado este tiempo extra se avisa de que se pierde por tiempo (decide el árbitro)."))

        self.detalles = QWidget()
        rejilla = QGridLayout(self.detalles)
        rejilla.setContentsMargins(0, 0, 0, 0)
        rejilla.setHorizontalSpacing(8)
        rejilla.setVerticalSpacing(4)
        filas = (
            (self.tr("Tiempo por participante:"), self.minutos),
            (self.tr("Incremento:"), self.incremento),
            (self.tr("Tiempo extra:"), self.puntos),
            (self.tr("Máximo de tiempo extra:"), self.maximo),
        )
        self._etiquetas: dict[QWidget, QLabel] = {}
        for fila, (texto, campo) in enumerate(filas):
            etiqueta = self._etiquetas[campo] = QLabel(texto)
            etiqueta.setBuddy(campo)
            rejilla.addWidget(etiqueta, fila, 0)
            rejilla.addWidget(campo, fila, 1)
        rejilla.setColumnStretch(1, 1)
        self._caja = caja = QVBoxLayout(self)
        caja.setContentsMargins(0, 0, 0, 0)
        caja.setSpacing(4)
        caja.addWidget(self.modo)
        caja.addWidget(self.detalles)

        self.minutos.setValue(round(PRESET_FISE.minutos))
        self.puntos.setValue(PRESET_FISE.puntos_por_minuto)
        self.modo.currentIndexChanged.connect(self._modo_elegido)
        self._modo_elegido()

    # --- consulta ------------------------------------------------------------------------------------

    @property
    def clave(self) -> str:
        return str(self.modo.currentData())

    def config(self) -> ConfigReloj | None:
        """La configuración elegida (``None`` = sin reloj)."""
        if self.clave == SIN_RELOJ:
            return None
        return ConfigReloj(
            minutos=self.minutos.value(),
            incremento_s=self.incremento.value(),
            puntos_por_minuto=0 if self._juego else self.puntos.value(),
            maximo_extra_min=self.maximo.value() or None,
        )

    # --- cambios -------------------------------------------------------------------------------------

    def elegir(self, clave: str) -> None:
        self.modo.setCurrentIndex(max(0, self.modo.findData(clave)))

    def _poner_modos(self) -> None:
        self.modo.clear()
        self.modo.addItem(self.tr("Sin reloj"), SIN_RELOJ)
        if not self._juego:
            self.modo.addItem(self.tr("Torneo FISE: 30 minutos por participante"), FISE)
            self.modo.addItem(self.tr("Torneo en inglés: 25 minutos, como mucho 10 de tiempo extra"), INGLES)
        self.modo.addItem(self.tr("A medida"), A_MEDIDA)

    def poner_juego(self, juego: bool) -> None:
        """Tantrix o «4 en letras» (``True``): solo «Sin reloj» (al cambiar a ellos) o «A medida», sin puntos.
        Al volver a la clásica, las reglas vuelven a proponer su reloj (``poner_reglas``)."""
        if juego == self._juego:
            return
        self._juego = juego
        self._por_omision = None
        self.modo.blockSignals(True)
        self._poner_modos()
        self.modo.blockSignals(False)
        self.puntos.setVisible(not juego)
        self._etiquetas[self.puntos].setVisible(not juego)
        self.elegir(SIN_RELOJ)
        self._modo_elegido()

    def poner_reglas(self, reglas: Reglas | None) -> None:
        """Las reglas en juego proponen su reloj (o ninguno); una elección hecha a mano se respeta mientras
        las reglas propongan lo mismo."""
        propuesto = reglas.clave if reglas is not None and reglas.clave in PRESETS else SIN_RELOJ
        if propuesto == self._por_omision:
            return
        self._por_omision = propuesto
        self.elegir(propuesto)
        if reglas is not None and reglas.puntos_por_minuto_extra:
            self.puntos.setValue(reglas.puntos_por_minuto_extra)

    def _modo_elegido(self) -> None:
        clave = self.clave
        preset = PRESETS.get(clave)
        if preset is not None:
            self.minutos.setValue(round(preset.minutos))
            self.maximo.setValue(preset.maximo_extra_min or 0)
        # Los preajustes fijan el tiempo y el máximo; incremento y precio se pueden cambiar siempre.
        self.minutos.setEnabled(clave == A_MEDIDA)
        self.maximo.setEnabled(clave == A_MEDIDA)
        if self.detalles.isHidden() != (clave == SIN_RELOJ):
            self.detalles.setVisible(clave != SIN_RELOJ)
            # El diálogo se encoge o crece con los detalles.
            ventana = self.window()
            capa = ventana.layout()
            self._caja.invalidate()
            if isinstance(ventana, QDialog) and ventana.isVisible() and capa is not None:
                capa.invalidate()
                capa.activate()
                ventana.adjustSize()


__all__ = ["A_MEDIDA", "FISE", "INGLES", "PRESETS", "SIN_RELOJ", "OpcionesReloj"]
