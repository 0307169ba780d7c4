"""Una partida clásica como GCG 1.2 estricto: lo que leen Quackle, Macondo, MAGPIE y Woogles tal cual.

Cada línea de la hoja es una línea de evento GCG o, si el GCG no tiene forma para ella, una nota
``#note planilla-evento: {…}`` (el evento en JSON) detrás del evento anterior: los demás programas no la
ven y los totales del archivo no cuentan sus puntos; Planilla la lee y rehace la partida exacta. Lo que no
tiene forma se lista en el informe de la exportación. ``estricto.comprobar_estricto`` comprueba la gramática.

- Jugada: ``>Ana: ATRIL 8D PALABRA +44 44``. El atril, el anotado o importado; si no se sabe, las fichas
  jugadas (la convención para un atril que no se vio: nunca hace creer a un lector que lleva la bolsa que la
  partida acabó antes de tiempo).
- Pase: ``>Ana: ATRIL - +0 44``; sin atril conocido, lo que se sabe que tenía: las fichas de su siguiente
  turno o su atril final (pasar no roba). Si no se sabe nada, no tiene forma.
- Cambio: ``>Ana: ATRIL -CAMBIADAS +0 44`` o ``-4`` si solo se sabe cuántas (con el atril conocido).
- Palabra retirada: la jugada y ``>Ana: ATRIL -- -44 0`` con el mismo atril. Si se retiró antes de anotarla,
  una nota ``planilla-retirada`` lo dice.
- Premio de impugnación (de un GCG importado): ``>Ana: ATRIL (challenge) +5 49``, tras una jugada suya, con
  el atril que le queda (el de su siguiente turno); si no se sabe, vacío: ``>Ana:  (challenge) +5 49``.
  Las penalizaciones (impugnación fallida) no tienen forma GCG.
- Final, con dos participantes: quien cierra, ``>Ana: (ATRIL) +2×valor``; si nadie cierra, cada uno
  ``>Ana: ATRIL (ATRIL) -valor``. Es el ajuste de la partida que lo guarda como ``doble`` (NASPA/WESPA, nota
  ``planilla-ajuste-final``); si el de la hoja es otro (``restan``: quien cierra suma una vez y los demás
  restan), una nota ``planilla-ajuste`` lleva el de la hoja.
- Premio por impugnación fallida de la partida (5 o 10): nota ``planilla-premio-impugnacion``.
- Tiempo extra: ``>Ana:  (time) -10 total`` (atril vacío: dos espacios) y los segundos en ``planilla-segundos``.
- Ajuste de un reloj por el árbitro: sin forma GCG, en su nota ``planilla-evento``; no tiene puntos, así que
  no cuenta como perdido en el informe.
- Reglas, desempate y quién abre: notas ``planilla-reglas``, ``planilla-empate`` y ``planilla-abre`` tras el
  primer evento (ningún lector acepta notas antes). Las notas de cada turno (``nota``) van tras su línea.
- Tres o cuatro participantes: el GCG no los admite; la partida se exporta en JSON.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app_planilla.exportar.gcg.lectura import coordenada_gcg, nota, texto_ficha
from app_planilla.nucleo.clasica.eventos import (
    Atril,
    Cambio,
    Evento,
    Fin,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    TiempoExtra,
    a_dict,
)
from app_planilla.nucleo.clasica.final import FilaFinal, valor_atril
from app_planilla.nucleo.clasica.lineas import Linea
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.clasica.reglas import MOTIVO_IMPUGNACION, AjusteFinal
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _, n_
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas
from app_planilla.nucleo.juego.notacion import colocacion
from app_planilla.nucleo.juego.puntuacion import Resultado, colocar, puntuar
from app_planilla.nucleo.juego.tablero import Casilla, Posicion, Tablero
from app_planilla.nucleo.registro.eventos import nombres_mostrados


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


@dataclass(frozen=True)
class ExportacionGcg:
    """El texto GCG y el informe: lo que no tiene forma GCG, lo que no se sabía y se dedujo."""

    texto: str
    sin_forma: tuple[str, ...] = ()
    """Las líneas de la hoja que no tienen forma GCG, una a una (``resumen`` dice adónde van)."""
    avisos: tuple[str, ...] = ()
    """Lo demás que conviene saber (atriles deducidos, lo que no cabe en el archivo)."""
    resumen: str = ""
    """Lo que lleva el archivo, dicho una vez, si no lleva la hoja tal cual: cuántas líneas van solo en notas
    que lee Planilla o, si ninguna tiene forma GCG, que el archivo solo lleva los participantes."""

    def informe(self) -> str:
        """El informe entero: el resumen y el detalle."""
        if not self.sin_forma and not self.avisos and not self.resumen:
            return _("Todo lo de la hoja está en el GCG tal cual.") + "\n"
        return (f"{self.resumen}\n" if self.resumen else "") + self.detalle()

    def detalle(self) -> str:
        """Las líneas sin forma GCG, una a una, y los avisos (lo que sigue al resumen)."""
        return "".join(
            [f"  {linea}\n" for linea in self.sin_forma]
            + [_("Aviso: {aviso}").format(aviso=a) + "\n" for a in self.avisos]
        )


def nota_evento(evento: Evento, clave: str = "evento") -> str:
    """``#note planilla-evento: {…}``: un evento de la hoja sin forma GCG, en JSON (una línea)."""
    return nota(clave, json.dumps(a_dict(evento), ensure_ascii=False, separators=(",", ":")))


