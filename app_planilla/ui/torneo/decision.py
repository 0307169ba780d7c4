"""El diálogo en que el director decide un conflicto de la carpeta del torneo: qué archivo cuenta.

Muestra el conflicto, sus candidatos (cada resultado con sus jugadores, puntos, quién empezó, el portátil y la
mesa que lo publicó, y su GCG) y publica la misma decisión que ``planilla torneo elegir``
(``nucleo.torneo.direccion.decidir``). Con el teclado: flechas para elegir, Intro para decidir, Escape para
cerrar sin decidir.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.torneo.fusion import Candidato, Conflicto
from app_planilla.nucleo.torneo.modelos import Emparejamiento, Resultado

Leer = Callable[[Candidato], object]
"""Lo que dice el archivo de un candidato (``Resultado``, ``Emparejamiento``…), o ``None`` si no se puede leer."""


class DialogoDecision(QDialog):
    """Elegir el candidato que cuenta; ``elegido`` es su huella al aceptar."""

    def __init__(self, conflicto: Conflicto, leer: Leer, mesas: Mapping[str, int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_decision")
        self.setWindowTitle(self.tr("Decidir un conflicto"))
        self.conflicto = conflicto
        self.elegido: str | None = None
        self._leer = leer
        self._mesas = mesas
        self._locale = QLocale()

        capa = QVBoxLayout(self)
        clave = QLabel(self.tr("Conflicto «{0}»").format(conflicto.clave))
        fuente = clave.font()
        fuente.setBold(True)
        clave.setFont(fuente)
        clave.setTextFormat(Qt.TextFormat.PlainText)
        capa.addWidget(clave)
        mensaje = QLabel(conflicto.mensaje)
        mensaje.setObjectName("mensaje")
        mensaje.setWordWrap(True)
        mensaje.setTextFormat(Qt.TextFormat.PlainText)
        capa.addWidget(mensaje)
        etiqueta = QLabel(self.tr("&Cuenta:"))
        capa.addWidget(etiqueta)

        self.candidatos = QListWidget()
        self.candidatos.setObjectName("candidatos")
        self.candidatos.setWordWrap(True)
        etiqueta.setBuddy(self.candidatos)
        for k in conflicto.candidatos:
            item = QListWidgetItem(self.texto_candidato(k))
            item.setData(Qt.ItemDataRole.UserRole, k.huella)
            self.candidatos.addItem(item)
        self.detalle = QPlainTextEdit()
        self.detalle.setObjectName("detalle")
        self.detalle.setReadOnly(True)
        self.detalle.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.detalle.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        partes = QSplitter(Qt.Orientation.Vertical)
        partes.addWidget(self.candidatos)
        partes.addWidget(self.detalle)
        partes.setChildrenCollapsible(False)
        capa.addWidget(partes, 1)

        nota = QLabel(self.tr("Los demás candidatos dejan de contar. La decisión es un archivo más del director en "
                              "la carpeta del torneo; se puede cambiar decidiendo otra vez."))
        nota.setWordWrap(True)
        nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(nota)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.boton_elegir = botones.button(QDialogButtonBox.StandardButton.Ok)
        self.boton_elegir.setText(self.tr("&Que cuente este"))
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)

        self.candidatos.currentRowChanged.connect(self._mostrar_detalle)
        self.candidatos.itemActivated.connect(lambda _i: self.aceptar())
        self.candidatos.setCurrentRow(0)
        self.candidatos.setFocus()
        self.resize(720, 480)

    # ------------------------------------------------------------------ textos

    def _portatil(self, k: Candidato) -> str:
        mesa = self._mesas.get(k.portatil)
        if mesa is None:
            return self.tr("portátil {0}").format(k.portatil[:8])
        return self.tr("portátil {0} (mesa {1})").format(k.portatil[:8], self._locale.toString(mesa))

    def texto_candidato(self, k: Candidato) -> str:
        datos = self._leer(k)
        if isinstance(datos, Emparejamiento):
            return self.tr("Vale lo emparejado: {0}").format(k.descripcion)
        if isinstance(datos, Resultado):
            a, b = datos.jugadores
            empezo = datos.jugadores[datos.empezo]
            texto = self.tr("{0}: {1} · {2}: {3} · empezó {4} · {5}").format(
                f"{a.numero} {a.nombre}".strip(), self._locale.toString(datos.puntos[0]),
                f"{b.numero} {b.nombre}".strip(), self._locale.toString(datos.puntos[1]), empezo.numero,
                self._portatil(k))
            if datos.pierde_por_tiempo is not None:
                pierde = datos.jugadores[datos.pierde_por_tiempo].numero
                texto += " · " + self.tr("{0} pierde por tiempo").format(pierde)
            return texto
        return f"{k.descripcion} · {self._portatil(k)}"

    def _mostrar_detalle(self, fila: int) -> None:
        if not 0 <= fila < len(self.conflicto.candidatos):
            self.detalle.clear()
            return
        k = self.conflicto.candidatos[fila]
        lineas = [self.tr("Huella: {0}").format(k.huella), self.tr("Archivos: {0}").format(", ".join(k.archivos))]
        datos = self._leer(k)
        if isinstance(datos, Resultado):
            lineas += ["", datos.gcg.rstrip() or self.tr("(sin GCG)")]
        elif isinstance(datos, Emparejamiento):
            lineas.append("")
            lineas += [f"{m.mesa:>4}  {m.jugadores[0].numero} {m.jugadores[0].nombre} – "
                       f"{m.jugadores[1].numero} {m.jugadores[1].nombre}" for m in datos.mesas]
        self.detalle.setPlainText("\n".join(lineas))

    def aceptar(self) -> None:
        item = self.candidatos.currentItem()
        if item is None:
            return
        self.elegido = str(item.data(Qt.ItemDataRole.UserRole))
        self.accept()
