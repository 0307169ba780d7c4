"""«Duplicada en solitario»: la aplicación hace de árbitro. Sortea cada atril (regla del sorteo FISE), el reloj de
la ronda arranca, quien juega coloca su jugada y la confirma; entonces la aplicación busca la maestra en su lista,
la coloca y la anota, y sortea la ronda siguiente. La partida termina cuando no quedan fichas o ninguna jugada
es posible con las que quedan.

Una palabra de la jugada que no está en la lista vale 0 puntos, como una palabra no válida en una duplicada FISE;
como la lista no es el Lexicón FISE, quien juega puede guardar los puntos, y la hoja marca esa casilla. Con
varias personas ante la misma pantalla, cada una escribe sus puntos y la última confirma.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.ui.hojas.comun import TextosHojas
from app_planilla.ui.hojas.duplicada.maestra import BusquedaMaestra, Encargo, Hallazgo
from app_planilla.ui.tablero.panel_jugada import MODO_ESCRITAS

if TYPE_CHECKING:
    from app_planilla.ui.hojas.duplicada.acciones import AccionesDuplicada


class _Pendiente:
    """Los puntos que se confirman, a la espera de saber si sus palabras están en la lista."""

    def __init__(self, casilla: int, puntos: int) -> None:
        self.casilla = casilla
        self.puntos = puntos


class SolitarioDuplicada(QObject):
    """La aplicación como árbitro de la duplicada abierta, si esta se empezó «en solitario»."""

    def __init__(self, hoja: AccionesDuplicada, busqueda: BusquedaMaestra) -> None:
        super().__init__(hoja)
        self.hoja = hoja
        self.busqueda = busqueda
        self._encargo: Encargo | None = None
        self._pendiente: _Pendiente | None = None
        busqueda.buscador.hecho.connect(self._hecho)
        hoja.controlador.abierta.connect(self.empezar)

    @property
    def activo(self) -> bool:
        planilla = self.hoja.planilla
        return planilla is not None and planilla.inicio.arbitro_automatico and not planilla.terminada

    @property
    def buscando(self) -> bool:
        return self._encargo is not None

    def empezar(self, _planilla: object = None) -> None:
        """Recién abierta: la primera ronda se sortea sola."""
        self._encargo = None
        planilla = self.hoja.planilla
        if self.activo and planilla is not None and planilla.ronda == 0:
            self._siguiente_ronda()

    def confirmar(self) -> None:
        """«Confirmar la jugada»: los puntos de la jugada colocada (o escritos) en la siguiente casilla y, si ya
        están todos, la maestra."""
        h = self.hoja
        planilla = h.planilla
        if not self.activo or planilla is None or planilla.ronda == 0 or self.buscando:
            return
        if planilla.filas[-1].maestra is not None:
            self._siguiente_ronda()  # la ronda ya se resolvió (p. ej. se reabrió justo después)
            return
        a_mano = h._puntos_a_mano()
        if a_mano is not None and a_mano < 0:
            return  # el error ya se ha dicho
        casilla = planilla.siguiente_casilla()
        palabras: tuple[str, ...] = ()
        self._pendiente = None
        if casilla is not None:
            v = h.ventana
            r = v.calculo_actual().resultado
            if a_mano is not None:
                self._pendiente = _Pendiente(casilla, a_mano)
            elif r is not None and v.modo != MODO_ESCRITAS and r.posicion is not None:
                self._pendiente = _Pendiente(casilla, r.puntos)
                palabras = tuple(p.texto for p in r.palabras)
            else:
                h.mostrar_error(self.tr("Coloca tu jugada en el tablero o escribe tus puntos (0 si no juegas) y "
                                        "confírmala."))
                return
        self._encargo = self.busqueda.encargo(palabras)
        if self._encargo is not None:
            h.ventana.mensaje(self.tr("Buscando la jugada maestra…"))
            self.busqueda.buscador.pedir(self._encargo)

    def _hecho(self, hallazgo: Hallazgo) -> None:
        if hallazgo.encargo is not self._encargo:
            return  # la de «Buscar la jugada maestra», u otra ya olvidada
        self._encargo = None
        h = self.hoja
        if hallazgo.error:
            h.mostrar_error(self.tr("No se ha podido buscar la jugada maestra: {0}").format(hallazgo.error))
            return
        pendiente, self._pendiente = self._pendiente, None
        if pendiente is not None and not self._escribir(pendiente, hallazgo):
            return
        planilla = h.planilla
        if planilla is None or planilla.siguiente_casilla() is not None:
            if planilla is not None:
                casilla = planilla.siguiente_casilla()
                h.ventana.mensaje(self.tr("Puntos anotados. Ahora, los de {0}.").format(
                    planilla.nombres[casilla] if casilla is not None else ""))
            h.ventana.limpiar_jugada()
            return
        if not hallazgo.jugadas:
            h.ventana.limpiar_jugada()
            self._terminar(self.tr("Ninguna jugada posible con las fichas que quedan: partida terminada."))
            return
        h.temporizador.modelo.pausar()
        h.temporizador.actualizar()
        if self.busqueda.anotar(hallazgo.encargo, hallazgo.jugadas[0], hallazgo.lista):
            maestra = hallazgo.jugadas[0]
            self._siguiente_ronda(self.tr("Maestra: {0} {1}, {2}.").format(
                Notacion.de_edicion(hallazgo.encargo.edicion).texto(maestra.posicion), maestra.palabra.upper(),
                TextosHojas.puntos(maestra.puntos)))

    def _escribir(self, pendiente: _Pendiente, hallazgo: Hallazgo) -> bool:
        """Los puntos confirmados; con una palabra fuera de la lista, 0 salvo que quien juega los guarde."""
        h = self.hoja
        puntos = pendiente.puntos
        fuera = ", ".join(p.upper() for p in hallazgo.fuera)
        if fuera:
            pregunta = self.tr(
                "«{0}» no está en {1}: la jugada vale 0 puntos, como una palabra no válida en una duplicada. "
                "La lista no es el Lexicón FISE: ¿guardar tus {2} de todos modos?").format(
                fuera, hallazgo.lista, TextosHojas.puntos(puntos))
            with h.sesion.relojes_en_pausa():
                if not h.ventana.confirmar(pregunta):
                    puntos = 0
        if h.controlador.escribir_puntos(pendiente.casilla, puntos, fuera_de_lista=fuera) is None:
            return False
        h.panel.puntos.clear()
        return True

    def _siguiente_ronda(self, antes: str = "") -> None:
        """Sortea la ronda siguiente o, si no quedan fichas, termina."""
        h = self.hoja
        planilla = h.planilla
        if planilla is None:
            return
        quedan = planilla.quedan_en_atril() or ()
        if planilla.ronda > 0 and not quedan and not any(planilla.por_salir().values()):
            self._terminar(" ".join(t for t in (antes, self.tr("No quedan fichas: partida terminada.")) if t))
            return
        if h.controlador.sortear_ronda() is not None and h.planilla is not None:
            atril = h.planilla.filas[-1].texto_atril
            h.ventana.mensaje(" ".join(t for t in (antes, self.tr("Ronda {0}: {1}. Coloca tu jugada y "
                                                                 "confírmala.").format(h.planilla.ronda, atril)) if t))

    def _terminar(self, mensaje: str) -> None:
        h = self.hoja
        if h.controlador.terminar() is not None:
            h.temporizador.modelo.pausar()
            h.temporizador.actualizar()
            h.ventana.mensaje(mensaje)


__all__ = ["SolitarioDuplicada"]
