"""Lo común a los eventos de todas las modalidades: el error, la ``Anulacion``, el ``AjusteReloj`` de las que
llevan relojes y la lectura comprobada.

Cada evento es un valor pequeño e inmutable con su pareja ``a_dict`` / ``desde_dict`` (su ``Formato``); la
lectura comprueba tipos, rangos y tamaños (los datos pueden venir de un archivo ajeno) y nunca confía en el
origen.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, ClassVar, Generic, TypeVar

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.tablero import Casilla, casilla, en_tablero, nombre_casilla
from app_planilla.nucleo.relojes import MAX_AJUSTE_MS, MAX_RELOJ_MS


class ErrorEvento(ErrorPlanilla):
    """Evento mal formado o que no se puede aplicar en este momento de la partida."""


MAX_NOMBRE = 100
"""Nombre de un participante: los programas que escriben GCG (Woogles, Quackle) no ponen tope; este solo
frena el abuso (un archivo con un nombre de megas)."""
MAX_TEXTO = 200


class ConTipo:
    """Base de los eventos: cada clase dice en su cabecera su «tipo», el del JSON."""

    tipo: ClassVar[str]

    def __init_subclass__(cls, *, tipo: str, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.tipo = tipo


@dataclass(frozen=True)
class Anulacion(ConTipo, tipo="anulacion"):
    """«Deshacer la última línea»: anula la última línea que sigue en pie (común a todas las modalidades)."""


@dataclass(frozen=True)
class AjusteReloj(ConTipo, tipo="ajuste_reloj"):
    """«Ajustar los relojes…»: el árbitro pone el reloj de un participante a un tiempo (también en tiempo extra)
    sin gastar turno. Lleva lo que marcaba antes: deshacerlo devuelve la diferencia, no una foto vieja. Común a
    las modalidades con relojes de partida (clásica, Tantrix, «4 en letras»), con el mismo JSON en todas."""

    participante: int
    restante_ms: int
    """Lo que marca el reloj tras el ajuste (negativo: tiempo extra)."""
    antes_ms: int
    """Lo que marcaba justo antes."""
    nota: str = ""
    """La de un GCG importado (solo en la clásica)."""


def ajuste_reloj_a_dict(evento: AjusteReloj) -> dict[str, Any]:
    """El ajuste como diccionario apto para JSON (la nota, solo si la hay)."""
    d: dict[str, Any] = {"tipo": evento.tipo, "participante": evento.participante,
                         "restante_ms": evento.restante_ms, "antes_ms": evento.antes_ms}
    if evento.nota:
        d["nota"] = evento.nota
    return d


def ajuste_reloj_leido(
    d: Mapping[str, Any], max_participantes: int, nota: Callable[[Mapping[str, Any]], str] | None = None
) -> AjusteReloj:
    """Un ``ajuste_reloj`` leído; ``nota`` lee su nota en las modalidades que la admiten (la clásica)."""
    campos(d, AjusteReloj.tipo, {"participante", "restante_ms", "antes_ms"}, {"nota"} if nota else set())
    return AjusteReloj(
        entero(d, "participante", 0, max_participantes - 1),
        entero(d, "restante_ms", -MAX_AJUSTE_MS, MAX_AJUSTE_MS),
        # Antes pudo pasar del tope (un reloj que siguió corriendo en tiempo extra): el de las fotos.
        entero(d, "antes_ms", -MAX_RELOJ_MS, MAX_RELOJ_MS),
        nota(d) if nota else "",
    )


def comprobar_ajuste(evento: AjusteReloj, participantes: int) -> None:
    """Lo que toda planilla comprueba de un ajuste antes de anotarlo."""
    if not 0 <= evento.participante < participantes:
        raise ErrorEvento(_("El reloj que se ajusta tiene que ser de uno de los participantes."))
    if evento.restante_ms == evento.antes_ms:
        raise ErrorEvento(_("El reloj ya marca ese tiempo: el ajuste no cambiaría nada."))


def a_dict_campos(evento: ConTipo) -> dict[str, Any]:
    """Un evento de campos sencillos (números, textos, tuplas de textos) como diccionario apto para JSON: su
    tipo y sus campos en orden, las tuplas como listas."""
    campos = {clave: list(v) if isinstance(v, tuple) else v for clave, v in asdict(evento).items()}  # type: ignore[call-overload]
    return {"tipo": evento.tipo, **campos}


E = TypeVar("E")
Ini = TypeVar("Ini")


@dataclass(frozen=True)
class Formato(Generic[E]):
    """Los eventos de una modalidad en JSON: sus tipos, cómo se escriben y cómo se leen comprobados."""

    tipos: Mapping[str, type[Any]]
    a_dict: Callable[[E], dict[str, Any]]
    desde_dict: Callable[[Any], E]
    hoja: str
    """Para el mensaje de un evento ajeno: «Eso no es un evento de {hoja}» (marcado con ``N_``)."""

    def canonico(self, evento: E) -> E:
        """El evento tal como quedaría tras escribirlo y leerlo: misma comprobación que un archivo ajeno."""
        if not isinstance(evento, tuple(self.tipos.values())):
            raise ErrorEvento(_("Eso no es un evento de {hoja}.").format(hoja=_(self.hoja)))
        return self.desde_dict(self.a_dict(evento))


# ---------------------------------------------------------------- lectura


def tipo_leido(d: Any, tipos: Mapping[str, object], donde: str = "") -> str:
    """El «tipo» de un evento leído, si es uno de ``tipos``; ``donde`` completa el mensaje de error."""
    if not isinstance(d, dict):
        raise ErrorEvento(_("Cada evento tiene que ser un objeto con un campo «tipo»."))
    tipo = d.get("tipo")
    if not isinstance(tipo, str) or tipo not in tipos:
        nombre = tipo if isinstance(tipo, str) and len(tipo) <= MAX_TEXTO else "?"
        raise ErrorEvento(
            _("Tipo de evento desconocido{donde}: «{tipo}».").format(donde=" " + donde if donde else "", tipo=nombre)
        )
    return tipo


def campos(d: Mapping[str, Any], tipo: str, obligatorios: set[str], opcionales: set[str]) -> None:
    claves = set(d) - {"tipo"}
    faltan = obligatorios - claves
    if faltan:
        raise ErrorEvento(_("Al evento «{tipo}» le falta el campo «{campo}».").format(
            tipo=tipo, campo=sorted(faltan)[0]
        ))
    sobran = claves - obligatorios - opcionales
    if sobran:
        raise ErrorEvento(
            _("El evento «{tipo}» tiene un campo desconocido: «{campo}».").format(tipo=tipo, campo=sorted(sobran)[0])
        )


def entero(d: Mapping[str, Any], clave: str, minimo: int, maximo: int, omision: int | None = None) -> int:
    valor = d.get(clave, omision)
    # bool es subclase de int: true/false no son números.
    if not isinstance(valor, int) or isinstance(valor, bool):
        raise ErrorEvento(_("«{clave}» tiene que ser un número entero.").format(clave=clave))
    if not minimo <= valor <= maximo:
        raise ErrorEvento(
            _("«{clave}» vale {valor} y tiene que estar entre {minimo} y {maximo}.").format(
                clave=clave, valor=valor, minimo=minimo, maximo=maximo
            )
        )
    return valor


_DIRECCION = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Incrustaciones, forzados y aislamientos bidireccionales: harían que un texto se viera en otro orden."""
_SEPARADORES = frozenset("\u2028\u2029")
_RELLENOS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Letras y símbolos que no dibujan nada (rellenos del hangul, braille en blanco)."""


def comprobar_texto(valor: str, que: str) -> None:
    """Solo texto que se guarda y se muestra tal cual: sin sustitutos UTF-16 sueltos (no son UTF-8 y el
    almacén no podría guardarlos), sin caracteres de control ni saltos de línea Unicode, y sin controles
    de dirección (U+202E invierte lo que sigue: un nombre se vería distinto de lo que es)."""
    if valor.isascii():
        if not valor.isprintable():
            raise ErrorEvento(_("{que} lleva caracteres de control.").format(que=que))
        return
    for c in valor:
        o = ord(c)
        if 0xD800 <= o <= 0xDFFF:
            raise ErrorEvento(
                _("{que} lleva un carácter que no es texto válido ({codigo}, un sustituto suelto).").format(
                    que=que, codigo=f"U+{o:04X}"
                )
            )
        if o < 32 or 0x7F <= o <= 0x9F:
            raise ErrorEvento(_("{que} lleva caracteres de control.").format(que=que))
        if c in _SEPARADORES:
            raise ErrorEvento(_("{que} lleva un salto de línea ({codigo}).").format(que=que, codigo=f"U+{o:04X}"))
        if c in _DIRECCION:
            raise ErrorEvento(
                _("{que} lleva un control de dirección del texto ({codigo}), que lo mostraría en otro orden.").format(
                    que=que, codigo=f"U+{o:04X}"
                )
            )


_UNIONES = frozenset("\u200c\u200d")
"""ZWNJ y ZWJ: separan o unen letras (persa, lenguas de la India) y forman emoji de varias personas."""


def _formato_invisible(c: str) -> bool:
    """Un carácter de formato (Unicode Cf) que no dibuja nada y no hace falta en un nombre: U+200B, U+200E,
    U+2060, U+FEFF, U+00AD… Quedan fuera ZWNJ/ZWJ y las etiquetas de las banderas (U+E0020–E007F, la de Escocia)."""
    return (unicodedata.category(c) == "Cf" and c not in _UNIONES
            and not 0xE0020 <= ord(c) <= 0xE007F)


def comprobar_nombres_nuevos(nombres: Sequence[str], que: str | None = None) -> None:
    """Los nombres (o apodos) que se escriben o se importan: sin caracteres de formato invisibles, que harían
    que dos nombres que se ven iguales fueran distintos. Solo al escribirlos o importarlos: lo ya guardado se
    lee como siempre (``nombre``), o una partida con uno así parecería dañada."""
    for valor in nombres:
        if valor.isascii():
            continue
        for c in valor:
            if _formato_invisible(c):
                codigo = f"U+{ord(c):04X}"
                descripcion = unicodedata.name(c, "")
                raise ErrorEvento(
                    _("{que} («{nombre}») lleva un carácter invisible, {codigo}{descripcion}: escríbelo de nuevo "
                      "sin él.").format(
                        que=que or _("Un nombre de participante"),
                        nombre="".join(x for x in valor if not _formato_invisible(x))[:40],
                        codigo=codigo,
                        descripcion=f" ({descripcion})" if descripcion else "",
                    )
                )


def _visible(c: str) -> bool:
    return c not in _RELLENOS and unicodedata.category(c) not in ("Cf", "Mn", "Me", "Zs", "Zl", "Zp", "Cc")


def texto(d: Mapping[str, Any], clave: str, maximo: int) -> str:
    valor = d.get(clave, "")
    if not isinstance(valor, str):
        raise ErrorEvento(_("«{clave}» tiene que ser un texto.").format(clave=clave))
    if len(valor) > maximo:
        raise ErrorEvento(_("«{clave}» es demasiado largo (más de {maximo} caracteres).").format(
            clave=clave, maximo=maximo
        ))
    comprobar_texto(valor, f"«{clave}»")
    return valor


def nombre(valor: Any) -> str:
    if not isinstance(valor, str):
        raise ErrorEvento(_("Cada nombre de participante tiene que ser un texto (vacío si no tiene nombre)."))
    if len(valor) > MAX_NOMBRE:
        raise ErrorEvento(
            _("Un nombre de participante tiene como mucho {maximo} caracteres.").format(maximo=MAX_NOMBRE)
        )
    _comprobar_nombre(valor)
    return valor


def _comprobar_nombre(valor: str) -> None:
    comprobar_texto(valor, _("Un nombre de participante"))
    if valor.strip() and not any(map(_visible, valor)):
        raise ErrorEvento(
            _("Un nombre de participante solo lleva caracteres invisibles: escribe el nombre o déjalo vacío.")
        )


def numero_entero(valor: object, que: str, minimo: int, maximo: int) -> int:
    """Un entero en su rango (``True`` no es un número); si no, un mensaje que dice qué se esperaba."""
    if isinstance(valor, bool) or not isinstance(valor, int):
        raise ErrorEvento(_("{que} tiene que ser un número entero.").format(que=que))
    if not minimo <= valor <= maximo:
        raise ErrorEvento(
            _("{que} tiene que estar entre {minimo} y {maximo} (es {valor}).").format(
                que=que, minimo=minimo, maximo=maximo, valor=valor
            )
        )
    return valor


def ficha_a_dict(c: Casilla, f: Ficha) -> dict[str, Any]:
    # Un evento hecho a mano puede traer (−1, 3): FILAS[−1] lo escribiría como «O4», otra casilla.
    if not en_tablero(c):
        raise ErrorEvento(_("Una ficha de la jugada cae fuera del tablero."))
    return {"casilla": nombre_casilla(c), "letra": f.letra, "comodin": f.comodin}


def fichas_leidas(valor: Any) -> tuple[tuple[Casilla, Ficha], ...]:
    if not isinstance(valor, list) or len(valor) > 7:
        raise ErrorEvento(_("«fichas» tiene que ser una lista de hasta 7 fichas."))
    fichas: list[tuple[Casilla, Ficha]] = []
    for f in valor:
        if not isinstance(f, dict):
            raise ErrorEvento(_("Cada ficha tiene que ser un objeto con «casilla», «letra» y «comodin»."))
        campos(f, "ficha", {"casilla", "letra"}, {"comodin"})
        texto_casilla = texto(f, "casilla", 3)
        letra = texto(f, "letra", 2)
        comodin = f.get("comodin", False)
        if not isinstance(comodin, bool):
            raise ErrorEvento(_("«comodin» tiene que ser true o false."))
        fichas.append((casilla(texto_casilla), Ficha(letra, comodin)))
    return tuple(fichas)


# ---------------------------------------------------------------- participantes


def nombres_mostrados(participantes: Sequence[str]) -> tuple[str, ...]:
    """Quien no tiene nombre es «Participante N» (en el idioma en uso: es para mostrar, no se guarda)."""
    return tuple(n or _("Participante {numero}").format(numero=i + 1) for i, n in enumerate(participantes))


def limpiar_nombres(participantes: Sequence[str], minimo: int, maximo: int, juego: str) -> tuple[str, ...]:
    """Nombres sin espacios de más; comprueba cuántos son y su largo (mensajes en el idioma en uso; ``juego``,
    el nombre del juego, viene marcado con ``N_``)."""
    if isinstance(participantes, str) or not minimo <= len(participantes) <= maximo:
        raise ErrorEvento(
            _("{juego} es de {minimo} a {maximo} participantes.").format(juego=_(juego), minimo=minimo, maximo=maximo)
        )
    nombres = []
    for n in participantes:
        if not isinstance(n, str):
            raise ErrorEvento(_("Cada nombre de participante tiene que ser un texto (vacío si no tiene nombre)."))
        limpio = " ".join(n.split())
        if len(limpio) > MAX_NOMBRE:
            raise ErrorEvento(
                _("Un nombre de participante tiene como mucho {maximo} caracteres.").format(maximo=MAX_NOMBRE)
            )
        _comprobar_nombre(n)
        nombres.append(limpio)
    return tuple(nombres)


def inicio_limpio(
    formato: Formato[Any], clase: type[Ini], participantes: Sequence[str], minimo: int, maximo: int, juego: str
) -> Ini:
    """El evento de inicio ``clase`` con los nombres limpios (de ``minimo`` a ``maximo``), tal como se guarda."""
    nombres = limpiar_nombres(participantes, minimo, maximo, juego)
    comprobar_nombres_nuevos(nombres)
    inicio = formato.canonico(clase(nombres))  # type: ignore[call-arg]
    assert isinstance(inicio, clase)
    return inicio


def participantes_leidos(d: dict[str, Any], tipo: str, minimo: int, maximo: int, juego: str) -> tuple[str, ...]:
    """Los nombres de un evento de inicio leído, ya limpios."""
    campos(d, tipo, {"participantes"}, set())
    nombres = d["participantes"]
    if not isinstance(nombres, list):
        raise ErrorEvento(_("«participantes» tiene que ser una lista de nombres."))
    return limpiar_nombres(nombres, minimo, maximo, juego)
