"""La carpeta del torneo con Syncthing de verdad: tres instancias en 127.0.0.1 (director y dos mesas), sin
descubrimiento, repetidores, NAT ni informes. La carpeta ``direccion`` va del director a las mesas (Solo
enviar → Solo recibir) y ``mesas`` de cada mesa al director. Las mesas se unen y publican con la línea de
órdenes y el director fusiona. Se espera en ``/rest/events`` con un límite duro, nunca durmiendo."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import nueva_partida

pytestmark = pytest.mark.skipif(shutil.which("syncthing") is None,
                                reason="sin el programa syncthing (paquete «syncthing» de Debian)")

LIMITE = 90.0
"""Segundos, como mucho, para todo el ir y venir de archivos."""


def _puerto() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Instancia:
    nombre: str
    casa: Path
    id: str
    gui: int
    escucha: int
    clave: str
    proceso: subprocess.Popen[str] | None = None
    lista: threading.Event = field(default_factory=threading.Event)
    ultimo: int = 0

    def rest(self, ruta: str, metodo: str = "GET", espera: float = 10) -> object:
        peticion = urllib.request.Request(f"http://127.0.0.1:{self.gui}{ruta}", method=metodo,
                                          headers={"X-API-Key": self.clave})
        with urllib.request.urlopen(peticion, timeout=espera) as r:
            datos = r.read()
        return json.loads(datos) if datos else None

    def eventos(self, segundos: int) -> None:
        """Espera (como mucho ``segundos``) a que pase algo en esta instancia."""
        lista = self.rest(f"/rest/events?since={self.ultimo}&timeout={segundos}", espera=segundos + 10)
        if isinstance(lista, list) and lista:
            self.ultimo = max(int(e["id"]) for e in lista)


def _instancia(nombre: str, base: Path) -> Instancia:
    casa = base / f"st-{nombre}"
    salida = subprocess.run(["syncthing", "generate", f"--home={casa}", "--no-default-folder",
                             "--skip-port-probing"], capture_output=True, text=True, check=True)
    ident = next(linea.split("Device ID:")[1].strip() for linea in (salida.stdout + salida.stderr).splitlines()
                 if "Device ID:" in linea)
    return Instancia(nombre, casa, ident, _puerto(), _puerto(), f"clave-{nombre}")


def _configurar(yo: Instancia, otros: list[Instancia], carpetas: list[tuple[str, Path, str, list[Instancia]]]
                ) -> None:
    ruta = yo.casa / "config.xml"
    arbol = ET.parse(ruta)
    raiz = arbol.getroot()
    gui = raiz.find("gui")
    assert gui is not None
    gui.set("tls", "false")
    for etiqueta, valor in (("address", f"127.0.0.1:{yo.gui}"), ("apikey", yo.clave)):
        nodo = gui.find(etiqueta)
        if nodo is None:
            nodo = ET.SubElement(gui, etiqueta)
        nodo.text = valor
    opciones = raiz.find("options")
    assert opciones is not None
    for etiqueta, valor in (("listenAddress", f"tcp://127.0.0.1:{yo.escucha}"), ("globalAnnounceEnabled", "false"),
                            ("localAnnounceEnabled", "false"), ("relaysEnabled", "false"), ("natEnabled", "false"),
                            ("urAccepted", "-1"), ("crashReportingEnabled", "false"), ("autoUpgradeIntervalH", "0"),
                            ("startBrowser", "false"),
                            # Sin esto, una instancia que arranca antes que otra tarda un minuto en llamarla.
                            ("reconnectionIntervalS", "1")):
        nodo = opciones.find(etiqueta)
        if nodo is None:
            nodo = ET.SubElement(opciones, etiqueta)
        nodo.text = valor
    for otro in otros:
        d = ET.SubElement(raiz, "device", id=otro.id, name=otro.nombre, compression="metadata",
                          introducer="false")
        ET.SubElement(d, "address").text = f"tcp://127.0.0.1:{otro.escucha}"
    for ident, camino, tipo, con in carpetas:
        camino.mkdir(parents=True, exist_ok=True)
        (camino / ".stfolder").mkdir(exist_ok=True)
        f = ET.SubElement(raiz, "folder", id=ident, label=ident, path=str(camino), type=tipo,
                          rescanIntervalS="3600", fsWatcherEnabled="false", ignorePerms="true")
        for dispositivo in [yo, *con]:
            ET.SubElement(f, "device", id=dispositivo.id)
    arbol.write(ruta)


@pytest.fixture
def red(tmp_path: Path) -> Iterator[dict[str, Instancia]]:
    director, m1, m2 = (_instancia(n, tmp_path) for n in ("director", "m1", "m2"))
    _configurar(director, [m1, m2], [("direccion", tmp_path / "D" / "Open" / "direccion", "sendonly", [m1, m2]),
                                     ("mesas", tmp_path / "D" / "Open" / "mesas", "receiveonly", [m1, m2])])
    for m in (m1, m2):
        _configurar(m, [director], [
            ("direccion", tmp_path / m.nombre / "Open" / "direccion", "receiveonly", [director]),
            ("mesas", tmp_path / m.nombre / "Open" / "mesas", "sendonly", [director])])
    entorno = dict(os.environ, STNODEFAULTFOLDER="1", STNOUPGRADE="1")
    instancias = {"director": director, "m1": m1, "m2": m2}
    try:
        for i in instancias.values():
            i.proceso = subprocess.Popen(["syncthing", "serve", f"--home={i.casa}", "--no-browser", "--no-restart"],
                                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=entorno)
            threading.Thread(target=_leer_registro, args=(i,), daemon=True).start()
        for i in instancias.values():
            if not i.lista.wait(timeout=60):
                pytest.fail(f"Syncthing ({i.nombre}) no abrió su API")
        yield instancias
    finally:
        for i in instancias.values():
            if i.proceso is not None:
                i.proceso.terminate()
        for i in instancias.values():
            if i.proceso is not None:
                try:
                    i.proceso.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    i.proceso.kill()


def _leer_registro(i: Instancia) -> None:
    """Avisa cuando la API escucha y sigue vaciando la salida (que no se llene la tubería)."""
    assert i.proceso is not None and i.proceso.stdout is not None
    for linea in i.proceso.stdout:
        if "API listening" in linea:
            i.lista.set()


def _esperar(quien: Instancia, condicion: Callable[[], bool], limite: float) -> None:
    """Hasta que se cumpla ``condicion``, esperando en los eventos de ``quien``; falla al pasar ``limite``."""
    while not condicion():
        if time.monotonic() > limite:
            pytest.fail("Syncthing no sincronizó a tiempo")
        quien.eventos(2)


def _planilla(*argv: str) -> str:
    r = subprocess.run([sys.executable, "-m", "app_planilla", *argv], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_director_y_dos_mesas_por_syncthing(red: dict[str, Instancia], tmp_path: Path) -> None:
    limite = time.monotonic() + LIMITE
    d = tmp_path / "D" / "Open"
    # El director crea el torneo en las carpetas que Syncthing ya comparte y empareja la ronda 1.
    _planilla("torneo", "crear", str(d), "--clase", "clasica", "--rondas", "1", "--datos",
              str(tmp_path / "datos-director"))
    csv = tmp_path / "r1.csv"
    csv.write_text("mesa;n1;nombre1;n2;nombre2\n1;1;Ana;2;Luis\n2;3;Eva;4;Paz\n", encoding="utf-8")
    _planilla("torneo", "emparejar", str(d), "--ronda", "1", "--archivo", str(csv), "--datos",
              str(tmp_path / "datos-director"))
    red["director"].rest("/rest/db/scan?folder=direccion", "POST")
    for mesa, (nombre, jugadores) in enumerate((("m1", ["Ana", "Luis"]), ("m2", ["Eva", "Paz"])), start=1):
        carpeta = tmp_path / nombre / "Open"
        _esperar(red[nombre], lambda c=carpeta: len(list((c / "direccion").glob("*.json"))) == 2, limite)
        datos = tmp_path / f"datos-{nombre}"
        _planilla("torneo", "unirse", str(carpeta), "--mesa", str(mesa), "--datos", str(datos))
        with Almacen(datos) as a:
            p = a.crear(nueva_partida(jugadores, reglas="fise")).planilla
            p.sumar("H4", "JAMON")
            p.terminar(["", "QI"])
        _planilla("torneo", "publicar", "--datos", str(datos))
        red[nombre].rest("/rest/db/scan?folder=mesas", "POST")
    _esperar(red["director"], lambda: len(list((d / "mesas").glob("*.json"))) == 4, limite)
    assert _planilla("torneo", "resultados", str(d), "--formato", "tsh") == \
        "a 1 A\n1 50 2 -6 56\n3 50 4 -6 56\n"
