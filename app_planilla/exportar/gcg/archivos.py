"""GCG con archivos y con el almacén: lo que usan la línea de órdenes y la interfaz."""

from __future__ import annotations

from pathlib import Path

from app_planilla.exportar.gcg.escritura import ExportacionGcg, exportar_gcg_texto
from app_planilla.exportar.gcg.importar import Informe, leer_planilla_gcg
from app_planilla.exportar.gcg.lectura import MAX_BYTES, ErrorGcg, decodificar
from app_planilla.nucleo.almacen.almacen import Almacen
from app_planilla.nucleo.clasica.planilla import Planilla
from app_planilla.nucleo.duplicada.planilla import PlanillaDuplicada
from app_planilla.nucleo.idioma import _


def importar_gcg(almacen: Almacen, ruta: str | Path, *, reglas: str | None = None) -> tuple[int, Informe]:
    """«Importar GCG…»: lee el archivo, lo comprueba entero y solo entonces lo guarda como partida nueva."""
    try:
        with open(ruta, "rb") as f:
            contenido = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise ErrorGcg(_("No se puede leer «{ruta}»: {causa}.").format(ruta=ruta, causa=e.strerror)) from None
    importacion = leer_planilla_gcg(contenido, reglas=reglas)
    return almacen.importar(importacion.planilla), importacion.informe


def gcg_de_partida(planilla: object, partida: int | None = None) -> ExportacionGcg:
    """El GCG de una partida cargada, con su informe; las duplicadas no tienen GCG (no hay turnos ni atriles
    propios).

    De una duplicada (también una sala con arbitraje) no se escribe nada: lo único con forma GCG sería su
    partida maestra como partida de un solo participante, y Macondo (``wrong number of players defined``) y
    MAGPIE solo leen GCG de dos. El mensaje lo dice y manda al JSON, que lo lleva todo."""
    if isinstance(planilla, PlanillaDuplicada):
        numero = "" if partida is None else f" {partida}"
        raise ErrorGcg(
            _(
                "La partida{numero} es duplicada: no se escribe GCG. Lo único que tendría forma GCG es la partida "
                "maestra como partida de un solo participante, y Macondo y MAGPIE solo leen GCG de dos. Expórtala "
                "en JSON (lo lleva todo) o imprime la partida maestra en PDF."
            ).format(numero=numero)
        )
    if not isinstance(planilla, Planilla):
        if partida is None:
            raise ErrorGcg(_("La partida no es clásica: el GCG solo sirve para partidas por turnos."))
        raise ErrorGcg(
            _("La partida {numero} no es clásica: el GCG solo sirve para partidas por turnos.").format(numero=partida)
        )
    return exportar_gcg_texto(planilla)


def exportar_gcg(almacen: Almacen, partida: int, ruta: str | Path | None = None) -> ExportacionGcg:
    """«Exportar GCG…»: el GCG de una partida guardada y su informe; con ``ruta``, además lo escribe en UTF-8."""
    exportacion = gcg_de_partida(almacen.cargar(partida), partida)
    if ruta is not None:
        try:
            with open(ruta, "w", encoding="utf-8", newline="\n") as f:
                f.write(exportacion.texto)
        except OSError as e:
            raise ErrorGcg(_("No se puede escribir «{ruta}»: {causa}.").format(ruta=ruta, causa=e.strerror)) from None
    return exportacion


def es_gcg(nombre: str, contenido: bytes) -> bool:
    """¿Es un GCG? Por la extensión y, si no la hay (entrada estándar), porque empieza por ``#`` o ``>``."""
    if nombre.lower().endswith(".gcg"):
        return True
    if nombre.lower().endswith(".json"):
        return False
    try:
        # El principio basta (y así vale también para UTF-16, que ``decodificar`` reconoce).
        inicio = decodificar(contenido[:64])
    except ErrorGcg:
        return True  # solo falla si declara una codificación: empieza por «#character-encoding»
    return inicio.lstrip()[:1] in ("#", ">")
