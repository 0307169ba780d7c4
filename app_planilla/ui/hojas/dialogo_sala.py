"""«Nueva partida ▸ Duplicada con arbitraje (sala)»: los inscritos (1 a 200) y las reglas del arbitraje.

Los inscritos se escriben, se pegan de una hoja de cálculo (tabuladores) o se importan de un CSV, siempre en el
mismo recuadro de texto: una línea por participante con nombre, licencia, club y mesa (solo el nombre basta: las
mesas se numeran solas). Debajo, la vista previa de lo que entrará y un mensaje por cada línea mala: es la
lectura del núcleo (``inscripcion.leer_inscritos``), la misma que se usa al aceptar. Las reglas son un
preajuste (FISE, FISF) o «a medida», con cada valor editable. Pieza común (no de una hoja): la usa el diálogo
«Nueva partida» y la hoja duplicada describe con ``texto_reglas`` las reglas de la sala abierta.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app_planilla.ficheros import leer_fichero
from app_planilla.nucleo.duplicada.inscripcion import (
    MAX_BYTES,
    MAX_INSCRITOS,
    ErrorInscripcion,
    Inscrito,
    LecturaInscritos,
    leer_inscritos,
)
from app_planilla.nucleo.duplicada.reglas_arbitraje import PREAJUSTES, ReglasArbitraje, nombre_reglas
from app_planilla.nucleo.errores import ErrorPlanilla

PedirRuta = Callable[[QWidget], str]
MAX_LINEAS_MALAS = 4
"""Líneas malas que se dicen una a una (las demás, contadas): el diálogo cabe en 1024×600."""


class TextosReglas(QObject):
    """Las reglas de arbitraje en palabras (contexto de traducción propio)."""

    @staticmethod
    def describir(r: ReglasArbitraje) -> str:
        lineas = []
        if r.bonificacion_maestra or r.bonificacion_segunda:
            partes = []
            if r.bonificacion_maestra:
                partes.append(TextosReglas.tr("+{0} a quien sola iguala la maestra").format(r.bonificacion_maestra))
            if r.bonificacion_segunda:
                partes.append(TextosReglas.tr("+{0} a quien sola tiene la mejor por debajo").format(
                    r.bonificacion_segunda))
            if r.tope_bonificacion:
                partes.append(TextosReglas.tr("tope {0} por partida").format(r.tope_bonificacion))
            quienes = (TextosReglas.tr("participantes activos") if r.cuentan_activos
                       else TextosReglas.tr("participantes"))
            partes.append(TextosReglas.tr("desde {0} {1}").format(r.minimo_para_bonificar, quienes))
            lineas.append(TextosReglas.tr("Bonificaciones: {0}.").format(", ".join(partes)))
        else:
            lineas.append(TextosReglas.tr("Sin bonificaciones."))
        if r.cero_por_coordenada:
            lineas.append(TextosReglas.tr("Coordenada desplazada: cero."))
        else:
            lineas.append(TextosReglas.tr("Coordenada desplazada: vale donde cabe, −{0}.").format(
                r.penalizacion_desplazada))
        if r.cero_por_puntos:
            lineas.append(TextosReglas.tr("Puntos declarados erróneos: cero."))
        elif r.aviso_por_puntos:
            lineas.append(TextosReglas.tr("Puntos ausentes o erróneos: aviso."))
        if r.penalizacion_aviso:
            lineas.append(TextosReglas.tr("Avisos: −{0} cada uno desde el {1}.º de la partida.").format(
                r.penalizacion_aviso, r.avisos_sin_penalizar + 1))
        else:
            lineas.append(TextosReglas.tr("Los avisos no restan."))
        return "\n".join(lineas)


def texto_reglas(reglas: ReglasArbitraje) -> str:
    return TextosReglas.describir(reglas)


class EditorReglas(QWidget):
    """Preajuste de las reglas y cada valor; con FISE o FISF los valores se ven y no se cambian; «A medida»
    parte de lo que se ve y los deja cambiar todos."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editor_reglas")
        capa = QFormLayout(self)
        capa.setContentsMargins(4, 4, 4, 4)
        capa.setVerticalSpacing(3)
        self.preajuste = QComboBox()
        self.preajuste.setObjectName("preajuste_reglas")
        for clave in PREAJUSTES:
            self.preajuste.addItem(nombre_reglas(clave), clave)
        capa.addRow(self.tr("Arbitra&je:"), self.preajuste)

        def numero(nombre: str, texto: str, sufijo: str = "") -> QSpinBox:
            caja = QSpinBox()
            caja.setObjectName(nombre)
            caja.setRange(0, 1000)
            caja.setSuffix(sufijo)
            capa.addRow(texto, caja)
            return caja

        def casilla(nombre: str, texto: str) -> QCheckBox:
            c = QCheckBox(texto)
            c.setObjectName(nombre)
            capa.addRow("", c)
            return c

        self.valores: dict[str, QSpinBox | QCheckBox] = {
            "bonificacion_maestra": numero("bonificacion_maestra", self.tr("Maestra en solitario:"),
                                           self.tr(" puntos")),
            "bonificacion_segunda": numero("bonificacion_segunda", self.tr("Mejor por debajo, en solitario:"),
                                           self.tr(" puntos")),
            "tope_bonificacion": numero("tope_bonificacion", self.tr("Tope por partida (0: sin tope):"),
                                        self.tr(" puntos")),
            "minimo_para_bonificar": numero("minimo_para_bonificar", self.tr("Bonificaciones desde:"),
                                            self.tr(" participantes")),
            "cuentan_activos": casilla("cuentan_activos", self.tr("Contar solo los activos")),
            "cero_por_coordenada": casilla("cero_por_coordenada", self.tr("Coordenada desplazada: cero")),
            "penalizacion_desplazada": numero("penalizacion_desplazada", self.tr("Si no es cero, resta:"),
                                              self.tr(" puntos")),
            "cero_por_puntos": casilla("cero_por_puntos", self.tr("Puntos declarados erróneos: cero")),
            "aviso_por_puntos": casilla("aviso_por_puntos", self.tr("Puntos ausentes o erróneos: aviso")),
            "avisos_sin_penalizar": numero("avisos_sin_penalizar", self.tr("Avisos que no restan:")),
            "penalizacion_aviso": numero("penalizacion_aviso", self.tr("Cada aviso de más resta:"),
                                         self.tr(" puntos")),
        }
        self.valores["cuentan_activos"].setToolTip(self.tr(
            "Para el mínimo de las bonificaciones, solo cuentan quienes tienen alguna jugada con puntos en la "
            "partida (FISF)."))
        self.preajuste.currentIndexChanged.connect(self._preajuste_elegido)
        self.poner(PREAJUSTES["fise"])

    def _preajuste_elegido(self) -> None:
        clave = str(self.preajuste.currentData())
        if clave == "a_medida":
            self._bloquear(False)  # a medida parte de lo que se ve
        else:
            self.poner(PREAJUSTES[clave])

    def _bloquear(self, bloquear: bool) -> None:
        for w in self.valores.values():
            w.setEnabled(not bloquear)

    def poner(self, reglas: ReglasArbitraje) -> None:
        self.preajuste.blockSignals(True)
        self.preajuste.setCurrentIndex(max(0, self.preajuste.findData(reglas.clave)))
        self.preajuste.blockSignals(False)
        for nombre, w in self.valores.items():
            valor = getattr(reglas, nombre)
            if isinstance(w, QCheckBox):
                w.setChecked(bool(valor))
            else:
                w.setValue(int(valor))
        self._bloquear(reglas.clave != "a_medida")

    def reglas(self) -> ReglasArbitraje:
        clave = str(self.preajuste.currentData())
        if clave != "a_medida":
            return PREAJUSTES[clave]
        valores: dict[str, int | bool] = {}
        for f in fields(ReglasArbitraje):
            w = self.valores.get(f.name)
            if isinstance(w, QCheckBox):
                valores[f.name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                valores[f.name] = w.value()
        return replace(PREAJUSTES["a_medida"], **valores)


class EditorInscritos(QWidget):
    """El recuadro de los inscritos, «Importar un CSV…», la vista previa y las líneas malas."""

    def __init__(self, parent: QWidget | None = None, ajustes: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editor_inscritos")
        self.ajustes = ajustes
        self.pedir_ruta: PedirRuta = self._pedir_ruta
        """Elige el CSV (las pruebas lo sustituyen)."""
        self.lectura = LecturaInscritos((), ())
        self.error_general = ""
        capa = QVBoxLayout(self)
        capa.setContentsMargins(4, 4, 4, 4)
        capa.setSpacing(4)
        ayuda = QLabel(self.tr(
            "Una línea por participante: nombre, licencia, club y mesa, separados por tabuladores (pegados de una "
            "hoja de cálculo), «;» o «,». Basta el nombre: las mesas se numeran solas. De 1 a {0}.")
            .format(MAX_INSCRITOS))
        ayuda.setWordWrap(True)
        ayuda.setStyleSheet("color: #5a5a5a;")
        # Alto para tres líneas: una etiqueta que parte líneas no cuenta su alto en el mínimo del diálogo, y lo
        # de debajo se le montaría encima.
        ayuda.setMinimumHeight(ayuda.fontMetrics().lineSpacing() * 3 + 2)
        capa.addWidget(ayuda)
        self.texto = QPlainTextEdit()
        self.texto.setObjectName("texto_inscritos")
        self.texto.setTabChangesFocus(False)
        self.texto.setPlaceholderText(self.tr("Ana García\tE1001\tClub Madrid\t1\nBea López\t\t\t2"))
        self.texto.setAccessibleName(self.tr("Inscritos"))
        alto = self.texto.fontMetrics().lineSpacing()
        self.texto.setMinimumHeight(alto * 5 + 12)
        # Columnas alineadas al pegar de una hoja de cálculo: un tabulador, el ancho de un nombre largo.
        self.texto.setTabStopDistance(self.texto.fontMetrics().horizontalAdvance("Dolores Martínez "))
        capa.addWidget(self.texto, 2)
        fila = QHBoxLayout()
        self.boton_importar = QPushButton(self.tr("Importar un &CSV…"))
        self.boton_importar.setObjectName("importar_inscritos")
        self.boton_importar.setAutoDefault(False)
        self.resumen = QLabel()
        self.resumen.setObjectName("resumen_inscritos")
        fila.addWidget(self.boton_importar)
        fila.addWidget(self.resumen, 1)
        capa.addLayout(fila)
        self.vista = QTableWidget(0, 4)
        self.vista.setObjectName("vista_inscritos")
        self.vista.setHorizontalHeaderLabels([self.tr("Mesa"), self.tr("Nombre"), self.tr("Licencia"), self.tr("Club")])
        self.vista.verticalHeader().hide()
        self.vista.verticalHeader().setDefaultSectionSize(20)
        self.vista.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.vista.horizontalHeader().setStretchLastSection(True)
        self.vista.setColumnWidth(0, 50)
        self.vista.setColumnWidth(1, 170)
        self.vista.setColumnWidth(2, 80)
        self.vista.setMinimumHeight(self.vista.horizontalHeader().sizeHint().height() + 20 * 3 + 4)
        capa.addWidget(self.vista, 3)
        self.errores = QLabel()
        self.errores.setObjectName("errores_inscritos")
        self.errores.setWordWrap(False)  # una línea por línea mala: su alto cuenta en el del diálogo
        self.errores.setStyleSheet("QLabel { color: #8a1c12; }")
        self.errores.setTextFormat(Qt.TextFormat.PlainText)
        self.errores.hide()
        capa.addWidget(self.errores)
        self._reloj = QTimer(self)
        self._reloj.setSingleShot(True)
        self._reloj.setInterval(150)
        self._reloj.timeout.connect(self.leer)
        self.texto.textChanged.connect(self._reloj.start)
        self.boton_importar.clicked.connect(self.importar)
        self.leer()

    def poner_nombres(self, nombres: list[str]) -> None:
        self.texto.setPlainText("\n".join(nombres))
        self.leer()

    def leer(self) -> LecturaInscritos:
        """Lee el recuadro (como al aceptar) y pinta la vista previa y los errores."""
        self._reloj.stop()
        texto = self.texto.toPlainText()
        self.error_general = ""
        try:
            self.lectura = leer_inscritos(texto)
        except ErrorPlanilla as e:
            self.lectura = LecturaInscritos((), ())
            self.error_general = str(e)
        self._pintar()
        return self.lectura

    def _pintar(self) -> None:
        inscritos = self.lectura.inscritos
        self.vista.setUpdatesEnabled(False)
        self.vista.setRowCount(len(inscritos))
        for fila, x in enumerate(inscritos):
            for col, valor in enumerate((str(x.mesa), x.nombre, x.licencia, x.club)):
                item = QTableWidgetItem(valor)
                if col == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.vista.setItem(fila, col, item)
        self.vista.setUpdatesEnabled(True)
        malas = self.lectura.errores
        self.resumen.setText(EditorInscritos.tr("%n inscritos", "", len(inscritos))
                             + (EditorInscritos.tr(" · %n líneas con errores", "", len(malas)) if malas else ""))
        textos = [self.error_general] if self.error_general else []
        textos += [self.tr("Línea {0}: {1}").format(m.numero, m.motivo) for m in malas[:MAX_LINEAS_MALAS]]
        if len(malas) > MAX_LINEAS_MALAS:
            textos.append(EditorInscritos.tr("… y %n líneas más.", "", len(malas) - MAX_LINEAS_MALAS))
        self.errores.setText("\n".join(textos))
        if self.errores.isVisibleTo(self) != bool(textos):
            self.errores.setVisible(bool(textos))
            self.updateGeometry()
            ventana = self.window()
            if ventana is not self and ventana.isVisible() and ventana.layout() is not None:
                # El diálogo crece (o vuelve) con los errores, sin taparse: su capa guarda los mínimos de antes.
                ventana.layout().invalidate()
                ventana.layout().activate()
                ventana.adjustSize()

    def inscritos(self) -> tuple[Inscrito, ...]:
        """Los inscritos para empezar; ``ErrorInscripcion`` con el porqué si no se puede (nada entra)."""
        lectura = self.leer()
        if self.error_general:
            raise ErrorInscripcion(self.error_general)
        if lectura.errores:
            raise ErrorInscripcion(EditorInscritos.tr(
                "%n líneas de los inscritos tienen errores: corrígelas o bórralas (la primera: línea {0}, {1}).", "",
                len(lectura.errores)).format(lectura.errores[0].numero, lectura.errores[0].motivo))
        if not lectura.inscritos:
            raise ErrorInscripcion(self.tr("Escribe, pega o importa los inscritos (al menos uno)."))
        return lectura.inscritos

    def _pedir_ruta(self, padre: QWidget) -> str:
        from app_planilla.ui.archivo.dialogo_ficheros import pedir_para_abrir

        return pedir_para_abrir(padre, self.tr("Importar los inscritos"),
                                self.tr("Inscritos (*.csv *.txt *.tsv);;Todos los archivos (*)"), self.ajustes)

    def importar(self) -> bool:
        """«Importar un CSV…»: su texto (UTF-8 o cp1252) pasa al recuadro, que lo lee como si se hubiera pegado."""
        ruta = self.pedir_ruta(self)
        if not ruta:
            return False
        demasiado = QCoreApplication.translate("EditorInscritos", "El archivo tiene más de {0} MB: no es una lista de "
                                               "inscritos.").format(MAX_BYTES // 1_000_000)
        try:
            datos = leer_fichero(ruta, MAX_BYTES, demasiado, ErrorInscripcion)
            lectura = leer_inscritos(datos)
        except (ErrorPlanilla, OSError) as e:
            mensaje = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            self.error_general = self.tr("No se ha podido importar «{0}»: {1}").format(Path(ruta).name, mensaje)
            self.errores.setText(self.error_general)
            self.errores.show()
            return False
        texto = datos.decode("utf-8-sig" if lectura.codificacion == "utf-8" else lectura.codificacion)
        self.texto.setPlainText(texto.removeprefix("\ufeff"))
        self.leer()
        return True


__all__ = ["EditorInscritos", "EditorReglas", "TextosReglas", "texto_reglas"]
