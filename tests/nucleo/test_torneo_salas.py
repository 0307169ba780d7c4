"""La duplicada por salas, caso a caso: ``torneo.json`` con salas, la cadena de la partida maestra, la fusión de
tres salas (igual que una sala sola con todos, también las bonificaciones FISF que ninguna sala ve sola) y cada
conflicto con nombre: licencia repetida, dos portátiles para una sala, una sala sin unirse, una maestra corregida
sin volver a publicar las siguientes, una ronda que falta, reglas distintas, una corrección tras imprimir y los
archivos que no son de aquí. En la sala: el cotejo con la partida publicada y lo que no se puede publicar."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje, reglas_arbitraje
from app_planilla.nucleo.torneo.duplicada import (
    ErrorSala,
    Jugada,
    MaestraRonda,
    RondaSala,
    cadena,
    cotejar,
    eslabon,
    origen,
    publicables,
    ronda_de_sala,
)
from app_planilla.nucleo.torneo.fusion import fusionar
from app_planilla.nucleo.torneo.fusion_salas import (
    CADENA,
    FALTA,
    IMPRESA,
    LICENCIA,
    MAESTRA,
    REGLAS,
    SALA,
    SIN_UNIR,
    FusionSalas,
    filas_federacion,
    fusionar_salas,
)
from app_planilla.nucleo.torneo.modelos import DatosMalos, Decision, Jugador, Resultado, Union, leer_torneo
from app_planilla.nucleo.torneo.sobres import DECISION, RESULTADO, RONDA, UNION
from app_planilla.nucleo.torneo.sobres import MAESTRA as TIPO_MAESTRA
from tests.nucleo import salas_ayuda as ayuda

FISE = reglas_arbitraje("fise")
FISF = reglas_arbitraje("fisf")
SALAS = ("A", "B", "C")
RONDAS = 3
Archivos = dict[str, bytes]


class Torneo:
    """Tres salas de cuatro (u ocho) participantes, tres rondas, con todo publicado."""

    def __init__(self, reglas: ReglasArbitraje = FISE, jugadores: int = 4) -> None:
        self.maestro, partida = ayuda.partida_maestra(RONDAS, 23, reglas)
        self.plan = ayuda.plan(SALAS, jugadores, partida, 9)
        self.ev = ayuda.EventoSalas(SALAS, reglas)
        self.salas: dict[str, PlanillaDuplicada] = {}
        self.archivos: Archivos = dict(self.ev.maestras(self.maestro))
        for k, s in enumerate(SALAS):
            p, indice = ayuda.sala(self.plan, k, reglas)
            for n in range(1, RONDAS + 1):
                ayuda.jugar_ronda(p, self.plan, n, indice)
            self.salas[s] = p
            self.archivos.update([self.ev.union(s)])
            self.archivos.update(self.ev.ronda(s, p, n) for n in range(1, RONDAS + 1))
        self.reglas = reglas

    def ronda(self, s: str, n: int) -> RondaSala:
        return ronda_de_sala(self.salas[s], s, n, self.ev.evento)

    def publicar(self, s: str, r: RondaSala) -> str:
        nombre, datos = self.ev.archivo(self.ev.portatiles[s], RONDA, r.a_datos())
        self.archivos[nombre] = datos
        return nombre

    def fusion(self) -> FusionSalas:
        return fusionar_salas(self.ev.torneo, self.archivos)

    def sin(self, s: str, n: int) -> None:
        """Quita la ronda ``n`` de la sala ``s`` de la carpeta."""
        for nombre in [x for x in self.archivos if f"ronda-{self.ev.portatiles[s]}" in x]:
            if RondaSala.de_datos(_datos(self.archivos[nombre])).ronda == n:
                del self.archivos[nombre]


def _datos(contenido: bytes) -> dict[str, object]:
    import json

    datos: dict[str, object] = json.loads(contenido)["datos"]
    return datos


@pytest.fixture(scope="module")
def base() -> Torneo:
    return Torneo()


@pytest.fixture
def t(base: Torneo) -> Torneo:
    copia = object.__new__(Torneo)
    copia.__dict__.update(base.__dict__)
    copia.archivos = dict(base.archivos)
    return copia


def _verdad(t: Torneo, hasta: int | None = None) -> tuple[object, ...]:
    return ayuda.referencia(t.plan, t.reglas).clasificacion(hasta=hasta)


# ------------------------------------------------------------------ torneo.json y la cadena

def test_torneo_json_de_duplicada_ida_y_vuelta(base: Torneo) -> None:
    t = base.ev.torneo
    assert leer_torneo(t.a_bytes()) == t
    assert t.salas == SALAS and t.arbitraje == FISE
    clasica = replace(t, clase="clasica", divisiones=("A",), salas=(), arbitraje=None)
    assert "salas" not in clasica.a_datos() and leer_torneo(clasica.a_bytes()) == clasica
    for salas, mensaje in ((["A", "a"], "sin repetir"), ([], "de 1 a 50 salas"), (["A,B"], "nombre de sala"),
                           (["x" * 31], "texto de hasta 30")):
        d = t.a_datos() | {"salas": salas}
        with pytest.raises(DatosMalos, match=mensaje):
            leer_torneo(__import__("json").dumps(d).encode())
    with pytest.raises(DatosMalos, match="valor imposible"):
        leer_torneo(__import__("json").dumps(t.a_datos() | {"arbitraje": {"tope_bonificacion": -1}}).encode())


def test_la_cadena_encierra_el_torneo_y_cada_ronda() -> None:
    js = [Jugada(1, ("A", "E", "S"), "H8", "SEA", 6), Jugada(2, ("?", "O"), "8G", "sO", 1)]
    uno, otro = cadena("a" * 32, js), cadena("b" * 32, js)
    assert len(uno) == 2 and uno != otro and uno[0] == eslabon(origen("a" * 32), js[0])
    cambiada = cadena("a" * 32, [replace(js[0], puntos=7), js[1]])
    assert cambiada[0] != uno[0] and cambiada[1] != uno[1]  # cambiar la ronda 1 cambia todas las siguientes
    m = MaestraRonda(js[0], origen("a" * 32), uno[0])
    assert MaestraRonda.de_datos(m.a_datos()) == m
    with pytest.raises(DatosMalos, match="cadena no cuadra"):
        MaestraRonda.de_datos(replace(m, cadena=uno[1]).a_datos())
    with pytest.raises(DatosMalos, match="en orden"):
        Jugada.de_datos(js[0].a_datos() | {"atril": ["S", "A"]})


# ------------------------------------------------------------------ la fusión

def test_tres_salas_juntas_son_una_sala_sola(t: Torneo) -> None:
    f = t.fusion()
    assert f.contadas == RONDAS and not f.conflictos and not f.pendientes and not f.rechazados
    assert tuple(x.fila for x in f.clasificacion()) == _verdad(t)
    assert tuple(x.fila for x in f.clasificacion(2)) == _verdad(t, 2)
    assert [e.contadas for e in f.salas] == [RONDAS] * 3 and f.suma_maestras() == sum(
        x.maestra.puntos for x in t.plan.partida)
    filas = filas_federacion(f)
    assert filas[0].licencia == f.clasificacion()[0].participante.licencia and len(filas) == 12
    primero = f.clasificacion()[0].participante
    assert (filas[0].sala, filas[0].mesa) == (primero.sala, primero.mesa)


def test_fisf_bonifica_con_todo_el_campo_lo_que_ninguna_sala_ve_sola() -> None:
    t = Torneo(FISF, jugadores=8)  # 24 activos: desde 16 hay bonificación; ninguna sala de 8 llega
    f = t.fusion()
    assert tuple(x.fila for x in f.clasificacion()) == _verdad(t)
    assert sum(x.fila.bonificacion for x in f.clasificacion()) > 0
    assert all(x.bonificacion == 0 for p in t.salas.values() for x in p.clasificacion())


def test_la_misma_licencia_en_dos_salas(t: Torneo) -> None:
    r = t.ronda("B", RONDAS)
    suya = t.ronda("A", RONDAS).anotados[1].licencia
    t.publicar("B", replace(r, anotados=(replace(r.anotados[0], licencia=suya), *r.anotados[1:])))
    f = t.fusion()
    [c] = f.conflictos
    assert c.tipo == LICENCIA and c.clave == f"licencia:{suya}"
    assert "la sala A, mesa 2" in c.mensaje and "la sala B, mesa 1" in c.mensaje
    assert f.contadas == RONDAS  # cuentan los dos: son dos participantes hasta que la sala corrija


def test_dos_portatiles_dicen_llevar_una_sala_y_el_director_elige(t: Torneo) -> None:
    otro = ayuda.nuevo()
    nombre, datos = t.ev.union("B", otro)
    t.archivos[nombre] = datos
    f = t.fusion()
    [c] = f.conflictos
    assert c.tipo == SALA and c.clave == "sala:B" and f.contadas == 0
    assert f.estado("B").espera == "dos portátiles dicen llevarla"  # type: ignore[union-attr]
    assert len(f.pendientes) == RONDAS  # las rondas de B esperan
    propia = next(k.huella for k in c.candidatos if k.portatil == t.ev.portatiles["B"])
    t.archivos.update([t.ev.archivo(t.ev.director, DECISION, Decision("sala:B", propia).a_datos())])
    f = t.fusion()
    assert not f.conflictos and f.contadas == RONDAS and f.estado("B").portatil == t.ev.portatiles["B"]  # type: ignore


def test_una_sala_sin_unirse_se_espera_o_el_director_la_da_por_no_jugada(t: Torneo) -> None:
    for nombre in [x for x in t.archivos if t.ev.portatiles["C"] in x]:
        del t.archivos[nombre]
    f = t.fusion()
    assert [c.clave for c in f.conflictos] == ["sin_unir:C"] and f.conflictos[0].tipo == SIN_UNIR
    assert f.contadas == 0 and "la clasificación la espera" in f.conflictos[0].mensaje
    [candidato] = f.conflictos[0].candidatos
    t.archivos.update([t.ev.archivo(t.ev.director, DECISION, Decision("sin_unir:C", candidato.huella).a_datos())])
    f = t.fusion()
    assert not f.conflictos and f.contadas == RONDAS and len(f.participantes) == 8


def test_una_maestra_corregida_sin_volver_a_publicar_las_siguientes(t: Torneo) -> None:
    js = [ayuda.jugadas(t.maestro)[i] for i in range(RONDAS)]
    otra = replace(js[1], puntos=js[1].puntos + 1)  # type: ignore[arg-type]
    anterior = cadena(t.ev.evento, js[:1])[0]  # type: ignore[arg-type]
    t.archivos.update([t.ev.archivo(t.ev.director, TIPO_MAESTRA,
                                    MaestraRonda(otra, anterior, eslabon(anterior, otra)).a_datos())])
    f = t.fusion()
    claves = [c.clave for c in f.conflictos]
    assert "cadena:maestra:3" in claves and sorted(f.maestras) == [1, 2]
    # Las salas tecleaban la de antes: cada una, con nombre; cuenta la ronda 1.
    assert [c.clave for c in f.conflictos if c.tipo == MAESTRA] == ["maestra:A:2", "maestra:B:2", "maestra:C:2"]
    assert "la maestra es" in f.conflictos[1].mensaje and f.contadas == 1
    assert next(c for c in f.conflictos if c.tipo == CADENA).candidatos


def test_falta_una_ronda_de_una_sala(t: Torneo) -> None:
    t.sin("C", 2)
    f = t.fusion()
    assert [(c.tipo, c.clave) for c in f.conflictos] == [(FALTA, "falta:C:2")]
    assert f.contadas == 1 and tuple(x.fila for x in f.clasificacion()) == _verdad(t, 1)
    assert f.estado("C").espera == "falta su ronda 2" and f.estado("C").publicadas == (1, 3)  # type: ignore
    assert [p.motivo for p in f.pendientes] == ["espera: falta su ronda 2"]


def test_reglas_distintas_se_nombran_y_cuentan(t: Torneo) -> None:
    for n in range(1, RONDAS + 1):
        t.publicar("A", replace(t.ronda("A", n), reglas=FISF))
    f = t.fusion()
    assert [(c.tipo, c.clave) for c in f.conflictos] == [(REGLAS, "reglas:A")] and f.contadas == RONDAS
    assert f.estado("A").corregidas == (1, 2, 3)  # type: ignore[union-attr]


def test_una_correccion_despues_de_imprimir(t: Torneo) -> None:
    f = t.fusion()
    t.archivos.update([t.ev.impresa(RONDAS, f.huellas_hasta(RONDAS))])
    assert not t.fusion().conflictos and t.fusion().impresa is not None
    r = t.ronda("B", 2)
    corregida = replace(r, anotados=(replace(r.anotados[0], penalizacion=r.anotados[0].penalizacion + 5),
                                     *r.anotados[1:]))
    nombre = t.publicar("B", corregida)
    f2 = t.fusion()
    [c] = f2.conflictos
    assert c.tipo == IMPRESA and c.clave == "impresa:B:2" and c.archivos == (nombre,)
    assert "después de imprimir la clasificación tras la ronda 3" in c.mensaje
    assert f2.clasificacion() != f.clasificacion()  # la corrección cuenta
    t.archivos.update([t.ev.impresa(RONDAS, f2.huellas_hasta(RONDAS))])
    assert not t.fusion().conflictos


def test_lo_que_no_es_de_aqui(t: Torneo) -> None:
    # Una mesa clásica, un resultado, una maestra de quien no es el director, una ronda fuera del torneo, una
    # sala que dice ser otra y una ronda de un portátil aún sin unirse.
    intruso = ayuda.nuevo()
    res = Resultado("A", 1, 1, (Jugador(1, "X"), Jugador(2, "Y")), (1, 0), 0)
    m = MaestraRonda.de_datos(_datos(next(v for k, v in t.archivos.items() if "/maestra-" in k)))
    extra = [
        t.ev.archivo(intruso, UNION, Union(4).a_datos()),
        t.ev.archivo(intruso, RESULTADO, res.a_datos()),
        t.ev.archivo(t.ev.portatiles["A"], TIPO_MAESTRA, m.a_datos()),
        t.ev.archivo(t.ev.portatiles["A"], RONDA, replace(t.ronda("A", 1), sala="B").a_datos()),
        t.ev.archivo(ayuda.nuevo(), RONDA, t.ronda("A", 1).a_datos()),
    ]
    t.archivos.update(extra)
    f = t.fusion()
    assert f.contadas == RONDAS and not f.conflictos
    motivos = sorted(r.motivo for r in f.rechazados)
    assert motivos == sorted(["no es de un torneo de duplicada por salas"] * 2 + [
        "solo el director publica emparejamientos y decisiones",
        "dice ser de la sala B y su portátil lleva la sala A"])
    assert [p.motivo for p in f.pendientes] == ["su portátil aún no ha publicado su unión como sala"]
    with pytest.raises(DatosMalos, match="no es de duplicada"):
        fusionar_salas(replace(t.ev.torneo, clase="clasica", divisiones=("A",)), t.archivos)
    # La fusión clásica, con archivos de salas en su carpeta, no se rompe: no son de sus tipos.
    clasica = replace(t.ev.torneo, clase="clasica", divisiones=("A",), salas=(), arbitraje=None)
    assert not fusionar(clasica, t.archivos).partidas


# ------------------------------------------------------------------ en la sala

def test_la_sala_coteja_lo_que_teclea_con_la_partida_publicada(base: Torneo) -> None:
    maestras = {j.ronda: j for j in ayuda.jugadas(base.maestro) if j is not None}
    p = base.salas["A"]
    assert cotejar(p, maestras) == ()
    otra_maestra = replace(maestras[2], coordenada="A1", puntos=maestras[2].puntos + 3)
    otro_atril = replace(maestras[3], atril=("A", "A", "A"))
    [d2, d3] = cotejar(p, {**maestras, 2: otra_maestra, 3: otro_atril})
    assert d2.ronda == 2 and d2.mensaje("A").startswith("Sala A, ronda 2: la maestra es ")
    assert d3.ronda == 3 and "el atril es" in d3.mensaje("A") and "en la partida maestra AAA" in d3.mensaje("A")
    # En cuanto se teclea el atril de la ronda, antes de la maestra.
    nueva = PlanillaDuplicada(nueva_sala([Inscrito("Ana", 1)], FISE))
    nueva.nueva_ronda("AAAAAAA")
    [d] = cotejar(nueva, {1: maestras[1]})
    assert d.ronda == 1 and len(d.lineas) == 1 and "el atril es AAAAAAA" in d.lineas[0]


def test_lo_que_una_sala_no_puede_publicar(base: Torneo) -> None:
    p = PlanillaDuplicada(nueva_sala([Inscrito("Ana", 1), Inscrito("Bea", 2)], FISE))
    assert publicables(p) == ()
    partida = base.plan.partida[0]
    p.nueva_ronda(partida.atril)
    with pytest.raises(ErrorSala, match="atril y su maestra"):
        ronda_de_sala(p, "A", 1, base.ev.evento)
    p.anotar_maestra_colocacion(dict(partida.maestra.nuevas), partida.maestra.direccion)
    p.anotar_maestra_a([0])
    with pytest.raises(ErrorSala, match="faltan 1 papeletas"):
        ronda_de_sala(p, "A", 1, base.ev.evento)
    p.cerrar_ronda()
    assert publicables(p) == (1,)
    r = ronda_de_sala(p, "A", 1, base.ev.evento)
    assert RondaSala.de_datos(r.a_datos()) == r and r.anotados[1].motivo == "sin_papeleta"
    with pytest.raises(ErrorSala, match="arbitraje de papeletas"):
        ronda_de_sala(PlanillaDuplicada(nueva_duplicada(["Ana"])), "A", 1, base.ev.evento)


def test_quien_se_retira_no_cambia_las_rondas_ya_publicadas(base: Torneo) -> None:
    p, indice = ayuda.sala(base.plan, 0, FISE)
    for n in (1, 2):
        ayuda.jugar_ronda(p, base.plan, n, indice)
    antes = [ronda_de_sala(p, "A", n, base.ev.evento) for n in (1, 2)]
    p.marcar_situacion([1], "retirado", 3)
    assert [ronda_de_sala(p, "A", n, base.ev.evento) for n in (1, 2)] == antes  # nada que volver a publicar
    p.nueva_ronda(base.plan.partida[2].atril)
    m = base.plan.partida[2].maestra
    p.anotar_maestra_colocacion(dict(m.nuevas), m.direccion)
    p.cerrar_ronda()
    tercera = ronda_de_sala(p, "A", 3, base.ev.evento)
    assert (tercera.anotados[1].situacion, tercera.anotados[1].desde, tercera.anotados[1].puntos) == ("retirado", 3,
                                                                                                       None)
