"""Núcleo de Planilla: solo biblioteca estándar, sin Qt (lo comprueba una prueba)."""
