"""Errores del núcleo: todos heredan de ``ValueError`` y llevan un mensaje en español para quien juega."""


class ErrorPlanilla(ValueError):
    """Entrada que no se puede aceptar; el mensaje se muestra tal cual."""


class ErrorEdicion(ErrorPlanilla):
    """Edición desconocida."""


class ErrorFichas(ErrorPlanilla):
    """Texto que no se puede convertir en fichas (números, símbolos, letras de otra edición)."""


class ErrorCoordenada(ErrorPlanilla):
    """Coordenada o notación de jugada mal escrita."""


class ErrorColocacion(ErrorPlanilla):
    """Jugada que incumple las reglas de colocación: no puntúa."""
