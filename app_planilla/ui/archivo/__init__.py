"""El menú «Archivo»: importar, exportar e imprimir."""
