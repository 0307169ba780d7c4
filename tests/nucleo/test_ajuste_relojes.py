"""«Ajustar los relojes…»: el árbitro pone el reloj de un participante (también en tiempo extra); es un evento de
la hoja, que se deshace, se guarda con la foto de los relojes y va al JSON, al GCG, al PDF y al texto."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pdfplumber
import pytest

from app_planilla.exportar.gcg.escritura import exportar_gcg_texto
from app_planilla.exportar.gcg.estricto import comprobar_estricto
from app_planilla.exportar.gcg.importar import leer_planilla_gcg
from app_planilla.exportar.json_partida import VERSION, leer_json, texto_json
from app_planilla.exportar.pdf.partidas import planilla_clasica
from app_planilla.nucleo.almacen.almacen import Almacen, PartidaGuardada
from app_planilla.nucleo.clasica.eventos import AjusteReloj, evento_desde_dict
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.clasica.texto import texto_clasica
from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.registro.eventos import ErrorEvento
from app_planilla.nucleo.relojes import (
    PRESET_FISE,
    ErrorReloj,
    Movimiento,
    Relojes,
    formato_tiempo,
    leer_tiempo,
    mover,
)
from tests.ayuda import RelojFalso, ida_y_vuelta

TREINTA = 30 * 60_000


@pytest.mark.parametrize(
    ("texto", "ms"),
    [("12:30", 750_000), ("12", 720_000), ("0:05", 5_000), ("1:05:00", 3_900_000), ("-1:30", -90_000),
     ("−1:30", -90_000), (" - 0:45 ", -45_000), ("600:00", 36_000_000)],
)
def test_leer_tiempo_lee_lo_que_escribe_el_arbitro_y_lo_que_se_muestra(texto: str, ms: int) -> None:
    assert leer_tiempo(texto) == ms
    assert leer_tiempo(formato_tiempo(ms)) == ms


@pytest.mark.parametrize(("texto", "mensaje"), [("", "no es un tiempo"), ("12:75", "no es un tiempo"),
                                                ("doce", "no es un tiempo"), ("601:00", "600 minutos"),
                                                ("-601", "600 minutos")])
def test_leer_tiempo_rechaza_con_un_mensaje_claro(texto: str, mensaje: str) -> None:
    with pytest.raises(ErrorReloj, match=mensaje):
        leer_tiempo(texto)


def test_poner_y_sumar_sin_parar_el_reloj() -> None:
    t = RelojFalso()
    r = Relojes(2, PRESET_FISE, t)
    r.poner_en_marcha(0)
    t.ahora += 10
    mover(r, Movimiento(poner=(0, 750_000)), lambda _n: None)
    assert r.en_marcha and r.restante_ms(0) == 750_000
    t.ahora += 5
    assert r.restante_ms(0) == 745_000
    mover(r, Movimiento(sumar=(0, -750_000)), lambda _n: None)
    assert r.en_marcha and r.restante_ms(0) == -5_000 and r.activo == 0
    with pytest.raises(ErrorReloj):
        r.poner(2, 0)


def _con_relojes(almacen: Almacen, t: RelojFalso) -> tuple[PartidaGuardada, Relojes]:
    """Una partida con los relojes FISE enganchados a su guardado, como los pone la ventana."""
    guardada = almacen.crear(nueva_partida(["Ana", "Luis"], reglas="fise"))
    almacen.poner_relojes(guardada.id, PRESET_FISE)
    relojes = Relojes(2, PRESET_FISE, t)
    guardada.relojes, guardada.hora = relojes, lambda: 1000.0
    return guardada, relojes


def test_ajustar_se_anota_se_guarda_con_su_foto_y_se_deshace(tmp_path: Path) -> None:
    t = RelojFalso(100.0)
    with Almacen(tmp_path) as almacen:
        guardada, relojes = _con_relojes(almacen, t)
        ident = guardada.id
        p = guardada.planilla
        relojes.poner_en_marcha(0)
        t.ahora += 60
        p.anotar(20)  # Ana juega en 1:00 y corre el de Luis
        t.ahora += 10
        transacciones = []
        original = almacen._transaccion

        def contar():  # type: ignore[no-untyped-def]
            transacciones.append(1)
            return original()

        almacen._transaccion = contar  # type: ignore[method-assign]
        # Ana en tiempo extra y Luis con 12:30; lo que no cambia no se anota.
        efectos = p.ajustar_relojes(relojes, {0: -90_000, 1: 750_000})
        almacen._transaccion = original  # type: ignore[method-assign]
        assert len(transacciones) == 1, "los ajustes y la foto de los relojes van en una sola transacción"
        assert [e.evento for e in efectos] == [AjusteReloj(0, -90_000, TREINTA - 60_000),
                                                AjusteReloj(1, 750_000, TREINTA - 10_000)]
        assert relojes.en_marcha and relojes.activo == 1
        assert (relojes.restante_ms(0), relojes.restante_ms(1)) == (-90_000, 750_000)
        foto = almacen.foto_relojes(ident)
        assert foto is not None and foto[0].restantes_ms == (-90_000, 750_000) and foto[0].en_marcha
        assert [line.clase for line in p.lineas] == ["jugada", "reloj", "reloj"]
        assert p.totales == (20, 0) and p.turno == 1 and p.ronda == 1
        assert p.ajustar_relojes(relojes, {0: -90_000}) == ()
        assert len(almacen.cargar(ident).eventos) == 4
        # Deshacer quita lo que puso el ajuste sin devolver lo que corrió después ni cambiar el turno.
        t.ahora += 5
        p.deshacer()
        assert relojes.restante_ms(1) == TREINTA - 10_000 - 5_000 and relojes.activo == 1 and relojes.en_marcha
        assert relojes.restante_ms(0) == -90_000
        p.deshacer()
        assert relojes.restante_ms(0) == TREINTA - 60_000
        foto = almacen.foto_relojes(ident)
        assert foto is not None and foto[0].restantes_ms == (TREINTA - 60_000, TREINTA - 15_000)
        p.ajustar_relojes(relojes, {1: 0})
    # Reabierta: el ajuste sigue en la hoja y los relojes en su foto.
    with Almacen(tmp_path) as almacen:
        p = almacen.cargar(ident)
        assert isinstance(p, Planilla) and p.lineas[-1].clase == "reloj" and p.lineas[-1].reloj_ms == 0
        foto = almacen.foto_relojes(ident)
        assert foto is not None and foto[0].restantes_ms[1] == 0


def test_si_no_se_puede_guardar_nada_cambia(tmp_path: Path) -> None:
    with Almacen(tmp_path) as almacen:
        guardada, relojes = _con_relojes(almacen, RelojFalso())

        def falla(*_a: object, **_k: object) -> None:
            raise ErrorPlanilla("disco lleno")

        almacen.anadir = falla  # type: ignore[method-assign]
        with pytest.raises(ErrorPlanilla, match="disco lleno"):
            guardada.planilla.ajustar_relojes(relojes, {0: 60_000, 1: 120_000})
        assert relojes.restante_ms(0) == TREINTA and relojes.restante_ms(1) == TREINTA
        assert guardada.planilla.lineas == ()


def test_con_la_partida_terminada_no_se_ajusta() -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    relojes = Relojes(2, PRESET_FISE, RelojFalso())
    p.anotar(10)
    p.terminar(["A", ""])
    with pytest.raises(ErrorEvento, match="ha terminado: sus relojes ya no se ajustan"):
        p.ajustar_relojes(relojes, {0: 60_000})
    with pytest.raises(ErrorEvento, match="ya ha terminado"):
        p.aplicar(AjusteReloj(0, 60_000, TREINTA))


@pytest.mark.parametrize(
    ("datos", "mensaje"),
    [({"participante": 0, "restante_ms": 1, "antes_ms": 1}, "no cambiaría nada"),
     ({"participante": 3, "restante_ms": 1, "antes_ms": 2}, "participantes"),
     ({"participante": 0, "restante_ms": 10**8, "antes_ms": 2}, "restante_ms"),
     ({"participante": 0, "restante_ms": 1}, "antes_ms"),
     ({"participante": 0, "restante_ms": 1, "antes_ms": 2, "reloj": 1}, "desconocido"),
     ({"participante": 0, "restante_ms": "1", "antes_ms": 2}, "número entero")],
)
def test_un_ajuste_mal_formado_se_rechaza(datos: dict[str, object], mensaje: str) -> None:
    p = Planilla(nueva_partida(["Ana", "Luis"]))
    with pytest.raises(ErrorEvento, match=mensaje):
        p.aplicar(evento_desde_dict({"tipo": "ajuste_reloj", **datos}))


def _partida_con_ajustes() -> Planilla:
    p = Planilla(nueva_partida(["Ana", "Luis"], reglas="fise"))
    p.sumar("H4", "JAMON")
    p.aplicar(AjusteReloj(0, 750_000, 1_700_000))
    p.pasar("AEIOU")
    p.aplicar(AjusteReloj(1, -90_000, 30_000))
    return p


def test_json_ida_y_vuelta_y_formato_actual() -> None:
    p = _partida_con_ajustes()
    ida_y_vuelta(p, lambda q: q.eventos)
    datos = json.loads(texto_json(p))
    assert datos["version"] == VERSION >= 2
    assert datos["eventos"][2] == {"tipo": "ajuste_reloj", "participante": 0, "restante_ms": 750_000,
                                   "antes_ms": 1_700_000}
    assert leer_json(texto_json(p)).eventos == p.eventos


def test_gcg_lo_lleva_en_una_nota_y_vuelve_igual() -> None:
    p = _partida_con_ajustes()
    exportacion = exportar_gcg_texto(p)
    comprobar_estricto(exportacion.texto)
    notas = [linea for linea in exportacion.texto.splitlines() if "ajuste_reloj" in linea]
    assert len(notas) == 2 and all(n.startswith("#note planilla-evento: ") for n in notas)
    # No cuenta puntos: el informe no lo da por perdido y los totales del archivo son los de la hoja.
    assert exportacion.sin_forma == ()
    otra = leer_planilla_gcg(exportacion.texto)
    assert otra.informe.diferencias == ()
    assert otra.planilla.eventos == p.eventos
    # Antes del primer turno no hay línea tras la que ponerla: va en la nota de lo anterior (planilla-antes).
    q = Planilla(nueva_partida(["Ana", "Luis"], reglas="fise"))
    q.aplicar(AjusteReloj(1, 60_000, 1_800_000))
    q.sumar("H4", "JAMON")
    texto = exportar_gcg_texto(q).texto
    comprobar_estricto(texto)
    assert "#note planilla-antes: {\"tipo\":\"ajuste_reloj\"" in texto
    assert leer_planilla_gcg(texto).planilla.eventos == q.eventos


def test_texto_y_pdf_dicen_el_ajuste() -> None:
    p = _partida_con_ajustes()
    texto = texto_clasica(p)
    assert "Reloj de Ana ajustado a 12:30 (árbitro)" in texto
    assert "Reloj de Luis ajustado a −1:30 (árbitro)" in texto
    destino = io.BytesIO()
    planilla_clasica(destino, p)
    with pdfplumber.open(io.BytesIO(destino.getvalue())) as pdf:
        impreso = "\n".join(pagina.extract_text() or "" for pagina in pdf.pages)
    # En su ronda, bajo el turno de quien lo tiene (cada uno en su columna, en la misma fila: los dos tras la
    # ronda 1), sin puntos ni total: el marcador no cambia. El signo menos sale como guion en Helvetica.
    filas = impreso.splitlines()
    ronda = filas.index("1 H4 JAMON 44 44 Pase 0 0")
    assert filas[ronda + 1] == "Reloj 12:30 (árbitro) Reloj -1:30 (árbitro)", impreso
