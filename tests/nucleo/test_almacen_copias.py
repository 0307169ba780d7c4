"""Copias del almacén: respaldar en un solo archivo sin dejar restos, y restaurar solo una copia buena, entera y de
esta versión o de una anterior, con cada mensaje entero."""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import ARCHIVO, Almacen, ErrorAlmacen
from app_planilla.nucleo.almacen.migraciones import MIGRACIONES
from app_planilla.nucleo.clasica.planilla import nueva_partida
from tests.ayuda import almacen_de_la_version_1


def _jugar(a: Almacen, nombres: list[str], jugadas: int) -> int:
    g = a.crear(nueva_partida(nombres))
    for i in range(jugadas):
        g.planilla.anotar(i + 1)
    return g.id


def _copia(tmp_path: Path, nombre: str = "copia.sqlite3") -> Path:
    """Una copia buena de un almacén con una partida de 3 eventos."""
    with Almacen(tmp_path / "origen") as a:
        _jugar(a, ["Ana", "Luis"], 2)
        return a.respaldar(tmp_path / nombre)


# --------------------------------------------------------------------- respaldar


def test_la_copia_es_un_solo_archivo_sin_wal(tmp_path: Path) -> None:
    destino = _copia(tmp_path)
    assert destino.read_bytes()[18:20] == b"\x01\x01"  # modo de diario clásico, no WAL
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copia.sqlite3", "origen"]


def test_respaldar_en_la_carpeta_de_usuario(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "casa"))
    (tmp_path / "casa").mkdir()
    with Almacen(tmp_path / "datos") as a:
        _jugar(a, ["Ana", "Luis"], 1)
        assert a.respaldar("~/copia.sqlite3") == tmp_path / "casa" / "copia.sqlite3"
        # Y se restaura desde ahí.
        a.restaurar("~/copia.sqlite3")
    assert (tmp_path / "casa" / "copia.sqlite3").is_file()


def test_los_mensajes_de_respaldar(tmp_path: Path) -> None:
    with Almacen(tmp_path / "datos") as a:
        _jugar(a, ["Ana", "Luis"], 1)
        propio = tmp_path / "datos" / ARCHIVO
        with pytest.raises(ErrorAlmacen) as error:
            a.respaldar(propio, reemplazar=True)
        assert str(error.value) == f"«{propio}» es un archivo del propio almacén: la copia va en otro archivo."
        with pytest.raises(ErrorAlmacen) as error:
            a.respaldar(tmp_path)
        assert str(error.value) == f"«{tmp_path}» es una carpeta: indica el nombre del archivo de la copia."
        existe = tmp_path / "existe.sqlite3"
        existe.write_text("anterior")
        with pytest.raises(ErrorAlmacen) as error:
            a.respaldar(existe)
        assert str(error.value) == f"«{existe}» ya existe: elige otro nombre o pide reemplazarlo."
        assert existe.read_text() == "anterior"
        falta = tmp_path / "no" / "copia.sqlite3"
        with pytest.raises(ErrorAlmacen) as error:
            a.respaldar(falta)
        assert str(error.value) == f"No se ha podido escribir la copia en «{falta}»: No such file or directory."
        assert a.respaldar(existe, reemplazar=True) == existe
    assert existe.read_bytes().startswith(b"SQLite format 3\x00")


