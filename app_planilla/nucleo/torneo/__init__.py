"""La carpeta del torneo: varios portátiles publican archivos en una carpeta compartida (Syncthing, una carpeta de
red o una memoria USB) y el director los junta con una función pura (:func:`fusion.fusionar`).

- :mod:`sobres`: el formato de cada archivo publicado (se describe a sí mismo, con su huella) y su nombre.
- :mod:`modelos`: lo que lleva dentro cada tipo de archivo (unión, emparejamientos, resultado, decisión).
- :mod:`carpeta`: ``torneo.json``, el estado de cada portátil en su carpeta de datos y la escritura de archivos.
- :mod:`emparejamientos`: los emparejamientos de una ronda leídos de un CSV o de TSH (``.t``, ``tourney.js``).
- :mod:`fusion`: la fusión de todos los archivos presentes, con sus conflictos con nombre.
- :mod:`clasificacion`: la clasificación y las líneas de ``addscore`` de TSH.

Para la duplicada por salas (la clase ``duplicada`` de ``torneo.json``): el sobre, los nombres, la escritura,
los números de orden por portátil, las copias, los clones, los archivos a medias y las decisiones del director
(``conflicto`` + huella elegida) no dependen del tipo de archivo; bastan una unión con sala en vez de mesa y sus
tipos propios (la partida maestra de la sala central, los resultados de cada ronda de una sala) con su paso en
la fusión y sus claves de conflicto.

La ventana del director solo tiene que llamar a ``carpeta.leer_carpeta`` (con su diccionario de lecturas) y a
``fusion.fusionar`` (con su ``Cache``) al cambiar la carpeta, y publicar con ``carpeta.publicar``.
"""
