"""Los paquetes que se instalan, buscados por setuptools: ``app_planilla`` con sus subpaquetes y, de ``recursos/``
(que se instala como ``app_planilla.recursos``), cada carpeta de datos. Lo demás está en pyproject.toml, que no
sabe buscar un paquete que vive fuera de la carpeta de su nombre (``package-dir``)."""

from setuptools import find_namespace_packages, find_packages, setup

SIN_CODIGO = ["__pycache__", "*.__pycache__"]

setup(
    packages=[
        *find_packages(include=["app_planilla", "app_planilla.*"]),
        "app_planilla.recursos",
        *(f"app_planilla.recursos.{p}" for p in find_namespace_packages("recursos", exclude=SIN_CODIGO)),
    ],
)
