"""GCG 1.2: lectura, importación como partida clásica y escritura."""
