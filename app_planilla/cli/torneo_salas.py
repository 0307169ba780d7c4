"""``planilla torneo`` para la duplicada por salas: crear con ``--clase duplicada --salas A,B,C``, unirse con
``--sala``, ``maestra`` (el juez árbitro publica la partida), ``publicar`` (una sala publica sus rondas
cerradas), ``elegir`` y ``resultados`` (la clasificación de todo el campo). ``torneo.py`` llama aquí cuando el
torneo es de duplicada o el portátil es una sala.
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
    from app_planilla.nucleo.torneo.fusion_salas import FusionSalas
    from app_planilla.nucleo.torneo.modelos import Torneo


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
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta, localizar, republicar, torneo_de
    from app_planilla.nucleo.torneo.duplicada import cotejar, nombre_reglas, publicables
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
    torneo_json, archivos = leer_carpeta(carpeta)
    f = fusionar_salas(torneo_json, archivos)
    for d in cotejar(planilla, {r: m.jugada for r, m in f.maestras.items()}):
        print(_("¡Atención! {diferencia}").format(diferencia=d.mensaje(p.sala)))
    if t.arbitraje is not None and planilla.arbitraje != t.arbitraje:
        print(_("¡Atención! La partida de la sala se arbitra con las reglas «{sala}» y el torneo con «{torneo}»: el "
                "director lo verá como conflicto.").format(
            sala=nombre_reglas(planilla.arbitraje.clave),
            torneo=nombre_reglas(t.arbitraje.clave)))
    p, hechas = publicar_rondas(datos, p, carpeta, t, planilla, archivos)
    for h in hechas:
        texto = _("Publicada la ronda {ronda} de la sala {sala}.").format(ronda=h.ronda, sala=p.sala)
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
    planilla = _partida_duplicada(args, args.de)
    _t, archivos = leer_carpeta(carpeta)
    _p, hechas = publicar_maestra(_datos(args), p, carpeta, t, planilla, archivos)
    if not hechas:
        print(_("La partida maestra ya estaba publicada así (rondas 1 a {ronda}).").format(
            ronda=sum(1 for _x in _rondas_completas(planilla))))
    for h in hechas:
        texto = _("Publicada la ronda {ronda} de la partida maestra.").format(ronda=h.ronda)
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


# ------------------------------------------------------------------ resultados

def resultados(args: argparse.Namespace, carpeta: Path) -> int:
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta
    from app_planilla.nucleo.torneo.fusion_salas import fusionar_salas

    if args.formato == "tsh":
        raise ErrorPlanilla(_("un torneo de duplicada no tiene líneas de TSH: use texto, json o csv."))
    f = fusionar_salas(*leer_carpeta(carpeta))
    hasta = getattr(args, "hasta", None)
    if hasta is not None and not 1 <= hasta <= f.torneo.rondas:
        raise ErrorPlanilla(_("el torneo tiene las rondas 1 a {rondas}.").format(rondas=f.torneo.rondas))
    escribir = {"texto": texto, "json": en_json, "csv": en_csv}[args.formato]
    sys.stdout.write(escribir(f, hasta))
    return 0


def en_csv(f: FusionSalas, hasta: int | None = None) -> str:
    from app_planilla.nucleo.torneo.fusion_salas import csv_federacion

    return csv_federacion(f, hasta)


def en_json(f: FusionSalas, hasta: int | None = None) -> str:
    from app_planilla.nucleo.torneo.fusion_salas import filas_federacion

    k = f.contadas if hasta is None else min(hasta, f.contadas)
    datos = {
        "torneo": {"evento": f.torneo.evento, "nombre": f.torneo.nombre, "clase": f.torneo.clase,
                   "salas": list(f.torneo.salas), "reglas": f.torneo.reglas},
        "maestra": [{"ronda": r, **m.jugada.a_datos(), "cadena": m.cadena} for r, m in sorted(f.maestras.items())],
        "contadas": f.contadas,
        "hasta": k,
        "parciales": list(f.parciales()),
        "salas": [{"sala": e.sala, "portatil": e.portatil, "participantes": e.participantes, "contadas": e.contadas,
                   "publicadas": list(e.publicadas), "corregidas": list(e.corregidas), "espera": e.espera}
                  for e in f.salas],
        "clasificacion": filas_federacion(f, k),
        "conflictos": [{"tipo": c.tipo, "clave": c.clave, "mensaje": c.mensaje, "archivos": list(c.archivos),
                        "candidatos": [{"huella": x.huella, "portatil": x.portatil, "archivos": list(x.archivos),
                                        "descripcion": x.descripcion} for x in c.candidatos]}
                       for c in f.conflictos],
        "pendientes": [{"archivos": list(x.archivos), "motivo": x.motivo} for x in f.pendientes],
        "rechazados": [{"archivos": list(x.archivos), "motivo": x.motivo} for x in f.rechazados],
        "copias": [list(c) for c in f.copias],
    }
    return json.dumps(datos, ensure_ascii=False, indent=2) + "\n"


def texto(f: FusionSalas, hasta: int | None = None) -> str:
    from app_planilla.nucleo.duplicada.clasificacion import texto_diferencia, texto_porcentaje
    from app_planilla.nucleo.torneo.duplicada import nombre_reglas

    k = f.contadas if hasta is None else min(hasta, f.contadas)
    lineas = [_("{nombre} · duplicada por salas · reglas {reglas}").format(
        nombre=f.torneo.nombre, reglas=nombre_reglas(f.torneo.reglas))]
    lineas.append(_("Partida maestra: {n} rondas publicadas. Cuentan {contadas} (suma de las maestras: {suma}).")
                  .format(n=len(f.maestras), contadas=f.contadas, suma=f.suma_maestras()))
    lineas.append("")
    lineas.append(_("Salas"))
    for e in f.salas:
        if e.portatil is None and not e.publicadas:
            lineas.append(_("  {sala}: no se ha unido").format(sala=e.sala))
            continue
        estado = _("  {sala}: {n} participantes; rondas publicadas: {publicadas}; cuentan {contadas}").format(
            sala=e.sala, n=e.participantes, publicadas=_rangos(e.publicadas) or "—", contadas=e.contadas)
        if e.espera:
            estado += " " + _("(espera: {motivo})").format(motivo=e.espera)
        lineas.append(estado)
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
    lineas += lineas_problemas(f, _("Conflictos ({n})").format(n=len(f.conflictos)))
    return "\n".join(lineas) + "\n"


def _rangos(rondas: tuple[int, ...]) -> str:
    """(1, 2, 3, 5, 7, 8) → «1–3, 5, 7–8»."""
    partes: list[str] = []
    for r in rondas:
        if partes and r == int(partes[-1].split("–")[-1]) + 1:
            partes[-1] = f"{partes[-1].split('–')[0]}–{r}"
        else:
            partes.append(str(r))
    return ", ".join(partes)


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
