"""Modelos de la sala con arbitraje de papeletas: los participantes de una ronda (mesa, nombre, papeleta, puntos,
juicio y marcas) y una clasificación compacta.

Hechos para 200 participantes: tras cada papeleta solo se avisa de las filas que cambiaron (``actualizar``), y la
clasificación solo se recalcula cuando cambian las rondas que cuentan (la ronda a medias no cuenta hasta que
todos tienen su papeleta): anotar una papeleta de la ronda en curso no la toca. Como los demás modelos, leen una
``PlanillaDuplicada`` y nunca la modifican.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app_planilla.nucleo.duplicada.clasificacion import FilaClasificacion
from app_planilla.nucleo.duplicada.estado import EfectoDuplicada, FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import (
    AvisoArbitro,
    DesempateArbitro,
    PapeletaRonda,
    PenalizacionArbitro,
    SituacionInscrito,
)
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.registro.eventos import Anulacion
from app_planilla.ui.hojas.comun import TextosHojas

Indice = QModelIndex | QPersistentModelIndex

COL_MESA, COL_NOMBRE, COL_PAPELETA, COL_PUNTOS, COL_JUICIO = range(5)
COLUMNAS = 5
"""La última, el juicio con sus marcas (fuera de lista, desplazada, puntos declarados, avisos, penalización)."""

ROL_PARTICIPANTE = Qt.ItemDataRole.UserRole + 1
"""El índice del participante de la fila."""

FONDO_CERO = QColor("#fbe3df")
COLOR_CERO = QColor("#8a1c12")
COLOR_MAESTRA = QColor("#1b5e20")
FONDO_MARCA = QColor("#fff4d6")
COLOR_FUERA = QColor("#8a8a8a")

MOTIVOS_POR_CLAVE: dict[str, Motivo] = {
    "1": Motivo.PALABRA_NO_VALIDA,
    "2": Motivo.NO_SALE_DEL_ATRIL,
    "3": Motivo.NO_CABE,
    "4": Motivo.COORDENADA,
    "5": Motivo.COMODIN_SIN_MARCAR,
    "6": Motivo.TARDIA,
    "7": Motivo.ILEGIBLE,
    "8": Motivo.EN_BLANCO,
    "9": Motivo.VARIAS,
    "0": Motivo.SIN_PAPELETA,
}
"""El cero con su motivo se teclea ``-7`` (papeleta ilegible): una cifra tras un guion, que ninguna papeleta
empieza así y se teclea con el teclado numérico."""
CLAVE_DE_MOTIVO = {m: k for k, m in MOTIVOS_POR_CLAVE.items()}


def participantes_de(evento: object) -> tuple[int, ...] | None:
    """Los participantes que toca un evento de la sala (``None``: puede tocar a todos, p. ej. el atril)."""
    if isinstance(evento, (PapeletaRonda, AvisoArbitro, PenalizacionArbitro, SituacionInscrito)):
        return evento.participantes
    if isinstance(evento, DesempateArbitro):
        return ()
    return None


def ronda_de(evento: object) -> int | None:
    if isinstance(evento, (PapeletaRonda, AvisoArbitro, PenalizacionArbitro)):
        return evento.ronda
    return None


class TextosSala(QObject):
    """Los textos de la sala que repiten la tabla, el juicio tras Intro y los diálogos (un ``QObject`` solo para
    ``tr``: ``pyside6-lupdate`` ve así sus plurales)."""

    @staticmethod
    def situacion(planilla: PlanillaDuplicada, i: int, ronda: int) -> str:
        """Por qué no juega la ronda (vacío si la juega)."""
        if planilla.juega(i, ronda):
            return ""
        situacion, desde = planilla.situacion(i)
        if situacion == "ausente":
            return TextosSala.tr("ausente")
        if situacion == "tarde":
            return TextosSala.tr("llega en la ronda {0}").format(desde)
        return TextosSala.tr("retirado en la ronda {0}").format(desde)

    @staticmethod
    def juicio(p: PapeletaRonda) -> str:
        """«válida», «maestra», el motivo del cero; con «(árbitro)» si lo decidió el árbitro."""
        motivo = p.motivo_cero
        if p.maestra:
            texto = TextosSala.tr("maestra")
        elif motivo is not None:
            texto = motivo.texto()
        elif p.desplazada and p.penalizacion:
            texto = TextosSala.tr("coordenada desplazada")
        else:
            texto = TextosSala.tr("válida")
        if p.arbitro and motivo is not Motivo.SIN_PAPELETA:
            texto += TextosSala.tr(" (árbitro)")
        return texto

    @staticmethod
    def marcas(p: PapeletaRonda | None, avisos: int, penalizacion: int) -> str:
        """Lo que el árbitro debe ver de un vistazo: fuera de lista, coordenada desplazada, puntos declarados
        que no cuadran, avisos y penalizaciones."""
        partes = []
        if p is not None:
            if p.fuera_de_lista:
                partes.append(TextosSala.tr("fuera de lista: {0}").format(", ".join(p.fuera_de_lista)))
            if p.desplazada:
                partes.append(TextosSala.tr("vale en {0}").format(p.desplazada))
            if p.declarados is not None and p.calculados is not None and p.declarados != p.calculados:
                partes.append(TextosSala.tr("declaró {0}").format(p.declarados))
            elif p.declarados is None and p.avisos and p.calculados is not None:
                partes.append(TextosSala.tr("sin puntos"))
        todos = avisos + (p.avisos if p is not None else 0)
        if todos:
            partes.append(TextosSala.tr("%n avisos", "", todos))
        resta = penalizacion + (p.penalizacion if p is not None else 0)
        if resta:
            partes.append(TextosSala.tr("−{0}").format(resta))
        return " · ".join(partes)

    @staticmethod
    def mesas(planilla: PlanillaDuplicada, participantes: Iterable[int], nombres: Sequence[str] = ()) -> str:
        """«Mesa 12 · Ana García», o «Mesas 3, 4, 5 (3)» para varios (``nombres``: los de la planilla, ya leídos;
        leerlos de ella los rehace todos)."""
        quienes = list(participantes)
        if len(quienes) == 1:
            i = quienes[0]
            nombre = nombres[i] if nombres else planilla.nombres[i]
            return TextosSala.tr("Mesa {0} · {1}").format(planilla.inscritos[i].mesa, nombre)
        mesas = sorted(planilla.inscritos[i].mesa for i in quienes)
        lista = ", ".join(str(m) for m in mesas[:12]) + ("…" if len(mesas) > 12 else "")
        return TextosSala.tr("Mesas {0} (%n participantes)", "", len(mesas)).format(lista)

    @staticmethod
    def resultado(planilla: PlanillaDuplicada, participantes: Iterable[int], p: PapeletaRonda,
                  nombres: Sequence[str] = ()) -> str:
        """Lo decidido tras Intro, en una frase: quién, qué papeleta, cuántos puntos y por qué."""
        quien = TextosSala.mesas(planilla, participantes, nombres)
        que = TextosSala.tr("«{0}»").format(p.texto) if p.texto else ""
        motivo = p.motivo_cero
        if p.maestra:
            cuanto = TextosSala.tr("maestra, {0}.").format(TextosHojas.puntos(p.puntos))
        elif motivo is not None:
            cuanto = TextosSala.tr("0 puntos: {0}.").format(motivo.texto())
        elif p.desplazada and p.penalizacion:
            cuanto = TextosSala.tr("{0}, con −{1} por la coordenada desplazada.").format(
                TextosHojas.puntos(p.puntos), p.penalizacion)
        else:
            cuanto = TextosHojas.puntos(p.puntos) + "."
        partes = [" ".join(t for t in (quien, "—", que, cuanto) if t)]
        if p.detalle and not p.maestra:
            partes.append(p.detalle)
        if p.declarados is not None and p.calculados is not None and p.declarados != p.calculados:
            partes.append(TextosSala.tr("Declaró {0}; la jugada vale {1}.").format(p.declarados, p.calculados))
        if p.avisos:
            partes.append(TextosSala.tr("%n avisos por los puntos de la papeleta.", "", p.avisos))
        if p.fuera_de_lista:
            partes.append(TextosSala.tr("«{0}» no está en la lista (que no es el Lexicón): si no vale, «-1» la "
                                        "anula.").format(", ".join(p.fuera_de_lista)))
        if p.arbitro and motivo is not Motivo.SIN_PAPELETA:
            partes.append(TextosSala.tr("Decidido por el árbitro."))
        return " ".join(partes)


class ModeloSala(QAbstractTableModel):
    """Los participantes en una ronda, por su número de mesa: su papeleta, puntos, juicio y marcas.

    Con ``ocultar_anotados`` solo quedan los que aún no tienen papeleta en la ronda (y la juegan)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.planilla: PlanillaDuplicada | None = None
        self.ronda = 0
        """La ronda que se ve (y donde se anota); 0 si no hay ninguna."""
        self.ocultar_anotados = False
        self._orden: list[int] = []
        """Todos los participantes, por mesa."""
        self._lugar: dict[int, int] = {}
        """Participante → su posición en ``_orden``."""
        self._visibles: list[int] = []
        """Posiciones en ``_orden`` de las filas que se ven, en orden."""
        self._fila: FilaDuplicada | None = None
        self.nombres: tuple[str, ...] = ()
        """Los de la planilla, leídos una vez (``PlanillaDuplicada.nombres`` los rehace en cada llamada)."""
        self._avisos: dict[int, int] = {}
        self._penalizaciones: dict[int, int] = {}

    # --- datos del núcleo ----------------------------------------------------------------------------

    def establecer(self, planilla: PlanillaDuplicada | None, ronda: int | None = None) -> None:
        self.beginResetModel()
        self.planilla = planilla
        self.nombres = planilla.nombres if planilla is not None else ()
        if planilla is None:
            self._orden = []
            self.ronda = 0
        else:
            self._orden = sorted(range(planilla.participantes), key=lambda i: planilla.inscritos[i].mesa)
            self.ronda = planilla.ronda if ronda is None else max(0, min(ronda, planilla.ronda))
        self._lugar = {i: k for k, i in enumerate(self._orden)}
        self._leer_ronda()
        self._visibles = [k for k, i in enumerate(self._orden) if self._se_ve(i)]
        self.endResetModel()

    def poner_ronda(self, ronda: int) -> None:
        if ronda != self.ronda:
            self.establecer(self.planilla, ronda)

    def poner_ocultar(self, ocultar: bool) -> None:
        if ocultar != self.ocultar_anotados:
            self.ocultar_anotados = ocultar
            self.establecer(self.planilla, self.ronda)

    def _leer_ronda(self) -> None:
        p = self.planilla
        self._fila = p.filas[self.ronda - 1] if p is not None and 1 <= self.ronda <= p.ronda else None
        self._avisos = {}
        self._penalizaciones = {}
        if self._fila is not None:
            for aviso in self._fila.avisos_arbitro:
                for i in aviso.participantes:
                    self._avisos[i] = self._avisos.get(i, 0) + 1
            for pen in self._fila.penalizaciones:
                for i in pen.participantes:
                    self._penalizaciones[i] = self._penalizaciones.get(i, 0) + pen.puntos

    def _se_ve(self, i: int) -> bool:
        if not self.ocultar_anotados or self._fila is None or self.planilla is None:
            return True
        return self._fila.puntos[i] is None and self.planilla.juega(i, self.ronda)

    def actualizar(self, efecto: EfectoDuplicada) -> None:
        """Tras una operación: solo las filas de los participantes que tocó, si no cambió nada más."""
        p = self.planilla
        if p is None:
            return
        evento = efecto.deshecho if isinstance(efecto.evento, Anulacion) else efecto.evento
        quienes = participantes_de(evento)
        ronda = ronda_de(evento)
        if quienes is None or self.ronda > p.ronda:
            # Ronda nueva (se pasa a ella), atril, maestra o una ronda quitada: la tabla entera, una vez por ronda.
            self.establecer(p, p.ronda if efecto.nueva or self.ronda > p.ronda else self.ronda)
            return
        if ronda is not None and ronda != self.ronda:
            return
        self._leer_ronda()
        self.refrescar(quienes)

    def refrescar(self, quienes: Iterable[int]) -> None:
        """Las filas de esos participantes: repintadas, o quitadas y puestas si el filtro lo pide."""
        for i in sorted(set(quienes), key=lambda i: self._lugar.get(i, -1)):
            lugar = self._lugar.get(i)
            if lugar is None:
                continue
            fila = bisect_left(self._visibles, lugar)
            esta = fila < len(self._visibles) and self._visibles[fila] == lugar
            debe = self._se_ve(i)
            if esta and not debe:
                self.beginRemoveRows(QModelIndex(), fila, fila)
                del self._visibles[fila]
                self.endRemoveRows()
            elif debe and not esta:
                self.beginInsertRows(QModelIndex(), fila, fila)
                self._visibles.insert(fila, lugar)
                self.endInsertRows()
            elif esta:
                self.dataChanged.emit(self.index(fila, 0), self.index(fila, COLUMNAS - 1))

    def texto_juicio(self, i: int) -> str:
        """Lo que se lee en la columna del juicio del participante ``i`` en la ronda (se vea su fila o no)."""
        p, fila = self.planilla, self._fila
        if p is None or fila is None:
            return ""
        papeleta = fila.papeleta(i)
        juicio = TextosSala.situacion(p, i, self.ronda) if papeleta is None else TextosSala.juicio(papeleta)
        marcas = TextosSala.marcas(papeleta, self._avisos.get(i, 0), self._penalizaciones.get(i, 0))
        return " · ".join(t for t in (juicio, marcas) if t)

    def textos_ronda(self, quienes: Iterable[int] | None = None) -> tuple[list[str], list[str]]:
        """Las papeletas y los juicios de la ronda que se ve (de ``quienes``, o de todos), para medir sus columnas."""
        fila = self._fila
        if self.planilla is None or fila is None:
            return [], []
        todos = range(self.planilla.participantes) if quienes is None else quienes
        papeletas = [x.texto for i in todos if (x := fila.papeleta(i)) is not None]
        return papeletas, [t for i in todos if (t := self.texto_juicio(i))]

    def participante(self, fila: int) -> int | None:
        return self._orden[self._visibles[fila]] if 0 <= fila < len(self._visibles) else None

    def fila_de(self, participante: int) -> int | None:
        """La fila donde se ve el participante (``None`` si está oculta)."""
        lugar = self._lugar.get(participante)
        if lugar is None:
            return None
        fila = bisect_left(self._visibles, lugar)
        return fila if fila < len(self._visibles) and self._visibles[fila] == lugar else None

    @property
    def orden(self) -> tuple[int, ...]:
        """Todos los participantes, por mesa."""
        return tuple(self._orden)

    # --- Qt ------------------------------------------------------------------------------------------

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visibles)

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNAS

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or not 0 <= seccion < COLUMNAS:
            return None
        if rol == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Mesa"), self.tr("Participante"), self.tr("Papeleta"), self.tr("Pts."),
                    self.tr("Juicio"))[seccion]
        if rol == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("Número de mesa"), self.tr("Nombre del participante"),
                    self.tr("La papeleta como se tecleó"), self.tr("Los puntos que cuentan en la ronda"),
                    self.tr("Válida, maestra o el motivo del cero; y lo que mirar: fuera de lista, coordenada "
                            "desplazada, puntos declarados, avisos y penalizaciones"))[seccion]
        return None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        p = self.planilla
        if p is None or not indice.isValid():
            return None
        i = self.participante(indice.row())
        col = indice.column()
        if i is None or not 0 <= col < COLUMNAS:
            return None
        fila = self._fila
        papeleta = fila.papeleta(i) if fila is not None else None
        if rol == Qt.ItemDataRole.DisplayRole:
            if col == COL_MESA:
                return str(p.inscritos[i].mesa)
            if col == COL_NOMBRE:
                return self.nombres[i]
            if fila is None:
                return ""
            if col == COL_PAPELETA:
                return "" if papeleta is None else papeleta.texto
            if col == COL_PUNTOS:
                puntos = fila.puntos[i]
                return "" if puntos is None else str(puntos)
            return self.texto_juicio(i)
        if rol == ROL_PARTICIPANTE:
            return i
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            if col in (COL_MESA, COL_PUNTOS):
                return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.ForegroundRole:
            if fila is not None and papeleta is None and not p.juega(i, self.ronda):
                return QBrush(COLOR_FUERA)
            if papeleta is not None and papeleta.motivo and col in (COL_PUNTOS, COL_JUICIO):
                return QBrush(COLOR_CERO)
            if papeleta is not None and col in (COL_PUNTOS, COL_JUICIO) and (
                    papeleta.maestra or (fila is not None and papeleta.puntos == fila.puntos_maestra)):
                return QBrush(COLOR_MAESTRA)
            return None
        if rol == Qt.ItemDataRole.BackgroundRole:
            if papeleta is not None and papeleta.motivo and col == COL_PUNTOS:
                return QBrush(FONDO_CERO)
            if col == COL_JUICIO and (self._avisos.get(i) or self._penalizaciones.get(i) or (
                    papeleta is not None and (papeleta.fuera_de_lista or papeleta.desplazada or papeleta.avisos
                                              or papeleta.penalizacion))):
                return QBrush(FONDO_MARCA)
            return None
        if rol == Qt.ItemDataRole.FontRole and col == COL_PUNTOS and papeleta is not None:
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        if rol == Qt.ItemDataRole.ToolTipRole:
            if col == COL_NOMBRE:
                x = p.inscritos[i]
                return " · ".join(t for t in (self.nombres[i], x.licencia, x.club) if t)
            if col in (COL_PAPELETA, COL_JUICIO) and fila is not None:
                # Entero, aunque la columna lo corte: la frase de lo decidido y lo que dio el árbitro aparte.
                del_arbitro = TextosSala.marcas(None, self._avisos.get(i, 0), self._penalizaciones.get(i, 0))
                if papeleta is None:
                    return " · ".join(t for t in (TextosSala.situacion(p, i, self.ronda), del_arbitro) if t) or None
                texto = TextosSala.resultado(p, (i,), papeleta, self.nombres)
                return texto + (" " + TextosSala.tr("Del árbitro: {0}.").format(del_arbitro) if del_arbitro else "")
        return None


