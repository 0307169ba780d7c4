"""Abrir el almacén: cada motivo por el que no se puede usar, con su mensaje entero; el archivo ajeno apartado con
sus compañeros; lo que es de Planilla a medias; la versión más nueva; y leer sin escribir en cada caso."""

from __future__ import annotations

import os
import re
import sqlite3
import time
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, AlmacenDanado, ErrorAlmacen
from app_planilla.nucleo.almacen.migraciones import ID_APLICACION, MIGRACIONES
from app_planilla.nucleo.clasica.planilla import nueva_partida
from tests.ayuda import almacen_de_la_version_1


def _no_se_puede(carpeta: Path, motivo: str) -> str:
    return f"Las partidas se guardan en la carpeta de datos «{carpeta}», pero no se pueden usar: {motivo}."


def _danado(carpeta: Path) -> str:
    return (f"El archivo de partidas «{carpeta / ARCHIVO}» está dañado y no se ha tocado. Repararlo recupera cada "
            "partida hasta su primer evento ilegible y guarda aparte el archivo dañado.")


def _ajena(ruta: Path) -> None:
    con = sqlite3.connect(ruta)
    con.execute("CREATE TABLE clientes (nombre TEXT)")
    con.commit()
    con.close()


def _poner_version(carpeta: Path, numero: int) -> None:
    con = sqlite3.connect(carpeta / ARCHIVO)
    con.execute("UPDATE version SET numero = ?", (numero,))
    con.commit()
    con.close()


# --------------------------------------------------------------------- no se puede usar


@pytest.mark.parametrize("solo_lectura", [False, True])
def test_la_carpeta_de_datos_es_un_archivo(tmp_path: Path, solo_lectura: bool) -> None:
    archivo = tmp_path / "datos"
    archivo.write_text("x")
    if solo_lectura:
        with Almacen(archivo, solo_lectura=True) as a:  # nada guardado que leer
            assert a.partidas() == []
    else:
        with pytest.raises(ErrorAlmacen) as error:
            Almacen(archivo)
        assert str(error.value) == _no_se_puede(archivo, "no es una carpeta, sino un archivo")
    assert archivo.read_text() == "x"


def test_la_carpeta_no_se_puede_crear(tmp_path: Path) -> None:
    (tmp_path / "fichero").write_text("x")
    carpeta = tmp_path / "fichero" / "sub" / "datos"
    with pytest.raises(ErrorAlmacen) as error:
        Almacen(carpeta)
    assert str(error.value) == _no_se_puede(carpeta, "no se puede crear la carpeta (Not a directory)")


def test_la_carpeta_se_crea_con_sus_padres(tmp_path: Path) -> None:
    carpeta = tmp_path / "a" / "b" / "datos"
    with Almacen(carpeta) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    assert (carpeta / ARCHIVO).is_file()
    with Almacen(carpeta) as a:  # ya existe: no falla
        assert len(a.partidas()) == 1


@pytest.mark.parametrize("solo_lectura", [False, True])
def test_el_archivo_es_una_carpeta(tmp_path: Path, solo_lectura: bool) -> None:
    (tmp_path / ARCHIVO).mkdir()
    with pytest.raises(ErrorAlmacen) as error:
        Almacen(tmp_path, solo_lectura=solo_lectura)
    motivo = "«planilla.sqlite3» es una carpeta, no un archivo"
    if solo_lectura:  # ni con «immutable» se abre: lo dice SQLite
        motivo = "«planilla.sqlite3» no se puede abrir (unable to open database file)"
    assert str(error.value) == _no_se_puede(tmp_path, motivo)
    assert (tmp_path / ARCHIVO).is_dir() and not list((tmp_path / ARCHIVO).iterdir())


@pytest.mark.parametrize("solo_lectura", [False, True])
def test_el_archivo_es_un_enlace_roto(tmp_path: Path, solo_lectura: bool) -> None:
    (tmp_path / ARCHIVO).symlink_to(tmp_path / "otra" / "planilla.sqlite3")
    with pytest.raises(ErrorAlmacen) as error:
        Almacen(tmp_path, solo_lectura=solo_lectura)
    motivo = "«planilla.sqlite3» es un enlace a un archivo que no existe"
    if solo_lectura:
        motivo = "«planilla.sqlite3» no se puede abrir (unable to open database file)"
    assert str(error.value) == _no_se_puede(tmp_path, motivo)
    assert not (tmp_path / "otra").exists()


def test_un_enlace_a_un_almacen_de_verdad_se_usa(tmp_path: Path) -> None:
    with Almacen(tmp_path / "real") as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    (tmp_path / "datos").mkdir()
    (tmp_path / "datos" / ARCHIVO).symlink_to(tmp_path / "real" / ARCHIVO)
    with Almacen(tmp_path / "datos") as a:
        assert len(a.partidas()) == 1 and a.aviso is None


