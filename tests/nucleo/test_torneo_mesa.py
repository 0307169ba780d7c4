"""El portátil de una mesa sin ventana: qué partida le toca, el inicio con los nombres de TSH y quien empieza, el
identificador que la liga al torneo, y publicar sin esperar a la carpeta (guardar en la carpeta de datos y
entregar después). También el orden de la clasificación y la decisión del director."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.torneo import carpeta as c
from app_planilla.nucleo.torneo import mesa as m
from app_planilla.nucleo.torneo.clasificacion import clasificacion
from app_planilla.nucleo.torneo.direccion import decidir
from app_planilla.nucleo.torneo.fusion import Fusion, fusionar
from app_planilla.nucleo.torneo.modelos import DatosMalos, Emparejamiento, Jugador, Mesa, Resultado
from app_planilla.nucleo.torneo.sobres import EMPAREJAMIENTOS, RESULTADO
from tests.nucleo.torneo_ayuda import Evento, nuevo

NOMBRE_LARGO = ("Fernández de la Vega y Santa Cruz de los Caballeros, María del Pilar Concepción de la Santísima"
                "-Trinidad")[:100]


class Sala:
    """Una carpeta de torneo en disco con su director y la ronda 1 de dos mesas emparejada."""

    def __init__(self, base: Path, reglas: str = "fise", divisiones: tuple[str, ...] = ("A",)) -> None:
        self.base = base
        self.carpeta = base / "Open"
        self.director = base / "director"
        self.t = c.crear(self.carpeta, self.director, nombre="Open", clase="clasica", divisiones=divisiones,
                         rondas=4, reglas=reglas)
        self.emparejar(1, [Mesa(1, (Jugador(7, "Gómez, Luis"), Jugador(12, NOMBRE_LARGO))),
                           Mesa(2, (Jugador(3, "Ruiz, Marta"), Jugador(4, "Sol, Juan")), False)])

    def emparejar(self, ronda: int, mesas: list[Mesa], division: str = "A") -> None:
        p = c.leer_portatil(self.director, self.t.evento)
        assert p is not None
        c.publicar(self.director, p, self.carpeta, EMPAREJAMIENTOS,
                   Emparejamiento(division, ronda, tuple(mesas)).a_datos())

    def fusion(self) -> Fusion:
        return fusionar(*c.leer_carpeta(self.carpeta))


def _terminada(datos: Path, inicio, restos=("", "QI")) -> m.Borrador:
    with Almacen(datos) as a:
        p = a.crear(inicio).planilla
        p.anotar(44, "H4", "JAMON")
        p.anotar(38, "6F", "ZUMOS")
        p.terminar(list(restos))
        return m.borrador_de(p, "#player1 x\n")


def test_el_identificador_va_y_vuelve_y_lo_ajeno_no_es_de_ningun_torneo() -> None:
    partida = m.PartidaDeTorneo("a" * 32, "Élite", 3, 12, (41, 7))
    assert partida.identificador == f"planilla-torneo {'a' * 32}/Élite/3/12/41-7"
    assert m.leer_identificador(partida.identificador) == partida
    for ajeno in ("", "io.woogles 1234", f"planilla-torneo {'a' * 32}/A/3/12/7-7",
                  f"planilla-torneo {'a' * 32}/A B/3/12/1-2", f"planilla-torneo {'g' * 32}/A/3/12/1-2"):
        assert m.leer_identificador(ajeno) is None, ajeno


def test_la_partida_que_toca_y_su_inicio(tmp_path: Path) -> None:
    sala = Sala(tmp_path)
    sala.emparejar(2, [Mesa(1, (Jugador(3, "Ruiz, Marta"), Jugador(7, "Gómez, Luis")))])
    lista = m.emparejadas(sala.fusion(), 1)
    assert [(e.ronda, e.con_resultado) for e in lista] == [(1, False), (2, False)]
    assert m.propuesta(lista) == 0
    # Con el resultado de la ronda 1 publicado por este portátil (aunque aún no haya llegado), toca la 2.
    propio = Resultado("a", 1, 1, (Jugador(7, ""), Jugador(12, "")), (1, 0), 0)
    assert m.propuesta(m.emparejadas(sala.fusion(), 1, [propio])) == 1
    assert m.propuesta(m.emparejadas(sala.fusion(), 9)) == -1
    inicio, partida = m.inicio_de_partida(sala.t, lista[0], 1)
    assert inicio.participantes == ("Gómez, Luis", NOMBRE_LARGO) and inicio.abre == 1
    assert (inicio.reglas, inicio.edicion, inicio.titulo) == ("fise", "es", "Open · ronda 1, mesa 1")
    assert m.leer_identificador(inicio.identificador) == partida and partida.numeros == (7, 12)


def test_en_ingles_con_divisiones(tmp_path: Path) -> None:
    sala = Sala(tmp_path, reglas="ingles", divisiones=("A", "B"))
    inicio, partida = m.inicio_de_partida(sala.t, m.emparejadas(sala.fusion(), 1)[0], 0)
    assert (inicio.edicion, inicio.ajuste_final) == ("en", "doble")
    assert inicio.titulo == "Open · división A, ronda 1, mesa 1" and partida.division == "A"


def test_publicar_sin_carpeta_queda_guardado_y_llega_despues(tmp_path: Path) -> None:
    sala = Sala(tmp_path)
    datos = tmp_path / "mesa1"
    c.unirse(sala.carpeta, datos, 1)
    inicio, _p = m.inicio_de_partida(sala.t, m.emparejadas(sala.fusion(), 1)[0], 0)
    borrador = _terminada(datos, inicio)
    lejos = tmp_path / "lejos"
    lejos.mkdir()
    shutil.move(sala.carpeta, lejos / "Open")  # la carpeta no está a mano
    preparado = m.preparar(datos, borrador)
    assert preparado is not None and preparado.resultado is not None and not preparado.repetido
    assert preparado.resultado.puntos == (50, 32) and preparado.resultado.gcg == "#player1 x\n"
    entrega = m.entregar(datos)
    assert entrega.fallo is not None and "no se encuentra la carpeta" in entrega.fallo
    shutil.move(lejos / "Open", sala.carpeta)
    entrega = m.entregar(datos)
    assert entrega.fallo is None and len(entrega.repuestos) == 1
    f = sala.fusion()
    assert [p.resultado.puntos for p in f.partidas] == [(50, 32)]
    # Lo mismo otra vez no se publica; otro final, sí, y sustituye al anterior.
    assert m.preparar(datos, borrador).repetido
    otro = m.preparar(datos, m.Borrador(borrador.nombres, (51, 30), 0, None, "", borrador.identificador))
    assert otro.corrige and not otro.repetido
    assert m.entregar(datos).fallo is None
    assert sala.fusion().partidas[0].resultado.puntos == (51, 30) and len(sala.fusion().partidas[0].corrige) == 1


def test_partida_a_mano_en_borrador_hasta_leer_la_carpeta(tmp_path: Path) -> None:
    from app_planilla.nucleo.clasica.planilla import nueva_partida

    sala = Sala(tmp_path)
    datos = tmp_path / "mesa2"
    assert m.preparar(datos, _terminada(datos, nueva_partida(["Juan Sol", "Marta Ruiz"]))) is None  # sin unirse
    c.unirse(sala.carpeta, datos, 2)
    preparado = m.preparar(datos, _terminada(datos, nueva_partida(["Juan Sol", "Marta Ruiz"])))
    assert preparado is not None and preparado.resultado is None
    assert m.preparar(datos, _terminada(datos, nueva_partida(["Ana", "Bea"]))) is not None
    entrega = m.entregar(datos)
    assert entrega.fallo is None and len(entrega.publicados) == 1 and len(entrega.avisos) == 1
    assert "Ana" in entrega.avisos[0] and "no son los emparejados" in entrega.avisos[0]
    r = sala.fusion().partidas[0].resultado
    assert [(j.numero, j.nombre) for j in r.jugadores] == [(4, "Sol, Juan"), (3, "Ruiz, Marta")]
    assert not list((c.estados(datos) / m.BORRADORES).iterdir())


def test_un_borrador_danado_se_aparta(tmp_path: Path) -> None:
    sala = Sala(tmp_path)
    datos = tmp_path / "mesa2"
    c.unirse(sala.carpeta, datos, 2)
    carpeta = c.estados(datos) / m.BORRADORES
    carpeta.mkdir(parents=True)
    (carpeta / "x.json").write_text(json.dumps({"evento": sala.t.evento, "borrador": {"nombres": ["a"]}}))
    entrega = m.entregar(datos)
    assert entrega.avisos and (carpeta / "x.danado").exists()
    with pytest.raises(DatosMalos):
        m.Borrador.de_datos({"nombres": ["a", "b"], "puntos": [1, True], "empezo": 0})
    b = m.Borrador(("a", "b"), (300, 280), 1, 0, "gcg", "id")
    assert m.Borrador.de_datos(b.a_datos()) == b


def test_desempates_de_la_clasificacion() -> None:
    ev = Evento()
    p1, p2 = nuevo(), nuevo()
    archivos = dict([ev.union(p1, 1), ev.union(p2, 2), ev.emparejar(1, [(1, 1, 2), (2, 3, 4)]),
                     # 1 y 3 ganan por 50; 3 con más puntos a favor va delante. 2 y 4 pierden por 50.
                     ev.resultado(p1, 1, 1, 1, 400, 2, 350), ev.resultado(p2, 1, 2, 3, 450, 4, 400)])
    f = fusionar(ev.torneo.a_bytes(), archivos)
    filas = clasificacion(f, "A")
    assert [(x.numero, x.puesto, x.puntos) for x in filas] == [(3, 1, 450), (1, 2, 400), (4, 3, 400), (2, 4, 350)]
    # Con los mismos puntos a favor, el mismo puesto.
    archivos.update([ev.resultado(p2, 1, 2, 3, 400, 4, 350)])
    filas = clasificacion(fusionar(ev.torneo.a_bytes(), archivos), "A")
    assert [(x.numero, x.puesto) for x in filas] == [(1, 1), (3, 1), (2, 3), (4, 3)]


def test_el_director_decide_y_nadie_mas(tmp_path: Path) -> None:
    sala = Sala(tmp_path)
    m1, m2 = tmp_path / "m1", tmp_path / "m2"
    p1, _s = c.unirse(sala.carpeta, m1, 1)
    p2, _s = c.unirse(sala.carpeta, m2, 2)
    for datos, p, puntos in ((m1, p1, (400, 300)), (m2, p2, (410, 300))):
        c.publicar(datos, p, sala.carpeta, RESULTADO, Resultado("A", 1, 1, (Jugador(7, ""), Jugador(12, "")),
                                                               puntos, 0).a_datos())
    f = sala.fusion()
    conflicto = f.conflictos[0]
    elegido = next(k for k in conflicto.candidatos if k.portatil == p1.portatil)
    with pytest.raises(c.ErrorTorneo, match="solo el portátil del director"):
        decidir(m1, sala.carpeta, f, conflicto.clave, elegido.huella)
    with pytest.raises(c.ErrorTorneo, match="no es la huella"):
        decidir(sala.director, sala.carpeta, f, conflicto.clave, "1234")
    decidir(sala.director, sala.carpeta, f, conflicto.clave, elegido.huella[:8])
    f = sala.fusion()
    assert not f.conflictos and f.partidas[0].resultado.puntos == (400, 300) and f.partidas[0].elegida


def test_la_carpeta_de_datos_nunca_dentro_de_la_del_torneo(tmp_path: Path) -> None:
    with pytest.raises(c.ErrorTorneo, match="no puede estar dentro de la del torneo"):
        c.crear(tmp_path / "Open", tmp_path / "Open" / "datos", nombre="Open", clase="clasica", divisiones=("A",),
                rondas=2, reglas="fise")
    assert not (tmp_path / "Open" / c.DIRECCION).exists()
    sala = Sala(tmp_path)
    with pytest.raises(c.ErrorTorneo, match="no puede estar dentro de la del torneo"):
        c.unirse(sala.carpeta, sala.carpeta / c.MESAS / "mesa1", 1)
    assert not list((sala.carpeta / c.MESAS).glob("union-*"))
