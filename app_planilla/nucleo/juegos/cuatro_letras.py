"""Planilla de «4 en letras»: una serie de partidas y el recuento de las que gana cada participante.

Reglas (semilla 004): gana una partida quien coloca una carta y forma una palabra de 4 o más letras (se
anota la palabra); si se llena el área de 7×7 cartas sin palabra, la partida queda en empate. El vencedor
absoluto es quien más partidas gana; los empatados comparten puesto. Como las filas, las columnas y las
diagonales tienen como mucho 7 cartas, la palabra tiene de 4 a 7 letras.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app_planilla.nucleo.idioma import N_, _, n_
from app_planilla.nucleo.juegos.sencilla import (
    Deshacer,
    Participantes,
    PlanillaSencilla,
    Poner,
    a_dict_juego,
    puestos,
    sin_cambios,
)
from app_planilla.nucleo.registro.eventos import (
    AjusteReloj,
    Anulacion,
    ConTipo,
    ErrorEvento,
    Formato,
    ajuste_reloj_leido,
    campos,
    inicio_limpio,
    numero_entero,
    participantes_leidos,
    texto,
    tipo_leido,
)
from app_planilla.nucleo.registro.registro import Efecto
from app_planilla.nucleo.relojes import reloj_ajustado

MIN_PARTICIPANTES_CUATRO_LETRAS = 2
MAX_PARTICIPANTES_CUATRO_LETRAS = 16
MIN_LETRAS = 4
MAX_LETRAS = 7
"""Lado del área de juego: ninguna fila, columna ni diagonal tiene más de 7 cartas."""
MAX_PARTIDAS_SERIE = 999
NOMBRE_JUEGO = N_("«4 en letras»")


@dataclass(frozen=True)
class InicioCuatroLetras(Participantes, ConTipo, tipo="inicio_cuatro_letras"):
    """Primer evento: quién juega la serie (2 a 16)."""


@dataclass(frozen=True)
class Ganada(ConTipo, tipo="ganada_cuatro_letras"):
    """Una partida de la serie ganada por un participante con una palabra de 4 a 7 letras."""

    participante: int
    palabra: str


@dataclass(frozen=True)
class Empatada(ConTipo, tipo="empate_cuatro_letras"):
    """Una partida de la serie sin ganador: el área de 7×7 se llenó sin formar palabra."""


@dataclass(frozen=True)
class FinCuatroLetras(ConTipo, tipo="fin_cuatro_letras"):
    """«Terminar la serie»: el recuento queda fijo y se proclama el vencedor absoluto."""


EventoCuatroLetras = InicioCuatroLetras | Ganada | Empatada | FinCuatroLetras | Anulacion | AjusteReloj

TIPOS_CUATRO_LETRAS: Mapping[str, type[EventoCuatroLetras]] = {
    c.tipo: c for c in (InicioCuatroLetras, Ganada, Empatada, FinCuatroLetras, Anulacion, AjusteReloj)
}


def limpiar_palabra(palabra: str) -> str:
    """La palabra en mayúsculas y sin espacios; solo letras, de 4 a 7 (mensajes en el idioma en uso)."""
    if not isinstance(palabra, str):
        raise ErrorEvento(_("La palabra tiene que ser un texto."))
    limpia = palabra.strip().upper()
    if not limpia:
        raise ErrorEvento(_("Escribe la palabra con la que ganó la partida."))
    if not limpia.isalpha():
        raise ErrorEvento(
            _("«{palabra}» no es una palabra: solo letras, sin espacios ni números.").format(palabra=limpia[:20])
        )
    if not MIN_LETRAS <= len(limpia) <= MAX_LETRAS:
        raise ErrorEvento(
            _(
                "«{palabra}» tiene {n} letras: la palabra ganadora tiene de {minimo} a {maximo} "
                "(el área es de 7×7 cartas)."
            ).format(palabra=limpia[:20], n=len(limpia), minimo=MIN_LETRAS, maximo=MAX_LETRAS)
        )
    return limpia


# ---------------------------------------------------------------- JSON


def evento_cuatro_letras_desde_dict(d: Any) -> EventoCuatroLetras:
    """Lee y comprueba la forma de un evento de «4 en letras»."""
    tipo = tipo_leido(d, TIPOS_CUATRO_LETRAS, _("en una serie de «4 en letras»"))
    if tipo == "inicio_cuatro_letras":
        return InicioCuatroLetras(
            participantes_leidos(d, tipo, MIN_PARTICIPANTES_CUATRO_LETRAS, MAX_PARTICIPANTES_CUATRO_LETRAS,
                                 NOMBRE_JUEGO)
        )
    if tipo == "ganada_cuatro_letras":
        campos(d, tipo, {"participante", "palabra"}, set())
        participante = numero_entero(d["participante"], "«participante»", 0, MAX_PARTICIPANTES_CUATRO_LETRAS - 1)
        return Ganada(participante, limpiar_palabra(texto(d, "palabra", 40)))
    if tipo == "ajuste_reloj":
        return ajuste_reloj_leido(d, MAX_PARTICIPANTES_CUATRO_LETRAS)
    campos(d, tipo, set(), set())
    if tipo == "empate_cuatro_letras":
        return Empatada()
    return FinCuatroLetras() if tipo == "fin_cuatro_letras" else Anulacion()


FORMATO_CUATRO_LETRAS = Formato[EventoCuatroLetras](
    TIPOS_CUATRO_LETRAS, a_dict_juego, evento_cuatro_letras_desde_dict, N_("la planilla de «4 en letras»")
)


# ---------------------------------------------------------------- la planilla


@dataclass(frozen=True)
class FilaSerie:
    """Una partida de la serie: quién ganó (``None`` = empate), con qué palabra y el recuento tras ella."""

    numero: int
    ganador: int | None
    palabra: str
    ganadas: tuple[int, ...]
    """Partidas ganadas por cada participante hasta esta, incluida."""

    @property
    def empate(self) -> bool:
        return self.ganador is None


@dataclass(frozen=True)
class PuestoSerie:
    puesto: int
    participante: int
    nombre: str
    ganadas: int


def nueva_cuatro_letras(participantes: Sequence[str]) -> InicioCuatroLetras:
    """El evento de inicio de una serie de «4 en letras» (2 a 16 participantes), con los nombres limpios."""
    return inicio_limpio(FORMATO_CUATRO_LETRAS, InicioCuatroLetras, participantes, MIN_PARTICIPANTES_CUATRO_LETRAS,
                         MAX_PARTICIPANTES_CUATRO_LETRAS, NOMBRE_JUEGO)


class PlanillaCuatroLetras(
    PlanillaSencilla[EventoCuatroLetras, InicioCuatroLetras],
    formato=FORMATO_CUATRO_LETRAS, inicio=InicioCuatroLetras, fin=FinCuatroLetras,
    partida=N_("serie de «4 en letras»"),
):
    """Planilla de una serie de «4 en letras»."""

    def _empezar(self) -> None:
        self._filas: list[FilaSerie] = []

    def _filas_hoja(self) -> int:
        return len(self._filas)

    # -------------------------------------------------------------- consultas

    @property
    def filas(self) -> tuple[FilaSerie, ...]:
        """Una fila por partida de la serie, en orden."""
        return tuple(self._filas)

    @property
    def jugadas(self) -> int:
        """Partidas anotadas en la serie."""
        return len(self._filas)

    @property
    def siguiente(self) -> int:
        """Número de la próxima partida de la serie."""
        return len(self._filas) + 1

    @property
    def ganadas(self) -> tuple[int, ...]:
        """Recuento: partidas ganadas por cada participante."""
        return self._filas[-1].ganadas if self._filas else (0,) * self.participantes

    @property
    def empates(self) -> int:
        return sum(1 for f in self._filas if f.empate)

    def clasificacion(self) -> tuple[PuestoSerie, ...]:
        """Por partidas ganadas; los empatados comparten puesto (a igual puesto, en su orden)."""
        ganadas = self.ganadas
        lugar = puestos(ganadas)
        filas = [PuestoSerie(lugar[i], i, self.nombres[i], ganadas[i]) for i in range(self.participantes)]
        return tuple(sorted(filas, key=lambda f: (f.puesto, f.participante)))

    @property
    def vencedores(self) -> tuple[int, ...]:
        """Quienes más partidas han ganado (varios si empatan); vacío si nadie ha ganado ninguna."""
        ganadas = self.ganadas
        tope = max(ganadas)
        return tuple(i for i, g in enumerate(ganadas) if g == tope) if tope else ()

    # -------------------------------------------------------------- eventos

    def _poner(self, evento: EventoCuatroLetras) -> Poner:
        if isinstance(evento, Ganada | Empatada):
            if len(self._filas) >= MAX_PARTIDAS_SERIE:
                raise ErrorEvento(
                    _("La serie ya tiene {maximo} partidas: empieza otra serie.").format(maximo=MAX_PARTIDAS_SERIE)
                )
            ganadas = list(self.ganadas)
            ganador: int | None = None
            palabra = ""
            if isinstance(evento, Ganada):
                ganador = evento.participante
                if not 0 <= ganador < self.participantes:
                    raise ErrorEvento(
                        _("La serie tiene {n} participantes: ese participante no existe.").format(n=self.participantes)
                    )
                ganadas[ganador] += 1
                palabra = evento.palabra
            fila = FilaSerie(len(self._filas) + 1, ganador, palabra, tuple(ganadas))

            def poner() -> Deshacer:
                self._filas.append(fila)

                def quitar() -> None:
                    self._filas.pop()

                return quitar

            return poner
        if isinstance(evento, FinCuatroLetras):
            if not self._filas:
                raise ErrorEvento(_("La serie no tiene ninguna partida anotada: no hay nada que terminar."))
            return sin_cambios
        raise ErrorEvento(
            _("El evento «{tipo}» no se puede aplicar en una serie de «4 en letras».").format(tipo=evento.tipo)
        )

    # -------------------------------------------------------------- operaciones

    def ganar(self, participante: int, palabra: str) -> Efecto[EventoCuatroLetras, None]:
        """La partida siguiente la gana ``participante`` con ``palabra`` (de 4 a 7 letras)."""
        numero_entero(participante, _("El participante"), 0, self.participantes - 1)
        return self.aplicar(Ganada(participante, limpiar_palabra(palabra)))

    def empatar(self) -> Efecto[EventoCuatroLetras, None]:
        """La partida siguiente acaba en empate: el área de 7×7 se llenó sin palabra."""
        return self.aplicar(Empatada())

    def terminar(self) -> Efecto[EventoCuatroLetras, None]:
        """«Terminar la serie»."""
        return self.aplicar(FinCuatroLetras())


def texto_cuatro_letras(planilla: PlanillaCuatroLetras) -> str:
    """La hoja como texto: cada partida con su ganador y su palabra, el recuento (con los ajustes de los relojes
    en su sitio) y la clasificación."""
    nombres = planilla.nombres
    lineas = [
        _("Planilla de «4 en letras»"),
        _("Gana la serie quien más partidas gana."),
        _("Recuento de partidas ganadas en este orden: {nombres}.").format(nombres=", ".join(nombres)),
        "",
    ]
    empate = _("Empate")
    ancho = max(len(n) for n in (*nombres, empate))
    relojes = planilla.relojes_ajustados

    def ajustes_tras(filas: int) -> None:
        # Cada ajuste del reloj tras la partida de la serie tras la que se anotó: en el orden en que pasó.
        lineas.extend("     " + reloj_ajustado(nombres[a.participante], a.restante_ms) for a in relojes
                      if a.tras == filas)

    ajustes_tras(0)
    for f in planilla.filas:
        quien = empate if f.ganador is None else nombres[f.ganador]
        palabra = _("(área llena)") if f.ganador is None else f.palabra
        recuento = " ".join(str(g) for g in f.ganadas)
        lineas.append(f"{f.numero:>3}  {quien.ljust(ancho)}  {palabra:<12}  {recuento}".rstrip())
        ajustes_tras(f.numero)
    if not planilla.filas:
        lineas.append(_("Aún no hay ninguna partida anotada."))
    lineas.append("")
    return "\n".join(lineas) + "\n" + texto_clasificacion_cuatro_letras(planilla)


def texto_clasificacion_cuatro_letras(planilla: PlanillaCuatroLetras) -> str:
    """Puesto, nombre y partidas ganadas; con la serie terminada, el vencedor absoluto."""
    nombres = planilla.nombres
    ancho = max(len(n) for n in nombres)
    titulo = _("Clasificación final") if planilla.terminada else _("Clasificación provisional")
    partidas = n_("{n} partida", "{n} partidas", planilla.jugadas).format(n=planilla.jugadas)
    empates = n_("{n} empatada", "{n} empatadas", planilla.empates).format(n=planilla.empates)
    lineas = [f"{titulo} ({partidas}, {empates})"]
    for p in planilla.clasificacion():
        puesto = _("{puesto}.º").format(puesto=f"{p.puesto:>3}")
        lineas.append(f"{puesto}  {p.nombre.ljust(ancho)}  {p.ganadas}")
    vencedores = planilla.vencedores
    if planilla.terminada and vencedores:
        quien = (" " + _("y") + " ").join(nombres[i] for i in vencedores)
        lineas.append(
            n_("Vencedor absoluto: {quien}.", "Vencedores absolutos: {quien}.", len(vencedores)).format(quien=quien)
        )
    return "\n".join(lineas) + "\n"
