"""Modelos de tabla de la hoja clásica: turnos por ronda con totales acumulados y tabla final.

Como en Vorta: constantes de columna, cabeceras traducibles y guardas de índice; se prueban sin vista.
Los modelos leen una ``Planilla`` (núcleo) y nunca la modifican.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app_planilla.nucleo.clasica.eventos import Atril, Fin
from app_planilla.nucleo.clasica.final import FilaFinal
from app_planilla.nucleo.clasica.lineas import Linea
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.relojes import formato_tiempo
from app_planilla.ui.hojas.comun import TextosHojas

Indice = QModelIndex | QPersistentModelIndex

COL_RONDA = 0
"""Primera columna: número de ronda (o «Penalización», «Reloj», «Ajuste final», «Tiempo extra»)."""
CAMPO_JUGADA, CAMPO_PUNTOS, CAMPO_TOTAL = 0, 1, 2
CAMPOS = 3
"""Cada participante ocupa tres columnas: jugada, puntos y total acumulado (como la planilla de papel)."""

ROL_LINEA = Qt.ItemDataRole.UserRole + 1
"""La ``Linea`` del núcleo de una celda (o ``None``)."""
ROL_PARTICIPANTE = Qt.ItemDataRole.UserRole + 2

FONDO_TURNO = QColor("#fff3bf")
FONDOS = (QColor("#ffffff"), QColor("#f1f6f4"), QColor("#ffffff"), QColor("#f1f6f4"))
"""Un tono por participante, para ver de un vistazo qué tres columnas son de quién."""
COLOR_RESTA = QColor("#a61e1e")
COLOR_CERO = QColor("#6b6b6b")


def columna(participante: int, campo: int) -> int:
    return 1 + participante * CAMPOS + campo


def de_columna(col: int) -> tuple[int, int]:
    """``(participante, campo)`` de una columna de participante."""
    return divmod(col - 1, CAMPOS)


@dataclass(frozen=True)
class Celda:
    texto: str
    puntos: int | None
    total: int | None
    linea: Linea | None = None
    clase: str = ""


@dataclass(frozen=True)
class Fila:
    """Una fila de la hoja: una ronda, una línea fuera de turno o el ajuste final."""

    clave: str
    """``ronda:N``, ``linea:N`` o ``ajuste``: estable, para repintar solo lo que cambió."""
    etiqueta: str
    celdas: tuple[Celda | None, ...]
    ronda: int | None = None


def _celda(linea: Linea) -> Celda:
    # En las filas de penalización la primera columna ya lo dice: aquí basta el motivo (si no se dio, lo que es).
    if linea.clase == "penalizacion":
        texto = linea.motivo or linea.descripcion
    elif linea.clase == "jugada" and not (linea.coordenada or linea.palabra):
        texto = QCoreApplication.translate("ModeloPlanilla", "a mano")
    elif linea.clase == "reloj":
        # La fila ya dice «Reloj» y la celda es estrecha: el tiempo puesto (el resto, en la ayuda emergente). Sin
        # puntos ni total: el ajuste del árbitro no cambia el marcador.
        return Celda(formato_tiempo(linea.reloj_ms or 0), None, None, linea, linea.clase)
    else:
        texto = linea.descripcion
    return Celda(texto, linea.puntos, linea.total, linea, linea.clase)


def filas_de(planilla: Planilla) -> list[Fila]:
    """Las filas de la hoja: las rondas en orden, cada penalización y cada ajuste de un reloj donde ocurrió, el
    ajuste final y el tiempo.

    Mientras la partida sigue, la ronda en curso está siempre, aunque nadie haya jugado aún en ella, para
    marcar la casilla de quien tiene el turno.
    """
    n = planilla.participantes
    filas: list[Fila] = []
    rondas: dict[int, int] = {}
    turnos: dict[int, list[Celda | None]] = {}
    tiempo: list[Fila] = []

    def fila_ronda(r: int) -> None:
        if r not in rondas:
            rondas[r] = len(filas)
            turnos[r] = [None] * n
            filas.append(Fila(f"ronda:{r}", str(r), (), r))

    for linea in planilla.lineas:
        if linea.ronda is not None:
            fila_ronda(linea.ronda)
            turnos[linea.ronda][linea.participante] = _celda(linea)
            continue
        celdas: list[Celda | None] = [None] * n
        celdas[linea.participante] = _celda(linea)
        etiquetas = {"penalizacion": QCoreApplication.translate("ModeloPlanilla", "Penalización"),
                     "reloj": QCoreApplication.translate("ModeloPlanilla", "Reloj")}
        etiqueta = etiquetas.get(linea.clase, QCoreApplication.translate("ModeloPlanilla", "Tiempo extra"))
        if linea.clase == "penalizacion" and linea.puntos > 0:
            # Una penalización que suma es un premio (impugnación fallida, el «(challenge) +5» de un GCG).
            etiqueta = QCoreApplication.translate("ModeloPlanilla", "Premio")
        fila = Fila(f"linea:{linea.numero}", etiqueta, tuple(celdas))
        (tiempo if linea.clase == "tiempo" else filas).append(fila)
    if not planilla.terminada:
        fila_ronda(planilla.ronda)
    for r, i in rondas.items():
        filas[i] = Fila(filas[i].clave, filas[i].etiqueta, tuple(turnos[r]), r)
    final = planilla.final
    if final is not None:
        fin = next((e for e in reversed(planilla.eventos) if isinstance(e, Fin)), None)
        atriles = fin.atriles if fin is not None else ("",) * n
        filas.append(Fila("ajuste", QCoreApplication.translate("ModeloPlanilla", "Ajuste final"),
                          tuple(_celda_ajuste(f, a) for f, a in zip(final, atriles, strict=True))))
    return filas + tiempo


def _celda_ajuste(fila: FilaFinal, atril: Atril) -> Celda:
    if fila.cerro:
        texto = QCoreApplication.translate("ModeloPlanilla", "Cerró")
    elif fila.resto and isinstance(atril, str) and atril.strip():
        # Las letras que quedaron, como en el PDF.
        texto = QCoreApplication.translate("ModeloPlanilla", "Atril: {0}").format(atril.strip().upper())
    elif fila.resto:
        texto = QCoreApplication.translate("ModeloPlanilla", "Atril")
    else:
        texto = QCoreApplication.translate("ModeloPlanilla", "Atril sin puntos")
    return Celda(texto, fila.ajuste, fila.antes + fila.ajuste, clase="ajuste")


class ModeloPlanilla(QAbstractTableModel):
    """La hoja de turnos por ronda de una partida clásica (o vacía, sin partida)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.planilla: Planilla | None = None
        self._filas: list[Fila] = []
        self._nombres: tuple[str, ...] = ()
        self._turno: tuple[int, int] | None = None
        self.jugadas_visibles = True
        """Con 3–4 participantes la vista esconde las columnas de jugada: el nombre pasa a la de puntos."""

    # --- actualización: solo lo que cambió -----------------------------------------------------------

    def establecer(self, planilla: Planilla | None) -> None:
        """Otra partida (o ninguna): se repinta todo."""
        self.beginResetModel()
        self.planilla = planilla
        self._leer()
        self.endResetModel()

    def actualizar(self) -> None:
        """Tras una operación: inserta, quita o repinta solo las filas que cambiaron."""
        if self.planilla is None:
            return
        antes = self._filas
        nuevas = filas_de(self.planilla)
        comun = 0
        while comun < min(len(antes), len(nuevas)) and antes[comun].clave == nuevas[comun].clave:
            comun += 1
        # Lo distinto al final se quita o se añade; lo que coincide en clave se repinta si cambió.
        if comun < len(antes):
            self.beginRemoveRows(QModelIndex(), comun, len(antes) - 1)
            self._filas = antes[:comun]
            self.endRemoveRows()
        turno_antes = self._fila_turno()
        self._nombres = self.planilla.nombres
        self._turno = None if self.planilla.terminada else (self.planilla.ronda, self.planilla.turno)
        self._filas = nuevas[:comun]
        if comun < len(nuevas):
            self.beginInsertRows(QModelIndex(), comun, len(nuevas) - 1)
            self._filas = nuevas
            self.endInsertRows()
        # La casilla del turno se mueve aunque no cambie ninguna línea: se repinta la de antes y la de ahora.
        repintar = {i for i in range(comun) if antes[i] != nuevas[i]}
        repintar |= {i for i in (turno_antes, self._fila_turno()) if i is not None and i < comun}
        if repintar:
            ultima = self.columnCount() - 1
            self.dataChanged.emit(self.index(min(repintar), 0), self.index(max(repintar), ultima))
        if self.columnCount() > 1:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, self.columnCount() - 1)

    def _fila_turno(self) -> int | None:
        if self._turno is None:
            return None
        return next((i for i, f in enumerate(self._filas) if f.ronda == self._turno[0]), None)

    def _leer(self) -> None:
        p = self.planilla
        self._filas = filas_de(p) if p is not None else []
        self._nombres = p.nombres if p is not None else ()
        self._turno = None if p is None or p.terminada else (p.ronda, p.turno)

    # --- consultas -----------------------------------------------------------------------------------

    def fila(self, i: int) -> Fila | None:
        return self._filas[i] if 0 <= i < len(self._filas) else None

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._filas)

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1 + CAMPOS * len(self._nombres)

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or not 0 <= seccion < self.columnCount():
            return None
        if seccion == COL_RONDA:
            if rol == Qt.ItemDataRole.DisplayRole:
                return self.tr("Ronda")
            return None
        quien, campo = de_columna(seccion)
        if rol == Qt.ItemDataRole.DisplayRole:
            # «Pts.» (entero en la ayuda emergente): con las jugadas a la vista, cada columna cuenta.
            puntos = self.tr("Pts.") if self.jugadas_visibles else self._nombres[quien]
            return (self._nombres[quien], puntos, self.tr("Total"))[campo]
        if rol == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("Jugadas de {0}"), self.tr("Puntos de cada turno de {0}"),
                    self.tr("Total acumulado de {0}"))[campo].format(self._nombres[quien])
        if rol == Qt.ItemDataRole.FontRole and self._turno is not None and self._turno[1] == quien:
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        return None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not indice.isValid() or not 0 <= indice.row() < len(self._filas):
            return None
        if not 0 <= indice.column() < self.columnCount():
            return None
        fila = self._filas[indice.row()]
        if indice.column() == COL_RONDA:
            if rol == Qt.ItemDataRole.DisplayRole:
                return fila.etiqueta
            if rol == Qt.ItemDataRole.TextAlignmentRole:
                return Qt.AlignmentFlag.AlignCenter
            if rol == Qt.ItemDataRole.ForegroundRole and fila.ronda is None:
                return QBrush(COLOR_CERO)
            return None
        quien, campo = de_columna(indice.column())
        celda = fila.celdas[quien] if quien < len(fila.celdas) else None
        en_turno = self._turno is not None and fila.ronda == self._turno[0] and quien == self._turno[1]
        if rol == ROL_PARTICIPANTE:
            return quien
        if rol == ROL_LINEA:
            return celda.linea if celda is not None else None
        if rol == Qt.ItemDataRole.BackgroundRole:
            return QBrush(FONDO_TURNO if en_turno else FONDOS[quien % len(FONDOS)])
        if celda is None:
            if rol == Qt.ItemDataRole.DisplayRole and en_turno and campo == CAMPO_JUGADA:
                return self.tr("▶ turno")
            if rol == Qt.ItemDataRole.DisplayRole and en_turno and campo == CAMPO_PUNTOS and not self.jugadas_visibles:
                return "▶"
            if rol == Qt.ItemDataRole.ForegroundRole and en_turno:
                return QBrush(COLOR_CERO)
            return None
        if rol == Qt.ItemDataRole.DisplayRole:
            if campo == CAMPO_JUGADA:
                return celda.texto
            valor = celda.puntos if campo == CAMPO_PUNTOS else celda.total
            if valor is None:
                return ""
            return f"{valor:+d}" if campo == CAMPO_PUNTOS and celda.clase in ("ajuste",) else str(valor)
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            if campo == CAMPO_JUGADA:
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.FontRole:
            fuente = QFont()
            if campo == CAMPO_TOTAL:
                fuente.setBold(True)
            if celda.clase == "retirada" and campo != CAMPO_TOTAL:
                fuente.setStrikeOut(True)
            return fuente
        if rol == Qt.ItemDataRole.ForegroundRole:
            if celda.puntos is not None and celda.puntos < 0 and campo == CAMPO_PUNTOS:
                return QBrush(COLOR_RESTA)
            if celda.clase in ("pase", "cambio", "retirada") and campo != CAMPO_TOTAL:
                return QBrush(COLOR_CERO)
            return None
        if rol == Qt.ItemDataRole.ToolTipRole:
            nombre = self._nombres[quien]
            if celda.clase == "ajuste":
                return self.tr("{0}: ajuste final {1:+d}").format(nombre, celda.puntos or 0)
            if celda.linea is not None and celda.linea.clase in ("penalizacion", "reloj"):
                return self.tr("{0}: {1}").format(nombre, celda.linea.descripcion)
            puntos = TextosHojas.puntos(celda.puntos or 0)
            if celda.linea is not None and celda.linea.fichas:
                return self.tr("{0}: {1}, {2}").format(nombre, celda.texto, puntos) + ModeloPlanilla.tr(
                    " (%n fichas en el tablero)", "", len(celda.linea.fichas))
            return self.tr("{0}: {1}, {2}; total {3}").format(nombre, celda.texto, puntos, celda.total)
        return None


