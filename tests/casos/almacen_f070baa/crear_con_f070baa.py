"""Crea, con el código de f070baa, un almacén con una partida de cada modalidad, relojes incluidos.

Así se hizo ``planilla.sqlite3``; los ``partidaN.*`` y ``relojes.json`` son lo que exportaba aquel código.
Se ejecuta con ``git worktree add ../viejo f070baa`` y ``PYTHONPATH=../viejo python crear_con_f070baa.py DIR``.
"""
import sys
from pathlib import Path

from app_planilla.nucleo.cuatro_letras import nueva_cuatro_letras
from app_planilla.nucleo.planilla import nueva_partida
from app_planilla.nucleo.tantrix import nueva_tantrix

from app_planilla.nucleo.almacen import Almacen
from app_planilla.nucleo.duplicada import nueva_duplicada
from app_planilla.nucleo.relojes import PRESET_FISE, ConfigReloj, Relojes

destino = Path(sys.argv[1])
momentos = iter(f"2026-11-{d:02d}T10:{m:02d}:00" for d in range(1, 28) for m in range(0, 60, 5))
t = [100.0]
with Almacen(destino, ahora=lambda: next(momentos)) as a:
    # Clásica terminada, con relojes FISE, tiempo extra y penalización.
    g = a.crear(nueva_partida(["Ana", "Bea"], reglas="fise"))
    a.poner_relojes(g.id, PRESET_FISE)
    r = Relojes(2, PRESET_FISE, lambda: t[0])
    r.poner_en_marcha(0)
    p = g.planilla
    for i, (coord, palabra) in enumerate([("H4", "JAMON"), ("6F", "ZU.OS")]):
        t[0] += 60
        p.sumar(coord, palabra)
        r.pulsar()
        a.guardar_foto_relojes(g.id, len(p.eventos) - 1, r.estado(), 1000.0 + i)
    p.pasar()
    r.pulsar()
    a.guardar_foto_relojes(g.id, len(p.eventos) - 1, r.estado(), 1010.0)
    p.penalizar(1, 10, "móvil")
    p.cambiar()
    p.deshacer()
    p.retirar_palabra("8A", "XYZ")
    t[0] += 31 * 60
    r.pausar()
    a.guardar_foto_relojes(g.id, len(p.eventos) - 1, r.estado(), 1020.0)
    p.terminar(["AE", ""])
    p.anotar_tiempo_extra(0, 61, 10)
    # Clásica sin terminar, con reloj a medida en marcha (cierre brusco).
    g2 = a.crear(nueva_partida(["Carla", "Dani", "Eva"], abre=1, edicion="en", reglas="casa"))
    cfg = ConfigReloj(minutos=20, incremento_s=5, puntos_por_minuto=5, maximo_extra_min=3)
    a.poner_relojes(g2.id, cfg)
    r2 = Relojes(3, cfg, lambda: t[0])
    r2.poner_en_marcha(1)
    t[0] += 45
    g2.planilla.sumar("H8", "QuIZ")
    r2.pulsar()
    a.guardar_foto_relojes(g2.id, 1, r2.estado(), 2000.0)
    # Duplicada con bonificaciones.
    d = a.crear(nueva_duplicada(["Ana", "Luis", "Marta"], bonificaciones=True))
    dp = d.planilla
    dp.nueva_ronda("AJMNOSE")
    dp.escribir_jugada("H4", "JAMON")
    dp.escribir_puntos(1, 30)
    dp.anotar_maestra("H4", "JAMON")
    dp.escribir_puntos(0, 44)
    dp.escribir_puntos(2, 44)
    dp.nueva_ronda("SEZUOTA")
    dp.anotar_maestra("6F", "ZUMOS")
    dp.escribir_puntos(0, 20)
    dp.escribir_puntos(1, 99)
    dp.borrar_puntos(1)
    dp.deshacer()
    # Tantrix terminada y «4 en letras» a medias.
    tx = a.crear(nueva_tantrix(["Ana", "Bea", "Carla"]))
    tx.planilla.anotar(0, 8)
    tx.planilla.anotar(1, 2, 4)
    tx.planilla.anotar(2, 12, 3)
    tx.planilla.terminar()
    c4 = a.crear(nueva_cuatro_letras(["Ana", "Bea", "Carla", "Dani"]))
    c4.planilla.ganar(0, "CASA")
    c4.planilla.empatar()
    c4.planilla.ganar(2, "PERRO")
    c4.planilla.deshacer()
    c4.planilla.ganar(3, "LLAVE")
print("ok")
