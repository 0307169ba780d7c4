"""Panel del desglose en vivo: total, cada palabra con su cuenta paso a paso, el +50 y los errores."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from app_planilla.nucleo.juego.comprobacion import Comprobacion
from app_planilla.nucleo.juego.jugada_en_curso import Calculo
from app_planilla.nucleo.juego.puntuacion import PalabraPuntuada, Resultado

COLOR_COMODIN = "#c0392b"
ESTILO_MARCA = {
    Comprobacion.EN_LISTA: ("✓", "#1b5e20", "#e8f5e9"),
    Comprobacion.NO_ESTA: ("✗", "#8a1c12", "#fdecea"),
    Comprobacion.NO_CARGADA: ("…", "#5a5a5a", "#eeeeee"),
}
"""Símbolo, color y fondo de cada marca de la comprobación en una lista (el texto va siempre escrito)."""


def escape(texto: str) -> str:
    """El texto tal cual dentro del HTML de las etiquetas (sin importar ``html``, que retrasa el arranque)."""
    return texto.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _palabra_html(palabra: PalabraPuntuada) -> str:
    """Letras de la palabra; los comodines en rojo y subrayados (como en el tablero, sin valor)."""
    partes = []
    for f in palabra.fichas:
        letra = escape(f.ficha.letra)
        if f.ficha.comodin:
            partes.append(f'<span style="color:{COLOR_COMODIN}; text-decoration:underline">{letra}</span>')
        else:
            partes.append(letra)
    return "".join(partes)


def _marca_html(marca: Comprobacion) -> str:
    simbolo, color, fondo = ESTILO_MARCA[marca]
    sin_cortes = escape(marca.texto).replace(" ", "&nbsp;")  # la marca no se parte en dos líneas
    return (
        f'&nbsp; <span style="font-size:11px; font-weight:normal; letter-spacing:0px; color:{color};'
        f' background-color:{fondo}">&nbsp;{simbolo}&nbsp;{sin_cortes}&nbsp;</span>'
    )


class PanelDesglose(QFrame):
    """Muestra un ``Calculo``: el total grande, las palabras con su cuenta y el motivo si no puntúa."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel_desglose")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        capa = QVBoxLayout(self)
        capa.setContentsMargins(12, 10, 12, 10)
        capa.setSpacing(6)
        self.notacion = QLabel()
        self.notacion.setObjectName("notacion")
        fuente_notacion = self.notacion.font()
        fuente_notacion.setPixelSize(15)
        fuente_notacion.setBold(True)
        self.notacion.setFont(fuente_notacion)
        self.notacion.setStyleSheet("color: #24493f;")
        self.notacion.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.total = QLabel()
        self.total.setObjectName("total")
        self.total.setAccessibleName(self.tr("Puntos de la jugada"))
        fuente = self.total.font()
        fuente.setPixelSize(44)
        fuente.setBold(True)
        self.total.setFont(fuente)
        self.error = QLabel()
        self.error.setObjectName("error_jugada")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(
            "QLabel { background: #fdecea; color: #8a1c12; border: 1px solid #f1b0a8;"
            " border-radius: 4px; padding: 6px 8px; }"
        )
        self.desglose = QLabel()
        self.desglose.setObjectName("desglose")
        self.desglose.setTextFormat(Qt.TextFormat.RichText)
        self.desglose.setWordWrap(True)
        self.desglose.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.desglose.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.desglose.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        desplazable = QScrollArea()
        desplazable.setWidgetResizable(True)
        desplazable.setFrameShape(QFrame.Shape.NoFrame)
        desplazable.setWidget(self.desglose)
        desplazable.setMinimumHeight(24)  # en pantallas bajas el desglose se desplaza antes que empujar la ventana
        capa.addWidget(self.notacion)
        capa.addWidget(self.total)
        capa.addWidget(self.error)
        capa.addWidget(desplazable, 1)
        self._clave: object = None
        self._ultimo: tuple[Calculo, str, str | None] = (Calculo(), "", None)
        self.marcador: Callable[[Resultado], Sequence[Comprobacion] | None] | None = None
        """Da la marca de cada palabra («En la lista»…) o ``None``; lo pone la comprobación en una lista."""
        self.mostrar(Calculo(), "")

    def repintar(self) -> None:
        """Vuelve a pintar lo último (p. ej. cuando termina de cargarse la lista de palabras)."""
        self._clave = None
        self.mostrar(*self._ultimo)

    def mostrar(self, calculo: Calculo, notacion: str, vacio: str | None = None) -> None:
        """Pinta el cálculo; ``vacio`` es la indicación que se ve cuando aún no hay fichas."""
        self._ultimo = (calculo, notacion, vacio)
        resultado = calculo.resultado
        marcas = self.marcador(resultado) if self.marcador is not None and resultado is not None else None
        clave = (calculo, notacion, vacio, None if marcas is None else tuple(marcas))
        if clave == self._clave:  # nada cambió: no se recompone el texto enriquecido
            return
        self._clave = clave
        self.notacion.setText(escape(notacion))
        self.notacion.setVisible(bool(notacion))
        if resultado is None:
            # Sin puntos: ni un número grande que se pueda copiar por error a la planilla.
            if calculo.error:
                self.total.setText(self.tr("No puntúa"))
                self.total.setStyleSheet("color: #8a1c12; font-size: 28px;")
            else:
                self.total.setText("—")
                self.total.setStyleSheet("color: #9a9a9a; font-size: 28px;")
            self.error.setText(calculo.error or "")
            self.error.setVisible(bool(calculo.error))
            texto = "" if calculo.error else (vacio or self.tr(
                "Toca la casilla donde empieza la palabra y escribe las letras."))
            self.desglose.setText(f'<p style="color:#6b6b6b">{escape(texto)}</p>' if texto else "")
            return
        self.error.setVisible(False)
        self.total.setStyleSheet("color: #1b5e20; font-size: 44px;")
        self.total.setText(self.tr("{0} puntos").format(resultado.puntos) if resultado.puntos != 1
                           else self.tr("1 punto"))
        filas = []
        for i, palabra in enumerate(resultado.palabras):
            etiqueta = self.tr("principal") if palabra.principal else self.tr("cruzada")
            marca = _marca_html(marcas[i]) if marcas is not None and i < len(marcas) else ""
            filas.append(
                "<tr>"
                f'<td style="font-size:17px; font-weight:bold; letter-spacing:1px">{_palabra_html(palabra)}'
                f' <span style="font-size:11px; font-weight:normal; color:#7a7a7a">{escape(etiqueta)}</span>'
                f"{marca}</td>"
                f'<td align="right" style="font-size:17px; font-weight:bold">{palabra.puntos}</td></tr>'
                f'<tr><td colspan="2" style="color:#4a4a4a; padding-bottom:8px">{escape(palabra.cuenta)}</td></tr>'
            )
        if resultado.premio:
            filas.append(
                f'<tr><td style="font-weight:bold; color:#1b5e20">'
                f'{escape(self.tr("Premio por colocar las siete fichas"))}</td>'
                f'<td align="right" style="font-weight:bold; color:#1b5e20">+{resultado.premio}</td></tr>'
            )
        avisos = "".join(f'<p style="color:#8a5a00">{escape(a)}</p>' for a in resultado.avisos)
        self.desglose.setText(
            f'<table width="100%" cellspacing="0" cellpadding="2">{"".join(filas)}</table>{avisos}'
        )

    def texto(self) -> str:
        """Todo lo que se lee en el panel, en texto plano (para pruebas y lectores de pantalla)."""
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(self.desglose.text())
        partes = [self.notacion.text(), self.total.text()]
        if self.error.isVisibleTo(self):
            partes.append(self.error.text())
        partes.append(doc.toPlainText().replace("\xa0", " "))
        return "\n".join(p for p in partes if p)
