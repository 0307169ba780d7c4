"""Leer las páginas de un archivo SQLite sin SQLite, para reparar lo que SQLite ya no recorre.

SQLite deja de leer una tabla en la primera página dañada y pierde todo lo que cuelga de una página interior
rota. Aquí se recorren todas las páginas del archivo (con las del ``-wal`` confirmadas encima, como haría
SQLite) y de cada hoja o página interior que se entienda se sacan sus registros, sin seguir el árbol: lo que
se pueda leer se lee aunque su camino desde la raíz esté roto. Formato: https://sqlite.org/fileformat.html.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

CABECERA = b"SQLite format 3\x00"
MAXIMO = 1 << 30
"""Bytes que se leen como mucho de cada archivo (un almacén de partidas ocupa unos pocos MB)."""

Valor = int | float | str | bytes | None


@dataclass
class Lectura:
    """Lo que se pudo sacar de las páginas."""

    indices: list[tuple[int, tuple[Valor, ...]]] = field(default_factory=list)
    """(página, registro) de las páginas de índice: las tablas ``WITHOUT ROWID`` (eventos, fotos)."""
    filas: list[tuple[int, int, tuple[Valor, ...]]] = field(default_factory=list)
    """(página, rowid, registro) de las hojas de tabla (partidas, relojes…)."""
    crudas: list[bytes] = field(default_factory=list, repr=False)
    """Todas las páginas vistas, también las libres y las que el ``-wal`` tapa, para ``tallar``."""
    paginas: int = 0
    ilegibles: int = 0
    """Páginas o celdas que no se entienden, y trozos cortados: puede haber registros que no se ven."""
    tam_pagina: int = 4096


def _varint(datos: bytes, pos: int) -> tuple[int, int]:
    valor = 0
    for i in range(8):
        b = datos[pos + i]
        valor = (valor << 7) | (b & 0x7F)
        if b < 0x80:
            return valor, pos + i + 1
    valor = (valor << 8) | datos[pos + 8]
    if valor >= 1 << 63:
        valor -= 1 << 64
    return valor, pos + 9


def _registro(carga: bytes, inicio: int = 0) -> tuple[Valor, ...]:
    """El registro que empieza en ``carga[inicio]`` (lo que sigue a su final no importa)."""
    tam, pos = _varint(carga, inicio)
    fin_cabecera = inicio + tam
    if tam < 1 or fin_cabecera > len(carga):
        raise ValueError("cabecera del registro")
    tipos = []
    while pos < fin_cabecera:
        tipo, pos = _varint(carga, pos)
        tipos.append(tipo)
    if pos != fin_cabecera:
        raise ValueError("cabecera del registro")
    valores: list[Valor] = []
    for tipo in tipos:
        if tipo == 0:
            valores.append(None)
        elif 1 <= tipo <= 6:
            n = (1, 2, 3, 4, 6, 8)[tipo - 1]
            if pos + n > len(carga):
                raise ValueError("registro cortado")
            valores.append(int.from_bytes(carga[pos:pos + n], "big", signed=True))
            pos += n
        elif tipo == 7:
            if pos + 8 > len(carga):
                raise ValueError("registro cortado")
            valores.append(struct.unpack(">d", carga[pos:pos + 8])[0])
            pos += 8
        elif tipo in (8, 9):
            valores.append(tipo - 8)
        elif tipo >= 12:
            n = (tipo - 12) // 2
            if pos + n > len(carga):
                raise ValueError("registro cortado")
            trozo = carga[pos:pos + n]
            valores.append(trozo.decode("utf-8") if tipo % 2 else trozo)
            pos += n
        else:
            raise ValueError("tipo reservado")
    return tuple(valores)


class _Archivo:
    def __init__(self, paginas: dict[int, bytes], tam: int, util: int) -> None:
        self.paginas = paginas
        self.tam = tam
        self.util = util

    def carga(self, pagina: bytes, pos: int, total: int, tabla: bool) -> bytes:
        """La carga de una celda que empieza en ``pos``, siguiendo sus páginas de desbordamiento."""
        u = self.util
        x = u - 35 if tabla else ((u - 12) * 64 // 255) - 23
        if total <= x:
            if pos + total > len(pagina):
                raise ValueError("celda fuera de la página")
            return pagina[pos:pos + total]
        m = ((u - 12) * 32 // 255) - 23
        k = m + ((total - m) % (u - 4))
        local = k if k <= x else m
        if pos + local + 4 > len(pagina):
            raise ValueError("celda fuera de la página")
        trozos = [pagina[pos:pos + local]]
        falta = total - local
        siguiente = int.from_bytes(pagina[pos + local:pos + local + 4], "big")
        vistas: set[int] = set()
        while falta > 0:
            if siguiente in vistas or siguiente not in self.paginas:
                raise ValueError("desbordamiento roto")
            vistas.add(siguiente)
            desborde = self.paginas[siguiente]
            trozo = desborde[4:4 + min(falta, u - 4)]
            trozos.append(trozo)
            falta -= len(trozo)
            siguiente = int.from_bytes(desborde[:4], "big")
            if len(trozo) == 0:
                raise ValueError("desbordamiento roto")
        return b"".join(trozos)


def _leer(ruta: Path) -> bytes:
    try:
        with ruta.open("rb") as f:
            return f.read(MAXIMO)
    except OSError:
        return b""


def _tam_pagina(principal: bytes, wal: bytes) -> int:
    if len(principal) >= 100 and principal[:16] == CABECERA:
        tam = int.from_bytes(principal[16:18], "big")
        tam = 65536 if tam == 1 else tam
        if 512 <= tam <= 65536 and tam & (tam - 1) == 0:
            return tam
    if len(wal) >= 32:
        tam = int.from_bytes(wal[8:12], "big")
        if 512 <= tam <= 65536 and tam & (tam - 1) == 0:
            return tam
    return 4096


def _suma(datos: bytes, s0: int, s1: int, grande: bool) -> tuple[int, int]:
    formato = ">II" if grande else "<II"
    for x0, x1 in struct.iter_unpack(formato, datos):
        s0 = (s0 + x0 + s1) & 0xFFFFFFFF
        s1 = (s1 + x1 + s0) & 0xFFFFFFFF
    return s0, s1


def _wal(wal: bytes, tam: int, lectura: Lectura) -> tuple[dict[int, bytes], dict[int, bytes], int | None]:
    """Las páginas del ``-wal`` confirmadas (como las ve SQLite), las de después de un marco dañado (que SQLite
    ya no ve) y cuántas páginas tiene la base tras la última confirmación."""
    confirmadas: dict[int, bytes] = {}
    sueltas: dict[int, bytes] = {}
    if len(wal) < 32 or int.from_bytes(wal[:4], "big") not in (0x377F0682, 0x377F0683):
        if wal:
            lectura.ilegibles += 1
        return confirmadas, sueltas, None
    grande = wal[3] == 0x83
    if int.from_bytes(wal[8:12], "big") != tam:
        lectura.ilegibles += 1
        return confirmadas, sueltas, None
    sal = wal[16:24]
    s0, s1 = _suma(wal[:24], 0, 0, grande)
    if (s0, s1) != struct.unpack(">II", wal[24:32]):
        lectura.ilegibles += 1
        return confirmadas, sueltas, None
    pendientes: dict[int, bytes] = {}
    paginas_base: int | None = None
    valido = True
    pos = 32
    while pos + 24 + tam <= len(wal):
        cabecera, datos = wal[pos:pos + 24], wal[pos + 24:pos + 24 + tam]
        pos += 24 + tam
        numero, tras = struct.unpack(">II", cabecera[:8])
        if cabecera[8:16] != sal:
            valido = False  # de una vuelta anterior del -wal (ya volcado) o dañado: SQLite no sigue
            continue
        if valido:
            s0, s1 = _suma(cabecera[:8] + datos, s0, s1, grande)
            if (s0, s1) != struct.unpack(">II", cabecera[16:24]):
                valido = False
                lectura.ilegibles += 1
        if not valido:
            if numero > 0:
                sueltas[numero] = datos
            continue
        pendientes[numero] = datos
        if tras:
            confirmadas.update(pendientes)
            pendientes.clear()
            paginas_base = tras
    if pos + 24 < len(wal) and wal[pos + 8:pos + 16] == sal:
        # Un marco cortado: su página empieza por los punteros y las celdas más nuevas; el resto, a cero.
        lectura.ilegibles += 1
        numero = int.from_bytes(wal[pos:pos + 4], "big")
        if numero > 0:
            sueltas[numero] = wal[pos + 24:pos + 24 + tam].ljust(tam, b"\x00")
    sueltas.update(pendientes)
    return confirmadas, sueltas, paginas_base


def _libres(paginas: dict[int, bytes], principal: bytes) -> set[int]:
    """Las páginas de la lista de libres: guardan restos de lo borrado (una partida borrada no debe volver)."""
    libres: set[int] = set()
    if len(principal) < 100 or principal[:16] != CABECERA:
        return libres
    tronco = int.from_bytes(principal[32:36], "big")
    while tronco and tronco in paginas and tronco not in libres:
        libres.add(tronco)
        pagina = paginas[tronco]
        cuantas = int.from_bytes(pagina[4:8], "big")
        for i in range(min(cuantas, (len(pagina) - 8) // 4)):
            libres.add(int.from_bytes(pagina[8 + 4 * i:12 + 4 * i], "big"))
        tronco = int.from_bytes(pagina[:4], "big")
    return libres


def leer(ruta: Path) -> Lectura:
    """Todos los registros que se entienden en las páginas de ``ruta`` y su ``-wal``."""
    principal = _leer(ruta)
    wal = _leer(ruta.with_name(ruta.name + "-wal"))
    tam = _tam_pagina(principal, wal)
    lectura = Lectura(tam_pagina=tam)
    reservados = principal[20] if len(principal) >= 100 and principal[:16] == CABECERA else 0
    util = tam - reservados
    if len(principal) % tam:
        lectura.ilegibles += 1  # cortado a media página: lo que falta no se ve
        principal += bytes(tam - len(principal) % tam)
    paginas = {i // tam + 1: principal[i:i + tam] for i in range(0, len(principal), tam)}
    confirmadas, sueltas, base = _wal(wal, tam, lectura)
    # Las versiones del archivo principal que el -wal tapa: viejas, pero una página cambiada de sitio puede
    # tener ahí lo único que queda de otra (solo se tallan: rellenan, nunca mandan).
    tapadas = [p for n, p in paginas.items() if n in confirmadas and confirmadas[n] != p]
    paginas.update(confirmadas)
    if base is not None:
        paginas = {n: p for n, p in paginas.items() if n <= base}
    cabecera = paginas.get(1, b"")
    libres = _libres(paginas, cabecera if cabecera[:16] == CABECERA else principal)
    archivo = _Archivo(paginas, tam, util)
    vistas = [(n, p) for n, p in sorted(paginas.items()) if n not in libres]
    # Las de después de un marco dañado del -wal, al final: solo añaden lo que no esté en otra página.
    vistas += [(-n, p) for n, p in sorted(sueltas.items()) if paginas.get(n) != p]
    lectura.paginas = len(paginas)
    for numero, pagina in vistas:
        _pagina(archivo, abs(numero), pagina, lectura)
    lectura.crudas = [*paginas.values(), *sueltas.values(), *tapadas]
    return lectura


_TIPOS = {0: (8, 9), 1: (1,), 2: (2,), 3: (3,), 4: (4,)}
"""Bytes de un entero en un registro → sus tipos posibles (sin bytes: el 8 vale 0 y el 9 vale 1)."""


def tallar(lectura: Lectura) -> list[tuple[Valor, ...]]:
    """Registros de evento (partida, número, datos) hallados por su texto (``{"`` y, delante, su cabecera) en
    cualquier sitio de las páginas: también en su espacio libre, donde quedan las copias viejas de las celdas
    que un reequilibrio del árbol movió. Solo para rellenar lo que no aparezca en otro sitio."""
    tallados = []
    for pagina in lectura.crudas:
        inicio = pagina.find(b'{"')
        while inicio >= 0:
            tallados.extend(_delante(pagina, inicio))
            inicio = pagina.find(b'{"', inicio + 2)
    return tallados


def _delante(pagina: bytes, texto: int) -> list[tuple[Valor, ...]]:
    for cabecera in (4, 5, 6):
        for bytes_p, tipos_p in _TIPOS.items():
            for bytes_n, tipos_n in _TIPOS.items():
                pos = texto - bytes_n - bytes_p - cabecera
                # Antes de leerlo entero: su cabecera dice cuánto mide y los tipos de los dos enteros.
                if pos < 0 or pagina[pos] != cabecera or pagina[pos + 1] not in tipos_p \
                        or pagina[pos + 2] not in tipos_n:
                    continue
                try:
                    registro = _registro(pagina, pos)
                except (ValueError, IndexError, UnicodeDecodeError, struct.error):
                    continue
                if len(registro) != 3:
                    continue
                partida, evento, datos = registro
                if (isinstance(partida, int) and partida > 0 and isinstance(evento, int) and evento >= 0
                        and isinstance(datos, str) and datos.startswith("{")
                        and pagina.startswith(datos.encode("utf-8"), texto)):
                    return [registro]
    return []


def _pagina(archivo: _Archivo, numero: int, pagina: bytes, lectura: Lectura) -> None:
    inicio = 100 if numero == 1 else 0
    if len(pagina) < inicio + 8:
        return
    tipo = pagina[inicio]
    if tipo not in (0x02, 0x05, 0x0A, 0x0D):
        return  # desbordamiento, libre… o una hoja con la cabecera rota: no se sabe
    hoja = tipo in (0x0A, 0x0D)
    tabla = tipo in (0x05, 0x0D)
    celdas = int.from_bytes(pagina[inicio + 3:inicio + 5], "big")
    punteros = inicio + (8 if hoja else 12)
    if punteros + 2 * celdas > len(pagina):
        lectura.ilegibles += 1
        celdas = (len(pagina) - punteros) // 2
    if tipo == 0x05:
        return  # interior de tabla: solo claves y punteros, ningún dato
    for i in range(celdas):
        try:
            pos = int.from_bytes(pagina[punteros + 2 * i:punteros + 2 * i + 2], "big")
            if pos < punteros + 2 * celdas or pos >= archivo.util:
                raise ValueError("celda fuera de la página")
            if not hoja:
                pos += 4  # el hijo izquierdo
            total, pos = _varint(pagina, pos)
            rowid = 0
            if tabla:
                rowid, pos = _varint(pagina, pos)
            if total < 1 or total > MAXIMO:
                raise ValueError("tamaño imposible")
            registro = _registro(archivo.carga(pagina, pos, total, tabla))
        except (ValueError, IndexError, UnicodeDecodeError, struct.error):
            lectura.ilegibles += 1
            continue
        if tabla:
            lectura.filas.append((numero, rowid, registro))
        else:
            lectura.indices.append((numero, registro))


def eventos(lectura: Lectura, *, tallados: bool = False) -> dict[tuple[int, int], str]:
    """Los registros que parecen eventos (partida, número, datos en JSON), el primero que se vea de cada clave;
    con ``tallados``, solo los hallados en el espacio libre."""
    encontrados: dict[tuple[int, int], str] = {}
    for registro in tallar(lectura) if tallados else (r for _, r in lectura.indices):
        if len(registro) != 3:
            continue
        partida, numero, datos = registro
        if (isinstance(partida, int) and isinstance(numero, int) and isinstance(datos, str)
                and datos.startswith("{") and numero >= 0):
            encontrados.setdefault((partida, numero), datos)
    return encontrados

