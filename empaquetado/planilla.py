"""Punto de entrada del paquete de PyInstaller: el mismo ``main`` que la orden ``planilla`` instalada."""

import sys

from app_planilla.__main__ import main

sys.exit(main())
