"""La clasificación publicada de una sala: la de la sala sembrada (200 × 20) y sus parciales cada 3 rondas,
comprobadas contra una cuenta hecha aquí a partir de los eventos (sin las funciones del núcleo), con las reglas
FISE y FISF; la de varias partidas por la media de los porcentajes; el texto, el CSV y los datos."""

from __future__ import annotations

import csv
import io
from fractions import Fraction

import pytest

from app_planilla.nucleo import idioma
from app_planilla.nucleo.duplicada.eventos import (
    AvisoArbitro,
    DesempateArbitro,
    JugadaMaestra,
    PapeletaRonda,
    PenalizacionArbitro,
    SituacionInscrito,
)
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada, nueva_sala
from app_planilla.nucleo.duplicada.publicacion import (
    CADA,
    COLUMNAS_FEDERACION,
    ErrorClasificacion,
    archivo_federacion,
    csv_clasificacion,
    csv_torneo,
    datos_clasificacion,
    datos_torneo,
    publicar,
    rondas_parciales,
    texto_clasificacion_sala,
    texto_torneo,
    torneo,
)
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.texto import texto_clasificacion
from tests.sala_sembrada import sala_sembrada


def cuenta_independiente(p: PlanillaDuplicada, hasta: int | None) -> list[tuple[int, int, int, int, int, int, int]]:
    """(puesto, participante, total, bonificación, penalización, maestras, mejor) de cada clasificado, contado
    desde los eventos con las reglas escritas en REFERENCIA.md (no con las funciones del núcleo)."""
    reglas = p.arbitraje
    assert reglas is not None
    n = p.participantes
    ultima = max(f.numero for f in p.filas)
    hasta = ultima if hasta is None else hasta
    maestras: dict[int, int] = {}
    puntos: dict[tuple[int, int], int] = {}
    avisos = [0] * n
    resta = [0] * n
    papeleta_de: dict[tuple[int, int], PapeletaRonda] = {}
    ausentes: set[int] = set()
    desempates: list[tuple[int, ...]] = []
    for e in p.eventos:
        if isinstance(e, JugadaMaestra):
            maestras[e.ronda] = e.puntos
        elif isinstance(e, PapeletaRonda) and e.ronda <= hasta:
            for i in e.participantes:
                papeleta_de[e.ronda, i] = e  # la última anotada manda (una corrección pisa a la anterior)
        elif isinstance(e, AvisoArbitro) and e.ronda <= hasta:
            for i in e.participantes:
                avisos[i] += 1
        elif isinstance(e, PenalizacionArbitro) and e.ronda <= hasta:
            for i in e.participantes:
                resta[i] += e.puntos
        elif isinstance(e, SituacionInscrito):
            for i in e.participantes:
                (ausentes.add if e.situacion == "ausente" else ausentes.discard)(i)
        elif isinstance(e, DesempateArbitro):
            desempates.append(e.orden)
    for (r, i), e in papeleta_de.items():
        puntos[r, i] = e.puntos
        avisos[i] += e.avisos
        resta[i] += e.penalizacion
    rondas = [r for r in sorted(maestras) if r <= hasta]
    suma = sum(maestras[r] for r in rondas)
    bonos = [0] * n
    activos = sum(1 for i in range(n) if any(puntos.get((r, i), 0) > 0 for r in rondas))
    # El campo son los presentes: un ausente no cuenta para el mínimo de participantes que bonifica.
    if (activos if reglas.cuentan_activos else n - len(ausentes)) >= reglas.minimo_para_bonificar:
        for r in rondas:
            todos = {i: puntos[r, i] for i in range(n) if (r, i) in puntos}
            tops = [i for i, x in todos.items() if x == maestras[r]]
            if len(tops) == 1:
                bonos[tops[0]] += reglas.bonificacion_maestra
            debajo = [x for x in todos.values() if 0 < x < maestras[r]]
            if reglas.bonificacion_segunda and debajo:
                segundos = [i for i, x in todos.items() if x == max(debajo)]
                if len(segundos) == 1:
                    bonos[segundos[0]] += reglas.bonificacion_segunda
        if reglas.tope_bonificacion:
            bonos = [min(b, reglas.tope_bonificacion) for b in bonos]
    lineas = []
    for i in range(n):
        if i in ausentes:
            continue
        suyos = [puntos[r, i] for r in rondas if (r, i) in puntos]
        pen = resta[i] + max(0, avisos[i] - reglas.avisos_sin_penalizar) * reglas.penalizacion_aviso
        total = sum(suyos) + bonos[i] - pen
        tops = sum(1 for r in rondas if puntos.get((r, i)) == maestras[r])
        lineas.append((total, tops, max(suyos, default=0), i, bonos[i], pen))
    lineas.sort(key=lambda x: (-x[0], -x[1], -x[2], x[3]))
    resultado = []
    k = 0
    while k < len(lineas):
        grupo = [x for x in lineas[k:] if x[:3] == lineas[k][:3]]
        orden = next((d for d in reversed(desempates) if len(grupo) > 1 and {x[3] for x in grupo} <= set(d)), None)
        if orden is not None:
            grupo.sort(key=lambda x: orden.index(x[3]))
        for j, x in enumerate(grupo):
            puesto = k + 1 + (j if orden is not None else 0)
            resultado.append((puesto, x[3], x[0], x[4], x[5], x[1], x[2]))
        k += len(grupo)
    assert suma > 0
    return resultado


