"""Menú «Archivo»: importar y exportar GCG y JSON, e «Imprimir…» con la partida abierta.

Los diálogos de ficheros se sustituyen por rutas de la carpeta temporal; el informe y el diálogo de
imprimir los atiende una cola de funciones (nada modal)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox

from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada
from app_planilla.nucleo.juego.tablero import casilla
from app_planilla.ui.archivo.imprimir import HOJA_PARTIDA, DialogoImprimir
from app_planilla.ui.archivo.menu import DialogoInforme
from app_planilla.ui.ventana import VentanaPrincipal
from tests.ui.ayuda import Dialogos, cerrar

GCG = """#character-encoding UTF-8
#tile-distribution spanish
#player1 ana Ana García
#player2 bea Bea <&> López
>ana: AJMNOEE 8D JAMON +44 44
>bea: ZUOSEEI F6 ZU.OS +{puntos} {puntos}
"""


@pytest.fixture
def ventana(abrir_hoja) -> tuple[VentanaPrincipal, Dialogos]:
    v, cola = abrir_hoja()
    v.archivo.ejecutar_dialogo = cola
    return v, cola


def escribir_gcg(carpeta: Path, puntos: int, nombre: str = "partida.gcg") -> Path:
    ruta = carpeta / nombre
    ruta.write_text(GCG.format(puntos=puntos), encoding="utf-8")
    return ruta


def partidas(v: VentanaPrincipal) -> list[int]:
    assert v.hoja is not None and v.hoja.controlador is not None
    return [p.id for p in v.sesion.almacen.partidas()]


def test_acciones_del_menu_archivo_con_atajos(ventana):
    v, _ = ventana
    menu = v.acciones.menu_archivo
    textos = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    mias = ["Importar GCG…", "Exportar GCG…", "Importar partida en JSON…", "Exportar partida en JSON…", "Imprimir…"]
    assert [t for t in textos if t in mias] == mias and textos[-1] == "Salir"
    atajos = {k: a.shortcut().toString() for k, a in v.archivo.acciones.items()}
    assert atajos["imprimir"] == "Ctrl+P" and atajos["importar_gcg"] == "Ctrl+I"
    assert atajos["exportar_gcg"] == "Ctrl+E"
    assert all("&" in a.text() for a in v.archivo.acciones.values())


def test_importar_gcg_abre_la_partida_y_muestra_las_lineas_distintas(ventana, tmp_path):
    v, cola = ventana
    ruta = escribir_gcg(tmp_path, 99)
    v.archivo.pedir_ruta_abrir = lambda titulo, filtro: str(ruta)
    cola.cola.append(cerrar)
    v.archivo.acciones["importar_gcg"].trigger()
    (informe,) = cola.vistos
    assert isinstance(informe, DialogoInforme)
    texto = informe.texto.toPlainText()
    assert "Línea 6: F6 ZU.OS vale 38 según Planilla y el archivo anota 99" in texto
    assert v.hoja is not None
    p = v.hoja.planilla
    assert p is not None and p.nombres == ("Ana García", "Bea <&> López")
    assert [(linea.palabra, linea.puntos) for linea in p.lineas] == [("JAMON", 44), ("ZUMOS", 99)]
    assert casilla("H4") in v.tablero and casilla("F6") in v.tablero
    assert "importado como partida 1" in v.statusBar().currentMessage()


def test_importar_gcg_sin_diferencias_no_abre_informe(ventana, tmp_path):
    v, cola = ventana
    ident = v.archivo.importar_gcg(str(escribir_gcg(tmp_path, 38)))
    assert ident == 1 and cola.vistos == []
    assert "Todas las puntuaciones coinciden" in v.statusBar().currentMessage()


def test_gcg_mal_formado_no_importa_nada(ventana, tmp_path):
    v, cola = ventana
    v.archivo.importar_gcg(str(escribir_gcg(tmp_path, 38)))
    malo = tmp_path / "malo.gcg"
    malo.write_text("#character-encoding UTF-8\n#player1 a A\n#player2 b B\n>a: ABC 8D\n", encoding="utf-8")
    cola.cola.append(cerrar)
    assert v.archivo.importar_gcg(str(malo)) is None
    (aviso,) = cola.vistos
    assert isinstance(aviso, QMessageBox)
    assert aviso.text().startswith("No se ha importado «malo.gcg»: Línea 4")
    assert v.archivo.ultimo_error == aviso.text()
    assert partidas(v) == [1]
    assert v.hoja is not None and v.hoja.controlador is not None and v.hoja.controlador.partida is not None
    assert v.hoja.controlador.partida.id == 1


def test_exportar_gcg_y_volver_a_importar_da_la_misma_partida(ventana, tmp_path):
    v, cola = ventana
    v.archivo.importar_gcg(str(escribir_gcg(tmp_path, 38)))
    pedidas: list[str] = []

    def guardar(titulo: str, nombre: str, filtro: str) -> str:
        pedidas.append(nombre)
        return str(tmp_path / "exportada")

    v.archivo.pedir_ruta_guardar = guardar
    v.archivo.acciones["exportar_gcg"].trigger()
    assert pedidas == ["partida-1.gcg"]
    texto = (tmp_path / "exportada.gcg").read_text(encoding="utf-8")
    assert texto.startswith("#character-encoding UTF-8\n") and "JAMON" in texto
    assert v.archivo.importar_gcg(str(tmp_path / "exportada.gcg")) == 2
    assert v.hoja is not None and v.hoja.controlador is not None
    almacen = v.sesion.almacen
    assert almacen.cargar(1).eventos == almacen.cargar(2).eventos
    assert cola.vistos == []


def test_exportar_gcg_con_lineas_sin_forma_gcg_muestra_el_informe(ventana, tmp_path):
    v, cola = ventana
    v.archivo.importar_gcg(str(escribir_gcg(tmp_path, 38)))
    assert v.hoja is not None and v.hoja.controlador is not None
    assert v.hoja.controlador.anotar(12) is not None  # a mano: no tiene forma GCG
    cola.cola.append(cerrar)
    assert v.archivo.exportar_gcg(str(tmp_path / "con-nota.gcg")) == tmp_path / "con-nota.gcg"
    (informe,) = cola.vistos
    assert isinstance(informe, DialogoInforme) and informe.windowTitle() == "Informe de la exportación"
    assert "Una jugada anotada a mano (Ana García, +12) no tiene forma GCG" in informe.texto.toPlainText()
    assert "1 línea de la hoja no tiene forma GCG" in informe.findChild(QLabel, "resumen").text()
    texto = (tmp_path / "con-nota.gcg").read_text(encoding="utf-8")
    assert '#note planilla-evento: {"tipo":"jugada","puntos":12}' in texto.splitlines()


def test_sin_partida_exportar_lo_explica(ventana, tmp_path):
    v, cola = ventana
    cola.cola += [cerrar, cerrar]
    assert v.archivo.exportar_gcg(str(tmp_path / "x.gcg")) is None
    assert v.archivo.exportar_json(str(tmp_path / "x.json")) is None
    assert [d.text() for d in cola.vistos if isinstance(d, QMessageBox)] == [
        "No hay ninguna partida abierta que exportar."] * 2
    assert not (tmp_path / "x.gcg").exists()


def test_sin_carpeta_de_datos_no_se_importa(qtbot, abrir):
    v = abrir()  # ventana sin almacén: solo el contador
    assert not v.archivo.acciones["importar_gcg"].isEnabled()
    assert not v.archivo.acciones["importar_json"].isEnabled()
    assert v.archivo.acciones["imprimir"].isEnabled()


def test_json_exportar_e_importar(ventana, tmp_path):
    v, cola = ventana
    v.archivo.importar_gcg(str(escribir_gcg(tmp_path, 38)))
    ruta = v.archivo.exportar_json(str(tmp_path / "copia.json"))
    assert ruta == tmp_path / "copia.json" and '"formato": "planilla-clasica"' in ruta.read_text(encoding="utf-8")
    assert v.archivo.importar_json(str(ruta)) == 2
    assert v.hoja is not None and v.hoja.controlador is not None and v.hoja.controlador.partida is not None
    assert v.hoja.controlador.partida.id == 2
    roto = tmp_path / "roto.json"
    roto.write_text('{"formato": "planilla-clasica", "version": 1, "eventos": [}', encoding="utf-8")
    cola.cola.append(cerrar)
    assert v.archivo.importar_json(str(roto)) is None
    assert "No se ha importado «roto.json»: El archivo no es JSON válido (línea 1" in (v.archivo.ultimo_error or "")
    assert partidas(v) == [2, 1]


def test_gcg_real_de_la_carpeta_compartida(ventana, compartido):
    v, cola = ventana
    v.archivo.importar_gcg(str(compartido / "datos" / "gcg" / "es" / "ropita_sample2.gcg"))
    assert cola.vistos == []  # todas las puntuaciones coinciden: sin informe
    assert "20 jugadas reproducidas" in v.statusBar().currentMessage()
    assert v.hoja is not None and v.hoja.planilla is not None and v.hoja.planilla.terminada


def texto_pdf(ruta: Path) -> str:
    with pdfplumber.open(ruta) as pdf:
        return "\n".join(pagina.extract_text() or "" for pagina in pdf.pages)


def imprimir_partida(ruta: Path, vistos: list[DialogoImprimir]) -> Callable[[QDialog], bool]:
    def atender(d: QDialog) -> bool:
        assert isinstance(d, DialogoImprimir)
        vistos.append(d)
        assert d.hoja.currentData() == HOJA_PARTIDA  # la partida abierta viene elegida
        d.pedir_ruta = lambda: str(ruta)
        d.abrir_pdf = lambda ruta: True
        d.guardar()
        return d.result() == QDialog.DialogCode.Accepted

    return atender


def test_imprimir_la_partida_abierta(ventana, tmp_path):
    v, cola = ventana
    v.archivo.importar_gcg(str(escribir_gcg(tmp_path, 38)))
    vistos: list[DialogoImprimir] = []
    cola.cola.append(imprimir_partida(tmp_path / "partida.pdf", vistos))
    v.archivo.acciones["imprimir"].trigger()  # Ctrl+P
    assert vistos[0].edicion.currentData() == "es"
    texto = texto_pdf(tmp_path / "partida.pdf")
    for esperado in ("Ana García", "Bea <&> López", "JAMON", "ZUMOS", "H4", "6F", "44", "38"):
        assert esperado in texto, esperado
    assert dt.date.today().strftime("%d/%m/%Y") in texto
    assert "partida.pdf" in v.statusBar().currentMessage()


def test_imprimir_sin_partida_ofrece_las_hojas_en_blanco_de_la_edicion(ventana, tmp_path):
    v, cola = ventana
    v.poner_edicion("en")
    vistos: list[DialogoImprimir] = []

    def atender(d: QDialog) -> bool:
        assert isinstance(d, DialogoImprimir)
        vistos.append(d)
        return False

    cola.cola.append(atender)
    assert not v.archivo.imprimir()
    (d,) = vistos
    assert d.hoja.findData(HOJA_PARTIDA) == -1 and d.edicion.currentData() == "en"


def test_imprimir_una_duplicada_abierta(ventana, tmp_path):
    v, cola = ventana
    assert v.sesion is not None and v.sesion.almacen is not None
    partida = v.sesion.almacen.crear(nueva_duplicada(["Ana", "Bea"]))
    assert not isinstance(partida.planilla, Planilla)
    assert v.sesion.abrir(partida.id)  # la lleva la hoja duplicada, no la clásica
    assert v.hoja.controlador.partida is None and v.sesion.actual is not None
    vistos: list[DialogoImprimir] = []
    cola.cola.append(imprimir_partida(tmp_path / "dup.pdf", vistos))
    v.archivo.imprimir()
    texto = texto_pdf(tmp_path / "dup.pdf")
    # Los nombres caben: encabezan sus columnas, sin códigos.
    assert "Partida duplicada" in texto and "Acum. Ana Bea" in texto and "P1" not in texto


def test_ctrl_p_abre_imprimir(qtbot, ventana):
    v, cola = ventana
    cola.cola.append(cerrar)
    v.activateWindow()
    qtbot.keyClick(v.vista_tablero, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(cola.vistos))
    assert isinstance(cola.vistos[0], DialogoImprimir)


def test_exportar_gcg_sin_turnos_con_forma_dice_que_solo_lleva_los_participantes(ventana, tmp_path):
    v, cola = ventana
    v.archivo.importar_gcg(str(escribir_gcg(tmp_path, 38)))
    assert v.hoja is not None and v.hoja.controlador is not None
    assert v.sesion.nueva(nueva_partida(["Ana", "Bea"]))  # otra partida, sin jugadas
    assert v.hoja.controlador.anotar(12) is not None and v.hoja.controlador.anotar(7) is not None
    cola.cola.append(cerrar)
    destino = tmp_path / "vacia.gcg"
    assert v.archivo.exportar_gcg(str(destino)) == destino
    (informe,) = cola.vistos
    resumen = informe.findChild(QLabel, "resumen").text()
    assert "El archivo solo lleva los participantes: la hoja tiene 2 líneas, ninguna con forma GCG" in resumen
    assert "solo lee Planilla" not in resumen + informe.texto.toPlainText()
    assert informe.texto.toPlainText().count("no tiene forma GCG") == 2
    cola.vistos.clear()
    assert v.archivo.importar_gcg(str(destino)) is not None and cola.vistos == []
    mensaje = v.statusBar().currentMessage()
    assert "coinciden" not in mensaje and "no hay puntuaciones que comprobar" in mensaje
