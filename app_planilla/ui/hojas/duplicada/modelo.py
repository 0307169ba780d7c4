"""Modelos de tabla de la hoja duplicada: una fila por ronda con los totales debajo, y la clasificación.

Como los de la clásica: constantes de columna, cabeceras traducibles y guardas de índice; se prueban sin
vista. Leen una ``PlanillaDuplicada`` y nunca la modifican: lo que se escribe en una casilla pasa a
``escribir(ronda, columna, texto)``, que la hoja conecta con el controlador (cada corrección es una
operación del núcleo que se guarda antes de verse).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app_planilla.nucleo.duplicada.clasificacion import FilaClasificacion, bonificaciones_ronda
from app_planilla.nucleo.duplicada.estado import EfectoDuplicada, FilaDuplicada
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.ui.hojas.comun import TextosHojas

Indice = QModelIndex | QPersistentModelIndex

COL_RONDA, COL_ATRIL, COL_MAESTRA, COL_PUNTOS_MAESTRA = range(4)
COL_PRIMER_PARTICIPANTE = 4
"""Desde aquí, una columna por participante con sus puntos de la ronda."""

PIE_TOTAL, PIE_DIFERENCIA, PIE_PORCENTAJE = range(3)
"""Filas de debajo de las rondas: total frente a la suma de las maestras, diferencia y porcentaje."""
FILAS_PIE = 3

ROL_SOSPECHOSA = Qt.ItemDataRole.UserRole + 1
"""``True`` en una casilla con más puntos que la maestra de su ronda (probable error al copiar)."""
ROL_RONDA = Qt.ItemDataRole.UserRole + 2

MAX_CABECERA = 9
"""Caracteres de un nombre en la cabecera; el nombre entero sale al pasar el ratón."""

FONDO_SOSPECHOSA = QColor("#f9d0cb")
COLOR_SOSPECHOSA = QColor("#8a1c12")
FONDO_AVISO = QColor("#fff4d6")
FONDO_PIE = QColor("#eef3f1")
FONDO_MAESTRA = QColor("#f6f1e4")
FONDO_ULTIMA = QColor("#fff3bf")
COLOR_ACIERTO = QColor("#1b5e20")

Escribir = Callable[[int, int, str], bool]
"""``escribir(ronda, columna, texto)``: hace la operación del núcleo; ``False`` si no se pudo."""


def corto(nombre: str) -> str:
    return nombre if len(nombre) <= MAX_CABECERA else nombre[: MAX_CABECERA - 1].rstrip() + "…"


def sin_signo(porcentaje: str) -> str:
    """«92,3 %» como «92,3»: la fila ya dice «Porcentaje», y sin el signo las columnas de los participantes son
    más estrechas (con cuatro, la hoja cabe en 1024×600 sin desplazarse de lado)."""
    return porcentaje.replace("%", "").rstrip(" \u00a0\u202f")


def participante_de(columna: int) -> int | None:
    return columna - COL_PRIMER_PARTICIPANTE if columna >= COL_PRIMER_PARTICIPANTE else None


class ModeloDuplicada(QAbstractTableModel):
    """La hoja duplicada: rondas (atril, jugada maestra, sus puntos, los de cada uno) y tres filas de totales."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.planilla: PlanillaDuplicada | None = None
        self._filas: tuple[FilaDuplicada, ...] = ()
        self._nombres: tuple[str, ...] = ()
        self._clasificacion: dict[int, FilaClasificacion] = {}
        self._n = 0
        self.escribir: Escribir | None = None

    # --- datos del núcleo ----------------------------------------------------------------------------

    def establecer(self, planilla: PlanillaDuplicada | None) -> None:
        self.beginResetModel()
        self.planilla = planilla
        self._leer()
        self.endResetModel()

    def _leer(self) -> None:
        p = self.planilla
        self._nombres = p.nombres if p is not None else ()  # una vez: ``nombres`` los rehace en cada llamada
        self._filas = p.filas if p is not None else ()
        self._clasificacion = {x.participante: x for x in p.clasificacion()} if p is not None else {}
        self._n = p.participantes if p is not None else 0

    def actualizar(self, efecto: EfectoDuplicada | None = None) -> None:
        """Tras una operación: filas añadidas o quitadas (y todo repintado); si no, con ``efecto``, solo la fila
        que cambió y los totales (repintar la tabla entera por una cifra no escala)."""
        p = self.planilla
        if p is None or p.participantes != self._n:
            self.establecer(p)
            return
        antes = len(self._filas)
        ahora = len(p.filas)
        if ahora > antes:
            self.beginInsertRows(QModelIndex(), antes, ahora - 1)
            self._leer()
            self.endInsertRows()
        elif ahora < antes:
            self.beginRemoveRows(QModelIndex(), ahora, antes - 1)
            self._leer()
            self.endRemoveRows()
        else:
            self._leer()
        if not self.rowCount():
            return
        ultima = self.columnCount() - 1
        fila = efecto.linea if efecto is not None and ahora == antes and not efecto.final else None
        if fila is None:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, ultima))
            return
        self.dataChanged.emit(self.index(fila.numero - 1, 0), self.index(fila.numero - 1, ultima))
        self.dataChanged.emit(self.index(ahora, 0), self.index(ahora + FILAS_PIE - 1, ultima))

    def fila(self, fila: int) -> FilaDuplicada | None:
        return self._filas[fila] if 0 <= fila < len(self._filas) else None

    def pie(self, fila: int) -> int | None:
        """Qué fila de totales es (``PIE_TOTAL``…), o ``None`` si es una ronda."""
        if self.planilla is None or fila < len(self._filas):
            return None
        resto = fila - len(self._filas)
        return resto if 0 <= resto < FILAS_PIE else None

    # --- Qt ------------------------------------------------------------------------------------------

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.planilla is None:
            return 0
        return len(self._filas) + FILAS_PIE

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COL_PRIMER_PARTICIPANTE + self._n

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or not 0 <= seccion < self.columnCount():
            return None
        i = participante_de(seccion)
        if rol == Qt.ItemDataRole.DisplayRole:
            if i is not None and self.planilla is not None:
                return corto(self._nombres[i])
            # «Maestra»: corta, para que quepa entera (la ayuda emergente dice qué es).
            return (self.tr("N.º"), self.tr("Atril"), self.tr("Maestra"), self.tr("Pts."))[seccion]
        if rol == Qt.ItemDataRole.ToolTipRole:
            if i is not None and self.planilla is not None:
                return self._nombres[i]
            return (self.tr("Número de ronda"), self.tr("Atril común de la ronda (? = comodín)"),
                    self.tr("Coordenada y palabra de la jugada maestra"),
                    self.tr("Puntos de la jugada maestra"))[seccion]
        return None

    def flags(self, indice: Indice) -> Qt.ItemFlag:
        base = super().flags(indice)
        if not indice.isValid():
            return base
        fila = self.fila(indice.row())
        p = self.planilla
        if fila is None or p is None or p.terminada or indice.column() == COL_RONDA:
            return base
        if indice.column() == COL_MAESTRA and fila.numero != p.ronda:
            return base  # la jugada de una ronda pasada ya está en el tablero de las siguientes
        return base | Qt.ItemFlag.ItemIsEditable

    def setData(self, indice: Indice, valor: Any, rol: int = Qt.ItemDataRole.EditRole) -> bool:
        if rol != Qt.ItemDataRole.EditRole or not indice.isValid() or self.escribir is None:
            return False
        fila = self.fila(indice.row())
        if fila is None:
            return False
        return self.escribir(fila.numero, indice.column(), str(valor if valor is not None else ""))

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not indice.isValid() or not 0 <= indice.column() < self.columnCount():
            return None
        fila = self.fila(indice.row())
        if fila is not None:
            return self._dato_ronda(fila, indice.column(), rol)
        pie = self.pie(indice.row())
        if pie is not None:
            return self._dato_pie(pie, indice.column(), rol)
        return None

    def _dato_ronda(self, fila: FilaDuplicada, col: int, rol: int) -> Any:
        i = participante_de(col)
        sospechosa = i is not None and i in fila.sospechosas
        if rol in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._texto_ronda(fila, col, rol == Qt.ItemDataRole.EditRole)
        if rol == ROL_SOSPECHOSA:
            return sospechosa
        if rol == ROL_RONDA:
            return fila.numero
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            if col in (COL_ATRIL, COL_MAESTRA):
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.BackgroundRole:
            if sospechosa:
                return QBrush(FONDO_SOSPECHOSA)
            if col == COL_ATRIL and fila.avisos:
                return QBrush(FONDO_AVISO)
            if col in (COL_MAESTRA, COL_PUNTOS_MAESTRA):
                return QBrush(FONDO_MAESTRA)
            if self.planilla is not None and fila.numero == self.planilla.ronda and not self.planilla.terminada:
                return QBrush(FONDO_ULTIMA)
            return None
        if rol == Qt.ItemDataRole.ForegroundRole:
            if sospechosa:
                return QBrush(COLOR_SOSPECHOSA)
            if i is not None and fila.puntos_maestra is not None and fila.puntos[i] == fila.puntos_maestra:
                return QBrush(COLOR_ACIERTO)
            return None
        if rol == Qt.ItemDataRole.FontRole and (sospechosa or col == COL_PUNTOS_MAESTRA):
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        if rol == Qt.ItemDataRole.FontRole and col == COL_MAESTRA and fila.maestra is not None and fila.maestra.lista:
            fuente = QFont()
            fuente.setItalic(True)  # hallada por la aplicación: la ayuda dice con qué lista
            return fuente
        if rol == Qt.ItemDataRole.ToolTipRole:
            return self._ayuda_ronda(fila, col, i)
        return None

    def _texto_ronda(self, fila: FilaDuplicada, col: int, editar: bool) -> str:
        if col == COL_RONDA:
            return str(fila.numero)
        if col == COL_ATRIL:
            return fila.texto_atril
        if col == COL_MAESTRA:
            return fila.descripcion_maestra
        if col == COL_PUNTOS_MAESTRA:
            return "" if fila.puntos_maestra is None else str(fila.puntos_maestra)
        i = participante_de(col)
        assert i is not None
        puntos = fila.puntos[i]
        if puntos is None:
            return ""
        texto = str(puntos)
        if not editar:
            if self.planilla is not None and self.planilla.bonificaciones:
                bono = bonificaciones_ronda(fila)[i]
                if bono:
                    texto += f" +{bono}"
            if i in fila.sospechosas:
                texto = "⚠ " + texto
            if fila.fuera_de_lista and fila.fuera_de_lista[i]:
                texto += " †"  # una palabra fuera de la lista: la ayuda dice cuál y qué se eligió
        return texto

    def _ayuda_ronda(self, fila: FilaDuplicada, col: int, i: int | None) -> str | None:
        fuera = fila.fuera_de_lista[i] if i is not None and fila.fuera_de_lista else ""
        if fuera:
            if fila.puntos[i]:
                return self.tr("«{0}» no está en la lista de la aplicación: se guardaron los puntos (la lista no "
                               "es el Lexicón FISE).").format(fuera)
            return self.tr("«{0}» no está en la lista de la aplicación: 0 puntos, como una palabra no "
                           "válida.").format(fuera)
        if i is not None and i in fila.sospechosas and self.planilla is not None:
            return self.tr("{0}: {1} es más que la jugada maestra ({2}): probablemente es un error al copiar la "
                           "cifra. Toca la casilla para corregirla.").format(
                self._nombres[i], TextosHojas.puntos(fila.puntos[i] or 0), fila.puntos_maestra)
        if col == COL_ATRIL and fila.avisos:
            return "\n".join(fila.avisos)
        if col == COL_ATRIL and fila.sorteado:
            return self.tr("Atril sorteado por la aplicación")
        if col in (COL_MAESTRA, COL_PUNTOS_MAESTRA) and fila.maestra is not None and fila.maestra.lista:
            return self.tr("Hallada por Planilla («Buscar la jugada maestra») con {0}.").format(fila.maestra.lista)
        if col == COL_MAESTRA and fila.maestra is not None and not fila.maestra.fichas:
            return self.tr("Anotada solo con puntos: no está en el tablero ni se descuenta en el panel de fichas.")
        return None

    def _dato_pie(self, pie: int, col: int, rol: int) -> Any:
        p = self.planilla
        assert p is not None
        i = participante_de(col)
        if rol == Qt.ItemDataRole.DisplayRole:
            if col == COL_MAESTRA:
                # En la columna ancha de la jugada: así la del número de ronda se queda estrecha.
                return (self.tr("Total"), self.tr("Diferencia"), self.tr("Porcentaje"))[pie]
            if col == COL_PUNTOS_MAESTRA:
                if pie == PIE_TOTAL:
                    return str(p.suma_maestras)
                if pie == PIE_DIFERENCIA:
                    return "0"
                return ""  # la de las maestras es siempre el 100 %
            if i is None or i not in self._clasificacion:
                return ""
            x = self._clasificacion[i]
            if pie == PIE_TOTAL:
                return str(x.total)
            if pie == PIE_DIFERENCIA:
                return x.texto_diferencia
            return sin_signo(x.texto_porcentaje)
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.BackgroundRole:
            return QBrush(FONDO_PIE)
        if rol == Qt.ItemDataRole.FontRole and (pie == PIE_TOTAL or col == COL_MAESTRA):
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        if rol == Qt.ItemDataRole.ToolTipRole and i is not None and i in self._clasificacion:
            x = self._clasificacion[i]
            ayuda = self.tr("{0}: {1}").format(self._nombres[i], TextosHojas.puntos(x.puntos))
            if p.bonificaciones:
                ayuda += self.tr(" + {0} de bonificación").format(x.bonificacion)
            return ayuda + self.tr(" frente a {0} de las maestras.").format(p.suma_maestras)
        return None


