"""Importar un GCG como partida clásica nueva: la hoja y el tablero, con cada jugada puntuada por el núcleo.

Se conserva lo que anota el archivo: si una jugada vale otra cosa según Planilla, la hoja lleva los puntos
del archivo (así la partida es la que se jugó, con sus totales) y el informe lista la línea con las dos
cifras. Todo se comprueba antes de guardar: un archivo mal formado da un error con su número de línea y
no deja rastro en el almacén.

Se guarda lo que el archivo sabe: el atril de cada turno (salvo los que Planilla exportó sin conocerlos,
los de la nota ``planilla-deducidos``), las fichas cambiadas o su número, las notas de cada turno, los
apodos y ``#title``, ``#description``, ``#lexicon`` e ``#id``. Y con cada línea:

- ``--`` (retirada tras impugnación, también ``-- +0`` de Quackle antiguo): la jugada anterior de esa
  persona pasa a palabra retirada y sus fichas salen del tablero.
- ``(challenge) +5``: premio fuera de turno (una penalización negativa); ``(challenge) -10``: penalización. Si
  todos los premios son de 5 (o todos de 10), la partida lleva ese premio por impugnación fallida.
- ``(ATRIL) +pts`` / ``ATRIL (ATRIL) -pts``: el final (ver ``final``).
- ``(time) -10``: tiempo extra tras el final si las reglas le ponen precio y la cifra cuadra; si no, una
  penalización con motivo «tiempo extra».
- Reglas: torneo FISE (español) o torneo en inglés con dos participantes, casa con más; o las de la nota
  ``planilla-reglas`` de un archivo exportado por Planilla.
- Las notas ``planilla-…`` que escribe la exportación devuelven la partida exacta: ``planilla-evento`` (y
  ``planilla-antes``, lo anterior al primer evento) lleva en JSON un evento de la hoja sin forma GCG, cuyos
  puntos no cuentan los totales del archivo; ``planilla-ajuste``, el ajuste final de la hoja cuando no es el
  del GCG; y las de motivos, segundos de tiempo extra, retiradas sin anotar, reglas y desempate. Exportar e
  importar da los mismos eventos (salvo las anulaciones, que no llegan al archivo: la hoja en pie es la misma).
  Los archivos que escribían versiones anteriores (pases con puntos y ``planilla-a-mano``, tres o cuatro
  participantes) se siguen leyendo.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from app_planilla.exportar.gcg.escritura import apodos as apodos_de
from app_planilla.exportar.gcg.final import nota_ajena, terminar
from app_planilla.exportar.gcg.lectura import (
    MARCA,
    MAX_BYTES,
    ErrorGcg,
    EventoGcg,
    PartidaGcg,
    TipoGcg,
    decodificar,
    leer_gcg,
    marcas,
)
from app_planilla.nucleo.clasica.estado import comprobar_atril
from app_planilla.nucleo.clasica.eventos import (
    MAX_NOTA,
    MAX_PALABRA,
    Cambio,
    Evento,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    evento_desde_dict,
    fichas_gcg,
)
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.clasica.reglas import MOTIVO_IMPUGNACION, PREMIOS_IMPUGNACION, AjusteFinal
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _, n_
from app_planilla.nucleo.juego.control_fichas import recuento
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import colocacion
from app_planilla.nucleo.juego.puntuacion import digrafos_sueltos, puntuar
from app_planilla.nucleo.juego.tablero import Posicion
from app_planilla.nucleo.registro.eventos import MAX_NOMBRE, MAX_TEXTO, comprobar_nombres_nuevos, nombres_mostrados


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
            return _(
                "Línea {n}: {detalle} vale {calculado} según Planilla y el archivo anota "
                "{anotado}; la hoja conserva {anotado}."
            ).format(n=self.linea, detalle=self.detalle, calculado=self.calculado, anotado=self.anotado)
        return _(
            "Línea {n}: el archivo da a {detalle} un total de {anotado} y la hoja, {calculado}."
        ).format(n=self.linea, detalle=self.detalle, calculado=self.calculado, anotado=self.anotado)


@dataclass(frozen=True)
class Informe:
    """Lo que hay que saber de una importación: diferencias de puntuación y avisos."""

    diferencias: tuple[Diferencia, ...] = ()
    avisos: tuple[str, ...] = ()
    """Cosas que no son errores pero conviene saber (convención del final, atriles descartados…)."""
    jugadas: int = 0
    """Jugadas con fichas reproducidas en el tablero."""
    lineas: int = 0
    """Líneas de evento del archivo (cada una con su total, que se comprueba); 0 = no se comprobó nada."""

    @property
    def sin_diferencias(self) -> bool:
        return not self.diferencias

    @property
    def sin_nada_que_comprobar(self) -> bool:
        """Un archivo sin líneas de evento: decir que todo coincide sería decir algo que no se comprobó."""
        return self.lineas == 0

    def texto(self) -> str:
        lineas = [
            n_("{n} jugada reproducida en el tablero.", "{n} jugadas reproducidas en el tablero.", self.jugadas)
            .format(n=self.jugadas)
        ]
        if self.diferencias:
            cuantas = len(self.diferencias)
            lineas.append(
                n_(
                    "{n} línea con puntos distintos de los que calcula Planilla:",
                    "{n} líneas con puntos distintos de los que calcula Planilla:",
                    cuantas,
                ).format(n=cuantas)
            )
            lineas += [f"  {d.mensaje}" for d in self.diferencias]
        elif self.sin_nada_que_comprobar:
            lineas.append(_("El archivo no trae ninguna línea de juego: no hay puntuaciones que comprobar."))
        else:
            lineas.append(_("Todas las puntuaciones coinciden con las que calcula Planilla."))
        lineas += [_("Aviso: {aviso}").format(aviso=a) for a in self.avisos]
        return "\n".join(lineas) + "\n"


@dataclass(frozen=True)
class Importacion:
    """La planilla leída (sin guardar) y su informe."""

    planilla: Planilla
    informe: Informe


@dataclass(frozen=True)
class _Notas:
    """Las notas de una línea: las de Planilla por clave, los eventos sin forma GCG y el texto de las demás."""

    marcas: dict[str, str]
    eventos: tuple[str, ...]
    antes: tuple[str, ...]
    texto: str

    @staticmethod
    def de(notas: tuple[str, ...] | list[str], linea: int, avisos: list[str]) -> _Notas:
        propias = [n for n in notas if n.lower().startswith(MARCA)]
        leidas = marcas(propias)
        eventos = tuple(v for n in propias for c, v in [_clave(n)] if c == "evento")
        antes = tuple(v for n in propias for c, v in [_clave(n)] if c == "antes")
        return _Notas(leidas, eventos, antes, nota_ajena(notas, linea, avisos))


def _clave(nota: str) -> tuple[str, str]:
    clave, _dos_puntos, valor = nota.partition(":")
    return clave[len(MARCA) :].strip().lower(), valor.strip()


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
    fuera: list[int] = field(default_factory=list)
    """Puntos de la hoja que los totales del archivo no cuentan (eventos en notas ``planilla-evento``)."""
    deducidos: set[int] = field(default_factory=set)
    """Líneas de evento (por número de línea) cuyo atril escribió Planilla sin conocerlo: no se guarda."""

    def comprobar_total(self, ev: EventoGcg, quien: int, nuestro: int) -> None:
        desfase = ev.total - (nuestro - self.fuera[quien])
        if desfase != self.desfase.get(quien, 0):
            self.diferencias.append(Diferencia(ev.linea, "total", ev.total, nuestro - self.fuera[quien], ev.jugador))
        self.desfase[quien] = desfase

    def diferencia(self, linea: int, anotado: int, calculado: int, detalle: str) -> None:
        self.diferencias.append(Diferencia(linea, "puntos", anotado, calculado, detalle))

    def atril(self, ev: EventoGcg, usadas: list[Ficha] | list[str] | None = None) -> str:
        """El atril de la línea, si se conoce y cuadra con lo jugado; si no, vacío (y un aviso)."""
        if not ev.atril or ev.linea in self.deducidos:
            return ""
        try:
            comprobar_atril(ev.atril, self.edicion, usadas, _("las fichas jugadas"))
        except ErrorPlanilla as e:
            self.avisos.append(_("Línea {n}: el atril no se guarda: {error}").format(n=ev.linea, error=e))
            return ""
        return ev.atril

    def jugada(self, ev: EventoGcg, retirada: dict[str, str] | None, notas: _Notas) -> None:
        """Coloca y puntúa la jugada; ``retirada`` (nota de Planilla): se retiró antes de anotarla."""
        assert ev.posicion is not None
        tablero = self.planilla.tablero
        col = colocacion(tablero, ev.posicion, ev.palabra, self.edicion, unir_digrafos=False)
        r = puntuar(tablero, col.nuevas, self.edicion, col.posicion.direccion)
        self.avisos += [_("Línea {n}: {aviso}").format(n=ev.linea, aviso=a) for a in col.avisos]
        self.avisos += [_("Línea {n}: {aviso}").format(n=ev.linea, aviso=a) for a in digrafos_sueltos(r, self.edicion)]
        if r.puntos != ev.puntos:
            detalle = f"{ev.coordenada} {ev.palabra}"
            self.diferencias.append(Diferencia(ev.linea, "puntos", ev.puntos, r.puntos, detalle))
        self.jugadas += 1
        atril = self.atril(ev, list(col.nuevas.values()))
        self.comprobar_bolsa(ev, col.nuevas.values(), atril)
        if retirada is not None:
            coordenada, palabra = _coordenada_y_palabra(retirada["retirada"])
            self.planilla.aplicar(PalabraRetirada(coordenada, palabra, None, atril, notas.texto))
            return
        posicion = r.posicion.fise() if r.posicion else ""
        fichas = tuple(sorted(col.nuevas.items()))
        self.planilla.aplicar(Jugada(ev.puntos, posicion, r.principal.texto, fichas, atril, notas.texto))

    def comprobar_bolsa(self, ev: EventoGcg, jugadas: Iterable[Ficha], atril: str) -> None:
        """Las fichas del tablero (con esta jugada) y las que le quedan en el atril caben en la bolsa."""
        quedan = Counter(f.strip("[]") for f in fichas_gcg(atril))
        quedan.subtract("?" if f.comodin else f.letra for f in jugadas)
        cuenta = recuento(self.edicion, [[f for _casilla, f in self.planilla.tablero], list(_fichas(+quedan))], 2)
        for letra in cuenta.excedidas:
            if letra == "?":
                mensaje = _("Línea {n}: hay {salidas} comodines entre el tablero y el atril, y la bolsa trae {total}.")
            else:
                mensaje = _(
                    "Línea {n}: hay {salidas} fichas de la {letra} entre el tablero y el atril, y la bolsa "
                    "trae {total}."
                )
            salidas, total = cuenta.salidas[letra], cuenta.total[letra]
            raise ErrorGcg(mensaje.format(n=ev.linea, salidas=salidas, letra=letra, total=total))

    def totales_hoja(self) -> list[int]:
        final = self.planilla.final
        return [f.total for f in final] if final is not None else list(self.planilla.totales)

    def eventos_en_notas(self, valores: tuple[str, ...], ev: EventoGcg) -> None:
        """Aplica los eventos de la hoja que el GCG no tiene (notas ``planilla-evento``), en su orden."""
        for valor in valores:
            try:
                evento: Evento = evento_desde_dict(json.loads(valor))
            except (ValueError, RecursionError):
                raise ErrorGcg(_("Línea {n}: una nota planilla-evento no es JSON.").format(n=ev.linea)) from None
            except ErrorPlanilla as e:
                raise ErrorGcg(
                    _("Línea {n}: una nota planilla-evento no sirve: {error}").format(n=ev.linea, error=e)
                ) from None
            if isinstance(evento, PalabraRetirada) and evento.retira is not None and self.planilla.lineas:
                # El número de evento es el de la partida exportada: aquí, la última línea.
                evento = replace(evento, retira=self.planilla.lineas[-1].numero)
            antes = self.totales_hoja()
            try:
                self.planilla.aplicar(evento)
            except ErrorPlanilla as e:
                raise ErrorGcg(
                    _("Línea {n}: el evento de una nota planilla-evento no sirve: {error}").format(n=ev.linea, error=e)
                ) from None
            for i, (a, d) in enumerate(zip(antes, self.totales_hoja(), strict=True)):
                self.fuera[i] += d - a


def _fichas(cuantas: Counter[str]) -> Iterator[Ficha]:
    for letra, n in cuantas.items():
        yield from [Ficha("?", comodin=True) if letra == "?" else Ficha(letra)] * n


def _coordenada_y_palabra(texto: str) -> tuple[str, str]:
    """``H4 JAMON`` / ``- JAMON`` (sin coordenada) de una nota de Planilla."""
    coordenada, _espacio, palabra = texto.partition(" ")
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


def _ajuste_final(notas: dict[str, str]) -> str | None:
    """El de la nota ``planilla-ajuste-final``; en un archivo de Planilla sin ella, ``restan`` (el de antes);
    en el de otro programa, el de las reglas (``doble`` en inglés, como lo anotan Quackle, Macondo y Woogles)."""
    if "ajuste-final" in notas:
        return notas["ajuste-final"].strip()
    return AjusteFinal.RESTAN.value if "reglas" in notas else None


def _premio(notas: dict[str, str], partida: PartidaGcg) -> int:
    """El premio por impugnación fallida: el de la nota de Planilla o, en el archivo de otro programa, el de sus
    ``(challenge) +5`` si todos dan lo mismo (5 o 10)."""
    if "premio-impugnacion" in notas:
        texto = notas["premio-impugnacion"].strip()
        return int(texto) if texto.isdigit() and texto.isascii() and len(texto) < 4 else -1
    if "reglas" in notas:
        return 0
    premios = {ev.puntos for ev in partida.eventos if ev.tipo is TipoGcg.IMPUGNACION and ev.puntos > 0}
    return premios.pop() if len(premios) == 1 and premios <= set(PREMIOS_IMPUGNACION) else 0


def _nombres(partida: PartidaGcg, avisos: list[str]) -> list[str]:
    nombres = []
    for i, (apodo, nombre) in enumerate(partida.jugadores.items(), start=1):
        # Planilla exporta «Participante N» (en el idioma en uso) para quien no tiene nombre: vuelve a quedar sin él.
        if nombre in (f"Participante {i}", _("Participante {numero}").format(numero=i)):
            nombre = ""
        if len(nombre) > MAX_NOMBRE:
            avisos.append(
                _("El nombre de «{apodo}» se ha acortado a {maximo} caracteres.").format(apodo=apodo, maximo=MAX_NOMBRE)
            )
            nombre = nombre[:MAX_NOMBRE].rstrip()
        nombres.append(nombre)
    return nombres


def _marcas_de_la_partida(partida: PartidaGcg) -> dict[str, str]:
    """Las notas de Planilla sobre la partida: tras el primer evento (o antes, en archivos antiguos)."""
    notas = list(partida.notas) + (list(partida.eventos[0].notas) if partida.eventos else [])
    return marcas(notas)


def _datos(partida: PartidaGcg, avisos: list[str]) -> list[str]:
    """``#title``, ``#description``, ``#lexicon`` e ``#id`` para el inicio, a su tamaño."""
    datos = []
    for pragma, tope in (("title", MAX_TEXTO), ("description", MAX_TEXTO), ("lexicon", MAX_PALABRA), ("id", MAX_TEXTO)):
        valor = " ".join(partida.pragmas.get(pragma, "").split())
        if len(valor) > tope:
            avisos.append(_("El #{pragma} se ha acortado a {tope} caracteres.").format(pragma=pragma, tope=tope))
            valor = valor[:tope].rstrip()
        datos.append(valor)
    return datos


