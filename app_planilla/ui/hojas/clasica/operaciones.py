"""Las operaciones de la hoja clásica (botones y menú «Partida»): sumar, pasar, cambiar, retirar, deshacer,
penalizar, terminar, nueva/otra partida, «Partidas» y copiar. Es una mezcla de ``Hoja`` (``hoja.py``):
solo se separa para que ningún archivo pase de ~400 líneas; usa el estado que la hoja monta en ``__init__``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from app_planilla.nucleo.clasica.eventos import Atril
from app_planilla.nucleo.texto import texto_clasificacion, texto_planilla
from app_planilla.ui.hojas.comun import TextosHojas, al_portapapeles
from app_planilla.ui.tablero.panel_jugada import MODO_ESCRITAS

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QDockWidget

    from app_planilla.nucleo.clasica.planilla import Planilla
    from app_planilla.ui.contexto import Contexto
    from app_planilla.ui.hojas.clasica.controlador import ControladorPartida
    from app_planilla.ui.hojas.clasica.panel import PanelPlanilla
    from app_planilla.ui.sesion import Sesion

    # Para mypy la mezcla es un QObject (``tr``); en ejecución, ``object``: el QObject lo pone la ``Hoja``.
    _Base = QObject
else:
    _Base = object


class OperacionesHoja(_Base):
    """Lo que hace cada botón de la hoja; los diálogos se buscan en ``dialogos.py`` al abrirlos (y no
    antes: importarlos retrasaría el arranque)."""

    ventana: Contexto
    sesion: Sesion
    controlador: ControladorPartida
    panel: PanelPlanilla
    dock: QDockWidget

    def _en_juego(self, sin_partida: str) -> Planilla | None:
        """La planilla abierta si aún se juega; si no, se dice ``sin_partida`` y no hay planilla."""
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(sin_partida)
            return None
        return planilla

    def sumar(self) -> None:
        """«Sumar»: los puntos escritos a mano si los hay; si no, la jugada calculada, a quien tiene el turno."""
        c = self.controlador
        planilla = self._en_juego(self.tr("No hay ninguna partida en juego: empieza una con «Nueva partida…»."))
        if planilla is None:
            return
        v = self.ventana
        escrito = self.panel.puntos.text().strip()
        atril = self.panel.atril.text()
        calculo = v.calculo_actual()
        resultado = calculo.resultado
        en_tablero = v.modo != MODO_ESCRITAS and resultado is not None and resultado.posicion is not None
        nuevas = v.jugada.nuevas() if en_tablero else {}
        if escrito:
            if not escrito.isdigit():
                self.mostrar_error(self.tr("Los puntos a mano tienen que ser un número de 0 a 2000."))
                return
            puntos = int(escrito)
            if resultado is not None and nuevas and resultado.posicion is not None:
                # Puntos corregidos a mano para la jugada del tablero: las fichas también quedan.
                efecto = c.sumar_calculada(puntos, resultado.posicion.fise(), resultado.principal.texto, nuevas,
                                           atril)
            elif resultado is not None and v.modo == MODO_ESCRITAS:
                efecto = c.anotar(puntos, "", resultado.principal.texto)
            else:
                efecto = c.anotar(puntos)
        elif resultado is None:
            self.mostrar_error(calculo.error or self.tr(
                "No hay ninguna jugada calculada: coloca las fichas en el tablero o escribe los puntos a mano."))
            return
        elif not en_tablero:
            efecto = c.anotar(resultado.puntos, "", resultado.principal.texto)
        elif v.sueltas():
            # Hay fichas dejadas sin anotar: la planilla no las conoce, así que se anota lo que se ve.
            assert resultado.posicion is not None
            efecto = c.sumar_calculada(resultado.puntos, resultado.posicion.fise(), resultado.principal.texto,
                                       nuevas, atril)
        else:
            efecto = c.sumar_colocacion(nuevas, v.jugada.direccion, atril)
        if efecto is None:
            return
        self.panel.puntos.clear()
        self.panel.atril.clear()
        if v.modo == MODO_ESCRITAS or not efecto.tablero:
            v.limpiar_jugada()  # la del tablero, si cambió, ya la quitó el tablero de la planilla

    def escribir_a_mano(self) -> None:
        """Lleva el foco a los puntos a mano (Intro en ese campo suma)."""
        self.dock.show()
        self.panel.puntos.setFocus()
        self.panel.puntos.selectAll()

    def cifra_a_mano(self, cifra: str) -> None:
        """Una cifra tecleada en el tablero: va a los puntos a mano, que se quedan con el foco (Intro suma eso)."""
        if not self.panel.puntos.hasFocus():
            self.escribir_a_mano()
            self.panel.puntos.clear()
        self.panel.puntos.insert(cifra)

    def pasar(self) -> None:
        """«Pasar», con el atril si se anotó."""
        if self.controlador.pasar(self.panel.atril.text()) is not None:
            self.panel.atril.clear()

    def cambiar(self) -> None:
        """«Cambiar»: lo escrito en el atril son las fichas cambiadas, o cuántas (``4``); puede quedar vacío."""
        if self.controlador.cambiar(self.panel.atril.text()) is not None:
            self.panel.atril.clear()

    def palabra_retirada(self) -> None:
        """«Palabra retirada»: la jugada en curso, o la última anotada (sus fichas salen del tablero)."""
        c = self.controlador
        planilla = self.planilla
        if planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida abierta."))
            return
        v = self.ventana
        calculo = v.calculo_actual()
        if calculo.resultado is not None or not v.jugada.vacia():
            r = calculo.resultado
            coord = r.posicion.fise() if r is not None and r.posicion is not None else ""
            palabra = r.principal.texto if r is not None else ""
            if c.retirar_palabra(coord, palabra) is not None:
                v.limpiar_jugada()
            return
        ultima = planilla.lineas[-1] if planilla.lineas else None
        if ultima is not None and ultima.clase == "jugada" and not planilla.terminada:
            nombre = planilla.nombres[ultima.participante]
            opciones = [
                self.tr("Retirar {0} de {1}").format(ultima.descripcion, nombre),
                self.tr("Anotar una palabra retirada a {0}").format(planilla.nombres[planilla.turno]),
            ]
            pregunta = self.tr("¿Qué palabra se retira? {0} ({1}) es la última jugada anotada; si se retira, "
                               "sus puntos pasan a 0 y sus fichas salen del tablero.").format(
                ultima.descripcion, TextosHojas.puntos(ultima.puntos))
            eleccion = self.preguntar(pregunta, opciones)
            if eleccion == 0:
                c.retirar_ultima_jugada()
            elif eleccion == 1:
                c.retirar_palabra()
            return
        c.retirar_palabra()

    def deshacer(self) -> None:
        self.controlador.deshacer()

    def penalizacion(self) -> None:
        planilla = self.planilla
        if planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida abierta."))
            return
        from app_planilla.ui.hojas.clasica import dialogos as dialogos
        dialogo = dialogos.DialogoPenalizacion(planilla, self.ventana)
        with self.sesion.relojes_en_pausa():
            aceptado = self.sesion.ejecutar_dialogo(dialogo)
        if aceptado:
            self.controlador.penalizar(dialogo.participante.currentIndex(), dialogo.puntos.value(),
                                       dialogo.motivo.text())

    def impugnacion_fallida(self) -> None:
        """«Impugnación fallida»: la última jugada era válida y quien la jugó suma el premio de la partida."""
        if self.planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida abierta."))
            return
        self.controlador.impugnacion_fallida()

    def terminar(self) -> None:
        c = self.controlador
        planilla = self._en_juego(self.tr("No hay ninguna partida en juego que terminar."))
        if planilla is None:
            return

        def aplicar(atriles: list[Atril]) -> str | None:
            return None if c.terminar(atriles, silencioso=True) is not None else c.ultimo_error

        from app_planilla.ui.hojas.clasica import dialogos as dialogos
        with self.sesion.relojes_en_pausa():
            terminada = self.sesion.ejecutar_dialogo(dialogos.DialogoFin(planilla, aplicar, self.ventana))
        if terminada:
            self.mostrar_clasificacion()

    def mostrar_clasificacion(self) -> None:
        planilla = self.planilla
        if planilla is None or planilla.final is None:
            return
        from app_planilla.ui.hojas.clasica import dialogos as dialogos
        dialogo = dialogos.DialogoClasificacion(planilla, self.ventana)
        dialogo.copiar_pedido = self.copiar_clasificacion  # type: ignore[method-assign]
        self.sesion.ejecutar_dialogo(dialogo)
        if dialogo.otra:
            self.otra_partida()

    def otra_partida(self) -> None:
        """«Otra partida, mismas personas» (la sesión pregunta si la abierta no ha terminado)."""
        if self.planilla is not None:
            self.sesion.otra_partida()

    def nueva_partida(self) -> None:
        """«Nueva partida…» con los nombres de la partida abierta."""
        planilla = self.planilla
        self.sesion.nueva_partida(planilla.inicio.participantes if planilla is not None else ())

    def copiar_planilla(self) -> None:
        self._copiar(texto_planilla, self.tr("Planilla copiada al portapapeles."))

    def copiar_clasificacion(self) -> None:
        self._copiar(texto_clasificacion, self.tr("Clasificación copiada al portapapeles."))

    def _copiar(self, como_texto: Callable[[Planilla], str], mensaje: str) -> None:
        planilla = self.planilla
        if planilla is None:
            self.mostrar_error(self.tr("No hay ninguna partida que copiar."))
            return
        texto = como_texto(planilla)
        al_portapapeles(texto)
        self.ventana.mensaje(mensaje)

    if TYPE_CHECKING:
        # De la ``Hoja`` y de ``ReaccionesHoja``. Al final de la clase: al principio, pyside6-lupdate perdería el
        # contexto de sus textos.
        @property
        def planilla(self) -> Planilla | None: ...
        def preguntar(self, pregunta: str, opciones: list[str]) -> int | None: ...
        def mostrar_error(self, texto: str) -> None: ...


__all__ = ["OperacionesHoja"]
