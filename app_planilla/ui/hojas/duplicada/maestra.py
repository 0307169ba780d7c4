"""«Buscar la jugada maestra»: las mejores jugadas del atril de la ronda, en una lista; la elegida se coloca en
el tablero y se anota como maestra, igual que una colocada a mano.

La lista de palabras es la de la comprobación: la lista propia del árbitro para la edición de la partida si
cargó una («Cargar una lista propia…»), si no la abierta incluida. Cargar el grafo de una lista propia espera
a otro proceso (``listas.grafo_de_archivo``) y la búsqueda tarda hasta un segundo con dos comodines: las dos
cosas van en un hilo de trabajo, y la ventana sigue respondiendo mientras tanto.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.duplicada.atril import texto_atril
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.grafo import Grafo, Traductor
from app_planilla.nucleo.juego.maestra import Jugada, buscar
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Tablero
from app_planilla.ui.hojas.comun import TextosHojas
from app_planilla.ui.tablero.comprobacion import lista_propia

if TYPE_CHECKING:

    from app_planilla.ui.hojas.duplicada.acciones import AccionesDuplicada

CUANTAS = 20
"""Cuántas jugadas se listan (la issue pide al menos 10: veinte dejan ver alternativas con comodín)."""


def desglose(jugada: Jugada, tablero: Tablero, edicion: Edicion) -> str:
    """La cuenta de cada palabra y el premio de 50, como en el desglose del tablero, en una línea."""
    r = jugada.resultado(tablero, edicion)
    partes = [f"{p.texto.upper()} {p.cuenta}" for p in r.palabras]  # la cuenta ya acaba en «= puntos»
    if r.premio:
        partes.append(f"+{r.premio}")
    return " · ".join(partes)


@dataclass(frozen=True)
class Encargo:
    """Una búsqueda pedida: la posición, el atril y con qué lista."""

    tablero: Tablero
    atril: tuple[str, ...]
    edicion: Edicion
    propia: str | None
    """Ruta de la lista propia de la edición, o ``None`` para la incluida."""
    carpeta: Path | None
    """Carpeta de datos donde se guardan los grafos de las listas propias (``None`` si no hay)."""
    palabras: tuple[str, ...] = ()
    """Palabras que comprobar en la misma lista (la jugada de quien juega en solitario)."""


@dataclass(frozen=True)
class Hallazgo:
    """Lo que llega de una búsqueda: las jugadas (mejor primero), con qué lista y qué se avisa."""

    encargo: Encargo
    jugadas: tuple[Jugada, ...] = ()
    lista: str = ""
    aviso: str = ""
    error: str = ""
    fuera: tuple[str, ...] = ()
    """Las ``palabras`` del encargo que la lista no tiene."""


class _Emisor(QObject):
    hecho = Signal(object)


class Buscador(QObject):
    """Busca en un hilo de trabajo y guarda los grafos ya cargados (uno por edición y lista).

    ``cargar_grafo(codigo, propia, carpeta)`` se puede sustituir (las pruebas retienen la carga para ver que
    la ventana sigue respondiendo); da el grafo y su descripción para la hoja.
    """

    hecho = Signal(object)
    """``Hallazgo``, en el hilo de la interfaz."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # El grupo de hilos antes que el emisor: se destruye antes y espera a la búsqueda en curso.
        self._hilos = QThreadPool(self)
        self._hilos.setMaxThreadCount(1)
        self._emisor = _Emisor(self)
        self._emisor.hecho.connect(self.hecho)
        self._grafos: dict[tuple[str, str | None], tuple[str, Grafo]] = {}
        """Solo lo toca el hilo de trabajo (uno como mucho a la vez)."""
        self.cargar_grafo = cargar_grafo

    def pedir(self, encargo: Encargo) -> None:
        emisor = self._emisor
        grafos = self._grafos
        cargar = self.cargar_grafo

        def trabajo() -> None:
            # En otro hilo: nada de widgets aquí. Cargar y buscar crean muchos objetos de Python y harían saltar
            # aquí la recogida de ciclos, que podría destruir widgets viejos fuera del hilo de la interfaz (un fallo
            # de segmento): mientras trabaja (un segundo como mucho), la recogida automática espera.
            gc.disable()
            aviso = ""
            try:
                clave = (encargo.edicion.codigo, encargo.propia)
                if clave not in grafos:
                    try:
                        grafos[clave] = cargar(encargo.edicion.codigo, encargo.propia, encargo.carpeta)
                    except ErrorPlanilla as e:
                        if encargo.propia is None:
                            raise
                        # La lista propia ya no sirve (movida, cambiada): se busca con la incluida.
                        aviso = QCoreApplication.translate(
                            "Buscador", "No se ha podido usar la lista propia: {0} Se usa la incluida.").format(e)
                        clave = (encargo.edicion.codigo, None)
                        if clave not in grafos:
                            grafos[clave] = cargar(encargo.edicion.codigo, None, encargo.carpeta)
                lista, grafo = grafos[clave]
                jugadas = buscar(encargo.tablero, encargo.atril, grafo, encargo.edicion, CUANTAS)
                traducir = Traductor(encargo.edicion)
                fuera = tuple(p for p in encargo.palabras
                              if (letras := traducir(p)) is None or not grafo.contiene(letras))
            except ErrorPlanilla as e:
                emisor.hecho.emit(Hallazgo(encargo, error=str(e)))
            except Exception as e:  # un recurso dañado no debe tumbar la aplicación
                emisor.hecho.emit(Hallazgo(encargo, error=f"{type(e).__name__}: {e}"))
            else:
                emisor.hecho.emit(Hallazgo(encargo, tuple(jugadas), lista, aviso, fuera=fuera))
            finally:
                gc.enable()

        # Lo que la recogida tenga pendiente (widgets de diálogos cerrados), aquí, en el hilo de la interfaz.
        gc.collect()
        self._hilos.start(trabajo)

    def esperar(self, milisegundos: int = -1) -> bool:
        return self._hilos.waitForDone(milisegundos)


