"""Relojes y temporizador de ronda en pantalla, con una fuente de tiempo falsa (sin esperas)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt

from app_planilla.nucleo.duplicada.temporizador import TemporizadorRonda
from app_planilla.nucleo.relojes import PRESET_FISE, PRESET_INGLES, Relojes, formato_tiempo
from app_planilla.ui.relojes.sonido import Sonidos
from app_planilla.ui.relojes.temporizador import PanelTemporizador, VentanaProyector
from app_planilla.ui.relojes.vista import PanelRelojes
from app_planilla.ui.relojes.voz import Voz
from tests.ayuda import RelojFalso


@pytest.mark.parametrize(
    ("ms", "texto"),
    [
        (1_800_000, "30:00"),
        (59_001, "1:00"),
        (500, "0:01"),
        (0, "0:00"),
        (-1, "−0:01"),
        (-61_000, "−1:01"),
        (3_900_000, "1:05:00"),
    ],
)
def test_formato(ms: int, texto: str) -> None:
    assert formato_tiempo(ms) == texto


def test_sonidos_sin_audio_no_fallan(qapp) -> None:
    s = Sonidos(con_audio=False)
    destellos: list[str] = []
    s.destello.connect(destellos.append)
    s.reproducir("tiempo")
    assert s.ultimos == ["tiempo"] and destellos == ["tiempo"]
    assert Sonidos().ultimos == []  # con o sin dispositivo, construir nunca falla


def test_panel_relojes_pulsar_pausa_y_tiempo_extra(qtbot) -> None:
    t = RelojFalso()
    relojes = Relojes(2, PRESET_FISE, t)
    sonidos = Sonidos(con_audio=False)
    panel = PanelRelojes(relojes, ["Ana", "Bea"], sonidos)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.vistas[0].tiempo.text() == "30:00"
    with qtbot.waitSignal(panel.pulsado) as señal:
        qtbot.mouseClick(panel.boton_pulsar, Qt.MouseButton.LeftButton)  # arranca el de quien abre
    assert señal.args == [0] and relojes.en_marcha
    t.ahora += 75
    panel.actualizar()
    assert panel.vistas[0].tiempo.text() == "28:45"
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_Space)
    assert relojes.activo == 1
    qtbot.keyClick(panel, Qt.Key.Key_1)  # no es su turno: no hace nada
    assert relojes.activo == 1
    qtbot.keyClick(panel, Qt.Key.Key_P)
    assert not relojes.en_marcha and "En pausa" in panel.vistas[1].extra.text()
    qtbot.keyClick(panel, Qt.Key.Key_P)
    t.ahora += 30 * 60 + 61
    panel.actualizar()
    assert panel.vistas[1].tiempo.text() == "−1:01"
    assert "−20 puntos" in panel.vistas[1].extra.text()
    assert "tiempo" in sonidos.ultimos


def test_panel_relojes_limite_de_tiempo_extra(qtbot) -> None:
    t = RelojFalso()
    relojes = Relojes(2, PRESET_INGLES, t)
    panel = PanelRelojes(relojes, ["Ana", "Bea"])
    qtbot.addWidget(panel)
    panel.pulsar()
    t.ahora += 36 * 60
    panel.actualizar()
    assert "Superó el tiempo extra máximo" in panel.vistas[0].extra.text()


def test_tiempo_perdido_tras_un_cierre(qtbot) -> None:
    panel = PanelRelojes(Relojes(2, PRESET_FISE, RelojFalso()), ["Ana", "Bea"])
    qtbot.addWidget(panel)
    panel.mostrar_tiempo_perdido(151_000)
    assert not panel.perdido.isHidden() and "2:31" in panel.perdido.text()


def test_temporizador_llamadas_y_sonidos(qtbot) -> None:
    t = RelojFalso()
    sonidos = Sonidos(con_audio=False)
    panel = PanelTemporizador(TemporizadorRonda(180, t), sonidos)
    qtbot.addWidget(panel)
    avisos: list[str] = []
    panel.aviso.connect(avisos.append)
    assert panel.cifras.text() == "3:00"
    panel.nueva_ronda()
    t.ahora += 120
    panel.actualizar()
    t.ahora += 30
    panel.actualizar()
    t.ahora += 25
    panel.actualizar()
    t.ahora += 10
    panel.actualizar()
    assert avisos == ["Queda un minuto", "Quedan 30 segundos", "¡Alcen!", "¡Tiempo!"]
    assert sonidos.ultimos == ["aviso", "aviso", "alcen", "tiempo"]
    assert panel.cifras.text() == "0:00" and panel.llamada.text() == "¡Tiempo!"
    panel.duracion.setCurrentIndex(0)
    assert panel.cifras.text() == "1:00" and panel.llamada.text() == ""


def test_modo_proyector(qtbot) -> None:
    relojes = Relojes(2, PRESET_FISE, RelojFalso())
    grande = PanelRelojes(relojes, ["Ana", "Bea"], grande=True)
    ventana = VentanaProyector(grande, "Relojes")
    qtbot.addWidget(ventana)
    ventana.mostrar()
    qtbot.waitExposed(ventana)
    assert ventana.isFullScreen()
    qtbot.keyClick(ventana, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not ventana.isVisible())


def test_temporizador_con_teclado(qtbot) -> None:
    t = RelojFalso()
    panel = PanelTemporizador(TemporizadorRonda(120, t))
    qtbot.addWidget(panel)
    qtbot.keyClick(panel, Qt.Key.Key_Space)
    assert panel.modelo.en_marcha
    t.ahora += 10
    qtbot.keyClick(panel, Qt.Key.Key_P)
    assert not panel.modelo.en_marcha and panel.cifras.text() == "1:50"
    qtbot.keyClick(panel, Qt.Key.Key_R)
    assert panel.cifras.text() == "2:00"


def test_la_primera_vez_los_relojes_empiezan_y_luego_siguen(qtbot) -> None:
    reloj = RelojFalso()
    relojes = Relojes(2, PRESET_FISE, reloj)
    panel = PanelRelojes(relojes, ["Ana", "Bea"])
    qtbot.addWidget(panel)
    panel.poner_teclas("F5", "F6")
    assert panel.boton_pausa.text() == "Empezar (F6)"
    panel.alternar_pausa()
    assert panel.boton_pausa.text() == "Pausa (F6)"
    reloj.ahora += 3
    panel.alternar_pausa()
    assert panel.boton_pausa.text() == "Seguir (F6)"


def test_proyector_nombres_grandes_y_como_salir(qtbot) -> None:
    relojes = Relojes(2, PRESET_FISE, RelojFalso())
    normal = PanelRelojes(relojes, ["Ana", "Bea"])
    grande = PanelRelojes(relojes, ["Ana", "Bea"], grande=True)
    ventana = VentanaProyector(grande, "Relojes")
    qtbot.addWidget(normal)
    qtbot.addWidget(ventana)
    assert grande.vistas[0].nombre.font().pointSizeF() >= 2 * normal.vistas[0].nombre.font().pointSizeF()
    assert "Esc" in ventana.salida.text() and "salir" in ventana.salida.text()


# ---------------------------------------------------------------- llamadas en voz alta


@pytest.fixture
def en_ingles():
    """La interfaz en inglés: el motor ``mock`` de Qt solo tiene voces inglesas, noruegas y finesas."""
    from app_planilla.nucleo import idioma
    from app_planilla.traducciones import carpeta_locale

    idioma.usar("en", carpeta_locale())
    yield
    idioma.usar("es")


def _ronda_con_voz(qtbot, voz: Voz) -> tuple[PanelTemporizador, RelojFalso, Sonidos]:
    t = RelojFalso()
    sonidos = Sonidos(con_audio=False)
    panel = PanelTemporizador(TemporizadorRonda(180, t), sonidos, voz)
    qtbot.addWidget(panel)
    panel.nueva_ronda()
    return panel, t, sonidos


def test_las_llamadas_se_dicen_en_voz_alta_ademas_del_pitido(qtbot, en_ingles) -> None:
    from PySide6.QtTextToSpeech import QTextToSpeech

    assert "mock" in QTextToSpeech.availableEngines()
    voz = Voz(motor="mock")
    panel, t, sonidos = _ronda_con_voz(qtbot, voz)
    qtbot.waitUntil(lambda: voz.disponible)  # preparada al arrancar el reloj, antes de la primera llamada
    assert voz.tts is not None and voz.tts.locale().language() == QLocale.Language.English
    # El motor de pruebas da cada palabra que dice (sin los signos: «Slips up!» es «Slips up»).
    palabras: list[str] = []
    voz.tts.sayingWord.connect(lambda palabra, *_: palabra and palabras.append(palabra))
    dichas: list[str] = []
    for segundos, texto, sonido in ((120, "One minute left", "aviso"), (30, "30 seconds left", "aviso"),
                                    (25, "Slips up", "alcen"), (10, "Time", "tiempo")):
        t.ahora += segundos
        palabras.clear()
        panel.actualizar()
        assert sonidos.ultimos[-1] == sonido  # el pitido, siempre
        qtbot.waitUntil(lambda texto=texto: " ".join(palabras) == texto)
        qtbot.waitUntil(lambda: voz.tts.state() == QTextToSpeech.State.Ready)
        dichas.append(" ".join(palabras))
    assert dichas == ["One minute left", "30 seconds left", "Slips up", "Time"]
    assert panel.llamada.text() == "Time!"  # lo que se ve es lo que se dice
    assert sonidos.ultimos == ["aviso", "aviso", "alcen", "tiempo"]


def test_varias_llamadas_a_la_vez_dicen_solo_la_ultima(qtbot, en_ingles) -> None:
    voz = Voz(motor="mock")
    panel, t, sonidos = _ronda_con_voz(qtbot, voz)
    qtbot.waitUntil(lambda: voz.disponible)
    palabras: list[str] = []
    voz.tts.sayingWord.connect(lambda palabra, *_: palabra and palabras.append(palabra))
    t.ahora += 160  # el sistema se paró 2:40: el minuto y los treinta segundos llegan juntos
    panel.actualizar()
    assert sonidos.ultimos == ["aviso", "aviso"]
    qtbot.waitUntil(lambda: " ".join(palabras) == "30 seconds left")


def test_sin_voz_del_idioma_sin_motor_o_apagada_solo_el_pitido(qtbot) -> None:
    # En español: el motor de pruebas no tiene ninguna voz española (no lee «¡Alcen!» con voz inglesa).
    sin_idioma = Voz(motor="mock")
    # Un motor que no existe, y el del sistema, que aquí no carga (sin speech-dispatcher) o no tiene voz.
    sin_motor = Voz(motor="no-existe")
    del_sistema = Voz()
    apagada = Voz(motor="mock", activa=False)
    for voz in (sin_idioma, sin_motor, del_sistema, apagada):
        panel, t, sonidos = _ronda_con_voz(qtbot, voz)
        t.ahora += 120
        panel.actualizar()
        assert sonidos.ultimos == ["aviso"] and panel.llamada.text() == "Queda un minuto"
        assert not voz.disponible and not voz.decir("Queda un minuto")
    assert sin_idioma.tts is not None and sin_motor.tts is None and apagada.tts is None
