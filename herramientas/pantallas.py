"""Las pantallas principales en la pantalla que tenga Qt, con capturas y la comprobación de que todo cabe.

Uso: ``.venv/bin/python herramientas/pantallas.py 1024x600 [CARPETA]``: con una pantalla ``offscreen`` de ese
tamaño (``QT_QPA_PLATFORM=offscreen:configfile=…``, que solo vale al arrancar el proceso), abre cada pantalla
principal (clásica con relojes, duplicada de 16, Tantrix, «4 en letras» y el modo proyector) como lo haría quien
abre la aplicación en esa pantalla, guarda ``CARPETA/<pantalla>-<ancho>x<alto>.png`` si se da ``CARPETA`` y
escribe en la salida un problema por línea (nada si todo cabe). ``tests/ui/test_pantallas.py`` la ejecuta en
un proceso por tamaño de pantalla.

Con la interfaz en inglés (``PLANILLA_IDIOMA=en``) las partidas de palabras son de la edición inglesa, con
nombres y palabras en inglés, para que se vean su notación y sus rótulos (las capturas de
``docs/pantallas/en/``); Tantrix y «4 en letras» son los mismos juegos, con los nombres en inglés. En inglés
también dice cada texto a la vista que siga en español.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

TAMANO = re.compile(r"(\d+)x(\d+)(?:@(\d+))?")
"""``1024x600``, o ``1920x1080@2`` para una pantalla 4K al 200 % (1920×1080 lógicos con dos píxeles por punto)."""


def json_pantalla(ancho: int, alto: int, dpr: float = 1.0) -> str:
    """La configuración de la plataforma ``offscreen`` con una sola pantalla de ese tamaño."""
    return json.dumps({"screens": [{"name": "pantalla", "x": 0, "y": 0, "width": ancho, "height": alto,
                                    "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": dpr}]})


_tamano = TAMANO.fullmatch(sys.argv[1]) if __name__ == "__main__" and len(sys.argv) > 1 else None
if _tamano is not None:
    _ancho, _alto, _escala = (int(n or 1) for n in _tamano.groups())
    _config = Path(tempfile.mkdtemp()) / "pantalla.json"
    _config.write_text(json_pantalla(_ancho, _alto, _escala), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_config}"
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RAIZ = Path(__file__).resolve().parent.parent
if str(RAIZ) not in sys.path:
    sys.path.insert(0, str(RAIZ))

from PySide6.QtCore import QCoreApplication, QRect, QSettings  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDockWidget,
    QLabel,
    QLineEdit,
    QTableView,
    QWidget,
)

from app_planilla.ui.aplicacion import crear_ventana, preparar  # noqa: E402
from app_planilla.ui.ventana import FILAS_CON_RELOJES, FILAS_MINIMAS, VentanaPrincipal  # noqa: E402

NOMBRES = {
    "es": ("Ana", "Bea", "Carlos", "Dani", "Elena", "Fran", "Gema", "Hugo", "Inés", "Javier", "Karen", "Luis",
           "Marta", "Nico", "Olga", "Pablo"),
    "en": ("Alice", "Bob", "Charlie", "Diana", "Edward", "Fiona", "George", "Hannah", "Isaac", "Julia", "Kevin",
           "Laura", "Michael", "Nora", "Oliver", "Penny"),
}
"""Los participantes de las escenas, en el idioma de la interfaz."""
COLORES_TANTRIX = {"es": ("Verde", "Azul", "Rojo", "Amarillo"), "en": ("Green", "Blue", "Red", "Yellow")}
ATRILES = {"es": ("ZARELOS", "ELOSTIA", "IRNDUEC"), "en": ("RETAINS", "OUTLINE", "GARDENS")}
"""Los atriles de las tres rondas de la duplicada de 16."""
EN_EL_TABLERO = {"es": (), "en": (("H4", "QUEEN", False), ("F5", "EM", True), ("G8", "SOW", True))}
"""Las jugadas de la clásica con relojes que se colocan en el tablero (casilla FISE, fichas nuevas como se
teclean en el tablero, que salta las que ya están, y si es vertical): EMU y SNOW; en español se anotan solo los
puntos, como siempre."""


def _idioma() -> str:
    """El idioma de la interfaz (``preparar`` ya lo eligió): el de los nombres y palabras de las escenas."""
    from app_planilla.nucleo.idioma import actual

    return actual()


def _edicion() -> str:
    """La edición de las partidas de palabras: la inglesa si la interfaz está en inglés."""
    return "en" if _idioma() == "en" else "es"



def _ventana(ajustes: QSettings, datos: Path) -> VentanaPrincipal:
    # La ventana, ya con la edición de las partidas (Ver ▸ Edición), como la tendría un club de ese idioma.
    ajustes.setValue("edicion", _edicion())
    v = crear_ventana(ajustes, datos=datos)
    v.confirmar = lambda pregunta: True
    v.show()
    QApplication.processEvents()
    v.setProperty("tamano_al_abrir", v.size())  # la partida y sus columnas no deben cambiarlo
    return v


def clasica_con_relojes(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    from app_planilla.nucleo.clasica.planilla import nueva_partida
    from app_planilla.nucleo.relojes import PRESET_FISE, PRESET_INGLES

    v = _ventana(ajustes, datos)
    nombres = list(NOMBRES[_idioma()][:2])
    if _edicion() == "en":
        v.sesion.nueva(nueva_partida(nombres, edicion="en"), PRESET_INGLES)
    else:
        v.sesion.nueva(nueva_partida(nombres, reglas="fise"), PRESET_FISE)
    v.relojes.sonidos.con_audio = False
    jugadas = EN_EL_TABLERO[_idioma()]
    for casilla, palabra, vertical in jugadas:
        v.vista_tablero.tocar(casilla)
        if vertical:
            v.vista_tablero.tocar(casilla)
        v.vista_tablero.escribir(palabra)
        v.hoja.sumar()
    for i in range(3 - len(jugadas)):
        v.hoja.panel.puntos.setText(str(10 + i))
        v.hoja.sumar()
    return v, v.hoja.panel


def duplicada_de_16(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    v = _ventana(ajustes, datos)
    nombres = NOMBRES[_idioma()]
    v.sesion.nueva(nueva_duplicada(nombres, edicion=_edicion()))
    dup = v.duplicada
    dup.sonidos.con_audio = False
    c = dup.controlador
    # Tres rondas bastan: lo que se mira es cuántas filas caben a la vista, no cuántas hay.
    for ronda, atril in enumerate(ATRILES[_idioma()]):
        c.nueva_ronda(atril)
        c.anotar_maestra_puntos(30 + ronda)
        for n in range(len(nombres)):
            c.escribir_puntos(n, 10 + n)
    return v, dup.panel


PALABRAS_LARGAS = {
    "es": ("DESCONOCIMIENTO", "H4", "QUE", "10A", "ELECTRIZANTES", "O1", "CHURRERIAS", "3C", "ZAS", "K11",
           "JAMONCILLOS", "15A", "BEBEDORES", "B2", "PIJAMA", "M9", "AÑORANZAS", "7G", "LLAVE"),
    "en": ("OVERSIMPLIFYING", "H4", "QUA", "10A", "EXTRAVAGANZAS", "O1", "BEWILDERED", "3C", "ZAX", "K11",
           "CAMOUFLAGED", "15A", "QUARTERED", "B2", "SPHINX", "M9", "JUXTAPOSE", "7G", "KNAVE"),
}
"""Jugadas de una partida larga: palabras de hasta 15 letras (en español, con dígrafos) y coordenadas (FISE,
como se guardan) de tres caracteres."""
MOTIVO_LARGO = {
    "es": "Consultó la lista de palabras durante la partida sin permiso del árbitro, tras avisarle",
    "en": "Checked the word list during the game without the director's permission, after a warning",
}
ATRIL_FINAL = {"es": "QXÑLLRR", "en": "QXZJKVW"}


def clasica_larga(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """Una clásica larga y terminada: palabras largas, una retirada, una penalización con un motivo largo y el
    ajuste final con las letras del atril; ninguna casilla corta una jugada."""
    from app_planilla.nucleo.clasica.planilla import nueva_partida

    v = _ventana(ajustes, datos)
    idioma = _idioma()
    v.sesion.nueva(nueva_partida(list(NOMBRES[idioma][:2]), edicion=_edicion()))
    c = v.hoja.controlador
    palabras = PALABRAS_LARGAS[idioma]
    jugadas = list(zip(palabras[1::2], palabras[0::2], strict=False))
    for i, (coordenada, palabra) in enumerate(jugadas):
        c.anotar(20 + 3 * i, coordenada, palabra)
        if i == 4:
            c.retirar_ultima_jugada()
        if i == 6:
            c.penalizar(0, 10, MOTIVO_LARGO[idioma])
    c.terminar(["", ATRIL_FINAL[idioma]])
    return v, v.hoja.panel


def duplicada_larga(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """Una duplicada de tres con maestras largas (palabras de 15 letras, coordenadas de tres caracteres)."""
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    v = _ventana(ajustes, datos)
    v.sesion.nueva(nueva_duplicada(NOMBRES[_idioma()][:3], edicion=_edicion()))
    dup = v.duplicada
    dup.sonidos.con_audio = False
    c = dup.controlador
    palabras = PALABRAS_LARGAS[_idioma()]
    jugadas = list(zip(palabras[1::2], palabras[0::2], strict=False))
    for ronda, (coordenada, palabra) in enumerate(jugadas):
        c.nueva_ronda("")
        c.anotar_maestra_puntos(40 + ronda, coordenada, palabra)
        for n in range(3):
            c.escribir_puntos(n, 10 + n + ronda)
    return v, dup.panel


MAESTRAS_4 = {
    "es": (("H4", "ZARELOS", 82), ("5E", "LOSETA", 24), ("10C", "CHURRAS", 96), ("K11", "AÑORANZA", 77)),
    "en": (("H4", "RETAINS", 72), ("5E", "OUTLINE", 76), ("10C", "GARDENS", 84), ("K11", "QUARTERED", 92)),
}
ATRILES_4 = {"es": ("ZARELOS", "LOSETAI", "CHURRAS", "AÑORANZ"), "en": ("RETAINS", "OUTLINE", "GARDENS", "QUARTER")}
"""Cuatro rondas como las de un club: atriles de siete fichas (uno con dígrafos), maestras de hasta nueve letras
y coordenadas de tres caracteres."""


def duplicada_de_4(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """Una duplicada de cuatro, con sus totales de tres cifras: todas las columnas a la vista, sin desplazarse."""
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    v = _ventana(ajustes, datos)
    v.sesion.nueva(nueva_duplicada(NOMBRES[_idioma()][2:6], edicion=_edicion()))
    dup = v.duplicada
    dup.sonidos.con_audio = False
    c = dup.controlador
    for (coordenada, palabra, puntos), atril in zip(MAESTRAS_4[_idioma()], ATRILES_4[_idioma()], strict=True):
        c.nueva_ronda(atril)
        c.anotar_maestra_puntos(puntos, coordenada, palabra)
        for n in range(4):
            c.escribir_puntos(n, puntos - 3 * n)
    return v, dup.panel


def clasica_de_4(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """Una clásica de cuatro con totales de tres cifras: todas las columnas a la vista, sin desplazarse."""
    from app_planilla.nucleo.clasica.planilla import nueva_partida

    v = _ventana(ajustes, datos)
    v.sesion.nueva(nueva_partida(list(NOMBRES[_idioma()][2:6]), edicion=_edicion()))
    c = v.hoja.controlador
    for i in range(16):
        c.anotar(20 + i, "", "")
    return v, v.hoja.panel


def tantrix(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    from app_planilla.nucleo.juegos.tantrix import nueva_tantrix

    v = _ventana(ajustes, datos)
    v.sesion.nueva(nueva_tantrix(COLORES_TANTRIX[_idioma()]))
    return v, v.juegos.tantrix.panel


def cuatro_letras(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    from app_planilla.nucleo.juegos.cuatro_letras import nueva_cuatro_letras

    v = _ventana(ajustes, datos)
    v.sesion.nueva(nueva_cuatro_letras(NOMBRES[_idioma()][:6]))
    return v, v.juegos.cuatro_letras.panel


def tantrix_con_relojes(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    from app_planilla.nucleo.juegos.tantrix import nueva_tantrix
    from app_planilla.nucleo.relojes import PRESET_FISE

    v = _ventana(ajustes, datos)
    v.sesion.nueva(nueva_tantrix(COLORES_TANTRIX[_idioma()]), PRESET_FISE)
    v.relojes.sonidos.con_audio = False
    return v, v.juegos.tantrix.panel


def cuatro_letras_con_relojes(cuantos: int) -> Callable[[QSettings, Path], tuple[VentanaPrincipal, QWidget | None]]:
    """«4 en letras» de ``cuantos`` con relojes: un reloj por participante, que no deben agrandar la ventana."""

    def escena(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
        from app_planilla.nucleo.juegos.cuatro_letras import nueva_cuatro_letras
        from app_planilla.nucleo.relojes import PRESET_FISE

        v = _ventana(ajustes, datos)
        v.sesion.nueva(nueva_cuatro_letras(NOMBRES[_idioma()][:cuantos]), PRESET_FISE)
        v.relojes.sonidos.con_audio = False
        return v, v.juegos.cuatro_letras.panel

    return escena


def proyector(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    v, _ = clasica_con_relojes(ajustes, datos)
    p = v.relojes.abrir_proyector()
    QApplication.processEvents()
    return v, p


def relojes_tras_cierre_brusco(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """La partida con relojes reabierta tras un cierre brusco (otra ventana sin cerrar la primera): los relojes
    vuelven en pausa con la nota del tiempo perdido, que no debe tapar las cifras."""
    v, _ = clasica_con_relojes(ajustes, datos)
    v.relojes.pulsar()
    v.hoja.panel.puntos.setText("20")
    v.hoja.sumar()  # foto con el reloj en marcha
    otra = _ventana(ajustes, datos)
    otra.setProperty("tamano_al_abrir", v.property("tamano_al_abrir"))
    v.hide()
    return otra, otra.hoja.panel


def atajos(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """«Atajos de teclado» (F1) con una partida con relojes: la lista más larga."""
    from app_planilla.ui.acerca import DialogoTexto, texto_atajos

    v, _ = clasica_con_relojes(ajustes, datos)
    d = DialogoTexto(QCoreApplication.translate("Acciones", "Atajos de teclado"), texto_atajos(v.filas_atajos()), v)
    d.show()
    QApplication.processEvents()
    return v, d


def nueva_duplicada_de_16(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """«Nueva partida…» para una duplicada de 16 con reloj a medida (el diálogo más alto)."""
    from app_planilla.ui.hojas.dialogo_nueva_partida import DialogoNuevaPartida

    v = _ventana(ajustes, datos)
    d = DialogoNuevaPartida(v, codigo_edicion=v.edicion.codigo)  # como lo abre la sesión
    d.tipo.setCurrentIndex(d.tipo.findData("duplicada"))
    d.cuantos.setValue(16)
    d.show()
    QApplication.processEvents()
    return v, d


NOMBRES_SALA_EN = (("Alice", "Bob", "Charlie", "Diana", "Edward", "Fiona", "George", "Hannah", "Isaac", "Julia",
                    "Kevin", "Laura", "Michael", "Nora", "Oliver", "Penny", "Quentin", "Rachel", "Simon", "Tina"),
                   ("Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright"))
"""Los inscritos de la sala con la interfaz en inglés (la partida sigue siendo la sembrada, en español)."""


def _inscritos_sala() -> list[Any]:
    """Los 200 de ``tests/sala_teclado.py``; con la interfaz en inglés, con nombres y clubes en inglés."""
    from dataclasses import replace

    from tests import sala_teclado as sala_sembrada

    inscritos = list(sala_sembrada.inscritos())
    if _idioma() == "en":
        nombres = [f"{a} {b}" for b in NOMBRES_SALA_EN[1] for a in NOMBRES_SALA_EN[0]]
        clubes = ("London Club", "Oxford Words", "Bristol Tiles", "York Scrabble")
        inscritos = [replace(x, nombre=nombres[i], club=clubes[i % 4]) for i, x in enumerate(inscritos)]
    return inscritos


def sala_de_200(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """Una sala con arbitraje de 200 en la ronda 10 (``tests/sala_teclado.py``): nueve rondas cerradas, la
    décima a medias y una papeleta recién juzgada, con la vista de anotación."""
    from app_planilla.nucleo.duplicada.inscripcion import Inscrito
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
    from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
    from app_planilla.ui.hojas.duplicada.modelo_sala import MOTIVOS_POR_CLAVE
    from tests import sala_teclado as sala_sembrada

    v = _ventana(ajustes, datos)
    # La partida se arma en el núcleo y se abre (como una guardada): así la escena tarda medio segundo.
    p = PlanillaDuplicada(nueva_sala([Inscrito(x.nombre, x.mesa, x.licencia, x.club) for x in _inscritos_sala()],
                                     reglas_arbitraje("fise")))
    # En inglés, hasta la 8: la maestra de la 9 deja una Ñ en el tablero (la partida sembrada es española).
    rondas = sala_sembrada.rondas(cuantas=10 if _idioma() == "es" else 8)
    for n, ronda in enumerate(rondas):
        p.nueva_ronda(ronda.atril)
        p.anotar_maestra(ronda.coordenada, ronda.palabra)
        for que, quienes in ronda.grupos():
            if n == len(rondas) - 1:
                quienes = tuple(i for i in quienes if i >= 60)  # la última, a medias: faltan las 60 primeras
            if not quienes or que == "sin_papeleta":
                continue
            if que == "maestra":
                p.anotar_maestra_a(quienes)
            elif que in sala_sembrada.CEROS:
                p.anotar_cero(quienes, MOTIVOS_POR_CLAVE[str(sala_sembrada.CEROS[que])])
            else:
                p.anotar_papeleta(quienes, que)
        if n < len(rondas) - 1:
            p.cerrar_ronda()
    v.sesion.abrir(v.sesion.almacen.importar(p))
    dup = v.duplicada
    dup.sonidos.con_audio = False
    entrada = dup.entrada
    entrada.proponer()
    papeleta = dup.panel.sala.papeleta
    ultima = rondas[-1].papeletas
    otra = next(x.texto for x in ultima if x.tipo == "otra")
    desplazada = next((x.texto for x in ultima if x.tipo == "desplazada"), otra)
    for texto in ("=", "=", otra, desplazada):  # la última, una coordenada desplazada: «vale en…»
        papeleta.setText(texto)
        entrada.enviar()
    papeleta.setFocus()
    QApplication.processEvents()
    return v, dup.panel.sala


def nueva_sala_de_200(ajustes: QSettings, datos: Path) -> tuple[VentanaPrincipal, QWidget | None]:
    """«Nueva partida…» de una sala con 200 inscritos pegados, dos con errores."""
    from app_planilla.ui.hojas.dialogo_nueva_partida import SALA, DialogoNuevaPartida

    v = _ventana(ajustes, datos)
    d = DialogoNuevaPartida(v, codigo_edicion=v.edicion.codigo)
    d.tipo.setCurrentIndex(d.tipo.findData(SALA))
    lineas = [f"{x.nombre}\t{x.licencia}\t{x.club}\t{x.mesa}" for x in _inscritos_sala()]
    lineas[3] = "\t\t\t300"
    lineas[7] = lineas[7].rsplit("\t", 1)[0] + "\t1"
    d.show()  # como quien lo abre y luego pega la lista
    QApplication.processEvents()
    d.inscritos.texto.setPlainText("\n".join(lineas))
    d.inscritos.leer()
    QApplication.processEvents()
    return v, d


PANTALLAS: dict[str, Callable[[QSettings, Path], tuple[VentanaPrincipal, QWidget | None]]] = {
    "clasica-relojes": clasica_con_relojes,
    "duplicada-16": duplicada_de_16,
    "duplicada-4": duplicada_de_4,
    "clasica-4": clasica_de_4,
    "tantrix": tantrix,
    "cuatro-letras": cuatro_letras,
    "tantrix-relojes": tantrix_con_relojes,
    "cuatro-letras-relojes-2": cuatro_letras_con_relojes(2),
    "cuatro-letras-relojes-6": cuatro_letras_con_relojes(6),
    "cuatro-letras-relojes-16": cuatro_letras_con_relojes(16),
    "proyector": proyector,
    "relojes-tras-cierre": relojes_tras_cierre_brusco,
    "atajos": atajos,
    "nueva-duplicada-16": nueva_duplicada_de_16,
    "clasica-larga": clasica_larga,
    "duplicada-larga": duplicada_larga,
    "sala-entrada": sala_de_200,
    "nueva-sala": nueva_sala_de_200,
}
DIALOGOS = ("proyector", "atajos", "nueva-duplicada-16", "nueva-sala")
"""Las que se comprueban (y se capturan) por su ventana propia, no por la principal."""


def _visibles(raiz: QWidget) -> Iterator[QWidget]:
    """Botones y campos a la vista (no los de dentro de tablas y áreas con barra: esos se desplazan)."""
    for w in raiz.findChildren(QWidget):
        if not isinstance(w, QAbstractButton | QLineEdit) or not w.isVisibleTo(raiz) or not w.isVisible():
            continue
        if not _detras(w, raiz, areas=True):
            yield w


def _detras(w: QWidget, raiz: QWidget, *, areas: bool = False) -> bool:
    """Si ``w`` está en un panel en una pestaña que no es la de delante (o, con ``areas``, dentro de un área que
    se desplaza)."""
    padre = w.parentWidget()
    while padre is not None and padre is not raiz:
        if isinstance(padre, QDockWidget) and padre.visibleRegion().isEmpty():
            return True
        if areas and isinstance(padre, QAbstractScrollArea):
            return True
        padre = padre.parentWidget()
    return False


def _nombre(w: QWidget) -> str:
    texto = w.text() if isinstance(w, QAbstractButton | QLineEdit) else ""
    return f"{type(w).__name__} «{texto or w.objectName()}»"


def problemas(raiz: QWidget) -> list[str]:
    """Lo que no cabe: la ventana fuera de la pantalla o un botón o campo cortado por quien lo contiene."""
    salida = []
    pantalla = raiz.screen().availableGeometry()
    marco = raiz.frameGeometry()
    if not pantalla.contains(marco):
        salida.append(f"la ventana {marco.getRect()} no cabe en la pantalla {pantalla.getRect()}")
    for w in _visibles(raiz):
        rect = QRect(0, 0, w.width(), w.height())
        hijo, padre = w, w.parentWidget()
        while padre is not None:
            rect = rect.translated(hijo.pos())
            if not QRect(0, 0, padre.width(), padre.height()).contains(rect):
                salida.append(f"{_nombre(w)} se corta en {_nombre(padre)}: {rect.getRect()} fuera de "
                              f"{padre.width()}×{padre.height()}")
                break
            if padre is raiz:
                break
            hijo, padre = padre, padre.parentWidget()
        if isinstance(w, QAbstractButton) and w.height() < w.minimumSizeHint().height() - 2:
            salida.append(f"{_nombre(w)} más bajo ({w.height()}) que su texto ({w.minimumSizeHint().height()})")
        if w.width() < w.minimumSizeHint().width() - 2:
            salida.append(f"{_nombre(w)} más estrecho ({w.width()}) que su texto ({w.minimumSizeHint().width()})")
    for etiqueta in raiz.findChildren(QLabel):
        # Un texto de una línea (las cifras de un reloj, un título) más bajo que su letra sale cortado.
        visible = etiqueta.isVisible() and etiqueta.text() and not etiqueta.wordWrap()
        if visible and not _detras(etiqueta, raiz) and etiqueta.height() < etiqueta.sizeHint().height() - 2:
            salida.append(f"QLabel «{etiqueta.text()[:20]}» cortada: {etiqueta.height()} de alto para "
                          f"{etiqueta.sizeHint().height()}")
    return salida


ESPANOL = re.compile(r"[áéíóúñ¿¡«»]|\b(de|del|la|las|los|el|con|sin|una?|partida|puntos?|jugada|tablero|ronda|"
                     r"fichas?|relojes?|turno|casilla|letras)\b", re.IGNORECASE)
"""Señales de un texto en español (letras, signos y palabras que el inglés no usa)."""
NOMBRES_PROPIOS = ("4 en letras",)
"""Nombres que no se traducen (el del juego, como «Tantrix»)."""


def _textos(w: QWidget) -> Iterator[str]:
    """Lo que se lee de ``w``: su texto, su ayuda emergente, sus pestañas, su título de panel, sus casillas."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QComboBox, QMainWindow, QTabBar

    yield w.toolTip()
    if isinstance(w, QLabel | QAbstractButton):
        yield w.text()
    elif isinstance(w, QLineEdit):
        yield from (w.text(), w.placeholderText())
    elif isinstance(w, QComboBox):
        yield w.currentText()
    elif isinstance(w, QTabBar):
        yield from (w.tabText(i) for i in range(w.count()))
    elif isinstance(w, QDockWidget):
        yield w.windowTitle()
    elif isinstance(w, QMainWindow):
        yield w.statusBar().currentMessage()
    elif type(w).__name__ == "Rotulo":  # las etiquetas de la sala, que se pintan ellas mismas
        yield w.text()
    elif isinstance(w, QTableView):
        modelo = w.model()
        for col in range(modelo.columnCount()):
            yield str(modelo.headerData(col, Qt.Orientation.Horizontal) or "")
            yield from (str(modelo.data(modelo.index(fila, col)) or "") for fila in range(modelo.rowCount()))


