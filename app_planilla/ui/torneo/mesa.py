"""El portátil de una mesa: «Archivo ▸ Mesa del torneo…» y la publicación sola de cada partida al terminar.

``DialogoMesa`` lee la carpeta del torneo, deja elegir la mesa (se une a ella si hace falta) y la partida que le
toca, con quién empieza, y da el inicio de la partida (jugadores con sus nombres de TSH, reglas, edición y reloj
del torneo) para que la sesión la empiece.

``PublicadorMesa`` escucha a la sesión: cuando una partida termina, guarda lo que hay que publicar en la carpeta
de datos (``nucleo.torneo.mesa.preparar``, local) y lo lleva a la carpeta del torneo en un hilo aparte
(``entregar``): anotar nunca espera a una carpeta de red lenta y nunca falla por ella. Si la carpeta no está a
mano, lo vuelve a intentar cada ``REINTENTO_MS`` y al arrancar la aplicación.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.torneo import mesa as m
from app_planilla.nucleo.torneo.carpeta import (
    ErrorTorneo,
    Portatil,
    estados,
    leer_carpeta,
    leer_portatil,
    localizar,
    mesa_actual,
    publicados,
    raiz,
    torneo_de,
    unirse,
)
from app_planilla.nucleo.torneo.fusion import Fusion, fusionar
from app_planilla.nucleo.torneo.modelos import DUPLICADA, MAX_MESAS, Torneo

if TYPE_CHECKING:
    from app_planilla.nucleo.clasica.eventos import Inicio
    from app_planilla.nucleo.relojes import ConfigReloj

REINTENTO_MS = 30_000
"""Cada cuánto se vuelve a intentar llevar a la carpeta del torneo lo que no llegó."""
ESPERA_ARRANQUE_MS = 3000
"""Al arrancar, tras este tiempo (la ventana ya está lista), se lleva lo que quedó sin publicar."""


def reloj_de(reglas: str) -> ConfigReloj | None:
    """El reloj de las reglas del torneo (FISE 30 min; en inglés 25 con 10 de tiempo extra máximo)."""
    from app_planilla.nucleo.relojes import PRESET_FISE, PRESET_INGLES

    return {"fise": PRESET_FISE, "ingles": PRESET_INGLES}.get(reglas)


def _jugador(numero: int, nombre: str) -> str:
    return f"{numero} {nombre}".strip()


class DialogoMesa(QDialog):
    """Elegir la carpeta del torneo, la mesa y la partida; al aceptar, ``inicio`` y ``relojes`` de la partida."""

    def __init__(self, datos: Path, ajustes: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_mesa")
        self.setWindowTitle(self.tr("Mesa del torneo"))
        self.datos = datos
        self.ajustes = ajustes
        self.carpeta: Path | None = None
        self.torneo: Torneo | None = None
        self.fusion: Fusion | None = None
        self.portatil: Portatil | None = None
        self.lista: tuple[m.Emparejada, ...] = ()
        self.inicio: Inicio | None = None
        self.relojes: ConfigReloj | None = None
        self.partida: m.PartidaDeTorneo | None = None
        self._locale = QLocale()

        capa = QVBoxLayout(self)
        formulario = QFormLayout()
        self.texto_carpeta = QLabel(self.tr("(ninguna)"))
        self.texto_carpeta.setObjectName("carpeta")
        self.texto_carpeta.setTextFormat(Qt.TextFormat.PlainText)
        self.texto_carpeta.setWordWrap(True)
        self.boton_carpeta = QPushButton(self.tr("&Carpeta del torneo…"))
        self.boton_carpeta.setObjectName("elegir_carpeta")
        self.boton_carpeta.clicked.connect(self.elegir_carpeta)
        fila_carpeta = QHBoxLayout()
        fila_carpeta.addWidget(self.texto_carpeta, 1)
        fila_carpeta.addWidget(self.boton_carpeta)
        formulario.addRow(self.tr("Torneo:"), fila_carpeta)
        self.mesa = QSpinBox()
        self.mesa.setObjectName("mesa")
        self.mesa.setRange(1, MAX_MESAS)
        formulario.addRow(self.tr("&Mesa:"), self.mesa)
        self.partidas = QComboBox()
        self.partidas.setObjectName("partidas")
        self.partidas.setMinimumContentsLength(56)
        self.partidas.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        formulario.addRow(self.tr("&Partida:"), self.partidas)
        self.empieza = QComboBox()
        self.empieza.setObjectName("empieza")
        self.empieza.setPlaceholderText(self.tr("(elija quién empieza)"))
        formulario.addRow(self.tr("&Empieza:"), self.empieza)
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
        self.boton_empezar = botones.button(QDialogButtonBox.StandardButton.Ok)
        self.boton_empezar.setText(self.tr("Empe&zar la partida"))
        self.boton_actualizar = botones.addButton(self.tr("&Actualizar"), QDialogButtonBox.ButtonRole.ActionRole)
        self.boton_actualizar.setObjectName("actualizar")
        self.boton_actualizar.setAutoDefault(False)
        self.boton_actualizar.clicked.connect(self.actualizar)
        botones.accepted.connect(self.aceptar)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)

        self.setMinimumWidth(600)
        self.mesa.valueChanged.connect(lambda _v: self._llenar())
        self.partidas.currentIndexChanged.connect(lambda _i: self._elegida())

        # La mesa y el torneo a los que ya se unió este portátil, si se encuentran.
        try:
            p = mesa_actual(datos)
            self.mesa.setValue(p.mesa or 1)
            self.cargar(localizar(p))
        except (ErrorPlanilla, OSError) as e:
            if (estados(datos) / "actual.json").exists():
                self.error.setText(self.tr("{0} Elija la carpeta del torneo.").format(e))
            else:
                self.nota.setText(self.tr("Elija la carpeta del torneo (la que le pasa el director, por Syncthing, "
                                          "una carpeta de red o una memoria USB) y el número de su mesa."))
            self._llenar()
        self.mesa.setFocus()

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
        """Lee la carpeta del torneo (``ErrorTorneo`` u ``OSError`` si no se puede) y llena la lista."""
        torneo = torneo_de(carpeta)
        if torneo.clase == DUPLICADA:
            raise ErrorTorneo(self.tr("«{0}» es un torneo de duplicada por salas: use «Sala del torneo…».").format(
                torneo.nombre))
        fusion = fusionar(*leer_carpeta(carpeta))
        p = leer_portatil(self.datos, torneo.evento)
        self.carpeta, self.torneo, self.fusion, self.portatil = carpeta, torneo, fusion, p
        self.texto_carpeta.setText(self.tr("«{0}» ({1})").format(torneo.nombre, carpeta))
        self.texto_carpeta.setToolTip(str(carpeta))
        self.error.clear()
        if p is not None and p.mesa is not None and p.mesa != self.mesa.value():
            self.mesa.setValue(p.mesa)  # llena la lista
        else:
            self._llenar()

    def actualizar(self) -> None:
        """Vuelve a leer la carpeta: los emparejamientos de la ronda nueva."""
        if self.carpeta is None:
            self.elegir_carpeta()
            return
        try:
            self.cargar(self.carpeta)
        except (ErrorPlanilla, OSError) as e:
            self.error.setText(self.tr("No se puede leer la carpeta del torneo: {0}").format(e))

    # ------------------------------------------------------------------ la lista

    def _llenar(self) -> None:
        self.partidas.blockSignals(True)
        self.partidas.clear()
        f, t = self.fusion, self.torneo
        if f is None or t is None:
            self.lista = ()
        else:
            propios = m.resultados_propios(publicados(self.datos, self.portatil)) if self.portatil else []
            self.lista = m.emparejadas(f, self.mesa.value(), propios)
        varias = t is not None and len(t.divisiones) > 1
        for e in self.lista:
            a, b = e.mesa.jugadores
            ronda = (self.tr("Ronda {0} ({1})").format(self._locale.toString(e.ronda), e.division) if varias
                     else self.tr("Ronda {0}").format(self._locale.toString(e.ronda)))
            texto = f"{ronda}: {_jugador(a.numero, a.nombre)} – {_jugador(b.numero, b.nombre)}"
            if e.con_resultado:
                texto += " " + self.tr("(ya tiene resultado)")
            self.partidas.addItem(texto)
        self.partidas.setCurrentIndex(m.propuesta(self.lista))
        self.partidas.blockSignals(False)
        self._elegida()

    def elegida(self) -> m.Emparejada | None:
        i = self.partidas.currentIndex()
        return self.lista[i] if 0 <= i < len(self.lista) else None

    def _elegida(self) -> None:
        e = self.elegida()
        self.empieza.clear()
        self.boton_empezar.setEnabled(e is not None and self.torneo is not None)
        t = self.torneo
        if t is None:
            return
        mesa = self._locale.toString(self.mesa.value())
        if e is None:
            self.nota.setText(self.tr("Aún no hay emparejamientos para la mesa {0}: «Actualizar» los vuelve a buscar "
                                      "cuando el director los publique.").format(mesa))
            return
        self.empieza.addItems([_jugador(j.numero, j.nombre) for j in e.mesa.jugadores])
        self.empieza.setCurrentIndex(0 if e.mesa.empieza_sabido else -1)
        partes = [self.tr("«{0}»: reglas «{1}».").format(t.nombre, self._nombre_reglas(t.reglas))]
        if not e.mesa.empieza_sabido:
            partes.append(self.tr("Los emparejamientos no dicen quién empieza: elíjanlo (o sortéenlo) en la mesa."))
        if e.con_resultado:
            partes.append(self.tr("Esta partida ya tiene resultado: una partida nueva lo sustituirá al terminar."))
        if self.portatil is None or self.portatil.mesa != self.mesa.value():
            partes.append(self.tr("Al empezar, este portátil queda como el de la mesa {0}.").format(mesa))
        partes.append(self.tr("Al terminar, el resultado se publica solo en la carpeta del torneo."))
        self.nota.setText(" ".join(partes))

    @staticmethod
    def _nombre_reglas(clave: str) -> str:
        from app_planilla.nucleo.clasica.reglas import reglas

        try:
            return reglas(clave).nombre
        except ErrorPlanilla:
            return clave

    # ------------------------------------------------------------------ aceptar

    def aceptar(self) -> None:
        e, t, carpeta = self.elegida(), self.torneo, self.carpeta
        if e is None or t is None or carpeta is None:
            return
        abre = self.empieza.currentIndex()
        if abre not in (0, 1):
            self.error.setText(self.tr("Elija quién empieza."))
            self.empieza.setFocus()
            return
        mesa = self.mesa.value()
        try:
            if self.portatil is None or self.portatil.mesa != mesa:
                self.portatil, _sobre = unirse(carpeta, self.datos, mesa)
            self.inicio, self.partida = m.inicio_de_partida(t, e, abre)
        except (ErrorPlanilla, OSError) as ex:
            self.error.setText(self.tr("No se ha empezado la partida: {0}").format(ex))
            return
        self.relojes = reloj_de(t.reglas)
        self.accept()


# ---------------------------------------------------------------------- publicar al terminar

class PublicadorMesa(QObject):
    """Publica sola cada partida de torneo que termina en esta ventana, sin esperar nunca a la carpeta.

    ``mensaje`` recibe lo que hay que decir en la barra de estado. ``entregado`` (para las pruebas y la
    ventana) se emite al acabar cada entrega en segundo plano, con su ``Entrega``.
    """

    entregado = Signal(object)
    _hecho = Signal(object)

    def __init__(self, datos: Path, mensaje: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.datos = datos
        self.mensaje = mensaje
        self._eventos: set[str] = set()
        self._por_anunciar: list[m.Preparado] = []
        self._hilo: threading.Thread | None = None
        self._otra_vez = False
        self._fallo_dicho = False
        self.reintento = QTimer(self)
        self.reintento.setSingleShot(True)
        self.reintento.setInterval(REINTENTO_MS)
        self.reintento.timeout.connect(self.entregar)
        self._hecho.connect(self._al_terminar)
        self._locale = QLocale()

    @property
    def ocupado(self) -> bool:
        return self._hilo is not None

    def partida_terminada(self, planilla: object) -> None:
        """Una partida que acaba de terminar (su final ya está guardado): si es de torneo, se publica. Nada de
        lo que pase aquí detiene a quien anota: los problemas se dicen en la barra de estado."""
        from app_planilla.nucleo.clasica.planilla import Planilla

        if not isinstance(planilla, Planilla) or planilla.participantes != 2 or planilla.final is None:
            return
        try:
            from app_planilla.exportar.gcg.escritura import exportar_gcg_texto

            try:
                gcg = exportar_gcg_texto(planilla).texto
            except ErrorPlanilla:
                gcg = ""
            preparado = m.preparar(self.datos, m.borrador_de(planilla, gcg))
        except (ErrorPlanilla, OSError, ValueError) as e:
            self.mensaje(self.tr("El resultado no se publica en la carpeta del torneo: {0}").format(e))
            return
        if preparado is None:
            return
        self._eventos.add(preparado.evento)
        if preparado.repetido:
            self.mensaje(self.tr("Este resultado ya estaba publicado en la carpeta del torneo."))
            return
        self._por_anunciar.append(preparado)
        self.entregar()

    def entregar(self) -> None:
        """Lleva a la carpeta del torneo lo que falta, en un hilo aparte (uno a la vez)."""
        if self._hilo is not None:
            self._otra_vez = True
            return
        self.reintento.stop()
        self._otra_vez = False
        datos, eventos = self.datos, set(self._eventos)

        def trabajar() -> None:
            try:
                entrega = m.entregar(datos, eventos)
            except Exception as e:  # un hilo no debe morir en silencio: se dice y se reintenta
                entrega = m.Entrega(fallo=str(e))
            try:
                self._hecho.emit(entrega)
            except RuntimeError:  # la ventana se cerró entretanto: lo guardado se entrega al volver a abrir
                pass

        self._hilo = threading.Thread(target=trabajar, name="planilla-publicar", daemon=True)
        self._hilo.start()

    def _al_terminar(self, entrega: m.Entrega) -> None:
        hilo, self._hilo = self._hilo, None
        if hilo is not None:
            hilo.join()
        for aviso in entrega.avisos:
            self.mensaje(aviso)
        # Las partidas en borrador ya tienen resultado: se anuncian cuando llegue a la carpeta.
        self._por_anunciar = [p for p in self._por_anunciar if p.resultado is not None]
        self._por_anunciar += [m.Preparado("", r) for r in entrega.publicados]
        if entrega.fallo is not None:
            if self._por_anunciar and not self._fallo_dicho:
                self.mensaje(self.tr("La carpeta del torneo no está a mano ({0}): el resultado queda guardado en este "
                                     "portátil y se publicará solo en cuanto se pueda.").format(entrega.fallo))
                self._fallo_dicho = True
            self.reintento.start()
        else:
            for r in [p.resultado for p in self._por_anunciar if p.resultado is not None]:
                self.mensaje(self.tr("Resultado de la mesa {0}, ronda {1}, publicado en la carpeta del torneo: "
                                     "{2} {3} – {4} {5}.").format(
                    self._locale.toString(r.mesa), self._locale.toString(r.ronda), r.jugadores[0].nombre,
                    self._locale.toString(r.puntos[0]), self._locale.toString(r.puntos[1]), r.jugadores[1].nombre))
            if entrega.repuestos and not self._por_anunciar:
                self.mensaje(self.tr("Publicados en la carpeta del torneo {0} archivos que faltaban.").format(
                    self._locale.toString(len(entrega.repuestos))))
            self._por_anunciar = []
            self._fallo_dicho = False
        self.entregado.emit(entrega)
        if self._otra_vez:
            self.entregar()
