"""``planilla torneo``: la carpeta del torneo desde la línea de órdenes (director y mesas).

El director crea la carpeta y publica los emparejamientos de cada ronda; cada mesa se une una vez y publica
el resultado de su partida al terminarla; ``resultados`` fusiona todo lo presente (``nucleo.torneo.fusion``).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app_planilla.cli import torneo_salas
from app_planilla.cli.comun import suborden
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _, n_

if TYPE_CHECKING:
    from app_planilla.nucleo.torneo.fusion import Fusion
    from app_planilla.nucleo.torneo.modelos import Torneo


def registrar(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = suborden(sub, "torneo", _("carpeta del torneo: varias mesas publican, el director junta"),
                 _("Un torneo con un portátil por mesa: las mesas publican sus resultados en una carpeta "
                   "compartida (Syncthing, red o memoria USB) y el director los junta."), _ayuda)
    acciones = p.add_subparsers(dest="accion", metavar=_("ACCION"))

    c = suborden(acciones, "crear", _("crea la carpeta del torneo (director)"),
                 _("Crea la carpeta del torneo; este portátil queda como el del director."), _crear, datos=True)
    c.add_argument("carpeta", metavar=_("CARPETA"))
    c.add_argument("--clase", choices=("clasica", "duplicada"), required=True,
                   help=_("clase de torneo (clasica, o duplicada por salas)"))
    c.add_argument("--nombre", help=_("nombre del torneo (por omisión, el de la carpeta)"))
    c.add_argument("--rondas", type=int, metavar="N",
                   help=_("número de rondas (7 por omisión; en la duplicada, lo que dure la partida)"))
    c.add_argument("--reglas", metavar=_("CLAVE"), default="fise",
                   help=_("reglas (casa, fise, ingles; en la duplicada, fise, fisf o a_medida)"))
    c.add_argument("--salas", metavar="A,B,C", help=_("duplicada: las salas, separadas por comas"))
    c.add_argument("--division", action="append", metavar=_("NOMBRE"),
                   help=_("una división (se repite; por omisión, una llamada A)"))

    u = suborden(acciones, "unirse", _("une este portátil al torneo como una mesa"),
                 _("Une este portátil al torneo con su mesa; se hace una vez."), _unirse, datos=True)
    u.add_argument("carpeta", metavar=_("CARPETA"))
    cual = u.add_mutually_exclusive_group(required=True)
    cual.add_argument("--mesa", type=int, metavar="N", help=_("número de mesa"))
    cual.add_argument("--sala", metavar="S", help=_("duplicada por salas: el nombre de la sala"))

    e = suborden(acciones, "emparejar", _("publica los emparejamientos de una ronda (director)"),
                 _("Publica los emparejamientos de una ronda de una división, leídos de TSH o de un CSV "
                   "(mesa;numero1;nombre1;numero2;nombre2[;margen], empieza el primero; rival 0 = descanso)."),
                 _emparejar, datos=True)
    e.add_argument("carpeta", metavar=_("CARPETA"))
    e.add_argument("--ronda", type=int, required=True, metavar="N", help=_("número de ronda"))
    e.add_argument("--division", metavar="D", help=_("división (si el torneo tiene varias)"))
    origen = e.add_mutually_exclusive_group(required=True)
    origen.add_argument("--tsh", metavar="D.t", help=_("el archivo .t de la división en TSH"))
    origen.add_argument("--tourney", metavar="tourney.js", help=_("el html/tourney.js de TSH"))
    origen.add_argument("--archivo", metavar="F.csv", help=_("un CSV con una partida por línea"))

    pu = suborden(acciones, "publicar", _("publica el resultado de esta mesa o las rondas cerradas de esta sala"),
                  _("Publica como resultado de esta mesa una partida clásica terminada (por omisión, la más "
                    "reciente) y vuelve a publicar lo que falte en la carpeta. En una sala de duplicada, publica "
                    "sus rondas cerradas y coteja lo tecleado con la partida maestra publicada."), _publicar,
                  datos=True)
    pu.add_argument("--partida", metavar="ID", type=int, help=_("número de la partida (ver la lista «Partidas»)"))
    pu.add_argument("--ronda", type=int, metavar="N", help=_("ronda (por omisión, la de los jugadores de la mesa)"))
    pu.add_argument("--carpeta", metavar=_("CARPETA"), help=_("la carpeta del torneo, si se movió"))

    el = suborden(acciones, "elegir", _("resuelve un conflicto eligiendo uno de sus archivos (director)"),
                  _("Publica la decisión del director sobre un conflicto: cuenta el archivo elegido (su huella, o "
                    "sus primeras cifras, como las muestra «resultados») y no los demás candidatos."),
                  _elegir, datos=True)
    el.add_argument("carpeta", metavar=_("CARPETA"))
    el.add_argument("conflicto", metavar=_("CONFLICTO"), help=_("la clave del conflicto, como «partida:A:3:5»"))
    el.add_argument("huella", metavar=_("HUELLA"), help=_("la huella del archivo elegido (al menos 8 cifras)"))

    r = suborden(acciones, "resultados", _("junta lo publicado: partidas, clasificación y conflictos"),
                 _("Junta todos los archivos de la carpeta del torneo y muestra las partidas aceptadas, la "
                   "clasificación, lo pendiente y los conflictos."), _resultados)
    r.add_argument("carpeta", metavar=_("CARPETA"))
    r.add_argument("--ronda", type=int, metavar="N", help=_("solo esta ronda"))
    r.add_argument("--division", metavar="D", help=_("solo esta división"))
    r.add_argument("--formato", choices=("texto", "json", "csv", "tsh"), default="texto",
                   help=_("texto (por omisión), json, csv o tsh (líneas para addscore de TSH)"))
    r.add_argument("--hasta", type=int, metavar="N",
                   help=_("duplicada: la clasificación parcial tras la ronda N"))
    torneo_salas.registrar(acciones)


def _ayuda(args: argparse.Namespace) -> int:
    mensaje = _("planilla torneo: falta la acción (crear, unirse, emparejar, publicar, maestra, elegir, "
                "desempate, resultados).")
    sys.stderr.write(mensaje + "\n")
    return 2


def _datos(args: argparse.Namespace) -> Path:
    from app_planilla.datos import carpeta_datos

    return carpeta_datos(args.datos)


def _crear(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.clasica.reglas import reglas
    from app_planilla.nucleo.torneo.carpeta import crear
    from app_planilla.nucleo.torneo.modelos import MAX_RONDAS, division_valida

    if args.clase == "duplicada":
        return torneo_salas.crear(args)
    if args.rondas is None:
        args.rondas = 7
    if not 1 <= args.rondas <= MAX_RONDAS:
        raise ErrorPlanilla(_("el número de rondas tiene que ser de 1 a {maximo}.").format(maximo=MAX_RONDAS))
    clave = reglas(args.reglas).clave
    divisiones = tuple(division_valida(d) for d in (args.division or ["A"]))
    if len({d.casefold() for d in divisiones}) != len(divisiones):
        raise ErrorPlanilla(_("hay divisiones repetidas."))
    carpeta = Path(args.carpeta).expanduser()
    nombre = (args.nombre or carpeta.resolve().name or "Torneo").strip()
    t = crear(carpeta, _datos(args), nombre=nombre, clase=args.clase, divisiones=divisiones, rondas=args.rondas,
              reglas=clave)
    print(_("Torneo «{nombre}» creado en {carpeta} ({divisiones}; {rondas} rondas). Identificador: {evento}.")
          .format(nombre=t.nombre, carpeta=carpeta, divisiones=", ".join(t.divisiones), rondas=t.rondas,
                  evento=t.evento))
    return 0


def _unirse(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.torneo.carpeta import raiz, torneo_de, unirse
    from app_planilla.nucleo.torneo.modelos import MAX_MESAS

    if args.sala is not None:
        return torneo_salas.unirse(args)
    if not 1 <= args.mesa <= MAX_MESAS:
        raise ErrorPlanilla(_("la mesa tiene que ser un número de 1 a {maximo}.").format(maximo=MAX_MESAS))
    carpeta = raiz(args.carpeta)
    t = torneo_de(carpeta)
    if t.clase == "duplicada":
        raise ErrorPlanilla(_("«{nombre}» es un torneo de duplicada por salas: únase con --sala.").format(
            nombre=t.nombre))
    p, sobre = unirse(carpeta, _datos(args), args.mesa)
    if sobre is None:
        print(_("Este portátil ya lleva la mesa {mesa} de «{nombre}».").format(mesa=args.mesa, nombre=t.nombre))
    else:
        print(_("Unido a «{nombre}» como mesa {mesa} (portátil {portatil}).").format(
            nombre=t.nombre, mesa=args.mesa, portatil=p.portatil[:8]))
    return 0


def _del_director(args: argparse.Namespace) -> tuple[Any, Path, Torneo]:
    from app_planilla.nucleo.torneo.carpeta import raiz
    from app_planilla.nucleo.torneo.direccion import del_director

    carpeta = raiz(args.carpeta)
    p, t = del_director(_datos(args), carpeta)
    return p, carpeta, t


def _emparejar(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.torneo import emparejamientos
    from app_planilla.nucleo.torneo.carpeta import leer_bytes, publicar
    from app_planilla.nucleo.torneo.sobres import EMPAREJAMIENTOS

    p, carpeta, t = _del_director(args)
    if t.clase == "duplicada":
        raise ErrorPlanilla(_("un torneo de duplicada por salas no tiene emparejamientos: publique la partida "
                              "maestra («planilla torneo maestra»)."))
    if not 1 <= args.ronda <= t.rondas:
        raise ErrorPlanilla(_("el torneo tiene las rondas 1 a {rondas}.").format(rondas=t.rondas))
    division = t.division(args.division)
    archivo = args.tsh or args.tourney or args.archivo
    leer = (emparejamientos.de_tsh if args.tsh else emparejamientos.de_tourney if args.tourney
            else emparejamientos.de_csv)
    try:
        emp = leer(leer_bytes(Path(archivo)), division, args.ronda)
    except ErrorPlanilla as e:
        raise ErrorPlanilla(f"«{archivo}»: {e}.") from None
    _p, _sobre = publicar(_datos(args), p, carpeta, EMPAREJAMIENTOS, emp.a_datos())
    print(_("Ronda {ronda} ({division}): {mesas} mesas y {descansos} descansos publicados.").format(
        ronda=args.ronda, division=division, mesas=len(emp.mesas), descansos=len(emp.descansos)))
    return 0


def _elegir(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta, raiz, torneo_de
    from app_planilla.nucleo.torneo.direccion import decidir
    from app_planilla.nucleo.torneo.fusion import fusionar

    carpeta = raiz(args.carpeta)
    if torneo_de(carpeta).clase == "duplicada":
        return torneo_salas.elegir(args)
    conflicto, elegido = decidir(_datos(args), carpeta, fusionar(*leer_carpeta(carpeta)), args.conflicto,
                                 args.huella)
    print(_("Elegido para «{clave}»: {descripcion}.").format(clave=conflicto.clave, descripcion=elegido.descripcion))
    return 0


def _publicar(args: argparse.Namespace) -> int:
    from app_planilla.cli.comun import almacen_abierto, partida_elegida
    from app_planilla.exportar.gcg.escritura import exportar_gcg_texto
    from app_planilla.nucleo.clasica.planilla import Planilla
    from app_planilla.nucleo.torneo import mesa as m
    from app_planilla.nucleo.torneo.carpeta import (
        leer_carpeta,
        leer_portatil,
        localizar,
        mesa_actual,
        publicados,
        publicar,
        republicar,
    )
    from app_planilla.nucleo.torneo.fusion import fusionar
    from app_planilla.nucleo.torneo.sobres import RESULTADO

    if torneo_salas.es_sala(args):
        return torneo_salas.publicar(args)
    datos = _datos(args)
    p = mesa_actual(datos)
    with almacen_abierto(args, solo_lectura=True) as almacen:
        ident = partida_elegida(args, almacen)
        planilla = almacen.cargar(ident)
    if not isinstance(planilla, Planilla) or planilla.participantes != 2:
        raise ErrorPlanilla(_("la partida {numero} no es una partida clásica de dos: no se publica.").format(
            numero=ident))
    if planilla.final is None:
        raise ErrorPlanilla(_("la partida {numero} no ha terminado: termínela antes de publicarla.").format(
            numero=ident))
    # Empezada desde la carpeta del torneo, la partida dice cuál es; si no, se busca por los nombres.
    partida = m.leer_identificador(planilla.inicio.identificador)
    propio = leer_portatil(datos, partida.evento) if partida is not None else None
    if propio is not None and not propio.director:
        p = propio
    else:
        partida = None
    carpeta = localizar(p, args.carpeta)
    for nombre in republicar(datos, p, carpeta):
        print(_("Vuelto a publicar: {archivo}").format(archivo=nombre))
    nombres = None
    if partida is None or (args.ronda is not None and partida.ronda != args.ronda):
        f = fusionar(*leer_carpeta(carpeta))
        partida, nombres = m.por_nombres(f, p.mesa or 0, planilla.inicio.participantes, args.ronda)
    try:
        gcg = exportar_gcg_texto(planilla).texto
    except ErrorPlanilla as e:
        sys.stderr.write(f"planilla torneo publicar: {e}\n")
        gcg = ""
    resultado = m.resultado_de(m.borrador_de(planilla, gcg), partida, nombres)
    igual, corrige = m.ya_publicado(m.resultados_propios(publicados(datos, p)), resultado)
    if igual:
        print(_("El resultado de la mesa {mesa} en la ronda {ronda} ya estaba publicado.").format(
            mesa=resultado.mesa, ronda=resultado.ronda))
        return 0
    publicar(datos, p, carpeta, RESULTADO, resultado.a_datos())
    a, b = resultado.jugadores
    texto = _("Publicada la mesa {mesa}, ronda {ronda} ({division}): {n1} {s1} – {n2} {s2}.").format(
        mesa=resultado.mesa, ronda=resultado.ronda, division=resultado.division, n1=a.nombre,
        s1=resultado.puntos[0], n2=b.nombre, s2=resultado.puntos[1])
    print(texto + (" " + _("Corrige el resultado publicado antes.") if corrige else ""))
    return 0


# ------------------------------------------------------------------ resultados

def _resultados(args: argparse.Namespace) -> int:
    from app_planilla.nucleo.torneo.carpeta import leer_carpeta, raiz, torneo_de
    from app_planilla.nucleo.torneo.fusion import fusionar

    carpeta = raiz(args.carpeta)
    t = torneo_de(carpeta)
    if t.clase == "duplicada":
        return torneo_salas.resultados(args, carpeta)
    divisiones = [t.division(args.division)] if args.division else list(t.divisiones)
    if args.ronda is not None and not 1 <= args.ronda <= t.rondas:
        raise ErrorPlanilla(_("el torneo tiene las rondas 1 a {rondas}.").format(rondas=t.rondas))
    torneo_json, archivos = leer_carpeta(carpeta)
    f = fusionar(torneo_json, archivos)
    rondas = [args.ronda] if args.ronda else list(range(1, t.rondas + 1))
    escribir = {"texto": _texto, "json": _json, "csv": _csv, "tsh": _tsh}[args.formato]
    sys.stdout.write(escribir(f, divisiones, rondas))
    return 0


def _tsh(f: Fusion, divisiones: list[str], rondas: list[int]) -> str:
    from app_planilla.nucleo.torneo.clasificacion import lineas_tsh

    return "".join(linea + "\n" for d in divisiones for r in rondas for linea in lineas_tsh(f, r, d))


def _filas_partidas(f: Fusion, divisiones: list[str], rondas: list[int]) -> list[dict[str, Any]]:
    filas = []
    for p in f.partidas:
        r = p.resultado
        if r.division in divisiones and r.ronda in rondas:
            filas.append({
                "division": r.division, "ronda": r.ronda, "mesa": r.mesa,
                "numero1": r.jugadores[0].numero, "nombre1": r.jugadores[0].nombre, "puntos1": r.puntos[0],
                "numero2": r.jugadores[1].numero, "nombre2": r.jugadores[1].nombre, "puntos2": r.puntos[1],
                "margen": r.margen, "empezo": r.jugadores[r.empezo].numero,
                "pierde_por_tiempo": None if r.pierde_por_tiempo is None else r.jugadores[r.pierde_por_tiempo].numero,
                "portatil": p.portatil, "huella": p.huella, "corrige": list(p.corrige), "elegida": p.elegida,
                "gcg": r.gcg,
            })
    return filas


def _csv(f: Fusion, divisiones: list[str], rondas: list[int]) -> str:
    salida = io.StringIO()
    campos = ["division", "ronda", "mesa", "numero1", "nombre1", "puntos1", "numero2", "nombre2", "puntos2",
              "margen", "empezo", "pierde_por_tiempo"]
    w = csv.DictWriter(salida, campos, extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    w.writerows(_filas_partidas(f, divisiones, rondas))
    return salida.getvalue()


def _json(f: Fusion, divisiones: list[str], rondas: list[int]) -> str:
    from app_planilla.nucleo.torneo.clasificacion import clasificacion

    ultima = max(rondas)
    datos = {
        "torneo": {"evento": f.torneo.evento, "nombre": f.torneo.nombre, "clase": f.torneo.clase,
                   "divisiones": list(f.torneo.divisiones), "rondas": f.torneo.rondas, "reglas": f.torneo.reglas},
        "partidas": _filas_partidas(f, divisiones, rondas),
        "descansos": [{"division": d, "ronda": r, "numero": x.jugador.numero, "nombre": x.jugador.nombre,
                       "margen": x.margen} for d, r, x in f.descansos if d in divisiones and r in rondas],
        "faltan": [{"division": d, "ronda": r, "mesas": list(f.mesas_sin_resultado(d, r))}
                   for d in divisiones for r in rondas if f.mesas_sin_resultado(d, r)],
        "clasificacion": {d: [{"puesto": x.puesto, "numero": x.numero, "nombre": x.nombre, "partidas": x.partidas,
                               "victorias": x.victorias, "derrotas": x.derrotas, "margen": x.margen,
                               "puntos": x.puntos}
                              for x in clasificacion(f, d, ultima)] for d in divisiones},
        "conflictos": [{"tipo": c.tipo, "clave": c.clave, "mensaje": c.mensaje, "archivos": list(c.archivos),
                        "candidatos": [{"huella": k.huella, "portatil": k.portatil, "archivos": list(k.archivos),
                                        "descripcion": k.descripcion} for k in c.candidatos]}
                       for c in f.conflictos],
        "pendientes": [{"archivos": list(x.archivos), "motivo": x.motivo} for x in f.pendientes],
        "rechazados": [{"archivos": list(x.archivos), "motivo": x.motivo} for x in f.rechazados],
        "copias": [list(c) for c in f.copias],
    }
    return json.dumps(datos, ensure_ascii=False, indent=2) + "\n"


def _victorias(v: float) -> str:
    from app_planilla.nucleo.idioma import numero

    return numero(v) if v % 1 else str(int(v))


def _texto(f: Fusion, divisiones: list[str], rondas: list[int]) -> str:
    from app_planilla.nucleo.torneo.clasificacion import DESEMPATES, clasificacion

    lineas = [f"{f.torneo.nombre}"]
    for d in divisiones:
        for r in rondas:
            emp = f.emparejamientos.get((d, r))
            partidas = f.partidas_de(d, r)
            if emp is None and not partidas:
                continue
            total = len(emp.mesas) if emp else len(partidas)
            lineas.append("")
            lineas.append(_("Ronda {ronda} · división {division}: {hechas} de {total} mesas").format(
                ronda=r, division=d, hechas=len(partidas), total=total))
            for p in partidas:
                x = p.resultado
                a, b = x.jugadores
                notas = []
                if p.corrige:
                    notas.append(n_("corrige {n} resultado anterior", "corrige {n} resultados anteriores",
                                     len(p.corrige)).format(n=len(p.corrige)))
                if p.elegida:
                    notas.append(_("elegido por el director"))
                if x.pierde_por_tiempo is not None:
                    notas.append(_("{nombre} pierde por tiempo").format(nombre=x.jugadores[x.pierde_por_tiempo].nombre))
                lineas.append(_("  Mesa {mesa}: {n1} {a} {s1} – {s2} {b} {n2} ({margen:+d}){notas}").format(
                    mesa=x.mesa, n1=a.numero, a=a.nombre, s1=x.puntos[0], s2=x.puntos[1], b=b.nombre, n2=b.numero,
                    margen=x.margen, notas=(" · " + "; ".join(notas)) if notas else ""))
            for x in f.descansos_de(d, r):
                lineas.append(_("  Descanso: {numero} {nombre} ({margen:+d})").format(
                    numero=x.jugador.numero, nombre=x.jugador.nombre, margen=x.margen))
            faltan = f.mesas_sin_resultado(d, r)
            if faltan:
                lineas.append(_("  Faltan las mesas: {mesas}").format(mesas=", ".join(map(str, faltan))))
        lineas.append("")
        lineas.append(_("Clasificación · división {division}").format(division=d))
        lineas.append("  {puesto:>4} {numero:>4} {nombre:<30} {victorias:>9} {margen:>7} {puntos:>7}".format(
            puesto=_("Pto."), numero=_("Nº"), nombre=_("Nombre"), victorias=_("Victorias"), margen=_("Margen"),
            puntos=_("Puntos")))
        for x in clasificacion(f, d, max(rondas)):
            lineas.append(f"  {x.puesto:>3}. {x.numero:>4} {x.nombre[:30]:<30} {_victorias(x.victorias):>9} "
                          f"{x.margen:>+7} {x.puntos:>7}")
        lineas.append("  " + _(DESEMPATES))
    lineas += torneo_salas.lineas_problemas(
        f, _("Conflictos ({n}): no cuentan hasta que el director elija").format(n=len(f.conflictos)))
    return "\n".join(lineas) + "\n"

