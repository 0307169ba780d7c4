"""«Sortear quién empieza»: cada participante saca una ficha, a mano o de la bolsa de la aplicación."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.clasica.sorteo import Sorteo
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.ui.hojas.comun import TextosHojas
from app_planilla.ui.hojas.dialogo_comun import etiqueta_error


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
        self.error = etiqueta_error()
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
            empatados = TextosHojas.enumerar([self.nombres[i] for i in self.sorteo.empatados])
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


__all__ = ["DialogoSorteo"]
