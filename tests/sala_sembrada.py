"""Una sala de duplicada sembrada: una partida de verdad, hecha con la API del núcleo, para las pruebas y las
mediciones de la sala con arbitraje (clasificación, hojas impresas, proyector, entrada de papeletas).

Los atriles salen de la bolsa (``sortear_ronda`` con una semilla) y las maestras del buscador con la lista
incluida; cada ronda, de quienes juegan:

- el 60 % da la maestra (la tecla «=», un solo evento para todos ellos); en las rondas «de solo» (3, 10, 17)
  solo uno la encuentra y el resto de ese 60 % juega la segunda mejor;
- el 10 % tiene cero, con motivos variados: papeletas tecleadas que el juicio anula (la maestra fuera de su
  sitio, una casilla desplazada, un comodín sin marcar) y ceros del árbitro (ilegible, en blanco, tardía,
  varias, palabra no válida por encima del juicio y, al cerrar la ronda, sin papeleta);
- el resto, otras jugadas legales del buscador, con sus puntos, sin ellos o con puntos erróneos (avisos con
  las reglas FISF). En las rondas 1, 5, 9… uno solo tiene la mejor por debajo de la maestra («subtop»).

Además hay un aviso y una penalización del árbitro, un desempate a muerte súbita y, con ``incidencias``, alguien
que llega en la ronda 3 y alguien que se retira en la 15. Quien da la misma jugada va en el mismo evento, como
en la sala (``3-7,12``).

Los atriles y las jugadas del buscador (lo caro, ~0,6 s) se calculan una vez por proceso y semilla; los eventos
(~0,7 s), una vez por combinación de parámetros (terminada o no, la misma): ``sala_sembrada`` rehace cada vez una
planilla nueva desde ellos (~0,2 s). Los atriles siguen la regla del sorteo (otro atril si no la cumple).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from app_planilla.nucleo.duplicada.eventos import AtrilRonda, EventoDuplicada, FinDuplicada
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada, nueva_sala
from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.maestra import Jugada
from app_planilla.nucleo.juego.tablero import Direccion, Posicion

SEMILLA = 2026
JUGADAS_POR_RONDA = 14
"""Las mejores del buscador en cada ronda: la maestra y las que juega el resto de la sala."""
RONDAS_SOLO = frozenset({3, 10, 17})
LISTA = "letterpress-es"

_NOMBRES = ("Ana", "Bea", "Carmen", "Dolores", "Elena", "Fátima", "Gloria", "Inés", "Julia", "Lucía", "María José",
            "Nuria", "Olga", "Pilar", "Rocío", "Sofía", "Alberto", "Bruno", "César", "Diego", "Emilio", "Félix",
            "Gonzalo", "Héctor", "Íñigo", "Jorge", "Luis", "Manuel", "Nicolás", "Óscar", "Pablo", "Ramón")
_APELLIDOS = ("García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez",
              "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso",
              "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano",
              "Blanco", "Molina", "Morales", "Suárez", "Ortega", "Delgado", "Castro", "Ortiz", "Rubio", "Marín")
_CLUBES = ("Club Scrabble Madrid", "Barcelona Paraules", "Sevilla Duplicada", "Valencia Lletres", "Bilbao Hitzak",
           "Zaragoza Fichas", "Málaga Atril", "Club Montevideo", "Club Buenos Aires", "Caracas Palabras",
           "Lima Scrabble", "Independiente")


def inscritos(n: int, semilla: int = SEMILLA) -> list[Inscrito]:
    """``n`` participantes con nombre (únicos, con tildes), licencia (casi todos), club y mesa 1…n."""
    azar = random.Random(semilla)
    vistos: set[str] = set()
    resultado = []
    for i in range(n):
        while True:
            nombre = f"{azar.choice(_NOMBRES)} {azar.choice(_APELLIDOS)} {azar.choice(_APELLIDOS)}"
            if nombre not in vistos:
                vistos.add(nombre)
                break
        licencia = "" if i % 23 == 22 else f"E{10000 + (i * 7919) % 90000:05d}"
        resultado.append(Inscrito(nombre, i + 1, licencia, _CLUBES[azar.randrange(len(_CLUBES))]))
    return resultado


@cache
def guion(rondas: int = 20, semilla: int = SEMILLA) -> tuple[tuple[tuple[str, ...], tuple[Jugada, ...]], ...]:
    """Por ronda, el atril sorteado y las mejores jugadas del buscador (la primera, la maestra); menos rondas si
    la bolsa se acaba o un atril no tiene jugada."""
    from app_planilla.listas import grafo_incluido
    from app_planilla.nucleo.juego.maestra import buscar

    grafo = grafo_incluido("es")
    azar = random.Random(semilla)
    p = PlanillaDuplicada(nueva_duplicada(["Árbitro"]))
    resultado = []
    for _r in range(rondas):
        try:
            p.sortear_ronda(azar)
        except ErrorPlanilla:
            break  # la bolsa se acabó: la partida tiene menos rondas
        for _vez in range(10):
            if not p.filas[-1].avisos:
                break
            p.volver_a_sortear(azar)  # la regla del sorteo (vocales y consonantes): otro atril entero
        atril = p.filas[-1].atril
        jugadas = tuple(buscar(p.tablero_ronda, atril, grafo, p.edicion, cuantas=JUGADAS_POR_RONDA))
        if not jugadas:
            break
        p.anotar_maestra_colocacion(jugadas[0].fichas(), jugadas[0].posicion.direccion, lista=LISTA)
        resultado.append((atril, jugadas))
    return tuple(resultado)


def texto_jugada(j: Jugada, puntos: int | None = None) -> str:
    """La papeleta de una jugada: ``H4 JAMON 44`` (sin puntos si ``puntos`` es -1)."""
    base = f"{j.coordenada} {j.palabra}"
    cifra = j.puntos if puntos is None else puntos
    return base if cifra < 0 else f"{base} {cifra}"


def _desplazada(j: Jugada) -> str:
    """La papeleta de la maestra con la coordenada una casilla antes (en su dirección)."""
    f, c = j.posicion.inicio
    inicio = (f, c - 1) if j.posicion.direccion is Direccion.HORIZONTAL else (f - 1, c)
    if min(inicio) < 0:
        inicio = (f, c + 1) if j.posicion.direccion is Direccion.HORIZONTAL else (f + 1, c)
    return f"{Posicion(inicio, j.posicion.direccion).fise()} {j.palabra} {j.puntos}"


def _lejos(j: Jugada) -> str:
    """La maestra en una esquina donde no toca nada (cero «no cabe o no toca»)."""
    coordenada = "A1" if j.posicion.direccion is Direccion.HORIZONTAL else "1A"
    return f"{coordenada} {j.palabra} {j.puntos}"


def _sin_marcar(j: Jugada) -> str | None:
    """La maestra con el comodín en mayúscula (si lleva comodín)."""
    if not any(c.islower() for c in j.palabra):
        return None
    return f"{j.coordenada} {j.palabra.upper()} {j.puntos}"


def _grupos(azar: random.Random, jugadores: Sequence[int], opciones: Sequence[Jugada]) -> dict[str, list[int]]:
    """Cada jugador, una de ``opciones`` con una de tres variantes de papeleta; los iguales, juntos."""
    grupos: dict[str, list[int]] = {}
    for i in jugadores:
        j = azar.choice(opciones)
        variante = azar.random()
        if variante < 0.7:
            texto = texto_jugada(j)
        elif variante < 0.85:
            texto = texto_jugada(j, -1)
        else:
            texto = texto_jugada(j, j.puntos + azar.choice((-10, -2, 1, 3, 10)))
        grupos.setdefault(texto, []).append(i)
    return grupos


def eventos_sala(
    participantes: int = 200, rondas: int = 20, reglas: str = "fise", semilla: int = SEMILLA,
    incidencias: bool = True, terminada: bool = True,
) -> tuple[EventoDuplicada, ...]:
    """Los eventos de la sala sembrada (ver el módulo); con ``terminada``, acaban con «Terminar la partida»."""
    eventos = _eventos_en_juego(participantes, rondas, reglas, semilla, incidencias)
    return (*eventos, FinDuplicada()) if terminada else eventos


@cache
def _eventos_en_juego(
    participantes: int, rondas: int, reglas: str, semilla: int, incidencias: bool
) -> tuple[EventoDuplicada, ...]:
    p = PlanillaDuplicada(nueva_sala(inscritos(participantes), reglas_arbitraje(reglas)))
    if incidencias and participantes >= 4:
        p.marcar_situacion([participantes - 1], "tarde", 3)
        p.marcar_situacion([participantes - 2], "retirado", 15)
    for r, (atril, jugadas) in enumerate(guion(rondas, semilla), start=1):
        azar = random.Random(semilla * 1000 + r)
        p.aplicar(AtrilRonda(r, atril, sorteado=True))
        maestra = jugadas[0]
        p.anotar_maestra_colocacion(maestra.fichas(), maestra.posicion.direccion, lista=LISTA)
        juegan = [i for i in range(participantes) if p.juega(i, r)]
        azar.shuffle(juegan)
        n_maestra = round(len(juegan) * 0.6)
        n_ceros = round(len(juegan) * 0.1)
        aciertan, ceros, resto = juegan[:n_maestra], juegan[n_maestra:n_maestra + n_ceros], juegan[n_maestra + n_ceros:]
        otras = [j for j in jugadas[1:] if j.puntos < maestra.puntos] or [maestra]
        if r in RONDAS_SOLO and len(aciertan) > 1 and otras[0] is not maestra:
            p.anotar_maestra_a(aciertan[:1])
            p.anotar_papeleta(aciertan[1:], texto_jugada(otras[0]))
            otras = otras[1:] or otras
        elif aciertan:
            p.anotar_maestra_a(aciertan)
        if r % 4 == 1 and len(otras) > 1 and resto:
            # Subtop: uno solo con la mejor por debajo de la maestra; los demás, por debajo de ella.
            debajo = [j for j in otras if j.puntos < otras[0].puntos]
            if debajo:
                p.anotar_papeleta(resto[:1], texto_jugada(otras[0]))
                resto, otras = resto[1:], debajo
        for texto, quienes in _grupos(azar, resto, otras).items():
            p.anotar_papeleta(quienes, texto)
        _ceros(p, azar, maestra, ceros)
        if r == 4 and juegan:
            p.dar_aviso(juegan[-1:], "disciplina")
        if r == 9 and juegan:
            p.penalizar(juegan[-2:-1] or juegan[-1:], 5, "móvil encendido")
        if p.faltan(r):
            p.cerrar_ronda(r)
    # Un desempate a muerte súbita: entre los primeros empatados de la clasificación final o, si no los hay, de
    # la parcial más reciente que los tenga (un desempate anotado vale en todas las clasificaciones).
    for hasta in range(p.ronda, 0, -1):
        puestos: dict[int, list[int]] = {}
        for x in p.clasificacion(hasta):
            puestos.setdefault(x.puesto, []).append(x.participante)
        empatados = next((g for g in puestos.values() if len(g) > 1), None)
        if empatados:
            p.anotar_desempate(tuple(reversed(empatados)))
            break
    return p.eventos


def _ceros(p: PlanillaDuplicada, azar: random.Random, maestra: Jugada, ceros: Sequence[int]) -> None:
    """Los ceros de la ronda, con motivos variados; el último queda sin papeleta (lo pone ``cerrar_ronda``)."""
    tecleadas = [_desplazada(maestra), _lejos(maestra), _sin_marcar(maestra)]
    arbitro = [Motivo.ILEGIBLE, Motivo.EN_BLANCO, Motivo.TARDIA, Motivo.VARIAS]
    for k, i in enumerate(ceros[:-1]):
        texto = tecleadas[k] if k < len(tecleadas) else None
        if texto is not None:
            try:
                juicio, _decision = p.juzgar(texto)
            except ErrorPlanilla:
                juicio = None
            if juicio is not None and not juicio.valida:
                p.anotar_papeleta([i], texto)
                continue
        if k == len(tecleadas):
            # El árbitro anula una jugada que la aplicación daba por buena (palabra que no está en el Lexicón).
            p.anotar_papeleta([i], texto_jugada(maestra))
            p.decidir_papeleta([i], 0, motivo=Motivo.PALABRA_NO_VALIDA, detalle="no está en el Lexicón")
            continue
        p.anotar_cero([i], azar.choice(arbitro))


def sala_sembrada(
    participantes: int = 200, rondas: int = 20, reglas: str = "fise", semilla: int = SEMILLA,
    incidencias: bool = True, terminada: bool = True,
) -> PlanillaDuplicada:
    """Una planilla nueva (se puede cambiar) de la sala sembrada, rehecha desde sus eventos."""
    return PlanillaDuplicada.desde_eventos(
        eventos_sala(participantes, rondas, reglas, semilla, incidencias, terminada), leidos=True
    )


__all__ = ["SEMILLA", "eventos_sala", "guion", "inscritos", "sala_sembrada", "texto_jugada"]
