"""La ventana del director de una duplicada en tres salas, hecha con el núcleo en disco: el estado de cada sala,
la clasificación de todo el campo (la última y las parciales), los conflictos con nombre; se actualiza sola;
imprime la clasificación (PDF) y exporta el CSV de la federación marcándolo en la carpeta, y la corrección
posterior de una sala se ve como conflicto; el proyector pasa las páginas solo."""

from __future__ import annotations

import csv
import functools
import io
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication

from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.duplicada import ronda_de_sala
from app_planilla.nucleo.torneo.salas import crear_duplicada, publicar_maestra, unirse_sala
from app_planilla.nucleo.torneo.sobres import RONDA
from app_planilla.ui.hojas.duplicada.proyector_clasificacion import ProyectorClasificacion
from app_planilla.ui.torneo.director import VentanaDirector
from app_planilla.ui.torneo.salas import VentanaProyector, VentanaSalas, ventana_torneo
from tests.nucleo import salas_ayuda as ayuda

RAIZ = Path(__file__).resolve().parent.parent.parent
FISE = reglas_arbitraje("fise")
SALAS = ("Sala Norte", "Sala Sur", "Anexo")
RONDAS = 7


@functools.cache
def _partidas() -> tuple[PlanillaDuplicada, ayuda.Plan, dict[str, PlanillaDuplicada]]:
    """La partida del juez árbitro, el plan y las partidas de las tres salas (20 participantes cada una), una vez."""
    maestro, partida = ayuda.partida_maestra(RONDAS, 41, FISE)
    # El de la mesa 1 de la Sala Norte y el de la mesa 1 del Anexo hacen lo mismo: empatan en todo.
    plan = ayuda.gemelos(ayuda.plan(SALAS, 20, partida, 13), (0, 0), (2, 0))
    juegos = {}
    for k, s in enumerate(SALAS):
        p, indice = ayuda.sala(plan, k, FISE)
        for n in range(1, RONDAS + 1):
            ayuda.jugar_ronda(p, plan, n, indice)
        juegos[s] = p
    return maestro, plan, juegos


