"""«Archivo ▸ Nueva carpeta de torneo…»: crear la carpeta del torneo desde la ventana, como ``planilla torneo
crear``.

Nombre, clase (clásica: divisiones, rondas y reglas; duplicada por salas: salas, rondas y reglas del arbitraje
FISE o FISF) y la carpeta, que tiene que ser nueva o estar vacía y quedar fuera de la carpeta de datos de
Planilla. Todo se comprueba antes de escribir nada (``carpeta.comprobar_nueva``, ``division_valida``,
``sala_valida``) y se crea con las mismas funciones del núcleo que la línea de órdenes (``carpeta.crear``,
``salas.crear_duplicada``); este portátil (su carpeta de datos) queda como el del director.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.clasica.reglas import PREAJUSTES as REGLAS_CLASICA
from app_planilla.nucleo.duplicada.reglas_arbitraje import NOMBRES as NOMBRES_ARBITRAJE
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.carpeta import DIRECCION, MESAS, comprobar_nueva, crear
from app_planilla.nucleo.torneo.modelos import CLASICA, DUPLICADA, MAX_RONDAS, division_valida, sala_valida
from app_planilla.nucleo.torneo.salas import crear_duplicada
from app_planilla.ui.archivo.dialogo_ficheros import CARPETAS

RONDAS_CLASICA = 7
"""Como ``planilla torneo crear``: 7 rondas en la clásica; en la duplicada, lo que dure la partida."""
ARBITRAJES = ("fise", "fisf")
CARPETA_AJUSTES = f"{CARPETAS}/torneo"
"""La misma clave que recuerda «Carpeta del torneo…»: la carpeta creada se propone al abrirla."""


def _trozos(texto: str, separadores: str) -> list[str]:
    return [t for t in re.split(f"[{separadores}]", texto) if t.strip()]


def _repetido(nombres: tuple[str, ...]) -> str | None:
    """El primer nombre que repite otro anterior (sin mirar mayúsculas), tal como se escribió."""
    vistos: set[str] = set()
    for n in nombres:
        if n.casefold() in vistos:
            return n
        vistos.add(n.casefold())
    return None


def nombre_de_carpeta(nombre: str) -> str:
    """Un nombre de carpeta sacado del del torneo: sin lo que no vale en FAT o NTFS («Open de Madrid 2025»)."""
    limpio = re.sub(r'[<>:"/\\|?*\x00-\x1f]', "", nombre).strip().strip(".")
    return " ".join(limpio.split())[:60]


class DialogoNuevoTorneo(QDialog):
    """Al aceptar, ``carpeta`` es la carpeta creada (con su ``torneo.json``) y ``torneo`` lo escrito en él."""

    def __init__(self, datos: Path, base: Path, ajustes: QSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_nuevo_torneo")
        self.setWindowTitle(self.tr("Nueva carpeta de torneo"))
        self.datos = datos
        """La carpeta de datos de este portátil: queda como el del director."""
        self.base = base
        """Dónde se propone la carpeta (``base/NOMBRE``) mientras no se elija otra."""
        self.ajustes = ajustes
        self.carpeta: Path | None = None
        self.torneo: object | None = None
        self._carpeta_a_mano = False

        capa = QVBoxLayout(self)
        # Un solo formulario (las etiquetas alineadas); las filas de la otra clase, ocultas.
        self.formulario = f = QFormLayout()
        self.nombre = QLineEdit()
        self.nombre.setObjectName("nombre")
        self.nombre.setMaxLength(200)
        self.nombre.setPlaceholderText(self.tr("Open de Madrid 2025"))
        f.addRow(self.tr("&Nombre:"), self.nombre)
        self.clase = QComboBox()
        self.clase.setObjectName("clase")
        self.clase.addItem(self.tr("Clásica, por mesas (con divisiones)"), CLASICA)
        self.clase.addItem(self.tr("Duplicada, por salas"), DUPLICADA)
        f.addRow(self.tr("C&lase:"), self.clase)

        self.divisiones = QLineEdit("A")
        self.divisiones.setObjectName("divisiones")
        self.divisiones.setToolTip(self.tr("Separadas por comas o espacios: «A, B, C». Letras, cifras, «-» o «_», "
                                           "como en TSH."))
        f.addRow(self.tr("&Divisiones:"), self.divisiones)
        self.rondas_clasica = QSpinBox()
        self.rondas_clasica.setObjectName("rondas_clasica")
        self.rondas_clasica.setRange(1, MAX_RONDAS)
        self.rondas_clasica.setValue(RONDAS_CLASICA)
        f.addRow(self.tr("&Rondas:"), self.rondas_clasica)
        self.reglas = QComboBox()
        self.reglas.setObjectName("reglas")
        for clave, r in REGLAS_CLASICA.items():
            self.reglas.addItem(r.nombre, clave)
        self.reglas.setCurrentIndex(self.reglas.findData("fise"))
        f.addRow(self.tr("R&eglas:"), self.reglas)
        self.de_clasica: tuple[QWidget, ...] = (self.divisiones, self.rondas_clasica, self.reglas)

        self.salas = QLineEdit()
        self.salas.setObjectName("salas")
        self.salas.setPlaceholderText(self.tr("Norte, Sur, Anexo"))
        self.salas.setToolTip(self.tr("Separadas por comas; cada una con letras, cifras y espacios."))
        f.addRow(self.tr("&Salas:"), self.salas)
        self.rondas_duplicada = QSpinBox()
        self.rondas_duplicada.setObjectName("rondas_duplicada")
        self.rondas_duplicada.setRange(1, MAX_RONDAS)
        self.rondas_duplicada.setValue(MAX_RONDAS)
        self.rondas_duplicada.setToolTip(self.tr("Como mucho: la partida dura lo que dure."))
        f.addRow(self.tr("&Rondas:"), self.rondas_duplicada)
        self.arbitraje = QComboBox()
        self.arbitraje.setObjectName("arbitraje")
        for clave in ARBITRAJES:
            self.arbitraje.addItem(_(NOMBRES_ARBITRAJE[clave]), clave)
        f.addRow(self.tr("&Arbitraje:"), self.arbitraje)
        self.de_duplicada: tuple[QWidget, ...] = (self.salas, self.rondas_duplicada, self.arbitraje)

        self.ruta = QLineEdit()
        self.ruta.setObjectName("carpeta")
        self.ruta.setToolTip(self.tr("Nueva o vacía, fuera de la carpeta de datos de Planilla. Es la que se "
                                     "comparte con las mesas (direccion/) y de vuelta (mesas/)."))
        self.boton_elegir = QPushButton(self.tr("Ele&gir…"))
        self.boton_elegir.setObjectName("elegir_carpeta")
        self.boton_elegir.setAutoDefault(False)
        self.boton_elegir.clicked.connect(self.elegir_carpeta)
        fila = QHBoxLayout()
        fila.addWidget(self.ruta, 1)
        fila.addWidget(self.boton_elegir)
        etiqueta_ruta = QLabel(self.tr("Car&peta:"))
        etiqueta_ruta.setBuddy(self.ruta)
        f.addRow(etiqueta_ruta, fila)
        capa.addLayout(f)

        self.nota = QLabel()
        self.nota.setObjectName("nota")
        self.nota.setWordWrap(True)
        self.nota.setTextFormat(Qt.TextFormat.PlainText)
        capa.addWidget(self.nota)
        capa.addStretch(1)
        # Un botón propio (no el «Aceptar» estándar, que la caja vuelve a traducir si cambia el idioma).
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.boton_crear = botones.addButton(self.tr("Crear y a&brir"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.boton_crear.setObjectName("crear")
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)
        self.boton_crear.setDefault(True)  # Intro en cualquier campo (ya dentro del diálogo)

        self.clase.currentIndexChanged.connect(self._al_cambiar_clase)
        self.nombre.textChanged.connect(self._proponer_carpeta)
        self.ruta.textEdited.connect(self._a_mano)
        self._al_cambiar_clase()
        self._proponer_carpeta()
        self.nombre.setFocus()
        self.resize(620, self.sizeHint().height())

    # ------------------------------------------------------------------ lo que se ve

    def _al_cambiar_clase(self) -> None:
        duplicada = self.clase.currentData() == DUPLICADA
        for w in self.de_clasica:
            self.formulario.setRowVisible(w, not duplicada)
        for w in self.de_duplicada:
            self.formulario.setRowVisible(w, duplicada)
        self.nota.setStyleSheet("")
        self.nota.setText(self.tr(
            "Las salas publican sus rondas en la carpeta y el director junta la clasificación de todo el campo; "
            "este portátil queda como el del director y el del juez árbitro.") if duplicada else self.tr(
            "Las mesas publican sus resultados en la carpeta y el director los junta; este portátil queda como "
            "el del director: solo él publica emparejamientos y decisiones."))

    def _a_mano(self, _texto: str) -> None:
        self._carpeta_a_mano = True

    def _proponer_carpeta(self) -> None:
        """Mientras no se escriba o se elija otra, la carpeta es ``base/NOMBRE``."""
        if self._carpeta_a_mano:
            return
        nombre = nombre_de_carpeta(self.nombre.text())
        self.ruta.setText(str(self.base / nombre) if nombre else "")

    def pedir_carpeta(self) -> str:
        """La carpeta elegida en el diálogo de ficheros; las pruebas lo sustituyen."""
        from app_planilla.ui.archivo.dialogo_ficheros import pedir_carpeta

        return pedir_carpeta(self, self.tr("Carpeta del torneo"), "torneo", self.ajustes)

    def elegir_carpeta(self) -> None:
        elegida = self.pedir_carpeta()
        if elegida:
            self.ruta.setText(elegida)
            self._carpeta_a_mano = True
            self.ruta.setFocus()

    # ------------------------------------------------------------------ crear

    def _mal(self, texto: str, donde: QWidget) -> None:
        self.nota.setText(texto)
        self.nota.setStyleSheet("color: #c62828;")
        donde.setFocus()

    def _divisiones(self) -> tuple[str, ...]:
        divisiones = tuple(division_valida(d) for d in _trozos(self.divisiones.text(), ",;\\s"))
        if not divisiones:
            raise ErrorPlanilla(self.tr("Escriba al menos una división (por ejemplo, «A»)."))
        repetida = _repetido(divisiones)
        if repetida is not None:
            raise ErrorPlanilla(self.tr("La división «{0}» está repetida.").format(repetida))
        return divisiones

    def _salas(self) -> tuple[str, ...]:
        salas = tuple(sala_valida(s) for s in _trozos(self.salas.text(), ",;"))
        if not salas:
            raise ErrorPlanilla(self.tr("Escriba las salas, separadas por comas (por ejemplo, «Norte, Sur»)."))
        repetida = _repetido(salas)
        if repetida is not None:
            raise ErrorPlanilla(self.tr("La sala «{0}» está repetida.").format(repetida))
        return salas

    def aceptar(self) -> bool:
        """Comprueba todo; si algo no vale, lo dice sin escribir nada. Si vale, crea la carpeta y se cierra."""
        nombre = " ".join(self.nombre.text().split())
        if not nombre:
            self._mal(self.tr("Escriba el nombre del torneo."), self.nombre)
            return False
        duplicada = self.clase.currentData() == DUPLICADA
        try:
            lista = self._salas() if duplicada else self._divisiones()
        except ErrorPlanilla as e:
            self._mal(str(e), self.salas if duplicada else self.divisiones)
            return False
        texto = self.ruta.text().strip()
        if not texto:
            self._mal(self.tr("Elija la carpeta del torneo."), self.ruta)
            return False
        carpeta = Path(texto).expanduser()
        if not carpeta.is_absolute():
            self._mal(self.tr("Escriba la carpeta entera, desde la raíz (por ejemplo, «{0}»).").format(
                self.base / nombre_de_carpeta(nombre or "Open")), self.ruta)
            return False
        try:
            comprobar_nueva(carpeta, self.datos)
        except (ErrorPlanilla, OSError) as e:
            self._mal(str(e), self.ruta)
            return False
        existia = carpeta.exists()
        try:
            if duplicada:
                self.torneo = crear_duplicada(carpeta, self.datos, nombre=nombre, salas=lista,
                                              reglas=reglas_arbitraje(str(self.arbitraje.currentData())),
                                              rondas=self.rondas_duplicada.value())
            else:
                self.torneo = crear(carpeta, self.datos, nombre=nombre, clase=CLASICA, divisiones=lista,
                                    rondas=self.rondas_clasica.value(), reglas=str(self.reglas.currentData()))
        except (ErrorPlanilla, OSError) as e:
            _quitar_lo_creado(carpeta, raiz=not existia)
            self._mal(self.tr("No se ha creado el torneo: {0}").format(e), self.ruta)
            return False
        self.carpeta = carpeta
        if self.ajustes is not None:
            self.ajustes.setValue(CARPETA_AJUSTES, str(carpeta))
        self.accept()
        return True


def _quitar_lo_creado(carpeta: Path, raiz: bool) -> None:
    """Si la creación falla a medias (disco lleno, permisos), las carpetas vacías que dejó (la del torneo también,
    con ``raiz``: si no existía), para poder volver a intentarlo en la misma; nada con datos."""
    for sub in (carpeta / DIRECCION, carpeta / MESAS, *((carpeta,) if raiz else ())):
        try:
            sub.rmdir()
        except OSError:
            pass
