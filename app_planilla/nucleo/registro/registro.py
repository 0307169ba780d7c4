"""El registro de eventos de todas las modalidades: comprobar, guardar, aplicar y deshacer.

Cada operación hace un evento, lo comprueba contra el estado, llama a ``guardar`` (el almacén lo confirma
en disco) y solo entonces lo aplica y devuelve un ``Efecto`` con lo que cambió. Si algo falla, incluido el
guardado, la planilla queda como estaba. «Deshacer la última línea» es la ``Anulacion``: quita el último
evento que sigue en pie. Cada evento aplicado deja su inversa en una pila, así que deshacer no repasa todo
el registro. Lo propio de cada juego (puntos, rondas, jugadas maestras, clasificación) lo da la subclase.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.registro.eventos import AjusteReloj, Anulacion, ErrorEvento, Formato, nombres_mostrados
from app_planilla.nucleo.relojes import Movimiento, Relojes

MAX_EVENTOS = 20_000
"""Tope de eventos por partida: una partida real no pasa de unos cientos."""

E = TypeVar("E")
"""Los eventos de la modalidad."""
L = TypeVar("L")
"""Una línea de su hoja (la fila de una ronda en la duplicada); las hojas sin líneas usan ``None``."""


class ConParticipantes(Protocol):
    """Lo que tiene todo evento de inicio."""

    @property
    def participantes(self) -> tuple[str, ...]: ...


Ini = TypeVar("Ini", bound=ConParticipantes)


@dataclass(frozen=True)
class Anotado(Generic[E]):
    """Un evento listo para guardar: su número, el evento y lo que hace con los relojes de la partida."""

    numero: int
    evento: E
    relojes: Movimiento


Guardar = Callable[[Sequence[Anotado[Any]], bool], None]
"""``guardar(anotados, terminada)``: escribe los eventos juntos (una transacción) y vuelve tras confirmarlos."""


@dataclass(frozen=True)
class Efecto(Generic[E, L]):
    """Lo que cambió al aplicar un evento, para repintar solo lo afectado y para las señales de la interfaz."""

    numero: int
    evento: E
    linea: L | None = None
    """La línea de la hoja tal como queda (nueva, corregida o devuelta por «Deshacer»)."""
    antes: L | None = None
    """La que había en su lugar: la que se quitó o se sustituyó."""
    deshecho: E | None = None
    """Con una ``Anulacion``: el evento que se quitó."""
    corrige: bool = False
    """Se escribió encima de algo ya anotado."""
    tablero: bool = False
    """Cambió el tablero de la planilla."""
    final: bool = False
    """Se terminó la partida, se deshizo el final o cambió la tabla final."""
    avisos: tuple[str, ...] = ()
    """Avisos de esta operación (no impiden nada)."""

    @property
    def nueva(self) -> bool:
        """Se añadió una línea (o una ronda)."""
        return self.linea is not None and self.antes is None

    @property
    def sustituye(self) -> bool:
        """La línea ocupa el lugar de otra (palabra retirada, corrección, o deshacer una de ellas)."""
        return self.linea is not None and self.antes is not None

    @property
    def quitada(self) -> L | None:
        """La línea que quitó «Deshacer la última línea» sin dejar otra en su lugar."""
        return self.antes if self.linea is None else None


Inversa = Callable[[int, Anulacion], Efecto[E, L]]
"""Deshace un evento aplicado: recibe el número y la ``Anulacion`` que lo deshace."""
Aplicar = Callable[[], tuple[Efecto[E, L], Inversa[E, L]]]
"""Aplica un evento ya comprobado (sin fallar) y devuelve su efecto y su inversa."""


class Registro(Generic[E, L, Ini]):
    """Base de las planillas. Cada subclase dice en su cabecera su ``formato``, sus eventos de ``inicio`` y de
    ``fin`` y cómo se llama su ``partida`` en los mensajes («partida de Tantrix»), y da

    - ``_empezar()``: su estado inicial, recién comprobado el inicio;
    - ``_preparar(numero, evento)``: lo comprueba contra el estado y devuelve la función que lo aplica;
    - ``_tras_el_fin(evento)``: si se puede anotar con la partida terminada (el tiempo extra);
    - ``_movimiento(evento)``: qué hace con los relojes (por omisión, un ajuste del árbitro lo de
      ``_movimiento_ajuste``, deshacer vuelve a los de antes y cualquier otro evento los para: así los llevan
      Tantrix y «4 en letras», que anotan al final).

    Las modalidades con relojes de partida admiten ``AjusteReloj`` entre sus eventos (``ajustar_relojes``).
    """

    _FORMATO: ClassVar[Formato[Any]]
    _TIPO_INICIO: ClassVar[type[Any]]
    """La clase del evento de inicio (``ClassVar`` no admite ``Ini``: por eso ``Any``)."""
    _TIPO_FIN: ClassVar[type[Any]]
    _PARTIDA: ClassVar[str]
    """«partida», «partida duplicada»…, marcado con ``N_``: los mensajes lo traducen al mostrarlo."""

    def __init_subclass__(
        cls, *, formato: Formato[Any] | None = None, inicio: type[Any] = object, fin: type[Any] = object,
        partida: str = N_("partida"), **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        if formato is not None:
            cls._FORMATO, cls._TIPO_INICIO, cls._TIPO_FIN, cls._PARTIDA = formato, inicio, fin, partida

    def __init__(self, inicio: Ini, *, guardar: Guardar | None = None) -> None:
        limpio = self._FORMATO.canonico(inicio)
        if not isinstance(limpio, self._TIPO_INICIO):
            raise ErrorEvento(_("La {partida} tiene que empezar por su evento de inicio.").format(
                partida=_(self._PARTIDA)
            ))
        self.inicio: Ini = limpio
        # El inicio es siempre uno de los eventos E (el sistema de tipos no sabe decir «Ini está en E»).
        self._eventos: list[E] = [cast(E, limpio)]
        self._pila: list[int] = []
        """Números de los eventos en pie (sin el inicio); «Deshacer» quita el último."""
        self._inversas: list[Inversa[E, L]] = []
        self.terminada = False
        self.guardar = guardar
        """Se llama antes de aplicar cada evento nuevo (o con los de ``aplicar_juntos``); si lanza una
        excepción, no se aplica."""
        self._empezar()

    @classmethod
    def desde_eventos(cls, eventos: Iterable[E], *, guardar: Guardar | None = None, leidos: bool = False) -> Self:
        """Rehace la planilla repasando su registro; un evento inválido se señala con su número.

        ``leidos``: los eventos salen de la lectura de JSON (almacén, archivo) y ya tienen su forma
        canónica; así no se comprueba dos veces su forma al reabrir una partida larga.
        """
        it = iter(eventos)
        primero = next(it, None)
        if not isinstance(primero, cls._TIPO_INICIO):
            raise ErrorEvento(
                _("El registro de una {partida} tiene que empezar por su evento de inicio.").format(
                    partida=_(cls._PARTIDA)
                )
            )
        planilla = cls(primero)
        # Los números empiezan en 1 porque el 0 es el inicio: así se puede buscar en el archivo.
        for numero, evento in enumerate(it, start=1):
            try:
                limpio, hacer = planilla._hacer(evento, canonizar=not leidos)
            except ErrorPlanilla as e:
                raise ErrorEvento(
                    _("Evento {numero} («{tipo}»): {error}").format(
                        numero=numero, tipo=getattr(evento, "tipo", "?"), error=e
                    )
                ) from None
            planilla._anotar(numero, limpio, hacer()[1])
        planilla.guardar = guardar
        return planilla

    # -------------------------------------------------------------- para las subclases

    def _empezar(self) -> None:
        raise NotImplementedError

    def _preparar(self, numero: int, evento: E) -> Aplicar[E, L]:
        raise NotImplementedError

    def _tras_el_fin(self, evento: E) -> bool:
        return False

    def _movimiento(self, evento: E) -> Movimiento:
        ajuste = self._movimiento_ajuste(evento)
        if ajuste is not None:
            return ajuste
        if isinstance(evento, Anulacion):
            return Movimiento(volver_antes_de=self._pila[-1])
        return Movimiento(pausar=True)

    def _movimiento_ajuste(self, evento: E) -> Movimiento | None:
        """Un ajuste pone el reloj; deshacerlo le quita lo que sumó (o le devuelve lo que restó), sin volver a
        una foto: lo que corrió después y el turno siguen como están. ``None`` si no va de ajustes."""
        if isinstance(evento, AjusteReloj):
            return Movimiento(poner=(evento.participante, evento.restante_ms))
        if isinstance(evento, Anulacion) and self._pila:
            deshecho = self._eventos[self._pila[-1]]
            if isinstance(deshecho, AjusteReloj):
                return Movimiento(sumar=(deshecho.participante, deshecho.antes_ms - deshecho.restante_ms))
        return None

    # -------------------------------------------------------------- consultas

    @property
    def eventos(self) -> tuple[E, ...]:
        return tuple(self._eventos)

    @property
    def puede_deshacer(self) -> bool:
        return bool(self._pila)

    @property
    def participantes(self) -> int:
        return len(self.inicio.participantes)

    @property
    def nombres(self) -> tuple[str, ...]:
        """Nombres para mostrar; quien no tiene nombre es «Participante N»."""
        return nombres_mostrados(self.inicio.participantes)

    def otra_partida(self) -> Ini:
        """«Otra partida (u otra serie), mismas personas»: por omisión, el mismo inicio."""
        return self.inicio

    # -------------------------------------------------------------- aplicar

    def _es_fin(self, evento: E) -> bool:
        return isinstance(evento, self._TIPO_FIN)

    def _hacer(self, evento: E, *, canonizar: bool = True) -> tuple[E, Callable[[], tuple[Efecto[E, L], Any]]]:
        """El evento en su forma canónica y la función que lo aplica, tras comprobarlo entero."""
        numero = len(self._eventos)
        if numero >= MAX_EVENTOS:
            raise ErrorEvento(_("La partida tiene demasiados eventos (más de {maximo}).").format(maximo=MAX_EVENTOS))
        # Pasar por la misma lectura que un archivo garantiza que todo lo aceptado se puede exportar
        # e importar igual (tamaños, tipos, caracteres de control).
        if canonizar:
            evento = self._FORMATO.canonico(evento)
        if isinstance(evento, Anulacion):
            if not self._pila:
                raise ErrorEvento(_("No hay ninguna línea que deshacer."))
            anulacion = evento

            def deshacer() -> tuple[Efecto[E, L], None]:
                quitado = self._eventos[self._pila.pop()]
                efecto = self._inversas.pop()(numero, anulacion)
                if self._es_fin(quitado):
                    self.terminada = False
                return replace(efecto, deshecho=quitado), None

            return evento, deshacer
        if isinstance(evento, self._TIPO_INICIO):
            raise ErrorEvento(
                _("La {partida} ya ha empezado: el inicio solo puede ser el primer evento.").format(
                    partida=_(self._PARTIDA)
                )
            )
        if self.terminada and not self._tras_el_fin(evento):
            raise ErrorEvento(
                _("La partida ya ha terminado. Para seguir, deshaz el final con «Deshacer la última línea».")
            )
        aplicar = self._preparar(numero, evento)

        def hacer() -> tuple[Efecto[E, L], Inversa[E, L]]:
            resultado = aplicar()
            if self._es_fin(evento):
                self.terminada = True
            return resultado

        return evento, hacer

    def _anotar(self, numero: int, evento: E, inversa: Inversa[E, L] | None) -> None:
        self._eventos.append(evento)
        if inversa is not None:
            self._pila.append(numero)
            self._inversas.append(inversa)

    def _terminada_tras(self, evento: E) -> bool:
        if self._es_fin(evento):
            return True
        if isinstance(evento, Anulacion) and self._pila and self._es_fin(self._eventos[self._pila[-1]]):
            return False
        return self.terminada

    def aplicar(self, evento: E) -> Efecto[E, L]:
        """Comprueba el evento, lo guarda (si hay ``guardar``) y lo aplica. Si algo falla, nada cambia."""
        evento, hacer = self._hacer(evento)
        numero = len(self._eventos)
        if self.guardar is not None:
            self.guardar([Anotado(numero, evento, self._movimiento(evento))], self._terminada_tras(evento))
        efecto, inversa = hacer()
        self._anotar(numero, evento, inversa)
        return efecto

    def aplicar_juntos(self, eventos: Sequence[E]) -> tuple[Efecto[E, L], ...]:
        """Varios eventos que van juntos (el final y su tiempo extra): se guardan en una sola llamada a
        ``guardar``, o ninguno. Cada uno se comprueba contra el estado que dejan los anteriores, así que se
        aplican antes de guardar y, si algo falla, se deshacen con sus inversas: nada cambia."""
        if any(isinstance(e, Anulacion) for e in eventos):
            raise ErrorEvento(_("«Deshacer» no se anota junto con otros eventos."))
        anotados: list[Anotado[E]] = []
        efectos: list[Efecto[E, L]] = []
        terminada = self.terminada
        try:
            for evento in eventos:
                limpio, hacer = self._hacer(evento)
                numero = len(self._eventos)
                movimiento = self._movimiento(limpio)
                efecto, inversa = hacer()
                self._anotar(numero, limpio, inversa)
                anotados.append(Anotado(numero, limpio, movimiento))
                efectos.append(efecto)
            if self.guardar is not None and anotados:
                self.guardar(anotados, self.terminada)
        except BaseException:
            for anotado in reversed(anotados):
                self._eventos.pop()
                if self._pila and self._pila[-1] == anotado.numero:
                    self._pila.pop()
                    self._inversas.pop()(anotado.numero, Anulacion())
            self.terminada = terminada
            raise
        return tuple(efectos)

    def ajustar_relojes(self, relojes: Relojes, nuevos: Mapping[int, int]) -> tuple[Efecto[E, L], ...]:
        """«Ajustar los relojes…»: el árbitro pone el reloj de cada participante de ``nuevos`` a esos
        milisegundos (negativos: tiempo extra). Cada reloj que cambia es un ``AjusteReloj`` (se deshace solo);
        todos se guardan juntos y los relojes se mueven con ellos (``Movimiento.poner``): ``relojes`` solo dice
        lo que marcaban. Lo que ya marca ese tiempo no se anota; si nada cambia, no se anota nada."""
        if AjusteReloj not in self._FORMATO.tipos.values():
            raise ErrorEvento(_("La {partida} no lleva relojes que ajustar.").format(partida=_(self._PARTIDA)))
        if self.terminada:
            raise ErrorEvento(_("La partida ha terminado: sus relojes ya no se ajustan. Para corregirlos, deshaz "
                                "el final con «Deshacer la última línea»."))
        ajustes = []
        for i, ms in sorted(nuevos.items()):
            if not 0 <= i < self.participantes:
                raise ErrorEvento(_("El reloj que se ajusta tiene que ser de uno de los participantes."))
            antes = relojes.restante_ms(i)
            if ms != antes:
                # El ajuste es uno de los eventos E de estas modalidades (comprobado arriba por su formato).
                ajustes.append(cast(E, AjusteReloj(i, ms, antes)))
        return self.aplicar_juntos(ajustes) if ajustes else ()

    def deshacer(self) -> Efecto[E, L]:
        """«Deshacer la última línea»: se anota como un evento más."""
        return self.aplicar(cast(E, Anulacion()))
