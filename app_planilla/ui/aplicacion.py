"""Arranque de la aplicación de escritorio y raíz de composición: la única que conoce la ventana y todas las
hojas. Crea la ventana, la sesión (``sesion.py``) y las hojas, y lleva el arranque diferido."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from app_planilla.ui import idioma
from app_planilla.ui.ventana import PANELES, VentanaPrincipal, ajustes_por_defecto

if TYPE_CHECKING:
    from app_planilla.nucleo.relojes import FuenteTiempo
    from app_planilla.ui.contexto import SitioHojas
    from app_planilla.ui.relojes.partida import RelojesPartida
    from app_planilla.ui.sesion import Pausa, Sesion

ORGANIZACION = "Planilla"
NOMBRE = "Planilla"


def ruta_icono() -> str:
    """El SVG del icono dentro del paquete (instalación editable o rueda)."""
    # ``recursos`` es un paquete normal, en disco: su carpeta basta (``importlib.resources`` tarda más en cargar).
    from app_planilla import recursos

    return str(Path(recursos.__file__).parent / "iconos" / "planilla.svg")


def preparar(argv: list[str] | None = None, ajustes: QSettings | None = None) -> QApplication:
    """La QApplication con nombre (QSettings lo usa), icono e idioma (``idioma.elegir`` con ``ajustes``, por
    omisión los de la aplicación); reutiliza la que ya exista."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANIZACION)
    app.setApplicationName(NOMBRE)
    app.setApplicationDisplayName(NOMBRE)
    app.setDesktopFileName("planilla")
    app.setWindowIcon(QIcon(ruta_icono()))
    # Antes de cualquier widget: cada texto se traduce al crearse.
    idioma.poner(app, idioma.elegir(ajustes if ajustes is not None else ajustes_por_defecto()))
    return app


def crear_ventana(
    ajustes: QSettings | None = None, *, datos: str | Path | None = None,
    fuente_tiempo: FuenteTiempo | None = None, hora: Callable[[], float] | None = None, diferir: bool = False,
) -> VentanaPrincipal:
    """La raíz de composición: la ventana, la sesión sobre ``datos`` (la carpeta de las partidas) y las hojas.

    Con ``diferir`` (la aplicación de verdad) la ventana se muestra con el tablero y la jugada, y las hojas se
    montan y la partida se reabre justo después del primer pintado (``arranque_completado``); sin él (pruebas,
    herramientas) todo queda montado al volver. ``fuente_tiempo`` y ``hora``: las de los relojes (pruebas).
    """
    ajustes = ajustes if ajustes is not None else ajustes_por_defecto()
    app = QApplication.instance()
    if isinstance(app, QApplication):
        # El idioma es el de estos ajustes (en la aplicación, el que ``preparar`` ya puso: no cuesta nada).
        idioma.poner(app, idioma.elegir(ajustes))
    ventana = VentanaPrincipal(ajustes)
    ventana.pendiente = lambda: montar(ventana, datos, fuente_tiempo or time.monotonic, hora or time.time,
                                       perezosas=diferir)
    # La ventana se ve antes: tablero y jugada ya; las hojas, el almacén y la partida reabierta, justo
    # después de pintar el tablero por primera vez. Solo si se sabe qué paneles habrá (los de la sesión
    # anterior, ya en su sitio y vacíos): así nada cambia de sitio al llenarse. La primera vez, todo junto.
    if diferir and _paneles_vacios(ventana):
        ventana.restaurar()
        # Los botones del tablero como quedaron (con hoja van uno encima del otro): la columna no salta.
        ventana.panel.apilar_botones(bool(ventana.ajustes.value("ventana/apilados", False, type=bool)))
        _Diferido(ventana)
    else:
        ventana.completar_arranque()
    return ventana


def abrir_ventana(datos: str | None = None) -> VentanaPrincipal:
    """La ventana de la aplicación sobre la carpeta de datos (la de siempre sin ``datos``), sin mostrar.

    Con arranque diferido: se ve antes y las hojas llegan tras el primer pintado. ``bench/arranque.py`` mide
    exactamente esto.
    """
    from app_planilla.datos import carpeta_datos

    return crear_ventana(datos=carpeta_datos(datos), diferir=True)