@pytest.mark.parametrize("solo_lectura", [False, True])
def test_otra_planilla_no_suelta_el_archivo_al_abrir(tmp_path: Path, solo_lectura: bool) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    otro = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
    otro.execute("PRAGMA journal_mode=DELETE")
    otro.execute("BEGIN EXCLUSIVE")
    inicio = time.monotonic()
    try:
        with pytest.raises(ErrorAlmacen) as error:
            Almacen(tmp_path, espera=0.05, solo_lectura=solo_lectura)
        # Se rinde tras la espera pedida, no tras los 5 s que esperaría SQLite por omisión.
        assert time.monotonic() - inicio < 3
    finally:
        otro.execute("ROLLBACK")
        otro.close()
    assert str(error.value) == _no_se_puede(tmp_path, "otra Planilla la está usando y no la suelta")
    assert not list(tmp_path.glob("planilla-apartada-*"))


def test_la_espera_por_omision_es_un_segundo(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        assert a._con.execute("PRAGMA busy_timeout").fetchone() == (1000,)
    with Almacen(tmp_path, espera=0.25) as a:
        assert a._con.execute("PRAGMA busy_timeout").fetchone() == (250,)


# --------------------------------------------------------------------- dañado


@pytest.mark.parametrize("solo_lectura", [False, True])
def test_basura_es_un_archivo_danado_con_su_mensaje(tmp_path: Path, solo_lectura: bool) -> None:
    (tmp_path / ARCHIVO).write_bytes(b"esto no es una base de datos" * 200)
    with pytest.raises(AlmacenDanado) as error:
        Almacen(tmp_path, solo_lectura=solo_lectura)
    assert str(error.value) == _danado(tmp_path)
    assert {p.name for p in tmp_path.iterdir()} == {ARCHIVO}


def test_de_planilla_sin_la_tabla_de_version_es_dano(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    con = sqlite3.connect(tmp_path / ARCHIVO)
    con.execute("DROP TABLE version")
    con.commit()
    con.close()
    antes = (tmp_path / ARCHIVO).read_bytes()
    for solo_lectura in (False, True):
        with pytest.raises(AlmacenDanado) as error:
            Almacen(tmp_path, solo_lectura=solo_lectura)
        assert str(error.value) == _danado(tmp_path)
    assert (tmp_path / ARCHIVO).read_bytes() == antes


def test_de_planilla_sin_ninguna_tabla_se_empieza(tmp_path: Path) -> None:
    """Un cierre justo después de marcar el archivo como de Planilla: no hay nada que perder, se sigue."""
    con = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
    con.execute(f"PRAGMA application_id={ID_APLICACION}")
    con.close()
    with Almacen(tmp_path, solo_lectura=True) as a:
        assert a.partidas() == [] and a.version == len(MIGRACIONES) and a.aviso is None
    with Almacen(tmp_path) as a:
        assert a.aviso is None and a.apartado is None and a.version == len(MIGRACIONES)
        a.crear(nueva_partida(["Ana", "Luis"]))
    assert not list(tmp_path.glob("planilla-apartada-*"))


def test_la_version_guardada_es_la_de_hoy_y_no_una_mas_nueva(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    with Almacen(tmp_path) as a:
        assert not a.solo_lectura and a.aviso is None
    _poner_version(tmp_path, len(MIGRACIONES) + 1)
    with Almacen(tmp_path) as a:
        assert a.solo_lectura
        assert a.aviso == (
            f"Esta carpeta la usa una versión más reciente de Planilla ({len(MIGRACIONES) + 1}): sus partidas se "
            "pueden ver, exportar e imprimir, pero no cambiar. Ábrelas con esa versión.")
        assert len(a.partidas()) == 1


def test_una_version_mas_nueva_en_solo_lectura_no_se_migra(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    _poner_version(tmp_path, 12)
    with Almacen(tmp_path, solo_lectura=True) as a:
        assert a.version == 12 and a.aviso is not None and "(12)" in a.aviso
        assert len(a.partidas()) == 1


# --------------------------------------------------------------------- ajeno


def test_un_archivo_ajeno_en_solo_lectura_no_se_aparta(tmp_path: Path) -> None:
    _ajena(tmp_path / ARCHIVO)
    antes = (tmp_path / ARCHIVO).read_bytes()
    with pytest.raises(ErrorAlmacen) as error:
        Almacen(tmp_path, solo_lectura=True)
    assert str(error.value) == _no_se_puede(tmp_path, "el archivo de partidas no es de Planilla")
    assert (tmp_path / ARCHIVO).read_bytes() == antes
    assert {p.name for p in tmp_path.iterdir()} <= {ARCHIVO, ARCHIVO + "-wal", ARCHIVO + "-shm"}


def test_un_archivo_de_otra_aplicacion_se_aparta_aunque_no_tenga_tablas(tmp_path: Path) -> None:
    con = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
    con.execute("PRAGMA application_id=12345")
    con.close()
    with Almacen(tmp_path) as a:
        assert a.apartado is not None and a.apartado.name.startswith("planilla-apartada-")
        assert sqlite3.connect(a.apartado).execute("PRAGMA application_id").fetchone() == (12345,)


def test_el_archivo_ajeno_se_aparta_con_su_wal_y_el_aviso_entero(tmp_path: Path) -> None:
    ruta = tmp_path / ARCHIVO
    # Otra aplicación lo tiene abierto, en WAL, con datos solo en el -wal.
    otra = sqlite3.connect(ruta, isolation_level=None)
    otra.execute("PRAGMA journal_mode=WAL")
    otra.execute("PRAGMA wal_autocheckpoint=0")
    otra.execute("CREATE TABLE clientes (nombre TEXT)")
    otra.execute("INSERT INTO clientes VALUES ('Ana')")
    wal = (tmp_path / (ARCHIVO + "-wal")).read_bytes()
    assert wal
    try:
        with Almacen(tmp_path) as a:
            assert a.apartado is not None
            assert a.aviso == (
                "El archivo de partidas no es de Planilla. Se ha guardado aparte como "
                f"«{a.apartado.name}» y se ha empezado un archivo nuevo; las partidas anteriores no se han borrado.")
            assert re.fullmatch(r"planilla-apartada-\d{8}-\d{6}\.sqlite3", a.apartado.name)
            assert a.apartado.with_name(a.apartado.name + "-wal").read_bytes() == wal
            assert a.apartado.with_name(a.apartado.name + "-shm").exists()
            a.crear(nueva_partida(["Ana", "Luis"]))
            assert len(a.partidas()) == 1
    finally:
        otra.close()
    con = sqlite3.connect(tmp_path / a.apartado.name)
    assert con.execute("SELECT nombre FROM clientes").fetchall() == [("Ana",)]
    con.close()


def test_el_archivo_ajeno_que_no_se_puede_apartar(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _ajena(tmp_path / ARCHIVO)

    def renombrar(self: Path, destino: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", renombrar)
    with pytest.raises(ErrorAlmacen) as error:
        Almacen(tmp_path)
    assert str(error.value) == "El archivo de partidas no es de Planilla y no se puede apartar: Permission denied."


# --------------------------------------------------------------------- leer sin escribir


def test_solo_lectura_de_un_almacen_al_dia_no_lo_copia_en_memoria(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    with Almacen(tmp_path, solo_lectura=True) as a:
        (nombre, archivo) = a._con.execute("PRAGMA database_list").fetchone()[1:]
        assert nombre == "main" and archivo == str((tmp_path / ARCHIVO).absolute())
        assert a._con.execute("PRAGMA query_only").fetchone() == (0,)
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            a._con.execute("DELETE FROM eventos")
    with Almacen(tmp_path) as a:
        assert len(a.cargar(1).eventos) == 1


def test_cerrar_en_solo_lectura_no_vuelca_nada(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    a = Almacen(tmp_path, solo_lectura=True)
    a._volcar("TRUNCATE")  # no falla aunque no se pueda escribir
    a.cerrar()


def test_cerrar_deja_todo_en_el_archivo_principal(tmp_path: Path) -> None:
    with Almacen(tmp_path) as a:
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        a.crear(nueva_partida(["Ana", "Luis"])).planilla.pasar()
        otro = sqlite3.connect(tmp_path / ARCHIVO)  # otro lector: el -wal no se borra al cerrar
        otro.execute("SELECT count(*) FROM eventos").fetchone()
        assert (tmp_path / (ARCHIVO + "-wal")).stat().st_size > 0
    assert (tmp_path / (ARCHIVO + "-wal")).stat().st_size == 0
    otro.close()


def test_sin_indice_compartido_y_sin_wal_se_lee_el_principal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Almacen(tmp_path) as a:
        a.crear(nueva_partida(["Ana", "Luis"]))
    (tmp_path / (ARCHIVO + "-wal")).write_bytes(b"")  # un -wal vacío no hace falta copiarlo
    real = sqlite3.connect
    usados: list[object] = []

    def conectar(destino: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        usados.append(destino)
        if isinstance(destino, str) and destino.endswith("?mode=ro"):
            raise sqlite3.OperationalError("unable to open database file")
        return real(destino, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", conectar)
    with Almacen(tmp_path, solo_lectura=True) as a:
        assert len(a.partidas()) == 1 and a.aviso is None
    assert str(usados[-1]).endswith("?immutable=1")
    assert os.path.basename(str(usados[-1])).startswith(ARCHIVO)


def test_una_lista_de_paginas_libres_descuadrada_es_dano_al_abrir_pero_se_puede_leer(tmp_path: Path) -> None:
    """Solo leer no hace la comprobación rápida (``quick_check``): exportar o imprimir lo que se lea sigue."""
    with Almacen(tmp_path) as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        for _ in range(100):
            g.planilla.anotar(1, "H4", "PALABRA LARGA PARA LLENAR PAGINAS")
        a.crear(nueva_partida(["Eva", "Paz"])).planilla.pasar()
        a.borrar(g.id)  # deja páginas libres
    ruta = tmp_path / ARCHIVO
    datos = bytearray(ruta.read_bytes())
    libres = int.from_bytes(datos[36:40], "big")
    assert libres > 0
    datos[36:40] = (libres + 3).to_bytes(4, "big")  # la cabecera cuenta tres páginas libres de más
    ruta.write_bytes(bytes(datos))
    with pytest.raises(AlmacenDanado):
        Almacen(tmp_path)
    with Almacen(tmp_path, solo_lectura=True) as a:
        assert [r.eventos for r in a.partidas()] == [2] and len(a.cargar(2).eventos) == 2
    assert ruta.read_bytes() == bytes(datos)


def test_de_planilla_con_una_sola_tabla_que_no_es_la_de_version_es_dano(tmp_path: Path) -> None:
    con = sqlite3.connect(tmp_path / ARCHIVO, isolation_level=None)
    con.execute(f"PRAGMA application_id={ID_APLICACION}")
    con.execute("CREATE TABLE otra (x)")
    con.close()
    with pytest.raises(AlmacenDanado):
        Almacen(tmp_path)
    con = sqlite3.connect(tmp_path / ARCHIVO)
    assert [f[0] for f in con.execute("SELECT name FROM sqlite_master")] == ["otra"]
    con.close()


def test_leer_un_esquema_antiguo_no_deja_nada_en_la_carpeta_de_trabajo(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    datos = tmp_path / "datos"
    datos.mkdir()
    almacen_de_la_version_1(datos, {"tipo": "pase"})
    trabajo = tmp_path / "trabajo"
    trabajo.mkdir()
    monkeypatch.chdir(trabajo)
    with Almacen(datos, solo_lectura=True) as a:
        assert [r.eventos for r in a.partidas()] == [2]
        assert a._con.execute("PRAGMA database_list").fetchone()[2] == ""  # en memoria
    with Almacen(tmp_path / "vacia", solo_lectura=True) as a:
        assert a.partidas() == []
    assert list(trabajo.iterdir()) == []


def _sin_modo_solo_lectura(monkeypatch: pytest.MonkeyPatch) -> None:
    """Como en un medio de solo lectura: ``mode=ro`` no abre (no puede crear el ``-shm``)."""
    real = sqlite3.connect

    def conectar(destino: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        if isinstance(destino, str) and destino.endswith("?mode=ro"):
            raise sqlite3.OperationalError("unable to open database file")
        return real(destino, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", conectar)


def test_sin_indice_compartido_un_archivo_danado_sigue_siendo_dano(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / ARCHIVO).write_bytes(b"esto no es una base de datos" * 200)
    _sin_modo_solo_lectura(monkeypatch)
    with pytest.raises(AlmacenDanado) as error:
        Almacen(tmp_path, solo_lectura=True)
    assert str(error.value) == _danado(tmp_path)


def test_sin_indice_compartido_el_wal_se_lee_en_memoria_y_si_no_se_puede_se_dice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    datos = tmp_path / "datos"
    vivo = tmp_path / "vivo"
    datos.mkdir()
    with Almacen(vivo) as a:
        a._con.execute("PRAGMA wal_autocheckpoint=0")
        a.crear(nueva_partida(["Ana", "Luis"])).planilla.pasar()
        for nombre in (ARCHIVO, ARCHIVO + "-wal"):
            (datos / nombre).write_bytes((vivo / nombre).read_bytes())
    trabajo = tmp_path / "trabajo"
    trabajo.mkdir()
    monkeypatch.chdir(trabajo)
    _sin_modo_solo_lectura(monkeypatch)
    with Almacen(datos, solo_lectura=True) as a:
        assert [r.eventos for r in a.partidas()] == [2] and a.aviso is None
        assert a._con.execute("PRAGMA database_list").fetchone()[2] == ""  # la copia, en memoria
    assert list(trabajo.iterdir()) == []

    def sin_sitio(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("shutil.copyfile", sin_sitio)
    with Almacen(datos, solo_lectura=True) as a:
        assert a.aviso == ("No se ha podido leer «planilla.sqlite3-wal» (ni copiarlo a la carpeta temporal): "
                           "pueden faltar las últimas jugadas guardadas.")
        assert a.partidas() == []
