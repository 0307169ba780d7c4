"""Buscador de jugadas maestras: todas las jugadas legales de un atril sobre un tablero, de más a menos puntos.

Algoritmo de Appel y Jacobson (1988) sobre el grafo de palabras (``grafo.py``): para cada fila (y cada
columna, sobre el tablero traspuesto) se calculan las letras que admite cada casilla vacía por las palabras
cruzadas que formaría y la suma de esas palabras; desde cada casilla ancla (vacía y junto a una ficha, o el
centro con el tablero vacío) se recorre el grafo nodo a nodo colocando fichas del atril, y la jugada se
puntúa a la vez que se construye. Cada jugada sale una sola vez: desde su ancla más a la izquierda (la parte
izquierda solo pisa casillas vacías que no son ancla).

Con ``cuantas`` (las K mejores) se poda: una rama cuya cota superior no llega a la K-ésima puntuación ya
encontrada no se recorre. Si la palabra sigue con ``n`` fichas más, estas caen en las ``n`` casillas vacías
siguientes: la cota suma lo ya puntuado, las fichas del tablero hasta donde llegaría y las ``n`` fichas de
más valor del atril sobre los ``n`` premios de letra más altos de esas casillas, multiplica por sus premios
de palabra y añade sus cruzadas (con la ficha de más valor) y el premio de 50 si aún cabe. Con comodines,
una primera pasada sin ellos (barata) da el umbral desde el principio.

Desempate entre jugadas de igual puntuación (preferencia FISE para la jugada maestra, REFERENCIA.md), en
este orden:

1. Menos comodines usados.
2. Atril restante más equilibrado: menor ``desequilibrio`` (diferencia entre vocales y consonantes de lo
   que queda; la Y y los dígrafos son consonantes; cada comodín que queda cuenta como la clase que falta).
3. Menos fichas colocadas.
4. Orden alfabético de la palabra principal con los dígrafos deletreados (CH = C, H), en el orden del
   alfabeto español (la Ñ entre la N y la O); las letras de comodín como su letra.
5. Más cerca de A1: la primera casilla de la palabra principal, por fila y luego por columna.
6. Horizontal antes que vertical, y por último las fichas colocadas (para que el orden sea total).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app_planilla.nucleo.errores import ErrorFichas
from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.juego.control_fichas import COMODIN
from app_planilla.nucleo.juego.ediciones import Edicion
from app_planilla.nucleo.juego.fichas import Ficha
from app_planilla.nucleo.juego.grafo import Grafo
from app_planilla.nucleo.juego.puntuacion import MAX_FICHAS_NUEVAS, PREMIO_SIETE, Resultado, puntuar
from app_planilla.nucleo.juego.tablero import CENTRO, LADO, PREMIOS, Casilla, Direccion, Posicion, Tablero

_ORDEN_ALFABETICO = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


@dataclass(frozen=True, slots=True)
class Jugada:
    """Una jugada encontrada: dónde, qué fichas nuevas y cuántos puntos."""

    posicion: Posicion
    nuevas: tuple[tuple[Casilla, Ficha], ...]
    puntos: int
    palabra: str
    """Palabra principal con las fichas del tablero; comodines en minúscula (``CHORIZOs``)."""
    resto: tuple[str, ...]
    """Lo que queda en el atril (``?`` = comodín)."""

    @property
    def comodines(self) -> int:
        return sum(1 for _c, f in self.nuevas if f.comodin)

    @property
    def coordenada(self) -> str:
        return self.posicion.fise()

    def fichas(self) -> dict[Casilla, Ficha]:
        return dict(self.nuevas)

    def resultado(self, tablero: Tablero, edicion: Edicion) -> Resultado:
        """La cuenta paso a paso de ``puntuar`` (da los mismos puntos que ``puntos``)."""
        return puntuar(tablero, self.fichas(), edicion, self.posicion.direccion)


def desequilibrio(resto: Sequence[str], edicion: Edicion) -> int:
    """Diferencia entre vocales y consonantes de lo que queda; cada comodín la reduce en uno (si ya es 0,
    un comodín más la deja en 1, y otro en 0)."""
    comodines = sum(1 for f in resto if f == COMODIN)
    vocales = sum(1 for f in resto if f in edicion.vocales)
    diferencia = abs(2 * vocales - (len(resto) - comodines))
    return diferencia - comodines if comodines <= diferencia else (comodines - diferencia) % 2


def orden_alfabetico(palabra: str) -> tuple[int, ...]:
    """Clave alfabética de una palabra: letras deletreadas, Ñ tras N."""
    return tuple(_ORDEN_ALFABETICO.find(c) for c in palabra.upper())


def clave_preferencia(jugada: Jugada, edicion: Edicion) -> tuple[object, ...]:
    """Menor = preferida (ver el docstring del módulo)."""
    return (
        -jugada.puntos,
        jugada.comodines,
        desequilibrio(jugada.resto, edicion),
        len(jugada.nuevas),
        orden_alfabetico(jugada.palabra),
        jugada.posicion.inicio,
        jugada.posicion.direccion is Direccion.VERTICAL,
        tuple((c, f.letra, f.comodin) for c, f in jugada.nuevas),
    )


# Una jugada tal como sale de la búsqueda, antes de hacerla ``Jugada``:
# (puntos, vertical, línea, inicio, ((columna, letra, comodín), ...)).
_Cruda = tuple[int, bool, int, int, tuple[tuple[int, int, bool], ...]]


class _Busqueda:
    """Estado de una búsqueda: el tablero en números, el atril y lo encontrado."""

    def __init__(self, tablero: Tablero, atril: Sequence[str], grafo: Grafo, edicion: Edicion) -> None:
        self.grafo = grafo
        self.edicion = edicion
        indices = {letra: i for i, letra in enumerate(grafo.alfabeto, start=1)}
        self.letras = ("", *grafo.alfabeto)
        self.valores = [0] + [edicion.valores.get(letra, 0) for letra in grafo.alfabeto]
        self.todas = sum(1 << i for i in range(1, len(grafo.alfabeto) + 1))
        # Tablero como 225 números (0 = vacía) y el valor de cada ficha (0 si es comodín).
        self.celdas = [0] * (LADO * LADO)
        self.valor_celda = [0] * (LADO * LADO)
        for (f, c), ficha in tablero.fichas.items():
            indice = indices.get(ficha.letra)
            if indice is None:
                raise ErrorFichas(_("La ficha {letra} del tablero no es de la edición.").format(letra=ficha.letra))
            self.celdas[f * LADO + c] = indice
            self.valor_celda[f * LADO + c] = ficha.valor(edicion)
        self.texto_celda = [""] * (LADO * LADO)
        """Letra de cada ficha del tablero como se escribe en la palabra (minúscula si es comodín)."""
        for (f, c), ficha in tablero.fichas.items():
            self.texto_celda[f * LADO + c] = ficha.texto
        self._fichas: dict[tuple[int, bool], Ficha] = {}
        self.vacio = tablero.vacio()
        self.atril = [0] * (len(self.letras))
        self.comodines = 0
        for clave in atril:
            if clave == COMODIN:
                self.comodines += 1
            elif clave in indices and clave in edicion.valores:
                self.atril[indices[clave]] += 1
            else:
                raise ErrorFichas(_("La {letra} no es una ficha del atril de esta edición.").format(letra=clave))
        self.encontradas: list[_Cruda] = []
        self.cuantas: int | None = None
        self.mejores: list[int] = []
        """Montículo con las ``cuantas`` mejores puntuaciones vistas (para la poda)."""
        self.umbral = -1
        self.solo_con_comodin = False
        """Segunda pasada de las K mejores: las jugadas sin comodín ya se anotaron en la primera."""

    # --- Por línea -------------------------------------------------------------------------------

    def buscar(self) -> None:
        for vertical in (False, True):
            for linea in range(LADO):
                self._linea(vertical, linea)

    def _celda(self, vertical: bool, linea: int, i: int) -> int:
        return i * LADO + linea if vertical else linea * LADO + i

    def _linea(self, vertical: bool, linea: int) -> None:
        g = self.grafo
        celdas, valor_celda = self.celdas, self.valor_celda
        idx = [self._celda(vertical, linea, i) for i in range(LADO)]
        fila = [celdas[k] for k in idx]
        valores_fila = [valor_celda[k] for k in idx]
        casillas = [divmod(k, LADO) for k in idx]
        mult_letra = [1] * LADO
        mult_palabra = [1] * LADO
        for i, cas in enumerate(casillas):
            premio = PREMIOS.get(cas)
            if premio is not None:
                mult_letra[i] = premio.letra
                mult_palabra[i] = premio.palabra
        # Letras admitidas por la palabra cruzada y su suma (las fichas de la cruzada, sin la nueva).
        admitidas = [self.todas] * LADO
        cruzada = [-1] * LADO
        anclas = []
        paso = 1 if vertical else LADO  # paso perpendicular a la línea
        for i in range(LADO):
            if fila[i]:
                continue
            k = idx[i]
            arriba: list[int] = []
            suma = 0
            j = k - paso
            while self._dentro_perpendicular(vertical, k, j) and celdas[j]:
                arriba.append(celdas[j])
                suma += valor_celda[j]
                j -= paso
            abajo: list[int] = []
            j = k + paso
            while self._dentro_perpendicular(vertical, k, j) and celdas[j]:
                abajo.append(celdas[j])
                suma += valor_celda[j]
                j += paso
            vecina_linea = (i > 0 and fila[i - 1]) or (i < LADO - 1 and fila[i + 1])
            if arriba or abajo:
                cruzada[i] = suma
                nodo = g.recorrer(reversed(arriba))
                mascara = 0
                if nodo >= 0:
                    resto = g.mascaras[nodo] & ~1
                    while resto:
                        bit = resto & -resto
                        resto ^= bit
                        letra = bit.bit_length() - 1
                        final = g.recorrer(abajo, g.hijo(nodo, letra))
                        if final >= 0 and g.mascaras[final] & 1:
                            mascara |= bit
                admitidas[i] = mascara
                anclas.append(i)
            elif vecina_linea or (self.vacio and casillas[i] == CENTRO):
                anclas.append(i)
        if not anclas:
            return
        es_ancla = [False] * LADO
        for a in anclas:
            es_ancla[a] = True
        cotas = self._cotas(fila, valores_fila, mult_letra, mult_palabra, cruzada) if self.cuantas is not None else None
        extender = self._extensor(
            vertical, linea, fila, valores_fila, mult_letra, mult_palabra, admitidas, cruzada, cotas
        )
        tope = sum(self.atril) + self.comodines
        quedan = min(MAX_FICHAS_NUEVAS, tope)
        for a in anclas:
            if a > 0 and fila[a - 1]:
                # Parte izquierda fija: las fichas del tablero pegadas al ancla.
                inicio = a - 1
                while inicio > 0 and fila[inicio - 1]:
                    inicio -= 1
                extender(a, inicio, inicio, g.raiz, 0, 1, 0, quedan)
                continue
            libres = 0
            # Parte izquierda libre: casillas vacías que no son ancla (sin vecinas, sin cruzadas).
            while libres < tope - 1 and a - libres > 0 and not fila[a - libres - 1] and not es_ancla[a - libres - 1]:
                libres += 1
            for k in range(libres + 1):
                extender(a, a - k, a - k, g.raiz, 0, 1, 0, quedan)

    @staticmethod
    def _dentro_perpendicular(vertical: bool, k: int, j: int) -> bool:
        """``j`` sigue en la misma columna (línea horizontal) o fila (línea vertical) que ``k``."""
        if vertical:
            return 0 <= j < LADO * LADO and j // LADO == k // LADO
        return 0 <= j < LADO * LADO

    def _cotas(
        self,
        fila: list[int],
        valores_fila: list[int],
        mult_letra: list[int],
        mult_palabra: list[int],
        cruzada: list[int],
    ) -> list[tuple[int, int, int, int]]:
        """Para la casilla vacía ``i`` y ``n`` fichas más (índice ``i * 8 + n``): lo más que suman las fichas de
        la palabra (las del tablero hasta donde llegaría y las ``n`` de más valor del atril en los ``n`` premios
        de letra más altos de esas casillas), el producto de sus premios de palabra, lo más que sumarían sus
        cruzadas y cuántas fichas caben de verdad."""
        valores = sorted((v for v, n in zip(self.valores, self.atril, strict=True) for _ in range(n)), reverse=True)
        valores += [0] * self.comodines
        vmax = valores[0] if valores else 0
        cotas: list[tuple[int, int, int, int]] = []
        for i in range(LADO):
            vacias = [e for e in range(i, LADO) if not fila[e]]
            for n in range(MAX_FICHAS_NUEVAS + 1):
                m = min(n, len(vacias), len(valores))
                fin = vacias[m - 1] + 1 if m else i
                while fin < LADO and fila[fin]:
                    fin += 1
                palabra = 1
                cruces = 0
                for e in vacias[:m]:
                    palabra *= mult_palabra[e]
                    if cruzada[e] >= 0:
                        cruces += (cruzada[e] + vmax * mult_letra[e]) * mult_palabra[e]
                # Valores y premios de letra emparejados de mayor a menor: lo más que pueden sumar.
                letras = sorted((mult_letra[e] for e in vacias[:m]), reverse=True)
                fichas = sum(v * ml for v, ml in zip(valores, letras, strict=False))
                cotas.append((sum(valores_fila[i:fin]) + fichas, palabra, cruces, m))
        return cotas

    # --- Recorrido del grafo ----------------------------------------------------------------------

    def _extensor(
        self,
        vertical: bool,
        linea: int,
        fila: list[int],
        valores_fila: list[int],
        mult_letra: list[int],
        mult_palabra: list[int],
        admitidas: list[int],
        cruzada: list[int],
        cotas: list[tuple[int, int, int, int]] | None,
    ) -> Callable[[int, int, int, int, int, int, int, int], None]:
        """La función recursiva de la línea, con sus tablas en variables locales (más rápida que un método)."""
        g = self.grafo
        mascaras = g.mascaras
        primeros = g.primeros
        destinos = g.destinos
        alcances = g.alcances
        # Casillas vacías entre i y i + d (índice i * 16 + d): las fichas que aún caben si la palabra
        # puede tener como mucho d letras más.
        vacias_en: list[int] = []
        for i in range(LADO):
            cuenta = 0
            vacias_en.append(0)
            for d in range(1, LADO + 1):
                if i + d - 1 < LADO and not fila[i + d - 1]:
                    cuenta += 1
                vacias_en.append(cuenta)
        atril = self.atril
        valores = self.valores
        puestas: list[tuple[int, int, bool]] = []
        anotar = self._anotar

        def extender(
            ancla: int, inicio: int, i: int, nodo: int, suma: int, mult: int, cruzadas: int, quedan: int
        ) -> None:
            # Fichas del tablero: se siguen sin elegir nada.
            while i < LADO and fila[i]:
                m = mascaras[nodo]
                bit = 1 << fila[i]
                if not m & bit:
                    return
                nodo = destinos[primeros[nodo] + (m & (bit - 2)).bit_count()]
                suma += valores_fila[i]
                i += 1
            m = mascaras[nodo]
            if m & 1 and i > ancla and puestas and i - inicio >= 2:
                anotar(vertical, linea, cruzada, inicio, suma, mult, cruzadas, puestas)
            if i >= LADO or not quedan:
                return
            posibles = m & admitidas[i] & ~1
            if not posibles:
                return
            if cotas is not None and self.umbral >= 0:
                alcance = min(alcances[nodo], LADO)
                caben = min(quedan, vacias_en[i * 16 + alcance])
                tablero, palabra, cruces, n = cotas[i * 8 + caben]
                cota = (suma + tablero) * mult * palabra + cruzadas + cruces
                if len(puestas) + n >= MAX_FICHAS_NUEVAS:
                    cota += PREMIO_SIETE
                if cota < self.umbral:
                    return
            ml = mult_letra[i]
            mp = mult_palabra[i]
            cruce = cruzada[i]
            primero = primeros[nodo]
            siguiente = i + 1
            nuevo_mult = mult * mp
            while posibles:
                bit = posibles & -posibles
                posibles ^= bit
                letra = bit.bit_length() - 1
                hijo = destinos[primero + (m & (bit - 2)).bit_count()]
                if atril[letra]:
                    v = valores[letra] * ml
                    atril[letra] -= 1
                    puestas.append((i, letra, False))
                    extender(
                        ancla, inicio, siguiente, hijo, suma + v, nuevo_mult,
                        cruzadas + ((cruce + v) * mp if cruce >= 0 else 0), quedan - 1,
                    )
                    puestas.pop()
                    atril[letra] += 1
                if self.comodines:
                    self.comodines -= 1
                    puestas.append((i, letra, True))
                    extender(
                        ancla, inicio, siguiente, hijo, suma, nuevo_mult,
                        cruzadas + (cruce * mp if cruce >= 0 else 0), quedan - 1,
                    )
                    puestas.pop()
                    self.comodines += 1

        return extender

    def _anotar(
        self, vertical: bool, linea: int, cruzada: list[int], inicio: int, suma: int, mult: int, cruzadas: int,
        puestas: list[tuple[int, int, bool]],
    ) -> None:
        if vertical and len(puestas) == 1 and cruzada[puestas[0][0]] >= 0:
            # Una sola ficha que forma palabra en las dos direcciones: ya salió como horizontal.
            return
        if self.solo_con_comodin and not any(comodin for _i, _l, comodin in puestas):
            return
        puntos = suma * mult + cruzadas + (PREMIO_SIETE if len(puestas) == MAX_FICHAS_NUEVAS else 0)
        if self.cuantas is not None:
            if puntos < self.umbral:
                return
            if len(self.mejores) < self.cuantas:
                heapq.heappush(self.mejores, puntos)
            elif puntos > self.mejores[0]:
                heapq.heapreplace(self.mejores, puntos)
            if len(self.mejores) >= self.cuantas:
                self.umbral = self.mejores[0]
        self.encontradas.append((puntos, vertical, linea, inicio, tuple(puestas)))

    # --- Resultado --------------------------------------------------------------------------------

    def jugada(self, cruda: _Cruda, atril: Sequence[str]) -> Jugada:
        puntos, vertical, linea, inicio, puestas = cruda
        letras = self.letras
        texto_celda = self.texto_celda
        fichas = self._fichas
        nuevas = []
        colocadas: dict[int, str] = {}
        resto = list(atril)
        for i, letra, comodin in puestas:
            k = i * LADO + linea if vertical else linea * LADO + i
            ficha = fichas.get((letra, comodin))
            if ficha is None:
                texto = letras[letra]
                ajena = texto in self.edicion.letras_ajenas
                ficha = fichas[(letra, comodin)] = Ficha(texto, comodin or ajena, ajena)
            nuevas.append((_CASILLAS[k], ficha))
            colocadas[i] = ficha.texto
            resto.remove(COMODIN if comodin else ficha.letra)
        partes = []
        i = inicio
        while i < LADO:
            texto = colocadas.get(i) or texto_celda[i * LADO + linea if vertical else linea * LADO + i]
            if not texto:
                break
            partes.append(texto)
            i += 1
        direccion = Direccion.VERTICAL if vertical else Direccion.HORIZONTAL
        k = inicio * LADO + linea if vertical else linea * LADO + inicio
        return Jugada(Posicion(_CASILLAS[k], direccion), tuple(nuevas), puntos, "".join(partes), tuple(resto))


_CASILLAS = [divmod(k, LADO) for k in range(LADO * LADO)]


def comprobar_comodines(atril: Sequence[str], edicion: Edicion) -> None:
    """``ErrorFichas`` si el atril lleva más comodines de los que tiene la edición: cada comodín multiplica la
    búsqueda por el alfabeto (7 en un tablero vacío eran 27 s y 1,4 GB), y ese atril no puede salir."""
    comodines = sum(1 for f in atril if f == COMODIN)
    maximo = edicion.cantidades.get(COMODIN, 0)
    if comodines > maximo:
        raise ErrorFichas(
            _("El atril lleva {n} comodines y la edición solo tiene {maximo}.").format(n=comodines, maximo=maximo)
        )


def buscar(
    tablero: Tablero,
    atril: Sequence[str],
    grafo: Grafo,
    edicion: Edicion,
    cuantas: int | None = None,
) -> list[Jugada]:
    """Las jugadas legales del atril (``?`` = comodín) cuyas palabras están todas en el grafo, de la
    preferida a la última. Con ``cuantas``, solo las ``cuantas`` mejores (con poda por cota superior)."""
    comprobar_comodines(atril, edicion)
    b = _Busqueda(tablero, atril, grafo, edicion)
    if cuantas is not None:
        if cuantas <= 0:
            return []
        b.cuantas = cuantas
        if b.comodines:
            # Primero sin comodines (barato): sus puntuaciones dan un umbral de poda desde el principio.
            comodines = b.comodines
            b.comodines = 0
            b.buscar()
            b.comodines = comodines
            b.solo_con_comodin = True
        b.buscar()
    else:
        b.buscar()
    crudas = b.encontradas
    if cuantas is not None:
        crudas = [c for c in crudas if c[0] >= b.umbral]
    jugadas = [b.jugada(c, atril) for c in crudas]
    jugadas.sort(key=lambda j: clave_preferencia(j, edicion))
    return jugadas if cuantas is None else jugadas[:cuantas]
