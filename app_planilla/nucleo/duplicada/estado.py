"""Estado derivado de la planilla duplicada: filas por ronda y el tablero con las jugadas maestras.

Como en la clásica, ``preparar`` comprueba el evento entero y devuelve la función que lo aplica; cada
evento aplicado da su inversa al registro, y «Deshacer la última línea» la ejecuta sin repasar todo.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from app_planilla.nucleo.clasica.estado import comprobar_coordenada, comprobar_fichas
from app_planilla.nucleo.duplicada.atril import aviso_sorteo, claves_jugada, restar, texto_atril
from app_planilla.nucleo.duplicada.eventos import (
    MAX_PARTICIPANTES_ARBITRAJE,
    MAX_PARTICIPANTES_DUPLICADA,
    MIN_PARTICIPANTES_DUPLICADA,
    AtrilRonda,
    AvisoArbitro,
    CorreccionMaestra,
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
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.control_fichas import COMODIN
from app_planilla.nucleo.juego.ediciones import Edicion, edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.tablero import Casilla, Tablero
from app_planilla.nucleo.registro.eventos import MAX_NOMBRE, Anulacion, ErrorEvento, nombres_mostrados
from app_planilla.nucleo.registro.registro import Efecto, Inversa


@dataclass(frozen=True)
class FilaDuplicada:
    """Una fila de la hoja: el atril, la jugada maestra y los puntos de cada participante en la ronda."""

    numero: int
    """Número de la ronda, desde 1."""
    puntos: tuple[int | None, ...]
    """Puntos de cada participante; ``None`` = casilla vacía."""
    atril: tuple[str, ...] = ()
    """Fichas del atril común (``?`` = comodín); vacío si no se anotó."""
    sorteado: bool = False
    maestra: JugadaMaestra | None = None
    avisos: tuple[str, ...] = ()
    """Avisos de la fila: regla del sorteo, fichas que no cuadran con el atril o con las que quedan."""
    fuera_de_lista: tuple[str, ...] = ()
    """Por participante (vacío si nadie): palabras de su jugada que no están en la lista de la aplicación."""
    notacion: Notacion = field(default=Notacion.FISE, compare=False)
    """La de la edición de la partida: con ella se muestra la coordenada de la maestra (``8D`` en inglés)."""
    papeletas: tuple[PapeletaRonda | None, ...] = ()
    """Con arbitraje: lo decidido de la papeleta de cada participante (``None`` si aún no); vacío si no hay."""
    avisos_arbitro: tuple[AvisoArbitro, ...] = ()
    """Avisos del árbitro dados en la ronda."""
    penalizaciones: tuple[PenalizacionArbitro, ...] = ()
    """Penalizaciones del árbitro en la ronda."""

    def papeleta(self, participante: int) -> PapeletaRonda | None:
        """Lo decidido de la papeleta de un participante en la ronda (``None``: aún nada)."""
        return self.papeletas[participante] if self.papeletas else None

    @property
    def texto_atril(self) -> str:
        return texto_atril(self.atril)

    @property
    def puntos_maestra(self) -> int | None:
        return None if self.maestra is None else self.maestra.puntos

    @property
    def descripcion_maestra(self) -> str:
        """«H4 JAMON» (en la notación de la partida), o vacío si la maestra se anotó solo con puntos."""
        if self.maestra is None:
            return ""
        return " ".join(t for t in (self.notacion.de_fise(self.maestra.coordenada), self.maestra.palabra) if t)

    @property
    def sospechosas(self) -> tuple[int, ...]:
        """Participantes con más puntos que la maestra de la ronda: probable error al copiar la cifra."""
        tope = self.puntos_maestra
        if tope is None:
            return ()
        return tuple(i for i, p in enumerate(self.puntos) if p is not None and p > tope)

    @property
    def solo_atril(self) -> bool:
        """Sin maestra ni puntos: una ronda así no cuenta en la clasificación ni se imprime."""
        return self.maestra is None and all(p is None for p in self.puntos)

    @property
    def completa(self) -> bool:
        """Todos los participantes tienen sus puntos en la ronda."""
        return all(p is not None for p in self.puntos)

    @property
    def siguiente_vacia(self) -> int | None:
        """La primera casilla de participante sin puntos, o ``None`` si están todas escritas."""
        return next((i for i, p in enumerate(self.puntos) if p is None), None)

    @property
    def quedan(self) -> tuple[str, ...] | None:
        """Lo que queda en el atril tras la maestra (pasa a la ronda siguiente); ``None`` si no se sabe."""
        if self.maestra is None or not self.atril or not self.maestra.fichas:
            return None
        return restar(self.atril, claves_jugada(self.maestra.fichas))[0]


EfectoDuplicada = Efecto[EventoDuplicada, FilaDuplicada]
Hecho = tuple[EfectoDuplicada, Inversa[EventoDuplicada, FilaDuplicada]]
Hacer = Callable[[], Hecho]
Fichas = tuple[tuple[Casilla, Ficha], ...]


class EstadoDuplicada:
    """Estado tras aplicar los eventos en pie. Lo usa ``PlanillaDuplicada``; fuera, solo lectura."""

    def __init__(self, inicio: InicioDuplicada) -> None:
        n = len(inicio.participantes)
        maximo = MAX_PARTICIPANTES_DUPLICADA if inicio.arbitraje is None else MAX_PARTICIPANTES_ARBITRAJE
        if not MIN_PARTICIPANTES_DUPLICADA <= n <= maximo:
            raise ErrorEvento(
                _("La partida duplicada es de {minimo} a {maximo} participantes.").format(
                    minimo=MIN_PARTICIPANTES_DUPLICADA, maximo=maximo
                )
            )
        if inicio.inscritos and len(inicio.inscritos) != n:
            raise ErrorEvento(_("«inscritos» tiene que llevar los datos de cada participante, en su orden."))
        if any(not isinstance(x, str) or len(x) > MAX_NOMBRE for x in inicio.participantes):
            raise ErrorEvento(_("Cada nombre tiene como mucho {maximo} caracteres.").format(maximo=MAX_NOMBRE))
        self.inicio = inicio
        self.edicion: Edicion = edicion(inicio.edicion)
        self.n = n
        self.nombres = nombres_mostrados(inicio.participantes)
        self.filas: list[FilaDuplicada] = []
        self.tablero = Tablero()
        """Las fichas de las maestras calculadas en el tablero, incluida la de la última ronda."""
        self.arbitraje = inicio.arbitraje
        self.inscritos: tuple[DatosInscrito, ...] = inicio.inscritos or tuple(DatosInscrito(i + 1) for i in range(n))
        self.por_mesa = {x.mesa: i for i, x in enumerate(self.inscritos)}
        self.situaciones: list[tuple[str, int]] = [("presente", 1)] * n
        """Con arbitraje: la situación de cada participante y la ronda desde la que vale."""
        self.desempates: list[tuple[int, ...]] = []
        """Desempates a muerte súbita anotados, en orden (el último manda)."""

    def juega(self, participante: int, ronda: int) -> bool:
        """Si el participante juega la ronda (no está ausente, ni llega después, ni se retiró antes)."""
        situacion, desde = self.situaciones[participante]
        if situacion == "ausente":
            return False
        if situacion == "tarde":
            return ronda >= desde
        if situacion == "retirado":
            return ronda < desde
        return True

    def no_juega(self, participante: int, ronda: int) -> str:
        """Por qué un participante no juega la ronda, en una frase."""
        nombre = self.nombres[participante]
        situacion, desde = self.situaciones[participante]
        if situacion == "ausente":
            return _("{nombre} está ausente.").format(nombre=nombre)
        if situacion == "tarde":
            return _("{nombre} llega en la ronda {desde}: no juega la {ronda}.").format(
                nombre=nombre, desde=desde, ronda=ronda
            )
        return _("{nombre} se retiró en la ronda {desde}: no juega la {ronda}.").format(
            nombre=nombre, desde=desde, ronda=ronda
        )

    def faltan(self, ronda: int) -> tuple[int, ...]:
        """Con arbitraje: quienes juegan la ronda y aún no tienen su papeleta decidida."""
        fila = self.filas[ronda - 1]
        return tuple(i for i in range(self.n) if fila.puntos[i] is None and self.juega(i, ronda))

    # -------------------------------------------------------------- consultas

    def por_salir(self, ronda: int, filas: list[FilaDuplicada] | None = None) -> Counter[str]:
        """Fichas que no estaban en el tablero al empezar ``ronda`` (bolsa y atril); puede haber negativas.
        ``filas``: otras filas que las de la hoja (las de una corrección aún sin aplicar)."""
        quedan = Counter(dict(self.edicion.cantidades))
        for fila in (self.filas if filas is None else filas)[: ronda - 1]:
            if fila.maestra is not None:
                quedan.subtract(claves_jugada(fila.maestra.fichas))
        return quedan

    def tablero_ronda(self) -> Tablero:
        """El tablero sobre el que se juega la última ronda: sin su propia maestra."""
        tablero = self.tablero.copia()
        if self.filas and self.filas[-1].maestra is not None:
            for c, _f in self.filas[-1].maestra.fichas:
                tablero.quitar(c)
        return tablero

    def _con_avisos(self, fila: FilaDuplicada, filas: list[FilaDuplicada] | None = None) -> FilaDuplicada:
        avisos = []
        por_salir = self.por_salir(fila.numero, filas)
        sorteo = aviso_sorteo(fila.atril, fila.numero, self.edicion, por_salir)
        if sorteo:
            avisos.append(sorteo)
        for letra, veces in Counter(fila.atril).items():
            if veces > por_salir[letra]:
                if letra == COMODIN:
                    aviso = _(
                        "El atril lleva {veces} fichas de comodines y solo quedaban {quedaban} por salir: revisa el "
                        "atril o las jugadas maestras anteriores."
                    )
                else:
                    aviso = _(
                        "El atril lleva {veces} fichas de la {letra} y solo quedaban {quedaban} por salir: revisa el "
                        "atril o las jugadas maestras anteriores."
                    )
                avisos.append(aviso.format(veces=veces, letra=letra, quedaban=max(0, por_salir[letra])))
        if fila.atril and fila.maestra is not None and fila.maestra.fichas:
            faltan = restar(fila.atril, claves_jugada(fila.maestra.fichas))[1]
            if faltan:
                lista = ", ".join(sorted(faltan.elements()))
                avisos.append(_("La jugada maestra usa fichas que no están en el atril: {lista}.").format(lista=lista))
        return replace(fila, avisos=tuple(avisos))

    def aviso_sospechosa(self, fila: FilaDuplicada, participante: int) -> tuple[str, ...]:
        if participante not in fila.sospechosas:
            return ()
        return (
            _(
                "{nombre}: {puntos} puntos en la ronda {ronda} es más que la jugada maestra ({maestra}): "
                "probablemente es un error al copiar."
            ).format(
                nombre=self.nombres[participante],
                puntos=fila.puntos[participante],
                ronda=fila.numero,
                maestra=fila.puntos_maestra,
            ),
        )

    # -------------------------------------------------------------- preparar

    def preparar(self, numero: int, evento: EventoDuplicada) -> Hacer:
        """Comprueba ``evento`` contra este estado y devuelve la función que lo aplica (sin fallar)."""
        preparar: dict[type[Any], Callable[[int, Any], Hacer]] = {
            AtrilRonda: self._atril, JugadaMaestra: self._maestra, PuntosRonda: self._puntos, FinDuplicada: self._fin,
            PapeletaRonda: self._papeleta, AvisoArbitro: self._aviso_arbitro, PenalizacionArbitro: self._penalizacion,
            SituacionInscrito: self._situacion, DesempateArbitro: self._desempate,
            CorreccionMaestra: self._correccion,
        }
        if type(evento) not in preparar:
            raise ErrorEvento(
                _("El evento «{tipo}» no se puede aplicar en una partida duplicada.").format(tipo=evento.tipo)
            )
        con_arbitraje = isinstance(evento, (PapeletaRonda, AvisoArbitro, PenalizacionArbitro, SituacionInscrito,
                                            DesempateArbitro, CorreccionMaestra))
        if con_arbitraje and self.arbitraje is None:
            raise ErrorEvento(_("Esta partida no tiene arbitraje de papeletas: escribe los puntos de cada uno."))
        if isinstance(evento, PuntosRonda) and self.arbitraje is not None:
            raise ErrorEvento(_("En una sala con arbitraje, los puntos salen de la papeleta de cada participante."))
        return preparar[type(evento)](numero, evento)

    def _comprobar_participantes(self, participantes: tuple[int, ...], ronda: int | None = None) -> None:
        for i in participantes:
            if not 0 <= i < self.n:
                raise ErrorEvento(_("La partida tiene {n} participantes: esa casilla no existe.").format(n=self.n))
            if ronda is not None and not self.juega(i, ronda):
                raise ErrorEvento(self.no_juega(i, ronda))

    def _ronda(self, ronda: int) -> FilaDuplicada:
        if not 1 <= ronda <= len(self.filas):
            if not self.filas:
                raise ErrorEvento(_("Aún no hay ninguna ronda: empieza la primera con su atril."))
            raise ErrorEvento(
                _("La ronda {ronda} no existe: la hoja va por la ronda {ultima}.").format(
                    ronda=ronda, ultima=len(self.filas)
                )
            )
        return self.filas[ronda - 1]

    def _poner_fila(self, fila: FilaDuplicada) -> None:
        if fila.numero > len(self.filas):
            self.filas.append(fila)
        else:
            self.filas[fila.numero - 1] = fila

    def _mover(self, quitar: Fichas, poner: Fichas) -> None:
        for c, _f in quitar:
            self.tablero.quitar(c)
        for c, f in poner:
            self.tablero.poner(c, f)

    def _cambiar_fila(
        self,
        numero: int,
        evento: EventoDuplicada,
        nueva: FilaDuplicada,
        *,
        corrige: bool = False,
        avisos: tuple[str, ...] = (),
        mueve: tuple[Fichas, Fichas] | None = None,
    ) -> Hacer:
        """Sustituye una fila entera (o la añade) y, con ``mueve``, quita y pone fichas en el tablero.

        La inversa devuelve la fila anterior y el tablero como estaba.
        """
        vieja = self.filas[nueva.numero - 1] if nueva.numero <= len(self.filas) else None
        quitar, poner = mueve if mueve is not None else ((), ())

        def inversa(n: int, anulacion: Anulacion) -> EfectoDuplicada:
            self._mover(poner, quitar)
            if vieja is None:
                self.filas.pop()
            else:
                self.filas[vieja.numero - 1] = vieja
            return Efecto(n, anulacion, vieja, antes=nueva, tablero=vieja is not None and mueve is not None)

        def hacer() -> Hecho:
            self._mover(quitar, poner)
            self._poner_fila(nueva)
            efecto = Efecto(numero, evento, nueva, antes=vieja, corrige=corrige, tablero=mueve is not None,
                            avisos=avisos)
            return efecto, inversa

        return hacer

    def _atril(self, numero: int, evento: AtrilRonda) -> Hacer:
        if evento.ronda > len(self.filas) + 1:
            raise ErrorEvento(
                _("La ronda {ronda} no existe: la siguiente es la {siguiente}.").format(
                    ronda=evento.ronda, siguiente=len(self.filas) + 1
                )
            )
        for f in evento.fichas:
            if f != COMODIN and f not in self.edicion.valores:
                raise ErrorEvento(
                    _("«{letra}» no es una ficha de la edición {edicion}.").format(letra=f, edicion=self.edicion.nombre)
                )
        if evento.ronda <= len(self.filas):
            vieja = self.filas[evento.ronda - 1]
            fila = replace(vieja, atril=evento.fichas, sorteado=evento.sorteado)
            corrige = bool(vieja.atril)
        else:
            fila = FilaDuplicada(evento.ronda, (None,) * self.n, evento.fichas, evento.sorteado,
                                 notacion=Notacion.de_edicion(self.edicion))
            corrige = False
        fila = self._con_avisos(fila)
        return self._cambiar_fila(numero, evento, fila, corrige=corrige, avisos=fila.avisos)

    def _maestra(self, numero: int, evento: JugadaMaestra) -> Hacer:
        vieja = self._ronda(evento.ronda)
        comprobar_coordenada(evento.coordenada)
        anteriores = vieja.maestra.fichas if vieja.maestra is not None else ()
        ultima = evento.ronda == len(self.filas)
        fichas: Fichas
        if not ultima:
            # El tablero de las rondas siguientes se jugó con esta maestra: sus fichas no pueden cambiar.
            if evento.fichas != anteriores:
                raise ErrorEvento(
                    _(
                        "La ronda {ronda} ya no es la última: de su jugada maestra solo se pueden corregir los puntos "
                        "(y la palabra si no está en el tablero). Para cambiarla, deshaz hasta esa ronda."
                    ).format(ronda=evento.ronda)
                )
            fichas = anteriores
        else:
            base = self.tablero.copia()
            for c, _f in anteriores:
                base.quitar(c)
            fichas = tuple(comprobar_fichas(base, self.edicion, evento.fichas))
        maestra = replace(evento, fichas=fichas)
        fila = self._con_avisos(replace(vieja, maestra=maestra))
        cambia_tablero = ultima and (bool(anteriores) or bool(fichas))
        # Solo lo nuevo: el aviso del sorteo ya se dio al escribir el atril.
        nuevos = tuple(a for a in fila.avisos if a not in vieja.avisos)
        avisos = nuevos + tuple(a for i in fila.sospechosas for a in self.aviso_sospechosa(fila, i))
        return self._cambiar_fila(
            numero,
            evento,
            fila,
            corrige=vieja.maestra is not None,
            avisos=avisos,
            mueve=(anteriores, fichas) if cambia_tablero else None,
        )

    def _puntos(self, numero: int, evento: PuntosRonda) -> Hacer:
        vieja = self._ronda(evento.ronda)
        if not 0 <= evento.participante < self.n:
            raise ErrorEvento(_("La partida tiene {n} participantes: esa casilla no existe.").format(n=self.n))
        antes = vieja.puntos[evento.participante]
        if evento.puntos is None and antes is None:
            raise ErrorEvento(_("Esa casilla ya está vacía."))
        puntos = list(vieja.puntos)
        puntos[evento.participante] = evento.puntos
        fuera = list(vieja.fuera_de_lista or ("",) * self.n)
        fuera[evento.participante] = evento.fuera_de_lista
        fila = replace(vieja, puntos=tuple(puntos), fuera_de_lista=tuple(fuera) if any(fuera) else ())
        avisos = self.aviso_sospechosa(fila, evento.participante)
        return self._cambiar_fila(numero, evento, fila, corrige=antes is not None, avisos=avisos)

    def _papeleta(self, numero: int, evento: PapeletaRonda) -> Hacer:
        vieja = self._ronda(evento.ronda)
        self._comprobar_participantes(evento.participantes, evento.ronda)
        puntos = list(vieja.puntos)
        papeletas = list(vieja.papeletas or (None,) * self.n)
        corrige = False
        for i in evento.participantes:
            corrige = corrige or papeletas[i] is not None
            puntos[i] = evento.puntos
            papeletas[i] = evento
        fila = replace(vieja, puntos=tuple(puntos), papeletas=tuple(papeletas))
        avisos = tuple(a for i in evento.participantes[:1] for a in self.aviso_sospechosa(fila, i))
        return self._cambiar_fila(numero, evento, fila, corrige=corrige, avisos=avisos)

    def _aviso_arbitro(self, numero: int, evento: AvisoArbitro) -> Hacer:
        vieja = self._ronda(evento.ronda)
        self._comprobar_participantes(evento.participantes)
        fila = replace(vieja, avisos_arbitro=(*vieja.avisos_arbitro, evento))
        return self._cambiar_fila(numero, evento, fila)

    def _penalizacion(self, numero: int, evento: PenalizacionArbitro) -> Hacer:
        vieja = self._ronda(evento.ronda)
        self._comprobar_participantes(evento.participantes)
        fila = replace(vieja, penalizaciones=(*vieja.penalizaciones, evento))
        return self._cambiar_fila(numero, evento, fila)

    def _situacion(self, numero: int, evento: SituacionInscrito) -> Hacer:
        self._comprobar_participantes(evento.participantes)
        nueva = (evento.situacion, 1 if evento.situacion in ("presente", "ausente") else evento.ronda)
        antes = {i: self.situaciones[i] for i in evento.participantes}
        for i in evento.participantes:
            self.situaciones[i] = nueva
            try:
                con_papeleta = [f.numero for f in self.filas if f.puntos[i] is not None and not self.juega(i, f.numero)]
            finally:
                self.situaciones[i] = antes[i]
            if con_papeleta:
                raise ErrorEvento(
                    _("{nombre} ya tiene papeleta en la ronda {ronda}: no se le puede marcar así.").format(
                        nombre=self.nombres[i], ronda=con_papeleta[0]
                    )
                )

        def inversa(n: int, anulacion: Anulacion) -> EfectoDuplicada:
            for i, s in antes.items():
                self.situaciones[i] = s
            return Efecto(n, anulacion)

        def hacer() -> Hecho:
            for i in evento.participantes:
                self.situaciones[i] = nueva
            return Efecto(numero, evento), inversa

        return hacer

    def _desempate(self, numero: int, evento: DesempateArbitro) -> Hacer:
        self._comprobar_participantes(evento.orden)

        def inversa(n: int, anulacion: Anulacion) -> EfectoDuplicada:
            self.desempates.pop()
            return Efecto(n, anulacion, final=True)

        def hacer() -> Hecho:
            self.desempates.append(evento.orden)
            return Efecto(numero, evento, final=True), inversa

        return hacer

    def _correccion(self, numero: int, evento: CorreccionMaestra) -> Hacer:
        """La maestra de una ronda corregida con lo que cambia por ella (``PlanillaDuplicada.prever_correccion``).

        Se comprueba que todas las maestras siguen cabiendo en sus tableros y que cada papeleta es de quien juega
        su ronda; los puntos guardados no se vuelven a calcular (son firmes, como los de ``JugadaMaestra``)."""
        r = evento.maestra.ronda
        vieja = self._ronda(r)
        comprobar_coordenada(evento.maestra.coordenada)
        siguientes: dict[int, JugadaMaestra] = {}
        for m in evento.maestras:
            anterior = self.filas[m.ronda - 1].maestra if r < m.ronda <= len(self.filas) else None
            if anterior is None or m.ronda in siguientes:
                raise ErrorEvento(
                    _("La corrección cambia la maestra de la ronda {ronda}, que no es una de las siguientes con "
                      "maestra (o la cambia dos veces).").format(ronda=m.ronda)
                )
            if (_claves(m.fichas), m.coordenada) != (_claves(anterior.fichas), anterior.coordenada):
                raise ErrorEvento(
                    _("La corrección solo puede cambiar los puntos y la palabra de la maestra de la ronda "
                      "{ronda}, no sus fichas.").format(ronda=m.ronda)
                )
            siguientes[m.ronda] = m
        por_ronda: dict[int, list[PapeletaRonda]] = {}
        vistas: set[tuple[int, int]] = set()
        for p in evento.papeletas:
            if not r <= p.ronda <= len(self.filas):
                raise ErrorEvento(
                    _("La corrección de la ronda {ronda} no puede cambiar papeletas de la ronda {otra}.").format(
                        ronda=r, otra=p.ronda
                    )
                )
            self._comprobar_participantes(p.participantes, p.ronda)
            for i in p.participantes:
                if (p.ronda, i) in vistas:
                    raise ErrorEvento(
                        _("La corrección cambia dos veces la papeleta de {nombre} en la ronda {ronda}.").format(
                            nombre=self.nombres[i], ronda=p.ronda
                        )
                    )
                vistas.add((p.ronda, i))
            por_ronda.setdefault(p.ronda, []).append(p)
        tablero = Tablero()
        for f in self.filas[: r - 1]:
            for c, ficha in f.maestra.fichas if f.maestra is not None else ():
                tablero.poner(c, ficha)
        filas = list(self.filas)
        for fila in self.filas[r - 1:]:
            maestra = evento.maestra if fila.numero == r else siguientes.get(fila.numero, fila.maestra)
            if maestra is not None:
                try:
                    fichas = tuple(comprobar_fichas(tablero, self.edicion, maestra.fichas))
                except ErrorEvento as e:
                    raise ErrorEvento(
                        _("Con la corrección, la maestra de la ronda {ronda} ya no cabe: {error}").format(
                            ronda=fila.numero, error=e
                        )
                    ) from None
                maestra = replace(maestra, fichas=fichas)
                for c, ficha in fichas:
                    tablero.poner(c, ficha)
            puntos = list(fila.puntos)
            papeletas = list(fila.papeletas or (None,) * self.n)
            for p in por_ronda.get(fila.numero, ()):
                for i in p.participantes:
                    puntos[i], papeletas[i] = p.puntos, p
            filas[fila.numero - 1] = replace(fila, maestra=maestra, puntos=tuple(puntos), papeletas=tuple(papeletas))
        for k in range(r - 1, len(filas)):
            filas[k] = self._con_avisos(filas[k], filas)
        nueva = filas[r - 1]
        avisos = tuple(a for a in nueva.avisos if a not in vieja.avisos)
        antes = self.filas[r - 1:]
        tablero_antes = tuple(self.tablero)

        def poner(estas: list[FilaDuplicada], fichas: Fichas) -> None:
            self.filas[r - 1:] = estas
            self.tablero.vaciar()
            for c, ficha in fichas:
                self.tablero.poner(c, ficha)

        def inversa(n: int, anulacion: Anulacion) -> EfectoDuplicada:
            poner(antes, tablero_antes)
            return Efecto(n, anulacion, vieja, antes=nueva, tablero=True)

        def hacer() -> Hecho:
            poner(filas[r - 1:], tuple(tablero))
            return Efecto(numero, evento, nueva, antes=vieja, corrige=True, tablero=True, avisos=avisos), inversa

        return hacer

    def _fin(self, numero: int, evento: FinDuplicada) -> Hacer:
        def inversa(n: int, anulacion: Anulacion) -> EfectoDuplicada:
            return Efecto(n, anulacion, final=True)

        return lambda: (Efecto(numero, evento, final=True), inversa)


def _claves(fichas: Fichas) -> tuple[tuple[Casilla, str, bool], ...]:
    """Las fichas de una jugada como se guardan (casilla, letra, comodín), para compararlas."""
    return tuple((c, f.letra, f.comodin) for c, f in fichas)
