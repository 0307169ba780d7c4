"""El portátil de una sala de un torneo por salas, y el del juez árbitro, en la ventana.

«Archivo ▸ Sala del torneo…» (``DialogoSalaTorneo``): la carpeta del torneo, la sala (el portátil se une a ella:
``salas.unirse_sala``) y la partida de la sala: una nueva, por el diálogo «Nueva partida» de la sala con las
reglas del torneo ya elegidas, o la abierta. «Archivo ▸ Partida maestra del torneo…», en el portátil del
director: qué partida duplicada es la partida maestra. Qué partida es la de la sala (o la maestra) lo guarda la
carpeta de datos (``salas.vincular``): la partida duplicada no lleva en sí de qué torneo es, como la clásica.

``PublicadorSala`` escucha a la sesión, como ``PublicadorMesa``, y nunca hace esperar a quien anota:

- tras cada cambio guardado de la partida vinculada (y un respiro, ``ESPERA_MS``), guarda en la carpeta de datos
  lo que hay que publicar (``salas.preparar_rondas``: cada ronda cerrada, y otra vez la que se corrige; en el
  del director, ``salas.preparar_maestra``: cada ronda con su atril y su maestra) y lo lleva a la carpeta del
  torneo en otro hilo (``carpeta.republicar``). Si no está a mano, queda guardado y se vuelve a intentar cada
  ``RELEER_MS`` y al arrancar;
- en ese hilo lee también la partida maestra publicada, y solo ella (``salas.leer_maestras``: unos ms, frente a
  cientos de la fusión entera; ``bench/sala_torneo.py``). Cada atril o maestra tecleados se cotejan en el acto
  (``duplicada.cotejar``, microsegundos) con la última leída y se vuelve a leer; una lectura que no vuelve en
  ``LIMITE_MS`` se da por colgada (una carpeta de red que no contesta) y se dice una vez;
- lo que no coincide se nombra por ronda en el acto: en la barra de estado, en un aviso rojo en la barra de menús
  (``AvisoTorneo``: no quita alto, así que la sala no se mueve mientras se teclea) y en la marca de la barra de
  estado, que dice además qué se ha publicado; el aviso y la marca no se van hasta que se corrige.

El juez árbitro publica solo, tras cada maestra anotada (o corregida), y no con una orden: en la ronda no tiene
tiempo para otra tecla, una partida maestra que no se publica deja a todas las salas sin cotejar, y una maestra
corregida tiene que llegar a las salas antes de que publiquen sus rondas. Lo que publica (atril y maestra) no
adelanta nada a las salas: el aviso de una sala solo dice la maestra publicada cuando la sala ya tecleó la suya.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.duplicada.eventos import AtrilRonda, JugadaMaestra
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import nombre_reglas
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.torneo.carpeta import ErrorTorneo, leer_portatil, localizar, raiz, republicar, torneo_de
from app_planilla.nucleo.torneo.duplicada import (
    MAX_PARTIDAS,
    Diferencia,
    Jugada,
    abrir_ronda_publicada,
    anotar_maestra_publicada,
    cotejar,
    por_precargar,
    rangos,
)
from app_planilla.nucleo.torneo.modelos import DUPLICADA, Torneo
from app_planilla.nucleo.torneo.salas import (
    PAPEL_MAESTRA,
    PAPEL_SALA,
    Publicada,
    Vinculada,
    guardadas,
    leer_maestras,
    preparar_maestra,
    preparar_rondas,
    sala_actual,
    unirse_sala,
    vinculadas,
    vincular,
)
from app_planilla.nucleo.torneo.sobres import MAESTRA, RONDA

if TYPE_CHECKING:
    from app_planilla.nucleo.almacen.almacen import PartidaGuardada
    from app_planilla.nucleo.torneo.carpeta import Portatil
    from app_planilla.ui.sesion import Sesion

ESPERA_MS = 300
"""Tras un cambio de la partida, cuánto se espera a prepararla para publicar (una ráfaga de papeletas, una vez)."""
RELEER_MS = 20_000
"""Cada cuánto se vuelve a leer la partida maestra y a llevar lo que no llegó (también es el reintento)."""
LIMITE_MS = 10_000
"""Una lectura de la carpeta que tarda más está colgada (una carpeta de red que no contesta): se dice."""


# ---------------------------------------------------------------------- el diálogo

class DialogoSalaTorneo(QDialog):
    """«Sala del torneo…» (la carpeta, la sala y su partida) o, con ``maestra``, «Partida maestra del torneo…» (el
    portátil del director: la carpeta y la partida). Al aceptar quedan ``carpeta``, ``torneo``, ``portatil`` y
    ``nueva`` (empezar una partida) o, si es ``False``, la abierta."""

    def __init__(self, datos: Path, abierta: PartidaGuardada | None, *, maestra: bool = False,
                 ajustes: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_maestra_torneo" if maestra else "dialogo_sala_torneo")
        self.setWindowTitle(self.tr("Partida maestra del torneo") if maestra else self.tr("Sala del torneo"))
        self.datos = datos
        self.abierta = abierta
        self.maestra = maestra
        self.ajustes = ajustes
        self.carpeta: Path | None = None
        self.torneo: Torneo | None = None
        self.portatil: Portatil | None = None
        self.publicadas = 0
        """Las rondas de la partida maestra (de la partida del torneo elegida) ya publicadas en la carpeta."""
        self._maestras_por_partida: dict[int, int] = {}
        self.nueva = True
        self._locale = QLocale()

        capa = QVBoxLayout(self)
        formulario = QFormLayout()
        self.texto_carpeta = QLabel(self.tr("(ninguna)"))
        self.texto_carpeta.setObjectName("carpeta")
        self.texto_carpeta.setTextFormat(Qt.TextFormat.PlainText)
        self.texto_carpeta.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.boton_carpeta = QPushButton(self.tr("&Carpeta del torneo…"))
        self.boton_carpeta.setObjectName("elegir_carpeta")
        self.boton_carpeta.setAutoDefault(False)
        self.boton_carpeta.clicked.connect(self.elegir_carpeta)
        fila = QHBoxLayout()
        fila.addWidget(self.texto_carpeta, 1)
        fila.addWidget(self.boton_carpeta)
        formulario.addRow(self.tr("Torneo:"), fila)
        self.sala = QComboBox()
        self.sala.setObjectName("sala")
        if not maestra:
            formulario.addRow(self.tr("&Sala:"), self.sala)
        self.partida = QComboBox()
        self.partida.setObjectName("partida")
        self.partida.setMinimumContentsLength(44)
        self.partida.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        if maestra:
            self.partida.addItem(self.tr("Una partida duplicada nueva: la partida maestra"), True)
        else:
            self.partida.addItem(self.tr("Una partida nueva de la sala, con las reglas del torneo"), True)
        if self._elegible(abierta):
            assert abierta is not None
            self.partida.addItem(self.tr("La abierta: {0}").format(self._describir(abierta)), False)
        formulario.addRow(self.tr("&Partida:"), self.partida)
        self.numero = QSpinBox()
        self.numero.setObjectName("partida_torneo")
        self.numero.setRange(1, MAX_PARTIDAS)
        self.numero.setToolTip(self.tr("Qué partida del torneo es (1, 2…): un torneo de varias partidas publica la "
                                       "maestra y las rondas de cada una aparte."))
        formulario.addRow(self.tr("Partida del &torneo:"), self.numero)
        capa.addLayout(formulario)
        self.nota = QLabel()
        self.nota.setObjectName("nota")
        self.nota.setWordWrap(True)
        self.nota.setStyleSheet("color: #5a5a5a;")
        capa.addWidget(self.nota)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828;")
        capa.addWidget(self.error)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.boton_aceptar = botones.button(QDialogButtonBox.StandardButton.Ok)
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)
        self.setMinimumWidth(600)
        self.sala.currentIndexChanged.connect(lambda _i: self._mostrar())
        self.partida.currentIndexChanged.connect(lambda _i: self._partida_elegida())
        self.numero.valueChanged.connect(lambda _n: self._mostrar())

        # La partida abierta, si ya es una vinculada (o la única que sirve), propuesta.
        papel = PAPEL_MAESTRA if maestra else PAPEL_SALA
        self.vinculadas = [x for x in vinculadas(datos) if x.papel == papel]
        v = self.vinculadas[-1] if self.vinculadas else None
        if abierta is not None and self.partida.count() > 1 and (
                v is None or any(x.partida == abierta.id for x in self.vinculadas)):
            self.partida.setCurrentIndex(1)
        self._partida_elegida()
        # El torneo de este portátil, si se encuentra: el de la partida vinculada o, en una sala, al que se unió.
        try:
            p = leer_portatil(datos, v.evento) if v is not None else None
            if p is None and not maestra:
                p = sala_actual(datos)
            if p is not None:
                self.cargar(localizar(p))
        except (ErrorPlanilla, OSError) as e:
            self.error.setText(self.tr("{0} Elija la carpeta del torneo.").format(e))
        if self.torneo is None:
            self._mostrar()
        (self.partida if maestra else self.sala).setFocus()

    # ------------------------------------------------------------------ la partida abierta

    def _partida_elegida(self) -> None:
        """La partida del torneo que se propone: la de la abierta, si ya está vinculada; si no, la siguiente a la
        última vinculada (una partida nueva del torneo) o la 1."""
        self.nueva = bool(self.partida.currentData())
        abierta = self.abierta
        suya = next((x for x in self.vinculadas if abierta is not None and x.partida == abierta.id), None)
        if not self.nueva and suya is not None:
            self.numero.setValue(suya.partida_torneo)
        elif self.vinculadas:
            self.numero.setValue(min(MAX_PARTIDAS, max(x.partida_torneo for x in self.vinculadas) + 1))
        self._mostrar()

    def _elegible(self, abierta: PartidaGuardada | None) -> bool:
        """La abierta sirve: una duplicada (la maestra) o una sala con arbitraje."""
        if abierta is None or not isinstance(abierta.planilla, PlanillaDuplicada):
            return False
        return self.maestra or abierta.planilla.arbitraje is not None

    def _describir(self, abierta: PartidaGuardada) -> str:
        p = abierta.planilla
        assert isinstance(p, PlanillaDuplicada)
        ronda = (self.tr("ronda {0}").format(self._locale.toString(p.ronda)) if p.ronda
                 else self.tr("sin empezar"))
        if self.maestra:
            return self.tr("partida {0}, {1}").format(abierta.id, ronda)
        return self.tr("partida {0}, {1} inscritos, {2}").format(
            abierta.id, self._locale.toString(len(p.inscritos)), ronda)

    # ------------------------------------------------------------------ la carpeta

    def pedir_carpeta(self) -> str:
        """La carpeta elegida en el diálogo de ficheros; las pruebas lo sustituyen."""
        from app_planilla.ui.archivo.dialogo_ficheros import pedir_carpeta

        return pedir_carpeta(self, self.tr("Carpeta del torneo"), "torneo", self.ajustes)

    def elegir_carpeta(self) -> None:
        elegida = self.pedir_carpeta()
        if elegida:
            try:
                self.cargar(raiz(elegida))
            except (ErrorPlanilla, OSError) as e:
                self.error.setText(str(e))

    def cargar(self, carpeta: Path) -> None:
        """Lee el torneo de la carpeta (``ErrorTorneo`` u ``OSError`` si no se puede): sus salas y lo publicado."""
        t = torneo_de(carpeta)
        self.error.clear()
        if t.clase != DUPLICADA:
            self.error.setText(self.tr("«{0}» es un torneo por mesas, no por salas: use «Mesa del torneo…».").format(
                t.nombre))
            return
        p = leer_portatil(self.datos, t.evento)
        self._maestras_por_partida = {}
        self.carpeta, self.torneo, self.portatil = carpeta, t, p
        # En una línea, cortada por en medio si no cabe (entera en la ayuda emergente).
        texto = self.tr("«{0}» ({1})").format(t.nombre, carpeta)
        self.texto_carpeta.setText(self.texto_carpeta.fontMetrics().elidedText(
            texto, Qt.TextElideMode.ElideMiddle, 300))
        self.texto_carpeta.setToolTip(texto)
        self.sala.blockSignals(True)
        self.sala.clear()
        self.sala.addItems(list(t.salas))
        if p is not None and p.sala in t.salas:
            self.sala.setCurrentIndex(t.salas.index(p.sala))
        self.sala.blockSignals(False)
        self._mostrar()

    # ------------------------------------------------------------------ lo que se dice

    def _publicadas(self, numero: int) -> int:
        """Las rondas publicadas de la partida maestra de la partida ``numero`` del torneo (leídas una vez)."""
        if numero not in self._maestras_por_partida and self.carpeta is not None:
            try:
                self._maestras_por_partida[numero] = len(leer_maestras(self.carpeta, numero)[1])
            except (ErrorPlanilla, OSError):
                self._maestras_por_partida[numero] = 0
        return self._maestras_por_partida.get(numero, 0)

    def _problema(self) -> str:
        """Por qué este portátil no puede hacer de sala (o de juez árbitro) en el torneo leído; vacío si puede."""
        t, p = self.torneo, self.portatil
        if t is None:
            return ""
        if self.maestra and (p is None or not p.director or p.portatil != t.director):
            return self.tr("Este portátil no es el del director de «{0}»: la partida maestra la publica el portátil "
                           "que creó el torneo (con su carpeta de datos).").format(t.nombre)
        if not self.maestra and p is not None and p.director:
            return self.tr("Este portátil es el del director de «{0}»: una sala se une desde otro portátil (u otra "
                           "carpeta de datos). Aquí, «Partida maestra del torneo…».").format(t.nombre)
        return ""

    def _mostrar(self) -> None:
        if self.nueva:
            self.boton_aceptar.setText(self.tr("Empe&zar la partida"))
        else:
            self.boton_aceptar.setText(self.tr("&Vincular la partida"))
        t = self.torneo
        problema = self._problema()
        self.boton_aceptar.setEnabled(t is not None and not problema)
        self.error.setText(problema or self._otras_reglas())
        if t is None:
            self.nota.setText(self.tr("Elija la carpeta del torneo (la que le pasa el director, por Syncthing, una "
                                      "carpeta de red o una memoria USB)."))
            return
        self.publicadas = self._publicadas(self.numero.value())
        publicadas = (self.tr("La partida maestra publicada aún no tiene ninguna ronda.") if not self.publicadas
                      else self.tr("La partida maestra publicada tiene {0} rondas.").format(
                          self._locale.toString(self.publicadas)))
        if self.maestra:
            self.nota.setText(" ".join([publicadas, self.tr(
                "Cada ronda con su atril y su maestra se publica sola en cuanto se anota (y otra vez si se corrige): "
                "las salas cotejan con ella lo que teclean sin esperar a nadie.")]))
            return
        reglas = nombre_reglas(t.arbitraje.clave) if t.arbitraje is not None else t.reglas
        partes = [self.tr("«{0}»: salas {1}; reglas de arbitraje {2}.").format(t.nombre, ", ".join(t.salas), reglas),
                  publicadas]
        sala = self.sala.currentText()
        p = self.portatil
        if sala and (p is None or p.sala != sala):
            partes.append(self.tr("Al aceptar, este portátil queda como la sala {0}.").format(sala))
        partes.append(self.tr("Cada ronda cerrada se publica sola; el atril y la maestra que se teclean se cotejan "
                              "con la partida maestra."))
        self.nota.setText(" ".join(partes))

    def _otras_reglas(self) -> str:
        """Si la sala abierta que se va a vincular se arbitra con otras reglas que el torneo, lo que se dice."""
        t, abierta = self.torneo, self.abierta
        if self.maestra or self.nueva or t is None or abierta is None or t.arbitraje is None:
            return ""
        propias = getattr(abierta.planilla, "arbitraje", None)
        if propias is None or propias == t.arbitraje:
            return ""
        return self.tr("¡Atención! La partida abierta se arbitra con las reglas «{0}» y el torneo con «{1}»: el "
                       "director lo verá como conflicto.").format(nombre_reglas(propias.clave),
                                                                  nombre_reglas(t.arbitraje.clave))

    # ------------------------------------------------------------------ aceptar

    def aceptar(self) -> None:
        t, carpeta = self.torneo, self.carpeta
        if t is None or carpeta is None or self._problema():
            return
        if not self.maestra:
            sala = self.sala.currentText()
            if not sala:
                self.error.setText(self.tr("Elija la sala."))
                return
            try:
                if self.portatil is None or self.portatil.sala != sala:
                    self.portatil, _sobre = unirse_sala(carpeta, self.datos, sala)
            except (ErrorPlanilla, OSError) as e:
                self.error.setText(self.tr("No se ha unido a la sala: {0}").format(e))
                return
        self.accept()


def preparar_nueva(dialogo: Any, torneo: Torneo, maestra: bool) -> None:
    """El diálogo «Nueva partida» listo para la partida del torneo: la sala con arbitraje y las reglas del torneo,
    o (la maestra) una duplicada de un participante, a la que el juez árbitro le teclea atriles y maestras (o la
    deja «en solitario»: la aplicación sortea y busca)."""
    from app_planilla.ui.hojas.dialogo_nueva_partida import SALA

    if maestra:
        from app_planilla.nucleo.modalidades import DUPLICADA as TIPO_DUPLICADA

        dialogo.tipo.setCurrentIndex(max(0, dialogo.tipo.findData(TIPO_DUPLICADA)))
        dialogo.cuantos.setValue(1)
        dialogo.nombres[0].setText(QCoreApplication.translate("PublicadorSala", "Partida maestra"))
        return
    dialogo.tipo.setCurrentIndex(max(0, dialogo.tipo.findData(SALA)))
    if torneo.arbitraje is not None:
        dialogo.reglas_sala.poner(torneo.arbitraje)


# ---------------------------------------------------------------------- el aviso y la marca

_ROJO = ("#b3261e", "#ffffff")


class AvisoTorneo(QWidget):
    """El aviso rojo en la barra de menús, a la derecha: la primera ronda que no coincide (y cuántas más), en una
    línea (lo que no cabe acaba en «…»; todo en la ayuda emergente). En la barra de menús no quita alto a nadie:
    la sala no se mueve mientras se teclea cuando aparece o se va, y la ventana, que va justa en 1024×600, no
    crece. Nunca tapa los menús: pide solo el ancho que les sobra."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aviso_torneo")
        self.lineas: list[str] = []
        self._midiendo = False
        fuente = self.font()
        fuente.setBold(True)
        self.setFont(fuente)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.fontMetrics().lineSpacing() + 6)

    def poner(self, lineas: list[str], detalle: str = "") -> None:
        self.lineas = lineas
        self.setToolTip("\n".join([*lineas, detalle]).strip())
        self.setAccessibleDescription(" ".join(lineas))
        self.updateGeometry()
        self.update()

    @property
    def texto(self) -> str:
        """Lo que se lee: la primera ronda distinta y, si hay más, cuántas."""
        if not self.lineas:
            return ""
        if len(self.lineas) == 1:
            return self.lineas[0]
        return self.tr("{0} (y {1} rondas más)").format(self.lineas[0], len(self.lineas) - 1)

    def _libre(self) -> int:
        """El ancho que le dejan los menús en la barra (medirlos coloca la barra, que pide este ``sizeHint``: la
        segunda vez, dentro de la primera, no se mide)."""
        barra = self.parentWidget()
        if barra is None or not hasattr(barra, "actionGeometry") or self._midiendo:
            return 80
        self._midiendo = True
        try:
            derecha = max((barra.actionGeometry(a).right() for a in barra.actions() if a.isVisible()), default=0)
        finally:
            self._midiendo = False
        return max(80, barra.width() - derecha - 24)

    def sizeHint(self) -> QSize:
        ancho = self.fontMetrics().horizontalAdvance(self.texto) + 26  # 10 a cada lado y holgura: sin «…»
        return QSize(min(ancho, self._libre()), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(80, self.height())

    def paintEvent(self, _e: QPaintEvent) -> None:
        pintor = QPainter(self)
        pintor.setRenderHint(QPainter.RenderHint.Antialiasing)
        pintor.setPen(Qt.PenStyle.NoPen)
        pintor.setBrush(QColor(_ROJO[0]))
        pintor.drawRoundedRect(self.rect().adjusted(0, 0, -1, -1), 4, 4)
        pintor.setPen(QColor(_ROJO[1]))
        zona = self.rect().adjusted(10, 0, -10, 0)
        # Lo que no cabe, con letra algo más pequeña (hasta dos puntos menos) y, si aún no cabe, con «…».
        fuente = QFont(self.font())
        minimo = fuente.pointSizeF() - 2
        while (QFontMetrics(fuente).horizontalAdvance(self.texto) > zona.width()
               and fuente.pointSizeF() - 0.5 >= minimo):
            fuente.setPointSizeF(fuente.pointSizeF() - 0.5)
        pintor.setFont(fuente)
        texto = QFontMetrics(fuente).elidedText(self.texto, Qt.TextElideMode.ElideRight, zona.width())
        pintor.drawText(zona, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), texto)


