"""Recursos empaquetados (iconos, sonidos, listas): se leen con importlib.resources."""
