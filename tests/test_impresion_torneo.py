"""Las hojas impresas del director: los emparejamientos de una ronda (por mesa y por orden alfabético) y la
clasificación tras ella, leídas del PDF con pdfplumber."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from app_planilla.exportar.pdf.torneo import clasificacion_pdf, emparejamientos_pdf
from app_planilla.nucleo.torneo.fusion import Fusion, fusionar
from app_planilla.nucleo.torneo.modelos import Descanso, Emparejamiento, Jugador, Mesa, Resultado
from app_planilla.nucleo.torneo.sobres import EMPAREJAMIENTOS, RESULTADO
from tests.nucleo.torneo_ayuda import Evento, nuevo


def _paginas(ruta: Path) -> list[str]:
    with pdfplumber.open(ruta) as pdf:
        for pagina in pdf.pages:  # nada se sale del papel
            assert all(w["x1"] <= pagina.width - 20 for w in pagina.extract_words())
        return [p.extract_text() or "" for p in pdf.pages]


def _torneo(mesas: int) -> Fusion:
    """Ronda 1 de ``mesas`` mesas (la 2 sin saber quién empieza) y un descanso; resultado en las impares."""
    ev = Evento()
    archivos = []
    jugadores = [Jugador(n, f"Apellido{n:02d}, Nombre") for n in range(1, 2 * mesas + 2)]
    jugadores[4] = Jugador(5, "Ávila, Marta")
    emp = Emparejamiento("A", 1, tuple(Mesa(k + 1, (jugadores[2 * k], jugadores[2 * k + 1]), k != 1)
                                      for k in range(mesas)), (Descanso(jugadores[-1]),))
    archivos.append(ev.archivo(ev.director, EMPAREJAMIENTOS, emp.a_datos()))
    for mesa in emp.mesas[::2]:
        p = nuevo()
        archivos.append(ev.union(p, mesa.mesa))
        r = Resultado("A", 1, mesa.mesa, mesa.jugadores, (400 + mesa.mesa, 350), 0)
        archivos.append(ev.archivo(p, RESULTADO, r.a_datos()))
    return fusionar(ev.torneo.a_bytes(), dict(archivos))


def test_emparejamientos_por_mesa_y_por_orden_alfabetico(tmp_path: Path) -> None:
    ruta = tmp_path / "e.pdf"
    emparejamientos_pdf(ruta, _torneo(4), "A", 1)
    texto = "\n".join(_paginas(ruta))
    assert "Emparejamientos de la ronda 1" in texto
    assert "1 1 Apellido01, Nombre 2 Apellido02, Nombre 401 – 350" in texto
    assert "2 * 3 Apellido03, Nombre 4 Apellido04, Nombre" in texto and "lo sortea la mesa" in texto
    assert "— 9 Apellido09, Nombre descansa (+50)" in texto
    por_nombre = texto.split("Por orden alfabético", 1)[1].splitlines()
    assert por_nombre[2].startswith("Apellido01, Nombre 1 1 2 Apellido02, Nombre sí")
    # «Ávila» se ordena como «Avila»: tras todos los «Apellido…».
    assert por_nombre[-2].startswith("Ávila, Marta 5 3 6 Apellido06, Nombre sí")  # y el pie


def test_veinte_mesas_en_dos_paginas_sin_cortar(tmp_path: Path) -> None:
    ruta = tmp_path / "e.pdf"
    emparejamientos_pdf(ruta, _torneo(20), "A", 1, papel="carta")
    paginas = _paginas(ruta)
    assert len(paginas) == 2 and "(continuación)" in paginas[1]
    texto = "\n".join(paginas)
    # Cada jugador en su mesa, en su línea de la lista alfabética y como rival en la de su rival.
    assert all(texto.count(f"Apellido{n:02d}, Nombre") == 3 for n in range(1, 41) if n not in (5, 6))
    assert texto.count("Apellido41, Nombre") == 2  # el descanso no es rival de nadie


def test_clasificacion_con_su_criterio_y_lo_que_no_cuenta(tmp_path: Path) -> None:
    ruta = tmp_path / "c.pdf"
    f = _torneo(4)
    clasificacion_pdf(ruta, f, "A", 1)
    texto = " ".join(_paginas(ruta)).replace("\n", " ")
    assert "Clasificación tras la ronda 1 · 2 de 4 mesas con resultado" in texto
    assert "1.º 5 Ávila, Marta 1 1 0 +53 403" in texto and "2.º 1 Apellido01, Nombre 1 1 0 +51 401" in texto
    assert "Apellido09, Nombre 1 1 0 +50 0" in texto  # el descanso: victoria y margen, sin puntos a favor
    assert "La FISE no fija desempates para la clásica" in texto and "conflictos sin decidir" not in texto


def test_sin_emparejamientos_no_hay_hoja(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="aún no tiene emparejamientos"):
        emparejamientos_pdf(tmp_path / "x.pdf", _torneo(2), "A", 2)
