"""Reparar el almacén en sus bordes: el informe exacto, huecos y eventos que no se rehacen, partidas sin fila, los
relojes de lo que queda, el orden de actividad, el ``-wal`` y los fallos al escribir."""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

import app_planilla.nucleo.almacen.reparacion as modulo
from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, ErrorAlmacen
from app_planilla.nucleo.almacen.reparacion import InformeReparacion, _prefijo_valido, reparar
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.modalidades import leer_evento
from app_planilla.nucleo.relojes import ConfigReloj, EstadoRelojes
from tests.ayuda import almacen_de_la_version_1


def _ahora() -> datetime:
    return datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


def _jugar(a: Almacen, nombres: list[str], jugadas: int) -> int:
    g = a.crear(nueva_partida(nombres))
    for i in range(jugadas):
        g.planilla.anotar(i + 1)
    return g.id


def _sql(carpeta: Path, *ordenes: str) -> None:
    con = sqlite3.connect(carpeta / ARCHIVO, isolation_level=None)
    con.execute("PRAGMA foreign_keys=OFF")
    for orden in ordenes:
        con.execute(orden)
    con.close()


def test_el_texto_del_informe() -> None:
    informe = InformeReparacion(4, 1, 2, 30, 7, False, Path("/x/planilla-danada-1.sqlite3"))
    assert informe.texto() == (
        "Se han recuperado 4 partidas (1 incompletas) con 30 eventos; se han perdido 2 partidas y 7 eventos. "
        "El archivo dañado se ha guardado aparte como «planilla-danada-1.sqlite3».")
    informe = InformeReparacion(0, 0, 0, 0, 0, True, Path("planilla-danada-2.sqlite3"))
    assert "se han perdido 0 partidas y al menos 0 eventos." in informe.texto()


