"""La hoja y la clasificación como texto para el portapapeles."""

from __future__ import annotations

from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.texto import texto_clasificacion, texto_planilla

HOJA = """\
Planilla — Español (FISE)
Reglas: Torneo FISE.
Abre: Ana.

Ronda  Ana                               Luis
    1  H4 JAMON 44 (44)                  6F ZUMOS 38 (38)
    2  Cambio 0 (44)                     Palabra retirada: J6 SOLX 0 (33)
    3  Puntos anotados a mano 12 (56)

Penalización: reloj — Luis: -5 (33)
Tiempo extra — Luis: -20 (4)

Totales antes del ajuste: Ana 56, Luis 33

Clasificación final
Puesto  Participante          Antes  Ajuste  Tiempo  Total
     1  Ana                     56      +9       0     65 (cerró)
     2  Luis                    33      -9     -20      4
"""


def partida() -> Planilla:
    p = Planilla(nueva_partida(["Ana", "Luis"], reglas="fise"))
    p.sumar("H4", "JAMON")
    p.sumar("6F", "ZUMOS")
    p.penalizar(1, 5, "reloj")
    p.cambiar()
    p.retirar_palabra("J6", "SOLX")
    p.anotar(12)
    return p


def test_hoja_completa() -> None:
    p = partida()
    p.terminar(["", "XA"])
    p.anotar_tiempo_extra(1, 61)
    assert texto_planilla(p) == HOJA


def test_clasificacion_provisional_y_final() -> None:
    p = partida()
    assert texto_clasificacion(p) == "Clasificación provisional\nAna: 56\nLuis: 33\n"
    p.terminar(["", "XA"])
    assert texto_clasificacion(p).splitlines()[2].split() == ["1", "Ana", "56", "+9", "0", "65", "(cerró)"]


def test_avisos_y_reglas_de_casa_en_la_hoja() -> None:
    p = Planilla(nueva_partida(["", "", ""], reglas="fise"))
    for _ in range(6):
        p.pasar()
    texto = texto_planilla(p)
    assert "con 3 se aplican las de casa" in texto
    assert "Aviso: 6 pases seguidos" in texto
    assert "Ronda  Participante 1" in texto
