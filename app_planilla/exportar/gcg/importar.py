"""Importar un GCG como partida clásica nueva: la hoja y el tablero, con cada jugada puntuada por el núcleo.

Se conserva lo que anota el archivo: si una jugada vale otra cosa según Planilla, la hoja lleva los puntos
del archivo (así la partida es la que se jugó, con sus totales) y el informe lista la línea con las dos
cifras. Todo se comprueba antes de guardar: un archivo mal formado da un error con su número de línea y
no deja rastro en el almacén.

Lo que el GCG tiene y la hoja no: los atriles de cada turno (se descartan; el informe lo dice una vez) y
las fichas cambiadas. Lo que se hace con el resto:

- ``--`` (retirada tras impugnación, también ``-- +0`` de Quackle antiguo): la jugada anterior de esa
  persona pasa a palabra retirada y sus fichas salen del tablero.
- ``(challenge) +5``: premio fuera de turno (una penalización negativa); ``(challenge) -10``: penalización.
- ``(ATRIL) +pts`` / ``ATRIL (ATRIL) -pts``: el final. Los atriles que quedan se anotan en «Terminar la
  partida» y, si el archivo usa la convención GCG (quien cierra suma el doble y nadie resta), el ajuste se
  guarda tal cual para que los totales sean los del archivo; el informe lo avisa.
- ``(time) -10``: tiempo extra tras el final si las reglas le ponen precio y la cifra cuadra; si no, una
  penalización con motivo «tiempo extra».
- Reglas: torneo FISE (español) o torneo en inglés con dos participantes, casa con más; o las de la nota
  ``planilla-reglas`` de un archivo exportado por Planilla.
- Las notas ``planilla-…`` que escribe ``gcg_exportar`` (retiradas sin anotar, puntos a mano, motivos,
  segundos de tiempo extra, desempate) devuelven la partida exacta: exportar e importar da los mismos
  eventos (salvo las anulaciones, que no llegan al archivo: la hoja en pie es la misma).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app_planilla.exportar.gcg.escritura import MOTIVO_IMPUGNACION
from app_planilla.exportar.gcg.final import terminar
from app_planilla.exportar.gcg.lectura import (
    MAX_BYTES,
    ErrorGcg,
    EventoGcg,
    PartidaGcg,
    TipoGcg,
    decodificar,
    leer_gcg,
    marcas,
)
from app_planilla.nucleo.clasica.eventos import Cambio, Jugada, PalabraRetirada, Pase, Penalizacion
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.notacion import colocacion
from app_planilla.nucleo.juego.puntuacion import puntuar
from app_planilla.nucleo.juego.tablero import Posicion
from app_planilla.nucleo.registro.eventos import MAX_NOMBRE


@dataclass(frozen=True)
class Diferencia:
    """Una línea del archivo cuya cifra no es la que calcula Planilla."""

    linea: int
    que: str
    """``puntos`` (los de una jugada) o ``total`` (el acumulado de la línea)."""
    anotado: int
    """Lo que dice el archivo (y lo que se conserva en la hoja, en el caso de los puntos)."""
    calculado: int
    """Lo que calcula Planilla."""
    detalle: str
    """La jugada (``8D DJINN``) o el apodo."""

    @property
    def mensaje(self) -> str:
        if self.que == "puntos":
            return (
                f"Línea {self.linea}: {self.detalle} vale {self.calculado} según Planilla y el archivo anota "
                f"{self.anotado}; la hoja conserva {self.anotado}."
            )
        return (
            f"Línea {self.linea}: el archivo da a {self.detalle} un total de {self.anotado} y la hoja, "
            f"{self.calculado}."
        )


@dataclass(frozen=True)
class Informe:
    """Lo que hay que saber de una importación: diferencias de puntuación y avisos."""

    diferencias: tuple[Diferencia, ...] = ()
    avisos: tuple[str, ...] = ()
    """Cosas que no son errores pero conviene saber (convención del final, atriles descartados…)."""
    jugadas: int = 0
    """Jugadas con fichas reproducidas en el tablero."""

    @property
    def sin_diferencias(self) -> bool:
        return not self.diferencias

    def texto(self) -> str:
        lineas = [f"{self.jugadas} jugadas reproducidas en el tablero."]
        if self.diferencias:
            lineas.append(f"{len(self.diferencias)} líneas con puntos distintos de los que calcula Planilla:")
            lineas += [f"  {d.mensaje}" for d in self.diferencias]
        else:
            lineas.append("Todas las puntuaciones coinciden con las que calcula Planilla.")
        lineas += [f"Aviso: {a}" for a in self.avisos]
        return "\n".join(lineas) + "\n"


@dataclass(frozen=True)
class Importacion:
    """La planilla leída (sin guardar) y su informe."""

    planilla: Planilla
    informe: Informe


@dataclass
class _Lector:
    partida: PartidaGcg
    edicion: Edicion
    apodos: list[str]
    planilla: Planilla
    diferencias: list[Diferencia] = field(default_factory=list)
    avisos: list[str] = field(default_factory=list)
    jugadas: int = 0
    desfase: dict[int, int] = field(default_factory=dict)
    """Total del archivo menos total de la hoja, por participante: solo se avisa cuando cambia."""

    def comprobar_total(self, ev: EventoGcg, quien: int, nuestro: int) -> None:
        desfase = ev.total - nuestro
        if desfase != self.desfase.get(quien, 0):
            self.diferencias.append(Diferencia(ev.linea, "total", ev.total, nuestro, ev.jugador))
        self.desfase[quien] = desfase

    def jugada(self, ev: EventoGcg, retirada: dict[str, str] | None) -> None:
        """Coloca y puntúa la jugada; ``retirada`` (nota de Planilla): se retiró antes de anotarla."""
        assert ev.posicion is not None
        tablero = self.planilla.tablero
        col = colocacion(tablero, ev.posicion, ev.palabra, self.edicion, unir_digrafos=False)
        r = puntuar(tablero, col.nuevas, self.edicion, col.posicion.direccion)
        self.avisos += [f"Línea {ev.linea}: {a}" for a in col.avisos]
        if r.puntos != ev.puntos:
            detalle = f"{ev.coordenada} {ev.palabra}"
            self.diferencias.append(Diferencia(ev.linea, "puntos", ev.puntos, r.puntos, detalle))
        self.jugadas += 1
        if retirada is not None:
            coordenada, palabra = _coordenada_y_palabra(retirada["retirada"])
            self.planilla.aplicar(PalabraRetirada(coordenada, palabra))
            return
        posicion = r.posicion.fise() if r.posicion else ""
        fichas = tuple(sorted(col.nuevas.items()))
        self.planilla.aplicar(Jugada(ev.puntos, posicion, r.principal.texto, fichas))


def _coordenada_y_palabra(texto: str) -> tuple[str, str]:
    """``H4 JAMON`` / ``- JAMON`` (sin coordenada) de una nota de Planilla."""
    coordenada, _, palabra = texto.partition(" ")
    coordenada = "" if coordenada == "-" else coordenada
    if coordenada:
        Posicion.desde_fise(coordenada)
    return coordenada, palabra


def _reglas(notas: dict[str, str], reglas: str | None, n: int, edicion: Edicion) -> str:
    if reglas is not None:
        return reglas
    if "reglas" in notas:
        return notas["reglas"].strip()
    if n > 2:
        return "casa"
    return "fise" if edicion.codigo == "es" else "ingles"


def _nombres(partida: PartidaGcg, avisos: list[str]) -> list[str]:
    nombres = []
    for i, (apodo, nombre) in enumerate(partida.jugadores.items(), start=1):
        # Planilla exporta «Participante N» para quien no tiene nombre: vuelve a quedar sin nombre.
        if nombre == f"Participante {i}":
            nombre = ""
        if len(nombre) > MAX_NOMBRE:
            avisos.append(f"El nombre de «{apodo}» se ha acortado a {MAX_NOMBRE} caracteres.")
            nombre = nombre[:MAX_NOMBRE].rstrip()
        nombres.append(nombre)
    return nombres


def _inicio(partida: PartidaGcg, reglas: str | None, avisos: list[str]) -> Planilla:
    apodos = list(partida.jugadores)
    if len(apodos) < 2:
        raise ErrorGcg("Faltan los participantes: hacen falta al menos #player1 y #player2.")
    edicion = partida.edicion
    notas = marcas(partida.notas)
    abre = 0
    primero = next((e for e in partida.eventos if e.tipo in _TURNOS), None)
    if primero is not None:
        abre = apodos.index(primero.jugador)
    elif "abre" in notas and notas["abre"].strip() in apodos:
        abre = apodos.index(notas["abre"].strip())
    try:
        inicio = nueva_partida(
            _nombres(partida, avisos),
            abre=abre,
            edicion=edicion.codigo,
            reglas=_reglas(notas, reglas, len(apodos), edicion),
            empate=notas["empate"].strip() if "empate" in notas else None,
        )
    except ErrorPlanilla as e:
        n = partida.lineas_pragma.get("player1", 1)
        raise ErrorGcg(f"Línea {n}: los datos de la partida no sirven: {e}") from None
    return Planilla(inicio)


_TURNOS = (TipoGcg.JUGADA, TipoGcg.PASE, TipoGcg.CAMBIO)


def leer_planilla_gcg(contenido: str | bytes, *, reglas: str | None = None) -> Importacion:
    """Lee un GCG entero y rehace la partida en memoria (no guarda nada).

    ``reglas``: preajuste de la partida nueva (``casa``, ``fise``, ``ingles``); por omisión, el del
    archivo si lo exportó Planilla o el de torneo de su edición.
    """
    if isinstance(contenido, bytes):
        texto = decodificar(contenido)
    else:
        if len(contenido) > MAX_BYTES:
            raise ErrorGcg(f"El archivo es demasiado grande para ser una partida (más de {MAX_BYTES // 1024} KB).")
        texto = contenido
    partida = leer_gcg(texto)
    avisos: list[str] = []
    planilla = _inicio(partida, reglas, avisos)
    lector = _Lector(partida, planilla.edicion, list(partida.jugadores), planilla, avisos=avisos)
    if any(e.atril for e in partida.eventos if e.tipo in (*_TURNOS, TipoGcg.RETIRADA)):
        avisos.append("Los atriles de cada turno no se guardan: la planilla no los anota.")
    _repasar(lector)
    return Importacion(
        planilla, Informe(tuple(lector.diferencias), tuple(dict.fromkeys(lector.avisos)), lector.jugadas)
    )


def _repasar(lector: _Lector) -> None:
    eventos = lector.partida.eventos
    planilla = lector.planilla
    apodos = lector.apodos
    finales: list[EventoGcg] = []
    tiempos: list[EventoGcg] = []
    anterior: EventoGcg | None = None
    """Última línea que anotó una jugada (la que puede retirar un «--»)."""
    saltar = False
    for k, ev in enumerate(eventos):
        if saltar:
            saltar = False
            continue
        quien = apodos.index(ev.jugador)
        notas = marcas(ev.notas)
        try:
            if (finales or tiempos) and ev.tipo not in (TipoGcg.FICHAS_FINALES, TipoGcg.TIEMPO):
                fin = (finales or tiempos)[0].linea
                raise ErrorGcg(f"Línea {ev.linea}: la partida ya había terminado en la línea {fin}.")
            if ev.tipo in _TURNOS and planilla.turno != quien:
                raise ErrorGcg(
                    f"Línea {ev.linea}: le toca a «{apodos[planilla.turno]}», no a «{ev.jugador}»."
                )
            if ev.tipo is TipoGcg.JUGADA:
                siguiente = eventos[k + 1] if k + 1 < len(eventos) else None
                retirada = None
                if siguiente is not None and siguiente.tipo is TipoGcg.RETIRADA and siguiente.jugador == ev.jugador:
                    nota_siguiente = marcas(siguiente.notas)
                    if "retirada" in nota_siguiente:
                        retirada = nota_siguiente
                lector.jugada(ev, retirada)
                anterior = ev
                if retirada is not None and siguiente is not None:
                    # La jugada y su «--» son un solo turno retirado antes de anotarlo.
                    lector.comprobar_total(siguiente, quien, planilla.totales[quien])
                    saltar = True
                    anterior = None
                    continue
            elif ev.tipo is TipoGcg.PASE:
                if "a-mano" in notas:
                    coordenada, palabra = _coordenada_y_palabra(notas["a-mano"])
                    planilla.anotar(ev.puntos, coordenada, palabra)
                    anterior = ev
                elif "retirada" in notas:
                    coordenada, palabra = _coordenada_y_palabra(notas["retirada"])
                    planilla.aplicar(PalabraRetirada(coordenada, palabra))
                elif ev.puntos:
                    planilla.anotar(ev.puntos)
                    lector.avisos.append(
                        f"Línea {ev.linea}: un pase con {ev.puntos} puntos se anota como jugada escrita a mano."
                    )
                    anterior = ev
                else:
                    planilla.aplicar(Pase())
            elif ev.tipo is TipoGcg.CAMBIO:
                if ev.puntos:
                    raise ErrorGcg(f"Línea {ev.linea}: un cambio no suma puntos y aquí suma {ev.puntos}.")
                planilla.aplicar(Cambio())
            elif ev.tipo is TipoGcg.RETIRADA:
                if anterior is None or anterior.jugador != ev.jugador or eventos[k - 1] is not anterior:
                    raise ErrorGcg(
                        f"Línea {ev.linea}: «--» retira la jugada anterior de «{ev.jugador}», pero la línea "
                        "anterior no es una jugada suya."
                    )
                # «-- -pts» en GCG 1.2; «-- +0» en Quackle antiguo (el total ya vuelve atrás).
                if ev.puntos not in (0, -anterior.puntos):
                    lector.diferencias.append(
                        Diferencia(ev.linea, "puntos", ev.puntos, -anterior.puntos, f"-- de {ev.jugador}")
                    )
                planilla.retirar_ultima_jugada()
                anterior = None
            elif ev.tipo is TipoGcg.IMPUGNACION:
                if ev.puntos == 0:
                    lector.avisos.append(f"Línea {ev.linea}: una impugnación de 0 puntos no cambia nada.")
                else:
                    motivo = notas.get("motivo", MOTIVO_IMPUGNACION)
                    planilla.aplicar(Penalizacion(quien, -ev.puntos, motivo))
                anterior = None
            elif ev.tipo is TipoGcg.FICHAS_FINALES:
                if tiempos:
                    raise ErrorGcg(f"Línea {ev.linea}: las fichas finales van antes del tiempo extra.")
                finales.append(ev)
                continue
            else:
                tiempos.append(ev)
                continue
        except ErrorGcg:
            raise
        except ErrorPlanilla as e:
            raise ErrorGcg(f"Línea {ev.linea}: {e}") from None
        lector.comprobar_total(ev, quien, planilla.totales[quien])
    terminar(lector, finales, tiempos)


