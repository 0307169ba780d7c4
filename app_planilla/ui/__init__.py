"""Interfaz Qt (PySide6): la única parte que importa Qt; una capa fina sobre ``app_planilla.nucleo``.

La raíz de composición es ``aplicacion.py``: crea la ventana (``ventana.py``), la sesión (``sesion.py``) y las
hojas (``hojas/``), que ven la ventana como un ``Contexto`` (``contexto.py``).
"""
