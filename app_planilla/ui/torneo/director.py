"""La ventana del director: la carpeta del torneo fusionada, ronda a ronda, sin escribir nada en ella.

Todo sale de una sola llamada a ``fusion.fusionar`` sobre lo que lee ``carpeta.leer_carpeta``: el estado de
cada mesa (con resultado, falta, en conflicto, pendiente), la clasificación de la división, los conflictos con
nombre y los archivos pendientes o rechazados con su motivo. La interfaz solo lo muestra.

Se actualiza sola: ``QFileSystemWatcher`` sobre la carpeta y sus subcarpetas (no vigila las subcarpetas por sí
mismo) y además una nueva lectura periódica, porque en una carpeta de red (SMB) no llegan los avisos de lo que
escriben otros ordenadores. Las dos cachés del núcleo (firmas de archivo y contenidos leídos) hacen que cada
lectura solo abra lo nuevo; si la fusión no cambia, la vista no se toca (ni la selección ni el desplazamiento).

Lo único que escribe es lo que decide el director: en el portátil que creó el torneo (su carpeta de datos,
``datos``), «Elegir lo que cuenta…» (o Intro sobre un conflicto o una mesa en conflicto) publica la misma
decisión que ``planilla torneo elegir``. «Imprimir…» ofrece los emparejamientos de la ronda y la clasificación
(``exportar.pdf.torneo``) en el diálogo «Imprimir» de la aplicación.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.carpeta import Firma, leer_carpeta, raiz
from app_planilla.nucleo.torneo.clasificacion import DESEMPATES, clasificacion, lineas_tsh
from app_planilla.nucleo.torneo.fusion import (
    EMPAREJAMIENTO,
    JUGADOR,
    MESA,
    PARTIDA,
    Cache,
    Candidato,
    Conflicto,
    Fusion,
    fusionar,
)
from app_planilla.nucleo.torneo.modelos import Jugador, Resultado
from app_planilla.ui.archivo.imprimir import HojaExtra

RELEER_MS = 3000
"""Cada cuánto se vuelve a leer la carpeta aunque el vigilante no avise (SMB no avisa de escrituras remotas)."""
ESPERA_AVISO_MS = 250
"""Tras un aviso del vigilante: Syncthing escribe varios archivos seguidos; se lee una vez al final."""

ATAJO_ACTUALIZAR = "Ctrl+R"
"""F5, F6 y F7 son de los relojes: actualizar no debe pulsar ningún reloj."""
ATAJO_COPIAR_TSH = "Ctrl+Shift+C"
ATAJO_GUARDAR_TSH = "Ctrl+Shift+S"
ATAJO_IMPRIMIR = "Ctrl+P"
HOJA_EMPAREJAMIENTOS = "torneo-emparejamientos"
HOJA_CLASIFICACION = "torneo-clasificacion"

# Estados de una mesa (claves; el texto visible, traducido, lo da ``VentanaDirector.texto_estado``).
CON_RESULTADO = "resultado"
CORREGIDO = "corregido"
ELEGIDO = "elegido"
FALTA = "falta"
EN_CONFLICTO = "conflicto"
PENDIENTE = "pendiente"
DESCANSO = "descanso"

_COLOR = {EN_CONFLICTO: QColor(176, 0, 32), PENDIENTE: QColor(160, 82, 0), FALTA: QColor(96, 96, 96)}


def _jugador(j: Jugador) -> str:
    return f"{j.numero} {j.nombre}".strip()


class VentanaDirector(QWidget):
    """Ventana propia (no modal) de una carpeta de torneo; se cierra sin preguntar: no guarda nada."""

    def __init__(self, carpeta: str | os.PathLike[str], parent: QWidget | None = None, *,
                 datos: str | os.PathLike[str] | None = None, ajustes: QSettings | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ventana_director")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.carpeta: Path = raiz(carpeta)  # ErrorTorneo con su frase si no es una carpeta de torneo
        self.datos = Path(datos) if datos is not None else None
        """La carpeta de datos de este portátil: si es la del director, sus decisiones se publican."""
        self.ajustes = ajustes
        self.ejecutar_dialogo: Callable[[QDialog], bool] = lambda d: d.exec() == QDialog.DialogCode.Accepted
        """Abre un diálogo y dice si se aceptó; las pruebas lo sustituyen para no bloquear."""
        self._claves_fila: dict[int, str] = {}
        """Fila de la tabla de mesas → clave del conflicto que la tiene parada."""
        self._leidos: dict[str, tuple[Firma, bytes]] = {}
        self._cache = Cache()
        self._archivos: dict[str, bytes] = {}
        self.fusion: Fusion | None = None
        self.error: str | None = None
        self._locale = QLocale()
        self._colores: dict[int, str] = {}
        """Fila de la tabla de mesas → estado que se resalta (lo que le falta algo al director)."""

        capa = QVBoxLayout(self)
        arriba = QHBoxLayout()
        self.titulo = QLabel()
        self.titulo.setObjectName("titulo")
        self.titulo.setTextFormat(Qt.TextFormat.PlainText)
        fuente = self.titulo.font()
        fuente.setBold(True)
        self.titulo.setFont(fuente)
        arriba.addWidget(self.titulo, 1)
        self.division = QComboBox()
        self.division.setObjectName("division")
        etiqueta_division = QLabel(self.tr("&División:"))
        etiqueta_division.setBuddy(self.division)
        self.ronda = QComboBox()
        self.ronda.setObjectName("ronda")
        etiqueta_ronda = QLabel(self.tr("&Ronda:"))
        etiqueta_ronda.setBuddy(self.ronda)
        for w in (etiqueta_division, self.division, etiqueta_ronda, self.ronda):
            arriba.addWidget(w)
        self.boton_actualizar = QPushButton(self.tr("&Actualizar"))
        self.boton_actualizar.setObjectName("actualizar")
        self.boton_actualizar.setToolTip(ATAJO_ACTUALIZAR)
        self.boton_actualizar.clicked.connect(self.actualizar)
        # Las líneas de «addscore» de TSH: al portapapeles o a un archivo que se pasa a TSH por tubería.
        self.boton_tsh = QPushButton(self.tr("Líneas de &TSH"))
        self.boton_tsh.setObjectName("lineas_tsh")
        self.boton_tsh.setToolTip(self.tr("Las líneas de «addscore» de TSH de esta ronda y división "
                                          "(«entry both»): copiarlas o guardarlas en un archivo"))
        menu_tsh = QMenu(self.boton_tsh)
        self.accion_copiar_tsh = menu_tsh.addAction(self.tr("&Copiar al portapapeles"), self.copiar_tsh)
        self.accion_copiar_tsh.setShortcut(QKeySequence(ATAJO_COPIAR_TSH))
        self.accion_guardar_tsh = menu_tsh.addAction(self.tr("&Guardar en un archivo…"), self.guardar_tsh)
        self.accion_guardar_tsh.setShortcut(QKeySequence(ATAJO_GUARDAR_TSH))
        for a in (self.accion_copiar_tsh, self.accion_guardar_tsh):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(a)
        self.boton_tsh.setMenu(menu_tsh)
        self.boton_emparejar = QPushButton(self.tr("Em&parejar…"))
        self.boton_emparejar.setObjectName("emparejar")
        self.boton_emparejar.setToolTip(self.tr("Publicar los emparejamientos de una ronda: tecleados aquí o leídos "
                                                "de TSH (el .t de la división o html/tourney.js) o de un CSV"))
        self.boton_emparejar.clicked.connect(lambda: self.emparejar())
        self.boton_imprimir = QPushButton(self.tr("&Imprimir…"))
        self.boton_imprimir.setObjectName("imprimir")
        self.boton_imprimir.setToolTip(self.tr("Los emparejamientos de la ronda o la clasificación, en PDF ({0})")
                                       .format(ATAJO_IMPRIMIR))
        self.boton_imprimir.clicked.connect(self.imprimir)
        arriba.addWidget(self.boton_actualizar)
        arriba.addWidget(self.boton_tsh)
        arriba.addWidget(self.boton_imprimir)
        arriba.addWidget(self.boton_emparejar)
        capa.addLayout(arriba)

        self.resumen = QLabel()
        self.resumen.setObjectName("resumen")
        self.resumen.setWordWrap(True)
        capa.addWidget(self.resumen)

        self.mesas = self._tabla("mesas", [self.tr("Mesa"), self.tr("Jugador"), self.tr("Rival"), self.tr("Puntos"),
                                           self.tr("Margen"), self.tr("Estado")], estirar=(1, 2))
        self.clasif = self._tabla("clasificacion", [self.tr("Puesto"), self.tr("N.º"), self.tr("Jugador"),
                                                    self.tr("Vict."), self.tr("Derr."), self.tr("Margen"),
                                                    self.tr("Ptos.")], estirar=(2,))
        # El criterio de orden, a mano: la FISE no fija desempates para la clásica.
        criterio = _(DESEMPATES)
        self.clasif.setToolTip(criterio)
        self.clasif.horizontalHeaderItem(6).setToolTip(self.tr("Puntos a favor (tercer criterio de orden)"))
        self.titulo_clasif = QLabel()
        self.titulo_clasif.setObjectName("titulo_clasificacion")
        self.titulo_clasif.setToolTip(criterio)
        caja_clasif = QWidget()
        capa_clasif = QVBoxLayout(caja_clasif)
        capa_clasif.setContentsMargins(0, 0, 0, 0)
        capa_clasif.addWidget(self.titulo_clasif)
        capa_clasif.addWidget(self.clasif, 1)
        titulo_mesas = QLabel(self.tr("&Mesas de la ronda"))
        titulo_mesas.setBuddy(self.mesas)
        caja_mesas = QWidget()
        capa_mesas = QVBoxLayout(caja_mesas)
        capa_mesas.setContentsMargins(0, 0, 0, 0)
        capa_mesas.addWidget(titulo_mesas)
        capa_mesas.addWidget(self.mesas, 1)
        self.titulo_clasif.setBuddy(self.clasif)

        horizontal = QSplitter(Qt.Orientation.Horizontal)
        horizontal.addWidget(caja_mesas)
        horizontal.addWidget(caja_clasif)
        horizontal.setStretchFactor(0, 3)
        horizontal.setStretchFactor(1, 2)
        horizontal.setChildrenCollapsible(False)

        self.avisos = QListWidget()
        self.avisos.setObjectName("avisos")
        self.avisos.setWordWrap(True)
        self.avisos.setTextElideMode(Qt.TextElideMode.ElideNone)
        titulo_avisos = QLabel(self.tr("C&onflictos, pendientes y rechazados"))
        titulo_avisos.setBuddy(self.avisos)
        self.boton_decidir = QPushButton(self.tr("&Elegir lo que cuenta…"))
        self.boton_decidir.setObjectName("decidir")
        self.boton_decidir.setToolTip(self.tr("Decide el conflicto elegido: qué resultado, mesa o emparejamiento "
                                              "cuenta (Intro sobre él en la lista o en la mesa en conflicto)"))
        self.boton_decidir.clicked.connect(lambda: self.decidir())
        fila_avisos = QHBoxLayout()
        fila_avisos.addWidget(titulo_avisos, 1)
        fila_avisos.addWidget(self.boton_decidir)
        caja_avisos = QWidget()
        capa_avisos = QVBoxLayout(caja_avisos)
        capa_avisos.setContentsMargins(0, 0, 0, 0)
        capa_avisos.addLayout(fila_avisos)
        capa_avisos.addWidget(self.avisos, 1)

        vertical = QSplitter(Qt.Orientation.Vertical)
        vertical.addWidget(horizontal)
        vertical.addWidget(caja_avisos)
        vertical.setStretchFactor(0, 1)
        vertical.setStretchFactor(1, 0)
        # Los avisos, unas pocas líneas (se desplazan); el resto, para las mesas y la clasificación.
        self.avisos.setMinimumHeight(4 * self.avisos.fontMetrics().lineSpacing())
        vertical.setSizes([10_000, 6 * self.avisos.fontMetrics().lineSpacing()])
        vertical.setChildrenCollapsible(False)
        capa.addWidget(vertical, 1)

        for atajo, funcion in ((ATAJO_ACTUALIZAR, self.actualizar), (ATAJO_IMPRIMIR, self.imprimir)):
            QShortcut(QKeySequence(atajo), self).activated.connect(funcion)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self).activated.connect(self.close)

        self.avisos.currentRowChanged.connect(lambda _f: self._poner_boton_decidir())
        self.avisos.itemActivated.connect(lambda _i: self.decidir())
        self.mesas.itemActivated.connect(lambda item: self.decidir(self._claves_fila.get(item.row())))
        self.division.currentIndexChanged.connect(self._al_elegir_division)
        self.ronda.currentIndexChanged.connect(lambda _i: self._mostrar())

        self._aviso = QTimer(self)
        self._aviso.setSingleShot(True)
        self._aviso.setInterval(ESPERA_AVISO_MS)
        self._aviso.timeout.connect(self.actualizar)
        self.vigilante = QFileSystemWatcher(self)
        self.vigilante.directoryChanged.connect(lambda _d: self._aviso.start())
        self.vigilante.fileChanged.connect(lambda _f: self._aviso.start())
        self.releer = QTimer(self)
        self.releer.setInterval(RELEER_MS)
        self.releer.timeout.connect(self.actualizar)
        self.releer.start()

        self.actualizar()

    def _tabla(self, nombre: str, cabeceras: list[str], estirar: tuple[int, ...]) -> QTableWidget:
        t = QTableWidget(0, len(cabeceras))
        t.setObjectName(nombre)
        t.setHorizontalHeaderLabels(cabeceras)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setAlternatingRowColors(True)
        t.verticalHeader().setVisible(False)
        # Filas compactas: una ronda de 20 mesas cabe entera en 1366×768.
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        t.verticalHeader().setDefaultSectionSize(t.fontMetrics().height() + 6)
        t.setWordWrap(False)
        cab = t.horizontalHeader()
        for i in range(len(cabeceras)):
            cab.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch if i in estirar
                                     else QHeaderView.ResizeMode.ResizeToContents)
        return t

    # ------------------------------------------------------------------ lectura

    def actualizar(self) -> None:
        """Lee la carpeta (solo lo nuevo) y la fusiona; si algo falla, lo dice y deja lo último que se vio."""
        try:
            torneo, archivos = leer_carpeta(self.carpeta, self._leidos)
            fusion = fusionar(torneo, archivos, self._cache)
        except (ErrorPlanilla, OSError, ValueError) as e:
            self.error = self.tr("No se puede leer la carpeta del torneo: {0}").format(e)
            self.resumen.setText(self.error)
            self._vigilar()
            return
        habia_error, self.error = self.error is not None, None
        self._archivos = archivos
        self._vigilar()
        if fusion == self.fusion and not habia_error:  # tras un error, el resumen vuelve a decir la ronda
            return
        previa = self.fusion
        self.fusion = fusion
        if previa is None:
            self._preparar_selectores(fusion)
        elif self.seleccion()[1] == self._ultima_emparejada(previa) < self._ultima_emparejada(fusion):
            # Quien miraba la última ronda emparejada pasa a la nueva en cuanto llegan sus emparejamientos.
            self.ronda.blockSignals(True)
            self.ronda.setCurrentIndex(max(0, self.ronda.findData(self._ultima_emparejada(fusion))))
            self.ronda.blockSignals(False)
        self._mostrar()

    def _ultima_emparejada(self, fusion: Fusion) -> int:
        division = self.division.currentText()
        return max((r for d, r in fusion.emparejamientos if d == division), default=1)

    def _vigilar(self) -> None:
        """La carpeta y todas sus subcarpetas visibles (el vigilante no entra en ellas por sí solo)."""
        carpetas = [str(self.carpeta)]
        for base, dirs, _f in os.walk(self.carpeta):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            carpetas += [os.path.join(base, d) for d in dirs]
        nuevas = sorted(set(carpetas) - set(self.vigilante.directories()))
        if nuevas:
            self.vigilante.addPaths(nuevas)

    def _preparar_selectores(self, fusion: Fusion) -> None:
        t = fusion.torneo
        self.setWindowTitle(self.tr("Torneo «{0}» — director").format(t.nombre))
        # La ruta puede ser larga: en la ayuda emergente, para que no ensanche la ventana.
        self.titulo.setText(t.nombre)
        self.titulo.setToolTip(str(self.carpeta))
        self.division.blockSignals(True)
        self.division.clear()
        self.division.addItems(list(t.divisiones))
        self.division.blockSignals(False)
        self._llenar_rondas(fusion, ultima=True)

    def _llenar_rondas(self, fusion: Fusion, ultima: bool) -> None:
        """Las rondas del torneo; al abrir, la última con emparejamientos de la división."""
        anterior = self.ronda.currentData()
        self.ronda.blockSignals(True)
        self.ronda.clear()
        for r in range(1, fusion.torneo.rondas + 1):
            self.ronda.addItem(self._locale.toString(r), r)
        elegida = self._ultima_emparejada(fusion) if ultima or anterior is None else anterior
        self.ronda.setCurrentIndex(max(0, self.ronda.findData(elegida)))
        self.ronda.blockSignals(False)

    def _al_elegir_division(self, _i: int) -> None:
        if self.fusion is not None:
            self._llenar_rondas(self.fusion, ultima=True)
            self._mostrar()

    # ------------------------------------------------------------------ lo que se ve

    def texto_estado(self, estado: str) -> str:
        return {
            CON_RESULTADO: self.tr("Resultado"),
            CORREGIDO: self.tr("Resultado (corregido)"),
            ELEGIDO: self.tr("Resultado (elegido por el director)"),
            FALTA: self.tr("Falta"),
            EN_CONFLICTO: self.tr("En conflicto"),
            PENDIENTE: self.tr("Pendiente"),
            DESCANSO: self.tr("Descanso"),
        }[estado]

    def _numero(self, n: float) -> str:
        return self._locale.toString(int(n)) if n == int(n) else self._locale.toString(n, "f", 1)

    def _margen(self, n: int) -> str:
        return ("+" if n > 0 else "") + self._locale.toString(n)

    def seleccion(self) -> tuple[str, int]:
        return self.division.currentText(), int(self.ronda.currentData() or 1)

    def filas_mesas(self) -> list[tuple[str, str, str, str, str, str]]:
        """Las filas de la tabla de mesas de la ronda y división elegidas (para la vista y las pruebas)."""
        f = self.fusion
        if f is None:
            return []
        division, ronda = self.seleccion()
        emp = f.emparejamientos.get((division, ronda))
        if emp is None:
            return []
        partidas = {p.resultado.mesa: p for p in f.partidas_de(division, ronda)}
        en_conflicto: dict[int, str] = {}  # mesa → clave del conflicto
        jugadores_en_conflicto: dict[int, str] = {}
        mesas_en_disputa: dict[int, str] = {}  # dos portátiles dicen llevarla
        for c in f.conflictos:
            partes = c.clave.split(":")
            if c.tipo == MESA and len(partes) == 2 and partes[1].isdigit():
                mesas_en_disputa[int(partes[1])] = c.clave
            if len(partes) == 4 and partes[1] == division and partes[2] == str(ronda) and partes[3].isdigit():
                if c.tipo in (PARTIDA, EMPAREJAMIENTO):
                    en_conflicto[int(partes[3])] = c.clave
                elif c.tipo == JUGADOR:
                    jugadores_en_conflicto[int(partes[3])] = c.clave
        pendientes = self._mesas_pendientes(division, ronda)
        self._colores = {}
        self._claves_fila = {}
        filas: list[tuple[str, str, str, str, str, str]] = []
        mesas = sorted({m.mesa for m in emp.mesas} | set(partidas))
        for numero in mesas:
            m = emp.mesa(numero)
            p = partidas.get(numero)
            if p is not None:
                r = p.resultado
                orden = (0, 1)
                if m is not None and r.jugadores[0].numero != m.jugadores[0].numero:
                    orden = (1, 0)
                a, b = orden
                estado = ELEGIDO if p.elegida else CORREGIDO if p.corrige else CON_RESULTADO
                filas.append((self._locale.toString(numero), _jugador(r.jugadores[a]), _jugador(r.jugadores[b]),
                              f"{self._locale.toString(r.puntos[a])} – {self._locale.toString(r.puntos[b])}",
                              self._margen(r.puntos[a] - r.puntos[b]), self.texto_estado(estado)))
                continue
            assert m is not None  # sin partida aceptada, la mesa está en los emparejamientos
            claves = [en_conflicto.get(numero)] + [jugadores_en_conflicto.get(n) for n in sorted(m.numeros)]
            clave = next((k for k in claves if k is not None), None)
            if clave is not None:
                estado = EN_CONFLICTO
            elif numero in pendientes:
                estado = PENDIENTE
                clave = mesas_en_disputa.get(numero)
            else:
                estado = FALTA
            filas.append((self._locale.toString(numero), _jugador(m.jugadores[0]), _jugador(m.jugadores[1]), "", "",
                          self.texto_estado(estado)))
            self._colores[len(filas) - 1] = estado
            if clave is not None:
                self._claves_fila[len(filas) - 1] = clave
        contados = {x.jugador.numero for x in f.descansos_de(division, ronda)}
        for x in emp.descansos:
            estado = DESCANSO if x.jugador.numero in contados else EN_CONFLICTO
            if estado == EN_CONFLICTO:
                self._colores[len(filas)] = estado
                clave = jugadores_en_conflicto.get(x.jugador.numero)
                if clave is not None:
                    self._claves_fila[len(filas)] = clave
            filas.append(("—", _jugador(x.jugador), self.tr("(sin rival)"), "", self._margen(x.margen),
                          self.texto_estado(estado)))
        return filas

    def _mesas_pendientes(self, division: str, ronda: int) -> set[int]:
        """Las mesas con un resultado pendiente (portátil sin unión, en conflicto de mesa…): lo leído por la
        misma caché del núcleo que usó la fusión."""
        assert self.fusion is not None
        mesas: set[int] = set()
        for p in self.fusion.pendientes:
            for nombre in p.archivos:
                datos = self._archivos.get(nombre)
                if datos is None:
                    continue
                leido = self._cache.leer(datos)
                if isinstance(leido, tuple) and isinstance(leido[1], Resultado):
                    r = leido[1]
                    if r.division.casefold() == division.casefold() and r.ronda == ronda:
                        mesas.add(r.mesa)
        return mesas

    def avisos_texto(self) -> list[str]:
        f = self.fusion
        if f is None:
            return []
        lineas = [self.tr("Conflicto «{0}»: {1}").format(c.clave, c.mensaje) for c in f.conflictos]
        lineas += [self.tr("Pendiente: {0} — {1}").format(", ".join(p.archivos), p.motivo) for p in f.pendientes]
        lineas += [self.tr("Rechazado: {0} — {1}").format(", ".join(r.archivos), r.motivo) for r in f.rechazados]
        return lineas

    def _mostrar(self) -> None:
        f = self.fusion
        if f is None:
            return
        division, ronda = self.seleccion()
        filas = self.filas_mesas()
        self.mesas.setRowCount(len(filas))
        derecha = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for i, fila in enumerate(filas):
            for j, texto in enumerate(fila):
                item = QTableWidgetItem(texto)
                if j in (0, 3, 4):
                    item.setTextAlignment(derecha)
                if j == 5 and i in self._colores:
                    # El texto ya dice el estado; el color solo ayuda a encontrarlo de un vistazo.
                    item.setForeground(_COLOR[self._colores[i]])
                    if self._colores[i] != FALTA:
                        fuente = item.font()
                        fuente.setBold(True)
                        item.setFont(fuente)
                self.mesas.setItem(i, j, item)

        clas = clasificacion(f, division, hasta_ronda=ronda)
        self.titulo_clasif.setText(self.tr("C&lasificación tras la ronda {0}").format(self._locale.toString(ronda)))
        self.clasif.setRowCount(len(clas))
        for i, c in enumerate(clas):
            textos = (self._locale.toString(c.puesto), self._locale.toString(c.numero), c.nombre,
                      self._numero(c.victorias), self._numero(c.derrotas), self._margen(c.margen),
                      self._locale.toString(c.puntos))
            for j, texto in enumerate(textos):
                item = QTableWidgetItem(texto)
                if j != 2:
                    item.setTextAlignment(derecha)
                self.clasif.setItem(i, j, item)

        # Cada conflicto lleva su clave (para decidirlo); la fila elegida sigue elegida tras releer.
        elegida = self.conflicto_elegido()
        self.avisos.blockSignals(True)
        self.avisos.clear()
        avisos = self.avisos_texto()
        claves = [c.clave for c in f.conflictos]
        for i, texto in enumerate(avisos or [self.tr("Ni conflictos, ni archivos pendientes o rechazados.")]):
            item = QListWidgetItem(texto)
            if i < len(claves):
                item.setData(Qt.ItemDataRole.UserRole, claves[i])
            self.avisos.addItem(item)
            if elegida is not None and i < len(claves) and claves[i] == elegida.clave:
                self.avisos.setCurrentRow(i)
        self.avisos.blockSignals(False)
        self._poner_boton_decidir()

        emp = f.emparejamientos.get((division, ronda))
        if emp is None:
            self.resumen.setText(self.tr("La ronda {0} de la división {1} aún no tiene emparejamientos.").format(
                self._locale.toString(ronda), division))
        else:
            hechas = len(f.partidas_de(division, ronda))
            self.resumen.setText(self.tr(
                "Ronda {0}, división {1}: {2} de {3} mesas con resultado. En la carpeta: conflictos, {4}; "
                "pendientes, {5}; rechazados, {6}.").format(
                self._locale.toString(ronda), division, self._locale.toString(hechas),
                self._locale.toString(len(emp.mesas)), self._locale.toString(len(f.conflictos)),
                self._locale.toString(len(f.pendientes)), self._locale.toString(len(f.rechazados))))
        hay = bool(lineas_tsh(f, ronda, division))
        for a in (self.accion_copiar_tsh, self.accion_guardar_tsh):
            a.setEnabled(hay)

    # ------------------------------------------------------------------ TSH

    def copiar_tsh(self) -> None:
        """Las líneas de ``addscore`` (``entry both``) de la ronda y división elegidas, al portapapeles."""
        if self.fusion is None:
            return
        division, ronda = self.seleccion()
        lineas = lineas_tsh(self.fusion, ronda, division)
        if not lineas:
            self.resumen.setText(self.tr("No hay resultados aceptados de esta ronda que copiar."))
            return
        QGuiApplication.clipboard().setText("\n".join(lineas) + "\n")
        self.resumen.setText(self.tr("Copiadas al portapapeles {0} líneas para «addscore» de TSH.").format(
            self._locale.toString(len(lineas))))

    def pedir_ruta_tsh(self, nombre: str) -> str:
        """Dónde guardar las líneas de TSH; las pruebas lo sustituyen."""
        from app_planilla.ui.archivo.dialogo_ficheros import pedir_para_guardar

        return pedir_para_guardar(self, self.tr("Guardar las líneas de TSH"), nombre,
                                  self.tr("Texto (*.txt);;Todos los ficheros (*)"), self.ajustes)

    def guardar_tsh(self) -> Path | None:
        """Las líneas de ``addscore`` de la ronda y división elegidas en un archivo, para pasarlo a TSH por tubería
        (``tsh.pl < archivo``) o pegarlo."""
        if self.fusion is None:
            return None
        division, ronda = self.seleccion()
        lineas = lineas_tsh(self.fusion, ronda, division)
        if not lineas:
            self.resumen.setText(self.tr("No hay resultados aceptados de esta ronda que guardar."))
            return None
        ruta = self.pedir_ruta_tsh(f"addscore-{division}-{ronda}.txt")
        if not ruta:
            return None
        destino = Path(ruta)
        try:
            destino.write_text("\n".join(lineas) + "\n", encoding="utf-8", newline="\n")
        except OSError as e:
            self._avisar(self.tr("No se puede escribir «{0}»: {1}.").format(destino.name, e.strerror or e))
            return None
        self.resumen.setText(self.tr("Guardadas en «{0}» {1} líneas para «addscore» de TSH.").format(
            destino, self._locale.toString(len(lineas))))
        return destino

    # ------------------------------------------------------------------ emparejar

    def emparejar(self) -> bool:
        """«Emparejar…»: publicar los emparejamientos de una ronda, tecleados o leídos de TSH o de un CSV (solo el
        portátil del director). La ventana pasa a esa ronda."""
        from app_planilla.nucleo.torneo.direccion import del_director
        from app_planilla.ui.torneo.emparejar import DialogoEmparejar

        f = self.fusion
        if f is None:
            return False
        try:
            if self.datos is None:
                raise ErrorPlanilla(self.tr("no se sabe cuál es la carpeta de datos de este portátil."))
            del_director(self.datos, self.carpeta)
        except (ErrorPlanilla, OSError) as e:
            self._avisar(self.tr("No se puede emparejar desde este portátil: {0}").format(e))
            return False
        division, ronda = self.seleccion()
        if (division, ronda) in f.emparejamientos and ronda < f.torneo.rondas:
            ronda += 1  # lo normal: la siguiente a la que se mira
        dialogo = DialogoEmparejar(f, self.carpeta, self.datos, division, ronda, self.ajustes, self)
        if not self.ejecutar_dialogo(dialogo) or dialogo.publicado is None:
            return False
        emp = dialogo.publicado
        self.actualizar()
        self.division.setCurrentIndex(max(0, self.division.findText(emp.division)))
        self.ronda.setCurrentIndex(max(0, self.ronda.findData(emp.ronda)))
        self.resumen.setText(self.tr("Publicados los emparejamientos de la ronda {0} ({1}): {2} mesas.").format(
            self._locale.toString(emp.ronda), emp.division, self._locale.toString(len(emp.mesas))))
        return True

    # ------------------------------------------------------------------ decidir un conflicto

    def conflicto_elegido(self) -> Conflicto | None:
        """El conflicto de la fila elegida en la lista de avisos (``None`` si es otra cosa)."""
        item = self.avisos.currentItem()
        clave = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if self.fusion is None or not clave:
            return None
        return next((c for c in self.fusion.conflictos if c.clave == clave), None)

    def _poner_boton_decidir(self) -> None:
        c = self.conflicto_elegido()
        self.boton_decidir.setEnabled(c is not None and bool(c.candidatos))

    def _leer_candidato(self, k: Candidato) -> object:
        """Lo que dice el archivo de un candidato, por la misma caché del núcleo que usó la fusión."""
        for nombre in k.archivos:
            datos = self._archivos.get(nombre)
            if datos is None:
                continue
            leido = self._cache.leer(datos)
            if isinstance(leido, tuple):
                return leido[1]
        return None

    def decidir(self, clave: str | None = None) -> bool:
        """«Elegir lo que cuenta…»: el diálogo con los candidatos del conflicto ``clave`` (sin ella, el elegido en
        la lista) y, si se elige uno, la decisión publicada. Solo en el portátil del director."""
        from app_planilla.nucleo.torneo.direccion import decidir, del_director
        from app_planilla.ui.torneo.decision import DialogoDecision

        f = self.fusion
        if f is None:
            return False
        conflicto = (next((c for c in f.conflictos if c.clave == clave), None) if clave is not None
                     else self.conflicto_elegido())
        if conflicto is None:
            return False
        if not conflicto.candidatos:
            self._avisar(self.tr("«{0}» no se decide: es una copia en conflicto del motor de sincronización y nunca "
                                 "cuenta. Se puede borrar de la carpeta cuando se sepa de dónde vino.")
                         .format(conflicto.clave))
            return False
        try:
            if self.datos is None:
                raise ErrorPlanilla(self.tr("no se sabe cuál es la carpeta de datos de este portátil."))
            del_director(self.datos, self.carpeta)
        except (ErrorPlanilla, OSError) as e:
            self._avisar(self.tr("No se puede decidir desde este portátil: {0}").format(e))
            return False
        dialogo = DialogoDecision(conflicto, self._leer_candidato, f.mesas, self)
        if not self.ejecutar_dialogo(dialogo) or dialogo.elegido is None:
            return False
        try:
            _c, elegido = decidir(self.datos, self.carpeta, f, conflicto.clave, dialogo.elegido)
        except (ErrorPlanilla, OSError) as e:
            self._avisar(self.tr("No se ha publicado la decisión: {0}").format(e))
            return False
        self.actualizar()
        self.resumen.setText(self.tr("Decidido «{0}»: cuenta {1}.").format(conflicto.clave, elegido.descripcion))
        return True

    def _avisar(self, texto: str) -> None:
        self.resumen.setText(texto)
        caja = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle() or self.tr("Torneo"), texto,
                           QMessageBox.StandardButton.Ok, self)
        caja.setObjectName("aviso_director")
        self.ejecutar_dialogo(caja)

    # ------------------------------------------------------------------ imprimir

    def hojas_para_imprimir(self) -> list[HojaExtra]:
        """Los emparejamientos de la ronda elegida (si los hay) y la clasificación tras ella, para el diálogo
        «Imprimir» (de esta ventana o del menú «Archivo»)."""
        f = self.fusion
        if f is None:
            return []
        division, ronda = self.seleccion()
        varias = len(f.torneo.divisiones) > 1
        cola = f"-{division}" if varias else ""
        hojas: list[HojaExtra] = []

        def preparar_emp(ruta: Path, papel: str) -> None:
            from app_planilla.exportar.pdf.torneo import emparejamientos_pdf  # reportlab al imprimir

            emparejamientos_pdf(ruta, f, division, ronda, papel)

        def preparar_clas(ruta: Path, papel: str) -> None:
            from app_planilla.exportar.pdf.torneo import clasificacion_pdf

            clasificacion_pdf(ruta, f, division, ronda, papel)

        n = self._locale.toString(ronda)
        if (division, ronda) in f.emparejamientos:
            titulo = (self.tr("Emparejamientos de la ronda {0}, división {1}").format(n, division) if varias
                      else self.tr("Emparejamientos de la ronda {0}").format(n))
            hojas.append(HojaExtra(HOJA_EMPAREJAMIENTOS, titulo,
                                   self.tr("emparejamientos-ronda-{0}{1}.pdf").format(ronda, cola), preparar_emp))
        titulo = (self.tr("Clasificación tras la ronda {0}, división {1}").format(n, division) if varias
                  else self.tr("Clasificación tras la ronda {0}").format(n))
        hojas.append(HojaExtra(HOJA_CLASIFICACION, titulo, self.tr("clasificacion-ronda-{0}{1}.pdf").format(
            ronda, cola), preparar_clas))
        return hojas

    def imprimir(self) -> bool:
        """«Imprimir…»: el diálogo de la aplicación con las hojas del torneo (la de los emparejamientos, elegida)."""
        from app_planilla.ui.archivo.imprimir import DialogoImprimir

        hojas = self.hojas_para_imprimir()
        if not hojas:
            return False
        dialogo = DialogoImprimir(None, "es", self, ajustes=self.ajustes, extras=hojas, elegida=hojas[0].clave)
        hecho = self.ejecutar_dialogo(dialogo)
        if hecho and dialogo.ruta is not None:
            self.resumen.setText(self.tr("PDF guardado en «{0}».").format(dialogo.ruta))
        self.ultimo_dialogo = dialogo
        return hecho