# ------------------------------------------------------------------ clasificación

(CLAS_PUESTO, CLAS_MESA, CLAS_NOMBRE, CLAS_TOTAL, CLAS_PORCENTAJE, CLAS_MAESTRAS, CLAS_BONIFICACION, CLAS_AVISOS,
 CLAS_PENALIZACION) = range(9)
COLUMNAS_CLASIFICACION = 9


class ModeloClasificacionSala(QAbstractTableModel):
    """La clasificación de la sala, compacta: puesto, mesa, nombre, total, %, maestras, bonificación, avisos y
    penalización. Solo se recalcula cuando cambia lo que cuenta (``actualizar``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.planilla: PlanillaDuplicada | None = None
        self._filas: tuple[FilaClasificacion, ...] = ()
        self._clave: tuple[object, ...] | None = None

    def establecer(self, planilla: PlanillaDuplicada | None) -> None:
        self.planilla = planilla
        self.nombres: tuple[str, ...] = planilla.nombres if planilla is not None else ()
        self._clave = None
        self.actualizar(forzar=True)

    def actualizar(self, forzar: bool = False) -> bool:
        """Recalcula si cambió lo que cuenta; dice si cambió."""
        clave = clave_clasificacion(self.planilla)
        if not forzar and self._clave is not None and misma_clave(clave, self._clave):
            return False
        filas = self.planilla.clasificacion() if self.planilla is not None else ()
        self.beginResetModel()
        self._clave = clave
        self._filas = filas
        self.endResetModel()
        return True

    def linea(self, fila: int) -> FilaClasificacion | None:
        return self._filas[fila] if 0 <= fila < len(self._filas) else None

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._filas)

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNAS_CLASIFICACION

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or not 0 <= seccion < COLUMNAS_CLASIFICACION:
            return None
        if rol == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Puesto"), self.tr("Mesa"), self.tr("Participante"), self.tr("Total"), self.tr("%"),
                    self.tr("Maestras"), self.tr("Bonif."), self.tr("Avisos"), self.tr("Penal."))[seccion]
        if rol == Qt.ItemDataRole.ToolTipRole:
            return {
                CLAS_MAESTRAS: self.tr("Rondas en las que igualó la maestra: primer desempate"),
                CLAS_BONIFICACION: self.tr("Bonificaciones de las reglas de la sala"),
                CLAS_AVISOS: self.tr("Avisos de la partida (de sus papeletas y del árbitro)"),
                CLAS_PENALIZACION: self.tr("Lo que restan sus penalizaciones y sus avisos (ya descontado)"),
            }.get(seccion)
        return None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        x = self.linea(indice.row()) if indice.isValid() else None
        p = self.planilla
        if x is None or p is None or not 0 <= indice.column() < COLUMNAS_CLASIFICACION:
            return None
        col = indice.column()
        if rol == Qt.ItemDataRole.DisplayRole:
            if col == CLAS_PUESTO:
                return TextosHojas.puesto(x.puesto)
            if col == CLAS_MESA:
                return str(p.inscritos[x.participante].mesa)
            if col == CLAS_NOMBRE:
                nombre = self.nombres[x.participante]
                return nombre + (self.tr(" (retirado)") if x.retirado else "")
            return {
                CLAS_TOTAL: str(x.total),
                CLAS_PORCENTAJE: x.texto_porcentaje,
                CLAS_MAESTRAS: str(x.maestras),
                CLAS_BONIFICACION: str(x.bonificacion) if x.bonificacion else "",
                CLAS_AVISOS: str(x.avisos) if x.avisos else "",
                CLAS_PENALIZACION: f"−{x.penalizacion}" if x.penalizacion else "",
            }[col]
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            if col == CLAS_NOMBRE:
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.FontRole and col in (CLAS_PUESTO, CLAS_TOTAL):
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        if rol == ROL_PARTICIPANTE:
            return x.participante
        return None


Clave = tuple[object, ...]


def clave_clasificacion(planilla: PlanillaDuplicada | None, hasta: int | None = None) -> Clave | None:
    """Lo que decide la clasificación publicada de ``planilla`` (la parcial tras ``hasta``): la partida, las filas
    que cuentan (objetos inmutables: una fila que cambia es otra), las situaciones, los desempates, si terminó y la
    ronda que aún no cuenta (sale en las notas). Una papeleta de la ronda en curso no la cambia."""
    if planilla is None:
        return None
    return (planilla, planilla.filas_contadas, tuple(planilla.situacion(i) for i in range(planilla.participantes)),
            planilla.desempates, planilla.terminada, planilla.ronda_pendiente, hasta)


def misma_clave(a: Clave | None, b: Clave | None) -> bool:
    """Las dos claves dicen lo mismo: la partida y las filas, por identidad; lo demás, por igualdad."""
    if a is None or b is None:
        return a is b
    filas_a, filas_b = a[1], b[1]
    assert isinstance(filas_a, tuple) and isinstance(filas_b, tuple)
    return (a[0] is b[0] and len(filas_a) == len(filas_b) and all(x is y for x, y in zip(filas_a, filas_b, strict=True))
            and a[2:] == b[2:])


__all__ = [
    "CLAVE_DE_MOTIVO",
    "COLUMNAS",
    "COL_JUICIO",
    "COL_MESA",
    "COL_NOMBRE",
    "COL_PAPELETA",
    "COL_PUNTOS",
    "MOTIVOS_POR_CLAVE",
    "ROL_PARTICIPANTE",
    "Clave",
    "ModeloClasificacionSala",
    "ModeloSala",
    "TextosSala",
    "clave_clasificacion",
    "misma_clave",
]