def test_un_respaldo_que_falla_no_deja_restos_ni_pisa_el_anterior(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    destino = tmp_path / "copias" / "copia.sqlite3"
    destino.parent.mkdir()
    destino.write_text("anterior")

    def sin_sitio(origen: object, fin: object) -> None:
        raise OSError(28, "No space left on device")

    with Almacen(tmp_path / "datos") as a:
        _jugar(a, ["Ana", "Luis"], 1)
        monkeypatch.setattr(os, "replace", sin_sitio)
        with pytest.raises(ErrorAlmacen) as error:
            a.respaldar(destino, reemplazar=True)
        assert str(error.value) == f"No se ha podido escribir la copia en «{destino}»: No space left on device."
        monkeypatch.undo()
        assert [p.name for p in destino.parent.iterdir()] == ["copia.sqlite3"] and destino.read_text() == "anterior"

        def roto(origen: object, fin: object) -> None:
            raise sqlite3.OperationalError("disk I/O error")

        monkeypatch.setattr(os, "replace", roto)
        with pytest.raises(ErrorAlmacen) as error:
            a.respaldar(destino, reemplazar=True)
        assert str(error.value) == f"No se ha podido escribir la copia en «{destino}»: disk I/O error."
        assert [p.name for p in destino.parent.iterdir()] == ["copia.sqlite3"]


# --------------------------------------------------------------------- restaurar


def test_restaurar_una_copia_de_una_version_antigua_la_pone_al_dia(tmp_path: Path) -> None:
    vieja = tmp_path / "vieja"
    vieja.mkdir()
    copia = almacen_de_la_version_1(vieja, {"tipo": "jugada", "puntos": 9})
    with Almacen(tmp_path / "datos") as a:
        _jugar(a, ["Eva", "Paz"], 1)
        anterior = a.restaurar(copia)
        assert a.version == len(MIGRACIONES)
        (r,) = a.partidas()
        assert (r.id, r.participantes, r.eventos) == (7, ("Ana", "Participante 2"), 2)
        a.abrir(7).planilla.pasar()
    assert anterior.parent == tmp_path / "datos"
    assert re.fullmatch(r"planilla-antes-de-restaurar-\d{8}-\d{6}\.sqlite3", anterior.name)
    with Almacen(tmp_path / "datos") as a:
        assert len(a.cargar(7).eventos) == 3


def test_restaurar_rechaza_cada_copia_mala_con_su_mensaje(tmp_path: Path) -> None:
    buena = _copia(tmp_path)
    casos: list[tuple[Path, str]] = []

    carpeta = tmp_path / "carpeta.sqlite3"
    carpeta.mkdir()
    casos.append((carpeta, f"«{carpeta}» no existe o no es un archivo."))

    futura = tmp_path / "futura.sqlite3"
    futura.write_bytes(buena.read_bytes())
    con = sqlite3.connect(futura)
    con.execute("UPDATE version SET numero = ?", (len(MIGRACIONES) + 1,))
    con.commit()
    con.close()
    casos.append((futura, f"«{futura}» es de una versión más reciente de Planilla ({len(MIGRACIONES) + 1})."))

    ajena = tmp_path / "ajena.sqlite3"
    con = sqlite3.connect(ajena)
    con.execute("PRAGMA application_id=7")
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    casos.append((ajena, f"«{ajena}» no es una copia de las partidas de Planilla."))

    mala = tmp_path / "mala.sqlite3"
    mala.write_bytes(buena.read_bytes())
    con = sqlite3.connect(mala)
    con.execute("UPDATE eventos SET datos = ? WHERE numero = 1", (json.dumps({"tipo": "jugada", "puntos": "x"}),))
    con.commit()
    con.close()
    casos.append((mala, f"«{mala}» no es una copia válida de las partidas: "))

    honda = tmp_path / "honda.sqlite3"
    honda.write_bytes(buena.read_bytes())
    con = sqlite3.connect(honda)
    con.execute("UPDATE eventos SET datos = ? WHERE numero = 1", ("[" * 100_000 + "]" * 100_000,))
    con.commit()
    con.close()
    casos.append((honda, f"«{honda}» no es una copia válida de las partidas: "))

    with Almacen(tmp_path / "datos") as a:
        ident = _jugar(a, ["Eva", "Paz"], 3)
        for copia, mensaje in casos:
            with pytest.raises(ErrorAlmacen) as error:
                a.restaurar(copia)
            assert str(error.value).startswith(mensaje), (copia, str(error.value))
            if mensaje.endswith("."):
                assert str(error.value) == mensaje
        propio = tmp_path / "datos" / ARCHIVO
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(propio)
        assert str(error.value) == f"«{propio}» es el propio archivo de partidas, no una copia."
        assert {r.id: r.eventos for r in a.partidas()} == {ident: 4}
    assert not list((tmp_path / "datos").glob("planilla-antes-*"))


def test_restaurar_una_copia_danada_por_dentro(tmp_path: Path) -> None:
    with Almacen(tmp_path / "origen") as a:
        g = a.crear(nueva_partida(["Ana", "Luis"]))
        for _ in range(300):
            g.planilla.anotar(1, "H4", "PALABRA LARGA PARA LLENAR PAGINAS")
        copia = a.respaldar(tmp_path / "copia.sqlite3")
    datos = bytearray(copia.read_bytes())
    for i in range(len(datos) - 3 * 4096, len(datos) - 2 * 4096):
        datos[i] = 0xA5
    copia.write_bytes(bytes(datos))
    with Almacen(tmp_path / "datos") as a:
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(copia)
        assert str(error.value) in (f"«{copia}» está dañada: no se restaura.",) or str(error.value).startswith(
            f"«{copia}» no es una copia válida de las partidas: ")
        assert a.partidas() == []



def test_restaurar_con_otra_planilla_leyendo(tmp_path: Path) -> None:
    copia = _copia(tmp_path)
    with Almacen(tmp_path / "datos", espera=0.05) as a:
        _jugar(a, ["Eva", "Paz"], 1)
        otro = sqlite3.connect(tmp_path / "datos" / ARCHIVO, isolation_level=None)
        otro.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(ErrorAlmacen) as error:
                a.restaurar(copia)
        finally:
            otro.execute("ROLLBACK")
            otro.close()
        assert str(error.value) == (
            f"No se puede restaurar: otra Planilla está usando la carpeta «{tmp_path / 'datos'}».")
        assert [r.eventos for r in a.partidas()] == [2]


def test_restaurar_una_copia_que_no_pasa_la_comprobacion_de_integridad(tmp_path: Path) -> None:
    """Un índice que no cuadra con su tabla: se lee bien, pero ``integrity_check`` lo ve."""
    copia = _copia(tmp_path)
    con = sqlite3.connect(copia, isolation_level=None)
    con.execute("PRAGMA writable_schema=ON")
    con.execute("UPDATE sqlite_master SET sql = 'CREATE INDEX partidas_por_orden ON partidas(creada)'"
                " WHERE name = 'partidas_por_orden'")
    con.close()
    with Almacen(tmp_path / "datos") as a:
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(copia)
        assert str(error.value) == f"«{copia}» está dañada: no se restaura."
        assert a.partidas() == []


def test_restaurar_una_copia_que_no_se_puede_abrir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copia = _copia(tmp_path)
    real = sqlite3.connect

    def conectar(destino: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        if isinstance(destino, str) and destino.startswith("file:") and "copia.sqlite3" in destino:
            raise sqlite3.OperationalError("unable to open database file")
        return real(destino, *args, **kwargs)  # type: ignore[arg-type]

    with Almacen(tmp_path / "datos") as a:
        monkeypatch.setattr(sqlite3, "connect", conectar)
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(copia)
        assert str(error.value) == f"«{copia}» no se puede abrir: unable to open database file."
        monkeypatch.undo()
        a.restaurar(copia)
        assert [r.eventos for r in a.partidas()] == [3]


def test_restaurar_que_falla_al_ponerla_al_dia(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copia = _copia(tmp_path)

    def migrar(con: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    with Almacen(tmp_path / "datos") as a:
        monkeypatch.setattr(Almacen, "_migrar", staticmethod(migrar))
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(copia)
        assert str(error.value) == "No se ha podido restaurar la copia: disk I/O error."


def test_restaurar_basura_dice_lo_que_dice_sqlite(tmp_path: Path) -> None:
    basura = tmp_path / "basura.sqlite3"
    basura.write_bytes(b"no es una copia" * 100)
    with Almacen(tmp_path / "datos") as a:
        with pytest.raises(ErrorAlmacen) as error:
            a.restaurar(basura)
        assert str(error.value) == f"«{basura}» no es una copia válida de las partidas: file is not a database"