def test_un_almacen_sano_se_copia_entero_con_sus_relojes(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        uno = _jugar(a, ["Ana", "Luis"], 3)
        dos = _jugar(a, ["Eva", "Paz"], 1)
        a.poner_relojes(dos, ConfigReloj(minutos=15))
        for n in (0, 1):
            a.guardar_foto_relojes(dos, n, EstadoRelojes((n, 5), 0, False), 10.0 + n)
        antes = {r.id: r for r in a.partidas()}
    original = (tmp_path / ARCHIVO).read_bytes()
    informe = reparar(tmp_path, ahora=_ahora)
    assert informe == InformeReparacion(2, 0, 0, 6, 0, False, tmp_path / "planilla-danada-20260102-030405.sqlite3")
    assert informe.apartado.read_bytes() == original
    with Almacen(tmp_path) as a:
        assert {r.id: r for r in a.partidas()} == antes
        assert a.config_relojes(dos) == ConfigReloj(minutos=15) and a.config_relojes(uno) is None
        assert a.foto_relojes(dos) == (EstadoRelojes((1, 5), 0, False), 11.0)
        assert a.foto_relojes(dos, antes_de=1) == (EstadoRelojes((0, 5), 0, False), 10.0)
    # Otra reparación en el mismo segundo no pisa la primera.
    assert reparar(tmp_path, ahora=_ahora).apartado.name == "planilla-danada-20260102-030405-2.sqlite3"
    assert informe.apartado.read_bytes() == original


def test_el_orden_de_actividad_se_conserva(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ids = [_jugar(a, ["Ana", "Luis"], 1) for _ in range(4)]
        a.abrir(ids[1]).planilla.pasar()
        a.abrir(ids[0]).planilla.pasar()
        orden = [r.id for r in a.partidas()]
    assert orden == [ids[0], ids[1], ids[3], ids[2]]
    reparar(tmp_path)
    with Almacen(tmp_path) as a:
        assert [r.id for r in a.partidas()] == orden and a.mas_reciente() == ids[0]


def test_sin_orden_se_ordena_por_la_hora_y_luego_por_numero(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ids = [_jugar(a, ["Ana", "Luis"], 1) for _ in range(4)]
    _sql(tmp_path, "UPDATE partidas SET orden = 0",
         f"UPDATE partidas SET actualizada = '2026-05-01' WHERE id IN ({ids[0]}, {ids[2]})",
         f"UPDATE partidas SET actualizada = '2026-01-01' WHERE id IN ({ids[1]}, {ids[3]})")
    reparar(tmp_path)
    with Almacen(tmp_path) as a:
        assert [r.id for r in a.partidas()] == [ids[2], ids[0], ids[3], ids[1]]


def test_huecos_eventos_ilegibles_y_partidas_sin_fila(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        hueco = _jugar(a, ["Ana", "Luis"], 5)  # eventos 0…5
        ilegible = _jugar(a, ["Eva", "Paz"], 4)  # 0…4
        sin_fila = _jugar(a, ["Sol", "Mar"], 2)  # 0…2
        sin_inicio = _jugar(a, ["Río", "Luz"], 3)  # 0…3
        ya_incompleta = _jugar(a, ["Noé", "Ada"], 1)
        a.poner_relojes(hueco, ConfigReloj(minutos=10))
        a.poner_relojes(sin_inicio, ConfigReloj(minutos=10))
        for n in range(6):
            a.guardar_foto_relojes(hueco, n, EstadoRelojes((n, n), 0, False), float(n))
    _sql(tmp_path,
         f"DELETE FROM eventos WHERE partida = {hueco} AND numero = 3",
         f"UPDATE eventos SET datos = 'no es json' WHERE partida = {ilegible} AND numero = 2",
         f"DELETE FROM partidas WHERE id = {sin_fila}",
         f"UPDATE eventos SET datos = '{{}}' WHERE partida = {sin_inicio} AND numero = 0",
         f"UPDATE partidas SET incompleta = 1 WHERE id = {ya_incompleta}")
    informe = reparar(tmp_path, ahora=_ahora)
    # hueco: 3 de los 5 que guarda el archivo (pierde 2: el borrado ya no estaba); ilegible: 2 de 5 (pierde 3);
    # sin_fila: 3; sin_inicio: perdida con sus 4.
    assert (informe.partidas, informe.incompletas, informe.partidas_perdidas) == (4, 3, 1)
    assert (informe.eventos, informe.eventos_perdidos, informe.sin_contar) == (3 + 2 + 3 + 2, 2 + 3 + 4, False)
    with Almacen(tmp_path) as a:
        resumen = {r.id: r for r in a.partidas()}
        assert sorted(resumen) == [hueco, ilegible, sin_fila, ya_incompleta]
        assert {i for i, r in resumen.items() if r.incompleta} == {hueco, ilegible, ya_incompleta}
        assert [len(a.cargar(i).eventos) for i in (hueco, ilegible, sin_fila)] == [3, 2, 3]
        assert resumen[sin_fila].participantes == ("Sol", "Mar") and resumen[hueco].participantes == ("Ana", "Luis")
        # Sin su fila, las fechas son las de la reparación (las del almacén nuevo).
        assert resumen[sin_fila].creada == resumen[sin_fila].actualizada
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", resumen[sin_fila].creada)
        assert resumen[hueco].creada != resumen[sin_fila].creada
        # Los relojes de lo que queda, y solo las fotos de sus eventos.
        assert a.config_relojes(hueco) == ConfigReloj(minutos=10) and a.config_relojes(sin_inicio) is None
        assert a._con.execute("SELECT partida, numero FROM fotos_relojes ORDER BY numero").fetchall() == [
            (hueco, 0), (hueco, 1), (hueco, 2)]


def test_un_evento_que_no_se_rehace_corta_la_partida(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ident = _jugar(a, ["Ana", "Luis"], 4)
    _sql(tmp_path, f"UPDATE eventos SET datos = (SELECT datos FROM eventos WHERE numero = 0) WHERE numero = 3"
                   f" AND partida = {ident}")
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.incompletas, informe.eventos, informe.eventos_perdidos) == (1, 1, 3, 2)
    with Almacen(tmp_path) as a:
        assert len(a.cargar(ident).eventos) == 3 and a.partidas()[0].incompleta


@pytest.mark.parametrize("largo", [1, 2, 3, 4, 7, 8])
def test_el_prefijo_valido_mas_largo(largo: int) -> None:
    inicio = {"tipo": "inicio", "participantes": ["Ana", "Luis"]}
    buenos = [leer_evento(inicio)] + [leer_evento({"tipo": "jugada", "puntos": i}) for i in range(1, 8)]
    assert _prefijo_valido(buenos[:largo]) is not None
    p = _prefijo_valido(buenos[:largo])
    assert p is not None and len(p.eventos) == largo
    for malo in range(1, largo):
        eventos = [*buenos[:malo], leer_evento(inicio), *buenos[malo + 1: largo]]
        p = _prefijo_valido(eventos)
        assert p is not None and len(p.eventos) == malo, malo
    assert _prefijo_valido([]) is None
    assert _prefijo_valido([leer_evento({"tipo": "jugada", "puntos": 1})]) is None


def test_un_archivo_que_ni_se_lee_no_recupera_nada_y_lo_dice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    trabajo = tmp_path / "trabajo"
    trabajo.mkdir()
    monkeypatch.chdir(trabajo)
    (tmp_path / ARCHIVO).write_bytes(b"x" * 4096)
    informe = reparar(tmp_path, ahora=_ahora)
    assert (informe.partidas, informe.eventos, informe.partidas_perdidas, informe.sin_contar) == (0, 0, 0, True)
    assert "se han perdido 0 partidas y al menos 0 eventos" in informe.texto()
    assert (tmp_path / "planilla-danada-20260102-030405.sqlite3").read_bytes() == b"x" * 4096
    assert list(trabajo.iterdir()) == []  # ni siquiera un archivo en memoria que acabe en la carpeta de trabajo


def test_sin_archivo_o_con_una_carpeta_en_su_lugar(tmp_path: Path) -> None:
    for preparar in (lambda: None, lambda: (tmp_path / ARCHIVO).mkdir()):
        preparar()
        with pytest.raises(ErrorAlmacen) as error:
            reparar(tmp_path)
        assert str(error.value) == f"No hay ningún archivo de partidas que reparar en «{tmp_path}»."
    assert {p.name for p in tmp_path.iterdir()} == {ARCHIVO}


def test_el_wal_se_lee_y_se_aparta_con_el_danado(tmp_path: Path) -> None:
    carpeta = tmp_path / "datos"
    carpeta.mkdir()
    vivo = tmp_path / "vivo"
    with Almacen(vivo) as a:
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        uno = _jugar(a, ["Ana", "Luis"], 2)
        a._con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        dos = _jugar(a, ["Eva", "Paz"], 5)  # solo en el -wal
        for nombre in (ARCHIVO, ARCHIVO + "-wal"):
            shutil.copyfile(vivo / nombre, carpeta / nombre)
    wal = (carpeta / (ARCHIVO + "-wal")).read_bytes()
    assert wal
    informe = reparar(carpeta, ahora=_ahora)
    assert (informe.partidas, informe.eventos) == (2, 3 + 6)
    assert (carpeta / "planilla-danada-20260102-030405.sqlite3-wal").read_bytes() == wal
    # El índice compartido que dejó la lectura va con ellos: no queda uno viejo junto al archivo nuevo.
    assert (carpeta / "planilla-danada-20260102-030405.sqlite3-shm").exists()
    assert not (carpeta / (ARCHIVO + "-wal")).exists() or not (carpeta / (ARCHIVO + "-wal")).read_bytes()
    with Almacen(carpeta) as a:
        assert {r.id: r.eventos for r in a.partidas()} == {uno: 3, dos: 6}


def test_sin_enlaces_duros_se_renombra(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Almacen(tmp_path) as a:
        ident = _jugar(a, ["Ana", "Luis"], 2)
    original = (tmp_path / ARCHIVO).read_bytes()

    def sin_enlaces(*args: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", sin_enlaces)
    informe = reparar(tmp_path)
    assert informe.apartado.read_bytes() == original
    with Almacen(tmp_path) as a:
        assert {r.id: r.eventos for r in a.partidas()} == {ident: 3}


@pytest.mark.parametrize(("error", "motivo"), [(OSError(28, "No space left on device"), "No space left on device"),
                                               (OSError("sin código"), "sin código")])
def test_si_no_se_puede_escribir_no_se_cambia_nada(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, motivo: str
) -> None:
    with Almacen(tmp_path) as a:
        _jugar(a, ["Ana", "Luis"], 2)
    antes = (tmp_path / ARCHIVO).read_bytes()

    def falla(*args: object) -> None:
        raise error

    monkeypatch.setattr(modulo, "_escribir", falla)
    with pytest.raises(ErrorAlmacen) as e:
        reparar(tmp_path)
    assert str(e.value) == f"No se ha podido reparar el archivo de partidas: {motivo}. No se ha cambiado nada."
    # Leer el dañado puede dejar sus -wal y -shm vacíos; nada más.
    assert (tmp_path / ARCHIVO).read_bytes() == antes
    assert {p.name for p in tmp_path.iterdir()} <= {ARCHIVO, ARCHIVO + "-wal", ARCHIVO + "-shm"}


def test_un_almacen_antiguo_sin_relojes_se_repara(tmp_path: Path) -> None:
    almacen_de_la_version_1(tmp_path, {"tipo": "jugada", "puntos": 9}, {"tipo": "pase"})
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.incompletas, informe.eventos, informe.eventos_perdidos) == (1, 0, 3, 0)
    assert not informe.sin_contar
    with Almacen(tmp_path) as a:
        (r,) = a.partidas()
        assert (r.id, r.participantes, r.eventos) == (7, ("Ana", "Participante 2"), 3)
        assert a.cargar(7).totales == (9, 0)


def test_los_eventos_cuentan_aunque_falte_el_ultimo_numero(tmp_path: Path) -> None:
    """Una partida cuyo evento 0 no es un inicio: se pierde entera y se cuentan todos sus eventos."""
    with Almacen(tmp_path) as a:
        ident = _jugar(a, ["Ana", "Luis"], 6)
    _sql(tmp_path, f"UPDATE eventos SET datos = '{json.dumps({'tipo': 'pase'})}' WHERE partida = {ident}"
                   " AND numero = 0")
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.partidas_perdidas, informe.eventos_perdidos) == (0, 1, 7)


def test_una_partida_sin_ningun_evento_se_pierde_y_no_cuenta_eventos_que_el_archivo_no_tenia(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        vacia = _jugar(a, ["Ana", "Luis"], 2)
        llena = _jugar(a, ["Eva", "Paz"], 1)
    _sql(tmp_path, f"DELETE FROM eventos WHERE partida = {vacia}")
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.partidas_perdidas, informe.eventos, informe.eventos_perdidos) == (1, 1, 2, 0)
    # El archivo está sano: no tenía ningún evento de esa partida, así que no se ha perdido ninguno de él.
    assert not informe.sin_contar and "se han perdido 1 partidas y 0 eventos" in informe.texto()
    with Almacen(tmp_path) as a:
        assert [r.id for r in a.partidas()] == [llena]


def test_con_la_hora_hacia_atras_y_sin_filas_se_conserva_el_orden_y_los_nombres(tmp_path: Path) -> None:
    horas = iter(f"2026-01-01T00:00:{s:02d}Z" for s in range(59, 0, -1))  # la hora de pared va hacia atrás
    with Almacen(tmp_path, ahora=lambda: next(horas)) as a:
        ids = [a.crear(nueva_partida(["Íñigo", f"Zoë{n}"])).id for n in range(4)]
        a.abrir(ids[0]).planilla.pasar()
        orden = [r.id for r in a.partidas()]
    assert orden == [ids[0], ids[3], ids[2], ids[1]]
    reparar(tmp_path)
    with Almacen(tmp_path) as a:
        assert [r.id for r in a.partidas()] == orden
        crudo = a._con.execute("SELECT participantes FROM partidas WHERE id = ?", (ids[1],)).fetchone()
        assert crudo == ('["Íñigo", "Zoë1"]',)
    # Dos partidas sin fila: van las primeras (las más antiguas), entre ellas por número.
    _sql(tmp_path, f"DELETE FROM partidas WHERE id IN ({ids[3]}, {ids[1]})")
    reparar(tmp_path)
    with Almacen(tmp_path) as a:
        assert [r.id for r in a.partidas()] == [ids[0], ids[2], ids[3], ids[1]]