def notas_de_texto(texto: str) -> list[str]:
    """Una nota de la hoja como ``#note``: las líneas que un lector tomaría por otra cosa (vacías, o que
    empiezan por ``#`` o ``>``) empiezan otro ``#note``; las demás continúan el anterior."""
    if not texto:
        return []
    partes = texto.split("\n")
    lineas = [f"#note {partes[0]}".rstrip()]
    for parte in partes[1:]:
        sola = not parte.strip() or parte.lstrip().startswith(("#", ">"))
        lineas.append(f"#note {parte}".rstrip() if sola else parte)
    return lineas


class _Escritor:
    def __init__(self, planilla: Planilla) -> None:
        self.planilla = planilla
        self.edicion = planilla.edicion
        self.apodos = list(planilla.inicio.apodos) or apodos(planilla.nombres)
        self.tablero = Tablero()
        self.lineas: list[str] = []
        self.avisos: list[str] = []
        self.lista_sin_forma: list[str] = []
        self.solo_en_planilla: list[tuple[int, str]] = []
        """Las líneas que van en una nota sin contar como «sin forma GCG» (los ajustes del reloj: la nota basta),
        con su sitio en ``lista_sin_forma``: si el archivo no lleva ningún turno, tampoco van, y se dicen."""
        self.fuera = [0] * planilla.participantes
        """Puntos de la hoja que el archivo no cuenta (los de las notas): total GCG = total de la hoja − esto."""
        self.pendientes: list[str] = []
        """Notas de lo anterior al primer evento (y las de la partida): van tras él."""
        self.ultima: tuple[str, int, str] | None = None
        """Forma, participante y atril de la última línea de evento."""
        self.deducidos: list[int] = []
        """Ordinal (entre las líneas de evento) de las que llevan un atril deducido, no anotado."""
        self.ordinal = -1
        self.primera = 0
        """Posición de la primera línea de evento en ``lineas``."""
        self.eventos = planilla.eventos
        self.siguientes: list[int | None] | None = None
        self.retiradas = {
            e.retira: e for e in self.eventos if isinstance(e, PalabraRetirada) and e.retira is not None
        }

    # -------------------------------------------------------------- líneas

    def evento(self, forma: str, quien: int, cuerpo: str, total_hoja: int, atril: str = "") -> None:
        """Una línea de evento (``cuerpo`` lleva todo menos el apodo y el total)."""
        self.lineas.append(f">{self.apodos[quien]}: {cuerpo} {total_hoja - self.fuera[quien]}")
        self.ordinal += 1
        if self.ultima is None:
            self.primera = len(self.lineas) - 1
            self.lineas += self.pendientes
            self.pendientes = []
        self.ultima = (forma, quien, atril)

    def deducido(self) -> None:
        """El atril de la próxima línea de evento no se anotó: se escribe lo que se sabe de él."""
        self.deducidos.append(self.ordinal + 1)

    def notas(self, *lineas: str) -> None:
        destino = self.lineas if self.ultima is not None else self.pendientes
        destino.extend(lineas)

    def en_nota(self, evento: Evento) -> None:
        """La nota de un evento sin forma GCG (tras el evento anterior; antes del primero, ``planilla-antes``)."""
        self.notas(nota_evento(evento, "evento" if self.ultima is not None else "antes"))

    def sin_forma(self, evento: Evento, quien: int, puntos: int, que: str) -> None:
        """Un evento sin forma GCG: su nota, y sus puntos fuera de los totales del archivo."""
        self.en_nota(evento)
        self.fuera[quien] += puntos
        cifra = f", {puntos:+d}" if puntos else ""
        # Adónde va (a una nota, o a ninguna parte si no hay turnos) lo dice el resumen, una sola vez.
        self.lista_sin_forma.append(
            _("{que} ({nombre}{cifra}) no tiene forma GCG.").format(
                que=que, nombre=self.planilla.nombres[quien], cifra=cifra)
        )

    # -------------------------------------------------------------- turnos

    def _jugada(self, fichas: tuple[tuple[Casilla, Ficha], ...], coordenada: str, numero: int) -> Resultado:
        nuevas = dict(fichas)
        direccion = Posicion.desde_fise(coordenada).direccion if coordenada else None
        try:
            return puntuar(self.tablero, nuevas, self.edicion, direccion)
        except ErrorPlanilla as e:
            raise ErrorExportacion(
                _("La jugada del evento {numero} no se puede escribir en GCG: {error}").format(numero=numero, error=e)
            ) from None

    def escribir_jugada(
        self, linea: Linea, fichas: tuple[tuple[Casilla, Ficha], ...], puntos: int, atril: str
    ) -> str:
        """La línea de una jugada con fichas (sin dejarlas en el tablero); da el atril escrito."""
        r = self._jugada(fichas, linea.coordenada, linea.numero)
        assert r.posicion is not None
        nuevas = dict(fichas)
        if not atril:
            atril = atril_de_jugada(nuevas.values(), self.edicion)
            self.deducido()
        cuerpo = f"{atril} {coordenada_gcg(r.posicion)} {palabra_gcg(self.tablero, nuevas, r.posicion)} {puntos:+d}"
        self.evento("jugada", linea.participante, cuerpo, linea.total - linea.puntos + puntos, atril)
        return atril

    def linea(self, linea: Linea, indice: int) -> None:
        quien = linea.participante
        evento = self.eventos[linea.numero]
        if linea.clase == "jugada":
            assert isinstance(evento, Jugada)
            if linea.fichas:
                self.escribir_jugada(linea, linea.fichas, linea.puntos, evento.atril)
                colocar(self.tablero, dict(linea.fichas))
                self.notas(*notas_de_texto(evento.nota))
            else:
                self.sin_forma(evento, quien, linea.puntos, _("Una jugada anotada a mano"))
        elif linea.clase == "pase":
            assert isinstance(evento, Pase)
            atril = evento.atril or self.atril_deducido(indice)
            if atril and not evento.atril:
                self.deducido()
            if atril:
                self.evento("pase", quien, f"{atril} - +0", linea.total, atril)
                self.notas(*notas_de_texto(evento.nota))
            else:
                self.sin_forma(evento, quien, 0, _("Un pase sin atril conocido"))
        elif linea.clase == "cambio":
            assert isinstance(evento, Cambio)
            cambiadas = evento.cambiadas or (str(evento.cuantas) if evento.cuantas and evento.atril else "")
            if cambiadas:
                atril = evento.atril or evento.cambiadas
                if not evento.atril:
                    self.deducido()
                self.evento("cambio", quien, f"{atril} -{cambiadas} +0", linea.total, atril)
                self.notas(*notas_de_texto(evento.nota))
            else:
                self.sin_forma(evento, quien, 0, _("Un cambio sin sus fichas ni su atril"))
        elif linea.clase == "retirada":
            self.retirada(linea)
        elif linea.clase == "penalizacion":
            assert isinstance(evento, Penalizacion)
            ultima = self.ultima
            if linea.puntos > 0 and ultima is not None and ultima[:2] == ("jugada", quien):
                # El atril de después de la jugada (el de su siguiente turno, como Quackle): las fichas jugadas
                # ya están en el tablero y un lector que lleva la bolsa no podría sacarlas otra vez.
                atril = self.atril_deducido(indice)
                self.evento("impugnacion", quien, f"{atril} (challenge) {linea.puntos:+d}", linea.total)
                if linea.motivo != _(MOTIVO_IMPUGNACION):
                    self.notas(nota("motivo", linea.motivo))
                self.notas(*notas_de_texto(evento.nota))
            else:
                que = _("Un premio que no sigue a una jugada suya") if linea.puntos > 0 else _("Una penalización")
                self.sin_forma(evento, quien, linea.puntos, que)
        elif linea.clase == "reloj":
            self.en_nota(evento)
            self.solo_en_planilla.append((len(self.lista_sin_forma), _("Un ajuste del reloj ({nombre}) no tiene "
                                          "forma GCG.").format(nombre=self.planilla.nombres[quien])))

    def atril_deducido(self, indice: int) -> str:
        """Lo que se sabe del atril de quien tiene la línea ``indice`` tras ella (en un pase, también antes:
        pasar no roba): el de su siguiente turno (o las fichas que jugó en él) o su atril final."""
        if self.siguientes is None:
            self.siguientes = self._siguientes()
        siguiente = self.siguientes[indice]
        if siguiente is not None:
            evento = self.eventos[self.planilla.lineas[siguiente].numero]
            if isinstance(evento, Jugada | Pase | PalabraRetirada) and evento.atril:
                return evento.atril
            if isinstance(evento, Cambio):
                return evento.atril or evento.cambiadas
            if isinstance(evento, Jugada) and evento.fichas:
                return atril_de_jugada((f for _casilla, f in evento.fichas), self.edicion)
            return ""
        fin = next((e for e in reversed(self.eventos) if isinstance(e, Fin)), None)
        final = fin.atriles[self.planilla.lineas[indice].participante] if fin is not None else 0
        if self.planilla.final is not None and isinstance(final, str) and final.strip():
            return atril_gcg(final, self.edicion)
        return ""

    def _siguientes(self) -> list[int | None]:
        """Para cada línea, la del siguiente turno de esa persona que dice algo de su atril (los pases sin
        atril no dicen nada: se miran los de después); ``None`` si no hay. De atrás adelante: un recorrido."""
        lineas = self.planilla.lineas
        resultado: list[int | None] = [None] * len(lineas)
        proximo: dict[int, int | None] = {}
        for i in range(len(lineas) - 1, -1, -1):
            linea = lineas[i]
            resultado[i] = proximo.get(linea.participante)
            evento = self.eventos[linea.numero]
            if linea.es_turno and not (isinstance(evento, Pase) and not evento.atril):
                proximo[linea.participante] = i
        return resultado

    def retirada(self, linea: Linea) -> None:
        quien = linea.participante
        origen = self.eventos[linea.numero]
        if isinstance(origen, Jugada):
            retira = self.retiradas[linea.numero]
            # Anotada y luego retirada: la jugada con sus puntos y «--» que los quita, con el mismo atril.
            if origen.fichas:
                atril = self.escribir_jugada(linea, origen.fichas, origen.puntos, origen.atril)
                self.notas(*notas_de_texto(origen.nota))
                self.evento("retirada", quien, f"{atril} -- -{origen.puntos}", linea.total, atril)
                self.notas(*notas_de_texto(retira.nota))
            else:
                self.sin_forma(origen, quien, origen.puntos, _("Una jugada anotada a mano"))
                self.sin_forma(retira, quien, -origen.puntos, _("Su retirada"))
            return
        assert isinstance(origen, PalabraRetirada)
        try:
            col = colocacion(self.tablero, linea.coordenada, linea.palabra, self.edicion)
            r = puntuar(self.tablero, col.nuevas, self.edicion, col.posicion.direccion)
        except ErrorPlanilla:
            self.sin_forma(origen, quien, 0, _("Una palabra retirada que no cabe en el tablero"))
            return
        fichas = tuple(sorted(col.nuevas.items()))
        jugada = Linea(
            linea.numero, "jugada", quien, 0, linea.total, linea.ronda, r.posicion.fise() if r.posicion else ""
        )
        atril = self.escribir_jugada(jugada, fichas, r.puntos, origen.atril)
        self.evento("retirada", quien, f"{atril} -- -{r.puntos}", linea.total, atril)
        self.notas(nota("retirada", f"{linea.coordenada or '-'} {linea.palabra}"), *notas_de_texto(origen.nota))

    # -------------------------------------------------------------- final

    def final(self, fin: Fin, filas: tuple[FilaFinal, ...]) -> bool:
        """Las líneas del final (dos participantes); ``False`` si no tiene forma GCG y va en una nota."""
        ed = self.edicion
        cerro = next((f.participante for f in filas if f.cerro), None)
        lineas: list[tuple[int, str, int]] = []
        # Un atril anotado como 0 puntos no resta nada: sin línea, como en un GCG que no la trae.
        if all(isinstance(a, str) or a == 0 for a in fin.atriles):
            otro = fin.atriles[1 - cerro] if cerro is not None else ""
            if cerro is not None and isinstance(otro, str) and otro.strip():
                lineas.append((cerro, f"({atril_gcg(otro, ed)})", 2 * valor_atril(otro, ed)))
            elif cerro is None:
                for f in filas:
                    atril = atril_gcg(fin.atriles[f.participante], ed)
                    if atril and atril != "0":
                        lineas.append((f.participante, f"{atril} ({atril})", -f.resto))
        if not lineas:
            self.sin_forma(fin, 0, 0, _("El final (atriles anotados solo con sus puntos)"))
            for f in filas:
                self.fuera[f.participante] += f.ajuste
            return False
        gcg = [0] * len(filas)
        for quien, cuerpo, puntos in lineas:
            gcg[quien] += puntos
            # El signo va en la forma: «(X) +puntos» suma, «X (X) -puntos» resta (también -0).
            cifra = f"+{puntos}" if cuerpo.startswith("(") else f"-{-puntos}"
            self.evento("final", quien, f"{cuerpo} {cifra}", filas[quien].antes + gcg[quien])
        hoja = [f.ajuste for f in filas]
        if hoja != gcg:
            self.notas(nota("ajuste", " ".join(str(a) for a in hoja)))
            for f in filas:
                self.fuera[f.participante] += hoja[f.participante] - gcg[f.participante]
        self.notas(*notas_de_texto(fin.nota))
        return True

    def tiempo(self, linea: Linea, con_final: bool) -> None:
        evento = self.eventos[linea.numero]
        assert isinstance(evento, TiempoExtra)
        if not con_final:
            self.sin_forma(evento, linea.participante, linea.puntos, _("El tiempo extra"))
            return
        self.evento("tiempo", linea.participante, f" (time) -{-linea.puntos}", linea.total)
        # El GCG solo lleva los puntos; los segundos exactos, para volver a Planilla.
        self.notas(nota("segundos", str(evento.segundos)), *notas_de_texto(evento.nota))


