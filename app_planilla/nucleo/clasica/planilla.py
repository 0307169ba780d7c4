"""La planilla clásica (hoja de anotación): un registro de eventos y el estado que se deriva de él.

Cada operación construye un evento, lo comprueba contra el estado, llama a ``guardar`` (el almacén lo
escribe y confirma) y solo entonces lo aplica y devuelve un ``Efecto`` con lo que cambió. Si algo falla,
incluido el guardado, la planilla queda como estaba. La hoja nunca termina la partida: solo avisa.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from app_planilla.nucleo.clasica.estado import Estado, Hacer
from app_planilla.nucleo.clasica.eventos import (
    MAX_PUNTOS_JUGADA,
    Anulacion,
    Atril,
    Cambio,
    ErrorEvento,
    Evento,
    Fin,
    Inicio,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    TiempoExtra,
    canonico,
)
from app_planilla.nucleo.clasica.final import FilaFinal
from app_planilla.nucleo.clasica.lineas import Aviso, Efecto, Linea
from app_planilla.nucleo.clasica.reglas import Empate, Reglas, empate_por_defecto, reglas
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import colocacion
from app_planilla.nucleo.juego.puntuacion import puntuar
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Posicion, Tablero
from app_planilla.nucleo.registro.repaso import repasar

MAX_EVENTOS = 20_000
"""Tope de eventos por partida: una partida real no pasa de unos cientos."""

Guardar = Callable[[int, Evento, bool], None]
"""``guardar(numero, evento, terminada)``: escribe el evento y vuelve solo tras confirmarlo."""


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
    reglas: str = "casa",
    empate: Empate | str | None = None,
) -> Inicio:
    """El evento de inicio, con los nombres limpios y la regla de empate por omisión de la edición."""
    if empate is None:
        empate = empate_por_defecto(edicion)
    texto_empate = empate.value if isinstance(empate, Empate) else empate
    inicio = _canonico_inicio(
        Inicio(tuple(" ".join(n.split()) for n in participantes), abre, edicion, reglas, texto_empate)
    )
    Estado(inicio)  # comprueba edición, reglas y empate
    return inicio


class Planilla:
    """Planilla de una partida clásica."""

    def __init__(self, inicio: Inicio, *, guardar: Guardar | None = None) -> None:
        inicio = _canonico_inicio(inicio)
        self._estado = Estado(inicio)
        self._eventos: list[Evento] = [inicio]
        self.guardar = guardar
        """Se llama antes de aplicar cada evento nuevo; si lanza una excepción, no se aplica."""

    @classmethod
    def desde_eventos(
        cls, eventos: Iterable[Evento], *, guardar: Guardar | None = None, leidos: bool = False
    ) -> Planilla:
        """Rehace la planilla repasando su registro; un evento inválido se señala con su número.

        ``leidos``: los eventos salen de ``evento_desde_dict`` (almacén, archivo) y ya tienen su forma
        canónica; así no se comprueba dos veces su forma al reabrir una partida larga.
        """
        it = iter(eventos)
        primero = next(it, None)
        if not isinstance(primero, Inicio):
            raise ErrorEvento("El registro de la partida tiene que empezar por el evento de inicio.")
        planilla = cls(primero)
        repasar(it, lambda evento: planilla._hacer(evento, canonizar=not leidos), planilla._eventos.append)
        planilla.guardar = guardar
        return planilla

    # -------------------------------------------------------------- consultas

    @property
    def eventos(self) -> tuple[Evento, ...]:
        return tuple(self._eventos)

    @property
    def inicio(self) -> Inicio:
        return self._estado.inicio

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
            return f"Reglas: {self.reglas.nombre}."
        return (
            f"Reglas: {self.reglas.nombre}. Las de «{self.reglas_elegidas.nombre}» son para "
            f"{self.reglas_elegidas.max_participantes} participantes; con {self.participantes} "
            "se aplican las de casa."
        )

    @property
    def empate(self) -> Empate:
        return self._estado.empate

    @property
    def participantes(self) -> int:
        return self._estado.n

    @property
    def nombres(self) -> tuple[str, ...]:
        """Nombres para mostrar; quien no tiene nombre es «Participante N»."""
        return tuple(n or f"Participante {i + 1}" for i, n in enumerate(self.inicio.participantes))

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
    def terminada(self) -> bool:
        return self._estado.fin is not None

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

    @property
    def puede_deshacer(self) -> bool:
        return len(self._estado.pila) > 1

    def rondas(self) -> tuple[Ronda, ...]:
        """Tabla de turnos por ronda, con los totales acumulados en cada línea."""
        filas: dict[int, list[Linea | None]] = {}
        for linea in self._estado.lineas:
            if linea.ronda is not None:
                filas.setdefault(linea.ronda, [None] * self.participantes)[linea.participante] = linea
        return tuple(Ronda(r, tuple(t)) for r, t in sorted(filas.items()))

    # -------------------------------------------------------------- eventos

    def _hacer(self, evento: Evento, *, canonizar: bool = True) -> tuple[Evento, Hacer]:
        """El evento en su forma canónica y la función que lo aplica, tras comprobarlo entero."""
        numero = len(self._eventos)
        if numero >= MAX_EVENTOS:
            raise ErrorEvento(f"La partida tiene demasiados eventos (más de {MAX_EVENTOS}).")
        # Pasar por la misma lectura que un archivo garantiza que todo lo aceptado se puede exportar
        # e importar igual (tamaños, tipos, caracteres de control).
        if canonizar:
            evento = canonico(evento)
        if isinstance(evento, Anulacion):
            return evento, self._estado.deshacer(numero, evento, self._eventos)
        return evento, self._estado.preparar(numero, evento)

    def _terminada_tras(self, evento: Evento) -> bool:
        if isinstance(evento, Fin):
            return True
        if isinstance(evento, Anulacion) and self.puede_deshacer:
            return self.terminada and not isinstance(self._eventos[self._estado.pila[-1]], Fin)
        return self.terminada

    def aplicar(self, evento: Evento) -> Efecto:
        """Comprueba el evento, lo guarda (si hay ``guardar``) y lo aplica. Si algo falla, nada cambia."""
        evento, hacer = self._hacer(evento)
        numero = len(self._eventos)
        if self.guardar is not None:
            self.guardar(numero, evento, self._terminada_tras(evento))
        efecto = hacer()
        self._eventos.append(evento)
        return replace(efecto, evento=evento)

    # -------------------------------------------------------------- operaciones de la hoja

    def sumar(self, coordenada: str, palabra: str) -> Efecto:
        """«Sumar» una jugada escrita en notación FISE (``H4``, ``JAMON``): la puntúa y deja sus fichas."""
        col = colocacion(self._estado.tablero, coordenada, palabra, self.edicion)
        efecto = self.sumar_colocacion(col.nuevas, col.posicion.direccion)
        return replace(efecto, avisos=col.avisos + efecto.avisos)

    def sumar_colocacion(self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None) -> Efecto:
        """«Sumar» la jugada calculada sobre el tablero: puntos, coordenada, palabra y fichas."""
        resultado = puntuar(self._estado.tablero, nuevas, self.edicion, direccion)
        posicion = resultado.posicion.fise() if resultado.posicion else ""
        fichas = tuple(sorted(nuevas.items()))
        return self.aplicar(Jugada(resultado.puntos, posicion, resultado.principal.texto, fichas))

    def anotar(self, puntos: int, coordenada: str = "", palabra: str = "") -> Efecto:
        """Puntos escritos a mano (0–2000); la jugada no llega al tablero."""
        if isinstance(puntos, bool) or not isinstance(puntos, int) or not 0 <= puntos <= MAX_PUNTOS_JUGADA:
            raise ErrorEvento(f"Los puntos de una jugada van de 0 a {MAX_PUNTOS_JUGADA}.")
        return self.aplicar(Jugada(puntos, _coordenada(coordenada), palabra.strip()))

    def pasar(self) -> Efecto:
        return self.aplicar(Pase())

    def cambiar(self) -> Efecto:
        """Cambio: 0 puntos. Avisa (sin impedirlo) si la bolsa no llega al mínimo de las reglas."""
        minimo = self.reglas.min_bolsa_para_cambiar
        bolsa = self.fichas_en_bolsa
        efecto = self.aplicar(Cambio())
        if minimo > 1 and bolsa < minimo:
            aviso = (
                f"Quedan unas {bolsa} fichas en la bolsa y con las reglas «{self.reglas.nombre}» "
                f"cambiar exige al menos {minimo}."
            )
            efecto = replace(efecto, avisos=(*efecto.avisos, aviso))
        return efecto

    def retirar_palabra(self, coordenada: str = "", palabra: str = "") -> Efecto:
        """«Palabra retirada» en el turno de quien la jugó: 0 puntos; la palabra no entra en el tablero."""
        return self.aplicar(PalabraRetirada(_coordenada(coordenada), palabra.strip()))

    def retirar_ultima_jugada(self) -> Efecto:
        """Convierte la última jugada anotada en palabra retirada: 0 puntos y sus fichas salen del tablero."""
        ultima = self._estado.lineas[-1] if self._estado.lineas else None
        if ultima is None or ultima.clase != "jugada":
            raise ErrorEvento("La última línea no es una jugada: no hay palabra que retirar.")
        return self.aplicar(PalabraRetirada(ultima.coordenada, ultima.palabra, retira=ultima.numero))

    def penalizar(self, participante: int, puntos: int | None = None, motivo: str = "") -> Efecto:
        """Resta puntos a cualquier participante sin gastar turno; por omisión, la cifra propuesta."""
        cuantos = self.penalizacion_propuesta if puntos is None else puntos
        if isinstance(cuantos, bool) or not isinstance(cuantos, int) or not 1 <= cuantos <= 1000:
            raise ErrorEvento("La penalización tiene que ser de 1 a 1000 puntos.")
        return self.aplicar(Penalizacion(participante, cuantos, " ".join(motivo.split())))

    def deshacer(self) -> Efecto:
        """«Deshacer la última línea»: se anota como un evento más."""
        return self.aplicar(Anulacion())

    def terminar(self, atriles: Sequence[Atril]) -> Efecto:
        """«Terminar la partida» con lo que queda en cada atril (``""`` = se quedó sin fichas)."""
        return self.aplicar(Fin(tuple(atriles)))

    def anotar_tiempo_extra(self, participante: int, segundos: int, puntos_por_minuto: int | None = None) -> Efecto:
        """Tiempo extra tras el ajuste final; ``puntos_por_minuto`` si el reloj de la partida no cobra como
        las reglas (``None`` = lo que digan las reglas)."""
        return self.aplicar(TiempoExtra(participante, segundos, puntos_por_minuto))

    def otra_partida(self) -> Inicio:
        """«Otra partida, mismas personas»: el inicio de una nueva en la que abre la siguiente persona."""
        i = self.inicio
        return replace(i, abre=(i.abre + 1) % self.participantes)


def reglas_disponibles() -> tuple[Reglas, ...]:
    """Los preajustes en el orden en que se ofrecen."""
    return tuple(reglas(c) for c in ("casa", "fise", "ingles"))


def _coordenada(texto: str) -> str:
    """Coordenada opcional de una línea escrita a mano, en su forma FISE (``h4`` → ``H4``)."""
    return Posicion.desde_fise(texto).fise() if texto.strip() else ""


def _canonico_inicio(inicio: Inicio) -> Inicio:
    limpio = canonico(inicio)
    if not isinstance(limpio, Inicio):
        raise ErrorEvento("La partida tiene que empezar por el evento de inicio.")
    return limpio