# ---------------------------------------------------------------------- publicar y cotejar sin esperar

@dataclass
class Lectura:
    """Lo que hizo una vuelta en segundo plano por la carpeta del torneo."""

    anunciar: list[Publicada]
    """Lo guardado para publicar antes de empezar la vuelta: si no falla, ya está en la carpeta."""
    guardadas: frozenset[int] = frozenset()
    """Las rondas guardadas para publicar al empezar la vuelta (de esta sesión o de antes): si no falla, todas
    están en la carpeta."""
    repuestos: list[str] = field(default_factory=list)
    """Archivos llevados a la carpeta del torneo."""
    torneo: Torneo | None = None
    maestras: dict[int, Jugada] | None = None
    """La partida maestra publicada (``None`` si no se pudo leer)."""
    fallo: str | None = None
    """La carpeta del torneo no está a mano: se vuelve a intentar."""
    vinculada: Vinculada | None = None
    """La vinculación para la que se leyó la partida maestra (si ya es otra, lo leído no vale para ella)."""


class PublicadorSala(QObject):
    """Publica sola la partida vinculada al torneo (la de la sala, o la maestra) y coteja la de la sala con la
    partida maestra publicada, sin esperar nunca a la carpeta.

    ``entregado`` (para las pruebas) se emite al acabar cada vuelta en segundo plano, con su ``Lectura``;
    ``cotejado`` cuando cambia lo que no coincide, con las ``Diferencia``.
    """

    entregado = Signal(object)
    cotejado = Signal(object)
    _hecho = Signal(object)

    def __init__(self, ventana: QObject, sesion: Sesion, datos: Path, mensaje: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ventana = ventana
        self.sesion = sesion
        self.datos = datos
        self.mensaje = mensaje
        self.vinculada: Vinculada | None = None
        self.torneo: Torneo | None = None
        self.maestras: dict[int, Jugada] = {}
        self.leida = False
        """Ya se leyó la partida maestra publicada alguna vez (antes no hay con qué cotejar)."""
        self.diferencias: tuple[Diferencia, ...] = ()
        self.publicadas: set[int] = set()
        """Las rondas de esta partida que ya están en la carpeta del torneo (en esta sesión)."""
        self.sin_carpeta: str | None = None
        """Por qué no se pudo llegar a la carpeta la última vez (``None``: se llegó)."""
        self.colgada = False
        """Una lectura de la carpeta lleva más de ``LIMITE_MS`` sin volver."""
        self._sala = ""
        self._vinculadas: tuple[Vinculada, ...] = ()
        self._ya: dict[int, bytes] | None = None
        self._por_anunciar: list[Publicada] = []
        self._desde: int | None = None
        self._hilo: threading.Thread | None = None
        self._otra_vez = False
        self._fallo_dicho = False
        self._locale = QLocale()
        self.espera = QTimer(self)
        self.espera.setSingleShot(True)
        self.espera.setInterval(ESPERA_MS)
        self.espera.timeout.connect(self.preparar)
        self.releer = QTimer(self)
        self.releer.setInterval(RELEER_MS)
        self.releer.timeout.connect(self.entregar)
        self.limite = QTimer(self)
        self.limite.setSingleShot(True)
        self.limite.setInterval(LIMITE_MS)
        self.limite.timeout.connect(self._sin_respuesta)
        self._hecho.connect(self._al_terminar)
        self.marca = QLabel()
        self.marca.setObjectName("marca_torneo")
        self.marca.setTextFormat(Qt.TextFormat.PlainText)
        self.marca.hide()
        self._pintado: tuple[str, str, str, tuple[Diferencia, ...]] | None = None
        """Lo último pintado en la marca y el aviso (si no cambia, no se vuelve a pintar)."""
        self.aviso = AvisoTorneo()
        self.aviso.hide()
        if isinstance(ventana, QMainWindow):
            ventana.statusBar().addPermanentWidget(self.marca)
            ventana.menuBar().setCornerWidget(self.aviso, Qt.Corner.TopRightCorner)
            self.aviso.hide()
        sesion.cambiada.connect(self._cambiada)
        sesion.abierta.connect(self._abierta)

    # ------------------------------------------------------------------ la partida vinculada

    @property
    def ocupado(self) -> bool:
        return self._hilo is not None

    @property
    def sala(self) -> str:
        """El nombre de la sala de este portátil (vacío en el del director)."""
        return self._sala

    def _planilla(self) -> PlanillaDuplicada | None:
        """La partida vinculada, si es la abierta."""
        v, actual = self.vinculada, self.sesion.actual
        if v is None or actual is None or actual.id != v.partida or not isinstance(actual.planilla,
                                                                                      PlanillaDuplicada):
            return None
        return actual.planilla

    def vincular(self, torneo: Torneo, partida: int, papel: str, partida_torneo: int = 1) -> None:
        """La partida ``partida`` del almacén es, desde ahora, la de la sala (o la maestra) de la partida
        ``partida_torneo`` de ``torneo``."""
        vincular(self.datos, Vinculada(torneo.evento, partida, papel, torneo.rondas, partida_torneo))
        self.torneo = torneo
        self.iniciar()

    def iniciar(self) -> None:
        """Lee las vinculaciones (al arrancar o al vincular) y se pone a publicar y a cotejar."""
        self._vinculadas = vinculadas(self.datos)
        if not self._vinculadas:
            self.vinculada = None
            self.releer.stop()
            self._pintar()
            return
        self._elegir()
        self.releer.start()
        self._desde = 1
        if self._planilla() is not None:
            self.preparar()
        self.entregar()
        self._pintar()

    def _elegir(self) -> bool:
        """La vinculación de la partida abierta (o, si no lo es ninguna, la última): con la que se publica, se
        coteja y se pinta la marca. Al cambiar de una a otra, lo de la anterior se olvida. Dice si cambió."""
        actual = self.sesion.actual
        v = next((x for x in self._vinculadas if actual is not None and x.partida == actual.id),
                 self._vinculadas[-1] if self._vinculadas else None)
        if v == self.vinculada:
            return False
        self.vinculada = v
        self._ya = None
        self.publicadas = set()
        self.leida = False
        self.maestras = {}
        self.diferencias = ()
        p = None
        if v is not None:
            try:
                p = leer_portatil(self.datos, v.evento)
                if p is not None:
                    # Lo ya guardado para publicar (de antes de arrancar): con qué comparar y qué se ha publicado.
                    self._ya = guardadas(self.datos, p, RONDA if v.papel == PAPEL_SALA else MAESTRA,
                                         v.partida_torneo)
            except (ErrorPlanilla, OSError):
                p = None
        self._sala = p.sala or "" if p is not None else ""
        return True

    def _abierta(self, _partida: object) -> None:
        if self._vinculadas and self._elegir():
            self._pintar()
        if self._planilla() is not None:
            self._desde = 1
            self.espera.start()
            self.entregar()
        self._cotejar()

    def _cambiada(self, efecto: Any) -> None:
        """Un cambio ya guardado de la partida abierta: si es la vinculada, se coteja en el acto y se prepara
        (tras ``ESPERA_MS``) lo que haya que publicar."""
        planilla = self._planilla()
        if planilla is None:
            return
        evento = getattr(efecto, "deshecho", None) or getattr(efecto, "evento", None)
        ronda = getattr(evento, "ronda", None)
        ronda = ronda if isinstance(ronda, int) else 1
        self._desde = ronda if self._desde is None else min(self._desde, ronda)
        self.espera.start()
        if isinstance(evento, AtrilRonda | JugadaMaestra):
            self._cotejar()
            if self.vinculada is not None and self.vinculada.papel == PAPEL_SALA:
                self.entregar()  # la partida maestra, otra vez: quizá ya tiene esta ronda

    # ------------------------------------------------------------------ la partida preparada

    def por_cargar(self) -> tuple[Jugada, ...]:
        """Las rondas de la partida maestra publicada (la última leída) que la sala aún no tiene; vacío, con el
        porqué en la barra de estado, si no hay ninguna o no se puede."""
        planilla, v = self._planilla(), self.vinculada
        if planilla is None or v is None or v.papel != PAPEL_SALA:
            self.mensaje(self.tr("Para cargar la partida maestra publicada, abra la partida de la sala del torneo "
                                 "(«Archivo ▸ Sala del torneo…»)."))
            return ()
        if not self.leida:
            self.entregar()
            self.mensaje(self.tr("Aún no se ha leído la partida maestra publicada (la carpeta del torneo: {0}). "
                                 "Vuelva a intentarlo en unos segundos.").format(
                self.sin_carpeta or self.tr("leyendo")))
            return ()
        try:
            jugadas = por_precargar(planilla, self.maestras)
        except ErrorPlanilla as e:
            self.mensaje(self.tr("No se carga la partida maestra: {0}").format(e))
            return ()
        if not jugadas:
            self.mensaje(self.tr("La partida maestra publicada no tiene rondas que la sala no tenga ya."))
        return jugadas

    def cargar(self, jugadas: Iterable[Jugada]) -> int:
        """Anota en la partida de la sala el atril y la maestra de cada una de ``jugadas`` (las de ``por_cargar``),
        cada uno guardado como cualquier otro, por la hoja; para en el primero que no se puede (la hoja dice por
        qué). Devuelve cuántas rondas quedaron cargadas."""
        hechas: list[int] = []
        for j in jugadas:
            planilla = self._planilla()
            if planilla is None:
                break
            if planilla.ronda < j.ronda and self.sesion.operar(partial(abrir_ronda_publicada, jugada=j)) is None:
                break
            if self.sesion.operar(partial(anotar_maestra_publicada, jugada=j)) is None:
                break
            hechas.append(j.ronda)
        if hechas:
            texto = (self.tr("Cargada de la partida maestra publicada la ronda {0}: su atril y su maestra.")
                     if len(hechas) == 1 else
                     self.tr("Cargadas de la partida maestra publicada las rondas {0}: sus atriles y sus maestras."))
            self.mensaje(texto.format(rangos(hechas)))
        return len(hechas)

    # ------------------------------------------------------------------ preparar (en este hilo, sin la carpeta)

    def preparar(self) -> list[Publicada]:
        """Guarda en la carpeta de datos lo que hay que publicar de la partida vinculada (si está abierta) y
        manda llevarlo a la carpeta del torneo."""
        self.espera.stop()
        v, planilla = self.vinculada, self._planilla()
        desde, self._desde = self._desde or 1, None
        if v is None or planilla is None:
            return []
        try:
            p = leer_portatil(self.datos, v.evento)
            if p is None:
                raise ErrorTorneo(self.tr("este portátil ya no está unido al torneo."))
            if self._ya is None:
                self._ya = guardadas(self.datos, p, RONDA if v.papel == PAPEL_SALA else MAESTRA, v.partida_torneo)
            if v.papel == PAPEL_SALA:
                _p, hechas = preparar_rondas(self.datos, p, v, planilla, self._ya, desde)
            else:
                _p, hechas = preparar_maestra(self.datos, p, v, planilla, self._ya)
        except (ErrorPlanilla, OSError) as e:
            self.mensaje(self.tr("No se ha podido guardar para publicar en el torneo: {0}").format(e))
            return []
        self._cotejar()
        if hechas:
            self._por_anunciar += hechas
            self.publicadas -= {h.ronda for h in hechas}
            self.entregar()
        self._pintar()
        return hechas

    # ------------------------------------------------------------------ la carpeta (en otro hilo)

    def entregar(self) -> None:
        """Lleva a la carpeta del torneo lo que falta y lee la partida maestra publicada, en un hilo aparte (uno
        a la vez); lo que se pida mientras, se hace al acabar."""
        v = self.vinculada
        if v is None:
            return
        if self._hilo is not None:
            self._otra_vez = True
            return
        self._otra_vez = False
        datos, anunciar, ya = self.datos, list(self._por_anunciar), frozenset(self._ya or ())
        sin_unir = self.tr("este portátil ya no está unido al torneo.")

        def trabajar() -> None:
            lectura = Lectura(anunciar, ya, vinculada=v)
            try:
                p = leer_portatil(datos, v.evento)
                if p is None:
                    raise ErrorTorneo(sin_unir)
                carpeta = localizar(p)
                lectura.repuestos = republicar(datos, p, carpeta)
                lectura.torneo, maestras = leer_maestras(carpeta, v.partida_torneo)
                lectura.maestras = {r: m.jugada for r, m in maestras.items()}
            except Exception as e:  # un hilo no debe morir en silencio: se dice y se reintenta
                lectura.fallo = str(e) or type(e).__name__
            try:
                self._hecho.emit(lectura)
            except RuntimeError:  # la ventana se cerró entretanto: lo guardado se lleva al volver a abrir
                pass

        self._hilo = threading.Thread(target=trabajar, name="planilla-sala-torneo", daemon=True)
        self._hilo.start()
        self.limite.start()

    def _sin_respuesta(self) -> None:
        if self._hilo is None or self.colgada:
            return
        self.colgada = True
        self.mensaje(self.tr("La carpeta del torneo no contesta (más de {0} s): se sigue anotando; lo anotado queda "
                             "guardado en este portátil y se publicará cuando conteste.").format(LIMITE_MS // 1000))
        self._pintar()

    def _al_terminar(self, lectura: Lectura) -> None:
        hilo, self._hilo = self._hilo, None
        if hilo is not None:
            hilo.join()
        self.limite.stop()
        self.colgada = False
        if lectura.fallo is not None:
            self.sin_carpeta = lectura.fallo
            if not self._fallo_dicho:
                self.mensaje(self.tr("La carpeta del torneo no está a mano ({0}): lo anotado queda guardado en este "
                                     "portátil y se publicará solo en cuanto vuelva.").format(lectura.fallo))
                self._fallo_dicho = True
        else:
            self.sin_carpeta = None
            self._fallo_dicho = False
            self.torneo = lectura.torneo or self.torneo
            hechas = [h for h in lectura.anunciar if h in self._por_anunciar]
            for h in hechas:
                self._por_anunciar.remove(h)
            if lectura.vinculada == self.vinculada:
                if lectura.maestras is not None:
                    self.maestras = lectura.maestras
                    self.leida = True
                self.publicadas |= lectura.guardadas | {h.ronda for h in hechas}
            if hechas:
                self.mensaje(self._texto_publicadas(hechas))
            elif lectura.repuestos:
                self.mensaje(self.tr("Publicados en la carpeta del torneo {0} archivos que faltaban.").format(
                    self._locale.toString(len(lectura.repuestos))))
            self._cotejar()
        self._pintar()
        self.entregado.emit(lectura)
        if self._otra_vez or (lectura.fallo is None and self._por_anunciar):
            self.entregar()

    def _texto_publicadas(self, hechas: list[Publicada]) -> str:
        rondas = rangos(h.ronda for h in hechas)
        corrige = sorted({h.ronda for h in hechas if h.corrige})
        v = self.vinculada
        if v is not None and v.papel == PAPEL_MAESTRA:
            texto = self.tr("Partida maestra publicada en la carpeta del torneo: ronda {0}.").format(rondas)
        else:
            texto = self.tr("Publicada en la carpeta del torneo la ronda {0} de la sala {1}.").format(
                rondas, self.sala)
        if v is not None and v.partida_torneo != 1:
            texto = self.tr("Partida {0} del torneo:").format(v.partida_torneo) + " " + texto
        if corrige:
            texto += " " + self.tr("Corrige lo publicado antes de la ronda {0}.").format(rangos(corrige))
        return texto

    # ------------------------------------------------------------------ cotejar y decirlo

    def _cotejar(self) -> None:
        """Lo tecleado en la sala frente a la última partida maestra leída (microsegundos): el aviso y la marca."""
        planilla = self._planilla()
        v = self.vinculada
        if planilla is None or v is None or v.papel != PAPEL_SALA or not self.leida:
            nuevas: tuple[Diferencia, ...] = ()
        else:
            nuevas = cotejar(planilla, self.maestras)
        if nuevas == self.diferencias:
            return
        antes = {d.ronda for d in self.diferencias}
        ahora = {d.ronda for d in nuevas}
        self.diferencias = nuevas
        sala = self.sala
        aparecen = [d for d in nuevas if d.ronda not in antes]
        if aparecen:
            self.mensaje(self.tr("¡Atención! {0}").format(" ".join(d.mensaje(sala) for d in aparecen)))
        elif planilla is not None and antes - ahora:
            self.mensaje(self.tr("La ronda {0} ya coincide con la partida maestra.").format(rangos(antes - ahora)))
        self._pintar()
        self.cotejado.emit(nuevas)

    def _pintar(self) -> None:
        """La marca de la barra de estado y el aviso rojo."""
        v = self.vinculada
        if v is None:
            self._pintado = None
            self.marca.hide()
            self.aviso.hide()
            return
        quien = (self.tr("Partida maestra") if v.papel == PAPEL_MAESTRA
                 else self.tr("Sala {0}").format(self.sala or "?"))
        if v.partida_torneo != 1:
            quien = self.tr("{0} (partida {1})").format(quien, v.partida_torneo)
        pendientes = sorted({h.ronda for h in self._por_anunciar})
        if self.diferencias:
            texto = self.tr("⚠ {0}: ronda {1} distinta de la partida maestra").format(
                quien, rangos(d.ronda for d in self.diferencias))
            estilo = f"QLabel {{ background: {_ROJO[0]}; color: {_ROJO[1]}; font-weight: bold; padding: 1px 6px; }}"
        else:
            if pendientes:
                estado = self.tr("ronda {0} por publicar").format(rangos(pendientes))
            elif self.publicadas:
                estado = self.tr("publicada hasta la ronda {0}").format(max(self.publicadas))
            else:
                estado = self.tr("aún sin rondas publicadas")
            if self.colgada:
                estado += " · " + self.tr("la carpeta no contesta")
            elif self.sin_carpeta is not None:
                estado += " · " + self.tr("sin carpeta")
            texto = self.tr("{0}: {1}").format(quien, estado)
            estilo = ("QLabel { background: #fff4d6; color: #5c4400; padding: 1px 6px; }"
                      if pendientes or self.sin_carpeta is not None or self.colgada
                      else "QLabel { color: #24493f; padding: 1px 6px; }")
        detalle = [d.mensaje(self.sala) for d in self.diferencias]
        if self.sin_carpeta is not None:
            detalle.append(self.tr("La carpeta del torneo no está a mano: {0}").format(self.sin_carpeta))
        pintado = (texto, estilo, "\n".join(detalle) or texto, self.diferencias)
        if pintado == self._pintado:
            return  # tras cada racha de papeletas, casi siempre lo mismo: ni estilo ni barra de menús otra vez
        self._pintado = pintado
        self.marca.setText(texto)
        self.marca.setStyleSheet(estilo)
        self.marca.setToolTip(pintado[2])
        self.marca.show()
        if self.diferencias:
            self.aviso.poner([self.tr("⚠ Ronda {0}: {1}").format(d.ronda, "; ".join(d.lineas))
                              for d in self.diferencias], self.tr(
                "Corríjalo: mientras, el director no cuenta esta sala desde la ronda {0}.").format(
                min(d.ronda for d in self.diferencias)))
            # La barra de menús vuelve a colocar su esquina cuando esta se muestra: así toma el ancho del texto.
            self.aviso.hide()
            self.aviso.show()
        else:
            self.aviso.hide()
