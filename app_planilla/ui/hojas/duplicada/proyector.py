"""El modo proyector de la duplicada: lo que la sala necesita ver en la segunda pantalla.

Arriba, el atril de la ronda en fichas grandes; debajo, el tablero de la partida (la última maestra, resaltada)
y, a su lado, la ronda, el reloj de la ronda, su llamada y la maestra cuando se anota. Las letras del atril y
las cifras del reloj miden al menos un octavo del alto de la pantalla (la altura de las mayúsculas, no solo el
tamaño de la letra): se leen desde el fondo de la sala. Se pinta todo a mano, según el tamaño de la ventana,
para que quepa igual en 4:3 que en 16:9; se repinta con cada cambio de la partida y con el reloj.

Solo lee: la partida viene de la hoja (``planilla``) y el reloj es el panel de la hoja, que es quien suena y
guarda; Espacio (o P) y R aquí hacen lo mismo que en él.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.juego.control_fichas import COMODIN
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.relojes import formato_tiempo
from app_planilla.ui.hojas.comun import TextosHojas
from app_planilla.ui.relojes.temporizador import PanelTemporizador
from app_planilla.ui.relojes.vista import REPINTADO_MS
from app_planilla.ui.tablero import dibujo

FICHAS_ATRIL = 7
OCTAVO = 8
"""Las letras del atril y las cifras del reloj: al menos 1/8 del alto de la pantalla."""
MONO = "DejaVu Sans Mono"
COLOR_FONDO = QColor("#ffffff")
COLOR_TITULO = QColor("#24493f")
COLOR_NOTA = QColor("#4a4a4a")
COLOR_RELOJ = QColor("#1b5e20")
COLOR_RELOJ_FINAL = QColor("#c62828")


def fuente_con_mayusculas(alto: float, familia: str = dibujo.FAMILIA) -> QFont:
    """Una fuente en negrita cuyas mayúsculas (y cifras) miden al menos ``alto`` píxeles."""
    f = QFont(familia)
    f.setBold(True)
    if familia == MONO:
        f.setStyleHint(QFont.StyleHint.Monospace)
    f.setPixelSize(100)
    mayuscula = QFontMetricsF(f).capHeight() or 72.0
    f.setPixelSize(max(6, math.ceil(alto * 100 / mayuscula)))
    return f


def _fuente(pixeles: float) -> QFont:
    f = QFont(dibujo.FAMILIA)
    f.setBold(True)
    f.setPixelSize(max(6, round(pixeles)))
    return f


@dataclass(frozen=True)
class Disposicion:
    """Dónde va cada cosa en una ventana de ``ancho``×``alto`` en una pantalla de ``alto_pantalla``."""

    octavo: int
    """Un octavo del alto de la pantalla: la altura mínima de las letras del atril y de las cifras del reloj."""
    fichas: tuple[QRect, ...]
    tablero: QRect
    columna: QRect

    @classmethod
    def para(cls, ancho: int, alto: int, alto_pantalla: int) -> Disposicion:
        u = math.ceil(alto_pantalla / OCTAVO)
        margen = max(6, round(u * 0.12))
        hueco = max(4, round(u * 0.1))
        # Fichas un poco más altas que anchas: la letra arriba, el valor debajo; caben siete en 4:3.
        alto_ficha = round(u * 1.6)
        ancho_ficha = max(1, min(round(u * 1.45), (ancho - 2 * margen - (FICHAS_ATRIL - 1) * hueco) // FICHAS_ATRIL))
        fichas = tuple(QRect(margen + i * (ancho_ficha + hueco), margen, ancho_ficha, alto_ficha)
                       for i in range(FICHAS_ATRIL))
        arriba = margen + alto_ficha + margen
        # El tablero, cuadrado y tan grande como deja el atril; a su lado, sitio para el reloj («2:45»).
        lado = max(0, min(alto - arriba - margen, ancho - 3 * margen - math.ceil(u * 3.6)))
        tablero = QRect(margen, arriba, lado, lado)
        x = tablero.right() + 1 + margen
        columna = QRect(x, arriba, max(0, ancho - x - margen), max(0, alto - arriba - margen))
        return cls(u, fichas, tablero, columna)


@dataclass(frozen=True)
class Visto:
    """Lo que muestra el último pintado (para quien lo compruebe sin mirar los píxeles)."""

    ronda: int
    atril: tuple[str, ...]
    reloj: str
    maestra: str
    fichas_tablero: int


class ProyectorDuplicada(QWidget):
    """El atril, el tablero, la ronda y el reloj de la duplicada abierta, en grande."""

    def __init__(self, planilla: Callable[[], PlanillaDuplicada | None], reloj: PanelTemporizador,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("proyector_duplicada")
        self.planilla = planilla
        self.reloj = reloj
        self.visto: Visto | None = None
        self._cache = dibujo.CacheFichas()
        self._fondo: tuple[tuple[int, int, float, Notacion], QPixmap] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self._repintado = QTimer(self)
        self._repintado.setInterval(REPINTADO_MS)
        self._repintado.timeout.connect(self._repintar_reloj)
        self._repintado.start()

    def alto_pantalla(self) -> int:
        pantalla = self.screen()
        return pantalla.geometry().height() if pantalla is not None else self.height()

    def disposicion(self) -> Disposicion:
        return Disposicion.para(self.width(), self.height(), self.alto_pantalla())

    def fuente_atril(self) -> QFont:
        return fuente_con_mayusculas(self.disposicion().octavo)

    def fuente_reloj(self) -> QFont:
        """Las cifras, al menos un octavo de la pantalla, y más si la columna lo permite (hasta el doble)."""
        d = self.disposicion()
        f = fuente_con_mayusculas(d.octavo, MONO)
        ancho = QFontMetricsF(f).horizontalAdvance("0:00") or 1.0
        mayor = min(2.0, d.columna.width() * 0.92 / ancho)
        if mayor > 1:
            f = fuente_con_mayusculas(d.octavo * mayor, MONO)
        return f

    def _repintar_reloj(self) -> None:
        self.update(self.disposicion().columna)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        # Quien arbitra puede parar el reloj de la sala desde aquí, como en su panel.
        if e.key() in (Qt.Key.Key_Space, Qt.Key.Key_P):
            self.reloj.alternar()
        elif e.key() == Qt.Key.Key_R:
            self.reloj.reiniciar()
        else:
            super().keyPressEvent(e)
            return
        self.update()

    # --- pintar --------------------------------------------------------------------------------------

    def paintEvent(self, _e: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), COLOR_FONDO)
        d = self.disposicion()
        planilla = self.planilla()
        reloj = formato_tiempo(self.reloj.modelo.restante_ms())
        if planilla is None:
            p.setFont(_fuente(d.octavo * 0.5))
            p.setPen(COLOR_NOTA)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.tr("No hay ninguna partida duplicada abierta"))
            self.visto = Visto(0, (), reloj, "", 0)
            p.end()
            return
        fila = planilla.filas[-1] if planilla.filas else None
        atril = fila.atril if fila is not None else ()
        self._pintar_atril(p, d, planilla, atril, fila is not None)
        fichas = self._pintar_tablero(p, d, planilla)
        maestra = ""
        if fila is not None and fila.maestra is not None:
            jugada = fila.descripcion_maestra
            puntos = TextosHojas.puntos(fila.maestra.puntos)
            maestra = (self.tr("Maestra: {0}, {1}").format(jugada, puntos) if jugada
                       else self.tr("Maestra: {0}").format(puntos))
        self._pintar_columna(p, d, planilla, reloj, maestra)
        self.visto = Visto(planilla.ronda, atril, reloj, maestra, fichas)
        p.end()

    def _pintar_atril(self, p: QPainter, d: Disposicion, planilla: PlanillaDuplicada, atril: tuple[str, ...],
                      con_ronda: bool) -> None:
        if not atril:
            p.setFont(_fuente(d.octavo * 0.45))
            p.setPen(COLOR_NOTA)
            caja = d.fichas[0].united(d.fichas[-1])
            texto = (self.tr("Ronda {0}: atril sin anotar").format(planilla.ronda) if con_ronda
                     else self.tr("Esperando el primer atril"))
            p.drawText(caja, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, texto)
            return
        letra_f = self.fuente_atril()
        letra_m = QFontMetricsF(letra_f)
        valor_f = _fuente(d.octavo * 0.32)
        valor_m = QFontMetricsF(valor_f)
        mayuscula = letra_m.capHeight()
        for caja, ficha in zip(d.fichas, atril, strict=False):
            r = QRectF(caja)
            grosor = max(1.0, d.octavo * 0.04)
            p.setPen(QPen(dibujo.COLOR_FICHA_BORDE, grosor))
            p.setBrush(dibujo.COLOR_FICHA)
            p.drawRoundedRect(r.adjusted(grosor, grosor, -grosor, -grosor), d.octavo * 0.14, d.octavo * 0.14)
            comodin = ficha == COMODIN
            # La letra centrada en lo que deja el valor; si es más ancha que la ficha (W, dígrafos), se estrecha.
            ancho = letra_m.horizontalAdvance(ficha)
            cabe = r.width() * 0.9
            base = r.top() + (r.height() - valor_m.height() * 0.9 - mayuscula) / 2 + mayuscula
            p.save()
            p.setFont(letra_f)
            p.setPen(dibujo.COLOR_COMODIN if comodin else dibujo.COLOR_LETRA)
            escala = min(1.0, cabe / ancho) if ancho else 1.0
            # Algo a la izquierda, como en el tablero: la cola de la Q no toca el valor.
            p.translate(r.center().x() - (r.width() * 0.06 if len(ficha) == 1 and not comodin else 0), base)
            p.scale(escala, 1.0)
            p.drawText(QPointF(-ancho / 2, 0), ficha)
            p.restore()
            if not comodin:
                p.setFont(valor_f)
                p.setPen(dibujo.COLOR_LETRA)
                valor = planilla.edicion.valores.get(ficha, 0)
                p.drawText(r.adjusted(0, 0, -d.octavo * 0.08, -d.octavo * 0.03),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(valor))

    def _pintar_tablero(self, p: QPainter, d: Disposicion, planilla: PlanillaDuplicada) -> int:
        lado = d.tablero.width()
        if lado < 60:
            return 0
        escala = self.devicePixelRatioF()
        notacion = Notacion.de_edicion(planilla.edicion)
        g = dibujo.Geometria.para(lado, lado)
        clave = (lado, lado, escala, notacion)
        if self._fondo is None or self._fondo[0] != clave:
            self._fondo = (clave, dibujo.fondo(g, lado, lado, escala, notacion))
        fichas = dict(planilla.tablero.fichas)
        # La última maestra, resaltada: la de esta ronda si ya se anotó, si no la de la anterior.
        ultima: set[tuple[int, int]] = set()
        for fila in reversed(planilla.filas[-2:]):
            if fila.maestra is not None and fila.maestra.fichas:
                ultima = {c for c, _f in fila.maestra.fichas}
                break
        p.save()
        p.translate(d.tablero.topLeft())
        p.drawPixmap(0, 0, self._fondo[1])
        normales = {c: f for c, f in fichas.items() if c not in ultima}
        resaltadas = {c: f for c, f in fichas.items() if c in ultima}
        dibujo.dibujar_fichas(p, g, normales, dibujo.NORMAL, planilla.edicion, self._cache, escala)
        dibujo.dibujar_fichas(p, g, resaltadas, dibujo.ULTIMA, planilla.edicion, self._cache, escala)
        p.restore()
        return len(fichas)

    def _pintar_columna(self, p: QPainter, d: Disposicion, planilla: PlanillaDuplicada, reloj: str,
                        maestra: str) -> None:
        c = d.columna
        u = d.octavo
        y = float(c.top())
        titulo = _fuente(u * 0.55)
        p.setFont(titulo)
        p.setPen(COLOR_TITULO)
        alto_titulo = QFontMetricsF(titulo).height()
        if planilla.terminada:
            texto = self.tr("Partida terminada")
        elif planilla.ronda:
            texto = self.tr("Ronda {0}").format(planilla.ronda)
        else:
            texto = self.tr("Primera ronda")
        p.drawText(QRectF(c.left(), y, c.width(), alto_titulo), Qt.AlignmentFlag.AlignHCenter, texto)
        y += alto_titulo + u * 0.15
        cifras = self.fuente_reloj()
        m = QFontMetricsF(cifras)
        p.setFont(cifras)
        ms = self.reloj.modelo.restante_ms()
        p.setPen(COLOR_RELOJ_FINAL if ms <= 30_000 else COLOR_RELOJ)
        base = y + m.capHeight()
        p.drawText(QPointF(c.left() + (c.width() - m.horizontalAdvance(reloj)) / 2, base), reloj)
        y = base + u * 0.3
        nota = _fuente(u * 0.4)
        p.setFont(nota)
        llamada = self.reloj.llamada.text()
        if not self.reloj.modelo.en_marcha and not planilla.terminada and ms > 0:
            llamada = self.tr("En pausa")
        alto_nota = QFontMetricsF(nota).height()
        if llamada:
            p.setPen(COLOR_RELOJ_FINAL)
            p.drawText(QRectF(c.left(), y, c.width(), alto_nota), Qt.AlignmentFlag.AlignHCenter, llamada)
        y += alto_nota + u * 0.25
        if maestra:
            p.setPen(COLOR_NOTA)
            p.drawText(QRectF(c.left(), y, c.width(), max(0.0, c.bottom() - y)),
                       Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, maestra)


__all__ = ["Disposicion", "ProyectorDuplicada", "Visto", "fuente_con_mayusculas"]
