"""GCG en los bordes: archivos enormes de notas (tiempo lineal), finales de línea de Mac antiguo y UTF-16."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from app_planilla.cli import principal
from app_planilla.exportar.gcg import lectura
from app_planilla.exportar.gcg.archivos import es_gcg
from app_planilla.exportar.gcg.importar import leer_planilla_gcg
from app_planilla.exportar.gcg.lectura import MAX_BYTES, ErrorGcg, decodificar, leer_gcg
from app_planilla.nucleo.errores import ErrorColocacion
from app_planilla.nucleo.juego import notacion
from app_planilla.nucleo.juego.ediciones import ESPANOL
from app_planilla.nucleo.juego.tablero import Tablero

CABECERA = "#character-encoding UTF-8\n#description Quackle\n#player1 ana Ana\n#player2 bea Beá\n"
JUGADA = ">ana: AJMNO 8D JAMON +44 44\n"


def _casi_un_mega(cabecera: str, linea: str) -> bytes:
    """El archivo más grande que se admite, repitiendo ``linea`` tras ``cabecera``."""
    veces = (MAX_BYTES - len(cabecera.encode())) // len(linea.encode())
    return (cabecera + linea * veces).encode()


# ---------------------------------------------------------------- 10: un mega de notas, en tiempo lineal


def test_un_mega_de_notas_se_lee_entero_y_cada_nota_va_con_su_jugada(monkeypatch: pytest.MonkeyPatch) -> None:
    datos = _casi_un_mega(CABECERA + JUGADA, "#note n\n")
    notas = datos.count(b"#note n")
    assert len(datos) > MAX_BYTES - 10 and notas > 100_000
    rehechos = 0
    original = lectura.replace

    def contar(obj: lectura.EventoGcg, **cambios: object) -> lectura.EventoGcg:
        nonlocal rehechos
        rehechos += 1
        return original(obj, **cambios)  # type: ignore[arg-type]

    monkeypatch.setattr(lectura, "replace", contar)
    importacion = leer_planilla_gcg(datos)
    assert importacion.informe.jugadas == 1 and importacion.planilla.totales == (44, 0)
    partida = leer_gcg(decodificar(datos))
    assert partida.eventos[0].notas == ("n",) * notas
    # Las notas se juntan y el evento se rehace una vez, no una por nota (eso era cuadrático: 37 s).
    assert rehechos <= 2


def test_las_notas_de_cada_evento_y_las_de_delante_no_se_mezclan() -> None:
    texto = (
        "#note antes\n#player1 ana Ana\n#player2 bea Bea\n"
        ">ana: AJMNO 8D JAMON +44 44\n#note uno\n#note dos\n>bea: - +0 0\n>ana: - +0 44\n#note tres\n"
    )
    partida = leer_gcg(texto)
    assert partida.notas == ["antes"]
    assert [e.notas for e in partida.eventos] == [("uno", "dos"), (), ("tres",)]


def test_una_palabra_de_un_mega_se_rechaza_sin_leerla_entera(monkeypatch: pytest.MonkeyPatch) -> None:
    leidas: list[str] = []
    original = notacion.leer_palabra
    monkeypatch.setattr(
        notacion, "leer_palabra", lambda texto, *a, **k: leidas.append(texto) or original(texto, *a, **k)
    )
    with pytest.raises(ErrorColocacion, match="se sale del tablero"):
        notacion.colocacion(Tablero(), "H1", "A" * 1_000_000, ESPANOL)
    assert leidas == []
    # Quince fichas escritas con corchetes aún se leen: el tope no corta ninguna jugada posible.
    col = notacion.colocacion(Tablero(), "H1", "[ch]" * 15, ESPANOL, unir_digrafos=False)
    assert len(col.nuevas) == 15
    with pytest.raises(ErrorGcg, match="Línea 3: La jugada se sale del tablero"):
        leer_planilla_gcg(("#player1 a A\n#player2 b B\n>a: 8D " + "A" * 900_000 + " +1 1\n").encode())


# ---------------------------------------------------------------- 12: la causa verdadera del rechazo


@pytest.mark.parametrize(
    "codificar",
    [
        pytest.param(lambda t: t.replace("\n", "\r").encode(), id="solo-CR"),
        pytest.param(lambda t: t.replace("\n", "\r\n").encode(), id="CRLF"),
        pytest.param(lambda t: t.encode("utf-16"), id="utf-16-con-marca"),
        pytest.param(lambda t: t.encode("utf-16-le"), id="utf-16-le-sin-marca"),
        pytest.param(lambda t: t.encode("utf-16-be"), id="utf-16-be-sin-marca"),
        pytest.param(lambda t: t.encode("utf-32"), id="utf-32-con-marca"),
        pytest.param(lambda t: codecs.BOM_UTF8 + t.replace("\n", "\r").encode(), id="utf-8-con-marca-y-CR"),
    ],
)
def test_finales_de_linea_y_codificaciones_de_otros_sistemas_se_leen(codificar) -> None:  # type: ignore[no-untyped-def]
    datos: bytes = codificar(CABECERA + JUGADA + "#note hola\n")
    assert es_gcg("-", datos)
    importacion = leer_planilla_gcg(datos)
    assert importacion.planilla.nombres == ("Ana", "Beá")
    assert importacion.planilla.totales == (44, 0)
    assert leer_gcg(decodificar(datos)).eventos[0].notas == ("hola",)


def test_los_errores_de_un_archivo_con_solo_cr_citan_su_linea() -> None:
    datos = (CABECERA + JUGADA + ">bea: XYZ\n").replace("\n", "\r").encode()
    with pytest.raises(ErrorGcg, match=r"^Línea 6: el turno está incompleto"):
        leer_planilla_gcg(datos)
    roto = "#character-encoding UTF-8\r#player1 a A\r#note \xff\r".encode("latin-1")
    with pytest.raises(ErrorGcg, match=r"^Línea 3: el archivo dice estar en UTF-8"):
        decodificar(roto)


def test_separadores_unicode_no_parten_la_linea() -> None:
    partida = leer_gcg("#player1 a A\n#player2 b B\n>a: AJMNO 8D JAMON +44 44\n#note uno\u2028dos\x85tres\n")
    assert partida.eventos[0].notas == ("uno\u2028dos\x85tres",)


def test_un_utf_16_roto_y_un_binario_dicen_lo_que_son() -> None:
    with pytest.raises(ErrorGcg, match="parece estar en UTF-16 y no lo está"):
        decodificar(codecs.BOM_UTF16_LE + "#player1 a A\n".encode("utf-16-le") + b"\x00\xd8\x41\x00")
    with pytest.raises(ErrorGcg, match=r"no es de texto \(lleva bytes nulos\)"):
        leer_planilla_gcg(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00")


def test_importar_un_gcg_en_utf_16_desde_la_linea_de_ordenes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archivo = tmp_path / "partida.gcg"
    archivo.write_bytes((CABECERA + JUGADA).encode("utf-16"))
    assert principal(["importar", "--datos", str(tmp_path / "datos"), str(archivo)]) == 0
    assert "Partida importada con el número 1." in capsys.readouterr().out
