"""Una sala sembrada de 200 participantes y 20 rondas en la ventana (``tests/sala_teclado.py``): los inscritos
pegados en «Nueva partida», dos rondas enteras por el teclado (una por orden de mesa, con la mesa propuesta; otra
desordenada, con la mesa tecleada en su campo o delante de la papeleta) y las demás por el controlador, de una vez
los que dieron lo mismo. La clasificación que muestra la ventana se compara con una calculada aquí, con las reglas
FISE y FISF escritas de nuevo (sin el núcleo)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.ui.hojas.dialogo_nueva_partida import SALA, DialogoNuevaPartida
from app_planilla.ui.hojas.duplicada.hoja import HojaDuplicada
from app_planilla.ui.hojas.duplicada.modelo_sala import MOTIVOS_POR_CLAVE, ROL_PARTICIPANTE
from tests import sala_teclado as sala_sembrada
from tests.sala_teclado import CEROS, Ronda

RONDAS_TECLADO = (0, 9)


def escrito(p: sala_sembrada.Papeleta) -> str:
    """Lo que teclea el árbitro para esa papeleta (sin la mesa)."""
    if p.tipo == "maestra":
        return "="
    if p.cero:
        return f"{p.texto} -{CEROS[p.tipo]}".strip()
    return p.texto


def por_el_teclado(qtbot, hoja: HojaDuplicada, ronda: Ronda, azar: random.Random | None) -> None:
    """Cada papeleta, con Intro. Sin ``azar``, por orden de mesa: solo se teclea la mesa si la propuesta no es
    (tras una papeleta que falta); con él, desordenadas: la mesa en su campo o delante de la papeleta."""
    sala = hoja.panel.sala
    orden = list(range(len(ronda.papeletas)))
    if azar is not None:
        azar.shuffle(orden)
    for n, i in enumerate(orden):
        p = ronda.papeletas[i]
        if p.tipo == "sin_papeleta":
            continue
        mesa = str(i + 1)
        texto = escrito(p)
        if p.texto and not p.cero and n % 2:
            texto = texto.replace(" ", "")  # sin espacios, la mitad
        if azar is not None and n % 3 == 0:
            sala.mesa.setFocus()
            sala.mesa.selectAll()
            qtbot.keyClicks(sala.mesa, mesa)
            qtbot.keyClick(sala.mesa, Qt.Key.Key_Return)
            assert sala.papeleta.hasFocus()
        elif sala.mesa.text() != mesa:
            texto = f"{mesa} {texto}"
        sala.papeleta.setFocus()
        qtbot.keyClicks(sala.papeleta, texto)
        qtbot.keyClick(sala.papeleta, Qt.Key.Key_Return)
        assert sala.papeleta.text() == "", (mesa, texto, sala.juicio.text())


def por_el_controlador(hoja: HojaDuplicada, ronda: Ronda) -> None:
    c = hoja.controlador
    for que, quienes in ronda.grupos():
        if que == "maestra":
            efecto = c.anotar_maestra_a(quienes)
        elif que == "sin_papeleta":
            continue
        elif que in CEROS:
            efecto = c.anotar_cero(quienes, MOTIVOS_POR_CLAVE[str(CEROS[que])])
        else:
            efecto = c.anotar_papeleta(quienes, que)
        assert efecto is not None, c.ultimo_error


def clasificacion_esperada(rondas: tuple[Ronda, ...], clave: str) -> list[tuple[int, int, int]]:
    """(participante, total, puesto) con las reglas escritas aquí: FISE, +10 a quien solo da la maestra y +5 a
    quien solo tiene la mejor por debajo, tope 25, coordenada desplazada = 0; FISF, +10 solo por la maestra, aviso
    por puntos ausentes o erróneos y −5 por cada uno desde el tercero, −5 por coordenada desplazada (que vale)."""
    fisf = clave == "fisf"
    n = len(rondas[0].papeletas)
    puntos = [[0] * n for _ in rondas]
    avisos, resta = [0] * n, [0] * n
    for r, ronda in enumerate(rondas):
        for i, p in enumerate(ronda.papeletas):
            if p.cero:
                continue
            if p.tipo == "desplazada":
                if fisf:
                    puntos[r][i] = p.puntos
                    resta[i] += 5
                continue
            puntos[r][i] = p.puntos
            if fisf and p.tipo in ("sin_puntos", "puntos_mal"):
                avisos[i] += 1
    bonos = [0] * n
    for r, ronda in enumerate(rondas):
        fila = puntos[r]
        dan = [i for i in range(n) if fila[i] == ronda.maestra]
        if len(dan) == 1:
            bonos[dan[0]] += 10
        debajo = [x for x in fila if 0 < x < ronda.maestra]
        if not fisf and debajo:
            segundos = [i for i in range(n) if fila[i] == max(debajo)]
            if len(segundos) == 1:
                bonos[segundos[0]] += 5
    if not fisf:
        bonos = [min(b, 25) for b in bonos]
    penal = [resta[i] + (5 * max(0, avisos[i] - 2) if fisf else 0) for i in range(n)]
    total = [sum(puntos[r][i] for r in range(len(rondas))) + bonos[i] - penal[i] for i in range(n)]
    maestras = [sum(1 for r, ronda in enumerate(rondas) if puntos[r][i] == ronda.maestra) for i in range(n)]
    mejor = [max(puntos[r][i] for r in range(len(rondas))) for i in range(n)]
    clave_orden = {i: (-total[i], -maestras[i], -mejor[i]) for i in range(n)}
    orden = sorted(range(n), key=lambda i: (clave_orden[i], i))
    resultado = []
    for k, i in enumerate(orden):
        anterior = resultado[-1] if resultado else None
        puesto = anterior[2] if anterior is not None and clave_orden[anterior[0]] == clave_orden[i] else k + 1
        resultado.append((i, total[i], puesto))
    return resultado


@pytest.mark.parametrize("clave", ["fise", "fisf"])
def test_sala_de_200_por_el_teclado_y_su_clasificacion(qtbot, abrir_hoja, clave: str) -> None:
    v, d = abrir_hoja()
    inscritos = sala_sembrada.inscritos()

    def rellenar(dialogo: QDialog) -> bool:
        assert isinstance(dialogo, DialogoNuevaPartida)
        dialogo.tipo.setCurrentIndex(dialogo.tipo.findData(SALA))
        # Pegados de una hoja de cálculo: nombre, licencia, club y mesa, con tabuladores.
        dialogo.inscritos.texto.setPlainText(
            "\n".join(f"{x.nombre}\t{x.licencia}\t{x.club}\t{x.mesa}" for x in inscritos))
        preajuste = dialogo.reglas_sala.preajuste
        preajuste.setCurrentIndex(preajuste.findData(clave))
        return dialogo.aceptar()

    d.cola.append(rellenar)
    qtbot.mouseClick(v.hoja.boton("Nueva partida…"), Qt.MouseButton.LeftButton)
    hoja = v.duplicada
    planilla = hoja.planilla
    assert planilla is not None and planilla.participantes == 200 and planilla.arbitraje.clave == clave
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow, timeout=3000)
    v.confirmar = lambda _pregunta: True
    c = hoja.controlador
    rondas = sala_sembrada.rondas()
    azar = random.Random(3)
    for n, ronda in enumerate(rondas):
        assert c.nueva_ronda(ronda.atril) is not None
        assert c.anotar_maestra_escrita(ronda.coordenada, ronda.palabra) is not None
        assert planilla.filas[-1].maestra.puntos == ronda.maestra
        if n in RONDAS_TECLADO:
            por_el_teclado(qtbot, hoja, ronda, azar if n else None)
            hoja.acciones["cerrar"].trigger()  # con confirmación: cero «sin papeleta» a las que faltan
        else:
            por_el_controlador(hoja, ronda)
            assert c.cerrar_ronda() is not None
        assert not planilla.faltan()
    # Lo anotado por el teclado es lo que se esperaba de cada papeleta.
    for n in RONDAS_TECLADO:
        fila = planilla.filas[n]
        for i, p in enumerate(rondas[n].papeletas):
            anotada = fila.papeleta(i)
            assert anotada is not None
            if p.cero:
                assert anotada.motivo_cero is MOTIVOS_POR_CLAVE[str(CEROS[p.tipo])]
            elif p.tipo == "desplazada":
                assert anotada.desplazada and anotada.puntos == (p.puntos if clave == "fisf" else 0)
            else:
                assert anotada.puntos == p.puntos and (anotada.maestra == (p.tipo == "maestra"))
    assert planilla.filas[0].papeleta(0).motivo_cero is not Motivo.SIN_PAPELETA or rondas[0].papeletas[0].tipo == (
        "sin_papeleta")
    modelo = hoja.panel.sala.modelo_clasificacion
    vista = [(modelo.data(modelo.index(f, 0), ROL_PARTICIPANTE), int(modelo.data(modelo.index(f, 3))),
              int(modelo.data(modelo.index(f, 0)).rstrip(".º")))
             for f in range(modelo.rowCount())]
    assert vista == clasificacion_esperada(rondas, clave)
    assert "20 rondas" in hoja.panel.sala.titulo_clasificacion.text()
