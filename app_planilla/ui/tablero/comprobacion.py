"""«Comprobar las palabras en una lista abierta»: la casilla bajo el desglose y la carga de las listas.

La comprobación es una ayuda opcional y nunca toca la puntuación: solo añade a cada palabra del desglose
«En la lista», «No está en la lista» o «Lista no cargada». La lista sigue a la edición (la incluida en
español o en inglés, o la lista propia cargada para esa edición) y se lee fuera del hilo de la interfaz la
primera vez que hace falta, así que la ventana nunca se queda congelada.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, QThreadPool, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QCheckBox, QLabel, QVBoxLayout, QWidget

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.comprobacion import Comprobacion, ListaPalabras, comprobar
from app_planilla.nucleo.juego.puntuacion import Resultado
from app_planilla.ui.archivo.dialogo_ficheros import pedir_para_abrir

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto

CLAVE_ACTIVA = "comprobacion/activa"
CLAVE_PROPIA = "comprobacion/propia_{0}"
"""Ruta de la lista propia de cada edición (``propia_es``, ``propia_en``), para volver a cargarla."""


def lista_propia(ajustes: QSettings, codigo: str) -> str | None:
    """La lista propia cargada para esa edición en «Comprobar las palabras», si hay."""
    valor = ajustes.value(CLAVE_PROPIA.format(codigo))
    return str(valor) if valor else None


ATAJO_COMPROBAR = "Ctrl+Shift+L"

Cargar = Callable[[], ListaPalabras]


def _cargar_incluida(codigo: str) -> ListaPalabras:
    from app_planilla import listas  # marisa-trie solo se importa al usar la comprobación

    lista: ListaPalabras = listas.cargar_incluida(codigo)
    return lista


def _cargar_archivo(ruta: str) -> ListaPalabras:
    from app_planilla import listas

    lista: ListaPalabras = listas.cargar_archivo(ruta)
    return lista


class _Emisor(QObject):
    """Lleva el resultado de un hilo de trabajo al hilo de la interfaz (conexión en cola)."""

    hecha = Signal(object, object, str)
    """(ficha de la carga, lista o ``None``, mensaje de error o "")."""


class _Peticion:
    """Una carga en curso: para qué edición, de dónde y con qué número (las viejas se descartan)."""

    def __init__(self, numero: int, codigo: str, propia: str | None) -> None:
        self.numero = numero
        self.codigo = codigo
        self.propia = propia


class Comprobador(QObject):
    """Qué lista se usa para cada edición y su carga en segundo plano.

    - ``activa``: la casilla marcada (se recuerda en los ajustes).
    - ``marcas(resultado)``: la marca de cada palabra, o ``None`` si la comprobación está apagada.
    - ``cambiada()``: cambió la lista en uso, su estado o la casilla (hay que repintar las marcas).
    - ``error(str)``: una lista no se pudo cargar (mensaje en español).

    ``cargar_incluida`` y ``cargar_archivo`` se pueden sustituir (las pruebas retienen la carga para ver
    que la ventana sigue respondiendo mientras tanto).
    """

    cambiada = Signal()
    error = Signal(str)

    def __init__(
        self,
        ajustes: QSettings,
        codigo: str,
        parent: QObject | None = None,
        *,
        cargar_incluida: Callable[[str], ListaPalabras] = _cargar_incluida,
        cargar_archivo: Callable[[str], ListaPalabras] = _cargar_archivo,
    ) -> None:
        super().__init__(parent)
        self.ajustes = ajustes
        self.codigo = codigo
        self.cargar_incluida = cargar_incluida
        self.cargar_archivo = cargar_archivo
        # El grupo de hilos antes que el emisor: al destruirse, los hijos van en orden de creación y el
        # grupo espera a que terminen sus cargas antes de que desaparezca el emisor al que avisan.
        self._hilos = QThreadPool(self)
        self._hilos.setMaxThreadCount(1)
        self._emisor = _Emisor(self)
        self._emisor.hecha.connect(self._hecha)
        self._listas: dict[str, tuple[str, ListaPalabras]] = {}
        """Edición → (descripción, lista) ya cargada."""
        self._fallos: dict[str, str] = {}
        self._en_curso: dict[str, _Peticion] = {}
        self._numero = 0
        self.activa = _booleano(ajustes.value(CLAVE_ACTIVA, False))
        if self.activa:
            self._asegurar()

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def lista(self) -> ListaPalabras | None:
        """La lista de la edición actual si ya está cargada."""
        cargada = self._listas.get(self.codigo)
        return cargada[1] if cargada else None

    @property
    def cargando(self) -> bool:
        return self.codigo in self._en_curso

    def descripcion(self) -> str:
        """Qué lista se usa, o en qué estado está (para la nota bajo la casilla)."""
        if self.codigo in self._en_curso:
            return self.tr("Cargando la lista…")
        cargada = self._listas.get(self.codigo)
        if cargada is not None:
            return cargada[0]
        if self.codigo in self._fallos:
            return self.tr("Lista no cargada: {0}").format(self._fallos[self.codigo])
        return self.tr("Lista no cargada.")

    def propia(self) -> str | None:
        """Ruta de la lista propia de la edición actual, si se usa una."""
        valor = self.ajustes.value(CLAVE_PROPIA.format(self.codigo))
        return str(valor) if valor else None

    def marcas(self, resultado: Resultado) -> list[Comprobacion] | None:
        """Una marca por palabra de ``resultado`` (``None`` con la casilla sin marcar)."""
        if not self.activa:
            return None
        return [marca for _, marca in comprobar(resultado, self.lista)]

    # --- órdenes -------------------------------------------------------------------------------------

    def activar(self, activa: bool) -> None:
        if activa == self.activa:
            return
        self.activa = activa
        self.ajustes.setValue(CLAVE_ACTIVA, activa)
        if activa:
            self._fallos.clear()  # volver a marcar la casilla reintenta una carga que falló
            self._asegurar()
        self.cambiada.emit()

    def poner_edicion(self, codigo: str) -> None:
        if codigo == self.codigo:
            return
        self.codigo = codigo
        if self.activa:
            self._asegurar()
        self.cambiada.emit()

    def cargar_propia(self, ruta: str | Path) -> None:
        """«Cargar una lista propia…» para la edición actual; si falla, sigue la que hubiera."""
        self._cargar(self.codigo, str(ruta))
        self.cambiada.emit()

    def usar_incluida(self) -> None:
        """Deja la lista propia de esta edición y vuelve a la lista abierta incluida."""
        self.ajustes.remove(CLAVE_PROPIA.format(self.codigo))
        self._listas.pop(self.codigo, None)
        self._fallos.pop(self.codigo, None)
        self._en_curso.pop(self.codigo, None)
        if self.activa:
            self._asegurar()
        self.cambiada.emit()

    def esperar(self, milisegundos: int = -1) -> bool:
        """Espera a las cargas en curso (al cerrar; sus resultados llegan después por la cola de eventos)."""
        return self._hilos.waitForDone(milisegundos)

    # --- carga en segundo plano ----------------------------------------------------------------------

    def _asegurar(self) -> None:
        """La primera vez que se necesita la lista de la edición actual, se pide."""
        codigo = self.codigo
        if codigo in self._listas or codigo in self._en_curso or codigo in self._fallos:
            return
        self._cargar(codigo, self.propia())

    def _cargar(self, codigo: str, propia: str | None) -> None:
        self._numero += 1
        peticion = _Peticion(self._numero, codigo, propia)
        self._en_curso[codigo] = peticion
        cargar: Cargar
        if propia is None:
            cargar_incluida = self.cargar_incluida

            def cargar() -> ListaPalabras:
                return cargar_incluida(codigo)
        else:
            cargar_archivo = self.cargar_archivo

            def cargar() -> ListaPalabras:
                return cargar_archivo(propia)

        emisor = self._emisor

        def trabajo() -> None:
            # En otro hilo: nada de widgets aquí, solo leer y avisar.
            try:
                lista = cargar()
            except ErrorPlanilla as e:
                emisor.hecha.emit(peticion, None, str(e))
            except Exception as e:  # un recurso dañado no debe tumbar la aplicación
                emisor.hecha.emit(peticion, None, f"{type(e).__name__}: {e}")
            else:
                emisor.hecha.emit(peticion, lista, "")

        self._hilos.start(trabajo)

    def _hecha(self, peticion: _Peticion, lista: ListaPalabras | None, error: str) -> None:
        codigo = peticion.codigo
        if self._en_curso.get(codigo) is not peticion:
            return  # otra petición la sustituyó (p. ej. «Volver a la lista incluida» a mitad de carga)
        del self._en_curso[codigo]
        clave = CLAVE_PROPIA.format(codigo)
        if lista is not None:
            self._fallos.pop(codigo, None)
            if peticion.propia is None:
                descripcion = self.tr("Lista abierta incluida (Letterpress, {0}).").format(
                    self.tr("español") if codigo == "es" else self.tr("inglés"))
            else:
                descripcion = self.tr("Lista propia: «{0}».").format(Path(peticion.propia).name)
                self.ajustes.setValue(clave, peticion.propia)
            self._listas[codigo] = (descripcion, lista)
        elif peticion.propia is not None:
            nombre = Path(peticion.propia).name
            self.error.emit(self.tr("No se ha cargado la lista «{0}»: {1}").format(nombre, error))
            if str(self.ajustes.value(clave, "")) == peticion.propia:
                # La recordada ya no sirve (movida o cambiada): se olvida y se usa la incluida.
                self.ajustes.remove(clave)
            if codigo not in self._listas and self.activa:
                self._cargar(codigo, None)
        else:
            self._fallos[codigo] = error
            self.error.emit(self.tr("Lista no cargada: {0}").format(error))
        self.cambiada.emit()


def _booleano(valor: object) -> bool:
    """QSettings en INI devuelve ``"true"``/``"false"`` como texto."""
    if isinstance(valor, str):
        return valor.lower() in ("true", "1", "yes")
    return bool(valor)


class CajaComprobacion(QWidget):
    """La casilla bajo el desglose y la nota: qué lista se usa y que no es el Lexicón FISE."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("caja_comprobacion")
        capa = QVBoxLayout(self)
        capa.setContentsMargins(0, 0, 0, 0)
        capa.setSpacing(2)
        # Corta: es lo más ancho de la columna de la jugada, y lo que no ocupa es para el tablero y la hoja en
        # 1024×600; el nombre entero está en el menú y en F1.
        self.casilla = QCheckBox(self.tr("Comprobar en una &lista abierta"))
        self.casilla.setObjectName("comprobar")
        self.casilla.setToolTip(self.tr("Marca cada palabra de la jugada; la puntuación no cambia ({0}).").format(
            QKeySequence(ATAJO_COMPROBAR).toString(QKeySequence.SequenceFormat.NativeText)))
        self.nota = QLabel()
        self.nota.setObjectName("nota_lista")
        self.nota.setWordWrap(True)
        self.nota.setTextFormat(Qt.TextFormat.RichText)
        self.nota.setStyleSheet("color: #5a5a5a; font-size: 11px;")
        self.nota.setContentsMargins(22, 0, 0, 0)
        capa.addWidget(self.casilla)
        capa.addWidget(self.nota)

    def mostrar(self, comprobador: Comprobador, error: str | None = None) -> None:
        from html import escape

        self.casilla.blockSignals(True)
        self.casilla.setChecked(comprobador.activa)
        self.casilla.blockSignals(False)
        self.nota.setVisible(comprobador.activa)
        descripcion = comprobador.descripcion()
        partes = [escape(descripcion),
                  escape(self.tr("No es el Lexicón FISE: una palabra válida en torneo puede faltar, o al revés."))]
        if error and error != descripcion:
            partes.insert(0, f'<span style="color:#8a1c12">{escape(error)}</span>')
        self.nota.setText("<br>".join(partes))


