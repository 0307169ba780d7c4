"""Diálogos del final y de las incidencias de la partida clásica: penalización, «Terminar la partida» (lo que
queda en cada atril) y la clasificación final."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.clasica.eventos import Atril
from app_planilla.nucleo.clasica.final import sin_fichas, valor_atril
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.clasica.reglas import Empate
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.ui.hojas.clasica.modelo import COL_PARTICIPANTE, COL_TIEMPO, ModeloFinal
from app_planilla.ui.hojas.dialogo_comun import botones_aceptar, etiqueta_error, tabla


class DialogoPenalizacion(QDialog):
    """Resta puntos a cualquier participante sin gastar turno; propone la cifra de las reglas."""

    def __init__(self, planilla: Planilla, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_penalizacion")
        self.setWindowTitle(self.tr("Penalización"))
        self.setMinimumWidth(400)
        capa = QVBoxLayout(self)
        formulario = QFormLayout()
        self.participante = QComboBox()
        self.participante.setObjectName("participante")
        self.participante.addItems(list(planilla.nombres))
        self.participante.setCurrentIndex(planilla.turno)
        formulario.addRow(self.tr("&A quién:"), self.participante)
        self.puntos = QSpinBox()
        self.puntos.setObjectName("puntos")
        self.puntos.setRange(1, 1000)
        self.puntos.setValue(planilla.penalizacion_propuesta)
        formulario.addRow(self.tr("&Puntos que se restan:"), self.puntos)
        self.motivo = QLineEdit()
        self.motivo.setObjectName("motivo")
        self.motivo.setPlaceholderText(self.tr("p. ej. impugnó una palabra válida"))
        self.motivo.setMaxLength(200)
        formulario.addRow(self.tr("&Motivo:"), self.motivo)
        capa.addLayout(formulario)
        nota = QLabel(self.tr("No gasta turno. Con «{0}» se proponen {1} puntos.").format(
            planilla.reglas.nombre, planilla.penalizacion_propuesta))
        nota.setWordWrap(True)
        nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(nota)
        capa.addWidget(botones_aceptar(self, self.tr("Restar los puntos"), self.aceptar))

    def aceptar(self) -> bool:
        self.accept()
        return True


# ------------------------------------------------------------------ fin de partida


def leer_atril(texto: str) -> Atril:
    """Lo escrito en la casilla de un atril: puntos si es un número; si no, letras (``?`` = comodín)."""
    limpio = texto.strip()
    return int(limpio) if limpio.isdigit() else limpio


class DialogoFin(QDialog):
    """«Terminar la partida»: lo que queda en cada atril; la casilla de quien cerró se deja vacía."""

    def __init__(self, planilla: Planilla, terminar: Callable[[list[Atril]], str | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_fin")
        self.setWindowTitle(self.tr("Terminar la partida"))
        self._terminar = terminar
        self.setMinimumWidth(460)
        capa = QVBoxLayout(self)
        explicacion = QLabel(self.tr(
            "Escribe lo que le queda a cada participante en el atril: las letras (un ? por cada comodín) o "
            "directamente los puntos. Deja vacía la casilla de quien se quedó sin fichas (solo una)."))
        explicacion.setWordWrap(True)
        capa.addWidget(explicacion)
        formulario = QFormLayout()
        self._edicion = planilla.edicion
        self.atriles: list[QLineEdit] = []
        self.valores: list[QLabel] = []
        """Lo que vale cada atril según se escribe (al lado de su casilla)."""
        for i, nombre in enumerate(planilla.nombres):
            campo = QLineEdit()
            campo.setObjectName(f"atril_{i + 1}")
            campo.setMaxLength(30)
            campo.setPlaceholderText(self.tr("vacío: se quedó sin fichas"))
            valor = QLabel()
            valor.setObjectName(f"valor_atril_{i + 1}")
            # Ancho fijo: el texto cambia con cada letra y el diálogo no debe moverse.
            valor.setFixedWidth(valor.fontMetrics().horizontalAdvance("M") * 11)
            fila = QHBoxLayout()
            fila.addWidget(campo, 1)
            fila.addWidget(valor)
            formulario.addRow(f"{nombre} ({planilla.totales[i]}):", fila)
            self.atriles.append(campo)
            self.valores.append(valor)
            campo.textChanged.connect(lambda _texto, i=i: self._mostrar_valor(i))
            self._mostrar_valor(i)
        capa.addLayout(formulario)
        empate = (self.tr("Los empates comparten puesto.") if planilla.empate is Empate.COMPARTIDO
                  else self.tr("En caso de empate gana quien tenía más puntos antes del ajuste."))
        # Cómo se ajusta (NASPA/WESPA: quien cierra suma el doble y nadie resta) y cómo se desempata.
        nota = QLabel(f"{planilla.ajuste_final.descripcion} {empate}")
        nota.setObjectName("nota_fin")
        nota.setWordWrap(True)
        nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(nota)
        self.error = etiqueta_error()
        capa.addWidget(self.error)
        capa.addWidget(botones_aceptar(self, self.tr("Terminar la partida"), self.aceptar))

    def _mostrar_valor(self, i: int) -> None:
        """El valor del atril ``i`` tal como va escrito (o por qué no se entiende, en la ayuda)."""
        etiqueta = self.valores[i]
        atril = leer_atril(self.atriles[i].text())
        etiqueta.setToolTip("")
        etiqueta.setStyleSheet("color: #5a5a5a;")
        if sin_fichas(atril):
            etiqueta.setText(self.tr("sin fichas"))
            return
        try:
            puntos = valor_atril(atril, self._edicion)
        except ErrorPlanilla as e:
            etiqueta.setText(self.tr("no se entiende"))
            etiqueta.setToolTip(str(e))
            etiqueta.setStyleSheet("color: #c62828;")
            return
        # Sin «%n»: en español (el idioma de origen, sin catálogo) saldría «1 puntos».
        etiqueta.setText(self.tr("= 1 punto") if puntos == 1 else self.tr("= {0} puntos").format(puntos))

    def aceptar(self) -> bool:
        """Se anota el final; si el núcleo lo rechaza (dos vacías, letras ajenas…) se dice por qué y sigue abierto."""
        error = self._terminar([leer_atril(c.text()) for c in self.atriles])
        if error is not None:
            self.error.setText(error)
            self.error.show()
            return False
        self.accept()
        return True


class DialogoClasificacion(QDialog):
    """La tabla final con los puestos; desde aquí se copia o se empieza «Otra partida, mismas personas»."""

    def __init__(self, planilla: Planilla, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_clasificacion")
        self.setWindowTitle(self.tr("Clasificación final"))
        self.otra = False
        """Se pulsó «Otra partida, mismas personas»."""
        self.copiar = False
        capa = QVBoxLayout(self)
        self.modelo = ModeloFinal(self)
        self.modelo.establecer(planilla)
        self.vista = tabla(self.modelo, "tabla_final")
        self.vista.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.vista.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        cabecera = self.vista.horizontalHeader()
        cabecera.setStretchLastSection(False)
        cabecera.setSectionResizeMode(COL_PARTICIPANTE, QHeaderView.ResizeMode.Stretch)
        final = planilla.final or ()
        self.vista.setColumnHidden(COL_TIEMPO, all(f.tiempo == 0 for f in final))
        self.vista.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        alto = cabecera.sizeHint().height() + 2 * self.vista.frameWidth()
        alto += self.vista.verticalHeader().defaultSectionSize() * self.modelo.rowCount()
        self.vista.setFixedHeight(alto)
        capa.addWidget(self.vista)
        botones = QDialogButtonBox()
        self.boton_copiar = botones.addButton(self.tr("Copiar la clasificación"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.boton_otra = botones.addButton(self.tr("Otra partida, mismas personas"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        botones.addButton(QDialogButtonBox.StandardButton.Close)
        self.boton_copiar.clicked.connect(self._copiar)
        self.boton_otra.clicked.connect(self._otra)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)
        self.resize(560, self.sizeHint().height())

    def _copiar(self) -> None:
        self.copiar = True
        self.copiar_pedido()

    def copiar_pedido(self) -> None:
        """La hoja lo sustituye por la copia al portapapeles."""

    def _otra(self) -> None:
        self.otra = True
        self.accept()


__all__ = ["DialogoClasificacion", "DialogoFin", "DialogoPenalizacion", "leer_atril"]
