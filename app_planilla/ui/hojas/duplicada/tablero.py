"""El tablero de la ventana durante una partida duplicada: es el de la ronda en curso (``tablero_ronda``)
más la jugada que se está colocando. Una maestra anotada desde el tablero se queda colocada y pasa a formar
parte del tablero en la ronda siguiente; las fichas de rondas anteriores no se quitan a mano.

``EnlaceTableroDuplicada`` es la base de ``HojaDuplicada`` (``hoja.py``), que crea los atributos que
aquí solo se declaran.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.jugada_en_curso import Calculo
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Posicion
from app_planilla.ui.hojas.duplicada.controlador import ControladorDuplicada
from app_planilla.ui.hojas.duplicada.panel import PanelDuplicada
from app_planilla.ui.tablero.panel_jugada import MODO_ESCRITAS

if TYPE_CHECKING:
    from app_planilla.ui.contexto import Contexto


class EnlaceTableroDuplicada(QObject):
    """Lo que une la partida duplicada con el tablero de la ventana (y la edición que este muestra)."""

    ventana: Contexto
    controlador: ControladorDuplicada
    panel: PanelDuplicada
    _mostrado: bool
    """Si el tablero de la ventana ya es el de esta partida (no tras abrirla ni tras cambiar de edición)."""

    @property
    def planilla(self) -> PlanillaDuplicada | None:
        return self.controlador.planilla

    def _ajustar_edicion(self, al_abrir: bool = False) -> None:
        """La ventana toma la edición de la partida y la mantiene mientras no ha terminado."""
        v = self.ventana
        planilla = self.planilla
        if planilla is None:
            return
        if planilla.terminada and not al_abrir:
            v.edicion_fija = None
            return
        if v.tomar_edicion(planilla.edicion.codigo, fija=not planilla.terminada):
            self._mostrado = False
            self._sincronizar_tablero()

    def _sincronizar_tablero(self, forzar: bool = False) -> None:
        """El tablero de la ventana pasa a ser el de la ronda en curso; si no ha cambiado, la jugada que se
        está colocando (p. ej. la maestra recién anotada) se queda."""
        planilla = self.planilla
        if planilla is None:
            return
        fichas = dict(planilla.tablero_ronda.fichas)
        v = self.ventana
        if not forzar and self._mostrado and fichas == v.base and all(
                v.tablero.fichas.get(c) == f for c, f in fichas.items()):
            return
        ultima: set[Casilla] = set()
        if len(planilla.filas) >= 2 and planilla.filas[-2].maestra is not None:
            ultima = {c for c, _f in planilla.filas[-2].maestra.fichas}
        elif planilla.terminada and planilla.filas and planilla.filas[-1].maestra is not None:
            fichas = dict(planilla.tablero.fichas)
            ultima = {c for c, _f in planilla.filas[-1].maestra.fichas}
        self._mostrado = True
        v.mostrar_partida(fichas, ultima)

    def _reponer_maestra(self) -> None:
        """Al abrir la partida: la maestra de la ronda en curso, si se calculó en el tablero, vuelve a verse
        colocada (el tablero de la ronda no la incluye hasta la ronda siguiente)."""
        planilla = self.planilla
        v = self.ventana
        if planilla is None or planilla.terminada or not planilla.filas or v.modo == MODO_ESCRITAS:
            return
        maestra = planilla.filas[-1].maestra
        if maestra is None or not maestra.fichas or not v.jugada.vacia():
            return
        fichas = dict(maestra.fichas)
        casillas = sorted(fichas)
        direccion = Direccion.HORIZONTAL
        if len({c[0] for c in casillas}) > 1:
            direccion = Direccion.VERTICAL
        elif len(casillas) == 1 and maestra.coordenada:
            try:
                direccion = Posicion.desde_fise(maestra.coordenada).direccion
            except ErrorPlanilla:
                pass
        j = v.jugada
        try:
            j.tocar(casillas[0])
            j.cambiar_direccion(direccion)
            for c in casillas:
                j.escribir(fichas[c].letra)
            for c in casillas:
                if fichas[c].comodin and not j.nuevas()[c].comodin:
                    j.alternar_comodin(c)
        except (ErrorPlanilla, KeyError):
            pass
        if j.nuevas() != fichas:
            j.cancelar()  # no se ha podido rehacer igual (p. ej. una C seguida de una H): mejor nada
        v.vista_tablero.establecer_jugada(j)  # avisa a la ventana: el desglose se recalcula

    def _calculo_cambiado(self, calculo: Calculo) -> None:
        planilla = self.planilla
        r = calculo.resultado
        if planilla is None or planilla.terminada:
            self.panel.pendiente.clear()
        elif planilla.ronda == 0:
            self.panel.pendiente.setText(self.tr("Empieza la primera ronda con su atril."))
        elif r is not None and planilla.arbitraje is not None:
            texto = EnlaceTableroDuplicada.tr("{0}: <b>%n</b> puntos · Intro: anotarla como maestra", "", r.puntos)
            self.panel.pendiente.setText(texto.format(escape(r.principal.texto.upper())))
        elif r is not None:
            casilla = planilla.siguiente_casilla()
            destino = planilla.nombres[casilla] if casilla is not None else self.tr("ninguna casilla vacía")
            # La clase, no ``self``: con plural, ``self.tr`` de una subclase (la hoja) no encontraría el texto.
            texto = EnlaceTableroDuplicada.tr("{0}: <b>%n</b> puntos · siguiente casilla: {1}", "", r.puntos)
            self.panel.pendiente.setText(texto.format(escape(r.principal.texto.upper()), escape(destino)))
        elif planilla.arbitraje is not None:
            self.panel.pendiente.setText(self.tr("Coloca, busca o escribe la maestra"))
        else:
            self.panel.pendiente.setText(self.tr("Coloca la jugada en el tablero o escribe los puntos"))


__all__ = ["EnlaceTableroDuplicada"]
