"""Registro de eventos de las hojas sencillas (Tantrix, «4 en letras»): lo común a las dos.

Igual que la clásica y la duplicada: cada operación hace un evento, lo comprueba contra el estado, llama
a ``guardar`` (el almacén lo confirma en disco) y solo entonces lo aplica. «Deshacer la última línea» es la
``Anulacion`` de siempre: quita el último evento que sigue en pie. Cada evento aplicado deja su inversa en
una pila, así que deshacer no repasa todo el registro.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast

from app_planilla.nucleo.clasica.eventos import MAX_NOMBRE, Anulacion, ErrorEvento, _campos
from app_planilla.nucleo.errores import ErrorPlanilla

MAX_EVENTOS = 20_000
"""El mismo tope que la partida clásica (``planilla.MAX_EVENTOS``)."""

E = TypeVar("E")


class ConParticipantes(Protocol):
    """Lo que tiene todo evento de inicio de una hoja sencilla."""

    @property
    def participantes(self) -> tuple[str, ...]: ...


Ini = TypeVar("Ini", bound=ConParticipantes)
GuardarSencillo = Callable[[int, Any, bool], None]
"""``guardar(numero, evento, terminada)``: escribe el evento y vuelve solo tras confirmarlo."""

Deshacer = Callable[[], None]


@dataclass(frozen=True)
class EfectoSencillo(Generic[E]):
    """Lo que cambió al aplicar un evento, para repintar y para las señales de la interfaz."""

    numero: int
    evento: E
    deshecho: E | None = None
    """Con una ``Anulacion``: el evento que se quitó."""
    avisos: tuple[str, ...] = ()


def puestos(valores: Sequence[int]) -> tuple[int, ...]:
    """Puesto de cada uno (más es mejor); los empatados comparten puesto y el siguiente salta: 1, 1, 3."""
    return tuple(1 + sum(1 for otro in valores if otro > v) for v in valores)


def nombres_mostrados(participantes: Sequence[str]) -> tuple[str, ...]:
    """Quien no tiene nombre es «Participante N»."""
    return tuple(n or f"Participante {i + 1}" for i, n in enumerate(participantes))


def limpiar_nombres(participantes: Sequence[str], minimo: int, maximo: int, juego: str) -> tuple[str, ...]:
    """Nombres sin espacios de más; comprueba cuántos son y su largo (mensajes en español)."""
    if isinstance(participantes, str) or not minimo <= len(participantes) <= maximo:
        raise ErrorEvento(f"{juego} es de {minimo} a {maximo} participantes.")
    nombres = []
    for n in participantes:
        if not isinstance(n, str):
            raise ErrorEvento("Cada nombre de participante tiene que ser un texto (vacío si no tiene nombre).")
        if any(ord(c) < 32 for c in n):
            raise ErrorEvento("Un nombre de participante lleva caracteres de control.")
        limpio = " ".join(n.split())
        if len(limpio) > MAX_NOMBRE:
            raise ErrorEvento(f"Un nombre de participante tiene como mucho {MAX_NOMBRE} caracteres.")
        nombres.append(limpio)
    return tuple(nombres)


def numero_entero(valor: object, que: str, minimo: int, maximo: int) -> int:
    """Un entero en su rango (``True`` no es un número); si no, un mensaje que dice qué se esperaba."""
    if isinstance(valor, bool) or not isinstance(valor, int):
        raise ErrorEvento(f"{que} tiene que ser un número entero.")
    if not minimo <= valor <= maximo:
        raise ErrorEvento(f"{que} tiene que estar entre {minimo} y {maximo} (es {valor}).")
    return valor



# ---------------------------------------------------------------- JSON: lo común a las dos hojas


def tipo_leido(d: Any, tipos: Mapping[str, object], donde: str) -> str:
    """El «tipo» de un evento leído, si es uno de ``tipos``; ``donde`` completa el mensaje de error."""
    if not isinstance(d, dict):
        raise ErrorEvento("Cada evento tiene que ser un objeto con un campo «tipo».")
    tipo = d.get("tipo")
    if not isinstance(tipo, str) or tipo not in tipos:
        nombre = tipo if isinstance(tipo, str) and len(tipo) <= 40 else "?"
        raise ErrorEvento(f"Tipo de evento desconocido {donde}: «{nombre}».")
    return tipo


def participantes_leidos(d: dict[str, Any], tipo: str, minimo: int, maximo: int, juego: str) -> tuple[str, ...]:
    """Los nombres de un evento de inicio leído, ya limpios."""
    _campos(d, tipo, {"participantes"}, set())
    nombres = d["participantes"]
    if not isinstance(nombres, list):
        raise ErrorEvento("«participantes» tiene que ser una lista de nombres.")
    return limpiar_nombres(nombres, minimo, maximo, juego)


def canonico_sencillo(
    evento: E,
    tipos: Mapping[str, type[Any]],
    a_dict: Callable[[E], dict[str, Any]],
    desde_dict: Callable[[Any], E],
    hoja: str,
) -> E:
    """El evento tal como quedaría tras escribirlo y leerlo: misma comprobación que un archivo ajeno."""
    if not isinstance(evento, tuple(tipos.values())):
        raise ErrorEvento(f"Eso no es un evento de la planilla de {hoja}.")
    return desde_dict(a_dict(evento))

class RegistroSencillo(Generic[E]):
    """Base de las planillas sencillas. Las subclases dan la comprobación y la aplicación de cada evento.

    - ``_canonico(evento)``: el evento tal como quedaría tras escribirlo y leerlo en JSON;
    - ``_preparar(evento)``: lo comprueba contra el estado y devuelve la función que lo aplica, que a su
      vez devuelve la que lo deshace (ninguna de las dos falla);
    - ``_es_fin(evento)``: si el evento termina la partida.
    """

    def __init__(self, inicio: E, *, guardar: GuardarSencillo | None = None) -> None:
        self._eventos: list[E] = [inicio]
        self._pila: list[int] = []
        """Números de los eventos en pie (sin el inicio); «Deshacer» quita el último."""
        self._inversas: list[Deshacer] = []
        self.terminada = False
        self.guardar = guardar
        """Se llama antes de aplicar cada evento nuevo; si lanza una excepción, no se aplica."""

    # -------------------------------------------------------------- para las subclases

    def _canonico(self, evento: E) -> E:
        raise NotImplementedError

    def _preparar(self, evento: E) -> Callable[[], Deshacer]:
        raise NotImplementedError

    def _es_fin(self, evento: E) -> bool:
        raise NotImplementedError

    def _avisos(self, evento: E) -> tuple[str, ...]:
        return ()

    # -------------------------------------------------------------- consultas

    @property
    def eventos(self) -> tuple[E, ...]:
        return tuple(self._eventos)

    @property
    def puede_deshacer(self) -> bool:
        return bool(self._pila)

    def en_pie(self) -> tuple[E, ...]:
        """Los eventos que siguen en pie, en orden (sin el inicio ni las anulaciones)."""
        return tuple(self._eventos[n] for n in self._pila)

    # -------------------------------------------------------------- aplicar

    def _hacer(self, evento: E, *, canonizar: bool = True) -> tuple[E, Callable[[], Deshacer | None]]:
        if len(self._eventos) >= MAX_EVENTOS:
            raise ErrorEvento(f"La partida tiene demasiados eventos (más de {MAX_EVENTOS}).")
        if canonizar:
            evento = self._canonico(evento)
        if isinstance(evento, Anulacion):
            if not self._pila:
                raise ErrorEvento("No hay ninguna línea que deshacer.")

            def deshacer() -> None:
                quitado = self._eventos[self._pila.pop()]
                self._inversas.pop()()
                if self._es_fin(quitado):
                    self.terminada = False

            return evento, deshacer
        if self.terminada:
            raise ErrorEvento(
                "La partida ya ha terminado. Para seguir, deshaz el final con «Deshacer la última línea»."
            )
        aplicar = self._preparar(evento)

        def hacer() -> Deshacer:
            inversa = aplicar()
            if self._es_fin(evento):
                self.terminada = True
            return inversa

        return evento, hacer

    def _anotar(self, numero: int, evento: E, resultado: Deshacer | None) -> None:
        self._eventos.append(evento)
        if resultado is not None:
            self._pila.append(numero)
            self._inversas.append(resultado)

    def _terminada_tras(self, evento: E) -> bool:
        if self._es_fin(evento):
            return True
        if isinstance(evento, Anulacion) and self._pila and self._es_fin(self._eventos[self._pila[-1]]):
            return False
        return self.terminada

    def aplicar(self, evento: E) -> EfectoSencillo[E]:
        """Comprueba el evento, lo guarda (si hay ``guardar``) y lo aplica. Si algo falla, nada cambia."""
        evento, hacer = self._hacer(evento)
        numero = len(self._eventos)
        deshecho = self._eventos[self._pila[-1]] if isinstance(evento, Anulacion) else None
        if self.guardar is not None:
            self.guardar(numero, evento, self._terminada_tras(evento))
        self._anotar(numero, evento, hacer())
        return EfectoSencillo(numero, evento, deshecho, self._avisos(evento))

    def _repasar(self, eventos: Iterable[E], leidos: bool) -> None:
        for numero, evento in enumerate(eventos, start=1):
            try:
                limpio, hacer = self._hacer(evento, canonizar=not leidos)
            except ErrorPlanilla as e:
                tipo = getattr(evento, "tipo", "?")
                raise ErrorEvento(f"Evento {numero} («{tipo}»): {e}") from None
            self._anotar(numero, limpio, hacer())

    def deshacer(self) -> EfectoSencillo[E]:
        """«Deshacer la última línea»: se anota como un evento más."""
        return self.aplicar(Anulacion())  # type: ignore[arg-type]


class PlanillaSencilla(RegistroSencillo[E], Generic[E, Ini]):
    """Lo común a Tantrix y «4 en letras»: un evento de inicio con los participantes, y rehacerse del registro.

    Cada subclase dice cuál es su evento de inicio y de fin, y con qué textos se queja si falta el inicio.
    """

    _TIPO_INICIO: ClassVar[type[Any]]
    """La clase del evento de inicio (``ClassVar`` no admite ``Ini``: por eso ``Any``)."""
    _TIPO_FIN: ClassVar[type[Any]]
    _SIN_INICIO: ClassVar[str]
    """Mensaje si el evento con el que se crea la planilla no es su inicio."""
    _REGISTRO_SIN_INICIO: ClassVar[str]
    """Mensaje si el registro no empieza por el inicio."""

    def __init__(self, inicio: Ini, *, guardar: GuardarSencillo | None = None) -> None:
        # El inicio es siempre uno de los eventos E (el sistema de tipos no sabe decir «Ini está en E»).
        limpio = self._canonico(cast(E, inicio))
        if not isinstance(limpio, self._TIPO_INICIO):
            raise ErrorEvento(self._SIN_INICIO)
        super().__init__(limpio, guardar=guardar)
        self.inicio: Ini = limpio

    @classmethod
    def desde_eventos(
        cls, eventos: Iterable[E], *, guardar: GuardarSencillo | None = None, leidos: bool = False
    ) -> Self:
        """Rehace la planilla repasando su registro; un evento inválido se señala con su número."""
        it = iter(eventos)
        primero = next(it, None)
        if not isinstance(primero, cls._TIPO_INICIO):
            raise ErrorEvento(cls._REGISTRO_SIN_INICIO)
        planilla = cls(primero)
        planilla._repasar(it, leidos)
        planilla.guardar = guardar
        return planilla

    @property
    def participantes(self) -> int:
        return len(self.inicio.participantes)

    @property
    def nombres(self) -> tuple[str, ...]:
        return nombres_mostrados(self.inicio.participantes)

    def _es_fin(self, evento: E) -> bool:
        return isinstance(evento, self._TIPO_FIN)

    def otra_partida(self) -> Ini:
        """«Otra partida (u otra serie), mismas personas»."""
        return self.inicio
