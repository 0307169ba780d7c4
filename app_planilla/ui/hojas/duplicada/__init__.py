"""La hoja de la partida duplicada."""
