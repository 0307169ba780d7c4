"""Las ventanas de la carpeta del torneo (``nucleo.torneo``): la del director, que solo lee y muestra."""