def en_espanol(raiz: QWidget) -> list[str]:
    """Los textos a la vista en ``raiz`` que siguen en español (con la interfaz en inglés)."""
    salida = []
    for w in [raiz, *raiz.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        for texto in _textos(w):
            limpio = texto
            for nombre in NOMBRES_PROPIOS:
                limpio = limpio.replace(nombre, "")
            if ESPANOL.search(limpio) and texto not in salida:
                salida.append(texto)
    return salida


PARTIDA_ESPANOLA = ("sala-entrada",)
"""Escenas de una partida de la edición española también con la interfaz en inglés (la sala sembrada): la Ñ de
sus fichas (en el panel de fichas) no es un texto sin traducir."""
FICHA_ESPANOLA = re.compile(r"Ñ(<sub[^>]*>\d+</sub>)?")

SIN_DESPLAZARSE = ("clasica-relojes", "clasica-larga", "clasica-4", "duplicada-4")
"""Las escenas (de hasta cuatro) cuya hoja se ve entera de ancho: todas las columnas dentro de la vista, sin barra
de desplazamiento horizontal."""
HOJAS_SIN_CORTES = ("tabla_planilla", "tabla_duplicada")
"""Las tablas de las hojas cuyas casillas nunca cortan lo que llevan (jugadas, motivos, atriles)."""


def casillas_cortadas(tabla: QTableView) -> list[str]:
    """Las casillas cuyo texto no se ve entero: no cabe en su línea o, si la tabla parte las líneas
    (``DelegadoPartido``), alguna línea no cabe, falta texto o no hay alto para todas."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetrics

    from app_planilla.ui.hojas.celdas import DelegadoPartido, alto_texto, lineas, margen_texto

    modelo = tabla.model()
    partidas = isinstance(tabla.itemDelegate(), DelegadoPartido) and tabla.wordWrap()
    m = margen_texto(tabla)
    cortadas = []
    for fila in range(modelo.rowCount()):
        for col in range(modelo.columnCount()):
            if tabla.isColumnHidden(col) or tabla.isRowHidden(fila):
                continue
            indice = modelo.index(fila, col)
            texto = modelo.data(indice)
            if not texto:
                continue
            texto = str(texto)
            fuente = modelo.data(indice, Qt.ItemDataRole.FontRole) or tabla.font()
            metrica = QFontMetrics(fuente)
            ancho = tabla.columnWidth(col) - 2 * m - 1
            if partidas:
                partes = lineas(texto, fuente, ancho)
                entero = "".join(partes).replace(" ", "") == texto.replace(" ", "")
                cabe = entero and all(metrica.horizontalAdvance(p) <= ancho for p in partes)
                cabe = cabe and alto_texto(texto, fuente, ancho) <= tabla.rowHeight(fila)
            else:
                cabe = metrica.horizontalAdvance(texto) <= ancho
            if not cabe:
                cortadas.append(f"{tabla.objectName()}: la casilla ({fila}, {col}) corta «{texto}»")
    return cortadas


def relojes_sin_llenar(proyector: QWidget) -> list[str]:
    """En el proyector los relojes se reparten el ancho de la pantalla (no se quedan en una esquina)."""
    from app_planilla.ui.relojes.vista import RelojParticipante

    cajas = [r.geometry().translated(r.parentWidget().mapTo(proyector, r.pos()) - r.pos())
             for r in proyector.findChildren(RelojParticipante) if r.isVisible()]
    if not cajas:
        return ["el proyector no muestra ningún reloj"]
    ocupado = max(c.right() for c in cajas) - min(c.left() for c in cajas)
    if ocupado < 0.8 * proyector.width():
        return [f"los relojes ocupan {ocupado} de {proyector.width()} px de ancho"]
    return []


def columnas_fuera(tabla: QTableView) -> list[str]:
    """Las columnas de ``tabla`` que no se ven enteras sin desplazarse de lado."""
    from PySide6.QtCore import Qt

    cabecera = tabla.horizontalHeader()
    fuera = []
    for col in range(tabla.model().columnCount()):
        derecha = cabecera.sectionPosition(col) + cabecera.sectionSize(col)
        if not tabla.isColumnHidden(col) and derecha > tabla.viewport().width():
            texto = tabla.model().headerData(col, Qt.Orientation.Horizontal)
            fuera.append(f"la columna «{texto}» de {tabla.objectName()} acaba en {derecha}, fuera de los "
                         f"{tabla.viewport().width()} px a la vista")
    return fuera


def filas_a_la_vista(tabla: QTableView) -> int:
    alto = tabla.verticalHeader().defaultSectionSize()
    return tabla.viewport().height() // alto


def revisar(nombre: str, carpeta: Path | None) -> list[str]:
    app = preparar()
    pantalla = app.primaryScreen().availableGeometry()
    with tempfile.TemporaryDirectory() as tmp:
        ajustes = QSettings(str(Path(tmp) / "planilla.ini"), QSettings.Format.IniFormat)
        v, panel = PANTALLAS[nombre](ajustes, Path(tmp) / "datos")
        app.processEvents()
        raices: list[QWidget] = [v]
        if nombre in DIALOGOS and panel is not None:
            raices = [panel]
        salida = [f"{nombre}: {p}" for r in raices for p in problemas(r)]
        if _idioma() == "en":
            salida.extend(f"{nombre}: en español: «{t[:80]}»" for r in raices for t in en_espanol(r)
                          if not (nombre in PARTIDA_ESPANOLA and FICHA_ESPANOLA.fullmatch(t)))
        if v.size() != v.property("tamano_al_abrir"):
            salida.append(f"{nombre}: la ventana pasó de {v.property('tamano_al_abrir').toTuple()} a "
                          f"{v.size().toTuple()} al empezar la partida")
        if nombre == "proyector" and panel is not None:
            salida.extend(f"{nombre}: {p}" for p in relojes_sin_llenar(panel))
        if nombre not in DIALOGOS and panel is not None:
            for hoja in panel.findChildren(QTableView):
                if hoja.objectName() in HOJAS_SIN_CORTES:
                    salida.extend(f"{nombre}: {c}" for c in casillas_cortadas(hoja))
            tabla = panel.findChild(QTableView)
            if nombre in SIN_DESPLAZARSE and tabla is not None:
                salida.extend(f"{nombre}: {c}" for c in columnas_fuera(tabla))
            minimas = FILAS_CON_RELOJES if nombre == "clasica-relojes" and pantalla.height() >= 768 else FILAS_MINIMAS
            if tabla is not None and filas_a_la_vista(tabla) < minimas:
                salida.append(f"{nombre}: la hoja muestra {filas_a_la_vista(tabla)} filas (al menos {minimas})")
        if carpeta is not None:
            carpeta.mkdir(parents=True, exist_ok=True)
            for r in raices:
                r.grab().save(str(carpeta / f"{nombre}-{pantalla.width()}x{pantalla.height()}.png"))
        if nombre == "proyector":
            v.relojes.cerrar_proyector()
        elif nombre in DIALOGOS and panel is not None:
            panel.close()
        v.close()
        app.processEvents()
    return salida


COLOCACIONES_RELOJ_RONDA = ("abajo", "derecha", "izquierda", "abajo-aparte", "flotante")
"""Dónde se puede acoplar «Reloj de la ronda»: abajo en pestaña con las fichas (lo de la primera vez en una
pantalla baja), en la columna de la derecha bajo la hoja, a la izquierda, abajo junto a las fichas y flotando
(arriba no: ``ZONAS``)."""


def _colocar_reloj(v: VentanaPrincipal, colocacion: str) -> bool:
    """«Reloj de la ronda» en ``colocacion``, como lo dejaría quien lo arrastra; ``False`` si ahí no cabe: Qt no
    deja soltar un panel donde la ventana no tiene el ancho o el alto que pediría (``QMainWindowLayout::hover``)."""
    from PySide6.QtCore import Qt

    dup = v.duplicada
    reloj = dup.dock_reloj
    antes = (v.saveState(), v.saveGeometry())
    reloj.setFloating(colocacion == "flotante")
    if colocacion == "derecha":
        v.splitDockWidget(dup.dock, reloj, Qt.Orientation.Vertical)
    elif colocacion == "izquierda":
        v.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, reloj)
    elif colocacion == "abajo-aparte":
        v.splitDockWidget(v.paneles["fichas"], reloj, Qt.Orientation.Horizontal)
    elif colocacion == "abajo":
        v.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, reloj)
        v.tabifyDockWidget(v.paneles["fichas"], reloj)
    reloj.show()
    reloj.raise_()
    QApplication.processEvents()
    minimo = v.minimumSizeHint()
    zona = v.screen().availableGeometry()
    if minimo.width() > zona.width() or minimo.height() > zona.height():
        v.restoreState(antes[0])
        v.restoreGeometry(antes[1])
        QApplication.processEvents()
        return False
    return True


def reloj_de_la_ronda(carpeta: Path | None) -> list[str]:
    """Las llamadas del reloj de la ronda (1:00, 0:30, «¡Alcen!», 0:00, en pausa, otra duración, la nota de
    tiempo perdido) no cambian el tamaño de la ventana ni la sacan de la pantalla, en cada sitio donde se puede
    acoplar el reloj."""
    preparar()
    salida = []
    for colocacion in COLOCACIONES_RELOJ_RONDA:
        with tempfile.TemporaryDirectory() as tmp:
            salida.extend(f"reloj-ronda {colocacion}: {p}" for p in _llamadas_en(colocacion, Path(tmp), carpeta))
    return salida


def _llamadas_en(colocacion: str, tmp: Path, carpeta: Path | None) -> list[str]:
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    pantalla = QApplication.primaryScreen().availableGeometry()
    reloj = [0.0]
    ajustes = QSettings(str(tmp / "planilla.ini"), QSettings.Format.IniFormat)
    ajustes.setValue("edicion", _edicion())
    v = crear_ventana(ajustes, datos=tmp / "datos", fuente_tiempo=lambda: reloj[0])
    v.confirmar = lambda pregunta: True
    v.show()
    QApplication.processEvents()
    v.sesion.nueva(nueva_duplicada(NOMBRES[_idioma()][:4], edicion=_edicion()))
    dup = v.duplicada
    dup.sonidos.con_audio = False
    dup.voz.activa = False
    t = dup.temporizador
    QApplication.processEvents()
    salida: list[str] = []
    if not _colocar_reloj(v, colocacion):
        salida = problemas(v)
        v.close()
        return salida
    tamano, marco_reloj = v.size(), dup.dock_reloj.frameGeometry()

    def paso(que: str, segundos: float | None = None) -> None:
        if segundos is not None:
            reloj[0] = segundos
        t.actualizar()
        QApplication.processEvents()
        vista = f"{que} «{t.llamada.text() or t.cifras.text()}»"
        if v.size() != tamano:
            salida.append(f"{vista}: la ventana pasó de {tamano.toTuple()} a {v.size().toTuple()}")
        if not pantalla.contains(v.frameGeometry()):
            salida.append(f"{vista}: la ventana se sale de la pantalla")
        if dup.dock_reloj.isFloating() and dup.dock_reloj.frameGeometry() != marco_reloj:
            salida.append(f"{vista}: el reloj flotante cambió de tamaño")

    t.alternar()
    paso("en marcha")
    for segundos in (120.5, 150.5, 175.5, 180.0):
        paso("llamada", segundos)
    t.reiniciar()
    paso("reiniciado")
    t.alternar()
    paso("en marcha", 190.0)
    t.alternar()
    paso("en pausa")
    t.duracion.setCurrentIndex(0)  # 1 minuto
    t.alternar()
    for segundos in (220.5, 245.5, 250.0):
        paso("llamada de 1 minuto", segundos)
    t.mostrar_tiempo_perdido(61_000, exacto=False)
    paso("tiempo perdido")
    salida.extend(problemas(v))
    if carpeta is not None:
        carpeta.mkdir(parents=True, exist_ok=True)
        v.grab().save(str(carpeta / f"reloj-ronda-{colocacion}-{pantalla.width()}x{pantalla.height()}.png"))
    v.close()
    QApplication.processEvents()
    return salida


def _apretar(v: VentanaPrincipal) -> None:
    """La disposición que dejó la sesión de otro día: «Reloj de la ronda» bajo la hoja y tan alto como se pudo,
    y la hoja tan ancha como se pudo (el tablero, en su mínimo)."""
    from PySide6.QtCore import Qt

    dup = v.duplicada
    v.splitDockWidget(dup.dock, dup.dock_reloj, Qt.Orientation.Vertical)
    QApplication.processEvents()
    v.resizeDocks([dup.dock_reloj], [v.height()], Qt.Orientation.Vertical)
    v.resizeDocks([dup.dock], [v.width()], Qt.Orientation.Horizontal)
    QApplication.processEvents()


def _asentar() -> None:
    """Las vueltas del bucle de eventos que la ventana deja para revisar y recolocar los paneles."""
    for _ in range(4):
        QApplication.processEvents()


def disposicion_guardada(carpeta: Path | None) -> list[str]:
    """Una disposición guardada apretada (el tablero en su mínimo, la hoja de 16 sin filas a la vista) vuelve al
    abrir como la de la primera vez en esta pantalla, y «Ver ▸ Restablecer la disposición» hace lo mismo; una
    que cabe (sin el panel de fichas) se respeta."""
    app = preparar()
    pantalla = app.primaryScreen().availableGeometry()
    tamano = f"{pantalla.width()}x{pantalla.height()}"
    salida = []
    with tempfile.TemporaryDirectory() as tmp:
        ajustes = QSettings(str(Path(tmp) / "planilla.ini"), QSettings.Format.IniFormat)
        datos = Path(tmp) / "datos"
        v, _ = duplicada_de_16(ajustes, datos)
        _asentar()
        salida.extend(f"la disposición de la primera vez: {p}" for p in v.disposicion_apretada())
        _apretar(v)
        if not v.disposicion_apretada():
            salida.append("la disposición apretada de la prueba cabe: no prueba nada")
        v.close()
        QApplication.processEvents()

        v = crear_ventana(ajustes, datos=datos)
        v.confirmar = lambda pregunta: True
        v.duplicada.sonidos.con_audio = False
        v.show()
        _asentar()
        salida.extend(f"al abrir con la guardada apretada: {p}" for p in v.disposicion_apretada())
        salida.extend(f"al abrir con la guardada apretada: {p}" for p in problemas(v))
        if carpeta is not None:
            carpeta.mkdir(parents=True, exist_ok=True)
            v.grab().save(str(carpeta / f"disposicion-reabierta-{tamano}.png"))

        _apretar(v)
        v.acciones.restablecer.trigger()
        _asentar()
        salida.extend(f"tras «Restablecer la disposición»: {p}" for p in v.disposicion_apretada())
        salida.extend(f"tras «Restablecer la disposición»: {p}" for p in problemas(v))

        v.paneles["fichas"].hide()
        v.close()
        QApplication.processEvents()
        v = crear_ventana(ajustes, datos=datos)
        v.duplicada.sonidos.con_audio = False
        v.show()
        _asentar()
        if v.paneles["fichas"].isVisible():
            salida.append("una disposición que cabe (sin fichas) no se respetó al abrir")
        v.close()
        QApplication.processEvents()
    return salida


def main(argv: list[str]) -> int:
    if argv and TAMANO.fullmatch(argv[0]):
        argv = argv[1:]  # el tamaño ya se usó al arrancar
    if argv and argv[0] == "--disposicion":
        for linea in disposicion_guardada(Path(argv[1]) if len(argv) > 1 else None):
            print(linea)
        return 0
    if argv and argv[0] == "--reloj-ronda":
        for linea in reloj_de_la_ronda(Path(argv[1]) if len(argv) > 1 else None):
            print(linea)
        return 0
    carpeta = Path(argv[0]) if argv else None
    preparar()
    for nombre in PANTALLAS:
        for linea in revisar(nombre, carpeta):
            print(linea)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
