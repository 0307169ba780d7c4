"""Las hojas de Tantrix y de «4 en letras»."""
