"""``planilla torneo`` para la duplicada por salas: crear con ``--clase duplicada --salas A,B,C``, unirse con
``--sala``, ``maestra`` (el juez árbitro publica la partida), ``publicar`` (una sala publica sus rondas
cerradas), ``elegir``, ``desempate`` (el director anota una muerte súbita) y ``resultados`` (la clasificación de
todo el campo). ``torneo.py`` llama aquí cuando el torneo es de duplicada o el portátil es una sala.

Un torneo de varias partidas: ``maestra``, ``publicar``, ``resultados`` y ``desempate`` toman
``--partida-torneo N`` (la 1 por omisión; ``--partida`` es el número de la partida en el almacén de este
portátil). ``resultados`` sin ella da, si hay varias, la clasificación del torneo por la media de porcentajes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app_planilla.cli.comun import suborden
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _

if TYPE_CHECKING:
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
    from app_planilla.nucleo.torneo.fusion_salas import FusionSalas, TorneoSalas
    from app_planilla.nucleo.torneo.modelos import Torneo


def _partida_torneo(p: argparse.ArgumentParser, ayuda: str) -> None:
    p.add_argument("--partida-torneo", dest="partida_torneo", metavar="N", type=int, help=ayuda)


def registrar(acciones: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    m = suborden(acciones, "maestra", _("publica la partida maestra de un torneo por salas (juez árbitro)"),
                 _("Publica en la carpeta del torneo las rondas (atril y maestra) de una partida duplicada de este "
                   "portátil, con su cadena de huellas: las nuevas y las que cambiaron. Se puede publicar entera "
                   "antes de empezar o ronda a ronda; las salas cotejan con ella lo que teclean."), maestra,
                 datos=True)
    m.add_argument("carpeta", metavar=_("CARPETA"))
    m.add_argument("--partida", metavar="ID", type=int, help=_("número de la partida (por omisión, la más reciente)"))
    m.add_argument("--de", metavar="DIR", help=_("leer la partida de otra carpeta de datos (la de la sala del juez "
                                                 "árbitro, por ejemplo)"))
    _partida_torneo(m, _("la partida del torneo que es (1, 2…; por omisión, la 1)"))
    d = suborden(acciones, "desempate", _("anota un desempate a muerte súbita de un torneo por salas (director)"),
                 _("Publica el resultado de la muerte súbita entre participantes empatados tras las maestras y la "
                   "mejor jugada (de la misma sala o de salas distintas): nómbrelos del ganador al último, por su "
                   "licencia o, sin ella, por SALA:MESA (en la clasificación del torneo, por su nombre). Tienen que "
                   "ser todos los empatados de un puesto en la clasificación completa. Sin --partida-torneo, vale "
                   "para la clasificación final: la de la partida si el torneo tiene una, la del torneo por la "
                   "media si tiene varias."), desempate, datos=True)
    d.add_argument("carpeta", metavar=_("CARPETA"))
    d.add_argument("orden", metavar=_("PARTICIPANTE"), nargs="+",
                   help=_("los empatados, del ganador al último (licencia, SALA:MESA o nombre)"))
    _partida_torneo(d, _("desempatar la clasificación de esa partida del torneo (1, 2…)"))
    # Las órdenes comunes con la de las mesas (``torneo.py``), con lo que solo tiene la duplicada.
    _partida_torneo(acciones.choices["publicar"], _("duplicada por salas: la partida del torneo que es (1, 2…; por "
                                                    "omisión, la 1)"))
    _partida_torneo(acciones.choices["resultados"], _("duplicada por salas: la clasificación de esa partida del "
                                                      "torneo (por omisión, la del torneo si tiene varias)"))


def _datos(args: argparse.Namespace) -> Path:
    from app_planilla.datos import carpeta_datos

    return carpeta_datos(args.datos)


def crear(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.duplicada.reglas_arbitraje import reglas_arbitraje
    from app_planilla.nucleo.torneo.modelos import MAX_RONDAS, sala_valida
    from app_planilla.nucleo.torneo.salas import crear_duplicada

    salas = tuple(sala_valida(x) for x in (args.salas or "").split(",") if x.strip())
    if not salas:
        raise ErrorPlanilla(_("un torneo de duplicada se juega en salas: dígalas con --salas A,B,C."))
    if len({s.casefold() for s in salas}) != len(salas):
        raise ErrorPlanilla(_("hay salas repetidas."))
    rondas = MAX_RONDAS if args.rondas is None else args.rondas
    if not 1 <= rondas <= MAX_RONDAS:
        raise ErrorPlanilla(_("el número de rondas tiene que ser de 1 a {maximo}.").format(maximo=MAX_RONDAS))
    reglas = reglas_arbitraje(args.reglas)
    carpeta = Path(args.carpeta).expanduser()
    nombre = (args.nombre or carpeta.resolve().name or "Torneo").strip()
    t = crear_duplicada(carpeta, _datos(args), nombre=nombre, salas=salas, reglas=reglas, rondas=rondas)
    print(_("Torneo «{nombre}» de duplicada creado en {carpeta} (salas {salas}; reglas {reglas}). Identificador: "
            "{evento}.").format(nombre=t.nombre, carpeta=carpeta, salas=", ".join(t.salas), reglas=t.reglas,
                                evento=t.evento))
    return 0


def unirse(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.torneo.carpeta import raiz, torneo_de
    from app_planilla.nucleo.torneo.salas import unirse_sala

    carpeta = raiz(args.carpeta)
    t = torneo_de(carpeta)
    p, sobre = unirse_sala(carpeta, _datos(args), args.sala)
    if sobre is None:
        print(_("Este portátil ya lleva la sala {sala} de «{nombre}».").format(sala=p.sala, nombre=t.nombre))
    else:
        print(_("Unido a «{nombre}» como sala {sala} (portátil {portatil}).").format(
            nombre=t.nombre, sala=p.sala, portatil=p.portatil[:8]))
    return 0


def _numero(args: argparse.Namespace) -> int:
    """La partida del torneo pedida con ``--partida-torneo`` (la 1 si no se dice)."""
    from app_planilla.nucleo.torneo.salas import partida_valida

    numero = getattr(args, "partida_torneo", None)
    return 1 if numero is None else partida_valida(numero)


def es_sala(args: argparse.Namespace) -> bool:
    """Si este portátil se unió (lo último) a un torneo como sala."""
    from app_planilla.nucleo.torneo.salas import sala_actual

    return sala_actual(_datos(args)) is not None


def _partida_duplicada(args: argparse.Namespace, datos: str | None = None) -> PlanillaDuplicada:
    from app_planilla.cli.comun import almacen_abierto, partida_elegida
    from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada

    lectura = argparse.Namespace(**{**vars(args), "datos": datos if datos is not None else args.datos})
    with almacen_abierto(lectura, solo_lectura=True) as almacen:
        ident = partida_elegida(lectura, almacen)
        planilla = almacen.cargar(ident)
    if not isinstance(planilla, PlanillaDuplicada):
        raise ErrorPlanilla(_("la partida {numero} no es una partida duplicada: no se publica.").format(numero=ident))
    return planilla


def publicar(args: argparse.Namespace) -> int:
    """Una sala publica sus rondas cerradas (y coteja lo tecleado con la partida maestra publicada)."""
    from app_planilla.nucleo.duplicada.reglas_arbitraje import nombre_reglas
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta, localizar, republicar, torneo_de
    from app_planilla.nucleo.torneo.duplicada import cotejar, publicables
    from app_planilla.nucleo.torneo.fusion_salas import fusionar_salas
    from app_planilla.nucleo.torneo.salas import publicar_rondas, sala_actual

    datos = _datos(args)
    p = sala_actual(datos)
    assert p is not None and p.sala is not None
    carpeta = localizar(p, args.carpeta)
    for nombre in republicar(datos, p, carpeta):
        print(_("Vuelto a publicar: {archivo}").format(archivo=nombre))
    planilla = _partida_duplicada(args)
    if planilla.arbitraje is None:
        raise ErrorPlanilla(_("la partida no es de una sala con arbitraje de papeletas: no se publica."))
    t = torneo_de(carpeta)
    numero = _numero(args)
    torneo_json, archivos = leer_carpeta(carpeta)
    f = fusionar_salas(torneo_json, archivos, partida=numero)
    for d in cotejar(planilla, {r: m.jugada for r, m in f.maestras.items()}):
        print(_("¡Atención! {diferencia}").format(diferencia=d.mensaje(p.sala)))
    if t.arbitraje is not None and planilla.arbitraje != t.arbitraje:
        print(_("¡Atención! La partida de la sala se arbitra con las reglas «{sala}» y el torneo con «{torneo}»: el "
                "director lo verá como conflicto.").format(
            sala=nombre_reglas(planilla.arbitraje.clave),
            torneo=nombre_reglas(t.arbitraje.clave)))
    p, hechas = publicar_rondas(datos, p, carpeta, t, planilla, archivos, partida=numero)
    for h in hechas:
        texto = _("Publicada la ronda {ronda} de la sala {sala}.").format(ronda=h.ronda, sala=p.sala)
        if numero != 1:
            texto = _("Partida {numero}:").format(numero=numero) + " " + texto
        print(texto + (" " + _("Corrige la publicada antes.") if h.corrige else ""))
    listas = publicables(planilla)
    if not hechas:
        print(_("Nada nuevo que publicar de la sala {sala}: sus rondas cerradas ya estaban publicadas.").format(
            sala=p.sala) if listas else _("La sala {sala} aún no tiene ninguna ronda cerrada que publicar.").format(
            sala=p.sala))
    abierta = planilla.ronda if planilla.ronda and planilla.ronda not in listas else None
    if abierta is not None:
        print(_("La ronda {ronda} aún no se publica: le faltan papeletas, el atril o la maestra.").format(
            ronda=abierta))
    return 0


def _del_director(args: argparse.Namespace) -> tuple[Any, Path, Torneo]:
    from app_planilla.nucleo.torneo.carpeta import leer_portatil, raiz, torneo_de

    carpeta = raiz(args.carpeta)
    t = torneo_de(carpeta)
    p = leer_portatil(_datos(args), t.evento)
    if p is None or not p.director or p.portatil != t.director:
        raise ErrorPlanilla(_("solo el portátil del director (el que creó el torneo, con su carpeta de datos) "
                              "publica la partida maestra y las decisiones."))
    return p, carpeta, t


def maestra(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta
    from app_planilla.nucleo.torneo.modelos import DUPLICADA
    from app_planilla.nucleo.torneo.salas import publicar_maestra

    p, carpeta, t = _del_director(args)
    if t.clase != DUPLICADA:
        raise ErrorPlanilla(_("«{nombre}» no es un torneo de duplicada por salas.").format(nombre=t.nombre))
    numero = _numero(args)
    planilla = _partida_duplicada(args, args.de)
    _t, archivos = leer_carpeta(carpeta)
    _p, hechas = publicar_maestra(_datos(args), p, carpeta, t, planilla, archivos, partida=numero)
    delante = _("Partida {numero}:").format(numero=numero) + " " if numero != 1 else ""
    if not hechas:
        print(delante + _("La partida maestra ya estaba publicada así (rondas 1 a {ronda}).").format(
            ronda=sum(1 for _x in _rondas_completas(planilla))))
    for h in hechas:
        texto = delante + _("Publicada la ronda {ronda} de la partida maestra.").format(ronda=h.ronda)
        print(texto + (" " + _("Corrige la publicada antes.") if h.corrige else ""))
    return 0


def _rondas_completas(planilla: PlanillaDuplicada) -> list[int]:
    from app_planilla.nucleo.torneo.duplicada import jugadas

    rondas = []
    for j in jugadas(planilla):
        if j is None:
            break
        rondas.append(j.ronda)
    return rondas


def elegir(args: argparse.Namespace) -> int:
    """``planilla torneo elegir`` en un torneo por salas: la misma decisión, sobre la fusión de las salas."""
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta, publicar, raiz
    from app_planilla.nucleo.torneo.direccion import candidato, del_director
    from app_planilla.nucleo.torneo.fusion_salas import fusionar_salas
    from app_planilla.nucleo.torneo.modelos import Decision
    from app_planilla.nucleo.torneo.sobres import DECISION

    carpeta = raiz(args.carpeta)
    p, _t = del_director(_datos(args), carpeta)
    f = fusionar_salas(*leer_carpeta(carpeta))
    conflicto = next((c for c in f.conflictos if c.clave == args.conflicto.strip()), None)
    if conflicto is None or not conflicto.candidatos:
        abiertos = ", ".join(c.clave for c in f.conflictos if c.candidatos) or _("ninguno")
        raise ErrorPlanilla(_("no hay ningún conflicto «{clave}» que elegir (abiertos: {abiertos}).").format(
            clave=args.conflicto, abiertos=abiertos))
    elegido = candidato(conflicto, args.huella)
    publicar(_datos(args), p, carpeta, DECISION, Decision(conflicto.clave, elegido.huella).a_datos())
    print(_("Elegido para «{clave}»: {descripcion}.").format(clave=conflicto.clave, descripcion=elegido.descripcion))
    return 0


def desempate(args: argparse.Namespace) -> int:
    """El director anota una muerte súbita: nada se publica si los nombrados no son exactamente los empatados
    de un puesto (o alguno no está en la clasificación)."""
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta, raiz
    from app_planilla.nucleo.torneo.direccion import del_director
    from app_planilla.nucleo.torneo.duplicada import texto_partida
    from app_planilla.nucleo.torneo.fusion_salas import fusionar_torneo_salas
    from app_planilla.nucleo.torneo.salas import identificar, publicar_desempate

    carpeta = raiz(args.carpeta)
    p, _t = del_director(_datos(args), carpeta)
    numero = None if args.partida_torneo is None else _numero(args)
    todo = fusionar_torneo_salas(*leer_carpeta(carpeta), al_menos=numero or 1)
    fusion: FusionSalas | TorneoSalas = todo.partida(numero or 1) if numero is not None or not todo.varias else todo
    orden = [identificar(fusion, x) for x in args.orden]
    publicar_desempate(_datos(args), p, carpeta, fusion, orden)
    de = texto_partida(0 if fusion is todo else numero or 1)
    print(_("Desempate anotado ({clasificacion}): {orden}.").format(
        clasificacion=de, orden=" > ".join(n.texto for n in orden)))
    return 0


# ------------------------------------------------------------------ resultados

def resultados(args: argparse.Namespace, carpeta: Path) -> int:
    from app_planilla.cli.clasificacion import escribir_federacion
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta
    from app_planilla.nucleo.torneo.fusion_salas import csv_federacion_salas, fusionar_torneo_salas

    if args.formato == "tsh":
        raise ErrorPlanilla(_("un torneo de duplicada no tiene líneas de TSH: use texto, json o csv."))
    numero = None if getattr(args, "partida_torneo", None) is None else _numero(args)
    todo = fusionar_torneo_salas(*leer_carpeta(carpeta))
    if numero is not None and numero not in todo.numeros:
        raise ErrorPlanilla(_("el torneo tiene las partidas 1 a {n}.").format(n=len(todo.partidas)))
    hasta = getattr(args, "hasta", None)
    if hasta is not None and numero is None and todo.varias:
        raise ErrorPlanilla(_("el torneo tiene varias partidas: diga de cuál es la parcial con --partida-torneo."))
    if hasta is not None and not 1 <= hasta <= todo.torneo.rondas:
        raise ErrorPlanilla(_("el torneo tiene las rondas 1 a {rondas}.").format(rondas=todo.torneo.rondas))
    f = todo.partida(numero or 1)
    if args.formato == "csv":
        escribir_federacion(csv_federacion_salas(f, hasta) if numero is not None else csv_federacion_salas(todo, hasta))
        return 0
    if numero is None and todo.varias:
        sys.stdout.write({"texto": texto_torneo, "json": json_torneo}[args.formato](todo))
    else:
        sys.stdout.write({"texto": texto, "json": en_json}[args.formato](f, hasta, todo))
    return 0


def _linea_json(x: Any) -> dict[str, object]:
    p, f = x.participante, x.fila
    return {"puesto": f.puesto, "licencia": p.licencia, "nombre": p.nombre, "club": p.club, "sala": p.sala,
            "mesa": p.mesa, "total": f.total, "puntos": f.puntos, "bonificacion": f.bonificacion,
            "penalizacion": f.penalizacion, "avisos": f.avisos, "diferencia": f.diferencia,
            "porcentaje": None if f.porcentaje is None else round(f.porcentaje, 4), "maestras": f.maestras,
            "mejor": f.mejor, "retirado": f.retirado}


def _problemas_json(f: Any) -> dict[str, Any]:
    return {
        "conflictos": [{"tipo": c.tipo, "clave": c.clave, "mensaje": c.mensaje, "archivos": list(c.archivos),
                        "candidatos": [{"huella": x.huella, "portatil": x.portatil, "archivos": list(x.archivos),
                                        "descripcion": x.descripcion} for x in c.candidatos]}
                       for c in f.conflictos],
        "pendientes": [{"archivos": list(x.archivos), "motivo": x.motivo} for x in f.pendientes],
        "rechazados": [{"archivos": list(x.archivos), "motivo": x.motivo} for x in f.rechazados],
        "copias": [list(c) for c in f.copias],
    }


def _torneo_json(t: Torneo) -> dict[str, object]:
    return {"evento": t.evento, "nombre": t.nombre, "clase": t.clase, "salas": list(t.salas), "reglas": t.reglas}


def _partida_json(f: FusionSalas) -> dict[str, object]:
    return {
        "partida": f.partida,
        "maestra": [{"ronda": r, **m.jugada.a_datos(), "cadena": m.cadena} for r, m in sorted(f.maestras.items())],
        "contadas": f.contadas,
        "parciales": list(f.parciales()),
        "salas": [{"sala": e.sala, "portatil": e.portatil, "participantes": e.participantes, "contadas": e.contadas,
                   "publicadas": list(e.publicadas), "corregidas": list(e.corregidas), "espera": e.espera}
                  for e in f.salas],
    }


def en_json(f: FusionSalas, hasta: int | None = None, todo: TorneoSalas | None = None) -> str:
    """Una partida: la clasificación de todo el campo (tras ``hasta``), el estado de cada sala y los problemas
    (de la carpeta y de esa partida)."""
    k = f.contadas if hasta is None else min(hasta, f.contadas)
    datos = {
        "torneo": _torneo_json(f.torneo),
        **_partida_json(f),
        "partidas": list(todo.numeros) if todo is not None else [f.partida],
        "hasta": k,
        "clasificacion": [_linea_json(x) for x in f.clasificacion(k)],
        **_problemas_json(f),
    }
    return json.dumps(datos, ensure_ascii=False, indent=2) + "\n"


def json_torneo(todo: TorneoSalas) -> str:
    """Varias partidas: cada una (su partida maestra y sus salas), la clasificación del torneo por la media y
    los problemas de toda la carpeta."""
    from app_planilla.nucleo.duplicada.publicacion import datos_torneo

    datos = {
        "torneo": _torneo_json(todo.torneo),
        "partidas": [_partida_json(f) for f in todo.partidas],
        **datos_torneo(todo.clasificacion()),
        **_problemas_json(todo),
    }
    return json.dumps(datos, ensure_ascii=False, indent=2) + "\n"


def _cabecera(f: FusionSalas | TorneoSalas) -> list[str]:
    from app_planilla.nucleo.duplicada.reglas_arbitraje import nombre_reglas

    return [_("{nombre} · duplicada por salas · reglas {reglas}").format(
        nombre=f.torneo.nombre, reglas=nombre_reglas(f.torneo.reglas))]


def _estado_salas(f: FusionSalas) -> list[str]:
    from app_planilla.nucleo.torneo.duplicada import rangos

    lineas = []
    for e in f.salas:
        if e.portatil is None and not e.publicadas:
            lineas.append(_("  {sala}: no se ha unido").format(sala=e.sala))
            continue
        estado = _("  {sala}: {n} participantes; rondas publicadas: {publicadas}; cuentan {contadas}").format(
            sala=e.sala, n=e.participantes, publicadas=rangos(e.publicadas) or "—", contadas=e.contadas)
        if e.espera:
            estado += " " + _("(espera: {motivo})").format(motivo=e.espera)
        lineas.append(estado)
    return lineas


def _empatados(grupos: list[list[str]]) -> list[str]:
    """Los grupos que comparten puesto, para que el director sepa a quién desempatar."""
    if not grupos:
        return []
    lineas = ["", _("Empatados tras las maestras y la mejor jugada (se desempatan a muerte súbita: «planilla torneo "
                    "desempate»):")]
    lineas += [f"  {' · '.join(g)}" for g in grupos]
    return lineas


def texto(f: FusionSalas, hasta: int | None = None, todo: TorneoSalas | None = None) -> str:
    from app_planilla.nucleo.duplicada.clasificacion import texto_diferencia, texto_porcentaje

    k = f.contadas if hasta is None else min(hasta, f.contadas)
    lineas = _cabecera(f)
    if todo is not None and todo.varias:
        lineas[0] += " · " + _("partida {numero} de {n}").format(numero=f.partida, n=len(todo.partidas))
    lineas.append(_("Partida maestra: {n} rondas publicadas. Cuentan {contadas} (suma de las maestras: {suma}).")
                  .format(n=len(f.maestras), contadas=f.contadas, suma=f.suma_maestras()))
    lineas.append("")
    lineas.append(_("Salas"))
    lineas += _estado_salas(f)
    lineas.append("")
    if k == 0:
        lineas.append(_("Aún no cuenta ninguna ronda: todas las salas tienen que publicar la primera."))
    else:
        lineas.append(_("Clasificación tras la ronda {ronda} ({n} participantes)").format(
            ronda=k, n=len(f.participantes)))
        lineas.append("  {puesto:>4} {sala:<8} {mesa:>4} {nombre:<30} {total:>6} {dif:>6} {pct:>8} {tops:>4} "
                      "{bon:>5} {pen:>5}".format(puesto=_("Pto."), sala=_("Sala"), mesa=_("Mesa"),
                                                  nombre=_("Nombre"), total=_("Total"), dif=_("Dif."), pct="%",
                                                  tops=_("Tops"), bon=_("Bon."), pen=_("Pen.")))
        for linea in f.clasificacion(k):
            p, x = linea.participante, linea.fila
            retirado = " " + _("(retirado)") if x.retirado else ""
            lineas.append(f"  {x.puesto:>3}. {p.sala[:8]:<8} {p.mesa:>4} {p.nombre[:30]:<30} {x.total:>6} "
                          f"{texto_diferencia(x.diferencia):>6} {texto_porcentaje(x.porcentaje):>8} "
                          f"{x.maestras:>4} {x.bonificacion:>5} {x.penalizacion:>5}{retirado}")
        if k == f.contadas:
            lineas += _empatados([[_identificador(x.participante) for x in g] for g in f.empates()])
    lineas += lineas_problemas(f, _("Conflictos ({n})").format(n=len(f.conflictos)))
    return "\n".join(lineas) + "\n"


def _identificador(p: Any) -> str:
    """Cómo se nombra a un participante en ``planilla torneo desempate``."""
    return f"{p.licencia.strip()} ({p.nombre})" if p.licencia.strip() else f"{p.sala}:{p.mesa} ({p.nombre})"


def texto_torneo(todo: TorneoSalas) -> str:
    """Varias partidas: cada una con sus rondas contadas, la clasificación del torneo por la media de
    porcentajes y los problemas de toda la carpeta."""
    from app_planilla.nucleo.duplicada.publicacion import texto_torneo as tabla

    lineas = _cabecera(todo)
    lineas[0] += " · " + _("{n} partidas").format(n=len(todo.partidas))
    for f in todo.partidas:
        lineas.append(_("Partida {numero}: {n} rondas de la partida maestra publicadas; cuentan {contadas} (suma de "
                        "las maestras: {suma}).").format(numero=f.partida, n=len(f.maestras), contadas=f.contadas,
                                                          suma=f.suma_maestras()))
    lineas.append("")
    c = todo.clasificacion()
    lineas += tabla(c).rstrip("\n").splitlines()
    filas = c.filas
    lineas += _empatados([[f"{filas[j].licencia} ({filas[j].nombre})" if filas[j].licencia else filas[j].nombre
                           for j in g] for g in todo.empates()])
    lineas += lineas_problemas(todo, _("Conflictos ({n})").format(n=len(todo.conflictos)))
    return "\n".join(lineas) + "\n"


def lineas_problemas(f: Any, cabecera_conflictos: str) -> list[str]:
    """Conflictos (con sus candidatos), pendientes y rechazados de una fusión, para el texto de «resultados»;
    la de las mesas y la de las salas los tienen con la misma forma."""
    lineas: list[str] = []
    if f.conflictos:
        lineas.append("")
        lineas.append(cabecera_conflictos)
        for c in f.conflictos:
            lineas.append(f"  [{c.clave}] {c.mensaje}")
            for k in c.candidatos:
                lineas.append(_("    - {huella} (portátil {portatil}): {descripcion}").format(
                    huella=k.huella[:16], portatil=k.portatil[:8], descripcion=k.descripcion))
    if f.pendientes:
        lineas.append("")
        lineas.append(_("Pendientes ({n}): se vuelven a mirar en la próxima fusión").format(n=len(f.pendientes)))
        lineas.extend(f"  {', '.join(x.archivos)}: {x.motivo}" for x in f.pendientes)
    if f.rechazados:
        lineas.append("")
        lineas.append(_("No cuentan ({n})").format(n=len(f.rechazados)))
        lineas.extend(f"  {', '.join(x.archivos)}: {x.motivo}" for x in f.rechazados)
    return lineas
