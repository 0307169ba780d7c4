"""Una partida clásica como GCG 1.2, para Quackle, Woogles, cross-tables o para volver a Planilla.

Qué se escribe y por qué (el GCG no tiene todo lo que tiene la hoja):

- Atriles: la planilla no los anota. Cada jugada lleva como atril las fichas que colocó (lo que se sabe
  de él, como hace Woogles con el atril del rival); los pases y cambios van sin atril. Al final, los
  atriles del evento «Terminar la partida».
- Cambio: la planilla no sabe cuántas fichas se cambiaron: ``-?`` (número desconocido).
- Palabra retirada: la jugada con sus puntos y ``--`` con los mismos puntos en negativo. Si se retiró
  antes de anotarla (un turno de 0 puntos), una nota ``planilla-retirada`` lo dice; si ni siquiera se
  puede colocar en el tablero, va como pase con esa nota.
- Penalización: el GCG solo tiene ``(challenge)`` para sumar o restar puntos fuera de turno, y casi
  todas las penalizaciones de la hoja son impugnaciones fallidas: ``>apodo: (challenge) -10 total``,
  con el motivo en una nota ``planilla-motivo`` si no es «impugnación». Un premio (penalización
  negativa, de un GCG importado) sale como ``(challenge) +5``.
- Puntos anotados a mano (sin fichas): ``>apodo: - +30 total`` y una nota ``planilla-a-mano`` con la
  coordenada y la palabra escritas. Otros programas lo leerán como un pase.
- Final: quien cierra, ``(ATRILES) +ajuste``; los demás, ``ATRIL (ATRIL) -valor``. Es el ajuste que
  tiene la hoja (el de sus reglas: cada uno resta lo suyo y quien cierra suma lo de los demás; o el
  anotado, si la partida vino de un GCG), así que los totales del archivo son los de la planilla. Con
  dos participantes, quien no cerró y no resta nada no lleva línea (como en la convención GCG).
- Tiempo extra: ``(time) -10``, tras el final, con los segundos en una nota ``planilla-segundos``.
- Reglas, desempate y quién abre van en notas ``planilla-reglas``, ``planilla-empate`` y ``planilla-abre``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from app_planilla.exportar.gcg.lectura import coordenada_gcg, nota, texto_ficha
from app_planilla.nucleo.clasica.eventos import Atril, Fin, Jugada, PalabraRetirada, TiempoExtra
from app_planilla.nucleo.clasica.final import FilaFinal
from app_planilla.nucleo.clasica.lineas import Linea
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas
from app_planilla.nucleo.juego.notacion import colocacion
from app_planilla.nucleo.juego.puntuacion import Resultado, colocar, puntuar
from app_planilla.nucleo.juego.tablero import Casilla, Posicion, Tablero

MOTIVO_IMPUGNACION = "impugnación"
"""Motivo que se da por supuesto a un ``(challenge)`` sin nota ``planilla-motivo``."""


class ErrorExportacion(ErrorPlanilla):
    """La partida tiene algo que no se puede escribir en GCG."""


def _limpio(texto: str) -> str:
    # Sin espacios ni «:» (el apodo acaba en «:» en cada turno) ni nada que no sea letra, cifra, «.», «-», «_».
    return re.sub(r"[^\w.-]", "", texto)


def apodos(nombres: Sequence[str]) -> list[str]:
    """Apodos GCG sacados de los nombres: el primer nombre («Ana María» → ``Ana``), o el nombre entero
    sin espacios si el primero se repite, distintos entre sí sin mirar mayúsculas."""
    usados: set[str] = set()
    resultado = []
    for i, nombre in enumerate(nombres, start=1):
        palabras = nombre.split()
        opciones = [_limpio(palabras[0]) if palabras else "", _limpio(nombre)]
        base = next((o for o in opciones if o and o.lower() not in usados), "") or opciones[1] or f"Participante{i}"
        apodo, n = base, 2
        while apodo.lower() in usados:
            apodo, n = f"{base}{n}", n + 1
        usados.add(apodo.lower())
        resultado.append(apodo)
    return resultado


def _fichas_atril(atril: str, edicion: Edicion) -> list[Ficha | None]:
    """Las fichas de un atril de la hoja en su orden (``None`` = comodín), como las lee ``valor_atril``."""
    fichas: list[Ficha | None] = []
    for i, trozo in enumerate("".join(atril.split()).split("?")):
        if i:
            fichas.append(None)
        if trozo:
            fichas.extend(leer_fichas(trozo.upper(), edicion))
    return fichas


def atril_gcg(atril: Atril, edicion: Edicion) -> str:
    """Un atril de «Terminar la partida» en GCG; si solo se anotaron sus puntos, el número."""
    if isinstance(atril, int):
        return str(atril)
    return "".join("?" if f is None else texto_ficha(f) for f in _fichas_atril(atril, edicion))


def _orden(edicion: Edicion) -> dict[str, int]:
    return {letra: i for i, letra in enumerate(edicion.letras)}


def atril_de_jugada(fichas: Iterable[Ficha], edicion: Edicion) -> str:
    """Lo que se sabe del atril: las fichas colocadas, comodines primero y en el orden de la caja."""
    orden = _orden(edicion)
    lista = sorted(fichas, key=lambda f: (not f.comodin, orden.get(f.letra, len(orden))))
    return "".join("?" if f.comodin else texto_ficha(f) for f in lista)


def palabra_gcg(tablero: Tablero, nuevas: dict[Casilla, Ficha], posicion: Posicion) -> str:
    """La palabra principal en GCG: ``.`` por cada ficha que ya estaba en el tablero."""
    df, dc = posicion.direccion.paso
    f, c = posicion.inicio
    partes = []
    while (f, c) in nuevas or (f, c) in tablero:
        partes.append(texto_ficha(nuevas[(f, c)]) if (f, c) in nuevas else ".")
        f, c = f + df, c + dc
    return "".join(partes)


class _Escritor:
    def __init__(self, planilla: Planilla) -> None:
        self.planilla = planilla
        self.edicion = planilla.edicion
        self.apodos = apodos(planilla.nombres)
        self.tablero = Tablero()
        self.lineas: list[str] = []

    def turno(self, quien: int, cuerpo: str, puntos: int, total: int) -> None:
        self.lineas.append(f">{self.apodos[quien]}: {cuerpo} {puntos:+d} {total}")

    def _jugada(self, fichas: tuple[tuple[Casilla, Ficha], ...], coordenada: str, numero: int) -> Resultado:
        nuevas = dict(fichas)
        direccion = Posicion.desde_fise(coordenada).direccion if coordenada else None
        try:
            return puntuar(self.tablero, nuevas, self.edicion, direccion)
        except ErrorPlanilla as e:
            raise ErrorExportacion(f"La jugada del evento {numero} no se puede escribir en GCG: {e}") from None

    def escribir_jugada(self, linea: Linea, fichas: tuple[tuple[Casilla, Ficha], ...], puntos: int) -> None:
        """La línea de una jugada con fichas (sin dejarlas en el tablero)."""
        r = self._jugada(fichas, linea.coordenada, linea.numero)
        assert r.posicion is not None
        nuevas = dict(fichas)
        cuerpo = (
            f"{atril_de_jugada(nuevas.values(), self.edicion)} {coordenada_gcg(r.posicion)} "
            f"{palabra_gcg(self.tablero, nuevas, r.posicion)}"
        )
        self.turno(linea.participante, cuerpo, puntos, linea.total - linea.puntos + puntos)

    def linea(self, linea: Linea) -> None:
        quien = linea.participante
        if linea.clase == "jugada":
            if linea.fichas:
                self.escribir_jugada(linea, linea.fichas, linea.puntos)
                colocar(self.tablero, dict(linea.fichas))
            else:
                self.turno(quien, "-", linea.puntos, linea.total)
                self.lineas.append(nota("a-mano", f"{linea.coordenada or '-'} {linea.palabra}"))
        elif linea.clase == "pase":
            self.turno(quien, "-", 0, linea.total)
        elif linea.clase == "cambio":
            self.turno(quien, "-?", 0, linea.total)
        elif linea.clase == "retirada":
            self.retirada(linea)
        elif linea.clase == "penalizacion":
            self.turno(quien, "(challenge)", linea.puntos, linea.total)
            if linea.motivo != MOTIVO_IMPUGNACION:
                self.lineas.append(nota("motivo", linea.motivo))
        elif linea.clase == "tiempo":
            self.turno(quien, "(time)", linea.puntos, linea.total)
            evento = self.planilla.eventos[linea.numero]
            if isinstance(evento, TiempoExtra):
                # El GCG solo lleva los puntos; los segundos exactos, para volver a Planilla.
                self.lineas.append(nota("segundos", str(evento.segundos)))

    def retirada(self, linea: Linea) -> None:
        quien = linea.participante
        origen = self.planilla.eventos[linea.numero]
        if isinstance(origen, Jugada):
            # Anotada y luego retirada: la jugada con sus puntos y «--» que los quita.
            if origen.fichas:
                self.escribir_jugada(linea, origen.fichas, origen.puntos)
            else:
                self.turno(quien, "-", origen.puntos, linea.total + origen.puntos)
                self.lineas.append(nota("a-mano", f"{origen.coordenada or '-'} {origen.palabra}"))
            self.turno(quien, "--", -origen.puntos, linea.total)
            return
        assert isinstance(origen, PalabraRetirada)
        marca = nota("retirada", f"{linea.coordenada or '-'} {linea.palabra}")
        try:
            col = colocacion(self.tablero, linea.coordenada, linea.palabra, self.edicion)
            r = puntuar(self.tablero, col.nuevas, self.edicion, col.posicion.direccion)
        except ErrorPlanilla:
            # No llegó a colocarse ni se puede colocar: un turno sin puntos con su nota.
            self.turno(quien, "-", 0, linea.total)
            self.lineas.append(marca)
            return
        fichas = tuple(sorted(col.nuevas.items()))
        self.escribir_jugada(
            Linea(linea.numero, "jugada", quien, 0, linea.total, linea.ronda, r.posicion.fise() if r.posicion else ""),
            fichas,
            r.puntos,
        )
        self.turno(quien, "--", -r.puntos, linea.total)
        self.lineas.append(marca)

    def final(self, fin: Fin, filas: tuple[FilaFinal, ...]) -> None:
        ed = self.edicion
        n = len(filas)
        cerro = next((f.participante for f in filas if f.cerro), None)
        orden = sorted(filas, key=lambda f: (f.participante != cerro, f.participante))
        for fila in orden:
            i = fila.participante
            total = fila.antes + fila.ajuste
            if i == cerro:
                ajenos = "".join(atril_gcg(fin.atriles[j], ed) for j in range(n) if j != i)
                self.turno(i, f"({ajenos})", fila.ajuste, total)
                continue
            if n == 2 and cerro is not None and fila.ajuste == 0:
                continue  # convención GCG: el atril ya está en la línea de quien cerró
            atril = atril_gcg(fin.atriles[i], ed)
            self.turno(i, f"{atril} ({atril})", fila.ajuste, total)


def texto_gcg(planilla: Planilla) -> str:
    """La partida como texto GCG 1.2 en UTF-8 (la primera línea lo declara)."""
    e = _Escritor(planilla)
    inicio = planilla.inicio
    cabecera = ["#character-encoding UTF-8"]
    for i, (apodo, nombre) in enumerate(zip(e.apodos, planilla.nombres, strict=True), start=1):
        cabecera.append(f"#player{i} {apodo} {nombre}")
    cabecera.append("#game-type classic")
    if planilla.edicion.codigo == "es":
        cabecera += ["#tile-distribution spanish", "#tile [CH] [ch]", "#tile [LL] [ll]", "#tile [RR] [rr]"]
    else:
        cabecera.append("#tile-distribution english")
    cabecera += [
        nota("reglas", inicio.reglas),
        nota("empate", inicio.empate),
        nota("abre", e.apodos[inicio.abre]),
    ]
    fin = next((ev for ev in reversed(planilla.eventos) if isinstance(ev, Fin)), None)
    final_escrito = False
    for linea in planilla.lineas:
        if linea.clase == "tiempo" and not final_escrito and fin is not None and planilla.final is not None:
            e.final(fin, planilla.final)
            final_escrito = True
        e.linea(linea)
    if not final_escrito and fin is not None and planilla.final is not None:
        e.final(fin, planilla.final)
    return "\n".join(cabecera + e.lineas) + "\n"
