"""El panel «Planilla» de la partida clásica: tabla por rondas, turno, reglas, totales, tabla final, avisos,
errores y los botones con los textos de la semilla. Solo pinta: la ``Hoja`` (``hoja.py``) lo conecta."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QTableView,
    QWidget,
)

from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.ui.hojas.celdas import DelegadoPartido, margen_texto
from app_planilla.ui.hojas.clasica.modelo import (
    CAMPO_JUGADA,
    CAMPOS,
    COL_PARTICIPANTE,
    COL_RONDA,
    COL_TIEMPO,
    ModeloFinal,
    ModeloPlanilla,
)
from app_planilla.ui.hojas.comun import (
    COLORES_AVISO,
    COLORES_ERROR,
    boton,
    cabecera_panel,
    campo_puntos_a_mano,
    etiqueta_aviso,
    mostrar_texto,
    nombre_en_etiqueta,
    rejilla_botones,
)
from app_planilla.ui.hojas.dialogo_comun import tabla


class PanelPlanilla(QWidget):
    """El contenido del panel «Planilla». No sabe de la ventana: la ``Hoja`` conecta sus botones."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        capa, self.turno, self.reglas = cabecera_panel(self, "panel_planilla", "turno", "reglas")

        self.modelo = ModeloPlanilla(self)
        self.tabla = QTableView()
        self.tabla.setObjectName("tabla_planilla")
        self.tabla.setModel(self.modelo)
        self.tabla.verticalHeader().hide()
        self.tabla.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tabla.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tabla.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Ninguna casilla corta una jugada: lo que no cabe en una línea (una palabra larga, un motivo, «Palabra
        # retirada: …») pasa a la siguiente, con la fila tan alta como haga falta.
        self.tabla.setItemDelegate(DelegadoPartido(self.tabla))
        self.tabla.setWordWrap(True)
        self.tabla.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tabla.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.tabla.verticalHeader().setDefaultSectionSize(24)
        self.tabla.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tabla.viewport().installEventFilter(self)
        self.tabla.setStyleSheet("QTableView { gridline-color: #d6dcd9; }")
        self.tabla.setAccessibleName(self.tr("Planilla: turnos por ronda con el total acumulado"))
        capa.addWidget(self.tabla, 1)

        self.totales = QLabel()
        self.totales.setObjectName("totales")
        self.totales.setTextFormat(Qt.TextFormat.RichText)
        self.totales.setWordWrap(True)
        capa.addWidget(self.totales)

        self.modelo_final = ModeloFinal(self)
        self.tabla_final = tabla(self.modelo_final, "tabla_final_panel")
        self.tabla_final.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tabla_final.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tabla_final.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.tabla_final.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tabla_final.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tabla_final.verticalHeader().setDefaultSectionSize(24)
        self.tabla_final.horizontalHeader().setSectionResizeMode(COL_PARTICIPANTE, QHeaderView.ResizeMode.Stretch)
        self.tabla_final.horizontalHeader().setStretchLastSection(False)
        self.tabla_final.hide()
        capa.addWidget(self.tabla_final)

        self.avisos = etiqueta_aviso("avisos", COLORES_AVISO)
        capa.addWidget(self.avisos)
        self.error = etiqueta_aviso("error_planilla", COLORES_ERROR)
        capa.addWidget(self.error)

        # Sumar: la jugada calculada, o los puntos escritos a mano.
        fila_sumar = QHBoxLayout()
        self.pendiente = QLabel()
        self.pendiente.setObjectName("pendiente")
        self.pendiente.setWordWrap(True)
        self.puntos = campo_puntos_a_mano(
            "puntos_a_mano", self.tr("a mano"),
            self.tr("Puntos escritos a mano (0–2000): si hay algo aquí, «Sumar» anota esto."), 70)
        # El atril es opcional (vacío por omisión): si se anota, va con la jugada, el pase o el cambio, y al GCG.
        self.atril = QLineEdit()
        self.atril.setObjectName("atril")
        self.atril.setPlaceholderText(self.tr("Atril"))
        self.atril.setToolTip(self.tr(
            "Atril antes de jugar (opcional): se guarda con la jugada o el pase y va al GCG. ? es un comodín; "
            "CH, LL y RR seguidas, el dígrafo. Al cambiar: las fichas cambiadas, o cuántas (4)."))
        self.atril.setAccessibleName(self.tr("Atril (opcional)"))
        self.atril.setMaxLength(30)
        self.atril.setMaximumWidth(90)
        self.boton_sumar = boton(self.tr("Sumar"), "sumar", principal=True)
        fila_sumar.addWidget(self.pendiente, 1)
        fila_sumar.addWidget(self.atril)
        fila_sumar.addWidget(self.puntos)
        fila_sumar.addWidget(self.boton_sumar)
        capa.addLayout(fila_sumar)

        self.boton_pasar = boton(self.tr("Pasar"), "pasar")
        self.boton_cambiar = boton(self.tr("Cambiar"), "cambiar")
        self.boton_retirada = boton(self.tr("Palabra retirada"), "retirada")
        self.boton_deshacer = boton(self.tr("Deshacer la última línea"), "deshacer_linea")
        self.boton_penalizacion = boton(self.tr("Penalización"), "penalizacion")
        self.boton_impugnacion = boton(self.tr("Impugnación fallida"), "impugnacion")
        self.boton_impugnacion.hide()  # solo en las partidas con premio (``mostrar``)
        self.boton_terminar = boton(self.tr("Terminar la partida"), "terminar")
        self.boton_otra = boton(self.tr("Otra partida, mismas personas"), "otra_partida")
        self.boton_nueva = boton(self.tr("Nueva partida…"), "nueva_partida")
        self.boton_partidas = boton(self.tr("Partidas…"), "partidas")
        rejilla_botones(capa, [
            [self.boton_pasar, self.boton_cambiar, self.boton_retirada],
            [(self.boton_deshacer, 2), self.boton_penalizacion],
            [(self.boton_impugnacion, 3)],
            [self.boton_terminar, (self.boton_otra, 2)],
            [(self.boton_nueva, 2), self.boton_partidas],
        ])

    # --- pintar -------------------------------------------------------------------------------------

    def mostrar(self, planilla: Planilla | None) -> None:
        """Todo lo que no es la tabla: turno, reglas, totales, tabla final, avisos y botones."""
        hay = planilla is not None
        for b in (self.boton_sumar, self.boton_pasar, self.boton_cambiar, self.boton_retirada,
                  self.boton_penalizacion, self.boton_terminar, self.puntos, self.atril):
            b.setEnabled(hay and planilla is not None and not planilla.terminada)
        self.boton_deshacer.setEnabled(planilla is not None and planilla.puede_deshacer)
        self.boton_otra.setEnabled(hay)
        premio = planilla.premio_impugnacion if planilla is not None else 0
        self.boton_impugnacion.setVisible(premio > 0)
        self.boton_impugnacion.setEnabled(premio > 0 and planilla is not None and not planilla.terminada)
        if premio:
            self.boton_impugnacion.setText(self.tr("Impugnación fallida: +{0} a quien jugó").format(premio))
        if planilla is None:
            self.turno.setText(self.tr("No hay ninguna partida abierta"))
            self.reglas.setText(self.tr("Pulsa «Nueva partida…» (Ctrl+N) para llevar la hoja, o «Partidas…» "
                                        "para seguir una guardada. Sin partida, el contador puntúa jugadas sueltas."))
            self.totales.clear()
            self.tabla_final.hide()
            self.avisos.hide()
            return
        nombres = planilla.nombres
        if planilla.terminada:
            self.turno.setText(self.tr("Partida terminada"))
        else:
            self.turno.setText(self.tr("Turno de {0} · ronda {1}").format(nombre_en_etiqueta(nombres[planilla.turno]),
                                                                       planilla.ronda))
        self.reglas.setText(planilla.nota_reglas)
        final = planilla.final
        if final is None:
            partes = []
            for i, (n, t) in enumerate(zip(nombres, planilla.totales, strict=True)):
                marca = "▶ " if i == planilla.turno else ""
                partes.append(f"{marca}{escape(nombre_en_etiqueta(n))} <b style='font-size:15px'>{t}</b>")
            self.totales.setText("&nbsp;&nbsp;·&nbsp;&nbsp;".join(partes))
            self.totales.show()
            self.tabla_final.hide()
        else:
            self.totales.hide()
            self.modelo_final.establecer(planilla)
            self.tabla_final.setColumnHidden(COL_TIEMPO, all(f.tiempo == 0 for f in final))
            cabecera = self.tabla_final.horizontalHeader()
            alto = cabecera.sizeHint().height() + 2 * self.tabla_final.frameWidth()
            alto += self.tabla_final.verticalHeader().defaultSectionSize() * self.modelo_final.rowCount()
            self.tabla_final.setFixedHeight(alto)
            self.tabla_final.show()
        self.ajustar_columnas()

    def poner_avisos(self, textos: list[str]) -> None:
        mostrar_texto(self.avisos, "\n".join(textos))

    def poner_error(self, texto: str | None) -> None:
        mostrar_texto(self.error, texto)

    def ajustar_columnas(self) -> None:
        """Con dos participantes, jugada, puntos y total de cada uno; con más, solo puntos y total (la
        jugada se ve al pasar el ratón) para que la hoja quepa sin barra de desplazamiento.

        Las columnas de jugadas se reparten el ancho que dejan las demás (``ancho_minimo`` como poco): lo que
        no cabe en una línea sigue en la de debajo."""
        cabecera = self.tabla.horizontalHeader()
        cabecera.setMinimumSectionSize(24)
        planilla = self.modelo.planilla
        visibles = planilla is None or planilla.participantes <= 2
        if visibles != self.modelo.jugadas_visibles:
            self.modelo.jugadas_visibles = visibles
            self.modelo.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.modelo.columnCount() - 1)
        jugadas = []
        for col in range(self.modelo.columnCount()):
            jugada = col != COL_RONDA and (col - 1) % CAMPOS == CAMPO_JUGADA
            self.tabla.setColumnHidden(col, jugada and not visibles)
            if jugada and visibles:
                jugadas.append(col)
                modo = QHeaderView.ResizeMode.Interactive
            elif not visibles and col != COL_RONDA:
                modo = QHeaderView.ResizeMode.Stretch
            else:
                modo = QHeaderView.ResizeMode.ResizeToContents
            cabecera.setSectionResizeMode(col, modo)
        if jugadas:
            otras = sum(cabecera.sectionSize(c) for c in range(self.modelo.columnCount())
                        if c not in jugadas and not self.tabla.isColumnHidden(c))
            reparto = (self.tabla.viewport().width() - otras) // len(jugadas)
            for col in jugadas:
                self.tabla.setColumnWidth(col, max(reparto, self.ancho_minimo(col)))

    def ancho_minimo(self, col: int) -> int:
        """Lo menos que se da a una columna de jugadas: su cabecera y unas cinco letras por línea (lo que no
        cabe pasa a la línea siguiente, nunca se corta)."""
        letras = self.tabla.fontMetrics().horizontalAdvance("MMMMM") + 2 * margen_texto(self.tabla) + 1
        return max(letras, self.tabla.horizontalHeader().sectionSizeFromContents(col).width())

    def eventFilter(self, objeto: QObject, e: QEvent) -> bool:
        # Con otro ancho de la tabla, las jugadas se reparten otra vez el sitio.
        if objeto is self.tabla.viewport() and e.type() == QEvent.Type.Resize and self.modelo.jugadas_visibles:
            self.ajustar_columnas()
        return super().eventFilter(objeto, e)

    def ver_turno(self) -> None:
        """Lleva la tabla a la última fila (la ronda en curso)."""
        filas = self.modelo.rowCount()
        if filas:
            self.tabla.scrollTo(self.modelo.index(filas - 1, 0))


__all__ = ["PanelPlanilla"]
