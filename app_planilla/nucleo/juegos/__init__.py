"""Tantrix y «4 en letras»: planillas sencillas sobre el registro común."""