def montar(ventana: VentanaPrincipal, datos: str | Path | None, fuente: FuenteTiempo,
           hora: Callable[[], float], *, perezosas: bool = False) -> None:
    """Monta la sesión, la hoja de la partida que se va a reabrir (sin ninguna, la clásica: la de una partida
    nueva), los relojes y las fichas, el menú «Archivo» y la comprobación, y reabre la partida. Con
    ``perezosas``, las demás hojas se montan la primera vez que se abre una de sus partidas; sin él (pruebas,
    herramientas), todas ya."""
    if datos is not None:
        from app_planilla.nucleo.modalidades import CLASICA
        from app_planilla.ui.carpeta_datos import abrir_carpeta
        from app_planilla.ui.contexto import SitioHojas
        from app_planilla.ui.fichas.partida import Fichas
        from app_planilla.ui.relojes.partida import RelojesPartida
        from app_planilla.ui.sesion import Sesion

        almacen, aviso, cerrojo = abrir_carpeta(ventana, Path(datos))
        sesion = ventana.sesion = Sesion(ventana, almacen, aviso, cerrojo, ventana)
        sesion.error.connect(ventana.mensaje)
        hojas = Hojas(ventana, sesion, SitioHojas(ventana), fuente, hora)
        hojas.montar(sesion.por_reabrir() or CLASICA)
        # Tras la primera hoja y antes que las demás: los relojes, encima de ella, no en una pestaña con ella.
        relojes = ventana.relojes = RelojesPartida(ventana, sesion, hojas.sitio, fuente=fuente, hora=hora)
        hojas.con_relojes(relojes)
        sesion.al_pausar(pausa_de_relojes(relojes))
        ventana.atajos_extra = relojes.atajos
        ventana.fichas = Fichas(ventana, sesion)
        if not perezosas or sesion.almacen is None:
            for clave in hojas.montadores:
                hojas.montar(clave)
        ventana.cerrandose.connect(sesion.cerrar)
    from app_planilla.ui.archivo.menu import MenuArchivo
    from app_planilla.ui.tablero.comprobacion import MontajeComprobacion

    ventana.comprobacion = MontajeComprobacion(ventana)  # «Comprobar las palabras en una lista abierta»
    ventana.archivo = MenuArchivo(ventana, ventana.sesion)  # importar, exportar e imprimir
    ventana.restaurar()
    ventana.actualizar_jugada()
    if ventana.sesion is not None:
        hojas.arrancar()
    ventana.revisar_disposicion()  # la guardada, quizá de otra pantalla: si aquí queda apretada, la de la primera vez
    for dock in ventana.paneles.values():
        if dock.widget() is None:
            # El de una hoja aún sin montar (la sesión anterior la usó): se queda en su sitio, oculto.
            dock.hide()
            dock.toggleViewAction().setVisible(False)
    ventana.arranque_completado.emit()


class Hojas(QObject):
    """Monta cada hoja la primera vez que hace falta: al arrancar, la de la partida que se reabre; después,
    la de la modalidad de cada partida que abre la sesión (``Sesion.por_abrir``), antes de que la reciba.
    Cada hoja queda en su atributo de la ventana (``hoja``, ``duplicada``, ``juegos``)."""

    def __init__(self, ventana: VentanaPrincipal, sesion: Sesion, sitio: SitioHojas, fuente: FuenteTiempo,
                 hora: Callable[[], float]) -> None:
        from app_planilla.nucleo.modalidades import CLASICA, CUATRO_LETRAS, DUPLICADA, TANTRIX

        super().__init__(sesion)
        self.ventana = ventana
        self.sesion = sesion
        self.sitio = sitio
        self.fuente = fuente
        self.hora = hora
        self.relojes: RelojesPartida | None = None
        self.montadores: dict[str, Callable[[], None]] = {
            CLASICA: self._clasica, DUPLICADA: self._duplicada, TANTRIX: self._juegos, CUATRO_LETRAS: self._juegos}
        """Modalidad → lo que monta su hoja (si aún no está)."""
        sesion.por_abrir.connect(self.montar)
        # Sin partida abierta se ve la clásica: la de una partida nueva.
        sesion.abierta.connect(lambda partida: self._sin_partida() if partida is None else None)

    def montar(self, clave: str) -> None:
        """La hoja de la modalidad ``clave``, si aún no está montada."""
        self.montadores[clave]()

    def montadas(self) -> list[Any]:
        v = self.ventana
        return [h for h in (v.hoja, v.duplicada, v.juegos) if h is not None]

    def con_relojes(self, relojes: RelojesPartida) -> None:
        """El menú «Relojes» en las hojas ya montadas con relojes (y en las que se monten después)."""
        self.relojes = relojes
        for hoja in (self.ventana.hoja, self.ventana.juegos):
            if hoja is not None:
                self._adjuntar_relojes(hoja)

    def _adjuntar_relojes(self, hoja: Any) -> None:
        if self.relojes is not None:
            for h in getattr(hoja, "hojas", (hoja,)):
                self.relojes.adjuntar_menu(h.menu)

    def _clasica(self) -> None:
        from app_planilla.ui.hojas.clasica.hoja import Hoja

        v = self.ventana
        if v.hoja is None:
            v.hoja = Hoja(v, self.sesion, self.sitio)
            self._adjuntar_relojes(v.hoja)

    def _duplicada(self) -> None:
        from app_planilla.ui.hojas.duplicada.hoja import HojaDuplicada

        v = self.ventana
        if v.duplicada is None:
            v.duplicada = HojaDuplicada(v, self.sesion, self.sitio, self.fuente, self.hora)
            self.sesion.al_pausar(v.duplicada.pausa_del_reloj)

    def _juegos(self) -> None:
        from app_planilla.ui.hojas.juegos.hoja import HojasJuegos

        v = self.ventana
        if v.juegos is None:
            v.juegos = HojasJuegos(v, self.sesion, self.sitio)
            self._adjuntar_relojes(v.juegos)  # los mismos relojes para Tantrix y «4 en letras»

    def _sin_partida(self) -> None:
        self._clasica()
        self.sitio.mostrar(self.ventana.hoja.dock)

    def arrancar(self) -> None:
        """Reabre la partida de la sesión anterior (con la disposición ya restaurada) y deja cada hoja como
        corresponde; la primera vez, la hoja con sitio para cuatro participantes y la jugada estrecha."""
        v = self.ventana
        primera = self.sitio.primero
        if primera is not None and v.ajustes.value("ventana/estado") is None:
            v.medidas_por_defecto(primera)
        self.sesion.reabrir()
        if self.sesion.actual is None:
            self._sin_partida()
        for hoja in self.montadas():
            hoja.arrancado()


