"""La jugada que se está colocando en el tablero: casilla de inicio, dirección y fichas tecleadas.

Modelo de la vista de tablero de la semilla 002, sin Qt: se toca la casilla de inicio, un segundo toque
cambia la dirección, las letras tecleadas ocupan las casillas libres de la línea (saltando las que ya
tienen ficha), C+H, L+L y R+R se unen en una sola ficha al teclearlas seguidas, tocar una ficha nueva la
convierte en comodín, Retroceso quita la última y Escape cancela.

Solo se guardan las fichas en el orden tecleado; sus casillas se deducen del inicio, la dirección y el
tablero. Por eso mover el inicio o cambiar la dirección recoloca la jugada entera sin perder nada.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from app_planilla.nucleo.errores import ErrorColocacion, ErrorFichas
from app_planilla.nucleo.idioma import _, n_
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha, leer_palabra, no_es_ficha, quitar_tildes, texto_fichas
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.juego.puntuacion import Resultado, colocar, puntuar
from app_planilla.nucleo.juego.tablero import (
    CENTRO,
    LADO,
    Casilla,
    Direccion,
    Posicion,
    Tablero,
    en_tablero,
)


@dataclass(frozen=True, slots=True)
class Calculo:
    """Lo que muestra el desglose en vivo: el resultado, o el motivo por el que la jugada no puntúa."""

    resultado: Resultado | None = None
    error: str | None = None
    """Mensaje de ``ErrorColocacion`` en español; la jugada entonces no puntúa."""

    @property
    def puntos(self) -> int | None:
        return self.resultado.puntos if self.resultado else None


@dataclass(frozen=True, slots=True)
class Dejada:
    """Jugada que se deja en el tablero: sus puntos y las casillas que ocupó."""

    resultado: Resultado
    nuevas: dict[Casilla, Ficha]


def _aviso_fija(ficha: Ficha, edicion: Edicion) -> str:
    nombre = _("española") if edicion.codigo == "es" else _("inglesa")
    return _("La {letra} no existe en la edición {edicion}: se anota como comodín de 0 puntos.").format(
        letra=ficha.letra, edicion=nombre
    )


class JugadaEnCurso:
    """Jugada que se teclea sobre ``tablero``; no lo toca hasta ``dejar()``."""

    def __init__(self, tablero: Tablero, edicion: Edicion) -> None:
        self.tablero = tablero
        self.edicion = edicion
        self.inicio: Casilla | None = None
        self.direccion = Direccion.HORIZONTAL
        self._fichas: list[Ficha] = []
        # Solo se une un dígrafo si la primera letra es lo último tecleado (no tras borrar o tocar).
        self._unible = False
        self._calculo: Calculo | None = None

    # --- estado ------------------------------------------------------------------------------------

    @property
    def fichas(self) -> tuple[Ficha, ...]:
        """Fichas tecleadas, en orden."""
        return tuple(self._fichas)

    def vacia(self) -> bool:
        """Sin fichas tecleadas (puede haber casilla de inicio)."""
        return not self._fichas

    def _libres(self, inicio: Casilla, direccion: Direccion) -> Iterator[Casilla]:
        """Casillas libres de la línea desde ``inicio``, en orden."""
        df, dc = direccion.paso
        f, c = inicio
        while f < LADO and c < LADO:
            if (f, c) not in self.tablero:
                yield (f, c)
            f, c = f + df, c + dc

    def _casillas(self, inicio: Casilla, direccion: Direccion) -> list[Casilla] | None:
        """Dónde caen las fichas tecleadas desde ``inicio``; ``None`` si no caben."""
        casillas: list[Casilla] = []
        if not self._fichas:
            return casillas
        for c in self._libres(inicio, direccion):
            casillas.append(c)
            if len(casillas) == len(self._fichas):
                return casillas
        return None

    def nuevas(self) -> dict[Casilla, Ficha]:
        """Fichas nuevas por casilla, en el orden en que se tecleó."""
        if self.inicio is None:
            return {}
        casillas = self._casillas(self.inicio, self.direccion) or []
        return dict(zip(casillas, self._fichas, strict=False))

    def siguiente(self) -> Casilla | None:
        """Casilla donde caerá la próxima letra (``None`` si no hay inicio o la línea está llena)."""
        if self.inicio is None:
            return None
        for i, c in enumerate(self._libres(self.inicio, self.direccion)):
            if i == len(self._fichas):
                return c
        return None

    def posicion(self) -> Posicion | None:
        return Posicion(self.inicio, self.direccion) if self.inicio is not None else None

    def _cambio(self) -> None:
        self._calculo = None

    # --- acciones -----------------------------------------------------------------------------------

    def tocar(self, c: Casilla) -> None:
        """Toque en una casilla, como en la semilla: ficha nueva → comodín; el inicio otra vez → dirección;
        otra casilla → nuevo inicio (la jugada se traslada si cabe; si no, se empieza de nuevo)."""
        if c in self.nuevas():
            self.alternar_comodin(c)
        elif c == self.inicio:
            if not self.cambiar_direccion():
                self._fichas.clear()
                self.direccion = self.direccion.otra
                self._cambio()
        elif not self.mover_a(c):
            self._fichas.clear()
            self.inicio = c
            self._unible = False
            self._cambio()

    def mover_a(self, c: Casilla) -> bool:
        """Traslada el inicio a ``c`` con las fichas tecleadas; ``False`` si no caben desde allí."""
        if not en_tablero(c) or self._casillas(c, self.direccion) is None:
            return False
        self.inicio = c
        self._unible = False
        self._cambio()
        return True

    def mover(self, filas: int, columnas: int) -> bool:
        """Flechas: mueve el inicio; sin inicio, lo pone en la casilla central."""
        if self.inicio is None:
            return self.mover_a(CENTRO)
        return self.mover_a((self.inicio[0] + filas, self.inicio[1] + columnas))

    def cambiar_direccion(self, direccion: Direccion | None = None) -> bool:
        """Pone la dirección dada (o la otra); ``False`` si las fichas no caben en la nueva línea."""
        nueva = direccion or self.direccion.otra
        if nueva is self.direccion:
            return True
        if self.inicio is not None and self._casillas(self.inicio, nueva) is None:
            return False
        self.direccion = nueva
        self._unible = False
        self._cambio()
        return True

    def escribir(self, texto: str) -> tuple[str, ...]:
        """Teclea letras. Devuelve los avisos (K y W en español); lanza ``ErrorFichas`` con números o
        símbolos y ``ErrorColocacion`` si no hay inicio o la línea no tiene más casillas libres."""
        avisos: list[str] = []
        for caracter in texto:
            avisos.extend(self._escribir_una(caracter))
        return tuple(dict.fromkeys(avisos))

    def _escribir_una(self, caracter: str) -> tuple[str, ...]:
        if caracter.isspace():
            raise ErrorFichas(_("La palabra no puede llevar espacios."))
        # Se teclea sin pensar en mayúsculas: el comodín se marca tocando la ficha, no con minúscula.
        letra = quitar_tildes(caracter).upper()
        if self.inicio is None:
            raise ErrorColocacion(_("Toca primero la casilla donde empieza la palabra."))
        if self._unible and self._fichas:
            ultima = self._fichas[-1]
            if ultima.letra + letra in self.edicion.digrafos:
                self._fichas[-1] = Ficha(ultima.letra + letra, ultima.comodin)
                self._unible = False
                self._cambio()
                return ()
        lectura = leer_palabra(letra, self.edicion, unir_digrafos=False, permitir_puntos=False)
        if len(lectura.fichas) != 1:
            # Una tecla cuya mayúscula son dos letras (ß → SS, la ligadura ﬁ → FI) no es una ficha.
            raise no_es_ficha(caracter, self.edicion)
        (ficha,) = lectura.fichas
        assert ficha is not None
        if self.siguiente() is None:
            raise ErrorColocacion(_("No quedan casillas libres en esta línea: la palabra se sale del tablero."))
        self._fichas.append(ficha)
        self._unible = True
        self._cambio()
        return lectura.avisos

    def borrar(self) -> bool:
        """Retroceso: quita la última ficha nueva (un dígrafo sale entero)."""
        if not self._fichas:
            return False
        self._fichas.pop()
        self._unible = False
        self._cambio()
        return True

    def cancelar(self) -> None:
        """Escape: sin fichas ni casilla de inicio."""
        self._fichas.clear()
        self.inicio = None
        self.direccion = Direccion.HORIZONTAL
        self._unible = False
        self._cambio()

    def alternar_comodin(self, c: Casilla | None = None) -> bool:
        """Marca o desmarca como comodín la ficha nueva de ``c`` (por defecto, la última).

        ``False`` si no hay tal ficha o es un comodín fijo (K, W en español), que no puede dejar de serlo.
        """
        if c is None:
            indice = len(self._fichas) - 1
        else:
            casillas = list(self.nuevas())
            indice = casillas.index(c) if c in casillas else -1
        if indice < 0 or self._fichas[indice].fija:
            return False
        ficha = self._fichas[indice]
        self._fichas[indice] = ficha.como_comodin(not ficha.comodin)
        self._unible = False
        self._cambio()
        return True

    # --- resultado ----------------------------------------------------------------------------------

    def calcular(self) -> Calculo:
        """Resultado en vivo; se recalcula solo tras un cambio."""
        if self._calculo is None:
            self._calculo = self._calcular()
        return self._calculo

    def _calcular(self) -> Calculo:
        nuevas = self.nuevas()
        if not nuevas:
            return Calculo()
        try:
            resultado = puntuar(self.tablero, nuevas, self.edicion, self.direccion)
        except ErrorColocacion as e:
            return Calculo(error=str(e))
        avisos = tuple(dict.fromkeys(_aviso_fija(f, self.edicion) for f in self._fichas if f.fija))
        if avisos:
            resultado = replace(resultado, avisos=resultado.avisos + avisos)
        return Calculo(resultado)

    def dejar(self) -> Dejada:
        """Deja las fichas en el tablero y empieza una jugada nueva.

        Lanza ``ErrorColocacion`` si no hay fichas o la jugada no es válida (no se toca el tablero).
        """
        calculo = self.calcular()
        if calculo.resultado is None:
            raise ErrorColocacion(calculo.error or _("La jugada no coloca ninguna ficha nueva."))
        nuevas = self.nuevas()
        colocar(self.tablero, nuevas)
        self.cancelar()
        return Dejada(calculo.resultado, nuevas)

    def notacion(self) -> str:
        """La jugada en la notación de la edición (``H4 JAMON``; ``8D WORD`` en inglés), con las fichas ya
        colocadas que cruza entre paréntesis para que se lea la palabra entera; vacía si no hay inicio."""
        if self.inicio is None:
            return ""
        notacion = Notacion.de_edicion(self.edicion)
        calculo = self.calcular()
        if calculo.resultado is not None and calculo.resultado.posicion is not None:
            principal = calculo.resultado.principal
            letras = "".join(
                f.ficha.texto if f.nueva else f"({f.ficha.texto})" for f in principal.fichas
            )
            return f"{notacion.texto(calculo.resultado.posicion)} {letras}".replace(")(", "")
        pos = notacion.texto(Posicion(self.inicio, self.direccion))
        return f"{pos} {texto_fichas(self._fichas)}".strip()

    def descripcion(self) -> str:
        """Texto para lectores de pantalla: dónde empieza, en qué dirección y qué fichas lleva."""
        if self.inicio is None:
            return _("Sin jugada: toca la casilla donde empieza la palabra.")
        nombre_casilla = Notacion.de_edicion(self.edicion).casilla
        if self.direccion is Direccion.HORIZONTAL:
            partes = [_("Jugada desde {casilla}, horizontal.").format(casilla=nombre_casilla(self.inicio))]
        else:
            partes = [_("Jugada desde {casilla}, vertical.").format(casilla=nombre_casilla(self.inicio))]
        nuevas = self.nuevas()
        if nuevas:
            fichas = ", ".join(
                (_("{letra} comodín en {casilla}") if f.comodin else _("{letra} en {casilla}")).format(
                    letra=f.letra, casilla=nombre_casilla(c)
                )
                for c, f in nuevas.items()
            )
            partes.append(_("Fichas nuevas: {fichas}.").format(fichas=fichas))
        calculo = self.calcular()
        if calculo.resultado is not None:
            puntos = calculo.resultado.puntos
            partes.append(n_("{puntos} punto.", "{puntos} puntos.", puntos).format(puntos=puntos))
        elif calculo.error:
            partes.append(_("No puntúa: {error}").format(error=calculo.error))
        return " ".join(partes)
