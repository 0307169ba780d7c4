"""Lectura de registros GCG 1.2 (Quackle, Woogles, cross-tables) y paso de su notación a la FISE.

En GCG las filas llevan número y las columnas letra: ``8D`` es horizontal (FISE ``H4``) y ``D8``
vertical (FISE ``4H``). También se lee la sintaxis antigua de Quackle: coordenadas en minúscula y
letras escritas en lugar de ``.`` para las fichas que ya están en el tablero.

La lectura solo comprueba la forma de cada línea; las jugadas las comprueba el núcleo al reproducirlas
(``reproducir`` aquí, o la importación completa en ``gcg_importar``).
"""

from __future__ import annotations

import codecs
import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from app_planilla.exportar.gcg.idiomas import ESPANOL as IDIOMA_ES
from app_planilla.exportar.gcg.idiomas import INGLES as IDIOMA_EN
from app_planilla.exportar.gcg.idiomas import (
    idioma_de_la_distribucion,
    idioma_del_lexico,
    tablero_ajeno,
    variante_ajena,
)
from app_planilla.nucleo.errores import ErrorCoordenada, ErrorPlanilla
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES, Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.notacion import Notacion, colocacion
from app_planilla.nucleo.juego.puntuacion import Resultado, colocar, puntuar
from app_planilla.nucleo.juego.tablero import Casilla, Posicion, Tablero

MAX_BYTES = 1024 * 1024
"""Tope del archivo: una partida real ocupa unos pocos kilobytes."""
MAX_JUGADORES = 4


class ErrorGcg(ErrorPlanilla):
    """Fichero GCG mal formado; el mensaje lleva el número de línea."""


class TipoGcg(enum.Enum):
    JUGADA = "jugada"
    PASE = "pase"
    CAMBIO = "cambio"
    RETIRADA = "retirada"
    """Jugada retirada tras una impugnación (``--``): sus fichas salen del tablero."""
    IMPUGNACION = "impugnacion"
    """Premio (o castigo) por una impugnación (``(challenge) +5``)."""
    FICHAS_FINALES = "fichas_finales"
    """Puntos de las fichas que quedan en los atriles al terminar (``(DLR) +8`` o ``DLR (DLR) -4``)."""
    TIEMPO = "tiempo"
    """Penalización por tiempo (``(time) -10``)."""


@dataclass(frozen=True)
class EventoGcg:
    linea: int
    jugador: str
    tipo: TipoGcg
    puntos: int
    total: int
    atril: str = ""
    posicion: Posicion | None = None
    palabra: str = ""
    """Palabra en GCG (``.`` = ficha ya colocada, dígrafos entre corchetes, minúscula = comodín)."""
    cambiadas: str = ""
    """Fichas cambiadas, o su número (``-4``)."""
    coordenada: str = ""
    """La coordenada tal como está escrita en el archivo."""
    propio: bool = False
    """Fichas finales con el atril delante (``DLR (DLR) -4``): lo que le queda a esa persona, no a las demás."""
    notas: tuple[str, ...] = ()
    """Los ``#note`` que siguen a la línea, sin el ``#note``."""


