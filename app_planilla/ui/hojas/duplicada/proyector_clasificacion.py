"""La clasificación de la sala en la segunda pantalla del modo proyector: pasa de página sola, con letra que se
lee desde el fondo de la sala.

Cada línea mide un dieciseisavo del alto de la pantalla (las mayúsculas, más de 1/40 de la pantalla): en 1080
píxeles, 14 participantes por página; 200 nombres son 15 páginas. La página que se ve sale del reloj
(``reloj``, ``time.monotonic`` por omisión; las pruebas pasan uno falso): la que toca a los
``segundos_por_pagina`` desde que se empezó, nunca contando ticks; el ``QTimer`` solo repinta.

``ProyectorSala`` junta las dos páginas del modo proyector de una sala: la del atril, el tablero y el reloj
(``ProyectorDuplicada``) y esta; C (o Tab) pasa de una a otra.

Lo que muestra sale de una partida de la sala (``planilla``: la clasificación que publica, ``publicacion.publicar``)
o de cualquier ``ClasificacionPublicada`` ya hecha (``clasificacion``: la ventana del director le da la de todo el
campo de un torneo por salas, o la del torneo por la media).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QStackedWidget, QWidget

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.publicacion import ClasificacionPublicada, publicar
from app_planilla.ui.hojas.duplicada.modelo_sala import Clave, clave_clasificacion, misma_clave
from app_planilla.ui.hojas.duplicada.proyector import ProyectorDuplicada
from app_planilla.ui.relojes.temporizador import PanelTemporizador
from app_planilla.ui.tablero import dibujo

LINEAS_PANTALLA = 16
"""Cada línea (título incluido), un dieciseisavo del alto de la pantalla."""
CUERPO = 0.58
"""El cuerpo de la letra, en líneas: sus mayúsculas miden más de 1/40 de la pantalla."""
SEGUNDOS_POR_PAGINA = 8.0
REPINTADO_MS = 250
COLOR_FONDO = QColor("#ffffff")
COLOR_TITULO = QColor("#24493f")
COLOR_TEXTO = QColor("#1d1d1d")
COLOR_NOTA = QColor("#5a5a5a")
FONDO_PAR = QColor("#eef3f1")
FONDO_PODIO = QColor("#dcefdf")


def _fuente(pixeles: float, negrita: bool = False) -> QFont:
    f = QFont(dibujo.FAMILIA)
    f.setBold(negrita)
    f.setPixelSize(max(6, round(pixeles)))
    return f


@dataclass(frozen=True)
class VistoClasificacion:
    """Lo que muestra el último pintado (para quien lo compruebe sin mirar los píxeles)."""

    titulo: str
    pagina: int
    """Desde 0."""
    paginas: int
    nombres: tuple[str, ...]
    """Los de la página, en orden."""
    alto_linea: float
    alto_mayusculas: float


class ProyectorClasificacion(QWidget):
    """La clasificación en grande, por páginas que pasan solas."""

    def __init__(self, planilla: Callable[[], PlanillaDuplicada | None] | None = None, *,
                 reloj: Callable[[], float] = time.monotonic, segundos_por_pagina: float = SEGUNDOS_POR_PAGINA,
                 clasificacion: Callable[[], ClasificacionPublicada | None] | None = None,
                 parent: QWidget | None = None) -> None:
        """``planilla``: de dónde leer la partida de la sala al pintar; o ``clasificacion``: de dónde leer la
        clasificación ya hecha (la de todo el campo de un torneo por salas, por ejemplo)."""
        super().__init__(parent)
        self.setObjectName("proyector_clasificacion")
        self.fuente_planilla = planilla
        self.fuente_clasificacion = clasificacion
        self.reloj = reloj
        self.segundos_por_pagina = segundos_por_pagina
        self.inicio = reloj()
        self.hasta: int | None = None
        self.visto: VistoClasificacion | None = None
        self._clasificacion: ClasificacionPublicada | None = None
        self._clave: Clave | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self._repintado = QTimer(self)
        self._repintado.setInterval(REPINTADO_MS)
        self._repintado.timeout.connect(self._quizas_repintar)
        self._repintado.start()
        self._pagina_pintada = -1

    # --- datos ---------------------------------------------------------------------------------------

    def actualizar(self, planilla: PlanillaDuplicada | None, hasta: int | None = None,
                   publicada: ClasificacionPublicada | None = None) -> None:
        """La clasificación de ``planilla`` (la parcial tras ``hasta``); sin cambios, no recalcula ni repinta nada
        (la pantalla entera, con cada papeleta, eran unos milisegundos). ``publicada``: la misma ya calculada (la
        de la ventana de la clasificación), para no calcularla dos veces."""
        self.hasta = hasta
        if self._recalcular(planilla, publicada):
            self.update()

    def _recalcular(self, planilla: PlanillaDuplicada | None, publicada: ClasificacionPublicada | None = None
                    ) -> bool:
        """Solo si cambió lo que decide la clasificación (una papeleta de la ronda en curso no la cambia); dice si
        cambió."""
        clave = clave_clasificacion(planilla, self.hasta)
        if misma_clave(clave, self._clave):
            return False
        self._clave = clave
        if planilla is None:
            self._clasificacion = None
        else:
            self._clasificacion = publicada if publicada is not None else publicar(planilla, self.hasta)
        return True

    def _leer(self) -> ClasificacionPublicada | None:
        """Al pintar: la de ``clasificacion`` o la de la partida de ``planilla`` (si se dio de dónde leerlas) tal
        como esté ahora."""
        if self.fuente_clasificacion is not None:
            self._clasificacion = self.fuente_clasificacion()
        elif self.fuente_planilla is not None:
            self._recalcular(self.fuente_planilla())
        return self._clasificacion

    def alto_pantalla(self) -> int:
        pantalla = self.screen()
        return pantalla.geometry().height() if pantalla is not None else self.height()

    def alto_linea(self) -> float:
        """Un dieciseisavo de la pantalla, sin pasar de lo que deja la ventana para dos líneas."""
        return max(12.0, min(self.alto_pantalla() / LINEAS_PANTALLA, self.height() / 3))

    def por_pagina(self) -> int:
        """Cuántos participantes caben bajo el título (al menos uno): las líneas enteras que deja."""
        return max(1, int(self.height() // self.alto_linea()) - 1)

    def paginas(self) -> int:
        c = self._clasificacion
        return max(1, math.ceil(len(c.lineas) / self.por_pagina())) if c is not None else 1

    def pagina(self) -> int:
        """La que toca ahora: una cada ``segundos_por_pagina`` desde que se empezó, y vuelta a empezar."""
        transcurrido = max(0.0, self.reloj() - self.inicio)
        return int(transcurrido // self.segundos_por_pagina) % self.paginas()

    def volver_al_principio(self) -> None:
        self.inicio = self.reloj()
        self.update()

    def _quizas_repintar(self) -> None:
        if self.isVisible() and self.pagina() != self._pagina_pintada:
            self.update()

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Home, Qt.Key.Key_Up):
            self.volver_al_principio()
        elif e.key() in (Qt.Key.Key_PageDown, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.inicio -= self.segundos_por_pagina  # la siguiente ya, y el ritmo sigue desde ella
            self.update()
        else:
            super().keyPressEvent(e)

    # --- pintar --------------------------------------------------------------------------------------

    def paintEvent(self, _e: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), COLOR_FONDO)
        c = self._leer()
        alto = self.alto_linea()
        margen = alto * 0.35
        ancho = self.width() - 2 * margen
        if c is None:
            p.setFont(_fuente(alto * 0.5))
            p.setPen(COLOR_NOTA)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.tr("No hay ninguna partida duplicada abierta"))
            self.visto = VistoClasificacion("", 0, 1, (), alto, 0.0)
            p.end()
            return
        pagina, paginas = self.pagina(), self.paginas()
        self._pagina_pintada = pagina
        titulo = _fuente(alto * 0.55, negrita=True)
        p.setFont(titulo)
        p.setPen(COLOR_TITULO)
        cabecera = QRectF(margen, 0, ancho, alto)
        p.drawText(cabecera, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, c.titulo)
        p.setFont(_fuente(alto * 0.4))
        p.setPen(COLOR_NOTA)
        p.drawText(cabecera, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   self.tr("Página {0} de {1}").format(pagina + 1, paginas))
        # Columnas: puesto, nombre (y el club si hay sitio), total, diferencia y porcentaje.
        cuerpo = _fuente(alto * CUERPO)
        negrita = _fuente(alto * CUERPO, negrita=True)
        m = QFontMetricsF(cuerpo)
        con_club = any(x.club for x in c.lineas) and self.width() >= alto * 22
        anchos = {
            "puesto": m.horizontalAdvance("200") + alto * 0.4,
            "total": m.horizontalAdvance("00000") + alto * 0.3,
            "diferencia": m.horizontalAdvance("\u22120000") + alto * 0.3,
            "porcentaje": m.horizontalAdvance("100,0 %") + alto * 0.3,
        }
        libre = ancho - sum(anchos.values())
        anchos_nombre = libre * (0.62 if con_club else 1.0)
        y = alto
        inicio = pagina * self.por_pagina()
        lineas = c.lineas[inicio:inicio + self.por_pagina()]
        for k, x in enumerate(lineas):
            fila = QRectF(margen, y, ancho, alto)
            if x.fila.puesto <= 3:
                p.fillRect(fila, FONDO_PODIO)
            elif k % 2:
                p.fillRect(fila, FONDO_PAR)
            izquierda = margen + alto * 0.15
            celdas: list[tuple[str, float, Qt.AlignmentFlag, QFont, QColor]] = [
                (str(x.fila.puesto), anchos["puesto"], Qt.AlignmentFlag.AlignRight, negrita, COLOR_TEXTO),
                (x.nombre, anchos_nombre, Qt.AlignmentFlag.AlignLeft, cuerpo, COLOR_TEXTO),
            ]
            if con_club:
                celdas.append((x.club, libre - anchos_nombre, Qt.AlignmentFlag.AlignLeft, _fuente(alto * 0.38),
                               COLOR_NOTA))
            celdas += [
                (str(x.fila.total), anchos["total"], Qt.AlignmentFlag.AlignRight, negrita, COLOR_TEXTO),
                (x.fila.texto_diferencia, anchos["diferencia"], Qt.AlignmentFlag.AlignRight, cuerpo, COLOR_NOTA),
                (x.fila.texto_porcentaje, anchos["porcentaje"], Qt.AlignmentFlag.AlignRight, cuerpo, COLOR_TEXTO),
            ]
            for texto, ancho_celda, alinear, fuente, color in celdas:
                p.setFont(fuente)
                p.setPen(color)
                caja = QRectF(izquierda, y, ancho_celda - alto * 0.3, alto)
                if alinear == Qt.AlignmentFlag.AlignLeft:
                    caja.translate(alto * 0.3, 0)
                elidido = QFontMetricsF(fuente).elidedText(texto, Qt.TextElideMode.ElideRight, caja.width())
                p.drawText(caja, alinear | Qt.AlignmentFlag.AlignVCenter, elidido)
                izquierda += ancho_celda
            y += alto
        self.visto = VistoClasificacion(c.titulo, pagina, paginas, tuple(x.nombre for x in lineas), alto,
                                        m.capHeight())
        p.end()


class ProyectorSala(QStackedWidget):
    """Las dos páginas del modo proyector de una sala: el atril, el tablero y el reloj; y la clasificación.

    C o Tab pasa de una a otra (y ``mostrar_clasificacion``, para la hoja). Espacio, P y R siguen mandando en el
    reloj desde la página del tablero, como en ``ProyectorDuplicada``.
    """

    def __init__(self, planilla: Callable[[], PlanillaDuplicada | None], reloj: PanelTemporizador, *,
                 reloj_paginas: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("proyector_sala")
        self.tablero = ProyectorDuplicada(planilla, reloj)
        self.clasificacion = ProyectorClasificacion(planilla, reloj=reloj_paginas)
        self.addWidget(self.tablero)
        self.addWidget(self.clasificacion)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for pagina in (self.tablero, self.clasificacion):
            pagina.installEventFilter(self)

    def actualizar(self, planilla: PlanillaDuplicada | None, hasta: int | None = None, tablero: bool = True,
                   publicada: ClasificacionPublicada | None = None) -> None:
        """Tras cada operación de la hoja: la clasificación (la parcial tras ``hasta``; ``publicada``, si ya está
        calculada) y, con ``tablero``, la página del tablero (una papeleta no cambia ni el atril, ni el tablero,
        ni la maestra)."""
        self.clasificacion.actualizar(planilla, hasta, publicada)
        if tablero:
            self.tablero.update()

    @property
    def en_clasificacion(self) -> bool:
        return self.currentWidget() is self.clasificacion

    def mostrar_clasificacion(self, si: bool = True) -> None:
        pagina = self.clasificacion if si else self.tablero
        if si and self.currentWidget() is not self.clasificacion:
            self.clasificacion.volver_al_principio()
        self.setCurrentWidget(pagina)
        pagina.setFocus()

    def alternar(self) -> None:
        self.mostrar_clasificacion(self.currentWidget() is not self.clasificacion)

    def eventFilter(self, objeto: object, evento: object) -> bool:
        if isinstance(evento, QKeyEvent) and evento.type() == QKeyEvent.Type.KeyPress and evento.key() in (
            Qt.Key.Key_C, Qt.Key.Key_Tab
        ):
            self.alternar()
            return True
        return super().eventFilter(objeto, evento)  # type: ignore[arg-type]

__all__ = ["ProyectorClasificacion", "ProyectorSala", "VistoClasificacion"]