@pytest.mark.parametrize("reglas", ["fise", "fisf"])
def test_la_clasificacion_y_sus_parciales_cuadran_con_la_cuenta_independiente(reglas: str) -> None:
    p = sala_sembrada(reglas=reglas)
    parciales = rondas_parciales(p)
    assert parciales == (3, 6, 9, 12, 15, 18, 20) and CADA == 3
    assert rondas_parciales(p, 5) == (5, 10, 15, 20) and rondas_parciales(p, 20) == (20,)
    hay = {"bonos": False, "penalizaciones": False, "desempate": False}
    for hasta in (*parciales[:-1], None):
        c = publicar(p, hasta)
        obtenida = [(x.fila.puesto, x.fila.participante, x.fila.total, x.fila.bonificacion, x.fila.penalizacion,
                     x.fila.maestras, x.fila.mejor) for x in c.lineas]
        assert obtenida == cuenta_independiente(p, hasta), hasta
        assert c.hasta == hasta and c.rondas == (hasta or 20)
        for x in c.lineas:
            assert x.fila.porcentaje == pytest.approx(100 * x.fila.total / c.suma_maestras)
            assert x.nombre == p.nombres[x.fila.participante] and x.mesa == x.fila.participante + 1
        hay["bonos"] |= any(x.fila.bonificacion for x in c.lineas)
        hay["penalizaciones"] |= any(x.fila.penalizacion for x in c.lineas)
        hay["desempate"] |= bool(p.desempates)
    assert all(hay.values()), hay  # la sala sembrada pone a prueba cada regla
    assert publicar(p).titulo == "Clasificación final"
    assert publicar(p, 9).titulo == "Clasificación parcial tras la ronda 9"
    assert publicar(p, 20) == publicar(p)


def test_fisf_penaliza_los_avisos_desde_el_tercero_y_fise_no() -> None:
    fisf = publicar(sala_sembrada(reglas="fisf"))
    fise = publicar(sala_sembrada(reglas="fise"))
    con_avisos = [x.fila for x in fisf.lineas if x.fila.avisos >= 3]
    assert con_avisos and all(f.penalizacion >= 5 * (f.avisos - 2) for f in con_avisos)
    # En FISE los avisos no restan: solo resta la penalización del árbitro (una, de 5).
    assert [x.fila.penalizacion for x in fise.lineas if x.fila.penalizacion] == [5]
    assert any(x.fila.avisos for x in fise.lineas)


def test_parciales_de_ronda_imposible() -> None:
    p = sala_sembrada()
    for mala in (0, -1, 21, True):
        with pytest.raises(ErrorClasificacion):
            publicar(p, mala)  # type: ignore[arg-type]
    with pytest.raises(ErrorClasificacion):
        rondas_parciales(p, 0)
    vacia = PlanillaDuplicada(nueva_sala([Inscrito("Ana", 1)], reglas_arbitraje("fise")))
    assert rondas_parciales(vacia) == ()
    vacia.nueva_ronda()  # la primera ronda, a medias: aún no cuenta, y la clasificación no se rompe
    assert [(x.puesto, x.total, x.bonificacion) for x in vacia.clasificacion()] == [(1, 0, 0)]
    with pytest.raises(ErrorClasificacion, match="aún no cuenta ninguna ronda"):
        publicar(vacia, 1)