@dataclass
class PartidaGcg:
    jugadores: dict[str, str] = field(default_factory=dict)
    """Apodo → nombre completo, en el orden de los ``#player``."""
    pragmas: dict[str, str] = field(default_factory=dict)
    eventos: list[EventoGcg] = field(default_factory=list)
    notas: list[str] = field(default_factory=list)
    """Los ``#note`` anteriores a la primera línea de juego."""
    lineas_pragma: dict[str, int] = field(default_factory=dict)
    """Línea de cada pragma (para citarla en los errores)."""

    @property
    def edicion(self) -> Edicion:
        """La del ``#tile-distribution`` o el ``#lexicon``; sin ellos, la española si el archivo lleva dígrafos
        o Ñ. Un archivo de otro idioma, variante o tablero se rechaza por su nombre."""
        return self._juego()[0]

    @property
    def avisos_edicion(self) -> tuple[str, ...]:
        """Lo que conviene saber de cómo se eligió la edición (un léxico que Planilla no conoce)."""
        return self._juego()[1]

    def _juego(self) -> tuple[Edicion, tuple[str, ...]]:
        # Macondo también lee estos datos de notas anteriores al primer turno («#note Variant: wordsmog»).
        especiales = {"variant": "game-type", "letterdistribution": "tile-distribution", "boardlayout": "board-layout"}
        datos = dict(self.pragmas)
        for nota in self.notas:
            clave, sep, valor = nota.partition(":")
            clave = clave.strip().lower()
            if sep and clave in especiales and especiales[clave] not in datos:
                datos[especiales[clave]] = valor.strip()
        ajenos = (("game-type", variante_ajena), ("variant", variante_ajena), ("board-layout", tablero_ajeno))
        for pragma, ajeno in ajenos:
            if pragma in datos and (cual := ajeno(datos[pragma])) is not None:
                que = _("Este archivo es de {cual} (#{pragma} {valor})")
                self._rechazar(pragma, que.format(cual=cual, pragma=pragma, valor=datos[pragma]))
        distribucion, lexico = datos.get("tile-distribution", ""), datos.get("lexicon", "")
        por_distribucion = idioma_de_la_distribucion(distribucion) if distribucion else None
        por_lexico = idioma_del_lexico(lexico) if lexico else None
        if distribucion and por_distribucion is None:
            self._rechazar(
                "tile-distribution",
                _("Planilla no tiene la distribución de fichas «{distribucion}» (solo spanish y english)").format(
                    distribucion=distribucion
                ),
            )
        leidos = ((por_distribucion, "tile-distribution", distribucion), (por_lexico, "lexicon", lexico))
        for idioma, pragma, valor in leidos:
            if idioma is not None and idioma not in (IDIOMA_ES, IDIOMA_EN):
                que = _("Este archivo es de una partida en {idioma} (#{pragma} {valor})")
                self._rechazar(pragma, que.format(idioma=_(idioma), pragma=pragma, valor=valor))
        avisos: tuple[str, ...] = ()
        if lexico and por_lexico is None:
            aviso = _("Planilla no conoce el léxico «{lexico}»: se puntúa con las fichas de la edición elegida.")
            avisos = (aviso.format(lexico=lexico),)
        idioma = por_distribucion or por_lexico
        if idioma is None:
            idioma = IDIOMA_ES if self._parece_espanol() else IDIOMA_EN
        return (ESPANOL if idioma == IDIOMA_ES else INGLES), avisos

    def _rechazar(self, pragma: str, que: str) -> None:
        n = self.lineas_pragma.get(pragma, 0)
        donde = _("Línea {n}: ").format(n=n) if n else ""
        raise ErrorGcg(
            _("{donde}{que}: Planilla puntúa las ediciones española e inglesa, en el tablero de 15×15.").format(
                donde=donde, que=que
            )
        )

    def _parece_espanol(self) -> bool:
        return any("[" in e.palabra or "ñ" in e.palabra.lower() for e in self.eventos)


# re.ASCII: \d solo son las cifras 0-9 (sin él, «8٥» o «+４４» pasarían por números).
_PLAYER = re.compile(r"player(\d+)", re.ASCII)
_PUNTOS = re.compile(r"[+-]?\d{1,5}", re.ASCII)
_TOTAL = re.compile(r"-?\d{1,6}", re.ASCII)


def posicion_gcg(texto: str) -> Posicion:
    """``8D`` → FISE ``H4`` (horizontal); ``D8`` → FISE ``4H`` (vertical)."""
    try:
        return Notacion.GCG.leer(texto)
    except ErrorCoordenada as e:
        raise ErrorGcg(str(e)) from None


def coordenada_gcg(posicion: Posicion) -> str:
    """Posición a coordenada GCG: FISE ``H4`` → ``8D``; ``4H`` → ``D8``."""
    return Notacion.GCG.texto(posicion)