def exportar_gcg_texto(planilla: Planilla) -> ExportacionGcg:
    """La partida como GCG 1.2 estricto en UTF-8, con el informe de lo que no tiene forma GCG."""
    n = planilla.participantes
    if n != 2:
        raise ErrorExportacion(
            _(
                "La partida es de {n} participantes y el GCG solo admite dos (#player1 y #player2): "
                "expórtala en JSON («Exportar partida…» o «planilla exportar --formato json»)."
            ).format(n=n)
        )
    e = _Escritor(planilla)
    inicio = planilla.inicio
    cabecera = ["#character-encoding UTF-8"]
    nombres = nombres_mostrados(inicio.participantes)
    for i, (apodo, nombre) in enumerate(zip(e.apodos, nombres, strict=True), start=1):
        cabecera.append(f"#player{i} {apodo} {nombre}")
    if nombres[0] == nombres[1]:
        e.avisos.append(_("Los dos participantes se llaman igual: MAGPIE no abre un GCG así."))
    for clave, valor in (
        ("title", inicio.titulo),
        ("description", inicio.descripcion),
        ("id", inicio.identificador),
        ("lexicon", inicio.lexico),
    ):
        if valor:
            cabecera.append(f"#{clave} {valor}")
    cabecera.append("#game-type classic")
    cabecera.append("#tile-distribution " + ("spanish" if planilla.edicion.codigo == "es" else "english"))
    e.pendientes = [
        nota("reglas", inicio.reglas),
        nota("empate", inicio.empate),
        nota("abre", e.apodos[inicio.abre]),
    ]
    # Solo si no son los de omisión: lo que se exportaba antes se sigue escribiendo igual.
    if planilla.ajuste_final is not AjusteFinal.RESTAN:
        e.pendientes.append(nota("ajuste-final", planilla.ajuste_final.value))
    if inicio.premio_impugnacion:
        e.pendientes.append(nota("premio-impugnacion", str(inicio.premio_impugnacion)))
    fin = next((ev for ev in reversed(planilla.eventos) if isinstance(ev, Fin)), None)
    con_final: bool | None = None
    lineas = planilla.lineas
    for indice, linea in enumerate(lineas):
        if linea.clase == "tiempo":
            if con_final is None and fin is not None and planilla.final is not None:
                con_final = e.final(fin, planilla.final)
            e.tiempo(linea, bool(con_final))
        else:
            e.linea(linea, indice)
    if con_final is None and fin is not None and planilla.final is not None:
        e.final(fin, planilla.final)
    resumen = ""
    if e.ultima is None and lineas:
        for sitio, texto in reversed(e.solo_en_planilla):
            e.lista_sin_forma.insert(sitio, texto)
        # Sin una línea de evento tras la que ponerlas, las notas no caben en un GCG estricto: no va nada.
        resumen = n_(
            "El archivo solo lleva los participantes: la hoja tiene {n} línea, sin forma GCG, y no va en él; "
            "ni otros programas ni Planilla la verán. Para conservar la partida, expórtala en JSON.",
            "El archivo solo lleva los participantes: la hoja tiene {n} líneas, ninguna con forma GCG, y no van "
            "en él; ni otros programas ni Planilla las verán. Para conservar la partida, expórtala en JSON.",
            len(lineas),
        ).format(n=len(lineas))
    elif e.ultima is None:
        e.avisos.append(
            _(
                "La partida no tiene ningún turno con forma GCG: el archivo solo lleva los participantes "
                "(las reglas y lo demás quedan solo en el JSON de Planilla)."
            )
        )
    elif e.lista_sin_forma:
        resumen = n_(
            "{n} línea de la hoja no tiene forma GCG: va en una nota que solo lee Planilla; otros programas no "
            "la verán y los totales del archivo no la cuentan.",
            "{n} líneas de la hoja no tienen forma GCG: van en notas que solo lee Planilla; otros programas no "
            "las verán y los totales del archivo no las cuentan.",
            len(e.lista_sin_forma),
        ).format(n=len(e.lista_sin_forma))
    if e.deducidos:
        # Para que al volver a Planilla esos atriles sigan sin anotar: van tras el primer evento.
        e.lineas.insert(e.primera + 1, nota("deducidos", " ".join(map(str, e.deducidos))))
        e.avisos.append(
            n_(
                "{n} atril no se anotó: se escribe lo que se sabe de él (las fichas jugadas, "
                "las cambiadas o, en un pase, las de su siguiente turno o su atril final).",
                "{n} atriles no se anotaron: se escribe lo que se sabe de ellos (las fichas jugadas, "
                "las cambiadas o, en un pase, las de su siguiente turno o su atril final).",
                len(e.deducidos),
            ).format(n=len(e.deducidos))
        )
    return ExportacionGcg(
        "\n".join(cabecera + e.lineas) + "\n", tuple(e.lista_sin_forma), tuple(e.avisos), resumen)


def texto_gcg(planilla: Planilla) -> str:
    """Solo el texto de ``exportar_gcg_texto``."""
    return exportar_gcg_texto(planilla).texto
