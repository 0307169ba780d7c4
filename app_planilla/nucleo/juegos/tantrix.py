"""Planilla de Tantrix: al final, cada participante anota su línea más larga y su circuito más grande.

Reglas (semilla 003): una ficha por punto en la línea, dos por ficha en el circuito; solo cuenta la mejor de
las dos. Gana quien más puntos tiene; los empatados comparten puesto (la semilla no da desempate). Una
línea de 8 fichas vale lo mismo que un circuito de 4: 8 puntos.
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
    tipo_leido,
)
from app_planilla.nucleo.registro.registro import Efecto
from app_planilla.nucleo.relojes import reloj_ajustado

MIN_PARTICIPANTES_TANTRIX = 2
MAX_PARTICIPANTES_TANTRIX = 4
FICHAS_TANTRIX = 56
"""Fichas del juego: ni una línea ni un circuito pueden tener más, ni las dos juntas (no comparten fichas)."""
MIN_FICHAS_CIRCUITO = 3
"""El circuito más pequeño posible rodea un vértice: tres fichas."""
PUNTOS_FICHA_LINEA = 1
PUNTOS_FICHA_CIRCUITO = 2
NOMBRE_JUEGO = N_("Tantrix")


@dataclass(frozen=True)
class InicioTantrix(Participantes, ConTipo, tipo="inicio_tantrix"):
    """Primer evento: quién juega (2 a 4)."""


@dataclass(frozen=True)
class ResultadoTantrix(ConTipo, tipo="resultado_tantrix"):
    """Lo que anota un participante al final: su línea más larga y su circuito más grande, en fichas.

    Volver a anotar a alguien que ya tenía resultado lo corrige.
    """

    participante: int
    linea: int
    """Fichas de la línea más larga (0 si no tiene)."""
    circuito: int = 0
    """Fichas del circuito más grande (0 si no tiene ninguno)."""


@dataclass(frozen=True)
class FinTantrix(ConTipo, tipo="fin_tantrix"):
    """«Terminar la partida»: todos tienen su resultado; la clasificación queda fija."""


EventoTantrix = InicioTantrix | ResultadoTantrix | FinTantrix | Anulacion | AjusteReloj

TIPOS_TANTRIX: Mapping[str, type[EventoTantrix]] = {
    c.tipo: c for c in (InicioTantrix, ResultadoTantrix, FinTantrix, Anulacion, AjusteReloj)
}


def puntos_tantrix(linea: int, circuito: int) -> int:
    """Los puntos de un participante: la mejor de su línea (1 por ficha) y su circuito (2 por ficha)."""
    return max(linea * PUNTOS_FICHA_LINEA, circuito * PUNTOS_FICHA_CIRCUITO)


def comprobar_resultado(linea: int, circuito: int) -> None:
    """Rangos de una línea y un circuito, con el mensaje en el idioma en uso."""
    numero_entero(linea, _("La línea más larga"), 0, FICHAS_TANTRIX)
    numero_entero(circuito, _("El circuito más grande"), 0, FICHAS_TANTRIX)
    if 0 < circuito < MIN_FICHAS_CIRCUITO:
        raise ErrorEvento(
            _("Un circuito tiene al menos {minimo} fichas: escribe 0 si no hay circuito.").format(
                minimo=MIN_FICHAS_CIRCUITO
            )
        )
    if linea + circuito > FICHAS_TANTRIX:
        raise ErrorEvento(
            _("La línea y el circuito suman {suma} fichas y el juego solo tiene {maximo}.").format(
                suma=linea + circuito, maximo=FICHAS_TANTRIX
            )
        )


# ---------------------------------------------------------------- JSON


def evento_tantrix_desde_dict(d: Any) -> EventoTantrix:
    """Lee y comprueba la forma de un evento de Tantrix (las reglas las comprueba ``PlanillaTantrix``)."""
    tipo = tipo_leido(d, TIPOS_TANTRIX, _("en una partida de Tantrix"))
    if tipo == "inicio_tantrix":
        return InicioTantrix(
            participantes_leidos(d, tipo, MIN_PARTICIPANTES_TANTRIX, MAX_PARTICIPANTES_TANTRIX, NOMBRE_JUEGO)
        )
    if tipo == "resultado_tantrix":
        campos(d, tipo, {"participante", "linea"}, {"circuito"})
        participante = numero_entero(d["participante"], "«participante»", 0, MAX_PARTICIPANTES_TANTRIX - 1)
        linea = d["linea"]
        circuito = d.get("circuito", 0)
        comprobar_resultado(linea, circuito)
        return ResultadoTantrix(participante, linea, circuito)
    if tipo == "ajuste_reloj":
        return ajuste_reloj_leido(d, MAX_PARTICIPANTES_TANTRIX)
    campos(d, tipo, set(), set())
    return FinTantrix() if tipo == "fin_tantrix" else Anulacion()


FORMATO_TANTRIX = Formato[EventoTantrix](
    TIPOS_TANTRIX, a_dict_juego, evento_tantrix_desde_dict, N_("la planilla de Tantrix")
)


# ---------------------------------------------------------------- la planilla


@dataclass(frozen=True)
class FilaTantrix:
    """Una fila de la hoja: un participante, su línea y su circuito (``None`` = aún sin anotar), y su puesto."""

    participante: int
    nombre: str
    linea: int | None
    circuito: int | None
    puesto: int | None
    """Puesto entre quienes ya tienen resultado (empates compartidos); ``None`` si no lo tiene."""

    @property
    def anotado(self) -> bool:
        return self.linea is not None

    @property
    def puntos(self) -> int | None:
        if self.linea is None or self.circuito is None:
            return None
        return puntos_tantrix(self.linea, self.circuito)

    @property
    def cuenta(self) -> str:
        """Qué cuenta: «línea», «circuito» o «línea = circuito» (vacío sin resultado); en español, como clave
        estable (la imprenta la reconoce): para mostrarla, :attr:`texto_cuenta`."""
        if self.linea is None or self.circuito is None:
            return ""
        de_linea = self.linea * PUNTOS_FICHA_LINEA
        de_circuito = self.circuito * PUNTOS_FICHA_CIRCUITO
        if de_linea == de_circuito:
            return N_("línea = circuito") if de_linea else ""
        return N_("línea") if de_linea > de_circuito else N_("circuito")

    @property
    def texto_cuenta(self) -> str:
        """:attr:`cuenta` en el idioma en uso."""
        return _(self.cuenta) if self.cuenta else ""


def nueva_tantrix(participantes: Sequence[str]) -> InicioTantrix:
    """El evento de inicio de una partida de Tantrix (2 a 4 participantes), con los nombres limpios."""
    return inicio_limpio(FORMATO_TANTRIX, InicioTantrix, participantes, MIN_PARTICIPANTES_TANTRIX,
                         MAX_PARTICIPANTES_TANTRIX, NOMBRE_JUEGO)


class PlanillaTantrix(
    PlanillaSencilla[EventoTantrix, InicioTantrix],
    formato=FORMATO_TANTRIX, inicio=InicioTantrix, fin=FinTantrix, partida=N_("partida de Tantrix"),
):
    """Planilla de una partida de Tantrix."""

    def _empezar(self) -> None:
        self._resultados: dict[int, tuple[int, int]] = {}

    # -------------------------------------------------------------- consultas

    def resultado(self, participante: int) -> tuple[int, int] | None:
        """(línea, circuito) de un participante, o ``None`` si aún no lo ha anotado."""
        return self._resultados.get(participante)

    @property
    def pendientes(self) -> tuple[int, ...]:
        """Participantes que aún no han anotado su resultado."""
        return tuple(i for i in range(self.participantes) if i not in self._resultados)

    @property
    def siguiente(self) -> int | None:
        """El primer participante sin resultado (a quien se le pregunta a continuación)."""
        return next(iter(self.pendientes), None)

    @property
    def puntos(self) -> tuple[int | None, ...]:
        """Puntos de cada participante (``None`` sin resultado)."""
        resultados = (self._resultados.get(i) for i in range(self.participantes))
        return tuple(None if r is None else puntos_tantrix(*r) for r in resultados)

    def filas(self) -> tuple[FilaTantrix, ...]:
        """Una fila por participante, en su orden."""
        anotados = [i for i in range(self.participantes) if i in self._resultados]
        lugar = dict(zip(anotados, puestos([puntos_tantrix(*self._resultados[i]) for i in anotados]), strict=True))
        filas = []
        for i, nombre in enumerate(self.nombres):
            r = self._resultados.get(i)
            filas.append(FilaTantrix(i, nombre, r[0] if r else None, r[1] if r else None, lugar.get(i)))
        return tuple(filas)

    def clasificacion(self) -> tuple[FilaTantrix, ...]:
        """Las filas con resultado por puesto (a igual puesto, en el orden de los participantes)."""
        con_puesto = (f for f in self.filas() if f.puesto is not None)
        return tuple(sorted(con_puesto, key=lambda f: (f.puesto or 0, f.participante)))

    @property
    def ganadores(self) -> tuple[int, ...]:
        """Quienes tienen el primer puesto (varios si empatan); vacío sin resultados."""
        return tuple(f.participante for f in self.clasificacion() if f.puesto == 1)

    # -------------------------------------------------------------- eventos

    def _poner(self, evento: EventoTantrix) -> Poner:
        if isinstance(evento, ResultadoTantrix):
            i = evento.participante
            if not 0 <= i < self.participantes:
                raise ErrorEvento(
                    _("La partida tiene {n} participantes: ese participante no existe.").format(n=self.participantes)
                )
            antes = self._resultados.get(i)
            nuevo = (evento.linea, evento.circuito)

            def poner() -> Deshacer:
                self._resultados[i] = nuevo

                def quitar() -> None:
                    if antes is None:
                        del self._resultados[i]
                    else:
                        self._resultados[i] = antes

                return quitar

            return poner
        if isinstance(evento, FinTantrix):
            if self.pendientes:
                faltan = ", ".join(self.nombres[i] for i in self.pendientes)
                raise ErrorEvento(_("Para terminar, falta el resultado de: {faltan}.").format(faltan=faltan))
            return sin_cambios
        raise ErrorEvento(
            _("El evento «{tipo}» no se puede aplicar en una partida de Tantrix.").format(tipo=evento.tipo)
        )

    # -------------------------------------------------------------- operaciones

    def anotar(self, participante: int, linea: int, circuito: int = 0) -> Efecto[EventoTantrix, None]:
        """Anota (o corrige) la línea más larga y el circuito más grande de un participante, en fichas."""
        numero_entero(participante, _("El participante"), 0, self.participantes - 1)
        comprobar_resultado(linea, circuito)
        return self.aplicar(ResultadoTantrix(participante, linea, circuito))

    def terminar(self) -> Efecto[EventoTantrix, None]:
        """«Terminar la partida»: hace falta el resultado de todos."""
        return self.aplicar(FinTantrix())


def texto_tantrix(planilla: PlanillaTantrix) -> str:
    """La hoja como texto: línea, circuito, puntos y puesto de cada participante, y los ajustes de los relojes."""
    cabecera = [_("Puesto"), _("Participante"), _("Línea"), _("Circuito"), _("Puntos"), _("Cuenta")]
    filas = [cabecera]
    orden = sorted(planilla.filas(), key=lambda f: (f.puesto is None, f.puesto or 0, f.participante))
    for f in orden:
        filas.append([
            "" if f.puesto is None else _("{puesto}.º").format(puesto=f.puesto),
            f.nombre,
            "" if f.linea is None else str(f.linea),
            "" if f.circuito is None else str(f.circuito),
            "" if f.puntos is None else str(f.puntos),
            f.texto_cuenta,
        ])
    anchos = [max(len(f[i]) for f in filas) for i in range(len(cabecera))]
    derecha = {2, 3, 4}
    lineas = [
        _("Planilla de Tantrix"),
        _("Línea: 1 punto por ficha. Circuito: 2 puntos por ficha. Cuenta la mejor."),
        "",
    ]
    for celdas in filas:
        lineas.append(
            "  ".join(c.rjust(anchos[i]) if i in derecha else c.ljust(anchos[i]) for i, c in enumerate(celdas)).rstrip()
        )
    lineas.append("")
    ajustes = [reloj_ajustado(planilla.nombres[a.participante], a.restante_ms) for a in planilla.relojes_ajustados]
    if ajustes:
        lineas.extend([*ajustes, ""])
    if planilla.terminada:
        ganadores = (" " + _("y") + " ").join(planilla.nombres[i] for i in planilla.ganadores)
        lineas.append(
            n_("Partida terminada. Gana: {ganadores}.", "Partida terminada. Ganan: {ganadores}.",
               len(planilla.ganadores)).format(ganadores=ganadores)
        )
    elif planilla.pendientes:
        lineas.append(
            _("Faltan: {nombres}.").format(nombres=", ".join(planilla.nombres[i] for i in planilla.pendientes))
        )
    else:
        lineas.append(_("Clasificación provisional: falta terminar la partida."))
    return "\n".join(lineas) + "\n"
