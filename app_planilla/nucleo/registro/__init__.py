"""El registro de eventos común a todas las modalidades: comprobar, guardar, aplicar y deshacer."""
