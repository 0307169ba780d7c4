"""Piezas de widgets que repiten las hojas (clásica, duplicada, Tantrix y «4 en letras»), para que se vean
igual: botones, el título y la nota de arriba, los recuadros de avisos y errores, y la capa del panel."""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication, QIntValidator, QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app_planilla.nucleo.clasica.eventos import MAX_PUNTOS_JUGADA

COLORES_AVISO = ("#fff4d6", "#5c4400", "#f0d58c")
"""Fondo, texto y borde del recuadro de avisos (amarillo)."""
COLORES_ERROR = ("#fdecea", "#8a1c12", "#f1b0a8")
"""Fondo, texto y borde del recuadro de errores (rojo)."""


def boton(texto: str, nombre: str, principal: bool = False, *, relleno: int = 14) -> QPushButton:
    """Un botón que no se activa con Intro; el principal, en negrita (``relleno``: px a cada lado)."""
    b = QPushButton(texto)
    b.setObjectName(nombre)
    b.setAutoDefault(False)
    if principal:
        b.setStyleSheet(f"QPushButton {{ font-weight: bold; padding: 4px {relleno}px; }}")
    return b


def etiqueta_titulo(nombre: str) -> QLabel:
    """El título de la hoja (turno, estado…): grande, en negrita y verde."""
    titulo = QLabel()
    titulo.setObjectName(nombre)
    fuente = titulo.font()
    fuente.setPixelSize(17)
    fuente.setBold(True)
    titulo.setFont(fuente)
    titulo.setStyleSheet("color: #24493f;")
    titulo.setWordWrap(True)
    return titulo


def etiqueta_nota(nombre: str) -> QLabel:
    """La nota gris bajo el título (reglas de la partida)."""
    nota = QLabel()
    nota.setObjectName(nombre)
    nota.setWordWrap(True)
    nota.setStyleSheet("color: #5a5a5a;")
    return nota


def etiqueta_aviso(nombre: str, colores: tuple[str, str, str]) -> QLabel:
    """Un recuadro de avisos o errores (``COLORES_AVISO``, ``COLORES_ERROR``), oculto hasta que tenga texto."""
    fondo, color, borde = colores
    etiqueta = QLabel()
    etiqueta.setObjectName(nombre)
    etiqueta.setWordWrap(True)
    etiqueta.setStyleSheet(f"QLabel {{ background: {fondo}; color: {color}; border: 1px solid {borde};"
                           " border-radius: 4px; padding: 5px 7px; }")
    etiqueta.hide()
    return etiqueta


def mostrar_texto(etiqueta: QLabel, texto: str | None) -> None:
    """Avisos y errores de un panel: la etiqueta dice ``texto`` y solo ocupa sitio si hay algo que decir."""
    etiqueta.setText(texto or "")
    etiqueta.setVisible(bool(texto))


def capa_panel(panel: QWidget) -> QVBoxLayout:
    """La capa vertical de un panel de hoja, con los márgenes de todas."""
    capa = QVBoxLayout(panel)
    capa.setContentsMargins(8, 6, 8, 8)
    capa.setSpacing(6)
    return capa


def cabecera_panel(panel: QWidget, nombre: str, nombre_titulo: str,
                   nombre_nota: str) -> tuple[QVBoxLayout, QLabel, QLabel]:
    """Nombra el panel y le pone su capa con el título y la nota arriba; devuelve los tres."""
    panel.setObjectName(nombre)
    capa = capa_panel(panel)
    titulo = etiqueta_titulo(nombre_titulo)
    capa.addWidget(titulo)
    nota = etiqueta_nota(nombre_nota)
    capa.addWidget(nota)
    return capa, titulo, nota


def rejilla_botones(capa: QBoxLayout, filas: list[list[QPushButton | tuple[QPushButton, int]]],
                    espacio: int = 4) -> None:
    """Los botones de abajo de una hoja, fila a fila; ``(botón, n)`` ocupa ``n`` columnas."""
    rejilla = QGridLayout()
    rejilla.setSpacing(espacio)
    for fila, botones in enumerate(filas):
        columna = 0
        for b in botones:
            b, ancho = b if isinstance(b, tuple) else (b, 1)
            rejilla.addWidget(b, fila, columna, 1, ancho)
            columna += ancho
    capa.addLayout(rejilla)


def campo_puntos_a_mano(nombre: str, marca: str, ayuda: str, ancho: int) -> QLineEdit:
    """El campo estrecho de los puntos escritos a mano (0 a ``MAX_PUNTOS_JUGADA``) junto a la jugada calculada."""
    puntos = QLineEdit()
    puntos.setObjectName(nombre)
    puntos.setValidator(QIntValidator(0, MAX_PUNTOS_JUGADA, puntos))
    puntos.setPlaceholderText(marca)
    puntos.setToolTip(ayuda)
    puntos.setMaximumWidth(ancho)
    return puntos


