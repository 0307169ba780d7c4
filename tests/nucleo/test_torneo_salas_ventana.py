"""Lo que el núcleo da a la ventana de una sala (y a la del juez árbitro) para no esperar nunca a la carpeta del
torneo: qué partida está vinculada, lo que hay que publicar guardado solo en la carpeta de datos (y otra vez lo que
se corrige, nunca lo que no cambia) y la partida maestra leída solo de la carpeta de la dirección, igual que la ve
la fusión del director."""

from __future__ import annotations

from pathlib import Path

import pytest

from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.carpeta import ErrorTorneo
from app_planilla.nucleo.torneo.duplicada import MAX_PARTIDAS, ronda_de_sala
from app_planilla.nucleo.torneo.fusion_salas import fusionar_salas
from app_planilla.nucleo.torneo.salas import (
    PAPEL_MAESTRA,
    PAPEL_SALA,
    VINCULADA,
    Publicada,
    Vinculada,
    crear_duplicada,
    guardadas,
    leer_maestras,
    preparar_maestra,
    preparar_rondas,
    unirse_sala,
    vinculadas,
    vincular,
)
from app_planilla.nucleo.torneo.sobres import MAESTRA, RONDA
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")


@pytest.fixture(scope="module")
def partida() -> tuple[PlanillaDuplicada, list[ayuda.RondaMaestra]]:
    return ayuda.partida_maestra(3, 11, FISE)


def _sala(rondas: list[ayuda.RondaMaestra], cuantas: int) -> PlanillaDuplicada:
    p = PlanillaDuplicada(nueva_sala([Inscrito("Ana", 1), Inscrito("Bea", 2)], FISE))
    for rm in rondas[:cuantas]:
        p.nueva_ronda(rm.atril)
        p.anotar_maestra_colocacion(dict(rm.maestra.nuevas), rm.maestra.direccion)
        p.anotar_maestra_a([0])
        p.cerrar_ronda()
    return p


def test_las_partidas_vinculadas_ida_y_vuelta(tmp_path: Path) -> None:
    a, b = "a" * 32, "b" * 32
    assert vinculadas(tmp_path) == ()
    uno = Vinculada(a, 7, PAPEL_SALA, 15)
    vincular(tmp_path, uno)
    assert vinculadas(tmp_path) == (uno,)
    dos = Vinculada(a, 9, PAPEL_SALA, 15, partida_torneo=2)  # la partida 2 del torneo: otra partida del almacén
    vincular(tmp_path, dos)
    assert vinculadas(tmp_path) == (uno, dos)
    otra_uno = Vinculada(a, 11, PAPEL_SALA, 15)  # otra partida del almacén para la 1: sustituye a la de antes
    vincular(tmp_path, otra_uno)
    assert vinculadas(tmp_path) == (dos, otra_uno)
    vincular(tmp_path, Vinculada(b, 2, PAPEL_MAESTRA, 3))  # otro torneo: lo del anterior se olvida
    assert vinculadas(tmp_path) == (Vinculada(b, 2, PAPEL_MAESTRA, 3),)
    for mala in (Vinculada(b, 2, "mesa", 3), Vinculada("no es un id", 2, PAPEL_SALA, 3),
                 Vinculada(b, 0, PAPEL_SALA, 3), Vinculada(b, 2, PAPEL_SALA, 3, partida_torneo=MAX_PARTIDAS + 1)):
        with pytest.raises(ErrorTorneo):
            vincular(tmp_path, mala)
    for malo in (b"{", b"{}", b'[{"evento": "x"}]', b'[{"evento": "' + b"c" * 32 + b'", "partida": "1", '
                 b'"papel": "sala", "rondas": 3}]'):
        (c.estados(tmp_path) / VINCULADA).write_bytes(malo)
        assert vinculadas(tmp_path) == ()  # dañado: como si no hubiera ninguna


def test_la_sala_guarda_cada_ronda_cerrada_sin_tocar_la_carpeta_y_la_lleva_republicar(tmp_path: Path,
                                                                                      partida) -> None:
    _maestro, rondas = partida
    carpeta, datos = tmp_path / "Open", tmp_path / "sala"
    t = crear_duplicada(carpeta, tmp_path / "director", nombre="Open", salas=("A", "B"), reglas=FISE, rondas=2)
    p, _s = unirse_sala(carpeta, datos, "A")
    v = Vinculada(t.evento, 1, PAPEL_SALA, t.rondas)
    sala = _sala(rondas, 3)  # una ronda más que el torneo: no se guarda
    en_carpeta = set(c.leer_carpeta(carpeta)[1])
    ya = guardadas(datos, p, RONDA)
    p, hechas = preparar_rondas(datos, p, v, sala, ya)
    assert hechas == [Publicada(1, False), Publicada(2, False)] and set(ya) == {1, 2}
    assert set(c.leer_carpeta(carpeta)[1]) == en_carpeta  # nada en la carpeta del torneo aún
    assert guardadas(datos, p, RONDA) == ya  # lo guardado, leído de la carpeta de datos, es lo mismo
    assert preparar_rondas(datos, p, v, sala, ya)[1] == []  # lo que no cambia no se vuelve a guardar
    assert len(c.republicar(datos, p, carpeta)) == 2
    f = fusionar_salas(*c.leer_carpeta(carpeta))
    assert f.estado("A").publicadas == (1, 2)
    # Una papeleta corregida en la ronda 1: solo esa ronda, como corrección (desde la 2, ni se mira).
    sala.anotar_cero([0], Motivo.ILEGIBLE, ronda=1)
    assert preparar_rondas(datos, p, v, sala, ya, desde=2)[1] == []
    p, hechas = preparar_rondas(datos, p, v, sala, ya)
    assert hechas == [Publicada(1, True)]
    c.republicar(datos, p, carpeta)
    e = fusionar_salas(*c.leer_carpeta(carpeta)).estado("A")
    assert e.corregidas == (1,)
    publicada = ronda_de_sala(sala, "A", 1, t.evento)
    assert guardadas(datos, p, RONDA)[1] == ya[1] and publicada.anotados[0].motivo == Motivo.ILEGIBLE.value


