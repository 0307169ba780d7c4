"""Panel de relojes de ajedrez: uno por participante, con cifras grandes y el tiempo extra en rojo.

El modelo (``nucleo.relojes.Relojes``) deduce el tiempo de marcas de su fuente; el ``QTimer`` de aquí
solo repinta.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app_planilla.nucleo.relojes import Relojes, formato_tiempo
from app_planilla.ui.adaptable import con_desplazamiento
from app_planilla.ui.relojes.sonido import Sonidos

REPINTADO_MS = 100
ANCHO_NOTA_AL_LADO = 560
"""Desde este ancho del panel de relojes, la nota del tiempo perdido va al lado de los relojes, no debajo."""
ANCHO_NOTA = 240
"""Lo menos que necesita la nota del tiempo perdido para ir al lado de los relojes."""


class RelojParticipante(QFrame):
    """Nombre, tiempo y penalización de un participante."""

    def __init__(self, nombre: str, tam: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reloj_participante")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.nombre = QLabel(nombre)
        fuente = self.nombre.font()
        fuente.setBold(True)
        # En el proyector (cifras de 64) el nombre también se lee desde lejos.
        fuente.setPointSizeF(max(10.0, tam / 2 if tam >= 48 else tam / 4))
        self.nombre.setFont(fuente)
        self.tiempo = QLabel("0:00")
        cifras = QFont("DejaVu Sans Mono")
        cifras.setStyleHint(QFont.StyleHint.Monospace)
        cifras.setPointSize(tam)
        cifras.setBold(True)
        self.tiempo.setFont(cifras)
        self.tiempo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.extra = QLabel("")
        self.extra.setAlignment(Qt.AlignmentFlag.AlignCenter)
        caja = QVBoxLayout(self)
        # Márgenes justos: abajo, junto a las fichas en una pantalla baja, el tablero tiene el alto que queda.
        caja.setContentsMargins(6, 3, 6, 3)
        caja.setSpacing(0)
        caja.addWidget(self.nombre, alignment=Qt.AlignmentFlag.AlignCenter)
        caja.addWidget(self.tiempo)
        caja.addWidget(self.extra)

    def mostrar(self, ms: int, activo: bool, en_marcha: bool, penalizacion: int, perdio: bool) -> None:
        self.tiempo.setText(formato_tiempo(ms))
        color = "#c62828" if ms < 0 else ("#1b5e20" if activo else "#333333")
        self.tiempo.setStyleSheet(f"color: {color};")
        borde = "#2e7d32" if activo and en_marcha else ("#f9a825" if activo else "#bbbbbb")
        fondo = "#f1f8e9" if activo else "transparent"
        self.setStyleSheet(
            f"QFrame#reloj_participante {{ border: 3px solid {borde}; border-radius: 8px; background: {fondo}; }}"
        )
        partes = []
        if penalizacion:
            partes.append(self.tr("Tiempo extra: −%1 puntos").replace("%1", str(penalizacion)))
        if perdio:
            partes.append(self.tr("Superó el tiempo extra máximo"))
        if activo and not en_marcha:
            partes.append(self.tr("En pausa"))
        self.extra.setText(" · ".join(partes))
        self.extra.setStyleSheet("color: #c62828; font-weight: bold;" if penalizacion or perdio else "color: #555;")


class PanelRelojes(QWidget):
    """Los relojes de la partida; ``pulsado(int)`` da el participante que recibe el turno."""

    pulsado = Signal(int)
    pausa_cambiada = Signal(bool)
    proyector_pedido = Signal()
    descontar_pedido = Signal(int, int)
    """«Descontar» el tiempo perdido tras un cierre brusco: participante y milisegundos."""

    def __init__(
        self,
        relojes: Relojes,
        nombres: Sequence[str],
        sonidos: Sonidos | None = None,
        *,
        grande: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("panel_relojes")
        self.relojes = relojes
        self.sonidos = sonidos
        tam = 64 if grande else 26
        self.vistas = [RelojParticipante(n, tam) for n in nombres]
        self._grande = grande
        self.cifras = QWidget()
        rejilla = self._rejilla = QGridLayout(self.cifras)
        rejilla.setContentsMargins(0, 0, 0, 0)
        self._columnas = 2 if len(self.vistas) > 1 else 1
        self.perdido = QLabel("")
        self.perdido.setWordWrap(True)
        self.perdido.setStyleSheet("color: #8d6e00; font-weight: bold;")
        self.perdido.hide()
        self.boton_descontar = QPushButton()
        self.boton_descontar.setObjectName("descontar_perdido")
        self.boton_descontar.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # el Espacio del panel pulsa el reloj
        self._perdido: tuple[int, int] | None = None
        """Participante y milisegundos del tiempo perdido que se muestra."""
        self.aviso = QLabel("")
        """Lo que la partida dice de sus relojes (parados, o el de otro): ``mostrar_aviso``."""
        self.aviso.setObjectName("aviso_relojes")
        self.aviso.setWordWrap(True)
        self.aviso.setStyleSheet("QLabel#aviso_relojes { background: #fff3c4; color: #5d4300; font-weight: bold; "
                                 "border: 1px solid #e0b000; border-radius: 4px; padding: 3px 6px; }")
        self.aviso.hide()
        # Las notas van juntas en la rejilla, a un lado de los relojes o debajo: así no le quitan alto al tablero.
        self.notas = QWidget()
        caja_notas = QVBoxLayout(self.notas)
        caja_notas.setContentsMargins(0, 0, 0, 0)
        caja_notas.addWidget(self.aviso)
        caja_notas.addWidget(self.perdido)
        caja_notas.addWidget(self.boton_descontar, alignment=Qt.AlignmentFlag.AlignLeft)
        caja_notas.addStretch(1)
        self.notas.hide()
        self._nota_al_lado = False
        self._colocar(self._columnas, al_lado=False)
        self._teclas = (self.tr("Espacio"), "P")
        """Las teclas que dicen los botones (la ventana pone las suyas de toda la ventana: F5 y F6)."""
        self.boton_pulsar = QPushButton()
        self.boton_pausa = QPushButton()
        self.boton_proyector = QPushButton(self.tr("Modo proyector"))
        botones = QHBoxLayout()
        for b in (self.boton_pulsar, self.boton_pausa, self.boton_proyector):
            botones.addWidget(b)
        caja = QVBoxLayout(self)
        if not grande:
            caja.setContentsMargins(2, 2, 2, 2)
            caja.setSpacing(4)
        if grande:
            caja.addWidget(self.cifras)
        else:
            # Un reloj por participante (hasta 16) no agranda la ventana: los relojes se reparten en las
            # columnas que quepan y, si aun así no caben de alto, se desplazan; a la vista, al menos una fila.
            self.area = con_desplazamiento(self.cifras, "area_relojes_partida")
            self.area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # el foco (Espacio, P, 1–4) es del panel
            caja.addWidget(self.area, 1)
            caja.addLayout(botones)
        self.boton_proyector.setVisible(not grande)

        self._temporizador = QTimer(self)
        self._temporizador.setInterval(REPINTADO_MS)
        self._avisado_extra: set[int] = set()

        # Cableado: botones, teclas (solo con el foco en el panel: el Espacio del tablero es otra cosa).
        self.boton_pulsar.clicked.connect(self.pulsar)
        self.boton_pausa.clicked.connect(self.alternar_pausa)
        self.boton_proyector.clicked.connect(self.proyector_pedido)
        self.boton_descontar.clicked.connect(self._descontar)
        self._temporizador.timeout.connect(self.actualizar)
        # Las teclas van en keyPressEvent (con el foco en el panel): el Espacio del tablero es otra cosa.
        # Los botones no toman el foco para que el Espacio no los pulse dos veces.
        for b in (self.boton_pulsar, self.boton_pausa, self.boton_proyector):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._temporizador.start()
        self.actualizar()
        if not grande:
            # Con el borde y la línea de debajo ya puestos (``actualizar``), el alto de una fila de relojes.
            self.area.setMinimumHeight(max((v.sizeHint().height() for v in self.vistas), default=0))

    def _colocar(self, columnas: int, al_lado: bool) -> None:
        """Los relojes en ``columnas`` columnas, y la nota del tiempo perdido debajo o, si el panel es ancho
        (abajo, en una pantalla baja), a su lado: así no le quita alto a las cifras ni al tablero."""
        rejilla = self._rejilla
        for w in (*self.vistas, self.notas):
            rejilla.removeWidget(w)
        self._columnas, self._nota_al_lado = columnas, al_lado
        for i, vista in enumerate(self.vistas):
            rejilla.addWidget(vista, i // columnas, i % columnas)
        filas = (len(self.vistas) + columnas - 1) // columnas
        if al_lado:
            rejilla.addWidget(self.notas, 0, columnas, filas, 1)
        else:
            rejilla.addWidget(self.notas, filas, 0, 1, columnas)
        self._estirar()

    def _estirar(self) -> None:
        """Los relojes se reparten el ancho; la columna de la nota solo cuenta si la nota está a la vista (una
        columna vacía con estiramiento se quedaría con la mitad del panel, también en el proyector)."""
        for c in range(self._rejilla.columnCount()):
            self._rejilla.setColumnStretch(c, 1 if c < self._columnas else 0)
        nota = self._nota_al_lado and not self.notas.isHidden()
        self._rejilla.setColumnStretch(self._columnas, 1 if nota else 0)

    def _columnas_que_caben(self, ancho: int) -> int:
        """En el panel normal, tantas columnas de relojes como quepan (al menos dos, como en el proyector)."""
        if self._grande or len(self.vistas) <= 2:
            return self._columnas
        espacio = self._rejilla.horizontalSpacing()
        if not self.notas.isHidden() and ancho >= ANCHO_NOTA_AL_LADO:
            ancho -= ANCHO_NOTA  # el sitio de la nota, a su lado
        # Sin los márgenes del panel ni la barra de desplazamiento, que aparece si no caben de alto.
        ancho -= 4 + self.area.verticalScrollBar().sizeHint().width()
        reloj = max(v.sizeHint().width() for v in self.vistas) + espacio
        return max(2, min(len(self.vistas), (ancho + espacio) // reloj))

    def _recolocar(self, ancho: int) -> None:
        columnas = self._columnas_que_caben(ancho)
        # Al lado solo si, tras los relojes, queda sitio para leerla (en el proyector las cifras son anchas).
        relojes = sum(v.minimumSizeHint().width() for v in self.vistas[:columnas])
        al_lado = ancho >= max(ANCHO_NOTA_AL_LADO, relojes + ANCHO_NOTA)
        if (columnas, al_lado) != (self._columnas, self._nota_al_lado):
            self._colocar(columnas, al_lado)
        else:
            self._estirar()

    def resizeEvent(self, e: QResizeEvent) -> None:
        self._recolocar(e.size().width())
        super().resizeEvent(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        tecla = e.key()
        if tecla == Qt.Key.Key_Space:
            self.pulsar()
        elif tecla == Qt.Key.Key_P:
            self.alternar_pausa()
        elif Qt.Key.Key_1 <= tecla < Qt.Key.Key_1 + len(self.vistas):
            self.pulsar_participante(tecla - Qt.Key.Key_1)
        else:
            super().keyPressEvent(e)

    # --- acciones --------------------------------------------------------------------------------------
    def pulsar(self) -> None:
        """Quien tiene el turno termina: corre el reloj del siguiente (y arranca si estaba parado del todo)."""
        if not self.relojes.en_marcha and not self._empezado():
            self.relojes.poner_en_marcha()
            self.pausa_cambiada.emit(False)
        else:
            self.relojes.pulsar()
        if self.sonidos is not None:
            self.sonidos.reproducir("pulsar")
        self.actualizar()
        self.pulsado.emit(self.relojes.activo if self.relojes.activo is not None else 0)

    def pulsar_participante(self, i: int) -> None:
        """La tecla de cada participante solo pasa el turno si es el suyo."""
        if self.relojes.activo == i:
            self.pulsar()

    def alternar_pausa(self) -> None:
        self.relojes.alternar_pausa()
        self.actualizar()
        self.pausa_cambiada.emit(not self.relojes.en_marcha)

    def poner_teclas(self, pulsar: str, pausa: str) -> None:
        """Las teclas que se muestran en «Pulsar el reloj» y «Pausa» (Espacio y P con el foco en el panel)."""
        self._teclas = (pulsar, pausa)
        self.actualizar()

    def mostrar_tiempo_perdido(self, ms: int, exacto: bool = True) -> None:
        """Tras un cierre brusco: cuánto corría el reloj sin contarse, para que se pongan de acuerdo. Sin
        ``exacto`` (la máquina se reinició: solo queda la hora de pared, que pudo cambiar) se dice que es aproximado."""
        if ms <= 0:
            self._perdido = None
            self.perdido.hide()
            self.boton_descontar.hide()
            self._notas_cambiadas()
            return
        if exacto:
            texto = self.tr(
                "Los relojes vuelven en pausa. Desde el último evento guardado pasaron %1 con el reloj en marcha: "
                "acordad si se descuentan antes de seguir.")
        else:
            texto = self.tr(
                "Los relojes vuelven en pausa. Según la hora del sistema, que pudo cambiar, desde el último evento "
                "guardado pasaron unos %1 con el reloj en marcha: acordad si se descuentan antes de seguir.")
        self.perdido.setText(texto.replace("%1", formato_tiempo(ms)))
        self.perdido.show()
        # Un botón lo descuenta del reloj que corría (un ajuste del árbitro: queda en la hoja y se deshace).
        quien = self.relojes.activo
        self._perdido = (quien, ms) if quien is not None else None
        if quien is not None:
            self.boton_descontar.setText(self.tr("Descontar %1 a %2").replace("%1", formato_tiempo(ms))
                                         .replace("%2", self.vistas[quien].nombre.text()))
        self.boton_descontar.setVisible(quien is not None and not self._grande)
        self._notas_cambiadas()

    def mostrar_aviso(self, texto: str | None) -> None:
        """Un aviso sobre los relojes junto a ellos (``None``: ninguno)."""
        if (texto or "") == self.aviso.text() and self.aviso.isHidden() == (not texto):
            return
        self.aviso.setText(texto or "")
        self.aviso.setVisible(bool(texto))
        self._notas_cambiadas()

    def _notas_cambiadas(self) -> None:
        self.notas.setVisible(not self.aviso.isHidden() or not self.perdido.isHidden())
        self._recolocar(self.width())

    def _descontar(self) -> None:
        if self._perdido is not None:
            self.descontar_pedido.emit(*self._perdido)

    def empezado(self) -> bool:
        """Alguno de los relojes ya corrió (o lo ajustó el árbitro): ya no están como al empezar."""
        return self._empezado()

    def _empezado(self) -> bool:
        total = round(self.relojes.config.minutos * 60_000)
        return any(self.relojes.restante_ms(i) != total for i in range(self.relojes.participantes))

    def actualizar(self) -> None:
        r = self.relojes
        for i, vista in enumerate(self.vistas):
            ms = r.restante_ms(i)
            if ms < 0 and i not in self._avisado_extra:
                self._avisado_extra.add(i)
                if self.sonidos is not None:
                    self.sonidos.reproducir("tiempo")
            vista.mostrar(ms, i == r.activo, r.en_marcha, r.penalizacion(i), r.perdio_por_tiempo(i))
        pulsar, pausa = self._teclas
        self.boton_pulsar.setText(self.tr("Pulsar el reloj ({0})").format(pulsar))
        if r.en_marcha:
            texto = self.tr("Pausa ({0})")
        else:
            # La primera vez no hay nada que seguir: los relojes empiezan.
            texto = self.tr("Seguir ({0})") if self._empezado() else self.tr("Empezar ({0})")
        self.boton_pausa.setText(texto.format(pausa))
        activo = r.activo if r.activo is not None else 0
        nombre = self.vistas[activo].nombre.text() if self.vistas else ""
        self.setAccessibleDescription(
            self.tr("Turno de %1, %2").replace("%1", nombre).replace("%2", formato_tiempo(r.restante_ms(activo)))
        )