class MontajeComprobacion(QObject):
    """La comprobación montada en la ventana: la casilla, sus acciones del menú «Ver» y las marcas."""

    def __init__(self, ventana: Contexto, comprobador: Comprobador | None = None) -> None:
        super().__init__(ventana)
        self.ventana = ventana
        self.comprobador = comprobador or Comprobador(ventana.ajustes, ventana.edicion.codigo, self)
        self.caja = CajaComprobacion()
        capa = ventana.panel.layout()
        if isinstance(capa, QBoxLayout):
            capa.insertWidget(capa.indexOf(ventana.panel.desglose) + 1, self.caja)
        self._error: str | None = None

        menu = ventana.acciones.menu_ver
        antes = ventana.acciones.menu_paneles.menuAction()
        self.accion_comprobar = QAction(self.tr("Comprobar las palabras en una &lista abierta"), ventana)
        self.accion_comprobar.setCheckable(True)
        self.accion_comprobar.setShortcut(QKeySequence(ATAJO_COMPROBAR))
        self.accion_propia = QAction(self.tr("Cargar una lista p&ropia…"), ventana)
        self.accion_incluida = QAction(self.tr("Volver a la lista &incluida"), ventana)
        for a in (self.accion_comprobar, self.accion_propia, self.accion_incluida):
            menu.insertAction(antes, a)
            ventana.addAction(a)
        menu.insertSeparator(antes)

        # Todo el cableado, aquí.
        self.caja.casilla.toggled.connect(self.activar)
        self.accion_comprobar.toggled.connect(self.activar)
        self.accion_propia.triggered.connect(self.elegir_lista_propia)
        self.accion_incluida.triggered.connect(self.usar_incluida)
        self.comprobador.cambiada.connect(self._cambiada)
        self.comprobador.error.connect(self._fallo)
        ventana.edicion_cambiada.connect(lambda ed: self.comprobador.poner_edicion(ed.codigo))
        ventana.panel.desglose.marcador = self.comprobador.marcas
        self._cambiada()

    def activar(self, activa: bool) -> None:
        self._error = None
        self.comprobador.activar(activa)
        self._cambiada()

    def usar_incluida(self) -> None:
        self._error = None
        self.comprobador.usar_incluida()
        self.ventana.mensaje(self.tr("Se usa la lista abierta incluida."))

    def pedir_ruta_lista(self) -> str:
        """Qué fichero cargar; las pruebas lo sustituyen para no abrir el diálogo de ficheros."""
        return pedir_para_abrir(
            self.ventana, self.tr("Cargar una lista propia"),
            self.tr("Listas de palabras (*.txt *.lst *.dic);;Todos los ficheros (*)"), self.ventana.ajustes)

    def elegir_lista_propia(self) -> None:
        ruta = self.pedir_ruta_lista()
        if not ruta:
            return
        self._error = None
        if not self.comprobador.activa:
            self.comprobador.activar(True)
        self.comprobador.cargar_propia(ruta)
        self.ventana.mensaje(self.tr("Cargando «{0}»…").format(Path(ruta).name))

    def _fallo(self, mensaje: str) -> None:
        self._error = mensaje
        self.ventana.mensaje(mensaje)
        self._cambiada()

    def _cambiada(self) -> None:
        c = self.comprobador
        self.caja.mostrar(c, self._error)
        self.accion_comprobar.blockSignals(True)
        self.accion_comprobar.setChecked(c.activa)
        self.accion_comprobar.blockSignals(False)
        self.accion_incluida.setEnabled(c.propia() is not None)
        self.ventana.panel.desglose.repintar()


__all__ = ["ATAJO_COMPROBAR", "CajaComprobacion", "Comprobador", "MontajeComprobacion"]