# ------------------------------------------------------------------ clasificación

(COL_PUESTO, COL_NOMBRE, COL_TOTAL, COL_BONIFICACION, COL_DIFERENCIA, COL_PORCENTAJE, COL_MAESTRAS,
 COL_MEJOR) = range(8)


class ModeloClasificacionDuplicada(QAbstractTableModel):
    """La clasificación: total, diferencia y porcentaje sobre las maestras, y los desempates FISE."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.planilla: PlanillaDuplicada | None = None
        self._filas: tuple[FilaClasificacion, ...] = ()
        self._nombres: tuple[str, ...] = ()

    def establecer(self, planilla: PlanillaDuplicada | None) -> None:
        self.beginResetModel()
        self.planilla = planilla
        self._nombres = planilla.nombres if planilla is not None else ()
        self._filas = planilla.clasificacion() if planilla is not None else ()
        self.endResetModel()

    def linea(self, fila: int) -> FilaClasificacion | None:
        return self._filas[fila] if 0 <= fila < len(self._filas) else None

    def rowCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._filas)

    def columnCount(self, parent: Indice = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 8

    def headerData(self, seccion: int, orientacion: Qt.Orientation, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientacion != Qt.Orientation.Horizontal or not 0 <= seccion < 8:
            return None
        if rol == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Puesto"), self.tr("Participante"), self.tr("Total"), self.tr("Bonif."),
                    self.tr("Dif."), self.tr("%"), self.tr("Maestras"), self.tr("Mejor"))[seccion]
        if rol == Qt.ItemDataRole.ToolTipRole:
            if seccion == COL_MAESTRAS:
                return self.tr("Rondas en las que igualó la maestra: primer desempate")
            if seccion == COL_MEJOR:
                return self.tr("Su mejor jugada: segundo desempate")
            if seccion == COL_BONIFICACION:
                return self.tr("Bonificaciones FISE (tope de 25 por partida)")
        return None

    def data(self, indice: Indice, rol: int = Qt.ItemDataRole.DisplayRole) -> Any:
        x = self.linea(indice.row()) if indice.isValid() else None
        if x is None or self.planilla is None or not 0 <= indice.column() < 8:
            return None
        col = indice.column()
        if rol == Qt.ItemDataRole.DisplayRole:
            return {
                COL_PUESTO: TextosHojas.puesto(x.puesto),
                COL_NOMBRE: self._nombres[x.participante],
                COL_TOTAL: str(x.total),
                COL_BONIFICACION: str(x.bonificacion),
                COL_DIFERENCIA: x.texto_diferencia,
                COL_PORCENTAJE: x.texto_porcentaje,
                COL_MAESTRAS: str(x.maestras),
                COL_MEJOR: str(x.mejor),
            }[col]
        if rol == Qt.ItemDataRole.TextAlignmentRole:
            if col == COL_NOMBRE:
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if rol == Qt.ItemDataRole.FontRole and col in (COL_PUESTO, COL_TOTAL):
            fuente = QFont()
            fuente.setBold(True)
            return fuente
        if rol == Qt.ItemDataRole.UserRole:
            return x.participante
        return None


__all__ = [
    "COL_ATRIL",
    "COL_MAESTRA",
    "COL_PRIMER_PARTICIPANTE",
    "COL_PUNTOS_MAESTRA",
    "ROL_SOSPECHOSA",
    "ModeloClasificacionDuplicada",
    "ModeloDuplicada",
]
