"""El panel «Planilla duplicada»: una fila por ronda con sus totales, la clasificación debajo, el atril de la
ronda siguiente y los botones. Solo widgets: no sabe de la ventana; ``HojaDuplicada`` (``hoja.py``)
lo conecta."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.duplicada.estado import EfectoDuplicada
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import nombre_reglas
from app_planilla.ui.adaptable import DivisorOPestanas
from app_planilla.ui.hojas.comun import (
    COLORES_AVISO,
    COLORES_ERROR,
    boton,
    cabecera_panel,
    campo_puntos_a_mano,
    etiqueta_aviso,
    mostrar_texto,
    rejilla_botones,
)
from app_planilla.ui.hojas.dialogo_sala import texto_reglas
from app_planilla.ui.hojas.duplicada.modelo import (
    FILAS_PIE,
    ModeloClasificacionDuplicada,
    ModeloDuplicada,
    participante_de,
)
from app_planilla.ui.hojas.duplicada.sala import PanelSala, Rotulo

ANCHO_PARTICIPANTE = 36
"""Lo menos que tiene la columna de un participante: sitio para cuatro cifras y unas letras de su nombre."""
ANCHO_MINIMO = 24


def _boton(texto: str, nombre: str, principal: bool = False) -> QPushButton:
    # Más estrecho que en las otras hojas: la fila de la ronda lleva tres botones junto al atril.
    return boton(texto, nombre, principal, relleno=10)


class PanelDuplicada(QWidget):
    """El contenido del panel «Planilla duplicada». No sabe de la ventana: la ``HojaDuplicada`` lo conecta."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        capa, self.titulo, self.nota = cabecera_panel(self, "panel_duplicada", "titulo_duplicada", "nota_duplicada")

        # La ronda siguiente: atril escrito o sorteado de las fichas que no han salido.
        fila_ronda = QHBoxLayout()
        self.atril = QLineEdit()
        self.atril.setObjectName("atril")
        self.atril.setMaxLength(40)
        self.atril.setPlaceholderText(self.tr("atril (? = comodín)"))
        self.atril.setToolTip(self.tr(
            "Las fichas del atril de la ronda siguiente (CH, LL y RR seguidas son una ficha; ? es un comodín). "
            "Vacío: la ronda empieza sin anotar el atril. Con «Sortear», lo que haya aquí es lo que quedó en el "
            "atril (solo hace falta si la maestra anterior no se calculó en el tablero)."))
        self.boton_ronda = _boton(self.tr("Nueva ronda"), "nueva_ronda", principal=True)
        self.boton_sortear = _boton(self.tr("Sortear"), "sortear")
        self.boton_sortear.setToolTip(self.tr("Completa el atril con fichas al azar de las que aún no han salido."))
        self.boton_resortear = _boton(self.tr("Volver a sortear"), "volver_a_sortear")
        self.boton_resortear.setToolTip(self.tr("Regla del sorteo: el atril entero vuelve a la bolsa y se sacan "
                                                "siete nuevas."))
        self.boton_resortear.hide()
        fila_ronda.addWidget(self.atril, 1)
        fila_ronda.addWidget(self.boton_ronda)
        fila_ronda.addWidget(self.boton_sortear)
        fila_ronda.addWidget(self.boton_resortear)
        capa.addLayout(fila_ronda)
        self._fila_ronda = fila_ronda

        self.avisos = etiqueta_aviso("avisos_duplicada", COLORES_AVISO)
        capa.addWidget(self.avisos)
        # En la sala, los avisos en las líneas que pidan, hasta cuatro (con letra algo menor si hace falta): cada
        # línea que ocupan es una mesa menos a la vista, pero el del sorteo del atril dice qué hacer y se lee
        # entero (en la barra de estado solo cabe su comienzo). Cambian una vez por ronda, no con cada papeleta.
        self.avisos_sala = Rotulo("avisos_sala", 2, recuadro=True, crecer_hasta=3)
        self.avisos_sala.poner_colores(COLORES_AVISO[0], COLORES_AVISO[1], COLORES_AVISO[2])
        self.avisos_sala.hide()
        capa.addWidget(self.avisos_sala)
        self.error = etiqueta_aviso("error_duplicada", COLORES_ERROR)
        capa.addWidget(self.error)

        self.modelo = ModeloDuplicada(self)
        self.tabla = QTableView()
        self.tabla.setObjectName("tabla_duplicada")
        self.tabla.setModel(self.modelo)
        self.tabla.verticalHeader().hide()
        self.tabla.verticalHeader().setDefaultSectionSize(24)
        self.tabla.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.tabla.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tabla.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.tabla.setWordWrap(False)
        self.tabla.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.tabla.setStyleSheet("QTableView { gridline-color: #d6dcd9; }")
        self.tabla.setToolTip(self.tr("Doble clic (o F2) en una casilla para corregirla."))
        self.tabla.setAccessibleName(self.tr("Planilla duplicada: una fila por ronda y los totales"))
        self.tabla.viewport().installEventFilter(self)

        self.modelo_clasificacion = ModeloClasificacionDuplicada(self)
        self.clasificacion = QTableView()
        self.clasificacion.setObjectName("tabla_clasificacion_duplicada")
        self.clasificacion.setModel(self.modelo_clasificacion)
        self.clasificacion.verticalHeader().hide()
        self.clasificacion.verticalHeader().setDefaultSectionSize(22)
        self.clasificacion.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.clasificacion.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.clasificacion.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.clasificacion.setAlternatingRowColors(True)
        cabecera = self.clasificacion.horizontalHeader()
        cabecera.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        cabecera.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.clasificacion.setAccessibleName(self.tr("Clasificación de la partida duplicada"))
        self.titulo_clasificacion = QLabel()
        self.titulo_clasificacion.setObjectName("titulo_clasificacion")
        self.titulo_clasificacion.setStyleSheet("font-weight: bold; color: #24493f;")
        abajo = QWidget()
        capa_abajo = QVBoxLayout(abajo)
        capa_abajo.setContentsMargins(0, 4, 0, 0)
        capa_abajo.setSpacing(2)
        capa_abajo.addWidget(self.titulo_clasificacion)
        capa_abajo.addWidget(self.clasificacion, 1)
        self.divisor = QSplitter(Qt.Orientation.Vertical)
        self.divisor.setObjectName("divisor_duplicada")
        self.divisor.addWidget(self.tabla)
        self.divisor.addWidget(abajo)
        self.divisor.setStretchFactor(0, 3)
        self.divisor.setStretchFactor(1, 1)
        self.divisor.setChildrenCollapsible(False)
        self._divisor_movido = False
        """Quien juega movió el divisor: ya no se recoloca solo al cambiar de tamaño."""
        self.divisor.splitterMoved.connect(self._al_mover_divisor)
        self.divisor.installEventFilter(self)
        # Sin alto para las rondas (ocho filas) y la clasificación a la vez, en pestañas.
        self.vistas = DivisorOPestanas(self.divisor, (self.tr("Rondas"), self.tr("Clasificación")), 400)
        # Una sala con arbitraje (hasta 200) no cabe en columnas por participante: campos de teclado y una tabla
        # de la ronda (``sala.py``) en el mismo sitio.
        self.sala = PanelSala()
        self.pila = QStackedWidget()
        self.pila.setObjectName("pila_duplicada")
        self.pila.addWidget(self.vistas)
        self.pila.addWidget(self.sala)
        self.sala.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        capa.addWidget(self.pila, 1)

        # La jugada calculada arriba: como maestra o en la siguiente casilla vacía.
        fila_jugada = QHBoxLayout()
        self.pendiente = QLabel()
        self.pendiente.setObjectName("pendiente_duplicada")
        self.pendiente.setWordWrap(True)
        self.puntos = campo_puntos_a_mano(
            "puntos_duplicada", self.tr("a mano"),
            self.tr("Puntos escritos a mano (0–2000): si hay algo aquí, los botones usan esto en lugar de la "
                    "jugada calculada. Intro escribe los puntos."), 64)
        # «Buscar la jugada maestra» aquí y no en una fila propia: en pantallas bajas cada fila cuenta.
        self.boton_buscar = _boton(self.tr("Buscar la maestra…"), "buscar_maestra")
        self.boton_buscar.setToolTip(self.tr("Las mejores jugadas del atril de la ronda, de la lista de palabras: "
                                             "la elegida se coloca y se anota como maestra (Ctrl+Alt+M)."))
        fila_jugada.addWidget(self.pendiente, 1)
        fila_jugada.addWidget(self.boton_buscar)
        fila_jugada.addWidget(self.puntos)
        capa.addLayout(fila_jugada)
        self._fila_jugada = fila_jugada

        self.boton_maestra = _boton(self.tr("Anotar como jugada maestra"), "anotar_maestra", principal=True)
        self.boton_escribir = _boton(self.tr("Escribir los puntos"), "escribir_puntos", principal=True)
        self.boton_cerrar = _boton(self.tr("Cerrar la ronda…"), "cerrar_ronda")
        self.boton_cerrar.setToolTip(self.tr("Cero «sin papeleta» a quienes aún no la tienen (se pregunta antes)."))
        self.boton_cerrar.hide()
        self.boton_deshacer = _boton(self.tr("Deshacer la última línea"), "deshacer_duplicada")
        self.boton_terminar = _boton(self.tr("Terminar la partida"), "terminar_duplicada")
        self.boton_otra = _boton(self.tr("Otra partida, mismas personas"), "otra_duplicada")
        self.boton_copiar = _boton(self.tr("Copiar la clasificación"), "copiar_clasificacion_duplicada")
        self.boton_nueva = _boton(self.tr("Nueva partida…"), "nueva_partida_duplicada")
        self.boton_partidas = _boton(self.tr("Partidas…"), "partidas_duplicada")
        rejilla_botones(capa, [
            [self.boton_maestra, self.boton_escribir],
            [self.boton_deshacer, self.boton_terminar],
            [self.boton_otra, self.boton_copiar],
            [self.boton_nueva, self.boton_partidas],
        ], espacio=3)
        rejilla = capa.itemAt(capa.count() - 1).layout()
        assert isinstance(rejilla, QGridLayout)
        self._rejilla = rejilla

    @property
    def en_sala(self) -> bool:
        """Se ve la vista de la sala con arbitraje (no la hoja de columnas por participante)."""
        return self.pila.currentWidget() is self.sala

    def poner_sala(self, sala: bool) -> None:
        """La vista de la sala o la hoja de la mesa. En la sala, dos filas de botones («Cerrar la ronda…» en lugar
        de «Escribir los puntos»; «Otra partida», «Copiar», «Nueva partida…» y «Partidas…» quedan en los menús,
        con sus atajos): cada fila cuenta para ver más participantes en 1024×600."""
        if sala == self.en_sala and self.boton_cerrar.isVisibleTo(self) == sala:
            return
        self.pila.setCurrentWidget(self.sala if sala else self.vistas)
        # La página que no se ve no cuenta en el mínimo del panel (la pila pediría el alto de las dos).
        ignorada = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        normal = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.sala.setSizePolicy(normal if sala else ignorada)
        self.vistas.setSizePolicy(ignorada if sala else normal)
        self.boton_escribir.setVisible(not sala)
        self.boton_cerrar.setVisible(sala)
        for b in (self.boton_otra, self.boton_copiar, self.boton_nueva, self.boton_partidas):
            b.setVisible(not sala)
        # «Buscar la maestra…» y sus puntos a mano junto al atril: la fila de la jugada calculada (el tablero ya
        # la desglosa) es una fila menos para las mesas.
        destino = self._fila_ronda if sala else self._fila_jugada
        for w in (self.boton_buscar, self.puntos):
            destino.addWidget(w)
        self.pendiente.setVisible(not sala)
        self.boton_buscar.setText(self.tr("Buscar…") if sala else self.tr("Buscar la maestra…"))
        if sala:
            filas = [[self.boton_maestra, self.boton_cerrar], [self.boton_deshacer, self.boton_terminar]]
        else:
            filas = [[self.boton_maestra, self.boton_escribir], [self.boton_deshacer, self.boton_terminar],
                     [self.boton_otra, self.boton_copiar], [self.boton_nueva, self.boton_partidas]]
        rejilla = self._rejilla
        for b in (self.boton_maestra, self.boton_escribir, self.boton_cerrar, self.boton_deshacer,
                  self.boton_terminar, self.boton_otra, self.boton_copiar, self.boton_nueva, self.boton_partidas):
            rejilla.removeWidget(b)
        for f, botones in enumerate(filas):
            for c, b in enumerate(botones):
                rejilla.addWidget(b, f, c)
        for c in range(3):
            rejilla.setColumnStretch(c, 1 if c < len(filas[0]) else 0)

    # --- pintar -------------------------------------------------------------------------------------

    def mostrar(self, planilla: PlanillaDuplicada | None) -> None:
        """Todo lo que no son las tablas: título, nota, botones y el tamaño de la clasificación."""
        en_juego = planilla is not None and not planilla.terminada
        for w in (self.atril, self.boton_ronda, self.boton_sortear, self.boton_terminar, self.puntos):
            w.setEnabled(en_juego)
        con_ronda = en_juego and planilla is not None and planilla.ronda > 0
        self.boton_maestra.setEnabled(con_ronda)
        self.boton_buscar.setEnabled(con_ronda)
        self.boton_escribir.setEnabled(con_ronda)
        # En solitario la aplicación arbitra: sortea y busca la maestra; quien juega solo confirma su jugada.
        solitario = en_juego and planilla is not None and planilla.inicio.arbitro_automatico
        self.boton_escribir.setText(self.tr("Confirmar la jugada") if solitario else self.tr("Escribir los puntos"))
        if solitario:
            for w in (self.atril, self.boton_ronda, self.boton_sortear, self.boton_maestra, self.boton_buscar):
                w.setEnabled(False)
        self.boton_deshacer.setEnabled(planilla is not None and planilla.puede_deshacer)
        self.boton_otra.setEnabled(planilla is not None)
        self.boton_copiar.setEnabled(planilla is not None)
        ultima = planilla.filas[-1] if planilla is not None and planilla.filas else None
        self.boton_resortear.setVisible(en_juego and ultima is not None and ultima.sorteado and bool(ultima.avisos))
        if planilla is None:
            self.titulo.setText(self.tr("No hay ninguna partida duplicada abierta"))
            self.nota.clear()
            self.titulo_clasificacion.clear()
            return
        if planilla.arbitraje is not None:
            self._mostrar_sala(planilla)
            return
        n = planilla.participantes
        quienes = self.tr("en solitario") if planilla.en_solitario else self.tr("{0} participantes").format(n)
        if planilla.terminada:
            self.titulo.setText(PanelDuplicada.tr("Duplicada terminada · %n rondas · {0}", "", planilla.ronda)
                                .format(quienes))
        elif planilla.ronda == 0:
            self.titulo.setText(self.tr("Duplicada · {0} · escribe o sortea el primer atril").format(quienes))
        else:
            self.titulo.setText(self.tr("Duplicada · ronda {0} · {1}").format(planilla.ronda, quienes))
        self.titulo.setToolTip("")
        partes = [self.tr("Contra las jugadas maestras.")] if planilla.en_solitario else []
        if planilla.nota_bonificaciones:
            partes.append(planilla.nota_bonificaciones)
        self.nota.setText(" ".join(partes))
        self.nota.setVisible(bool(partes))
        titulo = self.tr("Clasificación final") if planilla.terminada else self.tr("Clasificación provisional")
        if planilla.ronda_pendiente is not None:
            titulo += self.tr(" · sin la ronda {0}: faltan puntos").format(planilla.ronda_pendiente)
        self.titulo_clasificacion.setText(titulo)
        self.titulo_clasificacion.setToolTip(planilla.nota_clasificacion)
        self.clasificacion.setColumnHidden(3, not planilla.bonificaciones)

    def _mostrar_sala(self, planilla: PlanillaDuplicada) -> None:
        """El título y la nota de una sala con arbitraje (sus reglas, enteras en la ayuda)."""
        reglas = planilla.arbitraje
        assert reglas is not None
        self.boton_escribir.setEnabled(False)
        self.boton_cerrar.setEnabled(not planilla.terminada and planilla.ronda > 0)
        quienes = self.tr("{0} participantes").format(planilla.participantes)
        reglas_texto = nombre_reglas(reglas.clave)
        if planilla.terminada:
            self.titulo.setText(PanelDuplicada.tr("Sala terminada · %n rondas · {0} · {1}", "", planilla.ronda)
                                .format(quienes, reglas_texto))
        elif planilla.ronda == 0:
            self.titulo.setText(self.tr("Sala · {0} · {1} · escribe o sortea el primer atril").format(
                quienes, reglas_texto))
        else:
            self.titulo.setText(self.tr("Sala · ronda {0} · {1} · {2}").format(planilla.ronda, quienes, reglas_texto))
        # Las reglas enteras, al pasar el ratón por el título: la nota ocuparía una línea que hace falta.
        self.titulo.setToolTip(self.tr("Reglas de arbitraje: {0}").format(reglas_texto) + "\n" + texto_reglas(reglas))
        self.nota.clear()
        self.nota.setVisible(False)

    def ajustar_columnas(self) -> None:
        """Cada columna tan ancha como lo que lleva; la de un participante, sin contar su cabecera si no sobra
        sitio: su nombre se acorta («Carl…»; entero al pasar el ratón), así con cuatro participantes la hoja cabe
        entera en 1024×600 sin desplazarse de lado. Con 16 se desplaza en horizontal y se lee igual."""
        cabecera = self.tabla.horizontalHeader()
        cabecera.setMinimumSectionSize(ANCHO_MINIMO)
        cabecera.setStretchLastSection(False)
        cabecera.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        cabecera.setTextElideMode(Qt.TextElideMode.ElideRight)
        columnas = range(self.modelo.columnCount())
        # Las cabeceras de la ronda, del atril, de la maestra y de sus puntos, cortas y siempre enteras; las de
        # los participantes, solo si sobra sitio.
        anchos = [max(ANCHO_PARTICIPANTE, self.tabla.sizeHintForColumn(c)) if participante_de(c) is not None
                  else max(ANCHO_MINIMO, self.tabla.sizeHintForColumn(c), cabecera.sectionSizeFromContents(c).width())
                  for c in columnas]
        # Lo que sobra de ancho, para que las cabeceras se lean enteras (primero las de la izquierda).
        sobra = self.tabla.viewport().width() - sum(anchos)
        for c in columnas:
            falta = cabecera.sectionSizeFromContents(c).width() - anchos[c]
            if falta > 0 and sobra > 0:
                anchos[c] += min(falta, sobra)
                sobra -= min(falta, sobra)
            self.tabla.setColumnWidth(c, anchos[c])

    def ensanchar_columnas(self, efecto: EfectoDuplicada) -> None:
        """Tras escribir en una ronda: solo las casillas de su fila y de los totales se miden, y una columna solo
        crece si lo nuevo no cabe (medir la tabla entera, con 16 participantes y 35 rondas, costaba decenas de
        ms por cifra)."""
        fila = efecto.linea
        if fila is None or self.modelo.planilla is None:
            return
        filas = [fila.numero - 1, *range(self.modelo.rowCount() - FILAS_PIE, self.modelo.rowCount())]
        for c in range(self.modelo.columnCount()):
            necesita = max(self.tabla.sizeHintForIndex(self.modelo.index(f, c)).width() for f in filas)
            if necesita > self.tabla.columnWidth(c):
                self.tabla.setColumnWidth(c, necesita)

    def _al_mover_divisor(self) -> None:
        self._divisor_movido = True

    def eventFilter(self, objeto: QObject, e: QEvent) -> bool:
        # Con otro ancho de la tabla, las cabeceras se reparten otra vez lo que sobra.
        if objeto is self.tabla.viewport() and e.type() == QEvent.Type.Resize:
            self.ajustar_columnas()
        # Cuando el divisor cambia de alto se recoloca, después de que él mismo reparta el sitio.
        if objeto is self.divisor and e.type() == QEvent.Type.Resize and not self._divisor_movido:
            QTimer.singleShot(0, self, self.ajustar_divisor)
        return super().eventFilter(objeto, e)

    def ajustar_divisor(self) -> None:
        """La clasificación con sitio para cuatro filas (con más, se desplaza); el resto, para la hoja."""
        filas = max(1, min(4, self.modelo_clasificacion.rowCount()))
        alto = (self.clasificacion.horizontalHeader().sizeHint().height() + 2 * self.clasificacion.frameWidth()
                + filas * self.clasificacion.verticalHeader().defaultSectionSize()
                + self.titulo_clasificacion.sizeHint().height() + 6)
        total = sum(self.divisor.sizes()) or 400
        self.divisor.setSizes([max(120, total - alto), alto])

    def poner_avisos(self, textos: list[str]) -> None:
        texto = " ".join(textos) if self.en_sala else "\n".join(textos)
        mostrar_texto(self.avisos, "" if self.en_sala else texto)
        if self.en_sala:
            self.avisos_sala.setText(texto)
            if self.avisos_sala.isVisibleTo(self) != bool(texto):
                self.avisos_sala.setVisible(bool(texto))
        elif self.avisos_sala.isVisibleTo(self):
            self.avisos_sala.hide()

    def poner_error(self, texto: str | None) -> None:
        mostrar_texto(self.error, texto)

    def ver_ronda(self) -> None:
        """Lleva la tabla al final: la ronda en curso y, debajo, los totales."""
        filas = self.modelo.rowCount()
        if filas:
            self.tabla.scrollTo(self.modelo.index(filas - 1, 0))


__all__ = ["ANCHO_PARTICIPANTE", "PanelDuplicada"]
