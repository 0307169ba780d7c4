"""La planilla clásica como texto (``clasica/texto.py``) y el texto corto de cada línea (``clasica/lineas.py``).

Se comparan los textos enteros: las columnas, los huecos de quien no jugó en la ronda, las líneas que no son
turnos, los avisos y la clasificación, provisional o final, con sus marcas."""

from __future__ import annotations

from app_planilla.nucleo.clasica.eventos import Penalizacion
from app_planilla.nucleo.clasica.lineas import Linea
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.clasica.texto import texto_clasica, texto_clasificacion_clasica
from app_planilla.nucleo.juego.notacion import Notacion
from app_planilla.nucleo.registro.eventos import AjusteReloj


def partida(*nombres: str, **opciones: object) -> Planilla:
    return Planilla(nueva_partida(nombres or ("Ana", "Luis"), **opciones))  # type: ignore[arg-type]


def tres_a_medias() -> Planilla:
    """Tres, abre Luis: cada clase de turno, una penalización, un ajuste del reloj y una ronda sin acabar."""
    p = partida("Ana", "Luis", "Eva", abre=1)
    p.sumar("H4", "JAMON")
    p.pasar()
    p.penalizar(0, 5, "impugnación")
    p.anotar(12)
    p.cambiar()
    p.aplicar(AjusteReloj(1, 60_000, 1_800_000))
    p.retirar_palabra("H8", "XX")
    return p


def test_la_hoja_a_medias_con_sus_rondas_huecos_y_lineas_que_no_son_turnos() -> None:
    assert texto_clasica(tres_a_medias()) == (
        "Planilla — Español (FISE)\n"
        "Reglas: Casa (Mattel).\n"
        "Abre: Luis.\n"
        "\n"
        "Ronda  Ana                            Luis                           Eva\n"
        "    1  Puntos anotados a mano 12 (7)  H4 JAMON 44 (44)               Pase 0 (0)\n"
        "    2                                 Cambio 0 (44)                  Palabra retirada: H8 XX 0 (0)\n"
        "\n"
        "Penalización: impugnación — Ana: -5 (-5)\n"
        "Reloj de Luis ajustado a 1:00 (árbitro)\n"
        "\n"
        "Totales: Ana 7, Luis 44, Eva 0\n"
    )


def test_la_clasificacion_provisional_va_de_mas_a_menos_puntos() -> None:
    assert texto_clasificacion_clasica(tres_a_medias()) == (
        "Clasificación provisional\nLuis: 44\nAna: 7\nEva: 0\n"
    )
    # Empatados, en el orden de la hoja.
    p = partida("Ana", "Luis", "Eva")
    p.anotar(3)
    p.anotar(10)
    p.anotar(10)
    assert texto_clasificacion_clasica(p) == "Clasificación provisional\nLuis: 10\nEva: 10\nAna: 3\n"


def test_un_nombre_mas_largo_que_las_celdas_marca_el_ancho_y_sin_espacios_al_final() -> None:
    p = partida("Ana", "Un nombre muy largo de treinta", abre=1)
    p.pasar()
    assert texto_clasica(p) == (
        "Planilla — Español (FISE)\n"
        "Reglas: Casa (Mattel).\n"
        "Abre: Un nombre muy largo de treinta.\n"
        "\n"
        "Ronda  Ana                             Un nombre muy largo de treinta\n"
        "    1                                  Pase 0 (0)\n"
        "\n"
        "Totales: Ana 0, Un nombre muy largo de treinta 0\n"
    )


def test_la_hoja_vacia_dice_por_que_no_se_aplican_las_reglas_elegidas() -> None:
    p = partida("Ana", "Luis", "Eva", reglas="fise")
    assert texto_clasica(p) == (
        "Planilla — Español (FISE)\n"
        "Reglas: Casa (Mattel). Las de «Torneo FISE» son para 2 participantes; con 3 se aplican las de casa.\n"
        "Abre: Ana.\n"
        "\n"
        "Ronda  Ana   Luis  Eva\n"
        "\n"
        "Totales: Ana 0, Luis 0, Eva 0\n"
    )


def inglesa_terminada() -> Planilla:
    """Dos, reglas inglesas: un premio, un reloj ajustado a 0:00, cuatro pases (aviso) y el final con tiempo
    extra (Ana pasa del máximo)."""
    p = partida(edicion="en", reglas="ingles")
    p.sumar("8F", "JAM")
    p.pasar()
    p.aplicar(Penalizacion(1, -5, "challenge"))
    p.aplicar(AjusteReloj(0, 0, 5000))
    p.pasar()
    p.pasar()
    p.pasar()
    return p


