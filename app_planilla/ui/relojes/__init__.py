"""Relojes de ajedrez, temporizador de ronda, modo proyector y sonidos."""
