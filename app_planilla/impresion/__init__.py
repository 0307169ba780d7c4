"""Hojas en PDF (reportlab): funciones sobre los modelos del núcleo, sin ningún widget."""

from .en_blanco import hoja_control_fichas, planilla_clasica_en_blanco, planilla_duplicada_en_blanco

__all__ = ["hoja_control_fichas", "planilla_clasica_en_blanco", "planilla_duplicada_en_blanco"]
