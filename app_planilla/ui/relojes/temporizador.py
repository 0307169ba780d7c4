"""Temporizador de ronda de la duplicada (1, 2 o 3 minutos) y la ventana del modo proyector."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app_planilla.nucleo.duplicada.temporizador import DURACIONES_S, Aviso, EstadoTemporizador, TemporizadorRonda
from app_planilla.nucleo.relojes import formato_tiempo
from app_planilla.ui.adaptable import EtiquetaAjustada
from app_planilla.ui.relojes.sonido import Sonidos
from app_planilla.ui.relojes.vista import REPINTADO_MS
from app_planilla.ui.relojes.voz import Voz

SONIDO_DE_AVISO = {
    Aviso.UN_MINUTO: "aviso",
    Aviso.TREINTA_SEGUNDOS: "aviso",
    Aviso.ALCEN: "alcen",
    Aviso.TIEMPO: "tiempo",
}
DESTELLO_MS = 600


class PanelTemporizador(QWidget):
    """Cuenta atrás de la ronda con sus avisos; ``aviso(str)`` da el texto de cada llamada y ``cambiado``
    avisa cada vez que arranca, se para o vuelve a empezar (para guardar su foto). Cada llamada suena (pitido)
    y, con ``voz`` y una voz del idioma, se dice en voz alta."""

    aviso = Signal(str)
    proyector_pedido = Signal()
    cambiado = Signal()

    def __init__(
        self,
        modelo: TemporizadorRonda,
        sonidos: Sonidos | None = None,
        voz: Voz | None = None,
        *,
        grande: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("panel_temporizador")
        self.modelo = modelo
        self.sonidos = sonidos
        self.voz = voz
        self.grande = grande
        self.duracion = QComboBox()
        nombres = {60: self.tr("1 minuto"), 120: self.tr("2 minutos"), 180: self.tr("3 minutos")}
        for s in DURACIONES_S:
            self.duracion.addItem(nombres[s], s)
        self.duracion.setCurrentIndex(DURACIONES_S.index(modelo.duracion_s))
        self.cifras = QLabel(formato_tiempo(modelo.restante_ms()))
        fuente = QFont("DejaVu Sans Mono")
        fuente.setStyleHint(QFont.StyleHint.Monospace)
        fuente.setPointSize(96 if grande else 34)
        fuente.setBold(True)
        self.cifras.setFont(fuente)
        self.cifras.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Ancho fijo (el de la llamada más larga, o menos si no hay sitio): una llamada más larga que la anterior
        # no ensancha el panel, y en 1024×600 la ventana ya no se sale de la pantalla.
        self.llamada = EtiquetaAjustada([a.texto for a in Aviso])
        self.llamada.setObjectName("llamada")
        self.llamada.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grande_llamada = self.llamada.font()
        grande_llamada.setPointSize(40 if grande else 16)
        grande_llamada.setBold(True)
        self.llamada.setFont(grande_llamada)
        if grande:
            self.perdido = QLabel("")
            self.perdido.setWordWrap(True)
        else:
            # Una línea, siempre reservada: al aparecer tras un cierre brusco no roba alto a las cifras ni agranda
            # la ventana (lo que no cabe se recorta; entera, en la ayuda emergente).
            self.perdido = EtiquetaAjustada(())
            politica = self.perdido.sizePolicy()
            politica.setRetainSizeWhenHidden(True)
            self.perdido.setSizePolicy(politica)
        self.perdido.setObjectName("perdido_ronda")
        self.perdido.setStyleSheet("color: #8d6e00; font-weight: bold;")
        self.perdido.hide()
        self.boton_empezar = QPushButton(self.tr("Empezar (Espacio)"))
        self.boton_reiniciar = QPushButton(self.tr("Reiniciar (R)"))
        self.boton_proyector = QPushButton(self.tr("Modo proyector"))
        botones = QHBoxLayout()
        for b in (self.boton_empezar, self.boton_reiniciar, self.boton_proyector):
            botones.addWidget(b)
        # «Empezar» y «Pausa» se turnan en el mismo botón: su ancho, el del texto más largo, no cambia al pulsarlo.
        anchos = []
        for texto in (self.tr("Pausa (Espacio)"), self.tr("Empezar (Espacio)")):
            self.boton_empezar.setText(texto)
            anchos.append(self.boton_empezar.sizeHint().width())
        self.boton_empezar.setMinimumWidth(max(anchos))
        caja = QVBoxLayout(self)
        if grande:
            caja.addWidget(self.cifras)
            caja.addWidget(self.llamada)
            caja.addWidget(self.perdido)
        else:
            # La duración y la llamada en una fila, sobre las cifras: el panel cabe abajo en una pantalla baja.
            caja.setContentsMargins(6, 4, 6, 4)
            caja.setSpacing(2)
            fila = QHBoxLayout()
            fila.addWidget(QLabel(self.tr("Reloj de la ronda:")))
            fila.addWidget(self.duracion)
            fila.addStretch(1)
            fila.addWidget(self.llamada)
            caja.addLayout(fila)
            caja.addWidget(self.cifras)
            caja.addWidget(self.perdido)
            caja.addLayout(botones)
        self._repintado = QTimer(self)
        self._repintado.setInterval(REPINTADO_MS)
        # Hijo del panel: si el panel se cierra antes, el temporizador del destello muere con él.
        self._fin_destello = QTimer(self)
        self._fin_destello.setSingleShot(True)
        self._fin_destello.setInterval(DESTELLO_MS)
        self._fin_destello.timeout.connect(lambda: self.setStyleSheet(""))

        # Cableado.
        self.boton_empezar.clicked.connect(self.alternar)
        self.boton_reiniciar.clicked.connect(self.reiniciar)
        self.boton_proyector.clicked.connect(self.proyector_pedido)
        self.duracion.currentIndexChanged.connect(self._duracion_cambiada)
        self._repintado.timeout.connect(self.actualizar)
        for b in (self.boton_empezar, self.boton_reiniciar, self.boton_proyector):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._repintado.start()
        self.actualizar()

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Space, Qt.Key.Key_P):
            self.alternar()
        elif e.key() == Qt.Key.Key_R:
            self.reiniciar()
        else:
            super().keyPressEvent(e)

    def alternar(self) -> None:
        if self.modelo.en_marcha:
            self.modelo.pausar()
        else:
            self.modelo.iniciar()
            self._preparar_voz()
        self.mostrar_tiempo_perdido(0)  # ya se pusieron de acuerdo: sigue
        self.actualizar()
        self.cambiado.emit()

    def nueva_ronda(self) -> None:
        """Cada ronda nueva de la duplicada arranca su reloj."""
        self.modelo.nueva_ronda()
        self._preparar_voz()
        self._de_nuevo()

    def _preparar_voz(self) -> None:
        """El reloj corre: la voz se prepara ya, antes de la primera llamada (y no al abrir la aplicación)."""
        if self.voz is not None:
            self.voz.preparar_despues()

    def reiniciar(self, *, avisar: bool = True) -> None:
        self.modelo.reiniciar()
        self._de_nuevo(avisar)

    def restaurar(self, estado: EstadoTemporizador, perdido_ms: int, exacto: bool = True) -> None:
        """Tras abrir la partida: el reloj como quedó guardado, en pausa, y cuánto corrió sin contarse."""
        self.modelo.restaurar(estado)
        self.duracion.blockSignals(True)
        self.duracion.setCurrentIndex(DURACIONES_S.index(estado.duracion_s))
        self.duracion.blockSignals(False)
        self.llamada.setText("")
        self.mostrar_tiempo_perdido(perdido_ms, exacto)
        self.actualizar()

    def mostrar_tiempo_perdido(self, ms: int, exacto: bool = True) -> None:
        """Tras un cierre brusco con el reloj en marcha: cuánto corrió sin contarse. Sin ``exacto`` (la máquina
        se reinició: solo queda la hora de pared, que pudo cambiar) se dice que es aproximado."""
        if ms <= 0:
            self.perdido.hide()
            return
        if exacto:
            # Lo que importa (cuánto corrió), delante: en el panel pequeño lo que no cabe se recorta.
            texto = self.tr("Tras el cierre brusco corrió %1 sin verse, ya descontados: el reloj vuelve en pausa.")
        else:
            texto = self.tr(
                "Tras el cierre brusco corrió unos %1 sin verse según la hora del sistema, que pudo cambiar: ya "
                "descontados, comprobadlo antes de seguir. El reloj vuelve en pausa.")
        self.perdido.setText(texto.replace("%1", formato_tiempo(ms)))
        self.perdido.show()

    def _duracion_cambiada(self) -> None:
        self.modelo.reiniciar(int(self.duracion.currentData()))
        self._de_nuevo()

    def _de_nuevo(self, avisar: bool = True) -> None:
        self.llamada.setText("")
        self.mostrar_tiempo_perdido(0)
        self.actualizar()
        if avisar:
            self.cambiado.emit()

    def actualizar(self) -> None:
        corria = self.modelo.en_marcha
        avisos = self.modelo.avisos_nuevos()
        for aviso in avisos:
            texto = aviso.texto
            self.llamada.setText(texto)
            if self.sonidos is not None:
                self.sonidos.reproducir(SONIDO_DE_AVISO[aviso])
            self._destellar()
            self.aviso.emit(texto)
        if avisos and self.voz is not None:
            # Varias a la vez (tras una pausa larga del sistema) se dice solo la última, la que se ve; después
            # del pitido, para no taparlo.
            sonido = SONIDO_DE_AVISO[avisos[-1]]
            self.voz.decir(avisos[-1].texto, self.sonidos.duracion_ms(sonido) if self.sonidos else 0)
        ms = self.modelo.restante_ms()
        self.cifras.setText(formato_tiempo(ms))
        color = "#c62828" if ms <= 30_000 else "#1b5e20"
        self.cifras.setStyleSheet(f"color: {color};")
        self.boton_empezar.setText(
            self.tr("Pausa (Espacio)") if self.modelo.en_marcha else self.tr("Empezar (Espacio)")
        )
        if corria and not self.modelo.en_marcha:
            self.cambiado.emit()  # llegó a 0:00 y se paró

    def _destellar(self) -> None:
        self.setStyleSheet("QWidget#panel_temporizador { background: #fff59d; }")
        self._fin_destello.start()


class VentanaProyector(QWidget):
    """Ventana aparte, a pantalla completa en la segunda pantalla si la hay; Esc la cierra."""

    def __init__(self, contenido: QWidget, titulo: str) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("ventana_proyector")
        self.setWindowTitle(titulo)
        self.setStyleSheet("QWidget#ventana_proyector { background: white; }")
        caja = QVBoxLayout(self)
        caja.addWidget(contenido, 1)
        # A pantalla completa no hay botón de cerrar a la vista: la pantalla dice cómo salir.
        self.salida = QLabel(self.tr("Esc: salir del modo proyector"))
        self.salida.setObjectName("salida_proyector")
        self.salida.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.salida.setStyleSheet("color: #777; font-size: 14pt;")
        caja.addWidget(self.salida)

    def mostrar(self, lejos_de: QWidget | None = None) -> None:
        """A pantalla completa en otra pantalla que la de ``lejos_de`` (la ventana principal; sin ella, la
        principal del sistema), si la hay: la lista de pantallas no siempre empieza por la principal."""
        propia = lejos_de.screen() if lejos_de is not None else QGuiApplication.primaryScreen()
        otras = [p for p in QGuiApplication.screens() if p is not propia]
        if otras:
            self.setScreen(otras[0])
            self.setGeometry(otras[0].geometry())
        self.showFullScreen()

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(e)
