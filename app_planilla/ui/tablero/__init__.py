"""El tablero que se toca y se teclea, la columna de la jugada y su desglose."""
