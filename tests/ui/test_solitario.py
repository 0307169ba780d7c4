"""«Duplicada en solitario» a través de la ventana, con el sorteo fijo: la aplicación sortea cada atril, arranca
el reloj, busca la maestra al confirmar la jugada y la coloca; una palabra fuera de la lista vale 0 salvo que se
guarden los puntos, y la hoja lo marca; la partida termina sola cuando no quedan fichas ni jugadas."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app_planilla import listas
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.grafo import Traductor
from app_planilla.nucleo.juego.maestra import Jugada, buscar
from app_planilla.nucleo.juego.puntuacion import puntuar
from app_planilla.nucleo.juego.tablero import LADO, Direccion
from app_planilla.ui.hojas.duplicada.modelo import COL_PRIMER_PARTICIPANTE
from tests.ui.ayuda import pulsar, rellenar_nueva


def _solitario(nombres: list[str]):
    def rellenar(d: QDialog) -> bool:
        d = rellenar_nueva(d, nombres, "duplicada")
        assert d.solitario.isVisible() or not d.isVisible()
        d.solitario.setChecked(True)  # pone 1 participante: con varios, se sube después
        d.cuantos.setValue(len(nombres))
        return d.aceptar()

    return rellenar


def _empezar(qtbot, abrir_hoja, nombres: list[str]):
    v, d = abrir_hoja()
    hoja = v.duplicada
    hoja.controlador.azar = random.Random(17)
    hoja.sonidos.con_audio = False
    d.cola.append(_solitario(nombres))
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    return v, hoja


def _teclear(v, jugada: Jugada) -> None:
    """La jugada escrita en el tablero como lo haría quien juega (sin comodines)."""
    casillas = sorted(c for c, _f in jugada.nuevas)
    v.vista_tablero.tocar(casillas[0])
    if jugada.posicion.direccion is Direccion.VERTICAL:
        v.vista_tablero.tocar(casillas[0])
    fichas = jugada.fichas()
    v.vista_tablero.escribir("".join(fichas[c].letra for c in casillas))
    assert v.jugada.nuevas() == fichas


def _confirmar(qtbot, hoja) -> None:
    ronda = hoja.planilla.ronda
    pulsar(qtbot, hoja, "Confirmar la jugada")
    qtbot.waitUntil(lambda: not hoja.solitario.buscando, timeout=10000)
    assert hoja.planilla.terminada or hoja.planilla.ronda == ronda + 1 or hoja.planilla.siguiente_casilla() is not None


def test_una_partida_en_solitario_hasta_el_final(qtbot, abrir_hoja) -> None:
    v, hoja = _empezar(qtbot, abrir_hoja, ["Ana"])
    p = hoja.planilla
    grafo = listas.grafo_incluido("es")
    # La primera ronda ya está sorteada y su reloj corre; sortear y buscar a mano no hacen falta.
    assert p.inicio.arbitro_automatico and p.ronda == 1 and p.filas[0].sorteado and len(p.filas[0].atril) == 7
    assert hoja.temporizador.modelo.en_marcha
    assert not hoja.boton("Sortear").isEnabled() and not hoja.acciones["buscar"].isEnabled()
    assert hoja.acciones["escribir"].text() == "&Confirmar la jugada"

    # Ronda 1: la segunda mejor jugada sin comodín, colocada en el tablero y confirmada.
    jugadas = buscar(p.tablero_ronda, p.filas[0].atril, grafo, p.edicion, 1)
    mia = buscar(p.tablero_ronda, [f for f in p.filas[0].atril if f != "?"], grafo, p.edicion, 2)[-1]
    _teclear(v, mia)
    _confirmar(qtbot, hoja)
    f1 = p.filas[0]
    assert f1.puntos == (mia.puntos,) and f1.puntos_maestra == jugadas[0].puntos
    assert dict(f1.maestra.fichas) == jugadas[0].fichas() and "incluida" in f1.maestra.lista
    assert p.ronda == 2 and p.filas[1].sorteado and hoja.temporizador.modelo.en_marcha  # la siguiente, sorteada
    assert p.filas[1].atril[:len(f1.quedan)] == f1.quedan  # lo que dejó la maestra sigue en el atril

    # Ronda 2: una «palabra» que no está en la lista: vale 0 si no se guardan los puntos.
    preguntas: list[str] = []

    def no_guardar(pregunta: str) -> bool:
        preguntas.append(pregunta)
        return False

    v.confirmar = no_guardar
    atril = p.filas[1].atril
    inventada = _inventada(p, atril, grafo)
    _teclear(v, inventada)
    _confirmar(qtbot, hoja)
    assert len(preguntas) == 1 and inventada.palabra.upper() in preguntas[0] and "no está en" in preguntas[0]
    f2 = p.filas[1]
    assert f2.puntos == (0,) and inventada.palabra.upper() in f2.fuera_de_lista[0]
    indice = hoja.panel.modelo.index(1, COL_PRIMER_PARTICIPANTE)
    assert indice.data().endswith("†") and "0 puntos" in indice.data(Qt.ItemDataRole.ToolTipRole)

    # Ronda 3: otra inventada, y esta vez se guardan los puntos: la hoja lo marca.
    v.confirmar = lambda pregunta: True
    inventada = _inventada(p, p.filas[2].atril, grafo)
    _teclear(v, inventada)
    puntos = v.calculo_actual().resultado.puntos
    _confirmar(qtbot, hoja)
    assert p.filas[2].puntos == (puntos,) and "se guardaron" in hoja.panel.modelo.index(
        2, COL_PRIMER_PARTICIPANTE).data(Qt.ItemDataRole.ToolTipRole)

    # El resto, con puntos escritos a mano e Intro, hasta que no quedan fichas o jugadas: termina sola.
    while not p.terminada:
        assert p.ronda < 40
        hoja.panel.puntos.setText("5")
        qtbot.keyClick(hoja.panel.puntos, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not hoja.solitario.buscando, timeout=10000)
    assert all(f.maestra is not None for f in p.filas[:-1])
    assert sum(p.por_salir().values()) <= 7  # la bolsa se vació (o lo que queda no forma jugada)
    assert not hoja.temporizador.modelo.en_marcha
    clasificacion = p.clasificacion()
    assert clasificacion[0].total == sum(f.puntos[0] or 0 for f in p.filas)
    m = hoja.panel.modelo_clasificacion  # el porcentaje sobre las maestras, como siempre
    assert any("%" in str(m.index(0, c).data() or "") for c in range(m.columnCount()))


def _inventada(p, atril, grafo) -> Jugada:
    """Una jugada legal del atril cuya palabra principal no está en la lista (dos fichas junto a la maestra)."""
    traducir = Traductor(p.edicion)
    letras = [f for f in atril if f != "?"]
    tablero = p.tablero_ronda

    for fila in range(LADO):
        for col in range(LADO - 1):
            a, b = (fila, col), (fila, col + 1)
            if a in tablero.fichas or b in tablero.fichas:
                continue
            for x in letras:
                for y in letras:
                    if x == y and letras.count(x) < 2:
                        continue
                    nuevas = {a: Ficha(x), b: Ficha(y)}
                    try:
                        r = puntuar(tablero, nuevas, p.edicion, Direccion.HORIZONTAL)
                    except ErrorPlanilla:
                        continue
                    t = traducir(r.principal.texto)
                    if len(r.palabras) == 1 and t is not None and not grafo.contiene(t):
                        return Jugada(r.posicion, tuple(sorted(nuevas.items())), r.puntos, r.principal.texto, ())
    raise AssertionError("ninguna jugada inventada posible")


def test_varias_personas_ante_la_misma_pantalla(qtbot, abrir_hoja) -> None:
    _v, hoja = _empezar(qtbot, abrir_hoja, ["Ana", "Bea"])
    p = hoja.planilla
    assert p.ronda == 1
    # Cada una escribe sus puntos; la maestra llega cuando están todos.
    hoja.panel.puntos.setText("10")
    qtbot.keyClick(hoja.panel.puntos, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not hoja.solitario.buscando, timeout=10000)
    assert p.filas[0].puntos == (10, None) and p.filas[0].maestra is None and p.ronda == 1
    hoja.panel.puntos.setText("12")
    qtbot.keyClick(hoja.panel.puntos, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not hoja.solitario.buscando, timeout=10000)
    assert p.filas[0].puntos == (10, 12) and p.filas[0].maestra is not None and p.filas[0].maestra.fichas
    assert p.ronda == 2 and p.filas[1].sorteado
    # «Otra partida, mismas personas» sigue en solitario, y su primera ronda se sortea sola.
    hoja.otra_partida()
    assert hoja.planilla is not p and hoja.planilla.inicio.arbitro_automatico and hoja.planilla.ronda == 1