def _inicio(partida: PartidaGcg, reglas: str | None, avisos: list[str]) -> Planilla:
    apodos = list(partida.jugadores)
    if len(apodos) < 2:
        raise ErrorGcg(_("Faltan los participantes: hacen falta al menos #player1 y #player2."))
    edicion = partida.edicion
    notas = _marcas_de_la_partida(partida)
    abre = 0
    primero = next((e for e in partida.eventos if e.tipo in _TURNOS), None)
    if "abre" in notas and notas["abre"].strip() in apodos:
        abre = apodos.index(notas["abre"].strip())
    elif primero is not None:
        abre = apodos.index(primero.jugador)
    nombres = _nombres(partida, avisos)
    try:
        inicio = nueva_partida(
            nombres,
            abre=abre,
            edicion=edicion.codigo,
            reglas=_reglas(notas, reglas, len(apodos), edicion),
            empate=notas["empate"].strip() if "empate" in notas else None,
            ajuste_final=_ajuste_final(notas),
            premio_impugnacion=_premio(notas, partida),
        )
        comprobar_nombres_nuevos(apodos, _("Un apodo"))
        # Los apodos, solo si no son los que sacaría Planilla de los nombres.
        propios = tuple(apodos) if apodos != apodos_de(nombres_mostrados(inicio.participantes)) else ()
        titulo, descripcion, lexico, identificador = _datos(partida, avisos)
        return Planilla(
            replace(
                inicio,
                apodos=propios,
                titulo=titulo,
                descripcion=descripcion,
                lexico=lexico,
                identificador=identificador,
            )
        )
    except ErrorPlanilla as e:
        n = partida.lineas_pragma.get("player1", 1)
        raise ErrorGcg(_("Línea {n}: los datos de la partida no sirven: {error}").format(n=n, error=e)) from None


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
            raise ErrorGcg(
                _("El archivo es demasiado grande para ser una partida (más de {kb} KB).").format(kb=MAX_BYTES // 1024)
            )
        texto = contenido
    partida = leer_gcg(texto)
    avisos: list[str] = []
    planilla = _inicio(partida, reglas, avisos)
    avisos += partida.avisos_edicion
    lector = _Lector(partida, planilla.edicion, list(partida.jugadores), planilla, avisos=avisos)
    lector.fuera = [0] * planilla.participantes
    # La nota cuenta las líneas de evento por orden (0 = la primera); aquí se guardan por número de línea.
    deducidos = {int(x) for x in _marcas_de_la_partida(partida).get("deducidos", "").split() if x.isdigit()}
    lector.deducidos = {ev.linea for k, ev in enumerate(partida.eventos) if k in deducidos}
    if partida.notas and not partida.eventos:
        avisos.append(_("Las notas de un archivo sin turnos no se guardan."))
    _repasar(lector)
    return Importacion(
        planilla,
        Informe(tuple(lector.diferencias), tuple(dict.fromkeys(lector.avisos)), lector.jugadas, len(partida.eventos)),
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
        notas = _Notas.de(ev.notas, ev.linea, lector.avisos)
        if k == 0:
            # Las notas de antes del primer evento (ninguna en un GCG estricto) van con él.
            previas = _Notas.de(lector.partida.notas, ev.linea, lector.avisos)
            if previas.texto:
                lector.avisos.append(_("Las notas anteriores al primer turno se guardan con él."))
                texto = "\n".join(t for t in (previas.texto, notas.texto) if t)
                notas = replace(notas, texto=texto[:MAX_NOTA])
            lector.eventos_en_notas(notas.antes, ev)
        if saltar:
            saltar = False
            lector.eventos_en_notas(notas.eventos, ev)
            continue
        quien = apodos.index(ev.jugador)
        try:
            if (finales or tiempos) and ev.tipo not in (TipoGcg.FICHAS_FINALES, TipoGcg.TIEMPO):
                fin = (finales or tiempos)[0].linea
                raise ErrorGcg(
                    _("Línea {n}: la partida ya había terminado en la línea {anterior}.").format(
                        n=ev.linea, anterior=fin
                    )
                )
            if ev.tipo in _TURNOS and planilla.turno != quien:
                raise ErrorGcg(
                    _("Línea {n}: le toca a «{turno}», no a «{jugador}».").format(
                        n=ev.linea, turno=apodos[planilla.turno], jugador=ev.jugador
                    )
                )
            if ev.tipo is TipoGcg.JUGADA:
                siguiente = eventos[k + 1] if k + 1 < len(eventos) else None
                retirada = None
                if siguiente is not None and siguiente.tipo is TipoGcg.RETIRADA and siguiente.jugador == ev.jugador:
                    nota_siguiente = _Notas.de(siguiente.notas, siguiente.linea, lector.avisos)
                    if "retirada" in nota_siguiente.marcas:
                        retirada = nota_siguiente.marcas
                        texto = "\n".join(t for t in (notas.texto, nota_siguiente.texto) if t)
                        notas = replace(notas, texto=texto[:MAX_NOTA])
                lector.jugada(ev, retirada, notas)
                anterior = ev
                if retirada is not None and siguiente is not None:
                    # La jugada y su «--» son un solo turno retirado antes de anotarlo.
                    lector.comprobar_total(siguiente, quien, planilla.totales[quien])
                    lector.eventos_en_notas(notas.eventos, ev)
                    saltar = True
                    anterior = None
                    continue
            elif ev.tipo is TipoGcg.PASE:
                _pase(lector, ev, notas)
                anterior = ev if "a-mano" in notas.marcas or ev.puntos else None
            elif ev.tipo is TipoGcg.CAMBIO:
                if ev.puntos:
                    raise ErrorGcg(
                        _("Línea {n}: un cambio no suma puntos y aquí suma {puntos}.").format(
                            n=ev.linea, puntos=ev.puntos
                        )
                    )
                planilla.aplicar(_cambio(lector, ev, notas))
            elif ev.tipo is TipoGcg.RETIRADA:
                if anterior is None or anterior.jugador != ev.jugador or eventos[k - 1] is not anterior:
                    raise ErrorGcg(
                        _(
                            "Línea {n}: «--» retira la jugada anterior de «{jugador}», pero la línea "
                            "anterior no es una jugada suya."
                        ).format(n=ev.linea, jugador=ev.jugador)
                    )
                # «-- -pts» en GCG 1.2; «-- +0» en Quackle antiguo (el total ya vuelve atrás).
                if ev.puntos not in (0, -anterior.puntos):
                    lector.diferencias.append(
                        Diferencia(
                            ev.linea, "puntos", ev.puntos, -anterior.puntos,
                            _("-- de {jugador}").format(jugador=ev.jugador),
                        )
                    )
                ultima = planilla.lineas[-1]
                planilla.aplicar(PalabraRetirada(ultima.coordenada, ultima.palabra, ultima.numero, "", notas.texto))
                anterior = None
            elif ev.tipo is TipoGcg.IMPUGNACION:
                if ev.puntos == 0:
                    lector.avisos.append(_("Línea {n}: una impugnación de 0 puntos no cambia nada.").format(n=ev.linea))
                else:
                    motivo = notas.marcas.get("motivo", _(MOTIVO_IMPUGNACION))
                    planilla.aplicar(Penalizacion(quien, -ev.puntos, motivo, notas.texto))
                anterior = None
            elif ev.tipo is TipoGcg.FICHAS_FINALES:
                if tiempos:
                    raise ErrorGcg(_("Línea {n}: las fichas finales van antes del tiempo extra.").format(n=ev.linea))
                finales.append(ev)
                continue
            else:
                tiempos.append(ev)
                continue
        except ErrorGcg:
            raise
        except ErrorPlanilla as e:
            raise ErrorGcg(_("Línea {n}: {error}").format(n=ev.linea, error=e)) from None
        lector.comprobar_total(ev, quien, planilla.totales[quien])
        lector.eventos_en_notas(notas.eventos, ev)
    terminar(lector, finales, tiempos)


def _pase(lector: _Lector, ev: EventoGcg, notas: _Notas) -> None:
    planilla = lector.planilla
    if "a-mano" in notas.marcas:  # archivos de versiones anteriores
        coordenada, palabra = _coordenada_y_palabra(notas.marcas["a-mano"])
        planilla.anotar(ev.puntos, coordenada, palabra)
    elif "retirada" in notas.marcas:
        coordenada, palabra = _coordenada_y_palabra(notas.marcas["retirada"])
        planilla.aplicar(PalabraRetirada(coordenada, palabra))
    elif ev.puntos:
        planilla.anotar(ev.puntos)
        lector.avisos.append(
            _("Línea {n}: un pase con {puntos} puntos se anota como jugada escrita a mano.").format(
                n=ev.linea, puntos=ev.puntos
            )
        )
    else:
        planilla.aplicar(Pase(lector.atril(ev), notas.texto))


def _cambio(lector: _Lector, ev: EventoGcg, notas: _Notas) -> Cambio:
    """El cambio con lo que se sepa: ``-BLNN`` (las fichas) o ``-4`` (cuántas); el ``-?`` sin atril de las
    versiones anteriores de Planilla no sabía ni eso."""
    if ev.cambiadas.isdigit():
        cuantas = int(ev.cambiadas)
        if not 1 <= cuantas <= 7:
            raise ErrorGcg(_("Línea {n}: no se pueden cambiar {cuantas} fichas.").format(n=ev.linea, cuantas=cuantas))
        return Cambio(lector.atril(ev), "", cuantas, notas.texto)
    if ev.cambiadas == "?" and not ev.atril:
        return Cambio(nota=notas.texto)
    try:
        comprobar_atril(ev.cambiadas, lector.edicion)
    except ErrorPlanilla as e:
        raise ErrorGcg(
            _("Línea {n}: las fichas cambiadas no se entienden: {error}").format(n=ev.linea, error=e)
        ) from None
    cambiadas = ev.cambiadas
    deducido = ev.linea in lector.deducidos
    return Cambio("" if deducido else lector.atril(ev, fichas_gcg(cambiadas)), cambiadas, 0, notas.texto)