def campo_numero(nombre: str, minimo: int, maximo: int, sufijo: str, *, prefijo: str = "", especial: str = "",
                 ayuda: str = "") -> QSpinBox:
    """Una casilla de número de ``minimo`` a ``maximo`` con su sufijo (y, si se dan, prefijo, el texto que se ve
    en el mínimo y la ayuda)."""
    caja = QSpinBox()
    caja.setObjectName(nombre)
    caja.setRange(minimo, maximo)
    caja.setPrefix(prefijo)
    caja.setSuffix(sufijo)
    caja.setSpecialValueText(especial)
    caja.setToolTip(ayuda)
    return caja


def buscar_boton(panel: QWidget, texto: str) -> QPushButton:
    """El botón del panel con ese texto (como lo buscaría quien juega); ``LookupError`` si no hay."""
    for b in panel.findChildren(QPushButton):
        if b.text() == texto:
            return b
    raise LookupError(texto)


def accion_de_menu(ventana: QWidget, menu: QMenu, texto: str, funcion: object,
                   atajo: str | None, *, activa: bool = True) -> QAction:
    """Una entrada del menú de una hoja. Va también en la ventana para que su atajo valga con el menú cerrado;
    las hojas que no siempre llevan partida la crean inactiva (``activa=False``)."""
    a = QAction(texto, ventana)
    if atajo:
        a.setShortcut(QKeySequence(atajo))
    a.triggered.connect(funcion)
    if not activa:
        a.setEnabled(False)
    ventana.addAction(a)
    menu.addAction(a)
    return a


class TextosHojas(QObject):
    """Los textos que repiten las hojas, con su contexto de traducción. Es un ``QObject`` solo para
    ``TextosHojas.tr``: ``pyside6-lupdate`` reconoce los plurales (``%n``) de ``tr``, no los de ``translate``."""

    @staticmethod
    def puntos(n: int) -> str:
        """``12 puntos`` (en inglés, ``1 point``); los negativos (tiempo extra), sin plural."""
        if n < 0:
            return TextosHojas.tr("{0} puntos", "negativos").format(n)
        return TextosHojas.tr("%n puntos", "", n)

    @staticmethod
    def puesto(n: int) -> str:
        """El puesto ``n`` en una casilla de la clasificación (``1.º``; en inglés, ``1``)."""
        return TextosHojas.tr("{0}.º", "puesto en una tabla").format(n)

    @staticmethod
    def puesto_y_nombre(n: int, nombre: str) -> str:
        """El puesto y el nombre en un resumen de una línea (``1.º Ana``; en inglés, ``1. Ana``)."""
        return TextosHojas.tr("{0}.º {1}", "puesto y nombre").format(n, nombre)

    @staticmethod
    def enumerar(nombres: list[str]) -> str:
        """``Ana``, ``Ana y Bea``, ``Ana, Bea y Carlos``: la «y» (y la coma) en el idioma de la interfaz."""
        if len(nombres) < 2:
            return "".join(nombres)
        return TextosHojas.tr("{0} y {1}", "el último de una lista de nombres").format(
            ", ".join(nombres[:-1]), nombres[-1])


_PALABRA_LARGA = re.compile(r"\S{25,}")


def partible(texto: str, tramo: int = 12) -> str:
    """``texto`` con un espacio de anchura cero cada ``tramo`` letras en las palabras largas: una etiqueta que parte
    líneas parte así también un nombre sin espacios (un apodo de GCG de 42 letras, un nombre de 100) en vez de
    ensanchar el panel y la ventana. Nunca entre una letra y su acento o marca (que van detrás)."""

    def partir(m: re.Match[str]) -> str:
        palabra, trozos, desde = m[0], [], 0
        for i in range(tramo, len(palabra)):
            # Las marcas (acentos sueltos, selectores de variante) y los de formato (unión de anchura cero) se
            # quedan pegados a la letra de antes.
            if i - desde >= tramo and unicodedata.category(palabra[i])[0] != "M" and unicodedata.category(
                    palabra[i]) != "Cf":
                trozos.append(palabra[desde:i])
                desde = i
        trozos.append(palabra[desde:])
        return "\u200b".join(trozos)

    return _PALABRA_LARGA.sub(partir, texto)


def nombre_en_etiqueta(nombre: str, maximo: int = 32) -> str:
    """Un nombre en un título o un marcador: hasta ``maximo`` caracteres (si no, recortado con «…»; entero queda
    en la planilla y en la barra de estado) y :func:`partible`, para que un nombre de 100 no se coma el panel."""
    if len(nombre) > maximo:
        nombre = nombre[: maximo - 1].rstrip() + "…"
    return partible(nombre)


def al_portapapeles(texto: str) -> None:
    """Copia el texto (planilla, clasificación) al portapapeles, si el sistema tiene uno."""
    portapapeles = QGuiApplication.clipboard()
    if portapapeles is not None:
        portapapeles.setText(texto)


__all__ = [
    "COLORES_AVISO",
    "COLORES_ERROR",
    "TextosHojas",
    "accion_de_menu",
    "al_portapapeles",
    "boton",
    "buscar_boton",
    "cabecera_panel",
    "campo_numero",
    "campo_puntos_a_mano",
    "capa_panel",
    "etiqueta_aviso",
    "etiqueta_nota",
    "etiqueta_titulo",
    "nombre_en_etiqueta",
    "partible",
    "rejilla_botones",
]