def test_texto_para_copiar_y_csv_de_la_federacion() -> None:
    p = sala_sembrada(reglas="fisf")
    c = publicar(p)
    texto = texto_clasificacion_sala(c)
    assert texto == texto_clasificacion(p)  # «Copiar la clasificación» de la hoja da lo mismo
    lineas = texto.splitlines()
    assert lineas[0] == "Clasificación final" and lineas[1] == "Reglas: FISF (francesa). Participantes: 200."
    cabecera = lineas[3].split()
    assert cabecera[:4] == ["Puesto", "Mesa", "Participante", "Club"] and cabecera[-3:] == ["Bonif.", "Avisos", "Pen."]
    primero = c.lineas[0]
    assert lineas[4].split()[0] == "1" and primero.nombre in lineas[4] and primero.fila.texto_porcentaje in lineas[4]
    assert "(retirado)" in texto and "Suma de las maestras: " in texto
    assert "," in primero.fila.texto_porcentaje and primero.fila.texto_porcentaje.endswith(" %")

    texto_csv = csv_clasificacion(c)
    assert texto_csv.startswith("puesto;licencia;nombre;club;total;porcentaje;maestras;bonificaciones;"
                                "penalizaciones;sala;mesa\r\n")
    filas = list(csv.reader(io.StringIO(texto_csv, newline=""), delimiter=";"))
    assert filas[0] == list(COLUMNAS_FEDERACION) and len(filas) == 201
    for fila, x in zip(filas[1:], c.lineas, strict=True):
        f = x.fila
        assert fila == [str(f.puesto), x.licencia, x.nombre, x.club, str(f.total),
                        f"{f.porcentaje:.2f}".replace(".", ","), str(f.maestras), str(f.bonificacion),
                        str(f.penalizacion), "", str(x.mesa)]
    assert any(not fila[1] for fila in filas[1:])  # quien no tiene licencia: la casilla vacía
    assert archivo_federacion(texto_csv) == b"\xef\xbb\xbf" + texto_csv.encode("utf-8")

    datos = datos_clasificacion(c)
    assert datos["rondas"] == 20 and len(datos["filas"]) == 200 and datos["terminada"] is True
    assert datos["filas"][0]["porcentaje"] == round(primero.fila.porcentaje or 0, 4)


def test_el_csv_de_la_federacion_es_el_mismo_en_ingles() -> None:
    """Lo lee un programa de la federación: ni la cabecera, ni el separador ni la coma decimal dependen del idioma
    de la interfaz (el texto para copiar, sí)."""
    from app_planilla import traducciones

    c = publicar(sala_sembrada())
    en_espanol = csv_clasificacion(c)
    try:
        traducciones.elegir("en")
        texto = csv_clasificacion(c)
        sala = texto_clasificacion_sala(publicar(sala_sembrada()))
    finally:
        traducciones.elegir("es")
    assert texto == en_espanol
    assert f"{c.lineas[0].fila.porcentaje:.2f}".replace(".", ",") in texto.splitlines()[1]
    assert sala.startswith("Final standings") and "%" in sala and idioma.actual() == "es"


def test_la_hoja_de_la_mesa_tambien_se_publica() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Luis", "Eva"], bonificaciones=False))
    for atril, maestra, puntos in (("AJMNOSE", 30, (30, 20, 10)), ("SEZUOTA", 40, (0, 40, 20))):
        p.nueva_ronda(atril)
        p.anotar_maestra_puntos(maestra)
        for i, x in enumerate(puntos):
            p.escribir_puntos(i, x)
    c = publicar(p)
    assert [x.nombre for x in c.lineas] == ["Luis", "Ana", "Eva"] and not c.arbitraje
    texto = texto_clasificacion_sala(c)
    assert "Mesa" not in texto and "Avisos" not in texto and "Bonif." not in texto
    assert "85,7 %" in texto and [x.fila.total for x in publicar(p, 1).lineas] == [30, 20, 10]


def _sala(nombres: list[tuple[str, str]], resultados: list[tuple[int, ...]], ausentes: tuple[int, ...] = ()
          ) -> PlanillaDuplicada:
    """Una sala con esos (nombre, licencia) y una ronda de maestra 40 por cada tupla de puntos."""
    p = PlanillaDuplicada(nueva_sala([Inscrito(n, k + 1, lic, "Club") for k, (n, lic) in enumerate(nombres)],
                                     reglas_arbitraje("fise")))
    if ausentes:
        p.marcar_situacion(ausentes, "ausente")
    for r, puntos in enumerate(resultados, start=1):
        p.nueva_ronda()
        p.anotar_maestra_puntos(40)
        for i, x in enumerate(puntos):
            if i not in ausentes:
                p.decidir_papeleta([i], x, ronda=r)
    return p