def pausa_de_relojes(r: RelojesPartida) -> Pausa:
    """La pausa de los relojes de la partida en los diálogos (``Sesion.relojes_en_pausa``)."""

    def pausar() -> Callable[[], None] | None:
        relojes = r.relojes
        if relojes is None or not relojes.en_marcha:
            return None
        relojes.pausar()
        r.repintar()

        def seguir() -> None:
            # Sigue si es la misma partida y no ha terminado (al terminar, los relojes se quedan parados).
            planilla = r.planilla
            if r.relojes is relojes and planilla is not None and not planilla.terminada:
                relojes.poner_en_marcha()
                r.repintar()

        return seguir

    return pausar


_ESPERA_MAXIMA_MS = 1000
"""Si el tablero no llega a pintarse (ventana minimizada), las hojas se montan igual pasado este tiempo."""

_ENTRADAS = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)


class _Diferido(QObject):
    """Monta las hojas tras el primer pintado del tablero, o antes si alguien ya lo toca."""

    def __init__(self, ventana: VentanaPrincipal) -> None:
        super().__init__(ventana)
        self.ventana = ventana
        self._programado = False
        ventana.vista_tablero.installEventFilter(self)
        ventana.arranque_completado.connect(lambda: ventana.vista_tablero.removeEventFilter(self))
        QTimer.singleShot(_ESPERA_MAXIMA_MS, ventana.completar_arranque)  # por si no llega a pintarse

    def eventFilter(self, objeto: QObject, evento: QEvent) -> bool:
        v = self.ventana
        if objeto is v.vista_tablero and not v.arrancada:
            if evento.type() in _ENTRADAS:
                # Quien ya toca el tablero: las hojas primero, para que reabrir la partida no le borre la jugada
                # (e Intro, que suma en la hoja, la encuentra montada).
                v.completar_arranque()
            elif evento.type() == QEvent.Type.Paint and not self._programado:
                # Tras este primer pintado, en la vuelta siguiente del bucle de eventos.
                self._programado = True
                QTimer.singleShot(0, v.completar_arranque)
        return False


def _paneles_vacios(ventana: VentanaPrincipal) -> int:
    """Un panel vacío por cada uno de la sesión anterior (antes de ``restoreState``); cuántos."""
    valor = ventana.ajustes.value(PANELES)
    creados = 0
    for linea in valor.splitlines() if isinstance(valor, str) else ():
        clave, _, titulo = linea.partition("\t")
        if clave.isidentifier() and titulo and clave not in ventana.paneles:
            ventana.nuevo_panel(clave, titulo)
            creados += 1
    return creados


def ejecutar(args: argparse.Namespace) -> int:
    app = preparar()
    ventana = abrir_ventana(getattr(args, "datos", None))
    ventana.show()
    return app.exec()
