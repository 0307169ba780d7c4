"""La planilla duplicada: un registro de eventos y la hoja por rondas que se deriva de él.

El registro es el de todas las modalidades (``Registro``). Todos juegan el mismo atril; la jugada maestra
de cada ronda pasa al tablero de todos.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from app_planilla.nucleo.clasica.eventos import MAX_PALABRA, MAX_PUNTOS_JUGADA
from app_planilla.nucleo.duplicada.arbitraje import Decision, decidir
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
from app_planilla.nucleo.duplicada.clasificacion_sala import clasificacion_sala
from app_planilla.nucleo.duplicada.correccion import CorreccionPrevista, papeleta_juzgada, papeleta_maestra, prever
from app_planilla.nucleo.duplicada.estado import EfectoDuplicada, EstadoDuplicada, FilaDuplicada
from app_planilla.nucleo.duplicada.eventos import (
    FORMATO_DUPLICADA,
    MAX_FICHAS_ATRIL,
    MAX_LISTA,
    MAX_MOTIVO,
    MAX_PAPELETA,
    AtrilRonda,
    AvisoArbitro,
    DatosInscrito,
    DesempateArbitro,
    EventoDuplicada,
    FinDuplicada,
    InicioDuplicada,
    JugadaMaestra,
    PapeletaRonda,
    PenalizacionArbitro,
    PuntosRonda,
    SituacionInscrito,
)
from app_planilla.nucleo.duplicada.inscripcion import Inscrito
from app_planilla.nucleo.duplicada.motivos import Motivo
from app_planilla.nucleo.duplicada.papeleta import Juicio, juzgar, leer_papeleta
from app_planilla.nucleo.duplicada.reglas_arbitraje import ReglasArbitraje
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


def nueva_sala(
    inscritos: Sequence[Inscrito], reglas: ReglasArbitraje, *, edicion: str = "es"
) -> InicioDuplicada:
    """El evento de inicio de una sala con arbitraje de papeletas (1 a 200 inscritos, mesas únicas)."""
    nombres = tuple(" ".join(x.nombre.split()) for x in inscritos)
    datos = tuple(DatosInscrito(x.mesa, x.licencia.strip(), " ".join(x.club.split())) for x in inscritos)
    inicio = PlanillaDuplicada(InicioDuplicada(nombres, edicion, arbitraje=reglas, inscritos=datos)).inicio
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
        if self.terminada or not filas:
            return None
        if self._estado.arbitraje is not None:
            return None if not self._estado.faltan(filas[-1].numero) else filas[-1].numero
        if filas[-1].completa:
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

    def clasificacion(self, hasta: int | None = None) -> tuple[FilaClasificacion, ...]:
        """Clasificación ordenada: total (con bonificaciones si las hay), diferencia, porcentaje, puesto; solo
        con las rondas que cuentan (``filas_contadas``); con ``hasta``, la parcial de esas primeras rondas."""
        filas = self.filas_contadas
        if hasta is not None:
            filas = tuple(f for f in filas if f.numero <= hasta)
        reglas = self._estado.arbitraje
        if reglas is None:
            return clasificacion(filas, self.participantes, self.bonificaciones)
        situaciones = self._estado.situaciones
        return clasificacion_sala(
            filas, self.participantes, reglas,
            fuera={i for i, (s, _r) in enumerate(situaciones) if s == "ausente"},
            retirados={i for i, (s, _r) in enumerate(situaciones) if s == "retirado"},
            desempates=self._estado.desempates,
        )

    def empates(self) -> tuple[tuple[int, ...], ...]:
        """Grupos que comparten puesto en la clasificación: los que el árbitro desempata a muerte súbita."""
        grupos: dict[int, list[int]] = {}
        for x in self.clasificacion():
            grupos.setdefault(x.puesto, []).append(x.participante)
        return tuple(tuple(g) for g in grupos.values() if len(g) > 1)

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
        return self._aplicar_maestra(JugadaMaestra(fila.numero, resultado.puntos, posicion, resultado.principal.texto,
                                                   fichas, lista.strip()[:MAX_LISTA]))

    def anotar_maestra_puntos(
        self, puntos: int, coordenada: str = "", palabra: str = "", *, ronda: int | None = None
    ) -> EfectoDuplicada:
        """Maestra escrita a mano: no llega al tablero ni se descuenta en el panel de fichas."""
        fila = self._fila(ronda)
        return self._aplicar_maestra(
            JugadaMaestra(fila.numero, _puntos(puntos), _coordenada(coordenada), palabra.strip())
        )

    def corregir_maestra(self, ronda: int, puntos: int) -> EfectoDuplicada:
        """Corrige solo los puntos de la maestra de una ronda; su jugada y sus fichas se quedan."""
        fila = self._fila(ronda)
        if fila.maestra is None:
            raise ErrorEvento(_("La ronda {ronda} aún no tiene jugada maestra.").format(ronda=ronda))
        return self._aplicar_maestra(replace(fila.maestra, puntos=_puntos(puntos)))

    def _aplicar_maestra(self, maestra: JugadaMaestra) -> EfectoDuplicada:
        """Anota la maestra. En una sala, quienes la dieron con «=» la siguen: si en su ronda los hay, la maestra
        va con sus papeletas nuevas en una corrección (un evento, un «Deshacer»)."""
        fila = self._fila(maestra.ronda)
        if self.arbitraje is None or not any(p is not None and p.maestra for p in fila.papeletas):
            return self.aplicar(maestra)
        limpia, _hacer = self._hacer(maestra)  # Lo que se puede cambiar de una maestra no cambia con la sala.
        assert isinstance(limpia, JugadaMaestra)
        return self.aplicar(self._prever(limpia, None).evento)

    # -------------------------------------------------------------- corregir la maestra en una sala

    def prever_correccion(
        self, ronda: int, coordenada: str, palabra: str, *, notacion: Notacion = Notacion.FISE,
        en_lista: Callable[[str], bool] | None = None,
    ) -> CorreccionPrevista:
        """Lo que cambiaría si la maestra de ``ronda`` (pasada o no) fuera la jugada escrita, sobre el tablero de
        su ronda: las maestras siguientes vueltas a puntuar, las papeletas vueltas a juzgar que cambian (y las
        de «=», que siguen a la maestra). No anota nada: ``aplicar_correccion`` lo guarda como un evento.
        ``ErrorPlanilla`` si la jugada no cabe o si con ella una maestra siguiente ya no se puede jugar."""
        tablero = self.tablero_antes(self._fila(ronda).numero)
        col = colocacion(tablero, coordenada, palabra, self.edicion, notacion=notacion)
        return self.prever_correccion_colocacion(ronda, col.nuevas, col.posicion.direccion, en_lista=en_lista)

    def prever_correccion_colocacion(
        self, ronda: int, nuevas: Mapping[Casilla, Ficha], direccion: Direccion | None = None, *, lista: str = "",
        en_lista: Callable[[str], bool] | None = None,
    ) -> CorreccionPrevista:
        """Como ``prever_correccion``, con la jugada colocada en el tablero (``lista``: con qué lista la encontró
        la aplicación, si la buscó ella)."""
        self._reglas()
        fila = self._fila(ronda)
        resultado = puntuar(self.tablero_antes(fila.numero), nuevas, self.edicion, direccion)
        posicion = resultado.posicion.fise() if resultado.posicion else ""
        maestra = JugadaMaestra(fila.numero, resultado.puntos, posicion, resultado.principal.texto[:MAX_PALABRA],
                                tuple(sorted(nuevas.items())), lista.strip()[:MAX_LISTA])
        return self._prever(maestra, en_lista)

    def prever_correccion_puntos(
        self, ronda: int, puntos: int, *, en_lista: Callable[[str], bool] | None = None
    ) -> CorreccionPrevista:
        """Como ``prever_correccion``, cambiando solo los puntos de la maestra (los tableros no cambian: solo las
        papeletas de «=» de esa ronda)."""
        self._reglas()
        fila = self._fila(ronda)
        if fila.maestra is None:
            raise ErrorEvento(_("La ronda {ronda} aún no tiene jugada maestra.").format(ronda=fila.numero))
        return self._prever(replace(fila.maestra, puntos=_puntos(puntos)), en_lista)

    def _prever(self, maestra: JugadaMaestra, en_lista: Callable[[str], bool] | None) -> CorreccionPrevista:
        return prever(self._estado.filas, maestra, self.edicion, self._reglas(), len(self._eventos), en_lista)

    def aplicar_correccion(self, prevista: CorreccionPrevista) -> EfectoDuplicada:
        """Guarda la corrección prevista tal como se mostró (un evento); si desde entonces se anotó algo, se
        rechaza: hay que volver a preverla."""
        if prevista.numero != len(self._eventos):
            raise ErrorEvento(
                _("La hoja ha cambiado desde que se previó la corrección de la maestra: vuelve a preverla.")
            )
        return self.aplicar(prevista.evento)

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

    # -------------------------------------------------------------- arbitraje de papeletas

    @property
    def arbitraje(self) -> ReglasArbitraje | None:
        """Las reglas de la sala, o ``None`` en la hoja de la mesa (puntos escritos a mano)."""
        return self._estado.arbitraje

    @property
    def inscritos(self) -> tuple[DatosInscrito, ...]:
        """Mesa, licencia y club de cada participante (sin datos: mesas 1, 2, 3…)."""
        return self._estado.inscritos

    def participante_de_mesa(self, mesa: int) -> int:
        try:
            return self._estado.por_mesa[mesa]
        except KeyError:
            raise ErrorEvento(_("Ningún participante tiene la mesa {mesa}.").format(mesa=mesa)) from None

    def leer_mesas(self, texto: str) -> tuple[int, ...]:
        """``3-7,12`` → los participantes de esas mesas, en ese orden y sin repetir; error con la mesa que no
        tiene nadie o lo que no se entiende. Un intervalo salta los huecos de la numeración; los espacios
        alrededor del guion no cuentan (``3 - 7``)."""
        participantes: dict[int, None] = {}
        trozos = [t for t in re.split(r"[,;\s]+", re.sub(r"\s*-\s*", "-", texto.strip())) if t]
        if not trozos:
            raise ErrorEvento(_("Escribe el número de mesa (o varias: 3-7,12)."))
        for trozo in trozos:
            desde, guion, hasta = trozo.partition("-")
            if not _es_mesa(desde) or (guion and not _es_mesa(hasta)):
                raise ErrorEvento(
                    _("«{texto}» no es un número de mesa ni un intervalo (3-7).").format(texto=trozo[:20])
                )
            a = int(desde)
            if not guion:
                participantes[self.participante_de_mesa(a)] = None
                continue
            b = int(hasta)
            if b < a:
                raise ErrorEvento(_("El intervalo «{texto}» no va de menor a mayor.").format(texto=trozo))
            for mesa in sorted(m for m in self._estado.por_mesa if a <= m <= b):
                participantes[self._estado.por_mesa[mesa]] = None
        if not participantes:
            raise ErrorEvento(_("Ningún participante tiene mesa en «{texto}».").format(texto=texto.strip()[:40]))
        return tuple(participantes)

    def situacion(self, participante: int) -> tuple[str, int]:
        """(``presente``|``ausente``|``tarde``|``retirado``, ronda desde la que vale)."""
        return self._estado.situaciones[participante]

    def juega(self, participante: int, ronda: int) -> bool:
        return self._estado.juega(participante, ronda)

    def faltan(self, ronda: int | None = None) -> tuple[int, ...]:
        """Quienes juegan la ronda (por omisión, la última) y aún no tienen su papeleta."""
        return self._estado.faltan(self._fila(ronda).numero)

    @property
    def desempates(self) -> tuple[tuple[int, ...], ...]:
        return tuple(self._estado.desempates)

    def tablero_antes(self, ronda: int) -> Tablero:
        """El tablero de la ronda tal como estaba antes de su maestra (sobre él se juzgan sus papeletas)."""
        fila = self._fila(ronda)
        if fila.numero == self.ronda:
            return self._estado.tablero_ronda()
        tablero = Tablero()
        for anterior in self._estado.filas[: fila.numero - 1]:
            if anterior.maestra is not None:
                for c, f in anterior.maestra.fichas:
                    tablero.poner(c, f)
        return tablero

    def _reglas(self) -> ReglasArbitraje:
        if self._estado.arbitraje is None:
            raise ErrorEvento(_("Esta partida no tiene arbitraje de papeletas: escribe los puntos de cada uno."))
        return self._estado.arbitraje

    def juzgar(
        self, texto: str, *, ronda: int | None = None, en_lista: Callable[[str], bool] | None = None
    ) -> tuple[Juicio, Decision]:
        """Juzga una papeleta tecleada sobre el tablero y el atril de la ronda, sin anotar nada."""
        reglas = self._reglas()
        fila = self._fila(ronda)
        if not fila.atril:
            raise ErrorEvento(
                _("La ronda {ronda} no tiene su atril anotado: sin él no se puede juzgar una papeleta.").format(
                    ronda=fila.numero
                )
            )
        notacion = Notacion.de_edicion(self.edicion)
        papeleta = leer_papeleta(texto, self.edicion, notacion=notacion)
        juicio = juzgar(papeleta, self.tablero_antes(fila.numero), fila.atril, self.edicion, en_lista=en_lista)
        return juicio, decidir(juicio, reglas)

    def anotar_papeleta(
        self, participantes: Sequence[int], texto: str, *, ronda: int | None = None,
        en_lista: Callable[[str], bool] | None = None,
    ) -> EfectoDuplicada:
        """Juzga la papeleta y anota lo decidido para esos participantes (la misma jugada: un solo evento)."""
        fila = self._fila(ronda)
        juicio, decision = self.juzgar(texto, ronda=fila.numero, en_lista=en_lista)
        return self.aplicar(papeleta_juzgada(fila.numero, tuple(participantes), texto, juicio, decision))

    def anotar_maestra_a(self, participantes: Sequence[int], *, ronda: int | None = None) -> EfectoDuplicada:
        """Los participantes dieron la maestra de la ronda: sus puntos, sin teclear la papeleta."""
        self._reglas()
        fila = self._fila(ronda)
        if fila.maestra is None:
            raise ErrorEvento(
                _("La ronda {ronda} aún no tiene jugada maestra: anótala antes de dársela a nadie.").format(
                    ronda=fila.numero
                )
            )
        return self.aplicar(papeleta_maestra(fila.numero, tuple(participantes), fila.maestra))

    def anotar_cero(
        self, participantes: Sequence[int], motivo: Motivo, *, ronda: int | None = None, texto: str = "",
        detalle: str = "",
    ) -> EfectoDuplicada:
        """Cero con su motivo (papeleta ilegible, en blanco, tardía, varias, sin papeleta…), decidido por el
        árbitro."""
        self._reglas()
        fila = self._fila(ronda)
        return self.aplicar(PapeletaRonda(
            fila.numero, tuple(participantes), 0, motivo.value, " ".join(texto.split())[:MAX_PAPELETA],
            detalle.strip()[:MAX_MOTIVO], arbitro=True,
        ))

    def decidir_papeleta(
        self, participantes: Sequence[int], puntos: int, *, ronda: int | None = None, motivo: Motivo | None = None,
        detalle: str = "",
    ) -> EfectoDuplicada:
        """El árbitro decide por encima de la aplicación: los puntos que valen (y el motivo, si son cero). La
        papeleta tecleada, si la había y es la misma para todos ellos, se conserva."""
        self._reglas()
        fila = self._fila(ronda)
        if motivo is not None and puntos != 0:
            raise ErrorEvento(_("Un motivo de cero va con 0 puntos."))
        participantes = tuple(participantes)
        # La de uno no pasa a la hoja de otro: solo se conserva si todos tenían la misma.
        anteriores = {
            replace(x, participantes=()) if (x := fila.papeleta(i)) is not None else None
            for i in participantes if isinstance(i, int) and 0 <= i < self.participantes
        }
        anterior = anteriores.pop() if len(anteriores) == 1 else None
        base = anterior if anterior is not None else PapeletaRonda(fila.numero, participantes, 0)
        return self.aplicar(replace(
            base, participantes=participantes, puntos=_puntos(puntos), motivo=motivo.value if motivo else "",
            detalle=detalle.strip()[:MAX_MOTIVO] or base.detalle, avisos=0 if motivo else base.avisos,
            penalizacion=0, maestra=False, arbitro=True,
        ))

    def dar_aviso(self, participantes: Sequence[int], motivo: str = "", *, ronda: int | None = None) -> EfectoDuplicada:
        self._reglas()
        return self.aplicar(AvisoArbitro(self._fila(ronda).numero, tuple(participantes), motivo.strip()[:MAX_MOTIVO]))

    def penalizar(
        self, participantes: Sequence[int], puntos: int, motivo: str = "", *, ronda: int | None = None
    ) -> EfectoDuplicada:
        self._reglas()
        if isinstance(puntos, bool) or not isinstance(puntos, int) or not 1 <= puntos <= MAX_PUNTOS_JUGADA:
            raise ErrorEvento(_("Una penalización resta de 1 a {maximo} puntos.").format(maximo=MAX_PUNTOS_JUGADA))
        return self.aplicar(
            PenalizacionArbitro(self._fila(ronda).numero, tuple(participantes), puntos, motivo.strip()[:MAX_MOTIVO])
        )

    def marcar_situacion(self, participantes: Sequence[int], situacion: str, ronda: int = 1) -> EfectoDuplicada:
        """Ausente, llega tarde (juega desde ``ronda``), se retira (no juega desde ``ronda``) o presente."""
        self._reglas()
        return self.aplicar(SituacionInscrito(tuple(participantes), situacion, ronda))

    def cerrar_ronda(self, ronda: int | None = None) -> EfectoDuplicada:
        """Cero «sin papeleta» a quienes juegan la ronda y no la tienen (un evento); la ronda queda completa."""
        self._reglas()
        fila = self._fila(ronda)
        faltan = self._estado.faltan(fila.numero)
        if not faltan:
            raise ErrorEvento(_("En la ronda {ronda} no falta ninguna papeleta.").format(ronda=fila.numero))
        return self.aplicar(PapeletaRonda(fila.numero, faltan, 0, Motivo.SIN_PAPELETA.value, arbitro=True))

    def anotar_desempate(self, orden: Sequence[int]) -> EfectoDuplicada:
        """El resultado del desempate a muerte súbita: los empatados, del mejor al peor."""
        self._reglas()
        orden = tuple(orden)
        if len(orden) < 2:
            raise ErrorEvento(_("Un desempate es entre dos participantes o más."))
        return self.aplicar(DesempateArbitro(orden))



def _es_mesa(texto: str) -> bool:
    """Cifras ASCII, no demasiadas (``int`` de miles de cifras es lento y acaba en ``ValueError``)."""
    return texto.isascii() and texto.isdigit() and len(texto.lstrip("0")) <= 9


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

