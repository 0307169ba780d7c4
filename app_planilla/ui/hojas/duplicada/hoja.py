"""La hoja de la partida duplicada en la ventana: el panel (una fila por ronda, totales y clasificación), el
reloj de la ronda, el menú «Duplicada» con sus atajos y el pegamento con el tablero.

``HojaDuplicada(contexto, sesion, sitio)`` la monta la raíz de composición la primera vez que hace falta, sobre
el almacén de la sesión: cuando la sesión abre una partida duplicada (nueva, desde «Partidas» o al arrancar)
se la da a su controlador, y este panel ocupa el sitio de las hojas (``sitio``). El tablero de la ventana es
el de la ronda en curso (``tablero_ronda``) más la jugada que se está colocando; una maestra anotada desde el
tablero se queda colocada y pasa a formar parte del tablero en la ronda siguiente.

Repartida en módulos: los widgets del panel (``panel``), el menú y sus órdenes (``acciones``) y el enlace con
el tablero (``tablero``); aquí, el montaje y el cableado.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton

from app_planilla.nucleo.duplicada.estado import EfectoDuplicada
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.temporizador import TemporizadorRonda
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.registro.eventos import Anulacion
from app_planilla.nucleo.relojes import FuenteTiempo, Momento, transcurrido
from app_planilla.ui.hojas.comun import buscar_boton

# ATAJOS y PanelDuplicada se reexportan: se importaban de aquí antes de partir el módulo.
from app_planilla.ui.hojas.duplicada.acciones import ATAJOS, CLAVES_SALA, CLAVES_SALA_SIEMPRE, AccionesDuplicada
from app_planilla.ui.hojas.duplicada.controlador import ControladorDuplicada
from app_planilla.ui.hojas.duplicada.entrada_sala import EntradaSala
from app_planilla.ui.hojas.duplicada.maestra import BusquedaMaestra
from app_planilla.ui.hojas.duplicada.modelo_sala import participantes_de
from app_planilla.ui.hojas.duplicada.panel import PanelDuplicada
from app_planilla.ui.hojas.duplicada.solitario import SolitarioDuplicada
from app_planilla.ui.relojes.temporizador import PanelTemporizador, VentanaProyector
from app_planilla.ui.relojes.voz import CLAVE_VOZ, Voz

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto, SitioHojas
    from app_planilla.ui.sesion import Sesion


ANCHO_SALA = 500
"""Lo menos que mide el panel con una sala abierta (a costa del tablero)."""
ANCHO_SALA_MAXIMO = 640


class HojaDuplicada(AccionesDuplicada):
    """La hoja duplicada montada en la ventana (panel, reloj, menú, tablero) sobre su controlador."""

    def __init__(self, ventana: Contexto, sesion: Sesion, sitio: SitioHojas,
                 fuente: FuenteTiempo = time.monotonic, hora: Callable[[], float] = time.time) -> None:
        super().__init__(sesion)
        self.fuente = fuente
        """Reloj monótono del reloj de la ronda y de sus fotos: el tiempo perdido tras un cierre brusco es exacto
        si la máquina no se reinició, aunque la hora de pared salte."""
        self.hora = hora
        """Hora de pared de las fotos del reloj de la ronda: cuánto corrió sin contarse tras un cierre brusco."""
        self.ventana = ventana
        self.sesion = sesion
        self.sitio = sitio
        """Donde van los paneles de las hojas: el de la duplicada se ve mientras hay duplicada."""
        self.controlador = ControladorDuplicada(sesion.almacen, self)
        self.panel = PanelDuplicada()
        # Debajo de las otras hojas, en la misma zona: solo se ve una a la vez.
        self.dock = sitio.acoplar("duplicada", self.tr("Planilla duplicada"), self.panel)
        self.dock.setMinimumWidth(300)
        self._primera_vez = ventana.ajustes.value("ventana/estado") is None
        from app_planilla.ui.relojes.sonido import Sonidos

        self.sonidos = Sonidos(self)
        self.sonidos.preparar_despues()
        self.voz = Voz(self, activa=bool(ventana.ajustes.value(CLAVE_VOZ, True, type=bool)))
        self.temporizador = PanelTemporizador(TemporizadorRonda(180, fuente), self.sonidos, self.voz)
        self.dock_reloj = ventana.agregar_panel("reloj_ronda", self.tr("Reloj de la ronda"), self.temporizador)
        if self._primera_vez:
            ventana.acoplar_reloj(self.dock_reloj, self.dock, encima=False)
        self.proyector: VentanaProyector | None = None
        self.proyector_sala = None
        self.ventana_clasificacion = None
        self._avisos_operacion: list[str] = []
        self._mostrado = False
        self._activa = False
        """Si el panel de la duplicada es el que se ve (hay una duplicada abierta)."""
        self._tablero_puesto: tuple[bool, bool] | None = None
        """Con qué se puso el tablero para la hoja (sala, con ronda): solo se vuelve a poner si cambia."""
        self.entrada = EntradaSala(self, self.panel.sala)
        """Lo que se teclea en la vista de una sala con arbitraje (mesa, papeleta, órdenes del árbitro)."""
        self.acciones = self._crear_menu()
        self.busqueda = BusquedaMaestra(self)
        self.panel.modelo.escribir = self.escribir_casilla

        # Todo el cableado de señales, aquí.
        p = self.panel
        p.boton_ronda.clicked.connect(self.nueva_ronda)
        p.atril.returnPressed.connect(self.nueva_ronda)
        p.boton_sortear.clicked.connect(self.sortear)
        p.boton_resortear.clicked.connect(self.volver_a_sortear)
        p.boton_maestra.clicked.connect(self.anotar_maestra)
        p.boton_buscar.clicked.connect(self.buscar_maestra)
        p.boton_escribir.clicked.connect(self.escribir_puntos)
        p.boton_cerrar.clicked.connect(self.entrada.cerrar_ronda)
        p.puntos.returnPressed.connect(self.escribir_puntos)
        p.puntos.installEventFilter(self)  # Intro con el campo vacío: los de la jugada calculada (``eventFilter``)
        p.boton_deshacer.clicked.connect(self.deshacer)
        p.boton_terminar.clicked.connect(self.terminar)
        p.boton_otra.clicked.connect(self.otra_partida)
        p.boton_copiar.clicked.connect(self.copiar_clasificacion)
        p.boton_nueva.clicked.connect(self.nueva_partida)
        p.boton_partidas.clicked.connect(sesion.partidas)
        p.sala.boton_clasificacion.clicked.connect(self.ver_clasificacion)
        self.temporizador.proyector_pedido.connect(self.modo_proyector)
        self.temporizador.aviso.connect(ventana.mensaje)
        self.temporizador.cambiado.connect(self.guardar_temporizador)
        if isinstance(ventana, QObject):
            ventana.installEventFilter(self)  # al cerrar, el reloj de la ronda se guarda en pausa
        ventana.resultado_cambiado.connect(self._calculo_cambiado)
        c = self.controlador
        c.abierta.connect(self._abierta)
        c.cambiada.connect(self._cambiada)
        c.ronda_nueva.connect(self._ronda_nueva)
        c.tablero_cambiado.connect(self._sincronizar_tablero)
        c.avisos.connect(self._avisos_en_la_barra)
        c.error.connect(self.mostrar_error)
        if sesion.almacen is None:
            p.boton_nueva.setEnabled(False)
            p.boton_partidas.setEnabled(False)
        # Después del cableado: al abrirse una partida en solitario, la hoja ya se ha puesto cuando sortea.
        self.solitario = SolitarioDuplicada(self, self.busqueda)
        self._mostrar_docks(False)
        sesion.registrar(c)
        self.repintar()

    # --- consultas -----------------------------------------------------------------------------------

    def boton(self, texto: str) -> QPushButton:
        """El botón del panel con ese texto (como lo buscaría quien juega)."""
        return buscar_boton(self.panel, texto)

    # --- reacciones ----------------------------------------------------------------------------------

    def _mostrar_docks(self, duplicada: bool) -> None:
        """El panel de la duplicada y su reloj ocupan el sitio de las hojas mientras hay duplicada."""
        self._activa = duplicada
        self._tablero_puesto = None  # la otra hoja pudo cambiar el tablero: se vuelve a poner
        if duplicada:
            # El sitio oculta primero la hoja que se va: con las dos a la vista un momento, la ventana crecería.
            self.sitio.mostrar(self.dock)
            self.dock_reloj.setVisible(True)
            self.dock_reloj.raise_()
        else:
            self.dock.setVisible(False)
            self.dock_reloj.setVisible(False)
        self.menu.menuAction().setVisible(duplicada)

    @property
    def sala(self) -> bool:
        """La partida abierta es una sala con arbitraje de papeletas."""
        planilla = self.planilla
        return planilla is not None and planilla.arbitraje is not None

    def _abierta(self, planilla: PlanillaDuplicada | None) -> None:
        self._avisos_operacion = []
        self._mostrado = False
        self.panel.poner_error(None)
        sala = planilla is not None and planilla.arbitraje is not None
        self.panel.poner_sala(sala)
        # La hoja de columnas por participante no se usa en la sala (con 200 no cabría): sin partida.
        self.panel.modelo.establecer(None if sala else planilla)
        self.panel.modelo_clasificacion.establecer(None if sala else planilla)
        self.entrada.abierta(planilla if sala else None)
        self._proyector_de_la_partida(sala)
        self.clasificacion_al_dia()
        self._mostrar_docks(planilla is not None)
        if planilla is not None and self._primera_vez:
            self.ventana.resizeDocks([self.dock_reloj], [130], Qt.Orientation.Vertical)
        self._ajustar_edicion(al_abrir=True)
        self.temporizador.reiniciar(avisar=False)
        self._restaurar_temporizador(planilla)
        self._sincronizar_tablero()
        self._reponer_maestra()
        self.repintar()
        if sala:
            assert planilla is not None
            self._ensanchar_para_sala()
            self.ventana.mensaje(self.tr("Sala con arbitraje: {0} participantes.").format(planilla.participantes))
            return
        self.panel.ajustar_columnas()
        self.panel.ajustar_divisor()
        self.panel.ver_ronda()
        if planilla is not None:
            self.ventana.mensaje(self.tr("Partida duplicada: {0}.").format(" – ".join(planilla.nombres)))

    def _proyector_de_la_partida(self, sala: bool) -> None:
        """Con el proyector abierto, otra partida: si es de otra clase (una sala o la hoja de la mesa), el proyector
        se vuelve a abrir con lo que esa pide; si no, se pone al día."""
        if self.proyector is None:
            return
        if sala != (self.proyector_sala is not None):
            self.proyector.close()  # se borra al cerrarse: ``_proyector_cerrado`` lo olvida
            self._proyector_cerrado()
            if self.planilla is not None:
                self.modo_proyector()
            return
        self.proyector_al_dia(True)

    def _avisos_en_la_barra(self, avisos: tuple[str, ...]) -> None:
        """Los avisos de una operación (el del sorteo del atril…) en la barra de estado, que es de una línea: si
        no caben, su comienzo y dónde leerlos enteros (en la planilla, donde se ven mientras dura la ronda)."""
        texto = " ".join(avisos)
        metrica = self.panel.fontMetrics()
        cabe = max(200, self.ventana.width() - 40)
        if metrica.horizontalAdvance(texto) > cabe:
            cola = self.tr(" (el aviso entero, en la planilla)")
            corto = texto.split(": ", 1)[0].rstrip(".")
            if len(corto) == len(texto) or metrica.horizontalAdvance(corto + cola) > cabe:
                corto = metrica.elidedText(texto, Qt.TextElideMode.ElideRight, cabe - metrica.horizontalAdvance(cola))
            texto = corto + cola
        self.ventana.mensaje(texto)

    def _ensanchar_para_sala(self) -> None:
        """La vista de la sala necesita más ancho que la hoja de la mesa (mesa, papeleta, juicio y marcas de cada
        participante): el panel crece a costa del tablero, que se achica y sigue entero."""
        v = self.ventana
        ancho = min(ANCHO_SALA_MAXIMO, max(ANCHO_SALA, v.width() * 45 // 100))
        if self.dock.isVisible() and not self.dock.isFloating() and self.dock.width() < ancho:
            v.resizeDocks([self.dock], [ancho], Qt.Orientation.Horizontal)

    def _cambiada(self, efecto: EfectoDuplicada) -> None:
        self._avisos_operacion = list(efecto.avisos)
        self.panel.poner_error(None)
        if self.sala:
            self.entrada.cambiada(efecto)
            # La clasificación entera y la del proyector solo se rehacen si cambió lo que las decide (la ronda en
            # curso no cuenta hasta tener todas sus papeletas); el tablero del proyector, si no es una papeleta.
            self.clasificacion_al_dia()
            evento = efecto.deshecho if isinstance(efecto.evento, Anulacion) else efecto.evento
            self.proyector_al_dia(participantes_de(evento) is None)
            self._ajustar_edicion()
            self.repintar()
            return
        filas = self.panel.modelo.rowCount()
        self.panel.modelo.actualizar(efecto)
        self.panel.modelo_clasificacion.establecer(self.planilla)
        self._ajustar_edicion()
        self.repintar()
        if self.panel.modelo.rowCount() != filas:
            # Las columnas se miden una vez por ronda; entre medias solo crecen con la fila que cambió.
            self.panel.ajustar_columnas()
            self.panel.ver_ronda()
        else:
            self.panel.ensanchar_columnas(efecto)

    def pausa_del_reloj(self) -> Callable[[], None] | None:
        """En solitario, el reloj de la ronda es el de quien juega, sola ante la pantalla: no corre mientras un
        diálogo está abierto (``Sesion``). En la mesa es el reloj de la sala: los demás siguen pensando mientras el
        árbitro imprime o importa, y solo él lo para (Espacio, «Pausa»)."""
        modelo = self.temporizador.modelo
        if not modelo.en_marcha or not self.solitario.activo:
            return None
        modelo.pausar()
        self.temporizador.actualizar()
        self.guardar_temporizador()

        def seguir() -> None:
            planilla = self.planilla
            if planilla is not None and not planilla.terminada and self.temporizador.modelo is modelo:
                modelo.iniciar()
                self.temporizador.actualizar()
                self.guardar_temporizador()

        return seguir

    # --- el reloj de la ronda, guardado ----------------------------------------------------------------

    def guardar_temporizador(self) -> None:
        """Foto del reloj de la ronda en el almacén, como las de los relojes: sobrevive a un cierre brusco."""
        partida, planilla = self.controlador.partida, self.planilla
        if partida is None or planilla is None or self.controlador.almacen is None:
            return
        try:
            self.controlador.almacen.guardar_temporizador(
                partida.id, planilla.ronda, self.temporizador.modelo.estado(), self.hora(), self.fuente())
        except (ErrorPlanilla, sqlite3.Error) as e:
            self.ventana.mensaje(self.tr("No se ha guardado el reloj de la ronda: {0}").format(e))

    def _restaurar_temporizador(self, planilla: PlanillaDuplicada | None) -> None:
        """El reloj de la ronda en curso como se guardó, en pausa; si corría, cuánto pasó desde entonces."""
        partida = self.controlador.partida
        if planilla is None or planilla.terminada or partida is None or self.controlador.almacen is None:
            return
        try:
            foto = self.controlador.almacen.temporizador(partida.id)
        except (ErrorPlanilla, sqlite3.Error):
            foto = None
        # La foto de otra ronda no vale (la ronda nueva se guardó y su reloj no llegó a guardarse).
        if foto is None or foto[0] != planilla.ronda:
            return
        _ronda, estado, tomada = foto
        if not estado.en_marcha:
            self.temporizador.restaurar(estado, 0)
            return
        # La ronda siguió en la sala mientras la aplicación no estaba: ese tiempo se descuenta y se dice; el
        # reloj vuelve en pausa y así se guarda, para no descontarlo dos veces. Con el reloj monótono del mismo
        # arranque es exacto; si no, la hora de pared, y la nota dice que es aproximado.
        ahora = Momento(self.hora(), self.fuente(), self.controlador.almacen.arranque)
        perdido, exacto = transcurrido(tomada, ahora)
        restante = max(0, estado.restante_ms - perdido)
        self.temporizador.restaurar(replace(estado, restante_ms=restante, en_marcha=False), perdido, exacto)
        self.guardar_temporizador()

    def eventFilter(self, objeto: QObject, evento: QEvent) -> bool:
        if (objeto is self.panel.puntos and isinstance(evento, QKeyEvent) and evento.type() == QEvent.Type.KeyPress
                and evento.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.panel.puntos.text().strip()):
            # Vacío, el campo no avisa de Intro (no es un número): como Intro en el tablero, se escriben los de la
            # jugada calculada (la maestra colocada, p. ej.) en la casilla siguiente, que la hoja ya señala.
            self.escribir_puntos()
            return True
        if objeto is self.ventana and evento.type() == QEvent.Type.Close and self.proyector is not None:
            self.proyector.close()  # sin la ventana, el proyector no tiene de dónde leer
        if objeto is self.ventana and evento.type() == QEvent.Type.Close and self.ventana_clasificacion is not None:
            self.ventana_clasificacion.close()
        if objeto is self.ventana and evento.type() == QEvent.Type.Close and self.temporizador.modelo.en_marcha:
            # Cerrar no es un cierre brusco: se guarda en pausa y al volver no hay tiempo perdido que contar.
            self.temporizador.modelo.pausar()
            self.temporizador.actualizar()
            self.guardar_temporizador()
        return super().eventFilter(objeto, evento)

    def _ronda_nueva(self, _efecto: EfectoDuplicada) -> None:
        self.temporizador.nueva_ronda()

    def repintar(self) -> None:
        planilla = self.planilla
        v = self.ventana
        self.panel.mostrar(planilla)
        en_juego = planilla is not None and not planilla.terminada
        con_ronda = en_juego and planilla is not None and planilla.ronda > 0
        for clave in ("ronda", "sortear", "atril", "terminar", "reloj", "a_mano"):
            self.acciones[clave].setEnabled(en_juego)
        for clave in ("buscar", "maestra", "escribir"):
            self.acciones[clave].setEnabled(con_ronda)
        solitario = self.solitario.activo
        if solitario:  # la aplicación sortea y busca la maestra: «Escribir los puntos» confirma la jugada
            for clave in ("ronda", "sortear", "atril", "buscar", "maestra"):
                self.acciones[clave].setEnabled(False)
        self.acciones["escribir"].setText(
            self.tr("&Confirmar la jugada") if solitario else self.tr("&Escribir los puntos"))
        self.acciones["deshacer"].setEnabled(planilla is not None and planilla.puede_deshacer)
        for clave in ("otra", "copiar_planilla", "copiar_clasificacion", "proyector"):
            self.acciones[clave].setEnabled(planilla is not None)
        sala = self.sala
        # La sala no tiene casillas de puntos: cada participante, su papeleta (menú y vista de la sala).
        self.acciones["escribir"].setVisible(not sala)
        self.acciones["escribir"].setEnabled(con_ronda and not sala)
        for clave in CLAVES_SALA:
            self.acciones[clave].setVisible(sala)
            self.acciones[clave].setEnabled(sala and (con_ronda or clave in CLAVES_SALA_SIEMPRE))
        if self._activa:
            # Las maestras no se quitan a mano («Vaciar el tablero»): vuelven y se dice cómo quitarlas.
            v.proteger(None if planilla is None or planilla.terminada else self.tr(
                "Las jugadas maestras siguen en el tablero: para quitar la última, «Deshacer la última línea»."))
            # Solo si cambia: el tablero recoloca sus botones cada vez, y eso repintaba la ventana entera con
            # cada papeleta.
            if (sala, con_ronda) != self._tablero_puesto:
                self._tablero_puesto = (sala, con_ronda)
                if sala:
                    v.tablero_para_hoja(True, self.tr(
                        "Toca la casilla de inicio (otro toque cambia la dirección) y escribe la maestra. "
                        "«?»: comodín · Esc · Intro: anotarla como maestra."),
                        self.anotar_maestra if con_ronda else None, self.cifra_a_mano if con_ronda else None)
                else:
                    v.tablero_para_hoja(True, self.tr(
                        "Toca la casilla de inicio (otro toque cambia la dirección) y escribe. "
                        "«?»: comodín · Esc · Intro: escribir los puntos."),
                        self.escribir_puntos if con_ronda else None, self.cifra_a_mano if con_ronda else None)
        avisos: list[str] = []
        if planilla is not None and planilla.filas:
            ultima = planilla.filas[-1]
            avisos.extend(self.tr("Ronda {0}: {1}").format(ultima.numero, a) for a in ultima.avisos)
        avisos.extend(a for a in self._avisos_operacion if a not in " ".join(avisos))
        if planilla is not None:
            avisos.extend(planilla.recuento().avisos())
        self.panel.poner_avisos(avisos)
        self._calculo_cambiado(v.calculo_actual())

    def arrancado(self) -> None:
        """Tras reabrir la partida al arrancar (con la disposición de la sesión anterior ya puesta)."""
        if self.planilla is not None:
            self._mostrar_docks(True)
            self._sincronizar_tablero(forzar=True)
            self._reponer_maestra()
            if self._primera_vez:
                self.ventana.resizeDocks([self.dock_reloj], [130], Qt.Orientation.Vertical)
            if self.sala:
                self._ensanchar_para_sala()
        else:
            # La disposición guardada puede venir de una sesión con duplicada: se retira.
            self._mostrar_docks(False)
        self.repintar()


__all__ = ["ATAJOS", "HojaDuplicada", "PanelDuplicada"]
