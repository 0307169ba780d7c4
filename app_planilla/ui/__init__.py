"""Interfaz Qt (PySide6): la única parte que importa Qt; una capa fina sobre ``app_planilla.nucleo``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app_planilla.ui.ventana import VentanaPrincipal

__all__ = ["VentanaPrincipal"]


def __getattr__(nombre: str) -> Any:
    # Perezoso: importar un módulo suelto de la interfaz no arrastra la ventana entera.
    if nombre == "VentanaPrincipal":
        from app_planilla.ui.ventana import VentanaPrincipal

        return VentanaPrincipal
    raise AttributeError(nombre)
