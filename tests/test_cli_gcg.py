"""``planilla importar FILE.gcg`` y ``planilla exportar --formato gcg``: 0 bien, 1 entrada mala, 2 uso."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from tests.ayuda import salir


def _foto(carpeta: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in carpeta.iterdir() if not p.name.endswith("-shm")}


def test_importar_y_exportar_un_gcg_real(compartido: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    datos = tmp_path / "datos"
    origen = compartido / "datos" / "gcg" / "es" / "ropita_sample2.gcg"
    assert salir(["importar", "--datos", str(datos), str(origen)]) == 0
    salida = capsys.readouterr().out
    assert "Partida importada con el número 1." in salida
    assert "20 jugadas reproducidas" in salida and "Todas las puntuaciones coinciden" in salida
    assert salir(["exportar", "--datos", str(datos), "--formato", "gcg"]) == 0
    salida_gcg = capsys.readouterr()
    gcg = salida_gcg.out
    assert gcg.startswith("#character-encoding UTF-8\n") and "#tile-distribution spanish" in gcg
    assert ">úrsula: (DLR) +8 510" in gcg
    assert salida_gcg.err == ""  # todo tiene forma GCG: el informe no tiene nada que decir
    # Lo exportado se vuelve a importar como la misma partida.
    copia = tmp_path / "copia.gcg"
    copia.write_text(gcg, encoding="utf-8")
    assert salir(["importar", "--datos", str(datos), str(copia)]) == 0
    capsys.readouterr()
    with Almacen(datos) as a:
        assert a.cargar(1).eventos == a.cargar(2).eventos


def test_importar_desde_la_entrada_estandar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    texto = "#player1 a Ana\n#player2 b Bea\n>a: AJMNO 8D JAMON +40 40\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(texto.encode())))
    assert salir(["importar", "--datos", str(tmp_path), "-"]) == 0
    salida = capsys.readouterr().out
    assert "Línea 3: 8D JAMON vale 44 según Planilla y el archivo anota 40" in salida


def test_gcg_malo_no_cambia_nada(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    datos = tmp_path / "datos"
    with Almacen(datos) as a:
        a.crear(nueva_partida(["Ana", "Luis"])).planilla.sumar("H4", "JAMON")
    antes = _foto(datos)
    malo = tmp_path / "malo.gcg"
    malo.write_text("#player1 a Ana\n#player2 b Bea\n>a: AJMNO 8D JAMON +44 44\n>a: OX 9I OX +9 53\n")
    assert salir(["importar", "--datos", str(datos), str(malo)]) == 1
    err = capsys.readouterr().err
    assert "Línea 4: le toca a «b», no a «a»" in err and "Traceback" not in err
    assert _foto(datos) == antes
    nueva = tmp_path / "nueva"
    assert salir(["importar", "--datos", str(nueva), str(malo)]) == 1
    assert not nueva.exists()


def test_errores_de_uso_y_de_archivo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert salir(["importar", "--datos", str(tmp_path), str(tmp_path / "no-existe.gcg")]) == 2
    assert salir(["exportar", "--datos", str(tmp_path), "--formato", "xml"]) == 2
    assert salir(["exportar", "--datos", str(tmp_path), "--formato", "gcg", "--partida", "uno"]) == 2
    assert salir(["exportar", "--datos", str(tmp_path), "--formato", "gcg", "--partida", "7"]) == 1
    assert "No existe la partida 7" in capsys.readouterr().err
    latin = tmp_path / "latin.gcg"
    latin.write_bytes("#character-encoding UTF-8\n#player1 a Ñoño\n".encode("latin-1"))
    assert salir(["importar", "--datos", str(tmp_path / "d"), str(latin)]) == 1
    assert "Línea 2: el archivo dice estar en UTF-8" in capsys.readouterr().err


def test_el_informe_de_la_exportacion_va_a_la_salida_de_errores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    p.sumar("H4", "JAMON")
    p.anotar(12)
    with Almacen(tmp_path) as a:
        a.importar(p)
    assert salir(["exportar", "--datos", str(tmp_path), "--formato", "gcg"]) == 0
    salida = capsys.readouterr()
    assert ">Ana: AJMNO 8D JAMON +44 44" in salida.out.splitlines()
    assert '#note planilla-evento: {"tipo":"jugada","puntos":12}' in salida.out.splitlines()
    assert "\n  Una jugada anotada a mano (Bea, +12) no tiene forma GCG.\n" in salida.err


def test_gcg_sin_ningun_turno_con_forma_lo_dice_una_vez_y_al_importarlo_no_dice_que_coincide(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Jugadas anotadas a mano, un pase sin atril y un ajuste del reloj: ninguna línea de evento, así que el
    archivo (GCG estricto: ninguna nota antes del primer evento) solo lleva los participantes."""
    from app_planilla.nucleo.registro.eventos import AjusteReloj

    p = Planilla(nueva_partida(["Ana", "Bea"], reglas="fise"))
    p.anotar(24)
    p.pasar()
    p.aplicar(AjusteReloj(0, 600_000, 1_800_000))
    p.anotar(12)
    with Almacen(tmp_path) as a:
        a.importar(p)
    assert salir(["exportar", "--datos", str(tmp_path), "--formato", "gcg"]) == 0
    salida = capsys.readouterr()
    assert not [linea for linea in salida.out.splitlines() if linea.startswith((">", "#note"))]
    assert salida.err.count("planilla exportar:") == 1 and "solo lee Planilla" not in salida.err
    assert ("planilla exportar: El archivo solo lleva los participantes: la hoja tiene 4 líneas, ninguna con "
            "forma GCG, y no van en él; ni otros programas ni Planilla las verán.") in salida.err
    assert salida.err.splitlines()[1:] == [
        "  Una jugada anotada a mano (Ana, +24) no tiene forma GCG.",
        "  Un pase sin atril conocido (Bea) no tiene forma GCG.",
        "  Un ajuste del reloj (Ana) no tiene forma GCG.",
        "  Una jugada anotada a mano (Ana, +12) no tiene forma GCG.",
    ]
    copia = tmp_path / "copia.gcg"
    copia.write_text(salida.out, encoding="utf-8")
    assert salir(["importar", "--datos", str(tmp_path), str(copia)]) == 0
    importado = capsys.readouterr().out
    assert "coinciden" not in importado
    assert "El archivo no trae ninguna línea de juego: no hay puntuaciones que comprobar." in importado


def test_gcg_con_lineas_en_notas_lo_dice_una_vez(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = Planilla(nueva_partida(["Ana", "Bea"]))
    p.sumar("H4", "JAMON")
    p.anotar(12)
    p.pasar()
    with Almacen(tmp_path) as a:
        a.importar(p)
    assert salir(["exportar", "--datos", str(tmp_path), "--formato", "gcg"]) == 0
    err = capsys.readouterr().err
    assert err.count("solo lee Planilla") == 1
    assert ("planilla exportar: 2 líneas de la hoja no tienen forma GCG: van en notas que solo lee Planilla; "
            "otros programas no las verán") in err
