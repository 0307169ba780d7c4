"""Lo que se teclea en la vista de la sala (``sala.py``): a quién va, la papeleta, y las órdenes del árbitro.

El campo de la papeleta lo lleva casi todo, sin letras que choquen con las palabras:

- ``H4 JAMON 44`` (o sin puntos, o sin espacios: ``H4JAMON44``): Intro la juzga sobre el tablero de la ronda
  con la lista de palabras de la comprobación (solo señala: decide el árbitro) y la anota para la mesa elegida;
- ``=``: la maestra de la ronda; ``=30``: el árbitro decide que valen 30 (por encima del juicio);
- ``-7``: cero con su motivo (``MOTIVOS_POR_CLAVE``; con una papeleta ya anotada, la conserva); ``H4 JAMON -1``:
  la papeleta tecleada y su cero;
- delante, la mesa si no es la elegida: ``12 H4 JAMON``, ``3-7,12 =``.

Tras Intro, lo decidido se ve en el recuadro, el campo se vacía y la mesa pasa a la siguiente sin papeleta (por
número de mesa): con las papeletas ordenadas por mesa, solo se teclea la papeleta. Lo que no se entiende (letras
de otra edición, cifras en la palabra, una coordenada fuera del tablero, una mesa que no tiene nadie) se dice en
rojo y no se anota nada; lo escrito se queda para corregirlo.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QTimer
from PySide6.QtWidgets import QAbstractItemView

from app_planilla.nucleo.duplicada.estado import EfectoDuplicada
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.registro.eventos import Anulacion
from app_planilla.ui.hojas.duplicada.dialogos_sala import (
    DialogoSala,
    dialogo_aviso,
    dialogo_decidir,
    dialogo_desempate,
    dialogo_penalizacion,
    dialogo_situacion,
)
from app_planilla.ui.hojas.duplicada.modelo_sala import (
    CLAVE_DE_MOTIVO,
    MOTIVOS_POR_CLAVE,
    ROL_PARTICIPANTE,
    TextosSala,
    participantes_de,
    ronda_de,
)
from app_planilla.ui.tablero.comprobacion import lista_propia

if TYPE_CHECKING:
    from app_planilla.nucleo.juego.comprobacion import ListaPalabras
    from app_planilla.ui.contexto import Contexto
    from app_planilla.ui.hojas.duplicada.controlador import ControladorDuplicada
    from app_planilla.ui.hojas.duplicada.sala import PanelSala
    from app_planilla.ui.sesion import Sesion

_MESAS = re.compile(r"[0-9]+(?:-[0-9]+)?(?:,[0-9]+(?:-[0-9]+)?)*")
_PUNTOS_ARBITRO = re.compile(r"=([0-9]{1,4})")
_CERO = re.compile(r"(?:(.+?)\s+)?-([0-9])")
_JUNTA = re.compile(r"([A-Oa-o](?:1[0-5]|[1-9])|(?:1[0-5]|[1-9])[A-Oa-o])(\D+?)([0-9]*)")
"""Una papeleta sin espacios (``H4JAMON44``): la coordenada, la palabra (nunca lleva cifras) y los puntos."""


def separar(papeleta: str) -> str:
    """``H4JAMON44`` → ``H4 JAMON 44`` (dos teclas menos por papeleta); lo demás, igual."""
    if " " in papeleta or (m := _JUNTA.fullmatch(papeleta)) is None:
        return papeleta
    return " ".join(t for t in m.groups() if t)

Operacion = Callable[[PlanillaDuplicada], EfectoDuplicada]


class _Hoja(Protocol):
    """Lo que la entrada usa de la hoja duplicada."""

    ventana: Contexto
    controlador: ControladorDuplicada
    sesion: Sesion

    @property
    def planilla(self) -> PlanillaDuplicada | None: ...


def normal(texto: str) -> str:
    """Para buscar nombres: sin mayúsculas ni tildes."""
    return "".join(c for c in unicodedata.normalize("NFD", texto.casefold()) if unicodedata.category(c) != "Mn")


class EntradaSala(QObject):
    """La mesa, la papeleta y lo decidido de la vista de la sala, sobre el controlador de la hoja."""

    def __init__(self, hoja: _Hoja, panel: PanelSala) -> None:
        super().__init__(panel)
        self.hoja = hoja
        self.panel = panel
        self.destino: tuple[int, ...] = ()
        """Los participantes de la mesa elegida (vacío si lo escrito no es ninguno)."""
        self._lista: ListaPalabras | None = None
        self._clave_lista: tuple[str, str | None] | None = None
        self._aviso_lista = ""
        self._nombres: list[str] = []
        """Los nombres sin tildes ni mayúsculas, para buscar (se leen al abrir la partida)."""

        p = panel
        p.mesa.textChanged.connect(self._mesa_cambiada)
        p.mesa.returnPressed.connect(self.elegir_mesa)
        p.papeleta.returnPressed.connect(self.enviar)
        p.papeleta.textChanged.connect(self._papeleta_cambiada)
        for campo in (p.mesa, p.papeleta):
            campo.arriba.connect(lambda: self.mover(-1))
            campo.abajo.connect(lambda: self.mover(1))
        p.ronda.valueChanged.connect(self._ronda_elegida)
        p.tabla.activated.connect(self._fila_elegida)
        p.tabla.doubleClicked.connect(self._fila_elegida)

    # --- la partida ----------------------------------------------------------------------------------

    @property
    def planilla(self) -> PlanillaDuplicada | None:
        p = self.hoja.planilla
        return p if p is not None and p.arbitraje is not None else None

    def abierta(self, planilla: PlanillaDuplicada | None) -> None:
        """Otra partida (o ninguna): la tabla, la ronda y una mesa propuesta."""
        panel = self.panel
        panel.modelo.establecer(planilla)
        panel.modelo_clasificacion.establecer(planilla)
        self._medir_papeletas()
        self._nombres = [normal(n) for n in panel.modelo.nombres]
        panel.poner_juicio("", "")
        panel.papeleta.clear()
        self._poner_rondas()
        self.proponer()
        self.pintar()
        if planilla is not None:
            # La lista de palabras, después de mostrar la partida (unos 10 ms; la primera vez, 70 más).
            QTimer.singleShot(0, self, self._cargar_lista)

    def cambiada(self, efecto: EfectoDuplicada) -> None:
        """Tras cualquier operación: solo las filas que tocó; la clasificación si cambió lo que cuenta."""
        panel = self.panel
        panel.modelo.actualizar(efecto)
        evento = efecto.deshecho if isinstance(efecto.evento, Anulacion) else efecto.evento
        quienes = participantes_de(evento)
        if quienes is None:
            self._medir_papeletas()  # ronda nueva o quitada, atril, maestra: una vez por ronda
        elif ronda_de(evento) in (None, panel.modelo.ronda):
            panel.medir(*panel.modelo.textos_ronda(quienes))  # lo nuevo, si es más largo que lo de la ronda
        self._poner_rondas()
        panel.modelo_clasificacion.actualizar()
        if efecto.nueva or (efecto.quitada is not None):
            self.proponer()
        else:
            self._mesa_cambiada(panel.mesa.text(), decidido=False)  # lo decidido lo dice quien hizo la operación
        self.pintar()

    def _medir_papeletas(self) -> None:
        """Las columnas de la papeleta y del juicio a la medida de la ronda que se ve: sus papeletas (y la maestra
        con sus puntos, la que más se parece a las que faltan) y sus juicios."""
        p = self.planilla
        modelo = self.panel.modelo
        papeletas, juicios = modelo.textos_ronda()
        ronda = modelo.ronda
        if p is not None and 1 <= ronda <= p.ronda and (fila := p.filas[ronda - 1]).maestra is not None:
            papeletas.append(f"{fila.descripcion_maestra} {fila.maestra.puntos}")
        self.panel.medir(papeletas, juicios, solo_crecer=False)

    def _poner_rondas(self) -> None:
        """El selector de ronda sigue a la de la tabla (la última al abrir y con cada ronda nueva)."""
        p = self.planilla
        r = self.panel.ronda
        minimo, maximo = (1 if p is not None and p.ronda else 0), (p.ronda if p is not None else 0)
        if (r.minimum(), r.maximum(), r.value()) == (minimo, maximo, self.panel.modelo.ronda):
            return  # cambiar el intervalo recoloca el panel: solo con cada ronda
        r.blockSignals(True)
        r.setRange(minimo, maximo)
        r.setValue(self.panel.modelo.ronda)
        r.setEnabled(p is not None and p.ronda > 1)
        r.blockSignals(False)

    def pintar(self) -> None:
        """Las etiquetas que cambian con cada papeleta: cuántas faltan y el título de la clasificación."""
        p = self.planilla
        panel = self.panel
        ronda = panel.modelo.ronda
        if p is None or ronda == 0:
            panel.faltan.setText("")
            panel.titulo_clasificacion.setText(self.tr("Clasificación"))
            for w in (panel.mesa, panel.papeleta):
                w.setEnabled(False)
            return
        en_juego = not p.terminada
        for w in (panel.mesa, panel.papeleta):
            w.setEnabled(en_juego)
        faltan = len(p.faltan(ronda))
        panel.faltan.setText(self.tr("faltan {0} de {1}").format(faltan, p.participantes)
                             if faltan else self.tr("ronda completa"))
        titulo = self.tr("Clasificación final") if p.terminada else self.tr("Clasificación provisional")
        contadas = len(p.filas_contadas)
        if not p.terminada:
            titulo += self.tr(" · %n rondas", "", contadas)
        panel.titulo_clasificacion.setText(titulo)

    # --- a quién ---------------------------------------------------------------------------------------

    def leer_destino(self, texto: str) -> tuple[int, ...]:
        """Los participantes de lo escrito en la mesa: números (``3-7,12``) o un trozo del nombre."""
        p = self.planilla
        if p is None:
            raise ErrorPlanilla(self.tr("No hay ninguna sala con arbitraje abierta."))
        t = texto.strip()
        if not t:
            raise ErrorPlanilla(self.tr("¿De qué mesa? Escribe su número (o varias: 3-7,12) o un trozo del nombre."))
        if t[0].isdigit():
            return p.leer_mesas(t)
        buscado = normal(t)
        hallados = [i for i, n in enumerate(self._nombres) if buscado in n]
        if len(hallados) == 1:
            return (hallados[0],)
        if not hallados:
            raise ErrorPlanilla(self.tr("Nadie se llama «{0}»: escribe otro trozo del nombre o la mesa.").format(t))
        nombres = self.panel.modelo.nombres
        muestra = "; ".join(self.tr("{0}, mesa {1}").format(nombres[i], p.inscritos[i].mesa) for i in hallados[:6])
        raise ErrorPlanilla(TextosSala.tr("«{0}»: %n participantes ({1}…): escribe más o la mesa.", "",
                                          len(hallados)).format(t, muestra))

    def _mesa_cambiada(self, texto: str, decidido: bool = True) -> None:
        """Al escribir la mesa: a quién va (o por qué no), su fila a la vista en la tabla y, con ``decidido``, lo
        decidido de su papeleta si ya la tiene."""
        p = self.planilla
        panel = self.panel
        if p is None:
            self.destino = ()
            panel.destino.setText("")
            return
        try:
            self.destino = self.leer_destino(texto) if texto.strip() else ()
        except ErrorPlanilla as e:
            self.destino = ()
            panel.destino.setText(str(e))
            return
        if not self.destino:
            panel.destino.setText(self.tr("Escribe la mesa o un trozo del nombre."))
            return
        texto_destino = "→ " + TextosSala.mesas(p, self.destino, panel.modelo.nombres)
        ronda = panel.modelo.ronda
        if len(self.destino) == 1 and 1 <= ronda <= p.ronda:
            i = self.destino[0]
            ya = p.filas[ronda - 1].papeleta(i)
            fuera = TextosSala.situacion(p, i, ronda)
            if fuera:
                texto_destino += f" ({fuera})"
            elif ya is not None:
                texto_destino += self.tr(" · ya tiene: {0} ({1})").format(ya.texto or TextosSala.juicio(ya), ya.puntos)
                if decidido:  # lo decidido de esa mesa, entero, en el recuadro (en la tabla puede no caber)
                    self.mostrar_decidido(self.destino)
        panel.destino.setText(texto_destino)
        self._ver(self.destino[0])

    def _ver(self, participante: int) -> None:
        tabla = self.panel.tabla
        fila = self.panel.modelo.fila_de(participante)
        if fila is None:
            tabla.clearSelection()
            return
        indice = self.panel.modelo.index(fila, 0)
        tabla.selectRow(fila)
        # Solo si no se ve, y al centro: así la tabla se desplaza (y se repinta entera) cada media pantalla de
        # mesas, no con cada papeleta.
        if not tabla.viewport().rect().contains(tabla.visualRect(indice)):
            tabla.scrollTo(indice, QAbstractItemView.ScrollHint.PositionAtCenter)

    def elegir_mesa(self) -> None:
        """Intro en la mesa: si es alguien, a la papeleta; si no, el porqué."""
        try:
            self.destino = self.leer_destino(self.panel.mesa.text())
        except ErrorPlanilla as e:
            self.panel.poner_juicio(str(e), "error")
            return
        if len(self.destino) == 1 and not self.panel.mesa.text().strip()[0].isdigit():
            p = self.planilla
            assert p is not None
            self.panel.mesa.setText(str(p.inscritos[self.destino[0]].mesa))  # el nombre hallado, como su mesa
        self.panel.papeleta.setFocus()

    def _fila_elegida(self, indice: QModelIndex) -> None:
        i = indice.data(ROL_PARTICIPANTE)
        p = self.planilla
        if p is None or not isinstance(i, int):
            return
        self.panel.mesa.setText(str(p.inscritos[i].mesa))
        self.panel.papeleta.setFocus()

    def ronda(self) -> int:
        return self.panel.modelo.ronda

    def _ronda_elegida(self, ronda: int) -> None:
        self.panel.modelo.poner_ronda(ronda)
        self._medir_papeletas()
        self.proponer()
        self.pintar()

    def proponer(self, despues_de: Sequence[int] = (), paso: int = 1) -> None:
        """La mesa siguiente (o la anterior, ``paso=-1``) sin papeleta en la ronda, por número de mesa; sin
        ninguna que falte, la mesa se vacía."""
        p = self.planilla
        panel = self.panel
        ronda = panel.modelo.ronda
        if p is None or not 1 <= ronda <= p.ronda:
            panel.mesa.clear()
            return
        orden = panel.modelo.orden
        lugar = {i: k for k, i in enumerate(orden)}
        fila = p.filas[ronda - 1]
        if despues_de:
            extremo = (max if paso > 0 else min)(lugar[i] for i in despues_de)
            candidatos = [orden[(extremo + paso * k) % len(orden)] for k in range(1, len(orden) + 1)]
        else:
            candidatos = list(orden)
        siguiente = next((i for i in candidatos if fila.puntos[i] is None and p.juega(i, ronda)), None)
        if siguiente is None:
            panel.mesa.clear()
            panel.destino.setText(self.tr("Ronda {0} completa: todas las papeletas anotadas.").format(ronda))
            return
        panel.mesa.setText(str(p.inscritos[siguiente].mesa))

    def mover(self, paso: int) -> None:
        """↑/↓: la mesa anterior o siguiente sin papeleta."""
        self.proponer(self.destino, paso)

    # --- la papeleta -------------------------------------------------------------------------------------

    def _papeleta_cambiada(self, texto: str) -> None:
        """«-» y «=» solos explican qué hace cada tecla (el recuadro vuelve a lo decidido con Intro)."""
        trozos = texto.split()
        ultimo = trozos[-1] if trozos else ""
        if ultimo == "-":
            motivos = " · ".join(f"-{k} {m.texto()}" for k, m in MOTIVOS_POR_CLAVE.items())
            self.panel.poner_juicio(self.tr("Cero con su motivo: {0}").format(motivos), "")
        elif ultimo == "=" and (len(trozos) == 1 or (len(trozos) == 2 and _MESAS.fullmatch(trozos[0]))):
            p = self.planilla
            ronda = self.ronda()
            fila = p.filas[ronda - 1] if p is not None and 1 <= ronda <= p.ronda else None
            if fila is not None and fila.maestra is not None:
                self.panel.poner_juicio(self.tr("Intro: la maestra de la ronda ({0}, {1}). «=30»: el árbitro decide "
                                                "los puntos.").format(fila.descripcion_maestra, fila.maestra.puntos),
                                        "")

    def enviar(self) -> None:
        """Intro en la papeleta: se entiende, se anota (un evento) y se ve lo decidido; luego, la mesa siguiente."""
        p = self.planilla
        panel = self.panel
        if p is None:
            return
        texto = " ".join(panel.papeleta.text().split())
        try:
            quienes, operacion = self.entender(texto)
        except ErrorPlanilla as e:
            panel.poner_juicio(str(e), "error")
            return
        c = self.hoja.controlador
        efecto = c.operar_silencioso(operacion)
        if efecto is None:
            panel.poner_juicio(c.ultimo_error or "", "error")
            return
        self.mostrar_decidido(quienes)
        panel.papeleta.clear()
        self.proponer(quienes)

    def entender(self, texto: str) -> tuple[tuple[int, ...], Operacion]:
        """Lo tecleado en la papeleta → a quién y la operación del núcleo (sin hacerla)."""
        p = self.planilla
        assert p is not None
        if not texto:
            raise ErrorPlanilla(self.tr("Escribe la papeleta (H4 JAMON 44), «=» para la maestra o «-7» para un cero "
                                        "con su motivo («-» los muestra)."))
        trozos = texto.split(" ", 1)
        if len(trozos) == 2 and _MESAS.fullmatch(trozos[0]):
            quienes, resto = p.leer_mesas(trozos[0]), trozos[1]
        else:
            if not self.destino:
                self.leer_destino(self.panel.mesa.text())  # el porqué
            quienes, resto = self.destino, texto
        ronda = self.ronda()
        if resto == "=":
            return quienes, lambda q: q.anotar_maestra_a(quienes, ronda=ronda)
        if (m := _PUNTOS_ARBITRO.fullmatch(resto)) is not None:
            puntos = int(m[1])
            return quienes, lambda q: q.decidir_papeleta(quienes, puntos, ronda=ronda)
        if (m := _CERO.fullmatch(resto)) is not None:
            motivo = MOTIVOS_POR_CLAVE[m[2]]
            escrita = separar(m[1] or "")
            return quienes, self._cero(quienes, motivo, escrita, ronda)
        if resto[0] in "-=":
            motivos = " · ".join(f"-{k} {mo.texto()}" for k, mo in MOTIVOS_POR_CLAVE.items())
            raise ErrorPlanilla(self.tr("«{0}» no es una orden: «=» maestra, «=30» puntos del árbitro, o un cero "
                                        "con su motivo: {1}").format(resto, motivos))
        en_lista = self.en_lista()
        escrita = separar(resto)
        return quienes, lambda q: q.anotar_papeleta(quienes, escrita, ronda=ronda, en_lista=en_lista)

    def _cero(self, quienes: tuple[int, ...], motivo: Motivo, escrita: str, ronda: int) -> Operacion:
        """Un cero con su motivo; si ya tienen la misma papeleta anotada (la misma jugada), el árbitro decide
        sobre ella y se conserva lo tecleado."""
        p = self.planilla
        assert p is not None
        fila = p.filas[ronda - 1] if 1 <= ronda <= p.ronda else None
        anteriores = {id(fila.papeleta(i)) for i in quienes} if fila is not None else set()
        tiene = fila is not None and fila.papeleta(quienes[0]) is not None and len(anteriores) == 1
        if tiene and not escrita:
            return lambda q: q.decidir_papeleta(quienes, 0, ronda=ronda, motivo=motivo)
        return lambda q: q.anotar_cero(quienes, motivo, ronda=ronda, texto=escrita)

    def mostrar_decidido(self, quienes: Sequence[int]) -> None:
        """Lo anotado para ``quienes`` en la ronda de la tabla, en el recuadro y con su color."""
        p = self.planilla
        ronda = self.ronda()
        if p is None or not quienes or not 1 <= ronda <= p.ronda:
            return
        papeleta = p.filas[ronda - 1].papeleta(quienes[0])
        if papeleta is None:
            return
        texto = TextosSala.resultado(p, quienes, papeleta, self.panel.modelo.nombres)
        if papeleta.motivo:
            clase = "cero"
        elif (papeleta.fuera_de_lista or papeleta.desplazada or papeleta.avisos or papeleta.penalizacion
              or (papeleta.declarados is not None and papeleta.declarados != papeleta.calculados)):
            clase = "marca"
        else:
            clase = "valida"
        if self._aviso_lista:
            texto += " " + self._aviso_lista
        self.panel.poner_juicio(texto, clase)

    # --- la lista de palabras ----------------------------------------------------------------------------

    def _cargar_lista(self) -> None:
        if self.planilla is not None:
            self.en_lista()

    def en_lista(self) -> Callable[[str], bool] | None:
        """Si la lista de la comprobación (la propia de la edición, o la incluida) tiene una palabra: solo señala
        las que no están. ``None`` si no hay lista que usar (se dice en lo decidido)."""
        p = self.planilla
        if p is None:
            return None
        codigo = p.edicion.codigo
        propia = lista_propia(self.hoja.ventana.ajustes, codigo)  # la de «Comprobar las palabras»
        if (codigo, propia) != self._clave_lista:
            self._clave_lista = (codigo, propia)
            self._lista, self._aviso_lista = _cargar(codigo, propia)
        lista = self._lista
        if lista is None:
            return None
        return lambda palabra: palabra.lower() in lista

    # --- órdenes del menú ----------------------------------------------------------------------------------

    def mesas_elegidas(self) -> str:
        """Lo escrito en la mesa (o la mesa delante de la papeleta), para los diálogos."""
        trozos = self.panel.papeleta.text().split(" ", 1)
        if len(trozos) == 2 and _MESAS.fullmatch(trozos[0]):
            return trozos[0]
        p = self.planilla
        if p is not None and self.destino:
            return ",".join(str(p.inscritos[i].mesa) for i in self.destino)
        return self.panel.mesa.text().strip()

    def ir(self) -> None:
        """«Anotar papeletas»: el foco en la papeleta (o en la mesa si no hay ninguna elegida)."""
        (self.panel.papeleta if self.destino else self.panel.mesa).setFocus()

    def _en_juego(self) -> PlanillaDuplicada | None:
        p = self.planilla
        if p is None or p.ronda == 0 or p.terminada:
            self.panel.poner_juicio(self.tr("Hace falta una sala con una ronda en juego."), "error")
            return None
        return p

    def _abrir(self, dialogo: DialogoSala, operacion: Callable[[], Operacion | str]) -> bool:
        """Abre el diálogo; al aceptar, ``operacion()`` da la operación (o un error que decir dentro) y se hace en
        una sola transacción. Lo anotado se ve en el recuadro."""
        c = self.hoja.controlador

        def aceptar() -> str | None:
            try:
                hacer = operacion()
            except ErrorPlanilla as e:
                return str(e)
            if isinstance(hacer, str):
                return hacer
            return None if c.operar_silencioso(hacer) is not None else c.ultimo_error

        dialogo.al_aceptar = aceptar
        with self.hoja.sesion.relojes_en_pausa():
            hecho = self.hoja.sesion.ejecutar_dialogo(dialogo) and dialogo.result() == DialogoSala.DialogCode.Accepted
        dialogo.deleteLater()
        self.panel.papeleta.setFocus()
        return bool(hecho)

    def aviso(self) -> None:
        """Ctrl+W: un aviso a la mesa elegida (o a las que se escriban)."""
        p = self._en_juego()
        if p is None:
            return
        ronda = self.ronda()
        d, mesas, motivo = dialogo_aviso(self.mesas_elegidas(), ronda, self.panel.window())

        def hacer() -> Operacion:
            quienes = p.leer_mesas(mesas.text())
            texto = motivo.text()
            return lambda q: q.dar_aviso(quienes, texto, ronda=ronda)

        if self._abrir(d, hacer):
            quienes = p.leer_mesas(mesas.text())
            self.panel.poner_juicio(self.tr("{0}: aviso en la ronda {1}. {2}").format(
                TextosSala.mesas(p, quienes), ronda, motivo.text()).strip(), "marca")

    def penalizacion(self) -> None:
        """Ctrl+Mayús+P: puntos que resta el árbitro (por omisión, los de un aviso con las reglas, o 5)."""
        p = self._en_juego()
        if p is None:
            return
        ronda = self.ronda()
        reglas = p.arbitraje
        puntos = (reglas.penalizacion_aviso if reglas is not None and reglas.penalizacion_aviso else 5)
        d, mesas, caja, motivo = dialogo_penalizacion(self.mesas_elegidas(), ronda, puntos, self.panel.window())

        def hacer() -> Operacion:
            quienes = p.leer_mesas(mesas.text())
            cuantos, texto = caja.value(), motivo.text()
            return lambda q: q.penalizar(quienes, cuantos, texto, ronda=ronda)

        if self._abrir(d, hacer):
            quienes = p.leer_mesas(mesas.text())
            self.panel.poner_juicio(self.tr("{0}: −{1} en la ronda {2}. {3}").format(
                TextosSala.mesas(p, quienes), caja.value(), ronda, motivo.text()).strip(), "marca")

    def decidir(self) -> None:
        """«Decidir la papeleta…»: lo mismo que «=30» o «-7» en la papeleta, con el ratón."""
        p = self._en_juego()
        if p is None:
            return
        ronda = self.ronda()
        puntos = 0
        if len(self.destino) == 1:
            ya = p.filas[ronda - 1].papeleta(self.destino[0])
            puntos = ya.puntos if ya is not None else 0
        d, mesas, caja, motivo = dialogo_decidir(self.mesas_elegidas(), ronda, puntos, self.panel.window())

        def hacer() -> Operacion:
            quienes = p.leer_mesas(mesas.text())
            elegido = motivo.currentData()
            if isinstance(elegido, Motivo):
                return self._cero(quienes, elegido, "", ronda)
            cuantos = caja.value()
            return lambda q: q.decidir_papeleta(quienes, cuantos, ronda=ronda)

        if self._abrir(d, hacer):
            self.mostrar_decidido(p.leer_mesas(mesas.text()))

    def situacion(self) -> None:
        """«Ausente, tarde o retirado…»."""
        p = self.planilla
        if p is None:
            return
        d, mesas, situacion, desde = dialogo_situacion(self.mesas_elegidas(), max(1, self.ronda()),
                                                       self.panel.window())

        def hacer() -> Operacion:
            quienes = p.leer_mesas(mesas.text())
            que, ronda = str(situacion.currentData()), desde.value()
            return lambda q: q.marcar_situacion(quienes, que, ronda)

        if self._abrir(d, hacer):
            quienes = p.leer_mesas(mesas.text())
            self.panel.poner_juicio(self.tr("{0}: {1}.").format(
                TextosSala.mesas(p, quienes), situacion.currentText().lower()), "")

    def desempate(self) -> None:
        """«Desempate…»: el orden de un desempate a muerte súbita entre empatados."""
        p = self.planilla
        if p is None:
            return
        grupos = p.empates()
        if not grupos:
            self.panel.poner_juicio(self.tr("No hay empates en la clasificación que desempatar."), "")
            return
        empates = "; ".join(", ".join(f"{p.inscritos[i].mesa} {p.nombres[i]}" for i in g) for g in grupos[:5])
        d, orden = dialogo_desempate(empates, self.panel.window())
        if len(grupos) == 1:
            orden.setText(",".join(str(p.inscritos[i].mesa) for i in grupos[0]))

        def hacer() -> Operacion:
            quienes = p.leer_mesas(orden.text())
            return lambda q: q.anotar_desempate(quienes)

        if self._abrir(d, hacer):
            self.panel.poner_juicio(self.tr("Desempate anotado: {0}.").format(orden.text()), "")

    def cerrar_ronda(self) -> None:
        """«Cerrar la ronda…»: tras confirmarlo, cero «sin papeleta» a quienes faltan (un evento)."""
        p = self._en_juego()
        if p is None:
            return
        ronda = self.ronda()
        faltan = p.faltan(ronda)
        if not faltan:
            self.panel.poner_juicio(self.tr("En la ronda {0} no falta ninguna papeleta.").format(ronda), "")
            return
        pregunta = TextosSala.tr("En la ronda {0} faltan %n papeletas ({1}). ¿Cerrar la ronda con cero «sin "
                                 "papeleta» para ellas?", "", len(faltan)).format(ronda, TextosSala.mesas(p, faltan))
        with self.hoja.sesion.relojes_en_pausa():
            if not self.hoja.ventana.confirmar(pregunta):
                return
        c = self.hoja.controlador
        if c.operar_silencioso(lambda q: q.cerrar_ronda(ronda)) is None:
            self.panel.poner_juicio(c.ultimo_error or "", "error")
            return
        self.panel.poner_juicio(TextosSala.tr("Ronda {0} cerrada: %n ceros «sin papeleta».", "", len(faltan))
                                .format(ronda), "cero")


def _cargar(codigo: str, propia: str | None) -> tuple[ListaPalabras | None, str]:
    """La lista de la edición: la propia si se cargó una, si no la incluida; y qué se avisa si falla."""
    from app_planilla import listas  # marisa-trie, solo con una sala abierta

    aviso = ""
    if propia is not None:
        try:
            return listas.cargar_archivo(propia), ""
        except (ErrorPlanilla, OSError) as e:
            aviso = QCoreApplication.translate(
                "EntradaSala", "No se ha podido usar la lista propia ({0}): se usa la incluida.").format(e)
    try:
        return listas.cargar_incluida(codigo), aviso
    except (OSError, ValueError, RuntimeError) as e:
        return None, QCoreApplication.translate(
            "EntradaSala", "Sin lista de palabras ({0}): nada se marca «fuera de lista».").format(e)


__all__ = ["CLAVE_DE_MOTIVO", "EntradaSala", "normal", "separar"]
