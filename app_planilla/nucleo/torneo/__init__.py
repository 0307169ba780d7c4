"""La carpeta del torneo: varios portátiles publican archivos en una carpeta compartida (Syncthing, una carpeta de
red o una memoria USB) y el director los junta con una función pura (:func:`fusion.fusionar`).

- :mod:`sobres`: el formato de cada archivo publicado (se describe a sí mismo, con su huella) y su nombre.
- :mod:`modelos`: lo que lleva dentro cada tipo de archivo (unión, emparejamientos, resultado, decisión).
- :mod:`carpeta`: ``torneo.json``, el estado de cada portátil en su carpeta de datos y la escritura de archivos.
- :mod:`emparejamientos`: los emparejamientos de una ronda leídos de un CSV o de TSH (``.t``, ``tourney.js``).
- :mod:`fusion`: la fusión de todos los archivos presentes, con sus conflictos con nombre.
- :mod:`clasificacion`: la clasificación y las líneas de ``addscore`` de TSH.
"""
