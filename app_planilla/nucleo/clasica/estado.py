"""Estado derivado de la planilla clásica: se construye aplicando eventos uno a uno.

Cada evento se comprueba entero antes de tocar nada (``preparar`` devuelve la función que lo aplica), así
que un evento rechazado, o uno que no se llega a guardar, deja el estado como estaba.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from app_planilla.nucleo.clasica.eventos import (
    MAX_PARTICIPANTES,
    MIN_PARTICIPANTES,
    Cambio,
    Evento,
    Fin,
    Inicio,
    Jugada,
    PalabraRetirada,
    Pase,
    Penalizacion,
    TiempoExtra,
    fichas_gcg,
)
from app_planilla.nucleo.clasica.final import FilaFinal, tabla_final
from app_planilla.nucleo.clasica.lineas import Aviso, EfectoClasica, Linea
from app_planilla.nucleo.clasica.reglas import (
    PREMIOS_IMPUGNACION,
    AjusteFinal,
    Empate,
    Reglas,
    reglas,
    reglas_en_juego,
)
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import Edicion, edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Casilla, Posicion, Tablero, en_tablero, nombre_casilla
from app_planilla.nucleo.registro.eventos import (
    MAX_NOMBRE,
    AjusteReloj,
    Anulacion,
    ErrorEvento,
    comprobar_ajuste,
    nombres_mostrados,
)
from app_planilla.nucleo.registro.registro import Efecto, Inversa
from app_planilla.nucleo.relojes import MAX_MINUTOS, penalizacion

HORAS_EXTRA = 10
"""Tiempo extra máximo de una línea, además del tiempo del reloj: más es un error al anotarlo o un archivo
ajeno, no una partida."""

Hechos = tuple[EfectoClasica, Inversa[Evento, Linea]]
Hacer = Callable[[], Hechos]


class Estado:
    """Estado tras aplicar los eventos en pie. Lo usa ``Planilla``; fuera, solo lectura."""

    def __init__(self, inicio: Inicio) -> None:
        n = len(inicio.participantes)
        if not MIN_PARTICIPANTES <= n <= MAX_PARTICIPANTES:
            raise ErrorEvento(_("La partida clásica es de 2 a 4 participantes."))
        if any(not isinstance(x, str) or len(x) > MAX_NOMBRE for x in inicio.participantes):
            raise ErrorEvento(_("Cada nombre tiene como mucho {maximo} caracteres.").format(maximo=MAX_NOMBRE))
        if not 0 <= inicio.abre < n:
            raise ErrorEvento(_("Quien abre la partida tiene que ser uno de los participantes."))
        self.inicio = inicio
        self.edicion: Edicion = edicion(inicio.edicion)
        self.elegidas: Reglas = reglas(inicio.reglas)
        self.reglas: Reglas = reglas_en_juego(self.elegidas, n)
        self.empate = Empate.desde_texto(inicio.empate)
        self.ajuste_final = AjusteFinal.desde_texto(inicio.ajuste_final)
        if inicio.premio_impugnacion not in PREMIOS_IMPUGNACION:
            raise ErrorEvento(
                _("El premio por impugnación fallida es de 0, 5 o 10 puntos, no de {puntos}.").format(
                    puntos=inicio.premio_impugnacion
                )
            )
        self.n = n
        self.lineas: list[Linea] = []
        self.totales = [0] * n
        self.turnos = 0
        self.tablero = Tablero()
        self.fin: Fin | None = None
        self.tiempo = [0] * n
        self.segundos = [0] * n
        self.final: tuple[FilaFinal, ...] | None = None

    # -------------------------------------------------------------- consultas

    @property
    def turno(self) -> int:
        return (self.inicio.abre + self.turnos) % self.n

    @property
    def ronda(self) -> int:
        return self.turnos // self.n + 1

    def cuenta_como_pase(self, linea: Linea) -> bool:
        return (
            linea.clase == "pase"
            or (linea.clase == "cambio" and self.reglas.cambio_es_pase)
            or (linea.clase == "retirada" and self.reglas.retirada_es_pase)
        )

    def avisos(self) -> tuple[Aviso, ...]:
        if self.fin is not None:
            return ()
        pases, ceros = self._rachas()
        avisos = []
        if pases >= self.reglas.pases_para_aviso(self.n):
            articulo = " " + _("(art. 45.2 del reglamento FISE)") if self.reglas.clave == "fise" else ""
            avisos.append(
                Aviso(
                    "pases",
                    _(
                        "{pases} pases seguidos: todos han pasado dos veces seguidas y, según las reglas{articulo}, "
                        "la partida termina. Si estáis de acuerdo, pulsa «Terminar la partida»."
                    ).format(pases=pases, articulo=articulo),
                )
            )
        limite = self.reglas.turnos_sin_puntos
        if limite is not None:
            if ceros >= limite:
                articulo = " " + _("(art. 45.3 del reglamento FISE)") if self.reglas.clave == "fise" else ""
                avisos.append(
                    Aviso(
                        "sin_puntos",
                        _(
                            "{ceros} turnos seguidos sin puntos: según las reglas{articulo}, la partida termina. "
                            "Si estáis de acuerdo, pulsa «Terminar la partida»."
                        ).format(ceros=ceros, articulo=articulo),
                    )
                )
        return tuple(avisos)

    def _rachas(self) -> tuple[int, int]:
        """Pases seguidos y turnos seguidos sin puntos al final de la hoja (se para al romperse ambas)."""
        pases = ceros = 0
        en_pases = en_ceros = True
        for linea in reversed(self.lineas):
            if not linea.es_turno:
                continue  # las penalizaciones no gastan turno ni cortan la racha
            en_pases = en_pases and self.cuenta_como_pase(linea)
            en_ceros = en_ceros and linea.puntos == 0
            if not (en_pases or en_ceros):
                break
            pases += en_pases
            ceros += en_ceros
        return pases, ceros

    def fichas_en_bolsa(self) -> int:
        """Estimación: fichas sin salir al tablero menos siete por atril (las jugadas a mano no cuentan)."""
        return max(0, self.edicion.total_fichas - len(self.tablero) - 7 * self.n)

    # -------------------------------------------------------------- preparar

    def preparar(self, numero: int, evento: Evento) -> Hacer:
        """Comprueba ``evento`` contra este estado y devuelve la función que lo aplica (sin fallar)."""
        if isinstance(evento, PalabraRetirada) and evento.retira is not None:
            return self._retirar_ultima(numero, evento)
        preparar: dict[type[Any], Callable[[int, Any], Hacer]] = {
            TiempoExtra: self._tiempo_extra,
            Penalizacion: self._penalizacion,
            AjusteReloj: self._ajuste_reloj,
            Fin: self._fin,
            Jugada: self._jugada,
            Pase: self._turno_sin_puntos,
            Cambio: self._turno_sin_puntos,
            PalabraRetirada: self._turno_sin_puntos,
        }
        if type(evento) not in preparar:
            raise ErrorEvento(_("El evento «{tipo}» no se puede aplicar aquí.").format(tipo=evento.tipo))
        return preparar[type(evento)](numero, evento)

    def _nueva_linea(self, numero: int, evento: Evento, linea: Linea, *, final: bool = False) -> Hechos:
        """Añade una línea (turno, penalización o tiempo extra) y da la inversa, que la quita."""
        quien = linea.participante
        self.lineas.append(linea)
        self.totales[quien] += linea.puntos if linea.clase != "tiempo" else 0
        if linea.es_turno:
            self.turnos += 1
        for c, ficha in linea.fichas:
            self.tablero.poner(c, ficha)

        def quitar(n: int, anulacion: Anulacion) -> EfectoClasica:
            self.lineas.pop()
            if linea.clase != "tiempo":
                self.totales[quien] -= linea.puntos
            if linea.es_turno:
                self.turnos -= 1
            for c, _ficha in linea.fichas:
                self.tablero.quitar(c)
            return Efecto(n, anulacion, antes=linea, tablero=bool(linea.fichas), final=final)

        return Efecto(numero, evento, linea, tablero=bool(linea.fichas), final=final), quitar

    def _linea_turno(
        self,
        numero: int,
        evento: Evento,
        clase: str,
        puntos: int = 0,
        coordenada: str = "",
        palabra: str = "",
        fichas: tuple[tuple[Casilla, Ficha], ...] = (),
    ) -> Hacer:
        quien = self.turno

        def hacer() -> Hechos:
            total = self.totales[quien] + puntos
            linea = Linea(numero, clase, quien, puntos, total, self.ronda, coordenada, palabra, fichas,
                          notacion=Notacion.de_edicion(self.edicion))
            return self._nueva_linea(numero, evento, linea)

        return hacer

    def _jugada(self, numero: int, evento: Jugada) -> Hacer:
        _comprobar_coordenada(evento.coordenada)
        fichas = tuple(self._comprobar_fichas(evento.fichas))
        comprobar_atril(evento.atril, self.edicion, [f for _casilla, f in fichas], _("las fichas de la jugada"))
        return self._linea_turno(numero, evento, "jugada", evento.puntos, evento.coordenada, evento.palabra, fichas)

    def _comprobar_fichas(self, fichas: tuple[tuple[Casilla, Ficha], ...]) -> list[tuple[Casilla, Ficha]]:
        return comprobar_fichas(self.tablero, self.edicion, fichas)

    def _turno_sin_puntos(self, numero: int, evento: Pase | Cambio | PalabraRetirada) -> Hacer:
        if isinstance(evento, Cambio):
            comprobar_atril(evento.cambiadas, self.edicion)
            comprobar_atril(evento.atril, self.edicion, fichas_gcg(evento.cambiadas), _("las fichas cambiadas"))
        else:
            comprobar_atril(evento.atril, self.edicion)
        if isinstance(evento, PalabraRetirada):
            _comprobar_coordenada(evento.coordenada)
            return self._linea_turno(numero, evento, "retirada", 0, evento.coordenada, evento.palabra)
        return self._linea_turno(numero, evento, evento.tipo)

    def _sustituir_ultima(self, linea: Linea) -> None:
        """Cambia la última línea por ``linea`` (misma posición): totales y fichas del tablero incluidos."""
        vieja = self.lineas[-1]
        self.totales[vieja.participante] += linea.puntos - vieja.puntos
        self.lineas[-1] = linea
        for c, _ficha in vieja.fichas:
            self.tablero.quitar(c)
        for c, ficha in linea.fichas:
            self.tablero.poner(c, ficha)

    def _retirar_ultima(self, numero: int, evento: PalabraRetirada) -> Hacer:
        ultima = self.lineas[-1] if self.lineas else None
        if ultima is None or ultima.clase != "jugada" or ultima.numero != evento.retira:
            raise ErrorEvento(_("Solo se puede retirar la última jugada anotada, y tiene que ser la última línea."))
        u = ultima
        retirada = replace(u, clase="retirada", puntos=0, total=u.total - u.puntos, fichas=())
        tablero = bool(u.fichas)

        def hacer() -> Hechos:
            self._sustituir_ultima(retirada)

            def devolver(n: int, anulacion: Anulacion) -> EfectoClasica:
                self._sustituir_ultima(u)
                return Efecto(n, anulacion, u, antes=retirada, tablero=tablero)

            return Efecto(numero, evento, retirada, antes=u, tablero=tablero), devolver

        return hacer

    def _penalizacion(self, numero: int, evento: Penalizacion) -> Hacer:
        if not 0 <= evento.participante < self.n:
            raise ErrorEvento(_("La penalización tiene que ser para uno de los participantes."))
        quien = evento.participante

        def hacer() -> Hechos:
            total = self.totales[quien] - evento.puntos
            linea = Linea(numero, "penalizacion", quien, -evento.puntos, total, None, motivo=evento.motivo)
            return self._nueva_linea(numero, evento, linea)

        return hacer

    def _ajuste_reloj(self, numero: int, evento: AjusteReloj) -> Hacer:
        comprobar_ajuste(evento, self.n)
        quien = evento.participante

        def hacer() -> Hechos:
            linea = Linea(numero, "reloj", quien, 0, self.totales[quien], None, reloj_ms=evento.restante_ms)
            return self._nueva_linea(numero, evento, linea)

        return hacer

    def _fin(self, numero: int, evento: Fin) -> Hacer:
        if len(evento.atriles) != self.n:
            raise ErrorEvento(_("Hacen falta los atriles de los {n} participantes.").format(n=self.n))
        final = tabla_final(
            self.totales,
            evento.atriles,
            self.tiempo,
            [False] * self.n,
            self.edicion,
            self.empate,
            evento.ajustes,
            self.ajuste_final,
        )

        def hacer() -> Hechos:
            self.fin = evento
            self.final = final

            def sin_fin(n: int, anulacion: Anulacion) -> EfectoClasica:
                self.fin = None
                self.final = None
                return Efecto(n, anulacion, final=True)

            return Efecto(numero, evento, final=True), sin_fin

        return hacer

    def _tiempo_extra(self, numero: int, evento: TiempoExtra) -> Hacer:
        fin = self.fin
        if fin is None:
            raise ErrorEvento(_("El tiempo extra se anota después del ajuste final: primero termina la partida."))
        precio = evento.puntos_por_minuto
        if precio is None and self.reglas.puntos_por_minuto_extra <= 0:
            raise ErrorEvento(
                _("Con las reglas «{reglas}» el tiempo extra no resta puntos.").format(reglas=self.reglas.nombre)
            )
        if not 0 <= evento.participante < self.n:
            raise ErrorEvento(_("El tiempo extra tiene que ser de uno de los participantes."))
        quien = evento.participante
        if any(linea.clase == "tiempo" and linea.participante == quien for linea in self.lineas):
            nombre = nombres_mostrados(self.inicio.participantes)[quien]
            raise ErrorEvento(
                _("{nombre} ya tiene su línea de tiempo extra: deshazla para anotar otra.").format(nombre=nombre)
            )
        tope = self.max_segundos_extra()
        if evento.segundos > tope:
            horas, resto = divmod(tope // 60, 60)
            raise ErrorEvento(
                _(
                    "El tiempo extra es como mucho el del reloj más {extra} horas: {horas} h {minutos} min "
                    "({tope} segundos); {segundos} segundos no puede ser."
                ).format(extra=HORAS_EXTRA, horas=horas, minutos=f"{resto:02d}", tope=tope, segundos=evento.segundos)
            )
        # El precio del reloj de la partida, si lo lleva; si no, el de las reglas.
        puntos = -(penalizacion(evento.segundos * 1000, precio) if precio is not None
                   else self.reglas.puntos_tiempo_extra(evento.segundos))

        def sumar(signo: int) -> None:
            self.tiempo[quien] += signo * puntos
            self.segundos[quien] += signo * evento.segundos
            self._recalcular_final(fin)

        def hacer() -> Hechos:
            sumar(1)
            linea = Linea(numero, "tiempo", quien, puntos, (self.final or ())[quien].total, None)
            efecto, quitar = self._nueva_linea(numero, evento, linea, final=True)

            def deshacer(n: int, anulacion: Anulacion) -> EfectoClasica:
                sumar(-1)
                return quitar(n, anulacion)

            return efecto, deshacer

        return hacer

    def max_segundos_extra(self) -> int:
        """Tope de una línea de tiempo extra: el reloj de las reglas (o, si no lo fijan, el más largo que se
        puede poner) más ``HORAS_EXTRA``. La hoja no sabe con qué reloj se jugó: lo guarda el almacén aparte."""
        minutos = self.reglas.minutos_reloj or MAX_MINUTOS
        return (minutos + HORAS_EXTRA * 60) * 60

    def _recalcular_final(self, fin: Fin) -> None:
        maximo = self.reglas.max_minutos_extra
        pierde = [maximo is not None and s > maximo * 60 for s in self.segundos]
        self.final = tabla_final(
            self.totales, fin.atriles, self.tiempo, pierde, self.edicion, self.empate, fin.ajustes, self.ajuste_final
        )


def comprobar_fichas(
    tablero: Tablero, edicion: Edicion, fichas: tuple[tuple[Casilla, Ficha], ...]
) -> list[tuple[Casilla, Ficha]]:
    """Las fichas de una jugada leída de un registro: en el tablero, libres, en línea y de la edición."""
    vistas: set[Casilla] = set()
    limpias = []
    for c, ficha in fichas:
        if not en_tablero(c):
            raise ErrorEvento(_("Una ficha de la jugada cae fuera del tablero."))
        if c in tablero or c in vistas:
            raise ErrorEvento(_("La casilla {casilla} ya tiene una ficha.").format(casilla=nombre_casilla(c)))
        vistas.add(c)
        if ficha.letra in edicion.valores:
            limpias.append((c, Ficha(ficha.letra, ficha.comodin)))
        elif ficha.letra in edicion.letras_ajenas and ficha.comodin:
            limpias.append((c, Ficha(ficha.letra, True, fija=True)))
        else:
            raise ErrorEvento(
                _("«{letra}» no es una ficha de la edición {edicion}.").format(
                    letra=ficha.letra, edicion=edicion.nombre
                )
            )
    if len({c[0] for c in vistas}) > 1 and len({c[1] for c in vistas}) > 1:
        raise ErrorEvento(_("Las fichas de una jugada tienen que quedar en una sola fila o columna."))
    return limpias


def comprobar_atril(
    atril: str, edicion: Edicion, usadas: list[Ficha] | list[str] | None = None, que: str = ""
) -> None:
    """Un atril en notación GCG: fichas de la edición (en mayúsculas) y, si se dan, con ``usadas`` dentro
    (fichas de una jugada o de un cambio; un comodín es ``?``)."""
    if not atril:
        return
    quedan: dict[str, int] = {}
    for texto in fichas_gcg(atril):
        letra = texto.strip("[]")
        if texto != "?" and (letra != letra.upper() or letra not in edicion.valores):
            raise ErrorEvento(
                _("El atril «{atril}» lleva «{ficha}»: no es una ficha de la edición {edicion}.").format(
                    atril=atril, ficha=texto, edicion=edicion.nombre
                )
            )
        quedan[letra] = quedan.get(letra, 0) + 1
    for f in usadas or ():
        letra = f if isinstance(f, str) else ("?" if f.comodin else f.letra)
        letra = letra.strip("[]")
        if quedan.get(letra, 0) <= 0:
            raise ErrorEvento(_("El atril «{atril}» no tiene todas {que}.").format(atril=atril, que=que))
        quedan[letra] -= 1


def comprobar_coordenada(texto: str) -> None:
    """Coordenada opcional de una línea: vacía o en notación FISE."""
    if texto:
        Posicion.desde_fise(texto)


_comprobar_coordenada = comprobar_coordenada
