"""Las llamadas del reloj de la ronda dichas en voz alta con QTextToSpeech (speech-dispatcher en Linux, SAPI o
WinRT en Windows, AVSpeech en macOS), además del pitido.

El pitido no depende de esto: sin QtTextToSpeech, sin motor, con el motor en error o sin una voz del idioma de
la interfaz (una voz inglesa leyendo «¡Alcen!» no se entiende), ``decir`` devuelve ``False`` y solo suena el
pitido. El motor se crea la primera vez que hace falta (al arrancar el reloj de la ronda), nunca al abrir la
aplicación: cargar el complemento y hablar con el servicio de voz cuesta tiempo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QTimer

from app_planilla.nucleo import idioma

if TYPE_CHECKING:
    from PySide6.QtTextToSpeech import QTextToSpeech

CLAVE_VOZ = "sonido/voz"
"""Clave de ``QSettings``: decir las llamadas en voz alta (sí por omisión; solo se oye si hay una voz)."""


class Voz(QObject):
    """Dice un texto con una voz del idioma de la interfaz, si la hay. ``motor``: el de QTextToSpeech por
    nombre (``"mock"`` en las pruebas); ``None``, el del sistema."""

    def __init__(self, parent: QObject | None = None, *, motor: str | None = None, activa: bool = True) -> None:
        super().__init__(parent)
        self.motor = motor
        self.activa = activa
        """Lo que eligió quien arbitra (menú «Duplicada»); sin ella nunca se crea el motor."""
        self.tts: QTextToSpeech | None = None
        self._preparada = False
        self._con_idioma = False
        """El motor tiene una voz del idioma de la interfaz y la tiene puesta."""

    def preparar_despues(self) -> None:
        """Crea el motor con el bucle de eventos en marcha (la ventana ya repintó tras la tecla que arrancó el
        reloj), antes de la primera llamada."""
        if self.activa and not self._preparada:
            QTimer.singleShot(0, self, self._preparar)

    def _preparar(self) -> None:
        if self._preparada or not self.activa:
            return
        self._preparada = True
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError:  # sin PySide6-Addons: solo el pitido
            return
        motores = QTextToSpeech.availableEngines()
        # El del sistema es el primero que no es el de pruebas de Qt (``mock``, que no dice nada).
        nombre = self.motor if self.motor is not None else next((m for m in motores if m != "mock"), None)
        if nombre is None or nombre not in motores:
            return
        tts = QTextToSpeech(nombre, self)
        if tts.state() == QTextToSpeech.State.Error:
            tts.deleteLater()  # el complemento no carga (sin libspeechd) o el servicio no responde
            return
        self.tts = tts
        # Algunos motores terminan de arrancar más tarde: el idioma se pone cuando están listos.
        tts.stateChanged.connect(self._estado_cambiado)
        self._estado_cambiado(tts.state())

    def _estado_cambiado(self, estado: QTextToSpeech.State) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if self.tts is None:
            return
        if estado == QTextToSpeech.State.Error:
            self._con_idioma = False
        elif estado == QTextToSpeech.State.Ready and not self._con_idioma:
            self._con_idioma = self._poner_idioma(self.tts)

    @staticmethod
    def _poner_idioma(tts: QTextToSpeech) -> bool:
        """Una voz del idioma de la interfaz (la variante del sistema si la hay); ``False`` si no hay ninguna."""
        lengua = QLocale(idioma.actual()).language()
        candidatos = [loc for loc in tts.availableLocales() if loc.language() == lengua]
        if not candidatos:
            return False
        sistema = QLocale.system()
        elegido = next((loc for loc in candidatos if loc.territory() == sistema.territory()), candidatos[0])
        if tts.locale() != elegido:
            tts.setLocale(elegido)
        return tts.locale().language() == lengua and bool(tts.availableVoices())

    @property
    def disponible(self) -> bool:
        """Si ``decir`` hablaría ahora (motor listo y con voz del idioma)."""
        if self.tts is None or not self._con_idioma:
            return False
        from PySide6.QtTextToSpeech import QTextToSpeech

        return self.tts.state() in (QTextToSpeech.State.Ready, QTextToSpeech.State.Speaking)

    def decir(self, texto: str, tras_ms: int = 0) -> bool:
        """Dice ``texto`` (corta lo que estuviera diciendo) pasados ``tras_ms``, cuando ya ha sonado el aviso;
        ``False`` si no hay voz y solo vale el pitido."""
        if not self.activa:
            return False
        self._preparar()
        if not self.disponible:
            return False
        if tras_ms > 0:
            QTimer.singleShot(tras_ms, self, lambda: self._decir_ya(texto))
        else:
            self._decir_ya(texto)
        return True

    def _decir_ya(self, texto: str) -> None:
        if self.disponible and self.tts is not None:
            self.tts.say(texto)


__all__ = ["CLAVE_VOZ", "Voz"]
