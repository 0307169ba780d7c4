"""«Emparejar…» en la ventana del director: los emparejamientos de una ronda, leídos del ``.t`` de la división
o de ``html/tourney.js`` de TSH, o de un CSV (``nucleo.torneo.emparejamientos``), o tecleados aquí
(«Teclear…», ``ui.torneo.teclear``), se ven antes de publicarlos y se publican como ``planilla torneo
emparejar``. Lo leído de un archivo se puede corregir a mano con «Teclear…»."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.torneo import emparejamientos
from app_planilla.nucleo.torneo.carpeta import leer_bytes, publicar
from app_planilla.nucleo.torneo.clasificacion import nombres
from app_planilla.nucleo.torneo.direccion import del_director
from app_planilla.nucleo.torneo.emparejamientos import FilaTecleada, de_filas, filas_de
from app_planilla.nucleo.torneo.fusion import Fusion
from app_planilla.nucleo.torneo.modelos import Emparejamiento, Jugador
from app_planilla.nucleo.torneo.sobres import EMPAREJAMIENTOS


def leer_archivo(ruta: Path, division: str, ronda: int) -> Emparejamiento:
    """Los emparejamientos de ``ruta`` según su extensión: ``.t`` de TSH, ``.js`` (``tourney.js``) o CSV."""
    sufijo = ruta.suffix.lower()
    leer = (emparejamientos.de_tsh if sufijo == ".t" else emparejamientos.de_tourney if sufijo == ".js"
            else emparejamientos.de_csv)
    return leer(leer_bytes(ruta), division, ronda)


def filas_para_teclear(fusion: Fusion, division: str, ronda: int) -> list[FilaTecleada]:
    """Con qué empieza la tabla de «Teclear…»: los emparejamientos ya publicados de esa ronda (para corregirlos)
    o, si no los hay, las mesas de la ronda anterior (o tantas como la mitad de la lista) sin jugadores."""
    ya = fusion.emparejamientos.get((division, ronda))
    if ya is not None:
        return filas_de(ya, nombres(fusion, division))
    anterior = fusion.emparejamientos.get((division, ronda - 1))
    if anterior is not None:
        numeros = [m.mesa for m in anterior.mesas]
    else:
        numeros = list(range(1, max(1, math.ceil(len(nombres(fusion, division)) / 2)) + 1))
    return [FilaTecleada(str(n), "", "") for n in numeros]


class DialogoEmparejar(QDialog):
    """Elegir división, ronda y archivo (o teclearlos); ver lo leído; publicar. ``publicado``: lo publicado al
    aceptar."""

    def __init__(self, fusion: Fusion, carpeta: Path, datos: Path, division: str, ronda: int,
                 ajustes: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_emparejar")
        self.setWindowTitle(self.tr("Emparejar una ronda"))
        self.fusion = fusion
        self.carpeta = carpeta
        self.datos = datos
        self.ajustes = ajustes
        self.ruta: Path | None = None
        self.filas: list[FilaTecleada] | None = None
        """Los emparejamientos tecleados (en vez de un archivo), tal como se escribieron."""
        self.leido: Emparejamiento | None = None
        self.nuevos: tuple[Jugador, ...] = ()
        self.publicado: Emparejamiento | None = None
        self.ejecutar_dialogo: Callable[[QDialog], bool] = lambda d: d.exec() == QDialog.DialogCode.Accepted
        """Abre «Teclear…» y dice si se aceptó; las pruebas lo sustituyen para no bloquear."""
        self._locale = QLocale()
        t = fusion.torneo

        capa = QVBoxLayout(self)
        formulario = QFormLayout()
        self.division = QComboBox()
        self.division.setObjectName("division")
        self.division.addItems(list(t.divisiones))
        self.division.setCurrentIndex(max(0, self.division.findText(division)))
        formulario.addRow(self.tr("&División:"), self.division)
        formulario.setRowVisible(self.division, len(t.divisiones) > 1)
        self.ronda = QSpinBox()
        self.ronda.setObjectName("ronda")
        self.ronda.setRange(1, t.rondas)
        self.ronda.setValue(min(max(ronda, 1), t.rondas))
        formulario.addRow(self.tr("&Ronda:"), self.ronda)
        self.texto_archivo = QLabel(self.tr("(ninguno)"))
        self.texto_archivo.setObjectName("archivo")
        self.texto_archivo.setTextFormat(Qt.TextFormat.PlainText)
        self.texto_archivo.setWordWrap(True)
        self.boton_archivo = QPushButton(self.tr("&Archivo…"))
        self.boton_archivo.setObjectName("elegir_archivo")
        self.boton_archivo.setToolTip(self.tr("El .t de la división en TSH, su html/tourney.js o un CSV "
                                              "(mesa;numero1;nombre1;numero2;nombre2[;margen]; empieza el primero; "
                                              "rival 0 = descanso)"))
        self.boton_archivo.clicked.connect(self.elegir_archivo)
        self.boton_teclear = QPushButton(self.tr("&Teclear…"))
        self.boton_teclear.setObjectName("teclear")
        self.boton_teclear.setToolTip(self.tr("Escribir aquí los emparejamientos, mesa a mesa (o corregir los leídos "
                                              "de un archivo)"))
        self.boton_teclear.clicked.connect(lambda: self.teclear())
        fila = QHBoxLayout()
        fila.addWidget(self.texto_archivo, 1)
        fila.addWidget(self.boton_archivo)
        fila.addWidget(self.boton_teclear)
        formulario.addRow(self.tr("De:"), fila)
        capa.addLayout(formulario)
        self.vista = QPlainTextEdit()
        self.vista.setObjectName("vista")
        self.vista.setReadOnly(True)
        self.vista.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))  # las columnas, alineadas
        self.vista.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        capa.addWidget(self.vista, 1)
        self.nota = QLabel()
        self.nota.setObjectName("nota")
        self.nota.setWordWrap(True)
        capa.addWidget(self.nota)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.boton_publicar = botones.button(QDialogButtonBox.StandardButton.Ok)
        self.boton_publicar.setText(self.tr("&Publicar"))
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)
        self.division.currentIndexChanged.connect(lambda _i: self.leer())
        self.ronda.valueChanged.connect(lambda _v: self.leer())
        self.resize(640, 460)
        self.leer()
        self.boton_archivo.setFocus()

    def pedir_archivo(self) -> str:
        """El archivo elegido en el diálogo de ficheros; las pruebas lo sustituyen."""
        from app_planilla.ui.archivo.dialogo_ficheros import pedir_para_abrir

        return pedir_para_abrir(self, self.tr("Emparejamientos"),
                                self.tr("TSH o CSV (*.t *.js *.csv *.txt);;Todos los ficheros (*)"), self.ajustes)

    def elegir_archivo(self) -> None:
        elegido = self.pedir_archivo()
        if elegido:
            self.ruta = Path(elegido)
            self.filas = None
            self.texto_archivo.setText(str(self.ruta))
            self.leer()

    def teclear(self) -> bool:
        """«Teclear…»: la tabla para escribir los emparejamientos de la división y ronda elegidas, empezando por
        lo leído (de un archivo o tecleado antes), por los ya publicados o por las mesas de la ronda anterior."""
        from app_planilla.ui.torneo.teclear import DialogoTeclear

        division, ronda = self.division.currentText(), self.ronda.value()
        if self.filas is not None:
            filas = self.filas
        elif self.leido is not None:
            filas = filas_de(self.leido, nombres(self.fusion, division))
        else:
            filas = filas_para_teclear(self.fusion, division, ronda)
        t = self.fusion.torneo
        dialogo = DialogoTeclear(division, ronda, t.rondas, nombres(self.fusion, division), filas,
                                 len(t.divisiones) > 1, self)
        if not self.ejecutar_dialogo(dialogo):
            return False
        self.usar_tecleados(dialogo.filas)
        self.boton_publicar.setFocus()
        return True

    def usar_tecleados(self, filas: list[FilaTecleada]) -> None:
        """Los emparejamientos salen de ``filas`` (en vez de un archivo): se comprueban y se ven."""
        self.filas = filas
        self.ruta = None
        self.texto_archivo.setText(self.tr("tecleados aquí"))
        self.leer()

    def leer(self) -> None:
        """Lee el archivo para la división y la ronda elegidas y muestra lo leído (o por qué no se puede)."""
        self.leido = None
        self.vista.clear()
        self.boton_publicar.setEnabled(False)
        division, ronda = self.division.currentText(), self.ronda.value()
        partes = []
        if (division, ronda) in self.fusion.emparejamientos:
            partes.append(self.tr("La ronda {0} ya tiene emparejamientos: los nuevos los sustituyen.").format(
                self._locale.toString(ronda)))
        self.nuevos = ()
        if self.ruta is None and self.filas is None:
            self.nota.setText(" ".join([self.tr("Elija el archivo de los emparejamientos o tecléelos."), *partes]))
            return
        try:
            if self.filas is not None:
                tecleado = de_filas(self.filas, division, ronda, self.fusion.torneo.rondas,
                                    nombres(self.fusion, division))
                emp, self.nuevos = tecleado.emparejamiento, tecleado.nuevos
            else:
                assert self.ruta is not None
                emp = leer_archivo(self.ruta, division, ronda)
        except (ErrorPlanilla, OSError) as e:
            self.nota.setText(self.tr("No se puede leer «{0}»: {1}").format(self.ruta.name, e) if self.ruta
                              else self.tr("Los emparejamientos tecleados no valen: {0}").format(e))
            self.nota.setStyleSheet("color: #c62828;")
            return
        self.nota.setStyleSheet("")
        self.leido = emp
        lineas = [f"{m.mesa:>4}  {m.jugadores[0].numero} {m.jugadores[0].nombre} – "
                  f"{m.jugadores[1].numero} {m.jugadores[1].nombre}" + ("" if m.empieza_sabido else "  *")
                  for m in emp.mesas]
        lineas += [self.tr("   —  {0} {1}: sin rival ({2:+d})").format(x.jugador.numero, x.jugador.nombre, x.margen)
                   for x in emp.descansos]
        self.vista.setPlainText("\n".join(lineas))
        partes.insert(0, self.tr("{0} mesas y {1} descansos.").format(self._locale.toString(len(emp.mesas)),
                                                                      self._locale.toString(len(emp.descansos))))
        if any(not m.empieza_sabido for m in emp.mesas):
            partes.append(self.tr("* No se sabe quién empieza: lo elige la mesa."))
        if self.nuevos:
            partes.append(self.tr("Jugadores nuevos en la división: {0}.").format(
                "; ".join(f"{j.numero} {j.nombre}" for j in self.nuevos)))
        self.nota.setText(" ".join(partes))
        self.boton_publicar.setEnabled(True)

    def aceptar(self) -> None:
        emp = self.leido
        if emp is None:
            return
        try:
            p, _t = del_director(self.datos, self.carpeta)
            publicar(self.datos, p, self.carpeta, EMPAREJAMIENTOS, emp.a_datos())
        except (ErrorPlanilla, OSError) as e:
            self.nota.setText(self.tr("No se han publicado: {0}").format(e))
            self.nota.setStyleSheet("color: #c62828;")
            return
        self.publicado = emp
        self.accept()
