"""El deshacer del tablero suelto: dejar, vaciar y deshacer, en orden, sin partida."""

from __future__ import annotations

from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.historial_tablero import FotoTablero, HistorialTablero
from app_planilla.nucleo.juego.jugada_en_curso import JugadaEnCurso
from app_planilla.nucleo.juego.tablero import Tablero, casilla


def _dejar(jugada: JugadaEnCurso, historial: HistorialTablero, inicio: str, letras: str) -> None:
    antes = FotoTablero.de(jugada.tablero)
    jugada.tocar(casilla(inicio))
    for letra in letras:
        jugada.escribir(letra)
    dejada = jugada.dejar()
    historial.guardar(antes)
    assert dejada.nuevas


def test_dejar_vaciar_y_deshacer_en_orden() -> None:
    tablero = Tablero()
    jugada = JugadaEnCurso(tablero, ESPANOL)
    historial = HistorialTablero()
    assert not historial.puede_deshacer and historial.deshacer(tablero) is None
    _dejar(jugada, historial, "H5", "CASA")
    con_casa = dict(tablero.fichas)
    _dejar(jugada, historial, "H9", "S")  # CASA + S: CASAS
    assert len(tablero) == 5
    historial.guardar(FotoTablero.de(tablero, {casilla("H8")}))
    tablero.vaciar()

    foto = historial.deshacer(tablero)  # deshace el vaciado, con la última jugada marcada
    assert foto is not None and len(tablero) == 5 and foto.ultima == {casilla("H8")}
    assert historial.deshacer(tablero) is not None and dict(tablero.fichas) == con_casa
    assert historial.deshacer(tablero) is not None and tablero.vacio()
    assert not historial.puede_deshacer and historial.deshacer(tablero) is None


def test_olvidar_deja_el_tablero_como_esta() -> None:
    tablero = Tablero()
    historial = HistorialTablero()
    historial.guardar(FotoTablero.de(tablero))
    jugada = JugadaEnCurso(tablero, ESPANOL)
    _dejar(jugada, historial, "H7", "SOL")
    historial.olvidar()
    assert not historial.puede_deshacer and historial.deshacer(tablero) is None and len(tablero) == 3


def test_la_foto_no_cambia_con_el_tablero() -> None:
    tablero = Tablero()
    jugada = JugadaEnCurso(tablero, ESPANOL)
    historial = HistorialTablero()
    _dejar(jugada, historial, "H7", "SOL")
    foto = FotoTablero.de(tablero)
    tablero.vaciar()
    assert len(foto.fichas) == 3
