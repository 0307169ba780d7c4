"""La planilla clásica (hoja de anotación): un registro de eventos (``Registro``) y el estado que se deriva.

La hoja nunca termina la partida: solo avisa.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from app_planilla.nucleo.clasica.estado import Estado
from app_planilla.nucleo.clasica.eventos import (
    FORMATO,
    MAX_PUNTOS_JUGADA,
    Atril,
    Cambio,
    Evento,
    Fin,
    Inicio,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    TiempoExtra,
)
from app_planilla.nucleo.clasica.final import FilaFinal
from app_planilla.nucleo.clasica.lineas import Aviso, EfectoClasica, Linea
from app_planilla.nucleo.clasica.reglas import (
    MOTIVO_IMPUGNACION,
    AjusteFinal,
    Empate,
    Reglas,
    empate_por_defecto,
    reglas,
    reglas_en_juego,
    reglas_por_defecto,
)
from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_fichas
from app_planilla.nucleo.juego.notacion import colocacion
from app_planilla.nucleo.juego.puntuacion import digrafos_sueltos, puntuar
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Posicion, Tablero
from app_planilla.nucleo.registro.eventos import Anulacion, ErrorEvento, comprobar_nombres_nuevos
from app_planilla.nucleo.registro.registro import Aplicar, Registro
from app_planilla.nucleo.relojes import QUIETOS, Movimiento, Relojes, segundos_extra

_reglas = reglas
"""El preajuste por su clave (``nueva_partida`` tiene un parámetro que se llama igual)."""


@dataclass(frozen=True)
class Ronda:
    """Una fila de la tabla de turnos por ronda: el turno de cada participante (o ``None``)."""

    numero: int
    turnos: tuple[Linea | None, ...]


def nueva_partida(
    participantes: Sequence[str],
    *,
    abre: int = 0,
    edicion: str = "es",
    reglas: str | None = None,
    empate: Empate | str | None = None,
    ajuste_final: AjusteFinal | str | None = None,
    premio_impugnacion: int = 0,
) -> Inicio:
    """El evento de inicio, con los nombres limpios y las reglas, el empate y el ajuste final por omisión de la
    edición y las reglas (el ajuste, el de las reglas que se aplican con esos participantes)."""
    if reglas is None:
        reglas = reglas_por_defecto(edicion).clave
    if empate is None:
        empate = empate_por_defecto(edicion)
    if ajuste_final is None:
        ajuste_final = reglas_en_juego(_reglas(reglas), len(participantes)).ajuste_final
    texto_empate = empate.value if isinstance(empate, Empate) else empate
    texto_final = ajuste_final.value if isinstance(ajuste_final, AjusteFinal) else ajuste_final
    nombres = tuple(" ".join(n.split()) for n in participantes)
    # La planilla comprueba la forma, la edición, las reglas, el empate, el ajuste final y el premio; los nombres
    # nuevos, además, esto.
    inicio = Planilla(Inicio(nombres, abre, edicion, reglas, texto_empate, ajuste_final=texto_final,
                             premio_impugnacion=premio_impugnacion)).inicio
    comprobar_nombres_nuevos(inicio.participantes)
    return inicio


class Planilla(Registro[Evento, Linea, Inicio], formato=FORMATO, inicio=Inicio, fin=Fin, partida=N_("partida")):
    """Planilla de una partida clásica."""

    def _empezar(self) -> None:
        self._estado = Estado(self.inicio)

    # -------------------------------------------------------------- consultas

    @property
    def edicion(self) -> Edicion:
        return self._estado.edicion

    @property
    def reglas(self) -> Reglas:
        """Las reglas que se aplican (las de casa si se eligieron de torneo con 3–4 participantes)."""
        return self._estado.reglas

    @property
    def reglas_elegidas(self) -> Reglas:
        return self._estado.elegidas

    @property
    def nota_reglas(self) -> str:
        """Texto para la hoja: las reglas en juego y, si es el caso, por qué no son las elegidas."""
        if self.reglas is self.reglas_elegidas:
            return _("Reglas: {reglas}.").format(reglas=self.reglas.nombre)
        return _(
            "Reglas: {reglas}. Las de «{elegidas}» son para {maximo} participantes; con {n} se aplican las de casa."
        ).format(
            reglas=self.reglas.nombre,
            elegidas=self.reglas_elegidas.nombre,
            maximo=self.reglas_elegidas.max_participantes,
            n=self.participantes,
        )

    @property
    def empate(self) -> Empate:
        return self._estado.empate

    @property
    def ajuste_final(self) -> AjusteFinal:
        """El ajuste al terminar que guarda la partida (las de antes: ``RESTAN``)."""
        return self._estado.ajuste_final

    @property
    def premio_impugnacion(self) -> int:
        """Puntos por impugnación fallida para quien fue impugnado; 0 = quien impugna pierde el turno."""
        return self.inicio.premio_impugnacion

    @property
    def notas_final(self) -> tuple[str, ...]:
        """Para el texto y el PDF: el ajuste final y el premio por impugnación fallida, si no son los de la
        semilla (ninguna si lo son: la hoja de siempre no cambia)."""
        partes = [self.ajuste_final.descripcion] if self.ajuste_final is not AjusteFinal.RESTAN else []
        if self.premio_impugnacion:
            partes.append(
                _("Cada impugnación fallida da {puntos} puntos a quien fue impugnado.").format(
                    puntos=self.premio_impugnacion
                )
            )
        return tuple(partes)

    @property
    def nota_final(self) -> str:
        """``notas_final`` en una línea (``""`` si no hay ninguna)."""
        return " ".join(self.notas_final)

    @property
    def turno(self) -> int:
        """Índice de quien tiene el turno."""
        return self._estado.turno

    @property
    def ronda(self) -> int:
        return self._estado.ronda

    @property
    def totales(self) -> tuple[int, ...]:
        """Totales antes del ajuste final (turnos y penalizaciones)."""
        return tuple(self._estado.totales)

    @property
    def lineas(self) -> tuple[Linea, ...]:
        return tuple(self._estado.lineas)

    @property
    def tablero(self) -> Tablero:
        """Copia del tablero: las fichas de las jugadas anotadas desde el tablero."""
        return self._estado.tablero.copia()

    @property
    def final(self) -> tuple[FilaFinal, ...] | None:
        """Tabla final (antes del ajuste, ajuste, tiempo, total, puesto) o ``None`` si no ha terminado."""
        return self._estado.final

    @property
    def avisos(self) -> tuple[Aviso, ...]:
        """Avisos de fin de partida que están en pie (pases seguidos, turnos sin puntos)."""
        return self._estado.avisos()

    @property
    def penalizacion_propuesta(self) -> int:
        """La cifra que propone «Penalización»: la de una impugnación fallida (10 en casa)."""
        return self.reglas.penalizacion_impugnacion or 10

    @property
    def fichas_en_bolsa(self) -> int:
        return self._estado.fichas_en_bolsa()

    def rondas(self) -> tuple[Ronda, ...]:
        """Tabla de turnos por ronda, con los totales acumulados en cada línea."""
        filas: dict[int, list[Linea | None]] = {}
        for linea in self._estado.lineas:
            if linea.ronda is not None:
                filas.setdefault(linea.ronda, [None] * self.participantes)[linea.participante] = linea
        return tuple(Ronda(r, tuple(t)) for r, t in sorted(filas.items()))

    # -------------------------------------------------------------- eventos

    def _preparar(self, numero: int, evento: Evento) -> Aplicar[Evento, Linea]:
        return self._estado.preparar(numero, evento)

    def _tras_el_fin(self, evento: Evento) -> bool:
        return isinstance(evento, TiempoExtra)

    def _movimiento(self, evento: Evento) -> Movimiento:
        """Un turno pulsa el reloj (pasa al siguiente), el final los para y deshacer un turno vuelve a los
        relojes de justo antes de anotarlo; un ajuste del árbitro, como en todas las modalidades
        (``_movimiento_ajuste``); penalizaciones, retiradas y tiempo extra no los tocan."""
        ajuste = self._movimiento_ajuste(evento)
        if ajuste is not None:
            return ajuste
        if _es_turno(evento):
            return Movimiento(pulsar=(self.turno + 1) % self.participantes)
        if isinstance(evento, Fin):
            return Movimiento(pausar=True)
        if isinstance(evento, Anulacion) and _es_turno(self._eventos[self._pila[-1]]):
            quien = self._estado.lineas[-1].participante  # el turno deshecho es la última línea
            return Movimiento(volver_antes_de=self._pila[-1], turno_sin_foto=quien)
        return QUIETOS

    # -------------------------------------------------------------- operaciones de la hoja

    def sumar(self, coordenada: str, palabra: str, atril: str = "") -> EfectoClasica:
        """«Sumar» una jugada escrita en notación FISE (``H4``, ``JAMON``): la puntúa y deja sus fichas.

        ``atril``: el atril antes de jugar, si se anotó, en notación GCG (``AC[CH]?``; lo escrito a mano pasa
        a ella con ``atril_anotado``)."""
        col = colocacion(self._estado.tablero, coordenada, palabra, self.edicion)
        efecto = self.sumar_colocacion(col.nuevas, col.posicion.direccion, atril)
        return replace(efecto, avisos=col.avisos + efecto.avisos)

    def sumar_colocacion(
        self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None, atril: str = ""
    ) -> EfectoClasica:
        """«Sumar» la jugada calculada sobre el tablero: puntos, coordenada, palabra y fichas. Avisa (sin
        impedirlo) si forma un dígrafo con dos fichas sueltas (art. 11 FISE)."""
        resultado = puntuar(self._estado.tablero, nuevas, self.edicion, direccion)
        posicion = resultado.posicion.fise() if resultado.posicion else ""
        fichas = tuple(sorted(nuevas.items()))
        efecto = self.aplicar(Jugada(resultado.puntos, posicion, resultado.principal.texto, fichas, atril))
        sueltos = digrafos_sueltos(resultado, self.edicion)
        return replace(efecto, avisos=efecto.avisos + sueltos) if sueltos else efecto

    def anotar(self, puntos: int, coordenada: str = "", palabra: str = "") -> EfectoClasica:
        """Puntos escritos a mano (0–2000); la jugada no llega al tablero."""
        if isinstance(puntos, bool) or not isinstance(puntos, int) or not 0 <= puntos <= MAX_PUNTOS_JUGADA:
            raise ErrorEvento(_("Los puntos de una jugada van de 0 a {maximo}.").format(maximo=MAX_PUNTOS_JUGADA))
        return self.aplicar(Jugada(puntos, _coordenada(coordenada), palabra.strip()))

    def pasar(self, atril: str = "") -> EfectoClasica:
        return self.aplicar(Pase(atril))

    def cambiar(self, cambiadas: str = "", atril: str = "") -> EfectoClasica:
        """Cambio: 0 puntos. ``cambiadas``: las fichas cambiadas (notación GCG, como ``atril``) o cuántas
        (``4``), si se anotaron. Avisa (sin impedirlo) si la bolsa no llega al mínimo de las reglas."""
        minimo = self.reglas.min_bolsa_para_cambiar
        bolsa = self.fichas_en_bolsa
        if cambiadas.isdigit() and cambiadas.isascii():
            efecto = self.aplicar(Cambio(atril, "", int(cambiadas)))
        else:
            efecto = self.aplicar(Cambio(atril, cambiadas))
        if minimo > 1 and bolsa < minimo:
            aviso = _(
                "Quedan unas {bolsa} fichas en la bolsa y con las reglas «{reglas}» cambiar exige al menos {minimo}."
            ).format(bolsa=bolsa, reglas=self.reglas.nombre, minimo=minimo)
            efecto = replace(efecto, avisos=(*efecto.avisos, aviso))
        return efecto

    def retirar_palabra(self, coordenada: str = "", palabra: str = "") -> EfectoClasica:
        """«Palabra retirada» en el turno de quien la jugó: 0 puntos; la palabra no entra en el tablero."""
        return self.aplicar(PalabraRetirada(_coordenada(coordenada), palabra.strip()))

    def retirar_ultima_jugada(self) -> EfectoClasica:
        """Convierte la última jugada anotada en palabra retirada: 0 puntos y sus fichas salen del tablero."""
        ultima = self._estado.lineas[-1] if self._estado.lineas else None
        if ultima is None or ultima.clase != "jugada":
            raise ErrorEvento(_("La última línea no es una jugada: no hay palabra que retirar."))
        return self.aplicar(PalabraRetirada(ultima.coordenada, ultima.palabra, retira=ultima.numero))

    def impugnacion_fallida(self) -> EfectoClasica:
        """«Impugnación fallida» con premio (``premio_impugnacion``): la última jugada era válida y quien la
        jugó suma el premio, sin gastar turno (se deshace como cualquier línea). Es el ``(challenge) +5`` de un
        GCG. Cada palabra impugnada sin razón es otra línea."""
        premio = self.premio_impugnacion
        if not premio:
            raise ErrorEvento(
                _("En esta partida la impugnación fallida no da puntos: quien impugna pierde el turno (pulsa «Pasar»).")
            )
        if self.terminada:
            raise ErrorEvento(_("La partida ha terminado."))
        turnos = [linea for linea in self._estado.lineas if linea.es_turno]
        if not turnos or turnos[-1].clase != "jugada":
            raise ErrorEvento(
                _("La impugnación fallida es de la última jugada anotada, y el último turno no es una jugada.")
            )
        return self.aplicar(Penalizacion(turnos[-1].participante, -premio, _(MOTIVO_IMPUGNACION)))

    def penalizar(self, participante: int, puntos: int | None = None, motivo: str = "") -> EfectoClasica:
        """Resta puntos a cualquier participante sin gastar turno; por omisión, la cifra propuesta."""
        cuantos = self.penalizacion_propuesta if puntos is None else puntos
        if isinstance(cuantos, bool) or not isinstance(cuantos, int) or not 1 <= cuantos <= 1000:
            raise ErrorEvento(_("La penalización tiene que ser de 1 a 1000 puntos."))
        return self.aplicar(Penalizacion(participante, cuantos, " ".join(motivo.split())))

    def terminar(self, atriles: Sequence[Atril], relojes: Relojes | None = None) -> EfectoClasica:
        """«Terminar la partida» con lo que queda en cada atril (``""`` = se quedó sin fichas).

        Con ``relojes``, el tiempo extra de cada uno va a la hoja junto con el final, en el mismo guardado:
        no puede quedar un final sin su penalización.
        """
        fin = Fin(tuple(atriles))
        precio = relojes.config.puntos_por_minuto if relojes is not None else 0
        if relojes is None or precio <= 0:
            return self.aplicar(fin)
        # El precio del reloj va en la línea solo si no es el de las reglas.
        propio = None if precio == self.reglas.puntos_por_minuto_extra else precio
        extras = [TiempoExtra(i, s, propio) for i, s in enumerate(segundos_extra(relojes)) if s > 0]
        return self.aplicar_juntos([fin, *extras])[0]

    def anotar_tiempo_extra(
        self, participante: int, segundos: int, puntos_por_minuto: int | None = None
    ) -> EfectoClasica:
        """Tiempo extra tras el ajuste final; ``puntos_por_minuto`` si el reloj de la partida no cobra como
        las reglas (``None`` = lo que digan las reglas)."""
        return self.aplicar(TiempoExtra(participante, segundos, puntos_por_minuto))

    def otra_partida(self) -> Inicio:
        """«Otra partida, mismas personas»: el inicio de una nueva en la que abre la siguiente persona."""
        i = self.inicio
        # El título, la descripción y el identificador eran los de la partida importada, no los de esta.
        return replace(i, abre=(i.abre + 1) % self.participantes, titulo="", descripcion="", identificador="")


def atril_anotado(texto: str, edicion: Edicion) -> str:
    """Un atril escrito a mano (``ch?ll`` o ``C H ? LL``) en notación GCG (``[CH]?[LL]``), como lo guarda la
    hoja: dígrafos unidos, como en la notación FISE, y ``?`` por cada comodín; ``ErrorFichas`` si no se entiende.
    Un número (las fichas de un cambio) queda tal cual."""
    if texto.strip().isdigit() and texto.strip().isascii():
        return texto.strip()
    limpio = "".join(texto.split()).upper()
    partes = []
    for i, trozo in enumerate(limpio.split("?")):
        if i:
            partes.append("?")
        for ficha in leer_fichas(trozo, edicion) if trozo else ():
            if ficha.fija:
                raise ErrorFichas(
                    _("La {letra} no es una ficha de esta edición: escribe un ? si era un comodín.").format(
                        letra=ficha.letra
                    )
                )
            partes.append(f"[{ficha.letra}]" if len(ficha.letra) > 1 else ficha.letra)
    return "".join(partes)


def reglas_disponibles() -> tuple[Reglas, ...]:
    """Los preajustes en el orden en que se ofrecen."""
    return tuple(reglas(c) for c in ("casa", "fise", "ingles"))


def _es_turno(evento: Evento) -> bool:
    """Gasta turno: jugada, pase, cambio o palabra retirada nueva (no la que convierte la última jugada)."""
    return isinstance(evento, Jugada | Pase | Cambio) or (isinstance(evento, PalabraRetirada) and evento.retira is None)


def _coordenada(texto: str) -> str:
    """Coordenada opcional de una línea escrita a mano, en su forma FISE (``h4`` → ``H4``)."""
    return Posicion.desde_fise(texto).fise() if texto.strip() else ""

