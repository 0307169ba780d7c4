"""«Ajustar los relojes…» en Tantrix y en «4 en letras»: el mismo evento ``ajuste_reloj`` que en la clásica, que
se deshace, se guarda con la foto de los relojes en una sola transacción y va al JSON, al texto y al PDF."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pdfplumber
import pytest

from app_planilla.exportar.json_partida import leer_json, texto_json
from app_planilla.exportar.pdf.juegos import planilla_cuatro_letras, planilla_tantrix
from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada, nueva_duplicada
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.juegos.cuatro_letras import (
    PlanillaCuatroLetras,
    evento_cuatro_letras_desde_dict,
    nueva_cuatro_letras,
    texto_cuatro_letras,
)
from app_planilla.nucleo.juegos.sencilla import RelojAjustado
from app_planilla.nucleo.juegos.tantrix import (
    PlanillaTantrix,
    evento_tantrix_desde_dict,
    nueva_tantrix,
    texto_tantrix,
)
from app_planilla.nucleo.registro.eventos import AjusteReloj, ErrorEvento
from app_planilla.nucleo.relojes import PRESET_FISE, Relojes
from tests.ayuda import RelojFalso, ida_y_vuelta

TREINTA = 30 * 60_000


def _con_relojes(almacen: Almacen, t: RelojFalso) -> tuple[PartidaGuardada, Relojes]:
    """Una partida de Tantrix con los relojes FISE enganchados a su guardado, como los pone la ventana."""
    guardada = almacen.crear(nueva_tantrix(["Verde", "Azul", "Rojo"]))
    almacen.poner_relojes(guardada.id, PRESET_FISE)
    relojes = Relojes(3, PRESET_FISE, t)
    guardada.relojes, guardada.hora = relojes, lambda: 1000.0
    return guardada, relojes


def test_tantrix_ajusta_en_una_transaccion_con_su_foto_y_se_deshace(tmp_path: Path) -> None:
    t = RelojFalso(100.0)
    with Almacen(tmp_path) as almacen:
        guardada, relojes = _con_relojes(almacen, t)
        ident = guardada.id
        p = guardada.planilla
        assert isinstance(p, PlanillaTantrix)
        relojes.poner_en_marcha(1)
        t.ahora += 40
        transacciones = []
        original = almacen._transaccion

        def contar():  # type: ignore[no-untyped-def]
            transacciones.append(1)
            return original()

        almacen._transaccion = contar  # type: ignore[method-assign]
        efectos = p.ajustar_relojes(relojes, {0: 600_000, 1: -30_000, 2: TREINTA})  # Rojo ya marca 30:00
        almacen._transaccion = original  # type: ignore[method-assign]
        assert len(transacciones) == 1, "los ajustes y la foto de los relojes van en una sola transacción"
        assert [e.evento for e in efectos] == [AjusteReloj(0, 600_000, TREINTA),
                                                AjusteReloj(1, -30_000, TREINTA - 40_000)]
        # El ajuste no para los relojes (los demás eventos de estos juegos sí: son el final de la partida).
        assert relojes.en_marcha and relojes.activo == 1
        assert [relojes.restante_ms(i) for i in range(3)] == [600_000, -30_000, TREINTA]
        foto = almacen.foto_relojes(ident)
        assert foto is not None and foto[0].restantes_ms == (600_000, -30_000, TREINTA) and foto[0].en_marcha
        assert p.relojes_ajustados == (RelojAjustado(1, 0, 600_000, 0), RelojAjustado(2, 1, -30_000, 0))
        assert p.pendientes == (0, 1, 2)  # no es un resultado
        assert p.ajustar_relojes(relojes, {0: 600_000}) == ()
        assert len(almacen.cargar(ident).eventos) == 3
        # Deshacer quita lo que puso el ajuste sin devolver lo que corrió después ni cambiar el turno.
        t.ahora += 5
        p.deshacer()
        assert relojes.restante_ms(1) == TREINTA - 45_000 and relojes.activo == 1 and relojes.en_marcha
        assert relojes.restante_ms(0) == 600_000 and len(p.relojes_ajustados) == 1
        foto = almacen.foto_relojes(ident)
        assert foto is not None and foto[0].restantes_ms == (600_000, TREINTA - 45_000, TREINTA)
        p.anotar(0, 12)
        p.ajustar_relojes(relojes, {2: 0})
    # Reabierta: el ajuste sigue en la hoja y los relojes en su foto.
    with Almacen(tmp_path) as almacen:
        q = almacen.cargar(ident)
        assert isinstance(q, PlanillaTantrix)
        assert [(a.participante, a.restante_ms) for a in q.relojes_ajustados] == [(0, 600_000), (2, 0)]
        foto = almacen.foto_relojes(ident)
        assert foto is not None and foto[0].restantes_ms[2] == 0


def test_si_no_se_puede_guardar_nada_cambia(tmp_path: Path) -> None:
    with Almacen(tmp_path) as almacen:
        guardada, relojes = _con_relojes(almacen, RelojFalso())

        def falla(*_a: object, **_k: object) -> None:
            raise ErrorPlanilla("disco lleno")

        almacen.anadir = falla  # type: ignore[method-assign]
        with pytest.raises(ErrorPlanilla, match="disco lleno"):
            guardada.planilla.ajustar_relojes(relojes, {0: 60_000, 1: 120_000})
        assert relojes.restante_ms(0) == TREINTA and relojes.restante_ms(1) == TREINTA
        assert isinstance(guardada.planilla, PlanillaTantrix) and guardada.planilla.relojes_ajustados == ()


def test_con_la_partida_terminada_no_se_ajusta_y_el_ajuste_no_termina_nada() -> None:
    p = PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))
    relojes = Relojes(2, PRESET_FISE, RelojFalso())
    p.anotar(0, 10)
    p.anotar(1, 8)
    p.ajustar_relojes(relojes, {0: 60_000})
    p.terminar()
    with pytest.raises(ErrorEvento, match="ha terminado: sus relojes ya no se ajustan"):
        p.ajustar_relojes(relojes, {0: 30_000})
    with pytest.raises(ErrorEvento, match="ya ha terminado"):
        p.aplicar(AjusteReloj(0, 30_000, 60_000))
    # Deshacer el final deja volver a ajustar; deshacer el ajuste lo quita de la hoja.
    p.deshacer()
    p.deshacer()
    assert p.relojes_ajustados == () and not p.terminada and p.ganadores == (0,)


@pytest.mark.parametrize(
    ("datos", "mensaje"),
    [({"participante": 0, "restante_ms": 1, "antes_ms": 1}, "no cambiaría nada"),
     ({"participante": 2, "restante_ms": 1, "antes_ms": 2}, "participantes"),
     ({"participante": 0, "restante_ms": 10**8, "antes_ms": 2}, "restante_ms"),
     ({"participante": 0, "restante_ms": 1}, "antes_ms"),
     ({"participante": 0, "restante_ms": 1, "antes_ms": 2, "nota": "x"}, "desconocido"),
     ({"participante": 0, "restante_ms": "1", "antes_ms": 2}, "número entero")],
)
def test_un_ajuste_mal_formado_se_rechaza(datos: dict[str, object], mensaje: str) -> None:
    tantrix = PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))
    serie = PlanillaCuatroLetras(nueva_cuatro_letras(["Ana", "Bea"]))
    with pytest.raises(ErrorEvento, match=mensaje):
        tantrix.aplicar(evento_tantrix_desde_dict({"tipo": "ajuste_reloj", **datos}))
    with pytest.raises(ErrorEvento, match=mensaje):
        serie.aplicar(evento_cuatro_letras_desde_dict({"tipo": "ajuste_reloj", **datos}))
    assert tantrix.eventos[1:] == () and serie.eventos[1:] == ()


def _serie_con_ajustes() -> PlanillaCuatroLetras:
    p = PlanillaCuatroLetras(nueva_cuatro_letras(["Ana", "Bea", "Carlos"]))
    p.aplicar(AjusteReloj(2, 900_000, TREINTA))
    p.ganar(0, "casa")
    p.aplicar(AjusteReloj(1, -90_000, 20_000))
    p.empatar()
    p.ganar(1, "perro")
    return p


def test_json_ida_y_vuelta_con_el_mismo_evento_que_la_clasica() -> None:
    p = _serie_con_ajustes()
    ida_y_vuelta(p, lambda q: (q.eventos, q.relojes_ajustados))
    datos = json.loads(texto_json(p))
    assert datos["eventos"][3] == {"tipo": "ajuste_reloj", "participante": 1, "restante_ms": -90_000,
                                   "antes_ms": 20_000}
    t = PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))
    t.aplicar(AjusteReloj(1, 750_000, TREINTA))
    t.anotar(0, 9, 4)
    ida_y_vuelta(t, lambda q: (q.eventos, q.relojes_ajustados))
    assert leer_json(texto_json(t)).eventos[1] == AjusteReloj(1, 750_000, TREINTA)


def _impreso(destino: io.BytesIO) -> list[str]:
    with pdfplumber.open(io.BytesIO(destino.getvalue())) as pdf:
        return "\n".join(pagina.extract_text() or "" for pagina in pdf.pages).splitlines()


def test_texto_y_pdf_de_la_serie_lo_ponen_en_su_sitio() -> None:
    p = _serie_con_ajustes()
    lineas = texto_cuatro_letras(p).splitlines()
    primera = next(i for i, linea in enumerate(lineas) if "CASA" in linea)
    assert lineas[primera - 1].strip() == "Reloj de Carlos ajustado a 15:00 (árbitro)"
    assert lineas[primera + 1].strip() == "Reloj de Bea ajustado a −1:30 (árbitro)"
    assert "Empate" in lineas[primera + 2]
    destino = io.BytesIO()
    planilla_cuatro_letras(destino, p)
    filas = _impreso(destino)
    # En el orden en que pasó: el ajuste de Carlos antes de la primera partida y el de Bea tras ella, sin
    # recuento (no cambia el marcador). El signo menos sale como guion en Helvetica.
    casa = filas.index("1 Ana CASA 1 0 0")
    assert filas[casa - 1] == "Reloj Carlos 15:00 (árbitro)"
    assert filas[casa + 1] == "Reloj Bea -1:30 (árbitro)"
    assert filas[casa + 2].startswith("2 Empate")


def test_texto_y_pdf_de_tantrix_dicen_el_ajuste() -> None:
    p = PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))
    p.aplicar(AjusteReloj(1, 750_000, TREINTA))
    p.anotar(0, 9, 4)
    p.aplicar(AjusteReloj(0, -60_000, 5_000))
    texto = texto_tantrix(p)
    assert texto.index("Reloj de Azul ajustado a 12:30 (árbitro)") < texto.index(
        "Reloj de Verde ajustado a −1:00 (árbitro)")
    destino = io.BytesIO()
    planilla_tantrix(destino, p)
    filas = _impreso(destino)
    azul = filas.index("Reloj de Azul ajustado a 12:30 (árbitro)")
    assert filas[azul + 1] == "Reloj de Verde ajustado a -1:00 (árbitro)"


def test_una_serie_de_16_reabre_y_vuelve_del_json_con_el_ajuste_del_participante_16(tmp_path: Path) -> None:
    # El almacén y el JSON leen cada evento sin saber su modalidad: el ajuste, común, admite hasta 16.
    nombres = [f"P{i}" for i in range(16)]
    with Almacen(tmp_path) as almacen:
        guardada = almacen.crear(nueva_cuatro_letras(nombres))
        almacen.poner_relojes(guardada.id, PRESET_FISE)
        relojes = Relojes(16, PRESET_FISE, RelojFalso())
        guardada.relojes, guardada.hora = relojes, lambda: 1000.0
        guardada.planilla.ajustar_relojes(relojes, {15: 60_000})
        ident = guardada.id
    with Almacen(tmp_path) as almacen:
        p = almacen.cargar(ident)
        assert isinstance(p, PlanillaCuatroLetras) and p.relojes_ajustados == (RelojAjustado(1, 15, 60_000, 0),)
        foto = almacen.foto_relojes(ident)
        assert foto is not None and foto[0].restantes_ms[15] == 60_000
    ida_y_vuelta(p, lambda q: (q.eventos, q.relojes_ajustados))
    # En Tantrix, un participante que no tiene se rechaza con el mensaje de siempre.
    datos = json.loads(texto_json(PlanillaTantrix(nueva_tantrix(["Verde", "Azul"]))))
    datos["eventos"].append({"tipo": "ajuste_reloj", "participante": 3, "restante_ms": 1, "antes_ms": 2})
    with pytest.raises(ErrorPlanilla, match="uno de los participantes"):
        leer_json(json.dumps(datos))


def test_la_duplicada_no_tiene_relojes_que_ajustar() -> None:
    p = PlanillaDuplicada(nueva_duplicada(["Ana", "Bea"]))
    with pytest.raises(ErrorEvento, match="La partida duplicada no lleva relojes que ajustar"):
        p.ajustar_relojes(Relojes(2, PRESET_FISE, RelojFalso()), {0: 60_000})
    assert p.eventos[1:] == ()
