"""Lo común a las pruebas que juegan partidas a través de la ventana: los diálogos atendidos por una cola (nada
modal), el diálogo de nueva partida rellenado, los botones de la hoja y las jugadas escritas en el tablero."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app_planilla.ui.hojas.clasica import dialogos as dialogos
from app_planilla.ui.ventana import VentanaPrincipal

Conductor = Callable[[QDialog], bool]


class Dialogos:
    """Sustituye a ``exec()``: cada diálogo que se abre lo atiende la siguiente función de la cola."""

    def __init__(self) -> None:
        self.cola: list[Conductor] = []
        self.vistos: list[QDialog] = []

    def __call__(self, dialogo: QDialog) -> bool:
        self.vistos.append(dialogo)
        assert self.cola, f"Diálogo inesperado: {type(dialogo).__name__}: {getattr(dialogo, 'text', str)()}"
        return self.cola.pop(0)(dialogo)


def cerrar(d: QDialog) -> bool:
    d.reject()
    return False


def rellenar_nueva(d: QDialog, nombres: Sequence[str], tipo: str | None = None) -> dialogos.DialogoNuevaPartida:
    """El diálogo de nueva partida con el tipo (si se da), cuántos participantes y sus nombres."""
    assert isinstance(d, dialogos.DialogoNuevaPartida)
    if tipo is not None:
        d.tipo.setCurrentIndex(d.tipo.findData(tipo))
    d.cuantos.setValue(len(nombres))
    for campo, nombre in zip(d.nombres, nombres, strict=False):
        campo.setText(nombre)
    return d


def pulsar(qtbot: Any, hoja: Any, texto: str) -> None:
    """Pulsa el botón de la hoja con ese texto (que tiene que estar activo)."""
    boton = hoja.boton(texto)
    assert boton.isEnabled(), texto
    qtbot.mouseClick(boton, Qt.MouseButton.LeftButton)


def colocar(v: VentanaPrincipal, inicio: str, letras: str, vertical: bool = False) -> int:
    """Escribe una jugada en el tablero (un toque: horizontal; dos: vertical) y devuelve sus puntos."""
    v.vista_tablero.tocar(inicio)
    if vertical:
        v.vista_tablero.tocar(inicio)
    v.vista_tablero.escribir(letras)
    calculo = v.calculo_actual()
    assert calculo.resultado is not None, calculo.error
    return calculo.resultado.puntos
