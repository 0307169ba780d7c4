"""Interfaz Qt (PySide6): la única parte que importa Qt; una capa fina sobre ``app_planilla.nucleo``."""
