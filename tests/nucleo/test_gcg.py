"""Partidas reales en GCG (../shared/datos/gcg) reproducidas por el núcleo: cada jugada con su puntuación."""

from __future__ import annotations

from pathlib import Path

import pytest

from app_planilla.exportar.gcg.lectura import (
    ErrorGcg,
    TipoGcg,
    coordenada_gcg,
    decodificar,
    leer_gcg,
    posicion_gcg,
    reproducir,
)
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES
from app_planilla.nucleo.juego.tablero import Posicion

NOMBRES = [
    "es/ropita_sample2.gcg",
    "en/macondo_noah_vs_mishu.gcg",
    "en/liwords_vs_josh_time_penalty.gcg",
    "en/quackle_capp_wsc2001_legacy.gcg",
]


@pytest.mark.parametrize("nombre", NOMBRES)
def test_reproduce_cada_jugada_con_su_puntuacion(compartido: Path, nombre: str) -> None:
    partida = leer_gcg((compartido / "datos" / "gcg" / nombre).read_text(encoding="utf-8"))
    assert partida.edicion is (ESPANOL if nombre.startswith("es/") else INGLES)
    jugadas = 0
    totales: dict[str, int] = {}
    ultima: dict[str, int] = {}
    for evento, resultado in reproducir(partida):
        if resultado is not None:
            assert resultado.puntos == evento.puntos, f"línea {evento.linea}: {evento.palabra}"
            jugadas += 1
            ultima[evento.jugador] = resultado.puntos
        # La sintaxis antigua de Quackle anota la retirada como «-- +0»: se descuenta la jugada retirada.
        cambio = -ultima[evento.jugador] if evento.tipo is TipoGcg.RETIRADA else evento.puntos
        totales[evento.jugador] = totales.get(evento.jugador, 0) + cambio
        assert totales[evento.jugador] == evento.total, f"línea {evento.linea}"
    assert jugadas >= 20


def test_todas_las_partidas_de_shared_estan_cubiertas(compartido: Path) -> None:
    carpeta = compartido / "datos" / "gcg"
    en_disco = sorted(p.relative_to(carpeta).as_posix() for p in carpeta.rglob("*.gcg"))
    assert en_disco == sorted(NOMBRES)


def test_partida_espanola_con_digrafos_y_comodines(compartido: Path) -> None:
    partida = leer_gcg((compartido / "datos/gcg/es/ropita_sample2.gcg").read_text(encoding="utf-8"))
    resultados = {e.linea: r for e, r in reproducir(partida) if r is not None}
    chicas = next(r for r in resultados.values() if r.principal.texto == "CHICAS")
    assert chicas.principal.fichas[0].ficha.letra == "CH" and chicas.puntos == 40
    assert any(r.principal.texto == "ÑaJO" and r.puntos == 72 for r in resultados.values())


@pytest.mark.parametrize(("gcg", "fise"), [("8D", "H4"), ("D8", "4H"), ("8g", "H7"), ("h10", "8J"), ("15A", "O1")])
def test_coordenadas(gcg: str, fise: str) -> None:
    assert posicion_gcg(gcg).fise() == fise
    assert coordenada_gcg(Posicion.desde_fise(fise)) == gcg.upper()


def test_tipos_de_turno() -> None:
    texto = """#player1 a Ana
#player2 b Bea
>a: ?DIJNNR 8D DJINN +30 30
>b: ABC - +0 0
>b: ABC -AB +0 0
>b: ABC -3 +0 0
>a: XYZ H4 ZYX +10 40
>a: XYZ -- -10 30
>b: ABC (challenge) +5 5
>a: (ABC) +7 37
>a: (time) -10 27
"""
    partida = leer_gcg(texto)
    assert partida.jugadores == {"a": "Ana", "b": "Bea"}
    tipos = [e.tipo for e in partida.eventos]
    assert tipos == [
        TipoGcg.JUGADA, TipoGcg.PASE, TipoGcg.CAMBIO, TipoGcg.CAMBIO, TipoGcg.JUGADA,
        TipoGcg.RETIRADA, TipoGcg.IMPUGNACION, TipoGcg.FICHAS_FINALES, TipoGcg.TIEMPO,
    ]
    assert partida.eventos[2].cambiadas == "AB" and partida.eventos[3].cambiadas == "3"


@pytest.mark.parametrize(
    ("linea", "mensaje"),
    [(">a 8D DJINN +30 30", "Línea 3: falta «>apodo:»"), (">a: 8D DJINN +30 treinta", "Línea 3: «treinta»"),
     (">a: ABC 99Z FOO +3 3", "Línea 3: «99Z» no es una coordenada"), (">a: +3", "Línea 3: .*incompleto"),
     (">c: ABC 8D ABC +10 10", "Línea 3: «c» no es ninguno de los participantes"),
     ("hola", "Línea 3: no se entiende «hola»"), ("#player3 c Carla", None),
     ("#player5 e Eva", "Línea 3: .*de 2 a 4 participantes"), ("#player2 c Carla", "Línea 3: el #player2 ya estaba")],
)
def test_lineas_mal_formadas(linea: str, mensaje: str | None) -> None:
    texto = f"#player1 a Ana\n#player2 b Bea\n{linea}\n"
    if mensaje is None:
        assert len(leer_gcg(texto).jugadores) == 3
        return
    with pytest.raises(ErrorGcg, match=mensaje):
        leer_gcg(texto)


def test_notas_de_varias_lineas_y_cifras_detras_del_total() -> None:
    partida = leer_gcg(
        "#player1 a Ana\n#player2 b Bea\n#note una nota\nque sigue aquí\n"
        ">a: ABC 8D CAB +14 14 CAB\n#note planilla-motivo: x: y\n"
    )
    (evento,) = partida.eventos
    assert (evento.puntos, evento.total, evento.palabra) == (14, 14, "CAB")
    # La línea que sigue a un #note lo continúa: la nota se guarda entera.
    assert partida.notas == ["una nota\nque sigue aquí"] and evento.notas == ("planilla-motivo: x: y",)


def test_codificacion() -> None:
    assert decodificar("#player1 a Ñoño\n".encode("latin-1")) == "#player1 a Ñoño\n"
    assert decodificar("\ufeff#player1 a Ñoño\n".encode()) == "#player1 a Ñoño\n"
    with pytest.raises(ErrorGcg, match="Línea 2: el archivo dice estar en UTF-8"):
        decodificar("#character-encoding UTF-8\n#player1 a Ñoño\n".encode("latin-1"))
    with pytest.raises(ErrorGcg, match=r"Línea 1: .*«ebcdic»"):
        decodificar(b"#character-encoding EBCDIC\n")
    with pytest.raises(ErrorGcg, match="demasiado grande"):
        decodificar(b"#" * (2 * 1024 * 1024))


def test_edicion_sin_pragma_y_desconocida() -> None:
    assert leer_gcg("#player1 a A\n#player2 b B\n>a: ABC 8D [CH]A +9 9\n").edicion is ESPANOL
    assert leer_gcg("#lexicon FILE2017\n#player1 a A\n").edicion is ESPANOL
    with pytest.raises(ErrorGcg, match=r"Línea 1: Este archivo es de una partida en catalán \(#tile-distribution"):
        _ = leer_gcg("#tile-distribution catalan\n").edicion


def test_jugada_imposible_dice_su_linea() -> None:
    partida = leer_gcg("#player1 a A\n>a: ABC 1A ABC +5 5\n")
    with pytest.raises(ErrorGcg, match="Línea 2: La primera jugada tiene que tapar"):
        list(reproducir(partida))
