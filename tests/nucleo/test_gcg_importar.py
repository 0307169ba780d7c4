"""Importar GCG como partida clásica y exportar la partida como GCG: partidas reales, ida y vuelta, errores."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app_planilla.exportar.gcg.archivos import es_gcg, exportar_gcg, gcg_de_partida, importar_gcg
from app_planilla.exportar.gcg.escritura import ErrorExportacion, apodos, atril_gcg, exportar_gcg_texto, texto_gcg
from app_planilla.exportar.gcg.importar import leer_planilla_gcg
from app_planilla.exportar.gcg.lectura import ErrorGcg, leer_gcg
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.eventos import (
    Fin,
    Jugada,
    PalabraRetirada,
    Penalizacion,
    TiempoExtra,
    a_dict,
    evento_desde_dict,
)
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.registro.eventos import Anulacion, ErrorEvento

from .test_gcg import NOMBRES

CABECERA = "#player1 ana Ana\n#player2 bea Bea\n"


def _gcg(compartido: Path, nombre: str) -> bytes:
    return (compartido / "datos" / "gcg" / nombre).read_bytes()


def _totales_del_archivo(texto: str) -> dict[str, int]:
    totales: dict[str, int] = {}
    for evento in leer_gcg(texto).eventos:
        totales[evento.jugador] = evento.total
    return totales


def _estado(planilla: Planilla) -> tuple[object, ...]:
    """Lo que se ve de una partida: hoja, totales, tablero y tabla final."""
    lineas = [(x.clase, x.participante, x.puntos, x.total, x.ronda, x.coordenada, x.palabra, x.fichas, x.motivo)
              for x in planilla.lineas]
    return (planilla.inicio, lineas, planilla.totales, list(planilla.tablero), planilla.final)


# ---------------------------------------------------------------- partidas reales


@pytest.mark.parametrize("nombre", NOMBRES)
def test_importa_las_partidas_reales_sin_diferencias(compartido: Path, nombre: str) -> None:
    contenido = _gcg(compartido, nombre)
    importacion = leer_planilla_gcg(contenido)
    assert importacion.informe.diferencias == ()
    assert importacion.informe.sin_diferencias and importacion.informe.jugadas >= 20
    planilla = importacion.planilla
    assert planilla.terminada and planilla.final is not None
    esperados = _totales_del_archivo(contenido.decode("utf-8"))
    apodos_archivo = list(leer_gcg(contenido.decode("utf-8")).jugadores)
    assert {apodos_archivo[f.participante]: f.total for f in planilla.final} == esperados
    # Ninguna jugada sin fichas: todas pasan por el tablero.
    assert all(x.fichas for x in planilla.lineas if x.clase == "jugada")


@pytest.mark.parametrize("nombre", NOMBRES)
def test_ida_y_vuelta_de_las_partidas_reales(compartido: Path, nombre: str) -> None:
    planilla = leer_planilla_gcg(_gcg(compartido, nombre)).planilla
    texto = texto_gcg(planilla)
    assert texto.startswith("#character-encoding UTF-8\n")
    otra = leer_planilla_gcg(texto.encode("utf-8"))
    assert otra.informe.diferencias == ()
    assert otra.planilla.eventos == planilla.eventos
    assert texto_gcg(otra.planilla) == texto


def test_apodos_y_nombres_largos_de_woogles(compartido: Path) -> None:
    # Un apodo real de Woogles tiene 42 caracteres; los nombres completos pasan de 40. Hasta 100 se guardan enteros
    # y vuelven iguales al exportar; más allá se acortan con un aviso (el tope solo frena el abuso).
    apodo = "Grab_em_by_the_Short_and_(James)_Curley(s)"
    nombre = ("Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde y Montenegro de los "
              "Caballeros Sanz")[:100]
    original = _gcg(compartido, "en/liwords_vs_josh_time_penalty.gcg").decode("utf-8")
    assert original.startswith("#player1 cesar Cesar\n#player2 josh Josh\n")
    texto = original.replace("cesar", apodo).replace(f"#player1 {apodo} Cesar", f"#player1 {apodo} {nombre}")
    texto = texto.replace("#player2 josh Josh", "#player2 josh " + "J" * 101)
    importacion = leer_planilla_gcg(texto.encode("utf-8"))
    assert importacion.informe.diferencias == ()
    assert importacion.planilla.nombres == (nombre, "J" * 100)
    assert importacion.informe.avisos[0] == "El nombre de «josh» se ha acortado a 100 caracteres."
    assert f"#player1 {apodo} {nombre}\n" in texto_gcg(importacion.planilla)


def test_partida_espanola(compartido: Path) -> None:
    importacion = leer_planilla_gcg(_gcg(compartido, "es/ropita_sample2.gcg"))
    planilla = importacion.planilla
    assert planilla.edicion is ESPANOL and planilla.inicio.reglas == "fise"
    assert planilla.nombres == ("Úrsula Iguarán Buendía", "José Arcadio Buendía")
    chicas = next(x for x in planilla.lineas if x.palabra == "CHICAS")
    assert chicas.puntos == 40 and any(f.letra == "CH" for _, f in chicas.fichas)
    # El final del archivo: quien cierra suma el doble del atril ajeno (DLR = 4) y nadie resta.
    fin = planilla.eventos[-1]
    assert isinstance(fin, Fin) and fin.atriles == ("", "DLR") and fin.ajustes == (8, 0)
    assert any("convención GCG" in a for a in importacion.informe.avisos)
    texto = texto_gcg(planilla)
    # Los apodos y los atriles del archivo vuelven a él; «#tile» no (MAGPIE no lo conoce).
    for linea in ("#tile-distribution spanish", "#lexicon FILE2017", ">úrsula: ABC[CH]GIS 1G [CH]ICAS +40 257",
                  ">arcadio: EEEL[LL]OU 6G .UE[LL]O +28 91", ">úrsula: ?BGJÑOT N4 ÑaJO +72 329",
                  ">úrsula: (DLR) +8 510"):
        assert linea in texto.splitlines()
    assert not any(linea.startswith("#tile ") for linea in texto.splitlines())


def test_retirada_premio_y_tiempo(compartido: Path) -> None:
    liwords = leer_planilla_gcg(_gcg(compartido, "en/liwords_vs_josh_time_penalty.gcg")).planilla
    retirada = next(x for x in liwords.lineas if x.clase == "retirada")
    assert retirada.palabra == "MAZEY" and retirada.total == 110
    assert isinstance(liwords.eventos[-1], TiempoExtra) and liwords.eventos[-1].segundos == 7 * 60
    assert ">cesar: AEIMPYZ -- -67 110" in texto_gcg(liwords).splitlines()
    capp = leer_planilla_gcg(_gcg(compartido, "en/quackle_capp_wsc2001_legacy.gcg")).planilla
    premio = next(x for x in capp.lineas if x.clase == "penalizacion")
    assert (premio.puntos, premio.total, premio.descripcion) == (5, 339, "Premio: impugnación")
    # Quackle antiguo anota la retirada como «-- +0»: se retira WERGEL igual.
    assert [x.palabra for x in capp.lineas if x.clase == "retirada"] == ["WERGEL"]


# ---------------------------------------------------------------- ida y vuelta de una partida de la hoja


def _partida_completa() -> Planilla:
    p = Planilla(nueva_partida(["Ana María", "Luis"], reglas="fise"))
    p.sumar("H4", "JAMON")  # Ana
    p.sumar("6F", "ZUMOS")  # Luis (pasa por la M)
    p.sumar("J2", "CHiCOS")  # Ana: dígrafo y comodín, acaba en la S de ZUMOS
    p.retirar_ultima_jugada()  # …retirada tras impugnarla
    p.pasar()  # Luis
    p.penalizar(1, 10)  # Luis, sin motivo
    p.cambiar()  # Ana
    p.retirar_palabra("9A", "NOSE")  # Luis: retirada antes de anotarla (no cabe en el tablero)
    p.retirar_palabra("K4", "LLAVES")  # Ana: retirada antes de anotarla (sí cabe)
    p.anotar(30, "B2", "algo")  # Luis, a mano
    p.anotar(12)  # Ana, a mano y sin coordenada
    p.penalizar(0, 5, "ficha vista")
    p.penalizar(1, 10, "impugnación")
    p.terminar(["", "XA?"])
    p.anotar_tiempo_extra(1, 61)
    return p


def test_ida_y_vuelta_de_una_partida_de_la_hoja() -> None:
    planilla = _partida_completa()
    exportacion = exportar_gcg_texto(planilla)
    texto = exportacion.texto
    otra = leer_planilla_gcg(texto)
    assert otra.planilla.eventos == planilla.eventos
    assert _estado(otra.planilla) == _estado(planilla)
    assert otra.informe.diferencias == ()
    # Lo que no tiene forma GCG va en notas tras el evento anterior, y sus puntos no cuentan en el archivo.
    assert texto.splitlines() == [
        "#character-encoding UTF-8",
        "#player1 Ana Ana María",
        "#player2 Luis Luis",
        "#game-type classic",
        "#tile-distribution spanish",
        ">Ana: AJMNO 8D JAMON +44 44",
        "#note planilla-deducidos: 0 1 2 4",
        "#note planilla-reglas: fise",
        "#note planilla-empate: compartido",
        "#note planilla-abre: Ana",
        ">Luis: OSUZ F6 ZU.OS +38 38",
        ">Ana: ?C[CH]O 10B [CH]iCO. +20 64",
        ">Ana: ?C[CH]O -- -20 44",
        '#note planilla-evento: {"tipo":"pase"}',
        '#note planilla-evento: {"tipo":"penalizacion","participante":1,"puntos":10}',
        '#note planilla-evento: {"tipo":"cambio"}',
        '#note planilla-evento: {"tipo":"retirada","coordenada":"9A","palabra":"NOSE"}',
        ">Ana: AE[LL]SV 11D [LL]AVES +50 94",
        ">Ana: AE[LL]SV -- -50 44",
        "#note planilla-retirada: K4 LLAVES",
        '#note planilla-evento: {"tipo":"jugada","puntos":30,"coordenada":"B2","palabra":"algo"}',
        '#note planilla-evento: {"tipo":"jugada","puntos":12}',
        '#note planilla-evento: {"tipo":"penalizacion","participante":0,"puntos":5,"motivo":"ficha vista"}',
        '#note planilla-evento: {"tipo":"penalizacion","participante":1,"puntos":10,"motivo":"impugnación"}',
        ">Ana: (XA?) +18 62",
        "#note planilla-ajuste: 9 -9",
        ">Luis:  (time) -20 18",
        "#note planilla-segundos: 61",
    ]
    informe = exportacion.informe()
    for esperado in (
        "Un pase sin atril conocido (Luis) no tiene forma GCG",
        "Una penalización (Luis, -10) no tiene forma GCG",
        "Un cambio sin sus fichas ni su atril (Ana María) no tiene forma GCG",
        "Una palabra retirada que no cabe en el tablero (Luis)",
        "Una jugada anotada a mano (Luis, +30)",
        "Una jugada anotada a mano (Ana María, +12)",
        "4 atriles no se anotaron",
    ):
        assert esperado in informe, esperado
    assert texto_gcg(otra.planilla) == texto


GCG_ANTIGUO_DE_TRES = (
    "#character-encoding UTF-8\n#player1 Participante Participante 1\n#player2 Eva Eva\n#player3 Eva2 Eva\n"
    "#game-type classic\n#tile-distribution spanish\n#tile [CH] [ch]\n#tile [LL] [ll]\n#tile [RR] [rr]\n"
    "#note planilla-reglas: casa\n#note planilla-empate: compartido\n#note planilla-abre: Eva\n"
    ">Eva: AJMNO 8D JAMON +44 44\n>Eva2: OSUZ F6 ZU.OS +38 38\n>Participante: -? +0 0\n"
    ">Eva: (7[LL]) +15 59\n>Participante: 7 (7) -7 -7\n>Eva2: [LL] ([LL]) -8 30\n"
)
"""Lo que exportaban versiones anteriores de Planilla para una partida de tres (el GCG no admite más de dos)."""


def test_tres_participantes_no_tienen_gcg_pero_sus_archivos_antiguos_se_importan() -> None:
    p = Planilla(nueva_partida(["", "Eva", "Eva"], abre=1))
    p.sumar("H4", "JAMON")
    p.pasar()
    p.deshacer()
    p.sumar("6F", "ZUMOS")
    p.cambiar()
    p.terminar([7, "", "LL"])
    assert any(isinstance(e, Anulacion) for e in p.eventos)
    with pytest.raises(ErrorExportacion, match=r"3 participantes.*solo admite dos.*JSON"):
        texto_gcg(p)
    otra = leer_planilla_gcg(GCG_ANTIGUO_DE_TRES).planilla
    assert _estado(otra) == _estado(p)
    assert otra.inicio.participantes == ("", "Eva", "Eva") and otra.inicio.abre == 1


def test_partida_sin_turnos_ni_final() -> None:
    p = Planilla(nueva_partida(["Ana", "Bea"], abre=1, reglas="casa", empate="antes_del_ajuste"))
    exportacion = exportar_gcg_texto(p)
    # Sin ningún evento no hay dónde poner una nota: las reglas quedan solo en el JSON, y el informe lo dice.
    assert not any(linea.startswith("#note") for linea in exportacion.texto.splitlines())
    assert "solo en el JSON" in exportacion.informe()
    otra = leer_planilla_gcg(exportacion.texto).planilla
    assert otra.inicio.participantes == p.inicio.participantes and otra.eventos[1:] == ()


def test_apodos_y_atriles() -> None:
    assert apodos(["Ana María", "Ana", "ana", "Jo:sé Pérez", "Participante 2"]) == [
        "Ana", "Ana2", "ana3", "José", "Participante",
    ]
    assert atril_gcg("ch?ll", ESPANOL) == "[CH]?[LL]" and atril_gcg(12, ESPANOL) == "12"


# ---------------------------------------------------------------- diferencias y sintaxis antigua


def test_puntos_distintos_se_conservan_y_se_listan() -> None:
    texto = CABECERA + ">ana: AJMNO 8D JAMON +40 40\n>bea: OSUZ F6 ZU.OS +38 38\n>ana: - +0 41\n"
    importacion = leer_planilla_gcg(texto)
    (puntos, total) = importacion.informe.diferencias
    assert (puntos.linea, puntos.que, puntos.anotado, puntos.calculado) == (3, "puntos", 40, 44)
    assert "8D JAMON vale 44 según Planilla y el archivo anota 40" in puntos.mensaje
    assert (total.linea, total.que, total.anotado, total.calculado) == (5, "total", 41, 40)
    assert importacion.planilla.totales == (40, 38)
    assert "2 líneas con puntos distintos" in importacion.informe.texto()


def test_sintaxis_antigua_de_quackle() -> None:
    texto = CABECERA + ">ana: AJMNOXY 8d JAMON +44 44\n>bea: OSUZ f6 ZUMOS +38 38\n"
    importacion = leer_planilla_gcg(texto)
    assert [x.palabra for x in importacion.planilla.lineas] == ["JAMON", "ZUMOS"]
    assert importacion.planilla.totales == (44, 38) and importacion.informe.sin_diferencias


def test_legado_retirada_mas_cero_y_pase_con_puntos() -> None:
    texto = CABECERA + ">ana: AJMNO 8D JAMON +44 44\n>ana: AJMNO -- +0 0\n>bea: - +12 12\n"
    importacion = leer_planilla_gcg(texto)
    assert importacion.informe.diferencias == ()
    assert [x.clase for x in importacion.planilla.lineas] == ["retirada", "jugada"]
    assert any("jugada escrita a mano" in a for a in importacion.informe.avisos)


def test_final_con_ajuste_de_la_hoja_y_sin_cerrar() -> None:
    texto = CABECERA + ">ana: AJMNO 8D JAMON +44 44\n>ana: XA (XA) -9 35\n>bea: ? (?) -0 0\n>bea: (time) -10 -10\n"
    planilla = leer_planilla_gcg(texto, reglas="casa").planilla
    fin = next(e for e in planilla.eventos if isinstance(e, Fin))
    assert fin.atriles == ("XA", "?") and fin.ajustes is None
    # Con reglas de casa el tiempo no tiene precio: va como penalización antes del final.
    assert any(isinstance(e, Penalizacion) and e.motivo == "tiempo extra" for e in planilla.eventos)
    assert planilla.final is not None and [f.total for f in planilla.final] == [35, -10]


def test_dos_eles_sueltas_en_el_atril_final() -> None:
    texto = "#tile-distribution spanish\n" + CABECERA
    texto += ">ana: AJMNO 8D JAMON +44 44\n>bea: LL (LL) -2 -2\n>ana: (LL) +4 48\n"
    planilla = leer_planilla_gcg(texto).planilla
    fin = planilla.eventos[-1]
    assert isinstance(fin, Fin) and fin.atriles == ("", 2) and fin.ajustes == (4, -2)
    otra = leer_planilla_gcg(CABECERA + ">ana: AJMNO 8D JAMON +44 44\n>ana: (x?a) +9 53\n").planilla
    assert otra.eventos[-1] == Fin(("", "X?A"), (9, 0))


# ---------------------------------------------------------------- archivos mal formados


MALOS = [
    ("#player1 ana Ana\n>ana: AJMNO 8D JAMON +44 44\n", "Faltan los participantes"),
    (CABECERA + ">ana: AJMNO 8D JAMON +44 44\n>ana: XY 9I OX +27 71\n", "Línea 4: le toca a «bea», no a «ana»"),
    (CABECERA + ">bea: OSUZ 1A ZU.OS +38 38\n", "Línea 3: El «.» de la casilla A3"),
    (CABECERA + ">ana: ABC 1A ABC +5 5\n", "Línea 3: La primera jugada tiene que tapar"),
    (CABECERA + ">ana: -- -5 -5\n", "Línea 3: «--» retira la jugada anterior"),
    (CABECERA + ">ana: AB -AB +3 3\n", "Línea 3: un cambio no suma puntos"),
    (CABECERA + ">ana: (XA) +9 9\n>bea: - +0 0\n", "Línea 4: la partida ya había terminado en la línea 3"),
    (CABECERA + ">ana: (X1A) +9 9\n", "Línea 3: el atril «X1A» no se entiende"),
    ("#tile-distribution spanish\n" + CABECERA + ">ana: (XK) +9 9\n", "Línea 4: el atril «XK» no se entiende"),
    (CABECERA + ">ana: (time) +10 10\n", "Línea 3: el tiempo extra resta puntos"),
    (CABECERA + ">ana: AJMNO 8D JAMON +4444 4444\n", "Línea 3: .*puntos"),
    (CABECERA + ">ana: AJMNO 8D JAMÓN! +44 44\n", "Línea 3: «!» no es una letra"),
    (CABECERA + "#tile-distribution german\n>ana: - +0 0\n", "Línea 3: Este archivo es de una partida en alemán"),
    (CABECERA + "#note planilla-reglas: torneo\n", "Línea 1: los datos de la partida no sirven: No existen las reglas"),
    (CABECERA + ">ana: AJMNO 8D JAMON +44 44\n>bea: - +0 0\n>ana: - +0 44\n>bea: (XA) +9 9\n>ana: (Y) +4 48\n",
     "Línea 7: solo una persona puede cerrar"),
]


@pytest.mark.parametrize(("texto", "mensaje"), MALOS)
def test_archivos_mal_formados_dan_la_linea_y_no_guardan_nada(
    texto: str, mensaje: str, tmp_path: Path
) -> None:
    archivo = tmp_path / "malo.gcg"
    archivo.write_text(texto, encoding="utf-8")
    with Almacen(tmp_path / "datos") as almacen:
        with pytest.raises(ErrorGcg, match=mensaje):
            importar_gcg(almacen, archivo)
        assert almacen.partidas() == []


def test_importar_y_exportar_con_el_almacen(compartido: Path, tmp_path: Path) -> None:
    with Almacen(tmp_path) as almacen:
        ident, informe = importar_gcg(almacen, compartido / "datos/gcg/es/ropita_sample2.gcg")
        assert informe.sin_diferencias
        texto = exportar_gcg(almacen, ident, tmp_path / "copia.gcg").texto
        assert ">úrsula: (DLR) +8 510" in texto
        assert (tmp_path / "copia.gcg").read_bytes() == texto.encode("utf-8")
        with pytest.raises(ErrorGcg, match="No se puede escribir"):
            exportar_gcg(almacen, ident, tmp_path / "no" / "existe.gcg")
        with pytest.raises(ErrorGcg, match="No se puede leer"):
            importar_gcg(almacen, tmp_path / "no-existe.gcg")
        assert len(almacen.partidas()) == 1
    with pytest.raises(ErrorGcg, match="no es clásica"):
        gcg_de_partida(object(), 3)


def test_reconoce_un_gcg() -> None:
    assert es_gcg("partida.GCG", b"{}")
    assert not es_gcg("partida.json", b"#player1")
    assert es_gcg("-", b"\xef\xbb\xbf  #player1 a A\n") and es_gcg("-", b">a: - +0 0")
    assert not es_gcg("-", b'{"formato": "planilla-clasica"}')


def test_jugadas_con_fichas_nuevas_del_evento() -> None:
    """Lo que se importa es lo mismo que «Sumar» en la hoja: coordenada, palabra y fichas."""
    importada = leer_planilla_gcg(CABECERA + ">ana: AJMNO 8D JAMON +44 44\n").planilla
    hoja = Planilla(nueva_partida(["Ana", "Bea"], reglas="fise"))
    hoja.sumar("H4", "JAMON")
    (jugada,) = [e for e in importada.eventos if isinstance(e, Jugada)]
    assert jugada == replace(hoja.eventos[1], atril="AJMNO")  # y el atril del archivo
    assert not any(isinstance(e, PalabraRetirada) for e in importada.eventos)


# ---------------------------------------------------------------- lo que se añadió a los eventos para el GCG


def test_premio_y_ajuste_anotado_en_los_eventos() -> None:
    premio = Penalizacion(0, -5, "impugnación")
    assert evento_desde_dict(a_dict(premio)) == premio
    fin = Fin(("", "DLR"), (8, 0))
    assert a_dict(fin) == {"tipo": "fin", "atriles": ["", "DLR"], "ajustes": [8, 0]}
    assert evento_desde_dict(a_dict(fin)) == fin
    assert evento_desde_dict({"tipo": "fin", "atriles": ["", 3]}) == Fin(("", 3))
    for malo in (
        {"tipo": "penalizacion", "participante": 0, "puntos": 0},
        {"tipo": "fin", "atriles": ["", "A"], "ajustes": [1]},
        {"tipo": "fin", "atriles": ["", "A"], "ajustes": [1, "2"]},
        {"tipo": "fin", "atriles": ["", "A"], "ajustes": [1, 99999]},
    ):
        with pytest.raises(ErrorEvento):
            evento_desde_dict(malo)
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    p.aplicar(premio)
    assert p.lineas[-1].descripcion == "Premio: impugnación" and p.totales == (5, 0)
    with pytest.raises(ErrorEvento):
        p.penalizar(0, -5)  # la hoja solo penaliza; los premios llegan de un GCG
    p.terminar(["", "XA"])
    p.deshacer()
    p.aplicar(Fin(("", "XA"), (18, 0)))
    assert p.final is not None and [f.total for f in p.final] == [23, 0]
