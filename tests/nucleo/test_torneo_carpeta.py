"""La carpeta del torneo en disco: crear, unirse, publicar sin reescribir, volver a publicar lo que falte,
encontrarla movida y leerla solo en lo que cambió."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo.fusion import fusionar
from app_planilla.nucleo.torneo.modelos import Jugador, Resultado
from app_planilla.nucleo.torneo.sobres import NOMBRE, abrir


def _crear(tmp_path: Path, nombre: str = "Open") -> Path:
    carpeta = tmp_path / nombre
    c.crear(carpeta, tmp_path / f"director-{nombre}", nombre=nombre, clase="clasica", divisiones=("A",), rondas=3,
            reglas="fise")
    return carpeta


def _resultado(puntos: int) -> dict[str, object]:
    return Resultado("A", 1, 1, (Jugador(1, "A"), Jugador(2, "B")), (puntos, 0), 0).a_datos()


def test_publicar_escribe_archivos_nuevos_con_nombre_seguro(tmp_path: Path) -> None:
    carpeta = _crear(tmp_path)
    datos = tmp_path / "mesa"
    p, union = c.unirse(carpeta, datos, 4)
    assert union is not None and p.mesa == 4
    p, a = c.publicar(datos, p, carpeta, "resultado", _resultado(1))
    p, b = c.publicar(datos, p, carpeta, "resultado", _resultado(2))
    nombres = sorted(os.listdir(carpeta / "mesas"))
    assert len(nombres) == 3 and all(NOMBRE.fullmatch(n) and n.isascii() and n == n.lower() for n in nombres)
    assert (a.secuencia, b.secuencia) == (2, 3) and a.nombre in nombres
    assert abrir((carpeta / "mesas" / b.nombre).read_bytes()) == b
    # El estado y las copias viven en la carpeta de datos, nunca en la del torneo.
    assert (datos / "torneos" / f"{p.evento}.json").is_file() and not list(carpeta.rglob("torneos"))
    # Unirse otra vez a la misma mesa no publica nada; a otra, una unión nueva.
    assert c.unirse(carpeta, datos, 4)[1] is None
    assert c.unirse(carpeta, datos, 5)[1] is not None


def test_un_numero_de_orden_nunca_se_repite_aunque_se_pierda_el_estado(tmp_path: Path) -> None:
    carpeta = _crear(tmp_path)
    datos = tmp_path / "mesa"
    p, _s = c.unirse(carpeta, datos, 1)
    p, _s = c.publicar(datos, p, carpeta, "resultado", _resultado(1))
    viejo = c.Portatil(p.evento, p.portatil, p.carpeta, mesa=1, secuencia=0)  # una copia vieja de los datos
    _p, s = c.publicar(datos, viejo, carpeta, "resultado", _resultado(2))
    assert s.secuencia == 3


def test_republicar_lo_que_falta(tmp_path: Path) -> None:
    carpeta = _crear(tmp_path)
    datos = tmp_path / "mesa"
    p, union = c.unirse(carpeta, datos, 1)
    p, s = c.publicar(datos, p, carpeta, "resultado", _resultado(7))
    assert union is not None
    (carpeta / "mesas" / s.nombre).unlink()
    assert c.republicar(datos, p, carpeta) == [s.nombre]
    assert c.republicar(datos, p, carpeta) == []
    assert fusionar(*c.leer_carpeta(carpeta)).partidas == ()  # sin emparejamientos: pendiente, no perdido
    assert len(fusionar(*c.leer_carpeta(carpeta)).pendientes) == 1


def test_la_carpeta_se_encuentra_movida_y_la_de_otro_torneo_se_rechaza(tmp_path: Path) -> None:
    carpeta = _crear(tmp_path)
    otra = _crear(tmp_path, "Otro")
    datos = tmp_path / "mesa"
    p, _s = c.unirse(carpeta, datos, 1)
    carpeta.rename(tmp_path / "Open 2026")
    assert c.localizar(p) == tmp_path / "Open 2026"
    assert c.localizar(p, tmp_path / "Open 2026" / "direccion") == tmp_path / "Open 2026"
    with pytest.raises(c.ErrorTorneo, match="otro torneo"):
        c.localizar(p, otra)
    (tmp_path / "Open 2026").rename(tmp_path / "lejos")
    (tmp_path / "nada").mkdir()
    p = c.Portatil(p.evento, p.portatil, str(tmp_path / "nada" / "Open"), mesa=1)
    with pytest.raises(c.ErrorTorneo, match="--carpeta"):
        c.localizar(p)
    with pytest.raises(c.ErrorTorneo, match="ya es una carpeta"):
        _crear(tmp_path, "Otro")


def test_leer_la_carpeta_solo_en_lo_que_cambio(tmp_path: Path) -> None:
    carpeta = _crear(tmp_path)
    datos = tmp_path / "mesa"
    c.unirse(carpeta, datos, 1)
    (carpeta / "mesas" / ".syncthing.x.json.tmp").write_bytes(b"{")
    (carpeta / "mesas" / ".stversions").mkdir()
    (carpeta / "mesas" / ".stversions" / "viejo.json").write_bytes(b"{}")
    (carpeta / "mesas" / "sub").mkdir()
    media = carpeta / "mesas" / "sub" / "copia.json"
    completo = (carpeta / "mesas" / os.listdir(carpeta / "mesas")[0]).read_bytes()
    media.write_bytes(completo[:10])
    leidos: dict[str, tuple[c.Firma, bytes]] = {}
    _t, archivos = c.leer_carpeta(carpeta, leidos)
    assert sorted(archivos) == sorted([f"mesas/{n}" for n in os.listdir(carpeta / "mesas") if n.endswith("json")
                                       and not n.startswith(".")] + ["mesas/sub/copia.json"])
    assert archivos["mesas/sub/copia.json"] == completo[:10]
    media.write_bytes(completo)  # se completa: cambia su firma y se vuelve a leer
    _t, archivos = c.leer_carpeta(carpeta, leidos)
    assert archivos["mesas/sub/copia.json"] == completo
    media.unlink()
    _t, archivos = c.leer_carpeta(carpeta, leidos)
    assert "mesas/sub/copia.json" not in archivos and "mesas/sub/copia.json" not in leidos
    assert not list((carpeta / "direccion").glob("*.tmp"))


def test_una_carpeta_nueva_para_crear_un_torneo(tmp_path: Path) -> None:
    datos = tmp_path / "datos"
    datos.mkdir()
    c.comprobar_nueva(tmp_path / "Open", datos)  # no existe: vale
    (tmp_path / "vacia").mkdir()
    c.comprobar_nueva(tmp_path / "vacia", datos)
    (tmp_path / "llena").mkdir()
    (tmp_path / "llena" / ".stfolder").mkdir()  # también lo oculto: se sincronizaría con el torneo
    with pytest.raises(c.ErrorTorneo, match="no está vacía"):
        c.comprobar_nueva(tmp_path / "llena", datos)
    (tmp_path / "archivo").write_text("x")
    with pytest.raises(c.ErrorTorneo, match="es un archivo"):
        c.comprobar_nueva(tmp_path / "archivo", datos)
    for dentro in (datos, datos / "torneos" / "Open"):
        with pytest.raises(c.ErrorTorneo, match="no puede estar dentro de la carpeta de datos"):
            c.comprobar_nueva(dentro, datos)
    with pytest.raises(c.ErrorTorneo, match=r"la carpeta de datos .* no puede estar dentro de la del torneo"):
        c.comprobar_nueva(tmp_path, datos)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["archivo", "datos", "llena", "vacia"]  # nada escrito