def test_varias_partidas_por_la_media_de_sus_porcentajes() -> None:
    a = _sala([("Ana Pérez", "L1"), ("Bea Ruiz", ""), ("Carlos Gil", "L3"), ("Dani Sanz", "")],
              [(40, 20, 30, 10), (40, 40, 20, 0)])
    # Otra partida, en otro orden: Ana por su licencia (con otro nombre escrito), Bea por su nombre (con otras
    # mayúsculas y espacios), Carlos no juega, Dani está ausente y entra Eva.
    b = _sala([("Eva Luna", "L5"), ("bea  RUIZ", "L2"), ("A. Pérez", "L1"), ("Dani Sanz", "")],
              [(40, 30, 20, 0)], ausentes=(3,))
    c = torneo([a, b])
    por_nombre = {f.nombre: f for f in c.filas}
    assert set(por_nombre) == {"Ana Pérez", "Bea Ruiz", "Carlos Gil", "Dani Sanz", "Eva Luna"}
    esperado = {
        "Ana Pérez": (Fraction(80, 80) * 100 + Fraction(20, 40) * 100) / 2,
        "Bea Ruiz": (Fraction(60, 80) * 100 + Fraction(30, 40) * 100) / 2,
        "Carlos Gil": (Fraction(50, 80) * 100 + 0) / 2,
        "Dani Sanz": (Fraction(10, 80) * 100 + 0) / 2,
        "Eva Luna": (0 + Fraction(40, 40) * 100) / 2,
    }
    for nombre, media in esperado.items():
        assert por_nombre[nombre].media == pytest.approx(float(media)), nombre
    assert [f.nombre for f in c.filas] == ["Ana Pérez", "Bea Ruiz", "Eva Luna", "Carlos Gil", "Dani Sanz"]
    assert por_nombre["Bea Ruiz"].licencia == "L2" and por_nombre["Carlos Gil"].porcentajes[1] is None
    assert por_nombre["Ana Pérez"].totales == (80, 20) and por_nombre["Ana Pérez"].maestras == 2
    texto = texto_torneo(c, ["Mañana", "Tarde"])
    assert "Mañana" in texto and "—" in texto and "cuenta con un cero" in texto
    filas = list(csv.reader(io.StringIO(csv_torneo(c), newline=""), delimiter=";"))
    assert filas[0] == list(COLUMNAS_FEDERACION)  # el mismo CSV que el de una partida: % es la media
    assert filas[1] == ["1", "L1", "Ana Pérez", "Club", "100", "75,00", "2", "0", "0", "", ""]
    assert datos_torneo(c)["filas"][0]["media"] == 75.0


def test_en_el_torneo_desempatan_maestras_mejor_jugada_y_muerte_subita() -> None:
    nombres = [("Ana", "A"), ("Bea", "B"), ("Carla", "C")]
    a = _sala(nombres, [(40, 20, 40), (0, 20, 0)])  # Ana y Carla: 40 con una maestra; Bea: 40 sin ninguna
    b = _sala(nombres, [(20, 20, 20)])
    c = torneo([a, b])
    assert [(f.nombre, f.puesto) for f in c.filas] == [("Ana", 1), ("Carla", 1), ("Bea", 3)]
    b.anotar_desempate([2, 0])
    assert [(f.nombre, f.puesto) for f in torneo([a, b]).filas] == [("Carla", 1), ("Ana", 2), ("Bea", 3)]
    # Solo esa partida: empatan los tres y el desempate anotado no los nombra a todos.
    assert [(f.nombre, f.puesto) for f in torneo([b]).filas] == [("Ana", 1), ("Bea", 1), ("Carla", 1)]


def test_la_misma_sala_dos_veces_es_su_clasificacion() -> None:
    p = sala_sembrada()
    c = torneo([p, p])
    sala = publicar(p)
    assert [f.nombre for f in c.filas] == [x.nombre for x in sala.lineas]
    assert [f.media for f in c.filas] == pytest.approx([x.fila.porcentaje for x in sala.lineas])
    assert [f.puesto for f in c.filas] == [x.fila.puesto for x in sala.lineas]


def test_un_torneo_sin_partidas_o_sin_maestras() -> None:
    with pytest.raises(ErrorClasificacion):
        torneo([])
    vacia = PlanillaDuplicada(nueva_sala([Inscrito("Ana", 1)], reglas_arbitraje("fise")))
    c = torneo([vacia, _sala([("Ana", "")], [(30,)])])
    assert c.cuentan == (False, True) and c.filas[0].media == pytest.approx(75.0)
    assert "no entra en la media" in texto_torneo(c)
