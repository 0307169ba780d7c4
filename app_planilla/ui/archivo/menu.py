"""Menú «Archivo»: importar y exportar partidas (GCG y JSON) e «Imprimir…».

Todo pasa por ``exportar`` (GCG, JSON, PDF) y por el almacén de la sesión: un archivo se comprueba entero
antes de guardar nada, así que un error deja las partidas como estaban. Los diálogos de ficheros, el informe
de la importación y el de imprimir se pueden sustituir en las pruebas.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QFontDatabase, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.ui.archivo.dialogo_ficheros import pedir_carpeta, pedir_para_abrir, pedir_para_guardar

if TYPE_CHECKING:
    from app_planilla.exportar.gcg.importar import Informe
    from app_planilla.ui.archivo.imprimir import DialogoImprimir, HojaExtra
    from app_planilla.ui.contexto import Contexto
    from app_planilla.ui.sesion import Sesion
    from app_planilla.ui.torneo.mesa import PublicadorMesa
    from app_planilla.ui.torneo.sala import PublicadorSala

ATAJOS = {
    "importar_gcg": "Ctrl+I",
    "exportar_gcg": "Ctrl+E",
    "imprimir": "Ctrl+P",
}
ESPERA_PUBLICAR_MS = 3000
"""Tras arrancar, cuándo se lleva a la carpeta del torneo lo que una mesa dejó sin publicar."""

class DialogoInforme(QDialog):
    """El informe de una importación GCG (las líneas cuyos puntos no coinciden y los avisos) o de una
    exportación (lo que no tiene forma GCG)."""

    def __init__(self, titulo: str, resumen: str, texto: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogo_informe")
        self.setWindowTitle(titulo)
        capa = QVBoxLayout(self)
        etiqueta = QLabel(resumen)
        etiqueta.setObjectName("resumen")
        etiqueta.setWordWrap(True)
        capa.addWidget(etiqueta)
        self.texto = QPlainTextEdit(texto)
        self.texto.setReadOnly(True)
        self.texto.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.texto.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.texto.setMinimumSize(560, 220)
        capa.addWidget(self.texto, 1)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)


def _creada(almacen: Almacen, ident: int) -> str | None:
    """Cuándo se creó la partida ``ident`` (para la cabecera de lo impreso); ``None`` si no se puede leer."""
    try:
        resumen = next((r for r in almacen.partidas() if r.id == ident), None)
    except (ErrorPlanilla, OSError):
        return None
    return resumen.creada if resumen is not None else None


def ejecutar_modal(dialogo: QDialog) -> bool:
    return dialogo.exec() == QDialog.DialogCode.Accepted


class MenuArchivo(QObject):
    """Las acciones del menú «Archivo» sobre el almacén y la partida abierta de la sesión (sin sesión, solo las
    hojas en blanco).

    Para las pruebas: ``pedir_ruta_abrir``, ``pedir_ruta_guardar``, ``ejecutar_dialogo`` (informe e
    imprimir) y ``mostrar_error`` se pueden sustituir; ``ultimo_error`` guarda el último mensaje.
    """

    def __init__(self, ventana: Contexto, sesion: Sesion | None) -> None:
        super().__init__(ventana)  # type: ignore[arg-type]  # la ventana es un QObject
        self.ventana = ventana
        self.sesion = sesion
        self.ejecutar_dialogo: Callable[[QDialog], bool] = ejecutar_modal
        self.ultimo_error: str | None = None
        self.director: QWidget | None = None
        """La ventana del director abierta (una a la vez)."""
        self._publicador: PublicadorMesa | None = None
        self._publicador_sala: PublicadorSala | None = None
        self.acciones: dict[str, QAction] = {}
        menu = ventana.acciones.menu_archivo
        salir = next((a for a in menu.actions() if a.menuRole() == QAction.MenuRole.QuitRole), None)

        def accion(clave: str, texto: str, funcion: Callable[[], object]) -> QAction:
            a = QAction(texto, ventana)
            atajo = ATAJOS.get(clave)
            if atajo is not None:
                a.setShortcut(QKeySequence(atajo))
            a.triggered.connect(lambda _=False: funcion())
            ventana.addAction(a)
            if salir is not None:
                menu.insertAction(salir, a)
            else:
                menu.addAction(a)
            self.acciones[clave] = a
            return a

        accion("importar_gcg", self.tr("&Importar GCG…"), self.importar_gcg)
        accion("exportar_gcg", self.tr("&Exportar GCG…"), self.exportar_gcg)
        self._separador(menu, salir)
        accion("importar_json", self.tr("Importar partida en &JSON…"), self.importar_json)
        accion("exportar_json", self.tr("Exportar partida en JS&ON…"), self.exportar_json)
        self._separador(menu, salir)
        accion("imprimir", self.tr("Im&primir…"), self.imprimir)
        self._separador(menu, salir)
        accion("nuevo_torneo", self.tr("&Nueva carpeta de torneo…"), self.nuevo_torneo)
        accion("carpeta_torneo", self.tr("Carpeta del &torneo…"), self.abrir_torneo)
        accion("mesa_torneo", self.tr("&Mesa del torneo…"), self.mesa_torneo)
        accion("sala_torneo", self.tr("Sa&la del torneo…"), self.sala_torneo)
        accion("maestra_torneo", self.tr("Partida maestr&a del torneo…"), self.maestra_torneo)
        accion("cargar_maestra", self.tr("Cargar la partida maestra publica&da…"), self.cargar_maestra)
        self._separador(menu, salir)
        accion("respaldar", self.tr("&Copia de seguridad…"), self.respaldar)
        accion("restaurar", self.tr("&Restaurar una copia…"), self.restaurar)
        self._separador(menu, salir)

        self.actualizar()
        if sesion is not None:
            # Una partida de torneo que termina se publica sola; al arrancar, lo que quedó sin llegar.
            sesion.cambiada.connect(self._al_cambiar_partida)
            QTimer.singleShot(ESPERA_PUBLICAR_MS, self, self._publicar_pendiente)

    @staticmethod
    def _separador(menu: QMenu, antes: QAction | None) -> None:
        if antes is not None:
            menu.insertSeparator(antes)
        else:
            menu.addSeparator()

    # --- consultas -----------------------------------------------------------------------------------

    @property
    def almacen(self) -> Almacen | None:
        return self.sesion.almacen if self.sesion is not None else None

    def partida_en_curso(self) -> tuple[Almacen, PartidaGuardada] | None:
        """La partida abierta (de cualquier hoja) y su almacén."""
        return self.sesion.partida_en_curso() if self.sesion is not None else None

    def _en_pausa(self) -> AbstractContextManager[None]:
        """Los relojes paran mientras se importa o se imprime (``Sesion.relojes_en_pausa``)."""
        return self.sesion.relojes_en_pausa() if self.sesion is not None else nullcontext()

    def actualizar(self) -> None:
        """Sin almacén no se importa. Exportar e imprimir siguen activos: sin partida, lo explican."""
        hay_almacen = self.almacen is not None
        self.acciones["importar_gcg"].setEnabled(hay_almacen)
        self.acciones["importar_json"].setEnabled(hay_almacen)
        self.acciones["respaldar"].setEnabled(hay_almacen)
        self.acciones["restaurar"].setEnabled(hay_almacen)

    # --- diálogos (las pruebas los sustituyen) -------------------------------------------------------

    def _filtro_gcg(self) -> str:
        return self.tr("GCG (*.gcg);;Todos los ficheros (*)")

    def _filtro_copia(self) -> str:
        return self.tr("Copia de Planilla (*.sqlite3);;Todos los ficheros (*)")

    def _filtro_json(self) -> str:
        return self.tr("Partida de Planilla (*.json);;Todos los ficheros (*)")

    def pedir_ruta_abrir(self, titulo: str, filtro: str) -> str:
        return pedir_para_abrir(self.ventana, titulo, filtro, self.ventana.ajustes)

    def pedir_ruta_guardar(self, titulo: str, nombre: str, filtro: str) -> str:
        return pedir_para_guardar(self.ventana, titulo, nombre, filtro, self.ventana.ajustes)

    def pedir_carpeta_torneo(self) -> str:
        return pedir_carpeta(self.ventana, self.tr("Carpeta del torneo"), "torneo", self.ventana.ajustes)

    def abrir_torneo(self, carpeta: str | None = None) -> QWidget | None:
        """«Carpeta del torneo…»: la ventana del director (no modal) sobre la carpeta elegida. Solo lee, salvo las
        decisiones del director sobre los conflictos (si este portátil es el suyo)."""
        carpeta = carpeta or self.pedir_carpeta_torneo()
        if not carpeta:
            return None
        from app_planilla.ui.torneo.salas import ventana_torneo  # solo al usarla: no retrasa el arranque

        almacen = self.almacen
        try:
            # La de las mesas (clásica) o la de las salas (duplicada), según la carpeta.
            nueva = ventana_torneo(carpeta, almacen.carpeta if almacen is not None else None,
                                   ajustes=self.ventana.ajustes)
        except ErrorPlanilla as e:
            self.mostrar_error(self.tr("No se ha abierto la carpeta del torneo: {0}").format(e))
            return None
        if self.director is not None:
            self.director.close()
        self.director = nueva
        nueva.destroyed.connect(lambda _o=None: self._olvidar_director(nueva))
        nueva.resize(1024, 600)
        nueva.show()
        nueva.activateWindow()
        return nueva

    def carpeta_para_torneos(self) -> Path:
        """Dónde se propone una carpeta de torneo nueva: junto a la última abierta o creada, si no en
        «Documentos/Torneos» (o en la carpeta personal)."""
        from PySide6.QtCore import QDir, QStandardPaths

        from app_planilla.ui.torneo.nuevo import CARPETA_AJUSTES

        ultima = str(self.ventana.ajustes.value(CARPETA_AJUSTES, "") or "")
        if ultima and Path(ultima).is_dir():
            return Path(ultima).parent
        documentos = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
        return (documentos if documentos.is_dir() else Path(QDir.homePath())) / self.tr("Torneos")

    def nuevo_torneo(self) -> QWidget | None:
        """«Nueva carpeta de torneo…»: crearla (como ``planilla torneo crear``; este portátil queda como el del
        director) y abrir sobre ella la ventana del director."""
        almacen = self.almacen
        if almacen is None:
            self.mostrar_error(self.tr("No se puede crear un torneo sin carpeta de datos: este portátil tiene que "
                                       "guardar que es el del director."))
            return None
        from app_planilla.ui.torneo.nuevo import DialogoNuevoTorneo

        dialogo = DialogoNuevoTorneo(almacen.carpeta, self.carpeta_para_torneos(), self.ventana.ajustes,
                                     self.ventana)
        with self._en_pausa():
            aceptado = self.ejecutar_dialogo(dialogo)
        if not aceptado or dialogo.carpeta is None:
            return None
        return self.abrir_torneo(str(dialogo.carpeta))

    # --- la mesa de un torneo ------------------------------------------------------------------------

    def publicador(self) -> PublicadorMesa | None:
        """Quien publica los resultados de esta mesa (se crea la primera vez que hace falta)."""
        almacen = self.almacen
        if almacen is None:
            return None
        if self._publicador is None:
            from app_planilla.ui.torneo.mesa import PublicadorMesa

            self._publicador = PublicadorMesa(almacen.carpeta, self.ventana.mensaje, self)
        return self._publicador

    def _al_cambiar_partida(self, efecto: object) -> None:
        """Al terminar una partida (su final ya guardado), se publica si es de un torneo."""
        if not getattr(efecto, "final", False) or self.sesion is None or self.sesion.actual is None:
            return
        planilla = self.sesion.actual.planilla
        if getattr(planilla, "final", None) is None:
            return
        publicador = self.publicador()
        if publicador is not None:
            publicador.partida_terminada(planilla)

    def _publicar_pendiente(self) -> None:
        """Al arrancar: si este portátil lleva una mesa, lo que quedó sin llegar a la carpeta del torneo."""
        almacen = self.almacen
        if almacen is None or almacen.solo_lectura:
            return
        from app_planilla.nucleo.torneo.carpeta import estados

        if (estados(almacen.carpeta) / "actual.json").exists():
            publicador = self.publicador()
            if publicador is not None:
                publicador.entregar()
        from app_planilla.nucleo.torneo.salas import VINCULADA

        if (estados(almacen.carpeta) / VINCULADA).exists():
            sala = self.publicador_sala()
            if sala is not None:
                sala.iniciar()

    def mesa_torneo(self) -> bool:
        """«Mesa del torneo…»: elegir la mesa y su partida en la carpeta del torneo y empezarla con los jugadores
        y quien empieza de los emparejamientos."""
        almacen = self.almacen
        if almacen is None or self.sesion is None:
            self.mostrar_error(self.tr("No se pueden guardar partidas: no hay dónde anotar la del torneo."))
            return False
        from app_planilla.ui.torneo.mesa import DialogoMesa

        dialogo = DialogoMesa(almacen.carpeta, self.ventana.ajustes, self.ventana)
        with self._en_pausa():
            aceptado = self.ejecutar_dialogo(dialogo)
        if not aceptado or dialogo.inicio is None or dialogo.partida is None:
            return False
        if not self.sesion.nueva(dialogo.inicio, dialogo.relojes):
            return False
        p = dialogo.partida
        self.ventana.ir_al_tablero()
        self.ventana.mensaje(self.tr("Mesa {0}, ronda {1}: empieza {2}. Al terminar, el resultado se publica solo.")
                             .format(p.mesa, p.ronda, dialogo.inicio.participantes[dialogo.inicio.abre]))
        return True

    # --- la sala de un torneo por salas (y la partida maestra del juez árbitro) ------------------------

    def publicador_sala(self) -> PublicadorSala | None:
        """Quien publica la partida vinculada a un torneo por salas y la coteja (se crea la primera vez)."""
        almacen = self.almacen
        if almacen is None or self.sesion is None:
            return None
        if self._publicador_sala is None:
            from app_planilla.ui.torneo.sala import PublicadorSala

            self._publicador_sala = PublicadorSala(self.ventana, self.sesion, almacen.carpeta, self.ventana.mensaje,
                                                   self)
        return self._publicador_sala

    def sala_torneo(self) -> bool:
        """«Sala del torneo…»: unirse como sala y empezar su partida (con las reglas del torneo) o vincular la
        abierta; cada ronda cerrada se publica sola y lo tecleado se coteja con la partida maestra."""
        return self._por_salas(maestra=False)

    def maestra_torneo(self) -> bool:
        """«Partida maestra del torneo…» (el portátil del director): qué partida es la partida maestra; cada ronda
        con su atril y su maestra se publica sola."""
        return self._por_salas(maestra=True)

    def cargar_maestra(self) -> int:
        """«Cargar la partida maestra publicada…»: la sala que prefiere no teclear atriles ni maestras (la partida
        preparada antes de empezar) carga de la partida maestra publicada las rondas que aún no tiene, tras
        confirmarlo. Devuelve cuántas rondas cargó."""
        publicador = self.publicador_sala() if self.sesion is not None else None
        if publicador is None:
            self.mostrar_error(self.tr("No se pueden guardar partidas: no hay dónde anotar la del torneo."))
            return 0
        from app_planilla.nucleo.torneo.duplicada import rangos

        jugadas = publicador.por_cargar()
        if not jugadas:
            return 0
        pregunta = self.tr("¿Anotar en la partida de la sala {0} el atril y la maestra de la ronda {1}, tal como los "
                           "publicó el juez árbitro? Las papeletas se siguen anotando ronda a ronda.").format(
            publicador.sala, rangos(j.ronda for j in jugadas))
        with self._en_pausa():
            if not self.ventana.confirmar(pregunta):
                return 0
        return publicador.cargar(jugadas)

    def _por_salas(self, maestra: bool) -> bool:
        almacen = self.almacen
        if almacen is None or self.sesion is None or almacen.solo_lectura:
            self.mostrar_error(self.tr("No se pueden guardar partidas: no hay dónde anotar la del torneo."))
            return False
        from app_planilla.nucleo.torneo.salas import PAPEL_MAESTRA, PAPEL_SALA
        from app_planilla.ui.torneo.sala import DialogoSalaTorneo, preparar_nueva

        dialogo = DialogoSalaTorneo(almacen.carpeta, self.sesion.actual, maestra=maestra,
                                    ajustes=self.ventana.ajustes, parent=self.ventana)
        with self._en_pausa():
            aceptado = self.ejecutar_dialogo(dialogo)
        t = dialogo.torneo
        if not aceptado or t is None:
            return False
        if dialogo.nueva:
            antes = self.sesion.actual.id if self.sesion.actual is not None else None
            self.sesion.nueva_partida(preparar=lambda d: preparar_nueva(d, t, maestra))
            if self.sesion.actual is None or self.sesion.actual.id == antes:
                return False  # cancelada: el portátil queda unido a su sala, sin partida vinculada
        partida = self.sesion.actual
        if partida is None:
            return False
        publicador = self.publicador_sala()
        if publicador is None:
            return False
        try:
            publicador.vincular(t, partida.id, PAPEL_MAESTRA if maestra else PAPEL_SALA, dialogo.numero.value())
        except (ErrorPlanilla, OSError) as e:
            self.mostrar_error(self.tr("No se ha vinculado la partida al torneo: {0}").format(e))
            return False
        if maestra:
            self.ventana.mensaje(self.tr("«{0}»: la partida {1} es la partida maestra. Cada ronda con su atril y su "
                                         "maestra se publica sola.").format(t.nombre, partida.id))
        else:
            self.ventana.mensaje(self.tr("Sala {0} de «{1}»: la partida {2} es la de la sala. Cada ronda cerrada se "
                                         "publica sola; el atril y la maestra se cotejan con la partida maestra.")
                                 .format(publicador.sala, t.nombre, partida.id))
        return True

    def _olvidar_director(self, ventana: QWidget) -> None:
        if self.director is ventana:
            self.director = None

    def mostrar_error(self, texto: str) -> None:
        """El mensaje en español, en un aviso y en la barra de estado. Nada ha cambiado."""
        self.ultimo_error = texto
        self.ventana.mensaje(texto)
        caja = QMessageBox(QMessageBox.Icon.Warning, self.tr("Planilla"), texto, QMessageBox.StandardButton.Ok,
                           self.ventana)
        self.ejecutar_dialogo(caja)

    # --- GCG -----------------------------------------------------------------------------------------

    def importar_gcg(self, ruta: str | None = None) -> int | None:
        """«Importar GCG…»: partida clásica nueva, abierta en la ventana; informe si algo no coincide."""
        almacen = self.almacen
        if almacen is None or self.sesion is None:
            self.mostrar_error(self.tr("No se pueden guardar partidas: no hay dónde importar."))
            return None
        with self._en_pausa():
            ruta = ruta or self.pedir_ruta_abrir(self.tr("Importar GCG"), self._filtro_gcg())
        if not ruta:
            return None
        self.ultimo_error = None
        try:
            from app_planilla.exportar.gcg.archivos import importar_gcg  # GCG solo al usarlo: no retrasa el arranque

            ident, informe = importar_gcg(almacen, ruta)
        except ErrorPlanilla as e:
            self.mostrar_error(self.tr("No se ha importado «{0}»: {1}").format(Path(ruta).name, e))
            return None
        self.sesion.abrir(ident)
        self._informar(Path(ruta).name, ident, informe)
        return ident

    def _informar(self, nombre: str, ident: int, informe: Informe) -> None:
        """Si todo coincide, basta la barra de estado; si no, el informe con las líneas distintas."""
        jugadas = (self.tr("1 jugada reproducida") if informe.jugadas == 1
                   else self.tr("{0} jugadas reproducidas").format(informe.jugadas))
        mensaje = self.tr("«{0}» importado como partida {1}: {2} en el tablero.").format(nombre, ident, jugadas)
        if informe.sin_diferencias:
            comprobado = (self.tr("No trae ninguna línea de juego: no hay puntuaciones que comprobar.")
                          if informe.sin_nada_que_comprobar else self.tr("Todas las puntuaciones coinciden."))
            partes = [mensaje, comprobado, *informe.avisos]
            self.ventana.mensaje(" ".join(partes))
            return
        self.ventana.mensaje(mensaje)
        n = len(informe.diferencias)
        distintas = (self.tr("1 línea tiene puntos distintos") if n == 1
                     else self.tr("{0} líneas tienen puntos distintos").format(n))
        resumen = mensaje + " " + self.tr(
            "{0} de los que calcula Planilla: la hoja conserva los del archivo.").format(distintas)
        self.ejecutar_dialogo(DialogoInforme(self.tr("Informe de la importación"), resumen, informe.texto(),
                                             self.ventana))

    def exportar_gcg(self, ruta: str | None = None) -> Path | None:
        """«Exportar GCG…»: la partida clásica abierta, en GCG 1.2 (UTF-8)."""
        en_curso = self.partida_en_curso()
        if en_curso is None:
            self.mostrar_error(self.tr("No hay ninguna partida abierta que exportar."))
            return None
        almacen, partida = en_curso
        ruta = ruta or self.pedir_ruta_guardar(self.tr("Exportar GCG"), f"partida-{partida.id}.gcg",
                                               self._filtro_gcg())
        if not ruta:
            return None
        destino = Path(ruta)
        if not destino.suffix:
            destino = destino.with_suffix(".gcg")
        self.ultimo_error = None
        try:
            from app_planilla.exportar.gcg.archivos import exportar_gcg

            exportacion = exportar_gcg(almacen, partida.id, destino)
        except ErrorPlanilla as e:
            self.mostrar_error(str(e))
            return None
        mensaje = self.tr("Partida {0} exportada a «{1}».").format(partida.id, destino.name)
        if not exportacion.resumen:
            self.ventana.mensaje(" ".join([mensaje, *exportacion.avisos]))
            return destino
        # Lo que el GCG no puede llevar: que se sepa antes de abrir el archivo en otro programa. El resumen (qué
        # lleva el archivo) es del exportador, en el idioma de la aplicación como los mensajes del núcleo.
        self.ventana.mensaje(mensaje)
        resumen = mensaje + " " + exportacion.resumen
        self.ejecutar_dialogo(DialogoInforme(self.tr("Informe de la exportación"), resumen, exportacion.detalle(),
                                             self.ventana))
        return destino

    # --- JSON ----------------------------------------------------------------------------------------

    def importar_json(self, ruta: str | None = None) -> int | None:
        """«Importar partida en JSON…»: se comprueba entera antes de guardarla, y se abre en la ventana."""
        from app_planilla.exportar.json_partida import MAX_BYTES, leer_json

        almacen = self.almacen
        if almacen is None or self.sesion is None:
            self.mostrar_error(self.tr("No se pueden guardar partidas: no hay dónde importar."))
            return None
        with self._en_pausa():
            ruta = ruta or self.pedir_ruta_abrir(self.tr("Importar partida"), self._filtro_json())
        if not ruta:
            return None
        nombre = Path(ruta).name
        self.ultimo_error = None
        try:
            with open(ruta, "rb") as f:
                contenido = f.read(MAX_BYTES + 1)
            planilla = leer_json(contenido)
            ident = almacen.importar(planilla)
        except OSError as e:
            self.mostrar_error(self.tr("No se puede leer «{0}»: {1}.").format(nombre, e.strerror or e))
            return None
        except ErrorPlanilla as e:
            self.mostrar_error(self.tr("No se ha importado «{0}»: {1}").format(nombre, e))
            return None
        if self.sesion.abrir(ident):
            self.ventana.mensaje(self.tr("«{0}» importado como partida {1}.").format(nombre, ident))
        else:
            self.ventana.mensaje(self.tr("«{0}» importado como partida {1}: está en «Partidas».").format(nombre, ident))
        return ident

    def exportar_json(self, ruta: str | None = None) -> Path | None:
        """«Exportar partida en JSON…»: el registro entero de la partida abierta, con versión."""
        from app_planilla.exportar.json_partida import texto_json

        en_curso = self.partida_en_curso()
        if en_curso is None:
            self.mostrar_error(self.tr("No hay ninguna partida abierta que exportar."))
            return None
        almacen, partida = en_curso
        ruta = ruta or self.pedir_ruta_guardar(self.tr("Exportar partida"), f"partida-{partida.id}.json",
                                               self._filtro_json())
        if not ruta:
            return None
        destino = Path(ruta)
        if not destino.suffix:
            destino = destino.with_suffix(".json")
        self.ultimo_error = None
        try:
            texto = texto_json(almacen.cargar(partida.id))
            destino.write_text(texto, encoding="utf-8", newline="\n")
        except OSError as e:
            self.mostrar_error(self.tr("No se puede escribir «{0}»: {1}.").format(destino.name, e.strerror or e))
            return None
        except ErrorPlanilla as e:
            self.mostrar_error(str(e))
            return None
        self.ventana.mensaje(self.tr("Partida {0} exportada a «{1}».").format(partida.id, destino.name))
        return destino

    # --- copias de seguridad ------------------------------------------------------------------------

    def respaldar(self, ruta: str | None = None) -> Path | None:
        """«Copia de seguridad…»: todas las partidas en un solo archivo (coherente aunque se esté jugando).

        El diálogo de guardar ya pregunta antes de sustituir un archivo: aquí se sustituye sin más."""
        almacen = self.almacen
        if almacen is None:
            self.mostrar_error(self.tr("No hay partidas guardadas de las que hacer una copia."))
            return None
        from datetime import datetime

        nombre = f"planilla-copia-{datetime.now():%Y-%m-%d}.sqlite3"
        with self._en_pausa():
            ruta = ruta or self.pedir_ruta_guardar(self.tr("Copia de seguridad"), nombre, self._filtro_copia())
        if not ruta:
            return None
        self.ultimo_error = None
        try:
            destino = almacen.respaldar(ruta, reemplazar=True)
        except ErrorPlanilla as e:
            self.mostrar_error(str(e))
            return None
        self.ventana.mensaje(self.tr("Copia de todas las partidas guardada en «{0}».").format(destino))
        return destino

    def restaurar(self, ruta: str | None = None) -> Path | None:
        """«Restaurar una copia…»: comprueba la copia y la pone en lugar de las partidas de ahora, que se
        guardan antes en la carpeta de datos (devuelve dónde)."""
        sesion = self.sesion
        if sesion is None or sesion.almacen is None:
            self.mostrar_error(self.tr("No se pueden guardar partidas: no hay dónde restaurar."))
            return None
        with self._en_pausa():
            ruta = ruta or self.pedir_ruta_abrir(self.tr("Restaurar una copia"), self._filtro_copia())
            if not ruta or not self.ventana.confirmar(self.tr(
                    "Las partidas de «{0}» sustituirán a las de ahora, que se guardan antes aparte en la carpeta "
                    "de datos. ¿Restaurar la copia?").format(Path(ruta).name)):
                return None
        self.ultimo_error = None
        errores: list[str] = []
        sesion.error.connect(errores.append)
        try:
            anterior = sesion.restaurar(ruta)
        finally:
            sesion.error.disconnect(errores.append)
        if anterior is None:
            self.mostrar_error(self.tr("No se ha restaurado «{0}»: {1}").format(Path(ruta).name, " ".join(errores)))
            return None
        self.ventana.mensaje(self.tr("Copia restaurada. Las partidas de antes están en «{0}».").format(anterior))
        return anterior

    # --- imprimir ------------------------------------------------------------------------------------

    def preparar_partida(self) -> Callable[[Path, str], None] | None:
        """Lo que escribe la planilla de la partida abierta en PDF (``None`` si no hay partida)."""
        en_curso = self.partida_en_curso()
        if en_curso is None:
            return None
        almacen, partida = en_curso

        def preparar(ruta: Path, papel: str) -> None:
            from app_planilla.exportar.pdf import pdf_de_partida  # reportlab al imprimir, no al arrancar

            pdf_de_partida(partida.planilla, ruta, _creada(almacen, partida.id), papel)

        return preparar

    def hojas_de_sala(self) -> list[HojaExtra]:
        """Las hojas de la sala con arbitraje abierta (ninguna si la partida no lo es), sobre su planilla."""
        from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
        from app_planilla.ui.archivo.imprimir import hojas_de_sala

        en_curso = self.partida_en_curso()
        if (en_curso is None or not isinstance(en_curso[1].planilla, PlanillaDuplicada)
                or en_curso[1].planilla.arbitraje is None):
            return []  # sin leer la lista de partidas del almacén: solo una sala con arbitraje tiene hojas
        almacen, partida = en_curso
        return hojas_de_sala(partida.planilla, _creada(almacen, partida.id))

    def dialogo_imprimir(self) -> DialogoImprimir:
        from app_planilla.ui.archivo.imprimir import DialogoImprimir

        # Con una sala abierta, sus hojas (clasificación, hoja de cada participante, rejilla y partida maestra); con
        # la ventana del director abierta, también los emparejamientos y la clasificación de su ronda.
        hojas = [*self.hojas_de_sala(), *getattr(self.director, "hojas_para_imprimir", lambda: [])()]
        return DialogoImprimir(self.preparar_partida(), self.ventana.edicion.codigo, self.ventana,
                               ajustes=self.ventana.ajustes, extras=hojas)

    def imprimir(self) -> bool:
        """«Imprimir…»: el diálogo con la partida abierta (si la hay) y la edición de la ventana."""
        dialogo = self.dialogo_imprimir()
        with self._en_pausa():
            hecho = self.ejecutar_dialogo(dialogo)
        ruta = dialogo.ruta
        if hecho and ruta is not None:
            self.ventana.mensaje(self.tr("PDF guardado en «{0}».").format(ruta))
            if dialogo.abrir.isChecked() and not dialogo.abierto:
                self.sin_visor(ruta)
        return hecho

    def sin_visor(self, ruta: Path) -> None:
        """Se pidió abrir el PDF y el sistema no tiene con qué: se dice dónde quedó (en la barra de estado y en un
        aviso, con la ruta para copiarla)."""
        texto = self.tr("El PDF está guardado en «{0}», pero no se ha podido abrir: no hay ningún programa para "
                        "ver PDF. Ábrelo desde esa carpeta con el que uses.").format(ruta)
        self.ventana.mensaje(texto)
        caja = QMessageBox(QMessageBox.Icon.Information, self.tr("Imprimir"), texto, QMessageBox.StandardButton.Ok,
                           self.ventana)
        caja.setObjectName("sin_visor")
        caja.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.ejecutar_dialogo(caja)


__all__ = ["DialogoInforme", "MenuArchivo"]
