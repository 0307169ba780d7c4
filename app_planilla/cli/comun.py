"""Lo que comparten las subórdenes: crearlas con su ayuda (y su ``--datos``) y abrir el almacén avisando.

Los errores del núcleo (``ErrorPlanilla``) no se tratan aquí: ``principal`` los escribe como
«planilla SUBORDEN: mensaje» y termina con estado 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import IDIOMAS, N_, _

if TYPE_CHECKING:
    from app_planilla.nucleo.almacen.almacen import Almacen

REPARAR = N_("Para repararlo: «planilla reparar».")


def suborden(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], nombre: str, ayuda: str, descripcion: str,
    funcion: Callable[[argparse.Namespace], int], *, datos: bool = False,
) -> argparse.ArgumentParser:
    """La suborden ``nombre`` (``ayuda`` y ``descripcion``, ya traducidas); acepta ``--idioma`` también detrás de
    su nombre y, con ``datos``, ``--datos DIR``."""
    p = sub.add_parser(nombre, help=ayuda, description=descripcion)
    # SUPPRESS: si no se dan aquí, valen los de delante de la suborden. El idioma ya se eligió antes de crear el
    # analizador (``idioma_pedido``): aquí solo se acepta y se comprueba.
    p.add_argument("--idioma", choices=IDIOMAS, default=argparse.SUPPRESS, help=_("idioma de los textos (es, en)"))
    if datos:
        p.add_argument("--datos", metavar="DIR", default=argparse.SUPPRESS, help=_("carpeta de datos"))
    p.set_defaults(funcion=funcion)
    return p


@contextmanager
def almacen_abierto(args: argparse.Namespace, *, solo_lectura: bool = False) -> Iterator[Almacen]:
    """El almacén de la carpeta de datos; su aviso (si lo hay) va a la salida de errores. Uno dañado se
    señala con la orden que lo repara."""
    # Al ejecutar, no al registrar: las subórdenes que no lo usan no pagan el almacén ni las modalidades.
    from app_planilla.datos import carpeta_datos
    from app_planilla.nucleo.almacen.almacen import Almacen, AlmacenDanado

    try:
        with Almacen(carpeta_datos(args.datos), solo_lectura=solo_lectura) as almacen:
            if almacen.aviso:
                sys.stderr.write(f"planilla {args.orden}: {almacen.aviso}\n")
            yield almacen
    except AlmacenDanado as e:
        raise ErrorPlanilla(f"{e} {_(REPARAR)}") from None


def partida_elegida(args: argparse.Namespace, almacen: Almacen) -> int:
    """El número de la partida de ``--partida``, o el de la más reciente; sin ninguna guardada, un error."""
    ident = args.partida if args.partida is not None else almacen.mas_reciente()
    if ident is None:
        raise ErrorPlanilla(_("no hay ninguna partida guardada."))
    return ident
