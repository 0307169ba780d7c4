"""El menú «Duplicada» con sus atajos y lo que hace cada entrada (y cada botón del panel): rondas, maestras,
puntos, correcciones en la tabla, terminar, copiar y el reloj en grande. En una sala, también la clasificación
entera en su ventana y el modo proyector con sus dos páginas (el tablero y la clasificación).

``AccionesDuplicada`` es una base de ``HojaDuplicada`` (``hoja.py``), que crea los atributos que aquí
solo se declaran.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

from app_planilla.nucleo.clasica.eventos import MAX_PUNTOS_JUGADA
from app_planilla.nucleo.duplicada.publicacion import rondas_parciales
from app_planilla.nucleo.duplicada.texto import texto_clasificacion_duplicada, texto_duplicada
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Casilla
from app_planilla.nucleo.modalidades import DUPLICADA
from app_planilla.ui.hojas.comun import accion_de_menu, al_portapapeles
from app_planilla.ui.hojas.dialogo_nueva_partida import SALA
from app_planilla.ui.hojas.duplicada.modelo import (
    COL_ATRIL,
    COL_MAESTRA,
    COL_PUNTOS_MAESTRA,
    COL_RONDA,
    participante_de,
)
from app_planilla.ui.hojas.duplicada.proyector import ProyectorDuplicada
from app_planilla.ui.hojas.duplicada.proyector_clasificacion import ProyectorSala
from app_planilla.ui.hojas.duplicada.tablero import EnlaceTableroDuplicada
from app_planilla.ui.hojas.duplicada.vista_clasificacion import VentanaClasificacionSala
from app_planilla.ui.relojes.temporizador import PanelTemporizador, VentanaProyector
from app_planilla.ui.relojes.voz import CLAVE_VOZ
from app_planilla.ui.tablero.panel_jugada import MODO_ESCRITAS

if TYPE_CHECKING:
    from app_planilla.ui.hojas.duplicada.entrada_sala import EntradaSala
    from app_planilla.ui.relojes.sonido import Sonidos
    from app_planilla.ui.relojes.voz import Voz
    from app_planilla.ui.sesion import Sesion

ATAJOS = {
    "ronda": "Ctrl+Alt+N",
    "sortear": "Ctrl+Alt+S",
    "maestra": "Ctrl+M",
    "buscar": "Ctrl+Alt+M",
    "escribir": "Ctrl+S",
    "a_mano": "Ctrl+Shift+M",
    "deshacer": "Ctrl+Backspace",
    "terminar": "Ctrl+Shift+F",
    "otra": "Ctrl+Alt+O",
    "copiar_clasificacion": "Ctrl+Alt+C",
    "papeletas": "Ctrl+Alt+P",
    "aviso": "Ctrl+W",
    "penalizacion": "Ctrl+Shift+P",
    "clasificacion_sala": "Ctrl+Alt+V",
}
"""Atajos del menú «Duplicada». Los que repiten los de la clásica («Escribir los puntos» como «Sumar»,
deshacer, terminar) no chocan: solo una de las dos hojas tiene partida, y la otra los desactiva. Los de la sala:
Ctrl+W da un aviso (como la W de Eliot); la penalización es Ctrl+Mayús+P porque Ctrl+P es «Imprimir» (en la
clásica, Ctrl+Mayús+P es «Pasar», y Ctrl+Alt+P «Copiar la planilla» en Tantrix y «4 en letras»: nunca a la vez).
«Ver la clasificación entera» es Ctrl+Alt+V: Ctrl+Alt+C ya copia la clasificación y Ctrl+Alt+L bloquea la
pantalla en algunos escritorios."""

CLAVES_SALA = ("papeletas", "aviso", "penalizacion", "decidir", "cerrar", "situacion", "desempate",
               "clasificacion_sala", "proyector_clasificacion")
"""Las entradas del menú que solo se ven con una sala con arbitraje abierta."""
CLAVES_SALA_SIEMPRE = ("situacion", "desempate", "clasificacion_sala", "proyector_clasificacion")
"""Las de la sala que valen también sin ronda en juego (antes de la primera, o con la partida terminada)."""

NO_VALE = -1
"""Lo que da ``_puntos_a_mano`` si no hay partida en juego o lo escrito no es un número válido (el error ya se
ha dicho)."""


class _Busqueda(Protocol):
    def abrir(self) -> None: ...


class _Solitario(Protocol):
    @property
    def activo(self) -> bool: ...

    def confirmar(self) -> None: ...


class AccionesDuplicada(EnlaceTableroDuplicada):
    """Las órdenes de quien juega sobre la partida duplicada: cada una, una operación del controlador."""

    sesion: Sesion
    dock: QDockWidget
    temporizador: PanelTemporizador
    sonidos: Sonidos
    voz: Voz
    proyector: VentanaProyector | None
    proyector_sala: ProyectorSala | None
    """Las dos páginas del modo proyector de una sala (dentro de ``proyector``); ``None`` sin sala."""
    ventana_clasificacion: VentanaClasificacionSala | None
    """La clasificación entera de la sala en su ventana (se crea la primera vez que se pide)."""
    menu: QMenu
    busqueda: _Busqueda
    solitario: _Solitario
    entrada: EntradaSala
    """«Buscar la jugada maestra» (``maestra.py``, que a su vez usa esta clase: aquí, solo lo que se llama)."""

    # --- menú «Duplicada» ----------------------------------------------------------------------------

    def _crear_menu(self) -> dict[str, QAction]:
        v = self.ventana
        self.menu = QMenu(self.tr("&Duplicada"), v)
        v.menuBar().insertMenu(v.acciones.menu_ver.menuAction(), self.menu)
        acciones: dict[str, QAction] = {}

        def accion(clave: str, texto: str, funcion: object) -> None:
            acciones[clave] = accion_de_menu(v, self.menu, texto, funcion, ATAJOS.get(clave), activa=False)

        accion("ronda", self.tr("&Nueva ronda (atril escrito)"), self.nueva_ronda)
        accion("sortear", self.tr("&Sortear el atril de la ronda"), self.sortear)
        accion("atril", self.tr("Escribir el &atril…"), self.ir_al_atril)
        self.menu.addSeparator()
        accion("buscar", self.tr("&Buscar la jugada maestra…"), self.buscar_maestra)
        accion("maestra", self.tr("Anotar como jugada &maestra"), self.anotar_maestra)
        accion("escribir", self.tr("&Escribir los puntos"), self.escribir_puntos)
        accion("a_mano", self.tr("Escribir los p&untos a mano"), self.escribir_a_mano)
        # La sala con arbitraje (``entrada_sala.py``): solo se ven con una abierta.
        accion("papeletas", self.tr("Anotar &papeletas (mesa y papeleta)"), self.ir_a_papeletas)
        accion("aviso", self.tr("Dar un aviso…"), lambda: self.entrada.aviso())
        accion("penalizacion", self.tr("Penali&zación…"), lambda: self.entrada.penalizacion())
        accion("decidir", self.tr("De&cidir la papeleta…"), lambda: self.entrada.decidir())
        accion("cerrar", self.tr("Cerrar la ronda con las que &faltan…"), lambda: self.entrada.cerrar_ronda())
        accion("situacion", self.tr("Ausente, tarde o retirado…"), lambda: self.entrada.situacion())
        accion("desempate", self.tr("Desempate a muerte súbita…"), lambda: self.entrada.desempate())
        accion("deshacer", self.tr("&Deshacer la última línea"), self.deshacer)
        self.menu.addSeparator()
        accion("reloj", self.tr("Empezar o parar el &reloj de la ronda"), self.temporizador.alternar)
        # Junto al reloj: sus llamadas también se dicen en voz alta si hay una voz del idioma (si no, pitido).
        voz = acciones["voz"] = accion_de_menu(
            v, self.menu, self.tr("Decir las llamadas del reloj en &voz alta"), self.poner_voz, None)
        voz.setCheckable(True)
        voz.setChecked(self.voz.activa)
        # Con el teclado, como todo: la sala ve el atril, el tablero y el reloj en la otra pantalla.
        accion("proyector", self.tr("Modo pro&yector"), self.modo_proyector)
        # En una sala, el proyector tiene dos páginas: el árbitro pasa de una a otra sin ir a la otra pantalla.
        accion("proyector_clasificacion", self.tr("Proyector: la clasificación o el tablero"),
               self.alternar_proyector)
        self.menu.addSeparator()
        accion("terminar", self.tr("&Terminar la partida"), self.terminar)
        accion("otra", self.tr("&Otra partida, mismas personas"), self.otra_partida)
        accion("clasificacion_sala", self.tr("Ver la clasificación &entera…"), self.ver_clasificacion)
        accion("copiar_planilla", self.tr("Copiar la plan&illa"), self.copiar_planilla)
        accion("copiar_clasificacion", self.tr("Copiar la c&lasificación"), self.copiar_clasificacion)
        self.menu.menuAction().setVisible(False)
        return acciones

    # --- operaciones ---------------------------------------------------------------------------------

    def ir_a_papeletas(self) -> None:
        """«Anotar papeletas»: el panel a la vista y el foco en la papeleta (o en la mesa)."""
        self.dock.show()
        self.dock.raise_()
        self.entrada.ir()

    def escribir_a_mano(self) -> None:
        """Lleva el foco a los puntos a mano (Intro en ese campo los escribe), como en la clásica."""
        self.dock.show()
        self.dock.raise_()
        self.panel.puntos.setFocus()
        self.panel.puntos.selectAll()

    def cifra_a_mano(self, cifra: str) -> None:
        """Una cifra tecleada en el tablero: va a los puntos a mano, que se quedan con el foco (las siguientes
        cifras e Intro ya van allí), nunca al tablero ni a la maestra."""
        if not self.panel.puntos.hasFocus():
            self.escribir_a_mano()
            self.panel.puntos.clear()
        self.panel.puntos.insert(cifra)

    def ir_al_atril(self) -> None:
        self.dock.show()
        self.dock.raise_()
        self.panel.atril.setFocus()
        self.panel.atril.selectAll()

    def nueva_ronda(self) -> None:
        """«Nueva ronda» con el atril escrito (o vacío); arranca el reloj de la ronda."""
        if self.controlador.nueva_ronda(self.panel.atril.text()) is not None:
            self.panel.atril.clear()

    def sortear(self) -> None:
        """«Sortear»: lo que quedó en el atril más fichas al azar de las que no han salido."""
        quedan = self.panel.atril.text().strip() or None
        if self.controlador.sortear_ronda(quedan) is not None:
            self.panel.atril.clear()

    def volver_a_sortear(self) -> None:
        self.controlador.volver_a_sortear()

    def buscar_maestra(self) -> None:
        self.busqueda.abrir()

    def _puntos_a_mano(self) -> int | None:
        """Los puntos escritos a mano; ``None`` si no hay; ``NO_VALE`` (y el error dicho) si no son un número o
        no hay partida en juego donde anotarlos."""
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida duplicada en juego."))
            return NO_VALE
        escrito = self.panel.puntos.text().strip()
        if not escrito:
            return None
        if not escrito.isdigit() or int(escrito) > MAX_PUNTOS_JUGADA:
            self.mostrar_error(self.tr("Los puntos a mano tienen que ser un número de 0 a {0}.").format(
                MAX_PUNTOS_JUGADA))
            return NO_VALE
        return int(escrito)

    def anotar_maestra(self) -> None:
        """«Anotar como jugada maestra»: la jugada del tablero (que se queda colocada) o los puntos a mano."""
        a_mano = self._puntos_a_mano()
        if a_mano == NO_VALE:
            return
        v = self.ventana
        calculo = v.calculo_actual()
        r = calculo.resultado
        en_tablero = v.modo != MODO_ESCRITAS and r is not None and r.posicion is not None
        if a_mano is not None:
            coord = r.posicion.fise() if r is not None and r.posicion is not None else ""
            palabra = r.principal.texto if r is not None else ""
            efecto = self.controlador.anotar_maestra_puntos(a_mano, coord, palabra)
        elif r is None:
            self.mostrar_error(calculo.error or self.tr(
                "No hay ninguna jugada calculada: coloca la jugada maestra en el tablero o escribe sus puntos."))
            return
        elif en_tablero:
            efecto = self.controlador.anotar_maestra(v.jugada.nuevas(), v.jugada.direccion)
        else:
            efecto = self.controlador.anotar_maestra_puntos(r.puntos, "", r.principal.texto)
        if efecto is not None:
            if v.modo == MODO_ESCRITAS:
                v.limpiar_jugada()
            # La jugada del tablero se queda colocada: en la ronda siguiente ya es parte del tablero.
            self.a_los_puntos()

    def a_los_puntos(self) -> None:
        """Anotada la maestra, lo siguiente que se teclea son los puntos de quien va: el foco va a los puntos a
        mano, vacíos, venga de donde venga (el atril, un botón, la lista de «Buscar la maestra»); Intro sin cifras
        escribe los de la jugada colocada, como en el tablero."""
        self.escribir_a_mano()
        self.panel.puntos.clear()

    def escribir_puntos(self) -> None:
        """«Escribir los puntos»: los de la jugada calculada (o a mano) en la siguiente casilla vacía; en
        solitario, confirmar la jugada (``solitario.py``)."""
        if self.solitario.activo:
            self.solitario.confirmar()
            return
        a_mano = self._puntos_a_mano()
        if a_mano == NO_VALE:
            return
        v = self.ventana
        if a_mano is not None:
            puntos = a_mano
        else:
            calculo = v.calculo_actual()
            if calculo.resultado is None:
                self.mostrar_error(calculo.error or self.tr(
                    "No hay ninguna jugada calculada: coloca la jugada en el tablero o escribe los puntos a mano."))
                return
            puntos = calculo.resultado.puntos
        if self.controlador.escribir_siguiente(puntos) is None:
            return
        self.panel.puntos.clear()
        if v.modo == MODO_ESCRITAS or (a_mano is None and not self._es_la_maestra(v.jugada.nuevas())):
            v.limpiar_jugada()

    def _es_la_maestra(self, nuevas: dict[Casilla, Ficha]) -> bool:
        planilla = self.planilla
        if planilla is None or not planilla.filas or planilla.filas[-1].maestra is None:
            return False
        return bool(nuevas) and dict(planilla.filas[-1].maestra.fichas) == nuevas

    def escribir_casilla(self, ronda: int, columna: int, texto: str) -> bool:
        """Lo escrito en una casilla de la tabla: cada corrección es una operación del núcleo."""
        c = self.controlador
        planilla = self.planilla
        if planilla is None:
            return False
        texto = texto.strip()
        fila = planilla.filas[ronda - 1] if 1 <= ronda <= planilla.ronda else None
        if fila is None:
            return False
        i = participante_de(columna)
        if columna == COL_ATRIL:
            return c.corregir_atril(ronda, texto) is not None
        if columna == COL_MAESTRA:
            partes = texto.split(None, 1)
            if len(partes) != 2:
                # El ejemplo, en la notación de la partida: «H4» es otra casilla en una inglesa.
                ejemplo = "8D QUIZ" if Notacion.de_edicion(planilla.edicion) is Notacion.GCG else "H4 JAMÓN"
                self.mostrar_error(self.tr("Escribe la jugada maestra como coordenada y palabra, p. ej. «{0}».")
                                   .format(ejemplo))
                return False
            return c.anotar_maestra_escrita(partes[0], partes[1]) is not None
        if columna in (COL_PUNTOS_MAESTRA, COL_RONDA) or i is not None:
            if not texto:
                if i is not None and fila.puntos[i] is not None:
                    return c.borrar_puntos(i, ronda) is not None
                return False
            if not texto.isdigit():
                self.mostrar_error(self.tr("Los puntos tienen que ser un número de 0 a {0}.").format(
                    MAX_PUNTOS_JUGADA))
                return False
            puntos = int(texto)
            if i is not None:
                return c.escribir_puntos(i, puntos, ronda) is not None
            if columna == COL_PUNTOS_MAESTRA:
                if fila.maestra is None:
                    return c.anotar_maestra_puntos(puntos, ronda=ronda) is not None
                return c.corregir_maestra(ronda, puntos) is not None
        return False

    def deshacer(self) -> None:
        self.controlador.deshacer()

    def terminar(self) -> None:
        planilla = self.planilla
        if planilla is None or planilla.terminada:
            self.mostrar_error(self.tr("No hay ninguna partida duplicada en juego que terminar."))
            return
        if planilla.arbitraje is not None:  # en la sala, las papeletas que faltan (no las de ausentes)
            vacias = sum(len(planilla.faltan(f.numero)) for f in planilla.filas)
        else:
            vacias = sum(1 for f in planilla.filas for p in f.puntos if p is None)
        pregunta = self.tr("¿Terminar la partida? En la duplicada no hay ajuste de fichas.")
        if vacias:
            # La clase, no ``self``: con plural, ``self.tr`` de una subclase (la hoja) no encontraría el texto.
            pregunta += " " + AccionesDuplicada.tr("Quedan %n casillas sin puntos: cuentan como 0.", "", vacias)
        with self.sesion.relojes_en_pausa():
            if not self.ventana.confirmar(pregunta):
                return
        if self.controlador.terminar() is not None:
            self.temporizador.modelo.pausar()
            self.temporizador.actualizar()
            self.ventana.mensaje(self.tr("Partida terminada. Ganador: {0}.").format(
                self.planilla.nombres[self.planilla.clasificacion()[0].participante] if self.planilla else ""))

    def nueva_partida(self) -> None:
        """«Nueva partida…» desde esta hoja: el diálogo de siempre, ya en duplicada y con los mismos nombres."""
        planilla = self.planilla
        nombres = planilla.inicio.participantes if planilla is not None else ()

        def preparar(dialogo: Any) -> None:
            if planilla is not None and planilla.arbitraje is not None:
                # Otra sala: los mismos inscritos (con su mesa, licencia y club) y las mismas reglas.
                dialogo.tipo.setCurrentIndex(max(0, dialogo.tipo.findData(SALA)))
                dialogo.inscritos.texto.setPlainText("\n".join(
                    "\t".join((nombre, x.licencia, x.club, str(x.mesa)))
                    for nombre, x in zip(planilla.inicio.participantes, planilla.inscritos, strict=True)))
                dialogo.inscritos.leer()
                dialogo.reglas_sala.poner(planilla.arbitraje)
                return
            dialogo.tipo.setCurrentIndex(max(0, dialogo.tipo.findData(DUPLICADA)))
            if planilla is not None:
                dialogo.bonificaciones.setChecked(planilla.bonificaciones)
                # Antes que el número: marcar «en solitario» lo pone a 1, y una en solitario puede tener varios.
                dialogo.solitario.setChecked(planilla.inicio.arbitro_automatico)
            if nombres:
                dialogo.cuantos.setValue(len(nombres))

        self.sesion.nueva_partida(nombres, preparar=preparar)

    def otra_partida(self) -> None:
        """«Otra partida, mismas personas» (la sesión pregunta si la abierta no ha terminado)."""
        if self.planilla is not None:
            self.sesion.otra_partida()

    def copiar_clasificacion(self) -> None:
        planilla = self.planilla
        if planilla is None:
            return
        self._copiar(texto_clasificacion_duplicada(planilla), self.tr("Clasificación copiada al portapapeles."))

    def copiar_planilla(self) -> None:
        planilla = self.planilla
        if planilla is None:
            return
        self._copiar(texto_duplicada(planilla), self.tr("Planilla copiada al portapapeles."))

    def _copiar(self, texto: str, mensaje: str) -> None:
        al_portapapeles(texto)
        self.ventana.mensaje(mensaje)

    def poner_voz(self, activa: bool) -> None:
        """Enciende o apaga la voz de las llamadas; se recuerda para las próximas veces."""
        self.voz.activa = activa
        self.ventana.ajustes.setValue(CLAVE_VOZ, activa)
        if activa and self.temporizador.modelo.en_marcha:
            self.voz.preparar_despues()

    def modo_proyector(self) -> None:
        """Lo que la sala necesita ver (el atril, el tablero, la ronda y su reloj) en otra ventana, a pantalla
        completa en la segunda pantalla si la hay; se sigue al momento lo que se anota. Esc la cierra. En una sala
        con arbitraje, con una segunda página: la clasificación, que pasa sola los 200 nombres por páginas (C o
        Tab allí, o «Proyector: la clasificación o el tablero» aquí, cambian de una a otra)."""
        if self.proyector is not None and self.proyector.isVisible():
            self.proyector.raise_()
            self.proyector.activateWindow()
            return
        # El mismo panel del reloj: cada aviso suena una sola vez y lo que se pulse allí se guarda.
        c = self.controlador
        contenido: QWidget
        if self.planilla is not None and self.planilla.arbitraje is not None:
            sala = self.proyector_sala = ProyectorSala(lambda: self.planilla, self.temporizador)
            sala.actualizar(self.planilla, self.parcial_elegida())
            # Lo que cambia con cada papeleta lo reparte la hoja (``proyector_al_dia``): el tablero, solo si cambia.
            c.tablero_cambiado.connect(sala.tablero.update)
            contenido = sala
            titulo = self.tr("Sala: modo proyector")
        else:
            contenido = ProyectorDuplicada(lambda: self.planilla, self.temporizador)
            for senal in (c.abierta, c.cambiada, c.tablero_cambiado):
                senal.connect(contenido.update)
            titulo = self.tr("Duplicada: modo proyector")
        ventana = self.proyector = VentanaProyector(contenido, titulo)
        if self.proyector_sala is not None:
            ventana.salida.setText(self.tr("Esc: salir del modo proyector · C o Tab: la clasificación o el tablero"))
        ventana.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Al borrarse, se olvida; si ya se abrió otro (otra partida), no: ``destroyed`` llega después.
        ventana.destroyed.connect(lambda *_: self._proyector_cerrado(ventana))
        ventana.mostrar(self.panel.window())
        contenido.setFocus()

    def _proyector_cerrado(self, ventana: VentanaProyector | None = None) -> None:
        """El proyector se cerró (``ventana``: el que se borra; ``None``: el abierto)."""
        if ventana is None or ventana is self.proyector:
            self.proyector = None
            self.proyector_sala = None

    def cerrar_proyector(self) -> None:
        if self.proyector is not None:
            self.proyector.close()

    def alternar_proyector(self) -> None:
        """«Proyector: la clasificación o el tablero»: sin proyector, lo abre ya en la clasificación."""
        if self.proyector_sala is None:
            self.modo_proyector()
            if self.proyector_sala is not None:
                self.proyector_sala.mostrar_clasificacion()
            return
        self.proyector_sala.alternar()

    def proyector_al_dia(self, tablero: bool) -> None:
        """Tras una operación: la clasificación del proyector de la sala (que solo se rehace si cambió lo que la
        decide) y, si ``tablero``, su página del tablero."""
        if self.proyector_sala is not None:
            # La de la ventana de la clasificación, si se ve, es la misma (ya al día): no se calcula dos veces.
            v = self.ventana_clasificacion
            vista = v.vista if v is not None and v.isVisible() and v.vista.planilla is self.planilla else None
            self.proyector_sala.actualizar(self.planilla, self.parcial_elegida(), tablero=tablero,
                                           publicada=vista.clasificacion if vista is not None else None)

    # --- la clasificación entera de la sala ------------------------------------------------------------

    def parcial_elegida(self) -> int | None:
        """La parcial elegida en la ventana de la clasificación (``None``: todas las rondas que cuentan)."""
        v = self.ventana_clasificacion
        if v is None or v.vista.planilla is not self.planilla or self.planilla is None:
            return None  # la ventana es de otra partida (o aún no se ha puesto al día con esta)
        hasta = v.vista.hasta
        return hasta if hasta is None or hasta in rondas_parciales(self.planilla) else None

    def ver_clasificacion(self) -> None:
        """«Ver la clasificación entera…» (Ctrl+Alt+V): la de la sala, con la parcial, copiar y el CSV."""
        planilla = self.planilla
        if planilla is None or planilla.arbitraje is None:
            return
        v = self.ventana_clasificacion
        if v is None:
            v = self.ventana_clasificacion = VentanaClasificacionSala(self.panel.window())
            vista = v.vista
            vista.ajustes = self.ventana.ajustes
            vista.copiada.connect(lambda _t: self.ventana.mensaje(self.tr("Clasificación copiada al portapapeles.")))
            vista.exportada.connect(lambda ruta: self.ventana.mensaje(
                self.tr("Clasificación guardada en «{0}».").format(ruta)))
            vista.error.connect(self.ventana.mensaje)
            # La parcial que se elige aquí es la que proyecta el proyector de la sala.
            vista.parcial.currentIndexChanged.connect(lambda _i: self.proyector_al_dia(False))
        v.vista.actualizar(planilla)
        v.mostrar(self.panel.window())

    def clasificacion_al_dia(self) -> None:
        """Tras una operación: la ventana de la clasificación, si se ve (si no, se pone al día al abrirla)."""
        v = self.ventana_clasificacion
        if v is not None and v.isVisible():
            planilla = self.planilla
            if planilla is None or planilla.arbitraje is None:
                v.close()
            else:
                v.vista.actualizar(planilla)

    def mostrar_error(self, texto: str) -> None:
        self.panel.poner_error(texto)
        self.ventana.mensaje(texto)


__all__ = ["ATAJOS", "NO_VALE", "AccionesDuplicada"]
