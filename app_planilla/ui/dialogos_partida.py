"""Diálogos de la partida clásica: nueva partida (con el sorteo), penalización, fin de partida, tabla final
y la lista «Partidas».

Ninguno toca la planilla por su cuenta: recogen datos y la hoja llama al controlador. Las pruebas los
rellenan y llaman a ``aceptar()`` sin abrirlos de forma modal.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..nucleo.clasificacion_duplicada import PARTICIPANTES_PARA_BONIFICACIONES
from ..nucleo.duplicada import nueva_duplicada
from ..nucleo.ediciones import EDICIONES, Edicion, edicion
from ..nucleo.errores import ErrorPlanilla
from ..nucleo.eventos import MAX_NOMBRE, Atril
from ..nucleo.eventos_duplicada import MAX_PARTICIPANTES_DUPLICADA, MIN_PARTICIPANTES_DUPLICADA
from ..nucleo.modalidades import CLASICA, CUATRO_LETRAS, DUPLICADA, TANTRIX, InicioPartida
from ..nucleo.planilla import Planilla, nueva_partida, reglas_disponibles
from ..nucleo.reglas import Empate, empate_por_defecto
from ..nucleo.sorteo import Sorteo
from .hoja_juegos import TIPOS_JUEGO, TipoJuego
from .opciones_reloj import OpcionesReloj
from .planilla_modelo import COL_PARTICIPANTE, COL_TIEMPO, ModeloFinal, ModeloPartidas

Ejecutar = Callable[[QDialog], bool]


def ejecutar_modal(dialogo: QDialog) -> bool:
    return dialogo.exec() == QDialog.DialogCode.Accepted


def _error_label() -> QLabel:
    error = QLabel()
    error.setObjectName("error")
    error.setWordWrap(True)
    error.setStyleSheet("QLabel { color: #8a1c12; }")
    error.hide()
    return error


def _nombre_edicion(ed: Edicion) -> str:
    return "Español (FISE)" if ed.codigo == "es" else "English"


# ------------------------------------------------------------------ nueva partida


class DialogoNuevaPartida(QDialog):
    """2–4 participantes con nombre opcional, quién abre (o «Sortear quién empieza»), reglas y edición."""

    def __init__(self, parent: QWidget | None = None, *, nombres: Sequence[str] = (), codigo_edicion: str = "es",
                 ejecutar: Ejecutar = ejecutar_modal, azar: random.Random | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_nueva_partida")
        self.setWindowTitle(self.tr("Nueva partida"))
        self.setMinimumWidth(440)
        self._ejecutar = ejecutar
        self._azar = azar
        self.inicio: InicioPartida | None = None
        capa = QVBoxLayout(self)
        formulario = QFormLayout()
        self._formulario = formulario
        self.tipo = QComboBox()
        self.tipo.setObjectName("tipo_partida")
        self.tipo.addItem(self.tr("Clásica"), CLASICA)
        self.tipo.addItem(self.tr("Duplicada"), DUPLICADA)
        self.tipo.addItem(self.tr("Tantrix"), TANTRIX)
        self.tipo.addItem(self.tr("«4 en letras»"), CUATRO_LETRAS)
        self.tipo.setToolTip(self.tr("Duplicada: todos juegan el mismo atril cada ronda (de 1 a 16 participantes; "
                                     "con uno, en solitario contra las jugadas maestras)."))
        formulario.addRow(self.tr("&Tipo de partida:"), self.tipo)
        self.cuantos = QSpinBox()
        self.cuantos.setObjectName("participantes")
        self.cuantos.setRange(2, 4)
        self.cuantos.setValue(max(2, min(4, len(nombres) or 2)))
        formulario.addRow(self.tr("&Participantes:"), self.cuantos)
        self.nombres: list[QLineEdit] = []
        self._filas_nombre: list[QLabel] = []
        self._mas_nombres = QGridLayout()
        """Del quinto al decimosexto (solo en duplicada), en dos columnas para que el diálogo quepa."""
        for i in range(MAX_PARTICIPANTES_DUPLICADA):
            campo = QLineEdit(nombres[i] if i < len(nombres) else "")
            campo.setObjectName(f"nombre_{i + 1}")
            campo.setMaxLength(MAX_NOMBRE)
            campo.setPlaceholderText(self.tr("Participante {0} (nombre opcional)").format(i + 1) if i < 4
                                     else self.tr("Participante {0}").format(i + 1))
            etiqueta = QLabel(self.tr("Nombre {0}:").format(i + 1))
            etiqueta.setBuddy(campo)
            if i < 4:
                formulario.addRow(etiqueta, campo)
            else:
                j = i - 4
                self._mas_nombres.addWidget(etiqueta, j // 2, 2 * (j % 2))
                self._mas_nombres.addWidget(campo, j // 2, 2 * (j % 2) + 1)
            self.nombres.append(campo)
            if i == 3:
                formulario.addRow(self._mas_nombres)
            self._filas_nombre.append(etiqueta)
        fila_abre = QHBoxLayout()
        self.abre = QComboBox()
        self.abre.setObjectName("abre")
        self.boton_sortear = QPushButton(self.tr("Sortear quién empieza"))
        self.boton_sortear.setAutoDefault(False)
        fila_abre.addWidget(self.abre, 1)
        fila_abre.addWidget(self.boton_sortear)
        etiqueta_abre = QLabel(self.tr("&Abre:"))
        etiqueta_abre.setBuddy(self.abre)
        formulario.addRow(etiqueta_abre, fila_abre)
        self.reglas = QComboBox()
        self.reglas.setObjectName("reglas")
        for r in reglas_disponibles():
            self.reglas.addItem(r.nombre, r.clave)
        formulario.addRow(self.tr("&Reglas:"), self.reglas)
        self.edicion = QComboBox()
        self.edicion.setObjectName("edicion")
        for ed in EDICIONES.values():
            self.edicion.addItem(_nombre_edicion(ed), ed.codigo)
        self.edicion.setCurrentIndex(max(0, self.edicion.findData(codigo_edicion)))
        formulario.addRow(self.tr("&Edición:"), self.edicion)
        self.empate = QComboBox()
        self.empate.setObjectName("empate")
        self.empate.addItem(self.tr("Los empatados comparten puesto"), Empate.COMPARTIDO.value)
        self.empate.addItem(self.tr("Gana quien tenía más puntos antes del ajuste"), Empate.ANTES_DEL_AJUSTE.value)
        formulario.addRow(self.tr("E&mpate:"), self.empate)
        self.opciones_reloj = OpcionesReloj()
        """Sin reloj, el de las reglas de torneo o a medida (``opciones_reloj``); ``config()`` al aceptar."""
        formulario.addRow(self.tr("Re&loj:"), self.opciones_reloj)
        self.bonificaciones = QCheckBox(self.tr("Bonificaciones FISE"))
        self.bonificaciones.setObjectName("bonificaciones")
        self.bonificaciones.setToolTip(self.tr("+10 a quien sola encuentra la maestra de una ronda, +5 a quien sola "
                                               "tiene la mejor puntuación por debajo; como mucho 25 por partida."))
        formulario.addRow("", self.bonificaciones)
        capa.addLayout(formulario)
        self.nota = QLabel()
        self.nota.setObjectName("nota_reglas")
        self.nota.setWordWrap(True)
        self.nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(self.nota)
        self.error = _error_label()
        capa.addWidget(self.error)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        boton_ok = botones.button(QDialogButtonBox.StandardButton.Ok)
        if boton_ok is not None:
            boton_ok.setText(self.tr("Empezar la partida"))
        capa.addWidget(botones)

        self.cuantos.valueChanged.connect(self._actualizar)
        self.tipo.currentIndexChanged.connect(self._tipo_elegido)
        self.bonificaciones.toggled.connect(self._actualizar)
        for campo in self.nombres:
            campo.textChanged.connect(self._actualizar_abre)
        self.reglas.currentIndexChanged.connect(self._actualizar)
        self.edicion.currentIndexChanged.connect(self._edicion_elegida)
        self.boton_sortear.clicked.connect(self.sortear)
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        self._edicion_elegida()
        self._actualizar()

    def _nombres(self) -> list[str]:
        return [c.text() for c in self.nombres[: self.cuantos.value()]]

    def _mostrados(self) -> list[str]:
        return [n.strip() or self.tr("Participante {0}").format(i + 1) for i, n in enumerate(self._nombres())]

    def _edicion_elegida(self) -> None:
        codigo = str(self.edicion.currentData())
        por_defecto = empate_por_defecto(codigo).value
        self.empate.setCurrentIndex(max(0, self.empate.findData(por_defecto)))

    def _actualizar(self) -> None:
        n = self.cuantos.value()
        for i, (campo, etiqueta) in enumerate(zip(self.nombres, self._filas_nombre, strict=True)):
            campo.setVisible(i < n)
            etiqueta.setVisible(i < n)
        self._actualizar_abre()
        elegidas = reglas_disponibles()[max(0, self.reglas.currentIndex())]
        if n > elegidas.max_participantes:
            self.nota.setText(self.tr("«{0}» es para {1} participantes: con {2} se aplican las reglas de casa.")
                              .format(elegidas.nombre, elegidas.max_participantes, n))
        elif elegidas.torneo:
            self.nota.setText(self.tr("Estas reglas proponen un reloj de {0} minutos; el tiempo extra cuesta {1} "
                                      "puntos por minuto o fracción.")
                              .format(elegidas.minutos_reloj, elegidas.puntos_por_minuto_extra))
        else:
            self.nota.setText(self.tr("Impugnar una palabra válida cuesta {0} puntos a quien impugna.")
                              .format(elegidas.penalizacion_impugnacion))
        self.opciones_reloj.poner_reglas(elegidas)
        self._formulario.setRowVisible(self.opciones_reloj, not self.duplicada and self.juego is None)
        self._actualizar_duplicada()
        self.adjustSize()

    @property
    def duplicada(self) -> bool:
        """«Tipo de partida»: duplicada."""
        return self.tipo.currentData() == DUPLICADA

    @property
    def juego(self) -> TipoJuego | None:
        """«Tipo de partida»: Tantrix o «4 en letras» (``hoja_juegos``); ``None`` si es clásica o duplicada."""
        return TIPOS_JUEGO.get(str(self.tipo.currentData()))

    def _tipo_elegido(self) -> None:
        if self.duplicada:
            self.cuantos.setRange(MIN_PARTICIPANTES_DUPLICADA, MAX_PARTICIPANTES_DUPLICADA)
        elif self.juego is not None:
            self.cuantos.setRange(self.juego.minimo, self.juego.maximo)
        else:
            self.cuantos.setRange(2, 4)
        self._actualizar()

    def _actualizar_duplicada(self) -> None:
        """En duplicada no hay quién abre, reglas de la clásica ni empate; sí las bonificaciones FISE."""
        duplicada = self.duplicada
        fila_reglas = self._formulario.getWidgetPosition(self.reglas)[0]
        for fila in (fila_reglas - 1, fila_reglas, self._formulario.getWidgetPosition(self.empate)[0]):
            self._formulario.setRowVisible(fila, not duplicada and self.juego is None)
        self._formulario.setRowVisible(self.bonificaciones, duplicada)
        self._formulario.setRowVisible(self._mas_nombres, self.cuantos.value() > 4)
        # Tantrix y «4 en letras» no usan fichas de ninguna edición.
        self._formulario.setRowVisible(self.edicion, self.juego is None)
        if self.juego is not None:
            self.nota.setText(self.tr(self.juego.nota))
            return
        if not duplicada:
            return
        n = self.cuantos.value()
        partes = [self.tr("En solitario, contra las jugadas maestras.") if n == 1 else
                  self.tr("Todos juegan el mismo atril; la jugada maestra de cada ronda pasa al tablero.")]
        if n < PARTICIPANTES_PARA_BONIFICACIONES:
            partes.append(self.tr("La FISE recomienda las bonificaciones solo desde {0} participantes.")
                          .format(PARTICIPANTES_PARA_BONIFICACIONES))
        self.nota.setText(" ".join(partes))

    def _actualizar_abre(self) -> None:
        actual = max(0, self.abre.currentIndex())
        self.abre.blockSignals(True)
        self.abre.clear()
        self.abre.addItems(self._mostrados())
        self.abre.setCurrentIndex(min(actual, self.abre.count() - 1))
        self.abre.blockSignals(False)

    def sortear(self) -> None:
        """«Sortear quién empieza»: cada participante saca una ficha; abre la más cercana a la A."""
        dialogo = DialogoSorteo(self._mostrados(), edicion(str(self.edicion.currentData())), self, azar=self._azar)
        if self._ejecutar(dialogo) and dialogo.sorteo.abre is not None:
            self.abre.setCurrentIndex(dialogo.sorteo.abre)

    def aceptar(self) -> bool:
        try:
            if self.juego is not None:
                self.inicio = self.juego.nueva(self._nombres())
                self.accept()
                return True
            if self.duplicada:
                self.inicio = nueva_duplicada(self._nombres(), edicion=str(self.edicion.currentData()),
                                              bonificaciones=self.bonificaciones.isChecked())
                self.accept()
                return True
            self.inicio = nueva_partida(
                self._nombres(),
                abre=self.abre.currentIndex(),
                edicion=str(self.edicion.currentData()),
                reglas=str(self.reglas.currentData()),
                empate=str(self.empate.currentData()),
            )
        except ErrorPlanilla as e:
            self.error.setText(str(e))
            self.error.show()
            return False
        self.accept()
        return True


class DialogoSorteo(QDialog):
    """Cada uno saca una ficha (se escribe la que sacó o la saca la aplicación); los empatados repiten."""

    def __init__(self, nombres: Sequence[str], ed: Edicion, parent: QWidget | None = None,
                 azar: random.Random | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_sorteo")
        self.setWindowTitle(self.tr("Sortear quién empieza"))
        self.nombres = list(nombres)
        self.sorteo = Sorteo(len(nombres), ed)
        self._azar = azar
        capa = QVBoxLayout(self)
        explicacion = QLabel(self.tr("Cada participante saca una ficha de la bolsa. Abre quien saque la más "
                                     "cercana a la A; el comodín (?) va antes que la A. Si hay empate, "
                                     "vuelven a sacar solo los empatados."))
        explicacion.setWordWrap(True)
        capa.addWidget(explicacion)
        self._rejilla = QGridLayout()
        self.campos: list[QLineEdit] = []
        self._etiquetas: list[QLabel] = []
        for i, nombre in enumerate(self.nombres):
            etiqueta = QLabel(nombre)
            campo = QLineEdit()
            campo.setObjectName(f"ficha_{i + 1}")
            campo.setMaxLength(2)
            campo.setPlaceholderText(self.tr("ficha"))
            etiqueta.setBuddy(campo)
            self._rejilla.addWidget(etiqueta, i, 0)
            self._rejilla.addWidget(campo, i, 1)
            self.campos.append(campo)
            self._etiquetas.append(etiqueta)
        capa.addLayout(self._rejilla)
        fila = QHBoxLayout()
        self.boton_anotar = QPushButton(self.tr("Anotar las fichas sacadas"))
        self.boton_bolsa = QPushButton(self.tr("Sacar de la bolsa"))
        fila.addWidget(self.boton_anotar)
        fila.addWidget(self.boton_bolsa)
        capa.addLayout(fila)
        self.historia = QLabel()
        self.historia.setObjectName("historia")
        self.historia.setWordWrap(True)
        capa.addWidget(self.historia)
        self.error = _error_label()
        capa.addWidget(self.error)
        self.botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        capa.addWidget(self.botones)
        self.boton_anotar.clicked.connect(lambda: self.sacar([c.text() for c in self._campos_activos()]))
        self.boton_bolsa.clicked.connect(lambda: self.sacar(None))
        self.botones.accepted.connect(self.accept)
        self.botones.rejected.connect(self.reject)
        self._actualizar()

    def _campos_activos(self) -> list[QLineEdit]:
        return [self.campos[i] for i in self.sorteo.empatados] if self.sorteo.abre is None else []

    def sacar(self, fichas: Sequence[str] | None) -> None:
        try:
            saca = self.sorteo.sacar(fichas, self._azar)
        except ErrorPlanilla as e:
            self.error.setText(str(e))
            self.error.show()
            return
        self.error.hide()
        lineas = [self.historia.text()] if self.historia.text() else []
        sacado = ", ".join(f"{self.nombres[q]}: {f}" for q, f in zip(saca.participantes, saca.fichas, strict=True))
        if self.sorteo.abre is not None:
            lineas.append(self.tr("{0}. Abre {1}.").format(sacado, self.nombres[self.sorteo.abre]))
        else:
            empatados = ", ".join(self.nombres[i] for i in self.sorteo.empatados)
            lineas.append(self.tr("{0}. Empate entre {1}: vuelven a sacar.").format(sacado, empatados))
        self.historia.setText("<br>".join(lineas))
        for c in self.campos:
            c.clear()
        self._actualizar()

    def _actualizar(self) -> None:
        activos = set(self._campos_activos())
        for campo, etiqueta in zip(self.campos, self._etiquetas, strict=True):
            campo.setEnabled(campo in activos)
            etiqueta.setEnabled(campo in activos)
        terminado = self.sorteo.abre is not None
        self.boton_anotar.setEnabled(not terminado)
        self.boton_bolsa.setEnabled(not terminado)
        ok = self.botones.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(terminado)


# ------------------------------------------------------------------ penalización


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
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = botones.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("Restar los puntos"))
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)

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
        self.atriles: list[QLineEdit] = []
        for i, nombre in enumerate(planilla.nombres):
            campo = QLineEdit()
            campo.setObjectName(f"atril_{i + 1}")
            campo.setMaxLength(30)
            campo.setPlaceholderText(self.tr("vacío: se quedó sin fichas"))
            formulario.addRow(f"{nombre} ({planilla.totales[i]}):", campo)
            self.atriles.append(campo)
        capa.addLayout(formulario)
        empate = (self.tr("Los empates comparten puesto.") if planilla.empate is Empate.COMPARTIDO
                  else self.tr("En caso de empate gana quien tenía más puntos antes del ajuste."))
        nota = QLabel(empate)
        nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(nota)
        self.error = _error_label()
        capa.addWidget(self.error)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = botones.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("Terminar la partida"))
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)

    def aceptar(self) -> bool:
        """Se anota el final; si el núcleo lo rechaza (dos vacías, letras ajenas…) se dice por qué y sigue abierto."""
        error = self._terminar([leer_atril(c.text()) for c in self.atriles])
        if error is not None:
            self.error.setText(error)
            self.error.show()
            return False
        self.accept()
        return True


def tabla(modelo: ModeloFinal | ModeloPartidas, nombre: str) -> QTableView:
    vista = QTableView()
    vista.setObjectName(nombre)
    vista.setModel(modelo)
    vista.verticalHeader().hide()
    vista.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    vista.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    vista.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    vista.setAlternatingRowColors(True)
    vista.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    vista.horizontalHeader().setStretchLastSection(True)
    return vista


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


# ------------------------------------------------------------------ partidas


class DialogoPartidas(QDialog):
    """«Partidas»: reabrir o seguir, duplicar o borrar las partidas guardadas."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_partidas")
        self.setWindowTitle(self.tr("Partidas"))
        self.modelo = ModeloPartidas(self)
        capa = QVBoxLayout(self)
        self.vista = tabla(self.modelo, "lista_partidas")
        self.vista.setSortingEnabled(False)
        self.vista.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.vista.horizontalHeader().setStretchLastSection(False)
        capa.addWidget(self.vista)
        fila = QHBoxLayout()
        self.boton_abrir = QPushButton(self.tr("Abrir"))
        self.boton_duplicar = QPushButton(self.tr("Duplicar"))
        self.boton_borrar = QPushButton(self.tr("Borrar"))
        cerrar = QPushButton(self.tr("Cerrar"))
        for b in (self.boton_abrir, self.boton_duplicar, self.boton_borrar):
            fila.addWidget(b)
        fila.addStretch(1)
        fila.addWidget(cerrar)
        capa.addLayout(fila)
        cerrar.clicked.connect(self.reject)
        self.vista.doubleClicked.connect(lambda _i: self.boton_abrir.click())
        self.resize(720, 380)

    def elegida(self) -> int | None:
        fila = self.vista.currentIndex().row()
        p = self.modelo.partida(fila)
        return p.id if p is not None else None

    def elegir(self, ident: int) -> None:
        for fila in range(self.modelo.rowCount()):
            p = self.modelo.partida(fila)
            if p is not None and p.id == ident:
                self.vista.selectRow(fila)
                return


__all__ = [
    "DialogoClasificacion",
    "DialogoFin",
    "DialogoNuevaPartida",
    "DialogoPartidas",
    "DialogoPenalizacion",
    "DialogoSorteo",
    "ejecutar_modal",
    "leer_atril",
]
