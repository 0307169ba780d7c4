"""Sonidos de los relojes: WAV de ``recursos/sonidos`` con QSoundEffect, o un pitido y un destello.

Sin QtMultimedia o sin salida de audio (como en CI) no falla nunca: usa ``QApplication.beep()`` y la
señal ``destello`` para que la pantalla avise también.
"""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QObject, QUrl, Signal
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
        self.con_audio = self._preparar() if con_audio is None else con_audio and self._preparar()

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
        self.ultimos.append(nombre)
        efecto = self._efectos.get(nombre)
        if efecto is not None:
            efecto.play()  # type: ignore[attr-defined]
        elif nombre != "pulsar":
            QApplication.beep()
        self.destello.emit(nombre)
