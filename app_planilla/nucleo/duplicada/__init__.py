"""La partida duplicada: eventos, estado por rondas, atril común, clasificación y temporizador."""
