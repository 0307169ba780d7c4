"""La sala con arbitraje en la ventana, a mano y por el teclado: cada motivo de cero, avisos y penalizaciones, lo
que decide el árbitro, deshacer, ausentes y retirados, el desempate, lo que no se entiende (nada se anota) y el
diálogo «Nueva partida» con los inscritos escritos, pegados o importados de un CSV y las reglas."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit, QSpinBox

from app_planilla.nucleo.duplicada.eventos import AvisoArbitro, PapeletaRonda, PenalizacionArbitro
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.ui.hojas.dialogo_nueva_partida import SALA, DialogoNuevaPartida
from app_planilla.ui.hojas.duplicada.dialogos_sala import DialogoSala
from app_planilla.ui.hojas.duplicada.hoja import HojaDuplicada
from app_planilla.ui.hojas.duplicada.modelo_sala import COL_JUICIO, COL_PAPELETA, COL_PUNTOS, ROL_PARTICIPANTE
from app_planilla.ui.ventana import VentanaPrincipal

NOMBRES = ["Ana García", "Bea López", "Carlos Ruiz", "Dolores Díaz", "Elena Gómez", "Fermín Pérez", "Gloria Sanz",
           "Héctor Gil", "Inés Mora", "Jaime Vidal", "Lucía Ortiz", "Marcos Soler"]


def abrir_sala(qtbot, abrir_hoja, clave: str = "fise", atril: str = "AEJMNOS", maestra: str | None = "H4 JAMONES",
               n: int = 12) -> tuple[VentanaPrincipal, HojaDuplicada, PlanillaDuplicada]:
    """Una sala de ``n`` (mesas 1…n) con la primera ronda abierta y, si se da, su maestra."""
    v, _d = abrir_hoja()
    hoja = v.duplicada
    inscritos = [Inscrito(nombre, i + 1, f"L{i}") for i, nombre in enumerate(NOMBRES[:n])]
    assert v.sesion.nueva(nueva_sala(inscritos, reglas_arbitraje(clave)))
    c = hoja.controlador
    assert c.nueva_ronda(atril) is not None
    if maestra is not None:
        coordenada, palabra = maestra.split()
        assert c.anotar_maestra_escrita(coordenada, palabra) is not None
    planilla = hoja.planilla
    assert planilla is not None and planilla.arbitraje is not None
    v.activateWindow()  # los atajos (Ctrl+W…) y el foco, como con la ventana delante
    qtbot.waitUntil(v.isActiveWindow, timeout=3000)
    return v, hoja, planilla


def teclear(qtbot, hoja: HojaDuplicada, texto: str) -> None:
    """La papeleta tecleada e Intro."""
    campo = hoja.panel.sala.papeleta
    campo.setFocus()
    campo.clear()  # tras un error, lo escrito se queda
    qtbot.keyClicks(campo, texto)
    qtbot.keyClick(campo, Qt.Key.Key_Return)


def papeleta(p: PlanillaDuplicada, mesa: int, ronda: int = 1) -> PapeletaRonda | None:
    return p.filas[ronda - 1].papeleta(p.participante_de_mesa(mesa))


def fila_tabla(hoja: HojaDuplicada, mesa: int) -> dict[int, str]:
    modelo = hoja.panel.sala.modelo
    i = hoja.planilla.participante_de_mesa(mesa)
    fila = modelo.fila_de(i)
    assert fila is not None
    return {c: modelo.data(modelo.index(fila, c)) for c in (COL_PAPELETA, COL_PUNTOS, COL_JUICIO)}


def total(hoja: HojaDuplicada, mesa: int) -> int:
    modelo = hoja.panel.sala.modelo_clasificacion
    i = hoja.planilla.participante_de_mesa(mesa)
    for fila in range(modelo.rowCount()):
        if modelo.data(modelo.index(fila, 0), ROL_PARTICIPANTE) == i:
            return int(modelo.data(modelo.index(fila, 3)))
    raise AssertionError(mesa)


def test_cada_motivo_de_cero_por_el_teclado(qtbot, abrir_hoja) -> None:
    v, hoja, p = abrir_sala(qtbot, abrir_hoja)
    sala = hoja.panel.sala
    assert sala.isVisible() and not hoja.panel.boton_escribir.isVisible() and hoja.panel.boton_cerrar.isVisible()
    assert sala.mesa.text() == "1"  # la primera mesa sin papeleta, propuesta
    teclear(qtbot, hoja, "=")
    assert papeleta(p, 1).maestra and papeleta(p, 1).puntos == 98
    assert sala.mesa.text() == "2" and sala.papeleta.text() == ""
    teclear(qtbot, hoja, "H8JAMON30")  # sin espacios también
    assert (papeleta(p, 2).texto, papeleta(p, 2).puntos) == ("H8 JAMON 30", 30)
    assert "30" in sala.juicio.text() and sala.clase_juicio == "valida"
    casos = {
        3: ("H9 JAMON", Motivo.COORDENADA, "vale en H8"),
        4: ("H8 JAMONAS", Motivo.NO_SALE_DEL_ATRIL, "no tiene A"),
        5: ("A1 MESA", Motivo.NO_CABE, "casilla central"),
        6: ("-7", Motivo.ILEGIBLE, ""),
        7: ("-6", Motivo.TARDIA, ""),
        8: ("-8", Motivo.EN_BLANCO, ""),
        9: ("-9", Motivo.VARIAS, ""),
        10: ("H8 MESON 16 -1", Motivo.PALABRA_NO_VALIDA, ""),
    }
    for mesa, (texto, motivo, detalle) in casos.items():
        assert sala.mesa.text() == str(mesa)
        teclear(qtbot, hoja, texto)
        hecha = papeleta(p, mesa)
        assert hecha is not None and (hecha.puntos, hecha.motivo_cero) == (0, motivo), (mesa, hecha)
        assert motivo.texto() in sala.juicio.text() and sala.clase_juicio == "cero"
        assert detalle in sala.juicio.text()
        assert motivo.texto() in fila_tabla(hoja, mesa)[COL_JUICIO]
    assert "vale en H8" in fila_tabla(hoja, 3)[COL_JUICIO]
    assert papeleta(p, 10).texto == "H8 MESON 16"  # la papeleta tecleada queda con su cero
    # Mesa 11: puntos declarados que no son (FISE: valen los calculados, se señala); la 12 no entrega.
    teclear(qtbot, hoja, "H4 JAMONES 90")
    assert papeleta(p, 11).puntos == 98 and "declaró 90" in fila_tabla(hoja, 11)[COL_JUICIO]
    assert sala.mesa.text() == "12"
    assert "faltan 1" in sala.faltan.text()
    # Cerrar la ronda (Intro en la confirmación): cero «sin papeleta» a la que falta, en un evento.
    preguntas: list[str] = []
    v.confirmar = lambda pregunta: preguntas.append(pregunta) or True
    eventos = len(p.eventos)
    hoja.acciones["cerrar"].trigger()
    assert len(p.eventos) == eventos + 1 and "faltan 1 papeleta" in preguntas[0]
    assert papeleta(p, 12).motivo_cero is Motivo.SIN_PAPELETA and "completa" in sala.faltan.text()
    # La maestra la dan dos (sin bonificación); la mesa 2, sola la mejor por debajo: +5 (FISE, 12 participantes).
    assert [total(hoja, m) for m in (1, 2, 3, 11, 12)] == [98, 35, 0, 98, 0]


def test_coordenada_desplazada_fisf_vale_con_penalizacion_y_avisos_por_los_puntos(qtbot, abrir_hoja) -> None:
    _v, hoja, p = abrir_sala(qtbot, abrir_hoja, "fisf")
    sala = hoja.panel.sala
    teclear(qtbot, hoja, "1 H9 JAMON 30")
    assert (papeleta(p, 1).puntos, papeleta(p, 1).penalizacion) == (30, 5)
    assert "vale en H8" in fila_tabla(hoja, 1)[COL_JUICIO] and sala.clase_juicio == "marca"
    teclear(qtbot, hoja, "2 H8 JAMON")  # sin puntos: aviso (FISF)
    teclear(qtbot, hoja, "3 H8 JAMON 31")  # puntos erróneos: aviso
    assert [papeleta(p, m).avisos for m in (2, 3)] == [1, 1]
    assert "1 aviso" in fila_tabla(hoja, 2)[COL_JUICIO]


def test_avisos_y_penalizaciones_con_sus_teclas(qtbot, abrir_hoja) -> None:
    v, hoja, p = abrir_sala(qtbot, abrir_hoja, "fisf")
    d = v.sesion.ejecutar_dialogo.cola
    sala = hoja.panel.sala

    def avisar(dialogo: QDialog) -> bool:
        assert isinstance(dialogo, DialogoSala)
        campos = {c.objectName(): c for c in dialogo.findChildren(QLineEdit)}
        assert campos["mesas"].text() == "1"
        campos["motivo"].setText("disciplina")
        return dialogo.aceptar()

    for _ in range(3):
        d.append(avisar)
        sala.papeleta.setFocus()
        qtbot.keyClick(sala.papeleta, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    avisos = [e for e in p.eventos if isinstance(e, AvisoArbitro)]
    assert len(avisos) == 3 and avisos[0].motivo == "disciplina" and avisos[0].participantes == (0,)
    assert "3 avisos" in fila_tabla(hoja, 1)[COL_JUICIO]

    def penalizar(dialogo: QDialog) -> bool:
        puntos = dialogo.findChild(QSpinBox, "puntos")
        assert puntos.value() == 5  # la de un aviso con las reglas de la sala
        puntos.setValue(7)
        return dialogo.aceptar()

    d.append(penalizar)
    qtbot.keyClick(sala.papeleta, Qt.Key.Key_P,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert [(e.participantes, e.puntos) for e in p.eventos if isinstance(e, PenalizacionArbitro)] == [((0,), 7)]
    # La ronda cuenta cuando está completa: 98 − 7 − 5 (el tercer aviso de la partida resta 5 con la FISF).
    teclear(qtbot, hoja, "1 =")
    v.confirmar = lambda _pregunta: True
    hoja.entrada.cerrar_ronda()
    assert total(hoja, 1) == 98 - 7 - 5
    assert hoja.panel.sala.modelo_clasificacion.data(
        hoja.panel.sala.modelo_clasificacion.index(0, 8)) in ("−12", "")  # la columna de la penalización


def test_el_arbitro_decide_y_deshacer_lo_devuelve(qtbot, abrir_hoja) -> None:
    _v, hoja, p = abrir_sala(qtbot, abrir_hoja)
    sala = hoja.panel.sala
    teclear(qtbot, hoja, "3 H9 JAMON")  # FISE: cero, vale en H8 (30)
    assert papeleta(p, 3).puntos == 0
    teclear(qtbot, hoja, "3 =30")  # el árbitro decide que vale 30; la papeleta se conserva
    decidida = papeleta(p, 3)
    assert (decidida.puntos, decidida.arbitro, decidida.texto) == (30, True, "H9 JAMON")
    assert "(árbitro)" in fila_tabla(hoja, 3)[COL_JUICIO]
    teclear(qtbot, hoja, "4 H8 SAMON")  # no está en la lista: vale, y se señala
    assert papeleta(p, 4).puntos > 0 and papeleta(p, 4).fuera_de_lista == ("SAMON",)
    assert "fuera de lista" in fila_tabla(hoja, 4)[COL_JUICIO] and "-1" in sala.juicio.text()
    teclear(qtbot, hoja, "4 -1")
    assert (papeleta(p, 4).puntos, papeleta(p, 4).motivo_cero, papeleta(p, 4).texto) == (
        0, Motivo.PALABRA_NO_VALIDA, "H8 SAMON")
    # Deshacer con el campo vacío (Ctrl+Retroceso) devuelve el juicio anterior, y luego el primero.
    sala.papeleta.setFocus()
    qtbot.keyClick(sala.papeleta, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
    assert papeleta(p, 4).motivo_cero is None and papeleta(p, 4).puntos > 0
    assert "fuera de lista" in fila_tabla(hoja, 4)[COL_JUICIO]
    hoja.deshacer()
    assert papeleta(p, 4) is None and fila_tabla(hoja, 4)[COL_PUNTOS] == ""
    hoja.deshacer()
    assert papeleta(p, 3).puntos == 0 and not papeleta(p, 3).arbitro
    # Varias mesas a la vez: un evento, un «Deshacer».
    eventos = len(p.eventos)
    teclear(qtbot, hoja, "5-7,9 =")
    assert len(p.eventos) == eventos + 1 and all(papeleta(p, m).maestra for m in (5, 6, 7, 9))
    hoja.deshacer()
    assert all(papeleta(p, m) is None for m in (5, 6, 7, 9))


@pytest.mark.parametrize(("texto", "mensaje"), [
    ("H4 KIWI", "La K no es una ficha"),  # letras que no son de la edición española
    ("H4 JAMÇN", "La Ç no es una ficha"),
    ("H4 JAM0N", "cifras"),
    ("P4 JAMON", "P4"),  # coordenada fuera del tablero
    ("H16 JAMON", "H16"),
    ("99 H8 JAMON", "mesa 99"),
    ("-x", "no es una orden"),
    ("=", None),  # la maestra… de una ronda que aún no la tiene (se anota en la prueba sin maestra)
])
def test_lo_que_no_se_entiende_no_anota_nada(qtbot, abrir_hoja, texto: str, mensaje: str | None) -> None:
    _v, hoja, p = abrir_sala(qtbot, abrir_hoja, maestra=None if mensaje is None else "H4 JAMONES")
    sala = hoja.panel.sala
    eventos = len(p.eventos)
    teclear(qtbot, hoja, texto)
    assert len(p.eventos) == eventos and papeleta(p, 1) is None
    assert sala.clase_juicio == "error" and sala.papeleta.text() == texto  # lo escrito queda para corregirlo
    assert (mensaje or "aún no tiene jugada maestra") in sala.juicio.text()


def test_la_mesa_por_numero_nombre_o_varias(qtbot, abrir_hoja) -> None:
    _v, hoja, p = abrir_sala(qtbot, abrir_hoja)
    sala = hoja.panel.sala
    sala.mesa.setFocus()
    sala.mesa.clear()
    qtbot.keyClicks(sala.mesa, "dolores")  # un trozo del nombre, sin tildes ni mayúsculas
    assert "Dolores Díaz" in sala.destino.text()
    qtbot.keyClick(sala.mesa, Qt.Key.Key_Return)
    assert sala.mesa.text() == "4" and sala.papeleta.hasFocus()
    sala.mesa.setFocus()
    sala.mesa.setText("99")
    assert "99" in sala.destino.text()
    qtbot.keyClick(sala.mesa, Qt.Key.Key_Return)
    assert sala.clase_juicio == "error" and not sala.papeleta.hasFocus() and "99" in sala.juicio.text()
    sala.mesa.setText("a")  # muchos nombres con «a»
    assert "participantes" in sala.destino.text()
    sala.mesa.setText("3")
    qtbot.keyClick(sala.papeleta, Qt.Key.Key_Down)  # ↓: la siguiente sin papeleta
    assert sala.mesa.text() == "4"
    qtbot.keyClick(sala.papeleta, Qt.Key.Key_Up)
    assert sala.mesa.text() == "3"
    # Ocultar los ya anotados: la fila se va al anotar y vuelve al deshacer.
    sala.ocultar.setChecked(True)
    assert sala.modelo.rowCount() == 12
    teclear(qtbot, hoja, "=")
    assert sala.modelo.rowCount() == 11 and sala.modelo.fila_de(p.participante_de_mesa(3)) is None
    hoja.deshacer()
    assert sala.modelo.rowCount() == 12


def test_ausente_tarde_retirado_y_desempate(qtbot, abrir_hoja) -> None:
    v, hoja, p = abrir_sala(qtbot, abrir_hoja)
    cola = v.sesion.ejecutar_dialogo.cola
    sala = hoja.panel.sala

    def situacion(mesas: str, que: str, desde: int = 1):
        def rellenar(d: QDialog) -> bool:
            d.findChild(QLineEdit, "mesas").setText(mesas)
            caja = d.findChild(QComboBox, "situacion")
            caja.setCurrentIndex(caja.findData(que))
            d.findChild(QSpinBox, "desde").setValue(desde)
            return d.aceptar()
        return rellenar

    cola.append(situacion("2", "ausente"))
    hoja.acciones["situacion"].trigger()
    assert p.situacion(1) == ("ausente", 1) and "ausente" in fila_tabla(hoja, 2)[COL_JUICIO]
    cola.append(situacion("3", "tarde", 2))
    hoja.acciones["situacion"].trigger()
    # Quien no juega la ronda no se propone ni cuenta entre las que faltan.
    teclear(qtbot, hoja, "1 =")
    assert sala.mesa.text() == "4"
    teclear(qtbot, hoja, "2 =")
    assert sala.clase_juicio == "error" and "ausente" in sala.juicio.text()
    assert len(p.faltan()) == 12 - 1 - 2
    teclear(qtbot, hoja, "4-11 H8 JAMON")
    teclear(qtbot, hoja, "12 =")
    assert "completa" in sala.faltan.text()
    ranking = sala.modelo_clasificacion
    assert ranking.rowCount() == 11  # el ausente no se clasifica
    # Las mesas 1 y 12, empatadas a todo: el desempate a muerte súbita las ordena.
    assert p.empates() == ((0, 11), tuple(range(3, 11)))

    def desempatar(d: QDialog) -> bool:
        orden = d.findChild(QLineEdit, "orden")
        assert "1 Ana García, 12 Marcos Soler" in d.explicacion.text()
        orden.setText("12,1")
        return d.aceptar()

    cola.append(desempatar)
    hoja.acciones["desempate"].trigger()
    assert p.desempates[-1] == (p.participante_de_mesa(12), p.participante_de_mesa(1))
    primero = ranking.data(ranking.index(0, 0), ROL_PARTICIPANTE)
    assert primero == p.participante_de_mesa(12)
    hoja.deshacer()
    assert ranking.data(ranking.index(0, 0), ROL_PARTICIPANTE) == p.participante_de_mesa(1)
    # Retirado desde la ronda 2: sigue en la clasificación con lo que hizo.
    cola.append(situacion("5", "retirado", 2))
    hoja.acciones["situacion"].trigger()
    assert p.situacion(4) == ("retirado", 2)
    assert any("(retirado)" in str(ranking.data(ranking.index(f, 2))) for f in range(ranking.rowCount()))


# --- «Nueva partida» -----------------------------------------------------------------------------------


def test_dialogo_inscritos_escritos_con_errores_por_linea(qtbot, ventana) -> None:
    d = DialogoNuevaPartida(ventana)
    qtbot.addWidget(d)
    d.tipo.setCurrentIndex(d.tipo.findData(SALA))
    assert d.sala and d.pestanas_sala.isVisibleTo(d) and not d.cuantos.isVisibleTo(d)
    assert not d.nombres[0].isVisibleTo(d) and not d.bonificaciones.isVisibleTo(d)
    ins = d.inscritos
    ins.texto.setPlainText("Ana\tL1\tClub A\t3\nBea\t\t\t3\n\t\t\t5\nCarlos")
    ins.leer()
    assert ins.vista.rowCount() == 2  # Ana (3) y Carlos (mesa siguiente: 4)
    assert [ins.vista.item(f, 0).text() for f in range(2)] == ["3", "4"]
    assert "Línea 2: La mesa 3 ya es de otro inscrito." in ins.errores.text()
    assert "Línea 3: Falta el nombre." in ins.errores.text()
    assert not d.aceptar() and d.inicio is None and "líneas de los inscritos tienen errores" in d.error.text()
    ins.texto.setPlainText("Ana\tL1\tClub A\t3\nCarlos")
    assert d.aceptar()
    assert d.inicio.arbitraje == reglas_arbitraje("fise") and d.inicio.participantes == ("Ana", "Carlos")
    assert [x.mesa for x in d.inicio.inscritos] == [3, 4] and d.inicio.inscritos[0].club == "Club A"


def test_dialogo_importar_csv_y_reglas_a_medida(qtbot, ventana, tmp_path) -> None:
    d = DialogoNuevaPartida(ventana)
    qtbot.addWidget(d)
    d.tipo.setCurrentIndex(d.tipo.findData(SALA))
    csv = tmp_path / "inscritos.csv"
    csv.write_bytes("Mesa;Nombre;Licencia;Club\n1;Ana Peña;E1;Club Ñ\n2;Bea Ruiz;E2;\n".encode("cp1252"))
    d.inscritos.pedir_ruta = lambda _padre: str(csv)
    assert d.inscritos.importar()
    assert d.inscritos.vista.rowCount() == 2 and d.inscritos.vista.item(0, 1).text() == "Ana Peña"
    binario = tmp_path / "x.csv"
    binario.write_bytes(bytes(range(256)) * 10)
    d.inscritos.pedir_ruta = lambda _padre: str(binario)
    assert not d.inscritos.importar() and "no es" in d.inscritos.errores.text()
    assert d.inscritos.vista.rowCount() == 2  # lo importado antes sigue
    largo = tmp_path / "largo.csv"
    largo.write_text("\n".join(f"P{i}" for i in range(201)), encoding="utf-8")
    d.inscritos.pedir_ruta = lambda _padre: str(largo)
    d.inscritos.importar()
    d.inscritos.texto.setPlainText(largo.read_text(encoding="utf-8"))
    assert not d.aceptar() and "200" in d.error.text()
    d.inscritos.texto.setPlainText("Ana Peña\nBea Ruiz")
    reglas = d.reglas_sala
    reglas.preajuste.setCurrentIndex(reglas.preajuste.findData("fisf"))
    assert not reglas.valores["penalizacion_aviso"].isEnabled()
    assert reglas.valores["penalizacion_aviso"].value() == 5 and reglas.valores["cuentan_activos"].isChecked()
    reglas.preajuste.setCurrentIndex(reglas.preajuste.findData("a_medida"))
    assert reglas.valores["penalizacion_aviso"].isEnabled()  # a medida parte de la FISF que se veía
    reglas.valores["penalizacion_aviso"].setValue(3)
    reglas.valores["cero_por_puntos"].setChecked(True)
    assert d.aceptar()
    elegidas = d.inicio.arbitraje
    assert elegidas.clave == "a_medida" and elegidas.penalizacion_aviso == 3 and elegidas.cero_por_puntos
    assert elegidas.minimo_para_bonificar == 16  # lo demás, lo de la FISF


def test_dialogo_de_la_sala_a_la_duplicada_y_vuelta(qtbot, ventana) -> None:
    d = DialogoNuevaPartida(ventana)
    qtbot.addWidget(d)
    d.tipo.setCurrentIndex(d.tipo.findData(SALA))
    assert not d.cuantos.isVisibleTo(d) and not d.reglas.isVisibleTo(d)
    d.tipo.setCurrentIndex(d.tipo.findData("duplicada"))
    assert d.cuantos.isVisibleTo(d) and d.nombres[1].isVisibleTo(d) and not d.pestanas_sala.isVisibleTo(d)
    d.tipo.setCurrentIndex(d.tipo.findData("clasica"))
    assert d.reglas.isVisibleTo(d) and d.abre.isVisibleTo(d) and d.nombres[0].isVisibleTo(d)


def test_nueva_sala_desde_el_dialogo_y_reabrir(qtbot, abrir_hoja) -> None:
    v, d = abrir_hoja()

    def rellenar(dialogo: QDialog) -> bool:
        assert isinstance(dialogo, DialogoNuevaPartida)
        dialogo.tipo.setCurrentIndex(dialogo.tipo.findData(SALA))
        dialogo.inscritos.texto.setPlainText("\n".join(f"{n}\t\t\t{10 + i}" for i, n in enumerate(NOMBRES)))
        return dialogo.aceptar()

    d.cola.append(rellenar)
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    hoja = v.duplicada
    assert hoja.sala and hoja.planilla.participantes == 12 and hoja.planilla.inscritos[0].mesa == 10
    assert hoja.panel.en_sala and "Sala" in hoja.panel.titulo.text() and "FISE" in hoja.panel.titulo.text()
    assert hoja.acciones["aviso"].isVisible() and not hoja.acciones["escribir"].isVisible()
    hoja.panel.atril.setText("aejmnos")
    hoja.nueva_ronda()
    teclear(qtbot, hoja, "10 H8 JAMON")
    ident = v.sesion.actual.id
    v.sesion.abrir(ident)  # reabierta: lo anotado es firme y se ve igual
    assert hoja.planilla.filas[0].papeleta(0).puntos == 30
    assert fila_tabla(hoja, 10)[COL_PUNTOS] == "30" and hoja.panel.sala.mesa.text() == "11"
