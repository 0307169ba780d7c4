"""La fusión de la carpeta del torneo: cada clase de conflicto a mano, lo pendiente y lo que cuenta una vez."""

from __future__ import annotations

import json
import random

import pytest

from app_planilla.nucleo.torneo.clasificacion import clasificacion, lineas_tsh
from app_planilla.nucleo.torneo.fusion import (
    CLON,
    COPIA,
    EMPAREJAMIENTO,
    JUGADOR,
    MESA,
    PARTIDA,
    Cache,
    Fusion,
    fusionar,
)
from app_planilla.nucleo.torneo.sobres import abrir
from tests.nucleo.torneo_ayuda import Evento, nuevo


def _fusion(ev: Evento, *archivos: tuple[str, bytes]) -> Fusion:
    return fusionar(ev.torneo.a_bytes(), dict(archivos))


def _huella(archivo: tuple[str, bytes]) -> str:
    return abrir(archivo[1]).huella


@pytest.fixture
def ev() -> Evento:
    return Evento()


def _basico(ev: Evento) -> tuple[str, str, list[tuple[str, bytes]]]:
    m1, m2 = nuevo(), nuevo()
    return m1, m2, [ev.union(m1, 1), ev.union(m2, 2), ev.emparejar(1, [(1, 1, 2), (2, 3, 4)], ((5, 50),))]


def test_una_ronda_completa_clasificacion_y_lineas_de_tsh(ev: Evento) -> None:
    m1, m2, base = _basico(ev)
    f = _fusion(ev, *base, ev.resultado(m1, 1, 1, 1, 400, 2, 350, empezo=1),
                ev.resultado(m2, 1, 2, 3, 390, 4, 390))
    assert not f.conflictos and not f.pendientes and not f.rechazados
    assert [p.resultado.mesa for p in f.partidas] == [1, 2]
    assert lineas_tsh(f, 1, "A") == ("a 1 A", "2 350 1 400 -50", "3 390 4 390 0", "5 50 0 0 50")
    filas = {x.numero: x for x in clasificacion(f, "A")}
    assert (filas[1].victorias, filas[1].margen, filas[1].puesto) == (1, 50, 1)
    assert (filas[5].victorias, filas[5].margen) == (1, 50)
    assert filas[3].victorias == filas[4].victorias == 0.5
    assert (filas[2].victorias, filas[2].margen, filas[2].puesto) == (0, -50, 5)
    assert f.mesas == {m1: 1, m2: 2}


