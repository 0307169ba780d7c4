"""Punto de entrada: ``planilla`` sin argumentos abre la ventana; con subórdenes, la línea de órdenes."""

from __future__ import annotations

import argparse
import os
import sys

from app_planilla.cli import principal
from app_planilla.nucleo import idioma
from app_planilla.nucleo.idioma import _

SALIR_AL_ARRANCAR = "PLANILLA_SALIR_AL_ARRANCAR"
"""Con esta variable, la ventana se cierra sola en cuanto ha arrancado del todo: la prueba del paquete
(``empaquetado/probar.py``) y ``bench/paquete.py`` la abren así sin pantalla."""

XCB_CURSOR = "libxcb-cursor.so.0"
"""La biblioteca que la plataforma xcb de Qt 6.5+ necesita y que muchos escritorios Debian y Ubuntu no traen."""


def _ventana(args: argparse.Namespace) -> int:
    if falta_xcb_cursor():
        # Sin ella Qt aborta con un mensaje largo en inglés: se dice antes, en una frase y en el idioma de la
        # orden (``principal`` ya lo eligió), qué instalar.
        mensaje = _("para abrir la ventana falta la biblioteca {biblioteca}; instálela con «{orden}».").format(
            biblioteca=XCB_CURSOR, orden="sudo apt install libxcb-cursor0"
        )
        sys.stderr.write(f"planilla: {mensaje}\n")
        return 1
    if args.idioma is not None:
        # «planilla --idioma en» abre la ventana en ese idioma: la ventana lee PLANILLA_IDIOMA antes que lo
        # elegido en «Ver ▸ Idioma» y que el locale.
        os.environ[idioma.VARIABLE] = args.idioma
    from app_planilla.ui.aplicacion import ejecutar

    if os.environ.get(SALIR_AL_ARRANCAR):
        _salir_al_arrancar()
    return ejecutar(args)


def falta_xcb_cursor() -> bool:
    """Si Qt usaría la plataforma xcb (Linux con X11 y sin ``QT_QPA_PLATFORM`` que diga otra) y no encontraría
    ``libxcb-cursor.so.0``. Se mira antes de cargar Qt."""
    if not sys.platform.startswith("linux") or not os.environ.get("DISPLAY"):
        return False
    plataforma = os.environ.get("QT_QPA_PLATFORM", "")
    if plataforma:
        # «xcb», «xcb;wayland»…: Qt prueba la primera que haya pedido.
        if not plataforma.split(";")[0].strip().startswith("xcb"):
            return False
    elif os.environ.get("XDG_SESSION_TYPE") == "wayland" and os.environ.get("WAYLAND_DISPLAY"):
        return False  # en una sesión Wayland, Qt usa Wayland
    return not biblioteca_disponible(XCB_CURSOR)


def biblioteca_disponible(nombre: str) -> bool:
    """Si el cargador dinámico encuentra ``nombre`` donde Qt la buscará (también dentro del paquete)."""
    import ctypes

    try:
        ctypes.CDLL(nombre)
    except OSError:
        return False
    return True


def _salir_al_arrancar() -> None:
    """Cierra la ventana (como quien la cierra a mano) cuando ya está mostrada con todas sus hojas."""
    from PySide6.QtCore import QTimer

    from app_planilla.ui.aplicacion import preparar
    from app_planilla.ui.ventana import VentanaPrincipal

    app = preparar()

    def cerrar() -> None:
        # En la primera vuelta del bucle de eventos la ventana ya existe y está mostrada.
        ventana = next(w for w in app.topLevelWidgets() if isinstance(w, VentanaPrincipal))
        if ventana.arrancada:
            ventana.close()
        else:
            ventana.arranque_completado.connect(ventana.close)

    QTimer.singleShot(0, cerrar)


def main(argv: list[str] | None = None) -> int:
    try:
        return principal(sys.argv[1:] if argv is None else argv, sin_suborden=_ventana)
    except KeyboardInterrupt:
        # Ctrl+C en la terminal: cada orden guarda antes de contestar, así que no queda nada a medias.
        sys.stderr.write("\nplanilla: " + _("interrumpida.") + "\n")
        return 130
    except Exception as e:
        # Último recurso: un fallo que nadie previó se cuenta en una línea, nunca con una traza.
        mensaje = _("error inesperado ({tipo}: {error}).").format(tipo=type(e).__name__, error=e)
        sys.stderr.write(f"planilla: {mensaje}\n")
        return 1


if __name__ == "__main__":
    sys.exit(main())
