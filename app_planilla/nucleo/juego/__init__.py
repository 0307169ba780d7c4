"""El juego en sí: ediciones, fichas, tablero, notación FISE, puntuación y la jugada en curso."""
