"""Diálogo «Imprimir»: elegir la hoja, guardar el PDF y abrirlo en el visor del sistema.

Con una sala con arbitraje abierta ofrece también sus hojas (``hojas_de_sala``): la clasificación (la entera o
la parcial tras la ronda 3, 6, 9…), la hoja de cada participante, la rejilla de arbitraje y la partida maestra,
escritas por ``exportar.pdf`` desde la planilla del núcleo, como las de ``planilla imprimir``."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.exportar.papel import PAPELES, papel_de_locale, papel_del_entorno, territorio
from app_planilla.nucleo.juego.ediciones import EDICIONES
from app_planilla.ui.archivo.dialogo_ficheros import pedir_para_guardar

if TYPE_CHECKING:
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada

HOJA_CONTROL = "control-fichas"
HOJA_CLASICA = "clasica-en-blanco"
HOJA_DUPLICADA = "duplicada-en-blanco"
HOJA_PARTIDA = "partida"
HOJA_TANTRIX = "tantrix-en-blanco"
HOJA_CUATRO_LETRAS = "cuatro-letras-en-blanco"

Preparar = Callable[[Path, str], None]
"""Escribe la hoja de la partida en curso en la ruta dada, con el papel dado."""
PrepararParcial = Callable[[Path, str, int | None], None]
"""Como ``Preparar``, con la ronda de la clasificación parcial (``None``: todas las rondas que cuentan)."""

HOJA_SALA_CLASIFICACION = "sala-clasificacion"
HOJA_SALA_PARTICIPANTES = "sala-hojas-participantes"
HOJA_SALA_REJILLA = "sala-rejilla"
HOJA_SALA_MAESTRA = "sala-partida-maestra"


@dataclass(frozen=True)
class HojaExtra:
    """Una hoja más que ofrece quien abre el diálogo (la ventana del director: emparejamientos y clasificación;
    una sala abierta: sus hojas)."""

    clave: str
    titulo: str
    """Lo que se lee en «Hoja:», ya traducido."""
    nombre: str
    """El nombre de archivo que se propone."""
    preparar: Preparar
    parciales: tuple[int, ...] = ()
    """Si se puede imprimir parcial: las rondas tras las que hay clasificación parcial (el diálogo las ofrece en
    «Rondas:» y escribe con ``preparar_parcial``)."""
    preparar_parcial: PrepararParcial | None = None
    nombre_parcial: str = ""
    """El nombre que se propone para la parcial, con ``{0}`` en el lugar de la ronda."""


def hojas_de_sala(planilla: PlanillaDuplicada, creada: str | None = None) -> list[HojaExtra]:
    """Las hojas de una sala con arbitraje (vacío si no lo es), sobre su planilla del núcleo: la clasificación
    (entera o parcial), la clasificación con la hoja de cada participante (todas en un PDF), la rejilla de
    arbitraje y la partida maestra. ``creada``: la fecha del almacén (hoy si falta)."""
    if planilla.arbitraje is None:
        return []
    from app_planilla.nucleo.duplicada.publicacion import rondas_parciales

    def hoja(clave: str) -> Preparar:
        def preparar(ruta: Path, papel: str) -> None:
            from app_planilla.exportar.pdf import hoja_de_duplicada  # reportlab al imprimir, no al arrancar

            hoja_de_duplicada(clave, planilla, ruta, creada, papel)

        return preparar

    def clasificacion(ruta: Path, papel: str, hasta: int | None) -> None:
        from app_planilla.exportar.pdf import hoja_de_duplicada

        hoja_de_duplicada("clasificacion", planilla, ruta, creada, papel, hasta)

    todas = QCoreApplication.translate(
        "DialogoImprimir", "Sala: clasificación y hoja de cada participante ({0}, en un PDF)").format(
        planilla.participantes)
    return [
        HojaExtra(HOJA_SALA_CLASIFICACION, QCoreApplication.translate("DialogoImprimir", "Sala: clasificación"),
                  QCoreApplication.translate("DialogoImprimir", "clasificacion-sala.pdf"),
                  lambda ruta, papel: clasificacion(ruta, papel, None), rondas_parciales(planilla)[:-1],
                  clasificacion, QCoreApplication.translate("DialogoImprimir", "clasificacion-sala-ronda-{0}.pdf")),
        HojaExtra(HOJA_SALA_PARTICIPANTES, todas, QCoreApplication.translate("DialogoImprimir",
                                                                             "hojas-participantes.pdf"),
                  hoja("hojas-participantes")),
        HojaExtra(HOJA_SALA_REJILLA,
                  QCoreApplication.translate("DialogoImprimir", "Sala: rejilla de arbitraje (rondas × participantes)"),
                  QCoreApplication.translate("DialogoImprimir", "rejilla-arbitraje.pdf"), hoja("rejilla")),
        HojaExtra(HOJA_SALA_MAESTRA, QCoreApplication.translate("DialogoImprimir", "Sala: partida maestra"),
                  QCoreApplication.translate("DialogoImprimir", "partida-maestra.pdf"), hoja("partida-maestra")),
    ]


AJUSTE_PAPEL = "imprimir/papel"
"""El papel elegido en el diálogo (``a4`` o ``carta``); sin elegir, el del país del sistema."""


def papel_del_sistema() -> str:
    """El papel del país del sistema: el de ``LC_PAPER`` si lo hay (Linux permite un país para el papel); si no,
    el del locale de Qt (el de la configuración regional en Windows y macOS), y si este no dice el país, el de
    ``LC_ALL`` o ``LANG``."""
    papel = os.environ.get("LC_PAPER", "")
    if territorio(papel) is not None:
        return papel_de_locale(papel)
    sistema = QLocale.system().name()
    if territorio(sistema) is not None:
        return papel_de_locale(sistema)
    return papel_del_entorno(os.environ, sistema="")


class DialogoImprimir(QDialog):
    """Las hojas que se pueden imprimir. ``partida`` prepara la de la partida en curso (si la hay)."""

    def __init__(self, partida: Preparar | None = None, codigo_edicion: str = "es", parent: QWidget | None = None,
                 ajustes: QSettings | None = None, extras: Sequence[HojaExtra] = (), elegida: str | None = None):
        super().__init__(parent)
        self._extras = {e.clave: e for e in extras}
        self._ajustes = ajustes
        self.ruta: Path | None = None
        self.abierto = False
        """Si el PDF se abrió en un visor al terminar (sin visor, quien abrió el diálogo dice dónde quedó)."""
        self.setWindowTitle(self.tr("Imprimir"))
        self._partida = partida
        self.hoja = QComboBox()
        self.hoja.addItem(self.tr("Hoja de control de fichas"), HOJA_CONTROL)
        self.hoja.addItem(self.tr("Planilla clásica en blanco"), HOJA_CLASICA)
        self.hoja.addItem(self.tr("Planilla duplicada en blanco"), HOJA_DUPLICADA)
        self.hoja.addItem(self.tr("Planilla de Tantrix en blanco"), HOJA_TANTRIX)
        self.hoja.addItem(self.tr("Planilla de «4 en letras» en blanco"), HOJA_CUATRO_LETRAS)
        if partida is not None:
            self.hoja.addItem(self.tr("Planilla de la partida en curso"), HOJA_PARTIDA)
            self.hoja.setCurrentIndex(self.hoja.count() - 1)
        for extra in extras:
            self.hoja.addItem(extra.titulo, extra.clave)
        if elegida is not None and self.hoja.findData(elegida) >= 0:
            self.hoja.setCurrentIndex(self.hoja.findData(elegida))
        self.edicion = QComboBox()
        for ed in EDICIONES.values():
            self.edicion.addItem(ed.nombre, ed.codigo)
        self.edicion.setCurrentIndex(max(0, self.edicion.findData(codigo_edicion)))
        self.participantes = QSpinBox()
        self.participantes.setRange(1, 16)
        self.participantes.setValue(2)
        self.rondas = QComboBox()
        self.rondas.setObjectName("rondas_imprimir")
        self.rondas.setToolTip(self.tr("La clasificación con todas las rondas que cuentan o la parcial tras una "
                                       "de ellas (cada 3 rondas)"))
        self.papel = QComboBox()
        self.papel.addItem("A4", "a4")
        self.papel.addItem(self.tr("Carta (EE. UU.)"), "carta")
        recordado = ajustes.value(AJUSTE_PAPEL) if ajustes is not None else None
        papel = str(recordado) if recordado in PAPELES else papel_del_sistema()
        self.papel.setCurrentIndex(max(0, self.papel.findData(papel)))
        self._papel_elegido = False
        self.papel.activated.connect(self._elegir_papel)
        self.abrir = QCheckBox(self.tr("Abrir el PDF al terminar"))
        self.abrir.setChecked(True)
        self.error = QLabel("")
        self.error.setStyleSheet("color: #c62828;")
        self.error.setWordWrap(True)
        formulario = QFormLayout()
        formulario.addRow(self.tr("&Hoja:"), self.hoja)
        formulario.addRow(self.tr("&Edición:"), self.edicion)
        formulario.addRow(self.tr("&Participantes:"), self.participantes)
        formulario.addRow(self.tr("&Rondas:"), self.rondas)
        formulario.addRow(self.tr("P&apel:"), self.papel)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        caja = QVBoxLayout(self)
        caja.addLayout(formulario)
        caja.addWidget(self.abrir)
        caja.addWidget(self.error)
        caja.addWidget(botones)
        self.hoja.currentIndexChanged.connect(self._hoja_cambiada)
        botones.accepted.connect(self.guardar)
        botones.rejected.connect(self.reject)
        self._hoja_cambiada()

    def _elegir_papel(self) -> None:
        self._papel_elegido = True

    def _hoja_cambiada(self) -> None:
        hoja = self.hoja.currentData()
        extra = self._extras.get(hoja)
        parciales = extra.parciales if extra is not None and extra.preparar_parcial is not None else ()
        self.rondas.clear()
        self.rondas.addItem(self.tr("Todas las que cuentan"), 0)
        for r in parciales:
            self.rondas.addItem(self.tr("Tras la ronda {0}").format(r), r)
        self.rondas.setEnabled(bool(parciales))
        self.edicion.setEnabled(hoja == HOJA_CONTROL)
        self.participantes.setEnabled(hoja in (HOJA_CLASICA, HOJA_DUPLICADA, HOJA_TANTRIX, HOJA_CUATRO_LETRAS))
        if hoja in (HOJA_TANTRIX, HOJA_CUATRO_LETRAS):
            self.participantes.setRange(2, 4 if hoja == HOJA_TANTRIX else 16)
            self.participantes.setValue(4)
        if hoja == HOJA_CLASICA:
            self.participantes.setRange(2, 4)
            self.participantes.setValue(2)
        elif hoja == HOJA_DUPLICADA:
            self.participantes.setRange(1, 16)
            self.participantes.setValue(4)

    @property
    def hasta(self) -> int | None:
        """La ronda de la clasificación parcial elegida (``None``: todas las que cuentan)."""
        dato = self.rondas.currentData() if self.rondas.isEnabled() else None
        return dato if isinstance(dato, int) and dato > 0 else None

    def nombre_propuesto(self) -> str:
        extra = self._extras.get(self.hoja.currentData())
        if extra is not None:
            hasta = self.hasta
            return extra.nombre_parcial.format(hasta) if hasta and extra.nombre_parcial else extra.nombre
        return {
            HOJA_CONTROL: self.tr("control-de-fichas.pdf"),
            HOJA_CLASICA: self.tr("planilla-clasica.pdf"),
            HOJA_DUPLICADA: self.tr("planilla-duplicada.pdf"),
            HOJA_PARTIDA: self.tr("partida.pdf"),
            HOJA_TANTRIX: self.tr("planilla-tantrix.pdf"),
            HOJA_CUATRO_LETRAS: self.tr("planilla-4-en-letras.pdf"),
        }[self.hoja.currentData()]

    def pedir_ruta(self) -> str:
        """Dónde guardar; las pruebas lo sustituyen para no abrir el diálogo de ficheros."""
        return pedir_para_guardar(self, self.tr("Guardar el PDF"), self.nombre_propuesto(), self.tr("PDF (*.pdf)"),
                                  self._ajustes)

    def abrir_pdf(self, ruta: Path) -> bool:
        """Abre el PDF en el visor del sistema; ``False`` si no hay ninguno que lo abra."""
        return bool(QDesktopServices.openUrl(QUrl.fromLocalFile(str(ruta))))

    def escribir(self, ruta: Path) -> None:
        hoja = self.hoja.currentData()
        papel = str(self.papel.currentData())
        if hoja in self._extras:
            extra = self._extras[hoja]
            if extra.preparar_parcial is not None and self.hasta is not None:
                extra.preparar_parcial(ruta, papel, self.hasta)
            else:
                extra.preparar(ruta, papel)
        elif hoja != HOJA_PARTIDA:
            from app_planilla.exportar.pdf import hoja_en_blanco

            hoja_en_blanco(hoja, ruta, self.participantes.value(), str(self.edicion.currentData()), papel)
        elif self._partida is not None:
            self._partida(ruta, papel)

    def guardar(self) -> None:
        ruta_texto = self.pedir_ruta()
        if not ruta_texto:
            return
        ruta = Path(ruta_texto)
        if ruta.suffix.lower() != ".pdf":
            ruta = ruta.with_suffix(".pdf")
        # Las 200 hojas de una sala tardan un segundo o dos: el cursor dice que se está escribiendo.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.escribir(ruta)
        except (OSError, ValueError) as e:
            motivo = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            self.error.setText(self.tr("No se pudo guardar «%1»: %2").replace("%1", ruta.name).replace("%2", motivo))
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.ruta = ruta
        if self._papel_elegido and self._ajustes is not None:
            self._ajustes.setValue(AJUSTE_PAPEL, str(self.papel.currentData()))
        self.abierto = self.abrir.isChecked() and self.abrir_pdf(ruta)
        self.accept()
