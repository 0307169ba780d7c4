"""La planilla duplicada: un registro de eventos y la hoja por rondas que se deriva de él.

El registro es el de todas las modalidades (``Registro``). Todos juegan el mismo atril; la jugada maestra
de cada ronda pasa al tablero de todos.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from app_planilla.nucleo.clasica.eventos import MAX_PALABRA, MAX_PUNTOS_JUGADA
from app_planilla.nucleo.duplicada.atril import (
    comprobar_completo,
    comprobar_existencias,
    leer_atril,
    ordenar,
    sortear,
)
from app_planilla.nucleo.duplicada.clasificacion import (
    PARTICIPANTES_PARA_BONIFICACIONES,
    FilaClasificacion,
    clasificacion,
)
from app_planilla.nucleo.duplicada.clasificacion import suma_maestras as _suma_maestras
from app_planilla.nucleo.duplicada.estado import EfectoDuplicada, EstadoDuplicada, FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import (
    FORMATO_DUPLICADA,
    MAX_FICHAS_ATRIL,
    MAX_LISTA,
    AtrilRonda,
    EventoDuplicada,
    FinDuplicada,
    InicioDuplicada,
    JugadaMaestra,
    PuntosRonda,
)
from app_planilla.nucleo.idioma import N_, _
from app_planilla.nucleo.juego.control_fichas import Recuento, recuento
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion, colocacion
from app_planilla.nucleo.juego.puntuacion import Resultado, puntuar
from app_planilla.nucleo.juego.tablero import Casilla, Direccion, Posicion, Tablero
from app_planilla.nucleo.registro.eventos import ErrorEvento, comprobar_nombres_nuevos
from app_planilla.nucleo.registro.registro import Aplicar, Registro


def nueva_duplicada(
    participantes: Sequence[str], *, edicion: str = "es", bonificaciones: bool = False,
    arbitro_automatico: bool = False,
) -> InicioDuplicada:
    """El evento de inicio de una duplicada (1 a 16 participantes), con los nombres limpios; con
    ``arbitro_automatico``, «Duplicada en solitario» (la aplicación sortea y busca las maestras)."""
    nombres = tuple(" ".join(n.split()) for n in participantes)
    # La planilla comprueba el número de participantes y la edición; los nombres nuevos, además, esto.
    inicio = PlanillaDuplicada(InicioDuplicada(nombres, edicion, bonificaciones, arbitro_automatico)).inicio
    comprobar_nombres_nuevos(inicio.participantes)
    return inicio


class PlanillaDuplicada(
    Registro[EventoDuplicada, FilaDuplicada, InicioDuplicada],
    formato=FORMATO_DUPLICADA, inicio=InicioDuplicada, fin=FinDuplicada, partida=N_("partida duplicada"),
):
    """Planilla de una partida duplicada."""

    def _empezar(self) -> None:
        self._estado = EstadoDuplicada(self.inicio)

    # -------------------------------------------------------------- consultas

    @property
    def edicion(self) -> Edicion:
        return self._estado.edicion

    @property
    def en_solitario(self) -> bool:
        """Una sola persona, contra las maestras."""
        return self._estado.n == 1

    @property
    def filas(self) -> tuple[FilaDuplicada, ...]:
        """Una fila por ronda, en orden."""
        return tuple(self._estado.filas)

    @property
    def ronda(self) -> int:
        """Número de la última ronda abierta (0 si aún no hay ninguna)."""
        return len(self._estado.filas)

    @property
    def tablero(self) -> Tablero:
        """Copia del tablero con las maestras calculadas en él, incluida la de la última ronda."""
        return self._estado.tablero.copia()

    @property
    def tablero_ronda(self) -> Tablero:
        """Copia del tablero sobre el que se juega la última ronda (sin su propia maestra)."""
        return self._estado.tablero_ronda()

    @property
    def bonificaciones(self) -> bool:
        return self.inicio.bonificaciones

    @property
    def bonificaciones_recomendadas(self) -> bool:
        """La FISE solo recomienda las bonificaciones desde 10 participantes."""
        return self.participantes >= PARTICIPANTES_PARA_BONIFICACIONES

    @property
    def nota_bonificaciones(self) -> str:
        """Texto para la hoja sobre las bonificaciones (vacío si no se usan y no se recomiendan)."""
        if self.bonificaciones:
            nota = _("Con bonificaciones FISE (+10 maestra en solitario, +5 mejor por debajo; tope 25).")
            if not self.bonificaciones_recomendadas:
                nota += " " + _("Se recomiendan solo desde {n} participantes.").format(
                    n=PARTICIPANTES_PARA_BONIFICACIONES
                )
            return nota
        return _("Sin bonificaciones.") if self.bonificaciones_recomendadas else ""

    @property
    def ronda_pendiente(self) -> int | None:
        """La ronda abierta que aún no cuenta en la clasificación: la última, con la partida en juego, mientras
        a alguien le falten los puntos (a mitad de ronda, la clasificación no compara a todos por igual)."""
        filas = self._estado.filas
        if self.terminada or not filas or filas[-1].completa:
            return None
        return filas[-1].numero

    @property
    def filas_contadas(self) -> tuple[FilaDuplicada, ...]:
        """Las rondas que entran en la clasificación: ni la pendiente ni las que solo tienen el atril."""
        pendiente = self.ronda_pendiente
        return tuple(f for f in self._estado.filas if f.numero != pendiente and not f.solo_atril)

    @property
    def nota_clasificacion(self) -> str:
        """Qué ronda no cuenta todavía (vacío si cuentan todas)."""
        pendiente = self.ronda_pendiente
        if pendiente is None:
            return ""
        return _("La ronda {ronda} aún no cuenta: entra en la clasificación cuando todos tengan sus puntos.").format(
            ronda=pendiente
        )

    @property
    def suma_maestras(self) -> int:
        """Suma de las maestras de las rondas que cuentan."""
        return _suma_maestras(self.filas_contadas)

    def clasificacion(self) -> tuple[FilaClasificacion, ...]:
        """Clasificación ordenada: total (con bonificaciones si las hay), diferencia, porcentaje, puesto; solo
        con las rondas que cuentan (``filas_contadas``)."""
        return clasificacion(self.filas_contadas, self.participantes, self.bonificaciones)

    @property
    def totales(self) -> tuple[int, ...]:
        """Total de cada participante en su orden (con bonificaciones, si se usan)."""
        por_participante = {x.participante: x.total for x in self.clasificacion()}
        return tuple(por_participante[i] for i in range(self.participantes))

    def recuento(self) -> Recuento:
        """El panel de fichas: solo descuenta las maestras del tablero; un único atril común."""
        maestras = [f.maestra for f in self._estado.filas if f.maestra is not None]
        con_fichas = [tuple(ficha for _c, ficha in m.fichas) for m in maestras if m.fichas]
        return recuento(self.edicion, con_fichas, atriles=1, jugadas_sin_fichas=len(maestras) - len(con_fichas))

    def por_salir(self, ronda: int | None = None) -> dict[str, int]:
        """Fichas que no estaban en el tablero al empezar la ronda (por omisión, la siguiente)."""
        r = self.ronda + 1 if ronda is None else ronda
        return {f: max(0, n) for f, n in self._estado.por_salir(r).items()}

    def quedan_en_atril(self) -> tuple[str, ...] | None:
        """Lo que la última ronda deja en el atril para la siguiente; ``None`` si no se sabe."""
        if not self._estado.filas:
            return ()
        return self._estado.filas[-1].quedan

    def siguiente_casilla(self, ronda: int | None = None) -> int | None:
        """El primer participante sin puntos en la ronda (por omisión, la última)."""
        return self._fila(ronda).siguiente_vacia

    def _fila(self, ronda: int | None) -> FilaDuplicada:
        if not self._estado.filas:
            raise ErrorEvento(_("Aún no hay ninguna ronda: empieza la primera con su atril."))
        r = self.ronda if ronda is None else ronda
        if isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= self.ronda:
            raise ErrorEvento(
                _("La ronda {ronda} no existe: la hoja va por la ronda {ultima}.").format(ronda=r, ultima=self.ronda)
            )
        return self._estado.filas[r - 1]

    # -------------------------------------------------------------- eventos

    def _preparar(self, numero: int, evento: EventoDuplicada) -> Aplicar[EventoDuplicada, FilaDuplicada]:
        return self._estado.preparar(numero, evento)

    # -------------------------------------------------------------- atril

    def nueva_ronda(self, atril: str = "") -> EfectoDuplicada:
        """Abre la ronda siguiente con el atril escrito (vacío si no se anota); un atril que la bolsa no
        puede dar se rechaza (``comprobar_existencias``)."""
        return self._atril_escrito(self.ronda + 1, leer_atril(atril, self.edicion))

    def corregir_atril(self, ronda: int, atril: str) -> EfectoDuplicada:
        return self._atril_escrito(ronda, leer_atril(atril, self.edicion))

    def _atril_escrito(self, ronda: int, fichas: tuple[str, ...], *, sorteado: bool = False) -> EfectoDuplicada:
        """El atril que escribe quien arbitra, comprobado contra las fichas que quedan por salir. Solo aquí: los
        registros ya guardados (o importados) con un atril imposible o incompleto se siguen abriendo, con su
        aviso en la fila."""
        if 1 <= ronda <= self.ronda + 1:
            por_salir = self._estado.por_salir(ronda)
            comprobar_existencias(fichas, por_salir)
            if self._bolsa_conocida(ronda):
                comprobar_completo(fichas, por_salir)
        return self.aplicar(AtrilRonda(ronda, fichas, sorteado=sorteado))

    def _bolsa_conocida(self, ronda: int) -> bool:
        """Si se sabe qué queda por salir al empezar ``ronda``: las maestras de las rondas anteriores, todas en
        el tablero (una anotada solo con puntos, o ninguna, no se descuenta)."""
        return all(f.maestra is not None and f.maestra.fichas for f in self._estado.filas[: ronda - 1])

    def sortear_ronda(self, azar: random.Random | None = None, *, quedan: str | None = None) -> EfectoDuplicada:
        """Abre la ronda siguiente: lo que quedó en el atril más fichas al azar de las que no han salido.

        ``quedan``: lo que quedó en el atril, escrito, cuando no se puede saber (maestra anotada solo con
        puntos o atril anterior sin anotar). Las maestras anotadas solo con puntos no se descuentan.
        """
        if quedan is not None:
            restos = leer_atril(quedan, self.edicion)
        else:
            sabidos = self.quedan_en_atril()
            if sabidos is None:
                raise ErrorEvento(
                    _(
                        "No se sabe qué quedó en el atril de la ronda {ronda}: hace falta su atril y su jugada "
                        "maestra calculada en el tablero. Escribe lo que quedó en el atril para sortear el resto."
                    ).format(ronda=self.ronda)
                )
            restos = sabidos
        bolsa = self._estado.por_salir(self.ronda + 1)
        for f in restos:
            bolsa[f] -= 1
        sacadas = sortear(bolsa, MAX_FICHAS_ATRIL - len(restos), azar or random.Random())
        if not restos and not sacadas:
            raise ErrorEvento(_("No quedan fichas por salir: la partida ha terminado."))
        return self._atril_escrito(self.ronda + 1, restos + ordenar(sacadas, self.edicion), sorteado=True)

    def volver_a_sortear(self, azar: random.Random | None = None) -> EfectoDuplicada:
        """El atril entero de la última ronda vuelve a la bolsa y se sacan siete nuevas (regla del sorteo)."""
        fila = self._fila(None)
        sacadas = sortear(self._estado.por_salir(fila.numero), MAX_FICHAS_ATRIL, azar or random.Random())
        return self.aplicar(AtrilRonda(fila.numero, ordenar(sacadas, self.edicion), sorteado=True))

    # -------------------------------------------------------------- jugada maestra

    def calcular(self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None) -> Resultado:
        """Puntúa una jugada sobre el tablero de la última ronda (sin cambiar nada)."""
        return puntuar(self._estado.tablero_ronda(), nuevas, self.edicion, direccion)

    def anotar_maestra(self, coordenada: str, palabra: str, *, notacion: Notacion = Notacion.FISE) -> EfectoDuplicada:
        """La maestra de la última ronda escrita (la coordenada, en ``notacion``): se puntúa y queda en el
        tablero (la coordenada se guarda en FISE)."""
        col = colocacion(self._estado.tablero_ronda(), coordenada, palabra, self.edicion, notacion=notacion)
        efecto = self.anotar_maestra_colocacion(col.nuevas, col.posicion.direccion)
        return replace(efecto, avisos=col.avisos + efecto.avisos)

    def anotar_maestra_colocacion(
        self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None, *, lista: str = ""
    ) -> EfectoDuplicada:
        """La jugada calculada sobre el tablero como maestra de la última ronda (sustituye a la que hubiera).

        ``lista``: la lista de palabras con que la encontró la aplicación, si la buscó ella."""
        fila = self._fila(None)
        resultado = self.calcular(nuevas, direccion)
        posicion = resultado.posicion.fise() if resultado.posicion else ""
        fichas = tuple(sorted(nuevas.items()))
        return self.aplicar(JugadaMaestra(fila.numero, resultado.puntos, posicion, resultado.principal.texto, fichas,
                                        lista.strip()[:MAX_LISTA]))

    def anotar_maestra_puntos(
        self, puntos: int, coordenada: str = "", palabra: str = "", *, ronda: int | None = None
    ) -> EfectoDuplicada:
        """Maestra escrita a mano: no llega al tablero ni se descuenta en el panel de fichas."""
        fila = self._fila(ronda)
        return self.aplicar(JugadaMaestra(fila.numero, _puntos(puntos), _coordenada(coordenada), palabra.strip()))

    def corregir_maestra(self, ronda: int, puntos: int) -> EfectoDuplicada:
        """Corrige solo los puntos de la maestra de una ronda; su jugada y sus fichas se quedan."""
        fila = self._fila(ronda)
        if fila.maestra is None:
            raise ErrorEvento(_("La ronda {ronda} aún no tiene jugada maestra.").format(ronda=ronda))
        return self.aplicar(replace(fila.maestra, puntos=_puntos(puntos)))

    # -------------------------------------------------------------- puntos de cada participante

    def escribir_colocacion(
        self, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None, *, participante: int | None = None
    ) -> EfectoDuplicada:
        """Los puntos de la jugada calculada, en la siguiente casilla vacía de la última ronda (o en la dada)."""
        puntos = self.calcular(nuevas, direccion).puntos
        return self.escribir_puntos(self._casilla(participante), puntos)

    def escribir_jugada(self, coordenada: str, palabra: str, *, participante: int | None = None) -> EfectoDuplicada:
        """Como ``escribir_colocacion``, con la jugada escrita en notación FISE."""
        col = colocacion(self._estado.tablero_ronda(), coordenada, palabra, self.edicion)
        efecto = self.escribir_colocacion(col.nuevas, col.posicion.direccion, participante=participante)
        return replace(efecto, avisos=col.avisos + efecto.avisos)

    def _casilla(self, participante: int | None) -> int:
        if participante is not None:
            return participante
        fila = self._fila(None)
        if fila.siguiente_vacia is None:
            raise ErrorEvento(
                _("Todas las casillas de la ronda {ronda} ya tienen puntos: toca la que quieras corregir.").format(
                    ronda=fila.numero
                )
            )
        return fila.siguiente_vacia

    def escribir_puntos(self, participante: int, puntos: int, *, ronda: int | None = None,
                        fuera_de_lista: str = "") -> EfectoDuplicada:
        """Escribe (o corrige) los puntos de un participante en una ronda (por omisión, la última).

        ``fuera_de_lista``: las palabras de su jugada que la lista de la aplicación no tiene (en solitario)."""
        fila = self._fila(ronda)
        return self.aplicar(PuntosRonda(fila.numero, _participante(participante, self.participantes), _puntos(puntos),
                                        fuera_de_lista.strip()[:MAX_PALABRA]))

    def borrar_puntos(self, participante: int, *, ronda: int | None = None) -> EfectoDuplicada:
        fila = self._fila(ronda)
        return self.aplicar(PuntosRonda(fila.numero, _participante(participante, self.participantes), None))

    # -------------------------------------------------------------- la partida

    def terminar(self) -> EfectoDuplicada:
        """«Terminar la partida»: sin ajuste de atriles."""
        return self.aplicar(FinDuplicada())



def _puntos(puntos: int) -> int:
    if isinstance(puntos, bool) or not isinstance(puntos, int) or not 0 <= puntos <= MAX_PUNTOS_JUGADA:
        raise ErrorEvento(_("Los puntos de una jugada van de 0 a {maximo}.").format(maximo=MAX_PUNTOS_JUGADA))
    return puntos


def _participante(participante: int, n: int) -> int:
    if isinstance(participante, bool) or not isinstance(participante, int) or not 0 <= participante < n:
        raise ErrorEvento(_("La partida tiene {n} participantes: esa casilla no existe.").format(n=n))
    return participante


def _coordenada(texto: str) -> str:
    return Posicion.desde_fise(texto).fise() if texto.strip() else ""

