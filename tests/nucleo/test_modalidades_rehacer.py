"""``rehacer`` y ``leidos``: por omisión cada evento pasa por la misma lectura que un archivo ajeno; con
``leidos=True`` (eventos recién leídos de JSON, ya canónicos) no se vuelve a comprobar su forma."""

from __future__ import annotations

import pytest

from app_planilla.nucleo.clasica.eventos import Penalizacion
from app_planilla.nucleo.clasica.planilla import Planilla, nueva_partida
from app_planilla.nucleo.modalidades import rehacer
from app_planilla.nucleo.registro.eventos import ErrorEvento

# Un motivo con un carácter de control: ``Planilla.penalizar`` no lo deja escribir y ningún archivo lo trae,
# pero un evento construido a mano sí puede llevarlo.
SIN_CANONIZAR = Penalizacion(0, 10, "aviso\x07")


def test_rehacer_pasa_cada_evento_por_la_lectura_de_un_archivo() -> None:
    with pytest.raises(ErrorEvento) as e:
        rehacer([nueva_partida(["Ana", "Luis"]), SIN_CANONIZAR])
    assert str(e.value) == "Evento 1 («penalizacion»): «motivo» lleva caracteres de control."
    with pytest.raises(ErrorEvento, match="caracteres de control"):
        rehacer([nueva_partida(["Ana", "Luis"]), SIN_CANONIZAR], leidos=False)


def test_con_leidos_no_se_vuelve_a_comprobar_la_forma_de_los_eventos() -> None:
    # Es lo que hace el almacén al reabrir: los eventos salen de su lectura de JSON, que ya los comprobó.
    p = rehacer([nueva_partida(["Ana", "Luis"]), SIN_CANONIZAR], leidos=True)
    assert isinstance(p, Planilla)
    assert p.eventos[1] is SIN_CANONIZAR
    assert p.totales == (-10, 0) and p.lineas[0].motivo == "aviso\x07"
