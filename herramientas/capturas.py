"""Capturas de la ventana con una partida en curso y con una terminada (``docs/``), sin pantalla.

Uso: ``QT_QPA_PLATFORM=offscreen .venv/bin/python herramientas/capturas.py [CARPETA] [ANCHOxALTO]``: escribe
``ventana.png`` (partida en curso con la hoja) y ``partida_terminada.png`` (la tabla final).
Las pruebas la usan también (``tests/ui/test_captura.py``) para que no se rompa sin que nadie lo vea.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RAIZ = Path(__file__).resolve().parent.parent
if str(RAIZ) not in sys.path:
    sys.path.insert(0, str(RAIZ))

from PySide6.QtCore import QSettings, Qt  # noqa: E402

from app_planilla.ui.aplicacion import crear_ventana, preparar  #noqa:E402
from app_planilla.ui.ventana import VentanaPrincipal  # noqa: E402

# Jugadas de la partida de ejemplo, tecleadas como lo haría una persona: (inicio, vertical, letras).
JUGADAS = [("H4", False, "JAMÓN"), ("F6", True, "ZUOS"), ("H8", True, "IÑO")]
# RUSO baja por la columna 9 junto a NIÑO: forma IR, ÑU y OS; la S es un comodín (se toca en K9).
EN_CURSO = ("I9", True, "RUSO", "K9")
# La partida terminada sigue: PIJO, OLIVA, CASA, un pase, un cambio y EL; luego una penalización y el final.
MAS_JUGADAS = [("F4", True, "PIO"), ("L9", False, "LIVA"), ("K13", True, "CSA")]
NOMBRES = ["Ana", "Bea"]


def _teclear(v: VentanaPrincipal, inicio: str, vertical: bool, letras: str, comodin: str | None = None) -> None:
    tablero = v.vista_tablero
    tablero.tocar(inicio)
    if vertical:
        tablero.tocar(inicio)
    tablero.escribir(letras)
    if comodin is not None:
        tablero.tocar(comodin)


def _sumar(v: VentanaPrincipal, inicio: str, vertical: bool, letras: str, comodin: str | None = None) -> None:
    _teclear(v, inicio, vertical, letras, comodin)
    if v.hoja is not None:
        v.hoja.sumar()
    else:
        v.dejar_en_tablero()


def _ventana(ajustes: QSettings, ancho: int, alto: int, datos: Path | None) -> VentanaPrincipal:
    v = crear_ventana(ajustes, datos=datos)
    v.resize(ancho, alto)
    v.divisor.setSizes([ancho - 460, 460])
    if v.hoja is not None and v.hoja.controlador is not None:
        from app_planilla.nucleo.clasica.planilla import nueva_partida

        v.sesion.nueva(nueva_partida(NOMBRES))
        ancho_hoja = 430
        v.resizeDocks([v.hoja.dock], [ancho_hoja], Qt.Orientation.Horizontal)
        v.divisor.setSizes([ancho - ancho_hoja - 360, 360])
    return v


def ventana_con_partida(
    ajustes: QSettings, ancho: int = 1366, alto: int = 740, datos: Path | None = None
) -> VentanaPrincipal:
    """Ventana con tres jugadas sumadas (o dejadas, sin ``datos``) y una cuarta a medio teclear."""
    v = _ventana(ajustes, ancho, alto, datos)
    for inicio, vertical, letras in JUGADAS:
        _sumar(v, inicio, vertical, letras)
    inicio, vertical, letras, comodin = EN_CURSO
    _teclear(v, inicio, vertical, letras, comodin)
    v.vista_tablero.setFocus()
    return v


def ventana_con_partida_terminada(
    ajustes: QSettings, datos: Path, ancho: int = 1366, alto: int = 740
) -> VentanaPrincipal:
    """La misma partida jugada hasta el final: pase, cambio, penalización y ajuste con la tabla final."""
    v = _ventana(ajustes, ancho, alto, datos)
    hoja = v.hoja
    assert hoja is not None and hoja.controlador is not None
    for inicio, vertical, letras in JUGADAS:
        _sumar(v, inicio, vertical, letras)
    _sumar(v, *EN_CURSO)
    for inicio, vertical, letras in MAS_JUGADAS:
        _sumar(v, inicio, vertical, letras)
    hoja.pasar()
    hoja.cambiar()
    _sumar(v, "K10", True, "E")
    hoja.controlador.penalizar(1, 10, "impugnó PIJO, que vale")
    hoja.controlador.terminar(["", "QE"])
    return v


def _guardar(v: VentanaPrincipal, salida: Path, mensaje: str) -> Path:
    app = preparar()
    v.show()
    v.activateWindow()
    app.processEvents()
    v.statusBar().showMessage(mensaje)
    app.processEvents()
    salida.parent.mkdir(parents=True, exist_ok=True)
    v.grab().save(str(salida))
    v.close()
    return salida


@contextmanager
def _temporal() -> Iterator[tuple[QSettings, Path]]:
    """Ajustes y carpeta de datos en una carpeta temporal, con la aplicación preparada."""
    preparar()
    with tempfile.TemporaryDirectory() as tmp:
        yield QSettings(str(Path(tmp) / "planilla.ini"), QSettings.Format.IniFormat), Path(tmp) / "datos"


def capturar(salida: Path, ancho: int = 1366, alto: int = 740) -> Path:
    with _temporal() as (ajustes, datos):
        v = ventana_con_partida(ajustes, ancho, alto, datos)
        return _guardar(v, salida, v.tr("RUSO en curso: la S es un comodín (toca una ficha nueva para cambiarlo)."))


def capturar_terminada(salida: Path, ancho: int = 1366, alto: int = 740) -> Path:
    with _temporal() as (ajustes, datos):
        v = ventana_con_partida_terminada(ajustes, datos, ancho, alto)
        return _guardar(v, salida, v.tr("Partida terminada: Ana cerró y suma lo que le quedaba a Bea."))


# La duplicada de ejemplo: (atril, maestra en el tablero como (inicio, vertical, letras), puntos de cada uno).
DUPLICADA = [
    ("ZARELOS", ("H8", False, "ZAR"), [24, 20, 24, 15]),
    ("ELOSTIA", ("I7", False, "LOSETA"), [24, 18, 30, 24]),
    ("IRNDUEC", ("H12", True, "CRNE"), [20, 16]),
]
NOMBRES_DUPLICADA = ["Ana", "Bea", "Carlos", "Dani"]


def ventana_con_duplicada(
    ajustes: QSettings, datos: Path, ancho: int = 1366, alto: int = 768
) -> VentanaPrincipal:
    """Una duplicada de cuatro en la tercera ronda: la maestra CARNE sigue colocada en el tablero, Carlos tiene
    una cifra más alta que la maestra (señalada) y el panel de fichas descuenta las maestras."""
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

    v = crear_ventana(ajustes, datos=datos)
    v.resize(ancho, alto)
    hoja, dup = v.hoja, v.duplicada
    assert hoja is not None and hoja.controlador is not None and dup is not None
    v.sesion.nueva(nueva_duplicada(NOMBRES_DUPLICADA))
    dup.sonidos.con_audio = False
    for atril, (inicio, vertical, letras), puntos in DUPLICADA:
        dup.panel.atril.setText(atril)
        dup.nueva_ronda()
        _teclear(v, inicio, vertical, letras)
        dup.anotar_maestra()
        for p in puntos:
            dup.panel.puntos.setText(str(p))
            dup.escribir_puntos()
    v.resizeDocks([dup.dock], [490], Qt.Orientation.Horizontal)
    v.resizeDocks([dup.dock, dup.dock_reloj], [alto - 180, 130], Qt.Orientation.Vertical)
    v.divisor.setSizes([ancho - 490 - 365, 365])
    if v.fichas is not None:
        v.resizeDocks([v.fichas.dock], [150], Qt.Orientation.Vertical)
    return v


def capturar_duplicada(salida: Path, ancho: int = 1366, alto: int = 768) -> Path:
    with _temporal() as (ajustes, datos):
        v = ventana_con_duplicada(ajustes, datos, ancho, alto)
        return _guardar(v, salida, v.tr("CARNE anotada como maestra: se queda en el tablero para la ronda 4."))


def capturar_maestra(salida: Path, ancho: int = 1366, alto: int = 768) -> Path:
    """La lista de «Buscar la jugada maestra» para el atril de la tercera ronda de la duplicada de ejemplo."""
    with _temporal() as (ajustes, datos):
        v = ventana_con_duplicada(ajustes, datos, ancho, alto)
        dup = v.duplicada
        assert dup is not None
        dup.deshacer()  # la maestra de la ronda 3 aún sin anotar: es la que se busca
        for _ in DUPLICADA[-1][2]:
            dup.deshacer()
        app = preparar()
        v.show()
        dup.busqueda.abrir()
        dup.busqueda.buscador.esperar()
        app.processEvents()
        d = dup.busqueda.dialogo
        assert d is not None and d.jugadas
        d.tabla.resizeColumnsToContents()
        t = d.tabla  # todas las filas a la vista, sin barra de desplazamiento
        alto_tabla = t.horizontalHeader().height() + t.verticalHeader().length() + 2 * t.frameWidth()
        d.resize(max(d.width(), t.horizontalHeader().length() + 40), d.height() - t.height() + alto_tabla)
        app.processEvents()
        salida.parent.mkdir(parents=True, exist_ok=True)
        d.grab().save(str(salida))
        v.close()
        return salida


def capturar_solitario(salida: Path, ancho: int = 1366, alto: int = 768) -> Path:
    """Una duplicada en solitario en su cuarta ronda: tres maestras halladas por la aplicación en el tablero (en
    cursiva en la hoja), las jugadas de Ana confirmadas (la última con puntos escritos) y el atril ya sorteado."""
    import random

    from app_planilla import listas
    from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
    from app_planilla.nucleo.juego.maestra import buscar

    with _temporal() as (ajustes, datos):
        v = crear_ventana(ajustes, datos=datos)
        v.resize(ancho, alto)
        app = preparar()
        hoja, dup = v.hoja, v.duplicada
        assert hoja is not None and hoja.controlador is not None and dup is not None
        dup.controlador.azar = random.Random(17)
        dup.sonidos.con_audio = False
        hoja.controlador.nueva(nueva_duplicada(["Ana"], arbitro_automatico=True))
        grafo = listas.grafo_incluido("es")
        for puesto in (2, 4, 0):
            p = dup.planilla
            assert p is not None
            if puesto:  # la jugada de Ana: la segunda o la cuarta mejor sin comodín
                atril = [f for f in p.filas[-1].atril if f != "?"]
                mia = buscar(p.tablero_ronda, atril, grafo, p.edicion, puesto)[-1]
                casillas = sorted(c for c, _f in mia.nuevas)
                v.vista_tablero.tocar(casillas[0])
                if mia.posicion.direccion.name == "VERTICAL":
                    v.vista_tablero.tocar(casillas[0])
                v.vista_tablero.escribir("".join(mia.fichas()[c].letra for c in casillas))
            else:
                dup.panel.puntos.setText("9")
            dup.escribir_puntos()
            dup.busqueda.buscador.esperar()
            app.processEvents()
        v.resizeDocks([dup.dock], [490], Qt.Orientation.Horizontal)
        v.resizeDocks([dup.dock, dup.dock_reloj], [alto - 180, 130], Qt.Orientation.Vertical)
        v.divisor.setSizes([ancho - 490 - 365, 365])
        if v.fichas is not None:
            v.resizeDocks([v.fichas.dock], [150], Qt.Orientation.Vertical)
        return _guardar(v, salida, v.tr("Duplicada en solitario: la aplicación sortea, busca la maestra y la coloca."))


class _TiempoFijo:
    """Reloj falso para que la captura de los relojes salga siempre igual."""

    def __init__(self) -> None:
        self.segundos = 1000.0

    def __call__(self) -> float:
        return self.segundos


def ventana_con_relojes(
    ajustes: QSettings, datos: Path, ancho: int = 1366, alto: int = 768
) -> VentanaPrincipal:
    """Partida de torneo FISE con relojes: Ana pensó sus jugadas; Bea, en turno, ya está en tiempo extra."""
    from app_planilla.nucleo.clasica.planilla import nueva_partida
    from app_planilla.nucleo.relojes import PRESET_FISE

    tiempo = _TiempoFijo()
    v = crear_ventana(ajustes, datos=datos, fuente_tiempo=tiempo)
    v.confirmar = lambda pregunta: True  # al cerrar con el reloj en marcha, sin diálogo: se guarda en pausa
    v.resize(ancho, alto)
    hoja, relojes = v.hoja, v.relojes
    assert hoja is not None and hoja.controlador is not None and relojes is not None
    v.sesion.nueva(nueva_partida(NOMBRES, reglas="fise"), PRESET_FISE)
    relojes.sonidos.con_audio = False
    relojes.pulsar()
    for (inicio, vertical, letras), pensado in zip(JUGADAS, (4 * 60 + 12, 17 * 60 + 40, 6 * 60 + 3), strict=True):
        tiempo.segundos += pensado
        _sumar(v, inicio, vertical, letras)
    tiempo.segundos += 12 * 60 + 22 + 42
    ancho_hoja = 450
    v.resizeDocks([hoja.dock], [ancho_hoja], Qt.Orientation.Horizontal)
    v.divisor.setSizes([ancho - ancho_hoja - 340, 340])
    if relojes.panel is not None:
        relojes.panel.actualizar()
    return v


def capturar_relojes(salida: Path, ancho: int = 1366, alto: int = 768) -> Path:
    with _temporal() as (ajustes, datos):
        v = ventana_con_relojes(ajustes, datos, ancho, alto)
        return _guardar(v, salida, v.tr("Torneo FISE con relojes: F5 pulsa el reloj, F6 lo pausa."))


def main(argv: list[str]) -> int:
    carpeta = Path(argv[0]) if argv else RAIZ / "docs"
    ancho, alto = (int(x) for x in argv[1].split("x")) if len(argv) > 1 else (1366, 740)
    print(capturar(carpeta / "ventana.png", ancho, alto))
    print(capturar_terminada(carpeta / "partida_terminada.png", ancho, alto))
    print(capturar_duplicada(carpeta / "duplicada.png", ancho, max(alto, 768)))
    print(capturar_relojes(carpeta / "relojes.png", ancho, max(alto, 768)))
    print(capturar_maestra(carpeta / "maestra.png", ancho, max(alto, 768)))
    print(capturar_solitario(carpeta / "solitario.png", ancho, max(alto, 768)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
