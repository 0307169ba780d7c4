"""Sonidos de los relojes: WAV de ``recursos/sonidos`` con QSoundEffect, o un pitido y un destello.

Sin QtMultimedia o sin salida de audio (como en CI) no falla nunca: usa ``QApplication.beep()`` y la
señal ``destello`` para que la pantalla avise también.
"""

from __future__ import annotations

import wave
from importlib.resources import files

from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtWidgets import QApplication

NOMBRES = ("aviso", "alcen", "tiempo", "pulsar")


def ruta_sonido(nombre: str) -> str:
    return str(files("app_planilla.recursos") / "sonidos" / f"{nombre}.wav")


class Sonidos(QObject):
    """Reproduce un sonido por nombre; ``ultimos`` guarda lo reproducido (lo leen las pruebas)."""

    destello = Signal(str)

    def __init__(self, parent: QObject | None = None, *, con_audio: bool | None = None) -> None:
        super().__init__(parent)
        self.ultimos: list[str] = []
        self._efectos: dict[str, QObject] = {}
        # QtMultimedia tarda en cargarse (FFmpeg, el servidor de sonido): se prepara al primer sonido o
        # cuando la ventana ya está a la vista (``preparar_despues``), nunca durante el arranque.
        self._pedido = con_audio
        self._preparado = con_audio is False
        self.con_audio = False

    def preparar_despues(self, ms: int = 1500) -> None:
        """Carga el audio con el bucle de eventos ya en marcha, para que el primer aviso suene a tiempo."""
        if not self._preparado:
            QTimer.singleShot(ms, self, self._asegurar)

    def _asegurar(self) -> None:
        if not self._preparado:
            self._preparado = True
            self.con_audio = self._preparar()

    def _preparar(self) -> bool:
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except Exception:  # QtMultimedia ausente o sin sus bibliotecas: se avisa con pitido y destello
            return False
        try:
            if not QMediaDevices.audioOutputs():
                return False
            for nombre in NOMBRES:
                efecto = QSoundEffect(self)
                efecto.setSource(QUrl.fromLocalFile(ruta_sonido(nombre)))
                efecto.setVolume(0.9)
                self._efectos[nombre] = efecto
        except Exception:
            self._efectos.clear()
            return False
        return True

    def reproducir(self, nombre: str) -> None:
        self._asegurar()
        self.ultimos.append(nombre)
        efecto = self._efectos.get(nombre)
        if efecto is not None:
            efecto.play()  # type: ignore[attr-defined]
        elif nombre != "pulsar":
            QApplication.beep()
        self.destello.emit(nombre)

    def duracion_ms(self, nombre: str) -> int:
        """Lo que dura el sonido ``nombre`` tal como suena (el pitido del sistema, nada): para hablar después."""
        if nombre not in self._efectos:
            return 0
        try:
            with wave.open(ruta_sonido(nombre), "rb") as w:
                return round(1000 * w.getnframes() / w.getframerate())
        except (OSError, wave.Error, ZeroDivisionError):
            return 0