def cargar_grafo(codigo: str, propia: str | None, carpeta: Path | None) -> tuple[str, Grafo]:
    """El grafo de la lista incluida o de la propia (construido en otro proceso la primera vez), y cómo se
    llama esa lista en la hoja."""
    from app_planilla import listas  # marisa-trie y los grafos, solo al buscar

    if propia is None:
        if codigo == "es":
            nombre = QCoreApplication.translate("Maestra", "la lista abierta incluida (Letterpress, español)")
        else:
            nombre = QCoreApplication.translate("Maestra", "la lista abierta incluida (Letterpress, inglés)")
        return nombre, listas.grafo_incluido(codigo)
    nombre = QCoreApplication.translate("Maestra", "la lista propia «{0}»").format(Path(propia).name)
    return nombre, listas.grafo_de_archivo(propia, codigo, carpeta)


class DialogoMaestra(QDialog):
    """La lista de las mejores jugadas: Intro o un doble clic anotan la elegida como maestra."""

    def __init__(self, encargo: Encargo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.encargo = encargo
        self.jugadas: tuple[Jugada, ...] = ()
        self.lista = ""
        self.setObjectName("dialogo_maestra")
        self.setWindowTitle(self.tr("Buscar la jugada maestra"))
        capa = QVBoxLayout(self)
        self.estado = QLabel(self.tr("Buscando las mejores jugadas de {0}…").format(texto_atril(encargo.atril)))
        self.estado.setObjectName("estado_maestra")
        self.estado.setWordWrap(True)
        capa.addWidget(self.estado)
        columnas = [self.tr("Coordenada"), self.tr("Palabra"), self.tr("Puntos"), self.tr("Desglose")]
        self.tabla = QTableWidget(0, len(columnas))
        self.tabla.setObjectName("jugadas_maestra")
        self.tabla.setHorizontalHeaderLabels(columnas)
        self.tabla.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tabla.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tabla.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tabla.verticalHeader().setVisible(False)
        cabecera = self.tabla.horizontalHeader()
        for i in range(3):
            cabecera.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        cabecera.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.tabla.doubleClicked.connect(self.accept)
        capa.addWidget(self.tabla, 1)
        self.botones = QDialogButtonBox()
        self.boton_anotar = self.botones.addButton(self.tr("Anotar como jugada maestra"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
        self.boton_anotar.setDefault(True)
        self.boton_anotar.setEnabled(False)
        self.botones.addButton(QDialogButtonBox.StandardButton.Close)
        self.botones.accepted.connect(self.accept)
        self.botones.rejected.connect(self.reject)
        capa.addWidget(self.botones)
        self.resize(760, 460)

    @property
    def elegida(self) -> Jugada | None:
        fila = self.tabla.currentRow()
        return self.jugadas[fila] if 0 <= fila < len(self.jugadas) else None

    def accept(self) -> None:
        if self.elegida is not None:  # Intro mientras aún busca no cierra nada
            super().accept()

    def mostrar(self, hallazgo: Hallazgo) -> None:
        if hallazgo.error:
            self.estado.setText(self.tr("No se ha podido buscar: {0}").format(hallazgo.error))
            return
        e = self.encargo
        self.jugadas = hallazgo.jugadas
        self.lista = hallazgo.lista
        self.tabla.setRowCount(len(self.jugadas))
        notacion = Notacion.de_edicion(e.edicion)
        for fila, j in enumerate(self.jugadas):
            celdas = (notacion.texto(j.posicion), j.palabra, str(j.puntos), desglose(j, e.tablero, e.edicion))
            for col, texto in enumerate(celdas):
                item = QTableWidgetItem(texto)
                if col == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.tabla.setItem(fila, col, item)
        atril = texto_atril(e.atril)
        if self.jugadas:
            texto = DialogoMaestra.tr("Las %n mejores jugadas de {0} con {1}. Intro o doble clic: anotarla como "
                                      "maestra.", "", len(self.jugadas)).format(atril, hallazgo.lista)
            self.tabla.selectRow(0)
            self.boton_anotar.setEnabled(True)
        else:
            texto = self.tr("Ninguna jugada de {0} forma palabras de {1}.").format(atril, hallazgo.lista)
        if hallazgo.aviso:
            texto = hallazgo.aviso + " " + texto
        self.estado.setText(texto)
        self.tabla.setFocus()


class BusquedaMaestra(QObject):
    """«Buscar la jugada maestra» montada en la hoja: abre la lista, busca y anota la elegida."""

    def __init__(self, hoja: AccionesDuplicada) -> None:
        super().__init__(hoja)
        self.hoja = hoja
        self.buscador = Buscador(self)
        self.dialogo: DialogoMaestra | None = None
        self.buscador.hecho.connect(self._hecho)

    def encargo(self, palabras: tuple[str, ...] = ()) -> Encargo | None:
        """La posición de la ronda en curso y su atril, o ``None`` (y el error dicho) si no se puede buscar."""
        h = self.hoja
        planilla = h.planilla
        if planilla is None or planilla.terminada or planilla.ronda == 0:
            h.mostrar_error(self.tr("Buscar la jugada maestra necesita una ronda en juego."))
            return None
        atril = planilla.filas[-1].atril
        if not atril:
            h.mostrar_error(self.tr("La ronda {0} no tiene atril anotado: escríbelo en la tabla para buscar su "
                                    "jugada maestra.").format(planilla.ronda))
            return None
        codigo = planilla.edicion.codigo
        almacen = h.sesion.almacen
        return Encargo(planilla.tablero_ronda, atril, planilla.edicion,
                       lista_propia(h.ventana.ajustes, codigo), almacen.carpeta if almacen is not None else None,
                       palabras)

    def abrir(self) -> None:
        encargo = self.encargo()
        if encargo is None:
            return
        anterior = self.dialogo
        if anterior is not None:  # uno solo a la vez; el anterior se va cuando Qt ya no lo usa
            anterior.close()
            anterior.deleteLater()
        d = self.dialogo = DialogoMaestra(encargo, self.hoja.panel.window())
        d.accepted.connect(self._anotar)  # sin una lambda que guarde el diálogo: nada de ciclos con widgets
        # Modal para la ventana pero sin bloquear: el reloj de la ronda sigue y la búsqueda llega después.
        d.open()
        self.buscador.pedir(encargo)

    def _hecho(self, hallazgo: Hallazgo) -> None:
        d = self.dialogo
        if d is not None and d.encargo is hallazgo.encargo:
            d.mostrar(hallazgo)

    def _anotar(self) -> None:
        d = self.dialogo
        if d is not None and d.elegida is not None and self.anotar(d.encargo, d.elegida, d.lista):
            self.hoja.a_los_puntos()  # al cerrarse la lista, los puntos de cada uno se teclean sin más

    def anotar(self, encargo: Encargo, jugada: Jugada, lista: str) -> bool:
        """La jugada, colocada en el tablero y anotada como maestra (como una colocada a mano)."""
        h = self.hoja
        planilla = h.planilla
        if planilla is None or planilla.tablero_ronda.fichas != encargo.tablero.fichas:
            return False  # la ronda cambió mientras tanto
        h.ventana.limpiar_jugada()
        if h.controlador.anotar_maestra(jugada.fichas(), jugada.posicion.direccion, lista=lista) is None:
            return False
        h.panel.puntos.clear()
        h._reponer_maestra()
        h.ventana.mensaje(self.tr("Jugada maestra: {0} {1}, {2} (hallada con {3}).").format(
            Notacion.de_edicion(encargo.edicion).texto(jugada.posicion), jugada.palabra.upper(),
            TextosHojas.puntos(jugada.puntos), lista))
        return True


__all__ = ["CUANTAS", "Buscador", "BusquedaMaestra", "DialogoMaestra", "Encargo", "Hallazgo", "cargar_grafo",
           "desglose"]