def test_la_partida_maestra_se_guarda_hasta_las_rondas_del_torneo_y_solo_en_el_del_director(tmp_path: Path,
                                                                                           partida) -> None:
    maestro, _rondas = partida
    carpeta, director = tmp_path / "Open", tmp_path / "director"
    t = crear_duplicada(carpeta, director, nombre="Open", salas=("A",), reglas=FISE, rondas=2)
    dp = c.leer_portatil(director, t.evento)
    v = Vinculada(t.evento, 1, PAPEL_MAESTRA, t.rondas)
    ya: dict[int, bytes] = {}
    dp, hechas = preparar_maestra(director, dp, v, maestro, ya)
    assert [h.ronda for h in hechas] == [1, 2]  # la 3 pasa de las del torneo
    assert preparar_maestra(director, dp, v, maestro, ya)[1] == []
    assert guardadas(director, dp, MAESTRA) == ya
    assert leer_maestras(carpeta)[1] == {}
    c.republicar(director, dp, carpeta)
    assert [r for r in leer_maestras(carpeta)[1]] == [1, 2]
    # Corregir la maestra de la 1 cambia la cadena de la 2: se guardan las dos, como correcciones.
    maestro.corregir_maestra(1, maestro.filas[0].maestra.puntos + 1)
    try:
        assert preparar_maestra(director, dp, v, maestro, ya)[1] == [Publicada(1, True), Publicada(2, True)]
    finally:
        maestro.deshacer()
    sala, _x = unirse_sala(carpeta, tmp_path / "sala", "A")
    with pytest.raises(ErrorTorneo):
        preparar_maestra(tmp_path / "sala", sala, v, maestro, {})


def test_la_partida_maestra_se_lee_solo_de_la_direccion_igual_que_en_la_fusion(tmp_path: Path, partida) -> None:
    maestro, rondas = partida
    carpeta, director = tmp_path / "Open", tmp_path / "director"
    t = crear_duplicada(carpeta, director, nombre="Open", salas=("A", "B"), reglas=FISE, rondas=3)
    dp = c.leer_portatil(director, t.evento)
    from app_planilla.nucleo.torneo.salas import publicar_maestra

    publicar_maestra(director, dp, carpeta, t, maestro, {})
    for s in ("A", "B"):
        p, _s = unirse_sala(carpeta, tmp_path / s, s)
        sala = _sala(rondas, 2)
        c.publicar(tmp_path / s, p, carpeta, RONDA, ronda_de_sala(sala, s, 1, t.evento).a_datos())
    (carpeta / c.DIRECCION / "copia").mkdir()  # una copia de una memoria USB, en una subcarpeta: cuenta una vez
    original = next((carpeta / c.DIRECCION).glob("maestra-*"))
    (carpeta / c.DIRECCION / "copia" / original.name).write_bytes(original.read_bytes())
    (carpeta / c.DIRECCION / ".stversions").mkdir()  # lo oculto no se lee
    (carpeta / c.DIRECCION / ".stversions" / "basura.json").write_bytes(b"{")
    torneo, maestras = leer_maestras(carpeta)
    assert torneo == t
    assert maestras == fusionar_salas(*c.leer_carpeta(carpeta)).maestras and len(maestras) == 3
    # La partida 2 del torneo, aparte: su partida maestra, guardada por la ventana del director y llevada.
    v2 = Vinculada(t.evento, 1, PAPEL_MAESTRA, t.rondas, partida_torneo=2)
    dp, hechas = preparar_maestra(director, c.leer_portatil(director, t.evento), v2, _sala(rondas, 2), {})
    assert len(hechas) == 2 and guardadas(director, dp, MAESTRA, 2).keys() == {1, 2}
    assert guardadas(director, dp, MAESTRA).keys() == {1, 2, 3}  # las de la partida 1, aparte
    c.republicar(director, dp, carpeta)
    assert len(leer_maestras(carpeta, 2)[1]) == 2 and len(leer_maestras(carpeta)[1]) == 3
    assert leer_maestras(carpeta, 2)[1] == fusionar_salas(*c.leer_carpeta(carpeta), partida=2).maestras
    (carpeta / c.DIRECCION / c.TORNEO).unlink()
    with pytest.raises(OSError):
        leer_maestras(carpeta)