class Evento:
    """Una duplicada en tres salas en disco: el director (juez árbitro) y una carpeta de datos por sala."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self.carpeta = base / "torneo"
        self.director = base / "director"
        maestro, self.plan, juegos = _partidas()
        self.t = crear_duplicada(self.carpeta, self.director, nombre="Open de Zaragoza por salas", salas=SALAS,
                                 reglas=FISE)
        dp = c.leer_portatil(self.director, self.t.evento)
        assert dp is not None
        publicar_maestra(self.director, dp, self.carpeta, self.t, maestro, {})
        # Una copia de cada partida de sala: una prueba puede seguir anotando en ella.
        self.juegos = {s: PlanillaDuplicada.desde_eventos(p.eventos) for s, p in juegos.items()}
        self.portatiles = {s: unirse_sala(self.carpeta, self._datos(s), s)[0] for s in SALAS}

    def _datos(self, s: str) -> Path:
        return self.base / f"datos-{s.replace(' ', '_')}"

    def publicar(self, s: str, n: int, partida: int = 1) -> None:
        r = ronda_de_sala(self.juegos[s], s, n, self.t.evento, partida)
        self.portatiles[s], _sobre = c.publicar(self._datos(s), self.portatiles[s], self.carpeta, RONDA, r.a_datos())

    def segunda_partida(self) -> None:
        """La partida 2 del torneo (la misma partida maestra y las mismas papeletas, otra cadena), entera."""
        maestro, _plan, _juegos = _partidas()
        dp = c.leer_portatil(self.director, self.t.evento)
        assert dp is not None
        publicar_maestra(self.director, dp, self.carpeta, self.t, maestro, {}, partida=2)
        for s in SALAS:
            for n in range(1, RONDAS + 1):
                self.publicar(s, n, partida=2)


@pytest.fixture
def evento(tmp_path) -> Evento:
    ev = Evento(tmp_path)
    for s in SALAS:
        for n in range(1, RONDAS + 1 if s != "Anexo" else RONDAS):
            ev.publicar(s, n)  # el Anexo aún no ha publicado su última ronda
    return ev


@pytest.fixture
def ventana(qtbot, evento) -> VentanaSalas:
    v = VentanaSalas(evento.carpeta, evento.director)
    qtbot.addWidget(v)
    v.resize(1024, 600)
    v.show()
    qtbot.waitExposed(v)
    return v


def test_salas_clasificacion_y_conflictos(ventana, evento):
    v = ventana
    assert v.seleccion() == RONDAS - 1
    assert v.filas_salas() == [
        ("Sala Norte", "20", "7", "Al día"), ("Sala Sur", "20", "7", "Al día"), ("Anexo", "20", "6", "Al día")]
    assert [v.hasta.itemText(i) for i in range(v.hasta.count())] == ["6 (la última)", "3 (parcial)"]
    verdad = ayuda.referencia(evento.plan, FISE).clasificacion(hasta=RONDAS - 1)
    filas = v.filas_clasificacion()
    assert len(filas) == len(verdad) == 57  # tres ausentes
    assert [f[0] for f in filas] == [str(x.puesto) for x in verdad]
    assert [int(f[5]) for f in filas] == [x.total for x in verdad]
    assert v.modelo.rowCount() == 57 and v.modelo.data(v.modelo.index(0, 1)) == filas[0][1]
    avisos = [v.avisos.item(i).text() for i in range(v.avisos.count())]
    assert avisos[0].startswith("Conflicto «falta:Anexo:7»: Falta la ronda 7 de la sala Anexo")
    assert "Cuentan 6 de 7 rondas de la partida maestra (3 salas, 60 participantes)" in v.resumen.text()
    # Una parcial.
    v.hasta.setCurrentIndex(1)
    assert [f[5] for f in v.filas_clasificacion()] == [str(x.total) for x in ayuda.referencia(
        evento.plan, FISE).clasificacion(hasta=3)]
    assert "tras la ronda 3" in v.titulo_clasif.text().replace("&", "")


def test_la_ronda_que_faltaba_llega_sola(ventana, evento, qtbot):
    v = ventana
    v.releer.stop()
    evento.publicar("Anexo", RONDAS)
    qtbot.waitUntil(lambda: v.seleccion() == RONDAS, timeout=5000)
    assert v.filas_salas()[2] == ("Anexo", "20", "7", "Al día")
    assert v.avisos.item(0).text() == "Ni conflictos, ni archivos pendientes o rechazados."
    verdad = ayuda.referencia(evento.plan, FISE).clasificacion()
    assert [f[5] for f in v.filas_clasificacion()] == [str(x.total) for x in verdad]


def test_imprimir_exportar_y_la_correccion_de_despues(ventana, evento, tmp_path):
    import pdfplumber

    v = ventana
    pdf = v.imprimir(str(tmp_path / "clasificacion.pdf"))
    assert pdf and "Queda marcada en la carpeta" in v.resumen.text()
    with pdfplumber.open(pdf) as documento:
        texto = "".join(p.extract_text() or "" for p in documento.pages)
    assert "Clasificación tras la ronda 6 (parcial) · 3 salas · 57 participantes" in texto and "Sala Norte" in texto
    ruta = v.exportar_csv(str(tmp_path / "fed.csv"))
    # El CSV de la federación de una sala sola (UTF-8 con BOM, «;»), con la sala y la mesa.
    datos = Path(ruta).read_bytes()
    assert datos.startswith(b"\xef\xbb\xbfpuesto;licencia;nombre;club;total;porcentaje;")
    filas = list(csv.DictReader(io.StringIO(datos.decode("utf-8-sig"), newline=""), delimiter=";"))
    assert len(filas) == 57 and filas[0]["puesto"] == "1" and filas[0]["licencia"].startswith("L")
    assert filas[0]["sala"] in SALAS and int(filas[0]["mesa"]) >= 1
    assert not v.fusion.conflictos[1:]  # solo la ronda que le falta al Anexo
    # La Sala Sur corrige su ronda 2 después: el director lo ve.
    juego = evento.juegos["Sala Sur"]
    juego.penalizar([0], 5, "ruido", ronda=2)
    evento.publicar("Sala Sur", 2)
    v.actualizar()
    claves = [c.clave for c in v.fusion.conflictos]
    assert "impresa:Sala Sur:2" in claves
    assert any("publicó una corrección de la ronda 2 después de imprimir" in a for a in v.avisos_texto())
    # Un portátil que no es el del director imprime, pero no lo marca.
    otra = VentanaSalas(evento.carpeta, evento._datos("Anexo"))
    assert otra.imprimir(str(tmp_path / "otra.pdf")) and "no es el del director" in otra.mensaje
    otra.close()


class Reloj:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_el_proyector_es_el_de_la_sala_con_todo_el_campo(ventana, qtbot):
    """El proyector del director es el de la sala (páginas por su reloj, letra de 1/16 de la pantalla) con la
    clasificación de todo el campo que se ve en la ventana."""
    v = ventana
    w = v.abrir_proyector()
    assert isinstance(w, VentanaProyector) and isinstance(w.proyector, ProyectorClasificacion)
    qtbot.addWidget(w)
    p = w.proyector
    reloj = Reloj()
    p.reloj, p.inicio = reloj, reloj.t
    p._repintado.setInterval(10)
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: p.visto is not None)
    paginas = p.paginas()
    assert paginas == -(-57 // p.por_pagina()) and paginas > 1
    vistos: list[str] = []
    for k in range(paginas):
        reloj.t = 100.0 + k * p.segundos_por_pagina + 0.5
        qtbot.waitUntil(lambda k=k: p.visto is not None and p.visto.pagina == k)
        vistos += p.visto.nombres
    assert vistos == [x.participante.nombre for x in v.fusion.clasificacion(RONDAS - 1)]
    assert p.visto.titulo == "Clasificación tras la ronda 6"
    # Otra ronda elegida en la ventana: el proyector la sigue, desde la primera página.
    v.hasta.setCurrentIndex(1)
    qtbot.waitUntil(lambda: p.visto is not None and p.visto.titulo == "Clasificación tras la ronda 3")
    assert p.visto.pagina == 0
    assert p.visto.nombres[0] == v.fusion.clasificacion(3)[0].participante.nombre
    qtbot.keyClick(p, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: v.proyector is None, timeout=5000)


def test_la_carpeta_elige_su_ventana(qtbot, evento, tmp_path):
    v = ventana_torneo(evento.carpeta / c.DIRECCION)
    qtbot.addWidget(v)
    assert isinstance(v, VentanaSalas)
    clasica = tmp_path / "clasica"
    c.crear(clasica, tmp_path / "dir-clasica", nombre="Open", clase="clasica", divisiones=("A",), rondas=3,
            reglas="fise")
    d = ventana_torneo(clasica)
    qtbot.addWidget(d)
    assert isinstance(d, VentanaDirector)


def test_desde_el_menu_archivo(abrir, evento, qtbot):
    ventana = abrir(datos=evento.director)
    ventana.archivo.pedir_carpeta_torneo = lambda: str(evento.carpeta)
    ventana.archivo.acciones["carpeta_torneo"].trigger()
    d = ventana.archivo.director
    assert isinstance(d, VentanaSalas) and d.isVisible() and d.datos == evento.director
    qtbot.addWidget(d)


@pytest.fixture
def traductor(qapp):
    """La interfaz y el núcleo en inglés si la prueba lo pide (el núcleo vuelve al español en ``conftest``)."""
    from PySide6.QtCore import QTranslator

    from app_planilla import traducciones
    from app_planilla.nucleo import idioma

    puestos: list[QTranslator] = []

    def poner() -> None:
        t = QTranslator(qapp)
        assert t.load(str(traducciones.carpeta_locale() / "en" / "ui.qm"))
        qapp.installTranslator(t)
        idioma.usar(idioma.INGLES, traducciones.carpeta_locale())
        puestos.append(t)

    yield poner
    for t in puestos:
        qapp.removeTranslator(t)


@pytest.mark.parametrize("tamano,ingles", [((1024, 600), False), ((1366, 768), False), ((1024, 600), True)])
def test_tres_salas_caben(qtbot, evento, tamano, ingles, traductor):
    """Las columnas de la clasificación y de las salas caben sin barra horizontal, también en inglés; la captura
    de la ventana y la del proyector, en ``docs/pantallas`` si se pide (``PLANILLA_CAPTURAS=1``)."""
    if ingles:
        traductor()
    v = VentanaSalas(evento.carpeta, evento.director)
    qtbot.addWidget(v)
    v.resize(*tamano)
    v.show()
    qtbot.waitExposed(v)
    QApplication.processEvents()
    for tabla in (v.salas, v.clasif):
        assert isinstance(tabla, QAbstractScrollArea)
        assert not tabla.horizontalScrollBar().isVisible(), tabla.objectName()
    assert v.minimumSizeHint().width() <= tamano[0]
    nombre = v.clasif.horizontalHeader()
    assert nombre.sectionSize(1) >= v.fontMetrics().horizontalAdvance("Gutiérrez Sánchez, Andrés")
    p = v.abrir_proyector()
    assert p is not None
    qtbot.addWidget(p)
    p.resize(*tamano)
    QApplication.processEvents()
    if ingles:
        assert [b.text() for b in (v.boton_actualizar, v.boton_proyector, v.boton_imprimir, v.boton_csv)] == \
            ["Re&fresh", "Pro&jector", "&Print…", "E&xport CSV…"]
        assert v.avisos.item(0).text().startswith("Conflict “falta:Anexo:7”: Round 7 of room Anexo is missing")
        assert v.filas_salas()[0][3] == "Up to date"
    # La fila del empate entre salas, elegida: «Desempate…» se puede pulsar.
    fila = next(i for i, x in enumerate(v.fusion.clasificacion(v.seleccion()))
                if (x.participante.sala, x.participante.mesa) == ("Anexo", 1))
    v.clasif.setCurrentIndex(v.modelo.index(fila, 1))
    assert v.boton_desempate.isEnabled()
    if os.environ.get("PLANILLA_CAPTURAS"):
        from app_planilla.ui.torneo.salas import DialogoDesempate

        sufijo = "-en" if ingles else ""
        carpeta = RAIZ / "docs" / "pantallas"
        v.grab().save(str(carpeta / f"torneo-salas-{tamano[0]}x{tamano[1]}{sufijo}.png"))
        p.grab().save(str(carpeta / f"torneo-salas-proyector-{tamano[0]}x{tamano[1]}{sufijo}.png"))
        d = DialogoDesempate([texto for _n, texto in v.empatados()], v)
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        d.grab().save(str(carpeta / f"torneo-salas-desempate-{tamano[0]}x{tamano[1]}{sufijo}.png"))
        d.close()
        evento.segunda_partida()
        v.actualizar()
        v.partida.setCurrentIndex(v.partida.count() - 1)
        QApplication.processEvents()
        v.grab().save(str(carpeta / f"torneo-salas-media-{tamano[0]}x{tamano[1]}{sufijo}.png"))


def test_el_director_decide_un_conflicto_desde_la_ventana(ventana, evento, qtbot, tmp_path):
    """Otro portátil dice llevar el Anexo: nada del Anexo cuenta hasta que el director elige, con el diálogo de
    la decisión (el mismo que el del torneo clásico), el portátil de siempre."""
    from app_planilla.ui.torneo.decision import DialogoDecision

    v = ventana
    unirse_sala(evento.carpeta, tmp_path / "intruso", "Anexo")
    v.actualizar()
    assert v.seleccion() == 0 and v.fusion.conflictos[0].clave == "sala:Anexo"
    v.avisos.setCurrentRow(0)
    assert v.boton_decidir.isEnabled()
    propio = evento.portatiles["Anexo"].portatil

    def elegir(d):
        assert isinstance(d, DialogoDecision)
        fila = next(i for i, k in enumerate(d.conflicto.candidatos) if k.portatil == propio)
        d.candidatos.setCurrentRow(fila)
        d.aceptar()
        return True

    v.ejecutar_dialogo = elegir
    assert v.decidir()
    assert v.seleccion() == RONDAS - 1 and "Decidido «sala:Anexo»" in v.resumen.text()
    # Desde un portátil que no es el del director, no.
    otra = VentanaSalas(evento.carpeta, evento._datos("Sala Sur"))
    qtbot.addWidget(otra)
    otra.ejecutar_dialogo = lambda d: pytest.fail("no debía abrirse")
    unirse_sala(evento.carpeta, tmp_path / "intruso2", "Sala Sur")
    otra.actualizar()
    assert not otra.decidir("sala:Sala Sur") and "No se puede decidir desde este portátil" in otra.resumen.text()


def test_el_director_desempata_desde_la_ventana(ventana, evento, qtbot):
    """Dos de salas distintas empatan en todo: el director elige a uno en la clasificación, «Desempate…» y los
    ordena; la clasificación los separa. Las parciales no se desempatan; otro portátil no puede."""
    from app_planilla.ui.torneo.salas import DialogoDesempate

    v = ventana
    filas = v.filas_clasificacion()
    fila = next(i for i, x in enumerate(v.fusion.clasificacion(v.seleccion()))
                if (x.participante.sala, x.participante.mesa) == ("Anexo", 1))
    assert filas[fila][0] == filas[fila - 1][0] or filas[fila][0] == filas[fila + 1][0]  # comparte puesto
    v.clasif.setCurrentIndex(v.modelo.index(fila, 1))
    assert v.boton_desempate.isEnabled()
    grupo = v.empatados()
    assert {n.sala for n, _t in grupo} >= {"Sala Norte", "Anexo"}
    vistos = []

    def ordenar(d):
        assert isinstance(d, DialogoDesempate)
        vistos.append([d.lista.item(k).text() for k in range(d.lista.count())])
        anexo = next(k for k in range(d.lista.count()) if "Anexo" in d.lista.item(k).text())
        d.lista.setCurrentRow(anexo)
        for _ in range(anexo):
            qtbot.keyClick(d.lista, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)  # gana el del Anexo
        return True

    v.ejecutar_dialogo = ordenar
    assert v.desempatar() and "Desempate anotado" in v.resumen.text()
    assert len(vistos[0]) == len(grupo)
    lineas = v.fusion.clasificacion(v.seleccion())
    puestos = {(x.participante.sala, x.participante.mesa): x.fila.puesto for x in lineas}
    assert puestos[("Anexo", 1)] < puestos[("Sala Norte", 1)] and not v.fusion.conflictos[1:]
    # Una parcial no se desempata.
    v.hasta.setCurrentIndex(1)
    v.clasif.setCurrentIndex(v.modelo.index(0, 1))
    assert not v.boton_desempate.isEnabled() and v.empatados() == []
    # Desde otro portátil, no.
    otra = VentanaSalas(evento.carpeta, evento._datos("Anexo"))
    qtbot.addWidget(otra)
    otra.ejecutar_dialogo = lambda d: pytest.fail("no debía abrirse")
    otra.clasif.setCurrentIndex(otra.modelo.index(fila, 1))
    assert not otra.desempatar(fila) and "desde este portátil" in otra.resumen.text()


def test_dos_partidas_y_la_clasificacion_del_torneo(ventana, evento, qtbot, tmp_path):
    """Llega la partida 2: la ventana pasa a ella; «Torneo (media)» da la clasificación por la media de las dos,
    con su CSV (el de la federación) y su PDF."""
    import pdfplumber

    from app_planilla.nucleo.duplicada.publicacion import csv_torneo, torneo
    from app_planilla.nucleo.torneo.fusion_salas import fusionar_torneo_salas

    v = ventana
    assert not v.partida.isVisibleTo(v)  # una sola partida: ni se ve
    evento.publicar("Anexo", RONDAS)
    evento.segunda_partida()
    v.actualizar()
    assert v.partida.isVisibleTo(v) and [v.partida.itemText(i) for i in range(3)] == ["1", "2", "Torneo (media)"]
    assert v.numero() == 2 and v.seleccion() == RONDAS and v.fusion.partida == 2
    assert "partida 2, tras la ronda 7" in v.titulo_clasif.text()
    # Quien elige la 1 la sigue viendo cuando llega algo nuevo (aquí, la marca de haberla impreso).
    v.partida.setCurrentIndex(0)
    assert v.imprimir(str(tmp_path / "partida1.pdf"))
    assert v.numero() == 1 and v.fusion.partida == 1 and v.fusion.impresa is not None
    assert v.fusion.impresa.partida == 1 and v.todo.partida(2).impresa is None
    v.partida.setCurrentIndex(2)
    assert v.de_torneo() and not v.hasta.isEnabled()
    todo = fusionar_torneo_salas(*c.leer_carpeta(evento.carpeta))
    filas = v.filas_clasificacion()
    assert [(f[0], f[1]) for f in filas] == [(str(x.puesto), x.nombre) for x in todo.clasificacion().filas]
    assert v.modelo.data(v.modelo.index(0, 7), Qt.ItemDataRole.ToolTipRole).startswith("Partida 1: ")
    ruta = v.exportar_csv(str(tmp_path / "torneo.csv"))
    assert Path(ruta).read_bytes().decode("utf-8-sig") == csv_torneo(todo.clasificacion())
    # Las dos partidas de un solo portátil darían lo mismo.
    ref = ayuda.referencia(evento.plan, FISE)
    assert [(x.puesto, x.licencia) for x in todo.clasificacion().filas] == [
        (x.puesto, x.licencia) for x in torneo([ref, ref]).filas]
    assert [x.media for x in todo.clasificacion().filas] == pytest.approx(
        [x.media for x in torneo([ref, ref]).filas])
    pdf = v.imprimir(str(tmp_path / "torneo.pdf"))
    with pdfplumber.open(pdf) as documento:
        texto = "".join(p.extract_text() or "" for p in documento.pages)
    assert "Clasificación del torneo: media de los porcentajes de 2 partidas" in texto
    p = v.abrir_proyector()
    qtbot.addWidget(p)
    qtbot.waitUntil(lambda: p.proyector.visto is not None and p.proyector.visto.titulo.startswith(
        "Clasificación del torneo"))
