"""Los relojes de la partida abierta en la ventana (clásica, Tantrix o «4 en letras»: las modalidades con
``relojes`` en ``nucleo.modalidades``): el panel acoplado junto a la hoja, los atajos, el modo proyector y el
pegamento con la sesión y su almacén.

La política es del núcleo: los relojes se dan a la partida guardada (``PartidaGuardada.relojes``) y cada
evento los mueve (anotar un turno pulsa el reloj, deshacerlo vuelve a los de antes, terminar los para y
lleva el tiempo extra a la hoja) y guarda su foto en la misma transacción. Aquí solo se guardan las
pulsaciones y pausas a mano y la foto del cierre, con la hora de pared: al volver de un cierre brusco los
relojes están en pausa donde se quedaron y, si corrían, se muestra el tiempo que pasó.

Oyen a la sesión: ``abierta`` (la partida cuyos relojes se llevan) y ``cambiada`` (una operación ya guardada
en ella). En Tantrix y «4 en letras» la hoja no anota turnos: quien juega pulsa su reloj a mano (F5 o las
teclas del panel); cualquier línea anotada es que esa partida se acabó y el núcleo para los relojes (con la
siguiente de la serie se sigue con F6 o pulsando el reloj); el tiempo extra se ve en el reloj, pero no va a la
hoja (el diálogo guarda 0 puntos por minuto para estos juegos). El menú «Relojes» va dentro del menú de cada
hoja con relojes (``adjuntar_menu``).

«Ajustar los relojes…» (F7, en toda partida con relojes) abre el diálogo de ``ajuste.py`` con los relojes en
pausa; lo que cambia lo anota el controlador de la hoja (``Sesion.operar``), así que el núcleo lo guarda como
eventos de la hoja (``AjusteReloj``) con la foto de los relojes y se deshace con ellos.

El tiempo sale siempre de la fuente (``time.monotonic`` por omisión); el ``QTimer`` del panel solo repinta.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QVBoxLayout, QWidget

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.modalidades import de_planilla
from app_planilla.nucleo.registro.eventos import ErrorEvento
from app_planilla.nucleo.registro.registro import Registro
from app_planilla.nucleo.relojes import (
    MS_MINUTO,
    ConfigReloj,
    EstadoRelojes,
    FuenteTiempo,
    Momento,
    Relojes,
    transcurrido,
)
from app_planilla.ui.relojes.atajos import ATAJOS_RELOJ, atajo
from app_planilla.ui.relojes.sonido import Sonidos
from app_planilla.ui.relojes.temporizador import VentanaProyector
from app_planilla.ui.relojes.vista import PanelRelojes

if TYPE_CHECKING:
    from app_planilla.nucleo.almacen.almacen import PartidaGuardada
    from app_planilla.ui.contexto import Contexto, SitioHojas
    from app_planilla.ui.sesion import Sesion


class RelojesPartida(QObject):
    """Relojes de la partida abierta; sin reloj (p. ej. reglas de casa, o una duplicada), el panel se oculta."""

    def __init__(
        self,
        ventana: Contexto,
        sesion: Sesion,
        sitio: SitioHojas,
        *,
        fuente: FuenteTiempo = time.monotonic,
        hora: Callable[[], float] = time.time,
        sonidos: Sonidos | None = None,
    ) -> None:
        super().__init__(ventana)
        self.ventana = ventana
        self.sesion = sesion
        self.fuente = fuente
        """Reloj monótono de los relojes (las pruebas ponen uno falso)."""
        self.hora = hora
        """Hora de pared de las fotos: para saber cuánto pasó entre un cierre y la vuelta."""
        self.sonidos = sonidos if sonidos is not None else Sonidos(self)
        self.sonidos.preparar_despues()
        self.relojes: Relojes | None = None
        self.panel: PanelRelojes | None = None
        self.proyector: VentanaProyector | None = None
        self._ident: int | None = None
        self._planilla: Any = None
        """La partida de los relojes (clásica, Tantrix o «4 en letras»)."""
        self._guardada: PartidaGuardada | None = None
        """La ``PartidaGuardada`` a la que se dieron los relojes."""
        self._mostrada = False

        self.contenedor = QWidget()
        self.contenedor.setObjectName("relojes_partida")
        self._caja = QVBoxLayout(self.contenedor)
        self._caja.setContentsMargins(4, 2, 4, 4)
        self.sin_reloj = QLabel(self.tr("Esta partida se juega sin reloj. Para jugar con reloj, elígelo en "
                                        "«Nueva partida…»."))
        self.sin_reloj.setWordWrap(True)
        self.sin_reloj.setStyleSheet("color: #5a5a5a;")
        self._caja.addWidget(self.sin_reloj)
        self.dock: QDockWidget = ventana.agregar_panel("relojes", self.tr("Relojes"), self.contenedor)
        hoja = sitio.primero
        if hoja is not None and ventana.ajustes.value("ventana/estado") is None:
            # Primera vez: donde se ven de un vistazo sin quitarle alto a la hoja (``acoplar_reloj``).
            ventana.acoplar_reloj(self.dock, hoja)

        self.acciones = self._crear_acciones()

        # Todo el cableado de señales, aquí.
        sesion.abierta.connect(self.abrir)
        sesion.cambiada.connect(self._cambiada)
        # El cierre de la ventana guarda la foto de ese momento (antes de que la sesión cierre el almacén).
        ventana.installEventFilter(self)
        self.abrir(sesion.actual)  # la que ya esté abierta, si la hay

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def planilla(self) -> Any:
        """La partida cuyos relojes se llevan (``None``: ninguna con relojes)."""
        return self._planilla

    @property
    def aviso(self) -> QLabel | None:
        """El aviso junto a los relojes (``texto_aviso``), si hay relojes."""
        return self.panel.aviso if self.panel is not None else None

    @property
    def con_reloj(self) -> bool:
        return self.relojes is not None

    def _teclas(self) -> tuple[str, str]:
        """Los atajos en vigor de «Pulsar el reloj» y «Pausa o seguir», como se escriben."""
        return self._tecla("pulsar"), self._tecla("pausar")

    def _tecla(self, clave: str) -> str:
        return self.acciones[clave].shortcut().toString(QKeySequence.SequenceFormat.NativeText)

    def atajos(self) -> list[tuple[str, str]]:
        """Filas para «Ayuda ▸ Atajos de teclado» con los atajos en vigor."""
        pulsar, pausa = self._teclas()
        return [
            (pulsar, self.tr("Relojes: pulsar el reloj (pasa el turno al siguiente)")),
            (pausa, self.tr("Relojes: pausa o seguir")),
            (self._tecla("ajustar"), self.tr("Relojes: ajustar los relojes (el árbitro pone el tiempo de cada "
                                              "participante)")),
            (self.tr("Espacio / P / 1–4"), self.tr("Con el foco en los relojes: pulsar, pausa, "
                                                     "pulsar el reloj de ese participante")),
            (self.tr("Esc"), self.tr("Cerrar el modo proyector")),
        ]

    # --- acciones ------------------------------------------------------------------------------------

    def _crear_acciones(self) -> dict[str, QAction]:
        v = self.ventana
        menu = QMenu(self.tr("&Relojes"), v)
        self.menu = menu
        acciones: dict[str, QAction] = {}

        def accion(clave: str, texto: str, funcion: Callable[[], object], atajo_clave: str | None = None) -> None:
            a = QAction(texto, v)
            a.setObjectName(f"accion_{clave}")
            if atajo_clave is not None:
                a.setShortcut(QKeySequence(atajo(v.ajustes.value(f"atajos/{atajo_clave}"), atajo_clave)))
            a.triggered.connect(funcion)
            v.addAction(a)
            menu.addAction(a)
            acciones[clave] = a

        accion("pulsar", self.tr("&Pulsar el reloj"), self.pulsar, "pulsar_reloj")
        accion("pausar", self.tr("Pa&usa o seguir"), self.alternar_pausa, "pausar_reloj")
        accion("proyector", self.tr("Modo pro&yector"), self.abrir_proyector)
        menu.addSeparator()
        accion("ajustar", self.tr("&Ajustar los relojes…"), self.ajustar, "ajustar_relojes")
        return acciones

    def adjuntar_menu(self, menu: QMenu) -> None:
        """El menú «Relojes» también al final del menú de una hoja con relojes (se ve el de la hoja abierta)."""
        menu.addSeparator()
        menu.addMenu(self.menu)

    def pulsar(self) -> None:
        """Atajo global: pulsa el reloj (el primero arranca el de quien abre)."""
        if self.panel is not None and self.panel.isEnabled():
            self.panel.pulsar()

    def alternar_pausa(self) -> None:
        if self.panel is not None and self.panel.isEnabled():
            self.panel.alternar_pausa()

    def _ajustable(self) -> Registro[Any, Any, Any] | None:
        """La partida en juego cuyos relojes se pueden ajustar (toda modalidad con relojes anota el ajuste)."""
        planilla = self._planilla
        if self.relojes is None or not isinstance(planilla, Registro) or planilla.terminada:
            return None
        return planilla

    def ajustar(self) -> None:
        """«Ajustar los relojes…»: el árbitro pone el tiempo de cada participante (también en tiempo extra).
        Con el diálogo abierto los relojes están en pausa; al cerrarlo siguen como iban y, si se aceptó, lo
        que cambia se anota en la hoja (se deshace con ella) y se guarda con la foto de los relojes."""
        relojes, planilla = self.relojes, self._ajustable()
        if relojes is None or planilla is None:
            if self.relojes is None:
                self.ventana.mensaje(self.tr("Esta partida se juega sin reloj."))
            else:
                self.ventana.mensaje(self.tr("La partida ha terminado: sus relojes ya no se ajustan."))
            return
        from app_planilla.ui.relojes.ajuste import DialogoAjusteRelojes

        dialogo = DialogoAjusteRelojes(
            planilla.nombres, [relojes.restante_ms(i) for i in range(relojes.participantes)], self.ventana)
        with self.sesion.relojes_en_pausa():
            aceptado = self.sesion.ejecutar_dialogo(dialogo)
        if not aceptado:
            return
        if not dialogo.nuevos:
            self.ventana.mensaje(self.tr("Los relojes siguen como estaban: no se anota nada."))
            return
        nuevos = dialogo.nuevos
        sin_cambios = self.tr("Los relojes ya marcan esos tiempos: no se anota nada.")

        def ajustar(p: Registro[Any, Any, Any]) -> Any:
            efectos = p.ajustar_relojes(relojes, nuevos)
            if not efectos:
                raise ErrorEvento(sin_cambios)
            return efectos[-1]  # la hoja se repinta entera: basta el último

        self.sesion.operar(ajustar)

    def abrir_proyector(self) -> VentanaProyector | None:
        """«Modo proyector»: los relojes en grande, a pantalla completa en la segunda pantalla; Esc cierra."""
        if self.relojes is None or self._planilla is None:
            self.ventana.mensaje(self.tr("Esta partida se juega sin reloj."))
            return None
        if self.proyector is not None:
            self.proyector.raise_()
            self.proyector.activateWindow()
            return self.proyector
        grande = PanelRelojes(self.relojes, self._planilla.nombres, None, grande=True)
        grande.pulsado.connect(self._pulsado)
        grande.pausa_cambiada.connect(self._pausa_cambiada)
        proyector = VentanaProyector(grande, self.tr("Relojes — Planilla"))
        proyector.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # F5 y F6 también allí: quien anota puede tener el foco en la pantalla grande.
        proyector.addAction(self.acciones["pulsar"])
        proyector.addAction(self.acciones["pausar"])
        proyector.destroyed.connect(lambda *_: self._proyector_cerrado(proyector))
        self.proyector = proyector
        proyector.mostrar()
        grande.setFocus()
        return proyector

    def _proyector_cerrado(self, cual: VentanaProyector) -> None:
        if self.proyector is cual:
            self.proyector = None

    def cerrar_proyector(self) -> None:
        proyector, self.proyector = self.proyector, None
        if proyector is not None:
            proyector.close()

    # --- partida abierta ------------------------------------------------------------------------------

    def abrir(self, partida: PartidaGuardada | None) -> None:
        """La partida abierta en la sesión pasa a ser la de los relojes (``None``, o una sin relojes: ninguna)."""
        # Los relojes de la partida que se deja, tal como quedan.
        self.guardar(silencioso=True)
        self.cerrar_proyector()
        self.relojes = None
        if self._guardada is not None:
            self._guardada.relojes = None
            self._guardada = None
        if self.panel is not None:
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None
        if partida is not None and not de_planilla(partida.planilla).relojes:
            partida = None
        planilla = self._planilla = partida.planilla if partida is not None else None
        self._ident = partida.id if partida is not None else None
        almacen = self.sesion.almacen
        config: ConfigReloj | None = None
        foto: tuple[EstadoRelojes, float] | None = None
        if almacen is not None and self._ident is not None:
            try:
                config = almacen.config_relojes(self._ident)
                foto = almacen.foto_relojes(self._ident) if config is not None else None
            except (ErrorPlanilla, sqlite3.Error) as e:
                self.ventana.mensaje(self.tr("No se pueden leer los relojes de la partida: {0}").format(e))
        if partida is None or config is None:
            self._sin_relojes()
            return
        estado = foto[0] if foto is not None and len(foto[0].restantes_ms) == planilla.participantes else None
        if estado is None:
            total = round(config.minutos * MS_MINUTO)
            estado = EstadoRelojes((total,) * planilla.participantes, getattr(planilla, "turno", 0), False)
        # Al volver, siempre en pausa (``Relojes`` restaura así): deciden los participantes cuándo sigue.
        self.relojes = Relojes(planilla.participantes, config, self.fuente, estado)
        self._guardada = partida
        partida.relojes = self.relojes
        partida.hora = self.hora
        partida.monotona = self.fuente
        self.panel = PanelRelojes(self.relojes, planilla.nombres, self.sonidos)
        self.panel.pulsado.connect(self._pulsado)
        self.panel.pausa_cambiada.connect(self._pausa_cambiada)
        self.panel.proyector_pedido.connect(self.abrir_proyector)
        self.panel.descontar_pedido.connect(self.descontar)
        self.panel.poner_teclas(*self._teclas())
        self.panel.setToolTip(self.tr("Con el foco en los relojes: Espacio pulsa, P pausa y 1–4 pulsa el reloj de "
                                      "ese participante si es su turno."))
        self._caja.addWidget(self.panel)
        self.sin_reloj.hide()
        if foto is not None and foto[0].en_marcha and not planilla.terminada and almacen is not None:
            try:
                momento = almacen.momento_foto_relojes(partida.id)
            except (ErrorPlanilla, sqlite3.Error):
                momento = None
            if momento is not None:
                ahora = Momento(self.hora(), self.fuente(), almacen.arranque)
                self.panel.mostrar_tiempo_perdido(*transcurrido(momento, ahora))
        self.dock.toggleViewAction().setEnabled(True)
        self.dock.show()
        self.dock.raise_()  # delante de las fichas si comparten pestañas (pantallas bajas)
        self.repintar()

    def _sin_relojes(self) -> None:
        self.sin_reloj.show()
        self.dock.hide()
        self.dock.toggleViewAction().setEnabled(False)
        self.repintar()

    def texto_aviso(self) -> str | None:
        """Lo que no debe pasar en silencio en una partida con turnos en la hoja (la clásica): relojes que
        nunca se pusieron en marcha aunque ya hay turnos anotados, o un reloj que corre para quien no tiene
        el turno en la hoja (se pulsó a mano); con cómo resolverlo."""
        relojes, planilla, panel = self.relojes, self._planilla, self.panel
        turno = getattr(planilla, "turno", None)
        if relojes is None or panel is None or planilla is None or planilla.terminada or not isinstance(turno, int):
            return None
        pulsar, pausa = self._teclas()
        if not relojes.en_marcha and not panel.empezado():
            if any(linea.es_turno for linea in getattr(planilla, "lineas", ())):
                return self.tr("Relojes parados — {0} para empezar").format(pausa)
            return None
        activo = relojes.activo
        if activo is None or activo == turno:
            return None
        nombres = planilla.nombres
        if relojes.en_marcha:
            texto = self.tr("Corre el reloj de {0}, pero en la hoja es el turno de {1}: anota su turno o, si se pulsó "
                            "por error, pulsa {2}.")
        else:
            texto = self.tr("El reloj en pausa es el de {0}, pero en la hoja es el turno de {1}: anota su turno o, si "
                            "se pulsó por error, pulsa {2}.")
        return texto.format(nombres[activo], nombres[turno], pulsar)

    def descontar(self, participante: int, ms: int) -> None:
        """«Descontar» el tiempo que corrió sin contarse antes de un cierre brusco: un ajuste del árbitro (queda en
        la hoja y se deshace con «Deshacer la última línea»)."""
        relojes, planilla = self.relojes, self._ajustable()
        if relojes is None or planilla is None or not 0 <= participante < relojes.participantes:
            return
        nuevo = relojes.restante_ms(participante) - ms

        def ajustar(p: Registro[Any, Any, Any]) -> Any:
            return p.ajustar_relojes(relojes, {participante: nuevo})[-1]  # ms > 0: el reloj cambia

        if self.sesion.operar(ajustar) is not None and self.panel is not None:
            self.panel.mostrar_tiempo_perdido(0)
            self.repintar()

    def repintar(self) -> None:
        planilla = self._planilla
        en_juego = self.panel is not None and planilla is not None and not planilla.terminada
        if self.panel is not None:
            self.panel.setEnabled(en_juego)
            self.panel.actualizar()
        if self.panel is not None:
            # Relojes y hoja nunca en desacuerdo en silencio: el aviso va junto a los relojes.
            self.panel.mostrar_aviso(self.texto_aviso())
        for clave in ("pulsar", "pausar"):
            self.acciones[clave].setEnabled(en_juego)
        self.acciones["ajustar"].setEnabled(self._ajustable() is not None)
        self.acciones["proyector"].setEnabled(self.panel is not None)
        self.menu.menuAction().setEnabled(self.panel is not None)

    # --- fotos ---------------------------------------------------------------------------------------

    def guardar(self, numero: int | None = None, *, silencioso: bool = False) -> None:
        """Foto de los relojes tras el evento ``numero`` (por omisión, el último de la planilla)."""
        almacen = self.sesion.almacen
        if self.relojes is None or self._planilla is None or self._ident is None or almacen is None:
            return
        if numero is None:
            numero = len(self._planilla.eventos) - 1
        if numero < 0:
            return
        try:
            almacen.guardar_foto_relojes(self._ident, numero, self.relojes.estado(), self.hora(), self.fuente())
        except (ErrorPlanilla, sqlite3.Error) as e:
            if not silencioso:
                self.ventana.mensaje(self.tr("No se ha guardado el estado de los relojes: {0}").format(e))

    def _pulsado(self, _activo: int) -> None:
        self.guardar()
        self.repintar()

    def _pausa_cambiada(self, en_pausa: bool) -> None:
        if not en_pausa and self.panel is not None:
            self.panel.mostrar_tiempo_perdido(0)  # ya se pusieron de acuerdo: siguen
        self.guardar()
        self.repintar()

    # --- reacciones a la partida ---------------------------------------------------------------------

    def _cambiada(self, _efecto: object) -> None:
        # Los relojes ya se movieron (deshacer vuelve a los de antes) y se guardaron con el evento: solo falta
        # verlos. La sesión solo avisa de operaciones en la partida abierta, que es la de los relojes.
        if self.relojes is not None:
            self.repintar()

    # --- cierre --------------------------------------------------------------------------------------

    def eventFilter(self, objeto: QObject, evento: QEvent) -> bool:
        if objeto is self.ventana and evento.type() == QEvent.Type.Close:
            relojes = self.relojes
            if relojes is not None and relojes.en_marcha:
                # Cerrar no es un cierre brusco: se pregunta y los relojes se guardan en pausa, así que al volver
                # no hay tiempo perdido que acordar.
                if not self.ventana.confirmar(self.tr(
                        "Los relojes están en marcha. ¿Cerrar? Se guardan en pausa y siguen al volver.")):
                    evento.ignore()
                    return True
                relojes.pausar()
                self.repintar()
            self.guardar(silencioso=True)
            self.cerrar_proyector()
        elif objeto is self.ventana and evento.type() == QEvent.Type.Show and not self._mostrada:
            # La disposición guardada puede traer el panel visible aunque no haya relojes que ver.
            self._mostrada = True
            self.dock.setVisible(self.panel is not None)
        return False


__all__ = ["ATAJOS_RELOJ", "RelojesPartida"]
