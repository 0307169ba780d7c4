"""Diálogos de ayuda: «Acerca de Planilla» (versión y licencias) y la lista de atajos de teclado."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6 import __version__ as version_pyside
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app_planilla import __version__
from app_planilla.ui.adaptable import caber_en_pantalla, con_desplazamiento


def texto_origen_listas() -> str:
    """Origen y licencias de las listas incluidas (para «Acerca de Planilla»)."""
    from importlib.resources import files

    from app_planilla import listas

    carpeta = files("app_planilla.recursos").joinpath("listas")
    licencias = sorted(f.name for f in carpeta.iterdir() if f.name.startswith("LICENSE"))
    return QCoreApplication.translate(
        "Comprobacion", "{0} Estas listas sirven solo para la comprobación opcional de palabras y no son el Lexicón "
        "FISE. Textos de las licencias: {1}.").format(listas.ORIGEN, ", ".join(licencias))


def _tr(texto: str) -> str:
    return QCoreApplication.translate("Acerca", texto)


def texto_acerca() -> str:
    """Versión y licencias de lo que la aplicación lleva dentro (texto enriquecido)."""
    filas = [
        (_tr("Planilla"), _tr("Licencia MIT.")),
        (_tr("Valores y cantidades de las fichas"),
         _tr("Datos públicos del juego (semilla del contador, reglamento FISE, reglas de Mattel); "
             "coinciden con los de motores de código abierto. Los hechos no tienen licencia.")),
        (_tr("Casillas de premio del tablero"), _tr("Disposición estándar 15×15; datos públicos.")),
        (_tr("Icono"), _tr("Obra propia del proyecto, licencia MIT.")),
        (_tr("Listas de palabras"), texto_origen_listas()),
        (_tr("Letra DejaVu Sans"),
         _tr("Para los nombres con letras que las fuentes estándar del PDF no tienen (Ș, Ł…); licencia de "
             "Bitstream Vera, cambios de DejaVu en dominio público.")),
        (_tr("Qt y PySide6"), _tr("Qt {0} y PySide6 {1}, licencia LGPL v3.").format(qVersion(), version_pyside)),
    ]
    cuerpo = "".join(f"<tr><td><b>{escape(a)}</b></td><td>{escape(b)}</td></tr>" for a, b in filas)
    que_es = _tr("Contador de puntos para juegos de palabras cruzadas con fichas, edición española (FISE) "
                 "e inglesa. Funciona sin conexión.")
    lexicon = _tr("No consulta el Lexicón FISE ni ningún diccionario: puntúa lo que se escribe.")
    return (
        f"<h2>Planilla {escape(__version__)}</h2><p>{escape(que_es)}</p><p>{escape(lexicon)}</p>"
        f'<table cellspacing="0" cellpadding="4">{cuerpo}</table>'
    )


ATAJOS = (
    ("Clic en una casilla", "Empezar la palabra ahí"),
    ("Clic otra vez en el inicio", "Cambiar entre horizontal y vertical"),
    ("Espacio", "Cambiar entre horizontal y vertical"),
    ("Ctrl+→ / Ctrl+↓", "Horizontal / vertical"),
    ("Flechas", "Mover la casilla de inicio (con la jugada)"),
    ("Letras", "Colocar fichas; CH, LL y RR se unen solas"),
    ("Cifras", "Puntos a mano, con una partida en juego (Intro los anota)"),
    ("Clic en una ficha nueva, o ?", "Comodín (? marca la última ficha)"),
    ("Retroceso", "Quitar la última ficha"),
    ("Escape", "Cancelar la jugada"),
    ("Intro", "Sumar (con una partida en juego) o dejar en el tablero"),
    ("Ctrl+Intro", "Dejar en el tablero (sin anotar puntos)"),
    ("Ctrl+Z", "Deshacer «Dejar en el tablero»"),
    ("Ctrl+Mayús+Retroceso", "Vaciar el tablero"),
    ("Ctrl+1 / Ctrl+2", "Colocar las fichas en el tablero / Escribir las palabras"),
    ("Ctrl+T", "Volver al tablero"),
    ("Ctrl+N / Ctrl+O", "Nueva partida / Partidas guardadas"),
    ("Ctrl+S", "Sumar: la jugada calculada o los puntos escritos a mano"),
    ("Ctrl+Mayús+M", "Escribir los puntos a mano (Intro suma)"),
    ("Ctrl+Mayús+P", "Pasar"),
    ("Ctrl+Mayús+C", "Cambiar"),
    ("Ctrl+Mayús+R", "Palabra retirada"),
    ("Ctrl+Retroceso", "Deshacer la última línea"),
    ("Ctrl+Mayús+N", "Penalización"),
    ("Ctrl+Mayús+F", "Terminar la partida"),
    ("Ctrl+M", "Duplicada: anotar la jugada calculada como jugada maestra"),
    ("Ctrl+Alt+M", "Duplicada: buscar la jugada maestra con el atril de la ronda"),
    ("Ctrl+S (duplicada)", "Escribir los puntos en la siguiente casilla vacía de la ronda"),
    ("Ctrl+Alt+N / Ctrl+Alt+S", "Duplicada: nueva ronda con el atril escrito / sortear el atril"),
    ("Ctrl+Alt+O / Ctrl+Alt+C", "Duplicada: otra partida, mismas personas / copiar la clasificación"),
    ("Ctrl+S (Tantrix)", "Anotar la línea y el circuito del participante elegido (Intro en las cifras)"),
    ("Ctrl+S / Ctrl+Alt+E (4 en letras)", "Gana la partida con la palabra escrita / empate con el área llena"),
    ("Ctrl+Alt+P (Tantrix, 4 en letras)", "Copiar la planilla"),
    ("F8", "Mostrar u ocultar el panel de fichas"),
    ("Ctrl+Mayús+L", "Comprobar las palabras en una lista abierta (activar o desactivar)"),
    ("Ctrl+I / Ctrl+E", "Importar GCG / Exportar GCG"),
    ("Ctrl+P", "Imprimir (hojas en blanco, control de fichas o la partida abierta)"),
    ("F11", "Pantalla completa"),
    ("F1", "Esta lista de atajos"),
)


def texto_atajos(extra: Sequence[tuple[str, str]] = ()) -> str:
    """La tabla de atajos; ``extra``: filas ya traducidas de los paneles (p. ej. los relojes, que se cambian)."""
    filas = "".join(
        f"<tr><td><b>{escape(_tr(a))}</b></td><td>{escape(_tr(b))}</td></tr>" for a, b in ATAJOS
    ) + "".join(f"<tr><td><b>{escape(a)}</b></td><td>{escape(b)}</td></tr>" for a, b in extra)
    return f'<h3>{escape(_tr("Atajos de teclado"))}</h3><table cellspacing="0" cellpadding="4">{filas}</table>'


class DialogoTexto(QDialog):
    """Diálogo sencillo con texto enriquecido y un botón para cerrar."""

    def __init__(self, titulo: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(titulo)
        capa = QVBoxLayout(self)
        etiqueta = QLabel(html)
        etiqueta.setTextFormat(Qt.TextFormat.RichText)
        etiqueta.setWordWrap(True)
        etiqueta.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        etiqueta.setMinimumWidth(460)
        # Un texto largo (los atajos) se desplaza: el diálogo y su botón de cerrar caben siempre en la pantalla.
        area = con_desplazamiento(etiqueta, "area_texto")
        capa.addWidget(area)
        botones = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        botones.rejected.connect(self.reject)
        capa.addWidget(botones)
        margenes = capa.contentsMargins()
        ancho = etiqueta.sizeHint().width() + area.verticalScrollBar().sizeHint().width()
        alto = (etiqueta.heightForWidth(etiqueta.sizeHint().width()) + botones.sizeHint().height()
                + capa.spacing() + margenes.top() + margenes.bottom())
        caber_en_pantalla(self, ancho + margenes.left() + margenes.right(), alto)