def test_la_hoja_con_aviso_reloj_a_cero_y_premio() -> None:
    assert texto_clasica(inglesa_terminada()) == (
        "Planilla — English\n"
        "Reglas: Torneo en inglés (NASPA/WESPA).\n"
        "Al terminar, quien se queda sin fichas suma el doble de lo que queda a los demás, que no restan nada.\n"
        "Abre: Ana.\n"
        "\n"
        "Ronda  Ana             Luis\n"
        "    1  H6 JAM 24 (24)  Pase 0 (0)\n"
        "    2  Pase 0 (24)     Pase 0 (5)\n"
        "    3  Pase 0 (24)\n"
        "\n"
        "Premio: challenge — Luis: 5 (5)\n"
        "Reloj de Ana ajustado a 0:00 (árbitro)\n"
        "\n"
        "Totales: Ana 24, Luis 5\n"
        "Aviso: 4 pases seguidos: todos han pasado dos veces seguidas y, según las reglas, la partida termina. "
        "Si estáis de acuerdo, pulsa «Terminar la partida».\n"
    )


def test_la_hoja_terminada_lleva_la_clasificacion_final_con_sus_marcas() -> None:
    p = inglesa_terminada()
    p.terminar(["", "AB"])
    p.anotar_tiempo_extra(0, 601)
    p.anotar_tiempo_extra(1, 30)
    clasificacion = (
        "Clasificación final\n"
        "Puesto  Participante          Antes  Ajuste  Tiempo  Total\n"
        "     1  Luis                     5      +0     -10     -5\n"
        "     2  Ana                     24      +8    -110    -78 (cerró) — superó el tiempo extra máximo\n"
    )
    assert texto_clasificacion_clasica(p) == clasificacion
    assert texto_clasica(p) == (
        "Planilla — English\n"
        "Reglas: Torneo en inglés (NASPA/WESPA).\n"
        "Al terminar, quien se queda sin fichas suma el doble de lo que queda a los demás, que no restan nada.\n"
        "Abre: Ana.\n"
        "\n"
        "Ronda  Ana             Luis\n"
        "    1  H6 JAM 24 (24)  Pase 0 (0)\n"
        "    2  Pase 0 (24)     Pase 0 (5)\n"
        "    3  Pase 0 (24)\n"
        "\n"
        "Premio: challenge — Luis: 5 (5)\n"
        "Reloj de Ana ajustado a 0:00 (árbitro)\n"
        "Tiempo extra — Ana: -110 (-78)\n"
        "Tiempo extra — Luis: -10 (-5)\n"
        "\n"
        "Totales antes del ajuste: Ana 24, Luis 5\n"
        "\n" + clasificacion
    )


def test_la_clasificacion_final_con_empate_va_por_orden_de_la_hoja() -> None:
    p = partida("Ana", "Luis", "Eva")
    p.anotar(3)
    p.anotar(10)
    p.anotar(10)
    p.terminar([0, 0, 0])
    assert texto_clasificacion_clasica(p) == (
        "Clasificación final\n"
        "Puesto  Participante          Antes  Ajuste  Tiempo  Total\n"
        "     1  Luis                    10      +0       0     10\n"
        "     1  Eva                     10      +0       0     10\n"
        "     3  Ana                      3      +0       0      3\n"
    )


# ---------------------------------------------------------------- el texto corto de cada línea


def test_cada_linea_dice_lo_que_es() -> None:
    p = partida("Ana", "Luis")
    p.pasar()
    p.retirar_palabra()
    p.penalizar(0, 3)
    p.aplicar(Penalizacion(1, -5))
    p.aplicar(AjusteReloj(1, -90_000, 5000))
    p.aplicar(AjusteReloj(0, 0, 5000))
    p.anotar(7)
    p.retirar_palabra("", "CASA")
    p.cambiar()
    assert [linea.descripcion for linea in p.lineas] == [
        "Pase",
        "Palabra retirada",
        "Penalización",
        "Premio",
        "Reloj ajustado a −1:30 (árbitro)",
        "Reloj ajustado a 0:00 (árbitro)",
        "Puntos anotados a mano",
        "Palabra retirada: CASA",
        "Cambio",
    ]
    assert [linea.es_turno for linea in p.lineas] == [True, True, False, False, False, False, True, True, True]


def test_la_linea_muestra_la_coordenada_en_la_notacion_de_la_partida() -> None:
    jugada = Linea(1, "jugada", 0, 5, 5, 1, "H4", "", notacion=Notacion.GCG)
    assert (jugada.coordenada_mostrada, jugada.descripcion) == ("8D", "8D")
    assert Linea(1, "jugada", 0, 5, 5, 1, "", "CASA").descripcion == "CASA"
    assert Linea(1, "jugada", 0, 5, 5, 1, "H4", "CASA").descripcion == "H4 CASA"
    tiempo = Linea(3, "tiempo", 1, -20, 0, None)
    assert (tiempo.descripcion, tiempo.es_turno) == ("Tiempo extra", False)
    # Un ajuste del reloj sin lo que marca (no lo crea la hoja) se lee como 0:00.
    assert Linea(2, "reloj", 0, 0, 0, None).descripcion == "Reloj ajustado a 0:00 (árbitro)"
