"""Cómo responde la hoja clásica a los cambios ya guardados: repinta el panel y el menú «Partida», ajusta la
edición de la ventana y mantiene su tablero igual al de la planilla (más las fichas sueltas). Es una mezcla
de ``Hoja`` (``hoja.py``), separada solo para que ningún archivo pase de ~400 líneas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app_planilla.ui.hojas.comun import TextosHojas

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget

    from app_planilla.nucleo.clasica.lineas import EfectoClasica as Efecto
    from app_planilla.nucleo.clasica.planilla import Planilla
    from app_planilla.nucleo.juego.jugada_en_curso import Calculo
    from app_planilla.nucleo.juego.tablero import Casilla
    from app_planilla.ui.contexto import Contexto, SitioHojas
    from app_planilla.ui.hojas.clasica.panel import PanelPlanilla

    # Para mypy la mezcla es un QObject (``tr``); en ejecución, ``object``: el QObject lo pone la ``Hoja``.
    _Base = QObject
else:
    _Base = object


class ReaccionesHoja(_Base):
    """Las ranuras que la ``Hoja`` conecta a la ventana y al controlador, y ``_repintar``."""

    ventana: Contexto
    sitio: SitioHojas
    dock: QDockWidget
    panel: PanelPlanilla
    acciones: dict[str, QAction]
    _avisos_operacion: list[str]
    _aviso_almacen: str | None
    _conservar_sueltas: bool

    def _partida_abierta(self, planilla: Planilla | None) -> None:
        self._avisos_operacion = []
        self._conservar_sueltas = False
        self.panel.poner_error(None)
        self.panel.modelo.establecer(planilla)
        self._ajustar_edicion(al_abrir=True)
        if planilla is None:
            self.ventana.mostrar_partida({})
        else:
            self.sitio.mostrar(self.dock)
        self._repintar()
        self.panel.ver_turno()
        if planilla is not None:
            nombres = " – ".join(planilla.nombres)
            self.ventana.mensaje(self.tr("Partida: {0}. {1}").format(nombres, planilla.nota_reglas))

    def _cambiada(self, efecto: Efecto) -> None:
        self._avisos_operacion = list(efecto.avisos)
        self.panel.poner_error(None)
        self.panel.modelo.actualizar()
        self._ajustar_edicion()
        self._repintar()
        self.panel.ver_turno()

    def _avisos(self, avisos: tuple[str, ...]) -> None:
        if avisos:
            self.ventana.mensaje(" ".join(avisos))

    def _ajustar_edicion(self, al_abrir: bool = False) -> None:
        """La ventana toma la edición de la partida al abrirla y la mantiene mientras no ha terminado."""
        planilla = self.planilla
        if planilla is None or (planilla.terminada and not al_abrir):
            self.ventana.edicion_fija = None
            return
        if self.ventana.tomar_edicion(planilla.edicion.codigo, fija=not planilla.terminada):
            self._conservar_sueltas = False
            self._sincronizar_tablero()

    def _sincronizar_tablero(self) -> None:
        """El tablero de la ventana pasa a ser el de la planilla (más las fichas sueltas que no choquen)."""
        planilla = self.planilla
        ultima: set[Casilla] = set()
        if planilla is not None and planilla.lineas and planilla.lineas[-1].fichas:
            ultima = {c for c, _ in planilla.lineas[-1].fichas}
        fichas = planilla.tablero.fichas if planilla is not None else {}
        self.ventana.mostrar_partida(fichas, ultima, sueltas=self._conservar_sueltas)
        self._conservar_sueltas = True

    def _calculo_cambiado(self, calculo: Calculo) -> None:
        planilla = self.planilla
        r = calculo.resultado
        if planilla is None or planilla.terminada:
            self.panel.pendiente.clear()
        elif r is not None:
            self.panel.pendiente.setText(self.tr("{0}: {1} para {2}").format(
                r.principal.texto.upper(), TextosHojas.puntos(r.puntos), planilla.nombres[planilla.turno]))
        else:
            self.panel.pendiente.setText(self.tr("Coloca la jugada o escribe los puntos"))

    def _repintar(self) -> None:
        planilla = self.planilla
        v = self.ventana
        self.panel.mostrar(planilla)
        hay_hoja = planilla is not None
        en_juego = planilla is not None and not planilla.terminada
        # Las fichas anotadas no se quitan a mano («Vaciar el tablero»): vuelven y se dice cómo quitarlas.
        v.proteger(self.tr("Las fichas anotadas en la planilla siguen en el tablero: para quitarlas, «Deshacer la "
                           "última línea» o «Palabra retirada».") if en_juego else None)
        v.tablero_para_hoja(hay_hoja, self.tr(
            "Toca la casilla de inicio (otro toque cambia la dirección) y escribe. "
            "Tocar una ficha nueva o «?»: comodín · Retroceso · Esc · flechas · Intro: {0}."
        ).format(self.tr("sumar") if en_juego else self.tr("dejar")), self.sumar if en_juego else None,
            self.cifra_a_mano if en_juego else None)
        for clave in ("sumar", "a_mano", "pasar", "cambiar", "retirada", "penalizacion", "terminar"):
            self.acciones[clave].setEnabled(en_juego)
        self.acciones["deshacer"].setEnabled(planilla is not None and planilla.puede_deshacer)
        # Solo las partidas con premio por impugnación fallida (torneo en inglés) la llevan en el menú.
        self.acciones["impugnacion"].setVisible(planilla is not None and planilla.premio_impugnacion > 0)
        self.acciones["impugnacion"].setEnabled(en_juego)
        for clave in ("otra", "copiar_planilla", "copiar_clasificacion"):
            self.acciones[clave].setEnabled(hay_hoja)
        avisos = []
        if self._aviso_almacen:
            avisos.append(self._aviso_almacen)
        if planilla is not None:
            avisos.extend(a.texto for a in planilla.avisos)
        avisos.extend(self._avisos_operacion)
        self.panel.poner_avisos(avisos)
        self._calculo_cambiado(v.calculo_actual())

    if TYPE_CHECKING:
        # De la ``Hoja`` y de ``OperacionesHoja``. Al final de la clase: al principio, pyside6-lupdate perdería el
        # contexto de sus textos.
        @property
        def planilla(self) -> Planilla | None: ...
        def sumar(self) -> None: ...
        def cifra_a_mano(self, cifra: str) -> None: ...


__all__ = ["ReaccionesHoja"]