_FIN_DE_LINEA = re.compile(r"\r\n|\r|\n")
"""Los finales de línea de un GCG: Windows, Unix y Mac antiguo (solo CR). Otros separadores de Unicode
(U+2028, NEL…) no parten la línea: así los números de línea son los de cualquier editor."""
_FIN_DE_LINEA_BYTES = re.compile(rb"\r\n|\r|\n")
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF16_LE, "utf-16", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16", "UTF-16"),
)
"""Las marcas de orden de bytes de UTF-32 y UTF-16 (la de UTF-32 LE empieza como la de UTF-16 LE)."""


def _utf16_o_32(datos: bytes) -> tuple[str, str] | None:
    """Códec y nombre si el archivo está en UTF-16 o UTF-32: por su marca o, sin ella, por los bytes nulos
    de sus caracteres ASCII (un GCG empieza por «#character-encoding» o «#player1»)."""
    for bom, codec, nombre in _BOMS:
        if datos.startswith(bom):
            return codec, nombre
    muestra = datos[:256]
    muestra = muestra[: len(muestra) // 2 * 2]
    if len(muestra) < 4 or 0 not in muestra:
        return None
    pares, impares = muestra[0::2], muestra[1::2]
    if 0 not in pares and impares.count(0) * 4 >= len(impares) * 3:
        return "utf-16-le", "UTF-16"
    if 0 not in impares and pares.count(0) * 4 >= len(pares) * 3:
        return "utf-16-be", "UTF-16"
    return None


def decodificar(datos: bytes) -> str:
    """Texto de un archivo GCG: UTF-8 si lo declara la primera línea o si lo es; si no, ISO 8859-1.

    La especificación dice que sin ``#character-encoding`` el archivo está en ISO 8859-1, pero muchos
    programas escriben UTF-8 sin declararlo; un texto que es UTF-8 válido casi nunca es otra cosa.
    Los editores de Windows guardan a veces en UTF-16: se lee también (la marca manda sobre lo declarado).
    """
    if len(datos) > MAX_BYTES:
        raise ErrorGcg(
            _("El archivo es demasiado grande para ser una partida (más de {kb} KB).").format(kb=MAX_BYTES // 1024)
        )
    if unicode := _utf16_o_32(datos):
        codec, nombre = unicode
        try:
            return datos.decode(codec)
        except UnicodeDecodeError as e:
            n = len(_FIN_DE_LINEA.findall(datos[: e.start].decode(codec, "replace"))) + 1
            raise ErrorGcg(
                _("Línea {n}: el archivo parece estar en {nombre} y no lo está.").format(n=n, nombre=nombre)
            ) from None
    if datos.startswith(codecs.BOM_UTF8):
        datos = datos[len(codecs.BOM_UTF8) :]
    primera = _FIN_DE_LINEA_BYTES.split(datos, maxsplit=1)[0].strip()
    declarada = ""
    if primera.lower().startswith(b"#character-encoding"):
        declarada = primera[len(b"#character-encoding") :].strip().decode("ascii", "replace").lower()
        if declarada not in ("utf-8", "utf8", "iso-8859-1", "iso8859-1", "latin-1", "latin1"):
            raise ErrorGcg(
                _("Línea 1: Planilla no lee la codificación «{declarada}» (solo UTF-8 e ISO 8859-1).").format(
                    declarada=declarada
                )
            )
    if declarada.startswith("utf") or not declarada:
        try:
            return datos.decode("utf-8")
        except UnicodeDecodeError as e:
            if declarada:
                n = len(_FIN_DE_LINEA_BYTES.findall(datos[: e.start])) + 1
                raise ErrorGcg(_("Línea {n}: el archivo dice estar en UTF-8 y no lo está.").format(n=n)) from None
    return datos.decode("latin-1")


def _entero(texto: str, n: int, que: str) -> int:
    if not _PUNTOS.fullmatch(texto):
        raise ErrorGcg(_("Línea {n}: «{texto}» no es {que}.").format(n=n, texto=texto, que=que))
    return int(texto)


def _separar(n: int, partes: list[str]) -> tuple[list[str], int, int]:
    """Cuerpo, puntos y total. Los dos últimos números; si detrás hay más (Quackle antiguo anotaba
    allí las palabras cruzadas), la primera pareja «+puntos total»."""
    if _PUNTOS.fullmatch(partes[-2]) and _TOTAL.fullmatch(partes[-1]):
        return partes[:-2], int(partes[-2]), int(partes[-1])
    for i in range(1, len(partes) - 1):
        # El total no lleva «+»: así «-4 +0 349» (cambio de 4) no se confunde con «-4» puntos.
        if partes[i][:1] in "+-" and _PUNTOS.fullmatch(partes[i]) and _TOTAL.fullmatch(partes[i + 1]):
            return partes[:i], int(partes[i]), int(partes[i + 1])
    total = _entero(partes[-1], n, _("un total"))
    _entero(partes[-2], n, _("una puntuación con signo"))
    raise ErrorGcg(_("Línea {n}: el total «{total}» no puede llevar signo +.").format(n=n, total=total))


def _evento(n: int, linea: str) -> EventoGcg:
    cabeza, sep, resto = linea[1:].partition(":")
    if not sep or not cabeza.strip() or " " in cabeza.strip():
        raise ErrorGcg(_("Línea {n}: falta «>apodo:» al principio del turno.").format(n=n))
    jugador = cabeza.strip()
    partes = resto.split()
    if len(partes) < 3:
        raise ErrorGcg(_("Línea {n}: el turno está incompleto.").format(n=n))
    cuerpo, puntos, total = _separar(n, partes)

    def crear(
        tipo: TipoGcg,
        atril: str = "",
        posicion: Posicion | None = None,
        palabra: str = "",
        cambiadas: str = "",
        coordenada: str = "",
        propio: bool = False,
    ) -> EventoGcg:
        return EventoGcg(n, jugador, tipo, puntos, total, atril, posicion, palabra, cambiadas, coordenada, propio)

    ultimo = cuerpo[-1]
    atril = cuerpo[0] if len(cuerpo) > 1 else ""
    if len(cuerpo) > 2 and (ultimo.startswith(("-", "(")) or ultimo == "--"):
        raise ErrorGcg(_("Línea {n}: no se entiende el turno «{turno}».").format(n=n, turno=linea.strip()))
    if ultimo == "--":
        return crear(TipoGcg.RETIRADA, atril)
    if ultimo == "-":
        return crear(TipoGcg.PASE, atril)
    if ultimo.startswith("-"):
        return crear(TipoGcg.CAMBIO, atril, cambiadas=ultimo[1:])
    # En minúscula, como lo leen Macondo y MAGPIE: «TIME (TIME) -6» es el atril final T, I, M, E.
    if ultimo == "(challenge)":
        return crear(TipoGcg.IMPUGNACION, atril)
    if ultimo == "(time)":
        return crear(TipoGcg.TIEMPO, atril)
    if ultimo.startswith("(") and ultimo.endswith(")"):
        if len(cuerpo) > 1 and cuerpo[0] != ultimo[1:-1]:
            raise ErrorGcg(
                _("Línea {n}: los dos atriles de las fichas finales no coinciden ({atril} y {ultimo}).").format(
                    n=n, atril=cuerpo[0], ultimo=ultimo
                )
            )
        return crear(TipoGcg.FICHAS_FINALES, ultimo[1:-1], propio=len(cuerpo) > 1)
    if len(cuerpo) == 3:
        atril, coord, palabra = cuerpo
    elif len(cuerpo) == 2:
        atril, (coord, palabra) = "", cuerpo
    else:
        raise ErrorGcg(_("Línea {n}: no se entiende el turno «{turno}».").format(n=n, turno=linea.strip()))
    try:
        posicion = posicion_gcg(coord)
    except ErrorGcg as e:
        raise ErrorGcg(_("Línea {n}: {error}").format(n=n, error=e)) from None
    return crear(TipoGcg.JUGADA, atril, posicion=posicion, palabra=palabra, coordenada=coord)


def leer_gcg(texto: str) -> PartidaGcg:
    """Lee el texto de un fichero GCG. Los errores dicen en qué línea están."""
    # Antes que nada: un binario (una imagen, un PDF) no se queja de su primera línea, sino de lo que es.
    if (nulo := texto.find("\x00")) >= 0:
        n = len(_FIN_DE_LINEA.findall(texto, 0, nulo)) + 1
        raise ErrorGcg(_("Línea {n}: el archivo no es de texto (lleva bytes nulos).").format(n=n))
    partida = PartidaGcg()
    numeros: dict[int, int] = {}
    """Número de cada #player → línea."""
    jugadores: dict[int, tuple[str, str]] = {}
    continua = False
    """La línea anterior era un #note o un #description: las siguientes sin # ni > lo continúan."""
    notas_evento: list[str] = []
    """Los ``#note`` que siguen al último evento leído."""
    en_nota = False
    seguidas: list[str] = []
    """Las líneas que continúan el último ``#note`` (se juntan con él una vez, al acabar la nota)."""
    for n, linea in enumerate(_FIN_DE_LINEA.split(texto), start=1):
        linea = linea.rstrip()
        if not linea.strip():
            continue
        if seguidas:
            _juntar(notas_evento if partida.eventos else partida.notas, seguidas)
        if linea.startswith("#"):
            clave, _espacio, valor = linea[1:].partition(" ")
            clave = clave.strip().lower()
            continua = clave in ("note", "description")
            en_nota = clave == "note"
            if m := _PLAYER.fullmatch(clave):
                numero = int(m.group(1))
                if not 1 <= numero <= MAX_JUGADORES:
                    raise ErrorGcg(
                        _("Línea {n}: Planilla lleva partidas de 2 a {maximo} participantes.").format(
                            n=n, maximo=MAX_JUGADORES
                        )
                    )
                if partida.eventos:
                    raise ErrorGcg(_("Línea {n}: los #player van antes de la primera jugada.").format(n=n))
                if numero in numeros:
                    raise ErrorGcg(
                        _("Línea {n}: el #player{numero} ya estaba en la línea {anterior}.").format(
                            n=n, numero=numero, anterior=numeros[numero]
                        )
                    )
                apodo, _espacio, nombre = valor.strip().partition(" ")
                if not apodo:
                    raise ErrorGcg(_("Línea {n}: al #player{numero} le falta el apodo.").format(n=n, numero=numero))
                if any(a == apodo for a, _nombre in jugadores.values()):
                    raise ErrorGcg(_("Línea {n}: el apodo «{apodo}» está repetido.").format(n=n, apodo=apodo))
                numeros[numero] = n
                partida.lineas_pragma[f"player{numero}"] = n
                jugadores[numero] = (apodo, " ".join(nombre.split()) or apodo)
            elif clave == "note":
                # Se juntan en una lista y se pasan al evento al final: rehacer el evento con cada nota
                # costaba un tiempo cuadrático (100 000 notas seguidas, más de medio minuto).
                (notas_evento if partida.eventos else partida.notas).append(valor.strip())
            else:
                partida.pragmas[clave] = valor.strip()
                partida.lineas_pragma[clave] = n
            continue
        if linea.startswith(">"):
            continua = False
            if not jugadores:
                raise ErrorGcg(
                    _("Línea {n}: faltan los participantes (#player1 y #player2) antes de la primera jugada.")
                    .format(n=n)
                )
            evento = _evento(n, linea)
            _cerrar_notas(partida, notas_evento)
            if not any(a == evento.jugador for a, _nombre in jugadores.values()):
                apodos = ", ".join(a for a, _nombre in jugadores.values())
                raise ErrorGcg(
                    _("Línea {n}: «{jugador}» no es ninguno de los participantes ({apodos}).").format(
                        n=n, jugador=evento.jugador, apodos=apodos
                    )
                )
            partida.eventos.append(evento)
            continue
        if not continua:
            raise ErrorGcg(
                _("Línea {n}: no se entiende «{texto}»: cada línea empieza por # (datos) o > (turno).").format(
                    n=n, texto=linea.strip()[:40]
                )
            )
        # Continuación de una nota (o de la descripción, que no se guarda): sigue la nota anterior.
        if en_nota:
            seguidas.append(linea)
    _juntar(notas_evento if partida.eventos else partida.notas, seguidas)
    _cerrar_notas(partida, notas_evento)
    for esperado, numero in enumerate(sorted(jugadores), start=1):
        if numero != esperado:
            raise ErrorGcg(
                _("Línea {n}: falta el #player{esperado} antes del #player{numero}.").format(
                    n=numeros[numero], esperado=esperado, numero=numero
                )
            )
    partida.jugadores = {apodo: nombre for _numero, (apodo, nombre) in sorted(jugadores.items())}
    return partida


def _juntar(notas: list[str], seguidas: list[str]) -> None:
    """Junta con la última nota las líneas que la continúan, y vacía la lista."""
    if notas and seguidas:
        notas[-1] = "\n".join([notas[-1], *seguidas])
    seguidas.clear()


def _cerrar_notas(partida: PartidaGcg, notas: list[str]) -> None:
    """Pasa al último evento las notas que lo siguen, y vacía la lista."""
    if notas:
        partida.eventos[-1] = replace(partida.eventos[-1], notas=tuple(notas))
        notas.clear()


def reproducir(partida: PartidaGcg, tablero: Tablero | None = None) -> Iterator[tuple[EventoGcg, Resultado | None]]:
    """Juega los eventos sobre un tablero y da cada uno con la jugada puntuada por el núcleo.

    Una jugada retirada (``--``) quita del tablero las fichas de la última jugada de ese jugador.
    Las jugadas inválidas lanzan ``ErrorGcg`` con su número de línea.
    """
    ed = partida.edicion
    t = tablero if tablero is not None else Tablero()
    ultimas: dict[str, dict[Casilla, Ficha]] = {}
    for evento in partida.eventos:
        if evento.tipo is TipoGcg.JUGADA and evento.posicion is not None:
            try:
                col = colocacion(t, evento.posicion, evento.palabra, ed, unir_digrafos=False)
                resultado = puntuar(t, col.nuevas, ed, col.posicion.direccion)
            except ErrorPlanilla as e:
                raise ErrorGcg(_("Línea {n}: {error}").format(n=evento.linea, error=e)) from None
            colocar(t, col.nuevas)
            ultimas[evento.jugador] = col.nuevas
            yield evento, resultado
            continue
        if evento.tipo is TipoGcg.RETIRADA:
            for c in ultimas.pop(evento.jugador, {}):
                t.quitar(c)
        yield evento, None


# ---------------------------------------------------------------- notas propias y atriles

MARCA = "planilla-"
"""Prefijo de los ``#note`` que escribe Planilla para lo que el GCG no tiene (reglas, retiradas…).

Son notas normales para cualquier otro programa (Macondo lee ``#note clave: valor`` y no hace nada con
las claves que no conoce); a Planilla le permiten recuperar la partida exacta al importar lo exportado.
"""


def marcas(notas: tuple[str, ...] | list[str]) -> dict[str, str]:
    """Las notas ``planilla-clave: valor`` como diccionario (la última gana)."""
    leidas: dict[str, str] = {}
    for nota in notas:
        if nota.lower().startswith(MARCA):
            clave, sep, valor = nota.partition(":")
            if sep:
                leidas[clave[len(MARCA) :].strip().lower()] = valor[1:] if valor.startswith(" ") else valor
    return leidas


def nota(clave: str, valor: str) -> str:
    return f"#note {MARCA}{clave}: {valor}".rstrip()


def texto_ficha(ficha: Ficha) -> str:
    """Una ficha en GCG: minúscula si es comodín y dígrafos entre corchetes (``[CH]``, ``[ch]``)."""
    return f"[{ficha.texto}]" if len(ficha.letra) > 1 else ficha.texto
