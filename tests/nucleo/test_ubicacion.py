"""Issue 23, 7: la carpeta de datos en una unidad de red o dentro de una carpeta sincronizada se avisa.

Las unidades de red salen de un ``mountinfo`` de mentira (el formato de ``/proc/self/mountinfo``); las carpetas
sincronizadas, de un árbol temporal con las marcas que dejan los servicios.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.ubicacion import aviso_ubicacion, sincronizada, unidad_de_red

MOUNTINFO = """\
22 27 0:21 / /proc rw,relatime - proc proc rw
27 1 0:26 / / rw,relatime - ext4 /dev/sda1 rw
40 27 0:40 / /mnt/club rw,relatime shared:5 - nfs4 servidor:/club rw,vers=4.2
41 40 8:2 / /mnt/club/local rw,relatime - ext4 /dev/sdb1 rw
42 27 0:42 / /mnt/mi\\040unidad rw,relatime - cifs //servidor/recurso rw
43 27 0:43 / /home/ana/remoto rw,nosuid - fuse.sshfs ana@casa:/datos rw
44 27 0:44 / /media/ana/USB rw - vfat /dev/sdc1 rw
45 27 0:45 / /mnt/tapada rw - nfs servidor:/a rw
46 27 0:46 / /mnt/tapada rw - ext4 /dev/sdd1 rw
"""


@pytest.fixture
def mountinfo(tmp_path: Path) -> Path:
    ruta = tmp_path / "mountinfo"
    ruta.write_text(MOUNTINFO, encoding="utf-8")
    return ruta


@pytest.mark.parametrize(("carpeta", "tipo"), [
    ("/mnt/club/planilla", "nfs4"),
    ("/mnt/club", "nfs4"),
    ("/mnt/club/local/planilla", None),  # montada encima, local
    ("/mnt/clubes/planilla", None),  # empieza igual, pero no está dentro
    ("/mnt/mi unidad/planilla", "cifs"),  # el espacio va en octal en mountinfo
    ("/home/ana/remoto/planilla/aún/no/existe", "fuse.sshfs"),
    ("/media/ana/USB/planilla", None),
    ("/mnt/tapada/planilla", None),  # el último montaje en el mismo sitio es el que se ve
    ("/home/ana/.local/share/planilla", None),
])
def test_unidad_de_red_segun_mountinfo(mountinfo: Path, carpeta: str, tipo: str | None) -> None:
    assert unidad_de_red(carpeta, mountinfo=mountinfo) == tipo


def test_sin_mountinfo_no_avisa(tmp_path: Path) -> None:
    assert unidad_de_red(tmp_path, mountinfo=tmp_path / "no-existe") is None
    (tmp_path / "roto").write_bytes(b"\xff\xfe basura sin separador\n\n - \n")
    assert unidad_de_red(tmp_path, mountinfo=tmp_path / "roto") is None


def test_aviso_de_unidad_de_red(mountinfo: Path) -> None:
    aviso = aviso_ubicacion("/mnt/club/planilla", mountinfo=mountinfo)
    assert aviso is not None
    assert "«/mnt/club/planilla» está en una unidad de red (nfs4)" in aviso and "dos ordenadores" in aviso


@pytest.mark.parametrize(("marca", "servicio"), [
    (".stfolder/", "Syncthing"),
    (".dropbox", "Dropbox"),
    (".dropbox.cache/", "Dropbox"),
    (".sync/IgnoreList", "Resilio Sync"),
    (".sync_3f2a9c.db", "Nextcloud / ownCloud"),
    ("._sync_3f2a9c.db", "Nextcloud / ownCloud"),
])
def test_marca_de_carpeta_sincronizada_en_una_de_encima(tmp_path: Path, marca: str, servicio: str) -> None:
    raiz = tmp_path / "compartida"
    datos = raiz / "club" / "planilla"
    datos.mkdir(parents=True)
    ruta = raiz / marca.rstrip("/")
    ruta.parent.mkdir(parents=True, exist_ok=True)
    if marca.endswith("/"):
        ruta.mkdir()
    else:
        ruta.write_text("", encoding="utf-8")
    assert sincronizada(datos) == servicio
    assert sincronizada(datos / "aún-no-existe") == servicio
    aviso = aviso_ubicacion(datos, mountinfo=tmp_path / "sin-mountinfo")
    assert aviso is not None and f"dentro de una carpeta sincronizada ({servicio})" in aviso


@pytest.mark.parametrize("marca", [".dropbox/", ".sync/", ".stignore", "sync_3f2a.db"])
def test_lo_que_no_es_marca_no_avisa(tmp_path: Path, marca: str) -> None:
    # «~/.dropbox» es la configuración del programa (una carpeta), no la carpeta de Dropbox.
    ruta = tmp_path / marca.rstrip("/")
    ruta.mkdir() if marca.endswith("/") else ruta.write_text("", encoding="utf-8")
    (tmp_path / "planilla").mkdir()
    assert sincronizada(tmp_path / "planilla") is None


@pytest.mark.parametrize(("nombre", "servicio"), [
    ("OneDrive", "OneDrive"),
    ("OneDrive - Club de Scrabble", "OneDrive"),
    ("Dropbox", "Dropbox"),
    ("Google Drive", "Google Drive"),
    ("Mi unidad", "Google Drive"),
    ("iCloudDrive", "iCloud"),
    ("Nextcloud", "Nextcloud"),
])
def test_carpetas_de_servicios_en_la_nube(tmp_path: Path, nombre: str, servicio: str) -> None:
    assert sincronizada(tmp_path / nombre / "Documentos" / "planilla") == servicio


def test_una_carpeta_corriente_no_avisa(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("OneDrive", "OneDriveConsumer", "OneDriveCommercial"):
        monkeypatch.delenv(variable, raising=False)
    (tmp_path / "OneDriveViejo" / "planilla").mkdir(parents=True)
    assert sincronizada(tmp_path / "OneDriveViejo" / "planilla") is None
    assert aviso_ubicacion(tmp_path / "OneDriveViejo" / "planilla", mountinfo=tmp_path / "no") is None
    monkeypatch.setenv("OneDrive", str(tmp_path / "OneDriveViejo"))
    assert sincronizada(tmp_path / "OneDriveViejo" / "planilla") == "OneDrive"
