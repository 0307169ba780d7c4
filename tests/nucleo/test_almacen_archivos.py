"""Los archivos del almacén en su carpeta: cuáles son suyos y el nombre libre para apartar uno sin pisar otro."""

from __future__ import annotations

from pathlib import Path

from app_planilla.nucleo.almacen.archivos import ARCHIVO, archivos_del_almacen, es_del_almacen, nombre_libre


def test_los_archivos_del_almacen_son_el_principal_y_sus_companeros(tmp_path: Path) -> None:
    assert archivos_del_almacen(tmp_path) == (
        tmp_path / "planilla.sqlite3",
        tmp_path / "planilla.sqlite3-wal",
        tmp_path / "planilla.sqlite3-shm",
        tmp_path / "planilla.sqlite3-journal",
    )
    assert ARCHIVO == "planilla.sqlite3"


def test_es_del_almacen_con_enlaces_carpetas_y_otros_nombres(tmp_path: Path) -> None:
    datos = tmp_path / "datos"
    datos.mkdir()
    for nombre in ("planilla.sqlite3", "planilla.sqlite3-journal"):
        assert es_del_almacen(datos / nombre, datos)
        assert es_del_almacen(tmp_path / "otra" / ".." / "datos" / nombre, str(datos))
    for nombre in ("planilla.sqlite", "copia.sqlite3", "planilla.sqlite3-wal2"):
        assert not es_del_almacen(datos / nombre, datos)
    assert not es_del_almacen(datos, datos)
    # Dentro de un «archivo» del almacén que resulta ser una carpeta.
    assert es_del_almacen(datos / "planilla.sqlite3-wal" / "x" / "y.pdf", datos)
    enlace = tmp_path / "enlace.sqlite3"
    enlace.symlink_to(datos / ARCHIVO)
    assert es_del_almacen(enlace, datos)


def test_nombre_libre_numera_desde_el_2(tmp_path: Path) -> None:
    assert nombre_libre(tmp_path, "planilla-apartada-X") == tmp_path / "planilla-apartada-X.sqlite3"
    (tmp_path / "planilla-apartada-X.sqlite3").write_text("")
    assert nombre_libre(tmp_path, "planilla-apartada-X") == tmp_path / "planilla-apartada-X-2.sqlite3"
    (tmp_path / "planilla-apartada-X-2.sqlite3").write_text("")
    (tmp_path / "planilla-apartada-X-4.sqlite3").write_text("")
    assert nombre_libre(tmp_path, "planilla-apartada-X") == tmp_path / "planilla-apartada-X-3.sqlite3"
    (tmp_path / "planilla-apartada-X-3.sqlite3").write_text("")
    assert nombre_libre(tmp_path, "planilla-apartada-X") == tmp_path / "planilla-apartada-X-5.sqlite3"
