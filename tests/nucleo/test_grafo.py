"""Grafo de palabras (``juego/grafo.py``): traducción a letras de ficha, forma mínima, alcances, recorrido y el
fichero guardado (cada daño con su mensaje)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from app_planilla.nucleo.juego.ediciones import ESPANOL, INGLES, Edicion
from app_planilla.nucleo.juego.grafo import MAGIA, VERSION, ErrorGrafo, Grafo, Traductor, alfabeto, construir


def _letras(traducir: Traductor, *fichas: str) -> bytes:
    return bytes(traducir.indices[f] for f in fichas)


def _edicion_de(letras: str) -> Edicion:
    """Una edición inventada con una ficha por letra (para el límite de letras del grafo)."""
    return Edicion(
        codigo="xx",
        nombre_es="Inventada",
        valores=dict.fromkeys(letras, 1),
        cantidades={**dict.fromkeys(letras, 1), "?": 2},
        vocales=frozenset("AEIOU"),
    )


def _partes(datos: bytes) -> tuple[dict[str, Any], bytes]:
    """La cabecera y los arreglos de un grafo guardado (sin la huella)."""
    i = len(MAGIA)
    largo = int.from_bytes(datos[i : i + 4], "little")
    return json.loads(datos[i + 4 : i + 4 + largo]), datos[i + 4 + largo : -32]


def _fichero(cabecera: dict[str, Any] | bytes, resto: bytes) -> bytes:
    """Un fichero de grafo con la cabecera y los arreglos dados y su huella correcta."""
    texto = cabecera if isinstance(cabecera, bytes) else json.dumps(cabecera, ensure_ascii=False).encode("utf-8")
    cuerpo = MAGIA + len(texto).to_bytes(4, "little") + texto + resto
    return cuerpo + hashlib.sha256(cuerpo).digest()


def _error(datos: bytes, edicion: Edicion | None = None) -> str:
    with pytest.raises(ErrorGrafo) as e:
        Grafo.desde_bytes(datos, edicion)
    return str(e.value)


# --- Traducción ----------------------------------------------------------------------------------


def test_el_alfabeto_son_las_letras_de_la_caja_y_al_final_las_ajenas() -> None:
    assert alfabeto(ESPANOL) == (*ESPANOL.letras, "K", "W")
    assert len(alfabeto(ESPANOL)) == 30
    assert alfabeto(INGLES) == INGLES.letras
    traducir = Traductor(ESPANOL)
    assert traducir.indices["A"] == 1
    assert traducir.indices["CH"] == 4
    assert traducir.indices["Z"] == 28
    assert (traducir.indices["K"], traducir.indices["W"]) == (29, 30)


def test_cada_palabra_pasa_a_sus_fichas_con_los_digrafos_como_una() -> None:
    t = Traductor(ESPANOL)
    assert t("chorizo") == _letras(t, "CH", "O", "R", "I", "Z", "O")
    assert t("CHORIZO") == t("chorizo") == t("Chorizo")
    assert t("calle") == _letras(t, "C", "A", "LL", "E")
    assert t("carro") == _letras(t, "C", "A", "RR", "O")
    assert t("rrr") == _letras(t, "RR", "R")
    assert t("ñu") == _letras(t, "Ñ", "U")
    assert t("kiwi") == _letras(t, "K", "I", "W", "I")
    assert t("a") == b"\x01"
    # En inglés no hay dígrafos: la C y la H son dos fichas.
    ti = Traductor(INGLES)
    assert ti("chat") == _letras(ti, "C", "H", "A", "T")
    assert ti("ñu") is None


@pytest.mark.parametrize("palabra", ["", "la casa", "a1", "bien-estar", "ça", "canción", "pingüino", " "])
def test_lo_que_no_son_fichas_de_la_edicion_no_es_palabra(palabra: str) -> None:
    assert Traductor(ESPANOL)(palabra) is None


# --- Construcción y recorrido --------------------------------------------------------------------

PALABRAS = ["sol", "sal", "sola", "solas", "s", "as", "SOL", "sol", "ça", "la casa", "chal", "callo", "kilo"]


def test_el_grafo_tiene_cada_palabra_una_vez_y_las_da_en_orden() -> None:
    t = Traductor(ESPANOL)
    g = construir(PALABRAS, ESPANOL)
    esperadas = sorted({s for p in PALABRAS if (s := t(p))})
    assert len(esperadas) == 9
    assert list(g.secuencias()) == esperadas
    assert g.palabras == 9
    assert g.alfabeto == alfabeto(ESPANOL)
    for s in esperadas:
        assert g.contiene(s)
    for s in (b"", t("so"), t("solass"), t("x"), t("sa"), t("c"), _letras(t, "C", "H", "A", "L")):
        assert s is not None and not g.contiene(s)


def test_recorrer_y_hijo_dan_menos_uno_si_no_hay_camino() -> None:
    t = Traductor(ESPANOL)
    g = construir(["sol", "sola", "sal"], ESPANOL)
    assert g.recorrer(b"") == g.raiz
    so = g.recorrer(t("so") or b"")
    assert so >= 0 and not g.mascaras[so] & 1
    assert g.recorrer(t("la") or b"", so) == g.recorrer(t("sola") or b"")
    assert g.recorrer(t("l") or b"", so) == g.hijo(so, t.indices["L"])
    assert g.recorrer(t("sx") or b"") == -1
    assert g.recorrer(t("solaz") or b"") == -1
    assert g.recorrer(t("x") or b"", so) == -1
    assert g.hijo(g.raiz, t.indices["A"]) == -1
    assert g.hijo(g.raiz, t.indices["S"]) >= 0
    # «sola» acaba en la hoja (sin aristas), que es el primer nodo que se registra: el 0.
    sola = g.recorrer(t("sola") or b"")
    assert sola == 0 and g.contiene(t("sola") or b"")
    assert g.mascaras[sola] == 1


def test_el_grafo_es_minimo_y_comparte_los_finales() -> None:
    g = construir(["sol", "sal"], ESPANOL)
    assert len(g.mascaras) == len(g.primeros) == len(g.alcances) == 4  # raíz, S, O/A (compartido) y la hoja
    assert len(g.destinos) == 4
    g = construir(["casa", "cosa", "masa", "mesa"], ESPANOL)
    # La hoja, «a», «sa», C (a, o → sa), M (a, e → sa) y la raíz.
    assert len(g.mascaras) == 6
    assert len(g.destinos) == 8
    assert g.raiz == 5
    t = Traductor(ESPANOL)
    ca, co = g.recorrer(t("ca") or b""), g.recorrer(t("co") or b"")
    assert ca == co == g.recorrer(t("me") or b"")
    # Las aristas de cada nodo van seguidas, en orden de letra, desde ``primeros``.
    c = g.hijo(g.raiz, t.indices["C"])
    assert g.mascaras[c] == (1 << t.indices["A"]) | (1 << t.indices["O"])
    assert list(g.destinos[g.primeros[c] : g.primeros[c] + 2]) == [ca, co]


def test_el_alcance_de_cada_nodo_es_la_palabra_mas_larga_que_queda() -> None:
    t = Traductor(ESPANOL)
    g = construir(["sol", "solas", "mar", "chorizos"], ESPANOL)
    assert g.alcances[g.raiz] == 7  # CH-O-R-I-Z-O-S
    assert g.alcances[g.recorrer(t("sol") or b"")] == 2
    assert g.alcances[g.recorrer(t("m") or b"")] == 2
    assert g.alcances[g.recorrer(t("solas") or b"")] == 0
    assert g.alcances[g.recorrer(t("mar") or b"")] == 0
    # Más de 255 letras: el alcance se queda en 255 (cabe en un byte).
    largo = construir(["a" * 300, "b" * 255, "c" * 254], ESPANOL)
    assert largo.alcances[largo.raiz] == 255
    assert largo.alcances[largo.recorrer(b"\x02")] == 254
    assert largo.alcances[largo.recorrer(b"\x03")] == 253
    assert largo.contiene(b"\x01" * 300) and not largo.contiene(b"\x01" * 299)


def test_prefijos_y_palabras_que_se_separan_en_cualquier_letra() -> None:
    """El prefijo común con la anterior se calcula de una vez: palabras que difieren al principio, en medio o
    al final, y las que son prefijo de la siguiente."""
    palabras = ["a", "ab", "abc", "abd", "abdc", "ac", "b", "ba", "bab", "babc", "c", "cab", "cb", "zzzz", "zzzza"]
    t = Traductor(ESPANOL)
    g = construir(reversed(palabras), ESPANOL)
    assert list(g.secuencias()) == sorted(t(p) for p in palabras)  # type: ignore[type-var]
    assert g.palabras == len(palabras)
    for p in ("ad", "bb", "abcd", "zzz", "zzzzz", "cc"):
        assert not g.contiene(t(p) or b"")


def test_un_grafo_vacio_no_tiene_palabras() -> None:
    g = construir(["", "1", "ça"], ESPANOL)
    assert g.palabras == 0
    assert list(g.secuencias()) == []
    assert len(g.mascaras) == 1 and g.raiz == 0 and g.mascaras[0] == 0
    assert not g.contiene(b"")
    assert Grafo.desde_bytes(g.a_bytes(), ESPANOL) == g


def test_hasta_31_letras_caben_en_el_grafo_y_32_no() -> None:
    letras = "ABCDEFGHIJKLMNOPQRSTUVWXYZÑÇØÅÆ"
    assert len(letras) == 31
    edicion = _edicion_de(letras)
    g = construir(["æa", "aæ", "æ"], edicion)
    assert g.palabras == 3
    assert g.contiene(b"\x1f\x01") and g.contiene(b"\x01\x1f") and g.contiene(b"\x1f")
    assert g.mascaras[g.raiz] == (1 << 31) | (1 << 1)
    assert Grafo.desde_bytes(g.a_bytes(), edicion) == g
    with pytest.raises(ErrorGrafo) as e:
        construir(["a"], _edicion_de(letras + "Þ"))
    assert str(e.value) == "La edición tiene demasiadas letras para el grafo."


# --- Fichero -------------------------------------------------------------------------------------


@pytest.fixture
def grafo() -> Grafo:
    return construir(["sol", "sal", "sola", "ñu", "chal", "kilo"], ESPANOL)


def test_el_grafo_se_guarda_con_su_cabecera_y_se_lee_igual(grafo: Grafo) -> None:
    datos = grafo.a_bytes()
    assert datos.startswith(MAGIA)
    cabecera, resto = _partes(datos)
    assert cabecera == {
        "version": VERSION,
        "alfabeto": list(alfabeto(ESPANOL)),
        "nodos": len(grafo.mascaras),
        "aristas": len(grafo.destinos),
        "raiz": grafo.raiz,
        "palabras": 6,
    }
    # La cabecera es JSON en UTF-8 (la Ñ se lee tal cual) y los arreglos, enteros de 4 bytes little-endian.
    largo = int.from_bytes(datos[len(MAGIA) : len(MAGIA) + 4], "little")
    assert datos[len(MAGIA) + 4 : len(MAGIA) + 4 + largo] == json.dumps(cabecera, ensure_ascii=False).encode()
    n, a = len(grafo.mascaras), len(grafo.destinos)
    assert resto[: 4 * n] == b"".join(x.to_bytes(4, "little") for x in grafo.mascaras)
    assert resto[4 * n : 8 * n] == b"".join(x.to_bytes(4, "little") for x in grafo.primeros)
    assert resto[8 * n : 8 * n + 4 * a] == b"".join(x.to_bytes(4, "little") for x in grafo.destinos)
    assert resto[8 * n + 4 * a :] == grafo.alcances
    assert datos[-32:] == hashlib.sha256(datos[:-32]).digest()
    leido = Grafo.desde_bytes(datos, ESPANOL)
    assert leido == grafo
    assert leido.raiz == grafo.raiz and leido.palabras == 6 and leido.alcances == grafo.alcances
    assert list(leido.secuencias()) == list(grafo.secuencias())
    # Sin edición no se comprueba el alfabeto.
    assert Grafo.desde_bytes(datos) == grafo


def test_lo_que_no_es_un_grafo_se_rechaza(grafo: Grafo) -> None:
    datos = grafo.a_bytes()
    no_es = "El fichero no es un grafo de palabras de Planilla."
    assert _error(b"cualquier cosa") == no_es
    assert _error(b"") == no_es
    assert _error(b"X" + datos[1:]) == no_es
    # La marca, los 4 bytes del largo y la huella son lo mínimo: uno menos no es un grafo.
    assert _error(MAGIA + bytes(35)) == no_es
    assert _error(MAGIA + bytes(36)) == "El grafo de palabras está dañado."


def test_un_grafo_con_la_huella_que_no_cuadra_esta_danado(grafo: Grafo) -> None:
    datos = grafo.a_bytes()
    danado = "El grafo de palabras está dañado."
    medio = len(datos) // 2
    assert _error(datos[:medio] + bytes([datos[medio] ^ 1]) + datos[medio + 1 :]) == danado
    assert _error(datos[:-1] + bytes([datos[-1] ^ 1])) == danado
    assert _error(datos[:-33] + datos[-32:]) == danado


@pytest.mark.parametrize(
    "cabecera",
    [
        b"{",
        b"\xff\xfe",
        b"[]",
        b'"version"',
        b'{"version": 2}',
        b'{"version": 2, "alfabeto": ["A"], "nodos": "muchos", "aristas": 0, "raiz": 0, "palabras": 0}',
        b'{"version": 2, "alfabeto": ["A"], "nodos": 1, "aristas": 0, "raiz": 0}',
        b'{"version": 2, "alfabeto": ["A"], "nodos": 1, "aristas": null, "raiz": 0, "palabras": 0}',
        b'{"version": 2, "alfabeto": 7, "nodos": 1, "aristas": 0, "raiz": 0, "palabras": 0}',
    ],
    ids=[
        "json roto",
        "no utf-8",
        "lista",
        "texto",
        "sin campos",
        "nodos no numérico",
        "sin palabras",
        "aristas nulas",
        "alfabeto no lista",
    ],
)
def test_una_cabecera_que_no_se_entiende_se_rechaza(cabecera: bytes) -> None:
    assert _error(_fichero(cabecera, bytes(9))) == "La cabecera del grafo de palabras está dañada."


def test_el_largo_de_la_cabecera_mayor_que_el_fichero(grafo: Grafo) -> None:
    datos = bytearray(grafo.a_bytes()[:-32])
    datos[len(MAGIA) : len(MAGIA) + 4] = (10**6).to_bytes(4, "little")
    datos += hashlib.sha256(datos).digest()
    assert _error(bytes(datos)) == "La cabecera del grafo de palabras está dañada."


def test_otra_version_u_otra_edicion(grafo: Grafo) -> None:
    cabecera, resto = _partes(grafo.a_bytes())
    for version in (1, 3, "2"):
        assert _error(_fichero({**cabecera, "version": version}, resto)) == (
            "El grafo de palabras es de otra versión de Planilla."
        )
    assert _error(grafo.a_bytes(), INGLES) == "El grafo de palabras no es de la edición «en»."
    ingles = construir(["cat"], INGLES).a_bytes()
    assert _error(ingles, ESPANOL) == "El grafo de palabras no es de la edición «es»."
    assert Grafo.desde_bytes(ingles, INGLES).palabras == 1


def test_arreglos_que_faltan_o_sobran(grafo: Grafo) -> None:
    cabecera, resto = _partes(grafo.a_bytes())
    n = cabecera["nodos"]
    incompleto = "El grafo de palabras está incompleto."
    danado = "El grafo de palabras está dañado."
    assert _error(_fichero({**cabecera, "nodos": 1000}, resto)) == incompleto
    assert _error(_fichero({**cabecera, "aristas": cabecera["aristas"] + n}, resto)) == incompleto
    assert _error(_fichero(cabecera, resto[: 8 * n + 3])) == incompleto
    # Los arreglos completos pero sin todos los alcances, o con un byte de más.
    assert _error(_fichero(cabecera, resto[:-1])) == danado
    assert _error(_fichero(cabecera, resto + b"\x00")) == danado
    # Ningún nodo: los arreglos (vacíos) caben justos, pero no hay raíz.
    assert _error(_fichero({**cabecera, "nodos": 0, "aristas": 0, "raiz": 0}, b"")) == danado


def test_la_raiz_tiene_que_ser_uno_de_los_nodos(grafo: Grafo) -> None:
    cabecera, resto = _partes(grafo.a_bytes())
    n = cabecera["nodos"]
    assert cabecera["raiz"] == n - 1
    for raiz in (n, n + 5, -1):
        assert _error(_fichero({**cabecera, "raiz": raiz}, resto)) == "El grafo de palabras está dañado."
    otra = Grafo.desde_bytes(_fichero({**cabecera, "raiz": 0}, resto))
    assert otra.raiz == 0 and list(otra.secuencias()) == [b""]
