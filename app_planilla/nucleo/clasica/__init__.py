"""La partida clásica: eventos, estado, planilla, reglas, final y sorteo de quién empieza."""
