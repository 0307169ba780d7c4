"""«Nueva partida»: tipo (clásica, duplicada, Tantrix, «4 en letras»), participantes, quién abre (o el
sorteo), reglas, edición, empate, reloj y bonificaciones. Solo recoge datos: la sesión crea la partida."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.clasica.planilla import nueva_partida, reglas_disponibles
from app_planilla.nucleo.clasica.reglas import PREMIOS_IMPUGNACION, Empate, empate_por_defecto, reglas_por_defecto
from app_planilla.nucleo.duplicada.clasificacion import PARTICIPANTES_PARA_BONIFICACIONES
from app_planilla.nucleo.duplicada.eventos import MAX_PARTICIPANTES_DUPLICADA, MIN_PARTICIPANTES_DUPLICADA
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada, nueva_sala
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import EDICIONES, Edicion, edicion
from app_planilla.nucleo.juegos.cuatro_letras import (
    MAX_PARTICIPANTES_CUATRO_LETRAS,
    MIN_PARTICIPANTES_CUATRO_LETRAS,
    nueva_cuatro_letras,
)
from app_planilla.nucleo.juegos.tantrix import MAX_PARTICIPANTES_TANTRIX, MIN_PARTICIPANTES_TANTRIX, nueva_tantrix
from app_planilla.nucleo.modalidades import CLASICA, CUATRO_LETRAS, DUPLICADA, TANTRIX, InicioPartida
from app_planilla.nucleo.registro.eventos import MAX_NOMBRE
from app_planilla.ui.hojas.dialogo_comun import Ejecutar, botones_aceptar, ejecutar_modal, etiqueta_error
from app_planilla.ui.hojas.dialogo_sala import EditorInscritos, EditorReglas
from app_planilla.ui.hojas.dialogo_sorteo import DialogoSorteo
from app_planilla.ui.relojes.opciones import OpcionesReloj

SALA = "sala"
"""«Tipo de partida»: duplicada con arbitraje de papeletas (la modalidad es la duplicada; 1 a 200 inscritos)."""


def _nombre_edicion(ed: Edicion) -> str:
    if ed.codigo == "es":
        return QCoreApplication.translate("DialogoNuevaPartida", "Español (FISE)")
    return QCoreApplication.translate("DialogoNuevaPartida", "English")


@dataclass(frozen=True)
class TipoJuego:
    """Lo que el diálogo «Nueva partida» necesita de cada juego para su «Tipo de partida»."""

    minimo: int
    maximo: int
    nueva: Callable[[Sequence[str]], InicioPartida]
    nota: str
    """Marcada para traducir (``QT_TRANSLATE_NOOP``): se traduce al mostrarla."""


TIPOS_JUEGO = {
    TANTRIX: TipoJuego(
        MIN_PARTICIPANTES_TANTRIX, MAX_PARTICIPANTES_TANTRIX, nueva_tantrix,
        QT_TRANSLATE_NOOP("DialogoNuevaPartida",
                          "Al final, cada participante anota su línea más larga y su circuito más grande (en "
                          "fichas): 1 punto por ficha de línea, 2 por ficha de circuito; cuenta la mejor."),
    ),
    CUATRO_LETRAS: TipoJuego(
        MIN_PARTICIPANTES_CUATRO_LETRAS, MAX_PARTICIPANTES_CUATRO_LETRAS, nueva_cuatro_letras,
        QT_TRANSLATE_NOOP("DialogoNuevaPartida",
                          "Una serie de partidas: se anota quién gana cada una y con qué palabra (o el empate con "
                          "el área llena). Vencedor absoluto: quien más partidas gana."),
    ),
}
"""Tantrix y «4 en letras» en «Tipo de partida» (las claves son las modalidades del almacén)."""


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
        self.tipo.addItem(self.tr("Duplicada con arbitraje (sala)"), SALA)
        self.tipo.addItem(self.tr("Tantrix"), TANTRIX)
        self.tipo.addItem(self.tr("«4 en letras»"), CUATRO_LETRAS)
        self.tipo.setToolTip(self.tr("Duplicada: todos juegan el mismo atril cada ronda (de 1 a 16 participantes; "
                                     "con uno, en solitario contra las jugadas maestras). Con arbitraje (sala): "
                                     "hasta 200 inscritos, una papeleta por participante y ronda."))
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
        self.impugnacion = QComboBox()
        self.impugnacion.setObjectName("impugnacion")
        self.impugnacion.addItem(self.tr("Quien impugna pierde el turno"), 0)
        for puntos in PREMIOS_IMPUGNACION[1:]:
            self.impugnacion.addItem(self.tr("+{0} a quien fue impugnado, por cada palabra").format(puntos), puntos)
        self.impugnacion.setToolTip(self.tr(
            "Qué pasa cuando se impugna una palabra válida. Con premio, quien impugna sigue con su turno y "
            "«Impugnación fallida» (menú «Partida») suma el premio a quien jugó (práctica WESPA y NASPA en CSW)."))
        formulario.addRow(self.tr("Impugnación &fallida:"), self.impugnacion)
        self.opciones_reloj = OpcionesReloj()
        """Sin reloj, el de las reglas de torneo o a medida (``opciones_reloj``); ``config()`` al aceptar."""
        formulario.addRow(self.tr("Re&loj:"), self.opciones_reloj)
        self.bonificaciones = QCheckBox(self.tr("Bonificaciones FISE"))
        self.bonificaciones.setObjectName("bonificaciones")
        self.bonificaciones.setToolTip(self.tr("+10 a quien sola encuentra la maestra de una ronda, +5 a quien sola "
                                               "tiene la mejor puntuación por debajo; como mucho 25 por partida."))
        formulario.addRow("", self.bonificaciones)
        self.solitario = QCheckBox(self.tr("Duplicada en &solitario: la aplicación sortea y busca las maestras"))
        self.solitario.setObjectName("solitario")
        self.solitario.setToolTip(self.tr(
            "La aplicación sortea cada atril y, cuando se confirma la jugada, busca la maestra en su lista de "
            "palabras y la coloca. Con varios participantes ante la misma pantalla, cada uno escribe sus puntos."))
        formulario.addRow("", self.solitario)
        # La sala: inscritos y reglas del arbitraje, en dos pestañas (así el diálogo cabe en 1024×600).
        self.inscritos = EditorInscritos(self, getattr(parent, "ajustes", None))
        self.reglas_sala = EditorReglas(self)
        self.pestanas_sala = QTabWidget()
        self.pestanas_sala.setObjectName("pestanas_sala")
        self.pestanas_sala.addTab(self.inscritos, self.tr("I&nscritos"))
        self.pestanas_sala.addTab(self.reglas_sala, self.tr("Reglas de ar&bitraje"))
        formulario.addRow(self.pestanas_sala)
        capa.addLayout(formulario)
        self.nota = QLabel()
        self.nota.setObjectName("nota_reglas")
        self.nota.setWordWrap(True)
        self.nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(self.nota)
        self.error = etiqueta_error()
        capa.addWidget(self.error)
        capa.addWidget(botones_aceptar(self, self.tr("Empezar la partida"), self.aceptar))

        self.cuantos.valueChanged.connect(self._actualizar)
        self.tipo.currentIndexChanged.connect(self._tipo_elegido)
        self.bonificaciones.toggled.connect(self._actualizar)
        self.solitario.toggled.connect(self._solitario_elegido)
        self._antes_del_solitario: int | None = None
        """Cuántos participantes había antes de marcar «en solitario»: desmarcarlo los devuelve."""
        for campo in self.nombres:
            campo.textChanged.connect(self._actualizar_abre)
        self.reglas.currentIndexChanged.connect(self._actualizar)
        self._reglas_elegidas = False
        """Quien rellena el diálogo eligió las reglas: cambiar de edición ya no las cambia."""
        self.reglas.activated.connect(self._reglas_tocadas)
        self.edicion.currentIndexChanged.connect(self._edicion_elegida)
        self.boton_sortear.clicked.connect(self.sortear)
        self._edicion_elegida()
        self._actualizar()

    def _nombres(self) -> list[str]:
        return [c.text() for c in self.nombres[: self.cuantos.value()]]

    def _mostrados(self) -> list[str]:
        return [n.strip() or self.tr("Participante {0}").format(i + 1) for i, n in enumerate(self._nombres())]

    def _reglas_tocadas(self, _indice: int) -> None:
        self._reglas_elegidas = True

    def _edicion_elegida(self) -> None:
        codigo = str(self.edicion.currentData())
        por_defecto = empate_por_defecto(codigo).value
        self.empate.setCurrentIndex(max(0, self.empate.findData(por_defecto)))
        if not self._reglas_elegidas:
            self.reglas.setCurrentIndex(max(0, self.reglas.findData(reglas_por_defecto(codigo).clave)))

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
        # Tantrix y «4 en letras»: reloj a medida sin puntos por tiempo extra (``OpcionesReloj.poner_juego``).
        self.opciones_reloj.poner_juego(self.juego is not None)
        if self.juego is None:
            self.opciones_reloj.poner_reglas(elegidas)
        self._formulario.setRowVisible(self.opciones_reloj, not self.duplicada and not self.sala)
        self._actualizar_duplicada()
        self._actualizar_sala()
        self.adjustSize()

    def _actualizar_sala(self) -> None:
        """En la sala, los inscritos y las reglas del arbitraje en lugar de los nombres y las demás opciones."""
        sala = self.sala
        self._formulario.setRowVisible(self.pestanas_sala, sala)
        if not sala:
            # Vuelta de la sala: el número y los nombres otra vez (cada nombre se ve o no según el número).
            self._formulario.setRowVisible(self.cuantos, True)
            for i, w in enumerate(self.nombres[:4]):
                self._formulario.setRowVisible(w, i < self.cuantos.value())
            return
        fila_reglas = self._formulario.getWidgetPosition(self.reglas)[0]
        filas = {fila_reglas - 1, fila_reglas}  # «Abre» (con su botón) va justo encima de las reglas
        for w in (self.cuantos, self.empate, self.impugnacion, self.opciones_reloj, self.bonificaciones,
                  self.solitario, *self.nombres[:4]):
            filas.add(self._formulario.getWidgetPosition(w)[0])
        for fila in filas:
            self._formulario.setRowVisible(fila, False)
        self._formulario.setRowVisible(self._mas_nombres, False)
        self.nota.setText(self.tr("Cada participante entrega una papeleta por ronda; el árbitro la teclea y "
                                  "Planilla la juzga sobre el tablero de la ronda."))

    @property
    def duplicada(self) -> bool:
        """«Tipo de partida»: duplicada (la de la mesa, sin arbitraje de papeletas)."""
        return self.tipo.currentData() == DUPLICADA

    @property
    def sala(self) -> bool:
        """«Tipo de partida»: duplicada con arbitraje (sala)."""
        return self.tipo.currentData() == SALA

    @property
    def juego(self) -> TipoJuego | None:
        """«Tipo de partida»: Tantrix o «4 en letras» (``hojas/juegos``); ``None`` si es clásica o duplicada."""
        return TIPOS_JUEGO.get(str(self.tipo.currentData()))

    def _tipo_elegido(self) -> None:
        if self.duplicada:
            self.cuantos.setRange(MIN_PARTICIPANTES_DUPLICADA, MAX_PARTICIPANTES_DUPLICADA)
        elif self.juego is not None:
            self.cuantos.setRange(self.juego.minimo, self.juego.maximo)
        else:
            self.cuantos.setRange(2, 4)
        self._actualizar()

    def _solitario_elegido(self, solitario: bool) -> None:
        """«En solitario» es para una persona: pone 1 participante; desmarcarlo devuelve los que había (si nadie
        cambió el número entretanto). Con más, cada uno sigue pudiendo escribir sus puntos."""
        if solitario:
            self._antes_del_solitario = self.cuantos.value()
            self.cuantos.setValue(1)
        elif self._antes_del_solitario is not None:
            if self.cuantos.value() == 1:
                self.cuantos.setValue(self._antes_del_solitario)
            self._antes_del_solitario = None

    def _actualizar_duplicada(self) -> None:
        """En duplicada no hay quién abre, reglas de la clásica ni empate; sí las bonificaciones FISE."""
        duplicada = self.duplicada
        fila_reglas = self._formulario.getWidgetPosition(self.reglas)[0]
        for fila in (fila_reglas - 1, fila_reglas, self._formulario.getWidgetPosition(self.empate)[0]):
            self._formulario.setRowVisible(fila, not duplicada and self.juego is None)
        self._formulario.setRowVisible(self.bonificaciones, duplicada)
        self._formulario.setRowVisible(self.solitario, duplicada)
        self._formulario.setRowVisible(self._mas_nombres, self.cuantos.value() > 4)
        # Tantrix y «4 en letras» no usan fichas de ninguna edición.
        self._formulario.setRowVisible(self.edicion, self.juego is None)
        # El premio por impugnación fallida es de los torneos en inglés (en los demás, la de sus reglas).
        self._formulario.setRowVisible(self.impugnacion, self._con_premio())
        if self.juego is not None:
            self.nota.setText(QCoreApplication.translate("DialogoNuevaPartida", self.juego.nota))
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

    def _con_premio(self) -> bool:
        """La partida puede llevar premio por impugnación fallida: clásica, torneo en inglés y dos participantes."""
        elegidas = reglas_disponibles()[max(0, self.reglas.currentIndex())]
        return (not self.duplicada and self.juego is None and elegidas.clave == "ingles"
                and self.cuantos.value() <= elegidas.max_participantes)

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
            if self.sala:
                self.inicio = nueva_sala(self.inscritos.inscritos(), self.reglas_sala.reglas(),
                                         edicion=str(self.edicion.currentData()))
                self.accept()
                return True
            if self.duplicada:
                self.inicio = nueva_duplicada(self._nombres(), edicion=str(self.edicion.currentData()),
                                              bonificaciones=self.bonificaciones.isChecked(),
                                              arbitro_automatico=self.solitario.isChecked())
                self.accept()
                return True
            self.inicio = nueva_partida(
                self._nombres(),
                abre=self.abre.currentIndex(),
                edicion=str(self.edicion.currentData()),
                reglas=str(self.reglas.currentData()),
                empate=str(self.empate.currentData()),
                premio_impugnacion=int(self.impugnacion.currentData()) if self._con_premio() else 0,
            )
        except ErrorPlanilla as e:
            self.error.setText(str(e))
            self.error.show()
            return False
        self.accept()
        return True


__all__ = ["DialogoNuevaPartida"]
