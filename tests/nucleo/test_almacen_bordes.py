"""Issue 15, arranque y almacenamiento: versión más nueva, reparación, lectura sin escribir, copias, orden de
actividad y otra Planilla con el archivo bloqueado.

Las pruebas corren como root en CI, donde ``chmod`` no impide escribir: un medio de solo lectura se simula
haciendo que SQLite no pueda abrir el archivo para escribir junto a él (ver cada prueba).
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, AlmacenDanado, ErrorAlmacen
from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES
from app_planilla.nucleo.almacen.reparacion import reparar
from app_planilla.nucleo.clasica.planilla import nueva_partida
from app_planilla.nucleo.relojes import PRESET_FISE, Relojes
from tests.ayuda import almacen_de_la_version_1


def _jugar(a: Almacen, nombres: list[str], jugadas: int, terminar: bool = False) -> int:
    g = a.crear(nueva_partida(nombres))
    for i in range(jugadas):
        g.planilla.anotar(i + 1)
    if terminar:
        g.planilla.terminar(["", "A"])
    return g.id


def _eventos(carpeta: Path) -> dict[int, int]:
    with Almacen(carpeta) as a:
        return {r.id: r.eventos for r in a.partidas()}


def _poner_version(carpeta: Path, valor: object) -> None:
    con = sqlite3.connect(carpeta / ARCHIVO)
    con.execute("UPDATE version SET numero = ?", (valor,))
    con.commit()
    con.close()


# --------------------------------------------------------------------- 2: versión más nueva


def test_version_mas_nueva_no_se_aparta_y_se_lee(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        ident = _jugar(a, ["Ana", "Luis"], 3)
    _poner_version(tmp_path, 99)
    antes = (tmp_path / ARCHIVO).read_bytes()
    with Almacen(tmp_path) as a:
        assert a.solo_lectura and a.aviso is not None
        assert "Esta carpeta la usa una versión más reciente de Planilla (99)" in a.aviso
        assert [r.id for r in a.partidas()] == [ident] and len(a.cargar(ident).eventos) == 4
        with pytest.raises(ErrorAlmacen, match="versión más reciente"):
            a.crear(nueva_partida(["Eva", "Paz"]))
        with pytest.raises(ErrorAlmacen, match="versión más reciente"):
            a.abrir(ident).planilla.pasar()
    assert (tmp_path / ARCHIVO).read_bytes() == antes
    assert not list(tmp_path.glob("planilla-apartada-*"))


# --------------------------------------------------------------------- 3: daño y reparación


def test_version_que_no_es_un_numero_es_dano_y_no_un_fallo(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        _jugar(a, ["Ana", "Luis"], 2)
    _poner_version(tmp_path, "x")
    with pytest.raises(AlmacenDanado, match="dañado"):
        Almacen(tmp_path)
    with pytest.raises(AlmacenDanado, match="dañado"):
        Almacen(tmp_path, solo_lectura=True)
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.eventos, informe.eventos_perdidos) == (1, 3, 0)
    assert _eventos(tmp_path) == {1: 3}


def test_reparar_recupera_hasta_el_primer_evento_invalido_con_sus_relojes(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        uno = _jugar(a, ["Ana", "Luis"], 4, terminar=True)
        g = a.crear(nueva_partida(["Eva", "Paz"]))
        a.poner_relojes(g.id, PRESET_FISE)
        g.relojes = Relojes(2, PRESET_FISE)
        for i in range(9):
            g.planilla.anotar(i + 1)
        tres = _jugar(a, ["Sol", "Mar"], 2)
        a._con.execute("UPDATE eventos SET datos = '{\"tipo\": \"jugada\", \"puntos\": \"mucho\"}'"
                       " WHERE partida = ? AND numero = 6", (g.id,))
        esperadas = {uno: a.cargar(uno).eventos, tres: a.cargar(tres).eventos}
        mas_reciente = a.mas_reciente()
    original = (tmp_path / ARCHIVO).read_bytes()
    informe = reparar(tmp_path)
    assert (informe.partidas, informe.incompletas, informe.partidas_perdidas) == (3, 1, 0)
    assert (informe.eventos, informe.eventos_perdidos, informe.sin_contar) == (6 + 6 + 3, 4, False)
    assert "3 partidas (1 incompletas)" in informe.texto() and "4 eventos" in informe.texto()
    assert informe.apartado.read_bytes() == original and informe.apartado.parent == tmp_path
    with Almacen(tmp_path) as a:
        resumen = {r.id: r for r in a.partidas()}
        assert [r.id for r in resumen.values() if r.incompleta] == [g.id]
        assert a.mas_reciente() == mas_reciente
        assert a.cargar(uno).eventos == esperadas[uno] and a.cargar(tres).eventos == esperadas[tres]
        assert len(a.cargar(g.id).eventos) == 6 and resumen[uno].terminada
        assert a.config_relojes(g.id) == PRESET_FISE
        foto = a.foto_relojes(g.id)
        assert foto is not None
        # La partida recuperada sigue: se puede anotar en ella.
        a.abrir(g.id).planilla.pasar()
        assert len(a.cargar(g.id).eventos) == 7


def test_reparar_tras_paginas_danadas_recupera_prefijos(tmp_path: Path) -> None:
    originales = {}
    with Almacen(tmp_path) as a:
        for n in range(6):
            ident = _jugar(a, [f"Ana{n}", "Luis"], 60)
            originales[ident] = a.cargar(ident).eventos
    ruta = tmp_path / ARCHIVO
    datos = bytearray(ruta.read_bytes())
    paginas = len(datos) // 4096
    for i in range((paginas - 3) * 4096, (paginas - 2) * 4096):  # una hoja de eventos hacia el final
        datos[i] = 0xA5
    ruta.write_bytes(bytes(datos))
    with pytest.raises(AlmacenDanado):
        Almacen(tmp_path)
    informe = reparar(tmp_path)
    assert informe.partidas + informe.partidas_perdidas == 6
    assert informe.incompletas + informe.partidas_perdidas >= 1 and informe.eventos_perdidos > 0
    assert informe.apartado.read_bytes() == bytes(datos)
    with Almacen(tmp_path) as a:
        recuperadas = a.partidas()
        assert recuperadas
        for r in recuperadas:
            eventos = a.cargar(r.id).eventos
            assert eventos == originales[r.id][: len(eventos)]
            assert r.incompleta == (len(eventos) < len(originales[r.id]))


def test_reparar_sin_archivo_lo_dice(tmp_path: Path) -> None:
    with pytest.raises(ErrorAlmacen, match="que reparar"):
        reparar(tmp_path)


# --------------------------------------------------------------------- 4: leer sin escribir


def _con_wal_pendiente(carpeta: Path) -> dict[int, int]:
    """Un almacén cerrado de golpe: parte de lo guardado sigue solo en el -wal."""
    carpeta.mkdir(parents=True)
    origen = carpeta.parent / "vivo"
    with Almacen(origen) as a:
        _jugar(a, ["Ana", "Luis"], 2)
        a._con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        _jugar(a, ["Eva", "Paz"], 5)
        _jugar(a, ["Sol", "Mar"], 1)
        for nombre in (ARCHIVO, ARCHIVO + "-wal"):
            shutil.copyfile(origen / nombre, carpeta / nombre)
        esperado = {r.id: r.eventos for r in a.partidas()}
    (carpeta / (ARCHIVO + "-shm")).unlink(missing_ok=True)
    assert (carpeta / (ARCHIVO + "-wal")).stat().st_size > 0
    return esperado


def test_solo_lectura_no_escribe_nada_y_lee_el_wal(tmp_path: Path) -> None:
    carpeta = tmp_path / "datos"
    esperado = _con_wal_pendiente(carpeta)
    antes = {p.name: p.read_bytes() for p in carpeta.iterdir()}
    with Almacen(carpeta, solo_lectura=True) as a:
        assert {r.id: r.eventos for r in a.partidas()} == esperado and a.aviso is None
        with pytest.raises(ErrorAlmacen, match="solo para leer"):
            a.crear(nueva_partida(["Ana", "Luis"]))
    despues = {p.name: p.read_bytes() for p in carpeta.iterdir() if not p.name.endswith("-shm")}
    assert despues == antes


def test_solo_lectura_sin_poder_crear_el_indice_compartido(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Medio de solo lectura: SQLite no puede crear el ``-shm`` y ``mode=ro`` falla. Como root ``chmod`` no
    lo provoca, se hace fallar esa primera conexión; el resto (copia a la carpeta temporal) es real."""
    carpeta = tmp_path / "datos"
    esperado = _con_wal_pendiente(carpeta)
    real = sqlite3.connect

    def conectar(destino: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        if isinstance(destino, str) and destino.endswith("?mode=ro"):
            raise sqlite3.OperationalError("unable to open database file")
        return real(destino, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", conectar)
    with Almacen(carpeta, solo_lectura=True) as a:
        assert {r.id: r.eventos for r in a.partidas()} == esperado and a.aviso is None
    # Si tampoco se puede copiar, se lee sin el -wal y se dice.
    monkeypatch.setattr(shutil, "copyfile", lambda *a, **k: (_ for _ in ()).throw(OSError(28, "No space")))
    with Almacen(carpeta, solo_lectura=True) as a:
        assert a.aviso is not None and "pueden faltar" in a.aviso
        assert len(a.partidas()) == 1


def test_solo_lectura_migra_un_esquema_antiguo_en_memoria(tmp_path: Path) -> None:
    ruta = almacen_de_la_version_1(tmp_path)
    antes = ruta.read_bytes()
    with Almacen(tmp_path, solo_lectura=True) as a:
        assert a.version == len(MIGRACIONES)
        (r,) = a.partidas()
        assert r.id == 7 and r.participantes == ("Ana", "Participante 2")
    assert ruta.read_bytes() == antes and {p.name for p in tmp_path.iterdir()} == {ARCHIVO}


def test_solo_lectura_sin_carpeta_es_un_almacen_vacio(tmp_path: Path) -> None:
    with Almacen(tmp_path / "no-existe", solo_lectura=True) as a:
        assert a.partidas() == [] and a.mas_reciente() is None
    assert not (tmp_path / "no-existe").exists()


# --------------------------------------------------------------------- 6: el -wal, copias


def _solo_el_principal(tmp_path: Path, almacen: Almacen) -> Path:
    """Una carpeta con solo una copia de ``planilla.sqlite3``, sin su -wal (lo que copia quien no lo sabe)."""
    copia = tmp_path / "copia"
    copia.mkdir()
    shutil.copyfile(almacen.ruta, copia / ARCHIVO)
    return copia


def test_una_partida_terminada_esta_en_el_archivo_principal(tmp_path: Path) -> None:
    """Copiar solo ``planilla.sqlite3`` (o perder el -wal) con la ventana abierta no pierde las terminadas."""
    with Almacen(tmp_path / "datos") as a:
        ident = _jugar(a, ["Ana", "Luis"], 40, terminar=True)
        copia = _solo_el_principal(tmp_path, a)
    assert _eventos(copia) == {ident: 42}


def test_cerrar_vuelca_el_wal_aunque_otra_conexion_siga_abierta(tmp_path: Path) -> None:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as otra:
        with Almacen(carpeta) as a:
            ident = _jugar(a, ["Ana", "Luis"], 30)
        copia = _solo_el_principal(tmp_path, otra)
    assert _eventos(copia) == {ident: 31}


def test_respaldar_copia_coherente_y_rechazos(tmp_path: Path) -> None:
    carpeta = tmp_path / "datos"
    with Almacen(carpeta) as a:
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        ident = _jugar(a, ["Ana", "Luis"], 20)
        destino = tmp_path / "copias" / "respaldo.sqlite3"
        destino.parent.mkdir()
        assert a.respaldar(destino) == destino
        assert {p.name for p in destino.parent.iterdir()} == {"respaldo.sqlite3"}
        with pytest.raises(ErrorAlmacen, match="ya existe"):
            a.respaldar(destino)
        _jugar(a, ["Eva", "Paz"], 1)
        a.respaldar(destino, reemplazar=True)
        for propio in (a.ruta, carpeta / (ARCHIVO + "-wal"), carpeta / (ARCHIVO + "-shm")):
            with pytest.raises(ErrorAlmacen, match="propio almacén"):
                a.respaldar(propio, reemplazar=True)
        with pytest.raises(ErrorAlmacen, match="carpeta"):
            a.respaldar(tmp_path)
        with pytest.raises(ErrorAlmacen, match="No se ha podido escribir"):
            a.respaldar(tmp_path / "no" / "hay" / "copia.sqlite3")
    copia = tmp_path / "abierta"
    copia.mkdir()
    shutil.copyfile(destino, copia / ARCHIVO)
    assert _eventos(copia) == {ident: 21, ident + 1: 2}


def test_restaurar_guarda_antes_las_de_ahora(tmp_path: Path) -> None:
    carpeta = tmp_path / "datos"
    respaldo = tmp_path / "respaldo.sqlite3"
    with Almacen(carpeta) as a:
        uno = _jugar(a, ["Ana", "Luis"], 3)
        a.respaldar(respaldo)
        dos = _jugar(a, ["Eva", "Paz"], 5)
        anterior = a.restaurar(respaldo)
        assert {r.id: r.eventos for r in a.partidas()} == {uno: 4}
        a.abrir(uno).planilla.pasar()
    assert anterior.parent == carpeta and anterior.name.startswith("planilla-antes-de-restaurar-")
    aparte = tmp_path / "aparte"
    aparte.mkdir()
    shutil.copyfile(anterior, aparte / ARCHIVO)
    assert _eventos(aparte) == {uno: 4, dos: 6}
    assert _eventos(carpeta) == {uno: 5}


@pytest.mark.parametrize(
    ("preparar", "motivo"),
    [
        (lambda r: r.write_bytes(b"no es una copia" * 100), "no es una copia válida"),
        (lambda r: sqlite3.connect(r).execute("CREATE TABLE t (x)").connection.commit(), "no es una copia de"),
        (lambda r: None, "no existe"),
    ],
    ids=["basura", "ajena", "no-existe"],
)
def test_restaurar_rechaza_una_copia_mala_sin_cambiar_nada(tmp_path: Path, preparar: object, motivo: str) -> None:
    copia = tmp_path / "copia.sqlite3"
    preparar(copia)  # type: ignore[operator]
    with Almacen(tmp_path / "datos") as a:
        ident = _jugar(a, ["Ana", "Luis"], 3)
        with pytest.raises(ErrorAlmacen, match=motivo):
            a.restaurar(copia)
        with pytest.raises(ErrorAlmacen, match="propio archivo"):
            a.restaurar(a.ruta)
        assert {r.id: r.eventos for r in a.partidas()} == {ident: 4}
    assert not list((tmp_path / "datos").glob("planilla-antes-*"))


# --------------------------------------------------------------------- 7: orden de actividad


def test_la_hora_que_va_hacia_atras_no_cambia_la_mas_reciente(tmp_path: Path) -> None:
    horas = iter(["2026-05-01T10:00:00Z", "2026-05-01T10:01:00Z", "2025-01-01T00:00:00Z", "2025-01-01T00:00:01Z"])
    with Almacen(tmp_path, ahora=lambda: next(horas)) as a:
        vieja = a.crear(nueva_partida(["Ana", "Luis"]))
        vieja.planilla.pasar()
        # El reloj de pared salta un año atrás: la partida nueva sigue siendo la más reciente.
        nueva = a.crear(nueva_partida(["Eva", "Paz"]))
        assert a.mas_reciente() == nueva.id and a.sin_terminar() == nueva.id
        nueva.planilla.pasar()
        assert [r.id for r in a.partidas()] == [nueva.id, vieja.id]


def test_la_migracion_del_orden_conserva_el_de_antes(tmp_path: Path) -> None:
    ruta = tmp_path / ARCHIVO
    con = sqlite3.connect(ruta, isolation_level=None)
    con.execute(f"PRAGMA application_id={ID_APLICACION}")
    for migracion in MIGRACIONES[:4]:
        migracion(con)
    con.execute("UPDATE version SET numero = 4")
    inicio = json.dumps({"tipo": "inicio", "participantes": ["Ana", "Luis"]})
    for ident, hora in ((1, "2026-03-01T00:00:00Z"), (2, "2026-01-01T00:00:00Z"), (3, "2026-02-01T00:00:00Z")):
        con.execute("INSERT INTO partidas(id, creada, actualizada) VALUES (?, ?, ?)", (ident, hora, hora))
        con.execute("INSERT INTO eventos VALUES (?, 0, ?)", (ident, inicio))
    con.close()
    with Almacen(tmp_path) as a:
        assert [r.id for r in a.partidas()] == [1, 3, 2] and a.mas_reciente() == 1
        a.abrir(2).planilla.pasar()
        assert a.mas_reciente() == 2


# --------------------------------------------------------------------- 8: otra Planilla con el archivo


def test_otra_planilla_con_el_archivo_bloqueado(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        assert a._con.execute("PRAGMA busy_timeout").fetchone()[0] <= 1000
    with Almacen(tmp_path, espera=0.05) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        otro = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
        otro.execute("BEGIN IMMEDIATE")
        with pytest.raises(ErrorAlmacen, match="otra Planilla está usando la carpeta"):
            g.planilla.pasar()
        assert len(g.planilla.eventos) == 1
        otro.execute("ROLLBACK")
        otro.close()


def test_version_mas_nueva_tambien_al_leer_y_sin_restaurar(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        _jugar(a, ["Ana", "Luis"], 1)
        a.respaldar(tmp_path / "copia.sqlite3")
    _poner_version(tmp_path, 99)
    with Almacen(tmp_path, solo_lectura=True) as a:
        assert a.aviso is not None and "(99)" in a.aviso and len(a.partidas()) == 1
    with Almacen(tmp_path) as a:
        with pytest.raises(ErrorAlmacen, match="No se puede restaurar"):
            a.restaurar(tmp_path / "copia.sqlite3")
    assert not list(tmp_path.glob("planilla-antes-*"))
