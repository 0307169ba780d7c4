"""Issue 23, 7: el cerrojo de la carpeta de datos (``nucleo.almacen.cerrojo``), fuera de Qt.

«Otro proceso» es siempre otro proceso de verdad (``HIJO``): dentro de uno mismo el cerrojo se comparte.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen import cerrojo as modulo
from app_planilla.nucleo.almacen.cerrojo import (
    CERROJO,
    VENTANA,
    CarpetaOcupada,
    ErrorCerrojo,
    Ocupante,
    ocupante,
    tomar,
)

RAIZ = Path(__file__).resolve().parents[2]

HIJO = r"""
import sys
from app_planilla.nucleo.almacen.cerrojo import CarpetaOcupada, tomar
try:
    c = tomar(sys.argv[1], sys.argv[2])
except CarpetaOcupada:
    print("ocupada", flush=True)
    sys.exit(0)
print("listo", flush=True)
sys.stdin.readline()
c.soltar()
print("suelto", flush=True)
sys.stdin.readline()
"""


class Hijo:
    """Otro proceso que toma el cerrojo de una carpeta y lo suelta cuando se le pide."""

    def __init__(self, carpeta: Path, quien: str = VENTANA) -> None:
        entorno = {**os.environ, "PYTHONPATH": str(RAIZ)}
        self.proceso = subprocess.Popen(
            [sys.executable, "-c", HIJO, str(carpeta), quien], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, env=entorno, cwd=RAIZ,
        )
        self.primera = self.linea()

    def linea(self) -> str:
        assert self.proceso.stdout is not None
        return self.proceso.stdout.readline().strip()

    def seguir(self) -> str:
        assert self.proceso.stdin is not None
        self.proceso.stdin.write("\n")
        self.proceso.stdin.flush()
        return self.linea()

    def terminar(self) -> None:
        if self.proceso.poll() is None:
            self.proceso.kill()
        self.proceso.wait(timeout=30)
        for flujo in (self.proceso.stdin, self.proceso.stdout):
            if flujo is not None:
                flujo.close()


@pytest.fixture
def hijos() -> Iterator[list[Hijo]]:
    lanzados: list[Hijo] = []
    yield lanzados
    for h in lanzados:
        h.terminar()


def test_tomar_escribe_quien_lo_tiene_y_soltar_lo_borra(tmp_path: Path) -> None:
    carpeta = tmp_path / "datos" / "nueva"  # se crea si falta
    with tomar(carpeta, "restaurar") as c:
        assert c.carpeta == carpeta
        info = json.loads((carpeta / CERROJO).read_text(encoding="utf-8"))
        assert (info["pid"], info["maquina"], info["quien"]) == (os.getpid(), socket.gethostname(), "restaurar")
        assert ocupante(carpeta) == Ocupante(os.getpid(), socket.gethostname(), "restaurar")
    # Ningún archivo que una Planilla de antes (``QLockFile``) tomara por un cerrojo ocupado.
    assert not (carpeta / CERROJO).exists()


def test_otro_proceso_lo_ve_ocupado_y_sabe_quien(tmp_path: Path, hijos: list[Hijo]) -> None:
    hijo = Hijo(tmp_path, "importar")
    hijos.append(hijo)
    assert hijo.primera == "listo"
    with pytest.raises(CarpetaOcupada) as ocupada:
        tomar(tmp_path, VENTANA)
    quien = ocupada.value.ocupante
    assert quien is not None and quien.pid == hijo.proceso.pid and quien.quien == "importar"
    assert not quien.es_ventana and quien.en_esta_maquina
    assert "Otra Planilla está usando la carpeta de datos" in str(ocupada.value)
    assert hijo.seguir() == "suelto"
    tomar(tmp_path, VENTANA).soltar()


def test_kill_9_lo_suelta_al_momento(tmp_path: Path, hijos: list[Hijo]) -> None:
    hijo = Hijo(tmp_path)
    hijos.append(hijo)
    assert hijo.primera == "listo"
    with pytest.raises(CarpetaOcupada):
        tomar(tmp_path, VENTANA)
    hijo.proceso.send_signal(signal.SIGKILL)
    assert hijo.proceso.wait(timeout=10) == -signal.SIGKILL
    # Su archivo sigue ahí, con su pid, pero nadie lo tiene: se toma sin esperar.
    assert (tmp_path / CERROJO).exists()
    with tomar(tmp_path, VENTANA):
        assert ocupante(tmp_path) == Ocupante(os.getpid(), socket.gethostname(), VENTANA)


def test_varias_ventanas_de_un_proceso_comparten_la_carpeta(tmp_path: Path, hijos: list[Hijo]) -> None:
    enlace = tmp_path / "enlace"
    enlace.symlink_to(tmp_path / "datos", target_is_directory=True)
    (tmp_path / "datos").mkdir()
    primera = tomar(tmp_path / "datos", VENTANA)
    segunda = tomar(enlace, VENTANA)  # otra ruta, la misma carpeta
    primera.soltar()
    primera.soltar()  # soltar dos veces la misma no suelta la de la otra ventana
    hijo = Hijo(tmp_path / "datos")
    hijos.append(hijo)
    assert hijo.primera == "ocupada"
    segunda.soltar()
    otro = Hijo(tmp_path / "datos")
    hijos.append(otro)
    assert otro.primera == "listo"


def _qlockfile(ruta: Path) -> None:
    # Como lo deja el ``QLockFile`` de una Planilla anterior, escrito en otra máquina (pid, programa, máquina).
    ruta.write_text("4242\nplanilla\notra-maquina\n", encoding="utf-8")


def _carpeta_con_algo(ruta: Path) -> None:
    ruta.mkdir()
    (ruta / "algo.txt").write_text("x", encoding="utf-8")


ABANDONADOS = {
    "vacio": lambda r: r.write_bytes(b""),
    "ceros": lambda r: r.write_bytes(b"\0" * 4096),
    "basura": lambda r: r.write_bytes(os.urandom(300)),
    "json_ajeno": lambda r: r.write_text('{"pid": "1", "quien": {"{0}": 1}}', encoding="utf-8"),
    "otra_maquina": _qlockfile,
    "carpeta_vacia": lambda r: r.mkdir(),
    "carpeta_con_algo": _carpeta_con_algo,
    "enlace_roto": lambda r: r.symlink_to(r.with_name("no-existe")),
    "fifo": lambda r: os.mkfifo(r),
}


@pytest.mark.parametrize("como", list(ABANDONADOS))
def test_un_cerrojo_abandonado_no_lo_tiene_nadie(tmp_path: Path, como: str) -> None:
    ABANDONADOS[como](tmp_path / CERROJO)
    assert ocupante(tmp_path) is None
    with tomar(tmp_path, VENTANA):
        assert (tmp_path / CERROJO).is_file() and ocupante(tmp_path) is not None
    if como == "carpeta_con_algo":
        # Lo que había dentro no se borra: se aparta con otro nombre.
        (apartada,) = tmp_path.glob(f"{CERROJO}-apartado-*")
        assert (apartada / "algo.txt").read_text(encoding="utf-8") == "x"
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(CERROJO + "-apartado-")) == []


def test_no_se_toma_un_archivo_que_otro_solto_y_borro_entre_abrirlo_y_bloquearlo(
    tmp_path: Path, hijos: list[Hijo], monkeypatch: pytest.MonkeyPatch
) -> None:
    hijo = Hijo(tmp_path)
    hijos.append(hijo)
    assert hijo.primera == "listo"
    bloquear = modulo._bloquear_fd
    llamadas: list[int] = []

    def justo_entonces_lo_suelta(fd: int) -> bool:
        if not llamadas:
            assert hijo.seguir() == "suelto"  # lo borra y lo suelta con este abierto aquí
        llamadas.append(fd)
        return bloquear(fd)

    monkeypatch.setattr(modulo, "_bloquear_fd", justo_entonces_lo_suelta)
    with tomar(tmp_path, VENTANA):
        # El primero que se bloqueó ya no estaba en la carpeta: se tomó el nuevo, el que ven los demás.
        assert len(llamadas) == 2
        monkeypatch.undo()
        otro = Hijo(tmp_path)
        hijos.append(otro)
        assert otro.primera == "ocupada"


def test_sin_poder_crearlo_lo_dice(tmp_path: Path) -> None:
    archivo = tmp_path / "archivo"
    archivo.write_text("", encoding="utf-8")
    with pytest.raises(ErrorCerrojo, match="no es una carpeta, sino un archivo") as e:
        tomar(archivo, VENTANA)
    assert not isinstance(e.value, CarpetaOcupada)


def test_sin_cerrojos_en_el_sistema_de_archivos_se_sigue_sin_el(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def sin_cerrojos(fd: int) -> bool:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(modulo, "_bloquear_fd", sin_cerrojos)
    monkeypatch.setattr(modulo, "_desbloquear_fd", lambda fd: None)
    with tomar(tmp_path, VENTANA):  # nunca una carpeta en solo lectura para siempre
        assert ocupante(tmp_path) == Ocupante(os.getpid(), socket.gethostname(), VENTANA)
    assert not (tmp_path / CERROJO).exists()
