"""Lo que le faltaba a la sala en la ventana: la clasificación entera en su ventana (Ctrl+Alt+V) y el modo
proyector con sus dos páginas, al día tras cada papeleta sin rehacerse si no cambió lo que las decide;
«Archivo ▸ Imprimir» con las hojas de la sala; «Copiar la planilla» legible con 200; y lo que no cabía en
1024×600 (el juicio de una mesa, el aviso del sorteo del atril)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada, nueva_sala
from app_planilla.nucleo.duplicada.publicacion import publicar, texto_clasificacion_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.duplicada.texto import texto_duplicada
from app_planilla.ui.archivo.imprimir import (
    HOJA_PARTIDA,
    HOJA_SALA_CLASIFICACION,
    HOJA_SALA_MAESTRA,
    HOJA_SALA_PARTICIPANTES,
    HOJA_SALA_REJILLA,
    DialogoImprimir,
)
from app_planilla.ui.hojas.duplicada.hoja import HojaDuplicada
from app_planilla.ui.hojas.duplicada.modelo_sala import COL_JUICIO, COL_NOMBRE
from app_planilla.ui.hojas.duplicada.proyector import ProyectorDuplicada
from app_planilla.ui.hojas.duplicada.sala import Rotulo
from tests.sala_sembrada import sala_sembrada
from tests.ui.test_sala import abrir_sala, teclear


class Reloj:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def rondas_por_el_controlador(hoja: HojaDuplicada, p: PlanillaDuplicada, cuantas: int) -> None:
    """Rondas más, cada una con su maestra (solo los puntos) y lo que decide el árbitro para todos."""
    c = hoja.controlador
    for r in range(cuantas):
        assert c.nueva_ronda("") is not None and c.anotar_maestra_puntos(40) is not None
        for i in range(p.participantes):
            assert c.operar_silencioso(lambda q, i=i, r=r: q.decidir_papeleta([i], (i * 7 + r * 5) % 41)) is not None


def test_la_clasificacion_entera_y_el_proyector_desde_la_hoja(qtbot, abrir_hoja) -> None:
    v, hoja, p = abrir_sala(qtbot, abrir_hoja)
    sala = hoja.panel.sala
    assert hoja.acciones["clasificacion_sala"].isVisible() and hoja.acciones["clasificacion_sala"].isEnabled()
    # Ctrl+Alt+V desde la papeleta: la ventana de la clasificación, con el foco en su tabla.
    sala.papeleta.setFocus()
    qtbot.keyClick(sala.papeleta, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    ventana = hoja.ventana_clasificacion
    assert ventana is not None and ventana.isVisible()
    vista = ventana.vista
    assert vista.modelo.rowCount() == 12 and vista.titulo.text() == "Clasificación provisional"
    # Una papeleta de la ronda en curso (que aún no cuenta) no rehace nada; la ronda completa, sí.
    antes = vista.clasificacion
    teclear(qtbot, hoja, "1-6 =")
    assert vista.clasificacion is antes
    teclear(qtbot, hoja, "7-11 H8 JAMON")
    teclear(qtbot, hoja, "12 -7")
    assert vista.clasificacion is not antes and vista.titulo.text() == "Clasificación provisional tras la ronda 1"
    total = vista.modelo.claves.index("total")
    assert [vista.modelo.data(vista.modelo.index(f, total)) for f in (0, 11)] == ["98", "0"]
    # Más rondas: la parcial tras la 3 se elige aquí y es la que proyecta el proyector.
    rondas_por_el_controlador(hoja, p, 3)
    assert [vista.parcial.itemText(k) for k in range(vista.parcial.count())] == ["Todas las rondas",
                                                                                  "Tras la ronda 3"]
    vista.parcial.setCurrentIndex(1)
    assert vista.titulo.text() == "Clasificación parcial tras la ronda 3"
    qtbot.waitUntil(ventana.isActiveWindow)
    with qtbot.waitSignal(vista.copiada):
        qtbot.keyClick(vista.tabla, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # «Co&piar como texto»
    assert QGuiApplication.clipboard().text() == texto_clasificacion_sala(publicar(p, 3))
    qtbot.keyClick(vista.tabla, Qt.Key.Key_Escape)
    assert not ventana.isVisible()
    # «Ver entera…» junto a la clasificación compacta la vuelve a abrir, al día.
    teclear(qtbot, hoja, "3 -8")
    sala.boton_clasificacion.click()
    assert ventana.isVisible() and vista.planilla is p

    # «Proyector: la clasificación o el tablero»: abre el proyector de la sala ya en la clasificación (la parcial
    # elegida); otra vez, el tablero.
    hoja.acciones["proyector_clasificacion"].trigger()
    proyector = hoja.proyector_sala
    assert proyector is not None and hoja.proyector is not None and proyector.en_clasificacion
    assert "C o Tab" in hoja.proyector.salida.text()
    pagina = proyector.clasificacion
    qtbot.waitUntil(lambda: pagina.visto is not None)
    assert pagina.visto is not None and pagina.visto.titulo == "Clasificación parcial tras la ronda 3"
    vista.parcial.setCurrentIndex(0)
    qtbot.waitUntil(lambda: pagina.visto is not None and pagina.visto.titulo.endswith("tras la ronda 4"))
    hoja.acciones["proyector_clasificacion"].trigger()
    assert not proyector.en_clasificacion and proyector.currentWidget() is proyector.tablero
    # Las papeletas de la ronda en curso no rehacen la clasificación del proyector; la ronda cerrada, sí.
    c = hoja.controlador
    assert c.nueva_ronda("") is not None and c.anotar_maestra_puntos(30) is not None
    calculada = pagina._clasificacion
    assert c.operar_silencioso(lambda q: q.anotar_maestra_a([0, 1, 2])) is not None
    assert pagina._clasificacion is calculada
    v.confirmar = lambda _pregunta: True
    hoja.entrada.cerrar_ronda()
    qtbot.waitUntil(lambda: pagina._clasificacion is not calculada)
    assert pagina._clasificacion is not None and pagina._clasificacion.rondas == 5
    # Otra partida, que no es una sala: el proyector pasa a ser el de la mesa y la clasificación se cierra.
    viejo = hoja.proyector
    borrado: list[bool] = []
    viejo.destroyed.connect(lambda *_: borrado.append(True))
    assert v.sesion.nueva(nueva_duplicada(["Ana", "Bea"]))
    qtbot.waitUntil(lambda: bool(borrado))  # el viejo se borra después: no se lleva al nuevo
    assert hoja.proyector is not None and hoja.proyector is not viejo and hoja.proyector_sala is None
    assert isinstance(hoja.proyector.findChild(ProyectorDuplicada), ProyectorDuplicada)
    assert not ventana.isVisible() and not hoja.acciones["clasificacion_sala"].isVisible()
    hoja.cerrar_proyector()
    qtbot.waitUntil(lambda: hoja.proyector is None)


def test_la_sala_de_200_en_su_ventana_y_en_el_proyector(qtbot, abrir_hoja) -> None:
    v, _d = abrir_hoja()
    v.sesion.abrir(v.sesion.almacen.importar(sala_sembrada()))
    hoja = v.duplicada
    p = hoja.planilla
    assert p is not None and p.participantes == 200
    hoja.ver_clasificacion()
    vista = hoja.ventana_clasificacion.vista
    assert vista.modelo.rowCount() == 200 and vista.titulo.text() == "Clasificación final"
    pantalla = hoja.ventana_clasificacion.screen().availableGeometry()
    assert pantalla.contains(hoja.ventana_clasificacion.frameGeometry())
    hoja.alternar_proyector()
    pagina = hoja.proyector_sala.clasificacion
    reloj = Reloj()
    pagina.reloj = reloj
    pagina.volver_al_principio()
    qtbot.waitUntil(lambda: pagina.visto is not None)
    vistos: list[str] = []
    for k in range(pagina.paginas()):
        reloj.t = k * pagina.segundos_por_pagina + 0.5
        pagina.update()
        qtbot.waitUntil(lambda k=k: pagina.visto is not None and pagina.visto.pagina == k)
        vistos += pagina.visto.nombres
    assert pagina.paginas() > 1 and vistos == [x.nombre for x in publicar(p).lineas]
    hoja.cerrar_proyector()
    hoja.ventana_clasificacion.close()


def test_imprimir_ofrece_las_hojas_de_la_sala(qtbot, abrir_hoja, tmp_path: Path) -> None:
    v, hoja, p = abrir_sala(qtbot, abrir_hoja)
    teclear(qtbot, hoja, "1-11 =")
    teclear(qtbot, hoja, "12 H8 JAMON")
    rondas_por_el_controlador(hoja, p, 3)
    cola = v.archivo
    vistos: list[str] = []

    def imprimir(hoja_elegida: str, ruta: Path, hasta: int | None = None):
        def atender(d: QDialog) -> bool:
            assert isinstance(d, DialogoImprimir)
            claves = [d.hoja.itemData(k) for k in range(d.hoja.count())]
            assert claves[-5:] == [HOJA_PARTIDA, HOJA_SALA_CLASIFICACION, HOJA_SALA_PARTICIPANTES, HOJA_SALA_REJILLA,
                                   HOJA_SALA_MAESTRA]
            d.hoja.setCurrentIndex(d.hoja.findData(hoja_elegida))
            vistos.append(d.hoja.currentText())
            assert d.rondas.isEnabled() == (hoja_elegida == HOJA_SALA_CLASIFICACION)
            if hasta is not None:
                d.rondas.setCurrentIndex(d.rondas.findData(hasta))
                assert d.nombre_propuesto() == f"clasificacion-sala-ronda-{hasta}.pdf"
            d.pedir_ruta = lambda: str(ruta)
            d.abrir_pdf = lambda _ruta: True
            d.guardar()
            return d.result() == QDialog.DialogCode.Accepted

        cola.ejecutar_dialogo = atender
        assert cola.imprimir()
        with pdfplumber.open(ruta) as pdf:
            return len(pdf.pages), "\n".join(pagina.extract_text() or "" for pagina in pdf.pages)

    paginas, texto = imprimir(HOJA_SALA_CLASIFICACION, tmp_path / "parcial.pdf", 3)
    assert "Clasificación parcial tras la ronda 3" in texto and "Carlos Ruiz" in texto
    paginas, texto = imprimir(HOJA_SALA_PARTICIPANTES, tmp_path / "hojas.pdf")
    assert paginas == 1 + 12 and "Marcos Soler" in texto and "Mesa 12" in texto
    paginas, texto = imprimir(HOJA_SALA_REJILLA, tmp_path / "rejilla.pdf")
    assert "Rejilla de arbitraje" in texto
    paginas, texto = imprimir(HOJA_SALA_MAESTRA, tmp_path / "maestra.pdf")
    assert "Partida maestra" in texto and "JAMONES" in texto
    assert vistos == ["Sala: clasificación", "Sala: clasificación y hoja de cada participante (12, en un PDF)",
                      "Sala: rejilla de arbitraje (rondas × participantes)", "Sala: partida maestra"]


def test_copiar_la_planilla_de_una_sala(qtbot, abrir_hoja) -> None:
    _v, hoja, p = abrir_sala(qtbot, abrir_hoja)
    teclear(qtbot, hoja, "1-12 =")
    hoja.acciones["copiar_planilla"].trigger()
    texto = QGuiApplication.clipboard().text()
    assert texto == texto_duplicada(p)
    assert "Partida maestra" in texto and "H4 JAMONES" in texto and "Clasificación provisional" in texto
    assert all(texto.count(nombre) == 1 for nombre in p.nombres)  # una línea por participante, no una columna


def test_el_juicio_entero_y_el_aviso_del_atril(qtbot, abrir_hoja) -> None:
    v, hoja, p = abrir_sala(qtbot, abrir_hoja, atril="EEOELOU", maestra=None)
    sala = hoja.panel.sala
    # El aviso del sorteo: entero en la planilla (las líneas que pide, letra algo menor si hace falta), y en la
    # barra de estado, que es de una línea, su comienzo y dónde leerlo.
    avisos = hoja.panel.avisos_sala
    assert avisos.isVisible() and "EEOELOU" in avisos.text() and avisos.text().endswith("se sortea otro.")
    assert avisos.lineas > 2 and not avisos.disponer()[2]
    barra = v.statusBar().currentMessage()
    assert barra.startswith("El atril EEOELOU tiene 6 vocales") and barra.endswith("(el aviso entero, en la planilla)")
    assert v.statusBar().fontMetrics().horizontalAdvance(barra) < v.width()
    # Un juicio largo: la columna se ensancha para él (cediendo los nombres) y su ayuda lo dice entero.
    hoja.panel.atril.setText("AEJMNOS")
    hoja.controlador.deshacer()
    hoja.nueva_ronda()
    hoja.controlador.anotar_maestra_escrita("H4", "JAMONES")
    tabla = sala.tabla
    nombre_antes = tabla.columnWidth(COL_NOMBRE)
    teclear(qtbot, hoja, "3 H9 JAMON")  # FISE: cero, pero vale en H8
    fila = sala.modelo.fila_de(p.participante_de_mesa(3))
    indice = sala.modelo.index(fila, COL_JUICIO)
    juicio = sala.modelo.data(indice)
    assert "vale en H8" in juicio
    assert tabla.columnWidth(COL_JUICIO) >= tabla.fontMetrics().horizontalAdvance(juicio) + 8
    assert tabla.columnWidth(COL_NOMBRE) <= nombre_antes
    assert tabla.horizontalHeader().length() <= tabla.viewport().width()  # sin desplazarse de lado
    ayuda = sala.modelo.data(indice, Qt.ItemDataRole.ToolTipRole)
    assert "«H9 JAMON»" in ayuda and "vale en H8" in ayuda
    # Elegir esa mesa otra vez muestra lo decidido de ella, entero, en el recuadro.
    teclear(qtbot, hoja, "4 =")
    assert "Mesa 4" in sala.juicio.text()
    sala.mesa.setFocus()
    sala.mesa.selectAll()
    qtbot.keyClicks(sala.mesa, "3")
    assert "Mesa 3" in sala.juicio.text() and "H8" in sala.juicio.text() and sala.clase_juicio == "cero"
    assert not sala.juicio.disponer()[2]


def test_un_rotulo_escribe_con_letra_menor_lo_que_no_le_cabe(qtbot) -> None:
    r = Rotulo("prueba", 2)
    qtbot.addWidget(r)
    r.resize(300, r.height())
    r.setText("corto")
    fuente, lineas, cortado = r.disponer()
    assert lineas == ["corto"] and not cortado and fuente.pointSizeF() == r.font().pointSizeF()
    largo = "una frase bastante larga que no cabe en dos líneas de trescientos píxeles con la letra de siempre"
    r.setText(largo)
    fuente, lineas, cortado = r.disponer()
    assert not cortado and fuente.pointSizeF() < r.font().pointSizeF() and " ".join(lineas) == largo
    r.setText(largo * 4)  # ni con la letra menor: la última línea acaba en «…», entero en la ayuda
    _fuente, lineas, cortado = r.disponer()
    assert cortado and lineas[-1].endswith("…") and r.toolTip() == largo * 4
    crece = Rotulo("crece", 1, crecer_hasta=3)
    qtbot.addWidget(crece)
    crece.resize(300, crece.height())
    alto = crece.height()
    crece.setText(largo)
    assert crece.lineas > 1 and crece.height() > alto
    crece.setText("corto")
    assert crece.lineas == 1 and crece.height() == alto


def test_la_parcial_elegida_no_pasa_a_otra_partida_ni_a_una_ronda_que_ya_no_cuenta(qtbot, abrir_hoja) -> None:
    v, hoja, p = abrir_sala(qtbot, abrir_hoja, maestra=None)
    c = hoja.controlador
    assert c.anotar_maestra_puntos(40) is not None
    for i in range(p.participantes):
        assert c.operar_silencioso(lambda q, i=i: q.decidir_papeleta([i], i)) is not None
    rondas_por_el_controlador(hoja, p, 3)
    hoja.ver_clasificacion()
    vista = hoja.ventana_clasificacion.vista
    vista.parcial.setCurrentIndex(vista.parcial.findData(3))
    assert vista.hasta == 3
    hoja.acciones["proyector_clasificacion"].trigger()
    pagina = hoja.proyector_sala.clasificacion
    assert pagina.hasta == 3
    # Con la ventana cerrada, «Deshacer» hasta que la ronda 3 ya no cuenta: el proyector vuelve a todas.
    hoja.ventana_clasificacion.close()
    while p.ronda >= 3:
        assert c.deshacer() is not None
    assert pagina.hasta is None and pagina._clasificacion is not None
    # Otra sala: la parcial de la anterior no se le aplica.
    assert v.sesion.nueva(nueva_sala([Inscrito("Ana", 1), Inscrito("Bea", 2)], reglas_arbitraje("fise")))
    assert hoja.proyector_sala is not None and hoja.proyector_sala.clasificacion.hasta is None
    hoja.cerrar_proyector()
    qtbot.waitUntil(lambda: hoja.proyector is None)


def test_sin_sala_la_nueva_partida_solo_pide_los_nombres_de_los_que_juegan(qtbot) -> None:
    from app_planilla.ui.hojas.dialogo_nueva_partida import SALA, DialogoNuevaPartida

    d = DialogoNuevaPartida()
    qtbot.addWidget(d)
    d.show()
    d.tipo.setCurrentIndex(d.tipo.findData(SALA))
    d.tipo.setCurrentIndex(0)  # de vuelta de la sala, a la clásica
    d.cuantos.setValue(2)
    assert [c.isVisible() for c in d.nombres[:4]] == [True, True, False, False]
