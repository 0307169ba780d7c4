"""Lo que comparten las subórdenes: crearlas con su ayuda (y su ``--datos``) y abrir el almacén avisando.

Las que escriben en el almacén toman antes el cerrojo de la carpeta (``nucleo.almacen.cerrojo``): mientras
una ventana (u otra orden) la tiene, se niegan con su propio mensaje sin cambiar nada. Las que solo leen
no lo necesitan.

Los errores del núcleo (``ErrorPlanilla``) no se tratan aquí: ``principal`` los escribe como
«planilla SUBORDEN: mensaje» y termina con estado 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from app_planilla.nucleo.errores import ErrorPlanilla
from app_planilla.nucleo.idioma import IDIOMAS, N_, _

if TYPE_CHECKING:
    from app_planilla.nucleo.almacen.almacen import Almacen
    from app_planilla.nucleo.almacen.cerrojo import CarpetaOcupada

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
def carpeta_tomada(args: argparse.Namespace, abierta: str) -> Iterator[Path]:
    """La carpeta de datos con su cerrojo tomado (para las órdenes que escriben en ella); ``abierta`` es el
    mensaje de la orden si la tiene una ventana. Una carpeta en una unidad de red o sincronizada se avisa."""
    from app_planilla.datos import carpeta_datos
    from app_planilla.nucleo.almacen.cerrojo import CarpetaOcupada, tomar
    from app_planilla.nucleo.almacen.ubicacion import aviso_ubicacion

    carpeta = carpeta_datos(args.datos)
    try:
        cerrojo = tomar(carpeta, args.orden)
    except CarpetaOcupada as e:
        raise ErrorPlanilla(ocupada(e, abierta)) from None
    with cerrojo:
        aviso = aviso_ubicacion(carpeta)
        if aviso:
            sys.stderr.write(f"planilla {args.orden}: {aviso}\n")
        yield carpeta


def ocupada(e: CarpetaOcupada, abierta: str) -> str:
    """Por qué no se hace nada: la tiene la ventana (``abierta``, el mensaje de cada orden, con ``{carpeta}``),
    otra orden, o alguien que no dice quién es."""
    quien = e.ocupante
    if quien is None:
        texto = _("Otra Planilla está usando la carpeta de datos «{carpeta}»: ciérrala y vuelve a intentarlo.").format(
            carpeta=e.carpeta
        )
    elif quien.es_ventana:
        texto = abierta.format(carpeta=e.carpeta)
    else:
        texto = _(
            "«planilla {orden}» está usando la carpeta de datos «{carpeta}» (proceso {pid}): espera a que "
            "termine y vuelve a intentarlo."
        ).format(orden=quien.quien, carpeta=e.carpeta, pid=quien.pid)
    if quien is not None and not quien.en_esta_maquina:
        texto += " " + _("La tiene el ordenador «{maquina}».").format(maquina=quien.maquina)
    return texto + " " + _("No se ha cambiado nada.")


@contextmanager
def almacen_abierto(
    args: argparse.Namespace, *, solo_lectura: bool = False, abierta: str | None = None
) -> Iterator[Almacen]:
    """El almacén de la carpeta de datos; su aviso (si lo hay) va a la salida de errores. Uno dañado se
    señala con la orden que lo repara. Para escribir (sin ``solo_lectura``) se toma antes el cerrojo de la
    carpeta: ``abierta`` es el mensaje de la orden si la tiene una ventana."""
    # Al ejecutar, no al registrar: las subórdenes que no lo usan no pagan el almacén ni las modalidades.
    from app_planilla.datos import carpeta_datos
    from app_planilla.nucleo.almacen.almacen import Almacen, AlmacenDanado

    try:
        if solo_lectura:
            with Almacen(carpeta_datos(args.datos), solo_lectura=True) as almacen:
                _avisar(args, almacen)
                yield almacen
        else:
            assert abierta is not None, "una orden que escribe dice qué hacer si la carpeta está abierta"
            with carpeta_tomada(args, abierta) as carpeta, Almacen(carpeta) as almacen:
                _avisar(args, almacen)
                yield almacen
    except AlmacenDanado as e:
        raise ErrorPlanilla(f"{e} {_(REPARAR)}") from None


def _avisar(args: argparse.Namespace, almacen: Almacen) -> None:
    if almacen.aviso:
        sys.stderr.write(f"planilla {args.orden}: {almacen.aviso}\n")


def partida_elegida(args: argparse.Namespace, almacen: Almacen) -> int:
    """El número de la partida de ``--partida``, o el de la más reciente; sin ninguna guardada, un error."""
    ident = args.partida if args.partida is not None else almacen.mas_reciente()
    if ident is None:
        raise ErrorPlanilla(_("no hay ninguna partida guardada."))
    return ident
