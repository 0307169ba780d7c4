"""La hoja de la partida clásica."""
