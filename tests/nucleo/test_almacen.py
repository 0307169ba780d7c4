"""Almacén SQLite: partidas, reapertura exacta, migraciones y archivos dañados o ajenos."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, AlmacenDanado, ErrorAlmacen
from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES
from app_planilla.nucleo.almacen.reparacion import reparar
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.errores import ErrorPlanilla
from tests.ayuda import almacen_de_la_version_1


def vista(p: Planilla) -> tuple[object, ...]:
    return (p.eventos, p.lineas, p.totales, p.turno, sorted(p.tablero.fichas.items()), p.final, p.avisos)


def jugar_un_poco(p: Planilla) -> None:
    p.sumar("H4", "JAMON")
    p.sumar("6F", "ZUMOS")
    p.penalizar(0, motivo="impugnación fallida")
    p.sumar("J6", "SOL")
    p.retirar_ultima_jugada()
    p.cambiar()
    p.deshacer()


def test_cada_evento_se_guarda_y_se_reabre_igual(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        assert a.aviso is None and a.version == len(MIGRACIONES)
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        jugar_un_poco(g.planilla)
        esperado = vista(g.planilla)
    with Almacen(tmp_path) as a:
        assert a.sin_terminar() == g.id
        assert vista(a.abrir(g.id).planilla) == esperado


def test_pragmas(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        con = a._con
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert con.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert con.execute("PRAGMA application_id").fetchone()[0] == ID_APLICACION


def test_lista_duplicar_borrar_y_mas_reciente(tmp_path: Path) -> None:
    reloj = iter(f"2026-01-01T00:00:{s:02d}Z" for s in range(60))
    with Almacen(tmp_path, ahora=lambda: next(reloj)) as a:
        assert a.partidas() == [] and a.mas_reciente() is None and a.sin_terminar() is None
        uno = a.crear(nueva_partida(["Ana", "Luis"]))
        dos = a.crear(nueva_partida(["Eva", "", "Paz"]))
        uno.planilla.anotar(12)
        assert a.mas_reciente() == uno.id
        dos.planilla.terminar(["", "A", "B"])
        assert a.sin_terminar() == uno.id
        lista = a.partidas()
        assert [r.id for r in lista] == [dos.id, uno.id]
        assert lista[0].participantes == ("Eva", "Participante 2", "Paz") and lista[0].terminada
        assert lista[1].eventos == 2 and not lista[1].terminada
        copia = a.duplicar(uno.id)
        assert vista(a.cargar(copia)) == vista(uno.planilla)
        # La copia sigue su propio camino.
        a.abrir(copia).planilla.pasar()
        assert len(a.cargar(uno.id).eventos) == 2
        a.borrar(uno.id)
        with pytest.raises(ErrorAlmacen, match="No existe"):
            a.cargar(uno.id)
        with pytest.raises(ErrorAlmacen, match="No existe"):
            a.borrar(uno.id)
        # Guardar en una partida borrada falla y la planilla no cambia.
        antes = vista(uno.planilla)
        with pytest.raises(ErrorAlmacen, match="ya no existe"):
            uno.planilla.pasar()
        assert vista(uno.planilla) == antes


def test_deshacer_el_final_la_vuelve_a_dejar_sin_terminar(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.terminar(["", "A"])
        assert a.sin_terminar() is None
        g.planilla.deshacer()
        assert a.sin_terminar() == g.id


def test_dos_ventanas_sobre_la_misma_partida(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a, Almacen(tmp_path) as b:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        otra = b.abrir(g.id)
        g.planilla.pasar()
        with pytest.raises(ErrorAlmacen, match="otra ventana"):
            otra.planilla.anotar(5)
        assert otra.planilla.lineas == ()
        assert [e.tipo for e in a.cargar(g.id).eventos] == ["inicio", "pase"]


def test_migracion_desde_la_version_1(tmp_path: Path) -> None:
    almacen_de_la_version_1(tmp_path, {"tipo": "jugada", "puntos": 9})
    with Almacen(tmp_path) as a:
        assert a.aviso is None and a.version == len(MIGRACIONES)
        (r,) = a.partidas()
        assert r.id == 7 and r.participantes == ("Ana", "Participante 2") and r.eventos == 2
        assert a.cargar(7).totales == (9, 0)


def _contenido(carpeta: Path) -> set[str]:
    return {p.name for p in carpeta.iterdir()}


def test_archivo_ajeno_se_aparta(tmp_path: Path) -> None:
    ruta = tmp_path / ARCHIVO
    _ajena(ruta)
    original = ruta.read_bytes()
    with Almacen(tmp_path) as a:
        assert a.aviso is not None and "no es de Planilla" in a.aviso and "aparte" in a.aviso
        assert a.apartado is not None and a.apartado.read_bytes() == original
        assert a.apartado.name.startswith("planilla-apartada-")
        # El almacén nuevo funciona.
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.pasar()
    with Almacen(tmp_path) as a:
        assert a.aviso is None and len(a.partidas()) == 1


@pytest.mark.parametrize(
    "preparar",
    [
        lambda r: r.write_bytes(b"esto no es una base de datos" * 200),
        lambda r: r.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000),
    ],
    ids=["basura", "cabecera-rota"],
)
def test_archivo_danado_no_se_toca_y_se_repara(tmp_path: Path, preparar: object) -> None:
    """Antes se apartaba solo al abrir; ahora no se toca hasta repararlo, y la reparación lo deja al lado."""
    ruta = tmp_path / ARCHIVO
    preparar(ruta)  # type: ignore[operator]
    original = ruta.read_bytes()
    with pytest.raises(AlmacenDanado, match="dañado"):
        Almacen(tmp_path)
    assert ruta.read_bytes() == original and _contenido(tmp_path) == {ARCHIVO}
    informe = reparar(tmp_path)
    assert informe.partidas == 0 and informe.apartado.read_bytes() == original
    assert informe.apartado.name.startswith("planilla-danada-")
    with Almacen(tmp_path) as a:
        assert a.aviso is None and a.partidas() == []
        a.crear(nueva_partida(["Ana", "Luis"])).planilla.pasar()
    with Almacen(tmp_path) as a:
        assert len(a.partidas()) == 1


def test_pagina_danada_se_detecta(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        for _ in range(300):
            g.planilla.anotar(1, "H4", "PALABRA LARGA PARA LLENAR PAGINAS")
    ruta = tmp_path / ARCHIVO
    datos = bytearray(ruta.read_bytes())
    assert len(datos) > 8 * 4096
    for i in range(2 * 4096, 6 * 4096):
        datos[i] = 0xA5
    ruta.write_bytes(bytes(datos))
    with pytest.raises(AlmacenDanado, match="dañado"):
        Almacen(tmp_path)
    assert ruta.read_bytes() == bytes(datos)


def _ajena(ruta: Path) -> None:
    con = sqlite3.connect(ruta)
    con.execute("CREATE TABLE clientes (nombre TEXT)")
    con.commit()
    con.close()


def _futura(ruta: Path) -> None:
    with Almacen(ruta.parent):
        pass
    con = sqlite3.connect(ruta)
    con.execute("UPDATE version SET numero = 99")
    con.commit()
    con.close()


def test_evento_danado_en_la_base(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        g.planilla.pasar()
        a._con.execute("UPDATE eventos SET datos = '{\"tipo\": \"nada\"}' WHERE numero = 1")
        with pytest.raises(ErrorPlanilla, match="evento 1"):
            a.cargar(g.id)
        a._con.execute("DELETE FROM eventos WHERE numero = 1")
        a._con.execute("INSERT INTO eventos VALUES (?, 2, '{\"tipo\": \"pase\"}')", (g.id,))
        with pytest.raises(ErrorPlanilla, match="le falta el evento 1"):
            a.cargar(g.id)


def test_carpeta_que_no_se_puede_crear(tmp_path: Path) -> None:
    archivo = tmp_path / "fichero"
    archivo.write_text("x")
    with pytest.raises(ErrorAlmacen, match="carpeta de datos"):
        Almacen(archivo / "sub")


def test_archivo_bloqueado_no_guarda_ni_cambia_la_planilla(tmp_path: Path) -> None:
    with Almacen(tmp_path, espera=0.05) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        otro = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
        otro.execute("BEGIN IMMEDIATE")
        antes = vista(g.planilla)
        with pytest.raises(ErrorAlmacen, match="No se puede escribir"):
            g.planilla.pasar()
        assert vista(g.planilla) == antes
        otro.execute("ROLLBACK")
        otro.close()
        g.planilla.pasar()
        assert len(a.cargar(g.id).eventos) == 2
    assert not list(tmp_path.glob("planilla-apartada-*"))
