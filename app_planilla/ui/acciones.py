"""Menús y atajos de la ventana principal: cada acción se puede hacer sin ratón."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from app_planilla.nucleo.idioma import ESPANOL, INGLES, actual
from app_planilla.nucleo.juego.ediciones import EDICIONES
from app_planilla.nucleo.juego.tablero import Direccion
from app_planilla.ui.tablero.panel_jugada import MODO_ESCRITAS, MODO_TABLERO

# Así, con el contexto escrito, ``pyside6-lupdate`` ve los textos (en ``v.tr`` tomaría «v» por contexto).
translate = QCoreApplication.translate

if TYPE_CHECKING:
    from app_planilla.nucleo.juego.ediciones import Edicion
    from app_planilla.ui.tablero.vista import VistaTablero


class Ordenes(Protocol):
    """Lo que hacen las acciones de la ventana (la ventana principal lo cumple)."""

    vista_tablero: VistaTablero

    @property
    def edicion(self) -> Edicion: ...

    def poner_direccion(self, direccion: Direccion) -> None: ...

    def dejar_en_tablero(self) -> object: ...

    def deshacer_dejar(self) -> None: ...

    def vaciar_tablero(self) -> None: ...

    def ir_al_tablero(self) -> None: ...

    def poner_modo(self, modo: str) -> None: ...

    def poner_edicion(self, codigo: str) -> None: ...

    def elegir_idioma(self, codigo: str) -> None: ...

    def restablecer_disposicion(self) -> None: ...

    def filas_atajos(self) -> Sequence[tuple[str, str]]:
        """Filas de más para «Atajos de teclado» (los relojes, con sus atajos en vigor)."""
        ...


@dataclass
class Acciones:
    horizontal: QAction
    vertical: QAction
    dejar: QAction
    deshacer: QAction
    vaciar: QAction
    modo: dict[str, QAction]
    edicion: dict[str, QAction]
    idioma: dict[str, QAction]
    menu_jugada: QMenu
    menu_ver: QMenu
    menu_paneles: QMenu
    menu_ayuda: QMenu
    menu_archivo: QMenu
    restablecer: QAction


def crear(v: QMainWindow, ordenes: Ordenes) -> Acciones:
    """Los menús de ``v`` con sus acciones, que llaman a ``ordenes`` (la misma ventana)."""
    o = ordenes
    tablero = o.vista_tablero
    barra = v.menuBar()

    def accion(menu: QMenu, texto: str, atajo: QKeySequence | QKeySequence.StandardKey | str | None = None,
               solo_tablero: bool = False) -> QAction:
        a = QAction(texto, v)
        if atajo is not None:
            a.setShortcut(QKeySequence(atajo))
        if solo_tablero:
            # Teclas de edición (Retroceso, Esc, Espacio, ?) solo con el foco en el tablero: no se las
            # quitan a los campos de texto del modo de palabras escritas.
            a.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            tablero.addAction(a)
        else:
            v.addAction(a)
        menu.addAction(a)
        return a

    archivo = barra.addMenu(translate("Acciones", "&Archivo"))
    salir = accion(archivo, translate("Acciones", "&Salir"), QKeySequence.StandardKey.Quit)
    salir.setMenuRole(QAction.MenuRole.QuitRole)
    salir.triggered.connect(v.close)

    jugada = barra.addMenu(translate("Acciones", "&Jugada"))
    horizontal = accion(jugada, translate("Acciones", "&Horizontal"), "Ctrl+Right")
    vertical = accion(jugada, translate("Acciones", "&Vertical"), "Ctrl+Down")
    for a in (horizontal, vertical):
        a.setCheckable(True)
    horizontal.triggered.connect(lambda: o.poner_direccion(Direccion.HORIZONTAL))
    vertical.triggered.connect(lambda: o.poner_direccion(Direccion.VERTICAL))
    accion(jugada, translate("Acciones", "&Cambiar de dirección"), "Space", True).triggered.connect(
        lambda: tablero.cambiar_direccion())
    accion(jugada, translate("Acciones", "Marcar la última ficha como co&modín"), "?", True).triggered.connect(
        tablero.alternar_comodin)
    accion(jugada, translate("Acciones", "&Borrar la última ficha"), "Backspace", True).triggered.connect(
        tablero.borrar)
    accion(jugada, translate("Acciones", "Ca&ncelar la jugada"), "Esc", True).triggered.connect(
        tablero.cancelar)
    jugada.addSeparator()
    dejar = accion(jugada, translate("Acciones", "&Dejar en el tablero"), "Ctrl+Return")
    dejar.triggered.connect(o.dejar_en_tablero)
    deshacer = accion(jugada, translate("Acciones", "Deshacer «Dejar en el &tablero»"),
                      QKeySequence.StandardKey.Undo)
    deshacer.triggered.connect(o.deshacer_dejar)
    vaciar = accion(jugada, translate("Acciones", "Vaci&ar el tablero"), "Ctrl+Shift+Backspace")
    vaciar.triggered.connect(o.vaciar_tablero)
    jugada.addSeparator()
    accion(jugada, translate("Acciones", "&Ir al tablero"), "Ctrl+T").triggered.connect(o.ir_al_tablero)

    ver = barra.addMenu(translate("Acciones", "&Ver"))
    grupo_modo = QActionGroup(v)
    modo = {}
    for clave, texto, atajo in (
            (MODO_TABLERO, translate("Acciones", "&Colocar las fichas en el tablero"), "Ctrl+1"),
            (MODO_ESCRITAS, translate("Acciones", "&Escribir las palabras"), "Ctrl+2")):
        a = accion(ver, texto, atajo)
        a.setCheckable(True)
        grupo_modo.addAction(a)
        a.triggered.connect(lambda _=False, m=clave: o.poner_modo(m))
        modo[clave] = a
    ver.addSeparator()
    menu_edicion = ver.addMenu(translate("Acciones", "E&dición"))
    grupo_edicion = QActionGroup(v)
    edicion = {}
    for codigo in EDICIONES:
        a = accion(menu_edicion, translate("Acciones", "Español (FISE)") if codigo == "es"
                   else translate("Acciones", "English"))
        a.setCheckable(True)
        a.setChecked(codigo == o.edicion.codigo)
        grupo_edicion.addAction(a)
        a.triggered.connect(lambda _=False, c=codigo: o.poner_edicion(c))
        edicion[codigo] = a
    menu_idioma = ver.addMenu(translate("Acciones", "Idi&oma"))
    grupo_idioma = QActionGroup(v)
    idioma = {}
    # Cada idioma con su nombre en ese idioma, sin traducir: quien no entiende el de ahora encuentra el suyo.
    for codigo, nombre in ((ESPANOL, "&Español"), (INGLES, "E&nglish")):
        a = accion(menu_idioma, nombre)
        a.setCheckable(True)
        a.setChecked(codigo == actual())
        grupo_idioma.addAction(a)
        a.triggered.connect(lambda _=False, c=codigo: o.elegir_idioma(c))
        idioma[codigo] = a
    ver.addSeparator()
    paneles = ver.addMenu(translate("Acciones", "&Paneles"))
    paneles.menuAction().setVisible(False)  # aparece cuando se acopla el primero
    pantalla = accion(ver, translate("Acciones", "Pan&talla completa"), QKeySequence.StandardKey.FullScreen)
    pantalla.triggered.connect(lambda: v.showNormal() if v.isFullScreen() else v.showFullScreen())
    # Sin atajo propio (Alt+V, S): se usa poco, y al arrancar ya se hace sola si la guardada no cabe.
    restablecer = accion(ver, translate("Acciones", "Re&stablecer la disposición"))
    restablecer.triggered.connect(o.restablecer_disposicion)

    def dialogo(titulo: str, html: str) -> None:
        from app_planilla.ui.acerca import DialogoTexto

        DialogoTexto(titulo, html, v).exec()

    def atajos() -> None:
        from app_planilla.ui.acerca import texto_atajos

        dialogo(translate("Acciones", "Atajos de teclado"), texto_atajos(o.filas_atajos()))

    def acerca_de() -> None:
        from app_planilla.ui.acerca import texto_acerca

        dialogo(translate("Acciones", "Acerca de Planilla"), texto_acerca())

    ayuda = barra.addMenu(translate("Acciones", "A&yuda"))
    accion(ayuda, translate("Acciones", "&Atajos de teclado"),
           QKeySequence.StandardKey.HelpContents).triggered.connect(atajos)
    acerca = accion(ayuda, translate("Acciones", "Acerca &de Planilla"))
    acerca.setMenuRole(QAction.MenuRole.AboutRole)
    acerca.triggered.connect(acerca_de)

    return Acciones(horizontal, vertical, dejar, deshacer, vaciar, modo, edicion, idioma, jugada, ver, paneles, ayuda,
                    archivo, restablecer)
