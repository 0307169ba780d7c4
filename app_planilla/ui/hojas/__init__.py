"""Las hojas de cada modalidad en la ventana; ninguna importa a otra ni a la ventana."""
