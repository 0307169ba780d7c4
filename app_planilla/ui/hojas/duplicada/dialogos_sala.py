"""Los diálogos del árbitro de la sala: aviso (Ctrl+W), penalización (Ctrl+Mayús+P), decidir una papeleta, ausente
/ tarde / retirado y el desempate a muerte súbita. Cada uno lleva las mesas ya escritas (las de la papeleta que se
está anotando) y hace una sola operación del núcleo: un evento, un «Deshacer». Si algo no vale, lo dice dentro y
no se cierra (nada se anota)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.clasica.eventos import MAX_PUNTOS_JUGADA
from app_planilla.nucleo.duplicada.eventos import MAX_MOTIVO
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.ui.hojas.dialogo_comun import botones_aceptar, etiqueta_error

Aceptar = Callable[[], str | None]
"""Hace la operación; devuelve el error (y el diálogo sigue abierto) o ``None`` si se anotó."""


class DialogoSala(QDialog):
    """Un formulario corto: una explicación, unos campos y «Cancelar» / el botón que dice lo que hace."""

    def __init__(self, titulo: str, explicacion: str, boton: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_sala")
        self.setWindowTitle(titulo)
        self.setMinimumWidth(380)
        capa = QVBoxLayout(self)
        self.explicacion = QLabel(explicacion)
        self.explicacion.setWordWrap(True)
        capa.addWidget(self.explicacion)
        self.formulario = QFormLayout()
        capa.addLayout(self.formulario)
        self.error = etiqueta_error()
        capa.addWidget(self.error)
        capa.addWidget(botones_aceptar(self, boton, self.aceptar))
        self.al_aceptar: Aceptar = lambda: None

    def campo_texto(self, etiqueta: str, nombre: str, texto: str = "", maximo: int = MAX_MOTIVO) -> QLineEdit:
        campo = QLineEdit(texto)
        campo.setObjectName(nombre)
        campo.setMaxLength(maximo)
        self.formulario.addRow(etiqueta, campo)
        return campo

    def campo_numero(self, etiqueta: str, nombre: str, minimo: int, maximo: int, valor: int) -> QSpinBox:
        caja = QSpinBox()
        caja.setObjectName(nombre)
        caja.setRange(minimo, maximo)
        caja.setValue(valor)
        self.formulario.addRow(etiqueta, caja)
        return caja

    def campo_lista(self, etiqueta: str, nombre: str, opciones: list[tuple[str, object]]) -> QComboBox:
        caja = QComboBox()
        caja.setObjectName(nombre)
        for texto, dato in opciones:
            caja.addItem(texto, dato)
        self.formulario.addRow(etiqueta, caja)
        return caja

    def aceptar(self) -> bool:
        error = self.al_aceptar()
        if error:
            self.error.setText(error)
            self.error.show()
            return False
        self.accept()
        return True


def dialogo_aviso(mesas: str, ronda: int, parent: QWidget | None = None) -> tuple[DialogoSala, QLineEdit, QLineEdit]:
    d = DialogoSala(DialogoSala.tr("Aviso"), DialogoSala.tr(
        "Un aviso del árbitro en la ronda {0} (papeleta mal hecha, disciplina). Con las reglas de la sala, los avisos "
        "de la partida pueden restar puntos.").format(ronda), DialogoSala.tr("Dar el aviso"), parent)
    campo_mesas = d.campo_texto(DialogoSala.tr("&Mesas:"), "mesas", mesas, 200)
    motivo = d.campo_texto(DialogoSala.tr("M&otivo:"), "motivo")
    motivo.setFocus()
    return d, campo_mesas, motivo


def dialogo_penalizacion(mesas: str, ronda: int, puntos: int, parent: QWidget | None = None
                         ) -> tuple[DialogoSala, QLineEdit, QSpinBox, QLineEdit]:
    d = DialogoSala(DialogoSala.tr("Penalización"), DialogoSala.tr(
        "Puntos que el árbitro resta en la ronda {0}.").format(ronda), DialogoSala.tr("Penalizar"), parent)
    campo_mesas = d.campo_texto(DialogoSala.tr("&Mesas:"), "mesas", mesas, 200)
    caja = d.campo_numero(DialogoSala.tr("&Puntos:"), "puntos", 1, MAX_PUNTOS_JUGADA, puntos)
    motivo = d.campo_texto(DialogoSala.tr("M&otivo:"), "motivo")
    caja.setFocus()
    caja.selectAll()
    return d, campo_mesas, caja, motivo


def dialogo_decidir(mesas: str, ronda: int, puntos: int, parent: QWidget | None = None
                    ) -> tuple[DialogoSala, QLineEdit, QSpinBox, QComboBox]:
    d = DialogoSala(DialogoSala.tr("Decidir la papeleta"), DialogoSala.tr(
        "El árbitro decide por encima del juicio de la aplicación en la ronda {0}: los puntos que valen o un cero "
        "con su motivo. La papeleta tecleada se conserva. En la papeleta: «=30» o «-7».").format(ronda),
        DialogoSala.tr("Decidir"), parent)
    campo_mesas = d.campo_texto(DialogoSala.tr("&Mesas:"), "mesas", mesas, 200)
    caja = d.campo_numero(DialogoSala.tr("&Puntos:"), "puntos", 0, MAX_PUNTOS_JUGADA, puntos)
    motivo = d.campo_lista(DialogoSala.tr("Motivo del &cero:"), "motivo_cero",
                           [(DialogoSala.tr("— (vale los puntos)"), None)] + [(m.texto(), m) for m in Motivo])
    motivo.currentIndexChanged.connect(lambda: caja.setEnabled(motivo.currentData() is None))
    motivo.currentIndexChanged.connect(lambda: caja.setValue(0) if motivo.currentData() is not None else None)
    caja.setFocus()
    caja.selectAll()
    return d, campo_mesas, caja, motivo


SITUACIONES = ("presente", "ausente", "tarde", "retirado")


def dialogo_situacion(mesas: str, ronda: int, parent: QWidget | None = None
                      ) -> tuple[DialogoSala, QLineEdit, QComboBox, QSpinBox]:
    d = DialogoSala(DialogoSala.tr("Ausente, tarde o retirado"), DialogoSala.tr(
        "Quien está ausente no juega ni se clasifica; quien llega tarde juega desde la ronda dicha; quien se retira "
        "deja de jugar en ella y se clasifica con lo que hizo."), DialogoSala.tr("Anotar"), parent)
    campo_mesas = d.campo_texto(DialogoSala.tr("&Mesas:"), "mesas", mesas, 200)
    textos = (DialogoSala.tr("Presente"), DialogoSala.tr("Ausente"), DialogoSala.tr("Llega tarde"),
              DialogoSala.tr("Se retira"))
    situacion = d.campo_lista(DialogoSala.tr("&Situación:"), "situacion", list(zip(textos, SITUACIONES, strict=True)))
    desde = d.campo_numero(DialogoSala.tr("&Desde la ronda:"), "desde", 1, 999, max(1, ronda))
    desde.setToolTip(DialogoSala.tr("Llega tarde: la primera ronda que juega. Se retira: la primera que ya no juega."))
    situacion.currentIndexChanged.connect(lambda: desde.setEnabled(situacion.currentData() in ("tarde", "retirado")))
    situacion.setCurrentIndex(1)
    situacion.setFocus()
    return d, campo_mesas, situacion, desde


def dialogo_desempate(empates: str, parent: QWidget | None = None) -> tuple[DialogoSala, QLineEdit]:
    d = DialogoSala(DialogoSala.tr("Desempate a muerte súbita"), DialogoSala.tr(
        "Empatados en total, maestras y mejor jugada: {0}. Escribe sus mesas del mejor al peor según el desempate "
        "jugado.").format(empates), DialogoSala.tr("Anotar el desempate"), parent)
    orden = d.campo_texto(DialogoSala.tr("&Orden (mesas):"), "orden", "", 400)
    orden.setFocus()
    return d, orden


__all__ = ["SITUACIONES", "DialogoSala", "dialogo_aviso", "dialogo_decidir", "dialogo_desempate",
           "dialogo_penalizacion", "dialogo_situacion"]
