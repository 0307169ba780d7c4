"""Planilla: contador de puntos, planillas y relojes para juegos de palabras cruzadas."""

__version__ = "0.1.0"
