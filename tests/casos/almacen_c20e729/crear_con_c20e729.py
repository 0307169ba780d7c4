"""Crea, con el código de c20e729 (el último antes de la sala con arbitraje: JSON versión 2, almacén con 9
migraciones), un almacén con las duplicadas que aquel código sabía hacer: 16 participantes con bonificaciones
FISE (el máximo de entonces) y una duplicada en solitario con árbitro automático.

Así se hizo ``planilla.sqlite3``; los ``partidaN.*`` son lo que exportaba aquel código (``planilla exportar``).
Se ejecuta con ``git archive c20e729 app_planilla recursos | tar -x -C ../viejo`` y
``PYTHONPATH=../viejo python crear_con_c20e729.py DIR``.
"""
import sys
from pathlib import Path

from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.duplicada.planilla import nueva_duplicada

destino = Path(sys.argv[1])
momentos = iter(f"2026-12-{d:02d}T10:{m:02d}:00" for d in range(1, 28) for m in range(0, 60, 5))
with Almacen(destino, ahora=lambda: next(momentos)) as a:
    nombres = ["Ana", "Beto", "Carla", "Dani", "Eva", "Fede", "Gil", "Hugo", "Inés", "Juan", "Kike", "Lola", "Marta",
               "Nico", "Olga", "Pau"]
    d = a.crear(nueva_duplicada(nombres, bonificaciones=True))
    p = d.planilla
    p.nueva_ronda("AJMNOSE")
    p.anotar_maestra("H8", "JAMONES")
    for i in range(16):
        p.escribir_puntos(i, (84, 44, 30, 44)[i % 4] if i else 84)
    p.escribir_puntos(3, 30)
    p.nueva_ronda("ADEIORT")
    p.anotar_maestra("I9", "ODIAR")
    for i in range(15):
        p.escribir_puntos(i, (23, 20, 12)[i % 3])
    p.corregir_maestra(1, 84)
    p.borrar_puntos(2, ronda=2)
    p.deshacer()
    s = a.crear(nueva_duplicada(["Sola"], arbitro_automatico=True))
    s.planilla.nueva_ronda("AJMNOSE")
    s.planilla.anotar_maestra("H8", "JAMONES")
    s.planilla.escribir_puntos(0, 44)
    s.planilla.terminar()
print("ok")
