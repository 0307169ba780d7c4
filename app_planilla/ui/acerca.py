"""Diálogos de ayuda: «Acerca de Planilla» (versión y licencias) y la lista de atajos de teclado."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6 import __version__ as version_pyside
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app_planilla import __version__
from app_planilla.nucleo.idioma import _
from app_planilla.ui.adaptable import caber_en_pantalla, con_desplazamiento

# Así, con el contexto escrito, ``pyside6-lupdate`` ve los textos (la tabla de atajos, con ``QT_TRANSLATE_NOOP``).
translate = QCoreApplication.translate


def texto_origen_listas() -> str:
    """Origen y licencias de las listas incluidas (para «Acerca de Planilla»)."""
    from importlib.resources import files

    from app_planilla import listas

    carpeta = files("app_planilla.recursos").joinpath("listas")
    licencias = sorted(f.name for f in carpeta.iterdir() if f.name.startswith("LICENSE"))
    return translate(
        "Comprobacion", "{0} Estas listas sirven solo para la comprobación opcional de palabras y no son el Lexicón "
        "FISE. Textos de las licencias: {1}.").format(_(listas.ORIGEN), ", ".join(licencias))


def texto_acerca() -> str:
    """Versión y licencias de lo que la aplicación lleva dentro (texto enriquecido)."""
    filas = [
        (translate("Acerca", "Planilla"), translate("Acerca", "Licencia MIT.")),
        (translate("Acerca", "Valores y cantidades de las fichas"),
         translate("Acerca", "Datos públicos del juego (semilla del contador, reglamento FISE, reglas de Mattel); "
                   "coinciden con los de motores de código abierto. Los hechos no tienen licencia.")),
        (translate("Acerca", "Casillas de premio del tablero"),
         translate("Acerca", "Disposición estándar 15×15; datos públicos.")),
        (translate("Acerca", "Icono"), translate("Acerca", "Obra propia del proyecto, licencia MIT.")),
        (translate("Acerca", "Listas de palabras"), texto_origen_listas()),
        (translate("Acerca", "Letra DejaVu Sans"),
         translate("Acerca", "Para los nombres con letras que las fuentes estándar del PDF no tienen (Ș, Ł…); "
                   "licencia de Bitstream Vera, cambios de DejaVu en dominio público.")),
        (translate("Acerca", "Qt y PySide6"),
         translate("Acerca", "Qt {0} y PySide6 {1}, licencia LGPL v3.").format(qVersion(), version_pyside)),
    ]
    cuerpo = "".join(f"<tr><td><b>{escape(a)}</b></td><td>{escape(b)}</td></tr>" for a, b in filas)
    que_es = translate("Acerca", "Contador de puntos para juegos de palabras cruzadas con fichas, edición española "
                       "(FISE) e inglesa. Funciona sin conexión.")
    lexicon = translate("Acerca", "No consulta el Lexicón FISE ni ningún diccionario: puntúa lo que se escribe.")
    return (
        f"<h2>Planilla {escape(__version__)}</h2><p>{escape(que_es)}</p><p>{escape(lexicon)}</p>"
        f'<table cellspacing="0" cellpadding="4">{cuerpo}</table>'
    )


ATAJOS = (
    (QT_TRANSLATE_NOOP("Atajos", "Clic en una casilla"),
     QT_TRANSLATE_NOOP("Atajos", "Empezar la palabra ahí")),
    (QT_TRANSLATE_NOOP("Atajos", "Clic otra vez en el inicio"),
     QT_TRANSLATE_NOOP("Atajos", "Cambiar entre horizontal y vertical")),
    (QT_TRANSLATE_NOOP("Atajos", "Espacio"),
     QT_TRANSLATE_NOOP("Atajos", "Cambiar entre horizontal y vertical")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+→ / Ctrl+↓"),
     QT_TRANSLATE_NOOP("Atajos", "Horizontal / vertical")),
    (QT_TRANSLATE_NOOP("Atajos", "Flechas"),
     QT_TRANSLATE_NOOP("Atajos", "Mover la casilla de inicio (con la jugada)")),
    (QT_TRANSLATE_NOOP("Atajos", "Letras"),
     QT_TRANSLATE_NOOP("Atajos", "Colocar fichas; CH, LL y RR se unen solas")),
    (QT_TRANSLATE_NOOP("Atajos", "Cifras"),
     QT_TRANSLATE_NOOP("Atajos", "Puntos a mano, con una partida en juego (Intro los anota)")),
    (QT_TRANSLATE_NOOP("Atajos", "Clic en una ficha nueva, o ?"),
     QT_TRANSLATE_NOOP("Atajos", "Comodín (? marca la última ficha)")),
    (QT_TRANSLATE_NOOP("Atajos", "Retroceso"),
     QT_TRANSLATE_NOOP("Atajos", "Quitar la última ficha")),
    (QT_TRANSLATE_NOOP("Atajos", "Escape"),
     QT_TRANSLATE_NOOP("Atajos", "Cancelar la jugada")),
    (QT_TRANSLATE_NOOP("Atajos", "Intro"),
     QT_TRANSLATE_NOOP("Atajos", "Sumar (con una partida en juego) o dejar en el tablero")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Intro"),
     QT_TRANSLATE_NOOP("Atajos", "Dejar en el tablero (sin anotar puntos)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Z"),
     QT_TRANSLATE_NOOP("Atajos", "Deshacer «Dejar en el tablero»")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+Retroceso"),
     QT_TRANSLATE_NOOP("Atajos", "Vaciar el tablero")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+1 / Ctrl+2"),
     QT_TRANSLATE_NOOP("Atajos", "Colocar las fichas en el tablero / Escribir las palabras")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+T"),
     QT_TRANSLATE_NOOP("Atajos", "Volver al tablero")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+N / Ctrl+O"),
     QT_TRANSLATE_NOOP("Atajos", "Nueva partida / Partidas guardadas")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+S"),
     QT_TRANSLATE_NOOP("Atajos", "Sumar: la jugada calculada o los puntos escritos a mano")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+M"),
     QT_TRANSLATE_NOOP("Atajos", "Escribir los puntos a mano (Intro suma)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+P"),
     QT_TRANSLATE_NOOP("Atajos", "Pasar")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+C"),
     QT_TRANSLATE_NOOP("Atajos", "Cambiar")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+R"),
     QT_TRANSLATE_NOOP("Atajos", "Palabra retirada")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Retroceso"),
     QT_TRANSLATE_NOOP("Atajos", "Deshacer la última línea")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+N"),
     QT_TRANSLATE_NOOP("Atajos", "Penalización")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+I"),
     QT_TRANSLATE_NOOP("Atajos", "Impugnación fallida: premio a quien jugó (si la partida lo lleva)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+F"),
     QT_TRANSLATE_NOOP("Atajos", "Terminar la partida")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+M"),
     QT_TRANSLATE_NOOP("Atajos", "Duplicada: anotar la jugada calculada como jugada maestra")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Alt+M"),
     QT_TRANSLATE_NOOP("Atajos", "Duplicada: buscar la jugada maestra con el atril de la ronda")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+S (duplicada)"),
     QT_TRANSLATE_NOOP("Atajos", "Escribir los puntos en la siguiente casilla vacía de la ronda")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Alt+N / Ctrl+Alt+S"),
     QT_TRANSLATE_NOOP("Atajos", "Duplicada: nueva ronda con el atril escrito / sortear el atril")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Alt+O / Ctrl+Alt+C"),
     QT_TRANSLATE_NOOP("Atajos", "Duplicada: otra partida, mismas personas / copiar la clasificación")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Alt+P (sala)"),
     QT_TRANSLATE_NOOP("Atajos", "Sala con arbitraje: anotar papeletas (la mesa y la papeleta)")),
    (QT_TRANSLATE_NOOP("Atajos", "= · -7 · =30 (papeleta)"),
     QT_TRANSLATE_NOOP("Atajos", "Sala: la maestra · cero con su motivo («-» los lista) · puntos del árbitro")),
    (QT_TRANSLATE_NOOP("Atajos", "↑ / ↓ (mesa o papeleta)"),
     QT_TRANSLATE_NOOP("Atajos", "Sala: la mesa anterior o siguiente sin papeleta")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+W"),
     QT_TRANSLATE_NOOP("Atajos", "Sala: dar un aviso a la mesa elegida")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+P (sala)"),
     QT_TRANSLATE_NOOP("Atajos", "Sala: penalización a la mesa elegida (Ctrl+P es «Imprimir»)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Alt+V (sala)"),
     QT_TRANSLATE_NOOP("Atajos", "Sala: la clasificación entera en su ventana (parciales, copiar y CSV)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+S (Tantrix)"),
     QT_TRANSLATE_NOOP("Atajos", "Anotar la línea y el circuito del participante elegido (Intro en las cifras)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+S / Ctrl+Alt+E (4 en letras)"),
     QT_TRANSLATE_NOOP("Atajos", "Gana la partida con la palabra escrita / empate con el área llena")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Alt+P (Tantrix, 4 en letras)"),
     QT_TRANSLATE_NOOP("Atajos", "Copiar la planilla")),
    (QT_TRANSLATE_NOOP("Atajos", "F8"),
     QT_TRANSLATE_NOOP("Atajos", "Mostrar u ocultar el panel de fichas")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+L"),
     QT_TRANSLATE_NOOP("Atajos", "Comprobar las palabras en una lista abierta (activar o desactivar)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+I / Ctrl+E"),
     QT_TRANSLATE_NOOP("Atajos", "Importar GCG / Exportar GCG")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+P"),
     QT_TRANSLATE_NOOP("Atajos", "Imprimir (hojas en blanco, control de fichas o la partida abierta)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+R (ventana del director)"),
     QT_TRANSLATE_NOOP("Atajos", "Volver a leer la carpeta del torneo")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+C (ventana del director)"),
     QT_TRANSLATE_NOOP("Atajos", "Copiar las líneas de TSH («addscore») de la ronda")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+Mayús+S (ventana del director)"),
     QT_TRANSLATE_NOOP("Atajos", "Guardar las líneas de TSH en un archivo (para pasarlo a TSH)")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+P (ventana del director)"),
     QT_TRANSLATE_NOOP("Atajos", "Imprimir los emparejamientos de la ronda o la clasificación")),
    (QT_TRANSLATE_NOOP("Atajos", "Intro (ventana del director)"),
     QT_TRANSLATE_NOOP("Atajos", "Decidir el conflicto elegido, en la lista o en una mesa en conflicto")),
    (QT_TRANSLATE_NOOP("Atajos", "Ctrl+W (ventana del director)"),
     QT_TRANSLATE_NOOP("Atajos", "Cerrar la ventana del director")),
    (QT_TRANSLATE_NOOP("Atajos", "F11"),
     QT_TRANSLATE_NOOP("Atajos", "Pantalla completa")),
    (QT_TRANSLATE_NOOP("Atajos", "F1"),
     QT_TRANSLATE_NOOP("Atajos", "Esta lista de atajos")),
)


def texto_atajos(extra: Sequence[tuple[str, str]] = ()) -> str:
    """La tabla de atajos; ``extra``: filas ya traducidas de los paneles (p. ej. los relojes, que se cambian)."""
    filas = "".join(
        f"<tr><td><b>{escape(translate('Atajos', a))}</b></td><td>{escape(translate('Atajos', b))}</td></tr>"
        for a, b in ATAJOS
    ) + "".join(f"<tr><td><b>{escape(a)}</b></td><td>{escape(b)}</td></tr>" for a, b in extra)
    titulo = translate("Acerca", "Atajos de teclado")
    return f'<h3>{escape(titulo)}</h3><table cellspacing="0" cellpadding="4">{filas}</table>'


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
