"""Lo que publica el portátil del director: sus emparejamientos y sus decisiones sobre los conflictos.

Lo usan igual la línea de órdenes (``planilla torneo emparejar`` y ``elegir``) y la ventana del director: la
decisión es el mismo archivo venga de donde venga.
"""

from __future__ import annotations

from pathlib import Path

from app_planilla.nucleo.idioma import _
from app_planilla.nucleo.torneo.carpeta import ErrorTorneo, Portatil, leer_portatil, publicar, torneo_de
from app_planilla.nucleo.torneo.fusion import Candidato, Conflicto, Fusion
from app_planilla.nucleo.torneo.modelos import Decision, Torneo
from app_planilla.nucleo.torneo.sobres import DECISION


def del_director(datos: Path, carpeta: Path) -> tuple[Portatil, Torneo]:
    """El estado del portátil del director de la carpeta ``carpeta`` (el que la creó, con su carpeta de datos
    ``datos``); ``ErrorTorneo`` si este portátil no lo es."""
    t = torneo_de(carpeta)
    p = leer_portatil(datos, t.evento)
    if p is None or not p.director or p.portatil != t.director:
        raise ErrorTorneo(_("solo el portátil del director (el que creó el torneo, con su carpeta de datos) "
                            "publica emparejamientos y decide los conflictos."))
    return p, t


def candidato(conflicto: Conflicto, huella: str) -> Candidato:
    """El candidato de ``conflicto`` cuya huella es ``huella`` o empieza así (al menos 8 cifras)."""
    prefijo = huella.strip().lower()
    elegidos = [k for k in conflicto.candidatos if len(prefijo) >= 8 and k.huella.startswith(prefijo)]
    if len(elegidos) != 1:
        raise ErrorTorneo(_("«{huella}» no es la huella de uno solo de los candidatos: {candidatos}.").format(
            huella=huella, candidatos="; ".join(f"{k.huella[:16]} ({k.descripcion})" for k in conflicto.candidatos)))
    return elegidos[0]


def decidir(datos: Path, carpeta: Path, fusion: Fusion, clave: str, huella: str) -> tuple[Conflicto, Candidato]:
    """Publica la decisión del director sobre el conflicto ``clave`` de ``fusion``: cuenta el candidato de
    ``huella`` (o sus primeras cifras) y no los demás. Un conflicto sin candidatos (una copia del motor de
    sincronización) no se decide: no cuenta nunca."""
    p, _t = del_director(datos, carpeta)
    conflicto = next((c for c in fusion.conflictos if c.clave == clave.strip()), None)
    if conflicto is None or not conflicto.candidatos:
        abiertos = ", ".join(c.clave for c in fusion.conflictos if c.candidatos) or _("ninguno")
        raise ErrorTorneo(_("no hay ningún conflicto «{clave}» que elegir (abiertos: {abiertos}).").format(
            clave=clave, abiertos=abiertos))
    elegido = candidato(conflicto, huella)
    publicar(datos, p, carpeta, DECISION, Decision(conflicto.clave, elegido.huella).a_datos())
    return conflicto, elegido