def test_la_division_sin_mirar_mayusculas(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    f = _fusion(ev, *base, ev.resultado(m1, 1, 1, 1, 400, 2, 350, division="a"))
    assert [p.resultado.division for p in f.partidas] == ["A"] and lineas_tsh(f, 1, "A")[1] == "1 400 2 350 50"
    assert _fusion(ev, *base, ev.resultado(m1, 1, 1, 1, 400, 2, 350, division="B")).rechazados


def test_pierde_por_tiempo_pierde_aunque_tenga_mas_puntos(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    f = _fusion(ev, *base, ev.resultado(m1, 1, 1, 1, 400, 2, 350, pierde=0))
    filas = {x.numero: x for x in clasificacion(f, "A")}
    assert filas[1].victorias == 0 and filas[2].victorias == 1


def test_copias_con_otro_nombre_cuentan_una_vez(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    nombre, datos = ev.resultado(m1, 1, 1, 1, 400, 2, 350)
    copias = [(nombre, datos), (nombre.replace(".json", " (1).json"), datos),
              (nombre.replace(".json", " - Copia.json"), datos), ("mesas/OTRA/copia.JSON", datos)]
    f = _fusion(ev, *base, *copias)
    assert len(f.partidas) == 1 and not f.conflictos
    assert len(f.copias) == 1 and len(f.copias[0]) == 4


def test_copia_en_conflicto_se_ignora_y_se_senala(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    nombre, datos = ev.resultado(m1, 1, 1, 1, 400, 2, 350)
    otro = ev.resultado(m1, 1, 1, 1, 999, 2, 350)[1]
    f = _fusion(ev, *base, (nombre, datos),
                (nombre.replace(".json", ".sync-conflict-20260101-101010-ABCDEFG.json"), otro),
                ("mesas/x (conflicted copy 2026-01-01).json", otro))
    assert [c.tipo for c in f.conflictos] == [COPIA, COPIA]
    assert [p.resultado.puntos for p in f.partidas] == [(400, 350)]


def test_carpeta_de_datos_clonada_mismo_numero_distinta_huella(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    a = ev.resultado(m1, 1, 1, 1, 400, 2, 350, secuencia=5)
    b = ev.resultado(m1, 1, 1, 1, 300, 2, 350, secuencia=5)
    f = _fusion(ev, *base, a, b)
    assert [c.tipo for c in f.conflictos] == [CLON] and f.conflictos[0].clave == f"clon:{m1}:5"
    assert {k.huella for k in f.conflictos[0].candidatos} == {_huella(a), _huella(b)}
    assert not f.partidas
    elegido = _fusion(ev, *base, a, b, ev.decision(f"clon:{m1}:5", _huella(b)))
    assert not elegido.conflictos and [p.resultado.puntos for p in elegido.partidas] == [(300, 350)]


def test_dos_portatiles_en_una_mesa(ev: Evento) -> None:
    m1, m2, base = _basico(ev)
    m3 = nuevo()
    r3 = ev.resultado(m3, 1, 1, 1, 500, 2, 100)
    f = _fusion(ev, *base, u3 := ev.union(m3, 1), r3, ev.resultado(m2, 1, 2, 3, 390, 4, 380))
    assert [c.clave for c in f.conflictos] == ["mesa:1"] and f.conflictos[0].tipo == MESA
    assert [p.resultado.mesa for p in f.partidas] == [2]  # la otra mesa sigue contando
    assert any("conflicto de mesa" in p.motivo for p in f.pendientes)
    elegido = _fusion(ev, *base, u3, r3, ev.decision("mesa:1", _huella(u3)))
    assert not elegido.conflictos and elegido.mesas[m3] == 1 and m1 not in elegido.mesas
    assert [p.resultado.puntos for p in elegido.partidas] == [(500, 100)]


def test_dos_resultados_para_una_partida(ev: Evento) -> None:
    m1, m2, base = _basico(ev)
    a = ev.resultado(m1, 1, 1, 1, 400, 2, 350)
    b = ev.resultado(m2, 1, 1, 1, 401, 2, 350)
    f = _fusion(ev, *base, a, b)
    assert [(c.tipo, c.clave) for c in f.conflictos] == [(PARTIDA, "partida:A:1:1")]
    assert not f.partidas and lineas_tsh(f, 1, "A") == ("a 1 A", "5 50 0 0 50")
    elegido = _fusion(ev, *base, a, b, ev.decision("partida:A:1:1", _huella(a)))
    assert [p.resultado.puntos for p in elegido.partidas] == [(400, 350)] and elegido.partidas[0].elegida
    assert any("eligió otro" in r.motivo for r in elegido.rechazados)


def test_dos_portatiles_con_el_mismo_resultado_no_es_conflicto(ev: Evento) -> None:
    m1, m2, base = _basico(ev)
    f = _fusion(ev, *base, ev.resultado(m1, 1, 1, 1, 400, 2, 350), ev.resultado(m2, 1, 1, 2, 350, 1, 400, empezo=1))
    assert not f.conflictos and len(f.partidas) == 1


def test_un_jugador_en_dos_partidas_de_una_ronda(ev: Evento) -> None:
    m1, m2, base = _basico(ev)
    malo = ev.resultado(m1, 1, 1, 1, 400, 3, 350)  # la mesa 1 era 1–2; el 3 juega en la mesa 2
    bueno = ev.resultado(m2, 1, 2, 3, 390, 4, 380)
    f = _fusion(ev, *base, malo, bueno)
    assert [(c.tipo, c.clave) for c in f.conflictos] == [(JUGADOR, "jugador:A:1:3")]
    # Candidatos: los dos resultados y los emparejamientos mismos («vale lo emparejado»).
    assert {k.huella for k in f.conflictos[0].candidatos} == {_huella(malo), _huella(bueno), _huella(base[2])}
    assert not f.partidas
    elegido = _fusion(ev, *base, malo, bueno, ev.decision("jugador:A:1:3", _huella(bueno)))
    assert [p.resultado.mesa for p in elegido.partidas] == [2]
    # El malo sigue fuera de su emparejamiento: ahora sin choque, pide que el director lo acepte.
    assert [c.tipo for c in elegido.conflictos] == []
    assert any("eligió otro" in r.motivo for r in elegido.rechazados)


def test_jugador_con_descanso_y_partida(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    malo = ev.resultado(m1, 1, 1, 1, 400, 5, 350)  # el 5 descansa
    f = _fusion(ev, *base, malo)
    assert [c.clave for c in f.conflictos] == ["jugador:A:1:5"] and "descanso" in f.conflictos[0].mensaje
    assert lineas_tsh(f, 1, "A") == ()
    elegido = _fusion(ev, *base, malo, ev.decision("jugador:A:1:5", _huella(malo)))
    assert lineas_tsh(elegido, 1, "A") == ("a 1 A", "1 400 5 350 50")
    # Si el director mantiene lo emparejado, el resultado no cuenta y el descanso sí.
    mantenido = _fusion(ev, *base, malo, ev.decision("jugador:A:1:5", _huella(base[2])))
    assert not mantenido.conflictos and lineas_tsh(mantenido, 1, "A") == ("a 1 A", "5 50 0 0 50")
    assert any("mantuvo" in r.motivo for r in mantenido.rechazados)
    # Una decisión sobre emparejamientos ya sustituidos no vale: el conflicto vuelve a verse.
    nuevos = ev.emparejar(1, [(1, 1, 2), (2, 3, 4)], ((5, 50),))
    assert [c.clave for c in _fusion(ev, *base, nuevos, malo, ev.decision("jugador:A:1:5", _huella(base[2])))
            .conflictos] == ["jugador:A:1:5"]


def test_resultado_fuera_del_emparejamiento(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    raro = ev.resultado(m1, 1, 1, 1, 400, 9, 350)  # el 9 no está emparejado en la ronda
    f = _fusion(ev, *base, raro)
    assert [(c.tipo, c.clave) for c in f.conflictos] == [(EMPAREJAMIENTO, "emparejamiento:A:1:1")]
    assert not f.partidas
    aceptado = _fusion(ev, *base, raro, ev.decision("emparejamiento:A:1:1", _huella(raro)))
    assert not aceptado.conflictos and aceptado.partidas[0].elegida
    descartado = _fusion(ev, *base, raro, ev.decision("emparejamiento:A:1:1", _huella(base[2])))
    assert not descartado.conflictos and not descartado.partidas


def test_una_correccion_sustituye_al_resultado_anterior(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    viejo = ev.resultado(m1, 1, 1, 1, 400, 2, 350)
    nuevo_ = ev.resultado(m1, 1, 1, 1, 410, 2, 350)
    f = _fusion(ev, *base, nuevo_, viejo)
    assert [p.resultado.puntos for p in f.partidas] == [(410, 350)]
    assert f.partidas[0].corrige == (_huella(viejo),)
    assert not f.conflictos


def test_archivo_a_medio_copiar_queda_pendiente_y_cuenta_luego(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    nombre, datos = ev.resultado(m1, 1, 1, 1, 400, 2, 350)
    cortado = _fusion(ev, *base, (nombre, datos[: len(datos) // 2]))
    assert [p.archivos for p in cortado.pendientes] == [(nombre,)] and not cortado.partidas
    # JSON completo pero con otro contenido (un bloque de ceros en medio en SMB): la huella no cuadra.
    d = json.loads(datos)
    d["datos"]["puntos"][0] = 0
    tocado = _fusion(ev, *base, (nombre, json.dumps(d).encode()))
    assert "huella" in tocado.pendientes[0].motivo and not tocado.partidas
    assert len(_fusion(ev, *base, (nombre, datos)).partidas) == 1


def test_portatil_sin_unir_queda_pendiente_hasta_que_llega_su_union(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    sin_union = [b for b in base if "union-" + m1 not in b[0]]
    r = ev.resultado(m1, 1, 1, 1, 400, 2, 350)
    f = _fusion(ev, *sin_union, r)
    assert "unión" in f.pendientes[0].motivo and not f.partidas
    assert len(_fusion(ev, *base, r).partidas) == 1


def test_resultado_sin_emparejamientos_queda_pendiente(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    f = _fusion(ev, *base, ev.resultado(m1, 2, 1, 1, 400, 2, 350))
    assert "emparejamientos" in f.pendientes[0].motivo


def test_archivos_de_otro_torneo_ajenos_y_del_director_falsos(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    ajeno = ev.archivo(m1, "resultado", {}, evento=nuevo())
    falso = ev.archivo(m1, "emparejamientos", ev.emparejar(2, [(1, 1, 2)])[1] and {"x": 1})
    f = _fusion(ev, *base, ajeno, falso, ("mesas/notas.txt", b"hola"), ("mesas/basura.json", b"\x00\xff"),
                ("mesas/otro.json", b'{"a": 1}'), ("mesas/.syncthing.x.json.tmp", b"{"))
    motivos = " | ".join(r.motivo for r in f.rechazados)
    assert "otro torneo" in motivos and "director" in motivos and ".json" in motivos
    assert "no es un archivo de torneo de Planilla" in motivos
    assert [p.archivos for p in f.pendientes] == [("mesas/basura.json",)]


def test_version_mas_nueva_queda_pendiente(ev: Evento) -> None:
    d = json.loads(_basico(ev)[2][0][1])
    d["version"] = 99
    f = _fusion(ev, ("mesas/nuevo.json", json.dumps(d).encode()))
    assert "más nueva" in f.pendientes[0].motivo


def test_emparejamientos_nuevos_sustituyen_a_los_de_la_misma_ronda(ev: Evento) -> None:
    m1, _m2, base = _basico(ev)
    f = _fusion(ev, *base, ev.emparejar(1, [(1, 1, 3), (2, 2, 4)]), ev.resultado(m1, 1, 1, 1, 400, 3, 300))
    assert not f.conflictos and [p.resultado.numeros for p in f.partidas] == [frozenset({1, 3})]


def test_orden_de_llegada_y_cache_no_cambian_nada(ev: Evento) -> None:
    m1, m2, base = _basico(ev)
    archivos = [*base, ev.resultado(m1, 1, 1, 1, 400, 2, 350), ev.resultado(m2, 1, 2, 3, 1, 4, 2),
                ev.resultado(m2, 1, 2, 3, 2, 4, 1, secuencia=2), ev.resultado(nuevo(), 1, 2, 3, 0, 4, 0)]
    referencia = fusionar(ev.torneo.a_bytes(), dict(archivos))
    cache = Cache()
    for semilla in range(5):
        random.Random(semilla).shuffle(archivos)
        assert fusionar(ev.torneo.a_bytes(), dict(archivos), cache) == referencia
    assert len(cache) == len(archivos)
    fusionar(ev.torneo.a_bytes(), dict(archivos[:3]), cache)
    assert len(cache) == 3  # lo que desapareció de la carpeta se olvida