# ------------------------------------------------------------------ tabla final

COL_PUESTO, COL_PARTICIPANTE, COL_ANTES, COL_AJUSTE, COL_TIEMPO, COL_FINAL = range(6)


class ModeloFinal(QAbstractTableModel):
    """La tabla final: puesto, participante, antes del ajuste, ajuste, tiempo extra y total."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._filas: list[FilaFinal] = []
        self._nombres: tuple[str, ...] = ()

    def establecer(self, planilla: Planilla | None) -> None:
        self.beginResetModel()
        final = planilla.final if planilla is not None else None
        self._filas = sorted(final or (), key=lambda f: (f.puesto, f.participante))
        self._nombres = planilla.nombres if planilla is not None else ()
        self.endResetModel()

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._filas)

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or rol != Qt.ItemDataRole.DisplayRole:
            return None
        titulos = (self.tr("Puesto"), self.tr("Participante"), self.tr("Antes del ajuste"), self.tr("Ajuste"),
                   self.tr("Tiempo extra"), self.tr("Total"))
        return titulos[seccion] if 0 <= seccion < len(titulos) else None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not indice.isValid() or not 0 <= indice.row() < len(self._filas) or not 0 <= indice.column() < 6:
            return None
        f = self._filas[indice.row()]
        col = indice.column()
        if rol == Qt.ItemDataRole.DisplayRole:
            if col == COL_PUESTO:
                return TextosHojas.puesto(f.puesto)
            if col == COL_PARTICIPANTE:
                marca = self.tr(" (cerró)") if f.cerro else ""
                pierde = self.tr(" — pierde por tiempo") if f.pierde_por_tiempo else ""
                return f"{self._nombres[f.participante]}{marca}{pierde}"
            valor = (f.antes, f.ajuste, f.tiempo, f.total)[col - COL_ANTES]
            return f"{valor:+d}" if col in (COL_AJUSTE, COL_TIEMPO) and valor else str(valor)
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            if col == COL_PARTICIPANTE:
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.FontRole and col in (COL_PUESTO, COL_FINAL):
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        if rol == ROL_PARTICIPANTE:
            return f.participante
        return None
