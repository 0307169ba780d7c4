"""Hojas en PDF (reportlab): funciones sobre los modelos del núcleo, sin ningún widget."""

from app_planilla.exportar.pdf.duplicada import planilla_duplicada
from app_planilla.exportar.pdf.en_blanco import (
    hoja_control_fichas,
    planilla_clasica_en_blanco,
    planilla_duplicada_en_blanco,
)
from app_planilla.exportar.pdf.juegos import (
    planilla_cuatro_letras,
    planilla_cuatro_letras_en_blanco,
    planilla_tantrix,
    planilla_tantrix_en_blanco,
)
from app_planilla.exportar.pdf.partidas import planilla_clasica

__all__ = [
    "hoja_control_fichas",
    "planilla_clasica",
    "planilla_clasica_en_blanco",
    "planilla_cuatro_letras",
    "planilla_cuatro_letras_en_blanco",
    "planilla_duplicada",
    "planilla_duplicada_en_blanco",
    "planilla_tantrix",
    "planilla_tantrix_en_blanco",
]
